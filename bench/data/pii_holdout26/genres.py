"""The seven layouts, two records each. Tool chrome is English; the customer writes in the
locale's language. Names in the chrome are romanised; the customer's own words use the
locale's script."""

from __future__ import annotations

from .render import Rec
from .values import card_grouped, iban_grouped, phone_shape

GENRES = (
    "seller_payout_hold",
    "wedding_venue_deposit",
    "tutor_session_booking",
    "furniture_assembly_visit",
    "scholarship_disbursement",
    "carrier_unlock_request",
    "flower_delivery_note",
)


def ph(c: dict, key: str, shape: str) -> tuple:
    ref = {"mobile": "customer/mobile", "fmobile": "friend/mobile", "landline": "agent/landline"}
    value = phone_shape(c[key], c["region"], shape)
    return ("PHONE_NUMBER", value, ref[key], shape, c["region"])


def P(value: str, ref: str, shape: str) -> tuple:
    return ("PERSON", value, ref, shape, None)


def signature(r: Rec, c: dict) -> Rec:
    p = c["cust"]
    if c["native"]:
        r.v("PERSON", p.full, "customer", "native_script").t(" (")
        return r.v("PERSON", p.full_r, "customer", "romanised").t(")")
    return r.v("PERSON", p.full, "customer", "full_name")


def address(r: Rec, c: dict, sep: str) -> Rec:
    r.v("STREET_ADDRESS", c["addr"], "customer/address")
    if c["postcode"]:
        r.t(sep).v("POSTAL_CODE", c["postcode"], "customer/address")
    return r


def holes(c: dict, **extra: tuple) -> dict:
    h = {
        "order": ("ORDER_ID", c["order"], "customer/order", None, None),
        "acct": ("ACCOUNT_ID", c["acct"], "customer/account", None, None),
        "email": ("EMAIL_ADDRESS", c["email"], "customer/email", None, None),
        "femail": ("EMAIL_ADDRESS", c["femail"], "friend/email", None, None),
    }
    h.update(extra)
    return h


def payout_hold(c: dict) -> list[Rec]:
    cu, ag = c["cust"], c["agent"]
    if "iban" in c:
        pay = ("IBAN_CODE", iban_grouped(c["iban"]), "customer/iban", None, None)
        dest = ("IBAN_CODE", c["iban"], "customer/iban")
    else:
        pay = ("CREDIT_CARD", card_grouped(c["card"]), "customer/pay", None, None)
        dest = ("CREDIT_CARD", c["card"], "customer/pay")
    r1 = (
        Rec()
        .t("Seller support · live chat\nseller: ")
        .v("PERSON", c["login"], "customer", "username")
    )
    r1.t(" (").v("ACCOUNT_ID", c["acct"], "customer/account").t(")\n")
    r1.v("PERSON", ag.given_r, "agent", "first_name_alone").t(": Hi ")
    r1.v("PERSON", cu.given, "customer", "glued").t("👋 the payout for ")
    r1.v("ORDER_ID", c["order"], "customer/order").t(" is on hold.\n")
    r1.v("PERSON", cu.full_r, "customer", "full_name").t(": ")
    r1.fill(c["loc"]["frames"][0], holes(c, pay=pay, phone=ph(c, "mobile", "national")))
    r1.t("\n").v("PERSON", ag.given_r, "agent", "first_name_alone").t(": Thanks. ")
    r1.v("PERSON", c["cover"][1], "cover", "common_word").t(
        " looks after holds and will pick this up."
    )
    r2 = (
        Rec()
        .t('tool_call payouts.release {"seller_id": "')
        .v("ACCOUNT_ID", c["acct"], "customer/account")
    )
    r2.t('", "holder": "').v("PERSON", cu.full_r.upper(), "customer", "upper")
    r2.t('", "destination": "').v(*dest).t('", "contact": "').v(*ph(c, "mobile", "e164"))
    r2.t('", "last_login_ip": "').v("IP_ADDRESS", c["ip"], "customer/ip")
    r2.t(
        '"}\nresult: {"status": "queued", "eta_days": 2}\nNote: released after the name check. cc @'
    )
    r2.v("PERSON", c["lead"].full_r, "lead", "mention").t("\n— ")
    r2.v("PERSON", ag.full_r, "agent", "full_name").t(", Seller Payouts")
    return [r1, r2]


