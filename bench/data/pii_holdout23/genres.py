"""The seven genres: two records per case, English tool chrome around the customer's words."""

from __future__ import annotations

from .cases import WIDTH
from .render import expand

GENRES = (
    "autopay_enrolment",
    "misdirected_email",
    "identity_theft_report",
    "team_offboarding",
    "travel_notice",
    "device_insurance_claim",
    "student_verification",
)


def sign(h: dict, p: str) -> str:
    """A signature: native script with the Latin form in parentheses, or the full name."""
    return f"<<{p}_native>> (<<{p}_roman>>)" if f"{p}_native" in h else f"<<{p}_full>>"


def frame(loc: dict, i: int) -> str:
    return expand(loc["f"][i], {"addr": loc["addr"]})


def autopay(loc, h):
    chat = (
        f"[web_chat] locale={loc['locale']}\n"
        f"09:14 customer (<<login>>): {frame(loc, 0)}\n"
        "09:15 agent: Hi <<c_glued>>👋 I can set that up for you.\n"
        '09:15 tool_call set_up_autopay {"account_id": "<<acct>>", "holder": "<<c_json>>", '
        '"instrument": "<<pay_c>>", "notify": "<<email>>"}\n'
        '09:16 tool_result {"status": "pending_confirmation", "mandate_id": "MND-58213"}\n'
        "09:16 customer: ok thanks, <<c_lower>>"
    )
    hook = (
        "POST /hooks/billing HTTP/1.1\nX-Event: mandate.active\n\n"
        '{"event": "mandate.active", "account": "<<acct>>", "instrument": "<<pay_c>>", '
        '"holder_name": "<<c_upper>>"}\n\n'
        "CRM note by <<a_full>>: autopay active for <<c_surname_caps_first>> (<<acct>>). "
        "Prefers e-mail."
    )
    return chat, hook


def misdirected(loc, h):
    mail = (
        "From: <<c_from_>> <<<email>>>\nTo: help@support.example\n"
        "Subject: Someone else's invoice in my inbox\nDate: Tue, 01 Dec 2026 07:42:10 +0000\n"
        "Attachment: invoice_<<f_filename>>.pdf\n\n"
        f"{frame(loc, 1)}\n\n{sign(h, 'c')}"
    )
    log = (
        '2026-12-01T07:58:03Z mailer WARN misrouted_message {"intended": "<<f_esc>>", '
        '"intended_email": "<<f_email>>", "delivered_to": "<<email>>"}\n'
        'tool_call lookup_message {"delivered_to": "<<email>>", "account_id": "<<acct>>"}\n'
        'tool_result {"found": true, "template": "invoice", "order_id": "<<order>>", '
        '"opened_from": "<<ip>>"}\n'
        "Incident note (<<a_full>>): apologised to <<c_title>> <<c_surname>>; privacy team "
        "informed, cc @<<l_mention>>."
    )
    return mail, log


def identity_theft(loc, h):
    born = f" ({h['born']} <<birth>>)" if h.get("born") else ""
    form = (
        "IDENTITY THEFT REPORT (form IDT-2)\n"
        "Full name (block capitals): <<c_upper>>\n"
        f"Name as on ID: <<c_full>>{born}\n"
        "Mobile: <<m_international>>\n"
        f"Statement: {frame(loc, 2)}\n"
        "Uploaded: passport_<<c_filename>>.pdf"
    )
    note = (
        'tool_call freeze_account {"account_id": "<<acct>>", "reason": "identity_theft", '
        '"reported_by": "<<c_json>>"}\n'
        'tool_result {"frozen": true, "last_login_ip": "<<ip>>", "open_orders": ["<<order>>"]}\n'
        "CRM note (<<a_full>>): called <<c_title>> <<c_surname>> back on <<m_national>>. "
        "Report filed under <<c_initial>>; no new card until the ID check is done."
    )
    return form, note


