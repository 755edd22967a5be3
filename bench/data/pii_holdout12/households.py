"""Twenty households: two people at one address whose first names are one or two letters
apart in their own script, whose e-mails are one character apart and whose account and order
ids differ by two swapped neighbouring digits. Five records each."""

from __future__ import annotations

import random

from .cases import lang_of
from .genres import Ctx
from .people import LABELS, Owner, Person, draw_person
from .places import DOMAINS
from .render import CaseError, Rec, Val, finish
from .values import ascii_fold, swap_adjacent

# locale, (sex, given|romanised) x 2 -- typed by hand
PAIRS = [
    ("en_US", "F", "Keala", "M", "Keola"),
    ("en_IN", "F", "Aditi", "M", "Aditya"),
    ("en_AU", "M", "Jayden", "M", "Jaiden"),
    ("es_MX", "F", "Ximena", "F", "Jimena"),
    ("fr_CA", "M", "Mathieu", "M", "Matthieu"),
    ("de_CH", "F", "Nadja", "F", "Nadia"),
    ("pt_BR", "F", "Thaís", "F", "Taís"),
    ("ja_JP", "M", "大輝|Daiki", "M", "大樹|Daiki"),
    ("ja_JP", "F", "美咲|Misaki", "F", "美紗|Misa"),
    ("ko_KR", "F", "민지|Minji", "M", "민재|Minjae"),
    ("ko_KR", "F", "서연|Seoyeon", "F", "서영|Seoyoung"),
    ("zh_TW", "F", "怡君|Yi-chun", "F", "宜君|Yi-chun"),
    ("gl_ES", "F", "Uxía", "M", "Uxío"),
    ("lb_LU", "F", "Tessy", "F", "Jessy"),
    ("be_BY", "M", "Алесь|Ales", "F", "Алеся|Alesia"),
    ("be_BY", "F", "Ганна|Hanna", "F", "Анна|Anna"),
    ("zu_ZA", "M", "Thando", "F", "Thandi"),
    ("ht_HT", "F", "Wideline", "F", "Widline"),
    ("ht_HT", "M", "Mackenson", "M", "Makenson"),
    ("so_SO", "M", "Maxamed", "M", "Maxamuud"),
]


def _lev1(a: str, b: str) -> bool:
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    if len(a) > len(b):
        a, b = b, a
    return any(b[:i] + b[i + 1 :] == a for i in range(len(b)))


def _pair(rng: random.Random, locale: str, s0, g0, s1, g1) -> tuple[Person, Person]:
    for _ in range(100):
        base = draw_person(rng, locale, sex="M")  # surname invariant for both sexes
        sur, sur_rom = base.surname, base.surname_rom
        if locale == "be_BY" and sur.endswith(("ў", "скі")):
            continue
        if any(g.partition("|")[0] in sur.split() for g in (g0, g1)):
            continue
        people = []
        for sex, g in ((s0, g0), (s1, g1)):
            native, _, rom = g.partition("|")
            people.append(Person(locale, sex, native, rom or native, sur, sur_rom))
        r0 = ascii_fold(people[0].given_rom).replace("-", "")
        r1 = ascii_fold(people[1].given_rom).replace("-", "")
        s = ascii_fold(sur_rom.split()[0]).replace(" ", "").replace("-", "")
        dom = rng.choice(DOMAINS[locale])
        if _lev1(r0, r1):
            people[0].email, people[1].email = f"{r0}.{s}@{dom}", f"{r1}.{s}@{dom}"
        else:
            y = rng.randint(60, 98)
            people[0].email, people[1].email = f"{s}{y}@{dom}", f"{s}{y + 1}@{dom}"
            if (y + 1) % 10 == 0:
                continue
        return people[0], people[1]
    raise ValueError(locale)


