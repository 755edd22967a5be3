"""The frozen content of an eval set, read from the database as plain JSON.

Everything an export needs is in the content, so exporting a version never reads live rows:

``{"set": {name, description, ground_truth_kind, labels_per_item, double_label_share,
assumed_minutes_per_case}, "items": [{id, position, prefix, follow_up, pattern, trigger,
reference_type, gold, gold_rewrite, unanswerable, ground_truth, source, labelling, case}]}``

``labelling`` is ``exports.selectors.labelling_summary`` of the item (``None`` when it has no
final label); ``case`` is ``None`` for items without a trace, else ``{source_trace_id,
captured_at, messages, fixtures: {retrieval, tools}, environment}``. Retrieval fixtures are the
results recorded on the turn that answered the follow-up; tool fixtures are the calls the trace
recorded up to and including that turn (what replay's cassette serves). Text is the stored,
pseudonymized text (the environment too: its values are pseudonymized at ingest except
``ASSAY_ENVIRONMENT_PLAIN_KEYS``). Items that hold text never pseudonymized (a plain trace, a
trace whose environment predates environment pseudonymization, an item imported raw) are
refused, every one named with its reason, never dropped.
"""

from __future__ import annotations

from collections import defaultdict

from core.hashing import canonical_hash
from curation.models import Chunk, EvalItem, EvalSet, Message, RetrievalResult, ToolCall, Trace
from exports.errors import ExportError
from exports.selectors import labelling_summary

IN_BATCH = 900  # ids per IN (...) clause, under SQLite's variable limit


def content_hash(content) -> str:
    """sha256 of the canonical JSON of ``content`` (``core.hashing``)."""
    return canonical_hash(content)


def _chunks(values):
    values = list(values)
    for start in range(0, len(values), IN_BATCH):
        yield values[start : start + IN_BATCH]


def _traces_and_messages(trace_ids: list[int]) -> tuple[dict[int, dict], dict[int, list]]:
    """Trace rows by pk, and each trace's (message id, position, role) in order."""
    traces: dict[int, dict] = {}
    messages: dict[int, list[tuple[int, int, str]]] = defaultdict(list)
    for part in _chunks(trace_ids):
        for row in Trace.objects.filter(pk__in=part).values(
            "pk",
            "trace_id",
            "captured_at",
            "environment",
            "prompt_version",
            "model",
            "pseudonymized",
            "environment_raw",
        ):
            traces[row["pk"]] = row
        for mid, tid, pos, role in (
            Message.objects.filter(trace_id__in=part)
            .order_by("trace_id", "position")
            .values_list("id", "trace_id", "position", "role")
        ):
            messages[tid].append((mid, pos, role))
    return traces, messages


def _refusals(traced: list[EvalItem], traces: dict[int, dict], refused: list[str]) -> None:
    """Append to ``refused`` why a traced item cannot be exported: its trace holds text that
    was never pseudonymized."""
    for item in traced:
        trace = traces[item.trace_id]
        if not trace["pseudonymized"]:
            refused.append(
                f"{item.item_id}: its trace {trace['trace_id']} is stored without pseudonymization"
            )
        elif trace["environment_raw"]:
            refused.append(
                f"{item.item_id}: the environment of its trace {trace['trace_id']} was stored "
                "before environments were pseudonymized"
            )


def _answer_spans(
    traced: list[EvalItem], messages: dict[int, list], follow_up_at: dict[int, int]
) -> dict[int, tuple[list[int], int | None]]:
    """Per item: the ids of the messages answering its follow-up, and the position of the next
    user turn (None when the follow-up is the last one); fills ``follow_up_at`` with the
    follow-up's position."""
    spans = {}
    for item in traced:
        answer, seen, next_user = [], False, None
        for mid, pos, role in messages[item.trace_id]:
            if mid == item.message_id:
                seen = True
                follow_up_at[item.pk] = pos
            elif seen:
                if role == Message.Role.USER:
                    next_user = pos
                    break
                answer.append(mid)
        spans[item.pk] = (answer, next_user)
    return spans


def _retrieval(answer_ids: set[int]) -> dict[int, list[dict]]:
    retrieval: dict[int, list[dict]] = defaultdict(list)
    for part in _chunks(answer_ids):
        for row in (
            RetrievalResult.objects.filter(message_id__in=part)
            .order_by("message_id", "rank", "id")
            .values("message_id", "rank", "doc_id", "chunk_id", "doc_version", "score", "text")
        ):
            retrieval[row.pop("message_id")].append(row)
    # a passage logged without its text is sent with the current chunk's (replay.system_selectors
    # does the same), so the export carries what a frozen run sends
    missing = {r["chunk_id"] for rows in retrieval.values() for r in rows if not r["text"]}
    texts: dict[str, str] = {}
    for part in _chunks(missing):
        texts.update(
            Chunk.objects.filter(chunk_id__in=part, is_current=True).values_list("chunk_id", "text")
        )
    for rows in retrieval.values():
        for r in rows:
            if not r["text"] and r["chunk_id"] in texts:
                r["text"] = texts[r["chunk_id"]]
    return retrieval


