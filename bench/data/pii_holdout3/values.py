"""Values for exam 3: people, phones, e-mails, addresses, IBANs, cards, IPs and ids per locale.

Names, streets, postcodes and cities come from Faker in the case's locale (Japanese and Chinese
addresses are assembled from Faker's parts); particle and hyphenated surnames, Polish declension,
Chinese pinyin and short names come from the small hand lists below. Phones are drawn inside each
region's numbering plan and kept only when `phonenumbers` says they are valid for that region.
"""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass

import phonenumbers
from faker import Faker
from faker.providers.address.it_IT import Provider as ItAddress

IT_CITIES = sorted(ItAddress.cities)
REGION = {
    "en_US": "US", "en_GB": "GB", "en_AU": "AU", "en_IE": "IE", "fr_FR": "FR", "de_DE": "DE",
    "es_ES": "ES", "it_IT": "IT", "pt_PT": "PT", "pt_BR": "BR", "nl_NL": "NL", "sv_SE": "SE",
    "pl_PL": "PL", "ja_JP": "JP", "zh_CN": "CN",
}  # fmt: skip
MAIL_DOMAINS = {
    "US": ["gmail.com", "yahoo.com", "outlook.com", "icloud.com"],
    "GB": ["btinternet.com", "gmail.com", "outlook.co.uk", "sky.com"],
    "AU": ["bigpond.com", "gmail.com", "optusnet.com.au"],
    "IE": ["eircom.net", "gmail.com", "outlook.ie"],
    "FR": ["orange.fr", "free.fr", "laposte.net", "gmail.com"],
    "DE": ["web.de", "gmx.de", "t-online.de", "posteo.de"],
    "ES": ["telefonica.net", "gmail.com", "hotmail.es"],
    "IT": ["libero.it", "virgilio.it", "tiscali.it", "gmail.com"],
    "PT": ["sapo.pt", "gmail.com", "netcabo.pt"],
    "BR": ["uol.com.br", "bol.com.br", "gmail.com", "terra.com.br"],
    "NL": ["ziggo.nl", "kpnmail.nl", "xs4all.nl", "gmail.com"],
    "SE": ["telia.com", "bredband.net", "gmail.com"],
    "PL": ["wp.pl", "o2.pl", "onet.pl", "interia.pl"],
    "JP": ["yahoo.co.jp", "docomo.ne.jp", "nifty.com", "gmail.com"],
    "CN": ["qq.com", "163.com", "126.com", "sina.com"],
}
WORK_DOMAINS = ["helpdesk.example-retail.com", "care.northwind-shop.eu", "support.lumen-bank.io"]
# Surnames with particles or hyphens, per language (hand list).
PARTICLE_SURNAMES = {
    "en": ["O'Sullivan", "McAuliffe", "Fitzgerald-Hart", "De Souza", "Ní Bhriain"],
    "fr": ["de Villeneuve", "Le Goff", "d'Aubigné", "Martin-Lefèvre", "du Plessis"],
    "de": ["von Bülow", "zu Solms", "Meyer-Lüdenscheid", "vom Hofe", "Groß-Albers"],
    "es": ["de la Fuente", "del Valle", "García-Ibáñez", "de los Ríos"],
    "it": ["De Luca", "Dal Molin", "Della Valle", "D'Alessandro", "Lo Presti"],
    "pt": ["da Silva Couto", "dos Anjos", "de Sá", "Corte-Real"],
    "nl": ["van den Heuvel", "ter Horst", "de Wit", "van 't Hek", "in 't Veld"],
    "sv": ["af Klint", "von Platen", "Lindqvist-Berg", "de Geer"],
    "pl": ["Nowak-Zielińska", "Kos-Kowalczyk"],
}
SHORT_FIRST = {
    "en": ["Ed", "Bo", "Jo", "Al"], "sv": ["Bo", "Li", "Ia"], "nl": ["An", "Bo", "Ed"],
    "de": ["Bo", "Ed", "Jo"], "fr": ["Jo", "Lu"], "it": ["Ed", "Bo"], "es": ["Jo", "Bo"],
    "pt": ["Bo", "Jo"], "pl": ["Jo", "Ed"],
}  # fmt: skip
# Polish first names: nominative, genitive, instrumental (hand list).
PL_FIRST_F = [
    ("Anna", "Anny", "Anną"), ("Kinga", "Kingi", "Kingą"), ("Zofia", "Zofii", "Zofią"),
    ("Magdalena", "Magdaleny", "Magdaleną"), ("Joanna", "Joanny", "Joanną"),
    ("Agnieszka", "Agnieszki", "Agnieszką"), ("Weronika", "Weroniki", "Weroniką"),
    ("Małgorzata", "Małgorzaty", "Małgorzatą"), ("Ewelina", "Eweliny", "Eweliną"),
    ("Urszula", "Urszuli", "Urszulą"), ("Halina", "Haliny", "Haliną"), ("Jolanta", "Jolanty", "Jolantą"),
]  # fmt: skip
PL_FIRST_M = [
    ("Jan", "Jana", "Janem"), ("Piotr", "Piotra", "Piotrem"), ("Tomasz", "Tomasza", "Tomaszem"),
    ("Michał", "Michała", "Michałem"), ("Marek", "Marka", "Markiem"), ("Krzysztof", "Krzysztofa", "Krzysztofem"),
    ("Grzegorz", "Grzegorza", "Grzegorzem"), ("Łukasz", "Łukasza", "Łukaszem"), ("Wojciech", "Wojciecha", "Wojciechem"),
    ("Rafał", "Rafała", "Rafałem"), ("Dariusz", "Dariusza", "Dariuszem"), ("Bartłomiej", "Bartłomieja", "Bartłomiejem"),
]  # fmt: skip
# Polish adjectival surnames, masculine form (the feminine and the cases follow by rule).
PL_SURNAMES = [
    "Kowalski", "Wiśniewski", "Zieliński", "Szymański", "Wróblewski", "Kamiński", "Lewandowski",
    "Dąbrowski", "Jasiński", "Olszewski", "Sadowski", "Zawadzki", "Jabłoński", "Malinowski",
    "Górecki", "Kalinowski", "Wasilewski", "Sobczyński", "Mazurkiewicz", "Pietrzyk", "Sikora",
]  # fmt: skip
# Nicknames and diminutives people sign chats with (hand list); other names go by themselves.
NICKNAMES = {
    "en": {"Robert": "Bob", "William": "Bill", "Elizabeth": "Liz", "Katherine": "Kate",
           "Michael": "Mike", "Christopher": "Chris", "Jennifer": "Jen", "Matthew": "Matt",
           "Anthony": "Tony", "Joseph": "Joe", "Thomas": "Tom", "Richard": "Rick",
           "Alexander": "Alex", "Samantha": "Sam", "Rebecca": "Becky", "Margaret": "Maggie",
           "Patricia": "Trish", "James": "Jim", "Jessica": "Jess", "Stephanie": "Steph",
           "Nicholas": "Nick", "Benjamin": "Ben", "Victoria": "Vicky", "David": "Dave",
           "Kimberly": "Kim", "Jonathan": "Jon", "Timothy": "Tim", "Andrew": "Andy",
           "Deborah": "Debbie", "Susan": "Sue", "Gregory": "Greg", "Edward": "Ted",
           "Catherine": "Cathy", "Zachary": "Zach", "Joshua": "Josh", "Kenneth": "Ken",
           "Pamela": "Pam", "Ronald": "Ron", "Siobhan": "Shiv", "Patrick": "Paddy"},
    "de": {"Johannes": "Hannes", "Katharina": "Kathi", "Wolfgang": "Wolfi", "Franziska": "Franzi",
           "Alexander": "Alex", "Michael": "Michi", "Susanne": "Susi", "Matthias": "Matze"},
    "es": {"Francisco": "Paco", "José": "Pepe", "Dolores": "Lola", "Ignacio": "Nacho",
           "Concepción": "Concha", "Guillermo": "Guille", "Jesús": "Chus", "Manuel": "Manolo"},
    "it": {"Giuseppe": "Beppe", "Francesca": "Franci", "Alessandro": "Ale", "Roberto": "Robi",
           "Antonio": "Totò", "Federico": "Fede", "Valentina": "Vale", "Elisabetta": "Betta"},
    "fr": {"Guillaume": "Guigui", "Nicolas": "Nico", "Alexandre": "Alex", "Frédéric": "Fred",
           "Stéphanie": "Steph", "Dominique": "Dom", "Christophe": "Chris", "Isabelle": "Isa"},
    "pt": {"Margarida": "Guida", "Eduardo": "Edu", "Fernanda": "Nanda", "Francisco": "Chico",
           "Rafaela": "Rafa", "Gabriela": "Gabi", "Luísa": "Lu", "Beatriz": "Bia"},
    "nl": {"Hendrik": "Henk", "Cornelis": "Kees", "Wilhelmina": "Mien", "Johannes": "Hans",
           "Elisabeth": "Lies", "Gerardus": "Gert", "Jacobus": "Koos", "Margaretha": "Greet"},
    "sv": {"Karl": "Kalle", "Katarina": "Kattis", "Magnus": "Mange", "Fredrik": "Fredde",
           "Johanna": "Hanna", "Kristoffer": "Kricke", "Mikael": "Micke", "Elisabet": "Lisa"},
    "pl": {"Małgorzata": "Gosia", "Tomasz": "Tomek", "Agnieszka": "Aga", "Joanna": "Asia",
           "Piotr": "Piotrek", "Grzegorz": "Grzesiek", "Magdalena": "Magda", "Jan": "Janek",
           "Wojciech": "Wojtek", "Dariusz": "Darek", "Bartłomiej": "Bartek", "Zofia": "Zosia",
           "Anna": "Ania", "Urszula": "Ula", "Jolanta": "Jola", "Krzysztof": "Krzysiek",
           "Weronika": "Wera"},
}  # fmt: skip
# Chinese surnames and given names with pinyin (hand list).
ZH_SURNAMES = [
    ("王", "Wang"), ("李", "Li"), ("张", "Zhang"), ("刘", "Liu"), ("陈", "Chen"), ("杨", "Yang"),
    ("黄", "Huang"), ("赵", "Zhao"), ("周", "Zhou"), ("吴", "Wu"), ("徐", "Xu"), ("孙", "Sun"),
    ("胡", "Hu"), ("朱", "Zhu"), ("高", "Gao"), ("林", "Lin"), ("何", "He"), ("郭", "Guo"),
]  # fmt: skip
ZH_GIVEN = [
    ("秀英", "Xiuying"), ("建国", "Jianguo"), ("海燕", "Haiyan"), ("志强", "Zhiqiang"),
    ("丽华", "Lihua"), ("俊杰", "Junjie"), ("雨桐", "Yutong"), ("子轩", "Zixuan"), ("晓东", "Xiaodong"),
    ("婉清", "Wanqing"), ("浩然", "Haoran"), ("佳怡", "Jiayi"), ("文博", "Wenbo"), ("梦瑶", "Mengyao"),
    ("国平", "Guoping"), ("玉兰", "Yulan"), ("天宇", "Tianyu"), ("思琪", "Siqi"), ("明辉", "Minghui"),
]  # fmt: skip


