"""API routes of the labelling app, included under /api/ by config/urls.py."""

from __future__ import annotations

from rest_framework.routers import SimpleRouter

from . import views

router = SimpleRouter()
router.register("sets", views.EvalSetViewSet, basename="evalset")
router.register("queues", views.QueueViewSet, basename="queue")
router.register("assignments", views.AssignmentViewSet, basename="assignment")
router.register("items", views.ItemViewSet, basename="item")
router.register("labels", views.LabelViewSet, basename="label")
router.register("guide/rules", views.GuideRuleViewSet, basename="guiderule")

urlpatterns = router.urls
