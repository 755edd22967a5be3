"""Exam 11's public paragraphs: real public things (places, institutions, holidays, dishes,
teams, ships, prizes, software), no personal data. ``(lang, heading or None, body)``; about
two thirds carry no heading and about a third are one or two sentences long."""

from __future__ import annotations

DOCS = [
    (
        "en",
        "Visiting Wellington",
        "Te Papa Tongarewa, the Museum of New Zealand, stands on the waterfront. Entry to the permanent exhibitions is free, and the Wellington Cable Car runs from Lambton Quay up to Kelburn and the Botanic Garden. The Beehive, the executive wing of Parliament, offers free guided tours on weekdays. Zealandia, an eco-sanctuary in the hills, is a short bus ride from the centre.",
    ),
    ("en", None, "The All Blacks perform the haka before every test match."),
    (
        "en",
        "Holidays",
        "Waitangi Day is on 6 February and marks the signing of the Treaty of Waitangi in 1840. Matariki, the Māori New Year, became a public holiday in 2022. Anzac Day, on 25 April, begins with dawn services at war memorials across the country. Labour Day falls on the fourth Monday of October.",
    ),
    (
        "en",
        None,
        "Pavlova and hokey pokey ice cream are both claimed by New Zealand bakers, though Australians dispute the first. Hāngī, food cooked in an earth oven, is served at many marae for large gatherings. Whitebait fritters are a spring favourite on the West Coast.",
    ),
    (
        "en",
        None,
        "Trinity College Dublin keeps the Book of Kells in its Old Library, and the Long Room is open to visitors most days of the year. The Little Museum of Dublin is across the road on St Stephen's Green. The National Gallery of Ireland and the Natural History Museum are a few minutes' walk away, and both are free.",
    ),
    (
        "en",
        "Sport",
        "The GAA runs hurling and Gaelic football. The All-Ireland finals are played at Croke Park in Dublin each summer, and the Sam Maguire Cup goes to the football champions.",
    ),
    ("en", None, "Bloomsday is celebrated on 16 June, the day on which James Joyce set Ulysses."),
    ("en", None, "St Patrick's Day parades fill O'Connell Street every March."),
    (
        "en",
        "The Cliffs of Moher",
        "The cliffs rise more than 200 metres above the Atlantic in County Clare. The visitor centre is built into the hillside, and the Burren lies to the north. Ferries leave Doolin for the Aran Islands from March to October. The Wild Atlantic Way passes the cliffs on its route from Donegal to Cork.",
    ),
    (
        "en",
        None,
        "Guinness has been brewed at St James's Gate since 1759, when Arthur Guinness signed a lease for nine thousand years. The Guinness Storehouse tells the story of the brewery on seven floors. The Gravity Bar at the top looks over the city to the Dublin Mountains.",
    ),
    (
        "en",
        "Release notes",
        "Version 3.2 of the mobile app adds offline maps for Auckland and Christchurch and fixes a crash on Android 14 when the camera permission is refused. Sync now retries after a dropped connection instead of failing silently. The minimum supported iOS version is 16, and the Windows build is signed with a new certificate.",
    ),
    (
        "en",
        None,
        "The Python Software Foundation publishes a new minor release of CPython every October.",
    ),
    (
        "en",
        "Ships",
        "The RMS Titanic was built by Harland and Wolff in Belfast and called at Queenstown, now Cobh, on its only voyage. The Jeanie Johnston, a replica famine ship, is moored on the Liffey.",
    ),
    ("en", None, "The Nobel Prize in Literature went to Seamus Heaney in 1995."),
    (
        "en",
        "Welsh language",
        "S4C broadcasts in Welsh from Carmarthen, and the National Eisteddfod moves to a different town every August. The bardic chair is awarded for poetry in strict metre. The Urdd Eisteddfod, for young people, is held every spring. Radio Cymru and the BBC also broadcast in Welsh.",
    ),
    (
        "en",
        None,
        "Snowdon, Yr Wyddfa in Welsh, is the highest mountain in Wales; the Snowdon Mountain Railway climbs from Llanberis. The Llanberis Path is the longest and gentlest route to the summit. Eryri National Park also takes in Cadair Idris and the lakes around Bala.",
    ),
    (
        "en",
        "Cricket and rugby",
        "The Springboks won the Rugby World Cup in 1995, 2007, 2019 and 2023. Newlands in Cape Town is one of the oldest test cricket grounds in the world. The Proteas play one-day internationals at the Wanderers in Johannesburg. Kruger National Park, Robben Island and the Cape Winelands draw most of the visitors who come for the matches.",
    ),
    (
        "en",
        None,
        "Table Mountain can be climbed in about three hours or reached by the cableway from Kloof Nek. The cableway closes in high wind, so check its status before you go. Kirstenbosch National Botanical Garden lies on the eastern slopes.",
    ),
    (
        "en",
        "The Silk Road",
        "Samarkand's Registan square is framed by three madrasas built between the fifteenth and seventeenth centuries. UNESCO listed the city as a World Heritage Site in 2001. Bukhara and Khiva, further west, keep their old walled towns. The high-speed Afrosiyob train links Tashkent and Samarkand in about two hours.",
    ),
    ("en", None, "Angkor Wat appears on the flag of Cambodia."),
    (
        "en",
        "Everest",
        "Mount Everest, Sagarmatha in Nepali, is 8,849 metres high. Most trekkers fly to Lukla and walk through Namche Bazaar to the base camp.",
    ),
    (
        "en",
        None,
        "The Golden Temple in Amritsar serves free meals to tens of thousands of visitors each day in its langar. Volunteers cook dal, rice and rotis in the community kitchen from early morning. The Jallianwala Bagh memorial is a short walk away.",
    ),
    (
        "en",
        None,
        "Naadam, Mongolia's summer festival, is held in July with wrestling, horse racing and archery. The opening ceremony takes place in the National Sports Stadium in Ulaanbaatar. Children as young as seven ride in the long-distance horse races.",
    ),
    (
        "en",
        "Coffee",
        "Ethiopia is often called the birthplace of coffee, and the coffee ceremony with a jebena pot and frankincense is part of daily life. Lalibela is known for its rock-hewn churches. Meskel is celebrated in late September with a bonfire in Meskel Square. Injera, made from teff, is served with most meals.",
    ),
    ("am", "የቡና ሥነ ሥርዓት", "የቡና ሥነ ሥርዓት በኢትዮጵያ ባህል ውስጥ ትልቅ ቦታ አለው። ቡናው በጀበና ይፈላል።"),
    ("am", None, "የላሊበላ ውቅር አብያተ ክርስቲያናት በዩኔስኮ የዓለም ቅርስ ተብለው ተመዝግበዋል።"),
    (
        "am",
        None,
        "የአፍሪካ ኅብረት ዋና መሥሪያ ቤት በኢትዮጵያ ዋና ከተማ ይገኛል። ጥምቀት በየዓመቱ በጥር ወር ይከበራል። መስቀል ደግሞ በመስከረም ይከበራል።",
    ),
    ("km", "អង្គរវត្ត", "អង្គរវត្តស្ថិតនៅខេត្តសៀមរាប ហើយជាបេតិកភណ្ឌពិភពលោករបស់យូណេស្កូ។"),
    ("km", None, "ពិធីបុណ្យចូលឆ្នាំខ្មែរប្រារព្ធនៅខែមេសា។"),
    (
        "km",
        None,
        "ទន្លេមេគង្គ និងបឹងទន្លេសាប ផ្តល់ត្រីដល់ប្រជាជនរាប់លាននាក់។ អាម៉ុក ជាម្ហូបខ្មែរដ៏ល្បី។ វិមានឯករាជ្យ ស្ថិតនៅកណ្តាលរាជធានីភ្នំពេញ។",
    ),
    (
        "ne",
        "सगरमाथा",
        "सगरमाथा संसारको सबैभन्दा अग्लो हिमाल हो। सगरमाथा राष्ट्रिय निकुञ्ज सोलुखुम्बु जिल्लामा पर्छ।",
    ),
    ("ne", None, "दशैं र तिहार नेपालका ठूला चाडहरू हुन्।"),
    (
        "ne",
        None,
        "लुम्बिनी बुद्धको जन्मस्थल हो र युनेस्को विश्व सम्पदा सूचीमा छ। पशुपतिनाथ मन्दिर बागमती नदीको किनारमा छ। मोमो काठमाडौंको लोकप्रिय खाना हो।",
    ),
    (
        "mn",
        "Наадам",
        "Үндэсний их баяр наадам жил бүрийн долдугаар сард болдог. Бөх, морин уралдаан, сур харваа гурван төрөл байдаг.",
    ),
    ("mn", None, "Чингис хааны морьт хөшөө Цонжин Болдогт байрладаг."),
    (
        "mn",
        None,
        "Хөвсгөл нуур Монголын хамгийн гүн нуур юм. Говьд тэмээ олон. Цагаан сараар бууз чанаж идэх заншилтай.",
    ),
    ("kk", "Наурыз", "Наурыз мейрамы 21–23 наурызда тойланады. Дастарқанға наурыз көже қойылады."),
    ("kk", None, "Абай Құнанбайұлы қазақ әдебиетінің классигі."),
    (
        "kk",
        None,
        "Медеу мұз айдыны Алматының маңында, Іле Алатауының етегінде орналасқан. Бәйтерек монументі Астананың символы саналады. Бешбармақ ет пен қамырдан жасалады.",
    ),
    (
        "uz",
        "Registon",
        "Samarqanddagi Registon maydoni uchta madrasadan iborat. Shulardan biri 1420-yillarda qurilgan.",
    ),
    ("uz", None, "Navroʻz bayrami 21-mart kuni nishonlanadi."),
    (
        "uz",
        None,
        "Palov oʻzbek oshxonasining eng mashhur taomi. Toshkent metrosi 1977-yilda ochilgan. Paxtakor stadioni poytaxt markazida joylashgan.",
    ),
    ("pa", "ਹਰਿਮੰਦਰ ਸਾਹਿਬ", "ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਹੈ। ਇੱਥੇ ਲੰਗਰ ਵਿੱਚ ਹਰ ਰੋਜ਼ ਹਜ਼ਾਰਾਂ ਲੋਕ ਭੋਜਨ ਛਕਦੇ ਹਨ।"),
    ("pa", None, "ਵਿਸਾਖੀ ਅਪ੍ਰੈਲ ਵਿੱਚ ਮਨਾਈ ਜਾਂਦੀ ਹੈ।"),
    (
        "pa",
        None,
        "ਭੰਗੜਾ ਅਤੇ ਗਿੱਧਾ ਪੰਜਾਬ ਦੇ ਲੋਕ ਨਾਚ ਹਨ। ਸਰ੍ਹੋਂ ਦਾ ਸਾਗ ਤੇ ਮੱਕੀ ਦੀ ਰੋਟੀ ਸਰਦੀਆਂ ਦਾ ਖਾਣਾ ਹੈ। ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਲੁਧਿਆਣਾ ਵਿੱਚ ਹੈ।",
    ),
    (
        "yo",
        "Ọdún Ọ̀ṣun",
        "Ọdún Ọ̀ṣun Òṣogbo máa ń wáyé lọ́dọọdún ní oṣù Ògún. Igbó Ọ̀ṣun wà lára àwọn ibi àjogúnbá àgbáyé UNESCO.",
    ),
    ("yo", None, "Àmàlà àti ewédú jẹ́ oúnjẹ tí ó gbajúmọ̀ ní Ìbàdàn."),
    (
        "yo",
        None,
        "Yunifásítì Ìbàdàn ni yunifásítì àkọ́kọ́ ní Nàìjíríà; wọ́n dá a sílẹ̀ ní 1948. Ilé Ìṣọ̀ Cocoa wà ní àárín ìlú náà.",
    ),
    (
        "af",
        "Tafelberg",
        "Tafelberg is een van die nuwe sewe natuurwonders van die wêreld. Die kabelkar vertrek van Kloofnek af.",
    ),
    ("af", None, "Die Springbokke het die Rugbywêreldbeker vier keer gewen."),
    (
        "af",
        None,
        "Bobotie en melktert is bekende Suid-Afrikaanse geregte. Die Klein Karoo Nasionale Kunstefees word elke jaar in Oudtshoorn gehou. Die Afrikaanse Taalmonument staan bo-op die Paarlberg.",
    ),
    (
        "sr",
        "Калемегдан",
        "Београдска тврђава на Калемегдану гледа на ушће Саве у Дунав. У Војном музеју чува се збирка оружја из више векова.",
    ),
    ("sr", None, "Слава је породични празник у Србији."),
    (
        "sr",
        None,
        "Музеј Николе Тесле у Београду чува његову архиву. Иво Андрић добио је Нобелову награду за књижевност 1961. године. Црвена звезда и Партизан играју вечити дерби.",
    ),
    (
        "mt",
        "Il-Festa",
        "Il-festi tal-irħula Maltin isiru fis-sajf, bil-murtali u l-banda. Il-Kon-Katidral ta' San Ġwann jinsab fil-Belt Valletta.",
    ),
    ("mt", None, "Il-pastizzi huma ikla popolari f'Malta."),
    (
        "mt",
        None,
        "Il-Ġgantija f'Għawdex hija fost l-eqdem tempji tad-dinja. Il-Forti Sant'Iermu jħares lejn il-Port il-Kbir. Il-luzzu huwa dgħajsa tas-sajd ikkulurita.",
    ),
    (
        "cy",
        "Eisteddfod",
        "Cynhelir yr Eisteddfod Genedlaethol mewn ardal wahanol bob mis Awst. Mae'r Gadair yn cael ei dyfarnu am awdl.",
    ),
    ("cy", None, "Mae'r Wyddfa yn uwch na phob mynydd arall yng Nghymru."),
    (
        "cy",
        None,
        "Mae Castell Caernarfon yn Safle Treftadaeth y Byd. Bara brith a chawl yw dau o fwydydd traddodiadol Cymru. Mae tîm rygbi Cymru yn chwarae yn Stadiwm Principality.",
    ),
]
