"""Hand-typed names, places and sentence frames of the six languages no earlier exam used: Lao,
Pashto, Malagasy, Wolof, Kinyarwanda and Fijian. Same conventions as ``langs_b``. Afghanistan,
Rwanda and Fiji addresses carry no postcode (``post`` is empty), as people write them."""

from __future__ import annotations

LO_LA = {
    "locale": "lo_LA",
    "lang": "lo",
    "region": "LA",
    "script": "other",
    "women": "ສົມພອນ|Somphone ແສງເດືອນ|Sengdeuane ບົວພັນ|Bouaphanh ມະນີວັນ|Manivanh "
    "ຄຳຫຼ້າ|Khamla ພອນສະຫວັນ|Phonesavanh ນາລີ|Naly ສຸດາ|Souda ວັນດີ|Vandee "
    "ຈັນທະລີ|Chanthaly ອາລຸນີ|Alouny ບຸນມາ|Bounma",
    "men": "ສົມສັກ|Somsack ບຸນມີ|Bounmy ທອງລຸນ|Thongloun ສີສະຫວາດ|Sisavath ບຸນເລີດ|Bounleuth "
    "ຄຳພອນ|Khamphone ອານຸສອນ|Anousone ສຸລິຍາ|Souliya ພູວົງ|Phouvong ບຸນທັນ|Bounthanh "
    "ວິໄລສັກ|Vilaysack ເພັດສະໝອນ|Phetsamone",
    "surnames": "ພົມມະຈັນ|Phommachanh ສີສຸວັນ|Sisouvanh ແກ້ວມະນີ|Keomany ວົງສະຫວັນ|Vongsavanh "
    "ຈັນທະວົງ|Chanthavong ພົມວິຫານ|Phomvihane ສຸລິຍະວົງ|Souliyavong ອິນທະວົງ|Inthavong "
    "ສີຫາລາດ|Sihalath ໄຊຍະວົງ|Xayavong ພົນເສນາ|Phonsena ຂັນທະວົງ|Khanthavong "
    "ດວງມະນີ|Douangmany ແສງທອງ|Sengthong",
    "common": "ດາວ|Dao:f ຝົນ|Fone:f ນ້ອຍ|Noy:f ແກ້ວ|Keo:m ຄຳ|Kham:m",
    "nick": "*:ແດງ|Daeng *:ຕຸ້ຍ|Tui *:ນິດ|Nit *:ຕ່າຍ|Tai *:ເກດ|Ket *:ປີ|Pee *:ໂອ|Oh *:ຕ້ອຍ|Toy",
    "hon": ("ນາງ", "ທ້າວ", "pre"),
    "given_hon": True,
    "streets": [
        "ຖະໜົນ ລ້ານຊ້າງ",
        "ຖະໜົນ ສາມແສນໄທ",
        "ຖະໜົນ ເສດຖາທິລາດ",
        "ຖະໜົນ ໜອງບອນ",
        "ຖະໜົນ ຫຼວງພະບາງ",
        "ຖະໜົນ ທ່າເດື່ອ",
    ],
    "towns": [
        ("ບ້ານ ສີສັງວອນ, ເມືອງ ໄຊເສດຖາ, ນະຄອນຫຼວງວຽງຈັນ", "01"),
        ("ບ້ານ ໂພນໄຊ, ເມືອງ ຈັນທະບູລີ, ນະຄອນຫຼວງວຽງຈັນ", "01"),
        ("ເມືອງ ຫຼວງພະບາງ, ແຂວງ ຫຼວງພະບາງ", "06"),
        ("ເມືອງ ປາກເຊ, ແຂວງ ຈຳປາສັກ", "16"),
        ("ເມືອງ ໄກສອນ ພົມວິຫານ, ແຂວງ ສະຫວັນນະເຂດ", "13"),
    ],
    "post": "{p}###",
    "addr": "ເຮືອນເລກທີ {no}, {street}, {town} {post}",
    "domains": "gmail.com yahoo.com laotel.com hotmail.com",
    "iban": "",
    "f": {
        "hello": "ສະບາຍດີ, ຂ້ອຍຊື່ {name}.",
        "call": "ກະລຸນາໂທກັບຫາຂ້ອຍທີ່ເບີ {phone}.",
        "mail": "ສົ່ງອີເມວຫາຂ້ອຍໄດ້ທີ່ {email}.",
        "addr": "ທີ່ຢູ່ຂອງຂ້ອຍແມ່ນ {addr}.",
        "post": "ລະຫັດໄປສະນີ {post}.",
        "mother": "ຖ້າຂ້ອຍບໍ່ຢູ່ ແມ່ຂອງຂ້ອຍ {rel} ຮັບແທນໄດ້, ເບີຂອງແມ່ແມ່ນ {rphone}.",
        "order": "ກ່ຽວກັບຄຳສັ່ງຊື້ {order}.",
        "acct": "ເລກບັນຊີລູກຄ້າຂອງຂ້ອຍແມ່ນ {acct}.",
        "card": "ເງິນຖືກຕັດຈາກບັດ {card} ຂອງຂ້ອຍ.",
        "wait": "ຂ້ອຍລໍຖ້າມາໜຶ່ງອາທິດແລ້ວ ແຕ່ບໍ່ມີໃຜໂທຫາ.",
        "dear": "ຮຽນ {name},",
        "sorry": "ຂໍອະໄພທີ່ຊັກຊ້າ, ພວກເຮົາໄດ້ສົ່ງເລື່ອງໃຫ້ທີມທີ່ກ່ຽວຂ້ອງແລ້ວ.",
        "sign": "ດ້ວຍຄວາມນັບຖື, {agent}",
        "bye": "ຂອບໃຈ, {name}",
    },
}

