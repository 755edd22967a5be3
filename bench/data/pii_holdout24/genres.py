"""The seven layouts, each a case of two records: English tool chrome around what the customer
writes in their own language."""

from __future__ import annotations

import json

from . import render as R
from . import values as V
from .cases import holes, latin

GENRES = (
    "pet_microchip_transfer",
    "festival_ticket_refund",
    "beneficiary_update",
    "visa_letter_request",
    "parking_fine_appeal",
    "coworking_guest_pass",
    "cosigner_review",
)

P = "PERSON"


def js(value: str) -> str:
    """A string as JSON writes it, without the quotes (names here need no escapes)."""
    out = json.dumps(value, ensure_ascii=False)[1:-1]
    assert out == value, value
    return out


def phone(c: dict, who: str, shape: str) -> tuple:
    region = c["L"]["region"]
    number = {
        "customer/mobile": c["c_mob"],
        "friend/mobile": c["f_mob"],
        "agent/landline": c["a_land"],
    }[who]
    return ("PHONE_NUMBER", V.phone_text(number, region, shape), who, shape, region)


def signoff(d: R.Doc, c: dict) -> None:
    """The customer's chat sign-off: a nickname (the chat genres' customers all have one)."""
    d.t("customer: — ").v(P, c["L"]["nick"][c["cust"]["given_r"]], "customer", "nickname").t("\n")


def signature(d: R.Doc, c: dict) -> None:
    """Native script with the Latin form in parentheses, or the plain full name."""
    cust = c["cust"]
    if latin(c["L"]):
        d.v(P, R.full(cust), "customer", "full_name")
    else:
        d.v(P, R.full(cust), "customer", "native_script").t(" (")
        d.v(P, R.full_r(cust), "customer", "romanised").t(")")


def g0(c: dict, case: R.Case) -> list[R.Doc]:
    cust, friend, agent, h = c["cust"], c["friend"], c["agent"], holes(c)
    a = R.Doc(case).t("Pet registry chat · case PR-20931 · 2026-11-03 09:12\ncustomer: ")
    a.frame(c["L"]["frames"][0], h).t("\n")
    signoff(a, c)
    a.t("agent (").v(P, agent["given_r"], "agent", "first_name_alone").t("): Hi ")
    a.v(P, cust["given"], "customer", "glued").t("👋 I'll start the keeper transfer now.\n")
    a.t('tool_call transfer_keeper {"account": "').v("ACCOUNT_ID", c["acct"], "customer/account")
    a.t('", "new_keeper": "').v(P, js(R.full_r(cust)), "customer", "json_value")
    a.t('", "previous_keeper": "').v(P, js(R.full_r(friend)), "friend", "json_value")
    a.t('", "mobile": "').v(*phone(c, "customer/mobile", "e164")).t('"}\n')
    a.t('tool_result {"status": "pending_vet_confirmation"}')
    b = R.Doc(case).t("Keeper record https://registry.example.org/keepers/")
    b.v(P, R.slug(cust), "customer", "url_slug").t("\nKEEPER: ")
    b.v(P, R.full_r(cust).upper(), "customer", "upper").t("\nPREVIOUS KEEPER: ")
    b.v(P, R.last_first(friend), "friend", "last_first").t("\nE-mail: ")
    b.v("EMAIL_ADDRESS", c["c_email"], "customer/email").t("\nNote (")
    b.v(P, R.full_r(agent), "agent", "full_name").t(f"): {R.title(cust)} ")
    b.v(P, cust["surname_r"], "customer", "surname_alone").t(
        " confirmed the transfer on a call from "
    )
    b.v(*phone(c, "agent/landline", "international")).t(". ")
    b.v(P, c["cover"][1], "cover", "common_word").t(" handles the vet follow-up.\nAccount ")
    b.v("ACCOUNT_ID", c["acct"], "customer/account").t(" · last login from ")
    b.v("IP_ADDRESS", c["ip"], "customer/ip")
    return [a, b]


