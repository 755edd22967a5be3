"""The annotator's pages: the labelling home, the annotation page and its live parts."""

from __future__ import annotations

import json

from django.contrib import messages
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

from accounts.roles import ANNOTATOR, role_required
from core.htmx import HtmxHttpRequest, render_page
from curation.search.fulltext import (
    STOP_WORDS,
    corpus_search,
    semantic_search,
    semantic_search_available,
)

from .. import selectors, services
from ..errors import LabelConflict, LabelInvalid, LabellingError
from ..forms import SKIP_REASONS, LabelForm, SkipForm
from ..labeldata import REFERENCE_TYPE_CHOICES, LabelData, label_differences
from ..models import Assignment, Queue
from ..services.labels import SubmitOutcome
from ..services.search import search_fell_back, semantic_model_preload
from ..timing import HEARTBEAT_SECONDS, IDLE_GAP_SECONDS
from .stash import stash, unstash

SHORTCUTS = [
    ("Ctrl+Enter", "submit and go to the next item"),
    ("/", "focus the corpus search"),
    ("j / k", "focus the next / previous passage (opens a collapsed turn to reach it)"),
    ("g", "toggle the focused passage as gold"),
    ("e", "expand or collapse the focused passage"),
    ("1 – 5", "pattern: ordinal, demonstrative, pronoun, ellipsis, definite description"),
    ("0", "the turn stands alone (no pattern)"),
    ("u", "toggle unanswerable"),
    ("p", "open your previous label"),
    ("s", "skip this item (asks for a reason)"),
    ("?", "show or hide these shortcuts"),
    ("Esc", "leave a field / close a dialog"),
]
# What a phone shows instead of key hints.
TOUCH_HINTS = [
    "Tap a passage to read it whole; tap “gold” to mark it.",
    "Pick the pattern, or “stands alone”, below the passages.",
    "“Submit & next” saves and opens the next item.",
]

OUTCOME_MESSAGES = {
    SubmitOutcome.FINAL: "Label submitted: the item is final.",
    SubmitOutcome.WAITING: "Label submitted: the item waits for a second annotator.",
    SubmitOutcome.ADJUDICATION: "Label submitted: the two labels differ, so a lead will adjudicate.",
    SubmitOutcome.EXTRA: "Label submitted: the item had been decided meanwhile; your label is kept.",
}


def _own_assignment(request, pk: int) -> Assignment:
    """The user's own assignment, else 404 (another annotator's work is not even confirmed)."""
    assignment = selectors.assignment_for_user(assignment_id=pk, user=request.user)
    if assignment is None:
        raise Http404("this item is not in your work")
    return assignment


@require_GET
@role_required(ANNOTATOR)
def home(request: HtmxHttpRequest) -> HttpResponse:
    context = {
        "queues": selectors.queues_for_annotator(request.user),
        "recent": selectors.recent_labels(request.user),
    }
    return render(request, "labelling/home.html", context)


def _go_next(request, queue: Queue):
    try:
        assignment = services.assignment_next(queue=queue, user=request.user)
    except LabellingError as exc:
        messages.error(request, str(exc))
        return redirect("labelling:home")
    if assignment is None:
        messages.info(request, f"Nothing is left for you in {queue.eval_set.name}. Thank you!")
        return redirect("labelling:home")
    return redirect("labelling:annotate", pk=assignment.pk)


