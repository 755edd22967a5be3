"""Forms for the replay pages: start a run, pick runs to compare."""

from __future__ import annotations

from django import forms

from curation.models import EvalSet
from replay.arms import DEFAULT_TURNS, HTTP_MAX_REPEATS
from replay.models import Arm
from replay.services import MAX_K


class RunForm(forms.Form):
    eval_set = forms.ModelChoiceField(queryset=EvalSet.objects.order_by("name"), label="Eval set")
    # the system arm has its own form (replay.system_forms): its answers are scored, not ranked
    arm = forms.ChoiceField(choices=[c for c in Arm.choices if c[0] != Arm.SYSTEM])
    k = forms.IntegerField(min_value=1, max_value=MAX_K, initial=10, label="k")
    turns = forms.IntegerField(
        min_value=0,
        initial=DEFAULT_TURNS,
        required=False,
        help_text="concat_history: earlier messages kept",
    )
    roles = forms.ChoiceField(
        choices=[("assistant,user", "user and assistant"), ("user", "user only")],
        required=False,
        help_text="concat_history: which messages count",
    )
    url = forms.URLField(
        required=False,
        assume_scheme="http",
        label="Contextualizer URL",
        help_text="http: default ASSAY_CONTEXTUALIZER_URL",
    )
    repeats = forms.IntegerField(
        min_value=1,
        max_value=HTTP_MAX_REPEATS,
        initial=1,
        required=False,
        help_text="http: calls per item (majority)",
    )
    items = forms.ChoiceField(
        choices=[("labelled", "labelled items"), ("all", "all items")], initial="labelled"
    )

    def arm_params(self) -> dict:
        """The arm's parameters from the cleaned data (only those the arm reads)."""
        data = self.cleaned_data
        arm = data["arm"]
        if arm == "concat_history":
            params = {"turns": DEFAULT_TURNS if data.get("turns") is None else data["turns"]}
            if data.get("roles"):
                params["roles"] = data["roles"]
            return params
        if arm == "http":
            params = {"repeats": data.get("repeats") or 1}
            if data.get("url"):
                params["url"] = data["url"]
            return params
        return {}
