"""Cutting a JSONL file into batches: every line in exactly one batch, numbered as in the file."""

from __future__ import annotations

import gzip

import pytest

from curation.ingest_batches import BatchSpan, plan_batches, read_batch, spool_plain


def _lines(path, spans):
    return [(item.line, item.value, item.error) for s in spans for item in read_batch(path, s)]


def test_batches_cover_every_line_once_with_original_numbers(tmp_path):
    path = tmp_path / "t.jsonl"
    rows = [f'{{"n": {i}}}' for i in range(1, 11)]
    rows[3] = ""  # a blank line still counts as a line
    rows[6] = "{broken"
    path.write_text("\n".join(rows) + "\n")

    spans = plan_batches(path, 3)

    assert [(s.first_line, s.lines) for s in spans] == [(1, 3), (4, 3), (7, 3), (10, 1)]
    got = _lines(path, spans)
    assert [line for line, _, _ in got] == [1, 2, 3, 5, 6, 7, 8, 9, 10]
    assert [v["n"] for _, v, _ in got if v] == [1, 2, 3, 5, 6, 8, 9, 10]
    assert got[5][0] == 7 and got[5][2].startswith("invalid JSON")


def test_unterminated_last_line_is_its_own_line(tmp_path):
    path = tmp_path / "t.jsonl"
    path.write_bytes(b'{"n": 1}\n{"n": 2}\n{"n": 3}')

    spans = plan_batches(path, 2)

    assert [(s.first_line, s.lines, s.end) for s in spans] == [(1, 2, 18), (3, 1, 26)]
    assert [v["n"] for _, v, _ in _lines(path, spans)] == [1, 2, 3]


def test_empty_file_has_no_batches(tmp_path):
    path = tmp_path / "empty.jsonl"
    path.write_bytes(b"")
    assert plan_batches(path, 5) == []


def test_multibyte_text_is_cut_on_line_boundaries_only(tmp_path):
    path = tmp_path / "t.jsonl"
    rows = ['{"t": "Żółć 東京 ✓"}'] * 7
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")

    spans = plan_batches(path, 2)

    assert all(v == {"t": "Żółć 東京 ✓"} for _, v, _ in _lines(path, spans))
    assert len(_lines(path, spans)) == 7


def test_span_round_trips_through_task_arguments():
    span = BatchSpan(4, 100, 250, 41, 10)
    assert BatchSpan.from_args(span.as_args()) == span


def test_batch_size_must_be_positive(tmp_path):
    path = tmp_path / "t.jsonl"
    path.write_text("{}\n")
    with pytest.raises(ValueError, match="at least 1"):
        plan_batches(path, 0)


def test_gzip_is_spooled_private_and_a_truncated_one_ends_on_a_whole_line(tmp_path):
    full = tmp_path / "t.jsonl.gz"
    with gzip.open(full, "wt") as fh:
        for i in range(3000):
            fh.write(f'{{"n": {i}, "pad": "{"x" * 40}"}}\n')
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(full.read_bytes()[: full.stat().st_size // 2])

    ok = spool_plain(full, tmp_path / "spool" / "a.jsonl")
    aborted = spool_plain(cut, tmp_path / "spool" / "b.jsonl")

    assert ok is None
    assert (tmp_path / "spool" / "a.jsonl").stat().st_mode & 0o777 == 0o600
    assert (
        len(
            _lines(
                tmp_path / "spool" / "a.jsonl", plan_batches(tmp_path / "spool" / "a.jsonl", 500)
            )
        )
        == 3000
    )
    assert aborted is not None and aborted.startswith("input ends unexpectedly after line ")
    spooled = tmp_path / "spool" / "b.jsonl"
    kept = _lines(spooled, plan_batches(spooled, 500))
    assert 0 < len(kept) < 3000
    assert all(error is None for _, _, error in kept)
    assert int(aborted.split("after line ")[1].split(":")[0]) == len(kept)
