"""Each locale's sentence frames and form labels, written by hand: Galician, Luxembourgish,
Belarusian, isiZulu, Haitian Creole and Somali. The author is not a native speaker of any of
them; see the README's Known limits."""

from __future__ import annotations

GL_ES = dict(
    ask_order2='Boas tardes, fixen o pedido {order} a nome de {lower} a semana pasada e aínda non saíu. O meu correo: {email}',
    ans_order2='Ola {first}, revisei o pedido {order}: entregouse esta mañá á empresa de transporte e debería chegar a {address} antes do venres. Recibirás un SMS no {mobile} coa franxa horaria.',
    about2='Falei outra vez con {first}; segue á espera da devolución e quere novas por correo.',
    hon={"F": "Estimada Sra.", "M": "Estimado Sr."},
    dear="{hon} {surname}:",
    hi="Ola, {first}:",
    signoff="Atentamente,",
    ask_order="ola, son {lower}. o meu pedido {order} aínda non chegou. o meu correo é {email}",
    ans_order="Grazas, {first}! O teu pedido {order} saíu onte do almacén e vai camiño de "
    "{address}. A empresa de transporte enviarache un SMS ao {mobile} antes da entrega.",
    ask_cancel="Quero darme de baixa da subscrición. Conta {acct}, correo {email}.",
    why="Xa case non a uso e saíame moi cara.",
    ok_cancel="Feito, {first}. A subscrición da conta {acct} remata hoxe e o último cargo "
    "devolverase a {pay}.",
    locker="{first}, o teu paquete {order} agarda no armario {box} de {street}. Código de "
    "recollida: {code}. Estará dispoñible 72 horas.",
    macro="Grazas por contactar connosco sobre o pedido {order}. Xa fixemos a devolución á "
    "tarxeta rematada en {last4}; pode tardar entre 5 e 10 días hábiles.",
    fault="O cargador deixou de funcionar ás tres semanas. O indicador escintila en laranxa e "
    "o móbil non carga.",
    cb_reason="Non recoñezo este cargo. A miña tarxeta estivo comigo todo o tempo.",
    quote="A conta rexistrada é de {full}, {address}, tel. {mobile}.",
    agent_intro="Atendeche {agent}, do servizo de atención ao cliente.",
    relnote="{rel} ({rel_mobile}) pode recoller o paquete no meu nome.",
    about="{first} volveu chamar pola devolución e pide que o/a chamemos.",
    lab=dict(
        name="Nome", address="Enderezo", phone="Teléfono", email="Correo", card="Número de tarxeta",
        iban="IBAN", account="Conta", order="Pedido", reason="Motivo", signature="Sinatura",
        date="Data", amount="Importe", product="Produto", serial="Núm. de serie",
        driver="Condutor principal", extra="Condutor adicional", pickup="Recollida",
        dropoff="Devolución", customer="Cliente", subject="Asunto", deposit="Tarxeta de fianza",
    ),
)  # fmt: skip

LB_LU = dict(
    ask_order2="Gudde Mëtteg, ech hunn d'lescht Woch d'Bestellung {order} op den Numm {lower} gemaach an se ass nach net verschéckt. Meng E-Mail: {email}",
    ans_order2="Moien {first}, ech hunn d'Bestellung {order} gepréift: se gouf haut de Moien dem Transporteur iwwerginn a soll bis e Freideg op {address} ukommen. Dir kritt eng SMS op {mobile} mat der Zäit.",
    about2='Nach eng Kéier mat {art}{first} geschwat; waart nach ëmmer op de Remboursement a wëllt en Update per E-Mail.',
    hon={"F": "Léif Madame", "M": "Léiwen Här"},
    dear="{hon} {surname},",
    hi="Moien {first},",
    signoff="Mat beschte Gréiss,",
    ask_order="moien, hei ass {lower}. meng Bestellung {order} ass nach ëmmer net ukomm. meng "
    "E-Mail ass {email}",
    ans_order="Merci, {first}! Är Bestellung {order} huet gëschter eise Lager verlooss an ass "
    "ënnerwee op {address}. De Kurier schéckt virun der Liwwerung eng SMS op {mobile}.",
    ask_cancel="Ech wëll mäin Abonnement kënnegen. Kont {acct}, E-Mail {email}.",
    why="Et ass mer ze deier ginn an ech benotzen et kaum.",
    ok_cancel="Gemaach, {first}. D'Abonnement vum Kont {acct} hält haut op, an déi lescht Zomm "
    "gëtt op {pay} zréckbezuelt.",
    locker="{first}, Äre Pak {order} waart am Fach {box} op {street}. Ofhuelcode: {code}. E "
    "bleift 72 Stonnen do.",
    macro="Merci fir Äre Message iwwer d'Bestellung {order}. Mir hunn de Betrag op d'Kaart mat "
    "der Endung {last4} zréckbezuelt; dat ka 5 bis 10 Aarbechtsdeeg daueren.",
    fault="Den Chargeur funktionéiert no dräi Wochen net méi. D'Luucht blénkt orange an den "
    "Handy leet net.",
    cb_reason="Ech erkennen dës Transaktioun net. Meng Kaart war déi ganz Zäit bei mir.",
    quote="Am Dossier steet: {full}, {address}, Tel. {mobile}.",
    agent_intro="Hei ass {agent} vum Clientsservice.",
    relnote="{art}{rel} ({rel_mobile}) dierf de Pak fir mech ofhuelen.",
    about="{art}{first} huet nach eng Kéier wéinst dem Remboursement ugeruff a wëllt e "
    "Réckruff.",
    lab=dict(
        name="Numm", address="Adress", phone="Telefon", email="E-Mail", card="Kaartennummer",
        iban="IBAN", account="Kont", order="Bestellung", reason="Grond", signature="Ënnerschrëft",
        date="Datum", amount="Betrag", product="Produit", serial="Seriennummer",
        driver="Haaptchauffeur", extra="Zousätzleche Chauffeur", pickup="Ofhuelen",
        dropoff="Zréckginn", customer="Client", subject="Betreff", deposit="Kautioun mat Kaart",
    ),
)  # fmt: skip

