"""Which values found in one text of a case are looked for in its other texts, and how.

``Pseudonymizer`` replaces, in every text of a case, each occurrence of an original the case
already knows, so a value the detector found in one field is replaced where it went unseen
(a postcode in a form, a name in a CSV cell). This module holds the rules it applies:

- ``propagated``: postal codes count when they have four digits or more and are no year
  (alone, "2024" is more often a date than a postcode); the postal code inside a known
  address counts too (``address_codes``), so "[plz] 16095" is replaced once "Hauptstraße 4,
  16095 Berlin" was found; locations never do; the street part of a known address counts
  too (``address_heads``), so a chat's "Hauptstraße 4" is the record's "Hauptstraße 4,
  16095 Berlin" and gets the same surrogate words; so does a street named without a number
  ("Kowhairua Street", "Turesensgade") before the address's first comma or line break;
- ``swallows``: a known address found again takes in whole the detections inside it (its
  postcode, its city, a street word a name recognizer took), so one address keeps one
  surrogate in every field whichever parts the detector found there;
- ``cut_people``: a person span that runs into a known address found again ("Still
  Lipová 15?" read as a name "Still Lipová") keeps only its part outside the address, so the
  address is replaced whole, with the same surrogate as in the record;
- ``beside_person``: a known name word that protection would keep as a common word ("Oscar",
  "Warren") is still the name when it sits right beside another person span of the text, as
  in a CSV row "Oscar;Sandberg" (the same name evidence as "two name words side by side").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

import regex as re

from curation.pii import lexicon as lx

# Known originals shorter than this are not searched for elsewhere (too many false hits).
MIN_PROPAGATED = 3
NOT_PROPAGATED = frozenset({"POSTAL_CODE", "LOCATION"})
POSTCODE_DIGITS = 4
_YEAR = re.compile(r"(?:19|20)\d\d")
_ADDRESS_CODE = re.compile(r"(?<![\p{L}\p{N}-])\d[\d-]{2,8}\d(?![\p{L}\p{N}-])")
# Where an address value is cut into the street part a message names alone (``address_heads``).
_HEAD_CUT = re.compile(r"[ \t]*(?:,|\n)")
_HEAD_WORD = re.compile(r"\p{L}[\p{L}\p{M}]{2,}")
MIN_HEAD = 6
# Detections a known address may take in whole when it is found again.
_ADDRESS_PARTS = frozenset({"ADDRESS", "POSTAL_CODE", "LOCATION", "PERSON"})
# What may separate two cells or words of one person's name: a space, a cell separator.
_BESIDE = re.compile(r"[ \t]*[,;|\t]?[ \t]*")


def propagated(entity_type: str, value: str) -> bool:
    """Whether a value detected in one text is looked for in every text of the case."""
    if len(value.strip()) < MIN_PROPAGATED or not re.search(r"[\p{L}\p{N}]", value):
        return False
    if entity_type == "POSTAL_CODE":
        digits = sum(c.isdigit() for c in value)
        return digits >= POSTCODE_DIGITS and not _YEAR.fullmatch(value.strip())
    return entity_type not in NOT_PROPAGATED


def address_codes(value: str) -> list[str]:
    """The postal codes of an address value worth looking for alone: its numbers of four
    digits or more but the one that opens it (a house number, "14946 Elm Bypass")."""
    value = value.strip()
    return [
        m.group()
        for m in _ADDRESS_CODE.finditer(value)
        if m.start() > 0 and propagated("POSTAL_CODE", m.group())
    ]


def address_heads(value: str) -> list[str]:
    """The leading parts of an address value, cut at each comma or line break, that hold a
    house number and a word of three letters or more ("Hauptstraße 4" of "Hauptstraße 4,
    16095 Berlin"; "Calle Mayor 3, 2º B" of "Calle Mayor 3, 2º B, 28013 Madrid"): a message
    names a street where a record gives the whole address. Not the whole value (already
    known), not a head that is a number alone."""
    value = value.strip()
    heads = []
    for m in _HEAD_CUT.finditer(value):
        head = value[: m.start()].rstrip(" \t,")
        if _HEAD_WORD.search(head) and len(head) >= MIN_HEAD:
            if re.search(r"\d", head) or _named_street(head):
                heads.append(head)
    return heads


def _named_street(head: str) -> bool:
    """A street named without a number: a name word and a street type ("Kowhairua Street",
    "Via Tornabuoni") or one word glued to its type ("Turesensgade", "Lindenstraße")."""
    words = re.findall(r"\p{L}[\p{L}\p{M}'’]*\.?", head)
    if not 1 <= len(words) <= 4 or not all(w[:1].isupper() for w in words):
        return False
    folded = [lx.fold(w.rstrip(".")) for w in words]
    if len(words) == 1:
        return any(folded[0].endswith(lx.fold(x)) and len(folded[0]) > len(x) + 2 for x in _GLUED)
    typed = folded[-1] in _AFTER or folded[0] in _BEFORE
    return typed and any(f not in lx.ADDRESS_KEEP_WORDS for f in folded)


_AFTER = frozenset(lx.fold(w) for w in lx.POST_STREET_TYPES)
_BEFORE = frozenset(lx.fold(w.replace("\\", "").rstrip(".")) for w in lx.PRE_STREET_TYPES)
_GLUED = tuple(w.replace("\\", "").rstrip(".") for w in lx.COMPOUND_STREET_SUFFIXES)


def swallows(known: str, found: str) -> bool:
    """Whether a known value found again replaces a detection wholly inside it."""
    return found == known or (known == "ADDRESS" and found in _ADDRESS_PARTS)


def beside_person(text: str, start: int, end: int, people: Iterable[tuple[int, int]]) -> bool:
    """Whether [start, end) touches a person span across at most a space or a cell separator."""
    for s, e in people:
        if e <= start and _BESIDE.fullmatch(text, e, start):
            return True
        if end <= s and _BESIDE.fullmatch(text, end, s):
            return True
    return False


def cut_people(text: str, start: int, end: int, *groups: list) -> tuple[list, ...]:
    """Each list of detections in ``groups`` with every PERSON detection that crosses [start,
    end) cut to its part outside it (dropped when that part holds no letter); other
    detections are left as they are."""
    return tuple([c for d in group if (c := _cut(text, d, start, end))] for group in groups)


# Known values no address holds: one found again inside an address read across it cuts it
# ("mobiles 5026 7688" read as a street, where the case knows the phone "5026 7688").
_NO_ADDRESS_PART = frozenset({"PHONE_NUMBER", "EMAIL_ADDRESS", "CREDIT_CARD", "IBAN_CODE"})


def cut_addresses(text: str, known: str, start: int, end: int, *groups: list) -> tuple[list, ...]:
    """As ``cut_people``, for the ADDRESS detections a known phone, e-mail, card or IBAN at
    [start, end) crosses or lies inside: each keeps its part before the value (or after it)
    while that part still holds a letter and a digit, a street and its number."""
    if known not in _NO_ADDRESS_PART:
        return groups
    return tuple(
        [c for d in group if (c := _cut(text, d, start, end, "ADDRESS"))] for group in groups
    )


def _cut(text: str, d, start: int, end: int, kind: str = "PERSON"):
    overlaps = d.start < end and start < d.end
    crosses = overlaps and not (start <= d.start and d.end <= end)
    if d.entity_type != kind or not crosses:
        return d
    s, e = (d.start, start) if d.start < start else (end, d.end)
    while s < e and not text[s].isalnum():
        s += 1
    while e > s and not text[e - 1].isalnum():
        e -= 1
    # a name keeps a letter; an address a letter and a digit (a street and its number)
    part = text[s:e]
    kept = re.search(r"\p{L}", part) and (kind != "ADDRESS" or re.search(r"\d", part))
    return replace(d, start=s, end=e) if kept else None


def connectors(value: str) -> list[tuple[str, str]]:
    """(connector, connector and what follows) for each lower-case word between capitalised
    words of a person's name ("zu", "zu Solms" of "Alida zu Solms"; "ya" of "Amina ya Juma
    Mwakyusa"). An all lower-case name has none: its case is the writer's, not a connector's."""
    words = list(re.finditer(r"[\p{L}\p{M}'’-]+", value))
    if not any(w.group()[:1].isupper() for w in words):
        return []
    out = []
    for i, w in enumerate(words[1:-1], start=1):
        if w.group().islower() and words[i + 1].group()[:1].isupper():
            out.append((w.group(), value[w.start() :]))
    return out


# a full name's words joined, folded to ASCII, as payment references and logins write it
_JOINED_MIN = 8
_JOINERS = ("", "-", "_", ".")
_LOGIN_MIN = 6


def joined_forms(value: str, common: Callable[[str], bool]) -> tuple[str, ...]:
    """A full name of two or three Latin words joined, as a bank transfer's beneficiary
    reference, a login or a URL slug spells it: "TASLIMAHOSSAIN", "taslimahossain",
    "TaslimaHossain", "taslima-hossain", "taslima_hossain", "taslima.hossain" and the login
    "thossain" of "Taslima Hossain" (``_JOINED_MIN`` letters or more, so two short words are no
    such form); none that ``common`` says is a word ("Rose Mary" is no "rosemary")."""
    if not 2 <= len(value.split()) <= 3:
        return ()
    words = _words(value)
    letters = "".join(words)
    if len(letters) < _JOINED_MIN or not letters.isascii() or common(letters):
        return ()
    login = words[0][0] + words[-1]  # "tokafor": an initial and the surname, as logins go
    return (
        letters.upper(),
        "".join(w.capitalize() for w in words),
        *(joiner.join(words) for joiner in _JOINERS),
        *((login,) if len(login) >= _LOGIN_MIN and not common(login) else ()),
    )


def join_like(form: str, value: str, surrogate: str) -> str:
    """What ``surrogate``, the surrogate of the full name ``value``, is when joined as ``form``
    joins ``value``: the same joiner and letter case, or the same initial-and-surname login."""
    words = _words(surrogate)
    original = _words(value)
    if form == original[0][0] + original[-1]:
        return words[0][0] + words[-1]
    joiner = next((c for c in form if not c.isalpha()), "")
    if form.isupper():
        return joiner.join(words).upper()
    if form[:1].isupper():
        return joiner.join(w.capitalize() for w in words)
    return joiner.join(words)


def _words(value: str) -> list[str]:
    """The letter runs of a name, folded to lower case without accents."""
    return re.findall(r"\p{L}+", lx.fold(value))
