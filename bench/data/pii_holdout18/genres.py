"""The seven genres, two records each. Tool chrome is English; what the customer writes (and the
SMS and the bounced e-mail's subject and salutation) is in their language, from the frames."""

from __future__ import annotations

from bench.data.pii_holdout18.cases import Ctx
from bench.data.pii_holdout18.render import Val, fill, join

DEVICES = ("phone", "tablet", "laptop", "e-reader", "smartwatch")
FAULTS = ("cracked screen", "battery swelling", "no charge", "water damage", "dead speaker")


def _account_name(c: Ctx, lead: str) -> tuple[str, list[dict]]:
    """``lead`` then the customer's name: own script and romanised where the locale has a script
    of its own, else the full name."""
    if c.customer.native_script:
        return fill(
            lead + "{nat} ({rom})",
            {
                "nat": c.name("customer", "native_script"),
                "rom": c.name("customer", "romanised"),
            },
        )
    return fill(lead + "{full}", {"full": c.name("customer", "full_name", roman=True)})


def kyc_review(c: Ctx) -> list:
    f = c.loc["frames"]
    msg = fill(
        f["kyc"],
        {
            "full": c.name("customer", "full_name"),
            "address": c.addr(),
            "mobile": c.phone("customer/mobile", "mobile", "international"),
        },
    )
    part = "Postcode on document" if c.pc else "Street on document"
    note = join(
        [
            fill("KYC review · {acct} · queue: manual", {"acct": c.acct()}),
            fill("Name on document: {upper}", {"upper": c.name("customer", "upper")}),
            _account_name(c, "Name on account: "),
            fill(part + " matches profile: {pc}", {"pc": c.addr_part()}),
            fill("Session IP at upload: {ip}", {"ip": c.ipv()}),
            fill(
                "Decision: approved by {rev}, second check by {lead}.",
                {
                    "rev": c.handle("agent"),
                    "lead": c.handle("lead"),
                },
            ),
        ]
    )
    return [msg, note]


def gift_card_claim(c: Ctx) -> list:
    f = c.loc["frames"]
    msg = fill(
        f["gift"],
        {
            "friend": c.name("word", "full_name"),
            "femail": c.mail("friend"),
            "order": c.ord(),
            "fword": c.name("word", "first_name_alone"),
            "sign": c.name("customer", "nickname"),
        },
    )
    reply = fill(
        "Hi {first},\n\nthanks for waiting. We've resent the gift card from order {order} to "
        "{fword} at {femail}. The charge on your card {card} stays as it is; no second payment "
        "was taken.\n\n{agent}\nGift Cards team",
        {
            "first": c.name("customer", "first_name_alone", roman=True),
            "order": c.ord(),
            "fword": c.name("word", "first_name_alone", roman=True),
            "femail": c.mail("friend"),
            "card": c.card(0),
            "agent": c.name("agent", "full_name", roman=True),
        },
    )
    return [msg, reply]


def app_review_reply(c: Ctx) -> list:
    stars = ("★☆☆☆☆", "★★☆☆☆")[c.serial % 2]
    store = ("Google Play", "App Store")[c.serial % 2]
    ver = f"4.{c.serial % 9 + 1}.{c.serial % 5}"
    review = join(
        [
            fill(
                "{stars} {handle} · {store} · v{ver}",
                {
                    "stars": stars,
                    "handle": c.handle("customer"),
                    "store": store,
                    "ver": ver,
                },
            ),
            fill(c.loc["frames"]["review"], {"sign": c.name("customer", "nickname")}),
        ]
    )
    reply = join(
        [
            fill(
                "Developer response to {handle}: Hi {nick}, sorry about the sign-outs. The next "
                "version fixes them; please update and tell us how it goes. – {agent}",
                {
                    "handle": c.handle("customer"),
                    "nick": c.name("customer", "nickname", roman=True),
                    "agent": c.name("agent", "first_name_alone", roman=True),
                },
            ),
            fill(
                "Internal: review author matched to {acct} ({full}, {email}, {mobile}).",
                {
                    "acct": c.acct(),
                    "full": c.name("customer", "full_name", roman=True),
                    "email": c.mail(),
                    "mobile": c.phone("customer/mobile", "mobile", "e164"),
                },
            ),
        ]
    )
    return [review, reply]


def lost_property(c: Ctx) -> list:
    desc = fill(
        c.loc["frames"]["lost"],
        {
            "ffirst": c.name("friend", "first_name_alone"),
            "fphone": c.phone("friend/mobile", "mobile", "no_plus"),
        },
    )
    form = join(
        [
            fill(f"Lost property report LP-{4100 + c.serial}", {}),
            fill("Name: {name}", {"name": c.name("customer", "last_first")}),
            fill("Phone: {phone}", {"phone": c.phone("customer/mobile", "mobile", "national")}),
            fill("E-mail: {email}", {"email": c.mail()}),
            fill("Description (customer's words): ", {}),
        ],
        sep="\n",
    )
    text = join([form, desc], sep="")
    sms = fill(
        c.loc["frames"]["sms"],
        {
            "first": c.name("customer", "first_name_alone"),
            "landline": c.phone("agent/landline", "landline", "national"),
        },
    )
    return [text, sms]


