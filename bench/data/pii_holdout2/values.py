"""Values for the second held-out PII exam: names, phones, cards, IBANs, addresses, ids.

Written for pii_holdout2 without reference to pii_holdout's values or templates.
"""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass

import phonenumbers
from faker import Faker

LOCALES = {
    "en_US": "en",
    "en_GB": "en",
    "fr_FR": "fr",
    "de_DE": "de",
    "de_AT": "de",
    "es_ES": "es",
    "es_MX": "es",
    "nl_NL": "nl",
    "nl_BE": "nl",
    "pl_PL": "pl",
    "ja_JP": "ja",
}
REGION = {
    "en_US": "US",
    "en_GB": "GB",
    "fr_FR": "FR",
    "de_DE": "DE",
    "de_AT": "AT",
    "es_ES": "ES",
    "es_MX": "MX",
    "nl_NL": "NL",
    "nl_BE": "BE",
    "pl_PL": "PL",
    "ja_JP": "JP",
}
# national significant number prefixes (mobiles, a few landlines) and total NSN length
PHONE_PLAN = {
    "US": [("415", 10), ("312", 10), ("617", 10), ("503", 10), ("713", 10), ("919", 10)],
    "GB": [("74", 10), ("77", 10), ("79", 10), ("20", 10), ("161", 10)],
    "FR": [("6", 9), ("7", 9), ("1", 9), ("4", 9)],
    "DE": [("151", 11), ("176", 11), ("160", 10), ("30", 10), ("89", 10)],
    "AT": [("664", 10), ("676", 10), ("1", 8)],
    "ES": [("6", 9), ("91", 9), ("93", 9)],
    "MX": [("55", 10), ("33", 10), ("81", 10)],
    "NL": [("6", 9), ("20", 9), ("10", 9)],
    "BE": [("47", 9), ("49", 9), ("2", 8)],
    "PL": [("50", 9), ("60", 9), ("69", 9), ("22", 9)],
    "JP": [("90", 10), ("80", 10), ("3", 10)],
}
MAIL = {
    "en_US": ["gmail.com", "yahoo.com", "icloud.com", "aol.com", "comcast.net"],
    "en_GB": ["btinternet.com", "gmail.com", "yahoo.co.uk", "sky.com"],
    "fr_FR": ["orange.fr", "free.fr", "laposte.net", "sfr.fr"],
    "de_DE": ["web.de", "gmx.de", "t-online.de", "posteo.de"],
    "de_AT": ["gmx.at", "aon.at", "chello.at"],
    "es_ES": ["telefonica.net", "hotmail.es", "yahoo.es"],
    "es_MX": ["prodigy.net.mx", "hotmail.com", "outlook.com"],
    "nl_NL": ["ziggo.nl", "kpnmail.nl", "xs4all.nl"],
    "nl_BE": ["telenet.be", "skynet.be", "proximus.be"],
    "pl_PL": ["wp.pl", "onet.pl", "o2.pl", "interia.pl"],
    "ja_JP": ["docomo.ne.jp", "yahoo.co.jp", "ezweb.ne.jp"],
}
PARTICLE_SURNAMES = {
    "nl": [
        "van der Berg",
        "de Vries",
        "van den Heuvel",
        "van Dijk",
        "de Jong",
        "van der Meer",
        "ter Horst",
        "van Leeuwen",
        "de Wit",
        "van der Linden",
        "van Beek",
        "den Hartog",
    ],
    "es": [
        "de la Cruz",
        "del Río",
        "de los Santos",
        "de la Fuente",
        "García-Lorca",
        "Pérez de Guzmán",
        "Ruiz-Tagle",
        "de León",
    ],
    "de": ["von Arnim", "von der Heide", "zu Stolberg", "Müller-Lüdenscheidt", "Schulze-Wenck"],
    "fr": ["de Villiers", "Le Gall", "Dubois-Martin", "de La Tour", "Lemaire-Roux", "d'Arcy"],
    "en": ["O'Brien", "Smith-Jones", "McAllister", "de Souza", "Van Buren", "Ashford-Clarke"],
    "pl": ["Nowak-Jeziorańska", "Kowalski-Wrona", "Zielińska-Bąk"],
}
HYPHEN_FIRST = {
    "fr": ["Jean-Luc", "Marie-Claire", "Anne-Sophie", "Pierre-Yves", "Marie-Ange"],
    "de": ["Hans-Peter", "Karl-Heinz", "Anna-Lena"],
    "en": ["Mary-Kate", "Billy-Jo"],
}
NICKNAMES = {
    "Robert": "Bob",
    "William": "Bill",
    "Elizabeth": "Liz",
    "Katherine": "Kate",
    "Michael": "Mike",
    "Jennifer": "Jen",
    "Richard": "Rick",
    "Margaret": "Peggy",
    "Thomas": "Tom",
    "Christopher": "Chris",
    "Patricia": "Trish",
    "Anthony": "Tony",
    "Samantha": "Sam",
    "Alexander": "Alex",
    "Nicholas": "Nick",
    "Rebecca": "Becky",
}


