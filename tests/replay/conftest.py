"""A small replay world: eight one-chunk documents, two traces with rewrites, retrieval and tool
calls, and an eval set whose items cover every arm's cases. The MiniLM model loads once."""

from __future__ import annotations

import pytest

from core.jsonl import JsonLine
from curation.models import EvalItem, EvalSet, Message
from curation.search.embedding import EmbeddingModel
from curation.services.corpus import CorpusReport, chunking_from_settings, corpus_ingest_lines
from curation.services.traces import trace_ingest_objects

DOCS = {
    "kms/regions": "Customer-managed encryption keys are available in the Frankfurt and Dublin regions.",
    "kms/sla": "The uptime SLA for the Dublin region is 99.95 percent per month.",
    "billing/refunds": "Refunds are issued within 30 days of purchase to the original payment method.",
    "billing/invoices": "Invoices are emailed on the first day of each month.",
    "auth/password": "To reset a password, open Settings and choose Security.",
    "auth/sso": "Single sign-on with SAML is included in the Enterprise plan.",
    "office/lisbon": "Our office in Lisbon is closed on public holidays.",
    "storage/backup": "Backups are kept for 90 days and can be restored from the admin console.",
}


class CountingModel(EmbeddingModel):
    """The real model, counting the texts it is asked to encode."""

    def __init__(self) -> None:
        super().__init__(device="cpu")
        self.encoded: list[str] = []

    def encode(self, texts, *, show_progress=None):
        self.encoded.extend(texts)
        return super().encode(texts, show_progress=show_progress)


@pytest.fixture(scope="session")
def embedding_model() -> EmbeddingModel:
    return EmbeddingModel(device="cpu")


@pytest.fixture
def counting_model(embedding_model) -> CountingModel:
    return CountingModel()


@pytest.fixture(autouse=True)
def _replay_settings(settings, tmp_path):
    settings.VAR_DIR = tmp_path
    settings.ASSAY_PSEUDONYMIZE = False
    settings.ASSAY_EMBEDDING_MODEL = ""


def ingest_docs(docs: dict[str, str]) -> CorpusReport:
    report = corpus_ingest_lines(
        lines=[
            JsonLine(i, {"doc_id": d, "title": d, "text": t})
            for i, (d, t) in enumerate(docs.items(), 1)
        ],
        chunking=chunking_from_settings(no_split=True),
    )
    assert not report.problems
    return report


def _traces() -> list[dict]:
    return [
        {
            "trace_id": "t-sla",
            "messages": [
                {"role": "user", "content": "Which EU regions support customer-managed keys?"},
                {
                    "role": "assistant",
                    "content": "Frankfurt and Dublin both do.",
                    "rewrite": {"query": "EU regions customer-managed keys"},
                    "retrieval": [{"doc_id": "kms/regions", "chunk_id": "kms/regions#0001"}],
                    "tool_calls": [
                        {
                            "name": "get_orders",
                            "args": {"account_id": "acct_1"},
                            "response": {"orders": [{"id": "ORD-7", "status": "processing"}]},
                        }
                    ],
                },
                {"role": "user", "content": "What's the uptime SLA on the second one?"},
                {
                    "role": "assistant",
                    "content": "99.95 percent.",
                    "rewrite": {"query": "uptime SLA Dublin region"},
                    "retrieval": [
                        {"doc_id": "kms/regions", "chunk_id": "kms/regions#0001"},
                        {"doc_id": "kms/sla", "chunk_id": "kms/sla#0001"},
                    ],
                    "tool_calls": [
                        {
                            "name": "get_sla",
                            "args": {"region": "eu-west-1"},
                            "response": {"sla": "99.95"},
                        },
                        {"name": "get_status", "args": {"region": "eu-west-1"}},
                    ],
                },
                {"role": "user", "content": "Thanks. And Frankfurt?"},
                {
                    "role": "assistant",
                    "content": "Also 99.95.",
                    "tool_calls": [
                        {
                            "name": "get_sla",
                            "args": {"region": "eu-central-1"},
                            "response": {"sla": "99.95"},
                        }
                    ],
                },
            ],
        },
        {
            "trace_id": "t-refund",
            "messages": [
                {"role": "user", "content": "Can I get my money back for the annual plan?"},
                {"role": "assistant", "content": "Yes, refunds are possible."},
                {"role": "user", "content": "How long does that take?"},
                {
                    "role": "assistant",
                    "content": "Invoices go out monthly.",
                    "retrieval": [
                        {"doc_id": "billing/invoices", "chunk_id": "billing/invoices#0001"}
                    ],
                },
            ],
        },
    ]


def _message(trace_id: str, position: int) -> Message:
    return Message.objects.get(trace__trace_id=trace_id, position=position)


def build_world() -> dict:
    ingest_docs(DOCS)
    results = trace_ingest_objects(objects=_traces(), transform=None)
    assert all(r.status == "accepted" for r in results), results
    eval_set = EvalSet.objects.create(name="replay-test")
    sla_msg, refund_msg = _message("t-sla", 2), _message("t-refund", 2)
    rows = [
        dict(
            external_id="sla",
            trace=sla_msg.trace,
            message=sla_msg,
            prefix=[
                {"role": "user", "content": "Which EU regions support customer-managed keys?"},
                {"role": "assistant", "content": "Frankfurt and Dublin both do."},
            ],
            follow_up="What's the uptime SLA on the second one?",
            pattern="ordinal",
            gold=["kms/sla#0001"],
            gold_rewrite="uptime SLA of the Dublin region",
        ),
        dict(
            external_id="refund",
            trace=refund_msg.trace,
            message=refund_msg,
            prefix=[
                {"role": "user", "content": "Can I get my money back for the annual plan?"},
                {"role": "assistant", "content": "Yes, refunds are possible."},
            ],
            follow_up="How long does that take?",
            pattern="demonstrative",
            gold=["billing/refunds#0001"],
        ),
        dict(
            external_id="password",
            follow_up="How do I reset my password?",
            gold=["auth/password#0001"],
        ),
        dict(
            external_id="mars",
            follow_up="Do you ship to Mars?",
            unanswerable=True,
            pattern="ellipsis",
        ),
        dict(
            external_id="sso",
            follow_up="Is single sign-on with SAML included?",
            pattern="definite_description",
            gold=["auth/sso#0001"],
            gold_rewrite="single sign-on SAML plan",
        ),
        dict(external_id="unlabelled", follow_up="What about the other one?"),
    ]
    items = [
        EvalItem.objects.create(eval_set=eval_set, position=i, **row)
        for i, row in enumerate(rows, 1)
    ]
    return {"eval_set": eval_set, "items": {item.external_id: item for item in items}}


def delete_world() -> None:
    """Delete what build_world and runs over it committed (module-scoped fixtures)."""
    from core.models import Job
    from curation.models import Document, Trace
    from curation.models.search import CorpusIndex, Embedding
    from replay.models import Run

    for model in (Run, Job, EvalSet, Trace, Document, CorpusIndex, Embedding):
        model.objects.all().delete()


@pytest.fixture
def world(db) -> dict:
    return build_world()
