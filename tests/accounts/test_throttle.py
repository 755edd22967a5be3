"""The login throttle: repeated failures lock a user name, and an address, with a clear message."""

from __future__ import annotations

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def _login(client: Client, username: str, password: str, address: str = "10.0.0.1"):
    return client.post("/login/", {"username": username, "password": password}, REMOTE_ADDR=address)


def test_five_failures_lock_the_account_even_with_the_right_password(settings, lead):
    settings.ASSAY_LOGIN_MAX_FAILURES_PER_USER = 5
    client = Client()
    for _ in range(5):
        assert _login(client, "carol", "wrong").status_code == 200

    refused = _login(client, "carol", "pw-carol")

    assert refused.status_code == 200  # the form again, not a redirect home
    assert "Too many failed logins for carol" in refused.content.decode()
    assert "_auth_user_id" not in client.session


def test_failures_from_one_address_lock_that_address_for_every_user(settings, lead, annotator):
    settings.ASSAY_LOGIN_MAX_FAILURES_PER_ADDRESS = 3
    client = Client()
    for name in ("nobody", "someone", "anyone"):
        _login(client, name, "guess", address="10.9.9.9")

    refused = _login(client, "alice", "pw-alice", address="10.9.9.9")
    elsewhere = _login(Client(), "alice", "pw-alice", address="10.1.1.1")

    assert "Too many failed logins from your address" in refused.content.decode()
    assert elsewhere.status_code == 302


def test_a_successful_login_clears_the_users_failures(settings, lead):
    settings.ASSAY_LOGIN_MAX_FAILURES_PER_USER = 3
    client = Client()
    _login(client, "carol", "wrong")
    _login(client, "carol", "wrong")
    assert _login(client, "carol", "pw-carol").status_code == 302
    client.logout()
    _login(client, "carol", "wrong")
    _login(client, "carol", "wrong")
    assert _login(client, "carol", "pw-carol").status_code == 302


def test_the_lock_ends_once_the_window_has_passed(settings, lead):
    from datetime import timedelta

    from django.utils import timezone

    from accounts.models import LoginFailure

    settings.ASSAY_LOGIN_MAX_FAILURES_PER_USER = 2
    client = Client()
    _login(client, "carol", "wrong")
    _login(client, "carol", "wrong")
    assert _login(client, "carol", "pw-carol").status_code == 200
    LoginFailure.objects.update(at=timezone.now() - timedelta(seconds=901))
    assert _login(client, "carol", "pw-carol").status_code == 302


def test_the_admin_login_is_locked_too_and_says_so(settings, admin_user):
    admin_user.is_staff = True
    admin_user.save(update_fields=["is_staff"])
    settings.ASSAY_LOGIN_MAX_FAILURES_PER_USER = 2
    client = Client()
    for _ in range(2):
        client.post(
            "/admin/login/", {"username": "dave", "password": "wrong"}, REMOTE_ADDR="10.2.2.2"
        )

    refused = client.post(
        "/admin/login/", {"username": "dave", "password": "pw-dave"}, REMOTE_ADDR="10.2.2.2"
    )

    assert refused.status_code == 200
    assert "Too many failed logins for dave" in refused.content.decode()
    assert "_auth_user_id" not in client.session
