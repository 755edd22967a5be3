"""Eight locales written in Latin script, typed by hand: names ("male/female" where surnames
are gendered), nicknames and inflected forms ("name=form"), streets ("{n}" is the house
number), towns with their postcodes, mail domains, and the customer's sentence frames."""

DA = dict(
    lang="da",
    locale="da_DK",
    region="DK",
    women="Mette|Sofie|Karen|Ida|Signe|Birgitte|Lærke|Sol",
    words="Lærke|Sol",
    men="Søren|Mads|Rasmus|Jens|Anders|Frederik",
    surnames="Jensen|Nielsen|Pedersen|Kristensen|Thomsen|Østergaard|Kjærgaard|Mikkelsen",
    nicks="Birgitte=Gitte|Rasmus=Rasse|Frederik=Freddy|Signe=Sisse",
    inflect="Mette=Mettes|Sofie=Sofies|Karen=Karens|Ida=Idas|Signe=Signes|Birgitte=Birgittes"
    "|Lærke=Lærkes|Sol=Sols",
    streets="Vesterbrogade {n}, 2. th.|Nørregade {n}|Jægersborggade {n}, st. tv.|Søndergade {n}"
    "|Østerbrogade {n}, 3. mf.",
    towns="København V=1620|Aarhus C=8000|Odense C=5000|Aalborg=9000|Roskilde=4000",
    addr="{street}, {post} {town}",
    mail="gmail.com|jubii.dk|mail.dk|hotmail.com",
    org="bageriet-vest.dk",
    iban="DK",
    cards="visa|mastercard|mastercard2",
    greet="Hej",
    bye="Mange tak",
    rename="Jeg er blevet gift og har skiftet efternavn. Jeg hedder nu {full} (født {birth})."
    " Vil I rette det på min konto?",
    twice="Jeg er blevet trukket to gange for ordre {order} på mit kort {card}. Kan I"
    " refundere den ene?",
    proxy="Min veninde {ffull} henter pakken for mig, hun har sit pas med. Hendes nummer er"
    " {fphone}.",
    gift="Gaven skal sendes til {fdat} adresse i stedet: {street}, {post} {town}.",
    giftmsg="Tillykke med fødselsdagen, {ffirst}! Kram fra {nick}",
    importq="Hvorfor blev {ffull} ikke importeret? Hendes mail er {femail}.",
    seat="{ffirst} er stoppet hos os. Giv venligst hendes licens til {lead}.",
    recall="Kedlen står stadig i køkkenet. I må gerne refundere til {pay}.",
)

NB = dict(
    lang="nb",
    locale="nb_NO",
    region="NO",
    women="Ingrid|Solveig|Kari|Ragnhild|Tuva|Sigrid|Åse|Vår|Lykke",
    words="Vår|Lykke",
    men="Ola|Håkon|Eirik|Magnus|Torbjørn|Sindre",
    surnames="Johansen|Olsen|Berg|Haugen|Bakken|Solberg|Dahl|Strand",
    nicks="Torbjørn=Tobbe|Magnus=Mange|Sigrid=Siggi|Ragnhild=Ragga",
    inflect="Ingrid=Ingrids|Solveig=Solveigs|Kari=Karis|Ragnhild=Ragnhilds|Tuva=Tuvas"
    "|Sigrid=Sigrids|Åse=Åses|Vår=Vårs|Lykke=Lykkes",
    streets="Thorvald Meyers gate {n}|Bogstadveien {n}|Kongens gate {n}|Storgata {n} B"
    "|Markens gate {n}",
    towns="Oslo=0552|Bergen=5003|Trondheim=7011|Stavanger=4006|Tromsø=9008",
    addr="{street}, {post} {town}",
    mail="online.no|gmail.com|hotmail.no|live.no",
    org="fjordreklame.no",
    iban="NO",
    cards="visa|mastercard|amex",
    greet="Hei",
    bye="Tusen takk",
    rename="Jeg har giftet meg og byttet etternavn. Nå heter jeg {full} (født {birth}). Kan"
    " dere oppdatere kontoen min?",
    twice="Jeg har blitt trukket to ganger for ordre {order} på kortet mitt {card}. Kan dere"
    " refundere det ene trekket?",
    proxy="Venninnen min {ffull} henter pakken for meg, hun har med legitimasjon. Nummeret"
    " hennes er {fphone}.",
    gift="Gaven skal heller sendes til {fdat} adresse: {street}, {post} {town}.",
    giftmsg="Gratulerer med dagen, {ffirst}! Klem fra {nick}",
    importq="Hvorfor ble ikke {ffull} importert? E-posten hennes er {femail}.",
    seat="{ffirst} har sluttet hos oss. Gi lisensen hennes til {lead}, takk.",
    recall="Vannkokeren står fortsatt på kjøkkenet. Refunder gjerne til {pay}.",
)

