"""Northern Sami, Kalaallisut, Tigrinya, Tamazight (Morocco) and Hawaiian: names, places and
sentence frames, typed by hand. These customers write as many write to a support desk: Sami
and Greenlandic greetings and thanks around Norwegian and Danish, Tigrinya ones (Ge'ez script)
around English, Tamazight ones around French, Hawaiian words in English. Tigrinya names are a
given name and the father's name (``formal`` adds the grandfather's); Tamazight given names
have a Tifinagh spelling, checked letter by letter against the Unicode character names."""

SE = {
    "locale": "se_NO",
    "lang": "se",
    "region": "NO",
    "iban": "",
    "script": "latin",
    "lower_native": True,
    "order": "given_first",
    "issuers": ("visa", "mastercard"),
    "women": (
        "Máret Ánne",
        "Biret",
        "Elle",
        "Inga",
        "Risten",
        "Sunná",
        "Áile",
        "Láilá",
        "Ravdná",
    ),
    "men": (
        "Ánde",
        "Niillas",
        "Máhtte",
        "Jovnna",
        "Ovllá",
        "Issát",
        "Heaikka",
        "Ásllat",
        "Mihkkal",
    ),
    "surnames": (
        "Sara",
        "Gaup",
        "Eira",
        "Hætta",
        "Somby",
        "Buljo",
        "Utsi",
        "Turi",
        "Oskal",
        "Bongo",
    ),
    "common": ("Násti", "Sol", "Liv"),
    "streets": (
        "Storgata",
        "Hannoluohkka",
        "Finnmarksveien",
        "Markveien",
        "Kirkegata",
        "Sjøgata",
    ),
    "towns": (
        "Guovdageaidnu|9520",
        "Kárášjohka|9730",
        "Unjárga|9840",
        "Deatnu|9845",
        "Romsa|9008",
        "Áltá|9510",
    ),
    "address": "{street} {n}, {postcode} {town}",
    "line": "{street} {n}",
    "domains": ("gmail.com", "online.no", "hotmail.com"),
    "frames": {
        "dep_subj": "Depositum / ruhta ruovttoluotta",
        "dep": "Bures!\nJeg flyttet ut av leiligheten i {addr} på lørdag, men utleieren har "
        "fortsatt ikke betalt tilbake depositumet. Send beløpet hit: {refund}. Venninna mi "
        "{friend_full} bodde der med meg og kan bekrefte det, nummeret hennes er "
        "{friend_phone_nat}.\nGiitu,\n{cust_nick}",
        "red_note": "Hvis jeg ikke er hjemme, lever pakken til naboen: {friend_cw}.",
        "red_sms": "Bures {greet}! Pakken {order} kommer igjen i morgen. Er du ikke hjemme, kan "
        "{friend_cw} ta imot den.",
        "inv": "Bures,\nkan dere sende ny faktura for ordre {order} i navnet {cust_formal}? "
        "Kundenummer {account}, adresse {addr}. Jeg betalte med kortet {card}.\nDearvvuođat",
        "fam": "Bures! Jeg vil legge til ei venninne i familieabonnementet: {friend_full}. "
        "E-post {friend_email}, telefon {friend_phone_ps}. Giitu! {cust_glued}🙏",
        "fam_done": "{cust_first}, invitasjonen er sendt. {friend_first} får den snart.",
        "mov": "På flyttedagen har {friend_infl} nøklene.",
        "mem": "bures, mun lean {cust_lower}. kan du betale regningen min med dette kortet: "
        "{card}?",
        "don": "Bures, jeg ga en gave til innsamlingen deres med kortet {card}. Send kvitteringen "
        "i navnet {cust_formal}, {addr}.\nGiitu, {cust_nick}",
    },
}

