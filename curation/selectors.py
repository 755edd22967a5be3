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
    asst = Message.objects.filter(trace=OuterRef("pk"), role=Message.Role.ASSISTANT)
    return traces.annotate(
        has_rr=Exists(rr),
        rr_no_score=Exists(rr.filter(score__isnull=True)),
        rr_no_text=Exists(rr.filter(text__isnull=True)),
        rr_no_version=Exists(rr.filter(Q(doc_version__isnull=True) | Q(doc_version=""))),
        has_tc=Exists(tc),
        tc_no_args=Exists(tc.filter(args__isnull=True)),
        tc_no_resp=Exists(tc.filter(has_response=False)),
        has_asst=Exists(asst),
        asst_no_rewrite=Exists(asst.filter(rewrite_query__isnull=True)),
    ).values_list(
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
        "has_asst",
        "asst_no_rewrite",
    )


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
        elif not applicable and key in ("retrieval_scores", "tool_args"):
            advice.append(f"{label}: no trace logs it at all (needed for {why})")
    return {"source": src or "(none)", "traces": total, "fields": fields, "advice": advice}


def capture_report(*, source: str | None = None) -> list[dict]:
    """Per source: how many traces carry each field the later stages need.

    Retrieval fields count over traces that retrieved anything, tool fields over traces that
    called a tool, the rest over all traces. A trace carries a field when every row it has of
    that kind carries it. Returns plain dicts (JSON-ready), one per source, sorted by name.
    """
    counts: dict[str, dict[str, list[int]]] = defaultdict(
        lambda: {k: [0, 0] for k in CAPTURE_FIELDS}
    )
    totals: dict[str, int] = defaultdict(int)
    for row in _capture_rows(source).iterator(chunk_size=2000):
        src, pv, model, has_rr, no_score, no_text, no_ver, has_tc, no_args, no_resp = row[:10]
        has_asst, no_rw = row[10:]
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
            ("logged_rewrite", has_asst, not no_rw),
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
