"""A worker killed with SIGKILL mid-replay: nobody presses Resume, and the run still finishes.

Two real workers on Redis and PostgreSQL, as in production; the survivor runs beat (``-B``) with
the stall check shortened by its environment (every 2 s, a run stalled after 6 s) so the test
takes seconds, not the production minute. The killed worker's batch comes back through the stall
check, and every item ends with exactly one result.
"""

from __future__ import annotations

import os
import socket
import threading
import time
from http.server import ThreadingHTTPServer

import pytest

from curation.models import EvalItem
from replay import services
from replay.models import Run, RunItem
from tests.replay.conftest import build_world
from tests.replay.test_tasks import _SlowEcho
from tests.workers import kill_worker, skip_unless_real_workers, start_worker, wait_for, worker_env

EXTRA_ITEMS = 30


@pytest.mark.worker
def test_run_finishes_on_its_own_after_a_worker_is_killed_mid_replay(
    transactional_db, settings, tmp_path
):

    from config.celery import app

    skip_unless_real_workers(settings)

    # given a run of 35 items in batches of 3, spread over two workers
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
    survivor_env = dict(env, ASSAY_STALL_CHECK_SECONDS="2", ASSAY_REPLAY_STALL_SECONDS="6")
    app.control.purge()
    host = socket.gethostname()
    workers = []
    try:
        victim = start_worker(env, f"loss-a-{os.getpid()}@{host}")
        workers.append(victim)
        beat_file = str(tmp_path / "beat-schedule")
        workers.append(
            start_worker(survivor_env, f"loss-b-{os.getpid()}@{host}", "-B", "-s", beat_file)
        )
        run = services.run_create(
            eval_set=eval_set,
            arm="http",
            batch_size=3,
            params={"url": f"http://127.0.0.1:{server.server_address[1]}/", "repeats": 1},
        )
        services.run_enqueue(run)

        # when one worker is killed outright while the run is under way
        assert wait_for(lambda: RunItem.objects.filter(run=run).count() > 3, timeout=120)
        kill_worker(victim)
        killed_at = time.monotonic()
        at_kill = RunItem.objects.filter(run=run).count()
        assert at_kill < run.total_items, "the run must be cut in the middle"

        # then, with no Resume pressed, the run finishes with one result per item
        def done():
            run.refresh_from_db()
            return run.status == Run.Status.DONE

        assert wait_for(done, timeout=120, poll=0.2), (run.status, run.message)
        print(
            f"\nworker killed with {at_kill}/35 results stored; the run finished on its own "
            f"{time.monotonic() - killed_at:.1f} s later"
        )
        item_ids = list(RunItem.objects.filter(run=run).values_list("item_id", flat=True))
        assert len(item_ids) == len(set(item_ids)) == run.total_items == 35
        assert sorted(item_ids) == sorted(run.item_pks)
        assert run.job.status == "done" and run.job.done == 35
    finally:
        for proc in workers:
            kill_worker(proc)
        server.shutdown()
        server.server_close()
        app.control.purge()
        with app.connection_for_write() as conn:
            conn.default_channel.client.delete("unacked", "unacked_index")
