"""Diacritics carried onto surrogates: accented and plain spellings of one name stay apart."""

from __future__ import annotations

from curation.pii.accents import carry, marks, plain
from curation.pii.keyed import NEAR, similarity
from curation.pii.scripts import in_script, own_script
from curation.pii.surrogates import SurrogateFactory


def test_plain_original_keeps_its_surrogate_unchanged():
    assert carry("Anderson", "Whitfield") == "Whitfield"


def test_each_mark_moves_one_letter_and_folds_back():
    out = carry("Dvořáková", "Hallbergen")

    assert out != "Hallbergen"
    assert plain(out) == "Hallbergen"
    assert sum(1 for a, b in zip(out, "Hallbergen", strict=True) if a != b) == len(
        marks("Dvořáková")
    )


def test_a_marked_case_ending_marks_the_end_of_the_surrogate():
    # Polish instrumental "Katarzyną" beside the nominative "Katarzyna"
    assert carry("Katarzyną", "Deirbhile") == "Deirbhilę"


def test_stroked_letters_mark_the_surrogate_too():
    out = carry("Łukasz", "Marcel")

    assert out != "Marcel" and plain(out) == "Marcel"


def test_accented_and_plain_spellings_get_surrogates_that_differ_the_same_way():
    f = SurrogateFactory("k-accents")
    people = ["Ingrid Åkesson-Wärn", "Ingrid Akesson-Warn", "INGRID ÅKESSON-WÄRN"]
    f.learn([("PERSON", p) for p in people])
    accented, folded, upper = (f.surrogate("PERSON", p) for p in people)

    # two spellings are two values: their surrogates differ, even case-folded
    assert accented.casefold() != folded.casefold()
    # but the folded surrogate is the accented one without marks, so they stay near
    assert plain(accented) == folded
    assert similarity(accented, folded) >= NEAR
    # and capitals are the same spelling as the Title-case one
    assert upper == accented.upper()


def test_a_name_differing_only_by_one_accented_letter_in_capitals_stays_apart():
    f = SurrogateFactory("k-accents")
    f.learn([("PERSON", "Zdravko Kovacic"), ("PERSON", "ZDRAVKO KOVAČIĆ")])

    a = f.surrogate("PERSON", "Zdravko Kovacic")
    b = f.surrogate("PERSON", "ZDRAVKO KOVAČIĆ")
    assert a.casefold() != b.casefold()
    assert plain(b).casefold() == a.casefold()


def test_a_name_spelled_one_way_only_keeps_its_plain_surrogate():
    f = SurrogateFactory("k-accents")
    f.learn([("PERSON", "Mikuláš Dvořák")])

    out = f.surrogate("PERSON", "Mikuláš Dvořák")
    assert out == plain(out)


def test_a_greek_name_with_its_tonos_and_in_capitals_without_get_two_greek_surrogates():
    # Greek capitals drop the tonos: "ΚΥΠΡΙΑΝΗ" and "Κυπριανή" are two spellings of one name
    f = SurrogateFactory("k-accents")
    values = ["Ευανθία Σταυράκη", "ΕΥΑΝΘΙΑ ΣΤΑΥΡΑΚΗ"]
    f.learn([("PERSON", v) for v in values])
    titled, upper = (in_script(f.surrogate("PERSON", v), "Greek") for v in values)

    assert titled.casefold() != upper.casefold()
    assert plain(titled).upper() == upper
    assert own_script(titled) == "Greek"
