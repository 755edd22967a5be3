"""A given name that opens a message before a verb: "Kasia odbierze paczkę", "[09:15] Ana
Lima: Jocke hämtar paketet", the pet forms people call each other by in chats and texts.

Plain Python over a text. A message (a line, or what follows a chat line's time stamp and
speaker label) opened by a capitalised word and a lower-case word of a language is a sentence
whose subject is that word; the word is a person's name when it is a given name or a pet form
of one (``given_names``: names-dataset's popular names of the cases' countries, no Faker list)
and no common word of the text's language or of English ("Hej", "Pani", "Babcia" and "Super"
open messages too). A name the gazetteers know already (``people_words``) is left to the NER
and the cue finders; what this adds is the short form no full-name list has.
"""

from __future__ import annotations

import gzip
from functools import cache
from pathlib import Path

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from curation.pii import lexicon as lx

_DATA = Path(__file__).resolve().parent / "data" / "given_names.txt.gz"
# A line, past a chat time stamp ("[12/03/26, 09:15]") and a speaker label ("Ana Lima:"),
# opened by a capitalised word and then a lower-case word.
_OPENER = re.compile(
    r"^[ \t>*-]*(?:\[[^\]\n]{1,40}\][ \t]*)?(?:[^:\n\[\]]{1,60}:[ \t]+)?"
    r"(?P<name>\p{Lu}[\p{Ll}\p{M}]{2,})[ \t]+(?P<next>\p{Ll}[\p{Ll}\p{M}]+)",
    re.MULTILINE,
)
# A word this frequent in the text's language (or English) is a word of it, not a name.
MAX_WORD_ZIPF = 4.0
# The word after the name must be a word some language knows (a verb: "odbierze", "hämtar").
MIN_NEXT_ZIPF = 2.0
SCORE = 0.7
# An English dictionary word this frequent opens English sentences ("Will", "Max", "Bill").
MIN_ENGLISH_ZIPF = 3.0


@cache
def given_names() -> frozenset[str]:
    """names-dataset's given names (``given_names_build``), as written."""
    with gzip.open(_DATA, "rt", encoding="utf-8") as f:
        return frozenset(line.strip() for line in f if line.strip())


def _word_of(word: str, text: str) -> bool:
    from wordfreq import zipf_frequency

    key = word.casefold()
    lang = lx.text_language(text)
    # a text too short to tell its language weighs the word in every language it may be
    own = zipf_frequency(key, lang) if lang is not None else lx.best_zipf(key)
    return max(own, lx.zipf(key)) >= MAX_WORD_ZIPF


def find_openers(text: str, common_words: frozenset[str] = frozenset()) -> list[tuple[int, int]]:
    """(start, end) of each given name that opens a message before a lower-case word (see the
    module docstring). ``common_words``: the analyzer's dictionary; its English words are no
    names (its other languages' lists hold pet forms Faker lacks: Dutch "truus")."""
    out = []
    for m in _OPENER.finditer(text):
        name = m.group("name")
        folded = name.casefold()
        if (
            name not in given_names()
            or folded in lx.stop_words()
            or folded in lx.name_stop_words()
            or folded in lx.INTERJECTIONS
            or folded in lx.FIELD_WORDS
            or (folded in common_words and lx.zipf(folded) >= MIN_ENGLISH_ZIPF)
            or _word_of(name, text)
            or lx.best_zipf(m.group("next")) < MIN_NEXT_ZIPF
        ):
            continue
        out.append((m.start("name"), m.end("name")))
    return out


class MessageOpenerRecognizer(EntityRecognizer):
    """``find_openers`` as a presidio recognizer (PERSON, ``SCORE``)."""

    def __init__(self, common_words: frozenset[str]) -> None:
        self.common_words = common_words
        super().__init__(supported_entities=["PERSON"], name=type(self).__name__, version="1")

    def load(self) -> None:
        pass

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        if "PERSON" not in entities:
            return []
        return [
            RecognizerResult("PERSON", s, e, SCORE)
            for s, e in find_openers(text, self.common_words)
        ]