def g1(c: dict, case: R.Case) -> list[R.Doc]:
    cust, agent, lead = c["cust"], c["agent"], c["lead"]
    a = R.Doc(case).t('From: "').v(P, R.full_r(cust), "customer", "from_display").t('" <')
    a.v("EMAIL_ADDRESS", c["c_email"], "customer/email").t(
        ">\nTo: refunds@festival-tickets.example\n"
    )
    a.t("X-Originating-IP: [").v("IP_ADDRESS", c["ip"], "customer/ip").t("]\n")
    a.t("Subject: Refund request ").v("ORDER_ID", c["order"], "customer/order").t("\n\n")
    a.frame(c["L"]["frames"][1], holes(c)).t("\n\n")
    signature(a, c)
    b = R.Doc(case).t('refund.created {"order": "').v("ORDER_ID", c["order"], "customer/order")
    b.t('", "card_holder": "').v(P, js(R.full_r(cust)), "customer", "json_value")
    b.t('", "card": "').v("CREDIT_CARD", c["card"], "customer/pay").t('", "amount": "89.00"}\n')
    b.t("Agent reply: Thanks ").v(P, cust["given"], "customer", "first_name_alone")
    b.t(", the refund is on its way and shows within five working days.\n")
    b.v(P, R.full_r(agent), "agent", "signature_title").t(", Refunds Team Lead · ")
    b.v(*phone(c, "agent/landline", "international")).t(" · account ")
    b.v("ACCOUNT_ID", c["acct"], "customer/account").t("\ncc @")
    b.v(P, R.full_r(lead), "lead", "mention")
    return [a, b]


def g2(c: dict, case: R.Case) -> list[R.Doc]:
    cust, friend, agent = c["cust"], c["friend"], c["agent"]
    a = R.Doc(case).t("Secure message · policy LP-448120 · reply to ")
    a.v("EMAIL_ADDRESS", c["c_email"], "customer/email").t(" · from ")
    a.v("IP_ADDRESS", c["ip"], "customer/ip").t("\n\n")
    a.frame(c["L"]["frames"][2], holes(c)).t("\n")
    a.v(P, R.initial(cust), "customer", "initial")
    b = R.Doc(case).t('PATCH /v2/policies/LP-448120/beneficiaries {"name": "')
    b.v(P, js(R.full_r(friend)), "friend", "json_value").t('", "share": 1.0, "payout": "')
    if c["iban"]:
        b.v("IBAN_CODE", c["iban"], "customer/iban")
    else:
        b.v("CREDIT_CARD", c["card"], "customer/pay")
    b.t('"}\nAudit: ').v(P, R.caps_first(cust), "customer", "surname_caps_first")
    b.t(" requested the change; witnessed by ").v(P, R.initials(agent), "agent", "initials").t("\n")
    b.v(P, R.full_r(friend), "friend", "possessive").t("'s share is now the whole policy.\n")
    b.t("Policyholder account ").v("ACCOUNT_ID", c["acct"], "customer/account").t("; questions to ")
    b.v(*phone(c, "agent/landline", "international"))
    return [a, b]


def g3(c: dict, case: R.Case) -> list[R.Doc]:
    L, cust, agent = c["L"], c["cust"], c["agent"]
    a = R.Doc(case).t("Visa letter desk · chat\ncustomer: ").frame(L["frames"][3], holes(c))
    a.t("\nlogin e-mail: ").v("EMAIL_ADDRESS", c["c_email"], "customer/email")
    a.t("\nupload: passport_").v(P, R.file_part(cust), "customer", "filename").t(".jpg (2.1 MB)\n")
    a.t(f"ocr.mrz: P<{L['iso3']}").v(P, R.mrz(cust), "customer", "mrz").t("<<<<<<<<")
    b = R.Doc(case).t("Invitation letter (draft)\nTo the Consular Section: we confirm that ")
    b.v(P, R.full_r(cust), "customer", "full_name")
    b.t(", residing at ").v("STREET_ADDRESS", c["street"], "customer/address")
    if c["postcode"]:
        b.t(", ").v("POSTAL_CODE", c["postcode"], "customer/address")
    b.t(", registration ").v("ORDER_ID", c["order"], "customer/order")
    b.t(
        ", is invited to the Partner Summit in Lisbon on 14-16 January 2027.\nContact during the visit: "
    )
    b.v(*phone(c, "customer/mobile", "international")).t(f"\n\nDear {R.title(cust)} ")
    b.v(P, cust["surname_r"], "customer", "surname_alone").t(", your letter is attached. — ")
    b.v(P, R.initials(agent), "agent", "initials")
    return [a, b]


