"""StaleFlag and StaleCheckRun moved here from curation, state only: the tables keep their curation_* names and
rows (``db_table``), so an existing database moves forward with nothing copied.
"""

import django.db.models.deletion
import django.utils.timezone
from django.conf import settings
from django.db import migrations, models


def move_content_types(apps, schema_editor):
    """Hand the moved models' content types (and so their permissions and admin log) over."""
    ContentType = apps.get_model("contenttypes", "ContentType")
    for model in ['staleflag', 'stalecheckrun']:
        if not ContentType.objects.filter(app_label="staleness", model=model).exists():
            ContentType.objects.filter(app_label="curation", model=model).update(app_label="staleness")


def move_content_types_back(apps, schema_editor):
    ContentType = apps.get_model("contenttypes", "ContentType")
    for model in ['staleflag', 'stalecheckrun']:
        if not ContentType.objects.filter(app_label="curation", model=model).exists():
            ContentType.objects.filter(app_label="staleness", model=model).update(app_label="curation")


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
        ('curation', '0005_raw_originals'),
        ('contenttypes', '0002_remove_content_type_name'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='StaleCheckRun',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('trigger', models.CharField(max_length=16)),
                        ('scope', models.JSONField(blank=True, default=dict)),
                        ('items_checked', models.PositiveIntegerField(default=0)),
                        ('added', models.JSONField(blank=True, default=dict)),
                        ('resolved', models.JSONField(blank=True, default=dict)),
                        ('open', models.JSONField(blank=True, default=dict)),
                        ('started_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('finished_at', models.DateTimeField(blank=True, null=True)),
                    ],
                    options={
                        'db_table': 'curation_stalecheckrun',
                        'ordering': ['-started_at', '-id'],
                    },
                ),
                migrations.CreateModel(
                    name='StaleFlag',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('reason', models.CharField(choices=[('doc_changed', 'captured document changed'), ('gold_unresolved', 'gold chunk id no longer resolves'), ('gold_text_changed', 'gold chunk text changed'), ('rule_changed', 'guide rule has a newer version')], max_length=32)),
                        ('status', models.CharField(choices=[('open', 'Open'), ('requeued', 'sent to re-labelling'), ('resolved', 'Resolved'), ('dismissed', 'Dismissed')], default='open', max_length=16)),
                        ('fingerprint', models.CharField(max_length=64)),
                        ('summary', models.CharField(blank=True, default='', max_length=500)),
                        ('evidence', models.JSONField(blank=True, default=dict)),
                        ('trigger', models.CharField(blank=True, default='', max_length=16)),
                        ('created_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('updated_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('closed_at', models.DateTimeField(blank=True, null=True)),
                        ('acted_at', models.DateTimeField(blank=True, null=True)),
                        ('note', models.TextField(blank=True, default='')),
                        ('acted_by', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                        ('eval_set', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='stale_flags', to='curation.evalset')),
                        ('item', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='stale_flags', to='curation.evalitem')),
                    ],
                    options={
                        'db_table': 'curation_staleflag',
                        'ordering': ['-created_at', '-id'],
                        'indexes': [models.Index(fields=['eval_set', 'status', 'reason'], name='curation_st_eval_se_3ff897_idx'), models.Index(fields=['item', 'reason', 'status'], name='curation_st_item_id_e093aa_idx')],
                        'constraints': [models.UniqueConstraint(condition=models.Q(('status__in', ['open', 'requeued'])), fields=('item', 'reason'), name='staleflag_one_live_per_item_reason')],
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(move_content_types, move_content_types_back),
    ]
