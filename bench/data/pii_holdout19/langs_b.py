"""Bulgarian, Persian, Urdu, Swahili (Kenya) and Scottish Gaelic: names, places and sentence
frames, typed by hand. Bulgarian names carry a patronymic (``formal``); Gaelic given names carry
their vocative (``A Mhàiri``), Gaelic women's surnames take ``Nic`` where men's take ``Mac``.
In postcodes ``#`` is any digit, ``%`` a digit other than 0 and 2, ``&`` a letter."""

BG = {
    "locale": "bg_BG",
    "lang": "bg",
    "region": "BG",
    "iban": "BG",
    "script": "native",
    "lower_native": True,
    "order": "given_first",
    "formal": "{g} {p} {s}",
    "issuers": ("visa", "mastercard"),
    "women": (
        "Мария=Maria|Мими=Mimi",
        "Елена=Elena|Ели=Eli",
        "Иванка=Ivanka|Ваня=Vanya",
        "Десислава=Desislava|Деси=Desi",
        "Цветелина=Tsvetelina|Цвети=Tsveti",
        "Гергана=Gergana",
        "Радостина=Radostina",
        "Николета=Nikoleta|Нети=Neti",
        "Йорданка=Yordanka|Данче=Danche",
    ),
    "men": (
        "Иван=Ivan",
        "Георги=Georgi|Гошо=Gosho",
        "Димитър=Dimitar|Митко=Mitko",
        "Николай=Nikolay|Ники=Niki",
        "Стоян=Stoyan",
        "Христо=Hristo|Ицо=Itso",
        "Тодор=Todor|Тошо=Tosho",
        "Петър=Petar|Пешо=Pesho",
        "Васил=Vasil|Васко=Vasko",
        "Калоян=Kaloyan",
    ),
    "surnames": (
        "Петров=Petrov/Петрова=Petrova",
        "Георгиев=Georgiev/Георгиева=Georgieva",
        "Димитров=Dimitrov/Димитрова=Dimitrova",
        "Николов=Nikolov/Николова=Nikolova",
        "Стоянов=Stoyanov/Стоянова=Stoyanova",
        "Христов=Hristov/Христова=Hristova",
        "Тодоров=Todorov/Тодорова=Todorova",
        "Илиев=Iliev/Илиева=Ilieva",
        "Ангелов=Angelov/Ангелова=Angelova",
        "Атанасов=Atanasov/Атанасова=Atanasova",
    ),
    "patronyms": (
        "Иванов=Ivanov/Иванова=Ivanova",
        "Стефанов=Stefanov/Стефанова=Stefanova",
        "Василев=Vasilev/Василева=Vasileva",
        "Пенчев=Penchev/Пенчева=Pencheva",
        "Колев=Kolev/Колева=Koleva",
        "Маринов=Marinov/Маринова=Marinova",
        "Младенов=Mladenov/Младенова=Mladenova",
        "Йорданов=Yordanov/Йорданова=Yordanova",
    ),
    "common": ("Вяра=Vyara", "Надежда=Nadezhda", "Роза=Roza", "Зорница=Zornitsa"),
    "streets": (
        "ул. Шипка",
        "бул. Витоша",
        "ул. Граф Игнатиев",
        "ул. Раковски",
        "бул. България",
        "ул. Оборище",
    ),
    "towns": (
        "София|1000",
        "Пловдив|4000",
        "Варна|9000",
        "Бургас|8000",
        "Русе|7000",
        "Велико Търново|5000",
    ),
    "address": "{postcode} {town}, {street} {n}, ет. {k}",
    "line": "{street} {n}, ет. {k}",
    "domains": ("abv.bg", "mail.bg", "gmail.com"),
    "frames": {
        "dep_subj": "Връщане на депозит",
        "dep": "Здравейте,\nв събота освободих апартамента на адрес {addr}, но хазяинът все още "
        "не ми е върнал депозита. Моля, върнете сумата тук: {refund}. Съквартирантката ми "
        "{friend_full} може да потвърди, телефонът ѝ е {friend_phone_nat}.\nБлагодаря,\n"
        "{cust_nick}",
        "red_note": "Ако не съм вкъщи, оставете пратката при съседката: {friend_cw}.",
        "red_sms": "Здравейте, {greet}! Пратка {order} ще бъде доставена отново утре. Ако ви "
        "няма, може да я получи {friend_cw}.",
        "inv": "Здравейте,\nмоля, издайте отново фактурата за поръчка {order} на името на "
        "{cust_formal}, клиентски номер {account}, адрес {addr}. Платих с карта {card}.",
        "fam": "Здрасти! Искам да добавя приятелката си към семейния план: {friend_full}. Имейл "
        "{friend_email}, телефон {friend_phone_ps}. Мерси! {cust_glued}🙏",
        "fam_done": "{cust_first}, поканата е изпратена. {friend_first} ще я получи скоро.",
        "mov": "В деня на преместването ключовете ще са у {friend_infl}.",
        "mem": "здрасти, аз съм {cust_lower}. можеш ли да платиш сметката ми с тази карта: {card}?",
        "don": "Здравейте, дарих за вашата кампания с карта {card}. Моля, изпратете разписката "
        "на името на {cust_formal}, адрес {addr}.\nБлагодаря, {cust_nick}",
    },
}

