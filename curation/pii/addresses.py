"""Street addresses and postal codes: a regex scanner grown into whole address blocks.

Finds "221B Baker Street", "12 rue de la République", "Hauptstraße 5", "Király u. 15.",
"Flat 3", "PSC 0413, Box 8144 / APO AA 42323", "69003 Lyon", "SW1A 1AA", "ZIP: 3520", and
grows each hit over the lines and commas that continue it (unit, city, state, postal code,
country). ``AddressRecognizer`` wraps it for presidio, so "69003 Lyon" is an address, not the
person spaCy sees in it.
"""

from __future__ import annotations

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from curation.pii import lexicon as lx
from curation.pii.fixed_width import fixed_width_cells
from curation.pii.postcodes import prefixed_shape
from curation.pii.world_streets import (
    CASELESS_CITY,
    CASELESS_WORD,
    caseless_strong,
    escaped,
    unescape_same_length,
    vcard_fields,
)

_TAIL = r"[\p{L}\p{M}'’]*(?:-[\p{L}\p{M}'’]+)*"
WORD = rf"\p{{L}}{_TAIL}"
CAPWORD = rf"\p{{Lu}}{_TAIL}"
UPPERWORD = r"\p{Lu}[\p{Lu}\p{M}'’-]+"
ORDWORD = r"\d{1,3}(?:st|nd|rd|th)"
# "70/8/13": house, stair and door, as Austrian addresses write them
NUM = r"\d{1,5}[A-Za-z]?(?:[/-]\d{1,4}[A-Za-z]?){0,2}"
# "26 bis", "4 ter": the repeat markers French, Italian and Spanish numbers take
BIS = r"(?:[ \t]+(?i:bis|ter|quater)\b)?"

_POST = lx.alternation(lx.POST_STREET_TYPES)
_PRE = lx.alternation([*lx.PRE_STREET_TYPES, *escaped("pre")])
# Faker's street types of every locale that the lists above lack ("Steps", "Rotonda"): weak
# anchors, next to a house number, with a word in them that no dictionary holds
_FAKER_POST = [w for w in lx.faker_street_types("post") if w not in lx.POST_STREET_TYPES]
_FAKER_PRE = [w for w in lx.faker_street_types("pre") if w not in lx.PRE_STREET_TYPES]
_TYPE_WORDS = frozenset(lx.fold(w) for w in (*_FAKER_POST, *_FAKER_PRE)) | lx.ADDRESS_KEEP_WORDS
_SUFFIX = lx.alternation([*lx.COMPOUND_STREET_SUFFIXES, *escaped("suffix")])
# the world list's "post" words stand after the name, as a separate word ("ტოლენჯის ქ. 22")
_SEP = lx.alternation([*lx.SEPARATE_STREET_TYPES, *escaped("post")])
_UNIT = lx.alternation(lx.UNIT_WORDS)
_WEAK_UNIT = lx.alternation([*lx.WEAK_UNIT_WORDS, *escaped("unit")])
# words before a settlement's name ("г. Шелехов", "місто Белз", "хутір Мелітополь")
_SETTLEMENT = lx.alternation(["г", "гор", "пос", "пгт", *escaped("settlement")])
_PART = lx.alternation([re.escape(p) for p in lx.PARTICLES])
_CITY = (
    rf"(?:{CAPWORD}|{UPPERWORD})(?:[ \t-]+(?:(?i:{_PART})[ \t-]+)*(?:{CAPWORD}|{UPPERWORD})){{0,3}}"
    # "Kadıköy/İstanbul": a district and its city, as Turkish addresses write them
    # a province or state in brackets ("Bari (BA)", "Rho (Milano)"): a word or two, no digit,
    # so a remark in brackets ("(postcode 70102 matches)") is no part of the city
    rf"(?:/{CAPWORD})?(?:[ \t]*\(\p{{L}}[\p{{L}}\p{{M}}.'’-]*(?:[ \t]\p{{L}}[\p{{L}}\p{{M}}.'’-]*)?\))?"
)
_END = r"(?=[ \t]*(?:$|[,.;!?)\n]))"

