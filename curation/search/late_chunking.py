"""Late chunking: contextual chunk embeddings from one pass of the encoder over the document.

The document is tokenized once (with character offsets) and cut into overlapping windows the
encoder can take (``max_seq_length`` minus the two special tokens; consecutive windows share
``overlap`` tokens). Each window goes through the transformer once; a token seen by two windows
gets the mean of its two contextual embeddings. A chunk's vector is the mean of the embeddings
of the tokens inside its character span, L2-normalized, so a chunk such as "The monthly rent is
$X" carries which lease it came from. Chunk boundaries are the caller's: the same as the flat
arm's, so the two arms differ only in how the chunk is embedded.

Runs on the model's device (CUDA in half precision when the model was loaded so).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from curation.search.embedding import EmbeddingModel

# Windows per forward pass: 16 windows of 256 tokens are about 4k tokens of activations.
WINDOW_BATCH = 16


def _windows(n_tokens: int, width: int, overlap: int) -> list[tuple[int, int]]:
    """``[start, end)`` token windows covering ``n_tokens``, ``overlap`` tokens shared."""
    if n_tokens == 0:
        return []
    step = max(1, width - overlap)
    out, start = [], 0
    while True:
        end = min(start + width, n_tokens)
        out.append((start, end))
        if end == n_tokens:
            return out
        start += step


def _token_embeddings(model: EmbeddingModel, ids: list[int], overlap: int) -> np.ndarray:
    """Contextual embeddings ``(len(ids), dim)`` of a document's tokens, window by window."""
    import torch

    st = model.model
    transformer = st[0]
    tokenizer = transformer.tokenizer
    width = int(st.max_seq_length) - 2
    windows = _windows(len(ids), width, min(overlap, width // 2))
    dim = transformer.auto_model.config.hidden_size
    sums = np.zeros((len(ids), dim), dtype=np.float64)
    counts = np.zeros(len(ids), dtype=np.int64)
    cls, sep, pad = tokenizer.cls_token_id, tokenizer.sep_token_id, tokenizer.pad_token_id or 0
    for b in range(0, len(windows), WINDOW_BATCH):
        group = windows[b : b + WINDOW_BATCH]
        longest = max(e - s for s, e in group) + 2
        batch = np.full((len(group), longest), pad, dtype=np.int64)
        mask = np.zeros((len(group), longest), dtype=np.int64)
        for row, (s, e) in enumerate(group):
            batch[row, : e - s + 2] = [cls, *ids[s:e], sep]
            mask[row, : e - s + 2] = 1
        with torch.inference_mode():
            out = transformer.auto_model(
                input_ids=torch.from_numpy(batch).to(model.device),
                attention_mask=torch.from_numpy(mask).to(model.device),
            )
        hidden = out.last_hidden_state.float().cpu().numpy()
        for row, (s, e) in enumerate(group):
            sums[s:e] += hidden[row, 1 : e - s + 1]
            counts[s:e] += 1
    return (sums / np.maximum(counts, 1)[:, None]).astype(np.float32)


def late_chunk_vectors(
    model: EmbeddingModel,
    text: str,
    spans: Sequence[tuple[int, int]],
    *,
    overlap: int = 64,
) -> np.ndarray:
    """One L2-normalized vector per ``(start, end)`` character span of ``text``.

    A span no token falls inside (only possible for whitespace) gets the document's mean.
    """
    tokenizer = model.model[0].tokenizer
    encoded = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True, verbose=False)
    ids, offsets = encoded["input_ids"], encoded["offset_mapping"]
    dim = model.dimension
    if not ids:
        return np.zeros((len(spans), dim), dtype=np.float32)
    tokens = _token_embeddings(model, ids, overlap)
    starts = np.array([s for s, _e in offsets])
    ends = np.array([e for _s, e in offsets])
    doc_mean = tokens.mean(axis=0)
    out = np.empty((len(spans), dim), dtype=np.float32)
    for row, (start, end) in enumerate(spans):
        inside = (starts < end) & (ends > start)
        vector = tokens[inside].mean(axis=0) if inside.any() else doc_mean
        out[row] = vector / max(float(np.linalg.norm(vector)), 1e-12)
    return out


def late_chunk_matrix(
    model: EmbeddingModel,
    documents: Sequence[tuple[str, Sequence[tuple[int, int]]]],
    *,
    on_progress=None,
) -> np.ndarray:
    """Rows for every span of every ``(text, spans)`` document, in order."""
    parts = []
    for done, (text, spans) in enumerate(documents, start=1):
        if spans:
            parts.append(late_chunk_vectors(model, text, spans))
        if on_progress:
            on_progress(done, len(documents))
    if not parts:
        return np.zeros((0, model.dimension), dtype=np.float32)
    return np.concatenate(parts).astype(np.float32, copy=False)
