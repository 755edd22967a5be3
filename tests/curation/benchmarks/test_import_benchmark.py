"""Public benchmarks in: a BEIR folder and a TREC CAsT year (small fixture folders written for
these tests) import as a corpus, one chunk per document, and an eval set."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from django.core.management import call_command

from curation.benchmarks.services import benchmark_import
from curation.errors import CurationError
from curation.models import Chunk, EvalItem, EvalSet

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).parent / "fixtures"
BEIR = FIXTURES / "beir_mini"
CAST = FIXTURES / "cast_mini"


@pytest.fixture(autouse=True)
def _plain(settings, tmp_path):
    settings.VAR_DIR = tmp_path
    settings.ASSAY_PSEUDONYMIZE = False


def test_beir_folder_imports_one_chunk_per_document_and_judged_queries_as_items():
    eval_set, report = benchmark_import(fmt="beir", path=BEIR, set_name="beir-mini")

    assert report["corpus"]["documents"] == 5 and report["corpus"]["chunks"] == 5
    assert set(Chunk.objects.values_list("chunk_id", flat=True)) == {
        f"d{i}#0001" for i in range(1, 6)
    }
    items = {item.external_id: item for item in eval_set.items.all()}
    assert sorted(items) == ["q1", "q2", "q3", "q4"]
    assert report["without_judgments"] == 1  # q5 is judged in the train split only
    assert items["q1"].gold == ["d1#0001"]  # d4 is judged 0: not relevant
    assert items["q3"].gold == ["d2#0001", "d3#0001"]
    assert items["q1"].prefix == [] and items["q1"].follow_up.startswith("why does the moon")
    assert report["items"]["unresolved_ids"] == 0 and report["problems"] == []

    _again, second = benchmark_import(fmt="beir", path=BEIR, set_name="beir-mini")
    assert second["items"]["added"] == 0 and second["corpus"]["added"] == 0
    assert EvalItem.objects.filter(eval_set=eval_set).count() == 4


def test_beir_split_chooses_the_qrels_file():
    eval_set, report = benchmark_import(fmt="beir", path=BEIR, set_name="train", split="train")
    assert list(eval_set.items.values_list("external_id", flat=True)) == ["q5"]
    with pytest.raises(CurationError, match="dev.tsv: not found"):
        benchmark_import(fmt="beir", path=BEIR, set_name="dev", split="dev")


def test_bad_beir_lines_are_named_by_file_line_and_field_and_the_rest_load(tmp_path):
    folder = tmp_path / "beir"
    shutil.copytree(BEIR, folder)
    with (folder / "corpus.jsonl").open("a") as fh:
        fh.write('{"title": "no id", "text": "orphan"}\n{"_id": "d9", "text": ""}\nnot json\n')
    with (folder / "qrels" / "test.tsv").open("a") as fh:
        fh.write("q2\td5\tvery\nq4\td5\n")

    eval_set, report = benchmark_import(fmt="beir", path=folder, set_name="bad")

    problems = report["problems"]
    assert "line 6: corpus.jsonl: _id: is required" in problems[0]
    assert "line 7: corpus.jsonl: text: is required" in problems[1]
    assert "line 8: corpus.jsonl: $: invalid JSON" in problems[2]
    assert any("line 8: test.tsv: score: must be a number" in p for p in problems)
    assert any("line 9: test.tsv: $: expected 3 columns, got 2" in p for p in problems)
    assert report["corpus"]["documents"] == 5 and eval_set.items.count() == 4


def test_trec_cast_year_imports_turns_with_history_rewrites_and_graded_qrels():
    eval_set, report = benchmark_import(fmt="trec-cast", path=CAST, set_name="cast-mini")

    items = {item.external_id: item for item in eval_set.items.all()}
    assert sorted(items) == ["101_1", "101_2", "101_3", "102_1-1", "102_1-3"]
    assert report["without_judgments"] == 1  # "Thanks, that is all." has no qrels
    third = items["101_3"]
    assert [m["content"] for m in third.prefix] == [
        "How do I start keeping honey bees in a city garden?",
        "What equipment do I need?",
    ]
    assert third.gold_rewrite == "Where do I buy a bee smoker?"
    assert items["101_2"].gold == ["hive-guide#0001", "hive-kit#0001"]
    # 2022-style system turns become the assistant side of the history.
    assert items["102_1-3"].prefix[1] == {
        "role": "assistant",
        "content": "Venus, Jupiter and Saturn are visible to the naked eye this month.",
    }
    assert items["102_1-3"].gold == ["jupiter-mag#0001"]  # naked-eye judged 0

    strict, _ = benchmark_import(fmt="trec-cast", path=CAST, set_name="cast-2", min_relevance=3)
    assert sorted(strict.items.values_list("external_id", flat=True)) == ["101_2", "102_1-1"]


def test_import_benchmark_command_reports_and_exits_1_on_refused_lines(tmp_path, capsys):
    call_command("import_benchmark", str(BEIR), "--format", "beir", "--set", "cli")
    out = capsys.readouterr().out
    assert "corpus: 5 documents read, 5 added" in out and "cli: added 4" in out

    folder = tmp_path / "cast"
    shutil.copytree(CAST, folder)
    (folder / "qrels.txt").write_text("101_1 0 hive-guide\n")
    with pytest.raises(SystemExit) as exited:
        call_command("import_benchmark", str(folder), "--format", "trec-cast", "--set", "c")
    assert exited.value.code == 1
    captured = capsys.readouterr()
    assert "line 1: qrels.txt: $: expected 4 columns, got 3" in captured.err
    assert "c (not created): added 0" in captured.out  # nothing kept, so no empty set
    assert not EvalSet.objects.filter(name="c").exists()
