"""Every outbound call of the http arm is checked where it is made: the URL, and each redirect."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from replay.arms import ArmError, post_json


class _Redirector(BaseHTTPRequestHandler):
    target = ""

    def do_GET(self):  # noqa: N802 - a 302 after a POST is followed with a GET
        self.do_POST()

    def do_POST(self):  # noqa: N802
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self.path == "/ok":
            payload = json.dumps({"query": "fine"}).encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
            return
        self.send_response(302)
        self.send_header("Location", type(self).target)
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Redirector)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def test_a_url_off_the_allow_list_is_refused_at_call_time(settings):
    settings.ASSAY_SYSTEM_URLS = ["http://contextualizer.internal"]
    with pytest.raises(ArmError, match="not on the outbound allow list"):
        post_json("http://169.254.169.254/latest/meta-data", {"follow_up": "x"})


def test_a_redirect_to_an_address_off_the_list_is_not_followed(settings, server):
    settings.ASSAY_SYSTEM_URLS = [server]
    _Redirector.target = "http://169.254.169.254/latest/meta-data"
    with pytest.raises(ArmError, match="redirect: .*169.254.169.254.*not on the outbound allow"):
        post_json(f"{server}/go", {"follow_up": "x"})


def test_a_redirect_within_the_list_is_followed(settings, server):
    settings.ASSAY_SYSTEM_URLS = [server]
    _Redirector.target = f"{server}/ok"
    assert post_json(f"{server}/go", {"follow_up": "x"}) == {"query": "fine"}
