"""Locales typed by hand (a): Dutch, Romanian, Ukrainian, Thai, Vietnamese.

Names are ``native|roman`` where the script is not Latin; surnames ``masculine/feminine`` where
the language genders them. Frames hold ``<<hole>>`` marks filled by the genres."""

NL = dict(
    locale="nl_NL",
    lang="nl",
    region="NL",
    iban="NL",
    card="visa",
    order="gf",
    women=("Anouk", "Sanne", "Femke", "Marloes", "Ingrid", "Willemijn"),
    common=("Roos", "Iris", "Fleur"),
    men=("Joost", "Bram", "Sjoerd", "Maarten", "Gijs"),
    surnames=("de Vries", "Jansen", "Visser", "Bakker", "Smit", "Mulder", "van Dijk"),
    nick={"Marloes": "Loes", "Femke": "Fem", "Maarten": "Maart"},
    dat={},
    born="geb.",
    streets=(
        "Prinsengracht {n}",
        "Oudegracht {n}",
        "Lange Voorhout {n}",
        "Witte de Withstraat {n}",
    ),
    towns=(
        ("Amsterdam", "1016 GV"),
        ("Utrecht", "3511 AH"),
        ("Den Haag", "2514 EA"),
        ("Rotterdam", "3012 BM"),
    ),
    addr="<<street>>, <<postcode>> <<town>>",
    domains=("ziggo.nl", "kpnmail.nl", "gmail.com"),
    uni="students.uu.nl",
    pairs=(("Joost|m", "Joop|m"), ("Marloes|f", "Marlies|f")),
    f=(
        "Hoi, ik wil de maandelijkse betaling automatisch laten afschrijven van <<pay>>. "
        "Op naam van <<me>>.",
        "Ik kreeg vanochtend een mail met een factuur van <<other>>. Dat ben ik niet, en ik wil "
        "niet dat mijn gegevens ook zo rondgaan.",
        "Iemand heeft op mijn naam een account geopend en de pas laten sturen naar mijn oude "
        "adres, <<addr>>. Ik woon daar al twee jaar niet meer.",
        "Onze collega <<colleague>> is uit dienst. Wilt u haar toegang intrekken? <<common>> "
        "neemt haar tickets over.",
        "Ik ga volgende week naar Portugal. Wilt u mijn kaart <<card>> niet blokkeren? Ik ben "
        "bereikbaar op <<phone>>.",
        "Mijn telefoon is gestolen in de trein. Stuur het nieuwe toestel alstublieft naar mijn "
        "zus <<to>>, zij is de hele dag thuis.",
        "Ik studeer aan de Universiteit Utrecht. Mijn studentenmail is <<unimail>>. Kan de "
        "studentenkorting op mijn account?",
    ),
    hh="<<p1>> en ik wonen samen, maar we zijn twee verschillende mensen. Voeg onze accounts "
    "alstublieft niet samen.",
)

RO = dict(
    locale="ro_RO",
    lang="ro",
    region="RO",
    iban="RO",
    card="mastercard2",
    order="gf",
    women=("Ioana", "Andreea", "Elena", "Mihaela", "Cristina", "Alina"),
    common=("Doina", "Speranța"),
    men=("Andrei", "Mihai", "Bogdan", "Radu", "Ștefan"),
    surnames=(
        "Popescu",
        "Ionescu",
        "Dumitrescu",
        "Stan",
        "Constantinescu",
        "Georgescu",
        "Munteanu",
    ),
    nick={"Ștefan": "Fane", "Mihaela": "Miha"},
    dat={
        "Ioana": "Ioanei",
        "Andreea": "Andreei",
        "Elena": "Elenei",
        "Mihaela": "Mihaelei",
        "Cristina": "Cristinei",
        "Alina": "Alinei",
    },
    born="născută",
    streets=(
        "Strada Lipscani {n}",
        "Bulevardul Unirii {n}",
        "Strada Memorandumului {n}",
        "Calea Victoriei {n}",
    ),
    towns=(
        ("București", "030167"),
        ("Cluj-Napoca", "400114"),
        ("Iași", "700259"),
        ("Timișoara", "300085"),
    ),
    addr="<<street>>, <<postcode>> <<town>>",
    domains=("yahoo.ro", "gmail.com", "rdslink.ro"),
    uni="stud.ubbcluj.ro",
    pairs=(("Andrei|m", "Andreea|f"), ("Daniel|m", "Daniela|f")),
    f=(
        "Bună ziua, vreau să plătesc lunar prin debit direct din contul <<pay>>. Titular: <<me>>.",
        "Am primit azi un e-mail cu o factură pe numele <<other>>. Nu sunt eu și nu vreau ca "
        "datele mele să ajungă la altcineva.",
        "Cineva a deschis un cont pe numele meu și a cerut cardul la vechea mea adresă, "
        "<<addr>>. Nu mai locuiesc acolo.",
        "Colega noastră <<colleague>> a plecat din firmă. Vă rog să-i închideți accesul. "
        "<<common>> preia tichetele ei.",
        "Plec săptămâna viitoare în Grecia. Vă rog să nu-mi blocați cardul <<card>>. Mă găsiți "
        "la <<phone>>.",
        "Mi-a fost furat telefonul în tramvai. Vă rog să trimiteți telefonul nou surorii mele, "
        "<<to>>.",
        "Studiez la Universitatea Babeș-Bolyai. Adresa mea de student este <<unimail>>. Puteți "
        "aplica reducerea pentru studenți?",
    ),
    hh="<<p1>> și cu mine locuim împreună, dar suntem două persoane diferite. Vă rog să nu ne "
    "uniți conturile.",
)

