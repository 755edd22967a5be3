"""People, phones, IBANs, cards, e-mails and ids of exam 11, drawn from a seeded
``random.Random`` and the hand-written lists of ``names_a``/``names_b``/``places``."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass

import phonenumbers

from bench.data.pii_holdout11 import names_a, names_b
from bench.data.pii_holdout11.names_b import CYR_KK, CYR_MN, CYR_SR, translit

LOCALES = (
    "am_ET km_KH ne_NP mn_MN kk_KZ uz_UZ pa_IN yo_NG af_ZA sr_RS mt_MT cy_GB en_NZ en_IE".split()
)
TABLES = {
    "am": names_a.AM,
    "km": names_a.KM,
    "ne": names_a.NE,
    "pa": names_a.PA,
    "mn": names_b.MN,
    "kk": names_b.KK,
    "uz": names_b.UZ,
    "yo": names_b.YO,
    "af": names_b.AF,
    "sr": names_b.SR,
    "mt": names_b.MT,
    "cy": names_b.CY,
    "en_NZ": names_b.EN_NZ,
    "en_IE": names_b.EN_IE,
}
CYRILLIC = {"mn": CYR_MN, "kk": CYR_KK, "sr": CYR_SR}


def key_of(locale: str) -> str:
    return locale if locale.startswith("en") else locale[:2]


def nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def fold(text: str) -> str:
    """Without tone marks and dots below: how Yoruba, Irish or Welsh names are typed in ASCII."""
    out = unicodedata.normalize("NFD", text)
    return nfc("".join(c for c in out if not unicodedata.combining(c)))


def pairs(table: dict[str, str], key: str) -> list[tuple[str, str]]:
    out = []
    for item in table[key].split():
        item = nfc(item.replace("_", " "))
        native, _, roman = item.partition("|")
        out.append((native, roman or native))
    return out


@dataclass(frozen=True)
class Person:
    lang: str
    given: str
    surname: str
    given_r: str
    surname_r: str
    female: bool

    @property
    def mid(self) -> str:
        """Punjabi names carry Singh or Kaur between given name and surname."""
        if self.lang != "pa":
            return ""
        return "ਕੌਰ" if self.female else "ਸਿੰਘ"

    def full(self, roman: bool = False) -> str:
        g, s = (self.given_r, self.surname_r) if roman else (self.given, self.surname)
        if self.lang in ("km", "mn"):
            return f"{s} {g}"
        if self.lang == "pa":
            return f"{g} {('Kaur' if self.female else 'Singh') if roman else self.mid} {s}"
        return f"{g} {s}"


def romanise(lang: str, native: str) -> str:
    return translit(native, CYRILLIC[lang]) if lang in CYRILLIC else native


def draw_person(locale: str, rng: random.Random, female: bool, avoid: set[str]) -> Person:
    """A person of ``locale`` whose given name and surname are not in ``avoid`` (the case's
    names so far), so that no two people of one case share a name token."""
    key = key_of(locale)
    table = TABLES[key]
    lang = locale[:2]
    while True:
        given = rng.choice(pairs(table, "female" if female else "male"))
        surname = rng.choice(pairs(table, "surname"))
        if given[0] in avoid or surname[0] in avoid or given[0] == surname[0]:
            continue
        sn = surname[0]
        if female and lang in ("kk", "uz") and sn.endswith(("ов", "ев", "ин", "ov", "ev", "yev")):
            sn = sn + ("а" if lang == "kk" else "a")
        gr = given[1] if given[1] != given[0] else romanise(lang, given[0])
        sr = surname[1] if surname[1] != surname[0] else romanise(lang, sn)
        avoid.update({given[0], sn})
        return Person(lang, given[0], sn, gr, sr, female)


# ---------------------------------------------------------------- phones
PHONE_SPECS = {
    "ET": (("091", "092", "093", "094"), 7, ("0111", "0116"), 6),
    "KH": (("012", "077", "089", "092"), 6, ("023",), 6),
    "NP": (("984", "985", "986", "980"), 7, ("014",), 6),
    "MN": (("99", "88", "95", "91"), 6, ("7011", "7012"), 4),
    "KZ": (("8701", "8705", "8707", "8777"), 7, ("8727",), 7),
    "UZ": (("90", "91", "93", "97"), 7, ("712",), 6),
    "IN": (("98", "97", "94", "81"), 8, ("0161", "0183"), 7),
    "NG": (("0803", "0805", "0813", "0706"), 7, ("0201", "0209"), 7),
    "ZA": (("082", "083", "072", "061"), 7, ("021", "051"), 7),
    "RS": (("064", "063", "065", "060"), 7, ("011",), 7),
    "MT": (("79", "99"), 6, ("21",), 6),
    "GB": (("0771", "0781", "0797"), 7, ("02920", "01792", "01970"), 6),
    "NZ": (("021", "022", "027"), 7, ("09", "04"), 7),
    "IE": (("083", "085", "087"), 7, ("01", "021"), 7),
}
REGION = {
    "am_ET": "ET",
    "km_KH": "KH",
    "ne_NP": "NP",
    "mn_MN": "MN",
    "kk_KZ": "KZ",
    "uz_UZ": "UZ",
    "pa_IN": "IN",
    "yo_NG": "NG",
    "af_ZA": "ZA",
    "sr_RS": "RS",
    "mt_MT": "MT",
    "cy_GB": "GB",
    "en_NZ": "NZ",
    "en_IE": "IE",
}
MOBILE = {phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE}
FIXED = {phonenumbers.PhoneNumberType.FIXED_LINE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE}


def draw_phone(region: str, rng: random.Random, mobile: bool = True):
    prefixes, n, fixed_prefixes, fn = PHONE_SPECS[region]
    pre, count = (prefixes, n) if mobile else (fixed_prefixes, fn)
    for _ in range(500):
        digits = rng.choice(pre) + "".join(str(rng.randint(0, 9)) for _ in range(count))
        if region == "RS" and not mobile:
            digits = "011" + str(rng.randint(2, 4)) + digits[4:]
        num = phonenumbers.parse(digits, region)
        if phonenumbers.is_valid_number_for_region(num, region):
            if phonenumbers.number_type(num) in (MOBILE if mobile else FIXED):
                return num
    raise ValueError(region)


F = phonenumbers.PhoneNumberFormat


def phone_text(num, shape: str, lang: str = "") -> str:
    nat = phonenumbers.format_number(num, F.NATIONAL)
    intl = phonenumbers.format_number(num, F.INTERNATIONAL)
    e164 = phonenumbers.format_number(num, F.E164)
    if shape == "national":
        return nat
    if shape == "international":
        return intl
    if shape == "e164":
        return e164
    if shape == "rfc3966":
        return phonenumbers.format_number(num, F.RFC3966)
    if shape == "double_zero":
        return "00" + intl[1:]
    if shape == "dotted":
        return ".".join(intl[1:].replace("-", " ").split()).join(["+", ""])
    if shape == "dashed":
        return "-".join(nat.replace("-", " ").replace("(", "").replace(")", "").split())
    if shape == "spaced":
        digits = "".join(c for c in nat if c.isdigit())
        groups = {8: (2, 2, 2, 2), 9: (2, 3, 2, 2), 10: (3, 3, 2, 2), 11: (3, 4, 4)}
        out, i = [], 0
        for g in groups.get(len(digits), (len(digits),)):
            out.append(digits[i : i + g])
            i += g
        return " ".join(out)
    if shape == "compact":
        return "".join(c for c in nat if c.isdigit())
    if shape == "native_digits":
        from bench.data.pii_holdout11.places import native

        return native(nat, lang)
    raise ValueError(shape)


# ---------------------------------------------------------------- IBANs and cards
IBAN_BBAN = {
    "KZ": lambda r: f"{r.randint(100, 999)}KZT{_digits(r, 10)}",
    "MN": lambda r: f"{r.choice(['0005', '0004', '0015', '0039'])}{_digits(r, 12)}",
    "RS": lambda r: f"{r.choice(['160', '265', '205', '170'])}{_digits(r, 15)}",
    "MT": lambda r: f"{r.choice(['MALT', 'VALL', 'APSB'])}{_digits(r, 5)}{_digits(r, 18)}",
    "GB": lambda r: f"{r.choice(['NWBK', 'BARC', 'LOYD', 'HBUK'])}{_digits(r, 14)}",
    "IE": lambda r: f"{r.choice(['AIBK', 'BOFI'])}{r.choice(['93', '90'])}{_digits(r, 12)}",
}
IBAN_OF = {"kk_KZ": "KZ", "mn_MN": "MN", "sr_RS": "RS", "mt_MT": "MT", "cy_GB": "GB", "en_IE": "IE"}


def _digits(r: random.Random, n: int) -> str:
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def iban(country: str, rng: random.Random, grouped: bool) -> str:
    bban = IBAN_BBAN[country](rng)
    number = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(number) % 97
    value = f"{country}{check:02d}{bban}"
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4)) if grouped else value


CARD_PREFIX = {
    "visa": (("4",), 16),
    "mastercard": (("51", "53", "55", "2223", "2720"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011", "65"), 16),
    "jcb": (("3528", "3566", "3589"), 16),
    "unionpay": (("6222", "6228"), 16),
}


def card(kind: str, rng: random.Random, sep: str = " ") -> str:
    prefixes, n = CARD_PREFIX[kind]
    body = rng.choice(prefixes)
    body += _digits(rng, n - 1 - len(body))
    total = 0
    for i, ch in enumerate(reversed(body + "0")):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    digits = body + str((10 - total % 10) % 10)
    groups = (4, 6, 5) if n == 15 else (4, 4, 4, 4)
    out, i = [], 0
    for g in groups:
        out.append(digits[i : i + g])
        i += g
    return sep.join(out)


# ---------------------------------------------------------------- e-mails, handles, ids
DOMAINS = {
    "am": ("gmail.com", "yahoo.com", "ethionet.et"),
    "km": ("gmail.com", "yahoo.com"),
    "ne": ("gmail.com", "wlink.com.np", "yahoo.com"),
    "mn": ("gmail.com", "yahoo.com", "mail.mn"),
    "kk": ("mail.ru", "gmail.com", "bk.ru"),
    "uz": ("mail.ru", "gmail.com", "umail.uz"),
    "pa": ("gmail.com", "yahoo.co.in", "rediffmail.com"),
    "yo": ("gmail.com", "yahoo.com"),
    "af": ("gmail.com", "mweb.co.za", "telkomsa.net"),
    "sr": ("gmail.com", "eunet.rs", "mts.rs"),
    "mt": ("gmail.com", "maltanet.net", "onvol.net"),
    "cy": ("gmail.com", "btinternet.com"),
    "en_NZ": ("xtra.co.nz", "gmail.com", "slingshot.co.nz"),
    "en_IE": ("eircom.net", "gmail.com", "hotmail.com"),
}


def ascii_name(text: str) -> str:
    text = fold(text).lower().replace("đ", "dj").replace("ʻ", "").replace("'", "")
    return "".join(c for c in text if c.isascii() and c.isalnum())


def email(p: Person, locale: str, rng: random.Random) -> str:
    g, s = ascii_name(p.given_r), ascii_name(p.surname_r)
    local = rng.choice(
        [
            f"{g}.{s}",
            f"{g}{s}",
            f"{g[0]}.{s}",
            f"{s}.{g}{rng.randint(1, 99)}",
            f"{g}_{s}",
            f"{g}{rng.randint(1970, 2004)}",
        ]
    )
    return f"{local}@{rng.choice(DOMAINS[key_of(locale)])}"


def handle(p: Person, rng: random.Random) -> str:
    g, s = ascii_name(p.given_r), ascii_name(p.surname_r)
    return rng.choice([f"{g}{s[:3]}", f"{g[0]}{s}", f"{g}_{s}", f"{s}{g[0]}{rng.randint(1, 99)}"])


def account_id(rng: random.Random) -> str:
    return f"acct_{_digits(rng, rng.choice([8, 9, 10]))}".replace("acct_0", "acct_7")


def order_id(rng: random.Random) -> str:
    return f"ORD-{_digits(rng, rng.choice([6, 7, 8]))}".replace("ORD-0", "ORD-4")


def ipv4(rng: random.Random) -> str:
    first = rng.choice([41, 62, 77, 88, 102, 103, 105, 109, 117, 151, 176, 185, 196, 203])
    return f"{first}.{rng.randint(1, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}"


# Mobile-money amounts: (smallest, largest) in the local currency, as written before or after it.
AMOUNTS = {
    "mt_MT": (5, 400),
    "cy_GB": (5, 400),
    "en_NZ": (5, 600),
    "en_IE": (5, 400),
    "af_ZA": (50, 4000),
}
MONEY_SIGN = {"en_NZ": "NZ$", "en_IE": "€"}


def amount(locale: str, rng: random.Random) -> str:
    low, high = AMOUNTS.get(locale, (100, 30000))
    value = rng.randint(low, high)
    if high > 5000:
        value = value // 50 * 50
    return MONEY_SIGN.get(locale, "") + f"{value:,}".replace(",", " ")
