"""Deterministic chunking of corpus documents.

Plain Python over plain strings, no ORM. The same text and settings always give the same
chunks, so chunk ids (``"<doc_id>#<4-digit ordinal>"``) are stable across runs and machines.

Units
-----
``tokens``
    A token is a maximal run of non-whitespace characters (``str.split()`` semantics):
    punctuation stays attached to its word, so ``"99.95%,"`` is one token. ``size`` and
    ``overlap`` count these tokens.
``sentences``
    A sentence ends at ``.``, ``!`` or ``?`` (optionally followed by closing quotes or
    brackets) when whitespace or the end of the text follows, unless the word before the
    full stop is a known abbreviation (``e.g.``, ``Dr.``, ``No.``...) or a single capital
    initial; a blank line also ends a sentence, so headings and list blocks separated by
    blank lines stand alone. ``size`` and ``overlap`` count sentences.

Offsets are character offsets into the original text and every chunk's ``text`` is exactly
``text[start:end]``: a chunk runs from the first character of its first unit to the last
character of its last unit, so whitespace between units is kept verbatim and surrounding
whitespace is not. Consecutive chunks start ``size - overlap`` units apart; the last chunk
may be shorter, and no chunk is emitted whose units are all already inside the previous one.

``no_split=True`` makes the whole document one chunk (its text without leading and trailing
whitespace). Text that is empty or whitespace only gives no chunks at all, in every mode.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

UNITS = ("tokens", "sentences")
DEFAULT_UNIT = "tokens"
DEFAULT_SIZE = 120
DEFAULT_OVERLAP = 20

_TOKEN_RE = re.compile(r"\S+")
# A sentence end: terminal punctuation (plus closing quotes/brackets) followed by whitespace or
# the end of the text; or a blank line (paragraph break).
_BOUNDARY_RE = re.compile(r"(?P<punct>[.!?]+[\"'\u201d\u2019)\]]*)(?=\s|$)|(?P<para>\n[ \t]*\n)")
_ABBREVIATIONS = frozenset(
    {
        "e.g",
        "i.e",
        "etc",
        "vs",
        "mr",
        "mrs",
        "ms",
        "dr",
        "prof",
        "st",
        "approx",
        "incl",
        "cf",
        "fig",
        "jan",
        "feb",
        "mar",
        "apr",
        "jun",
        "jul",
        "aug",
        "sep",
        "sept",
        "oct",
        "nov",
        "dec",
    }
)


@dataclass(frozen=True, slots=True)
class ChunkSpan:
    """One chunk: 1-based ``ordinal``, its ``text`` and its ``[start, end)`` character offsets."""

    ordinal: int
    text: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class ChunkingConfig:
    """Validated chunking settings; construct one to check arguments once and reuse it."""

    unit: str = DEFAULT_UNIT
    size: int = DEFAULT_SIZE
    overlap: int = DEFAULT_OVERLAP
    no_split: bool = False

    def __post_init__(self) -> None:
        if self.unit not in UNITS:
            raise ValueError(f"unit must be one of {', '.join(UNITS)}, got {self.unit!r}")
        for name in ("size", "overlap"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{name} must be an integer, got {value!r}")
        if self.size <= 0:
            raise ValueError(f"size must be greater than 0, got {self.size}")
        if self.overlap < 0:
            raise ValueError(f"overlap must be 0 or more, got {self.overlap}")
        if self.overlap >= self.size:
            raise ValueError(
                f"overlap must be smaller than size, got overlap={self.overlap} size={self.size}"
            )
        if not isinstance(self.no_split, bool):
            raise ValueError(f"no_split must be True or False, got {self.no_split!r}")

    def as_dict(self) -> dict[str, object]:
        """The settings as a JSON-ready dict (to record how a corpus version was chunked)."""
        return {
            "unit": self.unit,
            "size": self.size,
            "overlap": self.overlap,
            "no_split": self.no_split,
        }


DEFAULT_CHUNKING = ChunkingConfig()


def chunk_id(doc_id: str, ordinal: int) -> str:
    """The stable id of a document's chunk: ``chunk_id("docs/kms/regions", 1)`` is
    ``"docs/kms/regions#0001"``. Ordinals start at 1 and are zero-padded to four digits."""
    if isinstance(ordinal, bool) or not isinstance(ordinal, int) or ordinal < 1:
        raise ValueError(f"chunk ordinal must be an integer >= 1, got {ordinal!r}")
    return f"{doc_id}#{ordinal:04d}"


def token_spans(text: str) -> list[tuple[int, int]]:
    """``[start, end)`` offsets of every whitespace-delimited token of ``text``."""
    return [m.span() for m in _TOKEN_RE.finditer(text)]


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """``[start, end)`` offsets of every sentence of ``text`` (see the module docstring for the
    rules), each trimmed of surrounding whitespace; empty sentences are skipped."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _BOUNDARY_RE.finditer(text):
        if match.group("punct") is not None:
            if _is_abbreviation(text, match.start()):
                continue
            end = match.end()
        else:
            end = match.start()
        _append_trimmed(spans, text, start, end)
        start = match.end()
    _append_trimmed(spans, text, start, len(text))
    return spans


def chunk_text(
    text: str,
    *,
    unit: str = DEFAULT_UNIT,
    size: int = DEFAULT_SIZE,
    overlap: int = DEFAULT_OVERLAP,
    no_split: bool = False,
) -> list[ChunkSpan]:
    """Split ``text`` into overlapping chunks of ``size`` units (``tokens`` or ``sentences``),
    consecutive chunks sharing ``overlap`` units; with ``no_split`` the whole text is one chunk.

    Returns chunks with ordinals from 1; ``chunk.text == text[chunk.start:chunk.end]``. Empty or
    whitespace-only text returns ``[]``. Raises ``ValueError`` for an unknown unit, a size below
    1, a negative overlap or an overlap not smaller than size, and ``TypeError`` when ``text``
    is not a string.
    """
    config = ChunkingConfig(unit=unit, size=size, overlap=overlap, no_split=no_split)
    return chunk_with(text, config)


def chunk_with(text: str, config: ChunkingConfig) -> list[ChunkSpan]:
    """``chunk_text`` with settings already validated in a ``ChunkingConfig``."""
    if not isinstance(text, str):
        raise TypeError(f"text must be a string, got {type(text).__name__}")
    if config.no_split:
        units = _trimmed_whole(text)
    elif config.unit == "tokens":
        units = token_spans(text)
    else:
        units = sentence_spans(text)
    if not units:
        return []
    step = config.size - config.overlap
    chunks: list[ChunkSpan] = []
    first = 0
    while True:
        last = min(first + config.size, len(units)) - 1
        start, end = units[first][0], units[last][1]
        chunks.append(
            ChunkSpan(ordinal=len(chunks) + 1, text=text[start:end], start=start, end=end)
        )
        if last == len(units) - 1:
            return chunks
        first += step


def _trimmed_whole(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    _append_trimmed(spans, text, 0, len(text))
    return spans


def _append_trimmed(spans: list[tuple[int, int]], text: str, start: int, end: int) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start < end:
        spans.append((start, end))


def _is_abbreviation(text: str, punct_start: int) -> bool:
    """Whether the full stop at ``punct_start`` closes an abbreviation or an initial rather than
    a sentence."""
    if text[punct_start] != ".":
        return False
    word_start = punct_start
    while word_start > 0 and not text[word_start - 1].isspace():
        word_start -= 1
    word = text[word_start:punct_start].lstrip("(\"'\u201c\u2018[")
    if len(word) == 1 and word.isupper():
        return True
    return word.lower() in _ABBREVIATIONS
