"""A case's own names in Latin letters: "OLEKSANDR KOVALIUK" for "Олександр Ковалюк",
"JONA HAFLIDADOTTIR" for "Jóna Hafliðadóttir", "iza-glonti" for "იზა ღლონტი".

Bank statements, passports, payment references and logins write a name in plain Latin
capitals or letters, whatever script the person writes it in. When a case holds a person in
Cyrillic, Georgian, Armenian or Greek script, or a Latin name with letters outside ASCII
("Əsgərov", "Hafliðadóttir"), the romanisations of each word of that name are that person's
name too. ``alias_people`` makes them known to the case's name mapper before the batch's
surrogates are assigned:

- each romanised spelling of a Cyrillic or Greek name word maps to the surrogate of the word
  itself (``NameMapper`` keys tokens by their folded form), so "KOVALIUK" gets "Ковалюк"'s
  surrogate, in capitals (the Cyrillic one is written in Cyrillic, so the two values still
  differ after replacement); a Georgian or Armenian name's surrogate is Latin, so its
  spellings get surrogates of their own (the same for the same spelling across the case); an ASCII-folded spelling of a Latin name ("Esgerova") is its own
  token, whose surrogate the mapper's near-duplicate rule keeps near the original's;
- the spellings join ``person_forms``, so the pseudonymizer looks for them in every text of
  the case as it does for any known name word (``_remember``: as written, in capitals, in
  lower case when no common word);
- the romanised people join ``people``, so a login made of their names
  (``usernames.name_handles``: "iza-glonti") is found as it is for Latin names.

Romanisation is by letter table, with the common alternatives per letter (Cyrillic "г" as
"g" or "h", "й" as "y", "i" or "j", Georgian "ყ" as "q" or "k"), so the official scheme and
the English-style one both match; a word gets at most ``MAX_SPELLINGS`` spellings.
Hebrew, Arabic and Devanagari names are left out: no library of the environment romanises
them, and their vowels are not written, so a table would guess.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

import regex as re

from curation.pii import accents
from curation.pii.names import display_token, fold_token, parse_name
from curation.pii.scripts import own_script

MAX_SPELLINGS = 12
# Romanised words shorter than this are not looked for (too many false hits: "Li", "Ia").
MIN_LETTERS = 3


def _alternatives(spec: str) -> dict[str, tuple[str, ...]]:
    """Letter -> its Latin spellings, from "letter:a/b letter:c" ("-" spells nothing)."""
    out = {}
    for item in spec.split():
        letter, latin = item.split(":")
        out[letter] = tuple("" if x == "-" else x for x in latin.split("/"))
    return out


_CYRILLIC = _alternatives(
    "а:a б:b в:v г:g/h ґ:g д:d ђ:dj/d е:e/ye ё:yo/e є:ye/ie/je ж:zh/j з:z ѕ:dz и:i/y і:i "
    "ї:yi/i/ji й:y/i/j ј:j к:k ќ:kj/k л:l љ:lj м:m н:n њ:nj о:o п:p р:r с:s т:t ћ:c/ch у:u "
    "ў:w/u ф:f х:kh/h ц:ts/c ч:ch џ:dzh/dj ш:sh щ:shch/sch/sht ъ:-/a ы:y ь:- э:e ю:yu/iu/ju "
    "я:ya/ia/ja ә:a/e ғ:gh/g қ:q/k ң:ng/n ө:o ұ:u ү:u һ:h"
)
_GEORGIAN = _alternatives(
    "ა:a ბ:b გ:g დ:d ე:e ვ:v ზ:z თ:t ი:i კ:k ლ:l მ:m ნ:n ო:o პ:p ჟ:zh/j რ:r ს:s ტ:t უ:u "
    "ფ:p/f ქ:k/q ღ:gh/g ყ:q/k შ:sh ჩ:ch ც:ts/c ძ:dz წ:ts/tz ჭ:ch/tch ხ:kh/x ჯ:j/dj ჰ:h"
)
_ARMENIAN = _alternatives(
    "ա:a բ:b գ:g դ:d ե:e/ye զ:z է:e ը:y/e թ:t ժ:zh/j ի:i լ:l խ:kh/x ծ:ts/c կ:k հ:h ձ:dz "
    "ղ:gh ճ:ch/tch մ:m յ:y/i ն:n շ:sh ո:o/vo չ:ch պ:p ջ:j ռ:r ս:s վ:v տ:t ր:r ց:ts/c ւ:v "
    "փ:p ք:k/q օ:o ֆ:f և:ev/yev"
)
_GREEK = _alternatives(
    "α:a β:v/b γ:g/gh δ:d/dh ε:e ζ:z η:i/e θ:th ι:i κ:k λ:l μ:m ν:n ξ:x/ks ο:o π:p ρ:r "
    "σ:s ς:s τ:t υ:y/i φ:f/ph χ:ch/h/kh ψ:ps ω:o"
)
# Letter pairs read as one sound, replaced before the letters are.
_PAIRS = {
    "ու": ("u", "ou"),
    "ου": ("ou", "u"),
    "αι": ("ai", "e"),
    "ει": ("ei", "i"),
    "οι": ("oi", "i"),
    "αυ": ("av", "af"),
    "ευ": ("ev", "ef"),
    "μπ": ("b", "mp"),
    "ντ": ("d", "nt"),
    "γκ": ("g", "gk"),
    "γγ": ("ng",),
}
_TABLES = (_CYRILLIC, _GEORGIAN, _ARMENIAN, _GREEK)
_ALL = {k: v for table in _TABLES for k, v in table.items()} | _PAIRS
# Latin letters no Unicode decomposition takes to ASCII.
_LATIN_EXTRA = {
    "ð": ("d", "dh"),
    "þ": ("th",),
    "æ": ("ae",),
    "ø": ("o", "oe"),
    "œ": ("oe",),
    "ß": ("ss",),
    "ə": ("e", "a"),
    "ı": ("i",),
    "ł": ("l",),
    "đ": ("d", "dj"),
    "ħ": ("h",),
}
_ASCII = re.compile(r"[a-z]+")


def _letters(low: str) -> list[tuple[str, ...]]:
    """``low`` cut into its letters (or letter pairs) with each one's Latin spellings."""
    out = []
    i = 0
    while i < len(low):
        pair = low[i : i + 2]
        if pair in _PAIRS:
            out.append(_PAIRS[pair])
            i += 2
            continue
        ch = low[i]
        if ch not in _ALL and accents.plain(ch) in _ALL:
            ch = accents.plain(ch)  # Greek "ό" is "ο"
        if ch in _ALL:
            options = _ALL[ch]
            # "ye", "vo" only where the letter opens a syllable on its own ("Евгений",
            # "Маяев", "Ոսկան"); inside a word "е" is "e" ("Хоменко")
            if ch in _OPENING and i > 0 and not (ch == "е" and low[i - 1] in _CYRILLIC_VOWELS):
                options = options[:1]
            out.append(options)
        elif ch in _LATIN_EXTRA:
            out.append(_LATIN_EXTRA[ch])
        elif unicodedata.combining(ch):
            out.append(("",))
        else:
            plain = accents.plain(ch)
            out.append((plain,) if _ASCII.fullmatch(plain) else ("?",))
        i += 1
    return out