BE_BY = dict(
    ask_order2='Добры дзень, на мінулым тыдні была аформлена замова {order} на імя {lower}, але яе дагэтуль не адправілі. Пошта: {email}',
    ans_order2="Добры дзень, {first}! Замову {order} сёння раніцай перадалі кур'еру, і да пятніцы яна будзе на адрасе {address}. Час дастаўкі паведамім SMS на {mobile}.",
    about2='{first} зноў на сувязі: чакае вяртання грошай, просіць паведаміць па пошце.',
    hon={"F": "Шаноўная спадарыня", "M": "Шаноўны спадар"},
    dear="{hon} {surname},",
    hi="Добры дзень, {first}!",
    signoff="З павагай,",
    ask_order="добры дзень, гэта {lower}. мая замова {order} дагэтуль не прыйшла. пошта {email}",
    ans_order="Дзякуй, {first}! Ваша замова {order} учора выехала са склада і едзе на адрас "
    "{address}. Кур'ер дашле SMS на {mobile} перад дастаўкай.",
    ask_cancel="Хачу скасаваць падпіску. Рахунак {acct}, пошта {email}.",
    why="Стала занадта дорага, а карыстаюся я рэдка.",
    ok_cancel="Гатова, {first}. Падпіска на рахунку {acct} заканчваецца сёння, апошні плацёж "
    "вернецца на {pay}.",
    locker="{first}, ваша пасылка {order} чакае ў паштамаце {box} па адрасе {street}. Код "
    "атрымання: {code}. Яна захоўваецца 72 гадзіны.",
    macro="Дзякуй, што звярнуліся наконт замовы {order}. Мы вярнулі грошы на картку з "
    "апошнімі лічбамі {last4}; гэта можа заняць 5–10 працоўных дзён.",
    fault="Зарадная прылада перастала працаваць праз тры тыдні. Індыкатар мігае аранжавым, і "
    "тэлефон не зараджаецца.",
    cb_reason="Я не рабіў гэтую аперацыю. Картка ўвесь час была са мной.",
    quote="У профілі: {full}, {address}, тэл. {mobile}.",
    agent_intro="Вас вітае {agent}, служба падтрымкі.",
    relnote="{rel} ({rel_mobile}) можа атрымаць пасылку замест мяне.",
    about="{first} зноў тэлефанаваў(ла) наконт вяртання грошай, просіць перазваніць.",
    lab=dict(
        name="Імя і прозвішча", address="Адрас", phone="Тэлефон", email="Электронная пошта",
        card="Нумар карткі", iban="IBAN", account="Рахунак", order="Замова", reason="Прычына",
        signature="Подпіс", date="Дата", amount="Сума", product="Тавар", serial="Серыйны нумар",
        driver="Кіроўца", extra="Дадатковы кіроўца", pickup="Выдача", dropoff="Вяртанне",
        customer="Кліент", subject="Тэма", deposit="Картка для залогу",
    ),
)  # fmt: skip