# Strong anchors: each alone is enough to call a span an address.
_STRONG = [
    # 221B Baker Street, 14 Crown Street Kishiev Squares, 3911 Fourth Avenue
    rf"\b{NUM},?[ \t]+(?:(?:{CAPWORD}|{ORDWORD})[ \t]+){{1,4}}?(?i:{_POST})\b\.?"
    rf"(?:[ \t]+(?:{CAPWORD}[ \t]+){{1,2}}?(?i:{_POST})\b\.?)?",
    # 43 Avenue Victor Hugo, 12 rue de la République, Via dei Fiorentini 17, ul. Miła 53
    rf"(?:\b{NUM}{BIS},?[ \t]+)?(?<![\p{{L}}])(?i:{_PRE})(?![\p{{L}}])[ \t]+(?:(?i:{_PART})[ \t]+)*"
    rf"{CAPWORD}(?:[ \t-]+(?:(?i:{_PART})[ \t]+)*{CAPWORD}){{0,3}}(?:,?[ \t]+{NUM}\b)?",
    # rue du centre 320, trg revolucije 17 (any case, number after)
    rf"(?<![\p{{L}}])(?i:{_PRE})(?![\p{{L}}])[ \t]+(?:{WORD}[ \t]+){{0,3}}{WORD},?[ \t]+{NUM}\b",
    # пр. березовый, д. 167; вул. садова, буд. 3 (a Russian or Ukrainian house number word)
    rf"(?<![\p{{L}}])(?i:{_PRE})(?![\p{{L}}])[ \t]*(?:{WORD}[ \t]+){{0,2}}{WORD},?[ \t]+"
    rf"(?:д|дом|буд|будинок)\.?[ \t]*{NUM}\b",
    # Hauptstraße 5, Brucker Bundesstrasse 31, Populierenstraat 374
    rf"(?:\b{CAPWORD}[ \t]+){{0,2}}\b[\p{{L}}\p{{M}}'’-]{{2,}}?(?i:{_SUFFIX})(?![\p{{L}}])\.?,?[ \t]+{NUM}\b",
    # Király u. 15., hegyalja út 98., Luite tee 87
    # Moda Sokak No: 25 D: 9 (Turkish numbers take "No:", the flat "D:" or "Daire")
    rf"(?:(?:\b{CAPWORD}[ \t]+){{1,3}}|\b{WORD}[ \t]+)(?<![\p{{L}}])(?i:{_SEP})(?![\p{{L}}])[ \t]*"
    rf"(?:(?i:no|nr)\.?[ \t]*:?[ \t]*)?{NUM}\b\.?(?:[ \t]+(?:D|Daire|K|Kat)[ \t]*[:.]?[ \t]*\d{{1,4}}\b)*",
    # Apt. 656, Suite 501, P.O. Box 149, PSC 0413, Flat 3
    rf"(?<![\p{{L}}])(?i:{_UNIT})(?![\p{{L}}])\.?[ \t]*(?:(?i:no)\.?[ \t]*|#[ \t]*|n°[ \t]*)?\d{{1,6}}[A-Za-z]?\b",
    # APO AA 42323
    r"\b(?:APO|FPO|DPO)[ \t]+(?:AA|AE|AP)[ \t]+\d{5}\b",
    # 38, लाजपत नगर; خیابان شریعتی، پلاک 19 (scripts without capitals: see world_streets)
    *caseless_strong(),
    # 75011 Paris, 69003 Lyon, 13001 MARSEILLE CEDEX 01
    rf"\b\d{{5}}(?:-\d{{4}})?[ \t]+(?:{_CITY}){_END}",
    rf"\b\d{{5}}[ \t]+{CAPWORD}(?:[ \t]+(?i:cedex)(?:[ \t]+\d{{1,2}})?)?",
    # LV-1050 Rīga, LT-22177 Vilnius, SE-114 55 Stockholm (a code with its country's prefix)
    rf"\b(?:{prefixed_shape()})[ \t]+{_CITY}{_END}",
    # 1000 Bruxelles, 7412 SL Deventer (4-digit codes only at the start of a line or after a comma)
    rf"(?<=(?:^|[,;\n])[ \t?•*·]*)\d{{4}}(?:[ \t]?[A-Z]{{2}})?[ \t]+{_CITY}{_END}",
    # Springfield, IL 62704
    rf"\b{CAPWORD}(?:[ \t]+{CAPWORD}){{0,2}},[ \t]*[A-Z]{{2}}[ \t]+\d{{5}}(?:-\d{{4}})?\b",
    # SW1A 1AA, K1A 0B1
    r"\b(?:[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)\b",
    # USNS Bergman (the ship line of a US military address)
    rf"\b(?:USNS|USNV|USS|USCGC)[ \t]+{CAPWORD}(?:[ \t]+{CAPWORD})?",
    # the corner of ... and Lahtinen Road (the second street of an intersection)
    rf"(?<=(?i:corner)[ \t]+of[ \t][^\n]{{1,60}}?[ \t]and[ \t]+)(?:{CAPWORD}[ \t]+){{1,3}}(?i:{_POST})\b\.?",
    # op Lindelaan, Eindhoven (a glued street type, no number, after a preposition, then a town)
    rf"(?<=\b(?i:op|aan|in|auf|an|am|bei|en|på|i|w|przy|na|on|at)[ \t]+)\p{{Lu}}[\p{{L}}\p{{M}}'’-]{{2,}}?"
    rf"(?i:{_SUFFIX})(?![\p{{L}}])(?=,[ \t]*{CAPWORD})",
    # on Marina Fort Street (no number, after a preposition)
    rf"(?<=\b(?i:on|at|along|near|off|onto|down|up)[ \t]+)(?:{CAPWORD}[ \t]+){{1,3}}"
    r"(?:Street|Road|Avenue|Boulevard|Lane|Drive|St\.|Rd\.|Ave\.|Blvd\.)",
]

