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

from collections.abc import Callable, Collection
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
    return _is_person(noun)


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


# --- 4. ellipsis ---------------------------------------------------------------------------


def _sentence_core(tok: Token) -> Span:
    """The sentence holding ``tok`` without leading interjections ("wow, what happened?")."""
    doc, start = tok.doc, tok.sent.start
    while start < tok.sent.end and doc[start].pos_ in ("INTJ", "PUNCT", "SPACE"):
        start += 1
    return doc[start : tok.sent.end]


def _what_about(doc: Doc) -> Finding | None:
    """ "what about Dublin?", "how about the cheaper plan?": the question is the previous one."""
    for t in doc[:-1]:
        if t.lower_ in ("what", "how") and doc[t.i + 1].lower_ == "about":
            rest = doc[t.i + 2 : t.sent.end]
            if any(r.pos_ in VERBAL and r.dep_ == "ROOT" for r in rest):
                continue  # "how about we leave": a proposal, not a gap
            return _span_finding("ellipsis", doc[t.i : t.sent.end])
    return None


def _correction(doc: Doc) -> Finding | None:
    """ "I meant the tango", "no, I mean the other Paris"."""
    for t in doc:
        if (
            t.lemma_ == "mean"
            and t.pos_ == "VERB"
            and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in t.children)
        ):
            subj = next(c for c in t.children if c.dep_ == "nsubj")
            return _span_finding("ellipsis", doc[subj.i : t.sent.end])
    return None


def _bare_telling(doc: Doc) -> Finding | None:
    """ "tell me more", "go on", "can you elaborate?": a request with no topic of its own."""
    for t in doc:
        if t.pos_ != "VERB" or t.lemma_ not in lx.TELLING_VERBS:
            continue
        if t.lemma_ == "go" and not any(c.lower_ == "on" for c in t.children):
            continue
        deps = [
            c
            for c in t.children
            if c.dep_ in ("dobj", "dative", "prep", "ccomp", "xcomp", "advmod", "prt")
        ]
        if t.lemma_ in ("tell", "say", "give", "share") and not any(
            c.lower_ in ("more", "else", "further", "details", "detail") for c in t.subtree
        ):
            continue
        if all(
            all(s.lower_ in lx.TELLING_FILLERS or not s.is_alpha for s in c.subtree) for c in deps
        ):
            return _span_finding(
                "ellipsis", doc[t.left_edge.i if t.dep_ == "ROOT" else t.i : t.sent.end]
            )
    return None


def _verbless_fragment(doc: Doc) -> Finding | None:
    """A turn without a verb that leans on the last one: "how much?", "and for the enterprise
    plan?", "which model?", "any cheaper ones?". A verbless turn that names its topic is a
    query, not a gap ("opening hours of the Louvre?")."""
    words = [t for t in doc if t.is_alpha and t.pos_ != "INTJ"]
    if not words or any(t.pos_ in VERBAL for t in words):
        return None
    first = words[0].lower_
    opener = (
        first in lx.CONTINUATION_OPENERS
        or first in lx.ELLIPTIC_QUANTIFIERS
        or words[0].pos_ == "ADP"
        or any(t.lower_ in lx.WH_WORDS for t in words)
    )
    nouns = [t for t in words if t.pos_ in NOMINAL]
    if _has_name(doc) and first not in lx.CONTINUATION_OPENERS:
        return None
    if nouns and not opener:
        return None
    if not opener and len(words) == 1 and words[0].pos_ not in ("ADJ", "ADV"):
        return None
    return _span_finding("ellipsis", doc[words[0].i : words[-1].i + 1])


def _is_verbless(doc: Doc) -> bool:
    return not any(t.pos_ in VERBAL for t in doc)


def _bare_fragment(doc: Doc) -> Finding | None:
    """A verbless fragment with no noun ("how much?", "why?") or one hung on the previous turn
    by a connective or a preposition ("and for the enterprise plan?", "in what year?")."""
    if not _is_verbless(doc):
        return None
    first = next((t for t in doc if t.is_alpha and t.pos_ != "INTJ"), None)
    attached = first is not None and (
        first.lower_ in lx.CONTINUATION_OPENERS or first.pos_ == "ADP"
    )
    if not attached and any(t.pos_ in NOMINAL for t in doc):
        return None
    return _verbless_fragment(doc)


