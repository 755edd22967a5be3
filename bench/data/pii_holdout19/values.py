"""Values of exam 19: phones and their written shapes, cards, IBANs, e-mails, handles, ids, IPs.

Every draw goes through the ``random.Random`` it is given; nothing here iterates a set."""

from __future__ import annotations

import ipaddress
import random
import re
import unicodedata

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType

KINDS = {"mobile": PhoneNumberType.MOBILE, "landline": PhoneNumberType.FIXED_LINE}
EITHER = PhoneNumberType.FIXED_LINE_OR_MOBILE
# US numbers are Hawaii's (area code 808); the exchange never starts 0, 1 or 555.
HAWAII = "808"


# Leading digits used instead of the example number's where it reads oddly (Bulgarian mobiles
# start 87-89 in practice; the example's 43 is valid by metadata but rare).
LEADS = {("BG", "mobile"): ("88", 9)}


def _draw_nsn(rng: random.Random, region: str, kind: str) -> str:
    if region == "US":
        return HAWAII + str(rng.randint(2, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(6))
    example = phonenumbers.example_number_for_type(region, KINDS[kind])
    nsn = phonenumbers.national_significant_number(example)
    keep = max(1, len(nsn) // 3)
    lead, size = LEADS.get((region, kind), (nsn[:keep], len(nsn)))
    return lead + "".join(str(rng.randint(0, 9)) for _ in range(size - len(lead)))


def phone(rng: random.Random, region: str, kind: str) -> phonenumbers.PhoneNumber:
    """A number valid for ``region`` and of ``kind`` (mobile or landline) per phonenumbers."""
    code = phonenumbers.country_code_for_region(region)
    for _ in range(2000):
        nsn = _draw_nsn(rng, region, kind)
        if region == "US" and nsn[3:6] == "555":
            continue
        number = phonenumbers.parse(f"+{code}{nsn}", region)
        kind_ok = phonenumbers.number_type(number) in (KINDS[kind], EITHER)
        if phonenumbers.is_valid_number_for_region(number, region) and kind_ok:
            return number
    raise AssertionError((region, kind))


PHONE_SHAPES = ("national", "international", "e164", "en_dash", "plus_space")


def write_phone(number: phonenumbers.PhoneNumber, shape: str) -> str:
    """``number`` written in ``shape``; parsed back, it must be the same valid number."""
    intl = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    if shape == "national":
        text = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
    elif shape == "international":
        text = intl
    elif shape == "e164":
        text = phonenumbers.format_number(number, PhoneNumberFormat.E164)
    elif shape == "en_dash":  # pasted from a word processor: en dashes between the groups
        text = intl.replace(" ", "\u2013").replace("-", "\u2013")
    elif shape == "plus_space":  # typed with a space after the plus
        text = "+ " + intl[1:]
    else:
        raise ValueError(shape)
    region = phonenumbers.region_code_for_number(number)
    back = phonenumbers.parse(text, region)
    assert phonenumbers.is_valid_number_for_region(back, region), text
    assert back.national_number == number.national_number, text
    return text


# Real issuer prefixes (IIN ranges); the rest is drawn and a Luhn digit appended.
ISSUERS = {
    "visa": (("4539", "4716", "4024", "4917", "4556"), 16),
    "mastercard": (("5425", "5312", "5199", "2223", "2720"), 16),
    "amex": (("3714", "3787", "3400", "3469"), 15),
    "discover": (("6011", "6500", "6445", "6559"), 16),
    "jcb": (("3530", "3566", "3589"), 16),
    "unionpay": (("6212", "6228", "6250"), 16),
}


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def card(rng: random.Random, issuer: str, style: str) -> str:
    prefixes, length = ISSUERS[issuer]
    body = rng.choice(prefixes)
    body += "".join(str(rng.randint(0, 9)) for _ in range(length - 1 - len(body)))
    digits = body + luhn_digit(body)
    groups = (4, 6, 5) if length == 15 else (4, 4, 4, 4)
    parts, i = [], 0
    for g in groups:
        parts.append(digits[i : i + g])
        i += g
    return {"spaced": " ".join(parts), "dashed": "-".join(parts), "compact": digits}[style]


# BBAN layouts: (kind, count) with n = digits, a = capital letters, c = either; fixed bank codes.
IBAN_LAYOUTS = {
    "GR": (("0110125", ""), (("n", 16),)),
    "HU": (("1170007", ""), (("n", 17),)),
    "FI": (("4055", ""), (("n", 10),)),
    "RO": (("BTRL", ""), (("c", 16),)),
    "BG": (("STSA", "9300"), (("n", 10),)),
    "PK": (("HABB", ""), (("n", 16),)),
}
ALNUM = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def iban(rng: random.Random, country: str) -> str:
    (bank, branch), tail = IBAN_LAYOUTS[country]
    bban = bank + branch
    for kind, count in tail:
        pool = "0123456789" if kind == "n" else ALNUM
        bban += "".join(rng.choice(pool) for _ in range(count))
    moved = bban + country + "00"
    number = int("".join(str(int(c, 36)) for c in moved))
    check = f"{98 - number % 97:02d}"
    compact = country + check + bban
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


def ascii_fold(text: str) -> str:
    """Latin letters without their marks (ʻokina and apostrophes dropped), lower case."""
    text = text.replace("\u02bb", "").replace("'", "").replace("\u2019", "")
    text = text.replace("đ", "d").replace("ŧ", "t").replace("ŋ", "n").replace("ß", "ss")
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c)).lower()


