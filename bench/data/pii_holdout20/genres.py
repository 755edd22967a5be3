"""The seven layouts: two records per case, English tool chrome around what customers write in
their own language."""

from __future__ import annotations

from .cases import Case
from .render import Span, Text

WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri")
TITLES = ("Customer Care Specialist", "Subscriptions Team Lead", "Senior Support Agent")


def _stamp(c: Case) -> str:
    n = sum(map(ord, c.scope)) % 5
    return f"{WEEKDAYS[n]} {n + 3} Mar, 0{n + 1}:{17 + n * 7}"


def referral_bonus(c: Case) -> list[Text]:
    f = c.loc["frames"]
    chat = Text()
    chat("Chat export - Referrals queue\n[09:41] customer: ", f["greet"], " ")
    chat.frame(
        f["referral"],
        {"friend": c.full("friend"), "friend_email": c.email("friend"), "acct": c.acct()},
    )
    chat("\n[09:42] customer: ", f["thanks"], " ", c.sign("customer"), "\n")

    tool = Text()
    tool('assistant -> tool: referrals.lookup({"account_id": "', c.acct(), '"})\n')
    tool('tool -> assistant: {"referrer": {"account_id": "', c.acct(), '", "name": "')
    tool(c.full("customer", roman=True, shape="json_value"), '", "email": "', c.email("customer"))
    tool('"}, "referred": [{"name": "', c.full("friend", roman=True, shape="json_value"))
    tool('", "email": "', c.email("friend"), '", "signup_ip": "', c.ip(), '", "first_order": "')
    tool(c.order(), '", "status": "qualified"}], "bonus": {"state": "held", ')
    tool('"reason": "manual_review"}}\nassistant: Hi ')
    tool(c.first("customer", roman=True, shape="glued"), "\U0001f44b thanks for waiting. ")
    tool(c.first("friend", roman=True), " qualified when her first order shipped, so the ")
    tool("bonus is released to your wallet within 48 hours.\n")
    return [chat, tool]


def subscription_pause(c: Case) -> list[Text]:
    f = c.loc["frames"]
    form = Text()
    form("Subscription pause request (web form)\nName: ")
    form(c.person("customer", "upper", c.cust.full_r.upper()), "\nE-mail: ", c.email("customer"))
    form("\nMobile: ", c.tel("customer", "national"), "\nAccount: ", c.acct())
    form("\nDelivery address: ", *c.address_lines(", "), "\nPause length: 4 weeks\nNote: ")
    form.frame(f["pause"], {"friend": c.friend_name()})
    form("\n")

    mail = Text()
    mail("Subject: Your subscription is paused\n\nDear ", c.cust.honorific, " ")
    mail(c.person("customer", "surname_alone", c.cust.surname_r), ",\n\nyour subscription on ")
    mail("account ", c.acct(), " is paused for four weeks. Order ", c.order(), " is on hold ")
    mail("and ships when the pause ends; a box already on its way can be signed for by your ")
    mail("neighbour.\n\nKind regards,\n")
    mail(c.full("agent", roman=True, shape="signature_title"), "\n", TITLES[len(c.scope) % 3])
    mail("\nDirect line: ", c.tel("agent", "nb_hyphen"), "\n")
    return [form, mail]


def trade_in_quote(c: Case) -> list[Text]:
    f = c.loc["frames"]
    form = Text()
    form("Trade-in form - device buyback\nSeller: ")
    form(c.person("customer", "last_first", c.cust.last_first), "\nAddress: ")
    form(*c.address_lines("\n         "), "\nPhone: ", c.tel("customer", "international"))
    form("\nPayout to: ", c.pay(), "\nComment: ", f["trade"], "\n")

    note = Text()
    note("Inspection note - ", c.order(), "\nReceived from ")
    note(c.person("customer", "initials", c.cust.initials), " today: screen intact, battery at ")
    note("87 %, grade B. Quote confirmed.\nPayout to ", c.pay(), " approved by ")
    note(c.full("lead", roman=True), " (head of buyback). Technician: ")
    note(c.person("agent", "initial", c.agent.initial), "\n")
    return [form, note]


