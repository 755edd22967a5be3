"""Streets and towns per locale, typed by hand, and the way each locale writes an address.
Nine locales draw a street with its own town (``PAIRED``); Sinhala, Hausa, Faroese and Tajik
combine streets and towns at random; house numbers and most postcodes' last digits are random:
the addresses are plausible, not real.
``address(locale, rng)`` gives ``(whole address, postcode)``; the postcode occurs inside the
whole address exactly as returned."""

from __future__ import annotations

import random

STREETS = {
    "ja_JP": "",
    "ko_KR": "",
    "si_LK": "ගාලු පාර;මහනුවර පාර;පන්සල් පාර;ස්ටේෂන් පාර;හයිලෙවල් පාර;ධර්මපාල මාවත;පේරාදෙණිය පාර;කොළඹ පාර",
    "ha_NG": "Bompai Road;Zoo Road;Club Road;Sultan Road;Independence Way;Race Course Road;"
    "Kofar Mata Road;Titin Sabon Gari;Layin Masallaci",
    "fo_FO": "Niels Finsens gøta;Dalavegur;Hoyvíksvegur;Landavegur;Áarvegur;Varðagøta;Tórsgøta;"
    "Heykavegur;Brekkutún;Grønlandsvegur",
    "tg_TJ": "хиёбони Рӯдакӣ;кӯчаи Бохтар;кӯчаи Айнӣ;кӯчаи Шотемур;кӯчаи Лоҳутӣ;кӯчаи Мирзо Турсунзода;"
    "кӯчаи Саъдии Шерозӣ",
}

# town;postcode pairs (postcode pattern: digits are filled at random where ``#`` stands)
TOWNS = {
    "ja_JP": "東京都渋谷区神宮前|150-0001;大阪府大阪市北区梅田|530-0001;愛知県名古屋市中区栄|460-0008;"
    "北海道札幌市中央区大通西|060-0042;福岡県福岡市博多区博多駅前|812-0011;宮城県仙台市青葉区中央|980-0021;"
    "神奈川県横浜市港北区新横浜|222-0033;東京都世田谷区三軒茶屋|154-0024",
    "ko_KR": "서울특별시 강남구 테헤란로|06236;부산광역시 해운대구 해운대해변로|48099;"
    "서울특별시 마포구 월드컵북로|03925;대구광역시 중구 동성로|41911;인천광역시 연수구 컨벤시아대로|21998;"
    "경기도 성남시 분당구 판교역로|13529;광주광역시 서구 상무중앙로|61949;대전광역시 유성구 대학로|34141",
    "si_LK": "කොළඹ|00300;නුගේගොඩ|10250;මහනුවර|20000;ගාල්ල|80000;කුරුණෑගල|60000;"
    "මීගමුව|11500;මාතර|81000;මහරගම|10280",
    "ha_NG": "Kano|7000##;Kaduna|8000##;Zaria|8100##;Katsina|8200##;Sokoto|8400##;Bauchi|7400##;"
    "Gombe|7600##",
    "fo_FO": "Tórshavn|100;Hoyvík|188;Klaksvík|700;Gøta|510;Tvøroyri|800;Kollafjørður|410;"
    "Leirvík|520;Sandavágur|360;Vágur|900",
    "tg_TJ": "ш. Душанбе|7340##;ш. Хуҷанд|7357##;ш. Бохтар|7351##;ш. Кӯлоб|7353##;"
    "ш. Истаравшан|7356##;ш. Ваҳдат|7354##",
}

