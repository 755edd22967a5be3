"""The web benchmark's data: a corpus, a set whose cases each carry 20 retrieval results and 10
tool calls, a queue, a guide and one annotator per client. Import it after ``django.setup()``."""

from __future__ import annotations

import sys

from django.contrib.auth.hashers import make_password
from django.contrib.auth.models import Group, User
from django.utils import timezone
from tqdm import tqdm

from curation.models import (
    Chunk,
    Document,
    DocumentVersion,
    EvalItem,
    EvalSet,
    Message,
    RetrievalResult,
    ToolCall,
    Trace,
)
from labelling import services

RETRIEVAL_PER_CASE = 20
TOOLS_PER_CASE = 10
DOCS = 300
CHUNKS_PER_DOC = 5
CASES_PER_BATCH = 250  # traces per round trip: ~7,500 retrieval rows, a few MB in memory
WORDS = (
    "region key rotation uptime SLA replica storage limit credit incident backup snapshot "
    "latency throughput quota invoice discount encryption audit retention failover"
).split()
FIRST_TURN = "Which regions support customer-managed keys?"
FIRST_ANSWER = "Frankfurt and Dublin both do."
FOLLOW_UP = "What's the uptime SLA on the second one?"
TRIGGER = "the second one"


def seed(*, items: int, clients: int) -> tuple[int, list[str]]:
    """Create the corpus, set, queue, guide and users; return the queue id and usernames."""
    chunk_ids = _seed_corpus()
    eval_set = EvalSet.objects.create(
        name="bench-web", ground_truth_kind="rubric", labels_per_item=1
    )
    for start in tqdm(
        range(0, items, CASES_PER_BATCH), desc="seeding cases", disable=not sys.stderr.isatty()
    ):
        _seed_cases(eval_set, chunk_ids, start, min(CASES_PER_BATCH, items - start))
    queue = services.queue_create(eval_set=eval_set)
    for code in range(1, 7):
        services.guide_rule_create(
            code=f"LG-0{code}", title=f"Rule {code}", text="Bench rule text. " * 10
        )
    return queue.pk, _seed_annotators(clients)


def _seed_corpus() -> list[str]:
    """DOCS documents of CHUNKS_PER_DOC current chunks each; their chunk ids."""
    docs = Document.objects.bulk_create(
        [Document(doc_id=f"docs/bench/{d:04d}", title=f"Bench document {d}") for d in range(DOCS)]
    )
    versions = DocumentVersion.objects.bulk_create(
        [DocumentVersion(document=d, version="v1", content_hash="0" * 64, text="") for d in docs]
    )
    for d, v in zip(docs, versions, strict=True):
        d.current_version = v
    Document.objects.bulk_update(docs, ["current_version"])
    chunks = []
    for d, v in zip(docs, versions, strict=True):
        for o in range(1, CHUNKS_PER_DOC + 1):
            words = " ".join(WORDS[(d.pk * 7 + o * 3 + k) % len(WORDS)] for k in range(60))
            chunks.append(
                Chunk(
                    version=v,
                    chunk_id=f"{d.doc_id}#{o:04d}",
                    ordinal=o,
                    text=words,
                    start=0,
                    end=len(words),
                    is_current=True,
                )
            )
    Chunk.objects.bulk_create(chunks, batch_size=2000)
    return [c.chunk_id for c in chunks]


def _seed_cases(eval_set: EvalSet, chunk_ids: list[str], start: int, n: int) -> None:
    """``n`` traces of four turns, their retrieval and tool calls, and one item each."""
    now = timezone.now()
    traces = Trace.objects.bulk_create(
        [
            Trace(
                trace_id=f"bench-{start + i}",
                source="bench",
                captured_at=now,
                content_hash="0" * 64,
                pseudonymized=True,
            )
            for i in range(n)
        ]
    )
    messages = []
    for t in traces:
        messages += [
            Message(trace=t, position=0, role="user", user_turn=0, content=FIRST_TURN),
            Message(trace=t, position=1, role="assistant", content=FIRST_ANSWER),
            Message(trace=t, position=2, role="user", user_turn=1, content=FOLLOW_UP),
            Message(
                trace=t, position=3, role="assistant", content="The SLA for eu-west-1 is 99.9%."
            ),
        ]
    Message.objects.bulk_create(messages)
    results, tools, items = [], [], []
    for k, t in enumerate(traces):
        follow, answer = messages[4 * k + 2], messages[4 * k + 3]
        for r in range(RETRIEVAL_PER_CASE):
            cid = chunk_ids[(start + k + r * 13) % len(chunk_ids)]
            results.append(
                RetrievalResult(
                    message=answer,
                    rank=r + 1,
                    doc_id=cid.split("#")[0],
                    chunk_id=cid,
                    doc_version="v1",
                    score=0.9 - r / 100,
                    text="passage text " * 20,
                )
            )
        tools += [
            ToolCall(
                message=answer,
                position=p,
                name="get_sla",
                args={"region": "eu-west-1", "n": p},
                response={"sla": "99.9%", "history": list(range(10))},
                has_response=True,
            )
            for p in range(TOOLS_PER_CASE)
        ]
        items.append(
            EvalItem(
                eval_set=eval_set,
                position=start + k + 1,
                trace=t,
                message=follow,
                prefix=[
                    {"role": "user", "content": FIRST_TURN},
                    {"role": "assistant", "content": FIRST_ANSWER},
                ],
                follow_up=FOLLOW_UP,
                pattern="ordinal",
                trigger=TRIGGER,
                trigger_start=FOLLOW_UP.index(TRIGGER),
                trigger_end=FOLLOW_UP.index(TRIGGER) + len(TRIGGER),
            )
        )
    RetrievalResult.objects.bulk_create(results, batch_size=5000)
    ToolCall.objects.bulk_create(tools, batch_size=5000)
    EvalItem.objects.bulk_create(items)


def _seed_annotators(clients: int) -> list[str]:
    group = Group.objects.get_or_create(name="annotator")[0]
    password = make_password("bench-password")
    users = User.objects.bulk_create(
        [User(username=f"bench{i:02d}", password=password) for i in range(clients)]
    )
    group.user_set.add(*users)
    return [u.username for u in users]
