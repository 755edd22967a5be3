"""Demo labelling: users for each role, a labelling guide, and part of a set already labelled.

``seed_demo_labelling(eval_set)`` is called by ``make_demo`` after the demo eval set exists. It
is idempotent: users and rules are created once (passwords reset to the demo ones), and labels
are only added while the set has none. Labels go through the real services (reservation,
heartbeats, submission, settling), so minutes come from heartbeats and one double-labelled
item disagrees and waits for adjudication.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import timedelta

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from accounts import services as account_services
from accounts.roles import ADMIN, ANNOTATOR, LEAD
from curation.models import Chunk, EvalItem, EvalSet, Message
from curation.search.fulltext import corpus_search
from labelling import services
from labelling.labeldata import LabelData
from labelling.models import Assignment, GuideRule, Heartbeat, Label, QueueItem


@dataclass(frozen=True)
class DemoUser:
    username: str
    role: str

    @property
    def password(self) -> str:
        return f"demo-{self.username}"


DEMO_USERS = (
    DemoUser("annie", ANNOTATOR),
    DemoUser("bruno", ANNOTATOR),
    DemoUser("lena", LEAD),
    DemoUser("adam", ADMIN),
)

GUIDE = [
    (
        "LG-01",
        "Gold is a passage, never a document",
        "Choose the chunks that contain the answer (ids with #). A document id is refused: retrieval "
        "returns chunks, so document-level gold would make every system score zero on the item. If the "
        "answer spans two neighbouring chunks, choose both.",
    ),
    (
        "LG-02",
        "Ambiguous antecedents",
        'When the trigger ("the second one", "that", "it") could point to more than one earlier '
        "entity, resolve it to the one the user last asked about; if two readings stay plausible, label "
        "the more recent one and describe the other in the ambiguity note.",
    ),
    (
        "LG-03",
        "Passages that answer only part of the question",
        "A passage that answers part of the follow-up is gold when no passage answers it whole; choose "
        "every passage needed together. Say in a rubric 'should' criterion what the partial passages "
        "leave out.",
    ),
    (
        "LG-04",
        "When an item is unanswerable",
        "Mark unanswerable only after searching with at least two phrasings and checking the retrieved "
        "passages: no current passage states the answer. Write what you searched for. Do not mark "
        "unanswerable because the production answer was wrong.",
    ),
    (
        "LG-05",
        "Confirming or correcting the pattern",
        "Keep the detected pattern when the trigger does the referring. Correct it when the reference "
        "is carried by something else: a dropped noun (ellipsis), an ordinal over a list, a definite "
        'description ("the EU one").',
    ),
    (
        "LG-06",
        "Rubric criteria are checkable",
        "Each 'must' criterion names one fact a reader can check against the gold passages (a number, "
        "a region, a limit). No style criteria in 'must'; put tone and brevity under 'should'.",
    ),
]
LG03_V2 = (
    "A passage that answers part of the follow-up is gold when no passage answers it whole; choose "
    "every passage needed together, and no passage that only repeats context. If the parts disagree "
    "(an old and a new limit), only the current passage is gold. Say in a 'should' criterion what "
    "the partial passages leave out."
)

LABELLED_SHARE = 0.4  # of the set's items, labelled by the demo annotators
DOUBLED_WANTED = 3  # double-labelled items to label at least (the first one disagrees)


def _users() -> dict[str, object]:
    User = get_user_model()
    out = {}
    for demo in DEMO_USERS:
        user, _ = User.objects.get_or_create(username=demo.username)
        user.set_password(demo.password)
        user.is_staff = demo.role == ADMIN
        user.save()
        account_services.user_set_roles(user=user, roles=[demo.role])
        out[demo.username] = user
    return out


def _guide(lead) -> dict[str, GuideRule]:
    rules = {}
    for code, title, text in GUIDE:
        rule = GuideRule.objects.filter(code=code).first()
        if rule is None:
            rule = services.guide_rule_create(code=code, title=title, text=text, user=lead)
        rules[code] = rule
    return rules


def _answer_retrieval(item: EvalItem) -> list[tuple[str, str]]:
    """(chunk id, document title) of what production retrieved answering the follow-up, in
    rank order, current chunks only."""
    if item.message_id is None:
        return []
    follow = Message.objects.filter(pk=item.message_id).values_list("trace_id", "position").first()
    if follow is None:
        return []
    answer = (
        Message.objects.filter(
            trace_id=follow[0], position__gt=follow[1], role=Message.Role.ASSISTANT
        )
        .order_by("position")
        .first()
    )
    if answer is None:
        return []
    ids = list(dict.fromkeys(answer.retrieval.order_by("rank").values_list("chunk_id", flat=True)))
    titles = {
        c.chunk_id: c.version.document.title or c.version.document.doc_id
        for c in Chunk.objects.filter(chunk_id__in=ids, is_current=True).select_related(
            "version__document"
        )
    }
    return [(i, titles[i]) for i in ids if i in titles]


def _gold_for(item: EvalItem) -> list[tuple[str, str]]:
    """(chunk id, title) candidates for an item: what production retrieved, else a search."""
    found = _answer_retrieval(item)[:3]
    if len(found) < 2:
        last_user = next(
            (m.get("content", "") for m in reversed(item.prefix or []) if m.get("role") == "user"),
            "",
        )
        for hit in corpus_search(f"{last_user} {item.follow_up}")[:3]:
            if hit.chunk_id not in {f[0] for f in found}:
                found.append((hit.chunk_id, hit.title))
    return found


def _rewrite(item: EvalItem, gold: list[tuple[str, str]]) -> str:
    """The follow-up made standalone: the trigger replaced by what it refers to."""
    if not (item.trigger and gold) or item.trigger.lower() not in item.follow_up.lower():
        return ""
    at = item.follow_up.lower().index(item.trigger.lower())
    return item.follow_up[:at] + gold[0][1] + item.follow_up[at + len(item.trigger) :]


def _ground_truth(
    kind: str, item: EvalItem, gold: list[tuple[str, str]], rng: random.Random
) -> dict:
    trigger = item.trigger or "the reference"
    title = gold[0][1] if gold else "the documentation"
    if kind == "pass_fail":
        return {
            "kind": kind,
            "pass": f"Resolves “{trigger}” to the right entity and matches {title}",
            "verdict": ("pass" if rng.random() < 0.7 else "fail") if item.message_id else None,
        }
    if kind == "reference":
        return {
            "kind": kind,
            "answer": f"Per {title}: the answer for what “{trigger}” refers to, as stated there.",
        }
    return {
        "kind": kind,
        "must": [
            f"resolves “{trigger}” to what the user asked about before",
            f"states the fact given in {title}",
        ],
        "should": ["names the source document", "is no longer than three sentences"],
    }


def _beats(user, item: EvalItem, round_: int, minutes: float, start, rng: random.Random) -> None:
    """Heartbeats every 15 s for ``minutes`` of work, sometimes with a coffee break (not counted)."""
    beats = []
    at = start
    steps = max(2, int(minutes * 4) + 1)
    pause_at = rng.randrange(steps) if rng.random() < 0.4 else None
    for step in range(steps):
        beats.append(Heartbeat(item=item, annotator=user, round=round_, at=at))
        at += timedelta(seconds=15 if step != pause_at else rng.randint(180, 900))
    Heartbeat.objects.bulk_create(beats)


def _label(entry: QueueItem, user, data: LabelData, minutes: float, start, rng) -> Label:
    now = timezone.now()
    assignment = Assignment.objects.create(
        entry=entry,
        annotator=user,
        round=entry.round,
        assigned_at=start,
        expires_at=now + timedelta(minutes=30),
    )
    _beats(user, entry.item, entry.round, minutes, start, rng)
    return services.label_submit(assignment=assignment, user=user, data=data, version=None).label


def _minutes(rng: random.Random) -> float:
    # Right-skewed like real labelling: most cases take 2-6 minutes, a few much longer.
    return round(min(18.0, max(1.2, rng.lognormvariate(1.35, 0.45))), 2)


@transaction.atomic
def _first_label(item, gold, index: int, kind: str, rng: random.Random) -> LabelData:
    """Annie's label: the gold passages found, a rule now and then, a rewrite every third item."""
    rule = "LG-03" if index == 1 else rng.choice(["", "", "LG-01", "LG-02", "LG-03", "LG-05"])
    return LabelData(
        reference_type=item.pattern or "pronoun",
        gold=[g[0] for g in gold[:2]],
        unanswerable=not gold,
        unanswerable_reason=""
        if gold
        else "searched for the product and the feature; no current passage states it",
        gold_rewrite=_rewrite(item, gold) if index % 3 == 0 else "",
        ambiguity_note="two earlier entities fit the trigger; took the most recent (LG-02)"
        if rule == "LG-02"
        else "",
        rule_code="LG-04" if not gold else rule,
        ground_truth=_ground_truth(kind, item, gold, rng),
    )


