"""Values of the seventh exam: people from Faker's locale lists (Filipino names from a hand list,
since Faker has none), addresses and postcodes in each locale's written order, phones drawn
inside each region's mobile plan and kept only when ``phonenumbers`` says they are valid there,
Luhn cards of five issuers, mod-97 IBANs, IPv4/IPv6 addresses and the deployment's two id
shapes. Everything draws from the ``random.Random`` it is given, so the exam is deterministic."""

from __future__ import annotations

import random
import string
import unicodedata
from dataclasses import dataclass
from functools import cache

import phonenumbers
from faker import Faker

# locale -> (language, phone region, Faker locale, IBAN country or None: those pay by card)
LOCALES = {
    "en_US": ("en", "US", "en_US", None),
    "en_GB": ("en", "GB", "en_GB", "GB"),
    "en_AU": ("en", "AU", "en_AU", None),
    "en_IN": ("en", "IN", "en_IN", None),
    "en_IE": ("en", "IE", "en_IE", "IE"),
    "vi_VN": ("vi", "VN", "vi_VN", None),
    "id_ID": ("id", "ID", "id_ID", None),
    "ro_RO": ("ro", "RO", "ro_RO", "RO"),
    "hu_HU": ("hu", "HU", "hu_HU", "HU"),
    "el_GR": ("el", "GR", "el_GR", "GR"),
    "da_DK": ("da", "DK", "da_DK", "DK"),
    "no_NO": ("no", "NO", "no_NO", "NO"),
    "fi_FI": ("fi", "FI", "fi_FI", "FI"),
    "fil_PH": ("tl", "PH", "en_PH", None),
    "de_CH": ("de", "CH", "de_CH", "CH"),
    "fr_CH": ("fr", "CH", "fr_CH", "CH"),
    "es_AR": ("es", "AR", "es_AR", None),
    "pt_PT": ("pt", "PT", "pt_PT", "PT"),
}
FAMILY_FIRST = {"vi", "hu"}  # the full name is written family name first
PH_FIRST_M = ["Jose", "Rommel", "Jerome", "Paolo", "Ramon", "Arvin", "Rodel", "Nestor", "Carlo",
              "Jomar", "Reynaldo", "Efren", "Dindo", "Marvin", "Ariel", "Jericho", "Bong"]  # fmt: skip
PH_FIRST_F = ["Maricel", "Kristine", "Rhea", "Jocelyn", "Analyn", "Marites", "Liezl", "Divina",
              "Charmaine", "Rowena", "Lorna", "Mylene", "Imelda", "Jonalyn", "Cherry", "Ligaya"]  # fmt: skip
PH_LAST = ["Santos", "Reyes", "Bautista", "Ocampo", "Villanueva", "Dela Cruz", "Mendoza", "Macaraeg",
           "Dimaculangan", "Pangilinan", "Tolentino", "Soriano", "Manalo", "Buenaventura", "Lacson",
           "Magbanua", "Dizon", "Aquino", "Sison", "Panganiban"]  # fmt: skip
VI_MIDDLE_M = ["Văn", "Minh", "Đức", "Quốc"]
VI_MIDDLE_F = ["Thị", "Ngọc", "Thanh", "Mỹ"]
GREEK = dict(
    zip(
        "αβγδεζηθικλμνξοπρσςτυφχψω",
        "a v g d e z i th i k l m n x o p r s s t y f ch ps o".split(),
        strict=True,
    )
)
FOLD = {"đ": "d", "ø": "o", "æ": "ae", "ß": "ss", "ł": "l", "ı": "i"}
MAIL_DOMAINS = {
    "en_US": ["gmail.com", "yahoo.com", "outlook.com"], "en_GB": ["btinternet.com", "gmail.com"],
    "en_AU": ["bigpond.com", "gmail.com"], "en_IN": ["rediffmail.com", "gmail.com"],
    "en_IE": ["eircom.net", "gmail.com"], "vi_VN": ["yahoo.com.vn", "gmail.com"],
    "id_ID": ["yahoo.co.id", "gmail.com"], "ro_RO": ["yahoo.ro", "gmail.com"],
    "hu_HU": ["freemail.hu", "gmail.com"], "el_GR": ["yahoo.gr", "gmail.com"],
    "da_DK": ["mail.dk", "gmail.com"], "no_NO": ["online.no", "gmail.com"],
    "fi_FI": ["luukku.com", "gmail.com"], "fil_PH": ["yahoo.com.ph", "gmail.com"],
    "de_CH": ["bluewin.ch", "gmx.ch"], "fr_CH": ["bluewin.ch", "gmail.com"],
    "es_AR": ["hotmail.com.ar", "gmail.com"], "pt_PT": ["sapo.pt", "gmail.com"],
}  # fmt: skip


