"""Locales typed by hand (b): Irish, Amharic, Mongolian, Afrikaans, Welsh."""

GA = dict(
    locale="ga_IE",
    lang="ga",
    region="IE",
    iban="IE",
    card="mastercard2",
    order="gf",
    women=("Aoife", "Siobhán", "Caoimhe", "Niamh", "Róisín", "Gráinne"),
    common=("Aisling", "Fiadh"),
    men=("Seán", "Ciarán", "Pádraig", "Cathal", "Eoin"),
    surnames=(
        "Ó Murchú/Ní Mhurchú",
        "Ó Briain/Ní Bhriain",
        "Ó Ceallaigh/Ní Cheallaigh",
        "Mac Carthaigh/Nic Carthaigh",
        "Breathnach/Bhreathnach",
        "Ó Dónaill/Ní Dhónaill",
    ),
    nick={"Pádraig": "Páidí", "Caoimhe": "Caoimh"},
    dat={"Siobhán": "Shiobhán", "Caoimhe": "Chaoimhe", "Gráinne": "Ghráinne"},
    born=None,
    streets=("{n} Bóthar na Trá", "{n} Sráid Eyre", "{n} Bóthar an Chalaidh", "{n} Sráid Shéamais"),
    towns=(
        ("Gaillimh", "H91 E2K4"),
        ("Baile Átha Cliath", "D02 X285"),
        ("Corcaigh", "T12 K8AF"),
        ("An Daingean", "V92 F6P2"),
    ),
    addr="<<street>>, <<town>>, <<postcode>>",
    domains=("eircom.net", "gmail.com"),
    uni="universityofgalway.ie",
    pairs=(("Ciara|f", "Ciarán|m"),),
    f=(
        "Dia duit, ba mhaith liom íocaíocht mhíosúil a shocrú ón gcuntas <<pay>>. Ainm an "
        "chuntais: <<me>>.",
        "Fuair mé ríomhphost inniu le sonrasc a bhaineann le <<other>>. Ní liomsa é.",
        "D'oscail duine éigin cuntas i m'ainm agus seoladh an cárta chuig mo sheanseoladh, "
        "<<addr>>. Níl mé i mo chónaí ansin a thuilleadh.",
        "D'fhág ár gcomhghleacaí <<colleague>> an comhlacht. Bain a rochtain, le do thoil. "
        "Tógfaidh <<common>> a cuid ticéad.",
        "Beidh mé ag taisteal chun na Spáinne an tseachtain seo chugainn. Ná cuir bac ar mo "
        "chárta <<card>>. Is é m'uimhir <<phone>>.",
        "Goideadh mo ghuthán ar an mbus. Seol an fón nua chuig mo dheirfiúr; tabhair é do "
        "<<to>>, le do thoil.",
        "Is mac léinn mé in Ollscoil na Gaillimhe. Mo sheoladh ríomhphoist: <<unimail>>. An "
        "féidir an lascaine do mhic léinn a chur i bhfeidhm?",
    ),
    hh="Tá <<p1>> agus mé féin inár gcónaí le chéile, ach is daoine difriúla sinn. Ná cumaisc "
    "ár gcuntais, le do thoil.",
)

