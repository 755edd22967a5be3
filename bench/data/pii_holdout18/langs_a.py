"""Hand-typed tables, part A: English (Ireland, South Africa), Danish, Norwegian Bokmal, Czech.

Per locale: given names (``Name/Nickname``), surnames (``Male/Female`` where they differ), given
names that are ordinary words (women's, for the gift-card friend), honorifics, streets and towns
with postcodes (``@`` a letter, ``*`` a letter or digit, ``#`` a digit), and eleven sentence
frames in the customer's language. Typed by hand; no list was downloaded."""

from __future__ import annotations

EN_IE = {
    "locale": "en_IE",
    "lang": "en",
    "region": "IE",
    "domains": ("gmail.com", "eircom.net", "outlook.ie"),
    "women": "Aoife, Siobhán/Shiv, Niamh, Caoimhe, Róisín/Rosie, Orla, Gráinne, Sinéad, "
    "Margaret/Maggie, Clodagh",
    "men": "Seán/Seanie, Cian, Oisín, Darragh, Pádraig/Paddy, Eoin, Donal, Fionn, Diarmuid/Dermo, "
    "Colm",
    "surnames": "Murphy, Kelly, O'Brien, Byrne, Ryan, Walsh, O'Sullivan, Doyle, McCarthy, "
    "Gallagher, Fitzgerald, Nolan",
    "words": "Grace, Holly, Dawn, Hope",
    "hon": ("Ms", "Mr"),
    "streets": "Leeson Street Upper, Rathgar Road, Clonliffe Avenue, Douglas Road, "
    "Sandymount Avenue, College Road",
    "towns": (
        ("Dublin 4", "D04 @***"),
        ("Dublin 6", "D06 @***"),
        ("Dublin 3", "D03 @***"),
        ("Cork", "T12 @***"),
        ("Galway", "H91 @***"),
        ("Limerick", "V94 @***"),
    ),
    "address": "{no} {street}, {town}, {pc}",
    "street_line": "{no} {street}",
    "issuers": ("visa", "mastercard"),
    "iban": "IE",
    "frames": {
        "kyc": "Hi, this is {full}. I've uploaded my passport now. Address is {address} and my "
        "mobile is {mobile}.",
        "gift": "I bought a gift card for {friend} ({femail}) on order {order} and {fword} still "
        "hasn't got it. Thanks a million, {sign}",
        "review": "Keeps logging me out since the last update, it's driving me mad. - {sign}",
        "lost": "Left my black backpack on the 46A. My friend {ffirst} can collect it, her "
        "number is {fphone}.",
        "sms": "Hi {first}, we found your bag. Ring us on {landline} to arrange collection.",
        "repair": "If I'm not in, ring my neighbour {friend} on {fphone}.",
        "subject": "Your order {order} is on its way",
        "dear": "Dear {hon} {name}, thanks for your order.",
        "bot1": "hi my parcel {order} never came. im {lower}",
        "bot2": "can u refund it to {pay}",
        "home": "{a} and {b} live at the same address, {addr}. We're siblings.",
    },
}

EN_ZA = {
    "locale": "en_ZA",
    "lang": "en",
    "region": "ZA",
    "domains": ("gmail.com", "webmail.co.za", "telkomsa.net"),
    "women": "Thandiwe/Thandi, Nomvula, Lerato, Palesa, Zanele, Anneke, Marietjie/Marie, "
    "Chantelle, Ayesha, Naledi",
    "men": "Sipho, Thabo, Themba, Bongani/Bongi, Pieter/Piet, Johannes/Hannes, Riaan, Lwazi, "
    "Kagiso/KG, Tshepo",
    "surnames": "Dlamini, Nkosi, Mokoena, Ndlovu, Khumalo, van der Merwe, Botha, Naidoo, Pillay, "
    "Mahlangu, Pretorius, Coetzee",
    "words": "Precious, Beauty, Blessing",
    "hon": ("Ms", "Mr"),
    "streets": "Jan Smuts Avenue, Vilakazi Street, Florida Road, Long Street, Main Road, "
    "Oxford Road",
    "towns": (
        ("Parkhurst, Johannesburg", "2193"),
        ("Orlando West, Soweto", "1804"),
        ("Morningside, Durban", "4001"),
        ("Observatory, Cape Town", "7925"),
        ("Hatfield, Pretoria", "0083"),
        ("Rosebank, Johannesburg", "2196"),
    ),
    "address": "{no} {street}, {town}, {pc}",
    "street_line": "{no} {street}",
    "issuers": ("visa", "mastercard", "amex"),
    "iban": None,
    "frames": {
        "kyc": "Hi there, my name is {full}. I uploaded my ID book. My address is {address}, "
        "cell {mobile}.",
        "gift": "I bought a voucher for {friend} ({femail}), order {order}, but {fword} never "
        "received it. Shot, {sign}",
        "review": "App crashes every time I load my card. Sort it out please. - {sign}",
        "lost": "Left my laptop bag in the Uber. My friend {ffirst} can fetch it, her cell is "
        "{fphone}.",
        "sms": "Hi {first}, we found your bag. Call us on {landline} to collect it.",
        "repair": "If I'm not home, phone my neighbour {friend} on {fphone}.",
        "subject": "Your order {order} has shipped",
        "dear": "Dear {hon} {name}, thank you for your order.",
        "bot1": "hey my order {order} hasnt arrived yet. this is {lower}",
        "bot2": "please refund to this card {pay}",
        "home": "{a} and {b} stay at the same address, {addr}. We are siblings.",
    },
}

