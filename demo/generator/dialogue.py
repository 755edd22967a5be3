"""One demo conversation, built turn by turn.

A ``Dialogue`` keeps what the user could refer back to (entities and lists, with the user turn
that first mentioned them) and writes each user turn in one of six ways: a standalone
question, or a follow-up that depends on earlier turns through a pronoun, an ellipsis, a
definite description, a demonstrative or an ordinal. Each user turn gets a label with its
pattern, trigger span and antecedent distance (user turns back to the first mention), which
the demo keeps beside the traces so tests and detector checks have ground truth.

The assistant turn after it carries the contextualizer's rewrite (sometimes one that dropped
the context, in which case retrieval and often the answer go wrong, as in production), the
retrieval results as real corpus chunks, and the tool calls.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from demo.generator import phrasing as P
from demo.generator.answerer import Answerer
from demo.generator.answers import (
    Ent,
    ListEnt,
    Reply,
    incident_ent,
    plan_ent,
    region_ent,
    service_ent,
    standard_ent,
)
from demo.generator.banks import frozen, load_bank
from demo.generator.people import Customer, IdPool, People
from demo.generator.retrieval import ChunkIndex, scores
from demo.generator.world import World

_BANK = load_bank("dialogue")  # the wording, kept as data in data/dialogue.json

FOLLOWUP_WEIGHTS = {
    "standalone": 30,
    "pronoun": 21,
    "ellipsis": 19,
    "definite_description": 10,
    "demonstrative": 9,
    "ordinal": 11,
}
KNOWLEDGE = ("region", "plan", "service", "standard", "incident")
DROP_RATE = 0.13  # share of follow-ups whose logged rewrite lost the context
PRONOUNS = _BANK["PRONOUNS"]
ORDINAL_CARRY = frozen(_BANK["ORDINAL_CARRY"])


@dataclass
class TurnLabel:
    """Ground truth for one user turn (kept beside the traces, never inside them)."""

    user_turn: int
    message_index: int
    pattern: str | None
    trigger: str | None
    trigger_start: int | None
    trigger_end: int | None
    antecedent_distance: int | None
    move: str
    rewrite_dropped: bool = False
    assistant_error: str | None = None


@dataclass
class Last:
    """The question most recently asked, for ellipses that carry it over."""

    target: Ent | ListEnt | None
    attr: str | None
    params: dict
    turn: int
    geo: str | None = None
    geo_variant: str | None = None


@dataclass
class Kit:
    """Everything conversations share: the world, the chunked corpus, the answerer."""

    world: World
    index: ChunkIndex
    answerer: Answerer
    people: People
    quotes: IdPool


def render(template: str, **slots: object) -> tuple[str, tuple[int, int] | None]:
    """Fill ``template`` and strip its ``[...]`` trigger marks; returns the text and the
    trigger's ``(start, end)`` (or None)."""
    text = template.format(**slots)
    if "[" not in text:
        return text[:1].upper() + text[1:], None
    i = text.index("[")
    j = text.index("]", i)
    text = text[:i] + text[i + 1 : j] + text[j + 1 :]
    return text[:1].upper() + text[1:], (i, j - 1)