FA = {
    "locale": "fa_IR",
    "lang": "fa",
    "region": "IR",
    "iban": "",
    "script": "native",
    "lower_native": False,
    "digits": "persian",
    "order": "given_first",
    "issuers": ("mastercard", "visa"),
    "women": (
        "فاطمه=Fatemeh|فاطی=Fati",
        "مریم=Maryam|مری=Mari",
        "زهرا=Zahra",
        "پریسا=Parisa|پری=Pari",
        "گلناز=Golnaz|گلی=Goli",
        "نیلوفر=Niloufar|نیلو=Niloo",
        "سمیرا=Samira",
        "مهسا=Mahsa",
        "الهام=Elham",
    ),
    "men": (
        "محمد=Mohammad|ممد=Mamad",
        "علی=Ali",
        "رضا=Reza",
        "ابراهیم=Ebrahim|ابی=Ebi",
        "حسین=Hossein",
        "مهدی=Mehdi",
        "امیر=Amir",
        "فرهاد=Farhad",
        "سعید=Saeed",
        "بهرام=Bahram",
    ),
    "surnames": (
        "محمدی=Mohammadi",
        "حسینی=Hosseini",
        "رضایی=Rezaei",
        "احمدی=Ahmadi",
        "کریمی=Karimi",
        "مرادی=Moradi",
        "جعفری=Jafari",
        "رحیمی=Rahimi",
        "صادقی=Sadeghi",
        "تهرانی=Tehrani",
        "کاظمی=Kazemi",
    ),
    "common": ("لاله=Laleh", "ستاره=Setareh", "باران=Baran", "شیرین=Shirin"),
    "streets": (
        "خیابان ولیعصر",
        "خیابان انقلاب",
        "خیابان شریعتی",
        "خیابان آزادی",
        "خیابان فردوسی",
        "خیابان چهارباغ",
    ),
    "towns": (
        "تهران|%%%%%#####",
        "اصفهان|%%%%%#####",
        "شیراز|%%%%%#####",
        "تبریز|%%%%%#####",
        "مشهد|%%%%%#####",
        "کرج|%%%%%#####",
    ),
    "address": "{town}، {street}، پلاک {n}، واحد {k}، کدپستی {postcode}",
    "line": "{street}، پلاک {n}، واحد {k}",
    "domains": ("gmail.com", "yahoo.com"),
    "frames": {
        "dep_subj": "بازگرداندن ودیعه",
        "dep": "سلام،\nمن روز شنبه از آپارتمان {addr} بیرون رفتم، اما صاحبخانه هنوز ودیعه را "
        "پس نداده است. لطفاً مبلغ را اینجا برگردانید: {refund}. هم‌خانه‌ام {friend_full} "
        "می‌تواند تأیید کند؛ شماره‌اش {friend_phone_nat} است.\nممنون،\n{cust_nick}",
        "red_note": "اگر خانه نبودم، بسته را به همسایه‌ام {friend_cw} بدهید.",
        "red_sms": "{greet} عزیز، بستهٔ {order} فردا دوباره ارسال می‌شود. اگر نبودید، "
        "{friend_cw} آن را تحویل می‌گیرد.",
        "inv": "سلام،\nلطفاً فاکتور سفارش {order} را به نام {cust_formal} دوباره صادر کنید. "
        "شماره حساب: {account}. نشانی: {addr}. پرداخت با کارت {card} انجام شد.",
        "fam": "سلام! می‌خواهم دوستم {friend_full} را به طرح خانوادگی اضافه کنم. ایمیلش "
        "{friend_email} و شماره‌اش {friend_phone_ps} است. مرسی! {cust_glued}🙏",
        "fam_done": "{cust_first} جان، دعوت‌نامه برای {friend_first} فرستاده شد.",
        "mov": "روز اسباب‌کشی کلیدها پیش {friend_infl} است.",
        "mem": "salam, man {cust_lower} hastam. mishe ghabzamo ba in kart pardakht koni: {card}?",
        "don": "سلام، با کارت {card} به کمپین شما کمک کردم. لطفاً رسید را به نام {cust_formal} "
        "به نشانی {addr} بفرستید.\nسپاس، {cust_nick}",
    },
}

