"""Six languages no earlier exam used, typed by hand: Samoan, Cebuano, Kurmanji Kurdish,
Kyrgyz, Javanese and Igbo. Same keys as `langs_a.py`."""

from __future__ import annotations

SM_WS = {
    "locale": "sm_WS",
    "lang": "sm",
    "region": "WS",
    "script": "latin",
    "f": "Sina Losa Malia Lupe Fetu Alofa Teuila Mele Salote Vailea Faith Leilani",
    "m": "Sione Ioane Tavita Sefo Pita Iosefa Mikaele Falaniko Tupe Lemalu Vaifale Semisi",
    "sur": "Tuilagi Faleolo Leota Sapolu Toleafoa Aiono Fonoti Fuimaono Tuiasosopo Va'ai "
    "Sopoaga Schuster Ah_Kiong Lealaiauloto",
    "nick": {"Iosefa": "Sefa", "Mikaele": "Mika", "Falaniko": "Niko", "Salote": "Lote"},
    "common": "Lupe Fetu Alofa Teuila Faith",
    "hname": ("pre", ("Mrs", "Mr"), "sur"),
    "domains": "gmail.com yahoo.com outlook.com lesamoa.net",
    "streets": "Beach Road|Vaea Street|Falealili Street|Matautu Street|Fugalei Street",
    "line": "Fale {n}, {street}",
    "towns": [("Apia", ""), ("Moto'otua, Apia", ""), ("Vaitele, Upolu", ""), ("Lelata, Apia", "")],
    "addr": "{line}, {town}",
    "issuers": "visa mastercard",
    "iban": None,
    "cur": "WST 320.00",
    "L": {
        "name": "Igoa",
        "phone": "Telefoni",
        "email": "Imeli",
        "addr": "Tuatusi",
        "post": "Postcode",
        "acct": "Numera o le teugatupe",
        "order": "Oka",
        "card": "Kata",
    },
    "T": {
        "greet": "Talofa {who},",
        "moving": "O le a ou siitia i {c.addr} i le aso 1, fa'amolemole tu'u le eletise i lo'u igoa.",
        "callme": "Vala'au mai i le {c.mob} pe imeli mai i le {c.email}.",
        "relative": "Afai ou te le'i i le fale, o lo'u tina {r.full} e i ai le ki, o lana numera "
        "{r.mob}.",
        "order": "O fea lo'u oka {c.order}? O se meaalofa mo {r.first}.",
        "fraud": "LEAI, e le o a'u! Fa'amolemole poloka le kata {c.card}, numera {c.acct}.",
        "qa": "Na faitau atoa e le sui le numera o le kata ia {c.hname} ae le'i fesili i le "
        "tuatusi.",
        "chat": "talofa, o {c.lower} lea, e le'i o'o mai lava le {c.order}",
        "alert": "{c.first}, na fa'aaoga lau kata mo le {cur}. Afai e le o oe, tali mai LEAI.",
        "u1": "O lo'u tina o {r.full} e nofo i {r.addr}. E mafai ona lafo le afifi ia te ia?",
        "a1": "Ioe. O le a ou tusia {r.first} o le na te mauaina. O le a le numera e vala'au "
        "ai le avetaavale?",
        "u2": "Fesili sa'o ia te ia: {r.mob}. Afai e le tali, vala'au mai ia te a'u, {c.mob}.",
        "u3": "Ma lo'u lava oka {c.order} lafo i le tuatusi lava lea e tasi, lisiti i le "
        "{c.email}.",
    },
}

