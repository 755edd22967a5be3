"""The seven layouts. Each returns a case's two templates; ``{T:key}`` pulls a sentence frame
of the case's language, ``{L:key}`` a field label, and ``{who=role.field}`` sets the person a
greeting names."""

from __future__ import annotations

GENRES = (
    "qa_scorecard",
    "hubspot_note",
    "shopify_csv",
    "discord_thread",
    "fraud_alert_reply",
    "move_in_form",
    "assistant_followup",
)

UTILITIES = ["Kestrel Energy", "Brightwater Power", "Lumen Grid", "Tidewell Utilities"]
BANKS = ["Northvale Bank", "Orchid Pay", "Saltmarsh Credit", "Pinecrest Bank"]
SHOPS = ["Copperleaf Homewares", "Tiny Otter Toys", "Mango & Moss", "Harbourline Outdoor"]
SERVERS = ["Pixelforge Support", "Orbit Keyboards", "Lumen Smart Home", "Hexcraft Games"]


def fill(loc: dict, text: str, who: str = "{c.first}") -> str:
    for key, frame in loc["T"].items():
        text = text.replace("{T:" + key + "}", frame)
    for key, label in loc["L"].items():
        text = text.replace("{L:" + key + "}", label)
    return text.replace("{who}", who).replace("{cur}", loc["cur"])


def greet(loc: dict, who: str) -> str:
    return loc["T"]["greet"].replace("{who}", who)


def qa_scorecard(loc, rng, n):
    post = "{L:post} ✘ · " if loc["towns"][0][1] else ""
    t1 = (
        f"QA SCORECARD · inbound call #{n} · 2026-11-{rng.randrange(10, 29)}\n"
        "Agent: {a.full} <{a.email}>\n"
        "{L:name}: {c.last_first} | {L:acct}: {c.acct} | {L:phone}: {c.mob} | Callback: {c.land}\n"
        f"ID&V: name ✔ · {post}DOB ✔\n"
        "Greeting 5/5 · Empathy 4/5 · Compliance 1/5 · Resolution 3/5 → 64%\n"
        "Comment: {T:qa}"
    )
    t2 = (
        f"Call excerpt for QA #{n}\n"
        f"00:00:07 AGENT ({'{a.first}'}): {greet(loc, '{c.nick}')}\n"
        "00:00:19 CUSTOMER: {T:callme}\n"
        "00:01:42 CUSTOMER: {T:fraud}\n"
        "00:02:15 AGENT: {a.land}\n"
        "Evaluator note: escalate to {a.initial}'s team lead."
    )
    return [fill(loc, t1), fill(loc, t2)]


def hubspot_note(loc, rng, n):
    post = "Postal code: {c.post}\n" if loc["towns"][0][1] else ""
    t1 = (
        "HubSpot · Contact\n"
        "First name: {c.first}\n"
        "Last name: {c.sur}\n"
        "Email: {c.email}\n"
        "Phone number: {c.land}\n"
        "Mobile phone number: {c.mob}\n"
        "Street address: {c.street}\n"
        f"{post}"
        "Contact owner: {a.full} ({a.email})\n"
        "Lifecycle stage: Customer\n"
        f"Note ({'{a.initial}'}, 2026-11-{rng.randrange(10, 29)}): " + "{T:relative} {T:moving}"
    )
    t2 = (
        "Email logged · from {c.full} <{c.email}>\n"
        "Subject: {L:order} {c.order}\n\n"
        f"{greet(loc, '{a.first}')}\n" + "{T:order}\n{T:callme}\n\n{c.nick}"
    )
    return [fill(loc, t1), fill(loc, t2)]


