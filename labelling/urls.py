from __future__ import annotations

from django.urls import path

from labelling.views import annotate, browser, guide, history, lead

app_name = "labelling"

urlpatterns = [
    path("", annotate.home, name="home"),
    path("queues/<int:pk>/next/", annotate.queue_next, name="next"),
    path("work/<int:pk>/", annotate.annotate, name="annotate"),
    path("work/<int:pk>/draft/", annotate.draft, name="draft"),
    path("work/<int:pk>/submit/", annotate.submit, name="submit"),
    path("work/<int:pk>/skip/", annotate.skip, name="skip"),
    path("work/<int:pk>/heartbeat/", annotate.heartbeat, name="heartbeat"),
    path("work/<int:pk>/search/preload/", annotate.search_preload, name="search-preload"),
    path("start/", history.landing, name="landing"),
    path("history/", history.history, name="history"),
    path("labels/<int:pk>/", history.label_detail, name="label"),
    path("labels/<int:pk>/edit/", history.label_edit, name="label-edit"),
    path("labels/<int:pk>/minutes/", history.minutes_correct, name="label-minutes"),
    path("sets/", lead.sets_list, name="sets"),
    path("sets/<int:pk>/", lead.set_detail, name="set"),
    path("sets/<int:pk>/queue/", lead.set_queue_create, name="set-queue"),
    path("sets/<int:pk>/configure/", lead.set_configure, name="set-configure"),
    path("sets/<int:pk>/toggle/", lead.set_queue_toggle, name="set-toggle"),
    path("sets/<int:pk>/agreement/", lead.agreement, name="agreement"),
    path("sets/<int:pk>/items/", browser.set_items, name="set-items"),
    path(
        "sets/<int:pk>/agreement/<slug:figure>/",
        browser.agreement_items,
        name="agreement-items",
    ),
    path("sets/<int:pk>/items/bulk/", browser.set_items_bulk, name="set-items-bulk"),
    path("adjudication/", lead.adjudication_list, name="adjudication"),
    path("adjudication/<int:pk>/", lead.adjudicate, name="adjudicate"),
    path(
        "adjudication/<int:pk>/heartbeat/",
        lead.adjudication_heartbeat,
        name="adjudication-heartbeat",
    ),
    path("items/<int:pk>/", lead.item_detail, name="item"),
    path("guide/", guide.guide, name="guide"),
    path("guide/new/", guide.rule_new, name="rule-new"),
    path("guide/<str:code>/", guide.rule_detail, name="rule"),
    path("guide/<str:code>/edit/", guide.rule_edit, name="rule-edit"),
    path("guide/<str:code>/toggle/", guide.rule_toggle, name="rule-toggle"),
]
