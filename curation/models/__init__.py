"""Curation models, one module per topic."""

from __future__ import annotations

from .corpus import Chunk, Document, DocumentVersion
from .evalsets import EvalItem, EvalSet, FollowupCandidate, GroundTruthKind, Pattern
from .jobs import Job
from .traces import Message, RetrievalResult, ToolCall, Trace

__all__ = [
    "Chunk",
    "Document",
    "DocumentVersion",
    "EvalItem",
    "EvalSet",
    "FollowupCandidate",
    "GroundTruthKind",
    "Pattern",
    "Job",
    "Message",
    "RetrievalResult",
    "ToolCall",
    "Trace",
]
