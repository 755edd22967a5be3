"""Referring-expression rules over one parsed user turn.

Plain functions over a spaCy ``Doc`` (tags, dependencies, lemmas, entities); no history and no
database. ``find_reference(doc, context_words, name_words)`` returns the first ``Finding`` in
the partition order ordinal > demonstrative > pronoun > ellipsis > definite_description, or
``None`` when everything the turn refers to is inside the turn. The two word sets come from the
earlier turns (``context.py``) and only decide whether a definite is a term or a name.

Each rule is a general English rule (determiner, pronoun, gap), and each exception is a
grammatical reason why the expression does not need an earlier turn: its antecedent is earlier
in the same turn, it is pleonastic ("is it possible to"), it is deictic to the moment of speaking
("this week"), it is restricted by its own complement ("the cost of solar power"), or it is a name.
"""

from __future__ import annotations

from collections.abc import Collection

from spacy.tokens import Doc, Token

from . import lexicon as lx
from .ellipsis import (
    WEAK_ELLIPSIS,
    _other_else,
    find_ellipsis,
)
from .lists import find_fragment, find_list_position
from .syntax import (
    NAME_ENTITIES,
    NOMINAL,
    VERBAL,
    Finding,
    _antecedent_in_turn,
    _content_nouns,
    _earlier_same_lemma,
    _is_name,
    _is_pleonastic_it,
    _restricted_after,
    _span_finding,
)
from .topic import names_its_topic, used_before

# --- 1. ordinal --------------------------------------------------------------------------


def find_ordinal(doc: Doc) -> Finding | None:
    """ "the second one", "the first option", "the latter", "the other one", "number 3"."""
    n = len(doc)
    for t in doc:
        low = t.lower_
        prev = doc[t.i - 1] if t.i > 0 else None
        nxt = doc[t.i + 1] if t.i + 1 < n else None
        if (
            low in lx.ITEM_NOUNS
            and nxt is not None
            and (nxt.like_num or nxt.lower_ in lx.NUMBER_WORDS)
        ):
            after = doc[t.i + 2] if t.i + 2 < n else None
            if after is not None and after.pos_ in NOMINAL:
                continue  # "a number 1 hit": a rank used as a modifier
            before = doc[t.i - 2] if t.i > 1 else None
            if prev is not None and (
                prev.lemma_ in lx.RANK_VERBS
                or (
                    prev.lower_ in ("at", "to")
                    and before is not None
                    and before.lemma_ in lx.RANK_VERBS
                )
            ):
                continue  # "peaked at number 2": a chart position
            if low in ("no", "no.") and not nxt.like_num:
                continue
            return _span_finding("ordinal", doc[t.i : t.i + 2])
        if prev is None or prev.lower_ != "the":
            continue
        if (
            low not in lx.ORDINAL_WORDS
            and low not in lx.LIST_REFERENCE_WORDS
            and low not in ("other", "others")
        ):
            continue
        if t.is_title and t.i > 1 and nxt is not None and nxt.pos_ == "PROPN":
            continue  # "the First Lady"
        if nxt is not None and nxt.lower_ in ("one", "ones"):
            return _span_finding("ordinal", doc[prev.i : nxt.i + 1])
        if low == "other" and nxt is not None and nxt.pos_ == "ADJ" and t.head.i > nxt.i:
            return _span_finding("ordinal", doc[prev.i : nxt.i + 1])  # "the other fat", misparsed
        if nxt is not None and nxt.pos_ == "NOUN":
            head = nxt
            while head.dep_ == "compound" and head.head.i > head.i:
                head = head.head
            if low == "former":
                continue  # "the former president": an ex-president
            if low not in ("other", "others", "latter"):
                if head.lower_ in lx.ORDINAL_IDIOM_HEADS or _restricted_after(head):
                    continue
                if any(m.pos_ in ("ADJ", "NOUN", "PROPN") for m in doc[t.i + 1 : head.i]):
                    continue  # "the first major boy band group": a record, not a list position
            return _span_finding("ordinal", doc[prev.i : head.i + 1], [head.lemma_.lower()])
        if nxt is None or nxt.pos_ not in NOMINAL | {"ADJ", "NUM"}:
            if any(c.dep_ in ("acl", "relcl", "prep", "xcomp") for c in t.children):
                continue  # "the first to climb it", "the first of its kind"
            if low in ("other", "others") and t.head.lower_ in ("hand", "side"):
                continue
            return _span_finding("ordinal", doc[prev.i : t.i + 1])
    return None


