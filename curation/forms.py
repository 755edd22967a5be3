from __future__ import annotations

from django import forms

from .services.sampling import SampleFilters


class TraceUploadForm(forms.Form):
    file = forms.FileField(help_text="JSONL traces, plain or .gz")
    source = forms.CharField(required=False, help_text="for traces that do not name a source")

    def clean_file(self):
        f = self.cleaned_data["file"]
        if not (
            f.name.endswith(".jsonl")
            or f.name.endswith(".jsonl.gz")
            or f.name.endswith(".json")
            or f.name.endswith(".gz")
        ):
            raise forms.ValidationError("expected a .jsonl or .jsonl.gz file")
        return f


class SampleForm(forms.Form):
    """Quotas per pattern for a new draft eval set."""

    name = forms.CharField(max_length=200)
    seed = forms.IntegerField(initial=7)
    source = forms.CharField(required=False)
    allow_reuse = forms.BooleanField(required=False, help_text="also draw turns already in a set")
    ordinal = forms.IntegerField(min_value=0, initial=20)
    demonstrative = forms.IntegerField(min_value=0, initial=20)
    pronoun = forms.IntegerField(min_value=0, initial=20)
    ellipsis = forms.IntegerField(min_value=0, initial=20)
    definite_description = forms.IntegerField(min_value=0, initial=20)
    standalone = forms.IntegerField(
        min_value=0,
        initial=0,
        required=False,
        label="Standalone (control slice)",
        help_text="turns with no follow-up pattern",
    )
    with_retrieval = forms.BooleanField(
        required=False, label="Only turns whose trace recorded retrieval"
    )
    with_reference = forms.BooleanField(
        required=False, label="Only turns with a reference answer to label against"
    )

    PATTERNS = (
        "ordinal",
        "demonstrative",
        "pronoun",
        "ellipsis",
        "definite_description",
        "standalone",
    )

    def quotas(self) -> dict[str, int]:
        return {p: self.cleaned_data[p] for p in self.PATTERNS if self.cleaned_data[p]}

    def filters(self) -> SampleFilters:
        return SampleFilters(
            with_retrieval=self.cleaned_data["with_retrieval"],
            with_reference=self.cleaned_data["with_reference"],
        )
