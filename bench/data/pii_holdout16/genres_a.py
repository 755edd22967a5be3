"""Four of the seven layouts: a speech-to-text voicemail and its callback log, a Slack
escalation thread, a courier's proof of delivery and the customer's complaint, a tenant's
complaint e-mail and the property manager's maintenance ticket. Tool chrome is English (as the
tools are); what customers write is in their own language."""

from __future__ import annotations

from .cases import Case
from .render import Rec

# Rough centres of a big town per region, for the courier's GPS fix.
GPS = {
    "GB": (53.48, -2.24),
    "US": (39.96, -83.0),
    "IT": (45.46, 9.19),
    "NL": (52.37, 4.9),
    "SE": (59.33, 18.07),
    "UA": (50.45, 30.52),
    "EG": (30.04, 31.24),
    "TH": (13.75, 100.5),
    "IN": (26.85, 80.95),
    "LA": (17.97, 102.6),
    "AF": (34.53, 69.17),
    "MG": (-18.88, 47.51),
    "SN": (14.69, -17.45),
    "RW": (-1.95, 30.06),
    "FJ": (-18.14, 178.44),
}


def voicemail(c: Case) -> list[Rec]:
    rng, p, cased = c.rng, c.cust, c.loc["script"] in ("latin", "cased")
    r1 = Rec().t(f"Voicemail transcript (auto, confidence 0.{rng.randint(71, 94)})\nCaller ID: ")
    r1.v(c.ph("customer/mobile", "e164"))
    r1.t(
        f"\nMailbox: Support {c.region}\nReceived: 2026-11-{rng.randint(10, 28)} "
        f"{rng.randint(8, 19)}:{rng.randint(10, 59)}\nDuration: 0:{rng.randint(21, 58)}\n\n"
    )
    r1.f(c.F("hello"), True, name=p.s("customer", "lower" if cased else "full_name"))
    if p.latin:
        r1.t(" ").v(p.s("customer", "spelled")).t(".")
    r1.t(" ").f(c.F("call"), True, phone=c.ph("customer/mobile", "compact"))
    r1.t(" ").f(c.F("order"), True, order=c.order_s())
    rel = c.rel.s("relative", "lower" if cased else "full_name")
    r1.t(" ").f(c.F("mother"), True, rel=rel, rphone=c.ph("relative/mobile", "national"))
    r2 = Rec().t("Callback log, ticket for ").v(c.name("full_name"))
    r2.t("\nAgent: ").v(c.agent.s("agent", "full_name")).t(" (direct line ")
    r2.v(c.ph("agent/landline", "national")).t(")\n1st attempt ")
    r2.v(c.ph("customer/mobile", "international"))
    r2.t(": no answer, left a message.\n2nd attempt ").v(c.ph("customer/mobile", "dashed"))
    r2.t(": spoke to ").v(c.name("first_name_alone")).t(". Confirmed order ").v(c.order_s())
    r2.t(" and e-mail ").v(c.mail()).t(".\nNote: mother ").v(c.rel.s("relative", "full_name"))
    r2.t(" may pick up on ").v(c.ph("relative/mobile", "pairs")).t(".")
    return [r1, r2]


def slack(c: Case) -> list[Rec]:
    rng = c.rng
    agent, lead = c.agent.s("agent", "username"), c.lead.s("lead", "username")
    r1 = Rec().t("#support-escalations\n").v(agent).t(f"  10:{rng.randint(10, 40)}\n@")
    r1.v(lead).t(" can you take this one? ").v(c.name("full_name")).t(" (").v(c.mail())
    r1.t("), account ").v(c.account()).t(", says the refund never arrived. Their message:\n> ")
    r1.f(c.F("hello"), name=c.name("first_name_alone")).t(" ").f(c.F("card"), card=c.card_s())
    r1.t(" ").f(c.F("wait")).t(" ")
    r1.f(c.F("call"), phone=c.ph("customer/mobile", "international"))
    r1.t("\n> ").v(c.name("nickname")).t("\n").v(lead).t(f"  10:{rng.randint(41, 59)}\n")
    r1.t("on it. same person who called yesterday from ")
    r1.v(c.ph("customer/mobile", "e164")).t("?")
    r2 = Rec().v(lead).t(f"  11:{rng.randint(10, 30)}\nCalled ")
    before, who, after = c.cust.titled("customer")
    r2.t(before).v(who).t(after).t(" on ").v(c.ph("customer/mobile", "slashed"))
    if c.iban:
        r2.t(", refund reissued to ").v(c.iban_s())
    else:
        r2.t(", refund reissued to the card on file")
    r2.t(". Address on file: ").v(c.addr())
    if c.post:
        r2.t(" (postcode ").v(c.postcode()).t(" matches)")
    r2.t(". Closing. cc @").v(agent).t("\n").v(agent).t(f"  11:{rng.randint(31, 59)}\n")
    r2.t(":white_check_mark: thanks, noted on ").v(c.account())
    return [r1, r2]


