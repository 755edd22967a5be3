"""The judge contract and grading arithmetic: plain Python, no ORM.

``POST <judge url>`` with ``{"case_id", "repeat", "messages", "follow_up", "answer",
"passages", "ground_truth"}``; the judge answers ``{"must": [bool...], "should": [bool...]}``
for a rubric or ``{"pass": bool}`` otherwise, optionally with ``"reason"`` and ``"grounded"``
(the share of the answer's claims the passages support, 0 to 1). The same :func:`grade_from`
turns a judge's answer or a person's ticks into a :class:`Grade`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from replay.system import SystemCallError, SystemCase, post_json

KINDS = ("rubric", "pass_fail", "reference")


@dataclass(frozen=True)
class Grade:
    """One repeat's grade: ``verdict`` (a rubric passes when every must holds), the ticks, the
    should share (None without should criteria), groundedness and the reason."""

    verdict: bool
    must: list[bool] | None = None
    should: list[bool] | None = None
    should_score: float | None = None
    grounded: float | None = None
    reason: str = ""

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def ground_truth_kind(ground_truth: Mapping[str, Any]) -> str:
    """``rubric``, ``pass_fail`` or ``reference``; a ground truth with must/should criteria and
    no kind counts as a rubric. Raises ValueError when none applies."""
    kind = ground_truth.get("kind")
    if kind in KINDS:
        return kind
    if ground_truth.get("must") or ground_truth.get("should"):
        return "rubric"
    raise ValueError("the item has no ground truth (rubric, pass_fail or reference) to grade by")


def judge_payload(case: SystemCase, *, repeat: int, answer: Mapping[str, Any]) -> dict[str, Any]:
    """The judge's request for one repeat's answer."""
    gt = dict(case.ground_truth)
    kind = ground_truth_kind(gt)
    truth: dict[str, Any] = {"kind": kind}
    if kind == "rubric":
        truth["must"] = list(gt.get("must") or [])
        truth["should"] = list(gt.get("should") or [])
    elif kind == "reference":
        truth["answer"] = gt.get("answer") or ""
    else:
        truth["pass"] = gt.get("pass") or ""
    return {
        "case_id": case.case_id,
        "repeat": repeat,
        "messages": [{"role": m.get("role"), "content": m.get("content")} for m in case.messages],
        "follow_up": case.follow_up,
        "answer": answer.get("answer") or "",
        "passages": list(answer.get("passages") or []),
        "ground_truth": truth,
    }


def _bools(value: Any, name: str, n: int) -> list[bool]:
    if not isinstance(value, list) or not all(isinstance(v, bool) for v in value):
        raise ValueError(f"{name}: expected a list of true/false")
    if len(value) != n:
        raise ValueError(f"{name}: expected {n} values (one per criterion), got {len(value)}")
    return list(value)


def grade_from(ground_truth: Mapping[str, Any], ticks: Mapping[str, Any]) -> Grade:
    """A :class:`Grade` from a judge's answer or a grader's ticks, checked against the ground
    truth (one bool per must and should criterion). Raises ValueError naming the field."""
    kind = ground_truth_kind(ground_truth)
    grounded = ticks.get("grounded")
    if grounded is not None and (
        isinstance(grounded, bool)
        or not isinstance(grounded, int | float)
        or not 0 <= grounded <= 1
    ):
        raise ValueError("grounded: expected a number from 0 to 1")
    reason = ticks.get("reason") or ""
    if not isinstance(reason, str):
        raise ValueError("reason: expected a string")
    if kind == "rubric":
        must = _bools(ticks.get("must"), "must", len(ground_truth.get("must") or []))
        should = _bools(ticks.get("should", []), "should", len(ground_truth.get("should") or []))
        return Grade(
            verdict=all(must),
            must=must,
            should=should,
            should_score=sum(should) / len(should) if should else None,
            grounded=None if grounded is None else float(grounded),
            reason=reason,
        )
    verdict = ticks.get("pass")
    if not isinstance(verdict, bool):
        raise ValueError("pass: expected true or false")
    return Grade(
        verdict=verdict, grounded=None if grounded is None else float(grounded), reason=reason
    )


def judge_call(
    url: str,
    case: SystemCase,
    *,
    repeat: int,
    answer: Mapping[str, Any],
    timeout: float,
    retries: int,
) -> Grade:
    """Ask the judge at ``url`` to grade one answer. Raises :class:`SystemCallError` (kinds as
    for the system, prefixed ``judge_``)."""
    payload = judge_payload(case, repeat=repeat, answer=answer)
    try:
        raw = post_json(url, payload, timeout=timeout, retries=retries)
    except SystemCallError as exc:
        raise SystemCallError(f"judge_{exc.kind}", f"judge: {exc.message}") from exc
    if not isinstance(raw, dict):
        raise SystemCallError("judge_bad_response", "judge: the answer must be a JSON object")
    try:
        return grade_from(case.ground_truth, raw)
    except ValueError as exc:
        raise SystemCallError("judge_bad_response", f"judge: {exc}") from exc


def context_precision(passages: Sequence[Mapping[str, Any]], gold: Sequence[str]) -> float | None:
    """The share of the passages given to the answer that are gold (None without passages or
    without gold): what groundedness cannot see, distractors."""
    if not passages or not gold:
        return None
    wanted = set(gold)
    return sum(1 for p in passages if p.get("chunk_id") in wanted) / len(passages)