AM = dict(
    locale="am_ET",
    lang="am",
    region="ET",
    iban=None,
    card="visa",
    order="gf",
    women=(
        "መሠረት|Meseret",
        "ሰላማዊት|Selamawit",
        "ማርታ|Marta",
        "ራሔል|Rahel",
        "ቤተልሔም|Betelhem",
        "ትዕግሥት|Tigist",
    ),
    common=("ሕይወት|Hiwot", "ፀሐይ|Tsehay", "ብርቱካን|Birtukan"),
    men=("አበበ|Abebe", "ዳዊት|Dawit", "ሰለሞን|Solomon", "ተስፋዬ|Tesfaye", "ዮሐንስ|Yohannes"),
    surnames=("ከበደ|Kebede", "ተሰማ|Tessema", "በቀለ|Bekele", "ታደሰ|Tadesse", "ግርማ|Girma", "ወልዴ|Wolde"),
    nick={},
    dat={
        "መሠረት": "ለመሠረት",
        "ሰላማዊት": "ለሰላማዊት",
        "ማርታ": "ለማርታ",
        "ራሔል": "ለራሔል",
        "ቤተልሔም": "ለቤተልሔም",
        "ትዕግሥት": "ለትዕግሥት",
    },
    born=None,
    streets=(
        "Bole Road, House {n}",
        "Churchill Avenue {n}",
        "Africa Avenue {n}",
        "Piassa, Building {n}",
    ),
    towns=(("Addis Ababa", None), ("Bahir Dar", None), ("Hawassa", None), ("Adama", None)),
    addr="<<street>>, <<town>>",
    domains=("gmail.com", "yahoo.com", "ethionet.et"),
    uni="aau.edu.et",
    pairs=(("ሳባ|Saba|f", "ሳራ|Sara|f"),),
    f=(
        "ሰላም፣ ወርሃዊ ክፍያውን በካርዴ <<pay>> በራስ-ሰር መክፈል እፈልጋለሁ። የካርዱ ባለቤት፦ <<me>>።",
        "ዛሬ <<other>> በሚል ስም የተጻፈ ደረሰኝ ያለበት ኢሜይል ደርሶኛል። የእኔ አይደለም።",
        "አንድ ሰው በስሜ አካውንት ከፍቶ ካርዱን ወደ ቀድሞ አድራሻዬ ልኳል፦ <<addr>>። አሁን እዚያ አልኖርም።",
        "የሥራ ባልደረባችን <<colleague>> ሥራ ለቃለች። እባክዎ መዳረሻዋን ይዝጉ። ሥራዋን <<common>> ትረከባለች።",
        "በሚቀጥለው ሳምንት ወደ ኬንያ እሄዳለሁ። እባክዎ ካርዴን <<card>> አያግዱት። ስልኬ፦ <<phone>>።",
        "ስልኬ በታክሲ ውስጥ ተሰረቀ። እባክዎ አዲሱን ስልክ ለእህቴ <<to>> ይላኩ።",
        "በአዲስ አበባ ዩኒቨርሲቲ ተማሪ ነኝ። የተማሪ ኢሜይሌ፦ <<unimail>>። የተማሪ ቅናሽ ማግኘት እችላለሁ?",
    ),
    hh="<<p1>> እና እኔ አብረን እንኖራለን፤ ግን የተለያየን ሰዎች ነን። እባክዎ አካውንቶቻችንን አያዋህዱ።",
)

