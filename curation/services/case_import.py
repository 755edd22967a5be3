"""Import frozen cases, the ``cases`` export shape (docs/cases-format.md), into an eval set.

``python manage.py import_evalset PATH --set NAME`` reads either shape: a file whose lines carry
``case_id`` is read here. Each line becomes a whole case again: its conversation, fixtures
(retrieval and tool recordings) and environment are stored as a trace (``imported/<set>/<case
id>``) with one answering assistant turn that holds the recorded retrieval and the tool calls
recorded while answering (calls recorded on earlier turns go on the last assistant message of
the conversation), and the eval item points at its follow-up, so a frozen system run sends the
same fixtures and its cassette serves the same recordings as in the deployment that exported it.
Ground truth, gold, pattern, reference type and gold rewrite are stored on the item; the
labelling metadata, the source trace id and the set it came from go in ``EvalItem.imported``, so
the set exports again as it came in.

Pseudonymization (issue 11: no raw text anywhere). A line whose mark (``curation.pii.marks``)
verifies under this deployment's key is stored as given: it was pseudonymized by a deployment
holding the same key, and a second pass would replace its surrogates again. Every other line is
pseudonymized as one case (messages, retrieved texts, tool arguments and responses, environment,
ground-truth texts and gold rewrite through one ``Pseudonymizer``) when ``ASSAY_PSEUDONYMIZE``
is on, or stored marked unpseudonymized (exports refuse it) when it is off.

A bad line is refused with ``line N: field: rule`` and the other lines are kept; lines go
through ``core.validate`` and the one ingest loop (``core.ingest_loop``) as the other imports do.
"""

from __future__ import annotations

import dataclasses
import hashlib
import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db.models import Max

from core.jsonl import JsonLine
from curation.errors import RecordInvalid
from curation.models import EvalItem, EvalSet, Message, Pattern, Trace
from curation.pii.marks import MARK_FIELD, mark_verifies
from curation.services.evalsets import (
    ImportReport,
    _current_ids,
    _set_for_import,
    evalset_import_lines,
    import_loop,
    note_unresolved_gold,
    parse_gold,
)
from curation.services.traces import _write_new
from curation.services.vocabulary import corpus_chunk_texts, protection_current
from curation.tracefmt import TraceRecord, parse_trace

GT_KINDS = ("rubric", "pass_fail", "reference")
GT_TEXTS = ("must", "should", "pass", "answer")
TRACE_ID_LENGTH = 200


@dataclass(frozen=True)
class CaseRecord:
    """One validated case line; ``trace`` holds its conversation and fixtures, ``answer_at``
    the position of its answering turn (the follow-up is the message before it)."""

    id: str
    trace: TraceRecord
    answer_at: int
    ground_truth: dict
    gold: list[str]
    gold_rewrite: str | None
    unanswerable: bool
    pattern: str | None
    reference_type: str | None
    imported: dict
    marked: bool

    # ImportRecord's names, so the items import's unresolved-gold warning reads it too
    @property
    def prefix(self) -> list[dict]:
        return [{"role": m.role, "content": m.content} for m in self.trace.messages[:-2]]

    @property
    def follow_up(self) -> str:
        return self.trace.messages[-2].content


def is_case_line(value: Any) -> bool:
    """Whether a parsed line is in the ``cases`` shape (it names a ``case_id``)."""
    return isinstance(value, dict) and "case_id" in value


def _trace_id(set_name: str, case_id: str) -> str:
    tid = f"imported/{set_name}/{case_id}"
    if len(tid) <= TRACE_ID_LENGTH:
        return tid
    return f"imported/{hashlib.sha256(tid.encode()).hexdigest()}"


def _opt_str(obj: dict, name: str, limit: int | None = None) -> str | None:
    value = obj.get(name)
    if value is None:
        return None
    if not isinstance(value, str):
        raise RecordInvalid(name, f"must be a string, got {type(value).__name__}")
    if limit is not None and len(value) > limit:
        raise RecordInvalid(name, f"must be at most {limit} characters")
    return value


def _object(obj: dict, name: str) -> dict:
    value = obj.get(name)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise RecordInvalid(name, f"must be an object, got {type(value).__name__}")
    return value


