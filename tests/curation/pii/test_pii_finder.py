"""FinderRecognizer: a plain finder reported as one entity type, under its subclass's name."""

from __future__ import annotations

from curation.pii.checked import CardRecognizer
from curation.pii.finder import FinderRecognizer


class DigitsRecognizer(FinderRecognizer):
    def __init__(self) -> None:
        super().__init__(
            "ORDER_ID", lambda text: [(i, i + 1) for i, c in enumerate(text) if c == "7"], 0.6
        )


def test_a_finder_is_reported_as_its_entity_at_its_score_under_the_class_name():
    found = DigitsRecognizer().analyze("a7b77", ["ORDER_ID"])
    assert [(r.start, r.end, r.entity_type, r.score) for r in found] == [
        (1, 2, "ORDER_ID", 0.6),
        (3, 4, "ORDER_ID", 0.6),
        (4, 5, "ORDER_ID", 0.6),
    ]
    assert DigitsRecognizer().name == "DigitsRecognizer"


def test_a_finder_is_not_run_when_its_entity_is_not_asked_for():
    assert DigitsRecognizer().analyze("a7b77", ["PERSON"]) == []
    card = "card 4111 1111 1111 1111 on file"
    assert CardRecognizer().analyze(card, ["PERSON"]) == []
    assert [(r.start, r.end) for r in CardRecognizer().analyze(card, ["CREDIT_CARD"])] == [(5, 24)]
