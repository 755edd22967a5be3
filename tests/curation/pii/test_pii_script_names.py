"""Names in Hebrew, Arabic-script, Devanagari and Georgian letters: found in name slots (vCard,
iCalendar, headers, name labels), after greetings and as first name + surname pairs, repeated
mentions replaced, surrogates in the original alphabet, and common words of those languages
left alone."""

from __future__ import annotations

import pytest
import regex as re

from curation.pii.analyzer import get_analyzer
from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.script_names import find_script_names, lookup
from curation.pii.script_names_build import script_of

KEY = "test-key"


def names(text: str) -> list[str]:
    return [text[s:e] for s, e in find_script_names(text)]


def test_the_gazetteer_holds_native_script_names_with_their_frequency_as_words():
    assert script_of("דנה") == "Hebrew" and script_of("Dana") is None
    assert "f" in lookup("מיכל")[0]
    assert "l" in lookup("ბერიძე")[0]
    roles, zipf, rank = lookup("אור")  # "light", a name too: marked as a frequent word
    assert zipf >= 4.5 and rank > 0


def test_vcard_and_icalendar_values_are_names_whatever_the_script():
    card = "BEGIN:VCARD\nFN:נועה ברק\nN:ברק;נועה;;;\nEND:VCARD"
    assert names(card) == ["נועה ברק", "ברק", "נועה"]
    event = 'ATTENDEE;CN="ნინო ბერიძე";ROLE=REQ:mailto:n@example.ge\nORGANIZER;CN=राहुल शर्मा:mailto:r@example.in'
    assert names(event) == ["ნინო ბერიძე", "राहुल शर्मा"]


def test_headers_and_display_names_before_an_address_are_names():
    text = "Co-authored-by: מיכל אברהם <m@example.io>\nAuthor: رضا احمدی <r@example.ir>"
    assert names(text) == ["מיכל אברהם", "رضا احمدی"]


def test_a_label_meaning_name_takes_any_word_and_a_greeting_a_known_name():
    assert names("نام خانوادگی: کیانی\nنام: رضا") == ["کیانی", "رضا"]
    assert names("ხელმოწერები: ნ. ბერიძე / გ. კაპანაძე") == ["ნ. ბერიძე", "გ. კაპანაძე"]
    assert names("תודה מיכל\nנתראה מחר") == ["מיכל"]


def test_a_first_name_and_a_surname_in_running_text_are_a_person():
    assert names("ხელშეკრულება გაფორმდა ნინო ბერიძე და გიორგი კაპანაძე შორის") == [
        "ნინო ბერიძე",
        "გიორგი კაპანაძე",
    ]


def test_common_words_of_the_script_in_running_text_are_left_alone():
    assert names("היום אור השמש חזק מאוד ואני הולך לים עם חברים") == []
    assert names("आज मौसम बहुत अच्छा है और हम बाज़ार जा रहे हैं") == []
    assert names("امروز هوا خوب است و ما به بازار می رویم") == []


def test_a_first_name_found_once_is_replaced_everywhere_in_the_case():
    out = Pseudonymizer(KEY, analyzer=get_analyzer()).pseudonymize_texts(
        ["FN:נועה ברק\nN:ברק;נועה;;;", "נועה אישרה בטלפון"]
    )
    assert "נועה" not in "".join(out) and "ברק" not in "".join(out)
    assert out[1].endswith(" אישרה בטלפון")


def test_devanagari_names_with_vowel_signs_are_kept_as_spans():
    out = Pseudonymizer(KEY, analyzer=get_analyzer()).pseudonymize_text(
        "ORGANIZER;CN=राहुल शर्मा:mailto:r@example.in"
    )
    assert "राहुल" not in out and "शर्मा" not in out


def test_hebrew_and_georgian_names_get_surrogates_in_their_alphabet_consistently():
    p = Pseudonymizer(KEY, analyzer=get_analyzer())
    out = p.pseudonymize_texts(["FN:נועה ברק", "FN:ნინო ბერიძე", "FN:נועה ברק"])
    assert re.fullmatch(r"FN:[\p{Hebrew} ]+", out[0]) and out[0] != "FN:נועה ברק"
    assert re.fullmatch(r"FN:[\p{Georgian} ]+", out[1]) and out[1] != "FN:ნინო ბერიძე"
    assert out[2] == out[0]


