"""Semantic search for the labelling pages reads the replay corpus index."""

from __future__ import annotations

import pytest

from curation.models.search import CorpusIndex
from curation.search import semantic
from curation.search import services as search_services
from curation.search.fulltext import semantic_search, semantic_search_available
from tests.curation.search.conftest import DOCS, ingest_docs

pytestmark = pytest.mark.django_db


def test_no_index_means_no_semantic_search(db):
    ingest_docs(DOCS)
    assert semantic.search_chunks("refund", 3) is None
    assert not semantic.embeddings_available() and not semantic_search_available(refresh=True)


def test_search_chunks_finds_the_nearest_current_chunks(db, embedding_model):
    ingest_docs(DOCS)
    search_services.index_build_current(model=embedding_model)

    hits = semantic.search_chunks("how long until I get my money back", 3)

    assert semantic.embeddings_available()
    assert [h["chunk_id"] for h in hits][0] == "billing/refunds#0001"
    first = hits[0]
    assert set(first) == {"chunk_id", "title", "version", "text", "score"}
    assert first["title"] == "billing/refunds" and first["version"] == "v1"
    assert first["text"] == DOCS["billing/refunds"] and 0 < first["score"] <= 1
    assert semantic_search_available(refresh=True)  # the labelling page caches the answer
    assert (
        semantic_search("how long until I get my money back", limit=3)[0].chunk_id
        == "billing/refunds#0001"
    )


def test_a_corpus_change_rebuilds_the_index_when_semantic_search_is_in_use(
    db, embedding_model, django_capture_on_commit_callbacks
):
    ingest_docs(DOCS)
    search_services.index_build_current(model=embedding_model)
    sso = "SAML single sign-on now comes with every plan."

    with django_capture_on_commit_callbacks(execute=True):
        report = ingest_docs({"auth/sso": sso})

    assert report.semantic_index_queued
    assert semantic.embeddings_available()  # rebuilt in-process (no broker configured)
    assert semantic.search_chunks("SAML", 1)[0]["text"] == sso
    assert CorpusIndex.objects.filter(status=CorpusIndex.Status.READY).count() == 2


def test_the_rebuild_embeds_only_the_new_texts(
    db, embedding_model, monkeypatch, django_capture_on_commit_callbacks
):
    ingest_docs(DOCS)
    search_services.index_build_current(model=embedding_model)
    encoded: list[str] = []
    real_encode = embedding_model.encode

    def counting_encode(texts, *args, **kwargs):
        encoded.extend(texts)
        return real_encode(texts, *args, **kwargs)

    monkeypatch.setattr(embedding_model, "encode", counting_encode)
    monkeypatch.setattr("curation.search.services.get_model", lambda: embedding_model)
    monkeypatch.setattr("curation.search.indexes.get_model", lambda: embedding_model)

    with django_capture_on_commit_callbacks(execute=True):
        ingest_docs({"auth/sso": "SAML single sign-on now comes with every plan."})

    assert encoded == ["SAML single sign-on now comes with every plan."]


def test_without_an_index_a_corpus_change_builds_nothing(db):
    report = ingest_docs(DOCS)
    assert not report.semantic_index_queued
    assert not CorpusIndex.objects.exists()
