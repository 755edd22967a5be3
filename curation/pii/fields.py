"""Values that a field label or a script says are personal: postcodes, CJK names.

- ``FieldRecognizer``: the values of labelled fields inside a text (a tool response logged as
  a string, an account record pasted into a chat, a form: ``label: value``, ``"key": "value"``,
  ``[label] value``; ``pairs.find_pairs`` reads them all) whose label names a postal code, a
  person or an address, when the value fits the label (``field_values.field_entity``).
- ``find_vocatives``: a first name right after a greeting that opens a line ("Hi An,").
- ``find_cjk_names``: a run of CJK letters after a self-introduction ("我叫", "私の名前は",
  "名前は"; not "我是" / "私は", "I am", which precede nouns as often) or before an
  honorific ("さん", "様", "先生", "女士"): the words languages written without spaces or
  capitals use to mark a name.

Labels are the field names of the languages the support cases are written in, not words of
any one record.
"""

from __future__ import annotations

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from curation.pii.field_labels import PHONE
from curation.pii.field_values import field_entity
from curation.pii.pairs import CELL_SHAPES, find_pairs
from curation.pii.script_names import CASELESS_SCRIPTS, CASELESS_WORD, TITLES_AND_GREETINGS

_CJK = r"\p{Han}\p{Hiragana}\p{Katakana}ー々"

_INTRO = re.compile(
    r"(?:我叫|我的名字是|我的名字叫|私の名前は|名前は)[ \t]*"
    rf"(?P<name>[\p{{Han}}々]{{2,4}}|[{_CJK}]{{2,6}}?)(?=[です。、，,.!！\s]|$)"
)
# Greetings, thanks and sign-offs of Chinese and Japanese, then (after punctuation or a line
# break) a short run of Han or kana alone to the end of its line: the sign-off of a person
# ("谢谢。洋", "此致\n金冬梅", "お世話になっております。京助").
_CJK_GREETING = (
    r"您好|你好|谢谢|多谢|感谢|此致|祝好|こんにちは|ありがとうございます|ありがとう"
    r"|お世話になっております|よろしくお願いします|よろしくお願いいたします|敬具"
)
_CJK_SIGNED = re.compile(
    rf"(?:{_CJK_GREETING})(?:[。，、,！!][ \t]*\n?|[ \t]*\n)[ \t]*"
    r"(?P<name>[\p{Han}々]{1,4}|[\p{Hiragana}\p{Katakana}ー]{2,6})[ \t]*(?=\n|$)"
)
# Characters of function words and verbs that a sign-off sentence holds and a name does not.
_NOT_IN_NAMES = frozenset("我你您他她它的了是在有不会请和与也就都这那吗呢吧啊をにはがでとです")
# before an honorific, or (Chinese) before the greeting that follows a name ("龚 欢您好")
# A surname and a given name apart ("加藤 真綾") may follow a particle ("ご家族の加藤 真綾様"):
# the space marks the pair as a name, so the kana before it is a word of its own.
_PARTICLE_BEFORE = "のはがとにをもへで"
_HONORIFIC = re.compile(
    rf"(?:(?<![{_CJK}])|(?<=[{_PARTICLE_BEFORE}])(?=[\p{{Han}}々]{{1,3}}[ 　]))"
    r"(?P<name>[\p{Han}々]{1,3}[ 　][\p{Han}々]{1,3}|[\p{Han}々]{2,4}"
    r"|[\p{Katakana}ー]{2,8}|(?<=^|[\s:：(（「])[\p{Han}](?<![皆奥王神客]))[ 　]?"
    r"(?=さん|様|さま|先生|くん|ちゃん|女士|小姐|老师|您好|你好)"
)
# A short Han run standing alone inside Latin text ("belongs to 優希", "(王薇)", "Best,\n優花 山本"):
# in a text written in another script, an isolated run of one to four Han characters is a name
# (places come with their suffix, 市 県 省 区 ..., and are longer).
_IN_LATIN = re.compile(
    r"(?<=[\p{Latin}\p{N}][^\p{Han}\p{Hiragana}\p{Katakana}\n]{0,3}|^|\n)"
    r"(?<![\p{Han}\p{Hiragana}\p{Katakana}ー々])(?P<name>[\p{Han}々]{1,3}(?:[ 　][\p{Han}々]{1,3})?)"
    r"(?![\p{Han}\p{Hiragana}\p{Katakana}ー々])(?=[^\p{Han}\p{Hiragana}\p{Katakana}\n]{0,3}"
    r"(?:[\p{Latin}\p{N}]|$|\n))"
)
# A run of caseless-script words (letters, marks, joiners) separated by single spaces
_CASELESS_RUN = re.compile(
    rf"(?<![{CASELESS_SCRIPTS}\p{{M}}][ \t]?){CASELESS_WORD}(?:[ \t]{CASELESS_WORD})*"
    rf"(?![ \t]?[{CASELESS_SCRIPTS}])"
)
# The score of a field recognizer's guess: below the analyzer's field threshold, so it is
# checked like a NER guess (see ``analyzer.FIELD_THRESHOLD``).
GUESS_SCORE = 0.6
_PLACE_SUFFIX = frozenset("都道府県市区町村省州路街号栋室")


