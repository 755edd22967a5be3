"""Fixtures for labelling tests: a corpus, an eval set with its queue, a guide rule."""

from __future__ import annotations

import pytest

from labelling import services

from .factories import make_corpus, make_set


@pytest.fixture
def corpus(db):
    return make_corpus()


@pytest.fixture
def eval_set(corpus):
    """Four rubric items, one label each, with a queue."""
    eval_set = make_set(items=4, kind="rubric")
    services.queue_create(eval_set=eval_set)
    return eval_set


@pytest.fixture
def queue(eval_set):
    return eval_set.queue


@pytest.fixture
def double_set(corpus):
    """Three rubric items, two labels each, with a queue."""
    eval_set = make_set(items=3, kind="rubric", labels_per_item=2, name="double")
    services.queue_create(eval_set=eval_set)
    return eval_set


@pytest.fixture
def rule(lead):
    return services.guide_rule_create(
        code="LG-02", title="Ambiguous antecedents", text="Take the most recent entity.", user=lead
    )


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test item, so browser fixtures can see a failure."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)
