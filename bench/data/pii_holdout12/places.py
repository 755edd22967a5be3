"""Streets, towns and postcodes typed by hand; addresses in each locale's own layout.

``address(rng, locale)`` gives the whole address on one line, its street line alone, and its
postcode alone (None where the locale writes none)."""

from __future__ import annotations

import random

REGION = {
    "en_US": "US", "en_IN": "IN", "en_AU": "AU", "es_MX": "MX", "fr_CA": "CA", "de_CH": "CH",
    "pt_BR": "BR", "ja_JP": "JP", "ko_KR": "KR", "zh_TW": "TW", "gl_ES": "ES", "lb_LU": "LU",
    "be_BY": "BY", "zu_ZA": "ZA", "ht_HT": "HT", "so_SO": "SO",
}  # fmt: skip

DOMAINS = {
    "en_US": ["gmail.com", "yahoo.com", "hawaii.rr.com", "icloud.com", "outlook.com"],
    "en_IN": ["gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com"],
    "en_AU": ["bigpond.com", "optusnet.com.au", "gmail.com", "outlook.com.au"],
    "es_MX": ["hotmail.com", "gmail.com", "prodigy.net.mx", "yahoo.com.mx"],
    "fr_CA": ["videotron.ca", "hotmail.ca", "gmail.com", "sympatico.ca"],
    "de_CH": ["bluewin.ch", "gmx.ch", "gmail.com", "sunrise.ch"],
    "pt_BR": ["gmail.com", "uol.com.br", "bol.com.br", "hotmail.com"],
    "ja_JP": ["docomo.ne.jp", "yahoo.co.jp", "gmail.com", "ezweb.ne.jp"],
    "ko_KR": ["naver.com", "daum.net", "gmail.com", "kakao.com"],
    "zh_TW": ["yahoo.com.tw", "gmail.com", "hotmail.com", "msa.hinet.net"],
    "gl_ES": ["gmail.com", "mundo-r.com", "hotmail.es", "yahoo.es"],
    "lb_LU": ["pt.lu", "gmail.com", "internet.lu", "education.lu"],
    "be_BY": ["tut.by", "mail.ru", "gmail.com", "yandex.by"],
    "zu_ZA": ["gmail.com", "webmail.co.za", "telkomsa.net", "mweb.co.za"],
    "ht_HT": ["gmail.com", "yahoo.fr", "hotmail.com", "outlook.com"],
    "so_SO": ["gmail.com", "hotmail.com", "yahoo.com", "outlook.com"],
}


def _n(rng: random.Random, a: int, b: int) -> str:
    return str(rng.randint(a, b))


def _d(rng: random.Random, k: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(k))


CA_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"