def _ground_truth(obj: dict) -> dict:
    gt = _object(obj, "ground_truth")
    if not gt:
        return {}
    if gt.get("kind") not in GT_KINDS:
        raise RecordInvalid("ground_truth.kind", f"must be one of {', '.join(GT_KINDS)}")
    for name in ("must", "should"):
        values = gt.get(name)
        if values is not None and (
            not isinstance(values, list) or not all(isinstance(v, str) for v in values)
        ):
            raise RecordInvalid(f"ground_truth.{name}", "must be a list of strings")
    for name in ("pass", "answer"):
        if gt.get(name) is not None and not isinstance(gt[name], str):
            raise RecordInvalid(f"ground_truth.{name}", "must be a string")
    if gt.get("verdict") not in (None, "pass", "fail"):
        raise RecordInvalid("ground_truth.verdict", "must be pass, fail or null")
    return gt


def _fixtures(obj: dict) -> tuple[list, list[tuple[int, dict]], list[tuple[int, dict]]]:
    """The retrieval, and the tools split into (index, call) recorded while answering and
    before; the calls in the trace format (``response`` only when one was recorded)."""
    fixtures = _object(obj, "fixtures")
    retrieval = fixtures.get("retrieval") or []
    tools = fixtures.get("tools") or []
    for name, value in (("retrieval", retrieval), ("tools", tools)):
        if not isinstance(value, list):
            raise RecordInvalid(f"fixtures.{name}", "must be a list")
    passages = []
    for i, r in enumerate(retrieval):
        if not isinstance(r, dict):
            raise RecordInvalid(f"fixtures.retrieval[{i}]", "must be an object")
        passages.append({k: v for k, v in r.items() if k != "rank"})
    answering, earlier = [], []
    for i, t in enumerate(tools):
        if not isinstance(t, dict):
            raise RecordInvalid(f"fixtures.tools[{i}]", "must be an object")
        turn = t.get("turn", "answer")
        if turn not in ("answer", "earlier"):
            raise RecordInvalid(f"fixtures.tools[{i}].turn", "must be answer or earlier")
        call = {"name": t.get("name"), "args": t.get("args")}
        if t.get("has_response", t.get("response") is not None):
            call["response"] = t.get("response")
        (answering if turn == "answer" else earlier).append((i, call))
    return passages, answering, earlier


_TRACE_PATH = re.compile(r"^messages\[(\d+)\]\.(retrieval|tool_calls)\[(\d+)\](.*)$")


def _case_path(path: str, answer_at: int, tool_at: dict[tuple[int, int], int]) -> str:
    """The case line's field for a path of the trace built from it."""
    if path == "trace_id":
        return "case_id"
    match = _TRACE_PATH.match(path)
    if match:
        message, kind, index, rest = int(match[1]), match[2], int(match[3]), match[4]
        if kind == "retrieval" and message == answer_at:
            return f"fixtures.retrieval[{index}]{rest}"
        if kind == "tool_calls" and (message, index) in tool_at:
            return f"fixtures.tools[{tool_at[message, index]}]{rest}"
    return path


def _trace(obj: dict, case_id: str, set_name: str) -> tuple[TraceRecord, int]:
    messages = obj.get("messages")
    if not isinstance(messages, list) or not messages:
        raise RecordInvalid("messages", "must be a non-empty list ending with the follow-up")
    for i, m in enumerate(messages):
        if not isinstance(m, dict):
            raise RecordInvalid(f"messages[{i}]", "must be an object with role and content")
    last = messages[-1]
    if last.get("role") != "user":
        raise RecordInvalid(f"messages[{len(messages) - 1}].role", "the last message is the user's")
    passages, answering, earlier = _fixtures(obj)
    turns = [{k: m.get(k) for k in ("role", "content")} for m in messages]
    answer_at = len(turns)
    holder = next(
        (i for i in range(answer_at - 1, -1, -1) if turns[i].get("role") == "assistant"), None
    )
    if holder is None:  # nowhere earlier to put them: recorded with the answer
        answering, earlier = earlier + answering, []
    tool_at = {(answer_at, k): i for k, (i, _c) in enumerate(answering)}
    if earlier:
        turns[holder]["tool_calls"] = [c for _i, c in earlier]
        tool_at.update({(holder, k): i for k, (i, _c) in enumerate(earlier)})
    answer: dict[str, Any] = {"role": "assistant", "content": ""}
    if passages:
        answer["retrieval"] = passages
    if answering:
        answer["tool_calls"] = [c for _i, c in answering]
    trace = {
        "trace_id": _trace_id(set_name, case_id),
        "source": "import",
        "messages": [*turns, answer],
        "environment": obj.get("environment"),
        "captured_at": obj.get("captured_at"),
    }
    try:
        return parse_trace(trace), answer_at
    except RecordInvalid as exc:
        raise RecordInvalid(_case_path(exc.field, answer_at, tool_at), exc.message) from None


