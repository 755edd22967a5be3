"""The four staleness checks over plain facts about one item and the corpus (no ORM).

What "as decided" means (the baseline a check compares against):

- An item's truth was decided when its final label was submitted (``decided_at``); imported
  truth, with no label, when the item was created. ``truth_at`` is that moment.
- ``doc_changed`` compares the document as the recorded retrieval captured it (the version the
  trace names; when it names none, whether each captured passage still occurs in the document)
  with the document's current version. A final label submitted after the current version was
  ingested means a person has looked at the case against the current text, so the cause is gone.
- ``gold_text_changed`` needs the text a gold chunk had when the truth was decided. Ingestion
  keeps every document version and its chunks, so that text is read back from history: the chunk
  with the gold id in the latest version ingested at or before ``truth_at`` (the earliest version
  holding the id when none is that old, e.g. labels back-dated in a demo). No snapshot is needed,
  and re-labelling moves the baseline with it.
- ``gold_unresolved``: a gold id with no current chunk. Suggestions are the current chunks most
  like the id's last known text (same document first; corpus-wide when nothing there matches
  well).
- ``rule_changed``: the final label applied a rule at a version older than the rule's current one.

Each cause carries a fingerprint (what exactly is stale) so a dismissed cause stays dismissed
while a new one (another document version) is flagged again.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from staleness.diffing import (
    Candidate,
    best_candidates,
    contains_passage,
    diff_ratio,
    same_text,
    word_diff,
)

DOC_CHANGED = "doc_changed"
GOLD_UNRESOLVED = "gold_unresolved"
GOLD_TEXT_CHANGED = "gold_text_changed"
RULE_CHANGED = "rule_changed"
REASONS = (DOC_CHANGED, GOLD_UNRESOLVED, GOLD_TEXT_CHANGED, RULE_CHANGED)
# Below this dice, the same document's best chunk is a poor match and the corpus is searched too.
GOOD_MATCH_DICE = 0.5


@dataclass(frozen=True)
class CapturedPassage:
    """One retrieval result recorded in the case's answer turn."""

    doc_id: str
    chunk_id: str
    doc_version: str | None
    text: str | None
    rank: int


@dataclass(frozen=True)
class ChunkState:
    """One stored chunk of any version of a document."""

    chunk_id: str
    doc_id: str
    version: str
    version_id: int
    ingested_at: datetime
    text: str
    is_current: bool


@dataclass(frozen=True)
class DocState:
    doc_id: str
    title: str
    current_version: str
    current_version_id: int
    current_hash: str
    current_ingested_at: datetime
    current_text: str
    hashes_by_version: dict[str, str]  # version label -> content hash
    current_chunks: tuple[tuple[str, str], ...]  # (chunk_id, text), in order


@dataclass(frozen=True)
class RuleState:
    code: str
    title: str
    version: int
    texts: dict[int, str]  # version -> text
    notes: dict[int, str]  # version -> change note


@dataclass(frozen=True)
class ItemFacts:
    item_id: int
    truth_at: datetime
    decided_at: datetime | None = None  # final label's submission; None when not labelled
    fixtures: tuple[CapturedPassage, ...] = ()
    gold: tuple[str, ...] = ()
    rule_code: str = ""
    rule_version: int | None = None


@dataclass
class Corpus:
    """What the checks know of the corpus: documents, chunk history by id, corpus-wide search."""

    docs: dict[str, DocState]
    chunks: dict[str, list[ChunkState]]  # chunk id -> its rows in every version, oldest first
    search: Callable[[str], list[Candidate]] | None = None
    texts: dict[str, str] = field(default_factory=dict)  # current chunk id -> text, for evidence

    def current_text(self, chunk_id: str) -> str | None:
        for row in self.chunks.get(chunk_id, ()):
            if row.is_current:
                return row.text
        doc = self.docs.get(doc_of(chunk_id))
        if doc is not None:
            for cid, text in doc.current_chunks:
                if cid == chunk_id:
                    return text
        return self.texts.get(chunk_id)


@dataclass(frozen=True)
class Cause:
    reason: str
    fingerprint: str
    summary: str
    evidence: dict