KL = {
    "locale": "kl_GL",
    "lang": "kl",
    "region": "GL",
    "iban": "",
    "script": "latin",
    "lower_native": True,
    "order": "given_first",
    "issuers": ("visa", "mastercard"),
    "women": (
        "Aviaja",
        "Paninnguaq",
        "Najaaraq",
        "Ivalu",
        "Pipaluk",
        "Nukaaka",
        "Ane Sofie",
        "Malu",
    ),
    "men": (
        "Nuka",
        "Malik",
        "Inuk",
        "Aqqaluk",
        "Kunuk",
        "Minik",
        "Pavia",
        "Kaali",
        "Angunnguaq",
    ),
    "surnames": (
        "Lynge",
        "Kleist",
        "Motzfeldt",
        "Berthelsen",
        "Heilmann",
        "Petersen",
        "Olsen",
        "Kristiansen",
        "Enoksen",
        "Storch",
        "Kuitse",
    ),
    "common": ("Arnaq", "Sila", "Naja"),
    "streets": (
        "Aqqusinersuaq",
        "Imaneq",
        "Qullilerfik",
        "Hans Egedesvej",
        "Jukkorsuup Aqqusernga",
        "Issortarfimmut",
    ),
    "towns": (
        "Nuuk|3900",
        "Sisimiut|3911",
        "Ilulissat|3952",
        "Qaqortoq|3920",
        "Aasiaat|3950",
        "Maniitsoq|3912",
    ),
    "address": "{street} {n}, {postcode} {town}",
    "line": "{street} {n}",
    "domains": ("gmail.com", "greennet.gl", "hotmail.com"),
    "frames": {
        "dep_subj": "Depositum",
        "dep": "Aluu!\nJeg fraflyttede lejligheden på {addr} i lørdags, men udlejer har stadig "
        "ikke betalt depositum tilbage. Send venligst beløbet hertil: {refund}. Min veninde "
        "{friend_full} kan bekræfte det, hendes nummer er {friend_phone_nat}.\nQujanaq,\n"
        "{cust_nick}",
        "red_note": "Hvis jeg ikke er hjemme, så aflever pakken hos naboen: {friend_cw}.",
        "red_sms": "Aluu {greet}! Pakke {order} leveres igen i morgen. Er du ikke hjemme, kan "
        "{friend_cw} tage imod den.",
        "inv": "Aluu,\nkan I udstede fakturaen for ordre {order} igen i navnet {cust_formal}? "
        "Kundenummer {account}, adresse {addr}. Jeg betalte med kortet {card}.\n"
        "Inussiarnersumik inuulluaqqusillunga",
        "fam": "Aluu! Jeg vil gerne tilføje min veninde til familieabonnementet: {friend_full}. "
        "E-mail {friend_email}, telefon {friend_phone_ps}. Qujanaq! {cust_glued}🙏",
        "fam_done": "{cust_first}, invitationen er sendt. {friend_first} får den snart.",
        "mov": "På flyttedagen har {friend_infl} nøglerne.",
        "mem": "aluu, uanga {cust_lower}. kan du betale min regning med dette kort: {card}?",
        "don": "Aluu, jeg har givet et bidrag til jeres indsamling med kortet {card}. Send "
        "kvitteringen i navnet {cust_formal}, {addr}.\nQujanaq, {cust_nick}",
    },
}

TI = {
    "locale": "ti_ER",
    "lang": "ti",
    "region": "ER",
    "iban": "",
    "script": "native",
    "lower_native": False,
    "no_surname": True,
    "order": "given_first",
    "formal": "{g} {s} {p}",
    "issuers": ("visa", "mastercard"),
    "women": (
        "ሳባ=Saba",
        "ሉዋም=Luwam",
        "ሰምሃር=Semhar",
        "ኤልሳ=Elsa",
        "ሄለን=Helen",
        "ፊዮሪ=Fiori",
        "ሳምራዊት=Samrawit",
        "ዮርዳኖስ=Yordanos",
    ),
    "men": (
        "ሃብቶም=Habtom",
        "ኣማኑኤል=Amanuel",
        "ዮናስ=Yonas",
        "ሚካኤል=Mikael",
        "ዳዊት=Dawit",
        "ሰለሙን=Selemun",
        "መርሃዊ=Merhawi",
        "ሙሴ=Muse",
        "ፍሰሃ=Fsaha",
    ),
    "surnames": (
        "ተስፋይ=Tesfay",
        "ብርሃነ=Berhane",
        "ገብረመድህን=Gebremedhin",
        "ኪዳነ=Kidane",
        "ተኽለ=Tekle",
        "ኣብርሃም=Abraham",
        "ወልደሚካኤል=Woldemikael",
        "ሃይለ=Haile",
        "ዘርኣይ=Zerai",
    ),
    "patronyms": (
        "ተወልደ=Tewelde",
        "ኣስመሮም=Asmerom",
        "ኣርኣያ=Araya",
        "ሃብተ=Habte",
        "ስዩም=Seyoum",
        "በየነ=Beyene",
        "ገረዝጊሄር=Gerezgiher",
        "ጸጋይ=Tsegai",
    ),
    "common": ("ሰላም=Selam", "ጽጌ=Tsige", "ተስፋ=Tesfa"),
    "streets": (
        "Harnet Avenue",
        "Sematat Avenue",
        "Street 171-1",
        "Street 173-7",
        "Martyrs Avenue",
        "Bahti Meskerem Street",
    ),
    "towns": ("Asmara|", "Keren|", "Massawa|", "Mendefera|", "Dekemhare|", "Barentu|"),
    "address": "House {n}, {street}, {town}",
    "line": "House {n}, {street}",
    "domains": ("gmail.com", "yahoo.com"),
    "frames": {
        "dep_subj": "Deposit - ሰላም",
        "dep": "ሰላም,\nI moved out of the flat at {addr} on Saturday but the landlord has not "
        "returned my deposit yet. Please send it back here: {refund}. My friend {friend_full} "
        "lived there with me and can confirm, her number is {friend_phone_nat}.\nየቐንየለይ,\n"
        "{cust_nick}",
        "red_note": "If I am not home please leave it with my neighbour {friend_cw}. የቐንየለይ",
        "red_sms": "ሰላም {greet}! Your parcel {order} comes again tomorrow. If you are out, "
        "{friend_cw} will receive it.",
        "inv": "ሰላም,\nplease issue the invoice for order {order} again in the name "
        "{cust_formal}, account {account}, address {addr}. I paid with card {card}.\nምስ ሰላምታ",
        "fam": "ሰላም! I want to add my friend {friend_full} to the family plan. Her email "
        "{friend_email}, phone {friend_phone_ps}. የቐንየለይ! {cust_glued}🙏",
        "fam_done": "{cust_first}, the invite has been sent. {friend_first} will get it soon.",
        "mov": "On moving day the keys will be with {friend_infl}.",
        "mem": "selam, ane {cust_lower} iye. can you pay my bill with this card: {card}?",
        "don": "ሰላም, I gave to your appeal with card {card}. Please send the receipt in the name "
        "{cust_formal}, {addr}.\nየቐንየለይ, {cust_nick}",
    },
}

