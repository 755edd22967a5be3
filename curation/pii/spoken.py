"""E-mail addresses spoken aloud or obfuscated: "jane dot doe at gmail dot com",
"j.doe [at] mail [dot] de", "jdoe(at)web.de".

``find_spoken_emails`` finds them (a local part of words joined by spoken or written dots,
dashes and underscores, "at" or an obfuscated @, then a domain ending in a top-level domain
written as a word or after a dot); ``written`` turns one into the address it spells and
``respoken`` writes a surrogate address back the way the original was written, so the
surrogate keeps the original's form and the case table stays one per address.
"""

from __future__ import annotations

import regex as re

_TLD = r"com|net|org|edu|gov|info|io|co|uk|de|fr|es|nl|be|at|ch|pl|it|pt|jp|cn|mx|ca|us|eu"
_DOT = r"(?:[ \t]+dot[ \t]+|[ \t]*[\[(]dot[\])][ \t]*|\.)"
_JOIN = rf"(?:{_DOT}|[ \t]+(?:underscore|dash|hyphen)[ \t]+|[_-])"
_AT = r"(?:[ \t]+at[ \t]+|[ \t]*[\[(]at[\])][ \t]*)"
_PIECE = r"[\p{L}\p{N}]+"
_SPOKEN = re.compile(
    rf"(?i)(?<![\p{{L}}\p{{N}}@.])(?P<local>{_PIECE}(?:{_JOIN}{_PIECE}){{0,3}}){_AT}"
    rf"(?P<domain>{_PIECE}(?:{_DOT}{_PIECE}){{0,2}}{_DOT}(?:{_TLD}))(?![\p{{L}}\p{{N}}])"
)
_WORDS = (
    (re.compile(r"(?i)[ \t]+dot[ \t]+|[ \t]*[\[(]dot[\])][ \t]*"), "."),
    (re.compile(r"(?i)[ \t]+at[ \t]+|[ \t]*[\[(]at[\])][ \t]*"), "@"),
    (re.compile(r"(?i)[ \t]+underscore[ \t]+"), "_"),
    (re.compile(r"(?i)[ \t]+(?:dash|hyphen)[ \t]+"), "-"),
)


def find_spoken_emails(text: str) -> list[tuple[int, int]]:
    """(start, end) of addresses written with a spoken or bracketed "at" (a real @ is left to
    the e-mail recognizers)."""
    return [m.span() for m in _SPOKEN.finditer(text)]


def is_spoken(value: str) -> bool:
    return "@" not in value and _SPOKEN.fullmatch(value) is not None


def written(value: str) -> str:
    """The address a spoken or obfuscated one spells ("e dot lee at aol dot com" -> e.lee@aol.com)."""
    for rx, symbol in _WORDS:
        value = rx.sub(symbol, value)
    return value


def respoken(original: str, surrogate: str) -> str:
    """``surrogate`` (a written address) in the form ``original`` was written in."""
    bracketed = "[at]" in original.casefold() or "(at)" in original.casefold()
    if bracketed:
        at = "(at)" if "(at)" in original.casefold() else "[at]"
        dot = "[dot]" if "[dot]" in original.casefold() else "."
        return surrogate.replace("@", at).replace(".", dot)
    out = surrogate.replace("@", " at ").replace(".", " dot ")
    if " underscore " in original.casefold():
        out = out.replace("_", " underscore ")
    return out.lower() if original.islower() else out
