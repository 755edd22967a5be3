"""Staleness reads: the facts the checks need (in batches), and the work queue's views of flags.

The checks themselves (``checks``) are plain Python; this module turns rows into their inputs:
an item's final label (when and under which rule), the retrieval its answer turn recorded, its
gold ids, and the corpus history of the documents and chunks those name.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from datetime import date, datetime, timedelta

from django.db.models import Count, Q
from django.utils import timezone

from curation.models import (
    Chunk,
    Document,
    DocumentVersion,
    EvalItem,
    EvalSet,
    Message,
    RetrievalResult,
)
from labelling.models import GuideRule, GuideRuleVersion, Label
from staleness.checks import (
    CapturedPassage,
    ChunkState,
    Corpus,
    DocState,
    ItemFacts,
    RuleState,
    doc_of,
)
from staleness.diffing import CandidateIndex
from staleness.models import StaleCheckRun, StaleFlag, StaleReason

# Items checked per batch: their messages, retrieval rows and chunk history stay a few MB.
ITEM_BATCH = 500
# Ids per IN (...) clause, well under SQLite's variable limit.
IN_BATCH = 900


def _batches(values: Iterable, size: int = IN_BATCH) -> Iterator[list]:
    values = list(values)
    for start in range(0, len(values), size):
        yield values[start : start + size]


def items_in_scope(
    *,
    eval_set: EvalSet | None = None,
    doc_ids: Iterable[str] | None = None,
    item_ids: Iterable[int] | None = None,
) -> list[int]:
    """Item pks to check: all, one set's, given ones, or those touching ``doc_ids``.

    An item touches a document when its trace retrieved from it or a gold id names one of its
    chunks.
    """
    qs = EvalItem.objects.all()
    if eval_set is not None:
        qs = qs.filter(eval_set=eval_set)
    if item_ids is not None:
        qs = qs.filter(pk__in=list(item_ids))
    if doc_ids is None:
        return list(qs.order_by("pk").values_list("pk", flat=True))
    docs = set(doc_ids)
    found: set[int] = set()
    for part in _batches(docs):
        found.update(
            qs.filter(trace__messages__retrieval__doc_id__in=part)
            .values_list("pk", flat=True)
            .distinct()
        )
    for pk, gold in qs.values_list("pk", "gold"):
        if gold and any(doc_of(str(g)) in docs for g in gold):
            found.add(pk)
    return sorted(found)


def rule_states() -> dict[str, RuleState]:
    """The labelling guide's rules with every version's text and change note."""
    texts: dict[int, dict[int, str]] = defaultdict(dict)
    notes: dict[int, dict[int, str]] = defaultdict(dict)
    for rule_id, version, text, note in GuideRuleVersion.objects.values_list(
        "rule_id", "version", "text", "change_note"
    ):
        texts[rule_id][version] = text
        notes[rule_id][version] = note
    out = {}
    for rule in GuideRule.objects.all():
        out[rule.code] = RuleState(
            code=rule.code,
            title=rule.title,
            version=rule.version,
            texts={**texts[rule.pk], rule.version: rule.text},
            notes=notes[rule.pk],
        )
    return out


class CorpusLoader:
    """Loads document and chunk history on demand and keeps it for the rest of a run."""

    def __init__(self) -> None:
        self.docs: dict[str, DocState] = {}
        self._missing_docs: set[str] = set()
        self.chunks: dict[str, list[ChunkState]] = {}
        self._index: CandidateIndex | None = None
        self._texts: dict[str, str] = {}

    def corpus(self) -> Corpus:
        return Corpus(docs=self.docs, chunks=self.chunks, search=self._search, texts=self._texts)

    def _search(self, text: str):
        if self._index is None:
            rows = Chunk.objects.filter(is_current=True).values_list("chunk_id", "text")
            self._texts = dict(rows.iterator(chunk_size=2000))
            self._index = CandidateIndex(self._texts.items())
        return self._index.search(text)

    def load(self, *, doc_ids: set[str], chunk_ids: set[str]) -> None:
        new_chunks = [c for c in chunk_ids if c not in self.chunks]
        for part in _batches(new_chunks):
            rows = (
                Chunk.objects.filter(chunk_id__in=part)
                .values_list(
                    "chunk_id",
                    "version__document__doc_id",
                    "version__version",
                    "version_id",
                    "version__ingested_at",
                    "text",
                    "is_current",
                )
                .order_by("version__ingested_at", "version_id")
            )
            for chunk_id in part:
                self.chunks[chunk_id] = []
            for cid, doc_id, version, version_id, at, text, current in rows:
                self.chunks[cid].append(
                    ChunkState(cid, doc_id, version, version_id, at, text, current)
                )
                doc_ids.add(doc_id)
        wanted = [d for d in doc_ids if d not in self.docs and d not in self._missing_docs]
        for part in _batches(wanted):
            documents = list(
                Document.objects.filter(
                    doc_id__in=part, current_version__isnull=False
                ).select_related("current_version")
            )
            self._missing_docs.update(set(part) - {d.doc_id for d in documents})
            hashes: dict[int, dict[str, str]] = defaultdict(dict)
            for doc_pk, version, digest in (
                DocumentVersion.objects.filter(document__in=documents)
                .order_by("id")
                .values_list("document_id", "version", "content_hash")
            ):
                hashes[doc_pk].setdefault(version, digest)
            current_chunks: dict[int, list[tuple[str, str]]] = defaultdict(list)
            for version_id, cid, text in (
                Chunk.objects.filter(version_id__in=[d.current_version_id for d in documents])
                .order_by("version_id", "ordinal")
                .values_list("version_id", "chunk_id", "text")
            ):
                current_chunks[version_id].append((cid, text))
            for d in documents:
                v = d.current_version
                self.docs[d.doc_id] = DocState(
                    doc_id=d.doc_id,
                    title=d.title,
                    current_version=v.version,
                    current_version_id=v.pk,
                    current_hash=v.content_hash,
                    current_ingested_at=v.ingested_at,
                    current_text=v.text,
                    hashes_by_version=hashes[d.pk],
                    current_chunks=tuple(current_chunks[v.pk]),
                )


def _answer_messages(items: list[dict]) -> dict[int, list[int]]:
    """Per item pk, the ids of the messages that answer its follow-up (up to the next user turn)."""
    traces = {i["trace_id"] for i in items if i["trace_id"] and i["message_id"]}
    by_trace: dict[int, list[tuple[int, int, str]]] = defaultdict(list)
    for part in _batches(traces):
        for mid, tid, pos, role in (
            Message.objects.filter(trace_id__in=part)
            .order_by("trace_id", "position")
            .values_list("id", "trace_id", "position", "role")
        ):
            by_trace[tid].append((mid, pos, role))
    out: dict[int, list[int]] = {}
    for item in items:
        if not item["trace_id"] or not item["message_id"]:
            continue
        answer, seen = [], False
        for mid, _pos, role in by_trace.get(item["trace_id"], []):
            if mid == item["message_id"]:
                seen = True
            elif seen:
                if role == Message.Role.USER:
                    break
                answer.append(mid)
        out[item["pk"]] = answer
    return out


def item_facts(item_pks: list[int], loader: CorpusLoader) -> list[ItemFacts]:
    """The checks' input for ``item_pks`` (one batch); loads the corpus history they name."""
    items = list(
        EvalItem.objects.filter(pk__in=item_pks)
        .order_by("pk")
        .values("pk", "trace_id", "message_id", "gold", "created_at")
    )
    finals = {
        row["item_id"]: row
        for row in Label.objects.filter(item_id__in=item_pks, is_final=True).values(
            "item_id", "submitted_at", "rule_code", "rule_version"
        )
    }
    answers = _answer_messages(items)
    fixtures: dict[int, list[CapturedPassage]] = defaultdict(list)
    message_items: dict[int, list[int]] = defaultdict(list)
    for item_pk, mids in answers.items():
        for mid in mids:
            message_items[mid].append(item_pk)
    for part in _batches(message_items):
        for mid, rank, doc_id, chunk_id, version, text in RetrievalResult.objects.filter(
            message_id__in=part
        ).values_list("message_id", "rank", "doc_id", "chunk_id", "doc_version", "text"):
            for item_pk in message_items[mid]:
                fixtures[item_pk].append(CapturedPassage(doc_id, chunk_id, version, text, rank))
    doc_ids: set[str] = set()
    chunk_ids: set[str] = set()
    for item in items:
        for g in item["gold"] or []:
            chunk_ids.add(str(g))
            doc_ids.add(doc_of(str(g)))
        for p in fixtures.get(item["pk"], []):
            doc_ids.add(p.doc_id)
            if not p.text:
                chunk_ids.add(p.chunk_id)
    loader.load(doc_ids=doc_ids, chunk_ids=chunk_ids)
    out = []
    for item in items:
        final = finals.get(item["pk"])
        decided_at = final["submitted_at"] if final else None
        out.append(
            ItemFacts(
                item_id=item["pk"],
                truth_at=decided_at or item["created_at"],
                decided_at=decided_at,
                fixtures=tuple(fixtures.get(item["pk"], ())),
                gold=tuple(str(g) for g in item["gold"] or []),
                rule_code=(final or {}).get("rule_code") or "",
                rule_version=(final or {}).get("rule_version"),
            )
        )
    return out


