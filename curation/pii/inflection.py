"""Case endings of names, by language family: the stems a found name is looked for with.

A name found in a case ("Aleksander", "Aleksandrs", "Katarzyna") is written inflected elsewhere
in it ("z Aleksandrom", "ar Aleksandru", "z Katarzyną"). The pseudonymizer looks for the
name's stems followed by a case ending of this table and replaces the stem, so the surrogate
takes the same ending. Both halves are grammar, not names:

- ``NOMINATIVE``: the endings a nominative drops before a case ending (Slavic feminine -a, the
  Baltic -s -as -is -us -ys, Latvian -š -e), plus the Slavic fleeting vowel ("Aleksander" ->
  "Aleksandr-a", "Marek" -> "Mark-a", "Pavel" -> "Pavl-a");
- ``CASE_ENDINGS``: what follows the stem in the oblique cases.

Only stems of names already found in the case are looked for, and only with a capital; a
stripped stem must keep ``MIN_STRIPPED`` letters, so "Jonas" gives no "Jon" to find in "Jone".
"""

from __future__ import annotations

import regex as re

CASE_ENDINGS_BY_FAMILY = {
    # German / Dutch / Nordic genitive
    "germanic": "s",
    # Polish, Czech, Slovak, Slovene, Croatian, Serbian: gen, dat, acc, instr, loc, voc
    "slavic": "a u e y i o om em ovi ou owi ego emu ie ej ę ą",
    # Latvian and Lithuanian
    "baltic": "a u e i o am ā ai ei ui ą ę ų os ės im",
    # Finnish and Estonian local cases
    "finnic": "n in lle lla lta sta ssa ta ksi",
    # Hungarian dative
    "hungarian": "nak nek",
}
CASE_ENDINGS = tuple(
    sorted({e for endings in CASE_ENDINGS_BY_FAMILY.values() for e in endings.split()})
)

# Nominative endings dropped before a case ending, longest first.
NOMINATIVE = ("as", "is", "us", "ys", "s", "š", "a", "e", "ė")
# The fleeting e of a last syllable: "Aleksander" -> "Aleksandr", "Marek" -> "Mark".
_FLEETING = re.compile(r"(?<=\p{L}{3})e(?=[rlkcn]$)")
MIN_STRIPPED = 4


def stems(form: str) -> set[str]:
    """The stems a name word is written on in the oblique cases, the word itself included.

    "Katarzyna" -> {"Katarzyna", "Katarzyn"}; "Aleksandrs" -> {"Aleksandrs", "Aleksandr"};
    "Aleksander" -> {"Aleksander", "Aleksandr"}; "Ewa" -> {"Ewa", "Ew"} (the -a of a short
    feminine name: "Ewy", "Ewie")."""
    out = {form}
    if form.endswith("a"):  # "Ewa" -> "Ewy", "Monika" -> "Moniki" (Slavic -a)
        out.add(form[:-1])
    ending = next((e for e in NOMINATIVE if form.endswith(e)), None)
    if ending is not None and len(form) - len(ending) >= MIN_STRIPPED:
        out.add(form[: -len(ending)])
    fleeting = _FLEETING.sub("", form)
    if fleeting != form:
        out.add(fleeting)
    return out
