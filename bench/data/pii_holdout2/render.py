"""Exam 2's text assembly: the shared one (``bench.data.exam_render``) with its own, older
check of labelled values left outside the spans (3+ characters, whole words)."""

from __future__ import annotations

from functools import partial

from bench.data.exam_render import Scope, Sp, render
from bench.data.exam_render import leaks_outside_spans as _leaks

__all__ = ["Scope", "Sp", "leaks_outside_spans", "render"]

leaks_outside_spans = partial(_leaks, short_values=False)
