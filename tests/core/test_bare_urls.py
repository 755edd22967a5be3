"""Every page and fragment reached without its parameters, as every role, never answers 500.

The URL patterns are walked (the API has its own fuzz test, ``test_api_fuzz.py``); each path is
filled with a real id of a small world (a set with a queue, an item held by the annotator, a
submitted label, a rule, a job) where the pattern names one, and with an id that does not exist
otherwise. Each is then asked for with no query string and no form data: a plain GET, the
htmx fragment's GET, and an empty POST, as an anonymous visitor, an annotator, a lead and an
admin. A 400 must say why (a reason in the body), never a bare status.
"""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver

from accounts.tokens import api_token_issue
from core.jobs import job_create
from labelling import services as labelling_services
from labelling.models import Label
from tests.labelling.factories import good_data, make_corpus, make_set

pytestmark = pytest.mark.django_db

SKIPPED = ("api/", "admin/", "static/", "logout/")  # the API is fuzzed; logout ends the session
MISSING = 987654
CONVERTER = re.compile(r"<(?:(\w+):)?(\w+)>")


def _patterns(resolver=None, prefix: str = ""):
    for entry in (resolver or get_resolver()).url_patterns:
        if isinstance(entry, URLResolver):
            yield from _patterns(entry, prefix + str(entry.pattern))
        elif isinstance(entry, URLPattern):
            yield prefix + str(entry.pattern), entry.name or ""


@pytest.fixture
def world(annotator, lead, admin_user):
    make_corpus()
    eval_set = make_set(items=2, name="bare-set")
    queue = labelling_services.queue_create(eval_set=eval_set)
    held = labelling_services.assignment_next(queue=queue, user=annotator)
    labelling_services.label_submit(assignment=held, user=annotator, data=good_data(), version=None)
    held = labelling_services.assignment_next(queue=queue, user=annotator)
    labelling_services.guide_rule_create(
        code="LG-01", title="Antecedents", text="Take the most recent entity.", user=lead
    )
    token, _ = api_token_issue(user=annotator)
    label = Label.objects.filter(status="submitted").first()
    return {
        "set": eval_set.pk,
        "queue": queue.pk,
        "assignment": held.pk,
        "label": label.pk,
        "item": label.item_id,
        "entry": held.entry_id,
        "user": annotator.pk,
        "token": token.pk,
        "job": job_create(kind="mine_followups", user=lead).pk,
    }


def _ids(world: dict) -> dict[str, int]:
    """URL name -> the world's id its ``pk`` names (others get an id that does not exist)."""
    by_kind = {
        "set": "set set-queue set-configure set-toggle agreement set-items agreement-items "
        "set-items-bulk freeze download strata label_strata",
        "queue": "next",
        "assignment": "annotate draft submit skip heartbeat search-preload",
        "label": "label label-edit label-minutes",
        "item": "item mark_evidence",
        "entry": "adjudicate adjudication-heartbeat",
        "user": "user-roles",
        "token": "token-revoke",
        "job": "job",
    }
    return {name: world[kind] for kind, names in by_kind.items() for name in names.split()}


def _fill(path: str, name: str, ids: dict[str, int]) -> str:
    def value(match: re.Match) -> str:
        converter, arg = match.group(1) or "str", match.group(2)
        if converter == "int":
            return str(ids.get(name, MISSING) if arg == "pk" else 1)
        return {"figure": "gold", "code": "LG-01", "fmt": "jsonl"}.get(arg, "x")

    return "/" + CONVERTER.sub(value, path)


def _urls(world: dict) -> list[str]:
    ids = _ids(world)
    return [
        _fill(path, name, ids)
        for path, name in _patterns()
        if not path.startswith(SKIPPED) and "(?P" not in path
    ]


@pytest.mark.parametrize("role", ["anonymous", "annotator", "lead", "admin"])
def test_pages_and_fragments_without_parameters_never_answer_500(
    role, world, annotator, lead, admin_user
):
    client = Client(raise_request_exception=False)
    user = {"annotator": annotator, "lead": lead, "admin": admin_user}.get(role)
    if user is not None:
        client.force_login(user)
    urls = _urls(world)
    sends = [
        ("GET", lambda u: client.get(u)),
        ("htmx GET", lambda u: client.get(u, headers={"HX-Request": "true"})),
        ("POST", lambda u: client.post(u)),
    ]
    if user is None:  # every door sends a visitor to the login page, whatever the method
        sends = sends[:1]
    problems = []
    for url in urls:
        for how, send in sends:
            response = send(url)
            if response.status_code >= 500:
                problems.append(f"{how} {url} -> {response.status_code}")
            elif response.status_code == 400 and not response.content.strip():
                problems.append(f"{how} {url} -> 400 without a reason")
    assert len(urls) > 50
    assert not problems, "\n".join(problems)
