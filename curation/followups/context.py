"""The earlier turns of a conversation, seen cheaply: content words per user turn.

Only the turn being classified is parsed with spaCy; the history is read with a regular
expression, and each message's words are cached by its text, so a conversation's messages are
read once however many of its turns are classified. That keeps the detector's throughput close
to spaCy's own on the utterances alone.

``antecedent_distance`` counts user turns back to where the likely antecedent was first mentioned:
1 is the previous user turn (or the answer to it), 2 the one before, and so on. A mention in the
text before the first user turn (a system message naming the article) counts as the first user
turn. ``None`` means the antecedent could not be placed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from .lexicon import STOPWORDS, stem
from .syntax import Finding

_WORD = re.compile(r"[a-z][a-z'\-]*[a-z]|[a-z]|\d+")
_CAPITALIZED = re.compile(r"\b[A-Z][a-zA-Z'\-]*")
# A capital after these (or at the start) may be sentence case, not a name.
_SEGMENT_START = frozenset('.!?:;"(\n')
# A user turn holding one of these continues an earlier topic rather than opening one.
_ANAPHOR = re.compile(
    r"\b(it|its|they|them|their|he|she|his|her|him|this|that|these|those|the other|else|"
    r"what about|how about|the former|the latter)\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=1 << 16)
def content_words(text: str) -> frozenset[str]:
    """Lower-cased, de-pluralized words of ``text`` that are not function words."""
    out = set()
    for w in _WORD.findall(text.lower()):
        if w.endswith("'s"):
            w = w[:-2]
        if len(w) < 3 or w in STOPWORDS:
            continue
        out.add(stem(w))
    return frozenset(out)


@lru_cache(maxsize=1 << 16)
def name_words(text: str) -> frozenset[str]:
    """Lower-cased words that ``text`` capitalizes where sentence case does not explain it:
    the words of names ("Chicago Cubs" gives "cubs"), so a name typed later in lower case
    ("the cubs") can still be told from a description."""
    out = set()
    for m in _CAPITALIZED.finditer(text):
        i = m.start() - 1
        while i >= 0 and text[i] in " \t\r":
            i -= 1
        if i >= 0 and text[i] not in _SEGMENT_START:
            out.add(m.group().lower())
    return frozenset(out)


def key_words(keys: Iterable[str]) -> frozenset[str]:
    """The comparable form of a finding's keys (same normalization as ``content_words``)."""
    return frozenset(
        stem(k) for k in (k.lower() for k in keys) if len(k) >= 3 and k not in STOPWORDS
    )


@dataclass(frozen=True, slots=True)
class ConversationView:
    """Per user turn before the current one: its words together with the answers after it."""

    blocks: tuple[frozenset[str], ...]
    anaphoric: tuple[bool, ...]
    preamble: frozenset[str]
    names: frozenset[str] = frozenset()

    @property
    def user_turns(self) -> int:
        return len(self.blocks)

    def all_words(self) -> frozenset[str]:
        return self.preamble.union(*self.blocks)


def has_earlier_user_turn(history: Iterable[Mapping[str, object]]) -> bool:
    """True when some message in ``history`` was written by the user."""
    return any(m.get("role") == "user" for m in history)


def build_view(history: Iterable[Mapping[str, object]]) -> ConversationView:
    """Group ``history`` (dicts with ``role`` and ``content``) into user-turn blocks."""
    blocks: list[set[str]] = []
    anaphoric: list[bool] = []
    preamble: set[str] = set()
    names: set[str] = set()
    for message in history:
        content = message.get("content")
        if not isinstance(content, str):
            continue
        words = content_words(content)
        names.update(name_words(content))
        if message.get("role") == "user":
            blocks.append(set(words))
            anaphoric.append(bool(_ANAPHOR.search(content)))
        elif blocks:
            blocks[-1].update(words)
        else:
            preamble.update(words)
    return ConversationView(
        tuple(frozenset(b) for b in blocks), tuple(anaphoric), frozenset(preamble), frozenset(names)
    )


def antecedent_distance(finding: Finding, view: ConversationView) -> int | None:
    """How many user turns back the antecedent of ``finding`` was first mentioned.

    A finding with content words (``the band``, ``that album``) is placed at the latest earlier
    turn that shares one, then moved back over the unbroken run of turns before it that share one
    too. A pronoun, gap or list position with nothing to match points at the latest turn that
    opened a topic: the previous user turn, or further back while those turns only continue one.
    """
    n = view.user_turns
    if n == 0:
        return None
    keys = key_words(finding.keys)
    if keys:
        latest = next((k for k in range(n - 1, -1, -1) if keys & view.blocks[k]), None)
        if latest is not None:
            first = latest
            while first > 0 and keys & view.blocks[first - 1]:
                first -= 1
            return n - first
        if keys & view.preamble:
            return n
        if finding.pattern in ("definite_description", "demonstrative"):
            return None
    k = n - 1
    while k > 0 and view.anaphoric[k]:
        k -= 1
    return n - k
