"""Standard record formats say where personal data is, in any language: GEDCOM name and address
tags, SQL INSERT columns, the user fields of web-server logs, percent-encoded e-mails."""

from __future__ import annotations

from curation.pii.config import PiiConfig
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.record_formats import (
    access_log_users,
    encoded_emails,
    find_record_values,
    gedcom_values,
    ldap_names,
    sql_values,
)

KEY = "record-formats-test-key"
CONFIG = PiiConfig()

GEDCOM = """0 HEAD
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I7@ INDI
1 NAME Wanjiru /Kamau/
2 GIVN Wanjiru
2 SURN Kamau
1 SEX F
1 RESI
2 ADDR Plot 44, Ngong Road, Nairobi
2 POST 00100
1 FAMS @F2@
0 TRLR"""


def _values(spans, text):
    return [(text[s:e], kind) for s, e, kind in spans]


def test_gedcom_name_parts_and_address_tags_are_read():
    # when
    found = _values(gedcom_values(GEDCOM), GEDCOM)
    # then: given name and surname apart (no slashes), the address and its postcode
    assert found == [
        ("Wanjiru", "PERSON"),
        ("Kamau", "PERSON"),
        ("Wanjiru", "PERSON"),
        ("Kamau", "PERSON"),
        ("Plot 44, Ngong Road, Nairobi", "ADDRESS"),
        ("00100", "POSTAL_CODE"),
    ]


def test_a_text_with_one_numbered_line_is_no_gedcom():
    # given: a list that happens to start with a number and a capital word
    text = "1 NAME the project after the river\n2 PLAN the release"
    # then
    assert gedcom_values(text) == []


def test_sql_insert_values_take_the_type_their_column_names():
    # given: two rows, a doubled apostrophe, a NULL and a number
    text = (
        "INSERT INTO clients (id, first_name, last_name, email, zip, note) VALUES\n"
        "  (12, 'Seán', 'O''Dwyer', 'sean@example.ie', 'D02 X285', NULL),\n"
        "  (13, 'Aoife', 'Kehoe', 'aoife@example.ie', NULL, 'paid in full');"
    )
    # when
    found = _values(sql_values(text, CONFIG), text)
    # then: the note column says nothing, so its text is not taken
    assert found == [
        ("Seán", "PERSON"),
        ("O''Dwyer", "PERSON"),
        ("sean@example.ie", "EMAIL_ADDRESS"),
        ("D02 X285", "POSTAL_CODE"),
        ("Aoife", "PERSON"),
        ("Kehoe", "PERSON"),
        ("aoife@example.ie", "EMAIL_ADDRESS"),
    ]


def test_an_insert_without_a_column_list_gives_nothing():
    text = "INSERT INTO clients VALUES ('Seán', 'O''Dwyer');"
    assert sql_values(text, CONFIG) == []


def test_web_server_log_user_fields_and_encoded_emails():
    # given: a Combined Log Format line with a logged-in user and an e-mail in its query
    text = (
        '10.1.2.3 - wkamau [03/Feb/2027:10:11:12 +0300] "GET /orders?email=w.kamau%40example.co.ke'
        ' HTTP/1.1" 200 512 "-" "curl/8.0"\n'
        '10.1.2.4 - - [03/Feb/2027:10:11:13 +0300] "GET /health HTTP/1.1" 200 2'
    )
    # then: the user, not the "-" of the second line; the encoded e-mail whole
    assert _values(access_log_users(text), text) == [("wkamau", "PERSON")]
    assert _values(encoded_emails(text), text) == [("w.kamau%40example.co.ke", "EMAIL_ADDRESS")]
    assert len(find_record_values(text, CONFIG)) == 2


def test_an_encoded_email_keeps_the_surrogate_of_the_plain_one():
    # given: one address written plainly and percent-encoded in one case
    p = Pseudonymizer(KEY)
    plain, encoded = p.pseudonymize_texts(
        ["Reply to w.kamau@example.co.ke please.", "GET /find?email=w.kamau%40example.co.ke"]
    )
    # then: neither original is left, and the encoded surrogate is the plain one encoded
    assert "kamau" not in plain and "kamau" not in encoded
    surrogate = plain.split()[2]
    assert surrogate.replace("@", "%40") in encoded


def test_a_name_found_in_a_gedcom_record_is_replaced_in_the_case_s_other_texts():
    # given: the record and a note about the same person in another field of the case
    p = Pseudonymizer(KEY)
    record, note = p.pseudonymize_texts([GEDCOM, "Wanjiru called about the family tree."])
    # then
    assert "Wanjiru" not in record and "Kamau" not in record
    assert "Wanjiru" not in note
    assert "1 NAME " in record and " /" in record  # the format stays readable