# Greetings of the cases' languages that open a line addressed to someone.
_GREETING = (
    r"hi|hello|hey|dear|good[ \t]+(?:morning|afternoon|evening)|bonjour|bonsoir|salut|cher|chère"
    r"|hallo|liebe|lieber|guten[ \t]+(?:tag|morgen|abend)|moin|hola|buenos[ \t]+días|buenas"
    r"[ \t]+tardes|querid[oa]|estimad[oa]|hoi|beste|goede(?:morgen|middag|navond)|ciao|caro|cara"
    r"|olá|oi|prezad[oa]"
)
_VOCATIVE = re.compile(
    rf"(?im:^[ \t]*(?:[\p{{L}} ]{{1,20}}:[ \t]*)?(?:{_GREETING})[ \t]*,?[ \t]+"
    r"(?P<name>\p{Lu}\p{Ll}{1,})[ \t]*(?=[,!\n]|$))"
)


# A greeting or thanks in Latin letters, then one or two words of a caseless script ending the
# phrase ("Hi ଅର୍ଚ୍ଚନା,", "thanks ཟླ་བ!"): in a Latin-script sentence such words are a name.
_CASELESS_VOCATIVE = re.compile(
    rf"(?i:(?<![\p{{L}}])(?:{_GREETING}|thanks|thank[ \t]+you)[ \t]*,?[ \t]+)"
    rf"(?P<name>{CASELESS_WORD}(?:[ \t]{CASELESS_WORD})?)(?=[ \t]*(?:[,!.?\n]|$))"
)


# A caseless-script name on the line after a Latin sign-off ("Kind regards,\nปิยะนุช ศรีสุข"),
# alone or before a separator and the sender's company ("ปิยะนุช · Orla Audio").
_CASELESS_SIGNED = re.compile(
    r"(?im:^[ \t]*(?:(?:kind|best|warm|warmest)[ \t]+regards|regards|best|cheers|sincerely"
    r"|yours[ \t]+(?:sincerely|truly)|thanks|thank[ \t]+you|many[ \t]+thanks)[ \t]*[,!.]?[ \t]*\n)"
    rf"[ \t]*(?P<name>{CASELESS_WORD}(?:[ \t]{CASELESS_WORD}){{0,2}})[ \t]*(?=\n|$|[·|,–—-])"
)


def find_vocatives(text: str) -> list[tuple[int, int]]:
    """(start, end) of a first name a line opens with after a greeting ("Hi An,", "Hallo Bo!"):
    the greeting and the comma are the evidence, the gazetteer says it is a first name, so a
    short name that is also a stop word ("An") counts here and nowhere else. A caseless name
    after a Latin greeting or thanks needs no gazetteer (``_CASELESS_VOCATIVE``)."""
    from curation.pii.people import is_first_name

    out = [
        (m.start("name"), m.end("name"))
        for m in _VOCATIVE.finditer(text)
        if is_first_name(m.group("name"))
    ]
    for m in (*_CASELESS_VOCATIVE.finditer(text), *_CASELESS_SIGNED.finditer(text)):
        words = m.group("name").split()
        if not any(w in TITLES_AND_GREETINGS for w in words):
            out.append(m.span("name"))
    return out


def find_fields(text: str) -> list[tuple[int, int, str]]:
    """(start, end, entity type) of field values (``pairs.find_pairs``, every shape but the
    table cells and XML elements, which ``postcodes`` reads) that are the datum their label names
    (``field_values.field_entity``)."""
    out = []
    for pair in find_pairs(text):
        if pair.shape in CELL_SHAPES:
            continue
        for start, end in _listed(text, pair):
            kind = field_entity(pair.kind, text[start:end])
            if kind is not None:
                out.append((start, end, kind))
    return out


