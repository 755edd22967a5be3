"""Hand-typed names, places and sentence frames: Ukrainian, Egyptian Arabic, Thai and Hindi.
Names are ``native|roman`` (the romanised form is how the person spells it in Latin letters:
passports, e-mails); "_" stands for a space inside a name. A frame given as a pair is
(woman speaking, man speaking). ``nick`` with ``*`` keys is a pool of nicknames that any
person may carry (Thai nicknames are not derived from the given name)."""

from __future__ import annotations

UK_UA = {
    "locale": "uk_UA",
    "lang": "uk",
    "region": "UA",
    "script": "cased",
    "women": "Олена|Olena Оксана|Oksana Наталія|Nataliia Ірина|Iryna Тетяна|Tetiana "
    "Юлія|Yuliia Марія|Mariia Катерина|Kateryna Ганна|Hanna Софія|Sofiia Христина|Khrystyna "
    "Дарина|Daryna",
    "men": "Андрій|Andrii Олександр|Oleksandr Дмитро|Dmytro Сергій|Serhii Микола|Mykola "
    "Тарас|Taras Богдан|Bohdan Володимир|Volodymyr Іван|Ivan Юрій|Yurii Максим|Maksym "
    "Остап|Ostap",
    "surnames": "Шевченко|Shevchenko Коваленко|Kovalenko Бондаренко|Bondarenko "
    "Ткаченко|Tkachenko Кравченко|Kravchenko Мельник|Melnyk Олійник|Oliinyk Лисенко|Lysenko "
    "Руденко|Rudenko Савченко|Savchenko Петренко|Petrenko Бойко|Boiko Гончаренко|Honcharenko "
    "Марченко|Marchenko",
    "common": "Надія|Nadiia:f Віра|Vira:f Любов|Liubov:f Калина|Kalyna:f Лев|Lev:m",
    "nick": "Олександр:Саша|Sasha Дмитро:Діма|Dima Тетяна:Таня|Tania Катерина:Катя|Katia "
    "Наталія:Наташа|Natasha Юлія:Юля|Yulia Микола:Коля|Kolia Богдан:Бодя|Bodia "
    "Андрій:Андрійко|Andriiko Іван:Іванко|Ivanko",
    "hon": ("пані", "пан", "pre"),
    "streets": [
        "вул. Хрещатик",
        "вул. Січових Стрільців",
        "вул. Городоцька",
        "просп. Науки",
        "вул. Дерибасівська",
        "бульв. Шевченка",
    ],
    "towns": [
        ("Київ", "01"),
        ("Львів", "79"),
        ("Харків", "61"),
        ("Одеса", "65"),
        ("Вінниця", "21"),
    ],
    "post": "{p}###",
    "addr": "{street}, {no}, {town}, {post}",
    "domains": "ukr.net gmail.com i.ua meta.ua",
    "iban": "UA",
    "f": {
        "hello": "Добрий день, це {name}.",
        "call": "Передзвоніть мені, будь ласка, на {phone}.",
        "mail": "Також можна писати на {email}.",
        "addr": "Моя адреса: {addr}.",
        "post": "Індекс: {post}.",
        "mother": "Якщо мене не буде вдома, посилку може забрати моя мама {rel}, її номер "
        "{rphone}.",
        "order": "Йдеться про замовлення {order}.",
        "acct": "Мій номер клієнта {acct}.",
        "card": "Гроші списали з моєї картки {card}.",
        "refund": "Прошу повернути кошти на рахунок {iban}.",
        "wait": "Я чекаю вже тиждень, і ніхто не зателефонував.",
        "dear": "Вітаємо, {name}!",
        "sorry": "Перепрошуємо за затримку, ми передали звернення відповідальній команді.",
        "sign": "З повагою, {agent}",
        "bye": "Дякую, {name}",
    },
}

