"""core.validate and core.jsonl: what the database, the pseudonymizer or the embedder would
refuse is refused per line, naming the field and the rule, never echoing the value."""

from __future__ import annotations

import gzip
import io

import pytest

from core.errors import RecordInvalid
from core.jsonl import TruncatedInput, iter_json_lines, open_text
from core.validate import Limits, check_raw_line, check_value

LIMITS = Limits(line_bytes=1000, depth=4, text_chars=50)


def refused(value) -> tuple[str, str]:
    with pytest.raises(RecordInvalid) as caught:
        check_value(value, limits=LIMITS)
    return caught.value.field, caught.value.message


@pytest.mark.parametrize(
    ("value", "field", "rule"),
    [
        ({"a": {"b": [1, float("nan")]}}, "a.b[1]", "not a finite number"),
        ({"score": float("-inf")}, "score", "not a finite number"),
        ({"text": "ok\x00"}, "text", "NUL character"),
        ({"text": "\ud800"}, "text", "lone surrogate"),
        ({"text": "x" * 51}, "text", "longer than 50 characters"),
        ({"a": {"b": {"c": {"d": {"e": 1}}}}}, "a.b.c.d", "nests deeper than 4 levels"),
        ({"x\x00y": 1}, "$[<key>]", "NUL character"),
        ({"list": [{"e-mail": "\x00"}]}, "list[0][<key>]", "NUL character"),
    ],
)
def test_value_is_refused_with_its_path_and_rule(value, field, rule):
    where, message = refused(value)

    assert where == field
    assert rule in message


def test_good_value_passes_including_paired_surrogates_and_big_integers():
    check_value({"emoji": "\U0001f600", "n": 10**40, "nested": [[["ok"]]]}, limits=LIMITS)


def test_messages_never_echo_the_value():
    secret = "jane.doe@example.com"
    for value in ({"t": secret + "\x00"}, {"t": secret + "\ud800"}, {"t": secret * 9}):
        _, message = refused(value)
        assert secret not in message


def test_invalid_utf8_is_named_by_line_and_byte_not_replaced():
    data = b'{"a": 1}\n{"t": "caf\xc3\xa9 \xff!"}\n{"b": 2}\n'
    stream = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="surrogateescape")

    lines = list(iter_json_lines(stream))

    assert [(x.line, x.error) for x in lines] == [
        (1, None),
        (2, "invalid UTF-8 at byte 14 of the line"),
        (3, None),
    ]
    assert lines[0].value == {"a": 1} and lines[2].value == {"b": 2}


def test_open_text_keeps_undecodable_bytes_for_the_check(tmp_path):
    path = tmp_path / "x.jsonl"
    path.write_bytes(b'{"t": "\xff"}\n')

    with open_text(path) as stream:
        (line,) = iter_json_lines(stream)

    assert (line.field, line.error) == ("$", "invalid UTF-8 at byte 8 of the line")


def test_long_line_deep_nesting_and_huge_number_are_line_errors():
    rows = [
        "[" * 5000 + "]" * 5000,
        '{"t": "' + "x" * 12_000 + '"}',
        '{"n": ' + "9" * 5000 + "}",
        "{nope",
    ]
    stream = io.StringIO("\n".join(rows) + "\n")

    errors = [x.error for x in iter_json_lines(stream, limits=Limits(line_bytes=12_000))]

    assert errors == [
        "nests deeper than the JSON parser allows",
        "is longer than 12,000 bytes (ASSAY_MAX_LINE_BYTES)",
        "holds a number too long to read",
        "invalid JSON: Expecting property name enclosed in double quotes at column 2",
    ]


def test_line_size_counts_bytes_not_characters():
    check_raw_line("é" * 500, max_bytes=1000)
    with pytest.raises(RecordInvalid, match="longer than 1,000 bytes"):
        check_raw_line("é" * 501, max_bytes=1000)


def test_truncated_gzip_yields_every_complete_line_then_stops(tmp_path):
    data = gzip.compress(b"".join(b'{"n": %d}\n' % i for i in range(2000)))
    path = tmp_path / "cut.jsonl.gz"
    path.write_bytes(data[: len(data) // 2])

    seen = []
    with pytest.raises(TruncatedInput, match="input ends unexpectedly"), open_text(path) as s:
        for item in iter_json_lines(s):
            seen.append(item)

    assert seen and all(x.error is None for x in seen)
    assert [x.value["n"] for x in seen] == list(range(len(seen)))
