"""Twenty households: two people each whose given names are one or two letters apart in their
own script, e-mails one character apart, account and order ids one swap of neighbouring digits
apart, at one address written identically everywhere, behind one IP address."""

from __future__ import annotations

import random

from . import names as N
from . import values as vals
from .genres import Ctx
from .phrases import P
from .render import Person, Rec, V, finish_case, unlabelled_leak

# locale, (given, roman, kana, sex) x 2
PAIRS = [
    ("en_US", ("Keoni", "Keoni", "", "m"), ("Keona", "Keona", "", "f")),
    ("en_IN", ("Rohan", "Rohan", "", "m"), ("Rohit", "Rohit", "", "m")),
    ("en_IN", ("Ananya", "Ananya", "", "f"), ("Anaya", "Anaya", "", "f")),
    ("es_MX", ("Ximena", "Ximena", "", "f"), ("Jimena", "Jimena", "", "f")),
    ("es_MX", ("Marisol", "Marisol", "", "f"), ("Maricel", "Maricel", "", "f")),
    ("fr_CA", ("Mathis", "Mathis", "", "m"), ("Mathys", "Mathys", "", "m")),
    ("de_AT", ("Lukas", "Lukas", "", "m"), ("Lucas", "Lucas", "", "m")),
    ("pt_BR", ("Thiago", "Thiago", "", "m"), ("Tiago", "Tiago", "", "m")),
    ("pt_BR", ("Luana", "Luana", "", "f"), ("Luiza", "Luiza", "", "f")),
    ("ja_JP", ("健太", "Kenta", "ケンタ", "m"), ("健斗", "Kento", "ケント", "m")),
    ("ko_KR", ("지현", "Jihyun", "", "f"), ("지연", "Jiyeon", "", "f")),
    ("tr_TR", ("Emre", "Emre", "", "m"), ("Emir", "Emir", "", "m")),
    ("gu_IN", ("ધ્રુવ", "Dhruv", "", "m"), ("ધ્રુવી", "Dhruvi", "", "f")),
    ("gu_IN", ("કૃપા", "Krupa", "", "f"), ("કૃપાલ", "Krupal", "", "m")),
    ("si_LK", ("නිමල්", "Nimal", "", "m"), ("නිමාලි", "Nimali", "", "f")),
    ("ha_NG", ("Zainab", "Zainab", "", "f"), ("Zainabu", "Zainabu", "", "f")),
    ("ha_NG", ("Hassan", "Hassan", "", "m"), ("Hassana", "Hassana", "", "f")),
    ("qu_PE", ("Wayra", "Wayra", "", "f"), ("Waira", "Waira", "", "f")),
    ("fo_FO", ("Heðin", "Heðin", "", "m"), ("Heðinn", "Heðinn", "", "m")),
    ("tg_TJ", ("Фирӯз", "Firuz", "", "m"), ("Фирӯза", "Firuza", "", "f")),
]


LAYOUTS = [
    "family_account_form",
    "order_message",
    "salesforce_export",
    "telegram_bot_log",
    "route_sheet",
]


def lev(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def swapped(value: str, rng: random.Random) -> str:
    """``value`` with two neighbouring, different digits swapped."""
    head, digits = value.split("_") if "_" in value else value.split("-")
    sep = "_" if "_" in value else "-"
    spots = [
        i
        for i in range(len(digits) - 1)
        if digits[i] != digits[i + 1] and not (i == 0 and digits[1] == "0")
    ]
    i = rng.choice(spots)
    d = digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]
    return f"{head}{sep}{d}"