_OPENING = frozenset("еեո")
_CYRILLIC_VOWELS = frozenset("аеёиоуыэюяіїєьъ")


def spellings(word: str) -> list[str]:
    """Lower-case ASCII spellings of one name word in another script or with letters outside
    ASCII ("Гордій" -> "gordii", "hordii", ...; "Hafliðadóttir" -> "haflidadottir"), the most
    usual first; empty for a plain ASCII word, a word of an unsupported script, or one whose
    spellings are all shorter than ``MIN_LETTERS``."""
    low = unicodedata.normalize("NFC", word.casefold())
    if low.isascii():
        return []
    found = [(0, "")]  # (letters spelled another way than the first, spelling so far)
    for options in _letters(low):
        found = [(c + (k > 0), s + o) for c, s in found for k, o in enumerate(options)]
        found = sorted(found, key=lambda cs: cs[0])[: MAX_SPELLINGS * 4]
    out = []
    for _, s in found:
        if _ASCII.fullmatch(s) and len(s) >= MIN_LETTERS and s not in out:
            out.append(s)
    return out[:MAX_SPELLINGS]


def alias_people(names, values: Iterable[tuple[str, str]], is_cjk) -> None:
    """Make the romanised spellings of every PERSON value's words known to ``names`` (a
    ``names.NameMapper``) with the surrogate of the word they spell (see the module
    docstring). ``is_cjk`` tells the CJK names apart (their surrogates are built otherwise)."""
    for entity_type, value in sorted(set(values)):
        if entity_type != "PERSON" or value.isascii() or is_cjk(value):
            continue
        words = [t for t, kind in parse_name(value) if kind == "name"]
        romanised = [spellings(w) for w in words]
        if not any(romanised):
            continue
        if not _has_table_letter(value):
            # a Latin name with letters outside ASCII: its plain spelling is looked for too.
            # "ESGEROVA" gets a surrogate of its own, near "Əsgərova"'s as the spellings are
            # near (the mapper's near-duplicate rule); "AGAOGLU" and "Ağaoğlu" fold to one
            # token, "agaoglu", and share its surrogate
            for forms in romanised:
                for form in forms[:2]:
                    names.person_forms.setdefault(display_token(form), form)
            _add_people(
                names, [forms or [fold_token(w)] for w, forms in zip(words, romanised, strict=True)]
            )
            continue
        # a name in an alphabet its surrogate is written in (Cyrillic, Greek: ``scripts``)
        # lends its surrogate to its spellings: the two values still differ after replacement.
        # A Georgian or Armenian name's surrogate is Latin, the same as its romanised
        # spelling's would be: those spellings get surrogates of their own.
        lends = own_script(value) is not None
        if lends:
            names.learn_person(value)
            names.assign_pending()
        for word, forms in zip(words, romanised, strict=True):
            folded = fold_token(word)
            surrogate = names.get(folded)
            for form in forms:
                if lends and surrogate is not None and names.get(form) is None:
                    names.alias(form, surrogate, names.roles.get(folded, "given"))
                names.person_forms.setdefault(display_token(form), form)
        if all(romanised):
            _add_people(names, romanised)


def _add_people(names, romanised: list[list[str]]) -> None:
    """The person of a full name's spellings (per word, most usual first) joins ``names.people``
    with its first given-name spellings and up to four family-name spellings, so the logins
    made of them are found (``usernames``)."""
    if len(romanised) < 2:
        return
    given = tuple(forms[0] for forms in romanised[:-1])
    for family in romanised[-1][:4]:
        if (given, family) not in names.people:
            names.people.append((given, family))


def _has_table_letter(text: str) -> bool:
    """Whether ``text`` holds a letter of a script the tables romanise."""
    return any(ch in _ALL or accents.plain(ch) in _ALL for ch in text.casefold())
