"""What a label says, and the rules it must meet (plain Python, no ORM).

``LabelData`` is the annotator's answer as plain data, whether it came from the annotation form or
the API. ``check_label`` returns the problems by field; ``gold_problem`` explains why a gold id is
refused. Services feed these functions the current chunk ids and the guide's rule codes.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import asdict, dataclass, field

PATTERNS = ("ordinal", "demonstrative", "pronoun", "ellipsis", "definite_description")
# A turn that needs no context (a control slice): labelled "stands alone", not left blank.
STANDALONE = "none"
REFERENCE_TYPES = (*PATTERNS, STANDALONE)
REFERENCE_TYPE_CHOICES = [
    ("ordinal", "Ordinal"),
    ("demonstrative", "Demonstrative"),
    ("pronoun", "Pronoun"),
    ("ellipsis", "Ellipsis"),
    ("definite_description", "Definite Description"),
    (STANDALONE, "Stands alone (no pattern)"),
]
KINDS = ("pass_fail", "reference", "rubric")
VERDICTS = ("pass", "fail")
MAX_GOLD = 20
MAX_CRITERIA = 20
MAX_CRITERION_CHARS = 300
MAX_TEXT_CHARS = 4000


@dataclass
class LabelData:
    reference_type: str = ""
    gold: list[str] = field(default_factory=list)
    gold_rewrite: str = ""
    unanswerable: bool = False
    unanswerable_reason: str = ""
    ambiguity_note: str = ""
    rule_code: str = ""
    ground_truth: dict = field(default_factory=dict)

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_label(cls, label) -> LabelData:
        """The data of a Label (or anything with the same attributes)."""
        return cls(
            reference_type=label.reference_type or "",
            gold=list(label.gold or []),
            gold_rewrite=label.gold_rewrite or "",
            unanswerable=bool(label.unanswerable),
            unanswerable_reason=label.unanswerable_reason or "",
            ambiguity_note=label.ambiguity_note or "",
            rule_code=label.rule_code or "",
            ground_truth=dict(label.ground_truth or {}),
        )


def gold_problem(chunk_id: str, current_chunk_ids: Collection[str]) -> str | None:
    """Why ``chunk_id`` cannot be gold, or ``None`` when it can."""
    if "#" not in chunk_id:
        return (
            f"“{chunk_id}” names a whole document. Gold must be passages: choose chunk ids such "
            f"as “{chunk_id}#0001” (search the corpus or pick from the retrieved results). Gold "
            "recorded per document never matches the chunk ids retrieval returns, so the item "
            "would score zero for every system."
        )
    if chunk_id not in current_chunk_ids:
        return (
            f"“{chunk_id}” is not a chunk of the current corpus (its document may have changed "
            "or been re-chunked since this case was captured); search for the passage and pick "
            "its current chunk id."
        )
    return None


def clean_gold(ids: Collection[str]) -> list[str]:
    """Strip, drop empties and duplicates, keep the annotator's order."""
    seen: dict[str, None] = {}
    for raw in ids:
        value = (raw or "").strip()
        if value:
            seen.setdefault(value, None)
    return list(seen)


def criteria_lines(text: str) -> list[str]:
    """One criterion per non-empty line, bullets ("- ", "* ", "• ") stripped."""
    out = []
    for line in (text or "").splitlines():
        line = line.strip()
        for bullet in ("- ", "* ", "• "):
            if line.startswith(bullet):
                line = line[len(bullet) :].strip()
        if line:
            out.append(line)
    return out


def ground_truth_from_fields(
    kind: str,
    *,
    criterion: str = "",
    verdict: str = "",
    answer: str = "",
    must: str = "",
    should: str = "",
) -> dict:
    """Build the ground-truth object of ``kind`` from the form's fields (no validation)."""
    if kind == "pass_fail":
        return {"kind": kind, "pass": (criterion or "").strip(), "verdict": verdict or None}
    if kind == "reference":
        return {"kind": kind, "answer": (answer or "").strip()}
    if kind == "rubric":
        return {"kind": kind, "must": criteria_lines(must), "should": criteria_lines(should)}
    raise ValueError(f"unknown ground-truth kind {kind!r} (expected one of {', '.join(KINDS)})")


def ground_truth_is_empty(gt: dict) -> bool:
    return not (
        gt.get("pass")
        or gt.get("verdict")
        or gt.get("answer")
        or gt.get("must")
        or gt.get("should")
    )


