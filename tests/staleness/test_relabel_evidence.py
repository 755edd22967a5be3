"""The annotator re-labelling a stale item sees why: the lead's note, the flag and its diff."""

from __future__ import annotations

from django.test import Client

from labelling import services as labelling
from labelling.models import QueueItem
from staleness.models import StaleFlag
from staleness.services import stale_check_run, stale_flags_requeue
from tests.staleness.builders import KMS_EDITED, ingest


def test_the_relabelling_page_shows_the_note_the_stale_flag_and_its_word_diff(
    labelled_set, annotator, lead
):
    ingest({"docs/kms": KMS_EDITED})
    stale_check_run()
    ids = list(StaleFlag.objects.values_list("pk", flat=True))
    stale_flags_requeue(flag_ids=ids, user=lead, reason="SLA figures changed")
    entry = QueueItem.objects.get(round=2)

    held = labelling.assignment_next(queue=entry.queue, user=annotator)
    client = Client()
    client.force_login(annotator)
    html = client.get(f"/labelling/work/{held.pk}/").content.decode()

    assert held.entry_id == entry.pk
    assert "Back for re-labelling (round 2)" in html
    assert "SLA figures changed" in html
    assert "Stale: captured document changed" in html
    assert "<del>99.95%</del>" in html and "<ins>99.99%</ins>" in html
