"""Names found from evidence in the case (an email, a full name elsewhere, a field, a
self-introduction), and words that must stay words without such evidence.

Loads spaCy once for the module. Names and numbers are invented for these tests.
"""

from __future__ import annotations

import re

import pytest

from curation.pii.analyzer import get_analyzer
from curation.pii.formats import luhn_fix
from curation.pii.pseudonymizer import Pseudonymizer

KEY = "case-evidence-key"


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


def run(analyzer, texts: list[str]) -> list[str]:
    return Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(texts)


def people(analyzer, text: str) -> list[str]:
    return [text[d.start : d.end] for d in analyzer.analyze(text) if d.entity_type == "PERSON"]


def test_a_full_name_signed_in_lower_case_is_replaced_when_the_case_names_the_person(analyzer):
    out = run(
        analyzer,
        [
            "Name: Odile Carpenter\nEmail: odile.carpenter@example.org",
            "hi, the refund never came.\nthanks\nodile carpenter",
        ],
    )
    assert "odile" not in out[1] and "carpenter" not in out[1]
    assert "thanks" in out[1] and "refund" in out[1]


def test_a_full_name_joined_in_capitals_is_that_person_in_a_payment_reference(analyzer):
    # given: a transfer to a named person, and the tool's record of it
    chat, record = run(
        analyzer,
        [
            "Beneficiary: Oluwaseun Adeyemi-Brooks\nSent on Monday.",
            'transfer {"beneficiary_ref": "OLUWASEUNADEYEMIBROOKS", "status": "HELD"}',
        ],
    )
    # then: the joined reference goes, and is the surrogate's own joined form
    assert "Oluwaseun" not in chat and "OLUWASEUN" not in record
    surrogate = re.search(r"Beneficiary: (.+)\n", chat).group(1)
    joined = re.sub(r"[^A-Za-z]", "", surrogate).upper()
    assert f'"beneficiary_ref": "{joined}"' in record


def test_a_full_name_joined_as_a_slug_or_in_camel_case_takes_the_surrogate_so_joined(analyzer):
    form, page = run(
        analyzer,
        ["Name: Wanjiku Otieno", "profile /u/wanjiku-otieno, handle WanjikuOtieno, see rosemary"],
    )
    given, surname = form.removeprefix("Name: ").split()
    assert "wanjiku" not in page.casefold() and "otieno" not in page.casefold()
    assert f"/u/{given.lower()}-{surname.lower()}," in page and f"handle {given}{surname}," in page
    assert "see rosemary" in page


def test_an_initial_and_surname_login_of_a_known_person_takes_the_surrogates_login(analyzer):
    form, chat = run(
        analyzer, ["Owner: Chiamaka Udensiobi", "[admin chat] admin=cudensiobi; build ok"]
    )
    given, surname = form.removeprefix("Owner: ").split()
    assert f"admin={given[0].lower()}{surname.lower()};" in chat and "build ok" in chat


def test_a_known_value_before_an_arabic_full_stop_is_replaced_as_everywhere(analyzer):
    # given: a form with an address, and an Urdu message that ends on it with "۔"
    address = "House 52, Street 9, Model Town, Lahore 54700"
    form, message = run(
        analyzer,
        [f"Address: {address}\nPhone: +92 300 1234567", f"پارسل یہاں بھیجیں: {address}۔ شکریہ"],
    )
    surrogate = form.split("\n")[0].removeprefix("Address: ")
    # then: the full stop is punctuation, not a letter glued to the value: one surrogate
    assert "54700" not in message and f"{surrogate}۔" in message


def test_a_display_name_its_address_spells_is_replaced_whole_over_a_word_in_it(analyzer):
    # given: a sender whose given name is also a word ("fe", Spanish "faith"), which a detector
    # alone trims off, and whose address spells the whole name
    (out,) = run(analyzer, ['From: "Fe Santos" <fesantos@gmail.com>\nSubject: my bag'])
    # then: the whole display name goes, and the address is rebuilt from the same surrogate
    display = re.search(r'From: "(.+?)"', out).group(1)
    assert "Fe " not in display and "Santos" not in display
    assert re.sub(r"\W", "", display).lower() in out


