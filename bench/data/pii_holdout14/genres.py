"""The nine layouts. Each takes a ``Case`` and writes its two records."""

from __future__ import annotations

from .render import Case
from .values import ABROAD

COMPANY = {
    "calendar_freebusy": "homefix-service.com",
    "utility_move_in": "lumenpower.com",
    "hotel_complaint": "harborview-hotels.com",
    "fraud_alert_reply": "northbank.com",
}


def calendar_freebusy(c: Case) -> None:
    L = c.L
    c.person("customer")
    c.person("agent")
    c.person("relative", "f")
    days = L["days"].split(",")
    r = c.record()
    r.line("Subject: ", L["fb_subject"])
    r.line("From: ", c.full("agent"), " <", c.email("agent/email", "agent", COMPANY[c.genre]), ">")
    r.line("To: ", c.email("customer/email", "customer"))
    r.line()
    r.frame("hello", name=c.pick("customer", "given", "full", "given"))
    r.line()
    r.line(L["fb_body"])
    for i, day in enumerate(days):
        r.line(f"{day} 09:00–11:00  {L['busy'] if i != 1 else L['free']}")
        r.line(f"{day} 13:00–15:00  {L['free'] if i != 2 else L['busy']}")
    r.line(L["order"], ": ", c.order("customer/order"))
    r.line(L["fb_where"], ": ", c.address("customer/address"))
    r.line(L["postcode"], ": ", c.postcode("customer/address"))
    r.line(L["phone"], ": ", c.phone("agent/landline", "landline"))
    r.add(c.pick("agent", "initial", "given", "full"))
    r = c.record()
    r.line("Re: ", L["fb_subject"])
    r.frame("hello", name=c.honor("agent", bare=True))
    r.line()
    r.frame(
        "fb_reply",
        rel=c.pick("relative", "given", "nick", "full"),
        phone=c.phone("relative/mobile"),
    )
    r.line()
    r.line(
        L["account"],
        ": ",
        c.acct("customer/account"),
        " · ",
        L["mobile"],
        ": ",
        c.phone("customer/mobile"),
    )
    r.line(L["thanks"])
    r.line(c.pick("customer", "lower", "nick", "given"))
    r.add(c.full("customer"), " · ", c.email("customer/email", "customer"))


def utility_move_in(c: Case) -> None:
    L = c.L
    c.person("customer")
    c.person("relative", "f")
    r = c.record()
    r.line("== ", L["mi_title"], " ==")
    r.line(L["name"], ": ", c.pick("customer", "last_first", "full", "upper"))
    r.line(L["email"], ": ", c.email("customer/email", "customer"))
    r.line(L["mobile"], ": ", c.phone("customer/mobile"))
    r.line(L["mi_prev"], ": ", c.address("customer/old_address"))
    r.line(L["mi_new"], ": ", c.street("customer/address"))
    r.line(L["postcode"], ": ", c.postcode("customer/address"))
    r.line(L["mi_date"], ": 2026-12-", str(c.rng.randrange(10, 29)))
    r.line(L["account"], ": ", c.acct("customer/account"))
    pay = c.pay("customer/pay")
    r.line(L["iban"] if pay.type == "IBAN_CODE" else L["card"], ": ", pay)
    r.line(L["mi_co"], ": ", c.full("relative"), " / ", c.phone("relative/mobile"))
    r = c.record()
    r.line("[note] ", c.upper("customer"), " – ", c.acct("customer/account"))
    r.frame(
        "mi_note",
        name=c.pick("customer", "full", "translit", "initial"),
        email=c.email("customer/email", "customer"),
    )
    r.line()
    r.line(L["address"], ": ", c.address("customer/address"))
    r.line(L["postcode"], ": ", c.postcode("customer/address"), " · ", c.pay("customer/pay"))
    r.add(
        L["mi_co"],
        ": ",
        c.pick("relative", "given", "initial", "nick"),
        " – ",
        c.phone("relative/landline", "landline"),
    )


def pharmacy_refill_chat(c: Case) -> None:
    L = c.L
    c.person("customer")
    c.person("relative", "f")
    c.person("agent")
    c.person("other")
    cust = c.pick("customer", "lower", "given", "nick")
    agent = c.given("agent")
    r = c.record()
    r.line("chat · ", c.full("customer"), " · ", c.acct("customer/account"))
    r.line("[10:02] ", cust, ": ", [*_frame(c, "rx_ask", order=c.order("customer/order"))])
    r.line("[10:03] ", agent, ": ", L["rx_verify"])
    r.line("[10:04] ", cust, ": ", c.phone("customer/mobile"))
    r.line("[10:05] ", agent, ": ", [*_frame(c, "rx_ready", address=c.address("customer/address"))])
    r.add(
        "[10:06] ",
        cust,
        ": ",
        [
            *_frame(
                c,
                "rx_pickup",
                rel=c.pick("relative", "nick", "given", "full"),
                phone=c.phone("relative/mobile"),
            )
        ],
    )
    r = c.record()
    r.line(
        "Rx ",
        c.order("customer/order"),
        " | ",
        c.last_first("customer"),
        " | ",
        c.email("customer/email", "customer"),
    )
    r.line(*_frame(c, "rx_note", doc=c.honor("other")[1], rel=c.full("relative")))
    r.add(
        L["phone"],
        ": ",
        c.phone("relative/mobile"),
        " · ",
        L["account"],
        ": ",
        c.acct("customer/account"),
    )