def venue_deposit(c: dict) -> list[Rec]:
    cu, fr, ag = c["cust"], c["friend"], c["agent"]
    r1 = Rec().t("From: ").v("PERSON", cu.full_r, "customer", "from_display").t(" <")
    r1.v("EMAIL_ADDRESS", c["email"], "customer/email").t(
        ">\nTo: events@lakeside-venue.example\nSubject: Deposit "
    )
    r1.v("ORDER_ID", c["order"], "customer/order").t("\n\n" + c["loc"]["hi"] + c["comma"] + "\n")
    pay = ("CREDIT_CARD", card_grouped(c["card"]), "customer/pay", None, None)
    r1.fill(
        c["loc"]["frames"][1],
        holes(
            c,
            pay=pay,
            friend=P(fr.full, "friend", "full_name"),
            fphone=ph(c, "fmobile", "international"),
        ),
    )
    signature(r1.t("\n\n"), c)
    r2 = Rec().t("Venue CRM · lead ").v("ACCOUNT_ID", c["acct"], "customer/account").t("\nClient: ")
    r2.v("PERSON", cu.last_first, "customer", "last_first").t("\nCoordinator: ")
    r2.v("PERSON", fr.given_r, "friend", "first_name_alone").t(" (")
    r2.v("EMAIL_ADDRESS", c["femail"], "friend/email").t(")\nDeposit card: ")
    r2.v("CREDIT_CARD", c["card"], "customer/pay").t("\nOwner: ")
    r2.v("PERSON", ag.surname_initial, "agent", "surname_initial").t(", line ")
    r2.v(*ph(c, "landline", "national")).t("\nLead source IP: ").v(
        "IP_ADDRESS", c["ip"], "customer/ip"
    )
    return [r1, r2]


def tutor_booking(c: dict) -> list[Rec]:
    cu, fr, ag = c["cust"], c["friend"], c["agent"]
    r1 = (
        Rec()
        .t("Booking form · Tutoring\nfirst_name: ")
        .v("PERSON", cu.given_r, "customer", "split_field")
    )
    r1.t("\nlast_name: ").v("PERSON", cu.surname_r, "customer", "split_field")
    r1.t("\nemail: ").v("EMAIL_ADDRESS", c["email"], "customer/email")
    r1.t("\naccount: ").v("ACCOUNT_ID", c["acct"], "customer/account")
    r1.t("\nphone: ").v(*ph(c, "mobile", "cc_split")).t("\nmessage: ")
    r1.fill(
        c["loc"]["frames"][2],
        holes(
            c, friend=P(fr.given, "friend", "first_name_alone"), phone=ph(c, "mobile", "national")
        ),
    )
    r2 = Rec().t("BEGIN:VEVENT\nUID:").v("ORDER_ID", c["order"], "customer/order")
    r2.t("@tutoring.example\nSUMMARY:Tutoring session (2 x 60 min)\nORGANIZER;CN=")
    r2.v("PERSON", ag.full_r, "agent", "ics_cn").t(
        ":mailto:bookings@tutoring.example\nATTENDEE;CN="
    )
    r2.v("PERSON", cu.full_r, "customer", "ics_cn").t(":mailto:").v(
        "EMAIL_ADDRESS", c["email"], "customer/email"
    )
    r2.t("\nATTENDEE;CN=").v("PERSON", fr.full_r, "friend", "ics_cn").t(":mailto:")
    r2.v("EMAIL_ADDRESS", c["femail"], "friend/email").t("\nLOCATION:")
    address(r2, c, " ").t("\nEND:VEVENT")
    return [r1, r2]


def assembly_visit(c: dict) -> list[Rec]:
    cu, fr, ag = c["cust"], c["friend"], c["agent"]
    r1 = (
        Rec()
        .t("Assembly visit request (web form)\nName: ")
        .v("PERSON", cu.full, "customer", "full_name")
    )
    r1.t("\nAddress: ").v("STREET_ADDRESS", c["addr"], "customer/address")
    if c["postcode"]:
        r1.t("\nPostcode: ").v("POSTAL_CODE", c["postcode"], "customer/address")
    r1.t("\nPhone: ").v(*ph(c, "mobile", "national")).t("\nEmail: ")
    r1.v("EMAIL_ADDRESS", c["email"], "customer/email").t("\nNotes: ")
    r1.fill(
        c["loc"]["frames"][3],
        holes(
            c, friend=P(fr.given, "friend", "first_name_alone"), fphone=ph(c, "fmobile", "national")
        ),
    )
    r2 = Rec().t("job;customer;address;phone\n").v("ORDER_ID", c["order"], "customer/order").t(";")
    r2.v("PERSON", cu.full_r.lower(), "customer", "lower").t(";")
    address(r2, c, " ").t(";").v(*ph(c, "mobile", "e164")).t("\nFitter: ")
    r2.v("PERSON", ag.full_r, "agent", "full_name").t(", dispatch ").v(
        *ph(c, "landline", "international")
    )
    r2.t("\nChecked: ").v("PERSON", ag.initials, "agent", "initials").t(" (2 boxes, wall fixing)")
    return [r1, r2]


