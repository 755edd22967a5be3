"""Values that are not names: phones (valid per ``phonenumbers`` for their region, in several
written shapes), cards (real issuer prefixes, Luhn check digit), IBANs (mod-97 check digits),
e-mail addresses and handles built from romanised names, ``acct_``/``ORD-`` ids, public IPs."""

from __future__ import annotations

import ipaddress
import random
import re
import unicodedata

import phonenumbers
from phonenumbers import PhoneNumberFormat as Fmt
from phonenumbers import PhoneNumberType as PType

# ---------------------------------------------------------------- phones

KINDS = {"mobile": PType.MOBILE, "landline": PType.FIXED_LINE}
# Where people write numbers these ways: "+44 (0)20 ..." in Britain, the Netherlands and
# Sweden; "06/12345678" in the Netherlands and Italy; digits in pairs where the national
# plan is read out two digits at a time.
PAREN_TRUNK = ("GB", "NL", "SE")
SLASHED = ("NL", "IT")
PAIRS = ("NL", "SE", "MG", "SN", "UA")


def draw_phone(rng: random.Random, region: str, kind: str) -> phonenumbers.PhoneNumber:
    """The region's example number of that type with its last digits redrawn until it is
    valid for the region and of that type."""
    example = phonenumbers.example_number_for_type(region, KINDS[kind])
    national = phonenumbers.national_significant_number(example)
    keep = max(2, len(national) - 6)
    for _ in range(500):
        tail = "".join(rng.choice("0123456789") for _ in range(len(national) - keep))
        number = phonenumbers.parse(f"+{example.country_code}{national[:keep]}{tail}", None)
        ok = phonenumbers.is_valid_number_for_region(number, region)
        if ok and phonenumbers.number_type(number) in (KINDS[kind], PType.FIXED_LINE_OR_MOBILE):
            return number
    raise RuntimeError(region)


def _national_digits(number: phonenumbers.PhoneNumber) -> str:
    return re.sub(r"\D", "", phonenumbers.format_number(number, Fmt.NATIONAL))


def format_phone(number: phonenumbers.PhoneNumber, shape: str, region: str) -> tuple[str, str]:
    """(value, shape) for one written shape; a shape the region does not use falls back to
    ``international``. Every value is checked valid for the region."""
    intl = phonenumbers.format_number(number, Fmt.INTERNATIONAL)
    nat = phonenumbers.format_number(number, Fmt.NATIONAL)
    digits = _national_digits(number)
    if shape == "national":
        value = nat
    elif shape == "e164":
        value = phonenumbers.format_number(number, Fmt.E164)
    elif shape == "compact":
        value = digits
    elif shape == "dashed":
        value = re.sub(r"[ ()]+", "-", intl).strip("-")
    elif shape == "slashed" and region in SLASHED:
        head = nat.split(" ", 1)[0]
        value = f"{head}/{digits[len(head) :]}"
    elif shape == "paren_trunk" and region in PAREN_TRUNK:
        cc, rest = intl.split(" ", 1)
        value = f"{cc} (0){rest}"
    elif shape == "pairs" and region in PAIRS and len(digits) % 2 == 0:
        value = " ".join(digits[i : i + 2] for i in range(0, len(digits), 2))
    elif shape in ("pairs", "slashed"):
        value, shape = nat, "national"
    else:
        value, shape = intl, "international"
    parsed = phonenumbers.parse(value, region)
    assert phonenumbers.is_valid_number_for_region(parsed, region), (value, region)
    assert parsed.national_number == number.national_number, (value, number)
    assert parsed.italian_leading_zero == number.italian_leading_zero, (value, number)
    return value, shape


# ---------------------------------------------------------------- cards and IBANs

