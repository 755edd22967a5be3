"""The seven layouts, two records each. Tool chrome is English; what the customer writes comes
from the locale's frames. Each function takes a Case and returns its two records."""

from __future__ import annotations

from .cases import Case
from .people import Person
from .render import Rec, Slot

GENRES = (
    "name_change_request",
    "duplicate_charge",
    "collect_by_proxy",
    "gift_order_edit",
    "contact_import_error",
    "seat_reassignment",
    "recall_outreach",
)
SERVICE = "help.nordkettle.example"


def _lines(rec: Rec, pieces: list) -> Rec:
    for piece in pieces:
        rec.v(piece)
    return rec


def name_change(c: Case) -> list[Rec]:
    loc, cust = c.loc, c.cust
    renamed = loc.d.get("renamed")
    if renamed:
        new_last = c.rng.choice(renamed.split("|"))
        surname = (new_last, new_last)
    else:
        families = [f[1] for f in loc.surnames if f[1][0] != cust.surname[0]]
        surname = c.rng.choice(families)
    new = Person(loc, True, cust.given, surname)
    full = Slot("PERSON", new.full(), "customer", "full_name")
    birth = Slot("PERSON", cust.last(), "customer", "birth_name")
    r1 = Rec().t("From: ").v(Slot("PERSON", new.full(), "customer", "from_display"))
    r1.t(" <").v(c.s("email")).t(f">\nTo: records@{SERVICE}\nSubject: Name change on ")
    r1.v(c.s("acct")).t("\nDate: Mon, 3 Nov 2026 09:12:40 +0100\n\n" + loc.greet + ",\n\n")
    r1.f(loc.rename, {"full": full, "birth": birth}).t("\n\n" + loc.bye + "\n")
    r1.v(c.name("customer", "nick", chrome=False)).t("\n").v(c.phone("mobile", "national"))
    r1.t("\n\nAttachment: name_change_document_")
    r1.v(Slot("PERSON", new.filename(), "customer", "filename")).t(".pdf (412 KB)")
    r2 = Rec().t("2026-11-03T09:31:07Z crm.audit actor=").v(c.s("alogin"))
    r2.t(" action=contact.update contact=").v(c.s("acct")).t('\n  changes: {"last_name": ["')
    r2.v(Slot("PERSON", cust.last(True), "customer", "json_value")).t('", "')
    r2.v(Slot("PERSON", new.last(True), "customer", "json_value")).t('"], "display_name": ["')
    r2.v(Slot("PERSON", cust.full(True), "customer", "json_value")).t('", "')
    r2.v(Slot("PERSON", new.full(True), "customer", "json_value")).t('"]}\n')
    r2.t("2026-11-03T09:33:52Z crm.note actor=").v(c.s("alogin")).t(" contact=").v(c.s("acct"))
    r2.t("\n  Name-change document checked, surname updated for Ms ")
    r2.v(Slot("PERSON", new.last(True), "customer", "surname_alone"))
    r2.t(". Confirmation sent to ").v(c.s("email")).t(".\n  -- ")
    r2.v(c.name("agent", "full", shape="signature_title")).t("\n     Customer Records, Team Lead")
    return [r1, r2]


def duplicate_charge(c: Case) -> list[Rec]:
    loc = c.loc
    card = c.card(loc.cards[-1])
    r1 = Rec().t("[chat 14:02:11] customer (").v(c.s("login")).t("): " + loc.greet + "! ")
    r1.f(loc.twice, {"order": c.s("order"), "card": card})
    r1.t("\n[chat 14:02:19] customer (").v(c.s("login")).t("): -- ")
    r1.v(c.name("customer", "lower", shape="lower"))
    r1.t('\n[tool_call] payments.search_charges {"customer_id": "').v(c.s("acct"))
    r1.t('", "order_id": "').v(c.s("order")).t('", "email": "').v(c.s("email")).t('"}\n')
    r1.t('[tool_result] {"charges": [')
    for charge in ("ch_3QJ7aL2e", "ch_3QJ7aM9x"):
        r1.t(f'{{"id": "{charge}", "status": "succeeded", "billing_name": "')
        r1.v(c.name("customer", "full", shape="json_value")).t('", "client_ip": "')
        r1.v(c.s("ip")).t('"}' + (", " if charge.endswith("2e") else ""))
    r1.t('], "duplicate_suspected": true}\n[assistant] Hi ')
    r1.v(c.name("customer", "first", shape="glued")).t("👋 I can see two identical charges for ")
    r1.v(c.s("order")).t(". I've asked a colleague to refund the second one.")
    r2 = Rec().t("call.inbound id=call_88213 from=sip:").v(c.phone("mobile", "sip_uri"))
    r2.t("@sbc.carrier.example to=sip:billing@pbx.nordkettle.example duration=312s agent=")
    r2.v(c.s("alogin")).t("\ncrm.note: ").v(c.name("customer", "full"))
    r2.t(" called about the double charge on ").v(c.s("order"))
    r2.t(". Second charge refunded to card ").v(card).t(". Callback on ")
    r2.v(c.phone("mobile", "national")).t(" if the bank still shows both.")
    return [r1, r2]


