"""Self-introductions in the caseless scripts: "ผมชื่อ สุริยา ครับ", "ຂ້ອຍຊື່ ແສງເດືອນ.", "معك
شيماء عبد الرحمن.", "मेरा नाम प्रिया है", "నా పేరు హారిక", and "I ... am" where a copula
closes it: "زه احمد شینواری یم".

``introductions`` reads "my name is" and "this is" in the Latin-script languages, where a
gazetteer vouches for the name after the cue. These scripts have no capital and, for most, no
gazetteer, so the cue is the evidence and the end of the name is read from the sentence: the
name is the one to three words after the cue up to a delimiter, a polite particle or a copula
that closes the introduction ("ครับ", "ค่ะ", "یم", "है", "हूँ"); with no such end in three
words, the first word alone (the given name). No title of address or greeting is a name
(``script_names.TITLES_AND_GREETINGS``), and no word frequent enough to be a function word
where a frequency list exists.

The cues are the "my name is" and "this is" phrases of the languages these scripts write,
not the words of any one record.
"""

from __future__ import annotations

import regex as re

from curation.pii import lexicon as lx
from curation.pii.finder import FinderRecognizer
from curation.pii.script_names import (
    CASELESS_WORD,
    COMMON_ZIPF,
    TITLES_AND_GREETINGS,
    lookup,
    word_zipf,
)
from curation.pii.script_names_build import DROP_ZIPF

SCORE = 0.9  # a field recognizer's evidence: the cue vouches
_CUES = (
    # Arabic: "my name", "with you (is)"; Persian and Pashto: "my name"; Hindi, Marathi,
    # Bengali, Telugu, Kannada, Malayalam, Tamil, Sinhala: "my name"; Amharic "my name is";
    # Hebrew "my name"; Georgian "my name is"
    "اسمي|معك|معاك|اسم من|نام من|زما نوم|मेरा नाम|माझे नाव|माझं नाव|আমার নাম|"
    "నా పేరు|ನನ್ನ ಹೆಸರು|എന്റെ പേര്|என் பெயர்|මගේ නම|ስሜ|שמי|ჩემი სახელია"
)
# Thai and Lao write words without spaces: "(I am) named" is glued to the pronoun before it
# ("ผมชื่อ"), and the name after it stands apart; glued after it, "ชื่อสินค้า" (product
# name) is a compound
_UNSPACED_CUES = "ชื่อ|ຊື່"
# What closes an introduction: polite particles, the copula ("I am ..."), a full stop
_ENDS = "ครับ|ค่ะ|คะ|นะ|จ้ะ|ເດີ|ເຈົ້າ|ແມ່ນ|یم|یې|هستم|است|है|हूँ|हूं|आहे|আমি|ఉన్నాను|అండి|ಅಂತ|ആണ്|தான்|ነው|ვარ"
_INTRO = re.compile(
    rf"(?:(?<![\p{{L}}\p{{M}}])(?:{lx.alternation(_CUES.split('|'))})[ \t]*"
    rf"|(?:{_UNSPACED_CUES})[ \t]+)(?P<v>{CASELESS_WORD}(?:[ \t]{CASELESS_WORD}){{0,2}})"
)
# "I" ... "am": the pronoun alone says nothing ("زه غواړم", I want), with the copula after
# one to three words it introduces a name (Pashto, Persian, Hindi, Marathi)
_COPULA_INTRO = re.compile(
    rf"(?<![\p{{L}}\p{{M}}])(?:زه|من|मैं|मी)[ \t]+(?P<v>{CASELESS_WORD}(?:[ \t]{CASELESS_WORD}){{0,2}}?)[ \t]+"
    r"(?:یم|هستم|हूँ|हूं|आहे)(?![\p{L}\p{M}])"
)
_ENDS_WORD = re.compile(rf"(?:{_ENDS})")
_END = re.compile(rf"[ \t]*(?:$|[,.;:!?()\[\]/|<>\"«»،؛।]|(?:{_ENDS})(?![\p{{L}}\p{{M}}]))", re.M)


def find_introduced(text: str) -> list[tuple[int, int]]:
    """(start, end) of the names people give for themselves in these scripts."""
    out = []
    for m in _INTRO.finditer(text):
        base = m.start("v")
        words = list(re.finditer(CASELESS_WORD, m.group("v")))
        # the words before the first particle or copula, up to the last one a delimiter or
        # a particle follows; else the first word alone
        cut = next((i for i, w in enumerate(words) if _ENDS_WORD.fullmatch(w.group())), None)
        words = words[:cut]
        ended = [n for n in range(len(words), 0, -1) if _END.match(text, base + words[n - 1].end())]
        chosen = words[: ended[0]] if ended else words[:1]
        if not chosen or any(_no_name(w.group()) for w in chosen):
            continue
        out.append((base + chosen[0].start(), base + chosen[-1].end()))
    for m in _COPULA_INTRO.finditer(text):
        # "मैं ठीक हूँ" (I am fine): a word a frequency list knows must be a gazetteer name
        words = m.group("v").split()
        if not any(_no_name(w) or (word_zipf(w) >= COMMON_ZIPF and not lookup(w)) for w in words):
            out.append(m.span("v"))
    return sorted(set(out))


def _no_name(word: str) -> bool:
    return word in TITLES_AND_GREETINGS or word_zipf(word) >= DROP_ZIPF  # "من", "में"


class ScriptIntroductionRecognizer(FinderRecognizer):
    """Names people introduce themselves with in the caseless scripts (module docstring)."""

    def __init__(self) -> None:
        super().__init__("PERSON", find_introduced, SCORE)