AR_EG = {
    "locale": "ar_EG",
    "lang": "ar",
    "region": "EG",
    "script": "other",
    "women": "منى|Mona ياسمين|Yasmin سارة|Sara هبة|Heba رانيا|Rania نادية|Nadia دينا|Dina "
    "مروة|Marwa شيماء|Shaimaa إيمان|Eman منة|Menna سلمى|Salma",
    "men": "محمد|Mohamed أحمد|Ahmed محمود|Mahmoud مصطفى|Mostafa عمرو|Amr طارق|Tarek "
    "حسام|Hossam وليد|Walid شريف|Sherif يوسف|Youssef خالد|Khaled هشام|Hesham",
    "surnames": "منصور|Mansour عبد_الرحمن|Abdelrahman حسن|Hassan فاروق|Farouk "
    "النجار|El-Naggar سليمان|Soliman عثمان|Osman إبراهيم|Ibrahim رمضان|Ramadan "
    "الجمال|El-Gammal زكي|Zaki فهمي|Fahmy الشاذلي|El-Shazly عبد_العزيز|Abdelaziz",
    "common": "أمل|Amal:f نور|Nour:f هدى|Hoda:f كريم|Karim:m سعيد|Said:m",
    "nick": "محمد:حمادة|Hamada مصطفى:ميدو|Mido يوسف:جو|Joe محمود:حودة|Houda ياسمين:ياسو|Yasso",
    "hon": ("الأستاذة", "الأستاذ", "pre"),
    "streets": [
        "شارع التحرير",
        "شارع جامعة الدول العربية",
        "شارع مصدق",
        "شارع الهرم",
        "شارع فؤاد",
        "شارع عباس العقاد",
    ],
    "towns": [
        ("الدقي، الجيزة", "12"),
        ("مدينة نصر، القاهرة", "11"),
        ("محرم بك، الإسكندرية", "21"),
        ("المنصورة", "35"),
        ("طنطا", "31"),
    ],
    "post": "{p}###",
    "addr": "{no} {street}، {town} {post}",
    "domains": "gmail.com yahoo.com hotmail.com outlook.com",
    "iban": "",
    "f": {
        "hello": "السلام عليكم، معك {name}.",
        "call": "من فضلك اتصل بي على {phone}.",
        "mail": "ممكن تراسلني على {email}.",
        "addr": "عنواني: {addr}.",
        "post": "الرمز البريدي: {post}.",
        "mother": "لو مش موجود، والدتي {rel} هتستلم، رقمها {rphone}.",
        "order": "بخصوص الطلب رقم {order}.",
        "acct": "رقم حسابي {acct}.",
        "card": "تم خصم المبلغ من بطاقتي {card}.",
        "wait": "مستني من أسبوع ومحدش كلمني.",
        "dear": "أهلاً {name}،",
        "sorry": "نعتذر عن التأخير، وتم تحويل طلبك للفريق المختص.",
        "sign": "مع التحية، {agent}",
        "bye": "شكراً، {name}",
    },
}