@dataclass(frozen=True)
class Person:
    first: str
    last: str
    latin_first: str  # for e-mails: romaji / pinyin / ASCII-folded
    latin_last: str
    cjk: bool = False
    female: bool = False
    forms: dict | None = None  # Polish: {"gen": "...", "ins": "..."} of the full name

    @property
    def full(self) -> str:
        return f"{self.last}{self.first}" if self.cjk else f"{self.first} {self.last}"


def fold(s: str) -> str:
    s = s.replace("ł", "l").replace("Ł", "L").replace("ß", "ss").replace("'", "")
    out = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return "".join(c for c in out.lower() if c.isalnum() or c in ".-")


def _pl_surname(masc: str, female: bool) -> tuple[str, str, str]:
    """(nominative, genitive, instrumental) of a Polish surname for a man or a woman."""
    if masc.endswith("i"):  # -ski, -cki, -dzki decline as adjectives
        if female:
            fem = masc[:-1] + "a"
            return fem, fem[:-1] + "iej", fem[:-1] + "ą"
        return masc, masc + "ego", masc + "m"
    if masc.endswith("a"):  # Sikora: a noun in -a, same for both
        return masc, masc[:-1] + "y", masc[:-1] + "ą"
    if female:  # a consonant ending does not decline for a woman
        return masc, masc, masc
    return masc, masc + "a", masc + ("iem" if masc.endswith("k") else "em")