PS_AF = {
    "locale": "ps_AF",
    "lang": "ps",
    "region": "AF",
    "script": "other",
    "women": "ملالۍ|Malalai زرغونه|Zarghona پلوشه|Palwasha ناهید|Nahid ګلالۍ|Gulalai "
    "مرسل|Mursal لیلا|Laila نازو|Nazo هما|Huma وږمه|Wagma نجیبه|Najiba مینه|Mina",
    "men": "احمد|Ahmad اجمل|Ajmal نجیب|Najib حمید|Hamid وحید|Wahid سمیع|Sami "
    "ذبیح_الله|Zabihullah عبدالله|Abdullah شفیق|Shafiq نوید|Naveed میرویس|Mirwais "
    "ګل_احمد|Gul_Ahmad",
    "surnames": "احمدزی|Ahmadzai یوسفزی|Yousafzai شینواری|Shinwari وردګ|Wardak "
    "پوپلزی|Popalzai مومند|Momand ستانکزی|Stanikzai کاکړ|Kakar اڅکزی|Achakzai صافي|Safi "
    "نورزی|Noorzai مندوزی|Mandozai خروټی|Kharoti جبارخېل|Jabarkhel",
    "common": "سپوږمۍ|Spogmai:f شبنم|Shabnam:f فرشته|Fereshta:f ستوری|Storai:f زلمی|Zalmai:m",
    "nick": "",
    "hon": ("میرمن", "ښاغلی", "pre"),
    "streets": [
        "کارته پروان",
        "شهر نو، دوهم سړک",
        "وزیر اکبر خان، څلورم سړک",
        "مکروریان، دریم بلاک",
        "د دارالامان سړک",
        "خیرخانه، لومړۍ برخه",
    ],
    "towns": [("کابل", ""), ("کندهار", ""), ("جلال آباد", ""), ("مزار شریف", ""), ("هرات", "")],
    "post": "",
    "addr": "{street}، کور {no}، {town}",
    "domains": "gmail.com yahoo.com hotmail.com outlook.com",
    "iban": "",
    "f": {
        "hello": "سلام، زه {name} یم.",
        "call": "مهرباني وکړئ په {phone} شمېره ماته بېرته زنګ ووهئ.",
        "mail": "ما ته په {email} برېښنالیک هم لېږلی شئ.",
        "addr": "زما پته: {addr}.",
        "mother": "که زه کور کې نه وم، زما مور {rel} یې اخیستلی شي، د هغې شمېره {rphone} ده.",
        "order": "دا د {order} فرمایش په اړه دی.",
        "acct": "زما د حساب شمېره {acct} ده.",
        "card": "پیسې زما له کارت {card} څخه کمې شوې.",
        "wait": "یوه اونۍ کېږي چې انتظار باسم او چا زنګ نه دی وهلی.",
        "dear": ("ګرانې {name}،", "ګرانه {name}،"),
        "sorry": "د ځنډ له امله بښنه غواړو، ستاسو غوښتنه اړوندې ډلې ته ولېږدول شوه.",
        "sign": "په درناوي، {agent}",
        "bye": "مننه، {name}",
    },
}

