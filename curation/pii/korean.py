"""Korean person names in Hangul, found by where they stand.

Korean has no capital letters, and its words carry particles glued on ("김민수가", "김민수님의"),
so neither a Latin cue nor a morphological tagger of the other CJK languages says where a name
is. Its shape and position do:

- the shape: a run of two to four Hangul syllables that opens with a Korean family name of the
  pools (``cjk_names``: Faker's ko_KR list and the census tail, "남궁" and the other compound
  ones included) followed by a one- or two-syllable given name, then nothing but an honorific
  (님, 씨) and a particle (이, 가, 은, 는, 을, 를, 의, 에게 ...), which stay outside the span;
- the position: an honorific glued on or one space after ("김민수님이", "김민수 고객님",
  "김민수 원장님"), a label before it ("신고자: 김민수", "피보험자 김민수": a Hangul word ending in
  자 or 인, the person nouns of Sino-Korean, or any label and a colon), a speaker label at the
  start of a line ("김민수: 네"), a log or JSON value ("user=김민수", ``"contact": "김민수"``),
  a whole table cell, XML element or line, a line after a sign-off dash ("-- 김민수") and a
  letter's closing ("김민수 드림", "민수 올림": a given name of the pools alone too);
- a job title one space after ("김민수 과장", "최 팀장님"): after a title of rank or trade a
  family name alone is the person too;
- a particle alone in a person's place: a family name and a given name of the pools
  ("김" + "민수") with a particle only a person takes ("에게", "한테", "께서"), or a subject,
  object or possessive particle before a verb of what people do ("전화했어요", "방문") or a
  noun of what people have ("주소", "연락처").

A common Korean word is no name wherever it stands ("고객님", "선생님", "이메일:"): the word,
or its first two syllables before a third that is no given name of the pools ("신고자",
"담당자"), is at least ``COMMON_ZIPF`` frequent in wordfreq's Korean list. ``KoreanNameRecognizer``
reports the names as a field recognizer does: the position is the evidence. ``whole_word``
tells the pseudonymizer where a known Hangul name found again is that name ("정수님이"), not a
piece of a longer word ("정수기").
"""

from __future__ import annotations

import math
from functools import cache

import regex as re

from curation.pii.cjk_names import korean_family, pool
from curation.pii.finder import FinderRecognizer

# Words at least this frequent in Korean (wordfreq Zipf) are words, not names; full names
# famous enough to be frequent ("박지성" 3.5) stay under it, and so do rare given names.
COMMON_ZIPF = 4.0
# A two-syllable name ("김진") is one syllable away from a word: it must be rarer still.
SHORT_ZIPF = 3.0
SCORE = 0.9  # a field recognizer's evidence (``analyzer.FIELD_THRESHOLD`` and up)