@cache
def faker_for(locale: str) -> Faker:
    return Faker(LOCALES[locale][2])


def ascii_fold(text: str) -> str:
    """Lower-case ASCII form of a name for e-mails and usernames (Greek transliterated)."""
    out = ""
    for ch in unicodedata.normalize("NFD", text.lower()):
        if unicodedata.combining(ch):
            continue
        out += FOLD.get(ch, GREEK.get(ch, ch))
    return out.replace("oy", "ou").replace(" ", "").replace("'", "")


@dataclass(frozen=True)
class Person:
    first: str
    last: str
    female: bool
    lang: str

    @property
    def full(self) -> str:
        return (
            f"{self.last} {self.first}"
            if self.lang in FAMILY_FIRST
            else f"{self.first} {self.last}"
        )

    @property
    def given(self) -> str:
        """The name a person is called by alone: the last syllable of a Vietnamese given name."""
        return self.first.split()[-1] if self.lang == "vi" else self.first


def person(
    rng: random.Random, locale: str, female: bool | None = None, last: str | None = None
) -> Person:
    """A person of ``locale``; ``last`` keeps a family name (a relative)."""
    lang = LOCALES[locale][0]
    female = rng.random() < 0.5 if female is None else female
    if lang == "tl":
        first = rng.choice(PH_FIRST_F if female else PH_FIRST_M)
        return Person(first, last or rng.choice(PH_LAST), female, lang)
    fk = faker_for(locale)
    fk.seed_instance(rng.randrange(10**9))
    first = fk.first_name_female() if female else fk.first_name_male()
    if last is None:
        gendered = getattr(fk, "last_name_female" if female else "last_name_male", fk.last_name)
        last = gendered()
    if lang == "vi":
        first = f"{rng.choice(VI_MIDDLE_F if female else VI_MIDDLE_M)} {first.split()[-1]}"
    return Person(first.split()[0] if lang not in ("vi", "es") else first, last, female, lang)


def email(rng: random.Random, locale: str, p: Person, style: int | None = None) -> str:
    first, last = ascii_fold(p.given), ascii_fold(p.last)
    domain = rng.choice(MAIL_DOMAINS[locale])
    style = rng.randrange(4) if style is None else style
    local = [
        f"{first}.{last}",
        f"{first[0]}{last}{rng.randrange(10, 99)}",
        f"{last}.{first}{rng.randrange(70, 99)}",
        f"{first}_{last}",
    ][style]
    return f"{local}@{domain}"


def username(p: Person, style: int) -> str:
    first, last = ascii_fold(p.given), ascii_fold(p.last)
    return [f"{first}.{last}", f"{first[0]}{last}", f"{first}{last[0]}"][style % 3]


def spoken_email(address: str, at: str, dot: str) -> str:
    local, domain = address.split("@")
    return f" {dot} ".join(local.split(".")) + f" {at} " + f" {dot} ".join(domain.split("."))


def phone(rng: random.Random, region: str) -> phonenumbers.PhoneNumber:
    """A mobile number valid for ``region``, drawn by changing the last six digits of the
    region's example number until ``phonenumbers`` accepts it."""
    example = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = phonenumbers.national_significant_number(example)
    while True:
        digits = nsn[:-6] + "".join(rng.choice(string.digits) for _ in range(6))
        number = phonenumbers.parse(f"+{example.country_code}{digits}")
        if phonenumbers.is_valid_number_for_region(number, region):
            return number


def phone_text(number: phonenumbers.PhoneNumber, form: str, digit_words: str = "") -> str:
    """``number`` written ``national``, ``international``, ``e164``, ``asr_groups`` (the
    national digits in the national format's groups, separators as spaces) or ``digit_words``
    (each national digit as a word of ``digit_words``)."""
    fmt = phonenumbers.PhoneNumberFormat
    if form in ("national", "international", "e164"):
        return phonenumbers.format_number(number, getattr(fmt, form.upper()))
    national = phonenumbers.format_number(number, fmt.NATIONAL)
    if form == "asr_groups":
        return " ".join("".join(c if c.isdigit() else " " for c in national).split())
    words = digit_words.split()
    return " ".join(words[int(c)] for c in national if c.isdigit())


