"""Phones (kept only when ``phonenumbers`` says valid for the region and of the intended type),
cards (real issuer prefixes, Luhn), IBANs (mod 97), e-mails built from romanised names, ids and
IP addresses. Every draw goes through the caller's seeded ``random.Random``."""

from __future__ import annotations

import random
import unicodedata

import phonenumbers
from phonenumbers import PhoneNumberFormat as F
from phonenumbers import PhoneNumberType as T

from .places import gu_digits

REGION = {
    "en_US": "US",
    "en_IN": "IN",
    "es_MX": "MX",
    "fr_CA": "CA",
    "de_AT": "AT",
    "pt_BR": "BR",
    "ja_JP": "JP",
    "ko_KR": "KR",
    "tr_TR": "TR",
    "gu_IN": "IN",
    "si_LK": "LK",
    "ha_NG": "NG",
    "qu_PE": "PE",
    "fo_FO": "FO",
    "tg_TJ": "TJ",
}

# national significant number prefixes and total NSN length, per region and kind
PREFIXES = {
    "US": {
        "mobile": (["808", "614", "520", "404", "720", "505"], 10),
        "landline": (["808", "614", "404"], 10),
    },
    "IN": {
        "mobile": (["98", "97", "99", "94", "88", "70", "63"], 10),
        "landline": (["79", "80", "22", "261"], 10),
    },
    "MX": {"mobile": (["55", "33", "81", "999", "951"], 10), "landline": (["55", "33", "81"], 10)},
    "CA": {
        "mobile": (["514", "418", "819", "438", "450"], 10),
        "landline": (["514", "418", "819"], 10),
    },
    "AT": {
        "mobile": (["664", "676", "650", "699", "660"], 10),
        "landline": (["1", "316", "732"], 9),
    },
    "BR": {
        "mobile": (["119", "219", "719", "819", "419", "319"], 11),
        "landline": (["113", "213", "313", "513"], 10),
    },
    "JP": {"mobile": (["90", "80", "70"], 10), "landline": (["3", "6", "52", "92"], 9)},
    "KR": {"mobile": (["10"], 10), "landline": (["2", "51", "53", "32"], 9)},
    "TR": {
        "mobile": (["532", "533", "542", "505", "555", "544"], 10),
        "landline": (["212", "216", "312", "232"], 10),
    },
    "LK": {"mobile": (["77", "71", "76", "70", "75"], 9), "landline": (["11", "81", "91"], 9)},
    "NG": {
        "mobile": (["803", "806", "813", "703", "805", "810", "902"], 10),
        "landline": (["803", "806", "813", "703", "805", "810", "902"], 10),
    },
    "PE": {"mobile": (["9"], 9), "landline": (["84", "51", "66"], 8)},
    "FO": {"mobile": (["2", "5", "7", "9"], 6), "landline": (["3", "4", "6"], 6)},
    "TJ": {"mobile": (["93", "92", "90", "98", "88", "55"], 9), "landline": (["37", "3422"], 9)},
}

MOBILE_OK = {T.MOBILE, T.FIXED_LINE_OR_MOBILE}
LANDLINE_OK = {T.FIXED_LINE, T.FIXED_LINE_OR_MOBILE}


def phone_number(region: str, kind: str, rng: random.Random) -> phonenumbers.PhoneNumber:
    prefixes, length = PREFIXES[region][kind]
    ok = MOBILE_OK if kind == "mobile" or region == "NG" else LANDLINE_OK
    for _ in range(500):
        p = rng.choice(prefixes)
        nsn = p + "".join(str(rng.randint(0, 9)) for _ in range(length - len(p)))
        if region in ("US", "CA") and (nsn[3] in "01" or nsn[3:6] == "555"):
            continue
        n = phonenumbers.parse("+" + str(phonenumbers.country_code_for_region(region)) + nsn)
        if phonenumbers.is_valid_number_for_region(n, region) and phonenumbers.number_type(n) in ok:
            return n
    raise RuntimeError((region, kind))


def _digits_only(s: str) -> str:
    return "".join(c for c in s if c.isdigit())


