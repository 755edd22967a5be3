"""Ellipsis: fragments and missing arguments that only the earlier turns can complete.

``find_ellipsis`` tries the strong rules (``STRONG_ELLIPSIS``) and returns the earliest finding;
``WEAK_ELLIPSIS`` and ``_other_else`` give way to a definite description in ``rules.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from spacy.tokens import Doc, Span, Token

from . import lexicon as lx
from .syntax import (
    ARGUMENT_DEPS,
    NOMINAL,
    TEMPORAL_ENTITIES,
    VERBAL,
    Finding,
    _clause_head,
    _content_nouns,
    _has_name,
    _is_discourse_clause,
    _np_left_edge,
    _restricted_after,
    _span_finding,
)
from .topic import zipf

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


# An adjective at least this frequent (wordfreq Zipf) is an everyday judgement ("popular",
# "common", "important", "typical"), not a term-forming one ("renewable", "subatomic").
EVALUATIVE_ZIPF = 4.5
BARE_QUESTION_MAX_WORDS = 6


def _bare_evaluative_plural(doc: Doc) -> Finding | None:
    """ "what are popular hiking trails?", "what are common types?": a short wh-question about a
    bare plural judged by an everyday adjective, with no complement, name or determiner to say
    where or of what. The where is the earlier turns' topic."""
    words = [t for t in doc if t.is_alpha]
    if not words or len(words) > BARE_QUESTION_MAX_WORDS or words[0].lower_ not in lx.WH_WORDS:
        return None
    if _has_name(doc):
        return None
    for t in doc:
        if t.tag_ != "NNS" or t.dep_ not in ("attr", "nsubj", "nsubjpass"):
            continue
        if any(c.dep_ in ("det", "poss", "prep", "relcl", "acl", "compound") for c in t.children):
            continue
        adjs = [c for c in t.lefts if c.dep_ == "amod" and c.pos_ == "ADJ"]
        if adjs and all(zipf(a.lower_) >= EVALUATIVE_ZIPF for a in adjs):
            return _span_finding("ellipsis", doc[adjs[0].i : t.i + 1], [t.lemma_.lower()])
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
    _bare_evaluative_plural,
)
# Gaps that give way to a definite description in the same turn ("any survivors after the
# crash?": the crash is what the turn leans on).
WEAK_ELLIPSIS: tuple[Callable[[Doc], Finding | None], ...] = (_verbless_fragment,)


def find_ellipsis(doc: Doc, *, own_topic: bool = False) -> Finding | None:
    """Fragments and missing arguments that only the earlier turns can complete.

    ``own_topic`` (``topic.names_its_topic``): the turn brings its own nouns, so a classifier
    ("which variety should I plant?") has its complement in the turn itself.
    """
    rules = STRONG_ELLIPSIS
    if own_topic:
        rules = tuple(r for r in rules if r is not _classifier_without_complement)
    found = [f for rule in rules if (f := rule(doc)) is not None]
    return min(found, key=lambda f: f.start) if found else None