ZU_ZA = dict(
    ask_order2='Sanibonani, ngi-ode i-oda {order} ngegama lika-{lower} ngesonto eledlule kodwa alikathunyelwa. I-imeyili: {email}',
    ans_order2='Sawubona {first}, ngihlolile i-oda {order}: linikezwe inkampani yokuthumela namhlanje ekuseni futhi kufanele lifike e-{address} ngoLwesihlanu. Uzothola i-SMS ku-{mobile} enesikhathi.',
    about2='Siphinde sakhuluma no{first}; usalinde ukubuyiselwa kwemali, ufuna izindaba nge-imeyili.',
    hon={"F": "Nkk.", "M": "Mnu."},
    dear="Sawubona {hon} {surname},",
    hi="Sawubona {first},",
    signoff="Ozithobayo,",
    ask_order="sawubona, igama lami ngu-{lower}. i-oda lami {order} alikafiki. i-imeyili yami "
    "ngu-{email}",
    ans_order="Ngiyabonga, {first}! I-oda lakho {order} liphume esitolo izolo futhi "
    "lisendleleni eya ku-{address}. Umthumeli uzothumela i-SMS ku-{mobile} ngaphambi "
    "kokulethwa.",
    ask_cancel="Ngicela ukukhansela ukubhalisa kwami. I-akhawunti {acct}, i-imeyili {email}.",
    why="Kuyabiza kakhulu manje futhi angisakusebenzisi.",
    ok_cancel="Kwenziwe, {first}. Ukubhalisa ku-akhawunti {acct} kuphela namuhla, futhi imali "
    "yokugcina izobuyiselwa ku-{pay}.",
    locker="{first}, iphasela lakho {order} lilinde ebhokisini {box} e-{street}. Ikhodi "
    "yokulanda: {code}. Lizohlala lapho amahora angu-72.",
    macro="Ngiyabonga ngokusithinta mayelana ne-oda {order}. Sibuyisele imali ekhadini "
    "eliphela ngo-{last4}; kungathatha izinsuku zokusebenza ezi-5 kuya kwezi-10.",
    fault="Ishaja iyekile ukusebenza ngemuva kwamasonto amathathu. Isibani sicwayiza "
    "ngombala osawolintshi futhi ifoni ayishaji.",
    cb_reason="Angiyazi le nkokhelo. Ikhadi lami belilokhu linami.",
    quote="I-akhawunti ibhaliswe ku-{full}, {address}, ucingo {mobile}.",
    agent_intro="Ngingu-{agent} wakwa-Customer Care.",
    relnote="{art}{rel} ({rel_mobile}) angalanda iphasela esikhundleni sami.",
    about="u{first} uphinde washaya ucingo mayelana nokubuyiselwa kwemali, ucela ukuthi "
    "simfonele.",
    lab=dict(
        name="Igama", address="Ikheli", phone="Ucingo", email="I-imeyili", card="Inombolo yekhadi",
        iban="IBAN", account="I-akhawunti", order="I-oda", reason="Isizathu", signature="Isiginesha",
        date="Usuku", amount="Inani", product="Umkhiqizo", serial="Inombolo ye-serial",
        driver="Umshayeli omkhulu", extra="Umshayeli owengeziwe", pickup="Ukulanda",
        dropoff="Ukubuyisa", customer="Ikhasimende", subject="Isihloko", deposit="Ikhadi lediphozithi",
    ),
)  # fmt: skip

HT_HT = dict(
    ask_order2='Bonswa, mwen te pase kòmand {order} sou non {lower} semèn pase a e li poko soti. Imel mwen: {email}',
    ans_order2='Bonjou {first}, mwen tcheke kòmand {order} la: yo remèt li bay livrè a maten an e li dwe rive nan {address} anvan vandredi. W ap resevwa yon SMS nan {mobile} ak lè a.',
    about2='Nou pale ak {first} ankò; l ap tann ranbousman an toujou, li vle nouvèl pa imel.',
    hon={"F": "Madan", "M": "Msye"},
    dear="Bonjou {hon} {surname},",
    hi="Bonjou {first},",
    signoff="Mèsi anpil,",
    ask_order="bonjou se {lower}. kòmand mwen {order} poko rive. imel mwen se {email}",
    ans_order="Mèsi {first}! Kòmand {order} ou a soti nan depo a yè e li sou wout pou "
    "{address}. Livrè a ap voye yon SMS nan {mobile} anvan li rive.",
    ask_cancel="Mwen vle anile abònman mwen. Kont {acct}, imel {email}.",
    why="Li twò chè kounye a e mwen pa sèvi avè l ankò.",
    ok_cancel="Li fèt, {first}. Abònman sou kont {acct} la fini jodi a, e dènye peman an ap "
    "retounen sou {pay}.",
    locker="{first}, pake {order} ou a ap tann ou nan kazye {box} nan {street}. Kòd pou pran "
    "l: {code}. L ap rete la 72 èdtan.",
    macro="Mèsi paske ou kontakte nou pou kòmand {order}. Nou ranbouse lajan an sou kat ki fini "
    "ak {last4}; sa ka pran 5 a 10 jou travay.",
    fault="Chajè a sispann mache apre twa semèn. Limyè a ap tenyen zoranj e telefòn nan pa "
    "chaje.",
    cb_reason="Mwen pa rekonèt tranzaksyon sa a. Kat mwen te toujou avè m.",
    quote="Kont lan anrejistre sou non {full}, {address}, telefòn {mobile}.",
    agent_intro="Se {agent} ki la pou ede w nan sèvis kliyan an.",
    relnote="{rel} ({rel_mobile}) ka vin pran pake a pou mwen.",
    about="{first} rele ankò pou ranbousman an, li mande pou nou rele l.",
    lab=dict(
        name="Non", address="Adrès", phone="Telefòn", email="Imel", card="Nimewo kat",
        iban="IBAN", account="Kont", order="Kòmand", reason="Rezon", signature="Siyati",
        date="Dat", amount="Kantite lajan", product="Pwodwi", serial="Nimewo seri",
        driver="Chofè prensipal", extra="Dezyèm chofè", pickup="Pran machin", dropoff="Remèt",
        customer="Kliyan", subject="Sijè", deposit="Kat pou depo",
    ),
)  # fmt: skip

