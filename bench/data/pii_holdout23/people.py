"""Locales, drawing people, and the written forms of a name."""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from urllib.parse import quote_plus

from .langs_a import LOCALES_A
from .langs_b import LOCALES_B
from .langs_c import LOCALES_C

LOCALES = LOCALES_A + LOCALES_B + LOCALES_C
FREQUENT = ("nl_NL", "ro_RO", "uk_UA", "th_TH", "vi_VN")
FOLD = str.maketrans({"đ": "d", "Đ": "D", "ß": "ss", "'": "", "’": ""})


def split(entry: str) -> tuple[str, str]:
    """``native|roman`` (or a Latin name alone) as (native, roman)."""
    parts = entry.split("|")
    return (parts[0], parts[1]) if len(parts) > 1 else (parts[0], parts[0])


def fold(text: str) -> str:
    """ASCII-folded: diacritics dropped, ``đ`` as ``d``."""
    nfkd = unicodedata.normalize("NFKD", text.translate(FOLD))
    return "".join(c for c in nfkd if not unicodedata.combining(c))


def surname_for(entry: str, gender: str) -> str:
    """The surname entry in the form for ``gender`` (``masculine/feminine`` where gendered)."""
    if "/" in entry.split("|")[0]:
        masc, fem = entry.split("/")
        return fem if gender == "f" else masc
    return entry


@dataclass(frozen=True)
class Person:
    """A person of a locale: native and romanised given and family names."""

    given: str
    family: str
    rgiven: str
    rfamily: str
    gender: str
    order: str

    def _join(self, g: str, f: str) -> str:
        return f"{f} {g}" if self.order == "fg" else f"{g} {f}"

    @property
    def full(self) -> str:
        return self._join(self.given, self.family)

    @property
    def rfull(self) -> str:
        return self._join(self.rgiven, self.rfamily)

    def forms(self) -> dict[str, str]:
        """Every written form the genres use, keyed by its shape name."""
        fam_tail = self.rfamily.split()[-1]
        initials = "".join(w[0] + "." for w in self.rgiven.replace("-", " ").split())
        return {
            "upper": self.rfull.upper(),
            "lower": self.rgiven.lower(),
            "initial": f"{self.rgiven[0]}. {self.rfamily}",
            "initials": initials + fam_tail[0].upper() + ".",
            "last_first": f"{self.rfamily}, {self.rgiven}",
            "surname_caps_first": f"{self.rfamily.upper()} {self.rgiven}",
            "filename": fold(f"{self.rgiven}_{self.rfamily}").replace(" ", "_"),
            "url_encoded": quote_plus(self.full),
            "json_escaped": json.dumps(self.full)[1:-1],
            "folded_upper": fold(self.rfull).upper(),
        }


def draw_person(rng, loc: dict, gender: str, avoid: set[str], pool: tuple = ()) -> Person:
    """A person of ``loc`` whose given and family names are not in ``avoid`` (then added)."""
    names = pool or (loc["women"] if gender == "f" else loc["men"])
    given = [n for n in names if split(n)[0] not in avoid]
    fams = [s for s in loc["surnames"] if split(surname_for(s, gender))[0] not in avoid]
    g, f = split(rng.choice(given)), split(surname_for(rng.choice(fams), gender))
    avoid.update((g[0], f[0]))
    return Person(g[0], f[0], g[1], f[1], gender, loc["order"])
