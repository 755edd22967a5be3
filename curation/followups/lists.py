"""Rules for what the main finders miss (issue 17): list positions beyond the ordinal words'
usual shapes, and verbless fragments that leave their topic to the conversation.

- ``find_list_position`` (ordinal): "the third option" when the parser glues the list noun to
  the verb ("option work"), "the latter" used as a noun phrase of its own ("is the latter
  available?"), a superlative standing for one item of a list ("the riskiest one"), and a
  partitive over a counted list ("which of the four", also when the parser takes the verb for
  a noun: "which of the three charges fastest?"), a list noun with a number or a letter ("step
  2", "option B"), a noun the conversation used with a number ("day four" after "Day 1: ..."),
  and an ordinal from third on, "final", "middle" or "penultimate" before a noun nothing in
  the turn restricts ("the fifth week", "the final stop"); "first", "second" and "last" only
  before a noun the conversation used, and never in their temporal idioms ("the first time",
  "the last year", left to ``find_ordinal``). A restricted noun ("the final train of the day",
  "the first film they made") says which one itself.
- ``find_fragment`` (ellipsis): a short turn with no finite verb and no subject ("Maintenance
  costs?", "Good with kids?", "Any night trains?", "Best time of year to go?") names an aspect
  and leaves what it is about to the context. Turns with "the" are left to the
  definite-description finder, reactions ("Great, thanks!") are not fragments, and a fragment
  that holds a name ("facts about Patricia Lake?") names its topic.
"""

from __future__ import annotations

from collections.abc import Collection

from spacy.tokens import Doc, Token

from . import lexicon as lx
from .syntax import NOMINAL, Finding, _restricted_after, _span_finding
from .topic import used_before

# Nouns that name an item of a list just offered: "the third option", "the fourth type".
LIST_NOUNS = lx._words(
    """
    option options kind kinds type types plan plans choice choices item items version versions
    model models method methods step steps idea ideas suggestion suggestions product products
    result results link links alternative alternatives entry entries category categories
    """
)
NOMINAL_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "ROOT", "conj"})
PARTITIVE_WH = frozenset({"which", "who", "what"})
FRAGMENT_MAX_WORDS = 6
# Quantifying determiners a fragment may open with: "any night trains?", "no direct flights?".
FRAGMENT_DETS = lx._words("any some no more")
FINITE_TAGS = frozenset({"VB", "VBZ", "VBP", "MD"})
# Ordinals whose temporal idioms ("the first time", "the last year") are common; from "third"
# on a noun after the ordinal is usually an item of a list.
IDIOMATIC_ORDINALS = lx._words("first second last 1st 2nd next")
POSITION_WORDS = lx.ORDINAL_WORDS | lx._words("final middle penultimate")
LIST_LETTERS = frozenset("ABCDEFGH")
REACTION_WORDS = lx._words(
    "thanks thank ok okay great cool nice perfect wow yes no sure good awesome"
)


def find_list_position(doc: Doc, context_words: Collection[str] = ()) -> Finding | None:
    """See the module docstring; ``None`` when no such list position is named.

    ``context_words`` are the stemmed content words of the earlier turns (``context.py``).
    """
    for t in doc:
        found = _after_the(doc, t, context_words) or _numbered(doc, t, context_words)
        if found is not None:
            return found
    return None


def _after_the(doc: Doc, t: Token, context_words: Collection[str]) -> Finding | None:
    n = len(doc)
    prev = doc[t.i - 1] if t.i > 0 else None
    nxt = doc[t.i + 1] if t.i + 1 < n else None
    if prev is None or prev.lower_ != "the":
        return None
    low = t.lower_
    if low in lx.ORDINAL_WORDS and nxt is not None and nxt.lower_ in LIST_NOUNS:
        return _span_finding("ordinal", doc[prev.i : nxt.i + 1])
    if low == "latter" and t.dep_ in NOMINAL_DEPS:
        return _span_finding("ordinal", doc[prev.i : t.i + 1])
    if _superlative(t) and nxt is not None and nxt.lower_ in ("one", "ones"):
        return _span_finding("ordinal", doc[prev.i : nxt.i + 1])
    if low in POSITION_WORDS and nxt is not None and nxt.lower_ in ("one", "ones"):
        return _span_finding("ordinal", doc[prev.i : nxt.i + 1])
    if (t.like_num or low in lx.NUMBER_WORDS) and _partitive(doc, prev):
        return _span_finding("ordinal", doc[prev.i : t.i + 1])
    if low in POSITION_WORDS and nxt is not None and nxt.pos_ in NOMINAL and not nxt.is_title:
        listed = used_before(nxt.lower_, context_words) and (
            low not in IDIOMATIC_ORDINALS or nxt.lower_ not in lx.ORDINAL_IDIOM_HEADS
        )
        if (listed or low not in IDIOMATIC_ORDINALS) and not _restricted_after(nxt):
            return _span_finding("ordinal", doc[prev.i : nxt.i + 1], [nxt.lemma_.lower()])
    return None


