"""Whether a text speaks about a person at all, and what a name needs where it does not.

Plain Python over a text and its detections. Public documentation, help pages and reference
passages name products, projects and places far more often than people ("Jenkins reads the
Jenkinsfile", "Kibana connects to one cluster", "Configuring Cassandra"), and what they do say
about people comes as a full name. A text is *impersonal* when it holds none of the marks of
personal data: no structured identifier (email, phone, card, IBAN, IP, SSN, id, address or
postcode found in it), no first-person singular pronoun in any of the cases' languages, no
greeting or sign-off (Chinese and Japanese ones too), no chat speaker label, and no name found by a cue, a name slot or a
name field. There a lone capitalised word the NER or the gazetteer calls a person is taken as
a product or topic name and kept; a name of two words or more, a name after a title ("Dr
Jenkins") and any name the case knows from another text (propagation) are still replaced.

In that documentation register a lone first name is no evidence either ("Jenkins, Grafana and
Cassandra", "Hudson is the build runner"): a person there needs strong evidence, which is a
name cue, a record key, a sentence slot, a title, a full name, or the case knowing the name
from another text. A place name (LOCATION) in such a text is never personal data and stays.

``product_name`` holds the register-free signals that a span the NER calls a person names a
product, feature or organisation: a Title Case run whose head is a common word that is no name
("Jasper Premium", "Watson Discovery", "Atlas Volumes"), a name followed by a version number
("Sierra 4.2", "Orion v7") and a name glued into code, a path or a compound ("Jasper-app",
"jenkins/", "`Cassandra`").

Which way it leans: this favours precision on documentation. A deployment whose traces hold
impersonal notes that mention people by one name only ("Called Marta back") switches it off
with ``ASSAY_PII_IMPERSONAL_TEXTS=0`` (``PiiConfig.impersonal_rule``).
"""

from __future__ import annotations

from collections.abc import Iterable

import regex as re

from curation.pii import lexicon as lx
from curation.pii.name_slots import has_name_ending
from curation.pii.people_words import is_big_place, is_first_name, is_gazetteer_name
from curation.pii.place_words import public_street, street_keys

