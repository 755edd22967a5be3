"""Five locales that one earlier entry used (Somali, Hausa, Belarusian, Cebuano, Malagasy):
names, places and sentence frames, typed by hand."""

from __future__ import annotations

SO = {
    "locale": "so_SO",
    "region": "SO",
    "latin": True,
    "women": ("Hodan", "Faadumo", "Sahra", "Ifrah", "Nasteexo", "Fardowsa"),
    "men": ("Abdirahman", "Mahad", "Liibaan", "Guuleed", "Yuusuf"),
    "surnames": ("Warsame", "Cali", "Xasan", "Faarax", "Jaamac", "Maxamed"),
    "words": ("Ubax", "Ayaan", "Deeqa"),
    "nicks": {"Faadumo": "Dumo", "Nasteexo": "Naste", "Abdirahman": "Abdi"},
    "streets": (
        "Wadada Maka Al-Mukarama {n}",
        "Wadada Warshadaha {n}",
        "Jidka Sayidka {n}",
        "Wadada Afgooye {n}",
    ),
    "towns": (("Muqdisho", ""), ("Hargeysa", ""), ("Kismaayo", ""), ("Boosaaso", "")),
    "addr": "town_pc",
    "frames": (
        "Saddex maalmood ka hor lacag ayaan u diray {friend}, weli ma gaarin. Lambarkaygu waa "
        "{phone}.",
        "Shandadaydii ma iman. Fadlan u keena guriga saaxiibtay {friend_gen}: {addr}. Iga soo wac "
        "{phone}.",
        "Waxaan rabaa inaan lacagta dugsiga saddex qaybood ku bixiyo. Badhkeed waxaa bixin doonta "
        "{friend}. Ka jar kaarkayga {card}.",
        "SIM-kayga {phone} waa la xiray. Magaca ku qoran kaarka aqoonsigayga waa {full}.",
        "Fadlan u dira martiqaadka kirada wadaagga {friend_dat}, iimaylkeedu waa {email}.",
        "Waxaan ballansaday sahanka saqafka ee {addr}. Haddii dib-u-celin jirto, u dira {pay}.",
        "Waxaan rabaa inaan dhiig ku deeqo anigoo la jira saaxiibtay {friend}. Lambarkeedu waa "
        "{fphone}.",
    ),
    "household": "Aniga iyo walaashay {p1} isku cinwaan ayaan deggannahay, laakiin ha isku darin "
    "akoonnadayada.",
    "pairs": (("Hibo", "Hodo"),),
    "mail": ("gmail.com", "hotmail.com"),
}

HA = {
    "locale": "ha_NG",
    "region": "NG",
    "latin": True,
    "women": ("Hauwa", "Hadiza", "Rukayya", "Maryam", "Zuwaira", "Binta"),
    "men": ("Musa", "Sani", "Bashir", "Nasiru", "Kabiru"),
    "surnames": ("Abubakar", "Bello", "Danjuma", "Garba", "Lawal", "Yakubu"),
    "words": ("Laraba", "Kyauta", "Albarka"),
    "nicks": {"Hadiza": "Dija", "Rukayya": "Ruky", "Kabiru": "Kabo"},
    "streets": (
        "{n} Ahmadu Bello Way",
        "{n} Zaria Road",
        "{n} Murtala Mohammed Way",
        "{n} Sultan Road",
    ),
    "towns": (("Kano", "700211"), ("Kaduna", "800283"), ("Zaria", "810211"), ("Sokoto", "840221")),
    "addr": "town_pc",
    "frames": (
        "Na tura wa {friend} kudi kwana uku da suka wuce, amma har yanzu bai isa ba. Lambata ita "
        "ce {phone}.",
        "Akwatina bai iso ba. Don Allah a kai shi gidan kawata {friend_gen}: {addr}. A kira ni a "
        "{phone}.",
        "Ina so in biya kudin makaranta kashi uku. Rabi {friend} za ta biya. A cire daga katina "
        "{card}.",
        "An toshe layina {phone}. Sunan da ke kan katin shaidata shi ne {full}.",
        "Don Allah a tura gayyatar raba haya ga {friend_dat}, imel dinta shi ne {email}.",
        "Na yi booking na duba rufin gida a {addr}. Idan za a mayar da ajiya, a tura zuwa {pay}.",
        "Ina so in ba da gudummawar jini tare da kawata {friend}. Lambarta ita ce {fphone}.",
    ),
    "household": "Ni da kanwata {p1} muna zaune a adireshi daya, amma kada ku hade asusunmu.",
    "pairs": (("Amina", "Aminu"),),
    "mail": ("gmail.com", "yahoo.com"),
}

