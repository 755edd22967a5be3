"""Sharded exhaustive search: 1 and 2 Celery shard workers against a bare numpy matmul +
argpartition on the same matrix in one process.

    python -m bench.search [--size 1000000] [--queries 1000] [--dim 384] [--k 10]
                           [--growth 100000,250000,500000] [--threads 1] [--repeats 1]
                           [--growth-bare] [--all-cores] [--broker redis://...]

Synthetic L2-normalized float32 vectors (seeded), written once to an ``.npy`` that everything
memory-maps: the parent, the baseline and every shard worker read the same page-cache pages, so
1M x 384 (1.5 GB) is held once, not once per process. Steps:

1. Growth: single-process exhaustive top-k (:func:`curation.search.vectors.top_k`) at each size
   up to ``--size`` and the bare baseline at ``--size`` (at every size with ``--growth-bare``),
   both with ``--threads`` BLAS threads: how time grows with the corpus. The top-k at ``--size``
   is the reference ranking the shards must equal.
2. With ``--all-cores``, the bare baseline once more with every core, for scale.
3. Shards: for 1 and 2 shards, Celery workers (``-Q search.<i>``, solo pool, one per shard,
   ``--threads`` BLAS threads each) memory-map their block once and keep it; the whole query
   batch goes to each shard in one task, the merge is exact. Reported: wall time and where it
   went, each shard's memory, whether ranking and scores equal the single process's, and

   efficiency per shard = T_bare / (shards x T_wall)

   where T_bare is the bare matmul + argpartition over the whole matrix in one process with the
   same BLAS threads as one shard, in the same query blocks and row tiles as ``top_k`` (256
   queries x 32,768 rows) but none of its exact ranking, and T_wall is the sharded search as the caller sees it
   (encoding the queries, the queue, every shard's search, the answers, the merge). 1.0 means
   s shards, each on its own cores, answer s times faster than one bare process would; the
   target is 0.9. Comparing the shards against a baseline with more threads than one shard has
   would charge the shards for cores they were not given. The untiled baseline (whole rows,
   query blocks of a 64 MiB score budget, 16 queries at 1M) is printed too; ``top_k`` beats it.

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
from threadpoolctl import threadpool_limits

TARGET = 0.9
GEN_BLOCK = 100_000


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load {one:.2f} {five:.2f} {fifteen:.2f}"


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
    """The issue's baseline: numpy matmul + argpartition over whole rows, in query blocks of
    the 64 MiB score budget (16 queries at 1M rows)."""
    from curation.search.vectors import _block_rows, bare_top_k

    block = _block_rows(matrix.shape[0])
    began = time.perf_counter()
    for start in range(0, queries.shape[0], block):
        bare_top_k(queries[start : start + block], matrix, k)
    return time.perf_counter() - began


def bare_tiled(queries: np.ndarray, matrix: np.ndarray, k: int) -> None:
    """The like-for-like baseline: the same matmul + argpartition in the query blocks and row
    tiles ``top_k`` uses, then the k best of the tiles' candidates, with none of top_k's exact
    ranking (no tie handling, no rescoring)."""
    from curation.search.vectors import TILE_QUERIES, TILE_ROWS

    n = matrix.shape[0]
    for q0 in range(0, queries.shape[0], TILE_QUERIES):
        block = queries[q0 : q0 + TILE_QUERIES]
        parts, part_scores = [], []
        for start in range(0, n, TILE_ROWS):
            scores = block @ matrix[start : start + TILE_ROWS].T
            take = min(k, scores.shape[1])
            part = np.argpartition(scores, scores.shape[1] - take, axis=1)[:, -take:]
            parts.append(part + start)
            part_scores.append(np.take_along_axis(scores, part, axis=1))
        cand, cand_scores = np.concatenate(parts, axis=1), np.concatenate(part_scores, axis=1)
        keep = np.argpartition(cand_scores, cand.shape[1] - k, axis=1)[:, -k:]
        order = np.argsort(-np.take_along_axis(cand_scores, keep, axis=1), axis=1)
        np.take_along_axis(np.take_along_axis(cand, keep, axis=1), order, axis=1)


def timed(fn, repeats: int) -> tuple[float, float, object]:
    """Best wall time of ``repeats`` calls, that call's CPU time (which a loaded machine cannot
    inflate) and the last call's result."""
    best, result = (float("inf"), 0.0), None
    for _ in range(repeats):
        began, cpu = time.perf_counter(), time.process_time()
        result = fn()
        best = min(best, (time.perf_counter() - began, time.process_time() - cpu))
    return best[0], best[1], result


