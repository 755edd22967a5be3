"""The protected vocabulary: built from the corpus, cached, handed to the pseudonymizer as data.

``vocabulary_refresh`` recomputes the corpus vocabulary (words and capitalised phrases recurring
in ``ASSAY_VOCAB_MIN_DOCS`` or more current, non-personal documents) when the corpus changed
and stores it; corpus ingest calls it after every change. ``protection_current`` builds the
``Protection`` ingest uses from the stored vocabulary, the allow/deny lists (settings and
``VocabularyEntry`` rows) and ``ASSAY_VOCAB_ZIPF``, cached per process until one of them
changes, so an ingest batch costs two small queries, not a corpus scan.
"""

from __future__ import annotations

import hashlib
import re
import threading

from django.conf import settings
from django.db import transaction
from django.db.models import F

from ..errors import CurationError
from ..models import Chunk, DocumentVersion, ProtectedVocabulary, VocabularyEntry, VocabularyKind
from ..pii.vocabulary import Protection, Term, Vocabulary, VocabularyCounts

# Documents read per query while counting (each a few KB of text).
REFRESH_CHUNK = 500


def _current_versions():
    return DocumentVersion.objects.filter(
        document__current_version_id=F("id"), document__personal=False
    )


def _digest(min_docs: int, name_min_docs: int) -> tuple[str, int]:
    hashes = list(
        _current_versions().order_by("document__doc_id").values_list("content_hash", flat=True)
    )
    h = hashlib.sha256(f"min_docs={min_docs} name_min_docs={name_min_docs}\n".encode())
    for value in hashes:
        h.update(value.encode() + b"\n")
    return h.hexdigest(), len(hashes)


@transaction.atomic
def vocabulary_refresh(*, min_docs: int | None = None, force: bool = False) -> ProtectedVocabulary:
    """Rebuild the stored corpus vocabulary if the corpus (or ``min_docs``) changed.

    Reads the title and text of every current version of a non-personal document; returns the
    stored row (the existing one when nothing changed, unless ``force``).
    """
    min_docs = min_docs or settings.ASSAY_VOCAB_MIN_DOCS
    name_min_docs = settings.ASSAY_VOCAB_NAME_MIN_DOCS
    if min_docs < 1 or name_min_docs < 1:
        raise CurationError("ASSAY_VOCAB_MIN_DOCS and ASSAY_VOCAB_NAME_MIN_DOCS must be >= 1")
    digest, n = _digest(min_docs, name_min_docs)
    latest = ProtectedVocabulary.objects.first()
    if latest is not None and latest.corpus_digest == digest and not force:
        return latest
    counts = VocabularyCounts()
    rows = _current_versions().order_by("id").values_list("id", "document__title", "text")
    last = 0
    while True:
        batch = list(rows.filter(id__gt=last)[:REFRESH_CHUNK])
        if not batch:
            break
        for pk, title, text in batch:
            counts.add(f"{title}\n{text}" if title else text)
            last = pk
    vocab = counts.vocabulary(min_docs, name_min_docs)
    ProtectedVocabulary.objects.all().delete()
    return ProtectedVocabulary.objects.create(
        corpus_digest=digest,
        min_docs=min_docs,
        documents=n,
        words=sorted(vocab.words),
        phrases=sorted(vocab.phrases),
        frequent=sorted(vocab.frequent),
    )


@transaction.atomic
def vocabulary_entry_add(
    *, term: str, kind: str, reason: str, user=None, entity_type: str = "PERSON"
) -> VocabularyEntry:
    """Add an allow or deny entry; the reason is required."""
    term = " ".join(term.split())
    if not term:
        raise CurationError("term: must not be empty")
    if kind not in VocabularyKind.values:
        raise CurationError(f"kind: {kind!r} is not one of {', '.join(VocabularyKind.values)}")
    if not reason.strip():
        raise CurationError("reason: say why this term is (not) personal data")
    if not re.fullmatch(r"[A-Z][A-Z0-9_]{1,39}", entity_type):
        raise CurationError(f"entity_type: {entity_type!r} is not an entity type like PERSON")
    if VocabularyEntry.objects.filter(term__iexact=term, kind=kind).exists():
        raise CurationError(f"term: {term!r} is already on the {kind} list")
    return VocabularyEntry.objects.create(
        term=term, kind=kind, reason=reason.strip()[:500], entity_type=entity_type, created_by=user
    )


def vocabulary_entry_delete(*, entry: VocabularyEntry) -> None:
    entry.delete()


def corpus_chunk_texts(texts) -> frozenset[str]:
    """Those of ``texts`` that equal the text of a chunk of a non-personal document.

    Such a retrieved passage is public corpus text: it is stored as the chunk is, so captured
    retrieval, the corpus and stale diffs agree. Any version counts (a trace may have retrieved
    a chunk the corpus has since replaced)."""
    by_stripped: dict[str, set[str]] = {}
    for text in texts:
        by_stripped.setdefault(text.strip(), set()).add(text)  # chunks are stored stripped
    todo = sorted(by_stripped)
    found: set[str] = set()
    for start in range(0, len(todo), REFRESH_CHUNK):
        part = todo[start : start + REFRESH_CHUNK]
        for chunk_text in (
            Chunk.objects.filter(text__in=part, version__document__personal=False)
            .values_list("text", flat=True)
            .distinct()
        ):
            found.update(by_stripped[chunk_text])
    return frozenset(found)


_CACHE: dict[tuple, Protection] = {}
_LOCK = threading.Lock()


def protection_current() -> Protection:
    """The Protection for ingest now (cached until the vocabulary, the lists or settings change).

    Two small queries per call: the stored vocabulary's id and digest, and the list entries
    (a few hundred rows at most)."""
    vocab_key = ProtectedVocabulary.objects.values_list("id", "corpus_digest").first()
    vocab_row = vocab_key[0] if vocab_key else None
    entries = tuple(
        VocabularyEntry.objects.order_by("id").values_list("term", "kind", "entity_type")
    )
    zipf = settings.ASSAY_VOCAB_ZIPF
    key = (
        vocab_key,
        entries,
        zipf,
        tuple(settings.ASSAY_PII_ALLOW),
        tuple(settings.ASSAY_PII_DENY),
    )
    with _LOCK:
        if key in _CACHE:
            return _CACHE[key]
    vocabulary = Vocabulary()
    if vocab_row is not None:
        row = ProtectedVocabulary.objects.get(pk=vocab_row)
        vocabulary = Vocabulary(
            frozenset(row.words), frozenset(row.phrases), frozenset(row.frequent)
        )
    allow = list(settings.ASSAY_PII_ALLOW)
    deny: list[Term] = [Term(t) for t in settings.ASSAY_PII_DENY]
    for term, kind, entity_type in entries:
        if kind == VocabularyKind.ALLOW:
            allow.append(term)
        else:
            deny.append(Term(term, entity_type))
    from ..pii.analyzer import get_analyzer
    from .pseudonymize import pii_config

    protection = Protection(
        vocabulary,
        allow=allow,
        deny=deny,
        zipf_threshold=zipf if zipf > 0 else None,
        dictionary=get_analyzer(pii_config()).common_words,
    )
    with _LOCK:
        _CACHE.clear()
        _CACHE[key] = protection
    return protection
