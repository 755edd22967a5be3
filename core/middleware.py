"""Refuse a request whose path or query string holds a NUL character, before any view runs.

PostgreSQL cannot store or compare text containing NUL (``\\x00``): a ``?source=%00`` reaching
a query raises deep inside the driver and answers 500. No legitimate parameter contains one, so
the request is answered 400 naming the parameter (in the API's error shape under ``/api/``).
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, JsonResponse

from core.api import error_body

NUL = "\x00"


class RejectNulMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        bad = "path" if NUL in request.path else None
        if bad is None:
            for key, values in request.GET.lists():
                if NUL in key or any(NUL in value for value in values):
                    bad = key.replace(NUL, "\\x00")
                    break
        if bad is None:
            return self.get_response(request)
        message = f"{bad}: contains a NUL character"
        if request.path.startswith("/api/"):
            body = error_body(code="invalid", message=message, fields={bad: "NUL character"})
            return JsonResponse(body, status=400)
        return HttpResponseBadRequest(message, content_type="text/plain")
