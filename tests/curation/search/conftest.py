"""Corpus and embedding fixtures shared by the search tests and the apps above (replay, demo):
eight one-chunk documents and the MiniLM model, loaded once per session."""

from __future__ import annotations

import pytest

from core.jsonl import JsonLine
from curation.search.embedding import EmbeddingModel
from curation.services.corpus import CorpusReport, chunking_from_settings, corpus_ingest_lines

DOCS = {
    "kms/regions": "Customer-managed encryption keys are available in the Frankfurt and Dublin regions.",
    "kms/sla": "The uptime SLA for the Dublin region is 99.95 percent per month.",
    "billing/refunds": "Refunds are issued within 30 days of purchase to the original payment method.",
    "billing/invoices": "Invoices are emailed on the first day of each month.",
    "auth/password": "To reset a password, open Settings and choose Security.",
    "auth/sso": "Single sign-on with SAML is included in the Enterprise plan.",
    "office/lisbon": "Our office in Lisbon is closed on public holidays.",
    "storage/backup": "Backups are kept for 90 days and can be restored from the admin console.",
}


class CountingModel(EmbeddingModel):
    """The real model, counting the texts it is asked to encode."""

    def __init__(self) -> None:
        super().__init__(device="cpu")
        self.encoded: list[str] = []

    def encode(self, texts, *, show_progress=None):
        self.encoded.extend(texts)
        return super().encode(texts, show_progress=show_progress)


@pytest.fixture(scope="session")
def embedding_model() -> EmbeddingModel:
    return EmbeddingModel(device="cpu")


@pytest.fixture
def counting_model(embedding_model) -> CountingModel:
    return CountingModel()


@pytest.fixture(autouse=True)
def _replay_settings(settings, tmp_path):
    settings.VAR_DIR = tmp_path
    settings.ASSAY_PSEUDONYMIZE = False
    settings.ASSAY_EMBEDDING_MODEL = ""


def ingest_docs(docs: dict[str, str]) -> CorpusReport:
    report = corpus_ingest_lines(
        lines=[
            JsonLine(i, {"doc_id": d, "title": d, "text": t})
            for i, (d, t) in enumerate(docs.items(), 1)
        ],
        chunking=chunking_from_settings(no_split=True),
    )
    assert not report.problems
    return report


@pytest.fixture
def corpus(db):
    """The labelling tests' corpus: a few documents, one of them in two versions."""
    from tests.labelling.factories import make_corpus

    return make_corpus()
