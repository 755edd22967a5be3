"""Seeded, deterministic demo data for Assay.

``generate_demo`` returns the Nimbus Cloud documentation corpus (JSONL lines ``doc_id``,
``title``, ``text``, ``version``, ``url``, ``metadata``), about two thousand multi-turn support
and sales conversations in the trace format of ``docs/trace-format.md``, per-turn ground-truth
labels (follow-up pattern, trigger, antecedent distance: kept beside the traces, not in them),
the households in the data, and the corpus pages that change after capture (for the
staleness demo). ``write_demo`` writes them as JSONL files; ``generate_synthetic_traces``
streams any number of traces for the ingestion benchmark.

Only ``random.Random`` instances seeded from the arguments are used (no global random state,
no clock), so the same arguments give byte-identical files on every run.

Logging realism: the two sources log different fields, and what they log changed with the
prompt versions over the year (the support assistant started logging document versions in
March; the sales assistant logged no rewrites and no scores before July), and a few traces
lack their environment, model, a rewrite or a tool response, so a capture report has
something to say.
"""

from __future__ import annotations

import copy
import datetime as dt
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from demo.generator import openers
from demo.generator.answerer import Answerer
from demo.generator.corpus import build_corpus, demo_corpus_changes
from demo.generator.dialogue import Dialogue, Kit
from demo.generator.people import IdPool, make_people
from demo.generator.retrieval import ChunkIndex
from demo.generator.world import default_world

SOURCES = (("support-assistant", 72), ("sales-assistant", 28))
# User turns per conversation and how often each length occurs.
LENGTHS = ((1, 7), (2, 19), (3, 27), (4, 22), (5, 14), (6, 7), (7, 4))
FIRST_DAY = dt.date(2026, 1, 1)
DAYS = 304  # 2026-01-01 .. 2026-10-31
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


@dataclass(frozen=True)
class LogProfile:
    """What one deployment (source and prompt version) wrote to its traces."""

    models: tuple[tuple[str, int], ...]
    rewrite: float  # share of assistant turns with a logged rewrite
    doc_version: bool
    score: bool
    text: float  # share of traces whose retrieval results carry the chunk text
    tool_response: float  # share of tool calls whose response was captured


PROFILES = {
    "sys-2026-01-12": LogProfile((("model-x", 1),), 0.86, False, True, 1.0, 0.90),
    "sys-2026-03-02": LogProfile(
        (("model-x", 7), ("model-x-mini", 3)), 0.91, True, True, 1.0, 0.93
    ),
    "sys-2026-06-18": LogProfile((("model-y", 6), ("model-x", 4)), 0.96, True, True, 1.0, 0.97),
    "sales-2025-11-20": LogProfile((("model-x-mini", 1),), 0.0, False, False, 0.65, 0.85),
    "sales-2026-02-01": LogProfile((("model-x-mini", 1),), 0.0, False, False, 0.7, 0.85),
    "sales-2026-07-15": LogProfile((("model-y", 1),), 0.8, True, True, 1.0, 0.95),
}


def prompt_version(source: str, day: dt.date) -> str:
    if source == "support-assistant":
        if day < dt.date(2026, 3, 2):
            return "sys-2026-01-12"
        return "sys-2026-03-02" if day < dt.date(2026, 6, 18) else "sys-2026-06-18"
    if day < dt.date(2026, 2, 1):
        return "sales-2025-11-20"
    return "sales-2026-02-01" if day < dt.date(2026, 7, 15) else "sales-2026-07-15"


@dataclass
class DemoData:
    corpus: list[dict]
    traces: list[dict]
    labels: list[dict]
    households: list[dict]
    corpus_changes: list[dict]


class _Factory:
    """Builds conversations over one corpus and one set of customers."""

    def __init__(self, seed: int, n_docs: int, *, unique_ids: bool = True):
        self.seed = seed
        self.rng = random.Random(seed)
        self.world = default_world()
        self.corpus = build_corpus(seed=seed, n_docs=n_docs, world=self.world)
        self.index = ChunkIndex(self.corpus)
        self.people = make_people(random.Random(f"{seed}:people"))
        if not unique_ids:
            people_rng = random.Random(f"{seed}:ids")
            self.people.ids["ticket"] = IdPool(people_rng, "TCK-", 5, unique=False)
            self.people.ids["quote"] = IdPool(people_rng, "QTE-", 5, unique=False)
        self.kit = Kit(
            self.world,
            self.index,
            Answerer(self.world, self.people.ids["ticket"]),
            self.people,
            self.people.ids["quote"],
        )

    def conversation(self) -> Dialogue:
        rng = self.rng
        source = _weighted(rng, SOURCES)
        day = FIRST_DAY + dt.timedelta(days=rng.randrange(DAYS))
        d = Dialogue(self.kit, rng, source, day)
        openers.open_conversation(d)
        for _ in range(_weighted(rng, LENGTHS) - 1):
            d.follow_up()
        return d

    def trace(self, d: Dialogue, trace_id: str) -> dict:
        """The logged form of a conversation: environment and captured fields per profile."""
        rng = self.rng
        seconds = rng.randrange(7 * 3600, 23 * 3600)
        captured = dt.datetime.combine(d.day, dt.time()) + dt.timedelta(seconds=seconds)
        version = prompt_version(d.source, d.day)
        profile = PROFILES[version]
        trace = {
            "trace_id": trace_id,
            "source": d.source,
            "captured_at": captured.strftime("%Y-%m-%dT%H:%M:%SZ"),
        }
        r = rng.random()
        if r >= 0.02:  # 2% of traces were logged without their environment
            env = {"prompt_version": version}
            if r >= 0.035:
                env["model"] = _weighted(rng, profile.models)
            trace["environment"] = env
        keep_text = rng.random() < profile.text
        trace["messages"] = [_logged(rng, m, profile, keep_text) for m in d.messages]
        return trace


