"""Speakers of a dialogue and handlers' initials (``curation.pii.participants``)."""

from __future__ import annotations

import pytest

from curation.pii.participants import (
    find_booking_names,
    find_caption_speakers,
    find_handler_initials,
    find_labelled_capitals,
    find_lower_case_capitals,
    find_signed_initials,
    find_speakers,
    find_underscored_names,
)


def _values(text: str, spans) -> list[str]:
    return [text[s:e] for s, e in spans]


def test_a_nickname_opening_lines_of_a_chat_with_support_is_a_participant():
    text = "Schnuffi: hallo, wo bleibt mein paket\nSupport: Hallo, wir schauen\nSchnuffi: danke"
    assert _values(text, find_speakers(text, lambda w: False)) == ["Schnuffi", "Schnuffi"]


def test_timestamps_and_a_bracketed_role_mark_the_conversation_too():
    text = (
        "[09:02] Pelle: moin, kommt das heute\n"
        "[09:03] Grit (Kundenservice): Ja, am Nachmittag\n"
        "[09:03] Pelle: super"
    )
    assert _values(text, find_speakers(text, lambda w: False)) == ["Pelle", "Pelle"]


def test_alternating_labels_of_documentation_are_no_people():
    text = "Request: a JSON body\nResponse: the new id\nRequest: an empty body\nResponse: 400"
    assert find_speakers(text, lambda w: True) == []
    text = "Agent: hello\nUser: hi\nAgent: how can I help\nUser: my order"
    assert find_speakers(text, lambda w: False) == []


def test_initials_after_a_handlers_role_word_are_found_where_a_ticket_puts_them():
    text = "Case 20417 | owner TK\nRefund sent. Bearbeitung MR; Kunde informiert."
    assert _values(text, find_handler_initials(text)) == ["TK", "MR"]


def test_an_acronym_after_a_role_word_inside_a_sentence_is_no_one():
    text = "Set the owner ID. Then copy the agent API key."
    assert find_handler_initials(text) == []


def test_initials_after_a_dash_on_the_last_line_sign_the_message():
    text = "The new bank details are below, please update them.\n-- PW"
    assert _values(text, find_signed_initials(text)) == ["PW"]
    text = "Merci pour votre aide.\n— JLM\n"
    assert _values(text, find_signed_initials(text)) == ["JLM"]
    # a stop word in capitals there is initials too
    text = "Approved by my line manager.\n-- AN"
    assert _values(text, find_signed_initials(text)) == ["AN"]
    text = "Результаты пришлите, пожалуйста, почтой.\n— Л. Соколова"
    assert _values(text, find_signed_initials(text)) == ["Л. Соколова"]


def test_words_and_dashes_elsewhere_are_no_signed_initials():
    assert find_signed_initials("All tests passed.\n-- OK") == []
    assert find_signed_initials("Build log follows.\n-- END") == []
    assert find_signed_initials("-- PK of the table\nid INT") == []
    assert find_signed_initials("Call me.\n-- Dr Ansel") == []


def test_a_passenger_name_in_airline_form_is_a_labelled_value_or_a_cell():
    text = "Itinerary\nPassenger: OKONKWO/CHIDI MR\nSeat: 22A"
    assert _values(text, find_booking_names(text)) == ["OKONKWO/CHIDI"]
    text = "PNR;name;flight\nXK22QF;VANBRUGGEN/LIEKE;KL1234"
    assert _values(text, find_booking_names(text)) == ["VANBRUGGEN/LIEKE"]


def test_slashed_capitals_that_name_no_one_are_left_alone():
    text = "Protocol: TCP/IP\nStatus: N/A\nMode: AND/OR\nVoltage: AC/DC"
    assert find_booking_names(text) == []
    # the shape inside a sentence is no passenger record
    assert find_booking_names("we booked HELENA/MORTIMER as a joke for the slides") == []


def _common(word: str) -> bool:
    return word.casefold() in {"june", "the", "netflix"}


def test_a_first_name_capitalised_in_a_line_typed_in_lower_case_is_a_name():
    text = "Duda: sim. quando eu sair a Beatriz fica com a chave\nRui: ok valeu"
    assert _values(text, find_lower_case_capitals(text, _common)) == ["Beatriz"]
    text = "ja klar. wenn ich weg bin hat Konstantin den schlüssel"
    assert _values(text, find_lower_case_capitals(text, _common)) == ["Konstantin"]


