"""Seven more locales, typed by hand. Names in a non-Latin script are "native:roman" (the
romanised form as the person writes it in Latin letters); Macedonian is romanised by the
letter table below instead. Xhosa, Breton and Assamese customers write mostly English or
French around greetings and one sentence of their own language."""

MK_LATIN = dict(
    zip(
        "абвгдѓежзѕијклљмнњопрстќуфхцчџш",
        "a b v g d ǵ e ž z dz i j k l lj m n nj o p r s t ḱ u f h c č dž š".split(),
        strict=True,
    )
)

HY = dict(
    lang="hy",
    locale="hy_AM",
    region="AM",
    women="Անի:Ani|Նարինե:Narine|Լուսինե:Lusine|Մարիամ:Mariam|Գայանե:Gayane|Արմինե:Armine"
    "|Ծաղիկ:Tsaghik|Արփի:Arpi",
    words="Ծաղիկ|Արփի",
    men="Արամ:Aram|Տիգրան:Tigran|Դավիթ:Davit|Հայկ:Hayk|Գևորգ:Gevorg|Արմեն:Armen",
    surnames="Հովհաննիսյան:Hovhannisyan|Պետրոսյան:Petrosyan|Սարգսյան:Sargsyan"
    "|Գրիգորյան:Grigoryan|Մկրտչյան:Mkrtchyan|Աբրահամյան:Abrahamyan|Ղազարյան:Ghazaryan",
    nicks="",
    inflect="Անի=Անիին|Նարինե=Նարինեին|Լուսինե=Լուսինեին|Մարիամ=Մարիամին|Գայանե=Գայանեին"
    "|Արմինե=Արմինեին|Ծաղիկ=Ծաղիկին|Արփի=Արփիին",
    streets="Abovyan St {n}, apt 5|Tumanyan St {n}|Mashtots Ave {n}, apt 31|Baghramyan Ave {n}"
    "|Komitas Ave {n}",
    towns="Yerevan=0010|Gyumri=3101|Vanadzor=2001|Dilijan=3901|Hrazdan=2301",
    addr="{street}, {town} {post}",
    mail="mail.ru|gmail.com|yandex.ru|yahoo.com",
    org="arev-tour.am",
    iban="",
    cards="visa|mastercard|unionpay",
    greet="Բարև ձեզ",
    bye="Շնորհակալություն",
    rename="Ամուսնացել եմ և փոխել ազգանունս։ Այժմ իմ անունը {full} է (օրիորդական ազգանունը՝"
    " {birth})։ Խնդրում եմ թարմացնել հաշիվը։",
    twice="{order} պատվերի համար գումարը երկու անգամ է գանձվել իմ {card} քարտից։ Խնդրում եմ"
    " վերադարձնել մեկը։",
    proxy="Պատվերը կվերցնի իմ ընկերուհին՝ {ffull}, անձնագիրը մոտն է։ Նրա հեռախոսը՝ {fphone}։",
    gift="Խնդրում եմ նվերը ուղարկել {fdat}՝ {street}, {town} {post}։",
    giftmsg="Ծնունդդ շնորհավոր, {ffirst}։ Գրկում եմ, {nick}",
    importq="Ինչու չներմուծվեց {ffull}։ Նրա էլ. փոստը՝ {femail}։",
    seat="Մեր գործընկեր {ffirst} այլևս չի աշխատում մեզ մոտ։ Նոր օգտատերը՝ {lead}։",
    recall="Թեյնիկը դեռ խոհանոցում է։ Գումարը խնդրում եմ վերադարձնել {pay} քարտին։",
)