def _numbered(doc: Doc, t: Token, context_words: Collection[str]) -> Finding | None:
    """ "step 2", "option B", "day four" (after a list of days)."""
    if t.i + 1 >= len(doc) or t.pos_ != "NOUN" or (t.is_title and t.i > 0):
        return None  # "iPhone 15", "Windows 11": a name with a number
    nxt = doc[t.i + 1]
    after = doc[t.i + 2] if t.i + 2 < len(doc) else None
    if after is not None and after.pos_ in NOMINAL:
        return None  # "type 2 diabetes": a kind, not a list position
    low = t.lower_
    numbered = nxt.like_num or nxt.lower_ in lx.NUMBER_WORDS
    lettered = nxt.text in LIST_LETTERS and low in LIST_NOUNS | lx.ITEM_NOUNS
    if not (numbered or lettered) or nxt.text.startswith(("#", "$")) or len(nxt.text) > 4:
        return None
    if lettered or low in LIST_NOUNS or used_before(low, context_words):
        return _span_finding("ordinal", doc[t.i : t.i + 2])
    return None


def _superlative(t: Token) -> bool:
    # The tagger sometimes calls a rare superlative plain JJ ("the riskiest one").
    return t.tag_ in ("JJS", "RBS") or (t.pos_ == "ADJ" and t.lower_.endswith("iest"))


def _partitive(doc: Doc, the: Token) -> bool:
    """ "which of the four": a wh-word and "of" right before "the"."""
    return the.i >= 2 and doc[the.i - 1].lower_ == "of" and doc[the.i - 2].lower_ in PARTITIVE_WH


def find_fragment(doc: Doc, context_words: Collection[str] = ()) -> Finding | None:
    """See the module docstring; ``None`` unless the whole turn is a verbless fragment."""
    words = [t for t in doc if not t.is_punct and not t.is_space]
    if not words or len(words) > FRAGMENT_MAX_WORDS:
        return None
    if any(t.pos_ == "PRON" or (t.pos_ == "DET" and t.lower_ not in FRAGMENT_DETS) for t in words):
        return None  # pronouns and determiners have finders of their own
    if all(t.lower_ in REACTION_WORDS or t.pos_ == "INTJ" for t in words):
        return None  # "Great, thanks!"
    if any(
        t.pos_ == "AUX" or (t.tag_ in FINITE_TAGS and not _infinitive(t) and not _plural_noun(t))
        for t in words
    ):
        return None
    if any(
        t.tag_ == "VBD" and any(c.dep_ == "nsubj" and c.pos_ != "PROPN" for c in t.children)
        for t in words
    ):
        return None
    if not any(t.pos_ in ("NOUN", "ADJ", "PROPN", "VERB", "ADP", "NUM") for t in words):
        return None
    if words[0].lower_ not in lx.CONTINUATION_OPENERS and any(
        t.pos_ == "PROPN" and t.i > words[0].i and t.lower_ not in lx.CALENDAR_NAMES for t in words
    ):
        return None  # "interesting facts about Patricia Lake?": names stand alone
    return _span_finding("ellipsis", doc[words[0].i : words[-1].i + 1])


def _plural_noun(t: Token) -> bool:
    """ "Any night trains?", "Daily exercise needs?": a question-final plural noun the parser
    took for a verb. A real question with that verb would need an auxiliary ("Does it ...?")."""
    doc = t.doc
    last = doc[-1] if doc[-1].is_punct else None
    return (
        t.tag_ == "VBZ"
        and t.dep_ == "ROOT"
        and last is not None
        and last.text == "?"
        and t.i == len(doc) - 2
        and not any(c.dep_ in ("aux", "dobj", "attr", "acomp") for c in t.children)
    )


def _infinitive(t: Token) -> bool:
    # "best time of year to go?": a verb under "to" is no finite clause of the turn
    return t.tag_ == "VB" and t.i > 0 and t.doc[t.i - 1].lower_ == "to"
