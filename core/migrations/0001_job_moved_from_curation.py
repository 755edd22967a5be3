"""Job moved here from curation, state only: the tables keep their curation_* names and
rows (``db_table``), so an existing database moves forward with nothing copied.
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def move_content_types(apps, schema_editor):
    """Hand the moved models' content types (and so their permissions and admin log) over."""
    ContentType = apps.get_model("contenttypes", "ContentType")
    for model in ['job']:
        if not ContentType.objects.filter(app_label="core", model=model).exists():
            ContentType.objects.filter(app_label="curation", model=model).update(app_label="core")


def move_content_types_back(apps, schema_editor):
    ContentType = apps.get_model("contenttypes", "ContentType")
    for model in ['job']:
        if not ContentType.objects.filter(app_label="curation", model=model).exists():
            ContentType.objects.filter(app_label="core", model=model).update(app_label="curation")


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
        ('contenttypes', '0002_remove_content_type_name'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='Job',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('kind', models.CharField(max_length=50)),
                        ('status', models.CharField(choices=[('queued', 'Queued'), ('running', 'Running'), ('done', 'Done'), ('failed', 'Failed')], default='queued', max_length=10)),
                        ('total', models.PositiveIntegerField(default=0)),
                        ('done', models.PositiveIntegerField(default=0)),
                        ('message', models.TextField(blank=True, default='')),
                        ('params', models.JSONField(blank=True, default=dict)),
                        ('result', models.JSONField(blank=True, default=dict)),
                        ('created_at', models.DateTimeField(auto_now_add=True)),
                        ('updated_at', models.DateTimeField(auto_now=True)),
                        ('created_by', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, to=settings.AUTH_USER_MODEL)),
                    ],
                    options={
                        'db_table': 'curation_job',
                        'ordering': ['-id'],
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(move_content_types, move_content_types_back),
    ]
