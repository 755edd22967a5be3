"""The login throttle: after repeated failures a user name, or a client address, is locked out.

A user name with ``ASSAY_LOGIN_MAX_FAILURES_PER_USER`` failures, or an address with
``ASSAY_LOGIN_MAX_FAILURES_PER_ADDRESS``, within ``ASSAY_LOGIN_WINDOW_SECONDS`` is refused until
that long has passed since its latest failure, even with the right password. Failures are rows
in the database (``LoginFailure``), so every web process sees the same count and a cache outage
does not reset it. ``ThrottledModelBackend`` enforces the lock for every login (the login page,
the admin); ``ThrottledAuthenticationForm`` says so in words on the login page.
"""

from __future__ import annotations

from datetime import timedelta

from django import forms
from django.conf import settings
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.signals import user_logged_in, user_login_failed
from django.core.exceptions import PermissionDenied
from django.dispatch import receiver
from django.utils import timezone

from accounts.models import LoginFailure


def client_address(request) -> str:
    """The client's address: REMOTE_ADDR, or behind a trusted proxy (SECURE_PROXY_SSL_HEADER
    set) the last address of X-Forwarded-For, the one that proxy appended."""
    if request is None:
        return ""
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if settings.SECURE_PROXY_SSL_HEADER and forwarded:
        return forwarded.split(",")[-1].strip()[:64]
    return request.META.get("REMOTE_ADDR", "")[:64]


def login_lockout(*, username: str, address: str) -> str | None:
    """Why a login by ``username`` from ``address`` is refused now, or None."""
    window = timedelta(seconds=settings.ASSAY_LOGIN_WINDOW_SECONDS)
    since = timezone.now() - window
    recent = LoginFailure.objects.filter(at__gte=since)
    minutes = max(1, round(window.total_seconds() / 60))
    if username and recent.filter(username=username).count() >= (
        settings.ASSAY_LOGIN_MAX_FAILURES_PER_USER
    ):
        return (
            f"Too many failed logins for {username}: this account is locked for {minutes} "
            "minutes after the latest failure. Try again later or ask an admin."
        )
    if address and recent.filter(address=address).count() >= (
        settings.ASSAY_LOGIN_MAX_FAILURES_PER_ADDRESS
    ):
        return (
            f"Too many failed logins from your address: logins from it are locked for {minutes} "
            "minutes after the latest failure."
        )
    return None


class ThrottledModelBackend(ModelBackend):
    """Django's ModelBackend, refusing (PermissionDenied stops every backend) while locked."""

    def authenticate(self, request, username=None, password=None, **kwargs):
        if login_lockout(username=username or "", address=client_address(request)):
            raise PermissionDenied("login locked out")
        return super().authenticate(request, username=username, password=password, **kwargs)


class _NamesTheLockout:
    """A login form that names the lockout instead of "wrong password" when one applies."""

    def clean(self):
        try:
            return super().clean()
        except forms.ValidationError:
            reason = login_lockout(
                username=self.cleaned_data.get("username") or "",
                address=client_address(self.request),
            )
            if reason:
                raise forms.ValidationError(reason, code="locked") from None
            raise


class ThrottledAuthenticationForm(_NamesTheLockout, AuthenticationForm):
    """The login page's form."""


class ThrottledAdminAuthenticationForm(_NamesTheLockout, AdminAuthenticationForm):
    """The admin's login form (set as ``admin.site.login_form`` by ``accounts.apps``)."""


@receiver(user_login_failed, dispatch_uid="assay-login-failed")
def _record_failure(sender, credentials, request=None, **kwargs):
    LoginFailure.objects.create(
        username=str(credentials.get("username", ""))[:150], address=client_address(request)
    )


@receiver(user_logged_in, dispatch_uid="assay-login-succeeded")
def _forget_failures(sender, request, user, **kwargs):
    LoginFailure.objects.filter(username=user.get_username()).delete()
