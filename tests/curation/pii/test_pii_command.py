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
