"""Twenty households of two siblings each: given names one or two edits apart, e-mails one
character apart, account and order ids two swapped neighbouring digits apart, one address
written identically everywhere and one IP."""

from __future__ import annotations

import random

from .cases import draw_address, person
from .people import Locale, Name, Person, parse
from .render import Span, build, finish
from .values import draw_id, draw_ip, draw_phone, fold, write_phone

PAIRS = (
    ("en_AU", "f", "Mia", "f", "Mila"),
    ("en_AU", "m", "Jarrah", "m", "Jarrad"),
    ("en_CA", "f", "Brooke", "f", "Brook"),
    ("en_CA", "m", "Owen", "m", "Ewan"),
    ("vi_VN", "f", "Lan", "m", "Lam"),
    ("vi_VN", "m", "Hùng", "m", "Hưng"),
    ("id_ID", "f", "Dewi", "m", "Dewa"),
    ("ro_RO", "m", "Andrei", "f", "Andreea"),
    ("ro_RO", "f", "Ioana", "m", "Ioan"),
    ("el_GR", "m", "Γιάννης|Giannis", "f", "Γιάννα|Gianna"),
    ("hu_HU", "f", "Nóra", "f", "Dóra"),
    ("tl_PH", "f", "Maricel", "f", "Maricar"),
    ("tl_PH", "m", "Jun", "m", "Jon"),
    ("fi_FI", "m", "Eino", "f", "Aino"),
    ("mi_NZ", "m", "Tama", "m", "Tamati"),
    ("bo_CN", "f", "Pema", "m", "Pemba"),
    ("dv_MV", "m", "Hussain", "m", "Hassan"),
    ("or_IN", "m", "ସୌମ୍ୟ|Soumya", "f", "ସୌମ୍ୟା|Soumya"),
    ("sn_ZW", "f", "Chipo", "f", "Chido"),
    ("to_TO", "f", "Salote", "f", "Salome"),
)

RECORDS = (
    "PICKER NOTE / two orders, one drop\n{p0_ord} for {p0_full}, mobile {p0_mob}\n"
    "{p1_ord} for {p1_full}, mobile {p1_mob}\nAddress (both): {h_addr}\n"
    "Packed by {a_first}. {p0_first} and {p1_first} are siblings, check the name at the door.",
    "[06/12/2026, 18:02:10] {p0_first}: hi, it's about {p0_ord}\n"
    "[06/12/2026, 18:03:44] FreshCart Support: Is this {p1_first}'s account? We have "
    "{p1_email} at this address.\n"
    "[06/12/2026, 18:05:02] {p0_first}: no, that's my sibling. mine is {p0_email}, we both "
    "live at {h_addr}",
    "Duplicate-account check\nAccounts {p0_acct} ({p0_email}) and {p1_acct} ({p1_email}) "
    "share IP {h_ip} and address {h_addr}.\nNames: {p0_full} / {p1_full}. Verdict: two "
    "people (siblings), no merge. Reviewed by {a_full}, {a_land}.",
    "INC-40871 follow-up: two affected accounts behind {h_ip}: {p0_acct} ({p0_first}) and "
    "{p1_acct} ({p1_first}); orders {p0_ord} and {p1_ord} were captured twice. Callbacks to "
    "{p0_mob_i} and {p1_mob_i} by {a_first}, both at {h_addr}.",
    "Subject: Ticket transfer\n{p0_first} moved 2 tickets from {p0_ord} to {p1_first} "
    "({p1_email}). Both accounts ({p0_acct}, {p1_acct}) list {h_addr}. Questions: "
    "{a_land}, {a_full}, GatePass Support.",
)


def swap_neighbours(rng: random.Random, value: str) -> str:
    head = value.rstrip("0123456789")
    digits = value[len(head) :]
    spots = [i for i in range(len(digits) - 1) if digits[i] != digits[i + 1]]
    i = rng.choice(spots)
    return head + digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]


def edits(a: str, b: str) -> int:
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1]