MK = dict(
    lang="mk",
    locale="mk_MK",
    region="MK",
    women="Марија|Елена|Билјана|Снежана|Катерина|Ивана|Весна|Зора",
    words="Весна|Зора",
    men="Александар|Горан|Никола|Дејан|Стефан|Благоја",
    surnames="Петровски/Петровска|Николовски/Николовска|Стојанов/Стојанова"
    "|Трајковски/Трајковска|Илиевски/Илиевска|Ристовски/Ристовска|Јовановски/Јовановска",
    nicks="Александар=Аце|Никола=Коле|Снежана=Снеже|Благоја=Благе",
    inflect="",
    streets="ул. Македонија бр. {n}|бул. Партизански одреди бр. {n}/8|ул. Орце Николов бр. {n}"
    "|ул. Гоце Делчев бр. {n}|ул. Маршал Тито бр. {n}",
    towns="Скопје=1000|Битола=7000|Охрид=6000|Куманово=1300|Тетово=1200",
    addr="{street}, {post} {town}",
    mail="gmail.com|yahoo.com|t-home.mk|hotmail.com",
    org="vardar-print.mk",
    iban="MK",
    cards="visa|mastercard|amex",
    greet="Здраво",
    bye="Ви благодарам",
    rename="Се омажив и го сменив презимето. Сега се викам {full} (родена {birth}). Ве молам"
    " сменете го на профилот.",
    twice="За нарачката {order} ми беше наплатено двапати, картичка {card}. Ве молам вратете"
    " едно плаќање.",
    proxy="Пратката ќе ја подигне мојата другарка {ffull}, ќе има лична карта. Нејзиниот број"
    " е {fphone}.",
    gift="Ве молам испратете го подарокот до {fdat} на адреса {street}, {post} {town}.",
    giftmsg="Среќен роденден, {ffirst}! Бакнежи, {nick}",
    importq="Зошто не е увезена {ffull}? Нејзината е-пошта е {femail}.",
    seat="{ffirst} веќе не работи кај нас. Нов корисник на лиценцата: {lead}.",
    recall="Кетелот е сѐ уште во кујната. Ве молам вратете ги парите на {pay}.",
)

YI = dict(
    lang="yi",
    locale="yi_US",
    region="US",
    women="חיה:Chaya|רחל:Rochel|גאָלדע:Golde|שׂרה:Sure|מלכּה:Malky|פֿײגע:Feige|בלימע:Blimie",
    words="פֿײגע|בלימע|מלכּה",
    men="משה:Moshe|יענקל:Yanky|שלמה:Shloime|הערשל:Hershy|איציק:Itzik|מענדל:Mendel",
    surnames="גאָלדבערג:Goldberg|ראָזנבערג:Rosenberg|שװאַרץ:Schwartz|װײַסמאַן:Weissman"
    "|פֿרידמאַן:Friedman|כּהן:Kohn|לעװין:Levin",
    nicks="",
    inflect="",
    streets="{n} 13th Avenue, Apt 3F|{n} Lee Avenue|{n} Bedford Avenue, Apt 2|{n} Maple Avenue"
    "|{n} Ocean Parkway, Apt 6B",
    towns="Brooklyn, NY=11219|Brooklyn, New York=11211|Monsey, NY=10952|Lakewood, NJ=08701"
    "|Kiryas Joel, NY=10950",
    addr="{street}, {town} {post}",
    mail="gmail.com|aol.com|yahoo.com|verizon.net",
    org="mapleprint-nyc.com",
    iban="",
    cards="visa|mastercard|amex|discover",
    greet="שלום",
    bye="אַ דאַנק",
    rename="איך האָב חתונה געהאַט און געביטן מײַן פֿאַמיליע־נאָמען. איצט הייס איך {full}"
    " (געבוירענע {birth}). ביטע טוישט עס אויף מײַן חשבון.",
    twice="פֿאַר דער באַשטעלונג {order} האָט מען מיר צוויי מאָל אָפּגערעכנט פֿון קאַרטל {card}."
    " ביטע גיט צוריק איינס.",
    proxy="מײַן פֿרײַנדין {ffull} װעט אָפּנעמען דעם פּעקל. איר טעלעפֿאָן: {fphone}.",
    gift="ביטע שיקט די מתּנה צו {fdat}: {street}, {town} {post}.",
    giftmsg="מזל טובֿ צום געבוירנטאָג, {ffirst}! {nick}",
    importq="פֿאַר װאָס איז {ffull} נישט אימפּאָרטירט געװאָרן? איר אימעיל: {femail}.",
    seat="{ffirst} אַרבעט שוין נישט בײַ אונדז. דער נײַער באַניצער: {lead}.",
    recall="דער טשײַניק שטייט נאָך אין קיך. ביטע גיט צוריק דאָס געלט אויף {pay}.",
)

