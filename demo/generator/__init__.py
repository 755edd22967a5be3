"""Seeded, deterministic demo data: the Nimbus Cloud documentation corpus and the support and
sales conversations captured over it (see ``generator`` for the entry points)."""

from demo.generator.corpus import demo_corpus_changes
from demo.generator.traces import DemoData, generate_demo, generate_synthetic_traces, write_demo

__all__ = [
    "DemoData",
    "demo_corpus_changes",
    "generate_demo",
    "generate_synthetic_traces",
    "write_demo",
]
