"""The seven layouts, each two records: English tool chrome around the locale's own frames
(``{@key}``). Slots are made in cases.py."""

from __future__ import annotations

GENRES = (
    "deposit_dispute",
    "redelivery_request",
    "invoice_correction",
    "family_plan_invite",
    "moving_quote",
    "assistant_memory",
    "donation_receipt",
)

LAYOUTS = {
    "deposit_dispute": (
        "From: {cust_from} <{cust_email}>\nTo: Deposit Protection Desk\nSubject: {@dep_subj}"
        "\n\n{@dep}",
        "Deposit dispute, case note by {agent_lat}\nTenant: {cust_last_first}\nName on the "
        "tenancy: {cust_pair}\nCo-tenant who confirms: {friend_lat}\nProperty: {addr}\nRefund "
        "to: {refund}\nTenant's mobile: {cust_phone_e164}\nThe landlord's agent says the carpet "
        "was damaged and wants to keep half; photos requested from both sides. {cust_dear} "
        "told by e-mail that we answer within 10 working days.",
    ),
    "redelivery_request": (
        "REDELIVERY REQUEST (web form)\nRecipient: {cust_upper}\nTracking number: {order}\n"
        "Delivery address: {addr}\nContact phone: {cust_phone_intl}\nNeighbour who may "
        "accept: {friend_cw}\nNote from recipient: {@red_note}",
        "SMS sent 08:12: {@red_sms}\n\nDriver note, route 14: parcel {order} for "
        "{cust_initial} left with neighbour {friend_cw_lat}, signature taken. Driver: "
        "{agent_initials}",
    ),
    "invoice_correction": (
        "From: {cust_from} <{cust_email}>\nTo: Billing\nSubject: Invoice {order}\n\n{@inv}",
        "Dear {cust_dear},\n\nthank you for your message about invoice {order}. We have "
        "reissued it in the name {cust_formal_lat} for account {account}, billed to "
        "{post_line}. The corrected PDF is attached.\n\nKind regards,\n{agent_sig}\nBilling "
        "Specialist, Accounts Receivable\nDirect line: {agent_phone_dash}",
    ),
    "family_plan_invite": (
        "[chat] user ({cust_user}): {@fam}\n[tool_call] family_plan.invite(account="
        '"{account}")\n[tool_result] {{"status": "invited", "owner": {{"name": "{cust_json}", '
        '"account": "{account}"}}, "invitee": {{"name": "{friend_json}", "email": '
        '"{friend_email}"}}, "client_ip": "{ip}"}}',
        "[assistant] {@fam_done}\n[handoff note] Invite sent from {cust_lat}'s family plan to "
        "{friend_first_lat} ({friend_email}); the owner asked us not to share the plan's "
        "billing details with the invitee.",
    ),
    "moving_quote": (
        "MOVING QUOTE REQUEST\nName: {cust_last_first}\nEmail: {cust_email}\nPhone: "
        "{cust_phone_nat}\nMoving from: {addr}\nMoving date: 14 March, morning\nNotes: {@mov}",
        "Hi {cust_first_lat},\n\nthanks for your request. Your quote reference is {order}. Our "
        "surveyor {agent_lat} will visit {line} on Thursday between 9 and 11; "
        "{friend_first_lat} can let them in. You can reach the surveyor on "
        "{agent_phone_intl}. The booking deposit was taken from card {card}.\n\nBest wishes,\n"
        "{lead_sig}\nHead of Estimates, MoveWell",
    ),
    "assistant_memory": (
        "assistant memory export, user {account}\n- name: {cust_pair}\n- legal name: "
        "{cust_formal_lat}\n- handle: {cust_user}\n"
        "- prefers to be called {cust_nick_lat}\n- lives at {addr}\n- friend {friend_lat}, "
        "mobile {friend_phone_e164}\n- e-mail: {cust_email}\n- last seen from {ip}",
        "user: {@mem}\nassistant: Hi {cust_glued_lat}👋 I can't take card numbers in chat, so "
        "I have not stored it; please use the secure payment page in your account settings.",
    ),
    "donation_receipt": (
        "Message sent with the donation form:\n{@don}",
        "OFFICIAL DONATION RECEIPT No. {order}\nReceived from: {cust_upper}\n{line}\n{town}\n"
        "{post_row}Amount: 50.00\nPayment: card, online, from IP {ip}\nPrepared by: "
        "{agent_initials}\n\n{lead_sig}\nTreasurer, Open Hands Foundation",
    ),
}

# How the case's card is written in each genre (the refund card of a deposit dispute too).
CARD_STYLE = {
    "deposit_dispute": "spaced",
    "invoice_correction": "spaced",
    "moving_quote": "compact",
    "assistant_memory": "dashed",
    "donation_receipt": "spaced",
}