def test_capitals_of_a_capitalised_or_short_line_or_common_words_are_left_to_others():
    assert find_lower_case_capitals("The Beatriz release notes list three fixes.", _common) == []
    assert find_lower_case_capitals("ok. Beatriz fica", _common) == []
    text = "hey so the streaming thing is still broken since June lol"
    assert find_lower_case_capitals(text, _common) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("탑승객: O/SEYEON, 좌석 21F", ["O/SEYEON"]),  # a one-letter romanised Korean family name
        ("Pax | I/JIWOO MS | 7B", ["I/JIWOO"]),
        ("mode: I/OUTPUT", []),  # an English word after the letter
        ("ports: I/O", []),
    ],
)
def test_a_one_letter_korean_family_name_books_a_passenger(text, expected):

    assert [text[s:e] for s, e in find_booking_names(text)] == expected


def test_speakers_of_a_caseless_script_and_speakers_with_their_role_are_participants():
    # given: a Korean chat log; the agent's label carries her role
    text = (
        "[10:02] 민호: 환불 받고 싶어요.\n"
        "[10:03] 지은 (support): 상담원 지은입니다.\n"
        "[10:04] 민호: 네 감사합니다.\n"
        "[10:05] 지은 (support): 처리되었습니다."
    )
    # when
    found = [text[s:e] for s, e in find_speakers(text, lambda word: False)]
    # then
    assert found == ["민호", "지은", "민호", "지은"]


@pytest.mark.parametrize(
    ("text", "initials"),
    [
        ("Initials on the delivery slip: K.W. (verified)", "K.W."),
        ("Initials: D. R.", "D. R."),
        ("Initials: ΑΚ", "ΑΚ"),
    ],
)
def test_initials_after_their_label_keep_their_full_stops(text, initials):
    assert _values(text, find_handler_initials(text)) == [initials]


def test_the_speaker_opening_a_subtitle_cue_is_a_participant_unless_a_role():
    text = (
        "1\n00:00:01,000 --> 00:00:03,500\nMARISOL OYELARAN: hello, is this billing?\n\n"
        "2\n00:00:03.600 --> 00:00:05.000\nరాధిక: అవును\n\n"
        "3\n00:00:05.100 --> 00:00:06.000\nAgent: one moment\n\n"
        "4\n00:00:06.100 --> 00:00:07.000\nNote: hold music\n"
    )
    assert _values(text, find_caption_speakers(text)) == ["MARISOL OYELARAN", "రాధిక"]


@pytest.mark.parametrize(
    ("text", "signer"),
    [
        ('"Ring Dagny on 0412 555 019." Will call again. — D.V.', "D.V."),
        ("Order still missing, please check. - Siosaia", "Siosaia"),
        ("Thank you so much! – Wanjiru\nInternal: matched to acct_1", "Wanjiru"),
        ("תודה רבה על העזרה! – אביגיל", "אביגיל"),  # a first name of its script's gazetteer
        # a line of its own, after a chat line's speaker or before the mail's next header
        ("Numero ko 0917 555 0199.\ncustomer: — Jomar\nagent Lea: Hi", "Jomar"),
        ("Pakibalik ang bayad.\n— ሰላማዊት\nReply-To: s@example.org", "ሰላማዊት"),
        ('tool_result {"ok": true}\ncustomer: 🙏 Оксана', "Оксана"),
    ],
)
def test_a_dash_sign_off_closing_a_line_after_a_sentence_is_a_signer(text, signer):
    assert _values(text, find_signed_initials(text)) == [signer]


@pytest.mark.parametrize(
    "text",
    [
        "The release is out. — Update\nSee the notes. - Thanks",  # frequent words
        "Install it:\n- Kubernetes\n- Terraform",  # a list, no sentence before the dash
        "Stack:\n— Kubernetes\n— Terraform",  # a list of dashed lines
        "Shipped.\n— Thanks",
        "Merged.\n👍 Done",
        "We met in spring. — Berlin",  # a place
        "Read it, then sign it. — OK",
    ],
)
def test_words_places_and_list_items_after_a_dash_are_no_signer(text):
    assert find_signed_initials(text) == []


def test_one_name_word_closing_a_quoted_message_is_its_writer():
    text = "> Still no refund after two weeks, please call me.\n> Siosaia\nagent_k  09:12\nlooking"
    assert _values(text, find_signed_initials(text)) == ["Siosaia"]
    text = "> ยังไม่ได้รับเงินคืนเลย กรุณาโทรกลับด้วยค่ะ\n> สมศรี\nagent_k  09:12"
    assert _values(text, find_signed_initials(text)) == ["สมศรี"]