ZGH = {
    "locale": "zgh_MA",
    "lang": "zgh",
    "region": "MA",
    "iban": "",
    "script": "latin",
    "lower_native": True,
    "order": "given_first",
    "issuers": ("visa", "mastercard"),
    "women": (
        "ⵜⵉⵣⵉⵔⵉ=Tiziri",
        "ⵜⴰⵏⵉⵔⵜ=Tanirt",
        "ⴷⵉⵀⵢⴰ=Dihya",
        "ⵉⵜⵜⵓ=Itto",
        "ⵜⵉⵏⵀⵉⵏⴰⵏ=Tinhinan",
        "ⴼⴰⴹⵎⴰ=Fadma",
    ),
    "men": (
        "ⵢⵓⴱⴰ=Yuba",
        "ⵉⴷⵉⵔ=Idir",
        "ⴰⵏⵉⵔ=Anir",
        "ⴰⴽⵙⵉⵍ=Aksil",
        "ⴰⵎⴰⵢⴰⵙ=Amayas",
        "ⵎⴰⵙⵙⵉⵏ=Massin",
        "ⵎⵓⵃⴰ=Moha",
        "ⵃⴰⵎⵎⵓ=Hammou",
    ),
    "surnames": (
        "Oubella",
        "Ait Lahcen",
        "Amellal",
        "Ouhammou",
        "Ait Brahim",
        "Azergui",
        "Oulhaj",
        "Ikken",
        "Amazzal",
        "Ait Ouaziz",
    ),
    "common": ("ⵜⴰⴼⵙⵓⵜ=Tafsut", "ⵜⵉⴼⴰⵡⵜ=Tifawt", "ⵜⵓⴷⵔⵜ=Tudert"),
    "streets": (
        "Avenue Hassan II",
        "Rue Mohammed V",
        "Avenue Moulay Abdallah",
        "Hay Dakhla",
        "Rue Ibn Battouta",
        "Avenue Al Mouqawama",
    ),
    "towns": (
        "Agadir|80000",
        "Tiznit|85000",
        "Ouarzazate|45000",
        "Khénifra|54000",
        "Azrou|53100",
        "Tinghir|45800",
    ),
    "address": "{n}, {street}, {postcode} {town}",
    "line": "{n}, {street}",
    "domains": ("gmail.com", "menara.ma", "hotmail.fr"),
    "frames": {
        "dep_subj": "Caution - azul",
        "dep": "Azul,\nj'ai quitté l'appartement au {addr} samedi, mais le propriétaire n'a "
        "toujours pas rendu la caution. Merci de renvoyer le montant ici : {refund}. Mon amie "
        "{friend_full} habitait avec moi et peut confirmer, son numéro est {friend_phone_nat}.\n"
        "Tanmmirt,\n{cust_nick}",
        "red_note": "Si je ne suis pas là, laissez le colis chez la voisine : {friend_cw}.",
        "red_sms": "Azul {greet} ! Votre colis {order} sera relivré demain. Si vous êtes absent, "
        "{friend_cw} peut le recevoir.",
        "inv": "Azul,\nmerci de refaire la facture de la commande {order} au nom de "
        "{cust_formal}, compte {account}, adresse {addr}. J'ai payé avec la carte {card}.\n"
        "Tanmmirt",
        "fam": "Azul ! Je voudrais ajouter mon amie au forfait famille : {friend_full}. E-mail "
        "{friend_email}, tél. {friend_phone_ps}. Tanmmirt ! {cust_glued}🙏",
        "fam_done": "{cust_first}, l'invitation est partie. {friend_first} la recevra bientôt.",
        "mov": "Le jour du déménagement, les clés seront chez {friend_infl}.",
        "mem": "azul, isem inu {cust_lower}. tu peux payer ma facture avec cette carte : {card} ?",
        "don": "Azul, j'ai fait un don à votre collecte avec la carte {card}. Envoyez le reçu au "
        "nom de {cust_formal}, {addr}.\nTanmmirt, {cust_nick}",
    },
}

