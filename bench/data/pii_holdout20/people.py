"""Locales, their scripts, and drawing a person with every written form of their name."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass, field

from .langs_a import GEORGIAN_LATIN, ONCE_USED, SERBIAN_LATIN, TA_ROMAN
from .langs_b import ADLAM_KEY, NEW, OL_CHIKI_KEY, TT_ROMAN

# Pular letters to Adlam letter names (Unicode names, looked up, not pasted).
ADLAM_NAMES = {
    "a": "ALIF", "b": "BA", "c": "CHI", "d": "DAALI", "e": "E", "f": "FA", "g": "GA", "h": "HA",
    "i": "I", "j": "JIIM", "k": "KAF", "l": "LAAM", "m": "MIIM", "n": "NUN", "o": "O",
    "p": "PE", "r": "RA", "s": "SINNYIIYHE", "t": "TU", "u": "U", "w": "WAW", "y": "YA",
}  # fmt: skip

# Key letters to Ol Chiki letter names.
OL_CHIKI = {
    "O": "LA", "a": "LAA", "i": "LI", "u": "LU", "e": "LE", "o": "LO", "t": "AT", "g": "AG",
    "G": "ANG", "l": "AL", "k": "AAK", "j": "AAJ", "m": "AAM", "w": "AAW", "s": "IS",
    "h": "IH", "Y": "INY", "r": "IR", "c": "UC", "d": "UD", "N": "UNN", "y": "UY", "p": "EP",
    "D": "EDD", "n": "EN", "R": "ERR", "T": "OTT", "b": "OB", "H": "OH",
}  # fmt: skip


def adlam(name: str) -> str:
    key = ADLAM_KEY[name]
    out = []
    for i, ch in enumerate(key):
        case = "CAPITAL" if i == 0 else "SMALL"
        out.append(unicodedata.lookup(f"ADLAM {case} LETTER {ADLAM_NAMES[ch]}"))
    return "".join(out)


def ol_chiki(name: str) -> str:
    out = []
    for ch in OL_CHIKI_KEY[name]:
        if ch == "~":
            out.append(unicodedata.lookup("OL CHIKI MU TTUDDAG"))
        else:
            out.append(unicodedata.lookup(f"OL CHIKI LETTER {OL_CHIKI[ch]}"))
    return "".join(out)


def _table(table: dict[str, str], word: str) -> str:
    out = "".join(table.get(ch.lower(), ch) for ch in word)
    return out[:1].upper() + out[1:] if word[:1].isupper() or word[:1] in table else out


def romanise(loc: dict, word: str) -> str:
    """The Latin form of a name written in the locale's own script."""
    if loc["lang"] == "sr":
        return _table(SERBIAN_LATIN, word)
    if loc["lang"] == "ka":
        return _table(GEORGIAN_LATIN, word)
    if loc["lang"] == "ta":
        return TA_ROMAN[word]
    if loc["lang"] == "tt":
        return TT_ROMAN[word]
    return word


def nativise(loc: dict, word: str) -> str:
    """The native-script form of a name a locale writes in Latin (Adlam, Ol Chiki)."""
    return adlam(word) if loc.get("native") == "adlam" else ol_chiki(word)


def fold(text: str) -> str:
    """ASCII letters for e-mail addresses and handles."""
    text = text.replace("đ", "dj").replace("Đ", "Dj").replace("'", "").replace("ʻ", "")
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if c.isascii() and (c.isalnum() or c in " -"))


LOCALES: tuple[dict, ...] = ONCE_USED + NEW
ONCE_USED_LANGS = tuple(loc["lang"] for loc in ONCE_USED)


@dataclass
class Person:
    """One person of a locale; names are in the script the locale's own text uses."""

    loc: dict
    female: bool
    given: str
    surname: str
    nick: str | None = None
    common: bool = False
    extra: dict = field(default_factory=dict)

    @property
    def full(self) -> str:
        return f"{self.given} {self.surname}"

    @property
    def given_r(self) -> str:
        return romanise(self.loc, self.given)

    @property
    def surname_r(self) -> str:
        return " ".join(romanise(self.loc, w) for w in self.surname.split(" "))

    @property
    def full_r(self) -> str:
        return f"{self.given_r} {self.surname_r}"

    @property
    def nick_r(self) -> str | None:
        return romanise(self.loc, self.nick) if self.nick else None

    @property
    def native_full(self) -> str | None:
        """The name in the other script: native for Latin-text locales with one, else None."""
        if self.loc["script"] == "native_beside":
            return " ".join(nativise(self.loc, w) for w in self.full.split(" "))
        if self.loc["script"] == "native_text":
            return self.full
        return None

    @property
    def initial(self) -> str:
        return f"{self.given_r[0]}. {self.surname_r}"

    @property
    def initials(self) -> str:
        return "".join(w[0] + "." for w in self.full_r.replace("-", " ").split())

    @property
    def last_first(self) -> str:
        return f"{self.surname_r}, {self.given_r}"

    @property
    def honorific(self) -> str:
        return "Ms" if self.female else "Mr"

    @property
    def dative(self) -> str | None:
        """The given name in the dative (allative in Estonian) where it differs."""
        form = self.loc["dative"].get(self.given)
        return form if form and form != self.given else None

    @property
    def vocative(self) -> str | None:
        form = self.loc["vocative"].get(self.given)
        return form if form and form != self.given else None


def _surname(loc: dict, rng: random.Random, female: bool, avoid: set[str]) -> str:
    pool = [s for s in loc["surnames"] if (s if isinstance(s, str) else s[0]) not in avoid]
    pick = rng.choice(pool)
    first = pick if isinstance(pick, str) else pick[1 if female else 0]
    if loc.get("double_surname"):
        rest = [s for s in loc["surnames"] if s != pick]
        return f"{first} {rng.choice(rest)}"
    return first


def draw(
    loc: dict,
    rng: random.Random,
    female: bool,
    taken: set[str],
    common: bool = False,
) -> Person:
    """A person of ``loc`` whose given name and surname differ from those in ``taken``."""
    if common and loc["common"]:
        pool = [(g, None) for g in loc["common"] if g not in taken]
    else:
        pool = [p for p in loc["women" if female else "men"] if p[0] not in taken]
    given, nick = rng.choice(pool)
    surname = _surname(loc, rng, female, taken)
    for part in (given, *surname.split(" ")):
        taken.add(part)
    if nick:
        taken.add(nick)
    return Person(loc, female, given, surname, nick, common=bool(common and loc["common"]))