CEB_PH = {
    "locale": "ceb_PH",
    "lang": "ceb",
    "region": "PH",
    "script": "latin",
    "f": "Maricel Marites Luz Paz Cherry Joy Jonalyn Arlene Lovely Precious Rowena Charmaine",
    "m": "Rodel Jomar Arnel Junrey Reynaldo Jerome Ramil Dindo Ariel Jessie Romeo Nonoy",
    "sur": "Cabahug Villanueva Sarmiento Cabatingan Lapitan Sumalinog Tumulak Pepito Ybañez "
    "Abellana dela_Cruz Alcoseba Tudtud Baguio",
    "nick": {
        "Reynaldo": "Dodong",
        "Maricel": "Cel",
        "Marites": "Tess",
        "Jonalyn": "Jona",
        "Rowena": "Weng",
        "Charmaine": "Cha",
        "Junrey": "Jun-Jun",
        "Romeo": "Meo",
    },
    "common": "Luz Paz Cherry Joy Lovely Precious",
    "hname": ("pre", ("Mrs.", "Mr."), "sur"),
    "domains": "gmail.com yahoo.com ymail.com outlook.ph",
    "streets": "Gorordo Avenue|M.J. Cuenco Avenue|A.S. Fortuna Street|Salinas Drive|"
    "Banilad Road|P. del Rosario Street",
    "line": "Blk {u} Lot {n}, {street}",
    "towns": [
        ("Brgy. Lahug, Cebu City", "6000"),
        ("Brgy. Banilad, Mandaue City", "6014"),
        ("Brgy. Pusok, Lapu-Lapu City", "6015"),
        ("Brgy. Tabunok, Talisay City", "6045"),
        ("Brgy. Daro, Dumaguete City", "6200"),
    ],
    "addr": "{line}, {town} {post}",
    "issuers": "mastercard visa jcb",
    "iban": None,
    "cur": "PHP 4,899.00",
    "L": {
        "name": "Ngalan",
        "phone": "Numero",
        "email": "Email",
        "addr": "Address",
        "post": "ZIP code",
        "acct": "Account",
        "order": "Order",
        "card": "Card",
    },
    "T": {
        "greet": "Maayong adlaw {who},",
        "moving": "Mobalhin ko sa {c.addr} sugod sa unang adlaw, palihug ibalhin sa akong "
        "ngalan ang kuryente.",
        "callme": "Tawga ko sa {c.mob} o i-email sa {c.email}.",
        "relative": "Kung wala ko sa balay, si Mama {r.full} ang naa, iyang numero {r.mob}.",
        "order": "Asa na man ang akong order {c.order}? Regalo na para ni {r.first}.",
        "fraud": "DILI ko ana! Palihug i-block ang card {c.card}, account {c.acct}.",
        "qa": "Gibasa sa agent ang tibuok card number kang {c.hname} ug wala gi-check ang ZIP "
        "code {c.post}.",
        "chat": "hi po, si {c.lower} ni, wala pa gyud ang {c.order}",
        "alert": "{c.first}, naay transaction nga {cur} sa imong card. Dili ikaw? Reply NO.",
        "u1": "Ang akong mama si {r.full} nagpuyo sa {r.addr}. Pwede ipadala ngadto niya ang "
        "parcel?",
        "a1": "Sige po. Ibutang nako si {r.first} nga mudawat. Unsa nga numero ang tawgan sa "
        "rider?",
        "u2": "Pangutan-a siya mismo: {r.mob}. Kung dili motubag, tawga ko, {c.mob}.",
        "u3": "Ug akong kaugalingong order {c.order} ipadala pud sa samang address, resibo sa "
        "{c.email}.",
    },
}

