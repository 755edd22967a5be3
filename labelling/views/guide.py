"""The labelling guide: everyone reads it; leads write it (every edit is a new version)."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.roles import ANNOTATOR, LEAD, has_role, role_required
from core.htmx import HtmxHttpRequest

from .. import selectors, services
from ..errors import LabelInvalid
from ..forms import GuideRuleForm
from ..models import GuideRule


@require_GET
@role_required(ANNOTATOR)
def guide(request: HtmxHttpRequest) -> HttpResponse:
    is_lead = has_role(request.user, LEAD)
    rules = selectors.guide_rule_list(user=request.user)
    return render(
        request,
        "labelling/guide.html",
        {
            "rules": rules,
            "outdated": selectors.outdated_counts() if is_lead else {},
            "is_lead": is_lead,
        },
    )


@require_GET
@role_required(ANNOTATOR)
def rule_detail(request: HtmxHttpRequest, code: str) -> HttpResponse:
    rule = get_object_or_404(selectors.guide_rule_list(user=request.user), code=code)
    is_lead = has_role(request.user, LEAD)
    return render(
        request,
        "labelling/guide_rule.html",
        {
            "rule": rule,
            "history": selectors.rule_history(rule),
            "outdated": selectors.labels_under_older_version(rule) if is_lead else [],
            "is_lead": is_lead,
        },
    )


@require_http_methods(["GET", "POST"])
@role_required(LEAD)
def rule_new(request: HtmxHttpRequest) -> HttpResponse:
    form = GuideRuleForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            rule = services.guide_rule_create(
                code=form.cleaned_data["code"],
                title=form.cleaned_data["title"],
                text=form.cleaned_data["text"],
                user=request.user,
            )
        except LabelInvalid as exc:
            for name, message in exc.errors.items():
                form.add_error(name if name in form.fields else None, message)
        else:
            messages.success(request, f"{rule.code} added.")
            return redirect("labelling:rule", code=rule.code)
    return render(request, "labelling/guide_rule_form.html", {"form": form, "rule": None})


@require_http_methods(["GET", "POST"])
@role_required(LEAD)
def rule_edit(request: HtmxHttpRequest, code: str) -> HttpResponse:
    rule = get_object_or_404(GuideRule, code=code)
    form = GuideRuleForm(
        request.POST or None, initial={"code": rule.code, "title": rule.title, "text": rule.text}
    )
    if request.method == "POST" and form.is_valid():
        before = rule.version
        try:
            rule = services.guide_rule_update(
                rule=rule,
                title=form.cleaned_data["title"],
                text=form.cleaned_data["text"],
                change_note=form.cleaned_data["change_note"],
                user=request.user,
            )
        except LabelInvalid as exc:
            for name, message in exc.errors.items():
                form.add_error(name if name in form.fields else None, message)
        else:
            if rule.version == before:
                messages.info(request, "Nothing changed, so no new version.")
            else:
                n = len(selectors.labels_under_older_version(rule))
                messages.success(
                    request,
                    f"{rule.code} is now version {rule.version}; "
                    f"{n} label(s) were decided under an older version (listed below).",
                )
            return redirect("labelling:rule", code=rule.code)
    return render(request, "labelling/guide_rule_form.html", {"form": form, "rule": rule})


@require_POST
@role_required(LEAD)
def rule_toggle(request: HtmxHttpRequest, code: str) -> HttpResponse:
    rule = get_object_or_404(GuideRule, code=code)
    services.guide_rule_set_active(rule=rule, active=not rule.is_active, user=request.user)
    messages.info(request, f"{rule.code} {'is back in use' if rule.is_active else 'is retired'}.")
    return redirect("labelling:rule", code=rule.code)
