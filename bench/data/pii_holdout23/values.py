"""Phones and their shapes, cards, IBANs, ids, IPs, e-mails and logins."""

from __future__ import annotations

import ipaddress

import phonenumbers as pn

from .people import fold

PNF = pn.PhoneNumberFormat
KINDS = {"mobile": pn.PhoneNumberType.MOBILE, "fixed": pn.PhoneNumberType.FIXED_LINE}
ISSUERS = {
    "visa": (("4",), 16),
    "mastercard": (("51", "52", "53", "54", "55"), 16),
    "mastercard2": (("2221", "2235", "2320", "2477", "2591", "2720"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011",), 16),
    "jcb": (("3528", "3566", "3589"), 16),
    "unionpay": (("6212", "6228", "6259"), 16),
}
IBAN_BBAN = {  # (bank code typed by hand, digits after it)
    "NL": ("INGB", 10),
    "RO": ("BTRL", 16),
    "UA": ("305299", 19),
    "IE": ("AIBK931152", 8),
    "GB": ("NWBK601613", 8),
    "FR": ("3000400003", 13),
}


def phone(rng, region: str, kind: str) -> pn.PhoneNumber:
    """A number valid for ``region`` and of ``kind``: the example's first third kept."""
    example = str(pn.example_number_for_type(region, KINDS[kind]).national_number)
    keep = len(example) // 3
    for _ in range(2000):
        digits = example[:keep] + "".join(rng.choice("0123456789") for _ in example[keep:])
        num = pn.parse(digits, region)
        ntype = pn.number_type(num)
        if pn.is_valid_number_for_region(num, region) and ntype in (
            KINDS[kind],
            pn.PhoneNumberType.FIXED_LINE_OR_MOBILE,
        ):
            return num
    raise RuntimeError(region)


def phone_text(num: pn.PhoneNumber, shape: str) -> str:
    """The number written in ``shape``, parsed back and checked equal and valid."""
    region = pn.region_code_for_number(num)
    text = {
        "national": lambda: pn.format_number(num, PNF.NATIONAL),
        "international": lambda: pn.format_number(num, PNF.INTERNATIONAL),
        "e164": lambda: pn.format_number(num, PNF.E164),
        "nsn_field": lambda: pn.national_significant_number(num),
    }[shape]()
    back = pn.parse(text, region)
    assert back.national_number == num.national_number, (text, num)
    assert pn.is_valid_number_for_region(back, region), text
    return text


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def card(rng, issuer: str) -> tuple[str, str]:
    """(grouped, compact) card number of ``issuer`` with a Luhn check digit."""
    prefixes, length = ISSUERS[issuer]
    body = rng.choice(prefixes)
    body += "".join(rng.choice("0123456789") for _ in range(length - 1 - len(body)))
    digits = body + luhn_digit(body)
    if length == 15:
        return f"{digits[:4]} {digits[4:10]} {digits[10:]}", digits
    return " ".join(digits[i : i + 4] for i in range(0, 16, 4)), digits


def iban(rng, country: str) -> tuple[str, str]:
    """(grouped, compact) IBAN of ``country`` with mod-97 check digits."""
    bank, n = IBAN_BBAN[country]
    bban = bank + "".join(rng.choice("0123456789") for _ in range(n))
    number = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    compact = f"{country}{98 - number % 97:02d}{bban}"
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4)), compact


def ip(rng, v6: bool) -> str:
    """A public (global) IPv4 or IPv6 address."""
    while True:
        if v6:
            groups = ["2a02", f"{rng.randrange(0x100, 0xFFF):x}"]
            groups += [f"{rng.randrange(0, 0xFFFF):x}" for _ in range(6)]
            text = str(ipaddress.ip_address(":".join(groups)))
        else:
            text = ".".join(str(rng.randrange(1, 255)) for _ in range(4))
        addr = ipaddress.ip_address(text)
        if addr.is_global and not addr.is_multicast and (v6 or int(text.split(".")[0]) < 224):
            return text


def digits(rng, n: int) -> str:
    return rng.choice("123456789") + "".join(rng.choice("0123456789") for _ in range(n - 1))


def account(rng) -> str:
    return "acct_" + digits(rng, 8)


def order(rng) -> str:
    return "ORD-" + digits(rng, 7)


def login(rng, rgiven: str, rfamily: str) -> str:
    """A login built the way people build them, ASCII-folded."""
    g, f = (fold(x).lower().replace(" ", "").replace("-", "") for x in (rgiven, rfamily))
    return rng.choice((f"{g}.{f}{rng.randrange(70, 99)}", f"{g[0]}{f}", f"{g}_{f[:3]}"))


def email(rng, rgiven: str, rfamily: str, domain: str) -> str:
    g, f = (fold(x).lower().replace(" ", "").replace("-", "") for x in (rgiven, rfamily))
    local = rng.choice((f"{g}.{f}", f"{g}{f}{rng.randrange(1, 99)}", f"{g[0]}.{f}"))
    return f"{local}@{domain}"
