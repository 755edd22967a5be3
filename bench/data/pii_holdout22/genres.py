"""The seven layouts, two records each. Tool chrome in English; what people write is in their
language (the locale's frames)."""

from __future__ import annotations

from . import people as N
from .cases import Ctx, P, a_login, acct, address, email, ip, order, phone, signature
from .render import Case, S, fill, jparts

GENRES = (
    "bereavement_notice",
    "wrong_transfer_recall",
    "guardian_consent",
    "account_merge",
    "callback_request",
    "lost_card_block",
    "otp_delivery_failure",
)
CARE = "care@assay-shop.example"


def said(L: dict, key: str) -> str:
    """The frame as the customer writes it: a capital after a greeting that ends a sentence."""
    text = L[key]
    return text[0].upper() + text[1:] if L["greet"].endswith("!") else text


def bereavement_notice(x: Ctx, case: Case) -> None:
    L, c, f, a = x.loc, x.c, x.f, x.a
    mother = [P(f.full, "friend", "full_name")]
    if L["nee"]:
        mother += [" (", L["nee"] + " ", P(x.birth, "friend", "birth_name"), ")"]
    case.add(
        [
            'From: "',
            P(c.full_rom, "customer", "from_display"),
            '" <',
            email(x),
            ">\n",
            f"To: {CARE}\nSubject: Account ",
            acct(x),
            " - bereavement\n",
            "Attachment: death_certificate_",
            P(N.filename_part(f), "friend", "filename"),
            ".pdf\n\n",
            L["greet"],
            "\n\n",
            *fill(said(L, "s0"), {"friend": mother}),
            "\n\nAccount: ",
            acct(x),
            "\nTel.: ",
            phone(x, "mobile", "national", "customer/mobile"),
            "\n\n",
            L["thanks"],
            "\n",
            *signature(c, "customer"),
            "\n",
        ]
    )
    call = {
        "account_id": acct(x),
        "holder_name": P(f.full_rom, "friend", "json_value"),
        "next_of_kin": {
            "name": P(c.full_rom, "customer", "json_value"),
            "email": email(x),
            "phone": phone(x, "mobile", "e164", "customer/mobile"),
        },
    }
    case.add(
        [
            "[tool_call] close_account ",
            *jparts(call),
            "\n",
            '[tool_result] {"status": "pending_documents", "case": "BRV-20931"}\n\n',
            "CRM note (",
            a_login(x),
            "): Spoke with ",
            P(c.given_rom, "customer", "first_name_alone"),
            ", who sent the death certificate. ",
            P(f.full_rom, "friend", "possessive"),
            "'s final statement goes to ",
            *address(x),
            ". Direct line for the family: ",
            phone(x, "landline", "international", "agent/landline"),
            ".\n-- ",
            P(a.full_rom, "agent", "signature_title"),
            ", Bereavement Support Team\n",
        ]
    )


def _payee(x: Ctx, compact: bool) -> S:
    if x.v["iban"]:
        value = x.v["iban"].replace(" ", "") if compact else x.v["iban"]
        return S("IBAN_CODE", value, "payee/iban")
    return phone(x, "payee_mobile", "e164" if compact else "national", "payee/mobile")


def wrong_transfer_recall(x: Ctx, case: Case) -> None:
    L, c, f = x.loc, x.c, x.f
    form = N.infl(f)
    meant = P(form, "friend", "inflected") if form else P(f.given, "friend", "common_word")
    key = "to_iban" if x.v["iban"] else "to_phone"
    result = {
        "transfers": [
            {
                "id": "TRX-88213",
                "amount": 250,
                key: _payee(x, True),
                "beneficiary_name": None,
                "status": "settled",
            }
        ]
    }
    case.add(
        [
            "[user] ",
            L["greet"],
            " ",
            *fill(said(L, "s1"), {"friend": meant}),
            "\n[user] ",
            _payee(x, False),
            "\n[assistant] Let me look that up.\n[tool_call] search_transfers ",
            *jparts({"account_id": acct(x), "amount": 250}),
            "\n[tool_result] ",
            *jparts(result),
            "\n[assistant] I found the transfer of 250 on 3 December and opened recall RR-4471. Once the "
            "money is back you can send it to ",
            P(f.given_rom, "friend", "common_word"),
            " again.\n",
        ]
    )
    case.add(
        [
            "RECALL REQUEST RR-4471\nRequested by: ",
            P(N.last_first(c), "customer", "last_first"),
            "\nAccount: ",
            acct(x),
            "\nWrong beneficiary: ",
            _payee(x, False),
            "\nIntended recipient: ",
            P(f.full_rom, "friend", "full_name"),
            "\nCustomer IP: ",
            ip(x),
            "\nHandled by: ",
            a_login(x),
            "\nNote: ",
            N.title(c),
            " ",
            P(c.sur_rom, "customer", "surname_alone"),
            " confirmed by phone on ",
            phone(x, "mobile", "international", "customer/mobile"),
            ".\n",
        ]
    )


