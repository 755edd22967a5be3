"""The seven layouts: English tool chrome around what the customer wrote in their language."""

from __future__ import annotations

from .cases import Person, address, holes, pay_parts, phone
from .render import S, fill

GENRES = (
    "remittance_trace",
    "baggage_delay_claim",
    "school_fee_plan",
    "sim_registration_check",
    "roommate_rent_split",
    "solar_site_survey",
    "blood_donation_booking",
)


def P(value: str, referent: str, shape: str) -> S:  # noqa: N802
    return S("PERSON", value, referent, shape)


def _signature(loc: dict, c: Person) -> list:
    if loc["latin"]:
        return [P(c.full_n, "customer", "full_name")]
    return [
        P(c.full_n, "customer", "native_script"),
        " (",
        P(c.full_r, "customer", "romanised"),
        ")",
    ]


def remittance_trace(loc, people, v):
    c, f, a, cov = people["customer"], people["friend"], people["agent"], people["cover"]
    region = loc["region"]
    nick = loc["nicks"][c.gr]
    acct, order = (
        S("ACCOUNT_ID", v["acct"], "customer/account"),
        S("ORDER_ID", v["order"], "customer/order"),
    )
    chat = [
        "Remit chat · session from ",
        S("IP_ADDRESS", v["ip"], "customer/ip"),
        "\nvisitor: ",
        *fill(loc["frames"][0], holes(loc, people, v)),
        "\nvisitor: — ",
        P(nick, "customer", "nickname"),
        "\nagent ",
        P(a.gr, "agent", "first_name_alone"),
        ": Hi ",
        P(c.gn, "customer", "glued"),
        "👋 I can see transfer ",
        order,
        " on account ",
        acct,
        ". Let me check it with the payout partner.",
    ]
    trace = [
        'tool_call trace_transfer {"account_id": "',
        acct,
        '", "order_id": "',
        order,
        '", "sender_name": "',
        P(c.full_r, "customer", "json_value"),
        '", "sender_msisdn": "',
        phone(v, "cmob", "e164", "customer/mobile", region),
        '"}\n',
        'tool_result {"beneficiary_ref": "',
        P(f.joined_upper, "friend", "joined_upper"),
        '", "beneficiary_msisdn": "',
        phone(v, "fmob", "e164", "friend/mobile", region),
        '", "status": "HELD_NAME_SCREENING"}\n',
        "note: screening hold on the beneficiary reference. ",
        P(cov.gr, "cover", "common_word"),
        " takes the case over from ",
        P(a.initials, "agent", "initials"),
        " tomorrow; cc @",
        P(people["lead"].full_r, "lead", "mention"),
        ".",
    ]
    return [chat, trace]


def baggage_delay_claim(loc, people, v):
    c, f, a = people["customer"], people["friend"], people["agent"]
    region = loc["region"]
    h = holes(loc, people, v) | {"phone": h_intl(loc, v)}
    mail = [
        'From: "',
        P(c.full_r, "customer", "from_display"),
        '" <',
        S("EMAIL_ADDRESS", v["cmail"], "customer/email"),
        ">\nTo: baggage-claims@airline.example\nCc: ",
        S("EMAIL_ADDRESS", v["fmail"], "friend/email"),
        "\nSubject: Delayed bag, file DLA48213\n\n",
        *fill(loc["frames"][1], h),
        "\n\n",
        *_signature(loc, c),
    ]
    job = [
        "DELIVERY JOB DLA48213-1\nDeliver to: c/o ",
        P(f.full_r, "friend", "care_of"),
        "\nAddress: ",
        *address(loc, v),
        "\nPassenger: ",
        P(c.full_r.upper(), "customer", "upper"),
        "\nContact: ",
        phone(v, "cmob", "intl_slashed", "customer/mobile", region),
        "\nClaim: ",
        S("ORDER_ID", v["order"], "customer/order"),
        " · member ",
        S("ACCOUNT_ID", v["acct"], "customer/account"),
        " · handled by ",
        P(a.full_r, "agent", "full_name"),
        ", ",
        phone(v, "aland", "international", "agent/landline", region),
    ]
    return [mail, job]


def h_intl(loc, v):
    return [phone(v, "cmob", "international", "customer/mobile", loc["region"])]


def school_fee_plan(loc, people, v):
    c, f, a = people["customer"], people["friend"], people["agent"]
    message = [
        "Secure message · parent portal · account ",
        S("ACCOUNT_ID", v["acct"], "customer/account"),
        "\n",
        *fill(loc["frames"][2], holes(loc, people, v)),
        "\n— ",
        P(c.gn, "customer", "first_name_alone"),
        "\nReply-To: ",
        S("EMAIL_ADDRESS", v["cmail"], "customer/email"),
    ]
    ledger = [
        'plan.created payer="',
        P(f"{c.sr}, {c.gr}", "customer", "last_first"),
        '" account=',
        S("ACCOUNT_ID", v["acct"], "customer/account"),
        " instalments=3 card=",
        S("CREDIT_CARD", v["card"], "customer/pay"),
        " ip=",
        S("IP_ADDRESS", v["ip"], "customer/ip"),
        "\nco-payer: Ms ",
        P(f.sr, "friend", "surname_alone"),
        " · invite sent to ",
        S("EMAIL_ADDRESS", v["fmail"], "friend/email"),
        "\napproved by ",
        P(a.initial, "agent", "initial"),
        "\n--\n",
        P(a.full_r, "agent", "signature_title"),
        ", Bursary Team Lead",
    ]
    return [message, ledger]