def _pl_person(rng: random.Random) -> Person:
    female = rng.random() < 0.5
    first = rng.choice(PL_FIRST_F if female else PL_FIRST_M)
    last, last_gen, last_ins = _pl_surname(rng.choice(PL_SURNAMES), female)
    forms = {
        "gen_first": first[1],
        "ins_first": first[2],
        "gen_last": last_gen,
        "ins_last": last_ins,
    }
    return Person(first[0], last, fold(first[0]), fold(last), female=female, forms=forms)


def person(
    fk: Faker, locale: str, rng: random.Random, particle: float = 0.15, nick_share: float = 0.0
) -> Person:
    """One person in the locale's own script and naming habits."""
    lang = locale[:2]
    if locale == "pl_PL":
        return _pl_person(rng)
    if locale == "ja_JP":
        last, first = fk.last_name_pair(), fk.first_name_pair()
        return Person(first[0], last[0], first[2].lower(), last[2].lower(), cjk=True)
    if locale == "zh_CN":
        last, first = rng.choice(ZH_SURNAMES), rng.choice(ZH_GIVEN)
        return Person(first[0], last[0], first[1].lower(), last[1].lower(), cjk=True)
    female = rng.random() < 0.5
    first = fk.first_name_female() if female else fk.first_name_male()
    if nick_share and rng.random() < nick_share and lang in NICKNAMES:  # a name people shorten
        first = rng.choice(sorted(NICKNAMES[lang]))
    while "." in first:  # Faker's de_DE has abbreviations such as "Klaus-D."
        first = fk.first_name_female() if female else fk.first_name_male()
    if rng.random() < particle and lang in PARTICLE_SURNAMES:
        last = rng.choice(PARTICLE_SURNAMES[lang])
    else:
        last = fk.last_name()
        while set(last) <= set("IVX"):  # Faker's nl_NL has regnal numbers ("VI") as surnames
            last = fk.last_name()
    first = first.split()[0] if locale == "pt_BR" and " " in first else first
    return Person(first, last, fold(first), fold(last.replace(" ", "")), female=female)


