from __future__ import annotations

import hashlib

import numpy as np
import pytest

from curation.search import embedding
from curation.search.embedding import EmbeddingModel, load_model, text_hash
from curation.search.vectors import top_k


@pytest.fixture(scope="module")
def model() -> EmbeddingModel:
    return EmbeddingModel(device="cpu")


def test_encode_returns_normalized_float32_rows(model):
    vectors = model.encode(["The refund window is 30 days.", "How long do refunds take?"])
    assert vectors.dtype == np.float32
    assert vectors.shape == (2, 384) == (2, model.dimension)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


def test_encode_matches_a_bare_sentence_transformer(model):
    from sentence_transformers import SentenceTransformer

    texts = ["Reset your password from the account page.", "Which plan includes SSO?"]
    bare = SentenceTransformer(embedding.default_model_path(), device="cpu")
    expected = bare.encode(texts, normalize_embeddings=True)
    assert np.allclose(model.encode(texts), expected, atol=1e-5)


def test_related_texts_are_closer_than_unrelated_ones(model):
    chunks = model.encode(
        [
            "To reset a password, open Settings and choose Security.",
            "Our office in Lisbon is closed on public holidays.",
            "Invoices are emailed on the first day of each month.",
        ]
    )
    queries = model.encode(["how do I change my password", "when do I get my invoice"])
    indices, _scores = top_k(queries, chunks, 1)
    assert indices[:, 0].tolist() == [0, 2]


def test_model_is_loaded_once_per_path_and_device(model):
    again = EmbeddingModel(device="cpu")
    assert again.model is model.model
    assert load_model(model.model_path, "cpu") is model.model
    assert (model.model_path, "cpu") in embedding._MODELS


def test_default_model_id_and_offline_environment(model):
    assert model.model_id == "all-MiniLM-L6-v2"
    assert EmbeddingModel(device="cpu", name="minilm-v2-local").model_id == "minilm-v2-local"
    assert embedding.os.environ["HF_HUB_OFFLINE"] == "1"
    assert embedding.os.environ["TRANSFORMERS_OFFLINE"] == "1"
    assert model.device == "cpu" and not model.half_precision


def test_empty_input_gives_an_empty_matrix(model):
    assert model.encode([]).shape == (0, 384)


def test_bad_input_is_refused_with_position(model):
    with pytest.raises(TypeError, match="position 1 is NoneType"):
        model.encode(["fine", None])
    with pytest.raises(TypeError, match="single str"):
        model.encode("not a list")


def test_missing_model_folder_fails_without_network(tmp_path):
    with pytest.raises(FileNotFoundError, match="does not exist"):
        EmbeddingModel(tmp_path / "no-such-model", device="cpu")


def test_text_hash_is_sha256_of_utf8():
    assert text_hash("café") == hashlib.sha256("café".encode()).hexdigest()
    assert text_hash("a") != text_hash("a ")
    with pytest.raises(TypeError):
        text_hash(b"bytes")