# Detection types that are personal data on their own: a text holding one is about a person.
_NAME_TYPES = frozenset({"PERSON", "LOCATION"})
# First-person singular pronouns and possessives (en, fr, de, es, nl, it, pt, pl). English "I"
# forms are matched case-sensitively; the rest in any case. A bare "I" glued to a code by a
# hyphen ("X4-I") or standing between two capitalised words ("Dom Luís I Bridge", "Henry I
# Street") is a suffix or a regnal numeral, not the pronoun; opening a sentence before a
# capitalised word ("I Trondheim", "I København") it is the Nordic preposition "in" (the English
# pronoun is followed by a verb or an adverb, not by a name).
_FIRST_PERSON = re.compile(
    r"(?<![\p{L}\p{M}'’])(?:(?<![\p{N}-])I(?!(?<=(?:\A|[.!?\n][ \t]*)I)[ \t]+\p{Lu}[\p{Ll}\p{M}])"
    r"(?!(?<=\p{Lu}[\p{Ll}\p{M}]+[ \t]I)[ \t]+\p{Lu})"
    r"|I['’](?:m|ve|d|ll)|(?i:me|my|mine|myself|je|j['’]|moi|mon|mes"
    r"|ich|mich|mir|mein|meine[nmrs]?|yo|mí|mis?|ik|mij|mijn|io|mio|mia|eu|meu|minha|mój|moja"
    r"|moje|mnie))(?![\p{L}\p{M}])"
)
_GREETING = re.compile(
    r"(?<![\p{L}\p{M}])(?i:hi|hello|hey|dear|thanks|thank[ \t]+you|regards|cheers|sincerely"
    r"|bonjour|merci|cordialement|hallo|danke|grüße|gruß|hola|gracias|saludos|ciao|grazie"
    r"|olá|obrigad[oa]|dag|groet(?:en|jes)?|bedankt|dzięki|dziękuję|cześć|dzień[ \t]+dobry"
    r"|buongiorno|buonasera|salve|guten[ \t]+(?:tag|morgen|abend)|bonsoir|salut"
    r"|buen[oa]s[ \t]+(?:días|tardes|noches)|goede(?:morgen|middag|navond)|bom[ \t]+dia"
    r"|boa[ \t]+tarde|pozdrawiam|distinti[ \t]+saluti|mit[ \t]+freundlichen)(?![\p{L}\p{M}])"
)
# Chinese and Japanese marks of a person: the first-person pronoun ("我", not "我们" "we"; "私"
# as a subject or possessive), greetings and thanks, and an honorific after a name.
_CJK_PERSONAL = re.compile(
    r"我(?![们們])|私(?=[はがのもにを])|僕|您好|你好|谢谢|謝謝|こんにちは|ありがとう"
    r"|お世話になって|よろしくお願い|申し訳"
)
_CJK_HONORIFIC_AFTER = re.compile(r"[ 　]?(?:さん|様|さま|先生|くん|ちゃん|女士|小姐|老师|老師)")
_SPEAKER = re.compile(
    r"^[ \t>*-]*(?i:user|customer|client|agent|assistant|bot|system|support|caller|operator"
    r"|human|ai|me|rep|staff|kunde|cliente|klant|agente|agent[ea]?)[ \t]*:",
    re.MULTILINE,
)
# A dialogue: two lines or more opening with a one-word label ("Hope: ...", "Halvard: ...").
_NAMED_SPEAKER = re.compile(r"^[ \t]*\p{Lu}[\p{L}\p{M}'’-]+:[ \t]+\S", re.MULTILINE)
# A sentence addressed to someone ("Don't go to town, Tamsin!") speaks to a person.
_VOCATIVE = re.compile(r",[ \t]+\p{Lu}[\p{L}\p{M}'’-]+[ \t]*[!?]")
_HONORIFIC_BEFORE = re.compile(rf"(?i:\b(?:{lx.alternation(lx.HONORIFICS)}))\.?[ \t]+$")
_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’-]*")


def is_impersonal(text: str, detections: Iterable, vouched: bool) -> bool:
    """True for a text with no mark of personal data (see the module docstring).

    ``detections`` are the text's spans (objects with ``entity_type``); ``vouched`` says a cue,
    a name slot or a name field found a name in it."""
    if vouched:
        return False
    if any(
        d.entity_type not in _NAME_TYPES
        and not (d.entity_type == "ADDRESS" and public_street(text[d.start : d.end]))
        for d in detections
    ):
        return False
    return not (
        _speaks_as_i(text)
        or _GREETING.search(text)
        or _SPEAKER.search(text)
        or _VOCATIVE.search(text)
        or _CJK_PERSONAL.search(text)
        or len(_NAMED_SPEAKER.findall(text)) >= 2
    )


# A first-person word capitalised inside a sentence, before a capitalised word, is part of a
# title: "the My Account page", "la aplicación Mi Argentina", "via Mijn Overheid".
_TITLE_RUN = re.compile(r"\p{Ll}[,;:]?[ \t]+$")
_CAPITAL_NEXT = re.compile(r"[ \t]+\p{Lu}")


# The languages whose first-person singular each word of ``_FIRST_PERSON`` is: in a text of
# another language the same letters are other words (Czech, Slovak, Slovene and Croatian "je"
# is "is", Slavic "mi" is "we", Estonian "me" is "we", Polish "moje" stays "my").
_FIRST_PERSON_LANGUAGES = {
    "en": "i me my mine myself",
    "fr": "je j' j’ moi mon mes me",
    "de": "ich mich mir mein meine meinen meinem meiner meines",
    "es": "yo mí mi mis me",
    "nl": "ik mij mijn me",
    "it": "io mio mia mi",
    "pt": "eu meu minha me",
    "pl": "mój moja moje mnie mi",
    # Czech and Slovak "mi" is "to me" too (Croatian and Slovene "mi" is "we")
    "cs": "mi",
    "sk": "mi",
}
_PRONOUN_LANGUAGES: dict[str, set[str]] = {}
for _lang, _words in _FIRST_PERSON_LANGUAGES.items():
    for _w in _words.split():
        _PRONOUN_LANGUAGES.setdefault(_w, set()).add(_lang)


