"""Freezing eval sets into immutable, hashed versions; exporting a version.

``evalset_freeze`` is safe to call again: when the set's content has not changed since its latest
version, that version is returned and nothing is written.
"""

from __future__ import annotations

from collections.abc import Iterator

from django.conf import settings
from django.db import transaction
from django.db.models import Max

from curation.models import EvalSet
from exports.completeness import freeze_gaps, gaps_summary
from exports.content import content_hash, evalset_content
from exports.errors import ExportError, FormatUnavailable, VersionMissing
from exports.formats import ExportFormatError, export_lines
from exports.models import EvalSetVersion
from replay.planning import ITEM_SELECTIONS, _select_items
from replay.selectors import eval_set_version


@transaction.atomic
def evalset_freeze(*, eval_set: EvalSet, user=None, note: str = "") -> tuple[EvalSetVersion, bool]:
    """Freeze ``eval_set``: returns ``(version, created)``.

    Builds the content (``content.evalset_content``), hashes it, and stores version ``n + 1``
    unless the latest version has the same hash. The set's status becomes ``frozen``. Items not
    labelled yet (``completeness.freeze_gaps``) are left out of the version and listed in its
    ``content["left_out"]``, never exported as if labelled. Raises ExportError for an empty
    set, one with no labelled item, or one holding text that was never pseudonymized.
    """
    eval_set = EvalSet.objects.select_for_update().get(pk=eval_set.pk)
    gaps = freeze_gaps(eval_set=eval_set)
    content = evalset_content(eval_set, leave_out={gap["pk"] for gap in gaps})
    if not content["items"] and not gaps:
        raise ExportError(f"{eval_set.name} has no items to freeze")
    if not content["items"]:
        raise ExportError(
            f"{eval_set.name}: none of its {len(gaps)} items is labelled yet "
            f"({gaps_summary(gaps)}); label them before freezing"
        )
    if gaps:
        content["left_out"] = [
            {"id": gap["id"], "reason": gap["reason"], "skips": gap["skips"]} for gap in gaps
        ]
    digest = content_hash(content)
    latest = EvalSetVersion.objects.filter(eval_set=eval_set).order_by("-number").first()
    if latest is not None and latest.content_hash == digest:
        return latest, False
    number = (
        EvalSetVersion.objects.filter(eval_set=eval_set).aggregate(m=Max("number"))["m"] or 0
    ) + 1
    # The hash replay records for each item selection it offers, so runs find this version.
    replay_hashes = {
        selection: eval_set_version(_select_items(eval_set, selection))
        for selection in ITEM_SELECTIONS
    }
    version = EvalSetVersion.objects.create(
        eval_set=eval_set,
        number=number,
        content_hash=digest,
        content=content,
        n_items=len(content["items"]),
        replay_hashes=replay_hashes,
        note=(note or "").strip(),
        created_by=user if user is not None and user.is_authenticated else None,
    )
    if eval_set.status != EvalSet.Status.FROZEN:
        eval_set.status = EvalSet.Status.FROZEN
        eval_set.save(update_fields=["status"])
    return version, True


def evalset_version_get(*, eval_set: EvalSet, number: int | None) -> EvalSetVersion:
    """Version ``number`` of the set, or its latest when ``number`` is None."""
    versions = EvalSetVersion.objects.filter(eval_set=eval_set).select_related("eval_set")
    version = (
        versions.filter(number=number).first()
        if number is not None
        else versions.order_by("-number").first()
    )
    if version is None:
        if number is None:
            raise VersionMissing(f"{eval_set.name} has not been frozen yet")
        known = (
            ", ".join(f"v{n}" for n in versions.order_by("number").values_list("number", flat=True))
            or "none"
        )
        raise VersionMissing(f"{eval_set.name} has no version {number} (versions: {known})")
    return version


def evalset_export(*, version: EvalSetVersion, fmt: str) -> Iterator[str]:
    """The lines of ``version`` in ``fmt`` (jsonl, cases, trec); raises FormatUnavailable when
    the version cannot be written in that format."""
    try:
        lines = export_lines(
            version.content,
            fmt,
            version=version.number,
            content_hash=version.content_hash,
            key=settings.ASSAY_PSEUDONYM_KEY,
        )
        return iter(list(lines)) if fmt == "trec" else lines
    except ExportFormatError as exc:
        raise FormatUnavailable(str(exc)) from None
