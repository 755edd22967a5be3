"""Follow-up turns: the five referring patterns, and standalone questions as the fallback.

Each ``_f_<pattern>`` writes one user turn whose meaning depends on earlier turns through that
pattern (or returns False when the conversation offers no antecedent for it), then lets the
``Dialogue`` answer it. ``follow_up`` draws the pattern by ``FOLLOWUP_WEIGHTS``.
"""

from __future__ import annotations

from demo.generator import openers, openers_catalog
from demo.generator import phrasing as P
from demo.generator.answers import (
    Ent,
    ListEnt,
    Reply,
    plan_ent,
    region_ent,
    service_ent,
    standard_ent,
)
from demo.generator.dialogue import (
    FOLLOWUP_WEIGHTS,
    KNOWLEDGE,
    ORDINAL_CARRY,
    PRONOUNS,
    Dialogue,
    Last,
    join_words,
    render,
)


def follow_up(d: Dialogue) -> None:
    """Add one non-first user turn; the pattern is drawn by ``FOLLOWUP_WEIGHTS`` and falls
    back to another pattern when the conversation offers no antecedent for it."""
    first = d.pick_weighted(list(FOLLOWUP_WEIGHTS.items()))
    order = [first]
    remaining = {p: w for p, w in FOLLOWUP_WEIGHTS.items() if p not in (first, "standalone")}
    while remaining:
        pick = d.pick_weighted(list(remaining.items()))
        order.append(pick)
        del remaining[pick]
    order.append("standalone")  # always possible, so the last resort
    for pattern in order:
        if FOLLOWUPS[pattern](d):
            return


def _prefix(d: Dialogue, distance: int | None) -> str:
    if distance is not None and distance >= 2 and d.rng.random() < 0.45:
        first_question = d.n - distance == 0
        return d.rng.choice([b for b in P.BACK if first_question or "first question" not in b])
    return d.rng.choice(P.FOLLOWUP_PREFIX)


def _candidates(
    d: Dialogue, kinds: tuple[str, ...] | dict, *, allow_self: bool = False
) -> list[tuple[Ent, float]]:
    out = []
    for key, ent in d.ents.items():
        if ent.kind not in kinds or (ent.is_self and not allow_self) or key in d.listed:
            continue
        out.append((ent, d.recency(d.seen[key])))
    return out


def _f_standalone(d: Dialogue) -> bool:
    openers.standalone(d)
    return True


def _f_pronoun(d: Dialogue) -> bool:
    cands: list[tuple[object, float]] = [(e, w) for e, w in _candidates(d, tuple(P.ATTRS))]
    cands += [
        (lst, 0.5 * d.recency(turn))
        for lst, turn in d.lists
        if lst.kind in ("region", "plan", "service", "order")
    ]
    if not cands:
        return False
    target = d.pick_weighted(cands)
    if isinstance(target, ListEnt):
        spec = d.rng.choice(
            [
                s
                for s in P.attrs_for(target.kind)
                if any(all(d.fits(i, t) for i in target.items) for t in s.plural)
                and all(d.kit.answerer.applicable(i, s.name, d.day) for i in target.items)
            ]
            or [None]
        )
        if spec is None:
            return False
        params = d.kit.answerer.params(d.rng, target.items[0], spec.name)
        plural = [t for t in spec.plural if all(d.fits(i, t) for i in target.items)]
        text, span = render(d.rng.choice(plural), **params)
        distance = d.n - next(t for lst, t in d.lists if lst is target)
    else:
        spec = d.choose_attr(target, need="pron")
        if spec is None:
            return False
        params = d.kit.answerer.params(d.rng, target, spec.name)
        text, span = render(
            d.rng.choice([t for t in spec.pron if d.fits(target, t)] or spec.pron),
            **PRONOUNS[target.gender],
            **params,
        )
        distance = d.distance(target)
    d.ask(
        target,
        spec,
        params,
        text,
        span,
        pattern="pronoun",
        distance=distance,
        move=f"pronoun:{target.kind}.{spec.name}",
        prefix=_prefix(d, distance),
    )
    return True