def _foreign_pronoun(word: str, text: str) -> bool:
    """Whether a first-person word stands in a text of a language it is no pronoun of
    (``lexicon.text_language``): "je" in "Výdejní místo je na náměstí Míru". English "I"
    forms are left to ``_FIRST_PERSON``'s own tests."""
    key = word.casefold()
    if key.startswith("i") and (key == "i" or key[1:2] in "'’"):
        return False
    languages = _PRONOUN_LANGUAGES.get(key)
    if languages is None:
        return False
    lang = lx.text_language(text)
    return lang is not None and lang not in languages


def _speaks_as_i(text: str) -> bool:
    """Whether a first-person singular word stands in ``text`` outside a title and in a text
    of one of the languages it is a pronoun of."""
    for m in _FIRST_PERSON.finditer(text):
        word = m.group()
        if _foreign_pronoun(word, text):
            continue
        titled = (
            word[:1].isupper()
            and len(word) > 1
            and _TITLE_RUN.search(text, max(0, m.start() - 40), m.start())
            and _CAPITAL_NEXT.match(text, m.end())
        )
        if not titled:
            return True
    return False


# Third-person pronouns that only people take (en): "Scott is kind. He ...", "Her maiden name".
_PERSON_PRONOUN = re.compile(
    r"(?<![\p{L}\p{M}])(?i:he|she|him|her|his|hers|himself|herself)(?![\p{L}\p{M}])"
)
# A documentation paragraph runs longer than a one-line template ("Diana is from Cloudmade"): a
# lone first name is read as a product name only in impersonal texts this long (two short
# sentences of a help page: "Ask Alexa or Siri to start the Dyson on a schedule.").
DOC_MIN_WORDS = 10
# A street named without a house number is a public place only in a longer paragraph or on a
# page: "Customer moved to Green Crescent, Cardiff" is a person's new address.
STREET_DOC_MIN_WORDS = 25


# A Markdown heading line ("## Getting started", "# Så fungerar tjänsten"): a text that carries
# a section title is a page of documentation, however short its paragraph. Notes, messages and
# chat lines do not open with one.
_HEADING = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+\p{L}", re.MULTILINE)


def speaks_of_people(text: str) -> bool:
    """Whether an impersonal text still speaks of people: a he/she pronoun, or too short to be a
    documentation paragraph (fewer than ``DOC_MIN_WORDS`` words) and carrying no mark of a
    documentation page (``documentation_page``). A lone first name there is a person ("Scott is
    a very sympathetic person. They are ...")."""
    if _PERSON_PRONOUN.search(text) is not None:
        return True
    return len(_WORD.findall(text)) < DOC_MIN_WORDS and not documentation_page(text)


# speaker labels that are no person, or words of documentation too ("the host", "support")
_NOT_ROLES = frozenset("bot system ai me support reply note question answer tech host".split())
_ROLE = re.compile(
    rf"(?<![\p{{L}}\p{{M}}])(?i:{lx.alternation(sorted(lx.ROLE_LABELS - _NOT_ROLES))})s?"
    r"(?![\p{L}\p{M}])"
)


def names_a_role(text: str) -> bool:
    """Whether a text names a person by a role ("Customer moved to ...", "der Kunde", "the
    tenant"): someone a street without a number in it may be the address of."""
    return _ROLE.search(text) is not None


def long_paragraph(text: str) -> bool:
    """Whether a documentation paragraph is long enough (``STREET_DOC_MIN_WORDS``) or laid out
    as a page (``documentation_page``) for a street without a number to be a public place."""
    return len(_WORD.findall(text)) >= STREET_DOC_MIN_WORDS or documentation_page(text)


