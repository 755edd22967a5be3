"""Values for exam 9: people from Faker in each locale, addresses, phones valid for their
region (``phonenumbers``), IBANs with the mod-97 checksum, cards with Luhn. Plain functions of a
``random.Random`` and a seeded Faker, so a seed gives the same values whatever hash order is."""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass

import phonenumbers
from faker import Faker
from faker.decode import unidecode

PNF = phonenumbers.PhoneNumberFormat
# lang -> (Faker locale, phone and IBAN country)
LOCALES = {
    "en_NG": ("en", "NG"),
    "en_KE": ("en", "KE"),
    "uk": ("uk_UA", "UA"),
    "bg": ("bg_BG", "BG"),
    "mk": ("mk_MK", "MK"),
    "he": ("he_IL", "IL"),
    "ka": ("ka_GE", "GE"),
    "hy": ("hy_AM", "AM"),
    "az": ("az_AZ", "AZ"),
    "is": ("is_IS", "IS"),
    "fa": ("fa_IR", "IR"),
    "hi": ("hi_IN", "IN"),
    "zh": ("zh_TW", "TW"),
}
# BBAN patterns ("a" letters, "n" digits); the countries without IBANs pay by card.
IBAN_BBAN = {
    "UA": "n25",
    "BG": "a4n14",
    "MK": "n15",
    "IL": "n19",
    "GE": "a2n16",
    "AZ": "a4n20",
    "IS": "n22",
    "IR": "n22",
}
MAIL_DOMAINS = {
    "NG": ("gmail.com", "yahoo.com.ng"),
    "KE": ("gmail.com", "outlook.co.ke"),
    "UA": ("ukr.net", "i.ua"),
    "BG": ("abv.bg", "mail.bg"),
    "MK": ("t-home.mk", "gmail.com"),
    "IL": ("walla.co.il", "gmail.com"),
    "GE": ("mail.ge", "gmail.com"),
    "AM": ("mail.am", "yandex.com"),
    "AZ": ("mail.az", "box.az"),
    "IS": ("simnet.is", "gmail.com"),
    "IR": ("chmail.ir", "yahoo.com"),
    "IN": ("rediffmail.com", "gmail.com"),
    "TW": ("yahoo.com.tw", "hinet.net"),
}
# Hand lists where Faker has no street or city for the locale (or writes them as English).
STREETS = {
    "en_NG": (
        "Adeola Odeku Street",
        "Awolowo Road",
        "Herbert Macaulay Way",
        "Allen Avenue",
        "Ogui Road",
    ),
    "en_KE": (
        "Moi Avenue",
        "Ngong Road",
        "Kenyatta Avenue",
        "Kimathi Street",
        "Muindi Mbingu Street",
    ),
    "bg": ("ул. Шипка", "бул. Витоша", "ул. Граф Игнатиев", "ул. Оборище", "бул. Христо Ботев"),
    "az": (
        "Nizami küçəsi",
        "Füzuli küçəsi",
        "Azadlıq prospekti",
        "Səməd Vurğun küçəsi",
        "Zərifə Əliyeva küçəsi",
    ),
    "is": ("Laugavegur", "Skólavörðustígur", "Hverfisgata", "Bergstaðastræti", "Njálsgata"),
    "fa": ("خیابان ولیعصر", "خیابان انقلاب", "خیابان شریعتی", "خیابان مطهری", "خیابان کارگر"),
    "hi": ("गांधी मार्ग", "नेहरू नगर", "सरोजिनी नगर", "राजेन्द्र नगर", "लाजपत नगर"),
}
CITIES = {
    "en_NG": (("Lagos", 6), ("Ibadan", 6), ("Enugu", 6)),
    "en_KE": (("Nairobi", 5), ("Mombasa", 5), ("Kisumu", 5)),
    "bg": (("София", 4), ("Пловдив", 4), ("Варна", 4)),
    "az": (("Bakı", 4), ("Gəncə", 4), ("Şəki", 4)),
    "is": (("Reykjavík", 3), ("Akureyri", 3), ("Kópavogur", 3)),
    "fa": (("تهران", 10), ("اصفهان", 10), ("شیراز", 10)),
    "hi": (("लखनऊ", 6), ("जयपुर", 6), ("भोपाल", 6)),
    "mk": (("Скопје", 4), ("Битола", 4), ("Охрид", 4)),
}
LATIN_FOLD = str.maketrans(
    {
        "ə": "e",
        "Ə": "E",
        "ı": "i",
        "İ": "I",
        "þ": "th",
        "Þ": "Th",
        "ð": "d",
        "Ð": "D",
        "æ": "ae",
        "Æ": "Ae",
        "ö": "o",
        "Ö": "O",
    }
)


