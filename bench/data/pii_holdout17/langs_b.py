"""Hand-typed tables: Greek, Hungarian, Filipino (Tagalog), Finnish, Maori."""

from __future__ import annotations

EL_GR = {
    "lang": "el",
    "region": "GR",
    "script": "Greek",
    "female": "Μαρία|Maria:Μαράκι; Ελένη|Eleni:Λενιώ; Κατερίνα|Katerina:Κατερινιώ; "
    "Βασιλική|Vasiliki:Βάσω; Γεωργία|Georgia:Γωγώ; Δέσποινα|Despoina:Δέσπω; "
    "Σταυρούλα|Stavroula:Βούλα; Αναστασία|Anastasia:Τασούλα; Παναγιώτα|Panagiota:Γιώτα; "
    "Χρυσούλα|Chrysoula:Χρύσα",
    "male": "Γιώργος|Giorgos:Γιωργάκης; Δημήτρης|Dimitris:Μήτσος; "
    "Κωνσταντίνος|Konstantinos:Κώστας; Νίκος|Nikos:Νικολάκης; Παναγιώτης|Panagiotis:Τάκης; "
    "Θανάσης|Thanasis:Σάκης; Σπύρος|Spyros:Σπυράκος; Χρήστος|Christos:Χρηστάκης; "
    "Βαγγέλης|Vangelis:Βαγγέλ; Στέλιος|Stelios:Στελάρας",
    "surnames": "Παπαδόπουλος/Παπαδοπούλου|Papadopoulos/Papadopoulou; "
    "Παπαδάκης/Παπαδάκη|Papadakis/Papadaki; Οικονόμου|Oikonomou; Γεωργίου|Georgiou; "
    "Βασιλείου|Vasileiou; Νικολάου|Nikolaou; Καραγιάννης/Καραγιάννη|Karagiannis/Karagianni; "
    "Μακρής/Μακρή|Makris/Makri; Αλεξίου|Alexiou; Ιωάννου|Ioannou; "
    "Μαυρίδης/Μαυρίδου|Mavridis/Mavridou; Σταματόπουλος/Σταματοπούλου|Stamatopoulos/"
    "Stamatopoulou; Δημητρίου|Dimitriou; Λαμπράκης/Λαμπράκη|Lamprakis/Lampraki",
    "common": "f=Ελπίδα|Elpida; f=Ειρήνη|Eirini; f=Χαρά|Chara; f=Σοφία|Sofia; m=Άγγελος|Angelos",
    "hon": {"f": "κα", "m": "κ."},
    "domains": "gmail.com; yahoo.gr; otenet.gr; hotmail.com",
    "streets": "Ερμού; Σταδίου; Πανεπιστημίου; Τσιμισκή; Εγνατία; Πατησίων",
    "line": "{street} {no}",
    "towns": "Αθήνα:105 ##; Αθήνα:112 ##; Θεσσαλονίκη:546 ##; Πάτρα:262 ##; Ηράκλειο:712 ##; "
    "Πειραιάς:185 ##",
    "addr": "{line}, {post} {town}",
    "iban": "GR",
    "cards": "visa; mastercard",
    "frames": {
        "recover": "Καλησπέρα, έχασα το κινητό μου και δεν λαμβάνω τον κωδικό επαλήθευσης. "
        "Ο νέος αριθμός μου είναι {c_mob}. Ευχαριστώ, {c_first}",
        "wa1": "Γεια σας, η παραγγελία {c_ord} φαίνεται παραδομένη αλλά δεν έχω λάβει τίποτα. "
        "Διεύθυνση: {c_addr}",
        "wa2": "Αν λείπω, μπορεί να την παραλάβει η γειτόνισσά μου η {f_first}, τηλ. {f_mob_s}",
        "fwd": "Καλησπέρα σας, χρεώθηκα δύο φορές για την παραγγελία {c_ord}. Παρακαλώ "
        "επιστρέψτε τη δεύτερη χρέωση στον λογαριασμό {c_pay}. Μπορείτε να με καλέσετε στο "
        "{c_mob_i}. Με εκτίμηση, {c_full}",
        "chat": "γεια, είμαι {c_lower}, το checkout κόλλησε και με χρέωσε για {c_ord} χωρίς "
        "επιβεβαίωση. το email μου είναι {c_email}",
        "groc": "ναι, το γάλα σόγιας είναι εντάξει, ευχαριστώ. αν δεν απαντήσω αφήστε το "
        "στον γείτονα ή πάρτε {c_mob_i}",
        "tix": "Γεια σας, δεν μπορώ να έρθω στη συναυλία στις 19. Μπορείτε να μεταφέρετε τα "
        "δύο εισιτήρια της παραγγελίας {c_ord} στη φίλη μου {f_nr}; Το email της είναι "
        "{f_email}. Ευχαριστώ πολύ, {c_full}",
        "sms": "Γεια σας {c_first}, υπενθύμιση: η βιντεοκλήση με τον/την γιατρό {a_sur} είναι "
        "αύριο στις 10:30. Για αλλαγή καλέστε στο {a_land_x}.",
    },
}

