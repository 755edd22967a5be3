"""The analyzer's recognizers run in a fixed order, so two runs on one text agree."""

from __future__ import annotations

import pytest
from presidio_analyzer import EntityRecognizer

from curation.pii.analyzer import get_analyzer
from curation.pii.recognizers import OrderedRegistry


@pytest.fixture(scope="module")
def analyzer():
    return get_analyzer()


class _Named(EntityRecognizer):
    def __init__(self, name: str, entity: str):
        super().__init__(supported_entities=[entity], name=name, supported_language="en")

    def load(self) -> None:  # pragma: no cover - nothing to load
        pass

    def analyze(self, text, entities, nlp_artifacts=None):  # pragma: no cover - not called
        return []


def _registry(n: int) -> OrderedRegistry:
    registry = OrderedRegistry(supported_languages=["en"])
    for i in range(n):
        registry.add_recognizer(_Named(f"r{i:02d}", "PERSON" if i % 2 else "EMAIL_ADDRESS"))
    return registry


def test_recognizers_come_back_in_the_order_they_were_added():
    registry = _registry(40)
    names = [r.name for r in registry.get_recognizers("en", entities=["PERSON", "EMAIL_ADDRESS"])]
    assert names == [f"r{i:02d}" for i in range(40)]


def test_only_the_recognizers_of_the_asked_entities_come_back_in_order():
    registry = _registry(40)
    names = [r.name for r in registry.get_recognizers("en", entities=["PERSON"])]
    assert names == [f"r{i:02d}" for i in range(1, 40, 2)]


def test_the_analyzer_uses_the_ordered_registry(analyzer):
    registry = analyzer.engine.registry
    assert isinstance(registry, OrderedRegistry)
    got = registry.get_recognizers("en", entities=analyzer.entities)
    assert got == [r for r in registry.recognizers if r in got]
    assert {r.name for r in got} >= {"FieldRecognizer", "NameCueRecognizer"}
