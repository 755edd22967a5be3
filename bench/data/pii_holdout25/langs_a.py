"""Five locales a support desk sees often (Bengali, Urdu, Malay, Finnish, Telugu): names,
places and sentence frames, typed by hand. Non-Latin names are (native, romanised) pairs."""

from __future__ import annotations

BN = {
    "locale": "bn_BD",
    "region": "BD",
    "latin": False,
    "women": (
        ("নুসরাত", "Nusrat"),
        ("তাসলিমা", "Taslima"),
        ("ফারজানা", "Farzana"),
        ("শারমিন", "Sharmin"),
        ("রুমানা", "Rumana"),
        ("সাবরিনা", "Sabrina"),
    ),
    "men": (
        ("রাকিব", "Rakib"),
        ("তানভীর", "Tanvir"),
        ("সাকিব", "Sakib"),
        ("মাহমুদ", "Mahmud"),
        ("আরিফ", "Arif"),
    ),
    "surnames": (
        ("হোসেন", "Hossain"),
        ("আক্তার", "Akter"),
        ("চৌধুরী", "Chowdhury"),
        ("মজুমদার", "Majumder"),
        ("সরকার", "Sarkar"),
        ("তালুকদার", "Talukdar"),
    ),
    "words": (("শাপলা", "Shapla"), ("বৃষ্টি", "Brishti"), ("জোছনা", "Jochhona")),
    "nicks": {"Nusrat": "নুসু", "Farzana": "ফারু", "Tanvir": "তনু"},
    "streets": (
        "House {n}, Road 7, Dhanmondi",
        "{n} Green Road",
        "{n} Lake Circus Road",
        "House {n}, Satmasjid Road",
    ),
    "towns": (("Dhaka", "1205"), ("Chattogram", "4000"), ("Sylhet", "3100"), ("Khulna", "9100")),
    "addr": "town_pc",
    "frames": (
        "তিন দিন আগে {friend}-কে টাকা পাঠিয়েছি, কিন্তু এখনো পৌঁছায়নি। আমার নম্বর {phone}।",
        "আমার সুটকেস আসেনি। দয়া করে আমার বান্ধবী {friend_gen} বাসায় পৌঁছে দিন: {addr}। আমাকে "
        "{phone} নম্বরে ফোন করবেন।",
        "স্কুলের বেতন তিন কিস্তিতে দিতে চাই। অর্ধেক দেবেন {friend}। আমার কার্ড {card} থেকে কেটে নিন।",
        "আমার সিম {phone} বন্ধ হয়ে গেছে। আমার জাতীয় পরিচয়পত্রে নাম {full}।",
        "ভাড়া ভাগাভাগির আমন্ত্রণটা {friend_dat} পাঠান, ওর ইমেইল {email}।",
        "{addr} ঠিকানায় ছাদ জরিপের বুকিং দিয়েছি। জামানত ফেরত হলে {pay} এ পাঠাবেন।",
        "আমি আমার বান্ধবী {friend}-এর সাথে একসাথে রক্ত দিতে চাই। ওর নম্বর {fphone}।",
    ),
    "household": "আমি আর আমার বোন {p1} একই ঠিকানায় থাকি, কিন্তু আমাদের অ্যাকাউন্ট এক করবেন না।",
    "pairs": ((("রুমা", "Ruma"), ("রুনা", "Runa")), (("সুমন", "Suman"), ("সুজন", "Sujan"))),
    "mail": ("gmail.com", "yahoo.com"),
}

