"""Views every app relies on and no app owns."""

from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_GET

from core.health import health_report


@require_GET
def health(request: HttpRequest) -> JsonResponse:
    """Each dependency (database, cache, broker) checked now; no login, no database write.

    200 while the app can serve (the cache or broker may be down: ``"status": "degraded"``),
    503 when the database is unreachable."""
    report, serving = health_report()
    return JsonResponse(report, status=200 if serving else 503)
