"""Values a URL writes percent-encoded: "to_name=Torbj%C3%B8rn+Bakken" in an access log,
"display_name=%D0%A2%D0%B0..." in a query string. The detector reads text, so each encoded run
is decoded into a view ("Torbjørn Bakken"), the view is read like any text of the case, and what
it finds is mapped back onto the encoded run. The surrogate of an encoded value is the surrogate
of the decoded value, encoded the same way (``encode_like``), so the name in the URL and the
name written out elsewhere stay one person.

Plain Python: ``views(text)`` gives the encoded runs worth reading, ``decoded(value)`` and
``encode_like(original, new)`` turn one value each way.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote, quote_plus, unquote_plus

import regex as re

# A run of URL characters with at least one percent escape in it; "+" is a space in a query.
_RUN = re.compile(r"(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2}|\+)+")
_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")
# A query value of words joined by "+" and no escape ("name=Joost+van+Dijk"): spaces too.
_PLUS_WORDS = re.compile(r"[A-Za-z][A-Za-z.'-]+(?:\+[A-Za-z.'-]+)*\+[A-Za-z.'-]*[A-Za-z]")
# An escape that changes what the run says: a space, a non-ASCII byte, or an apostrophe, comma
# or at sign in a name or an address ("%27", "%2C", "%40"); a path's "%2F" alone does not.
_MEANINGFUL = re.compile(r"%(?:[89A-Fa-f][0-9A-Fa-f]|2[07C]|40)|\+", re.IGNORECASE)


@dataclass(frozen=True)
class View:
    """An encoded run at ``[start, end)`` of its text and what it says decoded; ``starts[i]``
    and ``ends[i]`` bound, in the text, the escapes that spell character i of ``text``."""

    start: int
    end: int
    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The text's (start, end) of the view's characters [start, end)."""
        return self.starts[start], self.ends[end - 1]


def views(text: str) -> list[View]:
    """The percent-encoded runs of ``text`` whose decoding changes what they say, decoded (a
    run that is no valid UTF-8 is left alone), and the runs a JSON string writes with
    ``\\uXXXX`` escapes ("V\\u0169 Ng\\u1ecdc Anh" in a log line's JSON)."""
    out = []
    for m in _RUN.finditer(text):
        run = m.group()
        spaced = _PLUS_WORDS.fullmatch(run) and text[m.start() - 1 : m.start()] == "="
        if not spaced and (_ESCAPE.search(run) is None or _MEANINGFUL.search(run) is None):
            continue
        view = _decode(run, m.start())
        if view is not None and re.search(r"\p{L}", view.text):
            out.append(view)
    if "\\u" in text:
        out += [_unescape(m.group(), m.start()) for m in _JSON_RUN.finditer(text)]
    return out


# A run of a JSON string's text with at least one "\\uXXXX" escape of a letter outside ASCII
# (no surrogate pair: an emoji is no letter of a name).
_JSON_ESCAPE = re.compile(r"\\u(?![dD][89a-fA-F])([0-9a-fA-F]{4})")
_JSON_RUN = re.compile(
    r"(?:[\p{L}\p{M}\p{N}.'’-]|\\u(?![dD][89a-fA-F])[0-9a-fA-F]{4})*"
    r"\\u(?![dD][89a-fA-F])[0-9a-fA-F]{4}"
    r"(?:[\p{L}\p{M}\p{N}.'’ -]|\\u(?![dD][89a-fA-F])[0-9a-fA-F]{4})*"
)


def _unescape(run: str, offset: int) -> View:
    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    i = 0
    while i < len(run):
        m = _JSON_ESCAPE.match(run, i)
        width = 6 if m else 1
        chars.append(chr(int(m.group(1), 16)) if m else run[i])
        starts.append(offset + i)
        ends.append(offset + i + width)
        i += width
    end = len(run.rstrip(" "))
    return View(offset, offset + end, "".join(chars).rstrip(" "), tuple(starts), tuple(ends))


def _decode(run: str, offset: int) -> View | None:
    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    pending = bytearray()
    first = 0
    i = 0
    while i < len(run):
        if run[i] == "%":
            if not pending:
                first = i
            pending.append(int(run[i + 1 : i + 3], 16))
            i += 3
            try:
                chars.append(pending.decode("utf-8"))
            except UnicodeDecodeError:
                if len(pending) >= 4:
                    return None
                continue
            starts.append(offset + first)
            ends.append(offset + i)
            pending.clear()
            continue
        if pending:
            return None  # a character cut off mid-sequence
        chars.append(" " if run[i] == "+" else run[i])
        starts.append(offset + i)
        ends.append(offset + i + 1)
        i += 1
    if pending:
        return None
    return View(offset, offset + len(run), "".join(chars), tuple(starts), tuple(ends))


_KEY = re.compile(r"(?<![\w.-])([A-Za-z_][\w.-]{0,40})=$")


def keyed(texts: list[str], views: list[list[View]]) -> list[tuple[str | None, View]]:
    """Each view of each text (``views[i]`` of ``texts[i]``), with the query key it is the
    value of ("display_name" of "display_name=%CE%93..."), or None."""
    out = []
    for text, text_views in zip(texts, views, strict=True):
        for view in text_views:
            m = _KEY.search(text, max(0, view.start - 42), view.start)
            out.append((m.group(1) if m else None, view))
    return out


def is_encoded(value: str) -> bool:
    """Whether a value was found percent-encoded (it holds an escape that means something, or
    is words joined by "+"), or JSON-escaped."""
    if _JSON_ESCAPE.search(value) is not None or _PLUS_WORDS.fullmatch(value):
        return True
    return _ESCAPE.search(value) is not None and _MEANINGFUL.search(value) is not None


def decoded(value: str) -> str:
    if _JSON_ESCAPE.search(value) is not None:
        return _JSON_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), value)
    return unquote_plus(value)


def encode_like(original: str, new: str) -> str:
    """``new`` encoded the way ``original`` is: JSON escapes for what is no ASCII (in the hex
    case ``original`` writes); or percent-encoded, spaces as "+" where it writes them so, else
    as "%20", letters, digits and ``._~-`` as they are."""
    m = _JSON_ESCAPE.search(original)
    if m is not None:
        form = "\\u{:04X}" if m.group(1) != m.group(1).lower() else "\\u{:04x}"
        return "".join(c if c.isascii() else form.format(ord(c)) for c in new)
    if "+" in original or "%20" not in original:
        return quote_plus(new, safe="")
    return quote(new, safe="")