MG_MG = {
    "locale": "mg_MG",
    "lang": "mg",
    "region": "MG",
    "script": "latin",
    "women": "Voahangy Hanitra Noro Fanja Lalao Haingo Miora Tahina Onja Rindra Mialy Nirina",
    "men": "Andry Mamy Haja Tojo Rivo Njaka Fidy Toky Mahefa Tsiry Naina Herizo",
    "surnames": "Rakotomalala Randrianarisoa Rasoanaivo Razafindrakoto Ravelomanana "
    "Rabemananjara Randrianasolo Andriamihaja Rakotondrabe Ratsimbazafy Rajaonarison "
    "Rasolofomanana Andrianjafy Razanajatovo",
    "common": "Fitiavana:f Soa:f Tiana:f Hery:m Lova:m",
    "nick": "Voahangy:Vola Hanitra:Hanta Herizo:Zo Mahefa:Hefa Nirina:Niry Andry:Dry",
    "hon": ("Ramatoa", "Andriamatoa", "pre"),
    "streets": [
        "Lalana Rainandriamampandry",
        "Arabe Andrianampoinimerina",
        "Lalana Ratsimilaho",
        "Lalana Dok. Villette",
        "Arabe Ramanantsoa",
        "Lalana Rabezavana",
    ],
    "towns": [
        ("Antananarivo", "101"),
        ("Toamasina", "501"),
        ("Antsirabe", "110"),
        ("Mahajanga", "401"),
        ("Fianarantsoa", "301"),
    ],
    "post": "{p}",
    "addr": "Lot {no} {street}, {post} {town}",
    "number": "II @ ##",
    "domains": "gmail.com yahoo.fr moov.mg outlook.com",
    "iban": "",
    "f": {
        "hello": "Salama, izaho dia {name}.",
        "call": "Azafady antsoy aho amin'ny {phone}.",
        "mail": "Afaka manoratra amiko ihany koa ianao amin'ny {email}.",
        "addr": "Ny adiresiko dia {addr}.",
        "post": "Ny kaody paositra dia {post}.",
        "mother": "Raha tsy ao aho dia ny reniko {rel} no handray azy, ny laharany dia {rphone}.",
        "order": "Momba ny kaomandy {order} ity.",
        "acct": "Ny laharan'ny kaontiko dia {acct}.",
        "card": "Nalaina tamin'ny karatako {card} ny vola.",
        "wait": "Herinandro aho no niandry ary tsy nisy niantso ahy.",
        "dear": "Ry {name} hajaina,",
        "sorry": "Miala tsiny amin'ny fahatarana izahay, efa nalefa any amin'ny ekipa "
        "mahefa ny fangatahanao.",
        "sign": "Misaotra betsaka, {agent}",
        "bye": "Misaotra, {name}",
    },
}

WO_SN = {
    "locale": "wo_SN",
    "lang": "wo",
    "region": "SN",
    "script": "latin",
    "women": "Awa Fatou Aminata Khady Ndeye Coumba Mariama Astou Binta Rokhaya Sokhna Dieynaba",
    "men": "Moussa Mamadou Cheikh Ousmane Ibrahima Babacar Abdoulaye Alioune Lamine Samba "
    "Assane Malick",
    "surnames": "Ndiaye Diop Fall Sow Gueye Faye Sarr Mbaye Diouf Seck Ndao Thiam Cissé Niang",
    "common": "",
    "nick": "Mamadou:Modou Ibrahima:Iba Abdoulaye:Laye Babacar:Baba Mariama:Mame "
    "Ousmane:Ouzin Aminata:Mina Alioune:Ali",
    "hon": ("Soxna", "Serigne", "pre"),
    "streets": [
        "Avenue Cheikh Anta Diop",
        "Rue 10 x 17, Médina",
        "Route de Ouakam",
        "Cité Keur Gorgui",
        "Sicap Liberté 6",
        "HLM Grand Yoff",
    ],
    "towns": [
        ("Dakar", "10"),
        ("Thiès", "21"),
        ("Saint-Louis", "32"),
        ("Mbour", "23"),
        ("Rufisque", "12"),
    ],
    "post": "{p}###",
    "addr": "{street}, Villa {no}, {post} {town}",
    "domains": "gmail.com yahoo.fr orange.sn hotmail.com",
    "iban": "",
    "f": {
        "hello": "Salaam aleekum, maa ngi tudd {name}.",
        "call": "Woo ma ci {phone}, su la neexee.",
        "mail": "Mën nga ma bind ci {email}.",
        "addr": "Sama adrees mooy {addr}.",
        "post": "Kodu posta bi mooy {post}.",
        "mother": "Su ma fa nekkul, sama yaay {rel} mën na ko jot, nimeroom mooy {rphone}.",
        "order": "Li ma bind mu ngi jëm ci kómand {order}.",
        "acct": "Sama nimero kont mooy {acct}.",
        "card": "Xaalis bi dañu ko jëlé ci sama kart {card}.",
        "wait": "Benn ayubés laa xaar te kenn woowu ma.",
        "dear": "Salaam {name},",
        "sorry": "Baal nu ci yeex bi, yónnee nanu sa laaj ci ekip bi ko war.",
        "sign": "Jërëjëf, {agent}",
        "bye": "Jërëjëf, {name}",
    },
}

