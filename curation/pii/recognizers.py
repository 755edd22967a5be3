"""presidio recognizers for what presidio misses out of the box.

- ``AddressRecognizer`` (``addresses.py``): street addresses of several countries' shapes grown
  into whole address blocks, and postal codes, so "69003 Lyon" is an address, not a person.
- ``IdRecognizer``: account, order and other ids from a configurable regex list.
- ``LooseEmailRecognizer``: emails on reserved test domains presidio's validator rejects, and
  spoken or obfuscated ones ("jane dot doe at gmail dot com", ``spoken.py``).
- ``ContextNumberRecognizer``: phone and card numbers in shapes presidio's validators reject
  ("Mobile: 432 03 163", a 19-digit card), accepted only after a cue word.
- ``NameCueRecognizer`` and ``CheckedSpacyRecognizer`` (``people.py``): people the small spaCy
  model misses, and its PERSON guesses that are plain words.
- ``NameSlotRecognizer`` (``name_slots.py``): people no list knows, found by the place they
  take in a sentence ("She named him Quorin", "Why is Tarvek so grumpy?", "to Ilvana
  Drescovic in billing").

Every recognizer takes text and returns ``RecognizerResult`` spans; overlaps between them and
presidio's own recognizers are settled later, in ``analyzer.resolve_overlaps``.
"""

from __future__ import annotations

from collections.abc import Iterable

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerRegistry, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from curation.pii.addresses import AddressRecognizer, find_addresses
from curation.pii.checked import valid_somewhere
from curation.pii.finder import FinderRecognizer
from curation.pii.lexicon import is_common
from curation.pii.people import (
    CheckedSpacyRecognizer,
    NameCueRecognizer,
    is_first_name,
    is_gazetteer_name,
)
from curation.pii.phones import is_numeric_date
from curation.pii.spoken import find_spoken_emails

__all__ = [
    "OrderedRegistry",
    "AddressRecognizer",
    "CheckedSpacyRecognizer",
    "ContextNumberRecognizer",
    "IdRecognizer",
    "LooseEmailRecognizer",
    "NameCueRecognizer",
    "find_addresses",
    "is_common",
    "is_first_name",
    "is_gazetteer_name",
]

# A local part is any RFC 5322 atom of letters of alphabetic scripts; CJK letters glued to an
# address are the sentence around it ("发邮件至li@qq.com。", "메일은minsu@naver.com로").
_CJK = r"\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}"
_ATOM = rf"(?:(?![{_CJK}])[\p{{L}}\p{{N}}!#$%&'*+/=?^_`{{|}}~-])+"
_LABEL = rf"(?:(?![{_CJK}])[\p{{L}}\p{{N}}])"
_EMAIL = re.compile(
    rf"(?<!(?![{_CJK}])[\w.+-]){_ATOM}(?:\.{_ATOM})*"
    rf"@(?:{_LABEL}(?:(?:{_LABEL}|-)*{_LABEL})?\.)+(?:(?![{_CJK}])\p{{L}}){{2,24}}"
    rf"(?!(?![{_CJK}])[\w-])"
)


def find_emails(text: str) -> list[tuple[int, int]]:
    """E-mail addresses on any domain, written out or spoken ("jane dot doe at gmail dot com")."""
    return [m.span() for m in _EMAIL.finditer(text)] + find_spoken_emails(text)


class LooseEmailRecognizer(FinderRecognizer):
    """Emails on any domain, including reserved test ones (``mail.test``, ``corp.internal``)
    that presidio's recognizer rejects because their TLD is not on the public suffix list."""

    def __init__(self) -> None:
        super().__init__("EMAIL_ADDRESS", find_emails, 0.9)


class IdRecognizer(EntityRecognizer):
    """Ids from ``(entity type, regex)`` pairs, each matched as a whole word; a CJK letter
    next to one is no part of it ("关联账户acct_31614")."""

    def __init__(self, patterns: Iterable[tuple[str, str]]) -> None:
        self.patterns = [
            (entity, re.compile(rf"(?<![\p{{Latin}}\p{{N}}_-]){rx}(?![\p{{Latin}}\p{{N}}_-])"))
            for entity, rx in patterns
        ]
        super().__init__(
            supported_entities=sorted({entity for entity, _ in self.patterns}),
            name="IdRecognizer",
            version="1",
        )

    def load(self) -> None:
        pass

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        return [
            RecognizerResult(entity, m.start(), m.end(), 1.0)
            for entity, rx in self.patterns
            if entity in entities
            for m in rx.finditer(text)
        ]


