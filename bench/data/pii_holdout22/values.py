"""Values: phones and their shapes, cards, IBANs, e-mails, logins, ids, IP addresses."""

from __future__ import annotations

import ipaddress
import random
import unicodedata

import phonenumbers as pn
from phonenumbers import PhoneNumberFormat as Fmt
from phonenumbers import PhoneNumberType as Kind

FOLD = str.maketrans({"ß": "ss", "ø": "o", "æ": "ae", "ł": "l", "đ": "dj", "ħ": "h", "ı": "i"})


def fold(s: str) -> str:
    """ASCII letters the way people type a name into an e-mail address."""
    s = s.translate(FOLD)
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def phone(rng: random.Random, region: str, kind: str) -> pn.PhoneNumber:
    """A number valid for ``region``: the example number's first third kept, the rest drawn."""
    want = Kind.MOBILE if kind == "mobile" else Kind.FIXED_LINE
    example = pn.example_number_for_type(region, want)
    nsn = pn.national_significant_number(example)
    keep = max(2, len(nsn) // 3)
    ok = (want, Kind.FIXED_LINE_OR_MOBILE)
    while True:
        digits = nsn[:keep] + "".join(str(rng.randrange(10)) for _ in range(len(nsn) - keep))
        num = pn.parse(f"+{example.country_code}{digits}")
        if pn.is_valid_number_for_region(num, region) and pn.number_type(num) in ok:
            return num


def phone_text(num: pn.PhoneNumber, shape: str, region: str) -> str:
    """The number written in ``shape``; parsed back, it is the same valid number."""
    e164 = pn.format_number(num, Fmt.E164)
    text = {
        "national": lambda: pn.format_number(num, Fmt.NATIONAL),
        "international": lambda: pn.format_number(num, Fmt.INTERNATIONAL),
        "e164": lambda: e164,
        "whatsapp_jid": lambda: e164[1:],
    }[shape]()
    back = pn.parse(text, region)
    assert pn.is_valid_number_for_region(back, region), (text, region)
    assert pn.format_number(back, Fmt.E164) == e164, (text, e164)
    return text


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (1 if i % 2 else 2)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def card(rng: random.Random, issuer: str) -> str:
    """A Luhn-valid number with a real issuer prefix, grouped as printed on the card."""
    if issuer == "visa":
        prefix, n = "4" + str(rng.choice((1, 5, 7, 9))), 16
    elif issuer == "mastercard":
        prefix, n = str(rng.randrange(51, 56)), 16
    elif issuer == "mastercard2":
        prefix, n = str(rng.randrange(2221, 2721)), 16
    elif issuer == "amex":
        prefix, n = rng.choice(("34", "37")), 15
    elif issuer == "discover":
        prefix, n = "6011", 16
    elif issuer == "unionpay":
        prefix, n = "62" + str(rng.choice((14, 17, 28))), 16
    else:  # mir
        prefix, n = "220" + str(rng.randrange(0, 5)), 16
    body = prefix + "".join(str(rng.randrange(10)) for _ in range(n - 1 - len(prefix)))
    digits = body + luhn_digit(body)
    if n == 15:
        return f"{digits[:4]} {digits[4:10]} {digits[10:]}"
    return " ".join(digits[i : i + 4] for i in range(0, 16, 4))


# Bank identifiers typed by hand (a real bank's code where the author knew one), then digits.
IBAN_BANK = {
    "IT": ("X03069", 17),
    "SE": ("800", 17),
    "HU": ("117", 21),
    "GR": ("011", 20),
    "ES": ("2100", 16),
    "MT": ("VALL22013", 18),
    "LU": ("001", 13),
    "KZ": ("601", 13),
    "BA": ("154", 13),
    "PK": ("MEZN", 16),
    "CH": ("00700", 12),
}


def iban(rng: random.Random, country: str) -> str:
    """An IBAN whose mod-97 check digits hold, grouped by four."""
    bank, n = IBAN_BANK[country]
    if bank.startswith("X"):  # Italy's CIN letter
        bank = rng.choice("ABCDEFGHKLMNPRSTUVXZ") + bank[1:]
    bban = bank + "".join(str(rng.randrange(10)) for _ in range(n))
    number = "".join(str(int(c, 36)) for c in bban + country + "00")
    compact = f"{country}{98 - int(number) % 97:02d}{bban}"
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


def account(rng: random.Random) -> str:
    return "acct_" + str(rng.randrange(10_000_000, 99_999_999))


def order(rng: random.Random) -> str:
    return "ORD-" + str(rng.randrange(1_000_000, 9_999_999))


def ip(rng: random.Random, v6: bool) -> str:
    while True:
        if v6:
            groups = [0x2A02, rng.randrange(0x1000, 0xFFFF)] + [
                rng.randrange(0, 0xFFFF) for _ in range(6)
            ]
            addr = ipaddress.IPv6Address(":".join(f"{g:x}" for g in groups))
        else:
            addr = ipaddress.IPv4Address(rng.randrange(0x0B000000, 0xDF000000))
        if addr.is_global:
            return str(addr)


def email(rng: random.Random, given: str, sur: str, domains: tuple[str, ...]) -> str:
    g, s = fold(given).lower().replace(" ", ""), fold(sur).lower().replace(" ", "")
    s = s.replace("'", "")
    yy = rng.randrange(60, 100) if rng.random() < 0.7 else rng.randrange(0, 6)
    local = rng.choice(
        (f"{g}.{s}", f"{g[0]}.{s}{yy:02d}", f"{s}.{g}", f"{g}{s}{yy:02d}", f"{g}_{s}")
    )
    return f"{local}@{rng.choice(domains)}"


def login(rng: random.Random, given: str, sur: str) -> str:
    g, s = fold(given).lower().replace(" ", ""), fold(sur).lower().replace(" ", "")
    s = s.replace("'", "")
    return rng.choice((f"{g}.{s}", f"{g[0]}{s}", f"{g}{s[0]}{rng.randrange(1, 99)}", f"{s}_{g}"))