# Where a street belongs to one town, the two are drawn together: street|town|postcode pattern.
PAIRED = {
    "en_US": "Kapiolani Blvd|Honolulu, HI|968##;Kalakaua Ave|Honolulu, HI|968##;"
    "Waialae Ave|Honolulu, HI|96816;Kamehameha Hwy|Kaneohe, HI|96744;Kilauea Ave|Hilo, HI|96720;"
    "Oneawa St|Kailua, HI|96734;Maple Ave|Columbus, OH|432##;E Speedway Blvd|Tucson, AZ|857##;"
    "Peachtree Rd NE|Atlanta, GA|303##;E Colfax Ave|Denver, CO|802##;W Historic Hwy 66|Gallup, NM|87301",
    "en_IN": "14th Cross, Malleshwaram|Bengaluru|5600##;Dr Annie Besant Road, Worli|Mumbai|4000##;"
    "Sector 62|Noida|2013##;Anna Salai, Teynampet|Chennai|6000##;FC Road, Shivajinagar|Pune|4110##;"
    "Banjara Hills Road No. 12|Hyderabad|5000##;Salt Lake Sector V|Kolkata|7000##;"
    "MG Road, Ernakulam|Kochi|6820##",
    "es_MX": "Calle Durango, Col. Roma Norte|Ciudad de México, CDMX|06700;"
    "Av. Insurgentes Sur, Col. Del Valle|Ciudad de México, CDMX|03100;"
    "Calle Morelos, Centro|Puebla, Pue.|72000;Av. Vallarta, Col. Americana|Guadalajara, Jal.|44160;"
    "Calle 60, Centro|Mérida, Yuc.|97000;Av. Constitución, Centro|Monterrey, N.L.|64000;"
    "Calle Macedonio Alcalá, Centro|Oaxaca de Juárez, Oax.|68000;"
    "Av. Revolución, Col. San Ángel|Ciudad de México, CDMX|01000",
    "fr_CA": "rue Saint-Denis|Montréal (Québec)|H2J #?#;avenue du Mont-Royal Est|Montréal (Québec)|H2T #?#;"
    "rue Sherbrooke Est|Montréal (Québec)|H2L #?#;chemin Sainte-Foy|Québec (Québec)|G1S #?#;"
    "avenue Cartier|Québec (Québec)|G1R #?#;rue King Ouest|Sherbrooke (Québec)|J1H #?#;"
    "boulevard des Forges|Trois-Rivières (Québec)|G9A #?#;rue Racine Est|Saguenay (Québec)|G7H #?#;"
    "boulevard Saint-Joseph|Gatineau (Québec)|J8Y #?#",
    "de_AT": "Mariahilfer Straße|Wien|1060;Favoritenstraße|Wien|1100;Burggasse|Wien|1070;"
    "Herrengasse|Graz|8010;Annenstraße|Graz|8020;Landstraße|Linz|4020;Getreidegasse|Salzburg|5020;"
    "Linzer Gasse|Salzburg|5020;Maria-Theresien-Straße|Innsbruck|6020;Alter Platz|Klagenfurt|9020;"
    "Wiener Straße|St. Pölten|3100",
    "pt_BR": "Rua Augusta|Consolação, São Paulo - SP|01304-###;"
    "Av. Sete de Setembro|Centro, Salvador - BA|40060-###;Rua da Aurora|Boa Vista, Recife - PE|50050-###;"
    "Rua XV de Novembro|Centro, Curitiba - PR|80020-###;"
    "Av. Afonso Pena|Centro, Belo Horizonte - MG|30130-###;"
    "Rua Voluntários da Pátria|Botafogo, Rio de Janeiro - RJ|22270-###;"
    "Av. Borges de Medeiros|Centro Histórico, Porto Alegre - RS|90020-###;"
    "Av. Beira-Mar|Meireles, Fortaleza - CE|60165-###;"
    "Rua das Laranjeiras|Laranjeiras, Rio de Janeiro - RJ|22240-###",
    "tr_TR": "Bağdat Caddesi|Kadıköy/İstanbul|347##;Kıbrıs Şehitleri Caddesi|Alsancak/İzmir|352##;"
    "Gazi Sokak|Osmangazi/Bursa|160##;Konyaaltı Caddesi|Muratpaşa/Antalya|070##;"
    "İstiklal Caddesi|Beyoğlu/İstanbul|344##;Tunalı Hilmi Caddesi|Çankaya/Ankara|066##;"
    "Çarşı Caddesi|Ortahisar/Trabzon|610##;Kordonboyu Caddesi|Kartal/İstanbul|348##",
    "gu_IN": "શાંતિનગર સોસાયટી, નારણપુરા|અમદાવાદ|380013;રિંગ રોડ, અડાજણ|સુરત|395009;"
    "કાલાવડ રોડ|રાજકોટ|360005;અલકાપુરી, આર. સી. દત્ત રોડ|વડોદરા|390007;સેક્ટર 21|ગાંધીનગર|382021;"
    "ગાંધી રોડ, ભાવનગર પરા|ભાવનગર|364003;સ્ટેશન રોડ|સુરત|395003",
    "qu_PE": "Av. de la Cultura|Wanchaq, Cusco|08002;Av. El Sol|Cusco|08001;Calle Saphi|Cusco|08001;"
    "Calle Tecsecocha|Cusco|08001;Pasaje Qoricancha|Cusco|08001;Jr. Lima|Puno|21001;"
    "Jr. Deustua|Puno|21001;Av. Tawantinsuyu|Sicuani, Canchis|08250;Jr. Libertad|Ayacucho|05001",
}