@dataclass(frozen=True)
class Address:
    street: str
    postcode: str
    city: str
    one_line: str
    multi_line: str


def address(rng: random.Random, locale: str) -> Address:
    fk = faker_for(locale)
    fk.seed_instance(rng.randrange(10**9))
    street, city, pc = fk.street_address().replace("\n", ", "), fk.city(), fk.postcode()
    pc = pc.removeprefix("ΤΚ ").removeprefix("H-")
    if locale == "es_AR":  # Faker's Argentine postcodes are not written that way: CPA shape
        pc = (
            rng.choice("BCSX")
            + str(rng.randrange(1000, 9999))
            + "".join(rng.choices("ABCDEFGHJKLMNPRSTUVWXYZ", k=3))
        )
    region = fk.state_abbr() if locale in ("en_US", "en_AU") else ""
    if locale in ("en_US", "en_AU"):
        tail = f"{city}, {region} {pc}" if locale == "en_US" else f"{city} {region} {pc}"
    elif locale in ("en_GB", "id_ID", "fil_PH"):
        tail = f"{city} {pc}"
    elif locale == "en_IN":
        tail = f"{city} - {pc}"
    elif locale == "en_IE":
        tail = f"{city}, {pc}"
    elif locale == "vi_VN":
        tail = city
    else:
        tail = f"{pc} {city}"
    if locale == "hu_HU":  # Hungarian addresses start with the town
        return Address(street, pc, city, f"{tail}, {street}", f"{tail}\n{street}")
    return Address(street, pc, city, f"{street}, {tail}", f"{street}\n{tail}")


ISSUERS = {
    "visa": (["4"], 16), "mastercard": (["51", "53", "55"], 16),
    "mastercard_2_series": (["2221", "2367", "2720"], 16), "amex": (["34", "37"], 15),
    "discover": (["6011", "644", "65"], 16), "jcb": (["3528", "3566", "3589"], 16),
}  # fmt: skip


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (1 if i % 2 else 2)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def card(rng: random.Random, issuer: str) -> str:
    prefixes, length = ISSUERS[issuer]
    body = rng.choice(prefixes)
    body += "".join(rng.choice(string.digits) for _ in range(length - 1 - len(body)))
    digits = body + luhn_digit(body)
    sep = rng.choice([" ", "-", ""])
    groups = (4, 6, 5) if length == 15 else (4, 4, 4, 4)
    out, i = [], 0
    for g in groups:
        out.append(digits[i : i + g])
        i += g
    return sep.join(out)


# IBAN country -> (letters, digits) of its BBAN (bank letters first, as GB and RO write them)
IBAN_BBAN = {"GB": (4, 14), "IE": (4, 14), "RO": (4, 16), "HU": (0, 24), "GR": (0, 23),
             "DK": (0, 14), "NO": (0, 11), "FI": (0, 14), "CH": (0, 17), "PT": (0, 21)}  # fmt: skip


def iban(rng: random.Random, country: str) -> str:
    letters, digits = IBAN_BBAN[country]
    bban = "".join(rng.choices(string.ascii_uppercase, k=letters))
    bban += "".join(rng.choice(string.digits) for _ in range(digits))
    number = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    compact = f"{country}{98 - number % 97:02d}{bban}"
    if rng.random() < 0.4:
        return compact
    return " ".join(compact[i : i + 4] for i in range(0, len(compact), 4))


def ipv4(rng: random.Random) -> str:
    first = rng.choice([31, 37, 46, 62, 77, 81, 85, 91, 94, 109, 141, 176, 185, 188, 212, 217])
    return ".".join(
        str(x) for x in (first, rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    )


def ipv6(rng: random.Random) -> str:
    head = rng.choice(["2a02", "2a01", "2001:16b8", "2a00", "2402", "2406"])
    groups = [f"{rng.randrange(1, 0xFFFF):x}" for _ in range(3)]
    return f"{head}:{':'.join(groups)}::{rng.randrange(1, 0xFFFF):x}"


def account_id(rng: random.Random) -> str:
    return f"acct_{rng.randrange(10**6, 10**9)}"


def order_id(rng: random.Random) -> str:
    return f"ORD-{rng.randrange(10**5, 10**8)}"
