"""Retriever arms end to end on the small replay world with the real MiniLM model: bm25, hybrid,
late chunking, pool + reranker, ANN index, a k sweep and scoring under another chunking."""

from __future__ import annotations

import pytest

from curation.errors import CurationError
from replay import services
from replay.models import Run
from replay.retrievers import describe, normalize_retrieval, parse_k

pytestmark = pytest.mark.django_db


def _run(world, model, arm="followup_only", **kwargs):
    run = services.run_create(eval_set=world["eval_set"], arm=arm, **kwargs)
    return services.run_execute(run=run, model=model)


def _results(run):
    return {r.item_key: r for r in run.results.all()}


def test_default_retrieval_adds_nothing_to_the_config_so_old_hashes_stay(world):
    plain = services.run_plan(eval_set=world["eval_set"], arm="followup_only", k=3)
    explicit = services.run_plan(
        eval_set=world["eval_set"],
        arm="followup_only",
        k=3,
        retrieval={"retriever": "dense", "index": "exhaustive", "chunking": "ingested"},
    )
    bm25 = services.run_plan(
        eval_set=world["eval_set"], arm="followup_only", k=3, retrieval={"retriever": "bm25"}
    )

    assert "retrieval" not in plain.config
    assert explicit.config_hash == plain.config_hash
    assert bm25.config_hash != plain.config_hash
    assert bm25.config["retrieval"]["bm25"]["stemmer"] == "PyStemmer snowball english"


def test_bm25_run_ranks_by_terms_and_records_the_tokenizer(world, embedding_model):
    run = _run(world, embedding_model, k=3, retrieval={"retriever": "bm25"})

    assert run.status == Run.Status.DONE
    results = _results(run)
    # "reset my password" shares "reset" and "password" (stemmed) with auth/password only.
    assert results["password"].ranked[0] == "auth/password#0001"
    assert results["password"].metrics["hit@3"] == 1.0
    assert "tokenizer" in run.config["retrieval"]["bm25"]


def test_hybrid_fuses_dense_and_bm25_pools_by_reciprocal_rank(world, embedding_model):
    run = _run(
        world,
        embedding_model,
        k=3,
        retrieval={"retriever": "hybrid", "pool": 8, "rrf_k": 60},
    )

    results = _results(run)
    assert run.config["retrieval"]["fusion"] == {"method": "rrf", "rrf_k": 60}
    assert results["sso"].ranked[0] == "auth/sso#0001"
    assert len(results["sso"].ranked) == 3
    assert "pool 8" in describe(run.config["retrieval"])


def test_late_chunking_uses_its_own_vectors_for_the_same_chunks(world, embedding_model, settings):
    dense = _run(world, embedding_model, k=8, retrieval={"retriever": "dense", "pool": 8})
    late = _run(world, embedding_model, k=8, retrieval={"retriever": "late_chunking"})

    late_files = list((settings.VAR_DIR / "replay" / "indexes").glob("late-*.npy"))
    assert len(late_files) == 1
    for key in ("sla", "password", "sso"):
        assert sorted(_results(late)[key].ranked) == sorted(_results(dense)[key].ranked)
    assert _results(late)["password"].ranked[0] == "auth/password#0001"


def test_ann_index_reports_the_recall_it_costs_against_exhaustive(world, embedding_model):
    run = _run(
        world,
        embedding_model,
        k=3,
        retrieval={"index": {"kind": "hnsw", "m": 8, "ef_search": 16}},
    )

    recalls = [r.extra["ann_recall"] for r in run.results.all() if r.ranked]
    assert recalls and all(0.0 <= value <= 1.0 for value in recalls)
    # eight vectors: HNSW visits all of them, so it loses nothing here
    assert min(recalls) == 1.0


def test_k_sweep_stores_every_k_from_one_ranking(world, embedding_model):
    k, sweep = parse_k("1,3,5")
    run = _run(world, embedding_model, k=k, k_sweep=sweep)

    row = _results(run)["password"]
    assert run.k == 5 and set(row.extra["sweep"]) == {"1", "3", "5"}
    assert row.extra["sweep"]["1"]["tokens"] < row.extra["sweep"]["5"]["tokens"]
    assert row.extra["sweep"]["5"]["recall"] == 1.0
    assert row.extra["sweep"]["5"]["context_precision"] == pytest.approx(1 / 5)
    mars = _results(run)["mars"]  # unanswerable: tokens counted, no precision
    assert "recall" not in mars.extra["sweep"]["1"] and mars.extra["sweep"]["1"]["tokens"] > 0


def test_scoring_under_another_chunking_matches_gold_spans(world, embedding_model):
    run = _run(world, embedding_model, k=3, retrieval={"chunking": "tokens:4:1", "pool": 10})

    row = _results(run)["sla"]
    assert all("@" in cid for cid in row.ranked)  # chunks of the other config
    assert row.extra["span_scored"] is True
    world["items"]["sla"].refresh_from_db()
    assert world["items"]["sla"].gold_spans[0]["chunk_id"] == "kms/sla#0001"
    if row.ranked[0].startswith("kms/sla#"):
        assert row.metrics["mrr"] == 1.0


def test_retrieval_options_are_refused_for_the_frozen_arm(world):
    with pytest.raises(CurationError, match="frozen"):
        services.run_plan(
            eval_set=world["eval_set"], arm="frozen", k=3, retrieval={"retriever": "bm25"}
        )


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"retriever": "sparse"}, "retriever"),
        ({"pool": 2}, "pool"),
        ({"retriever": "bm25", "index": "hnsw"}, "index"),
        ({"chunking": "tokens:x"}, "chunking"),
        ({"index": {"kind": "ivf", "nlist": 0}}, "nlist"),
        ({"retriever": "hybrid", "fusion": "weighted", "weights": "1"}, "weights"),
        ({"reranker": "/no/such/folder"}, "reranker"),
    ],
)
def test_bad_retrieval_parameters_name_the_field(params, message):
    with pytest.raises(ValueError, match=message):
        normalize_retrieval(params, k=3)


def test_pool_and_cross_encoder_rerank_keep_the_k_it_scores_best(world, embedding_model):
    from sentence_transformers import CrossEncoder

    from curation.models import Chunk

    folder = _tiny_cross_encoder_folder()
    run = _run(world, embedding_model, k=2, retrieval={"pool": 8, "reranker": str(folder)})

    row = _results(run)["password"]
    texts = dict(Chunk.objects.filter(is_current=True).values_list("chunk_id", "text"))
    scores = CrossEncoder(str(folder)).predict([(row.query, texts[c]) for c in sorted(texts)])
    best = [c for _s, c in sorted(zip(-scores, sorted(texts), strict=True))][:2]
    assert run.config["retrieval"]["reranker"]["kind"] == "cross_encoder"
    assert row.ranked == best  # the pool is the whole corpus of 8: the reranker decides alone


def _tiny_cross_encoder_folder():
    import tempfile

    from transformers import AutoConfig, AutoModelForSequenceClassification, AutoTokenizer

    from curation.search.embedding import default_model_path

    base = default_model_path()
    folder = tempfile.mkdtemp(prefix="tiny-ce-")
    config = AutoConfig.from_pretrained(base, num_labels=1, num_hidden_layers=1)
    AutoModelForSequenceClassification.from_config(config).save_pretrained(folder)
    AutoTokenizer.from_pretrained(base).save_pretrained(folder)
    return folder
