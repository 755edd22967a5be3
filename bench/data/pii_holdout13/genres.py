"""The twelve layouts. Each takes a case context and returns the case's records; the
language's wording comes from ``phrases.P[locale]``, record structure (field keys of exports and
logs) stays in English where real exports keep it English."""

from __future__ import annotations

import random

from . import values as vals
from .phrases import P
from .places import address
from .render import Person, Rec, V, draw_person, gendered

PHONE_SHAPES = {
    "en_US": "national paren_area paren_area dashed dotted dotted e164 international",
    "en_IN": "national international compact e164 double_zero",
    "es_MX": "national international compact e164 dashed",
    "fr_CA": "national dashed international dotted dotted e164",
    "de_AT": "national plus_zero international compact double_zero",
    "pt_BR": "national paren_area paren_area international compact e164",
    "ja_JP": "national international compact e164",
    "ko_KR": "national dashed compact international",
    "tr_TR": "national paren_area paren_area international compact double_zero plus_zero",
    "gu_IN": "native_digits national international compact",
    "si_LK": "national international spaced plus_zero compact double_zero",
    "ha_NG": "national international compact e164 plus_zero",
    "qu_PE": "national international compact spaced",
    "fo_FO": "national international compact double_zero e164",
    "tg_TJ": "national international e164 compact dashed",
}
CARDS = {
    "en_US": "visa mastercard amex discover",
    "en_IN": "rupay visa",
    "es_MX": "visa mastercard amex",
    "fr_CA": "visa mastercard",
    "de_AT": "visa mastercard",
    "pt_BR": "mastercard visa",
    "ja_JP": "jcb visa",
    "ko_KR": "visa mastercard unionpay",
    "tr_TR": "visa mastercard",
    "gu_IN": "rupay visa",
    "si_LK": "visa mastercard",
    "ha_NG": "mastercard visa",
    "qu_PE": "visa",
    "fo_FO": "visa mastercard",
    "tg_TJ": "unionpay visa",
}
IBAN = {"de_AT": "AT", "tr_TR": "TR", "pt_BR": "BR", "fo_FO": "FO"}
SCHOOL_DOMAIN = {
    "en_US": "k12.hi.us",
    "es_MX": "colegio-tlalpan.edu.mx",
    "de_AT": "bildung-wien.at",
    "ja_JP": "school.ed.jp",
    "tr_TR": "meb.k12.tr",
    "qu_PE": "iecusco.edu.pe",
}
POSTCODE = {
    "en_US": "ZIP",
    "en_IN": "PIN code",
    "es_MX": "C.P.",
    "fr_CA": "Code postal",
    "de_AT": "PLZ",
    "pt_BR": "CEP",
    "ja_JP": "郵便番号",
    "ko_KR": "우편번호",
    "tr_TR": "Posta kodu",
    "gu_IN": "પિન કોડ",
    "si_LK": "තැපැල් කේතය",
    "ha_NG": "Lambar gidan waya",
    "qu_PE": "Código postal",
    "fo_FO": "Postnummar",
    "tg_TJ": "Индекси почта",
}
NOTES = "Premium 12;Flex Monthly;Off-Peak;Family Plus;Student 6"