_NUMBER_RUN = re.compile(r"(?<![\w+])\+?\(?\d{1,4}\)?(?:[ .\-/]?\(?\d{1,5}\)?){1,6}(?!\w)")
_PHONE_CUE = re.compile(
    r"(?i:\b(?:phone|mobile|cell(?:phone)?|tel|telephone|fax|desk|landline|call(?:ed)?|text|sms"
    r"|whatsapp|reach(?:ed)?(?:[ \t]+me)?[ \t]+(?:at|on)|answering[ \t]+(?:at|on)|messages[ \t]+to"
    r"|registered|number|contact)\b)[^\d\n]{0,25}$"
)
# Phone words of the cases' other languages and scripts ("Tel.", "Handy", "móvil", "ring",
# "手机"); a national number after one of them is a phone when phonenumbers finds it valid in
# some region, configured or not (an Irish or Brazilian number in a Swedish-configured app).
_PHONE_CUE_WIDE = re.compile(
    r"(?:(?i:\b(?:tel[ée]fono|telefone?|telefoon|t[ée]l[ée]phone|t[ée]l|tlf|tfn|handy|m[oó]vil"
    r"|celular|cel|portable|mobiel|mobil|mob|cellulare|ring(?:a|er)?|bel|ll[aá]m[ae]n?(?:os|e)?"
    r"|chiama(?:mi|re)?|appelez|appeler|rappeler|ligue|ligar|zadzwo[nń]|kom[oó]rka"
    r"|erreichbar|joignable|whats[ \t]*app)\b)"
    r"|手机|电话|電話|携帯|連絡先)[^\d\n]{0,25}$"
)
_CARD_CUE = re.compile(r"(?i:\b(?:card|visa|mastercard|amex|credit|debit|cc)\b)[^\d\n]{0,40}$")


class ContextNumberRecognizer(EntityRecognizer):
    """Phone (7-15 digits) and card (12-19 digits) numbers that follow a cue word on their line."""

    def __init__(self) -> None:
        super().__init__(
            supported_entities=["PHONE_NUMBER", "CREDIT_CARD"],
            name="ContextNumberRecognizer",
            version="1",
        )

    def load(self) -> None:
        pass

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        results = []
        for m in _NUMBER_RUN.finditer(text):
            digits = sum(ch.isdigit() for ch in m.group())
            before = text[max(0, m.start() - 50) : m.start()]
            if is_numeric_date(m.group()):
                continue  # "01.12.2026": a date, no phone or card
            if "CREDIT_CARD" in entities and 12 <= digits <= 19 and _CARD_CUE.search(before):
                results.append(RecognizerResult("CREDIT_CARD", m.start(), m.end(), 0.6))
            elif "PHONE_NUMBER" in entities and 7 <= digits <= 15 and _PHONE_CUE.search(before):
                results.append(RecognizerResult("PHONE_NUMBER", m.start(), m.end(), 0.6))
            elif (
                "PHONE_NUMBER" in entities
                and 7 <= digits <= 15
                and _PHONE_CUE_WIDE.search(before)
                and valid_somewhere(m.group())
            ):
                results.append(RecognizerResult("PHONE_NUMBER", m.start(), m.end(), 0.6))
        return results


class OrderedRegistry(RecognizerRegistry):
    """presidio's registry, handing out its recognizers in the order they were added.

    ``RecognizerRegistry.get_recognizers`` gathers them in a set of objects hashed by identity,
    so their order followed the memory layout and changed from run to run, ``PYTHONHASHSEED``
    or not. presidio's duplicate removal keeps the first of two equal results, so which
    recognizer a span was credited to (a name field, whose evidence protection cannot override,
    or spaCy's guess), and with it the output, changed between two runs on the same text."""

    def get_recognizers(
        self,
        language: str,
        entities: list[str] | None = None,
        all_fields: bool = False,
        ad_hoc_recognizers: list[EntityRecognizer] | None = None,
    ) -> list[EntityRecognizer]:
        chosen = {
            id(r)
            for r in super().get_recognizers(language, entities, all_fields, ad_hoc_recognizers)
        }
        pool = [*self.recognizers, *(ad_hoc_recognizers or [])]
        return [r for r in pool if id(r) in chosen]
