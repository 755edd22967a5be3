"""Three of the seven layouts: an airline rebooking chat and its confirmation e-mail, an error
tracker event (JSON) and the customer's web-form message with an engineer's note, and a CSAT
survey response with the agent's follow-up."""

from __future__ import annotations

from .cases import Case
from .render import Rec


def airline(c: Case) -> list[Rec]:
    rng, p = c.rng, c.cust
    native = "full_name" if p.latin else "native_script"
    passport = "upper" if p.latin else "romanised"
    r1 = Rec().t(f"Live chat: flight rebooking\n[09:{rng.randint(10, 20)}] Customer: ")
    r1.f(c.F("hello"), name=c.name(native)).t(" ").f(c.F("order"), order=c.order_s())
    r1.t("\n[09:21] Customer: Passport name: ").v(c.name(passport))
    r1.t("\n[09:22] Agent ")
    r1.v(c.agent.s("agent", "first_name_alone")).t(": ")
    r1.f(c.F("dear"), name=c.name("first_name_alone")).t(" ").f(c.F("sorry"))
    r1.t("\n[09:24] Customer: ").f(c.F("call"), phone=c.ph("customer/mobile", "national"))
    r1.t(" ").f(c.F("mail"), email=c.mail())
    r2 = Rec().t("Subject: Your new itinerary, booking ").v(c.order_s())
    r2.t("\nPassenger: ").v(c.name(passport)).t("\n\nDear ")
    before, who, after = p.titled("customer")
    r2.t(before).v(who).t(after).t(",\nyour flight has been changed to RX ")
    r2.t(f"{rng.randint(100, 899)} on 2026-12-{rng.randint(10, 28)}. The fare difference of ")
    r2.t(f"{rng.randint(20, 140)}.00 was charged to your card ").v(c.card_s())
    r2.t(".\nWe will send updates to ").v(c.mail()).t(" and by SMS to ")
    r2.v(c.ph("customer/mobile", "e164")).t(".\n\nKind regards,\n")
    r2.v(c.agent.s("agent", "full_name")).t("\nRebooking desk, ")
    r2.v(c.ph("agent/landline", "international")).t(", ").v(c.agent_mail())
    return [r1, r2]


def error_event(c: Case) -> list[Rec]:
    rng, p = c.rng, c.cust
    user = p.s("customer", "username")
    r1 = Rec().t('{\n  "event_id": "' + "".join(rng.choice("0123456789abcdef") for _ in range(32)))
    r1.t('",\n  "level": "error",\n  "platform": "python",\n')
    r1.t('  "message": "CardDeclined: checkout failed for user ').v(user)
    r1.t('",\n  "user": {\n    "id": "').v(c.account()).t('",\n    "username": "').v(user)
    r1.t('",\n    "email": "').v(c.mail()).t('",\n    "ip_address": "').v(c.ip_s())
    r1.t('",\n    "name": "').v(c.name("full_name" if p.latin else "native_script"))
    if not p.latin:
        r1.t('",\n    "name_latin": "').v(c.name("romanised"))
    r1.t('"\n  },\n  "contexts": {\n    "shipping": {\n      "address": "').v(c.addr())
    r1.t('",\n      "phone": "').v(c.ph("customer/mobile", "e164"))
    r1.t(f'"\n    }}\n  }},\n  "tags": {{\n    "locale": "{c.loc["locale"]}",\n')
    r1.t('    "order_id": "').v(c.order_s()).t('"\n  }\n}')
    cased = c.loc["script"] in ("latin", "cased")
    r2 = Rec().t("Customer message (web form):\n")
    r2.f(c.F("hello"), name=c.name("lower" if cased else "first_name_alone")).t(" ")
    r2.f(c.F("card"), card=c.card_s()).t(" ").f(c.F("order"), order=c.order_s()).t(" ")
    r2.f(c.F("mail"), email=c.mail()).t("\n---\nInternal note (")
    r2.v(c.agent.s("agent", "username")).t("): user ").v(user).t(" retried from ")
    r2.v(c.ip_s()).t(f"; {rng.randint(3, 6)} declines in 2 min. Asked ")
    r2.v(c.name("first_name_alone")).t(" to call ").v(c.ph("agent/landline", "slashed"))
    r2.t(".")
    return [r1, r2]


def csat(c: Case) -> list[Rec]:
    rng = c.rng
    r1 = Rec().t(f"CSAT survey response #{rng.randint(10000, 99999)}\nScore: ")
    r1.t(f"{rng.randint(1, 2)}/5\nRespondent: ").v(c.mail()).t("\nName: ")
    r1.v(c.name("full_name")).t("\nAgent rated: ").v(c.agent.s("agent", "first_name_alone"))
    r1.t("\nComment: ").f(c.F("wait")).t(" ").f(c.F("order"), order=c.order_s()).t(" ")
    r1.f(c.F("bye"), name=c.name("common_word"))
    r1.t("\nMay we contact you? Yes, ").v(c.ph("customer/landline", "pairs"))
    r2 = Rec().f(c.F("dear"), name=c.name("common_word")).t("\n").f(c.F("sorry")).t(" ")
    r2.t("Ref. ").v(c.account()).t("\n")
    r2.f(c.F("sign"), agent=c.agent.s("agent", "full_name"))
    r2.t("\nTel. ").v(c.ph("agent/landline", "dashed"))
    return [r1, r2]


GENRES_B = {
    "airline_rebooking": ("plain", airline),
    "error_tracker_event": ("plain", error_event),
    "csat_survey": ("common", csat),
}
