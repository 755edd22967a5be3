"""Pseudonymization at ingest: every text field of a trace through one per-case Pseudonymizer.

A trace is one case: its messages, logged rewrites, retrieved texts and tool-call args and
responses share one surrogate table, so an id in a tool call, its response and a retrieved
document maps to the same surrogate everywhere and a replay that looks it up still finds its
recording. When ASSAY_KEEP_RAW is on, the trace as received is encrypted (Fernet, key from
ASSAY_RAW_KEY) and stored apart; reading it back is admin-only and audited.
"""

from __future__ import annotations

import dataclasses
import json
from functools import lru_cache

from django.conf import settings
from django.db import transaction

from ..errors import CurationError
from ..models import EvalItem, Message, RawOriginal, RetrievalResult, ToolCall, Trace
from ..pii.analyzer import get_analyzer
from ..pii.config import config_from_settings
from ..pii.pseudonymizer import Pseudonymizer
from ..tracefmt import MessageRecord, RetrievalRecord, ToolCallRecord, TraceRecord
from .raw_access import raw_original_read as read
from .vocabulary import corpus_chunk_texts, protection_current


@lru_cache(maxsize=4)
def _config(model: str, patterns: tuple[str, ...]):
    return config_from_settings(settings)


def pii_config():
    return _config(settings.ASSAY_SPACY_MODEL, tuple(settings.ASSAY_ID_PATTERNS))


def _fernet():
    from cryptography.fernet import Fernet, InvalidToken  # noqa: F401

    try:
        return Fernet(settings.ASSAY_RAW_KEY)
    except (ValueError, TypeError):
        raise CurationError("ASSAY_RAW_KEY is not a valid Fernet key") from None


def _record_json(record: TraceRecord) -> bytes:
    data = dataclasses.asdict(record)
    data.pop("raw_ciphertext", None)
    if record.captured_at is not None:
        data["captured_at"] = record.captured_at.isoformat()
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def environment_plain_keys() -> frozenset[str]:
    """Top-level environment keys stored as given (``ASSAY_ENVIRONMENT_PLAIN_KEYS``)."""
    return frozenset(settings.ASSAY_ENVIRONMENT_PLAIN_KEYS)


def environment_private(environment: dict | None) -> dict:
    """The part of ``environment`` that goes through the pseudonymizer."""
    plain = environment_plain_keys()
    return {k: v for k, v in (environment or {}).items() if k not in plain}


def environment_merge(environment: dict | None, private: dict) -> dict | None:
    """``environment`` with its private values replaced by ``private``, key order kept."""
    if environment is None:
        return None
    return {k: private.get(k, v) for k, v in environment.items()}


def pseudonymize_record(
    record: TraceRecord, pseudonymizer: Pseudonymizer, verbatim: frozenset[str] = frozenset()
) -> TraceRecord:
    """A copy of ``record`` with every text field replaced through ``pseudonymizer``: messages,
    rewrites, retrieved texts, tool calls, and the environment values outside
    ``ASSAY_ENVIRONMENT_PLAIN_KEYS`` (walked as JSON, so their keys hint at what they hold).

    A retrieved text in ``verbatim`` (equal to a non-personal corpus chunk) is kept as it is."""
    messages = record.messages
    payload = [
        [m.content for m in messages],
        [m.rewrite_query for m in messages],
        [[None if r.text in verbatim else r.text for r in m.retrieval] for m in messages],
        [[{"args": t.args, "response": t.response} for t in m.tool_calls] for m in messages],
        environment_private(record.environment),
    ]
    contents, rewrites, retrieved, tools, private = pseudonymizer.pseudonymize_json(payload)
    new_messages = []
    for m, content, rewrite, texts, calls in zip(
        messages, contents, rewrites, retrieved, tools, strict=True
    ):
        new_messages.append(
            dataclasses.replace(
                m,
                content=content,
                rewrite_query=rewrite,
                retrieval=[
                    dataclasses.replace(r, text=r.text if r.text in verbatim else t)
                    for r, t in zip(m.retrieval, texts, strict=True)
                ],
                tool_calls=[
                    dataclasses.replace(t, args=c["args"], response=c["response"])
                    for t, c in zip(m.tool_calls, calls, strict=True)
                ],
            )
        )
    return dataclasses.replace(
        record, messages=new_messages, environment=environment_merge(record.environment, private)
    )


class CachingAnalyzer:
    """Detections by text, shared across the cases of an ingest batch.

    Detection depends only on the text, and production traces repeat texts heavily (the same
    retrieved chunk, the same assistant boilerplate), so each distinct text is analyzed once,
    in one large batch up front; surrogate assignment stays per case. Bounded by ``max_texts``
    (detections are small: a few tuples per text).
    """

    def __init__(self, analyzer, max_texts: int = 50_000) -> None:
        self.inner = analyzer
        self.config = analyzer.config
        self.max_texts = max_texts
        self._cache: dict[str, list] = {}

    def warm(self, texts) -> None:
        todo = list(dict.fromkeys(t for t in texts if t and t not in self._cache))
        if len(self._cache) + len(todo) > self.max_texts:
            self._cache.clear()
        for text, found in zip(todo, self.inner.analyze_batch(todo), strict=True):
            self._cache[text] = found

    def analyze_batch(self, texts: list[str]) -> list[list]:
        self.warm(texts)
        return [self._cache.get(t, []) if t else [] for t in texts]

    def analyze(self, text: str) -> list:
        return self.analyze_batch([text])[0]


