"""Curation models, one module per topic."""

from __future__ import annotations

from .corpus import Chunk, Document, DocumentVersion
from .evalsets import EvalItem, EvalSet, FollowupCandidate, GroundTruthKind, Pattern
from .pii import RawAccess, RawOriginal
from .search import CorpusIndex, Embedding
from .traces import Message, RetrievalResult, ToolCall, Trace
from .vocabulary import ProtectedVocabulary, VocabularyEntry, VocabularyKind

__all__ = [
    "Chunk",
    "CorpusIndex",
    "Document",
    "DocumentVersion",
    "Embedding",
    "EvalItem",
    "EvalSet",
    "FollowupCandidate",
    "GroundTruthKind",
    "Pattern",
    "ProtectedVocabulary",
    "RawAccess",
    "RawOriginal",
    "Message",
    "RetrievalResult",
    "ToolCall",
    "Trace",
    "VocabularyEntry",
    "VocabularyKind",
]
