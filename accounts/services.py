"""Users and their roles (admins manage them; roles are Django groups)."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.db import transaction

from accounts.roles import ROLES
from core.errors import AssayError


@transaction.atomic
def user_create(*, username: str, password: str, roles: list[str]):
    """Create a user holding ``roles`` (annotator, lead, admin)."""
    unknown = set(roles) - set(ROLES)
    if unknown:
        raise AssayError(f"unknown role(s): {', '.join(sorted(unknown))}")
    User = get_user_model()
    if User.objects.filter(username=username).exists():
        raise AssayError(f"user {username} already exists")
    user = User.objects.create_user(username=username, password=password)
    user_set_roles(user=user, roles=roles)
    return user


@transaction.atomic
def user_set_roles(*, user, roles: list[str]):
    """Give ``user`` exactly ``roles`` among the three (other groups are left alone)."""
    unknown = set(roles) - set(ROLES)
    if unknown:
        raise AssayError(f"unknown role(s): {', '.join(sorted(unknown))}")
    groups = {g.name: g for g in Group.objects.filter(name__in=ROLES)}
    for name in ROLES:
        group = groups.get(name) or Group.objects.create(name=name)
        if name in roles:
            user.groups.add(group)
        else:
            user.groups.remove(group)
    if hasattr(user, "_assay_roles"):
        del user._assay_roles
    return user
