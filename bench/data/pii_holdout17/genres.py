"""The seven layouts of exam 17, two records each: tool and back-office chrome in English,
what the customer writes in their own language (``<<frame>>``, from the locale's table)."""

from __future__ import annotations

GENRES = {
    "account_recovery": (
        "Account recovery request AR-{n}\n"
        "Name on account: {c_upper}\n"
        "Account: {c_acct}\n"
        "Recovery e-mail: {c_email}\n"
        "Phone on file: {c_mob_e}\n"
        "Request IP: {c_ip}\n"
        "Message:\n<<recover>>",
        "[Trust & Safety] Verification note for {c_acct}\n"
        "Caller gave the name {c_lf} and answered 2 of 3 security questions. {c_postline}. "
        "Old number {c_mob_e} disabled, new number {c_mob} confirmed by a voice call. Reset "
        "approved by {a_user}, cc {lead_user}. Initials on the signed form: {c_inits} (checked).",
    ),
    "whatsapp_export": (
        "[05/12/2026, 09:14:02] {c_emoji}: <<wa1>>\n"
        "[05/12/2026, 09:15:40] {shop} Support: Thanks, we're checking with the courier. "
        "Could you confirm the mobile number on the order?\n"
        "[05/12/2026, 09:17:11] {c_emoji}: {c_mob_p}\n"
        "[05/12/2026, 09:21:55] {c_emoji}: <<wa2>>",
        "Conversation summary (WhatsApp, agent {a_first}): customer {c_full}, signs as "
        "{c_nick}, says {c_ord} was marked delivered but never arrived. Neighbour {f_full} may "
        "receive it ({f_mob_s}). Address confirmed: {c_addr}. Next step: re-dispatch "
        "tomorrow, confirmation to {c_email}.",
    ),
    "forwarded_email": (
        "---------- Forwarded message ---------\n"
        "From: {c_full} <{c_email}>\n"
        "Date: Sat, 5 Dec 2026 at 21:47\n"
        "Subject: charged twice\n"
        "To: billing@{shop_domain}\n\n"
        "<<fwd>>",
        "Internal note from {a_full} (Billing): forwarding this from the shared inbox. "
        "{c_hon} was charged twice for {c_ord}; refund details are in the thread. Callback "
        "number {c_mob_c}. Please don't reply to {c_email} until finance confirms. "
        "{a_first}, ext. line {a_land_x}, {a_email}",
    ),
    "incident_timeline": (
        "INC-{n} checkout: 5xx on /api/orders (SEV2)\n"
        "13:58 UTC alert fired, error rate 14%\n"
        "14:03 {a_user} acknowledged, paging {lead_user}\n"
        "14:11 first affected customer: {c_user} ({c_acct}) from {c_ip}, {c_ord} captured "
        "twice\n"
        "14:26 rollback of build 8812 done, {lead_user} confirms recovery\n"
        "14:40 follow-up: {a_user} to e-mail {c_email} with the refund",
        "chat transcript, 14:07 UTC\n"
        "customer: <<chat>>\n"
        "agent ({a_first}): sorry about that, we are on it. I've linked your order to the "
        "incident and you'll get an e-mail once the duplicate payment is reversed.",
    ),
    "grocery_substitution": (
        "PICKER NOTE / order {c_ord}\n"
        "Deliver to: {c_upper}\n"
        "{c_addr}\n"
        "Mobile: {c_mob_c}\n"
        "Subs: oat milk 1L -> soy milk 1L (approved in app), sourdough -> out of stock\n"
        "Picked by {a_first} at 07:40. Customer note: leave with neighbour if no answer.",
        "In-app chat, order {c_ord}\n"
        "{shop}: Hi {c_common}, we're out of oat milk. Is soy milk OK instead?\n"
        "{c_common}: <<groc>>\n"
        "{shop}: Done, thanks {c_common}! Your driver today is {a_first}.",
    ),
    "ticket_transfer": (
        "Message via help centre (signed in as {c_user}):\n<<tix>>",
        "Subject: Your tickets have been transferred\n\n"
        "Hi {c_first},\n"
        "the 2 tickets from order {c_ord} now belong to {f_rom} ({f_email}); she will "
        "receive them by e-mail. The transfer fee was charged to card {c_card}.\n"
        "Questions? Call {a_land_x} or reply to {a_email}.\n"
        "{a_full}, {shop} Support",
    ),
    "clinic_intake": (
        "TELEHEALTH INTAKE\n"
        "Patient: {c_nr}\n"
        "Preferred name: {c_nick}\n"
        "Mobile: {c_mob_i}\n"
        "Work phone: {c_land_x}\n"
        "Address: {c_addr}\n"
        "Emergency contact: {f_full} (friend), {f_mob}\n"
        "Payment on file: {c_pay}\n"
        "Reason for visit: repeat prescription, mild fever since Thursday",
        "SMS queue, to {c_init} at {c_mob_e}:\n<<sms>>",
    ),
}

SHOPS = {
    "account_recovery": ("Ledgerly", "ledgerly.io"),
    "whatsapp_export": ("ParcelHop", "parcelhop.com"),
    "forwarded_email": ("Northwind Pay", "northwindpay.com"),
    "incident_timeline": ("Cartwheel", "cartwheel.shop"),
    "grocery_substitution": ("FreshCart", "freshcart.app"),
    "ticket_transfer": ("GatePass", "gatepass.events"),
    "clinic_intake": ("MedLink", "medlink.health"),
}

# which card-bearing case of a locale gets which of the locale's issuers
CARD_ORDER = {"forwarded_email": 0, "ticket_transfer": 1, "clinic_intake": 2}