def email(rng: random.Random, given: str, surname: str, domains: tuple[str, ...]) -> str:
    g, s = ascii_fold(given).replace(" ", ""), ascii_fold(surname).replace(" ", "")
    local = rng.choice(
        (f"{g}.{s}", f"{g}{s}", f"{g[0]}.{s}", f"{g}.{s}{rng.randint(70, 99)}", f"{s}.{g}")
    )
    return f"{local}@{rng.choice(domains)}"


def handle(rng: random.Random, given: str, surname: str) -> str:
    g, s = ascii_fold(given).replace(" ", ""), ascii_fold(surname).replace(" ", "")
    return rng.choice((f"{g}_{s[:3]}", f"{g}.{s}{rng.randint(1, 99)}", f"{s}{g[0]}", f"{g}{s[0]}x"))


def account_id(rng: random.Random) -> str:
    return "acct_" + str(rng.randint(10_000_000, 99_999_999))


def order_id(rng: random.Random) -> str:
    return "ORD-" + str(rng.randint(1_000_000, 9_999_999))


def swapped(rng: random.Random, value: str) -> str:
    """``value`` with two neighbouring, different digits of its number swapped."""
    head, digits = re.fullmatch(r"(\D+)(\d+)", value).groups()
    spots = [i for i in range(len(digits) - 1) if digits[i] != digits[i + 1]]
    i = rng.choice(spots)
    return head + digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]


V4_FIRST = (31, 37, 46, 62, 77, 79, 81, 85, 86, 89, 91, 94, 102, 105, 151, 176, 178, 185, 188, 212)


def ip(rng: random.Random, v6: bool) -> str:
    while True:
        if v6:
            head = rng.choice(("2a02", "2a01", "2001:4860", "2a00", "2600", "2c0f", "2405"))
            n = 8 - head.count(":") - 1
            groups = [f"{rng.randint(0, 0xFFFF):x}" for _ in range(n)]
            addr = ipaddress.ip_address(":".join([head, *groups]))
        else:
            octets = [rng.choice(V4_FIRST)] + [rng.randint(1, 254) for _ in range(3)]
            addr = ipaddress.ip_address(".".join(map(str, octets)))
        if addr.is_global:
            return str(addr)
