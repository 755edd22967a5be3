"""Streets, towns and postcodes typed by hand; combined at random within a locale, so an
address is plausible, not real. Native digits for the Indic and Burmese scripts."""

from __future__ import annotations

import random

# locale: (streets, towns with their postcode prefix or pattern)
STREETS = {
    "en_US": [
        "Kapiolani Blvd",
        "Maple Ridge Dr",
        "W Holcomb Ln",
        "Oak Hollow Ct",
        "E 38th St",
        "Kalakaua Ave",
        "Briar Creek Rd",
        "N Larrabee St",
    ],
    "en_AU": [
        "Wattle Grove Cres",
        "Bungaree St",
        "Yarra Bend Rd",
        "Kookaburra Ct",
        "Banksia Pde",
        "Murrumbidgee Ave",
        "Jacaranda Cl",
    ],
    "es_MX": [
        "Calle Tlacotalpan",
        "Av. Revolución",
        "Calle Nezahualcóyotl",
        "Priv. Los Pinos",
        "Calzada de Tlalpan",
        "Calle Jacarandas",
        "Av. Vallarta",
    ],
    "fr_CA": [
        "rue Saint-Denis",
        "boul. des Laurentides",
        "rue de la Visitation",
        "avenue du Mont-Royal Est",
        "rang du Petit-Brûlé",
        "chemin Sainte-Foy",
    ],
    "de_CH": [
        "Bahnhofstrasse",
        "Zollikerstrasse",
        "Rütistrasse",
        "Wylerringstrasse",
        "Chäsigass",
        "Seefeldquai",
        "Obere Halde",
    ],
    "pt_BR": [
        "Rua Voluntários da Pátria",
        "Av. Sete de Setembro",
        "Rua das Mangueiras",
        "Travessa Dom Pedrito",
        "Rua Professor Arnaldo",
        "Av. Caxangá",
    ],
    "ja_JP": ["緑町", "本町", "桜丘", "旭ヶ丘", "若葉台", "東雲"],
    "zh_TW": ["中山北路二段", "復興南路一段", "民生東路三段", "文化路", "光復路", "成功路"],
    "ko_KR": ["테헤란로", "세종대로", "해운대로", "올림픽로", "월드컵북로", "중앙대로"],
    "mr_IN": ["लक्ष्मी रोड", "कर्वे रोड", "गोखले मार्ग", "शिवाजीनगर", "बाणेर रोड"],
    "te_IN": ["బంజారా హిల్స్ రోడ్ నం. 12", "అమీర్‌పేట్", "కూకట్‌పల్లి", "మాధాపూర్", "దిల్‌సుఖ్‌నగర్"],
    "kn_IN": ["ಜಯನಗರ 4ನೇ ಬ್ಲಾಕ್", "ಮಲ್ಲೇಶ್ವರಂ 8ನೇ ಕ್ರಾಸ್", "ಬಸವನಗುಡಿ", "ವಿಜಯನಗರ", "ರಾಜಾಜಿನಗರ"],
    "ml_IN": ["എം.ജി. റോഡ്", "കലൂർ", "പട്ടം", "ഇടപ്പള്ളി", "വഴുതക്കാട്"],
    "my_MM": ["ဗိုလ်ချုပ်လမ်း", "ပြည်လမ်း", "ကမ္ဘာအေးဘုရားလမ်း", "အင်းယားလမ်း", "သိမ်ဖြူလမ်း"],
}
TOWNS = {
    "en_US": [
        ("Honolulu, HI", "968"),
        ("Hilo, HI", "967"),
        ("Columbus, OH", "432"),
        ("Tulsa, OK", "741"),
        ("Spokane, WA", "992"),
        ("Chicago, IL", "606"),
    ],
    "en_AU": [
        ("Wagga Wagga NSW", "26"),
        ("Ballarat VIC", "33"),
        ("Townsville QLD", "48"),
        ("Bunbury WA", "62"),
        ("Launceston TAS", "72"),
    ],
    "es_MX": [
        ("Puebla, Pue.", "72"),
        ("Zapopan, Jal.", "45"),
        ("Coyoacán, CDMX", "04"),
        ("Mérida, Yuc.", "97"),
        ("Monterrey, N.L.", "64"),
    ],
    "fr_CA": [
        ("Québec (Québec)", "G1"),
        ("Montréal (Québec)", "H2"),
        ("Sherbrooke (Québec)", "J1"),
        ("Trois-Rivières (Québec)", "G8"),
    ],
    "de_CH": [
        ("Zürich", "80"),
        ("Bern", "30"),
        ("Winterthur", "84"),
        ("Luzern", "60"),
        ("St. Gallen", "90"),
    ],
    "pt_BR": [
        ("Recife - PE", "50"),
        ("Porto Alegre - RS", "90"),
        ("Belo Horizonte - MG", "30"),
        ("Fortaleza - CE", "60"),
        ("Campinas - SP", "13"),
    ],
    "ja_JP": [
        ("東京都世田谷区", "154"),
        ("大阪府豊中市", "560"),
        ("福岡県福岡市中央区", "810"),
        ("北海道札幌市北区", "001"),
        ("愛知県名古屋市千種区", "464"),
    ],
    "zh_TW": [
        ("台北市中山區", "104"),
        ("台北市大安區", "106"),
        ("台中市西屯區", "407"),
        ("高雄市苓雅區", "802"),
        ("新竹市東區", "300"),
    ],
    "ko_KR": [
        ("서울특별시 강남구", "06"),
        ("서울특별시 마포구", "03"),
        ("부산광역시 해운대구", "48"),
        ("대전광역시 유성구", "34"),
        ("인천광역시 연수구", "21"),
    ],
    "mr_IN": [("पुणे", "411"), ("नाशिक", "422"), ("कोल्हापूर", "416"), ("मुंबई", "400")],
    "te_IN": [("హైదరాబాద్", "500"), ("విజయవాడ", "520"), ("గుంటూరు", "522"), ("విశాఖపట్నం", "530")],
    "kn_IN": [("ಬೆಂಗಳೂರು", "560"), ("ಮೈಸೂರು", "570"), ("ಮಂಗಳೂರು", "575"), ("ಹುಬ್ಬಳ್ಳಿ", "580")],
    "ml_IN": [("കൊച്ചി", "682"), ("തിരുവനന്തപുരം", "695"), ("കോഴിക്കോട്", "673"), ("തൃശൂർ", "680")],
    "my_MM": [
        ("ဗဟန်းမြို့နယ်၊ ရန်ကုန်", "11201"),
        ("စမ်းချောင်းမြို့နယ်၊ ရန်ကုန်", "11111"),
        ("ချမ်းအေးသာစံမြို့နယ်၊ မန္တလေး", "05021"),
        ("မရမ်းကုန်းမြို့နယ်၊ ရန်ကုန်", "11061"),
    ],
}

