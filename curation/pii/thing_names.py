"""Names of things that run over a name: "Heydər Əliyev Beynəlxalq Hava Limanından" (an airport
named after a person, in the ablative), "Jomo Kenyatta International Airport".

Plain Python over a span's words. A person's name of four words or more ends in a name word;
one that ends in a common word of some language wordfreq knows (Turkish "limanından", "from
the port"), which no name gazetteer holds, names a place, a building or an institution called
after someone. The language need not be the text's own: a word of a related language (Turkish
for Azerbaijani) or of one the text does not weigh still reads as a word. ``precision`` asks
it only of person spans in documentation paragraphs, where a full name is a public figure's.
"""

from __future__ import annotations

import regex as re

from curation.pii import lexicon as lx
from curation.pii.people_words import is_gazetteer_name

_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’-]*")
# A run of fewer words is as often a full name whose surname is a word ("Mehmet Ali Çelik":
# "steel").
MIN_WORDS = 4
# How frequent the closing word must be in its best language (Zipf, wordfreq's small lists).
HEAD_ZIPF = 3.0
MIN_HEAD = 4


def common_word_head(value: str) -> bool:
    """Whether a person span ``value`` of ``MIN_WORDS`` words or more closes with a common word
    of one of ``lexicon.LATIN_LANGUAGES`` that is no gazetteer name (see the module doc)."""
    words = _WORD.findall(value)
    if len(words) < MIN_WORDS:
        return False
    head = words[-1]
    if len(head) < MIN_HEAD or not head[:1].isupper() or is_gazetteer_name(head):
        return False
    return lx.best_zipf(head.casefold()) >= HEAD_ZIPF
