"""Locales typed by hand (c): Occitan, Uyghur, Setswana, Sundanese, Lingala."""

OC = dict(
    locale="oc_FR",
    lang="oc",
    region="FR",
    iban="FR",
    card="visa",
    order="gf",
    women=("Joana", "Margarida", "Mirelha", "Alienòr", "Elisa", "Marieta"),
    common=("Ròsa", "Estela"),
    men=("Joan", "Pèire", "Guilhèm", "Bernat", "Ramon"),
    surnames=("Bonnafous", "Delpech", "Puech", "Laborde", "Castanier", "Vidal"),
    nick={"Guilhèm": "Guilhèmon", "Margarida": "Margot"},
    dat={},
    born="nascuda",
    streets=("{n} rue du Taur", "{n} rue des Arts", "{n} avenue de la Gare", "{n} rue Pasteur"),
    towns=(("Toulouse", "31000"), ("Montpellier", "34000"), ("Pau", "64000"), ("Rodez", "12000")),
    addr="<<street>>, <<postcode>> <<town>>",
    domains=("orange.fr", "laposte.net", "free.fr"),
    uni="etu.univ-tlse2.fr",
    pairs=(("Joan|m", "Joana|f"),),
    f=(
        "Bonjorn, voli pagar cada mes per prelevament automatic del compte <<pay>>. Titular: "
        "<<me>>.",
        "Ai recebut uèi un corrièl amb una factura de <<other>>. Es pas la mieuna.",
        "Qualqu'un a dobèrt un compte a mon nom e a mandat la carta a mon ancianta adreça: "
        "<<addr>>. Demòri pas pus aquí.",
        "Nòstra collèga <<colleague>> a quitat l'entrepresa. Mercés de li tampar l'accès. "
        "<<common>> pren sos tiquets.",
        "Parti en Catalonha la setmana que ven. Blocatz pas ma carta <<card>>, se vos plai. Mon "
        "numèro: <<phone>>.",
        "M'an raubat lo telefòn dins lo tren. Mandatz lo telefòn nòu a ma sòrre <<to>>, se vos "
        "plai.",
        "Estudii a l'Universitat de Tolosa. Mon adreça d'estudiant: <<unimail>>. Pòdi aver la "
        "remesa per estudiants?",
    ),
    hh="<<p1>> e ieu vivèm ensems, mas sèm doas personas diferentas. Mesclatz pas nòstres "
    "comptes, se vos plai.",
)

UG = dict(
    locale="ug_CN",
    lang="ug",
    region="CN",
    iban=None,
    card="unionpay",
    order="gf",
    women=(
        "گۈلنار|Gulnar",
        "مەھرىبان|Mehriban",
        "ئايگۈل|Aygul",
        "زۆھرە|Zohre",
        "پەرىدە|Peride",
        "نىگار|Nigar",
    ),
    common=("گۈل|Gul", "نۇر|Nur"),
    men=("ئەخمەت|Ehmet", "مۇھەممەت|Muhemmet", "ئابدۇللا|Abdulla", "ئەركىن|Erkin", "تۇرسۇن|Tursun"),
    surnames=(
        "قادىر|Qadir",
        "ئىمىن|Imin",
        "ھەسەن|Hesen",
        "توختى|Tokhti",
        "نىياز|Niyaz",
        "سايىت|Sayit",
    ),
    nick={},
    dat={
        "گۈلنار": "گۈلنارغا",
        "مەھرىبان": "مەھرىبانغا",
        "ئايگۈل": "ئايگۈلگە",
        "زۆھرە": "زۆھرەگە",
        "پەرىدە": "پەرىدەگە",
        "نىگار": "نىگارغا",
    },
    born=None,
    streets=(
        "Renmin Lu {n} hao",
        "Jiefang Nanlu {n} hao",
        "Xinhua Beilu {n} hao",
        "Youhao Lu {n} hao",
    ),
    towns=(("Urumqi", "830000"), ("Kashgar", "844000"), ("Yining", "835000"), ("Turpan", "838000")),
    addr="<<street>>, <<town>> <<postcode>>",
    domains=("163.com", "qq.com", "126.com"),
    uni="stu.xju.edu.cn",
    pairs=(("گۈلنار|Gulnar|f", "گۈلزار|Gulzar|f"),),
    f=(
        "ياخشىمۇسىز، ئايلىق ھەقنى <<pay>> كارتىدىن ئاپتوماتىك تۆلىمەكچى. كارتا ئىگىسى: <<me>>.",
        "بۈگۈن <<other>> نامىدىكى ھېسابات چېكى بار ئېلخەت تاپشۇرۇۋالدىم. بۇ مېنىڭ ئەمەس.",
        "بىرەيلەن مېنىڭ نامىمدا ھېسابات ئېچىپ، كارتىنى كونا ئادرېسىمغا ئەۋەتىپتۇ: <<addr>>. "
        "مەن ئۇ يەردە تۇرمايمەن.",
        "خىزمەتدىشىمىز <<colleague>> خىزمەتتىن ئايرىلدى. ئۇنىڭ ھوقۇقىنى تاقاپ قويۇڭ. ئىشلىرىنى "
        "<<common>> ئۆتكۈزۈۋالىدۇ.",
        "كېلەر ھەپتە قازاقىستانغا بارىمەن. <<card>> كارتامنى توختاتماڭ. تېلېفونۇم: <<phone>>.",
        "تېلېفونۇم ئاپتوبۇستا ئوغرىلاندى. يېڭى تېلېفوننى سىڭلىم <<to>> ئەۋەتىپ بېرىڭ.",
        "مەن شىنجاڭ ئۇنىۋېرسىتېتىنىڭ ئوقۇغۇچىسى. ئېلخېتىم: <<unimail>>. ئوقۇغۇچىلار ئېتىبارىدىن "
        "بەھرىمەن بولالامدىم؟",
    ),
    hh="<<p1>> ئىككىمىز بىللە تۇرىمىز، لېكىن ئىككى ئايرىم ئادەم. ھېساباتلىرىمىزنى بىرلەشتۈرمەڭ.",
)