UR = {
    "locale": "ur_PK",
    "region": "PK",
    "latin": False,
    "women": (
        ("عائشہ", "Ayesha"),
        ("فاطمہ", "Fatima"),
        ("ثنا", "Sana"),
        ("مریم", "Maryam"),
        ("حنا", "Hina"),
        ("زینب", "Zainab"),
    ),
    "men": (
        ("عمران", "Imran"),
        ("بلال", "Bilal"),
        ("حمزہ", "Hamza"),
        ("عثمان", "Usman"),
        ("فیصل", "Faisal"),
    ),
    "surnames": (
        ("قریشی", "Qureshi"),
        ("ملک", "Malik"),
        ("چوہدری", "Chaudhry"),
        ("مرزا", "Mirza"),
        ("رانا", "Rana"),
        ("صدیقی", "Siddiqui"),
    ),
    "words": (("صبا", "Saba"), ("نور", "Noor"), ("کرن", "Kiran")),
    "nicks": {"Ayesha": "آشی", "Fatima": "فاطی", "Bilal": "بلو"},
    "streets": (
        "{n} Mall Road",
        "{n} Jail Road",
        "House {n}, Block C, Gulberg",
        "{n} Shahrah-e-Faisal",
    ),
    "towns": (
        ("Lahore", "54000"),
        ("Karachi", "75500"),
        ("Islamabad", "44000"),
        ("Multan", "60000"),
    ),
    "addr": "town_pc",
    "frames": (
        "تین دن پہلے میں نے {friend} کو پیسے بھیجے تھے، ابھی تک نہیں پہنچے۔ میرا نمبر {phone} ہے۔",
        "میرا سوٹ کیس نہیں پہنچا۔ براہِ کرم اسے میری سہیلی {friend_gen} کے گھر پہنچا دیں: {addr}۔ "
        "مجھے {phone} پر کال کریں۔",
        "میں اسکول کی فیس تین قسطوں میں ادا کرنا چاہتا ہوں۔ آدھی فیس {friend} دیں گی۔ میرے کارڈ "
        "{card} سے کاٹ لیں۔",
        "میری سم {phone} بند ہو گئی ہے۔ میرے شناختی کارڈ پر نام {full} ہے۔",
        "کرایہ بانٹنے کی دعوت {friend_dat} کو بھیج دیں، اس کی ای میل {email} ہے۔",
        "میں نے {addr} پر چھت کے سروے کی بکنگ کی ہے۔ اگر ڈپازٹ واپس ہو تو {pay} میں بھیج دیں۔",
        "میں اپنی سہیلی {friend} کے ساتھ خون کا عطیہ دینا چاہتا ہوں۔ اس کا نمبر {fphone} ہے۔",
    ),
    "household": "میں اور میری بہن {p1} ایک ہی پتے پر رہتی ہیں، مگر ہمارے اکاؤنٹ ایک نہ کریں۔",
    "pairs": ((("فرح", "Farah"), ("فرحت", "Farhat")), (("عمران", "Imran"), ("عرفان", "Irfan"))),
    "mail": ("gmail.com", "hotmail.com"),
}

MS = {
    "locale": "ms_MY",
    "region": "MY",
    "latin": True,
    "women": ("Siti", "Aisyah", "Farah", "Nabila", "Liyana", "Syazwani"),
    "men": ("Hafiz", "Azlan", "Faizal", "Hakim", "Amirul"),
    "surnames": ("Ismail", "Yusof", "Hamzah", "Osman", "Zakaria", "Ibrahim"),
    "words": ("Bunga", "Embun", "Mawar"),
    "nicks": {"Nabila": "Bella", "Syazwani": "Wani", "Amirul": "Mirul"},
    "streets": (
        "{n}, Jalan Ampang",
        "{n}, Jalan Tun Razak",
        "{n}, Lorong Maarof",
        "{n}, Jalan Gasing",
    ),
    "towns": (
        ("Kuala Lumpur", "50450"),
        ("Petaling Jaya", "46000"),
        ("Shah Alam", "40000"),
        ("Ipoh", "30000"),
    ),
    "addr": "pc_town",
    "frames": (
        "Saya hantar duit kepada {friend} tiga hari lepas tetapi masih belum sampai. Nombor saya "
        "{phone}.",
        "Beg saya tidak sampai. Tolong hantar ke rumah kawan saya {friend_gen}: {addr}. Telefon "
        "saya di {phone}.",
        "Saya nak bayar yuran sekolah dalam tiga ansuran. {friend} akan bayar separuh. Caj kad "
        "saya {card}.",
        "SIM saya {phone} telah disekat. Nama pada MyKad saya ialah {full}.",
        "Tolong hantar jemputan kongsi sewa kepada {friend_dat}, e-mel dia {email}.",
        "Saya dah tempah tinjauan bumbung di {addr}. Kalau deposit dipulangkan, masukkan ke {pay}.",
        "Saya nak derma darah bersama kawan saya {friend}. Nombor dia {fphone}.",
    ),
    "household": "Ini saya dan adik saya {p1}; kami tinggal di alamat yang sama tetapi jangan "
    "gabungkan akaun kami.",
    "pairs": (("Aina", "Aini"), ("Hafiz", "Hafizah")),
    "mail": ("gmail.com", "yahoo.com.my"),
}

