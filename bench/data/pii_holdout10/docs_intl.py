"""Public-docs paragraphs of exam 10 in its twelve other languages (no personal data): one
short, one medium and one long each. Common words that are also given names appear in their
ordinary sense (Thai ฝน rain, ปลา fish; Swahili amani, imani; Albanian drita; Catalan pau)."""

from __future__ import annotations

INTL_DOCS = {
    "ar": [
        ("short", "## المساعد «سند»\n\nيجيب المساعد سند عن أسئلة الفواتير على مدار الساعة."),
        (
            "medium",
            "### مطارات الشحن\n\nتُسلَّم الطرود العاجلة عبر مطار الملك عبدالعزيز الدولي في "
            "جدة ومطار الملك خالد الدولي في الرياض ومطار الملك فهد الدولي في الدمام. يُغلق الحجز في "
            "الثانية ظهرًا، وما يُحجز بعد ذلك يغادر مع أول رحلة في اليوم التالي، ويظهر رقم التتبع "
            "في صفحة الطلب بعد التسليم إلى شركة الطيران.",
        ),
        (
            "long",
            "## أسماء في التقنية والعلوم\n\nكثير من المصطلحات التي نستخدمها تحمل أسماء علماء. "
            "كلمة الخوارزمية مأخوذة من اسم محمد بن موسى الخوارزمي، وقانون انكسار الضوء يُنسب في "
            "المراجع العربية إلى ابن سهل، وتحمل فوهة على القمر اسم ابن الهيثم. وفي المدن نجد طريق "
            "الملك فهد وشارع الأمير محمد بن عبدالعزيز وجسر الملك فهد الذي يربط السعودية بالبحرين. "
            "وتمنح جائزة الملك فيصل كل عام في خدمة الإسلام والدراسات الإسلامية واللغة العربية والطب "
            "والعلوم. هذه الأسماء عامة ولا تُعدّ بيانات شخصية، ولذلك تبقى كما هي في التقارير "
            "والمستندات المصدّرة. ويُكتب فيها نور وأمل وسلام بمعناها المعتاد أيضًا: نور الشاشة "
            "يضعف في الوضع الليلي، والأمل أن يصل الطرد في موعده، والسلام في بداية الرسالة تحية لا "
            "اسم.",
        ),
    ],
    "ru": [
        (
            "short",
            "## Алиса и Маруся\n\nГолосовые помощники Алиса и Маруся запускают сценарий "
            "«Показания счётчика».",
        ),
        (
            "medium",
            "### Единицы и законы\n\nВ отчёте давление указано в паскалях, а ток в амперах. "
            "Расчёт нагрузки опирается на закон Ома и правила Кирхгофа, а оценка роста серверного "
            "парка на закон Мура. Названия в падежах, например «по закону Ома» или «правилом "
            "Кирхгофа», остаются без изменений и не переводятся.",
        ),
        (
            "long",
            "## Адреса и названия в выгрузках\n\nВ адресах доставки часто встречаются имена "
            "людей, но это названия улиц и площадей, а не персональные данные. В Москве это улица "
            "Льва Толстого, Пушкинская площадь и проспект Вернадского; поезда на север уходят с "
            "Ленинградского вокзала, а рейсы в Азию вылетают из аэропорта Шереметьево имени А. С. "
            "Пушкина. В Санкт-Петербурге у причала стоит крейсер «Аврора», а в Мурманске атомный "
            "ледокол «Ленин». В меню кафе встречаются салат оливье и бефстроганов, в медицинских "
            "справочниках болезнь Боткина и синдром Дауна. Обычные слова вера, надежда и любовь "
            "тоже пишутся в тексте со строчной буквы и не являются именами: вера в продукт, надежда "
            "на быструю доставку. Все эти слова в выгрузках сохраняются как есть.",
        ),
    ],
    "th": [
        ("short", "## ผู้ช่วยน้องฟ้า\n\nน้องฟ้าตอบคำถามเรื่องค่าไฟฟ้าได้ตลอด 24 ชั่วโมง"),
        (
            "medium",
            "### สนามบินและสถานี\n\nพัสดุด่วนส่งผ่านท่าอากาศยานสุวรรณภูมิและท่าอากาศยานดอนเมือง "
            "ส่วนเส้นทางรถไฟใช้สถานีกลางกรุงเทพอภิวัฒน์ ถ้าฝนตกหนักรอบรับของอาจเลื่อนออกไป "
            "ปลาและกุ้งแช่แข็งต้องแพ็กในกล่องโฟมพร้อมน้ำแข็งแห้ง และห้ามส่งมดแดงหรือแมลงมีชีวิต",
        ),
        (
            "long",
            "## ชื่อที่ไม่ใช่ข้อมูลส่วนบุคคล\n\nในที่อยู่และเอกสารของเรามีชื่อบุคคลสำคัญอยู่มาก "
            "เช่น ถนนพระรามที่ 9 สะพานพระพุทธยอดฟ้า และอนุสาวรีย์ชัยสมรภูมิ ซึ่งเป็นชื่อสถานที่ "
            "ไม่ใช่ชื่อลูกค้า รางวัลซีไรต์และรางวัลศิลปาธรเป็นชื่อรางวัล ส่วนต้มยำกุ้ง ผัดไทย "
            "และข้าวมันไก่เป็นชื่ออาหาร คำธรรมดาหลายคำก็ใช้เป็นชื่อเล่นได้ เช่น ฝน น้ำ ปลา มด "
            "หรือกุ้ง แต่ในข้อความทั่วไปคำเหล่านี้หมายถึงสิ่งของตามปกติ ตัวอย่างเช่น "
            "น้ำประปาหยุดไหลช่วงบ่าย ฝนตกทำให้รถติด หรือปลาทูราคาขึ้น ระบบจึงต้องเก็บคำเหล่านี้ไว้ "
            "ตามเดิมในรายงานทุกฉบับ และไม่แทนที่ด้วยชื่อสมมติ การตั้งค่าภาษาไทยใช้การตัดคำ "
            "เพราะภาษาไทยไม่เว้นวรรคระหว่างคำ ข้อความยาวจึงถูกแบ่งเป็นวลีก่อนค้นหา",
        ),
    ],
    "bn": [
        ("short", "## সহকারী মায়া\n\nমায়া আপনার বিদ্যুৎ বিলের প্রশ্নের উত্তর দেয়, দিনে-রাতে।"),
        (
            "medium",
            "### বিমানবন্দর ও সেতু\n\nজরুরি পার্সেল হযরত শাহজালাল আন্তর্জাতিক বিমানবন্দর "
            "দিয়ে পাঠানো হয়। চট্টগ্রামের জন্য শাহ আমানত বিমানবন্দর ব্যবহার করা হয়, আর পদ্মা "
            "সেতু চালু হওয়ার পর খুলনা ও বরিশালে পৌঁছাতে সময় অনেক কমেছে। দুপুর দুইটার পর বুক "
            "করা পার্সেল পরের দিন রওনা হয়।",
        ),
        (
            "long",
            "## নামের মতো শব্দ, কিন্তু ব্যক্তিগত তথ্য নয়\n\nআমাদের নথিতে অনেক নাম আসে যা "
            "কোনো গ্রাহকের নাম নয়। রবীন্দ্র সরোবর, নজরুল ইসলাম অ্যাভিনিউ এবং বঙ্গবন্ধু "
            "আন্তর্জাতিক সম্মেলন কেন্দ্র জায়গার নাম; একুশে পদক ও স্বাধীনতা পুরস্কার রাষ্ট্রীয় "
            "সম্মাননার নাম। খাবারের তালিকায় কাচ্চি বিরিয়ানি, ইলিশ ভাপা ও রসগোল্লা থাকে, আর "
            "চিকিৎসার শব্দে ডাউন সিনড্রোম বা পারকিনসন রোগ। আশা, আলো, মায়া বা বৃষ্টির মতো "
            "শব্দ অনেকের নামও হয়, কিন্তু সাধারণ বাক্যে এগুলো সাধারণ অর্থেই ব্যবহৃত হয়: আশা করি "
            "পার্সেল সময়মতো পৌঁছাবে, বৃষ্টির কারণে ডেলিভারি দেরি হতে পারে। তাই রিপোর্টে এসব "
            "শব্দ যেমন আছে তেমনই রাখা হয়। বাংলা সংখ্যা ০১২৩ এবং ইংরেজি সংখ্যা দুটোই গ্রহণ করা হয়।",
        ),
    ],
    "ta": [
        ("short", "## உதவியாளர் நிலா\n\nநிலா உங்கள் மின் கட்டணக் கேள்விகளுக்குப் பதில் அளிக்கும்."),
        (
            "medium",
            "### விமான நிலையங்களும் சாலைகளும்\n\nஅவசரப் பொட்டலங்கள் சென்னை சர்வதேச விமான "
            "நிலையம் வழியாக அனுப்பப்படுகின்றன. மதுரைக்கு காமராஜர் சாலை வழியாகவும், "
            "கோயம்புத்தூருக்கு அவிநாசி சாலை வழியாகவும் வாகனங்கள் செல்கின்றன. மதியம் இரண்டு "
            "மணிக்குப் பிறகு பதிவு செய்யப்படும் பொட்டலங்கள் மறுநாள் புறப்படும்.",
        ),
        (
            "long",
            "## பெயர்கள் போலத் தோன்றும் சொற்கள்\n\nஎங்கள் ஆவணங்களில் வரும் பல பெயர்கள் "
            "வாடிக்கையாளர்களின் பெயர்கள் அல்ல. கன்னியாகுமரியில் உள்ள திருவள்ளுவர் சிலை, "
            "சென்னையின் மெரினா கடற்கரை, காமராஜர் துறைமுகம் ஆகியவை இடங்களின் பெயர்கள். "
            "கலைமாமணி விருது ஒரு அரசு விருது. உணவுப் பட்டியலில் செட்டிநாடு கோழி, பொங்கல், "
            "இட்லி போன்றவை வரும். மலர், நிலா, செல்வி போன்ற சொற்கள் பலரின் பெயர்களாகவும் "
            "இருக்கின்றன, ஆனால் சாதாரண வாக்கியங்களில் அவை வழக்கமான பொருளில் வருகின்றன: "
            "தோட்டத்தில் மலர் பூத்தது, இரவில் நிலா தெரிந்தது. எனவே அறிக்கைகளில் இவை மாற்றப்படாமல் "
            "அப்படியே வைக்கப்படுகின்றன. தமிழ் எண்கள் ௧௨௩ மற்றும் அரபு எண்கள் இரண்டும் "
            "ஏற்றுக்கொள்ளப்படும்.",
        ),
    ],
    "ur": [
        ("short", "## معاون صبا\n\nصبا بجلی کے بل سے متعلق سوالات کا جواب دن رات دیتی ہے۔"),
        (
            "medium",
            "### ہوائی اڈے اور شاہراہیں\n\nفوری پارسل علامہ اقبال انٹرنیشنل ایئرپورٹ لاہور اور "
            "جناح انٹرنیشنل ایئرپورٹ کراچی سے روانہ ہوتے ہیں۔ شہر کے اندر ترسیل شاہراہ فیصل اور "
            "مال روڈ کے راستے ہوتی ہے۔ دوپہر دو بجے کے بعد بک ہونے والے پارسل اگلے دن روانہ "
            "ہوتے ہیں۔",
        ),
        (
            "long",
            "## نام جیسے الفاظ جو ذاتی معلومات نہیں\n\nہماری دستاویزات میں بہت سے نام آتے ہیں جو "
            "کسی صارف کے نام نہیں۔ مزارِ قائد، بادشاہی مسجد اور مینارِ پاکستان مقامات کے نام ہیں؛ "
            "نشانِ امتیاز اور ستارۂ امتیاز سرکاری اعزازات ہیں۔ کھانوں کی فہرست میں نہاری، حلیم اور "
            "بریانی آتے ہیں۔ کرن، صبا، خوشی اور امید جیسے الفاظ بہت سے لوگوں کے نام بھی ہیں، لیکن "
            "عام جملوں میں یہ اپنے عام معنی میں استعمال ہوتے ہیں: سورج کی پہلی کرن، صبح کی ٹھنڈی "
            "صبا، عید کی خوشی، اور امید ہے کہ پارسل وقت پر پہنچے گا۔ اس لیے رپورٹوں میں یہ الفاظ "
            "جوں کے توں رکھے جاتے ہیں۔ اردو ہندسے ۱۲۳ اور انگریزی ہندسے دونوں قبول کیے جاتے ہیں، "
            "اور پتوں میں گلی نمبر اور مکان نمبر الگ خانوں میں لکھے جا سکتے ہیں۔",
        ),
    ],
    "sw": [
        (
            "short",
            "## Msaidizi Tumaini\n\nTumaini hujibu maswali ya bili ya umeme saa ishirini na nne.",
        ),
        (
            "medium",
            "### Viwanja vya ndege na barabara\n\nVifurushi vya haraka hupitia Uwanja wa "
            "Ndege wa Kimataifa wa Julius Nyerere jijini Dar es Salaam na Uwanja wa Ndege wa "
            "Kilimanjaro. Ndani ya jiji magari hutumia Barabara ya Ali Hassan Mwinyi na Daraja la "
            "Kigamboni. Vifurushi vilivyowekwa baada ya saa nane mchana husafirishwa kesho yake.",
        ),
        (
            "long",
            "## Maneno yanayofanana na majina\n\nKatika nyaraka zetu kuna majina mengi ambayo "
            "si ya wateja. Mlima Kilimanjaro, Ziwa Victoria na Hifadhi ya Serengeti ni majina ya "
            "mahali; Tuzo ya Mabati-Cornell ni tuzo ya fasihi ya Kiswahili. Katika orodha ya vyakula "
            "kuna pilau, mishkaki, ugali na chipsi mayai. Maneno kama amani, imani, neema, furaha na "
            "baraka ni majina ya watu wengi, lakini katika sentensi za kawaida yanatumika kwa maana "
            "yake ya kawaida: tunaomba amani, tuna imani na huduma hii, ni neema kupata mvua, "
            "furaha ya wateja ndiyo lengo letu. Kwa hiyo maneno haya hubaki kama yalivyo katika "
            "ripoti zote. Nambari za simu zinaweza kuandikwa kwa nafasi au bila nafasi, na anwani "
            "huandikwa kwa jina la mtaa kwanza kisha mji.",
        ),
    ],
    "sq": [
        (
            "short",
            "## Asistentja Yllka\n\nYllka u përgjigjet pyetjeve për faturat e energjisë në "
            "çdo orë.",
        ),
        (
            "medium",
            "### Aeroporte dhe sheshe\n\nPaketat e shpejta nisen nga Aeroporti Ndërkombëtar "
            "i Tiranës Nënë Tereza. Pika e marrjes në qendër është pranë Sheshit Skënderbej, në "
            "fillim të Rrugës së Durrësit. Paketat e regjistruara pas orës dy pasdite nisen të "
            "nesërmen në mëngjes.",
        ),
        (
            "long",
            "## Fjalë që duken si emra\n\nNë dokumentet tona ka shumë emra që nuk janë të "
            "klientëve. Sheshi Skënderbej, Bulevardi Dëshmorët e Kombit dhe Kalaja e Rozafës janë "
            "emra vendesh; Urdhri Nderi i Kombit është dekoratë shtetërore. Në menu gjenden tavë "
            "kosi, byrek dhe fërgesë. Fjalë si drita, shpresa, flutura dhe ylli janë edhe emra "
            "njerëzish, por në fjali të zakonshme përdoren me kuptimin e tyre: drita e diellit, "
            "shpresa për një dërgesë të shpejtë, një flutur mbi lule, ylli i mëngjesit. Prandaj "
            "këto fjalë ruhen ashtu siç janë në të gjitha raportet. Adresat shkruhen me emrin e "
            "rrugës, numrin dhe kodin postar, dhe numrat e telefonit pranohen me ose pa hapësira.",
        ),
    ],
    "ca": [
        (
            "short",
            "## L'assistent Vall\n\nVall respon els dubtes sobre factures de llum a "
            "qualsevol hora.",
        ),
        (
            "medium",
            "### Sant Jordi i la Casa de la Vall\n\nPer la diada de Sant Jordi les botigues "
            "d'Andorra la Vella obren fins tard. El punt de recollida és al costat de la Casa de la "
            "Vall, i els enviaments a Barcelona surten cap a l'aeroport Josep Tarradellas "
            "Barcelona-el Prat cada matí.",
        ),
        (
            "long",
            "## Paraules que semblen noms\n\nEls nostres documents porten molts noms que no "
            "són de clients. El santuari de Meritxell, el Palau de la Música Catalana i la Sagrada "
            "Família són llocs; el Premi d'Honor de les Lletres Catalanes és un guardó. A les "
            "cartes hi trobem escudella, crema catalana i pa amb tomàquet. Paraules com pau, neus, "
            "estel, roser o mercè també són noms de persona, però en una frase corrent tenen el seu "
            "sentit habitual: demanem pau i calma als carrers, les neus d'hivern tallen el port, un "
            "estel al cel, un roser al jardí, a la mercè del temps. Per això aquestes paraules es "
            "mantenen igual en tots els informes. Les adreces porten el carrer, el número i el codi "
            "postal AD, i els telèfons andorrans tenen sis xifres.",
        ),
    ],
    "eu": [
        (
            "short",
            "## Argia aplikazioa\n\nIrakurketa bidaltzeko, ireki Argia aplikazioa eta sakatu "
            "Bidali botoia.",
        ),
        (
            "medium",
            "### Aireportuak eta jauregiak\n\nPakete presakoak Loiuko aireportutik ateratzen "
            "dira. Bilbon, jasotzeko gunea Euskalduna jauregiaren ondoan dago, Guggenheim "
            "museotik gertu. Arratsaldeko ordu biak ondoren erregistratutako paketeak hurrengo "
            "egunean bidaltzen dira. Bidalketa bakoitzak jarraipen-zenbaki bat du, eskaeraren orrian "
            "ikus daitekeena.",
        ),
        (
            "long",
            "## Izenen antza duten hitzak\n\nGure dokumentuetan bezeroenak ez diren izen asko "
            "agertzen dira. Donostiako Zinemaldia, Kursaal jauregia eta Gernikako Arbola lekuak "
            "edo ekitaldiak dira; Manuel Lekuona saria euskal kulturako sari bat da. Jatetxeen "
            "zerrendan marmitakoa, bakailaoa pil-pilean eta gazta tarta agertzen dira. Eguzki, "
            "itsaso, ekain edo amets bezalako hitzak pertsona izenak ere badira, baina esaldi "
            "arruntetan ohiko esanahia dute: eguzkia atera da, itsasoa lasai dago, ekainean "
            "bidaltzen dugu, amets bat betetzea. Horregatik hitz horiek bere horretan gordetzen dira "
            "txosten guztietan. Helbideek kalea, zenbakia eta posta-kodea dute, eta telefono "
            "zenbakiak hutsunekin edo gabe onartzen dira. Euskarazko testuak ere bilatzaileak ondo "
            "ulertzen ditu.",
        ),
    ],
    "ms": [
        (
            "short",
            "## Pembantu maya Seri\n\nSeri menjawab soalan tentang bil elektrik sepanjang 24 jam.",
        ),
        (
            "medium",
            "### Lapangan terbang dan jalan\n\nBungkusan segera dihantar melalui Lapangan "
            "Terbang Antarabangsa Kuala Lumpur. Di pusat bandar, kurier menggunakan Jalan Tun Razak "
            "dan Jalan Sultan Ismail. Bungkusan yang ditempah selepas pukul dua petang akan "
            "dihantar pada keesokan harinya.",
        ),
        (
            "long",
            "## Perkataan yang kelihatan seperti nama\n\nDalam dokumen kami terdapat banyak "
            "nama yang bukan nama pelanggan. Menara Berkembar Petronas, Masjid Sultan Salahuddin "
            "Abdul Aziz Shah dan Dataran Merdeka ialah nama tempat; Anugerah Sastera Negara ialah "
            "nama anugerah. Dalam senarai makanan terdapat nasi lemak, rendang tok dan roti canai. "
            "Perkataan seperti intan, mawar, bunga dan suria juga nama orang, tetapi dalam ayat biasa "
            "ia membawa makna biasa: cincin intan, sekuntum mawar merah, bunga di taman, cahaya "
            "suria pagi. Oleh itu perkataan ini dikekalkan dalam semua laporan. Alamat ditulis "
            "dengan nombor rumah, nama jalan, poskod dan bandar, dan nombor telefon diterima dengan "
            "atau tanpa sengkang.",
        ),
    ],
    "ga": [
        (
            "short",
            "## An cúntóir Réalta\n\nFreagraíonn Réalta ceisteanna faoi bhillí leictreachais "
            "lá agus oíche.",
        ),
        (
            "medium",
            "### Aerfoirt agus sráideanna\n\nFágann beartáin phráinneacha ó Aerfort Bhaile "
            "Átha Cliath gach maidin. Tá an pointe bailithe ar Shráid Uí Chonaill, in aice le "
            "Droichead Samuel Beckett. Imíonn beartáin a chuirtear in áirithe tar éis a dó an lá "
            "dar gcionn.",
        ),
        (
            "long",
            "## Focail atá cosúil le hainmneacha\n\nTá a lán ainmneacha inár gcuid "
            "doiciméad nach le custaiméirí iad. Is áiteanna iad Sráid Uí Chonaill, Cearnóg "
            "Pharnell agus Páirc an Chrócaigh; is duais liteartha í Duais an Oireachtais. Ar an "
            "mbiachlár tá stobhach Gaelach, bairín breac agus arán sóide. Is ainmneacha daoine iad "
            "focail ar nós aisling, colm, bláth agus réalt, ach in abairtí coitianta tá a gciall "
            "féin acu: aisling oíche, colm ar an díon, bláth san fhómhar, réalt sa spéir. Mar sin "
            "coinnítear na focail seo mar atá i ngach tuairisc. Bíonn Eircode ag gach seoladh, agus "
            "glactar le huimhreacha fóin le spásanna nó gan iad.",
        ),
    ],
}
