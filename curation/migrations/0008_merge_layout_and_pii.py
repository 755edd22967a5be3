"""Joins the two branches of curation's history: the models moved to their apps (issue 12) and
the pseudonymization work (no raw data, protected vocabulary, personal documents; issue 11).
Neither touches the other's tables, so there is nothing to do but join them."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("curation", "0006_models_moved_to_their_apps"),
        ("curation", "0007_protected_vocabulary_and_personal_documents"),
    ]
    operations = []
