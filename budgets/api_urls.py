"""Budgets API routes, included under /api/ by config/urls.py."""

from __future__ import annotations

from django.urls import path

from budgets import api

urlpatterns = [
    path("budgets/minutes/", api.minutes, name="budgets-minutes"),
    path("budgets/plan/", api.plan, name="budgets-plan"),
    path("budgets/sizing/", api.sizing_view, name="budgets-sizing"),
]
