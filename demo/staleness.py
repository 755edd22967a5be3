"""Demo content for the stale queue, budgets and exports, called at the end of ``make_demo``.

By then the documentation edits made after capture have been ingested (and the ingest hook has
flagged the cases that captured them). This adds what edits cannot show: one guide rule is
clarified (a new version), so the items decided under it are flagged ``rule_changed``; the check
runs over every set; and every set with final labels is frozen, so the exports page has a version
to download. Idempotent: the clarification is made once, the check adds nothing new on a second
run, and freezing an unchanged set returns its latest version.
"""

from __future__ import annotations

from collections import Counter

from django.contrib.auth import get_user_model

from curation.models import EvalSet
from staleness.services import stale_check_run

CLARIFICATION = (
    "Clarified after the first review round: when the follow-up names the entity again (by name or "
    "id), that mention decides, whatever was discussed last."
)


def _clarify_most_used_rule() -> str:
    from accounts.roles import LEAD
    from labelling.models import GuideRule, Label
    from labelling.services import guide_rule_update

    used = Counter(
        Label.objects.filter(is_final=True)
        .exclude(rule_code="")
        .values_list("rule_code", flat=True)
    )
    if not used:
        return "no final label applied a guide rule"
    code = sorted(used.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
    rule = GuideRule.objects.filter(code=code).first()
    if rule is None:
        return f"rule {code} not found"
    if CLARIFICATION in rule.text:
        return f"{code} already clarified (v{rule.version})"
    lead = get_user_model().objects.filter(groups__name=LEAD).order_by("pk").first()
    rule = guide_rule_update(
        rule=rule,
        title=rule.title,
        text=f"{rule.text}\n\n{CLARIFICATION}",
        change_note="clarified the named-entity case",
        user=lead,
    )
    return f"{code} clarified to v{rule.version} ({used[code]} final labels applied it)"


def seed_demo_staleness() -> str:
    """Clarify a rule, run the stale check, freeze labelled sets; returns a one-line summary."""
    from exports.services import evalset_freeze
    from labelling.models import Label

    rule = _clarify_most_used_rule()
    report = stale_check_run(trigger="demo")
    opened = ", ".join(f"{reason} {n}" for reason, n in report.open.items() if n) or "none"
    frozen = []
    labelled = (
        Label.objects.filter(is_final=True).values_list("item__eval_set_id", flat=True).distinct()
    )
    for eval_set in EvalSet.objects.filter(pk__in=list(labelled)).order_by("name"):
        version, created = evalset_freeze(eval_set=eval_set, note="demo")
        frozen.append(f"{eval_set.name} v{version.number}{'' if created else ' (unchanged)'}")
    return f"{rule}; stale flags open: {opened}; frozen: {', '.join(frozen) or 'nothing labelled'}"
