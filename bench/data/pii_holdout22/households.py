"""Twenty households: pairs of near-duplicate people at one address (names one or two edits
apart, e-mails one character apart, ids with two neighbouring digits swapped)."""

from __future__ import annotations

import random

from . import values as V
from .cases import P
from .people import LOCALES, Person, draw
from .render import Case, S, fill, jparts

DOUBLED = ("it_IT", "sv_SE", "ru_RU", "hu_HU", "el_GR")


def plan() -> list[tuple[dict, int]]:
    """Each locale once with its first pair, then the five doubled locales with their second."""
    out = [(loc, 0) for loc in LOCALES]
    out += [(loc, 1) for loc in LOCALES if loc["locale"] in DOUBLED]
    return out


def swap(rng: random.Random, ident: str, prefix: str) -> str:
    """``ident`` with two neighbouring, different digits swapped."""
    digits = ident.removeprefix(prefix)
    while True:
        i = rng.randrange(len(digits) - 1)
        if digits[i] != digits[i + 1]:
            return prefix + digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]


def pair_people(rng: random.Random, loc: dict, k: int) -> tuple[Person, Person, Person]:
    (g0, r0, s0), (g1, r1, s1) = loc["pairs"][k]
    m, f, m_rom, f_rom = rng.choice(loc["surnames"])
    p0 = Person(loc, g0, r0, f if s0 == "f" else m, f_rom if s0 == "f" else m_rom, s0)
    p1 = Person(loc, g1, r1, f if s1 == "f" else m, f_rom if s1 == "f" else m_rom, s1)
    while True:
        agent = draw(rng, loc)
        if agent.given not in (g0, g1) and agent.sur not in (m, f):
            return p0, p1, agent


def values(rng: random.Random, loc: dict, p0: Person) -> dict:
    sur = V.fold(p0.sur_rom).lower().replace(" ", "")
    yy = rng.randrange(60, 99)
    yy -= 1 if yy % 10 == 9 else 0
    dom = rng.choice(loc["domains"])
    a0, o0 = V.account(rng), V.order(rng)
    return {
        "emails": (
            f"{sur}.{p0.given_rom[0].lower()}{yy}@{dom}",
            f"{sur}.{p0.given_rom[0].lower()}{yy + 1}@{dom}",
        ),
        "accts": (a0, swap(rng, a0, "acct_")),
        "orders": (o0, swap(rng, o0, "ORD-")),
        "mobiles": (V.phone(rng, loc["region"], "mobile"), V.phone(rng, loc["region"], "mobile")),
        "landline": V.phone(rng, loc["region"], "fixed"),
        "street": rng.choice(loc["streets"]).format(n=rng.randrange(2, 140)),
        "ip": V.ip(rng, rng.random() < 0.35),
    }


def _spans(loc: dict, v: dict, ppl: tuple[Person, Person]) -> dict:
    """The household's spans, by kind; ``mob(i, shape)`` writes a person's mobile."""
    region = loc["region"]

    def mob(i: int, shape: str) -> S:
        text = V.phone_text(v["mobiles"][i], shape, region)
        return S("PHONE_NUMBER", text, f"p{i}/mobile", shape, region)

    land = V.phone_text(v["landline"], "international", region)
    return {
        "first": [P(p.given, f"p{i}", "first_name_alone") for i, p in enumerate(ppl)],
        "mail": [S("EMAIL_ADDRESS", v["emails"][i], f"p{i}/email") for i in (0, 1)],
        "acct": [S("ACCOUNT_ID", v["accts"][i], f"p{i}/account") for i in (0, 1)],
        "order": [S("ORDER_ID", v["orders"][i], f"p{i}/order") for i in (0, 1)],
        "street": S("STREET_ADDRESS", v["street"], "household/address"),
        "ip": S("IP_ADDRESS", v["ip"], "household/ip"),
        "land": S("PHONE_NUMBER", land, "agent/landline", "international", region),
        "mob": mob,
    }


def _check_and_pick(case: Case, x: dict, ppl: tuple[Person, Person]) -> None:
    first, mail, acct, order, street, mob = (
        x[k] for k in ("first", "mail", "acct", "order", "street", "mob")
    )
    cands = [
        {
            "name": P(p.full_rom, f"p{i}", "full_name"),
            "email": mail[i],
            "account_id": acct[i],
            "mobile": mob(i, "international"),
        }
        for i, p in enumerate(ppl)
    ]
    case.add(
        [
            "[tool_call] find_duplicates ",
            *jparts({"address": street}),
            "\n[tool_result] ",
            *jparts({"candidates": cands, "last_ip": x["ip"], "score": 0.93}),
            "\n",
        ]
    )
    case.add(
        [
            "PICK LIST - ",
            street,
            "\n",
            order[0],
            "  2x coffee filters      for ",
            first[0],
            "\n",
            order[1],
            "  1x kettle descaler     for ",
            first[1],
            "\n",
        ]
    )


def _words_task_merge(case: Case, x: dict, loc: dict, p0: Person, agent: Person) -> None:
    first, mail, acct, order, street, mob = (
        x[k] for k in ("first", "mail", "acct", "order", "street", "mob")
    )
    case.add(
        [
            *fill(loc["hh"], {"p0": first[0], "p1": first[1]}),
            "\nOrder: ",
            order[0],
            "\nAccount: ",
            acct[0],
            "\n-- ",
            P(p0.full, "p0", "full_name"),
            "\n",
        ]
    )
    case.add(
        [
            "TASK callback for ",
            first[0],
            ": ring ",
            mob(0, "national"),
            " about ",
            order[0],
            "; not ",
            first[1],
            " (",
            mob(1, "national"),
            "). Assigned to ",
            P(agent.full_rom, "agent", "full_name"),
            ", line ",
            x["land"],
            ".\n",
        ]
    )
    case.add(
        [
            "MERGE REJECTED ",
            acct[0],
            " + ",
            acct[1],
            ": ",
            first[0],
            " and ",
            first[1],
            " are different people at ",
            street,
            ". E-mails ",
            mail[0],
            " / ",
            mail[1],
            "; orders ",
            order[0],
            ", ",
            order[1],
            "; last login from ",
            x["ip"],
            ".\n",
        ]
    )


def household(rng: random.Random, n: int, loc: dict, k: int) -> list[dict]:
    """Five records: a duplicate check, a pick list, the first person's own words, a
    callback task and a rejected merge."""
    p0, p1, agent = pair_people(rng, loc, k)
    x = _spans(loc, values(rng, loc, p0), (p0, p1))
    meta = {"lang": loc["lang"], "locale": loc["locale"], "genre": "household"}
    case = Case(f"h22-household-{n:02d}", meta)
    _check_and_pick(case, x, (p0, p1))
    _words_task_merge(case, x, loc, p0, agent)
    return case.records