KU_TR = {
    "locale": "ku_TR",
    "lang": "ku",
    "region": "TR",
    "script": "latin",
    "f": "Berfin Rojda Zozan Evîn Dilan Helîn Jiyan Berîvan Nûdem Şirîn Rojbîn Bêrîtan",
    "m": "Baran Zana Rojhat Welat Azad Serhat Şiyar Dilovan Heval Mîrza Berzan Rêzan",
    "sur": "Ekinci Oruç Ertaş Tunç Acar Ataş Zengin Botan Bedirxan Amedî Cizîrî Kaplan "
    "Sevinç Yavuz",
    "nick": {"Berîvan": "Berî", "Dilovan": "Dilo", "Mîrza": "Mîro", "Rojbîn": "Rojê"},
    "common": "Baran Evîn Jiyan Welat Azad Heval",
    "hname": ("pre", ("Xanim", "Birêz"), "sur"),
    "domains": "gmail.com hotmail.com yandex.com outlook.com",
    "streets": "Gevran Cad.|Elazığ Cad.|Cumhuriyet Cad.|Sanat Sok.|Cengiz Topel Cad.",
    "line": "{street} No: {n} D: {u}",
    "towns": [
        ("Yenişehir/Diyarbakır", "211##"),
        ("Kızıltepe/Mardin", "474##"),
        ("İpekyolu/Van", "651##"),
        ("Cizre/Şırnak", "732##"),
        ("Nusaybin/Mardin", "473##"),
    ],
    "addr": "{line}, {post} {town}",
    "issuers": "visa mastercard",
    "iban": "TR",
    "cur": "2.180,00 TL",
    "L": {
        "name": "Nav û paşnav",
        "phone": "Telefon",
        "email": "E-name",
        "addr": "Navnîşan",
        "post": "Koda postê",
        "acct": "Hejmara hesêb",
        "order": "Sipariş",
        "card": "Kart",
    },
    "T": {
        "greet": "Silav {who},",
        "moving": "Ez roja 1ê diçim {c.addr}, ji kerema xwe aboneya elektrîkê bi navê min veke.",
        "callme": "Hûn dikarin bi {c.mob} an jî bi {c.email} xwe bigihînin min.",
        "relative": "Heke ez ne li malê bim, dayika min {r.full} li wir e, hejmara wê {r.mob}.",
        "order": "Siparîşa min {c.order} li ku ye? Diyarî ye ji bo {r.first}.",
        "fraud": "NA, ne min kir! Ji kerema xwe karta {c.card} bigirin, hesab {c.acct}.",
        "qa": "Nûner hejmara kartê bi tevahî ji {c.hname} re xwend û koda postê ({c.post}) "
        "nepirsî.",
        "chat": "slv, ez {c.lower} im, siparîşa {c.order} hê nehatiye",
        "alert": "{c.first}, bi karta te {cur} hate xerckirin. Ne tu bî? Bersiv NA.",
        "u1": "Dayika min {r.full} li {r.addr} dimîne. Hûn dikarin pakêtê ji wê re bişînin?",
        "a1": "Belê. Ez ê {r.first} wek wergir binivîsim. Kurye bila li kîjan hejmarê bigere?",
        "u2": "Ji xwe bipirsin: {r.mob}. Heke bersiv nede, li min bigerin, {c.mob}.",
        "u3": "Siparîşa min bi xwe {c.order} jî bişînin heman navnîşanê, fatûre ji {c.email} re.",
    },
}

KY_KG = {
    "locale": "ky_KG",
    "lang": "ky",
    "region": "KG",
    "script": "cyrillic",
    "f": "Айгүл Айжан Гүлнара Нургүл Бегимай Айпери Жылдыз Нуриза Чолпон Мээрим Асель Динара",
    "m": "Азамат Бакыт Нурлан Эрлан Бекзат Талант Улан Адилет Темирлан Марат Данияр Эмил",
    "sur": "Асанов Осмонов Токтогулов Абдыкадыров Бекмуратов Жумабеков Сатыбалдиев Мамытов "
    "Турдубаев Исаков Орозбеков Эсенбаев Калыков Шаршеев",
    "fem": "ов>ова ев>ева",
    "nick": {"Темирлан": "Темир", "Айпери": "Пери", "Данияр": "Дания", "Гүлнара": "Гүля"},
    "patr_kg": True,
    "common": "Жылдыз Бакыт Талант Адилет Мээрим",
    "hname": ("pre", ("айым", "мырза"), "sur"),
    "domains": "gmail.com mail.ru mail.kg yandex.ru",
    "streets": "Чүй проспектиси|Манас проспектиси|Киев көчөсү|Ахунбаев көчөсү|"
    "Жибек Жолу проспектиси",
    "line": "{street}, {n}-үй, {u}-батир",
    "towns": [
        ("Бишкек ш.", "7200##"),
        ("Ош ш.", "7235##"),
        ("Каракол ш.", "7222##"),
        ("Токмок ш.", "7220##"),
    ],
    "addr": "{post}, {town}, {line}",
    "issuers": "mir visa unionpay",
    "iban": None,
    "cur": "4 500 сом",
    "L": {
        "name": "Аты-жөнү",
        "phone": "Телефон",
        "email": "Электрондук почта",
        "addr": "Дареги",
        "post": "Индекс",
        "acct": "Эсеп",
        "order": "Буйрутма",
        "card": "Карта",
    },
    "T": {
        "greet": "Саламатсызбы, {who}!",
        "moving": "1-күнү {c.addr} дарегине көчөм, электр келишимин менин атыма өткөрүп "
        "бериңизчи.",
        "callme": "Мага {c.mob} номери же {c.email} аркылуу байланышсаңыз болот.",
        "relative": "Мен үйдө жок болсом, апам {r.full} ачат, анын номери {r.mob}.",
        "order": "{c.order} буйрутмам кайда? Бул {r.first} үчүн белек.",
        "fraud": "ЖОК, бул мен эмесмин! {c.card} картаны бөгөттөп коюңуз, эсеп {c.acct}.",
        "qa": "Оператор {c.hname} менен сүйлөшүүдө картанын толук номерин окуп берди, индексти "
        "({c.post}) текшерген жок.",
        "chat": "салам, мен {c.lower}, {c.order} дагы эле келе элек",
        "alert": "{c.first}, картаңыздан {cur} төлөндү. Сиз эмес болсоңуз ЖОК деп жазыңыз.",
        "u1": "Апам {r.full} {r.addr} дарегинде жашайт. Посылканы ага жөнөтсөңүз болобу?",
        "a1": "Албетте. Алуучу катары {r.first} деп жазам. Курьер кайсы номерге чалсын?",
        "u2": "Өзүнөн сураңыз: {r.mob}. Албаса, мага чалыңыз, {c.mob}.",
        "u3": "Менин өзүмдүн {c.order} буйрутмамды да ошол эле дарекке жибериңиз, чекти "
        "{c.email} дарегине.",
    },
}

