"""The form that starts a system run from the replay page."""

from __future__ import annotations

from django import forms

from curation.models import EvalSet
from replay.system import MAX_REPEATS


class SystemRunForm(forms.Form):
    eval_set = forms.ModelChoiceField(queryset=EvalSet.objects.order_by("name"), label="Eval set")
    url = forms.URLField(assume_scheme="http", label="System URL")
    mode = forms.ChoiceField(choices=[("frozen", "frozen (fixtures, cassette)"), ("live", "live")])
    repeats = forms.IntegerField(min_value=1, max_value=MAX_REPEATS, initial=3)
    judge_url = forms.URLField(
        assume_scheme="http",
        required=False,
        label="Judge URL",
        help_text="empty: answers go to the grading queue",
    )
    system_version = forms.CharField(max_length=200, required=False, label="System version")
