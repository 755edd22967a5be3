"""Values for exam 4: people, phones, e-mails, addresses, cards, IBANs, IPs and the two id shapes.

Names and streets come from Faker in the case's locale, except where Faker's locale is thin
(fr_BE, tr_TR, en_IN, ja_JP, zh_CN, ko_KR streets; Polish, Czech and Finnish inflected names), which are
hand lists written for this exam. Phones are kept only when `phonenumbers` says they are valid."""

from __future__ import annotations

import random
import string

import phonenumbers
from faker import Faker

# locale -> (language, phone region, IBAN country)
LOCALES = {
    "en_US": ("en", "US", "GB"),
    "en_GB": ("en", "GB", "GB"),
    "en_CA": ("en", "CA", "IE"),
    "en_NZ": ("en", "NZ", "GB"),
    "en_IN": ("en", "IN", "GB"),
    "fr_FR": ("fr", "FR", "FR"),
    "fr_BE": ("fr", "BE", "BE"),
    "fr_CA": ("fr", "CA", "FR"),
    "de_DE": ("de", "DE", "DE"),
    "de_CH": ("de", "CH", "CH"),
    "es_ES": ("es", "ES", "ES"),
    "es_MX": ("es", "MX", "ES"),
    "es_AR": ("es", "AR", "ES"),
    "it_IT": ("it", "IT", "IT"),
    "pt_BR": ("pt", "BR", "BR"),
    "nl_NL": ("nl", "NL", "NL"),
    "da_DK": ("da", "DK", "DK"),
    "nb_NO": ("nb", "NO", "NO"),
    "fi_FI": ("fi", "FI", "FI"),
    "cs_CZ": ("cs", "CZ", "CZ"),
    "pl_PL": ("pl", "PL", "PL"),
    "tr_TR": ("tr", "TR", "TR"),
    "ko_KR": ("ko", "KR", "DE"),
    "ja_JP": ("ja", "JP", "DE"),
    "zh_CN": ("zh", "CN", "GB"),
}
FAKER_LOCALE = {"nb_NO": "no_NO"}
# second phones, so every region the brief names appears: the person's other number abroad
ABROAD = ["IE", "PT", "AU", "SE", "PL", "IT", "NL", "GB", "US", "CN", "BR", "JP", "DE", "FR", "ES"]

