"""Personal data read off the structure of standard record formats, in any language.

A name in a record is a name because of where the format puts it, not because a list knows it:
the same rule that reads a JSON key (``json_values.json_hint``) reads these, so they carry over
to every language and script.

- **GEDCOM** (5.5.1 and 7, the genealogy exchange format): the values of ``NAME`` (given names
  and the ``/Surname/`` between slashes, each part its own span), its ``GIVN``, ``SURN``,
  ``NICK``, ``_MARNM`` and the ``ROMN`` / ``FONE`` variants, and ``ADDR``, ``ADR1``-``ADR3``,
  ``POST``, ``EMAIL``, ``PHON``. A text is read as GEDCOM only when it has two level-numbered
  lines of GEDCOM record tags (``0 HEAD``, ``0 @I1@ INDI``, ``1 NAME``...).
- **SQL** ``INSERT INTO t (col, ...) VALUES (...), (...)``: each string literal gets the type
  its column name says, by ``json_hint`` (``first_name``, ``email``, ``postcode``...).
- **Web server logs** (Common and Combined Log Format): the ``authuser`` field, the third of
  ``host ident authuser [date] "request"``, is a login of a person unless it is ``-``.
- **Percent-encoded e-mails** (``name%40example.com`` in a URL query): the e-mail, whole.
- **logfmt and query pairs** (``name="Ana Lima" email=ana@x.org``, ``?email=...&phone=...``):
  each value gets the type its key says, by ``json_hint``.
- **Jira mentions** (``[~login]``, Atlassian wiki markup): the login of a person.
- **@-mentions of a login with a digit, a dot or an underscore** (``@sunny98``,
  ``@cardoso.graca``), as chat platforms and bot logs write them; not an e-mail, a package
  scope (``@types/node``), a decorator or a call (``@property``, ``@app.route(``), nor a
  broadcast (``@here``).
- **LDAP distinguished names** (``CN=Rana\\, Usman,OU=Agents,DC=corp``): a common name
  written "Surname\\, Given" with the escaped comma directories give person entries, each
  name its own span; a common name of two to four capitalised words of which one is a
  gazetteer name and one no common word ("CN=Usman Rana,OU=..."), whole. Groups and roles ("CN=Domain Admins") stay.
- **Logins made of a first name and an initial** (``kaitlyn.h``, ``j.okafor``): a lower-case
  login of a gazetteer first name (or surname) joined by a dot or an underscore to one or two
  letters, where the name part is no common word.

Plain Python over one text: ``find_record_values(text, config)`` returns ``(start, end,
entity type)`` spans.
"""

from __future__ import annotations

from collections.abc import Callable

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from curation.pii import lexicon as lx
from curation.pii.config import PiiConfig
from curation.pii.json_values import json_hint
from curation.pii.people_words import is_first_name, is_gazetteer_name

SCORE = 0.9  # a field's evidence (``analyzer.FIELD_THRESHOLD`` and up)

# GEDCOM: level, optional @XREF@, tag, value.
_GEDCOM_LINE = re.compile(
    r"^[ \t]*(\d{1,2})[ \t]+(?:@[^@\s]+@[ \t]+)?([A-Z_][A-Z0-9_]*)(?:[ \t]+(.*?))?[ \t]*$", re.M
)
_GEDCOM_RECORDS = frozenset({"HEAD", "INDI", "FAM", "NAME", "GEDC", "TRLR", "SUBM"})
_GEDCOM_PERSON = frozenset({"NAME", "GIVN", "SURN", "NICK", "_MARNM", "ROMN", "FONE", "SPFX"})
_GEDCOM_TYPES = {
    "ADDR": "ADDRESS",
    "ADR1": "ADDRESS",
    "ADR2": "ADDRESS",
    "ADR3": "ADDRESS",
    "POST": "POSTAL_CODE",
    "EMAIL": "EMAIL_ADDRESS",
    "PHON": "PHONE_NUMBER",
}
_NAME_PART = re.compile(r"[^/\s,][^/]*[^/\s,]|[^/\s,]")

# SQL INSERT with a column list; values are literals: 'text' ('' inside), numbers, NULL.
_INSERT = re.compile(
    r"(?i:insert[ \t]+into)[ \t]+[\w.\"`\[\]]+[ \t]*\(([^()]*)\)[ \t\r\n]*(?i:values)",
)
_LITERAL = re.compile(r"'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)|(?i:(null|true|false))")
_TUPLE_END = re.compile(r"[ \t\r\n]*(,|\))")

