"""Hand-typed tables, part B: Croatian, Hebrew, Malay, Bengali (Bangladesh), Guarani (Paraguay,
written as the Guarani-Spanish mix people type).

Names in their own script are written ``native=Roman`` (Hebrew, Bengali); nicknames follow a
``/``. Malay names are ``given bin/binti father``: the honorific goes with the given name, and
there is no surname to use alone. Typed by hand; no list was downloaded."""

from __future__ import annotations

HR_HR = {
    "locale": "hr_HR",
    "lang": "hr",
    "region": "HR",
    "domains": ("gmail.com", "net.hr", "t-com.hr"),
    "women": "Ana, Ivana, Marija/Mare, Petra, Lucija, Maja, Katarina/Kata, Antonija/Tonka, "
    "Mirela, Snježana",
    "men": "Ivan/Ivo, Marko, Luka, Tomislav/Tomo, Josip/Joško, Ante, Stjepan/Stipe, Davor, "
    "Hrvoje, Mislav",
    "surnames": "Horvat, Kovačević, Babić, Marić, Jurić, Novak, Knežević, Vuković, Perić, "
    "Pavlović, Šarić, Božić",
    "words": "Nada, Zora, Ruža, Jagoda, Višnja",
    "hon": ("gđa", "g."),
    "streets": "Ilica, Vukovarska ulica, Ulica kralja Zvonimira, Korzo, Savska cesta, "
    "Ulica Republike Austrije",
    "towns": (
        ("Zagreb", "10000"),
        ("Split", "21000"),
        ("Rijeka", "51000"),
        ("Osijek", "31000"),
        ("Zadar", "23000"),
        ("Pula", "52100"),
    ),
    "address": "{street} {no}, {pc} {town}",
    "street_line": "{street} {no}",
    "issuers": ("visa", "mastercard", "amex"),
    "iban": "HR",
    "frames": {
        "kyc": "Pozdrav, ja sam {full}. Osobna iskaznica je učitana. Adresa: {address}, "
        "mobitel: {mobile}.",
        "gift": "Narudžba {order}: poklon-bon za {friend} ({femail}), ali {fword} ga nikad nije "
        "dobila. Hvala, {sign}",
        "review": "Aplikacija me stalno odjavljuje nakon ažuriranja. Popravite to! – {sign}",
        "lost": "Crni ruksak ostao je u tramvaju. Prijateljica {ffirst} ga može preuzeti, "
        "njezin broj je {fphone}.",
        "sms": "Pozdrav {first}, pronašli smo vašu torbu. Nazovite nas na {landline}.",
        "repair": "Ako nisam kod kuće, nazovite susjedu: {friend}, {fphone}.",
        "subject": "Vaša narudžba {order} je poslana",
        "dear": "Dobar dan, {hon} {name}, hvala na narudžbi.",
        "bot1": "bok, paket {order} nije stigao. ja sam {lower}",
        "bot2": "mozete li vratiti novac na {pay}?",
        "home": "{a} i {b} žive na istoj adresi: {addr}.",
    },
}

