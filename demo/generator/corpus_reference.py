"""Renderers of the reference pages: standards, incidents, general pages, API families,
guides, the changelog and knowledge-base articles.
"""

from __future__ import annotations

from collections.abc import Callable

from demo.generator import texts
from demo.generator.corpus_common import Writer, _join, region_label
from demo.generator.world import Service, World


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
