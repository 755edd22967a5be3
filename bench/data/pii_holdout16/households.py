"""Twenty households of near-duplicate sibling pairs: given names one or two edits apart, a
shared surname, e-mails one character apart, account and order ids two swapped neighbouring
digits apart, one address written identically everywhere and one IP, in five records (a proof
of delivery, a tenant's e-mail, an error event, a Slack duplicate-account flag, a survey)."""

from __future__ import annotations

import random

from . import values
from .cases import LOCALES
from .people import Person, draw_person, pairs
from .render import Rec, S, finish

BY_LOCALE = {loc["locale"]: loc for loc in LOCALES}
# (locale, p0 given, p1 given, p0 woman, p1 woman); given names as native|roman
PAIRS = [
    ("en_GB", "Elsie", "Ellie", True, True),
    ("en_GB", "Harry", "Harvey", False, False),
    ("en_US", "Jaden", "Jayden", False, False),
    ("en_US", "Kayla", "Kaylee", True, True),
    ("it_IT", "Giulia", "Giulio", True, False),
    ("it_IT", "Francesca", "Francesco", True, False),
    ("nl_NL", "Lieke", "Lieve", True, True),
    ("sv_SE", "Alva", "Alma", True, True),
    ("uk_UA", "Олександр|Oleksandr", "Олександра|Oleksandra", False, True),
    ("uk_UA", "Богдан|Bohdan", "Богдана|Bohdana", False, True),
    ("ar_EG", "محمد|Mohamed", "محمود|Mahmoud", False, False),
    ("ar_EG", "منى|Mona", "منة|Menna", True, True),
    ("th_TH", "ธนพล|Thanaphon", "ธนพร|Thanaphorn", False, True),
    ("hi_IN", "अमित|Amit", "अमिता|Amita", False, True),
    ("lo_LA", "ບຸນມີ|Bounmy", "ບຸນມາ|Bounma", False, True),
    ("ps_AF", "نجیب|Najib", "نجیبه|Najiba", False, True),
    ("mg_MG", "Tahina", "Tahiana", True, True),
    ("wo_SN", "Mariama", "Mariam", True, True),
    ("rw_RW", "Aline", "Alice", True, True),
    ("fj_FJ", "Seru", "Sera", False, True),
]


