"""The run-scoped cassette: ``POST /api/cassettes/<run token>/<case>/?repeat=N`` with
``{"name", "args"}`` answers the recorded response of that call in that case, or 409 naming
the unmatched call and what was recorded, and records the miss for the run, case and repeat.

The token is a secret minted per frozen run (:func:`replay.system_runs.system_run_create`); it
opens that run's cases only and stops working when the run is done or its ``expires_at`` passes.
"""

from __future__ import annotations

from typing import Any

from django.utils import timezone

from core.errors import AssayError, Forbidden, NotFound
from curation.models import EvalItem
from replay.cassette import Cassette, UnrecordedToolCall
from replay.models import CassetteMiss, CassetteToken, Run


class CassetteExpired(AssayError):
    status = 410
    code = "cassette_expired"


def cassette_run(*, token: str) -> Run:
    """The run ``token`` opens; raises when it is unknown (403) or expired (410)."""
    row = CassetteToken.objects.select_related("run").filter(token=token).first()
    if row is None:
        raise Forbidden("cassette token: unknown token")
    if row.run.status == Run.Status.DONE or row.expires_at <= timezone.now():
        raise CassetteExpired(f"cassette token of run {row.run_id} has expired with its run")
    return row.run


def cassette_call(*, token: str, case_pk: int, repeat: int, name: Any, args: Any) -> Any:
    """The recorded response of ``name(args)`` in case ``case_pk`` of the token's run.

    Raises :class:`UnrecordedToolCall` (409) after recording the miss; 404 for a case outside
    the run; 400 naming ``name``/``args``/``repeat`` when they are malformed.
    """
    run = cassette_run(token=token)
    if case_pk not in set(run.item_pks):
        raise NotFound(f"case {case_pk} is not part of run {run.pk}")
    if not isinstance(name, str) or not name:
        raise AssayError("name: the tool's name is required", fields={"name": "required"})
    if args is not None and not isinstance(args, dict):
        raise AssayError("args: expected a JSON object", fields={"args": "expected an object"})
    if repeat < 0:
        raise AssayError("repeat: expected a whole number", fields={"repeat": "invalid"})
    item = EvalItem.objects.select_related("message").get(pk=case_pk)
    try:
        return Cassette(item).call(name, args or {})
    except UnrecordedToolCall as exc:
        CassetteMiss.objects.create(
            run=run, item=item, repeat=repeat, call=exc.call, recorded=exc.recorded
        )
        raise
