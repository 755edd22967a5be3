"""The rare-word rule: in a personal text, a word no language list or corpus knows is replaced.

The detectors find a name by evidence: a gazetteer, a cue, a slot, a field, a script's own name
list. Where none of that reaches (a language no list covers, a first name alone in a chat line,
a login nobody built from a name of the case), a name stays. This rule turns the question
round: instead of proving a word is a name, it asks whether the word is known to be something
else. A word is *known* when

- the deployment's protection keeps it (corpus vocabulary, the allow list, ``Protection``), or
- wordfreq lists it at ``RARE_ZIPF`` or more in a language its script is written in: English,
  the configured languages (``PiiConfig.languages``) and the text's own language for Latin
  letters; the wordfreq languages of Cyrillic, Greek, Arabic, Hebrew, Devanagari, Bengali,
  and Tamil for those scripts;

except that a gazetteer name is frequent because it is a name ("Daniel"): mid-sentence, a
capitalised first name is not known however frequent it is (``is_known`` says where a listed
name still counts as a word). In a cased script a rare word in lower case is a typo or jargon
and stays, unless it is a listed name.

Everything else, in a text that holds a mark of personal data (``context.is_impersonal`` is
false: an identifier, a first-person word, a greeting, a speaker label, a name found by
evidence), is replaced as a name. Words of Chinese, Japanese, Korean and of the scripts wordfreq
has no list for (Ethiopic, Khmer, Gurmukhi, Thai, Georgian, Armenian...) are left to the other
detectors: without a list every word of them would be "unknown".

Which way it leans: recall. It is off by default (``ASSAY_PII_RARE_WORDS=0``), because it
replaces typos, jargon and inflected common words in personal texts; impersonal texts
(documentation, retrieved passages) are never touched by it. Plain Python over a text and
its detections; the caller supplies the protection test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

import regex as re

from curation.pii import lexicon as lx
from curation.pii import script_names
from curation.pii.context import is_impersonal
from curation.pii.overlaps import EVIDENCE_SCORE
from curation.pii.people_words import is_first_name, is_gazetteer_name
from curation.pii.script_names_build import LANGUAGES
from curation.pii.scripts import first_script

# A word at or above this Zipf frequency (about once per 10 million words) in one of its
# script's languages is a word of the language, not personal data.
RARE_ZIPF = 2.0
# A listed name written in lower case is a word only at this Zipf or more ("white", "baker";
# "moreau" 2.8, "rodriguez" 3.7 are names).
LOWER_NAME_ZIPF = 4.0
# A listed name of a caseless script is an ordinary word only at this Zipf or more.
NAME_WORD_ZIPF = 5.0

# wordfreq's languages for each script other than Latin (Latin takes the configured ones): the
# table the script-name gazetteer is built with.
SCRIPT_LANGUAGES: dict[str, tuple[str, ...]] = LANGUAGES
_CASED = ("Latin", "Cyrillic", "Greek")
# Chinese and Japanese have no spaces between words, and they and Korean have their own name
# machinery (wordfreq's Korean and Japanese lists also need MeCab, which is not installed).
_SKIPPED_SCRIPTS = ("Han", "Hiragana", "Katakana", "Hangul")

# A word: letters and marks, with inner apostrophes; never part of a code, a path, a domain,
# an identifier or a number ("acct_123", "/usr/lib", "abcom.al", "x86"). A login after "@" is a
# word ("@joeypan"), an e-mail's local part is not (the e-mail recognizer owns it).
_WORD = re.compile(
    r"(?<![\p{L}\p{M}\p{N}_/\\.#%&=+~$]|\p{N}-)"
    r"[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*"
    r"(?![\p{L}\p{M}\p{N}_/\\@]|\.[\p{L}\p{N}]|-\p{N})"
)
# A login written with dots or underscores ("m.srisuk", "@kagiso_naidoo"), not in an e-mail
# or a domain: replaced whole when one of its parts is a word no list knows.
_HANDLE = re.compile(
    r"(?<![\p{L}\p{M}\p{N}_/\\.#%&=+~$-])@?[\p{L}\p{M}]+(?:[._][\p{L}\p{M}]+)+\d*"
    r"(?![\p{L}\p{M}\p{N}_/\\@]|\.[\p{L}\p{N}])"
)
_URL = re.compile(r"(?i:https?://|www\.)\S+")
_CODE = re.compile(r"`[^`\n]+`")
_LOWER_NAME_MIN = 4  # a lower-case gazetteer word this short is too often a word of some language
_ACRONYM_MAX = 4  # "RM", "PNR", "IBAN", "HTTP": capitals this short are abbreviations


@lru_cache(maxsize=200_000)
def zipf_in(word: str, languages: tuple[str, ...]) -> float:
    """The highest wordfreq Zipf frequency of ``word`` (case-folded) in ``languages``."""
    from wordfreq import zipf_frequency

    folded = word.casefold()
    return max((zipf_frequency(folded, lang) for lang in languages), default=0.0)


@lru_cache(maxsize=1)
def _wordfreq_languages() -> frozenset[str]:
    from wordfreq import available_languages

    return frozenset(available_languages("small"))


def latin_languages(configured: Iterable[str], text: str) -> tuple[str, ...]:
    """English, the configured languages wordfreq lists, and the text's own language."""
    listed = _wordfreq_languages()
    langs = ["en", *(c for c in configured if c in listed and c != "en")]
    own = lx.text_language(text)
    if own and own not in langs:
        langs.append(own)
    return tuple(langs)


