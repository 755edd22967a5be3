"""Web benchmark: gunicorn on PostgreSQL, concurrent logged-in annotators, p50/p95 latencies.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/assay python -m bench.web [--duration 60]

It creates a scratch database of its own (``assay_bench_web_<pid>_<random>`` on the server of
DATABASE_URL; it never drops or reuses a database it did not create, and drops its own at the end
unless ``--keep``), migrates it, seeds a corpus, an eval set whose cases each carry 20
retrieval results and 10 tool calls, a guide and one annotator per client, then starts gunicorn
on a free loopback port (with CACHE_URL set, sessions and roles come from that shared cache, as
in production; its keys carry the scratch database's name as prefix, and only those are deleted
at the end, never the rest of that Redis database). Each client logs in and, until the time is up, works like an annotator: opens
its annotation page, autosaves a draft, submits (which reserves the next item and redirects to
it) and requests ``/health/``. Latencies are measured per request kind.

Two phases. The first, the target's condition, paces each client like a (very fast) annotator:
a jittered pause (``--think-ms``, 1 s by default) after each action, so 20 clients submit a label
every few seconds each, where a person takes minutes. Its annotation page p95 is judged against
the ceiling (150 ms). The second runs the same clients back to back to find the machine's
capacity: each client then always has one request in flight, so by Little's law the mean latency
of every request, ``/health/`` included, is clients / throughput, which measures the queue rather
than the page. That phase reports the throughput, the CPU a request costs (gunicorn, PostgreSQL
and the load generator, which share the machine), the CPU per request the ceiling would need at
that concurrency, and how many paced clients the measured capacity would serve. Only loopback
traffic; nothing leaves the machine.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench.scratch import admin, drop_scratch, require_postgres, scratch_name, scratch_url
from bench.web_load import CpuMeter, phase

CEILING_PAGE_P95_MS = 150.0
# Each run makes its own scratch database, <prefix>_<pid>_<random>, and drops only that one.
SCRATCH_PREFIX = "assay_bench_web"
ROOT = Path(__file__).resolve().parent.parent


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _report(samples: dict[str, list[float]], statuses: dict[str, int], duration: float) -> None:
    print(
        f"{'request':<18} {'n':>7} {'req/s':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'errors':>7}"
    )
    for kind in ("annotation page", "autosave (htmx)", "submit + next", "next", "health"):
        values = samples.get(kind, [])
        if values:
            print(
                f"{kind:<18} {len(values):>7} {len(values) / duration:>7.1f} {_percentile(values, 0.5):>8.1f} "
                f"{_percentile(values, 0.95):>8.1f} {_percentile(values, 0.99):>8.1f} {statuses[kind]:>7}"
            )


def _saturation_lines(
    *,
    clients: int,
    throughput: float,
    cpu_per_request: float,
    page_p95: float,
    page_mean: float,
    health_p95: float,
    paced_rate: float | None,
) -> list[str]:
    """What the back-to-back phase says: capacity, and why its latencies measure the queue."""
    cpus = os.cpu_count() or 1
    queue_ms = 1000 * clients / throughput if throughput else float("nan")
    # The mean latency a page p95 at the ceiling allows, at this run's own p95/mean ratio.
    allowed_mean_s = CEILING_PAGE_P95_MS / (page_p95 / page_mean) / 1000
    needed = clients / allowed_mean_s
    lines = [
        f"back to back (saturation): {throughput:.0f} requests/s; every client always has one "
        f"request in flight, so any request waits about {clients} / {throughput:.0f} = "
        f"{queue_ms:.0f} ms on average (annotation page p95 {page_p95:.0f} ms, /health/ p95 "
        f"{health_p95:.0f} ms)",
        f"  a page p95 under {CEILING_PAGE_P95_MS:.0f} ms at {clients} clients with no think time "
        f"would need about {needed:.0f} requests/s, i.e. {1000 * cpus / needed:.1f} ms of CPU per "
        f"request on {cpus} CPUs, against {1000 * cpu_per_request:.1f} ms measured (gunicorn, "
        f"PostgreSQL and the load generator together)",
    ]
    if paced_rate:
        per_client = paced_rate / clients
        lines.append(
            f"  capacity: {throughput:.0f} requests/s serves about {throughput / per_client:.0f} "
            f"clients at the paced rhythm ({per_client:.2f} requests/s each)"
        )
    return lines


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of load (default 60)")
    parser.add_argument(
        "--clients", type=int, default=20, help="concurrent annotators (default 20)"
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=2 * (os.cpu_count() or 1) + 1,
        help="gunicorn worker processes (default 2 x CPUs + 1)",
    )
    parser.add_argument(
        "--items", type=int, default=3000, help="items in the benchmark set (default 3000)"
    )
    parser.add_argument(
        "--think-ms",
        type=float,
        default=1000.0,
        help="pause after each page, autosave and submit in the paced phase (default 1000); "
        "a second phase runs back to back (no pause) to show saturation",
    )
    parser.add_argument(
        "--warmup",
        type=float,
        default=5.0,
        help="seconds of unmeasured work before each phase (default 5)",
    )
    parser.add_argument("--paced-only", action="store_true", help="skip the back-to-back phase")
    parser.add_argument(
        "--keep",
        action="store_true",
        help="keep the scratch database afterwards (its name is printed)",
    )
    return parser.parse_args(argv)


def _forget_cached(cache_url: str, prefix: str) -> int:
    """Delete this run's entries from the shared cache (its keys start with the scratch
    database's name, see settings.CACHES); nothing else in that Redis database is touched."""
    if not cache_url:
        return 0
    import redis

    client = redis.Redis.from_url(cache_url)
    keys = list(client.scan_iter(match=f"{prefix}:*", count=1000))
    for start in range(0, len(keys), 1000):
        client.delete(*keys[start : start + 1000])
    return len(keys)


