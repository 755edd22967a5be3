"""Cassettes: the tool calls recorded in a case, served back; an unrecorded call fails loudly.

A *case* is an :class:`~curation.models.EvalItem` with a trace. Its cassette holds every tool
call the trace recorded up to and including the assistant turn that answered the follow-up
(the calls made while answering it, and earlier calls a replay may repeat). A call made during
replay is answered with the recorded response when its tool name and arguments equal a
recording (arguments compared as JSON values, so key order does not matter; missing arguments
count as ``{}``). When several recordings match, the latest one wins (the one closest to the
follow-up). A call with no matching recording, or matching one logged without a response,
raises :class:`UnrecordedToolCall` naming the call and listing what was recorded: never an
empty answer that would let a system pass down a path that never existed.

    from replay.cassette import Cassette
    cassette = Cassette(item)            # an EvalItem (or its primary key)
    cassette.call("get_orders", {"account_id": "acct_88421"})

Over HTTP: ``POST /api/cases/<eval item id>/tools/<name>`` with the arguments as the JSON body;
409 with the unmatched call and the recorded ones (see :mod:`replay.api`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from curation.errors import CurationError


@dataclass(frozen=True)
class Recording:
    """One recorded tool call: where it was (message and call position) and what it returned."""

    name: str
    args: Any
    response: Any
    has_response: bool
    message_position: int = 0
    call_position: int = 0

    def as_call(self) -> dict[str, Any]:
        return {"name": self.name, "args": _args(self.args), "has_response": self.has_response}


def _args(args: Any) -> Any:
    return {} if args is None else args


def _show(name: str, args: Any) -> str:
    return f"{name}({json.dumps(_args(args), sort_keys=True, ensure_ascii=False)})"


class UnrecordedToolCall(CurationError):
    """A replayed tool call that the case never recorded (or recorded without a response)."""

    status = 409
    code = "unrecorded_tool_call"

    def __init__(
        self, name: str, args: Any, recorded: Sequence[Recording], reason: str = ""
    ) -> None:
        self.call = {"name": name, "args": _args(args)}
        self.recorded = [r.as_call() for r in recorded]
        listing = "; ".join(_show(r.name, r.args) for r in recorded) or "nothing"
        why = reason or "no recording matches this call"
        super().__init__(f"unrecorded tool call {_show(name, args)}: {why}. Recorded: {listing}")

    def details(self) -> dict[str, Any]:
        return {"call": self.call, "recorded": self.recorded}


class ToolRecordings:
    """Matching over plain recordings (no ORM); :class:`Cassette` loads them from a case."""

    def __init__(self, recordings: Sequence[Recording]) -> None:
        self.recordings = list(recordings)

    def lookup(self, name: str, args: Any = None) -> Recording:
        """The latest recording of ``name`` with equal arguments; raises :class:`UnrecordedToolCall`."""
        wanted = _args(args)
        matches = [r for r in self.recordings if r.name == name and _args(r.args) == wanted]
        if not matches:
            raise UnrecordedToolCall(name, args, self.recordings)
        latest = matches[-1]
        if not latest.has_response:
            raise UnrecordedToolCall(
                name,
                args,
                self.recordings,
                reason="the call was recorded but its response was not logged",
            )
        return latest

    def call(self, name: str, args: Any = None) -> Any:
        """The recorded response to ``name(args)``; raises :class:`UnrecordedToolCall`."""
        return self.lookup(name, args).response

    def recorded_calls(self) -> list[dict[str, Any]]:
        return [r.as_call() for r in self.recordings]


class Cassette(ToolRecordings):
    """The recorded tool calls of a case (an EvalItem with a trace, or its primary key).

    An item without a trace has an empty cassette: every call raises.
    """

    def __init__(self, case: Any) -> None:
        from replay.selectors import case_recordings

        self.case = case
        super().__init__(case_recordings(case))