UR = {
    "locale": "ur_PK",
    "lang": "ur",
    "region": "PK",
    "iban": "PK",
    "script": "native",
    "lower_native": False,
    "order": "given_first",
    "issuers": ("visa", "mastercard", "unionpay"),
    "women": (
        "عائشہ=Ayesha|عاشی=Ashi",
        "فاطمہ=Fatima",
        "زینب=Zainab|زینی=Zaini",
        "سدرہ=Sidra",
        "ثنا=Sana",
        "حرا=Hira",
        "ارم=Iram",
        "رابعہ=Rabia",
        "آمنہ=Amna",
        "مہوش=Mehwish",
    ),
    "men": (
        "بلال=Bilal",
        "عثمان=Usman",
        "حمزہ=Hamza",
        "احمد=Ahmed",
        "عمر=Umar",
        "فیصل=Faisal",
        "دانیال=Daniyal|دانی=Dani",
        "کامران=Kamran|کامی=Kami",
        "طارق=Tariq",
        "شہزاد=Shahzad|شازی=Shazi",
    ),
    "surnames": (
        "صدیقی=Siddiqui",
        "ملک=Malik",
        "قریشی=Qureshi",
        "بٹ=Butt",
        "شیخ=Sheikh",
        "چوہدری=Chaudhry",
        "خان=Khan",
        "اعوان=Awan",
        "مرزا=Mirza",
        "ہاشمی=Hashmi",
    ),
    "common": ("حنا=Hina", "کرن=Kiran", "نور=Noor", "صبا=Saba"),
    "streets": (
        "G-9/3",
        "F-10/2",
        "Gulberg III",
        "DHA Phase 5",
        "Johar Town",
        "Bahria Town Phase 4",
    ),
    "towns": (
        "Islamabad|44000",
        "Lahore|54000",
        "Karachi|75500",
        "Rawalpindi|46000",
        "Peshawar|25000",
        "Multan|60000",
    ),
    "address": "House {n}, Street {k}, {street}, {town} {postcode}",
    "line": "House {n}, Street {k}, {street}",
    "domains": ("gmail.com", "hotmail.com", "yahoo.com"),
    "frames": {
        "dep_subj": "سیکیورٹی ڈپازٹ کی واپسی",
        "dep": "السلام علیکم،\nمیں نے {addr} والا فلیٹ ہفتے کو خالی کر دیا تھا لیکن مالک مکان نے "
        "ابھی تک ڈپازٹ واپس نہیں کیا۔ براہ کرم رقم یہاں واپس بھیج دیں: {refund}۔ میری روم میٹ "
        "{friend_full} تصدیق کر سکتی ہیں، ان کا نمبر {friend_phone_nat} ہے۔\nشکریہ،\n"
        "{cust_nick}",
        "red_note": "اگر میں گھر پر نہ ہوں تو پارسل پڑوسن {friend_cw} کو دے دیں۔",
        "red_sms": "محترم {greet}، آپ کا پارسل {order} کل دوبارہ آئے گا۔ اگر آپ گھر پر نہ ہوں "
        "تو {friend_cw} وصول کر لیں گی۔",
        "inv": "السلام علیکم،\nآرڈر {order} کی انوائس {cust_formal} کے نام پر دوبارہ جاری کریں۔ "
        "اکاؤنٹ نمبر {account}، پتہ {addr}۔ ادائیگی کارڈ {card} سے ہوئی تھی۔",
        "fam": "السلام علیکم! براہ کرم میری دوست {friend_full} کو فیملی پلان میں شامل کر دیں۔ "
        "ان کی ای میل {friend_email} اور نمبر {friend_phone_ps} ہے۔ شکریہ! {cust_glued}🙏",
        "fam_done": "{cust_first}، {friend_first} کو دعوت نامہ بھیج دیا گیا ہے۔",
        "mov": "شفٹنگ والے دن چابیاں {friend_infl} کے پاس ہوں گی۔",
        "mem": "assalam o alaikum, main {cust_lower} hoon. kya aap mera bill is card se pay "
        "kar dein ge: {card}?",
        "don": "السلام علیکم، میں نے کارڈ {card} سے آپ کی مہم کے لیے عطیہ دیا۔ رسید "
        "{cust_formal} کے نام، پتہ {addr} پر بھیج دیں۔\nشکریہ، {cust_nick}",
    },
}