DIGITS = {
    "mr_IN": "०१२३४५६७८९",
    "te_IN": "౦౧౨౩౪౫౬౭౮౯",
    "kn_IN": "೦೧೨೩೪೫೬೭೮೯",
    "ml_IN": "൦൧൨൩൪൫൬൭൮൯",
    "my_MM": "၀၁၂၃၄၅၆၇၈၉",
}


def native(text: str, locale: str) -> str:
    table = DIGITS.get(locale)
    return text if not table else "".join(table[int(c)] if c.isdigit() else c for c in text)


def postcode(rng: random.Random, locale: str, prefix: str) -> str:
    d = lambda n: "".join(str(rng.randrange(10)) for _ in range(n))  # noqa: E731
    if locale == "en_US":
        return prefix + d(2)
    if locale == "en_AU":
        return prefix + d(2)
    if locale == "fr_CA":
        letters = "ABCEGHJKLMNPRSTVXY"
        return f"{prefix}{rng.choice(letters)} {d(1)}{rng.choice(letters)}{d(1)}"
    if locale == "pt_BR":
        return f"{prefix}{d(3)}-{d(3)}"
    if locale == "ja_JP":
        return f"〒{prefix}-{d(4)}"
    if locale == "my_MM":
        return prefix
    if locale in ("es_MX", "de_CH", "ko_KR"):
        return prefix + d(5 - len(prefix) if locale != "de_CH" else 2)
    if locale == "zh_TW":
        return prefix
    return prefix + d(3)  # India: six-digit PIN


def address(rng: random.Random, locale: str) -> tuple[str, str, str]:
    """(whole address, street part, postcode) written as the locale writes it."""
    street = rng.choice(STREETS[locale])
    town, prefix = rng.choice(TOWNS[locale])
    pc = postcode(rng, locale, prefix)
    n = rng.randrange(2, 480)
    if locale == "en_US":
        st = f"{n} {street}"
        unit = rng.choice(["", f" Apt {rng.randrange(1, 40)}"])
        return f"{st}{unit}, {town} {pc}", st, pc
    if locale == "en_AU":
        st = f"{rng.choice(['', f'{rng.randrange(1, 12)}/'])}{n} {street}"
        return f"{st}, {town} {pc}", st, pc
    if locale == "es_MX":
        st = f"{street} {n}, Col. Centro"
        return f"{st}, C.P. {pc}, {town}", st, pc
    if locale == "fr_CA":
        st = f"{n}, {street}"
        return f"{st}, {town} {pc}", st, pc
    if locale == "de_CH":
        st = f"{street} {n}"
        return f"{st}, {pc} {town}", st, pc
    if locale == "pt_BR":
        st = f"{street}, {n}, apto {rng.randrange(11, 1204)}"
        return f"{st}, {town}, CEP {pc}", st, pc
    if locale == "ja_JP":
        st = f"{street}{rng.randrange(1, 5)}丁目{rng.randrange(1, 30)}-{rng.randrange(1, 20)}"
        return f"{pc} {town}{st}", st, pc
    if locale == "zh_TW":
        st = f"{street}{n}號{rng.randrange(2, 15)}樓"
        return f"{pc}{town}{st}", st, pc
    if locale == "ko_KR":
        st = f"{street} {n}"
        return (
            f"({pc}) {town} {st}, {rng.randrange(101, 120)}동 {rng.randrange(101, 1505)}호",
            st,
            pc,
        )
    if locale == "my_MM":
        st = native(f"အမှတ် {n}၊ ", locale) + street
        return f"{st}၊ {town} {pc}", st, pc
    # India: house number, area, city - PIN
    st = f"{n}, {street}" if rng.random() < 0.5 else native(f"{n}, ", locale) + street
    return f"{st}, {town} - {pc}", st, pc
