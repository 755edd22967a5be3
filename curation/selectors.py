"""Reads over traces and the corpus: the capture report and small lookups for pages."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from django.db.models import Exists, OuterRef, Q

from .followups.sampler import partition_report
from .models import FollowupCandidate, Message, RawAccess, RetrievalResult, ToolCall, Trace

# field key -> (label, why a later stage needs it, how to add it)
CAPTURE_FIELDS: dict[str, tuple[str, str]] = {
    "retrieval_scores": ("retrieval scores", "frozen replay and score-drift checks"),
    "retrieved_text": ("retrieved text", "frozen fixtures and doc_changed diffs"),
    "doc_versions": ("doc versions", "staleness flags when documents change"),
    "tool_args": ("tool call args", "cassette replay matching"),
    "tool_responses": ("tool call responses", "cassette replay (recorded answers)"),
    "prompt_version": ("prompt version", "attributing score changes to a prompt"),
    "model": ("model", "attributing score changes to a model"),
    "logged_rewrite": ("logged rewrite", "the recorded_rewrite arm and rewrite diagnosis"),
}
WELL_CAPTURED = 0.95
# Fields counted over a subset of traces, and what it means when that subset is empty.
NOT_APPLICABLE: dict[str, str] = {
    "retrieval_scores": "no trace recorded any retrieval",
    "tool_args": "no trace recorded a tool call",
}


@dataclass
class FieldShare:
    key: str
    label: str
    carried: int
    applicable: int

    @property
    def share(self) -> float:
        return self.carried / self.applicable if self.applicable else 0.0


def _capture_rows(source: str | None):
    """Per trace: (source, prompt_version, model) and, for each kind of row it has, whether it
    has any and whether one of them lacks a field (one query, Exists subqueries)."""
    traces = Trace.objects.all()
    if source:
        traces = traces.filter(source=source)
    rr = RetrievalResult.objects.filter(message__trace=OuterRef("pk"))
    tc = ToolCall.objects.filter(message__trace=OuterRef("pk"))
    return traces.annotate(
        has_rr=Exists(rr),
        rr_no_score=Exists(rr.filter(score__isnull=True)),
        rr_no_text=Exists(rr.filter(text__isnull=True)),
        rr_no_version=Exists(rr.filter(Q(doc_version__isnull=True) | Q(doc_version=""))),
        has_tc=Exists(tc),
        tc_no_args=Exists(tc.filter(args__isnull=True)),
        tc_no_resp=Exists(tc.filter(has_response=False)),
    ).values_list(
        "pk",
        "source",
        "prompt_version",
        "model",
        "has_rr",
        "rr_no_score",
        "rr_no_text",
        "rr_no_version",
        "has_tc",
        "tc_no_args",
        "tc_no_resp",
    )


def _rewrite_logging(source: str | None) -> dict[int, tuple[bool, bool]]:
    """Per trace pk: (applicable, carried) for the logged rewrite.

    A rewrite is logged for a follow-up when an assistant message of the turn answering it
    (between that user turn and the next) logged one; a trace carries the field when every
    answered follow-up has one, whatever the turn answering the first question did (MTRAG
    logs none there). A trace with no answered follow-up counts when any assistant message
    logged a rewrite, and is not applicable when it has no assistant message at all.
    """
    rows = Message.objects.filter(role__in=[Message.Role.USER, Message.Role.ASSISTANT])
    if source:
        rows = rows.filter(trace__source=source)
    turns: dict[int, dict[int, bool]] = defaultdict(dict)  # trace -> user turn -> logged
    current: dict[int, int] = {}
    for trace_id, role, user_turn, rewrite in (
        rows.order_by("trace_id", "position")
        .values_list("trace_id", "role", "user_turn", "rewrite_query")
        .iterator(chunk_size=5000)
    ):
        if role == Message.Role.USER:
            current[trace_id] = user_turn or 0
            continue
        turn = current.get(trace_id, 0)
        turns[trace_id][turn] = turns[trace_id].get(turn, False) or rewrite is not None
    out = {}
    for trace_id, logged_by_turn in turns.items():
        followups = [logged for turn, logged in logged_by_turn.items() if turn >= 1]
        out[trace_id] = (True, all(followups) if followups else any(logged_by_turn.values()))
    return out


def _source_report(src: str, counts: dict[str, list[int]], total: int) -> dict:
    """One source's fields (carried / applicable / share) and what to add to its tracing."""
    fields, advice = [], []
    for key, (label, why) in CAPTURE_FIELDS.items():
        carried, applicable = counts[key]
        share = carried / applicable if applicable else None
        fields.append(
            {
                "field": key,
                "label": label,
                "carried": carried,
                "applicable": applicable,
                "share": share,
            }
        )
        if applicable and share < WELL_CAPTURED:
            advice.append(
                f"{label}: carried by {share:.0%} of traces; log it on every trace (needed for {why})"
            )
        elif not applicable and key in NOT_APPLICABLE:
            # Not "no trace logs it": with nothing to log it on, the field is not applicable.
            advice.append(
                f"{label}: n/a, {NOT_APPLICABLE[key]}; log it once you do (needed for {why})"
            )
    return {"source": src or "(none)", "traces": total, "fields": fields, "advice": advice}


def capture_report(*, source: str | None = None) -> list[dict]:
    """Per source: how many traces carry each field the later stages need.

    Retrieval fields count over traces that retrieved anything, tool fields over traces that
    called a tool, the logged rewrite over traces with an assistant turn (see
    :func:`_rewrite_logging`), the rest over all traces. A trace carries a field when every row
    it has of that kind carries it. Returns plain dicts (JSON-ready), one per source, sorted by name.
    """
    counts: dict[str, dict[str, list[int]]] = defaultdict(
        lambda: {k: [0, 0] for k in CAPTURE_FIELDS}
    )
    totals: dict[str, int] = defaultdict(int)
    rewrites = _rewrite_logging(source)
    for row in _capture_rows(source).iterator(chunk_size=2000):
        pk, src, pv, model, has_rr, no_score, no_text, no_ver, has_tc, no_args, no_resp = row
        has_asst, logged_rewrite = rewrites.get(pk, (False, False))
        c = counts[src]
        totals[src] += 1
        for key, applicable, carried in (
            ("retrieval_scores", has_rr, not no_score),
            ("retrieved_text", has_rr, not no_text),
            ("doc_versions", has_rr, not no_ver),
            ("tool_args", has_tc, not no_args),
            ("tool_responses", has_tc, not no_resp),
            ("prompt_version", True, pv is not None),
            ("model", True, model is not None),
            ("logged_rewrite", has_asst, logged_rewrite),
        ):
            if applicable:
                c[key][1] += 1
                c[key][0] += int(carried)
    return [_source_report(src, counts[src], totals[src]) for src in sorted(counts)]


def followup_partition(*, source: str | None = None) -> dict:
    """The partition of mined non-first user turns: count and share per pattern plus
    non-candidates (shares close at exactly 100.0) and antecedent distances per pattern."""
    rows = FollowupCandidate.objects.all()
    if source:
        rows = rows.filter(trace__source=source)
    report = partition_report(
        {"pattern": p, "antecedent_distance": d}
        for p, d in rows.values_list("pattern", "antecedent_distance").iterator(chunk_size=5000)
    )
    return report.as_dict()


def raw_access_list(*, limit: int = 200) -> list:
    """Audit rows of raw-original reads and refused reads, newest first, with who asked."""
    return list(RawAccess.objects.select_related("user").order_by("-at", "-id")[:limit])
