"""Export reads: how each item was labelled, which replay runs scored a frozen version, and
which version a run scored.

A run records ``replay.selectors.eval_set_version`` of the items it replayed; a frozen
version stores that hash for each item selection replay offers (``replay_hashes``), so the two
meet without either app writing to the other.
"""

from __future__ import annotations

from curation.models import EvalSet
from exports.models import EvalSetVersion
from labelling.models import Label
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


def labelling_summary(*, eval_set: EvalSet) -> dict[int, dict]:
    """Per item pk: how its final truth was labelled, in the export's ``labelling`` shape.

    ``{"labelled_by": [usernames], "minutes": total active minutes of the final round's labels
    (annotators and adjudicator), "ambiguity": the notes joined, or None, "rule_applied":
    {"code", "version"} of the final label or None, "adjudicated": bool, "labels": n}``.
    Items without a final label are absent.
    """
    finals = {
        lab.item_id: lab for lab in Label.objects.filter(item__eval_set=eval_set, is_final=True)
    }
    if not finals:
        return {}
    labels = (
        Label.objects.filter(item_id__in=list(finals), status=Label.Status.SUBMITTED)
        .select_related("labelled_by")
        .order_by("item_id", "submitted_at", "id")
    )
    out: dict[int, dict] = {}
    for lab in labels:
        final = finals[lab.item_id]
        if lab.round != final.round:
            continue
        entry = out.setdefault(
            lab.item_id,
            {
                "labelled_by": [],
                "minutes": 0.0,
                "ambiguity": None,
                "rule_applied": final.rule_applied,
                "adjudicated": final.kind == Label.Kind.ADJUDICATION,
                "labels": 0,
            },
        )
        entry["labels"] += 1
        if lab.labelled_by.username not in entry["labelled_by"]:
            entry["labelled_by"].append(lab.labelled_by.username)
        entry["minutes"] = round(entry["minutes"] + (lab.minutes or 0.0), 2)
        if lab.ambiguity_note:
            entry["ambiguity"] = (
                entry["ambiguity"] + " | " if entry["ambiguity"] else ""
            ) + lab.ambiguity_note
    return out
