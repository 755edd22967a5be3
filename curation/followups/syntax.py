"""Shared vocabulary of the referring-expression rules: part-of-speech and dependency sets,
the ``Finding`` a rule returns, and the small tree helpers (names, noun-phrase edges, in-turn
antecedents, agreement, pleonastic "it") that ``rules.py`` and ``ellipsis.py`` both use.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from spacy.tokens import Doc, Span, Token

from . import lexicon as lx

NOMINAL = frozenset({"NOUN", "PROPN"})
VERBAL = frozenset({"VERB", "AUX"})
# Arguments of a verb: a bare fragment or a gap is a clause missing one of these.
ARGUMENT_DEPS = frozenset(
    {"nsubj", "nsubjpass", "dobj", "pobj", "attr", "dative", "oprd", "conj", "appos", "ROOT"}
)
# Dependents after a noun that restrict it from inside the turn: "the cost of solar power".
RESTRICTIVE_DEPS = frozenset({"prep", "relcl", "acl", "appos", "nummod"})
NAME_ENTITIES = frozenset(
    {
        "PERSON",
        "ORG",
        "GPE",
        "LOC",
        "NORP",
        "FAC",
        "PRODUCT",
        "EVENT",
        "WORK_OF_ART",
        "LAW",
        "LANGUAGE",
    }
)
NON_PERSON_ENTITIES = NAME_ENTITIES - {"PERSON"}
TEMPORAL_ENTITIES = frozenset(
    {"DATE", "TIME", "CARDINAL", "ORDINAL", "PERCENT", "MONEY", "QUANTITY"}
)


@dataclass(frozen=True, slots=True)
class Finding:
    """One referring expression: its pattern, character offsets in the turn, and the content
    lemmas an earlier mention would share (empty for pronouns and gaps)."""

    pattern: str
    start: int
    end: int
    keys: tuple[str, ...] = ()


# --- small helpers -------------------------------------------------------------------------


def _span_finding(pattern: str, span: Span | Token, keys: Collection[str] = ()) -> Finding:
    if isinstance(span, Token):
        return Finding(pattern, span.idx, span.idx + len(span.text), tuple(keys))
    text = span.text.rstrip(" ?.!,;:")
    return Finding(pattern, span.start_char, span.start_char + len(text), tuple(keys))


def _clause_head(tok: Token) -> Token:
    """The nearest verb at or above ``tok``: the clause it belongs to."""
    t = tok
    while t.pos_ not in VERBAL and t.head.i != t.i:
        t = t.head
    return t


def _is_name(tok: Token) -> bool:
    return tok.pos_ == "PROPN" or tok.tag_ in ("NNP", "NNPS") or tok.ent_type_ in NAME_ENTITIES


def _has_wh_determiner(tok: Token) -> bool:
    return any(c.dep_ == "det" and c.lower_ in lx.WH_WORDS for c in tok.children)


def _content_nouns(doc: Doc | Span) -> list[Token]:
    """Nouns and names heading a phrase, leaving out wh-phrases ("what year") and dates."""
    return [
        t
        for t in doc
        if t.pos_ in NOMINAL
        and t.dep_ != "compound"
        and t.ent_type_ not in TEMPORAL_ENTITIES
        and not _has_wh_determiner(t)
        and t.lower_ not in lx.INDEFINITE_PRONOUNS
    ]


def _has_name(doc: Doc) -> bool:
    return any(_is_name(t) and t.lower_ not in lx.INDEFINITE_PRONOUNS for t in doc)


def _np_left_edge(head: Token) -> int:
    """Index of the first token of the noun phrase headed by ``head`` (determiner, modifiers)."""
    left = head.i
    for c in head.lefts:
        if c.dep_ in (
            "det",
            "amod",
            "compound",
            "nummod",
            "poss",
            "advmod",
            "predet",
            "quantmod",
            "nmod",
        ):
            left = min(left, c.left_edge.i)
    return left


def _restricted_after(head: Token) -> bool:
    """The noun has a complement after it that says which one is meant."""
    for c in head.rights:
        if c.dep_ == "relcl" and _is_discourse_clause(c):
            continue  # "the books you mentioned" points back at the conversation
        if c.dep_ == "prep" and not any(g.dep_ in ("pobj", "pcomp") for g in c.children):
            continue  # "what was the scene about?": a stranded preposition restricts nothing
        if (
            c.dep_ == "acl"
            and c.tag_ == "VBN"
            and head.dep_ in ("nsubj", "nsubjpass")
            and (head.head.pos_ == "AUX")
        ):
            continue  # "was the film ever released?": the passive verb, parsed as a modifier
        if c.dep_ in RESTRICTIVE_DEPS:
            return True
    nxt = head.nbor(1) if head.i + 1 < len(head.doc) else None
    # "the horse Artax": a name right after the noun, however the parser attached it.
    return nxt is not None and (nxt.pos_ == "PROPN" or (nxt.is_title and nxt.is_alpha))


def _is_discourse_clause(verb: Token) -> bool:
    """A clause about the conversation itself: "you mentioned", "we are talking about"."""
    return verb.lemma_ in lx.DISCOURSE_VERBS and any(
        c.dep_ in ("nsubj", "nsubjpass") and c.lower_ in ("you", "we") for c in verb.children
    )


def _earlier_same_lemma(doc: Doc, tok: Token, before: int) -> bool:
    lemma = tok.lemma_.lower()
    return any(
        t.pos_ in NOMINAL and t.lemma_.lower() == lemma for t in doc[:before] if t.i != tok.i
    )


# --- agreement and in-turn antecedents ------------------------------------------------------


def _is_person(tok: Token) -> bool:
    if tok.ent_type_ == "PERSON" or tok.lemma_.lower() in lx.PERSON_NOUNS:
        return True
    return (
        tok.tag_ in ("NNP", "NNPS") and tok.ent_type_ not in NON_PERSON_ENTITIES | TEMPORAL_ENTITIES
    )


def _agrees(noun: Token, pronoun: str) -> bool:
    if pronoun in lx.NEUTER_PRONOUNS or pronoun in ("this", "that"):
        return (
            noun.tag_ in ("NN", "NNP")
            and noun.ent_type_ != "PERSON"
            and not (pronoun in lx.NEUTER_PRONOUNS and noun.lemma_.lower() in lx.PERSON_NOUNS)
        )
    if pronoun in lx.PLURAL_PRONOUNS or pronoun in lx.PLURAL_DEMONSTRATIVES:
        return (
            noun.tag_ in ("NNS", "NNPS")
            or (noun.pos_ == "PROPN" and noun.lower_.endswith("s"))  # "the Beatles", "Electors"
            or noun.lemma_.lower() in lx.GROUP_NOUNS
            or noun.ent_type_ in ("ORG", "NORP")
            or any(c.dep_ == "conj" and c.pos_ in NOMINAL for c in noun.children)
        )
    return _is_person(noun) or _speakers_relation(noun)


def _speakers_relation(noun: Token) -> bool:
    """ "my neighbour ... her back yard": a singular noun the speaker owns ("my", "our") is a
    likely antecedent for "he" or "she" when nothing marks it as a thing."""
    return noun.tag_ == "NN" and any(
        c.dep_ == "poss" and c.lower_ in ("my", "our") for c in noun.children
    )


def _antecedent_in_turn(pron: Token, form: str) -> bool:
    """An agreeing noun earlier in the turn that the pronoun can point at.

    A possessive ("his critics") may point at its own clause's subject; any other pronoun needs
    the noun in another clause or sentence, since a co-argument of the same verb cannot be its
    antecedent ("what did the band say about it": "it" is not the band). A noun whose own phrase
    contains the pronoun is never its antecedent ("the history of its founding").
    """
    possessive_or_reflexive = (
        pron.tag_ == "PRP$" or form.endswith("self") or form.endswith("selves")
    )
    pron_clause = _clause_head(pron)
    for noun in _content_nouns(pron.doc[: pron.i]):
        if _inside_phrase(pron, noun):
            continue
        if not _agrees(noun, form):
            continue
        if possessive_or_reflexive or noun.sent != pron.sent or _clause_head(noun) != pron_clause:
            return True
    return False


def _inside_phrase(tok: Token, noun: Token) -> bool:
    """``tok`` is part of ``noun``'s own phrase; a conjoined phrase ("X and its Y") is not."""
    t = tok
    while t.i != noun.i:
        if t.head.i == t.i:
            return False
        if t.dep_ == "conj" and t.head.i == noun.i:
            return False
        t = t.head
    return True


def _is_pleonastic_it(pron: Token) -> bool:
    """ "is it possible to ...", "how long does it take to ...", "if ..., is it bad?" """
    if pron.lower_ != "it" or pron.dep_ not in ("nsubj", "nsubjpass", "expl"):
        return False
    if pron.dep_ == "expl":
        return True
    head = pron.head
    if head.lemma_ not in ("be", "take", "seem", "appear", "cost", "make", "matter", "happen"):
        return False
    for t in head.subtree:
        if t.i <= pron.i and t.dep_ != "advcl":
            continue
        if t.dep_ in ("xcomp", "ccomp", "csubj", "advcl") and t.head in (head, *head.children):
            marks = {c.lower_ for c in t.children if c.dep_ in ("aux", "mark")}
            if marks == {"to"} and not any(
                c.dep_ in ("dobj", "prep", "prt", "ccomp", "xcomp", "attr", "acomp")
                for c in t.children
            ):
                return False  # "is it easy to learn?": "it" is what is learnt
            if marks & {"to", "that", "if", "whether", "when"}:
                return True
    return False
