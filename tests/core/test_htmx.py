"""One helper answers the page or its htmx fragment, and says the answer varies on HX-Request."""

from __future__ import annotations

from django.test import RequestFactory
from django_htmx.middleware import HtmxMiddleware

from core.htmx import render_page
from core.models import Job


def _request(htmx: bool):
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    request = RequestFactory().get("/curation/jobs/1/", **headers)
    HtmxMiddleware(lambda r: None)(request)
    return request


def test_a_plain_request_gets_the_page_and_an_htmx_one_the_fragment(db, lead):
    job = Job.objects.create(kind="ingest", total=4, done=1)
    for htmx, whole in ((False, True), (True, False)):
        request = _request(htmx)
        request.user = lead

        response = render_page(request, "curation/job.html", {"job": job}, fragment="progress")

        body = response.content.decode()
        assert ("<html" in body) is whole and "25" in body
        assert response["Vary"] == "HX-Request"


def test_without_a_fragment_even_htmx_gets_the_whole_page_and_its_status(db, lead):
    request = _request(True)
    request.user = lead
    job = Job.objects.create(kind="ingest")

    response = render_page(request, "curation/job.html", {"job": job}, status=202)

    assert response.status_code == 202 and "<html" in response.content.decode()
    assert response["Vary"] == "HX-Request"
