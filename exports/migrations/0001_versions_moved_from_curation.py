"""EvalSetVersion moved here from curation, state only: the tables keep their curation_* names and
rows (``db_table``), so an existing database moves forward with nothing copied.
"""

import django.db.models.deletion
import django.utils.timezone
from django.conf import settings
from django.db import migrations, models


def move_content_types(apps, schema_editor):
    """Hand the moved models' content types (and so their permissions and admin log) over."""
    ContentType = apps.get_model("contenttypes", "ContentType")
    for model in ['evalsetversion']:
        if not ContentType.objects.filter(app_label="exports", model=model).exists():
            ContentType.objects.filter(app_label="curation", model=model).update(app_label="exports")


def move_content_types_back(apps, schema_editor):
    ContentType = apps.get_model("contenttypes", "ContentType")
    for model in ['evalsetversion']:
        if not ContentType.objects.filter(app_label="curation", model=model).exists():
            ContentType.objects.filter(app_label="exports", model=model).update(app_label="curation")


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
                    name='EvalSetVersion',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('number', models.PositiveIntegerField()),
                        ('content_hash', models.CharField(max_length=64)),
                        ('content', models.JSONField()),
                        ('replay_hashes', models.JSONField(blank=True, default=dict)),
                        ('n_items', models.PositiveIntegerField()),
                        ('note', models.TextField(blank=True, default='')),
                        ('created_at', models.DateTimeField(default=django.utils.timezone.now)),
                        ('created_by', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                        ('eval_set', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='versions', to='curation.evalset')),
                    ],
                    options={
                        'db_table': 'curation_evalsetversion',
                        'ordering': ['eval_set_id', '-number'],
                        'constraints': [models.UniqueConstraint(fields=('eval_set', 'number'), name='evalsetversion_unique_number')],
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(move_content_types, move_content_types_back),
    ]
