"""System-run benchmark: replay throughput against the reference assistant, next to a bare loop.

    python -m bench.system [--cases 300] [--repeats 3] [--rounds 5] [--concurrency 8]

In a scratch SQLite database it ingests a small corpus and ``--cases`` traces (each with five
recorded passages), makes one eval set of them, and starts the demo's reference assistant
(``manage.py demo_assistant``) in its own process on 127.0.0.1. Then ``--rounds`` rounds, each
the whole set (``--cases`` x ``--repeats`` calls) once per side, alternating which side goes
first (a shared CPU drifts in speed):

- **replay**: :func:`replay.system_runs.system_run_execute` of a new frozen run with
  ``--repeats`` (case snapshots, requests, the bounded pool, parsing, storing every repeat, the
  per-item results and the run's progress);
- **bare loop**: the same requests (their bodies built beforehand from the same case
  snapshots, serialised in the loop) POSTed from this process with the same number of threads,
  the answers decoded and dropped: no database, no grading, no storing.

Per round it prints both rates, their ratio (the pair ran back to back, so they saw nearly the
same load), the load average and this process's CPU seconds per 1,000 calls on each side (what
the replay adds, less sensitive to the other processes than wall time). Then the median ratio
over the rounds against the target (at least 0.9), the overall rates, and the peak memory of
this process (its maximum resident set, and the Python heap's peak during one more replay).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

TARGET_RATIO = 0.9
DOCS = 60
PASSAGES = 5


def _setup(var_dir: Path) -> str:
    url = f"sqlite:///{var_dir / 'bench.sqlite3'}"
    os.environ.update(
        DATABASE_URL=url,
        ASSAY_VAR_DIR=str(var_dir),
        CELERY_BROKER_URL="",
        DJANGO_SETTINGS_MODULE="config.settings",
        ASSAY_PSEUDONYMIZE="0",
    )
    os.environ.setdefault("DEBUG", "1")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)
    return url


def _world(cases: int, rounds: int, seed: int) -> list:
    """The corpus, ``cases`` traces and ``rounds`` eval sets splitting them; returns the sets."""
    from core.jsonl import JsonLine
    from curation.models import EvalItem, EvalSet, Message
    from curation.services.corpus import chunking_from_settings, corpus_ingest_lines
    from curation.services.traces import trace_ingest_objects

    rng = random.Random(seed)
    topics = ["invoices", "refunds", "backups", "regions", "passwords", "single sign-on"]
    corpus_ingest_lines(
        lines=[
            JsonLine(i, {"doc_id": f"doc/{i}", "title": f"Page {i}", "text": _text(rng, topics)})
            for i in range(DOCS)
        ],
        chunking=chunking_from_settings(no_split=True),
    )
    traces = []
    for i in range(cases):
        hits = rng.sample(range(DOCS), PASSAGES)
        traces.append(
            {
                "trace_id": f"bench-{i}",
                "messages": [
                    {"role": "user", "content": f"Tell me about {rng.choice(topics)}."},
                    {"role": "assistant", "content": "Here is what the documentation says."},
                    {"role": "user", "content": "And how long does that take?"},
                    {
                        "role": "assistant",
                        "content": "It takes a few days.",
                        "retrieval": [
                            {"doc_id": f"doc/{h}", "chunk_id": f"doc/{h}#0001"} for h in hits
                        ],
                    },
                ],
            }
        )
    trace_ingest_objects(objects=traces, transform=None)
    messages = {
        m.trace.trace_id: m for m in Message.objects.filter(position=2).select_related("trace")
    }
    sets = []
    size = -(-cases // rounds)
    for r in range(rounds):
        eval_set = EvalSet.objects.create(name=f"bench-system-{r + 1}")
        rows = []
        for i in range(r * size, min(cases, (r + 1) * size)):
            m = messages[f"bench-{i}"]
            rows.append(
                EvalItem(
                    eval_set=eval_set,
                    position=i,
                    external_id=f"case-{i}",
                    trace=m.trace,
                    message=m,
                    prefix=[
                        {"role": "user", "content": "Tell me about invoices."},
                        {"role": "assistant", "content": "Here is what the docs say."},
                    ],
                    follow_up="And how long does that take?",
                    gold=[f"doc/{rng.randrange(DOCS)}#0001"],
                    ground_truth={"kind": "pass_fail", "pass": "matches Page 1"},
                )
            )
        EvalItem.objects.bulk_create(rows)
        sets.append(eval_set)
    return sets


def _text(rng: random.Random, topics: list[str]) -> str:
    words = "the plan account region backup invoice refund admin console days month".split()
    return " ".join(
        f"{rng.choice(topics).capitalize()} {' '.join(rng.choices(words, k=12))}." for _ in range(3)
    )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start_assistant(port: int) -> subprocess.Popen:
    proc = subprocess.Popen(
        [sys.executable, "manage.py", "demo_assistant", "--port", str(port)],
        env=dict(os.environ),
        stdout=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return proc
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("the reference assistant did not start within 60 s")


def _replay(eval_set, url: str, repeats: int) -> tuple[float, int]:
    from replay.system_runs import system_run_create, system_run_execute

    run = system_run_create(eval_set=eval_set, url=url, mode="frozen", repeats=repeats)
    started = time.perf_counter()
    run = system_run_execute(run=run)
    elapsed = time.perf_counter() - started
    if run.status != "done":
        raise SystemExit(f"replay run {run.pk} ended {run.status}: {run.message}")
    return elapsed, run.total_items * repeats


def _bare_requests(eval_set, repeats: int) -> list[dict]:
    from replay.system import system_request
    from replay.system_selectors import system_cases

    cases = system_cases(list(eval_set.items.order_by("position").values_list("pk", flat=True)))
    return [
        system_request(case, repeat=r, mode="frozen")
        for case in cases
        for r in range(1, repeats + 1)
    ]


def _bare(url: str, bodies: list[dict], concurrency: int) -> tuple[float, int]:
    def post(body: dict):
        request = urllib.request.Request(
            url,
            data=json.dumps(body).encode(),
            method="POST",
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310
            return json.loads(response.read())

    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        list(pool.map(post, bodies))
    return time.perf_counter() - started, len(bodies)


def _load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def _side(side: str, eval_set, url: str, bodies: list[dict], args) -> tuple[float, int, float]:
    """One timed side of a round: seconds, calls and this process's CPU seconds."""
    cpu = time.process_time()
    if side == "replay":
        seconds, calls = _replay(eval_set, url, args.repeats)
    else:
        seconds, calls = _bare(url, bodies, args.concurrency)
    return seconds, calls, time.process_time() - cpu


