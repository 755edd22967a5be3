"""The demo corpus: a few hundred pages of documentation for the fictional Nimbus Cloud.

Pages are rendered from the facts in ``world.py``: a fact sentence that a page states is
registered under a key (``("region", "eu-west-1", "sla")``), so the conversation generator can
find the exact chunk that supports an answer. Each page's wording comes from its own
``random.Random(f"{seed}:{doc_id}")``, so re-rendering one page after a product change alters
only the sentences whose facts changed, as a real documentation edit would.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from demo.generator import texts
from demo.generator.banks import frozen, load_bank
from demo.generator.world import Region, Service, World, changed_world, default_world

_BANK = load_bank("corpus")  # the wording, kept as data in data/corpus.json

DOCS_URL = "https://docs.nimbus-cloud.example/"
GEO_NAMES = _BANK["GEO_NAMES"]


@dataclass
class Writer:
    """Collects one page's paragraphs and the fact sentences it states."""

    doc_id: str
    rng: random.Random
    parts: list[str] = field(default_factory=list)
    facts: dict[tuple, str] = field(default_factory=dict)

    def h(self, heading: str) -> None:
        self.parts.append(heading)

    def p(self, *sentences: str) -> None:
        self.parts.append(" ".join(s for s in sentences if s))

    def bullets(self, items: list[str]) -> None:
        self.parts.append("\n".join(f"- {item}" for item in items))

    def f(self, key: tuple, sentence: str) -> str:
        """Register ``sentence`` as the statement of fact ``key`` on this page."""
        self.facts[key] = sentence
        return sentence

    def pick(self, options: list[str] | tuple[str, ...], **slots: object) -> str:
        return self.rng.choice(options).format(**slots)

    def text(self) -> str:
        return "\n\n".join(self.parts)


@dataclass(frozen=True)
class DocSpec:
    doc_id: str
    title: str
    section: str
    render: Callable[[Writer], None]
    entities: tuple[str, ...] = ()


@dataclass(frozen=True)
class Corpus:
    """The rendered corpus: JSONL-ready ``docs`` and the ``facts`` index
    (key -> (doc_id, sentence))."""

    docs: list[dict]
    facts: dict[tuple, tuple[str, str]]

    def doc(self, doc_id: str) -> dict:
        for doc in self.docs:
            if doc["doc_id"] == doc_id:
                return doc
        raise KeyError(doc_id)


def _join(items: list[str], conj: str = "and") -> str:
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conj} {items[-1]}"


def region_label(r: Region) -> str:
    return f"{r.city} ({r.code})"


# --- regions ---------------------------------------------------------------------------------


def _render_region(world: World, r: Region) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        label = region_label(r)
        w.p(
            w.pick(
                texts.REGION_INTRO, city=r.city, code=r.code, country=r.country, launched=r.launched
            ),
            w.f(
                ("region", r.code, "azs"),
                f"{label} has {r.azs} availability zones, each with independent power, cooling and networking.",
            ),
            w.pick(texts.REGION_LATENCY, city=r.city, geo=GEO_NAMES[r.geo]),
        )
        w.h("Availability and SLA")
        w.p(
            w.f(
                ("region", r.code, "sla"),
                f"Deployments in {label} that span at least two availability zones are covered by a {r.sla_multi}% monthly uptime SLA; single-zone deployments are covered by {r.sla_single}%.",
            ),
            w.pick(texts.REGION_SLA_NOTE),
        )
        w.h("Services")
        available = [world.service(s).name for s in r.services]
        missing = [s.name for s in world.services if s.slug not in r.services]
        w.p(
            w.f(
                ("region", r.code, "services"),
                f"Services available in {label}: {_join(available)}.",
            )
        )
        if missing:
            w.p(
                f"Not yet available in {r.city}: {_join(missing, 'or')}.",
                w.pick(texts.ROADMAP_NOTE),
            )
        w.h("Pricing and encryption")
        price = (
            f"Prices in {label} match the us-east-1 baseline for Compute, Block Volumes and Postgres."
            if r.price_uplift == 0
            else f"Prices in {label} are {r.price_uplift}% above the us-east-1 baseline for Compute, Block Volumes and Postgres."
        )
        cmk = (
            f"Customer-managed keys from Nimbus Keys are available in {label}."
            if r.cmk
            else f"Customer-managed keys are not yet available in {label}; data is encrypted with Nimbus-managed keys."
        )
        w.p(w.f(("region", r.code, "price"), price), cmk)
        w.h("Compliance and data residency")
        certs = [world.standard(c).name for c in r.certifications]
        w.p(
            w.f(
                ("region", r.code, "compliance"),
                f"Certifications and attestations that cover {label}: {_join(certs)}.",
            ),
            w.f(
                ("region", r.code, "residency"),
                f"Customer data stored in {label} stays in {r.country} unless you configure replication to another region.",
            ),
            w.pick(texts.RESIDENCY_NOTE),
        )
        w.p(
            f"Regional API endpoint: api.{r.code}.nimbus-cloud.example. Console region selector: {r.city}."
        )

    return render


