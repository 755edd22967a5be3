"""Hand-typed tables, part C: the six languages no earlier exam used besides Guarani (in part B):
Inuktitut (Canadian syllabics), Cherokee (the syllabary), Assyrian Neo-Aramaic written with
Syriac script, Twi (Akan), Oromo. Customers in Nunavut, the Cherokee Nation and the Assyrian
diaspora of Iraq write to a support desk mostly in English with words and names of their own
language, and the frames do so. Typed by hand; no list was downloaded."""

from __future__ import annotations

IU_CA = {
    "locale": "iu_CA",
    "lang": "iu",
    "region": "CA",
    "domains": ("qiniq.com", "gmail.com", "northwestel.net"),
    "women": "ᐃᓕᓴᐱ=Elisapee, ᐋᓂ=Annie, ᓘᓯ=Lucy, ᓖᑎᐊ=Leetia, ᐆᐸ=Oopah, ᒫᑕ=Martha, ᓕᐊ=Leah, "
    "ᐱᑦᓯᐅᓛᒃ=Pitseolak, ᓇᓕ=Nellie, ᓴᓪᓕ=Sally",
    "men": "ᔮᓇᓯ=Joanasie, ᐸᐅᓘᓯ=Pauloosie, ᑕᒐᖅ=Tagak, ᔨᒥ=Jimmy, ᓇᓄᖅ=Nanuq, ᑐᓗᒐᖅ=Tulugaq, "
    "ᓕᕙᐃ=Levi, ᐲᑕ=Peter",
    "surnames": "ᐊᓲᓇ=Ashoona, ᐃᐱᓕ=Ipellie, ᕿᓚᐳᒃ=Kilabuk, ᓄᖓᖅ=Nungaq, ᐊᕐᓇᖁᖅ=Arnaquq, "
    "ᐊᒃᐸᓕᐊᓗᒃ=Akpalialuk, ᖃᖅᑲᓯᖅ=Qaqqasiq, ᐃᑑᓗᒃ=Eetoolook, ᐳᓪᓚᑦ=Pudlat",
    "words": "ᓯᕿᓂᖅ=Siqiniq, ᓄᕗᔭ=Nuvuja, ᐅᑲᓕᖅ=Ukaliq, ᐊᕿᒡᒋᖅ=Aqiggiq",
    "hon": ("Ms", "Mr"),
    "streets": "Niaqunngusiariaq, Queen Elizabeth Way, Mivvik Street, Federal Road, Apex Road",
    "towns": (
        ("Iqaluit", "X0A 0H0"),
        ("Pond Inlet", "X0A 0S0"),
        ("Rankin Inlet", "X0C 0G0"),
        ("Cambridge Bay", "X0B 0C0"),
        ("Arviat", "X0C 0E0"),
        ("Pangnirtung", "X0A 0R0"),
    ),
    "address": "{no} {street}, {town}, NU {pc}",
    "street_line": "{no} {street}",
    "issuers": ("visa", "mastercard", "amex"),
    "iban": None,
    "frames": {
        "kyc": "ᐊᐃ! ᐅᕙᖓ {full}. I uploaded my ID. ᐃᓪᓗᒐ: {address}. Phone: {mobile}. ᖁᔭᓐᓇᒦᒃ.",
        "gift": "ᐊᐃ, I bought a gift card for {friend} ({femail}), order {order}, but {fword} "
        "never got it. ᖁᔭᓐᓇᒦᒃ, {sign}",
        "review": "App keeps logging me out since the update. ᐊᔪᕐᓇᖅ. - {sign}",
        "lost": "I left my black bag on the plane to ᐃᖃᓗᐃᑦ. My friend {ffirst} can pick it up, "
        "her number is {fphone}.",
        "sms": "ᐊᐃ {first}, we found your bag. Call {landline}. ᖁᔭᓐᓇᒦᒃ.",
        "repair": "If I'm not home call my neighbour {friend} at {fphone}.",
        "subject": "Your order {order} has shipped",
        "dear": "ᐊᐃ {hon} {name}, ᖁᔭᓐᓇᒦᒃ for your order.",
        "bot1": "ai my order {order} never came. im {lower}",
        "bot2": "can you refund to {pay}",
        "home": "{a} and {b} live in the same house, {addr}. ᖁᔭᓐᓇᒦᒃ.",
    },
}