def _records(c0: Ctx, o0: Owner, o1: Owner, agent: Owner) -> list[Rec]:
    L, rng = c0.L, c0.rng
    f0, f1 = o0.name("first_name_alone"), o1.name("first_name_alone")
    sur0 = Val("PERSON", o0.p.first_surname, "p0", "surname_alone")
    sur1 = Val("PERSON", o1.p.first_surname, "p1", "surname_alone")
    recs = []
    # 1. the CRM search an agent ran by surname returns both
    r = Rec("tool_call_json")
    r.f('{"role": "assistant", "tool_calls": [{"name": "crm.search", "arguments": {"surname": '
        '"{s}"}}]}\n', s=sur0)  # fmt: skip
    r.t('{"role": "tool", "name": "crm.search", "content": {"results": [')
    for i, o in enumerate((o0, o1)):
        r.t(", " if i else "")
        r.f('{"id": "{a}", "name": "{n}", "email": "{e}", "phone": "{p}", "address": "{ad}", '
            '"last_order": "{o}"}', a=o.acct(), n=o.name("full_name"), e=o.email(),
            p=o.phone("e164"), ad=o.address(), o=o.order())  # fmt: skip
    r.t("]}}")
    recs.append(r)
    # 2. macro reply to p0
    r = Rec("macro_reply")
    s0 = c0.slots(surname=sur0, first=f0)
    r.f("Ticket #{n} · Macro: Refund issued (card) · applied by {a}\nTo: {e}\n\n",
        n=rng.randint(100000, 999999), a=agent.name("full_name"), e=o0.email())  # fmt: skip
    r.f(L["dear"], **s0).t("\n\n").f(L["macro"], **s0).t(" ").f(
        "{lab}: {acct}", lab=L["lab"]["account"], acct=o0.acct()).t("\n\n")  # fmt: skip
    r.t(L["signoff"] + "\n").v(agent.name("first_name_alone"))
    recs.append(r)
    # 3. locker notice to p1 at the shared address
    r = Rec("parcel_locker")
    c1 = _ctx_for(c0, o1, agent)
    s1 = c1.slots(first=f1, street=o1.address())
    r.f("SMS -> {to}\n", to=o1.phone(c1.shape())).f(L["locker"], **s1)
    recs.append(r)
    # 4. p1 asks the assistant; retrieval returns p0's account (the near-duplicate)
    r = Rec("rag_trace")
    r.f("trace_id={t} locale={loc} client_ip={ip} user_display_name={f}\n[user] ",
        t=f"{rng.getrandbits(64):016x}", loc=c0.locale, ip=o1.ip(), f=f1)  # fmt: skip
    r.f(L["ask_order"], **c1.slots(lower=o1.name("lower"), order=o1.order(), email=o1.email()))
    r.f('\n[retrieve] crm://accounts/{a} score=0.74 -> name="{n}" email="{e}" phone="{p}"\n',
        a=o0.acct(), n=o0.name("full_name"), e=o0.email(), p=o0.phone("international"))  # fmt: skip
    r.t("[assistant] ").f(L["ans_order"], **c1.slots(
        first=f1, surname=sur1, address=o1.address(), mobile=o1.phone(c1.shape())))  # fmt: skip
    recs.append(r)
    # 5. p0 cancels in chat
    r = Rec("cancellation_chat")
    h = rng.randint(8, 20)
    r.f("[{h}:11] {w}: ", h=h, w=f0).f(
        L["ask_cancel"], **c0.slots(acct=o0.acct(), email=o0.email())
    )
    r.f("\n[{h}:12] {a} (support): ", h=h, a=agent.name("first_name_alone")).f(
        L["ok_cancel"], **c0.slots(first=f0, surname=sur0, acct=o0.acct(), pay=o0.card()))  # fmt: skip
    recs.append(r)
    return recs


def _ctx_for(c: Ctx, owner: Owner, agent: Owner) -> Ctx:
    return Ctx(c.rng, c.locale, owner, owner, agent, agent, c.k + 1)


def households(seed: int) -> list[dict]:
    rng = random.Random(seed)
    out: list[dict] = []
    for n, (loc, s0, g0, s1, g1) in enumerate(PAIRS, 1):
        scope = f"h12-household-{n:02d}"
        last = None
        for _ in range(60):
            p0, p1 = _pair(rng, loc, s0, g0, s1, g1)
            agent_p = draw_person(rng, loc, avoid={p0.given, p1.given, *p0.surname.split()})
            o0 = Owner(rng, p0, "p0", addr_ref="household/address", k=n)
            o1 = Owner(rng, p1, "p1", addr_ref="household/address", k=n + 1)
            o1.addr = o0.addr
            o0.ip_ref = o1.ip_ref = "household/ip"
            o1.ip_v = o0.ip_v
            o1.acct_v = "acct_" + swap_adjacent(rng, o0.acct_v[5:], 0)
            o1.order_v = "ORD-" + swap_adjacent(rng, o0.order_v[4:], 0)
            agent = Owner(rng, agent_p, "agent")
            c0 = Ctx(rng, loc, o0, o0, agent, agent, n)
            try:
                out += finish(scope, _records(c0, o0, o1, agent), lang_of(loc), loc)
                break
            except CaseError as e:
                last = e
        else:
            raise RuntimeError((scope, last))
    return out


_ = LABELS