def marketplace_dispute(c: Case) -> None:
    L = c.L
    c.person("customer")
    c.person("other")
    r = c.record()
    r.line("# ", L["md_title"])
    r.line(L["order"], ": ", c.order("customer/order"))
    r.line(L["md_buyer"], ": ", c.full("customer"), " (@", c.handle("customer"), ")")
    r.line(L["md_seller"], ": @", c.handle("other"))
    r.line(L["email"], ": ", c.email("customer/email", "customer"))
    r.line(L["md_ship"], ": ", c.address("customer/address"))
    r.line(*_frame(c, "md_claim", card=c.card("customer/pay")))
    r.add("IP: ", c.ip("customer/ip"))
    r = c.record()
    r.line("> ", L["md_seller"], " @", c.handle("other"), ":")
    r.line(
        *_frame(
            c,
            "md_reply",
            name=c.pick("customer", "given", "lower"),
            phone=c.phone("other/mobile"),
            seller=c.pick("other", "given", "nick"),
        )
    )
    r.line(
        L["email"],
        ": ",
        c.email("other/email", "other"),
        " · ",
        L["account"],
        ": ",
        c.acct("customer/account"),
    )
    r.line(L["md_ship"], ": ", c.address("customer/address"), " · ", c.order("customer/order"))
    r.add(
        L["md_buyer"],
        ": ",
        c.pick("customer", "last_first", "initial"),
        " · ",
        c.pay("customer/refund"),
    )


def hotel_complaint(c: Case) -> None:
    L = c.L
    c.person("customer")
    c.person("relative", "m")
    c.person("agent")
    r = c.record()
    r.line("Subject: ", *_frame(c, "hc_subject", order=c.order("customer/order")))
    r.line("From: ", c.email("customer/email", "customer"))
    r.line()
    r.line(
        *_frame(
            c, "hc_text", rel=c.pick("relative", "given", "full", "nick"), staff=c.given("agent")
        )
    )
    r.line(L["mobile"], ": ", c.phone("customer/mobile"))
    r.line()
    r.line(c.full("customer"))
    r.add(c.address("customer/address"), "\n", c.email("customer/email", "customer"))
    r = c.record()
    r.line("Re: ", *_frame(c, "hc_subject", order=c.order("customer/order")))
    r.line(
        *_frame(
            c,
            "hc_reply",
            name=c.honor("customer", bare=True),
            last4=c.last4("customer/pay"),
            staff=c.full("agent"),
            staff_email=c.email("agent/email", "agent", COMPANY[c.genre]),
        )
    )
    r.line(
        L["card"],
        ": ",
        c.card("customer/pay"),
        " · ",
        L["phone"],
        ": ",
        c.phone("agent/landline", "landline"),
    )
    r.add(L["account"], ": ", c.acct("customer/account"), " · ", c.pay("customer/refund"))


def fraud_alert_reply(c: Case) -> None:
    L = c.L
    c.person("customer")
    r = c.record()
    r.line("[NORTHBANK] ", *_frame(c, "fa_alert", last4=c.last4("customer/pay")))
    r.line("> NO  (", c.phone("customer/mobile"), ")")
    r.add(
        *_frame(
            c,
            "fa_reply",
            name=c.pick("customer", "upper", "full"),
            card=c.card("customer/pay"),
            ip=c.ip("customer/ip"),
        )
    )
    r = c.record()
    r.line("case note · ", c.email("customer/email", "customer"))
    pay = c.pay("customer/refund")
    r.add(
        *_frame(
            c,
            "fa_note",
            name=c.pick("customer", "last_first", "initial", "translit"),
            account=c.acct("customer/account"),
            phone=c.phone("customer/mobile"),
            pay=pay,
            address=c.address("customer/address"),
        )
    )
    r.add("\n", L["postcode"], ": ", c.postcode("customer/address"), " · IP ", c.ip("customer/ip"))


