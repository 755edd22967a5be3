"""classify_followups: the line contract, per-line errors, and the management command."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command

from core.jsonl import iter_json_lines
from curation.errors import Problem, RecordInvalid
from curation.followups.detector import get_detector
from curation.followups.turns import classify_lines, parse_lines, parse_turn

HISTORY = [{"role": "user", "content": "What is throat cancer?"}]


@pytest.fixture(scope="module")
def detector():
    return get_detector()


def jsonl(*values) -> str:
    return "".join((v if isinstance(v, str) else json.dumps(v)) + "\n" for v in values)


@pytest.mark.parametrize(
    ("value", "field", "message"),
    [
        ([1, 2], "$", "must be a JSON object, got list"),
        ({"history": [], "utterance": "x"}, "id", "is required"),
        ({"id": True, "history": [], "utterance": "x"}, "id", "must be a string or an integer"),
        ({"id": "a", "utterance": "x"}, "history", "is required"),
        ({"id": "a", "history": {}, "utterance": "x"}, "history", "must be a list, got object"),
        ({"id": "a", "history": ["hi"], "utterance": "x"}, "history[0]", "must be an object"),
        (
            {"id": "a", "history": [{"role": "bot", "content": "x"}], "utterance": "x"},
            "history[0].role",
            "'bot' is not one of system, user, assistant, tool",
        ),
        (
            {"id": "a", "history": [*HISTORY, {"role": "user"}], "utterance": "x"},
            "history[1].content",
            "is required",
        ),
        (
            {"id": "a", "history": [{"role": "user", "content": 3}], "utterance": "x"},
            "history[0].content",
            "must be a string, got number",
        ),
        ({"id": "a", "history": []}, "utterance", "is required"),
        ({"id": "a", "history": [], "utterance": ["x"]}, "utterance", "must be a string, got list"),
    ],
)
def test_parse_turn_names_the_bad_field(value, field, message):
    with pytest.raises(RecordInvalid) as caught:
        parse_turn(value)

    assert caught.value.field == field
    assert message in caught.value.message


def test_parse_turn_accepts_a_valid_line():
    turn = parse_turn({"id": 7, "history": HISTORY, "utterance": "Is it treatable?", "x": 1}, 3)

    assert (turn.line, turn.id, turn.utterance) == (3, 7, "Is it treatable?")
    assert turn.history == HISTORY


def test_invalid_json_is_a_problem_on_its_line():
    lines = iter_json_lines(
        io.StringIO(jsonl({"id": "a", "history": [], "utterance": "x"}, "{oops"))
    )

    items = list(parse_lines(lines))

    assert isinstance(items[1], Problem)
    assert str(items[1]).startswith("line 2: $: invalid JSON")


def test_bad_lines_are_reported_and_good_lines_kept_in_order(detector):
    text = jsonl(
        {"id": "first", "history": [], "utterance": "What is throat cancer?"},
        {"id": "bad-role", "history": [{"role": "bot", "content": "x"}], "utterance": "x"},
        {"id": "second", "history": HISTORY, "utterance": "Is it treatable?"},
        "not json",
        {"id": 3, "history": HISTORY, "utterance": "What are the symptoms?"},
    )
    out = io.StringIO()

    report = classify_lines(detector, iter_json_lines(io.StringIO(text)), out.write, batch_size=2)

    written = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [w["id"] for w in written] == ["first", "second", 3]
    assert written[0] == {
        "id": "first",
        "candidate": False,
        "pattern": None,
        "trigger": None,
        "antecedent_distance": None,
    }
    assert written[1] == {
        "id": "second",
        "candidate": True,
        "pattern": "pronoun",
        "trigger": "it",
        "antecedent_distance": 1,
    }
    assert written[2]["pattern"] == "definite_description"
    assert [str(p).split(":")[0] for p in report.problems] == ["line 2", "line 4"]
    assert (report.written, report.rejected, report.candidates) == (3, 2, 2)


def test_command_writes_output_and_exits_1_when_a_line_is_rejected(tmp_path, capsys):
    source = tmp_path / "in.jsonl"
    target = tmp_path / "out.jsonl"
    source.write_text(
        jsonl(
            {"id": "a", "history": HISTORY, "utterance": "Can it spread?"},
            {"id": "b", "history": "nope", "utterance": "x"},
            {"id": "c", "history": [], "utterance": "Can it spread?"},
        )
    )

    with pytest.raises(SystemExit) as exited:
        call_command("classify_followups", "--input", str(source), "--output", str(target))

    assert exited.value.code == 1
    assert "line 2: history: must be a list, got string" in capsys.readouterr().err
    written = [json.loads(line) for line in target.read_text().splitlines()]
    assert [(w["id"], w["candidate"], w["pattern"]) for w in written] == [
        ("a", True, "pronoun"),
        ("c", False, None),
    ]


def test_command_exits_0_when_every_line_is_good(tmp_path):
    source = tmp_path / "in.jsonl"
    target = tmp_path / "out.jsonl"
    source.write_text(jsonl({"id": "a", "history": HISTORY, "utterance": "How is it treated?"}))

    call_command("classify_followups", "--input", str(source), "--output", str(target))

    assert json.loads(target.read_text())["trigger"] == "it"
