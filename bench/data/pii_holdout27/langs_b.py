"""Names, places and sentence frames typed by hand for the last seven locales (see
``langs_a``). Suriname and Vanuatu addresses carry no postcode."""

from __future__ import annotations

from bench.data.pii_holdout27.langs_a import same

FUR = {
    "locale": "fur_IT",
    "lang": "fur",
    "region": "IT",
    "women": same("Caterine Agnese Lussie Gjulie Ane Mariute"),
    "men": same("Tite Bepi Checo Zuan Toni"),
    "surnames": same("Tomat Candotti Chiandussi Pittana Visintin Zanier"),
    "streets": ("Vie Mercatovecjo 12", "Borc Grazzan 5", "Vie Rome 33", "Vie Cavour 21"),
    "towns": (("Udin", "33100"), ("Cividât", "33043"), ("Glemone", "33013"), ("Tumieç", "33028")),
    "frames": (
        "Mi àn fat paiâ dôs voltis par une sole corse; la mê amie {friend} e à doprât chê"
        " altre biciclete, il so numar al è {x}.",
        "La mê amie {friend} e vignarà a cjoli il cjan domenie; il so telefon al è {x}.",
        "Par plasê, mandaitmi il codiç di trasferiment; la mê amie {friend} e gjestìs il sît."
        " Il gno account al è {x}.",
        "O jeri malât e o ai pierdût l'esam; {friend} e pues confermâlu. O ai paiât la tasse,"
        " ordin {x}.",
        "No pues vignî; {friend} e cjolarà par me l'ordin {x}.",
        "La mê amie {friend} e vignarà cun me; par plasê, vignît a cjolimi in {x}.",
        "L'eletricist che mi à consiât {friend} al dîs che dut al va ben; par plasê, tornait"
        " la capare chi: {x}.",
    ),
    "hh": "Mê sûr {sister} e jo o vivìn insieme; o sin dôs personis diferentis, par plasê no"
    " unît i nestris accounts.",
    "hi": "Mandi",
    "pairs": (("Rosute", "Rosine", "Rosute", "Rosine"),),
    "card": "amex",
    "iban": None,
    "domains": ("libero.it", "gmail.com"),
}

KI = {
    "locale": "ki_KE",
    "lang": "ki",
    "region": "KE",
    "women": same("Wambui Njeri Nyambura Wairimu Muthoni Wanjiku"),
    "men": same("Kamau Mwangi Njoroge Kariuki Githinji"),
    "surnames": same("Waweru Kimani Gitau Maina Ndungu Karanja"),
    "streets": ("Kimathi Street 12", "Gakere Road 7", "Biashara Street 19", "Kenyatta Road 3"),
    "towns": (("Nyeri", "10100"), ("Thika", "01000"), ("Murang'a", "10200"), ("Nakuru", "20100")),
    "frames": (
        "Nĩndarĩhirio maita meerĩ rũgendo rũmwe; mũrata wakwa {friend} nĩatũmĩrire"
        " baithikiri ĩyo ĩngĩ, namba yake nĩ {x}.",
        "Mũrata wakwa {friend} nĩekuoya ngui Kiumia; thimu yake nĩ {x}.",
        "Ndagũthaitha ũndũmĩre namba ya gũthamia; mũrata wakwa {friend} nĩwe ũrũmbũyagia"
        " website. Akaunti yakwa nĩ {x}.",
        "Ndaarĩ mũrũaru ngĩaga ithuthĩrio; {friend} no eere ũguo. Nĩndarĩhire, oda {x}.",
        "Ndingĩhota gũũka; {friend} nĩekunjoera oda {x}.",
        "Mũrata wakwa {friend} nĩegũthiĩ na niĩ; ndagũthaitha mũnjoe {x}.",
        "Mũthondeki wa mũriiko ũrĩa {friend} aanyonirie oigire maũndũ mothe nĩ mega;"
        " ndagũthaitha mũcookie mbeca ici: {x}.",
    ),
    "hh": "Niĩ na mwarĩ wa maitũ {sister} tũikaraga hamwe; tũrĩ andũ erĩ matiganĩte,"
    " ndamũthaitha mũtikanyitithanie akaunti citũ.",
    "hi": "Wĩmwega",
    "pairs": (("Wanjiru", "Wanjiku", "Wanjiru", "Wanjiku"),),
    "card": "visa",
    "iban": None,
    "domains": ("yahoo.com", "gmail.com"),
}

