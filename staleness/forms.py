"""Forms of the stale-fixture work queue: filters, and the bulk action on chosen flags."""

from __future__ import annotations

from django import forms

from curation.models import EvalSet
from staleness.models import StaleReason

STATUS_CHOICES = [
    ("live", "open or sent to re-labelling"),
    ("open", "open"),
    ("requeued", "sent to re-labelling"),
    ("resolved", "resolved"),
    ("dismissed", "dismissed"),
]


class FlagFilterForm(forms.Form):
    reason = forms.ChoiceField(choices=[("", "every reason"), *StaleReason.choices], required=False)
    set = forms.ModelChoiceField(
        queryset=EvalSet.objects.order_by("name"), required=False, empty_label="every set"
    )
    status = forms.ChoiceField(choices=STATUS_CHOICES, required=False)

    def filters(self) -> dict:
        """Cleaned filters for ``selectors.flag_list`` (defaults when the form is invalid)."""
        data = self.cleaned_data if self.is_valid() else {}
        chosen = data.get("set")
        return {
            "reason": data.get("reason") or None,
            "eval_set_id": chosen.pk if chosen else None,
            "status": data.get("status") or "live",
        }


class FlagActionForm(forms.Form):
    ACTIONS = [("requeue", "Send to re-labelling"), ("dismiss", "Dismiss")]

    action = forms.ChoiceField(choices=ACTIONS)
    flag = forms.TypedMultipleChoiceField(
        coerce=int, choices=(), error_messages={"required": "choose at least one flag"}
    )
    note = forms.CharField(
        max_length=2000,
        error_messages={
            "required": "say why (annotators read it on re-labelling; dismissals keep it)"
        },
    )

    def __init__(self, *args, flag_ids=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["flag"].choices = [(i, i) for i in flag_ids]
