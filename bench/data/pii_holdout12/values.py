"""Values people own: phones (valid for their region per ``phonenumbers``), cards (real issuer
prefixes, Luhn), IBANs (mod 97), e-mails built from romanised names, ids and IP addresses."""

from __future__ import annotations

import random
import unicodedata

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType

# Hand-written leading digits of the national significant number, by region and line type.
MOBILE = {
    "US": ["808"],
    "IN": ["98", "99", "97", "94", "70", "81", "90"],
    "AU": ["41", "42", "43", "45", "40"],
    "MX": ["55", "33", "81", "222"],
    "CA": ["514", "438", "418", "819"],
    "CH": ["79", "78", "76", "77"],
    "BR": ["119", "219", "319", "719", "619"],
    "JP": ["90", "80", "70"],
    "KR": ["10"],
    "TW": ["91", "93", "95", "97"],
    "ES": ["6", "7"],
    "LU": ["621", "661", "691"],
    "BY": ["29", "33", "44", "25"],
    "ZA": ["82", "83", "72", "71", "60", "84"],
    "HT": ["3", "4"],
    "SO": ["61", "77", "90", "62"],
}
LANDLINE = {
    "US": ["808"],
    "IN": ["80", "22", "11", "44"],
    "AU": ["2", "3", "7", "8"],
    "MX": ["55", "33", "81"],
    "CA": ["514", "418", "819"],
    "CH": ["44", "31", "61", "43"],
    "BR": ["113", "213", "313"],
    "JP": ["3", "6", "52"],
    "KR": ["2", "31", "51"],
    "TW": ["2", "4", "7"],
    "ES": ["981", "986", "91"],
    "LU": ["2", "4"],
    "BY": ["17"],
    "ZA": ["11", "21", "31"],
    "HT": ["22", "28"],
    "SO": ["1"],
}
TYPES = {
    "mobile": {PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE_OR_MOBILE},
    "landline": {PhoneNumberType.FIXED_LINE, PhoneNumberType.FIXED_LINE_OR_MOBILE},
}
TRUNK_ZERO = {"CH", "AU", "ZA", "BY"}  # regions whose numbers are written +41 (0)79 ...


def phone_number(rng: random.Random, region: str, kind: str) -> phonenumbers.PhoneNumber:
    table = MOBILE if kind == "mobile" else LANDLINE
    example = phonenumbers.example_number_for_type(
        region, PhoneNumberType.MOBILE if kind == "mobile" else PhoneNumberType.FIXED_LINE
    )
    base = len(str(example.national_number))
    for _ in range(2000):
        prefix = rng.choice(table[region])
        length = 9 if region == "SO" else rng.choice([base, base, base + 1, base - 1])
        rest = "".join(rng.choice("0123456789") for _ in range(length - len(prefix)))
        if len(prefix) >= length or rest[:1] == "0" and region in ("US", "CA"):
            continue
        n = phonenumbers.parse(prefix + rest, region) if region != "SO" else None
        if n is None:
            n = phonenumbers.PhoneNumber(country_code=252, national_number=int(prefix + rest))
        if (
            phonenumbers.is_valid_number_for_region(n, region)
            and phonenumbers.number_type(n) in TYPES[kind]
        ):
            return n
    raise ValueError((region, kind))


FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")


def phone_text(n: phonenumbers.PhoneNumber, region: str, shape: str) -> str:
    national = phonenumbers.format_number(n, PhoneNumberFormat.NATIONAL)
    intl = phonenumbers.format_number(n, PhoneNumberFormat.INTERNATIONAL)
    e164 = phonenumbers.format_number(n, PhoneNumberFormat.E164)
    digits = "".join(c for c in national if c.isdigit())
    if shape == "national":
        out = national
    elif shape == "international":
        out = intl
    elif shape == "e164":
        out = e164
    elif shape == "compact":
        out = digits
    elif shape in ("dashed", "dotted"):
        sep = "-" if shape == "dashed" else "."
        groups = national.replace("(", "").replace(")", "").replace("-", " ").split()
        out = sep.join(groups)
    elif shape == "spaced":
        out = intl.replace("-", " ")
    elif shape == "fullwidth":
        out = national.translate(FULLWIDTH)
    elif shape == "trunk_zero":
        cc = f"+{n.country_code} "
        out = cc + "(0)" + intl[len(cc) :]
    elif shape == "wa_me":
        out = e164[1:]
    else:
        raise ValueError(shape)
    parsed = phonenumbers.parse(out, region)
    if not phonenumbers.is_valid_number_for_region(parsed, region):
        raise ValueError((out, region, shape))
    return out


