"""Corpus full-text search (PostgreSQL FTS or SQLite FTS5): matches, highlights, currency."""

from __future__ import annotations

import pytest

from curation.search.fulltext import (
    corpus_search,
    corpus_search_index_refresh,
    semantic_search,
    semantic_search_available,
)
from tests.labelling.factories import new_version

pytestmark = pytest.mark.django_db


def test_finds_the_passage_with_title_version_and_highlight(corpus):
    hits = corpus_search("uptime SLA")

    assert [h.chunk_id for h in hits] == ["docs/kms/regions#0002"]
    hit = hits[0]
    assert (hit.doc_id, hit.title, hit.version) == (
        "docs/kms/regions",
        "Customer-managed keys by region",
        "v1",
    )
    assert "<mark>uptime</mark>" in hit.highlighted and "<mark>SLA</mark>" in hit.highlighted
    assert "<mark>" in hit.snippet


def test_stemming_and_ranking(corpus):
    hits = corpus_search("replicas")
    assert hits[0].chunk_id == "docs/db/limits#0002"
    assert "<mark>Read</mark>" not in hits[0].highlighted  # only the matching word is marked


def test_when_not_every_word_matches_any_word_does(corpus):
    hits = corpus_search("rotation credits")
    assert {h.chunk_id for h in hits} == {"docs/kms/regions#0003", "docs/billing/credits#0001"}


def test_chunk_id_and_document_id_queries_go_straight_to_them(corpus):
    assert [h.chunk_id for h in corpus_search("docs/db/limits#0002")] == ["docs/db/limits#0002"]
    assert [h.chunk_id for h in corpus_search("docs/db/limits")] == [
        "docs/db/limits#0001",
        "docs/db/limits#0002",
    ]


def test_text_is_escaped_before_highlighting(corpus):
    new_version(
        "docs/billing/credits", ["Claims <script>alert(1)</script> go through the support portal."]
    )
    hit = corpus_search("portal")[0]
    assert "<script>" not in hit.highlighted and "&lt;script&gt;" in hit.highlighted


def test_only_current_chunks_are_found_after_a_new_version(corpus):
    assert corpus_search("30 days")
    new_version(
        "docs/billing/credits", ["Service credits are claimed within 60 days of the incident."]
    )

    hits = corpus_search("claimed incident")

    assert [(h.chunk_id, h.version) for h in hits] == [("docs/billing/credits#0001", "v2")]
    assert "60 days" in hits[0].text


def test_index_refresh_is_a_no_op_when_nothing_changed(corpus):
    corpus_search("keys")
    assert corpus_search_index_refresh() == 0


def test_empty_and_stop_word_queries(corpus):
    assert corpus_search("   ") == []
    assert corpus_search("zzzunknownword") == []


def test_semantic_search_is_offered_only_with_embeddings(corpus):
    # No chunk embeddings have been built in the test database.
    assert semantic_search_available(refresh=True) is False
    assert semantic_search("uptime") == []