def test_a_known_name_with_a_prefix_glued_on_is_replaced_after_the_prefix(analyzer):
    # given: a name the case knows, then written with a Zulu locative prefix and a Hebrew
    # proclitic, beside camel-case product names and a Hebrew word that opens with the letters
    form, zulu, hebrew = run(
        analyzer,
        [
            "Name: Nomvula Khumalo\nשם: נויה כהן",
            "Thumelani inkontileka kuNomvula. Also iPhone and macOS.",
            "תשלחו את החוזה לנויה היום. לאור זאת",
        ],
    )
    given = form.split("\n")[0].removeprefix("Name: ").split()[0]
    hebrew_given = form.split("\n")[1].removeprefix("שם: ").split()[0]
    # then: the prefix stays and the name after it takes its surrogate
    assert f"ku{given}." in zulu and "iPhone" in zulu and "macOS" in zulu
    assert f"ל{hebrew_given} " in hebrew and "נויה" not in hebrew and "לאור זאת" in hebrew


def test_an_inflected_name_of_the_case_is_replaced_in_its_stem(analyzer):
    out = run(analyzer, ["Kundin: Annegret Wolfsohn", "Ist Annegrets Konto gesperrt?"])
    assert "Annegret" not in "\n".join(out)
    m = re.search(r"Ist (\w+)s Konto gesperrt\?", out[1])
    assert m is not None and m.group(1) in out[0]


def test_a_cjk_name_and_its_given_name_are_replaced(analyzer):
    out = run(analyzer, ["客户：我叫钱秀英。", "您好秀英，您的订单已发货。"])
    joined = "\n".join(out)
    assert "钱秀英" not in joined and "秀英" not in joined
    assert "订单已发货" in out[1]


def test_a_2_series_mastercard_and_a_local_phone_number_are_replaced(analyzer):
    card = luhn_fix("2720991234567890")
    text = f"Mi tarjeta es {card} y mi móvil 612 345 678."
    out = run(analyzer, [text])[0]
    assert card not in out and "612 345 678" not in out
    assert "Mi tarjeta es" in out


@pytest.mark.parametrize(
    "text",
    [
        "Bonjour, je voudrais comprendre la facture de mars.",
        "Guten Tag, ich habe eine Frage zur Abbuchung auf meinem Konto.",
        "Buenos días, la factura no coincide con el pedido.",
        "Goedemiddag, mijn rekening klopt niet.",
        "Kubernetes clusters and Terraform modules are deployed by the pipeline.",
        "Block Storage volumes can be resized from the console.",
        "Library volumes in the house were counted by the bot.",
    ],
)
def test_ordinary_prose_and_product_names_are_no_people(analyzer, text):
    assert people(analyzer, text) == []


@pytest.mark.parametrize(
    "text, name",
    [
        ("Hi Bo, your parcel is on its way.", "Bo"),
        ("Hallo Li,\nIhr Paket ist unterwegs.", "Li"),
        ("Agent: Salut Maëlle,", "Maëlle"),
    ],
)
def test_short_names_and_names_after_a_greeting_word_are_found_without_the_greeting(
    analyzer, text, name
):
    assert people(analyzer, text) == [name]


def test_a_street_a_message_names_gets_the_surrogate_of_the_records_address(analyzer):
    out = run(
        analyzer,
        [
            "hej, vi bor båda på Solbackehöjden 9. Kan ni kolla det?",
            "account: acct_5512093\naddress: Solbackehöjden 9, 417 56 Göteborg",
        ],
    )
    assert "Solbackehöjden" not in "\n".join(out)
    street = re.search(r"address: (.+?), ", out[1]).group(1)
    assert f"på {street}." in out[0]


def test_two_names_joined_by_surname_particles_are_one_person(analyzer):
    text = "Su cuñado, Eusebio de los Reyes, firmó el parte. Ana y Marta no."
    assert "Eusebio de los Reyes" in people(analyzer, text)
    assert "Ana y Marta" not in people(analyzer, text)


def test_a_mention_wins_over_the_ners_longer_guess_around_it(analyzer):
    text = "@Ramiro el cliente escribió desde mi81@correo.es"
    assert "Ramiro" in people(analyzer, text)