HU_HU = {
    "lang": "hu",
    "region": "HU",
    "family_first": True,
    "female": "Eszter:Eszti; Katalin:Kati; Zsófia:Zsófi; Anna:Panni; Erzsébet:Erzsi; "
    "Judit:Jutka; Orsolya:Orsi; Krisztina:Kriszta; Nóra:Nóri; Réka",
    "male": "László:Laci; István:Pisti; Gábor:Gabi; Zoltán:Zoli; Péter:Peti; Balázs:Balu; "
    "Tamás:Tomi; Gergely:Gergő; Ferenc:Feri; Attila",
    "surnames": "Nagy; Kovács; Tóth; Szabó; Horváth; Varga; Molnár; Németh; Farkas; Balogh; "
    "Papp; Lakatos; Takács; Juhász",
    "common": "f=Virág; f=Hajnal; f=Tünde; m=Bátor; m=Szilárd",
    "hon": {"f": "asszony", "m": "úr", "after": True},
    "domains": "freemail.hu; gmail.com; citromail.hu",
    "streets": "Akácfa utca; Király utca; Váci út; Rákóczi út; Kossuth Lajos utca; Petőfi "
    "Sándor utca",
    "line": "{street} {no}.; {street} {no}. {unit}. emelet",
    "towns": "Budapest:107#; Budapest:113#; Debrecen:402#; Szeged:672#; Pécs:762#; Győr:902#",
    "addr": "{post} {town}, {line}",
    "iban": "HU",
    "cards": "visa; mastercard",
    "frames": {
        "recover": "Jó napot! Elhagytam a telefonomat, így nem kapom meg az ellenőrző kódot. "
        "Az új számom {c_mob}. Köszönöm, {c_first}",
        "wa1": "Szia! Az {c_ord} rendelés kézbesítettként látszik, de nem kaptam meg. "
        "A címem: {c_addr}",
        "wa2": "Ha nem vagyok otthon, a szomszédom, {f_first} átveszi, a száma {f_mob_s}",
        "fwd": "Jó napot! Kétszer vonták le az {c_ord} rendelés összegét. Kérem, a második "
        "terhelést utalják vissza erre a számlára: {c_pay}. Elérhető vagyok ezen a számon: "
        "{c_mob_i}. Üdvözlettel: {c_full}",
        "chat": "szia, {c_lower} vagyok, a fizetésnél hiba volt, de levonták a pénzt az {c_ord} "
        "rendelésért és nem jött visszaigazolás. az emailem {c_email}",
        "groc": "igen, a szójatej jó lesz, köszi. ha nem veszem fel, hagyják a szomszédnál "
        "vagy hívják ezt: {c_mob_i}",
        "tix": "Jó napot! Nem tudok elmenni a 19-i koncertre. Kérem, az {c_ord} rendelés két "
        "jegyét tegyék át a barátnőm nevére: {f_nr}, e-mail címe {f_email}. Köszönöm, "
        "{c_full}",
        "sms": "Kedves {c_first}! Emlékeztető: holnap 10:30-kor online konzultáció, orvos: "
        "dr. {a_sur}. Időpont módosítása: {a_land_x}.",
    },
}