def collect_by_proxy(c: Case) -> list[Rec]:
    loc = c.loc
    r1 = Rec().t("POST /forms/collect-authorisation (submitted 2026-11-05 16:40 UTC)\n")
    r1.t("order_number: ").v(c.s("order")).t("\naccount_holder: ")
    r1.v(c.name("customer", "upper")).t("\nholder_phone: ")
    r1.v(c.phone("mobile", "international")).t("\ncollector_name: ")
    r1.v(c.name("friend", "full", chrome=False)).t("\ncollector_phone: ")
    r1.v(c.phone("fmobile", "e164")).t("\nmessage: ")
    ffull = c.name("friend", "full", chrome=False)
    r1.f(loc.proxy, {"ffull": ffull, "fphone": c.phone("fmobile", "national")})
    r1.t(" -- ").v(c.name("customer", "nick", chrome=False))
    r2 = Rec().t("store.pickup order=").v(c.s("order")).t(" store=central status=released staff=")
    r2.v(c.s("alogin")).t('\nhanded_to: "').v(c.name("friend", "last_first"))
    r2.t('" id_checked=passport code_ok=true\nStaff note: Ms ')
    r2.v(c.name("friend", "last")).t(" showed the SMS code; parcel for ")
    r2.v(c.name("customer", "initial")).t(" released. Signed ")
    r2.v(c.name("friend", "initials")).t(" at the counter.")
    return [r1, r2]


def gift_order_edit(c: Case) -> list[Rec]:
    loc = c.loc
    street = Slot("STREET_ADDRESS", c.street, "friend/address")
    post = Slot("POSTAL_CODE", c.post, "friend/address")
    place = {"street": street, "post": post, "town": c.town}
    r1 = Rec().t("user: " + loc.greet + "! ")
    r1.f(loc.gift, {"fdat": c.name("friend", "inflected", chrome=False), **place})
    r1.t('\nassistant -> tool_call orders.update_shipping_address {"order_id": "')
    r1.v(c.s("order")).t('", "recipient": "').v(c.name("friend", "full", shape="json_value"))
    r1.t('", "line1": "').v(street).t('", "postal_code": "').v(post)
    r1.t(f'", "city": "{c.town}", "phone": "').v(c.phone("fmobile", "e164"))
    r1.t('"}\ntool_result {"ok": true, "order_id": "').v(c.s("order"))
    r1.t('", "status": "address_updated"}\nassistant: Done! The gift for ')
    r1.v(c.name("friend", "first")).t(" will go to the new address.")
    r2 = Rec().t('Gift message (printed on the card): "')
    nick = c.name("customer", "nick", chrome=False)
    r2.f(loc.giftmsg, {"ffirst": c.name("friend", "first", chrome=False), "nick": nick})
    r2.t('"\nPacking slip: ship to ').v(c.name("friend", "full")).t(" · ").f(loc.addr, place)
    r2.t("\nOrdered by: ").v(c.name("customer", "last_first")).t(" <").v(c.s("email")).t(">")
    return [r1, r2]


def contact_import(c: Case) -> list[Rec]:
    loc = c.loc
    r1 = Rec().t("crm.import job=imp_20261106_0931 account=").v(c.s("acct"))
    r1.t(' file="contacts_').v(c.name("customer", "filename")).t('.csv" uploaded_by=')
    r1.v(c.s("login")).t("\nrow 12: OK\nrow 13: REJECTED duplicate_contact ")
    r1.t('"').v(c.name("friend", "last_first")).t('",').v(c.s("femail")).t(",'")
    r1.v(c.phone("fmobile", "spreadsheet_text")).t("\nrow 14: REJECTED missing_consent ")
    r1.t('"').v(c.name("lead", "last_first")).t('",').v(c.s("lemail"))
    r1.t(",\nsummary: 48 rows, 46 imported, 2 rejected")
    r2 = Rec().t("Customer (").v(c.s("login")).t(") wrote: " + loc.greet + "! ")
    ffull = c.name("friend", "full", chrome=False)
    r2.f(loc.importq, {"ffull": ffull, "femail": c.s("femail")})
    r2.t("\n\nAgent reply: Hi ").v(c.name("customer", "first")).t(", row 13 (")
    r2.v(c.name("friend", "full")).t(") already exists as a contact, so it was skipped. ")
    r2.t("Row 14 needs the consent column filled in.\n")
    r2.v(c.name("agent", "full", shape="signature_title")).t("\nData Support Specialist")
    return [r1, r2]