SW = {
    "locale": "sw_KE",
    "lang": "sw",
    "region": "KE",
    "iban": "",
    "script": "latin",
    "lower_native": True,
    "order": "given_first",
    "issuers": ("visa", "mastercard"),
    "women": (
        "Esther",
        "Naomi",
        "Beatrice|Bea",
        "Lilian|Lily",
        "Winnie",
        "Caroline|Carol",
        "Sharon",
        "Halima",
        "Mwanaisha",
    ),
    "men": (
        "Brian",
        "Kevin",
        "Dennis",
        "Collins",
        "Juma",
        "Hassani",
        "Samuel|Sammy",
        "Baraka",
        "Evans",
    ),
    "surnames": (
        "Kamau",
        "Otieno",
        "Mwangi",
        "Omondi",
        "Kiprono",
        "Mutua",
        "Njoroge",
        "Wafula",
        "Maina",
        "Odhiambo",
        "Kariuki",
        "Ochieng",
    ),
    "common": ("Imani", "Neema", "Zawadi", "Furaha"),
    "streets": (
        "Ngong Road",
        "Moi Avenue",
        "Kenyatta Avenue",
        "Oginga Odinga Street",
        "Nyerere Road",
        "Argwings Kodhek Road",
    ),
    "towns": (
        "Nairobi|00100",
        "Mombasa|80100",
        "Kisumu|40100",
        "Nakuru|20100",
        "Eldoret|30100",
        "Thika|01000",
    ),
    "address": "House {n}, {street}, {town} {postcode}",
    "line": "House {n}, {street}",
    "domains": ("gmail.com", "yahoo.com"),
    "frames": {
        "dep_subj": "Kurejeshewa amana",
        "dep": "Habari,\nnilihama kutoka nyumba iliyoko {addr} Jumamosi, lakini mwenye nyumba "
        "bado hajanirudishia amana. Tafadhali rudisheni pesa hapa: {refund}. Mwenzangu wa "
        "nyumba {friend_full} anaweza kuthibitisha, namba yake ni {friend_phone_nat}.\nAsante,\n"
        "{cust_nick}",
        "red_note": "Kama sipo nyumbani, mwachieni jirani yangu kifurushi: {friend_cw}.",
        "red_sms": "Habari {greet}! Kifurushi {order} kitaletwa tena kesho. Kama haupo, "
        "{friend_cw} atakipokea.",
        "inv": "Habari,\ntafadhali tumeni upya ankara ya oda {order} kwa jina la {cust_formal}, "
        "akaunti {account}, anwani {addr}. Nililipa kwa kadi {card}.",
        "fam": "Mambo! Nataka kumwongeza rafiki yangu kwenye mpango wa familia: {friend_full}. "
        "Barua pepe {friend_email}, simu {friend_phone_ps}. Asante! {cust_glued}🙏",
        "fam_done": "{cust_first}, mwaliko umetumwa. {friend_first} ataupata hivi karibuni.",
        "mov": "Siku ya kuhama, funguo zitakuwa kwa {friend_infl}.",
        "mem": "mambo, ni mimi {cust_lower}. unaweza kulipa bili yangu kwa kadi hii: {card}?",
        "don": "Habari, nilichangia kampeni yenu kwa kadi {card}. Tafadhali tumeni risiti kwa "
        "jina la {cust_formal}, {addr}.\nAsante, {cust_nick}",
    },
}

