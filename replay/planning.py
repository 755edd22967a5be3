"""Planning a replay run before it exists: validate the request, pick the items, and describe the
run (config, config hash, items, index row) as a ``RunPlan``; ``run_create`` stores it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.conf import settings

from core.outbound import check_outbound_url
from curation.errors import CurationError
from curation.models import EvalItem, EvalSet
from curation.models.search import CorpusIndex
from curation.search.indexes import (
    configured_model_id,
    corpus_snapshot,
    index_for,
)
from replay import retrievers, stats
from replay.arms import ArmError, normalize_params
from replay.selectors import eval_set_version

MAX_K = 1000


ITEM_SELECTIONS = ("labelled", "all")
# Bumped when the metric definitions change, so old and new runs never share a config hash.
METRICS_VERSION = 1


@dataclass(frozen=True)
class RunPlan:
    """What a run will be, before it exists: its config, hash and the items it covers."""

    eval_set: EvalSet
    arm: str
    arm_params: dict[str, Any]
    k: int
    model_id: str
    corpus_state: str
    eval_set_version: str
    item_pks: list[int]
    config: dict[str, Any]
    config_hash: str
    index: CorpusIndex | None


def _select_items(eval_set: EvalSet, items: str) -> list[EvalItem]:
    if items not in ITEM_SELECTIONS:
        raise CurationError(f"items: expected one of {', '.join(ITEM_SELECTIONS)}, got {items!r}")
    rows = list(eval_set.items.order_by("position"))
    if items == "labelled":
        rows = [item for item in rows if item.gold or item.unanswerable]
    return rows


def run_plan(
    *,
    eval_set: EvalSet,
    arm: str,
    k: int = 10,
    params: dict[str, Any] | None = None,
    items: str = "labelled",
    retrieval: dict[str, Any] | None = None,
    k_sweep: list[int] | None = None,
) -> RunPlan:
    """Validate a run request and describe the run: config, config hash, items, index row.

    ``items``: ``"labelled"`` (items with gold or marked unanswerable: the ones a number can be
    computed for) or ``"all"``. ``retrieval`` / ``k_sweep``: the retriever arms
    (:mod:`replay.retrievers`). Raises ``CurationError`` naming the bad parameter.
    """
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_K:
        raise CurationError(f"k: must be a whole number from 1 to {MAX_K}, got {k!r}")
    params = dict(params or {})
    if arm == "http" and not params.get("url"):
        params["url"] = settings.ASSAY_CONTEXTUALIZER_URL
    try:
        arm_params = normalize_params(arm, params)
    except ArmError as exc:
        raise CurationError(str(exc)) from exc
    if arm == "http":
        check_outbound_url(arm_params["url"], field="url")
    retrieval_config = retrievers.run_retrieval(arm=arm, k=k, params=retrieval, k_sweep=k_sweep)
    selected = _select_items(eval_set, items)
    if not selected:
        raise CurationError(
            f"eval set {eval_set.name!r} has no {'labelled ' if items == 'labelled' else ''}items "
            "to replay"
        )
    model_id = configured_model_id()
    snapshot = corpus_snapshot()
    index = None
    if arm != "frozen":
        if not snapshot.size:
            raise CurationError("the corpus has no current chunks: ingest a corpus first")
        index = index_for(snapshot, model_id)
    version = eval_set_version(selected)
    config = {
        "eval_set": eval_set.name,
        "eval_set_version": version,
        "items": items,
        "arm": arm,
        "arm_params": arm_params,
        "model": model_id,
        "k": k,
        "corpus_state": snapshot.state,
        "metrics_version": METRICS_VERSION,
    }
    if retrieval_config is not None:
        config["retrieval"] = retrieval_config
    return RunPlan(
        eval_set=eval_set,
        arm=arm,
        arm_params=arm_params,
        k=k,
        model_id=model_id,
        corpus_state=snapshot.state,
        eval_set_version=version,
        item_pks=[item.pk for item in selected],
        config=config,
        config_hash=stats.config_hash(config),
        index=index,
    )