TL_PH = {
    "lang": "tl",
    "region": "PH",
    "female": "Maricel:Cel; Rowena:Weng; Jennifer:Jen-Jen; Kristine:Tin; Maria Luisa:Malou; "
    "Rosalie:Sali; Angelica:Gel; Joanna:Joy; Mylene:Mye; Charmaine:Cha",
    "male": "Jericho:Echo; Mark Anthony:Macoy; Rodel:Dodong; Ronaldo:Nald; Jose Miguel:Migs; "
    "Arnel:Nel; Rogelio:Jhun; Efren:Ef; Bienvenido:Bien; Romeo:Meo",
    "surnames": "Santos; Reyes; dela Cruz; Bautista; Villanueva; Mendoza; Ramos; Aquino; "
    "Castillo; Manalo; Soriano; Dimaculangan; Pangilinan; Macaraeg",
    "common": "f=Ligaya; f=Tala; f=Lovely; f=Precious; m=Dakila",
    "hon": {"f": "Ma'am", "m": "Sir", "given": True},
    "domains": "gmail.com; yahoo.com; yahoo.com.ph",
    "streets": "Mahogany St.; Maginhawa St.; Kalayaan Ave.; Gorordo Ave.; Shaw Blvd.; "
    "Sampaguita St.",
    "line": "Blk {unit} Lot {no}, {street}; {no} {street}",
    "towns": "Brgy. Kapitolyo, Pasig City:1603; Brgy. Teachers Village, Quezon City:1101; "
    "Brgy. Poblacion, Makati City:1210; Lahug, Cebu City:6000; Matina, Davao City:8000",
    "addr": "{line}, {town} {post}",
    "cards": "visa; mastercard; jcb",
    "frames": {
        "recover": "Hi po, nawala po yung phone ko kaya hindi ko na makuha yung OTP. Bago ko "
        "pong number ay {c_mob}. Salamat po, {c_first}",
        "wa1": "Hello po, yung order ko na {c_ord} delivered daw pero wala pa po akong "
        "natatanggap. Address: {c_addr}",
        "wa2": "Kung wala po ako, pwede pong iabot sa kapitbahay ko na si {f_first}, number "
        "niya {f_mob_s}",
        "fwd": "Good evening po, dalawang beses po akong na-charge sa {c_ord}. Pakibalik po "
        "yung pangalawa sa card ko {c_pay}. Pwede niyo po akong tawagan sa {c_mob_i}. "
        "Salamat po, {c_full}",
        "chat": "hi po ako si {c_lower}, nag-error yung checkout pero nakaltasan ako para sa "
        "{c_ord}, walang confirmation. email ko {c_email}",
        "groc": "ok lang po yung soy milk, salamat. kung di ko po masagot, iwan na lang sa "
        "kapitbahay o tawag po kayo sa {c_mob_i}",
        "tix": "Hi po, hindi na po ako makakapunta sa concert sa 19. Pwede po bang ilipat "
        "yung dalawang ticket ng order {c_ord} sa kaibigan ko na si {f_nr}? Email niya ay "
        "{f_email}. Maraming salamat po, {c_full}",
        "sms": "Hi {c_first}, paalala: ang teleconsult mo kay Dr. {a_sur} ay bukas ng 10:30 "
        "AM. Para magpalit ng schedule, tumawag sa {a_land_x}.",
    },
}

FI_FI = {
    "lang": "fi",
    "region": "FI",
    "female": "Aino; Helmi; Venla; Emilia:Emmi; Kaisa:Kaikka; Sanna; Johanna:Jonna; Riikka; "
    "Maija:Maikki; Elina:Elli",
    "male": "Eino; Juhani:Jussi; Mikko; Matti:Masa; Antti:Anttu; Timo:Timppa; Pekka:Pekkis; "
    "Janne; Tuomas:Tumppi; Jukka:Jukkis",
    "surnames": "Virtanen; Korhonen; Mäkinen; Nieminen; Mäkelä; Hämäläinen; Laine; "
    "Heikkinen; Koskinen; Järvinen; Lehtonen; Salminen; Lindqvist; Kinnunen",
    "common": "f=Lumi; f=Aamu; f=Usva; m=Onni; m=Into",
    "hon": {"f": "rouva", "m": "herra"},
    "domains": "gmail.com; elisanet.fi; outlook.com; kolumbus.fi",
    "streets": "Mannerheimintie; Hämeenkatu; Aleksanterinkatu; Kauppakatu; Yliopistonkatu; Isokatu",
    "line": "{street} {no}; {street} {no} B {unit}",
    "towns": "Helsinki:005##; Helsinki:001##; Tampere:331##; Turku:205##; Oulu:901##; "
    "Jyväskylä:401##",
    "addr": "{line}, {post} {town}",
    "iban": "FI",
    "cards": "visa; mastercard",
    "frames": {
        "recover": "Hei, hukkasin puhelimeni enkä saa enää vahvistuskoodia. Uusi numeroni on "
        "{c_mob}. Kiitos, {c_first}",
        "wa1": "Moi, tilaus {c_ord} näkyy toimitettuna mutta en ole saanut mitään. "
        "Osoite: {c_addr}",
        "wa2": "Jos en ole kotona, naapurini {f_first} voi ottaa paketin, numero {f_mob_s}",
        "fwd": "Hei, minulta veloitettiin kahdesti tilauksesta {c_ord}. Palauttakaa toinen "
        "veloitus tilille {c_pay}. Minut tavoittaa numerosta {c_mob_i}. Ystävällisin "
        "terveisin, {c_full}",
        "chat": "moi, täällä {c_lower}, kassa kaatui ja rahat lähti tilauksesta {c_ord} mutta "
        "vahvistusta ei tullut. sähköposti {c_email}",
        "groc": "joo soijamaito käy, kiitos. jos en vastaa, jättäkää naapuriin tai "
        "soittakaa {c_mob_i}",
        "tix": "Hei, en pääse konserttiin 19. päivä. Voisitteko siirtää tilauksen {c_ord} "
        "kaksi lippua ystävälleni: {f_nr}, sähköposti {f_email}. Kiitos, {c_full}",
        "sms": "Hei {c_first}, muistutus: etävastaanotto huomenna klo 10.30, lääkäri "
        "{a_sur}. Ajan muutokset: {a_land_x}.",
    },
}