ISSUERS = {
    "visa": (["4539", "4716", "4485", "4024"], 16),
    "mastercard": (["5412", "5274", "5525", "2223", "2718"], 16),
    "amex": (["3714", "3782", "3456"], 15),
    "discover": (["6011", "6445", "6500"], 16),
    "jcb": (["3530", "3566", "3589"], 16),
    "unionpay": (["6212", "6250", "6282"], 16),
    "rupay": (["6070", "6081", "6522"], 16),
}


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (1 if i % 2 else 2)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def card(rng: random.Random, issuer: str) -> str:
    prefixes, length = ISSUERS[issuer]
    if issuer == "rupay":
        prefixes = ["6070", "6081"]
    body = rng.choice(prefixes)
    body += "".join(rng.choice("0123456789") for _ in range(length - 1 - len(body)))
    digits = body + luhn_digit(body)
    if length == 15:
        return f"{digits[:4]} {digits[4:10]} {digits[10:]}"
    return " ".join(digits[i : i + 4] for i in range(0, 16, 4))


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def iban(rng: random.Random, country: str) -> str:
    """An IBAN of ``country`` with a BBAN of the country's length and real-looking bank
    codes, its check digits computed by mod 97, printed in groups of four."""
    if country == "GB":
        bban = rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + _digits(rng, 14)
    elif country == "IT":
        cin = rng.choice("ABCDEFGHIJKLMNPRSTUVWXYZ")
        bban = cin + rng.choice(["03069", "02008", "05034", "01030"]) + _digits(rng, 17)
    elif country == "NL":
        bban = rng.choice(["ABNA", "INGB", "RABO", "SNSB", "TRIO"]) + _digits(rng, 10)
    elif country == "SE":
        bban = rng.choice(["500", "800", "600", "300"]) + _digits(rng, 17)
    elif country == "UA":
        bban = rng.choice(["305299", "300335", "322001", "380805"]) + "00000" + _digits(rng, 14)
    else:
        raise ValueError(country)
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    compact = f"{country}{98 - int(numeric) % 97:02d}{bban}"
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


# ---------------------------------------------------------------- ids, IPs, e-mails


def account_id(rng: random.Random) -> str:
    return "acct_" + rng.choice("123456789") + _digits(rng, 7)


def order_id(rng: random.Random) -> str:
    return "ORD-" + rng.choice("123456789") + _digits(rng, 6)


def swap_neighbours(rng: random.Random, value: str) -> str:
    """The same id with two neighbouring, different digits swapped."""
    head = value.index("_") + 1 if "_" in value else value.index("-") + 1
    spots = [i for i in range(head, len(value) - 1) if value[i] != value[i + 1]]
    i = rng.choice(spots)
    return value[:i] + value[i + 1] + value[i] + value[i + 2 :]


def ipv4(rng: random.Random) -> str:
    while True:
        ip = ipaddress.IPv4Address(rng.randrange(1 << 24, 224 << 24))
        if ip.is_global:
            return str(ip)


def ipv6(rng: random.Random) -> str:
    while True:
        head = rng.choice(["2a02", "2a01", "2600", "2c0f", "2405", "2001"])
        groups = [head] + [f"{rng.randrange(1, 1 << 16):x}" for _ in range(7)]
        ip = ipaddress.IPv6Address(":".join(groups))
        if ip.is_global:
            return str(ip)


def ascii_fold(text: str) -> str:
    """Latin letters without their marks, as ASCII-only systems keep them."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def slug(text: str) -> str:
    return re.sub(r"[^a-z]", "", ascii_fold(text).lower())


def email(rng: random.Random, given_r: str, surname_r: str, domains: str) -> str:
    g, s = slug(given_r), slug(surname_r)
    local = rng.choice(
        [
            f"{g}.{s}",
            f"{g}{s}{rng.randrange(70, 100)}",
            f"{g[0]}{s}",
            f"{s}.{g}",
            f"{g}_{s[:3]}{rng.randrange(1, 30)}",
        ]
    )
    return f"{local}@{rng.choice(domains.split())}"


def handle(rng: random.Random, given_r: str, surname_r: str) -> str:
    g, s = slug(given_r), slug(surname_r)
    return rng.choice([f"{g}_{s[0]}{rng.randrange(10, 99)}", f"{g}{s[:4]}", f"{g[:4]}.{s}"])
