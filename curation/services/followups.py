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
from ..followups.sampler import CandidateRow, normalize_text, sample_by_pattern
from ..models import EvalItem, EvalSet, FollowupCandidate, Message, Trace

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


def conversation_template(first_user_turn: str) -> str:
    """The key that groups conversations built from one template: the first user turn,
    normalized, with digits masked (ids and amounts differ between instances of a template)."""
    return "".join("0" if ch.isdigit() else ch for ch in normalize_text(first_user_turn))


def _candidate_rows(source: str | None) -> list:

    cands = FollowupCandidate.objects.filter(candidate=True)
    if source:
        cands = cands.filter(trace__source=source)
    in_sets = set(EvalItem.objects.exclude(message=None).values_list("message_id", flat=True))
    firsts = dict(
        Message.objects.filter(user_turn=0, trace__in=cands.values("trace_id")).values_list(
            "trace_id", "content"
        )
    )
    return [
        CandidateRow(
            id=mid,
            pattern=pattern,
            template=conversation_template(firsts.get(tid, "")),
            text=content,
            in_other_set=mid in in_sets,
            antecedent_distance=dist,
        )
        for mid, tid, pattern, dist, content in cands.values_list(
            "message_id", "trace_id", "pattern", "antecedent_distance", "message__content"
        ).order_by("message_id")
    ]


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
):
    """Fill each pattern's quota from mined candidates into a new draft eval set.

    Returns ``(eval_set, sample_result)``. Shortfalls are reported in the result (and stored on
    the set), never filled from other patterns. Raises ``CurationError`` for an existing set
    name, an unknown pattern or a negative quota, or when nothing has been mined yet.
    """
    if EvalSet.objects.filter(name=name).exists():
        raise CurationError(f"set {name!r} already exists; choose another name")
    if not FollowupCandidate.objects.exists():
        raise CurationError("no follow-up candidates yet: run mine_followups first")
    try:
        result = sample_by_pattern(_candidate_rows(source), quotas, seed, allow_reuse=allow_reuse)
    except ValueError as exc:
        raise CurationError(str(exc)) from None
    eval_set = EvalSet.objects.create(
        name=name,
        description=description,
        created_by=user if user and user.is_authenticated else None,
        sampling={
            "quotas": quotas,
            "seed": seed,
            "source": source,
            "allow_reuse": allow_reuse,
            "shortfalls": {
                s.pattern: {"quota": s.quota, "available": s.available, "picked": s.picked}
                for s in result.shortfalls
            },
        },
    )
    # Round-robin across patterns, so a queue worked from the top (or a demo that labels the
    # first items) covers every stratum rather than exhausting one pattern first.
    columns = [result.picked.get(pattern, []) for pattern in quotas]
    picked = [
        col[i] for i in range(max(map(len, columns), default=0)) for col in columns if i < len(col)
    ]
    cands = {
        c.message_id: c
        for c in FollowupCandidate.objects.filter(message_id__in=picked).select_related(
            "message", "trace"
        )
    }
    histories: dict[int, list[dict]] = {}
    for tid, role, content, mid in (
        Message.objects.filter(trace_id__in={c.trace_id for c in cands.values()})
        .order_by("trace_id", "position")
        .values_list("trace_id", "role", "content", "id")
    ):
        histories.setdefault(tid, []).append({"id": mid, "role": role, "content": content})
    items = []
    for position, mid in enumerate(picked):
        c = cands[mid]
        history = histories[c.trace_id]
        cut = next(i for i, m in enumerate(history) if m["id"] == mid)
        items.append(
            EvalItem(
                eval_set=eval_set,
                position=position,
                trace_id=c.trace_id,
                message_id=mid,
                source=c.trace.source,
                prefix=[{"role": m["role"], "content": m["content"]} for m in history[:cut]],
                follow_up=c.message.content,
                pattern=c.pattern,
                trigger=c.trigger,
                trigger_start=c.trigger_start,
                trigger_end=c.trigger_end,
                antecedent_distance=c.antecedent_distance,
                pseudonymized=c.trace.pseudonymized,
            )
        )
    EvalItem.objects.bulk_create(items)
    return eval_set, result
