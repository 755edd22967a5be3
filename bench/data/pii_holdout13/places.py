"""Streets and towns per locale, typed by hand, and the way each locale writes an address.
Streets and towns are combined at random within a locale: the addresses are plausible, not real.
``address(locale, rng)`` gives ``(whole address, postcode)``; the postcode occurs inside the
whole address exactly as returned."""

from __future__ import annotations

import random

STREETS = {
    "en_US": "Kapiolani Blvd;Kalakaua Ave;Waialae Ave;Kamehameha Hwy;Oak Ridge Dr;Maple Ave;"
    "W Fulton St;Sycamore Ln;Peachtree Rd NE;E Colfax Ave;Old Spanish Trl;Country Club Rd",
    "en_IN": "14th Cross, Malleshwaram;Dr Annie Besant Road, Worli;Sector 62;Anna Salai, Teynampet;"
    "FC Road, Shivajinagar;Banjara Hills Road No. 12;Salt Lake Sector V;MG Road, Ernakulam",
    "es_MX": "Calle Durango, Col. Roma Norte;Av. Insurgentes Sur, Col. Del Valle;"
    "Calle Morelos, Centro;Av. Vallarta, Col. Americana;Calle 60, Centro;"
    "Av. Constitución, Centro;Calle Macedonio Alcalá, Centro;Av. Revolución, Col. San Ángel",
    "fr_CA": "rue Saint-Denis;avenue du Mont-Royal Est;rue Sherbrooke Est;chemin Sainte-Foy;"
    "rue King Ouest;boulevard des Forges;rue Racine Est;avenue Cartier;rue Principale;"
    "boulevard Saint-Joseph",
    "de_AT": "Mariahilfer Straße;Herrengasse;Landstraße;Getreidegasse;Maria-Theresien-Straße;"
    "Alter Platz;Favoritenstraße;Wiener Straße;Annenstraße;Linzer Gasse;Burggasse",
    "pt_BR": "Rua Augusta;Av. Sete de Setembro;Rua da Aurora;Rua XV de Novembro;Av. Afonso Pena;"
    "Rua Voluntários da Pátria;Av. Borges de Medeiros;Rua das Laranjeiras;Av. Beira-Mar",
    "ja_JP": "",
    "ko_KR": "",
    "tr_TR": "Bağdat Caddesi;Kıbrıs Şehitleri Caddesi;Gazi Sokak;Konyaaltı Caddesi;"
    "İstiklal Caddesi;Tunalı Hilmi Caddesi;Çarşı Caddesi;Kordonboyu Caddesi",
    "gu_IN": "શાંતિનગર સોસાયટી, નારણપુરા;સ્ટેશન રોડ;રિંગ રોડ, અડાજણ;કાલાવડ રોડ;"
    "અલકાપુરી, આર. સી. દત્ત રોડ;સેક્ટર 21;ગાંધી રોડ, ભાવનગર પરા",
    "si_LK": "ගාලු පාර;මහනුවර පාර;පන්සල් පාර;ස්ටේෂන් පාර;හයිලෙවල් පාර;ධර්මපාල මාවත;පේරාදෙණිය පාර;කොළඹ පාර",
    "ha_NG": "Bompai Road;Zoo Road;Club Road;Sultan Road;Independence Way;Race Course Road;"
    "Kofar Mata Road;Titin Sabon Gari;Layin Masallaci",
    "qu_PE": "Av. de la Cultura;Av. El Sol;Jr. Lima;Calle Saphi;Jr. Deustua;Av. Tawantinsuyu;"
    "Calle Tecsecocha;Jr. Libertad;Pasaje Qoricancha",
    "fo_FO": "Niels Finsens gøta;Dalavegur;Hoyvíksvegur;Landavegur;Áarvegur;Varðagøta;Tórsgøta;"
    "Heykavegur;Brekkutún;Grønlandsvegur",
    "tg_TJ": "хиёбони Рӯдакӣ;кӯчаи Бохтар;кӯчаи Айнӣ;кӯчаи Шотемур;кӯчаи Лоҳутӣ;кӯчаи Мирзо Турсунзода;"
    "кӯчаи Саъдии Шерозӣ",
}