# --- the work queue ---------------------------------------------------------------------------


def flag_counts(*, statuses: Iterable[str] = StaleFlag.LIVE) -> dict:
    """Live flags (by default) counted by reason, and by set and reason.

    ``{"total": n, "items": distinct items, "by_reason": {reason: n}, "by_set": [{"set": EvalSet,
    "counts": {reason: n}, "total": n}]}``; every reason appears, with 0 when none.
    """
    qs = StaleFlag.objects.filter(status__in=list(statuses))
    by_reason = {r: 0 for r in StaleReason.values}
    per_set: dict[int, dict[str, int]] = defaultdict(lambda: {r: 0 for r in StaleReason.values})
    for set_id, reason, n in (
        qs.values_list("eval_set_id", "reason")
        .annotate(n=Count("id"))
        .values_list("eval_set_id", "reason", "n")
    ):
        by_reason[reason] += n
        per_set[set_id][reason] += n
    sets = {s.pk: s for s in EvalSet.objects.filter(pk__in=list(per_set))}
    by_set = [
        {"set": sets[pk], "counts": counts, "total": sum(counts.values())}
        for pk, counts in sorted(per_set.items(), key=lambda kv: sets[kv[0]].name)
    ]
    return {
        "total": sum(by_reason.values()),
        "items": qs.values("item_id").distinct().count(),
        "by_reason": by_reason,
        "by_set": by_set,
    }