@pytest.mark.parametrize(
    "text",
    [
        "> The setting applies to every project you own.\n> Warning\n> It cannot be undone.",
        "> The service is back for everyone now.\n> Thanks",
        "> Note\n> the quoted line above is a heading",
    ],
)
def test_words_and_lines_inside_a_quote_are_no_writer(text):
    assert find_signed_initials(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("The fee is refunded.\n\nJoy Fisher\nLoyalty desk", "Joy Fisher"),  # surname a word
        (
            "Refund sent.\n\nOlivia Adeyemi\nSenior Agent, Billing\n+234 1 270 0000",
            "Olivia Adeyemi",
        ),
    ],
)
def test_a_signature_block_closing_a_text_names_its_writer(text, name):
    assert _values(text, find_signed_initials(text)) == [name]


@pytest.mark.parametrize(
    "text",
    [
        "Install it.\n\nGrace Period\nApplies to every plan",  # a frequent word after the name
        "See the notes.\n\nVisual Studio Code\nRelease notes",
        "Read on.\n\nJoy Fisher\nShe wrote this guide. It is long.",  # sentences follow
    ],
)
def test_headings_and_names_followed_by_prose_are_no_signature(text):
    assert find_signed_initials(text) == []


@pytest.mark.parametrize(
    ("text", "initials"),
    [
        ("Boxes counted and sealed. Packed by: T.O.", "T.O."),
        ("Courier: R.J.\nStatus: delivered", "R.J."),
        ("Reviewed: H.P.Q.; approved: S. V.", "H.P.Q.|S. V."),
    ],
)
def test_dotted_initials_as_a_labelled_fields_whole_value_are_someones(text, initials):
    assert _values(text, find_handler_initials(text)) == initials.split("|")


@pytest.mark.parametrize(
    "text",
    [
        "Ship to: Washington D.C.\nState: N.Y.\nCountry: U.S.",
        "Opens at 9 A.M.; closes at 5 P.M.",
        "Note: see T.O. for the terms, section 4",
    ],
)
def test_abbreviations_and_initials_inside_a_sentence_are_no_labelled_initials(text):
    assert find_handler_initials(text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("TAX RECEIPT\nPaid by: KEFILWE SADEGHI\nAmount: 12.00", "KEFILWE SADEGHI"),
        ("Cardholder: ANNA MARIA KOWALSKA", "ANNA MARIA KOWALSKA"),
    ],
)
def test_a_labelled_value_in_capitals_opening_on_a_first_name_and_closing_on_a_surname(text, name):
    assert _values(text, find_labelled_capitals(text)) == [name]


@pytest.mark.parametrize(
    "text",
    [
        "Status: GRACE PERIOD",
        "Region: EU WEST",
        "Plan: MAX BASIC",
        "Paid by: KEFILWE SADEGHI and others",
        "Note: CALL ANNA KOWALSKA TODAY",
    ],
)
def test_capitals_that_are_words_or_run_on_are_no_labelled_name(text):
    assert find_labelled_capitals(text) == []


def test_dotted_initials_after_a_verb_of_signing_are_someones_but_not_before_a_surname():
    text = "Collected at the desk. Signed R.T. at 14:02; witnessed by A.B.K."
    assert _values(text, find_handler_initials(text)) == ["R.T.", "A.B.K."]
    assert find_handler_initials("Signed J.K. Rowling's copy. Approved by U.S. officials.") == []


def test_a_name_joined_by_underscores_in_a_file_name_is_a_person():
    text = 'upload "payslip_Tereza_Navratil_2026.pdf" and contacts_Olek_Kowal.csv'
    assert _values(text, find_underscored_names(text)) == ["Tereza_Navratil", "Olek_Kowal"]


def test_underscored_words_that_are_words_are_no_name():
    text = "see Grace_Period.md, Read_Me.txt, Final_Report_2024.pdf and Max_Width.css"
    assert find_underscored_names(text) == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Keys received from M.K. at the front desk.", ["M.K."]),
        ("The tablet was dropped off by D.W.N. on Friday.", ["D.W.N."]),
        ("Ayesha takes the ticket over from P.J. on Monday.", ["P.J."]),
        ("Refund escalated to W.K. for sign-off.", ["W.K."]),
        ("Escalated to H.R. after the call.", []),
        # an abbreviation, letters English writes as a word, initials before a surname
        ("Complaint reported to H.R. yesterday.", []),
        ("Footage sent to T.V. stations.", []),
        ("Goods received from U.S. suppliers.", []),
        ("Copies handed to J.R.R. Tolkien's publisher.", []),
    ],
)
def test_dotted_initials_after_a_verb_of_handing_over_are_a_person(text, found):
    assert [text[s:e] for s, e in find_handler_initials(text)] == found