PL = dict(
    lang="pl",
    locale="pl_PL",
    region="PL",
    women="Agnieszka|Małgorzata|Katarzyna|Zofia|Joanna|Wiesława|Róża|Kalina",
    words="Róża|Kalina",
    men="Krzysztof|Grzegorz|Paweł|Tomasz|Łukasz|Wojciech",
    surnames="Kowalski/Kowalska|Wiśniewski/Wiśniewska|Nowak/Nowak|Wójcik/Wójcik"
    "|Zieliński/Zielińska|Szymański/Szymańska|Dąbrowski/Dąbrowska|Mazur/Mazur",
    nicks="Małgorzata=Gosia|Katarzyna=Kasia|Zofia=Zosia|Joanna=Asia|Tomasz=Tomek"
    "|Wojciech=Wojtek|Grzegorz=Grzesiek|Krzysztof=Krzysiek",
    inflect="Agnieszka=Agnieszce|Małgorzata=Małgorzacie|Katarzyna=Katarzynie|Zofia=Zofii"
    "|Joanna=Joannie|Wiesława=Wiesławie|Róża=Róży|Kalina=Kalinie",
    streets="ul. Marszałkowska {n}/14|ul. Piotrkowska {n}|ul. Długa {n}/3|ul. Świętojańska {n}"
    "|ul. Grunwaldzka {n}/7",
    towns="Warszawa=00-697|Łódź=90-102|Gdańsk=80-831|Gdynia=81-366|Kraków=31-042",
    addr="{street}, {post} {town}",
    mail="wp.pl|o2.pl|interia.pl|gmail.com",
    org="biuro-rachunkowe-lodz.pl",
    iban="PL",
    cards="visa|mastercard|mastercard2",
    greet="Dzień dobry",
    bye="Pozdrawiam serdecznie",
    rename="Wyszłam za mąż i zmieniłam nazwisko. Teraz nazywam się {full} (z domu {birth})."
    " Proszę o zmianę danych na koncie.",
    twice="Pobrano ode mnie dwa razy płatność za zamówienie {order}, karta {card}. Proszę o"
    " zwrot jednej.",
    proxy="Paczkę odbierze moja koleżanka {ffull}, będzie miała dowód osobisty. Jej numer:"
    " {fphone}.",
    gift="Proszę wysłać prezent {fdat} na nowy adres: {street}, {post} {town}.",
    giftmsg="Wszystkiego najlepszego, {ffirst}! Buziaki, {nick}",
    importq="Dlaczego {ffull} nie została zaimportowana? Jej e-mail to {femail}.",
    seat="{ffirst} już u nas nie pracuje. Proszę przenieść jej licencję. Nowy użytkownik: {lead}.",
    recall="Czajnik nadal stoi w kuchni. Proszę o zwrot na {pay}.",
)

