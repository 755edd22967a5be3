"""Public documentation and reference paragraphs with no personal data: help pages, release
notes, API docs, places, festivals, dishes and figures of history, in every language of the
exam (more in English). Typed by hand."""

from __future__ import annotations

EN = [
    "## Exporting orders\n\nOpen Orders, choose Export, and pick CSV for Excel or plain CSV. "
    "The file lists one line item per row, so an order with three products fills three rows.",
    "## Release 4.12\n\nThe Inbox now groups conversations by Priority. Saved Replies support "
    "variables, and the Mobile app remembers the last filter you used.",
    "Webhooks retry up to five times with exponential backoff. After the fifth failure the "
    "subscription is paused and an Admin sees a banner on the Integrations page.",
    "## Rate limits\n\nThe REST API allows 40 requests per second per app. Responses carry "
    "the headers X-RateLimit-Limit and X-RateLimit-Remaining; a 429 means wait and retry.",
    "To reset two-factor authentication, sign in on a trusted device, open Security, and "
    "select Recovery Codes. Support cannot switch it off for you.",
    "## Moving house\n\nTell us your move-out date at least five working days ahead. We take a "
    "final Meter Reading on that day and close the old Account once the last bill is paid.",
    "Smart Meters send readings every half hour over the mobile network. If the display shows "
    "No Signal, the reading is stored and sent when the connection returns.",
    "## Card Controls\n\nFreeze a card in the app in one tap. A frozen card declines online "
    "and in-store payments, but Direct Debits and refunds still go through.",
    "We will never ask for your full card number, PIN or one-time code by text message. "
    "Report suspicious messages with the Report Scam button in the app.",
    "## Discord roles\n\nModerators can see the Ticket channel. Members who link their store "
    "account get the Verified role after the bot confirms the purchase.",
    "The Scorecard template has four sections: Greeting, Verification, Resolution and "
    "Compliance. A failed Compliance item caps the call at 60 percent.",
    "## Release notes 2.3.0\n\n- Dark Mode for the Help Centre\n- Faster search in Knowledge "
    "Base\n- Fixed: CSV export dropped the Tags column",
    "Uluru rises 348 metres above the plain in the Northern Territory. Visitors are asked not "
    "to climb it, out of respect for its traditional owners, the Anangu.",
    "The Great Barrier Reef stretches for more than 2,300 kilometres off the coast of "
    "Queensland and can be seen from space.",
    "Anzac Day on 25 April begins with dawn services across Australia and New Zealand, "
    "followed by marches and a game of two-up in many pubs.",
    "A meat pie with tomato sauce is the classic snack at a football match, while a Lamington "
    "is a square of sponge cake dipped in chocolate and rolled in coconut.",
    "## Diwali\n\nDiwali, the festival of lights, falls in October or November. Homes are lit "
    "with clay lamps, and families share sweets such as laddoo and barfi.",
    "The Gateway of India in Mumbai was completed in 1924 and looks out over the Arabian Sea "
    "from the Apollo Bunder waterfront.",
    "Masala dosa is a thin rice-and-lentil crepe from South India, filled with spiced potato "
    "and served with sambar and coconut chutney.",
    "Indian Railways runs more than 13,000 passenger trains a day. The Vande Bharat Express is "
    "a semi-high-speed train built at the Integral Coach Factory in Chennai.",
    "Robert Louis Stevenson spent his last years at Vailima in the hills above Apia, where his "
    "house is now a museum.",
    "The Banaue Rice Terraces in the Cordillera were carved into the mountains some two "
    "thousand years ago.",
    "## Sinulog\n\nThe Sinulog festival is held in Cebu on the third Sunday of January, with "
    "dancers moving two steps forward and one step back to the beat of drums.",
    "Borobudur in Central Java is the largest Buddhist temple in the world, built in the ninth "
    "century from about two million blocks of stone.",
    "Issyk-Kul in Kyrgyzstan is one of the largest mountain lakes in the world and never "
    "freezes, despite lying at 1,600 metres.",
    "Things Fall Apart, the first novel of Chinua Achebe, was published in 1958 and has been "
    "translated into more than fifty languages.",
    "## API: List customers\n\n`GET /v2/customers?limit=50&cursor=...` returns customers in "
    "pages. Pass the `next_cursor` value from the previous page to continue.",
    "Gyeongbokgung Palace in Seoul was built in 1395. The changing of the guard takes place at "
    "the main gate, Gwanghwamun, several times a day.",
    "Taipei 101 was the tallest building in the world from 2004 to 2010. A tuned mass damper "
    "of 660 tonnes hangs near the top to steady it in typhoons.",
    "## Offline mode\n\nThe Field App keeps the last 200 tickets on the device. Changes made "
    "offline are synced when the app reconnects, oldest first.",
    "Newroz, the new year of 21 March, is celebrated with bonfires and dancing in many "
    "Kurdish towns and villages.",
    "Hagia Sophia in Istanbul was completed in 537 and served as a cathedral, a mosque and a "
    "museum before becoming a mosque again in 2020.",
    "Pho is a Vietnamese soup of rice noodles in a clear beef or chicken broth, eaten for "
    "breakfast with herbs, lime and chilli.",
    "## Data retention\n\nChat transcripts are kept for 24 months, call recordings for 90 "
    "days. Admins can shorten both under Settings, Privacy.",
    "Kraków's Main Square is one of the largest medieval town squares in Europe; the bugle "
    "call from St Mary's Basilica is played every hour.",
    "The Trans-Siberian Railway links Moscow and Vladivostok over 9,289 kilometres and "
    "crosses seven time zones.",
]

