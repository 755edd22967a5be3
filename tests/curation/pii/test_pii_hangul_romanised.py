"""A Hangul name the case spells in Latin letters (an e-mail, a handle, a Latin field) is that
person, given names outside the pools included. Sentences of our own."""

from __future__ import annotations

import pytest

from curation.pii.hangul_romanised import hangul_names, key, keys
from curation.pii.pseudonymizer import Pseudonymizer


@pytest.mark.parametrize(
    ("written", "revised"),
    [("jiwoo", "JiU"), ("shin", "Sin"), ("cho", "Jo"), ("kim", "Gim"), ("taemin", "TaeMin")],
)
def test_the_usual_spellings_share_a_key_with_the_revised_romanisation(written, revised):
    assert key(written) == key(revised)


def test_different_names_keep_different_keys():
    assert key("SeoYeon") != key("SeoYun")
    assert key("MinJun") != key("MinJu")


def test_a_given_name_a_handle_spells_is_found_alone_and_with_a_particle():
    known = keys(["yerin", "yerin_k07", "kwon"])
    text = "예린 안녕하세요.\n예린님께 다시 연락드릴게요. 주문 확인했어요."
    assert [text[s:e] for s, e in hangul_names(text, known)] == ["예린", "예린"]


def test_a_full_name_is_found_by_its_given_name_after_a_family_name():
    known = keys(["yerin.kwon"]) | keys(["yerin"])
    text = "담당: 권예린 <yerin.kwon@example.kr>"
    assert [text[s:e] for s, e in hangul_names(text, known)] == ["권예린"]


def test_common_words_are_no_names_whatever_they_spell():
    # given: a case whose handles spell "annyeong" and "jumun" (hello, order)
    known = keys(["annyeong", "jumun"])
    text = "안녕하세요 주문 확인 부탁드려요"
    assert hangul_names(text, known) == []


def test_the_pseudonymizer_replaces_the_hangul_spelling_of_a_handle():
    # given: a chat whose author's handle spells the given name the agent greets
    [out] = Pseudonymizer("hangul-test-key").pseudonymize_texts(
        ["hayul_p19 — Today at 11:02\n주문이 안 왔어요\nbot_mod — Today at 11:03\n하율 안녕하세요."]
    )
    assert "하율" not in out and "hayul" not in out