_HONORIFIC = r"님|씨"
_PARTICLE = (
    r"입니다|이에요|예요|이라고|라고|에게서|에게|께서|한테|이랑|이나|으로|이가|이는|이를|이의|이도|이야|께|가|은|는|을|를|의|와|과"
    r"|랑|도|만|로|에|야|아|이"
)
SUFFIX = re.compile(rf"(?P<hon>{_HONORIFIC})?(?:{_PARTICLE})?")
_RUN = re.compile(r"(?<![가-힣])[가-힣]{2,8}(?![가-힣])")
# A title one space after the name: a word ending in 님 ("고객님", "원장님"), 씨, or a noun of
# address that takes no 님 ("고객", "선생", "환자분").
_TITLE_AFTER = re.compile(
    rf"[ \t]+(?:[가-힣]{{0,4}}님|씨|고객|선생|환자분?|회원)(?:{_PARTICLE})?(?![가-힣])"
)
# A label before the name: a person noun ending in 자 / 인 ("피보험자", "수취인"), a colon
# after any Hangul label ("담당: ", "성명："), or a Latin key ("user=", "name: ", "contact=\"").
_LABEL_BEFORE = re.compile(
    r"(?:[가-힣]{1,6}(?:자|인)[ \t]*[:：]?[ \t]*|[가-힣]{1,8}[ \t]*[:：][ \t]*"
    r"|[A-Za-z_][\w.-]*[ \t]*[=:][ \t]*[\"']?|[\"'][A-Za-z_][\w.-]*[\"'][ \t]*:[ \t]*[\"'])$"
)
# A cell, an element or a line of its own: only a separator before and after it.
_CELL_BEFORE = re.compile(r"[|\t,;>(][ \t]*$")
_CELL_AFTER = re.compile(r"[ \t]*(?:$|[|\t,;<\n\"')])")
_SPEAKER_AFTER = re.compile(r"[ \t]*[:：]")
_SIGN_OFF_BEFORE = re.compile(r"[ \t]*[-–—]{1,2}[ \t]*")
_CLOSING_AFTER = re.compile(r"[ \t]+(?:드림|올림)[ \t]*(?:$|\n)")
# Titles of rank or trade: a person holds them ("과장", "선생님"), so a family name alone
# before one is that person ("이 과장님"); nouns of a service's customers ("고객", "회원")
# are no such title: "이 고객님" is "this customer".
_JOB_TITLE = (
    r"(?:과장|팀장|부장|차장|대리|주임|사원|실장|원장|소장|국장|본부장|이사|상무|전무|사장|대표"
    r"|회장|교수|박사|선생|기사|간호사|매니저|변호사|의사|약사|반장|담임)(?:님)?"
)
_JOB_AFTER = re.compile(rf"[ \t]+{_JOB_TITLE}(?:{_PARTICLE})?(?![가-힣])")
# Determiners that are family names too: before a title they say "former" and "current"
# ("전 대표", "현 회장"), not who.
_DETERMINERS = frozenset({"전", "현"})
# Particles only a person (or an animal) takes: "to", "from", the honorific subject.
# The copula and the quotative after a name of the pools introduce someone ("김민수입니다",
# "김민수라고 합니다").
_ANIMATE = frozenset(
    {"에게", "에게서", "한테", "께서", "께", "입니다", "이에요", "예요", "이라고", "라고"}
)
# The word after a subject, object or possessive particle that makes the run a person: verbs
# of what people do (call, contact, ask, visit, come, send, meet) and nouns of what they have.
_PERSON_NEXT = re.compile(
    r"[ \t]+(?:전화|연락|문의|말씀|말했|방문|요청|신청|예약|주문|결제|도착|출근|퇴근|왔|오셨|와서"
    r"|보냈|보내|남겼|만나|만났|부탁|답장|회신|주소|연락처|전화번호|번호|이메일|메일|계좌|생일"
    r"|가족|남편|아내|아들|딸|어머니|아버지|엄마|아빠)"
)


@cache
def _frequencies() -> dict[str, float]:
    from wordfreq import get_frequency_dict

    # the list itself, not ``zipf_frequency``: wordfreq tokenizes Korean with MeCab, which is
    # not installed; the list's entries are whole words already
    return get_frequency_dict("ko")


def zipf(word: str) -> float:
    """wordfreq's Zipf frequency of a Korean word (0 for words it does not list)."""
    frequency = _frequencies().get(word)
    return math.log10(frequency) + 9 if frequency else 0.0


@cache
def _given_names() -> frozenset[str]:
    return frozenset(pool("ko", "given"))


def name_shaped(value: str) -> bool:
    """A family name of the pools, a one- or two-syllable given name, and no common word."""
    family = korean_family(value)
    if family is None or not 1 <= len(value) - len(family) <= 2:
        return False
    if zipf(value) >= (SHORT_ZIPF if len(value) == 2 else COMMON_ZIPF):
        return False
    given = value[len(family) :]
    # "신고자", "담당자": a frequent word and a suffix, unless the rest is a given name ("한정수")
    return not (len(value) >= 3 and zipf(value[:2]) >= COMMON_ZIPF and given not in _given_names())


def _parse(run: str) -> tuple[int, bool] | None:
    """(length of the name, honorific glued on) for a Hangul run that is a name and suffixes."""
    found = None
    for n in (3, 2, 4):
        suffix = SUFFIX.fullmatch(run, n)
        if n <= len(run) and suffix is not None and name_shaped(run[:n]):
            if suffix.group("hon"):
                return n, True
            found = found or (n, False)
    return found


