"""The project's URLs plus one view that fails, to see the 500 page."""

from __future__ import annotations

from django.urls import path

from config.urls import handler400, handler403, handler404, handler500, urlpatterns  # noqa: F401


def boom(request):
    raise RuntimeError("secret detail that must not reach the page")


urlpatterns = [*urlpatterns, path("boom/", boom)]