def _lev1(a: str, b: str) -> bool:
    """Whether a and b are exactly one insertion, deletion or substitution apart."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    return a[i + 1 :] == b[i + 1 :] or a[i:] == b[i + 1 :] or a[i + 1 :] == b[i:]


def _siblings(rng: random.Random, loc: dict, spec: tuple) -> tuple[Person, Person, list[str]]:
    _, g0, g1, w0, w1 = spec
    native, roman = pairs(rng.choice(loc["surnames"].split()))[0]
    people = []
    for g, w in ((g0, w0), (g1, w1)):
        gn, gr = pairs(g)[0]
        person = Person(gn, gr, native, roman, w, loc)
        person.handle = values.handle(rng, gr, roman)
        people.append(person)
    p0, p1 = people
    domain = rng.choice(loc["domains"].split())
    s = values.slug(roman)
    if _lev1(values.slug(p0.given_r), values.slug(p1.given_r)):
        mails = [f"{values.slug(p.given_r)}.{s}@{domain}" for p in people]
    else:
        year = rng.randint(1985, 1998)
        mails = [f"{s}{year}@{domain}", f"{s}{year + 1}@{domain}"] if year % 10 != 9 else []
        mails = mails or [f"{s}{year - 1}@{domain}", f"{s}{year}@{domain}"]
    return p0, p1, mails


class Household:
    def __init__(self, rng: random.Random, spec: tuple) -> None:
        from .cases import Case

        loc = BY_LOCALE[spec[0]]
        self.loc, self.region = loc, loc["region"]
        self.case = Case(rng, loc)  # address, IP and agent come from an ordinary case
        self.p = list(_siblings(rng, loc, spec))
        self.mails = self.p.pop()
        avoid = {self.p[0].given, self.p[1].given, self.p[0].surname}
        self.agent = draw_person(rng, loc, rng.random() < 0.5, avoid)
        a0, o0 = values.account_id(rng), values.order_id(rng)
        self.accts = [a0, values.swap_neighbours(rng, a0)]
        self.orders = [o0, values.swap_neighbours(rng, o0)]
        self.mobiles = [values.draw_phone(rng, self.region, "mobile") for _ in range(2)]
        self.landline = values.draw_phone(rng, self.region, "landline")

    def name(self, i: int, shape: str) -> S:
        return self.p[i].s(f"p{i}", shape)

    def mail(self, i: int) -> S:
        return S("EMAIL_ADDRESS", self.mails[i], f"p{i}/email")

    def acct(self, i: int) -> S:
        return S("ACCOUNT_ID", self.accts[i], f"p{i}/account")

    def order(self, i: int) -> S:
        return S("ORDER_ID", self.orders[i], f"p{i}/order")

    def phone(self, i: int | None, shape: str) -> S:
        number = self.landline if i is None else self.mobiles[i]
        value, shape = values.format_phone(number, shape, self.region)
        ref = "agent/landline" if i is None else f"p{i}/mobile"
        return S("PHONE_NUMBER", value, ref, {"shape": shape, "region": self.region})

    def addr(self) -> S:
        return S("STREET_ADDRESS", self.case.address, "household/address")

    def ip(self) -> S:
        return S("IP_ADDRESS", self.case.ip, "household/ip")


def _frame(h: Household, key: str, i: int) -> str:
    frame = h.loc["f"][key]
    return frame if isinstance(frame, str) else frame[0 if h.p[i].woman else 1]


def _records(h: Household) -> list[Rec]:
    r1 = Rec().t("PROOF OF DELIVERY\nConsignment: ").v(h.order(0)).t("\nRecipient: ")
    r1.v(h.name(0, "full_name")).t("\nDeliver to: ").v(h.addr()).t("\nContact: ")
    r1.v(h.phone(0, "compact")).t("\nReceived by: ").v(h.name(1, "first_name_alone"))
    r1.t(" (sibling)\nDriver: ").v(h.agent.s("agent", "first_name_alone"))
    r2 = Rec().t("From: ").v(h.mail(1)).t("\nTo: Lettings team\n\n")
    r2.f(_frame(h, "hello", 1), name=h.name(1, "full_name")).t(" ")
    r2.f(_frame(h, "addr", 1), addr=h.addr()).t(" ").f(_frame(h, "acct", 1), acct=h.acct(1))
    r2.t(" ").f(_frame(h, "call", 1), phone=h.phone(1, "national")).t("\n")
    r2.f(_frame(h, "bye", 1), name=h.name(1, "first_name_alone"))
    r3 = Rec().t('{"level": "error", "message": "CardDeclined", "user": {"id": "')
    r3.v(h.acct(0)).t('", "email": "').v(h.mail(0)).t('", "ip_address": "').v(h.ip())
    r3.t('", "name": "').v(h.name(0, "full_name")).t('"}, "tags": {"order_id": "')
    r3.v(h.order(0)).t('"}}')
    r4 = Rec().t("#support-escalations\n").v(h.agent.s("agent", "username"))
    r4.t("  14:05\npossible duplicate accounts: ").v(h.name(0, "full_name")).t(" (")
    r4.v(h.mail(0)).t(", ").v(h.acct(0)).t(", ").v(h.order(0)).t(") and ")
    r4.v(h.name(1, "full_name")).t(" (").v(h.mail(1)).t(", ").v(h.acct(1)).t(", ")
    r4.v(h.order(1)).t("), same address ").v(h.addr()).t(", same IP ").v(h.ip())
    r4.t(". ").v(h.name(0, "first_name_alone")).t(" (").v(h.phone(0, "international"))
    r4.t(") and ").v(h.name(1, "first_name_alone")).t(" (").v(h.phone(1, "e164"))
    r4.t(") are siblings, confirmed on a call from ").v(h.phone(None, "national"))
    r4.t(". Not merging.")
    r5 = Rec().t("CSAT survey response\nRespondent: ").v(h.mail(1)).t("\nName: ")
    r5.v(h.name(1, "full_name")).t("\nAgent rated: ").v(h.agent.s("agent", "first_name_alone"))
    r5.t("\nComment: ").f(_frame(h, "order", 1), order=h.order(1)).t(" ")
    r5.f(_frame(h, "bye", 1), name=h.name(1, "first_name_alone"))
    r5.t("\nMay we contact you? Yes, ").v(h.phone(1, "dashed"))
    r5.t("\nAgent line: ").v(h.phone(None, "international"))
    return [r1, r2, r3, r4, r5]


def build_households(seed: int) -> list[dict]:
    rng = random.Random(seed)
    out: list[dict] = []
    for n, spec in enumerate(PAIRS):
        h = Household(rng, spec)
        meta = {"lang": h.loc["lang"], "locale": h.loc["locale"], "genre": "household"}
        out.extend(finish(f"h16-household-{n:02d}", meta, _records(h)))
    return out
