"""API tokens stored hashed with an expiry, and failed logins; DRF authtoken keys converted.

Every existing ``authtoken_token`` row becomes an ApiToken holding the SHA-256 of the same key
(so clients keep working) with an expiry of ASSAY_TOKEN_DAYS from now, and the plain row is
deleted: no key stays at rest in plain text.
"""

import hashlib
from datetime import timedelta

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models
from django.utils import timezone


def convert_drf_tokens(apps, schema_editor):
    Token = apps.get_model("authtoken", "Token")
    ApiToken = apps.get_model("accounts", "ApiToken")
    expires = timezone.now() + timedelta(days=getattr(settings, "ASSAY_TOKEN_DAYS", 90))
    for old in Token.objects.all():
        ApiToken.objects.create(
            user_id=old.user_id,
            name="converted from DRF authtoken",
            key_hash=hashlib.sha256(old.key.encode()).hexdigest(),
            prefix=old.key[:8],
            expires_at=expires,
        )
    Token.objects.all().delete()


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
        ("authtoken", "0004_alter_tokenproxy_options"),
    ]

    operations = [
        migrations.CreateModel(
            name="ApiToken",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("name", models.CharField(blank=True, max_length=100)),
                ("key_hash", models.CharField(max_length=64, unique=True)),
                ("prefix", models.CharField(max_length=8)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                ("expires_at", models.DateTimeField()),
                ("revoked_at", models.DateTimeField(blank=True, null=True)),
                ("last_used_at", models.DateTimeField(blank=True, null=True)),
                (
                    "created_by",
                    models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="+", to=settings.AUTH_USER_MODEL),
                ),
                (
                    "user",
                    models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="api_tokens", to=settings.AUTH_USER_MODEL),
                ),
            ],
            options={"ordering": ["-created_at", "-id"]},
        ),
        migrations.CreateModel(
            name="LoginFailure",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("username", models.CharField(db_index=True, max_length=150)),
                ("address", models.CharField(db_index=True, max_length=64)),
                ("at", models.DateTimeField(auto_now_add=True, db_index=True)),
            ],
        ),
        migrations.RunPython(convert_drf_tokens, migrations.RunPython.noop),
    ]
