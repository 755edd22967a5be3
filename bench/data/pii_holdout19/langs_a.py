"""Greek, Hungarian, Finnish, Romanian and Slovak: names, places and sentence frames, typed by
hand. Entries: ``native=latin|nick=nicklatin|inflected`` (see people.py); the inflected form is
the one the frames ``mov`` and ``fam_done`` put the friend's name in (Greek genitive,
Hungarian dative, Finnish allative, Romanian dative, Slovak dative)."""

EL = {
    "locale": "el_GR",
    "lang": "el",
    "region": "GR",
    "iban": "GR",
    "script": "native",
    "lower_native": True,
    "order": "given_first",
    "issuers": ("visa", "mastercard"),
    "women": (
        "Ελένη=Eleni|Λένα=Lena|Ελένης",
        "Μαρία=Maria|Μαίρη=Mairi|Μαρίας",
        "Κατερίνα=Katerina|Κάτια=Katia|Κατερίνας",
        "Σοφία=Sofia||Σοφίας",
        "Δέσποινα=Despoina|Δέσπω=Despo|Δέσποινας",
        "Βασιλική=Vasiliki|Βάσω=Vaso|Βασιλικής",
        "Αθηνά=Athina|Νανά=Nana|Αθηνάς",
        "Γεωργία=Georgia|Γωγώ=Gogo|Γεωργίας",
        "Χριστίνα=Christina||Χριστίνας",
    ),
    "men": (
        "Γιώργος=Giorgos",
        "Νίκος=Nikos",
        "Δημήτρης=Dimitris|Μήτσος=Mitsos",
        "Κωνσταντίνος=Konstantinos|Κώστας=Kostas",
        "Παναγιώτης=Panagiotis|Τάκης=Takis",
        "Ιωάννης=Ioannis|Γιάννης=Giannis",
        "Αλέξανδρος=Alexandros|Αλέκος=Alekos",
        "Σπύρος=Spyros",
        "Θανάσης=Thanasis|Θάνος=Thanos",
    ),
    "surnames": (
        "Παπαδόπουλος=Papadopoulos/Παπαδοπούλου=Papadopoulou",
        "Νικολάου=Nikolaou",
        "Οικονόμου=Oikonomou",
        "Παπαδάκης=Papadakis/Παπαδάκη=Papadaki",
        "Κωνσταντινίδης=Konstantinidis/Κωνσταντινίδου=Konstantinidou",
        "Βλάχος=Vlachos/Βλάχου=Vlachou",
        "Μαυρίδης=Mavridis/Μαυρίδου=Mavridou",
        "Αντωνίου=Antoniou",
        "Καραγιάννης=Karagiannis/Καραγιάννη=Karagianni",
        "Τσακίρης=Tsakiris/Τσακίρη=Tsakiri",
    ),
    "common": ("Ελπίδα=Elpida||Ελπίδας", "Ειρήνη=Eirini||Ειρήνης", "Χαρά=Chara||Χαράς"),
    "streets": ("Ερμού", "Πατησίων", "Τσιμισκή", "Εγνατίας", "Ακαδημίας", "Μαιζώνος"),
    "towns": (
        "Αθήνα|105 63",
        "Θεσσαλονίκη|546 22",
        "Πάτρα|262 21",
        "Ηράκλειο|712 02",
        "Λάρισα|412 22",
        "Βόλος|382 21",
    ),
    "address": "{street} {n}, {postcode} {town}",
    "line": "{street} {n}",
    "domains": ("gmail.com", "yahoo.gr", "otenet.gr"),
    "frames": {
        "dep_subj": "Επιστροφή εγγύησης",
        "dep": "Καλησπέρα σας,\nΆφησα το διαμέρισμα στη διεύθυνση {addr} το Σάββατο, αλλά ο "
        "ιδιοκτήτης δεν μου έχει επιστρέψει ακόμα την εγγύηση. Παρακαλώ επιστρέψτε το ποσό εδώ: "
        "{refund}. Η συγκάτοικός μου {friend_full} μπορεί να το επιβεβαιώσει, το κινητό της "
        "είναι {friend_phone_nat}.\nΕυχαριστώ,\n{cust_nick}",
        "red_note": "Αν λείπω, αφήστε το δέμα στη γειτόνισσα, την {friend_cw}.",
        "red_sms": "{greet}, το δέμα {order} θα παραδοθεί ξανά αύριο. Αν λείπετε, θα το "
        "παραλάβει η {friend_cw}.",
        "inv": "Καλημέρα,\nπαρακαλώ εκδώστε ξανά το τιμολόγιο της παραγγελίας {order} στο όνομα "
        "{cust_formal}, αριθμός λογαριασμού {account}, διεύθυνση {addr}. Πλήρωσα με την κάρτα "
        "{card}.",
        "fam": "Γεια σας! Θέλω να προσθέσω τη φίλη μου {friend_full} στο οικογενειακό πρόγραμμα. "
        "Το email της είναι {friend_email} και το κινητό της {friend_phone_ps}. Ευχαριστώ! "
        "{cust_glued}🙏",
        "fam_done": "{cust_first}, η πρόσκληση στάλθηκε στο email της {friend_infl}.",
        "mov": "Την ημέρα της μετακόμισης τα κλειδιά θα είναι στο σπίτι της {friend_infl}.",
        "mem": "γεια, {cust_lower} εδώ. μπορείς να πληρώσεις τον λογαριασμό μου με την κάρτα "
        "{card};",
        "don": "Καλησπέρα, έκανα δωρεά στην εκστρατεία σας με την κάρτα {card}. Στείλτε την "
        "απόδειξη στο όνομα {cust_formal}, {addr}.\nΕυχαριστώ, {cust_nick}",
    },
}

