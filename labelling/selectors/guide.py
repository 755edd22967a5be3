"""The labelling guide: version history and the labels decided under older versions."""

from __future__ import annotations

from collections import defaultdict

from django.db.models import Count

from ..models import GuideRule, GuideRuleVersion, Label


def rule_history(rule: GuideRule) -> list[GuideRuleVersion]:
    return list(rule.versions.select_related("created_by").order_by("-version"))


def labels_under_older_version(rule: GuideRule) -> list[Label]:
    """Submitted labels that applied ``rule`` at a version older than its current one, final
    labels first: the items to look at again after a rule change."""
    return list(
        Label.objects.filter(
            rule_code=rule.code, rule_version__lt=rule.version, status=Label.Status.SUBMITTED
        )
        .select_related("item__eval_set", "labelled_by")
        .order_by("-is_final", "item__eval_set__name", "item__position", "pk")
    )


def outdated_counts() -> dict[str, int]:
    """Per rule code, how many submitted labels applied an older version of it."""
    counts: dict[str, int] = defaultdict(int)
    current = dict(GuideRule.objects.values_list("code", "version"))
    for code, version, n in (
        Label.objects.filter(status=Label.Status.SUBMITTED)
        .exclude(rule_code="")
        .values_list("rule_code", "rule_version")
        .annotate(n=Count("id"))
        .values_list("rule_code", "rule_version", "n")
    ):
        if code in current and version is not None and version < current[code]:
            counts[code] += n
    return dict(counts)