def test_an_initial_and_a_surname_shaped_word_after_a_label_are_a_person():
    assert names("Оцінювач: О. Мельниченко") == ["О. Мельниченко"]
    assert names("Ստուգող: Ս. Պետրոսյան") == ["Ս. Պետրոսյան"]
    assert names("Адреса: м. Київ") == []


def test_a_common_word_after_any_label_is_no_name():
    assert names("מצב: חדש\nסוג: רגיל") == []
    assert names("حالة: جديد\nنوع: عادي") == []


def test_georgian_common_words_the_dataset_holds_as_names_are_no_person():
    # names-dataset's Georgian profiles hold words ("ახალი" new, "სახლი" house) and wordfreq
    # has no Georgian list: only a surname's shape makes a pair in running text
    assert names("ეს ახალი სახლი არის ძალიან კარგი") == []
    assert names("სტატუსი: ახალი\nმადლობა ყველა!") == []
    assert names("მეორე მძღოლმა, ნინო ბერიძე, დატოვა ნომერი") == ["ნინო ბერიძე"]


def test_a_team_before_an_address_is_no_person_but_a_vcard_value_is():
    assert names("From: שירות לקוחות <service@example.co.il>") == []
    assert names("From: خدمة العملاء <care@example.sa>") == []
    assert names("Reported-by: נועה ברק <n@example.io>") == ["נועה ברק"]


def test_the_english_model_reads_no_name_in_other_scripts_common_words():
    # lower-case Cyrillic and Greek around a one-letter preposition, Hebrew and Persian prose:
    # the English NER and the lower-case "first m. last" shape used to take these for people
    pseudonymizer = Pseudonymizer(KEY, analyzer=get_analyzer())
    for text in (
        "мы долго говорили о музыке в школе с учителем и потом пошли домой",
        "η βοήθεια ο στοιχείο της εταιρίας έφτασε στο σχολείο το πρωί",
        "היום אנו הולכים לשנות את התוכנית בצפון לפני הגמר",
        "دختر کلاس دوم امسال جشن تولد سریع گرفت و به خانه رفت",
    ):
        assert pseudonymizer.pseudonymize_text(text) == text


def test_a_capitalised_cyrillic_name_is_still_found_beside_those_words():
    pseudonymizer = Pseudonymizer(KEY, analyzer=get_analyzer())
    out = pseudonymizer.pseudonymize_text("Здравствуйте, Наталья Воронцова! Заказ уже в пути.")
    assert "Воронцова" not in out and "Заказ уже в пути" in out


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("ฝากเรื่องไว้กับ คุณ มาลัย แล้วครับ", "มาลัย"),
        ("नमस्कार श्रीमती देशपांडे,", "देशपांडे"),
        ("அன்புள்ள திரு முருகேசன்,", "முருகேசன்"),
    ],
)
def test_a_word_after_a_title_of_address_is_a_name(text, name):
    assert names(text) == [name]


def test_two_titles_side_by_side_name_no_one():
    assert names("श्री और श्रीमती") == []


def test_an_urdu_spelling_is_looked_up_in_the_persian_spelling_of_the_name():
    # heh goal (U+06C1) where Persian writes heh (U+0647)
    assert lookup("فاطمہ") is not None and lookup("فاطمہ")[0] == lookup("فاطمه")[0]
    assert lookup("کتابہ") is None


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("بسته فردا می‌رسد. ممنون! نرگس🌸", "نرگس"),
        ("پیام مل گیا۔ شکریہ، عائشہ", "عائشہ"),
        ("[agent] نرگس، سفارش شما ارسال شد.", "نرگس"),
        ("جناب کامران، آپ کا آرڈر روانہ ہو گیا", "کامران"),
    ],
)
def test_a_name_after_thanks_or_a_title_or_addressed_by_a_chat_turn_is_found(text, name):
    assert names(text) == [name]


@pytest.mark.parametrize(
    "text",
    [
        "[agent] بله، سفارش شما ارسال شد.",
        "[user] ممنون، خداحافظ",
        "[assistant] متاسفانه، این کالا موجود نیست.",
    ],
)
def test_yes_goodbye_and_common_words_opening_a_turn_are_no_names(text):
    assert names(text) == []
