"""Budget tests price the labelled set with measured minutes that the export tests freeze."""

from __future__ import annotations

from tests.exports.conftest import corpus, labelled_set  # noqa: F401
