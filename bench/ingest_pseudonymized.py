"""Benchmark: ingest with pseudonymization on, through real Celery workers, one and two of them.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/assay CELERY_BROKER_URL=redis://127.0.0.1:6379/12 \\
        python -m bench.ingest_pseudonymized [--n 200] [--batch-size 20] [--workers 1,2]

Creates a scratch database next to DATABASE_URL's (``<name>_bench_ingest_pii``, dropped at the
end), writes N synthetic support traces (``generate_synthetic_traces``: names, emails, phone
numbers, account and order ids in messages, tool calls and retrieved texts) to a JSONL file,
and for each worker count starts that many worker processes (``celery worker --concurrency 1``
each, on the broker's ``celery`` queue, which the bench purges: give it a Redis database of its
own), warms them (each loads spaCy once, on its first batch), then times one parallel ingest
of the file (``trace_ingest_parallel_start``, batches of ``--batch-size`` lines) from the
first queued batch to the job's final report, and stops the workers.

Prints traces/s for each worker count, the ratio to one worker next to the expected ratio (the
worker count: pseudonymization is CPU-bound and batches share nothing, so on free cores
throughput should grow about linearly), each worker's peak RSS, the load average (a machine
shared with other work cannot give a worker a whole core), and traces per worker CPU-second,
which does not depend on the load: the same figure for one and two workers means the parallel
path adds no cost per trace.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlparse

from bench.scratch import scratch_database

TABLES = ("curation_toolcall", "curation_retrievalresult", "curation_message", "curation_trace")
BENCH_KEY = "bench-ingest-pii-key"


def _write_traces(path: Path, n: int, prefix: str = "") -> None:
    from demo.generator.traces import dump_line, generate_synthetic_traces

    with path.open("w", encoding="utf-8") as fh:
        for obj in generate_synthetic_traces(n, seed=23):
            obj["trace_id"] = prefix + obj["trace_id"]
            fh.write(dump_line(obj))


def _children(pid: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                out.append(int(entry.name))
    return out


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of one process so far."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _peak_rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


class Workers:
    """``n`` worker processes, each ``--concurrency 1``, in their own process groups."""

    def __init__(self, n: int, env: dict) -> None:
        from config.celery import app

        self.app = app
        self.names = [f"bench-pii-{i}-{os.getpid()}@{socket.gethostname()}" for i in range(n)]
        self.procs = []
        for name in self.names:
            self.procs.append(
                subprocess.Popen(
                    [
                        sys.executable,
                        "-m",
                        "celery",
                        "-A",
                        "config",
                        "worker",
                        "-Q",
                        "celery",
                        "--concurrency",
                        "1",
                        "--loglevel",
                        "WARNING",
                        "--without-gossip",
                        "--without-mingle",
                        "-n",
                        name,
                    ],
                    env=env,
                    start_new_session=True,
                )
            )
        deadline = time.monotonic() + 120
        waiting = set(self.names)
        while waiting and time.monotonic() < deadline:
            for reply in app.control.ping(destination=list(waiting), timeout=1.0):
                waiting -= set(reply)
            for proc in self.procs:
                if proc.poll() is not None:
                    self.stop()
                    raise SystemExit(f"a worker exited with {proc.returncode}")
        if waiting:
            self.stop()
            raise SystemExit(f"workers did not answer within 120 s: {sorted(waiting)}")

    def peak_rss_mb(self) -> list[float]:
        """Peak RSS of each worker's pool process (where spaCy and the tasks live)."""
        out = []
        for proc in self.procs:
            kids = _children(proc.pid)
            out.append(max([_peak_rss_mb(k) for k in kids] or [_peak_rss_mb(proc.pid)]))
        return out

    def cpu_seconds(self) -> float:
        """CPU time of every worker process (main and pool) so far, summed."""
        return sum(_cpu_seconds(p) for proc in self.procs for p in [proc.pid, *_children(proc.pid)])

    def stop(self) -> None:
        for proc in self.procs:
            try:
                os.killpg(proc.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        for proc in self.procs:
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=30)


def _ingest(path: Path, batch_size: int, timeout: float):
    from core.jobs import job_create
    from core.models import Job
    from curation.services.ingest_parallel import trace_ingest_parallel_start

    job = job_create(kind="ingest_traces", params={"path": str(path), "name": path.name})
    start = time.perf_counter()
    job = trace_ingest_parallel_start(job=job, path=path, batch_size=batch_size, pseudonymize=True)
    deadline = time.monotonic() + timeout
    while job.status not in (Job.Status.DONE, Job.Status.FAILED) and time.monotonic() < deadline:
        time.sleep(0.1)
        job.refresh_from_db()
    seconds = time.perf_counter() - start
    if job.status != Job.Status.DONE:
        raise SystemExit(f"ingest job {job.pk} did not finish: {job.status} {job.message}")
    return job, seconds


def _text_chars(path: Path) -> int:
    """Characters of text the pseudonymizer reads (messages, rewrites, retrieved texts, tools)."""
    from curation.services.pseudonymize import _texts
    from curation.tracefmt import parse_trace

    with path.open(encoding="utf-8") as fh:
        return sum(len(t) for line in fh for t in _texts(parse_trace(json.loads(line))) if t)


def _truncate() -> None:
    from django.db import connection

    with connection.cursor() as cur:
        cur.execute(f"TRUNCATE {', '.join(TABLES)} RESTART IDENTITY CASCADE")


