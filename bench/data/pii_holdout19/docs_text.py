"""Public paragraphs (help pages, release notes, API, status, retention and accessibility docs;
public places, dishes, festivals and figures of history of the exam's locales), typed by hand.
They name no customer: the generator asserts that no labelled value of six or more characters
and no ``@`` occurs in them."""

DOCS = (
    (
        "en",
        "# Deposit disputes\nWhen a tenancy ends, the deposit scheme holds the money until "
        "tenant and landlord agree. Either side can open a dispute from the dashboard within 90 "
        "days; we ask both for evidence and an adjudicator decides within 28 days.",
    ),
    (
        "en",
        "Redelivery requests can be made until 22:00 on the day of the first attempt. The "
        "driver leaves a card with the tracking number; a neighbour may accept the parcel only "
        "if the recipient names them in the form.",
    ),
    (
        "en",
        "## Correcting an invoice\nInvoices can be reissued once in a different name or "
        "with a company's tax number. The original invoice is cancelled and kept for seven years "
        "as the law requires.",
    ),
    (
        "en",
        "Family plans have one owner and up to five members. Members get their own login and "
        "history; the owner sees the bill but never the members' messages. Invites expire after "
        "14 days.",
    ),
    (
        "en",
        "Release 4.12: moving quotes now show the surveyor's visit window, the booking "
        "deposit can be refunded from the quote page, and the form accepts addresses without a "
        "postcode.",
    ),
    (
        "en",
        "## Assistant memory\nThe assistant keeps a short memory of preferences you state "
        "in chat. You can read, edit or erase it under Settings > Memory. Card numbers are never "
        "stored; if one is pasted, it is masked before the transcript is saved.",
    ),
    (
        "en",
        "Donation receipts are issued for gifts of any size. A receipt shows the donor's "
        "name and address as entered, the amount, the date and the charity's registration "
        "number. Lost receipts can be reissued from the donor portal.",
    ),
    (
        "en",
        "API: POST /v2/family/invites creates an invite. The body takes the owner's account "
        "id and the invitee's e-mail; the response returns the invite id and its status "
        "(pending, accepted, expired). Rate limit: 30 requests per minute per key.",
    ),
    (
        "en",
        "Status: between 02:10 and 02:55 UTC some redelivery requests were accepted twice. "
        "Duplicates were merged automatically; no customer action is needed.",
    ),
    (
        "en",
        "## Data retention\nChat transcripts are kept for 18 months, call recordings for 6 "
        "months, invoices for 7 years. Deleted accounts are anonymised within 30 days, except "
        "where a dispute is open.",
    ),
    (
        "en",
        "Accessibility: every form can be completed with a keyboard alone, error messages "
        "are announced to screen readers, and the contrast of all text meets WCAG 2.2 AA.",
    ),
    (
        "en",
        "Athens' Acropolis, with the Parthenon completed in 432 BC, looks down on the Plaka; "
        "the Acropolis Museum at its foot shows the frieze's surviving slabs.",
    ),
    (
        "en",
        "Moussaka, layered aubergine, minced lamb and béchamel, took its modern form from "
        "the cookbooks of Nikolaos Tselementes in the 1920s.",
    ),
    (
        "en",
        "## Budapest\nThe Chain Bridge, opened in 1849, was the first permanent bridge "
        "across the Danube between Buda and Pest. The thermal baths of Széchenyi and Gellért are "
        "among the city's best known.",
    ),
    (
        "en",
        "Sauna is a Finnish word and a Finnish habit: there are about three million saunas "
        "in a country of five and a half million people. Juhannus, Midsummer, is celebrated with "
        "bonfires by the lakes.",
    ),
    (
        "en",
        "Jean Sibelius wrote Finlandia in 1899; the monument to him in Helsinki's "
        "Sibelius Park is made of some six hundred steel pipes.",
    ),
    (
        "en",
        "Romania's painted monasteries of Bukovina, Voroneț among them, are covered inside "
        "and out with frescoes from the 15th and 16th centuries. Mărțișor, on 1 March, is a red "
        "and white token of spring.",
    ),
    (
        "en",
        "Bratislava Castle stands above the Danube; the High Tatras, in the north of "
        "Slovakia, rise to 2,655 metres at Gerlachovský štít.",
    ),
    (
        "en",
        "## Bulgaria\nThe Rila Monastery, founded in the 10th century, is a UNESCO World "
        "Heritage Site. On 24 May Bulgarians celebrate the Cyrillic alphabet and the saints "
        "Cyril and Methodius.",
    ),
    (
        "en",
        "Nowruz, the Persian new year, falls on the spring equinox. Families set the "
        "haft-sin table with seven things whose names begin with the letter sin.",
    ),
    (
        "en",
        "The Badshahi Mosque in Lahore was built in 1673 under Aurangzeb. Biryani, nihari "
        "and chapli kebab are dishes Pakistan is known for.",
    ),
    (
        "en",
        "Nairobi National Park lies within sight of the city's skyline. Wangari Maathai, "
        "founder of the Green Belt Movement, won the Nobel Peace Prize in 2004.",
    ),
    (
        "en",
        "## The Hebrides\nThe Callanish Stones on Lewis were raised about five thousand "
        "years ago. The Royal National Mòd, held each October, is the great festival of Gaelic "
        "song and poetry.",
    ),
    (
        "en",
        "Sámi National Day is 6 February, the date of the first Sámi congress, held in "
        "Trondheim in 1917. The Riddu Riđđu festival takes place in Kåfjord each July.",
    ),
    (
        "en",
        "Greenland's national day is 21 June, the longest day of the year. The Ilulissat "
        "Icefjord, where icebergs calve from Sermeq Kujalleq, is a World Heritage Site.",
    ),
    (
        "en",
        "Asmara's modernist buildings, the Fiat Tagliero service station of 1938 among "
        "them, made the city a World Heritage Site in 2017. Independence Day is 24 May.",
    ),
    (
        "en",
        "## Yennayer\nThe Amazigh new year, Yennayer, is celebrated on 13 or 14 January. "
        "Morocco made it a public holiday in 2024. The Tifinagh script is taught in schools.",
    ),
    (
        "en",
        "Hawaiian was made an official language of the State of Hawaiʻi in 1978. The Merrie "
        "Monarch Festival in Hilo is the best known hula competition.",
    ),
    (
        "en",
        "ʻIolani Palace in Honolulu was the residence of the Hawaiian monarchs; Queen "
        "Liliʻuokalani wrote the song Aloha ʻOe.",
    ),
    (
        "en",
        "Troubleshooting: if a verification code does not arrive within five minutes, check "
        "the number on your profile, then ask for a voice call instead of a text.",
    ),
    (
        "el",
        "Η Ακρόπολη της Αθήνας και το Μουσείο της Ακρόπολης είναι ανοιχτά κάθε μέρα. Το "
        "Πάσχα γιορτάζεται με αναστάσιμη λειτουργία τα μεσάνυχτα του Μεγάλου Σαββάτου.",
    ),
    (
        "el",
        "# Επιστροφή εγγύησης\nΗ εγγύηση επιστρέφεται μέσα σε 30 ημέρες από τη λήξη της "
        "μίσθωσης, εφόσον δεν υπάρχουν ζημιές ή απλήρωτοι λογαριασμοί.",
    ),
    (
        "hu",
        "A Lánchíd 1849-ben nyílt meg, és elsőként kötötte össze Budát és Pestet. A gulyás "
        "és a lángos ma is a legismertebb magyar ételek közé tartozik.",
    ),
    (
        "hu",
        "# Számla javítása\nA számlát egyszer lehet új névre vagy adószámmal újra "
        "kiállítani; az eredeti számlát érvénytelenítjük.",
    ),
    (
        "fi",
        "Juhannusta vietetään kesäkuun lopulla kokkojen ja saunan kanssa. Karjalanpiirakat "
        "ovat tuttu leivonnainen kaikkialla Suomessa.",
    ),
    (
        "fi",
        "# Muuttotarjous\nTarjouspyynnön voi tehdä verkossa. Arvioija käy katsomassa "
        "asunnon ja lähettää tarjouksen kahden arkipäivän kuluessa.",
    ),
    (
        "ro",
        "Mănăstirile pictate din Bucovina sunt pe lista patrimoniului UNESCO. Sarmalele și "
        "mămăliga sunt la loc de cinste pe masa de Crăciun.",
    ),
    (
        "ro",
        "# Chitanțe pentru donații\nChitanța se trimite pe email în cel mult trei zile "
        "lucrătoare după donație.",
    ),
    (
        "sk",
        "Bratislavský hrad stojí nad Dunajom. Bryndzové halušky sú najznámejšie slovenské "
        "jedlo a Vysoké Tatry najvyššie pohorie krajiny.",
    ),
    (
        "sk",
        "# Opätovné doručenie\nNové doručenie si môžete objednať do 22:00 v deň prvého "
        "pokusu o doručenie.",
    ),
    (
        "bg",
        "Рилският манастир е основан през X век. На 24 май България празнува Деня на "
        "българската просвета и култура и на славянската писменост.",
    ),
    (
        "bg",
        "# Семеен план\nСемейният план има един собственик и до петима членове. Поканата "
        "изтича след 14 дни.",
    ),
    (
        "fa",
        "نوروز در نخستین روز بهار جشن گرفته می‌شود و سفرهٔ هفت‌سین بر پا می‌شود. "
        "تخت جمشید در نزدیکی شیراز است.",
    ),
    (
        "fa",
        "# حافظهٔ دستیار\nدستیار شمارهٔ کارت را هرگز ذخیره نمی‌کند. می‌توانید حافظه را از "
        "بخش تنظیمات ببینید یا پاک کنید.",
    ),
    ("ur", "لاہور کی بادشاہی مسجد 1673 میں بنی۔ علامہ اقبال پاکستان کے قومی شاعر ہیں۔"),
    ("ur", "# انوائس کی درستی\nانوائس ایک بار نئے نام سے دوبارہ جاری کی جا سکتی ہے۔"),
    (
        "sw",
        "Mbuga ya Taifa ya Nairobi iko karibu na jiji. Mlima Kenya ni mlima mrefu zaidi "
        "nchini Kenya, na Lamu ni mji wa kale wa pwani.",
    ),
    (
        "sw",
        "# Kurejeshewa amana\nAmana hurejeshwa ndani ya siku 30 baada ya mkataba wa "
        "upangaji kuisha.",
    ),
    (
        "gd",
        "Tha Clachan Chalanais ann an Leòdhas còrr is ceithir mìle bliadhna a dh'aois. Bidh "
        "am Mòd Nàiseanta Rìoghail ga chumail gach Dàmhair.",
    ),
    (
        "gd",
        "# Cuidhteasan\nGheibh sibh cuidhteas airson gach tabhartais taobh a-staigh trì "
        "làithean-obrach.",
    ),
    (
        "se",
        "Sámi álbmotbeaivi lea guovvamánu 6. beaivi. Guovdageainnus ja Kárášjogas lea "
        "stuorra beassášdoalut.",
    ),
    ("se", "# Pakker\nBures! Ny levering kan bestilles til kl. 22 samme dag. Giitu!"),
    (
        "kl",
        "Ullortuneq, Kalaallit Nunaata ulluinnarmi nalliuttorsiornera, juunip 21-ani "
        "nalliuttorsiutigineqartarpoq.",
    ),
    ("kl", "# Faktura\nAluu! En faktura kan udstedes igen én gang i et nyt navn. Qujanaq."),
    (
        "ti",
        "ሰላም! Asmara's Fiat Tagliero building dates from 1938. Independence Day, 24 May, "
        "is celebrated with music on Harnet Avenue.",
    ),
    ("ti", "# Deposit\nሰላም. A deposit is returned within 30 days of the end of the lease. የቐንየለይ."),
    (
        "zgh",
        "Azul ! Yennayer, le nouvel an amazigh, se fête le 13 janvier avec un plat "
        "d'orge ou de couscous. ⴰⵣⵓⵍ.",
    ),
    ("zgh", "# Dons\nTanmmirt ! Le reçu de don est envoyé par e-mail sous trois jours ouvrés."),
    (
        "haw",
        "Aloha! Lā Kūʻokoʻa, Hawaiian Independence Day, was once kept on 28 November. Poi "
        "and laulau are at every lūʻau.",
    ),
    ("haw", "# ʻOhana plan\nAloha! An ʻohana plan has one owner and up to five members. Mahalo!"),
)