# Weak anchors: an address only inside a block with a strong anchor, or right after a cue.
_WEAK = [
    rf"\b{NUM}[ \t]+(?:{WORD}[ \t]+){{0,2}}{WORD}[ \t]+{NUM}\b",
    rf"\b\d{{1,5}}[ \t]+{NUM}[ \t]+{CAPWORD}(?:[ \t]+{CAPWORD}){{0,2}}",
    rf"(?:\b{CAPWORD}[ \t]+){{1,3}}{NUM}\b",
    rf"\b{WORD}[ \t]+{NUM}\b",
    r",[ \t]*[A-Z]{2}[ \t]+\d{5}\b",
    # 31 Rue tachkent (a capitalised street type before a lower-case name)
    rf"\b{NUM},?[ \t]+(?-i:\p{{Lu}})(?i:{_PRE})(?![\p{{L}}])[ \t]+(?:{WORD}[ \t]+){{0,2}}{WORD}",
    # 89 Tarn Steps, rotonda bellini, 4 (Faker's types: see _FAKER_POST)
    rf"\b{NUM},?[ \t]+(?:{CAPWORD}[ \t]+){{1,3}}?(?i:{lx.alternation(_FAKER_POST)})\b\.?",
    rf"(?<![\p{{L}}])(?i:{lx.alternation(_FAKER_PRE)})(?![\p{{L}}])[ \t]+(?:{WORD}[ \t]+){{0,2}}"
    rf"{WORD},?[ \t]+{NUM}\b",
    # 174 elm street, 94 bis boulevard adam (a transcript's lower case: only after a cue)
    rf"\b{NUM}[ \t]+(?:{WORD}[ \t]+){{1,3}}(?i:{lx.alternation([*lx.POST_STREET_TYPES, *_FAKER_POST])})\b",
    rf"\b{NUM}{BIS},?[ \t]+(?<![\p{{L}}])(?i:{_PRE})(?![\p{{L}}])[ \t]+(?:(?i:{_PART})[ \t]+)*{WORD}",
    # г. Яр-Сале (a Russian town after its prefix: a part of an address, never one alone)
    rf"(?<![\p{{L}}])(?:г|гор|пос|пгт)\.[ \t]*{_CITY}",
    # יחזקאל הנביא 62 (a street of a script without capitals, confirmed by what follows)
    rf"(?:{CASELESS_WORD}[ \t]+){{1,3}}{NUM}\b",
]
_TYPED_WEAK = frozenset({6, 7})
# number-word-number and number-number-words: strong when a word is no English word
_NUMBERED_WEAK = frozenset({0, 1, 5})

