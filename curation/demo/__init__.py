"""Seeded, deterministic demo data: the Nimbus Cloud documentation corpus and the support and
sales conversations captured over it (see ``generator`` for the entry points)."""

from curation.demo.corpus import demo_corpus_changes
from curation.demo.generator import DemoData, generate_demo, generate_synthetic_traces, write_demo

__all__ = [
    "DemoData",
    "demo_corpus_changes",
    "generate_demo",
    "generate_synthetic_traces",
    "write_demo",
]
