"""Word-level tests the person recognizers share: gazetteer names, places, product casing.

Plain functions over the frozen lexicon (``lexicon.py``) and spaCy tokens; ``people.py`` and
``people_runs.py`` both read them, and ``people.py`` re-exports the public ones.
"""

from __future__ import annotations

from functools import cache

import regex as re

from curation.pii import lexicon as lx

_ASCII_WORD = re.compile(r"[a-z]+")

# spaCy labels under which a gazetteer name may still be a person (the small model often calls
# people ORG); under GPE/LOC only names that are no English word and no known place.
ORGLIKE_ENTS = frozenset("ORG NORP PRODUCT EVENT WORK_OF_ART FAC LAW LANGUAGE".split())
PLACE_ENTS = frozenset("GPE LOC".split())
NEVER_NAME_ENTS = frozenset("DATE TIME MONEY QUANTITY PERCENT CARDINAL ORDINAL".split())
DETERMINERS = frozenset("the a an this that these those".split())
# Verbs whose subject is almost always a person.
HUMAN_VERBS = frozenset(
    "live say tell ask reply answer want think feel spend marry sing write remember believe "
    "know like love hate hope wish laugh cry smile meet visit travel listen agree complain "
    "explain promise decide forget learn study graduate retire die bear".split()
)
# Capitals inside a word mark a product ("JavaScript", "FedRAMP"), not a name, unless a prefix
# explains them ("McDonald", "DeShawn", "O'Brien").
PRODUCT_CASE = re.compile(r"\p{Ll}\p{Lu}")
NAME_PREFIX = re.compile(r"^(?:Mc|Mac|O['’]|D['’]|De|Di|Da|Du|La|Le|Van|Von|St|Fitz)\p{Lu}")


def modifies_common_noun(tok) -> bool:
    """A token used as a modifier of a lower-case common noun ("Chelsea" in "Chelsea boots")."""
    head = tok.head
    previous = tok.doc[tok.i - 1] if tok.i > 0 else None
    return (
        tok.dep_ in ("compound", "amod", "nmod")
        and head.i == tok.i + 1
        and head.pos_ == "NOUN"
        and head.text.islower()
        and not (previous is not None and previous.pos_ == "PROPN" and previous.text[:1].isupper())
    )


def phrase_modifies_common_noun(doc, start: int, end: int, coordinated: bool = True) -> bool:
    """Whether the words at [start, end) of a parsed ``doc`` modify the lower-case common noun
    or the acronym right after them, or after a chain of lower-case nouns ("Kubernetes
    manifests", "Jetson Orin developer kit", "Yocto board support packages",
    "Microsoft Entra ID", "Dolby Atmos passthrough"): a product or a technology named as a
    modifier. A surname last ("the Moreau household") or a capitalised proper noun before the
    words (the phrase goes on to the left) keeps it open."""
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None or len(span) == 0:
        return False
    if coordinated and _coordinated_modifier(doc, span[-1].i):
        return True
    last = span[-1]
    head = last.head
    if last.dep_ not in ("compound", "amod", "nmod") or head.i <= last.i:
        return False
    # the head may sit past a chain of lower-case compound nouns ("Scarthgap board support
    # packages"), which the parser hangs on the same head; English compounds only: the parser
    # hangs words of other scripts on anything
    between = doc[last.i + 1 : head.i]
    if between and not (
        _ASCII_WORD.fullmatch(head.text)
        and all(
            t.pos_ == "NUM" or (t.pos_ in ("NOUN", "PROPN") and _ASCII_WORD.fullmatch(t.text))
            for t in between
        )
    ):
        return False
    acronym = head.is_alpha and head.text.isupper() and len(head.text) >= 2
    if not (acronym or (head.pos_ == "NOUN" and head.text.islower())):
        return False
    if lx.fold(last.text) in lx.gazetteer_surnames():
        return False
    previous = doc[span.start - 1] if span.start > 0 else None
    return not (previous is not None and previous.pos_ == "PROPN" and previous.text[:1].isupper())


def _coordinated_modifier(doc, i: int) -> bool:
    """Whether token ``i`` is followed by "and" / "or" and a capitalised run that modifies a
    lower-case noun ("Yocto and Debian 12 board support packages"): coordinated modifiers share
    their head, so the first is a product too."""
    if i + 2 >= len(doc) or doc[i + 1].lower_ not in ("and", "or", "&"):
        return False
    j = i + 2
    while j < len(doc) and doc[j].pos_ == "PROPN" and doc[j].text[:1].isupper():
        j += 1
    if j == i + 2:
        return False
    end = doc[j - 1].idx + len(doc[j - 1].text)
    return phrase_modifies_common_noun(doc, doc[i + 2].idx, end, coordinated=False)


def is_first_name(word: str) -> bool:
    return lx.fold(word) in lx.gazetteer_first_names()


def is_gazetteer_name(word: str) -> bool:
    folded = lx.fold(word)
    return folded in lx.gazetteer_first_names() or folded in lx.gazetteer_surnames()


def is_big_place(word: str) -> bool:
    """A country, a state or region, or a big city that is no first name ("Sofia", "Victoria"
    and "Georgia" are people as often as places)."""
    folded = lx.fold(word)
    return (folded in lx.COUNTRIES or folded in lx.REGIONS) and not is_first_name(word)


def is_place(word: str) -> bool:
    """A country, a state or region, a big city, or a city of the surrogate city list."""
    folded = lx.fold(word)
    return folded in lx.COUNTRIES or folded in lx.REGIONS or folded in _city_keys()


@cache
def _city_keys() -> frozenset[str]:
    return frozenset(lx.fold(c) for c in lx.city_pool())