HAW = {
    "locale": "haw_US",
    "lang": "haw",
    "region": "US",
    "iban": "",
    "script": "latin",
    "lower_native": True,
    "order": "given_first",
    "issuers": ("discover", "jcb", "visa"),
    "women": (
        "Leilani|Lei",
        "Noelani|Noe",
        "Kaʻiulani",
        "Kēhau",
        "Nohea",
        "Healani",
        "Malia",
        "Puanani",
    ),
    "men": (
        "Kainoa|Noa",
        "Keoni",
        "Kalani",
        "Kekoa",
        "Ikaika",
        "Kaleo",
        "Kawika",
        "Keola",
    ),
    "surnames": (
        "Kahananui",
        "Akana",
        "Kealoha",
        "Kahale",
        "Kanahele",
        "Kamakau",
        "Kauhane",
        "Nāone",
        "Kaʻaihue",
        "Keawe",
    ),
    "common": ("Mahina", "Nani", "Mele", "Pua", "Hōkū"),
    "streets": (
        "Kalākaua Avenue",
        "Kapiʻolani Boulevard",
        "Kamehameha Highway",
        "Keʻeaumoku Street",
        "Aliʻi Drive",
        "Kīlauea Avenue",
    ),
    "towns": (
        "Honolulu|968##",
        "Hilo|96720",
        "Kailua-Kona|96740",
        "Kāneʻohe|96744",
        "Wailuku|96793",
        "Līhuʻe|96766",
    ),
    "address": "{n} {street}, {town}, HI {postcode}",
    "line": "{n} {street}",
    "domains": ("gmail.com", "hawaii.rr.com", "hawaiiantel.net"),
    "frames": {
        "dep_subj": "Deposit refund - mahalo",
        "dep": "Aloha,\nI moved out of the unit at {addr} on Saturday and the landlord still "
        "has not returned my deposit. Please send it back here: {refund}. My friend "
        "{friend_full} lived there with me and can confirm, her number is {friend_phone_nat}.\n"
        "Mahalo nui,\n{cust_nick}",
        "red_note": "If I'm not home please leave it with my neighbor {friend_cw}. Mahalo!",
        "red_sms": "Aloha {greet}! Your package {order} will be redelivered tomorrow. If you're "
        "out, {friend_cw} can take it.",
        "inv": "Aloha,\ncan you reissue the invoice for order {order} in the name "
        "{cust_formal}? Account {account}, address {addr}. I paid with card {card}.\n"
        "Me ke aloha",
        "fam": "Aloha! I'd like to add my friend to our ʻohana plan: {friend_full}. Email "
        "{friend_email}, phone {friend_phone_ps}. Mahalo! {cust_glued}🙏",
        "fam_done": "{cust_first}, the invite is on its way. {friend_first} will get it soon.",
        "mov": "On moving day the keys will be with {friend_infl}.",
        "mem": "aloha, {cust_lower} here. can you pay my bill with this card: {card}?",
        "don": "Aloha, I gave to your fundraiser with card {card}. Please send the receipt in "
        "the name {cust_formal}, {addr}.\nMahalo, {cust_nick}",
    },
}

LOCALES_C = (SE, KL, TI, ZGH, HAW)