class Ctx:
    def __init__(self, locale: str, rng: random.Random):
        self.locale = locale
        self.rng = rng
        self.P = P[locale]
        self.region = vals.REGION[locale]
        self._addr: dict[str, tuple[str, str]] = {}
        self._given: set[str] = set()

    # ---- people and values --------------------------------------------------------------
    def person(
        self, ref: str, sex: str | None = None, common: bool = False, surname=None, nick=False
    ) -> Person:
        """A new person of the case, never sharing a given name with one drawn before."""
        for _ in range(100):
            p = draw_person(self.locale, self.rng, ref, sex, common, surname, nick)
            if p.given not in self._given and (surname is not None or p.surname not in self._given):
                break
        self._given.update({p.given} | ({p.surname} if surname is None else set()))
        return p

    def phone(self, ref: str, kind: str = "mobile", shape: str | None = None) -> V:
        shapes = PHONE_SHAPES[self.locale].split()
        if shape is None:
            shape = self.rng.choice(shapes)
        if self.region == "NG":  # Nigerian homes and offices give mobiles
            kind = "mobile"
        if shape == "paren_area" and self.region == "PE":
            kind = "landline"
        value = vals.phone(self.region, kind, shape, self.rng)
        return V(value, "PHONE_NUMBER", f"{ref}/{kind}", shape, self.region)

    def email(self, p: Person, pattern: int | None = None) -> V:
        return V(
            vals.email(self.locale, p.g_rom, p.s_rom, self.rng, pattern),
            "EMAIL_ADDRESS",
            f"{p.ref}/email",
        )

    def work_email(self, p: Person, domain: str) -> V:
        local = (
            vals.ascii_fold(p.g_rom).lower().replace(" ", "")
            + "."
            + vals.ascii_fold(p.s_rom).lower().replace(" ", "")
        )
        return V(f"{local}@{domain}", "EMAIL_ADDRESS", f"{p.ref}/email")

    def addr(self, ref: str) -> V:
        if ref not in self._addr:
            self._addr[ref] = address(self.locale, self.rng)
        return V(self._addr[ref][0], "STREET_ADDRESS", f"{ref}/address")

    def postcode(self, ref: str) -> V:
        self.addr(ref)
        return V(self._addr[ref][1], "POSTAL_CODE", f"{ref}/address")

    def acc(self, ref: str) -> V:
        return V(vals.account_id(self.rng), "ACCOUNT_ID", f"{ref}/account")

    def order(self, ref: str) -> V:
        return V(vals.order_id(self.rng), "ORDER_ID", f"{ref}/order")

    def card(self, ref: str) -> V:
        issuer = self.rng.choice(CARDS[self.locale].split())
        style = self.rng.choice(["spaced", "spaced", "dashed", "compact"])
        return V(vals.card(issuer, style, self.rng), "CREDIT_CARD", f"{ref}/pay")

    def pay(self, ref: str) -> V:
        if self.locale in IBAN and self.rng.random() < 0.85:
            grouped = self.rng.random() < 0.7
            return V(vals.iban(IBAN[self.locale], self.rng, grouped), "IBAN_CODE", f"{ref}/pay")
        return self.card(ref)

    def ip(self, ref: str) -> V:
        return V(vals.ip_address(self.rng), "IP_ADDRESS", f"{ref}/ip")

    # ---- names ---------------------------------------------------------------------------
    def hon(self, p: Person, dr: bool = False) -> tuple[str, dict]:
        """A title with the person's name as the language writes it (``Ms {S}``, ``{S}様``,
        ``{G} Hanım``, ``{G}બેન``): the frame and its slots."""
        frame = gendered(self.P["dr"] if dr else self.P["ms" if p.sex == "f" else "mr"], p.sex)
        slots: dict = {}
        for key, plain, attached in (
            ("S", p.sur, p.suffixed_sur),
            ("G", p.first, p.suffixed_given),
        ):
            mark = "{" + key + "}"
            if mark in frame:
                after = frame[frame.index(mark) + 3 : frame.index(mark) + 4]
                slots[key] = attached() if after and after.isalpha() else plain()
        if "{F}" in frame:
            slots["F"] = p.full()
        return frame, slots

    def hon_rec(self, rec: Rec, p: Person, dr: bool = False) -> Rec:
        frame, slots = self.hon(p, dr)
        return rec.f(frame, **slots)

    def dear(self, rec: Rec, p: Person, teacher: bool = False) -> Rec:
        if self.P["dear"]:
            rec.f(self.P["dear"] + " ", p.sex)
        if teacher and "teacher" in self.P:  # 後藤先生
            return rec.f(self.P["teacher"], S=p.suffixed_sur()).t("\n")
        return self.hon_rec(rec, p).t(",\n")

    def chat_name(self, p: Person) -> V:
        """How a person names themself or is named in a chat: first name, lower case, nickname."""
        r = self.rng.random()
        nick = p.nick()
        if nick and r < 0.75:
            return nick
        if self.locale == "ja_JP" and r < 0.7:
            return p.kana()
        if r < 0.7:
            return p.lower()
        return p.first()

    def sign_name(self, p: Person) -> V:
        """A staff member's name under a message: Gujarati and Tajik staff often sign surname first."""
        if self.locale in ("gu_IN", "tg_TJ") and self.rng.random() < 0.5:
            return p.official()
        return p.full()

    def name_field(self, rec: Rec, p: Person) -> Rec:
        """The name line of a form, with the katakana reading line Japanese forms add."""
        field(rec, self.P["name"], self.form_name(p))
        if self.locale == "ja_JP":
            field(rec, "フリガナ", p.kana())
        return rec

    def form_name(self, p: Person) -> V:
        loc, r = self.locale, self.rng.random()
        if loc in ("gu_IN", "tg_TJ") and r < 0.5:
            return p.official()
        if loc in ("ja_JP", "ko_KR", "gu_IN", "si_LK", "tg_TJ") and r < 0.6:
            return p.translit() if loc != "si_LK" or r > 0.5 else p.initials(self.rng)
        if loc == "si_LK" and r < 0.8:
            return p.initials(self.rng)
        if r < 0.3:
            return p.upper()
        if r < 0.5 and loc not in ("ja_JP", "ko_KR"):
            return p.last_first()
        return p.full()