GU_DIGITS = "૦૧૨૩૪૫૬૭૮૯"


def gu_digits(s: str) -> str:
    return "".join(GU_DIGITS[int(c)] if c.isdigit() else c for c in s)


def _fill(pattern: str, rng: random.Random) -> str:
    out = []
    for ch in pattern:
        if ch == "#":
            out.append(str(rng.randint(0, 9)))
        elif ch == "?":
            out.append(rng.choice("ABCEGHJKLMNPRSTVWXYZ"))
        else:
            out.append(ch)
    return "".join(out)


def address(locale: str, rng: random.Random) -> tuple[str, str]:
    if locale in PAIRED:
        street, town, pattern = rng.choice(PAIRED[locale].split(";")).split("|")
    else:
        street = rng.choice(STREETS[locale].split(";"))
        town, pattern = rng.choice(TOWNS[locale].split(";")).split("|")
    pc = _fill(pattern, rng)
    n = rng.randint(2, 240)
    if locale == "en_US":
        apt = rng.choice(["", "", f" Apt {rng.randint(1, 30)}{rng.choice('ABCD')}"])
        return f"{rng.randint(100, 4999)} {street}{apt}, {town} {pc}", pc
    if locale == "en_IN":
        flat = rng.choice([f"Flat {rng.randint(1, 14)}0{rng.randint(1, 6)}", f"No. {n}"])
        return f"{flat}, {street}, {town} {pc}", pc
    if locale == "es_MX":
        road, col = street.split(", ")
        return f"{road} {n}, {col}, {pc} {town}", pc
    if locale == "fr_CA":
        app = rng.choice(["", f", app. {rng.randint(1, 12)}"])
        return f"{rng.randint(100, 9999)}, {street}{app}, {town} {pc}", pc
    if locale == "de_AT":
        door = rng.choice(
            ["", f"/{rng.randint(1, 4)}/{rng.randint(1, 22)}", f"/{rng.randint(1, 9)}"]
        )
        return f"{street} {n}{door}, {pc} {town}", pc
    if locale == "pt_BR":
        apto = rng.choice(["", f", apto {rng.randint(1, 20)}{rng.randint(0, 4)}"])
        return f"{street}, {n}{apto} - {town}, {pc}", pc
    if locale == "ja_JP":
        tail = f"{rng.randint(1, 5)}-{rng.randint(1, 30)}-{rng.randint(1, 20)}"
        bld = rng.choice(
            [
                "",
                f" {rng.choice(['コーポ', 'メゾン', 'ハイツ'])}{rng.randint(1, 5)}0{rng.randint(1, 9)}",
            ]
        )
        return f"{pc} {town}{tail}{bld}", pc
    if locale == "ko_KR":
        unit = rng.choice(
            [
                "",
                f", {rng.randint(1, 20)}층",
                f" {rng.randint(101, 120)}동 {rng.randint(1, 25)}0{rng.randint(1, 4)}호",
            ]
        )
        return f"({pc}) {town} {n}{unit}", pc
    if locale == "tr_TR":
        daire = rng.choice(["", f" D: {rng.randint(1, 16)}"])
        return f"{street} No: {n}{daire}, {pc} {town}", pc
    if locale == "gu_IN":
        if rng.random() < 0.4:
            return f"{gu_digits(str(n))}, {street}, {town} {gu_digits(pc)}", gu_digits(pc)
        return f"{n}, {street}, {town} {pc}", pc
    if locale == "si_LK":
        sub = rng.choice(["", f"/{rng.randint(1, 5)}"])
        return f"අංක {n}{sub}, {street}, {town} {pc}", pc
    if locale == "ha_NG":
        return f"Gida mai lamba {n}, {street}, {town} {pc}", pc
    if locale == "qu_PE":
        return f"{street} {rng.randint(100, 1999)}, {town} {pc}", pc
    if locale == "fo_FO":
        return f"{street} {rng.randint(1, 60)}, FO-{pc} {town}", f"FO-{pc}"
    if locale == "tg_TJ":
        flat = rng.choice(["", f", хонаи {rng.randint(1, 90)}"])
        return f"{pc}, {town}, {street} {n}{flat}", pc
    raise KeyError(locale)