def _tools(trace_ids: list[int]) -> dict[int, list[tuple[int, dict]]]:
    """Per trace: (message position, recorded call) in order."""
    tools: dict[int, list[tuple[int, dict]]] = defaultdict(list)
    for part in _chunks(trace_ids):
        for tid, pos, name, args, response, has_response in (
            ToolCall.objects.filter(message__trace_id__in=part)
            .order_by("message__trace_id", "message__position", "position")
            .values_list(
                "message__trace_id", "message__position", "name", "args", "response", "has_response"
            )
        ):
            call = {
                "name": name,
                "args": args,
                "response": response if has_response else None,
                "has_response": has_response,
            }
            tools[tid].append((pos, call))
    return tools


def _cases(items: list[EvalItem], refused: list[str]) -> dict[int, dict]:
    """Per item pk with a trace: its frozen case (messages, fixtures, environment); appends to
    ``refused`` why an item cannot be exported (see ``_refusals``)."""
    traced = [i for i in items if i.trace_id and i.message_id]
    if not traced:
        return {}
    trace_ids = sorted({i.trace_id for i in traced})
    traces, messages = _traces_and_messages(trace_ids)
    _refusals(traced, traces, refused)
    follow_up_at: dict[int, int] = {}
    spans = _answer_spans(traced, messages, follow_up_at)
    retrieval = _retrieval({mid for ids, _ in spans.values() for mid in ids})
    tools = _tools(trace_ids)
    out = {}
    for item in traced:
        trace = traces[item.trace_id]
        answer, next_user = spans[item.pk]
        environment = dict(trace["environment"] or {})
        for key in ("prompt_version", "model"):
            if trace[key] is not None:
                environment.setdefault(key, trace[key])
        out[item.pk] = {
            # an imported case names the trace it came from (None for an item that had none)
            "source_trace_id": (item.imported or {}).get("source_trace_id", trace["trace_id"]),
            "captured_at": trace["captured_at"].isoformat() if trace["captured_at"] else None,
            "messages": [*(item.prefix or []), {"role": "user", "content": item.follow_up}],
            "fixtures": {
                "retrieval": [r for mid in answer for r in retrieval.get(mid, [])],
                "tools": [
                    {**t, "turn": "answer" if pos > follow_up_at[item.pk] else "earlier"}
                    for pos, t in tools[item.trace_id]
                    if next_user is None or pos < next_user
                ],
            },
            "environment": environment,
        }
    return out


def evalset_content(eval_set: EvalSet, *, leave_out: set[int] = frozenset()) -> dict:
    """The content a freeze of ``eval_set`` stores (see the module docstring), without the
    items whose pks are in ``leave_out`` (the ones not labelled yet). Every item is checked for
    text never pseudonymized, left out or not, so each refusal names them all."""
    items = list(EvalItem.objects.filter(eval_set=eval_set).order_by("position", "pk"))
    labelling = labelling_summary(eval_set=eval_set)
    refused = [
        f"{item.item_id}: imported without pseudonymization"
        for item in items
        if not item.trace_id and not item.pseudonymized
    ]
    cases = _cases(items, refused)
    if refused:
        raise ExportError(
            f"{len(refused)} item(s) cannot be exported, since exports carry pseudonymized text "
            f"only: {'; '.join(refused)}. Run `python manage.py repseudonymize` first"
        )
    return {
        "set": {
            "name": eval_set.name,
            "description": eval_set.description,
            "ground_truth_kind": eval_set.ground_truth_kind,
            "labels_per_item": eval_set.labels_per_item,
            "double_label_share": eval_set.double_label_share,
            "assumed_minutes_per_case": eval_set.assumed_minutes_per_case,
        },
        "items": [
            {
                "id": item.item_id,
                "position": item.position,
                "prefix": item.prefix or [],
                "follow_up": item.follow_up,
                "pattern": item.pattern,
                "trigger": item.trigger,
                "reference_type": item.reference_type,
                "gold": list(item.gold or []),
                "gold_rewrite": item.gold_rewrite,
                "unanswerable": item.unanswerable,
                "ground_truth": item.ground_truth or {},
                "source": item.source,
                "labelling": labelling.get(item.pk) or (item.imported or {}).get("labelling"),
                "case": cases.get(item.pk),
            }
            for item in items
            if item.pk not in leave_out
        ],
    }
