"""Values of the fifth exam: people, phones, e-mails, addresses, cards, IBANs and ids, drawn
from Faker in the case's locale and from small hand lists (nicknames, particles, Turkish and
Mexican places), every draw from one seeded ``random.Random`` so the files are reproducible."""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass, field

import phonenumbers
from faker import Faker

# locale -> (lang, phone region, IBAN country or None)
LOCALES = {
    "en_US": ("en", "US", None),
    "en_GB": ("en", "GB", "GB"),
    "en_NZ": ("en", "NZ", None),
    "es_ES": ("es", "ES", "ES"),
    "es_MX": ("es", "MX", None),
    "fr_FR": ("fr", "FR", "FR"),
    "de_DE": ("de", "DE", "DE"),
    "de_AT": ("de", "AT", "AT"),
    "it_IT": ("it", "IT", "IT"),
    "pt_PT": ("pt", "PT", "PT"),
    "pt_BR": ("pt", "BR", "BR"),
    "nl_NL": ("nl", "NL", "NL"),
    "nl_BE": ("nl", "BE", "BE"),
    "pl_PL": ("pl", "PL", "PL"),
    "sv_SE": ("sv", "SE", "SE"),
    "tr_TR": ("tr", "TR", "TR"),
    "cs_CZ": ("cs", "CZ", "CZ"),
    "ko_KR": ("ko", "KR", None),
    "ru_RU": ("ru", "RU", None),
}

# first name -> nickname, per language (a person drawn with one of these goes by the nickname)
NICKS = {
    "en": {
        "Robert": "Bobby",
        "Elizabeth": "Lizzie",
        "William": "Billy",
        "Margaret": "Peggy",
        "Katherine": "Kate",
        "Richard": "Rick",
        "Theodore": "Teddy",
        "Rebecca": "Becca",
    },
    "es": {
        "Francisco": "Paco",
        "José": "Pepe",
        "Guadalupe": "Lupe",
        "Dolores": "Lola",
        "Ignacio": "Nacho",
        "Concepción": "Concha",
        "Enrique": "Quique",
    },
    "fr": {
        "Nathalie": "Nath",
        "Christophe": "Tof",
        "Alexandre": "Alex",
        "Frédéric": "Fred",
        "Dominique": "Domi",
        "Stéphanie": "Steph",
    },
    "de": {
        "Johannes": "Hannes",
        "Wolfgang": "Wolfi",
        "Franziska": "Franzi",
        "Matthias": "Matze",
        "Susanne": "Susi",
        "Christian": "Chris",
    },
    "it": {
        "Giuseppe": "Peppino",
        "Francesca": "Fra",
        "Alessandro": "Ale",
        "Antonio": "Totò",
        "Federica": "Fede",
        "Salvatore": "Totò",
    },
    "pt": {
        "Antônio": "Toninho",
        "Eduardo": "Dudu",
        "Fernanda": "Nanda",
        "João": "Joãozinho",
        "Gabriela": "Gabi",
        "Rodrigo": "Digo",
    },
    "nl": {
        "Cornelis": "Kees",
        "Johannes": "Hans",
        "Wilhelmina": "Mien",
        "Jacobus": "Koos",
        "Elisabeth": "Lies",
        "Gerardus": "Gerard",
    },
    "pl": {
        "Małgorzata": "Gosia",
        "Katarzyna": "Kasia",
        "Aleksander": "Olek",
        "Wojciech": "Wojtek",
        "Agnieszka": "Aga",
        "Krzysztof": "Krzysiek",
    },
    "sv": {
        "Katarina": "Kattis",
        "Joakim": "Jocke",
        "Kristoffer": "Kricke",
        "Margareta": "Maggan",
        "Fredrik": "Fredde",
    },
    "tr": {
        "Mehmet": "Memo",
        "Mustafa": "Musti",
        "Abdullah": "Apo",
        "Fatma": "Fato",
        "Hüseyin": "Hüso",
    },
    "cs": {
        "Jiří": "Jirka",
        "Kateřina": "Káťa",
        "Tomáš": "Tomík",
        "Lucie": "Lucka",
        "Jaroslav": "Jarda",
        "Alžběta": "Betka",
    },
    "ko": {},
    "ru": {
        "Александр": "Саша",
        "Екатерина": "Катя",
        "Дмитрий": "Дима",
        "Наталья": "Наташа",
        "Михаил": "Миша",
        "Татьяна": "Таня",
    },
}
PARTICLES = {
    "en": ["O'Donnell", "McAllister", "St. Clair"],
    "es": ["de la Vega", "del Castillo", "de las Heras"],
    "fr": ["de Villepin", "Le Goff", "d'Estrées"],
    "de": ["von Arnim", "zu Solms", "von der Heydt"],
    "it": ["De Santis", "Di Stefano", "Lo Bianco", "Dell'Acqua"],
    "pt": ["dos Santos", "da Cunha", "de Sá"],
    "nl": ["van der Meulen", "de Wit", "van 't Zand", "in 't Veld"],
    "pl": [],
    "sv": ["af Ugglas"],
    "tr": [],
    "cs": [],
    "ko": [],
    "ru": [],
}
HYPHEN_FIRST = {
    "fr": ["Jean-Baptiste", "Marie-Hélène", "Anne-Sophie", "Pierre-Yves"],
    "de": ["Hans-Jürgen", "Karl-Heinz", "Anna-Lena"],
    "en": ["Mary-Kate", "Jo-Anne"],
    "ko": [],
    "ru": [],
}
CYR = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        "a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch - y - e yu ya".split(),
        strict=True,
    )
)
MX_CITIES = ["Guadalajara", "Puebla", "Monterrey", "Querétaro", "Mérida", "Oaxaca", "Morelia"]
TR_PLACES = [
    ("İstanbul", "Kadıköy", "347"),
    ("Ankara", "Çankaya", "066"),
    ("İzmir", "Bornova", "350"),
    ("Bursa", "Nilüfer", "161"),
    ("Antalya", "Muratpaşa", "070"),
    ("Eskişehir", "Odunpazarı", "260"),
]
TR_STREETS = [
    "Bağdat",
    "Moda",
    "Atatürk",
    "Cumhuriyet",
    "Gazi Mustafa Kemal",
    "İnönü",
    "Kazım Karabekir",
    "Fevzi Çakmak",
    "Halaskargazi",
    "Menekşe",
    "Lale",
    "Çınar",
    "Papatya",
]