HU = {
    "locale": "hu_HU",
    "lang": "hu",
    "region": "HU",
    "iban": "HU",
    "script": "latin",
    "lower_native": True,
    "order": "surname_first",
    "issuers": ("mastercard", "visa"),
    "women": (
        "Anna|Panni|Annának",
        "Eszter|Eszti|Eszternek",
        "Katalin|Kati|Katalinnak",
        "Zsófia|Zsófi|Zsófiának",
        "Réka||Rékának",
        "Dóra|Dóri|Dórának",
        "Ildikó|Ildi|Ildikónak",
        "Judit|Jutka|Juditnak",
        "Noémi|Noncsi|Noéminek",
        "Krisztina|Kriszti|Krisztinának",
    ),
    "men": (
        "László|Laci",
        "Gábor|Gabi",
        "Péter|Peti",
        "Zoltán|Zoli",
        "Tamás|Tomi",
        "Bence",
        "Attila",
        "Gergely|Gergő",
        "Ádám|Ádi",
    ),
    "surnames": (
        "Kovács",
        "Nagy",
        "Szabó",
        "Tóth",
        "Horváth",
        "Varga",
        "Molnár",
        "Németh",
        "Farkas",
        "Balogh",
        "Lakatos",
    ),
    "common": ("Virág||Virágnak", "Ibolya||Ibolyának", "Rózsa||Rózsának", "Hajnal||Hajnalnak"),
    "streets": (
        "Váci utca",
        "Andrássy út",
        "Rákóczi út",
        "Kossuth Lajos utca",
        "Széchenyi utca",
        "Dózsa György út",
    ),
    "towns": (
        "Budapest|1052",
        "Debrecen|4025",
        "Szeged|6720",
        "Pécs|7621",
        "Győr|9021",
        "Miskolc|3525",
    ),
    "address": "{postcode} {town}, {street} {n}",
    "line": "{street} {n}",
    "domains": ("freemail.hu", "gmail.com", "citromail.hu"),
    "frames": {
        "dep_subj": "Kaució visszafizetése",
        "dep": "Tisztelt Ügyfélszolgálat!\nSzombaton kiköltöztem a lakásból ({addr}), de a "
        "tulajdonos még mindig nem adta vissza a kauciót. Kérem, az összeget ide utalják "
        "vissza: {refund}. A lakótársam, {friend_full} megerősítheti, a száma "
        "{friend_phone_nat}.\nKöszönöm,\n{cust_nick}",
        "red_note": "Ha nem vagyok otthon, a csomagot a szomszéd veheti át: {friend_cw}.",
        "red_sms": "Kedves {greet}! A(z) {order} számú csomagját holnap újra kézbesítjük. Ha "
        "nincs otthon, {friend_cw} átveheti.",
        "inv": "Jó napot!\nKérem, állítsák ki újra a(z) {order} rendelés számláját "
        "{cust_formal} névre. Ügyfélszám: {account}. Cím: {addr}. A(z) {card} kártyával "
        "fizettem.",
        "fam": "Szia! Szeretnék hozzáadni valakit a családi csomaghoz: {friend_full}. E-mail: "
        "{friend_email}, telefon: {friend_phone_ps}. Köszi! {cust_glued}🙏",
        "fam_done": "{cust_first}, a meghívót elküldtük {friend_infl}.",
        "mov": "A költözés napján a kulcsokat {friend_infl} adom át.",
        "mem": "szia, {cust_lower} vagyok. ki tudod fizetni a számlámat ezzel a kártyával: {card}?",
        "don": "Jó napot! A(z) {card} kártyával adományoztam a gyűjtésükre. Kérem, az igazolást "
        "{cust_formal} névre küldjék erre a címre: {addr}.\nKöszönöm, {cust_nick}",
    },
}

