"""The staleness check on a real corpus: edits, re-chunking, rule changes, idempotence."""

from __future__ import annotations

import pytest

from curation.errors import CurationError
from curation.models import EvalSet
from labelling import services as labelling
from staleness.models import StaleCheckRun, StaleFlag
from staleness.services import stale_check_run, stale_flags_dismiss, stale_flags_requeue
from tests.staleness.builders import KMS, KMS_EDITED, PAIRS, ingest, label_in_order, make_case


def flags(**filters) -> dict[tuple[int, str], StaleFlag]:
    return {
        (f.item.position, f.reason): f
        for f in StaleFlag.objects.filter(**filters).select_related("item")
    }


def test_editing_a_captured_document_flags_the_case_with_the_passage_diff(labelled_set):
    # given a labelled case that captured and chose docs/kms#0002; when the document is edited
    ingest({"docs/kms": KMS_EDITED})
    report = stale_check_run()

    # then the case is flagged for the changed document and the changed gold text, not the other
    found = flags(status="open")
    assert set(found) == {(0, "doc_changed"), (0, "gold_text_changed")}
    assert report.as_dict()["added"] == {
        "doc_changed": 1,
        "gold_unresolved": 0,
        "gold_text_changed": 1,
        "rule_changed": 0,
    }
    doc = found[(0, "doc_changed")].evidence["documents"][0]
    assert (doc["doc_id"], doc["captured_version"], doc["current_version"]) == (
        "docs/kms",
        "v1",
        "v2",
    )
    passage = doc["passages"][0]
    assert passage["chunk_id"] == "docs/kms#0002" and passage["changed"] is True
    assert ["delete", "99.95%"] in passage["diff"] and ["insert", "99.99%"] in passage["diff"]
    assert doc["passages"][1]["changed"] is False  # the first sentence was not edited
    gold = found[(0, "gold_text_changed")].evidence["chunks"][0]
    assert "99.9% in Dublin" in gold["was_text"] and "99.95% in Dublin" in gold["now_text"]


def test_rechunking_leaves_gold_unresolved_and_suggests_the_passage_where_it_now_lives(
    corpus, annotator
):
    eval_set = EvalSet.objects.create(name="rotation")
    make_case(eval_set, 0, retrieved=["docs/kms#0003"])
    make_case(eval_set, 1, retrieved=["docs/kms#0001"])
    label_in_order(
        eval_set, annotator, gold_by_position={0: ["docs/kms#0003"], 1: ["docs/kms#0001"]}
    )

    # when the same text is cut into pairs of sentences: #0001 (sentences 1-2), #0002 (sentence 3)
    ingest({"docs/kms": KMS}, chunking=PAIRS)
    stale_check_run()

    found = flags(status="open")
    # the document's text did not change, so no doc_changed; #0001 now holds two sentences
    assert set(found) == {(0, "gold_unresolved"), (1, "gold_text_changed")}
    assert (
        found[(1, "gold_text_changed")].summary
        == "docs/kms#0001 v1 -> v2 (re-chunked; 53% of words kept)"
    )
    chunk = found[(0, "gold_unresolved")].evidence["chunks"][0]
    assert chunk["chunk_id"] == "docs/kms#0003" and chunk["last_text"].startswith("Keys rotate")
    best = chunk["candidates"][0]
    assert best["chunk_id"] == "docs/kms#0002" and best["dice"] == 1.0


def test_a_second_run_adds_nothing(labelled_set):
    ingest({"docs/kms": KMS_EDITED})
    stale_check_run()
    before = list(StaleFlag.objects.values_list("pk", "status", "fingerprint", "updated_at"))

    again = stale_check_run().as_dict()

    assert again["added"] == dict.fromkeys(again["added"], 0)
    assert again["resolved"] == dict.fromkeys(again["resolved"], 0)
    assert again["open"]["doc_changed"] == 1
    assert (
        list(StaleFlag.objects.values_list("pk", "status", "fingerprint", "updated_at")) == before
    )


def test_flags_resolve_themselves_when_the_document_is_restored(labelled_set):
    ingest({"docs/kms": KMS_EDITED})
    stale_check_run()

    ingest({"docs/kms": KMS})  # v3, the same text as captured
    report = stale_check_run()

    assert report.as_dict()["resolved"]["doc_changed"] == 1
    assert report.as_dict()["resolved"]["gold_text_changed"] == 1
    assert not StaleFlag.objects.filter(status__in=StaleFlag.LIVE).exists()
    assert StaleFlag.objects.filter(status="resolved", closed_at__isnull=False).count() == 2