# Common / Combined Log Format: host ident authuser [date] "request" ...
_ACCESS_LOG = re.compile(
    r"^(?P<host>[0-9A-Fa-f:.]+)[ \t]+(?P<ident>\S+)[ \t]+(?P<user>\S+)[ \t]+\[[^\]\n]+\][ \t]+\"",
    re.M,
)
_ENCODED_EMAIL = re.compile(
    r"(?<![\w.%+-])[\w.+-]+%40[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w-])"
)


def gedcom_values(text: str) -> list[tuple[int, int, str]]:
    """Spans of a GEDCOM text's personal values (see the module docstring)."""
    lines = list(_GEDCOM_LINE.finditer(text))
    if sum(1 for m in lines if m.group(2) in _GEDCOM_RECORDS) < 2:
        return []
    out: list[tuple[int, int, str]] = []
    for m in lines:
        tag, value = m.group(2), m.group(3)
        if not value or value.startswith("@"):
            continue
        start = m.start(3)
        if tag in _GEDCOM_PERSON:
            out.extend(
                (start + p.start(), start + p.end(), "PERSON") for p in _NAME_PART.finditer(value)
            )
        elif tag in _GEDCOM_TYPES:
            out.append((start, m.end(3), _GEDCOM_TYPES[tag]))
    return out


def _columns(raw: str) -> list[str]:
    return [c.strip().strip('"`[]') for c in raw.split(",")]


def sql_values(text: str, config: PiiConfig) -> list[tuple[int, int, str]]:
    """Spans of string literals of ``INSERT ... (columns) VALUES`` whose column names a type."""
    out: list[tuple[int, int, str]] = []
    for insert in _INSERT.finditer(text):
        columns = _columns(insert.group(1))
        pos = insert.end()
        while True:
            opening = re.compile(r"[ \t\r\n]*\(").match(text, pos)
            if opening is None:
                break
            pos = opening.end()
            for index in range(len(columns) + 1):
                literal = re.compile(r"[ \t\r\n]*").match(text, pos).end()
                m = _LITERAL.match(text, literal)
                if m is None:
                    break
                if m.group(1) is not None and index < len(columns):
                    value = m.group(1).replace("''", "'")
                    entity = json_hint(columns[index], value, config)
                    if entity is not None and m.group(1).strip():
                        out.append((m.start(1), m.end(1), entity))
                end = _TUPLE_END.match(text, m.end())
                if end is None:
                    break
                pos = end.end()
                if end.group(1) == ")":
                    break
            comma = re.compile(r"[ \t\r\n]*,").match(text, pos)
            if comma is None:
                break
            pos = comma.end()
    return out


def access_log_users(text: str) -> list[tuple[int, int, str]]:
    """The ``ident`` and ``authuser`` fields of Common Log Format lines, when not ``-``."""
    out = []
    for m in _ACCESS_LOG.finditer(text):
        for group in ("ident", "user"):
            if m.group(group) != "-":
                out.append((m.start(group), m.end(group), "PERSON"))
    return out


def encoded_emails(text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), "EMAIL_ADDRESS") for m in _ENCODED_EMAIL.finditer(text)]


_PAIR = re.compile(
    r"(?<![\w.-])(?P<key>[A-Za-z_][\w.-]{0,40})=(?:\"(?P<q>[^\"\n]*)\"|'(?P<s>[^'\n]*)'"
    r"|(?P<v>[^\s,;&\"'<>]+))"
)
_MENTION = re.compile(r"\[~(?P<login>[\w.@-]{2,64})\]")
_LOGIN = re.compile(
    r"(?<![\w.@/%+-])(?:(?P<name>[a-z]{3,})[._](?P<initial>[a-z]{1,2})"
    r"|(?P<initial2>[a-z])[._](?P<name2>[a-z]{3,}))(?![\w@/-]|\.[a-z])"
)


def key_value_pairs(text: str, config: PiiConfig) -> list[tuple[int, int, str]]:
    """Values of ``key=value`` and ``key="value"`` pairs whose key names a type."""
    out = []
    for m in _PAIR.finditer(text):
        group = next(g for g in ("q", "s", "v") if m.group(g) is not None)
        value = m.group(group)
        entity = json_hint(m.group("key"), value, config) if value.strip() else None
        if entity is not None:
            out.append((m.start(group), m.end(group), entity))
    return out


