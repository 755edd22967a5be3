"""Usernames built from a person's name in running text: "Code 482913 for wanda_clayton85",
"login of christopher.wilson36 failed", "ticket from diana-plavuchova".

``handles.py`` reads a handle where systems write who did something (``user=``, ``@``, a chat
speaker). A username also turns up with no such key: a one-time code sent "for" it, a list of
accounts. There its shape is what marks it: two or three name pieces joined by ``_ . -``,
perhaps digits after ("brianna_holden57"), or pieces of a known name glued together. Such a
token is a person on one of these signals:

- ``name_handles``: its pieces, ASCII-folded, are the given and family name of a person the
  case already holds ("Brianna Holden" found in a record, "brianna_holden57" in a text
  message), in either order. The same evidence as an e-mail local part that spells a known
  name (``names.NameMapper.email``);
- ``gazetteer_handles``: with no one in the case to match, a first name then a surname of the
  gazetteers ("wanda_clayton85"), where the shape is unlike code: digits after the name, or
  an underscore between two pieces none of which is a very common English word (``user_id``,
  ``max_retries``, ``grace_period``, ``mark_price`` stay: code and docs name things that way).

- ``year_tailed``: one lower-case word and two digits ("katarina88", "thabo91"), when the word
  is a gazetteer first name or no word of wordfreq's lists ("python39" stays);
- ``glued_handles``: one lower-case token glued from a person of the case ("jmuiruri" for
  Joyce Muiruri, "emilyi" for Emily Irungu, "bkarpenko", "wambuibelinda"), no English word;
  its surrogate is glued the same way from the person's surrogates ("kbauer").

Plain Python over a text; all give (start, end) spans. The surrogate is built by the name
mapper from the person's surrogate in the same shape (separator, case and digits kept), so
"Brianna Holden" and "brianna_holden57" stay near-duplicates after replacement.
"""

from __future__ import annotations

from collections.abc import Iterable

import regex as re

from curation.pii import lexicon as lx
from curation.pii.handles import ROLE_WORDS
from curation.pii.names import display_token
from curation.pii.people_words import is_first_name

# Two or three letter pieces joined by one of ``_ . -`` (the same one throughout), then up to
# four digits. Not part of a path, an address, a URL, a key or a dotted attribute chain. The
# span is the letters: the digits stay as they are ("panfilo_deegan57"), as a person span
# holds no digit (``span_clean``), and are no name.
_USERNAME = re.compile(
    r"(?<![\p{L}\p{M}\d_.@/\\#:=$%+-])"
    r"(?P<h>\p{L}[\p{L}\p{M}]+(?P<sep>[._-])\p{L}[\p{L}\p{M}]+(?:(?P=sep)\p{L}[\p{L}\p{M}]+)?)"
    r"(?P<digits>\d{0,4})"
    r"(?![\p{L}\p{M}\d_@/\\(\[-]|\.[\p{L}\d])"
)
_PIECE = re.compile(r"[\p{L}\p{M}]+")
# English Zipf frequency from which a piece reads as a word rather than a name. Gazetteers of
# many locales hold English words ("unique", "fields", "author", "link"), and wordfreq ranks
# common names as high as common words (wilson 4.5, fields 4.6, link 5.0), so a username without
# digits must be made of rare words (wanda 3.3, clayton 3.7: "wanda_clayton"), and one with
# digits, the login shape, of none as common as "fields" ("unique_fields2" stays).
_COMMON_ZIPF = 4.6
_RARE_ZIPF = 4.0


def _candidates(text: str):
    for m in _USERNAME.finditer(text):
        handle = m.group("h")
        # one case throughout: "brianna_holden", "Brianna_Holden", "BRIANNA_HOLDEN"; mixed
        # case ("maxRetries_total", "Foo.barBaz") is code
        pieces = _PIECE.findall(handle)
        if not all(p.islower() or p.isupper() or p.istitle() for p in pieces):
            continue
        yield m, [lx.fold(p) for p in pieces]


def name_handles(text: str, people: Iterable[tuple[tuple[str, ...], str]]) -> list[tuple[int, int]]:
    """(start, end) of each username whose pieces are a known person's given and family name.

    ``people`` are (folded given names, folded family name) pairs, as the name mapper keeps
    them. A handle matches "given family" or "family given", with all or the first of the
    given names ("anna_maria_lind", "anna_lind", "lind.anna"), or the first given name and the
    first part of a double surname ("quinn_small" for Quinn Small-Jackson)."""
    wanted: set[tuple[str, ...]] = set()
    for given, family in people:
        if not given or len(family) < 2:
            continue
        for names in {given, given[:1]}:
            wanted.add((*names, family))
            wanted.add((family, *names))
        # the first given name and one other word of the name: "quinn_small" for Quinn
        # Small-Jackson, whose double surname the handle shortens
        for other in given[1:]:
            wanted.add((given[0], other))
    if not wanted:
        return []
    return [m.span("h") for m, folded in _candidates(text) if tuple(folded) in wanted]


