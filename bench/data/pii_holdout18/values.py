"""Values for exam 18: phones (drawn, written in a shape, parsed back and checked), cards with
real issuer prefixes and a Luhn digit, IBANs with mod-97 check digits, e-mails and handles built
from romanised names, `acct_`/`ORD-` ids, and public IPv4/IPv6 addresses. Every draw goes
through the `random.Random` handed in."""

from __future__ import annotations

import ipaddress
import random
import unicodedata

import phonenumbers as pn
from phonenumbers import PhoneNumberFormat as Fmt
from phonenumbers import PhoneNumberType as Kind

# North American numbers get a local area code: Nunavut, then Tahlequah/Stilwell (Oklahoma) and
# Cherokee (North Carolina).
AREA_CODES = {"CA": ("867",), "US": ("918", "539", "828")}
PHONE_SHAPES = ("national", "international", "e164", "no_plus", "intl_dashed", "nbsp")


def draw_phone(rng: random.Random, region: str, kind: str) -> pn.PhoneNumber:
    """A number valid for ``region`` of the kind asked (``mobile`` or ``landline``)."""
    want = Kind.MOBILE if kind == "mobile" else Kind.FIXED_LINE
    okay = (want, Kind.FIXED_LINE_OR_MOBILE)
    if region in AREA_CODES:
        while True:
            exchange = str(rng.randint(200, 989))
            digits = rng.choice(AREA_CODES[region]) + exchange + f"{rng.randint(0, 9999):04d}"
            number = pn.parse(digits, region)
            if exchange != "555" and pn.is_valid_number_for_region(number, region):
                return number
    example = pn.example_number_for_type(region, want)
    nsn = str(example.national_number)
    keep = max(2, len(nsn) // 3)
    for _ in range(5000):
        tail = "".join(rng.choice("0123456789") for _ in range(len(nsn) - keep))
        number = pn.parse(f"+{example.country_code}{nsn[:keep]}{tail}", None)
        if pn.is_valid_number_for_region(number, region) and pn.number_type(number) in okay:
            return number
    raise AssertionError(f"no {kind} number for {region}")


def phone_text(number: pn.PhoneNumber, region: str, shape: str) -> str:
    """``number`` written in ``shape``; parsed back, it must be valid for ``region`` and equal."""
    intl = pn.format_number(number, Fmt.INTERNATIONAL)
    text = {
        "national": pn.format_number(number, Fmt.NATIONAL),
        "international": intl,
        "e164": pn.format_number(number, Fmt.E164),
        "no_plus": intl[1:],
        "intl_dashed": "+" + intl[1:].replace(" ", "-"),
        "nbsp": intl.replace(" ", "\u00a0"),
    }[shape]
    back = pn.parse(text, region)
    assert pn.is_valid_number_for_region(back, region), (text, region)
    assert (back.country_code, back.national_number) == (
        number.country_code,
        number.national_number,
    ), (text, region)
    return text


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


CARD_PREFIXES = {
    "visa": (("4571", 16), ("4539", 16), ("4916", 16)),
    "mastercard": (("5168", 16), ("5425", 16), ("2223", 16)),
    "amex": (("3714", 15), ("3782", 15)),
    "discover": (("6011", 16),),
    "jcb": (("3530", 16), ("3566", 16)),
    "unionpay": (("6212", 16), ("6250", 16)),
}


def card(rng: random.Random, issuer: str) -> str:
    """A Luhn-valid card of ``issuer``, grouped as printed (Amex 4-6-5, others 4-4-4-4)."""
    prefix, length = rng.choice(CARD_PREFIXES[issuer])
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    digits = body + luhn_digit(body)
    if length == 15:
        return f"{digits[:4]} {digits[4:10]} {digits[10:]}"
    return " ".join(digits[i : i + 4] for i in range(0, 16, 4))


# BBAN layouts: fixed bank part, then how many random digits follow.
IBAN_BBAN = {
    "IE": (("AIBK931152", 8), ("BOFI900017", 8)),
    "DK": (("3000", 10), ("5301", 10)),
    "NO": (("1503", 7), ("9710", 7)),
    "CZ": (("0800", 16), ("0100", 16), ("2010", 16)),
    "HR": (("2340009", 10), ("2484008", 10)),
    "IL": (("010800", 13), ("012600", 13)),
}


def iban(rng: random.Random, country: str) -> str:
    bank, n = rng.choice(IBAN_BBAN[country])
    bban = bank + "".join(rng.choice("0123456789") for _ in range(n))
    number = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    compact = f"{country}{98 - number % 97:02d}{bban}"
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


FOLD = str.maketrans({"ø": "o", "æ": "ae", "đ": "d", "ł": "l", "ß": "ss", "'": "", "’": ""})


def ascii_fold(text: str) -> str:
    """Lower-case ASCII letters of a romanised name (``Søren`` -> ``soren``)."""
    folded = unicodedata.normalize("NFKD", text.lower().translate(FOLD))
    return "".join(c for c in folded if c.isascii() and (c.isalnum() or c in " -"))


def email(rng: random.Random, given: str, surname: str, domain: str) -> str:
    g, s = ascii_fold(given).replace(" ", ""), ascii_fold(surname).replace(" ", "")
    s = s.replace("-", "")
    style = rng.randrange(5)
    local = (
        f"{g}.{s}",
        f"{g}{s[:1]}{rng.randint(70, 99)}",
        f"{g[:1]}{s}",
        f"{s}.{g}{rng.randint(1, 9)}",
        f"{g}_{s}",
    )[style]
    return f"{local}@{domain}"


def handle(rng: random.Random, given: str, surname: str) -> str:
    g, s = ascii_fold(given).replace(" ", ""), ascii_fold(surname).replace(" ", "")
    s = s.replace("-", "")
    return rng.choice((f"{g}_{s[:1]}", f"{s}.{g[:3]}", f"{g}{rng.randint(80, 99)}", f"{g[:1]}{s}"))


def account_id(rng: random.Random) -> str:
    return f"acct_{rng.randint(10_000_000, 99_999_999)}"


def order_id(rng: random.Random) -> str:
    return f"ORD-{rng.randint(1_000_000, 99_999_999)}"


def ipv4(rng: random.Random) -> str:
    while True:
        addr = ipaddress.IPv4Address(rng.randint(0x0B000000, 0xDEFFFFFF))
        if addr.is_global and not addr.is_multicast:
            return str(addr)


def ipv6(rng: random.Random) -> str:
    head = rng.choice(("2a02", "2001:67c", "2c0f", "2404", "2605"))
    groups = head.split(":") + [
        f"{rng.randint(1, 0xFFFF):x}" for _ in range(8 - len(head.split(":")))
    ]
    addr = ipaddress.IPv6Address(":".join(groups))
    assert addr.is_global, addr
    return addr.compressed
