"""Full-replay benchmark: items/second through the real services, next to a bare ceiling.

Called by ``python -m bench.replay`` after its embedding and search figures (or alone:
``python -m bench.replay_run [--chunks 20000] [--queries 1000]``). In a scratch
SQLite database (``--database-url`` for another, e.g. PostgreSQL) it

1. ingests the synthetic chunks as one-chunk documents and imports the queries as eval items;
2. builds the corpus index through the embedding cache (cold: every chunk text is encoded);
3. replays ``followup_only`` with the index ready: queries embedded (and cached), exhaustive
   search, per-item metrics, results written in batches, progress recorded: items/second. The
   queries are split in rounds (one eval set each) timed in alternation with the ceiling, as
   the embedding benchmark does, because a shared CPU drifts in speed;
4. replays again (``gold_rewrite`` with the same texts as rewrites, so every query embedding
   comes from the cache): the cost of everything but the encoder;

and prints each next to its ceiling: a bare ``SentenceTransformer.encode`` of the same texts
plus one numpy matmul + argpartition (the replay cannot be faster than embedding and searching).
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time
from pathlib import Path

import numpy as np

TARGET_RATIO = 0.9


def _setup_django(database_url: str | None, var_dir: Path) -> None:
    os.environ["DATABASE_URL"] = database_url or f"sqlite:///{var_dir / 'bench.sqlite3'}"
    os.environ["ASSAY_VAR_DIR"] = str(var_dir)
    os.environ["CELERY_BROKER_URL"] = ""
    os.environ.setdefault("DEBUG", "1")
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)


def _verdict(ratio: float) -> str:
    return "meets" if ratio >= TARGET_RATIO else "BELOW"


def _ingest_and_import(chunks: list[str], queries: list[str], *, rounds: int, seed: int):
    """The chunks as a corpus (one chunk per document) and the queries as ``rounds`` eval sets,
    each with a random gold chunk; returns [(eval set, its queries)]."""
    from core.jsonl import JsonLine
    from curation.models import Chunk, EvalItem, EvalSet
    from curation.services.corpus import chunking_from_settings, corpus_ingest_lines

    if Chunk.objects.exists():
        raise SystemExit("the benchmark database already holds chunks; give an empty one")
    corpus_ingest_lines(
        lines=(
            JsonLine(i, {"doc_id": f"bench/{i:06d}", "text": text})
            for i, text in enumerate(chunks, start=1)
        ),
        chunking=chunking_from_settings(no_split=True),
    )
    rng = random.Random(seed)
    # The queries are split in rounds, each its own eval set, so the replay and its ceiling can
    # be timed in alternation like the embedding benchmark (a shared CPU drifts in speed).
    size = -(-len(queries) // rounds)
    round_sets = []
    for number, start in enumerate(range(0, len(queries), size), start=1):
        eval_set = EvalSet.objects.create(name=f"bench-replay-{number}")
        EvalItem.objects.bulk_create(
            [
                EvalItem(
                    eval_set=eval_set,
                    position=i,
                    external_id=f"q{start + i}",
                    follow_up=query,
                    gold_rewrite=query,
                    gold=[f"bench/{rng.randrange(len(chunks)) + 1:06d}#0001"],
                )
                for i, query in enumerate(queries[start : start + size], start=1)
            ],
            batch_size=500,
        )
        round_sets.append((eval_set, queries[start : start + size]))
    return round_sets


def _fill_cache(model, chunks: list[str], chunk_vectors: np.ndarray) -> None:
    """Store the chunk vectors the embedding phase computed, so the index build reads them."""
    from curation.models.search import Embedding
    from curation.search.embedding import text_hash

    Embedding.objects.bulk_create(
        [
            Embedding(
                model_id=model.model_id,
                text_hash=text_hash(text),
                dimension=int(vector.size),
                vector=vector.astype("<f4").tobytes(),
            )
            for text, vector in zip(chunks, chunk_vectors, strict=True)
        ],
        batch_size=1000,
        ignore_conflicts=True,
    )


def _ceiling(model, index, k: int, warm: list[str]):
    """A timer of the ceiling: a bare encode of the texts plus one matmul + argpartition."""
    from curation.search.embedding import load_model
    from curation.search.indexes import index_matrix
    from curation.search.vectors import bare_top_k

    matrix = index_matrix(index, model=model)
    if not isinstance(matrix, np.ndarray):  # a CUDA tensor
        matrix = matrix.float().cpu().numpy()
    bare = load_model(model.model_path, model.device)
    # Warm with a full batch: the first large forward pass pays one-off allocation costs.
    bare.encode(warm[: model.batch_size], batch_size=model.batch_size, show_progress_bar=False)

    def ceiling(texts: list[str]) -> float:
        started = time.perf_counter()
        vectors = np.asarray(
            bare.encode(
                texts,
                batch_size=model.batch_size,
                normalize_embeddings=True,
                convert_to_numpy=True,
                show_progress_bar=False,
            ),
            dtype=np.float32,
        )
        bare_top_k(vectors, matrix, k)
        return time.perf_counter() - started

    return ceiling


def _replayer(model, k: int):
    from replay import services

    def replay(eval_set, arm: str) -> float:
        run = services.run_create(eval_set=eval_set, arm=arm, k=k)
        started = time.perf_counter()
        services.run_execute(run=run, model=model)
        return time.perf_counter() - started

    return replay


def _alternate(round_sets, ceiling, replay) -> tuple[float, float, list[float]]:
    """Replay and ceiling over each round, alternating which goes first; total seconds of
    each and the per-round ratios."""
    replay_s = ceiling_s = 0.0
    round_ratios = []
    for number, (eval_set, texts) in enumerate(round_sets):
        if number % 2 == 0:
            c_s = ceiling(texts)
            r_s = replay(eval_set, "followup_only")
        else:
            r_s = replay(eval_set, "followup_only")
            c_s = ceiling(texts)
        replay_s += r_s
        ceiling_s += c_s
        round_ratios.append(c_s / r_s)
        print(
            f"  round {number + 1}/{len(round_sets)}: {len(texts)} items, replay {replay_s:.1f}s, "
            f"ceiling {ceiling_s:.1f}s so far",
            flush=True,
        )
    return replay_s, ceiling_s, round_ratios


def _build_index(model, chunks: list[str], chunk_vectors, figures: dict[str, float]):
    """Build the corpus index (from the embedding cache when the vectors are given); time it."""
    from curation.search import services as search_services

    if chunk_vectors is not None:
        started = time.perf_counter()
        _fill_cache(model, chunks, chunk_vectors)
        print(
            f"  embedding cache filled with the chunk vectors above: "
            f"{time.perf_counter() - started:.1f}s",
            flush=True,
        )
    started = time.perf_counter()
    index = search_services.index_build_current(model=model)
    index_s = time.perf_counter() - started
    figures["index_chunks_per_s"] = index.size / index_s
    how = "from the cache" if chunk_vectors is not None else "cold cache: every chunk encoded"
    print(
        f"  index build ({how}): {index_s:.1f}s, {figures['index_chunks_per_s']:.1f} chunks/s",
        flush=True,
    )
    return index, index_s


def run_replay_bench(
    chunks: list[str],
    queries: list[str],
    *,
    k: int = 10,
    model_path: str | None = None,
    device: str | None = None,
    batch_size: int | None = None,
    database_url: str | None = None,
    seed: int = 0,
    chunk_vectors: np.ndarray | None = None,
    rounds: int = 5,
) -> dict[str, float]:
    """Run the full-replay benchmark on ``chunks`` and ``queries``; prints and returns figures.

    ``chunk_vectors`` (the chunks' embeddings, already computed and timed by the caller's
    embedding phase) fill the embedding cache first, so the index build only reads the cache;
    without them the index build encodes every chunk (cold).
    """
    scratch = tempfile.TemporaryDirectory(prefix="assay-bench-replay-")
    _setup_django(database_url, Path(scratch.name))
    from django.conf import settings

    from curation.search.embedding import EmbeddingModel

    if model_path:
        settings.ASSAY_EMBEDDING_MODEL = model_path
    # The synthetic questions repeat (about 400 distinct in 1,000); the cache would embed each
    # once while the ceiling encodes all, so make every query distinct.
    queries = [f"{query} (case {i})" for i, query in enumerate(queries, start=1)]
    model = EmbeddingModel(model_path, device=device, batch_size=batch_size)
    figures: dict[str, float] = {}
    db = settings.DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]
    print(
        f"full replay ({db}): {len(queries)} queries over {len(chunks)} chunks, k={k}", flush=True
    )
    started = time.perf_counter()
    round_sets = _ingest_and_import(chunks, queries, rounds=rounds, seed=seed)
    print(f"  setup (ingest + import): {time.perf_counter() - started:.1f}s", flush=True)
    index, index_s = _build_index(model, chunks, chunk_vectors, figures)
    replay = _replayer(model, k)
    replay_s, ceiling_s, round_ratios = _alternate(
        round_sets, _ceiling(model, index, k, queries), replay
    )
    figures["ceiling_items_per_s"] = len(queries) / ceiling_s
    figures["replay_items_per_s"] = len(queries) / replay_s
    ratio = figures["replay_items_per_s"] / figures["ceiling_items_per_s"]
    print(
        f"  replay followup_only (index ready, queries new): {replay_s:.1f}s, "
        f"{figures['replay_items_per_s']:.1f} items/s  ceiling (bare encode + matmul + "
        f"argpartition) {figures['ceiling_items_per_s']:.1f} items/s  ratio {ratio:.3f} "
        f"(target >= {TARGET_RATIO}: {_verdict(ratio)}); median per-round ratio "
        f"{float(np.median(round_ratios)):.3f}",
        flush=True,
    )
    figures["replay_ratio"] = ratio
    cached_s = sum(replay(eval_set, "gold_rewrite") for eval_set, _texts in round_sets)
    figures["replay_cached_items_per_s"] = len(queries) / cached_s
    print(
        f"  replay gold_rewrite (same texts, every query embedding from the cache): "
        f"{cached_s:.1f}s, {figures['replay_cached_items_per_s']:.1f} items/s",
        flush=True,
    )
    if chunk_vectors is None:
        cold = len(queries) / (index_s + replay_s)
        figures["cold_items_per_s"] = cold
        print(f"  cold full replay (index build + replay): {cold:.1f} items/s", flush=True)
    scratch.cleanup()
    return figures


def main(argv: list[str] | None = None) -> None:
    from bench.replay import synthetic_texts

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chunks", type=int, default=20_000)
    parser.add_argument("--queries", type=int, default=1_000)
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--device", default=None)
    parser.add_argument("--model", default=None)
    parser.add_argument("--batch-size", type=int, default=None)
    parser.add_argument("--database-url", default=None, help="default: a scratch SQLite file")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=5, help="alternating replay rounds")
    args = parser.parse_args(argv)
    chunks, queries = synthetic_texts(args.chunks, args.queries, seed=args.seed)
    run_replay_bench(
        chunks,
        queries,
        k=args.k,
        model_path=args.model,
        device=args.device,
        batch_size=args.batch_size,
        database_url=args.database_url,
        seed=args.seed,
        rounds=max(1, args.rounds),
    )


if __name__ == "__main__":
    main()
