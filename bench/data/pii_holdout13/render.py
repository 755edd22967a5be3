"""People, their name shapes, and the record builder: a record is written piece by piece, each
labelled value placed where it is written, so offsets cannot drift."""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass, field

from . import names as N
from .values import ascii_fold

LANG = {
    loc: loc.split("_")[0]
    for loc in (
        "en_US",
        "en_IN",
        "es_MX",
        "fr_CA",
        "de_AT",
        "pt_BR",
        "ja_JP",
        "ko_KR",
        "tr_TR",
        "gu_IN",
        "si_LK",
        "ha_NG",
        "qu_PE",
        "fo_FO",
        "tg_TJ",
    )
}
TWO_SURNAMES = ("es_MX", "pt_BR", "qu_PE")
UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
SI_INITIALS = "කේ.|ඩී.|ඒ.|එම්.|ආර්.|පී.|එස්.|ජේ.".split("|")


@dataclass(frozen=True)
class V:
    """A labelled value: what is written, its type, its referent (below the case scope)."""

    value: str
    type: str
    ref: str
    shape: str | None = None
    region: str | None = None


@dataclass
class Person:
    locale: str
    sex: str
    given: str
    surname: str
    g_rom: str
    s_rom: str
    g_kana: str = ""
    s_kana: str = ""
    surname2: str = ""
    ref: str = "customer"

    # ---- the shapes -------------------------------------------------------------------
    def _v(self, value: str, shape: str) -> V:
        return V(value, "PERSON", self.ref, shape)

    @property
    def is_common(self) -> bool:
        return self.given in N.common_words(self.locale)

    def full_text(self) -> str:
        if self.locale == "ja_JP":
            return (
                f"{self.surname} {self.given}"
                if len(self.surname + self.given) > 3
                else self.surname + self.given
            )
        if self.locale == "ko_KR":
            return self.surname + self.given
        if self.surname2:
            return f"{self.given} {self.surname} {self.surname2}"
        return f"{self.given} {self.surname}"

    def full(self) -> V:
        return self._v(self.full_text(), "full_name")

    def first(self) -> V:
        return self._v(self.given, "common_word" if self.is_common else "first_name_alone")

    def sur(self) -> V:
        return self._v(self.surname, "surname_alone")

    def upper(self) -> V:
        if self.locale in ("ja_JP", "ko_KR"):  # cards and passports: SURNAME GIVEN in capitals
            return self._v(f"{self.s_rom} {self.g_rom}".upper(), "upper")
        if self.locale in ("gu_IN", "si_LK"):
            return self._v(f"{self.g_rom} {self.s_rom}".upper(), "upper")
        return self._v(self.full_text().upper(), "upper")

    def lower(self) -> V:
        if self.locale in ("ja_JP", "ko_KR", "gu_IN", "si_LK"):
            return self._v(ascii_fold(self.g_rom).lower(), "lower")
        return self._v(self.given.lower(), "lower")

    def lower_full(self) -> V:
        if self.locale in ("ja_JP", "ko_KR", "gu_IN", "si_LK"):
            return self._v(f"{self.g_rom} {self.s_rom}".lower(), "lower")
        return self._v(f"{self.given} {self.surname}".lower(), "lower")

    def initials(self, rng: random.Random) -> V:
        if self.locale == "si_LK":
            ini = " ".join(rng.sample(SI_INITIALS, 2))
            return self._v(f"{ini} {self.surname}", "initials")
        if self.locale in ("ja_JP", "ko_KR", "gu_IN"):
            return self._v(f"{self.g_rom[0]}. {self.s_rom}", "initials")
        if self.locale == "en_IN":
            return self._v(f"{self.given[0]}. {rng.choice('KRSVMP')}. {self.surname}", "initials")
        parts = re.split(r"([ -])", self.given)
        ini = "".join(p[0] + "." if p not in (" ", "-") else p for p in parts if p)
        return self._v(f"{ini} {self.surname}", "initials")

    def last_first(self) -> V:
        if self.locale in ("ja_JP", "ko_KR", "gu_IN", "si_LK"):
            return self._v(f"{self.s_rom.upper()}, {self.g_rom}", "last_first")
        sur = f"{self.surname} {self.surname2}" if self.surname2 else self.surname
        return self._v(f"{sur}, {self.given}", "last_first")

    def official(self) -> V:
        """Surname first without a comma, as Gujarati and Tajik forms write it."""
        return self._v(f"{self.surname} {self.given}", "official_order")

    def translit(self) -> V:
        return self._v(f"{self.g_rom} {self.s_rom}", "transliterated")

    def kana(self) -> V:
        return self._v(f"{self.s_kana} {self.g_kana}", "kana_reading")

    def nick(self) -> V | None:
        n = N.nicknames(self.locale).get(self.given)
        return self._v(n, "nickname") if n else None

    def username(self, rng: random.Random) -> V:
        g = ascii_fold(self.g_rom).lower().replace(" ", "")
        s = ascii_fold(self.s_rom).lower().replace(" ", "")
        u = rng.choice(
            [f"{g}_{s}", f"{g}{s[:3]}{rng.randint(1, 99)}", f"{s}.{g}", f"{g}{rng.randint(80, 99)}"]
        )
        return self._v(u, "username")

    def suffixed_given(self) -> V:
        return self._v(self.given, "suffixed")

    def suffixed_sur(self) -> V:
        return self._v(self.surname, "suffixed")

    def case_suffix(self, given: bool = True) -> V:
        return self._v(self.given if given else self.surname, "case_suffix")