FI = {
    "locale": "fi_FI",
    "region": "FI",
    "latin": True,
    "women": ("Aino", "Elina", "Johanna", "Kaisa", "Minna", "Riikka"),
    "men": ("Juha", "Mikko", "Antti", "Ville", "Teemu"),
    "surnames": ("Virtanen", "Korhonen", "Mäkinen", "Nieminen", "Hämäläinen", "Laine"),
    "words": ("Tuuli", "Lumi", "Satu"),
    "nicks": {"Johanna": "Jonna", "Elina": "Ellu", "Teemu": "Tepa"},
    "streets": ("Mannerheimintie {n}", "Hämeenkatu {n}", "Aleksanterinkatu {n}", "Kauppakatu {n}"),
    "towns": (("Helsinki", "00100"), ("Tampere", "33100"), ("Turku", "20100"), ("Oulu", "90100")),
    "addr": "pc_town",
    "frames": (
        "Lähetin kolme päivää sitten rahaa, vastaanottaja {friend}, mutta rahat eivät ole vielä "
        "perillä. Numeroni on {phone}.",
        "Matkalaukkuni ei tullut perille. Toimittakaa se ystäväni {friend_gen} luo: {addr}. "
        "Soittakaa numeroon {phone}.",
        "Haluaisin maksaa koulumaksut kolmessa erässä. Puolet maksaa {friend}. Veloittakaa "
        "korttiani {card}.",
        "SIM-korttini {phone} on suljettu. Henkilökortissani nimi on {full}.",
        "Lähettäkää vuokranjakokutsu {friend_dat}, hänen sähköpostinsa on {email}.",
        "Varasin katon kartoituksen osoitteeseen {addr}. Jos ennakkomaksu palautetaan, maksakaa "
        "se tilille {pay}.",
        "Haluan luovuttaa verta ystäväni kanssa, hänen nimensä on {friend}. Hänen numeronsa on "
        "{fphone}.",
    ),
    "household": "Minä ja siskoni {p1} asumme samassa osoitteessa, mutta älkää yhdistäkö "
    "tilejämme.",
    "pairs": (("Sanna", "Hanna"), ("Aino", "Aina")),
    "mail": ("gmail.com", "elisanet.fi"),
}

TE = {
    "locale": "te_IN",
    "region": "IN",
    "latin": False,
    "women": (
        ("లక్ష్మి", "Lakshmi"),
        ("శ్రావణి", "Sravani"),
        ("దివ్య", "Divya"),
        ("కావ్య", "Kavya"),
        ("స్వాతి", "Swathi"),
        ("హారిక", "Harika"),
    ),
    "men": (
        ("వెంకట్", "Venkat"),
        ("శ్రీనివాస్", "Srinivas"),
        ("రవి", "Ravi"),
        ("కిరణ్", "Kiran"),
        ("సాయి", "Sai"),
    ),
    "surnames": (
        ("రెడ్డి", "Reddy"),
        ("రావు", "Rao"),
        ("నాయుడు", "Naidu"),
        ("వర్మ", "Varma"),
        ("చౌదరి", "Chowdary"),
        ("శర్మ", "Sharma"),
    ),
    "words": (("వెన్నెల", "Vennela"), ("మల్లి", "Malli"), ("సిరి", "Siri")),
    "nicks": {"Lakshmi": "లచ్చి", "Divya": "దివ్వు", "Srinivas": "శ్రీను"},
    "streets": (
        "Road No. {n}, Banjara Hills",
        "{n} MG Road",
        "Plot {n}, Madhapur",
        "{n} Beach Road",
    ),
    "towns": (
        ("Hyderabad", "500034"),
        ("Vijayawada", "520010"),
        ("Visakhapatnam", "530002"),
        ("Warangal", "506002"),
    ),
    "addr": "town_pc",
    "frames": (
        "మూడు రోజుల క్రితం {friend} గారికి డబ్బు పంపాను, ఇంకా చేరలేదు. నా నంబర్ {phone}.",
        "నా సూట్‌కేస్ రాలేదు. దయచేసి నా స్నేహితురాలు {friend_gen} ఇంటికి పంపండి: {addr}. నాకు {phone} కి ఫోన్ చేయండి.",
        "స్కూల్ ఫీజు మూడు వాయిదాల్లో కట్టాలనుకుంటున్నాను. సగం {friend} కడతారు. నా కార్డ్ {card} నుంచి తీసుకోండి.",
        "నా సిమ్ {phone} బ్లాక్ అయింది. నా ఆధార్ కార్డులో పేరు {full}.",
        "అద్దె పంచుకునే ఆహ్వానాన్ని {friend_dat} పంపండి, ఆమె ఈమెయిల్ {email}.",
        "{addr} లో పైకప్పు సర్వే బుక్ చేశాను. డిపాజిట్ తిరిగి ఇస్తే {pay} కి పంపండి.",
        "నా స్నేహితురాలు {friend} తో కలిసి రక్తదానం చేయాలనుకుంటున్నాను. ఆమె నంబర్ {fphone}.",
    ),
    "household": "నేను, మా చెల్లెలు {p1} ఒకే చిరునామాలో ఉంటాము, కానీ మా ఖాతాలను కలపవద్దు.",
    "pairs": ((("సుధ", "Sudha"), ("సుమ", "Suma")), (("కావ్య", "Kavya"), ("నవ్య", "Navya"))),
    "mail": ("gmail.com", "rediffmail.com"),
}

LOCALES_A = (BN, UR, MS, FI, TE)
