"""Marking evidence inside a gold document (annotators): the document's sentences, numbered
once from its text, each with an "answer" box and the evidence groups it can stand for."""

from __future__ import annotations

from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.views.decorators.http import require_http_methods

from accounts.roles import ANNOTATOR, role_required
from core.htmx import HtmxHttpRequest, render_page
from curation.errors import CurationError
from curation.models import EvalItem
from replay import evidence_marks


def _groups(post, count: int) -> list[list[int]]:
    """``group_<i>`` fields ("1" or "1,2": the groups sentence i is an alternative for) as
    groups of sentence indices, in group-number order."""
    groups: dict[int, list[int]] = {}
    for i in range(count):
        for part in (post.get(f"group_{i}") or "").replace(" ", "").split(","):
            if not part:
                continue
            if not part.isdigit() or int(part) < 1:
                raise CurationError(f"group_{i}: group numbers are 1, 2, ... got {part!r}")
            groups.setdefault(int(part), []).append(i)
    return [groups[number] for number in sorted(groups)]


@require_http_methods(["GET", "POST"])
@role_required(ANNOTATOR)
def mark_evidence(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """One item's gold documents; POST ``document``, ``answer`` (sentence numbers), ``group_<i>``."""
    item = get_object_or_404(EvalItem, pk=pk)
    documents = evidence_marks.gold_documents(item)
    chosen = request.POST.get("document") or request.GET.get("document")
    document = next(
        (d for d in documents if d.doc_id == chosen), documents[0] if documents else None
    )
    sentences = (
        evidence_marks.document_sentences(document.current_version)
        if document is not None and document.current_version
        else []
    )
    error = ""
    if request.method == "POST":
        try:
            if document is None:
                raise CurationError("document: the item has no gold document in the corpus")
            evidence_marks.evidence_mark_submit(
                item=item,
                document=document,
                answer_sentences=[int(a) for a in request.POST.getlist("answer") if a.isdigit()],
                groups=_groups(request.POST, len(sentences)),
                user=request.user,
            )
        except CurationError as exc:
            error = str(exc)
        else:
            return redirect(f"{request.path}?document={document.doc_id}")
    context = {
        "item": item,
        "documents": documents,
        "document": document,
        "sentences": sentences,
        "marks": item.evidence_marks.count(),
        "error": error,
    }
    return render_page(request, "replay/evidence.html", context, status=400 if error else None)
