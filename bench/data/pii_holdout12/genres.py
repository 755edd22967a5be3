"""The ten layouts of the direct cases (and the households): what a support assistant's
production traces hold. Each takes a ``Ctx`` and returns a ``Rec``."""

from __future__ import annotations

import random

from .people import CJK, EXTRA_PHONE, LABELS, PHONE_SHAPES, ROMANISED, Owner
from .render import Rec, Val

GENRES = (
    "rag_trace", "tool_call_json", "macro_reply", "chargeback_form", "warranty_claim",
    "cancellation_chat", "parcel_locker", "car_rental", "jira_comment", "intercom_export",
)  # fmt: skip

BRANDS = ["Tidewell", "Kestrel Mobile", "Nuvola Home", "Lumen Fit", "Brightcart", "Orla Audio"]
PRODUCTS = [
    "Voltra 65W USB-C charger", "Voltra 30W travel charger", "Kestrel MagDock wireless charger",
    "Orla PowerCube 45W charger",
]  # fmt: skip


class Ctx:
    def __init__(self, rng: random.Random, locale: str, cust: Owner, rel: Owner, agent: Owner,
                 colleague: Owner, k: int) -> None:  # fmt: skip
        self.rng, self.locale, self.k = rng, locale, k
        self.cust, self.rel, self.agent, self.colleague = cust, rel, agent, colleague
        self.L = LABELS[locale]
        self.lab = self.L["lab"]
        shapes = PHONE_SHAPES + EXTRA_PHONE.get(cust.region, [])
        self._phones = shapes[k % len(shapes) :] + shapes[: k % len(shapes)]
        self._i = 0
        self.brand = BRANDS[k % len(BRANDS)]
        self._clock = rng.randint(8 * 60, 17 * 60)

    def shape(self) -> str:
        s = self._phones[self._i % len(self._phones)]
        self._i += 1
        return s

    def mobile(self, who: Owner | None = None, kind: str = "mobile") -> Val:
        return (who or self.cust).phone(self.shape(), kind)

    def pay(self) -> Val:
        iban = self.cust.iban()
        return iban if iban is not None and self.rng.random() < 0.6 else self.cust.card()

    def slots(self, **over) -> dict:
        c, r = self.cust, self.rng
        s = dict(
            first=c.name("first_name_alone"),
            surname=c.name("surname_alone"),
            full=c.name("full_name"),
            lower=c.name("lower"),
            hon=self.L["hon"][c.p.sex],
            order=c.order(),
            acct=c.acct(),
            email=c.email(),
            address=c.address(),
            street=c.street(),
            mobile=self.mobile(),
            box=str(r.randint(3, 64)),
            code=f"{r.randint(0, 999999):06d}",
            last4=c.last4(),
            agent=self.agent.name("first_name_alone"),
            rel=self.rel.name("full_name"),
            rel_mobile=self.mobile(self.rel),
            art="",
        )
        s.update(over)
        return s

    def nick_or(self, shape: str) -> Val:
        try:
            return self.cust.name("nickname")
        except KeyError:
            return self.cust.name(shape)

    def frame(self, key: str) -> str:
        """The locale's frame for ``key``; every other case takes its second wording."""
        return self.L.get(key + "2", self.L[key]) if self.k % 2 else self.L[key]

    def rel_slots(self) -> dict:
        """Slots for the relative's note: Luxembourgish puts an article before a name
        (``De Pol Weber``, ``D'Anne Weber``), isiZulu a class prefix (``uThandi Dlamini``)."""
        if self.locale in ("lb_LU", "zu_ZA"):
            shape = "article" if self.locale == "lb_LU" else "class_prefixed"
            rel = Val("PERSON", self.rel.p.full, self.rel.pref, shape)
            art = {"lb_LU": "De " if self.rel.p.sex == "M" else "D'", "zu_ZA": "u"}[self.locale]
            return self.slots(rel=rel, art=art)
        return self.slots()

    def about(self) -> tuple[str, dict]:
        if self.locale == "lb_LU":
            art = "De " if self.cust.p.sex == "M" else "D'"
            return self.frame("about"), self.slots(first=self.cust.name("article"), art=art)
        if self.locale == "zu_ZA":
            return self.frame("about"), self.slots(first=self.cust.name("class_prefixed"))
        return self.frame("about"), self.slots()

    def stamp(self, day: int) -> str:
        """A time later than the last one stamped (minutes since midnight, kept per case)."""
        self._clock += self.rng.randint(1, 40)
        h, m = divmod(self._clock, 60)
        return f"2026-11-{day:02d}T{h:02d}:{m:02d}"