FI = {
    "locale": "fi_FI",
    "lang": "fi",
    "region": "FI",
    "iban": "FI",
    "script": "latin",
    "lower_native": True,
    "order": "given_first",
    "issuers": ("visa", "mastercard", "amex"),
    "women": (
        "Liisa|Liisu|Liisalle",
        "Aino||Ainolle",
        "Sanna||Sannalle",
        "Kaisa|Kaisu|Kaisalle",
        "Johanna|Jonna|Johannalle",
        "Riikka||Riikalle",
        "Minna||Minnalle",
        "Päivi||Päiville",
        "Marjatta|Maikki|Marjatalle",
        "Outi||Outille",
    ),
    "men": (
        "Mikko",
        "Jukka",
        "Antti|Antsa",
        "Matti|Masa",
        "Juhani|Jussi",
        "Timo",
        "Pekka",
        "Ville|Vilppu",
        "Janne",
        "Heikki|Hessu",
    ),
    "surnames": (
        "Virtanen",
        "Korhonen",
        "Mäkinen",
        "Nieminen",
        "Mäkelä",
        "Hämäläinen",
        "Laine",
        "Koskinen",
        "Järvinen",
        "Lehtonen",
        "Salminen",
    ),
    "common": ("Tuuli||Tuulille", "Satu||Sadulle", "Helmi||Helmille", "Lumi||Lumille"),
    "streets": (
        "Mannerheimintie",
        "Hämeenkatu",
        "Aleksanterinkatu",
        "Puistokatu",
        "Kauppakatu",
        "Rantakatu",
    ),
    "towns": (
        "Helsinki|00100",
        "Tampere|33100",
        "Turku|20100",
        "Oulu|90100",
        "Jyväskylä|40100",
        "Kuopio|70100",
    ),
    "address": "{street} {n} B {k}, {postcode} {town}",
    "line": "{street} {n} B {k}",
    "domains": ("gmail.com", "outlook.com", "elisanet.fi"),
    "frames": {
        "dep_subj": "Vuokravakuuden palautus",
        "dep": "Hei,\nmuutin pois asunnosta ({addr}) lauantaina, mutta vuokranantaja ei ole "
        "vieläkään palauttanut vakuutta. Palauttakaa summa tähän: {refund}. Kämppikseni "
        "{friend_full} voi vahvistaa asian, hänen numeronsa on {friend_phone_nat}.\nKiitos,\n"
        "{cust_nick}",
        "red_note": "Jos en ole kotona, paketin voi jättää naapurille: {friend_cw}.",
        "red_sms": "Hei {greet}! Lähetyksesi {order} toimitetaan uudelleen huomenna. Jos et ole "
        "kotona, {friend_cw} voi vastaanottaa sen.",
        "inv": "Hei,\npyydän lähettämään tilauksen {order} laskun uudelleen nimellä "
        "{cust_formal}. Asiakasnumero {account}, osoite {addr}. Maksoin kortilla {card}.",
        "fam": "Moi! Haluaisin lisätä ystäväni perhepakettiin: {friend_full}. Sähköposti "
        "{friend_email}, puhelin {friend_phone_ps}. Kiitos! {cust_glued}🙏",
        "fam_done": "{cust_first}, kutsu lähetettiin {friend_infl}.",
        "mov": "Muuttopäivänä annan avaimet {friend_infl}.",
        "mem": "moi, {cust_lower} täällä. voitko maksaa laskuni tällä kortilla: {card}?",
        "don": "Hei, lahjoitin keräykseenne kortilla {card}. Lähettäkää kuitti nimellä "
        "{cust_formal} osoitteeseen {addr}.\nKiitos, {cust_nick}",
    },
}

