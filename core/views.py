"""Views every app relies on and no app owns."""

from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_GET


@require_GET
def health(request: HttpRequest) -> JsonResponse:
    """Liveness for load balancers and the web benchmark; no login, no database write."""
    return JsonResponse({"ok": True})
