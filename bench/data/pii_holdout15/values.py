"""Values: phones valid per `phonenumbers`, Luhn cards with real issuer prefixes, mod-97 IBANs,
e-mails built from romanised names, `acct_`/`ORD-` ids and public IPv4/IPv6 addresses."""

from __future__ import annotations

import re
import unicodedata

import phonenumbers
from phonenumbers import PhoneNumberFormat as F
from phonenumbers import PhoneNumberType as T

MOBILE_TYPES = (T.MOBILE, T.FIXED_LINE_OR_MOBILE)
LAND_TYPES = (T.FIXED_LINE, T.FIXED_LINE_OR_MOBILE)


def phone(region: str, kind: str, rng) -> phonenumbers.PhoneNumber:
    """A random number of ``kind`` (mobile/landline) that phonenumbers accepts for ``region``:
    the region's example number with its last digits redrawn until valid and of that type."""
    want = MOBILE_TYPES if kind == "mobile" else LAND_TYPES
    example = phonenumbers.example_number_for_type(
        region, T.MOBILE if kind == "mobile" else T.FIXED_LINE
    )
    nsn = str(example.national_number)
    keep = max(2, len(nsn) - 6)
    for _ in range(500):
        digits = nsn[:keep] + "".join(str(rng.randrange(10)) for _ in range(len(nsn) - keep))
        num = phonenumbers.parse("+" + str(example.country_code) + digits)
        if phonenumbers.is_valid_number_for_region(num, region) and (
            phonenumbers.number_type(num) in want
        ):
            return num
    raise ValueError((region, kind))


def double_zero_ok(region: str) -> bool:
    meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
    return bool(re.fullmatch(meta.international_prefix, "00"))


def fmt_phone(num, shape: str) -> str:
    nat = phonenumbers.format_number(num, F.NATIONAL)
    intl = phonenumbers.format_number(num, F.INTERNATIONAL)
    if shape == "national":
        return nat
    if shape == "international":
        return intl
    if shape == "e164":
        return phonenumbers.format_number(num, F.E164)
    if shape == "compact":
        return re.sub(r"\D", "", nat)
    if shape == "dashed":
        return re.sub(r"[ ()]+", "-", intl).strip("-")
    if shape == "dotted":
        return re.sub(r"[ \-()]+", ".", nat).strip(".")
    if shape == "rfc3966":
        return phonenumbers.format_number(num, F.RFC3966)
    if shape == "double_zero":
        return f"00{num.country_code} {num.national_number}"
    if shape == "wa_link":
        return f"wa.me/{num.country_code}{num.national_number}"
    raise ValueError(shape)


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


ISSUERS = {
    "visa": (["4"], 16),
    "mastercard": (["51", "53", "55", "2221", "2720", "2300"], 16),
    "amex": (["34", "37"], 15),
    "discover": (["6011", "644", "649"], 16),
    "jcb": (["3528", "3566", "3589"], 16),
    "unionpay": (["6214", "6228", "6250"], 16),
    "mir": (["2200", "2202", "2204"], 16),
    "rupay": (["6070", "6080", "6082"], 16),
}


def card(issuer: str, rng) -> str:
    prefixes, n = ISSUERS[issuer]
    p = rng.choice(prefixes)
    body = p + "".join(str(rng.randrange(10)) for _ in range(n - 1 - len(p)))
    digits = body + luhn_digit(body)
    style = rng.choice(["spaced", "spaced", "dashed", "plain"])
    if n == 15:
        groups = [digits[:4], digits[4:10], digits[10:]]
    else:
        groups = [digits[i : i + 4] for i in range(0, n, 4)]
    return {"spaced": " ".join(groups), "dashed": "-".join(groups), "plain": digits}[style]


IBAN_LEN = {"TR": 26, "PL": 28}


def iban(country: str, rng) -> str:
    n = IBAN_LEN[country] - 4
    if country == "TR":
        bban = "".join(str(rng.randrange(10)) for _ in range(5)) + "0"
        bban += "".join(str(rng.randrange(10)) for _ in range(n - 6))
    else:
        bban = "".join(str(rng.randrange(10)) for _ in range(n))
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    check = f"{98 - num % 97:02d}"
    compact = country + check + bban
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


def ascii_fold(text: str) -> str:
    text = text.replace("ı", "i").replace("ł", "l").replace("Ł", "L").replace("đ", "d")
    text = text.replace("Đ", "D").replace("ə", "e")
    norm = unicodedata.normalize("NFKD", text)
    return "".join(c for c in norm if not unicodedata.combining(c))


def slug(text: str) -> str:
    return re.sub(r"[^a-z]", "", ascii_fold(text).lower())


def email(given_r: str, sur_r: str, domain: str, rng) -> str:
    g, s = slug(given_r), slug(sur_r)
    y = rng.randrange(1968, 2004)
    pattern = rng.choice(
        ["{g}.{s}", "{g}{s}", "{i}.{s}", "{s}.{g}{yy}", "{g}{y}", "{g}_{s}", "{g}.{s}{n}"]
    )
    local = pattern.format(g=g, s=s, i=g[:1], y=y, yy=str(y)[2:], n=rng.randrange(2, 99))
    return f"{local}@{domain}"


def account(rng) -> str:
    return "acct_" + "".join(str(rng.randrange(10)) for _ in range(rng.choice([7, 8, 9])))


def order(rng) -> str:
    return "ORD-" + "".join(str(rng.randrange(10)) for _ in range(rng.choice([6, 7, 8])))


def swap_two(value: str, rng) -> str:
    """``value`` with two neighbouring, different digits swapped."""
    digits = [i for i, c in enumerate(value) if c.isdigit()]
    for _ in range(100):
        i = rng.choice(digits[:-1])
        if i + 1 in digits and value[i] != value[i + 1]:
            return value[:i] + value[i + 1] + value[i] + value[i + 2 :]
    raise ValueError(value)


def ip(rng) -> str:
    if rng.random() < 0.2:
        groups = [f"{rng.randrange(0x2400, 0x2A0F):x}"] + [
            f"{rng.randrange(1, 0xFFFF):x}" for _ in range(3)
        ]
        return ":".join(groups) + "::" + f"{rng.randrange(1, 0xFFFF):x}"
    first = rng.choice([27, 36, 49, 59, 78, 91, 103, 112, 116, 122, 154, 175, 188, 203])
    return f"{first}.{rng.randrange(1, 255)}.{rng.randrange(0, 255)}.{rng.randrange(1, 255)}"
