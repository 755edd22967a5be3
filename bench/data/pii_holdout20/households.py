"""Twenty households: two siblings whose given names, e-mails, account and order ids are near
duplicates, at one address and one IP, in five records each."""

from __future__ import annotations

import random

from . import values as V
from .people import LOCALES, Person, draw, fold
from .render import Span, Text, finish

# (locale, given name of p0, its gender, given name of p1, its gender): brother and sister or
# two sisters; lone given names in the locale's own script.
PAIRS = (
    ("lt_LT", "Tomas", False, "Toma", True),
    ("lv_LV", "Inga", True, "Inta", True),
    ("et_EE", "Mari", True, "Marti", False),
    ("sl_SI", "Nika", True, "Nina", True),
    ("ca_ES", "Martí", False, "Marta", True),
    ("sr_RS", "Јован", False, "Јована", True),
    ("ta_LK", "தர்ஷன்", False, "தர்ஷினி", True),
    ("tl_PH", "Carlo", False, "Carla", True),
    ("ka_GE", "ნინო", True, "ნინა", True),
    ("ff_GN", "Mariama", True, "Mariam", True),
    ("sat_IN", "Lakhi", True, "Lakhan", False),
    ("lg_UG", "Martin", False, "Martina", True),
    ("tt_RU", "Рамил", False, "Рамилә", True),
    ("ay_BO", "Juan", False, "Juana", True),
    ("ty_PF", "Manu", False, "Mana", True),
    ("lt_LT", "Justas", False, "Justė", True),
    ("lv_LV", "Maija", True, "Marija", True),
    ("sr_RS", "Мила", True, "Мина", True),
    ("tl_PH", "Lorna", True, "Lorena", True),
    ("ka_GE", "თამარ", True, "თამარა", True),
)

# The first sibling's own words: {p0}, {p1} lone given names, {acct0}, {acct1}, {m0}.
OWN_WORDS = {
    "lt": (
        "Čia {p0}. {p1} ir aš gyvename tuo pačiu adresu, bet paskyros atskiros ({acct0} ir "
        "{acct1}). Prašau jų nesujungti. Mano telefonas: {m0}."
    ),
    "lv": (
        "Te {p0}. {p1} un es dzīvojam vienā adresē, bet mums ir atsevišķi konti ({acct0} un "
        "{acct1}). Lūdzu, neapvienojiet tos. Mans tālrunis: {m0}."
    ),
    "et": (
        "Siin {p0}. {p1} ja mina elame samal aadressil, aga meil on eraldi kontod ({acct0} ja "
        "{acct1}). Palun ärge neid ühendage. Minu telefon: {m0}."
    ),
    "sl": (
        "Tukaj {p0}. {p1} in jaz živiva na istem naslovu, a imava ločena računa ({acct0} in "
        "{acct1}). Prosim, ne združujte ju. Moj telefon: {m0}."
    ),
    "ca": (
        "Sóc {p0}. {p1} i jo vivim a la mateixa adreça, però tenim comptes separats ({acct0} i "
        "{acct1}). Si us plau, no els fusioneu. El meu telèfon: {m0}."
    ),
    "sr": (
        "Овде {p0}. {p1} и ја живимо на истој адреси, али имамо одвојене налоге ({acct0} и "
        "{acct1}). Молим вас, немојте их спајати. Мој телефон: {m0}."
    ),
    "ta": (
        "நான் {p0}. {p1}, நான் இருவரும் ஒரே முகவரியில் வசிக்கிறோம், ஆனால் எங்கள் கணக்குகள் "
        "தனி ({acct0}, {acct1}). தயவுசெய்து அவற்றை இணைக்க வேண்டாம். என் தொலைபேசி: {m0}."
    ),
    "tl": (
        "Si {p0} po ito. Magkasama kami ni {p1} sa iisang address pero magkahiwalay ang "
        "account namin ({acct0} at {acct1}). Paki-huwag pong pagsamahin. Phone ko: {m0}."
    ),
    "ka": (
        "მე {p0} ვარ. მე და {p1} ერთ მისამართზე ვცხოვრობთ, მაგრამ ცალკე ანგარიშები გვაქვს "
        "({acct0} და {acct1}). გთხოვთ, ნუ გააერთიანებთ. ჩემი ტელეფონი: {m0}."
    ),
    "ff": (
        "Jam na? C'est {p0}. {p1} et moi habitons à la même adresse, mais nous avons deux "
        "comptes ({acct0} et {acct1}). Merci de ne pas les fusionner. Mon téléphone : {m0}."
    ),
    "sat": (
        "Johar, this is {p0}. {p1} and me stay at same address but accounts are separate "
        "({acct0} and {acct1}). Please don't merge. My phone: {m0}."
    ),
    "lg": (
        "Nze {p0}. Nze ne {p1} tubeera ku address y'emu naye accounts zaffe za njawulo "
        "({acct0} ne {acct1}). Nsaba temuzigatta. Essimu yange: {m0}."
    ),
    "tt": (
        "Исәнмесез, бу {p0}. {p1} и я живём по одному адресу, но аккаунты у нас разные "
        "({acct0} и {acct1}). Пожалуйста, не объединяйте их. Мой телефон: {m0}."
    ),
    "ay": (
        "Kamisaki, soy {p0}. {p1} y yo vivimos en la misma dirección, pero tenemos cuentas "
        "separadas ({acct0} y {acct1}). Por favor no las junten. Mi celular: {m0}."
    ),
    "ty": (
        "Ia ora na, c'est {p0}. {p1} et moi habitons à la même adresse, mais on a deux comptes "
        "({acct0} et {acct1}). Merci de ne pas les fusionner. Mon numéro : {m0}."
    ),
}

