"""E-mail addresses spoken aloud or obfuscated: "jane dot doe at gmail dot com",
"j.doe [at] mail [dot] de", "jdoe(at)web.de", and the same in the cases' other languages
("ana punto ruiz arroba gmail punto com", "jan kropka nowak małpa wp kropka pl").

``find_spoken_emails`` finds them (a local part of words joined by spoken or written dots,
dashes and underscores, a spoken or obfuscated @, then a domain ending in a top-level domain
written as a word or after a dot); ``written`` turns one into the address it spells and
``respoken`` writes a surrogate address back the way the original was written, so the
surrogate keeps the original's form and words and the case table stays one per address.

The words for "@" and "." are each language's own names for the symbols (Spanish and
Portuguese "arroba", French "arobase", Polish "małpa", Swedish "snabel-a", Turkish "et",
Korean "골뱅이", Norwegian "krøllalfa", Greek "παπάκι", Vietnamese "a còng", Slovene "afna",
Lithuanian "eta"...), one row per language, from what each language's speakers say. A language's @ word only counts with its own dot word or the English
"dot" (and English "at" with any dot word), so a French "et" ("and") never opens an address.
"""

from __future__ import annotations

from functools import cache

import regex as re

_TLD = (
    r"com|net|org|edu|gov|info|biz|io|co|me|uk|de|fr|es|nl|be|at|ch|pl|it|pt|jp|cn|mx|ca|us|eu"
    r"|br|ar|cl|ru|ua|cz|sk|hu|ro|gr|tr|se|dk|no|fi|is|ie|lu|si|hr|lt|lv|ee|kr|tw|hk|au|nz|in"
    r"|vn|bg|rs|ba|me|cat|gal|eus"
)
# Each language's spoken "@" and "." (several where speakers say either).
_WORDS_BY_LANGUAGE = {
    "en": ("at", "dot"),
    "es": ("arroba", "punto"),
    "pt": ("arroba", "ponto"),
    "fr": ("arobase|arrobase|arrobe", "point"),
    "it": ("chiocciola|chiocciolina", "punto"),
    "de": ("klammeraffe|at", "punkt"),
    "nl": ("apenstaartje|at", "punt"),
    "sv": ("snabel-a|at", "punkt"),
    "da": ("snabel-a|at", "punktum|prik"),
    "pl": ("małpa|malpa", "kropka"),
    "cs": ("zavináč|zavinac", "tečka|tecka"),
    "sk": ("zavináč|zavinac", "bodka"),
    "hu": ("kukac", "pont"),
    "fi": ("ät|miukumauku", "piste"),
    "tr": ("et", "nokta"),
    "ru": ("собака", "точка"),
    "ko": ("골뱅이", "점"),
    "no": ("krøllalfa|alfakrøll|at", "punktum"),
    "is": ("hjá|at", "punktur"),
    "el": ("παπάκι|παπακι|at", "τελεία|τελεια"),
    "vi": ("a còng|a móc|at", "chấm"),
    "ca": ("arrova", "punt"),
    "ro": ("arond|a rond", "punct"),
    "hr": ("et|majmunček", "točka|tocka"),
    "sr": ("majmunče|et", "tačka|tacka"),
    "sl": ("afna", "pika"),
    "lt": ("eta", "taškas|taskas"),
    "lv": ("et", "punkts"),
    "et": ("ät|kommertsiaal", "punkt"),
    "uk": ("равлик|собачка", "крапка"),
    "bg": ("кльомба|маймунско", "точка"),
}
_JOIN_WORDS = r"underscore|dash|hyphen"
_PIECE = r"[\p{L}\p{N}]+"


def _spaced(words: str) -> str:
    return rf"[ \t]+(?:{words})[ \t]+"


def _bracketed(words: str) -> str:
    return rf"[ \t]*[\[(](?:{words})[\])][ \t]*"


@cache
def _patterns() -> tuple[re.Pattern, ...]:
    """One pattern per language: its @ word or "at", its dot word or "dot"."""
    out = []
    for at_words, dot_words in _WORDS_BY_LANGUAGE.values():
        at = f"{at_words}|at"
        dot = f"{dot_words}|dot"
        dot_rx = rf"(?:{_spaced(dot)}|{_bracketed(dot)}|\.)"
        join = rf"(?:{dot_rx}|{_spaced(_JOIN_WORDS)}|[_-])"
        at_rx = rf"(?:{_spaced(at)}|{_bracketed(at)})"
        out.append(
            re.compile(
                rf"(?i)(?<![\p{{L}}\p{{N}}@.])(?P<local>{_PIECE}(?:{join}{_PIECE}){{0,3}})"
                rf"(?P<at>{at_rx})(?P<domain>{_PIECE}(?:{dot_rx}{_PIECE}){{0,2}}{dot_rx}"
                # a Korean particle may follow the domain ("daum 점 net로")
                rf"(?:{_TLD}))(?![\p{{Latin}}\p{{N}}])"
            )
        )
    return tuple(out)


