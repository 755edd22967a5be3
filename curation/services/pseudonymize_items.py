"""Pseudonymization beyond ingest: imported eval items, and what older versions stored raw.

- ``pseudonymize_import_records``: ``import_evalset`` runs every item through it before storing.
  One item is one case (one ``Pseudonymizer``): its prefix messages, follow-up and gold rewrite
  share a surrogate table, so a name in the prefix and the rewrite maps to the same surrogate.
  The other fields are identifiers and labels (item id, gold chunk ids, reference type, source,
  pattern) and are stored as given.
- ``evalitem_repseudonymize``: the same, in place, for an item imported before import
  pseudonymized (``pseudonymized=False``, no trace).
- ``trace_environment_repseudonymize``: the environment values of a trace pseudonymized before
  environments were (``environment_raw=True``). Its messages are already pseudonymized and the
  original is gone, so the environment gets its own surrogate table: a name in it maps through
  the same key, but is not guaranteed the surrogate the messages got.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from django.conf import settings
from django.db import transaction

from ..models import EvalItem, Trace
from ..pii.analyzer import get_analyzer
from ..pii.pseudonymizer import Pseudonymizer
from .pseudonymize import CachingAnalyzer, environment_merge, environment_private, pii_config


def _item_payload(prefix: list[dict], follow_up: str, gold_rewrite: str | None) -> list:
    return [[m["content"] for m in prefix], follow_up, gold_rewrite]


def _pseudonymize_items(payloads: Sequence[list]) -> list[list]:
    """Each payload through its own Pseudonymizer; distinct texts analyzed once, together."""
    config = pii_config()
    analyzer = CachingAnalyzer(get_analyzer(config))
    analyzer.warm(
        text
        for contents, follow_up, rewrite in payloads
        for text in (*contents, follow_up, rewrite)
        if text
    )
    return [
        Pseudonymizer(
            settings.ASSAY_PSEUDONYM_KEY, analyzer=analyzer, config=config
        ).pseudonymize_json(payload)
        for payload in payloads
    ]


def pseudonymize_import_records(records: Sequence) -> list:
    """Copies of ``ImportRecord``s with prefix contents, follow-up and gold rewrite
    pseudonymized, each record as its own case (see the module docstring)."""
    payloads = [_item_payload(r.prefix, r.follow_up, r.gold_rewrite) for r in records]
    out = []
    for record, (contents, follow_up, rewrite) in zip(
        records, _pseudonymize_items(payloads), strict=True
    ):
        prefix = [{**m, "content": c} for m, c in zip(record.prefix, contents, strict=True)]
        out.append(
            dataclasses.replace(record, prefix=prefix, follow_up=follow_up, gold_rewrite=rewrite)
        )
    return out


@transaction.atomic
def evalitem_repseudonymize(*, item: EvalItem) -> None:
    """Pseudonymize, in place, an imported item stored as given; marks it pseudonymized."""
    prefix = list(item.prefix or [])
    [(contents, follow_up, rewrite)] = _pseudonymize_items(
        [_item_payload(prefix, item.follow_up, item.gold_rewrite)]
    )
    item.prefix = [{**m, "content": c} for m, c in zip(prefix, contents, strict=True)]
    item.follow_up = follow_up
    item.gold_rewrite = rewrite
    item.pseudonymized = True
    item.save(update_fields=["prefix", "follow_up", "gold_rewrite", "pseudonymized"])


@transaction.atomic
def trace_environment_repseudonymize(*, trace: Trace) -> None:
    """Pseudonymize, in place, the environment of a trace whose texts already are."""
    private = environment_private(trace.environment)
    if private:
        pseudo = Pseudonymizer(
            settings.ASSAY_PSEUDONYM_KEY, analyzer=get_analyzer(pii_config()), config=pii_config()
        ).pseudonymize_json(private)
        trace.environment = environment_merge(trace.environment, pseudo)
    trace.environment_raw = False
    trace.save(update_fields=["environment", "environment_raw"])