def emergency_contact_update(c: Case) -> list[Text]:
    f = c.loc["frames"]
    mail = Text()
    mail("From: ", c.full("customer", shape="from_display"), " <", c.email("customer"), ">\n")
    mail("To: care desk\nSubject: Emergency contact\n\n", f["greet"], "\n")
    mail.frame(
        f["emergency"],
        {"friend_dat": c.friend_dat(), "friend_phone": c.tel("friend", "bidi_marked")},
    )
    mail("\n", f["thanks"], "\n", c.first("customer"), "\n")

    crm = Text()
    crm("PATCH /v2/customers/", c.acct(), "/emergency-contact  actor=")
    crm(Span("PERSON", c.v["agent_handle"], "agent", "username"), "\n")
    crm('{"before": null, "after": {"name": "', c.full("friend", roman=True, shape="json_value"))
    crm('", "phone": "', c.tel("friend", "e164"), '", "relation": "friend"}, "source_ip": "')
    crm(c.ip(), '"}\nNote: confirmed on a callback to ', c.full("customer", roman=True), "; cc @")
    crm(c.full("lead", roman=True, shape="mention"), " for the audit sample.\n")
    return [mail, crm]


def payment_decline(c: Case) -> list[Text]:
    f = c.loc["frames"]
    hook = Text()
    hook("webhook payment_intent.payment_failed (delivery 3 of 3, raw body)\n")
    hook('{"customer": {"id": "', c.acct(), '", "name": "')
    hook(c.full("customer", roman=True, shape="json_value"), '", "email": "', c.email("customer"))
    hook('"}, "card": {"number": "', c.card(), '", "funding": "credit"}, "order": "', c.order())
    hook('", "client_ip": "', c.ip(), '", "decline_code": "do_not_honor"}\n')

    chat = Text()
    chat("customer: ")
    chat.frame(f["decline"], {"card": c.card()})
    chat("\ncustomer: - ", c.lower(), "\nagent (", c.first("agent", roman=True), "): Thanks ")
    chat(
        c.first("customer", roman=True), ', the bank declined it with "do not honor". Please call '
    )
    chat("the number on the back of the card, then retry order ", c.order(), ".\n")
    return [hook, chat]


def appointment_reschedule(c: Case) -> list[Text]:
    f = c.loc["frames"]
    fr = c.friend
    comp = c.person("friend", "nickname", fr.nick) if fr.nick else c.first("friend")
    chat = Text()
    chat("user: ")
    chat.frame(f["resched"], {"friend": comp})
    chat('\nassistant -> tool: calendar.reschedule({"client": "')
    chat(c.full("customer", roman=True, shape="json_value"), '", "phone": "')
    chat(c.tel("customer", "e164"), '", "from": "Thu 14:00", "to": "Fri 10:30", "companion": "')
    chat(c.first("friend", roman=True, shape="json_value"), '"})\n')
    chat('tool -> assistant: {"ok": true, "booking": "', c.order(), '", "sms": "queued"}\n')
    chat("assistant: Done - Friday at 10:30. I sent a text to the number on file.\n")

    sms = Text()
    sms("SMS to ", c.tel("customer", "international"), ": ")
    sms.frame(f["sms"], {"cust_voc": c.cust_voc()})
    sms("\nStaff note: moved ", c.person("customer", "initial", c.cust.initial))
    sms(" from Thu to Fri on request; companion ", c.first("friend", roman=True), " noted. ")
    sms("Assigned: ", c.full("agent", roman=True), ".\n")
    return [chat, sms]


def delegate_access(c: Case) -> list[Text]:
    f = c.loc["frames"]
    holes = {"friend": c.full("friend"), "friend_email": c.email("friend")}
    mail = Text()
    mail("Subject: Access for a friend\n\n", f["greet"], "\n")
    mail.frame(f["delegate"], holes)
    mail("\n", f["thanks"], "\n")
    native = c.cust.native_full
    if native:
        mail(c.person("customer", "native_script", native), " (")
        mail(c.person("customer", "romanised", c.cust.full_r), ")\n")
    else:
        mail(c.full("customer"), "\n")

    reply = Text()
    reply("[internal] audit access.grant actor=")
    reply(Span("PERSON", c.v["handle"], "customer", "username"), " delegate=")
    reply(c.email("friend"), " ip=", c.ip(), "\n\nHi ", c.first("customer", roman=True), ",\n\n")
    reply(c.first("friend", roman=True), " now has viewer access; the invitation went to ")
    reply(c.email("friend"), ". You can remove it any time under Settings > Access.\n\n")
    reply(c.first("agent", roman=True), "\nAccount Security\n\nOn ", _stamp(c), ", ")
    reply(c.full("customer", shape="quote_attribution"), " <", c.email("customer"), "> wrote:\n> ")
    reply.frame(f["delegate"], holes)
    reply("\n")
    return [mail, reply]


GENRES = {
    "referral_bonus": referral_bonus,
    "subscription_pause": subscription_pause,
    "trade_in_quote": trade_in_quote,
    "emergency_contact_update": emergency_contact_update,
    "payment_decline": payment_decline,
    "appointment_reschedule": appointment_reschedule,
    "delegate_access": delegate_access,
}
