"""Names in the Indic and South-East Asian scripts: their vowel signs are letters, their chat
logs, display names, name fields and CSV cells are evidence, and a name found there in one text
is that person in every text of the case. Sentences of our own, none from an exam."""

from __future__ import annotations

import pytest

from curation.pii import lexicon as lx
from curation.pii.cross_script import romanised, skeleton
from curation.pii.field_values import table_entity
from curation.pii.pairs import find_pairs
from curation.pii.participants import find_speakers
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.script_names import find_slot_names

KEY = "abugida-test-key"


def never_common(word: str) -> bool:
    return False


@pytest.mark.parametrize(
    ("native", "latin"),
    [("ਸੁਮਨ", "Suman"), ("ಕಾಮತ್", "Kamath"), ("ସୁଭାଷ", "Subhash"), ("கார்த்திக்", "Karthik")],
)
def test_a_bare_consonant_carries_its_inherent_vowel_into_the_skeleton(native, latin):
    assert skeleton(native) == skeleton(latin)


def test_a_virama_or_a_vowel_sign_takes_the_inherent_vowel_away():
    # given: "su-ma-n" written with a virama on the last consonant
    assert romanised("ಸುಮನ್") == "suman"
    # and: a Latin word is romanised as it is
    assert romanised("Suman") == "suman"


def test_folding_keeps_the_vowel_signs_that_tell_two_siblings_apart():
    # given: Hemanth and Hemantha in Telugu, one virama apart
    assert lx.fold("హేమంత్") != lx.fold("హేమంత")
    # and: accents of the Latin, Greek and Cyrillic alphabets still fold away
    assert lx.fold("Jérôme") == "jerome"
    assert lx.fold("Άννα") == "αννα"


def test_a_known_name_is_not_found_inside_a_longer_word_of_an_abugida():
    # given: a case that knows "హేమంత" (Hemantha) from a name field
    p = Pseudonymizer(KEY)
    first, second = p.pseudonymize_texts_tracked(["పేరు: హేమంత", "హేమంత్ గారు ఫోన్ చేశారు"])
    # then: the field's name is replaced
    assert "హేమంత" not in first.text
    # and: the brother's longer name is not cut before its virama
    assert all(r.original != "హేమంత" for r in second.replacements)


def test_speakers_of_a_chat_log_that_stamps_every_line_are_participants():
    text = (
        "[09:14] નિરાલી: નમસ્તે, મારો ઓર્ડર આવ્યો નથી\n"
        "[09:15] હિરેન: ઓર્ડર નંબર આપશો?\n"
        "[09:16] નિરાલી: 4471\n"
        "[09:17] હિરેન: આભાર, હું તપાસ કરું છું\n"
    )
    found = {text[s:e] for s, e in find_speakers(text, never_common)}
    assert found == {"નિરાલી", "હિરેન"}


def test_untimed_labels_without_a_role_or_a_known_name_prove_nothing():
    # given: the same layout without timestamps (a glossary, a config)
    text = "ಪದ: ಅರ್ಥ ಒಂದು\nಉದಾಹರಣೆ: ಒಂದು ವಾಕ್ಯ\nಪದ: ಅರ್ಥ ಎರಡು\nಉದಾಹರಣೆ: ಇನ್ನೊಂದು\n"
    assert find_speakers(text, never_common) == []


def test_a_timed_chat_reads_a_lower_case_handle_but_not_a_dictionary_word():
    text = "[10:01] thenmozhi: hi\n[10:02] agent: hello\n[10:03] thenmozhi: ok\n[10:04] agent: ok"
    found = {text[s:e] for s, e in find_speakers(text, lambda w: w == "agent")}
    assert found == {"thenmozhi"}


def test_a_display_name_in_a_script_without_word_lists_is_a_person_beside_a_personal_address():
    text = (
        "From: നിഖിൽ വർഗീസ് <nikhil.varghese@example.net>\nCc: ഉപഭോക്തൃ സേവനം <support@example.net>\n"
    )
    found = [text[s:e] for s, e in find_slot_names(text)]
    # then: the person's display name; a role mailbox's ("customer service") is no one's
    assert found == ["നിഖിൽ വർഗീസ്"]


@pytest.mark.parametrize(
    "text",
    ["ਨਾਮ: ਹਰਲੀਨ ਢਿੱਲੋਂ", "பெயர்: தேன்மொழி ராஜன்", "ឈ្មោះ: សុភា ចាន់", "ನಾಮ: x\nಹೆಸರು: ಅಕ್ಷತಾ ರಾವ್"],
)
def test_a_field_labelled_name_in_its_own_language_holds_a_name(text):
    found = [text[s:e] for s, e in find_slot_names(text)]
    assert found == [text.rsplit(": ", 1)[1]]


def test_quoted_csv_cells_keep_their_columns():
    # given: an address cell that holds the delimiter inside quotes
    text = 'id,customer,address,ip\n7,ଅନିତା ସାହୁ,"12, ଜନପଥ, ଭୁବନେଶ୍ୱର",10.0.0.1\n'
    pairs = {p.label: text[p.start : p.end] for p in find_pairs(text)}
    assert pairs["customer"] == "ଅନିତା ସାହୁ"
    assert pairs["address"] == "12, ଜନପଥ, ଭୁବନେଶ୍ୱର"


def test_a_person_column_takes_words_of_a_script_without_capitals():
    assert table_entity("PERSON", "ଅନିତା ସାହୁ") == "PERSON"
    # and: still not a lower-case key
    assert table_entity("PERSON", "retries") is None


def test_a_name_found_while_replacing_one_text_is_replaced_in_the_others():
    # given: the Tamil spelling is found beside its e-mail in the second text only
    p = Pseudonymizer(KEY)
    greeting, record = p.pseudonymize_texts(
        [
            "வணக்கம் கார்த்திகேயன், உங்கள் பார்சல் வந்தது",
            "கார்த்திகேயன் · karthikeyan.s@example.org",
        ]
    )
    # then: neither text keeps the name
    assert "கார்த்திகேயன்" not in record
    assert "கார்த்திகேயன்" not in greeting
