"""Replay benchmark: embedding throughput and search time, each next to its bare ceiling.

    python -m bench.replay [--chunks 20000] [--queries 1000] [--device cpu|cuda]
                                    [--no-replay] [--database-url URL]

Texts are synthetic but shaped like a support knowledge base (chunks of two to four sentences,
short follow-up style questions), generated from word lists with a fixed seed so every run
embeds the same texts.

- Embedding: :meth:`EmbeddingModel.encode` against a bare ``SentenceTransformer.encode`` of the
  same texts in the same process, same device, precision and batch size. The texts are split in
  rounds that alternate which side goes first, so drift on a shared machine hits both alike.
  Target: the wrapper reaches at least 0.9 of the bare throughput.
- Search: :func:`curation.search.vectors.top_k` against one numpy matmul plus argpartition
  (on CUDA also against one torch matmul plus topk). Best of several repeats each. Target: at
  least 0.9 of the bare speed.
- Full replay (:mod:`bench.replay_run`, skipped with ``--no-replay``): the same
  chunks and queries through the app's services in a scratch database: items/second of a
  replay next to a bare encode + matmul + argpartition of the same queries.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from curation.search.embedding import EmbeddingModel, load_model
from curation.search.vectors import bare_top_k, top_k

TARGET_RATIO = 0.9

_PRODUCTS = [
    "account",
    "invoice",
    "subscription",
    "router",
    "mobile app",
    "dashboard",
    "API key",
    "backup",
    "printer",
    "team workspace",
    "billing profile",
    "laptop",
    "password",
    "shared calendar",
    "VPN client",
    "data export",
    "support ticket",
    "refund",
    "warranty",
    "shipping label",
    "license",
    "firmware",
    "storage plan",
]
# (verb, past participle)
_ACTIONS = [
    ("reset", "reset"),
    ("renew", "renewed"),
    ("cancel", "cancelled"),
    ("configure", "configured"),
    ("update", "updated"),
    ("transfer", "transferred"),
    ("restore", "restored"),
    ("download", "downloaded"),
    ("activate", "activated"),
    ("disable", "disabled"),
    ("upgrade", "upgraded"),
    ("verify", "verified"),
    ("share", "shared"),
    ("delete", "deleted"),
    ("sync", "synced"),
]
_ROLES = [
    "administrators",
    "customers",
    "account owners",
    "billing contacts",
    "new users",
    "team members",
    "enterprise clients",
    "guests",
    "technicians",
]
_CONDITIONS = [
    "within 30 days of purchase",
    "after the trial ends",
    "before the renewal date",
    "on the annual plan",
    "when two-factor authentication is on",
    "outside the EU",
    "during a maintenance window",
    "if the device is still under warranty",
    "once the invoice is paid",
    "for orders over 200 euros",
    "on weekends",
]
_PLACES = [
    "the Settings page",
    "the billing portal",
    "the admin console",
    "the mobile app",
    "the help centre",
    "the order history",
    "the device menu",
    "the security tab",
]
_OUTCOMES = [
    "the change takes effect immediately",
    "a confirmation email is sent",
    "the previous version is kept for 90 days",
    "a fee of 15 euros applies",
    "the request is reviewed within two business days",
    "the data cannot be recovered",
    "the owner receives a notification",
    "the credit appears on the next invoice",
]
_TEMPLATES = [
    "{Role} can {action} the {product} from {place}.",
    "To {action} the {product}, open {place} and follow the steps shown.",
    "The {product} can only be {done} {condition}.",
    "When you {action} the {product}, {outcome}.",
    "{Role} who {action} the {product} {condition} should contact support first.",
    "The {product} is {done} automatically {condition}, and {outcome}.",
    "Note that {role} cannot {action} the {product} {condition}.",
]
_QUESTIONS = [
    "how do I {action} it?",
    "can {role} {action} the {product} {condition}?",
    "what about the {product}?",
    "and if I want to {action} that one instead?",
    "where do I {action} my {product}?",
    "does the second one work {condition}?",
    "what happens when I {action} the {product}?",
    "is that also true for {role}?",
]


def _fill(template: str, rng: random.Random) -> str:
    role = rng.choice(_ROLES)
    action, done = rng.choice(_ACTIONS)
    return template.format(
        Role=role.capitalize(),
        role=role,
        action=action,
        done=done,
        product=rng.choice(_PRODUCTS),
        place=rng.choice(_PLACES),
        condition=rng.choice(_CONDITIONS),
        outcome=rng.choice(_OUTCOMES),
    )


def synthetic_texts(n_chunks: int, n_queries: int, seed: int = 0) -> tuple[list[str], list[str]]:
    """Seeded synthetic chunks (2 to 4 sentences) and follow-up style queries."""
    rng = random.Random(seed)
    chunks = [
        " ".join(_fill(rng.choice(_TEMPLATES), rng) for _ in range(rng.randint(2, 4)))
        for _ in range(n_chunks)
    ]
    queries = [_fill(rng.choice(_QUESTIONS), rng) for _ in range(n_queries)]
    return chunks, queries


def _sync(device: str) -> None:
    if device.startswith("cuda"):
        import torch

        torch.cuda.synchronize()


def _timed(fn: Callable[[], Any], device: str) -> tuple[float, Any]:
    _sync(device)
    start = time.perf_counter()
    result = fn()
    _sync(device)
    return time.perf_counter() - start, result


def bench_embedding(
    model: EmbeddingModel, texts: list[str], rounds: int
) -> tuple[float, float, list[float], np.ndarray]:
    """Time the wrapper and a bare encode on ``texts`` in alternating rounds.

    Returns (wrapper seconds, bare seconds, per-round throughput ratios wrapper/bare, the
    wrapper's embeddings of ``texts``).
    """
    from sentence_transformers import SentenceTransformer

    # A second, independent model object: the wrapper's cached one must not be shared.
    bare = SentenceTransformer(model.model_path, device=model.device)
    if model.half_precision:
        bare = bare.half()
    bare.eval()

    def bare_encode(batch: list[str]) -> np.ndarray:
        return bare.encode(
            batch, batch_size=model.batch_size, normalize_embeddings=True, show_progress_bar=False
        )

    warm = texts[: model.batch_size]
    model.encode(warm, show_progress=False)
    bare_encode(warm)

    wrapper_s = bare_s = 0.0
    round_ratios: list[float] = []
    outputs: list[np.ndarray] = []
    size = -(-len(texts) // rounds)
    for round_no, start in enumerate(range(0, len(texts), size)):
        batch = texts[start : start + size]
        order = ("bare", "wrapper") if round_no % 2 == 0 else ("wrapper", "bare")
        seconds = {}
        for side in order:
            if side == "bare":
                seconds[side], _ = _timed(lambda b=batch: bare_encode(b), model.device)
            else:
                seconds[side], out = _timed(
                    lambda b=batch: model.encode(b, show_progress=False), model.device
                )
                outputs.append(out)
        wrapper_s += seconds["wrapper"]
        bare_s += seconds["bare"]
        round_ratios.append(seconds["bare"] / seconds["wrapper"])
        print(
            f"  round {round_no + 1}/{rounds}: {len(batch)} texts, "
            f"wrapper {wrapper_s:.1f}s, bare {bare_s:.1f}s so far",
            flush=True,
        )
    return wrapper_s, bare_s, round_ratios, np.concatenate(outputs)


def _best_of(fn: Callable[[], Any], repeats: int, device: str) -> float:
    return min(_timed(fn, device)[0] for _ in range(repeats))


def bench_search(
    queries: np.ndarray, chunks: np.ndarray, k: int, repeats: int
) -> list[tuple[str, float, float]]:
    """(label, our seconds, bare seconds) for numpy, and for torch on CUDA when present."""
    results = []
    ours = bare = float("inf")
    for _ in range(repeats):  # interleaved so both sides see the same machine state
        ours = min(ours, _best_of(lambda: top_k(queries, chunks, k, device="cpu"), 1, "cpu"))
        bare = min(bare, _best_of(lambda: bare_top_k(queries, chunks, k), 1, "cpu"))
    results.append(("numpy (CPU)", ours, bare))

    import torch

    if torch.cuda.is_available():
        q = torch.from_numpy(queries).cuda()
        c = torch.from_numpy(chunks).cuda()

        def bare_torch() -> Any:
            return torch.topk(q @ c.T, k, dim=1).indices.cpu()

        top_k(q, c, k)
        bare_torch()
        ours = min(_best_of(lambda: top_k(q, c, k), 1, "cuda") for _ in range(repeats))
        bare = min(_best_of(bare_torch, 1, "cuda") for _ in range(repeats))
        results.append(("torch (CUDA)", ours, bare))
    return results


def _verdict(ratio: float) -> str:
    return "meets" if ratio >= TARGET_RATIO else "BELOW"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chunks", type=int, default=20_000)
    parser.add_argument("--queries", type=int, default=1_000)
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--device", default=None, help="cpu or cuda (default: cuda if available)")
    parser.add_argument("--model", default=None, help="sentence-transformers model folder")
    parser.add_argument("--batch-size", type=int, default=None)
    parser.add_argument("--rounds", type=int, default=10, help="alternating embedding rounds")
    parser.add_argument("--repeats", type=int, default=5, help="search repeats (best of)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--no-replay", action="store_true", help="skip the full replay through the services"
    )
    parser.add_argument("--database-url", default=None, help="full replay: default scratch SQLite")
    args = parser.parse_args(argv)

    chunks, queries = synthetic_texts(args.chunks, args.queries, seed=args.seed)
    texts = chunks + queries
    mean_words = sum(len(t.split()) for t in chunks) / max(1, len(chunks))
    print(f"texts: {len(chunks)} chunks (mean {mean_words:.0f} words), {len(queries)} queries")

    start = time.perf_counter()
    model = EmbeddingModel(args.model, device=args.device, batch_size=args.batch_size)
    load_model(model.model_path, model.device)
    print(
        f"model: {model.model_id} on {model.device}"
        f"{' (float16)' if model.half_precision else ''}, batch {model.batch_size}, "
        f"loaded in {time.perf_counter() - start:.1f}s"
    )

    print("embedding (wrapper vs bare SentenceTransformer.encode, same texts):", flush=True)
    wrapper_s, bare_s, round_ratios, vectors = bench_embedding(model, texts, max(1, args.rounds))
    wrapper_rate, bare_rate = len(texts) / wrapper_s, len(texts) / bare_s
    ratio = wrapper_rate / bare_rate
    print(
        f"embedding throughput: {wrapper_rate:.1f} texts/s  "
        f"ceiling (bare encode) {bare_rate:.1f} texts/s  "
        f"ratio {ratio:.3f} (target >= {TARGET_RATIO}: {_verdict(ratio)}); "
        f"median per-round ratio {float(np.median(round_ratios)):.3f}"
    )

    chunk_vectors, query_vectors = vectors[: len(chunks)], vectors[len(chunks) :]
    print(
        f"search: top-{args.k} of {len(chunks)} chunks for {len(queries)} queries, best of {args.repeats}:"
    )
    for label, ours, bare in bench_search(query_vectors, chunk_vectors, args.k, args.repeats):
        speed_ratio = bare / ours
        print(
            f"search {label}: {ours * 1000:.1f} ms ({len(queries) / ours:.0f} queries/s)  "
            f"ceiling (bare matmul + {'argpartition' if 'numpy' in label else 'topk'}) "
            f"{bare * 1000:.1f} ms  ratio {speed_ratio:.3f} "
            f"(target >= {TARGET_RATIO}: {_verdict(speed_ratio)})"
        )
    if not args.no_replay:
        from bench.replay_run import run_replay_bench

        run_replay_bench(
            chunks,
            queries,
            k=args.k,
            model_path=args.model,
            device=model.device,
            batch_size=args.batch_size,
            database_url=args.database_url,
            seed=args.seed,
            chunk_vectors=chunk_vectors,
        )


if __name__ == "__main__":
    main()