@dataclass(frozen=True)
class Person:
    first: str
    last: str
    full: str
    first_alt: str = ""  # kanji given name for ja, nickname for en
    last_alt: str = ""
    full_alt: str = ""


def ascii_fold(s: str) -> str:
    s = s.replace("ł", "l").replace("Ł", "L").replace("ß", "ss")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if c.isascii() and c.isalnum())


def make_person(fake: Faker, rng: random.Random, locale: str) -> Person:
    lang = LOCALES[locale]
    if lang == "ja":
        last = fake.last_name_pair()
        first = (fake.first_name_male_pair if rng.random() < 0.5 else fake.first_name_female_pair)()
        return Person(
            first[2], last[2], f"{first[2]} {last[2]}", first[0], last[0], f"{last[0]} {first[0]}"
        )
    female = rng.random() < 0.5
    first = fake.first_name_female() if female else fake.first_name_male()
    if lang in HYPHEN_FIRST and rng.random() < 0.15:
        first = rng.choice(HYPHEN_FIRST[lang])
    last = fake.last_name()
    if lang == "pl":
        last = fake.last_name_female() if female else fake.last_name_male()
    if lang in PARTICLE_SURNAMES and rng.random() < (0.4 if lang in ("nl", "es") else 0.18):
        last = rng.choice(PARTICLE_SURNAMES[lang])
    nick = ""
    if lang == "en" and rng.random() < 0.3:
        first, nick = rng.choice(sorted(NICKNAMES.items()))
    return Person(first, last, f"{first} {last}", nick)


def email_for(rng: random.Random, locale: str, first: str, last: str) -> str:
    f, s = ascii_fold(first).lower(), ascii_fold(last).lower()
    local = rng.choice(
        [
            f"{f}.{s}",
            f"{f[0]}{s}",
            f"{f}_{s}{rng.randint(1, 99)}",
            f"{s}.{f}",
            f"{f}{s[:3]}",
            f"{f[0]}.{s}",
        ]
    )
    return f"{local}@{rng.choice(MAIL[locale])}"


def phone(rng: random.Random, locale: str) -> phonenumbers.PhoneNumber:
    region = REGION[locale]
    while True:
        prefix, length = rng.choice(PHONE_PLAN[region])
        nsn = prefix + "".join(str(rng.randint(0, 9)) for _ in range(length - len(prefix)))
        num = phonenumbers.parse(f"+{phonenumbers.country_code_for_region(region)}{nsn}", None)
        if phonenumbers.is_valid_number(num) and phonenumbers.region_code_for_number(num) == region:
            return num


def phone_forms(num: phonenumbers.PhoneNumber) -> dict[str, str]:
    fmt = phonenumbers.PhoneNumberFormat
    return {
        "national": phonenumbers.format_number(num, fmt.NATIONAL),
        "international": phonenumbers.format_number(num, fmt.INTERNATIONAL),
        "e164": phonenumbers.format_number(num, fmt.E164),
    }


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


CARD_ISSUERS = {
    "visa": (lambda r: "4", 16),
    "mastercard": (lambda r: str(r.randint(51, 55)), 16),
    "mastercard_2_series": (lambda r: str(r.randint(2221, 2720)), 16),
    "amex": (lambda r: r.choice(["34", "37"]), 15),
    "discover": (lambda r: r.choice(["6011", "65", str(r.randint(644, 649))]), 16),
    "jcb": (lambda r: str(r.randint(3528, 3589)), 16),
}