def documentation_page(text: str) -> bool:
    """Whether a text is laid out as a documentation page: a Markdown heading line over its
    prose ("## Getting started", "## Kako deluje storitev"). A help page's paragraph of two
    sentences is as public as a long one; the register's other tests (no first person,
    greeting, speaker, identifier or vouched name) still apply."""
    return _HEADING.search(text) is not None


def weak_name(
    text: str, start: int, end: int, common, people_kept: bool = False, paragraph: bool = True
) -> bool:
    """A person span that, in an impersonal text, is no evidence of a person: no title before it
    ("Dr Jenkins" stays) and either no two name words side by side ("Jenkins", "Cassandra",
    "Hudson and Travis") or only common words of the language side by side ("Spring Boot").
    ``common`` tells whether a word is a common word ("Harrison Ford" stays: "Harrison" is
    not). ``people_kept``: another person of the text stays (a full name, a title), so the
    text does speak of people and a lone first name there is one of them. ``paragraph``: the
    text reads as a documentation paragraph (``speaks_of_people`` is False), where two name
    words side by side also need a full name's shape (``full_name_shape``)."""
    if _HONORIFIC_BEFORE.search(text, 0, start) is not None:
        return False
    if _CJK_HONORIFIC_AFTER.match(text, end) is not None:
        return False  # "佐々木さん", "周女士": a person addressed as one
    value = text[start:end]
    words = [w for w in _WORD.finditer(value) if len(w.group()) > 1]
    if people_kept and len(words) == 1 and is_first_name(words[0].group()):
        return False  # "bei Nachbarin Herbert Metz abgegeben, Irmtraut informiert": people
    while len(words) > 1 and words[0].group().casefold() in lx.PARTICLES:
        words.pop(0)  # "São Paulo", "San Mateo", "Saint Helier": a particle opens a place
    for a, b in zip(words, words[1:], strict=False):
        gap = value[a.end() : b.start()]
        if re.fullmatch(r"[ \t]+(?:\p{L}\.?[ \t]+)?", gap):
            # "olga krylova", "Isaac Heath": a full name; "Spring Boot": two common words
            if all(common(w.group()) and not is_first_name(w.group()) for w in words):
                return True
            if not paragraph or re.search(r"\p{L}", gap):
                return False  # a short text, a middle initial ("Jildau S Bouts"): a person
            return not full_name_shape([w.group() for w in words])
    return True


def capitalised_part(text: str, start: int, end: int) -> tuple[int, int] | None:
    """A documentation paragraph's person span less the lower-case words at its edges that are
    no name particle ("su Siri" -> "Siri", "töötab Lennart" -> "Lennart"), or None when no
    capitalised word is left ("kan aan"). Documentation writes every name it gives with a
    capital, so a lower-case word there is a word of its language the NER did not know."""
    words = [w for w in _WORD.finditer(text, start, end)]
    while words and words[0].group().islower() and words[0].group() not in lx.PARTICLES:
        words.pop(0)
    while words and words[-1].group().islower() and words[-1].group() not in lx.PARTICLES:
        words.pop()
    if not any(w.group()[:1].isupper() for w in words):
        return None
    return (words[0].start(), words[-1].end()) if words else None


def full_name_shape(words: list[str]) -> bool:
    """Whether name words side by side read as a person's full name: a gazetteer first name or
    surname first ("Isaac Heath"), a gazetteer surname last ("Xiomara Smith"), or a word with a
    name's ending (``has_name_ending``: "Pierguglielmo Tollini"). "Grafana Loki", "Debian
    Bookworm" and "Dolby Atmos" are none of these: names of products."""
    if is_gazetteer_name(words[0]) or lx.fold(words[-1]) in lx.gazetteer_surnames():
        return True  # "Isaac Heath", "Hussain Avenue" (a name word, then a street word)
    # letters outside ASCII alone are no name's shape here: every word of a paragraph in
    # Albanian or Vietnamese has them ("Sheshi Skënderbej", "Vịnh Hạ Long")
    return any(has_name_ending(w) for w in words)


