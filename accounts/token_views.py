"""API tokens (admins): issue one (its key is shown once, on the answer to the POST), revoke."""

from __future__ import annotations

from django import forms
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST

from accounts.models import ApiToken
from accounts.roles import ADMIN, role_required
from accounts.selectors import api_tokens_listed
from accounts.tokens import api_token_issue, api_token_revoke, token_state
from core.errors import AssayError
from core.htmx import HtmxHttpRequest


class TokenIssueForm(forms.Form):
    user = forms.ModelChoiceField(queryset=get_user_model().objects.filter(is_active=True))
    name = forms.CharField(max_length=100, required=False, help_text="what the token is for")
    days = forms.IntegerField(min_value=1, max_value=3650)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["user"].queryset = self.fields["user"].queryset.order_by("username")
        self.fields["days"].initial = settings.ASSAY_TOKEN_DAYS


def _page(request, form, key: str = "", issued=None) -> HttpResponse:
    rows = [{"token": t, "state": token_state(t)} for t in api_tokens_listed()]
    context = {"form": form, "rows": rows, "key": key, "issued": issued}
    return render(request, "accounts/tokens.html", context)


@never_cache  # the answer that shows a key must not be kept by any cache
@require_http_methods(["GET", "POST"])
@role_required(ADMIN)
def tokens(request: HtmxHttpRequest) -> HttpResponse:
    form = TokenIssueForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            token, key = api_token_issue(
                user=form.cleaned_data["user"],
                issued_by=request.user,
                name=form.cleaned_data["name"],
                days=form.cleaned_data["days"],
            )
        except AssayError as exc:
            form.add_error(None, str(exc))
        else:
            return _page(request, TokenIssueForm(), key=key, issued=token)
    return _page(request, form)


@require_POST
@role_required(ADMIN)
def token_revoke(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    token = get_object_or_404(ApiToken, pk=pk)
    api_token_revoke(token=token)
    messages.success(request, f"Token {token.prefix}… of {token.user.username} revoked.")
    return redirect("accounts:tokens")
