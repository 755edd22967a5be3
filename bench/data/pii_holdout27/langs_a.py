"""Names, places and sentence frames typed by hand for the first eight locales.

Every name is a ``(native, romanised)`` pair; for Latin-script locales the two are equal.
Frames are in the locale's language, with ``{friend}`` and ``{x}`` slots (``{sister}`` in the
household frame)."""

from __future__ import annotations


def same(words: str) -> tuple[tuple[str, str], ...]:
    """Latin-script names: native and romanised forms are the same string."""
    return tuple((w.replace("_", " "), w.replace("_", " ")) for w in words.split())


RO = {
    "locale": "ro_RO",
    "lang": "ro",
    "region": "RO",
    "women": same("Ioana Andreea Elena Mihaela Cristina Roxana"),
    "men": same("Andrei Mihai Bogdan Radu Vlad"),
    "surnames": same("Popescu Ionescu Dumitrescu Stoica Munteanu Constantinescu"),
    "streets": (
        "Strada Avram Iancu 14",
        "Bulevardul Unirii 27",
        "Strada Lipscani 5",
        "Calea Moșilor 112",
    ),
    "towns": (
        ("Cluj-Napoca", "400001"),
        ("Iași", "700028"),
        ("Brașov", "500036"),
        ("Timișoara", "300011"),
    ),
    "frames": (
        "Mi s-a luat plata de două ori pentru o singură cursă; prietena mea {friend} a folosit"
        " cealaltă bicicletă, numărul ei este {x}.",
        "Prietena mea {friend} va lua câinele duminică; telefonul ei este {x}.",
        "Vă rog să-mi trimiteți codul de transfer; prietena mea {friend} se ocupă de site."
        " Contul meu este {x}.",
        "Am lipsit de la examen pentru că am fost bolnav; {friend} poate confirma. Am plătit"
        " taxa, comanda {x}.",
        "Nu pot veni; {friend} va ridica pentru mine comanda {x}.",
        "Prietena mea {friend} vine cu mine; vă rog să mă luați de la {x}.",
        "Electricianul recomandat de {friend} a spus că totul e în regulă; vă rog să returnați"
        " avansul aici: {x}.",
    ),
    "hh": "Sora mea {sister} și cu mine locuim împreună; suntem două persoane diferite, vă rog"
    " să nu ne uniți conturile.",
    "hi": "Bună ziua",
    "pairs": (("Ioana", "Oana", "Ioana", "Oana"), ("Mirela", "Mirona", "Mirela", "Mirona")),
    "card": "mastercard2",
    "iban": "RO",
    "domains": ("yahoo.ro", "gmail.com"),
}

HU = {
    "locale": "hu_HU",
    "lang": "hu",
    "region": "HU",
    "surname_first": True,
    "women": same("Anna Eszter Zsófia Katalin Judit Noémi"),
    "men": same("Bence Gergely Tamás Péter Levente"),
    "surnames": same("Nagy Kovács Tóth Szabó Horváth Varga"),
    "streets": ("Andrássy út 23", "Váci utca 14", "Kossuth Lajos utca 8", "Petőfi Sándor utca 31"),
    "towns": (("Debrecen", "4025"), ("Szeged", "6720"), ("Pécs", "7621"), ("Győr", "9021")),
    "frames": (
        "Egy útért kétszer vontak le pénzt; a barátnőm, {friend} használta a másik biciklit,"
        " a száma {x}.",
        "A barátnőm, {friend} vasárnap viszi el a kutyát; a telefonszáma {x}.",
        "Kérem, küldjék el az átviteli kódot; a barátnőm, {friend} kezeli a weboldalt."
        " A fiókom: {x}.",
        "Betegség miatt kimaradtam a vizsgáról; {friend} igazolni tudja. A díjat befizettem,"
        " rendelés: {x}.",
        "Nem tudok menni; {friend} veszi át helyettem a rendelést: {x}.",
        "A barátnőm, {friend} elkísér; kérem, ezen a címen vegyenek fel: {x}.",
        "A villanyszerelő, akit {friend} ajánlott, azt mondta, minden rendben van; kérem,"
        " az előleget ide utalják vissza: {x}.",
    ),
    "hh": "A húgom, {sister} és én együtt lakunk; két különböző személy vagyunk, kérem, ne"
    " vonják össze a fiókjainkat.",
    "hi": "Jó napot",
    "pairs": (("Kata", "Kati", "Kata", "Kati"), ("Réka", "Rita", "Réka", "Rita")),
    "card": "visa",
    "iban": "HU",
    "domains": ("freemail.hu", "citromail.hu"),
}