def _listed(text: str, pair) -> list[tuple[int, int]]:
    """The values of a field: a phone field may list two numbers ("+44 7982 836092 / 0121
    280 4829"), each its own value; any other field is one value."""
    if pair.kind != PHONE or not re.search(r" [/;] |, ", text[pair.start : pair.end]):
        return [(pair.start, pair.end)]
    out, start = [], pair.start
    for m in re.finditer(r" [/;] |, ", text[pair.start : pair.end]):
        out.append((start, pair.start + m.start()))
        start = pair.start + m.end()
    return out + [(start, pair.end)]


def find_cjk_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of CJK names after a self-introduction, before an honorific, or alone on
    the rest of a line after a greeting, thanks or sign-off."""
    found = [(m.start("name"), m.end("name")) for m in _INTRO.finditer(text)]
    found += [(m.start("name"), m.end("name")) for m in _HONORIFIC.finditer(text)]
    found += [
        (m.start("name"), m.end("name"))
        for m in _CJK_SIGNED.finditer(text)
        if not set(m.group("name")) & _NOT_IN_NAMES
    ]
    return found


def find_isolated_han(text: str) -> list[tuple[int, int]]:
    """(start, end) of short Han runs standing alone in Latin-script lines: a name in a
    support text, but also a word quoted in an encyclopedia ("(长城)"), so the recognizer gives
    them a guess's score and the impersonal-text rule may drop them."""
    if not re.search(r"\p{Latin}{3}", text):
        return []
    return [
        m.span("name")
        for m in _IN_LATIN.finditer(text)
        if m.group("name")[-1] not in _PLACE_SUFFIX
        and not set(m.group("name")) & _NOT_IN_NAMES
        and _latin_line(text, m.start())
    ]


def find_isolated_caseless(text: str) -> list[tuple[int, int]]:
    """(start, end) of one to three words of a caseless script (Arabic, Thai, Devanagari, Lao
    ...) standing alone in a line written in Latin letters ("Callback log, ticket for شيماء عبد
    الرحمن", "spoke to สุริยา."): a name quoted in an English note, as ``find_isolated_han``
    reads Han; no title of address or greeting, and a guess's score too."""
    if not re.search(r"\p{Latin}{3}", text):
        return []
    out = []
    for m in _CASELESS_RUN.finditer(text):
        words = list(re.finditer(r"\S+", m.group()))
        while words and words[0].group() in TITLES_AND_GREETINGS:
            words.pop(0)  # "ນາງ ແສງເດືອນ": the title stays
        if not words or len(words) > 3 or any(w.group() in TITLES_AND_GREETINGS for w in words):
            continue
        if text[m.end() : m.end() + 3].lstrip(" \t")[:1] in (":", "："):
            continue  # a field's label ("ईमेल: ..."), not a name
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.end())
        line = text[start : end if end >= 0 else len(text)]
        caseless = len(re.findall(rf"[{CASELESS_SCRIPTS}]", line))
        if len(re.findall(r"\p{Latin}", line)) > caseless:
            out.append((m.start() + words[0].start(), m.start() + words[-1].end()))
    return out


def _latin_line(text: str, pos: int) -> bool:
    """The line around ``pos`` has more Latin letters than CJK ones (an English sentence with
    a name in it, not a Japanese one)."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    line = text[start : end if end >= 0 else len(text)]
    if not re.search(r"[\p{Latin}\p{Hiragana}\p{Katakana}]", line):
        line = text  # a line of Han alone ("Best,\n優花 山本"): the script of the whole text
    latin = len(re.findall(r"\p{Latin}", line))
    return latin > len(re.findall(rf"[{_CJK}]", line))


class FieldRecognizer(EntityRecognizer):
    """Postcodes and CJK names in labelled fields of a text (see the module docstring)."""

    def __init__(self) -> None:
        super().__init__(
            supported_entities=["POSTAL_CODE", "PERSON", "ADDRESS", "PHONE_NUMBER"],
            name="FieldRecognizer",
            version="1",
        )

    def load(self) -> None:
        pass

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        results = [
            RecognizerResult(kind, s, e, 0.9)
            for s, e, kind in find_fields(text)
            if kind in entities
        ]
        if "PERSON" in entities:
            results += [RecognizerResult("PERSON", s, e, 0.9) for s, e in find_vocatives(text)]
        if "PERSON" in entities:
            results += [
                RecognizerResult("PERSON", s, e, GUESS_SCORE)
                for s, e in find_isolated_caseless(text)
            ]
        if "PERSON" in entities and re.search(rf"[{_CJK}]", text):
            results += [RecognizerResult("PERSON", s, e, 0.9) for s, e in find_cjk_names(text)]
            results += [
                RecognizerResult("PERSON", s, e, GUESS_SCORE) for s, e in find_isolated_han(text)
            ]
        return results
