"""The allow / deny list page: leads and admins say which words are (not) personal data."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods, require_POST

from accounts.roles import LEAD, role_required

from .errors import CurationError
from .models import ProtectedVocabulary, VocabularyEntry, VocabularyKind
from .services.vocabulary import vocabulary_entry_add, vocabulary_entry_delete


class VocabularyEntryForm(forms.Form):
    term = forms.CharField(max_length=300)
    kind = forms.ChoiceField(choices=VocabularyKind.choices)
    reason = forms.CharField(max_length=500)
    entity_type = forms.CharField(max_length=40, initial="PERSON", required=False)


@require_http_methods(["GET", "POST"])
@role_required(LEAD)
def vocabulary_page(request: HttpRequest) -> HttpResponse:
    form = VocabularyEntryForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            vocabulary_entry_add(
                term=data["term"],
                kind=data["kind"],
                reason=data["reason"],
                entity_type=data["entity_type"] or "PERSON",
                user=request.user,
            )
        except CurationError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(request, f"{data['term']} added to the {data['kind']} list")
            return redirect("curation:vocabulary")
    context = {
        "form": form,
        "entries": VocabularyEntry.objects.select_related("created_by"),
        "vocabulary": ProtectedVocabulary.objects.first(),
    }
    return render(request, "curation/vocabulary.html", context, status=400 if form.errors else 200)


@require_POST
@role_required(LEAD)
def vocabulary_entry_remove(request: HttpRequest, pk: int) -> HttpResponse:
    entry = get_object_or_404(VocabularyEntry, pk=pk)
    vocabulary_entry_delete(entry=entry)
    messages.success(request, f"{entry.term} removed from the {entry.kind} list")
    return redirect("curation:vocabulary")
