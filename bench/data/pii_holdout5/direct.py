"""The direct cases of the fifth exam: 75 cases of four records, each record one of nine genres
(clinic note, school message, voicemail transcript, SMS thread from ``prose_*``; insurance claim,
utility bill, logistics manifest, HR ticket, travel booking built here from each language's
field labels). A case's people: the customer (``c``), another person who appears as doctor,
office clerk, letting agent, plumber or manager (``o``), a relative (``k``: a child, a second
guest), a member of staff (``a``) and a second consignee (``x``)."""

from __future__ import annotations

import random

from bench.data.exam_render import Scope, Sp, render
from bench.data.pii_holdout5.places import address
from bench.data.pii_holdout5.prose_a import DE, EN, ES, FR, IT
from bench.data.pii_holdout5.prose_b import NL, PL, PT, SV
from bench.data.pii_holdout5.prose_c import CS, KO, RU, TR
from bench.data.pii_holdout5.prose_variants import language_for
from bench.data.pii_holdout5.values import PARTICLES, Draw, Person, fold

LANGS = {
    "en": EN,
    "es": ES,
    "fr": FR,
    "de": DE,
    "it": IT,
    "pt": PT,
    "nl": NL,
    "pl": PL,
    "sv": SV,
    "tr": TR,
    "cs": CS,
    "ko": KO,
    "ru": RU,
}
GENRES = [
    "clinic",
    "insurance",
    "school",
    "utility",
    "voicemail",
    "manifest",
    "sms",
    "hr_ticket",
    "travel",
]
ISSUERS = ["visa", "mastercard", "amex", "discover", "jcb", "mastercard_2_series"]


def person_slots(tag: str, p: Person, lang: str, ref: str) -> dict:
    ko = lang == "ko"
    if ko:
        full_shape = "hangul"
    elif lang == "ru":
        full_shape = "cyrillic"
    elif "-" in p.first + p.last:
        full_shape = "hyphenated"
    elif p.last in PARTICLES[lang]:
        full_shape = "particle"
    else:
        full_shape = "full_name"
    out = {
        "full": Sp("PERSON", p.full, ref, full_shape),
        "first": Sp("PERSON", p.first, ref, "first_name_alone"),
        "last": Sp("PERSON", p.last, ref, "surname_alone"),
        "lf": Sp(
            "PERSON",
            p.full if ko else f"{p.last}, {p.first}",
            ref,
            full_shape if ko else "last_first",
        ),
        "init": Sp(
            "PERSON",
            p.full if ko else f"{p.first[0]}. {p.last}",
            ref,
            full_shape if ko else "initial",
        ),
        "nick": Sp("PERSON", p.nick or p.first, ref, "nickname" if p.nick else "first_name_alone"),
        "upper": Sp(
            "PERSON",
            p.full if ko else f"{p.last.upper()} {p.first}",
            ref,
            full_shape if ko else "upper_surname",
        ),
        "pnr": Sp("PERSON", f"{fold(p.last).upper()}/{fold(p.first).upper()}", ref, "pnr"),
        "initials": Sp(
            "PERSON",
            p.full if ko else p.first[0] + p.last.split()[-1][0].upper(),
            ref,
            full_shape if ko else "initials",
        ),
    }
    if "ins" in p.forms:
        out["ins"] = Sp("PERSON", p.forms["ins"], ref, "inflected")
    return {f"{tag}_{k}": [v] for k, v in out.items()}


def tr_locative(name: str) -> str:
    """The Turkish locative suffix after a name ("Ayşe'de", "Turgut'ta"): vowel harmony and
    the voiceless final consonants."""
    vowels = [c for c in name.lower() if c in "aıoueiöü"]
    back = vowels[-1] in "aıou" if vowels else True
    hard = name[-1].lower() in "fstkçşhp"
    return ("t" if hard else "d") + ("a" if back else "e")


def draw_people(d: Draw) -> dict[str, Person]:
    for _ in range(100):
        c = d.person()
        same = c.gender if d.lang in ("ru", "cs", "pl") else None
        people = {
            "c": c,
            "o": d.person(),
            "k": d.person(same, plain=True),
            "a": d.person(plain=True),
            "x": d.person(),
        }
        words = [w for p in people.values() for w in (p.first, p.last)]
        if len(set(words)) == len(words):
            return people
    raise RuntimeError(d.locale)


