"""Chinese, Japanese and Korean names: family / given split, and surrogates of the same shape.

A CJK name is family name then given name, written together ("王文博", "佐々木くみ子", "김민수")
or one space apart ("伊藤 裕樹"). ``split_name`` finds the family name from the pools of
``data/cjk_names.tsv`` (Faker's zh_CN, zh_TW, ja_JP and ko_KR lists), then from UniDic's 姓 tag
for a Japanese family name the pools lack; a single-character Chinese family name needs a given
name after it. A Hangul name opens with its family syllable (two for "남궁", "제갈") and draws
its surrogate from the Korean pools, so a Korean name stays a Korean name.

``CjkNameMapper`` maps a case's CJK names token by token, like ``names.NameMapper`` does for
Latin ones: one family-name map and one given-name map per case, so "佐々木" alone and the
"佐々木" of "佐々木くみ子" get one surrogate family name, "文博" alone gets the given name
"王文博" got, and every surrogate is drawn from the same language's pool with the same number
of characters (and the same kana / kanji pattern where the pool has one: "くみ子" -> "あすか"
is not kept, "くみ子" -> "さゆり" is closer than "明美").
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

import regex as re

from curation.pii.cjk_tagger import tag_person_parts
from curation.pii.keyed import Keyed, Namespace
from curation.pii.lexicon import DATA_DIR

_CJK_NAME = re.compile(
    r"[\p{Han}\p{Hiragana}\p{Katakana}ー々]+(?:[ 　][\p{Han}\p{Hiragana}\p{Katakana}ー々]+)?"
    r"|[가-힣]+(?:[ 　][가-힣]+)?"
)
_KANA = re.compile(r"[\p{Hiragana}\p{Katakana}]")
_HANGUL = re.compile(r"[가-힣]")
LANGS = ("zh", "zh_TW", "ja")  # the languages written in Han; Korean names are Hangul


@cache
def _pools() -> dict[tuple[str, str], tuple[str, ...]]:
    out: dict[tuple[str, str], list[str]] = {}
    for line in (DATA_DIR / "cjk_names.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip():
            lang, role, name = line.split("\t")
            out.setdefault((lang, role), []).append(name)
    return {k: tuple(v) for k, v in out.items()}


@cache
def _sets() -> dict[tuple[str, str], frozenset[str]]:
    return {k: frozenset(v) for k, v in _pools().items()}


def pool(lang: str, role: str) -> tuple[str, ...]:
    """The names of one language (``zh``, ``zh_TW``, ``ja``, ``ko``) and role (``family``,
    ``given``)."""
    return _pools().get((lang, role), ())


@cache
def cjk_letters(lang: str) -> tuple[str, ...]:
    """The Han characters or Hangul syllables of a language's given names, for surrogates of
    other words written in that script (the name of a street: "충장로" -> "승민로")."""
    return tuple(sorted({c for n in pool(lang, "given") for c in n if not _KANA.match(c)}))


def is_family_name(value: str) -> bool:
    """Whether a pool of any CJK language holds ``value`` as a family name."""
    return any(value in _sets().get((lang, "family"), ()) for lang in LANGS)


def is_cjk_name(value: str) -> bool:
    """A person value written in Han or kana alone (one space allowed inside)."""
    return _CJK_NAME.fullmatch(value) is not None


def _in_pool(value: str, role: str) -> str | None:
    """The language whose ``role`` pool holds ``value``, if any (Japanese first)."""
    for lang in ("ja", "zh", "zh_TW"):
        if value in _sets().get((lang, role), ()):
            return lang
    return None


def _unidic_family(value: str) -> str | None:
    """The family name UniDic tags at the start of a Japanese name ("斎藤" of "斎藤結衣")."""
    parts = tag_person_parts(value)
    if len(parts) >= 2 and parts[0][1] == "姓":
        return parts[0][0]
    return None


def korean_family(value: str) -> str | None:
    """The family name a Hangul name opens with: two syllables for a compound one ("남궁"),
    else one ("김"); None when the pool holds neither."""
    family = _sets().get(("ko", "family"), frozenset())
    for n in (2, 1):
        if len(value) > n and value[:n] in family:
            return value[:n]
    return None


def split_name(value: str) -> tuple[str, str, str]:
    """(family, separator, given) of a CJK name; a lone family name is (value, "", "") and a
    lone given name ("", "", value)."""
    if " " in value or "　" in value:
        family, sep, given = re.split(r"([ 　])", value, maxsplit=1)
        return family, sep, given
    if _HANGUL.match(value):
        # a Korean name is a family syllable (two for "남궁", "제갈") then the given name; two
        # syllables alone are a given name ("민수" of "김민수") unless no given name is left
        family = korean_family(value)
        if family is None or len(value) == 2 and value in _sets().get(("ko", "given"), ()):
            return "", "", value
        return family, "", value[len(family) :]
    if _in_pool(value, "family") and not _in_pool(value, "given"):
        return value, "", ""
    if _in_pool(value, "given"):
        return "", "", value
    for n in (3, 2, 1):
        family, given = value[:n], value[n:]
        if 1 <= len(given) <= 3 and _in_pool(family, "family"):
            if n == 1 and _KANA.search(value):
                continue  # a one-kanji Japanese family name is rare; "林" would eat "林さゆり"
            return family, "", given
    family = _unidic_family(value)
    if family is not None:
        return family, "", value[len(family) :]
    return "", "", value


def language(*tokens: str) -> str:
    """The pool language a name's tokens read as: Japanese with kana or a Japanese pool name,
    Korean in Hangul, else the Chinese pool (simplified or traditional) that holds one of them, else simplified."""
    if any(_KANA.search(t) for t in tokens):
        return "ja"
    if any(_HANGUL.search(t) for t in tokens):
        return "ko"
    for role in ("family", "given"):
        for t in tokens:
            lang = _in_pool(t, role) if t else None
            if lang is not None:
                return lang
    return "zh"


def _shape(value: str) -> str:
    return "".join("k" if _KANA.match(c) else "h" for c in value)


_HANGUL_FIRST, _HANGUL_LAST, _FINALS = 0xAC00, 0xD7A3, 28
_RIEUL = 8  # the final ㄹ, which takes 로 where other finals take 으로


def coda(value: str) -> str:
    """What a Korean particle after ``value`` agrees with: its last syllable's final
    consonant, as none ("" -> 가, 는, 를, 와, 로), ㄹ ("l" -> 로) or another ("c" -> 이, 은,
    을, 과, 으로). Empty for a value that does not end in a Hangul syllable."""
    code = ord(value[-1]) if value else 0
    if not _HANGUL_FIRST <= code <= _HANGUL_LAST:
        return ""
    final = (code - _HANGUL_FIRST) % _FINALS
    return "none" if final == 0 else "l" if final == _RIEUL else "c"


class CjkNameMapper:
    """Family and given names of one case's CJK people, each with one surrogate."""

    def __init__(self, keyed: Keyed, avoid: set[str]) -> None:
        self.keyed = keyed
        self.avoid = avoid  # originals of the case (shared with the Latin name mapper)
        self.family = Namespace("CJK_FAMILY")
        self.given = Namespace("CJK_GIVEN")
        self.roles: dict[str, str] = {}  # token -> "family" / "given", from full names
        self.langs: dict[str, str] = {}  # token -> pool language, from full names
        # the case's CJK originals and their tokens: no surrogate may hold one of them
        # ("王丽" for another person while "王" is someone's family name), or the output
        # would show a real name of the case
        self.originals: set[str] = set()

    def learn(self, values: Iterable[str]) -> None:
        """Record the tokens of full names first, so a lone token takes the role and the
        language its full name gave it ("文博" a given name once "王文博" is known)."""
        for value in sorted(set(values), key=lambda v: (-len(v), v)):
            family, _, given = split_name(value)
            lang = language(family, given)
            self.originals.update(t for t in (value, family, given) if t)
            for token, role in ((family, "family"), (given, "given")):
                if token:
                    self.avoid.add(token)
                    if family and given:
                        self.roles.setdefault(token, role)
                        self.langs.setdefault(token, lang)

    def parts(self, value: str) -> tuple[str, str, str]:
        """``split_name`` corrected by what the case's full names say about a lone token."""
        value = value.strip()
        role = self.roles.get(value)
        if role == "family":
            return value, "", ""
        if role == "given":
            return "", "", value
        return split_name(value)

    def person(self, value: str) -> str:
        """The surrogate of a CJK name: its family and given names mapped one by one."""
        family, sep, given = self.parts(value)
        lang = self.langs.get(family or given) or language(family, given)
        out = self.token(family, "family", lang) if family else ""
        return out + sep + (self.token(given, "given", lang) if given else "")

    def token(self, text: str, role: str, lang: str) -> str:
        space = self.family if role == "family" else self.given
        known = space.get(text)
        if known is not None:
            return known
        return space.assign(
            text,
            self._candidates(text, role, self.langs.get(text, lang)),
            avoid=lambda c: c in self.avoid or any(o in c for o in self.originals),
        )

    def _candidates(self, text: str, role: str, lang: str):
        """Pool names of the same length and kana / kanji pattern first, in a keyed order; then
        the same length; then the language's whole pool; then single pool characters."""
        names = pool(lang, role) or pool("zh", role)
        order = self.keyed.order(names, "CJK", role, text)
        space = self.family if role == "family" else self.given
        chars = sorted({c for n in names for c in n if not _KANA.match(c)})
        for other, surrogate in list(space.forward.items()):
            same = [i for i, (a, b) in enumerate(zip(other, text, strict=False)) if a == b]
            if len(other) == len(text) == len(surrogate) and 0 < len(same) < len(text):
                # a sibling's name one character apart ("翔子" / "翔太"): keep the shared
                # characters of its surrogate, so the pair stays as alike as the originals
                rng = self.keyed.rng("CJK-near", role, text, other)
                for _ in range(30):
                    yield "".join(
                        surrogate[i] if i in same else rng.choice(chars) for i in range(len(text))
                    )
        # a Korean name ends like its original, so the particle the text puts after it
        # still agrees ("김민준이" must not become "옥재호이"): the span ends before the particle
        ending = coda(text)
        yield from (n for n in order if len(n) == len(text) and ending and coda(n) == ending)
        yield from (n for n in order if len(n) == len(text) and _shape(n) == _shape(text))
        yield from (n for n in order if len(n) == len(text))
        if len(text) > 1 and role == "given":  # a rare length: build it from pool characters
            rng = self.keyed.rng("CJK-chars", role, text)
            for _ in range(50):
                yield "".join(rng.choice(chars) for _ in text)
        yield from order


_HAN = r"\p{Han}々"


def lone_han(text: str, letters: set[str]) -> list[tuple[int, int]]:
    """(start, end) of each one-character family or given name of ``letters`` (the case's
    known CJK people: "蘭" of "松本蘭", "何" of "何娅") standing alone between non-Han
    characters or before an honorific ("蓮と同じ", ";娜;", "蘭様"): a single Han character
    inside a word of more Han characters is that word's, not the name."""
    # a Hangul syllable alone is a word of its own far more often ("김" of "김치" is no "김")
    letters = {c for c in letters if re.match(rf"[{_HAN}]", c)}
    if not letters:
        return []
    rx = re.compile(
        rf"(?<![{_HAN}])[{''.join(sorted(letters))}]"
        rf"(?=[^{_HAN}]|$|様|さま|先生|女士|小姐)"
    )
    return [m.span() for m in rx.finditer(text)]