def _weighted(rng: random.Random, options):
    total = sum(w for _, w in options)
    x = rng.uniform(0, total)
    for item, w in options:
        x -= w
        if x <= 0:
            return item
    return options[-1][0]


def _logged(rng: random.Random, message: dict, profile: LogProfile, keep_text: bool) -> dict:
    if message["role"] != "assistant":
        return dict(message)
    out = {"role": "assistant", "content": message["content"]}
    if rng.random() < profile.rewrite:
        out["rewrite"] = dict(message["rewrite"])
    retrieval = []
    for hit in message["retrieval"]:
        item = {"doc_id": hit["doc_id"], "chunk_id": hit["chunk_id"]}
        if profile.doc_version:
            item["doc_version"] = hit["doc_version"]
        if profile.score:
            item["score"] = hit["score"]
        if keep_text:
            item["text"] = hit["text"]
        retrieval.append(item)
    out["retrieval"] = retrieval
    if "tool_calls" in message:
        calls = []
        for call in message["tool_calls"]:
            logged = {"name": call["name"]}
            if rng.random() >= 0.01:  # a few calls were logged without their arguments
                logged["args"] = copy.deepcopy(call["args"])
            if rng.random() < profile.tool_response:
                logged["response"] = copy.deepcopy(call["response"])
            calls.append(logged)
        out["tool_calls"] = calls
    return out


def _trace_id(rng: random.Random, used: set[str]) -> str:
    while True:
        value = "trc_" + "".join(rng.choice(CROCKFORD) for _ in range(11))
        if value not in used:
            used.add(value)
            return value


def generate_demo(seed: int = 7, n_docs: int = 300, n_conversations: int = 2000) -> DemoData:
    """Build the whole demo in memory for ``seed``: corpus, traces (sorted by ``captured_at``),
    per-user-turn labels (``trace_id``, ``message_index``, ``pattern``, ``trigger`` with
    offsets, ``antecedent_distance``, ``move``, ``rewrite_dropped``, ``assistant_error``), the
    households, and the corpus pages changed after capture."""
    if n_conversations < 1:
        raise ValueError(f"n_conversations must be at least 1, got {n_conversations}")
    factory = _Factory(seed, n_docs)
    id_rng = random.Random(f"{seed}:trace-ids")
    used: set[str] = set()
    rows = []
    for _ in range(n_conversations):
        d = factory.conversation()
        trace = factory.trace(d, _trace_id(id_rng, used))
        rows.append((trace, d.labels))
    rows.sort(key=lambda row: (row[0]["captured_at"], row[0]["trace_id"]))
    labels = [
        {"trace_id": trace["trace_id"], **vars(label)}
        for trace, turn_labels in rows
        for label in turn_labels
    ]
    households = [
        {
            "surname": a.last,
            "members": [
                {
                    "name": c.full,
                    "account_id": c.account_id,
                    "email": c.email,
                    "phone": c.phone,
                    "address": c.address,
                }
                for c in (a, b)
            ],
        }
        for a, b in factory.people.households
    ]
    return DemoData(
        corpus=factory.corpus.docs,
        traces=[trace for trace, _ in rows],
        labels=labels,
        households=households,
        corpus_changes=demo_corpus_changes(seed, n_docs),
    )


def generate_synthetic_traces(n: int, seed: int = 11, *, n_docs: int = 300) -> Iterator[dict]:
    """Yield ``n`` realistic traces one at a time (memory stays flat however large ``n`` is),
    for the ingestion benchmark. Trace ids are ``trc_S<seed:02><i:08>`` (seed modulo 100), so
    they never collide with the demo's random ids and are unique within one stream; the same
    ``n`` and ``seed`` give the same stream."""
    if n < 0:
        raise ValueError(f"n must be 0 or more, got {n}")
    factory = _Factory(seed, n_docs, unique_ids=False)
    for i in range(n):
        yield factory.trace(factory.conversation(), f"trc_S{seed % 100:02d}{i:08d}")


def dump_line(obj: dict) -> str:
    """One JSONL line: UTF-8 text as is, keys in insertion order."""
    return json.dumps(obj, ensure_ascii=False) + "\n"


def write_demo(
    outdir: str | Path,
    *,
    seed: int = 7,
    n_docs: int = 300,
    n_conversations: int = 2000,
    labels: bool = False,
) -> dict[str, object]:
    """Write ``corpus.jsonl``, ``traces.jsonl`` and ``corpus_changes.jsonl`` (plus
    ``turn_labels.jsonl`` and ``households.jsonl`` with ``labels=True``) into ``outdir``
    (created if missing); returns the paths and counts."""
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    data = generate_demo(seed=seed, n_docs=n_docs, n_conversations=n_conversations)
    files = {
        "corpus": ("corpus.jsonl", data.corpus),
        "traces": ("traces.jsonl", data.traces),
        "corpus_changes": ("corpus_changes.jsonl", data.corpus_changes),
    }
    if labels:
        files["labels"] = ("turn_labels.jsonl", data.labels)
        files["households"] = ("households.jsonl", data.households)
    result: dict[str, object] = {}
    for key, (name, rows) in files.items():
        path = out / name
        with path.open("w", encoding="utf-8", newline="\n") as fh:
            for row in rows:
                fh.write(dump_line(row))
        result[key] = {"path": str(path), "count": len(rows)}
    return result
