"""Usernames built from a name outside account places (issue 11, round 7: exam 8's one-time
codes "for brianna_holden57"), and the snake_case code names that must stay. Sentences
written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.handles import find_handles
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.usernames import gazetteer_handles, name_handles, short_handles, year_tailed


def _spans(text: str, spans: list[tuple[int, int]]) -> list[str]:
    return [text[s:e] for s, e in spans]


PEOPLE = [(("brianna",), "holden"), (("quinn", "small"), "jackson"), (("quinn",), "jackson")]


@pytest.mark.parametrize(
    ("text", "handle"),
    [
        ("Your reset link for brianna_holden57 expires in an hour.", "brianna_holden"),
        ("Blocked login: brianna.holden from a new device", "brianna.holden"),
        ("the account holden-brianna was merged", "holden-brianna"),  # family name first
        ("BRIANNA_HOLDEN requested a refund", "BRIANNA_HOLDEN"),
        ("Code 1234 for quinn_small61", "quinn_small"),  # first part of a double surname
    ],
)
def test_a_username_spelling_a_known_person_is_found(text, handle):
    assert _spans(text, name_handles(text, PEOPLE)) == [handle]


@pytest.mark.parametrize(
    "text",
    [
        "Code 1234 for brianna_hall57",  # another surname
        "see /home/brianna_holden/notes.txt",  # a path
        "mail brianna_holden@example.org",  # an e-mail: its recognizers own it
        "call obj.brianna_holden.reload() later",  # an attribute chain
    ],
)
def test_a_username_that_is_not_the_known_person_or_not_a_username_stays(text):
    assert name_handles(text, PEOPLE) == []


@pytest.mark.parametrize(
    ("text", "handle"),
    [
        ("Verification code 551903 for wanda_clayton85.", "wanda_clayton"),
        ("Kod 8812 dla użytkownika kaja_chabior42", "kaja_chabior"),
        ("new follower: sergio-stark79", "sergio-stark"),
        ("wanda_clayton asked for a new card", "wanda_clayton"),  # rare words, no digits
    ],
)
def test_a_first_name_and_a_surname_written_as_a_username_are_a_person(text, handle):
    assert _spans(text, gazetteer_handles(text)) == [handle]


@pytest.mark.parametrize(
    "text",
    [
        "Set max_retries and grace_period in the config; user_id is required.",
        "mark_price and rose_will are columns of the report",  # common words, no digits
        "the unique_fields2 option of the model",  # words as common as "fields"
        "rename author_link to clarke_link",
        "See the Général-Dufour stop and Anna-Lena's notes",  # capitalised: a name written out
        "read anna.lind before the build",  # dotted without digits: a host or an attribute
        "sync user=svc_backup42 done",  # a role word
    ],
)
def test_code_names_and_written_out_names_are_no_usernames(text):
    assert gazetteer_handles(text) == []


def test_a_keyed_handle_with_digits_is_replaced_without_its_digits():
    # given a handle in an account place with a number after the name
    text = "assignee: jsmith42 closed it"
    # then the name is the person span and the digits stay
    assert _spans(text, find_handles(text)) == ["jsmith"]


def test_a_username_takes_the_surrogate_of_the_person_it_spells():
    # given a case whose record names the person and whose text message holds her username
    p = Pseudonymizer("test-key")
    record, sms = p.pseudonymize_texts(
        ["requester: Brianna Holden, phone +1 416 555 0199", "Code 482913 for brianna_holden57."]
    )
    # then the username is rebuilt from her surrogate, in the same shape, digits kept
    given, family = record.split("requester: ")[1].split(",")[0].split()
    assert "brianna" not in sms and "holden" not in sms
    assert f"for {given.lower()}_{family.lower()}57." in sms


@pytest.mark.parametrize(
    ("text", "handle"),
    [
        ("Refund signed off by rebecca_t07 after the call.", "rebecca_t"),
        ("escalated to priya.ram for the weekend shift", "priya.ram"),
        ("Reviewer: k.nakamura (second pair of eyes)", "k.nakamura"),
    ],
)
def test_a_first_name_with_a_short_tail_or_an_initial_and_a_surname_is_a_login(text, handle):
    assert _spans(text, short_handles(text)) == [handle]


@pytest.mark.parametrize(
    "text",
    [
        "filter on trace_id and doc_id before exporting",  # code names of common words
        "import os.path, e.g. for the index.html page",
        "run mkdir, then kubectl apply -f config.yml",
        "set max_len and min_len in settings.py",
        "the mountain road was closed",  # English words
        "ginawa namin ang lahat",  # words of a language wordfreq does not list
        "hschultz merged the hotfix",  # glued: read only in an actor's place (handles)
        "husafirishwa baada ya saa nane mchana",  # m + Chana: a Swahili word
    ],
)
def test_code_names_words_and_foreign_prose_are_no_short_logins(text):
    assert short_handles(text) == []


@pytest.mark.parametrize(
    ("text", "handle"),
    [
        ("Thanks for flagging it (ingeborg77)", "ingeborg"),  # a gazetteer first name
        ("★★ review by wanjiku93 · Play Store", "wanjiku"),  # no word of any list
    ],
)
def test_a_name_and_two_digits_is_a_login_in_running_text(text, handle):
    assert _spans(text, year_tailed(text)) == [handle]


@pytest.mark.parametrize(
    "text",
    [
        "Runs on ubuntu22 and python39 with base64 and covid19 data.",
        "See /home/ingeborg77/ and key=ingeborg77 and v2.ingeborg77",  # a path, a key, a version
        "admin01 and backup02 hosts",  # role words
    ],
)
def test_versions_paths_and_roles_with_two_digits_are_no_login(text):
    assert year_tailed(text) == []


def test_a_glued_login_of_someone_unknown_takes_a_glued_surrogate_of_the_same_family():
    # given a log naming a login glued from an initial and a surname, and the person elsewhere
    p = Pseudonymizer("test-key")
    (out,) = p.pseudonymize_texts(["Closed by vnakashima. Called Vera Nakashima back."])
    # then the login is still an initial glued to the surname's surrogate, in lower case
    login = out.split("Closed by ")[1].split(".")[0]
    family = out.split("Called ")[1].split(" back")[0].split()[-1]
    assert "nakashima" not in out.casefold()
    assert login == login.lower() and login[1:] == family.lower()


def test_a_known_persons_name_inside_a_file_name_is_replaced_with_the_same_surrogate():
    from curation.pii.pseudonymizer import Pseudonymizer

    texts = [
        "Hello, my name is Tamsin Okonedo and I changed my address.",
        "Attachment: proof_of_address_Tamsin_Okonedo.pdf (88 KB)\nAlso: report_Q3_final.xlsx",
    ]
    letter, attachment = Pseudonymizer(b"filed-key").pseudonymize_texts(texts)
    assert "Tamsin" not in attachment and "Okonedo" not in attachment
    assert "report_Q3_final.xlsx" in attachment
    name = letter.split("my name is ")[1].split(" and")[0]
    assert f"proof_of_address_{name.replace(' ', '_')}.pdf" in attachment


def test_words_of_a_file_name_that_are_no_known_person_stay():
    from curation.pii.usernames import filed_names

    text = "see sales_Mark_Lee_notes.txt and build_Release_Notes.md"
    assert filed_names(text, [(("ana",), "lima")]) == []
    assert [text[s:e] for s, e in filed_names(text, [(("mark",), "lee")])] == ["Mark_Lee"]