JV_ID = {
    "locale": "jv_ID",
    "lang": "jv",
    "region": "ID",
    "script": "latin",
    "f": "Sri Endang Sumarni Wartini Ningsih Lestari Rahayu Tutik Suminah Yuni Sulastri Parmi",
    "m": "Slamet Joko Bambang Wahyu Sutrisno Bagus Paijo Darmo Sukirno Heru Gatot Parjo",
    "sur": "Widodo Sulistyo Prasetyo Susilo Hartono Wibowo Purnomo Suryadi Utomo Santoso "
    "Raharjo Wicaksono Nugroho Kuncoro",
    "nick": {"Sutrisno": "Tris", "Sukirno": "Kirno", "Sulastri": "Las", "Bambang": "Mbang"},
    "common": "Slamet Bagus Lestari Rahayu",
    "hname": ("pre", ("Bu", "Pak"), "first"),
    "domains": "gmail.com yahoo.co.id ymail.com",
    "streets": "Jl. Malioboro|Jl. Kaliurang|Jl. Pandanaran|Jl. Ijen|Jl. Parangtritis|"
    "Jl. Veteran",
    "line": "{street} No. {n}",
    "towns": [
        ("Gedongtengen, Yogyakarta", "552##"),
        ("Laweyan, Surakarta", "571##"),
        ("Banyumanik, Semarang", "502##"),
        ("Klojen, Malang", "651##"),
        ("Sewon, Bantul", "551##"),
    ],
    "addr": "{line}, {town} {post}",
    "issuers": "visa mastercard",
    "iban": None,
    "cur": "Rp850.000",
    "L": {
        "name": "Asma",
        "phone": "Nomer HP",
        "email": "Email",
        "addr": "Alamat",
        "post": "Kode pos",
        "acct": "ID akun",
        "order": "Pesenan",
        "card": "Kertu",
    },
    "T": {
        "greet": "Nuwun sewu {who},",
        "moving": "Wiwit tanggal 1 kula pindhah dhateng {c.addr}, nyuwun meteran listrik "
        "dipunganti asma kula.",
        "callme": "Kula saged dipuntelpon wonten {c.mob} utawi email {c.email}.",
        "relative": "Menawi kula mboten wonten griya, ibu kula {r.full} ingkang mbikak, "
        "nomeripun {r.mob}.",
        "order": "Pesenan kula {c.order} dereng dugi, menika kado kangge {r.first}.",
        "fraud": "DUDU aku sing tuku! Tulung kertu {c.card} diblokir, ID akun {c.acct}.",
        "qa": "Agen maca nomer kertu kabeh marang {c.hname} lan ora mriksa kode pos {c.post}.",
        "chat": "min, aku {c.lower}, pesenan {c.order} durung teka iki",
        "alert": "{c.first}, kertumu dienggo transaksi {cur}. Dudu kowe? Bales ORA.",
        "u1": "Ibuku {r.full} manggon ing {r.addr}. Paket iso dikirim menyang ibu?",
        "a1": "Saged. Panampinipun kula serat {r.first}. Kurir kedah nelpon nomer pinten?",
        "u2": "Takon langsung ibu wae: {r.mob}. Yen ora diangkat, telpon aku, {c.mob}.",
        "u3": "Pesenanku dhewe {c.order} uga kirim menyang alamat sing padha, struk menyang "
        "{c.email}.",
    },
}