def _random_valid(region: str, kind: int, rng: random.Random) -> phonenumbers.PhoneNumber:
    example = phonenumbers.example_number_for_type(region, kind)
    nsn = phonenumbers.national_significant_number(example)
    keep = 2 if len(nsn) > 8 else 1
    for _ in range(200):
        digits = nsn[:keep] + "".join(rng.choice("0123456789") for _ in nsn[keep:])
        num = phonenumbers.parse("+" + str(example.country_code) + digits)
        if phonenumbers.is_valid_number(num) and phonenumbers.region_code_for_number(num) == region:
            return num
    raise AssertionError(f"no valid number drawn for {region}")


def phone_number(region: str, rng: random.Random) -> phonenumbers.PhoneNumber:
    kind = rng.choice(
        [phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE]
    )
    return _random_valid(region, kind, rng)


def fmt_phone(num: phonenumbers.PhoneNumber, shape: str) -> str:
    """The number written national, international, e164, or asr_digits (speech-to-text writes
    the national number as bare digits)."""
    fmt = phonenumbers.PhoneNumberFormat
    if shape == "asr_digits":
        return "".join(c for c in phonenumbers.format_number(num, fmt.NATIONAL) if c.isdigit())
    which = {"national": fmt.NATIONAL, "international": fmt.INTERNATIONAL, "e164": fmt.E164}
    return phonenumbers.format_number(num, which[shape])


def spoken_email(address: str) -> str:
    """How speech-to-text writes an e-mail read out: "anna dot berg at gmail dot com"."""
    local, domain = address.split("@")
    return " at ".join(
        p.replace(".", " dot ").replace("_", " underscore ") for p in (local, domain)
    )


def email(p: Person, region: str, rng: random.Random) -> str:
    first, last = p.latin_first.replace(" ", ""), p.latin_last.replace(" ", "")
    local = rng.choice(
        [f"{first}.{last}", f"{first[0]}{last}", f"{last}.{first}", f"{first}{rng.randint(1, 99)}",
         f"{first}_{last}{rng.randint(60, 99)}"]
    )  # fmt: skip
    if region == "CN" and rng.random() < 0.4:
        return f"{rng.randint(10000000, 999999999)}@qq.com"
    return f"{local}@{rng.choice(MAIL_DOMAINS[region])}"


def work_email(p: Person, rng: random.Random) -> str:
    return f"{p.latin_first.replace(' ', '')}.{p.latin_last[:1]}@{rng.choice(WORK_DOMAINS)}"