def _texts(record: TraceRecord):
    for m in record.messages:
        yield m.content
        if m.rewrite_query:
            yield m.rewrite_query
        for r in m.retrieval:
            if r.text:
                yield r.text
        for t in m.tool_calls:
            yield from _json_strings(t.args)
            yield from _json_strings(t.response)
    yield from _json_strings(environment_private(record.environment))


def _json_strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _json_strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _json_strings(v)


def pseudonymize_trace_records(records: list[TraceRecord]) -> list[TraceRecord]:
    """The ingest transform: pseudonymize each trace as one case (and encrypt the original
    when ASSAY_KEEP_RAW is on). Distinct texts of the whole batch are analyzed together."""
    config = pii_config()
    protection = protection_current()
    verbatim = corpus_chunk_texts(
        r.text for record in records for m in record.messages for r in m.retrieval if r.text
    )
    analyzer = CachingAnalyzer(get_analyzer(config))
    analyzer.warm(t for record in records for t in _texts(record) if t not in verbatim)
    fernet = _fernet() if settings.ASSAY_KEEP_RAW else None
    out = []
    for record in records:
        public = [r.text for m in record.messages for r in m.retrieval if r.text in verbatim]
        public = public if settings.ASSAY_PII_RETRIEVED_PROTECT else []
        pseudonymizer = Pseudonymizer(
            settings.ASSAY_PSEUDONYM_KEY,
            analyzer=analyzer,
            config=config,
            # the words of the public chunks this trace retrieved are what it talks about
            protection=protection.for_case(public) if public else protection,
        )
        pseudo = pseudonymize_record(record, pseudonymizer, verbatim)
        if fernet is not None:
            pseudo.raw_ciphertext = fernet.encrypt(_record_json(record))
        out.append(pseudo)
    return out


def raw_original_read(*, trace: Trace, user, reason: str = "") -> dict:
    """Decrypt a trace's kept original for an admin; audited (see ``raw_access``)."""
    return read(trace_id=trace.trace_id, user=user, reason=reason)


def _record_from_db(trace: Trace) -> TraceRecord:

    messages = []
    for m in trace.messages.order_by("position").prefetch_related("retrieval", "tool_calls"):
        messages.append(
            MessageRecord(
                position=m.position,
                role=m.role,
                content=m.content,
                user_turn=m.user_turn,
                rewrite_query=m.rewrite_query,
                rewrite_dropped=m.rewrite_dropped,
                retrieval=[
                    RetrievalRecord(r.rank, r.doc_id, r.chunk_id, r.doc_version, r.score, r.text)
                    for r in m.retrieval.all()
                ],
                tool_calls=[
                    ToolCallRecord(t.position, t.name, t.args, t.response, t.has_response)
                    for t in m.tool_calls.all()
                ],
            )
        )
    return TraceRecord(
        trace.trace_id,
        trace.source,
        trace.captured_at,
        trace.prompt_version,
        trace.model,
        trace.environment,
        messages,
        trace.content_hash,
    )


@transaction.atomic
def trace_repseudonymize(*, trace: Trace) -> None:
    """Pseudonymize a trace stored in plain text (ingested before pseudonymization existed),
    in place: messages, rewrites, retrieved texts, tool calls, environment, and the eval items
    and follow-up snapshots taken from it."""
    record = _record_from_db(trace)
    [pseudo] = pseudonymize_trace_records([record])
    by_pos = {m.position: m for m in pseudo.messages}
    for msg in trace.messages.all():
        new = by_pos[msg.position]
        Message.objects.filter(pk=msg.pk).update(
            content=new.content, rewrite_query=new.rewrite_query
        )
        for r in new.retrieval:
            RetrievalResult.objects.filter(message=msg, rank=r.rank).update(text=r.text)
        for t in new.tool_calls:
            ToolCall.objects.filter(message=msg, position=t.position).update(
                args=t.args, response=t.response
            )
    if pseudo.raw_ciphertext is not None:
        RawOriginal.objects.update_or_create(
            trace=trace, defaults={"ciphertext": pseudo.raw_ciphertext}
        )
    contents = [m.content for m in sorted(pseudo.messages, key=lambda m: m.position)]
    roles = [m.role for m in sorted(pseudo.messages, key=lambda m: m.position)]
    positions = {m.pk: m.position for m in trace.messages.all()}
    for item in EvalItem.objects.filter(trace=trace).exclude(message=None):
        cut = positions[item.message_id]
        item.prefix = [
            {"role": r, "content": c} for r, c in zip(roles[:cut], contents[:cut], strict=True)
        ]
        item.follow_up = contents[cut]
        item.pseudonymized = True
        item.save(update_fields=["prefix", "follow_up", "pseudonymized"])
    Trace.objects.filter(pk=trace.pk).update(
        pseudonymized=True, environment=pseudo.environment, environment_raw=False
    )
