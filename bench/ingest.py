"""Benchmark: trace ingestion against a bare psycopg COPY of the same rows (the ceiling).

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/assay python -m bench.ingest

Creates a scratch database of its own next to DATABASE_URL's (``<name>_bench_ingest_<pid>_<random>``;
it never drops or reuses one it did not create, and drops its own at the end), writes N synthetic
traces (``demo.generator.traces.generate_synthetic_traces``) to a JSONL file, then in fresh child
processes (so peak memory is each run's own):

* ``assay``: ``trace_ingest_lines`` on the file (the storage path; pseudonymization has its own
  benchmark, ``make bench-pii``);
* ``copy``: read and ``json.loads`` the same lines, build the same rows and ``COPY`` them into
  the same tables: the ceiling;
* memory: ``assay`` on 10,000 and 100,000 traces; peak RSS must stay within 1.5x.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlparse

from bench.scratch import require_postgres, scratch_database

TABLES = ("curation_toolcall", "curation_retrievalresult", "curation_message", "curation_trace")


def _write_traces(path: Path, n: int) -> None:
    from demo.generator.traces import dump_line, generate_synthetic_traces

    with path.open("w", encoding="utf-8") as fh:
        for obj in generate_synthetic_traces(n, seed=11):
            fh.write(dump_line(obj))


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _setup_django() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("DEBUG", "1")
    import django

    django.setup()


def _truncate() -> None:
    from django.db import connection

    with connection.cursor() as cur:
        cur.execute(f"TRUNCATE {', '.join(TABLES)} RESTART IDENTITY CASCADE")


def child_assay(path: Path) -> dict:
    _setup_django()
    from core.jsonl import iter_json_lines, open_text
    from curation.services.traces import trace_ingest_lines

    _truncate()
    start = time.perf_counter()
    with open_text(path) as stream:
        report = trace_ingest_lines(lines=iter_json_lines(stream), transform=None)
    seconds = time.perf_counter() - start
    return {
        "traces": report.accepted,
        "rejected": report.rejected,
        "seconds": seconds,
        "peak_rss_mb": _peak_rss_mb(),
    }


_COPY_SQL = (
    (
        "traces",
        "COPY curation_trace (id, trace_id, source, captured_at, prompt_version, model, "
        "environment, content_hash, pseudonymized, ingested_at) FROM STDIN",
    ),
    (
        "messages",
        "COPY curation_message (id, trace_id, position, role, content, user_turn, "
        "rewrite_query, rewrite_dropped) FROM STDIN",
    ),
    (
        "retrieval",
        "COPY curation_retrievalresult (id, message_id, rank, doc_id, chunk_id, "
        "doc_version, score, text) FROM STDIN",
    ),
    (
        "tools",
        "COPY curation_toolcall (id, message_id, position, name, args, response, "
        "has_response) FROM STDIN",
    ),
)


class _CopyRows:
    """The rows of the four trace tables for a batch of trace objects, with running ids."""

    def __init__(self, now: str) -> None:
        self.now = now
        self.ids = {"trace": 0, "message": 0, "rr": 0, "tc": 0}
        self.rows: dict[str, list[tuple]] = {name: [] for name, _ in _COPY_SQL}

    def add_trace(self, obj: dict) -> None:
        self.ids["trace"] += 1
        tid = self.ids["trace"]
        env = obj.get("environment") or {}
        self.rows["traces"].append(
            (
                tid,
                obj["trace_id"],
                obj.get("source", ""),
                obj.get("captured_at"),
                env.get("prompt_version"),
                env.get("model"),
                json.dumps(env) if env else None,
                "0" * 64,
                False,
                self.now,
            )
        )
        user_turn = 0
        for pos, m in enumerate(obj["messages"]):
            ut = None
            if m["role"] == "user":
                ut, user_turn = user_turn, user_turn + 1
            self._add_message(tid, pos, m, ut)

    def _add_message(self, tid: int, pos: int, m: dict, user_turn: int | None) -> None:
        self.ids["message"] += 1
        mid = self.ids["message"]
        rw = m.get("rewrite") or {}
        self.rows["messages"].append(
            (mid, tid, pos, m["role"], m["content"], user_turn, rw.get("query"), rw.get("dropped"))
        )
        for rank, r in enumerate(m.get("retrieval") or [], 1):
            self.ids["rr"] += 1
            self.rows["retrieval"].append(
                (
                    self.ids["rr"],
                    mid,
                    rank,
                    r["doc_id"],
                    r["chunk_id"],
                    r.get("doc_version"),
                    r.get("score"),
                    r.get("text"),
                )
            )
        for tpos, t in enumerate(m.get("tool_calls") or []):
            self.ids["tc"] += 1
            self.rows["tools"].append(
                (
                    self.ids["tc"],
                    mid,
                    tpos,
                    t["name"],
                    json.dumps(t.get("args")) if t.get("args") is not None else None,
                    json.dumps(t.get("response")) if "response" in t else None,
                    "response" in t,
                )
            )

    def copy(self) -> None:
        """COPY the collected rows in one transaction, then forget them."""
        from django.db import connection, transaction

        with transaction.atomic(), connection.cursor() as cur:
            for name, sql in _COPY_SQL:
                with cur.cursor.copy(sql) as cp:
                    for row in self.rows[name]:
                        cp.write_row(row)
        for rows in self.rows.values():
            rows.clear()


def child_copy(path: Path) -> dict:
    """Read, parse and COPY the same rows with no validation, no ORM: the ceiling."""
    _setup_django()
    _truncate()
    start = time.perf_counter()
    batch = 500
    rows = _CopyRows(time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))
    pending = 0
    with path.open(encoding="utf-8") as fh:
        for text in fh:
            rows.add_trace(json.loads(text))
            pending += 1
            if pending >= batch:
                rows.copy()
                pending = 0
    if pending:
        rows.copy()
    seconds = time.perf_counter() - start
    return {"traces": rows.ids["trace"], "seconds": seconds, "peak_rss_mb": _peak_rss_mb()}


def _run_child(kind: str, path: Path, url: str) -> dict:
    env = dict(os.environ, DATABASE_URL=url, DEBUG="1")
    out = subprocess.run(
        [sys.executable, "-m", "bench.ingest", "--child", kind, "--file", str(path)],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if out.returncode != 0:
        raise SystemExit(f"{kind} run failed:\n{out.stderr[-4000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=20_000)
    parser.add_argument("--memory-sizes", default="10000,100000")
    parser.add_argument("--skip-memory", action="store_true")
    parser.add_argument("--child", choices=["assay", "copy"])
    parser.add_argument("--file", type=Path)
    args = parser.parse_args()

    if args.child:
        result = (child_assay if args.child == "assay" else child_copy)(args.file)
        print(json.dumps(result))
        return

    url = os.environ.get("DATABASE_URL", "")
    require_postgres(url, "bench-ingest (the COPY ceiling is PostgreSQL's)")
    with scratch_database(url, _db_prefix(url), what="bench-ingest") as (scratch, _name):
        _measure(args, scratch)


def _db_prefix(url: str) -> str:
    return f"{urlparse(url).path.strip('/') or 'assay'}_bench_ingest"


def _measure(args, scratch: str) -> None:
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"],
        env=dict(os.environ, DATABASE_URL=scratch, DEBUG="1"),
        check=True,
    )
    with tempfile.TemporaryDirectory() as tmp:
        main_file = Path(tmp) / f"traces_{args.n}.jsonl"
        _write_traces(main_file, args.n)
        assay = _run_child("assay", main_file, scratch)
        copy = _run_child("copy", main_file, scratch)
        a_rate = assay["traces"] / assay["seconds"]
        c_rate = copy["traces"] / copy["seconds"]
        print(f"bench-ingest: {args.n} synthetic traces into PostgreSQL")
        print(
            f"  assay ingest      {a_rate:9.0f} traces/s  peak RSS {assay['peak_rss_mb']:6.0f} MB"
        )
        print(f"  bare COPY ceiling {c_rate:9.0f} traces/s  peak RSS {copy['peak_rss_mb']:6.0f} MB")
        print(f"  ratio {a_rate / c_rate:.2f} of COPY (target >= 0.50)")
        if not args.skip_memory:
            small_n, large_n = (int(x) for x in args.memory_sizes.split(","))
            rss = {}
            for n in (small_n, large_n):
                f = Path(tmp) / f"traces_{n}.jsonl"
                _write_traces(f, n)
                rss[n] = _run_child("assay", f, scratch)["peak_rss_mb"]
                f.unlink()
            ratio = rss[large_n] / rss[small_n]
            print(
                f"  memory: peak RSS {rss[small_n]:.0f} MB at {small_n} traces, "
                f"{rss[large_n]:.0f} MB at {large_n}: {ratio:.2f}x (ceiling 1.50x)"
            )


if __name__ == "__main__":
    main()
