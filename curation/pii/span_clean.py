"""The edges of a recognizer's span: punctuation, possessives and titles trimmed off a name, and
an e-mail cut out of the CJK text or the log key it was glued to. Plain Python over a text and
offsets; ``PiiAnalyzer`` calls ``clean_span`` on every raw result."""

from __future__ import annotations

import regex as re

from curation.pii import lexicon as lx
from curation.pii.spelled import is_initials, is_spelled

_TRAILING = re.compile(r"(?:['’]s|[\s.,;:!?\"'’)(\]\[-])+$")
_LEADING = re.compile(r"^[\s.,;:!?\"'’)(\]\[-]+")
# a Hangul syllable is a family name before a title ("최 팀장님")
_NAME_LETTERS = re.compile(r"\p{L}\p{M}*\p{L}|\p{Han}|\p{Hangul}")  # "राम": marks between
_HONORIFIC = re.compile(rf"^(?i:{lx.alternation(lx.HONORIFICS)})\.?\s+")


def clean_span(text: str, start: int, end: int, entity_type: str) -> tuple[int, int] | None:
    """Trim punctuation, possessives and titles off NER spans; None for spans that are no name.

    A PERSON span with a digit ("69003 Lyon") or without a capital or lower-case letter is
    dropped; "Dr. Anna Berg's" becomes "Anna Berg".
    """
    if entity_type == "EMAIL_ADDRESS":
        return _email_bounds(text, start, end)
    if entity_type not in ("PERSON", "LOCATION"):
        return start, end
    value = text[start:end]
    lead = _LEADING.match(value)
    if lead:
        start += lead.end()
    value = text[start:end]
    if entity_type == "PERSON":
        title = _HONORIFIC.match(value)
        if title and title.end() < len(value):
            start += title.end()
    value = text[start:end]
    if entity_type == "PERSON" and _HANGUL_HONORED.fullmatch(value):
        end -= 1  # "태민님": the honorific glued on is no part of the name (``korean``)
    value = text[start:end]
    trail = _TRAILING.search(value)
    if trail and trail.start() > 0:
        # keep the dot of a final initial ("Anna B.")
        keep_dot = re.search(r"(?:^|[\s.])\p{Lu}\.$", value) is not None
        end = start + trail.start() + (1 if keep_dot else 0)
    value = text[start:end]
    if not value:
        return None
    # one Han character can be a whole given name ("洋", "晃"), one Hangul syllable a family
    # name before a title, a spelled name ("H-E-S-S") none; elsewhere a name has two letters
    letters = _NAME_LETTERS.search(value) or is_spelled(value) or is_initials(value)
    if entity_type == "PERSON" and (re.search(r"\d|@", value) or not letters):
        return None
    return start, end


# a Hangul name of two syllables or more with 님 or 씨 glued on
_HANGUL_HONORED = re.compile(r"\p{Hangul}{2,}[님씨]")
_CJK_EDGE = r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}ー々]+"
# up to the last CJK letter: "7172或发邮件至li@qq.com" (a phone's digits, then the sentence)
_CJK_HEAD = re.compile(rf"^.*{_CJK_EDGE}")
_CJK_TAIL = re.compile(rf"{_CJK_EDGE}$")


def _email_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """An email written into CJK text with no space ("邮箱是ya.he@sina.com", "...@gmail.comへ
    お願いします") ends where the Latin address does, and one written as a log line's value
    ("user_email=ya.he@sina.com") starts after the "=": email patterns take those characters
    for part of the local part or the TLD, and the same address would get a second surrogate
    there."""
    value = text[start:end]
    local, _, domain = value.rpartition("@")
    if "=" in local:
        # "user_email=ana@example.org" in a log line: the key is no part of the address
        cut = local.rindex("=") + 1
        start, local = start + cut, local[cut:]
    if not re.search(r"\p{Latin}", local) or not re.search(r"\p{Latin}", domain):
        return start, end
    head = _CJK_HEAD.match(local)
    tail = _CJK_TAIL.search(domain)
    if head and head.end() < len(local):
        start += head.end()
    if tail and tail.start() > 0:
        end -= len(tail.group())
    return start, end