def parse_case(obj: Any, *, set_name: str, key: str) -> CaseRecord:
    """Validate one ``cases`` line; raises ``RecordInvalid`` naming the field (JSON path)."""
    if not isinstance(obj, dict):
        raise RecordInvalid("$", f"must be an object, got {type(obj).__name__}")
    case_id = obj.get("case_id")
    if not isinstance(case_id, str) or not case_id.strip():
        raise RecordInvalid("case_id", "must be a non-empty string")
    if len(case_id) > 300:
        raise RecordInvalid("case_id", "must be at most 300 characters")
    trace, answer_at = _trace(obj, case_id, set_name)
    gold, unanswerable = parse_gold(obj, required=False)
    pattern = obj.get("pattern", obj.get("slice") if obj.get("slice") in Pattern.values else None)
    if pattern is not None and pattern not in Pattern.values:
        raise RecordInvalid("pattern", f"must be one of {', '.join(Pattern.values)} or null")
    labelling = _object(obj, "labelling")
    origin = _object(obj, "eval_set")
    return CaseRecord(
        id=case_id,
        trace=trace,
        answer_at=answer_at,
        ground_truth=_ground_truth(obj),
        gold=gold,
        gold_rewrite=_opt_str(obj, "gold_rewrite"),
        unanswerable=unanswerable,
        pattern=pattern,
        reference_type=_opt_str(obj, "reference_type", 32),
        imported={
            "source_trace_id": _opt_str(obj, "source_trace_id", TRACE_ID_LENGTH),
            "labelling": labelling or None,
            "eval_set": origin or None,
        },
        marked=mark_verifies(key, obj) if MARK_FIELD in obj else False,
    )


def _pseudonymize_cases(cases: list[CaseRecord]) -> list[CaseRecord]:
    """Each case through its own Pseudonymizer (trace texts, then ground truth and gold
    rewrite, so a name maps to one surrogate in all of them)."""
    from curation.pii.analyzer import get_analyzer
    from curation.pii.pseudonymizer import Pseudonymizer
    from curation.services.pseudonymize import (
        CachingAnalyzer,
        _json_strings,
        _texts,
        pii_config,
        pseudonymize_record,
    )

    config, protection = pii_config(), protection_current()
    verbatim = corpus_chunk_texts(
        r.text for c in cases for m in c.trace.messages for r in m.retrieval if r.text
    )
    analyzer = CachingAnalyzer(get_analyzer(config))
    analyzer.warm(t for c in cases for t in _texts(c.trace) if t not in verbatim)
    out = []
    for case in cases:
        pseudonymizer = Pseudonymizer(
            settings.ASSAY_PSEUDONYM_KEY, analyzer=analyzer, config=config, protection=protection
        )
        trace = pseudonymize_record(case.trace, pseudonymizer, verbatim)
        texts = {k: case.ground_truth[k] for k in GT_TEXTS if k in case.ground_truth}
        analyzer.warm(_json_strings([texts, case.gold_rewrite]))
        texts, rewrite = pseudonymizer.pseudonymize_json([texts, case.gold_rewrite])
        out.append(
            dataclasses.replace(
                case, trace=trace, ground_truth={**case.ground_truth, **texts}, gold_rewrite=rewrite
            )
        )
    return out


def _stored_traces(pending: list[tuple[int, CaseRecord]]) -> set[str]:
    """The trace ids of ``pending`` already stored by an earlier import of the same case into
    a set of this name (deleted since); raises ``RecordInvalid`` when the stored one differs."""
    ids = {c.trace.trace_id: c for _line, c in pending}
    stored = dict(
        Trace.objects.filter(trace_id__in=list(ids)).values_list("trace_id", "content_hash")
    )
    for trace_id, digest in stored.items():
        if digest != ids[trace_id].trace.content_hash:
            raise RecordInvalid(
                "case_id",
                f"trace {trace_id!r} was imported before with other content; "
                "import into a set of another name",
            )
    return set(stored)


