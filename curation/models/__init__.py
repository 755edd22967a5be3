"""Curation models, one module per topic."""

from __future__ import annotations

from .corpus import Chunk, Document, DocumentVersion
from .evalsets import EvalItem, EvalSet, FollowupCandidate, GroundTruthKind, Pattern
from .jobs import Job
from .pii import RawAccess, RawOriginal
from .replay import Arm as Arm
from .replay import CorpusIndex as CorpusIndex
from .replay import Embedding as Embedding
from .replay import Run as Run
from .replay import RunItem as RunItem
from .staleness import StaleCheckRun as StaleCheckRun
from .staleness import StaleFlag as StaleFlag
from .staleness import StaleReason as StaleReason
from .traces import Message, RetrievalResult, ToolCall, Trace
from .versions import EvalSetVersion as EvalSetVersion
from .vocabulary import ProtectedVocabulary as ProtectedVocabulary
from .vocabulary import VocabularyEntry as VocabularyEntry
from .vocabulary import VocabularyKind as VocabularyKind

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
    "RawAccess",
    "RawOriginal",
    "Message",
    "RetrievalResult",
    "ToolCall",
    "Trace",
]