def _implicit_participant(doc: Doc) -> Finding | None:
    """A relational noun with nobody to relate to, or an existential with nothing to be in:
    "are there any side effects?", "what are common causes?", "is there a waiting list?".
    With "the" it is a definite description, with a possessor a pronoun or a name; here the
    turn holds no other noun that could fill the role."""
    nouns = _content_nouns(doc)
    if len(nouns) != 1 or _has_name(doc):
        return None
    noun = nouns[0]
    lemma = noun.lemma_.lower()
    compounds = [c for c in noun.lefts if c.dep_ == "compound"]
    phrase = " ".join([*(c.lemma_.lower() for c in compounds), lemma])
    relational = lemma in lx.RELATIONAL_NOUNS and (
        not compounds or phrase in lx.RELATIONAL_COMPOUNDS
    )
    existential = any(c.dep_ == "expl" for c in noun.head.children) and noun.dep_ in (
        "attr",
        "nsubj",
        "dobj",
    )
    if not (relational or existential) or noun.pos_ != "NOUN":
        return None
    if any(
        c.dep_ in ("det", "poss") and c.lower_ not in lx.ELLIPTIC_QUANTIFIERS | {"a", "an"}
        for c in noun.children
    ):
        return None
    if _restricted_after(noun):
        return None
    return _span_finding("ellipsis", doc[_np_left_edge(noun) : noun.i + 1], [lemma])


def _one_sided_comparison(doc: Doc) -> Finding | None:
    """ "how does the Pixel compare?", "what is the difference with diesel?": a comparison with
    one term in the turn and the other in an earlier one."""
    for t in doc:
        lemma = t.lemma_.lower()
        if lemma in ("difference", "similarity", "comparison") and t.pos_ == "NOUN":
            preps = {c.lower_ for c in t.children if c.dep_ == "prep"}
            if preps and preps <= {"with", "to", "from", "against"}:
                return _span_finding("ellipsis", doc[_np_left_edge(t) : t.right_edge.i + 1])
            continue
        if lemma not in lx.COMPARISON_VERBS and t.lower_.rstrip("s") not in lx.COMPARISON_VERBS:
            continue
        if any(x.is_alpha for x in doc[t.i + 1 : t.sent.end]):
            continue  # "compare to X", "compare X and Y": the second term is here
        before = doc[t.sent.start : t.i]
        if any(x.lower_ in ("and", "or", "between") or x.tag_ in ("NNS", "NNPS") for x in before):
            continue  # "how do X and Y compare?": both terms are here
        if any(x.lower_ in lx.PERSONAL_PRONOUNS | {"you", "i", "we"} for x in before):
            continue
        return _span_finding("ellipsis", doc[t.sent.start : t.sent.end])
    return None


def _headless_comparison(doc: Doc) -> Finding | None:
    """ "which is younger?", "the biggest", "which is the most delicious?": a comparison whose
    set of things compared is left to the earlier turns."""
    for t in doc:
        if t.pos_ != "ADJ" and t.tag_ not in ("JJS", "JJR", "RBR"):
            continue
        superlative = t.tag_ == "JJS" or any(c.lower_ == "most" for c in t.children)
        comparative = t.tag_ in ("JJR", "RBR") or any(c.lower_ == "more" for c in t.children)
        if superlative and any(c.dep_ == "det" and c.lower_ == "the" for c in t.children):
            named_class = any(
                c.dep_ in ("nsubj", "nsubjpass", "attr") and c.pos_ in NOMINAL and c.i != t.i
                for c in t.head.children
            )
            if (t.dep_ in ARGUMENT_DEPS or t.dep_ == "acomp") and not named_class:
                if not any(c.dep_ == "prep" and c.lower_ in ("of", "among") for c in t.children):
                    det = next(c for c in t.children if c.dep_ == "det")
                    return _span_finding("ellipsis", doc[det.i : t.i + 1])
        if comparative and t.dep_ in ("acomp", "attr") and t.lower_ not in ("more", "less"):
            subj = [c for c in t.head.children if c.dep_ in ("nsubj", "nsubjpass")]
            if (
                subj
                and subj[0].lower_ in ("which", "who", "what")
                and not any(x.lower_ == "than" for x in t.sent)
            ):
                return _span_finding("ellipsis", doc[subj[0].i : t.i + 1])
    return None