BE = {
    "locale": "be_BY",
    "region": "BY",
    "latin": False,
    "women": (
        ("Алеся", "Alesia"),
        ("Ганна", "Hanna"),
        ("Вольга", "Volha"),
        ("Наталля", "Natallia"),
        ("Святлана", "Sviatlana"),
        ("Таццяна", "Tatsiana"),
    ),
    "men": (
        ("Андрэй", "Andrei"),
        ("Сяргей", "Siarhei"),
        ("Алесь", "Ales"),
        ("Павел", "Pavel"),
        ("Уладзімір", "Uladzimir"),
    ),
    "surnames": (
        ("Шаўчук", "Shauchuk"),
        ("Навумчык", "Navumchyk"),
        ("Лукашэвіч", "Lukashevich"),
        ("Бародка", "Barodka"),
        ("Кляшчук", "Kliashchuk"),
        ("Мельнік", "Melnik"),
    ),
    "words": (("Вясна", "Viasna"), ("Надзея", "Nadzeya"), ("Любоў", "Liubou")),
    "nicks": {"Natallia": "Ната", "Tatsiana": "Таня", "Andrei": "Андрусь"},
    # dative and genitive of the women's names, typed per name
    "dative": {
        "Алеся": "Алесі",
        "Ганна": "Ганне",
        "Вольга": "Вользе",
        "Наталля": "Наталлі",
        "Святлана": "Святлане",
        "Таццяна": "Таццяне",
        "Вясна": "Вясне",
        "Надзея": "Надзеі",
        "Любоў": "Любові",
    },
    "genitive": {
        "Алеся": "Алесі",
        "Ганна": "Ганны",
        "Вольга": "Вольгі",
        "Наталля": "Наталлі",
        "Святлана": "Святланы",
        "Таццяна": "Таццяны",
        "Вясна": "Вясны",
        "Надзея": "Надзеі",
        "Любоў": "Любові",
    },
    "streets": (
        "праспект Незалежнасці, {n}",
        "вуліца Кастрычніцкая, {n}",
        "вуліца Камсамольская, {n}",
        "вуліца Савецкая, {n}",
    ),
    "towns": (
        ("Мінск", "220030"),
        ("Гродна", "230025"),
        ("Брэст", "224005"),
        ("Віцебск", "210015"),
    ),
    "addr": "pc_town",
    "frames": (
        "Тры дні таму я пераслаў грошы, атрымальніца — {friend}, але яны дагэтуль не дайшлі. Мой "
        "нумар {phone}.",
        "Мая валіза не прыехала. Калі ласка, дастаўце яе да маёй сяброўкі {friend_gen}: {addr}. "
        "Тэлефануйце на {phone}.",
        "Хачу аплаціць школьны збор трыма часткамі. Палову заплаціць {friend}. Спішыце з маёй "
        "карткі {card}.",
        "Маю SIM-картку {phone} заблакавалі. У пашпарце маё імя — {full}.",
        "Дашліце, калі ласка, запрашэнне на падзел арэнды {friend_dat}, яе пошта {email}.",
        "Я забраніраваў агляд даху па адрасе {addr}. Калі задатак вернуць, перавядзіце яго на "
        "{pay}.",
        "Хачу здаць кроў разам з сяброўкай, яе завуць {friend}. Яе нумар {fphone}.",
    ),
    "household": "Я і мая сястра {p1} жывём па адным адрасе, але не аб’ядноўвайце нашы рахункі.",
    "pairs": ((("Алеся", "Alesia"), ("Алена", "Alena")),),
    "mail": ("gmail.com", "mail.ru"),
}