def _render_regions_overview(world: World) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        w.p(
            f"Nimbus Cloud runs {len(world.regions)} regions on six continents.",
            w.pick(texts.OVERVIEW_INTRO),
        )
        for geo, geo_name in GEO_NAMES.items():
            regions = [r for r in world.regions if r.geo == geo]
            if not regions:
                continue
            labels = [region_label(r) for r in regions]
            noun = "region" if len(regions) == 1 else "regions"
            w.p(
                w.f(
                    ("geo", geo, "regions"),
                    f"In {geo_name}, Nimbus Cloud has {len(regions)} {noun}: {_join(labels)}.",
                )
            )
        w.p(w.pick(texts.REGION_CHOICE))

    return render


def _render_kms_regions(world: World) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        w.p(
            "Customer-managed keys (CMK) let you create, rotate and disable the keys that encrypt your data, using Nimbus Keys.",
            "A key never leaves the region where you create it, and a service can only use a key from its own region.",
        )
        for geo, geo_name in GEO_NAMES.items():
            regions = [r for r in world.regions if r.geo == geo]
            if not regions:
                continue
            yes = [region_label(r) for r in regions if r.cmk]
            no = [region_label(r) for r in regions if not r.cmk]
            parts = []
            if yes:
                parts.append(f"In {geo_name}, customer-managed keys are available in {_join(yes)}.")
            else:
                parts.append(f"In {geo_name}, customer-managed keys are not available yet.")
            if yes and no:
                parts.append(f"They are not yet available in {_join(no, 'or')}.")
            sentence = " ".join(parts)
            w.p(w.f(("geo", geo, "cmk"), sentence))
            for r in regions:
                w.facts[("region", r.code, "cmk")] = sentence
        w.p(
            "Customer-managed keys are included in the Enterprise plan and available as an add-on on the Business plan.",
            w.pick(texts.CMK_NOTE),
        )

    return render


# --- services --------------------------------------------------------------------------------


def _render_service_overview(world: World, s: Service) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        w.p(
            w.pick(texts.SERVICE_INTRO, name=s.name, noun=s.noun),
            w.pick(texts.SERVICE_VALUE, name=s.name),
        )
        w.h("Features")
        w.p(texts.SERVICE_FEATURES[s.slug])
        w.h("Encryption")
        enc = (
            f"{s.name} encrypts data at rest with AES-256 and supports customer-managed keys from Nimbus Keys."
            if s.cmk
            else f"{s.name} encrypts data at rest with AES-256 using Nimbus-managed keys; customer-managed keys are not supported."
        )
        w.p(
            w.f(("service", s.slug, "cmk"), enc),
            "All traffic to the service endpoints uses TLS 1.2 or later.",
        )
        w.h("Data protection")
        w.p(
            w.f(
                ("service", s.slug, "backups"), f"For data protection, {s.name} offers {s.backups}."
            ),
            w.pick(texts.BACKUP_NOTE),
        )
        w.h("Access control")
        w.p(*[a.format(name=s.name) for a in w.rng.sample(texts.SERVICE_ACCESS, 2)])
        w.p(*[u.format(name=s.name) for u in w.rng.sample(texts.SERVICE_USE, 2)])
        w.h("Getting help")
        w.p(w.pick(texts.SERVICE_HELP, name=s.name))

    return render


