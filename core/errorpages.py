"""Styled error pages (400, 403, 404, 405, 500) with the site's navigation and the reason.

Django's own handlers are replaced in ``config/urls.py`` (``handler404`` and friends). With
``DEBUG=1`` Django would show its technical pages instead (the URL patterns, a traceback, the
settings); ``FriendlyErrorsMiddleware`` shows the styled pages there too, unless a developer
asks for the technical ones with ``ASSAY_DEBUG_PAGES=1``. Under ``/api/`` the same
answers come in the API's one JSON error shape.
"""

from __future__ import annotations

import logging
import sys

from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.template import loader
from django.urls import Resolver404
from django.utils.http import url_has_allowed_host_and_scheme

from core.api import error_body

log = logging.getLogger("django.request")

TITLES = {
    400: "Bad request",
    403: "Not allowed",
    404: "Not found",
    405: "Not a page to open",
    500: "Something went wrong",
}
DEFAULT_REASONS = {
    400: "The request could not be read.",
    403: "Your role does not allow this page.",
    404: "There is no page at this address.",
    405: "This address takes a form's submission, not a visit: go back and use the page's button.",
    500: "The server hit an error it did not expect. It is logged; try again, or tell a lead.",
}


def _reason(status: int, exception: BaseException | None) -> str:
    # Resolver404 carries the URL patterns tried: never shown. Our own messages are for people.
    if exception is None or isinstance(exception, Resolver404) or status == 500:
        return DEFAULT_REASONS[status]
    message = str(exception.args[0]) if exception.args else ""
    if not isinstance(exception.args[0] if exception.args else "", str):
        return DEFAULT_REASONS[status]
    return message or DEFAULT_REASONS[status]


API_CODES = {
    400: "invalid",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    500: "server_error",
}


def _same_site_referer(request: HttpRequest) -> str | None:
    """The page the person came from, when it is on this site (never an outside address)."""
    referer = request.META.get("HTTP_REFERER", "")
    if referer and url_has_allowed_host_and_scheme(
        referer, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return referer
    return None


def error_response(request: HttpRequest, status: int, exception=None) -> HttpResponse:
    """The styled page for ``status``; with the request's user (navigation) when it can be read.
    Under ``/api/`` the API's one error shape instead (``core.api.error_body``)."""
    if _is_api(request):
        return JsonResponse(
            error_body(code=API_CODES[status], message=_reason(status, exception)), status=status
        )
    context = {
        "status": status,
        "title": TITLES[status],
        "reason": _reason(status, exception),
        "path": request.path,
        "back": _same_site_referer(request),
    }
    try:
        body = loader.render_to_string("errors/error.html", context, request=request)
    except Exception:  # the page itself failed (a database down): a bare page, still styled
        log.exception("the error page could not be rendered with the request")
        body = loader.render_to_string("errors/plain.html", context)
    return HttpResponse(body, status=status)


def bad_request(request, exception=None):
    return error_response(request, 400, exception)


def permission_denied(request, exception=None):
    return error_response(request, 403, exception)


def page_not_found(request, exception=None):
    return error_response(request, 404, exception)


def server_error(request):
    return error_response(request, 500)


def _is_api(request: HttpRequest) -> bool:
    return request.path.startswith("/api/")


class FriendlyErrorsMiddleware:
    """With ``DEBUG=1``, the styled error pages instead of Django's technical ones, unless
    ``ASSAY_DEBUG_PAGES=1`` (without DEBUG Django uses the handlers above); and always a page
    that says why in place of the empty 405 a visit to a form's address gets."""

    def __init__(self, get_response):
        self.get_response = get_response

    @staticmethod
    def active(request: HttpRequest) -> bool:
        return settings.DEBUG and not settings.ASSAY_DEBUG_PAGES

    def __call__(self, request):
        response = self.get_response(request)
        # ``require_POST`` answers a visit with an empty 405: say what happened, keep ``Allow``.
        if response.status_code == 405 and not response.content:
            styled = error_response(request, 405)
            if response.has_header("Allow"):
                styled["Allow"] = response["Allow"]
            return styled
        # A URL that matched no pattern never reached a view: Django answered its technical 404.
        if (
            response.status_code == 404
            and getattr(request, "resolver_match", None) is None
            and self.active(request)
        ):
            return error_response(request, 404, Resolver404())
        return response

    def process_exception(self, request, exception):
        if not self.active(request):
            return None
        if isinstance(exception, Http404):
            return error_response(request, 404, exception)
        if isinstance(exception, PermissionDenied):
            return error_response(request, 403, exception)
        log.error(
            "Internal Server Error: %s",
            request.path,
            exc_info=sys.exc_info(),
            extra={"request": request},
        )
        return error_response(request, 500)