def _f_demonstrative(d: Dialogue) -> bool:
    cands: list[tuple[object, float]] = [(e, w) for e, w in _candidates(d, tuple(P.DEMONSTRATIVE))]
    if d.prev is not None and d.prev.facts and d.last is not None and d.last.turn == d.n - 1:
        general = d.last.target is None and d.last.attr is not None
        if general or (isinstance(d.last.target, Ent) and d.last.target.kind in KNOWLEDGE):
            cands.append(("confirm", 1.6))
    if not cands:
        return False
    target = d.pick_weighted(cands)
    if target == "confirm":
        return _confirm(d)
    spec = d.choose_attr(target, need="np")
    if spec is None:
        return False
    just_seen = d.n - d.seen[(target.kind, target.key)] == 1
    options = [
        phrase for phrase in P.DEMONSTRATIVE[target.kind] if "one" not in phrase or just_seen
    ]
    params = d.kit.answerer.params(d.rng, target, spec.name)
    text, span = d.np_text(target, spec, params, d.rng.choice(options), bracket=True)
    distance = d.distance(target)
    d.ask(
        target,
        spec,
        params,
        text,
        span,
        pattern="demonstrative",
        distance=distance,
        move=f"demonstrative:{target.kind}.{spec.name}",
        prefix=_prefix(d, distance),
    )
    return True


def _confirm(d: Dialogue) -> bool:
    last = d.last
    text, span = render(d.rng.choice(P.CONFIRM))
    if last.target is None:  # a general fact: say it again from the page
        reply = Reply(d.kit.index.corpus.facts[("general", last.attr)][1], [("general", last.attr)])
        name = last.attr
    else:
        reply = d.kit.answerer.answer(d.rng, last.target, last.attr, last.params, d.day)
        name = last.attr
    lead = (
        "Sorry, I got that wrong earlier. "
        if d.prev_wrong
        else d.rng.choice(("Yes, that's right. ", "Yes. ", "I double-checked: ", "Correct. "))
    )
    reply = Reply(reply.text, reply.facts, reply.tools, lead=lead)
    claim = d.prev.text
    for lead in ("Yes, ", "No, ", "Yes. ", "No. "):
        claim = claim.removeprefix(lead)
    query = f"Is it true that {claim[:1].lower() if not claim[:2].isupper() else claim[:1]}{claim[1:].rstrip('.')}?"
    d.add_turn(
        text,
        span,
        pattern="demonstrative",
        distance=1,
        reply=reply,
        query=query,
        move=f"demonstrative:confirm.{name}",
    )
    return True


def _f_definite_description(d: Dialogue) -> bool:
    cands = []
    for ent, w in _candidates(d, tuple(P.DEFINITE)):
        cands.append((ent, w))
    if not cands:
        return False
    target = d.pick_weighted(cands)
    spec = d.choose_attr(target, need="np")
    if spec is None:
        return False
    options = list(P.DEFINITE[target.kind])
    if target.kind == "service":
        options += list(target.obj.definite)
    if target.kind == "order" and target.obj.physical:
        options += ["the appliance", "the device", "the shipment", "the package"]
    params = d.kit.answerer.params(d.rng, target, spec.name)
    text, span = d.np_text(target, spec, params, d.rng.choice(options), bracket=True)
    distance = d.distance(target)
    d.ask(
        target,
        spec,
        params,
        text,
        span,
        pattern="definite_description",
        distance=distance,
        move=f"definite:{target.kind}.{spec.name}",
        prefix=_prefix(d, distance),
    )
    return True


