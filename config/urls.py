from __future__ import annotations

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView

from accounts.throttle import ThrottledAuthenticationForm
from core import views as core_views
from curation import api as curation_api
from curation import ingest_api, raw_views
from curation import views as curation_views

api_patterns = [
    path("traces/", curation_api.traces_ingest, name="traces-ingest"),
    path("raw-originals/", raw_views.raw_original_api, name="raw-original"),
    path("raw-originals/accesses/", raw_views.raw_access_api, name="raw-accesses"),
    path("traces/files/", ingest_api.trace_file_ingest, name="traces-file-ingest"),
    path("jobs/<int:pk>/", ingest_api.job_detail, name="job-detail"),
    path("", include("labelling.api.urls")),
    path("", include("replay.api_urls")),
    path("", include("exports.api_urls")),
    path("", include("staleness.api_urls")),
    path("", include("labelling.api.urls_leads")),
    path("", include("curation.api_leads_urls")),
    path("", include("budgets.api_urls")),
    path("", include("accounts.api_urls")),
]

urlpatterns = [
    path("", curation_views.home, name="home"),
    path("health/", core_views.health, name="health"),
    path(
        "login/",
        auth_views.LoginView.as_view(authentication_form=ThrottledAuthenticationForm),
        name="login",
    ),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/", include("accounts.urls")),
    path("curation/", include("curation.urls")),
    path("labelling/", include("labelling.urls")),
    path("replay/", include("replay.urls")),
    path("staleness/", include("staleness.urls")),
    path("exports/", include("exports.urls")),
    path("budgets/", include("budgets.urls")),
    path("admin/", admin.site.urls),
    path("api/", include((api_patterns, "api"))),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
]

# Styled error pages with navigation and the reason (core.errorpages).
handler400 = "core.errorpages.bad_request"
handler403 = "core.errorpages.permission_denied"
handler404 = "core.errorpages.page_not_found"
handler500 = "core.errorpages.server_error"