def _all_words(index: int) -> str:
    return "|".join(
        sorted({w for pair in _WORDS_BY_LANGUAGE.values() for w in pair[index].split("|")})
    )


@cache
def _symbols() -> tuple[tuple[re.Pattern, str], ...]:
    dots, ats = _all_words(1) + "|dot", _all_words(0)
    return (
        (re.compile(rf"(?i){_spaced(dots)}|{_bracketed(dots)}"), "."),
        (re.compile(rf"(?i){_spaced(ats)}|{_bracketed(ats)}"), "@"),
        (re.compile(r"(?i)[ \t]+underscore[ \t]+"), "_"),
        (re.compile(r"(?i)[ \t]+(?:dash|hyphen)[ \t]+"), "-"),
    )


@cache
def _cues() -> tuple[re.Pattern | None, ...]:
    """Per language, its own @ and dot words (without "at" and "dot"), or None for English.

    Every language's pattern also takes "at" and "dot", so a match that holds none of a
    language's own words is a match of the English pattern too: a language's pattern only needs
    to run on a text that holds one of its words, which one search tells cheaply."""
    out = []
    for at_words, dot_words in _WORDS_BY_LANGUAGE.values():
        own = [w for w in f"{at_words}|{dot_words}".split("|") if w not in ("at", "dot")]
        out.append(re.compile("(?i)" + "|".join(re.escape(w) for w in own)) if own else None)
    return tuple(out)


def _matches(text: str) -> list[re.Match]:
    found: list[re.Match] = []
    for rx, cue in zip(_patterns(), _cues(), strict=True):
        if cue is None or cue.search(text) is not None:
            found += rx.finditer(text)
    found.sort(key=lambda m: (m.start(), -m.end()))
    kept: list[re.Match] = []
    for m in found:
        if not kept or m.start() >= kept[-1].end():
            kept.append(m)
    return kept


def find_spoken_emails(text: str) -> list[tuple[int, int]]:
    """(start, end) of addresses written with a spoken or bracketed @ in any of the languages
    above (a real @ is left to the e-mail recognizers)."""
    return [m.span() for m in _matches(text)]


def is_spoken(value: str) -> bool:
    return "@" not in value and any(rx.fullmatch(value) for rx in _patterns())


def written(value: str) -> str:
    """The address a spoken or obfuscated one spells ("e dot lee at aol dot com" ->
    e.lee@aol.com, "ana arroba sapo ponto pt" -> ana@sapo.pt)."""
    m = next((m for rx in _patterns() if (m := rx.fullmatch(value))), None)
    if m is not None:
        # the @ word is read where the pattern put it: "at" may also be a domain's last word
        local, domain = m.group("local"), m.group("domain")
        return f"{_symbolized(local)}@{_symbolized(domain)}"
    return _symbolized(value)


def _symbolized(value: str) -> str:
    for rx, symbol in _symbols():
        value = rx.sub(symbol, value)
    return value


def respoken(original: str, surrogate: str) -> str:
    """``surrogate`` (a written address) in the form and words ``original`` was written in."""
    m = next((m for rx in _patterns() if (m := rx.fullmatch(original))), None)
    folded = original.casefold()
    bracketed = "[" in folded or "(" in folded
    if bracketed:
        at = "(at)" if "(at)" in folded else "[at]"
        dot = "[dot]" if "[dot]" in folded else "."
        return surrogate.replace("@", at).replace(".", dot)
    at_word = m.group("at").strip() if m is not None else "at"
    dot = re.search(rf"[ \t]+({_all_words(1)}|dot)[ \t]+", original, flags=re.IGNORECASE)
    dot_word = dot.group(1) if dot is not None else "dot"
    local, _, domain = surrogate.partition("@")
    out = f"{local.replace('.', f' {dot_word} ')} {at_word} {domain.replace('.', f' {dot_word} ')}"
    if " underscore " in folded:
        out = out.replace("_", " underscore ")
    return out.lower() if original.islower() else out
