"""User and role administration (admins only); Django's admin works too."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods, require_POST

from accounts import selectors, services
from accounts.forms import UserCreateForm
from accounts.roles import ADMIN, ROLES, role_required
from core.errors import AssayError
from core.htmx import HtmxHttpRequest


@require_http_methods(["GET", "POST"])
@role_required(ADMIN)
def users(request: HtmxHttpRequest) -> HttpResponse:
    form = UserCreateForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            user = services.user_create(
                username=form.cleaned_data["username"],
                password=form.cleaned_data["password"],
                roles=[form.cleaned_data["role"]],
            )
        except AssayError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(request, f"User {user.username} created.")
            return redirect("accounts:users")
    rows = [
        {"user": u, "roles": {g.name for g in u.groups.all()}} for u in selectors.users_with_roles()
    ]
    return render(request, "accounts/users.html", {"form": form, "rows": rows, "roles": ROLES})


@require_POST
@role_required(ADMIN)
def user_roles(request: HtmxHttpRequest, pk: int) -> HttpResponse:
    user = get_object_or_404(get_user_model(), pk=pk)
    roles = [r for r in request.POST.getlist("roles") if r in ROLES]
    if user.pk == request.user.pk and ADMIN not in roles and not user.is_superuser:
        messages.error(request, "You cannot take the admin role from yourself.")
        return redirect("accounts:users")
    services.user_set_roles(user=user, roles=roles)
    messages.success(request, f"{user.username}: {', '.join(roles) or 'no role'}.")
    return redirect("accounts:users")
