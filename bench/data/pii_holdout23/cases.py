"""A case's people and values, and the holes (labelled or plain) its genres fill."""

from __future__ import annotations

import phonenumbers as pn

from .people import draw_person, split
from .render import S
from .values import account, card, email, iban, ip, login, order, phone, phone_text

WIDTH = 11  # the seat export's name column


def person_holes(p, ref: str, prefix: str) -> dict:
    """Holes for the forms of person ``p`` (``prefix`` names them)."""
    f = p.forms()
    cut = f["folded_upper"][:WIDTH].rstrip()
    P = "PERSON"
    holes = {
        "full": S(P, p.full, ref, "full_name"),
        "rfull": S(P, p.rfull, ref, "full_name"),
        "json": S(P, p.rfull, ref, "json_value"),
        "jgiven": S(P, p.rgiven, ref, "json_value"),
        "jfamily": S(P, p.rfamily, ref, "json_value"),
        "given": S(P, p.given, ref, "first_name_alone"),
        "sig": S(P, p.rfull, ref, "signature_title"),
        "mention": S(P, p.rfull, ref, "mention"),
        "filename": S(P, f["filename"], ref, "filename"),
        "trunc": S(P, cut, ref, "truncated" if len(f["folded_upper"]) > WIDTH else "upper"),
        "esc": S(
            P,
            f["json_escaped"],
            ref,
            "json_escaped" if "\\u" in f["json_escaped"] else "json_value",
        ),
    }
    for shape in (
        "upper",
        "initial",
        "initials",
        "last_first",
        "surname_caps_first",
        "url_encoded",
    ):
        holes[shape] = S(P, f[shape], ref, shape)
    holes.update(
        glued=S(P, p.given, ref, "glued"),
        surname=S(P, p.rfamily, ref, "surname_alone"),
        title="Ms" if p.gender == "f" else "Mr",
        possessive=S(P, p.rfull, ref, "possessive"),
        quote=S(P, p.rfull, ref, "quote_attribution"),
        from_=S(P, p.rfull, ref, "from_display"),
    )
    if p.full != p.rfull:
        holes["native"] = S(P, p.full, ref, "native_script")
        holes["roman"] = S(P, p.rfull, ref, "romanised")
    return {f"{prefix}_{k}": v for k, v in holes.items()}


def draw_people(rng, loc: dict, gender: str | None, nick: bool) -> dict:
    avoid: set[str] = set()
    women = {split(n)[0]: n for n in loc["women"]}
    men = {split(n)[0]: n for n in loc["men"]}
    if nick and loc["nick"]:
        key = rng.choice(sorted(loc["nick"]))
        gender, cpool = ("f", (women[key],)) if key in women else ("m", (men[key],))
    else:
        gender, cpool = gender or rng.choice("fm"), ()
    cust = draw_person(rng, loc, gender, avoid, cpool)
    pool = tuple(n for n in loc["women"] if split(n)[0] in loc["dat"]) if loc["dat"] else ()
    friend = draw_person(rng, loc, "f", avoid, pool)
    agent = draw_person(rng, loc, rng.choice("fm"), avoid)
    lead = draw_person(rng, loc, rng.choice("fm"), avoid)
    cover = split(rng.choice(loc["common"]))
    birth = split(rng.choice([s for s in loc["surnames"] if split(s)[0] not in avoid]))
    return dict(cust=cust, friend=friend, agent=agent, lead=lead, cover=cover, birth=birth)


def money_holes(rng, loc: dict) -> dict:
    """The payment instrument (IBAN where the country uses one, else the card) and the card."""
    grouped, compact = card(rng, loc["card"])
    holes = {
        "card": S("CREDIT_CARD", grouped, "customer/pay"),
        "card_c": S("CREDIT_CARD", compact, "customer/pay"),
    }
    if loc["iban"]:
        g, c = iban(rng, loc["iban"])
        holes["pay"] = S("IBAN_CODE", g, "customer/iban")
        holes["pay_c"] = S("IBAN_CODE", c, "customer/iban")
    else:
        holes["pay"], holes["pay_c"] = holes["card"], holes["card_c"]
    return holes


def phone_holes(rng, loc: dict, ref: str, kind: str, prefix: str) -> dict:
    num, region = phone(rng, loc["region"], kind), loc["region"]
    return {
        f"{prefix}_{shape}": S("PHONE_NUMBER", phone_text(num, shape), ref, shape, region)
        for shape in ("national", "international", "e164", "nsn_field")
    }


def case_holes(rng, loc: dict, gender: str | None = None, nick: bool = False) -> dict:
    """Every hole a case of ``loc`` may fill (``gender``, ``nick``: the customer's)."""
    ppl = draw_people(rng, loc, gender, nick)
    cust, friend, agent = ppl["cust"], ppl["friend"], ppl["agent"]
    h = {**person_holes(cust, "customer", "c"), **person_holes(friend, "friend", "f")}
    h.update(person_holes(agent, "agent", "a"))
    h.update(person_holes(ppl["lead"], "lead", "l"))
    nick = loc["nick"].get(cust.given)
    h["signoff"] = (
        S("PERSON", nick, "customer", "nickname")
        if nick
        else S("PERSON", cust.rgiven.lower(), "customer", "lower")
    )
    h["cover"] = S("PERSON", ppl["cover"][0], "cover", "common_word")
    dat = loc["dat"].get(friend.given)
    h["to"] = S("PERSON", dat, "friend", "inflected") if dat else h["f_given"]
    h["birth"] = S("PERSON", ppl["birth"][0], "customer", "birth_name")
    h["born"] = loc["born"] if cust.gender == "f" else None
    h["login"] = S("PERSON", login(rng, cust.rgiven, cust.rfamily), "customer", "username")
    domain = rng.choice(loc["domains"])
    h["email"] = S("EMAIL_ADDRESS", email(rng, cust.rgiven, cust.rfamily, domain), "customer/email")
    h["unimail"] = S(
        "EMAIL_ADDRESS", email(rng, cust.rgiven, cust.rfamily, loc["uni"]), "customer/email"
    )
    h["f_email"] = S(
        "EMAIL_ADDRESS",
        email(rng, friend.rgiven, friend.rfamily, rng.choice(loc["domains"])),
        "friend/email",
    )
    h["acct"], h["order"] = (
        S("ACCOUNT_ID", account(rng), "customer/account"),
        S("ORDER_ID", order(rng), "customer/order"),
    )
    h["ip"] = S("IP_ADDRESS", ip(rng, rng.random() < 0.25), "customer/ip")
    h.update(money_holes(rng, loc))
    h.update(phone_holes(rng, loc, "customer/mobile", "mobile", "m"))
    h.update(phone_holes(rng, loc, "agent/landline", "fixed", "t"))
    town, postcode = rng.choice(loc["towns"])
    h["street"] = S(
        "STREET_ADDRESS",
        rng.choice(loc["streets"]).format(n=rng.randrange(2, 180)),
        "customer/address",
    )
    h["town"] = town
    if postcode:
        h["postcode"] = S("POSTAL_CODE", postcode, "customer/address")
    h["other"], h["colleague"] = h["f_full"], h["f_full"]
    h["me"], h["common"], h["card_g"] = h["c_full"], h["cover"], h["card"]
    h["phone"] = h["m_national"]
    h["c_lower"] = S("PERSON", cust.rgiven.lower(), "customer", "lower")
    h["cc"] = str(pn.country_code_for_region(loc["region"]))
    return h