@require_POST
@role_required(ANNOTATOR)
def queue_next(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    queue = get_object_or_404(Queue.objects.select_related("eval_set"), pk=pk)
    return _go_next(request, queue)


def _search(request) -> dict:
    query = request.GET.get("q", "").strip()
    mode = request.GET.get("mode", "text")
    semantic = semantic_search_available()
    if mode == "semantic" and semantic:
        hits = semantic_search(query)
    else:
        mode = "text"
        hits = corpus_search(query)
    fell_back = mode == "text" and search_fell_back(query, hits, STOP_WORDS)
    return {
        "q": query,
        "mode": mode,
        "hits": hits,
        "semantic_available": semantic,
        "search_fell_back": fell_back,
    }


def _render_page(
    request,
    assignment: Assignment,
    *,
    data: LabelData | None = None,
    version: int | None = None,
    errors: dict | None = None,
    conflict: LabelConflict | None = None,
    status: int = 200,
):
    ctx = selectors.annotation_context(assignment=assignment)
    if data is not None:  # re-showing what was posted (errors or a conflict)
        ctx.data = data
        ctx.gold = selectors.gold_chunks(data.gold)
    readonly = assignment.status != Assignment.Status.ACTIVE
    context = {
        "ctx": ctx,
        "assignment": assignment,
        "label": ctx.label,
        "patterns": REFERENCE_TYPE_CHOICES,
        "heartbeat_url": reverse("labelling:heartbeat", args=[assignment.pk]),
        "item": ctx.item,
        "eval_set": ctx.eval_set,
        "case": ctx.case,
        "data": ctx.data,
        "rules": ctx.rules,
        "gold": ctx.gold,
        "version": version if version is not None else (ctx.label.version if ctx.label else 0),
        "errors": errors or {},
        "conflict": conflict,
        "conflict_rows": (
            label_differences(conflict.mine, LabelData.from_label(conflict.current))
            if conflict
            else []
        ),
        "readonly": readonly,
        "kind": ctx.eval_set.ground_truth_kind,
        "shortcuts": SHORTCUTS,
        "skip_reasons": SKIP_REASONS,
        "heartbeat_ms": HEARTBEAT_SECONDS * 1000,
        "idle_ms": int(IDLE_GAP_SECONDS * 1000),
        **_search(request),
        "previous": selectors.previous_label(
            user=request.user, queue_id=ctx.entry.queue_id, before_item_id=ctx.item.pk
        ),
        "relabel": selectors.relabel_context(entry=ctx.entry),
        "rule_examples": selectors.rule_examples(ctx.rules),
        "touch_hints": TOUCH_HINTS,
    }
    return render_page(request, "labelling/annotate.html", context, status=status)


@require_GET
@role_required(ANNOTATOR)
def annotate(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """The annotation page; an htmx request gets only the search results fragment."""
    assignment = _own_assignment(request, pk)
    if request.htmx:  # only the search results: skip building the whole page's context
        return render_page(
            request,
            "labelling/annotate.html",
            {"assignment": assignment, **_search(request)},
            fragment="search-results",
        )
    kept = unstash(request, f"assignment-{assignment.pk}")
    if kept:  # a refused submission, redirected here (post, redirect, get)
        return _render_page(
            request, assignment, data=kept["data"], version=kept["version"], errors=kept["errors"]
        )
    return _render_page(request, assignment)


def _refused(request, assignment, *, data: LabelData, errors: dict, version) -> HttpResponse:
    """A submission that failed validation: keep it in the session and show the page by GET, so
    a refresh shows the page again instead of re-posting or a blank 405."""
    stash(request, f"assignment-{assignment.pk}", data=data, errors=errors, version=version)
    return redirect("labelling:annotate", pk=assignment.pk)


def _draft_status(request, assignment, **context) -> HttpResponse:
    return render(
        request,
        "labelling/annotate.html#draft-status",
        {"assignment": assignment, "now": timezone.now(), **context},
    )


@require_POST
@role_required(ANNOTATOR)
def draft(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Autosave (htmx): returns the save status, the new version and any refused gold ids."""
    assignment = _own_assignment(request, pk)
    form = LabelForm(request.POST)
    form.is_valid()
    kind = assignment.entry.queue.eval_set.ground_truth_kind
    data = form.label_data(kind)
    posted_gold = list(data.gold)
    version = form.cleaned_data.get("version")
    try:
        label, errors = services.label_save_draft(
            assignment=assignment, user=request.user, data=data, version=version
        )
    except LabelConflict as exc:
        return _draft_status(
            request,
            assignment,
            conflict=exc,
            conflict_rows=label_differences(exc.mine, LabelData.from_label(exc.current)),
        )
    except LabellingError as exc:
        return _draft_status(request, assignment, error=str(exc))
    refused = [g for g in posted_gold if g not in label.gold]
    return _draft_status(
        request, assignment, label=label, errors=errors, refused_json=json.dumps(refused)
    )


@require_POST
@role_required(ANNOTATOR)
def submit(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Submit and go to the next item; on a problem, the page again with what was typed."""
    assignment = _own_assignment(request, pk)
    form = LabelForm(request.POST)
    kind = assignment.entry.queue.eval_set.ground_truth_kind
    if not form.is_valid():
        errors = {name: " ".join(errs) for name, errs in form.errors.items()}
        return _refused(
            request, assignment, data=form.label_data(kind), errors=errors, version=None
        )
    data = form.label_data(kind)
    version = form.cleaned_data.get("version")
    try:
        result = services.label_submit(
            assignment=assignment, user=request.user, data=data, version=version
        )
    except LabelConflict as exc:
        # Show both versions; the form keeps the annotator's values and now names the saved
        # version, so submitting again is a deliberate choice to replace it.
        return _render_page(
            request,
            assignment,
            data=exc.mine,
            version=exc.current.version,
            conflict=exc,
            status=409,
        )
    except LabelInvalid as exc:
        return _refused(request, assignment, data=data, errors=exc.errors, version=version)
    except LabellingError as exc:
        messages.error(request, str(exc))
        return redirect("labelling:annotate", pk=assignment.pk)
    minutes = result.label.minutes or 0.0
    messages.success(request, f"{OUTCOME_MESSAGES[result.outcome]} Active time: {minutes:.1f} min.")
    return _go_next(request, assignment.entry.queue)


@require_POST
@role_required(ANNOTATOR)
def skip(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    assignment = _own_assignment(request, pk)
    form = SkipForm(request.POST)
    if not form.is_valid():
        messages.error(
            request,
            "Skipping needs a reason: "
            + " ".join(e for errs in form.errors.values() for e in errs),
        )
        return redirect("labelling:annotate", pk=assignment.pk)
    try:
        services.assignment_skip(
            assignment=assignment, user=request.user, reason=form.reason_text()
        )
    except LabellingError as exc:
        messages.error(request, str(exc))
        return redirect("labelling:annotate", pk=assignment.pk)
    messages.info(request, "Item skipped.")
    return _go_next(request, assignment.entry.queue)


@require_POST
@role_required(ANNOTATOR)
def heartbeat(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Active-time ping (htmx, every ~15 s while the annotator works); returns the minutes."""
    assignment = _own_assignment(request, pk)
    if assignment.status == Assignment.Status.ACTIVE:
        minutes = services.heartbeat_record(
            item_id=assignment.entry.item_id,
            round=assignment.round,
            user=request.user,
            assignment=assignment,
        )
    else:
        minutes = selectors.item_minutes(
            user_id=request.user.pk, item_id=assignment.entry.item_id, round=assignment.round
        )
    return render(
        request,
        "labelling/partials/minutes.html",
        {"minutes": minutes, "heartbeat_url": request.path},
    )


@require_POST
@role_required(ANNOTATOR)
def search_preload(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    """Start loading the meaning model when the annotation page opens (204, at once)."""
    _own_assignment(request, pk)
    semantic_model_preload()
    return HttpResponse(status=204)