def card(rng: random.Random, issuer: str) -> tuple[str, str]:
    """(written card, compact digits)."""
    prefix_fn, length = CARD_ISSUERS[issuer]
    body = prefix_fn(rng)
    body += "".join(str(rng.randint(0, 9)) for _ in range(length - 1 - len(body)))
    digits = body + luhn_digit(body)
    if length == 15:
        groups = [digits[:4], digits[4:10], digits[10:]]
    else:
        groups = [digits[i : i + 4] for i in range(0, 16, 4)]
    style = rng.choice(["space", "space", "dash", "compact"])
    written = {"space": " ".join(groups), "dash": "-".join(groups), "compact": digits}[style]
    return written, digits


IBAN_COUNTRY = {
    "en_GB": "GB",
    "fr_FR": "FR",
    "de_DE": "DE",
    "de_AT": "AT",
    "es_ES": "ES",
    "nl_NL": "NL",
    "nl_BE": "BE",
    "pl_PL": "PL",
}
BANK_CODES = {"GB": ["NWBK", "BARC", "LOYD", "MIDL"], "NL": ["ABNA", "RABO", "INGB", "SNSB"]}


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _bban(rng: random.Random, cc: str) -> str:
    if cc in BANK_CODES:
        return rng.choice(BANK_CODES[cc]) + _digits(rng, 14 if cc == "GB" else 10)
    if cc == "FR":
        bank, branch, acct = _digits(rng, 5), _digits(rng, 5), _digits(rng, 11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        return f"{bank}{branch}{acct}{key:02d}"
    if cc == "ES":
        bank, branch, acct = _digits(rng, 4), _digits(rng, 4), _digits(rng, 10)

        def ctl(s: str) -> str:
            w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
            v = 11 - sum(int(c) * w[i] for i, c in enumerate(s.zfill(10))) % 11
            return str({10: 1, 11: 0}.get(v, v))

        return bank + branch + ctl("00" + bank + branch) + ctl(acct) + acct
    if cc == "BE":
        body = _digits(rng, 10)
        check = int(body) % 97 or 97
        return f"{body}{check:02d}"
    return _digits(rng, {"DE": 18, "AT": 16, "PL": 24}[cc])


def iban(rng: random.Random, cc: str) -> str:
    bban = _bban(rng, cc)
    numeric = "".join(str(int(c, 36)) for c in bban + cc + "00")
    compact = f"{cc}{98 - int(numeric) % 97:02d}{bban}"
    if rng.random() < 0.6:
        return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))
    return compact


def swap_pair(rng: random.Random, digits: str) -> str:
    """The same digits with one neighbouring pair of different digits swapped."""
    options = [i for i in range(len(digits) - 1) if digits[i] != digits[i + 1]]
    i = rng.choice(options)
    return digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]


def address(fake: Faker, rng: random.Random, locale: str) -> dict[str, str]:
    """One-line, multi-line, numberless forms, street alone, postcode, city."""
    city = fake.city()
    pc = fake.postcode()
    if locale == "nl_NL" and rng.random() < 0.6:
        pc = f"{pc[:4]} {pc[4:]}"
    if locale == "ja_JP":
        street = fake.address()
        return {
            "line": f"〒{pc} {street}",
            "multi": f"〒{pc}\n{street}",
            "street": street,
            "nonum": street.split("丁目")[0].rstrip("0123456789"),
            "postcode": pc,
            "city": fake.city(),
        }
    street = fake.street_address().replace("\n", ", ")  # en_GB writes "Flat 4\nGibbons Stravenue"
    name = fake.street_name()
    if locale == "en_US":
        tail = f"{city}, {fake.state_abbr()} {pc}"
        sep = ", "
    elif locale == "en_GB":
        tail = f"{city} {pc}"
        sep = ", "
    else:
        tail = f"{pc} {city}"
        sep = ", "
    return {
        "line": f"{street}{sep}{tail}",
        "multi": f"{street}\n{tail}",
        "street": street,
        "nonum": f"{name}{sep}{tail}",
        "postcode": pc,
        "city": city,
    }
