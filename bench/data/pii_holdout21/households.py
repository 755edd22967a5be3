"""Twenty households: two people one or two edits apart by given name, e-mails one character
apart, account and order ids two swapped neighbouring digits apart, one address, one IP."""

from __future__ import annotations

import random

from . import values as V
from .people import LOCALES, SCRIPT_TEXT, Person, draw
from .render import Rec, Slot, finish_case, unlabelled_hits

# locale: (first given name, second given name, family index in the locale's surnames,
# woman?, woman?); names as "native:roman" where the script is not Latin. Typed by hand.
PAIRS = (
    ("da_DK", "Lise", "Lisa", 0, True, True),
    ("nb_NO", "Ola", "Ole", 3, False, False),
    ("pl_PL", "Stanisław", "Stanisława", 1, False, True),
    ("pl_PL", "Bogdan", "Bogdana", 4, False, True),
    ("cs_CZ", "Jan", "Jana", 2, False, True),
    ("tr_TR", "Emre", "Emine", 5, False, True),
    ("tr_TR", "Nur", "Nuri", 2, True, False),
    ("is_IS", "Jón", "Jóna", 4, False, True),
    ("az_AZ", "Vüsal", "Vüsalə", 1, False, True),
    ("sq_AL", "Drita", "Dritan", 3, True, False),
    ("hy_AM", "Արմեն:Armen", "Արմինե:Armine", 0, False, True),
    ("hy_AM", "Սոնա:Sona", "Սոնյա:Sonya", 3, True, True),
    ("mk_MK", "Бојан", "Бојана", 5, False, True),
    ("yi_US", "חיה:Chaya", "חוה:Chava", 0, True, True),
    ("as_IN", "দীপক:Dipak", "দীপিকা:Dipika", 6, False, True),
    ("xh_ZA", "Thando", "Thandi", 1, False, True),
    ("xh_ZA", "Lunga", "Lungi", 4, False, True),
    ("br_FR", "Yann", "Yannig", 1, False, False),
    ("fy_NL", "Jelle", "Jeltje", 0, False, True),
    ("fy_NL", "Wytse", "Wytske", 3, False, True),
)

# What the first of the two writes, in their language: {other} is the second's given name.
HOME = {
    "da": "{other} og jeg bor på samme adresse, {street}, men vi har hver vores konto. Læg"
    " dem ikke sammen.",
    "nb": "{other} og jeg bor på samme adresse, {street}, men vi har hver vår konto. Ikke slå"
    " dem sammen.",
    "pl": "{other} i ja mieszkamy pod tym samym adresem, {street}, ale mamy osobne konta."
    " Proszę ich nie łączyć.",
    "cs": "{other} a já bydlíme na stejné adrese, {street}, ale každý máme svůj účet. Prosím"
    " nespojujte je.",
    "tr": "{other} ile aynı adreste oturuyoruz, {street}, ama hesaplarımız ayrı. Lütfen"
    " birleştirmeyin.",
    "is": "{other} og ég búum á sama stað, {street}, en við erum með sitt hvorn reikninginn."
    " Ekki sameina þá.",
    "az": "{other} ilə eyni ünvanda yaşayırıq, {street}, amma hesablarımız ayrıdır. Xahiş"
    " edirəm birləşdirməyin.",
    "sq": "{other} dhe unë jetojmë në të njëjtën adresë, {street}, por kemi llogari të"
    " veçanta. Mos i bashkoni.",
    "hy": "{other}ն ու ես ապրում ենք նույն հասցեում՝ {street}, բայց հաշիվները տարբեր են։"
    " Խնդրում եմ չմիավորել։",
    "mk": "{other} и јас живееме на иста адреса, {street}, но имаме посебни профили. Ве"
    " молам не ги спојувајте.",
    "yi": "{other} און איך װױנען אױף דער זעלבער אַדרעס, {street}, אָבער מיר האָבן באַזונדערע"
    " חשבונות. ביטע נישט צונויפֿגיסן.",
    "as": "{other} and me are staying at same address, {street}, but accounts are separate."
    " Kindly do not merge. ধন্যবাদ",
    "xh": "{other} and I live at the same address, {street}, but we have separate accounts."
    " Ndicela ningazidibanisi.",
    "br": "{other} et moi habitons à la même adresse, {street}, mais nous avons chacun notre"
    " compte. Ne les fusionnez pas. Trugarez !",
    "fy": "{other} en ik wenje op itselde adres, {street}, mar wy hawwe elk in eigen akkount."
    " Doch se net gearfoegje.",
}


def _swap(rng: random.Random, ident: str, prefix: str) -> tuple[str, str]:
    digits = ident[len(prefix) :]
    while True:
        i = rng.randrange(0, len(digits) - 1)
        if digits[i] != digits[i + 1] and (i > 0 or digits[1] != "0"):
            swapped = digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]
            return ident, prefix + swapped


def _person(loc, spec: str, woman: bool, family: int) -> Person:
    native, _, roman = spec.partition(":")
    surname = loc.surnames[family][1 if woman else 0]
    return Person(loc, woman, (native, loc.roman(roman or native)), surname)


