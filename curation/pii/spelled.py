"""Names spelled out letter by letter, as call transcripts and voicemail write them down:
"S-I-R-A-I-T", "S I R A I T", "S. I. R. A. I. T.", "M as in Mike, O as in Oscar, R...".

``find_spelled`` finds a chain of three or more single letters joined by one separator (a
hyphen, a space, a dot, a comma) when something says it is a name being spelled:
- a word for a surname of one of the cases' languages on the same line, before or just after
  it ("surname", "apellido", "Nachname", "apelyido"...), or a spelling word ("spelled",
  "deletreo", "buchstabiert", "épelle", "staves", "betűzve", "γράφεται"...) when the word
  spelled is a gazetteer name or no common English word ("colour is spelled C-O-L-O-U-R");
- or the letters, joined, are a capitalised word written elsewhere in the text ("Hilde Bakken
  ... B-A-K-K-E-N"), or a lower-case one no common English word ("it's hannah fenwick here.
  F-E-N-W-I-C-K."): a person spelling the name they just gave;
- or the letters are read the radio way, "M as in Mike" (the connective of each language:
  "wie", "comme", "como en", "come", "jak", "som"), at least twice in the chain.
An acronym in documentation ("T-C-P", "the A B C of it") has none of these.

``plain`` gives the name a chain spells ("Sirait") and ``respelled`` spells a surrogate name
back in the chain's own form (separator, case, radio words), so the spelled form and the plain
name get one surrogate.
"""

from __future__ import annotations

from functools import cache

import regex as re

from curation.pii import lexicon as lx
from curation.pii.finder import FinderRecognizer
from curation.pii.people_words import is_gazetteer_name

_LETTER = r"\p{L}\p{M}*"
# "as in" in the cases' languages; the word after it is a capitalised spelling word
_AS_IN = r"as[ \t]+in|like|wie|comme|como(?:[ \t]+en)?|come|jak|som|als|zoals|kuin|mint|ca[ \t]+în"
_RADIO = rf"[ \t]+(?:{_AS_IN})[ \t]+\p{{Lu}}\p{{Ll}}+"
_ITEM = rf"{_LETTER}(?:{_RADIO})?"
_SEP = r"(?:[-‐‑]|\.[ \t]?|,[ \t]?|[ \t])"
_CHAIN = re.compile(
    rf"(?<![\p{{L}}\p{{M}}\p{{N}}.'’-]){_ITEM}(?:{_SEP}{_ITEM}){{2,}}\.?(?![\p{{L}}\p{{N}}-])"
)
# Spelling words, and words for a surname, of the cases' languages (stems where they inflect).
_SPELL_CUE = re.compile(
    r"(?i:\b(?:spell(?:s|ed|t|ing)?|letter[ \t]+by[ \t]+letter|deletre\w*|se[ \t]+escribe"
    r"|escrito|soletr\w*|escreve-se|se[ \t]+escreve|[ée]pel\w*|s['’][ée]crit|buchstabier\w*"
    r"|geschrieben|schreibt[ \t]+sich|si[ \t]+scrive|compitat\w*|gespeld|spel\w*|stav\w*"
    r"|tava\w*|kirjoitetaan|betűz\w*|írva|se[ \t]+scrie|γράφεται|συλλαβ\w*|đánh[ \t]+vần"
    r"|dieja|ejaan|baybay\w*|literuj\w*|przeliterow\w*|pisze[ \t]+się|hláskuj\w*|píše[ \t]+se"
    r"|kodla\w*|harf[ \t]+harf|по[ \t]+буквам|пишется)\b)"
)
_SURNAME_CUE = re.compile(
    r"(?i:\b(?:surname|last[ \t]+name|family[ \t]+name|apellidos?|apelidos?|nachnamen?|familienname"
    r"|nom[ \t]+de[ \t]+famille|cognome|achternaam|efternamn|etternavn\w*|efternavn\w*"
    r"|sukunim\w*|vezetéknev\w*|numele[ \t]+de[ \t]+familie|επώνυμο|nama[ \t]+keluarga"
    r"|apelyido|nazwisko|příjmení|soyad\w*|фамилия)\b)"
)
_CUE_BEFORE = 60  # characters of the same line a cue may stand before the chain
_CUE_AFTER = 16  # "Der Nachname wird H-E-S-S geschrieben"
_MIN_LETTERS = 3
_COMMON_ZIPF = 3.5  # wordfreq frequency of an everyday English word ("colour" 4.4)


def _letters(chain: str) -> list[str]:
    """The letters a chain spells, radio words dropped."""
    bare = re.sub(_RADIO, "", chain)
    return re.findall(_LETTER, bare)


def _separator(chain: str) -> str | None:
    """The one separator between the chain's items, or None when it mixes them."""
    bare = re.sub(_RADIO, "", chain).rstrip(".")
    seps = set(re.findall(rf"(?<={_LETTER}){_SEP}(?=\p{{L}})", bare))
    return seps.pop() if len(seps) == 1 else None


