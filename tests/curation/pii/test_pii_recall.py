"""Recall beyond the NER: romanised gazetteers, address cues, and numbers that stay alike.

Values here are invented or absent from the shared evaluation files. No spaCy is loaded except
where a test takes the ``analyzer`` fixture.
"""

from __future__ import annotations

import pytest

from bench.eval_pii import Span, leaked
from curation.pii.addresses import find_addresses
from curation.pii.gazetteer_build import transliterations
from curation.pii.keyed import similarity
from curation.pii.people import is_gazetteer_name
from curation.pii.surrogates import SurrogateFactory


@pytest.mark.parametrize(
    "word, latin",
    [
        ("Сергеевич", {"Sergeevich", "Sergeyevich"}),
        ("Евгения", {"Yevgeniya", "Evgeniya", "Evgeniia"}),
        ("Παπαδόπουλος", {"Papadopoulos"}),
        ("აბაშიძე", {"Abashidze"}),
    ],
)
def test_names_in_other_scripts_are_romanised_by_common_schemes(word, latin):
    assert latin <= transliterations(word)


def test_the_frozen_gazetteer_knows_romanised_and_feminine_surnames():
    # Russian patronymics, Georgian surnames, Polish feminine forms: none is Latin in Faker
    for name in ("Sergeyevich", "Abashidze", "Kowalska", "Kuznetsova"):
        assert is_gazetteer_name(name), name


def test_names_of_the_worlds_countries_faker_lacks_are_gazetteer_names_but_words_are_not():
    from curation.pii import lexicon as lx

    # names-dataset ranks them in Spain, Botswana, Iran and Finland; no Faker locale lists them
    for name in ("Ainhoa", "Kefilwe", "Sadeghi", "Säkkinen"):
        assert is_gazetteer_name(name), name
        assert lx.fold(name) not in lx.gazetteer_names("f", world=False) | lx.gazetteer_names(
            "l", world=False
        )
    # profiles hold them too, but they are words, products or places of English text
    # ("Kántor", a Hungarian surname, folds to "kantor": folding keeps it)
    for word in ("Jalan", "Jenderal", "Ansible", "Reykjavík", "Quezon", "Sudirman"):
        assert not is_gazetteer_name(word), word


@pytest.mark.parametrize(
    "text, address",
    [
        ("He lives on the far side of Orvieto Calvane 1812.", "Orvieto Calvane 1812"),
        ("Delivery failed at Kransgatan 41 because nobody was home.", "Kransgatan 41"),
        ("She signed the lease for Tessaro Lumbe 7 last year.", "Tessaro Lumbe 7"),
    ],
)
def test_a_street_without_a_type_word_is_an_address_after_a_cue(text, address):
    assert [text[s:e] for s, e, _ in find_addresses(text)] == [address]


def test_a_block_does_not_swallow_the_words_around_it():
    text = "The technician will visit 12 Elm Row between 9 and 12."
    common = frozenset({"visit", "technician", "row"})

    assert [text[s:e] for s, e, _ in find_addresses(text, common)] == ["12 Elm Row"]


def test_flat_numbers_that_share_a_digit_keep_sharing_one():
    f = SurrogateFactory("number-key")
    flats = ["Apt. 614", "Apt. 047", "Apt. 458", "Apt. 730", "Apt. 184"]
    f.learn([("ADDRESS", a) for a in flats])
    out = {a: f.surrogate("ADDRESS", a) for a in flats}

    for a in flats:
        for b in flats:
            if a < b and similarity(a, b) >= 0.7:
                assert similarity(out[a], out[b]) >= 0.7, (a, b, out[a], out[b])


def test_a_number_inside_a_longer_one_keeps_its_digits_in_the_surrogate():
    f = SurrogateFactory("number-key")
    f.learn([("POSTAL_CODE", "37519"), ("POSTAL_CODE", "519")])
    long, short = f.surrogate("POSTAL_CODE", "37519"), f.surrogate("POSTAL_CODE", "519")

    assert long != "37519" and short != "519"
    assert similarity(long, short) >= 0.7


def test_a_particle_left_in_a_surrogate_name_is_no_leak():
    span = Span("PERSON", "Ilse van der Brugge", "x", 0, 19)

    assert not leaked(span, "Ingrid van der Molen called.")
    assert leaked(span, "Ingrid Brugge called.")


def test_the_frozen_street_types_hold_every_locales_types_before_and_after_a_name():
    from curation.pii import lexicon as lx

    assert {"rotonda", "calle"} <= set(lx.faker_street_types("pre"))
    assert {"steps", "walkway"} <= set(lx.faker_street_types("post"))
    assert "little" not in lx.faker_street_types("post")  # too frequent an English word


def test_a_faker_street_type_next_to_a_number_is_an_address_with_a_word_no_dictionary_holds():
    common = frozenset({"step", "steps", "grant", "access", "create", "block", "canale"})
    text = "the courier left it at 14 Quillane Steps, and the other one in canale vortelli, 3"
    found = [text[s:e] for s, e, _ in find_addresses(text, common)]
    assert found == ["14 Quillane Steps", "canale vortelli, 3"]
    text = "Step 2 Grant Access to the bucket, then Step 3 Create Block storage."
    assert find_addresses(text, common) == []


@pytest.mark.parametrize(
    "text, postcode",
    [
        ("Reklamacja: ul. Zakątek Leśny 9, 83-110 Tczew", "83-110"),
        ("Envío a Avenida Corrientes 2130, C1046AAB Ciudad", "C1046AAB"),
    ],
)
def test_a_hyphenated_or_lettered_postcode_continues_the_address_block(text, postcode):
    [(start, end, kind)] = find_addresses(text)
    assert kind == "ADDRESS" and postcode in text[start:end]


def test_a_postcode_in_brackets_after_the_word_postcode_is_a_postcode():
    text = "the claim form gives a different postcode (560034), please check"
    assert [(text[s:e], kind) for s, e, kind in find_addresses(text)] == [("560034", "POSTAL_CODE")]