UK = dict(
    locale="uk_UA",
    lang="uk",
    region="UA",
    iban="UA",
    card="visa",
    order="gf",
    women=(
        "Олена|Olena",
        "Оксана|Oksana",
        "Ірина|Iryna",
        "Катерина|Kateryna",
        "Тетяна|Tetiana",
        "Галина|Halyna",
    ),
    common=("Надія|Nadiia", "Віра|Vira", "Любов|Liubov"),
    men=("Тарас|Taras", "Андрій|Andrii", "Богдан|Bohdan", "Олександр|Oleksandr", "Микола|Mykola"),
    surnames=(
        "Коваленко|Kovalenko",
        "Бондаренко|Bondarenko",
        "Ткаченко|Tkachenko",
        "Кравченко|Kravchenko",
        "Мельник|Melnyk",
        "Бойко|Boiko",
        "Литвиненко|Lytvynenko",
    ),
    nick={"Олександр": "Сашко", "Катерина": "Катя", "Микола": "Коля"},
    dat={
        "Олена": "Олені",
        "Оксана": "Оксані",
        "Ірина": "Ірині",
        "Катерина": "Катерині",
        "Тетяна": "Тетяні",
        "Галина": "Галині",
    },
    born="уроджена",
    streets=(
        "вул. Хрещатик, {n}",
        "вул. Сагайдачного, {n}",
        "просп. Свободи, {n}",
        "вул. Дерибасівська, {n}",
    ),
    towns=(
        ("м. Київ", "01001"),
        ("м. Львів", "79008"),
        ("м. Одеса", "65026"),
        ("м. Харків", "61003"),
    ),
    addr="<<street>>, <<town>>, <<postcode>>",
    domains=("ukr.net", "i.ua", "gmail.com"),
    uni="student.knu.ua",
    pairs=(
        ("Ярослав|Yaroslav|m", "Ярослава|Yaroslava|f"),
        ("Богдан|Bohdan|m", "Богдана|Bohdana|f"),
    ),
    f=(
        "Добрий день, хочу оформити щомісячне списання з рахунку <<pay>>. Власник рахунку: <<me>>.",
        "Сьогодні мені прийшов лист із рахунком на ім'я <<other>>. Це не мій рахунок.",
        "Хтось відкрив рахунок на моє ім'я і замовив картку на мою стару адресу: <<addr>>. Я "
        "там більше не живу.",
        "Наша колега <<colleague>> звільнилася. Будь ласка, закрийте їй доступ. Її заявки "
        "бере <<common>>.",
        "Наступного тижня я їду до Польщі. Будь ласка, не блокуйте мою картку <<card>>. Мій "
        "номер: <<phone>>.",
        "У мене вкрали телефон у метро. Будь ласка, надішліть новий телефон моїй сестрі <<to>>.",
        "Я навчаюся в Київському університеті. Моя студентська пошта: <<unimail>>. Чи можна "
        "застосувати студентську знижку?",
    ),
    hh="<<p1>> і я живемо разом, але ми різні люди. Будь ласка, не об'єднуйте наші акаунти.",
)