def _check_ground_truth(gt: dict, kind: str, *, verdict_required: bool) -> dict[str, str]:
    errors: dict[str, str] = {}
    if gt.get("kind") != kind:
        return {"ground_truth": f"this set takes “{kind}” ground truth, got “{gt.get('kind')}”"}
    if kind == "pass_fail":
        criterion = gt.get("pass") or ""
        if not isinstance(criterion, str) or not criterion.strip():
            errors["gt_criterion"] = "write the one-line criterion an answer must meet to pass"
        elif "\n" in criterion.strip() or len(criterion) > MAX_CRITERION_CHARS:
            errors["gt_criterion"] = (
                f"the criterion must be one line of at most {MAX_CRITERION_CHARS} characters"
            )
        verdict = gt.get("verdict")
        if verdict not in (None, *VERDICTS):
            errors["gt_verdict"] = "the verdict is “pass” or “fail”"
        elif verdict is None and verdict_required:
            errors["gt_verdict"] = "judge the recorded answer: does it pass the criterion?"
    elif kind == "reference":
        answer = gt.get("answer") or ""
        if not isinstance(answer, str) or not answer.strip():
            errors["gt_answer"] = "write the reference answer"
        elif len(answer) > MAX_TEXT_CHARS:
            errors["gt_answer"] = f"at most {MAX_TEXT_CHARS} characters"
    elif kind == "rubric":
        for name, minimum in (("must", 1), ("should", 0)):
            items = gt.get(name) or []
            if not isinstance(items, list) or not all(isinstance(c, str) for c in items):
                errors[f"gt_{name}"] = "a list of criteria (one per line)"
            elif len(items) < minimum:
                errors[f"gt_{name}"] = "list at least one criterion the answer must meet"
            elif len(items) > MAX_CRITERIA:
                errors[f"gt_{name}"] = f"at most {MAX_CRITERIA} criteria"
            elif any(len(c) > MAX_CRITERION_CHARS for c in items):
                errors[f"gt_{name}"] = f"each criterion at most {MAX_CRITERION_CHARS} characters"
    return errors


def check_label(
    data: LabelData,
    *,
    kind: str,
    for_submit: bool,
    current_chunk_ids: Collection[str],
    rule_codes: Collection[str],
    verdict_required: bool = True,
) -> dict[str, str]:
    """Problems with ``data`` by field name (empty when it may be saved).

    A draft (``for_submit=False``) only has to be well formed: its gold ids must be current chunk
    ids and its texts within limits. A submission must also be complete: a pattern, gold passages
    or unanswerable with a reason (not both), and the set's kind of ground truth (optional for an
    unanswerable item).
    """
    errors: dict[str, str] = {}
    if data.reference_type and data.reference_type not in REFERENCE_TYPES:
        errors["reference_type"] = f"choose one of: {', '.join(REFERENCE_TYPES)}"
    elif for_submit and not data.reference_type:
        errors["reference_type"] = (
            "confirm the detected pattern, correct it, or say the turn stands alone"
        )
    if len(data.gold) > MAX_GOLD:
        errors["gold"] = f"at most {MAX_GOLD} gold passages"
    else:
        for chunk_id in data.gold:
            problem = gold_problem(chunk_id, current_chunk_ids)
            if problem:
                errors["gold"] = problem
                break
    for name in ("gold_rewrite", "unanswerable_reason", "ambiguity_note"):
        if len(getattr(data, name)) > MAX_TEXT_CHARS:
            errors[name] = f"at most {MAX_TEXT_CHARS} characters"
    if data.rule_code and data.rule_code not in rule_codes:
        errors["rule_code"] = f"“{data.rule_code}” is not a rule of the labelling guide"
    if not for_submit:
        return errors
    if data.unanswerable:
        if not data.unanswerable_reason.strip():
            errors["unanswerable_reason"] = "say why no passage of the corpus answers it"
        if data.gold and "gold" not in errors:
            errors["gold"] = (
                "an unanswerable item has no gold passages: remove them or untick unanswerable"
            )
    elif not data.gold and "gold" not in errors:
        errors["gold"] = "pick the passages that answer the follow-up, or mark it unanswerable"
    if not (data.unanswerable and ground_truth_is_empty(data.ground_truth)):
        errors.update(
            _check_ground_truth(data.ground_truth, kind, verdict_required=verdict_required)
        )
    return errors


FIELD_TITLES = {
    "reference_type": "pattern",
    "gold": "gold passages",
    "gold_rewrite": "standalone rewrite",
    "unanswerable": "unanswerable",
    "unanswerable_reason": "why unanswerable",
    "ambiguity_note": "ambiguity note",
    "rule_code": "guide rule",
    "ground_truth": "ground truth",
}


def label_differences(mine: LabelData, theirs: LabelData) -> list[tuple[str, object, object]]:
    """``(field title, mine, theirs)`` for every field where the two labels differ."""
    a, b = mine.as_dict(), theirs.as_dict()
    return [(FIELD_TITLES[k], a[k], b[k]) for k in FIELD_TITLES if a[k] != b[k]]


def labels_agree(a: LabelData, b: LabelData, *, kind: str) -> bool:
    """Whether two annotators' labels agree well enough to make one of them final unadjudicated.

    They must name the same pattern, the same answerability, exactly the same gold passages and,
    for pass/fail sets, the same verdict. Free text (rubrics, reference answers, rewrites) is not
    compared: the first label's wording is kept.
    """
    if a.reference_type != b.reference_type or a.unanswerable != b.unanswerable:
        return False
    if set(a.gold) != set(b.gold):
        return False
    if kind == "pass_fail":
        return (a.ground_truth or {}).get("verdict") == (b.ground_truth or {}).get("verdict")
    return True
