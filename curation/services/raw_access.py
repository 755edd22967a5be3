"""Reading kept raw originals (``ASSAY_KEEP_RAW=1``): admins only, with a reason, all audited.

``raw_original_read`` is the one way the app decrypts an original. Every call writes a
``RawAccess`` row first, granted or refused, naming who asked, for which trace, why, and (for a
refusal) what stopped it: the caller's role, a missing reason, no original kept (or no such
trace), or a key that does not decrypt. The row is written before the call raises; callers
(the page, the API, commands) do not wrap it in a transaction, so the refusal stays recorded.
"""

from __future__ import annotations

import json

from django.conf import settings

from accounts.roles import ADMIN, has_role

from ..errors import CurationError
from ..models import RawAccess, RawOriginal, Trace

MIN_REASON = 8  # characters: a ticket number and a word, not "x"


class RawReadRefused(CurationError):
    """A refused read; ``status`` is the HTTP answer the page and the API give."""

    CODES = {400: "invalid", 403: "forbidden", 404: "not_found", 409: "conflict"}

    def __init__(self, message: str, *, status: int) -> None:
        super().__init__(message)
        self.status = status
        self.code = self.CODES.get(status, "invalid")


def _audit(
    *,
    user,
    trace_ref: str,
    reason: str,
    raw: RawOriginal | None,
    outcome: str,
    detail: str = "",
    via: str,
) -> RawAccess:
    return RawAccess.objects.create(
        raw=raw,
        trace_ref=trace_ref[:200],
        user=user,
        reason=reason[:500],
        outcome=outcome,
        detail=detail[:300],
        via=via[:20],
    )


def _refuse(message: str, status: int, **audit) -> RawReadRefused:
    _audit(outcome=RawAccess.Outcome.REFUSED, detail=message, **audit)
    return RawReadRefused(message, status=status)


def raw_original_read(*, trace_id: str, user, reason: str, via: str = "service") -> dict:
    """The original of trace ``trace_id`` as received (a dict in the trace format).

    Checks, in order, that ``user`` is an admin (403), gave a reason of at least ``MIN_REASON``
    characters (400), that the trace exists and has a kept original (404), and that
    ``ASSAY_RAW_KEY`` decrypts it (409); each refusal is audited and raised as
    ``RawReadRefused``. A granted read is audited before the original is returned.
    """
    from cryptography.fernet import Fernet, InvalidToken

    reason = (reason or "").strip()
    audit = {"user": user, "trace_ref": trace_id or "", "reason": reason, "raw": None, "via": via}
    if not has_role(user, ADMIN):
        raise _refuse("only admins may read raw originals", 403, **audit)
    if len(reason) < MIN_REASON:
        raise _refuse(
            f"reason: say why you need the original (at least {MIN_REASON} characters)",
            400,
            **audit,
        )
    raw = RawOriginal.objects.filter(trace__trace_id=trace_id).first()
    if raw is None:
        known = Trace.objects.filter(trace_id=trace_id).exists()
        message = (
            f"no raw original is kept for trace {trace_id!r} (it was ingested without "
            "ASSAY_KEEP_RAW=1)"
            if known
            else f"no trace {trace_id!r}"
        )
        raise _refuse(message, 404, **audit)
    audit["raw"] = raw
    try:
        fernet = Fernet(settings.ASSAY_RAW_KEY)
        plain = fernet.decrypt(bytes(raw.ciphertext))
    except (ValueError, TypeError):
        raise _refuse("ASSAY_RAW_KEY is not a valid Fernet key", 409, **audit) from None
    except InvalidToken:
        raise _refuse(
            "ASSAY_RAW_KEY does not decrypt this original (the key was changed since it was "
            "stored)",
            409,
            **audit,
        ) from None
    _audit(outcome=RawAccess.Outcome.READ, **audit)
    return json.loads(plain)