def draw_person(
    locale: str,
    rng: random.Random,
    ref: str,
    sex: str | None = None,
    common: bool = False,
    surname: tuple[str, str, str] | None = None,
    nick: bool = False,
) -> Person:
    sex = sex or rng.choice("fm")
    pool = N.entries(locale, sex)
    if common:
        cw = set(N.common_words(locale))
        pool = [p for p in pool if p[0] in cw] or pool
    elif nick:
        table = N.nicknames(locale)
        pool = [p for p in pool if p[0] in table] or pool
    g = rng.choice(pool)
    s = surname or rng.choice(N.entries(locale, "s"))
    s_nat, s_rom = s[0], s[1]
    if sex == "f":
        s_nat, s_rom = N.feminine(locale, s_nat, s_rom)
    s2 = ""
    if locale in TWO_SURNAMES and rng.random() < 0.6:
        s2 = rng.choice([e[0] for e in N.entries(locale, "s") if e[0] != s_nat])
    return Person(locale, sex, g[0], s_nat, g[1], s_rom, g[2], s[2], s2, ref)


# ---------------------------------------------------------------- records
@dataclass
class Rec:
    parts: list[str] = field(default_factory=list)
    spans: list[dict] = field(default_factory=list)
    n: int = 0

    def t(self, text: str) -> Rec:
        self.parts.append(text)
        self.n += len(text)
        return self

    def v(self, val: V) -> Rec:
        span = {
            "type": val.type,
            "value": val.value,
            "start": self.n,
            "end": self.n + len(val.value),
            "ref": val.ref,
        }
        if val.shape:
            span["shape"] = val.shape
        if val.region:
            span["region"] = val.region
        self.spans.append(span)
        return self.t(val.value)

    def f(self, frame: str, sex: str = "m", **slots: V | str) -> Rec:
        """Write ``frame`` with ``{SLOT}`` markers replaced: a ``V`` is labelled, a str is not;
        ``[[his|her]]`` picks the form for ``sex``."""
        frame = gendered(frame, sex)
        pieces = re.split(r"\{(\w+(?:\|\w+)?)\}", frame)
        for i, piece in enumerate(pieces):
            if i % 2 == 0:
                if piece:
                    self.t(piece)
                continue
            key, _, case = piece.partition("|")
            val = slots[key]
            if not isinstance(val, V):
                self.f(val, sex, **slots) if "{" in val else self.t(gendered(val, sex))
                continue
            follows = pieces[i + 1] if i + 1 < len(pieces) else ""
            if case == "ko_subj":  # Korean subject particle: 이 after a final consonant, else 가
                last = ord(val.value[-1]) - 0xAC00
                self.v(val).t("이" if 0 <= last < 11172 and last % 28 else "가")
                continue
            if val.type == "PERSON" and (case or follows.startswith(("'", "’"))):
                val = V(val.value, val.type, val.ref, "case_suffix", val.region)
            elif (
                val.shape in ("first_name_alone", "surname_alone", "full_name")
                and follows
                and attached(follows)
            ):
                val = V(val.value, val.type, val.ref, "suffixed", val.region)
            self.v(val)
            if case:
                self.t(tr_suffix(val.value, case))
        return self

    @property
    def text(self) -> str:
        return "".join(self.parts)


