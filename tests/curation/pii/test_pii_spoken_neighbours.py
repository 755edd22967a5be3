"""Spoken e-mails (``curation.pii.spoken``) and near neighbours of confirmed names
(``curation.pii.neighbours``)."""

from __future__ import annotations

from curation.pii.neighbours import near_names
from curation.pii.spoken import find_spoken_emails, is_spoken, respoken, written


def _values(text: str, spans) -> list[str]:
    return [text[s:e] for s, e in spans]


def test_spoken_and_bracketed_emails_are_found_and_a_plain_at_is_not():
    text = (
        "reach me at marta dot ruiz at outlook dot es or m_ruiz [at] web [dot] de\n"
        "we met at noon at the cafe dot"
    )
    assert _values(text, find_spoken_emails(text)) == [
        "marta dot ruiz at outlook dot es",
        "m_ruiz [at] web [dot] de",
    ]


def test_a_spoken_email_spells_an_address_and_its_surrogate_is_spoken_back():
    value = "tom underscore berg at gmx dot net"
    assert is_spoken(value)
    assert written(value) == "tom_berg@gmx.net"
    assert respoken(value, "ana_lund@gmx.net") == "ana underscore lund at gmx dot net"
    assert not is_spoken("tom_berg@gmx.net")


def test_a_first_name_two_edits_from_a_confirmed_one_is_a_candidate():
    text = "Forwarded by Mariana; Marian and Market are copied."
    found = near_names(text, ["Marian"], lambda w: w == "Market")
    assert _values(text, found) == ["Mariana"]


def test_a_cjk_name_one_character_from_a_confirmed_one_with_the_same_family_name():
    text = "村田健司です。村田健太とは別です。村上健司さん"
    assert _values(text, near_names(text, ["村田健司"], lambda w: False)) == ["村田健太"]


def test_two_han_characters_near_a_name_count_only_in_text_without_kana():
    assert near_names("注文は優先です", ["優希"], lambda w: False) == []
    text = "联系人：王薇，不是王伟。"
    assert _values(text, near_names(text, ["王伟"], lambda w: False)) == ["王薇"]


def test_spoken_emails_in_other_languages_use_their_own_words_for_at_and_dot():
    text = (
        "escríbeme a lola punto vidal arroba correo punto es gracias\n"
        "napisz na adam kropka lis małpa poczta kropka pl\n"
        "yazın: deniz et posta nokta com teşekkürler"
    )
    assert _values(text, find_spoken_emails(text)) == [
        "lola punto vidal arroba correo punto es",
        "adam kropka lis małpa poczta kropka pl",
        "deniz et posta nokta com",
    ]
    assert written("adam kropka lis małpa poczta kropka pl") == "adam.lis@poczta.pl"


def test_a_word_for_at_of_one_language_needs_that_languages_dot():
    # French "et" is "and"; only Turkish speakers say "et" for @, with "nokta" for the dot
    text = "le rendez-vous et café point de vue, puis marie et paul point fr"
    assert find_spoken_emails(text) == []


def test_a_spoken_surrogate_keeps_the_originals_words_and_a_domain_named_at():
    value = "rita punkt graf at mail punkt at"
    assert written(value) == "rita.graf@mail.at"
    assert respoken(value, "ida.berg@web.at") == "ida punkt berg at web punkt at"
    assert respoken("jo arroba sapo ponto pt", "ana@mail.pt") == "ana arroba mail ponto pt"
