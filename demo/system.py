"""The demo's system runs: the reference assistant replayed frozen and live, 3 repeats each,
graded by its rule-based judge, plus one ungraded frozen repeat for the grading queue.

``make_demo`` runs this last, after the documentation edits, so the live run searches today's
corpus while the frozen run answers from what was recorded: their comparison shows how much of
the score moved because the dependencies moved. The assistant misbehaves on a share of cases
(random answers on 20% of repeats, an unrecorded tool call on 2%) so disagreement between
repeats and failing-loudly cases are on screen. Idempotent: finished runs are reused.
"""

from __future__ import annotations

import threading
from socketserver import ThreadingMixIn
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from django.core.wsgi import get_wsgi_application

from curation.models import EvalSet
from demo.assistant import Behaviour, serve
from replay.models import Run
from replay.system_compare import system_compare
from replay.system_runs import system_run_create, system_run_execute

DEMO_SYSTEM_VERSION = "reference-assistant-1"
DEMO_BEHAVIOUR = Behaviour(random=0.2, unrecorded_tool=0.02, seed=7)
DEMO_RUNS = (
    # (mode, repeats, judged)
    ("frozen", 3, True),
    ("live", 3, True),
    ("frozen", 1, False),
)


class _ThreadingWSGIServer(ThreadingMixIn, WSGIServer):
    daemon_threads = True


class _Quiet(WSGIRequestHandler):
    def log_message(self, *args):
        pass


def _serve_assay():
    """Assay itself on an ephemeral port, for the frozen runs' cassette calls."""
    server = make_server(
        "127.0.0.1", 0, get_wsgi_application(), _ThreadingWSGIServer, handler_class=_Quiet
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _run(eval_set: EvalSet, mode: str, repeats: int, judge: str | None, urls) -> Run:
    version = DEMO_SYSTEM_VERSION + ("" if judge else "-ungraded")
    done = (
        Run.objects.filter(eval_set=eval_set, arm="system", status=Run.Status.DONE)
        .filter(arm_params__mode=mode, arm_params__repeats=repeats)
        .filter(arm_params__system_version=version)
        .order_by("-pk")
        .first()
    )
    if done is not None:
        return done
    run = system_run_create(
        eval_set=eval_set,
        url=urls["system"],
        mode=mode,
        repeats=repeats,
        judge_url=urls["judge"] if judge else None,
        system_version=version,
        tools_base=urls["assay"],
    )
    return system_run_execute(run=run)


def run_demo_system(eval_set: EvalSet) -> str:
    """Run the reference assistant over ``eval_set``; a one-line summary for the demo log."""
    assistant = serve(0, behaviour=DEMO_BEHAVIOUR)
    assay = _serve_assay()
    port = assistant.server_address[1]
    urls = {
        "system": f"http://127.0.0.1:{port}/",
        "judge": f"http://127.0.0.1:{port}/judge",
        "assay": f"http://127.0.0.1:{assay.server_address[1]}",
    }
    try:
        runs = [_run(eval_set, mode, n, judged, urls) for mode, n, judged in DEMO_RUNS]
    finally:
        assistant.shutdown()
        assay.shutdown()
    frozen, live = runs[0], runs[1]
    verdict = next(r for r in system_compare(frozen, live)["rows"] if r["measure"] == "verdict")
    names = ", ".join(f"#{r.pk} {r.arm_params['mode']}" for r in runs)
    return (
        f"system runs {names}; pass rate "
        f"frozen {verdict.get('mean_frozen', 0):.3f} -> live {verdict.get('mean_live', 0):.3f} "
        f"over {verdict['n']} items"
    )