TH_TH = {
    "locale": "th_TH",
    "lang": "th",
    "region": "TH",
    "script": "other",
    "women": "สมศรี|Somsri วิไลวรรณ|Wilaiwan กาญจนา|Kanchana ปิยะนุช|Piyanut สุภาพร|Suphaporn "
    "อรุณี|Arunee นภัสสร|Napatsorn ศิริพร|Siriporn พิมพ์ชนก|Pimchanok ธิดารัตน์|Thidarat "
    "จันทร์เพ็ญ|Chanpen วรรณา|Wanna",
    "men": "สมชาย|Somchai ธนากร|Thanakorn ณัฐวุฒิ|Nattawut ปิยะ|Piya วิทยา|Witthaya "
    "อนุชา|Anucha กิตติ|Kitti ชัยวัฒน์|Chaiwat สุริยา|Suriya พงศกร|Phongsakon "
    "อภิชาติ|Aphichat ธีรพงษ์|Theeraphong",
    "surnames": "ศรีสุข|Srisuk วงศ์สวัสดิ์|Wongsawat แก้วมณี|Kaewmanee บุญมา|Boonma "
    "ทองดี|Thongdee สุขสวัสดิ์|Suksawat รักไทย|Rakthai จันทร์แก้ว|Chankaew ศรีวงศ์|Sriwong "
    "พรหมมา|Phromma อินทรสุวรรณ|Intharasuwan เพชรรัตน์|Phetcharat สมบูรณ์|Somboon "
    "ชัยมงคล|Chaimongkhon",
    "common": "ฝน|Fon:f ดาว|Dao:f ส้ม|Som:f นก|Nok:m ต้น|Ton:m",
    "nick": "*:แนน|Nan *:มิ้นท์|Mint *:ปอ|Por *:บี|Bee *:กอล์ฟ|Golf *:เบียร์|Beer "
    "*:แบงค์|Bank *:ปุ้ย|Pui *:โอ๊ต|Oat *:จูน|June",
    "hon": ("คุณ", "คุณ", "pre"),
    "given_hon": True,
    "streets": [
        "ถนนสุขุมวิท",
        "ถนนพหลโยธิน",
        "ถนนรัชดาภิเษก",
        "ถนนนิมมานเหมินท์",
        "ถนนมิตรภาพ",
        "ถนนเพชรเกษม",
    ],
    "towns": [
        ("แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร", "101"),
        ("ตำบลสุเทพ อำเภอเมือง เชียงใหม่", "502"),
        ("ตำบลในเมือง อำเภอเมือง ขอนแก่น", "400"),
        ("ตำบลหาดใหญ่ อำเภอหาดใหญ่ สงขลา", "901"),
    ],
    "post": "{p}##",
    "addr": "{no} {street} {town} {post}",
    "number": "##/#",
    "domains": "gmail.com hotmail.com outlook.co.th yahoo.com",
    "iban": "",
    "f": {
        "hello": ("สวัสดีค่ะ ดิฉันชื่อ {name} ค่ะ", "สวัสดีครับ ผมชื่อ {name} ครับ"),
        "call": ("รบกวนโทรกลับที่เบอร์ {phone} ค่ะ", "รบกวนโทรกลับที่เบอร์ {phone} ครับ"),
        "mail": ("ส่งอีเมลมาที่ {email} ได้เลยค่ะ", "ส่งอีเมลมาที่ {email} ได้เลยครับ"),
        "addr": ("ที่อยู่ของดิฉันคือ {addr} ค่ะ", "ที่อยู่ของผมคือ {addr} ครับ"),
        "post": ("รหัสไปรษณีย์ {post} ค่ะ", "รหัสไปรษณีย์ {post} ครับ"),
        "mother": (
            "ถ้าไม่อยู่ แม่ของดิฉัน คุณ {rel} รับแทนได้ค่ะ เบอร์ {rphone}",
            "ถ้าไม่อยู่ แม่ของผม คุณ {rel} รับแทนได้ครับ เบอร์ {rphone}",
        ),
        "order": ("เรื่องคำสั่งซื้อ {order} ค่ะ", "เรื่องคำสั่งซื้อ {order} ครับ"),
        "acct": ("เลขบัญชีลูกค้า {acct} ค่ะ", "เลขบัญชีลูกค้า {acct} ครับ"),
        "card": ("เงินถูกตัดจากบัตร {card} ค่ะ", "เงินถูกตัดจากบัตร {card} ครับ"),
        "wait": ("รอมาหนึ่งสัปดาห์แล้ว ยังไม่มีใครติดต่อกลับเลยค่ะ", "รอมาหนึ่งสัปดาห์แล้ว ยังไม่มีใครติดต่อกลับเลยครับ"),
        "dear": "เรียน คุณ {name}",
        "sorry": "ขออภัยในความล่าช้า เราได้ส่งเรื่องให้ทีมที่เกี่ยวข้องแล้ว",
        "sign": "ขอแสดงความนับถือ {agent}",
        "bye": ("ขอบคุณค่ะ {name}", "ขอบคุณครับ {name}"),
    },
}

