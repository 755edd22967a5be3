"""The demo's word banks are data files, each read by the generator modules named after it
(``openers.json`` by ``openers.py`` and its parts ``openers_*.py``)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from demo.generator import banks

MODULES = Path(banks.__file__).resolve().parent


@pytest.mark.parametrize("data", sorted(banks.DATA.glob("*.json")), ids=lambda p: p.stem)
def test_every_bank_is_prose_and_is_read_by_its_module(data):
    loaded = json.loads(data.read_text(encoding="utf-8"))
    modules = [MODULES / f"{data.stem}.py", *sorted(MODULES.glob(f"{data.stem}_*.py"))]
    trees = [ast.parse(path.read_text(encoding="utf-8")) for path in modules]
    read = {
        node.slice.value
        for module in trees
        for node in ast.walk(module)
        if isinstance(node, ast.Subscript)
        and isinstance(node.value, ast.Name)
        and node.value.id == "_BANK"
        and isinstance(node.slice, ast.Constant)
    }

    def leaves(value):
        if isinstance(value, dict):
            return [leaf for v in value.values() for leaf in leaves(v)]
        if isinstance(value, list):
            return [leaf for v in value for leaf in leaves(v)]
        return [value]

    assert read == set(loaded)  # no bank unused, none missing
    assert loaded and all(loaded.values())  # every bank has something to pick from
    assert all(isinstance(leaf, str) for name in loaded for leaf in leaves(loaded[name]))


def test_frozen_gives_back_the_tuples_the_code_was_written_with():
    assert banks.frozen({"FR": [["Camille", "f"], ["Hugo", "m"]]}) == {
        "FR": (("Camille", "f"), ("Hugo", "m"))
    }
