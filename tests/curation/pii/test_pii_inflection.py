"""Inflected names: stems of a case's names found with Slavic and Baltic case endings.

Loads spaCy once for the module. Names are invented for these tests.
"""

from __future__ import annotations

import pytest
import regex as re

from curation.pii.analyzer import get_analyzer
from curation.pii.inflection import CASE_ENDINGS, stems
from curation.pii.pseudonymizer import Pseudonymizer

KEY = "inflection-key"


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


def run(analyzer, texts: list[str]) -> list[str]:
    return Pseudonymizer(KEY, analyzer=analyzer).pseudonymize_texts(texts)


def test_a_feminine_name_drops_its_a_and_a_baltic_name_its_nominative_s():
    assert "Veronik" in stems("Veronika")
    assert "Valdemār" in stems("Valdemārs")
    assert "Vytaut" in stems("Vytautas")


def test_the_slavic_fleeting_vowel_is_dropped_from_the_last_syllable():
    assert "Aleksandr" in stems("Aleksander")
    assert "Pavl" in stems("Pavel")
    assert "Przemk" in stems("Przemek")


def test_a_short_baltic_name_keeps_its_nominative():
    # "Jonas" -> "Jon" would find "Jone" and "Jona" in any text
    assert stems("Jonas") == {"Jonas"}


def test_case_endings_hold_the_instrumental_and_the_baltic_dative():
    assert {"om", "em", "ą", "u", "ui", "am"} <= set(CASE_ENDINGS)


def test_a_name_in_the_instrumental_is_replaced_in_its_stem(analyzer):
    out = run(
        analyzer,
        [
            "Klient: Vladimir Hrovatin, tel. 041 552 118",
            "Včeraj sem govoril z Vladimirom o računu.",
        ],
    )
    joined = "\n".join(out)
    assert "Vladimir" not in joined
    m = re.search(r"z (\w+)om o računu", out[1])
    assert m is not None and m.group(1) in out[0]


def test_a_latvian_name_in_the_accusative_is_replaced(analyzer):
    out = run(analyzer, ["Klients: Valdemārs Ozoliņš", "Es sazinājos ar Valdemāru vakar."])
    assert "Valdemār" not in "\n".join(out)
    assert "vakar" in out[1]


def test_a_fleeting_vowel_name_is_replaced_in_the_genitive(analyzer):
    out = run(analyzer, ["Zákazník: Přemysl Hudeček", "Pan Hudečka dnes nezastihl."])
    assert "Hudeč" not in "\n".join(out)