GOODS = ("a phone case", "a kettle", "running shoes", "a desk lamp", "a backpack", "earbuds")


def swap_neighbours(digits: str, rng: random.Random) -> str:
    while True:
        i = rng.randrange(len(digits) - 1)
        if digits[i] != digits[i + 1] and not (i == 0 and digits[1] == "0"):
            return digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]


def sibling(loc: dict, given: str, female: bool, surname_of: Person | None, rng, taken) -> Person:
    p = draw(loc, rng, female, taken)
    p.given, p.nick, p.common = given, None, False
    if surname_of is not None:
        base = surname_of.surname
        pick = next((s for s in loc["surnames"] if not isinstance(s, str) and base in s), None)
        if pick is not None and loc["lang"] != "lg":
            p.surname = pick[1 if female else 0]
        else:
            p.surname = base
    return p


def household(n: int, pair: tuple, rng: random.Random) -> list[dict]:
    locale, g0, f0, g1, f1 = pair
    loc = next(x for x in LOCALES if x["locale"] == locale)
    scope = f"h20-household-{n:02d}"
    taken = {g0, g1}
    p0 = sibling(loc, g0, f0, None, rng, taken)
    if loc["lang"] == "lt":  # a brother's sister bears the maiden form (-aitė, -ūtė)
        maiden = [s for s in loc["surnames"] if s[1].endswith(("aitė", "ūtė"))]
        p0.surname = rng.choice(maiden)[1 if f0 else 0]
    p1 = sibling(loc, g1, f1, p0, rng, taken)
    agent = draw(loc, rng, rng.random() < 0.5, taken)
    region = loc["region"]
    m0, m1 = V.phone(region, "mobile", rng), V.phone(region, "mobile", rng)
    land = V.phone(region, "landline", rng)
    year = rng.randrange(1975, 2003)
    if year % 10 == 9:
        year -= 1
    base = fold(p0.surname_r).lower().replace(" ", "").replace("-", "")
    domain = rng.choice(loc["mail"])
    e0, e1 = f"{base}{year}@{domain}", f"{base}{year + 1}@{domain}"
    a0 = V.account_id(rng)
    a1 = "acct_" + swap_neighbours(a0[5:], rng)
    o0 = V.order_id(rng)
    o1 = "ORD-" + swap_neighbours(o0[4:], rng)
    street, _, town = V.address(loc, rng)
    ip = V.ip(rng, v6=rng.random() < 0.3)

    def person(p: Person, ref: str, shape: str) -> Span:
        value = p.given if shape == "first_name_alone" else p.full_r
        return Span("PERSON", value, ref, shape)

    def tel(num, ref: str, shape: str) -> Span:
        text = V.phone_text(num, shape)
        V.check_phone(text, region, num)
        return Span("PHONE_NUMBER", text, ref, shape, region)

    addr = Span("STREET_ADDRESS", street, "household/address")
    net = Span("IP_ADDRESS", ip, "household/ip")
    acct = [Span("ACCOUNT_ID", a0, "p0/account"), Span("ACCOUNT_ID", a1, "p1/account")]
    order = [Span("ORDER_ID", o0, "p0/order"), Span("ORDER_ID", o1, "p1/order")]
    mail = [Span("EMAIL_ADDRESS", e0, "p0/email"), Span("EMAIL_ADDRESS", e1, "p1/email")]
    ppl = (p0, p1)

    check = Text()
    check('dedupe.check -> {"candidates": [')
    for i, p in enumerate(ppl):
        check('{"account_id": "', acct[i], '", "name": "', person(p, f"p{i}", "full_name"))
        check(
            '", "email": "', mail[i], '", "phone": "', tel((m0, m1)[i], f"p{i}/mobile", "national")
        )
        check('"}', ", " if i == 0 else "")
    check('], "shared": {"address": "', addr, '", "last_ip": "', net, '"}, "score": 0.91}\n')

    pick = Text()
    pick("Picking list - ", order[0], " / ", order[1], "\nShip to: ", addr, ", ", town, "\n")
    pick("1x ", GOODS[n % 6], " for ", person(p0, "p0", "first_name_alone"), "\n")
    pick("1x ", GOODS[(n + 1) % 6], " for ", person(p1, "p1", "first_name_alone"), "\n")
    pick("Packed by ", Span("PERSON", agent.given_r, "agent", "first_name_alone"), "\n")

    own = Text()
    own.frame(
        OWN_WORDS[loc["lang"]],
        {
            "p0": person(p0, "p0", "first_name_alone"),
            "p1": person(p1, "p1", "first_name_alone"),
            "acct0": acct[0],
            "acct1": acct[1],
            "m0": tel(m0, "p0/mobile", "international"),
        },
    )
    own("\n")

    call = Text()
    call("Callback note: called ", person(p0, "p0", "first_name_alone"), " on ")
    call(tel(m0, "p0/mobile", "international"), "; ", person(p1, "p1", "first_name_alone"))
    call(" (", tel(m1, "p1/mobile", "international"), ") confirmed separately that orders ")
    call(order[0], " and ", order[1], " belong to different people. Agent: ")
    call(Span("PERSON", agent.full_r, "agent", "full_name"), ", ")
    call(tel(land, "agent/landline", "national"), "\n")

    merge = Text()
    merge("merge_request REJECTED\nsource: ", acct[1], " (", mail[1], ") -> target: ", acct[0])
    merge(" (", mail[0], ")\nreason: different people (", person(p0, "p0", "first_name_alone"))
    merge(" / ", person(p1, "p1", "first_name_alone"), ") sharing ", addr, "; both last ")
    merge(
        "logged in from ", net, "\nreviewer: ", Span("PERSON", agent.full_r, "agent", "full_name")
    )
    merge("\n")

    base_fields = {"lang": loc["lang"], "locale": locale, "genre": "household"}
    return finish(scope, [check, pick, own, call, merge], base_fields)


def households(seed: int) -> list[dict]:
    rng = random.Random(seed)
    out = []
    for n, pair in enumerate(PAIRS):
        out.extend(household(n, pair, rng))
    return out