TN = dict(
    locale="tn_BW",
    lang="tn",
    region="BW",
    iban=None,
    card="visa",
    order="gf",
    women=("Onalenna", "Keitumetse", "Tshepiso", "Gaone", "Masego", "Dikeledi"),
    common=("Boitumelo", "Lesedi", "Kagiso"),
    men=("Kabelo", "Kgosi", "Tebogo", "Oratile", "Mothusi"),
    surnames=("Mogapi", "Molefe", "Kgosietsile", "Sebina", "Modise", "Masire"),
    nick={"Keitumetse": "Kei", "Oratile": "Ora"},
    dat={},
    born=None,
    streets=(
        "Plot {n}, Nelson Mandela Drive",
        "Plot {n}, Independence Avenue",
        "Plot {n}, Khama Crescent",
        "Plot {n}, Nyerere Drive",
    ),
    towns=(("Gaborone", None), ("Francistown", None), ("Maun", None), ("Serowe", None)),
    addr="<<street>>, <<town>>",
    domains=("gmail.com", "yahoo.com", "btc.bw"),
    uni="ub.ac.bw",
    pairs=(("Masego|f", "Lesego|f"),),
    f=(
        "Dumela, ke batla go duela madi a kgwedi le kgwedi ka karata ya me <<pay>> ka bo yone. "
        "Leina la mong wa karata: <<me>>.",
        "Gompieno ke amogetse imeile e e nang le tuelo ya ga <<other>>. Ga se ya me.",
        "Mongwe o buleditse akhaonto ka leina la me mme a romela karata kwa aterese ya me ya "
        "bogologolo: <<addr>>. Ga ke sa tlhole ke nna teng.",
        "Mmereki ka rona <<colleague>> o tlogetse tiro. Ke kopa lo tswale tetla ya gagwe. "
        "<<common>> o tla tsaya ditiketi tsa gagwe.",
        "Ke ya Aforika Borwa beke e e tlang. Ke kopa lo se ka lwa thibela karata ya me "
        "<<card>>. Nomore ya me ke <<phone>>.",
        "Founu ya me e utswitswe mo thekising. Ke kopa lo romele founu e ntšha kwa go "
        "kgaitsadiake <<to>>.",
        "Ke moithuti kwa Yunibesithi ya Botswana. Imeile ya me ya baithuti ke <<unimail>>. A "
        "nka bona theolelo ya baithuti?",
    ),
    hh="Nna le <<p1>> re nna mmogo, mme re batho ba babedi ba ba farologaneng. Ke kopa lo se "
    "kopanye diakhaonto tsa rona.",
)