def gazetteer_handles(text: str) -> list[tuple[int, int]]:
    """(start, end) of each username that is a gazetteer first name then a gazetteer surname,
    written as a username rather than as code (see the module docstring)."""
    out = []
    for m, folded in _candidates(text):
        if len(folded) != 2 or m.group("sep") == "." and not m.group("digits"):
            continue  # "anna.lind" without digits is as often a host or an attribute
        first, last = folded
        if len(first) < 3 or len(last) < 3 or first in ROLE_WORDS or last in ROLE_WORDS:
            continue
        if not (is_first_name(first) and last in lx.gazetteer_surnames()):
            continue
        if m.group("sep") == "-" and not m.group("h").islower():
            continue  # "Anna-Lena", "Général-Dufour": a name or street written out, not a login
        common = max(lx.zipf(first), lx.zipf(last))
        if common < (_COMMON_ZIPF if m.group("digits") else _RARE_ZIPF):
            out.append(m.span("h"))
    return out


# A login glued from a person's name: "jmuiruri", "emilyi", "bkarpenko2". Lower case, alone
# or after "@", not part of an address, a path or a dotted name.
_GLUED = re.compile(
    r"(?<![\p{L}\p{M}\d_.@/\\#:=$%+-]|[\p{L}\d]@)@?(?P<h>\p{Ll}{4,24})\d{0,4}"
    r"(?![\p{L}\p{M}\d_@/\\(\[-]|\.[\p{L}\d])"
)
# Zipf frequency from which a glued token reads as an English word ("marks" for Mark S.).
_GLUED_WORD_ZIPF = 2.5
# Letters a name part needs before an initial is glued to it ("emily" + "i").
_GLUED_MIN_PART = 4


def _glued_forms(names) -> dict[str, tuple]:
    """Each glued login of the case's people -> the name parts it is made of, as ((folded
    name, role), written as its initial only): initial + surname, surname + initial, first name +
    initial of the surname, first name + surname and surname + first name."""
    forms: dict[str, tuple] = {}
    for given, family in names.people:
        # each given name: a middle name may be the one used, or a word read into the name
        for first in given[:3]:
            if _plain(family) and _plain(first):
                _add_forms(forms, first, family)
    return forms


def _add_forms(forms: dict[str, tuple], first: str, family: str) -> None:
    """The glued logins of one first name and family name (see ``_glued_forms``)."""
    g, f = (first, "given"), (family, "surname")
    candidates = [((g, False), (f, False)), ((f, False), (g, False))]
    if len(family) >= _GLUED_MIN_PART:
        candidates += [((g, True), (f, False)), ((f, False), (g, True))]
    if len(first) >= _GLUED_MIN_PART:
        candidates.append(((g, False), (f, True)))
    for parts in candidates:
        glued = "".join(n[0] if initial else n for (n, _), initial in parts)
        forms.setdefault(glued, parts)


def _plain(folded: str) -> bool:
    return folded.isascii() and folded.isalpha()


def glued_handles(text: str, names) -> list[tuple[int, int]]:
    """(start, end) of each glued login of a person of the case (``_glued_forms``); each gets
    a surrogate glued the same way from the person's surrogate ("jmuiruri" -> "kbauer" for
    Joyce Muiruri -> Kate Bauer), set in ``names`` (a ``names.NameMapper``)."""
    forms = _glued_forms(names)
    if not forms:
        return []
    out = []
    for m in _GLUED.finditer(text):
        handle = m.group("h")
        parts = forms.get(handle)
        if parts is None or lx.zipf(handle) >= _GLUED_WORD_ZIPF and not is_first_name(handle):
            continue
        if _alias_glued(names, handle, parts):
            out.append(m.span("h"))
    return out


def _alias_glued(names, handle: str, parts) -> bool:
    """Give the token ``handle`` the surrogate its ``parts`` spell from their own surrogates;
    False when a part has none."""
    if names.get(handle) is not None:
        return True
    pieces = []
    for (name, role), initial in parts:
        # a romanised name ("ghazinyan" of "Ղազինյան") may have no surrogate yet
        surrogate = names.get(name) or names.token(display_token(name), names.roles.get(name, role))
        folded = lx.fold(surrogate)
        pieces.append(folded[:1] if initial else folded)
    names.alias(handle, display_token("".join(pieces)))
    return True


