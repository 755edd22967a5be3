"""Public paragraphs with no labelled value: help pages and notes in English, and places,
festivals, dishes and figures of history of the fifteen locales, typed by hand."""

from __future__ import annotations

EN = (
    "# Getting started\nCreate a workspace, invite your team and connect your first inbox. "
    "Conversations arrive in the shared queue, where any agent can pick them up.",
    "Release notes, version 8.4: saved replies can now hold variables, the queue loads twice as "
    "fast on slow connections, and exports include the conversation language.",
    "Status: on Tuesday between 09:10 and 09:42 UTC some webhooks were delivered late. No data "
    "was lost; delayed events were retried in order.",
    "Glossary. A macro is a saved set of actions. A view is a filtered list of conversations. "
    "An escalation moves a conversation to a second-line team with its history.",
    "Retention: closed conversations are kept for 24 months, attachments for 12 months. Admins "
    "can shorten both periods under Settings, Data.",
    "Security overview: data is encrypted in transit with TLS 1.2 or later and at rest with "
    "AES-256. Access to production is logged and reviewed every quarter.",
    "Cookie notice: we use strictly necessary cookies to keep you signed in and optional "
    "analytics cookies that you can switch off at any time.",
    "## API rate limits\nEach token may send 600 requests a minute. Responses carry the "
    "remaining quota in a header; a 429 answer means wait and retry.",
    "Single sign-on: connect your identity provider with SAML 2.0 or OpenID Connect. Users "
    "created through SSO cannot set a local password.",
    "Accessibility: the agent workspace supports screen readers, full keyboard navigation and "
    "a high-contrast theme, and is tested against WCAG 2.1 AA.",
    "Sending money abroad usually takes one to three working days. A transfer can be held for "
    "a name check when the beneficiary details do not match the receiving bank's records.",
    "If your checked bag does not arrive, report it at the airport before you leave the "
    "baggage hall. Most delayed bags are delivered within 48 hours.",
    "Many schools allow fees to be paid in instalments. Ask the bursar's office for a plan "
    "before the start of term so that no late charge is added.",
    "In many countries a prepaid SIM must be registered with an identity document. A SIM whose "
    "registration cannot be matched may be suspended until the details are checked.",
    "Splitting rent in the app: the main tenant invites each flatmate, sets their share, and "
    "the app collects every share on the due date.",
    "A solar site survey checks the roof's pitch, direction, shading and condition, and the "
    "capacity of the electrical panel, before a quote is made.",
    "Blood donors must usually be at least 17 years old and weigh over 50 kg. Drink plenty of "
    "water and eat a normal meal before you donate.",
    "The Sundarbans, the largest mangrove forest in the world, lie in the delta of the Ganges "
    "and the Brahmaputra and are home to the Bengal tiger.",
    "The Badshahi Mosque in Lahore was completed in 1673 under the Mughal emperor Aurangzeb "
    "and faces the Lahore Fort across the Hazuri Bagh.",
    "Nasi lemak, rice cooked in coconut milk and served with sambal, anchovies, peanuts and "
    "egg, is often called the national dish of Malaysia.",
    "Suomenlinna, a sea fortress built on islands off Helsinki from 1748, is a UNESCO World "
    "Heritage Site reached by a short ferry ride.",
    "The Charminar, built in Hyderabad in 1591, has four minarets and stands at the heart of "
    "the old city beside the Laad Bazaar.",
    "The rock shelters of Laas Geel near Hargeisa hold some of the best-preserved cave "
    "paintings in Africa, showing cattle and herders.",
    "The Durbar festival in Kano follows the two Eid holidays: horsemen in bright robes ride "
    "in procession to greet the Emir.",
    "Mir Castle in Belarus, begun around 1500, mixes Gothic, Renaissance and Baroque styles "
    "and is a UNESCO World Heritage Site.",
    "The Sinulog festival in Cebu, held each January in honour of the Santo Niño, is known "
    "for its street dancing to the beat of drums.",
    "The Avenue of the Baobabs near Morondava in western Madagascar is lined with trees that "
    "can be more than 800 years old.",
    "The royal drummers of Burundi perform on large drums carried on the head, a tradition "
    "listed by UNESCO in 2014.",
    "The Hiri Moale festival in Port Moresby recalls the trading voyages of the Motu people, "
    "who sailed lakatoi canoes along the Papuan coast.",
    "Newroz, the new year on the spring equinox, is celebrated across Kurdistan with bonfires, "
    "picnics and dancing in the hills.",
)

