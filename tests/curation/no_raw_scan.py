"""The scans of the no-raw-data test: every model's text, JSON and binary columns, the folders,
and every URL pattern rendered (filled in from the journey's world) as a lead and as an annotator.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from django.apps import apps
from django.db import connection, models
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from curation.models import RawOriginal
from exports.formats import FORMATS

# --- the scan ----------------------------------------------------------------------------------
ALLOWED = {(RawOriginal, "ciphertext")}  # the encrypted raw store


TEXT_FIELDS = (models.CharField, models.TextField, models.JSONField, models.BinaryField)


def _as_text(value) -> str:
    if isinstance(value, bytes | memoryview):
        return bytes(value).decode("utf-8", "replace")
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def scan_tables(values) -> list[str]:
    """Every text/JSON/binary column of every model's table; 'table.column: value' per hit."""
    hits = []
    for model in apps.get_models(include_auto_created=True):
        fields = [
            f
            for f in model._meta.concrete_fields
            if isinstance(f, TEXT_FIELDS) and (model, f.name) not in ALLOWED
        ]
        if not fields:
            continue
        for row in model.objects.values_list(*(f.attname for f in fields)):
            for f, value in zip(fields, row, strict=True):
                if value is None:
                    continue
                text = _as_text(value)
                hits += [f"{model._meta.db_table}.{f.column}: {v}" for v in values if v in text]
    return sorted(set(hits))


def unmodelled_tables() -> set[str]:
    """Tables in the database that no model describes (the scan would not see them)."""
    modelled = {m._meta.db_table for m in apps.get_models(include_auto_created=True)}
    ignore = {"django_migrations", "sqlite_sequence"}
    return {
        t
        for t in connection.introspection.table_names()
        if t not in modelled | ignore and not t.startswith(("sqlite_", "curation_chunk_fts"))
    }


def scan_files(folders, values) -> list[str]:
    hits = []
    for folder in folders:
        for path in sorted(Path(folder).rglob("*")):
            if not path.is_file():
                continue
            data = path.read_bytes()
            if path.suffix == ".gz":
                try:
                    data = gzip.decompress(data)
                except (OSError, EOFError):
                    pass
            text = data.decode("utf-8", "replace")
            hits += [f"{path}: {v}" for v in values if v in text]
    return hits


def scan_texts(named: dict[str, str], values) -> list[str]:
    return [f"{name}: {v}" for name, text in named.items() for v in values if v in text]


# --- pages -------------------------------------------------------------------------------------
def url_patterns(resolver=None, ns=None):
    """(name, pattern) of every URL the app serves, Django's admin excepted (superusers only)."""
    for p in (resolver or get_resolver()).url_patterns:
        if isinstance(p, URLResolver):
            if p.namespace == "admin":
                continue
            inner = f"{ns}:{p.namespace}" if ns and p.namespace else (p.namespace or ns)
            yield from url_patterns(p, inner)
        elif isinstance(p, URLPattern) and p.name:
            yield (f"{ns}:{p.name}" if ns else p.name), p


def _fill_ins(world: dict) -> list[tuple[tuple[str, ...], list[dict]]]:
    """(URL name prefixes, the keyword sets to fill them with), first match wins."""
    both_sets = [{"pk": world["set"].pk}, {"pk": world["imported_set"].pk}]
    return [
        (
            (
                "replay:run",
                "api:system-run-detail",
                "api:run-detail",
                "api:run-report",
                "api:run-results",
            ),
            [{"pk": world["run"].pk}],
        ),
        (("api:run-cassette-call",), [{"token": "no-such-token", "pk": world["item"].pk}]),
        (("curation:job", "api:job-detail"), [{"pk": world["job"].pk}]),
        (("labelling:next", "api:queue-"), [{"pk": world["queue"].pk}]),
        (
            (
                "labelling:annotate",
                "labelling:draft",
                "labelling:submit",
                "labelling:skip",
                "labelling:heartbeat",
                "labelling:search-preload",
                "api:assignment-",
            ),
            [{"pk": world["assignment"].pk}],
        ),
        (("labelling:adjudicat", "api:adjudication-"), [{"pk": world["adjudication"].pk}]),
        (
            ("labelling:agreement-items",),
            [{**s, "figure": f} for s in both_sets for f in ("gold", "pattern", "unanswerable")],
        ),
        (
            (
                "labelling:set",
                "labelling:agreement",
                "exports:set",
                "exports:freeze",
                "api:evalset-",
                "api:set-",
                "replay:strata",
                "replay:label_strata",
            ),
            both_sets,
        ),
        (
            (
                "labelling:item",
                "api:item-detail",
                "api:item-case",
                "api:case-tool-call",
                "replay:mark_evidence",
            ),
            [
                {"pk": world["item"].pk, "name": "lookup_account"},
                {"pk": world["imported_item"].pk, "name": "lookup_account"},
            ],
        ),
        (("labelling:rule", "api:guiderule-"), [{"code": world["rule"].code}]),
        (("accounts:user-roles", "api:user-roles"), [{"pk": world["user"].pk}]),
        (("accounts:token-revoke", "api:token-revoke"), [{"pk": world["token"].pk}]),
        (("staleness:flag",), [{"pk": flag.pk} for flag in world["flags"]]),
        (
            ("api:label-detail", "api:label-minutes", "labelling:label"),
            [{"pk": world["label"].pk}],
        ),
        (("curation:vocabulary-",), [{"pk": world["vocabulary_entry"].pk}]),
        (
            ("exports:download",),
            [{**kw, "number": 1, "fmt": fmt} for kw in both_sets for fmt in FORMATS],
        ),
    ]


def page_urls(world: dict) -> tuple[list[str], list[str]]:
    """A URL for every pattern, filled from the objects ``world`` built; and the patterns it
    could not fill (which fail the test)."""
    by_prefix = _fill_ins(world)
    # Query strings a page needs to show its content rather than a form error.
    queries = {"api:evalset-export": [f"?format={fmt}" for fmt in FORMATS]}
    urls, unfilled = [], []
    for name, pattern in url_patterns():
        needs = set(pattern.pattern.regex.groupindex) | set(
            getattr(pattern.pattern, "converters", {})
        )
        variants = (
            [{}]
            if not needs
            else next((kws for prefixes, kws in by_prefix if name.startswith(prefixes)), None)
        )
        if variants is None or not all(needs <= set(kw) for kw in variants):
            unfilled.append(name)
            continue
        for kw in variants:
            url = reverse(name, kwargs={k: kw[k] for k in needs})
            urls += [url + q for q in queries.get(name, [""])]
    return urls, unfilled


def fetch_all(client: Client, urls: list[str], who: str) -> dict[str, str]:
    out = {}
    for url in urls:
        response = client.get(url)
        body = b"".join(response.streaming_content) if response.streaming else response.content
        assert response.status_code < 500, (who, url)
        out[f"{who} GET {url} ({response.status_code})"] = body.decode("utf-8", "replace")
    return out
