"""Value makers for the held-out PII data: people, addresses, phones, cards, IBANs, ids.

Everything here is plain Python over a ``random.Random`` and one ``Faker`` per locale, so the
generator is deterministic for a fixed seed and a fixed Faker version. Names, streets and IBANs
come from the matching Faker locale; phone numbers are drawn inside each region's numbering
plan and kept only when ``phonenumbers`` calls them valid, so they look like numbers a real
customer types; cards are built from issuer ranges with a Luhn check digit.

The small lists below (towns with their postcode prefixes, short first names, Polish case
forms) are written by hand for this data set; none comes from the dev files.
"""

from __future__ import annotations

import ipaddress
import random
import string
import unicodedata
from dataclasses import dataclass, field

import phonenumbers
from faker import Faker

LOCALES = {
    "en": ("en_US", "en_GB"),
    "fr": ("fr_FR",),
    "de": ("de_DE",),
    "es": ("es_ES",),
    "nl": ("nl_NL",),
    "it": ("it_IT",),
    "pl": ("pl_PL",),
    "ja": ("ja_JP",),
    "zh": ("zh_CN",),
}
REGION = {
    "en_US": "US",
    "en_GB": "GB",
    "fr_FR": "FR",
    "de_DE": "DE",
    "es_ES": "ES",
    "nl_NL": "NL",
    "it_IT": "IT",
    "pl_PL": "PL",
    "ja_JP": "JP",
    "zh_CN": "CN",
}

# Real towns with the leading digits/letters of their postcodes (street names are Faker's).
TOWNS = {
    "en_US": [
        ("Austin", "TX", "787"),
        ("Portland", "OR", "972"),
        ("Columbus", "OH", "432"),
        ("Raleigh", "NC", "276"),
        ("Madison", "WI", "537"),
        ("Tucson", "AZ", "857"),
        ("Boise", "ID", "837"),
        ("Richmond", "VA", "232"),
        ("Omaha", "NE", "681"),
        ("Albany", "NY", "122"),
        ("Sacramento", "CA", "958"),
        ("Denver", "CO", "802"),
    ],
    "en_GB": [
        ("Leeds", "", "LS"),
        ("Manchester", "", "M"),
        ("Bristol", "", "BS"),
        ("Glasgow", "", "G"),
        ("Cardiff", "", "CF"),
        ("Norwich", "", "NR"),
        ("Brighton", "", "BN"),
        ("Leicester", "", "LE"),
        ("York", "", "YO"),
        ("Exeter", "", "EX"),
    ],
    "fr_FR": [
        ("Paris", "", "750"),
        ("Lyon", "", "6900"),
        ("Marseille", "", "130"),
        ("Toulouse", "", "310"),
        ("Nantes", "", "440"),
        ("Bordeaux", "", "330"),
        ("Lille", "", "590"),
        ("Rennes", "", "350"),
        ("Montpellier", "", "340"),
        ("Grenoble", "", "380"),
    ],
    "de_DE": [
        ("Berlin", "", "10"),
        ("München", "", "80"),
        ("Hamburg", "", "22"),
        ("Köln", "", "50"),
        ("Frankfurt am Main", "", "60"),
        ("Stuttgart", "", "70"),
        ("Leipzig", "", "04"),
        ("Dresden", "", "01"),
        ("Bremen", "", "28"),
        ("Freiburg im Breisgau", "", "79"),
    ],
    "es_ES": [
        ("Madrid", "", "280"),
        ("Barcelona", "", "080"),
        ("Valencia", "", "460"),
        ("Sevilla", "", "410"),
        ("Bilbao", "", "480"),
        ("Zaragoza", "", "500"),
        ("Málaga", "", "290"),
        ("Granada", "", "180"),
    ],
    "nl_NL": [
        ("Amsterdam", "", "10"),
        ("Rotterdam", "", "30"),
        ("Utrecht", "", "35"),
        ("Den Haag", "", "25"),
        ("Eindhoven", "", "56"),
        ("Groningen", "", "97"),
        ("Leiden", "", "23"),
        ("Haarlem", "", "20"),
    ],
    "it_IT": [
        ("Milano", "MI", "201"),
        ("Roma", "RM", "001"),
        ("Torino", "TO", "101"),
        ("Napoli", "NA", "801"),
        ("Bologna", "BO", "401"),
        ("Firenze", "FI", "501"),
        ("Genova", "GE", "161"),
        ("Palermo", "PA", "901"),
    ],
    "pl_PL": [
        ("Warszawa", "", "0"),
        ("Kraków", "", "3"),
        ("Łódź", "", "9"),
        ("Wrocław", "", "5"),
        ("Poznań", "", "6"),
        ("Gdańsk", "", "8"),
        ("Lublin", "", "2"),
        ("Szczecin", "", "7"),
    ],
    "ja_JP": [
        ("東京都渋谷区", "", "150"),
        ("東京都新宿区", "", "160"),
        ("大阪府大阪市北区", "", "530"),
        ("京都府京都市中京区", "", "604"),
        ("神奈川県横浜市中区", "", "231"),
        ("愛知県名古屋市中区", "", "460"),
        ("福岡県福岡市中央区", "", "810"),
        ("北海道札幌市中央区", "", "060"),
    ],
    "zh_CN": [
        ("北京市朝阳区", "", "1000"),
        ("上海市浦东新区", "", "2001"),
        ("广东省广州市天河区", "", "5106"),
        ("广东省深圳市南山区", "", "5180"),
        ("浙江省杭州市西湖区", "", "3100"),
        ("四川省成都市武侯区", "", "6100"),
        ("江苏省南京市鼓楼区", "", "2100"),
        ("湖北省武汉市洪山区", "", "4300"),
    ],
}
ZH_ROADS = [
    "中山路",
    "人民路",
    "解放路",
    "建设路",
    "长江路",
    "和平路",
    "文化路",
    "新华路",
    "学府路",
]
US_SUFFIX = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Blvd", "Dr", "Drive", "Lane", "Way"]
GB_SUFFIX = ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Gardens", "Terrace", "Grove"]

