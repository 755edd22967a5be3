"""The annotation page's corpus search: which kind ran, and what to tell the annotator about it."""

from __future__ import annotations

import logging
import re
import threading

from django.db import connection

from curation.search.fulltext import semantic_search, semantic_search_available

log = logging.getLogger(__name__)

_WORD = re.compile(r"\w+", re.UNICODE)


def _stem(word: str) -> str:
    # Close enough to the stemmers the full-text indexes use (keys ~ key, rotated ~ rotation).
    return word[: max(4, len(word) - 3)]


def search_fell_back(query: str, hits, stop_words) -> bool:
    """Whether a word search answered with passages matching only some of the words.

    The full-text search first asks for passages holding every word; when none does, it returns
    passages holding any of them. That happened when no hit holds every content word.
    """
    words = [w.lower() for w in _WORD.findall(query or "")]
    terms = [w for w in words if w not in stop_words]
    if len(terms) < 2 or not hits:
        return False
    stems = [_stem(t) for t in terms]
    for hit in hits:
        text = f"{hit.title or ''} {hit.text or ''}".lower()
        if all(s in text for s in stems):
            return False
    return True


_warming = threading.Lock()


def semantic_model_preload() -> bool:
    """Load the meaning model (and the index matrix) in a background thread, once at a time, so
    the first meaning search does not wait for it. Returns whether a load was started."""
    if not semantic_search_available() or not _warming.acquire(blocking=False):
        return False

    def warm() -> None:
        try:
            semantic_search("warm up", limit=1)
        except Exception:  # a failed warm-up only means the first search loads it
            log.exception("preloading the meaning model failed")
        finally:
            connection.close()  # this thread's own database connection
            _warming.release()

    threading.Thread(target=warm, name="assay-semantic-preload", daemon=True).start()
    return True
