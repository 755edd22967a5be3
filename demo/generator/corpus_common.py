"""What the corpus renderers share: the page writer, document specs, the corpus, region labels."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from demo.generator.banks import load_bank
from demo.generator.world import Region

_BANK = load_bank("corpus")  # the wording, kept as data in data/corpus.json


DOCS_URL = "https://docs.nimbus-cloud.example/"


GEO_NAMES = _BANK["GEO_NAMES"]


@dataclass
class Writer:
    """Collects one page's paragraphs and the fact sentences it states."""

    doc_id: str
    rng: random.Random
    parts: list[str] = field(default_factory=list)
    facts: dict[tuple, str] = field(default_factory=dict)

    def h(self, heading: str) -> None:
        self.parts.append(heading)

    def p(self, *sentences: str) -> None:
        self.parts.append(" ".join(s for s in sentences if s))

    def bullets(self, items: list[str]) -> None:
        self.parts.append("\n".join(f"- {item}" for item in items))

    def f(self, key: tuple, sentence: str) -> str:
        """Register ``sentence`` as the statement of fact ``key`` on this page."""
        self.facts[key] = sentence
        return sentence

    def pick(self, options: list[str] | tuple[str, ...], **slots: object) -> str:
        return self.rng.choice(options).format(**slots)

    def text(self) -> str:
        return "\n\n".join(self.parts)


@dataclass(frozen=True)
class DocSpec:
    doc_id: str
    title: str
    section: str
    render: Callable[[Writer], None]
    entities: tuple[str, ...] = ()


@dataclass(frozen=True)
class Corpus:
    """The rendered corpus: JSONL-ready ``docs`` and the ``facts`` index
    (key -> (doc_id, sentence))."""

    docs: list[dict]
    facts: dict[tuple, tuple[str, str]]

    def doc(self, doc_id: str) -> dict:
        for doc in self.docs:
            if doc["doc_id"] == doc_id:
                return doc
        raise KeyError(doc_id)


def _join(items: list[str], conj: str = "and") -> str:
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conj} {items[-1]}"


def region_label(r: Region) -> str:
    return f"{r.city} ({r.code})"
