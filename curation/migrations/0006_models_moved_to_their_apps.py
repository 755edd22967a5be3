"""Job, Run, RunItem, StaleFlag, StaleCheckRun and EvalSetVersion now belong to core, replay,
staleness and exports. State only: their tables (still named curation_*) and rows stay.
"""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('curation', '0005_raw_originals'),
        ('core', '0001_job_moved_from_curation'),
        ('replay', '0001_runs_moved_from_curation'),
        ('staleness', '0001_flags_moved_from_curation'),
        ('exports', '0001_versions_moved_from_curation'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.RemoveField(
                    model_name='evalsetversion',
                    name='created_by',
                ),
                migrations.RemoveField(
                    model_name='evalsetversion',
                    name='eval_set',
                ),
                migrations.RemoveField(
                    model_name='job',
                    name='created_by',
                ),
                migrations.RemoveField(
                    model_name='run',
                    name='job',
                ),
                migrations.RemoveField(
                    model_name='run',
                    name='created_by',
                ),
                migrations.RemoveField(
                    model_name='run',
                    name='eval_set',
                ),
                migrations.RemoveField(
                    model_name='runitem',
                    name='run',
                ),
                migrations.RemoveField(
                    model_name='runitem',
                    name='item',
                ),
                migrations.DeleteModel(
                    name='StaleCheckRun',
                ),
                migrations.RemoveField(
                    model_name='staleflag',
                    name='acted_by',
                ),
                migrations.RemoveField(
                    model_name='staleflag',
                    name='eval_set',
                ),
                migrations.RemoveField(
                    model_name='staleflag',
                    name='item',
                ),
                migrations.DeleteModel(
                    name='EvalSetVersion',
                ),
                migrations.DeleteModel(
                    name='Job',
                ),
                migrations.DeleteModel(
                    name='Run',
                ),
                migrations.DeleteModel(
                    name='RunItem',
                ),
                migrations.DeleteModel(
                    name='StaleFlag',
                ),
            ],
            database_operations=[],
        ),
    ]
