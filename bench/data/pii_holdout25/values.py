"""Values: phones and their written shapes, cards, IBANs, e-mails, logins, ids, IPs."""

from __future__ import annotations

import ipaddress
import unicodedata

import phonenumbers
from phonenumbers import PhoneNumberFormat as F
from phonenumbers import PhoneNumberType as T

KINDS = {
    "mobile": (T.MOBILE, (T.MOBILE, T.FIXED_LINE_OR_MOBILE)),
    "fixed": (T.FIXED_LINE, (T.FIXED_LINE, T.FIXED_LINE_OR_MOBILE)),
}


def draw_phone(rng, region: str, kind: str) -> phonenumbers.PhoneNumber:
    """The example number of the region and type, all but its first third redrawn until valid
    for the region and of that type."""
    ask, ok = KINDS[kind]
    example = phonenumbers.example_number_for_type(region, ask)
    nsn = phonenumbers.national_significant_number(example)
    keep = len(nsn) // 3
    for _ in range(10_000):
        digits = nsn[:keep] + "".join(rng.choice("0123456789") for _ in nsn[keep:])
        number = phonenumbers.parse(f"+{example.country_code}{digits}")
        if phonenumbers.is_valid_number_for_region(number, region):
            if phonenumbers.number_type(number) in ok:
                return number
    raise AssertionError((region, kind))


def phone_text(number: phonenumbers.PhoneNumber, shape: str, region: str) -> str:
    """One written shape of ``number``, parsed back and checked equal and valid."""
    if shape == "national":
        text = phonenumbers.format_number(number, F.NATIONAL)
    elif shape == "international":
        text = phonenumbers.format_number(number, F.INTERNATIONAL)
    elif shape == "e164":
        text = phonenumbers.format_number(number, F.E164)
    elif shape == "intl_slashed":
        intl = phonenumbers.format_number(number, F.INTERNATIONAL)
        text = "/".join(intl.replace("-", " ").split())
    else:
        raise ValueError(shape)
    back = phonenumbers.parse(text, region)
    assert phonenumbers.is_valid_number_for_region(back, region), (text, region)
    assert back.country_code == number.country_code, text
    assert back.national_number == number.national_number, text
    return text


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


ISSUERS = {
    "visa": (("4",), 16),
    "mastercard": (("51", "52", "53", "54", "55"), 16),
    "mastercard2": (("2221", "2305", "2410", "2519", "2630", "2720"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011", "65"), 16),
    "jcb": (("3528", "3540", "3566", "3589"), 16),
    "unionpay": (("6212", "6228", "6259"), 16),
}


def draw_card(rng, issuer: str) -> str:
    prefixes, length = ISSUERS[issuer]
    body = rng.choice(prefixes)
    while len(body) < length - 1:
        body += rng.choice("0123456789")
    return body + luhn_digit(body)


def card_grouped(digits: str) -> str:
    if len(digits) == 15:
        return f"{digits[:4]} {digits[4:10]} {digits[10:]}"
    return " ".join(digits[i : i + 4] for i in range(0, len(digits), 4))


def _iban_check(country: str, bban: str) -> str:
    number = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{98 - int(number) % 97:02d}"


def _es_dc(digits: str) -> str:
    weights = (1, 2, 4, 8, 5, 10, 9, 7, 3, 6)
    d = 11 - sum(int(a) * w for a, w in zip(digits, weights, strict=True)) % 11
    return str({11: 0, 10: 1}.get(d, d))


def draw_iban(rng, country: str) -> str:
    """A compact IBAN with a bank code typed by hand and mod-97 check digits."""
    num = lambda n: "".join(rng.choice("0123456789") for _ in range(n))  # noqa: E731
    if country == "FI":
        bban = "5" + rng.choice(("72", "43", "19")) + num(11)
    elif country == "ES":
        bank, branch, account = "2048", "00" + num(2), num(10)
        bban = bank + branch + _es_dc("00" + bank + branch) + _es_dc(account) + account
    elif country == "PK":
        bban = rng.choice(("HABB", "MUCB", "UNIL")) + num(16)
    elif country == "BY":
        bban = rng.choice(("BPSB", "AKBB", "BLBB")) + "3014" + num(16)
    elif country == "IQ":
        bban = rng.choice(("NBIQ", "RAFB")) + "850" + num(12)
    else:
        raise ValueError(country)
    return country + _iban_check(country, bban) + bban


def iban_grouped(compact: str) -> str:
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


FOLD = {"ß": "ss", "ø": "o", "ł": "l", "đ": "d", "ʼ": "", "'": ""}


def fold(text: str) -> str:
    """ASCII-folded form of a romanised name."""
    text = "".join(FOLD.get(c, c) for c in text)
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c) and ord(c) < 128)


def draw_email(rng, given: str, surname: str, domains: tuple[str, ...]) -> str:
    g, s = fold(given).lower().replace(" ", ""), fold(surname).lower().replace(" ", "")
    shapes = (
        f"{g}.{s}",
        f"{g}{s}{rng.randint(10, 99)}",
        f"{g[0]}.{s}",
        f"{g}_{s}",
        f"{s}.{g}{rng.randint(1, 9)}",
    )
    return f"{rng.choice(shapes)}@{rng.choice(domains)}"


def draw_login(rng, given: str, surname: str) -> str:
    g, s = fold(given).lower(), fold(surname).lower()
    return rng.choice((f"{g}{s[0]}{rng.randint(10, 99)}", f"{g[0]}{s}", f"{g}_{s[:3]}"))


def draw_id(rng, prefix: str, lo: int, hi: int) -> str:
    n = rng.randint(lo, hi)
    return prefix + str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(n - 1))


def draw_ip(rng, v6: bool) -> str:
    while True:
        if v6:
            head = rng.choice(("2a02", "2a01", "2c0f", "2401", "2405", "2001:4860"))
            groups = head.split(":") + [f"{rng.randint(0, 0xFFFF):x}" for _ in range(2)]
            addr = ipaddress.ip_address(":".join(groups) + "::" + f"{rng.randint(1, 0xFFF):x}")
        else:
            addr = ipaddress.ip_address(".".join(str(rng.randint(1, 254)) for _ in range(4)))
        if addr.is_global and not addr.is_multicast:
            return str(addr)
