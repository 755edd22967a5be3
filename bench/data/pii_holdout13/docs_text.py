"""Public documentation and reference paragraphs with no personal data, written by the author:
help pages, release notes, API docs, public places, figures of history, dishes and festivals, in
every language of the exam (more in English). ``docs()`` numbers them ``h13-doc-NNNN``."""

from __future__ import annotations

DOCS: list[tuple[str, str]] = [
    # ---------------------------------------------------------------- English
    (
        "en",
        "## Freezing a membership\n\nMembers can pause a plan for up to three months a year from the Account page. Choose Membership, then Pause, and pick the first and last month; billing stops at the start of the next cycle.",
    ),
    (
        "en",
        "Release notes 4.12: the Route Planner now groups stops by ZIP code, Proof of Delivery photos are compressed before upload, and the Driver App shows a banner when a parcel needs a signature.",
    ),
    (
        "en",
        "## Webhooks\n\n`POST /v2/webhooks` registers an endpoint for the events `order.shipped`, `order.delivered` and `case.closed`. Each request carries an `X-Signature` header, an HMAC-SHA256 of the raw body with your signing secret.",
    ),
    (
        "en",
        "The Iolani Palace in Honolulu was the royal residence of the Kingdom of Hawaii and the first building in the islands with electric light. Guided tours run every day except Sunday.",
    ),
    (
        "en",
        "## Rate limits\n\nThe Cases API allows 120 requests per minute per token. When the limit is hit the server answers 429 Too Many Requests with a Retry-After header in seconds.",
    ),
    (
        "en",
        "Plate lunch is the everyday meal of Hawaii: two scoops of rice, a scoop of macaroni salad and a main such as kalua pork, chicken katsu or loco moco.",
    ),
    (
        "en",
        "Diwali, the festival of lights, falls on the new moon of the month of Kartika. Homes are lit with diyas, families draw rangoli at the door, and sweet shops sell kaju katli and soan papdi by the kilo.",
    ),
    (
        "en",
        "## Exporting cases to CSV\n\nOpen Reports, choose Cases by Status, and press Export. The file uses UTF-8 with a header row; multi-line descriptions are quoted, and quotes inside a field are doubled.",
    ),
    (
        "en",
        "The Gateway of India in Mumbai was built to mark the landing of King George V and Queen Mary in 1911 and completed in 1924. Ferries to Elephanta Island leave from the jetty beside it.",
    ),
    (
        "en",
        "Version 2.8 of the Telegram connector adds inline keyboards, retries failed replies three times with exponential backoff, and drops support for bot tokens stored in plain environment files.",
    ),
    (
        "en",
        "## SIM replacement\n\nA lost or stolen SIM can be replaced in any Store or from the Help section of the App. An eSIM is active within ten minutes; a physical card is posted the next working day.",
    ),
    (
        "en",
        "Masala dosa is a thin, crisp crepe of fermented rice and lentil batter, filled with spiced potato and served with coconut chutney and sambar. The Udupi restaurants of Karnataka made it famous across the country.",
    ),
    (
        "en",
        "Thanksgiving Day is held on the fourth Thursday of November in the United States and on the second Monday of October in Canada.",
    ),
    (
        "en",
        "## Loyalty points\n\nPoints are credited within 48 hours of delivery. Returned items remove their points; expired points cannot be restored. Gold tier starts at 5,000 points a year.",
    ),
    (
        "en",
        "The Kalakaua Avenue bus lines serve Waikiki Beach, the Honolulu Zoo and Kapiolani Park, where the Waikiki Shell hosts open-air concerts.",
    ),
    (
        "en",
        "The Salesforce Case object stores the origin of a case (Web, Email, Phone), its priority and status, and optional supplied contact fields for web-to-case forms.",
    ),
    (
        "en",
        "Mardi Gras parades in New Orleans throw beads, doubloons and painted coconuts from the floats of the krewes; King Cake is eaten from Twelfth Night until Fat Tuesday.",
    ),
    (
        "en",
        "## Dental appointment reminders\n\nReminders go out by SMS 24 hours before a visit. Patients can reply C to confirm or R to ask for a new time; replies outside office hours are answered the next morning.",
    ),
    (
        "en",
        "Mahatma Gandhi's Sabarmati Ashram in Ahmedabad, on the bank of the Sabarmati river, was the starting point of the Salt March in 1930.",
    ),
    (
        "en",
        "API changelog: `GET /v1/points/statement` is deprecated in favour of `GET /v2/loyalty/statements/{month}`, which returns amounts in minor units and ISO 8601 dates.",
    ),
    (
        "en",
        "The Grand Canyon was carved by the Colorado River over millions of years; the South Rim is open all year, while the North Rim closes with the first heavy snow.",
    ),
    (
        "en",
        "## Data access requests\n\nYou can ask for a copy of the personal data we hold from Settings, Privacy, Download my data. The archive is ready within 30 days and contains JSON and CSV files.",
    ),
    # ---------------------------------------------------------------- Spanish (Mexico)
    (
        "es",
        "## Congelar tu membresía\n\nPuedes pausar tu plan hasta tres meses al año desde la sección Mi Cuenta. El cobro se detiene al inicio del siguiente periodo.",
    ),
    (
        "es",
        "El Día de Muertos se celebra el 1 y 2 de noviembre con ofrendas de cempasúchil, pan de muerto y calaveritas de azúcar; en Pátzcuaro y Mixquic las velas iluminan los panteones toda la noche.",
    ),
    (
        "es",
        "La Catedral Metropolitana, frente al Zócalo de la Ciudad de México, se construyó entre 1573 y 1813 y reúne estilos renacentista, barroco y neoclásico.",
    ),
    # ---------------------------------------------------------------- French (Canada)
    (
        "fr",
        "## Rappels de rendez-vous\n\nLes rappels sont envoyés par texto la veille du rendez-vous. Répondez OUI pour confirmer ou appelez la clinique pour en changer l'heure.",
    ),
    (
        "fr",
        "La poutine est composée de frites, de fromage en grains qui fait « squick-squick » et de sauce brune. Le Festival de la poutine de Drummondville a lieu chaque mois d'août.",
    ),
    (
        "fr",
        "Le Château Frontenac domine le fleuve Saint-Laurent depuis 1893; le Carnaval de Québec et son Bonhomme animent la terrasse Dufferin en février.",
    ),
    # ---------------------------------------------------------------- German (Austria)
    (
        "de",
        "## SEPA-Lastschrift ändern\n\nDie Kontoverbindung lässt sich in der App unter Profil, Zahlungsmittel ändern. Die neue IBAN gilt ab dem nächsten Abbuchungstermin.",
    ),
    (
        "de",
        "Der Wiener Naschmarkt an der Linken Wienzeile ist seit dem 16. Jahrhundert ein Markt; samstags kommt ein Flohmarkt dazu.",
    ),
    (
        "de",
        "Sachertorte, Kaiserschmarrn und Tafelspitz gehören zur Wiener Küche. Zum Melange im Kaffeehaus wird immer ein Glas Leitungswasser serviert.",
    ),
    # ---------------------------------------------------------------- Portuguese (Brazil)
    (
        "pt",
        "## Como falar com o Atendimento\n\nO chat do aplicativo funciona das 8h às 22h, inclusive aos sábados. Fora desse horário, abra um chamado pela Central de Ajuda e responderemos no próximo dia útil.",
    ),
    (
        "pt",
        "O Círio de Nazaré reúne mais de dois milhões de pessoas em Belém no segundo domingo de outubro, e a maniçoba e o pato no tucupi são servidos no almoço do Círio.",
    ),
    (
        "pt",
        "Versão 5.3 do app: o Pix Automático agora aparece em Pagamentos, o comprovante pode ser compartilhado em PDF e o modo escuro segue o sistema.",
    ),
    # ---------------------------------------------------------------- Japanese
    (
        "ja",
        "## 休会の手続き\n\n会員ページの「契約内容」から、最長3か月まで休会できます。休会中は月会費の代わりに休会費がかかります。",
    ),
    (
        "ja",
        "京都の祇園祭は7月に八坂神社で行われ、山鉾巡行では三十を超える山と鉾が四条通を進みます。",
    ),
    ("ja", "お好み焼きは広島風と関西風に大きく分かれ、広島風はそばと重ねて焼きます。"),
    # ---------------------------------------------------------------- Korean
    (
        "ko",
        "## 배송지 변경\n\n상품이 출고되기 전까지 주문 상세 화면에서 배송지를 변경할 수 있습니다. 출고 후에는 택배사 고객센터로 문의해 주세요.",
    ),
    ("ko", "추석은 음력 8월 15일로, 가족들이 모여 송편을 빚고 차례를 지냅니다."),
    ("ko", "경복궁은 1395년에 지어진 조선의 법궁이며, 광화문 앞에서는 수문장 교대식이 열립니다."),
    # ---------------------------------------------------------------- Turkish
    (
        "tr",
        "## Üyelik dondurma\n\nÜyeliğinizi yılda en fazla üç ay dondurabilirsiniz. Dondurma talebi Hesabım sayfasından verilir ve bir sonraki ay başlar.",
    ),
    (
        "tr",
        "Kapadokya'da Göreme Açık Hava Müzesi kayaya oyulmuş kiliseleriyle bilinir; sabahları vadinin üzerinde sıcak hava balonları uçar.",
    ),
    (
        "tr",
        "İskender kebap, Bursa'ya özgüdür: ince kesilmiş döner, pide üzerinde tereyağı, domates sosu ve yoğurtla servis edilir.",
    ),
    # ---------------------------------------------------------------- Gujarati
    (
        "gu",
        "## ઓર્ડર ટ્રેક કરો\n\nએપમાં ઓર્ડર વિભાગ ખોલો અને ટ્રેક બટન દબાવો. ડિલિવરી પાર્ટનરનું સ્થાન દર બે મિનિટે અપડેટ થાય છે.",
    ),
    ("gu", "નવરાત્રિમાં ગુજરાતમાં નવ રાત સુધી ગરબા અને દાંડિયા રાસ રમાય છે."),
    ("gu", "ઢોકળા, ખાંડવી અને ઉંધિયું ગુજરાતી રસોઈની જાણીતી વાનગીઓ છે; ઉંધિયું ઉત્તરાયણના દિવસે ખાસ બને છે."),
    # ---------------------------------------------------------------- Sinhala
    (
        "si",
        "## මුරපදය වෙනස් කිරීම\n\nසැකසුම් තුළ ආරක්ෂාව තෝරා නව මුරපදයක් ඇතුළත් කරන්න. වෙනස සියලු උපාංගවල වහාම ක්‍රියාත්මක වේ.",
    ),
    ("si", "මහනුවර ඇසළ පෙරහැර ශ්‍රී දළදා මාළිගාවෙන් ආරම්භ වන අතර, අලි ඇතුන් හා නර්තන ශිල්පීන් රාත්‍රී දහයක් පුරා පෙළපාලි යති."),
    ("si", "සිංහල හා දෙමළ අලුත් අවුරුද්ද අප්‍රේල් මාසයේ සැමරෙන අතර, කිරිබත් හා කැවුම් සාම්ප්‍රදායික ආහාර වේ."),
    # ---------------------------------------------------------------- Hausa
    (
        "ha",
        "## Yadda ake sauya lambar waya\n\nBuɗe Saituna, zaɓi Bayanan asusu, sannan ka rubuta sabuwar lambar. Za a aiko maka da lambar tabbatarwa ta SMS.",
    ),
    (
        "ha",
        "Durbar na Kano ana yin sa ne a lokacin Sallah, inda mahaya dawakai suke wucewa a gaban fadar Sarki.",
    ),
    (
        "ha",
        "Tuwon shinkafa da miyar kuka abinci ne da aka saba ci a Arewacin Najeriya, musamman da yamma.",
    ),
    # ---------------------------------------------------------------- Quechua
    (
        "qu",
        "## Contraseñata imayna cambiana\n\nConfiguración nisqapi Seguridad nisqata akllay, hinaspa musuq contraseñata qillqay.",
    ),
    ("qu", "Inti Raymi raymiqa junio killapi Saqsaywamanpi ruwakun, Intita yupaychanapaq."),
    (
        "qu",
        "Qusqu llaqtaqa Inka suyupa umallaqtanmi karqan; Qurikanchapi qurimanta perqakuna karqan.",
    ),
    # ---------------------------------------------------------------- Faroese
    (
        "fo",
        "## Broyt bústað\n\nÍ appini velur tú Vangin og síðan Bústaður. Nýggi bústaðurin verður nýttur til allar komandi sendingar.",
    ),
    (
        "fo",
        "Ólavsøka verður hildin í Tórshavn 28. og 29. juli við kappróðri, dansi og Ólavsøkugongu.",
    ),
    (
        "fo",
        "Ræst kjøt og skerpikjøt eru føroyskur matur, sum hongur í hjallinum, til hann er búgvin.",
    ),
    # ---------------------------------------------------------------- Tajik
    (
        "tg",
        "## Иваз кардани рақами телефон\n\nДар барнома Танзимот ва баъд Ҳисобро интихоб кунед. Рамзи тасдиқ тавассути SMS фиристода мешавад.",
    ),
    (
        "tg",
        "Наврӯз 21 март ҷашн гирифта мешавад; дар хонаҳо суманак мепазанд ва дастархони идона меоранд.",
    ),
    (
        "tg",
        "Қасри Наврӯз дар Душанбе барои қабулҳои расмӣ сохта шудааст ва ороиши кандакории чӯбӣ дорад.",
    ),
]


def docs() -> list[dict]:
    return [
        {"id": f"h13-doc-{i:04d}", "domain": f"{lang}_public", "text": text}
        for i, (lang, text) in enumerate(DOCS)
    ]