def g4(c: dict, case: R.Case) -> list[R.Doc]:
    cust, agent = c["cust"], c["agent"]
    a = R.Doc(case).t("Appeal form · PCN-5521907\n").frame(c["L"]["frames"][4], holes(c)).t("\n— ")
    if latin(c["L"]):
        a.v(P, cust["given"].lower(), "customer", "lower")
    else:
        a.v(P, cust["given"], "customer", "first_name_alone")
    a.t("\n\naccess.log: ").v("IP_ADDRESS", c["ip"], "customer/ip")
    a.t(' - - [03/Nov/2026:10:41:07 +0000] "GET /appeals/new?driver=')
    a.v(P, R.url_encoded(cust), "customer", "url_encoded").t('&pcn=PCN-5521907 HTTP/1.1" 200 5120')
    value, shape = R.column(cust)
    b = R.Doc(case).t("Appeal review\nQuoted in the review: “The car was never mine to move.” — ")
    b.v(P, R.full_r(cust), "customer", "quote_attribution").t(", appeal of 3 Nov\n\n")
    b.t("DRIVER      PCN          STATUS\n").v(P, value, "customer", shape)
    b.t(" " * (12 - len(value)) + "PCN-5521907  OPEN\n\nReply sent to ")
    b.v("EMAIL_ADDRESS", c["c_email"], "customer/email").t(" by ").v(
        P, R.full_r(agent), "agent", "full_name"
    )
    b.t("; SMS copy to ").v(*phone(c, "customer/mobile", "e164")).t(" (account ")
    b.v("ACCOUNT_ID", c["acct"], "customer/account").t(", payment ref ")
    b.v("ORDER_ID", c["order"], "customer/order").t(")")
    return [a, b]


def g5(c: dict, case: R.Case) -> list[R.Doc]:
    friend, agent = c["friend"], c["agent"]
    a = R.Doc(case).t("Member portal message from ").v("ACCOUNT_ID", c["acct"], "customer/account")
    a.t(" (").v(P, c["c_login"], "customer", "username").t(")\n\n")
    a.frame(c["L"]["frames"][5], holes(c)).t("\n")
    signature(a, c)
    b = R.Doc(case).t('guest_pass.issued {"host": "').v(P, c["c_login"], "customer", "username")
    b.t('", "guest": "').v(P, js(R.full_r(friend)), "friend", "json_value")
    b.t('", "wifi_user": "').v(P, R.camel(friend), "friend", "camel_joined")
    b.t('", "valid": "2026-11-04"}\n').t("portal.login ip=").v("IP_ADDRESS", c["ip"], "customer/ip")
    b.t(f" badge=GUEST-{c['pass_no']}\nIssued by ").v(
        P, R.full_r(agent), "agent", "signature_title"
    )
    b.t(", Front Desk Manager · ").v(*phone(c, "agent/landline", "international"))
    b.t("\nPass sent to ").v("EMAIL_ADDRESS", c["f_email"], "friend/email").t(" · booking ")
    b.v("ORDER_ID", c["order"], "customer/order")
    return [a, b]


def g6(c: dict, case: R.Case) -> list[R.Doc]:
    cust, friend, agent, lead = c["cust"], c["friend"], c["agent"], c["lead"]
    a = R.Doc(case).t("Loan application LA-77310 · applicant chat\ncustomer: ")
    a.frame(c["L"]["frames"][6], holes(c)).t("\n")
    signoff(a, c)
    a.t("agent: Understood, ").v(P, cust["given"], "customer", "first_name_alone")
    a.t(". I'll send the co-signer pack today.")
    b = (
        R.Doc(case)
        .t("Underwriting note\nCo-signer: ")
        .v(P, R.full_r(friend), "friend", "full_name")
    )
    b.t(" (").v("EMAIL_ADDRESS", c["f_email"], "friend/email").t(")\nCredit check on ")
    b.v(P, R.last_first(friend), "friend", "last_first").t(": pass\nCo-signer mobile ")
    b.v(*phone(c, "friend/mobile", "intl_dotted")).t("\nApplicant account ")
    b.v("ACCOUNT_ID", c["acct"], "customer/account").t("; reviewer ")
    b.v(P, R.full_r(agent), "agent", "full_name").t(" (").v(*phone(c, "agent/landline", "national"))
    b.t(")\nApplicant e-mail ").v("EMAIL_ADDRESS", c["c_email"], "customer/email").t(
        ", signed in from "
    )
    b.v("IP_ADDRESS", c["ip"], "customer/ip").t("\ncc @").v(P, R.full_r(lead), "lead", "mention")
    return [a, b]


LAYOUTS = (g0, g1, g2, g3, g4, g5, g6)