def growth(full: np.ndarray, queries, k: int, sizes: list[int], opts) -> tuple[dict, object]:
    """Per size: our top-k (and with ``--growth-bare`` the bare baseline), ``--threads`` BLAS
    threads, over a view of the memory map (no copy); and always at the largest size (its wall
    and CPU time kept). Returns ``({size: bare wall s}, the top-k at the largest size)``."""
    from curation.search.vectors import TILE_QUERIES, top_k

    print(f"\nGrowth (one process, {opts.threads} BLAS thread(s), top-{k}, {len(queries)} queries)")
    print(
        f"{'rows':>10} {'assay s':>9} {'CPU s':>7} {'CPU s/100k':>10} {'bare s':>9} {'bare/assay':>10}  load"
    )
    bare_at, reference = {}, None
    with threadpool_limits(limits=opts.threads, user_api="blas"):
        top_k(queries[:TILE_QUERIES], full[: sizes[0]], k)  # warm-up (see sharded)
        for size in sizes:
            matrix = full[:size]
            t_ours, cpu, reference = timed(lambda m=matrix: top_k(queries, m, k), opts.repeats)
            bare = ""
            if opts.growth_bare or size == sizes[-1]:
                t_bare, bare_at["cpu"], _ = timed(
                    lambda m=matrix: bare_tiled(queries, m, k), opts.repeats
                )
                bare_at[size] = t_bare
                bare = f"{t_bare:>9.2f} {t_bare / t_ours:>10.2f}"
            print(
                f"{size:>10} {t_ours:>9.2f} {cpu:>7.2f} {cpu / size * 100_000:>10.2f} {bare:>20}"
                f"  {load()}",
                flush=True,
            )
        untiled = timed(lambda: bare_blocked(queries, full[: sizes[-1]], k), opts.repeats)
    print(
        f"bare at {sizes[-1]}, tiled like top_k: {bare_at[sizes[-1]]:.2f} s wall, "
        f"{bare_at['cpu']:.2f} s CPU; untiled (whole rows, 64 MiB query blocks): "
        f"{untiled[0]:.2f} s wall, {untiled[1]:.2f} s CPU  {load()}"
    )
    bare_at["untiled"] = untiled[0]
    return bare_at, reference


def _memory_mib(pid: int, matrix: Path) -> dict[str, float]:
    """A worker's resident memory in MiB: all of it (VmRSS), its private part (RssAnon) and the
    pages of the matrix file it has mapped (its block, shared with the page cache)."""
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, rest = line.partition(":")
        if key in ("VmRSS", "RssAnon"):
            out[key] = int(rest.split()[0]) / 1024
    block_kib, in_matrix = 0, False
    for line in Path(f"/proc/{pid}/smaps").read_text().splitlines():
        fields = line.split()
        if "-" in fields[0] and ":" not in fields[0]:  # a mapping's header line
            in_matrix = fields[-1] == str(matrix)
        elif in_matrix and fields[0] == "Rss:":
            block_kib += int(fields[1])
    out["block"] = block_kib / 1024
    return out