def test_relabelling_after_the_change_resolves_the_flags(labelled_set, annotator, lead):
    ingest({"docs/kms": KMS_EDITED})
    stale_check_run()
    ids = list(StaleFlag.objects.values_list("pk", flat=True))

    report = stale_flags_requeue(flag_ids=ids, user=lead, reason="SLA figures changed")
    assert (report.items, report.flags, report.without_queue) == (1, 2, [])
    assert set(StaleFlag.objects.values_list("status", flat=True)) == {"requeued"}
    assert stale_check_run().as_dict()["open"]["doc_changed"] == 1  # still live until relabelled

    label_in_order(labelled_set, annotator, gold_by_position={0: ["docs/kms#0002"]})
    resolved = stale_check_run().as_dict()["resolved"]

    assert resolved["doc_changed"] == 1 and resolved["gold_text_changed"] == 1
    assert not StaleFlag.objects.filter(status__in=StaleFlag.LIVE).exists()


def test_a_changed_guide_rule_flags_the_items_it_decided(corpus, annotator, lead):
    rule = labelling.guide_rule_create(
        code="LG-02", title="Ambiguous antecedents", text="Take the most recent entity.", user=lead
    )
    eval_set = EvalSet.objects.create(name="rules")
    make_case(eval_set, 0, retrieved=["docs/kms#0002"])
    label_in_order(eval_set, annotator, gold_by_position={0: ["docs/kms#0002"]}, rule_code="LG-02")

    labelling.guide_rule_update(
        rule=rule,
        title=rule.title,
        text="Take the entity the user last asked about.",
        change_note="clarified",
        user=lead,
    )
    stale_check_run()

    flag = StaleFlag.objects.get(reason="rule_changed")
    assert (flag.evidence["applied_version"], flag.evidence["current_version"]) == (1, 2)
    assert flag.evidence["notes"] == [{"version": 2, "note": "clarified"}]
    assert flag.summary.startswith("LG-02 v1 -> v2")


def test_a_dismissed_cause_stays_dismissed_but_a_new_edit_is_flagged_again(labelled_set, lead):
    ingest({"docs/kms": KMS_EDITED})
    stale_check_run()
    flag = StaleFlag.objects.get(reason="doc_changed")
    with pytest.raises(CurationError, match="say why"):
        stale_flags_dismiss(flag_ids=[flag.pk], user=lead, reason=" ")

    assert stale_flags_dismiss(flag_ids=[flag.pk], user=lead, reason="typo fix elsewhere") == 1
    assert stale_check_run().as_dict()["added"]["doc_changed"] == 0

    ingest({"docs/kms": KMS_EDITED.replace("365 days", "180 days")})
    assert stale_check_run().as_dict()["added"]["doc_changed"] == 1
    assert (
        StaleFlag.objects.filter(
            reason="doc_changed", status="dismissed", note="typo fix elsewhere"
        ).count()
        == 1
    )


def test_ingesting_a_new_version_checks_the_affected_cases(
    labelled_set, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        ingest({"docs/kms": KMS_EDITED})

    run = StaleCheckRun.objects.get(trigger="ingest")
    assert run.scope == {"doc_ids": ["docs/kms"]} and run.items_checked == 1
    assert set(flags()) == {(0, "doc_changed"), (0, "gold_text_changed")}


def test_items_without_a_labelling_queue_are_listed_not_requeued(corpus, lead):
    eval_set = EvalSet.objects.create(name="imported")
    make_case(eval_set, 0, retrieved=["docs/kms#0002"], gold=["docs/kms#0002"])
    ingest({"docs/kms": KMS_EDITED})
    stale_check_run(eval_set=eval_set)
    flag_ids = list(StaleFlag.objects.values_list("pk", flat=True))

    report = stale_flags_requeue(flag_ids=flag_ids, user=lead, reason="check the SLA")

    assert report.items == 0 and len(report.without_queue) == 1
    assert set(StaleFlag.objects.values_list("status", flat=True)) == {"open"}


def test_an_item_still_waiting_for_labels_is_not_sent_round_again(corpus, annotator, lead):
    from labelling.models import QueueItem

    eval_set = EvalSet.objects.create(name="pending")
    item = make_case(eval_set, 0, retrieved=["docs/kms#0002"])
    labelling.queue_create(eval_set=eval_set)
    ingest({"docs/kms": KMS_EDITED})
    stale_check_run()
    flag = StaleFlag.objects.get(item=item)
    assert flag.reason == "doc_changed"  # the captured fixture is stale even before labelling

    report = stale_flags_requeue(flag_ids=[flag.pk], user=lead, reason="mind the new SLA")

    assert (report.items, report.already_open, report.flags) == (0, 1, 1)
    assert QueueItem.objects.get(item=item).round == 1
    label_in_order(eval_set, annotator, gold_by_position={0: ["docs/kms#0002"]})
    assert stale_check_run().as_dict()["resolved"]["doc_changed"] == 1
