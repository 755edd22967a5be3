"""Which part of a labelled PII file a record belongs to: the tune / report halves of template
files (a hash of ``template_id``) and the tune / check parts of scoped exams (a hash of
``scope``). Fixed hashes, so every run and every engineer splits the same way."""

from __future__ import annotations

import hashlib

__all__ = ["scope_part", "split_part"]


def split_part(record: dict) -> str | None:
    """``tune`` or ``report`` for a record with a ``template_id`` (a fixed hash: about 2/3 tune,
    1/3 report, every sentence of one template on the same side); None without one."""
    template = record.get("template_id")
    if template is None:
        return None
    digest = hashlib.sha256(f"assay-pii-split:{template}".encode()).digest()
    return "report" if digest[0] % 3 == 0 else "tune"


def scope_part(record: dict) -> str:
    """``tune`` or ``check`` for a record of a scoped exam: a fixed hash of its ``scope`` (about
    2/3 tune, 1/3 check), so every record of one case lands on the same side."""
    scope = str(record.get("scope", record["id"]))
    digest = hashlib.sha256(f"assay-pii-scope-split:{scope}".encode()).digest()
    return "check" if digest[0] % 3 == 0 else "tune"
