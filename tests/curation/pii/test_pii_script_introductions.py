"""Names people give for themselves in the caseless scripts, and the sentences with the same
words that introduce no one. Sentences of our own."""

from __future__ import annotations

import pytest

from curation.pii.script_introductions import find_introduced


def found(text: str) -> list[str]:
    return [text[s:e] for s, e in find_introduced(text)]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("สวัสดีค่ะ ดิฉันชื่อ มาลัย ทองดี ค่ะ ขอสอบถาม", "มาลัย ทองดี"),
        ("ສະບາຍດີ ຂ້ອຍຊື່ ພອນສະຫວັນ. ຂໍຖາມແດ່", "ພອນສະຫວັນ"),
        ("مرحبا، معك ريم الخطيب، عندي مشكلة", "ريم الخطيب"),
        ("سلام، زه ګل احمد یم. زما پیسې", "ګل احمد"),
        ("नमस्ते, मेरा नाम सुनीता वर्मा है और", "सुनीता वर्मा"),
        ("నా పేరు లావణ్య, నాకు సహాయం కావాలి", "లావణ్య"),
    ],
)
def test_a_self_introduction_names_its_speaker(text, name):
    assert found(text) == [name]


@pytest.mark.parametrize(
    "text",
    [
        "ชื่อสินค้า: เสื้อยืด",  # "product name": a compound, no introduction
        "زه غواړم چې پیسې بیرته راکړئ",  # "I want ...": a pronoun without its copula
        "मैं बहुत खुश हूँ",  # "I am very happy"
        "معك في هذا الأمر",  # "with you on this": a function word after the cue
    ],
)
def test_the_same_words_in_other_sentences_introduce_no_one(text):
    assert found(text) == []