@dataclass(frozen=True)
class Person:
    first: str
    last: str
    lang: str
    gender: str

    @property
    def full(self) -> str:
        return self.last + self.first if self.lang == "zh" else f"{self.first} {self.last}"

    @property
    def latin_first(self) -> str:
        return latin(self.first, self.lang)

    @property
    def latin_last(self) -> str:
        return latin(self.last, self.lang)

    @property
    def latin_full(self) -> str:
        if self.lang == "zh":
            return f"{self.latin_last} {self.latin_first}"
        return f"{self.latin_first} {self.latin_last}"


def latin(text: str, lang: str) -> str:
    """A name in Latin letters: Faker's transliteration table for other scripts, accents
    dropped for Latin ones; Chinese syllables of a given name are run together (Zhiming)."""
    text = text.translate(LATIN_FOLD)
    out = unidecode(text).replace("`", "").replace("'", "").strip()
    if lang == "zh":
        out = "".join(out.split()).capitalize() if len(text) > 1 else out
    if lang in ("he", "fa", "hi", "ka"):
        out = " ".join(w.capitalize() for w in out.split())
    return unicodedata.normalize("NFKD", out).encode("ascii", "ignore").decode()


def family_form(lang: str, last: str, gender: str) -> str:
    """The family name for a woman in languages whose family names change with gender."""
    if gender == "m":
        return last
    rules = {
        "bg": ((r"(ов|ев|ин)$", r"\1а"), (r"ски$", "ска")),
        "mk": ((r"ски$", "ска"), (r"(ов|ев|ин)$", r"\1а")),
        "uk": ((r"ький$", "ька"), (r"ський$", "ська")),
        "az": ((r"(ov|ev)$", r"\1a"),),
        "is": ((r"sson$", "sdóttir"), (r"son$", "dóttir")),
    }
    for pat, rep in rules.get(lang, ()):
        if re.search(pat, last):
            return re.sub(pat, rep, last)
    return last


def faker_for(lang: str, seed: int) -> Faker:
    fake = Faker(lang if lang.startswith("en") else LOCALES[lang][0])
    fake.seed_instance(seed)
    return fake


def person(
    fake: Faker, lang: str, rng: random.Random, last: str | None = None, gender: str | None = None
) -> Person:
    gender = gender or rng.choice("mf")
    first = fake.first_name_male() if gender == "m" else fake.first_name_female()
    last = last or fake.last_name_male()
    return Person(first.strip(), family_form(lang, last.strip(), gender), lang, gender)


def address(fake: Faker, lang: str, rng: random.Random) -> tuple[str, str, str, str]:
    """(one-line address, street with number, city, postcode)."""
    if lang in STREETS:
        city, digits = rng.choice(CITIES[lang])
        street = f"{rng.choice(STREETS[lang])} {rng.randint(2, 140)}"
        code = str(rng.randint(10 ** (digits - 1), 10**digits - 1))
        if lang == "az":
            code = f"AZ{code}"
        if lang == "fa":
            code = f"{code[:5]}-{code[5:]}"
            street = f"{street.rsplit(' ', 1)[0]}، پلاک {street.rsplit(' ', 1)[1]}"
        if lang in ("en_NG", "en_KE"):
            street = f"{rng.randint(2, 140)} {street.rsplit(' ', 1)[0]}"
    else:
        street, code = fake.street_address(), fake.postcode()
        city = CITIES[lang][rng.randrange(3)][0] if lang in CITIES else fake.city()
        if lang == "mk":
            code = str(rng.randint(1000, 9999))
    if lang == "zh":
        return f"{code}{city}{street}", street, city, code
    if lang == "fa":
        return f"{city}، {street}، کدپستی {code}", street, city, code
    if lang == "hi":
        road, _, number = street.rpartition(" ")
        street = f"{number}, {road}"  # the house number comes first in Indian addresses
    if lang in ("en_NG", "en_KE", "uk", "hi"):
        return f"{street}, {city} {code}", street, city, code
    return f"{street}, {code} {city}", street, city, code


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def phone(rng: random.Random, region: str, kind: str = "mobile") -> phonenumbers.PhoneNumber:
    """A number inside the region's plan: its example number with the last digits redrawn."""
    type_ = (
        phonenumbers.PhoneNumberType.MOBILE
        if kind == "mobile"
        else (phonenumbers.PhoneNumberType.FIXED_LINE)
    )
    example = phonenumbers.example_number_for_type(region, type_)
    national = str(example.national_number)
    while True:
        cand = national[:-5] + _digits(rng, 5)
        num = phonenumbers.parse(cand, region)
        if phonenumbers.is_valid_number_for_region(num, region):
            return num