def _pro_one(doc: Doc) -> Finding | None:
    """ "a smart one", "important ones", "which one?": "one" standing in for an earlier noun."""
    for t in doc:
        if t.lower_ not in ("one", "ones") or t.pos_ not in ("NOUN", "PRON", "NUM"):
            continue
        if t.pos_ == "NUM" and not any(c.dep_ in ("det", "amod") for c in t.lefts):
            continue  # "one day": a number
        mods = [c for c in t.lefts if c.dep_ in ("det", "amod", "compound", "nmod")]
        if not mods and t.lower_ == "one":
            continue
        if any(
            m.lower_ in ("no", "every", "any") and t.lower_ == "one" and m.i == t.i - 1
            for m in mods
        ):
            continue  # "no one", "every one": people in general
        if any(c.dep_ == "prep" and c.lower_ == "of" for c in t.children):
            continue  # "one of the best": partitive with its own set
        left = min([m.left_edge.i for m in mods] + [t.i])
        return _span_finding("ellipsis", doc[left : t.i + 1])
    return None


def _pronominal_quantifier(doc: Doc) -> Finding | None:
    """ "are there any?", "how many are there?", "are there any related to X?": a quantifier
    whose noun is left to the earlier turns."""
    for t in doc:
        low = t.lower_
        if low not in lx.ELLIPTIC_QUANTIFIERS:
            continue
        if low in ("much", "more", "most", "less") and t.dep_ in ("advmod", "amod", "quantmod"):
            continue
        if (
            low in ("each", "one")
            and t.i + 1 < len(doc)
            and doc[t.i + 1].lower_ in ("other", "another")
        ):
            continue  # "each other": reciprocal
        if (
            t.i > 0
            and doc[t.i - 1].lower_ == "how"
            and any(
                c.dep_ in ("nsubj", "nsubjpass") and c.i != t.i for c in _clause_head(t).children
            )
        ):
            continue  # "how much is a typical round?": the amount of its own subject
        if low == "all" and t.i > 0 and doc[t.i - 1].lower_ == "at":
            continue
        if t.dep_ in ("preconj", "predet", "advmod", "npadvmod", "quantmod", "nummod"):
            continue
        if (
            t.dep_ in ("det", "amod")
            and t.head.pos_ in NOMINAL | {"NUM", "PRON"}
            and t.head.i > t.i
        ):
            continue
        if any(c.dep_ == "prep" and c.lower_ in ("of", "than", "about", "on") for c in t.children):
            continue  # "some of the songs", "more than 10"
        clause = _clause_head(t)
        if low in ("more", "much") and any(
            c.dep_ == "prep" and c.lower_ in ("about", "on", "regarding") for c in clause.children
        ):
            continue  # "tell me more about X"
        if low == "more" and clause.lemma_ in lx.TELLING_VERBS:
            continue
        return _span_finding("ellipsis", t)
    return None


def _eventive_gap(doc: Doc) -> Finding | None:
    """A question with no participant at all: "what happened then?", "was anyone hurt?",
    "who won in 1998?". Only wh-words, indefinites, dates and adverbs fill it."""
    words = [t for t in doc if t.is_alpha]
    if not words or not any(t.pos_ in VERBAL for t in words):
        return None
    if not (doc[-1].text.endswith("?") or words[0].lower_ in lx.WH_WORDS or words[0].pos_ == "AUX"):
        return None
    for t in words:
        if t.ent_type_ in TEMPORAL_ENTITIES or t.lower_ in lx.INDEFINITE_PRONOUNS:
            continue
        if t.pos_ in NOMINAL or (
            t.dep_ in ("nsubj", "nsubjpass", "dobj", "pobj")
            and t.pos_ not in ("PRON", "DET")
            and t.lower_ not in lx.WH_WORDS
        ):
            return None
        if (
            t.pos_ == "PRON"
            and t.lower_ not in lx.INDEFINITE_PRONOUNS
            and t.lower_ not in lx.WH_WORDS
        ):
            return None  # "how are you", "what should I do": about the speakers
        if t.pos_ == "ADJ" and t.dep_ in ("acomp", "attr") and t.head.lemma_ == "be":
            return None  # "what is new?": a predicate of its own
    root = next((t for t in words if t.pos_ in VERBAL), words[0])
    core = _sentence_core(root)
    return _span_finding("ellipsis", core)


def _classifier_without_complement(doc: Doc) -> Finding | None:
    """ "what kinds are there?", "which types does the store sell?": a classifier noun with no
    "of" saying what it classifies. With "the" this is a definite description instead."""
    for t in doc:
        if t.pos_ != "NOUN" or t.lemma_.lower() not in lx.CLASSIFIER_NOUNS:
            continue
        if any(
            c.dep_ in ("compound", "poss", "nmod") or (c.dep_ == "prep" and c.lower_ == "of")
            for c in t.children
        ):
            continue
        if t.i + 1 < len(doc) and doc[t.i + 1].lower_ == "of":
            continue
        if t.dep_ == "compound":
            continue
        dets = [c for c in t.lefts if c.dep_ == "det"]
        if not dets or dets[0].lower_ not in lx.WH_WORDS | {"any", "other", "some", "different"}:
            continue
        return _span_finding("ellipsis", doc[dets[0].i : t.i + 1])
    return None