CS = dict(
    lang="cs",
    locale="cs_CZ",
    region="CZ",
    women="Jana|Lenka|Petra|Kateřina|Markéta|Zdeňka|Věra|Naděžda",
    words="Věra|Naděžda",
    men="Jiří|Petr|Tomáš|Ondřej|Vojtěch|Jaroslav",
    surnames="Novák/Nováková|Svoboda/Svobodová|Dvořák/Dvořáková|Černý/Černá"
    "|Procházka/Procházková|Kučera/Kučerová|Veselý/Veselá|Horák/Horáková",
    nicks="Kateřina=Katka|Jiří=Jirka|Ondřej=Ondra|Vojtěch=Vojta|Jaroslav=Jarda|Markéta=Markétka",
    inflect="Jana=Janě|Lenka=Lence|Petra=Petře|Kateřina=Kateřině|Markéta=Markétě"
    "|Zdeňka=Zdeňce|Věra=Věře|Naděžda=Naděždě",
    streets="Vinohradská {n}|Národní {n}|Husova {n}|Masarykova {n}|Palackého {n}",
    towns="Praha 2=120 00|Brno=602 00|Olomouc=779 00|Plzeň=301 00|Liberec=460 01",
    addr="{street}, {post} {town}",
    mail="seznam.cz|email.cz|centrum.cz|gmail.com",
    org="stavebniny-hanak.cz",
    iban="CZ",
    cards="visa|mastercard|discover",
    greet="Dobrý den",
    bye="Děkuji",
    rename="Vdala jsem se a změnila příjmení. Teď se jmenuji {full} (rozená {birth}). Prosím o"
    " úpravu účtu.",
    twice="Za objednávku {order} mi byla platba stržena dvakrát, karta {card}. Prosím o"
    " vrácení jedné platby.",
    proxy="Balík za mě vyzvedne kamarádka {ffull}, bude mít občanku. Její číslo je {fphone}.",
    gift="Dárek prosím pošlete {fdat} na adresu {street}, {post} {town}.",
    giftmsg="Všechno nejlepší, {ffirst}! Objímá {nick}",
    importq="Proč se nenaimportovala {ffull}? Její e-mail je {femail}.",
    seat="{ffirst} u nás skončila. Převeďte prosím její licenci, nový uživatel: {lead}.",
    recall="Konvice je pořád v kuchyni. Peníze prosím vraťte na {pay}.",
)

TR = dict(
    lang="tr",
    locale="tr_TR",
    region="TR",
    women="Ayşe|Zeynep|Elif|Gülşen|Hatice|Özlem|Yağmur|Deniz",
    words="Yağmur|Deniz",
    men="Mehmet|Mustafa|Emre|Burak|Oğuz|İsmail",
    surnames="Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Öztürk|Aydın",
    nicks="Mehmet=Memo|Mustafa=Musti|Hatice=Hacer|Özlem=Özi",
    inflect="Ayşe=Ayşe'ye|Zeynep=Zeynep'e|Elif=Elif'e|Gülşen=Gülşen'e|Hatice=Hatice'ye"
    "|Özlem=Özlem'e|Yağmur=Yağmur'a|Deniz=Deniz'e",
    streets="Moda Cad. No: {n} D: 4|Bağdat Cad. No: {n}|Atatürk Bulvarı No: {n} D: 9"
    "|Kıbrıs Şehitleri Cad. No: {n}|Işıklar Cad. No: {n} D: 2",
    towns="Kadıköy/İstanbul=34710|Çankaya/Ankara=06690|Konak/İzmir=35250|Nilüfer/Bursa=16110"
    "|Muratpaşa/Antalya=07100",
    addr="{street}, {post} {town}",
    mail="gmail.com|hotmail.com|yandex.com.tr|outlook.com.tr",
    org="ege-lojistik.com.tr",
    iban="TR",
    cards="visa|mastercard|amex",
    greet="Merhaba",
    bye="Teşekkürler",
    rename="Evlendim ve soyadım değişti. Artık adım {full} (kızlık soyadı {birth}). Hesabımı"
    " güncelleyebilir misiniz?",
    twice="{order} numaralı sipariş için kartımdan iki kez çekim yapıldı: {card}. Birini iade"
    " eder misiniz?",
    proxy="Siparişimi arkadaşım {ffull} teslim alacak, kimliği yanında. Telefonu {fphone}.",
    gift="Hediyeyi lütfen {fdat} gönderin: {street}, {post} {town}.",
    giftmsg="İyi ki doğdun {ffirst}! Sevgiler, {nick}",
    importq="{ffull} neden içe aktarılmadı? E-postası {femail}.",
    seat="{ffirst} ayrıldı. Lisansını lütfen yeni kullanıcıya verin: {lead}.",
    recall="Su ısıtıcısı hâlâ mutfakta. İadeyi {pay} hesabına yapabilirsiniz.",
)

