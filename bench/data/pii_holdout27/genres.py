"""The seven layouts: for each genre, what the customer side writes and what the tool side
records. Chrome is English; what customers write comes from the locale's frame."""

from __future__ import annotations

from bench.data.pii_holdout27.cases import Case
from bench.data.pii_holdout27.render import Doc

GENRES = (
    "bike_share_overcharge",
    "pet_boarding_checkin",
    "domain_transfer_auth",
    "exam_retake_request",
    "warehouse_pickup_slot",
    "patient_transport_booking",
    "ev_charger_install",
)


def own(c: Case, who: str, shape: str = "full_name") -> tuple:
    """A name as a customer of this locale writes it (native script where it has one)."""
    return c.name(who, shape, native=True)


def signature(d: Doc, c: Case) -> Doc:
    """The customer's sign-off: native script with the Latin form for non-Latin locales."""
    if c.native:
        p = c.people["customer"]
        d.s(("PERSON", p.full(native=True), "customer", "native_script")).t(" (")
        return d.s(("PERSON", p.full(), "customer", "romanised")).t(")")
    return d.s(own(c, "customer"))


def frame(c: Case, genre: int) -> str:
    return c.loc["frames"][genre]


def bike_share_overcharge(c: Case) -> tuple[Doc, Doc]:
    a = Doc().t("Bike share app · in-app chat · rider ").s(c.val("EMAIL_ADDRESS", "customer/email"))
    a.t("\n").s(own(c, "customer")).t(": ")
    a.frame(frame(c, 0), friend=own(c, "friend"), x=c.phone("friend/mobile", "national"))
    a.t("\nAgent ").s(c.name("agent", "first_name_alone")).t(": Thanks, ")
    a.s(own(c, "customer", "first_name_alone")).t(". I can see account ")
    a.s(c.val("ACCOUNT_ID", "customer/account")).t(" and ride ")
    a.s(c.val("ORDER_ID", "customer/order")).t("; the second charge is under review.")
    b = Doc().t('{"event": "ride.refund_review", "rider_name": "')
    b.s(c.name("customer", "json_value")).t('", "login": "')
    b.s(("PERSON", c.vals["customer/login"], "customer/login", "username")).t('", "account": "')
    b.s(c.val("ACCOUNT_ID", "customer/account")).t('", "ride_id": "')
    b.s(c.val("ORDER_ID", "customer/order")).t('", "client_ip": "')
    b.s(c.val("IP_ADDRESS", "customer/ip")).t('", "phone": "')
    b.s(c.phone("customer/mobile", "e164")).t('", "duplicate": true}\nReviewed by ')
    b.s(c.name("agent", "given_upper_surname")).t("; refund of the second charge approved.")
    return a, b


def pet_boarding_checkin(c: Case) -> tuple[Doc, Doc]:
    a = Doc().t("Paws & Co boarding — online check-in\nOwner: ").s(own(c, "customer"))
    a.t("\nE-mail: ").s(c.val("EMAIL_ADDRESS", "customer/email"))
    a.t("\nMobile: ").s(c.phone("customer/mobile", "international"))
    a.t("\nAddress: ").s(c.val("STREET_ADDRESS", "customer/address"))
    address_tail(a, c)
    a.t("\nNotes: ")
    a.frame(frame(c, 1), friend=own(c, "friend"), x=c.phone("friend/mobile", "national"))
    a.t("\nSubmitted from ").s(c.val("IP_ADDRESS", "customer/ip"))
    b = Doc().t("KENNEL CARD 14 · OWNER ").s(c.name("customer", "upper"))
    b.t("\nPick-up by: ").s(c.name("friend", "first_name_alone")).t(" (")
    b.s(c.phone("friend/mobile", "national")).t(")\nChecked in by ")
    b.s(c.name("agent", "surname_comma_initial")).t(" · desk ")
    b.s(c.phone("agent/landline", "national")).t("\ncc @").s(c.name("lead", "mention"))
    return a, b


def address_tail(d: Doc, c: Case) -> Doc:
    """``, <postcode> <town>`` (or ``, <town>`` where the locale has no postcodes)."""
    d.t(", ")
    if c.vals["customer/postcode"]:
        d.s(c.val("POSTAL_CODE", "customer/postcode")).t(" ")
    return d.t(c.vals["town"])


def domain_transfer_auth(c: Case) -> tuple[Doc, Doc]:
    a = Doc().t("From: ").s(c.name("customer", "from_display")).t(" <")
    a.s(c.val("EMAIL_ADDRESS", "customer/email")).t(">\nTo: Domain transfers desk\n")
    a.t(f"Subject: transfer code\n\n{c.loc['hi']},\n")
    a.frame(frame(c, 2), friend=own(c, "friend"), x=c.val("ACCOUNT_ID", "customer/account"))
    signature(a.t("\n\n"), c)
    b = Doc().t("Registrar WHOIS (pre-transfer)\nRegistrant Name: ")
    b.s(c.name("customer", "whois_field")).t("\nRegistrant Street: ")
    b.s(c.val("STREET_ADDRESS", "customer/address"))
    if c.vals["customer/postcode"]:
        b.t("\nRegistrant Postal Code: ").s(c.val("POSTAL_CODE", "customer/postcode"))
    b.t(f"\nRegistrant City: {c.vals['town']}\nRegistrant Country: {c.region}")
    b.t("\nRegistrant Phone: ").s(c.phone("customer/mobile", "epp_dot"))
    b.t("\nRegistrant Email: ").s(c.val("EMAIL_ADDRESS", "customer/email"))
    b.t("\nTech Name: ").s(c.name("friend", "whois_field"))
    b.t("\nTech Phone: ").s(c.phone("friend/mobile", "epp_dot"))
    b.t("\n>>> Last update of WHOIS database from ").s(c.val("IP_ADDRESS", "customer/ip"))
    return a, b