_AT_HANDLE = re.compile(
    r"(?<![\w.@/%+-])@(?P<login>[A-Za-z\p{L}][\w.]{1,30}[\w])(?![\w@/(]|\.[A-Za-z])"
)


def at_handles(text: str) -> list[tuple[int, int, str]]:
    """Logins @-mentioned in chats and bot logs (see the module docstring)."""
    out = []
    for m in _AT_HANDLE.finditer(text):
        login = m.group("login")
        if re.search(r"[\d_.]", login) and re.search(r"\p{L}{2}", login):
            out.append((m.start("login"), m.end("login"), "PERSON"))
    return out


def jira_mentions(text: str) -> list[tuple[int, int, str]]:
    return [(m.start("login"), m.end("login"), "PERSON") for m in _MENTION.finditer(text)]


def initial_logins(text: str, common: Callable[[str], bool]) -> list[tuple[int, int, str]]:
    """Lower-case logins of a name and an initial ("kaitlyn.h", "j.okafor"); ``common(word)``
    says whether a word is a dictionary word ("file.js", "v.cela" stay)."""
    out = []
    for m in _LOGIN.finditer(text):
        name = m.group("name") or m.group("name2")
        listed = is_first_name(name) if m.group("name") else is_gazetteer_name(name)
        if listed and not common(name):
            out.append((m.start(), m.end(), "PERSON"))
    return out


# A DN's common name, then at least one more attribute of the DN (OU, DC, O, L, C ...)
_DN_CN = re.compile(
    r"(?<![\w])(?i:cn)=(?P<cn>(?:\\.|[^,=+\n\\])+?)(?=,[ \t]?(?i:ou|dc|o|l|c|st|cn|uid)=)"
)
_DN_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’-]*")


def ldap_names(text: str, common: Callable[[str], bool]) -> list[tuple[int, int, str]]:
    """Person names in LDAP distinguished names (see the module docstring)."""
    out = []
    for m in _DN_CN.finditer(text):
        cn = m.group("cn")
        words = [w for w in _DN_WORD.finditer(cn)]
        if not 1 <= len(words) <= 4 or any(c.isdigit() for c in cn):
            continue
        if "\\," in cn and len(cn.split("\\,")) == 2:
            out += [(m.start("cn") + w.start(), m.start("cn") + w.end(), "PERSON") for w in words]
        elif (
            len(words) >= 2
            and re.fullmatch(r"[\p{L}\p{M}'’. -]+", cn)
            and all(w.group()[0].isupper() for w in words)
            and not all(common(w.group()) for w in words)
            and any(is_gazetteer_name(w.group()) for w in words)
        ):
            out.append((m.start("cn"), m.end("cn"), "PERSON"))
    return out


def find_record_values(
    text: str, config: PiiConfig, common: Callable[[str], bool] = lambda word: False
) -> list[tuple[int, int, str]]:
    """Every span the record formats above give, sorted, without overlaps (first wins)."""
    found = sorted(
        gedcom_values(text)
        + sql_values(text, config)
        + access_log_users(text)
        + encoded_emails(text)
        + key_value_pairs(text, config)
        + jira_mentions(text)
        + at_handles(text)
        + initial_logins(text, common)
        + ldap_names(text, common)
    )
    out: list[tuple[int, int, str]] = []
    for span in found:
        if not out or span[0] >= out[-1][1]:
            out.append(span)
    return out


class RecordFormatRecognizer(EntityRecognizer):
    """Values of GEDCOM, SQL INSERT, web-server logs, key=value pairs, percent-encoded
    e-mails, Jira mentions and name-and-initial logins."""

    def __init__(self, config: PiiConfig, common_words: frozenset[str] = frozenset()) -> None:
        self.config = config
        self.common_words = common_words
        super().__init__(
            supported_entities=sorted(
                {"PERSON", "ADDRESS", "POSTAL_CODE", "EMAIL_ADDRESS", "PHONE_NUMBER"}
                | {"IBAN_CODE", "CREDIT_CARD", "IP_ADDRESS"}
                | set(config.id_entities)
            ),
            name="RecordFormatRecognizer",
            version="1",
        )

    def load(self) -> None:
        pass

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        return [
            RecognizerResult(kind, s, e, SCORE)
            for s, e, kind in find_record_values(
                text, self.config, lambda w: lx.is_common(w, self.common_words)
            )
            if kind in entities
        ]
