"""Phones (drawn from phonenumbers' example numbers, redrawn until valid, every written shape
parsed back), Luhn cards in real issuer ranges, mod-97 IBANs, e-mails, logins, ids, IPs."""

from __future__ import annotations

import ipaddress
import random
import unicodedata

import phonenumbers
from phonenumbers import PhoneNumberFormat as F
from phonenumbers import PhoneNumberType as T

KINDS = {"mobile": T.MOBILE, "landline": T.FIXED_LINE}


def draw_phone(rng: random.Random, region: str, kind: str) -> phonenumbers.PhoneNumber:
    """The example number of ``region`` and ``kind`` with all but its first third redrawn until
    phonenumbers says it is valid for the region and of that type."""
    example = phonenumbers.example_number_for_type(region, KINDS[kind])
    nsn = phonenumbers.national_significant_number(example)
    keep = max(1, len(nsn) // 3)
    for _ in range(2000):
        digits = nsn[:keep] + "".join(rng.choice("0123456789") for _ in nsn[keep:])
        number = phonenumbers.parse("+" + str(example.country_code) + digits, None)
        # where the metadata cannot tell a landline from a mobile, both ranges count
        types = (KINDS[kind], T.FIXED_LINE_OR_MOBILE)
        if phonenumbers.is_valid_number_for_region(number, region) and (
            phonenumbers.number_type(number) in types
        ):
            return number
    raise AssertionError((region, kind))


def phone_text(number: phonenumbers.PhoneNumber, region: str, shape: str) -> str:
    """``number`` written in ``shape`` (national, international, e164, intl_dotted), parsed back
    and checked to be the same valid number."""
    intl = phonenumbers.format_number(number, F.INTERNATIONAL)
    if shape == "national":
        text = phonenumbers.format_number(number, F.NATIONAL)
    elif shape == "international":
        text = intl
    elif shape == "e164":
        text = phonenumbers.format_number(number, F.E164)
    elif shape == "intl_dotted":
        # every group of the international form joined by dots, as some CRMs and forms store it
        text = "+" + ".".join(intl[1:].replace("-", " ").split())
    else:
        raise ValueError(shape)
    back = phonenumbers.parse(text, region)
    assert back == number and phonenumbers.is_valid_number_for_region(back, region), text
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
    "mastercard2": (("2221", "2320", "2450", "2591", "2720"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011", "65"), 16),
    "jcb": (("3528", "3540", "3566", "3589"), 16),
    "unionpay": (("6212", "6228", "6250"), 16),
}


def draw_card(rng: random.Random, issuer: str) -> str:
    prefixes, length = ISSUERS[issuer]
    body = rng.choice(prefixes)
    while len(body) < length - 1:
        body += rng.choice("0123456789")
    return body + luhn_digit(body)


def group_card(card: str) -> str:
    if len(card) == 15:
        return f"{card[:4]} {card[4:10]} {card[10:]}"
    return " ".join(card[i : i + 4] for i in range(0, len(card), 4))


# country -> (length of the BBAN, a bank code typed by hand that starts it)
IBAN_BBAN = {
    "EG": (25, "00190005"),
    "IL": (19, "010800"),
    "ES": (20, "21000418"),
    "CH": (17, "00762"),
    "FR": (23, "3000600001"),
}


def draw_iban(rng: random.Random, country: str) -> str:
    length, bank = IBAN_BBAN[country]
    bban = bank + "".join(rng.choice("0123456789") for _ in range(length - len(bank)))
    number = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    return f"{country}{98 - number % 97:02d}{bban}"


def group_iban(iban: str) -> str:
    return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))


def fold(text: str) -> str:
    """ASCII-folded: diacritics dropped, spaces, apostrophes and hyphens removed."""
    table = {"ɣ": "gh", "ɛ": "e", "ɔ": "o", "ŋ": "ng", "ɖ": "d", "ƒ": "f", "ʋ": "v", "ε": "e"}
    text = "".join(table.get(c, c) for c in text)
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if c.isascii() and c.isalnum())


DOMAINS = ("gmail.com", "outlook.com", "yahoo.com", "proton.me", "hotmail.com")


def draw_email(rng: random.Random, given: str, surname: str) -> str:
    g, s = fold(given).lower(), fold(surname).lower()
    local = rng.choice((f"{g}.{s}", f"{g}{s}{rng.randint(1, 99)}", f"{g[0]}{s}", f"{g}_{s}"))
    return f"{local}@{rng.choice(DOMAINS)}"


def draw_login(rng: random.Random, given: str, surname: str) -> str:
    g, s = fold(given).lower(), fold(surname).lower()
    return rng.choice((f"{g}.{s}", f"{g}{s[0]}", f"{g}_{s}{rng.randint(1, 9)}"))


def draw_account(rng: random.Random) -> str:
    return "acct_" + str(rng.randint(10**7, 10**8 - 1))


def draw_order(rng: random.Random) -> str:
    return "ORD-" + str(rng.randint(10**6, 10**7 - 1))


def draw_ip(rng: random.Random, v6: bool) -> str:
    while True:
        if v6:
            groups = ["2a0" + rng.choice("0123456789abcdef")] + [
                f"{rng.randint(0, 0xFFFF):x}" for _ in range(3)
            ]
            ip = ipaddress.ip_address(":".join(groups) + "::" + f"{rng.randint(1, 0xFFFF):x}")
        else:
            ip = ipaddress.ip_address(".".join(str(rng.randint(1, 223)) for _ in range(4)))
        if ip.is_global and not ip.is_multicast:
            return str(ip)
