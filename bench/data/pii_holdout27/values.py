"""Values drawn with a seeded ``random.Random``: phones and their written shapes, cards with
real issuer prefixes and a Luhn digit, IBANs with mod-97 check digits, e-mails, logins, ids
and public IP addresses."""

from __future__ import annotations

import ipaddress
import random
import unicodedata

import phonenumbers
from phonenumbers import PhoneNumberFormat as Fmt
from phonenumbers import PhoneNumberType as Kind

KINDS = {"mobile": Kind.MOBILE, "landline": Kind.FIXED_LINE}
PHONE_SHAPES = ("national", "international", "e164", "epp_dot")


def phone(rng: random.Random, region: str, kind: str) -> phonenumbers.PhoneNumber:
    """A number valid for ``region`` and of ``kind``: the example number's first third kept,
    the rest redrawn until the metadata accepts it."""
    want = KINDS[kind]
    example = phonenumbers.example_number_for_type(region, want)
    nsn = phonenumbers.national_significant_number(example)
    keep = max(1, len(nsn) // 3)
    for _ in range(2000):
        digits = nsn[:keep] + "".join(rng.choice("0123456789") for _ in nsn[keep:])
        number = phonenumbers.parse(f"+{example.country_code}{digits}")
        got = phonenumbers.number_type(number)
        ok = got == want or got == Kind.FIXED_LINE_OR_MOBILE
        if ok and phonenumbers.is_valid_number_for_region(number, region):
            return number
    raise RuntimeError(f"no {kind} number for {region}")


def phone_text(number: phonenumbers.PhoneNumber, shape: str, region: str) -> str:
    """``number`` written in ``shape``; parsed back, it must be the same valid number."""
    if shape == "national":
        text = phonenumbers.format_number(number, Fmt.NATIONAL)
    elif shape == "international":
        text = phonenumbers.format_number(number, Fmt.INTERNATIONAL)
    elif shape == "e164":
        text = phonenumbers.format_number(number, Fmt.E164)
    elif shape == "epp_dot":  # the registry (EPP/WHOIS) form: +CC.NSN
        text = f"+{number.country_code}.{phonenumbers.national_significant_number(number)}"
    else:
        raise ValueError(shape)
    back = phonenumbers.parse(text, region)
    assert phonenumbers.is_valid_number_for_region(back, region), (text, region)
    assert back.national_number == number.national_number, (text, number)
    return text


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


ISSUERS = {  # issuer: (prefixes, length)
    "visa": (("4",), 16),
    "mastercard": (("51", "52", "53", "54", "55"), 16),
    "mastercard2": (("2221", "2300", "2512", "2720"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011",), 16),
    "jcb": (("3528", "3540", "3566", "3589"), 16),
    "unionpay": (("6212", "6228", "6250"), 16),
    "rupay": (("6070", "6074", "6079"), 16),
}


def card(rng: random.Random, issuer: str) -> str:
    """A Luhn-valid number of ``issuer``, grouped as printed on the card."""
    prefixes, length = ISSUERS[issuer]
    body = rng.choice(prefixes)
    body += "".join(rng.choice("0123456789") for _ in range(length - 1 - len(body)))
    digits = body + luhn_digit(body)
    if length == 15:
        return f"{digits[:4]} {digits[4:10]} {digits[10:]}"
    return " ".join(digits[i : i + 4] for i in range(0, 16, 4))


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _weighted(body: str, weights: tuple[int, ...], modulus: int) -> str:
    total = sum(int(d) * weights[i % len(weights)] for i, d in enumerate(body))
    return str((modulus - total % modulus) % modulus)


def _bban(rng: random.Random, country: str) -> str:
    if country == "RO":
        return rng.choice(("BTRL", "RNCB", "BRDE", "INGB")) + "RONCRT" + _digits(rng, 10)
    if country == "HU":
        head = rng.choice(("117", "104", "120", "109")) + _digits(rng, 4)
        head += _weighted(head, (9, 7, 3, 1), 10)
        acct = _digits(rng, 15)
        return head + acct + _weighted(acct, (9, 7, 3, 1), 10)
    if country == "DK":
        return rng.choice(("3409", "2191", "9570", "5301")) + _digits(rng, 10)
    if country == "IL":
        return rng.choice(("010", "012", "011", "020")) + _digits(rng, 3) + _digits(rng, 13)
    if country == "NL":
        while True:
            acct = _digits(rng, 10)
            if sum(int(d) * (10 - i) for i, d in enumerate(acct)) % 11 == 0:
                return rng.choice(("RABO", "ABNA", "INGB", "SNSB")) + acct
    raise ValueError(country)


def iban(rng: random.Random, country: str) -> str:
    """A compact IBAN of ``country`` whose check digits satisfy mod 97."""
    bban = _bban(rng, country)
    number = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(number) % 97:02d}{bban}"


def grouped(value: str) -> str:
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4))


def ascii_fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.replace("ø", "o").replace("Ø", "O"))
    return "".join(c for c in decomposed if c.isascii() and (c.isalnum() or c in " -.'"))


def slug(text: str) -> str:
    return ascii_fold(text).lower().replace(" ", "").replace("-", "").replace("'", "")


def email(rng: random.Random, given: str, surname: str, domains: tuple[str, ...]) -> str:
    local = rng.choice((f"{slug(given)}.{slug(surname)}", f"{slug(given)}{slug(surname)[:1]}"))
    return f"{local}{rng.randint(2, 99)}@{rng.choice(domains)}"


def login(rng: random.Random, given: str, surname: str) -> str:
    return f"{slug(given)[:1]}{slug(surname)}{rng.randint(10, 99)}"


def account_id(rng: random.Random) -> str:
    return "acct_" + str(rng.randint(10_000_000, 99_999_999))


def order_id(rng: random.Random) -> str:
    return "ORD-" + str(rng.randint(1_000_000, 9_999_999))


def ip(rng: random.Random, v6: bool) -> str:
    """A public address: global, not multicast, not reserved."""
    while True:
        if v6:
            addr = ipaddress.IPv6Address(
                (0x2A00 + rng.randint(0, 0x3FF)) << 112 | rng.getrandbits(112)
            )
        else:
            addr = ipaddress.IPv4Address(rng.getrandbits(32))
        if addr.is_global and not addr.is_multicast and not addr.is_reserved:
            return str(addr)