def run(
    n: int, batch_size: int, counts: list[int], env: dict, tmp: Path, timeout: float
) -> list[dict]:
    from config.celery import app

    main_file = tmp / f"traces_{n}.jsonl"
    _write_traces(main_file, n)
    chars = _text_chars(main_file)
    rows = []
    for count in counts:
        _truncate()
        app.control.purge()
        load_before = os.getloadavg()[0]
        workers = Workers(count, env)
        try:
            # Warm-up: enough one-trace batches that every worker loads spaCy before timing.
            warm = tmp / f"warm_{count}.jsonl"
            _write_traces(warm, 4 * count, prefix="warm-")
            for _ in range(3):
                job, _ = _ingest(warm, 1, timeout)
                if len(job.result["workers"]) == count:
                    break
            _truncate()
            cpu_before = workers.cpu_seconds()
            job, seconds = _ingest(main_file, batch_size, timeout)
            cpu = workers.cpu_seconds() - cpu_before
            rss = workers.peak_rss_mb()
        finally:
            workers.stop()
        result = job.result
        if result["accepted"] != n or result["rejected"]:
            raise SystemExit(f"expected {n} accepted and none rejected, got {result}")
        rows.append(
            {
                "workers": count,
                "traces": n,
                "seconds": seconds,
                "rate": n / seconds,
                "chars_per_s": chars / seconds,
                "chars": chars,
                "worker_cpu_s": cpu,
                "per_cpu_s": n / cpu if cpu else 0.0,
                "batches": result["batches"],
                "per_worker": result["workers"],
                "peak_rss_mb": rss,
                "load_before": load_before,
            }
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=200, help="traces in the timed file")
    parser.add_argument("--batch-size", type=int, default=20, help="lines per worker task")
    parser.add_argument("--workers", default="1,2", help="worker counts to time, comma-separated")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds per ingest at most")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    counts = [int(x) for x in args.workers.split(",")]

    url = os.environ.get("DATABASE_URL", "")
    broker = os.environ.get("CELERY_BROKER_URL", "")
    if not url.startswith(("postgres://", "postgresql://")):
        raise SystemExit("bench-ingest-pii needs DATABASE_URL=postgres://... (workers share it)")
    if not broker.startswith("redis://"):
        raise SystemExit(
            "bench-ingest-pii needs CELERY_BROKER_URL=redis://... (a database of its own)"
        )
    prefix = (urlparse(url).path.strip("/") or "assay") + "_bench_ingest_pii"
    with scratch_database(url, prefix, what="bench-ingest-pii") as (scratch, _name):
        with tempfile.TemporaryDirectory() as tmp:
            rows = _measure(args, counts, scratch, broker, Path(tmp))
    _report(args, rows)


def _measure(args, counts: list[int], scratch: str, broker: str, tmp: Path) -> list[dict]:
    env = dict(
        os.environ,
        DATABASE_URL=scratch,
        CELERY_BROKER_URL=broker,
        CELERY_RESULT_BACKEND="",
        DEBUG="1",
        ASSAY_PSEUDONYMIZE="1",
        ASSAY_PSEUDONYM_KEY=BENCH_KEY,
        ASSAY_VAR_DIR=str(tmp / "var"),
        DJANGO_SETTINGS_MODULE="config.settings",
        TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS="",
        HF_HUB_OFFLINE="1",
    )
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"], env=env, check=True
    )
    os.environ.update(env)
    import django

    django.setup()
    return run(args.n, args.batch_size, counts, env, tmp, args.timeout)


def _report(args, rows: list[dict]) -> None:
    if args.json:
        print(json.dumps(rows, indent=2))
        return
    cores = os.cpu_count()
    print(
        f"bench-ingest-pii: {args.n} synthetic support traces ({rows[0]['chars'] / args.n:,.0f} "
        f"characters of text each), pseudonymized, batches of {args.batch_size} lines, "
        f"PostgreSQL + Redis, {cores} cores"
    )
    base = rows[0]
    for row in rows:
        rss = ", ".join(f"{x:.0f}" for x in row["peak_rss_mb"])
        print(
            f"  {row['workers']} worker{'s' if row['workers'] > 1 else ' '}  "
            f"{row['rate']:7.1f} traces/s  {row['chars_per_s'] / 1000:6.1f} k chars/s  "
            f"({row['seconds']:.1f} s, {row['batches']} batches, "
            f"per worker {sorted(row['per_worker'].values())})  peak RSS per worker {rss} MB  "
            f"load before {row['load_before']:.2f}"
        )
        print(
            f"             worker CPU {row['worker_cpu_s']:.1f} s: {row['per_cpu_s']:.2f} traces "
            f"per worker CPU-second"
        )
    for row in rows[1:]:
        expected = row["workers"] / base["workers"]
        print(
            f"  ratio {row['workers']} / {base['workers']} workers: "
            f"{row['rate'] / base['rate']:.2f} (expected about {expected:.1f} on free cores; "
            f"target: throughput grows with workers, ratio > 1)"
        )
    for row in rows[1:]:
        print(
            f"  CPU efficiency {row['workers']} / {base['workers']} workers: "
            f"{row['per_cpu_s'] / base['per_cpu_s']:.2f} (expected about 1.0: batches share "
            f"nothing, so each trace costs the same CPU however many workers run)"
        )
    print(
        "  (wall-clock figures depend on the cores free: on a machine shared with other work a "
        "worker gets less than a core, so compare the load averages; the CPU-second figures "
        "do not depend on it)"
    )


if __name__ == "__main__":
    main()
