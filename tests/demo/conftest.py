from __future__ import annotations

import pytest

from tests.replay.conftest import embedding_model, world  # noqa: F401 - for the demo replays
from tests.replay.system_world import assistant, system_world  # noqa: F401 - system runs


@pytest.fixture
def corpus(db):
    from tests.labelling.factories import make_corpus

    return make_corpus()


@pytest.fixture
def replay_settings(settings, tmp_path):
    """What the replay tests run under: a scratch VAR_DIR, plain text, the packaged model."""
    settings.VAR_DIR = tmp_path
    settings.ASSAY_PSEUDONYMIZE = False
    settings.ASSAY_EMBEDDING_MODEL = ""