IS = dict(
    lang="is",
    locale="is_IS",
    region="IS",
    women="Guðrún|Sigríður|Kristín|Helga|Þórunn|Ragnheiður|Sól|Birta",
    words="Sól|Birta",
    men="Jón|Gunnar|Sigurður|Ólafur|Einar|Þórður",
    surnames="Jónsson/Jónsdóttir|Sigurðsson/Sigurðardóttir|Gunnarsson/Gunnarsdóttir"
    "|Magnússon/Magnúsdóttir|Einarsson/Einarsdóttir|Ólafsson/Ólafsdóttir"
    "|Stefánsson/Stefánsdóttir",
    renamed="Helgudóttir|Guðrúnardóttir|Kristínardóttir|Þórunnardóttir",
    nicks="Sigríður=Sigga|Sigurður=Siggi|Kristín=Stína|Guðrún=Gunna|Ólafur=Óli|Ragnheiður=Ragga",
    inflect="Guðrún=Guðrúnar|Sigríður=Sigríðar|Kristín=Kristínar|Helga=Helgu|Þórunn=Þórunnar"
    "|Ragnheiður=Ragnheiðar|Sól=Sólar|Birta=Birtu",
    streets="Laugavegur {n}|Skólavörðustígur {n}|Hverfisgata {n}|Hringbraut {n}|Strandgata {n}",
    towns="Reykjavík=101|Hafnarfjörður=220|Akureyri=600|Kópavogur=200|Selfoss=800",
    addr="{street}, {post} {town}",
    mail="simnet.is|internet.is|gmail.com|hi.is",
    org="hofn-ferdir.is",
    iban="IS",
    cards="visa|mastercard|amex",
    greet="Góðan dag",
    bye="Takk fyrir",
    rename="Ég hef breytt kenninafni mínu og heiti nú {full} (áður {birth}). Getið þið"
    " uppfært reikninginn minn?",
    twice="Pöntun {order} var gjaldfærð tvisvar á kortið mitt {card}. Getið þið endurgreitt"
    " aðra færsluna?",
    proxy="Vinkona mín {ffull} sækir pakkann fyrir mig, hún er með skilríki. Síminn hennar er"
    " {fphone}.",
    gift="Vinsamlegast sendið gjöfina til {fdat}: {street}, {post} {town}.",
    giftmsg="Til hamingju með afmælið, {ffirst}! Knús, {nick}",
    importq="Af hverju var {ffull} ekki flutt inn? Netfangið hennar er {femail}.",
    seat="{ffirst} er hætt hjá okkur. Vinsamlegast færið leyfið hennar. Nýr notandi: {lead}.",
    recall="Ketillinn er enn í eldhúsinu. Endilega endurgreiðið inn á {pay}.",
)