def fmt_phone(n: phonenumbers.PhoneNumber, shape: str, region: str) -> str:
    nat = phonenumbers.format_number(n, F.NATIONAL)
    intl = phonenumbers.format_number(n, F.INTERNATIONAL)
    nsn = phonenumbers.national_significant_number(n)
    cc = str(n.country_code)
    if shape == "national":
        return nat
    if shape == "international":
        return intl
    if shape == "e164":
        return phonenumbers.format_number(n, F.E164)
    if shape == "rfc3966":
        return phonenumbers.format_number(n, F.RFC3966)
    if shape == "compact":
        return _digits_only(nat) if region not in ("US", "CA") else nsn
    if shape in ("dashed", "dotted", "spaced"):
        groups = intl.split(" ", 1)[1].replace("-", " ").split()
        trunk = _digits_only(nat)[: len(_digits_only(nat)) - len(nsn)]
        if trunk:
            groups[0] = trunk + groups[0]
        sep = {"dashed": "-", "dotted": ".", "spaced": " "}[shape]
        return sep.join(groups)
    if shape == "double_zero":
        return "00" + intl[1:]
    if shape == "plus_zero":  # "+43 (0)664 1234567": the trunk zero kept in brackets
        rest = intl.split(" ", 1)[1]
        return f"+{cc} (0){rest}"
    if shape == "paren_area":
        if region == "TR":  # 0 (532) 123 45 67
            return f"0 ({nsn[:3]}) {nsn[3:6]} {nsn[6:8]} {nsn[8:]}"
        if region == "BR":  # +55 (11) 98765-4321
            return f"+55 ({nsn[:2]}) {nsn[2:-4]}-{nsn[-4:]}"
        if region in ("US", "CA"):  # +1 (808) 521-4433
            return f"+1 ({nsn[:3]}) {nsn[3:6]}-{nsn[6:]}"
        if region == "PE":  # (084) 23 4567
            return f"(0{nsn[:2]}) {nsn[2:4]} {nsn[4:]}"
        return nat
    if shape == "native_digits":  # Gujarati digits, national grouping
        return gu_digits(nat)
    raise KeyError(shape)


def phone(region: str, kind: str, shape: str, rng: random.Random) -> str:
    n = phone_number(region, kind, rng)
    value = fmt_phone(n, shape, region)
    check = phonenumbers.parse(value, region)
    assert phonenumbers.is_valid_number_for_region(check, region), (value, region)
    return value


# ---------------------------------------------------------------- cards
ISSUERS = {
    "visa": (["4", "4539", "4916", "4024"], 16),
    "mastercard": (["51", "53", "55", "2221", "2720", "2300"], 16),
    "amex": (["34", "37"], 15),
    "discover": (["6011", "65", "644"], 16),
    "jcb": (["3528", "3530", "3566", "3589"], 16),
    "unionpay": (["6210", "6228", "6250", "6282"], 16),
    "rupay": (["6070", "6071", "6080", "6085"], 16),
}


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def card(issuer: str, style: str, rng: random.Random) -> str:
    prefixes, length = ISSUERS[issuer]
    body = rng.choice(prefixes)
    body += "".join(str(rng.randint(0, 9)) for _ in range(length - 1 - len(body)))
    num = body + luhn_digit(body)
    if style == "compact":
        return num
    sep = "-" if style == "dashed" else " "
    if length == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i : i + 4] for i in range(0, 16, 4))


# ---------------------------------------------------------------- IBANs
def _rand_digits(n: int, rng: random.Random) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def iban(country: str, rng: random.Random, grouped: bool = True) -> str:
    if country == "AT":
        bban = rng.choice(["12000", "20111", "32000", "14000", "60000"]) + _rand_digits(11, rng)
    elif country == "TR":
        bban = (
            rng.choice(["00010", "00062", "00064", "00046", "00067"]) + "0" + _rand_digits(16, rng)
        )
    elif country == "BR":
        bank = rng.choice(["00000000", "00360305", "60701190", "60746948", "90400888"])
        bban = bank + _rand_digits(5, rng) + _rand_digits(10, rng) + rng.choice("CP") + "1"
    elif country == "FO":
        bban = rng.choice(["6460", "9181", "7560", "9865"]) + _rand_digits(10, rng)
    else:
        raise KeyError(country)
    num = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = f"{98 - int(num) % 97:02d}"
    value = country + check + bban
    if grouped:
        value = " ".join(value[i : i + 4] for i in range(0, len(value), 4))
    return value


