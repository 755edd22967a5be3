"""Forms of the lead's item browser: its filters (GET) and its bulk actions (POST)."""

from __future__ import annotations

from django import forms
from django.contrib.auth import get_user_model

from accounts.roles import ANNOTATOR
from curation.models import Pattern

from .models import QueueItem
from .selectors.browser import NO_PATTERN, NO_QUEUE

STATUS_CHOICES = [("", "any status"), *QueueItem.Status.choices, (NO_QUEUE, NO_QUEUE)]


class ItemBrowseFilterForm(forms.Form):
    """Every filter is optional; a bad value is a field error, never a 500."""

    pattern = forms.ChoiceField(
        required=False,
        choices=[("", "any pattern"), *Pattern.choices, (NO_PATTERN, "no pattern (standalone)")],
    )
    status = forms.ChoiceField(required=False, choices=STATUS_CHOICES)
    annotator = forms.CharField(required=False, max_length=150)
    disagreement = forms.BooleanField(required=False, label="labels disagree")
    stale = forms.BooleanField(required=False, label="stale flag")
    skipped = forms.BooleanField(required=False, label="skipped")
    skip_reason = forms.CharField(required=False, max_length=200, label="skip reason contains")


class BulkActionForm(forms.Form):
    ACTIONS = [
        ("assign", "assign to an annotator"),
        ("requeue", "requeue for labelling again"),
        ("drop", "remove from the set"),
    ]

    action = forms.ChoiceField(choices=ACTIONS)
    items = forms.TypedMultipleChoiceField(coerce=int, choices=[])
    annotator = forms.ModelChoiceField(
        required=False,
        queryset=get_user_model().objects.none(),
        to_field_name="username",
    )
    reason = forms.CharField(required=False, max_length=2000)

    def __init__(self, *args, item_pks: list[int], **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["items"].choices = [(pk, pk) for pk in item_pks]
        self.fields["annotator"].queryset = (
            get_user_model().objects.filter(groups__name=ANNOTATOR).order_by("username")
        )

    def clean(self):
        data = super().clean()
        action = data.get("action")
        if action == "assign" and not data.get("annotator"):
            self.add_error("annotator", "choose who gets the items")
        if action in ("requeue", "drop") and not (data.get("reason") or "").strip():
            self.add_error("reason", "say why")
        return data
