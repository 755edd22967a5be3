from __future__ import annotations

import pytest


@pytest.fixture
def plain_text(settings, tmp_path):
    """What the replay-era import tests ran under: a scratch VAR_DIR and no pseudonymization."""
    settings.VAR_DIR = tmp_path
    settings.ASSAY_PSEUDONYMIZE = False
    settings.ASSAY_EMBEDDING_MODEL = ""