CHR_US = {
    "locale": "chr_US",
    "lang": "chr",
    "region": "US",
    "domains": ("gmail.com", "yahoo.com", "outlook.com"),
    "women": "ᎺᎵ=Mary/Molly, ᏌᎳ=Sarah/Sadie, ᎾᏂ=Nancy/Nan, ᎷᏏ=Lucy, ᎠᏂ=Annie, ᎴᏏ=Lacey, ᏓᎳ=Tara",
    "men": "ᏣᏂ=John/Johnny, ᏓᎹ=Tom/Tommy, ᏥᎻ=Jim, ᏌᎻ=Sam, ᏫᎵ=Will/Billy, ᎴᏂ=Lenny, ᏗᏂ=Denny",
    "surnames": "Sixkiller, Hummingbird, Swimmer, Wolfe, Squirrel, Christie, Walkingstick, "
    "Youngbird, Standingdeer, Pigeon, Soap, Crittenden",
    "words": "Summer, Autumn, Star, Robin",
    "roman_display": True,
    "hon": ("Ms", "Mr"),
    "streets": "Muskogee Avenue, Downing Street, Tsali Boulevard, Acquoni Road, Locust Street, "
    "Keetoowah Street",
    "towns": (
        ("Tahlequah, OK", "74464"),
        ("Stilwell, OK", "74960"),
        ("Cherokee, NC", "28719"),
        ("Hulbert, OK", "74441"),
        ("Jay, OK", "74346"),
        ("Vinita, OK", "74301"),
    ),
    "address": "{no} {street}, {town} {pc}",
    "street_line": "{no} {street}",
    "issuers": ("visa", "mastercard", "discover", "amex"),
    "iban": None,
    "frames": {
        "kyc": "ᎣᏏᏲ! My name is {full}. I uploaded my tribal ID card. Address: {address}, cell "
        "{mobile}. ᏩᏙ.",
        "gift": "ᎣᏏᏲ, I bought a gift card for {friend} ({femail}), order {order}, and {fword} "
        "never got it. ᏩᏙ, {sign}",
        "review": "Logs me out every time since the update. Please fix. ᏙᎾᏓᎪᎲᎢ - {sign}",
        "lost": "Left my backpack on the shuttle. My friend {ffirst} can pick it up, her number "
        "is {fphone}.",
        "sms": "ᎣᏏᏲ {first}, we found your bag. Call {landline} to pick it up. ᏩᏙ.",
        "repair": "If I'm not home, call my neighbor {friend} at {fphone}.",
        "subject": "Your order {order} has shipped",
        "dear": "ᎣᏏᏲ {hon} {name}, ᏩᏙ for your order.",
        "bot1": "hey my order {order} never showed up. this is {lower}",
        "bot2": "refund to {pay} please",
        "home": "{a} and {b} live at {addr}. We are siblings. ᏩᏙ.",
    },
}