def rag_trace(c: Ctx) -> Rec:
    r = Rec("rag_trace")
    tid = "".join(c.rng.choice("0123456789abcdef") for _ in range(16))
    r.f("trace_id={tid} span=assistant.turn locale={loc} client_ip={ip}\n",
        tid=tid, loc=c.locale, ip=c.cust.ip())  # fmt: skip
    r.t("[user] ").f(c.frame("ask_order"), **c.slots()).t("\n")
    r.t("[retrieve] kb://help/shipping-times score=0.81\n")
    latin = ' name_latin="{tr}"' if c.locale in ROMANISED else ""
    r.f('[retrieve] crm://accounts/{acct} score=0.77 -> name="{full}"' + latin + ' email="{email}" '
        'phone="{mobile}" address="{address}"\n', tr=c.cust.name("transliterated"),
        **c.slots())  # fmt: skip
    r.t("[assistant] ").f(c.frame("ans_order"), **c.slots()).t("\n")
    r.t("[assistant] ").f(c.L["quote"], **c.slots()).t("\n")
    return r


def tool_call_json(c: Ctx) -> Rec:
    r = Rec("tool_call_json")
    s = c.slots()
    r.f('{"turn": 3, "role": "assistant", "tool_calls": [{"id": "call_{n}", "name": '
        '"orders.lookup", "arguments": {"order_id": "{order}", "email": "{email}"}}]}\n',
        n=c.rng.randint(10000, 99999), **s)  # fmt: skip
    pay = c.pay()
    key = "iban" if pay.type == "IBAN_CODE" else "card_number"
    latin = ', "name_latin": "{tr}"' if c.locale in ROMANISED else ""
    r.f('{"turn": 3, "role": "tool", "name": "orders.lookup", "content": {"order_id": "{order}", '
        '"status": "in_transit", "customer": {"id": "{acct}", "name": "{full}", "phone": '
        '"{e164}", "email": "{email}"' + latin + '}, "shipping_address": "{address}", "payment": '
        '{"{key}": "{pay}"}}}\n', e164=c.cust.phone("e164"), key=key, pay=pay,
        tr=c.cust.name("transliterated"), **s)  # fmt: skip
    r.t('{"turn": 4, "role": "assistant", "content": "').f(c.frame("ans_order"), **c.slots()).t(
        '"}'
    )
    return r


def macro_reply(c: Ctx) -> Rec:
    r = Rec("macro_reply")
    s = c.slots()
    n = c.rng.randint(100000, 999999)
    r.f("Ticket #{n} · Macro: Refund issued (card) · applied by {agent}\n",
        n=n, agent=c.agent.name("full_name"))  # fmt: skip
    r.f("To: {full} <{email}>\n{subj}: {order}\n\n", subj=c.lab["subject"], **s)
    r.f(c.L["dear"], **s).t("\n\n").f(c.L["macro"], **s).t("\n\n")
    if c.cust.iban() is not None:
        r.f("IBAN: {iban}\n\n", iban=c.cust.iban())
    r.f("{signoff}\n{agent} · {brand}\n{tel}", signoff=c.L["signoff"], agent=s["agent"],
        brand=c.brand, tel=c.agent.phone(c.shape(), "landline"))  # fmt: skip
    t, sl = c.about()
    r.t("\n\n[internal note] ").f(t, **sl)
    return r


