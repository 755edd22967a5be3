"""Routes of the curation API for the labelling team, included under /api/ by config/urls.py."""

from __future__ import annotations

from django.urls import path

from . import api_leads

urlpatterns = [
    path("followups/mine/", api_leads.mine, name="followups-mine"),
    path("followups/partition/", api_leads.partition, name="followups-partition"),
    path("followups/sample/preview/", api_leads.sample_preview, name="followups-sample-preview"),
    path("followups/sample/", api_leads.sample, name="followups-sample"),
    path("corpus/search/", api_leads.search, name="corpus-search"),
    path("capture/", api_leads.capture, name="capture-report"),
]