NATIVE_DIGITS = {"fa": "۰۱۲۳۴۵۶۷۸۹", "hi": "०१२३४५६७८९"}


def write_phone(num: phonenumbers.PhoneNumber, shape: str, lang: str) -> str:
    if shape == "international":
        return phonenumbers.format_number(num, PNF.INTERNATIONAL)
    if shape == "e164":
        return phonenumbers.format_number(num, PNF.E164)
    if shape == "rfc3966":
        return phonenumbers.format_number(num, PNF.RFC3966).removeprefix("tel:")
    national = phonenumbers.format_number(num, PNF.NATIONAL)
    if shape == "dotted":
        return re.sub(r"[ -]+", ".", national.replace("(", "").replace(")", ""))
    if shape == "native_digits":
        return national.translate(str.maketrans("0123456789", NATIVE_DIGITS[lang]))
    return national


def iban(rng: random.Random, country: str, grouped: bool) -> str:
    bban = ""
    for kind, n in re.findall(r"([an])(\d+)", IBAN_BBAN[country]):
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if kind == "a" else "0123456789"
        bban += "".join(rng.choice(alphabet) for _ in range(int(n)))
    number = "".join(str(int(c, 36)) for c in bban + country + "00")
    value = f"{country}{98 - int(number) % 97:02d}{bban}"
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4)) if grouped else value


CARD_PREFIXES = {
    "visa": (("4",), 16),
    "mastercard": (("51", "53", "55", "2221", "2720"), 16),
    "amex": (("34", "37"), 15),
    "discover": (("6011", "644", "65"), 16),
    "jcb": (("3528", "3561", "3589"), 16),
}


def card(rng: random.Random, issuer: str, style: str) -> str:
    prefixes, length = CARD_PREFIXES[issuer]
    body = rng.choice(prefixes)
    body += _digits(rng, length - 1 - len(body))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (1 if i % 2 else 2)
        total += d - 9 if d > 9 else d
    digits = body + str((10 - total % 10) % 10)
    groups = (4, 6, 5) if length == 15 else (4, 4, 4, 4)
    parts, i = [], 0
    for g in groups:
        parts.append(digits[i : i + g])
        i += g
    return {"spaced": " ".join(parts), "dashed": "-".join(parts)}.get(style, digits)


def email(p: Person, rng: random.Random, region: str, style: int) -> str:
    first = re.sub(r"[^a-z]", "", p.latin_first.lower()) or "user"
    last = re.sub(r"[^a-z]", "", p.latin_last.lower()) or "mail"
    local = (
        f"{first}.{last}",
        f"{first[0]}{last}",
        f"{first}{rng.randint(10, 98)}",
        f"{last}.{first[0]}",
    )[style % 4]
    return f"{local}@{MAIL_DOMAINS[region][rng.randrange(2)]}"


def username(p: Person, style: int) -> str:
    first = re.sub(r"[^a-z]", "", p.latin_first.lower())
    last = re.sub(r"[^a-z]", "", p.latin_last.lower())
    return (f"{first[0]}{last}", f"{first}-{last}", f"{first}{last[0]}")[style % 3]
