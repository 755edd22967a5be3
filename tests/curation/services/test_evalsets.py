"""import_evalset: good lines load, bad lines are named by line and field, unresolved gold ids
are reported (and kept), and importing twice adds nothing."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from curation.models import EvalItem, EvalSet
from tests.curation.search.conftest import DOCS, ingest_docs

pytestmark = pytest.mark.usefixtures("plain_text")

pytestmark = pytest.mark.django_db


def _item(item_id, **overrides):
    row = {
        "id": item_id,
        "prefix": [
            {"role": "user", "content": "Which plans have SSO?"},
            {"role": "assistant", "content": "Enterprise."},
        ],
        "follow_up": "and is it SAML?",
        "gold": ["auth/sso#0001"],
    }
    row.update(overrides)
    return row


def test_import_reports_unresolved_gold_and_bad_lines(db, write_jsonl, capsys):
    ingest_docs(DOCS)
    path = write_jsonl(
        [
            _item(
                "a", reference_type="pronoun", gold_rewrite="is Enterprise SSO SAML?", source="chat"
            ),
            _item("b", gold=["auth/sso#0001", "gone/doc#0001", "gone/doc#0002"]),
            '{"id": "c", "prefix": [], "follow_up": ',
            _item("d", prefix=[{"role": "robot", "content": "hi"}]),
            _item("e", unanswerable=True, gold=[]),
            _item("a"),
            _item("f", gold="auth/sso#0001"),
        ]
    )

    with pytest.raises(SystemExit):
        call_command("import_evalset", str(path), "--set", "imported")

    err = capsys.readouterr()
    assert "line 3: $: invalid JSON" in err.err
    assert "line 4: prefix[0].role: must be one of user, assistant, system, tool" in err.err
    assert "line 6: id: 'a' already appears on line 1" in err.err
    assert "line 7: gold: must be a list of chunk ids, got str" in err.err
    assert (
        "line 2: gold: item b: 2 of 3 chunk id(s) name no current chunk (kept as given): gone/doc#0001, gone/doc#0002"
        in err.err
    )
    assert (
        "added 3, already present 0, rejected 4; gold not in the current corpus: 2 id(s) on 1 item(s)"
        in err.out
    )
    items = {i.external_id: i for i in EvalItem.objects.filter(eval_set__name="imported")}
    assert set(items) == {"a", "b", "e"}
    assert items["b"].gold == ["auth/sso#0001", "gone/doc#0001", "gone/doc#0002"]
    assert items["a"].gold_rewrite == "is Enterprise SSO SAML?" and items["a"].source == "chat"
    assert items["a"].reference_type == "pronoun" and items["a"].prefix[1]["role"] == "assistant"
    assert items["e"].unanswerable and items["e"].gold == []


def test_importing_the_same_file_twice_adds_nothing(db, write_jsonl, capsys):
    ingest_docs(DOCS)
    path = write_jsonl([_item("a"), _item("b", pattern="pronoun")])
    call_command("import_evalset", str(path), "--set", "twice")
    call_command("import_evalset", str(path), "--set", "twice")

    assert "added 0, already present 2, rejected 0" in capsys.readouterr().out
    assert EvalSet.objects.get(name="twice").items.count() == 2
    assert list(EvalSet.objects.get(name="twice").items.values_list("position", flat=True)) == [
        1,
        2,
    ]


def test_gold_and_unanswerable_together_is_refused(db, write_jsonl, capsys):
    path = write_jsonl([_item("x", unanswerable=True), _item("y", pattern="telepathy")])
    with pytest.raises(SystemExit):
        call_command("import_evalset", str(path), "--set", "bad")
    err = capsys.readouterr().err
    assert "line 1: unanswerable: is true but gold lists chunks; choose one" in err
    assert "line 2: pattern: must be one of" in err
