"""Chunking configs over one ingestion path and relevance on source spans."""

from __future__ import annotations

import pytest

from curation.search.chunkings import (
    ChunkingSpec,
    DocText,
    covers,
    parse_chunking,
    rechunk,
    span_labels,
)

DOC = DocText(
    doc_id="lease/4", version_pk=7, title="Lease, flat 4", text=" ".join(f"w{i}" for i in range(30))
)


def test_each_config_has_its_own_hash_and_ids():
    a, b = parse_chunking("tokens:10:2"), parse_chunking("tokens:10:2:title")

    assert a.key != b.key
    chunks = rechunk([DOC], a)
    assert chunks.ids[0] == f"lease/4#0001@{a.key}"
    assert chunks.spans[0] == (7, 0, DOC.text.index("w9") + 2)


def test_title_is_prepended_to_the_encoded_text_not_to_the_span():
    chunks = rechunk([DOC], parse_chunking("tokens:10:0:title"))

    assert chunks.texts[0].startswith("Lease, flat 4\nw0")
    assert chunks.spans[0][1] == 0


def test_one_vector_per_document():
    chunks = rechunk([DOC], parse_chunking("document"))

    assert chunks.size == 1 and chunks.spans[0] == (7, 0, len(DOC.text))


def test_a_small_chunk_inside_a_gold_passage_is_relevant_a_touching_one_is_not():
    assert covers((10, 20), (0, 100), 0.5)
    assert not covers((95, 200), (0, 100), 0.5)
    assert not covers((100, 120), (0, 100), 0.5)


def test_span_labels_name_relevant_rows_by_gold_id_and_count_uncovered_spans():
    chunks = rechunk([DOC], parse_chunking("tokens:10:0"))
    gold = [
        {"chunk_id": "lease/4#0001", "version": 7, "start": 0, "end": len(DOC.text)},
        {"chunk_id": "other#0001", "version": 99, "start": 0, "end": 5},
    ]

    labels, uncovered = span_labels(chunks, gold, threshold=0.5)

    assert labels == {0: "lease/4#0001", 1: "lease/4#0001", 2: "lease/4#0001"}
    assert uncovered == ["other#0001"]


@pytest.mark.parametrize(
    "value", ["tokens", "tokens:x:1", "tokens:5:5", "words:5:1", "tokens:5:1:bold"]
)
def test_bad_chunking_strings_are_refused(value):
    with pytest.raises(ValueError):
        parse_chunking(value)


def test_ingested_means_the_stored_chunks():
    assert parse_chunking("ingested") is None
    assert isinstance(parse_chunking({"unit": "sentences", "size": 3, "overlap": 1}), ChunkingSpec)
