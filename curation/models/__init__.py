"""Curation models, one module per topic."""

from __future__ import annotations

from .corpus import Chunk, Document, DocumentVersion
from .jobs import Job
from .traces import Message, RetrievalResult, ToolCall, Trace

__all__ = [
    "Chunk",
    "Document",
    "DocumentVersion",
    "Job",
    "Message",
    "RetrievalResult",
    "ToolCall",
    "Trace",
]