def case_slots(d: Draw, lang: str, issuer: str) -> dict:
    L = LANGS[lang]
    ppl = draw_people(d)
    c, k = ppl["c"], ppl["k"]
    slots: dict = {}
    for tag, ref in (
        ("c", "customer"),
        ("o", "other"),
        ("k", "relative"),
        ("a", "agent"),
        ("x", "other2"),
    ):
        slots.update(person_slots(tag, ppl[tag], lang, ref))
    if lang == "ko":
        k_full = c.last + k.first
    else:
        k_full = f"{k.first} {c.last}"
    slots["k_full"] = [Sp("PERSON", k_full, "relative", "hangul" if lang == "ko" else "full_name")]
    g = 0 if c.gender == "m" else 1
    if lang == "tr":
        slots["k_sfx"] = [tr_locative(k.first)]
    for key in ("hon", "dear", "dr"):
        slots[key] = [L[key][g] if key != "dr" else L["dr"][0 if ppl["o"].gender == "m" else 1]]
    addr, xaddr = address(d), address(d)
    phone, shape = d.phone()
    ophone, oshape = d.phone("fixed")
    xphone, xshape = d.phone()
    email = d.email(c)
    r = d.region
    slots.update(
        phone=[Sp("PHONE_NUMBER", phone, "customer/mobile", shape, r)],
        ophone=[Sp("PHONE_NUMBER", ophone, "customer/landline", oshape, r)],
        x_phone=[Sp("PHONE_NUMBER", xphone, "other2/mobile", xshape, r)],
        email=[Sp("EMAIL_ADDRESS", email, "customer/email")],
        addr=[Sp("STREET_ADDRESS", addr.line, "customer/address")],
        addr_ml=[Sp("STREET_ADDRESS", addr.multi, "customer/address", "multi_line")],
        street=[Sp("STREET_ADDRESS", addr.street, "customer/address", "street_only")],
        nonum=[Sp("STREET_ADDRESS", addr.nonum, "customer/address", "no_street_number")],
        postcode=[Sp("POSTAL_CODE", addr.postcode, "customer/address")],
        city=[addr.city],
        x_street=[Sp("STREET_ADDRESS", xaddr.street, "other2/address", "street_only")],
        x_pc=[Sp("POSTAL_CODE", xaddr.postcode, "other2/address")],
        x_city=[xaddr.city],
        acct=[Sp("ACCOUNT_ID", d.account_id(), "customer/account")],
        order=[Sp("ORDER_ID", d.order_id(), "customer/order")],
        x_order=[Sp("ORDER_ID", d.order_id(), "other2/order")],
    )
    ip, ip_shape = d.ip()
    slots["ip"] = [Sp("IP_ADDRESS", ip, "customer/ip", ip_shape)]
    slots["card"] = [Sp("CREDIT_CARD", d.card(issuer)[0], "customer/card", issuer)]
    if d.iban_country:
        slots["iban"] = [Sp("IBAN_CODE", d.iban(), "customer/iban")]
    # the voicemail's transcript: numbers and e-mail as spoken, the street in lower case
    sp_phone, sp_shape = d.spoken_phone()
    spoken = email.replace(".", f" {L['dot']} ").replace("@", f" {L['at']} ")
    slots["phone_sp"] = [Sp("PHONE_NUMBER", sp_phone, "customer/mobile", sp_shape, r)]
    slots["email_sp"] = [Sp("EMAIL_ADDRESS", spoken, "customer/email", "spoken")]
    slots["street_lc"] = [
        Sp("STREET_ADDRESS", addr.street.lower(), "customer/address", "street_only")
    ]
    return slots


