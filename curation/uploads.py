"""Uploaded trace files while they wait for their ingest job: private, and gone once ingested.

An upload holds raw production text, so it is created mode 0600 (never readable by other users
of the machine, whatever the umask) and deleted by the job once it has ingested it, or once it
has recorded why it could not.
"""

from __future__ import annotations

import logging
import os
import uuid
from collections.abc import Iterable
from pathlib import Path

from django.conf import settings

log = logging.getLogger(__name__)

UPLOAD_MODE = 0o600


def upload_folder() -> Path:
    """``VAR_DIR/uploads``, created 0700 when missing."""
    folder = Path(settings.VAR_DIR) / "uploads"
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    return folder


def upload_store(*, chunks: Iterable[bytes], gzipped: bool) -> Path:
    """Write an upload's bytes to a new private file under ``upload_folder()``; its path."""
    suffix = ".jsonl.gz" if gzipped else ".jsonl"
    path = upload_folder() / f"{uuid.uuid4().hex}{suffix}"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, UPLOAD_MODE)
    try:
        with os.fdopen(fd, "wb") as fh:
            for part in chunks:
                fh.write(part)
    except BaseException:
        path.unlink(missing_ok=True)
        raise
    return path


def upload_discard(path: str | Path) -> None:
    """Delete an upload once its job has finished with it (already gone is fine)."""
    try:
        Path(path).unlink()
    except FileNotFoundError:
        return
    except OSError as exc:  # the job's outcome stands; say that the file is still there
        log.error("could not delete upload %s: %s", path, exc)