@dataclass
class Person:
    first: str
    last: str
    gender: str  # "m" or "f"
    nick: str | None = None
    forms: dict = field(default_factory=dict)  # extra written forms (ru instrumental)

    @property
    def full(self) -> str:
        return self.last + self.first if self.forms.get("ko") else f"{self.first} {self.last}"


def fold(text: str) -> str:
    """ASCII letters of a name for an e-mail local part."""
    text = text.lower().replace("ł", "l").replace("ı", "i").replace("ß", "ss")
    if any("\u0400" <= c <= "\u04ff" for c in text):
        text = "".join(CYR.get(c, c) for c in text).replace("-", "")
    if any("\uac00" <= c <= "\ud7a3" for c in text):
        text = romanize_ko(text)
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if c.isascii() and c.isalnum())


_KO_I = "g kk n d tt r m b pp s ss - j jj ch k t p h".split()
_KO_V = "a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i".split()
_KO_F = ["", *"k k k n n n t l k m l l l l l m p p t t ng t t k t p t".split()]


def romanize_ko(text: str) -> str:
    """Revised Romanization, syllable by syllable (no sound changes across syllables)."""
    out = []
    for ch in text:
        code = ord(ch) - 0xAC00
        if not 0 <= code < 11172:
            out.append(ch)
            continue
        i, v, f = code // 588, (code % 588) // 28, code % 28
        out.append(_KO_I[i].replace("-", "") + _KO_V[v] + _KO_F[f])
    return "".join(out)


