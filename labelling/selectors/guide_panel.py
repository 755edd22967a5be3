"""The guide beside the annotation form: each active rule with examples of items it decided."""

from __future__ import annotations

from collections import defaultdict

from ..models import GuideRule, Label

EXAMPLES_PER_RULE = 2
# Labels read to find examples: the latest final ones; a few hundred rows at most per page.
EXAMPLE_LABELS_READ = 200


def rule_examples(rules: list[GuideRule]) -> dict[str, list[dict]]:
    """Rule code -> up to ``EXAMPLES_PER_RULE`` items whose final label applied it, newest first:
    ``{"follow_up", "pattern", "version"}`` (one query)."""
    codes = [r.code for r in rules]
    if not codes:
        return {}
    rows = (
        Label.objects.filter(is_final=True, rule_code__in=codes)
        .order_by("-submitted_at", "-id")
        .values_list("rule_code", "rule_version", "reference_type", "item__follow_up")[
            :EXAMPLE_LABELS_READ
        ]
    )
    out: dict[str, list[dict]] = defaultdict(list)
    for code, version, pattern, follow_up in rows:
        if len(out[code]) < EXAMPLES_PER_RULE:
            out[code].append({"follow_up": follow_up, "pattern": pattern, "version": version})
    return dict(out)
