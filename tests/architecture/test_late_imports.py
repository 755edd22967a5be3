"""Imports sit at module level unless there is a reason they cannot.

A function-level import used to be the way around the curation <-> labelling loop; with the
stack one way there is no loop to dodge. What may stay inside a function, each for its reason:

- ``apps.py`` ``ready()``: models and receivers load only once the app registry is ready;
- a service that queues its own task, whose task module imports that service (a real cycle,
  broken on the task side as HackSoft's styleguide does it);
- heavy optional libraries (spaCy, presidio, torch) kept out of processes that never need them.
"""

from __future__ import annotations

import ast

from tests.architecture.test_import_graph import PACKAGES, ROOT, _module_name, project_modules

# (module, imported module) -> why it may stay inside a function.
ALLOWED = {
    ("curation.search.services", "curation.tasks"): "the task calls this service",
    ("replay.services", "replay.tasks"): "the tasks call these services",
    ("replay.cassette", "replay.selectors"): "selectors build recordings with this module",
    ("curation.search.shards", "curation.tasks"): "it queues the shard task, which calls it",
    ("curation.tasks", "curation.services.followups"): "loads spaCy: not in every worker",
    ("curation.views", "curation.services.followups"): "loads spaCy: not in every web process",
    ("curation.services.ingest_parallel", "curation.tasks"): "the tasks call these services",
    ("curation.tasks", "curation.services.ingest_parallel"): "it queues these tasks",
    # presidio and spaCy load with the analyzer, the pseudonymizer and the recognizers.
    ("curation.pii.fields", "curation.pii.people"): "presidio; people imports fields back",
    ("curation.pii.vocabulary", "curation.pii.analyzer"): "presidio and spaCy's word index",
    ("curation.services.corpus", "curation.services.personal"): "presidio: personal sources only",
    ("curation.services.evalsets", "curation.services.pseudonymize_items"): "presidio",
    ("curation.services.traces", "curation.services.pseudonymize"): "presidio: pseudonymize on",
    ("curation.services.vocabulary", "curation.pii.analyzer"): "presidio",
    ("curation.services.vocabulary", "curation.services.pseudonymize"): "presidio; it imports back",
    ("curation.services.case_import", "curation.pii.analyzer"): "presidio: unmarked cases only",
    ("curation.services.case_import", "curation.pii.pseudonymizer"): "presidio",
    ("curation.services.case_import", "curation.services.pseudonymize"): "presidio",
}


def _is_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def late_imports() -> dict[tuple[str, str], list[int]]:
    """(module, imported project module) -> lines, for imports inside functions of the apps."""
    found: dict[tuple[str, str], list[int]] = {}
    for path in project_modules():
        module = _module_name(path)
        if module.split(".")[0] in ("demo", "bench", "config") or path.name == "apps.py":
            continue
        package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for inner in ast.walk(node):
                if isinstance(inner, ast.ImportFrom):
                    base = package[: len(package) - (inner.level - 1)] if inner.level else []
                    target = ".".join(base + ([inner.module] if inner.module else []))
                    names = [
                        f"{target}.{a.name}" if _is_module(f"{target}.{a.name}") else target
                        for a in inner.names
                    ]
                elif isinstance(inner, ast.Import):
                    names = [a.name for a in inner.names]
                else:
                    continue
                for name in names:
                    if name.split(".")[0] in PACKAGES:
                        lines = found.setdefault((module, name), [])
                        if inner.lineno not in lines:
                            lines.append(inner.lineno)
    return found


def test_project_imports_inside_functions_are_only_the_ones_with_a_reason():
    unexplained = {key: lines for key, lines in late_imports().items() if key not in ALLOWED}
    assert unexplained == {}


def test_every_allowed_late_import_still_exists():
    # An entry whose import moved to module level must go, or the list stops meaning anything.
    assert set(ALLOWED) <= set(late_imports())
    assert ROOT.is_dir()