def is_known(
    word: str,
    latin: tuple[str, ...],
    threshold: float = RARE_ZIPF,
    sentence_initial: bool = False,
    dictionary: frozenset[str] = frozenset(),
) -> bool:
    """Whether ``word`` is known to be no personal data (see the module docstring).

    In a cased script (Latin, Cyrillic, Greek) a name is capitalised, so a rare word
    in lower case is a typo or jargon and stays, unless a gazetteer lists it as a name
    ("lefevre"). A name is frequent because it is a name ("Daniel", "নুসরাত"), so a gazetteer
    name is known only where it could be an ordinary word: opening a sentence in a cased script
    (mid-sentence its capital marks a name), or at ``NAME_WORD_ZIPF`` or more in a caseless
    one (Arabic "نور", light). A word of a script wordfreq has no list for is known."""
    script = first_script(word)
    languages = latin if script == "Latin" else SCRIPT_LANGUAGES.get(script, ())
    if script in _SKIPPED_SCRIPTS or not languages:
        return True
    if script in _CASED:
        if word.isupper():  # "SHARMIN CHOWDHURY", not "VCALENDAR", "DTSTART" or "BEGIN"
            listed = _listed_name(word)
            return not listed or (zipf_in(word, languages) >= threshold and not is_first_name(word))
        if word == word.lower():
            # "lefevre" is a name in lower case; "janë" is no "Jane", "te" no name at all
            plain = lx.fold(word) == word.casefold() and len(word) >= _LOWER_NAME_MIN
            if plain and _listed_name(word) and not lx.is_common(word, dictionary):
                return zipf_in(word, languages) >= LOWER_NAME_ZIPF
            return True
        if sentence_initial:  # a capital that opens a sentence or a label says nothing
            return not _listed_name(word) or zipf_in(word, languages) >= threshold
        return zipf_in(word, languages) >= threshold and not is_first_name(word)
    frequency = max(zipf_in(w, languages) for w in _unglued(word, script))
    if frequency < threshold:
        return False
    return script_names.lookup(word) is None or frequency >= NAME_WORD_ZIPF


def common_word(word: str, latin: tuple[str, ...], threshold: float = 3.5) -> bool:
    """Whether ``word`` is a common word of its script's languages (Zipf ``threshold`` or
    more) that no gazetteer lists as a name; False for scripts wordfreq has no list for."""
    script = first_script(word)
    languages = latin if script == "Latin" else SCRIPT_LANGUAGES.get(script, ())
    if not languages or script in _SKIPPED_SCRIPTS:
        return False
    return zipf_in(word, languages) >= threshold and not _listed_name(word)