HE_IL = {
    "locale": "he_IL",
    "lang": "he",
    "region": "IL",
    "domains": ("gmail.com", "walla.co.il", "012.net.il"),
    "women": "נועה=Noa, מיכל=Michal, תמר=Tamar, יעל=Yael, אורית=Orit, רחל=Rachel/רחלי=Racheli, "
    "שושנה=Shoshana/שושי=Shoshi, ליאת=Liat, מירב=Merav, אסתר=Esther/אתי=Eti",
    "men": "יוסף=Yosef/יוסי=Yossi, משה=Moshe/מוישה=Moishe, איתי=Itai, עומר=Omer, נועם=Noam, "
    "איתן=Eitan, דניאל=Daniel/דני=Dani, יהונתן=Yehonatan/יוני=Yoni, אברהם=Avraham/אבי=Avi, "
    "עידו=Ido",
    "surnames": "כהן=Cohen, לוי=Levi, מזרחי=Mizrahi, פרץ=Peretz, ביטון=Biton, "
    "פרידמן=Friedman, דהן=Dahan, כץ=Katz, שפירא=Shapira, אזולאי=Azoulay, "
    "גולדברג=Goldberg, אוחיון=Ohayon",
    "words": "שירה=Shira, טל=Tal, הדס=Hadas, גפן=Gefen, רותם=Rotem",
    "hon": ("גב'", "מר"),
    "streets": "רחוב הרצל, שדרות רוטשילד, רחוב דיזנגוף, רחוב יפו, רחוב הנביאים, שדרות בן גוריון",
    "towns": (
        ("תל אביב-יפו", "64#####"),
        ("ירושלים", "94#####"),
        ("חיפה", "33#####"),
        ("באר שבע", "84#####"),
        ("רמת גן", "52#####"),
        ("נתניה", "42#####"),
    ),
    "address": "{street} {no}, {town} {pc}",
    "street_line": "{street} {no}",
    "issuers": ("visa", "mastercard", "amex"),
    "iban": "IL",
    "frames": {
        "kyc": "שלום, שמי {full}. העליתי צילום של תעודת הזהות. הכתובת שלי: {address}, נייד: "
        "{mobile}.",
        "gift": "קניתי כרטיס מתנה עבור {friend} ({femail}) בהזמנה {order}, אבל {fword} לא "
        "קיבלה אותו. תודה, {sign}",
        "review": "האפליקציה מנתקת אותי כל פעם מאז העדכון. תתקנו בבקשה! – {sign}",
        "lost": "שכחתי תיק גב שחור באוטובוס. החברה שלי {ffirst} יכולה לאסוף אותו, המספר שלה "
        "{fphone}.",
        "sms": "שלום {first}, מצאנו את התיק שלך. אפשר להתקשר אלינו: {landline}.",
        "repair": "אם אני לא בבית, תתקשרו לשכנה שלי {friend} בטלפון {fphone}.",
        "subject": "ההזמנה שלך {order} נשלחה",
        "dear": "{hon} {name} שלום, תודה על ההזמנה.",
        "bot1": "היי, החבילה {order} לא הגיעה. אני {lower}",
        "bot2": "אפשר להחזיר את הכסף לחשבון {pay}?",
        "home": "{a} ו-{b} גרים באותה כתובת: {addr}. אנחנו אחים.",
    },
}

MS_MY = {
    "locale": "ms_MY",
    "lang": "ms",
    "region": "MY",
    "domains": ("gmail.com", "yahoo.com.my", "hotmail.my"),
    "women": "Nur Aisyah/Echa, Siti Khadijah/Dijah, Nurul Izzah/Izzah, Farah Hanim, Amirah, "
    "Syafiqah/Fiqa, Nur Atiqah/Tiqah, Aina Sofea, Hajar, Zulaikha/Ika",
    "men": "Ahmad Faizal/Pejal, Muhammad Hafiz/Apis, Mohd Azlan/Lan, Amirul Hakim, Haziq, "
    "Firdaus/Daus, Khairul Anuar, Syafiq, Luqman, Zulkifli/Zul",
    "surnames": "Hassan, Ismail, Abdullah, Rahman, Yusof, Othman, Hamid, Kamaruddin, Salleh, "
    "Ibrahim, Razak, Mahmud",
    "link": ("bin", "binti"),
    "words": "Mawar, Melati, Intan, Suria, Embun",
    "hon": ("Puan", "Encik"),
    "streets": "Jalan SS 2/24, Jalan Ampang, Jalan Tun Razak, Lorong Kenari 3, "
    "Jalan Bukit Bintang, Jalan Meru",
    "towns": (
        ("Petaling Jaya, Selangor", "47300"),
        ("Kuala Lumpur", "50450"),
        ("Shah Alam, Selangor", "40000"),
        ("Bayan Lepas, Pulau Pinang", "11900"),
        ("Johor Bahru, Johor", "80100"),
        ("Klang, Selangor", "41050"),
    ),
    "address": "No. {no}, {street}, {pc} {town}",
    "street_line": "No. {no}, {street}",
    "issuers": ("visa", "mastercard", "unionpay", "jcb"),
    "iban": None,
    "frames": {
        "kyc": "Salam, saya {full}. Saya dah muat naik MyKad. Alamat saya {address}, nombor "
        "telefon {mobile}.",
        "gift": "Saya beli kad hadiah untuk {friend} ({femail}), pesanan {order}, tapi {fword} "
        "tak terima pun. Terima kasih, {sign}",
        "review": "Apps asyik log keluar sendiri lepas update. Tolong betulkan. - {sign}",
        "lost": "Beg galas hitam saya tertinggal dalam Grab. Kawan saya {ffirst} boleh ambil, "
        "nombor dia {fphone}.",
        "sms": "Hai {first}, kami jumpa beg anda. Hubungi kami di {landline} untuk ambil.",
        "repair": "Kalau saya tiada di rumah, call jiran saya {friend} di {fphone}.",
        "subject": "Pesanan anda {order} telah dihantar",
        "dear": "Salam sejahtera {hon} {name}, terima kasih atas pesanan anda.",
        "bot1": "hi parcel saya {order} tak sampai lagi. saya {lower}",
        "bot2": "boleh refund ke kad ni {pay}",
        "home": "{a} dan {b} tinggal di alamat yang sama, {addr}. Kami adik-beradik.",
    },
}