DA_DK = {
    "locale": "da_DK",
    "lang": "da",
    "region": "DK",
    "domains": ("gmail.com", "hotmail.dk", "mail.dk"),
    "women": "Mette, Camilla, Line, Sofie/Fie, Katrine/Trine, Ida, Freja, Signe, Maja, Birgitte/Gitte",
    "men": "Mads, Rasmus/Rasse, Søren, Jens, Frederik/Frede, Christian/Chris, Anders, Mikkel, "
    "Kasper, Morten",
    "surnames": "Jensen, Nielsen, Hansen, Pedersen, Christensen, Larsen, Sørensen, Rasmussen, "
    "Jørgensen, Kjærgaard, Østergaard, Mortensen",
    "words": "Liv, Lærke, Sol, Maj",
    "hon": ("fru", "hr."),
    "streets": "Nørrebrogade, Vestergade, Jernbanegade, Algade, Strandvejen, Østerbrogade",
    "towns": (
        ("København N", "2200"),
        ("København Ø", "2100"),
        ("Aarhus C", "8000"),
        ("Odense C", "5000"),
        ("Aalborg", "9000"),
        ("Roskilde", "4000"),
    ),
    "address": "{street} {no}, {pc} {town}",
    "street_line": "{street} {no}",
    "issuers": ("visa", "mastercard"),
    "iban": "DK",
    "frames": {
        "kyc": "Hej, jeg hedder {full}. Jeg har uploadet mit pas. Min adresse er {address}, og I "
        "kan ringe på {mobile}.",
        "gift": "Jeg købte et gavekort til {friend} ({femail}) med ordre {order}, men {fword} har "
        "aldrig fået det. Mvh. {sign}",
        "review": "Appen logger mig ud hver gang efter opdateringen. Ret det venligst. /{sign}",
        "lost": "Jeg glemte min sorte rygsæk i bussen. Min veninde {ffirst} kan hente den, "
        "hendes nummer er {fphone}.",
        "sms": "Hej {first}, vi har fundet din taske. Ring til os på {landline} for at aftale "
        "afhentning.",
        "repair": "Hvis jeg ikke er hjemme, så ring til min nabo {friend} på {fphone}.",
        "subject": "Din ordre {order} er afsendt",
        "dear": "Kære {hon} {name}, tak for din bestilling.",
        "bot1": "hej, min pakke {order} er ikke kommet. jeg hedder {lower}",
        "bot2": "kan I refundere til {pay}?",
        "home": "{a} og {b} bor på samme adresse, {addr}. Vi er søskende.",
    },
}