def _render_service_pricing(world: World, s: Service) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        w.p(
            w.f(("service", s.slug, "price"), f"Pricing for {s.name}: {s.price}."),
            w.pick(texts.PRICING_NOTE, name=s.name),
        )
        w.p(
            f"Committed-use contracts lower {s.name} prices by {world.billing['commit_1y']} for one year or {world.billing['commit_3y']} for three years.",
            "Commitments are set per region and billed monthly.",
        )
        w.p(
            f"Data transferred out to the internet is billed at {world.billing['egress']}.",
            w.pick(texts.PRICING_REGION),
        )
        w.p(w.pick(texts.PRICING_FREE, name=s.name), w.pick(texts.PRICING_EXAMPLE, name=s.name))

    return render


def _render_service_limits(world: World, s: Service) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        w.p(w.pick(texts.LIMITS_INTRO, name=s.name))
        w.p(
            w.f(
                ("service", s.slug, "limit"), f"The {s.limit_name} for {s.name} is {s.limit_value}."
            ),
            w.pick(texts.LIMITS_RAISE),
        )
        w.h("Account-wide quotas")
        w.bullets(w.rng.sample(texts.LIMITS_LIST, 3))
        w.p(w.pick(texts.LIMITS_API, name=s.name))

    return render


def _render_service_sla(world: World, s: Service) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        w.p(
            w.f(
                ("service", s.slug, "sla"),
                f"{s.name} is covered by a {s.sla}% monthly uptime SLA for {s.sla_scope}.",
            )
        )
        w.p(
            "If monthly uptime falls below the SLA but stays at or above 99.0%, you receive a 10% service credit; below 99.0% but at or above 95.0%, a 25% credit; below 95.0%, a 100% credit.",
            w.pick(texts.SLA_CLAIM),
        )
        w.h("Definitions")
        w.p(*texts.SLA_DEFINITIONS)
        w.h("Exclusions")
        w.p(w.pick(texts.SLA_EXCLUSIONS))

    return render


def _render_service_regions(world: World, s: Service) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        regions = [region_label(r) for r in world.regions if s.slug in r.services]
        w.p(
            w.f(
                ("service", s.slug, "regions"),
                f"{s.name} is available in {len(regions)} regions: {_join(regions)}.",
            )
        )
        w.p(w.pick(texts.SERVICE_REGION_NOTE, name=s.name))
        w.p(*[a.format(name=s.name) for a in w.rng.sample(texts.AVAILABILITY_CHOICE, 2)])

    return render


# --- plans, support, compliance --------------------------------------------------------------