IG_NG = {
    "locale": "ig_NG",
    "lang": "ig",
    "region": "NG",
    "script": "latin",
    "f": "Ngozi Chioma Adaeze Amaka Nkechi Ifeoma Chiamaka Obiageli Chinwe Ebere Ujunwa Oluchi",
    "m": "Chukwuemeka Obinna Ikenna Chidi Nnamdi Kelechi Tochukwu Ebuka Chinedu Somto Ikechukwu "
    "Onyeka",
    "sur": "Okafor Okeke Nwosu Nwankwo Okonkwo Nwachukwu Anyanwu Igwe Okoro Ezeani Udeh "
    "Onwuka Mbanefo Obiora",
    "nick": {
        "Chukwuemeka": "Emeka",
        "Ikechukwu": "Ike",
        "Chiamaka": "Amaka",
        "Tochukwu": "Tochi",
        "Obiageli": "Obi",
        "Somto": "Somy",
    },
    "common": "Ngozi Ebere Oluchi",
    "hname": ("pre", ("Oriakụ", "Maazị"), "sur"),
    "domains": "gmail.com yahoo.com outlook.com",
    "streets": "Zik Avenue|Ogui Road|Chime Avenue|Wetheral Road|Nnamdi Azikiwe Avenue|"
    "New Market Road",
    "line": "No. {n} {street}",
    "towns": [
        ("Uwani, Enugu", "4001##"),
        ("GRA, Onitsha, Anambra", "4341##"),
        ("Owerri, Imo", "4600##"),
        ("Awka, Anambra", "4201##"),
        ("Nsukka, Enugu", "4101##"),
    ],
    "addr": "{line}, {town} {post}",
    "issuers": "mastercard visa",
    "iban": None,
    "cur": "₦85,000",
    "L": {
        "name": "Aha",
        "phone": "Ekwentị",
        "email": "Email",
        "addr": "Adreesị",
        "post": "Postal code",
        "acct": "Akaụntụ",
        "order": "Order",
        "card": "Kaadị",
    },
    "T": {
        "greet": "Ndewo {who},",
        "moving": "Ana m akwaga {c.addr} n'ụbọchị mbụ, biko tinye ọkụ latrik n'aha m.",
        "callme": "Kpọọ m na {c.mob} ma ọ bụ zitere m email na {c.email}.",
        "relative": "Ọ bụrụ na anọghị m n'ụlọ, nne m {r.full} nwere mkpịsị ugodi, nọmba ya bụ "
        "{r.mob}.",
        "order": "Ebee ka order m {c.order} dị? Ọ bụ onyinye maka {r.first}.",
        "fraud": "MBA, ọ bụghị m! Biko kwụsị kaadị {c.card}, akaụntụ {c.acct}.",
        "qa": "Onye ọrụ gụpụtara nọmba kaadị niile nye {c.hname} ma ọ jụghị postal code "
        "{c.post}.",
        "chat": "ndewo, ọ bụ {c.lower}, order {c.order} abịabeghị",
        "alert": "{c.first}, e ji kaadị gị kwụọ {cur}. Ọ bụghị gị? Zaa MBA.",
        "u1": "Nne m {r.full} bi na {r.addr}. Ị nwere ike iziga ya ngwugwu ahụ?",
        "a1": "Ee. M ga-ede {r.first} dị ka onye nnata. Kedu nọmba onye na-ebu ngwugwu ga-akpọ?",
        "u2": "Jụọ ya n'onwe ya: {r.mob}. Ọ bụrụ na ọ zaghị, kpọọ m, {c.mob}.",
        "u3": "Zigakwa order nke m {c.order} n'otu adreesị ahụ, nnata ego gaa na {c.email}.",
    },
}

LOCALES_B = [SM_WS, CEB_PH, KU_TR, KY_KG, JV_ID, IG_NG]