def exam_retake_request(c: Case) -> tuple[Doc, Doc]:
    a = Doc().t("Student portal · retake request\nStudent: ").s(c.name("customer", "last_first"))
    a.t("\nStudent account: ").s(c.val("ACCOUNT_ID", "customer/account"))
    a.t("\nContact: ").s(c.phone("customer/mobile", "national"))
    a.t("\nSupervisor: Dr ").s(c.name("lead", "surname_alone"))
    a.t("\nMessage: ")
    a.frame(
        frame(c, 3),
        friend=own(c, "friend", "first_name_alone"),
        x=c.val("ORDER_ID", "customer/order"),
    )
    b = Doc().t("registrar_export.csv\nsurname,given_name,email,phone,fee_order,approved_by\n")
    b.s(c.name("customer", "surname_alone")).t(",").s(c.name("customer", "first_name_alone"))
    b.t(",").s(c.val("EMAIL_ADDRESS", "customer/email")).t(",")
    b.s(c.phone("customer/mobile", "e164")).t(",").s(c.val("ORDER_ID", "customer/order"))
    b.t(",").s(c.name("agent", "initials"))
    return a, b


def warehouse_pickup_slot(c: Case) -> tuple[Doc, Doc]:
    a = Doc().t("SMS from ").s(c.phone("customer/mobile", "e164")).t(" to the warehouse line:\n")
    a.frame(frame(c, 4), friend=own(c, "friend"), x=c.val("ORDER_ID", "customer/order"))
    a.t(" — ").s(own(c, "customer", "first_name_alone"))
    a.t("\nAuto-reply: proxy pick-up noted on account ")
    a.s(c.val("ACCOUNT_ID", "customer/account")).t(".")
    b = Doc().t("Dock 3 pick-up schedule\n| 09:30 | ").s(c.val("ORDER_ID", "customer/order"))
    b.t(" | proxy: ").s(c.name("friend", "surname_comma_initial")).t(" | ")
    b.s(c.phone("friend/mobile", "international")).t(" | for ").s(c.name("customer", "full_name"))
    b.t(" |\nDock lead: ").s(c.name("agent", "full_name")).t(" · ")
    b.s(c.phone("agent/landline", "international")).t("\ncc @").s(c.name("lead", "mention"))
    return a, b


def patient_transport_booking(c: Case) -> tuple[Doc, Doc]:
    a = Doc().t("Call summary — patient transport line\nCaller: ")
    a.s(c.name("customer", "full_name")).t(" from ").s(c.phone("customer/mobile", "national"))
    a.t("\nPickup: ").s(c.val("STREET_ADDRESS", "customer/address"))
    address_tail(a, c)
    a.t("\nEscort: ").s(c.name("friend", "full_name")).t(", ")
    a.s(c.phone("friend/mobile", "international"))
    a.t("\nCo-pay card read out: ").s(c.val("CREDIT_CARD", "customer/pay"))
    a.t('\nCaller said: "')
    a.frame(
        frame(c, 5),
        friend=own(c, "friend", "first_name_alone"),
        x=c.val("STREET_ADDRESS", "customer/address"),
    )
    a.t('"')
    b = Doc().t("DISPATCH ").s(c.val("ORDER_ID", "customer/order"))
    b.t("\nPATIENT: ").s(c.name("customer", "upper"))
    b.t("\nESCORT: ").s(c.name("friend", "given_upper_surname"))
    b.t("\nCARD ON FILE: ").s(c.val("CREDIT_CARD", "customer/pay"))
    b.t("\nBooked by ").s(c.name("agent", "full_name")).t(" (")
    b.s(c.phone("agent/landline", "national")).t(") for ")
    b.s(c.name("lead", "possessive")).t("'s early shift. Confirmation sent to ")
    b.s(c.val("EMAIL_ADDRESS", "customer/email")).t(".")
    return a, b


def ev_charger_install(c: Case) -> tuple[Doc, Doc]:
    iban = "customer/iban" in c.vals
    refund = c.val("IBAN_CODE", "customer/iban") if iban else c.val("CREDIT_CARD", "customer/pay")
    grouped = (refund[0], _group(refund[1]), *refund[2:]) if iban else refund
    a = Doc().t(f"Subject: charger install, deposit\n\n{c.loc['hi']} ")
    a.s(c.name("agent", "first_name_alone")).t(",\n")
    a.frame(frame(c, 6), friend=own(c, "friend"), x=grouped)
    a.t("\nThe meter box is at ").s(c.val("STREET_ADDRESS", "customer/address"))
    address_tail(a, c)
    signature(a.t(".\n\n"), c).t(" · ").s(c.phone("customer/mobile", "international"))
    b = Doc().t("Work order ").s(c.val("ORDER_ID", "customer/order")).t(" · EV charger install")
    b.t("\ncustomer: ").s(c.name("customer", "lower"))
    b.t("\nsite: ").s(c.val("STREET_ADDRESS", "customer/address"))
    address_tail(b, c)
    b.t("\nrefund to: ").s(refund)
    b.t("\naccount: ").s(c.val("ACCOUNT_ID", "customer/account"))
    b.t("\nassigned: ").s(c.name("agent", "given_upper_surname"))
    b.t("\ncc @").s(c.name("lead", "mention"))
    return a, b


def _group(value: str) -> str:
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4))


LAYOUTS = (
    bike_share_overcharge,
    pet_boarding_checkin,
    domain_transfer_auth,
    exam_retake_request,
    warehouse_pickup_slot,
    patient_transport_booking,
    ev_charger_install,
)