def _render_plan(world: World, slug: str) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        p = world.plan(slug)
        tier = next(t for t in world.tiers if t.plan == slug)
        price = {
            "free": "The Free plan costs $0 and needs no credit card.",
            "enterprise": f"The Enterprise plan has {p.price}.",
        }.get(slug, f"The {p.name} plan costs {p.price}.")
        sla = (
            "The Free plan has no uptime SLA."
            if slug == "free"
            else f"The {p.name} plan comes with a {p.sla} monthly uptime SLA for the platform."
        )
        w.p(
            w.pick(texts.PLAN_INTRO[slug]),
            w.f(("plan", slug, "price"), price),
            w.f(("plan", slug, "sla"), sla),
        )
        w.h("Support")
        w.p(
            w.f(
                ("plan", slug, "support"),
                f"{p.name} plan customers get {tier.name} support through {tier.channels}, with a first response to urgent issues: {p.urgent_response}.",
            )
        )
        w.h("Retention and backups")
        audit = (
            "Audit logs are not available on the Free plan."
            if p.audit_retention_days == 0
            else f"Audit logs are kept for {p.audit_retention_days} days."
        )
        w.p(
            w.f(
                ("plan", slug, "log_retention"),
                f"Logs are kept for {p.log_retention_days} days on the {p.name} plan.",
            ),
            w.f(
                ("plan", slug, "backup_retention"),
                f"Automated backups are retained for {p.backup_retention_days} days on the {p.name} plan.",
            ),
            audit,
        )
        w.h("Security and identity")
        sso = (
            f"Single sign-on is not available on the {p.name} plan."
            if p.sso == "not available"
            else f"The {p.name} plan includes {p.sso}."
        )
        w.p(
            w.f(("plan", slug, "sso"), sso),
            w.f(("plan", slug, "cmk"), f"Customer-managed keys are {p.cmk} on the {p.name} plan."),
            w.f(("plan", slug, "hipaa"), f"HIPAA workloads are {p.hipaa} on the {p.name} plan."),
        )
        w.h("Limits")
        w.p(
            w.f(("plan", slug, "seats"), f"The {p.name} plan allows {p.seats} and {p.projects}."),
            w.f(
                ("plan", slug, "api_limit"),
                f"The {p.name} plan allows {p.api_rpm:,} API requests per minute per account.",
            ),
            w.pick(texts.PLAN_UPGRADE),
        )

    return render


def _render_plan_compare(world: World) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        w.p(
            "Nimbus Cloud has four plans: Free, Team, Business and Enterprise.",
            w.pick(texts.COMPARE_INTRO),
        )
        rows = []
        for p in world.plans:
            rows.append(
                f"{p.name}: {p.price}; SLA {p.sla}; {p.support} support; logs kept {p.log_retention_days} days; backups kept {p.backup_retention_days} days; {p.api_rpm:,} API requests per minute."
            )
        w.bullets(rows)
        w.p(w.pick(texts.COMPARE_OUTRO))

    return render


def _render_support_tier(world: World, slug: str) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        t = next(t for t in world.tiers if t.slug == slug)
        plan = world.plan(t.plan)
        w.p(
            f"{t.name} support is included with the {plan.name} plan.",
            f"You can reach {t.name} support through {t.channels}.",
        )
        w.p(
            w.f(
                ("tier", slug, "response"),
                f"{t.name} support first-response targets: critical (severity 1) {t.sev1}, high (severity 2) {t.sev2}, normal (severity 3) {t.sev3}.",
            )
        )
        tam = (
            "A named technical account manager is part of Premier support."
            if t.tam
            else f"{t.name} support does not include a technical account manager."
        )
        w.p(tam, w.pick(texts.SUPPORT_NOTE))
        w.p(*texts.SUPPORT_ESCALATION)

    return render


def _render_standard(world: World, slug: str) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        st = world.standard(slug)
        a_kind = f"{'an' if st.kind[0] in 'aeiou' else 'a'} {st.kind}"
        w.p(w.pick(texts.COMPLIANCE_INTRO, name=st.name, kind=st.kind, a_kind=a_kind))
        if st.scope_regions == "all":
            scope = f"{st.name} covers all Nimbus Cloud regions and services."
        elif st.scope_regions == "EU":
            scope = f"{st.name} applies to personal data in every region, and customers can keep EU personal data in the EU regions: {_join([region_label(r) for r in world.regions if r.geo == 'EU'])}."
        else:
            scope = f"{st.name} covers these regions: {_join([region_label(r) for r in world.regions_in(st)])}."
        w.p(w.f(("standard", slug, "scope"), scope))
        w.p(
            w.f(
                ("standard", slug, "plans"),
                f"Customers on {st.plans} can rely on the {st.name} {st.kind}.",
            )
        )
        audit = (
            f"The {st.name} Data Processing Addendum was last updated in {st.last_audit}."
            if st.auditor == "not applicable"
            else f"The most recent {st.name} assessment was completed in {st.last_audit} by {st.auditor}."
        )
        w.p(
            w.f(("standard", slug, "audit"), audit),
            w.f(("standard", slug, "report"), f"Evidence for {st.name}: {st.report}."),
        )
        w.p(*w.rng.sample(texts.COMPLIANCE_MORE, 2))
        w.p(w.pick(texts.COMPLIANCE_OUTRO))

    return render


