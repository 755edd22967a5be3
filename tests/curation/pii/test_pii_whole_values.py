"""A name found by one word in a caseless script grows over the value it stands in, but not
over a sentence, a title of address or a greeting. Sentences of our own."""

from __future__ import annotations

import pytest

from curation.pii.overlaps import Detection
from curation.pii.whole_values import whole_values


def grown(text: str, word: str) -> list[str]:
    start = text.index(word)
    spans = [Detection(start, start + len(word), "PERSON", 0.9)]
    return [text[d.start : d.end] for d in whole_values(text, spans)]


@pytest.mark.parametrize(
    ("text", "found", "name"),
    [
        ("నామినీ: కొల్లి సుధీర్ / 98480", "సుధీర్", "కొల్లి సుధీర్"),
        ("ಸ್ವೀಕರಿಸುವವರು: ಅನಿಲ್ ಹೆಗಡೆ (@anil)", "ಹೆಗಡೆ", "ಅನಿಲ್ ಹೆಗಡೆ"),
        ("ধন্যবাদ\nসুমিত্রা বসাক\n12, রোড", "সুমিত্রা", "সুমিত্রা বসাক"),
        ("עבור: דנה לוי · 050", "לוי", "דנה לוי"),
    ],
)
def test_a_one_word_find_grows_to_the_whole_value(text, found, name):
    assert grown(text, found) == [name]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("నా పేరు సుధీర్.", "సుధీర్"),  # a sentence, not a value
        ("నమస్కారం సుధీర్,\nమీ ఆర్డర్", "సుధీర్"),  # a greeting before it
        ("ఆర్డర్: ORD-1 · కొల్లి గారు", "కొల్లి"),  # a title of address after it
        ("ಆರ್ಡರ್: 7 · ಶ್ರೀಮತಿ ಹೆಗಡೆ", "ಹೆಗಡೆ"),  # and before it
    ],
)
def test_sentences_titles_and_greetings_stay_outside(text, found):
    assert grown(text, found) == [found]
