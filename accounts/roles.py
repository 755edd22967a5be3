"""The three roles, as Django groups: annotators label, leads run sets, admins run users.

Superusers count as every role. Views use ``role_required``; API views use ``HasRole``.
"""

from __future__ import annotations

from functools import wraps

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.core.exceptions import PermissionDenied
from django.db import transaction
from rest_framework.permissions import BasePermission

ANNOTATOR = "annotator"
LEAD = "lead"
ADMIN = "admin"
ROLES = (ANNOTATOR, LEAD, ADMIN)
# A lead may do what an annotator may; an admin what a lead may.
IMPLIED = {ANNOTATOR: {ANNOTATOR, LEAD, ADMIN}, LEAD: {LEAD, ADMIN}, ADMIN: {ADMIN}}


def _cache_key(user_id) -> str:
    return f"assay:roles:{user_id}"


def user_roles(user) -> set[str]:
    """The user's roles: looked up once per request, and kept in the shared cache for
    ASSAY_ROLE_CACHE_SECONDS when there is one (``forget_roles`` clears it on any change)."""
    if not user.is_authenticated:
        return set()
    if user.is_superuser:
        return set(ROLES)
    cached = getattr(user, "_assay_roles", None)
    if cached is not None:
        return cached
    seconds = settings.ASSAY_ROLE_CACHE_SECONDS
    names = cache.get(_cache_key(user.pk)) if seconds else None
    if names is None:
        names = sorted(user.groups.filter(name__in=ROLES).values_list("name", flat=True))
        if seconds:
            cache.set(_cache_key(user.pk), names, seconds)
    user._assay_roles = set(names)
    return user._assay_roles


def forget_roles(user_ids) -> None:
    """Drop cached roles (called whenever group membership changes): now, and again once the
    change commits, so a request that read the old groups meanwhile cannot leave them cached."""
    if not settings.ASSAY_ROLE_CACHE_SECONDS:
        return
    keys = [_cache_key(pk) for pk in user_ids]
    cache.delete_many(keys)
    transaction.on_commit(lambda: cache.delete_many(keys))


def has_role(user, role: str) -> bool:
    """True when ``user`` holds ``role`` or a role above it."""
    return bool(user_roles(user) & IMPLIED[role])


def role_required(role: str):
    """View decorator: login first, then 403 unless the user holds ``role`` (or above)."""

    def decorator(view):
        @login_required
        @wraps(view)
        def wrapped(request, *args, **kwargs):
            if not has_role(request.user, role):
                raise PermissionDenied(f"this page needs the {role} role")
            return view(request, *args, **kwargs)

        return wrapped

    return decorator


class HasRole(BasePermission):
    """DRF permission: subclass with ``role = LEAD`` (or use ``IsLead``/``IsAnnotator``)."""

    role = ANNOTATOR

    def has_permission(self, request, view) -> bool:
        return bool(
            request.user and request.user.is_authenticated and has_role(request.user, self.role)
        )


class IsAnnotator(HasRole):
    role = ANNOTATOR


class IsLead(HasRole):
    role = LEAD


class IsAdmin(HasRole):
    role = ADMIN
