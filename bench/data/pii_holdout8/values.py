"""Values for exam 8: names, addresses, phones, cards, IBANs, IPs and ids, drawn with one
``random.Random`` so the files come out the same on every run.

Names, streets, postcodes and cities come from Faker in the case's locale, except where
Faker's locale has no address provider of its own (lt, et, lv write US-shaped addresses), which
use the short hand lists below. Phones are drawn inside ``phonenumbers``' own example numbers
(mobile and fixed line) and kept only when ``phonenumbers`` says they are valid for the region.
"""

from __future__ import annotations

import random
import unicodedata

import phonenumbers
from faker import Faker

# locale -> (lang, phone region, IBAN country or None where cards are used)
LOCALES = {
    "en_CA": ("en", "CA", None),
    "en_NZ": ("en", "NZ", None),
    "sv_SE": ("sv", "SE", "SE"),
    "pl_PL": ("pl", "PL", "PL"),
    "cs_CZ": ("cs", "CZ", "CZ"),
    "hr_HR": ("hr", "HR", "HR"),
    "sk_SK": ("sk", "SK", "SK"),
    "sl_SI": ("sl", "SI", "SI"),
    "lt_LT": ("lt", "LT", "LT"),
    "et_EE": ("et", "EE", "EE"),
    "lv_LV": ("lv", "LV", "LV"),
    "nl_NL": ("nl", "NL", "NL"),
    "it_IT": ("it", "IT", "IT"),
}
# country -> (total length, BBAN pattern: 9 = digit, A = capital letter)
IBAN = {
    "SE": (24, "9" * 20),
    "PL": (28, "9" * 24),
    "CZ": (24, "9" * 20),
    "HR": (21, "9" * 17),
    "SK": (24, "9" * 20),
    "SI": (19, "9" * 15),
    "LT": (20, "9" * 16),
    "EE": (20, "9" * 16),
    "LV": (21, "AAAA" + "9" * 13),
    "NL": (18, "AAAA" + "9" * 10),
    "IT": (27, "A" + "9" * 22),
}
# Faker's lt/et/lv address providers are en_US's; these are real street-name patterns.
HAND_STREETS = {
    "lt_LT": (["Savanorių pr.", "Kalvarijų g.", "Žirmūnų g.", "Taikos pr.", "Baltų pr."],
              ["Vilnius", "Kaunas", "Klaipėda", "Šiauliai", "Panevėžys"], "LT-{:05d}"),
    "et_EE": (["Pärnu mnt", "Tartu mnt", "Mustamäe tee", "Sõpruse pst", "Kalda tee"],
              ["Tallinn", "Tartu", "Pärnu", "Narva", "Viljandi"], "{:05d}"),
    "lv_LV": (["Lāčplēša iela", "Tērbatas iela", "Gertrūdes iela", "Ganību dambis", "Maskavas iela"],
              ["Rīga", "Liepāja", "Jelgava", "Daugavpils", "Ventspils"], "LV-{:04d}"),
}  # fmt: skip
# lang -> relatives' first names (name, gender, nickname, form after the language's "with" or
# genitive; the nominative where the language does not inflect names)
RELATIVES = {
    "en": [("Katherine", "f", "Katie", "Katherine"), ("Robert", "m", "Bobby", "Robert"),
           ("Elizabeth", "f", "Liz", "Elizabeth"), ("Benjamin", "m", "Benji", "Benjamin"),
           ("Margaret", "f", "Maggie", "Margaret"), ("Alexander", "m", "Xander", "Alexander")],
    "sv": [("Kristina", "f", "Stina", "Kristina"), ("Joakim", "m", "Jocke", "Joakim"),
           ("Katarina", "f", "Kattis", "Katarina"), ("Fredrik", "m", "Freddan", "Fredrik")],
    "pl": [("Katarzyna", "f", "Kasia", "Katarzyną"), ("Małgorzata", "f", "Gosia", "Małgorzatą"),
           ("Tomasz", "m", "Tomek", "Tomaszem"), ("Aleksander", "m", "Olek", "Aleksandrem")],
    "cs": [("Kateřina", "f", "Katka", "Kateřinou"), ("Jiří", "m", "Jirka", "Jiřím"),
           ("Jana", "f", "Janička", "Janou"), ("Petr", "m", "Péťa", "Petrem")],
    "hr": [("Marija", "f", "Mara", "Marijom"), ("Josip", "m", "Joža", "Josipom"),
           ("Katarina", "f", "Kata", "Katarinom"), ("Ivan", "m", "Ivek", "Ivanom")],
    "sk": [("Katarína", "f", "Katka", "Katarínou"), ("Ján", "m", "Janko", "Jánom"),
           ("Zuzana", "f", "Zuzka", "Zuzanou"), ("Michal", "m", "Mišo", "Michalom")],
    "sl": [("Katarina", "f", "Katja", "Katarino"), ("Jožef", "m", "Jože", "Jožefom"),
           ("Marija", "f", "Micka", "Marijo"), ("Aleksander", "m", "Saša", "Aleksandrom")],
    "lt": [("Rūta", "f", "Rūtelė", "Rūtos"), ("Jonas", "m", "Jonukas", "Jono"),
           ("Eglė", "f", "Eglutė", "Eglės"), ("Tomas", "m", "Tomukas", "Tomo")],
    "et": [("Katrin", "f", "Kati", "Katriniga"), ("Jaan", "m", "Jass", "Jaaniga"),
           ("Elisabet", "f", "Liisi", "Elisabetiga"), ("Kristjan", "m", "Kris", "Kristjaniga")],
    "lv": [("Kristīne", "f", "Krista", "Kristīni"), ("Jānis", "m", "Jancis", "Jāni"),
           ("Elizabete", "f", "Liza", "Elizabeti"), ("Aleksandrs", "m", "Saša", "Aleksandru")],
    "nl": [("Cornelia", "f", "Corrie", "Cornelia"), ("Wilhelmus", "m", "Wim", "Wilhelmus"),
           ("Geertruida", "f", "Truus", "Geertruida"), ("Johannes", "m", "Hans", "Johannes")],
    "it": [("Francesca", "f", "Franci", "Francesca"), ("Giuseppe", "m", "Beppe", "Giuseppe"),
           ("Elisabetta", "f", "Betta", "Elisabetta"), ("Alessandro", "m", "Sandro", "Alessandro")],
}  # fmt: skip
DOMAINS = ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "icloud.com", "gmx.net"]