BN_BD = {
    "locale": "bn_BD",
    "lang": "bn",
    "region": "BD",
    "domains": ("gmail.com", "yahoo.com", "outlook.com"),
    "women": "নুসরাত=Nusrat/মিতু=Mitu, ফারহানা=Farhana, তাহমিনা=Tahmina/টুম্পা=Tumpa, "
    "সাদিয়া=Sadia, রুমানা=Rumana/রুমি=Rumi, সুমাইয়া=Sumaiya, লাবণ্য=Labonno, "
    "তানজিলা=Tanzila/তানি=Tani, শারমিন=Sharmin, রাবেয়া=Rabeya",
    "men": "তানভীর=Tanvir, আরিফ=Arif/লিটন=Liton, সাকিব=Sakib, ইমরান=Imran/বাবু=Babu, "
    "রাকিব=Rakib, মাহমুদ=Mahmud, শাহেদ=Shahed, রাশেদ=Rashed/রিংকু=Rinku, ফাহিম=Fahim, "
    "নাঈম=Naim",
    "surnames": "হোসেন=Hossain, রহমান=Rahman, ইসলাম=Islam, আহমেদ=Ahmed, চৌধুরী=Chowdhury, "
    "আক্তার=Akter, সরকার=Sarkar, উদ্দিন=Uddin, তালুকদার=Talukder, মজুমদার=Majumder, "
    "খান=Khan, সিদ্দিকী=Siddiqui",
    "words": "বৃষ্টি=Bristi, শাপলা=Shapla, ময়না=Moyna, জোছনা=Josna",
    "hon": ("মিসেস", "জনাব"),
    "streets": "Road 9/A, Road 27, Satmasjid Road, Gulshan Avenue, Mirpur Road, Lake Circus",
    "towns": (
        ("Dhanmondi, Dhaka", "1209"),
        ("Gulshan, Dhaka", "1212"),
        ("Mirpur, Dhaka", "1216"),
        ("Uttara, Dhaka", "1230"),
        ("Agrabad, Chattogram", "4100"),
        ("Zindabazar, Sylhet", "3100"),
    ),
    "address": "House {no}, {street}, {town} {pc}",
    "street_line": "House {no}, {street}",
    "issuers": ("visa", "mastercard", "amex"),
    "iban": None,
    "frames": {
        "kyc": "আসসালামু আলাইকুম, আমি {full}। আমার এনআইডি আপলোড করেছি। ঠিকানা: {address}, মোবাইল: {mobile}।",
        "gift": "আমি {friend} ({femail}) এর জন্য একটি গিফট কার্ড কিনেছি, অর্ডার {order}, কিন্তু "
        "{fword} এখনো পায়নি। ধন্যবাদ, {sign}",
        "review": "আপডেটের পর অ্যাপ বারবার লগআউট করে দিচ্ছে। দয়া করে ঠিক করুন। - {sign}",
        "lost": "আমার কালো ব্যাকপ্যাক বাসে রেখে এসেছি। আমার বান্ধবী {ffirst} নিতে পারবে, তার নম্বর {fphone}।",
        "sms": "প্রিয় {first}, আমরা আপনার ব্যাগ পেয়েছি। সংগ্রহ করতে {landline} নম্বরে কল করুন।",
        "repair": "আমি বাসায় না থাকলে আমার প্রতিবেশী {friend} কে {fphone} নম্বরে ফোন করবেন।",
        "subject": "আপনার অর্ডার {order} পাঠানো হয়েছে",
        "dear": "প্রিয় {hon} {name}, অর্ডারের জন্য ধন্যবাদ।",
        "bot1": "vai amar parcel {order} ekhono ashe nai. ami {lower}",
        "bot2": "ei card e refund den please {pay}",
        "home": "{a} আর {b} একই ঠিকানায় থাকি: {addr}। আমরা ভাইবোন।",
    },
}

