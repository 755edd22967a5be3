"""The floor plan holds: imports between apps go up the stack only, and nothing imports demo/bench.

The graph is computed with ``ast`` over every module of the tree (module-level and function-level
imports alike, ``TYPE_CHECKING`` ones too: a late import is still an arrow).
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# Bottom of the stack first (accounts may use core's error type and helpers). Apps on one level
# sit beside each other and do not import each other.
LEVELS = {
    "core": 0,
    "accounts": 1,
    "curation": 2,
    "labelling": 3,
    "replay": 3,
    "staleness": 4,
    "exports": 4,
    "budgets": 5,
}
# Outside the stack: the Django project imports the apps; demo and bench may import anything.
TOP = {"config", "demo", "bench"}
NOT_IMPORTABLE = {"demo", "bench"}
PACKAGES = set(LEVELS) | TOP


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> list[tuple[str, int]]:
    """Every project module ``path`` imports, with the line, relative imports made absolute."""
    module = _module_name(path)
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append((target, node.lineno))
    return [(name, line) for name, line in found if name.split(".")[0] in PACKAGES]


def project_modules() -> list[Path]:
    return sorted(
        path
        for package in PACKAGES
        for path in (ROOT / package).rglob("*.py")
        if "migrations" not in path.parts
    )


def app_edges() -> dict[tuple[str, str], list[str]]:
    """(from package, to package) -> the "module:line -> target" imports behind the arrow."""
    edges: dict[tuple[str, str], list[str]] = defaultdict(list)
    for path in project_modules():
        source = _module_name(path)
        for target, line in _imports(path):
            a, b = source.split(".")[0], target.split(".")[0]
            if a != b:
                edges[(a, b)].append(f"{source}:{line} -> {target}")
    return edges


def cycles(edges) -> list[list[str]]:
    """Strongly connected components of more than one package (Tarjan), each a circle."""
    graph: dict[str, set[str]] = defaultdict(set)
    for a, b in edges:
        graph[a].add(b)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_graph_sees_every_app_and_their_arrows():
    # Guards the test itself: a graph that found nothing would pass everything below.
    edges = app_edges()
    assert {"core", "accounts", "curation", "labelling", "replay"} <= {a for a, _ in edges} | {
        b for _, b in edges
    }
    assert ("labelling", "curation") in edges and ("budgets", "replay") in edges


def test_cycle_finder_finds_a_circle_it_is_shown():
    assert cycles({("a", "b"): [], ("b", "c"): [], ("c", "a"): [], ("c", "d"): []}) == [
        ["a", "b", "c"]
    ]


def test_no_circle_between_apps():
    assert cycles(app_edges()) == []


@pytest.mark.parametrize("app", sorted(LEVELS))
def test_an_app_imports_only_apps_below_it(app):
    wrong = {
        f"{a} -> {b}": arrows
        for (a, b), arrows in app_edges().items()
        if a == app and (b in TOP or LEVELS[b] >= LEVELS[a])
    }
    assert wrong == {}


def test_nothing_imports_demo_or_bench():
    wrong = {
        f"{a} -> {b}": arrows
        for (a, b), arrows in app_edges().items()
        if b in NOT_IMPORTABLE and a not in NOT_IMPORTABLE
    }
    assert wrong == {}