def field(rec: Rec, label: str, val: V | str) -> Rec:
    rec.t(f"{label}: ")
    return (rec.v(val) if isinstance(val, V) else rec.t(val)).t("\n")


# ---------------------------------------------------------------- 1 gym membership
def gym_membership(c: Ctx) -> list[Rec]:
    p = c.person("customer", nick=c.rng.random() < 0.5)
    rel = c.person("relative", common=c.rng.random() < 0.5)
    P, r0 = c.P, Rec()
    acc, mob, mail = c.acc("customer"), c.phone("customer"), c.email(p)
    r0.t(P["gym_title"] + "\n")
    c.name_field(r0, p)
    field(r0, P["account"], acc)
    field(r0, P["phone"], mob)
    field(r0, P["email"], mail)
    field(r0, P["address"], c.addr("customer"))
    r0.t(f"{P['emergency']}: ").v(rel.full()).t(" (").v(c.phone("relative")).t(")\n")
    field(r0, "Plan", c.rng.choice(NOTES.split(";")))
    field(r0, "IBAN" if c.locale in ("de_AT", "fo_FO") else P["card"], c.pay("customer"))
    r1 = Rec()
    r1.t("[WhatsApp] ").v(V(mob.value, mob.type, mob.ref, mob.shape, mob.region)).t(" ~").v(
        p.first()
    ).t("\n")
    r1.f(P["gym_freeze"], p.sex, N=c.chat_name(p), ACC=acc).t("\n\n")
    agent = c.person("agent")
    r1.f(P["gym_reply"], p.sex, N=p.first(), E=mail).t("\n— ").v(c.sign_name(agent)).t(", ")
    r1.v(c.work_email(agent, "members-desk.com")).t("\n")
    field(r1, "Ref", acc)
    return [r0, r1]


# ---------------------------------------------------------------- 2 school absence note
def school_absence_note(c: Ctx) -> list[Rec]:
    P = c.P
    parent = c.person("customer")
    common = c.rng.random() < 0.5
    child = c.person(
        "relative",
        common=common,
        nick=not common,
        surname=(parent.surname, parent.s_rom, parent.s_kana),
    )
    teacher = c.person("agent")
    r0 = Rec()
    c.dear(r0, teacher, teacher=True)
    kid = child.nick() or child.first()
    r0.f(P["absent"], child.sex, CHILD=kid).t("" if c.locale in ("ja_JP", "ko_KR") else " ")
    r0.f(P["callme"], P=c.phone("customer")).t("\n")
    cjk = c.locale in ("ja_JP", "ko_KR")
    r0.t(P["regards"] + "\n").v(
        parent.full() if cjk or c.rng.random() < 0.6 else parent.initials(c.rng)
    )
    r0.t("\n").v(c.email(parent))
    r1 = Rec()
    c.dear(r1, parent)
    r1.f(P["absent_ok"], CHILD=child.full()).t("\n")
    r1.v(c.sign_name(teacher)).t("\n").v(
        c.work_email(teacher, SCHOOL_DOMAIN.get(c.locale, "schoolmail.org"))
    )
    r1.t(" · ").v(c.phone("agent", "landline"))
    r2 = Rec()
    other = c.person(
        "relative2",
        sex="m" if c.locale == "ha_NG" else None,
        surname=(parent.surname, parent.s_rom, parent.s_kana),
    )
    doctor = c.person("other")
    frame, slots = c.hon(doctor, dr=True)
    r2.f(P["absent_more"], child.sex, CHILD=child.first(), DR=frame, N=other.first(), **slots).t(
        "\n"
    ).v(parent.first())
    r2.t(" · ").v(c.phone("customer"))
    return [r0, r1, r2]