_ZIP = re.compile(
    r"(?i:\b(?:zip(?:[ \t]*code)?|postal[ \t]*code|post[ \t]*code|postcode|plz|code[ \t]+postal)\b)"
    # "zip: 3520", "postcode #8900", "a different postcode (411001)"
    r"[ \t]*[:#(]?[ \t]*(?P<code>[A-Z0-9](?:[A-Z0-9 -]{1,8}[A-Z0-9])?)"
)
_CUE = re.compile(
    r"(?i:\b(?:address(?:[ \t]+is)?|adresse|anschrift|adres|direcci[oó]n|indirizzo|vivo[ \t]+en"
    r"|j['’]habite(?:[ \t]+au)?|wohne[ \t]+in|woon[ \t]+(?:op|aan)|mieszkam[ \t]+(?:na|przy)"
    r"|lives?[ \t]+(?:on|at|in)|living[ \t]+(?:on|at)"
    r"|located[ \t]+(?:on|at)|resides?[ \t]+(?:on|at)|(?:ship(?:ped)?|send|sent|deliver(?:ed)?"
    r"|mail(?:ed)?|return(?:ed)?|moved?)[ \t]+(?:it[ \t]+|them[ \t]+)?to|corner[ \t]+of|meet[ \t]+(?:me[ \t]+"
    r"|you[ \t]+|us[ \t]+)?at|drops?[ \t]+(?:you|me|us)[ \t]+off[ \t]+at|enter[ \t]+(?:on|at)"
    r"|stay(?:s|ed|ing)?[ \t]+at|(?:house|home|flat|apartment|office|shop|store|place)[ \t]+"
    r"(?:is[ \t]+)?(?:on|at)|pick(?:ed)?[ \t]+(?:me|it|them|us|you)[ \t]+up[ \t]+(?:at|from)"
    r"|(?:visit|find)[ \t]+(?:me|us|them)[ \t]+at|(?:billing|shipping|delivery|home|postal"
    r"|mailing|street)[ \t]+address(?:[ \t]+is)?|(?:failed|attempted|left|dropped(?:[ \t]+off)?"
    r"|collected|picked[ \t]+up|arrived|arrive|waiting|parked|stuck|delivered|delivery)[ \t]+at"
    r"|(?:lease|rent|rental|tenancy|mortgage|deed|insurance)[ \t]+(?:for|on|of|at)))"
    # "lives on the north side of ...", "at the far end of ..."
    r"(?i:[ \t]+the[ \t]+(?:(?:north|south|east|west|northern|southern|eastern|western|far"
    r"|other|upper|lower|top|bottom|quiet|busy|same)[ \t]+)?(?:side|end|part|corner|stretch"
    r"|section|half)[ \t]+of)?"
    r"[ \t]*:?[ \t\n]*$"
)
# A clause that names an address, in the cases' languages, and goes on for a few words before
# the street ("my old address it should be 12 elm grove", "het goede adres is lindehof 8",
# "adresu správná je lipová 1540/15"): a weak anchor there holds a street type or a word no
# dictionary holds. Not an address of a machine ("IP address", "bind address").
_CLAUSE_CUE = re.compile(
    r"(?i:\b(?:address|adress|adresse|adres|adresu|adresa|adresie|anschrift|direcci[oó]n"
    r"|indirizzo|endere[cç]o|morada|osoite|osoitteeni|c[ií]m|c[ií]mem|adressen|adressa))"
    r"(?:[ \t]+[\p{L}'’]+){0,6}[ \t]*[:,]?[ \t]*$"
)
_MACHINE_ADDRESS = re.compile(
    r"(?i:\b(?:ip|ipv4|ipv6|e-?mail|mac|web|bind|listen|memory|server|wallet|host|network"
    r"|broadcast|multicast|return|base|start|end|virtual|physical|loopback|gateway|proxy|url"
    r"|smtp|public|private|local|remote)[ \t-]+)$"
)
# Weak anchors the clause cue may confirm (not the Russian town alone)
_CLAUSE_WEAK = frozenset({0, 1, 2, 3, 5, 6, 7, 8, 9})
_STRONG_RE = [re.compile(p, re.MULTILINE) for p in _STRONG]
_WEAK_RE = [re.compile(p, re.MULTILINE) for p in _WEAK]