SO_SO = dict(
    ask_order2='Galab wanaagsan, toddobaadkii hore waxaan dalbaday {order} magaca {lower}, weli lama soo dirin. Email: {email}',
    ans_order2='Salaan {first}, waan hubiyay dalabka {order}: saaka ayaa la siiyay shirkadda gaarsiinta, waana inuu gaaraa {address} ka hor Jimcaha. SMS ayaad ka heli doontaa {mobile} oo wakhtiga sheegaysa.',
    about2='Mar kale ayaan la hadalnay {first}; weli wuxuu sugayaa lacag celinta, wuxuu rabaa war email ah.',
    hon={"F": "Marwo", "M": "Mudane"},
    dear="{hon} {first},",
    hi="Salaan {first},",
    signoff="Mahadsanid,",
    ask_order="asc, waxaan ahay {lower}. dalabkaygii {order} weli ma iman. emailkaygu waa {email}",
    ans_order="Mahadsanid {first}! Dalabkaaga {order} shalay ayuu bakhaarka ka baxay, wuxuuna "
    "ku socdaa {address}. Gaarsiiyaha ayaa SMS u soo diri doona {mobile} ka hor gaarsiinta.",
    ask_cancel="Waxaan rabaa inaan joojiyo rukunkayga. Akoonka {acct}, email {email}.",
    why="Aad buu qaali u noqday, mana isticmaalo.",
    ok_cancel="Waa la sameeyay, {first}. Rukunka akoonka {acct} maanta ayuu dhammaanayaa, "
    "lacagtii ugu dambaysayna waxaa loo celin doonaa {pay}.",
    locker="{first}, xidhmadaada {order} waxay ku jirtaa khaanadda {box} ee {street}. Koodhka "
    "qaadashada: {code}. Waxay halkaas joogi doontaa 72 saacadood.",
    macro="Waad ku mahadsan tahay la xiriirkaaga ku saabsan dalabka {order}. Lacagta waxaan ku "
    "celinay kaarka ku dhammaada {last4}; waxay qaadan kartaa 5 ilaa 10 maalmood oo shaqo.",
    fault="Charger-ku wuu istaagay saddex toddobaad kadib. Nalku wuxuu libiqsanayaa oranji, "
    "taleefankuna ma buuxsamayo.",
    cb_reason="Ma aqoonsani macaamilkan. Kaarkaygu had iyo jeer wuu ila jiray.",
    quote="Akoonka waxaa ka diiwaangashan {full}, {address}, tel. {mobile}.",
    agent_intro="Waxaa kula hadlaya {agent} oo ka tirsan adeegga macaamiisha.",
    relnote="{rel} ({rel_mobile}) ayaa iga qaadi kara xidhmada.",
    about="{first} mar kale ayuu soo wacay oo ku saabsan lacag celinta, wuxuu codsaday in "
    "dib loo waco.",
    lab=dict(
        name="Magaca", address="Cinwaanka", phone="Taleefanka", email="Email", card="Lambarka kaarka",
        iban="IBAN", account="Akoonka", order="Dalabka", reason="Sababta", signature="Saxiixa",
        date="Taariikhda", amount="Qadarka", product="Alaabta", serial="Lambarka taxanaha",
        driver="Darawalka koowaad", extra="Darawal dheeraad ah", pickup="Qaadashada",
        dropoff="Celinta", customer="Macmiilka", subject="Mawduuca", deposit="Kaarka dammaanadda",
    ),
)  # fmt: skip

LABELS_B = {
    "gl_ES": GL_ES, "lb_LU": LB_LU, "be_BY": BE_BY, "zu_ZA": ZU_ZA, "ht_HT": HT_HT,
    "so_SO": SO_SO,
}  # fmt: skip
