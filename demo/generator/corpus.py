"""The demo corpus: a few hundred pages of documentation for the fictional Nimbus Cloud.

Pages are rendered from the facts in ``world.py``: a fact sentence that a page states is
registered under a key (``("region", "eu-west-1", "sla")``), so the conversation generator can
find the exact chunk that supports an answer. Each page's wording comes from its own
``random.Random(f"{seed}:{doc_id}")``, so re-rendering one page after a product change alters
only the sentences whose facts changed, as a real documentation edit would."""

from __future__ import annotations

import datetime as dt
import random

from demo.generator import texts
from demo.generator.banks import frozen
from demo.generator.corpus_catalog import (
    _render_kms_regions,
    _render_plan,
    _render_plan_compare,
    _render_region,
    _render_regions_overview,
    _render_service_limits,
    _render_service_overview,
    _render_service_pricing,
    _render_service_regions,
    _render_service_sla,
    _render_support_tier,
)
from demo.generator.corpus_common import _BANK, DOCS_URL, Corpus, DocSpec, Writer
from demo.generator.corpus_reference import (
    _render_api_family,
    _render_api_family_limits,
    _render_changelog,
    _render_general,
    _render_guide,
    _render_incident,
    _render_kb,
    _render_standard,
)
from demo.generator.world import World, changed_world, default_world

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