# A login of a first name and a short tail, or an initial and a surname, with a separator:
# "nicole_f23", "eko.wib", "j.okafor". The tail of three letters at most is an abbreviation
# or an initial, which is what a handle holds and a dotted code name ("trace_id") rarely pairs
# with a first name.
_SHORT_TAILED = re.compile(
    r"(?<![\p{L}\p{M}\d_.@/\\#:=$%+-])(?:(?P<first>\p{Ll}{3,})[._](?P<tail>\p{Ll}{1,3})"
    r"|(?P<initial>\p{Ll})[._](?P<surname>\p{Ll}{3,}))(?P<digits>\d{0,4})"
    r"(?![\p{L}\p{M}\d_@/\\(\[-]|\.[\p{L}\d])"
)
# English Zipf under which a first name reads as a name rather than a word in a handle without
# digits ("trace_id": trace 4.2; "nicole", "connor" 4.0 and less); with digits the login shape
# is evidence enough, up to ``_COMMON_ZIPF``.
_NAME_PIECE_ZIPF = 4.0


def short_handles(text: str) -> list[tuple[int, int]]:
    """(start, end) of each login of a gazetteer first name and a short tail ("nicole_f23",
    "eko.wib") or of an initial and a gazetteer surname with a separator ("j.okafor"); no
    English word, no role word. The digits after are no name and stay out of the span. An
    initial glued to a surname with no separator ("tfitzgerald") is read only in an actor's
    place (``handles.actor_logins``): in running text, words of languages wordfreq does not
    list split the same way ("mchana", m + Chana)."""
    out = []
    for m in _SHORT_TAILED.finditer(text):
        if m.group("first"):
            first = lx.fold(m.group("first"))
            ceiling = _COMMON_ZIPF if m.group("digits") else _NAME_PIECE_ZIPF
            if first in ROLE_WORDS or not is_first_name(first) or lx.zipf(first) >= ceiling:
                continue
        else:
            surname = lx.fold(m.group("surname"))
            if surname in ROLE_WORDS or surname not in lx.gazetteer_surnames():
                continue
            if lx.zipf(surname) >= _COMMON_ZIPF:
                continue
        out.append((m.start(), m.end() - len(m.group("digits"))))
    return out


# A login of one word and two digits, a year of birth or a count ("katarina88", "thabo91"):
# lower case, the word four letters or more. Not part of a path, an address, a key or a version.
_YEAR_TAILED = re.compile(
    r"(?<![\p{L}\p{M}\d_.@/\\#:=$%+-])(?P<word>\p{Ll}{4,})\d{2}(?![\p{L}\p{M}\d_@/\\(\[-]|\.[\p{L}\d])"
)
# Zipf (English and the best of wordfreq's lists) under which the word is no word at all: a name
# no gazetteer holds ("thabo" 2.5, "marietjie"); "ubuntu22", "python39", "covid19" stay.
_NO_WORD_ZIPF = 3.0


def year_tailed(text: str) -> list[tuple[int, int]]:
    """(start, end) of the word of each login of a word and two digits whose word is a
    gazetteer first name short of ``_COMMON_ZIPF`` ("katarina88", "lucy98") or no word of
    wordfreq's lists ("thabo91"); no role word. The digits stay."""
    out = []
    for m in _YEAR_TAILED.finditer(text):
        word = lx.fold(m.group("word"))
        if word in ROLE_WORDS or word in lx.stop_words():
            continue
        if is_first_name(word):
            named = lx.zipf(word) < _COMMON_ZIPF
        else:
            named = max(lx.zipf(word), lx.best_zipf(word)) < _NO_WORD_ZIPF
        if named:
            out.append(m.span("word"))
    return out


# Words joined by underscores inside a longer token, as file names join them
# ("death_certificate_Heng_Sophea.pdf", "contacts_Ana_Lima.csv"): each run of letters
_UNDERSCORED = re.compile(r"[\p{L}\p{M}\d]+(?:_[\p{L}\p{M}\d]+)+")


def filed_names(text: str, people: Iterable[tuple[tuple[str, ...], str]]) -> list[tuple[int, int]]:
    """(start, end) of a known person's given and family name side by side, in either order,
    among the underscore-joined words of a file name or identifier ("..._Heng_Sophea.pdf" for
    Heng Sophea); a name the case knows, so the words around it need not be names.
    ``participants.find_underscored_names`` reads such names without knowing the case, from
    the gazetteers; this one serves the case's own people, whatever the lists hold."""
    pairs = set()
    for given, family in people:
        if given and len(family) >= 2 and len(given[0]) >= 2:
            pairs.update({(given[0], family), (family, given[0])})
    if not pairs:
        return []
    out = []
    for m in _UNDERSCORED.finditer(text):
        pieces = list(re.finditer(r"[^_]+", m.group()))
        for a, b in zip(pieces, pieces[1:], strict=False):
            if (lx.fold(a.group()), lx.fold(b.group())) in pairs:
                out.append((m.start() + a.start(), m.start() + b.end()))
    return out
