"""Values: phones (example numbers redrawn until valid) and their written shapes, Luhn cards
in real issuer ranges, IBANs with mod-97 check digits, e-mails and logins built from names,
ids and public IP addresses. Every draw goes through the ``random.Random`` passed in."""

from __future__ import annotations

import ipaddress
import random
import unicodedata

import phonenumbers
from phonenumbers import PhoneNumberFormat as F
from phonenumbers import PhoneNumberType as T

TYPES = {"mobile": T.MOBILE, "landline": T.FIXED_LINE}


def draw_phone(rng: random.Random, region: str, kind: str) -> phonenumbers.PhoneNumber:
    """The region's example number of the type, its first third kept and the rest redrawn
    until ``phonenumbers`` says it is valid for the region and of that type."""
    want = TYPES[kind]
    example = phonenumbers.example_number_for_type(region, want)
    nsn = phonenumbers.national_significant_number(example)
    keep = max(1, len(nsn) // 3)
    for _ in range(10000):
        digits = nsn[:keep] + "".join(rng.choice("0123456789") for _ in nsn[keep:])
        num = phonenumbers.parse("+" + str(example.country_code) + digits, None)
        kind_ok = phonenumbers.number_type(num) in (want, T.FIXED_LINE_OR_MOBILE)
        if phonenumbers.is_valid_number_for_region(num, region) and kind_ok:
            return num
    raise RuntimeError(region)


def phone_shape(num: phonenumbers.PhoneNumber, region: str, shape: str) -> str:
    """One written shape of ``num``, parsed back and checked equal and valid for the region.
    ``cc_split``: the country code with a plus, a space, then the national significant number
    in one block (as some CRMs store it)."""
    if shape == "national":
        out = phonenumbers.format_number(num, F.NATIONAL)
    elif shape == "international":
        out = phonenumbers.format_number(num, F.INTERNATIONAL)
    elif shape == "e164":
        out = phonenumbers.format_number(num, F.E164)
    elif shape == "cc_split":
        out = f"+{num.country_code} {phonenumbers.national_significant_number(num)}"
    else:
        raise ValueError(shape)
    back = phonenumbers.parse(out, region)
    assert back == num and phonenumbers.is_valid_number_for_region(back, region), (out, region)
    return out


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


ISSUER_PREFIXES = {
    "visa": (("4",), 16),
    "mastercard": (("51", "53", "55"), 16),
    "mastercard2": (("2221", "2367", "2720"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011", "65"), 16),
    "jcb": (("3528", "3566"), 16),
    "unionpay": (("6212", "6250"), 16),
    "rupay": (("6070", "6080"), 16),
    "mir": (("2200", "2202"), 16),
}


def draw_card(rng: random.Random, issuer: str) -> str:
    prefixes, length = ISSUER_PREFIXES[issuer]
    body = rng.choice(prefixes)
    body += "".join(rng.choice("0123456789") for _ in range(length - 1 - len(body)))
    return body + luhn_digit(body)


def card_grouped(digits: str) -> str:
    if len(digits) == 15:
        return f"{digits[:4]} {digits[4:10]} {digits[10:]}"
    return " ".join(digits[i : i + 4] for i in range(0, 16, 4))


def _mod97(s: str) -> int:
    return int("".join(str(int(c, 36)) for c in s)) % 97


def _cin(abi_cab_acct: str) -> str:
    """The Italian CIN check letter over ABI, CAB and account (the odd/even tables)."""
    odd = [
        1,
        0,
        5,
        7,
        9,
        13,
        15,
        17,
        19,
        21,
        2,
        4,
        18,
        20,
        11,
        3,
        6,
        8,
        12,
        14,
        16,
        10,
        22,
        25,
        24,
        23,
    ]
    total = 0
    for i, ch in enumerate(abi_cab_acct):
        v = int(ch) if ch.isdigit() else ord(ch) - 65
        total += odd[v] if i % 2 == 0 else v
    return chr(65 + total % 26)


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def draw_iban(rng: random.Random, country: str) -> str:
    """A compact IBAN; banks typed by hand, the rest drawn; French RIB key and Italian CIN
    computed."""
    if country == "AT":
        bban = "20111" + _digits(rng, 11)
    elif country == "BR":
        bban = "00360305" + _digits(rng, 5) + _digits(rng, 10) + "C1"
    elif country == "IR":
        bban = "0170000000" + _digits(rng, 12)
    elif country == "FR":
        bank, branch, acct = "20041", "01005", _digits(rng, 11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        bban = bank + branch + acct + f"{key:02d}"
    elif country == "IT":
        rest = "01015" + "04800" + _digits(rng, 12)
        bban = _cin(rest) + rest
    else:
        raise ValueError(country)
    check = 98 - _mod97(bban + country + "00")
    out = f"{country}{check:02d}{bban}"
    assert _mod97(out[4:] + out[:4]) == 1
    return out


def iban_grouped(iban: str) -> str:
    return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))


def fold(s: str) -> str:
    """ASCII-folded: accents dropped."""
    s = s.replace("ß", "ss").replace("ɛ", "e").replace("ɔ", "o")
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


DOMAINS = ("mailbox.example", "inbox.example", "post.example", "webmail.example")


def email_for(rng: random.Random, given: str, surname: str) -> str:
    g, s = fold(given).lower().replace(" ", ""), fold(surname).lower().replace(" ", "")
    style = rng.randrange(3)
    local = (f"{g}.{s}", f"{g[0]}{s}{rng.randrange(10, 99)}", f"{s}.{g}")[style]
    return f"{local}@{rng.choice(DOMAINS)}"


def login_for(rng: random.Random, given: str, surname: str) -> str:
    g, s = fold(given).lower().replace(" ", ""), fold(surname).lower().replace(" ", "")
    return (f"{g}_{s}", f"{g}{s[:3]}{rng.randrange(1, 99)}", f"{s}.{g[0]}")[rng.randrange(3)]


def acct(rng: random.Random) -> str:
    return f"acct_{rng.randrange(1000000, 9999999)}"


def order(rng: random.Random) -> str:
    return f"ORD-{rng.randrange(100000, 999999)}"


def public_ip(rng: random.Random, v6: bool) -> str:
    while True:
        if v6:
            ip = ipaddress.IPv6Address((0x2 << 124) | rng.getrandbits(124) >> 4 << 4 | 1)
        else:
            ip = ipaddress.IPv4Address(rng.getrandbits(32))
        if ip.is_global and not ip.is_multicast and not ip.is_reserved:
            return str(ip)
