"""Reads for ``system`` runs: case snapshots for the contract, answers per item, output lines,
the report block and grading progress. Nothing here writes."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from curation.models import Chunk, EvalItem, Message, RetrievalResult, ToolCall
from replay.judge import context_precision, ground_truth_kind
from replay.metrics import metric_names
from replay.models import CassetteMiss, Run, SystemAnswer
from replay.system import SystemCase
from replay.verdicts import disagreement, majority, mean_or_none, verdict_summary


def _answering_messages(items: Sequence[EvalItem]) -> dict[int, list[int]]:
    """Per item with a follow-up message: the ids of the assistant messages that answered it
    (after the follow-up, up to the next user turn), in order. Two queries for any number."""
    anchors = {i.pk: (i.trace_id, i.message.position) for i in items if i.message_id}
    by_trace: dict[int, list[tuple[int, str, int]]] = defaultdict(list)
    for row in (
        Message.objects.filter(trace_id__in={t for t, _p in anchors.values()})
        .order_by("trace_id", "position")
        .values_list("trace_id", "id", "role", "position")
    ):
        by_trace[row[0]].append(row[1:])
    out: dict[int, list[int]] = {}
    for pk, (trace_id, position) in anchors.items():
        turn = []
        for message_id, role, at in by_trace[trace_id]:
            if at <= position:
                continue
            if role == Message.Role.USER:
                break
            if role == Message.Role.ASSISTANT:
                turn.append(message_id)
        out[pk] = turn
    return out


def _retrieval(message_ids: set[int]) -> dict[int, list[dict[str, Any]]]:
    """Recorded retrieval per message, each passage with its text (from the current chunk when
    the trace kept none)."""
    rows: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for r in (
        RetrievalResult.objects.filter(message_id__in=message_ids)
        .order_by("message_id", "rank", "id")
        .values("message_id", "doc_id", "chunk_id", "doc_version", "score", "text")
    ):
        rows[r.pop("message_id")].append(r)
    missing = {r["chunk_id"] for group in rows.values() for r in group if not r["text"]}
    texts = dict(
        Chunk.objects.filter(chunk_id__in=missing, is_current=True).values_list("chunk_id", "text")
    )
    return {
        message_id: [
            {
                **{k: v for k, v in r.items() if v is not None},
                "text": r["text"] or texts.get(r["chunk_id"], ""),
            }
            for r in group
        ]
        for message_id, group in rows.items()
    }


def _tools(message_ids: set[int]) -> dict[int, list[dict[str, Any]]]:
    out: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for message_id, name, args in (
        ToolCall.objects.filter(message_id__in=message_ids)
        .order_by("message__position", "position")
        .values_list("message_id", "name", "args")
    ):
        out[message_id].append({"name": name, "args": args or {}})
    return out


def _environment(trace) -> dict[str, Any]:
    if trace is None:
        return {}
    merged = {
        **(trace.environment or {}),
        "prompt_version": trace.prompt_version,
        "model": trace.model,
    }
    return {k: v for k, v in merged.items() if v is not None}


def system_cases(item_pks: Sequence[int]) -> list[SystemCase]:
    """Snapshots of ``item_pks`` (in that order) for the system contract: the conversation, the
    trace's environment, the retrieval recorded on the first answering message that logged any,
    and the tool calls recorded while answering. A fixed number of queries per call."""
    items = {
        i.pk: i
        for i in EvalItem.objects.filter(pk__in=list(item_pks)).select_related("message", "trace")
    }
    turns = _answering_messages(list(items.values()))
    answering = {m for ids in turns.values() for m in ids}
    retrieval, tools = _retrieval(answering), _tools(answering)
    out = []
    for pk in item_pks:
        item = items.get(pk)
        if item is None:
            continue
        turn = turns.get(pk, [])
        out.append(
            SystemCase(
                pk=item.pk,
                case_id=item.item_id,
                follow_up=item.follow_up,
                messages=list(item.prefix or []),
                environment=_environment(item.trace),
                retrieval=next((retrieval[m] for m in turn if m in retrieval), []),
                tools=[call for m in turn for call in tools.get(m, [])],
                gold=list(item.gold or []),
                ground_truth=dict(item.ground_truth or {}),
                pattern=item.pattern or "",
                unanswerable=item.unanswerable,
            )
        )
    return out


def answers_by_item(run: Run) -> dict[int, list[SystemAnswer]]:
    grouped: dict[int, list[SystemAnswer]] = defaultdict(list)
    for answer in SystemAnswer.objects.filter(run=run).order_by("item_id", "repeat"):
        grouped[answer.item_id].append(answer)
    return grouped


def _errors(answers: Sequence[SystemAnswer]) -> list[dict[str, Any]]:
    return [error for a in answers for error in (a.errors or [])]


def _has_truth(truth: dict) -> bool:
    try:
        ground_truth_kind(truth)
    except ValueError:
        return False
    return True


def system_rows(run: Run) -> list[dict[str, Any]]:
    """One dict per item of ``run`` with a result: the documented output line fields."""
    grouped = answers_by_item(run)
    gradable_pks = {
        pk
        for pk, truth in EvalItem.objects.filter(pk__in=run.item_pks).values_list(
            "pk", "ground_truth"
        )
        if _has_truth(truth or {})
    }
    rows = []
    for result in run.results.order_by("item_id"):
        answers = grouped.get(result.item_id, [])
        verdicts = [a.verdict for a in answers]
        first_passages = (answers[0].answer.get("passages") if answers else None) or []
        rows.append(
            {
                "item_id": result.item_key,
                "pattern": result.pattern or None,
                "ranked": result.ranked,
                "gold": result.gold,
                "unanswerable": result.unanswerable,
                "metrics": result.metrics,
                "answers": [a.answer for a in answers],
                "verdicts": verdicts,
                "verdict": majority(verdicts),
                "disagreement": disagreement(verdicts),
                "should_scores": [a.should_score for a in answers],
                "should_score": mean_or_none([a.should_score for a in answers]),
                "grounded": mean_or_none([a.grounded for a in answers]),
                "context_precision": context_precision(first_passages, result.gold),
                "errors": _errors(answers),
                "gradable": result.item_id in gradable_pks,
                "config_hash": run.config_hash,
            }
        )
    return rows


OUTPUT_FIELDS = (
    "item_id",
    "pattern",
    "ranked",
    "gold",
    "metrics",
    "answers",
    "verdicts",
    "verdict",
    "disagreement",
    "should_score",
    "grounded",
    "context_precision",
    "errors",
    "config_hash",
)


def system_output_line(row: dict[str, Any]) -> dict[str, Any]:
    """The documented ``--output`` JSONL object of a system run's item."""
    return {name: row[name] for name in OUTPUT_FIELDS}


