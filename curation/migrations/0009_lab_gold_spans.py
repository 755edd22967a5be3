"""EvalItem.gold_spans: every gold chunk also as (document version, character span), backfilled
from the existing gold chunk ids (the current chunk with that id; an id that names no current
chunk gets no span and is reported as uncovered at scoring time)."""

from django.db import migrations, models

BATCH = 500


def backfill(apps, schema_editor):
    EvalItem = apps.get_model("curation", "EvalItem")
    Chunk = apps.get_model("curation", "Chunk")
    wanted = set()
    for gold in EvalItem.objects.exclude(gold=[]).values_list("gold", flat=True).iterator():
        wanted.update(gold or [])
    wanted = sorted(wanted)
    spans = {}
    for start in range(0, len(wanted), BATCH):
        rows = Chunk.objects.filter(
            is_current=True, chunk_id__in=wanted[start : start + BATCH]
        ).values_list("chunk_id", "version_id", "version__document__doc_id", "start", "end")
        for cid, vpk, doc_id, s, e in rows:
            spans[cid] = {"chunk_id": cid, "doc_id": doc_id, "version": vpk, "start": s, "end": e}
    changed = []
    for item in EvalItem.objects.exclude(gold=[]).iterator():
        item.gold_spans = [spans[g] for g in item.gold or [] if g in spans]
        changed.append(item)
        if len(changed) >= BATCH:
            EvalItem.objects.bulk_update(changed, ["gold_spans"])
            changed = []
    if changed:
        EvalItem.objects.bulk_update(changed, ["gold_spans"])


class Migration(migrations.Migration):
    dependencies = [("curation", "0008_merge_layout_and_pii")]

    operations = [
        migrations.AddField(
            model_name="evalitem",
            name="gold_spans",
            field=models.JSONField(blank=True, default=list),
        ),
        migrations.RunPython(backfill, migrations.RunPython.noop),
    ]
