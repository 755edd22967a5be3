"""Traces mined by hand for sampling tests: known patterns, retrieval and answers."""

from __future__ import annotations

from curation.models import FollowupCandidate, Message
from curation.services.traces import trace_ingest_objects


def _trace(i: int, *, pattern: str | None, retrieval: bool, answered: bool) -> dict:
    answer = {"role": "assistant", "content": "It is 99.95%." if answered else ""}
    if retrieval:
        answer["retrieval"] = [
            {"doc_id": "docs/sla", "chunk_id": "docs/sla#0001", "score": 0.5, "text": "SLA"}
        ]
    return {
        "trace_id": f"t{i}",
        "source": "support",
        "messages": [
            {"role": "user", "content": f"Tell me about plan {i}."},
            {"role": "assistant", "content": "Plan details."},
            {"role": "user", "content": f"What is its uptime, case {i}?"},
            answer,
        ],
        "_pattern": pattern,
    }


def build_mined() -> dict:
    """Six pronoun turns (2 with retrieval, 4 answered) and three standalone turns."""
    specs = [("pronoun", i < 2, i < 4) for i in range(6)] + [(None, True, True)] * 3
    traces = [_trace(i, pattern=p, retrieval=r, answered=a) for i, (p, r, a) in enumerate(specs)]
    patterns = {t["trace_id"]: t.pop("_pattern") for t in traces}
    trace_ingest_objects(objects=traces, transform=None)
    for message in Message.objects.filter(role="user", user_turn=1).select_related("trace"):
        pattern = patterns[message.trace.trace_id]
        FollowupCandidate.objects.create(
            message=message,
            trace=message.trace,
            candidate=pattern is not None,
            pattern=pattern,
            trigger="its" if pattern else None,
            detector_version="test",
        )
    return patterns
