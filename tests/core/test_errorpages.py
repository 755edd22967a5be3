"""Styled 403, 404 and 500 pages with navigation and the reason, in DEBUG runs too."""

from __future__ import annotations

import pytest
from django.test import Client


def test_unknown_address_gets_the_styled_404_with_navigation(annotator_client):
    response = annotator_client.get("/no/such/page/")

    assert response.status_code == 404
    html = response.content.decode()
    assert 'class="error-page' in html and "There is no page at this address." in html
    assert 'href="/labelling/"' in html  # the site's navigation is there
    assert "/no/such/page/" in html


def test_another_annotators_item_says_why_it_is_not_found(annotator_client):
    response = annotator_client.get("/labelling/work/999999/")

    assert response.status_code == 404
    assert "This item is not in your work." in response.content.decode()


def test_wrong_role_gets_the_styled_403_naming_the_role(annotator_client):
    response = annotator_client.get("/labelling/sets/")

    assert response.status_code == 403
    html = response.content.decode()
    assert "Not allowed" in html and "This page needs the lead role." in html
    assert 'href="/labelling/"' in html


@pytest.mark.urls("tests.core.errorpages_urls")
def test_a_failing_view_gets_the_styled_500_without_the_detail(annotator):
    client = Client(raise_request_exception=False)
    client.force_login(annotator)

    response = client.get("/boom/")

    assert response.status_code == 500
    html = response.content.decode()
    assert "Something went wrong" in html and 'href="/labelling/"' in html
    assert "secret detail" not in html


@pytest.mark.urls("tests.core.errorpages_urls")
def test_debug_runs_show_the_styled_pages_unless_a_developer_asks(annotator, settings):
    settings.DEBUG = True
    client = Client(raise_request_exception=False)
    client.force_login(annotator)

    styled = client.get("/no/such/page/")
    failed = client.get("/boom/")
    assert (
        styled.status_code == 404 and "There is no page at this address." in styled.content.decode()
    )
    assert "Using the URLconf" not in styled.content.decode()
    assert failed.status_code == 500 and "secret detail" not in failed.content.decode()

    settings.ASSAY_DEBUG_PAGES = True
    technical = client.get("/no/such/page/")
    assert technical.status_code == 404 and "Using the URLconf" in technical.content.decode()


@pytest.mark.parametrize("debug", [False, True])
def test_an_unknown_api_address_answers_the_api_error_shape(annotator_client, settings, debug):
    settings.DEBUG = debug
    response = annotator_client.get("/api/no-such-endpoint/")

    assert response.status_code == 404
    assert response.json() == {
        "error": {
            "code": "not_found",
            "message": "There is no page at this address.",
            "fields": {},
        }
    }


def test_visiting_a_forms_address_says_why_instead_of_a_blank_405(annotator_client):
    response = annotator_client.get("/labelling/work/1/submit/")

    assert response.status_code == 405 and response["Allow"] == "POST"
    assert "takes a form&#x27;s submission, not a visit" in response.content.decode()
    assert 'href="/labelling/"' in response.content.decode()


def test_the_error_page_links_back_only_to_this_site(annotator_client):
    here = annotator_client.get("/no/page/", HTTP_REFERER="http://testserver/labelling/")
    away = annotator_client.get("/no/page/", HTTP_REFERER="https://evil.example/x")

    assert 'href="http://testserver/labelling/">Back to where you were' in here.content.decode()
    assert "evil.example" not in away.content.decode()