# ---------------------------------------------------------------- e-mails, ids, IPs
FOLD = str.maketrans(
    {
        "ð": "d",
        "Ð": "D",
        "ø": "o",
        "Ø": "O",
        "æ": "ae",
        "ı": "i",
        "ɗ": "d",
        "Ɗ": "D",
        "ƙ": "k",
        "Ƙ": "K",
        "ɓ": "b",
        "Ɓ": "B",
        "ß": "ss",
        "'": "",
        "’": "",
    }
)


def ascii_fold(s: str) -> str:
    s = unicodedata.normalize("NFKD", s.translate(FOLD))
    return "".join(c for c in s if c.isascii() and (c.isalnum() or c in " -.")).strip()


DOMAINS = {
    "en_US": "gmail.com;yahoo.com;hawaiiantel.net;outlook.com;icloud.com;aol.com",
    "en_IN": "gmail.com;rediffmail.com;yahoo.co.in;outlook.com",
    "es_MX": "gmail.com;hotmail.com;yahoo.com.mx;outlook.com;prodigy.net.mx",
    "fr_CA": "videotron.ca;gmail.com;hotmail.ca;sympatico.ca;outlook.com",
    "de_AT": "gmx.at;aon.at;chello.at;gmail.com;a1.net",
    "pt_BR": "gmail.com;uol.com.br;bol.com.br;hotmail.com;terra.com.br",
    "ja_JP": "docomo.ne.jp;ezweb.ne.jp;gmail.com;yahoo.co.jp;icloud.com",
    "ko_KR": "naver.com;daum.net;hanmail.net;gmail.com;kakao.com",
    "tr_TR": "gmail.com;hotmail.com;yandex.com.tr;outlook.com",
    "gu_IN": "gmail.com;yahoo.co.in;rediffmail.com",
    "si_LK": "gmail.com;sltnet.lk;yahoo.com",
    "ha_NG": "gmail.com;yahoo.com;hotmail.com",
    "qu_PE": "hotmail.com;gmail.com;yahoo.es",
    "fo_FO": "olivant.fo;gmail.com;hotmail.com;nema.fo",
    "tg_TJ": "mail.ru;gmail.com;inbox.ru;tajnet.tj",
}


def email(
    locale: str,
    given_roman: str,
    surname_roman: str,
    rng: random.Random,
    pattern: int | None = None,
) -> str:
    g = ascii_fold(given_roman).lower().replace(" ", "").replace("-", "")
    s = ascii_fold(surname_roman).lower().replace(" ", "").replace("-", "")
    year = rng.randint(1968, 2006)
    pats = [
        f"{g}.{s}",
        f"{g[0]}.{s}",
        f"{s}.{g}",
        f"{g}_{s}",
        f"{g}{year}",
        f"{s}{year % 100:02d}",
        f"{g}.{s}{rng.randint(1, 99)}",
        f"{g}{s[0]}",
    ]
    local = pats[pattern if pattern is not None else rng.randrange(len(pats))]
    return f"{local}@{rng.choice(DOMAINS[locale].split(';'))}"


def account_id(rng: random.Random) -> str:
    return "acct_" + str(rng.randint(1, 9)) + _rand_digits(rng.randint(5, 9), rng)


def order_id(rng: random.Random) -> str:
    return "ORD-" + str(rng.randint(1, 9)) + _rand_digits(rng.randint(5, 8), rng)


def ip_address(rng: random.Random) -> str:
    if rng.random() < 0.2:
        head = rng.choice(["2a02", "2001:4860", "2405:201", "2800:a4", "2c0f:f8f0", "2a0d:5600"])
        tail = ":".join(f"{rng.randint(1, 0xFFFF):x}" for _ in range(4))
        return f"{head}:{tail}"
    first = int(
        rng.choice(
            "24 41 45 49 58 73 85 91 103 110 119 122 151 177 179 181 186 190 197 201 213".split()
        )
    )
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
