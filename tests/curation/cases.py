"""One builder for the case every app's tests need: a recorded conversation whose last user
turn is the follow-up, and the eval item taken from it.

Labelling, staleness, budgets and exports tests used to build the same four-turn trace each in
their own way; they now say only what differs (the wording, what the answer retrieved, which
tools it called).
"""

from __future__ import annotations

import itertools

from django.utils import timezone

from curation.models import EvalItem, EvalSet, Message, RetrievalResult, ToolCall, Trace

_seq = itertools.count(1)


def case_trace(
    *,
    turns: tuple[str, str, str, str],
    retrieval: list[dict] = (),
    tools: list[dict] = (),
    first_retrieval: list[dict] = (),
    first_tools: list[dict] = (),
    trace: Trace | None = None,
    **trace_fields,
) -> tuple[Trace, Message]:
    """A trace of ``turns`` (user, assistant, follow-up, answer), or those turns added to
    ``trace``. ``retrieval`` and ``tools`` are what the answer recorded (RetrievalResult /
    ToolCall fields; rank and position are filled in order), ``first_*`` what the first answer
    recorded. Returns the trace and the follow-up message."""
    if trace is None:
        n = next(_seq)
        trace = Trace.objects.create(
            **{
                "trace_id": f"trc_case_{n}",
                "source": "support",
                "captured_at": timezone.now(),
                "content_hash": f"{n:064d}",
                "pseudonymized": True,
                **trace_fields,
            }
        )
    user, first, follow_up, answer = turns
    Message.objects.create(trace=trace, position=0, role="user", user_turn=0, content=user)
    first_answer = Message.objects.create(trace=trace, position=1, role="assistant", content=first)
    follow = Message.objects.create(
        trace=trace, position=2, role="user", user_turn=1, content=follow_up
    )
    last = Message.objects.create(trace=trace, position=3, role="assistant", content=answer)
    for message, results, calls in (
        (first_answer, first_retrieval, first_tools),
        (last, retrieval, tools),
    ):
        RetrievalResult.objects.bulk_create(
            [RetrievalResult(message=message, rank=r, **row) for r, row in enumerate(results, 1)]
        )
        ToolCall.objects.bulk_create(
            [ToolCall(message=message, position=p, **call) for p, call in enumerate(calls)]
        )
    return trace, follow


def case_item(
    eval_set: EvalSet,
    position: int,
    *,
    trace: Trace | None,
    follow: Message | None,
    turns: tuple[str, str, str, str],
    trigger: str = "the second one",
    **item_fields,
) -> EvalItem:
    """The eval item of a case: the first two turns as prefix, the follow-up and its trigger."""
    user, first, follow_up, _answer = turns
    start = follow_up.find(trigger)
    return EvalItem.objects.create(
        eval_set=eval_set,
        position=position,
        trace=trace,
        message=follow,
        prefix=[{"role": "user", "content": user}, {"role": "assistant", "content": first}],
        follow_up=follow_up,
        trigger=trigger,
        **{
            "pattern": "ordinal",
            **({"trigger_start": start, "trigger_end": start + len(trigger)} if start >= 0 else {}),
            **item_fields,
        },
    )
