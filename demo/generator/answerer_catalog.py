"""How the demo assistant answers about the catalog: regions, plans, services, standards and
incidents, from the world facts the corpus states.
"""

from __future__ import annotations

from demo.generator.answers import (
    ListEnt,
    Reply,
    _join,
    region_ent,
)
from demo.generator.corpus_common import region_label
from demo.generator.people import (
    IdPool,
)
from demo.generator.world import Incident, Plan, Region, Service, Standard, World


class CatalogAnswers:
    """Answers about catalog entities (mixed into ``Answerer``)."""

    world: World
    tickets: IdPool

    # regions
    def _region(self, rng, ent, attr, params, day) -> Reply:
        r: Region = ent.obj
        label = region_label(r)
        key = ("region", r.code, attr)
        if attr == "sla":
            return Reply(
                f"{label} has a {r.sla_multi}% monthly uptime SLA for deployments across at least two availability zones, and {r.sla_single}% for single-zone deployments.",
                [key],
            )
        if attr == "cmk":
            text = (
                f"Yes, customer-managed keys are available in {label}."
                if r.cmk
                else f"No, customer-managed keys aren't available in {label} yet; data there is encrypted with Nimbus-managed keys."
            )
            return Reply(text, [key])
        if attr == "azs":
            return Reply(f"{label} has {r.azs} availability zones.", [key])
        if attr == "launch":
            return Reply(f"{label} opened in {r.launched}.", [("region", r.code, "azs")])
        if attr == "services":
            svc = params["svc"]
            text = (
                f"Yes, {svc} is available in {label}."
                if params["svc_slug"] in r.services
                else f"No, {svc} isn't available in {label} yet."
            )
            return Reply(text, [key])
        if attr == "compliance":
            std = params["std"]
            text = (
                f"Yes, {label} is in scope for {std}."
                if params["std_slug"] in r.certifications
                else f"No, {label} isn't covered by {std} at the moment."
            )
            return Reply(text, [key, ("standard", params["std_slug"], "scope")])
        if attr == "price":
            text = (
                f"Prices in {label} are the same as the us-east-1 baseline."
                if r.price_uplift == 0
                else f"Compute, Block Volumes and Postgres cost {r.price_uplift}% more in {label} than in us-east-1."
            )
            return Reply(text, [key])
        if attr == "residency":
            return Reply(
                f"Data you store in {label} stays in {r.country} unless you set up replication to another region.",
                [key, ("general", "residency_policy")],
            )
        raise KeyError(attr)

    # plans
    def _plan(self, rng, ent, attr, params, day) -> Reply:
        p: Plan = ent.obj
        key = ("plan", p.slug, attr)
        n = p.name
        texts = {
            "price": {
                "free": "The Free plan is $0, no credit card needed.",
                "enterprise": f"Enterprise has {p.price}.",
            }.get(p.slug, f"The {n} plan is {p.price}."),
            "sla": "The Free plan doesn't come with an uptime SLA."
            if p.slug == "free"
            else f"The {n} plan includes a {p.sla} monthly uptime SLA.",
            "support": f"The {n} plan includes {p.support} support; urgent issues get a first response: {p.urgent_response}.",
            "log_retention": f"Logs are kept for {p.log_retention_days} days on {n}.",
            "backup_retention": f"Automated backups are retained for {p.backup_retention_days} days on {n}.",
            "sso": f"Single sign-on isn't available on {n}."
            if p.sso == "not available"
            else f"Yes, {n} includes {p.sso}.",
            "cmk": f"Customer-managed keys are {p.cmk} on the {n} plan.",
            "seats": f"{n} allows {p.seats} and {p.projects}.",
            "api_limit": f"{n} allows {p.api_rpm:,} API requests per minute per account.",
            "hipaa": f"HIPAA workloads are {p.hipaa} on {n}.",
        }
        return Reply(texts[attr], [key])

    # services
    def _service(self, rng, ent, attr, params, day) -> Reply:
        s: Service = ent.obj
        key = ("service", s.slug, attr)
        if attr == "regions":
            regions = [r for r in self.world.regions if s.slug in r.services]
            if len(regions) <= 6:
                reply = Reply(
                    f"{s.name} is available in {len(regions)} regions: {_join([region_label(r) for r in regions])}.",
                    [key],
                )
                reply.lists.append(ListEnt("region", [region_ent(r) for r in regions], fact=key))
                return reply
            return Reply(
                f"{s.name} is available in {len(regions)} regions, including {_join([r.city for r in regions[:4]])}.",
                [key],
            )
        texts = {
            "sla": f"{s.name} has a {s.sla}% monthly uptime SLA for {s.sla_scope}.",
            "price": f"Pricing for {s.name}: {s.price}.",
            "limit": f"The {s.limit_name} for {s.name} is {s.limit_value}.",
            "cmk": f"Yes, {s.name} supports customer-managed keys from Nimbus Keys."
            if s.cmk
            else f"No, {s.name} encrypts data with Nimbus-managed keys; customer-managed keys aren't supported.",
            "backups": f"For {s.name}, you get {s.backups}.",
        }
        return Reply(texts[attr], [key])

    # compliance
    def _standard(self, rng, ent, attr, params, day) -> Reply:
        st: Standard = ent.obj
        key = ("standard", st.slug, attr)
        if attr == "scope":
            if st.scope_regions == "all":
                return Reply(f"{st.name} covers every Nimbus Cloud region and service.", [key])
            if st.scope_regions == "EU":
                return Reply(
                    f"{st.name} applies everywhere, and you can keep EU personal data in the EU regions.",
                    [key],
                )
            regions = self.world.regions_in(st)
            noun = "region" if len(regions) == 1 else "regions"
            reply = Reply(
                f"{st.name} covers {len(regions)} {noun}: {_join([region_label(r) for r in regions])}.",
                [key],
            )
            if len(regions) >= 2:
                reply.lists.append(
                    ListEnt("region", [region_ent(r) for r in regions[:8]], fact=key)
                )
            return reply
        texts = {
            "plans": f"{st.name} applies to customers on {st.plans}.",
            "audit": f"The GDPR Data Processing Addendum was last updated in {st.last_audit}."
            if st.auditor == "not applicable"
            else f"The last {st.name} assessment was completed in {st.last_audit} by {st.auditor}.",
            "report": f"For {st.name}, {st.report}.",
        }
        return Reply(texts[attr], [key])

    # incidents
    def _incident(self, rng, ent, attr, params, day) -> Reply:
        inc: Incident = ent.obj
        r, s = self.world.region(inc.region), self.world.service(inc.service)
        key = ("incident", inc.slug, attr)
        hours, minutes = divmod(inc.minutes, 60)
        dur = (
            f"{hours} h {minutes} min"
            if hours and minutes
            else f"{hours} hours"
            if hours
            else f"{minutes} minutes"
        )
        texts = {
            "summary": f"{s.name} in {region_label(r)} was degraded for {dur} on {inc.date}.",
            "cause": f"The root cause was {inc.cause}.",
            "impact": f"Impact: {inc.impact}.",
            "credit": f"Monthly uptime stayed at {inc.uptime}, within the SLA, so no credit applies."
            if inc.credit == "none"
            else f"Yes. Uptime for affected customers was {inc.uptime}, so a {inc.credit} credit on {s.name} charges in {r.code} applies; claim it within 30 days after the end of the month.",
        }
        facts = [key] + (
            [("general", "claim_window")] if attr == "credit" and inc.credit != "none" else []
        )
        return Reply(texts[attr], facts)
