"""The labelling guide: rules with a code, a title, a text and a version history."""

from __future__ import annotations

import re

from django.db import transaction
from django.utils import timezone

from ..errors import LabelInvalid
from ..models import GuideRule, GuideRuleVersion

CODE_RE = re.compile(r"^[A-Z]{1,8}-\d{1,4}$")


def _check_fields(*, title: str, text: str) -> dict[str, str]:
    errors = {}
    if not title.strip():
        errors["title"] = "give the rule a short title"
    elif len(title) > 200:
        errors["title"] = "at most 200 characters"
    if not text.strip():
        errors["text"] = "write what the rule says"
    return errors


@transaction.atomic
def guide_rule_create(*, code: str, title: str, text: str, user=None) -> GuideRule:
    """Add a rule at version 1. ``code`` looks like ``LG-14`` and must be new.

    Raises LabelInvalid naming the field (code, title, text).
    """
    code = (code or "").strip().upper()
    errors = _check_fields(title=title or "", text=text or "")
    if not CODE_RE.match(code):
        errors["code"] = "a code like LG-14 (capital letters, a dash, a number)"
    elif GuideRule.objects.filter(code=code).exists():
        errors["code"] = f"{code} already exists; edit it to make a new version"
    if errors:
        raise LabelInvalid(errors)
    now = timezone.now()
    rule = GuideRule.objects.create(
        code=code, title=title.strip(), text=text.strip(), version=1, updated_by=user
    )
    GuideRuleVersion.objects.create(
        rule=rule,
        version=1,
        title=rule.title,
        text=rule.text,
        change_note="first version",
        created_by=user,
        created_at=now,
    )
    return rule


@transaction.atomic
def guide_rule_update(
    *, rule: GuideRule, title: str, text: str, change_note: str = "", user=None
) -> GuideRule:
    """Change a rule's title or text, making a new version (no change, no new version).

    Labels keep the version they applied, so after this call the items decided under earlier
    versions are listed by ``selectors.labels_under_older_version``.
    """
    errors = _check_fields(title=title or "", text=text or "")
    if errors:
        raise LabelInvalid(errors)
    rule = GuideRule.objects.select_for_update().get(pk=rule.pk)
    title, text = title.strip(), text.strip()
    if title == rule.title and text == rule.text:
        return rule
    rule.version += 1
    rule.title, rule.text, rule.updated_by = title, text, user
    rule.save(update_fields=["version", "title", "text", "updated_by", "updated_at"])
    GuideRuleVersion.objects.create(
        rule=rule,
        version=rule.version,
        title=title,
        text=text,
        change_note=(change_note or "").strip(),
        created_by=user,
    )
    return rule


@transaction.atomic
def guide_rule_set_active(*, rule: GuideRule, active: bool, user=None) -> GuideRule:
    """Retire a rule (no longer offered to annotators) or bring it back; versions are kept."""
    rule.is_active = active
    rule.updated_by = user
    rule.save(update_fields=["is_active", "updated_by", "updated_at"])
    return rule
