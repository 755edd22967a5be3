"""A name the case knows in one script is found where the case writes it in another: Gurmukhi,
Ethiopic, Devanagari beside Latin, both ways, through anyascii and a consonant skeleton."""

from __future__ import annotations

import pytest

from curation.pii.cross_script import cross_script_names, name_index, skeleton, spelling
from curation.pii.pseudonymizer import Pseudonymizer

KEY = "cross-script-test-key"


@pytest.mark.parametrize(
    ("latin", "native"),
    [("Gurpreet", "ਗੁਰਪ੍ਰੀਤ"), ("Abebe", "አበበ"), ("Bhandari", "भण्डारी"), ("Chanthy", "ចាន់ធី")],
)
def test_a_name_and_its_native_spelling_share_a_skeleton(latin, native):
    assert skeleton(latin) == skeleton(native)


def test_only_words_of_another_script_with_a_long_enough_skeleton_match():
    # given: a case that knows a Latin name and a short one
    index = name_index(["Gurpreet", "Ali"])
    text = "ਗੁਰਪ੍ਰੀਤ ਨੇ ਭੁਗਤਾਨ ਕੀਤਾ. Gurpreet paid; gurpreet's ali"
    # when
    found = [text[s:e] for s, e in cross_script_names(text, index)]
    # then: the Gurmukhi spelling only; the Latin ones are the same script, "Ali" too short
    assert found == ["ਗੁਰਪ੍ਰੀਤ"]


def test_a_latin_spelling_of_a_known_native_name_must_be_capitalised():
    index = name_index(["አበበ"])
    text = "Paid by ABEBE; abebe said so"
    assert [text[s:e] for s, e in cross_script_names(text, index)] == ["ABEBE"]


def test_a_known_latin_name_is_found_in_cyrillic_beside_a_known_name_of_that_skeleton():
    # given: a case knowing "Halyna" in Latin, and "Галин" (another name, same consonants)
    # in Cyrillic; Ukrainian writes Latin "h" as "г", which anyascii spells "g"
    index = name_index(["Halyna", "Галин"])
    text = "Галина і Галин живуть разом"
    # then: "Галина" is found; "Галин", known in its own script already, is not found again
    assert [text[s:e] for s, e in cross_script_names(text, index)] == ["Галина"]


def test_a_word_of_a_script_that_knows_the_skeleton_must_spell_the_other_name_vowels_too():
    # given: "Bohdana" known in Latin and her brother "Богдан" in Cyrillic (one skeleton)
    index = name_index(["Bohdana", "Богдан"])
    assert spelling("Богдана") == spelling("Bohdana") != spelling("Богдан")
    # then: "Богдана" spells "Bohdana"; "Бгдана", same consonants, other vowels, is no spelling
    # of her (in a script that knows a name of that skeleton, a form of it is likelier)
    text = "Богдана, Бгдана"
    assert [text[s:e] for s, e in cross_script_names(text, index)] == ["Богдана"]


def test_the_pseudonymizer_replaces_the_other_spelling_in_the_case():
    # given: a record with the Latin name in a field and a receipt in Amharic script
    p = Pseudonymizer(KEY)
    record, receipt = p.pseudonymize_texts(
        ['{"first_name": "Abebe"} customer name: Abebe Kebede', "ተሳፋሪ: አበበ ከበደ"]
    )
    # then: neither spelling of either word is left
    assert "Abebe" not in record and "Kebede" not in record
    assert "አበበ" not in receipt and "ከበደ" not in receipt


def test_an_email_local_part_of_the_case_spells_a_name_written_in_another_script():
    # given: a Sinhala display name whose address spells the surname, then a greeting
    p = Pseudonymizer(KEY)
    header, greeting = p.pseudonymize_texts(
        ["From: නිමල් පෙරේරා <n.perera@example.lk>", "ආයුබෝවන් නිමල්, ස්තුතියි"]
    )
    # then: the surname is found through "perera", and the given name follows from it
    assert "පෙරේරා" not in header and "perera" not in header
    assert "නිමල්" not in greeting


def test_a_common_word_of_its_language_is_no_other_spelling_of_a_name():
    # given: a case that knows a Greek name word with the skeleton of "star"
    index = name_index(["Στάρ"])
    text = "The star of the show"
    # when the caller says which words are common words of their language
    found = cross_script_names(text, index, is_word=lambda w: w.lower() in {"star", "the"})
    # then: "star" shares the skeleton but is an English word (and lower case besides)
    assert found == []
    assert cross_script_names("Star Wars", index, is_word=lambda w: False) == [(0, 4)]
