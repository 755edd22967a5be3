"""Full-text search over the current corpus chunks, for annotators looking for gold passages.

PostgreSQL: ``to_tsvector('english', text)`` matched with ``websearch_to_tsquery`` (quotes, OR
and -exclusions work as on a web search box), ranked by ``ts_rank_cd``, highlighted by
``ts_headline``. A partial GIN expression index over current chunks (created by the labelling
migration ``0003_chunk_fulltext_index``) keeps it fast; PostgreSQL maintains it itself.

SQLite: an FTS5 table (``assay_chunk_fts``, porter stemming, rowid = chunk pk) over the current
chunks, ranked by BM25, highlighted by ``snippet()``/``highlight()``. This module creates and
maintains it: ``corpus_search_index_refresh()`` brings it up to date (call it after corpus
ingestion) and every search calls it first, which costs one aggregate query when nothing
changed.

Both: every word must match (English stop words dropped on SQLite, as PostgreSQL drops them);
when nothing matches all words, chunks matching any word are returned, ranked. A query that is
exactly a chunk id returns that chunk; exactly a document id, that document's chunks in order.

Semantic search (``semantic_search``) gives the same hits from ``curation.search.semantic``, and
is offered only once the current corpus has an index for the configured model (checked at most
every SEMANTIC_CHECK_SECONDS per process).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass

from django.db import connection, transaction
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from curation.models import Chunk
from curation.search import semantic

FTS_TABLE = "assay_chunk_fts"
FTS_STATE_TABLE = "assay_chunk_fts_state"
DEFAULT_LIMIT = 20
MAX_QUERY_CHARS = 500
_START, _STOP = "\x02", "\x03"
_WORD = re.compile(r"\w+", re.UNICODE)
_CHUNK_ID = re.compile(r"^\S+#\d+$")
# English stop words, dropped from SQLite queries (PostgreSQL's english config drops its own).
STOP_WORDS = frozenset(
    """a an and are as at be but by can do does for from has have how i if in into is it its
    me my of on or our so that the their them then there these they this to was we what when
    where which who why will with would you your""".split()
)


@dataclass(frozen=True)
class SearchHit:
    """One matching chunk: where it lives, and its text with the matches marked.

    ``snippet`` and ``highlighted`` are safe HTML: the chunk text escaped, with ``<mark>``
    around matching words (a short excerpt, and the whole chunk).
    """

    chunk_id: str
    doc_id: str
    title: str
    version: str
    text: str
    snippet: SafeString
    highlighted: SafeString
    score: float


def _marked(text: str) -> SafeString:
    return mark_safe(escape(text).replace(_START, "<mark>").replace(_STOP, "</mark>"))  # noqa: S308


def _hits(rows: list[tuple[int, float, str, str]]) -> list[SearchHit]:
    """Turn ``(chunk pk, score, snippet, highlighted)`` rows into hits, in row order."""
    if not rows:
        return []
    chunks = {
        c.pk: c
        for c in Chunk.objects.filter(pk__in=[r[0] for r in rows]).select_related(
            "version__document"
        )
    }
    out = []
    for pk, score, snippet, highlighted in rows:
        chunk = chunks.get(pk)
        if chunk is None:  # removed between the two queries
            continue
        document = chunk.version.document
        out.append(
            SearchHit(
                chunk_id=chunk.chunk_id,
                doc_id=document.doc_id,
                title=document.title or document.doc_id,
                version=chunk.version.version,
                text=chunk.text,
                snippet=_marked(snippet),
                highlighted=_marked(highlighted),
                score=float(score),
            )
        )
    return out


def _mark_terms(text: str, terms: list[str]) -> str:
    """Wrap words of ``text`` that start with one of ``terms`` in the highlight markers."""
    if not terms:
        return text
    pattern = re.compile(r"\b(" + "|".join(re.escape(t) for t in terms) + r")\w*", re.IGNORECASE)
    return pattern.sub(lambda m: f"{_START}{m.group(0)}{_STOP}", text)


def _direct(query: str, limit: int) -> list[SearchHit] | None:
    """Hits for a query that is exactly a chunk id or a document id, else ``None``."""
    if _CHUNK_ID.match(query):
        rows = Chunk.objects.filter(chunk_id=query, is_current=True).values_list("pk", "text")[:1]
    elif "/" in query and " " not in query:
        rows = (
            Chunk.objects.filter(version__document__doc_id=query, is_current=True)
            .order_by("ordinal")
            .values_list("pk", "text")[:limit]
        )
    else:
        return None
    rows = list(rows)
    if not rows:
        return None
    return _hits([(pk, 1.0, text[:300], text) for pk, text in rows])


# --- SQLite FTS5 -------------------------------------------------------------------------------


def _sqlite_fingerprint(cursor) -> str:
    table = Chunk._meta.db_table
    cursor.execute(
        f"SELECT count(*), coalesce(max(id), 0), total(id) FROM {table} WHERE is_current = 1"
    )
    return ":".join(str(v) for v in cursor.fetchone())


def _sqlite_ensure(cursor) -> None:
    cursor.execute(
        f"CREATE VIRTUAL TABLE IF NOT EXISTS {FTS_TABLE} USING fts5(text, tokenize='porter unicode61')"
    )
    cursor.execute(
        f"CREATE TABLE IF NOT EXISTS {FTS_STATE_TABLE} (id INTEGER PRIMARY KEY CHECK (id = 1), "
        "fingerprint TEXT NOT NULL)"
    )


def corpus_search_index_refresh() -> int:
    """Bring the search index up to date with the current chunks; returns rows changed.

    On SQLite it creates the FTS5 table if needed, removes chunks that are no longer current and
    adds new current ones (nothing to do, one aggregate query). On PostgreSQL the GIN index is
    maintained by the database and this returns 0.
    """
    if connection.vendor != "sqlite":
        return 0
    table = Chunk._meta.db_table
    # Read-only check first: a write transaction (BEGIN IMMEDIATE here) on every search would
    # queue searches behind ingestion and each other.
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM sqlite_master WHERE name IN (%s, %s)",
            [FTS_TABLE, FTS_STATE_TABLE],
        )
        if cursor.fetchone()[0] == 2:
            cursor.execute(f"SELECT fingerprint FROM {FTS_STATE_TABLE} WHERE id = 1")
            row = cursor.fetchone()
            if row is not None and row[0] == _sqlite_fingerprint(cursor):
                return 0
    with transaction.atomic(), connection.cursor() as cursor:
        _sqlite_ensure(cursor)
        fingerprint = _sqlite_fingerprint(cursor)
        cursor.execute(f"SELECT fingerprint FROM {FTS_STATE_TABLE} WHERE id = 1")
        row = cursor.fetchone()
        if row is not None and row[0] == fingerprint:
            return 0
        cursor.execute(
            f"DELETE FROM {FTS_TABLE} WHERE rowid NOT IN (SELECT id FROM {table} WHERE is_current = 1)"
        )
        changed = cursor.rowcount
        cursor.execute(
            f"INSERT INTO {FTS_TABLE}(rowid, text) SELECT id, text FROM {table} "
            f"WHERE is_current = 1 AND id NOT IN (SELECT rowid FROM {FTS_TABLE})"
        )
        changed += cursor.rowcount
        cursor.execute(
            f"INSERT INTO {FTS_STATE_TABLE}(id, fingerprint) VALUES (1, %s) "
            "ON CONFLICT(id) DO UPDATE SET fingerprint = excluded.fingerprint",
            [fingerprint],
        )
    return changed


def _fts5_query(terms: list[str], *, any_term: bool) -> str:
    quoted = [f'"{t}"' for t in terms]
    quoted[-1] += "*"  # the last word may still be being typed
    return (" OR " if any_term else " ").join(quoted)


def _sqlite_search(query: str, limit: int) -> list[SearchHit]:
    words = [w.lower() for w in _WORD.findall(query)]
    terms = [w for w in words if w not in STOP_WORDS] or words
    if not terms:
        return []
    corpus_search_index_refresh()
    sql = (
        f"SELECT rowid, -bm25({FTS_TABLE}), snippet({FTS_TABLE}, 0, char(2), char(3), ' … ', 24), "
        f"highlight({FTS_TABLE}, 0, char(2), char(3)) FROM {FTS_TABLE} "
        f"WHERE {FTS_TABLE} MATCH %s ORDER BY bm25({FTS_TABLE}), rowid LIMIT %s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [_fts5_query(terms, any_term=False), limit])
        rows = cursor.fetchall()
        if not rows and len(terms) > 1:
            cursor.execute(sql, [_fts5_query(terms, any_term=True), limit])
            rows = cursor.fetchall()
    return _hits(rows)


# --- PostgreSQL full-text search ---------------------------------------------------------------

_PG_HEADLINE_SNIPPET = f'StartSel={_START}, StopSel={_STOP}, MaxFragments=2, MinWords=8, MaxWords=30, FragmentDelimiter=" … "'
_PG_HEADLINE_ALL = f"StartSel={_START}, StopSel={_STOP}, HighlightAll=true"


def _pg_search(query: str, limit: int) -> list[SearchHit]:
    table = Chunk._meta.db_table
    # The tsvector expression must read exactly as in the index for the planner to use it.
    sql = f"""
        SELECT hit.id, hit.rank,
               ts_headline('english', c.text, hit.q, %s),
               ts_headline('english', c.text, hit.q, %s)
        FROM (
            SELECT c.id, q.q, ts_rank_cd(to_tsvector('english', c.text), q.q) AS rank
            FROM {table} c, (SELECT {{tsquery}} AS q) q
            WHERE c.is_current AND to_tsvector('english', c.text) @@ q.q
            ORDER BY rank DESC, c.id
            LIMIT %s
        ) hit JOIN {table} c ON c.id = hit.id
        ORDER BY hit.rank DESC, hit.id
    """
    params = [_PG_HEADLINE_SNIPPET, _PG_HEADLINE_ALL, query, limit]
    with connection.cursor() as cursor:
        cursor.execute(sql.format(tsquery="websearch_to_tsquery('english', %s)"), params)
        rows = cursor.fetchall()
        if not rows and len(_WORD.findall(query)) > 1:
            any_word = "replace(plainto_tsquery('english', %s)::text, ' & ', ' | ')::tsquery"
            cursor.execute(sql.format(tsquery=any_word), params)
            rows = cursor.fetchall()
    return _hits(rows)


def corpus_search(query: str, *, limit: int = DEFAULT_LIMIT) -> list[SearchHit]:
    """Current chunks matching ``query``, best first, at most ``limit``.

    See the module docstring for the matching rules on each database. An empty query returns
    nothing; a query longer than MAX_QUERY_CHARS is cut there.
    """
    query = (query or "").strip()[:MAX_QUERY_CHARS]
    if not query:
        return []
    direct = _direct(query, limit)
    if direct is not None:
        return direct
    if connection.vendor == "postgresql":
        return _pg_search(query, limit)
    return _sqlite_search(query, limit)


# --- Semantic search --------------------------------------------------------------------------


# Whether semantic search can run, per process: the check reads the corpus state (a query over
# every current chunk), too costly for every annotation page; an index built meanwhile shows up
# within this many seconds.
SEMANTIC_CHECK_SECONDS = 300.0
_semantic_checked: tuple[float, bool] | None = None


def semantic_search_available(*, refresh: bool = False) -> bool:
    """Whether semantic search can run: the current corpus has an index for the configured model.

    The answer is cached per process for SEMANTIC_CHECK_SECONDS (``refresh=True`` re-checks).
    """
    global _semantic_checked
    now = time.monotonic()
    if (
        not refresh
        and _semantic_checked is not None
        and now - _semantic_checked[0] < SEMANTIC_CHECK_SECONDS
    ):
        return _semantic_checked[1]
    available = semantic.embeddings_available()
    _semantic_checked = (now, available)
    return available


def semantic_search(query: str, *, limit: int = DEFAULT_LIMIT) -> list[SearchHit]:
    """Current chunks nearest in meaning to ``query`` (empty when semantic search is off)."""
    query = (query or "").strip()[:MAX_QUERY_CHARS]
    if not query or not semantic_search_available():
        return []
    found = semantic.search_chunks(query, limit) or []  # None: no index (any more)
    scores: dict[str, float] = {}
    for hit in found:
        scores.setdefault(hit["chunk_id"], float(hit["score"]))
    rows = Chunk.objects.filter(chunk_id__in=list(scores), is_current=True).values_list(
        "pk", "chunk_id", "text"
    )
    terms = [w for w in (w.lower() for w in _WORD.findall(query)) if w not in STOP_WORDS]
    ordered = sorted(rows, key=lambda r: -scores[r[1]])
    return _hits(
        [
            (pk, scores[cid], _mark_terms(text[:300], terms), _mark_terms(text, terms))
            for pk, cid, text in ordered
        ]
    )
