"""The annotation page runs the same number of queries whatever the size of the case."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from curation.search.fulltext import semantic_search_available
from labelling import services

from .factories import make_item, make_set

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _semantic_check_done():
    """Whether semantic search is offered is checked once per process (cached for minutes), not
    per page; check it now so the pages measured below are the ordinary, cached case."""
    semantic_search_available(refresh=True)


# session, user, roles, assignment (+entry, queue, set, item, label), messages, retrieval,
# tool calls, guide rules, heartbeats, the annotator's progress, their previous label (and one
# more for the guide's examples once the guide has rules).
ANNOTATION_PAGE_QUERIES = 11


def page_queries(client, user, *, retrieval, tools):
    eval_set = make_set(items=0)
    make_item(eval_set, 1, retrieval=retrieval, tools=tools)
    queue = services.queue_create(eval_set=eval_set)
    held = services.assignment_next(queue=queue, user=user)
    client.force_login(user)
    with CaptureQueriesContext(connection) as queries:
        response = client.get(f"/labelling/work/{held.pk}/")
    assert response.status_code == 200
    return len(queries), response.content.decode()


def test_small_and_large_cases_cost_the_same_queries(client, annotator, other_annotator, corpus):
    small, _ = page_queries(client, annotator, retrieval=1, tools=1)
    large, html = page_queries(client, other_annotator, retrieval=20, tools=10)

    assert html.count('class="result"') == 21  # 20 retrieved for the answer, 1 earlier
    assert html.count('class="tool-call"') == 11
    assert small == large


def test_large_case_page_runs_a_fixed_number_of_queries(
    client, annotator, corpus, django_assert_num_queries
):
    eval_set = make_set(items=0)
    make_item(eval_set, 1, retrieval=20, tools=10)
    queue = services.queue_create(eval_set=eval_set)
    held = services.assignment_next(queue=queue, user=annotator)
    client.force_login(annotator)

    with django_assert_num_queries(ANNOTATION_PAGE_QUERIES):
        client.get(f"/labelling/work/{held.pk}/")