MN = dict(
    locale="mn_MN",
    lang="mn",
    region="MN",
    iban=None,
    card="unionpay",
    order="fg",
    women=(
        "Сарангэрэл|Sarangerel",
        "Оюунчимэг|Oyuunchimeg",
        "Болормаа|Bolormaa",
        "Номин|Nomin",
        "Ариунаа|Ariunaa",
        "Нарантуяа|Narantuyaa",
    ),
    common=("Цэцэг|Tsetseg", "Сарнай|Sarnai"),
    men=(
        "Батбаяр|Batbayar",
        "Ганбаатар|Ganbaatar",
        "Тэмүүлэн|Temuulen",
        "Энхболд|Enkhbold",
        "Мөнх-Эрдэнэ|Munkh-Erdene",
    ),
    surnames=(
        "Доржийн|Dorjiin",
        "Болдын|Boldyn",
        "Сүхбаатарын|Sukhbaataryn",
        "Цэрэнгийн|Tserengiin",
        "Эрдэнийн|Erdeniin",
        "Лхагвын|Lkhagvyn",
    ),
    nick={"Мөнх-Эрдэнэ": "Мөнхөө", "Сарангэрэл": "Сараа"},
    dat={
        "Сарангэрэл": "Сарангэрэлд",
        "Оюунчимэг": "Оюунчимэгт",
        "Болормаа": "Болормаад",
        "Номин": "Номинд",
        "Ариунаа": "Ариунаад",
        "Нарантуяа": "Нарантуяад",
    },
    born=None,
    streets=(
        "Энхтайвны өргөн чөлөө {n}",
        "Сөүлийн гудамж {n}",
        "Их тойруу {n}",
        "Жуулчны гудамж {n}",
    ),
    towns=(
        ("Улаанбаатар", "14200"),
        ("Дархан", "45000"),
        ("Эрдэнэт", "61000"),
        ("Хархорин", "23400"),
    ),
    addr="<<town>>, <<street>>, <<postcode>>",
    domains=("gmail.com", "yahoo.com", "mail.mn"),
    uni="stud.num.edu.mn",
    pairs=(("Тэмүүлэн|Temuulen|m", "Тэмүүжин|Temuujin|m"),),
    f=(
        "Сайн байна уу, сар бүрийн төлбөрийг <<pay>> картаас автоматаар төлөх тохиргоо "
        "хийлгэмээр байна. Карт эзэмшигч: <<me>>.",
        "Өнөөдөр <<other>> гэдэг хүний нэхэмжлэхтэй имэйл надад ирсэн. Энэ минийх биш.",
        "Хэн нэгэн миний нэр дээр данс нээгээд картыг хуучин хаяг руу минь явуулсан: <<addr>>. "
        "Би тэнд амьдрахаа больсон.",
        "Манай хамтран ажиллагч <<colleague>> ажлаас гарсан. Түүний эрхийг хаана уу. Ажлыг нь "
        "<<common>> хүлээж авна.",
        "Ирэх долоо хоногт Солонгос явна. <<card>> картыг минь битгий хаагаарай. Утас: <<phone>>.",
        "Миний утсыг автобусанд хулгайлсан. Шинэ утсыг дүү <<to>> илгээнэ үү.",
        "Би МУИС-ийн оюутан. Оюутны имэйл: <<unimail>>. Оюутны хөнгөлөлт авч болох уу?",
    ),
    hh="<<p1>> бид хоёр хамт амьдардаг ч өөр өөр хүмүүс. Бидний дансыг бүү нэгтгээрэй.",
)

AF = dict(
    locale="af_ZA",
    lang="af",
    region="ZA",
    iban=None,
    card="amex",
    order="gf",
    women=("Annelie", "Marietjie", "Elsabé", "Liesl", "Karin", "Riana"),
    common=("Roos",),
    men=("Pieter", "Johan", "Hendrik", "Francois", "Jaco", "Wynand"),
    surnames=("van der Merwe", "Botha", "Pretorius", "Steyn", "du Plessis", "Coetzee"),
    nick={"Hendrik": "Henk", "Pieter": "Piet", "Marietjie": "Mariet"},
    dat={},
    born="gebore",
    streets=("Kerkstraat {n}", "Dorpstraat {n}", "Langstraat {n}", "Voortrekkerweg {n}"),
    towns=(
        ("Stellenbosch", "7600"),
        ("Pretoria", "0002"),
        ("Bloemfontein", "9301"),
        ("Kaapstad", "8001"),
    ),
    addr="<<street>>, <<town>>, <<postcode>>",
    domains=("mweb.co.za", "gmail.com", "telkomsa.net"),
    uni="sun.ac.za",
    pairs=(("Hanlie|f", "Hannie|f"),),
    f=(
        "Goeiedag, ek wil graag die maandelikse betaling outomaties van my kaart <<pay>> laat "
        "aftrek. Naam op die kaart: <<me>>.",
        "Ek het vanoggend 'n e-pos gekry met 'n faktuur vir <<other>>. Dit is nie myne nie.",
        "Iemand het 'n rekening op my naam oopgemaak en die kaart na my ou adres gestuur: "
        "<<addr>>. Ek woon nie meer daar nie.",
        "Ons kollega <<colleague>> het bedank. Sal u asseblief haar toegang verwyder? "
        "<<common>> neem haar kaartjies oor.",
        "Ek reis volgende week na Namibië. Moet asseblief nie my kaart <<card>> blokkeer nie. "
        "My nommer is <<phone>>.",
        "My foon is in die taxi gesteel. Stuur asseblief die nuwe foon aan my suster, <<to>>.",
        "Ek studeer aan die Universiteit van Stellenbosch. My studente-e-pos is <<unimail>>. "
        "Kan ek die studenteafslag kry?",
    ),
    hh="<<p1>> en ek woon saam, maar ons is twee verskillende mense. Moet asseblief nie ons "
    "rekeninge saamvoeg nie.",
)