STREETS = {
    "fr_BE": ["rue de la Station", "chaussée de Louvain", "avenue des Tilleuls", "rue du Moulin"],
    "tr_TR": ["Atatürk Caddesi", "Gül Sokak", "İstiklal Caddesi", "Çamlık Sokak", "Bağdat Caddesi"],
    "en_IN": ["MG Road", "Nehru Marg", "Linking Road", "Park Street", "Residency Road"],
    "ja_JP": ["本町", "栄町", "桜木町", "旭町", "緑町"],
    "zh_CN": ["解放路", "人民路", "中山路", "建设路", "和平街"],
    "ko_KR": ["테헤란로", "세종대로", "중앙로", "해운대로", "충장로"],
}
CITIES = {
    "fr_BE": [("5000", "Namur"), ("4000", "Liège"), ("1300", "Wavre"), ("7000", "Mons")],
    "tr_TR": [
        ("34710", "Kadıköy"),
        ("06420", "Çankaya"),
        ("35210", "Konak"),
        ("16040", "Osmangazi"),
    ],
    "en_IN": [
        ("560001", "Bengaluru"),
        ("400050", "Mumbai"),
        ("700016", "Kolkata"),
        ("411001", "Pune"),
    ],
    "ja_JP": [
        ("460-0008", "名古屋市中区"),
        ("530-0001", "大阪市北区"),
        ("980-0021", "仙台市青葉区"),
    ],
    "zh_CN": [
        ("310002", "杭州市"),
        ("610041", "成都市"),
        ("430070", "武汉市"),
        ("210008", "南京市"),
    ],
    "ko_KR": [
        ("06236", "서울특별시 강남구"),
        ("48094", "부산광역시 해운대구"),
        ("61470", "광주광역시 동구"),
    ],
    "es_AR": [
        ("C1425", "Buenos Aires"),
        ("X5000", "Córdoba"),
        ("S2000", "Rosario"),
        ("M5500", "Mendoza"),
    ],
    "es_MX": [("06700", "Ciudad de México"), ("44100", "Guadalajara"), ("64000", "Monterrey")],
}
SHORT_FIRST = ["An", "Bo", "Li", "Ed", "Al", "Jo", "Ty", "Vi"]
PARTICLE_LAST = {
    "en": ["O'Brien", "McAllen-Shaw", "St. John", "Fitz-Gerald"],
    "fr": ["de Villiers", "Le Gall", "d'Orléac", "Dupont-Moreau"],
    "de": ["von Hagen", "zu Eltz", "Müller-Lüdenscheidt", "vom Brocke"],
    "es": ["de la Vega", "del Río", "García-Puente", "de los Santos"],
    "it": ["Di Stefano", "D'Amato", "La Rocca", "De Santis"],
    "pt": ["dos Anjos", "da Cunha", "de Souza-Lima"],
    "nl": ["van der Wiel", "de Groot", "van 't Zand", "ter Haar"],
    "da": ["Schou-Madsen", "von Holstein"],
    "nb": ["Moe-Haugen", "af Rosen"],
}
# Polish and Czech names with the forms the templates need: (nom first, nom last, inst first,
# inst last, gen first, gen last)
PL_NAMES = [
    ("Anna", "Kowalska", "Anną", "Kowalską", "Anny", "Kowalskiej"),
    ("Marek", "Wiśniewski", "Markiem", "Wiśniewskim", "Marka", "Wiśniewskiego"),
    ("Zofia", "Mazur", "Zofią", "Mazur", "Zofii", "Mazur"),
    ("Tomasz", "Lewandowski", "Tomaszem", "Lewandowskim", "Tomasza", "Lewandowskiego"),
    ("Agnieszka", "Wróbel", "Agnieszką", "Wróbel", "Agnieszki", "Wróbel"),
    ("Paweł", "Kaczmarek", "Pawłem", "Kaczmarkiem", "Pawła", "Kaczmarka"),
    ("Ewa", "Jabłońska", "Ewą", "Jabłońską", "Ewy", "Jabłońskiej"),
    ("Jerzy", "Zając", "Jerzym", "Zającem", "Jerzego", "Zająca"),
]
CS_NAMES = [
    ("Jana", "Dvořáková", "Janou", "Dvořákovou", "Jany", "Dvořákové"),
    ("Petr", "Novotný", "Petrem", "Novotným", "Petra", "Novotného"),
    ("Lucie", "Svobodová", "Lucií", "Svobodovou", "Lucie", "Svobodové"),
    ("Ondřej", "Černý", "Ondřejem", "Černým", "Ondřeje", "Černého"),
    ("Tereza", "Procházková", "Terezou", "Procházkovou", "Terezy", "Procházkové"),
    ("Vojtěch", "Kučera", "Vojtěchem", "Kučerou", "Vojtěcha", "Kučery"),
]
# Finnish inflects only the surname of a full name: (first, last, allative, genitive)
FI_NAMES = [
    ("Liisa", "Virtanen", "Virtaselle", "Virtasen"),
    ("Mikko", "Heikkinen", "Heikkiselle", "Heikkisen"),
    ("Aila", "Koskinen", "Koskiselle", "Koskisen"),
    ("Juhani", "Laaksonen", "Laaksoselle", "Laaksosen"),
    ("Sari", "Lehtonen", "Lehtoselle", "Lehtosen"),
    ("Pekka", "Mäkelä", "Mäkelälle", "Mäkelän"),
    ("Noora", "Nieminen", "Niemiselle", "Niemisen"),
    ("Ville", "Hämäläinen", "Hämäläiselle", "Hämäläisen"),
    ("Kaisu", "Rantala", "Rantalalle", "Rantalan"),
    ("Eino", "Salminen", "Salmiselle", "Salmisen"),
]
ZH_NAMES = [
    ("王", "秀英", "Wang Xiuying"),
    ("陈", "志强", "Chen Zhiqiang"),
    ("刘", "晓燕", "Liu Xiaoyan"),
    ("赵", "国华", "Zhao Guohua"),
    ("黄", "婷", "Huang Ting"),
    ("周", "建平", "Zhou Jianping"),
    ("吴", "丽娜", "Wu Lina"),
    ("孙", "海涛", "Sun Haitao"),
    ("欧阳", "明", "Ouyang Ming"),
]
LOCAL_DOMAINS = {
    "fr": ["orange.fr", "free.fr", "laposte.net", "skynet.be", "videotron.ca"],
    "de": ["web.de", "gmx.ch", "t-online.de", "bluewin.ch"],
    "es": ["telefonica.net", "hotmail.es", "fibertel.com.ar"],
    "it": ["libero.it", "virgilio.it"],
    "pt": ["uol.com.br", "bol.com.br"],
    "nl": ["ziggo.nl", "kpnmail.nl"],
    "da": ["mail.dk", "stofanet.dk"],
    "nb": ["online.no", "getmail.no"],
    "fi": ["luukku.com", "elisanet.fi"],
    "cs": ["seznam.cz", "email.cz"],
    "pl": ["wp.pl", "onet.pl", "o2.pl"],
    "tr": ["yandex.com.tr", "ttmail.com"],
    "ko": ["naver.com", "daum.net"],
    "ja": ["docomo.ne.jp", "yahoo.co.jp"],
    "zh": ["qq.com", "163.com"],
    "en": ["btinternet.com", "shaw.ca", "xtra.co.nz", "rediffmail.com", "comcast.net"],
}
MAIL_DOMAINS = [
    "gmail.com",
    "outlook.com",
    "yahoo.co.uk",
    "proton.me",
    "web.de",
    "orange.fr",
    "libero.it",
    "uol.com.br",
    "ziggo.nl",
    "seznam.cz",
    "naver.com",
    "qq.com",
    "gmx.ch",
]


