from __future__ import annotations

from django.contrib import admin

from .models import Adjudication, Assignment, GuideRule, GuideRuleVersion, Label, Queue, QueueItem


class GuideRuleVersionInline(admin.TabularInline):
    model = GuideRuleVersion
    extra = 0
    readonly_fields = ["version", "title", "text", "change_note", "created_by", "created_at"]
    can_delete = False


@admin.register(GuideRule)
class GuideRuleAdmin(admin.ModelAdmin):
    list_display = ["code", "title", "version", "is_active", "updated_at"]
    search_fields = ["code", "title", "text"]
    readonly_fields = ["version"]
    inlines = [GuideRuleVersionInline]


@admin.register(Queue)
class QueueAdmin(admin.ModelAdmin):
    list_display = ["eval_set", "is_open", "created_at"]


@admin.register(QueueItem)
class QueueItemAdmin(admin.ModelAdmin):
    list_display = ["item", "queue", "position", "labels_needed", "round", "status"]
    list_filter = ["status", "labels_needed"]
    raw_id_fields = ["item", "final_label"]


@admin.register(Assignment)
class AssignmentAdmin(admin.ModelAdmin):
    list_display = ["entry", "annotator", "round", "status", "assigned_at", "expires_at"]
    list_filter = ["status"]
    raw_id_fields = ["entry"]


@admin.register(Label)
class LabelAdmin(admin.ModelAdmin):
    list_display = [
        "item",
        "labelled_by",
        "kind",
        "status",
        "version",
        "rule_code",
        "rule_version",
        "minutes",
        "is_final",
    ]
    list_filter = ["kind", "status", "is_final", "rule_code"]
    raw_id_fields = ["item", "assignment"]
    readonly_fields = ["version"]


@admin.register(Adjudication)
class AdjudicationAdmin(admin.ModelAdmin):
    list_display = ["entry", "decided_by", "decision", "decided_at"]
    raw_id_fields = ["entry", "picked", "label"]