RW_RW = {
    "locale": "rw_RW",
    "lang": "rw",
    "region": "RW",
    "script": "latin",
    "women": "Aline Diane Claudine Chantal Josiane Sandrine Clarisse Solange Divine Liliane "
    "Alice Immaculée",
    "men": "Eric Olivier Patrick Emmanuel Didier Fabrice Innocent Théoneste Pacifique Fiston "
    "Jean_Bosco Janvier",
    "surnames": "Uwimana Niyonsaba Iradukunda Niyonzima Habimana Nshimiyimana Hakizimana "
    "Ndayisaba Uwamahoro Mukeshimana Twizeyimana Manirakiza Mutabazi Bizimana",
    "common": "Ineza:f Keza:f Ishimwe:f Mugisha:m Gatete:m",
    "nick": "Emmanuel:Manu Patrick:Pato Innocent:Inno Pacifique:Paci Claudine:Clau "
    "Josiane:Josy Sandrine:Sandy",
    "hon": ("Madamu", "Bwana", "pre"),
    "streets": ["KG 11 Ave", "KN 5 Rd", "KK 15 Rd", "KG 541 St", "KN 78 St", "KG 9 Ave"],
    "towns": [("Kigali", ""), ("Musanze", ""), ("Huye", ""), ("Rubavu", ""), ("Rwamagana", "")],
    "post": "",
    "addr": "{street}, No {no}, {town}",
    "domains": "gmail.com yahoo.fr outlook.com mtn.rw",
    "iban": "",
    "f": {
        "hello": "Muraho, nitwa {name}.",
        "call": "Mwampamagara kuri {phone}.",
        "mail": "Mushobora no kunyandikira kuri {email}.",
        "addr": "Aderesi yanjye ni {addr}.",
        "mother": "Nintaba ndi mu rugo, mama wanjye {rel} azayakira, nimero ye ni {rphone}.",
        "order": "Ni ibijyanye n'itumiza {order}.",
        "acct": "Nimero ya konti yanjye ni {acct}.",
        "card": "Amafaranga yakuwe ku ikarita yanjye {card}.",
        "wait": "Maze icyumweru ntegereje kandi nta muntu wampamagaye.",
        "dear": "Muraho {name},",
        "sorry": "Tubabarire gutinda, ikibazo cyanyu twagishyikirije itsinda bireba.",
        "sign": "Murakoze, {agent}",
        "bye": "Murakoze, {name}",
    },
}

FJ_FJ = {
    "locale": "fj_FJ",
    "lang": "fj",
    "region": "FJ",
    "script": "latin",
    "women": "Mere Litia Salote Losana Vika Sereana Unaisi Kelera Asenaca Miliakere Torika Akanisi",
    "men": "Epeli Seru Tevita Jone Viliame Sitiveni Josefa Isoa Apisai Samisoni Waisale Maika",
    "surnames": "Naivalu Ravouvou Nailatikau Vunivalu Delai Waqa Koroi Cakau Naidoleca "
    "Tuisawau Qalo Ratuva Baleiwai Matanitobua",
    "common": "",
    "nick": "Sitiveni:Siti Viliame:Vili Samisoni:Sami Asenaca:Ase Miliakere:Mili Josefa:Jo "
    "Akanisi:Kani Apisai:Api",
    "hon": ("Mrs", "Mr", "pre"),
    "streets": [
        "Waimanu Road",
        "Ratu Sukuna Road",
        "Victoria Parade",
        "Princes Road",
        "Queens Road",
        "Vitogo Parade",
    ],
    "towns": [("Suva", ""), ("Nadi", ""), ("Lautoka", ""), ("Nausori", ""), ("Labasa", "")],
    "post": "",
    "addr": "Lot {no} {street}, {town}",
    "domains": "gmail.com yahoo.com connect.com.fj outlook.com",
    "iban": "",
    "f": {
        "hello": "Bula vinaka, o au o {name}.",
        "call": "Yalo vinaka qiri mai ena {phone}.",
        "mail": "Rawa ni o vola mai ena {email}.",
        "addr": "Na noqu itikotiko e {addr}.",
        "mother": "Kevaka au sega ni tiko, na noqu tina o {rel} ena ciqoma, na nona naba e "
        "{rphone}.",
        "order": "E baleta na ota {order}.",
        "acct": "Na noqu naba ni akaude e {acct}.",
        "card": "E kau na ilavo mai na noqu kadi {card}.",
        "wait": "Au sa waraka tu e dua na macawa ka sega ni dua e qiri mai.",
        "dear": "Bula {name},",
        "sorry": "Vosoti keimami ena bera, keimami sa vakauta na nomu kerekere vua na timi dodonu.",
        "sign": "Vinaka vakalevu, {agent}",
        "bye": "Vinaka, {name}",
    },
}

LOCALES_C = [LO_LA, PS_AF, MG_MG, WO_SN, RW_RW, FJ_FJ]
