"""This exam's text assembly is the shared one (``bench.data.exam_render``)."""

from __future__ import annotations

from bench.data.exam_render import Scope, Sp, leaks_outside_spans, render

__all__ = ["Scope", "Sp", "leaks_outside_spans", "render"]
