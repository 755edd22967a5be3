"""Pseudonymization at ingest: no raw value reaches any table, export or log; cases keep
their structure; originals, when kept, are encrypted and every read is audited."""

from __future__ import annotations

import json
import logging

import pytest
from cryptography.fernet import Fernet
from django.apps import apps
from django.core.management import call_command
from django.db import models

from curation.errors import CurationError
from curation.models import (
    EvalSet,
    Message,
    RawAccess,
    RawOriginal,
    RetrievalResult,
    ToolCall,
    Trace,
)
from curation.services.pseudonymize import raw_original_read
from curation.services.traces import trace_ingest_objects

pytestmark = pytest.mark.django_db

PII = [
    "Julien Moreau",
    "Juliette Moreau",
    "julien.moreau@example.org",
    "acct_88421",
    "acct_88422",
    "ORD-77120",
    "+33 6 12 34 56 78",
    "14 rue des Lilas",
]
WORDS = ["Julien", "Juliette", "Moreau", "Lilas", "88421", "77120"]


def household_case(trace_id: str = "hh1") -> dict:
    return {
        "trace_id": trace_id,
        "source": "support-assistant",
        "messages": [
            {
                "role": "user",
                "content": "Hi, I'm Julien Moreau (julien.moreau@example.org, +33 6 12 34 56 78). "
                "My wife Juliette Moreau and I both live at 14 rue des Lilas, 69003 Lyon.",
            },
            {
                "role": "assistant",
                "content": "Thanks Julien. I see two accounts at 14 rue des Lilas: acct_88421 and acct_88422.",
                "retrieval": [
                    {
                        "doc_id": "kb/accounts",
                        "chunk_id": "kb/accounts#0001",
                        "doc_version": "v1",
                        "score": 0.7,
                        "text": "Order ORD-77120 for account acct_88421 ships from Lyon.",
                    }
                ],
                "tool_calls": [
                    {
                        "name": "get_orders",
                        "args": {"account_id": "acct_88421"},
                        "response": {"orders": [{"id": "ORD-77120", "owner": "Julien Moreau"}]},
                    }
                ],
            },
            {
                "role": "user",
                "content": "Has it shipped to Juliette yet? The tracking page says ORD-77120.",
            },
        ],
    }


def all_stored_text() -> str:
    """Every text-bearing column of every table, as one string."""
    parts = []
    for model in apps.get_models():
        fields = [
            f.attname
            for f in model._meta.concrete_fields
            if isinstance(f, models.CharField | models.TextField | models.JSONField)
        ]
        if not fields:
            continue
        for row in model.objects.values_list(*fields):
            parts.extend(
                json.dumps(v) if not isinstance(v, str) else v for v in row if v is not None
            )
    return "\n".join(parts)


@pytest.fixture
def ingested(settings):
    settings.ASSAY_PSEUDONYMIZE = True
    [result] = trace_ingest_objects(objects=[household_case()])
    assert result.status == "accepted"
    return Trace.objects.get(trace_id="hh1")


def test_no_raw_value_in_any_table_export_or_log(ingested, caplog, tmp_path, lead):
    from curation.services.followups import evalset_sample, followups_mine

    caplog.set_level(logging.DEBUG)
    followups_mine()
    evalset_sample(
        name="pii-set",
        quotas={
            "pronoun": 5,
            "ellipsis": 5,
            "definite_description": 5,
            "demonstrative": 5,
            "ordinal": 5,
        },
        seed=1,
    )
    # a verdict, so the freeze holds the item (unlabelled items are left out of versions)
    EvalSet.objects.get(name="pii-set").items.update(unanswerable=True)
    exports = []
    for fmt in ("jsonl", "cases", "trec"):
        out = tmp_path / f"export.{fmt}"
        call_command("export_evalset", "--set", "pii-set", "--format", fmt, "--output", str(out))
        exports.append(out.read_text())

    haystack = "\n".join([all_stored_text(), *exports, caplog.text])

    leaked = [v for v in PII + WORDS if v in haystack]
    assert leaked == []
    assert ingested.pseudonymized


def test_ids_stay_consistent_across_args_response_and_text(ingested):
    call = ToolCall.objects.get()
    account = call.args["account_id"]
    order = call.response["orders"][0]["id"]
    retrieved = RetrievalResult.objects.get().text
    assistant = Message.objects.get(position=1).content

    assert (
        account.startswith("acct_")
        and len(account) == len("acct_88421")
        and account != "acct_88421"
    )
    assert order.startswith("ORD-") and order != "ORD-77120"
    assert account in retrieved and order in retrieved and account in assistant
    assert order in Message.objects.get(position=2).content


def test_household_structure_survives(ingested):
    from rapidfuzz import fuzz

    first = Message.objects.get(position=0).content
    last = Message.objects.get(position=2).content
    owner = ToolCall.objects.get().response["orders"][0]["owner"]
    him, surname = owner.split()[0], owner.split()[-1]
    # "Has it shipped to Juliette yet?": her surrogate is the word after "shipped to".
    her = last.split("shipped to ", 1)[1].split()[0]

    assert owner in first  # the tool response names the same person the user did
    assert first.count(surname) == 2  # both people keep one shared surrogate surname
    assert her != him and f"{her} {surname}" in first  # same surrogate in every field
    # Julien / Juliette are 0.86 similar; their surrogates stay near-duplicates.
    assert fuzz.ratio(him, her) / 100 >= 0.6


def test_same_trace_again_is_a_duplicate_not_a_conflict(ingested, settings):
    [again] = trace_ingest_objects(objects=[household_case()])

    assert again.status == "duplicate"


def test_kept_originals_are_encrypted_and_reads_are_audited(settings, admin_user, lead):
    settings.ASSAY_PSEUDONYMIZE = True
    settings.ASSAY_KEEP_RAW = True
    settings.ASSAY_RAW_KEY = Fernet.generate_key().decode()
    trace_ingest_objects(objects=[household_case("hh2")])
    trace = Trace.objects.get(trace_id="hh2")
    raw = RawOriginal.objects.get(trace=trace)

    assert b"Moreau" not in bytes(raw.ciphertext)
    with pytest.raises(CurationError, match="only admins"):
        raw_original_read(trace=trace, user=lead)
    original = raw_original_read(trace=trace, user=admin_user, reason="audit request 12")
    assert "Julien Moreau" in original["messages"][0]["content"]
    refused, granted = RawAccess.objects.order_by("id")
    assert (refused.user, refused.outcome, refused.trace_ref) == (lead, "refused", "hh2")
    assert (granted.user, granted.reason, granted.outcome) == (
        admin_user,
        "audit request 12",
        "read",
    )


def test_repseudonymize_fixes_plain_traces(settings, capsys):
    settings.ASSAY_PSEUDONYMIZE = True
    trace_ingest_objects(objects=[household_case("plain")], transform=None)
    assert "Julien Moreau" in Message.objects.get(position=0).content

    call_command("repseudonymize")

    assert "pseudonymized 1 traces; 0 left" in capsys.readouterr().out
    assert not any(v in all_stored_text() for v in PII)
    assert Trace.objects.get().pseudonymized
