"""The detector version names the code and model that produced a verdict."""

from __future__ import annotations

import shutil
from pathlib import Path

from curation import followups as followups_package
from curation.services import followups as service


def _copy_package(tmp_path: Path, monkeypatch) -> Path:
    copy = tmp_path / "followups"
    shutil.copytree(Path(followups_package.__file__).parent, copy)
    monkeypatch.setattr(followups_package, "__file__", str(copy / "__init__.py"))
    return copy


def test_an_edit_to_any_module_of_the_detector_package_changes_the_version(tmp_path, monkeypatch):
    copy = _copy_package(tmp_path, monkeypatch)
    before = service.detector_version()
    ellipsis = copy / "ellipsis.py"
    ellipsis.write_text(ellipsis.read_text() + "\n# a changed rule\n")
    assert service.detector_version() != before


def test_moving_code_between_modules_changes_the_version(tmp_path, monkeypatch):
    copy = _copy_package(tmp_path, monkeypatch)
    before = service.detector_version()
    (copy / "syntax.py").rename(copy / "syntax_moved.py")
    assert service.detector_version() != before


def test_the_version_is_stable_and_depends_on_the_model():
    assert service.detector_version() == service.detector_version()
    assert service.detector_version("model-a") != service.detector_version("model-b")
    assert len(service.detector_version()) == 16