def _render_incident(world: World, slug: str) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        inc = world.incident(slug)
        r = world.region(inc.region)
        s = world.service(inc.service)
        start_h, start_m = w.rng.randint(0, 22), w.rng.choice([4, 12, 17, 26, 31, 43, 48, 52])
        hours, minutes = divmod(inc.minutes, 60)
        dur = f"{hours} hours {minutes} minutes" if hours else f"{minutes} minutes"
        if hours and not minutes:
            dur = f"{hours} hours"
        w.p(
            w.f(
                ("incident", slug, "summary"),
                f"On {inc.date}, {s.name} in {region_label(r)} was degraded for {dur}.",
            ),
            w.f(("incident", slug, "impact"), f"Impact: {inc.impact}."),
        )
        w.h("Timeline (UTC)")
        w.bullets(
            [
                f"{start_h:02d}:{start_m:02d} Monitoring alerts fired for {s.name} in {r.code}.",
                f"{(start_h + 1) % 24:02d}:{(start_m + 7) % 60:02d} The on-call team declared an incident and posted to the status page.",
                "Mitigation was applied and error rates returned to normal.",
                "The incident was resolved after a period of monitoring.",
            ]
        )
        w.h("Root cause")
        w.p(
            w.f(("incident", slug, "cause"), f"The root cause was {inc.cause}."),
            w.pick(texts.INCIDENT_CAUSE_NOTE),
        )
        w.h("SLA credits")
        credit = (
            f"Monthly uptime for affected customers was {inc.uptime}, which is within the SLA, so no service credit applies."
            if inc.credit == "none"
            else f"Monthly uptime for affected customers was {inc.uptime}, so a {inc.credit} service credit applies to {s.name} charges in {r.code} for that month."
        )
        w.p(
            w.f(("incident", slug, "credit"), credit),
            "See the SLA credits page for how to claim it.",
        )
        w.h("What we are changing")
        w.bullets(w.rng.sample(texts.INCIDENT_ACTIONS, 3))

    return render


# --- general pages (billing, retention, security, api, faq) ----------------------------------


def _render_general(world: World, page: texts.GeneralPage) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        slots = dict(world.billing, claim_days=world.sla_claim_days)
        for block in page.blocks:
            if isinstance(block, tuple):  # (fact key, sentence template)
                key, template = block
                w.p(w.f(("general", key), template.format(**slots)))
            else:
                w.p(block.format(**slots))
        section = page.doc_id.split("/")[1]
        w.p(*w.rng.sample(texts.SECTION_PARAS[section], 2))
        w.h("Questions")
        w.bullets(w.rng.sample(texts.SECTION_FAQ[section], 2))
        w.p(w.pick(texts.GENERAL_OUTRO))

    return render


def _render_api_family(
    world: World, family: str, service_names: list[str]
) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        base = f"https://api.nimbus-cloud.example/{family}/v2"
        w.p(
            f"The {family} API manages {_join(service_names)} resources.",
            f"All requests go to {base} and must carry a bearer token from Nimbus Identity.",
        )
        w.bullets([f"{verb} {base}/{path}" for verb, path in w.rng.sample(texts.API_PATHS, 4)])
        w.p(
            w.pick(texts.API_NOTES),
            "List endpoints return at most 100 items per page and a next_page_token.",
        )
        w.p(*w.rng.sample(texts.SECTION_PARAS["api"], 2))

    return render