TH = dict(
    locale="th_TH",
    lang="th",
    region="TH",
    iban=None,
    card="jcb",
    order="gf",
    women=(
        "สมศรี|Somsri",
        "วันเพ็ญ|Wanphen",
        "อรุณี|Arunee",
        "กาญจนา|Kanchana",
        "สุดารัตน์|Sudarat",
        "พรทิพย์|Pornthip",
    ),
    common=("มาลี|Malee", "ดารา|Dara", "ฟ้า|Fah"),
    men=("สมชาย|Somchai", "ประเสริฐ|Prasert", "วิชัย|Wichai", "ธนากร|Thanakorn", "อนุชา|Anucha"),
    surnames=(
        "ศรีสุข|Srisuk",
        "วงศ์สวัสดิ์|Wongsawat",
        "แก้วมณี|Kaewmanee",
        "บุญมา|Boonma",
        "ทองดี|Thongdee",
        "จันทร์เพ็ญ|Chanphen",
    ),
    nick={"สมชาย": "เล็ก", "กาญจนา": "อ้อม", "ประเสริฐ": "น้อย"},
    dat={},
    born="นามสกุลเดิม",
    streets=(
        "{n} Thanon Charoen Krung",
        "{n} Soi Ari 4",
        "{n} Thanon Nimmanhaemin",
        "{n} Thanon Rat Uthit",
    ),
    towns=(
        ("Bangkok", "10500"),
        ("Chiang Mai", "50200"),
        ("Phuket", "83150"),
        ("Khon Kaen", "40000"),
    ),
    addr="<<street>>, <<town>> <<postcode>>",
    domains=("hotmail.com", "gmail.com", "yahoo.co.th"),
    uni="student.chula.ac.th",
    pairs=(("กมล|Kamon|m", "กมลา|Kamonla|f"), ("ปรีชา|Preecha|m", "ปรีดา|Preeda|m")),
    f=(
        "สวัสดี อยากตั้งค่าตัดบัตรอัตโนมัติทุกเดือนด้วยบัตร <<pay>> ชื่อผู้ถือบัตร <<me>>",
        "วันนี้ได้รับอีเมลที่มีใบแจ้งหนี้ของ <<other>> ซึ่งไม่ใช่ของฉัน",
        "มีคนเปิดบัญชีในชื่อของฉันและให้ส่งบัตรไปที่อยู่เก่า <<addr>> ตอนนี้ฉันไม่ได้อยู่ที่นั่นแล้ว",
        "<<colleague>> เพื่อนร่วมงานของเราลาออกแล้ว ช่วยปิดสิทธิ์การเข้าใช้ของเธอด้วย <<common>> จะรับงานต่อ",
        "สัปดาห์หน้าจะไปญี่ปุ่น กรุณาอย่าระงับบัตร <<card>> ติดต่อได้ที่ <<phone>>",
        "โทรศัพท์ถูกขโมยบนรถไฟฟ้า กรุณาส่งเครื่องใหม่ให้ <<to>> น้องสาวของฉัน",
        "ฉันเป็นนักศึกษาจุฬาลงกรณ์มหาวิทยาลัย อีเมลนักศึกษาคือ <<unimail>> ขอส่วนลดนักศึกษาได้ไหม",
    ),
    hh="<<p1>> กับฉันอยู่บ้านเดียวกัน แต่เราเป็นคนละคน กรุณาอย่ารวมบัญชีของเรา",
)

VI = dict(
    locale="vi_VN",
    lang="vi",
    region="VN",
    iban=None,
    card="mastercard",
    order="fg",
    women=("Thu Hà", "Ngọc Anh", "Thanh Hương", "Minh Thư", "Bích Ngọc", "Lan Anh"),
    common=("Hoa", "Mai", "Xuân"),
    men=("Minh Tuấn", "Quốc Bảo", "Đức Anh", "Hoàng Nam", "Văn Long"),
    surnames=("Nguyễn", "Trần", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi"),
    nick={"Ngọc Anh": "Na", "Quốc Bảo": "Bin"},
    dat={},
    born=None,
    streets=("{n} Đồng Khởi", "{n} Hàng Bạc", "{n} Bạch Đằng", "{n} Hai Bà Trưng"),
    towns=(
        ("TP. Hồ Chí Minh", "700000"),
        ("Hà Nội", "100000"),
        ("Đà Nẵng", "550000"),
        ("Huế", "530000"),
    ),
    addr="<<street>>, <<town>> <<postcode>>",
    domains=("gmail.com", "yahoo.com.vn"),
    uni="vnu.edu.vn",
    pairs=(("Ngọc Lan|f", "Ngọc Lam|f"), ("Văn Hùng|m", "Văn Hưng|m")),
    f=(
        "Chào bạn, mình muốn cài thanh toán tự động hàng tháng bằng thẻ <<pay>>. Tên chủ thẻ: "
        "<<me>>.",
        "Hôm nay mình nhận được email có hóa đơn của <<other>>, không phải của mình.",
        "Có người mở tài khoản đứng tên mình và gửi thẻ về địa chỉ cũ: <<addr>>. Mình không "
        "còn ở đó nữa.",
        "Đồng nghiệp <<colleague>> đã nghỉ việc. Nhờ bạn khóa quyền truy cập của chị ấy. "
        "<<common>> sẽ nhận lại các yêu cầu.",
        "Tuần sau mình đi Hàn Quốc. Đừng khóa thẻ <<card>> nhé. Số điện thoại của mình: <<phone>>.",
        "Điện thoại của mình bị trộm trên xe buýt. Vui lòng gửi máy mới cho em gái mình, <<to>>.",
        "Mình là sinh viên Đại học Quốc gia Hà Nội. Email sinh viên: <<unimail>>. Mình có được "
        "giảm giá sinh viên không?",
    ),
    hh="<<p1>> và mình sống chung nhưng là hai người khác nhau. Đừng gộp hai tài khoản nhé.",
)

LOCALES_A = (NL, RO, UK, TH, VI)
