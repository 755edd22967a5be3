"""Retrieval results for the demo traces, made of real chunks of the demo corpus.

The corpus is chunked once with the default settings of ``curation.chunking``; a fact key
resolves to the chunk that states its sentence (a chunk holding the whole sentence when there
is one), and distractors come from the same page, pages about the same entity, or the same
section, with strictly descending scores.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from curation.chunking import DEFAULT_CHUNKING, ChunkSpan, chunk_id, chunk_with
from demo.generator.corpus import Corpus


@dataclass(frozen=True, slots=True)
class Hit:
    doc_id: str
    chunk_id: str
    doc_version: str
    text: str


class ChunkIndex:
    """The default-chunked corpus with lookups by fact key, page, entity and section."""

    def __init__(self, corpus: Corpus):
        self.corpus = corpus
        self.chunks: dict[str, list[ChunkSpan]] = {}
        self.versions: dict[str, str] = {}
        self.by_section: dict[str, list[str]] = {}
        self.by_entity: dict[str, list[str]] = {}
        self._texts: dict[str, str] = {}
        self.section_by_doc: dict[str, str] = {}
        for doc in corpus.docs:
            doc_id = doc["doc_id"]
            self.chunks[doc_id] = chunk_with(doc["text"], DEFAULT_CHUNKING)
            self.versions[doc_id] = doc["version"]
            self._texts[doc_id] = doc["text"]
            self.section_by_doc[doc_id] = doc["metadata"]["section"]
            self.by_section.setdefault(doc["metadata"]["section"], []).append(doc_id)
            for entity in doc["metadata"]["entities"]:
                self.by_entity.setdefault(entity, []).append(doc_id)
        self.hits: dict[str, list[Hit]] = {
            doc_id: [
                Hit(doc_id, chunk_id(doc_id, c.ordinal), self.versions[doc_id], c.text)
                for c in chunks
            ]
            for doc_id, chunks in self.chunks.items()
        }
        self._fact_hits: dict[tuple, Hit] = {}

    def hit(self, doc_id: str, chunk: ChunkSpan) -> Hit:
        return self.hits[doc_id][chunk.ordinal - 1]

    def fact(self, key: tuple) -> Hit:
        """The chunk stating fact ``key``: the first chunk holding the whole sentence, else the
        chunk where the sentence starts."""
        cached = self._fact_hits.get(key)
        if cached is not None:
            return cached
        doc_id, sentence = self.corpus.facts[key]
        start = self._texts[doc_id].index(sentence)
        end = start + len(sentence)
        chunks = self.chunks[doc_id]
        best = next((c for c in chunks if c.start <= start and end <= c.end), None)
        if best is None:
            best = next(c for c in chunks if c.start <= start < c.end)
        hit = self.hit(doc_id, best)
        self._fact_hits[key] = hit
        return hit

    def distractors(
        self, rng: random.Random, anchor: Hit, k: int, *, entities: tuple[str, ...] = ()
    ) -> list[Hit]:
        """``k`` other chunks that a retriever would plausibly rank under ``anchor``: other
        chunks of its page, chunks of pages about the same entities, chunks of its section."""
        entity_docs = [doc_id for entity in entities for doc_id in self.by_entity.get(entity, ())]
        section_docs = self.by_section[self.section_by_doc[anchor.doc_id]]
        seen, out = {anchor.chunk_id}, []
        for _ in range(6 * k):  # bounded: a tiny corpus may not have k distinct candidates
            if len(out) == k:
                break
            r = rng.random()
            if r < 0.3:
                doc_id = anchor.doc_id
            elif r < 0.55 and entity_docs:
                doc_id = rng.choice(entity_docs)
            else:
                doc_id = rng.choice(section_docs)
            hit = rng.choice(self.hits[doc_id])
            if hit.chunk_id not in seen:
                seen.add(hit.chunk_id)
                out.append(hit)
        return out


def scores(rng: random.Random, n: int, *, top: tuple[float, float] = (0.74, 0.91)) -> list[float]:
    """``n`` strictly descending similarity scores rounded to 4 places, the first in ``top``."""
    out = [round(rng.uniform(*top), 4)]
    for _ in range(n - 1):
        # Steps of at least 0.005 keep the rounded scores strictly descending; at most 0.06
        # keeps six results above zero from any top score used here.
        out.append(round(out[-1] - rng.uniform(0.005, 0.06), 4))
    return out