_FAKERS: dict[str, Faker] = {}


def faker(locale: str, rng: random.Random) -> Faker:
    """The locale's Faker, reseeded from ``rng`` so each draw is reproducible."""
    f = _FAKERS.setdefault(locale, Faker(locale))
    f.seed_instance(rng.randrange(10**9))
    return f


def person(locale: str, rng: random.Random, gender: str) -> tuple[str, str]:
    """(first name, family name) in the locale, gendered where Faker has gendered forms."""
    f = faker(locale, rng)
    first = f.first_name_female() if gender == "f" else f.first_name_male()
    last_fn = getattr(f, "last_name_female" if gender == "f" else "last_name_male", f.last_name)
    return first, last_fn()


def ascii_fold(text: str) -> str:
    """Diacritics dropped the way a keyboard without them writes: Dvořák -> Dvorak, Łukasz -> Lukasz."""
    text = text.replace("ł", "l").replace("Ł", "L").replace("đ", "d").replace("Đ", "D")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def address(locale: str, rng: random.Random) -> tuple[str, str, str]:
    """(street and number, postcode, city) written the locale's way."""
    if locale in HAND_STREETS:
        streets, cities, post = HAND_STREETS[locale]
        street = f"{rng.choice(streets)} {rng.randint(1, 140)}"
        return street, post.format(rng.randint(1000 if "LV" in post else 10000, 9999 if "LV" in post else 99999)), rng.choice(cities)  # fmt: skip
    f = faker(locale, rng)
    number = str(rng.randint(1, 199))
    street = (
        f"{number} {f.street_name()}" if locale.startswith("en") else f"{f.street_name()} {number}"
    )
    if locale == "it_IT":
        street = f"{f.street_name()}, {number}"
    code = f.postcode()
    if locale == "en_CA" and " " not in code:
        code = f"{code[:3]} {code[3:]}"
    if locale == "nl_NL" and " " not in code:
        code = f"{code[:4]} {code[4:]}"
    return street, code, f.city()


