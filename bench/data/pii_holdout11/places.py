"""Hand-written streets, towns and postcodes per locale, and the address each locale writes.
Every builder returns ``(address, street, postcode)``: the whole address, its street part
(labelled alone where a genre writes it alone) and its postcode (``None`` where none is
written)."""

from __future__ import annotations

import random

DIGITS = {
    "ne": "०१२३४५६७८९",
    "pa": "੦੧੨੩੪੫੬੭੮੯",
    "km": "០១២៣៤៥៦៧៨៩",
}


def native(text: str, lang: str) -> str:
    table = DIGITS[lang]
    return "".join(table[int(c)] if c.isascii() and c.isdigit() else c for c in text)


def _am(rng):
    sub = rng.choice("ቦሌ ልደታ ቂርቆስ የካ ጉለሌ አራዳ ኮልፌ_ቀራኒዮ ንፋስ_ስልክ_ላፍቶ".split()).replace("_", " ")
    town = rng.choice(["አዲስ አበባ", "አዲስ አበባ", "አዳማ", "ሐዋሳ", "ባሕር ዳር", "ጎንደር"])
    street = f"{sub} ክፍለ ከተማ፣ ወረዳ {rng.randint(1, 14):02d}፣ የቤት ቁጥር {rng.randint(100, 2999)}"
    return f"{street}፣ {town}", street, None


def _km(rng):
    sangkat = rng.choice(["បឹងកេងកង", "ទួលទំពូង", "វាលវង់", "ផ្សារថ្មី", "ស្រះចក", "ទឹកល្អក់"])
    khan = rng.choice(["ចំការមន", "ដូនពេញ", "៧មករា", "ទួលគោក", "សែនសុខ"])
    pc = f"12{rng.randint(1, 9)}{rng.randint(0, 9)}{rng.randint(0, 1)}{rng.randint(1, 9)}"
    street = f"ផ្ទះលេខ {rng.randint(2, 199)} ផ្លូវ {rng.randint(51, 598)} សង្កាត់{sangkat} ខណ្ឌ{khan}"
    return f"{street} រាជធានីភ្នំពេញ {pc}", street, pc


def _ne(rng):
    tole, town, pc = rng.choice(
        [
            ("बानेश्वर", "काठमाडौं", "44600"),
            ("बालुवाटार", "काठमाडौं", "44600"),
            ("चाबहिल", "काठमाडौं", "44600"),
            ("पुल्चोक", "ललितपुर", "44700"),
            ("जावलाखेल", "ललितपुर", "44700"),
            ("लेकसाइड", "पोखरा", "33700"),
            ("सूर्यविनायक", "भक्तपुर", "44800"),
            ("ट्राफिक चोक", "बुटवल", "32907"),
        ]
    )
    street = f"{tole}, {town}-{rng.randint(1, 32)}, घर नं. {rng.randint(10, 999)}"
    return f"{street}, {pc}", street, pc


def _mn(rng):
    dist = rng.choice(["Сүхбаатар", "Чингэлтэй", "Баянзүрх", "Хан-Уул", "Баянгол"])
    pc = f"1{rng.randint(3, 8)}{rng.randint(0, 9)}{rng.randint(0, 9)}{rng.randint(0, 9)}"
    street = (
        f"{dist} дүүрэг, {rng.randint(1, 20)}-р хороо, {rng.randint(1, 60)}-р байр, "
        f"{rng.randint(1, 120)} тоот"
    )
    return f"Улаанбаатар {pc}, {street}", street, pc


def _kk(rng):
    city, pc = rng.choice(
        [("Алматы", "0500"), ("Астана", "0100"), ("Шымкент", "1600"), ("Қарағанды", "1000")]
    )
    road = rng.choice(
        [
            "Төле би көшесі",
            "Сейфуллин даңғылы",
            "Достық даңғылы",
            "Райымбек даңғылы",
            "Бөгенбай батыр көшесі",
            "Жібек жолы көшесі",
            "Тимирязев көшесі",
        ]
    )
    pc = pc + f"{rng.randint(10, 99)}"
    street = f"{road}, {rng.randint(1, 250)}-үй, {rng.randint(1, 140)}-пәтер"
    return f"{city} қ., {street}, {pc}", street, pc