def repair_booking(c: Ctx) -> list:
    device = DEVICES[c.serial % len(DEVICES)]
    fault = FAULTS[(c.serial // 2) % len(FAULTS)]
    booking = join(
        [
            fill("Repair booking {order} confirmed", {"order": c.ord()}),
            _account_name(c, "Customer: "),
            fill(f"Device: {device}; fault reported: {fault}", {}),
            fill("Pickup address: {addr}", {"addr": c.addr()}),
            fill("Contact e-mail: {email}", {"email": c.mail()}),
            fill("Diagnostic fee paid with {card}", {"card": c.card(1)}),
        ]
    )
    quote = fill(
        c.loc["frames"]["repair"],
        {
            "friend": c.name("friend", "full_name"),
            "fphone": c.phone("friend/mobile", "mobile", "intl_dashed"),
        },
    )
    note = join(
        [
            fill(
                "Tech note, {order} ({initial}): nobody home at pickup. Booking note from the "
                'customer: "',
                {"order": c.ord(), "initial": c.name("customer", "initial")},
            ),
            quote,
            fill('" Will retry tomorrow. — {tech}', {"tech": c.name("agent", "initials")}),
        ],
        sep="",
    )
    return [booking, note]


def bounce_report(c: Ctx) -> list:
    f = c.loc["frames"]
    hon = c.loc["hon"][0 if c.customer.female else 1]
    ndr = join(
        [
            fill(
                "Delivery Status Notification (Failure)\n\nDelivery to the following recipient "
                "failed permanently:\n\n    {email}\n\nRemote server said: 550 5.1.1 mailbox "
                "unavailable\n\n----- Original message -----",
                {"email": c.mail()},
            ),
            fill(
                'To: "{full}" <{email}>',
                {"full": c.name("customer", "full_name"), "email": c.mail()},
            ),
            fill("Subject: " + f["subject"], {"order": c.ord()}),
            fill("", {}),
            fill(f["dear"], {"hon": hon, "name": c.name("customer", "surname_alone")}),
        ]
    )
    new_mail = c._email(c.customer)
    while new_mail == c.email:
        new_mail = c._email(c.customer)
    ops = fill(
        "Hard bounce on {acct}. Called {full} on {mobile}; new address given: {new}. Old "
        "address {old} removed from the profile. ({agent})",
        {
            "acct": c.acct(),
            "full": c.name("customer", "full_name", roman=True),
            "mobile": c.phone("customer/mobile", "mobile", "nbsp"),
            "new": Val("EMAIL_ADDRESS", new_mail, "customer/email"),
            "old": c.mail(),
            "agent": c.handle("agent"),
        },
    )
    return [ndr, ops]


def bot_handoff(c: Ctx) -> list:
    f = c.loc["frames"]
    pay = c.pay()
    chat = join(
        [
            fill("user: " + f["bot1"], {"order": c.ord(), "lower": c.name("customer", "lower")}),
            fill("assistant: Let me look that up.", {}),
            fill(
                'tool_call: lookup_order {"order_id": "{order}", "customer_name": "{full}"}',
                {
                    "order": c.ord(),
                    "full": c.name("customer", "full_name", roman=True),
                },
            ),
            fill(
                'tool_result: {"status": "lost_in_transit", "email": "{email}", "phone": '
                '"{phone}", "ship_to": "{addr}"}',
                {
                    "email": c.mail(),
                    "phone": c.phone("customer/mobile", "mobile", "e164"),
                    "addr": c.addr(),
                },
            ),
            fill(
                "assistant: Sorry, the parcel is marked lost in transit. I can refund it. Where "
                "should the money go?",
                {},
            ),
            fill("user: " + f["bot2"], {"pay": pay}),
            fill(
                "assistant: Thanks. I'm handing you to a colleague who can complete the refund.", {}
            ),
        ]
    )
    handoff = join(
        [
            fill(
                "Handoff to human agent {agent}",
                {"agent": c.name("agent", "full_name", roman=True)},
            ),
            fill(
                "Customer: {first} ({acct}), order {order}",
                {
                    "first": c.name("customer", "first_name_alone", roman=True),
                    "acct": c.acct(),
                    "order": c.ord(),
                },
            ),
            fill("Refund destination given in chat: {pay}", {"pay": pay}),
            fill("Client IP: {ip}", {"ip": c.ipv()}),
        ]
    )
    return [chat, handoff]


GENRES = (
    ("kyc_review", kyc_review),
    ("gift_card_claim", gift_card_claim),
    ("app_review_reply", app_review_reply),
    ("lost_property", lost_property),
    ("repair_booking", repair_booking),
    ("bounce_report", bounce_report),
    ("bot_handoff", bot_handoff),
)