def _render_api_family_limits(world: World, family: str) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        w.p(f"Requests to the {family} API count against your account's plan-wide rate limit.")
        rows = [
            f"{p.name} plan: {p.api_rpm:,} requests per minute, bursts of up to {p.api_rpm // 6:,} requests in 10 seconds."
            for p in world.plans
        ]
        w.bullets(rows)
        w.p(
            "Requests over the limit return HTTP 429 with a Retry-After header.",
            w.pick(texts.RATE_LIMIT_NOTE),
        )
        w.p(w.pick(texts.SECTION_PARAS["api"]))

    return render


def _render_guide(
    world: World, s: Service, guide: tuple[str, str, tuple[str, ...]]
) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        _, _, steps = guide
        w.p(
            w.pick(texts.GUIDE_INTRO, name=s.name, short=s.short),
            w.pick(texts.GUIDE_BEFORE, name=s.name),
        )
        w.bullets(
            [f"{i}. {step.format(name=s.name, short=s.short)}" for i, step in enumerate(steps, 1)]
        )
        w.h("Troubleshooting")
        w.p(*[t.format(name=s.name, short=s.short) for t in w.rng.sample(texts.GUIDE_TROUBLE, 2)])
        w.p(w.pick(texts.GUIDE_OUTRO, name=s.name))

    return render


def _render_changelog(world: World, month: int) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        w.p(f"Changes to Nimbus Cloud released in 2026-{month:02d}.")
        entries = []
        for s in w.rng.sample(list(world.services), 7):
            entries.append(
                w.pick(
                    texts.CHANGELOG_ENTRY,
                    name=s.name,
                    short=s.short,
                    region=w.rng.choice(texts.CHANGELOG_CITIES),
                )
            )
        w.bullets(entries)
        w.p(w.pick(texts.CHANGELOG_OUTRO))

    return render


def _render_kb(world: World, s: Service, problem: tuple[str, str, str]) -> Callable[[Writer], None]:
    def render(w: Writer) -> None:
        code, symptom, fix = problem
        w.p(f"Symptom: requests to {s.name} fail with {code} ({symptom.format(name=s.name)}).")
        w.p(w.pick(texts.KB_CAUSES))
        w.h("Diagnosis")
        w.bullets(w.rng.sample(texts.KB_DIAGNOSE, 3))
        w.h("Resolution")
        w.p(
            f"Most often this is fixed by {fix.format(name=s.name)}.",
            w.pick(texts.KB_NOTE, name=s.name),
        )
        w.h("Prevention")
        w.p(w.pick(texts.KB_PREVENT))
        w.p(w.pick(texts.GENERAL_OUTRO))

    return render


# --- the document list -----------------------------------------------------------------------


def _product_specs(world: World) -> list[DocSpec]:
    """Regions, key availability and every service's five pages."""
    specs: list[DocSpec] = [
        DocSpec(
            "docs/regions/overview",
            "Regions and availability zones",
            "regions",
            _render_regions_overview(world),
        ),
        DocSpec(
            "docs/kms/regions",
            "Customer-managed keys: regional availability",
            "security",
            _render_kms_regions(world),
            ("kms",),
        ),
    ]
    for r in world.regions:
        specs.append(
            DocSpec(
                f"docs/regions/{r.code}",
                f"{r.city} region ({r.code})",
                "regions",
                _render_region(world, r),
                (r.code,),
            )
        )
    for s in world.services:
        base = s.slug
        specs += [
            DocSpec(
                f"docs/{base}/overview",
                f"{s.name} overview",
                "services",
                _render_service_overview(world, s),
                (s.slug,),
            ),
            DocSpec(
                f"docs/{base}/pricing",
                f"{s.name} pricing",
                "services",
                _render_service_pricing(world, s),
                (s.slug,),
            ),
            DocSpec(
                f"docs/{base}/limits",
                f"{s.name} quotas and limits",
                "services",
                _render_service_limits(world, s),
                (s.slug,),
            ),
            DocSpec(
                f"docs/{base}/sla",
                f"{s.name} service level agreement",
                "services",
                _render_service_sla(world, s),
                (s.slug,),
            ),
            DocSpec(
                f"docs/{base}/availability",
                f"{s.name} regional availability",
                "services",
                _render_service_regions(world, s),
                (s.slug,),
            ),
        ]
    return specs


