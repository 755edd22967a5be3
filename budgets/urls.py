"""Budget pages (leads), included under /budgets/."""

from __future__ import annotations

from django.urls import path

from budgets import views

app_name = "budgets"

urlpatterns = [
    path("", views.budget_page, name="page"),
    path("sizing/", views.sizing_page, name="sizing"),
]
