"""Flags that higher apps put on items, read by the item browser without importing them.

``staleness`` registers a provider in its ``apps.py`` (the way it connects to curation's
signals), so labelling can filter by "has an open stale flag" while imports still go up the
stack only. A provider takes an eval set id and returns ``{item pk: [short reason, ...]}``.
"""

from __future__ import annotations

from collections.abc import Callable

FlagProvider = Callable[[int], dict[int, list[str]]]
_providers: dict[str, FlagProvider] = {}


def register(name: str, provider: FlagProvider) -> None:
    """Register (or replace) the provider of flags called ``name`` (e.g. ``stale``)."""
    _providers[name] = provider


def flags_for_set(name: str, eval_set_id: int) -> dict[int, list[str]] | None:
    """The flags called ``name`` of the set's items, or None when no app provides them."""
    provider = _providers.get(name)
    return provider(eval_set_id) if provider else None