# Cards: issuer -> (prefixes, length)
ISSUERS = {
    "visa": (["4"], 16),
    "mastercard": (["51", "52", "53", "54", "55", "2221", "2305", "2720"], 16),
    "amex": (["34", "37"], 15),
    "discover": (["6011", "65", "644", "649"], 16),
    "jcb": (["3528", "3540", "3566", "3589"], 16),
    "unionpay": (["6212", "6228", "6250", "6282"], 16),
}


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def card(rng: random.Random, issuer: str, sep: str = " ") -> str:
    prefixes, length = ISSUERS[issuer]
    if issuer == "unionpay" and rng.random() < 0.4:
        length = 19
    body = rng.choice(prefixes)
    while len(body) < length - 1:
        body += rng.choice("0123456789")
    digits = body + luhn_digit(body)
    if length == 15:
        groups = [digits[:4], digits[4:10], digits[10:]]
    else:
        groups = [digits[i : i + 4] for i in range(0, length, 4)]
    return sep.join(groups)


def iban(rng: random.Random, country: str) -> str:
    d = lambda k: "".join(rng.choice("0123456789") for _ in range(k))  # noqa: E731
    if country == "ES":
        bban = rng.choice(["2100", "0049", "2080", "0182"]) + d(4) + d(2) + d(10)
    elif country == "LU":
        bban = rng.choice(["001", "002", "019", "014"]) + d(13)
    elif country == "CH":
        bban = rng.choice(["00700", "00235", "00762", "80808"]) + d(12)
    elif country == "BY":
        bban = rng.choice(["ALFA", "BPSB", "AKBB", "BLBB"]) + "3012" + d(16)
    elif country == "BR":
        bban = d(8) + d(5) + d(10) + "C" + "1"
    else:
        raise ValueError(country)
    num = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(num) % 97
    compact = f"{country}{check:02d}{bban}"
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


def ascii_fold(s: str) -> str:
    s = s.replace("ß", "ss").replace("ʻ", "").replace("'", "").replace("’", "")
    out = unicodedata.normalize("NFKD", s)
    return "".join(c for c in out if c.isascii() and (c.isalnum() or c in "-. ")).lower()


def email(rng: random.Random, given_rom: str, surname_rom: str, domains: list[str]) -> str:
    g = ascii_fold(given_rom).replace(" ", "").replace("-", "")
    s = ascii_fold(surname_rom).replace(" ", "").replace("-", "")
    year = str(rng.randint(1962, 2004))
    local = rng.choice(
        [
            f"{g}.{s}",
            f"{g[0]}.{s}",
            f"{g}{s}",
            f"{s}.{g}{rng.randint(1, 99)}",
            f"{g}{year}",
            f"{g}_{s}{year[2:]}",
            f"{s}{g[0]}",
        ]
    )
    return f"{local}@{rng.choice(domains)}"


def digits(rng: random.Random, k: int) -> str:
    return str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(k - 1))


def account_id(rng: random.Random) -> str:
    return "acct_" + digits(rng, rng.randint(6, 10))


def order_id(rng: random.Random) -> str:
    return "ORD-" + digits(rng, rng.randint(6, 9))


def swap_adjacent(rng: random.Random, value: str, start: int) -> str:
    """``value`` with two neighbouring, different digits after ``start`` swapped."""
    spots = [i for i in range(start, len(value) - 1) if value[i] != value[i + 1]]
    i = rng.choice(spots)
    return value[:i] + value[i + 1] + value[i] + value[i + 2 :]


FIRST_OCTETS = [23, 41, 49, 62, 77, 81, 91, 102, 105, 138, 151, 177, 186, 189, 196, 201, 213]


def ip_address(rng: random.Random) -> str:
    if rng.random() < 0.2:
        head = rng.choice(["2a02", "2001:4860", "2804", "2c0f", "240d"])
        tail = ":".join(f"{rng.randint(1, 0xFFFF):x}" for _ in range(4))
        return f"{head}:{rng.randint(1, 0xFFF):x}::{tail}" if ":" not in head else f"{head}::{tail}"
    return f"{rng.choice(FIRST_OCTETS)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
