"""Names a speaker gives for themselves or a layout puts in a name's place, in any letter case.

- Self-introductions in the cases' languages ("this is", "it's", "c'est", "je m'appelle",
  "hier spricht", "ich bin", "soy", "me llamo", "met", "ik ben", "mówi", "nazywam się",
  "sono", "mi chiamo"), written as typed or as a speech-to-text transcript writes them (all
  lower case): the first word after the cue must be a first name of the gazetteer, the run
  goes on over name particles ("de la", "van der") and further gazetteer names, and a first
  name that is also a common word ("will", "rose") needs a surname after it.
- Speaker labels that carry the person in brackets ("担当(太田):", "Agent (Maren):").
- The first line of an e-mail signature (after the ``-- `` delimiter line): a name or the
  sender's initials ("BC | mobile ...").
- Japanese names written family name, space, given name before an honorific or a copula
  ("山本 健一です", "加藤 真綾様"), where no capital letter marks a name.

Each is evidence about the position a word takes, not a list of the words of any one text.
"""

from __future__ import annotations

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from curation.pii import lexicon as lx
from curation.pii.people_words import is_first_name, is_gazetteer_name

_INTRO = re.compile(
    r"(?i:(?<![\p{L}'’])(?:this[ \t]+is|it['’]s|it[ \t]+is|i['’]m|i[ \t]+am|my[ \t]+name[ \t]+is"
    r"|c['’]est|je[ \t]+suis|je[ \t]+m['’]appelle|moi[ \t]+c['’]est|hier[ \t]+spricht"
    r"|hier[ \t]+ist|ich[ \t]+bin|mein[ \t]+name[ \t]+ist|ich[ \t]+heiße|soy|me[ \t]+llamo"
    r"|mi[ \t]+nombre[ \t]+es|habla|met|ik[ \t]+ben|mijn[ \t]+naam[ \t]+is|mówi|nazywam[ \t]+się"
    r"|jestem|sono|mi[ \t]+chiamo)[ \t]+)"
    r"(?P<run>\p{L}[\p{L}\p{M}'’-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’-]*){0,4})"
)
_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’-]*")
_BRACKETED = re.compile(
    r"^[ \t]*[\p{L}][\p{L} ]{0,20}[ \t]*[(（](?P<name>[\p{Han}々]{1,4}"
    r"|\p{Lu}[\p{Ll}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{Ll}\p{M}'’-]+)?)[)）][ \t]*[:：]",
    re.M,
)
_SIGNATURE = re.compile(
    r"(?:^|\n)--[ \t]?\n[ \t]*(?P<name>\p{Lu}{2,3}|\p{Lu}[\p{Ll}\p{M}'’-]+"
    r"(?:[ \t]+(?:\p{Lu}\.?|\p{Lu}[\p{Ll}\p{M}'’-]+)){0,2})[ \t]*(?=[|,\n]|$)"
)
_JA_SPACED = re.compile(
    r"(?<![\p{Han}々])(?P<name>[\p{Han}々]{1,3}[ 　][\p{Han}々]"
    r"[\p{Han}\p{Hiragana}々]{0,3}?)(?=です|と申します|様|さま|さん|先生|くん|ちゃん)"
)


def find_introductions(text: str, common) -> list[tuple[int, int]]:
    """(start, end) of the name run after each self-introduction cue; ``common(word)`` says
    whether a word is a common word of the cases' languages."""
    out = []
    for m in _INTRO.finditer(text):
        words = list(_WORD.finditer(m.group("run")))
        if not words or not is_first_name(words[0].group()):
            continue
        first = words[0].group()
        if first.casefold() in lx.name_stop_words():
            continue
        last = 0
        for i, w in enumerate(words[1:], 1):
            word = w.group()
            if word.casefold() in lx.PARTICLES:
                continue
            if is_gazetteer_name(word) and word.casefold() not in lx.name_stop_words():
                last = i
                continue
            break
        if last == 0 and common(first):
            continue  # "it's will", "i'm rose": a name only with a surname after it
        base = m.start("run")
        out.append((base + words[0].start(), base + words[last].end()))
    return out


def find_layout_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of names in bracketed speaker labels, signature lines and spaced Japanese
    names before an honorific or copula."""
    found = [m.span("name") for m in _BRACKETED.finditer(text)]
    found += [m.span("name") for m in _SIGNATURE.finditer(text)]
    found += [m.span("name") for m in _JA_SPACED.finditer(text)]
    return found


class IntroductionRecognizer(EntityRecognizer):
    """Self-introductions, bracketed speakers, signatures, spaced Japanese names (see the
    module docstring)."""

    def __init__(self, common_words: frozenset[str]) -> None:
        super().__init__(
            supported_entities=["PERSON"], name="IntroductionRecognizer", version="1"
        )
        self.common_words = common_words

    def load(self) -> None:
        pass

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        if "PERSON" not in entities:
            return []
        spans = find_introductions(text, lambda w: lx.is_common(w, self.common_words))
        spans += find_layout_names(text)
        return [RecognizerResult("PERSON", s, e, 0.85) for s, e in spans]