def address(rng: random.Random, locale: str) -> tuple[str, str, str | None]:
    r = rng
    if locale == "en_US":
        street = f"{_n(r, 100, 3999)} " + r.choice(
            ["Kalākaua Ave", "Kapiʻolani Blvd", "Kamehameha Hwy", "Aliʻi Dr", "Waiʻalae Ave",
             "Keʻeaumoku St", "Puʻuloa Rd", "Kīlauea Ave", "Kūhiō Hwy"]
        )  # fmt: skip
        town, pc = r.choice(
            [("Honolulu", "96815"), ("Honolulu", "96826"), ("Kailua", "96734"), ("Hilo", "96720"),
             ("Kailua-Kona", "96740"), ("Pearl City", "96782"), ("Kāneʻohe", "96744"),
             ("Līhuʻe", "96766")]
        )  # fmt: skip
        whole = f"{street}, Apt {_n(r, 101, 2404)}, {town}, HI {pc}"
    elif locale == "en_IN":
        street = f"{_n(r, 1, 480)}, " + r.choice(
            ["12th Main Road", "MG Road", "Linking Road", "Anna Salai", "Park Street",
             "100 Feet Road", "Karve Road", "Road No. 36"]
        )  # fmt: skip
        area, town, pc = r.choice(
            [("Indiranagar", "Bengaluru", "560038"), ("Koramangala", "Bengaluru", "560034"),
             ("Bandra West", "Mumbai", "400050"), ("Andheri East", "Mumbai", "400069"),
             ("T. Nagar", "Chennai", "600017"), ("Salt Lake", "Kolkata", "700091"),
             ("Kothrud", "Pune", "411038"), ("Jubilee Hills", "Hyderabad", "500033")]
        )  # fmt: skip
        flat = f"Flat {r.choice('ABCD')}-{_n(r, 101, 904)}, " + r.choice(
            ["Sai Krupa Apartments", "Prestige Lakeside", "Sunrise Towers", "Green Park Residency"]
        )
        whole = f"{flat}, {street}, {area}, {town} {pc}"
    elif locale == "en_AU":
        street = f"{_n(r, 2, 340)} " + r.choice(
            ["Smith St", "Brunswick St", "Oxford St", "Sydney Rd", "Chapel St", "Beaufort St",
             "Boundary St", "King William St"]
        )  # fmt: skip
        town, pc = r.choice(
            [("Fitzroy VIC", "3065"), ("Newtown NSW", "2042"), ("Paddington NSW", "2021"),
             ("Brunswick VIC", "3056"), ("West End QLD", "4101"), ("Fremantle WA", "6160"),
             ("Glenelg SA", "5045"), ("Sandy Bay TAS", "7005")]
        )  # fmt: skip
        whole = f"Unit {_n(r, 1, 24)}/{street}, {town} {pc}"
    elif locale == "es_MX":
        street = r.choice(
            ["Av. Insurgentes Sur", "Calle Durango", "Av. Álvaro Obregón", "Calle Ámsterdam",
             "Av. Revolución", "Calle Morelos", "Av. Vallarta", "Calle Padre Mier"]
        ) + f" {_n(r, 12, 1890)}"  # fmt: skip
        col, pc, town = r.choice(
            [("Roma Norte", "06700", "Cuauhtémoc, CDMX"), ("Condesa", "06140", "Cuauhtémoc, CDMX"),
             ("Del Valle", "03100", "Benito Juárez, CDMX"), ("Del Carmen", "04100", "Coyoacán, CDMX"),
             ("Americana", "44160", "Guadalajara, Jal."), ("Centro", "64000", "Monterrey, N.L.")]
        )  # fmt: skip
        whole = f"{street}, Int. {_n(r, 1, 40)}, Col. {col}, C.P. {pc}, {town}"
    elif locale == "fr_CA":
        street = f"{_n(r, 100, 9800)}, " + r.choice(
            ["rue Saint-Denis", "boulevard René-Lévesque", "avenue du Mont-Royal",
             "rue Sherbrooke Est", "chemin Sainte-Foy", "rue King Ouest", "rue Wellington",
             "boulevard Talbot"]
        )  # fmt: skip
        town, fsa = r.choice(
            [("Montréal", "H2J"), ("Montréal", "H1V"), ("Québec", "G1R"), ("Québec", "G1S"),
             ("Sherbrooke", "J1H"), ("Gatineau", "J8Y"), ("Trois-Rivières", "G9A"),
             ("Saguenay", "G7H")]
        )  # fmt: skip
        pc = f"{fsa} {_d(r, 1)}{r.choice(CA_LETTERS)}{_d(r, 1)}"
        whole = f"{street}, app. {_n(r, 1, 12)}, {town} (Québec) {pc}"
    elif locale == "de_CH":
        street = r.choice(
            ["Bahnhofstrasse", "Seefeldstrasse", "Badenerstrasse", "Spitalgasse", "Kramgasse",
             "Steinenvorstadt", "Hauptstrasse", "Dorfstrasse", "Pilatusstrasse"]
        ) + f" {_n(r, 1, 140)}"  # fmt: skip
        pc, town = r.choice(
            [("8001", "Zürich"), ("8008", "Zürich"), ("3011", "Bern"), ("4051", "Basel"),
             ("6003", "Luzern"), ("9000", "St. Gallen"), ("8400", "Winterthur"), ("5000", "Aarau")]
        )  # fmt: skip
        whole = f"{street}, {pc} {town}"
    elif locale == "pt_BR":
        street = r.choice(
            ["Rua Augusta", "Av. Paulista", "Rua da Consolação", "Av. Atlântica",
             "Rua Visconde de Pirajá", "Av. Afonso Pena", "Rua da Bahia", "Av. Boa Viagem"]
        ) + f", {_n(r, 10, 2400)}"  # fmt: skip
        bairro, town, head = r.choice(
            [("Consolação", "São Paulo - SP", "01305"), ("Bela Vista", "São Paulo - SP", "01310"),
             ("Copacabana", "Rio de Janeiro - RJ", "22070"), ("Ipanema", "Rio de Janeiro - RJ", "22410"),
             ("Savassi", "Belo Horizonte - MG", "30140"), ("Boa Viagem", "Recife - PE", "51020"),
             ("Moinhos de Vento", "Porto Alegre - RS", "90570")]
        )  # fmt: skip
        pc = f"{head}-{_d(r, 3)}"
        whole = f"{street}, apto {_n(r, 11, 1804)} - {bairro}, {town}, {pc}"
    elif locale == "ja_JP":
        area, pc = r.choice(
            [("東京都渋谷区神宮前", "150-0001"), ("東京都世田谷区三軒茶屋", "154-0024"),
             ("大阪府大阪市北区梅田", "530-0001"), ("福岡県福岡市中央区天神", "810-0001"),
             ("北海道札幌市中央区大通西", "060-0042"), ("神奈川県横浜市西区みなとみらい", "220-0012"),
             ("愛知県名古屋市中区栄", "460-0008")]
        )  # fmt: skip
        street = f"{area}{_n(r, 1, 5)}丁目{_n(r, 1, 30)}-{_n(r, 1, 20)}"
        bld = r.choice(["メゾン青葉", "コーポ若草", "グランハイツ", "サンライズ"])
        whole = f"〒{pc} {street} {bld}{_n(r, 1, 9)}0{_n(r, 1, 9)}号室"
    elif locale == "ko_KR":
        road, head = r.choice(
            [("서울특별시 강남구 테헤란로", "06"), ("서울특별시 마포구 양화로", "04"),
             ("서울특별시 송파구 올림픽로", "05"), ("부산광역시 해운대구 해운대해변로", "48"),
             ("대구광역시 중구 동성로", "41"), ("인천광역시 연수구 송도과학로", "21"),
             ("대전광역시 유성구 대학로", "34")]
        )  # fmt: skip
        street = f"{road} {_n(r, 2, 420)}"
        pc = head + _d(r, 3)
        whole = f"{street}, {_n(r, 101, 112)}동 {_n(r, 2, 25)}0{_n(r, 1, 6)}호 ({pc})"
    elif locale == "zh_TW":
        pc, city, road = r.choice(
            [("106", "台北市大安區", "忠孝東路四段"), ("104", "台北市中山區", "南京東路二段"),
             ("110", "台北市信義區", "松仁路"), ("220", "新北市板橋區", "文化路一段"),
             ("300", "新竹市東區", "光復路二段"), ("403", "台中市西區", "公益路"),
             ("700", "台南市中西區", "民族路二段"), ("802", "高雄市苓雅區", "四維三路")]
        )  # fmt: skip
        pc = pc + _d(r, 3)
        street = f"{road}{_n(r, 2, 300)}巷{_n(r, 1, 40)}號"
        whole = f"{pc}{city}{street}{_n(r, 2, 18)}樓"
    elif locale == "gl_ES":
        street = r.choice(
            ["Rúa do Vilar", "Rúa do Franco", "Rúa Real", "Rúa de San Pedro", "Rúa do Príncipe",
             "Praza de Galicia", "Rúa Nova", "Rúa da Raíña", "Avenida da Mariña"]
        ) + f", {_n(r, 1, 90)}"  # fmt: skip
        pc, town = r.choice(
            [("15705", "Santiago de Compostela"), ("15704", "Santiago de Compostela"),
             ("15003", "A Coruña"), ("36202", "Vigo"), ("27001", "Lugo"), ("32005", "Ourense"),
             ("36002", "Pontevedra"), ("15402", "Ferrol")]
        )  # fmt: skip
        whole = f"{street}, {_n(r, 1, 6)}º {r.choice(['esq.', 'dta.', 'A', 'B'])}, {pc} {town}"
    elif locale == "lb_LU":
        street = f"{_n(r, 1, 180)}, " + r.choice(
            ["rue de la Gare", "Groussgaass", "Haaptstrooss", "route d'Arlon",
             "avenue de la Liberté", "Bahnhofstrooss", "rue de Luxembourg", "Kierchestrooss"]
        )  # fmt: skip
        town, head = r.choice(
            [("Luxembourg", "1"), ("Luxembourg", "2"), ("Esch-sur-Alzette", "42"),
             ("Differdange", "45"), ("Dudelange", "34"), ("Ettelbruck", "90"), ("Diekirch", "92"),
             ("Wiltz", "95"), ("Echternach", "64")]
        )  # fmt: skip
        pc = "L-" + head + _d(r, 4 - len(head))
        whole = f"{street}, {pc} {town}"
    elif locale == "be_BY":
        street = r.choice(
            ["вул. Кальварыйская", "вул. Някрасава", "вул. Сурганава", "пр-т Незалежнасці",
             "вул. Кірава", "вул. Савецкая", "вул. Ажэшкі", "вул. Гагарына"]
        ) + f", {_n(r, 1, 120)}"  # fmt: skip
        town, head = r.choice(
            [("Мінск", "2200"), ("Мінск", "2201"), ("Брэст", "2240"), ("Гродна", "2300"),
             ("Гомель", "2460"), ("Віцебск", "2100"), ("Магілёў", "2120")]
        )  # fmt: skip
        pc = head + _d(r, 2)
        whole = f"{street}, кв. {_n(r, 1, 240)}, {pc}, г. {town}"
    elif locale == "zu_ZA":
        street = f"{_n(r, 2, 480)} " + r.choice(
            ["Florida Road", "Vilakazi Street", "Musgrave Road", "Umgeni Road", "Church Street",
             "Jan Smuts Avenue", "Mahatma Gandhi Road", "Dr Pixley KaSeme Street"]
        )  # fmt: skip
        area, pc = r.choice(
            [("Morningside, Durban", "4001"), ("Orlando West, Soweto", "1804"),
             ("Berea, Durban", "4001"), ("Umlazi", "4031"), ("KwaMashu", "4360"),
             ("Pietermaritzburg", "3201"), ("Pinetown", "3610"), ("Parktown, Johannesburg", "2193")]
        )  # fmt: skip
        whole = f"{street}, {area}, {pc}"
    elif locale == "ht_HT":
        street = r.choice(
            ["Ri Kapwa", "Avni Jan Pòl II", "Ri Grégoire", "Ri Lamartinière", "Ri Panamericaine",
             "Ri Faubert", "Ri Chavannes", "Ri 17"]
        ) + f" #{_n(r, 2, 140)}"  # fmt: skip
        town, pc = r.choice(
            [("Pòtoprens", "HT6110"), ("Petyonvil", "HT6140"), ("Kap Ayisyen", "HT1110"),
             ("Jakmèl", "HT9110"), ("Gonayiv", "HT4110"), ("Okay", "HT8110")]
        )  # fmt: skip
        whole = f"{street}, {town}, {pc}"
    elif locale == "so_SO":
        street = r.choice(
            ["Waddada Maka Al-Mukarama", "Waddada Wadnaha", "Waddada Sodonka", "Waddada Industriyaalka",
             "Waddada 21 Oktoobar", "Waddada Jigjiga Yar"]
        ) + f", Guriga {_n(r, 3, 260)}"  # fmt: skip
        district = r.choice(
            ["Degmada Wadajir, Muqdisho", "Degmada Hawl-Wadaag, Muqdisho", "Degmada Shibis, Muqdisho",
             "Degmada Yaaqshiid, Muqdisho", "Hargeysa", "Garoowe", "Kismaayo"]
        )  # fmt: skip
        whole = f"{street}, {district}"
        return whole, street, None
    else:
        raise ValueError(locale)
    return whole, street, pc