CEB = {
    "locale": "ceb_PH",
    "region": "PH",
    "latin": True,
    "women": ("Maricel", "Jonalyn", "Rhea", "Kristine", "Jessa", "Arlene"),
    "men": ("Rodel", "Jomar", "Ramil", "Dindo", "Arnel"),
    "surnames": ("Cabahug", "Bacalso", "Ybañez", "Alcoseba", "Lapitan", "Sarmiento"),
    "words": ("Lovely", "Cherry", "Precious"),
    "nicks": {"Kristine": "Tintin", "Maricel": "Mace", "Jomar": "Jom"},
    "streets": (
        "{n} Osmeña Boulevard",
        "{n} Colon Street",
        "{n} Gorordo Avenue",
        "{n} M.J. Cuenco Avenue",
    ),
    "towns": (
        ("Cebu City", "6000"),
        ("Mandaue", "6014"),
        ("Lapu-Lapu", "6015"),
        ("Talisay", "6045"),
    ),
    "addr": "town_pc",
    "frames": (
        "Nagpadala ko og kwarta kang {friend} tulo ka adlaw na ang milabay pero wala pa gihapon "
        "nakaabot. Ang akong numero {phone}.",
        "Wala miabot ang akong maleta. Palihug ihatod sa balay sa akong higala nga si "
        "{friend_gen}: {addr}. Tawagi ko sa {phone}.",
        "Gusto nako bayran ang tuition sa eskwelahan sa tulo ka hulip. Katunga ang bayran ni "
        "{friend}. I-charge sa akong card {card}.",
        "Na-block ang akong SIM {phone}. Ang ngalan sa akong ID kay {full}.",
        "Palihug ipadala ang imbitasyon sa pag-share sa abang ngadto kang {friend_dat}, ang iyang "
        "email kay {email}.",
        "Nag-book ko og survey sa atop sa {addr}. Kung i-refund ang deposit, ipadala sa {pay}.",
        "Gusto ko modonar og dugo uban sa akong higala nga si {friend}. Ang iyang numero {fphone}.",
    ),
    "household": "Ako ug akong igsoon nga si {p1} nagpuyo sa parehas nga address, pero ayaw "
    "i-merge ang among mga account.",
    "pairs": (("Marites", "Maritess"),),
    "mail": ("gmail.com", "yahoo.com"),
}

MG = {
    "locale": "mg_MG",
    "region": "MG",
    "latin": True,
    "women": ("Voahangy", "Hanitra", "Lalao", "Fanja", "Nirina", "Mialy"),
    "men": ("Hery", "Tahina", "Rivo", "Mamy", "Andry"),
    "surnames": (
        "Rakotomalala",
        "Randriamampionona",
        "Rasoanaivo",
        "Andrianarisoa",
        "Razafindrakoto",
        "Rabemananjara",
    ),
    "words": ("Tsiky", "Vony", "Fanantenana"),
    "nicks": {"Hanitra": "Hani", "Nirina": "Niry", "Tahina": "Tahi"},
    "streets": (
        "Lalana Rainandriamampandry {n}",
        "Lalana Ratsimilaho {n}",
        "Lalana Andrianampoinimerina {n}",
        "Lalana Ramanantsoa {n}",
    ),
    "towns": (
        ("Antananarivo", "101"),
        ("Toamasina", "501"),
        ("Fianarantsoa", "301"),
        ("Mahajanga", "401"),
    ),
    "addr": "pc_town",
    "frames": (
        "Nandefa vola ho an'i {friend} aho telo andro lasa izay, saingy mbola tsy tonga. Ny "
        "laharako dia {phone}.",
        "Tsy tonga ny valiziko. Azafady, ento any amin'ny namako {friend_gen}: {addr}. Antsoy "
        "amin'ny {phone} aho.",
        "Te handoa ny saram-pianarana amin'ny ampahany telo aho. {friend} no handoa ny antsasany. "
        "Alaivo amin'ny karatrako {card}.",
        "Voasakana ny SIM-ko {phone}. Ny anarana eo amin'ny karapanondroko dia {full}.",
        "Azafady, alefaso any amin'i {friend_dat} ny fanasana hizara ny hofan-trano, ny mailakany "
        "dia {email}.",
        "Nanao famandrihana fanadihadiana ny tafo aho ao amin'ny {addr}. Raha averina ny antoka, "
        "alefaso any amin'ny {pay}.",
        "Te hanome ra miaraka amin'ny namako {friend} aho. Ny laharany dia {fphone}.",
    ),
    "household": "Izaho sy ny rahavaviko {p1} dia mipetraka amin'ny adiresy iray ihany, fa aza "
    "atambatra ny kaontinay.",
    "pairs": (("Faly", "Fara"),),
    "mail": ("gmail.com", "moov.mg"),
}

LOCALES_B = (SO, HA, BE, CEB, MG)
