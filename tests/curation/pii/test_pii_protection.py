"""The real pseudonymizer with protection, on hand-written texts unlike the dev files: a corpus of
a fictional observability product, and support chats and tool responses about it."""

from __future__ import annotations

import pytest

from curation.pii.pseudonymizer import Pseudonymizer
from curation.pii.vocabulary import Protection, VocabularyCounts

CORPUS = [
    "Quillfeather Tracing samples spans at the edge. Configure Quillfeather Tracing per project.",
    "Harbor Lantern dashboards read from Quillfeather Tracing and Marrowline Metrics.",
    "Marrowline Metrics keeps 13 months of data in the Boreal North region.",
    "Alerts from Marrowline Metrics can page a Harbor Lantern on-call rota.",
    "The Boreal North region hosts Quillfeather Tracing and Harbor Lantern.",
]

TEXTS = [
    "hi, Quillfeather Tracing stopped sampling for us. I'm Eulalia Brzęczyszczykiewicz, "
    "eulalia.b@kestrel-mail.net",
    "Harbor Lantern shows no data since Tuesday; Teodoro Villaseñor from our team noticed it.",
    '{"owner": "Wiremu Tane", "region": "Boreal North", "product": "Marrowline Metrics"}',
    "Hola, soy Ximena Olaechea. Mi panel de Harbor Lantern en Boreal North está vacío.",
    "Guten Tag, hier ist Leopold Wenzelsberger; Marrowline Metrics zeigt keine Werte.",
]
DOMAIN = ["Quillfeather Tracing", "Harbor Lantern", "Marrowline Metrics", "Boreal North"]
PERSONAL = [
    "Brzęczyszczykiewicz",
    "Eulalia",
    "eulalia.b@kestrel-mail.net",
    "Villaseñor",
    "Wiremu",
    "Olaechea",
    "Wenzelsberger",
]


@pytest.fixture(scope="module")
def outputs():
    # a five-document corpus: two documents are enough to count as recurring
    protection = Protection(VocabularyCounts.build(CORPUS).vocabulary(min_docs=2))
    p = Pseudonymizer("test-protection-key", protection=protection)
    texts = p.pseudonymize_texts(TEXTS[:2] + TEXTS[3:])
    json_out = p.pseudonymize_json(
        {"owner": "Wiremu Tane", "region": "Boreal North", "product": "Marrowline Metrics"}
    )
    return texts, json_out


def test_product_and_region_names_of_the_corpus_survive(outputs):
    texts, json_out = outputs
    joined = "\n".join(texts)

    for name in DOMAIN:
        assert sum(t.count(name) for t in TEXTS if not t.startswith("{")) == joined.count(name)
    assert json_out["region"] == "Boreal North"
    assert json_out["product"] == "Marrowline Metrics"


def test_the_people_and_their_emails_are_still_replaced(outputs):
    texts, json_out = outputs
    joined = "\n".join(texts) + "\n" + json_out["owner"]

    assert [w for w in PERSONAL if w in joined] == []
