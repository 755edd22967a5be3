"""The annotation page offers search by meaning once the current corpus has an index."""

from __future__ import annotations

import pytest

from curation.search.fulltext import semantic_search, semantic_search_available

pytestmark = pytest.mark.django_db


@pytest.fixture
def _forget_semantic_check():
    import curation.search.fulltext

    yield
    curation.search.fulltext._semantic_checked = None  # the index built here is rolled back


@pytest.mark.usefixtures("_forget_semantic_check")
def test_semantic_search_once_chunk_embeddings_exist(
    corpus, settings, tmp_path, queue, annotator, client
):
    from curation.search.indexes import (
        configured_model_id,
        corpus_snapshot,
        get_model,
        index_ensure,
        index_for,
    )
    from labelling import services

    settings.VAR_DIR = tmp_path
    index_ensure(index_for(corpus_snapshot(), configured_model_id()), model=get_model())

    assert semantic_search_available(refresh=True) is True
    hits = semantic_search("how long do I have to ask for compensation after an outage")
    assert hits[0].chunk_id == "docs/billing/credits#0001"
    assert hits[0].title == "Service credits" and hits[0].version == "v1"

    held = services.assignment_next(queue=queue, user=annotator)
    client.force_login(annotator)
    page = client.get(f"/labelling/work/{held.pk}/").content.decode()
    assert 'name="mode" value="semantic"' in page
    fragment = client.get(
        f"/labelling/work/{held.pk}/?q=compensation+after+an+outage&mode=semantic",
        HTTP_HX_REQUEST="true",
    ).content.decode()
    assert fragment.index("docs/billing/credits#0001") < fragment.index("docs/kms/regions")