def test_a_national_number_of_a_region_another_text_of_the_case_dials_is_a_phone():
    # given: a Mongolian number written nationally, alone and in a case that dials +976
    alone = Pseudonymizer(KEY).pseudonymize_text("Бат-Эрдэнэ руу 8811 4422 залгаарай.")
    contact, note = Pseudonymizer(KEY).pseudonymize_texts(
        ["Холбоо барих: +976 9911 5566", "Бат-Эрдэнэ руу 8811 4422 залгаарай."]
    )
    # then: MN is not a configured region, so alone it stays; the case's +976 makes it a phone
    assert "8811 4422" in alone
    assert "8811 4422" not in note and "9911 5566" not in contact
    # and a count grouped unlike a Mongolian number stays a count
    _, count = Pseudonymizer(KEY).pseudonymize_texts(
        ["Холбоо барих: +976 9911 5566", "Захиалга 8811 4 422 ширхэг."]
    )
    assert "8811 4 422" in count


def test_a_number_dialled_whole_the_e164_way_points_the_case_to_its_region():
    # given: a Fijian mobile written nationally, and a tool record that holds it as E.164 only
    chat, record = Pseudonymizer(KEY).pseudonymize_texts(
        ["Still 701 2345, as before.", 'lookup {"msisdn": "+6797012345", "ok": true}']
    )
    # then: the E.164 parse tells the case its region, so the national form is a phone too
    assert "701 2345" not in chat and "+6797012345" not in record
    # and alone, with nothing pointing to Fiji, the digits stay
    (alone,) = Pseudonymizer(KEY).pseudonymize_texts(["Still 701 2345, as before."])
    assert "701 2345" in alone


def test_ldap_distinguished_names_give_the_person_of_their_common_name():
    # given: directory DNs of a person (escaped "Surname\\, Given", and "Given Surname"),
    # of a group and of a service account
    text = (
        "approver: CN=Okonkwo\\, Chidinma,OU=Claims,DC=insure,DC=example\n"
        "owner: cn=Tomasz Wieczorek,ou=People,dc=example,dc=org\n"
        "group: CN=Domain Admins,CN=Users,DC=corp,DC=example\n"
        "bind: CN=svc-backup,OU=Service Accounts,DC=corp,DC=example"
    )
    found = [text[s:e] for s, e, kind in ldap_names(text, lambda w: w.casefold() == "domain")]
    # then: each name of the person, and nothing of the group or the service
    assert found == ["Okonkwo", "Chidinma", "Tomasz Wieczorek"]
    # and pseudonymized, the DN keeps its layout
    (out,) = Pseudonymizer(KEY).pseudonymize_texts([text.split("\n")[0]])
    assert "Okonkwo" not in out and "Chidinma" not in out
    assert (
        out.startswith("approver: CN=")
        and "\\, " in out
        and out.endswith(",OU=Claims,DC=insure,DC=example")
    )


def test_key_value_pairs_take_the_type_their_key_names():
    # given: a logfmt line and a URL query
    text = (
        'level=info msg="lookup" email="amara@example.ng" phone=+2348031234567 note="call back"\n'
        "GET /v2/find?email=amara%40example.ng&postcode=100001 HTTP/1.1"
    )
    found = _values(find_record_values(text, CONFIG), text)
    # then: the typed values only; "msg" and "note" say nothing
    assert ("amara@example.ng", "EMAIL_ADDRESS") in found
    assert ("+2348031234567", "PHONE_NUMBER") in found
    assert ("100001", "POSTAL_CODE") in found
    assert not any(v in ("lookup", "call back", "info") for v, _ in found)


def test_jira_mentions_and_name_and_initial_logins_are_people():
    text = "comment by chiamaka.o · [~tunde_b] please check; see main.py, file.js and e.g. this"
    found = _values(find_record_values(text, CONFIG), text)
    assert found == [("chiamaka.o", "PERSON"), ("tunde_b", "PERSON")]


def test_lower_case_names_an_email_of_the_case_spells_are_people():
    # given: a chat signed in lower case, the address elsewhere in the case
    p = Pseudonymizer(KEY)
    contact, message = p.pseudonymize_texts(
        ["Registered e-mail: adaeze.okonkwo77@example.ng", "my parcel never came. adaeze okonkwo"]
    )
    # then
    assert "okonkwo" not in message and "adaeze" not in message
    # and a common word the address spells needs a listed name beside it
    _, note = Pseudonymizer(KEY).pseudonymize_texts(
        ["From: jmayor@city.example.gov", "please ask the mayor about it"]
    )
    assert "the mayor about" in note


def test_at_mentions_of_logins_are_people_but_code_and_broadcasts_are_not():
    text = (
        "update from @tendai_moyo88 (id=4411) reply to @ama.owusu; "
        "npm i @types/node, @property, @app.route('/'), @here, mail kofi@example.gh"
    )
    found = [text[s:e] for s, e, _ in find_record_values(text, CONFIG)]
    assert found == ["tendai_moyo88", "ama.owusu"]


def test_a_logged_login_keeps_no_digit_of_the_original_and_a_timestamp_is_no_phone():
    # given: a bot log line: timestamp, login with digits
    text = '2027-03-02 08:15:44,210 INFO update from @tendai_moyo88 text="hello"'
    out = Pseudonymizer(KEY).pseudonymize_text(text)
    # then: the login is gone, the timestamp stays as it was
    assert "tendai_moyo88" not in out
    assert out.startswith("2027-03-02 08:15:44,210 INFO update from @")