# --- 2. demonstrative ----------------------------------------------------------------------


def _is_reaction(tok: Token) -> bool:
    """ "that's interesting", "that's all": an aside about the last answer, not the question."""
    head = tok.head
    if tok.dep_ != "nsubj" or head.lemma_ != "be" or head.i < tok.i:
        return False
    for c in head.children:
        if c.dep_ in ("acomp", "attr") and c.i > head.i:
            if c.lower_ in lx.REACTION_ADJECTIVES or c.lower_ in ("all", "it"):
                return True
            if any(a.lower_ in lx.REACTION_ADJECTIVES for a in c.children if a.dep_ == "amod"):
                return True
    return False


def _complementizer(t: Token, head: Token) -> bool:
    """ "I read that cherry tomatoes grow well": "that" opens a clause whose subject comes right
    after the noun the parser gave it; a demonstrative phrase does not run into a subject."""
    if t.lower_ != "that" or head.i + 1 >= len(t.doc):
        return False
    nxt = t.doc[head.i + 1]
    return nxt.pos_ in NOMINAL and nxt.dep_ in ("nsubj", "nsubjpass") and nxt.head.pos_ in VERBAL


def find_demonstrative(doc: Doc) -> Finding | None:
    """this/that/these/those pointing outside the turn: "that plan", "is that true?"."""
    for t in doc:
        low = t.lower_
        if low not in lx.DEMONSTRATIVES or t.tag_ in ("WDT", "IN") or t.dep_ == "mark":
            continue
        if t.dep_ == "advmod" and (
            low != "that" or any(c.dep_ in ("nsubj", "nsubjpass") for c in t.head.head.children)
        ):
            continue  # "not that bad": degree; but "was that successful?" has no other subject
        head = t.head
        if (
            t.dep_ in ("det", "amod", "nummod")
            and head.i > t.i
            and head.pos_ in NOMINAL | {"NUM", "ADJ"}
        ):
            if (
                low in ("this", "these")
                and head.lemma_.lower() in lx.SPEECH_TIME_NOUNS
                and all(
                    m.lower_ in ("past", "coming", "last", "next", "few", "recent")
                    for m in doc[t.i + 1 : head.i]
                )
            ):
                continue  # "this week", "these past few days": now, not an earlier turn
            if head.pos_ in NOMINAL and _earlier_same_lemma(doc, head, t.i):
                continue  # "a film called X ... who directed this film"
            if _complementizer(t, head):
                continue
            return _span_finding("demonstrative", doc[t.i : head.i + 1], [head.lemma_.lower()])
        if t.i + 1 < len(doc) and doc[t.i + 1].lower_ in ("who", "which", "whom"):
            continue  # "those who": restricted by its own clause
        if any(
            c.dep_ in ("relcl", "acl") or (c.dep_ == "prep" and c.lower_ == "of")
            for c in t.children
        ):
            continue  # "that of France"
        if _is_reaction(t):
            continue
        if _antecedent_in_turn(t, low):
            continue  # "Kombucha? What's that?"
        if t.sent.start > 0 and _content_nouns(doc[: t.sent.start]):
            continue  # a sentence before it in the turn gives "that" something to point at
        return _span_finding("demonstrative", t)
    return None


# --- 3. pronoun ----------------------------------------------------------------------------


def find_pronoun(doc: Doc) -> Finding | None:
    """it/its/they/them/their/he/she/his/her/him with no antecedent earlier in the turn."""
    for t in doc:
        low = t.lower_
        if low not in lx.PERSONAL_PRONOUNS or t.pos_ not in ("PRON", "DET"):
            continue
        if _is_pleonastic_it(t):
            continue
        if _antecedent_in_turn(t, low):
            continue
        return _span_finding("pronoun", t)
    return None


# --- 5. definite description ----------------------------------------------------------------