# A version right after a name: "Sierra 4.2", "Orion v7", "Atlas 2.1.0-beta".
_VERSION_AFTER = re.compile(r"[ \t]+(?:v\d+|\d+(?:\.\d+)+)(?![\p{L}])", re.IGNORECASE)
# Glued into code, a path, a URL or a compound: "/jenkins", "Jasper-app", "`Cassandra`".
_CODE_BEFORE = re.compile(r"(?:[/\\_`]|\p{L}\.)$")
_CODE_AFTER = re.compile(r"^(?:[/\\_`(]|\.\p{Ll})")
# A compound with a lower-case word: "Jasper-app", "pro-Atlas"; the word is checked apart.
_GLUED_AFTER = re.compile(r"-(\p{Ll}[\p{Ll}\p{M}]+)")
_GLUED_BEFORE = re.compile(r"(?<![\p{L}\p{M}])(\p{Ll}[\p{Ll}\p{M}]+)-$")
# The same compound inside the span: "De Jasper-app" as one span.
_GLUED_INSIDE = re.compile(r"(?<=\p{L})-(\p{Ll}[\p{Ll}\p{M}]+)$")
# The capitalised word after a span: "Watson" + " Discovery".
_HEAD_AFTER = re.compile(r"[ \t]+(\p{Lu}(?:[\p{Ll}\p{M}]+|\p{Lu}{1,4}))(?![\p{L}\p{M}'’-])")
# The article and demonstratives: they open no name, though "The" is a gazetteer surname and
# "of the" a name particle ("a" and "an" are left out: "An" is a given name).
_DEMONSTRATIVES = frozenset("the this that these those".split())
# A technical acronym as a head, or its plural: "API", "SDK", "IoT", "ATMs" are no surnames.
_ACRONYM = re.compile(r"(?:\p{Lu}{2,5}|\p{Lu}\p{Ll}?\p{Lu})s?")


def product_name(text: str, start: int, end: int, common, is_name_word) -> bool:
    """Whether a person span names a product, feature or organisation, whatever the register:

    - a Title Case run whose last word (the head, inside the span or right after it) is a common
      word of the language that no name gazetteer holds: "Jasper Premium", "Watson Discovery",
      "Atlas Volumes", "Link Dedicated", "Atlas ATMs" (an acronym or its plural); "Grace
      Baker" and "Will Smith" stay people ("Baker" and "Smith" are surnames);
    - followed by a version number: "Sierra 4.2", "Orion v7";
    - glued into code, a path, a URL or a compound with a lower-case common word:
      "Jasper-app", "/opt/jenkins", "`Cassandra`";
    - opened by a determiner: "The Mesh Wi-Fi", "Our Victoria".

    ``common(word)`` says a word is a common word of the language, ``is_name_word(word)`` that a
    gazetteer holds it as a first name or surname."""
    value = text[start:end]
    words = [w.group() for w in _WORD.finditer(value)]
    if not words:
        return False
    if _VERSION_AFTER.match(text, end) is not None:
        return True
    if _CODE_BEFORE.search(text[max(0, start - 2) : start]) or _CODE_AFTER.match(
        text[end : end + 2]
    ):
        return True
    glued = (
        _GLUED_AFTER.match(text, end)
        or _GLUED_BEFORE.search(text[max(0, start - 30) : start])
        or _GLUED_INSIDE.search(value)
    )
    if glued is not None and common(glued.group(1)) and not is_name_word(glued.group(1)):
        return True  # "Jasper-app"; "collins-taylor" is a double surname
    first = words[0].casefold()
    if len(words) >= 2 and first in _DEMONSTRATIVES and value[:1].isupper():
        return True  # "The Mesh Wi-Fi", "The Orion X": "The" is also a surname ("of the")
    if any(re.fullmatch(r"\p{Lu}\.?", w) for w in words) or value[:2].islower():
        return False  # "A. Forza", "Jildau S Bouts", "gemma collins": a person's way
    if re.search(r"['’]s\b", value) or re.match(r"['’]s\b", text[end : end + 3]):
        return False  # "Alice Goldberg's Cautionary Tales": a person's work
    if len(words) >= 2 and first in lx.stop_words() and first not in lx.PARTICLES:
        if not is_first_name(words[0]):
            return True  # "Our Victoria": a determiner opens no name
    head = words[-1] if len(words) >= 2 else None
    if head is None:
        nxt = _HEAD_AFTER.match(text, end)
        head = nxt.group(1) if nxt is not None else None
    if head is not None and _ACRONYM.fullmatch(head):
        return not is_name_word(head)  # "Austin API", "Jasper SDK"
    if head is None or not head[:1].isupper() or len(head) < 3:
        return False
    folded = head.casefold()
    if folded in lx.stop_words() or folded in lx.INTERJECTIONS or folded in lx.FIELD_WORDS:
        return False  # "Anna And", "Thanks Anna Please", "Anna Phone: ..."
    if lx.fold(head) in street_keys():
        return False  # "Wright Crescent": a street, which the address rules weigh
    return common(head) and not is_name_word(head) and folded not in lx.calendar_words()


