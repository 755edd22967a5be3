"""Outbound URLs: the only addresses a lead may make the workers call.

Every URL Assay calls on someone's behalf (the ``http`` contextualizer arm, the team's system
under test, a judge, an HTTP reranker) must start with one entry of ``ASSAY_SYSTEM_URLS``
(comma-separated URL prefixes). Matching is on the parsed URL, not the raw string, so
``http://127.0.0.1`` does not admit ``http://127.0.0.1.evil.example``: scheme and host must be
equal, the port must be equal when the entry names one, and the path must start with the
entry's path at a segment boundary. Credentials in a URL are refused outright.
"""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import urlsplit

from django.conf import settings

from .errors import AssayError


class OutboundRefused(AssayError):
    """A URL is not on the outbound allow list (or is not an http(s) URL at all)."""

    code = "outbound_refused"


def _default_port(scheme: str) -> int:
    return 443 if scheme == "https" else 80


def _matches(url, entry) -> bool:
    if url.scheme != entry.scheme or (url.hostname or "") != (entry.hostname or ""):
        return False
    if entry.port is not None and (url.port or _default_port(url.scheme)) != entry.port:
        return False
    prefix = entry.path.rstrip("/")
    path = url.path or "/"
    return not prefix or path == prefix or path.startswith(prefix + "/")


def check_outbound_url(
    url: str, *, field: str = "url", allowed: Sequence[str] | None = None
) -> str:
    """Return ``url`` unchanged when it is an http(s) URL under an allowed prefix.

    Raises :class:`OutboundRefused` naming ``field``, the URL and the configured prefixes.
    ``allowed`` defaults to ``settings.ASSAY_SYSTEM_URLS``.
    """
    prefixes = list(settings.ASSAY_SYSTEM_URLS if allowed is None else allowed)
    if not isinstance(url, str) or not url:
        raise OutboundRefused(f"{field}: a URL is required", fields={field: "required"})
    try:
        parsed = urlsplit(url)
        parsed.port  # noqa: B018 - raises ValueError on a port that is not a number
    except ValueError as exc:
        raise OutboundRefused(
            f"{field}: {url!r} is not a URL ({exc})", fields={field: "invalid"}
        ) from None
    if parsed.scheme not in ("http", "https") or not parsed.hostname:
        raise OutboundRefused(
            f"{field}: {url!r} is not an http(s) URL", fields={field: "not an http(s) URL"}
        )
    if parsed.username or parsed.password:
        raise OutboundRefused(
            f"{field}: credentials in the URL are not accepted", fields={field: "credentials"}
        )
    for entry in prefixes:
        try:
            if _matches(parsed, urlsplit(entry.strip())):
                return url
        except ValueError:
            continue
    shown = ", ".join(prefixes) if prefixes else "(none configured)"
    raise OutboundRefused(
        f"{field}: {url!r} is not on the outbound allow list ASSAY_SYSTEM_URLS ({shown}); "
        "ask an administrator to add its prefix",
        fields={field: "not allowed"},
    )