def find_definite_description(
    doc: Doc,
    context_words: Collection[str] = (),
    name_words: Collection[str] = (),
    *,
    own_topic: bool = False,
) -> Finding | None:
    """ "the company", "the accident", "the founding members": a definite noun phrase that
    nothing inside the turn restricts, that is not a name, and that is not unique anyway.

    A compound head ("the stock market") is often a term that stands alone, so it counts only
    when one of its words was used earlier in the conversation (``context_words``, stemmed).
    A phrase whose words were all capitalized earlier (``name_words``: "Chicago Cubs") is a
    name typed in lower case ("the cubs"), and names stand alone. A lone singular noun is
    not taken for a name that way: "the pledge" after "Taxpayer Protection Pledge" is a
    description that leans on the name.

    ``own_topic`` (``topic.names_its_topic``): the turn brings several nouns of its own, so a
    phrase headed by a noun the conversation never used is a first mention ("ferment it in the
    fridge"), not a pointer back.
    """
    for t in doc:
        if t.lower_ != "the" or t.dep_ != "det":
            continue
        head = t.head
        if head.i <= t.i or head.pos_ != "NOUN" or head.tag_ in ("NNP", "NNPS"):
            continue
        lemma = head.lemma_.lower()
        if lemma in lx.UNIQUE_DEFINITE_HEADS or head.lower_ in lx.UNIQUE_DEFINITE_HEADS:
            continue
        if (
            head.ent_type_ in ("CARDINAL", "PERCENT", "MONEY", "QUANTITY")
            or head.ent_type_ in NAME_ENTITIES
        ):
            continue  # a number or a name; "the year" alone is still anaphoric
        mods = doc[t.i + 1 : head.i]
        if any(
            _is_name(m)
            or (m.like_num and m.lower_ not in lx.NUMBER_WORDS)
            or (m.is_title and m.i > 0)
            for m in mods
        ):
            continue  # "the Boise Greenbelt", "the 321 method": a name; "the two fats" is not
        if any(m.lower_ in lx.UNIQUE_MAKING_ADJECTIVES or m.tag_ in ("JJS", "RBS") for m in mods):
            continue  # "the most known female DJ": unique by its description
        if any(
            m.lower_ in lx.ORDINAL_WORDS or m.lower_ in ("other", "former", "latter") for m in mods
        ):
            continue
        if head.is_title and head.i > 0:
            continue
        if _restricted_after(head):
            continue
        if _earlier_same_lemma(doc, head, t.i):
            continue  # antecedent inside the turn
        name_parts = [m for m in mods if m.pos_ in ("NOUN", "ADJ", "PROPN")]
        if (
            head.lower_ in name_words
            and (name_parts or head.tag_ == "NNS")
            and all(m.lower_ in name_words for m in name_parts)
        ):
            continue  # "the cubs", "the braxton family"; but "the pledge" may shorten a name
        compounds = [m for m in mods if m.dep_ == "compound" and m.pos_ == "NOUN"]
        if compounds:
            words = {lx.stem(m.lower_) for m in compounds} | {lx.stem(head.lower_), lemma}
            if not words & set(context_words):
                continue
        if own_topic and _first_mention(head, context_words):
            continue
        keys = [lemma] + [m.lemma_.lower() for m in mods if m.pos_ in ("NOUN", "ADJ")]
        return _span_finding("definite_description", doc[t.i : head.i + 1], keys)
    return None


def _first_mention(head: Token, context_words: Collection[str]) -> bool:
    """In a turn that names its topic: the head is new to the conversation, or coordinated
    with one that is ("the violin or the piano": alternatives the turn sets up itself)."""
    partners = [c for c in head.children if c.dep_ == "conj" and c.pos_ in NOMINAL]
    if head.dep_ == "conj" and head.head.pos_ in NOMINAL:
        partners.append(head.head)
    return any(not used_before(n.lemma_, context_words) for n in (head, *partners))


def find_reference(
    doc: Doc, context_words: Collection[str] = (), name_words: Collection[str] = ()
) -> Finding | None:
    """The referring expression that decides the turn's pattern, or None if it stands alone.

    Patterns are tried in the partition order; "other/else" alone is the weakest ellipsis and
    gives way to a definite description in the same turn.
    """
    found = find_ordinal(doc) or find_list_position(doc, context_words)
    if found is not None:
        return found
    found = find_demonstrative(doc) or find_pronoun(doc)
    if found is not None:
        return found
    own_topic = names_its_topic(doc, context_words)
    found = find_ellipsis(doc, own_topic=own_topic)
    if found is not None:
        return found
    found = find_definite_description(doc, context_words, name_words, own_topic=own_topic)
    if found is not None:
        return found
    for rule in (*WEAK_ELLIPSIS, _other_else):
        found = rule(doc)
        if found is not None:
            return found
    return find_fragment(doc, context_words)
