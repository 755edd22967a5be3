"""Builders for staleness, budget and export tests: a corpus ingested through the real service,
cases with recorded retrieval, and labels given through the labelling services."""

from __future__ import annotations

import itertools
from datetime import timedelta

from django.utils import timezone

from core.jsonl import JsonLine
from curation.chunking import ChunkingConfig
from curation.models import (
    Chunk,
    Document,
    EvalItem,
    EvalSet,
)
from curation.services.corpus import corpus_ingest_lines
from labelling import services as labelling
from labelling.labeldata import LabelData
from labelling.models import Heartbeat
from tests.curation.cases import case_item, case_trace

SENTENCES = ChunkingConfig(unit="sentences", size=1, overlap=0)
PAIRS = ChunkingConfig(unit="sentences", size=2, overlap=0)

KMS = (
    "Customer-managed keys are available in Frankfurt and Dublin. "
    "The uptime SLA for key operations is 99.95% in Frankfurt and 99.9% in Dublin. "
    "Keys rotate every 365 days unless you choose a shorter period."
)
KMS_EDITED = (
    "Customer-managed keys are available in Frankfurt and Dublin. "
    "The uptime SLA for key operations is 99.99% in Frankfurt and 99.95% in Dublin. "
    "Keys rotate every 365 days unless you choose a shorter period."
)
DB = "A managed database holds at most 64 TB. Read replicas: up to five per primary."

_seq = itertools.count(1)


def ingest(docs: dict[str, str], *, chunking: ChunkingConfig = SENTENCES):
    """Ingest ``{doc_id: text}`` through the real corpus service; returns its report."""
    lines = [
        JsonLine(n, {"doc_id": d, "title": d.split("/")[-1], "text": t})
        for n, (d, t) in enumerate(docs.items(), start=1)
    ]
    return corpus_ingest_lines(lines=lines, chunking=chunking)


def current_chunk(chunk_id: str) -> Chunk:
    return Chunk.objects.select_related("version").get(chunk_id=chunk_id, is_current=True)


TURNS = (
    "Which regions have customer-managed keys?",
    "Frankfurt and Dublin.",
    "What is the SLA in the second one?",
    "99.9%.",
)


def make_case(
    eval_set: EvalSet,
    position: int,
    *,
    retrieved: list[str],
    gold: list[str] | None = None,
    pattern: str = "ordinal",
) -> EvalItem:
    """An item whose production answer retrieved the current chunks ``retrieved`` (as captured now)."""
    retrieval = []
    for rank, chunk_id in enumerate(retrieved, start=1):
        chunk = current_chunk(chunk_id)
        retrieval.append(
            {
                "doc_id": chunk_id.split("#")[0],
                "chunk_id": chunk_id,
                "doc_version": chunk.version.version,
                "score": 1.0 - rank / 10,
                "text": chunk.text,
            }
        )
    trace, follow = case_trace(
        turns=TURNS,
        retrieval=retrieval,
        tools=[
            {
                "name": "get_sla",
                "args": {"region": "dublin"},
                "response": {"sla": "99.9%"},
                "has_response": True,
            }
        ],
        trace_id=f"trc_stale_{next(_seq)}",
        content_hash=f"{next(_seq):064d}",
        prompt_version="p7",
        model="m1",
        environment={"region": "eu"},
    )
    return case_item(
        eval_set,
        position,
        trace=trace,
        follow=follow,
        turns=TURNS,
        pattern=pattern,
        gold=gold or [],
        source="support",
    )


def label_in_order(
    eval_set: EvalSet,
    user,
    *,
    gold_by_position: dict[int, list[str]],
    rule_code: str = "",
    beats: int = 0,
) -> None:
    """Label the set's open items in position order through the labelling services.

    With ``beats`` > 0 the annotator sends that many heartbeats 15 s apart first, so the label's
    minutes are (beats - 1) / 4.
    """
    queue = labelling.queue_create(eval_set=eval_set)
    for _ in range(len(gold_by_position)):
        assignment = labelling.assignment_next(queue=queue, user=user)
        item = assignment.entry.item
        if beats:
            start = timezone.now() - timedelta(seconds=15 * beats)
            Heartbeat.objects.bulk_create(
                [
                    Heartbeat(
                        item=item,
                        annotator=user,
                        round=assignment.round,
                        at=start + timedelta(seconds=15 * i),
                    )
                    for i in range(beats)
                ]
            )
        data = LabelData(
            reference_type=item.pattern or "ordinal",
            gold=gold_by_position[item.position],
            rule_code=rule_code,
            ground_truth={"kind": "rubric", "must": ["gives the SLA"], "should": []},
        )
        labelling.label_submit(assignment=assignment, user=user, data=data, version=None)


def doc(doc_id: str) -> Document:
    return Document.objects.select_related("current_version").get(doc_id=doc_id)
