"""The case an annotator reads: the transcript, the follow-up and its trigger, what was retrieved
and which tools were called (a fixed number of queries whatever the size of the case)."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db.models import Prefetch

from curation.models import Chunk, EvalItem, Message, RetrievalResult, ToolCall


@dataclass
class Turn:
    role: str
    content: str
    retrieval: list = field(default_factory=list)
    tool_calls: list = field(default_factory=list)
    is_answer: bool = False  # the production answer to the follow-up


@dataclass
class Case:
    """What an annotator reads: the conversation before the follow-up, the follow-up with its
    trigger split out for highlighting, and the production answer to it (when recorded)."""

    prior: list[Turn]
    follow_up_parts: tuple[str, str, str]
    answer: list[Turn]
    item: EvalItem

    @property
    def retrieval_count(self) -> int:
        return sum(len(t.retrieval) for t in [*self.prior, *self.answer])


def follow_up_parts(
    text: str, start: int | None, end: int | None, trigger: str | None
) -> tuple[str, str, str]:
    """Split the follow-up into (before, trigger, after) for highlighting.

    Uses the stored offsets when they fit the text and the trigger; else the first
    case-insensitive occurrence of the trigger; else no highlight.
    """
    if start is not None and end is not None and 0 <= start < end <= len(text):
        if not trigger or text[start:end].lower() == trigger.lower():
            return text[:start], text[start:end], text[end:]
    if trigger:
        at = text.lower().find(trigger.lower())
        if at >= 0:
            return text[:at], text[at : at + len(trigger)], text[at + len(trigger) :]
    return text, "", ""


def case_for_item(item: EvalItem) -> Case:
    """The case of ``item``: three queries when it has a trace (messages, retrieval, tool calls),
    none when it is a snapshot only."""
    parts = follow_up_parts(item.follow_up, item.trigger_start, item.trigger_end, item.trigger)
    if item.trace_id is None or item.message_id is None:
        prior = [
            Turn(role=m.get("role", "user"), content=m.get("content", ""))
            for m in item.prefix or []
        ]
        return Case(prior=prior, follow_up_parts=parts, answer=[], item=item)
    messages = list(
        Message.objects.filter(trace_id=item.trace_id)
        .only("id", "position", "role", "content", "trace_id")
        .prefetch_related(
            Prefetch("retrieval", queryset=RetrievalResult.objects.order_by("rank")),
            Prefetch("tool_calls", queryset=ToolCall.objects.order_by("position")),
        )
        .order_by("position")
    )
    prior: list[Turn] = []
    answer: list[Turn] = []
    seen_follow_up = False
    for m in messages:
        turn = Turn(
            role=m.role,
            content=m.content,
            retrieval=list(m.retrieval.all()),
            tool_calls=list(m.tool_calls.all()),
        )
        if m.id == item.message_id:
            seen_follow_up = True
        elif not seen_follow_up:
            if m.role != Message.Role.SYSTEM:
                prior.append(turn)
        elif m.role == Message.Role.USER:
            break
        else:
            turn.is_answer = True
            answer.append(turn)
    return Case(prior=prior, follow_up_parts=parts, answer=answer, item=item)


def gold_chunks(ids: list[str]) -> list[dict]:
    """Chip data for gold ids, in order: id, title, version, and whether it is current."""
    if not ids:
        return []
    found = {
        c.chunk_id: c
        for c in Chunk.objects.filter(chunk_id__in=ids, is_current=True).select_related(
            "version__document"
        )
    }
    out = []
    for chunk_id in ids:
        c = found.get(chunk_id)
        out.append(
            {
                "chunk_id": chunk_id,
                "title": (c.version.document.title or c.version.document.doc_id) if c else "",
                "version": c.version.version if c else "",
                "text": c.text if c else "",
                "current": c is not None,
            }
        )
    return out
