"""Sharded exhaustive search: 1 and 2 Celery shard workers against a bare numpy matmul +
argpartition on the same matrix in one process.

    python -m bench.search [--size 1000000] [--queries 1000] [--dim 384] [--k 10]
                           [--growth 100000,250000,500000] [--broker redis://...]

Synthetic L2-normalized float32 vectors (seeded). Steps:

1. Growth: single-process exhaustive top-k (:func:`curation.search.vectors.top_k`) and the bare
   ceiling at each size up to ``--size``: how time grows with the corpus.
2. Shards: for 1 and 2 shards, Celery workers (``-Q search.<i>``, solo pool, one per shard) each
   load their block of the ``.npy`` once and keep it; the queries fan out, the merge is exact.
   Reported: wall time, each shard's own search time, its block's bytes and its worker's resident
   memory, whether the merged ranking equals the single-process ranking, and per-shard
   efficiency = bare time / (shards x wall time), printed next to its 0.9 target.

Workers use the GPU when torch sees one (half precision), else numpy on CPU.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

TARGET = 0.9
GEN_BLOCK = 100_000


def synthetic(path: Path, rows: int, dim: int, seed: int = 0) -> None:
    """Write ``rows`` normalized vectors to ``path`` in blocks (bounded memory)."""
    out = np.lib.format.open_memmap(path, mode="w+", dtype=np.float32, shape=(rows, dim))
    rng = np.random.default_rng(seed)
    for start in range(0, rows, GEN_BLOCK):
        block = rng.standard_normal((min(GEN_BLOCK, rows - start), dim)).astype(np.float32)
        out[start : start + block.shape[0]] = block / np.linalg.norm(block, axis=1, keepdims=True)
    out.flush()
    del out


def bare_blocked(queries: np.ndarray, matrix: np.ndarray, k: int) -> float:
    """The ceiling: numpy matmul + argpartition, in the same query blocks top_k uses."""
    from curation.search.vectors import _block_rows, bare_top_k

    block = _block_rows(matrix.shape[0])
    began = time.perf_counter()
    for start in range(0, queries.shape[0], block):
        bare_top_k(queries[start : start + block], matrix, k)
    return time.perf_counter() - began


def best(fn, repeats: int = 2) -> float:
    return min(fn() for _ in range(repeats))


def growth(path: Path, queries: np.ndarray, k: int, sizes: list[int]) -> dict[int, float]:
    from curation.search.vectors import top_k

    full = np.load(path, mmap_mode="r")
    print(f"\nGrowth (single process, exhaustive top-{k}, {len(queries)} queries)")
    print(f"{'rows':>10} {'assay s':>9} {'bare s':>9} {'ratio':>6}  (target {TARGET})")
    bare_at = {}
    for size in sizes:
        matrix = np.ascontiguousarray(full[:size])

        def ours(m=matrix):
            began = time.perf_counter()
            top_k(queries, m, k)
            return time.perf_counter() - began

        t_ours, t_bare = best(ours), best(lambda m=matrix: bare_blocked(queries, m, k))
        bare_at[size] = t_bare
        print(f"{size:>10} {t_ours:>9.3f} {t_bare:>9.3f} {t_bare / t_ours:>6.2f}")
        del matrix
    return bare_at


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def start_workers(shards: int, broker: str) -> list[subprocess.Popen]:
    # Each worker gets its share of the cores for BLAS, so two shards do not fight over them.
    threads = str(max(1, (os.cpu_count() or 1) // shards))
    env = dict(
        os.environ,
        CELERY_BROKER_URL=broker,
        CELERY_RESULT_BACKEND=broker,
        OMP_NUM_THREADS=threads,
        OPENBLAS_NUM_THREADS=threads,
        MKL_NUM_THREADS=threads,
    )
    env.setdefault("DEBUG", "1")
    env.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", "worker", "-Q", f"search.{i}",
             "--pool", "solo", "--loglevel", "WARNING", "--without-gossip", "--without-mingle",
             "-n", f"bench-shard{i}-{os.getpid()}@%h"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for i in range(shards)
    ]  # fmt: skip
    from config.celery import app

    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        names = [n for a in (app.control.ping(timeout=0.5) or []) for n in a]
        if sum(1 for n in names if n.startswith("bench-shard")) >= shards:
            return procs
    stop_workers(procs)
    raise SystemExit("shard workers did not answer within 120 s")


def stop_workers(procs: list[subprocess.Popen]) -> None:
    for proc in procs:
        proc.terminate()
    for proc in procs:
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()


def sharded(path: Path, queries: np.ndarray, k: int, shards: int, broker: str, reference, bare_s):
    from curation.search.shards import distributed_top_k

    procs = start_workers(shards, broker)
    try:
        distributed_top_k(str(path), queries[:8], k, shards)  # each worker loads its block
        walls, stats, idx = [], None, None
        for _ in range(2):
            began = time.perf_counter()
            idx, _scores, stats = distributed_top_k(str(path), queries, k, shards)
            walls.append(time.perf_counter() - began)
        rss = [_rss_kib(p.pid) / 1024 for p in procs]
    finally:
        stop_workers(procs)
    wall = min(walls)
    same = int(np.sum(np.all(idx == reference, axis=1)))
    efficiency = bare_s / (shards * wall)
    seconds = ", ".join(f"{s['seconds']:.3f}" for s in stats)
    blocks = ", ".join(f"{s['block_bytes'] / 2**20:.0f}" for s in stats)
    resident = ", ".join(f"{r:.0f}" for r in rss)
    print(
        f"{shards} shard(s): wall {wall:.3f} s; per shard search {seconds} s; block {blocks} MiB; "
        f"worker RSS {resident} MiB; ranking equal to single process on "
        f"{same}/{len(queries)} queries; efficiency per shard {efficiency:.2f} (target {TARGET}) "
        f"{'OK' if efficiency >= TARGET else 'BELOW TARGET'}"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=1_000_000)
    parser.add_argument("--queries", type=int, default=1000)
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--growth", default="", help="sizes below --size, e.g. 100000,500000")
    parser.add_argument("--broker", default=os.environ.get("CELERY_BROKER_URL", ""))
    args = parser.parse_args(argv)
    if not args.broker:
        parser.error("give --broker (or CELERY_BROKER_URL): the shard workers need Redis")
    os.environ.setdefault("DEBUG", "1")  # development defaults for the keys; no data is kept
    os.environ["CELERY_BROKER_URL"] = args.broker
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from curation.search.vectors import top_k

    sizes = sorted({int(s) for s in args.growth.split(",") if s.strip()} | {args.size})
    with tempfile.TemporaryDirectory(prefix="assay-bench-search-") as tmp:
        path = Path(tmp) / "matrix.npy"
        began = time.perf_counter()
        synthetic(path, args.size, args.dim)
        queries = np.load(path, mmap_mode="r")[: args.queries].copy()
        queries += np.random.default_rng(1).standard_normal(queries.shape).astype(np.float32) * 0.1
        queries /= np.linalg.norm(queries, axis=1, keepdims=True)
        print(
            f"{args.size} x {args.dim} synthetic vectors ({args.size * args.dim * 4 / 2**20:.0f} "
            f"MiB) and {args.queries} queries, written in {time.perf_counter() - began:.1f} s"
        )
        bare_at = growth(path, queries, args.k, sizes)
        reference, _ = top_k(queries, np.load(path), args.k)
        print(
            f"\nSharded through Celery workers (bare ceiling at {args.size}: {bare_at[args.size]:.3f} s)"
        )
        for shards in (1, 2):
            sharded(path, queries, args.k, shards, args.broker, reference, bare_at[args.size])


if __name__ == "__main__":
    main()