HI_IN = {
    "locale": "hi_IN",
    "lang": "hi",
    "region": "IN",
    "script": "other",
    "women": "प्रिया|Priya अनीता|Anita सुनीता|Sunita नेहा|Neha कविता|Kavita रीना|Reena "
    "मीना|Meena शालिनी|Shalini दीपिका|Deepika आरती|Aarti स्वाति|Swati रुचि|Ruchi",
    "men": "राजेश|Rajesh सुनील|Sunil अमित|Amit विकास|Vikas राहुल|Rahul संजय|Sanjay "
    "अजय|Ajay मनोज|Manoj विनोद|Vinod आलोक|Alok गौरव|Gaurav नितिन|Nitin",
    "surnames": "शर्मा|Sharma वर्मा|Verma गुप्ता|Gupta सिंह|Singh यादव|Yadav मिश्रा|Mishra "
    "तिवारी|Tiwari पांडे|Pandey श्रीवास्तव|Srivastava चौहान|Chauhan जोशी|Joshi "
    "अग्रवाल|Agarwal त्रिपाठी|Tripathi सक्सेना|Saxena",
    "common": "ज्योति|Jyoti:f पूजा|Pooja:f आशा|Asha:f किरण|Kiran:f दीपक|Deepak:m",
    "nick": "राजेश:राजू|Raju विकास:विक्की|Vicky मनोज:मनु|Manu संजय:संजू|Sanju "
    "कविता:कवि|Kavi शालिनी:शालू|Shalu अमित:अमू|Amu नेहा:नेहू|Nehu",
    "hon": ("जी", "जी", "post"),
    "streets": [
        "गांधी नगर",
        "महात्मा गांधी मार्ग",
        "सिविल लाइंस",
        "राजेंद्र नगर",
        "अशोक विहार",
        "लाजपत नगर",
    ],
    "towns": [
        ("लखनऊ", "226"),
        ("जयपुर", "302"),
        ("पटना", "800"),
        ("भोपाल", "462"),
        ("नई दिल्ली", "110"),
    ],
    "post": "{p}0##",
    "addr": "मकान नं. {no}, {street}, {town} {post}",
    "domains": "gmail.com yahoo.co.in rediffmail.com outlook.com",
    "iban": "",
    "f": {
        "hello": ("नमस्ते, मैं {name} बोल रही हूँ।", "नमस्ते, मैं {name} बोल रहा हूँ।"),
        "call": "कृपया मुझे {phone} पर वापस कॉल करें।",
        "mail": "आप मुझे {email} पर ईमेल भी कर सकते हैं।",
        "addr": "मेरा पता है: {addr}।",
        "post": "पिन कोड {post} है।",
        "mother": "अगर मैं घर पर न रहूँ तो मेरी माँ {rel} पार्सल ले लेंगी, उनका नंबर {rphone} है।",
        "order": "यह ऑर्डर {order} के बारे में है।",
        "acct": "मेरा अकाउंट नंबर {acct} है।",
        "card": "पैसे मेरे कार्ड {card} से कटे हैं।",
        "wait": (
            "मैं एक हफ़्ते से इंतज़ार कर रही हूँ, किसी ने कॉल नहीं किया।",
            "मैं एक हफ़्ते से इंतज़ार कर रहा हूँ, किसी ने कॉल नहीं किया।",
        ),
        "dear": "प्रिय {name},",
        "sorry": "देरी के लिए खेद है, हमने आपका मामला संबंधित टीम को भेज दिया है।",
        "sign": "सादर, {agent}",
        "bye": "धन्यवाद, {name}",
    },
}

LOCALES_B = [UK_UA, AR_EG, TH_TH, HI_IN]