def ru_instrumental(word: str, gender: str, surname: bool) -> str | None:
    """The instrumental of common Russian name shapes ("с Иваном Петровым"), or None."""
    if gender == "m":
        if surname and word.endswith(("ов", "ев", "ин", "ын")):
            return word + "ым"
        if surname and word.endswith(("ский", "цкий")):
            return word[:-2] + "им"
        if not surname and word.endswith(("й", "ь")):
            return word[:-1] + "ем"
        if not surname and word[-1] in "бвдзклмнпрстфх":
            return word + "ом"
        return None
    if surname and word.endswith(("ова", "ева", "ина", "ына")):
        return word[:-1] + "ой"
    if surname and word.endswith("ская"):
        return word[:-2] + "ой"
    if not surname and word.endswith("ия"):
        return word[:-1] + "ей"
    if not surname and word.endswith("а") and word[-2] not in "жчшщ":
        return word[:-1] + "ой"
    return None


class Draw:
    """All values of one locale, from one Faker seeded from the exam's random source."""

    def __init__(self, rng: random.Random, locale: str):
        self.rng, self.locale = rng, locale
        self.lang, self.region, self.iban_country = LOCALES[locale]
        self.fk = Faker(locale)
        self.fk.seed_instance(rng.randrange(10**9))
        for provider in self.fk.providers:
            # Faker's it_IT city list is built from a set: its order follows PYTHONHASHSEED
            if provider.__module__.endswith("address.it_IT"):
                provider.cities = sorted(provider.cities)

    def person(self, gender: str | None = None, *, plain: bool = False) -> Person:
        rng, fk, lang = self.rng, self.fk, self.lang
        g = gender or rng.choice("mf")
        for _ in range(50):
            first = fk.first_name_male() if g == "m" else fk.first_name_female()
            last = fk.last_name_male() if g == "m" else fk.last_name_female()
            if " " in first or len(first) < 2:
                continue
            p = Person(first, last, g)
            if lang == "ko":
                p.forms["ko"] = True
            if lang == "ru":
                inf = (ru_instrumental(first, g, False), ru_instrumental(last, g, True))
                if None in inf:
                    continue
                p.forms["ins"] = f"{inf[0]} {inf[1]}"
            if plain:
                return p
            roll = rng.random()
            nicks = [k for k in NICKS[lang] if k not in ("Salvatore",)]
            if roll < 0.18 and nicks:
                p.first = rng.choice(nicks)
                p.nick = NICKS[lang][p.first]
            elif roll < 0.30 and PARTICLES[lang]:
                p.last = rng.choice(PARTICLES[lang])
            elif roll < 0.40 and lang in ("en", "de", "fr", "pl", "es", "nl"):
                other = fk.last_name_male() if g == "m" else fk.last_name_female()
                if other != last and " " not in other + last:
                    p.last = f"{last} {other}" if lang == "es" else f"{last}-{other}"
            elif roll < 0.48 and HYPHEN_FIRST.get(lang):
                p.first = rng.choice(HYPHEN_FIRST[lang])
            return p
        raise RuntimeError(f"no person for {self.locale}")

    # -- contact values ---------------------------------------------------------------------
    def phone(self, kind: str = "mobile") -> tuple[str, str]:
        """(written number, shape): valid for the region per ``phonenumbers``."""
        t = (
            phonenumbers.PhoneNumberType.MOBILE
            if kind == "mobile"
            else (phonenumbers.PhoneNumberType.FIXED_LINE)
        )
        ex = phonenumbers.example_number_for_type(self.region, t)
        nsn = phonenumbers.national_significant_number(ex)
        keep = 2 if len(nsn) > 8 else 1
        for _ in range(200):
            digits = nsn[:keep] + "".join(self.rng.choice("0123456789") for _ in nsn[keep:])
            num = phonenumbers.parse(digits, self.region)
            if phonenumbers.is_valid_number_for_region(num, self.region):
                break
        else:
            raise RuntimeError(self.region)
        shape = self.rng.choice(["national", "national", "international", "e164"])
        fmt = {
            "national": phonenumbers.PhoneNumberFormat.NATIONAL,
            "international": phonenumbers.PhoneNumberFormat.INTERNATIONAL,
            "e164": phonenumbers.PhoneNumberFormat.E164,
        }[shape]
        return phonenumbers.format_number(num, fmt), shape

    def spoken_phone(self) -> tuple[str, str]:
        """A number as speech-to-text writes it: national digits, bare or in the groups the
        national format uses ("208 767 1316", "06 12 34 56 78")."""
        written, _ = self.phone()
        num = phonenumbers.parse(written, self.region)
        national = phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.NATIONAL)
        digits = "".join(c for c in national if c.isdigit())
        if self.rng.random() < 0.5:
            return digits, "asr_digits"
        return " ".join(re.findall(r"\d+", national)), "asr_groups"

    def email(self, p: Person, *, number: int | None = None) -> str:
        first, last = fold(p.nick or p.first), fold(p.last.split()[-1])
        n = number if number is not None else self.rng.randrange(1, 99)
        local = self.rng.choice(
            [
                f"{first}.{last}",
                f"{first[0]}.{last}",
                f"{first}{last}{n}",
                f"{last}.{first}",
                f"{first}{n}",
                f"{first[0]}{last}",
            ]
        )
        return f"{local}@{self.fk.free_email_domain()}"

    def card(self, issuer: str) -> tuple[str, str]:
        rng = self.rng
        prefix = {
            "visa": "4",
            "mastercard": str(rng.randint(51, 55)),
            "mastercard_2_series": str(rng.randint(2221, 2720)),
            "amex": rng.choice(["34", "37"]),
            "discover": rng.choice(["6011", "65", str(rng.randint(644, 649))]),
            "jcb": str(rng.randint(3528, 3589)),
        }[issuer]
        n = 15 if issuer == "amex" else 16
        body = prefix + "".join(rng.choice("0123456789") for _ in range(n - 1 - len(prefix)))
        digits = body + str(luhn_digit(body))
        style = rng.choice(["spaces", "spaces", "dashes", "compact"])
        if style == "compact":
            return digits, issuer
        groups = (
            [digits[:4], digits[4:10], digits[10:]]
            if n == 15
            else [digits[i : i + 4] for i in range(0, 16, 4)]
        )
        return (" " if style == "spaces" else "-").join(groups), issuer

    def iban(self, country: str | None = None) -> str:
        country = country or self.iban_country
        spec = IBAN_BBAN[country]
        bban = "".join(self.rng.choice(ALPHA[c]) for c in spec)
        check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
        value = f"{country}{check:02d}{bban}"
        if self.rng.random() < 0.7:
            value = " ".join(value[i : i + 4] for i in range(0, len(value), 4))
        return value

    def account_id(self) -> str:
        return "acct_" + str(self.rng.randrange(10**5, 10**9))

    def order_id(self) -> str:
        return "ORD-" + str(self.rng.randrange(10**4, 10**8))

    def ip(self) -> tuple[str, str | None]:
        if self.rng.random() < 0.3:
            return self.fk.ipv6(), "ipv6"
        return self.fk.ipv4_public(), None

    def ref(self, prefix: str) -> str:
        """An unlabelled case, claim, booking or tracking number."""
        letters = "".join(self.rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
        return f"{prefix}{letters}{self.rng.randrange(10**4, 10**6)}"

    def amount(self, *, lang_dot: bool = False) -> str:
        sep = "." if lang_dot else ","
        return f"{self.rng.randrange(12, 900)}{sep}{self.rng.randrange(100):02d}"


def luhn_digit(body: str) -> int:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return (10 - total % 10) % 10


ALPHA = {"n": "0123456789", "a": "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}
IBAN_BBAN = {  # BBAN layout: n digit, a upper-case letter
    "GB": "aaaa" + "n" * 14,
    "ES": "n" * 20,
    "FR": "n" * 23,
    "DE": "n" * 18,
    "AT": "n" * 16,
    "IT": "a" + "n" * 22,
    "PT": "n" * 21,
    "BR": "n" * 23 + "an",
    "NL": "aaaa" + "n" * 10,
    "BE": "n" * 12,
    "PL": "n" * 24,
    "SE": "n" * 20,
    "TR": "n" * 5 + "0" + "n" * 16,
    "CZ": "n" * 20,
    "CH": "n" * 17,
    "IE": "aaaa" + "n" * 14,
    "LU": "n" * 16,
    "DK": "n" * 14,
}
ALPHA["0"] = "0"
