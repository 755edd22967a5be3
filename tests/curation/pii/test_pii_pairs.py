"""(label, value) pairs in every record shape (``curation.pii.pairs``), what their labels name
(``field_labels``) and which values fit (``field_values``); configuration documentation with
``key: value`` lines keeps its words. Records and paragraphs written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.field_labels import (
    ADDRESS,
    FAMILY,
    GIVEN,
    PERSON,
    POSTAL,
    ROLE,
    STREET,
    label_kind,
)
from curation.pii.field_values import is_world_postcode
from curation.pii.fields import find_fields
from curation.pii.pairs import BRACKET, COLON, JSON, TABLE, XML, find_pairs


def _pairs(text: str) -> list[tuple[str, str, str]]:
    return [(p.kind, text[p.start : p.end], p.shape) for p in find_pairs(text)]


def _fields(text: str) -> list[tuple[str, str]]:
    return [(text[s:e], kind) for s, e, kind in find_fields(text)]


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("Postcode", POSTAL),
        ("shipping_zip", POSTAL),
        ("Código Postal", POSTAL),
        ("kod_pocztowy", POSTAL),
        ("postnummer", POSTAL),
        ("郵便番号", POSTAL),
        ("customerLastName", FAMILY),
        ("Nachname", FAMILY),
        ("姓", FAMILY),
        ("förnamn", GIVEN),
        ("名", GIVEN),
        ("nom complet", PERSON),
        ("Kontoinhaber", PERSON),
        ("consignee", PERSON),  # "recipient" in the shipping words of the cases' languages
        ("Ontvanger", PERSON),
        ("mottagare", PERSON),
        ("odbiorca", PERSON),
        ("Alıcı", PERSON),
        ("příjemce", PERSON),
        ("Получатель", PERSON),
        ("客户姓名", PERSON),
        ("straat", STREET),
        ("番地", STREET),
        ("billing address", ADDRESS),
        ("收件人地址", ADDRESS),
    ],
)
def test_labels_of_many_languages_name_their_kind(label, kind):
    assert label_kind(label) == kind


@pytest.mark.parametrize(
    ("label", "kind"),
    [("emp_nm", PERSON), ("holder_nm", PERSON), ("fname", GIVEN), ("last_nm", FAMILY)],
)
def test_database_abbreviations_of_label_words_name_their_kind(label, kind):
    assert label_kind(label) == kind


@pytest.mark.parametrize("label", ["Packed by", "Escalated by", "Assigned to", "Assigned"])
def test_a_participle_and_by_labels_whoever_did_it(label):
    assert label_kind(label) == ROLE
    assert label_kind("Need by") != ROLE  # "need" is no participle


@pytest.mark.parametrize("label", ["payer", "payee", "inviter", "invitee", "donor", "approver"])
def test_who_pays_invites_or_gives_is_a_role(label):
    assert label_kind(label) == ROLE


def test_a_payment_record_keyed_by_a_role_names_its_person():
    from curation.pii.pseudonymizer import Pseudonymizer

    (out,) = Pseudonymizer("pairs-test").pseudonymize_texts(
        ['plan.created payer="Odhiambo, Wairimu" donor="Red Cross" instalments=3']
    )
    assert "Odhiambo" not in out and "Wairimu" not in out
    assert 'donor="Red Cross"' in out and "instalments=3" in out


def test_a_role_value_is_a_name_but_not_a_team_a_carrier_or_a_greeting():
    from curation.pii.field_values import field_entity

    assert field_entity(ROLE, "Ramjit Hembram") == "PERSON"
    assert field_entity(ROLE, "Ilse") == "PERSON"
    for value in ("Platform Team", "DHL Express", "Salut Maëlle"):
        assert field_entity(ROLE, value) is None


@pytest.mark.parametrize(
    "label",
    ["company name", "file_name", "user name", "IP address", "email address", "文件名", "host_nm"],
)
def test_a_qualifier_that_is_no_person_or_place_makes_no_personal_label(label):
    assert label_kind(label) is None


def test_one_function_reads_pairs_in_bracket_colon_json_and_table_shapes():
    text = (
        "[Vorname] Griet\n【氏名】森 菜摘\n"
        "ref=17 | plz: 50667; status: open\n"
        '{"surname": "Okonkwo", "zip": 30115}\n'
        "konto;förnamn;efternamn\nK-88;Signe;Marklund\n"
    )
    assert _pairs(text) == [
        (GIVEN, "Griet", BRACKET),
        (PERSON, "森 菜摘", BRACKET),
        (POSTAL, "50667", COLON),
        (FAMILY, "Okonkwo", JSON),
        (POSTAL, "30115", JSON),
        (GIVEN, "Signe", TABLE),
        (FAMILY, "Marklund", TABLE),
    ]


def test_an_xml_element_is_a_pair_and_a_role_element_holds_a_person(analyzer):
    text = (
        '<claim id="C-7">\n  <insured>Brannagh, Lise</insured>\n  <witness>Tor Bekkevold</witness>'
        "\n  <line1>Grendelveien 12</line1>\n  <postcode>0575</postcode>\n"
        "  <driver>postgresql</driver><status>open</status>\n</claim>"
    )
    pairs = [(p.kind, text[p.start : p.end], p.shape) for p in find_pairs(text)]
    assert ("ROLE", "Tor Bekkevold", XML) in pairs and (POSTAL, "0575", XML) in pairs
    found = {(d.entity_type, text[d.start : d.end]) for d in analyzer.analyze(text)}
    assert {("PERSON", "Brannagh, Lise"), ("PERSON", "Tor Bekkevold")} <= found
    assert ("POSTAL_CODE", "0575") in found
    assert not {v for _, v in found} & {"postgresql", "open"}


def test_a_form_with_one_character_names_a_street_without_number_and_a_foreign_postcode():
    text = "[名] 葵\n[姓] 辻\n[番地] 栄町\n[street] Larkspur Row\n[rue] allée des Tilleuls\n[eircode] H91 E2K3"
    assert _fields(text) == [
        ("葵", "PERSON"),
        ("辻", "PERSON"),
        ("栄町", "ADDRESS"),
        ("Larkspur Row", "ADDRESS"),
        ("allée des Tilleuls", "ADDRESS"),
        ("H91 E2K3", "POSTAL_CODE"),
    ]


def test_a_name_key_takes_latin_names_in_any_case_and_leaves_other_values():
    text = '{"last_name": "ferreira-lobo", "first_name": "TOMÉ", "recipient": "DU, Mingxuan"}'
    assert _fields(text) == [
        ("ferreira-lobo", "PERSON"),
        ("TOMÉ", "PERSON"),
        ("DU, Mingxuan", "PERSON"),
    ]
    assert _fields('{"last_name": "<your surname>", "name": "checkout-service"}') == []


def test_any_countrys_postcode_shape_counts_only_with_a_digit():
    assert is_world_postcode("79621-564") and is_world_postcode("114 55")
    assert not is_world_postcode("ABCDEFG") and not is_world_postcode("12-34-56")


# Configuration documentation of our own: labels that name no person or place, and labels that
# do holding values of a configuration rather than of a person.
_DOCS = (
    "Set the deployment target in config.yaml:\nregion: us-south\nzone: 2\nreplicas: 3\n"
    "name: billing-worker\naddress: 0.0.0.0\nport = 8080\n",
    "[server]\nhost = localhost\nport = 5432\n[client] timeout 30\n"
    "The [x] box marks a required step; see [the guide](https://example.org/guide).",
    "street: the column that stores the street line\nzip: true compresses the upload\n"
    "via: ssh\nowner: platform team\ncontact: support portal",
    "name,type,default\nretries,int,3\nbackoff,float,0.5\n",
)


@pytest.mark.parametrize("text", _DOCS)
def test_configuration_documentation_has_no_personal_field(text):
    assert find_fields(text) == []


@pytest.fixture(scope="module")
def analyzer():
    from curation.pii.analyzer import get_analyzer

    return get_analyzer()


@pytest.mark.parametrize("text", _DOCS)
def test_configuration_documentation_keeps_its_words(analyzer, text):
    found = [text[d.start : d.end] for d in analyzer.analyze(text)]
    assert found == []


def test_a_consignee_column_holds_a_name_written_surname_first_in_capitals():
    text = "order,consignee,city\nQ-71,Harold Benton,Milltown\nQ-72,QUIGLEY Dennis,Fairview"
    assert (PERSON, "QUIGLEY Dennis", TABLE) in _pairs(text)


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("CP de envío", POSTAL),
        ("Código postal de entrega", POSTAL),
        ("Postnummer (leverans)", POSTAL),
        ("Индекс получателя", POSTAL),
        ("posta kodu", POSTAL),
        ("Dirección de facturación", ADDRESS),
        ("주소", ADDRESS),
        ("우편번호", POSTAL),
        ("ulice", STREET),
    ],
)
def test_a_qualifier_may_follow_the_label_as_romance_and_slavic_forms_write_it(label, kind):
    assert label_kind(label) == kind


@pytest.mark.parametrize(
    "label", ["cap rate", "zip file", "kod produktu", "name of file", "nom de fichier"]
)
def test_a_trailing_word_after_an_ambiguous_or_personal_label_names_nothing(label):
    assert label_kind(label) is None


def test_a_hangul_table_header_names_its_address_and_postcode_columns():
    text = "주문\t수취인\t주소\t우편번호\nA-1\t김철수\t한빛로 8\t06236\n"
    assert [(kind, value) for kind, value, _ in _pairs(text)] == [
        (ADDRESS, "한빛로 8"),
        (POSTAL, "06236"),
    ]
    assert _pairs("Postnummer (leverans): 114 55\n") == [(POSTAL, "114 55", COLON)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Nazwisko i imię: KOWALCZYK, Agnieszka | Nr: 7", "KOWALCZYK, Agnieszka"),
        ("성명: Park, Minseo\n연락처: 010", "Park, Minseo"),
        ("Name: Okonkwo, Adaeze Ifeoma", "Okonkwo, Adaeze Ifeoma"),
    ],
)
def test_a_name_field_goes_on_over_the_given_names_after_a_comma(text, value):
    # given: a family name, a comma and the given names, as registers write a person
    pairs = [p for p in find_pairs(text) if p.kind == "PERSON"]
    assert [text[p.start : p.end] for p in pairs] == [value]


@pytest.mark.parametrize(
    "text", ["Customer: Berg, City: Lund", "Name: Anna Berg, Lund", "Name: Berg, 12 Main St"]
)
def test_a_comma_before_another_field_or_a_place_ends_the_name(text):
    values = [text[p.start : p.end] for p in find_pairs(text) if p.kind in ("PERSON", "ROLE")]
    assert all("," not in v for v in values)


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("Postcode provided", POSTAL),
        ("Delivery postcode on file", POSTAL),
        ("Street confirmed", STREET),
        ("Initials on the consent sheet", PERSON),
        ("Ship to", PERSON),
    ],
)
def test_a_label_may_end_with_how_or_where_its_value_was_given(label, kind):
    assert label_kind(label) == kind


@pytest.mark.parametrize("label", ["Sign in with Google", "Comments on the draft", "Sort order"])
def test_a_phrase_with_a_preposition_is_no_label_without_a_label_word(label):
    assert label_kind(label) is None


def test_a_field_in_prose_ends_with_its_sentence_but_not_at_an_abbreviation():
    assert _pairs("Street: Harbour Lane. Caller asked for a refund\n") == [
        (STREET, "Harbour Lane", COLON)
    ]
    assert _pairs("Street: Jl. Kenanga No. 4\n") == [(STREET, "Jl. Kenanga No. 4", COLON)]


def test_a_header_may_hold_a_number_sign_abbreviations_and_vowel_marks():
    text = (
        "Route 12 — 2027-01-04\n"
        "#\tRef.\tRecipient\tTel./Mob.\n"
        "1\tR-1\tIngrid Solvang\t+47 912 34 567\n"
        "\nಕ್ರಮ\tName\tಊರು\n"  # marks in the other columns' labels
        "1\tಸುಮಾ ರಾವ್\tಮೈಸೂರು\n"
    )
    found = [(kind, value) for kind, value, shape in _pairs(text) if shape == TABLE]
    assert (PERSON, "Ingrid Solvang") in found
    assert (PERSON, "ಸುಮಾ ರಾವ್") in found


def test_an_author_name_column_holds_a_person():
    assert label_kind("author_name") == PERSON
    text = "id,role,author_name,body\n7,user,Kalani,hello there\n"
    assert (PERSON, "Kalani", TABLE) in _pairs(text)


def test_a_quoted_key_value_in_a_log_line_is_a_pair_but_a_tag_attribute_is_not():
    text = 'lookup ok score=0.91 -> name="Keoni Akana" tier="gold"\n<input name="Name" value="x">'
    pairs = _pairs(text)
    assert (PERSON, "Keoni Akana", "logfmt") in pairs
    assert not any(value == "Name" for _, value, _ in pairs)


@pytest.mark.parametrize(
    "label", ["Postcode on document matches profile", "Eircode checked against the register"]
)
def test_a_postcode_label_may_run_on_with_a_few_words_before_its_colon(label):
    assert label_kind(label) == POSTAL


@pytest.mark.parametrize("label", ["zip of the customer in file now", "cap on refunds for this"])
def test_an_ambiguous_postcode_word_running_on_is_no_label(label):
    assert label_kind(label) is None
