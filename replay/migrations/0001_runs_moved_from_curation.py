"""Run and RunItem moved here from curation, state only: the tables keep their curation_* names and
rows (``db_table``), so an existing database moves forward with nothing copied.
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def move_content_types(apps, schema_editor):
    """Hand the moved models' content types (and so their permissions and admin log) over."""
    ContentType = apps.get_model("contenttypes", "ContentType")
    for model in ['run', 'runitem']:
        if not ContentType.objects.filter(app_label="replay", model=model).exists():
            ContentType.objects.filter(app_label="curation", model=model).update(app_label="replay")


def move_content_types_back(apps, schema_editor):
    ContentType = apps.get_model("contenttypes", "ContentType")
    for model in ['run', 'runitem']:
        if not ContentType.objects.filter(app_label="curation", model=model).exists():
            ContentType.objects.filter(app_label="replay", model=model).update(app_label="curation")


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
        ('core', '0001_job_moved_from_curation'),
        ('curation', '0005_raw_originals'),
        ('contenttypes', '0002_remove_content_type_name'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='Run',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('arm', models.CharField(choices=[('followup_only', 'follow-up only'), ('concat_history', 'last N turns + follow-up'), ('recorded_rewrite', 'recorded rewrite'), ('gold_rewrite', 'gold rewrite (ceiling)'), ('http', 'HTTP contextualizer'), ('frozen', 'frozen (recorded retrieval)')], max_length=32)),
                        ('arm_params', models.JSONField(blank=True, default=dict)),
                        ('model_id', models.CharField(max_length=200)),
                        ('k', models.PositiveIntegerField()),
                        ('corpus_state', models.CharField(max_length=64)),
                        ('eval_set_version', models.CharField(max_length=64)),
                        ('config', models.JSONField(default=dict)),
                        ('config_hash', models.CharField(db_index=True, max_length=64)),
                        ('item_pks', models.JSONField(default=list)),
                        ('total_items', models.PositiveIntegerField(default=0)),
                        ('batch_size', models.PositiveIntegerField(default=32)),
                        ('status', models.CharField(choices=[('queued', 'Queued'), ('running', 'Running'), ('done', 'Done'), ('failed', 'Failed')], default='queued', max_length=10)),
                        ('message', models.TextField(blank=True, default='')),
                        ('created_at', models.DateTimeField(auto_now_add=True)),
                        ('finished_at', models.DateTimeField(blank=True, null=True)),
                        ('created_by', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                        ('eval_set', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='runs', to='curation.evalset')),
                        ('job', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='core.job')),
                    ],
                    options={
                        'db_table': 'curation_run',
                        'ordering': ['-id'],
                    },
                ),
                migrations.CreateModel(
                    name='RunItem',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('item_key', models.CharField(max_length=300)),
                        ('query', models.TextField(blank=True, default='')),
                        ('ranked', models.JSONField(default=list)),
                        ('gold', models.JSONField(default=list)),
                        ('unanswerable', models.BooleanField(default=False)),
                        ('pattern', models.CharField(blank=True, default='', max_length=32)),
                        ('metrics', models.JSONField(blank=True, null=True)),
                        ('skipped', models.CharField(blank=True, default='', max_length=300)),
                        ('extra', models.JSONField(blank=True, default=dict)),
                        ('created_at', models.DateTimeField(auto_now_add=True)),
                        ('item', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='run_results', to='curation.evalitem')),
                        ('run', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='results', to='replay.run')),
                    ],
                    options={
                        'db_table': 'curation_runitem',
                        'ordering': ['run_id', 'item_id'],
                        'constraints': [models.UniqueConstraint(fields=('run', 'item'), name='runitem_unique_item')],
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(move_content_types, move_content_types_back),
    ]