def guardian_consent(x: Ctx, case: Case) -> None:
    L, c, f, a = x.loc, x.c, x.f, x.a
    case.add(
        [
            "PARENTAL CONSENT - minor account\nParent/guardian (block capitals): ",
            P(N.upper(c), "customer", "upper"),
            "\nChild's full name: ",
            P(f.full, "friend", "full_name"),
            "\nParent e-mail: ",
            email(x),
            "\nParent mobile: ",
            phone(x, "mobile", "national", "customer/mobile"),
            "\nAddress: ",
            *address(x),
            "\nStatement: ",
            *fill(said(L, "s2"), {"friend": P(f.given, "friend", "common_word")}),
            "\nSignature: ",
            P(N.initials(c), "customer", "initials"),
            "\nDate: 2026-12-03\n",
        ]
    )
    body = {
        "event": "consent.granted",
        "guardian": {
            "name": P(c.full_rom, "customer", "json_value"),
            "email": email(x),
            "account_id": acct(x),
        },
        "minor": {"first_name": P(f.given_rom, "friend", "json_value"), "age": 14},
        "ip": ip(x),
    }
    case.add(
        [
            "POST /webhooks/consent 200 (34 ms)\n",
            *jparts(body),
            "\n",
            "Ops note: consent form checked against the upload by ",
            P(N.initial(a), "agent", "initial"),
            " (",
            a_login(x),
            ").\n",
        ]
    )


def account_merge(x: Ctx, case: Case) -> None:
    L, c, ld = x.loc, x.c, x.ld
    old = P(x.v["old_login"], "customer", "username")
    sign = c.given_rom.lower() if c.caseless else c.given.lower()
    case.add(
        [
            "[user] ",
            L["greet"],
            " ",
            *fill(said(L, "s3"), {"login": old}),
            "\n[assistant] Hi ",
            P(c.given_rom, "customer", "glued"),
            "\U0001f44b I can merge them into your current account.\n",
            "[tool_call] merge_accounts ",
            *jparts(
                {
                    "source_login": old,
                    "target_account": acct(x),
                    "display_name": P(c.full_rom, "customer", "json_value"),
                }
            ),
            '\n[tool_result] {"status": "merged", "orders_moved": ["',
            order(x),
            '"]}\n',
            "[user] ",
            L["thanks"],
            "! ",
            P(sign, "customer", "lower"),
            "\n",
        ]
    )
    case.add(
        [
            "2026-12-03T09:14:22Z merge.completed actor=",
            a_login(x),
            " subject=",
            old,
            " target=",
            acct(x),
            " ip=",
            ip(x),
            '\n2026-12-03T09:14:23Z 10.0.4.7 "GET /admin/accounts/merge?display_name=',
            P(N.url_encoded(c), "customer", "url_encoded"),
            '&notify=1 HTTP/1.1" 200 512\n',
            "2026-12-03T09:15:02Z note by ",
            a_login(x),
            ": merged on request, confirmation sent to ",
            email(x),
            "; cc @",
            P(ld.full_rom, "lead", "mention"),
            " (",
            S("EMAIL_ADDRESS", x.v["ld_email"], "lead/email"),
            ")\n",
        ]
    )