# Two- and three-letter first names people really go by, per language.
SHORT_NAMES = {
    "en": ["Ed", "Al", "Bo", "Jo", "Ty", "Di", "Cy", "Vi", "Li", "An"],
    "fr": ["Lou", "Al", "Jo", "Léa", "Éa"],
    "de": ["Jo", "Ed", "Bo", "Uli", "Ida"],
    "es": ["Pau", "Bea", "Flo", "Ana", "Eva"],
    "nl": ["An", "Bo", "Ed", "Jo", "Ad", "Sem"],
    "it": ["Ida", "Ugo", "Eva", "Leo"],
    "pl": ["Ola", "Ala", "Iza", "Ela"],
    "ja": ["Ai", "Yu", "Mei", "Rin"],
    "zh": ["Li", "Bo", "Yu", "An"],
}

# Polish first names with their genitive, dative and vocative forms, written out by hand
# (consonant alternations make a rule unreliable).
PL_FIRST = {
    "m": [
        ("Piotr", "Piotra", "Piotrowi", "Piotrze"),
        ("Paweł", "Pawła", "Pawłowi", "Pawle"),
        ("Marek", "Marka", "Markowi", "Marku"),
        ("Tomasz", "Tomasza", "Tomaszowi", "Tomaszu"),
        ("Krzysztof", "Krzysztofa", "Krzysztofowi", "Krzysztofie"),
        ("Michał", "Michała", "Michałowi", "Michale"),
        ("Łukasz", "Łukasza", "Łukaszowi", "Łukaszu"),
        ("Wojciech", "Wojciecha", "Wojciechowi", "Wojciechu"),
        ("Grzegorz", "Grzegorza", "Grzegorzowi", "Grzegorzu"),
    ],
    "f": [
        ("Anna", "Anny", "Annie", "Anno"),
        ("Katarzyna", "Katarzyny", "Katarzynie", "Katarzyno"),
        ("Magdalena", "Magdaleny", "Magdalenie", "Magdaleno"),
        ("Agnieszka", "Agnieszki", "Agnieszce", "Agnieszko"),
        ("Joanna", "Joanny", "Joannie", "Joanno"),
        ("Małgorzata", "Małgorzaty", "Małgorzacie", "Małgorzato"),
        ("Ewa", "Ewy", "Ewie", "Ewo"),
        ("Monika", "Moniki", "Monice", "Moniko"),
        ("Zofia", "Zofii", "Zofii", "Zofio"),
    ],
}