def offboarding(loc, h):
    chat = (
        "[workspace admin chat] admin=<<login>>\n"
        f"admin: {frame(loc, 3)}\n"
        "agent: Understood, <<c_given>>. Removing <<f_rfull>> from the workspace now.\n"
        'tool_call deprovision_user {"workspace_owner": "<<acct>>", "user": "<<f_json>>", '
        '"email": "<<f_email>>"}'
    )
    pad = {p: " " * (WIDTH + 1 - len(h[f"{p}_trunc"].value)) for p in "cf"}
    scim = (
        "PATCH /scim/v2/Users/8f3c2a HTTP/1.1\n"
        '{"schemas": ["urn:ietf:params:scim:schemas:core:2.0:User"], "userName": "<<f_email>>", '
        '"name": {"givenName": "<<f_jgiven>>", "familyName": "<<f_jfamily>>"}, "active": false}\n\n'
        "seat_export.txt\nSEAT NAME        STATUS\n"
        f"0007 <<f_trunc>>{pad['f']}REVOKED\n0008 <<c_trunc>>{pad['c']}OWNER"
    )
    return chat, scim


def travel(loc, h):
    chat = (
        "[chat] customer=<<login>>\n"
        f"customer: {frame(loc, 4)}\n"
        "agent: Thanks <<c_given>>, I've added a travel note to your card.\n"
        'tool_call set_travel_notice {"account_id": "<<acct>>", "card": "<<card_c>>", '
        '"contact": "<<m_e164>>", "until": "2026-12-20", "session_ip": "<<ip>>"}\n'
        'tool_result {"ok": true}\n'
        "customer: 🙏 <<signoff>>"
    )
    sms = (
        '2026-12-04 08:00:01 sms-gateway OUT {"to": {"dial_code": "+<<cc>>", "number": '
        '"<<m_nsn_field>>"}, "template": "travel_notice_ok", "account": "<<acct>>"}\n\n'
        "Dear <<c_title>> <<c_surname>>, your travel note is active until 20 December.\n\n"
        "<<a_sig>>\nCard Services Team Lead\nDirect line: <<t_international>>"
    )
    return chat, sms


def insurance(loc, h):
    form = (
        "DEVICE INSURANCE CLAIM (form DIC-7)\n"
        "Policy holder: <<c_last_first>>\nInitials: <<c_initials>>\n"
        f"Address: {loc['addr']}\n"
        "Contact number: <<m_international>>\n"
        f"What happened: {frame(loc, 5)}"
    )
    log = (
        'tool_call create_claim {"policy_holder": "<<c_json>>", "order_id": "<<order>>", '
        '"deliver_to": {"name": "<<f_json>>", "street": "<<street>>"}}\n'
        'tool_result {"claim": "CLM-20931", "status": "approved"}\n'
        '<<ip>> - - [05/Dec/2026:10:11:12 +0000] "GET /claims/new?name=<<c_url_encoded>>'
        '&ref=<<order>> HTTP/1.1" 200 512\n'
        "Note (<<a_full>>): <<c_possessive>>'s claim approved; the replacement goes to the "
        "sister."
    )
    return form, log


def student(loc, h):
    mail = (
        "From: <<c_from_>> <<<unimail>>>\nTo: students@support.example\n"
        "Subject: Student discount\nDate: Wed, 02 Dec 2026 18:22:41 +0000\n\n"
        f"{frame(loc, 6)}\n\n{sign(h, 'c')}"
    )
    reply = (
        "Hi <<c_given>>,\n\nYour student status is confirmed and the discount is on account "
        "<<acct>>.\n\n<<a_sig>>\nStudent Programme\nDirect: <<t_national>>\n\n"
        "On Wed, 2 Dec 2026 at 18:22, <<c_quote>> <<<unimail>>> wrote:\n"
        "> Student discount request\n\ncc @<<l_mention>>"
    )
    return mail, reply


LAYOUTS = (autopay, misdirected, identity_theft, offboarding, travel, insurance, student)
