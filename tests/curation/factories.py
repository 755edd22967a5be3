"""Builders of plain trace objects in the documented format, for ingestion tests."""

from __future__ import annotations


def trace_obj(trace_id: str = "trc_1", **overrides) -> dict:
    """The example trace from docs/trace-format.md, with ``overrides`` applied."""
    obj = {
        "trace_id": trace_id,
        "source": "support-assistant",
        "captured_at": "2026-03-11T09:42:17Z",
        "environment": {"prompt_version": "sys-2026-03-02", "model": "model-x"},
        "messages": [
            {"role": "user", "content": "Which EU regions support customer-managed keys?"},
            {
                "role": "assistant",
                "content": "Frankfurt and Dublin both do.",
                "rewrite": {
                    "query": "EU regions customer-managed encryption keys",
                    "dropped": False,
                },
                "retrieval": [
                    {
                        "doc_id": "docs/kms/regions",
                        "chunk_id": "docs/kms/regions#0002",
                        "doc_version": "v7",
                        "score": 0.81,
                        "text": "Customer-managed keys are available in eu-central-1 and eu-west-1 ...",
                    }
                ],
                "tool_calls": [
                    {
                        "name": "get_orders",
                        "args": {"account_id": "acct_88421"},
                        "response": {"orders": [{"id": "ORD-77120", "status": "processing"}]},
                    }
                ],
            },
            {"role": "user", "content": "What's the uptime SLA on the second one?"},
        ],
    }
    obj.update(overrides)
    return obj
