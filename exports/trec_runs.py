"""A replay run as a TREC run file, and its items' gold as TREC qrels (plain Python, no ORM).

- run: ``<item id> Q0 <docno> <rank> <score> <tag>`` per retrieved chunk, ranks from 1; the
  score is ``len(ranking) - rank + 1`` so that tools sorting by score (trec_eval, ir-measures,
  ranx) see the ranking exactly as replay stored it.
- qrels: ``<item id> 0 <docno> 1`` per gold chunk.
- Only scored rows are written (items with gold that the arm replayed), so a tool reading the two
  files scores the same items Assay's report averages over.
- ``docs=True`` writes document ids instead of chunk ids (``docs/kms#0002`` -> ``docs/kms``),
  each document once at the rank of its best chunk: for benchmarks judged per document, such as
  a BEIR folder imported one chunk per document.
Ids holding whitespace cannot be written in either format and are refused with the item named.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from exports.formats import ExportFormatError


def docno(chunk_id: str, *, docs: bool) -> str:
    """The id written for ``chunk_id``: itself, or its document's id with ``docs``."""
    return chunk_id.rsplit("#", 1)[0] if docs and "#" in chunk_id else chunk_id


def _checked(item_id: str, name: str, value: str) -> str:
    if not value or any(ch.isspace() for ch in value):
        raise ExportFormatError(
            f"item {item_id!r}: {name} {value!r} is empty or contains whitespace; TREC files "
            "need whitespace-free ids"
        )
    return value


def _scored(rows: Iterable[Mapping[str, Any]]) -> Iterator[Mapping[str, Any]]:
    return (row for row in rows if row.get("metrics") is not None)


def _ids(ranked: Iterable[str], docs: bool) -> list[str]:
    return list(dict.fromkeys(docno(chunk_id, docs=docs) for chunk_id in ranked))


def run_lines(rows: Iterable[Mapping[str, Any]], *, tag: str, docs: bool = False) -> Iterator[str]:
    """TREC run lines of the scored ``rows`` (as :func:`replay.selectors.run_rows` gives)."""
    _checked("-", "run tag", tag)
    for row in _scored(rows):
        item_id = _checked(str(row["item_id"]), "item id", str(row["item_id"]))
        ranking = _ids(row["ranked"], docs)
        for rank, doc in enumerate(ranking, start=1):
            _checked(item_id, "doc id" if docs else "chunk id", doc)
            yield f"{item_id} Q0 {doc} {rank} {len(ranking) - rank + 1} {tag}\n"


def qrels_lines(rows: Iterable[Mapping[str, Any]], *, docs: bool = False) -> Iterator[str]:
    """TREC qrels lines of the scored ``rows``' gold."""
    for row in _scored(rows):
        item_id = _checked(str(row["item_id"]), "item id", str(row["item_id"]))
        for doc in _ids(row["gold"], docs):
            yield f"{item_id} 0 {_checked(item_id, 'gold id', doc)} 1\n"
