"""Five locales no entry of the data test uses (Kirundi, Asturian, Tetum, Tok Pisin, Sorani
Kurdish): names, places and sentence frames, typed by hand."""

from __future__ import annotations

RN = {
    "locale": "rn_BI",
    "region": "BI",
    "latin": True,
    "women": ("Chantal", "Gloriose", "Aline", "Nadine", "Irakoze", "Belyse"),
    "men": ("Eric", "Didier", "Aimé", "Fabrice", "Jospin"),
    "surnames": ("Niyonkuru", "Hakizimana", "Bigirimana", "Niyongabo", "Ndikumana", "Nahimana"),
    "words": ("Ineza", "Keza", "Amahoro"),
    "nicks": {"Gloriose": "Glo", "Belyse": "Lyse", "Fabrice": "Fab"},
    "streets": (
        "Avenue de l'Université {n}",
        "Boulevard du Peuple Murundi {n}",
        "Chaussée Prince Louis Rwagasore {n}",
        "Avenue de la Mission {n}",
    ),
    "towns": (("Bujumbura", ""), ("Gitega", ""), ("Ngozi", ""), ("Rumonge", "")),
    "addr": "town_pc",
    "frames": (
        "Narungikiye amafaranga {friend} hashize imisi itatu, ariko ntararonka. Inomero yanje ni "
        "{phone}.",
        "Ivalize yanje ntiyashitse. Muraza muyishikirize ku mugenzi wanje {friend_gen}: {addr}. "
        "Mumpamagare kuri {phone}.",
        "Ndashaka kuriha amafaranga y'ishure mu bice bitatu. {friend} azoriha igice. Mukure ku "
        "ikarata yanje {card}.",
        "SIM yanje {phone} yarahagaritswe. Izina riri ku ikarata karangamuntu yanje ni {full}.",
        "Muraza murungikire {friend_dat} ubutumire bwo gusangira ubukode, imeyili yiwe ni {email}.",
        "Nasavye isuzuma ry'igisenge kuri {addr}. Nimba ingwati isubijwe, muyirungike kuri {pay}.",
        "Ndashaka gutanga amaraso hamwe n'umugenzi wanje {friend}. Inomero yiwe ni {fphone}.",
    ),
    "household": "Jewe na mushiki wanje {p1} tuba kuri aderesi imwe, ariko ntimuhuze konti zacu.",
    "pairs": (("Kaneza", "Keza"),),
    "mail": ("gmail.com", "yahoo.fr"),
}

AST = {
    "locale": "ast_ES",
    "region": "ES",
    "latin": True,
    "women": ("Covadonga", "Llucía", "Marta", "Noelia", "Aida", "Montse"),
    "men": ("Pelayo", "Iyán", "Xicu", "Xosé", "Andrés"),
    "surnames": ("Fernández", "Menéndez", "Suárez", "Álvarez", "Fidalgo", "Cuesta"),
    "words": ("Alba", "Rosa", "Estrella"),
    "nicks": {"Covadonga": "Cova", "Noelia": "Noe", "Andrés": "Andresín"},
    "streets": (
        "Calle Uría {n}",
        "Avenida de la Costa {n}",
        "Calle Corrida {n}",
        "Calle Cervantes {n}",
    ),
    "towns": (("Uviéu", "33003"), ("Xixón", "33201"), ("Avilés", "33401"), ("Llangréu", "33930")),
    "addr": "pc_town",
    "frames": (
        "Unvié dineru a {friend} hai tres díes y inda nun llegó. El mio númberu ye'l {phone}.",
        "La mio maleta nun llegó. Por favor, llevála a casa de la mio amiga {friend_gen}: "
        "{addr}. Llámame al {phone}.",
        "Quiero pagar la matrícula de la escuela en tres plazos. {friend} va pagar la metá. "
        "Cóbrame na mio tarxeta {card}.",
        "Bloquiáronme la SIM {phone}. El nome que vien nel DNI ye {full}.",
        "Por favor, unviái la invitación pa partir l'alquiler a {friend_dat}, el so corréu ye "
        "{email}.",
        "Reservé la revisión del teyáu en {addr}. Si devuelven la fianza, unviáila a {pay}.",
        "Quiero donar sangre cola mio amiga {friend}. El so númberu ye'l {fphone}.",
    ),
    "household": "Yo y la mio hermana {p1} vivimos na mesma direición, pero nun xuntéis les "
    "nueses cuentes.",
    "pairs": (("Xuana", "Xuan"),),
    "mail": ("gmail.com", "telecable.es"),
}

