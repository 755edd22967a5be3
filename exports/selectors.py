"""Export reads: which replay runs scored a frozen version, and which version a run scored.

A run records ``replay.selectors.eval_set_version`` of the items it replayed; a frozen
version stores that hash for each item selection replay offers (``replay_hashes``), so the two
meet without either app writing to the other.
"""

from __future__ import annotations

from exports.models import EvalSetVersion
from replay.models import Run


def runs_of_version(version: EvalSetVersion) -> list[Run]:
    """The replay runs that scored exactly this version's items, newest first."""
    hashes = [h for h in (version.replay_hashes or {}).values() if h]
    return list(
        Run.objects.filter(eval_set_id=version.eval_set_id, eval_set_version__in=hashes).order_by(
            "-id"
        )
    )


def version_for_run(run: Run) -> EvalSetVersion | None:
    """The latest frozen version whose items the run replayed, or None (the set changed since,
    or was never frozen)."""
    for version in (
        EvalSetVersion.objects.filter(eval_set_id=run.eval_set_id)
        .defer("content")
        .order_by("-number")
    ):
        if run.eval_set_version in (version.replay_hashes or {}).values():
            return version
    return None