# ---------------------------------------------------------------- 3 property viewing
def property_viewing(c: Ctx) -> list[Rec]:
    P = c.P
    p, agent = c.person("customer"), c.person("agent")
    listing = c.addr("other")
    mail, agent_mail = c.email(p), c.work_email(agent, "casaviva-homes.com")
    r0 = Rec()
    r0.t("From: ").v(p.full()).t(" <").v(mail).t(">\nTo: ").v(agent_mail).t("\n\n")
    r0.t(P["hello_plain"] + "\n")
    r0.f(P["view_req"], ADDR=listing).t("\n")
    r0.f(P["view_me"], N=p.full(), P=c.phone("customer"), E=mail).t("\n")
    r0.t(P["regards"] + "\n").v(p.first() if c.rng.random() < 0.5 else p.full())
    r0.t("\n").v(c.addr("customer")).t("\n").v(c.phone("customer", "landline"))
    r1 = Rec()
    r1.t("To: ").v(mail).t("\n\n")
    r1.f(P["hello"], N=p.first()).t("\n")
    r1.f(P["view_ok"], ADDR=listing).t("\n\n")
    r1.v(agent.full()).t("\n").v(c.phone("agent")).t("\n").v(agent_mail)
    r2 = Rec()  # the application the customer fills in after the viewing
    ref = c.person("colleague")
    r2.t(f"#APP-{c.rng.randint(1000, 9999)}\n")
    c.name_field(r2, p)
    field(r2, P["address"], c.addr("customer"))
    field(r2, POSTCODE[c.locale], c.postcode("customer"))
    field(r2, P["phone"], c.phone("customer", "mobile"))
    field(r2, P["email"], c.email(p))
    field(r2, P["account"], c.acc("customer"))
    field(r2, "IBAN" if c.locale in IBAN else P["card"], c.pay("customer"))
    r2.t("Ref.: ").v(ref.full()).t(", ").v(c.phone("colleague")).t(", ").v(c.email(ref))
    return [r0, r1, r2]


# ---------------------------------------------------------------- 4 tax helpdesk chat
def tax_helpdesk_chat(c: Ctx) -> list[Rec]:
    P = c.P
    p, agent = c.person("customer", nick=c.rng.random() < 0.5), c.person("agent")
    who = c.chat_name(p)
    ag = agent.nick() or agent.first()  # staff chat under the name colleagues call them
    acc = c.acc("customer")
    r0 = Rec()
    r0.t("[09:58] ").v(who).t(": ").f(P["tax_q"]).t("\n")
    r0.t("[09:59] ").v(ag).t(": ").f(P["tax_ask"], p.sex).t("\n")
    r0.t("[10:01] ").v(who).t(": ").f(P["tax_give"], N=p.full(), ACC=acc, PAY=c.pay("customer")).t(
        "\n"
    )
    r1 = Rec()
    frame, slots = c.hon(p)
    r1.t("[10:04] ").v(ag).t(": ").f(P["tax_done"], HON=frame, P=c.phone("customer"), **slots).t(
        "\n"
    )
    r1.t("[10:05] ").v(who).t(": ").f(P["thanks"], p.sex).t("\n")
    r1.t("— transcript sent to ").v(c.email(p)).t("\n")
    r1.t("[crm] linked account=").v(acc).t(" client_ip=").v(c.ip("customer")).t(' name="').v(
        p.upper()
    ).t('"')
    return [r0, r1]