TET = {
    "locale": "tet_TL",
    "region": "TL",
    "latin": True,
    "women": ("Joana", "Filomena", "Natalina", "Angelina", "Rosalina", "Olandina"),
    "men": ("Zeferino", "Agapito", "Domingos", "Nelson", "Jacinto"),
    "surnames": ("Soares", "Guterres", "Ximenes", "Amaral", "Pereira", "Fernandes"),
    "words": ("Esperança", "Aurora", "Flor"),
    "nicks": {"Filomena": "Mena", "Rosalina": "Lina", "Domingos": "Mingo"},
    "streets": (
        "Avenida Presidente Nicolau Lobato {n}",
        "Rua de Colmera {n}",
        "Rua de Audian {n}",
        "Avenida de Portugal {n}",
    ),
    "towns": (("Dili", ""), ("Baucau", ""), ("Maliana", ""), ("Suai", "")),
    "addr": "town_pc",
    "frames": (
        "Haʼu haruka osan ba {friend} loron tolu liubá, maibé seidauk too. Haʼu-nia númeru mak "
        "{phone}.",
        "Haʼu-nia mala la too. Favór lori ba haʼu-nia kolega {friend_gen} nia uma: {addr}. "
        "Telefone mai haʼu iha {phone}.",
        "Haʼu hakarak selu propina eskola dala tolu. {friend} sei selu metade. Foti husi haʼu-nia "
        "kartaun {card}.",
        "Sira bloke haʼu-nia SIM {phone}. Naran iha haʼu-nia kartaun eleitorál mak {full}.",
        "Favór haruka konvite atu fahe aluga uma ba {friend_dat}, nia email mak {email}.",
        "Haʼu marka ona vistoria ba kakuluk iha {addr}. Se sira fó fila kausaun, haruka ba {pay}.",
        "Haʼu hakarak fó raan hamutuk ho haʼu-nia kolega {friend}. Nia númeru mak {fphone}.",
    ),
    "household": "Haʼu no haʼu-nia biin {p1} hela iha enderesu hanesan, maibé labele hamutuk "
    "ami-nia konta.",
    "pairs": (("Ermelinda", "Hermelinda"),),
    "mail": ("gmail.com", "yahoo.com"),
}

TPI = {
    "locale": "tpi_PG",
    "region": "PG",
    "latin": True,
    "women": ("Dorcas", "Lydia", "Miriam", "Esther", "Kessie", "Nellie"),
    "men": ("Maino", "Vagi", "Tau", "Morea", "Kapi"),
    "surnames": ("Kaupa", "Wari", "Natera", "Pokawin", "Aisi", "Temu"),
    "words": ("Joy", "Blessing", "Mercy"),
    "nicks": {"Miriam": "Miri", "Esther": "Essie", "Morea": "Mos"},
    "streets": (
        "Section {n}, Waigani Drive",
        "{n} Champion Parade",
        "{n} Musgrave Street",
        "Lot {n}, Boroko Drive",
    ),
    "towns": (("Port Moresby", "111"), ("Lae", "411"), ("Mount Hagen", "281"), ("Madang", "511")),
    "addr": "town_pc",
    "frames": (
        "Mi salim mani i go long {friend} tripela de i go pinis, tasol i no kamap yet. Namba "
        "bilong mi em {phone}.",
        "Bek bilong mi i no kamap. Plis kisim i go long haus bilong pren meri bilong mi "
        "{friend_gen}: {addr}. Ringim mi long {phone}.",
        "Mi laik baim skul fi long tripela hap. {friend} bai baim hap. Kisim long kad bilong mi "
        "{card}.",
        "Ol i blokim SIM bilong mi {phone}. Nem long ID kad bilong mi em {full}.",
        "Plis salim singaut bilong skelim haus rent i go long {friend_dat}, imel bilong em i "
        "{email}.",
        "Mi bukim sevei bilong ruf long {addr}. Sapos ol i bekim deposit, salim i go long {pay}.",
        "Mi laik givim blut wantaim pren meri bilong mi {friend}. Namba bilong em i {fphone}.",
    ),
    "household": "Mi na susa bilong mi {p1} i stap long wanpela adres, tasol no ken bungim akaun "
    "bilong mitupela.",
    "pairs": (("Kila", "Kira"),),
    "mail": ("gmail.com", "digicelpng.com"),
}

