from __future__ import annotations

from tests.curation.search.conftest import _replay_settings  # noqa: F401 - plain-text corpus
