"""Replay arms: how the retrieval query for an eval item is built from the conversation state.

Plain Python over plain data (:class:`ItemCase`); no ORM. Every arm either returns the query
(or, for ``frozen``, the recorded ranking) or says why the item cannot be replayed in that arm,
so the report can list those items instead of dropping them silently.

- ``followup_only``: the follow-up as the user typed it.
- ``concat_history``: the last ``turns`` messages of the prefix (roles in ``roles``, by default
  user and assistant) and the follow-up, oldest first, one per line.
- ``recorded_rewrite``: the standalone query the production contextualizer logged on the
  assistant message that answered the follow-up.
- ``gold_rewrite``: the hand-written standalone query (the ceiling of query construction).
- ``http``: POST ``{"history", "follow_up"}`` to a contextualizer, read ``{"query"}``; with
  ``repeats`` > 1 the most frequent answer is used and the disagreement rate recorded.
- ``frozen``: no query and no retrieval: the ranking recorded in the trace is scored as it was.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.outbound import OutboundRefused, check_outbound_url

ARMS = (
    "followup_only",
    "concat_history",
    "recorded_rewrite",
    "gold_rewrite",
    "http",
    "frozen",
)
DEFAULT_TURNS = 2
DEFAULT_ROLES = ("user", "assistant")
HTTP_TIMEOUT_S = 30.0
HTTP_MAX_REPEATS = 15


class ArmError(ValueError):
    """Bad arm parameters, or a contextualizer that answered something unusable."""


@dataclass(frozen=True)
class ItemCase:
    """What an arm may read about one eval item (a plain snapshot, no ORM).

    ``recorded_rewrite`` / ``recorded_ranking`` are ``None`` when the trace logged nothing (or
    the item has no trace); an empty recorded ranking is ``[]``.
    """

    item_id: str
    follow_up: str
    prefix: Sequence[Mapping[str, Any]] = ()
    gold: Sequence[str] = ()
    unanswerable: bool = False
    pattern: str = ""
    gold_rewrite: str | None = None
    has_trace: bool = False
    recorded_rewrite: str | None = None
    recorded_ranking: Sequence[str] | None = None


@dataclass(frozen=True)
class ArmQuery:
    """One arm's output for one item: a query, a frozen ranking, or a reason to skip."""

    query: str | None = None
    ranking: list[str] | None = None
    skipped: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def normalize_params(arm: str, params: Mapping[str, Any] | None) -> dict[str, Any]:
    """Validate ``params`` for ``arm`` and fill in defaults; the result goes into the run config.

    Raises :class:`ArmError` naming the parameter. Arms without parameters get ``{}`` (so two
    ``followup_only`` runs hash alike whatever extra options were passed).
    """
    if arm not in ARMS:
        raise ArmError(f"arm: unknown arm {arm!r}; choose one of {', '.join(ARMS)}")
    params = dict(params or {})
    if arm == "concat_history":
        turns = params.get("turns", DEFAULT_TURNS)
        if isinstance(turns, bool) or not isinstance(turns, int) or turns < 0:
            raise ArmError(f"turns: must be a whole number of 0 or more, got {turns!r}")
        roles = params.get("roles") or list(DEFAULT_ROLES)
        if isinstance(roles, str):
            roles = [r.strip() for r in roles.split(",") if r.strip()]
        unknown = [r for r in roles if r not in ("user", "assistant", "system", "tool")]
        if unknown or not roles:
            raise ArmError(f"roles: expected user and/or assistant, got {roles!r}")
        return {"turns": turns, "roles": sorted(set(roles))}
    if arm == "http":
        url = params.get("url") or ""
        if not isinstance(url, str) or not url.startswith(("http://", "https://")):
            raise ArmError(
                f"url: the http arm needs the contextualizer's http(s) URL, got {url!r} "
                "(set ASSAY_CONTEXTUALIZER_URL or pass --url)"
            )
        repeats = params.get("repeats", 1)
        if (
            isinstance(repeats, bool)
            or not isinstance(repeats, int)
            or not (1 <= repeats <= HTTP_MAX_REPEATS)
        ):
            raise ArmError(f"repeats: must be 1 to {HTTP_MAX_REPEATS}, got {repeats!r}")
        return {"url": url, "repeats": repeats}
    return {}


def concat_history_query(
    prefix: Sequence[Mapping[str, Any]],
    follow_up: str,
    turns: int = DEFAULT_TURNS,
    roles: Sequence[str] = DEFAULT_ROLES,
) -> str:
    """The last ``turns`` messages of ``prefix`` whose role is in ``roles``, then the follow-up,
    oldest first, joined by newlines (``turns=0`` gives the follow-up alone)."""
    kept = [
        str(m.get("content") or "").strip()
        for m in prefix
        if m.get("role") in roles and str(m.get("content") or "").strip()
    ]
    recent = kept[-turns:] if turns else []
    return "\n".join([*recent, follow_up.strip()])


