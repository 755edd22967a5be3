"""Wording banks for the demo corpus pages (the facts themselves live in ``world.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from demo.generator.banks import frozen, load_bank

_BANK = load_bank("texts")  # the wording, kept as data in data/texts.json

REGION_INTRO = _BANK["REGION_INTRO"]
REGION_LATENCY = _BANK["REGION_LATENCY"]
REGION_SLA_NOTE = _BANK["REGION_SLA_NOTE"]
ROADMAP_NOTE = _BANK["ROADMAP_NOTE"]
RESIDENCY_NOTE = _BANK["RESIDENCY_NOTE"]
OVERVIEW_INTRO = _BANK["OVERVIEW_INTRO"]
REGION_CHOICE = _BANK["REGION_CHOICE"]
CMK_NOTE = _BANK["CMK_NOTE"]
SERVICE_INTRO = _BANK["SERVICE_INTRO"]
SERVICE_VALUE = _BANK["SERVICE_VALUE"]
BACKUP_NOTE = _BANK["BACKUP_NOTE"]
SERVICE_HELP = _BANK["SERVICE_HELP"]
PRICING_NOTE = _BANK["PRICING_NOTE"]
PRICING_REGION = _BANK["PRICING_REGION"]
LIMITS_INTRO = _BANK["LIMITS_INTRO"]
LIMITS_RAISE = _BANK["LIMITS_RAISE"]
LIMITS_API = _BANK["LIMITS_API"]
SLA_EXCLUSIONS = _BANK["SLA_EXCLUSIONS"]
SERVICE_REGION_NOTE = _BANK["SERVICE_REGION_NOTE"]
PLAN_INTRO = _BANK["PLAN_INTRO"]
PLAN_UPGRADE = _BANK["PLAN_UPGRADE"]
COMPARE_INTRO = _BANK["COMPARE_INTRO"]
COMPARE_OUTRO = _BANK["COMPARE_OUTRO"]
SUPPORT_NOTE = _BANK["SUPPORT_NOTE"]
COMPLIANCE_INTRO = _BANK["COMPLIANCE_INTRO"]
COMPLIANCE_OUTRO = _BANK["COMPLIANCE_OUTRO"]
INCIDENT_CAUSE_NOTE = _BANK["INCIDENT_CAUSE_NOTE"]
INCIDENT_ACTIONS = _BANK["INCIDENT_ACTIONS"]
API_PATHS = [
    ("GET", "resources"),
    ("POST", "resources"),
    ("GET", "resources/{id}"),
    ("PATCH", "resources/{id}"),
    ("DELETE", "resources/{id}"),
    ("GET", "operations/{id}"),
    ("POST", "resources/{id}:restore"),
]
API_NOTES = _BANK["API_NOTES"]
RATE_LIMIT_NOTE = _BANK["RATE_LIMIT_NOTE"]
GUIDE_INTRO = _BANK["GUIDE_INTRO"]
GUIDE_OUTRO = _BANK["GUIDE_OUTRO"]
GUIDES = [
    (
        "getting-started",
        "Getting started with {name}",
        (
            "Open the console and choose a region close to your users.",
            "Create your first {short} resource with the default settings.",
            "Grant access with a Nimbus Identity role instead of sharing credentials.",
            "Tag the resource with a cost center so it shows up in billing reports.",
        ),
    ),
    (
        "monitoring",
        "Monitoring {name} with Nimbus Monitor",
        (
            "Open Nimbus Monitor and pick the {short} dashboard.",
            "Create an alert on error rate above 1% for five minutes.",
            "Route the alert to email, a webhook or your on-call tool.",
            "Review the dashboard weekly and tune thresholds that page too often.",
        ),
    ),
]
CHANGELOG_ENTRY = _BANK["CHANGELOG_ENTRY"]
CHANGELOG_OUTRO = _BANK["CHANGELOG_OUTRO"]
KB_PROBLEMS = [
    (
        "403 AccessDenied",
        "the caller's role does not allow the action on {name}",
        "granting the caller a role that includes the action, or removing a deny policy on the resource",
    ),
    (
        "429 TooManyRequests",
        "the account sent more requests to {name} than its plan allows",
        "retrying with exponential backoff, or moving to a plan with a higher rate limit",
    ),
    (
        "503 ServiceUnavailable",
        "{name} could not serve the request in time",
        "retrying the request, and checking the status page for an open incident in the region",
    ),
    (
        "409 Conflict",
        "another operation on the same {name} resource is still running",
        "waiting for the running operation to finish before sending the next change",
    ),
]
KB_NOTE = _BANK["KB_NOTE"]
GENERAL_OUTRO = _BANK["GENERAL_OUTRO"]


@dataclass(frozen=True)
class GeneralPage:
    """A page of plain facts. ``blocks`` are paragraphs: a string, or a ``(fact key, sentence)``
    pair whose sentence is registered as that fact. Slots come from ``World.billing`` and
    ``claim_days``."""

    doc_id: str
    title: str
    blocks: tuple


# The general pages (billing, accounts, support), kept as data in data/texts.json.
GENERAL_PAGES = tuple(
    GeneralPage(page["doc_id"], page["title"], frozen(page["blocks"]))
    for page in _BANK["GENERAL_PAGES"]
)


SERVICE_FEATURES = _BANK["SERVICE_FEATURES"]
SERVICE_ACCESS = _BANK["SERVICE_ACCESS"]
PRICING_EXAMPLE = _BANK["PRICING_EXAMPLE"]
PRICING_FREE = _BANK["PRICING_FREE"]
LIMITS_LIST = _BANK["LIMITS_LIST"]
SLA_DEFINITIONS = _BANK["SLA_DEFINITIONS"]
SLA_CLAIM = _BANK["SLA_CLAIM"]
AVAILABILITY_CHOICE = _BANK["AVAILABILITY_CHOICE"]
GUIDE_BEFORE = _BANK["GUIDE_BEFORE"]
GUIDE_TROUBLE = _BANK["GUIDE_TROUBLE"]
KB_CAUSES = _BANK["KB_CAUSES"]
KB_PREVENT = _BANK["KB_PREVENT"]
SECTION_PARAS = _BANK["SECTION_PARAS"]
CHANGELOG_CITIES = _BANK["CHANGELOG_CITIES"]

SECTION_FAQ = _BANK["SECTION_FAQ"]
SUPPORT_ESCALATION = _BANK["SUPPORT_ESCALATION"]
COMPLIANCE_MORE = _BANK["COMPLIANCE_MORE"]
SERVICE_USE = _BANK["SERVICE_USE"]
KB_DIAGNOSE = _BANK["KB_DIAGNOSE"]
