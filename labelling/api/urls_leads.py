"""More labelling API routes: agreement, adjudication, the item browser, an item's case."""

from __future__ import annotations

from django.urls import path

from . import cases, leads

urlpatterns = [
    path("sets/<int:pk>/agreement/", leads.agreement, name="set-agreement"),
    path("sets/<int:pk>/browse/", leads.set_items, name="set-browse"),
    path("sets/<int:pk>/browse/bulk/", leads.set_items_bulk, name="set-browse-bulk"),
    path("items/<int:pk>/case/", cases.item_case, name="item-case"),
    path("adjudications/", leads.adjudications, name="adjudications"),
    path("adjudications/<int:pk>/decide/", leads.adjudicate, name="adjudication-decide"),
]