def household(n: int, seed: int) -> list[dict]:
    loc, a, b = PAIRS[n]
    scope = f"h13-household-{n:02d}"
    for attempt in range(200):
        rng = random.Random(f"{seed}/{scope}/{attempt}")
        c = Ctx(loc, rng)
        s = rng.choice(N.entries(loc, "s"))
        people = []
        for ref, (g, rom, kana, sex) in (("p0", a), ("p1", b)):
            s_nat, s_rom = N.feminine(loc, s[0], s[1]) if sex == "f" else (s[0], s[1])
            people.append(Person(loc, sex, g, s_nat, rom, s_rom, kana, s[2], "", ref))
        p0, p1 = people
        dom = rng.choice(vals.DOMAINS[loc].split(";"))
        fold = [vals.ascii_fold(p.g_rom).lower() for p in people]
        sur = vals.ascii_fold(s[1]).lower().replace(" ", "")
        if lev(*fold) == 1:
            mails = [f"{g}.{sur}@{dom}" for g in fold]
        else:
            year = rng.choice([y for y in range(1975, 2005) if y % 10 != 9])
            mails = [f"{sur}{year}@{dom}", f"{sur}{year + 1}@{dom}"]
        acc0 = vals.account_id(rng)
        ord0 = vals.order_id(rng)
        accs, ords = [acc0, swapped(acc0, rng)], [ord0, swapped(ord0, rng)]
        addr = V(c.addr("household").value, "STREET_ADDRESS", "household/address")
        ip = V(vals.ip_address(rng), "IP_ADDRESS", "household/ip")
        E = [V(m, "EMAIL_ADDRESS", f"{p.ref}/email") for m, p in zip(mails, people, strict=True)]
        A = [V(x, "ACCOUNT_ID", f"{p.ref}/account") for x, p in zip(accs, people, strict=True)]
        ORDS = [V(x, "ORDER_ID", f"{p.ref}/order") for x, p in zip(ords, people, strict=True)]
        PH = [c.phone(p.ref) for p in people]
        first = [V(p.given, "PERSON", p.ref, "first_name_alone") for p in people]
        L = P[loc]
        recs = []
        r = Rec()  # family account form
        for i, p in enumerate(people):
            r.t(f"[{i + 1}] {L['name']}: ").v(p.full()).t("\n")
            if loc == "ja_JP":
                r.t("フリガナ: ").v(p.kana()).t("\n")
            r.t(f"{L['account']}: ").v(A[i]).t(f"\n{L['email']}: ").v(E[i]).t(
                f"\n{L['phone']}: "
            ).v(PH[i])
            r.t(f"\n{L['address']}: ").v(addr).t("\n")
        recs.append(r)
        r = Rec()  # greeting to p0 about both orders
        r.f(L["hello"], N=first[0]).t("\n").v(ORDS[0]).t(" → ").v(first[0]).t(", ").v(addr).t(
            "\n"
        ).v(ORDS[1]).t(" → ").v(first[1])
        r.t("\n" + L["regards"])
        recs.append(r)
        r = Rec()  # support export, both rows
        r.t("SuppliedName,SuppliedEmail,Account_Ref__c,Order__c,LastLoginIp\n")
        for i, p in enumerate(people):
            r.t('"').v(p.last_first() if loc not in ("ja_JP", "ko_KR") else p.full()).t('",').v(
                E[i]
            ).t(",").v(A[i])
            r.t(",").v(ORDS[i]).t(",").v(ip).t("\n")
        recs.append(r)
        r = Rec()  # bot log, p1
        user = p1.username(rng)
        r.t("2026-11-20 18:02:11 INFO update from @").v(user).t(' first_name="').v(first[1]).t(
            '" text="'
        )
        r.v(ORDS[1]).t(' ?"\n2026-11-20 18:02:12 DEBUG account=').v(A[1]).t(" ip=").v(ip).t("\n")
        r.t('2026-11-20 18:02:40 INFO text="').v(E[1]).t(" / ").v(PH[1]).t('"')
        recs.append(r)
        r = Rec()  # route sheet, both parcels
        r.t("#\tORD\tName\tAddress\tPhone\n")
        for i, p in enumerate(people):
            r.t(f"{i + 1}\t").v(ORDS[i]).t("\t").v(p.upper()).t("\t").v(addr).t("\t").v(PH[i]).t(
                "\n"
            )
        recs.append(r)
        if unlabelled_leak([(x.text, x.spans) for x in recs]) is None:
            return finish_case(scope, loc, LAYOUTS, recs)
    raise RuntimeError(scope)


def households(seed: int) -> list[dict]:
    rows = []
    for n in range(len(PAIRS)):
        rows.extend(household(n, seed))
    return rows