HONORIFIC = {
    "en": ("Mr", "Ms"),
    "fr": ("M.", "Mme"),
    "de": ("Herr", "Frau"),
    "es": ("Sr.", "Sra."),
    "nl": ("meneer", "mevrouw"),
    "it": ("Sig.", "Sig.ra"),
    "pl": ("Panie", "Pani"),
    "ja": ("", ""),
    "zh": ("", ""),
}

PHONE_EXT = {
    "en": [" ext. {n}", " x{n}", " ext {n}", " extension {n}"],
    "fr": [" poste {n}"],
    "de": [" Durchwahl {n}", " App. {n}"],
    "es": [" ext. {n}", " extensión {n}"],
    "nl": [" toestel {n}"],
    "it": [" interno {n}", " int. {n}"],
    "pl": [" wew. {n}"],
    "ja": [" 内線{n}"],
    "zh": [" 转{n}"],
}


def ascii_fold(text: str) -> str:
    text = text.replace("ł", "l").replace("Ł", "L").replace("ß", "ss")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def luhn_check_digit(partial: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(number: str) -> bool:
    digits = [int(c) for c in number if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def iban_ok(iban: str) -> bool:
    compact = iban.replace(" ", "").upper()
    moved = compact[4:] + compact[:4]
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


CARD_BRANDS = ("visa", "mastercard", "mastercard2", "amex", "discover")


def make_card(rng: random.Random, brand: str) -> str:
    """A Luhn-valid card number (digits only) inside the issuer's range."""
    if brand == "visa":
        prefix, length = "4", 16
    elif brand == "mastercard":
        prefix, length = str(rng.randint(51, 55)), 16
    elif brand == "mastercard2":
        prefix, length = str(rng.randint(2221, 2720)), 16
    elif brand == "amex":
        prefix, length = rng.choice(["34", "37"]), 15
    else:
        prefix, length = rng.choice(["6011", "65", str(rng.randint(644, 649))]), 16
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    number = body + luhn_check_digit(body)
    assert luhn_ok(number)
    return number


def format_card(rng: random.Random, number: str) -> str:
    style = rng.choice(["space", "space", "dash", "plain"])
    if style == "plain":
        return number
    sep = " " if style == "space" else "-"
    if len(number) == 15:
        parts = [number[:4], number[4:10], number[10:]]
    else:
        parts = [number[i : i + 4] for i in range(0, 16, 4)]
    return sep.join(parts)


def valid_phone(rng: random.Random, region: str, mobile: bool) -> phonenumbers.PhoneNumber:
    """A number inside ``region``'s plan that ``phonenumbers`` calls valid."""
    kind = (
        phonenumbers.PhoneNumberType.MOBILE if mobile else phonenumbers.PhoneNumberType.FIXED_LINE
    )
    example = phonenumbers.example_number_for_type(region, kind)
    national = phonenumbers.national_significant_number(example)
    # keep the leading digit that selects the service (mobile, geographic); draw the rest
    keep = 0 if region == "US" else 1
    for _ in range(5000):
        digits = national[:keep] + "".join(
            rng.choice(string.digits) for _ in range(len(national) - keep)
        )
        number = phonenumbers.parse("+" + str(example.country_code) + digits, None)
        kinds = (kind, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
        if (
            phonenumbers.is_valid_number(number)
            and phonenumbers.number_type(number) in kinds
            and phonenumbers.region_code_for_number(number) == region  # +1 is also Canada
        ):
            # 555 numbers are fictional in the US plan; keep the data looking real.
            if region == "US" and digits[3:6] == "555":
                continue
            return number
    raise RuntimeError(f"no valid {region} number found")


def format_phone(rng: random.Random, number: phonenumbers.PhoneNumber, style: str) -> str:
    F = phonenumbers.PhoneNumberFormat
    if style == "national":
        return phonenumbers.format_number(number, F.NATIONAL)
    if style == "international":
        return phonenumbers.format_number(number, F.INTERNATIONAL)
    if style == "e164":
        return phonenumbers.format_number(number, F.E164)
    national = phonenumbers.format_number(number, F.NATIONAL)
    region = phonenumbers.region_code_for_number(number)
    if style == "compact":
        return "".join(c for c in national if c.isdigit())
    # "local": the way people in the country often type it
    digits = "".join(c for c in national if c.isdigit())
    if region == "FR":
        return ".".join(digits[i : i + 2] for i in range(0, 10, 2))
    if region == "US":
        return f"{digits[:3]}.{digits[3:6]}.{digits[6:]}"
    if region == "DE":
        return (
            f"{digits[:4]}/{digits[4:]}"
            if digits.startswith("01")
            else f"{digits[:3]} / {digits[3:]}"
        )
    if region == "NL":
        return f"{digits[:2]}-{digits[2:]}"
    if region == "GB":
        return f"+44 (0){digits[1:5]} {digits[5:]}"
    if region == "ES":
        return f"{digits[:3]} {digits[3:6]} {digits[6:]}"
    if region == "IT":
        return f"+39 {digits[:3]} {digits[3:]}"
    if region == "PL":
        return f"{digits[:3]}-{digits[3:6]}-{digits[6:]}"
    if region == "JP":
        return f"({digits[:3]}){digits[3:7]}-{digits[7:]}"
    if region == "CN":
        return f"{digits[:3]}-{digits[3:7]}-{digits[7:]}"
    return national


def make_id(rng: random.Random, kind: str) -> str:
    n = {"acct": (4, 7), "ORD": (5, 9), "cust": (4, 8), "INV": (6, 10), "TKT": (4, 7)}[kind]
    digits = str(rng.randint(1, 9)) + "".join(
        rng.choice(string.digits) for _ in range(rng.randint(*n) - 1)
    )
    sep = "_" if kind in ("acct", "cust") else "-"
    return f"{kind}{sep}{digits}"


def swap_digits(rng: random.Random, ident: str) -> str:
    """The same id with two neighbouring, different digits swapped (acct_40371 -> acct_40317)."""
    head = next(i for i, c in enumerate(ident) if c.isdigit())
    digits = list(ident[head:])
    spots = [i for i in range(1, len(digits) - 1) if digits[i] != digits[i + 1]]
    i = rng.choice(spots)
    digits[i], digits[i + 1] = digits[i + 1], digits[i]
    return ident[:head] + "".join(digits)


@dataclass
class Address:
    line: str  # one line, the local order
    block: str  # several lines, the local order
    street: str  # street and number, no town
    nonum: str  # street and town, no number
    postcode: str
    town: str


def _gb_postcode(rng: random.Random, area: str) -> str:
    letters = "ABDEFGHJLNPQRSTUWXYZ"
    return (
        f"{area}{rng.randint(1, 19)} {rng.randint(1, 9)}{rng.choice(letters)}{rng.choice(letters)}"
    )


def make_address(rng: random.Random, fake: Faker, locale: str) -> Address:
    town, state, pre = rng.choice(TOWNS[locale])
    if locale == "en_US":
        pc = pre + f"{rng.randint(1, 99):02d}"
        street = f"{rng.randint(12, 9899)} {fake.last_name()} {rng.choice(US_SUFFIX)}"
        unit = rng.choice(
            [
                "",
                "",
                f", Apt {rng.randint(1, 40)}{rng.choice('ABCD')}",
                f", Suite {rng.randint(100, 900)}",
            ]
        )
        line = f"{street}{unit}, {town}, {state} {pc}"
        block = f"{street}{unit}\n{town}, {state} {pc}"
        nonum = f"{street.split(' ', 1)[1]}, {town}"
    elif locale == "en_GB":
        pc = _gb_postcode(rng, pre)
        street = f"{rng.randint(1, 240)} {fake.last_name()} {rng.choice(GB_SUFFIX)}"
        flat = rng.choice(["", "", f"Flat {rng.randint(1, 12)}, "])
        line = f"{flat}{street}, {town} {pc}"
        block = f"{flat}{street}\n{town}\n{pc}"
        nonum = f"{street.split(' ', 1)[1]}, {town}"
    elif locale == "fr_FR":
        pc = pre + str(rng.randint(1, 9)) if len(pre) == 4 else pre + f"{rng.randint(1, 20):02d}"
        num = f"{rng.randint(1, 160)}{rng.choice(['', '', '', ' bis', ' ter'])}"
        sname = fake.street_name()
        street = f"{num}{rng.choice([' ', ', '])}{sname}"
        line = f"{street}, {pc} {town}"
        block = f"{street}\n{pc} {town.upper() if rng.random() < 0.4 else town}"
        nonum = f"{sname[0].upper() + sname[1:]}, {town}"
    elif locale == "de_DE":
        pc = pre + f"{rng.randint(0, 999):03d}"
        sname = fake.street_name()
        street = f"{sname} {rng.randint(1, 180)}{rng.choice(['', '', '', 'a', 'b'])}"
        line = f"{street}, {pc} {town}"
        block = f"{street}\n{pc} {town}"
        nonum = f"{sname}, {pc} {town}"
    elif locale == "es_ES":
        pc = pre + f"{rng.randint(1, 52):02d}"
        sname = fake.street_name()
        floor = rng.choice(
            ["", f", {rng.randint(1, 9)}º {rng.choice('ABCD')}", f", {rng.randint(1, 6)}º izq."]
        )
        street = f"{sname}, {rng.randint(1, 150)}{floor}"
        line = f"{street}, {pc} {town}"
        block = f"{street}\n{pc} {town}"
        nonum = f"{sname}, {town}"
    elif locale == "nl_NL":
        letters = "ABCEGHJKLMNPRTVWXZ"
        pc = f"{pre}{rng.randint(10, 99)} {rng.choice(letters)}{rng.choice(letters)}"
        sname = fake.street_name()
        street = f"{sname} {rng.randint(1, 300)}{rng.choice(['', '', '-2', ' A', '-hs'])}"
        line = f"{street}, {pc} {town}"
        block = (
            f"{street}\n{pc}  {town.upper()}" if rng.random() < 0.3 else f"{street}\n{pc} {town}"
        )
        nonum = f"{sname}, {town}"
    elif locale == "it_IT":
        pc = pre + f"{rng.randint(0, 99):02d}"
        sname = fake.street_name()
        street = f"{sname}{rng.choice([' ', ', '])}{rng.randint(1, 220)}"
        line = (
            f"{street}, {pc} {town} ({state})" if rng.random() < 0.5 else f"{street} - {pc} {town}"
        )
        block = f"{street}\n{pc} {town} ({state})"
        nonum = f"{sname}, {town}"
    elif locale == "pl_PL":
        pc = f"{pre}{rng.randint(0, 9)}-{rng.randint(0, 999):03d}"
        sname = fake.street_name()
        prefix = rng.choice(["ul. ", "ul. ", "al. ", "os. "])
        flat = rng.choice(["", f"/{rng.randint(1, 80)}", f" m. {rng.randint(1, 80)}"])
        street = f"{prefix}{sname} {rng.randint(1, 120)}{flat}"
        line = f"{street}, {pc} {town}"
        block = f"{street}\n{pc} {town}"
        nonum = f"{prefix}{sname}, {town}"
    elif locale == "ja_JP":
        pc = f"{pre}-{rng.randint(0, 9999):04d}"
        area = fake.town()
        nums = f"{rng.randint(1, 5)}-{rng.randint(1, 30)}-{rng.randint(1, 20)}"
        bld = rng.choice(["", f" {fake.building_name()}{rng.randint(101, 1205)}"])
        street = f"{area}{nums}{bld}"
        line = f"〒{pc} {town}{street}"
        block = f"〒{pc}\n{town}{street}"
        nonum = f"{town}{area}"
    else:  # zh_CN
        pc = pre + f"{rng.randint(0, 99):02d}"
        road = rng.choice(ZH_ROADS)
        room = rng.choice(["", f"{rng.randint(1, 20)}栋{rng.randint(1, 30)}0{rng.randint(1, 8)}室"])
        street = f"{road}{rng.randint(1, 999)}号{room}"
        line = f"{town}{street}"
        block = f"{town}{street}\n邮编 {pc}"
        nonum = f"{town}{road}"
    return Address(line=line, block=block, street=street, nonum=nonum, postcode=pc, town=town)


def _email_domain(rng: random.Random, fake: Faker, locale: str) -> str:
    if locale == "zh_CN":
        return rng.choice(["qq.com", "163.com", "126.com", "sina.com", "foxmail.com"])
    if locale == "ja_JP":
        return rng.choice(["docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "gmail.com", "icloud.com"])
    if rng.random() < 0.35:
        return ascii_fold(fake.last_name()).lower().replace(" ", "").replace("'", "") + rng.choice(
            [".com", ".net", ".io", ".co"]
        )
    return fake.free_email_domain()


@dataclass
class Person:
    locale: str
    lang: str
    gender: str
    first: str
    last: str
    full: str
    roman_first: str
    roman_last: str
    forms: dict[str, str] = field(default_factory=dict)


def _gendered(fake: Faker, attr: str, gender: str) -> str:
    fn = getattr(fake, f"{attr}_{'male' if gender == 'm' else 'female'}", None)
    return fn() if fn else getattr(fake, attr)()


def _pl_surname_forms(last: str, gender: str) -> tuple[str, str]:
    """Genitive and dative of a Polish surname."""
    if gender == "m":
        for end in ("ski", "cki", "dzki"):
            if last.endswith(end):
                return last[:-1] + "iego", last[:-1] + "iemu"
        return last + "a", last + "owi"
    if last.endswith(("ska", "cka", "dzka")):
        return last[:-1] + "iej", last[:-1] + "iej"
    return last, last


def make_person(rng: random.Random, fake: Faker, locale: str, lang: str) -> Person:
    gender = rng.choice("mf")
    if lang == "pl":
        first, gen, dat, voc = rng.choice(PL_FIRST[gender])
        while True:
            last = _gendered(fake, "last_name", gender)
            # keep surnames whose case forms follow the plain rule (no fleeting -e-)
            if (
                gender == "f"
                or last.endswith(("ski", "cki", "dzki"))
                or not last.endswith(("ek", "el", "ec", "a", "o", "i", "y"))
            ):
                break
        lgen, ldat = _pl_surname_forms(last, gender)
    elif lang == "ja":
        # Faker's pairs keep the kanji and the romanization of one name together
        last, _, roman_last = fake.last_name_pair()
        pair = fake.first_name_male_pair() if gender == "m" else fake.first_name_female_pair()
        first, _, roman_first = pair
    else:
        first = _gendered(fake, "first_name", gender)
        last = _gendered(fake, "last_name", gender)
        if lang == "es" and rng.random() < 0.6:
            last = f"{last} {fake.last_name()}"
        if lang in ("de", "en") and rng.random() < 0.12:
            last = f"{last}-{fake.last_name()}"
        if lang == "fr" and rng.random() < 0.12 and "-" not in first:
            first = f"{first}-{_gendered(fake, 'first_name', gender)}"
    if lang in ("ja", "zh"):
        if lang == "zh":  # Faker has no pinyin for its zh_CN names: these do not match them
            roman_first, roman_last = fake.first_romanized_name(), fake.last_romanized_name()
        full = f"{last}{rng.choice(['', ' ', ''])}{first}"
    else:
        roman_first, roman_last = ascii_fold(first), ascii_fold(last)
        full = f"{first} {last}"
    p = Person(locale, lang, gender, first, last, full, roman_first, roman_last)
    f = p.forms
    f["full"], f["first"], f["last"] = full, first, last
    f["first_lc"], f["full_lc"] = first.lower(), full.lower()
    f["initial_last"] = f"{first[0]}. {last}"
    mid = rng.choice("abcdefghjklmnprstw")
    f["lc_initials_last"] = f"{ascii_fold(first[0]).lower()}{mid} {last.lower()}"
    f["initials"] = f"{first[0]}.{mid.upper()}. {last}" if lang not in ("ja", "zh") else full
    f["short"] = rng.choice(SHORT_NAMES[lang])
    f["short_full"] = f"{f['short']} {roman_last if lang in ('ja', 'zh') else last}"
    f["roman_full"] = f"{roman_first} {roman_last}"
    f["roman_first"] = roman_first
    if lang == "de":
        # "Annas Bestellung", but "Jonas' Bestellung": the apostrophe stays outside the span
        if first[-1] in "sßxz":
            f["first_gen"], f["first_gen__after"] = first, "'"
        else:
            f["first_gen"] = first + "s"
    elif lang == "nl":
        # "Jans fiets", but "Anna's fiets"
        if first[-1] in "aeiouy":
            f["first_gen"], f["first_gen__after"] = first, "'s"
        else:
            f["first_gen"] = first + "s"
    elif lang == "pl":
        f["first_gen"], f["first_dat"], f["first_voc"] = gen, dat, voc
        f["last_gen"], f["last_dat"] = lgen, ldat
        f["full_gen"] = f"{gen} {lgen}"
    local = rng.choice(
        [
            "{f}.{l}",
            "{f}{l}",
            "{i}{l}",
            "{f}_{l}",
            "{f}.{l}{n}",
            "{f}{n}",
            "{l}.{f}",
        ]
    )
    rf = ascii_fold(roman_first).lower().replace(" ", "").replace("-", "").replace("'", "")
    rl = ascii_fold(roman_last).lower().replace(" ", "").replace("-", "").replace("'", "")
    domain = _email_domain(rng, fake, locale)
    if locale == "zh_CN" and rng.random() < 0.5:
        f["email"] = f"{rng.randint(10000000, 3999999999)}@qq.com"
    else:
        f["email"] = local.format(f=rf, l=rl, i=rf[0], n=rng.randint(1, 99)) + "@" + domain
    f["work_email"] = (
        f"{rf[0]}{rl}@{ascii_fold(fake.last_name()).lower().replace(' ', '')}-{rng.choice(['group', 'labs', 'consulting', 'logistics'])}.com"
    )
    return p


@dataclass
class Persona:
    """Everything one customer case can mention: the customer, an agent, a second person."""

    locale: str
    lang: str
    region: str
    customer: Person
    agent: Person
    other: Person
    address: Address
    values: dict[str, str] = field(default_factory=dict)


def make_persona(rng: random.Random, fakers: dict[str, Faker], locale: str, lang: str) -> Persona:
    fake = fakers[locale]
    region = REGION[locale]
    cust = make_person(rng, fake, locale, lang)
    agent = make_person(rng, fake, locale, lang)
    other = make_person(rng, fake, locale, lang)
    addr = make_address(rng, fake, locale)
    v: dict[str, str] = {}
    for k, val in cust.forms.items():
        v[k] = val
    v["agent"] = agent.first if lang not in ("ja", "zh") else agent.last
    v["agent_full"] = agent.full
    v["agent_lc"] = v["agent"].lower()
    v["hon"] = HONORIFIC[lang][0 if cust.gender == "m" else 1]
    v["other"] = other.first
    v["other_full"] = other.full
    v["address"], v["address_block"], v["street"] = addr.line, addr.block, addr.street
    v["address_nonum"], v["postcode"] = addr.nonum, addr.postcode
    mobile = valid_phone(rng, region, mobile=True)
    fixed = valid_phone(rng, region, mobile=False)
    v["phone"] = format_phone(rng, mobile, rng.choice(["national", "national", "local", "compact"]))
    v["phone_intl"] = format_phone(
        rng, mobile, rng.choice(["international", "international", "e164"])
    )
    v["landline"] = format_phone(rng, fixed, rng.choice(["national", "international", "local"]))
    ext = rng.choice(PHONE_EXT[lang]).format(n=rng.randint(2, 4999))
    v["phone_ext"] = format_phone(rng, fixed, rng.choice(["national", "international"])) + ext
    v["agent_phone"] = format_phone(rng, valid_phone(rng, region, mobile=False), "international")
    brand = rng.choice(CARD_BRANDS)
    v["card"] = format_card(rng, make_card(rng, brand))
    v["card_brand"] = {
        "visa": "Visa",
        "mastercard": "Mastercard",
        "mastercard2": "Mastercard",
        "amex": "American Express",
        "discover": "Discover",
    }[brand]
    v["card_mc2"] = format_card(rng, make_card(rng, "mastercard2"))
    v["card_amex"] = format_card(rng, make_card(rng, "amex"))
    iban_fake = fake if locale not in ("en_US", "ja_JP", "zh_CN") else fakers["en_GB"]
    iban = iban_fake.iban()
    assert iban_ok(iban), iban
    v["iban"] = (
        " ".join(iban[i : i + 4] for i in range(0, len(iban), 4)) if rng.random() < 0.5 else iban
    )
    v["ssn"] = (
        fakers["en_US"].ssn() if rng.random() < 0.8 else fakers["en_US"].ssn().replace("-", " ")
    )
    v["ip"] = fake.ipv4_public()
    v["ipv6"] = str(ipaddress.IPv6Address(fake.ipv6()))
    for kind, key in (
        ("acct", "acct"),
        ("ORD", "ord"),
        ("ORD", "ord2"),
        ("cust", "cust"),
        ("INV", "inv"),
        ("TKT", "tkt"),
    ):
        v[key] = make_id(rng, kind)
    # non-personal fills
    v["amount"] = f"{rng.randint(5, 900)}.{rng.randint(0, 99):02d}"
    v["day"] = str(rng.randint(4, 20))  # read as "the 14th"
    v["n"] = str(rng.randint(2, 9))
    v["last4"] = "".join(c for c in v["card"] if c.isdigit())[-4:]
    return Persona(locale, lang, region, cust, agent, other, addr, v)


# Which template slots are personal data, and of what type. Anything else is plain text.
SLOT_TYPES = {
    "full": "PERSON",
    "first": "PERSON",
    "last": "PERSON",
    "first_lc": "PERSON",
    "full_lc": "PERSON",
    "initial_last": "PERSON",
    "lc_initials_last": "PERSON",
    "initials": "PERSON",
    "short": "PERSON",
    "short_full": "PERSON",
    "roman_full": "PERSON",
    "roman_first": "PERSON",
    "first_gen": "PERSON",
    "first_dat": "PERSON",
    "first_voc": "PERSON",
    "last_gen": "PERSON",
    "last_dat": "PERSON",
    "full_gen": "PERSON",
    "agent": "PERSON",
    "agent_full": "PERSON",
    "agent_lc": "PERSON",
    "other": "PERSON",
    "other_full": "PERSON",
    "email": "EMAIL_ADDRESS",
    "work_email": "EMAIL_ADDRESS",
    "phone": "PHONE_NUMBER",
    "phone_intl": "PHONE_NUMBER",
    "landline": "PHONE_NUMBER",
    "phone_ext": "PHONE_NUMBER",
    "agent_phone": "PHONE_NUMBER",
    "address": "STREET_ADDRESS",
    "address_block": "STREET_ADDRESS",
    "street": "STREET_ADDRESS",
    "address_nonum": "STREET_ADDRESS",
    "postcode": "POSTAL_CODE",
    "card": "CREDIT_CARD",
    "card_mc2": "CREDIT_CARD",
    "card_amex": "CREDIT_CARD",
    "iban": "IBAN_CODE",
    "ssn": "US_SSN",
    "ip": "IP_ADDRESS",
    "ipv6": "IP_ADDRESS",
    "acct": "ACCOUNT_ID",
    "ord": "ORDER_ID",
    "ord2": "ORDER_ID",
    "cust": "CUSTOMER_ID",
    "inv": "INVOICE_ID",
    "tkt": "TICKET_ID",
}

# The hard shape a slot stands for, recorded on each span so leaks can be broken down by it.
SLOT_SHAPES = {
    "first": "first_name_alone",
    "last": "surname_alone",
    "first_lc": "lower_case",
    "full_lc": "lower_case",
    "initial_last": "initial",
    "lc_initials_last": "lower_case_initials",
    "initials": "initials",
    "short": "short_name",
    "short_full": "short_name",
    "first_gen": "inflected",
    "first_dat": "inflected",
    "first_voc": "inflected",
    "last_gen": "inflected",
    "last_dat": "inflected",
    "full_gen": "inflected",
    "agent": "first_name_alone",
    "agent_lc": "lower_case",
    "other": "first_name_alone",
    "phone": "national",
    "phone_intl": "international",
    "phone_ext": "extension",
    "address_block": "multi_line",
    "street": "street_only",
    "address_nonum": "no_street_number",
    "card_mc2": "mastercard_2_series",
    "card_amex": "amex",
    "ipv6": "ipv6",
    # household slots
    "first_a": "first_name_alone",
    "first_b": "first_name_alone",
    "first_a_lc": "lower_case",
    "first_b_lc": "lower_case",
}

# The real-world thing a slot refers to, inside one case: every way of writing the customer's
# name refers to "customer", the mobile in national and international format to
# "customer/mobile". Spans carry it as ``referent`` next to the exact-string ``entity``.
REFERENT = {
    **{k: "customer" for k, t in SLOT_TYPES.items() if t == "PERSON"},
    "agent": "agent",
    "agent_full": "agent",
    "agent_lc": "agent",
    "other": "other",
    "other_full": "other",
    "phone": "customer/mobile",
    "phone_intl": "customer/mobile",
    "landline": "customer/landline",
    "phone_ext": "customer/landline",
    "agent_phone": "agent/phone",
    "address": "customer/address",
    "address_block": "customer/address",
    "street": "customer/address",
    "address_nonum": "customer/address",
}
