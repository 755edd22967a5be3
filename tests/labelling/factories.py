"""Factories and builders for labelling tests: a small corpus, cases with traces, eval sets."""

from __future__ import annotations

import factory
from django.utils import timezone

from curation.models import (
    Chunk,
    Document,
    DocumentVersion,
    EvalItem,
    EvalSet,
    Message,
    Trace,
)
from labelling.labeldata import LabelData
from tests.curation.cases import case_item, case_trace

CORPUS = {
    "docs/kms/regions": (
        "Customer-managed keys by region",
        [
            "Customer-managed keys are available in eu-central-1 (Frankfurt) and eu-west-1 (Dublin).",
            "The uptime SLA for key operations is 99.95% in eu-central-1 and 99.9% in eu-west-1.",
            "Key rotation happens every 365 days unless you set a shorter rotation period.",
        ],
    ),
    "docs/db/limits": (
        "Database limits",
        [
            "A managed database instance holds at most 64 TB of storage.",
            "Read replicas: up to five per primary instance, in any region.",
        ],
    ),
    "docs/billing/credits": (
        "Service credits",
        [
            "Service credits are claimed within 30 days of the incident through the support portal.",
        ],
    ),
}


class EvalSetFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = EvalSet

    name = factory.Sequence(lambda n: f"set-{n}")
    ground_truth_kind = "rubric"
    labels_per_item = 1
    double_label_share = 0.0


class TraceFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Trace

    trace_id = factory.Sequence(lambda n: f"trc_{n}")
    source = "support-assistant"
    captured_at = factory.LazyFunction(timezone.now)
    content_hash = factory.Sequence(lambda n: f"{n:064d}")
    pseudonymized = True


def make_corpus() -> dict[str, list[str]]:
    """Three documents at version v1; returns doc id -> its chunk ids."""
    out = {}
    for doc_id, (title, texts) in CORPUS.items():
        doc = Document.objects.create(doc_id=doc_id, title=title)
        version = DocumentVersion.objects.create(
            document=doc, version="v1", content_hash="0" * 64, text=" ".join(texts)
        )
        chunks = []
        offset = 0
        for ordinal, text in enumerate(texts, start=1):
            chunks.append(
                Chunk(
                    version=version,
                    chunk_id=f"{doc_id}#{ordinal:04d}",
                    ordinal=ordinal,
                    text=text,
                    start=offset,
                    end=offset + len(text),
                    is_current=True,
                )
            )
            offset += len(text) + 1
        Chunk.objects.bulk_create(chunks)
        doc.current_version = version
        doc.save(update_fields=["current_version"])
        out[doc_id] = [c.chunk_id for c in chunks]
    return out


def new_version(doc_id: str, texts: list[str], version: str = "v2") -> list[str]:
    """Ingest-like: a new current version of ``doc_id`` with ``texts`` as its chunks."""
    doc = Document.objects.get(doc_id=doc_id)
    v = DocumentVersion.objects.create(
        document=doc, version=version, content_hash="1" * 64, text=" ".join(texts)
    )
    Chunk.objects.filter(version__document=doc, is_current=True).update(is_current=False)
    Chunk.objects.bulk_create(
        [
            Chunk(
                version=v,
                chunk_id=f"{doc_id}#{i:04d}",
                ordinal=i,
                text=t,
                start=0,
                end=len(t),
                is_current=True,
            )
            for i, t in enumerate(texts, start=1)
        ]
    )
    doc.current_version = v
    doc.save(update_fields=["current_version"])
    return [f"{doc_id}#{i:04d}" for i in range(1, len(texts) + 1)]


TURNS = (
    "Which EU regions support customer-managed keys?",
    "Frankfurt (eu-central-1) and Dublin (eu-west-1) both do.",
    "What's the uptime SLA on the second one?",
    "The SLA for eu-west-1 is 99.9%.",
)


def make_case_trace(*, retrieval: int = 1, tools: int = 1) -> tuple[Trace, Message]:
    """A three-turn conversation whose last user turn is the follow-up; the production answer to
    it retrieved ``retrieval`` passages and made ``tools`` tool calls (the first answer one each)."""
    return case_trace(
        turns=TURNS,
        trace=TraceFactory(),
        first_retrieval=[
            {
                "doc_id": "docs/kms/regions",
                "chunk_id": "docs/kms/regions#0001",
                "doc_version": "v1",
                "score": 0.83,
                "text": CORPUS["docs/kms/regions"][1][0],
            }
        ],
        first_tools=[
            {
                "name": "get_account",
                "args": {"account_id": "acct_1"},
                "response": {"plan": "business"},
                "has_response": True,
            }
        ],
        retrieval=[
            {
                "doc_id": "docs/kms/regions",
                "chunk_id": "docs/kms/regions#0002",
                "doc_version": "v1",
                "score": 0.9 - r / 100,
                "text": f"passage {r}: " + CORPUS["docs/kms/regions"][1][1],
            }
            for r in range(1, retrieval + 1)
        ],
        tools=[
            {
                "name": "get_sla",
                "args": {"region": "eu-west-1", "n": p},
                "response": {"sla": "99.9%"},
                "has_response": True,
            }
            for p in range(tools)
        ],
    )


def make_item(
    eval_set: EvalSet, position: int, *, with_trace: bool = True, retrieval: int = 1, tools: int = 1
) -> EvalItem:
    trace, follow = (
        make_case_trace(retrieval=retrieval, tools=tools) if with_trace else (None, None)
    )
    follow_up, trigger = TURNS[2], "the second one"
    return case_item(
        eval_set,
        position,
        trace=trace,
        follow=follow,
        turns=TURNS,
        trigger=trigger,
        trigger_start=follow_up.index(trigger),
        trigger_end=follow_up.index(trigger) + len(trigger),
        antecedent_distance=1,
    )


def make_set(
    *,
    items: int = 4,
    kind: str = "rubric",
    labels_per_item: int = 1,
    share: float = 0.0,
    with_trace: bool = True,
    name: str | None = None,
) -> EvalSet:
    eval_set = EvalSetFactory(
        ground_truth_kind=kind,
        labels_per_item=labels_per_item,
        double_label_share=share,
        **({"name": name} if name else {}),
    )
    for position in range(1, items + 1):
        make_item(eval_set, position, with_trace=with_trace)
    return eval_set


def good_data(
    kind: str = "rubric",
    *,
    gold=("docs/kms/regions#0002",),
    pattern: str = "ordinal",
    rule_code: str = "",
    verdict: str = "pass",
) -> LabelData:
    """A complete label for the standard case."""
    if kind == "rubric":
        gt = {"kind": "rubric", "must": ["gives 99.9% for eu-west-1"], "should": ["names Dublin"]}
    elif kind == "reference":
        gt = {"kind": "reference", "answer": "The SLA in eu-west-1 (Dublin) is 99.9%."}
    else:
        gt = {"kind": "pass_fail", "pass": "states 99.9% for eu-west-1", "verdict": verdict}
    return LabelData(reference_type=pattern, gold=list(gold), rule_code=rule_code, ground_truth=gt)
