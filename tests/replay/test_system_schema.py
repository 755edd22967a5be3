"""The JSON Schemas in docs/system.schema.json hold for real traffic: the requests Assay sends a
system and a judge, and the answers, tool calls and grades of the reference assistant."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import jsonschema
import pytest

from demo.assistant import Behaviour, answer_case, judge_answer
from replay.models import Run
from replay.system_runs import system_run_create, system_run_execute

SCHEMA = json.loads(
    (Path(__file__).resolve().parents[2] / "docs" / "system.schema.json").read_text()
)


def _validator(name: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(
        {**SCHEMA, "$ref": f"#/$defs/{name}"}, format_checker=jsonschema.FormatChecker()
    )


class _Recorder:
    """The reference assistant behind a server that keeps every request and answer."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, dict, dict]] = []
        recorder = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                judge = self.path.rstrip("/") == "/judge"
                answer = judge_answer(body) if judge else answer_case(body, Behaviour())
                recorder.seen.append(("judge" if judge else "system", body, answer))
                payload = json.dumps(answer).encode()
                self.send_response(200)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"


@pytest.mark.parametrize("mode", ["frozen", "live"])
def test_real_requests_and_answers_validate_against_the_published_schema(
    system_world, live_server, mode
):
    recorder = _Recorder()
    try:
        run = system_run_execute(
            run=system_run_create(
                eval_set=system_world["eval_set"],
                url=recorder.url,
                judge_url=recorder.url + "judge",
                mode=mode,
                repeats=1,
                tools_base=live_server.url,
            )
        )
    finally:
        recorder.server.shutdown()
    assert run.status == Run.Status.DONE
    systems = [(b, a) for kind, b, a in recorder.seen if kind == "system"]
    judges = [(b, a) for kind, b, a in recorder.seen if kind == "judge"]
    assert len(systems) == run.total_items and judges
    for body, answer in systems:
        _validator("request").validate(body)
        _validator("answer").validate(answer)
        for call in answer["tool_calls"]:
            _validator("tool_call").validate(call)
    for body, answer in judges:
        _validator("judge_request").validate(body)
        _validator("judge_answer").validate(answer)
    if mode == "frozen":
        assert any(b["fixtures"]["tools"] for b, _a in systems)


def test_the_schema_refuses_a_live_request_carrying_fixtures():
    body = {
        "case_id": "c",
        "repeat": 1,
        "mode": "live",
        "messages": [],
        "follow_up": "x",
        "environment": {},
        "fixtures": {"retrieval": []},
    }
    with pytest.raises(jsonschema.ValidationError):
        _validator("request").validate(body)
    with pytest.raises(jsonschema.ValidationError):
        _validator("judge_answer").validate({"grounded": 0.5})
