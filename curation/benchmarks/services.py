"""``benchmark_import``: a BEIR folder or a TREC CAsT year in, a corpus and an eval set out.

The corpus goes through ``corpus_ingest_lines`` with one chunk per document (``no_split``), so a
document judged relevant is one gold chunk; the items go through ``evalset_import_lines`` (so
they are pseudonymized when ``ASSAY_PSEUDONYMIZE`` is on, like every import). Queries or turns
without a relevant judgment are not items (BEIR ships queries of every split, CAsT judges a
subset of turns); they are counted. Running it twice adds nothing the second time.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from core.jsonl import JsonLine
from curation.errors import CurationError
from curation.models import EvalSet
from curation.services.corpus import chunking_from_settings, corpus_ingest_lines
from curation.services.evalsets import evalset_import_lines

from .formats import (
    gold_chunk,
    read_beir_corpus,
    read_beir_queries,
    read_cast_topics,
    read_qrels,
)

FORMATS = ("beir", "trec-cast")


def _required(path: Path, what: str) -> Path:
    if not path.is_file():
        raise CurationError(f"{path}: not found ({what})")
    return path


def _ingest(corpus_path: Path, problems: list[str]) -> dict[str, Any]:
    read = read_beir_corpus(corpus_path)
    problems += [str(p) for p in read.problems]
    report = corpus_ingest_lines(
        lines=(JsonLine(line, doc) for line, doc in read.records),
        chunking=chunking_from_settings(no_split=True),
    )
    problems += [f"{corpus_path.name}: {p}" for p in report.problems]
    return {
        "documents": len(read.records),
        "added": report.added,
        "unchanged": report.unchanged,
        "rejected": report.rejected + len(read.problems),
        "chunks": report.chunks,
    }


def _gold(judged: dict[str, int], min_relevance: int) -> list[str]:
    return [gold_chunk(doc) for doc, rel in sorted(judged.items()) if rel >= min_relevance]


def _beir_items(
    folder: Path, split: str, min_relevance: int, problems: list[str]
) -> tuple[list[dict[str, Any]], int]:
    queries = read_beir_queries(_required(folder / "queries.jsonl", "BEIR queries"))
    problems += [str(p) for p in queries.problems]
    qrels, qrel_problems = read_qrels(
        _required(folder / "qrels" / f"{split}.tsv", f"BEIR qrels of split {split!r}"), beir=True
    )
    problems += [str(p) for p in qrel_problems]
    texts = {query_id: text for _line, (query_id, text) in queries.records}
    for query_id in sorted(set(qrels) - set(texts)):
        problems.append(f"qrels/{split}.tsv: query-id {query_id!r} is not in queries.jsonl")
    items, skipped = [], 0
    for _line, (query_id, text) in queries.records:
        gold = _gold(qrels.get(query_id, {}), min_relevance)
        if not gold:
            skipped += 1
            continue
        items.append(
            {"id": query_id, "prefix": [], "follow_up": text, "gold": gold, "source": "beir"}
        )
    return items, skipped


def _cast_files(folder: Path) -> tuple[Path, Path]:
    topics = sorted(p for p in folder.glob("*.json") if p.is_file())
    qrels = sorted(p for p in folder.iterdir() if p.is_file() and "qrels" in p.name)
    if len(topics) != 1:
        raise CurationError(f"{folder}: expected one topics *.json file, found {len(topics)}")
    if len(qrels) != 1:
        raise CurationError(
            f"{folder}: expected one qrels file (name holding 'qrels'), found {len(qrels)}"
        )
    return topics[0], qrels[0]


def _cast_items(
    folder: Path, min_relevance: int, problems: list[str]
) -> tuple[list[dict[str, Any]], int]:
    topics_path, qrels_path = _cast_files(folder)
    topics = read_cast_topics(topics_path)
    problems += [str(p) for p in topics.problems]
    qrels, qrel_problems = read_qrels(qrels_path, beir=False)
    problems += [str(p) for p in qrel_problems]
    items, skipped = [], 0
    for _pos, turn in topics.records:
        gold = _gold(qrels.get(turn["qid"], {}), min_relevance)
        if not gold:
            skipped += 1
            continue
        item = {
            "id": turn["qid"],
            "prefix": turn["history"],
            "follow_up": turn["utterance"],
            "gold": gold,
            "source": f"trec-cast/{turn['topic']}",
        }
        if turn["rewrite"]:
            item["gold_rewrite"] = turn["rewrite"]
        items.append(item)
    return items, skipped


def benchmark_import(
    *,
    fmt: str,
    path: str | Path,
    set_name: str,
    split: str = "test",
    min_relevance: int = 1,
    on_progress: Callable[[int], None] | None = None,
) -> tuple[EvalSet, dict[str, Any]]:
    """Import the benchmark in folder ``path`` (``fmt`` one of :data:`FORMATS`) as set
    ``set_name``; see the module docstring. Returns the set and a JSON-ready report: ``corpus``
    (documents read, added, unchanged, rejected, chunks; None for a CAsT folder without
    ``corpus.jsonl``), ``items`` (the import report), ``without_judgments`` (queries or turns
    with no document at ``min_relevance`` or above) and ``problems`` (file, line, field, why).
    """
    if fmt not in FORMATS:
        raise CurationError(f"format: must be one of {', '.join(FORMATS)}, got {fmt!r}")
    folder = Path(path)
    if not folder.is_dir():
        raise CurationError(f"{folder}: not a folder")
    problems: list[str] = []
    corpus_path = folder / "corpus.jsonl"
    if fmt == "beir":
        _required(corpus_path, "BEIR corpus")
    corpus = _ingest(corpus_path, problems) if corpus_path.is_file() else None
    if fmt == "beir":
        items, skipped = _beir_items(folder, split, min_relevance, problems)
    else:
        items, skipped = _cast_items(folder, min_relevance, problems)
    eval_set, imported = evalset_import_lines(
        lines=(JsonLine(i, item) for i, item in enumerate(items, start=1)),
        set_name=set_name,
        description=f"{fmt} benchmark from {folder.name}",
        on_progress=on_progress,
    )
    return eval_set, {
        "format": fmt,
        "corpus": corpus,
        "items": imported.as_dict(),
        "without_judgments": skipped,
        "problems": problems,
    }
