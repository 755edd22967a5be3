"""Late chunking: windows that cover the document, one vector per span, context carried over."""

from __future__ import annotations

import numpy as np

from curation.search.late_chunking import _windows, late_chunk_vectors


def test_windows_cover_every_token_with_the_overlap():
    windows = _windows(600, 254, 64)

    assert windows[0] == (0, 254) and windows[-1][1] == 600
    assert all(b[0] == a[1] - 64 for a, b in zip(windows, windows[1:], strict=False))


def test_a_chunk_vector_carries_its_document(embedding_model):
    rent = "The monthly rent is 900 dollars."
    lease_a = "This lease is for the harbour flat in Lisbon, by the sea. " * 3 + rent
    lease_b = "This contract concerns a mountain cabin in the Alps, near ski slopes. " * 3 + rent
    span_a = (lease_a.index(rent), len(lease_a))
    span_b = (lease_b.index(rent), len(lease_b))

    va = late_chunk_vectors(embedding_model, lease_a, [span_a])[0]
    vb = late_chunk_vectors(embedding_model, lease_b, [span_b])[0]
    sea, alps = embedding_model.encode(["harbour flat by the sea", "mountain cabin in the Alps"])

    assert np.isclose(np.linalg.norm(va), 1.0, atol=1e-5)
    # the same sentence, embedded in context, leans towards its own document
    assert va @ sea - vb @ sea > 0
    assert vb @ alps - va @ alps > 0


def test_a_long_document_goes_through_several_windows(embedding_model):
    text = " ".join(f"clause {i} of the agreement." for i in range(400))
    spans = [(0, 40), (len(text) - 40, len(text))]

    vectors = late_chunk_vectors(embedding_model, text, spans)

    assert vectors.shape == (2, embedding_model.dimension)
    assert not np.allclose(vectors[0], vectors[1])
