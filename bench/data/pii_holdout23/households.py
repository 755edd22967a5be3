"""Twenty households: two near-duplicate people at one address (names one or two edits apart,
e-mails one character apart, ids with two neighbouring digits swapped)."""

from __future__ import annotations

import random

from .people import LOCALES, Person, fold, split, surname_for
from .render import S, expand, fill, finish_case, leaks
from .values import account, ip, order, phone, phone_text

TEMPLATES = (
    'tool_call find_duplicates {"account_id": "<<p0_acct>>"}\n'
    'tool_result {"candidates": [{"name": "<<p0_json>>", "email": "<<p0_email>>", '
    '"account_id": "<<p0_acct>>", "phone": "<<p0_int>>"}, {"name": "<<p1_json>>", '
    '"email": "<<p1_email>>", "account_id": "<<p1_acct>>", "phone": "<<p1_int>>"}], '
    '"address": "<<street>>", "score": 0.93}',
    "Pick list: same address, two accounts\n"
    "1. <<p0_given>>   <<p0_order>>   <<street>>\n"
    "2. <<p1_given>>   <<p1_order>>   <<street>>",
    "<<HH>>\n\n<<p0_full>>\n(<<p0_email>>)",
    "Callback task for <<agent>> (<<agent_tel>>): call <<p0_given>> on <<p0_nat>> and "
    "<<p1_given>> on <<p1_nat>> about orders <<p0_order>> and <<p1_order>>.",
    "merge_accounts rejected: <<p0_acct>> + <<p1_acct>>, two people (<<p0_given>> / "
    "<<p1_given>>) at <<street>>, same IP <<ip>>.",
)


def swap(rng, ident: str) -> str:
    """``ident`` with two neighbouring, different digits swapped."""
    head = ident.index("_") + 1 if "_" in ident else ident.index("-") + 1
    spots = [i for i in range(head, len(ident) - 1) if ident[i] != ident[i + 1]]
    i = rng.choice(spots)
    return ident[:i] + ident[i + 1] + ident[i] + ident[i + 2 :]


def pair_people(rng, loc: dict, pair: tuple[str, str]) -> list[Person]:
    fam_entry = rng.choice(loc["surnames"])
    people = []
    for entry in pair:
        *names, gender = entry.split("|")
        native, roman = names[0], names[-1]
        fam = split(surname_for(fam_entry, gender))
        people.append(Person(native, fam[0], roman, fam[1], gender, loc["order"]))
    return people


def holes(rng, loc: dict, pair: tuple[str, str]) -> dict:
    p = pair_people(rng, loc, pair)
    domain = rng.choice(loc["domains"])
    base = fold(p[0].rfamily).lower().replace(" ", "").replace("-", "")
    year = rng.choice([y for y in range(70, 99) if y % 10 != 9])
    acct, ordr = account(rng), order(rng)
    h = {
        "street": S(
            "STREET_ADDRESS",
            rng.choice(loc["streets"]).format(n=rng.randrange(2, 90)),
            "household/address",
        ),
        "ip": S("IP_ADDRESS", ip(rng, rng.random() < 0.4), "household/ip"),
    }
    agent_gender = rng.choice("fm")
    agent_first = split(rng.choice(loc["women"] if agent_gender == "f" else loc["men"]))
    agent_fam = split(surname_for(rng.choice(loc["surnames"]), agent_gender))
    h["agent"] = S("PERSON", f"{agent_first[1]} {agent_fam[1]}", "agent", "full_name")
    tel = phone(rng, loc["region"], "fixed")
    h["agent_tel"] = S(
        "PHONE_NUMBER", phone_text(tel, "national"), "agent/landline", "national", loc["region"]
    )
    for i, person in enumerate(p):
        r = f"p{i}"
        mob = phone(rng, loc["region"], "mobile")
        h[f"{r}_given"] = S("PERSON", person.given, r, "first_name_alone")
        h[f"{r}_json"] = S("PERSON", person.rfull, r, "full_name")
        h[f"{r}_full"] = S("PERSON", person.full, r, "full_name")
        h[f"{r}_email"] = S("EMAIL_ADDRESS", f"{base}{year + i}@{domain}", f"{r}/email")
        h[f"{r}_acct"] = S("ACCOUNT_ID", acct if i == 0 else swap(rng, acct), f"{r}/account")
        h[f"{r}_order"] = S("ORDER_ID", ordr if i == 0 else swap(rng, ordr), f"{r}/order")
        for key, shape in (("int", "international"), ("nat", "national")):
            h[f"{r}_{key}"] = S(
                "PHONE_NUMBER", phone_text(mob, shape), f"{r}/mobile", shape, loc["region"]
            )
    return h


def households(seed: int) -> list[dict]:
    rng = random.Random(seed)
    out, n = [], 0
    for loc in LOCALES:
        for pair in loc["pairs"]:
            scope = f"h23-household-{n:02d}"
            for _ in range(100):
                h = holes(rng, loc, pair)
                recs = []
                for k, t in enumerate(TEMPLATES):
                    t = expand(t, {"HH": expand(loc["hh"], {"p1": "<<p1_given>>"})})
                    text, spans = fill(t, h)
                    recs.append(
                        {
                            "id": f"{scope}:{k}",
                            "text": text,
                            "scope": scope,
                            "lang": loc["lang"],
                            "locale": loc["locale"],
                            "genre": "household",
                            "spans": spans,
                        }
                    )
                recs = finish_case(scope, recs)
                if not leaks(recs):
                    break
            else:
                raise RuntimeError(scope)
            out += recs
            n += 1
    return out