def flag_list(
    *,
    reason: str | None = None,
    eval_set_id: int | None = None,
    status: str = "live",
    limit: int | None = 200,
) -> list[StaleFlag]:
    """Flags for the work queue, newest first. ``status`` "live" means open or requeued."""
    qs = StaleFlag.objects.select_related("eval_set", "item", "acted_by")
    if status == "live":
        qs = qs.filter(status__in=StaleFlag.LIVE)
    elif status:
        qs = qs.filter(status=status)
    if reason:
        qs = qs.filter(reason=reason)
    if eval_set_id:
        qs = qs.filter(eval_set_id=eval_set_id)
    qs = qs.order_by("eval_set__name", "item__position", "reason")
    return list(qs[:limit] if limit else qs)


def open_counts(*, eval_set: EvalSet | None = None) -> dict[str, int]:
    """Live flags per reason (every reason present)."""
    qs = StaleFlag.objects.filter(status__in=StaleFlag.LIVE)
    if eval_set is not None:
        qs = qs.filter(eval_set=eval_set)
    counts = Counter(
        dict(qs.values_list("reason").annotate(n=Count("id")).values_list("reason", "n"))
    )
    return {r: counts.get(r, 0) for r in StaleReason.values}


def stale_items_by_pattern(*, eval_set: EvalSet) -> dict[str, int]:
    """Distinct items of ``eval_set`` with a live flag, per pattern (reference type if labelled)."""
    counts: Counter[str] = Counter()
    items = (
        EvalItem.objects.filter(eval_set=eval_set, stale_flags__status__in=StaleFlag.LIVE)
        .distinct()
        .values_list("reference_type", "pattern")
    )
    for reference_type, pattern in items:
        counts[reference_type or pattern or "none"] += 1
    return dict(sorted(counts.items()))


def flags_over_time(
    *, days: int = 30, today: date | None = None
) -> list[tuple[date, dict[str, int]]]:
    """Live flags at the end of each of the last ``days`` days, per reason.

    Reconstructed from each flag's creation and closing times, so it needs no history table.
    """
    today = today or timezone.localdate()
    start = today - timedelta(days=days - 1)
    rows = list(
        StaleFlag.objects.filter(
            Q(closed_at__isnull=True) | Q(closed_at__date__gte=start)
        ).values_list("reason", "created_at", "closed_at")
    )
    series = []
    for offset in range(days):
        day = start + timedelta(days=offset)
        end = timezone.make_aware(datetime.combine(day + timedelta(days=1), datetime.min.time()))
        counts = {r: 0 for r in StaleReason.values}
        for reason, created, closed in rows:
            if created < end and (closed is None or closed >= end):
                counts[reason] += 1
        series.append((day, counts))
    return series


def last_run() -> StaleCheckRun | None:
    return StaleCheckRun.objects.order_by("-started_at", "-id").first()