def _uz(rng):
    city, pc = rng.choice(
        [("Toshkent", "100"), ("Samarqand", "140"), ("Buxoro", "200"), ("Namangan", "160")]
    )
    road = rng.choice(
        [
            "Amir Temur shoh koʻchasi",
            "Navoiy koʻchasi",
            "Mustaqillik koʻchasi",
            "Istiqlol koʻchasi",
            "Bunyodkor shoh koʻchasi",
            "Qatortol koʻchasi",
            "Sayilgoh koʻchasi",
        ]
    )
    pc = pc + f"{rng.randint(0, 1)}{rng.randint(0, 9)}{rng.randint(0, 9)}"
    street = f"{road}, {rng.randint(1, 120)}-uy, {rng.randint(1, 90)}-xonadon"
    return f"{pc}, {city} sh., {street}", street, pc


def _pa(rng):
    area = rng.choice(["ਮਾਡਲ ਟਾਊਨ", "ਸਿਵਲ ਲਾਈਨਜ਼", "ਅਰਬਨ ਅਸਟੇਟ", "ਗੁਰੂ ਤੇਗ ਬਹਾਦਰ ਨਗਰ", "ਕਮਲਾ ਨਹਿਰੂ ਕਲੋਨੀ"])
    city, pc = rng.choice(
        [
            ("ਲੁਧਿਆਣਾ", "141001"),
            ("ਅੰਮ੍ਰਿਤਸਰ", "143001"),
            ("ਜਲੰਧਰ", "144001"),
            ("ਪਟਿਆਲਾ", "147001"),
            ("ਬਠਿੰਡਾ", "151001"),
            ("ਮੋਗਾ", "142001"),
        ]
    )
    street = f"ਮਕਾਨ ਨੰ. {rng.randint(10, 999)}, {area}"
    return f"{street}, {city}, ਪੰਜਾਬ {pc}", street, pc


def _yo(rng):
    road = rng.choice(
        [
            "Ọ̀nà Ìwó",
            "Ring Road",
            "Bódìjà Estate",
            "Allen Avenue",
            "Mọ́kọ́là Hill",
            "Òkè-Àdó Road",
            "Agodi GRA",
        ]
    )
    city, pc = rng.choice(
        [
            ("Ìbàdàn", "200"),
            ("Èkó", "100"),
            ("Abẹ́òkúta", "110"),
            ("Òṣogbo", "230"),
            ("Àkúrẹ́", "340"),
        ]
    )
    pc = pc + f"{rng.randint(100, 299)}"
    street = f"Nọ́mbà {rng.randint(2, 88)}, {road}"
    return f"{street}, {city} {pc}", street, pc


def _af(rng):
    road = rng.choice(
        [
            "Kerkstraat",
            "Voortrekkerweg",
            "Hoofweg",
            "Dorpstraat",
            "Bloemstraat",
            "Eikelaan",
            "Jacarandalaan",
            "Stasieweg",
            "Pleinstraat",
            "Langstraat",
        ]
    )
    city, pc = rng.choice(
        [
            ("Stellenbosch", "7600"),
            ("Paarl", "7646"),
            ("Bloemfontein", "9301"),
            ("Potchefstroom", "2531"),
            ("Worcester", "6850"),
            ("Upington", "8801"),
        ]
    )
    street = f"{road} {rng.randint(2, 180)}"
    return f"{street}, {city}, {pc}", street, pc


def _sr(rng):
    road = rng.choice(
        [
            "Кнез Михаилова",
            "Немањина",
            "Светогорска",
            "Таковска",
            "Булевар ослобођења",
            "Дунавска",
            "Бранкова",
            "Карађорђева",
            "Гундулићев венац",
        ]
    )
    city, pc = rng.choice(
        [
            ("Београд", "11000"),
            ("Нови Сад", "21000"),
            ("Ниш", "18000"),
            ("Крагујевац", "34000"),
            ("Суботица", "24000"),
            ("Чачак", "32000"),
        ]
    )
    street = f"{road} {rng.randint(1, 120)}"
    return f"{street}, {pc} {city}", street, pc


