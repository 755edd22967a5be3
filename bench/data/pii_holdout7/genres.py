"""The ten genres of the seventh exam's direct records. Each builder takes a case, its
language's phrases and the random source, and returns a template with ``<<slot>>`` marks and
the slots' pieces (``bench.data.exam_render.render`` computes the offsets). Structured genres
keep English keys, as tool and API output does, with the human text in the case's language."""

from __future__ import annotations

import random

from bench.data.pii_holdout7 import case as k
from bench.data.pii_holdout7.case import Case
from bench.data.pii_holdout7.phrases_more import BODY2, NOTE2

CARRIERS = {"US": "UPS", "GB": "Royal Mail", "AU": "Australia Post", "IN": "Delhivery", "IE": "An Post",
            "VN": "Viettel Post", "ID": "J&T Express", "RO": "Fan Courier", "HU": "GLS", "GR": "ELTA Courier",
            "DK": "PostNord", "NO": "Posten Bring", "FI": "Posti", "PH": "LBC", "CH": "Swiss Post",
            "AR": "Correo Argentino", "PT": "CTT"}  # fmt: skip


def _hex(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _note(c: Case, P: dict, rng: random.Random) -> str:
    return NOTE2[c.lang] if rng.random() < 0.5 else P["note"]


def crm_json(c: Case, P: dict, rng: random.Random):
    split_name = rng.random() < 0.5
    name = '"name": {"given": "<<g>>", "family": "<<f>>"},' if split_name else '"name": "<<n>>",'
    t = (
        "tool_result crm.lookup_customer\n{\n"
        f'  "record": "{_hex(rng, 12)}",\n  "account": "<<acct>>",\n  {name}\n'
        '  "email": "<<mail>>",\n  "phone": "<<phone>>",\n'
        '  "address": {"line1": "<<street>>", "postal_code": "<<pc>>", '
        f'"city": "{c.addr.city}", "country": "{c.region}"}},\n'
        f'  "segment": "retail",\n  "created": "2021-0{rng.randrange(1, 9)}-17T08:12:44Z",\n'
        f'  "notes": "{_note(c, P, rng)}"\n}}'
    )
    slots = {
        "acct": k.one("ACCOUNT_ID", c.acct, "customer/account"),
        "g": k.given(c.cust, "customer"), "f": k.surname(c.cust, "customer"),
        "n": k.full(c.cust, "customer"), "mail": k.mail(c.mail, "customer/email"),
        "phone": k.tel(c, c.phone, "customer/mobile", "e164"),
        "street": k.street(c.addr, "customer/address"), "pc": k.postcode(c.addr, "customer/address"),
        "rel": k.full(c.rel, "relative"),
    }  # fmt: skip
    return t, slots


def order_yaml(c: Case, P: dict, rng: random.Random):
    t = (
        "# order-status tool response\norder:\n  id: <<order>>\n  status: in_transit\n"
        f'  carrier: {CARRIERS[c.region]}\n  tracking: "JJD{rng.randrange(10**13, 10**14)}"\n'
        '  placed_by: "<<by>>"\n  ship_to: |\n    <<to>>\n    <<addr>>\n'
        f'  contact: "<<phone>>"\n  payment: "card {k.masked(c)}"\n'
        f'  delivery_note: "{P["leave"]}"\n  updated: 2026-11-0{rng.randrange(1, 9)}T16:40:05+00:00'
    )
    by = k.last_first(c.cust, "customer", upper=rng.random() < 0.5)
    slots = {
        "order": k.one("ORDER_ID", c.order, "customer/order"), "by": by,
        "to": k.full(c.cust, "customer"),
        "phone": k.tel(c, c.phone, "customer/mobile", "international"),
        "other": k.full(c.neighbour, "other"),
    }  # fmt: skip
    # the ship_to block is indented: the multi-line address keeps the YAML indentation inside
    a = c.addr.multi_line.replace("\n", "\n    ")
    slots["addr"] = [k.Sp("STREET_ADDRESS", a, "customer/address", "multi_line")]
    return t, slots


def email_thread(c: Case, P: dict, rng: random.Random):
    day = rng.randrange(2, 27)
    t = (
        "From: <<from>> <<<mail>>>\nTo: support@<<co>>\nCc: <<cc>>\n"
        f"Date: Tue, {day + 1} Nov 2026 09:14:07 +0100\nSubject: Re: {P['subj']} [#{rng.randrange(40000, 49999)}]\n\n"
        f"{BODY2[c.lang] if rng.random() < 0.5 else P['body']}\n\n<<sign>>\n--\n<<sigfull>>\nM: <<sigphone>>\n\n"
        f"On {day} Nov 2026 17:02, <<agent>> <<<amail>>> wrote:\n> {P['quoted']}\n>\n> <<agentsig>>\n> {P['role']}"
    )
    slots = {
        "from": k.full(c.cust, "customer"), "mail": k.mail(c.mail, "customer/email"),
        "co": [c.agent_mail.split("@")[1]], "cc": k.mail(c.rel_mail, "relative/email"),
        "addr": k.whole_address(c.addr, "customer/address"),
        "phone": k.tel(c, c.phone, "customer/mobile", "national"),
        "sign": k.given(c.cust, "customer"), "sigfull": k.full(c.cust, "customer"),
        "sigphone": k.tel(c, c.phone, "customer/mobile", "international"),
        "agent": k.full(c.agent, "agent"), "amail": k.mail(c.agent_mail, "agent/email"),
        "title": k.titled(P, c.cust, "customer"), "agentsig": k.given(c.agent, "agent"),
    }  # fmt: skip
    return t, slots


def audit_log(c: Case, P: dict, rng: random.Random):
    ts = f"2026-11-0{rng.randrange(1, 9)}T09:1"
    t = (
        f"{ts}4:22.481Z INFO  auth.login user=<<u>> ip=<<ip4>> result=success session={_hex(rng, 16)}\n"
        f"{ts}5:02.117Z INFO  profile.update user=<<u>> account=<<acct>> field=email old=<<old>> new=<<new>>\n"
        f"{ts}5:03.560Z INFO  profile.update user=<<u>> account=<<acct>> field=phone new=<<phone>>\n"
        f'{ts}5:40.902Z WARN  payment.verify account=<<acct>> card="{k.masked(c)}" ip=<<ip6>> risk=0.{rng.randrange(50, 99)}\n'
        f'{ts}6:11.330Z INFO  support.note agent=<<au>> request_id={_hex(rng, 8)}-{_hex(rng, 4)} msg="{_note(c, P, rng)}"'
    )
    slots = {
        "u": k.handle(c.cust, "customer", c.user_style), "ip4": k.one("IP_ADDRESS", c.ip4, "customer/ip"),
        "acct": k.one("ACCOUNT_ID", c.acct, "customer/account"),
        "old": k.mail(c.mail_old, "customer/email_old"), "new": k.mail(c.mail, "customer/email"),
        "phone": k.tel(c, c.phone, "customer/mobile", "e164"),
        "ip6": k.one("IP_ADDRESS", c.ip6, "customer/ip6", "ipv6"),
        "au": k.handle(c.agent, "agent", c.user_style + 1), "rel": k.given(c.rel, "relative"),
    }  # fmt: skip
    return t, slots


def chatops(c: Case, P: dict, rng: random.Random):
    h, m = rng.randrange(8, 17), rng.randrange(10, 50)
    t = (
        f"#support-escalations\n[{h:02d}:{m}] <<a>>: {P['chat1']}\n"
        f"[{h:02d}:{m + 1}] <<a2>>: {P['chat2']}\n[{h:02d}:{m + 3}] <<c>>: {P['chat3']}\n"
        f"[{h:02d}:{m + 8}] crm-bot: account <<acct>> updated (email=<<mail>>)"
    )
    who = ["@", *k.handle(c.colleague, "colleague", 0)]
    slots = {
        "a": [k.Sp("PERSON", c.agent.given.lower(), "agent", "lower_case")],
        "a2": [k.Sp("PERSON", c.agent.given.lower(), "agent", "lower_case")],
        "c": k.handle(c.colleague, "colleague", 0), "who": who,
        "cust": k.lower(c.cust, "customer") if rng.random() < 0.5 else k.full(c.cust, "customer"),
        "order": k.one("ORDER_ID", c.order, "customer/order"),
        "phone": k.tel(c, c.phone, "customer/mobile", "national"),
        "first": k.given(c.cust, "customer"), "acct": k.one("ACCOUNT_ID", c.acct, "customer/account"),
        "mail": k.mail(c.mail, "customer/email"),
        "poss": [k.Sp("PERSON", c.cust.given, "customer", "possessive")],
    }  # fmt: skip
    if "chat4" in P:
        t += f"\n[{h:02d}:{m + 9}] <<c>>: {P['chat4']}"
    return t, slots


def call_transcript(c: Case, P: dict, rng: random.Random):
    a, r = P["agent"], P["caller"]
    t = (
        f"Call recording transcript, queue billing, 2026-11-0{rng.randrange(1, 9)} 14:02, duration 06:41\n"
        "Handled by: <<ag>>\n\n"
        f"{a}: {P['ask_name']}\n{r}: {P['say_name']}\n{a}: {P['ask_mail']}\n{r}: {P['say_mail']}\n"
        f"{a}: {P['ask_phone']}\n{r}: {P['say_phone']}"
    )
    form = "digit_words" if rng.random() < 0.5 else "asr_groups"
    slots = {
        "ag": k.initial(c.agent, "agent"), "full": k.full(c.cust, "customer"),
        "spelled": k.spelled(c.cust, "customer"),
        "mail": k.mail(c.mail, "customer/email", spoken=(P["at"], P["dot"])),
        "phone": k.tel(c, c.phone, "customer/mobile", form, P),
    }  # fmt: skip
    return t, slots


def form(c: Case, P: dict, rng: random.Random):
    pay = ("f_iban", "iban") if c.iban else ("f_card", "card")
    if rng.random() < 0.5:
        rows = [("f_name", "name"), ("f_address", "street"), ("f_postcode", "pc"), ("f_city", None),
                ("f_phone", "phone"), ("f_email", "mail"), pay, ("f_sign", "sign")]  # fmt: skip
        lines = [P["form_title"], "=" * len(P["form_title"])]
        for label, slot in rows:
            value = f"<<{slot}>>" if slot else c.addr.city
            lines.append(f"{label and P[label]} ".ljust(26, ".") + f": {value}")
        t = "\n".join(lines)
        name = (
            k.last_first(c.cust, "customer")
            if c.lang in ("de", "es")
            else k.full(c.cust, "customer")
        )
    else:
        fields = [("name", "f_name", "name"), ("street", "f_address", "street"), ("postcode", "f_postcode", "pc"),
                  ("phone", "f_phone", "phone"), ("email", "f_email", "mail"), (pay[1], pay[0], pay[1])]  # fmt: skip
        lines = ['<form id="bank-details" method="post">']
        for fid, label, slot in fields:
            lines.append(
                f'  <label for="{fid}">{P[label]}</label> <input id="{fid}" name="{fid}" value="<<{slot}>>">'
            )
        lines.append(f'  <p class="signature">{P["f_sign"]}: <<sign>></p>\n</form>')
        t = "\n".join(lines)
        name = k.upper(c.cust, "customer")
    slots = {
        "name": name, "street": k.street(c.addr, "customer/address"),
        "pc": k.postcode(c.addr, "customer/address"),
        "phone": k.tel(c, c.phone, "customer/mobile", "national"),
        "mail": k.mail(c.mail, "customer/email"), "sign": k.initial(c.cust, "customer"),
        "iban": k.one("IBAN_CODE", c.iban or "", "customer/iban"), "card": k.card(c),
    }  # fmt: skip
    return t, slots


def letter(c: Case, P: dict, rng: random.Random):
    refund = f" {P['refund']}" if c.iban else ""
    t = (
        f"<<name>>\n<<addr>>\n<<phone>>\n\nCard Disputes\n{rng.randrange(4, 28)}.11.2026\n\n"
        f"{P['dispute_subj']}: <<acct>>\n\n{P['dispute']}{refund}\n\n{P['faithfully']},\n\n<<sign>>"
    )
    slots = {
        "name": k.full(c.cust, "customer"), "addr": k.whole_address(c.addr, "customer/address", multi=True),
        "phone": k.tel(c, c.phone, "customer/mobile", "national"),
        "acct": k.one("ACCOUNT_ID", c.acct, "customer/account"), "card": k.card(c),
        "iban": k.one("IBAN_CODE", c.iban or "", "customer/iban"),
        "sign": k.upper(c.cust, "customer") if rng.random() < 0.5 else k.initial(c.cust, "customer"),
    }  # fmt: skip
    return t, slots


def lab_result(c: Case, P: dict, rng: random.Random):
    hb, crp = rng.randrange(110, 170) / 10, rng.randrange(1, 40)
    t = (
        f"{P['lab_title']} / Lab ref L-2026-{rng.randrange(100000, 999999)}\n"
        f"{P['lab_patient']}: <<pat>>  DOB 19{rng.randrange(50, 99)}-0{rng.randrange(1, 9)}-1{rng.randrange(0, 9)}\n"
        f"{P['lab_doctor']}: <<doc>>\nSample: 2026-11-02 07:40\n\n"
        f"| Test | Result | Unit | Range |\n|---|---|---|---|\n| Hb | {hb} | g/dL | 12.0-16.0 |\n"
        f"| CRP | {crp} | mg/L | <5 |\n| TSH | {rng.randrange(4, 45) / 10} | mIU/L | 0.4-4.0 |\n\n{P['lab_note']}"
    )
    slots = {
        "pat": k.last_first(c.cust, "customer", upper=True), "doc": k.doctor(c.doctor, "other2"),
        "rel": k.full(c.rel, "relative"), "phone": k.tel(c, c.rel_phone, "relative/mobile", "national"),
    }  # fmt: skip
    return t, slots


def md_table(c: Case, P: dict, rng: random.Random):
    cols = P["md_cols"].split("|")
    t = (
        f"### {P['md_title']} (2026-11-{rng.randrange(10, 28)})\n\n| {' | '.join(cols)} |\n|---|---|---|---|\n"
        "| <<n1>> | <<p1>> | <<a1>> | <<o1>> |\n| <<n2>> | <<p2>> | <<a2>> | <<o2>> |\n\n"
        f"Driver: <<drv>>, van {rng.choice('ABCDEFGH')}{rng.randrange(10, 99)}"
    )
    slots = {
        "n1": k.initial(c.cust, "customer"), "p1": k.tel(c, c.phone, "customer/mobile", "national"),
        "a1": k.whole_address(c.addr, "customer/address"), "o1": k.one("ORDER_ID", c.order, "customer/order"),
        "n2": k.full(c.consignee, "other3"), "p2": k.tel(c, c.cons_phone, "other3/mobile", "international"),
        "a2": k.whole_address(c.cons_addr, "other3/address"), "o2": k.one("ORDER_ID", c.cons_order, "other3/order"),
        "drv": k.given(c.colleague, "colleague"),
    }  # fmt: skip
    return t, slots


GENRES = {
    "crm_json": crm_json, "order_yaml": order_yaml, "email_thread": email_thread,
    "audit_log": audit_log, "chatops": chatops, "call_transcript": call_transcript,
    "form": form, "dispute_letter": letter, "lab_result": lab_result, "delivery_table": md_table,
}  # fmt: skip