SYR_IQ = {
    "locale": "syr_IQ",
    "lang": "syr",
    "region": "IQ",
    "domains": ("gmail.com", "yahoo.com", "hotmail.com"),
    "women": "ܫܡܝܪܡ=Shamiram, ܢܝܢܘܐ=Ninwe, ܡܪܝܡ=Maryam, ܣܪܐ=Sara, ܪܡܝܢܐ=Ramina, "
    "ܢܪܕܝܢ=Nardin, ܐܣܬܝܪ=Ester, ܐܠܝܫܒܥ=Elishba",
    "men": "ܐܫܘܪ=Ashur, ܣܪܓܘܢ=Sargon, ܢܝܢܘܣ=Ninos, ܝܘܢܢ=Yonan, ܫܡܥܘܢ=Shimun, "
    "ܒܢܝܡܝܢ=Benyamin/ܒܢܝ=Beni, ܕܢܚܐ=Denkha, ܐܕܝ=Addai, ܐܒܓܪ=Abgar",
    "surnames": "ܚܘܫܒܐ=Khoshaba, ܝܥܩܘܒ=Yacoub, ܥܘܕܝܫܘ=Odisho, ܫܠܝܡܘܢ=Shlimon, ܗܪܡܝܙ=Hermiz, "
    "ܬܐܘܡܐ=Toma, ܚܡܝܣ=Khamis, ܓܝܘܪܓܝܣ=Gewargis, ܝܘܚܢܢ=Youkhana, ܡܪܩܘܣ=Marcus",
    "words": "ܐܬܪܐ=Atra, ܢܗܪܝܢ=Nahrain, ܢܘܗܪܐ=Nuhra",
    "hon": ("Ms", "Mr"),
    "streets": "Ankawa Main Street, Street 60, Bakhtiari Street, Street 30, Ninawa Street",
    "towns": (
        ("Ankawa, Erbil", "44001"),
        ("Dohuk", "42001"),
        ("Alqosh, Nineveh", "41001"),
        ("Karrada, Baghdad", "10001"),
        ("Kirkuk", "36001"),
        ("Zakho", "42002"),
    ),
    "address": "House {no}, {street}, {town} {pc}",
    "street_line": "House {no}, {street}",
    "issuers": ("visa", "mastercard"),
    "iban": None,
    "frames": {
        "kyc": "ܫܠܡܐ! ܫܡܝ {full}. I uploaded my ID. Address: {address}, mobile {mobile}. ܒܣܝܡܐ.",
        "gift": "ܫܠܡܐ, I bought a gift card for {friend} ({femail}), order {order}, but {fword} "
        "never got it. ܒܣܝܡܐ, {sign}",
        "review": "The app logs me out after the update. Please fix it. ܒܣܝܡܐ - {sign}",
        "lost": "I forgot my black bag in the taxi. My friend {ffirst} can take it, her number is "
        "{fphone}.",
        "sms": "ܫܠܡܐ {first}, we found your bag. Call {landline}.",
        "repair": "If I'm not home, call my neighbour {friend} on {fphone}.",
        "subject": "Your order {order} has been sent",
        "dear": "ܫܠܡܐ {hon} {name}, ܒܣܝܡܐ for your order.",
        "bot1": "hi my order {order} did not come. ana {lower}",
        "bot2": "please refund to {pay}",
        "home": "{a} and {b} live at the same address, {addr}. We are siblings.",
    },
}

AK_GH = {
    "locale": "ak_GH",
    "lang": "ak",
    "region": "GH",
    "domains": ("gmail.com", "yahoo.com", "outlook.com"),
    "women": "Ama, Akua, Yaa, Afua/Afi, Abena, Akosua/Akos, Adwoa, Efua, Esi, Serwaa",
    "men": "Kwame, Kofi, Kwaku, Yaw, Kwabena/Kobby, Kwasi, Kojo, Kwadwo, Kwesi, Fiifi",
    "surnames": "Mensah, Owusu, Boateng, Sarpong, Osei, Appiah, Agyeman, Ofori, Darko, Amoah, "
    "Antwi, Acheampong",
    "words": "Comfort, Mercy, Patience, Charity",
    "hon": ("Madam", "Mr"),
    "streets": "Oxford Street, Ring Road East, Liberation Road, Spintex Road, Prempeh II Street",
    "towns": (
        ("Osu, Accra", "GA-###-####"),
        ("East Legon, Accra", "GA-###-####"),
        ("Dansoman, Accra", "GA-###-####"),
        ("Adum, Kumasi", "AK-###-####"),
        ("Asokwa, Kumasi", "AK-###-####"),
    ),
    "address": "House No. {no}, {street}, {town}, {pc}",
    "street_line": "House No. {no}, {street}",
    "issuers": ("visa", "mastercard"),
    "iban": None,
    "frames": {
        "kyc": "Maakye, me din de {full}. Mede me Ghana Card no ato so. Me address ne {address}, "
        "me nɔma ne {mobile}. Medaase.",
        "gift": "Metɔɔ gift card maa {friend} ({femail}), order {order}, nanso {fword} nnyaa. "
        "Medaase, {sign}",
        "review": "App no yi me fi mu bere biara. Mepa wo kyɛw, siesie. - {sign}",
        "lost": "Me bag tuntum no aka trotro no mu. Me adamfo {ffirst} betumi abegye, ne nɔma ne "
        "{fphone}.",
        "sms": "Maakye {first}, yɛahu wo bag no. Frɛ yɛn wɔ {landline}.",
        "repair": "Sɛ menni fie a, frɛ me fipamfo {friend} wɔ {fphone}.",
        "subject": "Wo order {order} no akɔ",
        "dear": "{hon} {name}, yɛda wo ase wɔ wo order no ho.",
        "bot1": "hello my order {order} no mmaeɛ. me ne {lower}",
        "bot2": "mepa wo kyɛw, refund kɔ {pay}",
        "home": "{a} ne {b} te address koro so: {addr}. Yɛyɛ nuanom.",
    },
}