RO = {
    "locale": "ro_RO",
    "lang": "ro",
    "region": "RO",
    "iban": "RO",
    "script": "latin",
    "lower_native": True,
    "order": "given_first",
    "issuers": ("mastercard", "visa"),
    "women": (
        "Maria||Mariei",
        "Elena|Lena|Elenei",
        "Ioana||Ioanei",
        "Andreea|Deea|Andreei",
        "Cristina||Cristinei",
        "Mihaela|Miha|Mihaelei",
        "Roxana|Roxi|Roxanei",
        "Irina||Irinei",
        "Daniela|Dana|Danielei",
    ),
    "men": (
        "Andrei",
        "Mihai",
        "Alexandru|Alex",
        "Ionuț",
        "Gheorghe|Gică",
        "Vlad",
        "Bogdan",
        "Radu",
        "Florin",
    ),
    "surnames": (
        "Popescu",
        "Ionescu",
        "Dumitrescu",
        "Stoica",
        "Gheorghiu",
        "Munteanu",
        "Dobre",
        "Rusu",
        "Lungu",
        "Ene",
        "Marinescu",
    ),
    "common": ("Doina||Doinei", "Speranța||Speranței", "Brândușa||Brândușei", "Viorica||Vioricăi"),
    "streets": (
        "Calea Victoriei",
        "Bd. Unirii",
        "Str. Republicii",
        "Str. Avram Iancu",
        "Str. Lipscani",
        "Bd. Carol I",
    ),
    "towns": (
        "București|030167",
        "Cluj-Napoca|400001",
        "Iași|700028",
        "Timișoara|300011",
        "Brașov|500030",
        "Constanța|900178",
    ),
    "address": "{street} nr. {n}, ap. {k}, {postcode} {town}",
    "line": "{street} nr. {n}, ap. {k}",
    "domains": ("yahoo.com", "gmail.com", "yahoo.ro"),
    "frames": {
        "dep_subj": "Returnarea garanției",
        "dep": "Bună ziua,\nm-am mutat sâmbătă din apartamentul de la adresa {addr}, dar "
        "proprietarul încă nu mi-a returnat garanția. Vă rog să returnați suma aici: {refund}. "
        "Colega mea de apartament, {friend_full}, poate confirma; numărul ei este "
        "{friend_phone_nat}.\nMulțumesc,\n{cust_nick}",
        "red_note": "Dacă nu sunt acasă, lăsați coletul la vecina mea, {friend_cw}.",
        "red_sms": "Bună, {greet}! Coletul {order} va fi livrat din nou mâine. Dacă nu sunteți "
        "acasă, îl poate primi {friend_cw}.",
        "inv": "Bună ziua,\nvă rog să reemiteți factura pentru comanda {order} pe numele "
        "{cust_formal}, cont {account}, adresa {addr}. Am plătit cu cardul {card}.",
        "fam": "Salut! Aș vrea să o adaug pe prietena mea, {friend_full}, în abonamentul de "
        "familie. Emailul ei e {friend_email}, telefonul {friend_phone_ps}. Mersi! "
        "{cust_glued}🙏",
        "fam_done": "{cust_first}, invitația a fost trimisă {friend_infl}.",
        "mov": "În ziua mutării îi dau cheile {friend_infl}.",
        "mem": "salut, sunt {cust_lower}. poți plăti factura mea cu cardul {card}?",
        "don": "Bună ziua, am donat pentru campania voastră cu cardul {card}. Vă rog trimiteți "
        "chitanța pe numele {cust_formal}, la adresa {addr}.\nMulțumesc, {cust_nick}",
    },
}

