"""Names read off spaCy's tokens: gazetteer runs, subjects of human verbs, coordinated names.

Plain functions over a parsed ``Doc``; ``NameCueRecognizer`` (``people.py``) calls
``token_names`` with its own ``common`` test (an English word?) and stop words. Each returns
(start, end, score) character spans.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

import regex as re

from curation.pii.people_words import (
    DETERMINERS,
    HUMAN_VERBS,
    NEVER_NAME_ENTS,
    ORGLIKE_ENTS,
    PLACE_ENTS,
    is_big_place,
    is_first_name,
    is_gazetteer_name,
    is_place,
    modifies_common_noun,
)

Span = tuple[int, int, float]


def token_names(doc, common: Callable[[str], bool], stop_words: Collection[str]) -> list[Span]:
    """Every token-level name: gazetteer runs, then subjects, then names listed with those."""
    label = {}
    for ent in getattr(doc, "ents", ()):
        for i in range(ent.start, ent.end):
            label[i] = ent.label_
    spans = gazetteer_runs(doc, label, common, stop_words)
    spans += subjects(doc, label, common, stop_words)
    return spans + coordinated(doc, spans, label, common)


def _title_phrase(doc, tok, common: Callable[[str], bool]) -> bool:
    """An English word ending a Title Case phrase of English words ("Secretly Love") or a
    capitalised phrase after an article ("The Princess Royal"): a headline or a title."""
    before = doc[tok.i - 1] if tok.i > 0 else None
    chain = tok.i  # the first of the capitalised words that end here
    while chain > 0 and doc[chain - 1].is_alpha and doc[chain - 1].text[:1].isupper():
        chain -= 1
    return (
        (
            before is not None
            and before.text[:1].isupper()
            and before.is_alpha
            and common(before.text)
            and not is_first_name(before.text)
            and not before.is_sent_start
        )
        or (chain < tok.i and doc[chain].lower_ in DETERMINERS)
        or (chain > 0 and doc[chain - 1].lower_ in DETERMINERS)
    )


def _seeds_run(doc, tok, ent, common: Callable[[str], bool]) -> bool:
    """Whether a name-like token that is a gazetteer name starts (or joins) a name run."""
    text = tok.text
    if modifies_common_noun(tok):
        return False
    is_common = common(text)
    proper = tok.pos_ == "PROPN"
    # an English word that is only a surname ("Love", "Royal") never starts a run
    seedable = not is_common or is_first_name(text)
    title_phrase = is_common and _title_phrase(doc, tok, common)
    if ent in PLACE_ENTS:
        return not is_common and not is_place(text)
    if ent in ORGLIKE_ENTS:
        return proper and seedable and not title_phrase
    if not is_common:
        return seedable
    # an English word that is also a first name ("Server", "Grace") at the start of a sentence
    # needs a surname after it or the NER's agreement
    before = doc[tok.i - 1] if tok.i > 0 else None
    nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    full_name = nxt is not None and nxt.pos_ == "PROPN" and nxt.text[:1].isupper()
    previous = before.lower_ if before is not None else ""
    return (
        seedable
        and proper
        and previous not in DETERMINERS
        and not title_phrase
        and (not tok.is_sent_start or full_name or ent == "PERSON")
    )


def gazetteer_runs(
    doc, label: dict, common: Callable[[str], bool], stop_words: Collection[str]
) -> list[Span]:
    """Runs of capitalised proper-noun tokens that hold at least one gazetteer name."""
    spans: list[Span] = []
    run: list = []
    has_name = False

    def flush():
        if run and has_name:
            spans.append((run[0].idx, run[-1].idx + len(run[-1].text), 0.6))

    for tok in doc:
        text = tok.text
        ent = label.get(tok.i)
        name_like = (
            ent not in NEVER_NAME_ENTS
            and not is_big_place(text)
            and text[:1].isupper()
            and not (text.isupper() and len(text) > 1)
            and text.isalpha()
            and text.casefold() not in stop_words
        )
        is_gaz = name_like and is_gazetteer_name(text) and _seeds_run(doc, tok, ent, common)
        continues = (
            name_like
            and (tok.pos_ == "PROPN" or is_gaz or not common(text))
            and not tok.is_sent_start
        )
        initial = bool(run) and (
            re.fullmatch(r"\p{Lu}\.", text) is not None
            or (re.fullmatch(r"\p{Lu}", text) is not None and text not in ("I", "A"))
        )
        if is_gaz or (run and (continues or initial)):
            run.append(tok)
            has_name = has_name or is_gaz
        else:
            flush()
            run, has_name = [], False
    flush()
    return spans


def subjects(
    doc, label: dict, common: Callable[[str], bool], stop_words: Collection[str]
) -> list[Span]:
    """An unknown capitalised word that is the subject of a verb people do ("Trivo lives
    on ...", "Quionia is from ...")."""
    found = []
    for tok in doc:
        if tok.dep_ != "nsubj" or tok.pos_ not in ("PROPN", "NOUN"):
            continue
        text = tok.text
        if not (text[:1].isupper() and text.isalpha() and not text.isupper()):
            continue
        if text.casefold() in stop_words or is_place(text):
            continue
        if common(text) and not is_first_name(text):
            continue
        if label.get(tok.i) in NEVER_NAME_ENTS:
            continue
        head = tok.head
        from_clause = head.lemma_ == "be" and any(
            c.dep_ == "prep" and c.lower_ == "from" for c in head.children
        )
        if head.lemma_ in HUMAN_VERBS or from_clause:
            found.append((tok.idx, tok.idx + len(text), 0.55))
    return found


def coordinated(doc, spans: list[Span], label: dict, common: Callable[[str], bool]) -> list[Span]:
    """Proper nouns listed with a person ("Kónya, Becker and Vasquez") are people too."""
    seeds = {t.i for t in doc if label.get(t.i) == "PERSON"}
    for start, end, _ in spans:
        seeds.update(t.i for t in doc if start <= t.idx < end)
    found = []
    for _ in range(2):
        added = False
        for tok in doc:
            if tok.i in seeds or tok.pos_ != "PROPN" or not tok.text[:1].isupper():
                continue
            if not tok.is_alpha or tok.text.isupper():
                continue
            if common(tok.text) and not is_gazetteer_name(tok.text):
                continue
            if label.get(tok.i) in NEVER_NAME_ENTS or is_place(tok.text):
                continue
            linked = (tok.dep_ in ("conj", "appos") and tok.head.i in seeds) or any(
                c.dep_ in ("conj", "appos") and c.i in seeds for c in tok.children
            )
            if linked:
                seeds.add(tok.i)
                found.append((tok.idx, tok.idx + len(tok.text), 0.55))
                added = True
        if not added:
            break
    return found