def find_korean_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of the Korean names a position vouches for (see the module docstring)."""
    if not re.search(r"[가-힣]", text):
        return []
    out = []
    for m in _RUN.finditer(text):
        parsed = _parse(m.group())
        if parsed is None:
            continue
        length, honorific = parsed
        start, end = m.start(), m.start() + length
        bare = length == len(m.group())
        if (
            honorific
            or _TITLE_AFTER.match(text, m.end())
            or _JOB_AFTER.match(text, m.end())
            or _particle_person(text, m, length)
            or _LABEL_BEFORE.search(text[max(0, start - 20) : start])
            or (bare and _speaker(text, start, m.end()))
            or (bare and _cell(text, start, m.end()))
            or (bare and _CLOSING_AFTER.match(text, m.end()))
        ):
            out.append((start, end))
    return out + _titled_families(text) + _closing_given_names(text)


def _particle_person(text: str, m: re.Match, length: int) -> bool:
    """A family and a given name of the pools, then a particle that puts a person there."""
    run, particle = m.group(), m.group()[length:]
    family = korean_family(run[:length])
    if not particle or family is None or run[len(family) : length] not in _given_names():
        return False
    if zipf(run) >= SHORT_ZIPF:
        return False
    return particle in _ANIMATE or bool(_PERSON_NEXT.match(text, m.end()))


def _titled_families(text: str) -> list[tuple[int, int]]:
    """(start, end) of a lone family name before a job title ("최 팀장님")."""
    out = []
    for m in re.finditer(r"(?<![\p{L}\p{N}])[가-힣]{1,2}(?![가-힣])", text):
        if m.group() in _DETERMINERS:
            continue
        if korean_family(m.group() + "_") == m.group() and _JOB_AFTER.match(text, m.end()):
            out.append(m.span())
    return out


def _closing_given_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of a given name of the pools alone before a letter's closing ("민수 드림"),
    or before a job title, as colleagues name each other ("서윤 대리", "하준 과장님"), when the
    name is no frequent word ("대리" is also "proxy": "업무 대리" stays)."""
    out = []
    for m in re.finditer(r"(?<![\p{L}\p{N}])[가-힣]{2}(?![가-힣])", text):
        if m.group() not in _given_names():
            continue
        if _CLOSING_AFTER.match(text, m.end()) or (
            _JOB_AFTER.match(text, m.end()) and zipf(m.group()) < COMMON_ZIPF
        ):
            out.append(m.span())
    return out


def whole_word(text: str, match: re.Match) -> bool:
    """Whether a known value found again stands as a word of its own: true but for a Hangul
    value inside a longer Hangul word. Korean writes spaces between words and glues only
    particles and honorifics on, so "정수" of "김정수" is found in "정수님이", not in "정수기"."""
    start, end = match.span()
    if not re.match(r"[가-힣]", match.group()):
        return True
    if re.match(r"[가-힣]", text[start - 1 : start] if start else ""):
        return False
    after = re.match(r"[가-힣]*", text[end:]).group()
    return SUFFIX.fullmatch(after) is not None


def _line_before(text: str, start: int) -> str:
    return text[text.rfind("\n", 0, start) + 1 : start]


def _speaker(text: str, start: int, end: int) -> bool:
    """The name opens its line and a colon follows: a chat's speaker label."""
    return not _line_before(text, start).strip() and bool(_SPEAKER_AFTER.match(text, end))


def _cell(text: str, start: int, end: int) -> bool:
    """Only a separator (or the line's start) before it and after it."""
    before = _line_before(text, start)
    opened = (
        not before.strip()
        or _CELL_BEFORE.search(before) is not None
        or _SIGN_OFF_BEFORE.fullmatch(before) is not None
    )
    return opened and _CELL_AFTER.match(text, end) is not None


class KoreanNameRecognizer(FinderRecognizer):
    """Hangul names in the positions that make them names (see the module docstring)."""

    def __init__(self) -> None:
        super().__init__("PERSON", find_korean_names, SCORE)