OTHER = {
    "ru": [
        "## Как вернуть товар\n\nОткройте раздел «Мои заказы», выберите товар и нажмите «Вернуть». "
        "Деньги придут на карту в течение десяти рабочих дней.",
        "Эрмитаж в Санкт-Петербурге основан в 1764 году и хранит более трёх миллионов экспонатов.",
    ],
    "tr": [
        "## Sipariş iptali\n\nKargoya verilmemiş siparişleri Hesabım sayfasından iptal "
        "edebilirsiniz. İade tutarı üç iş günü içinde kartınıza yansır.",
        "Kapadokya'daki peri bacaları, volkanik tüflerin rüzgâr ve yağmurla aşınmasıyla "
        "oluşmuştur.",
    ],
    "pl": [
        "## Zmiana hasła\n\nW ustawieniach konta wybierz Bezpieczeństwo, a następnie Zmień hasło. "
        "Nowe hasło musi mieć co najmniej dwanaście znaków.",
        "Pierogi ruskie nadziewa się ziemniakami, twarogiem i smażoną cebulą; podaje się je ze "
        "skwarkami lub śmietaną.",
    ],
    "vi": [
        "## Đổi trả hàng\n\nBạn có thể đổi trả trong vòng 7 ngày kể từ khi nhận hàng. Vào Đơn "
        "mua, chọn sản phẩm và bấm Yêu cầu trả hàng.",
        "Vịnh Hạ Long có gần hai nghìn hòn đảo đá vôi và được UNESCO công nhận là di sản thế "
        "giới năm 1994.",
    ],
    "id": [
        "## Cara top up saldo\n\nBuka aplikasi, pilih Isi Saldo, lalu pilih Transfer Bank atau "
        "Minimarket. Saldo masuk dalam beberapa menit.",
        "Rendang berasal dari Minangkabau, Sumatra Barat, dan dimasak berjam-jam dengan santan "
        "dan bumbu sampai kering.",
    ],
    "zh": [
        "## 如何申請退貨\n\n請在「我的訂單」中選擇商品並點選「申請退貨」，審核通過後，"
        "款項將於七個工作天內退回原付款方式。",
        "元宵節在農曆正月十五，臺灣各地會舉辦燈會，平溪則以施放天燈聞名。",
    ],
    "ko": [
        "## 배송 조회\n\n주문 내역에서 배송 조회 버튼을 누르면 택배사와 운송장 번호를 확인할 수 "
        "있습니다.",
        "추석은 음력 8월 15일로, 가족이 모여 송편을 빚고 차례를 지냅니다.",
    ],
    "sm": [
        "## Fa'afou le upu fa'alilolilo\n\nTatala le app, filifili Seti, ona fa'afou lea o lau "
        "upu fa'alilolilo.",
        "O le palolo e sue i le po i luga o a'au o Samoa, i le masina o Oketopa po o Novema.",
    ],
    "ceb": [
        "## Unsaon pag-cancel sa order\n\nAdto sa My Orders, pilia ang order, ug i-tap ang "
        "Cancel. Ang refund moabot sulod sa pito ka adlaw.",
        "Ang Magellan's Cross sa Sugbo gitukod niadtong 1521 ug makita duol sa Basilica del "
        "Santo Niño.",
    ],
    "ku": [
        "## Guhertina şîfreyê\n\nSepanê veke, here Mîhengan û şîfreya xwe ya nû binivîse.",
        "Ehmedê Xanî helbestvanê navdar ê sedsala 17an e; berhema wî ya herî naskirî Mem û Zîn e.",
    ],
    "ky": [
        "## Буйрутманы кантип жокко чыгаруу керек\n\nМенин буйрутмаларым бөлүмүн ачып, "
        "Жокко чыгаруу баскычын басыңыз.",
        "«Манас» эпосу дүйнөдөгү эң узун эпостордун бири болуп саналат.",
    ],
    "jv": [
        "## Cara mbatalake pesenan\n\nBukak aplikasi, pilih Pesenanku, banjur pencet Batal.",
        "Candhi Prambanan ing Klaten dibangun ing abad kaping sanga lan dadi candhi Hindhu "
        "paling gedhe ing Indonesia.",
    ],
    "ig": [
        "## Otu esi agbanwe paswọọdụ\n\nMeghee app ahụ, gaa na Ntọala, ma dee paswọọdụ ọhụrụ.",
        "Ememme Iri Ji bụ ememme ji ọhụrụ, nke ndị Igbo na-eme kwa afọ n'oge owuwe ihe ubi.",
    ],
}


def docs_records() -> list[dict]:
    out = []
    items = [("en", t) for t in EN] + [(lang, t) for lang, ts in OTHER.items() for t in ts]
    for i, (lang, text) in enumerate(items, start=1):
        out.append({"id": f"h15-doc-{i:04d}", "domain": f"{lang}_public", "text": text})
    return out