def _second_label(data: LabelData, gold, *, disagree: bool) -> LabelData:
    """Bruno's label: the same, except the first time, when he reads the trigger differently
    (another pattern, and another passage) so one item waits for adjudication."""
    second = LabelData(**data.as_dict())
    if disagree:
        if len(gold) >= 2:
            second.gold = [gold[-1][0]]
        second.reference_type = (
            "definite_description" if data.reference_type != "definite_description" else "pronoun"
        )
        second.ambiguity_note = "the trigger could also mean the first option in the list"
        second.rule_code = "LG-02"
    return second


def seed_demo_labelling(eval_set: EvalSet, *, seed: int = 7) -> dict[str, str]:
    """Demo users, guide and labels for ``eval_set``; returns ``{username: password}``.

    Users: annotators annie and bruno, lead lena, admin adam (password ``demo-<name>``). The
    guide gets LG-01..LG-06 (LG-03 at version 2, with labels decided under version 1). About
    40% of the set is labelled: by annie, and by bruno too where the item is double-labelled
    (30% of items when the set had no plan); the first double-labelled item disagrees and waits
    for adjudication, the others agree and are final.
    """
    users = _users()
    annie, bruno, lena = users["annie"], users["bruno"], users["lena"]
    rules = _guide(lena)
    passwords = {d.username: d.password for d in DEMO_USERS}
    if Label.objects.filter(item__eval_set=eval_set).exists():
        return passwords
    if eval_set.labels_per_item == 1 and not eval_set.double_label_share:
        services.evalset_labelling_configure(
            eval_set=eval_set,
            labels_per_item=1,
            double_label_share=0.3,
            ground_truth_kind=eval_set.ground_truth_kind,
        )
    queue = services.queue_create(eval_set=eval_set, user=lena)
    entries = list(
        QueueItem.objects.filter(queue=queue).select_related("item").order_by("position")
    )
    rng = random.Random(seed)
    target = max(6, round(LABELLED_SHARE * len(entries)))
    kind = eval_set.ground_truth_kind
    clocks = {
        annie.pk: timezone.now() - timedelta(days=3),
        bruno.pk: timezone.now() - timedelta(days=3, hours=-2),
    }
    disagreement_made = False
    doubled = 0

    def work(entry, user, data):
        minutes = _minutes(rng)
        _label(entry, user, data, minutes, clocks[user.pk], rng)
        clocks[user.pk] += timedelta(minutes=minutes + 20 + rng.randint(1, 6))

    for index, entry in enumerate(entries):
        # Label the first ~40%, and go on past it for double-labelled items until three of
        # them (one disagreement, two agreements) show agreement and adjudication.
        if index >= target and (doubled >= DOUBLED_WANTED or entry.labels_needed < 2):
            continue
        item = entry.item
        gold = _gold_for(item)
        data = _first_label(item, gold, index, kind, rng)
        work(entry, annie, data)
        if entry.labels_needed >= 2:
            second = _second_label(data, gold, disagree=not disagreement_made)
            disagreement_made = True
            work(entry, bruno, second)
            doubled += 1
    lg03 = rules["LG-03"]
    if lg03.version == 1:
        services.guide_rule_update(
            rule=lg03,
            title=lg03.title,
            text=LG03_V2,
            user=lena,
            change_note="conflicting partial passages: only the current one is gold",
        )
    return passwords