def phone_number(region: str, rng: random.Random, kind: str = "mobile") -> phonenumbers.PhoneNumber:
    """A number valid for ``region``: the example number of ``kind`` with its last five digits redrawn."""
    type_ = (
        phonenumbers.PhoneNumberType.MOBILE
        if kind == "mobile"
        else phonenumbers.PhoneNumberType.FIXED_LINE
    )
    example = phonenumbers.example_number_for_type(region, type_)
    nsn = phonenumbers.national_significant_number(example)
    while True:
        candidate = nsn[:-5] + "".join(str(rng.randrange(10)) for _ in range(5))
        number = phonenumbers.parse("+" + str(example.country_code) + candidate)
        if phonenumbers.is_valid_number_for_region(number, region):
            return number


def phone_text(number: phonenumbers.PhoneNumber, form: str) -> str:
    """The number written ``form``: national, international, e164 or grouped (digits in pairs)."""
    fmt = phonenumbers.PhoneNumberFormat
    if form == "e164":
        return phonenumbers.format_number(number, fmt.E164)
    if form == "international":
        return phonenumbers.format_number(number, fmt.INTERNATIONAL)
    if form == "grouped":
        digits = phonenumbers.format_number(number, fmt.E164)[1:]
        cc = str(number.country_code)
        rest = digits[len(cc) :]
        return f"+{cc} " + " ".join(rest[i : i + 2] for i in range(0, len(rest), 2))
    return phonenumbers.format_number(number, fmt.NATIONAL)


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (1 if i % 2 else 2)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


CARD_PREFIXES = {"visa": ["4"], "mastercard": ["53", "2720"], "amex": ["34", "37"],
                 "discover": ["6011", "65"], "jcb": ["3530"]}  # fmt: skip


def card(rng: random.Random, issuer: str) -> str:
    """A Luhn-valid card number of ``issuer``, grouped 4-4-4-4 (Amex 4-6-5)."""
    prefix = rng.choice(CARD_PREFIXES[issuer])
    length = 15 if issuer == "amex" else 16
    body = prefix + "".join(str(rng.randrange(10)) for _ in range(length - 1 - len(prefix)))
    digits = body + _luhn_digit(body)
    if issuer == "amex":
        return f"{digits[:4]} {digits[4:10]} {digits[10:]}"
    sep = rng.choice([" ", "-"])
    return sep.join(digits[i : i + 4] for i in range(0, 16, 4))


def iban(rng: random.Random, country: str, grouped: bool) -> str:
    """An IBAN of ``country`` whose mod-97 check digits hold."""
    _, pattern = IBAN[country]
    bban = "".join(
        rng.choice("ABCDEFGHIJKLMNOPRSTUVWXYZ") if c == "A" else str(rng.randrange(10))
        for c in pattern
    )
    number = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    compact = f"{country}{98 - number % 97:02d}{bban}"
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4)) if grouped else compact


def ipv4(rng: random.Random) -> str:
    return f"{rng.choice([31, 46, 78, 85, 89, 91, 176, 188, 212])}.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randint(1, 254)}"  # fmt: skip


def ipv6(rng: random.Random) -> str:
    return f"2a02:{rng.randrange(0x1000, 0xFFFF):x}:{rng.randrange(0x100, 0xFFFF):x}::{rng.randrange(1, 0xFFFF):x}"


def account_id(rng: random.Random) -> str:
    return f"acct_{rng.randint(10**7, 10**9)}"


def order_id(rng: random.Random) -> str:
    return f"ORD-{rng.randint(10**5, 10**7)}"