def scholarship(c: dict) -> list[Rec]:
    cu, fr, ag = c["cust"], c["friend"], c["agent"]
    r1 = (
        Rec()
        .t("Secure message · Student Finance · account ")
        .v("ACCOUNT_ID", c["acct"], "customer/account")
    )
    r1.t("\n" + c["loc"]["hi"] + c["comma"] + "\n")
    r1.fill(c["loc"]["frames"][4], holes(c, friend=P(fr.full, "friend", "full_name")))
    signature(r1.t("\n"), c)
    r2 = (
        Rec()
        .t('{"event": "disbursement.approved", "payee": "')
        .v("PERSON", cu.full_r, "customer", "json_value")
    )
    r2.t('", "account": "').v("ACCOUNT_ID", c["acct"], "customer/account").t('", "ip": "')
    r2.v("IP_ADDRESS", c["ip"], "customer/ip").t('"}\nReminder sent to ' + cu.title + " ")
    r2.v("PERSON", cu.surname_r, "customer", "surname_alone").t(".\nApproved by\n")
    r2.v("PERSON", ag.full_r, "agent", "signature_title").t("\nGrants Officer, Student Finance\n")
    r2.v(*ph(c, "landline", "international"))
    return [r1, r2]


def unlock_request(c: dict) -> list[Rec]:
    cu = c["cust"]
    r1 = (
        Rec()
        .t("Unlock request · chat\nCustomer: ")
        .v("PERSON", cu.initial, "customer", "initial")
        .t("\n")
    )
    r1.v("PERSON", cu.given, "customer", "first_name_alone").t(": ")
    r1.fill(c["loc"]["frames"][5], holes(c, phone=ph(c, "mobile", "national")))
    r2 = Rec().t("unlock.requested msisdn=").v(*ph(c, "mobile", "e164")).t(" account=")
    r2.v("ACCOUNT_ID", c["acct"], "customer/account").t(" ip=").v(
        "IP_ADDRESS", c["ip"], "customer/ip"
    )
    r2.t("\nCheck: ").v("PERSON", cu.full_r, "customer", "possessive").t(
        "'s contract matches the device on file. Handed to "
    )
    r2.v("PERSON", c["cover"][1], "cover", "common_word").t(".\ncc @").v(
        "PERSON", c["lead"].full_r, "lead", "mention"
    )
    return [r1, r2]


def flower_note(c: dict) -> list[Rec]:
    fr, ag = c["friend"], c["agent"]
    r1 = Rec().t("Gift message (order ").v("ORDER_ID", c["order"], "customer/order").t(")\n")
    r1.fill(c["loc"]["frames"][6], {"friend": P(fr.given, "friend", "first_name_alone")})
    r1.t("\n— ").v("PERSON", c["nick"], "customer", "nickname").t("\nSender: ")
    r1.v("EMAIL_ADDRESS", c["email"], "customer/email").t(" · account ")
    r1.v("ACCOUNT_ID", c["acct"], "customer/account")
    r2 = (
        Rec().t("Driver app · drop ").v("ORDER_ID", c["order"], "customer/order").t("\nRecipient: ")
    )
    r2.v("PERSON", fr.full_r.upper(), "friend", "upper").t("\nAddress: ")
    address(r2, c, ", ").t("\nRecipient phone: ").v(*ph(c, "fmobile", "international"))
    r2.t("\nSender login: ").v("PERSON", c["login"], "customer", "username").t("\nDriver: ")
    r2.v("PERSON", ag.surname_initial, "agent", "surname_initial")
    return [r1, r2]


LAYOUTS = (
    payout_hold,
    venue_deposit,
    tutor_booking,
    assembly_visit,
    scholarship,
    unlock_request,
    flower_note,
)