def place_led(text: str, start: int, end: int, evidence: list[tuple[int, int]]) -> bool:
    """Whether a person span of two words or more opens with a big place that is no first
    name (``is_big_place``) and that no name evidence covers: an airport, a station or a
    square named after someone ("Lisbon Humberto Delgado", "Oslo Gardermoen"). A slot that
    found the name after the place ("leaving Humberto Delgado") vouches for that part only."""
    words = list(_WORD.finditer(text, start, end))
    if len(words) < 2 or not is_big_place(words[0].group()):
        return False
    first = words[0]
    return not any(s < first.end() and first.start() < e for s, e in evidence)


# A lower-case article right before a span, and a capitalised word right after it (past an
# initial or a regnal numeral: "Dom Luís I Bridge").
_ARTICLE_BEFORE = re.compile(r"(?<![\p{L}\p{M}])(?:the|this|that)[ \t]+$")
_TITLE_AFTER = re.compile(r"[ \t]+(?:\p{Lu}\.?[ \t]+)?\p{Lu}[\p{L}\p{M}]")
# A capitalised word and "of" right before a span: "Isle of", "Bay of", "University of".
_NOUN_OF_BEFORE = re.compile(r"(?<![\p{L}\p{M}])(\p{Lu}[\p{Ll}\p{M}]{2,})[ \t]+of[ \t]+$")


def inside_proper_name(text: str, start: int, end: int, common, is_name_word) -> bool:
    """Whether a person span is a word of a longer proper name of a place, a building or a
    product, whatever the register:

    - after a lower-case article, and before a capitalised word or ending in a word that is
      no name: "the Dom Luís I Bridge", "the Orion GitHub organisation", "the Villanueva
      Building" (a person is not "the Anna"; "the John Smith" stays);
    - one word after a capitalised common word and "of" that is no name, title or role:
      "Isle of Skye", "Bay of Biscay" ("Duke of Wellington" is a title, which stays).

    ``common`` and ``is_name_word`` as for ``product_name``."""
    words = _WORD.findall(text, start, end)
    if _ARTICLE_BEFORE.search(text[max(0, start - 8) : start]) and (
        _TITLE_AFTER.match(text, end) or (len(words) >= 2 and not is_name_word(words[-1]))
    ):
        return True
    if len(words) != 1:
        return False
    m = _NOUN_OF_BEFORE.search(text[max(0, start - 30) : start])
    if m is None:
        return False
    noun = m.group(1)
    return (
        common(noun)
        and not is_name_word(noun)
        and noun.casefold() not in lx.ROLE_LABELS
        and noun.casefold() not in lx.FIELD_WORDS
        and _HONORIFIC_BEFORE.search(noun + " ") is None
    )
