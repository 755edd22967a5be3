"""Forms of the budget pages: the set-sizing calculator and the refresh planner's settings."""

from __future__ import annotations

from django import forms


class SizingForm(forms.Form):
    """Inputs of the set-sizing calculator; every field has a worked-example default."""

    p = forms.FloatField(label="score p", initial=0.6, min_value=0.0, max_value=1.0)
    n = forms.IntegerField(label="items n", initial=300, min_value=1)
    half_width = forms.FloatField(
        label="target half-width (points)", initial=3.0, min_value=0.01, max_value=99.99
    )
    stratum_n = forms.IntegerField(label="stratum items", initial=60, min_value=1)
    set_n = forms.IntegerField(label="set items", initial=400, min_value=1)
    p1 = forms.FloatField(label="A/B rate now", initial=0.10, min_value=0.0001, max_value=0.9999)
    p2 = forms.FloatField(label="rate to detect", initial=0.12, min_value=0.0001, max_value=0.9999)
    alpha = forms.FloatField(label="alpha", initial=0.05, min_value=0.0001, max_value=0.5)
    power = forms.FloatField(label="power", initial=0.8, min_value=0.5, max_value=0.9999)

    def clean(self):
        data = super().clean()
        if data.get("stratum_n") and data.get("set_n") and data["stratum_n"] > data["set_n"]:
            self.add_error("stratum_n", "a stratum cannot hold more items than its set")
        if data.get("p1") is not None and data.get("p1") == data.get("p2"):
            self.add_error("p2", "choose a rate different from the current one")
        return data

    @classmethod
    def with_defaults(cls, data) -> SizingForm:
        """Bound to ``data`` with each missing field taken from its initial value."""
        merged = {name: field.initial for name, field in cls.base_fields.items()}
        merged.update({k: v for k, v in data.items() if k in cls.base_fields and v != ""})
        return cls(merged)


class BudgetForm(forms.Form):
    set = forms.IntegerField(required=False, min_value=1)
    hours_per_day = forms.FloatField(required=False, min_value=0.5, max_value=24)