GD = {
    "locale": "gd_GB",
    "lang": "gd",
    "region": "GB",
    "iban": "",
    "script": "latin",
    "lower_native": True,
    "vocative": True,
    "order": "given_first",
    "issuers": ("visa", "mastercard", "amex"),
    "women": (
        "Màiri||Mhàiri",
        "Catrìona|Ceit|Chatrìona",
        "Seònaid||Sheònaid",
        "Ealasaid",
        "Mòrag||Mhòrag",
        "Peigi||Pheigi",
        "Oighrig",
        "Sìne||Shìne",
        "Ciorstaidh||Chiorstaidh",
    ),
    "men": (
        "Iain",
        "Seumas||Sheumais",
        "Dòmhnall||Dhòmhnaill",
        "Calum||Chaluim",
        "Tormod||Thormoid",
        "Ruairidh",
        "Aonghas||Aonghais",
        "Coinneach||Choinnich",
        "Uilleam||Uilleim",
    ),
    "surnames": (
        "MacLeòid/NicLeòid",
        "MacDhòmhnaill/NicDhòmhnaill",
        "MacAoidh/NicAoidh",
        "MacCoinnich/NicCoinnich",
        "MacIlleathain/NicIlleathain",
        "MacAmhlaigh/NicAmhlaigh",
        "MacRath/NicRath",
        "Caimbeul",
        "Moireasdan",
        "Mac an t-Saoir/Nic an t-Saoir",
    ),
    "common": ("Sorcha", "Rionnag", "Grian"),
    "streets": (
        "Cromwell Street",
        "Kenneth Street",
        "Francis Street",
        "Bayhead",
        "Matheson Road",
        "Somerled Square",
    ),
    "towns": (
        "Steòrnabhagh|HS1 2&&",
        "Port Rìgh|IV51 9&&",
        "Tobar Mhoire|PA75 6&&",
        "Bàgh a' Chaisteil|HS9 5&&",
        "Baile a' Mhanaich|HS7 5&&",
        "Ullapul|IV26 2&&",
    ),
    "address": "{n} {street}, {town} {postcode}",
    "line": "{n} {street}",
    "domains": ("gmail.com", "btinternet.com", "hotmail.co.uk"),
    "frames": {
        "dep_subj": "An tasgadh air ais",
        "dep": "Halò,\ndh'fhàg mi am flat aig {addr} Disathairne, ach cha do thill an "
        "t-uachdaran an tasgadh fhathast. Feuch an cuir sibh an t-airgead air ais an seo: "
        "{refund}. Faodaidh mo charaid {friend_full} seo a dhearbhadh; 's e an àireamh aice "
        "{friend_phone_nat}.\nTapadh leibh,\n{cust_nick}",
        "red_note": "Mura bi mi aig an taigh, fàgaibh am pasgan aig an nàbaidh: {friend_cw}.",
        "red_sms": "{greet}, thig am pasgan {order} a-rithist a-màireach. Mura bi thu aig an "
        "taigh, gabhaidh {friend_cw} e.",
        "inv": "Halò,\nam b' urrainn dhuibh fàirdeal ùr a chur thugam airson òrdugh {order} air "
        "an ainm {cust_formal}? Cunntas {account}, seòladh {addr}. Phàigh mi leis a' chairt "
        "{card}.",
        "fam": "Halò! Bu toil leam mo charaid a chur ris a' phlana teaghlaich: {friend_full}. "
        "Post-d {friend_email}, fòn {friend_phone_ps}. Mòran taing! {cust_glued}🙏",
        "fam_done": "{greet}, chaidh an cuireadh a chur. Gheibh {friend_first} e a dh'aithghearr.",
        "mov": "Air latha a' ghluasaid, bidh na h-iuchraichean aig {friend_first}.",
        "mem": "halò, {cust_lower} an seo. an urrainn dhut am bile agam a phàigheadh leis a' "
        "chairt seo: {card}?",
        "don": "Halò, thug mi tabhartas don iomairt agaibh leis a' chairt {card}. Cuiribh an "
        "cuidhteas air an ainm {cust_formal}, {addr}.\nTapadh leibh, {cust_nick}",
    },
}

LOCALES_B = (BG, FA, UR, SW, GD)