def _store_cases(eval_set: EvalSet, pending: list[tuple[int, CaseRecord]]) -> list[ImportReport]:
    """Store the traces and items of ``pending`` (pseudonymized already where they need it);
    inside the caller's savepoint. Returns its counts as a report of its own."""

    piece = ImportReport()
    if eval_set.pk is None:
        eval_set.save()
    pseudo = settings.ASSAY_PSEUDONYMIZE
    stored = _stored_traces(pending)
    for flag in (True, False):
        group = [
            c.trace
            for _line, c in pending
            if (c.marked or pseudo) == flag and c.trace.trace_id not in stored
        ]
        if group:
            _write_new(group, pseudonymized=flag)
    traces = dict(
        Trace.objects.filter(trace_id__in=[c.trace.trace_id for _l, c in pending]).values_list(
            "trace_id", "pk"
        )
    )
    follow_ups = {
        (tid, pos): pk
        for tid, pos, pk in Message.objects.filter(trace_id__in=traces.values()).values_list(
            "trace_id", "position", "pk"
        )
    }
    current = _current_ids({g for _line, c in pending for g in c.gold})
    start = (eval_set.items.aggregate(m=Max("position"))["m"] or 0) + 1
    rows = []
    for offset, (line, case) in enumerate(pending):
        note_unresolved_gold(piece, line, case, current)
        trace_pk = traces[case.trace.trace_id]
        rows.append(
            EvalItem(
                eval_set=eval_set,
                position=start + offset,
                trace_id=trace_pk,
                message_id=follow_ups[trace_pk, case.answer_at - 1],
                external_id=case.id,
                source="import",
                prefix=case.prefix,
                follow_up=case.follow_up,
                pattern=case.pattern,
                reference_type=case.reference_type,
                gold=case.gold,
                gold_rewrite=case.gold_rewrite,
                unanswerable=case.unanswerable,
                ground_truth=case.ground_truth,
                imported=case.imported,
                pseudonymized=case.marked or pseudo,
            )
        )
    EvalItem.objects.bulk_create(rows)
    piece.added = len(rows)
    return [piece]


def _write_cases(eval_set: EvalSet, pending: list[tuple[int, CaseRecord]]) -> list[ImportReport]:
    todo = [i for i, (_line, c) in enumerate(pending) if not c.marked]
    if todo and settings.ASSAY_PSEUDONYMIZE:
        done = _pseudonymize_cases([pending[i][1] for i in todo])
        pending = list(pending)
        for i, case in zip(todo, done, strict=True):
            pending[i] = (pending[i][0], case)
    created = eval_set.pk is None
    if created:
        kinds = [c.ground_truth.get("kind") for _l, c in pending if c.ground_truth]
        eval_set.ground_truth_kind = kinds[0] if kinds else eval_set.ground_truth_kind
    try:
        return _store_cases(eval_set, pending)
    except BaseException:
        if created:  # its savepoint is rolled back: the set does not exist after all
            eval_set.pk = None
        raise


def evalset_import_auto(
    *, lines: Iterable[JsonLine], **kwargs
) -> tuple[EvalSet | None, ImportReport]:
    """``evalset_import_cases`` when the first parsed line is in the ``cases`` shape, else
    ``evalset_import_lines`` (the follow-up item shape); the lines read to decide are kept."""

    it = iter(lines)
    head: list[JsonLine] = []
    for line in it:
        head.append(line)
        if line.error is None:
            break
    chain = itertools.chain(head, it)
    if head and head[-1].error is None and is_case_line(head[-1].value):
        return evalset_import_cases(lines=chain, **kwargs)
    return evalset_import_lines(lines=chain, **kwargs)


def evalset_import_cases(
    *,
    lines: Iterable[JsonLine],
    set_name: str,
    description: str = "",
    user=None,
    on_progress: Callable[[int], None] | None = None,
) -> tuple[EvalSet | None, ImportReport]:
    """Import ``cases`` lines into set ``set_name`` (created when missing); see the module
    docstring. Returns the set (None when nothing was kept) and the same report as
    ``evalset_import_lines``; cases whose id is already in the set are counted as present."""
    eval_set = _set_for_import(set_name=set_name, description=description, user=user)
    key = settings.ASSAY_PSEUDONYM_KEY
    return import_loop(
        eval_set=eval_set,
        lines=lines,
        parse=lambda obj: parse_case(obj, set_name=set_name, key=key),
        write=lambda pending: _write_cases(eval_set, pending),
        id_field="case_id",
        on_progress=on_progress,
    )
