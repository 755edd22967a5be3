"""PostgreSQL only: a partial GIN index for full-text search over current chunks.

``curation.search`` queries ``to_tsvector('english', text)`` with ``WHERE is_current``; the
expression and predicate here must stay identical for the planner to use the index. On SQLite
the search uses an FTS5 table that ``curation.search`` creates and maintains itself.
"""

from django.db import migrations

INDEX = "curation_chunk_fts_english"


def create_index(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    table = apps.get_model("curation", "Chunk")._meta.db_table
    schema_editor.execute(
        f"CREATE INDEX IF NOT EXISTS {INDEX} ON {table} "
        "USING GIN (to_tsvector('english', text)) WHERE is_current"
    )


def drop_index(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute(f"DROP INDEX IF EXISTS {INDEX}")


class Migration(migrations.Migration):
    dependencies = [("labelling", "0002_labelling"), ("curation", "0001_initial")]
    operations = [migrations.RunPython(create_index, drop_index)]