class Values:
    def __init__(self, rng: random.Random, locale: str):
        self.rng = rng
        self.locale = locale
        self.lang, self.region, self.iban_cc = LOCALES[locale]
        self.fk = Faker(FAKER_LOCALE.get(locale, locale))
        self.fk.seed_instance(rng.randrange(10**9))

    # ---- people -------------------------------------------------------------------------
    def person(self) -> dict:
        """A person with the forms templates may write: full, first, last, initial, last_first,
        and (pl, cs) instrumental and genitive, (fi) allative and genitive; ja/zh/ko are written in their own script."""
        r, lang = self.rng, self.lang
        if lang in ("pl", "cs"):
            f, sn, fi, si, fg, sg = r.choice(PL_NAMES if lang == "pl" else CS_NAMES)
            return {
                "first": f,
                "last": sn,
                "full": f"{f} {sn}",
                "inst": f"{fi} {si}",
                "gen": f"{fg} {sg}",
                "lastf": f"{sn}, {f}",
                "init": f"{f[0]}. {sn}",
            }
        if lang == "fi":
            f, sn, sa, sg = r.choice(FI_NAMES)
            return {
                "first": f,
                "last": sn,
                "full": f"{f} {sn}",
                "inst": f"{f} {sa}",
                "gen": f"{f} {sg}",
                "lastf": f"{sn}, {f}",
                "init": f"{f[0]}. {sn}",
            }
        if lang == "zh":
            last, first, latin = r.choice(ZH_NAMES)
            return {
                "first": first,
                "last": last,
                "full": last + first,
                "latin": latin,
                "lastf": latin.split()[0] + ", " + latin.split()[1],
                "init": latin,
            }
        if lang in ("ja", "ko"):
            last, first = self.fk.last_name(), self.fk.first_name()
            full = last + first if lang == "ja" else last + first
            return {"first": first, "last": last, "full": full, "lastf": full, "init": full}
        first = r.choice(SHORT_FIRST) if r.random() < 0.12 else self.fk.first_name()
        last = self.fk.last_name()
        if lang in PARTICLE_LAST and r.random() < 0.25:
            last = r.choice(PARTICLE_LAST[lang])
        return {
            "first": first,
            "last": last,
            "full": f"{first} {last}",
            "lastf": f"{last}, {first}",
            "init": f"{first[0]}. {last}",
        }

    def email(self, p: dict) -> str:
        r = self.rng
        if self.lang in ("ja", "ko", "zh"):
            local = "".join(r.choice(string.ascii_lowercase) for _ in range(r.randint(4, 7)))
            local += str(r.randint(10, 999))
        else:
            base = strip(p["first"]) + r.choice([".", "_", ""]) + strip(p["last"])
            local = (
                base
                if r.random() < 0.6
                else strip(p["first"])[0] + strip(p["last"]) + str(r.randint(1, 99))
            )
        home = LOCAL_DOMAINS.get(self.lang, [])
        domain = r.choice(home) if home and r.random() < 0.6 else r.choice(MAIL_DOMAINS)
        return f"{local}@{domain}"

    # ---- places -------------------------------------------------------------------------
    def street(self, number: bool = True) -> str:
        r, loc = self.rng, self.locale
        if loc in STREETS:
            name = r.choice(STREETS[loc])
            if not number:
                return name
            n = r.randint(1, 180)
            if loc in ("ja_JP",):
                return f"{name}{r.randint(1, 5)}丁目{n}番{r.randint(1, 20)}号"
            if loc in ("zh_CN", "ko_KR"):
                return f"{name}{n}号" if loc == "zh_CN" else f"{name} {n}"
            if loc == "tr_TR":
                return f"{name} No: {n}"
            if loc == "fr_BE":
                return f"{name} {n}"
            return f"{n} {name}"
        name = self.fk.street_name().strip()
        if not number:
            return name
        s = self.fk.street_address().split("\n")[0].strip()
        return s if any(c.isdigit() for c in s) else f"{s} {r.randint(1, 99)}"

    def postcode_city(self) -> tuple[str, str]:
        loc = self.locale
        if loc in CITIES:
            return self.rng.choice(CITIES[loc])
        pc = self.fk.postcode()
        if loc == "pt_BR" and "-" not in pc:
            pc = pc[:5] + "-" + pc[5:]
        if loc in ("en_CA", "fr_CA") and " " not in pc:
            pc = pc[:3] + " " + pc[3:]
        if loc == "nl_NL" and " " not in pc and self.rng.random() < 0.5:
            pc = pc[:4] + " " + pc[4:]
        if loc == "it_IT":  # Faker builds its it_IT city list from a set: sort it for determinism
            from faker.providers.address.it_IT import Provider as ItAddress

            return pc, self.rng.choice(sorted(ItAddress.cities))
        return pc, self.fk.city()

    # ---- numbers ------------------------------------------------------------------------
    def phone(self, region: str | None = None) -> tuple[str, str]:
        region = region or self.region
        r = self.rng
        kind = r.choice(
            [phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE]
        )
        ex = phonenumbers.example_number_for_type(region, kind)
        nsn = phonenumbers.national_significant_number(ex)  # keeps Italy's leading 0
        for _ in range(500):
            keep = 1 if len(nsn) > 8 else 2
            cand = nsn[:keep] + "".join(str(r.randint(0, 9)) for _ in range(len(nsn) - keep))
            num = phonenumbers.parse("+" + str(ex.country_code) + cand)
            if phonenumbers.is_valid_number_for_region(num, region):
                break
        else:
            raise AssertionError(f"no valid {region} number drawn")
        fmt = r.choice(
            [
                phonenumbers.PhoneNumberFormat.NATIONAL,
                phonenumbers.PhoneNumberFormat.INTERNATIONAL,
                phonenumbers.PhoneNumberFormat.E164,
            ]
        )
        return phonenumbers.format_number(num, fmt), region

    def card(self) -> str:
        r = self.rng
        brand = r.choice(["visa", "mc", "mc2", "amex", "discover", "jcb"])
        prefix, n = {
            "visa": ("4" + str(r.randint(10000, 99999)), 16),
            "mc": (str(r.randint(51, 55)), 16),
            "mc2": (str(r.randint(2221, 2720)), 16),
            "amex": (r.choice(["34", "37"]), 15),
            "discover": (r.choice(["6011", str(r.randint(644, 649)), "65"]), 16),
            "jcb": (str(r.randint(3528, 3589)), 16),
        }[brand]
        body = prefix + "".join(str(r.randint(0, 9)) for _ in range(n - len(prefix) - 1))
        digits = body + luhn_digit(body)
        sep = r.choice([" ", "-", ""])
        groups = (
            [digits[:4], digits[4:10], digits[10:]]
            if n == 15
            else [digits[i : i + 4] for i in range(0, 16, 4)]
        )
        return sep.join(groups)

    def iban(self, cc: str | None = None) -> str:
        cc = cc or self.iban_cc
        r = self.rng
        spec = IBAN_BBAN[cc]
        bban = "".join(
            r.choice(string.ascii_uppercase) if c == "A" else str(r.randint(0, 9)) for c in spec
        )
        check = 98 - int("".join(str(int(c, 36)) for c in bban + cc + "00")) % 97
        iban = f"{cc}{check:02d}{bban}"
        if r.random() < 0.6:
            return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
        return iban

    def ip(self) -> str:
        r = self.rng
        if r.random() < 0.75:
            return f"{r.choice([31, 62, 81, 94, 109, 176, 185, 203, 213])}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return "2a02:" + ":".join(f"{r.randint(0, 0xFFFF):x}" for _ in range(7))

    def acct(self) -> str:
        return f"acct_{self.rng.randint(1000000, 99999999)}"

    def order(self) -> str:
        return f"ORD-{self.rng.randint(100000, 9999999)}"


IBAN_BBAN = {
    "GB": "AAAA" + "0" * 14,
    "IE": "AAAA" + "0" * 14,
    "FR": "0" * 23,
    "DE": "0" * 18,
    "ES": "0" * 20,
    "IT": "A" + "0" * 22,
    "PT": "0" * 21,
    "NL": "AAAA" + "0" * 10,
    "BE": "0" * 12,
    "CH": "0" * 17,
    "DK": "0" * 14,
    "NO": "0" * 11,
    "FI": "0" * 14,
    "CZ": "0" * 20,
    "PL": "0" * 24,
    "TR": "0" * 22,
    "BR": "0" * 23 + "AA",
}


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


FOLD = str.maketrans(
    {"ø": "o", "æ": "ae", "å": "aa", "ß": "ss", "ł": "l", "ı": "i", "đ": "d", "œ": "oe"}
)


def strip(name: str) -> str:
    import unicodedata

    s = unicodedata.normalize("NFKD", name.lower().translate(FOLD))
    return "".join(c for c in s if c.isascii() and c.isalnum())
