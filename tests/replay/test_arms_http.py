"""The http arm against a real contextualizer served on 127.0.0.1 by the test."""

from __future__ import annotations

import json
import threading
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from replay import services
from replay.selectors import run_report

pytestmark = pytest.mark.django_db


class _Contextualizer(BaseHTTPRequestHandler):
    """Rewrites the SLA follow-up, changing its mind on every third call; echoes the rest."""

    calls: Counter = Counter()
    bodies: list = []

    def do_POST(self):  # noqa: N802 (http.server's name)
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).bodies.append(body)
        follow_up = body["follow_up"]
        type(self).calls[follow_up] += 1
        if follow_up.startswith("What's the uptime SLA"):
            query = (
                "SLA Frankfurt" if self.calls[follow_up] % 3 == 0 else "uptime SLA Dublin region"
            )
        elif follow_up.startswith("How do I reset"):
            self.send_response(500)
            self.end_headers()
            return
        else:
            query = follow_up
        payload = json.dumps({"query": query}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args):
        pass


@pytest.fixture
def contextualizer():
    _Contextualizer.calls = Counter()
    _Contextualizer.bodies = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Contextualizer)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/rewrite"
    server.shutdown()
    server.server_close()


def test_http_arm_records_majority_verdict_and_disagreement(world, embedding_model, contextualizer):
    run = services.run_create(
        eval_set=world["eval_set"], arm="http", params={"url": contextualizer, "repeats": 3}
    )
    run = services.run_execute(run=run, model=embedding_model)

    results = {r.item_key: r for r in run.results.all()}
    sla = results["sla"]
    assert sla.query == "uptime SLA Dublin region"
    assert sla.extra["queries"] == [
        "uptime SLA Dublin region",
        "uptime SLA Dublin region",
        "SLA Frankfurt",
    ]
    assert sla.extra["disagreement"] == pytest.approx(1 / 3)
    assert sla.ranked[0] == "kms/sla#0001"
    assert results["sso"].extra["disagreement"] == 0.0
    assert (
        results["password"].skipped
        == "contextualizer error: contextualizer answered HTTP 500 Internal Server Error"
    )
    sent = next(b for b in _Contextualizer.bodies if b["follow_up"].startswith("What's the uptime"))
    assert sent["history"] == world["items"]["sla"].prefix
    summary = run_report(run)["summary"]
    assert summary["disagreeing_items"] == 1
    assert summary["disagreement"]["mean"] == pytest.approx((1 / 3) / 4)  # over 4 answered items
    assert run.config["arm_params"] == {"url": contextualizer, "repeats": 3}
