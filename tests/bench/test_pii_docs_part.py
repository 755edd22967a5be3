"""The public-docs tune / check split of bench.pii_holdout: fixed, and about the shares asked."""

from __future__ import annotations

from bench.pii_holdout import docs_part


def test_the_split_is_fixed_and_about_two_thirds_tune():
    ids = [f"holdout-doc-{i:04d}" for i in range(600)]
    parts = [docs_part(i) for i in ids]
    assert parts == [docs_part(i) for i in ids]
    assert 0.6 < parts.count("tune") / len(ids) < 0.73


def test_own_text_splits_in_halves():
    parts = [docs_part(f"own-doc-{i:04d}", own=True) for i in range(600)]
    assert 0.42 < parts.count("tune") / len(parts) < 0.58


def test_without_headings_drops_markdown_heading_lines_only():
    from bench.pii_holdout import without_headings

    page = "## Getting started\n\nAsk Alexa to start the #2 Dyson.\n### Notes\nKeep #tags."
    assert without_headings(page) == "Ask Alexa to start the #2 Dyson.\nKeep #tags."
    assert without_headings("No heading here.") == "No heading here."
