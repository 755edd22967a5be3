"""Logins glued from a name with no separator: "pkarlsson" (an initial and a surname),
"mariat" (a given name and an initial), "horvathfe" (a surname and the start of the given name).

``handles`` and ``usernames`` find such a login; the name mapper then needs its parts, so the
surrogate is glued the same way from name surrogates ("pkarlsson" -> "tbergmann"), a login still
and the same near-duplicate of its owner's name, not a first name that stands for the whole
("emanuelly").

Plain Python: ``split_login(value, known)`` gives the parts and their roles, or None;
``glue(parts, initial, token)`` the surrogate from the mapper's initial and token surrogates.
"""

from __future__ import annotations

from collections.abc import Callable

import regex as re

from curation.pii import lexicon as lx

_LOWER = re.compile(r"\p{Ll}{5,}")
# Letters at least in the name part of a glued login.
_MIN_NAME = 4
# A surname of a login that keeps only the start of the given name ("horvathfe") is this long.
_MIN_SURNAME_HEAD = 6


def split_login(value: str, known: set[str]) -> list[tuple[str, str]] | None:
    """[(piece, role)] with roles ``initial``, ``given``, ``surname`` for a lower-case token of
    five letters or more glued from a name, or None. ``known`` holds the folded name tokens the
    case already maps: a known token and an initial split first ("jmoreau" beside Jules Moreau);
    else an initial and a gazetteer surname ("pkarlsson"), a gazetteer first name and an initial
    ("mariat"), a gazetteer surname and one or two letters ("horvathfe"). A token that is itself
    a name of the gazetteers ("juliet", "karlsson") is a name, not a login."""
    if not _LOWER.fullmatch(value):
        return None
    folded = lx.fold(value)
    if folded in known or folded in lx.gazetteer_first_names() or folded in lx.gazetteer_surnames():
        return None
    head, tail = folded[:1], folded[1:]
    if tail in known or tail in lx.gazetteer_surnames() and len(tail) >= _MIN_NAME:
        return [(value[:1], "initial"), (value[1:], "surname")]
    head, tail = folded[:-1], folded[-1:]
    if head in known or head in lx.gazetteer_first_names() and len(head) >= _MIN_NAME:
        return [(value[:-1], "given"), (value[-1:], "initial")]
    n = surname_start(folded)
    if n is not None:
        return [(value[:-n], "surname"), (value[-n:], "initial")]
    return None


def surname_start(folded: str) -> int | None:
    """How many letters of the given name follow a gazetteer surname of six letters or more in
    the folded token ``folded`` ("horvathfe" -> 2), one or two; None if it is no such login."""
    for n in (1, 2):
        head = folded[:-n]
        if len(head) >= _MIN_SURNAME_HEAD and head in lx.gazetteer_surnames():
            return n
    return None


def glue(
    parts: list[tuple[str, str]],
    initial: Callable[[str, str | None], str],
    token: Callable[[str, str], str],
) -> str:
    """The login glued again, in lower case, from the surrogates of its parts: ``initial(letter,
    family)`` for an initial (of the case's person of that family, if any), ``token(piece,
    role)`` for a name."""
    family = next((lx.fold(p) for p, role in parts if role == "surname"), None)
    return "".join(
        initial(p, family) if role == "initial" else token(p, role) for p, role in parts
    ).lower()