def _upper(letter: str) -> bool:
    """A capital, or a letter with no one-letter capital ("ß" in "W-E-I-ß")."""
    return letter.isupper() or len(letter.upper()) != 1


def plain(chain: str) -> str:
    """The word a chain spells, in Title case ("S-I-R-A-I-T" -> "Sirait")."""
    word = "".join(_letters(chain))
    return word[:1].upper() + word[1:].lower()


def is_spelled(value: str) -> bool:
    """Whether a PERSON value is a chain of spelled letters."""
    return _CHAIN.fullmatch(value) is not None and _separator(value) is not None


# Two or three initials, each with its full stop ("C.H.", "J. L.", "Χ.Μ.")
_INITIALS = re.compile(r"\p{Lu}\.(?:[ ]?\p{Lu}\.){1,2}")


def is_initials(value: str) -> bool:
    """Whether a PERSON value is a person's initials with their full stops: a name with no two
    letters side by side, kept whole like a spelled one."""
    return _INITIALS.fullmatch(value) is not None


def _cued(text: str, start: int, end: int, cue: re.Pattern) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    before = text[max(line_start, start - _CUE_BEFORE) : start]
    after = text[end : min(line_end, end + _CUE_AFTER)]
    return cue.search(before) is not None or cue.search(after) is not None


def _written_elsewhere(text: str, word: str) -> bool:
    """Whether ``word`` stands capitalised (not in capitals) as a whole word in ``text``, or
    in lower case, as a transcript writes everything, when it is no common English word
    ("hi, it's hannah fenwick here. F-E-N-W-I-C-K.")."""
    rx = rf"(?<![\p{{L}}\p{{M}}]){re.escape(word)}(?![\p{{L}}\p{{M}}])"
    found = re.findall(rx, text, flags=re.IGNORECASE)
    if any(w[:1].isupper() and not w.isupper() for w in found):
        return True
    lower = any(w.islower() for w in found)
    return lower and len(word) >= 4 and lx.zipf(word.lower()) < _COMMON_ZIPF  # not "t-c-p"


def find_spelled(text: str) -> list[tuple[int, int]]:
    """(start, end) of names spelled letter by letter (see the module docstring)."""
    found = []
    # overlapped: a chain rejected for a stray letter before it ("that's R as in Romeo")
    # is tried again from each later letter
    for m in _CHAIN.finditer(text, overlapped=True):
        if found and m.start() < found[-1][1]:
            continue
        chain = m.group()
        letters = _letters(chain)
        if len(letters) < _MIN_LETTERS or _separator(chain) is None:
            continue
        # one case throughout: "S I R" or "s i r", not the words "A I" of a sentence
        if not (all(_upper(c) for c in letters) or all(c.islower() for c in letters)):
            continue
        radio = len(re.findall(_RADIO, chain)) >= 2
        word = plain(chain)
        # a spelling word alone may spell any word ("colour is spelled C-O-L-O-U-R"): then
        # the word must be a name or no common English word
        spelled_name = _cued(text, *m.span(), _SPELL_CUE) and (
            is_gazetteer_name(word) or lx.zipf(word.lower()) < _COMMON_ZIPF
        )
        named = _cued(text, *m.span(), _SURNAME_CUE) or _written_elsewhere(text, word)
        if radio or spelled_name or named:
            end = (
                m.end() - 1
                if chain.endswith(".") and _separator(chain) not in (".", ". ")
                else m.end()
            )
            found.append((m.start(), end))
    return found


@cache
def _radio_words() -> dict[str, str]:
    """Letter -> the NATO spelling word, for spelling a surrogate back the radio way."""
    words = (
        "Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November "
        "Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu"
    ).split()
    return {w[0].casefold(): w for w in words}


def respelled(original: str, surrogate: str) -> str:
    """``surrogate`` (a name) spelled in the form of the chain ``original``."""
    sep = _separator(original) or "-"
    letters = _letters(original)
    upper = all(_upper(c) for c in letters)
    connective = re.search(rf"[ \t]+({_AS_IN})[ \t]+", original)
    # which items were read the radio way ("R as in Romeo, O, S..."): the same places are
    # in the surrogate
    radio = [re.search(_RADIO, m.group()) is not None for m in re.finditer(_ITEM, original)]
    items = []
    for ch in (c for c in surrogate if c.isalpha()):
        letter = ch.upper() if upper else ch.lower()
        if connective is not None and radio[min(len(items), len(radio) - 1)]:
            word = _radio_words().get(lx.fold(ch)[:1], ch.upper())
            letter = f"{letter} {connective.group(1)} {word}"
        items.append(letter)
    out = sep.join(items)
    return out + "." if original.endswith(".") and sep in (".", ". ") else out


class SpelledNameRecognizer(FinderRecognizer):
    """Names spelled letter by letter; the spelling cue or the name beside it vouches."""

    def __init__(self) -> None:
        super().__init__("PERSON", find_spelled, 0.85)
