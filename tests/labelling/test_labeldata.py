"""Label rules as plain data: gold granularity, completeness per ground-truth kind, agreement."""

from __future__ import annotations

from labelling.labeldata import (
    LabelData,
    check_label,
    clean_gold,
    criteria_lines,
    gold_problem,
    ground_truth_from_fields,
    label_differences,
    labels_agree,
)

CURRENT = {"docs/kms/regions#0001", "docs/kms/regions#0002"}
RUBRIC = {"kind": "rubric", "must": ["gives 99.9%"], "should": []}


def check(data, kind="rubric", submit=True, **kw):
    return check_label(
        data, kind=kind, for_submit=submit, current_chunk_ids=CURRENT, rule_codes={"LG-01"}, **kw
    )


def test_document_level_gold_is_refused_with_the_reason():
    problem = gold_problem("docs/kms/regions", CURRENT)
    assert "names a whole document" in problem
    assert "docs/kms/regions#0001" in problem  # shows what a chunk id looks like
    assert "score zero" in problem


def test_unknown_or_stale_chunk_is_refused_and_current_one_accepted():
    assert "not a chunk of the current corpus" in gold_problem("docs/kms/regions#0009", CURRENT)
    assert gold_problem("docs/kms/regions#0002", CURRENT) is None


def test_complete_rubric_label_passes():
    data = LabelData(reference_type="ordinal", gold=["docs/kms/regions#0002"], ground_truth=RUBRIC)
    assert check(data) == {}


def test_submission_needs_pattern_gold_and_must_criteria():
    errors = check(LabelData(ground_truth={"kind": "rubric", "must": [], "should": []}))
    assert set(errors) == {"reference_type", "gold", "gt_must"}


def test_draft_may_be_incomplete_but_not_wrong():
    assert check(LabelData(), submit=False) == {}
    assert "gold" in check(LabelData(gold=["docs/kms/regions"]), submit=False)


def test_unanswerable_needs_a_reason_and_no_gold_and_may_skip_ground_truth():
    data = LabelData(
        reference_type="pronoun",
        unanswerable=True,
        ground_truth={"kind": "rubric", "must": [], "should": []},
    )
    assert check(data) == {"unanswerable_reason": "say why no passage of the corpus answers it"}
    data.unanswerable_reason = "searched twice"
    data.gold = ["docs/kms/regions#0001"]
    assert "untick unanswerable" in check(data)["gold"]


def test_pass_fail_needs_one_line_criterion_and_a_verdict_when_an_answer_was_recorded():
    base = dict(reference_type="ordinal", gold=["docs/kms/regions#0002"])
    two_lines = LabelData(
        **base, ground_truth={"kind": "pass_fail", "pass": "a\nb", "verdict": "pass"}
    )
    assert "one line" in check(two_lines, kind="pass_fail")["gt_criterion"]
    no_verdict = LabelData(
        **base, ground_truth={"kind": "pass_fail", "pass": "states 99.9%", "verdict": None}
    )
    assert "gt_verdict" in check(no_verdict, kind="pass_fail")
    assert check(no_verdict, kind="pass_fail", verdict_required=False) == {}


def test_reference_answer_required_and_kind_must_match_the_set():
    base = dict(reference_type="ordinal", gold=["docs/kms/regions#0002"])
    assert "gt_answer" in check(
        LabelData(**base, ground_truth={"kind": "reference", "answer": " "}), kind="reference"
    )
    assert "ground_truth" in check(LabelData(**base, ground_truth=RUBRIC), kind="reference")


def test_unknown_rule_and_pattern_are_refused():
    errors = check(LabelData(reference_type="metaphor", rule_code="LG-99"), submit=False)
    assert set(errors) == {"reference_type", "rule_code"}


def test_form_helpers_build_ground_truth():
    assert criteria_lines("- gives 99.9%\n\n* names Dublin\n• short") == [
        "gives 99.9%",
        "names Dublin",
        "short",
    ]
    assert ground_truth_from_fields("rubric", must="a\nb", should="") == {
        "kind": "rubric",
        "must": ["a", "b"],
        "should": [],
    }
    assert ground_truth_from_fields("pass_fail", criterion=" x ", verdict="") == {
        "kind": "pass_fail",
        "pass": "x",
        "verdict": None,
    }
    assert clean_gold([" a#1", "", "a#1", "b#2"]) == ["a#1", "b#2"]


def test_agreement_needs_same_pattern_answerability_gold_and_verdict():
    a = LabelData(
        reference_type="ordinal",
        gold=["x#1", "x#2"],
        ground_truth={"kind": "pass_fail", "verdict": "pass"},
    )
    b = LabelData(
        **{
            **a.as_dict(),
            "gold": ["x#2", "x#1"],
            "ground_truth": {"kind": "pass_fail", "verdict": "pass"},
        }
    )
    assert labels_agree(a, b, kind="pass_fail")
    b.ground_truth = {"kind": "pass_fail", "verdict": "fail"}
    assert not labels_agree(a, b, kind="pass_fail")
    assert labels_agree(a, b, kind="rubric")  # verdicts only matter for pass/fail sets
    b.gold = ["x#1"]
    assert not labels_agree(a, b, kind="rubric")


def test_differences_name_the_fields_that_differ():
    a = LabelData(reference_type="ordinal", gold=["x#1"])
    b = LabelData(reference_type="pronoun", gold=["x#1"])
    assert label_differences(a, b) == [("pattern", "ordinal", "pronoun")]