def _commercial_specs(world: World) -> list[DocSpec]:
    """Plans, support tiers, compliance standards and incident reports."""
    specs: list[DocSpec] = []
    for p in world.plans:
        specs.append(
            DocSpec(
                f"docs/plans/{p.slug}",
                f"The {p.name} plan",
                "plans",
                _render_plan(world, p.slug),
                (p.slug,),
            )
        )
    specs.append(
        DocSpec("docs/plans/compare", "Compare plans", "plans", _render_plan_compare(world))
    )
    for t in world.tiers:
        specs.append(
            DocSpec(
                f"docs/support/{t.slug}",
                f"{t.name} support",
                "support",
                _render_support_tier(world, t.slug),
                (t.slug,),
            )
        )
    for st in world.standards:
        specs.append(
            DocSpec(
                f"docs/compliance/{st.slug}",
                f"{st.name} compliance",
                "compliance",
                _render_standard(world, st.slug),
                (st.slug,),
            )
        )
    for inc in world.incidents:
        specs.append(
            DocSpec(
                f"docs/incidents/{inc.slug}",
                f"Post-incident report: {world.service(inc.service).name} in {inc.region}, {inc.date}",
                "incidents",
                _render_incident(world, inc.slug),
                (inc.slug, inc.region, inc.service),
            )
        )
    return specs


def _reference_specs(world: World) -> list[DocSpec]:
    """General pages, API references, guides per service and the changelog."""
    specs: list[DocSpec] = []
    for page in texts.GENERAL_PAGES:
        specs.append(
            DocSpec(
                page.doc_id, page.title, page.doc_id.split("/")[1], _render_general(world, page)
            )
        )
    families: dict[str, list[str]] = {}
    for s in world.services:
        families.setdefault(s.api_family, []).append(s.name)
    for family, names in families.items():
        specs.append(
            DocSpec(
                f"docs/api/{family}",
                f"{family.title()} API reference",
                "api",
                _render_api_family(world, family, names),
            )
        )
        specs.append(
            DocSpec(
                f"docs/api/{family}/rate-limits",
                f"{family.title()} API rate limits",
                "api",
                _render_api_family_limits(world, family),
            )
        )
    for s in world.services:
        for guide in texts.GUIDES:
            slug, title, _ = guide
            specs.append(
                DocSpec(
                    f"docs/{s.slug}/guides/{slug}",
                    title.format(name=s.name),
                    "guides",
                    _render_guide(world, s, guide),
                    (s.slug,),
                )
            )
    for month in range(1, 11):
        specs.append(
            DocSpec(
                f"docs/changelog/2026-{month:02d}",
                f"Changelog: 2026-{month:02d}",
                "changelog",
                _render_changelog(world, month),
            )
        )
    return specs


def document_specs(world: World, n_docs: int) -> list[DocSpec]:
    """Every page of the corpus, in a stable order. Structured pages (regions, services, plans,
    support, compliance, incidents, billing, retention, security, API, guides, changelog) come
    first; troubleshooting articles fill up to ``n_docs``."""
    specs = _product_specs(world) + _commercial_specs(world) + _reference_specs(world)
    if n_docs < len(specs):
        raise ValueError(
            f"n_docs must be at least {len(specs)} (the structured pages), got {n_docs}"
        )
    kb = [(s, problem) for problem in texts.KB_PROBLEMS for s in world.services]
    for s, problem in kb[: n_docs - len(specs)]:
        code = problem[0].split()[0].lower()
        specs.append(
            DocSpec(
                f"docs/kb/{s.slug}-{code}",
                f"Troubleshooting {problem[0]} in {s.name}",
                "kb",
                _render_kb(world, s, problem),
                (s.slug,),
            )
        )
    if n_docs > len(specs):
        raise ValueError(f"n_docs must be at most {len(specs)}, got {n_docs}")
    return specs