# ---------------------------------------------------------------- 5 SIM swap request
def sim_swap_request(c: Ctx) -> list[Rec]:
    P = c.P
    p, agent = c.person("customer"), c.person("agent")
    mob = c.phone("customer", "mobile")
    r0 = Rec()
    r0.t(P["sim_title"] + "\n")
    c.name_field(r0, p)
    field(r0, "MSISDN", mob)
    landline, ip, acc = c.phone("customer", "landline"), c.ip("customer"), c.acc("customer")
    field(r0, P["phone"], landline)
    field(r0, P["email"], c.email(p))
    field(r0, P["address"], c.addr("customer"))
    field(r0, POSTCODE[c.locale], c.postcode("customer"))
    field(r0, P["account"], acc)
    cc = str(vals.phonenumbers.country_code_for_region(c.region))  # ICCID: 89, country code, issuer
    iccid = "89" + cc + "".join(str(c.rng.randint(0, 9)) for _ in range(17 - len(cc)))
    field(r0, "ICCID", iccid)
    field(r0, "IP", ip)
    field(r0, "IBAN" if c.locale in IBAN else P["card"], c.pay("customer"))
    r0.t(P["sim_reason"])
    r1 = Rec()
    r1.t("agent=").v(agent.username(c.rng)).t(" action=sim_swap status=approved msisdn=").v(mob).t(
        "\n"
    )
    r1.t("callback=").v(landline).t(" request_ip=").v(ip).t(" account=").v(acc).t("\n")
    r1.t("note: ").f(P["sim_note"], p.sex, N=p.first() if c.rng.random() < 0.5 else p.full())
    return [r0, r1]


# ---------------------------------------------------------------- 6 loyalty statement
def loyalty_statement(c: Ctx) -> list[Rec]:
    P = c.P
    p, agent = c.person("customer", nick=c.rng.random() < 0.5), c.person("agent")
    acc, o1, o2 = c.acc("customer"), c.order("customer"), c.order("customer")
    r0 = Rec()
    r0.t(P["loy_title"] + " 11/2026\n")
    r0.v(p.upper() if c.rng.random() < 0.4 else c.form_name(p)).t("\n").v(c.addr("customer")).t(
        "\n"
    )
    if c.locale == "ja_JP":
        r0.v(p.kana()).t("\n")
    field(r0, P["account"], acc)
    field(r0, P["email"], c.email(p))
    field(r0, P["phone"], c.phone("customer"))
    field(r0, P["card"], c.card("customer"))
    pts = c.rng.randint(40, 900)
    r0.t("2026-11-03  ").v(o1).t(f"  +{pts}\n2026-11-17  ").v(o2).t(f"  +{pts // 2}\n")
    r0.t(f"2026-11-21  -500\nΣ {pts * 3 + 1200}")
    r1 = Rec()
    r1.f(P["loy_q"], p.sex, N=c.chat_name(p), ORD=o2).t("\n")
    frame, slots = c.hon(p)
    r1.f(P["loy_a"], HON=frame, ACC=acc, **slots).t("\n— ").v(agent.first())
    return [r0, r1]


# ---------------------------------------------------------------- 7 dental reminder
def dental_reminder(c: Ctx) -> list[Rec]:
    P = c.P
    p, dentist = c.person("customer"), c.person("agent")
    child = c.person(
        "relative", common=c.rng.random() < 0.6, surname=(p.surname, p.s_rom, p.s_kana)
    )
    r0 = Rec()
    frame, slots = c.hon(dentist, dr=True)
    r0.f(P["dent_rem"], N=p.first(), DR=frame, P=c.phone("agent", "landline"), **slots)
    r0.t(" [").v(c.acc("customer")).t("]")
    r1 = Rec()
    r1.t("From ").v(c.phone("customer", "mobile", "e164")).t(": ")
    kid = (
        child.lower()
        if c.locale not in ("ja_JP", "ko_KR", "gu_IN", "si_LK", "tg_TJ")
        else child.first()
    )
    r1.f(
        P["dent_reply"],
        CHILD=kid,
        KID=P["son"] if child.sex == "m" else P["daughter"],
        P=c.phone("customer", "mobile"),
    )
    r1.t(" - ").v(
        p.lower() if c.locale not in ("ja_JP", "ko_KR", "gu_IN", "si_LK", "tg_TJ") else p.first()
    )
    r2 = Rec()
    new = c.phone("customer", "mobile")
    r2.f(P["dent_ok"], child.sex, CHILD=child.full(), DR=frame, P=new, **slots).t("\n").v(
        dentist.full()
    )
    return [r0, r1, r2]


