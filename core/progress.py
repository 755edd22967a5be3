"""A terminal progress bar that stays quiet when output is not a terminal (CI, pipes)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from contextlib import contextmanager

from tqdm import tqdm


@contextmanager
def progress_bar(total: int | None, desc: str, unit: str = "it", stream=None):
    """Yield ``update(done)`` that moves a tqdm bar to ``done``; a no-op off a terminal."""
    stream = stream or sys.stderr
    bar = tqdm(
        total=total,
        desc=desc,
        unit=unit,
        file=stream,
        disable=not stream.isatty(),
        dynamic_ncols=True,
    )
    last = 0

    def update(done: int) -> None:
        nonlocal last
        bar.update(done - last)
        last = done

    update_fn: Callable[[int], None] = update
    try:
        yield update_fn
    finally:
        bar.close()
