"""Stored hashes stay byte-identical: traces, frozen versions and replay configs share one form."""

from __future__ import annotations

import math

import pytest

from core.hashing import canonical_hash, canonical_json
from curation.tracefmt import content_hash as trace_hash
from exports.content import content_hash as version_hash
from replay.stats import config_hash

VALUE = {"b": 1, "a": ["é", 2.5, None, True], "z": {"y": "ü"}}
# Computed before the three copies were merged into core.hashing (issue 12).
DIGEST = "dc95f407d16326859a37835f80d79b0f5612d0381a355444e9325a1aa4323032"


def test_canonical_json_sorts_keys_drops_whitespace_and_keeps_unicode():
    assert canonical_json(VALUE) == '{"a":["é",2.5,null,true],"b":1,"z":{"y":"ü"}}'


def test_every_stored_hash_is_the_digest_it_was_before():
    assert canonical_hash(VALUE) == trace_hash(VALUE) == version_hash(VALUE) == DIGEST
    assert config_hash(VALUE) == DIGEST


def test_replay_configs_refuse_nan_where_content_hashes_do_not():
    with pytest.raises(ValueError):
        config_hash({"k": math.nan})
    assert len(canonical_hash({"k": math.nan})) == 64