# town;postcode pairs (postcode pattern: digits are filled at random where ``#`` stands)
TOWNS = {
    "en_US": "Honolulu, HI|968##;Hilo, HI|96720;Kailua, HI|96734;Columbus, OH|432##;"
    "Tucson, AZ|857##;Atlanta, GA|303##;Denver, CO|802##;Gallup, NM|87301",
    "en_IN": "Bengaluru|5600##;Mumbai|4000##;Noida|2013##;Chennai|6000##;Pune|4110##;"
    "Hyderabad|5000##;Kolkata|7000##;Kochi|6820##",
    "es_MX": "Ciudad de México, CDMX|06###;Guadalajara, Jal.|44###;Mérida, Yuc.|97###;"
    "Monterrey, N.L.|64###;Oaxaca de Juárez, Oax.|68###;Puebla, Pue.|72###",
    "fr_CA": "Montréal (Québec)|H2J #?#;Québec (Québec)|G1R #?#;Sherbrooke (Québec)|J1H #?#;"
    "Trois-Rivières (Québec)|G9A #?#;Saguenay (Québec)|G7H #?#;Gatineau (Québec)|J8Y #?#",
    "de_AT": "Wien|1##0;Graz|8010;Linz|4020;Salzburg|5020;Innsbruck|6020;Klagenfurt|9020;"
    "St. Pölten|3100;Dornbirn|6850",
    "pt_BR": "Consolação, São Paulo - SP|01304-###;Centro, Salvador - BA|40060-###;"
    "Boa Vista, Recife - PE|50050-###;Centro, Curitiba - PR|80020-###;"
    "Centro, Belo Horizonte - MG|30130-###;Botafogo, Rio de Janeiro - RJ|22270-###;"
    "Centro Histórico, Porto Alegre - RS|90020-###;Meireles, Fortaleza - CE|60165-###",
    "ja_JP": "東京都渋谷区神宮前|150-0001;大阪府大阪市北区梅田|530-0001;愛知県名古屋市中区栄|460-0008;"
    "北海道札幌市中央区大通西|060-0042;福岡県福岡市博多区博多駅前|812-0011;宮城県仙台市青葉区中央|980-0021;"
    "神奈川県横浜市港北区新横浜|222-0033;東京都世田谷区三軒茶屋|154-0024",
    "ko_KR": "서울특별시 강남구 테헤란로|06236;부산광역시 해운대구 해운대해변로|48099;"
    "서울특별시 마포구 월드컵북로|03925;대구광역시 중구 동성로|41911;인천광역시 연수구 컨벤시아대로|21998;"
    "경기도 성남시 분당구 판교역로|13529;광주광역시 서구 상무중앙로|61949;대전광역시 유성구 대학로|34141",
    "tr_TR": "Kadıköy/İstanbul|347##;Alsancak/İzmir|352##;Çankaya/Ankara|066##;"
    "Muratpaşa/Antalya|070##;Beyoğlu/İstanbul|344##;Osmangazi/Bursa|160##;Ortahisar/Trabzon|610##",
    "gu_IN": "અમદાવાદ|3800##;સુરત|3950##;રાજકોટ|3600##;વડોદરા|3900##;ગાંધીનગર|3820##;ભાવનગર|3640##",
    "si_LK": "කොළඹ|00300;නුගේගොඩ|10250;මහනුවර|20000;ගාල්ල|80000;කුරුණෑගල|60000;"
    "මීගමුව|11500;මාතර|81000;මහරගම|10280",
    "ha_NG": "Kano|7000##;Kaduna|8000##;Zaria|8100##;Katsina|8200##;Sokoto|8400##;Bauchi|7400##;"
    "Gombe|7600##",
    "qu_PE": "Wanchaq, Cusco|08002;Cusco|08001;Puno|21001;Ayacucho|05001;Abancay|03001;"
    "Huancavelica|09001;Sicuani, Canchis|08250",
    "fo_FO": "Tórshavn|100;Hoyvík|188;Klaksvík|700;Gøta|510;Tvøroyri|800;Kollafjørður|410;"
    "Leirvík|520;Sandavágur|360;Vágur|900",
    "tg_TJ": "ш. Душанбе|7340##;ш. Хуҷанд|7357##;ш. Бохтар|7351##;ш. Кӯлоб|7353##;"
    "ш. Истаравшан|7356##;ш. Ваҳдат|7354##",
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
