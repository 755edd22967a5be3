"""People, phones, cards, IBANs, e-mails, ids and IP addresses, all drawn from a seeded
``random.Random``. Phones are kept only when ``phonenumbers`` says they are valid for their
region and of the intended type; cards carry real issuer prefixes and a Luhn digit; IBANs
carry their mod-97 check digits."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass

import phonenumbers
from phonenumbers import PhoneNumberFormat as F
from phonenumbers import PhoneNumberType as T

from .names import COMMON, NAMES, NICK, M, S, W, parse
from .places import native

REGION = {
    "en_US": "US",
    "en_AU": "AU",
    "es_MX": "MX",
    "fr_CA": "CA",
    "de_CH": "CH",
    "pt_BR": "BR",
    "ja_JP": "JP",
    "zh_TW": "TW",
    "ko_KR": "KR",
    "mr_IN": "IN",
    "te_IN": "IN",
    "kn_IN": "IN",
    "ml_IN": "IN",
    "my_MM": "MM",
}
# A relative abroad, as support desks of these locales often see.
ABROAD = {"es_MX": "US", "ml_IN": "AE", "my_MM": "TH"}

# region: (mobile prefixes, landline prefixes, national significant number length)
PREFIXES = {
    "US": (["808", "614", "918", "509", "312", "773"], ["808", "614", "918", "509"], 10),
    "CA": (["418", "514", "819", "581"], ["418", "514", "819", "450"], 10),
    "AU": (["41", "42", "43", "45", "47"], ["26", "35", "74", "89", "36"], 9),
    "MX": (["222", "33", "55", "81", "999"], ["222", "33", "55", "81"], 10),
    "CH": (["76", "77", "78", "79"], ["44", "31", "52", "41", "71"], 9),
    "BR": (["819", "519", "319", "859", "199"], ["813", "513", "313", "852"], 11),
    "JP": (["90", "80", "70"], ["3", "6", "92", "52"], 10),
    "TW": (["91", "93", "95", "98"], ["2", "4", "7"], 9),
    "KR": (["10"], ["2", "51", "42", "32"], 10),
    "IN": (["98", "97", "94", "88", "70", "63"], ["20", "40", "80", "484"], 10),
    "MM": (["94", "97", "96", "92"], ["1"], 10),
    "AE": (["50", "52", "55", "56"], ["4", "2"], 9),
    "TH": (["81", "86", "89", "62"], ["2"], 9),
}
DOUBLE_ZERO = {"CH", "MX", "IN", "MM", "AE", "BR"}


def fold(text: str) -> str:
    """ASCII letters of a romanised name (as e-mail addresses and card embossing write it)."""
    out = unicodedata.normalize("NFKD", text)
    return "".join(c for c in out if c.isascii() and (c.isalnum() or c in " -'")).strip()


@dataclass
class Person:
    locale: str
    sex: str
    given: str
    surname: str
    rgiven: str
    rsurname: str

    @property
    def family_first(self) -> bool:
        return self.locale in ("ja_JP", "zh_TW", "ko_KR", "te_IN")

    @property
    def full(self) -> str:
        if not self.surname:
            return self.given
        if self.locale in ("zh_TW", "ko_KR"):
            return self.surname + self.given
        if self.family_first:
            return f"{self.surname} {self.given}"
        return f"{self.given} {self.surname}"

    @property
    def roman(self) -> str:
        if not self.rsurname:
            return self.rgiven
        return f"{self.rgiven} {self.rsurname}"

    @property
    def common(self) -> bool:
        return self.given in COMMON

    @property
    def nick(self) -> str | None:
        return NICK.get(self.rgiven)


def draw_person(rng: random.Random, locale: str, taken: set[str], sex: str | None = None) -> Person:
    table = NAMES[locale]
    while True:
        sx = sex or rng.choice("fm")
        given, rgiven = rng.choice(parse(table[W if sx == "f" else M]))
        surnames = parse(table[S])
        surname, rsurname = rng.choice(surnames) if surnames else ("", "")
        keys = {given, surname, rgiven, rsurname} - {""}
        if keys & taken:
            continue
        taken |= keys
        return Person(locale, sx, given, surname, rgiven, rsurname)


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def phone_number(rng: random.Random, region: str, kind: str) -> phonenumbers.PhoneNumber:
    mobiles, lands, length = PREFIXES[region]
    want = (
        {T.MOBILE, T.FIXED_LINE_OR_MOBILE}
        if kind == "mobile"
        else {T.FIXED_LINE, T.FIXED_LINE_OR_MOBILE}
    )
    for _ in range(5000):
        prefix = rng.choice(mobiles if kind == "mobile" else lands)
        n = length
        if region == "MM" and kind != "mobile":
            n = rng.choice([7, 8])
        if region == "KR" and kind != "mobile":
            n = 9 if prefix == "2" else 10
        if region == "BR" and kind != "mobile":
            n = 10
        if region in ("JP", "TW") and kind != "mobile":
            n = 9
        if region in ("AE", "TH") and kind != "mobile":
            n = 8
        nsn = prefix + _digits(rng, n - len(prefix))
        if region in ("US", "CA") and nsn[3] in "01":
            continue
        num = phonenumbers.parse("+" + str(phonenumbers.country_code_for_region(region)) + nsn)
        if (
            phonenumbers.is_valid_number_for_region(num, region)
            and phonenumbers.number_type(num) in want
        ):
            return num
    raise RuntimeError((region, kind))


FULLWIDTH = str.maketrans("0123456789-", "０１２３４５６７８９－")


def phone_text(num: phonenumbers.PhoneNumber, region: str, shape: str, locale: str) -> str:
    nat = phonenumbers.format_number(num, F.NATIONAL)
    intl = phonenumbers.format_number(num, F.INTERNATIONAL)
    nsn = phonenumbers.national_significant_number(num)
    if shape == "national":
        return nat
    if shape == "international":
        return intl
    if shape == "e164":
        return phonenumbers.format_number(num, F.E164)
    if shape == "compact":
        return "".join(c for c in nat if c.isdigit())
    if shape == "dashed":
        return "-".join(p for p in nat.replace("(", "").replace(")", "").replace("-", " ").split())
    if shape == "dotted":
        return ".".join(p for p in nat.replace("(", "").replace(")", "").replace("-", " ").split())
    if shape == "double_zero":
        return "00" + intl[1:]
    if shape == "plus_zero":
        cc, rest = intl.split(" ", 1)
        return f"{cc} (0){rest}"
    if shape == "native_digits":
        return native(nat, locale)
    if shape == "fullwidth":
        return nat.translate(FULLWIDTH)
    if shape == "rfc3966":
        return phonenumbers.format_number(num, F.RFC3966)
    if shape == "wa_link":
        return f"wa.me/{phonenumbers.country_code_for_region(region)}{nsn}"
    raise ValueError(shape)


PHONE_SHAPES = {
    "US": ["national", "dotted", "dashed", "e164", "compact", "rfc3966"],
    "CA": ["national", "dashed", "international", "e164"],
    "AU": ["national", "international", "compact", "e164"],
    "MX": ["national", "international", "double_zero", "compact"],
    "CH": ["national", "international", "plus_zero", "double_zero", "dotted"],
    "BR": ["national", "international", "compact", "e164"],
    "JP": ["national", "fullwidth", "international", "dashed", "fullwidth"],
    "TW": ["national", "international", "dashed", "e164"],
    "KR": ["national", "international", "compact", "e164"],
    "IN": [
        "national",
        "international",
        "native_digits",
        "compact",
        "e164",
        "double_zero",
        "native_digits",
        "dotted",
    ],
    "MM": ["national", "native_digits", "international", "double_zero"],
    "AE": ["international", "e164"],
    "TH": ["international", "e164"],
}


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


ISSUERS = {
    "visa": (["4"], 16),
    "mastercard": (["51", "53", "55", "2221", "2720", "2307"], 16),
    "amex": (["34", "37"], 15),
    "discover": (["6011", "65", "644"], 16),
    "jcb": (["3528", "3540", "3566", "3589"], 16),
    "unionpay": (["62"], 16),
    "rupay": (["6070", "6080", "6069"], 16),
}


def card(rng: random.Random, issuer: str, style: str) -> str:
    prefixes, length = ISSUERS[issuer]
    body = rng.choice(prefixes)
    body += _digits(rng, length - 1 - len(body))
    d = body + luhn_digit(body)
    if style == "plain":
        return d
    sep = "-" if style == "dashed" else " "
    if length == 15:
        return sep.join((d[:4], d[4:10], d[10:]))
    return sep.join(d[i : i + 4] for i in range(0, 16, 4))


def iban(rng: random.Random, country: str, grouped: bool) -> str:
    if country == "CH":
        bban = _digits(rng, 5) + _digits(rng, 12)
    elif country == "FR":
        bban = _digits(rng, 5) + _digits(rng, 5) + _digits(rng, 11) + _digits(rng, 2)
    elif country == "BR":
        bban = _digits(rng, 8) + _digits(rng, 5) + _digits(rng, 10) + "C" + rng.choice("1AB")
    else:
        raise ValueError(country)
    number = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(number) % 97
    value = f"{country}{check:02d}{bban}"
    if grouped:
        return " ".join(value[i : i + 4] for i in range(0, len(value), 4))
    return value


DOMAINS = {
    "en_US": ["gmail.com", "yahoo.com", "hawaii.rr.com", "outlook.com", "icloud.com"],
    "en_AU": ["bigpond.com", "optusnet.com.au", "gmail.com", "outlook.com.au"],
    "es_MX": ["hotmail.com", "prodigy.net.mx", "gmail.com", "yahoo.com.mx"],
    "fr_CA": ["videotron.ca", "hotmail.ca", "gmail.com", "sympatico.ca"],
    "de_CH": ["bluewin.ch", "gmx.ch", "sunrise.ch", "hispeed.ch"],
    "pt_BR": ["uol.com.br", "bol.com.br", "gmail.com", "hotmail.com"],
    "ja_JP": ["docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "gmail.com"],
    "zh_TW": ["gmail.com", "yahoo.com.tw", "ms35.hinet.net"],
    "ko_KR": ["naver.com", "daum.net", "kakao.com", "hanmail.net"],
    "mr_IN": ["gmail.com", "rediffmail.com", "yahoo.co.in"],
    "te_IN": ["gmail.com", "yahoo.co.in", "rediffmail.com"],
    "kn_IN": ["gmail.com", "yahoo.co.in", "outlook.com"],
    "ml_IN": ["gmail.com", "yahoo.co.in", "hotmail.com"],
    "my_MM": ["gmail.com", "yahoo.com", "outlook.com"],
}


def slug(text: str) -> str:
    return fold(text).lower().replace(" ", "").replace("'", "").replace("-", "")


def email(rng: random.Random, p: Person, domain: str | None = None) -> str:
    g, s = slug(p.rgiven), slug(p.rsurname) or slug(p.rgiven.split()[-1])
    if " " in p.rgiven:  # Burmese: the name's syllables
        parts = [slug(x) for x in p.rgiven.split()]
        g, s = "".join(parts[:-1]), parts[-1]
    year = rng.choice(
        ["", str(rng.randrange(70, 100)), str(rng.randrange(1975, 2005)), str(rng.randrange(1, 99))]
    )
    local = rng.choice(
        [f"{g}.{s}", f"{g[0]}{s}", f"{s}.{g}{year}", f"{g}{year}", f"{g}_{s}", f"{g}.{s[0]}{year}"]
    )
    return f"{local}@{domain or rng.choice(DOMAINS[p.locale])}"


def handle(rng: random.Random, p: Person) -> str:
    g = slug(p.rgiven.split()[0])
    s = slug(p.rsurname or p.rgiven.split()[-1])
    return rng.choice(
        [
            f"{g}_{s[:3]}{rng.randrange(10, 99)}",
            f"{g}{s[0]}.{rng.randrange(80, 99)}",
            f"x{g}x",
            f"{g}.{s}",
            f"{s}{rng.randrange(1, 9)}{g[:2]}",
        ]
    )


def acct(rng: random.Random) -> str:
    return "acct_" + str(rng.randrange(1, 10)) + _digits(rng, rng.randrange(5, 10))


def order(rng: random.Random) -> str:
    return "ORD-" + str(rng.randrange(1, 10)) + _digits(rng, rng.randrange(5, 10))


def ip(rng: random.Random, v6: bool = False) -> str:
    if v6:
        return "2400:" + ":".join(f"{rng.randrange(1, 65535):x}" for _ in range(7))
    first = rng.choice([49, 58, 73, 101, 118, 142, 177, 187, 189, 201, 203, 213])
    return f"{first}.{rng.randrange(0, 256)}.{rng.randrange(0, 256)}.{rng.randrange(1, 255)}"
