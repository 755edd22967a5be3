"""Rerankers: re-score a retrieved pool against the query and keep the best ``k``.

Two kinds, named by a spec dict that goes into the run config:

- ``{"kind": "cross_encoder", "path": FOLDER}``: any sentence-transformers ``CrossEncoder``
  folder on disk (loaded once per process, never downloaded: the embedding module sets the
  Hugging Face libraries offline).
- ``{"kind": "http", "url": URL}``: ``POST {"query", "passages": [{"chunk_id", "text"}]}`` and
  read ``{"scores": [...]}`` (one number per passage, in order). The URL must be on the
  outbound allow list (``core.outbound.check_outbound_url``, field ``reranker_url``).

:func:`rerank` returns the pool's ids reordered by score, ties by the original pool order.
"""

from __future__ import annotations

import json
import math
import threading
import urllib.error
import urllib.request
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import curation.search.embedding  # noqa: F401 - sets HF_HUB_OFFLINE before transformers loads
from core.outbound import check_outbound_url

RERANKER_KINDS = ("cross_encoder", "http")
HTTP_TIMEOUT_S = 30.0

_encoders: dict[str, Any] = {}
_lock = threading.Lock()


class RerankError(ValueError):
    """A bad reranker spec, or a reranker that answered something unusable."""


def normalize_reranker(spec: dict[str, Any] | str | None) -> dict[str, Any] | None:
    """Validate a reranker spec (a dict, or a string: an http(s) URL or a folder path)."""
    if spec in (None, "", "none"):
        return None
    if isinstance(spec, str):
        kind = "http" if spec.startswith(("http://", "https://")) else "cross_encoder"
        spec = {"kind": kind, ("url" if kind == "http" else "path"): spec}
    kind = spec.get("kind")
    if kind not in RERANKER_KINDS:
        raise RerankError(f"reranker: kind must be one of {', '.join(RERANKER_KINDS)}")
    if kind == "http":
        url = check_outbound_url(spec.get("url") or "", field="reranker_url")
        return {"kind": "http", "url": url}
    folder = Path(spec.get("path") or "")
    if not str(spec.get("path") or "") or not (folder / "config.json").exists():
        raise RerankError(
            f"reranker: {str(folder)!r} is not a CrossEncoder folder (no config.json there)"
        )
    return {"kind": "cross_encoder", "path": str(folder.resolve())}


def _cross_encoder(path: str):
    with _lock:
        model = _encoders.get(path)
        if model is None:
            from sentence_transformers import CrossEncoder

            model = CrossEncoder(path, device="cpu" if not _cuda() else "cuda")
            _encoders[path] = model
        return model


def _cuda() -> bool:
    import torch

    return torch.cuda.is_available()


def post_json(url: str, payload: dict[str, Any], timeout: float = HTTP_TIMEOUT_S) -> Any:
    """POST ``payload`` as JSON, return the decoded answer; :class:`RerankError` on failure."""
    request = urllib.request.Request(
        url,
        data=json.dumps(payload).encode("utf-8"),
        method="POST",
        headers={"Content-Type": "application/json", "Accept": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
            return json.loads(response.read())
    except urllib.error.HTTPError as exc:
        raise RerankError(f"reranker answered HTTP {exc.code} {exc.reason}") from exc
    except (urllib.error.URLError, TimeoutError, OSError) as exc:
        raise RerankError(f"reranker unreachable at {url}: {getattr(exc, 'reason', exc)}") from exc
    except json.JSONDecodeError as exc:
        raise RerankError(f"reranker answered invalid JSON: {exc.msg}") from exc


def _http_scores(url: str, query: str, pool: Sequence[tuple[str, str]], post) -> list[float]:
    payload = {"query": query, "passages": [{"chunk_id": c, "text": t} for c, t in pool]}
    answer = post(check_outbound_url(url, field="reranker_url"), payload, HTTP_TIMEOUT_S)
    scores = answer.get("scores") if isinstance(answer, dict) else None
    if not isinstance(scores, list) or len(scores) != len(pool):
        raise RerankError(
            f"reranker answer must be {{'scores': [...]}} with {len(pool)} numbers, got "
            f"{json.dumps(answer)[:200]}"
        )
    bad = [
        i
        for i, s in enumerate(scores)
        if isinstance(s, bool) or not isinstance(s, int | float) or not math.isfinite(s)
    ]
    if bad:
        raise RerankError(f"reranker scores must be finite numbers (positions {bad[:5]})")
    return [float(s) for s in scores]


def rerank(
    spec: dict[str, Any],
    query: str,
    pool: Sequence[tuple[str, str]],
    *,
    post: Callable[[str, dict[str, Any], float], Any] = post_json,
) -> list[str]:
    """``pool`` ((chunk id, text), best first) reordered by the reranker's score, best first."""
    if not pool:
        return []
    if spec["kind"] == "http":
        scores = _http_scores(spec["url"], query, pool, post)
    else:
        model = _cross_encoder(spec["path"])
        raw = model.predict([(query, text) for _cid, text in pool], show_progress_bar=False)
        scores = [float(s) for s in raw.reshape(len(pool), -1)[:, -1]]
    order = sorted(range(len(pool)), key=lambda i: (-scores[i], i))
    return [pool[i][0] for i in order]