EL = {
    "locale": "el_GR",
    "lang": "el",
    "region": "GR",
    "women": (
        ("Ελένη", "Eleni"),
        ("Κατερίνα", "Katerina"),
        ("Σοφία", "Sofia"),
        ("Δέσποινα", "Despoina"),
        ("Βασιλική", "Vasiliki"),
        ("Χριστίνα", "Christina"),
    ),
    "men": (
        ("Γιώργος", "Giorgos"),
        ("Νίκος", "Nikos"),
        ("Δημήτρης", "Dimitris"),
        ("Κώστας", "Kostas"),
        ("Γιάννης", "Giannis"),
    ),
    "surnames": (
        ("Οικονόμου", "Oikonomou"),
        ("Γεωργίου", "Georgiou"),
        ("Νικολάου", "Nikolaou"),
        ("Αλεξίου", "Alexiou"),
        ("Δημητρίου", "Dimitriou"),
        ("Ιωάννου", "Ioannou"),
    ),
    "streets": ("Ερμού 45", "Πανεπιστημίου 12", "Τσιμισκή 78", "Αγίου Νικολάου 9"),
    "towns": (
        ("Αθήνα", "105 63"),
        ("Θεσσαλονίκη", "546 24"),
        ("Πάτρα", "262 21"),
        ("Ηράκλειο", "712 02"),
    ),
    "frames": (
        "Με χρέωσαν δύο φορές για μία διαδρομή· η φίλη μου {friend} χρησιμοποίησε το άλλο"
        " ποδήλατο, το τηλέφωνό της είναι {x}.",
        "Η φίλη μου {friend} θα παραλάβει τον σκύλο την Κυριακή· το τηλέφωνό της είναι {x}.",
        "Παρακαλώ στείλτε μου τον κωδικό μεταφοράς· η φίλη μου {friend} διαχειρίζεται την"
        " ιστοσελίδα. Ο λογαριασμός μου είναι {x}.",
        "Έλειψα από την εξέταση επειδή ήμουν άρρωστος· η {friend} μπορεί να το επιβεβαιώσει."
        " Πλήρωσα το παράβολο, παραγγελία {x}.",
        "Δεν μπορώ να έρθω· η {friend} θα παραλάβει για μένα την παραγγελία {x}.",
        "Η φίλη μου {friend} θα έρθει μαζί μου· παρακαλώ να με πάρετε από τη διεύθυνση {x}.",
        "Ο ηλεκτρολόγος που πρότεινε η {friend} είπε ότι όλα είναι εντάξει· παρακαλώ"
        " επιστρέψτε την προκαταβολή εδώ: {x}.",
    ),
    "hh": "Η αδελφή μου {sister} κι εγώ μένουμε μαζί· είμαστε δύο διαφορετικά άτομα, παρακαλώ"
    " μην ενώσετε τους λογαριασμούς μας.",
    "hi": "Καλημέρα",
    "pairs": (("Μαρία", "Μαρίνα", "Maria", "Marina"), ("Άννα", "Άνθη", "Anna", "Anthi")),
    "card": "amex",
    "iban": None,
    "domains": ("otenet.gr", "gmail.com"),
}