def _f_ordinal(d: Dialogue) -> bool:
    cands = [(lst, d.recency(turn)) for lst, turn in d.lists if len(lst.items) >= 2]
    if not cands:
        return False
    lst = d.pick_weighted(cands)
    list_turn = next(t for item, t in d.lists if item is lst)
    n = len(lst.items)
    i = d.rng.randrange(n)
    target = lst.items[i]
    noun = P.LIST_NOUN[lst.kind]
    w = P.ORDINAL_WORDS
    options = [
        f"the {w[i]} one",
        f"the {w[i]} {noun}",
        f"number {i + 1}",
        f"the {w[i]} {noun} you mentioned",
    ]
    if lst.kind == "person":
        options = [f"the {w[i]} {noun}", f"the {w[i]} {noun} you mentioned"]
    if i == n - 1 and n > 2:
        options += ["the last one", f"the last {noun}"]
    if n == 2:
        options += ["the latter" if i == 1 else "the former"] * 2
        if d.last is not None and d.last.target is lst.items[1 - i]:
            options += [f"the other {noun}", "the other one"] * 2
    ref = d.rng.choice(options)
    distance = d.n - list_turn
    carry = (
        d.last is not None
        and d.last.attr
        and isinstance(d.last.target, (Ent, ListEnt))
        and d.last.target.kind == lst.kind
        and d.rng.random() < 0.35
    )
    if carry and d.kit.answerer.applicable(target, d.last.attr, d.day):
        spec = P.attr(lst.kind, d.last.attr)
        params = dict(d.last.params)
        text, span = render(d.rng.choice(ORDINAL_CARRY), ref=f"[{ref}]")
    else:
        spec = d.choose_attr(target, need="np")
        if spec is None:
            return False
        params = d.kit.answerer.params(d.rng, target, spec.name)
        text, span = d.np_text(target, spec, params, ref, bracket=True)
    d.seen[(target.kind, target.key)] = d.n
    d.ask(
        target,
        spec,
        params,
        text,
        span,
        pattern="ordinal",
        distance=distance,
        move=f"ordinal:{target.kind}.{spec.name}",
        prefix=_prefix(d, distance),
    )
    return True


def _f_ellipsis(d: Dialogue) -> bool:
    options: list[tuple[str, float]] = []
    last = d.last
    if last is not None and last.geo is not None:
        options.append(("geo", 5.0))
    if (
        last is not None
        and last.attr
        and isinstance(last.target, Ent)
        and _switch_target(d, last.target) is not None
    ):
        options.append(("switch", 5.0))
    focus = _focus(d)
    if focus is not None and d.choose_attr(focus, need="frag") is not None:
        options.append(("frag", 4.0))
    if focus is not None and focus.kind in KNOWLEDGE and d.prev is not None:
        options.append(("more", 1.2))
    if d.lists and d.lists[-1][1] == d.n - 1 and d.lists[-1][0].open_ended:
        options.append(("others", 1.5))
    if not options:
        return False
    return ELLIPSES[d.pick_weighted(options)](d, focus)


def _focus(d: Dialogue) -> Ent | None:
    if d.last is not None and isinstance(d.last.target, Ent) and not d.last.target.is_self:
        return d.last.target
    cands = _candidates(d, tuple(P.ATTRS))
    if not cands:
        return None
    return max(cands, key=lambda c: c[1])[0]


def _switch_target(d: Dialogue, ent: Ent) -> Ent | None:
    world, rng = d.kit.world, d.rng
    if ent.kind == "region":
        same_geo = [r for r in world.regions if r.geo == ent.obj.geo and r.code != ent.key]
        pool = (
            same_geo
            if same_geo and rng.random() < 0.7
            else [r for r in world.regions if r.code != ent.key]
        )
        return region_ent(rng.choice(pool))
    if ent.kind == "plan":
        return plan_ent(rng.choice([p for p in world.plans if p.slug != ent.key]))
    if ent.kind == "service":
        return service_ent(rng.choice([s for s in world.services if s.slug != ent.key]))
    if ent.kind == "standard":
        return standard_ent(rng.choice([s for s in world.standards if s.slug != ent.key]))
    if ent.kind == "person":
        partner = ent.obj.partner
        if partner is None:
            return None
        key = ("person", partner.account_id)
        return d.ents.get(key)
    if ent.kind in ("order", "invoice"):
        for lst, _ in reversed(d.lists):
            if lst.kind == ent.kind and any(i is ent for i in lst.items):
                others = [i for i in lst.items if i is not ent]
                return rng.choice(others) if others else None
    return None