SK = {
    "locale": "sk_SK",
    "lang": "sk",
    "region": "SK",
    "iban": "",
    "script": "latin",
    "lower_native": True,
    "order": "given_first",
    "issuers": ("visa", "mastercard"),
    "women": (
        "Jana||Jane",
        "Zuzana|Zuzka|Zuzane",
        "Lucia|Lucka|Lucii",
        "Katarína|Katka|Kataríne",
        "Eva|Evka|Eve",
        "Lenka||Lenke",
        "Mária|Majka|Márii",
        "Veronika|Vero|Veronike",
        "Monika||Monike",
    ),
    "men": (
        "Peter|Peťo",
        "Martin|Maťo",
        "Michal|Mišo",
        "Tomáš|Tomi",
        "Ján|Jano",
        "Marek",
        "Juraj|Ďuro",
        "Ondrej",
        "Miroslav|Miro",
        "Lukáš",
    ),
    "surnames": (
        "Kováč/Kováčová",
        "Baláž/Balážová",
        "Lukáč/Lukáčová",
        "Novák/Nováková",
        "Hudák/Hudáková",
        "Oravec/Oravcová",
        "Šimko/Šimková",
        "Kráľ/Kráľová",
        "Polák/Poláková",
        "Mráz/Mrázová",
        "Urban/Urbanová",
    ),
    "common": ("Viera||Viere", "Zora||Zore", "Ruža||Ruži", "Nadežda||Nadežde"),
    "streets": ("Obchodná", "Hlavná", "Štúrova", "Mierová", "Kollárova", "Námestie SNP"),
    "towns": (
        "Bratislava|811 06",
        "Košice|040 01",
        "Žilina|010 01",
        "Nitra|949 01",
        "Prešov|080 01",
        "Banská Bystrica|974 01",
    ),
    "address": "{street} {n}, {postcode} {town}",
    "line": "{street} {n}",
    "domains": ("azet.sk", "gmail.com", "centrum.sk"),
    "frames": {
        "dep_subj": "Vrátenie kaucie",
        "dep": "Dobrý deň,\nbyt na adrese {addr} sme odovzdali v sobotu, ale prenajímateľ stále "
        "nevrátil kauciu. Prosím, vráťte sumu sem: {refund}. Moja spolubývajúca {friend_full} "
        "to môže potvrdiť, jej číslo je {friend_phone_nat}.\nĎakujem,\n{cust_nick}",
        "red_note": "Ak nie som doma, nechajte balík u susedy: {friend_cw}.",
        "red_sms": "Dobrý deň, {greet}! Zásielku {order} doručíme znova zajtra. Ak nebudete "
        "doma, prevezme ju {friend_cw}.",
        "inv": "Dobrý deň,\nprosím o novú faktúru k objednávke {order} na meno {cust_formal}, "
        "zákaznícke číslo {account}, adresa {addr}. Platba prebehla kartou {card}.",
        "fam": "Ahoj! Chcem pridať kamarátku do rodinného balíka: {friend_full}. E-mail "
        "{friend_email}, telefón {friend_phone_ps}. Vďaka! {cust_glued}🙏",
        "fam_done": "{cust_first}, pozvánku sme poslali {friend_infl}.",
        "mov": "V deň sťahovania dám kľúče {friend_infl}.",
        "mem": "ahoj, tu {cust_lower}. môžeš zaplatiť môj účet touto kartou: {card}?",
        "don": "Dobrý deň, dar na vašu zbierku bol zaplatený kartou {card}. Potvrdenie pošlite "
        "prosím na meno {cust_formal}, adresa {addr}.\nĎakujem, {cust_nick}",
    },
}

LOCALES_A = (EL, HU, FI, RO, SK)