def siblings(rng: random.Random, loc: Locale, pair: tuple) -> tuple[Person, Person, bool]:
    _, g0, n0, g1, n1 = pair
    roman_only = loc.raw.get("script") is not None and "|" not in n0
    sur = rng.choice(loc.surnames)
    if roman_only:
        sur = Name(sur.roman, sur.roman, None, sur.roman_f, sur.roman_f)
    mids = loc.raw.get("middles")
    out = []
    for g, n in ((g0, n0), (g1, n1)):
        middle = rng.choice(mids[g].split("; ")) if mids else ""
        out.append(Person(loc, g, parse(n), sur, middle, middle))
    return out[0], out[1], roman_only


def household(rng: random.Random, loc: Locale, pair: tuple, scope: str) -> list[dict]:
    p0, p1, roman_only = siblings(rng, loc, pair)
    slots: dict = {}
    domain = rng.choice(loc.domains.split("; "))
    g = [fold(p.given.roman).lower() for p in (p0, p1)]
    sur = fold(p0.sur_r).lower().replace(" ", "")
    year = rng.randrange(1984, 1999) // 10 * 10 + rng.randrange(0, 9)
    acct = draw_id(rng, "acct_", 8)
    order = draw_id(rng, "ORD-", 7)
    for k, p in enumerate((p0, p1)):
        ref = f"p{k}"
        full = p.full(roman=roman_only)
        slots[f"{ref}_full"] = person(full, ref, "full_name")
        slots[f"{ref}_first"] = person(
            p.given.roman if roman_only else p.first, ref, "first_name_alone"
        )
        local = f"{g[k]}.{sur}" if edits(*g) == 1 else f"{sur}{year + k}"
        slots[f"{ref}_email"] = Span("EMAIL_ADDRESS", f"{local}@{domain}", f"{ref}/email")
        a = acct if k == 0 else swap_neighbours(rng, acct)
        o = order if k == 0 else swap_neighbours(rng, order)
        slots[f"{ref}_acct"] = Span("ACCOUNT_ID", a, f"{ref}/account")
        slots[f"{ref}_ord"] = Span("ORDER_ID", o, f"{ref}/order")
        mob = draw_phone(rng, loc.region, "mobile")
        for key, shape in (("mob", "national"), ("mob_i", "international")):
            value = write_phone(mob, loc.region, shape)
            slots[f"{ref}_{key}"] = Span("PHONE_NUMBER", value, f"{ref}/mobile", shape, loc.region)
    slots["h_addr"] = Span("STREET_ADDRESS", draw_address(rng, loc)[0], "household/address")
    slots["h_ip"] = Span("IP_ADDRESS", draw_ip(rng), "household/ip")
    sibs = {p0.given.roman, p1.given.roman}
    agent_given = rng.choice([n for n in loc.female + loc.male if n.roman not in sibs])
    agent_sur = rng.choice([s for s in loc.surnames if s.roman != p0.sur_r])
    agent = Person(loc, "f" if agent_given in loc.female else "m", agent_given, agent_sur)
    slots["a_full"] = person(agent.full(roman=roman_only), "agent", "full_name")
    slots["a_first"] = person(
        agent.given.roman if roman_only else agent.first, "agent", "first_name_alone"
    )
    land = write_phone(draw_phone(rng, loc.region, "landline"), loc.region, "national")
    slots["a_land"] = Span("PHONE_NUMBER", land, "agent/landline", "national", loc.region)
    records = []
    for k, template in enumerate(RECORDS):
        text, spans = build(template, slots)
        records.append(
            {
                "id": f"{scope}:{k}",
                "text": text,
                "scope": scope,
                "lang": loc.lang,
                "locale": loc.key,
                "genre": "household",
                "spans": spans,
            }
        )
    return finish(records, scope)


def households(rng: random.Random, locales: dict[str, Locale]) -> list[dict]:
    out = []
    for n, pair in enumerate(PAIRS):
        out += household(rng, locales[pair[0]], pair, f"h17-household-{n + 1:02d}")
    return out
