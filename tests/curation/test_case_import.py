"""``import_evalset`` reads the ``cases`` export back: bad lines are named and the good ones
kept, and only lines marked by this deployment's key skip the pseudonymizer. The round trip
through an emptied database is in tests/replay/test_system_import.py."""

from __future__ import annotations

import dataclasses
import json

import pytest

from core.jsonl import iter_json_lines
from curation.pii.marks import key_id, mark_line, mark_verifies
from curation.services import case_import
from curation.services.case_import import evalset_import_cases
from replay.system_selectors import system_cases


def _case(case_id: str, **extra) -> dict:
    line = {
        "case_id": case_id,
        "messages": [
            {"role": "user", "content": "Which plan has SSO?"},
            {"role": "assistant", "content": "The business plan."},
            {"role": "user", "content": "And what does it cost?"},
        ],
        "fixtures": {
            "retrieval": [{"doc_id": "billing/plans", "chunk_id": "billing/plans#0001"}],
            "tools": [{"name": "get_price", "args": {"plan": "business"}, "response": {"eur": 40}}],
        },
        "ground_truth": {"kind": "pass_fail", "pass": "states the business plan's price"},
        "gold": ["billing/plans#0001"],
        "pattern": "ellipsis",
    }
    line.update(extra)
    return line


def _marked(settings, line: dict) -> dict:
    return mark_line(settings.ASSAY_PSEUDONYM_KEY, line)


def _lines(objects: list) -> list:
    return list(iter_json_lines("".join(json.dumps(o) + "\n" for o in objects).splitlines(True)))


@pytest.mark.django_db
def test_bad_case_lines_are_named_and_good_lines_kept(settings):
    # given marked good lines around lines that break one rule each
    bad_tool = _case("c-3")
    bad_tool["fixtures"]["tools"][0]["name"] = 7
    lines = [
        _marked(settings, _case("c-1")),
        {"case_id": "", "messages": []},
        _marked(settings, bad_tool),
        _marked(settings, _case("c-4", messages=[{"role": "assistant", "content": "hi"}])),
        _marked(settings, _case("c-5", ground_truth={"kind": "vibes"})),
        _marked(settings, _case("c-5b", messages=["hello"])),
        _marked(settings, _case("c-5c", fixtures={"tools": [{"name": "t", "turn": "later"}]})),
        _marked(settings, _case("c-6")),
        _marked(settings, _case("c-1")),
    ]

    eval_set, report = evalset_import_cases(lines=_lines(lines), set_name="cases")

    assert [str(p) for p in report.problems] == [
        "line 2: case_id: must be a non-empty string",
        "line 3: fixtures.tools[0].name: must be a string, got int",
        "line 4: messages[0].role: the last message is the user's",
        "line 5: ground_truth.kind: must be one of rubric, pass_fail, reference",
        "line 6: messages[0]: must be an object with role and content",
        "line 7: fixtures.tools[0].turn: must be answer or earlier",
        "line 9: case_id: 'c-1' already appears on line 1",
    ]
    assert report.added == 2
    items = {i.external_id: i for i in eval_set.items.select_related("message", "trace")}
    assert set(items) == {"c-1", "c-6"}
    item = items["c-1"]
    assert item.follow_up == "And what does it cost?" and item.message.role == "user"
    assert item.trace.pseudonymized and item.pseudonymized
    assert item.ground_truth["kind"] == "pass_fail" and eval_set.ground_truth_kind == "pass_fail"
    # the recorded call is the case's cassette: recorded with the answer, response kept
    [case] = system_cases([item.pk])
    assert case.tools == [{"name": "get_price", "args": {"plan": "business"}}]
    assert case.retrieval[0]["chunk_id"] == "billing/plans#0001"