# ---------------------------------------------------------------- 8 data access request
def data_access_request(c: Ctx) -> list[Rec]:
    P = c.P
    p, agent = c.person("customer"), c.person("agent")
    r0 = Rec()
    r0.f(P["dsar_body"], IP=c.ip("customer")).t("\n\n")
    c.name_field(r0, p)
    field(r0, P["address"], c.addr("customer"))
    field(r0, POSTCODE[c.locale], c.postcode("customer"))
    field(r0, P["email"], c.email(p))
    field(r0, P["account"], c.acc("customer"))
    field(r0, P["phone"], c.phone("customer"))
    r0.t(P["regards"] + "\n").v(p.full())
    r1 = Rec()
    c.dear(r1, p)
    r1.f(P["dsar_ack"]).t("\n").v(agent.initials(c.rng)).t(", DPO — ").v(
        c.work_email(agent, "privacy-desk.net")
    )
    return [r0, r1]


# ---------------------------------------------------------------- 9 Telegram bot log
def telegram_bot_log(c: Ctx) -> list[Rec]:
    P = c.P
    p = c.person("customer")
    user, order = p.username(c.rng), c.order("customer")
    uid = c.rng.randint(100000000, 999999999)
    r0 = Rec()
    r0.t(f"2026-11-14 09:12:03,114 INFO  update {c.rng.randint(10**8, 10**9)} from @").v(user).t(
        f' (id={uid}) first_name="'
    )
    if p.nick() and c.rng.random() < 0.6:
        r0.v(p.nick())
    elif c.locale in ("ja_JP", "ko_KR", "gu_IN", "si_LK", "tg_TJ") and c.rng.random() < 0.5:
        r0.v(p.translit())
    else:
        r0.v(p.first() if c.locale not in ("ja_JP", "ko_KR") else p.full())
    r0.t('" text="/start"\n')
    r0.t('2026-11-14 09:12:41,806 INFO  text="').f(P["tg_1"], ORD=order).t('"\n')
    r0.t("2026-11-14 09:13:02,377 DEBUG lookup order=").v(order).t(" account=").v(
        c.acc("customer")
    ).t(" ip=").v(c.ip("customer")).t("\n")
    r0.t('2026-11-14 09:13:30,951 INFO  text="').f(
        P["tg_2"],
        P=c.phone("customer", shape="e164" if c.rng.random() < 0.4 else None),
        E=c.email(p),
    ).t('"\n')
    r0.t("2026-11-14 09:13:31,002 INFO  contact phone_number=").v(c.phone("customer", shape="e164"))
    r0.t(' first_name="').v(p.first()).t('" last_name="').v(p.sur()).t('"')
    r1 = Rec()
    r1.t('2026-11-14 09:15:12,020 INFO  text="').f(P["tg_3"], ADDR=c.addr("customer")).t('"\n')
    r1.t("2026-11-14 09:15:13,482 INFO  reply to @").v(user).t(' text="').f(
        P["tg_bot"], N=p.first()
    ).t('"')
    return [r0, r1]