CKB = {
    "locale": "ckb_IQ",
    "region": "IQ",
    "latin": False,
    "women": (
        ("ڕووناک", "Roonak"),
        ("ژیلا", "Zhila"),
        ("نەسرین", "Nasrin"),
        ("ڤیان", "Vian"),
        ("دیلان", "Dilan"),
        ("کوێستان", "Kwestan"),
    ),
    "men": (
        ("ڕێبوار", "Rebwar"),
        ("کاروان", "Karwan"),
        ("ئاراس", "Aras"),
        ("هێمن", "Hemin"),
        ("شاخەوان", "Shakhawan"),
    ),
    "surnames": (
        ("ئەحمەد", "Ahmed"),
        ("عەزیز", "Aziz"),
        ("کەریم", "Karim"),
        ("ڕەشید", "Rashid"),
        ("جەلال", "Jalal"),
        ("سەعید", "Saeed"),
    ),
    "words": (("بەهار", "Bahar"), ("شنۆ", "Shno"), ("هێوا", "Hewa")),
    "nicks": {"Nasrin": "نەسی", "Zhila": "ژیلۆ", "Karwan": "کارۆ"},
    "streets": (
        "شەقامی سالم، خانووی {n}",
        "شەقامی مەولەوی، خانووی {n}",
        "گەڕەکی ئازادی، خانووی {n}",
        "شەقامی شەست مەتری، خانووی {n}",
    ),
    "towns": (("سلێمانی", "46001"), ("هەولێر", "44001"), ("دهۆک", "42001"), ("هەڵەبجە", "46018")),
    "addr": "town_pc",
    "frames": (
        "سێ ڕۆژ لەمەوبەر پارەم بۆ {friend} نارد، بەڵام هێشتا نەگەیشتووە. ژمارەکەم {phone}.",
        "جانتاکەم نەگەیشت. تکایە بیگەیەنن بۆ ماڵی هاوڕێکەم {friend_gen}: {addr}. پەیوەندیم پێوە "
        "بکەن لە {phone}.",
        "دەمەوێت کرێی قوتابخانە بە سێ قیست بدەم. {friend} نیوەی دەدات. لە کارتەکەم {card} بیبڕن.",
        "سیمکارتەکەم {phone} داخراوە. ناو لەسەر ناسنامەکەم {full}.",
        "تکایە بانگهێشتی دابەشکردنی کرێ بنێرن بۆ {friend_dat}، ئیمەیڵەکەی {email}.",
        "پشکنینی سەربانم بۆ {addr} حیجز کردووە. ئەگەر بارمتەکە گەڕێندرایەوە، بینێرن بۆ {pay}.",
        "دەمەوێت لەگەڵ هاوڕێکەم {friend} خوێن ببەخشین. ژمارەکەی {fphone}.",
    ),
    "household": "من و خوشکەکەم {p1} لە هەمان ناونیشان دەژین، بەڵام هەژمارەکانمان یەک مەخەن.",
    "pairs": ((("شیلان", "Shilan"), ("شیرین", "Shirin")),),
    "mail": ("gmail.com", "yahoo.com"),
}

LOCALES_C = (RN, AST, TET, TPI, CKB)
