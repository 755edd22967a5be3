"""Reactions to corpus changes, kept in one place so ingestion does not know who listens.

Later stages (stale-fixture flags) register here; with nothing registered a change is a no-op.
"""

from __future__ import annotations

from collections.abc import Callable

_document_listeners: list[Callable[[list[str]], None]] = []


def on_documents_changed(listener: Callable[[list[str]], None]) -> Callable[[list[str]], None]:
    _document_listeners.append(listener)
    return listener


def documents_changed(doc_ids: list[str]) -> None:
    for listener in list(_document_listeners):
        listener(doc_ids)