def chargeback_form(c: Ctx) -> Rec:
    r = Rec("chargeback_form")
    lab, s = c.lab, c.slots()
    r.t(f"CHARGEBACK / DISPUTE · {c.brand} · case CB-{c.rng.randint(10000, 99999)}\n")
    r.f(f"{lab['name']}: {{name}}\n", name=c.cust.name("upper"))
    r.f(f"{lab['card']}: {{card}}\n", card=c.cust.card())
    r.f(f"{lab['account']}: {{acct}}\n{lab['order']}: {{order}}\n", **s)
    r.f(f"{lab['address']}: {{address}}\n", **s)
    if c.cust.postcode() is not None:
        r.f("AVS ZIP: {pc}\n", pc=c.cust.postcode())
    r.f(f"{lab['phone']}: {{mobile}}\n{lab['email']}: {{email}}\n", **s)
    r.t(f"{lab['date']}: 2026-11-{c.rng.randint(1, 28):02d}  {lab['amount']}: "
        f"{c.rng.randint(19, 899)}.{c.rng.randint(0, 99):02d}\n")  # fmt: skip
    r.t(f"{lab['reason']}: ").f(c.L["cb_reason"], **s).t("\n")
    r.f(f"{lab['signature']}: {{sig}}", sig=c.cust.name("initials"))
    return r


def warranty_claim(c: Ctx) -> Rec:
    r = Rec("warranty_claim")
    lab, s = c.lab, c.slots()
    r.t(f"WARRANTY CLAIM WC-{c.rng.randint(100000, 999999)} · {c.brand}\n")
    r.f(f"{lab['customer']}: {{name}}\n", name=c.cust.name("last_first"))
    prod = PRODUCTS[c.k % len(PRODUCTS)]
    serial = "SN-" + "".join(c.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3))
    r.t(f"{lab['product']}: {prod}  {lab['serial']}: {serial}{c.rng.randint(1000, 9999)}\n")
    r.f(f"{lab['order']}: {{order}}\n", **s)
    pc = c.cust.postcode()
    if pc is not None:
        r.f(f"{lab['address']}: {{street}} · {{pc}}\n", street=s["street"], pc=pc)
    else:
        r.f(f"{lab['address']}: {{street}}\n", street=s["street"])
    r.f(f"{lab['phone']}: {{tel}}\n{lab['email']}: {{email}}\n",
        tel=c.mobile(kind="landline"), email=s["email"])  # fmt: skip
    if c.cust.iban() is not None:
        r.f(f"{lab['iban']}: {{iban}}\n", iban=c.cust.iban())
    r.t("\n").f(c.L["fault"]).t("\n\n— ").f(c.L["hi"], **s).t("\n").f(c.L["agent_intro"], **s)
    return r


def cancellation_chat(c: Ctx) -> Rec:
    r = Rec("cancellation_chat")
    s = c.slots()
    who = c.nick_or("first_name_alone")
    h = c.rng.randint(8, 20)
    r.f("[{h}:02] {who}: ", h=h, who=who).f(c.L["ask_cancel"], **s).t("\n")
    r.f("[{h}:03] {agent} (support): ", h=h, agent=s["agent"]).f(c.L["agent_intro"], **s)
    r.t("\n").f("[{h}:04] {who}: ", h=h, who=who).f(c.L["why"]).t("\n")
    r.f("[{h}:06] {agent} (support): ", h=h, agent=s["agent"]).f(c.L["ok_cancel"], **c.slots(
        pay=c.pay()))  # fmt: skip
    t, sl = c.about()
    r.t("\n[note] ").f(t, **sl)
    return r