# What may follow an address block: after a comma or line break, or (fewer shapes) a space.
_SEP_BREAK = re.compile(r"(?=[ \t]*[,،\n])[ \t]*[,،\n][ \t,،\n?•*·]*")
_SEP_SPACE = re.compile(r"[ \t]+")
# A line break followed by a comma or semicolon: a CSV row whose first cell is empty
# (",Lee Perry,07474 807507,,"), never the next line of the same address.
_ROW_START = re.compile(r"\n[ \t]*[,;]")
_UNIT_SEGMENT = rf"(?<![\p{{L}}])(?i:{_UNIT}|{_WEAK_UNIT})(?![\p{{L}}])\.?[ \t]*(?:#[ \t]*)?\d{{1,6}}[A-Za-z]?\b"
# Postal codes that continue an address block: 4-6 digits (with a ZIP+4 or a Brazilian CEP
# tail), a state and ZIP, a UK postcode, the hyphenated shapes of Poland and Japan ("00-950",
# "460-0008") and Argentina's CPA ("C1425", "C1425DKF").
_POSTAL_SEGMENT = (
    r"(?:\d{4,6}(?:-\d{3,4})?\b|\d{7}\b|\d{5}-\d{5}\b|[A-Z]{2}[ \t]+\d{5}(?:-\d{4})?\b"
    r"|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}\b|\d{2,3}-\d{3,4}\b|[A-Z]\d{4}(?:[A-Z]{3})?\b)"
)
_CONT_BREAK = re.compile(
    # a postcode and the one city word of a non-Latin script it opens ("4040 Դաստակերտ",
    # "23953 ახალქალაქი"; Latin cities after a postcode keep their own shapes below)
    rf"(?:(?P<unit>{_UNIT_SEGMENT})|(?P<postal>{_POSTAL_SEGMENT})"
    rf"(?:[ \t]+(?:{CASELESS_WORD}|(?!\p{{Latin}}){CAPWORD})(?![\p{{L}}\p{{M}}\p{{N}}]))?"
    rf"|{_CITY}(?:,?[ \t]*[A-Z]{{2}}\b)?(?:[ \t]+(?P<postal2>\d{{4,6}})\b)?{_END}"
    rf"|(?<![\p{{L}}])(?:{_SETTLEMENT})\.?[ \t]*{_CITY}(?:[ \t]+(?P<postal4>\d{{4,6}})\b)?{_END}"
    # a city of a script without capitals, and its postcode ("लखनऊ 751569")
    rf"|{CASELESS_CITY}(?:[ \t]+(?P<postal3>\d{{4,7}})\b)?(?=[ \t]*(?:$|[,،.;!?)\n])))"
)
_CONT_SPACE = re.compile(
    rf"(?:(?P<unit>{_UNIT_SEGMENT})|{CAPWORD}[ \t]+(?P<postal>\d{{4,6}})\b"
    rf"|{UPPERWORD}(?:[ \t-]+{UPPERWORD})*\b"
    rf"|{CAPWORD}(?:[ \t]+{CAPWORD}){{0,2}}(?=[ \t]*(?:[.!?;]|$)))"
)
# a house number (with "bis"), or a six-digit postcode that opens a Russian address
_LEADING_NUMBER = re.compile(rf"(?:(?:{NUM}{BIS}|\d{{6}}),?[ \t]+)$")
_GLUE_WORD = re.compile(rf"^(?:{CAPWORD}|{UPPERWORD}|(?i:{_PART})|\([^()]*\))$")
_STOP_FOR_WEAK = frozenset(
    "a an and or to of in on at by for from with the than then per x times".split()
)


# A lower-case definite article after a comma opens a new clause ("place Jean-Jacques-Rousseau,
# le bus 5 rejoint ..."), never the next part of an address, which is a name, a unit or a code.
_CLAUSE_ARTICLE = re.compile(r",[ \t]*(?:le|la|les|l['’]|the|el|il|lo|gli|der|die|das|het)[ \t]*$")


def _glue_ok(gap: str) -> bool:
    """True if the text between two address parts is only separators and at most 4 city words,
    and no article after a comma opens a new clause."""
    if len(gap) > 80 or gap.count("\n") > 3:
        return False
    if _CLAUSE_ARTICLE.search(gap):
        return False
    if re.search(r"[.:!\d]", gap.replace("St.", "").replace("u.", "")):
        return False
    words = [w for w in re.split(r"[\s,;?•*·-]+", gap) if w]
    if "\n" in gap and len(words) <= 2 and all(w.isalpha() and w.islower() for w in words):
        return True  # a lower-case city line inside a line-per-part address block
    return len(words) <= 4 and all(_GLUE_WORD.match(w) for w in words)