def _mails(rng: random.Random, p0: Person, loc) -> tuple[str, str]:
    year = rng.randrange(1960, 2004)
    if year % 10 == 9:
        year -= 1
    i, s = V.fold(p0.first(True))[0], V.fold(p0.last(True).replace(" ", ""))
    domain = rng.choice(loc.mail)
    shape = rng.choice(("{i}.{s}{y}", "{s}.{i}{y}", "{i}{s}{y}"))
    return tuple(
        shape.format(i=i, s=s, y=f"{y % 100:02d}") + "@" + domain for y in (year, year + 1)
    )


def _lone(p: Person) -> str:
    return p.given[0] if p.loc.lang in SCRIPT_TEXT else p.given[1]


def household(rng: random.Random, n: int, spec: tuple) -> list[dict]:
    loc = next(x for x in LOCALES if x.locale == spec[0])
    p = [_person(loc, spec[1], spec[4], spec[3]), _person(loc, spec[2], spec[5], spec[3])]
    agent = draw(rng, loc, rng.random() < 0.5, (p[0].surname[0],))
    mails = _mails(rng, p[0], loc)
    accts = _swap(rng, "acct_" + V.digits(rng, 8), "acct_")
    orders = _swap(rng, "ORD-" + V.digits(rng, 7), "ORD-")
    mobiles = [V.phone(rng, loc.region, "mobile") for _ in p]
    landline = V.phone(rng, loc.region, "landline")
    street = rng.choice(loc.streets).replace("{n}", str(rng.randrange(2, 90)))
    ip = V.ip(rng, n % 3 == 1)

    def ph(num, ref: str, shape: str) -> Slot:
        text = V.phone_text(num, shape)
        V.check_phone(text, loc.region, num)
        return Slot("PHONE_NUMBER", text, ref, shape, loc.region)

    def sl(type_: str, value: str, ref: str, shape: str | None = None) -> Slot:
        return Slot(type_, value, ref, shape)

    addr = sl("STREET_ADDRESS", street, "household/address")
    first = [sl("PERSON", _lone(x), f"p{i}", "first_name_alone") for i, x in enumerate(p)]
    full = [sl("PERSON", x.full(True), f"p{i}", "full_name") for i, x in enumerate(p)]
    mail = [sl("EMAIL_ADDRESS", m, f"p{i}/email") for i, m in enumerate(mails)]
    acct = [sl("ACCOUNT_ID", a, f"p{i}/account") for i, a in enumerate(accts)]
    order = [sl("ORDER_ID", o, f"p{i}/order") for i, o in enumerate(orders)]
    r1 = Rec().t('[tool_result] crm.find_duplicates {"match_score": 0.93, "candidates": [')
    for i in (0, 1):
        r1.t('{"account": "').v(acct[i]).t('", "name": "').v(full[i]).t('", "email": "')
        r1.v(mail[i]).t('", "phone": "').v(ph(mobiles[i], f"p{i}/mobile", "international"))
        r1.t('"}' + (", " if i == 0 else ""))
    r1.t('], "shared": {"address": "').v(addr).t('", "last_ip": "')
    r1.v(sl("IP_ADDRESS", ip, "household/ip")).t('"}}')
    r2 = Rec().t("PICK LIST wave 3 - same door, pack separately\n  ").v(order[0]).t("  for ")
    r2.v(first[0]).t("\n  ").v(order[1]).t("  for ").v(first[1]).t("\n  deliver to: ").v(addr)
    r3 = Rec().t("Message from ").v(first[0]).t(": ")
    r3.f(HOME[loc.lang], {"other": first[1], "street": addr})
    a_full = sl("PERSON", agent.full(True), "agent", "full_name")
    a_line = ph(landline, "agent/landline", "national")
    r4 = Rec().t("Callback task: ring ").v(first[0]).t(" on ")
    r4.v(ph(mobiles[0], "p0/mobile", "national")).t("; if busy, ").v(first[1]).t(" on ")
    r4.v(ph(mobiles[1], "p1/mobile", "national")).t(". Owner: ").v(a_full).t(" (ext. ")
    r4.v(a_line).t(")")
    r5 = Rec().t("crm.merge REJECTED source=").v(acct[1]).t(" target=").v(acct[0])
    r5.t(" reason=different_people\n  orders kept apart: ").v(order[1]).t(", ").v(order[0])
    r5.t("\n  e-mails kept apart: ").v(mail[1]).t(", ").v(mail[0]).t("\n  reviewed by ")
    r5.v(a_full)
    meta = {"lang": loc.lang, "locale": loc.locale, "genre": "household"}
    return finish_case(f"h21-household-{n:02d}", [r1, r2, r3, r4, r5], meta)


def households(seed: int) -> list[dict]:
    rng = random.Random(seed)
    out = []
    for n, spec in enumerate(PAIRS):
        recs = household(rng, n, spec)
        assert not unlabelled_hits(recs), unlabelled_hits(recs)
        out.extend(recs)
    return out
