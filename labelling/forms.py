"""Forms: they parse and type-check input; the domain rules live in the services."""

from __future__ import annotations

from django import forms

from curation.models import GroundTruthKind

from .labeldata import REFERENCE_TYPE_CHOICES, LabelData, ground_truth_from_fields

SKIP_REASONS = [
    ("not_a_followup", "not really a follow-up (standalone question)"),
    ("unreadable", "transcript unreadable or broken"),
    ("needs_expert", "needs domain knowledge I do not have"),
    ("pii", "still contains personal data"),
    ("other", "other (say what)"),
]


class LabelForm(forms.Form):
    """The label fields as posted by the annotation page (and the merge form of adjudication)."""

    version = forms.IntegerField(min_value=0, required=False)
    reference_type = forms.ChoiceField(choices=[("", "—"), *REFERENCE_TYPE_CHOICES], required=False)
    gold_rewrite = forms.CharField(required=False, strip=True)
    unanswerable = forms.BooleanField(required=False)
    unanswerable_reason = forms.CharField(required=False)
    ambiguity_note = forms.CharField(required=False)
    rule_code = forms.CharField(required=False, max_length=32)
    gt_criterion = forms.CharField(required=False)
    gt_verdict = forms.ChoiceField(
        choices=[("", "—"), ("pass", "pass"), ("fail", "fail")], required=False
    )
    gt_answer = forms.CharField(required=False)
    gt_must = forms.CharField(required=False)
    gt_should = forms.CharField(required=False)

    def label_data(self, kind: str) -> LabelData:
        """The posted label as LabelData (call after ``is_valid()``)."""
        c = self.cleaned_data
        return LabelData(
            reference_type=c.get("reference_type") or "",
            gold=self.data.getlist("gold")
            if hasattr(self.data, "getlist")
            else list(self.data.get("gold", [])),
            gold_rewrite=c.get("gold_rewrite") or "",
            unanswerable=bool(c.get("unanswerable")),
            unanswerable_reason=c.get("unanswerable_reason") or "",
            ambiguity_note=c.get("ambiguity_note") or "",
            rule_code=c.get("rule_code") or "",
            ground_truth=ground_truth_from_fields(
                kind,
                criterion=c.get("gt_criterion") or "",
                verdict=c.get("gt_verdict") or "",
                answer=c.get("gt_answer") or "",
                must=c.get("gt_must") or "",
                should=c.get("gt_should") or "",
            ),
        )


class SkipForm(forms.Form):
    reason = forms.ChoiceField(choices=SKIP_REASONS)
    note = forms.CharField(required=False, max_length=1000)

    def clean(self):
        data = super().clean()
        if data.get("reason") == "other" and not (data.get("note") or "").strip():
            self.add_error("note", "say why you skip it")
        return data

    def reason_text(self) -> str:
        label = dict(SKIP_REASONS)[self.cleaned_data["reason"]]
        note = (self.cleaned_data.get("note") or "").strip()
        return f"{label}: {note}" if note else label


class AdjudicationForm(LabelForm):
    """``decision`` is ``pick:<label id>`` or ``merge``; the label fields are read for a merge."""

    decision = forms.CharField()
    reason = forms.CharField(max_length=4000, required=False)

    def picked_id(self) -> int | None:
        decision = self.cleaned_data.get("decision", "")
        if decision.startswith("pick:") and decision[5:].isdigit():
            return int(decision[5:])
        return None

    def clean_decision(self):
        value = self.cleaned_data["decision"]
        if value != "merge" and not (value.startswith("pick:") and value[5:].isdigit()):
            raise forms.ValidationError("choose one of the labels or merge them")
        return value


class GuideRuleForm(forms.Form):
    code = forms.CharField(max_length=32, required=False)
    title = forms.CharField(max_length=200)
    text = forms.CharField(widget=forms.Textarea(attrs={"rows": 10}))
    change_note = forms.CharField(required=False, max_length=1000)


class EvalSetLabellingForm(forms.Form):
    labels_per_item = forms.TypedChoiceField(
        choices=[(1, "1 label per item"), (2, "2 labels per item")], coerce=int
    )
    double_label_share = forms.FloatField(min_value=0.0, max_value=1.0, required=False)
    ground_truth_kind = forms.ChoiceField(choices=GroundTruthKind.choices)

    def clean_double_label_share(self):
        return self.cleaned_data.get("double_label_share") or 0.0
