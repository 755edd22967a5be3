from __future__ import annotations

from django import forms


class TraceUploadForm(forms.Form):
    file = forms.FileField(help_text="JSONL traces, plain or .gz")
    source = forms.CharField(required=False, help_text="for traces that do not name a source")

    def clean_file(self):
        f = self.cleaned_data["file"]
        if not (f.name.endswith(".jsonl") or f.name.endswith(".jsonl.gz") or f.name.endswith(".json")
                or f.name.endswith(".gz")):
            raise forms.ValidationError("expected a .jsonl or .jsonl.gz file")
        return f