def courier_pod(c: Case) -> list[Rec]:
    rng = c.rng
    r1 = Rec().t("PROOF OF DELIVERY\nConsignment: ").v(c.order_s())
    r1.t("\nService: Express 24h\nRecipient: ").v(c.name("upper")).t("\nDeliver to: ")
    r1.v(c.addr()).t("\nContact: ").v(c.ph("customer/mobile", "compact"))
    r1.t(f"\nStatus: DELIVERED 2026-11-{rng.randint(10, 28)} 13:{rng.randint(10, 59)}")
    r1.t("\nReceived by: ").v(c.rel.s("relative", "initial")).t(" (relationship: mother)")
    r1.t("\nSignature: ").v(c.rel.s("relative", "last_first")).t("\nDriver: ")
    r1.v(c.agent.s("agent", "first_name_alone"))
    lat, lon = GPS[c.region]
    r1.t(f"\nGPS: {lat + rng.uniform(-0.2, 0.2):.5f}, {lon + rng.uniform(-0.2, 0.2):.5f}")
    r1.t("\nPhoto: 1 attached")
    r2 = Rec().f(c.F("hello"), name=c.name("full_name")).t(" ")
    r2.f(c.F("order"), order=c.order_s()).t(" ").f(c.F("wait")).t(" ")
    rel = c.rel.s("relative", "first_name_alone")
    r2.f(c.F("mother"), rel=rel, rphone=c.ph("relative/mobile", "national")).t(" ")
    r2.f(c.F("addr"), addr=c.addr(line=True)).t(" ")
    if c.post:
        r2.f(c.F("post"), post=c.postcode()).t(" ")
    r2.f(c.F("call"), phone=c.ph("customer/mobile", "slashed")).t("\n")
    r2.f(c.F("bye"), name=c.name("first_name_alone"))
    return [r1, r2]


def tenant(c: Case) -> list[Rec]:
    rng = c.rng
    r1 = Rec().t("From: ").v(c.mail()).t("\nTo: Lettings team\nSubject: ")
    r1.v(c.addr(line=True)).t("\n\n").f(
        c.F("dear", c.agent.woman), name=c.agent.s("agent", "first_name_alone")
    )
    r1.t("\n").f(c.F("hello"), name=c.name("full_name")).t(" ")
    r1.f(c.F("addr"), addr=c.addr()).t(" ").f(c.F("wait")).t(" ")
    r1.f(c.F("acct"), acct=c.account()).t(" ")
    r1.f(c.F("call"), phone=c.ph("customer/mobile", "paren_trunk"))
    if c.iban:
        r1.t(" ").f(c.F("refund"), iban=c.iban_s())
    r1.t("\n").f(c.F("bye"), name=c.name("initial"))
    r2 = Rec().t(f"Maintenance ticket MT-{rng.randint(2000, 9999)}\nTenant: ")
    r2.v(c.name("last_first")).t("\nProperty: ").v(c.addr()).t("\nTenant account: ")
    r2.v(c.account()).t("\nTenant phone: ").v(c.ph("customer/mobile", "international"))
    r2.t(" / ").v(c.ph("customer/landline", "national"))
    r2.t("\nReported by e-mail (").v(c.mail()).t("). Contractor to call ")
    before, who, after = c.cust.titled("customer")
    r2.t(before).v(who).t(after).t(" between 8:00 and 12:00.\nProperty manager: ")
    r2.v(c.agent.s("agent", "full_name")).t(", ").v(c.ph("agent/landline", "paren_trunk"))
    return [r1, r2]


GENRES_A = {
    "voicemail_transcript": ("plain", voicemail),
    "slack_escalation": ("nick", slack),
    "courier_pod": ("plain", courier_pod),
    "tenant_complaint": ("plain", tenant),
}