def parcel_locker(c: Ctx) -> Rec:
    r = Rec("parcel_locker")
    s = c.slots()
    r.f("SMS -> {to} · {brand} Lockers\n", to=c.mobile(), brand=c.brand)
    r.f(c.L["locker"], **s).t("\n---\n")
    r.f('locker_event {"event": "deposited", "order": "{order}", "recipient": "{full}", '
        '"recipient_email": "{email}", "collector_note": "', **s)  # fmt: skip
    r.f(c.L["relnote"], **c.rel_slots()).t('"}')
    return r


def car_rental(c: Ctx) -> Rec:
    r = Rec("car_rental")
    lab, s = c.lab, c.slots()
    r.t(f"RENTAL AGREEMENT RA-{c.rng.randint(1000000, 9999999)} · {c.brand} Cars\n")
    r.f(f"{lab['driver']}: {{name}}\n", name=c.cust.name("last_first" if c.k % 2 else "upper"))
    if c.locale in ROMANISED:
        r.f("Passport name: {tr}\n", tr=c.cust.name("transliterated"))
    r.f(f"{lab['address']}: {{address}}\n", **s)
    r.f(f"{lab['phone']}: {{m}} / {{l}}\n", m=c.mobile(), l=c.mobile(kind="landline"))
    r.f(f"{lab['email']}: {{email}}\n{lab['account']}: {{acct}}\n", **s)
    r.f(f"{lab['extra']}: {{rel}} · {{rm}}\n", rel=c.rel.name("full_name"), rm=c.mobile(c.rel))
    r.t(f"{lab['pickup']}: 2026-12-{c.rng.randint(1, 14):02d} 09:30 · {lab['dropoff']}: "
        f"2026-12-{c.rng.randint(15, 28):02d} 18:00\n")  # fmt: skip
    r.f(f"{lab['deposit']}: {{card}}\n", card=c.cust.card())
    r.f(f"{lab['signature']}: {{sig}}", sig=c.cust.name("initials"))
    return r


def jira_comment(c: Ctx) -> Rec:
    r = Rec("jira_comment")
    s = c.slots()
    r.f("SUP-{n} · comment by {user} · 2026-12-0{d} 14:{m}\n", n=c.rng.randint(1000, 9999),
        user=c.agent.name("username"), d=c.rng.randint(1, 5), m=c.rng.randint(10, 59))  # fmt: skip
    r.f("Escalating from Tier 1. Customer {full} ({email}, {acct}) says order {order} never "
        "arrived; the carrier shows it delivered to {street}. Their words:\n> ", **s)  # fmt: skip
    r.f(c.frame("ask_order"), **s).t("\n")
    t, sl = c.about()
    r.f(t, **sl).t("\n")
    r.f("Checkout came from {ip}. [~{col}] can you pull the webhook logs for {acct}?",
        ip=c.cust.ip(), col=c.colleague.name("username"), acct=s["acct"])  # fmt: skip
    return r


def intercom_export(c: Ctx) -> Rec:
    r = Rec("intercom_export")
    s = c.slots()
    cid = c.rng.randint(200000000, 299999999)
    r.t("conversation_id,created_at,author_type,author_name,author_email,body\n")
    r.f('{cid},{ts}Z,user,{name},{email},"', cid=cid, ts=c.stamp(3), name=c.nick_or("full_name"),
        email=s["email"]).f(c.frame("ask_order"), **s).t('"\n')  # fmt: skip
    r.f('{cid},{ts}Z,admin,{name},{email},"', cid=cid, ts=c.stamp(3),
        name=c.agent.name("full_name"), email=c.agent.email()).f(
        c.frame("ans_order"), **c.slots()).t('"\n')  # fmt: skip
    t, sl = c.about()
    r.f('{cid},{ts}Z,admin_note,{name},{email},"', cid=cid, ts=c.stamp(4),
        name=c.agent.name("full_name"), email=c.agent.email()).f(t, **sl).t('"')  # fmt: skip
    return r


RENDER = {g: globals()[g] for g in GENRES}
assert set(RENDER) == set(GENRES) and all(callable(f) for f in RENDER.values())
_ = CJK
