"""Sharded search through real Celery workers, one per shard, each holding its block: the merged
ranking is exactly the single-process ranking."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import numpy as np
import pytest

from curation.search.shards import SHARD_QUEUE, distributed_top_k
from curation.search.vectors import top_k

SHARDS = 2


@pytest.fixture
def shard_workers(settings):
    if not settings.CELERY_BROKER_URL:
        pytest.skip("real-worker test: no CELERY_BROKER_URL configured (CI runs it on Redis)")
    from config.celery import app

    env = dict(os.environ, DJANGO_SETTINGS_MODULE="config.test_settings")
    procs = [
        subprocess.Popen(
            [
                sys.executable, "-m", "celery", "-A", "config", "worker",
                "-Q", SHARD_QUEUE.format(shard=i), "--concurrency", "1", "--pool", "solo",
                "--loglevel", "WARNING", "--without-gossip", "--without-mingle",
                "-n", f"shard{i}-{os.getpid()}@%h",
            ],
            env=env,
        )
        for i in range(SHARDS)
    ]  # fmt: skip
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        answers = app.control.ping(timeout=0.5) or []
        if sum(1 for a in answers for name in a if name.startswith("shard")) >= SHARDS:
            break
        if any(p.poll() is not None for p in procs):
            raise RuntimeError("a shard worker exited")
    else:
        raise RuntimeError("shard workers did not answer a ping within 90 s")
    yield procs
    for proc in procs:
        proc.terminate()
    for proc in procs:
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()


def test_two_shard_workers_return_the_single_process_ranking(shard_workers, tmp_path):
    rng = np.random.default_rng(0)
    corpus = rng.standard_normal((5001, 64)).astype(np.float32)
    corpus /= np.linalg.norm(corpus, axis=1, keepdims=True)
    corpus[4000] = corpus[10]  # a tie across the shards
    queries = np.vstack([corpus[10:11], rng.standard_normal((49, 64)).astype(np.float32)])
    queries /= np.linalg.norm(queries, axis=1, keepdims=True)
    path = tmp_path / "matrix.npy"
    np.save(path, corpus)

    idx, scores, stats = distributed_top_k(str(path), queries, 10, SHARDS, timeout=120)
    ref_idx, ref_scores = top_k(queries, corpus, 10)

    assert np.array_equal(idx, ref_idx)
    assert np.array_equal(scores, ref_scores)
    assert idx[0][:2].tolist() == [10, 4000]
    assert [s["rows"] for s in stats] == [2501, 2500]
    assert [s["block_bytes"] for s in stats] == [2501 * 64 * 4, 2500 * 64 * 4]