def build_query(arm: str, case: ItemCase, params: Mapping[str, Any]) -> ArmQuery:
    """The query (or frozen ranking, or skip reason) of ``arm`` for ``case``.

    ``params`` come from :func:`normalize_params`. The ``http`` arm is not handled here (it
    needs the network): use :func:`contextualize`.
    """
    if arm == "followup_only":
        return ArmQuery(query=case.follow_up)
    if arm == "concat_history":
        return ArmQuery(
            query=concat_history_query(
                case.prefix,
                case.follow_up,
                params.get("turns", DEFAULT_TURNS),
                params.get("roles", DEFAULT_ROLES),
            )
        )
    if arm == "recorded_rewrite":
        if not case.has_trace:
            return ArmQuery(skipped="no trace: the item was imported without a recorded rewrite")
        if case.recorded_rewrite is None:
            return ArmQuery(skipped="no recorded rewrite on the turn answering the follow-up")
        if not case.recorded_rewrite.strip():
            return ArmQuery(skipped="the recorded rewrite is empty")
        return ArmQuery(query=case.recorded_rewrite)
    if arm == "gold_rewrite":
        if not (case.gold_rewrite or "").strip():
            return ArmQuery(skipped="no gold rewrite written for this item")
        return ArmQuery(query=case.gold_rewrite)
    if arm == "frozen":
        if not case.has_trace:
            return ArmQuery(skipped="no trace: no retrieval was recorded for this item")
        if case.recorded_ranking is None:
            return ArmQuery(
                skipped="the trace recorded no retrieval for the turn answering the follow-up"
            )
        ranking = list(dict.fromkeys(case.recorded_ranking))
        extra = {"duplicates_dropped": len(case.recorded_ranking) - len(ranking)}
        return ArmQuery(
            query=case.recorded_rewrite,
            ranking=ranking,
            extra=extra if extra["duplicates_dropped"] else {},
        )
    if arm == "http":
        raise ArmError("the http arm is computed by contextualize(), not build_query()")
    raise ArmError(f"arm: unknown arm {arm!r}")


def majority(queries: Sequence[str]) -> tuple[str, float]:
    """The most frequent query and the disagreement rate ``1 - count(majority) / n``.

    Ties go to the answer seen first, so the verdict is deterministic given the answers.
    """
    if not queries:
        raise ArmError("majority: no answers")
    counts = Counter(queries)
    best = max(counts.values())
    verdict = next(q for q in queries if counts[q] == best)
    return verdict, 1.0 - best / len(queries)


Poster = Callable[[str, dict[str, Any], float], Any]


class _CheckedRedirects(urllib.request.HTTPRedirectHandler):
    """Follow a redirect only to a URL that is itself on the outbound allow list: an allowed
    server must not be able to send the workers on to an internal address."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        check_outbound_url(newurl, field="redirect")
        return super().redirect_request(req, fp, code, msg, headers, newurl)


_OPENER = urllib.request.build_opener(_CheckedRedirects)


def post_json(url: str, payload: dict[str, Any], timeout: float = HTTP_TIMEOUT_S) -> Any:
    """POST ``payload`` as JSON and return the decoded JSON answer; ``ArmError`` on failure.

    ``url`` and every redirect are checked against ASSAY_SYSTEM_URLS here, where the call is
    made (a worker, perhaps long after the run was created and checked)."""
    try:
        check_outbound_url(url, field="url")
    except OutboundRefused as exc:
        raise ArmError(str(exc)) from None
    body = json.dumps(payload).encode("utf-8")
    request = urllib.request.Request(
        url,
        data=body,
        method="POST",
        headers={"Content-Type": "application/json", "Accept": "application/json"},
    )
    try:
        with _OPENER.open(request, timeout=timeout) as response:
            raw = response.read()
    except OutboundRefused as exc:
        raise ArmError(str(exc)) from None
    except urllib.error.HTTPError as exc:
        raise ArmError(f"contextualizer answered HTTP {exc.code} {exc.reason}") from exc
    except (urllib.error.URLError, TimeoutError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise ArmError(f"contextualizer unreachable at {url}: {reason}") from exc
    try:
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ArmError(f"contextualizer answered invalid JSON: {exc.msg}") from exc


def contextualize(
    url: str,
    history: Sequence[Mapping[str, Any]],
    follow_up: str,
    *,
    repeats: int = 1,
    timeout: float = HTTP_TIMEOUT_S,
    post: Poster = post_json,
) -> ArmQuery:
    """Ask the contextualizer at ``url`` ``repeats`` times; majority verdict and disagreement.

    The request body is ``{"history": [{"role", "content"}...], "follow_up": str}``; the answer
    must be an object with a string ``"query"``. The returned ``extra`` holds every answer
    (``queries``) and ``disagreement`` (0.0 when all repeats agree). Raises :class:`ArmError`
    on a transport failure or a malformed answer.
    """
    payload = {
        "history": [{"role": m.get("role"), "content": m.get("content")} for m in history],
        "follow_up": follow_up,
    }
    answers: list[str] = []
    for _ in range(repeats):
        answer = post(url, payload, timeout)
        if not isinstance(answer, dict) or not isinstance(answer.get("query"), str):
            raise ArmError(
                f"contextualizer answer must be an object with a string 'query', got "
                f"{json.dumps(answer)[:200]}"
            )
        answers.append(answer["query"])
    verdict, disagreement = majority(answers)
    return ArmQuery(query=verdict, extra={"queries": answers, "disagreement": disagreement})
