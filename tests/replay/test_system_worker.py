"""A system run on real Celery workers (PostgreSQL + Redis): a worker killed outright in the
middle of a run loses no repeat and stores none twice once the run resumes."""

from __future__ import annotations

import json
import os
import socket
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from curation.models import EvalItem
from replay import services
from replay.models import Run, RunItem, SystemAnswer
from replay.system_runs import system_run_create
from tests.replay.conftest import build_world
from tests.workers import kill_worker, skip_unless_real_workers, start_worker, wait_for, worker_env

EXTRA_ITEMS = 24
SLOW_S = 0.1  # per call: a batch of 2 items x 3 repeats takes a few tenths of a second
CALLS: Counter = Counter()


class _SlowSystem(BaseHTTPRequestHandler):
    def do_POST(self):  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        CALLS[(body["case_id"], body["repeat"])] += 1
        time.sleep(SLOW_S)
        payload = json.dumps({"answer": f"answer to {body['follow_up']}"}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args):
        pass


@pytest.mark.worker
def test_killed_worker_mid_system_run_resumes_with_every_repeat_exactly_once(
    transactional_db, settings, tmp_path
):

    from config.celery import app

    skip_unless_real_workers(settings)

    eval_set = build_world()["eval_set"]
    for i in range(EXTRA_ITEMS):
        EvalItem.objects.create(
            eval_set=eval_set,
            position=100 + i,
            external_id=f"x{i}",
            follow_up=f"question {i} about invoices",
            gold=["billing/invoices#0001"],
            ground_truth={"kind": "pass_fail", "pass": "names the invoice date"},
        )
    server = ThreadingHTTPServer(("127.0.0.1", 0), _SlowSystem)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    env = worker_env(tmp_path)
    app.control.purge()
    workers = []
    try:
        workers.append(start_worker(env, f"system-a-{os.getpid()}@{socket.gethostname()}"))
        run = system_run_create(
            eval_set=eval_set,
            url=f"http://127.0.0.1:{server.server_address[1]}/",
            mode="live",
            repeats=3,
            batch_size=2,
        )
        services.run_enqueue(run)  # autocommit: queued at once

        # when the first worker has stored some repeats, it is killed outright
        assert wait_for(lambda: SystemAnswer.objects.filter(run=run).count() > 0, timeout=120)
        kill_worker(workers[0])
        at_kill = SystemAnswer.objects.filter(run=run).count()
        assert 0 < at_kill < 3 * run.total_items, "the run must be cut in the middle"

        # a fresh worker and a resume finish it
        workers.append(start_worker(env, f"system-b-{os.getpid()}@{socket.gethostname()}"))
        assert services.run_resume(run=Run.objects.get(pk=run.pk)) > 0

        def done():
            run.refresh_from_db()
            return run.status == Run.Status.DONE

        assert wait_for(done, timeout=180, poll=0.2), run.message
        stored = Counter(SystemAnswer.objects.filter(run=run).values_list("item_id", "repeat"))
        expected = {(pk, r) for pk in run.item_pks for r in (1, 2, 3)}
        assert set(stored) == expected and set(stored.values()) == {1}
        assert RunItem.objects.filter(run=run).count() == run.total_items
        # every repeat reached the system; the ones in flight at the kill were asked again
        assert {key for key in CALLS} >= {
            (item.item_id, r)
            for item in EvalItem.objects.filter(pk__in=run.item_pks)
            for r in (1, 2, 3)
        }
        assert run.job.status == "done" and run.job.done == run.total_items
    finally:
        for proc in workers:
            kill_worker(proc)
        server.shutdown()
        server.server_close()
        app.control.purge()
        with app.connection_for_write() as conn:
            conn.default_channel.client.delete("unacked", "unacked_index")