@dataclass
class Dialogue:
    kit: Kit
    rng: random.Random
    source: str
    day: dt.date
    messages: list[dict] = field(default_factory=list)
    labels: list[TurnLabel] = field(default_factory=list)
    first: dict[tuple, int] = field(default_factory=dict)
    seen: dict[tuple, int] = field(default_factory=dict)
    ents: dict[tuple, Ent] = field(default_factory=dict)
    lists: list[tuple[ListEnt, int]] = field(default_factory=list)
    last: Last | None = None
    prev: Reply | None = None
    prev_wrong: bool = False
    asked: set[tuple] = field(default_factory=set)
    listed: set[tuple] = field(default_factory=set)  # entities only ever named inside a list
    me: Customer | None = None
    n: int = 0

    # --- bookkeeping -------------------------------------------------------------------------

    def register(self, ent: Ent, turn: int, *, listed: bool = False) -> Ent:
        """Note that ``ent`` was mentioned at user turn ``turn``; ``listed`` when only as one
        item of a list (then "it" or "that region" would not pick it out)."""
        key = (ent.kind, ent.key)
        if key not in self.first:
            self.first[key] = turn
            self.ents[key] = ent
            if listed:
                self.listed.add(key)
        elif not listed:
            self.listed.discard(key)
        self.seen[key] = turn
        return self.ents[key]

    def register_list(self, lst: ListEnt, turn: int) -> None:
        lst.items = [self.register(item, turn, listed=True) for item in lst.items]
        self.lists.append((lst, turn))

    def distance(self, ent: Ent) -> int:
        return self.n - self.first[(ent.kind, ent.key)]

    def recency(self, turn: int) -> float:
        return {1: 6.0, 2: 2.5, 3: 1.0}.get(self.n - turn, 0.3)

    def pick_weighted(self, options: list[tuple[object, float]]):
        total = sum(w for _, w in options)
        x = self.rng.uniform(0, total)
        for item, w in options:
            x -= w
            if x <= 0:
                return item
        return options[-1][0]

    # --- writing turns -----------------------------------------------------------------------

    def add_turn(
        self,
        text: str,
        span: tuple[int, int] | None,
        *,
        pattern: str | None,
        distance: int | None,
        reply: Reply,
        query: str,
        move: str,
        dropped: bool = False,
        prefix: str = "",
        error: str | None = None,
        entities: tuple[str, ...] = (),
        top: tuple[float, float] = (0.74, 0.91),
    ) -> None:
        """Append one user turn and the assistant turn answering it, and register what the
        answer introduced."""
        text, span = self._casual(prefix, text, span)
        label = TurnLabel(
            user_turn=self.n,
            message_index=len(self.messages),
            pattern=pattern,
            trigger=text[span[0] : span[1]] if span else None,
            trigger_start=span[0] if span else None,
            trigger_end=span[1] if span else None,
            antecedent_distance=distance,
            move=move,
            rewrite_dropped=dropped,
            assistant_error=error,
        )
        self.messages.append({"role": "user", "content": text})
        self.labels.append(label)
        retrieval = self._retrieve(reply.facts, entities, top=(0.46, 0.64) if dropped else top)
        content = self._assistant_text(reply, retrieval)
        msg = {
            "role": "assistant",
            "content": content,
            "rewrite": {"query": query, "dropped": dropped},
            "retrieval": retrieval,
        }
        if reply.tools:
            msg["tool_calls"] = reply.tools
        self.messages.append(msg)
        for ent in reply.ents:
            self.register(ent, self.n)
        for lst in reply.lists:
            self.register_list(lst, self.n)
        self.prev = reply
        self.prev_wrong = error is not None
        self.n += 1

    def _casual(self, prefix: str, text: str, span):
        if prefix and text.startswith(("Hi", "Hello", "Hey", "Good morning")):
            prefix = ""  # no "Quick question: hi, I'm ..."
        if prefix:
            if prefix.endswith((", ", "— ")) or (prefix.endswith(": ") and self.rng.random() < 0.5):
                text = (
                    text[:1].lower() + text[1:]
                    if not text.startswith(
                        (
                            "I ",
                            "I'",
                            "ORD",
                            "INV",
                            "SOC",
                            "ISO",
                            "PCI",
                            "HIPAA",
                            "GDPR",
                            "NKE",
                            "SSO",
                            "SLA",
                            "CMK",
                            "API",
                            "ETA",
                            "IRAP",
                            "C5",
                            "HDS",
                        )
                    )
                    else text
                )
            text = prefix + text
            span = (span[0] + len(prefix), span[1] + len(prefix)) if span else None
        r = self.rng.random()
        if r < 0.16:
            text = text[:1].lower() + text[1:]
        elif r < 0.22 and text.endswith("?") and (span is None or span[1] < len(text)):
            text = text[:-1]
        return text, span

    def _retrieve(self, facts: list[tuple], entities: tuple[str, ...], *, top) -> list[dict]:
        rng, index = self.rng, self.kit.index
        if not facts:
            if rng.random() < 0.5:
                return []
            doc_id = rng.choice(index.by_section["billing"])
            facts_hits = [index.hit(doc_id, rng.choice(index.chunks[doc_id]))]
            top = (0.31, 0.48)
        else:
            facts_hits = []
            for key in facts:
                hit = index.fact(key)
                if all(h.chunk_id != hit.chunk_id for h in facts_hits):
                    facts_hits.append(hit)
        k = max(len(facts_hits), rng.choice((3, 4, 4, 5)))
        hits = facts_hits + index.distractors(
            rng, facts_hits[0], k - len(facts_hits), entities=entities
        )
        return [
            {
                "doc_id": h.doc_id,
                "chunk_id": h.chunk_id,
                "doc_version": h.doc_version,
                "score": s,
                "text": h.text,
            }
            for h, s in zip(hits, scores(rng, len(hits), top=top), strict=True)
        ]

    def _assistant_text(self, reply: Reply, retrieval: list[dict]) -> str:
        if reply.lead is not None:
            prefix = reply.lead
        else:
            prefix = (
                self.rng.choice(P.ANSWER_PREFIX)
                if not reply.text.startswith(
                    ("Yes", "No", "Sorry", "I'm", "I don", "I couldn", "I've", "Done")
                )
                else ""
            )
        suffix = "" if reply.bare else self.rng.choice(P.ANSWER_SUFFIX)
        if "{title}" in suffix:
            if not retrieval:
                suffix = ""
            else:
                title = self.kit.index.corpus.doc(retrieval[0]["doc_id"])["title"]
                suffix = suffix.format(title=title)
        return f"{prefix}{reply.text}{suffix}"

    # --- questions ---------------------------------------------------------------------------

    def choose_attr(self, ent: Ent, *, need: str) -> P.AttrSpec | None:
        """An attribute of ``ent`` with templates of kind ``need`` (np, pron, plural, frag),
        preferring ones not asked yet about this entity."""
        specs = [
            s
            for s in P.attrs_for(ent.kind)
            if getattr(s, need) and self.kit.answerer.applicable(ent, s.name, self.day)
        ]
        if ent.kind == "person" and ent.is_self and need == "np":
            specs = [s for s in specs if any("{refs}" in t for t in s.np)]
        fresh = [s for s in specs if (ent.kind, ent.key, s.name) not in self.asked]
        pool = fresh or specs
        return self.rng.choice(pool) if pool else None

    def np_text(
        self, ent: Ent, spec: P.AttrSpec, params: dict, ref: str, *, bracket: bool
    ) -> tuple[str, tuple[int, int] | None]:
        templates = spec.np
        templates = [t for t in templates if self.fits(ent, t)] or templates
        if ent.kind == "person":
            if ent.is_self and not bracket:
                templates = [t for t in templates if "{refs}" in t] or templates
            refs = "my" if ent.is_self and not bracket else f"{ref}'s"
            slots = {
                "ref": f"[{ref}]" if bracket else ref,
                "refs": f"[{refs}]" if bracket else refs,
            }
        else:
            slots = {"ref": f"[{ref}]" if bracket else ref}
        return render(self.rng.choice(templates), **slots, **params)

    @staticmethod
    def fits(ent: Ent, template: str) -> bool:
        """Whether a question template makes sense for this entity (no "has it shipped?" about
        a support contract)."""
        if ent.kind == "order" and not ent.obj.physical:
            return "ship" not in template
        return True

    def resolved_query(self, target: Ent | ListEnt, spec: P.AttrSpec, params: dict) -> str:
        """The rewrite a good contextualizer logs: the question with the referent named."""
        if isinstance(target, ListEnt):
            ref = join_words(
                [item.names[1] if len(item.names) > 1 else item.name for item in target.items[:4]]
            )
            return render(self.rng.choice(spec.np), ref=ref, refs=f"{ref}'s", **params)[0]
        if target.kind == "person":
            if target.is_self:
                templates = [t for t in spec.np if "{refs}" in t] or spec.np
                return render(
                    self.rng.choice(templates),
                    ref=target.obj.full,
                    refs=f"{target.obj.full}'s",
                    **params,
                )[0]
            return render(
                self.rng.choice(spec.np), ref=target.obj.full, refs=f"{target.obj.full}'s", **params
            )[0]
        ref = (
            target.names[1]
            if len(target.names) > 1 and target.kind in ("region", "order")
            else target.name
        )
        return render(self.rng.choice(spec.np), ref=ref, **params)[0]

    def ask(
        self,
        target: Ent | ListEnt,
        spec: P.AttrSpec,
        params: dict,
        text: str,
        span,
        *,
        pattern: str | None,
        distance: int | None,
        move: str,
        prefix: str = "",
        allow_drop: bool = True,
    ) -> None:
        """Answer ``spec`` about ``target`` (maybe with a rewrite that dropped the context) and
        add the turn."""
        rng, answerer = self.rng, self.kit.answerer
        dropped = allow_drop and pattern not in (None,) and rng.random() < DROP_RATE
        query = self.resolved_query(target, spec, params)
        error = None
        kind = target.kind
        if dropped:
            query = text
            if kind in KNOWLEDGE:
                wrong = self.other_entity(kind, target)
                if (
                    wrong is not None
                    and rng.random() < 0.6
                    and answerer.applicable(wrong, spec.name, self.day)
                ):
                    reply = answerer.answer(rng, wrong, spec.name, params, self.day)
                    error = "wrong_antecedent"
                else:
                    noun = P.LIST_NOUN.get(kind, "one")
                    hedge = rng.choice(P.HEDGE).format(noun=noun)
                    wrong_facts = answerer.answer(
                        rng,
                        wrong or (target if isinstance(target, Ent) else target.items[0]),
                        spec.name,
                        params,
                        self.day,
                    ).facts
                    reply = Reply(hedge, wrong_facts[:1], lead="", bare=True)
                    error = "hedged"
                self.add_turn(
                    text,
                    span,
                    pattern=pattern,
                    distance=distance,
                    reply=reply,
                    query=query,
                    move=move,
                    dropped=True,
                    prefix=prefix,
                    error=error,
                )
                self.last = Last(target, spec.name, params, self.n - 1)
                return
        if isinstance(target, ListEnt):
            reply = answerer.answer_list(rng, target, spec.name, params, self.day)
        else:
            reply = answerer.answer(rng, target, spec.name, params, self.day)
            self.asked.add((target.kind, target.key, spec.name))
            self.listed.discard((target.kind, target.key))
        entities = (target.key,) if isinstance(target, Ent) else ()
        self.add_turn(
            text,
            span,
            pattern=pattern,
            distance=distance,
            reply=reply,
            query=query,
            move=move,
            dropped=dropped,
            prefix=prefix,
            entities=entities,
        )
        self.last = Last(target, spec.name, params, self.n - 1)

    def follow_up(self) -> None:
        """Add one non-first user turn (see ``followups.follow_up``)."""
        from demo.generator import followups

        followups.follow_up(self)

    def other_entity(self, kind: str, target: Ent | ListEnt) -> Ent | None:
        world, rng = self.kit.world, self.rng
        keys = {target.key} if isinstance(target, Ent) else {i.key for i in target.items}
        pool = {
            "region": [region_ent(r) for r in world.regions],
            "plan": [plan_ent(p) for p in world.plans],
            "service": [service_ent(s) for s in world.services],
            "standard": [standard_ent(s) for s in world.standards],
            "incident": [incident_ent(world, i) for i in world.incidents],
        }.get(kind, [])
        pool = [e for e in pool if e.key not in keys]
        return rng.choice(pool) if pool else None


def join_words(items: list[str], conj: str = "and") -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {conj} {items[-1]}"
