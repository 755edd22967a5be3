"""The replay world with ground truth on its items, and the demo's reference assistant served on
127.0.0.1 (an ephemeral port) for the system-run tests."""

from __future__ import annotations

import pytest

from demo.assistant import Behaviour, serve
from tests.replay.conftest import build_world

GROUND_TRUTH = {
    "sla": {
        "kind": "rubric",
        "must": ["states the fact given in kms/sla"],
        "should": ["names the source document", "is no longer than three sentences"],
    },
    "refund": {"kind": "pass_fail", "pass": "Resolves the reference and matches billing/refunds"},
    "password": {"kind": "reference", "answer": "Per auth/password: open Settings."},
    "sso": {
        "kind": "rubric",
        "must": ["states the fact given in auth/sso"],
        "should": ["names the source document"],
    },
}


def build_system_world() -> dict:
    world = build_world()
    for key, truth in GROUND_TRUTH.items():
        item = world["items"][key]
        item.ground_truth = truth
        item.save(update_fields=["ground_truth"])
    return world


class Assistant:
    """A running reference assistant: ``url`` (the system) and ``judge_url``."""

    def __init__(self, behaviour: Behaviour | None = None) -> None:
        self.server = serve(0, behaviour=behaviour)
        port = self.server.server_address[1]
        self.url = f"http://127.0.0.1:{port}/"
        self.judge_url = f"http://127.0.0.1:{port}/judge"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def assistant():
    running = Assistant()
    yield running
    running.stop()


@pytest.fixture
def system_world(transactional_db) -> dict:
    return build_system_world()
