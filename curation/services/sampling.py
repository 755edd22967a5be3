"""Sampling a draft eval set: the rows the sampler draws from, filters, preview, items.

:func:`curation.services.followups.evalset_sample` creates the set; this module feeds the
stratified sampler (:mod:`curation.followups.sampler`) and builds the items it picked. A
``standalone`` quota draws turns the detector found no pattern in: a control slice.

Filters narrow what can be drawn before the draw, so a shortfall says how many turns were left:
``with_retrieval`` keeps turns whose answering assistant turn recorded retrieval (the frozen
arm and stale checks need it); ``with_reference`` keeps turns the trace answered with a
non-empty assistant message (a reference a lead can label against).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..errors import CurationError
from ..followups.sampler import (
    STANDALONE,
    CandidateRow,
    SampleResult,
    normalize_text,
    sample_by_pattern,
)
from ..models import EvalItem, EvalSet, FollowupCandidate, Message, RetrievalResult

PREVIEW_EXAMPLES = 5  # follow-ups shown per stratum in a preview


@dataclass(frozen=True)
class SampleFilters:
    with_retrieval: bool = False
    with_reference: bool = False

    def as_dict(self) -> dict[str, bool]:
        return {"with_retrieval": self.with_retrieval, "with_reference": self.with_reference}


NO_FILTERS = SampleFilters()


def conversation_template(first_user_turn: str) -> str:
    """The key that groups conversations built from one template: the first user turn,
    normalized, with digits masked (ids and amounts differ between instances of a template)."""
    return "".join("0" if ch.isdigit() else ch for ch in normalize_text(first_user_turn))


def _answered(trace_ids: Iterable[int]) -> tuple[set[int], set[int]]:
    """User message ids whose answering turn recorded retrieval, and those it answered."""
    retrieved = set(
        RetrievalResult.objects.filter(message__trace_id__in=trace_ids).values_list(
            "message_id", flat=True
        )
    )
    with_retrieval: set[int] = set()
    with_reference: set[int] = set()
    current_trace, current_user = None, None
    for mid, tid, role, content in (
        Message.objects.filter(trace_id__in=trace_ids)
        .order_by("trace_id", "position")
        .values_list("id", "trace_id", "role", "content")
        .iterator(chunk_size=5000)
    ):
        if tid != current_trace:
            current_trace, current_user = tid, None
        if role == Message.Role.USER:
            current_user = mid
        elif role == Message.Role.ASSISTANT and current_user is not None:
            if mid in retrieved:
                with_retrieval.add(current_user)
            if content.strip():
                with_reference.add(current_user)
    return with_retrieval, with_reference


def candidate_rows(
    source: str | None, *, standalone: bool = False, filters: SampleFilters = NO_FILTERS
) -> list[CandidateRow]:
    """The sampler's rows: mined candidates (and non-candidates when ``standalone``)."""
    cands = FollowupCandidate.objects.all()
    if not standalone:
        cands = cands.filter(candidate=True)
    if source:
        cands = cands.filter(trace__source=source)
    in_sets = set(EvalItem.objects.exclude(message=None).values_list("message_id", flat=True))
    trace_ids = cands.values("trace_id")
    firsts = dict(
        Message.objects.filter(user_turn=0, trace__in=trace_ids).values_list("trace_id", "content")
    )
    keep: set[int] | None = None
    if filters.with_retrieval or filters.with_reference:
        retrieval, reference = _answered(set(cands.values_list("trace_id", flat=True)))
        keep = retrieval if filters.with_retrieval else reference
        if filters.with_retrieval and filters.with_reference:
            keep = retrieval & reference
    return [
        CandidateRow(
            id=mid,
            pattern=pattern if candidate else None,
            template=conversation_template(firsts.get(tid, "")),
            text=content,
            in_other_set=mid in in_sets,
            antecedent_distance=dist,
        )
        for mid, tid, pattern, candidate, dist, content in cands.values_list(
            "message_id",
            "trace_id",
            "pattern",
            "candidate",
            "antecedent_distance",
            "message__content",
        ).order_by("message_id")
        if keep is None or mid in keep
    ]