def seat_reassignment(c: Case) -> list[Rec]:
    loc = c.loc
    r1 = Rec().t("POST /webhooks/scim/v2 event=user.deactivated\n")
    r1.t('{"schemas": ["urn:ietf:params:scim:schemas:core:2.0:User"], "id": "usr_7f3a91", ')
    r1.t('"userName": "').v(c.s("femail")).t('", "name": {"givenName": "')
    r1.v(c.name("friend", "first", shape="json_value")).t('", "familyName": "')
    r1.v(c.name("friend", "last", shape="json_value")).t('"}, "displayName": "')
    r1.v(c.name("friend", "full", shape="json_value")).t('", "active": false}\n')
    r1.v(c.s("ip")).t(" - ").v(c.s("login")).t(' [06/Nov/2026:10:12:44 +0000] "POST ')
    r1.t("/admin/seats/reassign?seat=seat_0412&to_name=")
    r1.v(c.name("lead", "url_encoded")).t(' HTTP/2" 302 0')
    r2 = Rec().t("From: ").v(c.name("customer", "full", chrome=False, shape="from_display"))
    r2.t(" <").v(c.s("email")).t(">\nSubject: Seat for a new colleague\n\n")
    r2.t(loc.greet + ",\n\n")
    lead = c.name("lead", "full", chrome=False)
    r2.f(loc.seat, {"ffirst": c.name("friend", "first", chrome=False), "lead": lead})
    r2.t("\n\n" + loc.bye + "\n")
    _lines(r2, c.signature("customer"))
    r2.t("\n\n---\nInternal note (").v(c.s("alogin")).t("): seat moved to ").v(c.s("lemail"))
    r2.t(", cc @").v(c.name("lead", "full", shape="mention")).t(" for the welcome pack.")
    return [r1, r2]


def _recall_body(c: Case, rec: Rec, quote: str) -> None:
    rec.t(quote + "Dear ").v(c.name("customer", "full")).t(",\n" + quote)
    rec.t("our records show a KettlePro 1.7 L delivered on order ").v(c.s("order"))
    rec.t(" to ")
    rec.f(c.loc.addr, {"street": c.s("street"), "post": c.s("post"), "town": c.town})
    rec.t(".\n" + quote + "Please stop using it and reply for a refund.")


def recall_outreach(c: Case, index: int) -> list[Rec]:
    loc = c.loc
    r1 = Rec().t("To: ").v(c.name("customer", "full")).t(" <").v(c.s("email"))
    r1.t(">\nFrom: KettlePro Recalls <recalls@kettlepro.example>\n")
    r1.t("Subject: Safety recall - KettlePro 1.7 L, batch 24-07\n\n")
    _recall_body(c, r1, "")
    r1.t(" You can also call us on ").v(c.phone("landline", "international")).t(".\n\n")
    r1.v(c.name("agent", "full", shape="signature_title")).t("\nProduct Safety Officer")
    r1.t(" · direct ").v(c.phone("landline", "national"))
    r2 = Rec().t(loc.greet + ",\n\n").f(loc.recall, {"pay": c.pay(index)})
    r2.t("\n\n" + loc.bye + "\n")
    _lines(r2, c.signature("customer"))
    r2.t("\n\nOn Tue, 11 Nov 2026 at 08:15, ")
    r2.v(c.name("agent", "full", shape="quote_attribution"))
    r2.t(" <recalls@kettlepro.example> wrote:\n")
    _recall_body(c, r2, "> ")
    r2.t("\n\n---\ncrm.note (").v(c.s("alogin")).t("): refund approved, cc @")
    r2.v(c.name("lead", "full", shape="mention"))
    return [r1, r2]


def layout(c: Case, index: int) -> list[Rec]:
    if c.genre == 6:
        return recall_outreach(c, index)
    return (
        name_change,
        duplicate_charge,
        collect_by_proxy,
        gift_order_edit,
        contact_import,
        seat_reassignment,
    )[c.genre](c)