AS = dict(
    lang="as",
    locale="as_IN",
    region="IN",
    women="মৌচুমী:Mousumi|জুৰি:Juri|প্ৰিয়ংকা:Priyanka|ৰশ্মি:Rashmi|দীপশিখা:Dipshikha"
    "|বৰ্ণালী:Barnali|জোনাকী:Jonaki|তৰা:Tora",
    words="জোনাকী|তৰা",
    men="প্ৰাঞ্জল:Pranjal|ভাস্কৰ:Bhaskar|ৰাহুল:Rahul|দেবজিৎ:Debajit|অংকুৰ:Ankur|নয়ন:Nayan",
    surnames="বৰা:Bora|গগৈ:Gogoi|শইকীয়া:Saikia|হাজৰিকা:Hazarika|কলিতা:Kalita|ডেকা:Deka"
    "|বৰুৱা:Baruah|ফুকন:Phukan",
    nicks="",
    inflect="",
    streets="House No. {n}, GS Road|House No. {n}, Zoo Road|{n} AT Road|House No. {n},"
    " Hatigaon Bhetapara Road|{n} RG Baruah Road",
    towns="Guwahati=781005|Jorhat=785001|Dibrugarh=786001|Tezpur=784001|Sivasagar=785640",
    addr="{street}, {town} {post}",
    mail="gmail.com|rediffmail.com|yahoo.co.in|outlook.com",
    org="brahmaputra-tea.in",
    iban="",
    cards="visa|mastercard|rupay",
    greet="নমস্কাৰ",
    bye="ধন্যবাদ",
    rename="I got married and my surname has changed. My name is now {full} (née {birth})."
    " Kindly update my account.",
    twice="Amount got debited two times for order {order} from my card {card}. Kindly reverse one.",
    proxy="My friend {ffull} will collect the parcel on my behalf, she will carry her Aadhaar."
    " Her number is {fphone}.",
    gift="Kindly send the gift to {fdat} instead: {street}, {town} {post}.",
    giftmsg="জন্মদিনৰ শুভেচ্ছা, {ffirst}! {nick}",
    importq="Why {ffull} is not imported? Her mail id is {femail}.",
    seat="{ffirst} has left our office. Kindly transfer her licence to {lead}.",
    recall="Kettle is still with me. Kindly refund to {pay}.",
)

XH = dict(
    lang="xh",
    locale="xh_ZA",
    region="ZA",
    women="Nomvula|Thandeka|Nosipho|Lindiwe|Nomsa|Zintle|Precious|Beauty",
    words="Precious|Beauty",
    men="Sipho|Lwazi|Siyabonga|Mandla|Luthando|Xolani",
    surnames="Mqhayi|Ntshona|Gxowa|Dlamini|Mtshali|Sithole|Ngcukana",
    nicks="Siyabonga=Siya|Luthando=Lutho|Nomvula=Vuvu|Thandeka=Thandi",
    inflect="Nomvula=kuNomvula|Thandeka=kuThandeka|Nosipho=kuNosipho|Lindiwe=kuLindiwe"
    "|Nomsa=kuNomsa|Zintle=kuZintle|Precious=kuPrecious|Beauty=kuBeauty",
    streets="NY {n}, Gugulethu|{n} Long Street|{n} Oxford Street|{n} Jan Smuts Avenue"
    "|{n} Sisulu Street",
    towns="Cape Town=8001|Gugulethu=7750|Khayelitsha=7784|East London=5201|Gqeberha=6001",
    addr="{street}, {town}, {post}",
    mail="gmail.com|webmail.co.za|mweb.co.za|yahoo.com",
    org="ubuntu-catering.co.za",
    iban="",
    cards="visa|mastercard|amex",
    greet="Molo",
    bye="Enkosi kakhulu",
    rename="Please update my account, my name is now {full} (née {birth}). Enkosi.",
    twice="Ndicela uncedo. You charged me twice for order {order}, card {card}. Please reverse"
    " one.",
    proxy="My friend {ffull} will collect the parcel for me, she has her ID book. Her number is"
    " {fphone}.",
    gift="Ndicela uthumele isipho {fdat}: {street}, {town}, {post}.",
    giftmsg="Happy birthday {ffirst}! Ndiyakuthanda, {nick}",
    importq="Why was {ffull} not imported? Her email is {femail}.",
    seat="{ffirst} has left the company. Please give her licence to {lead}. Enkosi.",
    recall="The kettle is still in the kitchen. Please refund to {pay}.",
)