def structured(genre: str, L: dict, slots: dict, d: Draw) -> str:
    """The template of a record built from the language's field labels."""
    lab = L["L"]
    holder = d.rng.choice(["c_full", "c_lf", "c_upper", "c_init"])
    pay = ("payout", "iban") if "iban" in slots else ("card", "card")
    if genre == "insurance":
        # some policies insure a house known by its street and village alone
        where = "nonum" if d.rng.random() < 0.6 else "addr"
        return (
            f"{lab['claim_title']}\n{lab['claim_no']}: {d.ref('HS-')}\n{lab['holder']}: "
            f"<<{holder}>>\n{lab['phone']}: <<phone>>\n{lab['email']}: <<email>>\n"
            f"{lab['address']}: <<{where}>>\n{lab['account']}: <<acct>>\n"
            f"{lab[pay[0]]}: <<{pay[1]}>>\n"
            f"{lab['incident']}: {L['claim']}"
        )
    if genre == "utility":
        debit = "iban" if "iban" in slots else "card"
        return (
            f"{lab['bill_title']}\n{lab['account']}: <<acct>>\n{lab['customer']}: "
            f"<<{holder}>>\n{lab['supply']}:\n<<addr_ml>>\n{lab['period']}: 01.10.-31.10.\n"
            f"{lab['amount']}: {d.amount(lang_dot=d.lang in ('en', 'ko'))}\n"
            f"{lab['debit']}: <<{debit}>>\n{L['bill']}"
        )
    if genre == "manifest":
        sep = lab["sep"]
        rows = [
            sep.join(
                [
                    "<<order>>",
                    "<<c_full>>",
                    "<<street>>",
                    "<<postcode>>",
                    "<<city>>",
                    "<<phone>>",
                    "2",
                ]
            ),
            sep.join(
                [
                    "<<x_order>>",
                    f"<<x_{d.rng.choice(['full', 'upper'])}>>",
                    "<<x_street>>",
                    "<<x_pc>>",
                    "<<x_city>>",
                    "<<x_phone>>",
                    "1",
                ]
            ),
        ]
        return f"# {d.ref('MAN-')}\n{lab['manifest']}\n" + "\n".join(rows)
    if genre == "hr_ticket":
        iban = "\nIBAN: <<iban>>" if "iban" in slots else ""
        return (
            f"{lab['ticket_title']} {d.ref('HR-')}\n{lab['requester']}: <<{holder}>>\n"
            f"{lab['subject']}: {lab['subject_text']}\n{lab['from_ip']}: <<ip>>\n\n"
            f"{L['ticket']}{iban}\n-- <<a_initials>>"
        )
    if genre == "travel":
        return (
            f"{lab['booking_title']}\n{lab['ref']}: {d.ref('')}\n{lab['lead']}: <<c_pnr>>\n"
            f"{lab['guest']}: <<k_full>>\n{lab['phone']}: <<phone>>\n{lab['email']}: "
            f"<<email>>\n{lab['order']}: <<order>>\n{lab['card']}: <<card>>\n{lab['postcode']}: "
            f"<<postcode>>\n\n"
            f"{L['booking']}"
        )
    raise KeyError(genre)


def case_records(case_id: str, locale: str, genres: list[str], d: Draw, issuer: str) -> list[dict]:
    lang = d.lang
    L = language_for(locale, LANGS[lang])
    slots = case_slots(d, lang, issuer)
    scope = Scope(case_id)
    out = []
    for i, genre in enumerate(genres):
        if genre in ("clinic", "school", "sms"):
            text, spans = render(L[genre], slots)
        elif genre == "voicemail":
            vm = dict(slots, street=slots["street_lc"])
            text, spans = render(L[genre], vm, lower=True)
        else:
            text, spans = render(structured(genre, L, slots, d), slots)
        out.append(
            {
                "id": f"{case_id}:{i}",
                "text": text,
                "scope": case_id,
                "lang": lang,
                "locale": locale,
                "genre": genre,
                "spans": scope.finish(text, spans),
            }
        )
    return out


def pick_genres(i: int) -> list[str]:
    return [GENRES[(4 * i + k) % len(GENRES)] for k in range(4)]


def build_direct(rng: random.Random, locales: list[str], leaks, prefix: str = "h5") -> list[dict]:
    """75 cases; a case is drawn again while one of its labelled values also occurs unlabelled
    in its texts (``leaks``)."""
    records = []
    for i in range(75):
        locale = locales[i % len(locales)]
        case_id = f"{prefix}-{locale}-{i:02d}"
        issuer = ISSUERS[i % len(ISSUERS)]
        for _ in range(30):
            d = Draw(rng, locale)
            recs = case_records(case_id, locale, pick_genres(i), d, issuer)
            if not leaks(recs):
                break
        else:
            raise RuntimeError(case_id)
        records.extend(recs)
    return records
