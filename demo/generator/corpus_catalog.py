"""Renderers of the catalog pages: regions, services (overview, pricing, limits, SLA, regions),
plans and their comparison, support tiers.
"""

from __future__ import annotations

from collections.abc import Callable

from demo.generator import texts
from demo.generator.corpus_common import GEO_NAMES, Writer, _join, region_label
from demo.generator.world import Region, Service, World

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
