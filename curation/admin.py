"""Django admin for the protected vocabulary lists (the lead page is /curation/vocabulary/)."""

from __future__ import annotations

from django.contrib import admin

from .models import VocabularyEntry


@admin.register(VocabularyEntry)
class VocabularyEntryAdmin(admin.ModelAdmin):
    list_display = ("term", "kind", "entity_type", "reason", "created_by", "created_at")
    list_filter = ("kind",)
    search_fields = ("term", "reason")