GN_PY = {
    "locale": "gn_PY",
    "lang": "gn",
    "region": "PY",
    "domains": ("gmail.com", "hotmail.com", "yahoo.com"),
    "women": "María José/Majo, Liz, Lourdes/Lulú, Rocío, Noelia, Fátima, Mirna, Gladys, Perla, "
    "Romina",
    "men": "Derlis, Édgar, Osvaldo/Osva, Fernando/Nando, Hugo, Celso, Ramón/Moncho, Blas, "
    "Nelson, Gustavo/Gus",
    "surnames": "Benítez, Giménez, Ortiz, Villalba, Cáceres, Ramírez, Insfrán, Báez, Aquino, "
    "Acosta, Duarte, Ayala",
    "words": "Yasy, Poty, Mainumby",
    "hon": ("Sra.", "Sr."),
    "streets": "Avda. Mariscal López, Calle Palma, Avda. España, Calle Cerro Corá, "
    "Avda. San Martín, Calle Tte. Fariña",
    "towns": (
        ("Asunción", None),
        ("San Lorenzo", None),
        ("Luque", None),
        ("Encarnación", None),
        ("Ciudad del Este", None),
        ("Villarrica", None),
    ),
    "address": "{street} {no}, {town}",
    "street_line": "{street} {no}",
    "issuers": ("visa", "mastercard"),
    "iban": None,
    "frames": {
        "kyc": "Mba'éichapa, che réra {full}. Amboguapýma che cédula. Che róga: {address}, che "
        "celular {mobile}. Aguyje.",
        "gift": "Ajogua peteĩ gift card {friend} ({femail}) peguarã, pedido {order}, ha {fword} "
        "ndohupytýi. Aguyje, {sign}",
        "review": "La app chemosẽ jey jey ko'ágã guive. Pemyatyrõ, por favor. - {sign}",
        "lost": "Che mochila hũ opyta colectivo-pe. Che amiga {ffirst} ikatu ohupyty, inúmero "
        "{fphone}.",
        "sms": "Mba'éichapa {first}, rojuhúma nde bolso. Ehenói ko número-pe: {landline}.",
        "repair": "Ndaipóriramo ógape, ehenói che vecina-pe: {friend}, {fphone}.",
        "subject": "Nde pedido {order} oñemondóma",
        "dear": "{hon} {name}, aguyje nde pedido rehe.",
        "bot1": "hola che pedido {order} ndoguahẽi gueteri. che {lower}",
        "bot2": "ikatu pedevolve ko tarjeta rupive: {pay}",
        "home": "{a} ha {b} oiko peteĩ ógape: {addr}. Ore hermanokuéra.",
    },
}

LOCALES_B = (HR_HR, HE_IL, MS_MY, BN_BD, GN_PY)