UNRECORDED_SHOWN = 200  # unrecorded calls listed on the run page (the count is exact)


def system_report(run: Run) -> dict[str, Any]:
    """The verdict block of a system run's report (see :func:`replay.verdicts.verdict_summary`),
    plus grading progress and the unrecorded tool calls."""
    rows = system_rows(run)
    summary = verdict_summary(rows)
    verdicts = [v for row in rows if row["gradable"] for v in row["verdicts"]]
    summary["grading"] = {
        "answers": len(verdicts),
        "graded": sum(1 for v in verdicts if v is not None),
    }
    misses = CassetteMiss.objects.filter(run=run)
    summary["unrecorded_calls"] = [
        {**miss, "recorded_names": ", ".join(r.get("name", "?") for r in miss["recorded"])}
        for miss in misses.order_by("item_id", "repeat", "id").values(
            "item_id", "item__external_id", "repeat", "call", "recorded"
        )[:UNRECORDED_SHOWN]
    ]
    summary["unrecorded_total"] = misses.count()
    summary["metric_names"] = metric_names(run.k)
    summary["mode"] = run.arm_params.get("mode")
    return summary


# Per-item values of a system run that the paired comparisons and ladders accept as metrics.
SYSTEM_METRICS = ("verdict", "should_score", "grounded")


def system_values(run: Run, metric: str) -> dict[str, float]:
    """``{item_id: value}`` of ``verdict`` (1 pass, 0 fail), ``should_score`` or ``grounded``
    over the items where it is defined: the input of the paired comparisons."""
    out: dict[str, float] = {}
    for row in system_rows(run):
        value = row[metric]
        if value is not None:
            out[str(row["item_id"])] = float(value)
    return out
