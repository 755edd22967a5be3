"""Personal corpus sources: documents pseudonymized at ingest like traces.

Account records an assistant retrieves (the household cases) are personal data in the corpus.
Each document is one case; surrogates come from the same key as traces', and a value with no
near-duplicate in its case maps the same in every case (``curation.pii.surrogates``), so the
document and a trace that retrieved it agree on names, emails, ids and phones. Nothing raw is
stored: the content hash is taken over the pseudonymized text, which is deterministic under
the key, so re-ingesting an unchanged document still adds nothing.
"""

from __future__ import annotations

import dataclasses

from django.conf import settings

from ..pii.analyzer import get_analyzer
from ..pii.pseudonymizer import Pseudonymizer
from .pseudonymize import pii_config
from .vocabulary import protection_current


def pseudonymize_documents(records: list) -> list:
    """Copies of ``DocRecord``s with title and text pseudonymized (one case per document).

    The same protection as traces applies (so a document and the trace that retrieved it make
    the same calls), built from the vocabulary of the other, non-personal documents: a personal
    source's own words are never part of it."""
    config = pii_config()
    analyzer = get_analyzer(config)
    protection = protection_current()
    out = []
    for record in records:
        p = Pseudonymizer(
            settings.ASSAY_PSEUDONYM_KEY, analyzer=analyzer, config=config, protection=protection
        )
        title, text = p.pseudonymize_texts([record.title, record.text])
        out.append(dataclasses.replace(record, title=title, text=text))
    return out
