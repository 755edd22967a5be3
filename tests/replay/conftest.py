"""A small replay world: eight one-chunk documents, two traces with rewrites, retrieval and tool
calls, and an eval set whose items cover every arm's cases. The MiniLM model loads once."""

from __future__ import annotations

import pytest

from curation.models import EvalItem, EvalSet, Message
from curation.services.traces import trace_ingest_objects
from tests.curation.search.conftest import (  # noqa: F401 - fixtures used here and by the tests
    DOCS,
    _replay_settings,
    counting_model,
    embedding_model,
    ingest_docs,
)


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


# System runs (issue 14): the reference assistant and a world with ground truth; the browser
# fixtures of the labelling journeys, for the grading journey.
from tests.labelling.test_browser import (  # noqa: E402, F401
    _one_request_at_a_time_on_sqlite,
    browser,
    page,
)
from tests.replay.system_world import assistant, system_world  # noqa: E402, F401
