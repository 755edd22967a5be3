"""A presidio recognizer around a plain finder function.

Most of Assay's recognizers are a plain-Python function ``find_x(text) -> [(start, end)]``
(tested on its own, no presidio in sight) reported as one entity type at one score.
``FinderRecognizer`` is that wrapper, written once; a subclass only names the entity, the
finder and the score, and keeps its class name as presidio's recognizer name (the overlap
resolver and the analyzer read it).
"""

from __future__ import annotations

from collections.abc import Callable

from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

Finder = Callable[[str], list[tuple[int, int]]]


class FinderRecognizer(EntityRecognizer):
    """Reports every ``(start, end)`` of ``finder(text)`` as ``entity`` with ``score``."""

    def __init__(self, entity: str, finder: Finder, score: float) -> None:
        self.entity = entity
        self.finder = finder
        self.score = score
        super().__init__(supported_entities=[entity], name=type(self).__name__, version="1")

    def load(self) -> None:
        pass

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        if self.entity not in entities:
            return []
        return [RecognizerResult(self.entity, s, e, self.score) for s, e in self.finder(text)]
