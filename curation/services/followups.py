"""Follow-up mining and sampling: the detector and the sampler, fed from stored traces.

Mining runs the detector over every non-first user turn (first turns are never candidates) and
stores one FollowupCandidate per turn, candidates and non-candidates alike, so the partition
report can close at 100%. It is idempotent: a turn already mined by the same detector version
is skipped; one mined by an older version is re-classified.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.db import transaction

from .. import followups as followups_package
from ..errors import CurationError
from ..followups.detector import get_detector
from ..models import EvalSet, FollowupCandidate, Message, Trace
from .sampling import (
    NO_FILTERS,
    SampleFilters,
    conversation_template,  # noqa: F401 (imported from here by older callers)
    evalset_items,
    round_robin,
    sample_draw,
    shortfall_dict,
)

# Traces read per round trip while mining: ~10 messages each, so a few MB of text at most.
TRACES_PER_BATCH = 500


def detector_version(model: str | None = None) -> str:
    """Identifies the rules and model that produced a verdict; changes when either changes.

    Every source file of the detector package is hashed (name and bytes, in name order), so a
    rule moved between modules or edited anywhere in the package gives a new version.
    """
    digest = hashlib.sha256()
    package = Path(followups_package.__file__).parent
    for path in sorted(package.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    digest.update((model or settings.ASSAY_SPACY_MODEL).encode())
    return digest.hexdigest()[:16]


@dataclass
class MineReport:
    turns: int = 0
    mined: int = 0
    skipped: int = 0

    def as_dict(self) -> dict:
        return {"turns": self.turns, "mined": self.mined, "skipped": self.skipped}


def _turns(traces) -> Iterator[tuple[Trace, Message, list[dict]]]:
    messages = (
        Message.objects.filter(trace__in=traces)
        .order_by("trace_id", "position")
        .values_list("id", "trace_id", "role", "content", "user_turn")
    )
    current = None
    history: list[dict] = []
    for mid, tid, role, content, user_turn in messages:
        if tid != current:
            current, history = tid, []
        if role == "user" and user_turn:
            yield tid, mid, list(history), content
        history.append({"role": role, "content": content})


def followups_mine(
    *, source: str | None = None, on_progress: Callable[[int], None] | None = None
) -> MineReport:
    """Classify every non-first user turn not yet mined by the current detector version."""
    version = detector_version()
    detector = get_detector(settings.ASSAY_SPACY_MODEL)
    traces = Trace.objects.order_by("id")
    if source:
        traces = traces.filter(source=source)
    trace_ids = list(traces.values_list("id", flat=True))
    report = MineReport()
    for start in range(0, len(trace_ids), TRACES_PER_BATCH):
        batch_ids = trace_ids[start : start + TRACES_PER_BATCH]
        turns = list(_turns(batch_ids))
        report.turns += len(turns)
        done = set(
            FollowupCandidate.objects.filter(
                message_id__in=[t[1] for t in turns], detector_version=version
            ).values_list("message_id", flat=True)
        )
        todo = [t for t in turns if t[1] not in done]
        report.skipped += len(turns) - len(todo)
        results = detector.classify_many((h, u) for _, _, h, u in todo)
        rows = [
            FollowupCandidate(
                message_id=mid,
                trace_id=tid,
                candidate=r.candidate,
                pattern=r.pattern,
                trigger=r.trigger,
                trigger_start=r.trigger_start,
                trigger_end=r.trigger_end,
                antecedent_distance=r.antecedent_distance,
                detector_version=version,
            )
            for (tid, mid, _, _), r in zip(todo, results, strict=True)
        ]
        with transaction.atomic():
            FollowupCandidate.objects.filter(message_id__in=[t[1] for t in todo]).delete()
            FollowupCandidate.objects.bulk_create(rows)
        report.mined += len(rows)
        if on_progress:
            on_progress(min(start + TRACES_PER_BATCH, len(trace_ids)))
    return report


@transaction.atomic
def evalset_sample(
    *,
    name: str,
    quotas: dict[str, int],
    seed: int,
    source: str | None = None,
    allow_reuse: bool = False,
    user=None,
    description: str = "",
    filters: SampleFilters = NO_FILTERS,
):
    """Fill each quota from mined turns into a new draft eval set.

    ``quotas`` maps a pattern (or ``standalone``, the control slice of turns with no pattern) to
    a count; ``filters`` narrow the turns drawn from (see :mod:`curation.services.sampling`).
    Returns ``(eval_set, sample_result)``. Shortfalls are reported in the result (and stored on
    the set), never filled from other patterns. Raises ``CurationError`` for an existing set
    name, an unknown pattern or a negative quota, or when nothing has been mined yet.
    """
    if EvalSet.objects.filter(name=name).exists():
        raise CurationError(f"set {name!r} already exists; choose another name")
    result = sample_draw(
        quotas=quotas, seed=seed, source=source, allow_reuse=allow_reuse, filters=filters
    )
    eval_set = EvalSet.objects.create(
        name=name,
        description=description,
        created_by=user if user and user.is_authenticated else None,
        sampling={
            "quotas": quotas,
            "seed": seed,
            "source": source,
            "allow_reuse": allow_reuse,
            "filters": filters.as_dict(),
            "shortfalls": shortfall_dict(result),
        },
    )
    evalset_items(eval_set, round_robin(result, quotas))
    return eval_set, result
