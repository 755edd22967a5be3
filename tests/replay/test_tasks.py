"""Fault tolerance with real Celery workers on Redis: a worker killed in the middle of a run
(SIGKILL, the whole process group) loses nothing and duplicates nothing once the run resumes."""

from __future__ import annotations

import json
import os
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from curation.models import EvalItem
from replay import services
from replay.models import Run, RunItem
from tests.replay.conftest import build_world
from tests.workers import kill_worker, skip_unless_real_workers, start_worker, wait_for, worker_env

EXTRA_ITEMS = 30
SLOW_S = 0.15  # per contextualizer call: a batch of 3 takes about half a second


class _SlowEcho(BaseHTTPRequestHandler):
    def do_POST(self):  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        time.sleep(SLOW_S)
        payload = json.dumps({"query": body["follow_up"]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args):
        pass


@pytest.mark.worker
def test_killed_worker_mid_run_resumes_with_exactly_one_result_per_item(
    transactional_db, settings, tmp_path
):
    from config.celery import app

    skip_unless_real_workers(settings)

    world = build_world()
    eval_set = world["eval_set"]
    for i in range(EXTRA_ITEMS):
        EvalItem.objects.create(
            eval_set=eval_set,
            position=100 + i,
            external_id=f"x{i}",
            follow_up=f"question {i} about invoices and refunds",
            gold=["billing/invoices#0001"],
        )
    server = ThreadingHTTPServer(("127.0.0.1", 0), _SlowEcho)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    env = worker_env(tmp_path)
    app.control.purge()
    workers = []
    try:
        workers.append(start_worker(env, f"replay-a-{os.getpid()}@{socket.gethostname()}"))
        run = services.run_create(
            eval_set=eval_set,
            arm="http",
            batch_size=3,
            params={"url": f"http://127.0.0.1:{server.server_address[1]}/", "repeats": 1},
        )
        services.run_enqueue(run)  # autocommit: queued at once

        # when the first worker has stored some results, it is killed outright
        assert wait_for(lambda: RunItem.objects.filter(run=run).count() > 0, timeout=120)
        kill_worker(workers[0])
        at_kill = RunItem.objects.filter(run=run).count()
        assert 0 < at_kill < run.total_items, "the run must be cut in the middle"

        # a fresh worker takes the queued batches; the resume re-queues the batch that died
        # with the first worker (the broker would only redeliver it after its visibility timeout)
        workers.append(start_worker(env, f"replay-b-{os.getpid()}@{socket.gethostname()}"))
        assert services.run_resume(run=Run.objects.get(pk=run.pk)) > 0

        def done():
            run.refresh_from_db()
            return run.status == Run.Status.DONE

        assert wait_for(done, timeout=180, poll=0.2), run.message
        item_ids = list(RunItem.objects.filter(run=run).values_list("item_id", flat=True))
        assert len(item_ids) == len(set(item_ids)) == run.total_items == 35
        assert sorted(item_ids) == sorted(run.item_pks)
        assert not RunItem.objects.filter(run=run).exclude(skipped="").exists()
        assert run.job.status == "done" and run.job.done == 35
    finally:
        for proc in workers:
            kill_worker(proc)
        server.shutdown()
        server.server_close()
        app.control.purge()
        # The killed worker's message waits, unacknowledged, for the visibility timeout; drop it
        # so it cannot reach a later test database that reuses the run id.
        with app.connection_for_write() as conn:
            client = conn.default_channel.client
            client.delete("unacked", "unacked_index")