MI_NZ = {
    "lang": "mi",
    "region": "NZ",
    "female": "Anahera:Ana; Ngaio; Kiri:Kiki; Huia; Waimarie:Wai; Hinemoa:Hine; Mere; "
    "Roimata:Roi; Pania; Ngaire",
    "male": "Tamati:Tam; Wiremu:Wiri; Hemi; Rawiri:Rawi; Tane; Nikau; Matiu; Rewi; "
    "Hohepa:Hepa; Manaaki",
    "surnames": "Ngata; Parata; Poutama; Te Rangi; Horomona; Tipene; Wihongi; Karaka; Paewai; "
    "Kereama; Te Whata; Maihi; Pōmare; Tuhiwai",
    "common": "f=Aroha; f=Marama; f=Ataahua; m=Kahu; m=Tama",
    "hon": {"f": "Whaea", "m": "Matua", "given": True},
    "domains": "xtra.co.nz; gmail.com; outlook.co.nz",
    "streets": "Te Atatū Road; Great South Road; Fenton Street; Gladstone Road; Kamo Road; "
    "Victoria Avenue",
    "line": "{no} {street}; {unit}/{no} {street}",
    "towns": "Ōtara, Auckland:2023; Te Atatū Peninsula, Auckland:0610; Rotorua:3010; "
    "Gisborne:4010; Whangārei:0112; Whanganui:4500",
    "addr": "{line}, {town} {post}",
    "cards": "visa; mastercard; amex",
    "frames": {
        "recover": "Kia ora, kua ngaro taku waea, kāore e taea te whiwhi i te waehere. Ko taku "
        "nama hou ko {c_mob}. Ngā mihi, {c_first}",
        "wa1": "Kia ora, e kī ana kua tukuna te ota {c_ord}, engari kāore anō kia tae mai. "
        "Ko taku wāhitau: {c_addr}",
        "wa2": "Mēnā kāore au i te kāinga, mā taku hoa noho tata a {f_first} e tiki, ko "
        "tōna nama {f_mob_s}",
        "fwd": "Tēnā koutou, e rua ngā utu mō te ota {c_ord}. Tēnā whakahokia te utu tuarua "
        "ki te kāri {c_pay}. Waea mai ki {c_mob_i}. Nāku noa, {c_full}",
        "chat": "kia ora, ko {c_lower} tēnei, i hinga te checkout engari i tangohia te moni mō "
        "{c_ord}, kāore he īmēra whakaū. ko taku īmēra {c_email}",
        "groc": "āe, ka pai te miraka soy, ngā mihi. ki te kore au e whakautu, waiho ki te hoa "
        "noho tata, waea mai rānei ki {c_mob_i}",
        "tix": "Kia ora, kāore e taea e au te haere ki te konohete i te 19. Tēnā, nekehia ngā "
        "tīkiti e rua o te ota {c_ord} ki taku hoa a {f_nr}, ko tōna īmēra {f_email}. Ngā "
        "mihi nui, {c_full}",
        "sms": "Kia ora {c_first}, he whakamaumahara: tō hui ataata ki a Tākuta {a_sur} "
        "āpōpō 10:30am. Hei huri i te wā, waea atu ki {a_land_x}.",
    },
}
