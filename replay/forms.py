"""Forms for the replay pages: start a run, pick runs to compare."""

from __future__ import annotations

from django import forms

from curation.models import EvalSet
from replay.arms import DEFAULT_TURNS, HTTP_MAX_REPEATS
from replay.lab_report import retrieval_options
from replay.models import Arm
from replay.planning import MAX_K
from replay.retrievers import MAX_POOL, RETRIEVERS


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
    # Retrieval arms (replay.retrievers); all optional, the defaults are today's dense search.
    retriever = forms.ChoiceField(
        choices=[(r, r) for r in RETRIEVERS], required=False, initial="dense"
    )
    k_sweep = forms.CharField(
        required=False, label="k sweep", help_text="several k in one run, e.g. 1,3,5,10,20"
    )
    pool = forms.IntegerField(
        min_value=1, max_value=MAX_POOL, required=False, help_text="retrieve this many, keep k"
    )
    reranker = forms.CharField(
        required=False, help_text="CrossEncoder folder on the workers, or a reranker URL"
    )
    chunking = forms.CharField(
        required=False, help_text="ingested, tokens:60:10, sentences:5:1:title or document"
    )
    index = forms.CharField(
        required=False, help_text='exhaustive, hnsw, ivf or JSON, e.g. {"kind": "ivf", "nprobe": 4}'
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

    def retrieval(self) -> tuple[int, list[int] | None, dict]:
        """``(k, k_sweep, retrieval params)`` from the cleaned data (``CurationError`` if bad)."""
        data = dict(self.cleaned_data)
        data["k"] = data.get("k_sweep") or data["k"]
        return retrieval_options(data)