def _e_switch(d: Dialogue, focus) -> bool:
    last = d.last
    new = _switch_target(d, last.target)
    spec = P.attr(new.kind, last.attr)
    if not d.kit.answerer.applicable(new, spec.name, d.day):
        return False
    if new.kind == "person" and new.is_self:
        text, span = render(d.rng.choice(P.SWITCH_SELF))
    else:
        name = new.name if new.kind != "region" else d.rng.choice(new.names[:3])
        text, span = render(d.rng.choice(P.SWITCH), name=name)
    distance = d.n - last.turn
    params = dict(last.params)
    if new.kind != "person":
        new = d.register(new, d.n)
    d.ask(
        new,
        spec,
        params,
        text,
        span,
        pattern="ellipsis",
        distance=distance,
        move=f"ellipsis:switch.{new.kind}.{spec.name}",
        prefix=d.rng.choice(("", "", "OK. ", "Thanks. ")),
    )
    return True


def _e_frag(d: Dialogue, focus: Ent) -> bool:
    spec = d.choose_attr(focus, need="frag")
    params = d.kit.answerer.params(d.rng, focus, spec.name)
    text, span = render(
        d.rng.choice([t for t in spec.frag if d.fits(focus, t)] or spec.frag), **params
    )
    distance = d.distance(focus)
    d.ask(
        focus,
        spec,
        params,
        text,
        span,
        pattern="ellipsis",
        distance=distance,
        move=f"ellipsis:frag.{focus.kind}.{spec.name}",
        prefix=d.rng.choice(("", "", "", "OK. ", "Thanks! ", "Cool. ")),
    )
    return True


def _e_more(d: Dialogue, focus: Ent) -> bool:
    spec = d.choose_attr(focus, need="np")
    if spec is None:
        return False
    text, span = render(d.rng.choice(P.MORE))
    params = d.kit.answerer.params(d.rng, focus, spec.name)
    reply = d.kit.answerer.answer(d.rng, focus, spec.name, params, d.day)
    d.asked.add((focus.kind, focus.key, spec.name))
    query = f"More details about {focus.names[1] if focus.kind == 'region' else focus.name}"
    d.add_turn(
        text,
        span,
        pattern="ellipsis",
        distance=1,
        reply=reply,
        query=query,
        move=f"ellipsis:more.{focus.kind}",
        entities=(focus.key,),
    )
    d.last = Last(focus, spec.name, params, d.n - 1)
    return True


def _e_others(d: Dialogue, focus) -> bool:
    lst, turn = d.lists[-1]
    text, span = render(d.rng.choice(P.OTHERS))
    if lst.complement:
        labels = [i.names[1] if i.kind == "region" else i.name for i in lst.complement]
        reply = Reply(
            f"The others are {join_words(labels)}{lst.note}.", [lst.fact] if lst.fact else []
        )
        if len(lst.complement) >= 2:
            reply.lists.append(ListEnt(lst.kind, lst.complement, fact=lst.fact))
        else:
            reply.ents += lst.complement
    else:
        reply = Reply(
            d.rng.choice(
                (
                    "No, that's all of them.",
                    "No, those are the only ones.",
                    "That's the complete list.",
                )
            ),
            [lst.fact] if lst.fact else [],
            lead="",
        )
    query = (
        "Other "
        + P.LIST_NOUN[lst.kind]
        + "s besides "
        + join_words([i.name for i in lst.items[:4]])
    )
    d.add_turn(
        text,
        span,
        pattern="ellipsis",
        distance=d.n - turn,
        reply=reply,
        query=query,
        move=f"ellipsis:others.{lst.kind}",
    )
    return True


def _e_geo(d: Dialogue, focus) -> bool:
    return openers_catalog.geo_switch(d)


FOLLOWUPS = {
    "standalone": _f_standalone,
    "pronoun": _f_pronoun,
    "ellipsis": _f_ellipsis,
    "definite_description": _f_definite_description,
    "demonstrative": _f_demonstrative,
    "ordinal": _f_ordinal,
}
ELLIPSES = {
    "switch": _e_switch,
    "frag": _e_frag,
    "more": _e_more,
    "others": _e_others,
    "geo": _e_geo,
}
