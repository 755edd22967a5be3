"""The reference assistant's answers and its misbehaviour switches (called in-process here; the
replay tests drive it over HTTP)."""

from __future__ import annotations

import pytest

from demo.assistant import Behaviour, answer_case, judge_answer, parse_behaviour
from tests.curation.search.conftest import DOCS, ingest_docs

FIXTURES = [
    {
        "doc_id": "billing/invoices",
        "chunk_id": "billing/invoices#0001",
        "text": DOCS["billing/invoices"],
    },
    {"doc_id": "auth/sso", "chunk_id": "auth/sso#0001", "text": DOCS["auth/sso"]},
]


def _body(mode="frozen"):
    body = {
        "case_id": "c1",
        "repeat": 1,
        "mode": mode,
        "messages": [{"role": "user", "content": "Can I get a refund?"}],
        "follow_up": "How long do refunds take?",
        "environment": {},
    }
    if mode == "frozen":
        body["fixtures"] = {"retrieval": FIXTURES, "tools": []}
    return body


@pytest.fixture
def corpus(db, settings):
    settings.ASSAY_PSEUDONYMIZE = False
    ingest_docs(DOCS)


def test_frozen_answer_quotes_the_top_fixture_and_names_its_page(corpus):
    answer = answer_case(_body(), Behaviour())
    assert [p["chunk_id"] for p in answer["passages"]] == [f["chunk_id"] for f in FIXTURES]
    assert answer["answer"] == "According to billing/invoices: " + DOCS["billing/invoices"]


def test_ignore_fixtures_searches_the_corpus_instead(corpus):
    answer = answer_case(_body(), Behaviour(ignore_fixtures=1.0))
    assert answer["passages"][0]["chunk_id"] == "billing/refunds#0001"


def test_random_answers_reorder_the_passages_and_differ_by_repeat(corpus):
    answers = {
        answer_case({**_body(), "repeat": r}, Behaviour(random=1.0))["answer"] for r in range(8)
    }
    assert len(answers) == 2  # either fixture can come first


def test_switch_shares_are_deterministic_and_close_to_the_asked_share():
    behaviour = parse_behaviour("random=0.25,unrecorded_tool", seed=3)
    hits = [behaviour.hits("random", f"c{i}", 1) for i in range(2000)]
    assert hits == [behaviour.hits("random", f"c{i}", 1) for i in range(2000)]
    assert 0.2 < sum(hits) / len(hits) < 0.3
    assert behaviour.unrecorded_tool == 1.0
    with pytest.raises(ValueError, match="unknown switch"):
        parse_behaviour("sabotage")


def test_judge_checks_the_named_page_and_the_should_rules():
    grade = judge_answer(
        {
            "answer": "According to kms/sla: The uptime SLA is 99.95 percent.",
            "passages": [{"chunk_id": "kms/sla#0001", "text": DOCS["kms/sla"]}],
            "ground_truth": {
                "kind": "rubric",
                "must": ["states the fact given in kms/sla", "states the fact given in auth/sso"],
                "should": ["names the source document", "is no longer than three sentences"],
            },
        }
    )
    assert grade["must"] == [True, False] and grade["should"] == [True, True]
    assert 0 < grade["grounded"] <= 1