def sample_draw(
    *,
    quotas: dict[str, int],
    seed: int,
    source: str | None = None,
    allow_reuse: bool = False,
    filters: SampleFilters = NO_FILTERS,
) -> SampleResult:
    """The seeded draw for ``quotas`` (see :func:`sample_by_pattern`); writes nothing."""
    if not FollowupCandidate.objects.exists():
        raise CurationError("no follow-up candidates yet: run mine_followups first")
    rows = candidate_rows(source, standalone=bool(quotas.get(STANDALONE)), filters=filters)
    try:
        return sample_by_pattern(rows, quotas, seed, allow_reuse=allow_reuse)
    except ValueError as exc:
        raise CurationError(str(exc)) from None


def shortfall_dict(result: SampleResult) -> dict[str, dict[str, int]]:
    return {
        s.pattern: {"quota": s.quota, "available": s.available, "picked": s.picked}
        for s in result.shortfalls
    }


def round_robin(result: SampleResult, quotas: dict[str, int]) -> list[Any]:
    """Picked ids across strata in turn, so a queue worked from the top covers every stratum
    rather than exhausting one pattern first."""
    columns = [result.picked.get(pattern, []) for pattern in quotas]
    return [
        col[i] for i in range(max(map(len, columns), default=0)) for col in columns if i < len(col)
    ]


def evalset_items(eval_set: EvalSet, picked: list[int]) -> list[EvalItem]:
    """Create the set's items for the picked user message ids, in order; returns them."""
    cands = {
        c.message_id: c
        for c in FollowupCandidate.objects.filter(message_id__in=picked).select_related(
            "message", "trace"
        )
    }
    histories: dict[int, list[dict]] = {}
    for tid, role, content, mid in (
        Message.objects.filter(trace_id__in={c.trace_id for c in cands.values()})
        .order_by("trace_id", "position")
        .values_list("trace_id", "role", "content", "id")
    ):
        histories.setdefault(tid, []).append({"id": mid, "role": role, "content": content})
    items = []
    for position, mid in enumerate(picked):
        c = cands[mid]
        history = histories[c.trace_id]
        cut = next(i for i, m in enumerate(history) if m["id"] == mid)
        items.append(
            EvalItem(
                eval_set=eval_set,
                position=position,
                trace_id=c.trace_id,
                message_id=mid,
                source=c.trace.source,
                prefix=[{"role": m["role"], "content": m["content"]} for m in history[:cut]],
                follow_up=c.message.content,
                pattern=c.pattern if c.candidate else None,
                trigger=c.trigger if c.candidate else None,
                trigger_start=c.trigger_start if c.candidate else None,
                trigger_end=c.trigger_end if c.candidate else None,
                antecedent_distance=c.antecedent_distance if c.candidate else None,
                pseudonymized=c.trace.pseudonymized,
            )
        )
    return EvalItem.objects.bulk_create(items)


def evalset_sample_preview(
    *,
    quotas: dict[str, int],
    seed: int,
    source: str | None = None,
    allow_reuse: bool = False,
    filters: SampleFilters = NO_FILTERS,
) -> dict[str, Any]:
    """What the quotas would draw, without creating a set: per stratum the quota, how many were
    picked, a few of their follow-ups, and the shortfalls (JSON-ready)."""
    result = sample_draw(
        quotas=quotas, seed=seed, source=source, allow_reuse=allow_reuse, filters=filters
    )
    texts = dict(Message.objects.filter(pk__in=result.ids).values_list("pk", "content"))
    strata = [
        {
            "pattern": pattern,
            "quota": quota,
            "picked": len(result.picked.get(pattern, [])),
            "examples": [texts[i] for i in result.picked.get(pattern, [])[:PREVIEW_EXAMPLES]],
            "skipped_in_other_set": result.skipped_in_other_set.get(pattern, 0),
            "skipped_near_duplicate": result.skipped_near_duplicate.get(pattern, 0),
        }
        for pattern, quota in quotas.items()
    ]
    return {
        "seed": seed,
        "filters": filters.as_dict(),
        "total": len(result.ids),
        "strata": strata,
        "shortfalls": shortfall_dict(result),
    }
