"""One person written "Given Family" and "FAMILY, GIVEN" in one text (issue 11, round 7:
minutes and rosters). Sentences written for these tests."""

from __future__ import annotations

from curation.pii.analyzer import get_analyzer
from curation.pii.reordered import find_reordered


def _people(text: str) -> list[str]:
    return [
        text[d.start : d.end] for d in get_analyzer().analyze(text) if d.entity_type == "PERSON"
    ]


def _at(text: str, word: str) -> list[tuple[int, int]]:
    start = text.index(word)
    return [(start, start + len(word))]


def test_both_orders_of_a_found_person_are_found_whole():
    text = "Present: Hazel Summers (minutes), P. Odum, SUMMERS, HAZEL (treasurer)"
    found = find_reordered(text, _at(text, "Hazel"))
    assert [text[s:e] for s, e in found] == ["Hazel Summers", "SUMMERS, HAZEL"]


def test_a_lower_case_surname_and_particles_are_taken_in():
    text = "Signed by Ines van 't Zand and Goran čop. Filed: VAN 'T ZAND, INES; ČOP, GORAN."
    people = _at(text, "Ines") + _at(text, "Goran")
    found = [text[s:e] for s, e in find_reordered(text, people)]
    assert found == ["Ines van 't Zand", "Goran čop", "VAN 'T ZAND, INES", "ČOP, GORAN"]


def test_capitals_without_the_other_order_or_a_found_person_are_left():
    # a heading in capitals and a place, not a person written twice
    text = "ROME, ITALY. Then Italy Rome. WINTERS, REBECCA was not found as a person here."
    assert find_reordered(text, []) == []
    # a found person written in one order only
    assert find_reordered(text, _at(text, "WINTERS, REBECCA")) == []


def test_the_analyzer_replaces_an_english_word_surname_written_in_both_orders():
    text = "Attendees: Hazel Summers (chair), P. Odum, SUMMERS, HAZEL (notes)"
    people = _people(text)
    assert "Hazel Summers" in people and "SUMMERS, HAZEL" in people
