"""All public-docs paragraphs of exam 10, in order: English first, then the other languages."""

from __future__ import annotations

from bench.data.pii_holdout10.docs_en import EN_DOCS
from bench.data.pii_holdout10.docs_intl import INTL_DOCS

DOCS = [("en", length, text) for length, text in EN_DOCS] + [
    (lang, length, text) for lang, rows in INTL_DOCS.items() for length, text in rows
]
ALL_TEXT = "\n".join(text for _, _, text in DOCS)
