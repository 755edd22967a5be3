"""What exports read about how each item was labelled (the versioned export of issue 7)."""

from __future__ import annotations

from curation.models import EvalSet

from ..models import Label


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