@pytest.mark.django_db
def test_only_lines_marked_with_this_key_skip_the_pseudonymizer(settings, monkeypatch):
    # given a line marked with this key, one edited after marking, one marked with another key
    # and one never marked; the pseudonymizer is recorded (and upper-cases what it is given)
    seen: list[str] = []

    def pseudonymize(cases):
        seen.extend(c.id for c in cases)
        return [
            dataclasses.replace(
                c,
                trace=dataclasses.replace(
                    c.trace,
                    messages=[
                        dataclasses.replace(m, content=m.content.upper()) for m in c.trace.messages
                    ],
                ),
            )
            for c in cases
        ]

    monkeypatch.setattr(case_import, "_pseudonymize_cases", pseudonymize)
    settings.ASSAY_PSEUDONYMIZE = True
    edited = _marked(settings, _case("edited"))
    edited["messages"][2]["content"] = "Jane Doe asks what it costs"
    lines = [
        _marked(settings, _case("same-key")),
        edited,
        mark_line("another deployment's key", _case("other-key")),
        _case("unmarked"),
    ]

    eval_set, report = evalset_import_cases(lines=_lines(lines), set_name="marks")

    # then every line but the one marked with this key went through the pseudonymizer
    assert report.added == 4 and not report.problems
    assert seen == ["edited", "other-key", "unmarked"]
    follow_ups = dict(eval_set.items.values_list("external_id", "follow_up"))
    assert follow_ups["same-key"] == "And what does it cost?"
    assert follow_ups["edited"] == "JANE DOE ASKS WHAT IT COSTS"
    assert all(eval_set.items.values_list("pseudonymized", flat=True))


def test_the_mark_names_the_key_without_revealing_it_and_covers_every_field():
    line = mark_line("k1", _case("c"))
    assert line["pseudonymized"]["key_id"] == key_id("k1") != key_id("k2")
    assert "k1" not in json.dumps(line["pseudonymized"])
    assert mark_verifies("k1", line) and not mark_verifies("k2", line)
    line["gold"] = ["billing/other#0001"]
    assert not mark_verifies("k1", line)


@pytest.mark.django_db
def test_an_unmarked_case_is_pseudonymized_as_one_case(settings, tmp_path):
    # given a line from outside Assay naming a person in every field (real presidio and spaCy)
    settings.ASSAY_PSEUDONYMIZE = True
    settings.VAR_DIR = tmp_path / "var"
    name = "Julien Moreau"
    line = _case(
        "outside",
        messages=[
            {"role": "user", "content": f"Hi, I am {name}."},
            {"role": "assistant", "content": "Hello Julien."},
            {"role": "user", "content": f"What did {name} order?"},
        ],
        fixtures={
            "retrieval": [{"doc_id": "d", "chunk_id": "d#0001", "text": f"Order for {name}"}],
            "tools": [{"name": "get_orders", "args": {"name": name}, "response": {"n": 1}}],
        },
        environment={"prompt_version": "p1", "user_name": name},
        ground_truth={"kind": "rubric", "must": [f"names {name}'s order"], "should": []},
        gold_rewrite=f"orders of {name}",
    )

    eval_set, report = evalset_import_cases(lines=_lines([line]), set_name="outside")

    # then no field keeps the name, and one surrogate stands for it everywhere
    assert report.added == 1
    item = eval_set.items.get()
    [case] = system_cases([item.pk])
    stored = json.dumps(
        [item.prefix, item.follow_up, item.ground_truth, item.gold_rewrite]
        + [case.environment, case.retrieval, case.tools]
    )
    assert "Julien" not in stored and "Moreau" not in stored
    surrogate = item.gold_rewrite.removeprefix("orders of ")
    assert item.follow_up == f"What did {surrogate} order?"
    assert case.tools[0]["args"]["name"] == surrogate
    assert case.environment["user_name"] == surrogate
    assert item.ground_truth["must"] == [f"names {surrogate}'s order"]
    assert item.pseudonymized and item.trace.pseudonymized


@pytest.mark.django_db
def test_a_case_whose_gold_names_no_current_chunk_is_kept_with_a_warning(settings):
    # given a marked case whose gold ids are not in the (empty) corpus
    line = _marked(settings, _case("c-gold", gold=["gone/doc#0001", "gone/doc#0002"]))

    eval_set, report = evalset_import_cases(lines=_lines([line]), set_name="cases")

    # then it is imported as given, counted and named by line
    assert report.added == 1 and report.problems == []
    assert report.unresolved_items == 1 and report.unresolved_ids == 2
    assert [str(w) for w in report.warnings] == [
        "line 1: gold: item c-gold: 2 of 2 chunk id(s) name no current chunk (kept as given): "
        "gone/doc#0001, gone/doc#0002"
    ]
    assert eval_set.items.get().gold == ["gone/doc#0001", "gone/doc#0002"]