def _weak_ok(span: str) -> bool:
    """A weak anchor needs one real word (not "from 10 to 20") and no lower-case stop word."""
    words = re.findall(r"\p{L}[\p{L}\p{M}'’-]*", span)
    stops = lx.stop_words()
    if any(w.islower() and w in stops for w in words):
        return False  # "12 Elm Row between 9": an English sentence goes on
    return any(
        len(w) >= 3 and w.casefold() not in _STOP_FOR_WEAK and w.casefold() not in stops
        for w in words
    )


def find_addresses(
    text: str, common_words: frozenset[str] = frozenset()
) -> list[tuple[int, int, str]]:
    """Address blocks and postal codes in ``text`` (see ``_find_blocks``), read through the
    escapes of iCalendar text, and the street and postal code slots of vCard ADR values (the
    format says which part is which: ``world_streets.vcard_fields``); none over the person
    cells of a fixed-width table (``fixed_width``)."""
    fields = vcard_fields(text)
    found = _find_blocks(unescape_same_length(text), common_words)
    found = [f for f in found if not any(s < f[1] and f[0] < e for s, e, _ in fields)]
    # a fixed-width table's rows are no address block: its person columns say what they hold
    cells = [(s, e) for _, s, e in fixed_width_cells(text)]
    found = [f for f in found if not any(s < f[1] and f[0] < e for s, e in cells)]
    return sorted(found + fields)


def _find_blocks(
    text: str, common_words: frozenset[str] = frozenset()
) -> list[tuple[int, int, str]]:
    """Address blocks and postal codes in ``text`` as (start, end, entity type).

    Strong anchors (street with type word and number, unit, postal code with city) count on
    their own; weak ones ("Allika 46", "641 Dašická 688") count after a cue ("lives on",
    "address:"), next to a strong anchor, when followed by a postal code, unit or country, or
    (number-word-number shapes) when the word is no English word (``common_words``).
    Neighbouring anchors separated only by commas, line breaks and up to four city words merge
    into one block, which then grows over following units, cities, state and postal codes.
    """
    anchors: list[tuple[int, int, bool]] = []
    for rx in _STRONG_RE:
        for m in rx.finditer(text):
            if m.end() > m.start():
                anchors.append((m.start(), m.end(), True))
    for i, rx in enumerate(_WEAK_RE):
        for m in rx.finditer(text):
            if not _weak_ok(m.group()):
                continue
            strong = bool(_CUE.search(text[max(0, m.start() - 60) : m.start()]))
            if i in _NUMBERED_WEAK and common_words:
                strong = strong or any(
                    w[:1].isupper()
                    and len(w) > 2
                    and w.casefold() not in lx.stop_words()
                    and not lx.is_common(w, common_words)
                    for w in re.findall(r"\p{L}[\p{L}\p{M}'’-]*", m.group())
                )
            if i in _TYPED_WEAK and common_words:
                strong = strong or _named(m.group(), common_words)
            if not strong and i in _CLAUSE_WEAK:
                strong = _clause_cued(text, m.start()) and _street_like(m.group(), common_words)
            anchors.append((m.start(), m.end(), strong))
    anchors.sort(key=lambda a: (a[0], -a[1]))
    blocks: list[list] = []
    for start, end, strong in anchors:
        if blocks and (start <= blocks[-1][1] or _glue_ok(text[blocks[-1][1] : start])):
            blocks[-1][1] = max(blocks[-1][1], end)
            blocks[-1][2] = blocks[-1][2] or strong
        else:
            blocks.append([start, end, strong])
    found: list[tuple[int, int, str]] = []
    for start, end, strong in blocks:
        start, end, confirmed = _grow(text, start, end)
        start = _trim_lead(text, start, end, common_words)
        if (strong or confirmed) and start < end:
            found.append((start, end, "ADDRESS"))
    for m in _ZIP.finditer(text):
        code = m.group("code")
        if sum(ch.isdigit() for ch in code) >= 3:
            s, e = m.span("code")
            if not any(s < fe and fs < e for fs, fe, _ in found):
                found.append((s, e, "POSTAL_CODE"))
    return sorted(found)


def _clause_cued(text: str, start: int) -> bool:
    """Whether the clause before ``start`` (on its line, no sentence end) names an address of
    a place, not of a machine."""
    before = text[max(0, start - 80) : start]
    before = re.split(r"[.!?;\n]", before)[-1]
    m = _CLAUSE_CUE.search(before)
    return m is not None and not _MACHINE_ADDRESS.search(before[: m.start()])


