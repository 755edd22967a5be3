"""The fixed tune / check split of scoped PII exams (``bench.pii_parts``)."""

from __future__ import annotations

from bench.pii_parts import scope_part, split_part


def test_every_record_of_a_scope_lands_on_the_same_side_and_about_two_thirds_tune():
    records = [{"id": f"r{i}", "scope": f"case-{i // 4}"} for i in range(1200)]
    sides: dict[str, set[str]] = {}
    for r in records:
        sides.setdefault(r["scope"], set()).add(scope_part(r))
    assert all(len(s) == 1 for s in sides.values())
    tune = sum(s == {"tune"} for s in sides.values()) / len(sides)
    assert 0.55 < tune < 0.78


def test_a_record_without_a_scope_is_split_by_its_id_and_templates_by_template():
    assert scope_part({"id": "x"}) == scope_part({"id": "other", "scope": "x"})
    assert split_part({"id": 1}) is None
    assert split_part({"template_id": 7}) in ("tune", "report")