DA = {
    "locale": "da_DK",
    "lang": "da",
    "region": "DK",
    "women": same("Mette Sofie Camilla Signe Trine Maja"),
    "men": same("Rasmus Mads Søren Jesper Anders"),
    "surnames": same("Jensen Nielsen Pedersen Kristensen Mortensen Thomsen"),
    "streets": ("Nørregade 18", "Vestergade 42", "Algade 7", "Søndergade 63"),
    "towns": (
        ("Aarhus C", "8000"),
        ("Odense C", "5000"),
        ("Aalborg", "9000"),
        ("Roskilde", "4000"),
    ),
    "frames": (
        "Jeg blev trukket to gange for én tur; min veninde {friend} kørte på den anden cykel,"
        " hendes nummer er {x}.",
        "Min veninde {friend} henter hunden søndag; hendes telefon er {x}.",
        "Send venligst overførselskoden; min veninde {friend} passer hjemmesiden. Min konto"
        " er {x}.",
        "Jeg var syg og missede eksamen; {friend} kan bekræfte det. Jeg har betalt gebyret,"
        " ordre {x}.",
        "Jeg kan ikke komme; {friend} henter ordre {x} for mig.",
        "Min veninde {friend} tager med; hent mig venligst på {x}.",
        "Elektrikeren, som {friend} anbefalede, siger, at alt er i orden; tilbagebetal venligst"
        " depositummet hertil: {x}.",
    ),
    "hh": "Min søster {sister} og jeg bor sammen; vi er to forskellige personer, så slå venligst"
    " ikke vores konti sammen.",
    "hi": "Hej",
    "pairs": (("Line", "Lise", "Line", "Lise"), ("Karen", "Karin", "Karen", "Karin")),
    "card": "visa",
    "iban": "DK",
    "domains": ("mail.dk", "gmail.com"),
}

HE = {
    "locale": "he_IL",
    "lang": "he",
    "region": "IL",
    "women": (
        ("יעל", "Yael"),
        ("מיכל", "Michal"),
        ("רונית", "Ronit"),
        ("אורית", "Orit"),
        ("הדס", "Hadas"),
        ("ליאת", "Liat"),
    ),
    "men": (
        ("יוסי", "Yossi"),
        ("אבי", "Avi"),
        ("דניאל", "Daniel"),
        ("איתי", "Itay"),
        ("עומר", "Omer"),
    ),
    "surnames": (
        ("כהן", "Cohen"),
        ("לוי", "Levi"),
        ("מזרחי", "Mizrahi"),
        ("פרץ", "Peretz"),
        ("ביטון", "Biton"),
        ("אברהם", "Avraham"),
    ),
    "streets": ("רחוב הרצל 12", "שדרות רוטשילד 40", "רחוב יפו 97", "רחוב ויצמן 5"),
    "towns": (
        ("חיפה", "3303120"),
        ("ירושלים", "9422304"),
        ("באר שבע", "8410501"),
        ("נתניה", "4240002"),
    ),
    "frames": (
        "חייבו אותי פעמיים על נסיעה אחת; החברה שלי {friend} רכבה על האופניים השניים, המספר"
        " שלה {x}.",
        "החברה שלי {friend} תאסוף את הכלב ביום ראשון; הטלפון שלה {x}.",
        "בבקשה שלחו לי את קוד ההעברה; החברה שלי {friend} מנהלת את האתר. מספר החשבון שלי {x}.",
        "לא הגעתי למבחן כי הייתי חולה; {friend} יכולה לאשר. שילמתי את האגרה, הזמנה {x}.",
        "אני לא יכול להגיע; {friend} תאסוף בשבילי את ההזמנה {x}.",
        "החברה שלי {friend} תבוא איתי; בבקשה לאסוף אותי מהכתובת {x}.",
        "החשמלאי שהמליצה עליו {friend} אמר שהכול בסדר; בבקשה להחזיר את הפיקדון לכאן: {x}.",
    ),
    "hh": "אחותי {sister} ואני גרים יחד; אנחנו שני אנשים שונים, בבקשה אל תמזגו את החשבונות שלנו.",
    "hi": "שלום",
    "pairs": (("תמר", "תמרה", "Tamar", "Tamara"), ("שירה", "שירי", "Shira", "Shiri")),
    "card": "mastercard",
    "iban": "IL",
    "domains": ("walla.co.il", "gmail.com"),
}