BR = dict(
    lang="br",
    locale="br_FR",
    region="FR",
    women="Nolwenn|Maïwenn|Gwenaëlle|Anaïg|Soizic|Enora|Violette|Capucine",
    words="Violette|Capucine",
    men="Yann|Erwan|Loïc|Gwenaël|Ronan|Goulven",
    surnames="Le Gall|Le Goff|Le Bihan|Guivarc'h|Kerhervé|Le Floc'h|Morvan",
    nicks="Gwenaëlle=Gwen|Maïwenn=Maï|Goulven=Goul",
    inflect="",
    streets="{n} rue de Siam|{n} rue Saint-Michel|{n} quai de l'Odet|{n} rue Jean Jaurès"
    "|{n} venelle de Kerbernez",
    towns="Brest=29200|Quimper=29000|Rennes=35000|Lorient=56100|Morlaix=29600",
    addr="{street}, {post} {town}",
    mail="orange.fr|laposte.net|free.fr|gmail.com",
    org="ti-krampouezh.bzh",
    iban="FR",
    cards="visa|mastercard|amex",
    greet="Demat",
    bye="Trugarez",
    rename="Je me suis mariée et j'ai changé de nom. Je m'appelle maintenant {full} (née"
    " {birth}). Pouvez-vous mettre à jour mon compte ?",
    twice="La commande {order} a été prélevée deux fois sur ma carte {card}. Merci de"
    " rembourser un des deux prélèvements.",
    proxy="Mon amie {ffull} viendra retirer le colis à ma place, elle aura sa carte"
    " d'identité. Son numéro : {fphone}.",
    gift="Merci d'envoyer le cadeau chez {fdat} : {street}, {post} {town}.",
    giftmsg="Deiz-ha-bloaz laouen, {ffirst} ! Pokoù bras, {nick}",
    importq="Pourquoi {ffull} n'a-t-elle pas été importée ? Son e-mail : {femail}.",
    seat="{ffirst} a quitté l'équipe. Merci de transférer sa licence à {lead}.",
    recall="La bouilloire est toujours dans la cuisine. Remboursez-moi sur {pay}, s'il vous"
    " plaît. Kenavo !",
)

FY = dict(
    lang="fy",
    locale="fy_NL",
    region="NL",
    women="Sjoukje|Wytske|Baukje|Tjitske|Hiske|Froukje|Sterre|Roos",
    words="Sterre|Roos",
    men="Sjoerd|Jelle|Douwe|Hylke|Wiebe|Tsjalling",
    surnames="Hoekstra|Dijkstra|Wiersma|Postma|de Vries|Bosma|van der Meer|Terpstra",
    nicks="Sjoukje=Sjouk|Tsjalling=Tsjal|Froukje=Frouk|Hylke=Hyl",
    inflect="",
    streets="Nieuwestad {n}|Voorstreek {n}|Harlingerweg {n}|Tuinen {n}|Oosterstraat {n}",
    towns="Ljouwert=8911 AB|Snits=8601 BD|Drachten=9201 HK|Harns=8861 AA|Frjentsjer=8801 KL",
    addr="{street}, {post} {town}",
    mail="ziggo.nl|kpnmail.nl|hotmail.nl|gmail.com",
    org="it-paad.frl",
    iban="NL",
    cards="visa|mastercard|jcb",
    greet="Goeie",
    bye="Tige tank",
    rename="Ik bin troud en ha in oare efternamme. Ik hjit no {full} (berne {birth}). Wolle"
    " jimme myn akkount oanpasse?",
    twice="Foar bestelling {order} is der twa kear jild ôfskreaun fan myn kaart {card}. Wolle"
    " jimme ien betelling weromstoarte?",
    proxy="Myn freondinne {ffull} hellet it pakket foar my op, se hat har identiteitsbewiis"
    " by har. Har nûmer is {fphone}.",
    gift="Wolle jimme it kado nei {fdat} stjoere: {street}, {post} {town}.",
    giftmsg="Lokwinske mei dyn jierdei, {ffirst}! Tút, {nick}",
    importq="Wêrom is {ffull} net ymportearre? Har e-mail is {femail}.",
    seat="{ffirst} wurket hjir net mear. Jou har lisinsje asjebleaft oan {lead}.",
    recall="De wetterkoker stiet noch yn 'e keuken. Stoart it jild asjebleaft werom op {pay}.",
)

LOCALES_B = (HY, MK, YI, AS, XH, BR, FY)