def _environment(scratch_url: str) -> dict[str, str]:
    return {
        **os.environ,
        "DATABASE_URL": scratch_url,
        "DEBUG": "0",
        "SECRET_KEY": "bench-web-secret",
        "ASSAY_PSEUDONYM_KEY": "bench-web",
        "ALLOWED_HOSTS": "127.0.0.1",
        "CELERY_BROKER_URL": "",
        # A shared Redis cache (sessions and roles read from it), as in production; empty runs
        # the benchmark with database sessions.
        "CACHE_URL": os.environ.get("CACHE_URL", ""),
        "LOG_LEVEL": "WARNING",
        "DJANGO_SETTINGS_MODULE": "config.settings",
    }


def _prepare(args: argparse.Namespace, name: str) -> tuple[int, list[str]]:
    """Migrate and seed the scratch database; the queue id and the clients' usernames."""
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connections

    from bench import web_seed  # its models need the apps loaded

    print(
        f"bench-web: scratch database {name}, migrating and seeding {args.items} cases "
        f"({web_seed.RETRIEVAL_PER_CASE} retrieval results, {web_seed.TOOLS_PER_CASE} tool "
        "calls each)...",
        flush=True,
    )
    call_command("migrate", verbosity=0, interactive=False)
    queue_id, usernames = web_seed.seed(items=args.items, clients=args.clients)
    with connections["default"].cursor() as cursor:
        cursor.execute("ANALYZE")  # fresh tables have no statistics until autovacuum runs
    connections.close_all()
    return queue_id, usernames


def _start_server(env: dict[str, str], workers: int) -> tuple[subprocess.Popen, str]:
    """gunicorn on a free loopback port, once it answers /health/."""
    import requests

    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "config.wsgi:application",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            str(workers),
            "--log-level",
            "warning",
            "--timeout",
            "60",
        ],
        cwd=ROOT,
        env=env,
    )
    ready_by = time.monotonic() + 60
    while True:
        try:
            if requests.get(f"{base}/health/", timeout=5).status_code == 200:
                return server, base
        except requests.RequestException:
            pass
        if time.monotonic() > ready_by or server.poll() is not None:
            server.kill()
            raise SystemExit("bench_web: gunicorn did not answer /health/ within 60 s")
        time.sleep(0.2)