CY = dict(
    locale="cy_GB",
    lang="cy",
    region="GB",
    iban="GB",
    card="discover",
    order="gf",
    women=("Angharad", "Eleri", "Ffion", "Catrin", "Mair", "Gwenllian", "Delyth"),
    common=("Eira", "Heulwen"),
    men=("Rhys", "Dafydd", "Gethin", "Iwan", "Aled"),
    surnames=("Jones", "Evans", "Prydderch", "Llywelyn", "Morgan", "Huws"),
    nick={"Dafydd": "Dai", "Angharad": "Ang"},
    dat={"Catrin": "Gatrin", "Gwenllian": "Wenllian", "Mair": "Fair", "Delyth": "Ddelyth"},
    born="gynt",
    streets=("{n} Stryd Fawr", "{n} Heol y Frenhines", "{n} Ffordd y Môr", "{n} Rhodfa'r Gogledd"),
    towns=(
        ("Aberystwyth", "SY23 2AX"),
        ("Caernarfon", "LL55 1AT"),
        ("Caerdydd", "CF10 1EP"),
        ("Bangor", "LL57 1UT"),
    ),
    addr="<<street>>, <<town>>, <<postcode>>",
    domains=("btinternet.com", "gmail.com"),
    uni="aber.ac.uk",
    pairs=(("Siôn|m", "Siân|f"),),
    f=(
        "Helo, hoffwn i sefydlu debyd uniongyrchol misol o'r cyfrif <<pay>>. Enw deiliad y "
        "cyfrif: <<me>>.",
        "Ces i e-bost bore 'ma gydag anfoneb ar gyfer <<other>>. Nid fy anfoneb i yw hi.",
        "Agorodd rhywun gyfrif yn fy enw i ac anfon y cerdyn i'm hen gyfeiriad, <<addr>>. Dw i "
        "ddim yn byw yno bellach.",
        "Mae ein cydweithiwr <<colleague>> wedi gadael y cwmni. Tynnwch ei mynediad hi, os "
        "gwelwch yn dda. Bydd <<common>> yn cymryd ei thocynnau.",
        "Dw i'n teithio i Lydaw wythnos nesaf. Peidiwch â rhwystro fy ngherdyn <<card>>. Fy "
        "rhif i yw <<phone>>.",
        "Cafodd fy ffôn ei ddwyn ar y trên. Anfonwch y ffôn newydd i <<to>>, fy chwaer, os "
        "gwelwch yn dda.",
        "Dw i'n astudio ym Mhrifysgol Aberystwyth. Fy nghyfeiriad e-bost myfyriwr yw "
        "<<unimail>>. Ga i'r gostyngiad i fyfyrwyr?",
    ),
    hh="Mae <<p1>> a fi'n byw gyda'n gilydd, ond dau berson gwahanol ydyn ni. Peidiwch ag uno "
    "ein cyfrifon.",
)

LOCALES_B = (GA, AM, MN, AF, CY)
