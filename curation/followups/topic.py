"""Does a turn name its own topic? Noun phrases new to the conversation against ones that
refer back.

A follow-up leans on what was said: its nouns are mostly ones the conversation already used
("Is the gait analysis free?"), or it has hardly any ("Taxable?"). A turn that opens a topic of
its own, CAsT 2022 style, brings several nouns nobody has used yet ("Does Apple offer an
education discount on the MacBook Air for incoming university students in the UK?"). In such a
turn a definite noun phrase whose head is new to the conversation is a first mention, restricted
by the rest of the turn ("the violin or the piano", "ferment in the fridge"), not a pointer back.

The signal is the count of distinct noun stems (parsed nouns and names, function words left
out) that no earlier message used; the threshold was set on the tune data (see
``bench/followups_holdout.py``): every definite description that really pointed back sat in a
turn with at most two new nouns, every wrongly flagged long standalone turn had six or more.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable
from functools import lru_cache

from spacy.tokens import Doc, Token

from .lexicon import STOPWORDS, stem
from .syntax import NOMINAL, TEMPORAL_ENTITIES

# A turn with this many distinct nouns new to the conversation names its own topic.
NEW_NOUNS_FOR_TOPIC = 4


def _noun_stem(tok: Token) -> str | None:
    low = tok.lower_
    if tok.pos_ not in NOMINAL or len(low) < 3 or low in STOPWORDS or not tok.is_alpha:
        return None
    if tok.ent_type_ in TEMPORAL_ENTITIES:
        return None
    return stem(low)


def new_noun_stems(doc: Doc, context_words: Collection[str]) -> set[str]:
    """Stems of the turn's nouns and names that no earlier message used."""
    out = set()
    for tok in doc:
        s = _noun_stem(tok)
        if s is not None and s not in context_words and not _in_hyphenated(s, context_words):
            out.add(s)
    return out


def _in_hyphenated(word: str, context_words: Collection[str]) -> bool:
    # "a three-day trip" used "day"; context words keep hyphenated words whole.
    return word in _hyphen_parts(context_words) if isinstance(context_words, Hashable) else False


@lru_cache(maxsize=1024)
def _hyphen_parts(context_words: Collection[str]) -> frozenset[str]:
    # One conversation's words are asked about many times; split its hyphenated words once.
    return frozenset(stem(p) for w in context_words if "-" in w for p in w.split("-") if p)


def used_before(word: str, context_words: Collection[str]) -> bool:
    """The conversation used ``word`` (any case, singular or plural, or inside a hyphenated
    word)."""
    s = stem(word.lower())
    return s in context_words or _in_hyphenated(s, context_words)


def names_its_topic(doc: Doc, context_words: Collection[str]) -> bool:
    """True when the turn brings at least ``NEW_NOUNS_FOR_TOPIC`` nouns of its own."""
    return len(new_noun_stems(doc, context_words)) >= NEW_NOUNS_FOR_TOPIC


@lru_cache(maxsize=50_000)
def zipf(word: str) -> float:
    """wordfreq's Zipf frequency of ``word`` in English (0 for unknown words); the table is
    installed with the package, nothing is downloaded."""
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en")
