"""The second written follow-up exam (bench/data/followups_holdout2) is well formed.

This checks the data only; it never runs the detector on it.
"""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from bench.followups_exam import LONG_WORDS, PATTERNS, SOURCE, TURNS, SourceError, parse, render


@pytest.fixture(scope="module")
def turns() -> list[dict]:
    return [json.loads(line) for line in TURNS.read_text(encoding="utf-8").splitlines()]


def test_turns_file_is_what_the_hand_written_source_gives(turns):
    assert render(parse(SOURCE.read_text(encoding="utf-8"))) == TURNS.read_text(encoding="utf-8")


def test_ids_are_unique_and_labels_agree_with_each_other(turns):
    assert len({t["id"] for t in turns}) == len(turns) == 225
    for t in turns:
        assert t["unresolved"] == (t["pattern"] is not None) == (t["trigger"] is not None), t["id"]
        assert t["pattern"] in (*PATTERNS, None), t["id"]
        if t["pattern"]:
            assert t["kind"] == t["pattern"], t["id"]
        else:
            long = len(t["utterance"].split()) >= LONG_WORDS
            assert t["kind"] == ("standalone_long" if long else "standalone_short"), t["id"]


def test_every_trigger_is_words_of_its_utterance(turns):
    for t in (t for t in turns if t["trigger"]):
        pattern = r"(?<!\w)" + re.escape(t["trigger"].lower()) + r"(?!\w)"
        assert re.search(pattern, t["utterance"].lower()), (t["id"], t["trigger"])


def test_every_scored_turn_answers_an_assistant_message(turns):
    for t in turns:
        assert t["history"] and t["history"][0]["role"] == "user", t["id"]
        assert t["history"][-1]["role"] == "assistant", t["id"]
        roles = [m["role"] for m in t["history"]]
        assert all(a != b for a, b in zip(roles, roles[1:], strict=False)), t["id"]


def test_mix_is_as_the_readme_says(turns):
    kinds = Counter(t["kind"] for t in turns)
    assert kinds["standalone_long"] == 84 and kinds["standalone_short"] == 6
    assert 0.35 <= (kinds["standalone_long"] + kinds["standalone_short"]) / len(turns) <= 0.45
    assert all(kinds[p] >= 20 for p in PATTERNS), kinds
    domains = Counter(t["conversation"].split("-")[0] for t in turns if t["history"])
    assert set(domains) == {"shop", "travel", "ins", "dev", "hr"}
    assert all(t["domain"] == t["conversation"].split("-")[0] for t in turns)


def test_most_ordinals_go_beyond_first_and_second(turns):
    ordinals = [t["trigger"].lower() for t in turns if t["pattern"] == "ordinal"]
    beyond = [o for o in ordinals if not re.search(r"\b(first|second)\b", o)]
    assert len(beyond) >= 20, ordinals


def test_a_malformed_source_line_names_its_line():
    with pytest.raises(SourceError, match="line 3"):
        parse("== c\nU: hi\nF pronom | it: Is it?\n")
    with pytest.raises(SourceError, match="line 1"):
        parse("S: no conversation yet\n")