def shopify_csv(loc, rng, n):
    shop = rng.choice(SHOPS)
    zip_ = '"{c.post}"' if loc["towns"][0][1] else '""'
    rzip = '"{r.post}"' if loc["towns"][0][1] else '""'
    t1 = (
        "Name,Email,Financial Status,Paid at,Lineitem quantity,Lineitem name,Billing Name,"
        "Billing Street,Billing Zip,Billing Phone,Shipping Name,Shipping Street,Shipping Zip,"
        "Shipping Phone,Vendor,Notes\n"
        "{c.order},{c.email},paid,2026-11-2" + str(rng.randrange(10)) + " 14:02:11 +0000,1,"
        'Enamel kettle,"{c.translit}","{c.street}",' + zip_ + ',{c.mob:e164},"{r.full}",'
        '"{r.street}",' + rzip + ",{r.mob:e164}," + shop + ',"{T:order}"'
    )
    t2 = (
        f"{shop} · inbox · {'{c.email}'}\n"
        f"{greet(loc, '{a.first}')}\n" + "{T:order}\n{T:relative}\n— {c.full} ({c.acct})"
    )
    return [fill(loc, t1), fill(loc, t2)]


def discord_thread(loc, rng, n):
    server = rng.choice(SERVERS)
    t1 = (
        f"#help-desk · {server}\n"
        "{c.user} — Today at 19:02\n{T:chat}\n"
        "{a.user} [MOD] — Today at 19:04\n"
        f"{greet(loc, '{c.nick}')} 👋 DM?\n"
        "{c.user} — Today at 19:05\n{c.email} / {c.mob:compact}\n"
        "{a.user} [MOD] — Today at 19:07\nthx {c.first} ✅"
    )
    t2 = (
        f"🎫 Ticket #{n} closed by {'{a.user}'}\n"
        "User: {c.user} · Linked account: {c.acct} · IP: {c.ip} · {L:phone}: {c.mob}\n"
        "Name on account: {c.translit} · {L:email}: {c.email}\n"
        "Last message: {T:callme}"
    )
    return [fill(loc, t1), fill(loc, t2)]


def fraud_alert_reply(loc, rng, n):
    bank = rng.choice(BANKS)
    pay = "IBAN: {c.iban}\n" if loc["iban"] else ""
    t1 = f"SMS · {bank}\n" + "{T:alert}\n\nReply from {c.mob:international}:\n{T:fraud}"
    t2 = (
        f"From: fraud-ops · {bank}\nTo: {'{c.email}'}\n\n"
        f"{greet(loc, '{c.patr}' if loc['script'] == 'cyrillic' else '{c.hname}')}\n"
        "{L:card}: {c.card} — BLOCKED\n{L:acct}: {c.acct} · {L:phone}: {c.mob}\n"
        + pay
        + "{L:addr}: {c.addr}\n"
        "Login IP: {c.ip}\n— {a.full}, Fraud Operations, {a.land}"
    )
    return [fill(loc, t1), fill(loc, t2)]


def move_in_form(loc, rng, n):
    utility = rng.choice(UTILITIES)
    post = "{L:post}: {c.post}\n" if loc["towns"][0][1] else ""
    pay = "{c.iban}" if loc["iban"] else "{c.card}"
    t1 = (
        f"MOVE-IN REQUEST · {utility}\n"
        "{L:name}: {c.last_first}\n"
        "{L:phone}: {c.mob} / {c.land}\n"
        "{L:email}: {c.email}\n"
        "{L:addr}: {c.street}\n" + post + "{L:acct}: {c.acct}\n"
        f"Direct debit: {pay}\n"
        "2nd contact: {r.full}, {r.mob}, {r.email}\n"
        "Signature: {c.upper}\nSubmitted from {c.ip}"
    )
    t2 = f"{greet(loc, '{a.first}')}\n" + "{T:moving}\n{T:relative}\n{T:callme}\n{c.full}"
    return [fill(loc, t1), fill(loc, t2)]


def assistant_followup(loc, rng, n):
    t1 = (
        f"session s{n}7f · user {'{c.user}'} · ip {'{c.ip}'}\n"
        "user: {T:u1}\nassistant: {T:a1}\nuser: {T:u2}\nuser: {T:u3}"
    )
    t2 = (
        '{"tool": "create_shipment", "arguments": {"customer_name": "{c.full}", "recipient": "{r.full}", '
        '"address": "{r.addr}", "phone": "{r.mob:e164}", "fallback_phone": "{c.mob:rfc3966}", '
        '"notify_email": "{c.email}", "orders": ["{c.order}"], "account": "{c.acct}"}}'
    )
    return [fill(loc, t1), fill(loc, t2)]


LAYOUTS = {g: globals()[g] for g in GENRES}
