"""A case's own names written in Latin letters (issue 11, round 8: exam 9's statement lines
"OLEKSANDR KOVALIUK" and logins "jmuiruri"), and the code words and public text that must
stay. Sentences written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.handles import find_handles
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.romanized import find_romanized
from curation.pii.statement_names import find_statement_names
from curation.pii.translit import spellings


@pytest.mark.parametrize(
    ("word", "spelling"),
    [
        ("Тимофій", "tymofii"),  # Ukrainian official: и -> y, й -> i
        ("Тимофій", "timofiy"),  # English style
        ("Щукина", "shchukina"),
        ("Жечева", "zhecheva"),
        ("Евдокия", "yevdokiya"),  # "ye" at the start of a word
        ("ქეთევან", "ketevan"),
        ("ყიფიანი", "qipiani"),
        ("Գուրգեն", "gurgen"),  # "ու" is one vowel
        ("Θεοδώρα", "theodora"),
        ("Sigurðardóttir", "sigurdardottir"),
        ("Məmmədov", "memmedov"),
    ],
)
def test_spellings_of_a_name_in_another_script(word, spelling):
    assert spelling in spellings(word)


@pytest.mark.parametrize("word", ["Anderson", "Li", "נועה", "नेहा"])
def test_no_spellings_for_ascii_words_or_scripts_without_a_table(word):
    assert spellings(word) == []


def _pseudonymize(texts: list[str]) -> list[str]:
    return Pseudonymizer("translit-test-key").pseudonymize_texts(texts)


def test_a_cyrillic_name_on_a_statement_line_in_capitals_is_replaced_like_the_name():
    record = "Клієнт: Тимофій Щербак, телефон 067 555 1234."
    statement = "03.02.2026  SEPA  -120.00  TYMOFII SHCHERBAK  REF-4471\n04.02.2026  FEE  -1.00"
    out_record, out_statement = _pseudonymize([record, statement])
    assert "Тимофій" not in out_record and "Щербак" not in out_record
    assert "TYMOFII" not in out_statement and "SHCHERBAK" not in out_statement
    assert "REF-4471" in out_statement and "SEPA" in out_statement
    # the same person: the statement's capitals spell the record's surrogate in Latin letters
    name = out_statement.split("  ")[3]
    assert name.isupper() and len(name.split()) == 2


def test_a_latin_name_with_marks_folded_to_capitals_is_replaced():
    record = "Leigjandi: Þórunn Sigurðardóttir, sími 611 2233."
    statement = "05.03.2026  MILLIF  -80.00  THORUNN SIGURDARDOTTIR  /greiðsla 7781"
    out_record, out_statement = _pseudonymize([record, statement])
    assert "Sigurðardóttir" not in out_record
    assert "SIGURDARDOTTIR" not in out_statement and "THORUNN" not in out_statement


def test_a_chinese_name_in_capitals_beside_han_text():
    text = "交易明細\n12.01.2026  CARD  -45.00  WANG JIANGUO  付款 ORD-55812 謝謝"
    assert [text[s:e] for s, e in find_romanized(text)] == ["WANG JIANGUO"]


def test_capital_words_beside_han_text_that_are_no_name_stay():
    text = "交易明細\n12.01.2026  CARD FEE  -45.00  ATM WITHDRAWAL  付款"
    assert find_romanized(text) == []


def test_a_login_glued_from_a_case_persons_name_is_replaced_the_same_way():
    texts = [
        "Adjuster: Wanjiku Otieno, phone +254 711 000 111.",
        "wotieno on claims/forms.py line 40:\n> looks fine, @wanjikuo please merge",
    ]
    _, review = _pseudonymize(texts)
    assert "wotieno" not in review and "wanjikuo" not in review
    assert "claims/forms.py line 40" in review


def test_a_word_glued_from_a_name_but_common_stays():
    texts = ["Owner: Mark Sullivan", "Two marks on the form; see marks below."]
    assert _pseudonymize(texts)[1] == texts[1]


@pytest.mark.parametrize(
    ("text", "handle"),
    [
        ("Pickup after six.\n\n-- \ndkariuki", "dkariuki"),  # initial + surname
        ("ok from me\n-- \nmarta-kowalczyk", "marta-kowalczyk"),
        ("rkowalski on api/views.py line 12:\n> fix the import", "rkowalski"),
        ("> @mkowalski can you check?", "mkowalski"),
    ],
)
def test_a_login_that_signs_or_reviews_is_a_person(text, handle):
    assert [text[s:e] for s, e in find_handles(text)] == [handle]


@pytest.mark.parametrize(
    "text",
    [
        "Best regards\n-- \nsupport",  # a role account
        "-- \nmentions",  # an English word
        "@property\ndef name(self):\n    return self._name",  # a decorator
        "@staticmethod\n@cached\ndef build(): ...",
        "-- \nmax_age",  # a code name after a separator line
        "setup on core/base.py line 3:",  # a word glued from no name
    ],
)
def test_code_words_and_role_accounts_in_those_places_stay(text):
    assert find_handles(text) == []


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("14.02.2026  SEPA  -310.00  KATARZYNA NOWAK  REF 99812", "KATARZYNA NOWAK"),
        ("2026-02-14\tCARD\t-12.50\tHAYK PETROSYAN", "HAYK PETROSYAN"),
        ("03.03.2026  TRF  +45,00  MARIE-CLAIRE DUBOIS  /RMT/loyer mars", "MARIE-CLAIRE DUBOIS"),
    ],
)
def test_a_name_in_capitals_on_a_statement_line_is_a_person(line, name):
    text = "Account statement 01.02.2026-28.02.2026\n" + line + "\n15.02.2026  FEE  -1.20  fee"
    assert [text[s:e] for s, e in find_statement_names(text)] == [name]


@pytest.mark.parametrize(
    "line",
    [
        "14.02.2026  CARD  -31.00  SHELL STATION  4471",
        "14.02.2026  DD  -59.99  MONTHLY SUBSCRIPTION  REF 1",
        "14.02.2026  CARD  -8.40  COFFEE HOUSE  Berlin",
        "Summary of IBM CLOUD OBJECT STORAGE pricing: 0.02 per GB",  # no statement line
    ],
)
def test_capital_words_on_a_statement_line_that_are_no_name_stay(line):
    assert find_statement_names(line) == []