def address(fk: Faker, locale: str, rng: random.Random) -> dict:
    """{"street": with number, "street_only": no number, "postcode", "city"}."""
    if locale == "ja_JP":
        pref, city, town = fk.prefecture(), fk.city(), fk.town()
        street = f"{town}{fk.chome()}{fk.ban()}{fk.gou()}"
        return {
            "street": street,
            "street_only": town,
            "postcode": fk.postcode(),
            "city": f"{pref}{city}",
        }
    if locale == "zh_CN":
        street = f"{fk.district()}区{fk.street_name()}{rng.randint(1, 399)}号"
        return {"street": street, "street_only": f"{fk.street_name()}", "postcode": fk.postcode(), "city": f"{fk.province()}{fk.city()}"}  # fmt: skip
    postcode = fk.postcode()
    if locale == "pt_BR" and "-" not in postcode:
        postcode = f"{postcode[:5]}-{postcode[5:]}"
    if locale == "en_IE" and " " not in postcode:  # an Eircode: routing key, then four
        postcode = f"{postcode[:3]} {postcode[3:]}"
    if locale == "nl_NL":
        postcode = postcode.replace(" ", "")
        postcode = f"{postcode[:4]} {postcode[4:]}"
    street = " ".join(fk.street_address().split())
    street = street.split(" Apt")[0].split(" Piano")[0].split(" Suite")[0]
    if locale == "fr_FR" and not street[:1].isdigit():
        street = f"{rng.randint(1, 120)} {street}"
    # Faker's it_IT city list is built from a set, so its order changes with the hash seed
    city = fk.random_element(IT_CITIES) if locale == "it_IT" else fk.city()
    return {"street": street, "street_only": fk.street_name(), "postcode": postcode, "city": city}


# IBAN: country -> BBAN pattern (9 digit, A letter, X alphanumeric)
IBAN_BBAN = {
    "GB": "AAAA99999999999999", "IE": "AAAA99999999999999", "FR": "99999999999999999999999",
    "DE": "999999999999999999", "ES": "99999999999999999999", "IT": "A9999999999XXXXXXXXXXXX",
    "PT": "999999999999999999999", "NL": "AAAA9999999999", "SE": "99999999999999999999",
    "PL": "999999999999999999999999", "BR": "99999999999999999999999AX",
}  # fmt: skip


def iban(country: str, rng: random.Random, grouped: bool | None = None) -> str:
    alph = {"9": "0123456789", "A": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "X": "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"}  # fmt: skip
    bban = "".join(rng.choice(alph[c]) for c in IBAN_BBAN[country])
    number = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    value = f"{country}{98 - number % 97:02d}{bban}"
    if grouped is None:
        grouped = rng.random() < 0.7
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4)) if grouped else value


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


CARD_PREFIX = {
    "visa": lambda r: "4",
    "mastercard": lambda r: str(r.randint(51, 55)),
    "mastercard_2_series": lambda r: str(r.randint(2221, 2720)),
    "amex": lambda r: r.choice(["34", "37"]),
    "discover": lambda r: r.choice(["6011", "65", str(r.randint(644, 649))]),
    "jcb": lambda r: str(r.randint(3528, 3589)),
}


def card(rng: random.Random, brand: str | None = None) -> tuple[str, str]:
    brand = brand or rng.choice(list(CARD_PREFIX) + ["visa", "mastercard"])
    n = 15 if brand == "amex" else 16
    body = CARD_PREFIX[brand](rng)
    body += "".join(rng.choice("0123456789") for _ in range(n - 1 - len(body)))
    digits = body + luhn_digit(body)
    sep = rng.choice([" ", "-", ""])
    if brand == "amex":
        return sep.join([digits[:4], digits[4:10], digits[10:]]), brand
    return sep.join(digits[i : i + 4] for i in range(0, 16, 4)), brand


def ip(rng: random.Random) -> tuple[str, str | None]:
    if rng.random() < 0.2:
        return ":".join(f"{rng.randint(0, 0xFFFF):x}" for _ in range(8)), "ipv6"
    first = rng.choice([31, 46, 62, 77, 81, 89, 94, 109, 145, 176, 185, 193, 212, 217])
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}", None


def account_id(rng: random.Random) -> str:
    return f"acct_{rng.randint(10**7, 10**9 - 1)}"


def order_id(rng: random.Random) -> str:
    return f"ORD-{rng.randint(10**5, 10**7 - 1)}"