def _run_phase(
    args: argparse.Namespace,
    name: str,
    think_ms: float,
    *,
    server,
    base,
    queue_id,
    usernames,
    rates: dict[str, float],
) -> tuple[list[str], bool]:
    """One phase: measure, print its report, return its verdict lines and whether it failed."""
    meter = CpuMeter(server.pid, args.database)
    samples, statuses, errors = phase(
        base,
        queue_id,
        usernames,
        args.duration,
        think_ms,
        warmup=args.warmup,
        on_start=meter.start,
    )
    cpu, pg_cpu, client_cpu = meter.stop()
    think = f"{think_ms:.0f} ms think time after each action" if think_ms else "no think time"
    print(f"\nphase: {name} ({think})")
    _report(samples, statuses, args.duration)
    # CPU per request is what other load on the machine inflates least: it says what a page,
    # an autosave and a submit cost, whatever else runs beside the benchmark.
    n = sum(len(v) for v in samples.values())
    if n and cpu:
        print(
            f"CPU per request on average: gunicorn {1000 * cpu / n:.1f} ms, PostgreSQL "
            f"{1000 * pg_cpu / n:.1f} ms, load generator {1000 * client_cpu / n:.1f} ms "
            f"({cpu:.1f} s, {pg_cpu:.1f} s and {client_cpu:.1f} s for {n} requests)"
        )
    page_p95 = _percentile(samples.get("annotation page", []), 0.95)
    rates[name] = n / args.duration
    if think_ms:
        verdicts = [
            f"{name} (the target's condition): annotation page p95 {page_p95:.1f} ms, "
            f"ceiling {CEILING_PAGE_P95_MS:.0f} ms: "
            + ("within" if page_p95 < CEILING_PAGE_P95_MS else "OVER")
        ]
    else:
        verdicts = _saturation_lines(
            clients=args.clients,
            throughput=rates[name],
            cpu_per_request=(cpu + pg_cpu + client_cpu) / n if n else float("nan"),
            page_p95=page_p95,
            page_mean=statistics.fmean(samples["annotation page"]),
            health_p95=_percentile(samples.get("health", []), 0.95),
            paced_rate=rates.get("paced"),
        )
    if errors:
        print(f"{len(errors)} client(s) stopped early:")
        for e in errors[:10]:
            print("  " + e)
    return verdicts, bool(errors)


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    url = os.environ.get("DATABASE_URL", "")
    if not url:
        raise SystemExit(
            "bench_web: set DATABASE_URL to a PostgreSQL server (the scratch database goes there)"
        )
    require_postgres(url, "bench_web")
    name = scratch_name(SCRATCH_PREFIX)
    scratch = scratch_url(url, name)
    admin(url, f'CREATE DATABASE "{name}"')  # fails rather than reuse a database it did not make
    env = _environment(scratch)
    os.environ.update(env)
    args.database = name
    server = None
    try:
        queue_id, usernames = _prepare(args, name)
        server, base = _start_server(env, args.workers)
        print(
            f"bench-web: {args.clients} clients against gunicorn ({args.workers} workers, "
            f"{'sessions and roles cached in ' + env['CACHE_URL'] if env['CACHE_URL'] else 'no shared cache'}), "
            f"{os.cpu_count()} CPUs, {args.duration:.0f} s per phase; load average before: "
            f"{os.getloadavg()[0]:.2f} (other work on the machine inflates every figure)",
            flush=True,
        )
        phases = [("paced" if args.think_ms else "back to back", args.think_ms)] + (
            [("back to back", 0.0)] if args.think_ms and not args.paced_only else []
        )
        verdicts: list[str] = []
        rates: dict[str, float] = {}
        failed = False
        for phase, think_ms in phases:
            lines, stopped = _run_phase(
                args,
                phase,
                think_ms,
                server=server,
                base=base,
                queue_id=queue_id,
                usernames=usernames,
                rates=rates,
            )
            verdicts += lines
            failed |= stopped
        print(f"\nload average after: {os.getloadavg()[0]:.2f}")
        for line in verdicts:
            print(line)
        return 1 if failed else 0
    finally:
        if server is not None:
            server.terminate()
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
        try:
            from django.db import connections

            connections.close_all()
        except Exception:  # noqa: BLE001 - Django may not be set up when seeding failed early
            pass
        _forget_cached(env.get("CACHE_URL", ""), name)
        if args.keep:
            print(f"bench-web: kept the scratch database {name}")
        else:
            drop_scratch(url, name, what="bench-web")


if __name__ == "__main__":
    sys.exit(main())
