"""Freezing, versioned exports in three formats, and the jsonl round trip through import_evalset."""

from __future__ import annotations

import json

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from curation.models import EvalItem, EvalSet, Trace
from curation.pii.marks import key_id, mark_verifies
from exports.content import content_hash
from exports.errors import ExportError
from exports.models import EvalSetVersion
from exports.services import evalset_freeze
from replay.selectors import eval_set_version
from tests.staleness.builders import KMS_EDITED, ingest, label_in_order


def export(tmp_path, name, fmt, *extra):
    path = tmp_path / f"{name}.{fmt}"
    call_command("export_evalset", "--set", name, "--format", fmt, "--output", str(path), *extra)
    return path.read_text(encoding="utf-8").splitlines()


def test_jsonl_export_reimports_to_an_identical_set(labelled_set, tmp_path):
    lines = export(tmp_path, "support", "jsonl")
    path = tmp_path / "support.jsonl"

    call_command("import_evalset", str(path), "--set", "copy")

    assert export(tmp_path, "copy", "jsonl") == lines
    original = EvalItem.objects.filter(eval_set=labelled_set).order_by("position")
    copy = EvalItem.objects.filter(eval_set__name="copy").order_by("position")
    assert eval_set_version(copy) == eval_set_version(original)  # replay sees the same set
    first = json.loads(lines[0])
    assert set(first) == {
        "id",
        "prefix",
        "follow_up",
        "gold",
        "reference_type",
        "gold_rewrite",
        "source",
        "unanswerable",
        "pattern",
    }
    assert first["gold"] == ["docs/kms#0002"] and first["reference_type"] == "ordinal"


def test_freezing_is_idempotent_and_versions_are_immutable(labelled_set, lead):
    first, created = evalset_freeze(eval_set=labelled_set, user=lead)
    again, created_again = evalset_freeze(eval_set=labelled_set, user=lead)

    assert (created, created_again, again.pk, first.number) == (True, False, first.pk, 1)
    assert first.content_hash == content_hash(first.content) and len(first.content_hash) == 64
    assert EvalSet.objects.get(pk=labelled_set.pk).status == "frozen"
    first.note = "changed"
    with pytest.raises(ValueError, match="frozen and cannot be changed"):
        first.save()


def test_relabelling_makes_a_new_version_and_old_versions_still_export(
    labelled_set, annotator, lead, tmp_path
):
    v1, _ = evalset_freeze(eval_set=labelled_set)
    ingest({"docs/kms": KMS_EDITED})
    item = EvalItem.objects.get(eval_set=labelled_set, position=0)
    from labelling.services import queue_requeue

    queue_requeue(item_ids=[item.pk], reason="SLA changed", user=lead)
    label_in_order(
        labelled_set, annotator, gold_by_position={0: ["docs/kms#0001", "docs/kms#0002"]}
    )
    v2, created = evalset_freeze(eval_set=labelled_set)

    assert created and v2.number == 2 and v2.content_hash != v1.content_hash
    old = [json.loads(line) for line in export(tmp_path, "support", "jsonl", "--version", "1")]
    new = [json.loads(line) for line in export(tmp_path, "support", "jsonl", "--version", "2")]
    assert old[0]["gold"] == ["docs/kms#0002"]
    assert new[0]["gold"] == ["docs/kms#0001", "docs/kms#0002"]


def test_cases_export_carries_fixtures_truth_and_labelling(labelled_set, tmp_path):
    cases = [json.loads(line) for line in export(tmp_path, "support", "cases")]
    version = EvalSetVersion.objects.get(eval_set=labelled_set)

    case = cases[0]
    assert case["eval_set"] == {
        "name": "support",
        "version": 1,
        "content_hash": version.content_hash,
    }
    assert case["slice"] == "ordinal" and case["source_trace_id"].startswith("trc_stale_")
    assert [m["role"] for m in case["messages"]] == ["user", "assistant", "user"]
    assert [r["chunk_id"] for r in case["fixtures"]["retrieval"]] == [
        "docs/kms#0002",
        "docs/kms#0001",
    ]
    assert case["fixtures"]["tools"] == [
        {
            "name": "get_sla",
            "args": {"region": "dublin"},
            "response": {"sla": "99.9%"},
            "has_response": True,
            "turn": "answer",
        }
    ]
    assert case["environment"] == {"region": "eu", "prompt_version": "p7", "model": "m1"}
    assert case["ground_truth"] == {"kind": "rubric", "must": ["gives the SLA"], "should": []}
    assert case["labelling"] == {
        "labelled_by": ["alice"],
        "minutes": 4.0,
        "ambiguity": None,
        "rule_applied": None,
    }
    # marked as pseudonymized by this deployment's key (curation.pii.marks)
    assert case["pseudonymized"]["key_id"] == key_id(settings.ASSAY_PSEUDONYM_KEY)
    assert mark_verifies(settings.ASSAY_PSEUDONYM_KEY, case)


def test_trec_export_is_qrels_of_the_gold_chunks(labelled_set, tmp_path):
    ids = list(EvalItem.objects.filter(eval_set=labelled_set).order_by("position"))
    assert export(tmp_path, "support", "trec") == [
        f"{ids[0].item_id} 0 docs/kms#0002 1",
        f"{ids[1].item_id} 0 docs/db#0001 1",
        f"{ids[2].item_id} 0 docs/db#0002 1",
        f"{ids[2].item_id} 0 docs/db#0001 1",
    ]


def test_text_that_was_never_pseudonymized_is_not_exported(labelled_set):
    Trace.objects.filter(eval_items__eval_set=labelled_set).update(pseudonymized=False)
    with pytest.raises(ExportError, match="pseudonymized text only"):
        evalset_freeze(eval_set=labelled_set)


def test_unknown_version_is_a_clear_error(labelled_set, tmp_path):
    evalset_freeze(eval_set=labelled_set)
    with pytest.raises(CommandError, match=r"no version 7 \(versions: v1\)"):
        export(tmp_path, "support", "jsonl", "--version", "7")
