"""People, addresses, phones, IBANs, cards and e-mails for exam 10. Every draw goes through the
``random.Random`` passed in, or a Faker instance seeded from it (ordered word lists only)."""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass

import phonenumbers
from faker import Faker

from bench.data.pii_holdout10 import names as N
from bench.data.pii_holdout10.places import DISTRICT, EIRCODE_CHARS, STREETS

PNF = phonenumbers.PhoneNumberFormat
PNT = phonenumbers.PhoneNumberType

# lang or locale -> (Faker locale or None, phone region, pay kind, IBAN countries)
LOCALES = {
    "en_PH": (None, "PH", "card", ()),
    "en_ZA": (None, "ZA", "card", ()),
    "ar": (None, "SA", "iban", ("SA", "AE")),
    "ru": ("ru_RU", "RU", "card", ()),
    "th": ("th_TH", "TH", "card", ()),
    "bn": ("bn_BD", "BD", "card", ()),
    "ta": (None, "IN", "card", ()),
    "ur": (None, "PK", "iban", ("PK",)),
    "sw": (None, "TZ", "card", ()),
    "sq": (None, "AL", "iban", ("AL",)),
    "ca": (None, "AD", "iban", ("AD",)),
    "eu": (None, "ES", "iban", ("ES",)),
    "ms": (None, "MY", "card", ()),
    "ga": (None, "IE", "iban", ("IE",)),
}
LOCALE_NAME = {
    "ar": "ar_SA",
    "ru": "ru_RU",
    "th": "th_TH",
    "bn": "bn_BD",
    "ta": "ta_IN",
    "ur": "ur_PK",
    "sw": "sw_TZ",
    "sq": "sq_AL",
    "ca": "ca_AD",
    "eu": "eu_ES",
    "ms": "ms_MY",
    "ga": "ga_IE",
    "en_PH": "en_PH",
    "en_ZA": "en_ZA",
}
# cards by language: Mir in Russia, RuPay for Tamil Nadu, UnionPay where it is common
CARD_ISSUERS = {
    "ru": ("mir", "mir", "visa"),
    "th": ("unionpay", "jcb", "visa"),
    "bn": ("visa", "mastercard2", "unionpay"),
    "ta": ("rupay", "rupay", "visa"),
    "sw": ("visa", "mastercard"),
    "ms": ("unionpay", "mastercard2", "amex"),
    "en_PH": ("visa", "mastercard", "jcb", "amex"),
    "en_ZA": ("mastercard2", "visa", "amex", "discover"),
}
MAIL_DOMAINS = {
    "ar": ("gmail.com", "hotmail.com", "outlook.sa"),
    "ru": ("mail.ru", "yandex.ru", "gmail.com"),
    "th": ("hotmail.co.th", "gmail.com"),
    "bn": ("gmail.com", "yahoo.com"),
    "ta": ("gmail.com", "rediffmail.com"),
    "ur": ("gmail.com", "yahoo.com.pk"),
    "sw": ("gmail.com", "yahoo.co.tz"),
    "sq": ("gmail.com", "abcom.al"),
    "ca": ("andorra.ad", "gmail.com"),
    "eu": ("euskalnet.net", "gmail.com"),
    "ms": ("gmail.com", "yahoo.com.my"),
    "ga": ("eircom.net", "gmail.com"),
    "en_PH": ("gmail.com", "yahoo.com.ph"),
    "en_ZA": ("gmail.com", "webmail.co.za"),
}
# ICAO 9303 transliteration of Cyrillic, as Russian passports and tickets print names
ICAO_RU = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        ("a b v g d e e zh z i i k l m n o p r s t u f kh ts ch sh shch ie y  e iu ia".split(" ")),
        strict=True,
    )
)


def icao(text: str) -> str:
    out = ""
    for ch in text:
        low = ch.lower()
        t = ICAO_RU.get(low, ch)
        out += t.capitalize() if ch != low else t
    return out