def _render(spec: DocSpec, seed: int) -> Writer:
    w = Writer(spec.doc_id, random.Random(f"{seed}:{spec.doc_id}"))
    spec.render(w)
    text = w.text()
    for key, sentence in w.facts.items():
        if sentence not in text:  # a renderer bug, not bad input
            raise AssertionError(f"{spec.doc_id}: fact {key} is not stated verbatim")
    return w


def _doc_line(
    spec: DocSpec, text: str, version: int, seed: int, *, reviewed: str | None = None
) -> dict:
    rng = random.Random(f"{seed}:{spec.doc_id}:meta")
    if reviewed is None:
        reviewed = f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        if spec.section == "incidents":  # reports are published a few days after the incident
            date = dt.date.fromisoformat(spec.doc_id.split("/")[2][:10])
            reviewed = (date + dt.timedelta(days=rng.randint(3, 6))).isoformat()
    return {
        "doc_id": spec.doc_id,
        "title": spec.title,
        "text": text,
        "version": f"v{version}",
        "url": DOCS_URL + spec.doc_id.removeprefix("docs/"),
        "metadata": {
            "product": "Nimbus Cloud",
            "section": spec.section,
            "entities": list(spec.entities),
            "last_reviewed": reviewed,
        },
    }


def _version(spec: DocSpec, seed: int) -> int:
    return random.Random(f"{seed}:{spec.doc_id}:version").randint(1, 9)


def build_corpus(*, seed: int = 7, n_docs: int = 300, world: World | None = None) -> Corpus:
    """Render the corpus for ``seed``: returns the JSONL-ready documents (``doc_id``, ``title``,
    ``text``, ``version``, ``url``, ``metadata``) and the fact index that maps every fact key
    to the ``(doc_id, sentence)`` stating it."""
    world = world or default_world()
    docs, facts = [], {}
    for spec in document_specs(world, n_docs):
        w = _render(spec, seed)
        docs.append(_doc_line(spec, w.text(), _version(spec, seed), seed))
        for key, sentence in w.facts.items():
            facts[key] = (spec.doc_id, sentence)
    return Corpus(docs=docs, facts=facts)


# The pages the documentation team re-published after the demo traces were captured. Other pages
# that mention the same facts (a service's region list, say) lag behind, as they do in practice.
CHANGES_PUBLISHED = "2026-11-02"  # after the last demo trace (2026-10-31)
CHANGED_DOC_IDS = frozen(_BANK["CHANGED_DOC_IDS"])


def demo_corpus_changes(seed: int = 7, n_docs: int = 300) -> list[dict]:
    """The documents that change after the demo traces were captured, as corpus lines with
    their version bumped (``v1`` for the new page): the Business plan SLA rises to 99.95%,
    Madrid (eu-south-2) opens with customer-managed keys, Milan gains customer-managed keys,
    Blob's maximum object size doubles and SLA credit claims get 60 days. Lines come in the
    order of ``CHANGED_DOC_IDS``; each one's text differs from the original page."""
    before = default_world()
    after = changed_world(before)
    old = {spec.doc_id: spec for spec in document_specs(before, n_docs)}
    # The changed world has one structured page more (the new region); the troubleshooting
    # fill stays the same size.
    new = {spec.doc_id: spec for spec in document_specs(after, n_docs + 1)}
    changed = []
    for doc_id in CHANGED_DOC_IDS:
        new_text = _render(new[doc_id], seed).text()
        if doc_id not in old:
            changed.append(_doc_line(new[doc_id], new_text, 1, seed, reviewed=CHANGES_PUBLISHED))
            continue
        if _render(old[doc_id], seed).text() == new_text:  # a bug in world.changed_world
            raise AssertionError(f"{doc_id} is listed as changed but renders the same")
        changed.append(
            _doc_line(
                new[doc_id],
                new_text,
                _version(old[doc_id], seed) + 1,
                seed,
                reviewed=CHANGES_PUBLISHED,
            )
        )
    return changed