LOCAL = (
    (
        "bn",
        "সুন্দরবন পৃথিবীর সবচেয়ে বড় ম্যানগ্রোভ বন। এখানে রয়েল বেঙ্গল টাইগার, চিত্রা হরিণ আর নানা রকম পাখি দেখা যায়।",
    ),
    (
        "bn",
        "পহেলা বৈশাখে ঢাকার রমনা বটমূলে ছায়ানটের গান দিয়ে নতুন বছর শুরু হয়। অনেকে সেদিন পান্তা "
        "ইলিশ খান। রবীন্দ্রনাথ ঠাকুরের 'এসো হে বৈশাখ' গানটি সবখানে শোনা যায়।",
    ),
    (
        "ur",
        "لاہور کی بادشاہی مسجد مغل بادشاہ اورنگزیب نے سترہ سو سے پہلے بنوائی۔ اس کے سامنے شاہی "
        "قلعہ ہے اور قریب ہی علامہ اقبال کا مزار ہے۔",
    ),
    (
        "ur",
        "بریانی پاکستان کا مقبول کھانا ہے۔ کراچی کی بریانی میں آلو اور آلو بخارا ڈالا جاتا ہے، "
        "جبکہ لاہور میں نہاری اور پائے بھی شوق سے کھائے جاتے ہیں۔",
    ),
    (
        "ms",
        "Menara Berkembar Petronas di Kuala Lumpur pernah menjadi bangunan tertinggi di dunia. "
        "Jambatan langit di tingkat 41 menghubungkan kedua-dua menara.",
    ),
    (
        "ms",
        "Pada Hari Raya Aidilfitri, keluarga pulang ke kampung dan mengadakan rumah terbuka "
        "dengan ketupat, rendang dan lemang.",
    ),
    (
        "fi",
        "Jean Sibelius sävelsi Finlandian vuonna 1899. Hänen kotinsa Ainola Järvenpäässä on "
        "nykyään museo.",
    ),
    (
        "fi",
        "Juhannuksena suomalaiset lähtevät mökille, sytyttävät kokon ja saunovat. "
        "Karjalanpiirakat ja munavoi kuuluvat monen kesäpöytään.",
    ),
    (
        "te",
        "హైదరాబాద్‌లోని చార్మినార్‌ను 1591లో కుతుబ్ షాహీ వంశానికి చెందిన ముహమ్మద్ కులీ కుతుబ్ షా "
        "నిర్మించాడు. దాని పక్కనే లాడ్ బజార్ గాజులకు ప్రసిద్ధి.",
    ),
    (
        "te",
        "సంక్రాంతి పండుగకు ఇళ్ల ముందు రంగవల్లులు వేస్తారు, గాలిపటాలు ఎగరేస్తారు. పులిహోర, అరిసెలు "
        "ఈ పండుగ ప్రత్యేకం. అన్నమయ్య కీర్తనలు ఈ రోజుల్లో ఎక్కువగా వినిపిస్తాయి.",
    ),
    (
        "so",
        "Godadka Laas Geel oo u dhow Hargeysa waxaa ku yaal sawirro qadiimi ah oo lo'da iyo "
        "xoolo-dhaqatada muujinaya.",
    ),
    (
        "so",
        "Canjeerada iyo shaaha waa quraacda caadiga ah ee Soomaalida. Gabayaaga Hadraawi "
        "waxaa loo yaqaannaa gabayadiisa nabadda iyo jacaylka.",
    ),
    (
        "ha",
        "Bikin Durbar a Kano ana yin sa bayan Sallah babba da karama. Mahaya dawakai cikin "
        "kaya masu kyau suna gaishe da Sarki.",
    ),
    (
        "ha",
        "Tuwon shinkafa da miyar kuka abinci ne da aka saba ci a Arewa. Sarauniya Amina ta "
        "Zazzau ta gina ganuwar birane da yawa a karni na sha shida.",
    ),
    (
        "be",
        "Мірскі замак пачалі будаваць каля 1500 года. Разам з Нясвіжскім палацам ён уваходзіць "
        "у спіс Сусветнай спадчыны ЮНЕСКА.",
    ),
    (
        "be",
        "На Купалле моладзь шукае папараць-кветку і скача праз вогнішча. Францыск Скарына "
        "надрукаваў першыя кнігі для беларусаў у 1517 годзе.",
    ),
    (
        "ceb",
        "Ang Sinulog sa Sugbo gisaulog matag Enero alang sa Santo Niño. Daghang tawo ang "
        "mosayaw sa kadalanan uban sa tingog sa tambol.",
    ),
    (
        "ceb",
        "Ang Krus ni Magallanes naa sa kilid sa Basilica del Santo Niño. Ang lechon sa Sugbo "
        "ilado tungod sa lami niini bisan walay sarsa.",
    ),
    (
        "mg",
        "Ny lalan'ny Baobab akaikin'i Morondava dia misy hazo efa zato taona maro. Betsaka ny "
        "mpizahatany tonga mijery ny filentehan'ny masoandro any.",
    ),
    (
        "mg",
        "Ny romazava no sakafo malaza indrindra eto Madagasikara, hena sy anana mandrotra. Ny "
        "Rovan'i Manjakamiadana no lapan'ny mpanjaka teo aloha.",
    ),
    (
        "rn",
        "Abavuzi b'ingoma b'i Gishora hafi ya Gitega bazwi kw'isi yose. Ingoma z'Uburundi "
        "zanditswe na UNESCO mu mwaka wa 2014.",
    ),
    (
        "rn",
        "Ikiyaga ca Tanganyika ni kimwe mu biyaga vyimbitse kuruta ibindi kw'isi. Umuganwa "
        "Rwagasore yaharaniye ukwikukira kw'Uburundi.",
    ),
    (
        "ast",
        "La fabada ye'l platu más conocíu d'Asturies: fabes, chorizu, morcilla y llacón. "
        "Suel beber sidra escanciada.",
    ),
    (
        "ast",
        "Santa María del Naranco, nel monte Naranco cerca d'Uviéu, ye una de les muestres "
        "meyores del prerrománicu asturianu. Jovellanos nació en Xixón en 1744.",
    ),
    (
        "tet",
        "Kristu Rei iha Dili hamriik iha ponta leste tasi-ibun nian. Ema barak sae eskada "
        "atu haree tasi no foho.",
    ),
    (
        "tet",
        "Tais mak hena tradisionál ne'ebé feto sira soru iha Timor-Leste. Batar da'an mak "
        "hahán tradisionál ho batar, fehuk no koto.",
    ),
    (
        "tpi",
        "Hiri Moale em i wanpela bikpela singsing long Pot Mosbi. Ol i tingim ol lakatoi bilong "
        "ol tumbuna bilong Motu.",
    ),
    (
        "tpi",
        "Mumu em i kaikai ol i kukim long ol hatpela ston insait long graun. Maunt Wilhelm em i "
        "maunten i antap moa long Papua Niugini.",
    ),
    (
        "ckb",
        "نەورۆز لە بیستویەکی ئاداردا بە ئاگرکردنەوە و هەڵپەڕکێ لە هەموو کوردستاندا پیرۆز دەکرێت.",
    ),
    (
        "ckb",
        "قەڵای هەولێر یەکێکە لە کۆنترین شوێنە نیشتەجێبووەکانی جیهان. دۆڵمە خواردنێکی بەناوبانگی "
        "کوردییە. نالی شاعیرێکی گەورەی سەدەی نۆزدەیەمە.",
    ),
)

DOCS = tuple(("en", t) for t in EN) + LOCAL