def _rounds(eval_set, url: str, args) -> list[dict]:
    bodies = _bare_requests(eval_set, args.repeats)
    out = []
    for i in range(args.rounds):
        load = _load()
        order = ("replay", "bare") if i % 2 == 0 else ("bare", "replay")
        got = {side: _side(side, eval_set, url, bodies, args) for side in order}
        rates = {side: calls / seconds for side, (seconds, calls, _cpu) in got.items()}
        cpu = {side: 1000 * c / calls for side, (_s, calls, c) in got.items()}
        row = {"rates": rates, "ratio": rates["replay"] / rates["bare"], "cpu": cpu, "load": load}
        out.append(row)
        print(
            f"round {i + 1} ({order[0]} first, load {load}): replay {rates['replay']:6.1f} "
            f"calls/s, bare {rates['bare']:6.1f} calls/s, ratio {row['ratio']:.2f}; CPU per "
            f"1,000 calls: replay {cpu['replay']:.2f} s, bare {cpu['bare']:.2f} s",
            flush=True,
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    os.environ["ASSAY_SYSTEM_CONCURRENCY"] = str(args.concurrency)
    print(f"uptime before: {_uptime()}")
    with tempfile.TemporaryDirectory(prefix="assay-bench-system-") as tmp:
        _setup(Path(tmp))
        [eval_set] = _world(args.cases, 1, args.seed)
        port = _free_port()
        url = f"http://127.0.0.1:{port}/"
        assistant = _start_assistant(port)
        try:
            _bare(url, _bare_requests(eval_set, 1)[:20], args.concurrency)  # warm up
            _replay(eval_set, url, 1)  # warm up: imports, first queries
            rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            rounds = _rounds(eval_set, url, args)
            rss_after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            # one more replay, untimed, for the Python heap's peak (tracemalloc slows it down)
            tracemalloc.start()
            _replay(eval_set, url, args.repeats)
            heap_peak = tracemalloc.get_traced_memory()[1] / 2**20
            tracemalloc.stop()
        finally:
            assistant.terminate()
            assistant.wait(timeout=20)
    _summary(rounds, args, rss_before, rss_after, heap_peak)


def _uptime() -> str:
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return f"load average {_load()}"


def _summary(rounds: list[dict], args, rss_before: float, rss_after: float, heap: float) -> None:
    ratios = sorted(r["ratio"] for r in rounds)
    median = statistics.median(ratios)
    verdict = "meets" if median >= TARGET_RATIO else "BELOW"
    print(
        f"\n{args.cases} cases x {args.repeats} repeats per side per round, concurrency "
        f"{args.concurrency}, {args.rounds} alternating rounds; uptime after: {_uptime()}"
    )
    for side in ("replay", "bare"):
        rates = [r["rates"][side] for r in rounds]
        cpu = statistics.median(r["cpu"][side] for r in rounds)
        print(
            f"{side:6} median {statistics.median(rates):7.1f} calls/s "
            f"(rounds {min(rates):.1f} to {max(rates):.1f}); median CPU {cpu:.2f} s per 1,000 calls"
        )
    print(
        f"ratio  median {median:.2f} (rounds {ratios[0]:.2f} to {ratios[-1]:.2f}; "
        f"target >= {TARGET_RATIO}: {verdict})"
    )
    print(
        f"peak memory: max RSS {rss_after:.0f} MB ({rss_before:.0f} MB before the rounds); "
        f"Python heap peak during a replay {heap:.1f} MB"
    )


if __name__ == "__main__":
    main()
