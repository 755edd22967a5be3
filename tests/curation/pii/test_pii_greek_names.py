"""Greek names in Greek letters: the gazetteer holds Faker el_GR's names as Greek writes them.

Loads spaCy once for the module. Names and sentences are invented for these tests.
"""

from __future__ import annotations

import pytest

from curation.pii import lexicon as lx
from curation.pii.analyzer import get_analyzer
from curation.pii.pseudonymizer import Pseudonymizer


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


def test_greek_first_names_and_surnames_are_in_the_gazetteer_in_greek_letters():
    assert lx.fold("Δημήτρης") in lx.gazetteer_first_names()
    assert lx.fold("Παπαδόπουλος") in lx.gazetteer_surnames()


def test_a_greek_full_name_is_replaced_and_the_sign_off_kept(analyzer):
    text = "Καλησπέρα σας,\nτο δέμα δεν έφτασε ακόμα.\nΜε εκτίμηση,\nΔημήτρης Παπαδόπουλος"
    out = Pseudonymizer("greek-key", analyzer=analyzer).pseudonymize_text(text)

    assert "Δημήτρης" not in out and "Παπαδόπουλος" not in out
    assert "Με εκτίμηση," in out and "το δέμα δεν έφτασε ακόμα." in out