def zoom_transcript(c: Case) -> None:
    L = c.L
    c.person("customer")
    c.person("agent")
    c.person("relative")
    spk = c.pick("customer", "given_initial", "translit", "upper")
    ag = c.full("agent")
    r = c.record()
    r.line("WEBVTT")
    r.line(
        "NOTE meeting: ",
        c.acct("customer/account"),
        " · host ",
        c.email("agent/email", "agent", "support-desk.com"),
    )
    r.line()
    r.line("1\n00:00:02.310 --> 00:00:06.870")
    r.line(ag, ": ", *_frame(c, "zt_open", agent=c.given("agent")))
    r.line()
    r.line("2\n00:00:07.120 --> 00:00:11.400")
    r.line(
        spk, ": ", *_frame(c, "zt_me", name=c.full("customer"), account=c.acct("customer/account"))
    )
    r.line()
    r.line("3\n00:00:11.900 --> 00:00:15.020")
    r.add(spk, ": ", *_frame(c, "zt_email", email=c.email("customer/email", "customer")))
    r = c.record()
    r.line("4\n00:00:15.500 --> 00:00:17.300")
    r.line(ag, ": ", L["zt_phone"])
    r.line()
    r.line("5\n00:00:17.800 --> 00:00:26.640")
    r.add(
        spk,
        ": ",
        *_frame(
            c,
            "zt_addr",
            phone=c.phone("customer/mobile"),
            address=c.address("customer/address"),
            rel=c.pick("relative", "given", "nick", "full"),
        ),
    )
    r.add(
        "\n\n6\n00:00:27.010 --> 00:00:29.900\n",
        ag,
        ": ",
        c.honor("customer"),
        " – ",
        c.order("customer/order"),
    )


def discord_thread(c: Case) -> None:
    c.person("customer")
    c.person("agent")
    c.person("other")
    me, mod = c.handle("customer"), c.handle("agent")
    r = c.record()
    r.line("#support › thread")
    r.line(me, " — Today at 9:14 PM")
    r.line(*_frame(c, "dt_q", order=c.order("customer/order")))
    r.line(mod, " [MOD] — Today at 9:16 PM")
    r.line(*_frame(c, "dt_a", user=["@", me]))
    r.line(me, " — Today at 9:17 PM")
    r.add(
        *_frame(
            c,
            "dt_more",
            email=c.email("customer/email", "customer"),
            friend=c.pick("other", "lower", "handle", "nick"),
        )
    )
    r = c.record()
    r.line(me, " — Today at 9:21 PM")
    r.line(*_frame(c, "dt_ip", ip=c.ip("customer/ip"), phone=c.phone("customer/mobile")))
    r.line(mod, " [MOD] — Today at 9:24 PM")
    r.line(
        *_frame(c, "af_5", name=c.pick("customer", "given", "lower")),
        " (",
        c.acct("customer/account"),
        ")",
    )
    r.add(me, " — Today at 9:25 PM\n", c.order("customer/order"), " ✅ ", c.nick("customer"))


def assistant_followup(c: Case) -> None:
    c.person("customer")
    c.person("relative", "f")
    c.person("relative2", "m")
    abroad = ABROAD.get(c.locale)
    r = c.record()
    r.line(
        "session: ",
        c.acct("customer/account"),
        " · ",
        c.pick("customer", "handle", "given_initial"),
    )
    r.line(
        "user: ",
        *_frame(
            c,
            "af_1",
            rel=c.full("relative"),
            address=c.address("relative/address"),
            phone=c.phone("relative/mobile"),
        ),
    )
    r.line("assistant: ", *_frame(c, "af_2", relfirst=c.given("relative")))
    r.add("user: ", *_frame(c, "af_3", email=c.email("customer/email", "customer")))
    r = c.record()
    r.line(
        "user: ", *_frame(c, "af_4", order=c.order("customer/order"), card=c.card("customer/pay"))
    )
    r.line(
        "assistant: ",
        *_frame(c, "af_5", name=c.pick("customer", "given", "nick")),
        " (",
        c.address("relative/address"),
        " · ",
        c.postcode("relative/address"),
        ")",
    )
    r.add(
        "user: ",
        *_frame(
            c,
            "af_6",
            rel2=c.pick("relative2", "lower", "given", "nick"),
            phone=c.phone("relative2/mobile", region=abroad),
        ),
    )


def _frame(c: Case, key: str, **slots) -> list:
    """The parts of a frame, to be added inside a line."""
    import re

    template = c.L[key]
    out: list = []
    pos = 0
    for m in re.finditer(r"\{(\w+)\}", template):
        out += [template[pos : m.start()], slots[m.group(1)]]
        pos = m.end()
    out.append(template[pos:])
    return out


GENRES = {
    "calendar_freebusy": calendar_freebusy,
    "utility_move_in": utility_move_in,
    "pharmacy_refill_chat": pharmacy_refill_chat,
    "marketplace_dispute": marketplace_dispute,
    "hotel_complaint": hotel_complaint,
    "fraud_alert_reply": fraud_alert_reply,
    "zoom_transcript": zoom_transcript,
    "discord_thread": discord_thread,
    "assistant_followup": assistant_followup,
}