def _mt(rng):
    road = rng.choice(
        [
            "Triq il-Kbira",
            "Triq ir-Repubblika",
            "Triq il-Knisja",
            "Triq il-Ġdida",
            "Triq id-Dawret",
            "Triq il-Mitħna",
            "Triq il-Wied",
            "Triq l-Imdina",
        ]
    )
    town, code = rng.choice(
        [
            ("Birkirkara", "BKR"),
            ("Tas-Sliema", "SLM"),
            ("Ħal Qormi", "QRM"),
            ("Il-Mosta", "MST"),
            ("Ħaż-Żabbar", "ZBR"),
            ("In-Naxxar", "NXR"),
        ]
    )
    pc = f"{code} {rng.randint(1000, 9999)}"
    street = f"{rng.randint(2, 140)}, {road}"
    return f"{street}, {town} {pc}", street, pc


def _cy(rng):
    road = rng.choice(
        [
            "Heol y Bont",
            "Stryd Fawr",
            "Ffordd y Môr",
            "Heol yr Eglwys",
            "Lôn Glan Môr",
            "Stryd y Castell",
            "Ffordd Penrhos",
            "Maes y Coed",
            "Heol y Felin",
        ]
    )
    town, area = rng.choice(
        [
            ("Caerdydd", "CF14"),
            ("Abertawe", "SA1"),
            ("Caerfyrddin", "SA31"),
            ("Aberystwyth", "SY23"),
            ("Bangor", "LL57"),
            ("Caernarfon", "LL55"),
            ("Llanelli", "SA15"),
        ]
    )
    pc = f"{area} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
    street = f"{rng.randint(2, 90)} {road}"
    return f"{street}, {town} {pc}", street, pc


def _nz(rng):
    suburb, city, pc, roads = rng.choice(
        [
            ("Grey Lynn", "Auckland", "1021", ("Great North Road", "Richmond Road")),
            ("Mt Eden", "Auckland", "1024", ("Dominion Road", "Mt Eden Road")),
            ("Te Aro", "Wellington", "6011", ("Cuba Street", "Willis Street")),
            ("Newtown", "Wellington", "6021", ("Riddiford Street", "Constable Street")),
            ("Riccarton", "Christchurch", "8011", ("Riccarton Road", "Kilmarnock Street")),
            ("Tauranga South", "Tauranga", "3112", ("Cameron Road", "Devonport Road")),
        ]
    )
    street = f"{rng.randint(2, 480)} {rng.choice(roads)}"
    return f"{street}, {suburb}, {city} {pc}", street, pc


EIR = "0123456789ACDEFHKNPRTVWXY"


def _ie(rng):
    road = rng.choice(
        [
            "Main Street",
            "Church Road",
            "Mill Road",
            "Shop Street",
            "Castle Street",
            "Bóthar na Trá",
            "Ballymun Road",
            "College Road",
        ]
    )
    town, key = rng.choice(
        [
            ("Dublin 9", "D09"),
            ("Cork", "T12"),
            ("Galway", "H91"),
            ("Limerick", "V94"),
            ("Kilkenny", "R95"),
            ("Sligo", "F91"),
        ]
    )
    pc = f"{key} {''.join(rng.choice(EIR) for _ in range(4))}"
    if pc[4].isdigit():
        pc = pc[:4] + rng.choice("ACDEFHKNPRTVWXY") + pc[5:]
    street = f"{rng.randint(2, 160)} {road}"
    return f"{street}, {town}, {pc}", street, pc


ADDRESS = {
    "am_ET": _am,
    "km_KH": _km,
    "ne_NP": _ne,
    "mn_MN": _mn,
    "kk_KZ": _kk,
    "uz_UZ": _uz,
    "pa_IN": _pa,
    "yo_NG": _yo,
    "af_ZA": _af,
    "sr_RS": _sr,
    "mt_MT": _mt,
    "cy_GB": _cy,
    "en_NZ": _nz,
    "en_IE": _ie,
}


def address(locale: str, rng: random.Random) -> tuple[str, str, str | None]:
    return ADDRESS[locale](rng)