def start_workers(shards: int, broker: str, threads: int) -> list[subprocess.Popen]:
    env = dict(
        os.environ,
        CELERY_BROKER_URL=broker,
        CELERY_RESULT_BACKEND=broker,
        OMP_NUM_THREADS=str(threads),
        OPENBLAS_NUM_THREADS=str(threads),
        MKL_NUM_THREADS=str(threads),
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
        if sum(1 for n in names if n.startswith("bench-shard") and str(os.getpid()) in n) >= shards:
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


def sharded(path: Path, queries, k: int, shards: int, opts, reference, bare_at: dict) -> float:
    """Time the search through ``shards`` workers; print where the time went; return the
    efficiency per shard."""
    from curation.search.shards import distributed_top_k
    from curation.search.vectors import TILE_QUERIES

    procs = start_workers(shards, opts.broker, opts.threads)
    try:
        # The first full-size query blocks in a process run several times slower (allocator and
        # BLAS buffers): every worker maps its block and runs a few blocks before timing.
        warm_queries = queries[:TILE_QUERIES]
        began = time.perf_counter()
        distributed_top_k(str(path), warm_queries, k, shards)
        warm = time.perf_counter() - began
        runs = []
        for _ in range(opts.repeats):
            timings: dict[str, float] = {}
            began = time.perf_counter()
            idx, scores, stats = distributed_top_k(str(path), queries, k, shards, timings=timings)
            runs.append((time.perf_counter() - began, timings, stats, idx, scores))
        memory = [_memory_mib(p.pid, path) for p in procs]
    finally:
        stop_workers(procs)
    wall, timings, stats, idx, scores = min(runs, key=lambda run: run[0])
    bare_s = bare_at[max(key for key in bare_at if isinstance(key, int))]
    efficiency = bare_s / (shards * wall)
    cpu_ratio = bare_at["cpu"] / sum(s["cpu_s"] for s in stats)
    slowest = max(s["decode_s"] + s["seconds"] + s["encode_s"] for s in stats)
    same = int(np.sum(np.all(idx == reference[0], axis=1)))
    print(f"\n{shards} shard(s), {opts.threads} BLAS thread(s) each, {load()}")
    print(
        f"  wall {wall:.2f} s (best of {opts.repeats}); warm-up ({len(warm_queries)} queries, "
        f"mapping the blocks) {warm:.2f} s"
    )
    for i, (s, mem) in enumerate(zip(stats, memory, strict=True)):
        print(
            f"  shard {i}: {s['rows']} rows, search {s['seconds']:.2f} s ({s['cpu_s']:.2f} s CPU), "
            f"decode "
            f"{s['decode_s'] * 1000:.1f} ms, encode {s['encode_s'] * 1000:.1f} ms, "
            f"{s['blas_threads']} BLAS thread(s); block {s['block_bytes'] / 2**20:.0f} MiB, "
            f"worker RSS {mem.get('VmRSS', 0):.0f} MiB: {mem.get('RssAnon', 0):.0f} private, "
            f"{mem['block']:.0f} of the block's pages mapped (shared page cache)"
        )
    print(
        f"  caller: encode {timings['encode_s'] * 1000:.1f} ms, merge {timings['merge_s'] * 1000:.1f}"
        f" ms; queue and transfer (wall minus the slowest shard's work): {wall - slowest:.2f} s"
    )
    print(
        f"  ranking equal to the single process on {same}/{len(queries)} queries, scores "
        f"{'equal bit for bit' if np.array_equal(scores, reference[1]) else 'DIFFERENT'}"
    )
    verdict = "OK" if efficiency >= TARGET else "BELOW TARGET"
    print(
        f"  efficiency per shard = T_bare / (shards x T_wall) = {bare_s:.2f} / ({shards} x "
        f"{wall:.2f}) = {efficiency:.2f} (target {TARGET}) {verdict}; against the untiled "
        f"bare {bare_at['untiled']:.2f} s: {bare_at['untiled'] / (shards * wall):.2f}"
    )
    print(
        f"  CPU: bare {bare_at['cpu']:.2f} s / shards' search {sum(s['cpu_s'] for s in stats):.2f} s"
        f" = {cpu_ratio:.2f} (the work sharding and exact ranking add: 1.0 is none; the rest of "
        "a wall-time shortfall is waiting for a core)"
    )
    return efficiency


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=1_000_000)
    parser.add_argument("--queries", type=int, default=1000)
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--growth", default="", help="sizes below --size, e.g. 100000,500000")
    parser.add_argument("--threads", type=int, default=1, help="BLAS threads per shard")
    parser.add_argument("--repeats", type=int, default=1, help="best of this many timings")
    parser.add_argument("--shards", default="1,2", help="shard counts to time, e.g. 1,2")
    parser.add_argument(
        "--growth-bare", action="store_true", help="time the bare baseline at every size too"
    )
    parser.add_argument(
        "--all-cores", action="store_true", help="time the bare baseline with every core too"
    )
    parser.add_argument("--broker", default=os.environ.get("CELERY_BROKER_URL", ""))
    args = parser.parse_args(argv)
    if not args.broker:
        parser.error("give --broker (or CELERY_BROKER_URL): the shard workers need Redis")
    if args.threads < 1 or args.repeats < 1:
        parser.error("--threads and --repeats must be at least 1")
    return args


def main(argv: list[str] | None = None) -> None:
    args = parse(argv)
    os.environ.setdefault("DEBUG", "1")  # development defaults for the keys; no data is kept
    os.environ["CELERY_BROKER_URL"] = args.broker
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    sizes = sorted({int(s) for s in args.growth.split(",") if s.strip()} | {args.size})
    print(f"{os.cpu_count()} cores, {load()}")
    with tempfile.TemporaryDirectory(prefix="assay-bench-search-") as tmp:
        path = Path(tmp) / "matrix.npy"
        began = time.perf_counter()
        synthetic(path, args.size, args.dim)
        full = np.load(path, mmap_mode="r")
        queries = np.array(full[: args.queries])
        queries += np.random.default_rng(1).standard_normal(queries.shape).astype(np.float32) * 0.1
        queries /= np.linalg.norm(queries, axis=1, keepdims=True)
        print(
            f"{args.size} x {args.dim} synthetic vectors ({args.size * args.dim * 4 / 2**20:.0f} "
            f"MiB, memory-mapped) and {args.queries} queries, written in "
            f"{time.perf_counter() - began:.1f} s"
        )
        bare_at, reference = growth(full, queries, args.k, sizes, args)
        if args.all_cores:
            cores = os.cpu_count() or 1
            with threadpool_limits(limits=cores, user_api="blas"):
                t_all, _cpu, _ = timed(lambda: bare_blocked(queries, full, args.k), args.repeats)
            print(f"bare at {args.size} with all {cores} cores: {t_all:.2f} s ({load()})")
        for shards in [int(n) for n in args.shards.split(",") if n.strip()]:
            sharded(path, queries, args.k, shards, args, reference, bare_at)


if __name__ == "__main__":
    main()