SU = dict(
    locale="su_ID",
    lang="su",
    region="ID",
    iban=None,
    card="mastercard",
    order="gf",
    women=("Euis", "Neneng", "Dewi", "Siti", "Rina", "Imas"),
    common=("Asih", "Endah"),
    men=("Asep", "Dadang", "Cecep", "Ujang", "Yayan"),
    surnames=("Sukmana", "Permana", "Hidayat", "Suryadi", "Gunawan", "Rahmat"),
    nick={"Dadang": "Dang", "Neneng": "Eneng"},
    dat={},
    born=None,
    streets=("Jl. Dago No. {n}", "Jl. Braga No. {n}", "Jl. Cihampelas No. {n}", "Jl. Riau No. {n}"),
    towns=(("Bandung", "40115"), ("Bogor", "16121"), ("Tasikmalaya", "46111"), ("Garut", "44151")),
    addr="<<street>>, <<town>> <<postcode>>",
    domains=("gmail.com", "yahoo.co.id"),
    uni="mail.unpad.ac.id",
    pairs=(("Euis|f", "Eulis|f"),),
    f=(
        "Punten, abdi hoyong mayar bulanan sacara otomatis ku kartu <<pay>>. Nami nu gaduh "
        "kartu: <<me>>.",
        "Dinten ieu abdi nampi email anu eusina tagihan kanggo <<other>>. Éta sanés kagungan abdi.",
        "Aya nu muka akun nganggo nami abdi sareng ngintunkeun kartu ka alamat abdi baheula: "
        "<<addr>>. Abdi tos teu cicing di dinya.",
        "Rerencangan damel urang, <<colleague>>, tos kaluar. Punten tutup aksésna. <<common>> "
        "anu bakal nampi tikétna.",
        "Minggu payun abdi badé ka Malaysia. Punten ulah meungpeuk kartu abdi <<card>>. Nomer "
        "abdi: <<phone>>.",
        "HP abdi dipaling di angkot. Punten kintunkeun HP énggal ka lanceuk abdi, <<to>>.",
        "Abdi mahasiswa di Universitas Padjadjaran. Email mahasiswa abdi: <<unimail>>. Naha "
        "abdi tiasa kénging diskon mahasiswa?",
    ),
    hh="Abdi sareng <<p1>> cicing babarengan, tapi urang téh dua jalma anu béda. Punten ulah "
    "ngahijikeun akun urang.",
)

LN = dict(
    locale="ln_CD",
    lang="ln",
    region="CD",
    iban=None,
    card="visa",
    order="gf",
    women=("Grâce", "Chancelvie", "Exaucée", "Nathalie", "Dorcas", "Merveille"),
    common=("Bolingo", "Esengo"),
    men=("Jean-Marie", "Patient", "Dieudonné", "Fiston", "Héritier"),
    surnames=("Mbuyi", "Tshibanda", "Mukendi", "Lukusa", "Kalonji", "Nzuzi"),
    nick={"Dieudonné": "Dido", "Jean-Marie": "Jeanma"},
    dat={},
    born=None,
    streets=(
        "{n}, avenue Kasa-Vubu",
        "{n}, avenue de la Justice",
        "{n}, avenue Kabambare",
        "{n}, avenue Tombalbaye",
    ),
    towns=(
        ("Kinshasa/Gombe", None),
        ("Kinshasa/Kalamu", None),
        ("Kisangani", None),
        ("Mbandaka", None),
    ),
    addr="<<street>>, <<town>>",
    domains=("gmail.com", "yahoo.fr"),
    uni="unikin.ac.cd",
    pairs=(("Patient|m", "Patience|f"),),
    f=(
        "Mbote, nalingi kofuta mbongo ya sanza na sanza na karte na ngai <<pay>>. Nkombo ya "
        "nkolo ya karte: <<me>>.",
        "Lelo nazwi email moko na fakture ya <<other>>. Ezali ya ngai te.",
        "Moto moko afungoli konti na nkombo na ngai mpe atindi karte na adresi na ngai ya kala: "
        "<<addr>>. Nafandaka kuna lisusu te.",
        "Moninga na biso ya mosala <<colleague>> atiki mosala. Bokanga nzela na ye, svp. "
        "<<common>> akozwa mosala na ye.",
        "Poso ekoya nakokende na Brazzaville. Bokanga karte na ngai <<card>> te, svp. Nimero na "
        "ngai: <<phone>>.",
        "Bayibi telefone na ngai na taxi-bus. Botinda telefone ya sika epai ya ndeko na ngai ya "
        "mwasi <<to>>, svp.",
        "Nazali moyekoli na Université de Kinshasa. Email na ngai ya moyekoli: <<unimail>>. "
        "Nakoki kozwa remise ya bayekoli?",
    ),
    hh="Ngai na <<p1>> tofandaka esika moko, kasi tozali bato mibale ya kokesana. Bosangisa "
    "ba konti na biso te, svp.",
)

LOCALES_C = (OC, UG, TN, SU, LN)