KN = {
    "locale": "kn_IN",
    "lang": "kn",
    "region": "IN",
    "women": (
        ("ಲಕ್ಷ್ಮಿ", "Lakshmi"),
        ("ಕಾವ್ಯ", "Kavya"),
        ("ಅನಿತಾ", "Anitha"),
        ("ಶ್ವೇತಾ", "Shwetha"),
        ("ರೇಖಾ", "Rekha"),
        ("ಪ್ರಿಯಾ", "Priya"),
    ),
    "men": (
        ("ರಮೇಶ್", "Ramesh"),
        ("ಸುರೇಶ್", "Suresh"),
        ("ಮಂಜುನಾಥ್", "Manjunath"),
        ("ಪ್ರಕಾಶ್", "Prakash"),
        ("ಕಿರಣ್", "Kiran"),
    ),
    "surnames": (
        ("ಗೌಡ", "Gowda"),
        ("ಹೆಗಡೆ", "Hegde"),
        ("ಶೆಟ್ಟಿ", "Shetty"),
        ("ರಾವ್", "Rao"),
        ("ಭಟ್", "Bhat"),
        ("ನಾಯಕ್", "Nayak"),
    ),
    "streets": (
        "12, 4th Cross, Jayanagar",
        "88 Sampige Road, Malleshwaram",
        "21 Sayyaji Rao Road",
        "7, 2nd Main, Vijayanagar",
    ),
    "towns": (
        ("Bengaluru", "560011"),
        ("Mysuru", "570001"),
        ("Mangaluru", "575001"),
        ("Hubballi", "580020"),
    ),
    "frames": (
        "ಒಂದೇ ಸವಾರಿಗೆ ಎರಡು ಬಾರಿ ಹಣ ಕಡಿತವಾಗಿದೆ; ನನ್ನ ಗೆಳತಿ {friend} ಇನ್ನೊಂದು ಸೈಕಲ್ ಬಳಸಿದಳು, ಅವಳ ಸಂಖ್ಯೆ {x}.",
        "ನನ್ನ ಗೆಳತಿ {friend} ಭಾನುವಾರ ನಾಯಿಯನ್ನು ಕರೆದುಕೊಂಡು ಹೋಗುತ್ತಾಳೆ; ಅವಳ ಫೋನ್ {x}.",
        "ದಯವಿಟ್ಟು ವರ್ಗಾವಣೆ ಕೋಡ್ ಕಳುಹಿಸಿ; ನನ್ನ ಗೆಳತಿ {friend} ವೆಬ್‌ಸೈಟ್ ನೋಡಿಕೊಳ್ಳುತ್ತಾಳೆ. ನನ್ನ ಖಾತೆ {x}.",
        "ಅನಾರೋಗ್ಯದಿಂದ ಪರೀಕ್ಷೆಗೆ ಹಾಜರಾಗಲಿಲ್ಲ; {friend} ಇದನ್ನು ದೃಢಪಡಿಸಬಹುದು. ಶುಲ್ಕ ಪಾವತಿಸಿದ್ದೇನೆ, ಆರ್ಡರ್ {x}.",
        "ನಾನು ಬರಲು ಆಗುವುದಿಲ್ಲ; ನನ್ನ ಪರವಾಗಿ {friend} ಆರ್ಡರ್ {x} ಪಡೆಯುತ್ತಾಳೆ.",
        "ನನ್ನ ಗೆಳತಿ {friend} ನನ್ನ ಜೊತೆ ಬರುತ್ತಾಳೆ; ದಯವಿಟ್ಟು ಈ ವಿಳಾಸದಿಂದ ಕರೆದುಕೊಂಡು ಹೋಗಿ: {x}.",
        "{friend} ಸೂಚಿಸಿದ ಎಲೆಕ್ಟ್ರಿಷಿಯನ್ ಎಲ್ಲವೂ ಸರಿಯಿದೆ ಎಂದರು; ದಯವಿಟ್ಟು ಠೇವಣಿಯನ್ನು ಇಲ್ಲಿಗೆ ಹಿಂತಿರುಗಿಸಿ: {x}.",
    ),
    "hh": "ನನ್ನ ತಂಗಿ {sister} ಮತ್ತು ನಾನು ಒಟ್ಟಿಗೆ ಇರುತ್ತೇವೆ; ನಾವು ಇಬ್ಬರು ಬೇರೆ ಬೇರೆ ವ್ಯಕ್ತಿಗಳು,"
    " ದಯವಿಟ್ಟು ನಮ್ಮ ಖಾತೆಗಳನ್ನು ವಿಲೀನ ಮಾಡಬೇಡಿ.",
    "hi": "ನಮಸ್ಕಾರ",
    "pairs": (("ಸುಮಾ", "ಸುಧಾ", "Suma", "Sudha"),),
    "card": "rupay",
    "iban": None,
    "domains": ("rediffmail.com", "gmail.com"),
}