def gendered(text: str, sex: str) -> str:
    """``[[m|f]]`` alternatives resolved for ``sex``."""
    return re.sub(r"\[\[(.*?)\|(.*?)\]\]", lambda m: m.group(1 if sex == "m" else 2), text)


HONORIFIC_SUFFIXES = ("様", "さん", "先生", "くん", "ちゃん", "님", "씨")


def attached(follows: str) -> bool:
    """A title or case ending written onto the name (``田中様``, ``민수님``, ``હેતલબેન``,
    ``Quispepa``); kana and hangul particles after a name count only when they are titles."""
    if follows.startswith(HONORIFIC_SUFFIXES):
        return True
    ch = follows[0]
    return (ch.isalpha() or unicodedata.category(ch).startswith("M")) and not UNSPACED.search(ch)


def tr_suffix(word: str, case: str) -> str:
    """Turkish dative (``dat``) or genitive (``gen``) ending after an apostrophe, by vowel
    harmony: Ayşe'ye, Mehmet'e, Burak'ın, Ayşe'nin, Onur'un, Gül'ün."""
    low = word.replace("I", "ı").replace("İ", "i").lower()
    last = [ch for ch in low if ch in "aıoueiöü"][-1]
    ends = low[-1] in "aıoueiöü"
    if case == "dat":
        return "'" + ("y" if ends else "") + ("a" if last in "aıou" else "e")
    vowel = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}[last]
    return "'" + ("n" if ends else "") + vowel + "n"


def unlabelled_leak(texts_spans: list[tuple[str, list[dict]]]) -> str | None:
    """The data test's completeness rule, run while generating: the first value labelled in a
    case that also stands unlabelled in one of its texts, or None."""
    values = {s["value"] for _, spans in texts_spans for s in spans}
    for text, spans in texts_spans:
        for v in values:
            pat = re.escape(v) if UNSPACED.search(v) else rf"(?<!\w){re.escape(v)}(?!\w)"
            flags = re.IGNORECASE if len(v) >= 3 else 0
            for m in re.finditer(pat, text, flags):
                if not any(s["start"] <= m.start() and m.end() <= s["end"] for s in spans):
                    return v
    return None


def finish_case(scope: str, locale: str, genre: str | list[str], recs: list[Rec]) -> list[dict]:
    """Records of one case with entities (one per type and value) and full referents."""
    entities: dict[tuple[str, str], str] = {}
    counters: dict[str, int] = {}
    out = []
    for k, rec in enumerate(recs):
        spans = []
        for s in rec.spans:
            key = (s["type"], s["value"])
            if key not in entities:
                counters[s["type"]] = counters.get(s["type"], 0) + 1
                entities[key] = f"{scope}/{s['type'].lower()}-{counters[s['type']]}"
            span = {
                "type": s["type"],
                "value": s["value"],
                "start": s["start"],
                "end": s["end"],
                "entity": entities[key],
                "referent": f"{scope}/{s['ref']}",
            }
            for extra in ("shape", "region"):
                if extra in s:
                    span[extra] = s[extra]
            spans.append(span)
        out.append(
            {
                "id": f"{scope}:{k}",
                "text": rec.text,
                "scope": scope,
                "lang": LANG[locale],
                "locale": locale,
                "genre": genre if isinstance(genre, str) else genre[k],
                "spans": spans,
            }
        )
    return out
