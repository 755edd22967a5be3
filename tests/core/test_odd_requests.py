"""No 500 from odd ids or parameters, on the pages and the API (issue 13, "Doors").

Each request is sent as a lead (who may reach every page) with Django's test client set not to
raise, so a server error shows as the 500 a user would get."""

from __future__ import annotations

import pytest
from django.test import Client
from rest_framework.test import APIClient

from labelling import services as labelling_services
from tests.labelling.factories import make_corpus, make_set

pytestmark = pytest.mark.django_db

ODD_PAGES = [
    "/labelling/adjudication/?set=abc",
    "/labelling/adjudication/?set=99999999999999999999999",
    "/labelling/adjudication/?set=1%00",
    "/staleness/?flag=%C2%B2",
    "/staleness/?set=abc&kind=%00",
    "/curation/followups/?source=%00",
    "/curation/capture/?source=%00",
    "/replay/compare/?a=1e26&b=%C2%B2",
    "/curation/followups/?source=%00x",
    "/labelling/guide/%00/",
    "/budgets/?cases_ordinal=%C2%B2",
    "/budgets/sizing/?n=1e26&p=NaN&half_width=inf",
]
ODD_API = [
    "/api/sets/?limit=1e26",
    "/api/sets/?limit=99999999999999999999&offset=-1",
    "/api/items/?set=abc",
    "/api/items/?set=%C2%B2&q=%00",
    "/api/labels/?item=abc&flag=%C2%B2",
    "/api/sets/abc/",
    "/api/sets/99999999999999999999999/",
    "/api/queues/%C2%B2/",
    "/api/jobs/99999999999999999999999/",
    "/api/guide/rules/%00/",
    "/api/raw-originals/accesses/?limit=1e26",
]


@pytest.fixture
def world(lead):
    make_corpus()
    eval_set = make_set(items=2, name="odd-set")
    labelling_services.queue_create(eval_set=eval_set)
    return eval_set


def test_odd_parameters_on_pages_never_answer_500(world, lead, admin_user):
    client = Client(raise_request_exception=False)
    client.force_login(admin_user)
    statuses = {url: client.get(url).status_code for url in ODD_PAGES}
    assert not {url: code for url, code in statuses.items() if code >= 500}


def test_odd_ids_and_parameters_on_the_api_never_answer_500(world, admin_user):
    client = APIClient(raise_request_exception=False)
    client.force_authenticate(admin_user)
    statuses = {url: client.get(url).status_code for url in ODD_API}
    assert not {url: code for url, code in statuses.items() if code >= 500}
    assert statuses["/api/sets/abc/"] == 404


def test_a_nul_in_a_parameter_is_a_400_naming_it(world, admin_user):
    client = Client()
    client.force_login(admin_user)
    page = client.get("/curation/capture/?source=%00")
    api = client.get("/api/items/?q=a%00b")
    assert page.status_code == 400 and b"source: contains a NUL character" in page.content
    assert api.status_code == 400 and api.json()["error"]["fields"] == {"q": "NUL character"}


def test_a_huge_limit_and_offset_are_capped():
    from rest_framework.request import Request
    from rest_framework.test import APIRequestFactory

    from core.pagination import MAX_LIMIT, MAX_OFFSET, Pagination

    request = Request(APIRequestFactory().get("/?limit=1000000&offset=99999999999999999999"))
    assert Pagination().get_limit(request) == MAX_LIMIT == 1000
    assert Pagination().get_offset(request) == MAX_OFFSET


def test_write_endpoints_given_a_list_for_an_object_answer_400(world, lead, annotator):
    client = APIClient(raise_request_exception=False)
    client.force_authenticate(lead)
    queue = world.queue
    for url, method in (
        ("/api/queues/", "post"),
        (f"/api/queues/{queue.pk}/", "patch"),
        ("/api/guide/rules/", "post"),
        ("/api/raw-originals/", "post"),
        (f"/api/sets/{world.pk}/export/", "post"),
    ):
        response = getattr(client, method)(url, [1, 2], format="json")
        assert response.status_code in (400, 403, 404, 405), (url, response.status_code)
        if response.status_code == 400:
            assert "error" in response.json()
    annotator_client = APIClient(raise_request_exception=False)
    annotator_client.force_authenticate(annotator)
    held = annotator_client.post(f"/api/queues/{queue.pk}/next/").json()
    for action in ("draft", "submit", "skip", "heartbeat"):
        response = annotator_client.post(
            f"/api/assignments/{held['id']}/{action}/", [1, 2], format="json"
        )
        assert response.status_code < 500, (action, response.status_code)
