"""Drawing people and their values for one locale."""

from __future__ import annotations

from . import values as V
from .render import Person, fem_surname, roman, words


def address(loc: dict, rng) -> dict:
    street = rng.choice(loc["streets"].split("|"))
    line = loc["line"].format(
        street=street, n=rng.randrange(2, 180), u=rng.randrange(1, 9), u2=rng.randrange(1, 9)
    )
    town, post = rng.choice(loc["towns"])
    post = "".join(str(rng.randrange(10)) if ch == "#" else ch for ch in post)
    full = loc["addr"].format(line=line, town=town, post=post)
    return {"addr": full, "street": line, "post": post}


def make_person(
    loc: dict, sex: str, rng, avoid: set, company: str = "", want_nick: bool = False
) -> Person:
    """A person of ``loc`` whose given name and surname are not in ``avoid`` (which grows)."""
    while True:
        given = rng.choice(words(loc[sex]))
        base = rng.choice(words(loc["sur"]))
        sur = fem_surname(loc, base) if sex == "f" else base
        if want_nick and given not in loc.get("nick", {}):
            continue
        if given not in avoid and base not in avoid and given != base:
            break
    avoid.update({given, base})
    p = Person(loc=loc, given=given, sur=sur, sex=sex)
    if loc.get("order") == "vi":
        p.mid = rng.choice(words(loc["mid_" + sex]))
    if "patr" in loc:
        p.father = rng.choice(sorted(loc["patr"]))
    if loc.get("patr_kg"):
        p.father = rng.choice([g for g in words(loc["m"]) if g not in avoid])
    p.phones = {
        "mobile": V.phone(loc["region"], "mobile", rng),
        "landline": V.phone(loc["region"], "landline", rng),
    }
    domain = company or rng.choice(loc["domains"].split())
    given_r, sur_r = roman(loc, given), roman(loc, sur)
    if company:
        p.vals["email"] = f"{V.slug(given_r)}.{V.slug(sur_r)}@{company}"
    else:
        p.vals["email"] = V.email(given_r, sur_r, domain, rng)
    p.vals.update(address(loc, rng))
    p.vals["acct"] = V.account(rng)
    p.vals["order"] = V.order(rng)
    p.vals["card"] = V.card(rng.choice(loc["issuers"].split()), rng)
    if loc["iban"]:
        p.vals["iban"] = V.iban(loc["iban"], rng)
    p.vals["ip"] = V.ip(rng)
    return p