def sim_registration_check(loc, people, v):
    c, a, lead = people["customer"], people["agent"], people["lead"]
    region = loc["region"]
    chat = [
        "SIM help chat · ip ",
        S("IP_ADDRESS", v["ip"], "customer/ip"),
        "\ncustomer: ",
        *fill(loc["frames"][3], holes(loc, people, v)),
        "\nagent ",
        P(a.gr, "agent", "first_name_alone"),
        ": Thanks, ",
        P(c.gn, "customer", "first_name_alone"),
        ". I am checking the KYC record now.",
    ]
    log = [
        "kyc.recheck msisdn=",
        phone(v, "cmob", "e164", "customer/mobile", region),
        " account=",
        S("ACCOUNT_ID", v["acct"], "customer/account"),
        ' name_on_id="',
        P(c.full_r.upper(), "customer", "upper"),
        '" contact=',
        S("EMAIL_ADDRESS", v["cmail"], "customer/email"),
        " sim_order=",
        S("ORDER_ID", v["order"], "customer/order"),
        "\nmatched_by: CN=",
        P(f"{a.sr}\\, {a.gr}", "agent", "ldap_cn"),
        ",OU=KYC Agents,DC=telco,DC=example\n",
        "result: mismatch on the document scan; escalated, cc @",
        P(lead.full_r, "lead", "mention"),
    ]
    return [chat, log]


def roommate_rent_split(loc, people, v):
    c, f, lead = people["customer"], people["friend"], people["lead"]
    message = [
        "In-app message · from ",
        P(v["login"], "customer", "username"),
        " · account ",
        S("ACCOUNT_ID", v["acct"], "customer/account"),
        "\n",
        *fill(loc["frames"][4], holes(loc, people, v)),
    ]
    event = [
        'event split.invite_sent {"inviter": "',
        P(c.full_r, "customer", "json_value"),
        '", "invitee_email": "',
        S("EMAIL_ADDRESS", v["fmail"], "friend/email"),
        '", "invitee_mobile": "',
        phone(v, "fmob", "international", "friend/mobile", loc["region"]),
        '", "client_ip": "',
        S("IP_ADDRESS", v["ip"], "customer/ip"),
        '", "account_id": "',
        S("ACCOUNT_ID", v["acct"], "customer/account"),
        '", "first_payment": "',
        S("ORDER_ID", v["order"], "customer/order"),
        '"}\nnote: ',
        P(f.full_r, "friend", "possessive"),
        "'s share set to 50% of the rent; cc @",
        P(lead.full_r, "lead", "mention"),
        " for the lease check.",
    ]
    return [message, event]


def solar_site_survey(loc, people, v):
    c, a = people["customer"], people["agent"]
    region = loc["region"]
    form = [
        "Survey booking form · sent from ",
        S("IP_ADDRESS", v["ip"], "customer/ip"),
        "\nName: ",
        *_signature(loc, c),
        "\nAddress: ",
        *address(loc, v),
        "\nMobile: ",
        phone(v, "cmob", "national", "customer/mobile", region),
        "\nE-mail: ",
        S("EMAIL_ADDRESS", v["cmail"], "customer/email"),
        "\nMessage: ",
        *fill(loc["frames"][5], holes(loc, people, v)),
    ]
    report = [
        "Site survey report ",
        S("ORDER_ID", v["order"], "customer/order"),
        " · account ",
        S("ACCOUNT_ID", v["acct"], "customer/account"),
        "\nSurveyor: ",
        P(a.full_r, "agent", "full_name"),
        " · ",
        phone(v, "aland", "national", "agent/landline", region),
        f"\nCustomer: {c.title} ",
        P(c.sr, "customer", "surname_alone"),
        "; roof pitch 30°, south-facing, no shading.\n"
        '"Please call before you come, the gate is locked." (translated) — ',
        P(c.full_r, "customer", "quote_attribution"),
        "\nDeposit refund to: ",
        pay_parts(v, grouped=False),
    ]
    return [form, report]


def blood_donation_booking(loc, people, v):
    c, f, a = people["customer"], people["friend"], people["agent"]
    form = [
        "Donor booking · ",
        S("IP_ADDRESS", v["ip"], "customer/ip"),
        " · donor account ",
        S("ACCOUNT_ID", v["acct"], "customer/account"),
        "\nDonor: ",
        P(c.full_r, "customer", "full_name"),
        " · ",
        S("EMAIL_ADDRESS", v["cmail"], "customer/email"),
        "\nMessage: ",
        *fill(loc["frames"][6], holes(loc, people, v)),
    ]
    sms = [
        "sms.sent to=",
        phone(v, "fmob", "international", "friend/mobile", loc["region"]),
        ' body="Hi ',
        P(f.gr, "friend", "first_name_alone"),
        ", your donation slot on 14 Jan at 10:30 with ",
        P(c.initial, "customer", "initial"),
        ' is confirmed. Reply STOP to opt out."\nroster: ',
        P(c.full_r.lower(), "customer", "lower"),
        " +1 guest · booking ",
        S("ORDER_ID", v["order"], "customer/order"),
        " · booked by ",
        P(a.full_r, "agent", "full_name"),
        " (",
        phone(v, "aland", "international", "agent/landline", loc["region"]),
        ")",
    ]
    return [form, sms]


LAYOUTS = (
    remittance_trace,
    baggage_delay_claim,
    school_fee_plan,
    sim_registration_check,
    roommate_rent_split,
    solar_site_survey,
    blood_donation_booking,
)
assert tuple(f.__name__ for f in LAYOUTS) == GENRES