def _discourse_reference(doc: Doc) -> Finding | None:
    """ "which country are we talking about?", "as you said": the conversation itself is named
    as where the referent is."""
    for t in doc:
        if t.pos_ == "VERB" and _is_discourse_clause(t):
            if t.dep_ in ("relcl", "acl"):
                continue  # the noun it restricts is reported as a definite description
            return _span_finding(
                "ellipsis", doc[t.sent.start : t.sent.end] if t.sent.start == 0 else t.sent
            )
    return None


def _other_else(doc: Doc) -> Finding | None:
    """ "anything else?", "any other side effects?", "who else was involved?": "other/else/
    another" without a named topic or an explicit contrast ("besides", "than") in the turn."""
    if _has_name(doc) or any(
        t.lower_ in ("than", "besides", "except", "apart", "aside") for t in doc
    ):
        return None
    for t in doc:
        low = t.lower_
        if low not in lx.OTHER_WORDS:
            continue
        if t.i > 0 and doc[t.i - 1].lower_ in ("each", "one", "the"):
            continue  # reciprocals; "the other" is an ordinal
        if low == "else":
            left = t.i - 1 if t.i > 0 and doc[t.i - 1].is_alpha else t.i
            return _span_finding("ellipsis", doc[left : t.i + 1])
        head = (
            t.head if t.dep_ in ("amod", "det") and t.head.pos_ in NOMINAL and t.head.i > t.i else t
        )
        dets = [c for c in head.lefts if c.dep_ == "det" and c.i < t.i]
        left = dets[0].i if dets else t.i
        return _span_finding(
            "ellipsis", doc[left : head.i + 1], [head.lemma_.lower()] if head.i != t.i else []
        )
    return None


STRONG_ELLIPSIS: tuple[Callable[[Doc], Finding | None], ...] = (
    _what_about,
    _correction,
    _discourse_reference,
    _bare_telling,
    _bare_fragment,
    _headless_comparison,
    _pro_one,
    _pronominal_quantifier,
    _classifier_without_complement,
    _eventive_gap,
    _implicit_participant,
    _one_sided_comparison,
)
# Gaps that give way to a definite description in the same turn ("any survivors after the
# crash?": the crash is what the turn leans on).
WEAK_ELLIPSIS: tuple[Callable[[Doc], Finding | None], ...] = (_verbless_fragment,)


def find_ellipsis(doc: Doc) -> Finding | None:
    """Fragments and missing arguments that only the earlier turns can complete."""
    found = [f for rule in STRONG_ELLIPSIS if (f := rule(doc)) is not None]
    return min(found, key=lambda f: f.start) if found else None


# --- 5. definite description ----------------------------------------------------------------


def find_definite_description(
    doc: Doc, context_words: Collection[str] = (), name_words: Collection[str] = ()
) -> Finding | None:
    """ "the company", "the accident", "the founding members": a definite noun phrase that
    nothing inside the turn restricts, that is not a name, and that is not unique anyway.

    A compound head ("the stock market") is often a term that stands alone, so it counts only
    when one of its words was used earlier in the conversation (``context_words``, stemmed).
    A phrase whose words were all capitalized earlier (``name_words``: "Chicago Cubs") is a
    name typed in lower case ("the cubs"), and names stand alone. A lone singular noun is
    not taken for a name that way: "the pledge" after "Taxpayer Protection Pledge" is a
    description that leans on the name.
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
        keys = [lemma] + [m.lemma_.lower() for m in mods if m.pos_ in ("NOUN", "ADJ")]
        return _span_finding("definite_description", doc[t.i : head.i + 1], keys)
    return None


def find_reference(
    doc: Doc, context_words: Collection[str] = (), name_words: Collection[str] = ()
) -> Finding | None:
    """The referring expression that decides the turn's pattern, or None if it stands alone.

    Patterns are tried in the partition order; "other/else" alone is the weakest ellipsis and
    gives way to a definite description in the same turn.
    """
    for finder in (find_ordinal, find_demonstrative, find_pronoun, find_ellipsis):
        found = finder(doc)
        if found is not None:
            return found
    found = find_definite_description(doc, context_words, name_words)
    if found is not None:
        return found
    for rule in (*WEAK_ELLIPSIS, _other_else):
        found = rule(doc)
        if found is not None:
            return found
    return None
