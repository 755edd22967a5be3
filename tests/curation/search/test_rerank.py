"""Rerankers: a CrossEncoder folder built here (no download) and an HTTP reranker on the allow
list, both reordering a pool by their scores."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest

from core.outbound import OutboundRefused
from curation.search.rerank import RerankError, normalize_reranker, rerank

POOL = [
    ("a#0001", "Invoices are emailed monthly."),
    ("b#0001", "The uptime SLA for Dublin is 99.95 percent."),
    ("c#0001", "Refunds are issued within 30 days."),
]


@pytest.fixture(scope="module")
def tiny_cross_encoder(tmp_path_factory):
    """A one-layer CrossEncoder from the packaged MiniLM's config and tokenizer, fresh head."""
    from transformers import AutoConfig, AutoModelForSequenceClassification, AutoTokenizer

    from curation.search.embedding import default_model_path

    base = default_model_path()
    config = AutoConfig.from_pretrained(base, num_labels=1, num_hidden_layers=1)
    model = AutoModelForSequenceClassification.from_config(config)
    folder = tmp_path_factory.mktemp("tiny-cross-encoder")
    model.save_pretrained(folder)
    AutoTokenizer.from_pretrained(base).save_pretrained(folder)
    return folder


def test_cross_encoder_folder_reorders_the_pool_by_its_scores(tiny_cross_encoder):
    from sentence_transformers import CrossEncoder

    spec = normalize_reranker(str(tiny_cross_encoder))
    order = rerank(spec, "uptime SLA Dublin", POOL)

    scores = CrossEncoder(str(tiny_cross_encoder)).predict(
        [("uptime SLA Dublin", text) for _cid, text in POOL]
    )
    expected = [POOL[i][0] for i in sorted(range(3), key=lambda i: -float(scores[i]))]
    assert spec["kind"] == "cross_encoder"
    assert order == expected


def test_a_folder_without_a_model_is_refused(tmp_path):
    with pytest.raises(RerankError, match="CrossEncoder folder"):
        normalize_reranker(str(tmp_path))


class _Scorer(BaseHTTPRequestHandler):
    def do_POST(self):  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.seen.append(body)
        reply = {"scores": [len(p["text"]) for p in body["passages"]]}
        if body["query"] == "bad":
            reply = {"scores": [1.0]}
        data = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


@pytest.fixture
def scorer(settings):
    server = HTTPServer(("127.0.0.1", 0), _Scorer)
    server.seen = []
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_port}/rerank"
    settings.ASSAY_SYSTEM_URLS = [f"http://127.0.0.1:{server.server_port}"]
    yield server, url
    server.shutdown()


def test_http_reranker_posts_query_and_passages_and_orders_by_scores(scorer):
    server, url = scorer
    order = rerank(normalize_reranker(url), "q", POOL)

    assert server.seen[0] == {
        "query": "q",
        "passages": [{"chunk_id": c, "text": t} for c, t in POOL],
    }
    assert order == ["b#0001", "c#0001", "a#0001"]  # longest text first


def test_http_reranker_answer_of_the_wrong_length_is_an_error(scorer):
    _server, url = scorer
    with pytest.raises(RerankError, match="3 numbers"):
        rerank(normalize_reranker(url), "bad", POOL)


def test_http_reranker_off_the_allow_list_is_refused(settings):
    settings.ASSAY_SYSTEM_URLS = ["http://127.0.0.1:9"]
    with pytest.raises(OutboundRefused, match="reranker_url"):
        normalize_reranker("http://10.0.0.1/rerank")
