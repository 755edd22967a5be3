"""The pseudonymize command and its plain-Python line reader."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command

from core.jsonl import iter_json_lines
from curation.pii.batch import read_id_text_lines

LINES = "\n".join(
    [
        '{"id": 1, "text": "Julien Moreau (acct_19494) lives at 43 Avenue Victor Hugo, 75011 Paris."}',
        "not json",
        '{"id": 2}',
        '{"id": true, "text": "x"}',
        '{"id": "3", "text": 5}',
        '["a"]',
        '{"text": "no id"}',
        '{"id": "4", "text": "Juliette Moreau asked about acct_19494 and ORD-17602."}',
    ]
)


def test_reader_keeps_good_lines_and_names_line_and_field_of_bad_ones():
    records, problems = read_id_text_lines(iter_json_lines(io.StringIO(LINES)))

    assert [(r.line, r.id) for r in records] == [(1, 1), (8, "4")]
    assert [str(p) for p in problems] == [
        "line 2: $: invalid JSON: Expecting value at column 1",
        "line 3: text: missing",
        "line 4: id: must be a string or integer, got boolean",
        "line 5: text: must be a string, got number",
        "line 6: $: expected an object, got array",
        "line 7: id: missing",
    ]


def test_command_writes_good_lines_in_order_as_one_case_and_exits_1_on_bad_ones(
    tmp_path, capsys, monkeypatch
):
    monkeypatch.setenv("ASSAY_PSEUDONYM_KEY", "command-test-key")
    source = tmp_path / "in.jsonl"
    target = tmp_path / "out.jsonl"
    source.write_text(LINES + "\n", encoding="utf-8")

    with pytest.raises(SystemExit) as exit_info:
        call_command("pseudonymize", "--input", str(source), "--output", str(target))

    assert exit_info.value.code == 1
    err = capsys.readouterr().err
    assert "line 3: text: missing" in err and "line 2: $: invalid JSON" in err
    assert "warning" not in err
    out = [json.loads(line) for line in target.read_text(encoding="utf-8").splitlines()]
    assert [o["id"] for o in out] == [1, "4"]
    assert all(set(o) == {"id", "text"} for o in out)
    assert "Moreau" not in out[0]["text"] and "acct_19494" not in out[1]["text"]
    acct = out[0]["text"].split("(")[1].split(")")[0]
    assert acct in out[1]["text"]
    assert out[0]["text"].split()[1] == out[1]["text"].split()[1]  # one surname, one case


def test_command_warns_when_the_key_is_not_set_and_exits_0_on_clean_input(
    tmp_path, capsys, monkeypatch
):
    monkeypatch.delenv("ASSAY_PSEUDONYM_KEY", raising=False)
    source = tmp_path / "in.jsonl"
    target = tmp_path / "out.jsonl"
    source.write_text('{"id": "a", "text": "Call me at +44 20 7946 0958."}\n', encoding="utf-8")

    call_command("pseudonymize", "--input", str(source), "--output", str(target))

    assert "ASSAY_PSEUDONYM_KEY is not set" in capsys.readouterr().err
    (line,) = target.read_text(encoding="utf-8").splitlines()
    assert "+44 20 7946 0958" not in json.loads(line)["text"]


def _household_lines() -> str:
    # Two households interleaved, each with its own people; one line with no case.
    rows = [
        {
            "id": "a1",
            "case": "house-a",
            "text": "Priya Raman paid invoice INV-2291 for acct_40371.",
        },
        {"id": "b1", "case": 7, "text": "Tomasz Wrobel asked about acct_40371 too."},
        {"id": "a2", "case": "house-a", "text": "Her son Arjun Raman called about acct_40317."},
        {"id": "b2", "case": 7, "text": "Tomasz Wrobel wants the refund on acct_40371."},
        {"id": "n1", "text": "Priya Raman is also in the default case."},
    ]
    return "\n".join(json.dumps(r) for r in rows) + "\n"


def test_case_field_gives_each_case_its_own_surrogate_table(tmp_path, monkeypatch):
    from curation.pii.analyzer import get_analyzer
    from curation.pii.batch import SharedDetections, pseudonymize_id_text
    from curation.pii.config import PiiConfig
    from curation.pii.pseudonymizer import Pseudonymizer

    config = PiiConfig()
    detections = SharedDetections(get_analyzer(config))
    built = []

    def new_case():
        built.append(Pseudonymizer("case-test-key", analyzer=detections, config=config))
        return built[-1]

    sink = io.StringIO()
    written, problems = pseudonymize_id_text(
        io.StringIO(_household_lines()), sink, new_case(), new_case=new_case
    )

    assert (written, problems) == (5, [])
    assert len(built) == 3  # the default case and two named ones
    out = {o["id"]: o for o in map(json.loads, sink.getvalue().splitlines())}
    assert [o.get("case") for o in out.values()] == ["house-a", 7, "house-a", 7, None]
    assert "case" not in out["n1"]
    default, house_a, house_7 = built
    originals = {
        case: {e.original for e in p.mapping}
        for case, p in (("default", default), ("a", house_a), ("7", house_7))
    }
    assert "Tomasz Wrobel" in originals["7"] and "Tomasz Wrobel" not in originals["a"]
    assert "Arjun Raman" in originals["a"]
    assert "Arjun Raman" not in originals["7"] | originals["default"]
    assert "acct_40317" not in originals["7"]
    # equality inside a case: acct_40371 maps to one surrogate on both lines of house 7
    acct_b = {e.surrogate for e in house_7.mapping if e.original == "acct_40371"}
    assert (
        len(acct_b) == 1
        and acct_b.pop() in out["b1"]["text"]
        and "acct_40371" not in out["b2"]["text"]
    )
    assert all("Raman" not in o["text"] and "Wrobel" not in o["text"] for o in out.values())


def test_bad_case_values_name_the_line_and_field():
    lines = "\n".join(
        [
            '{"id": 1, "text": "a", "case": null}',
            '{"id": 2, "text": "b", "case": true}',
            '{"id": 3, "text": "c", "case": ""}',
            '{"id": 4, "text": "d", "case": ["x"]}',
            '{"id": 5, "text": "e", "case": 12}',
        ]
    )

    records, problems = read_id_text_lines(iter_json_lines(io.StringIO(lines)))

    assert [(r.id, r.case) for r in records] == [(5, 12)]
    assert [str(p) for p in problems] == [
        "line 1: case: must be a string or integer, got null",
        "line 2: case: must be a string or integer, got boolean",
        "line 3: case: must not be empty",
        "line 4: case: must be a string or integer, got array",
    ]


def test_a_caller_without_cases_refuses_case_lines_by_line():
    from curation.pii.batch import pseudonymize_id_text
    from curation.pii.pseudonymizer import Pseudonymizer

    sink = io.StringIO()
    written, problems = pseudonymize_id_text(
        io.StringIO('{"id": 1, "text": "x"}\n{"id": 2, "text": "y", "case": "c"}\n'),
        sink,
        Pseudonymizer("k"),
    )

    assert written == 1
    assert [str(p) for p in problems] == [
        "line 2: case: this caller pseudonymizes the file as one case"
    ]


def test_command_reads_cases(tmp_path, monkeypatch):
    monkeypatch.setenv("ASSAY_PSEUDONYM_KEY", "command-test-key")
    source = tmp_path / "in.jsonl"
    target = tmp_path / "out.jsonl"
    source.write_text(_household_lines(), encoding="utf-8")

    call_command("pseudonymize", "--input", str(source), "--output", str(target))

    out = [json.loads(line) for line in target.read_text(encoding="utf-8").splitlines()]
    assert [o["id"] for o in out] == ["a1", "b1", "a2", "b2", "n1"]
    assert [o.get("case") for o in out] == ["house-a", 7, "house-a", 7, None]
    assert all("Raman" not in o["text"] and "acct_40371" not in o["text"] for o in out)
    b_acct = [w for w in out[1]["text"].split() if w.startswith("acct_")][0]
    assert b_acct in out[3]["text"]