def _street_like(span: str, common_words: frozenset[str]) -> bool:
    """A street type among the words of ``span``, or a word of three letters or more that is
    no English word, stop word or dictionary word."""
    words = re.findall(r"\p{L}[\p{L}\p{M}'’-]*", span)
    if any(lx.fold(w) in _TYPE_WORDS for w in words):
        return True
    return any(
        len(w) > 2
        and w.casefold() not in lx.stop_words()
        and not (common_words and lx.is_common(w, common_words))
        for w in words
    )


def _named(span: str, common_words: frozenset[str]) -> bool:
    """A street with a Faker type holds a word, in any case, that is no type, stop word or
    dictionary word ("Tarn Steps", "rotonda bellini"; not "Create Block")."""
    return any(
        len(w) > 2
        and lx.fold(w) not in _TYPE_WORDS
        and w.casefold() not in lx.stop_words()
        and not lx.is_common(w, common_words)
        for w in re.findall(r"\p{L}[\p{L}\p{M}'’-]*", span)
    )


# The copulas a spoken address follows ("la bonne c'est 12 rue ...", "správná je ...").
_COPULAS = frozenset("is es est c'est c’est ist je är er era é è jest to".split())


def _trim_lead(text: str, start: int, end: int, common_words: frozenset[str]) -> int:
    """Skip lower-case English words a block starts with ("visit 2407 tawastintie 6", "place is
    1610 ul. Zakrzowska 92"); a street type stays unless a stop word follows it."""
    stops = lx.stop_words()
    while True:
        m = re.match(r"(\p{Ll}[\p{L}\p{M}'’]*)[ \t]+", text[start:end])
        if not m:
            return start
        word = m.group(1)
        following = re.match(r"\p{L}[\p{L}\p{M}'’]*", text[start + m.end() : end])
        stop_next = following is not None and following.group().casefold() in stops
        street = lx.fold(word) in _TYPE_WORDS
        english = (
            word in stops
            or word.casefold() in _COPULAS
            or (bool(common_words) and lx.is_common(word, common_words))
        )
        if not english or (street and not stop_next):
            return start
        if not re.search(r"\d", text[start + m.end() : end]):
            return start
        start += m.end()


def _grow(text: str, start: int, end: int) -> tuple[int, int, bool]:
    """Extend a block backwards over a leading number and forwards over address continuations.

    The flag says whether a continuation (unit, postal code, country) confirmed the block.
    """
    line_start = text.rfind("\n", 0, start) + 1
    for _ in range(2):
        m = _LEADING_NUMBER.search(text[line_start:start])
        if not m:
            break
        start = line_start + m.start()
    confirmed = False
    for _ in range(6):
        grown = False
        for sep, cont in ((_SEP_BREAK, _CONT_BREAK), (_SEP_SPACE, _CONT_SPACE)):
            s = sep.match(text, end)
            if not s or s.end() == end or s.group().count("\n") > 2:
                continue
            if _ROW_START.search(s.group()):
                continue  # a line that opens with a cell separator is the next table row
            c = cont.match(text, s.end())
            if c and c.end() > c.start():
                end = c.end()
                grown = True
                words = [lx.fold(w) for w in re.findall(r"\p{L}+", c.group())]
                confirmed = confirmed or bool(
                    c.groupdict().get("unit")
                    or c.groupdict().get("postal")
                    or c.groupdict().get("postal3")
                    or c.groupdict().get("postal4")
                    or any(w in lx.COUNTRIES for w in words)
                )
                break
        if not grown:
            break
    while end > start and text[end - 1] in " \t\n,;":
        end -= 1
    return start, end, confirmed


class AddressRecognizer(EntityRecognizer):
    """Street addresses (``ADDRESS``) and bare postal codes (``POSTAL_CODE``); see find_addresses."""

    def __init__(self, common_words: frozenset[str] = frozenset()) -> None:
        self.common_words = common_words
        super().__init__(
            supported_entities=["ADDRESS", "POSTAL_CODE"], name="AddressRecognizer", version="1"
        )

    def load(self) -> None:  # regexes compile at import
        pass

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        return [
            RecognizerResult(entity, s, e, 0.8 if entity == "ADDRESS" else 0.7)
            for s, e, entity in find_addresses(text, self.common_words)
            if entity in entities
        ]