def fold(text: str) -> str:
    """Accents off, for tickets and e-mail local parts (Núria -> Nuria, Gëzim -> Gezim)."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


@dataclass
class Person:
    lang: str
    female: bool
    first: str
    last: str
    full: str
    lat_first: str
    lat_last: str
    lat_full: str
    nick: str = ""
    lat_nick: str = ""
    patronymic: str = ""
    kunya: str = ""
    common: bool = False


def faker_for(lang: str, seed: int) -> Faker | None:
    loc = LOCALES[lang][0]
    if loc is None:
        return None
    fake = Faker(loc)
    fake.seed_instance(seed)
    return fake


def _tamil_initial(name: str) -> str:
    out = name[0]
    for ch in name[1:]:
        if unicodedata.category(ch) not in ("Mn", "Mc"):
            break
        out += ch
    return out


def person(lang: str, rng: random.Random, fake: Faker | None, female: bool) -> Person:
    """One person of ``lang`` with native and Latin forms of each name part."""
    if lang == "ru":
        first = fake.first_name_female() if female else fake.first_name_male()
        last = fake.last_name_female() if female else fake.last_name_male()
        pat = fake.middle_name_female() if female else fake.middle_name_male()
        return Person(
            lang,
            female,
            first,
            last,
            f"{first} {pat} {last}",
            icao(first),
            icao(last),
            f"{icao(first)} {icao(pat)} {icao(last)}",
            patronymic=pat,
        )
    first, lat_first = rng.choice(N.FEMALE[lang] if female else N.MALE[lang])
    fam = rng.choice(N.FAMILY[lang])
    last, lat_last = fam
    common = first in N.COMMON.get(lang, ())
    p = Person(
        lang,
        female,
        first,
        last,
        f"{first} {last}",
        lat_first,
        lat_last,
        f"{lat_first} {lat_last}",
        common=common,
    )
    if lang == "ga":
        last = fam[1] if female else fam[0]
        p.last, p.lat_last = last, fold(last)
        p.full, p.lat_full = f"{first} {last}", f"{lat_first} {fold(last)}"
    elif lang == "ar":
        father, lat_father = rng.choice(N.MALE["ar"])
        link, lat_link = ("بنت", "bint") if female else ("بن", "bin")
        p.full = f"{first} {link} {father} {last}"
        p.lat_full = f"{lat_first} {lat_link} {lat_father} {lat_last}"
        son, lat_son = rng.choice(N.KUNYA_SON)
        p.kunya = f"{'أم' if female else 'أبو'} {son}"
    elif lang == "ms":
        link = "binti" if female else "bin"
        p.full = p.lat_full = f"{first} {link} {last}"
    elif lang == "ta":
        p.full = f"{_tamil_initial(last)}. {first}"
        p.lat_full = f"{lat_last[0]}. {lat_first}"
    elif lang in ("ca", "eu"):
        second, lat_second = rng.choice([f for f in N.FAMILY[lang] if f[0] != last])
        joint = " i " if lang == "ca" and rng.random() < 0.5 else " "
        p.full = f"{first} {last}{joint}{second}"
        p.lat_full = f"{lat_first} {lat_last}{joint}{lat_second}"
    elif lang == "en_PH":
        middle = rng.choice("ABCDGLMPRSTV")
        p.full = p.lat_full = f"{first} {middle}. {last}"
    if lang in N.NICK:
        p.nick, p.lat_nick = rng.choice(N.NICK[lang])
    return p


def pnr_name(p: Person) -> str:
    """How a reservation system stores the name: SURNAME/GIVEN, ASCII capitals, no spaces."""
    last = p.lat_last
    if p.lang in ("ca", "eu"):
        last = p.lat_full.removeprefix(p.lat_first + " ").replace(" i ", " ")
    given = p.lat_first
    surname = fold(last).upper().replace(" ", "").replace("-", "")
    return f"{surname}/{fold(given).upper().replace(' ', '')}"


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def address(lang: str, rng: random.Random, fake: Faker | None) -> dict:
    """One home address: ``line`` (one line), ``street`` (number and street), ``postcode``,
    ``city``, and ``block`` (a mailing label, street and town on separate lines)."""
    if lang in ("th", "bn"):
        street, city, post = fake.street_address(), fake.city(), fake.postcode()
    elif lang == "ru":
        street = fake.street_address()
        city, pre, n = rng.choice(STREETS["ru"][1])
        post = pre + _digits(rng, n)
    else:
        streets, cities = STREETS[lang]
        city, pre, n = rng.choice(cities)
        if lang == "ga":
            post = pre + " " + "".join(rng.choice(EIRCODE_CHARS) for _ in range(4))
        else:
            post = pre + _digits(rng, n)
        number = str(rng.randint(2, 180))
        name = rng.choice(streets)
        street = {
            "ar": f"{number} {name}",
            "ur": f"مکان {number}، {name}",
            "ca": f"{name}, {number}",
            "eu": f"{name} {number}",
            "sq": f"{name} {number}",
            "sw": f"{name} {number}",
            "ms": f"No. {number}, {name}",
        }.get(lang, f"{number} {name}")
    district = rng.choice(DISTRICT[lang]) if lang in DISTRICT else ""
    comma = "، " if lang in ("ar", "ur") else ", "
    mid = f"{district}{comma}" if district else ""
    if lang in ("ca", "ms", "sq", "eu", "ru", "th", "ar"):
        town = f"{post} {city}" if lang != "ar" else f"{city} {post}"
    else:
        town = f"{city} {post}"
    if lang in ("th", "bn"):
        town = f"{city} {post}"
    line = f"{street}{comma}{mid}{town}"
    block = f"{street}\n{mid.rstrip(', ،')}\n{town}" if mid else f"{street}\n{town}"
    return {"line": line, "street": street, "postcode": post, "city": city, "block": block}


def phone(rng: random.Random, region: str, kind: str = "mobile") -> phonenumbers.PhoneNumber:
    """A number valid for ``region`` of the wanted type: the example number's leading digits
    kept, the rest drawn, until phonenumbers accepts it."""
    want = PNT.MOBILE if kind == "mobile" else PNT.FIXED_LINE
    example = str(phonenumbers.example_number_for_type(region, want).national_number)
    keep = 2 if len(example) > 7 else 1
    while True:
        national = example[:keep] + _digits(rng, len(example) - keep)
        num = phonenumbers.parse(national, region)
        types = (want, PNT.FIXED_LINE_OR_MOBILE)
        if phonenumbers.is_valid_number_for_region(num, region) and (
            phonenumbers.number_type(num) in types
        ):
            return num


def parses(value: str, region: str) -> bool:
    """Whether ``value`` as written reads back as a valid number of ``region``."""
    try:
        return phonenumbers.is_valid_number_for_region(phonenumbers.parse(value, region), region)
    except phonenumbers.NumberParseException:
        return False


NATIVE_DIGITS = {
    "ar": "٠١٢٣٤٥٦٧٨٩",
    "ur": "۰۱۲۳۴۵۶۷۸۹",
    "bn": "০১২৩৪৫৬৭৮৯",
    "th": "๐๑๒๓๔๕๖๗๘๙",
    "ta": "௦௧௨௩௪௫௬௭௮௯",
}


def write_phone(num: phonenumbers.PhoneNumber, shape: str, lang: str) -> str:
    """The number as written: international, national, e164, double_zero (00 for +),
    native_digits (the national form in the language's digits), odd_spaces (digits regrouped
    in pairs after the country code)."""
    if shape == "international":
        return phonenumbers.format_number(num, PNF.INTERNATIONAL)
    if shape == "national":
        return phonenumbers.format_number(num, PNF.NATIONAL)
    if shape == "e164":
        return phonenumbers.format_number(num, PNF.E164)
    if shape == "double_zero":
        return "00" + phonenumbers.format_number(num, PNF.INTERNATIONAL)[1:]
    if shape == "native_digits":
        table = str.maketrans("0123456789", NATIVE_DIGITS[lang])
        return phonenumbers.format_number(num, PNF.NATIONAL).translate(table)
    if shape == "odd_spaces":
        nat = str(num.national_number)
        pairs = " ".join(nat[i : i + 2] for i in range(0, len(nat), 2))
        return f"+{num.country_code} {pairs}"
    raise ValueError(shape)


IBAN_BBAN = {  # country -> (length of BBAN, leading letters of the bank code)
    "SA": (20, ""),
    "AE": (19, ""),
    "PK": (20, "HABB"),
    "AL": (24, ""),
    "AD": (20, ""),
    "ES": (20, ""),
    "IE": (18, "AIBK"),
}


def iban(rng: random.Random, country: str, grouped: bool) -> str:
    size, bank = IBAN_BBAN[country]
    bban = bank + _digits(rng, size - len(bank))
    number = "".join(str(int(c, 36)) for c in bban + country + "00")
    value = f"{country}{98 - int(number) % 97:02d}{bban}"
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4)) if grouped else value


CARD_PREFIXES = {
    "visa": (("4",), 16),
    "mastercard": (("51", "53", "55"), 16),
    "mastercard2": (("2221", "2320", "2531", "2720"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011", "65"), 16),
    "jcb": (("3528", "3566", "3589"), 16),
    "unionpay": (("622", "625", "628"), 16),
    "rupay": (("6070", "6080", "6521"), 16),
    "mir": (("2200", "2202", "2204"), 16),
}


def card(rng: random.Random, issuer: str, style: str) -> str:
    """A Luhn-valid card of ``issuer``; style ``spaced`` (4-4-4-4, Amex 4-6-5), ``dashed`` or
    ``plain``. UnionPay cards are 16 or 19 digits."""
    prefixes, size = CARD_PREFIXES[issuer]
    if issuer == "unionpay" and rng.random() < 0.5:
        size = 19
    prefix = rng.choice(prefixes)
    body = prefix + _digits(rng, size - 1 - len(prefix))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (1 if i % 2 else 2)
        total += d - 9 if d > 9 else d
    digits = body + str((10 - total % 10) % 10)
    if style == "plain":
        return digits
    if size == 15:
        groups = [digits[:4], digits[4:10], digits[10:]]
    else:
        groups = [digits[i : i + 4] for i in range(0, size, 4)]
    return (" " if style == "spaced" else "-").join(groups)


def email(p: Person, rng: random.Random, style: int) -> str:
    first = fold(p.lat_first).lower().replace(" ", "").replace("-", "")
    last = fold(p.lat_last).lower().replace(" ", "").replace("-", "").replace("'", "")
    domain = rng.choice(MAIL_DOMAINS[p.lang])
    n = rng.randint(7, 98)
    local = (f"{first}.{last}", f"{first[0]}{last}{n}", f"{first}_{last[:4]}", f"{last}.{first}{n}")
    return f"{local[style % 4]}@{domain}"


def username(p: Person, style: int) -> str:
    first = fold(p.lat_first).lower().split()[0].replace("-", "")
    last = fold(p.lat_last).lower().replace(" ", "").replace("-", "")
    return (f"{first[0]}.{last}", f"{first}{last[:3]}", f"{first}_{last}")[style % 3]


def sibling(sister: Person, brother: Person) -> Person | None:
    """``brother`` renamed as ``sister``'s brother: the same family name (its male form), the
    same father where the name carries him (nasab, bin, patronymic, Tamil initial). None where
    the Russian patronymic has no regular male form."""
    b = brother
    if b.lang == "ru":
        if not sister.patronymic.endswith("вна"):
            return None
        pat = sister.patronymic[:-3] + "вич"
        last = sister.last
        for end, new in (
            ("ская", "ский"),
            ("цкая", "цкий"),
            ("ова", "ов"),
            ("ева", "ев"),
            ("ина", "ин"),
            ("ына", "ын"),
        ):
            if last.endswith(end):
                last = last[: -len(end)] + new
                break
        b.full, b.lat_full = f"{b.first} {pat} {last}", f"{b.lat_first} {icao(pat)} {icao(last)}"
        b.patronymic, b.last, b.lat_last = pat, last, icao(last)
        return b
    if b.lang == "ga":
        last = next(m for m, f in N.FAMILY["ga"] if f == sister.last)
        b.last, b.lat_last = last, fold(last)
        b.full, b.lat_full = f"{b.first} {last}", f"{b.lat_first} {fold(last)}"
        return b
    if b.lang in ("ar", "ms"):
        link, lat_link = {
            "ar": (("بنت", "بن"), ("bint", "bin")),
            "ms": (("binti", "bin"), ("binti", "bin")),
        }[b.lang]
        b.full = sister.full.replace(f"{sister.first} {link[0]} ", f"{b.first} {link[1]} ", 1)
        b.lat_full = sister.lat_full.replace(
            f"{sister.lat_first} {lat_link[0]} ", f"{b.lat_first} {lat_link[1]} ", 1
        )
    elif b.lang in ("ta", "ca", "eu", "en_PH"):
        b.full = sister.full.replace(sister.first, b.first, 1)
        b.lat_full = sister.lat_full.replace(sister.lat_first, b.lat_first, 1)
    else:
        b.full, b.lat_full = f"{b.first} {sister.last}", f"{b.lat_first} {sister.lat_last}"
    b.last, b.lat_last = sister.last, sister.lat_last
    return b