WAR = {
    "locale": "war_PH",
    "lang": "war",
    "region": "PH",
    "women": same("Maricel Jocelyn Rowena Lorna Geraldine Analyn"),
    "men": same("Rommel Danilo Arnel Joel Ramil"),
    "surnames": same("Abarquez Lagbas Ocenar Cinco Pacle Ybañez"),
    "streets": (
        "123 Real Street",
        "45 Avenida Veteranos",
        "8 Zamora Street",
        "17 P. Burgos Street",
    ),
    "towns": (
        ("Tacloban City", "6500"),
        ("Catbalogan", "6700"),
        ("Borongan", "6800"),
        ("Ormoc City", "6541"),
    ),
    "frames": (
        "Duha nga beses ako ginbayad para ha usa nga sakay; an akon sangkay nga hi {friend}"
        " an gumamit han usa pa nga bisikleta, an iya numero {x}.",
        "An akon sangkay nga hi {friend} an makuha han ayam ha Domingo; an iya telepono {x}.",
        "Alayon, ipadara an transfer code; an akon sangkay nga hi {friend} an nagdumara han"
        " website. An akon account {x}.",
        "Nagmasakit ako salit waray ako ha eksamen; hi {friend} an makakapamatuod. Nabayaran"
        " ko na an bayad, order {x}.",
        "Diri ako makakakadto; hi {friend} an makuha han order {x} para ha akon.",
        "Upod ko an akon sangkay nga hi {friend}; alayon, kuhaa ako ha {x}.",
        "An elektrisyan nga ginrekomenda ni {friend} nagsiring nga okay an ngatanan; alayon,"
        " iuli an deposito dinhi: {x}.",
    ),
    "hh": "Kami han akon bugto nga hi {sister} nag-uupod ha balay; duha kami nga magkaiba nga"
    " tawo, alayon ayaw pag-usaha an amon mga account.",
    "hi": "Maupay nga adlaw",
    "pairs": (("Marites", "Maritess", "Marites", "Maritess"),),
    "card": "jcb",
    "iban": None,
    "domains": ("yahoo.com.ph", "gmail.com"),
}

BAN = {
    "locale": "ban_ID",
    "lang": "ban",
    "region": "ID",
    "women": same("Ayu Sinta Wulan Ratna Yuliani Sekar"),
    "men": same("Agung Bagus Surya Dharma Putra"),
    "surnames": same("Wirawan Suarjana Mahendra Pradnyana Artawan Sudarsana"),
    "streets": ("Jalan Raya Ubud 18", "Jalan Gajah Mada 7", "Jalan Hanoman 33", "Jalan Bisma 4"),
    "towns": (
        ("Denpasar", "80112"),
        ("Gianyar", "80511"),
        ("Singaraja", "81113"),
        ("Tabanan", "82121"),
    ),
    "frames": (
        "Tiang kabayahang ping kalih antuk asiki perjalanan; timpal tiange {friend} nganggen"
        " sepeda sane lianan, nomer ipune {x}.",
        "Timpal tiange {friend} jagi nyemak cicing ring Redite; telepon ipune {x}.",
        "Nunas ledang kirimang kode transfer; timpal tiange {friend} sane ngurus website."
        " Akun tiange {x}.",
        "Tiang sungkan, nika mawinan tiang nenten rauh ka ujian; {friend} prasida nyaksiang."
        " Tiang sampun mayah, order {x}.",
        "Tiang nenten prasida rauh; {friend} jagi nyemak order {x} anggen tiang.",
        "Timpal tiange {friend} jagi sareng; nunas ledang jemput tiang ring {x}.",
        "Tukang listrik sane kasarananga olih {friend} ngaraos sami becik; nunas ledang"
        " uliang deposit ka: {x}.",
    ),
    "hh": "Tiang sareng adin tiange {sister} meneng sareng; tiang kalih anak sane malianan,"
    " nunas ledang sampunang nunggilang akun tiange.",
    "hi": "Om Swastiastu",
    "pairs": (("Dewi", "Devi", "Dewi", "Devi"),),
    "card": "unionpay",
    "iban": None,
    "domains": ("yahoo.co.id", "gmail.com"),
}

SRN = {
    "locale": "srn_SR",
    "lang": "srn",
    "region": "SR",
    "women": same("Gracia Rosita Melissa Giovanna Sandra Yvette"),
    "men": same("Ricardo Ronald Glenn Clifton Marlon"),
    "surnames": same("Pinas Vreden Linger Sabajo Esajas Zaalman"),
    "streets": (
        "Keizerstraat 112",
        "Domineestraat 23",
        "Zwartenhovenbrugstraat 8",
        "Gravenstraat 41",
    ),
    "towns": (("Paramaribo", ""), ("Lelydorp", ""), ("Nieuw Nickerie", ""), ("Moengo", "")),
    "frames": (
        "Den teki moni tu leisi gi wan waka nomo; mi mati {friend} ben rei a tra baisigri,"
        " en nummer na {x}.",
        "Mi mati {friend} o kon teki a dagu sonde; en telefon na {x}.",
        "Grantangi, seni a transfer code gi mi; mi mati {friend} e luku a website. Mi account"
        " na {x}.",
        "Mi ben siki, ede mi no ben kan go na a eksamen; {friend} kan taki dati. Mi pai a"
        " moni kaba, order {x}.",
        "Mi no man kon; {friend} o teki order {x} gi mi.",
        "Mi mati {friend} o kon nanga mi; grantangi, kon teki mi na {x}.",
        "A elektrisyen di {friend} ben gi mi, taki ala sani bun; grantangi, gi a deposito"
        " baka na: {x}.",
    ),
    "hh": "Mi sisa {sister} nanga mi e libi makandra; wi na tu difrenti sma, grantangi no"
    " poti wi account makandra.",
    "hi": "Fa waka",
    "pairs": (("Chantal", "Shantal", "Chantal", "Shantal"),),
    "card": "mastercard",
    "iban": None,
    "domains": ("sr.net", "gmail.com"),
}