# ---------------------------------------------------------------- 10 assistant conversation
def assistant_conversation(c: Ctx) -> list[Rec]:
    P = c.P
    p = c.person("customer")
    mom = c.person("relative", sex="f", common=c.rng.random() < 0.5)
    sis = c.person("relative2", sex="f", surname=(p.surname, p.s_rom, p.s_kana))
    home = V(c.addr("relative").value, "STREET_ADDRESS", "relative/address")
    same = V(home.value, "STREET_ADDRESS", "relative2/address")
    order = c.order("customer")
    u, a = P["user"], P["assistant"]
    acc, shown = c.acc("customer"), p.first() if c.rng.random() < 0.5 else p.lower()

    def session(rec: Rec, day: str) -> Rec:
        return rec.t(f"[session {day} · user_id=").v(acc).t(" · display_name=").v(shown).t("]\n")

    r0 = session(Rec(), "2026-11-10")
    r0.t(f"{u}: ").f(P["conv_u1"], REL=mom.full(), ADDR=home, P=c.phone("relative")).t("\n")
    r0.t(f"{a}: ").f(P["conv_a1"], REL=mom.first()).t("\n")
    r0.t(f"{u}: ").f(
        P["conv_u2"],
        SIS=sis.nick() or (sis.first() if c.rng.random() < 0.6 else sis.lower()),
        P=c.phone("customer"),
    ).t("\n")
    r0.t(f"{a}: ").f(P["conv_a2"], ADDR=same, SIS=sis.first(), ORD=order)
    r1 = session(Rec(), "2026-11-13")
    r1.t(f"{u}: ").f(P["conv_u3"], ORD=order).t("\n")
    r1.t(f"{a}: ").f(P["conv_a3"], ORD=order, REL=mom.first()).t("\n")
    r1.t(f"{u}: ").f(P["conv_u4"], E=c.email(p)).t("\n")
    r1.t(f"{a}: ").f(P["conv_a4"], N=p.first())
    r2 = session(Rec(), "2026-11-13")
    r2.t(f"{u}: ").f(P["conv_u5"], P=c.phone("relative"), CARD=c.card("customer")).t("\n")
    r2.t(f"{a}: ").f(P["conv_a5"], REL=mom.first())
    return [r0, r1, r2]


# ---------------------------------------------------------------- 11 route sheet
def route_sheet(c: Ctx) -> list[Rec]:
    P = c.P
    driver = c.person("agent")
    stops = [c.person(ref) for ref in ("customer", "other", "other2", "other3")]
    r0 = Rec()
    r0.t(P["route_title"] + " — ").v(c.sign_name(driver)).t(" — 2026-11-19\n")
    r0.t("#\tORD\t" + P["route_cols"] + "\n")
    for i, s in enumerate(stops, 1):
        name = s.full() if i in (1, 4) else s.upper() if i == 2 else c.form_name(s)
        r0.t(f"{i}\t").v(c.order(s.ref)).t("\t").v(name).t("\t")
        r0.v(c.addr(s.ref)).t("\t").v(c.phone(s.ref, shape="national")).t("\t")
        r0.t(P["route_note"] if i == 1 else "—").t("\n")
    r1 = Rec()
    r1.v(driver.nick() or driver.first()).t(": ").f(
        P["route_msg"], N=stops[1].first() if c.locale != "ko_KR" else stops[1].full()
    )
    return [r0, r1]


# ---------------------------------------------------------------- 12 Salesforce case export
def salesforce_export(c: Ctx) -> list[Rec]:
    P = c.P
    p, agent = c.person("customer"), c.person("agent")
    order, mob = (
        c.order("customer"),
        c.phone("customer", shape="e164" if c.rng.random() < 0.5 else None),
    )
    r0 = Rec()
    r0.t(
        "CaseNumber,Origin,SuppliedName,SuppliedEmail,SuppliedPhone,Account_Ref__c,Order__c,Refund_To__c,Description\n"
    )
    r0.t(f'{c.rng.randint(10**7, 10**8 - 1):08d},Web,"').v(
        p.last_first() if c.rng.random() < 0.4 else c.form_name(p)
    )
    r0.t('",').v(c.email(p)).t(",").v(mob).t(",").v(c.acc("customer")).t(",").v(order).t(",").v(
        c.pay("customer")
    ).t(',"')
    r0.f(P["sf_desc"], ORD=order, ADDR=c.addr("customer")).t('"')
    r1 = Rec()
    r1.t("ParentId,CommentBody,CreatedBy.Name\n500Qy00000").t(str(c.rng.randint(10**6, 10**7))).t(
        ',"'
    )
    r1.f(P["sf_comment"], N=p.first(), P=mob).t('",').v(c.sign_name(agent))
    return [r0, r1]


GENRES = {
    "gym_membership": gym_membership,
    "school_absence_note": school_absence_note,
    "property_viewing": property_viewing,
    "tax_helpdesk_chat": tax_helpdesk_chat,
    "sim_swap_request": sim_swap_request,
    "loyalty_statement": loyalty_statement,
    "dental_reminder": dental_reminder,
    "data_access_request": data_access_request,
    "telegram_bot_log": telegram_bot_log,
    "assistant_conversation": assistant_conversation,
    "route_sheet": route_sheet,
    "salesforce_export": salesforce_export,
}
