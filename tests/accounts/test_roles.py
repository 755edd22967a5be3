"""Roles kept in a shared cache skip a query per page, and any group change is seen at once."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group, User
from django.core.cache import cache

from accounts.roles import ANNOTATOR, LEAD, has_role

pytestmark = pytest.mark.django_db


@pytest.fixture
def role_cache(settings):
    settings.ASSAY_ROLE_CACHE_SECONDS = 300
    cache.clear()
    yield
    cache.clear()


def fresh(user: User) -> User:
    """The user as the next request loads it (no per-request memo)."""
    return User.objects.get(pk=user.pk)


def test_second_request_reads_roles_from_the_cache(
    role_cache, annotator, django_assert_num_queries
):
    assert has_role(fresh(annotator), ANNOTATOR)
    again = fresh(annotator)
    with django_assert_num_queries(0):
        assert has_role(again, ANNOTATOR)
        assert not has_role(again, LEAD)


def test_without_a_shared_cache_roles_are_looked_up_every_request(
    settings, annotator, django_assert_num_queries
):
    settings.ASSAY_ROLE_CACHE_SECONDS = 0
    assert has_role(fresh(annotator), ANNOTATOR)
    again = fresh(annotator)
    with django_assert_num_queries(1):
        assert has_role(again, ANNOTATOR)


@pytest.mark.parametrize(
    "revoke",
    [
        lambda user, group: user.groups.remove(group),
        lambda user, group: user.groups.clear(),
        lambda user, group: group.user_set.remove(user),
        lambda user, group: group.user_set.clear(),
        lambda user, group: group.delete(),
    ],
    ids=["user.remove", "user.clear", "group.remove", "group.clear", "group.delete"],
)
def test_revoking_a_role_takes_effect_on_the_next_request(role_cache, annotator, revoke):
    assert has_role(fresh(annotator), ANNOTATOR)  # now cached
    revoke(fresh(annotator), Group.objects.get(name=ANNOTATOR))
    assert not has_role(fresh(annotator), ANNOTATOR)


def test_renaming_the_role_group_takes_effect_on_the_next_request(role_cache, annotator):
    assert has_role(fresh(annotator), ANNOTATOR)
    group = Group.objects.get(name=ANNOTATOR)
    group.name = "former annotators"
    group.save()
    assert not has_role(fresh(annotator), ANNOTATOR)


def test_roles_cached_by_a_request_racing_the_change_are_dropped_at_commit(
    role_cache, annotator, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=False) as at_commit:
        annotator.groups.clear()
        # A request that read the groups before this change commits caches what it saw.
        cache.set(f"assay:roles:{annotator.pk}", [ANNOTATOR], 300)
    for callback in at_commit:
        callback()
    assert not has_role(fresh(annotator), ANNOTATOR)


def test_granting_a_role_takes_effect_on_the_next_request(role_cache, annotator):
    assert not has_role(fresh(annotator), LEAD)  # "not a lead" is cached too
    Group.objects.get_or_create(name=LEAD)[0].user_set.add(annotator)
    assert has_role(fresh(annotator), LEAD)


def test_a_revoked_annotator_is_refused_the_next_page(role_cache, annotator, client):
    client.force_login(annotator)
    assert client.get("/labelling/").status_code == 200
    annotator.groups.clear()
    assert client.get("/labelling/").status_code == 403


def test_sessions_and_roles_live_in_a_real_redis_cache(settings, annotator, client):
    """The production set-up (CACHE_URL=redis://...): cached_db sessions and cached roles in a
    real Redis, next to the broker CI runs (the broker's server, database 14)."""
    from urllib.parse import urlparse, urlunparse

    from django.core.cache import caches

    broker = settings.CELERY_BROKER_URL
    if not broker:
        pytest.skip("needs Redis: no CELERY_BROKER_URL configured (CI runs it on Redis)")
    location = urlunparse(urlparse(broker)._replace(path="/14"))
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": location,
            "KEY_PREFIX": "assay-test",
        }
    }
    settings.SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
    settings.ASSAY_ROLE_CACHE_SECONDS = 300
    redis_cache = caches["default"]
    redis_cache.clear()
    try:
        client.force_login(annotator)
        assert client.get("/labelling/").status_code == 200
        session_key = client.cookies[settings.SESSION_COOKIE_NAME].value
        assert redis_cache.get(f"django.contrib.sessions.cached_db{session_key}") is not None
        assert redis_cache.get(f"assay:roles:{annotator.pk}") == [ANNOTATOR]

        annotator.groups.clear()  # another process would see the same cache entry go
        assert redis_cache.get(f"assay:roles:{annotator.pk}") is None
        assert client.get("/labelling/").status_code == 403
    finally:
        redis_cache.clear()