def callback_request(x: Ctx, case: Case) -> None:
    L, c, a = x.loc, x.c, x.a
    case.add(
        [
            "Callback request (web form)\nName: ",
            P(c.full, "customer", "full_name"),
            "\nPhone: ",
            phone(x, "mobile", "national", "customer/mobile"),
            "\nE-mail: ",
            email(x),
            "\nBest time: 14:00-16:00\nMessage: ",
            *fill(said(L, "s4"), {"order": order(x)}),
            "\n",
        ]
    )
    cut, shape = N.truncated(c)
    name = P(cut, "customer", shape)
    pad = " " * (12 - len(cut))
    case.add(
        [
            "DIALLER EXPORT campaign=CB-DEC rows=2\nseq|cust_nm     |msisdn|agent|result\n",
            "1|",
            name,
            pad,
            "|",
            phone(x, "mobile", "e164", "customer/mobile"),
            "|",
            a_login(x),
            "|NO_ANSWER\n",
            "2|",
            name,
            pad,
            "|",
            phone(x, "mobile", "e164", "customer/mobile"),
            "|",
            a_login(x),
            "|CONNECTED\n",
            "Wrap-up by ",
            P(a.full_rom, "agent", "full_name"),
            ": ",
            N.title(c),
            " ",
            P(c.sur_rom, "customer", "surname_alone"),
            " is happy; ",
            order(x),
            " reshipped. Agent line ",
            phone(x, "landline", "international", "agent/landline"),
            ".\n",
        ]
    )


def lost_card_block(x: Ctx, case: Case) -> None:
    L, c, a = x.loc, x.c, x.a
    spaced = S("CREDIT_CARD", x.v["card"], "customer/pay")
    digits = x.v["card"].replace(" ", "")
    sign = (
        P(c.nick, "customer", "nickname")
        if c.nick
        else P((c.given_rom if c.caseless else c.given).lower(), "customer", "lower")
    )
    reissue = {
        "name": P(c.full_rom, "customer", "json_value"),
        "line1": S("STREET_ADDRESS", x.v["street"], "customer/address"),
    }
    if x.v["postcode"]:
        reissue["postcode"] = S("POSTAL_CODE", x.v["postcode"], "customer/address")
    case.add(
        [
            "[user] ",
            L["greet"],
            " ",
            *fill(said(L, "s5"), {"card": spaced}),
            f"\n[assistant] I've frozen the card ending {digits[-4:]}. Where should the new one go?\n[user] ",
            *address(x),
            "\n[tool_call] block_card ",
            *jparts(
                {
                    "account_id": acct(x),
                    "card_number": S("CREDIT_CARD", digits, "customer/pay"),
                    "reason": "lost",
                    "reissue_to": reissue,
                }
            ),
            '\n[tool_result] {"blocked": true, "replacement_eta": "2026-12-09"}\n[user] ',
            L["thanks"],
            ", ",
            sign,
            "\n",
        ]
    )
    case.add(
        [
            "REPLACEMENT CARD - courier label\nTo: ",
            P(c.full, "customer", "full_name"),
            "\n",
            *address(x),
            "\nTel: ",
            phone(x, "mobile", "international", "customer/mobile"),
            "\nPacked by: ",
            P(a.given_rom, "agent", "first_name_alone"),
            " (",
            a_login(x),
            ")\n",
        ]
    )


def otp_delivery_failure(x: Ctx, case: Case) -> None:
    L, c, a = x.loc, x.c, x.a
    jid = phone(x, "mobile", "whatsapp_jid", "customer/mobile")
    case.add(
        [
            "[wa-gateway] 2026-12-02T18:31:07Z message.status=failed template=otp_login to=",
            jid,
            "@s.whatsapp.net error=131026 (receiver incapable)\n[wa-gateway] ",
            *jparts(
                {
                    "account_id": acct(x),
                    "profile_name": P(c.given, "customer", "first_name_alone"),
                    "email": email(x),
                    "ip": ip(x),
                }
            ),
            "\n",
        ]
    )
    case.add(
        [
            'From: "',
            P(c.full_rom, "customer", "from_display"),
            '" <',
            email(x),
            ">\n",
            f"To: {CARE}\nSubject: Re: Your login code\n\n",
            L["greet"],
            "\n",
            *fill(said(L, "s6"), {"phone": phone(x, "mobile", "national", "customer/mobile")}),
            "\n",
            L["bye"],
            "\n",
            *signature(c, "customer"),
            "\n\nOn 2 Dec 2026, at 18:40, ",
            P(a.full_rom, "agent", "quote_attribution"),
            f" <{CARE}> wrote:\n",
            "> We have sent a new code to your WhatsApp number.\n> ",
            P(a.full_rom, "agent", "signature_title"),
            ", Customer Care Team Lead\n",
        ]
    )


LAYOUTS = (
    bereavement_notice,
    wrong_transfer_recall,
    guardian_consent,
    account_merge,
    callback_request,
    lost_card_block,
    otp_delivery_failure,
)
