"""Rules for what the main finders miss (issue 17): list positions beyond the ordinal words'
usual shapes, and verbless fragments that leave their topic to the conversation.

- ``find_list_position`` (ordinal): "the third option" when the parser glues the list noun to
  the verb ("option work"), "the latter" used as a noun phrase of its own ("is the latter
  available?"), a superlative standing for one item of a list ("the riskiest one"), and a
  partitive over a counted list ("which of the four").
- ``find_fragment`` (ellipsis): a short turn with no finite verb and no subject ("Maintenance
  costs?", "Good with kids?") names an aspect and leaves what it is about to the context. Turns
  with "the" are left to the definite-description finder, and reactions ("Great, thanks!") are
  not fragments.
"""

from __future__ import annotations

from spacy.tokens import Doc

from . import lexicon as lx
from .syntax import Finding, _span_finding

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
FRAGMENT_MAX_WORDS = 5
FINITE_TAGS = frozenset({"VB", "VBZ", "VBP", "MD"})
REACTION_WORDS = lx._words(
    "thanks thank ok okay great cool nice perfect wow yes no sure good awesome"
)


def find_list_position(doc: Doc) -> Finding | None:
    """See the module docstring; ``None`` when no such list position is named."""
    n = len(doc)
    for t in doc:
        prev = doc[t.i - 1] if t.i > 0 else None
        nxt = doc[t.i + 1] if t.i + 1 < n else None
        if prev is None or prev.lower_ != "the":
            continue
        low = t.lower_
        if low in lx.ORDINAL_WORDS and nxt is not None and nxt.lower_ in LIST_NOUNS:
            return _span_finding("ordinal", doc[prev.i : nxt.i + 1])
        if low == "latter" and t.dep_ in NOMINAL_DEPS:
            return _span_finding("ordinal", doc[prev.i : t.i + 1])
        if t.tag_ == "JJS" and nxt is not None and nxt.lower_ in ("one", "ones"):
            return _span_finding("ordinal", doc[prev.i : nxt.i + 1])
        if (
            (t.like_num or low in lx.NUMBER_WORDS)
            and t.dep_ == "pobj"
            and t.head.lower_ == "of"
            and t.head.head.lower_ in PARTITIVE_WH
        ):
            return _span_finding("ordinal", doc[prev.i : t.i + 1])
    return None


def find_fragment(doc: Doc) -> Finding | None:
    """See the module docstring; ``None`` unless the whole turn is a verbless fragment."""
    words = [t for t in doc if not t.is_punct and not t.is_space]
    if not words or len(words) > FRAGMENT_MAX_WORDS:
        return None
    if any(t.pos_ in ("PRON", "DET") for t in words):
        return None  # pronouns and determiners have finders of their own
    if all(t.lower_ in REACTION_WORDS or t.pos_ == "INTJ" for t in words):
        return None  # "Great, thanks!"
    if any(t.pos_ == "AUX" or t.tag_ in FINITE_TAGS for t in words):
        return None
    if any(
        t.tag_ == "VBD" and any(c.dep_ == "nsubj" and c.pos_ != "PROPN" for c in t.children)
        for t in words
    ):
        return None
    if not any(t.pos_ in ("NOUN", "ADJ", "PROPN", "VERB", "ADP", "NUM") for t in words):
        return None
    return _span_finding("ellipsis", doc[words[0].i : words[-1].i + 1])