FY = {
    "locale": "fy_NL",
    "lang": "fy",
    "region": "NL",
    "women": same("Sjoukje Jeltje Geartsje Wytske Froukje Tsjitske"),
    "men": same("Sjoerd Wybren Douwe Hessel Jelle"),
    "surnames": same("Hoekstra Dijkstra Postma Bosma Visser Wijnia"),
    "streets": ("Nieuwestad 42", "Tuinen 8", "Voorstreek 61", "Grote Kerkstraat 17"),
    "towns": (
        ("Ljouwert", "8911 CM"),
        ("Snits", "8601 BD"),
        ("Drachten", "9201 GB"),
        ("Harns", "8861 BK"),
    ),
    "frames": (
        "Ik bin twa kear belêste foar ien rit; myn freondinne {friend} ried op de oare fyts,"
        " har nûmer is {x}.",
        "Myn freondinne {friend} hellet de hûn op snein; har telefoan is {x}.",
        "Stjoer my asjebleaft de oerdrachtkoade; myn freondinne {friend} beheart de webside."
        " Myn akkount is {x}.",
        "Ik wie siik en haw it eksamen mist; {friend} kin dat befêstigje. Ik haw it jild"
        " betelle, oarder {x}.",
        "Ik kin net komme; {friend} hellet oarder {x} foar my op.",
        "Myn freondinne {friend} giet mei; helje my asjebleaft op by {x}.",
        "De elektrisiën dy't {friend} oanrekommandearre, seit dat alles goed is; stjoer de"
        " boarch asjebleaft werom nei: {x}.",
    ),
    "hh": "Myn suster {sister} en ik wenje tegearre; wy binne twa ferskillende minsken, fiegje"
    " ús akkounts asjebleaft net gear.",
    "hi": "Goeie",
    "pairs": (("Baukje", "Aukje", "Baukje", "Aukje"),),
    "card": "mastercard",
    "iban": "NL",
    "domains": ("ziggo.nl", "gmail.com"),
}

MI = {
    "locale": "mi_NZ",
    "lang": "mi",
    "region": "NZ",
    "women": same("Aroha Mere Hine Ataahua Marama Kahurangi"),
    "men": same("Tama Rawiri Wiremu Hemi Nikau"),
    "surnames": same("Ngata Parata Tipene Pomare Tawhiri Karaka"),
    "streets": ("14 Kāinga Road", "7 Tui Street", "52 Rata Avenue", "3 Pōhutukawa Drive"),
    "towns": (
        ("Rotorua", "3010"),
        ("Gisborne", "4010"),
        ("Whangārei", "0110"),
        ("Kaitaia", "0410"),
    ),
    "frames": (
        "E rua aku utu mō te haerenga kotahi; i eke taku hoa a {friend} i tērā atu pahikara,"
        " ko tana nama {x}.",
        "Ka tiki taku hoa a {friend} i te kurī ā te Rātapu; ko tana waea {x}.",
        "Tēnā, tukuna mai te waehere whakawhiti; ko taku hoa a {friend} te kaiwhakahaere o te"
        " pae tukutuku. Ko taku pūkete {x}.",
        "I māuiui ahau, i ngaro i ahau te whakamātautau; ka taea e {friend} te whakaū. Kua"
        " utua e au te utu, ota {x}.",
        "Kāore e taea e au te haere; mā {friend} e tiki te ota {x} mōku.",
        "Ka haere tahi taku hoa a {friend}; tēnā, tīkina mai ahau i {x}.",
        "I kī te kaihiko i tūtohutia e {friend} kei te pai katoa; tēnā, whakahokia te moni"
        " pupuri ki konei: {x}.",
    ),
    "hh": "E noho tahi ana māua ko taku tuahine a {sister}; he tangata rerekē māua, kaua e"
    " whakakotahi i ā māua pūkete.",
    "hi": "Kia ora",
    "pairs": (("Kiri", "Kura", "Kiri", "Kura"),),
    "card": "discover",
    "iban": None,
    "domains": ("xtra.co.nz", "gmail.com"),
}

LOCALES_A = (RO, HU, EL, DA, HE, KN, FY, MI)
