"""Values that a field label or a script says are personal: postcodes, CJK names.

- ``FieldRecognizer``: ``label: value`` lines and ``"key": "value"`` pairs inside a text (a
  tool response logged as a string, an account record pasted into a chat) whose label names a
  postal code ("postcode", "PLZ", "code postal", "邮编"...) or a person ("姓名", "氏名",
  "name"...). The value must fit: a postcode has 3-10 characters with digits; a person held in
  a name field is taken when it is written in a CJK script (2-6 letters), where no
  capital letter or gazetteer can say it is a name; an address field ("地址", "住所") holding
  CJK text is an address. Latin names and addresses in fields are left to their recognizers.
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

from curation.pii import lexicon as lx
from curation.pii.people_words import is_gazetteer_name
from curation.pii.vocabulary import zipf

_POSTAL_LABELS = (
    r"post(?:al)?[ _-]?code|postcode|zip(?:[ _-]?code)?|plz|postleitzahl|code[ _-]postal|cp"
    r"|c[oó]digo[ _-]postal|cap|codice[ _-]postale|郵便番号|邮编|邮政编码"
)
_NAME_LABELS = (
    r"(?:full[ _-]?|first[ _-]?|last[ _-]?|customer[ _-]?|account[ _-]?holder[ _-]?)?name"
    r"|nom|nombre|naam|nome|姓名|氏名|名前|お名前|名字|联系人|顧客名"
    r"|(?:account[ _-]?)?(?:holder|owner)|titular|inhaber|houder|właściciel|契約者|名義|户主"
    r"|given(?:[ _-]?name)?|family(?:[ _-]?name)?|surname|firstname|lastname|vorname|nachname"
    r"|pr[ée]nom|apellidos?|nazwisko|imi[eę]|voornaam|achternaam|cognome|recipient|contact"
)
_ADDRESS_LABELS = r"地址|住址|住所|所在地|ご住所|收货地址|送付先|address|adresse|adres"
# Keys of an address line in records and tool responses ("line1", "street", "adres"): a value
# with a house number under one is an address in any script.
_LINE_LABELS = (
    r"(?:address[ _-]?)?line[ _-]?1|address1|street(?:[ _-]address)?|adres|adresse|direcci[oó]n"
    r"|indirizzo|anschrift|stra(?:ß|ss)e|ulica|morada|endereço|straat|calle|rua|via|gata"
    r"|gatuadress|street[ _-]?name|rue|voie"
)
# "label: value" at a line start (or after "{" / ","), "label": "value" in JSON text, or
# "[label] value" (a form's fields rendered one per line).
_LABELS = rf"{_POSTAL_LABELS}|{_NAME_LABELS}|{_ADDRESS_LABELS}|{_LINE_LABELS}"
_FIELD = re.compile(
    rf"""(?ix)(?:^|(?<=[\n{{,|｜]))[ \t]*(?:["']?(?P<label>{_LABELS})["']?[ \t]*[:：=]"""
    rf"""|\[(?P<label>{_LABELS})\])"""
    r"""[ \t]*["']?(?P<value>[^"'\n,}|｜]{1,60}?)["']?[ \t]*(?=$|[\n,}|｜])""",
    re.M,
)
# A gazetteer name at least this frequent in English (wordfreq Zipf: "Church", "Street") is
# no evidence of a real street on its own.
STREET_NAME_ZIPF = 4.2
_STREET_WORD = re.compile(r"\p{Lu}[\p{L}\p{M}'’.-]*|\p{Ll}{1,3}['’]?|\p{Ll}+")
_PARTICLES = frozenset("de du des la le del della di da van von der den ten ter y e".split())
_CJK = r"\p{Han}\p{Hiragana}\p{Katakana}ー々"
# a CJK name, family and given name written together or apart ("伊藤 裕樹", "龚 欢")
_CJK_NAME = re.compile(rf"^[{_CJK}]{{1,6}}$|^[\p{{Han}}々]{{1,3}}[ 　][{_CJK}]{{1,4}}$")
_POSTCODE = re.compile(r"^(?=.*\d)[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$", re.I)

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
_HONORIFIC = re.compile(
    rf"(?<![{_CJK}])(?P<name>[\p{{Han}}々]{{1,3}}[ 　][\p{{Han}}々]{{1,3}}|[\p{{Han}}々]{{2,4}}"
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


def find_vocatives(text: str) -> list[tuple[int, int]]:
    """(start, end) of a first name a line opens with after a greeting ("Hi An,", "Hallo Bo!"):
    the greeting and the comma are the evidence, the gazetteer says it is a first name, so a
    short name that is also a stop word ("An") counts here and nowhere else."""
    from curation.pii.people import is_first_name

    return [
        (m.start("name"), m.end("name"))
        for m in _VOCATIVE.finditer(text)
        if is_first_name(m.group("name"))
    ]


def find_fields(text: str, common=lambda w: False) -> list[tuple[int, int, str]]:
    """(start, end, entity type) of field values that are postcodes, CJK names or streets;
    ``common(word)`` says whether a word is a dictionary word."""
    out = []
    for m in _FIELD.finditer(text):
        label = m.group("label").casefold()
        value = m.group("value").strip()
        if not value:
            continue
        start = m.start("value") + m.group("value").index(value)
        end = start + len(value)
        if re.fullmatch(_POSTAL_LABELS, label, re.I):
            if _POSTCODE.match(value):
                out.append((start, end, "POSTAL_CODE"))
        elif re.fullmatch(_LINE_LABELS, label, re.I):
            if re.search(r"\d", value) and re.search(r"\p{L}{3}", value):
                out.append((start, end, "ADDRESS"))
            elif _street_name(value, common):
                out.append((start, end, "ADDRESS"))
        elif re.fullmatch(_ADDRESS_LABELS, label):
            if re.search(rf"[{_CJK}]", value):  # Latin addresses: the address recognizer
                out.append((start, end, "ADDRESS"))
        elif _CJK_NAME.match(value) or _latin_name(value):
            out.append((start, end, "PERSON"))
    return out


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


def _latin_name(value: str) -> bool:
    """A name-field value made of one to four gazetteer names, particles and initials, in any
    letter case ("Benjamin", "VAN GESTEL, Evi", "j. moreau")."""
    from curation.pii.people import is_gazetteer_name

    words = [w.rstrip(".") for w in re.findall(r"\p{L}[\p{L}\p{M}'’-]*\.?", value)]
    if not 1 <= len(words) <= 4 or re.search(r"[\d@]", value):
        return False

    def named(w: str) -> bool:
        return all(is_gazetteer_name(p) for p in w.split("-") if p)

    return any(named(w) for w in words) and all(
        named(w) or w.casefold() in _PARTICLES or len(w) == 1 for w in words
    )


def _street_name(value: str, common) -> bool:
    """A street line's value without a house number ("Wexcombe Rise", "Hainbuchenstr."): one to
    five words opening with a capital, and a name word among them that is no street type: a
    word no dictionary holds, or a gazetteer name rarer in English than STREET_NAME_ZIPF
    ("Main Street", "Church Road": frequent words, no one's address in documentation)."""
    words = value.split()
    if not 1 <= len(words) <= 5 or not value[:1].isupper() or re.search(r"[@/\\=<>{}]", value):
        return False
    if not all(re.fullmatch(_STREET_WORD, w) for w in words):
        return False
    capitals = [w.rstrip(".") for w in words if w[:1].isupper()]
    capitals = [w for w in capitals if lx.fold(w) not in lx.ADDRESS_KEEP_WORDS]
    return any(
        not common(w) or (is_gazetteer_name(w) and zipf(w) < STREET_NAME_ZIPF) for w in capitals
    )


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

    def __init__(self, common_words: frozenset[str] = frozenset()) -> None:
        self.common_words = common_words
        super().__init__(
            supported_entities=["POSTAL_CODE", "PERSON", "ADDRESS"],
            name="FieldRecognizer",
            version="1",
        )

    def load(self) -> None:
        pass

    def _common(self, word: str) -> bool:
        return lx.is_common(word, self.common_words)

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        results = [
            RecognizerResult(kind, s, e, 0.9)
            for s, e, kind in find_fields(text, self._common)
            if kind in entities
        ]
        if "PERSON" in entities:
            results += [RecognizerResult("PERSON", s, e, 0.9) for s, e in find_vocatives(text)]
        if "PERSON" in entities and re.search(rf"[{_CJK}]", text):
            results += [RecognizerResult("PERSON", s, e, 0.9) for s, e in find_cjk_names(text)]
            results += [
                RecognizerResult("PERSON", s, e, GUESS_SCORE) for s, e in find_isolated_han(text)
            ]
        return results