NB_NO = {
    "locale": "nb_NO",
    "lang": "nb",
    "region": "NO",
    "domains": ("gmail.com", "online.no", "hotmail.no"),
    "women": "Ingrid, Kari, Silje, Marte, Ragnhild/Ragna, Solveig, Hanne, Tone, Astrid, "
    "Elisabeth/Lisa",
    "men": "Ola, Håkon, Eirik, Sindre, Torbjørn/Tobbe, Magnus, Øyvind, Kristoffer/Kris, Andreas, "
    "Vegard",
    "surnames": "Johansen, Olsen, Berg, Haugen, Bakken, Solberg, Dahl, Halvorsen, Eide, "
    "Kristiansen, Moen, Hagen",
    "words": "Liv, Lerke, Sol, Linnea",
    "hon": ("fru", "herr"),
    "streets": "Thorvald Meyers gate, Kongens gate, Storgata, Markveien, Nygårdsgaten, "
    "Bogstadveien",
    "towns": (
        ("Oslo", "0552"),
        ("Oslo", "0182"),
        ("Bergen", "5003"),
        ("Trondheim", "7011"),
        ("Tromsø", "9008"),
        ("Stavanger", "4006"),
    ),
    "address": "{street} {no}, {pc} {town}",
    "street_line": "{street} {no}",
    "issuers": ("visa", "mastercard"),
    "iban": "NO",
    "frames": {
        "kyc": "Hei, jeg heter {full}. Jeg har lastet opp passet mitt. Adressen min er "
        "{address}, og mobilnummeret er {mobile}.",
        "gift": "Jeg kjøpte et gavekort til {friend} ({femail}) med ordre {order}, men {fword} "
        "har aldri fått det. Hilsen {sign}",
        "review": "Appen logger meg ut hver gang etter oppdateringen. Fiks det! – {sign}",
        "lost": "Jeg glemte den svarte sekken min på trikken. Venninnen min {ffirst} kan hente "
        "den, nummeret hennes er {fphone}.",
        "sms": "Hei {first}, vi har funnet vesken din. Ring oss på {landline} for henting.",
        "repair": "Hvis jeg ikke er hjemme, ring naboen min {friend} på {fphone}.",
        "subject": "Ordren din {order} er sendt",
        "dear": "Kjære {hon} {name}, takk for bestillingen.",
        "bot1": "hei, pakken min {order} har ikke kommet. jeg heter {lower}",
        "bot2": "kan dere refundere til {pay}?",
        "home": "{a} og {b} bor på samme adresse, {addr}. Vi er søsken.",
    },
}

CS_CZ = {
    "locale": "cs_CZ",
    "lang": "cs",
    "region": "CZ",
    "domains": ("seznam.cz", "email.cz", "centrum.cz"),
    "women": "Tereza, Lucie, Kateřina/Káťa, Markéta, Jana, Petra, Veronika/Verča, Eliška, "
    "Barbora/Bára, Zuzana/Zuzka",
    "men": "Jakub/Kuba, Tomáš, Jiří/Jirka, Ondřej, Lukáš, Petr, Vojtěch/Vojta, Martin, Filip, "
    "Radek",
    "surnames": "Novák/Nováková, Svoboda/Svobodová, Dvořák/Dvořáková, Černý/Černá, "
    "Procházka/Procházková, Kučera/Kučerová, Veselý/Veselá, Horák/Horáková, "
    "Němec/Němcová, Pokorný/Pokorná, Beneš/Benešová, Fiala/Fialová",
    "words": "Zora, Vesna, Lada",
    "hon": ("paní", "pan"),
    "streets": "Vinohradská, Masarykova, Nádražní, Husova, Palackého, Korunní",
    "towns": (
        ("Praha 2", "120 00"),
        ("Praha 3", "130 00"),
        ("Brno", "602 00"),
        ("Ostrava", "702 00"),
        ("Plzeň", "301 00"),
        ("Olomouc", "779 00"),
    ),
    "address": "{street} {no}, {pc} {town}",
    "street_line": "{street} {no}",
    "issuers": ("visa", "mastercard"),
    "iban": "CZ",
    "frames": {
        "kyc": "Dobrý den, jmenuji se {full}. Občanský průkaz je nahraný. Moje adresa je "
        "{address}, telefon {mobile}.",
        "gift": "Objednávka {order}: dárková karta pro {friend} ({femail}), ale {fword} ji nikdy "
        "nedostala. Děkuji, {sign}",
        "review": "Aplikace mě po aktualizaci pořád odhlašuje. Opravte to prosím. – {sign}",
        "lost": "V tramvaji zůstal můj černý batoh. Kamarádka {ffirst} si ho může vyzvednout, "
        "její číslo je {fphone}.",
        "sms": "Dobrý den, {first}, našli jsme vaši tašku. Zavolejte nám na {landline}.",
        "repair": "Když nebudu doma, zavolejte prosím sousedce – {friend}, tel. {fphone}.",
        "subject": "Vaše objednávka {order} byla odeslána",
        "dear": "Dobrý den, {hon} {name}, děkujeme za objednávku.",
        "bot1": "dobry den, balik {order} neprisel. jsem {lower}",
        "bot2": "muzete vratit penize na {pay}?",
        "home": "{a} a {b} bydlí na stejné adrese, {addr}. Jsme sourozenci.",
    },
}

LOCALES_A = (EN_IE, EN_ZA, DA_DK, NB_NO, CS_CZ)