OM_ET = {
    "locale": "om_ET",
    "lang": "om",
    "region": "ET",
    "domains": ("gmail.com", "yahoo.com", "ethionet.et"),
    "women": "Chaltu, Lalise, Boontu, Ayantu, Obsitu, Galane, Meron, Ebise, Tigist/Tigi, Sena",
    "men": "Gemechu/Gemme, Abdisa, Fayisa, Obsa, Chala, Lammi, Dawit/Dave, Kenenisa/Kene, "
    "Fikadu, Mulatu",
    "surnames": "Gudina, Hundessa, Bekele, Merga, Dhaba, Tufa, Jaleta, Lemma, Gemeda, Regassa, "
    "Tadesse, Abebe",
    "link": ("", ""),
    "words": "Biftu, Bilisee, Hawwii",
    "hon": ("Aadde", "Obbo"),
    "streets": "Bole Road, Kebele 04, Africa Avenue, Woreda 08, Kebele 12, Arada Street",
    "towns": (
        ("Addis Ababa", None),
        ("Adama", None),
        ("Jimma", None),
        ("Ambo", None),
        ("Bishoftu", None),
        ("Nekemte", None),
    ),
    "address": "House No. {no}, {street}, {town}",
    "street_line": "House No. {no}, {street}",
    "issuers": ("visa", "mastercard"),
    "iban": None,
    "frames": {
        "kyc": "Akkam, maqaan koo {full} jedhama. Waraqaa eenyummaa koo olkaaseera. Teessoon koo "
        "{address}, bilbilli koo {mobile}. Galatoomaa.",
        "gift": "Kaardii kennaa {friend} ({femail}) dhaaf bitadheera, ajaja {order}, garuu "
        "{fword} hin arganne. Galatoomaa, {sign}",
        "review": "Appiin kun erga haaromfamee booda yeroo hunda na baasa. Maaloo sirreessaa. - "
        "{sign}",
        "lost": "Boorsaan koo gurraachi baajaaja keessatti hafe. Hiriyaan koo {ffirst} fudhachuu "
        "dandeessi, lakkoofsi ishee {fphone}.",
        "sms": "Akkam {first}, boorsaa kee arganneerra. Lakkoofsa kana irratti nu bilbili: "
        "{landline}.",
        "repair": "Yoo mana hin jiraanne, ollaa koo {friend} lakkoofsa {fphone} irratti bilbilaa.",
        "subject": "Ajajni kee {order} ergameera",
        "dear": "{hon} {name}, ajaja keessaniif galatoomaa.",
        "bot1": "akkam, ajajni koo {order} hin dhufne. ani {lower}",
        "bot2": "maaloo maallaqa kaardii kana irratti deebisaa: {pay}",
        "home": "{a} fi {b} teessoo tokko irra jiraanna: {addr}. Obboleewwan dha.",
    },
}

LOCALES_C = (IU_CA, CHR_US, SYR_IQ, AK_GH, OM_ET)