def fingerprint(parts) -> str:
    """sha256 of the canonical JSON of ``parts``."""
    raw = json.dumps(parts, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


def doc_of(chunk_id: str) -> str:
    """The document id a chunk id ``"<doc_id>#0001"`` names."""
    return chunk_id.rsplit("#", 1)[0] if "#" in chunk_id else chunk_id


def _suggest(
    text: str | None, doc_id: str, corpus: Corpus, *, exclude: str | None = None
) -> list[dict]:
    doc = corpus.docs.get(doc_id)
    local = best_candidates(text, doc.current_chunks if doc else ())
    found = list(local)
    if corpus.search is not None and (not local or local[0].dice < GOOD_MATCH_DICE):
        seen = {c.chunk_id for c in found}
        found += [c for c in corpus.search(text or "") if c.chunk_id not in seen]
        found.sort(key=lambda c: (-c.dice, -c.coverage, c.chunk_id))
    out = []
    for c in found:
        if c.chunk_id == exclude:
            continue
        out.append({**c.as_dict(), "text": corpus.current_text(c.chunk_id) or ""})
        if len(out) == 3:
            break
    return out


def _captured_text(p: CapturedPassage, corpus: Corpus) -> str:
    if p.text:
        return p.text
    for row in corpus.chunks.get(p.chunk_id, ()):
        if p.doc_version is None or row.version == p.doc_version:
            return row.text
    return ""


def check_doc_changed(item: ItemFacts, corpus: Corpus) -> Cause | None:
    """Documents the case's retrieval captured that changed since capture (see module docstring)."""
    by_doc: dict[str, list[CapturedPassage]] = {}
    for p in sorted(item.fixtures, key=lambda p: p.rank):
        by_doc.setdefault(p.doc_id, []).append(p)
    changed = []
    parts = []
    for doc_id, passages in sorted(by_doc.items()):
        doc = corpus.docs.get(doc_id)
        if doc is None:
            continue
        if item.decided_at is not None and item.decided_at >= doc.current_ingested_at:
            continue
        label = next((p.doc_version for p in passages if p.doc_version), None)
        captured_hash = doc.hashes_by_version.get(label) if label else None
        if captured_hash is not None:
            is_changed = captured_hash != doc.current_hash
        else:
            is_changed = any(
                p.text and not contains_passage(doc.current_text, p.text) for p in passages
            )
        if not is_changed:
            continue
        evidence_passages = []
        for p in passages:
            was = _captured_text(p, corpus)
            now_id, now = p.chunk_id, None
            same_id = dict(doc.current_chunks).get(p.chunk_id)
            if same_id is not None and same_text(same_id, was):
                now = same_id
            else:
                best = best_candidates(was, doc.current_chunks, k=1, min_dice=0.0)
                if best:
                    now_id = best[0].chunk_id
                    now = dict(doc.current_chunks)[now_id]
            evidence_passages.append(
                {
                    "chunk_id": p.chunk_id,
                    "rank": p.rank,
                    "captured_text": was,
                    "current_chunk_id": now_id if now is not None else None,
                    "current_text": now or "",
                    "changed": not same_text(was, now),
                    "similarity": round(diff_ratio(was, now), 3),
                    "diff": word_diff(was, now or ""),
                }
            )
        changed.append(
            {
                "doc_id": doc_id,
                "title": doc.title,
                "captured_version": label,
                "current_version": doc.current_version,
                "passage_changed": any(e["changed"] for e in evidence_passages),
                "passages": evidence_passages,
            }
        )
        parts.append([doc_id, label or "", doc.current_hash])
    if not changed:
        return None
    summary = "; ".join(
        f"{d['doc_id']} {d['captured_version'] or 'as captured'} -> {d['current_version']}"
        + (
            " (captured passage changed)"
            if d["passage_changed"]
            else " (captured passage unchanged)"
        )
        for d in changed
    )
    return Cause(DOC_CHANGED, fingerprint(parts), summary[:500], {"documents": changed})


def _baseline(rows: list[ChunkState], at: datetime) -> ChunkState | None:
    """The row of a chunk id as it stood at ``at`` (see the module docstring)."""
    if not rows:
        return None
    before = [r for r in rows if r.ingested_at <= at]
    if before:
        return max(before, key=lambda r: (r.ingested_at, r.version_id))
    return min(rows, key=lambda r: (r.ingested_at, r.version_id))


def check_gold(item: ItemFacts, corpus: Corpus) -> list[Cause]:
    """``gold_unresolved`` and ``gold_text_changed`` causes of an item's gold chunk ids."""
    unresolved, changed = [], []
    unresolved_parts, changed_parts = [], []
    for gold_id in item.gold:
        rows = corpus.chunks.get(gold_id, [])
        current = next((r for r in rows if r.is_current), None)
        was = _baseline(rows, item.truth_at)
        doc_id = rows[-1].doc_id if rows else doc_of(gold_id)
        if current is None:
            last = was or (rows[-1] if rows else None)
            doc = corpus.docs.get(doc_id)
            unresolved.append(
                {
                    "chunk_id": gold_id,
                    "known": bool(rows),
                    "last_version": last.version if last else None,
                    "last_text": last.text if last else "",
                    "current_version": doc.current_version if doc else None,
                    "candidates": _suggest(last.text, doc_id, corpus) if last else [],
                }
            )
            unresolved_parts.append([gold_id, doc.current_hash if doc else None])
            continue
        if was is None or was.version_id == current.version_id or same_text(was.text, current.text):
            continue
        doc = corpus.docs.get(doc_id)
        # Same document text under both versions: the chunk moved because the corpus was re-cut.
        rechunked = doc is not None and doc.hashes_by_version.get(was.version) == doc.current_hash
        changed.append(
            {
                "chunk_id": gold_id,
                "rechunked": rechunked,
                "was_version": was.version,
                "was_text": was.text,
                "now_version": current.version,
                "now_text": current.text,
                "similarity": round(diff_ratio(was.text, current.text), 3),
                "diff": word_diff(was.text, current.text),
                "candidates": _suggest(was.text, doc_id, corpus, exclude=gold_id),
            }
        )
        changed_parts.append([gold_id, was.version_id, current.version_id])
    causes = []
    if unresolved:
        summary = (
            "gold "
            + ", ".join(u["chunk_id"] for u in unresolved)
            + " no longer resolve"
            + ("s" if len(unresolved) == 1 else "")
        )
        best = [u["candidates"][0]["chunk_id"] for u in unresolved if u["candidates"]]
        if best:
            summary += "; best match " + ", ".join(best)
        causes.append(
            Cause(
                GOLD_UNRESOLVED,
                fingerprint(unresolved_parts),
                summary[:500],
                {"chunks": unresolved},
            )
        )
    if changed:
        summary = "; ".join(
            f"{c['chunk_id']} {c['was_version']} -> {c['now_version']} "
            f"({'re-chunked; ' if c['rechunked'] else ''}{round(100 * c['similarity'])}% of words kept)"
            for c in changed
        )
        causes.append(
            Cause(GOLD_TEXT_CHANGED, fingerprint(changed_parts), summary[:500], {"chunks": changed})
        )
    return causes


def check_rule(item: ItemFacts, rules: dict[str, RuleState]) -> Cause | None:
    """The final label's rule moved on to a newer version."""
    if not item.rule_code or item.rule_version is None:
        return None
    rule = rules.get(item.rule_code)
    if rule is None or rule.version <= item.rule_version:
        return None
    applied = rule.texts.get(item.rule_version, "")
    current = rule.texts.get(rule.version, "")
    evidence = {
        "code": rule.code,
        "title": rule.title,
        "applied_version": item.rule_version,
        "current_version": rule.version,
        "applied_text": applied,
        "current_text": current,
        "diff": word_diff(applied, current),
        "notes": [
            {"version": v, "note": rule.notes.get(v, "")}
            for v in range(item.rule_version + 1, rule.version + 1)
        ],
    }
    summary = f"{rule.code} v{item.rule_version} -> v{rule.version}: {rule.title}"
    return Cause(RULE_CHANGED, fingerprint([rule.code, rule.version]), summary[:500], evidence)


def check_item(item: ItemFacts, corpus: Corpus, rules: dict[str, RuleState]) -> list[Cause]:
    """Every cause that makes ``item`` stale, at most one per reason."""
    causes: list[Cause] = []
    doc = check_doc_changed(item, corpus)
    if doc is not None:
        causes.append(doc)
    causes.extend(check_gold(item, corpus))
    rule = check_rule(item, rules)
    if rule is not None:
        causes.append(rule)
    return causes
