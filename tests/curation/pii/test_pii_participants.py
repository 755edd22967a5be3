"""Speakers of a dialogue and handlers' initials (``curation.pii.participants``)."""

from __future__ import annotations

from curation.pii.participants import find_handler_initials, find_speakers


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