def _listed_name(word: str) -> bool:
    return is_gazetteer_name(word) or script_names.lookup(word) is not None


# Hebrew and Arabic write prepositions, articles and conjunctions glued to the next word
# ("כשלחשבון", "وبالحساب"): the word is known when a form without them is.
_PROCLITICS = {
    "Hebrew": ("ו", "ה", "ב", "ל", "מ", "ש", "כ", "וה", "וב", "ול", "שה", "של", "כש", "מה", "לה"),
    "Arabic": ("و", "ف", "ب", "ل", "ك", "ال", "وال", "بال", "لل", "فال", "كال", "ول", "وب"),
}


def _unglued(word: str, script: str) -> list[str]:
    forms = [word]
    for prefix in _PROCLITICS.get(script, ()):
        if word.startswith(prefix) and len(word) - len(prefix) >= 2:
            forms.append(word[len(prefix) :])
    return forms


_MARKUP = " \t*_>#|\"'“”‘([-"


def sentence_initial(text: str, start: int) -> bool:
    """Whether the word at ``start`` opens the text, a sentence, a line or a cell."""
    before = text[max(0, start - 40) : start].rstrip(_MARKUP)
    if not before:
        return start <= 40
    return before[-1] in ".!?:;\n" or text[start:].split(None, 1)[0].endswith(":")


def _blocked(text: str) -> list[tuple[int, int]]:
    return [m.span() for rx in (_URL, _CODE) for m in rx.finditer(text)]


def personal(text: str, detections: Sequence) -> bool:
    """A text with a mark of personal data (``context.is_impersonal`` is false)."""
    vouched = any(
        d.entity_type == "PERSON" and getattr(d, "score", 0) >= EVIDENCE_SCORE for d in detections
    )
    return not is_impersonal(text, detections, vouched)


def rare_words(
    text: str,
    detections: Sequence,
    latin: tuple[str, ...],
    protected: Callable[[str, int, int], bool] = lambda text, start, end: False,
    threshold: float = RARE_ZIPF,
    dictionary: frozenset[str] = frozenset(),
) -> list[tuple[int, int]]:
    """Spans of the words of a personal ``text`` that no list knows and no detection covers.

    ``latin`` are the wordfreq languages for Latin letters (``latin_languages``); ``protected``
    says whether the deployment keeps the word at [start, end) (corpus vocabulary, allow list);
    ``dictionary`` (the analyzer's lower-case words) keeps "moons" from being the name "Moons".
    An impersonal text gives no span."""
    if not personal(text, detections):
        return []
    taken = [(d.start, d.end) for d in detections] + _blocked(text)
    out: list[tuple[int, int]] = []

    def unknown(start: int, end: int, in_login: bool = False) -> bool:
        word = text[start:end]
        if sum(1 for c in word if c.isalpha()) < 2:
            return False
        if word.isupper() and len(word) <= _ACRONYM_MAX:
            return False
        if in_login:  # a login's parts are lower case by habit: frequency alone decides
            known = is_known(word.capitalize(), latin, threshold, sentence_initial=True)
            known = known and zipf_in(word, latin) >= threshold
        else:
            known = is_known(word, latin, threshold, sentence_initial(text, start), dictionary)
        return not known and not protected(text, start, end)

    for m in _HANDLE.finditer(text):
        start = m.start() + (m.group().startswith("@"))
        if any(s < m.end() and start < e for s, e in taken):
            continue
        parts = [p.span() for p in re.finditer(r"[\p{L}\p{M}]+", m.group())]
        if any(unknown(m.start() + s, m.start() + e, in_login=True) for s, e in parts):
            out.append((start, m.end()))
    taken += out
    for m in _WORD.finditer(text):
        start, end = m.span()
        if any(s < end and start < e for s, e in taken):
            continue
        if unknown(start, end):
            out.append((start, end))
    return sorted(out)
