"""Public paragraphs with no personal data."""

from __future__ import annotations

DOCS: list[tuple[str, str]] = [("en", "stub")]


def docs() -> list[dict]:
    return [{"id": f"h14-doc-{i:04d}", "domain": f"{lang}_public", "text": text}
            for i, (lang, text) in enumerate(DOCS)]
