"""The rare-word rule (``ASSAY_PII_RARE_WORDS=1``): in a personal text, a word no language list,
gazetteer rule or corpus knows is replaced; impersonal texts, common words, format keywords,
codes and protected vocabulary stay. Off by default."""

from __future__ import annotations

from dataclasses import replace

import pytest

from curation.pii.config import PiiConfig, _default_rare_words
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.rare_words import is_known, rare_words, sentence_initial
from curation.pii.vocabulary import Protection, VocabularyCounts

KEY = "rare-words-test-key"
LATIN = ("en",)


def _found(text: str) -> list[str]:
    return [text[s:e] for s, e in rare_words(text, [], LATIN)]


def _strict() -> Pseudonymizer:
    return Pseudonymizer(KEY, config=replace(PiiConfig(), rare_words=True))


def test_the_rule_is_off_unless_the_deployment_asks(monkeypatch):
    # given: no setting, then the setting on, then a typo in it
    monkeypatch.delenv("ASSAY_PII_RARE_WORDS", raising=False)
    assert _default_rare_words() is False
    monkeypatch.setenv("ASSAY_PII_RARE_WORDS", "1")
    assert _default_rare_words() is True
    monkeypatch.setenv("ASSAY_PII_RARE_WORDS", "sometimes")
    # then: a malformed value is an error naming the setting
    with pytest.raises(ValueError, match="ASSAY_PII_RARE_WORDS"):
        _default_rare_words()


def test_a_rare_capitalised_word_mid_sentence_in_a_personal_text_is_found():
    # given: a first-person message naming a courier no gazetteer holds
    text = "I spoke to Thabiso yesterday and the parcel is still missing."
    # then: the name is found and nothing else
    assert _found(text) == ["Thabiso"]


def test_an_impersonal_text_gives_nothing():
    # given: documentation with rare product words and no mark of personal data
    text = "Configure Zorblax retention in the Quarvel console before enabling snapshots."
    # then
    assert _found(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "I reinstalled the app twice and the payroll export still fails on Monday.",
        "My BEGIN:VCALENDAR block and the DTSTART line look fine to me.",
        "I pasted `kubectl rollout undo` from https://docs.example.org/zk/qwx into it.",
        "Order acct_99812 and x86 builds are mine, I checked /usr/lib/zqx yesterday.",
    ],
)
def test_common_words_format_keywords_codes_and_paths_stay(text):
    # then: no word of these personal texts is rare in the sense of the rule
    assert _found(text) == []


def test_a_lower_case_word_stays_unless_it_is_a_listed_name():
    # given: a typo and a surname typed in lower case in one message
    text = "I asked for a refnud, please tell lefebvre it is urgent."
    # then: the typo stays; the surname is found
    assert _found(text) == ["lefebvre"]


def test_a_login_with_a_dot_or_underscore_is_replaced_whole():
    # given: a handle built from a name no gazetteer holds
    text = "I assigned it to @thabiso_mokoena this morning."
    # then: the whole login, without its @
    assert _found(text) == ["thabiso_mokoena"]


def test_a_capital_that_opens_a_sentence_or_a_label_is_no_evidence():
    # given: capitalised common nouns opening a line and a label
    assert sentence_initial("Hello.\nDeposit is due", 7)
    assert sentence_initial("Room: 12", 0)
    assert not sentence_initial("I met Thabiso", 6)
    # then: a known word opening a sentence is known, a first name mid-sentence is not
    assert is_known("Payment", LATIN, sentence_initial=True)
    assert not is_known("Daniel", LATIN, sentence_initial=False)


def test_glued_hebrew_prepositions_do_not_make_a_word_rare():
    # given: "when to the account", a common word behind two glued prepositions
    assert is_known("כשלחשבון", LATIN)


def test_scripts_without_a_word_list_are_left_to_the_other_detectors():
    # given: Thai and Amharic words, which wordfreq has no list for
    assert is_known("สวัสดี", LATIN)
    assert is_known("ሰላም", LATIN)


def test_the_pseudonymizer_applies_the_rule_only_when_configured():
    # given: a personal message naming someone no gazetteer, cue or NER finds
    text = "My order ORD-55120 was left with Zwelethu at the gate."
    # when
    default = Pseudonymizer(KEY).pseudonymize_text(text)
    strict = _strict().pseudonymize_text(text)
    # then: both replace the order id; only the rule replaces the unknown name
    assert "ORD-55120" not in default and "ORD-55120" not in strict
    assert "Zwelethu" in default
    assert "Zwelethu" not in strict
    assert "was left with" in strict and "at the gate" in strict


def test_a_rare_word_keeps_one_surrogate_across_the_case():
    # given: the same rare name in two texts of one case
    p = _strict()
    first, second = p.pseudonymize_texts(
        ["I called Thabiso at 9.", "Thabiso says the parcel came, my order ORD-55120."]
    )
    # then: one surrogate in both
    surrogate = first.split()[2]
    assert surrogate != "Thabiso"
    assert second.startswith(surrogate)


def test_corpus_vocabulary_protects_a_rare_product_word():
    # given: a corpus whose pages name the product, and a message about it
    counts = VocabularyCounts.build(
        [f"Quarvel {n} stores snapshots. Quarvel keeps logs." for n in range(6)]
    )
    protection = Protection(counts.vocabulary())
    p = Pseudonymizer(KEY, config=replace(PiiConfig(), rare_words=True), protection=protection)
    # when
    out = p.pseudonymize_text("I think my Quarvel backup broke, can you check?")
    # then
    assert "Quarvel" in out


def test_korean_chinese_and_japanese_are_left_to_their_own_recognizers():
    # given: a personal Korean message (wordfreq's Korean list needs MeCab, not installed)
    text = "주문번호 ORD-55120 배송 문의드립니다. 제 이름은 김민지입니다."
    # then: the rule reads no word of these scripts and raises nothing
    assert _found(text) == []
    assert is_known("주문번호", LATIN) and is_known("配送", LATIN) and is_known("ありがとう", LATIN)
