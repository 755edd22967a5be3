"""Import eval items from JSON lines (``python manage.py import_evalset PATH --set NAME``).

One item per line::

    {"id": "q-17", "prefix": [{"role": "user", "content": "..."}, ...], "follow_up": "...",
     "gold": ["docs/kms/regions#0002"], "reference_type"?: "...", "gold_rewrite"?: "...",
     "unanswerable"?: false, "source"?: "...", "pattern"?: "pronoun"}

``pattern`` is optional (one of the follow-up patterns, or null); reports group by it.
A bad line is refused with ``line N: field: message`` and the other lines still load. Gold chunk
ids that do not name a current chunk are kept as given (the item's truth does not change because
the corpus lacks a passage) and reported per line, never dropped silently. Items whose id is
already in the set are left alone, so importing the same file twice adds nothing.

With ``ASSAY_PSEUDONYMIZE`` on (the default) every item is pseudonymized before it is stored,
each item its own case: prefix, follow-up and gold rewrite share one surrogate table
(``curation.services.pseudonymize_items``). Items stored without it are marked so, and exports
refuse them until ``repseudonymize`` has run.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.db.models import Max

from core.ingest_loop import SKIP, failure_problem, ingest_loop
from core.jsonl import JsonLine
from curation.errors import CurationError, Problem, RecordInvalid
from curation.models import Chunk, EvalItem, EvalSet, Pattern

ROLES = ("user", "assistant", "system", "tool")
ITEMS_PER_TRANSACTION = 500
UNRESOLVED_SHOWN = 5  # chunk ids named per warning line
CHUNK_ID_LENGTH = 520  # Chunk.chunk_id's column


@dataclass(frozen=True)
class ImportRecord:
    id: str
    prefix: list[dict[str, str]]
    follow_up: str
    gold: list[str]
    reference_type: str | None
    gold_rewrite: str | None
    unanswerable: bool
    source: str
    pattern: str | None


def _string(obj: dict, name: str, *, required: bool = False) -> str | None:
    value = obj.get(name)
    if value is None:
        if required:
            raise RecordInvalid(name, "is required")
        return None
    if not isinstance(value, str):
        raise RecordInvalid(name, f"must be a string, got {type(value).__name__}")
    return value


def parse_gold(obj: dict, *, required: bool) -> tuple[list[str], bool]:
    """``gold`` (chunk ids, duplicates dropped in order) and ``unanswerable`` of an import line;
    raises ``RecordInvalid`` naming the field. ``required``: a missing ``gold`` is refused
    (the item shape) rather than read as ``[]`` (the cases shape)."""
    gold = obj.get("gold")
    if gold is None:
        if required:
            raise RecordInvalid("gold", "is required (use [] with unanswerable: true)")
        gold = []
    if not isinstance(gold, list):
        raise RecordInvalid("gold", f"must be a list of chunk ids, got {type(gold).__name__}")
    for i, chunk_id in enumerate(gold):
        if not isinstance(chunk_id, str) or not chunk_id.strip():
            raise RecordInvalid(f"gold[{i}]", "must be a non-empty chunk id string")
        if len(chunk_id) > CHUNK_ID_LENGTH:
            raise RecordInvalid(f"gold[{i}]", f"is longer than {CHUNK_ID_LENGTH} characters")
    unanswerable = obj.get("unanswerable", False)
    if unanswerable is None:
        unanswerable = False
    if not isinstance(unanswerable, bool):
        raise RecordInvalid("unanswerable", "must be true or false")
    if unanswerable and gold:
        raise RecordInvalid("unanswerable", "is true but gold lists chunks; choose one")
    return list(dict.fromkeys(gold)), unanswerable


def parse_item(obj: Any) -> ImportRecord:
    """Validate one import line; raises ``RecordInvalid`` naming the field (JSON path)."""
    if not isinstance(obj, dict):
        raise RecordInvalid("$", f"must be an object, got {type(obj).__name__}")
    item_id = obj.get("id")
    if isinstance(item_id, int) and not isinstance(item_id, bool):
        item_id = str(item_id)
    if item_id is None:
        raise RecordInvalid("id", "is required")
    if not isinstance(item_id, str) or not item_id.strip():
        raise RecordInvalid("id", "must be a non-empty string")
    if len(item_id) > 300:
        raise RecordInvalid("id", "must be at most 300 characters")
    prefix = obj.get("prefix")
    if prefix is None:
        raise RecordInvalid("prefix", "is required (use [] for a first turn)")
    if not isinstance(prefix, list):
        raise RecordInvalid("prefix", f"must be a list, got {type(prefix).__name__}")
    messages = []
    for i, message in enumerate(prefix):
        if not isinstance(message, dict):
            raise RecordInvalid(f"prefix[{i}]", "must be an object with role and content")
        role = message.get("role")
        if role not in ROLES:
            raise RecordInvalid(f"prefix[{i}].role", f"must be one of {', '.join(ROLES)}")
        content = message.get("content")
        if not isinstance(content, str):
            raise RecordInvalid(f"prefix[{i}].content", "must be a string")
        messages.append({"role": role, "content": content})
    follow_up = _string(obj, "follow_up", required=True)
    if not follow_up.strip():
        raise RecordInvalid("follow_up", "must not be empty")
    gold, unanswerable = parse_gold(obj, required=True)
    pattern = obj.get("pattern")
    if pattern is not None and pattern not in Pattern.values:
        raise RecordInvalid("pattern", f"must be one of {', '.join(Pattern.values)} or null")
    reference_type = _string(obj, "reference_type")
    if reference_type is not None and len(reference_type) > 32:
        raise RecordInvalid("reference_type", "must be at most 32 characters")
    source = _string(obj, "source") or ""
    if len(source) > 200:
        raise RecordInvalid("source", "must be at most 200 characters")
    return ImportRecord(
        id=item_id,
        prefix=messages,
        follow_up=follow_up,
        gold=gold,
        reference_type=reference_type,
        gold_rewrite=_string(obj, "gold_rewrite"),
        unanswerable=unanswerable,
        source=source,
        pattern=pattern,
    )


@dataclass
class ImportReport:
    added: int = 0
    already_present: int = 0
    rejected: int = 0
    unresolved_items: int = 0
    unresolved_ids: int = 0
    problems: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)
    aborted: str | None = None  # why the input stopped early (a truncated .gz)

    def add_problem(self, problem: Problem) -> None:
        self.rejected += 1
        self.problems.append(problem)

    def as_dict(self) -> dict[str, Any]:
        return {
            "added": self.added,
            "already_present": self.already_present,
            "rejected": self.rejected,
            "unresolved_items": self.unresolved_items,
            "unresolved_ids": self.unresolved_ids,
            "problems": [str(p) for p in self.problems],
            "warnings": [str(p) for p in self.warnings],
            "aborted": self.aborted,
        }


def _current_ids(chunk_ids: set[str]) -> set[str]:
    found: set[str] = set()
    ids = sorted(chunk_ids)
    for start in range(0, len(ids), ITEMS_PER_TRANSACTION):
        found.update(
            Chunk.objects.filter(
                is_current=True, chunk_id__in=ids[start : start + ITEMS_PER_TRANSACTION]
            ).values_list("chunk_id", flat=True)
        )
    return found


def _unresolved_warning(line: int, record: ImportRecord, missing: list[str]) -> Problem:
    shown = ", ".join(missing[:UNRESOLVED_SHOWN])
    more = f" and {len(missing) - UNRESOLVED_SHOWN} more" if len(missing) > UNRESOLVED_SHOWN else ""
    return Problem(
        "gold",
        f"item {record.id}: {len(missing)} of {len(record.gold)} chunk id(s) "
        f"name no current chunk (kept as given): {shown}{more}",
        line=line,
    )


def note_unresolved_gold(piece: ImportReport, line: int, record, current: set[str]) -> None:
    """Count and warn about the gold ids of ``record`` (line ``line``) that name no chunk of
    ``current``; they are kept as given (the corpus may be ingested later)."""
    missing = [g for g in record.gold if g not in current]
    if missing:
        piece.unresolved_items += 1
        piece.unresolved_ids += len(missing)
        piece.warnings.append(_unresolved_warning(line, record, missing))


def _store_items(
    eval_set: EvalSet, pending: list[tuple[int, ImportRecord]], pseudonymize: bool
) -> list[ImportReport]:
    """Append ``pending`` (already pseudonymized when ``pseudonymize``) to the set, warning
    about gold ids that name no current chunk (kept as given: the corpus may be ingested later).

    Runs inside the caller's savepoint and saves the set first when it is new, so a set is only
    ever created together with items. Returns its counts as a report of its own."""
    piece = ImportReport()
    if eval_set.pk is None:
        eval_set.save()
    current = _current_ids({chunk_id for _line, record in pending for chunk_id in record.gold})
    start = (eval_set.items.aggregate(m=Max("position"))["m"] or 0) + 1
    rows = []
    for offset, (line, record) in enumerate(pending):
        note_unresolved_gold(piece, line, record, current)
        rows.append(
            EvalItem(
                eval_set=eval_set,
                position=start + offset,
                external_id=record.id,
                source=record.source,
                prefix=record.prefix,
                follow_up=record.follow_up,
                pattern=record.pattern,
                reference_type=record.reference_type,
                gold=record.gold,
                gold_rewrite=record.gold_rewrite,
                unanswerable=record.unanswerable,
                pseudonymized=pseudonymize,
            )
        )
    EvalItem.objects.bulk_create(rows)
    piece.added = len(rows)
    return [piece]


def _write_items(eval_set: EvalSet, pending: list[tuple[int, ImportRecord]]) -> list[ImportReport]:
    """Pseudonymize ``pending`` (unless ASSAY_PSEUDONYMIZE is off), then store it."""
    pseudonymize = settings.ASSAY_PSEUDONYMIZE
    if pseudonymize:
        # presidio and spaCy load with it: only when there is something to pseudonymize
        from curation.services.pseudonymize_items import pseudonymize_import_records

        records = pseudonymize_import_records([record for _, record in pending])
        pending = list(zip([line for line, _ in pending], records, strict=True))
    created = eval_set.pk is None
    try:
        return _store_items(eval_set, pending, pseudonymize)
    except BaseException:
        if created:  # its savepoint is rolled back: the set does not exist after all
            eval_set.pk = None
        raise


def _merge(report: ImportReport, pieces: list[ImportReport]) -> None:
    for piece in pieces:
        report.added += piece.added
        report.unresolved_items += piece.unresolved_items
        report.unresolved_ids += piece.unresolved_ids
        report.warnings.extend(piece.warnings)
        for problem in piece.problems:
            report.add_problem(problem)


def _set_for_import(*, set_name: str, description: str, user) -> EvalSet:
    """The set ``set_name``, or a new one not yet saved (saved with its first items)."""
    if not set_name.strip():
        raise CurationError("set: the eval set needs a name")
    eval_set = EvalSet.objects.filter(name=set_name).first()
    if eval_set is None:
        return EvalSet(
            name=set_name,
            description=description,
            created_by=user if user is not None and user.is_authenticated else None,
        )
    if eval_set.status == EvalSet.Status.FROZEN:
        raise CurationError(f"eval set {set_name!r} is frozen: import into a new set")
    return eval_set


def evalset_import_lines(
    *,
    lines: Iterable[JsonLine],
    set_name: str,
    description: str = "",
    user=None,
    on_progress: Callable[[int], None] | None = None,
) -> tuple[EvalSet | None, ImportReport]:
    """Import eval items into set ``set_name`` (created when missing); see the module docstring.

    Returns the set and a report: added, already present, rejected (with ``line N: field:
    message`` problems), gold ids that name no current chunk (as warnings per line) and
    ``aborted`` (why the input stopped early: a truncated .gz keeps every item before it).
    Items go through the one ingest loop (``core.ingest_loop``): a batch that fails on one item
    is written again item by item. A set that did not exist is created with its first stored
    items; when nothing is kept, nothing is created and the set returned is None. Raises
    ``CurationError`` for a frozen set.
    """
    eval_set = _set_for_import(set_name=set_name, description=description, user=user)
    return import_loop(
        eval_set=eval_set,
        lines=lines,
        parse=parse_item,
        write=lambda pending: _write_items(eval_set, pending),
        id_field="id",
        on_progress=on_progress,
    )


def import_loop(
    *,
    eval_set: EvalSet,
    lines: Iterable[JsonLine],
    parse: Callable[[dict], Any],
    write: Callable[[list], list[ImportReport]],
    id_field: str,
    on_progress: Callable[[int], None] | None = None,
) -> tuple[EvalSet | None, ImportReport]:
    """Records parsed from ``lines`` (each with an ``id``) through the one ingest loop into
    ``eval_set``: an id seen twice in the input is refused on its second line, naming the
    first (the problem's field is ``id_field``); an id already in the set is counted as
    present; a batch that ``write`` fails is written again record by record. Returns the set
    (None when nothing was kept, so a new set was never created) and the report."""
    report = ImportReport()
    existing = (
        set(eval_set.items.exclude(external_id="").values_list("external_id", flat=True))
        if eval_set.pk is not None
        else set()
    )
    seen: dict[str, int] = {}

    def admit(line: int, record: Any):
        if record.id in seen:
            return Problem(
                id_field, f"{record.id!r} already appears on line {seen[record.id]}", line=line
            )
        seen[record.id] = line
        if record.id in existing:
            report.already_present += 1
            return SKIP
        return None

    def fail(item: tuple[int, Any], exc: BaseException) -> ImportReport:
        piece = ImportReport()
        piece.add_problem(failure_problem(exc, item[0]))
        return piece

    report.aborted = ingest_loop(
        lines=lines,
        parse=parse,
        write=write,
        fail=fail,
        collect=lambda pieces: _merge(report, pieces),
        on_problem=report.add_problem,
        batch_size=ITEMS_PER_TRANSACTION,
        admit=admit,
        on_progress=on_progress,
    )
    return (eval_set if eval_set.pk is not None else None), report