AZ = dict(
    lang="az",
    locale="az_AZ",
    region="AZ",
    women="Aygün|Günel|Leyla|Səbinə|Ülviyyə|Nərgiz|Ulduz",
    words="Nərgiz|Ulduz",
    men="Elvin|Rəşad|Tural|Orxan|Fərid|İlkin",
    surnames="Məmmədov/Məmmədova|Əliyev/Əliyeva|Həsənov/Həsənova|Quliyev/Quliyeva"
    "|Hüseynov/Hüseynova|İsmayılov/İsmayılova|Rzayev/Rzayeva",
    nicks="Ülviyyə=Ülvi|Rəşad=Rəşo|Səbinə=Səbi",
    inflect="Aygün=Aygünə|Günel=Günelə|Leyla=Leylaya|Səbinə=Səbinəyə|Ülviyyə=Ülviyyəyə"
    "|Nərgiz=Nərgizə|Ulduz=Ulduza",
    streets="Nizami küçəsi {n}, mənzil 12|Füzuli küçəsi {n}|Azadlıq prospekti {n}, mənzil 40"
    "|Bülbül prospekti {n}|Nəsimi küçəsi {n}",
    towns="Bakı=AZ1000|Gəncə=AZ2000|Sumqayıt=AZ5000|Şəki=AZ5500|Lənkəran=AZ4200",
    addr="{street}, {post} {town}",
    mail="mail.ru|gmail.com|box.az|yahoo.com",
    org="xezer-logistika.az",
    iban="AZ",
    cards="visa|mastercard|unionpay",
    greet="Salam",
    bye="Təşəkkür edirəm",
    rename="Ailə qurmuşam və soyadımı dəyişmişəm. İndi adım və soyadım: {full} (qızlıq soyadı"
    " {birth}). Hesabımı yeniləyə bilərsiniz?",
    twice="{order} sifarişi üçün kartımdan iki dəfə pul çıxıldı: {card}. Birini geri"
    " qaytara bilərsiniz?",
    proxy="Sifarişi rəfiqəm {ffull} götürəcək, şəxsiyyət vəsiqəsi yanındadır. Nömrəsi {fphone}.",
    gift="Xahiş edirəm hədiyyəni {fdat} göndərin: {street}, {post} {town}.",
    giftmsg="Ad günün mübarək, {ffirst}! Öpürəm, {nick}",
    importq="{ffull} niyə idxal olunmadı? E-poçtu {femail}.",
    seat="{ffirst} artıq bizdə işləmir. Lisenziyanı yeni istifadəçiyə verin: {lead}.",
    recall="Çaydan hələ də mətbəxdədir. Pulu {pay} hesabına qaytarın, xahiş edirəm.",
)

SQ = dict(
    lang="sq",
    locale="sq_AL",
    region="AL",
    women="Elira|Blerina|Ermira|Valbona|Arta|Drita|Flutura|Mimoza",
    words="Drita|Flutura|Mimoza",
    men="Arben|Gentian|Ilir|Besnik|Fatmir|Agron",
    surnames="Hoxha|Shehu|Leka|Gjoka|Krasniqi|Berisha|Dervishi|Muça",
    nicks="Gentian=Genti|Valbona=Bona|Ermira=Mira|Besnik=Besi",
    inflect="Elira=Elirës|Blerina=Blerinës|Ermira=Ermirës|Valbona=Valbonës|Arta=Artës"
    "|Drita=Dritës|Flutura=Fluturës|Mimoza=Mimozës",
    streets="Rruga e Kavajës {n}|Rruga Myslym Shyri {n}|Rruga Ismail Qemali {n}"
    "|Rruga e Durrësit {n}|Bulevardi Zogu I {n}",
    towns="Tiranë=1001|Durrës=2001|Shkodër=4001|Vlorë=9401|Korçë=7001",
    addr="{street}, {post} {town}",
    mail="gmail.com|yahoo.com|hotmail.com|abissnet.al",
    org="studio-drini.al",
    iban="AL",
    cards="visa|mastercard|discover",
    greet="Përshëndetje",
    bye="Faleminderit",
    rename="U martova dhe ndërrova mbiemrin. Tani quhem {full} (e lindur {birth}). Ju lutem"
    " ndryshoni të dhënat në llogari.",
    twice="Për porosinë {order} më janë tërhequr paratë dy herë nga karta {card}. Ju lutem"
    " kthejeni njërën pagesë.",
    proxy="Paketën do ta marrë shoqja ime {ffull}, ka letërnjoftimin me vete. Numri i saj"
    " është {fphone}.",
    gift="Ju lutem dërgojani dhuratën {fdat} në adresën {street}, {post} {town}.",
    giftmsg="Gëzuar ditëlindjen, {ffirst}! Të përqafoj, {nick}",
    importq="Pse nuk u importua {ffull}? Emaili i saj është {femail}.",
    seat="{ffirst} nuk punon më te ne. Ju lutem kalojani licencën e saj përdoruesit të ri: {lead}.",
    recall="Çajniku është ende në kuzhinë. Ju lutem ktheni paratë në {pay}.",
)

LOCALES_A = (DA, NB, PL, CS, TR, IS, AZ, SQ)