BI = {
    "locale": "bi_VU",
    "lang": "bi",
    "region": "VU",
    "women": same("Roslyn Mereani Serah Nettie Lilly Annie"),
    "men": same("Ralph Kalo Samson Tari Jimmy"),
    "surnames": same("Kalsakau Natapei Molisa Tabimasmas Lini Bule"),
    "streets": ("Kumul Highway", "Rue Bougainville", "Lini Highway", "Rue Carnot"),
    "towns": (("Port Vila", ""), ("Luganville", ""), ("Isangel", ""), ("Lakatoro", "")),
    "frames": (
        "Oli sajem mi tu taem blong wan raed nomo; fren blong mi {friend} i yusum narafala"
        " baesikol, namba blong hem i {x}.",
        "Fren blong mi {friend} bambae i kam tekem dog long Sande; fon blong hem i {x}.",
        "Plis yu sendem transfer code; fren blong mi {friend} i lukaotem website. Akaon blong"
        " mi i {x}.",
        "Mi bin sik mo mi no bin go long eksam; {friend} i save talem. Mi pem fi finis, oda {x}.",
        "Mi no save kam; {friend} bambae i tekem oda {x} blong mi.",
        "Fren blong mi {friend} bambae i kam wetem mi; plis yu kam pikimap mi long {x}.",
        "Elektrisen we {friend} i talem i se evri samting i oraet; plis yu givimbak deposit"
        " long ples ia: {x}.",
    ),
    "hh": "Mi mo sista blong mi {sister} i stap tugeta; mitufala i tu defren man, plis yu no"
    " joinem akaon blong mitufala.",
    "hi": "Halo",
    "pairs": (("Elsie", "Elsa", "Elsie", "Elsa"),),
    "card": "visa",
    "iban": None,
    "domains": ("vanuatu.com.vu", "gmail.com"),
}

MAI = {
    "locale": "mai_NP",
    "lang": "mai",
    "region": "NP",
    "women": (
        ("पूजा", "Puja"),
        ("रीना", "Rina"),
        ("अनिता", "Anita"),
        ("सुनीता", "Sunita"),
        ("रूपा", "Rupa"),
        ("कविता", "Kabita"),
    ),
    "men": (
        ("राकेश", "Rakesh"),
        ("मनोज", "Manoj"),
        ("संजय", "Sanjay"),
        ("अजय", "Ajay"),
        ("विनोद", "Binod"),
    ),
    "surnames": (
        ("झा", "Jha"),
        ("मिश्र", "Mishra"),
        ("ठाकुर", "Thakur"),
        ("यादव", "Yadav"),
        ("कर्ण", "Karn"),
        ("चौधरी", "Chaudhary"),
    ),
    "streets": ("Station Road, Ward 4", "Bhanu Chowk 12", "Ramanand Chowk 7", "Murli Chowk 21"),
    "towns": (
        ("Janakpur", "45600"),
        ("Birgunj", "44300"),
        ("Rajbiraj", "56400"),
        ("Lahan", "56500"),
    ),
    "frames": (
        "एकहि यात्राक लेल हमरा सँ दू बेर पाइ काटल गेल; हमर सखी {friend} दोसर साइकिल चलौलनि,"
        " हुनक नम्बर {x} अछि।",
        "हमर सखी {friend} रवि दिन कुकुर लऽ जेतीह; हुनक फोन {x} अछि।",
        "कृपया ट्रान्सफर कोड पठाउ; हमर सखी {friend} वेबसाइट देखैत छथि। हमर खाता {x} अछि।",
        "हम बीमार छलहुँ, तेँ परीक्षा छूटि गेल; {friend} एकर पुष्टि कऽ सकैत छथि। शुल्क भरि देने छी, अर्डर {x}।",
        "हम नहि आबि सकैत छी; {friend} हमरा लेल अर्डर {x} लेतीह।",
        "हमर सखी {friend} हमरा संग औतीह; कृपया हमरा एहि ठाम सँ लऽ जाउ: {x}।",
        "{friend} द्वारा बताओल बिजली मिस्त्री कहलनि जे सब ठीक अछि; कृपया जमानत राशि एतऽ घुराउ: {x}।",
    ),
    "hh": "हमर बहिन {sister} आ हम संगे रहैत छी; हम दू अलग-अलग लोक छी, कृपया हमर खाता सभ नहि मिलाउ।",
    "hi": "प्रणाम",
    "pairs": (("सीता", "गीता", "Sita", "Gita"),),
    "card": "visa",
    "iban": None,
    "domains": ("wlink.com.np", "gmail.com"),
}

LOCALES_B = (FUR, KI, WAR, BAN, SRN, BI, MAI)
