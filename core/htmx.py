"""One way to answer a page or its htmx fragment.

A page that htmx refreshes in part keeps that part as a named partial of its template
(django-template-partials). ``render_page`` renders the whole page for a normal request and only
the partial for an htmx one, and always sets ``Vary: HX-Request`` so no cache serves one in
place of the other.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django_htmx.middleware import HtmxDetails


class HtmxHttpRequest(HttpRequest):
    """A request that went through django-htmx's middleware (for type hints on views)."""

    htmx: HtmxDetails


def render_page(
    request: HtmxHttpRequest,
    template: str,
    context: dict[str, Any] | None = None,
    *,
    fragment: str | None = None,
    status: int | None = None,
) -> HttpResponse:
    """``template`` with ``context``; only its partial ``fragment`` when htmx asks."""
    name = f"{template}#{fragment}" if fragment and request.htmx else template
    response = render(request, name, context or {}, status=status)
    patch_vary_headers(response, ["HX-Request"])
    return response
