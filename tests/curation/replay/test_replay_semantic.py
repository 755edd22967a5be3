"""Semantic search for the labelling pages reads the replay corpus index."""

from __future__ import annotations

import pytest

from curation import semantic
from curation.replay import services
from curation.search import semantic_search, semantic_search_available

from .conftest import DOCS, ingest_docs

pytestmark = pytest.mark.django_db


def test_no_index_means_no_semantic_search(db):
    ingest_docs(DOCS)
    assert semantic.search_chunks("refund", 3) is None
    assert not semantic.embeddings_available() and not semantic_search_available(refresh=True)


def test_search_chunks_finds_the_nearest_current_chunks(db, embedding_model):
    ingest_docs(DOCS)
    services.index_build_current(model=embedding_model)

    hits = semantic.search_chunks("how long until I get my money back", 3)

    assert semantic.embeddings_available()
    assert [h["chunk_id"] for h in hits][0] == "billing/refunds#0001"
    first = hits[0]
    assert set(first) == {"chunk_id", "title", "version", "text", "score"}
    assert first["title"] == "billing/refunds" and first["version"] == "v1"
    assert first["text"] == DOCS["billing/refunds"] and 0 < first["score"] <= 1
    assert first.chunk_id == "billing/refunds#0001"  # also reads as attributes
    assert semantic_search_available(refresh=True)  # the labelling page caches the answer
    assert (
        semantic_search("how long until I get my money back", limit=3)[0].chunk_id
        == "billing/refunds#0001"
    )


def test_a_corpus_change_turns_semantic_search_off_until_the_index_is_rebuilt(db, embedding_model):
    ingest_docs(DOCS)
    services.index_build_current(model=embedding_model)
    ingest_docs({"auth/sso": "SAML single sign-on now comes with every plan."})

    assert semantic.search_chunks("SAML", 3) is None
    services.index_build_current(model=embedding_model)
    assert (
        semantic.search_chunks("SAML", 1)[0]["text"]
        == "SAML single sign-on now comes with every plan."
    )
