"""Phone numbers read out as digit words, as call transcripts and ASR output write them:
"nine one seven, five five five ...", "oh four one two double six ...", "cero uno uno ...",
"zwei null ...", mixed with written digits ("nine one seven 555 0142").

``find_digit_phones`` finds, for each language below, runs of its digit words (and written
digits, and its "double"/"triple") joined by spaces, commas or hyphens, and keeps a run as a
phone when three of its tokens at least are words, its digits have a phone's length, they
count nothing ("one two three four"), a phone word stands before it on its line or the line
before (the agent's question: "the best number to reach you?"), and ``phonenumbers`` finds the
digits a valid number of a configured region or they have a national number's length. One run is read in one
language, so an English "to" never joins a Danish run ("fem to") and "en" only counts in
Danish, Norwegian or Swedish.

A run of number words in documentation ("one two three", "version nine") is too short or has
no phone word next to it.

``digits_of`` gives the digit string a run reads, and ``respoken`` reads a surrogate digit
string back in the run's own words, separators and doublings.
"""

from __future__ import annotations

from functools import cache

import phonenumbers
import regex as re

from curation.pii.config import DEFAULT_PHONE_REGIONS
from curation.pii.finder import FinderRecognizer

# Each language's words for 0-9 (several where speakers say either: "oh", "zwo").
_DIGITS: dict[str, tuple[str, ...]] = {
    "en": ("zero|oh|o", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
    "es": ("cero", "uno|un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"),
    "pt": (
        "zero",
        "um|uma",
        "dois|duas",
        "três|tres",
        "quatro",
        "cinco",
        "seis",
        "sete",
        "oito",
        "nove",
    ),
    "fr": ("zéro|zero", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"),
    "it": ("zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"),
    "de": ("null", "eins", "zwei|zwo", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"),
    "nl": ("nul", "een|één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"),
    "sv": ("noll", "ett|en", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio"),
    "da": ("nul", "en|et", "to", "tre", "fire", "fem", "seks", "syv", "otte", "ni"),
    "no": ("null", "en|ett", "to", "tre", "fire", "fem", "seks", "sju|syv", "åtte", "ni"),
    "fi": (
        "nolla",
        "yksi",
        "kaksi",
        "kolme",
        "neljä",
        "viisi",
        "kuusi",
        "seitsemän",
        "kahdeksan",
        "yhdeksän",
    ),
    "pl": (
        "zero",
        "jeden",
        "dwa",
        "trzy",
        "cztery",
        "pięć",
        "sześć",
        "siedem",
        "osiem",
        "dziewięć",
    ),
    "cs": ("nula", "jedna", "dva", "tři", "čtyři", "pět", "šest", "sedm", "osm", "devět"),
    "ro": (
        "zero",
        "unu",
        "doi",
        "trei",
        "patru",
        "cinci",
        "șase|şase|sase",
        "șapte|şapte|sapte",
        "opt",
        "nouă|noua",
    ),
    "hu": (
        "nulla",
        "egy",
        "kettő|ketto|két",
        "három",
        "négy",
        "öt",
        "hat",
        "hét",
        "nyolc",
        "kilenc",
    ),
    "tr": ("sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"),
    "el": (
        "μηδέν|μηδεν",
        "ένα|ενα",
        "δύο|δυο",
        "τρία|τρια",
        "τέσσερα|τεσσερα",
        "πέντε|πεντε",
        "έξι|εξι",
        "επτά|εφτά|επτα|εφτα",
        "οκτώ|οχτώ|οκτω|οχτω",
        "εννέα|εννιά|εννεα|εννια",
    ),
    "ru": (
        "ноль|нуль",
        "один",
        "два",
        "три",
        "четыре",
        "пять",
        "шесть",
        "семь",
        "восемь",
        "девять",
    ),
    "id": (
        "nol|kosong",
        "satu",
        "dua",
        "tiga",
        "empat",
        "lima",
        "enam",
        "tujuh",
        "delapan",
        "sembilan",
    ),
    "tl": ("sero|wala", "isa", "dalawa", "tatlo", "apat", "lima", "anim", "pito", "walo", "siyam"),
    "vi": ("không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín"),
}
# "double five", "triple zero" and their kin, where a language says it so.
_REPEATS: dict[str, dict[str, int]] = {
    "en": {"double": 2, "triple": 3},
    "fr": {"double": 2, "triple": 3},
    "es": {"doble": 2, "triple": 3},
    "pt": {"duplo": 2, "triplo": 3},
    "it": {"doppio": 2, "triplo": 3},
    "de": {"doppel": 2, "doppelt": 2},
    "nl": {"dubbel": 2},
}
# Words asking for or giving a phone, in the same languages; their stems where they inflect.
_PHONE_WORDS = re.compile(
    r"(?i:\b(?:phone|number|mobile|cell|call(?:back)?|reach|contact|tel\w*|n[uú]mer\w*"
    r"|m[oó]vil|celular|llamar|contactar|ligar|contacto|appeler|joindre|portable|chiam\w*"
    r"|cellulare|nummer|handy|anrufen|erreichen|rückruf|bellen|bereiken|ring\w*|nå|puhelin\w*"
    r"|soit\w*|tavoit\w*|numer\w*|zadzwo\w*|kontakt\w*|číslo|volat|sunat|szám\w*|telefon\w*"
    r"|érhet\w*|hív\w*|aramak|ulaş\w*|τηλέφων\w*|τηλ|αριθμ\w*|κινητ\w*|καλέσ\w*|номер\w*"
    r"|позвон\w*|телефон\w*|nomor|hubungi|telepon|ponsel|tawag\w*|telepono|numero"
    r"|số|điện[ \t]+thoại|liên[ \t]+hệ|gọi)\b)"
)
_MIN_DIGITS, _MAX_DIGITS = 7, 15
_MIN_WORDS = 3
_TOKEN = re.compile(r"\d+|[\p{L}\p{M}]+")
_SEP = r"(?:[ \t]*[,\-–][ \t]*|[ \t]+)"


@cache
def _words(lang: str) -> dict[str, int]:
    """Folded digit word -> digit, for one language."""
    return {w: d for d, alts in enumerate(_DIGITS[lang]) for w in alts.split("|")}


@cache
def _run_pattern(lang: str) -> re.Pattern:
    words = sorted(set(_words(lang)) | set(_REPEATS.get(lang, {})), key=len, reverse=True)
    token = rf"(?:\d+|(?:{'|'.join(map(re.escape, words))})(?![\p{{L}}\p{{M}}]))"
    return re.compile(
        rf"(?i)(?<![\p{{L}}\p{{M}}\p{{N}}+]){token}(?:{_SEP}{token})+(?![\p{{L}}\p{{M}}\p{{N}}])"
    )


def _tokens(run: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(run)]


def digits_of(run: str, lang: str) -> str | None:
    """The digits a run reads in ``lang`` ("double six" -> "66"); None when it reads none."""
    words, repeats = _words(lang), _REPEATS.get(lang, {})
    out, times = [], 1
    for _, _, tok in _tokens(run):
        low = tok.casefold()
        if tok.isdigit():
            out.append(tok[:1] * times + tok[1:])
            times = 1
        elif low in repeats:
            times = repeats[low]
        elif low in words:
            out.append(str(words[low]) * times)
            times = 1
        else:
            return None
    return "".join(out) if times == 1 else None


@cache
def _all_words() -> frozenset[str]:
    words = {w for lang in _DIGITS for w in _words(lang)}
    return frozenset(words | {w for r in _REPEATS.values() for w in r})


def _may_hold_run(text: str) -> bool:
    """One cheap pass before the languages' patterns: four tokens in a row that are digits or
    some language's digit words, three of them words (most texts have none)."""
    words, streak, said = _all_words(), 0, 0
    for m in _TOKEN.finditer(text):
        token = m.group()
        if token.isdigit() or token.casefold() in words:
            streak += 1
            said += not token.isdigit()
            if streak >= _MIN_WORDS + 1 and said >= _MIN_WORDS:
                return True
        else:
            streak = said = 0
    return False


def _plausible(digits: str, regions: tuple[str, ...]) -> bool:
    """A valid number of a configured region, or a national number's length (a trunk 0 and
    9-13 digits, as "011 15 ..." in Argentina, or 8-11 without) where their plans do not
    know it."""
    if (digits.startswith("0") and 9 <= len(digits) <= 13) or 8 <= len(digits) <= 11:
        return True
    for region in regions:
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(digits, region)):
                return True
        except phonenumbers.NumberParseException:
            continue
    return False


def _cued(text: str, start: int) -> bool:
    """A phone word on the run's line before it, or on the line before that."""
    line_start = text.rfind("\n", 0, start) + 1
    previous = text.rfind("\n", 0, max(0, line_start - 1)) + 1
    return _PHONE_WORDS.search(text[previous:start]) is not None


def find_digit_phones(
    text: str, regions: tuple[str, ...] = DEFAULT_PHONE_REGIONS
) -> list[tuple[int, int, str]]:
    """(start, end, language) of phone numbers read as digit words (see the module docstring)."""
    found: list[tuple[int, int, str]] = []
    if not _may_hold_run(text):
        return found
    for lang in _DIGITS:
        for m in _run_pattern(lang).finditer(text):
            run = m.group()
            if not re.search(r"[\p{L}]", run):
                continue  # written digits alone are the other recognizers' business
            digits = digits_of(run, lang)
            if digits is None or not _MIN_DIGITS <= len(digits) <= _MAX_DIGITS:
                continue
            # mostly words: "020 7946 0958, one agent..." is a written phone and a word
            if len(re.findall(r"[\p{L}\p{M}]+", run)) < _MIN_WORDS:
                continue
            # a count ("one two three four five six seven") is no number anyone dials
            counting = all(int(b) - int(a) == 1 for a, b in zip(digits, digits[1:], strict=False))
            if _cued(text, m.start()) and not counting and _plausible(digits, regions):
                found.append((m.start(), m.end(), lang))
    # the longest run wins where two languages read the same words
    found.sort(key=lambda f: (f[0], f[0] - f[1]))
    kept: list[tuple[int, int, str]] = []
    for f in found:
        if not kept or f[0] >= kept[-1][1]:
            kept.append(f)
    return kept


def language_of(run: str) -> str | None:
    """The first language whose words read the whole run (the one ``find`` would keep)."""
    best, most = None, -1
    for lang in _DIGITS:
        digits = digits_of(run, lang) if _run_pattern(lang).fullmatch(run) else None
        if digits is not None and len(digits) > most:
            best, most = lang, len(digits)
    return best


def is_digit_words(value: str) -> bool:
    return re.search(r"\p{L}", value) is not None and language_of(value) is not None


def respoken(original: str, surrogate_digits: str) -> str:
    """``surrogate_digits`` read in the words, separators and doublings of ``original``."""
    lang = language_of(original)
    if lang is None:
        return surrogate_digits
    words, repeats = _words(lang), _REPEATS.get(lang, {})
    # the word the original used for each digit it said ("oh" or "zero" for 0)
    said: dict[int, str] = {}
    for _, _, tok in _tokens(original):
        if tok.casefold() in words:
            said.setdefault(words[tok.casefold()], tok)
    upper = original.isupper()

    def word(d: int) -> str:
        w = said.get(d) or _DIGITS[lang][d].split("|")[0]
        return w.upper() if upper else w

    pending = iter(surrogate_digits)
    out, last, times = [], 0, 1
    for start, end, tok in _tokens(original):
        out.append(original[last:start])
        last = end
        low = tok.casefold()
        if low in repeats:
            times = repeats[low]
            continue
        if tok.isdigit():
            out.append("".join(next(pending, "0") for _ in range(len(tok) + times - 1)))
        else:
            group = [int(next(pending, "0")) for _ in range(times)]
            if times > 1 and len(set(group)) == 1:
                rep = next(k for k, v in repeats.items() if v == times)
                out.append(f"{rep} {word(group[0])}")
            else:
                out.append(" ".join(word(d) for d in group))
        times = 1
    out.append(original[last:])
    return re.sub(r"(?<=\S) {2,}", " ", "".join(out))


class DigitWordPhoneRecognizer(FinderRecognizer):
    """Phones read as digit words, for the configured regions' numbering plans."""

    def __init__(self, regions: tuple[str, ...] = DEFAULT_PHONE_REGIONS) -> None:
        regions = tuple(regions)
        super().__init__(
            "PHONE_NUMBER",
            lambda text: [(s, e) for s, e, _ in find_digit_phones(text, regions)],
            0.7,
        )
