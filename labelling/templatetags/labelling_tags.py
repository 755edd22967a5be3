"""Template helpers for the labelling pages: role checks, JSON and list display."""

from __future__ import annotations

import json

from django import template

from accounts.roles import has_role as _has_role

register = template.Library()


@register.filter
def has_role(user, role: str) -> bool:
    """``{% if user|has_role:"lead" %}`` (a lead holds the annotator role too)."""
    return bool(user and user.is_authenticated and _has_role(user, role))


@register.filter
def pretty_json(value) -> str:
    """Indented JSON for tool-call arguments and responses (``null`` when absent)."""
    return json.dumps(value, indent=2, ensure_ascii=False, sort_keys=True, default=str)


@register.filter
def lines(value) -> str:
    """A list of criteria as one per line (for a textarea)."""
    if not value:
        return ""
    return "\n".join(str(v) for v in value)


@register.filter
def get(mapping, key):
    """``{{ mapping|get:key }}`` for keys that are not identifiers (chunk ids)."""
    if not mapping:
        return None
    return mapping.get(key)


@register.filter
def minutes(value) -> str:
    """``4.2 min`` (``–`` when unknown)."""
    if value is None:
        return "–"
    return f"{float(value):.1f} min"


@register.filter
def pct(value) -> str:
    """A share (0..1) as a percentage, ``–`` when unknown."""
    if value is None:
        return "–"
    return f"{100 * float(value):.0f}%"


@register.filter
def num(value, digits: int = 2) -> str:
    if value is None or value == "":  # "": a missing variable (the template's string_if_invalid)
        return "–"
    return f"{float(value):.{int(digits)}f}"


@register.filter
def show(value) -> str:
    """A label field for a diff table: lists joined, objects as compact JSON, empty as –."""
    if value in (None, "", [], {}):
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    return str(value)
