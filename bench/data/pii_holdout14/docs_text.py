"""Public paragraphs with no personal data: help pages, release notes, API docs, public
places, figures of history, dishes and festivals, in every language of the exam."""

from __future__ import annotations

EN = [
    "## Scheduling a visit\n\nOpen the Calendar tab, choose Find a Time and share your Free/Busy "
    "view. The Scheduling Assistant greys out Busy blocks and suggests the first Open Slot.",
    "Release Notes 4.12: the Move-In Wizard now saves drafts, the Meter Photo upload accepts HEIC "
    "files, and Autopay can be switched on from the Billing Overview page.",
    "## Refill reminders\n\nPrescriptions marked Auto Refill are queued three days before they run "
    "out. Controlled medicines still need a new script from the Prescriber.",
    "The Orders API returns a Dispute object with the fields status, reason_code and "
    "opened_at; a Seller Protection badge appears when tracking shows Delivered.",
    "Guest Services is on the Lobby Level next to the Concierge Desk. Late Checkout until 2 PM "
    "is free for Gold and Platinum members of the Harbor Rewards programme.",
    "## Card security\n\nFraud Alerts arrive by SMS from a short code. Reply YES to confirm a "
    "purchase or NO to freeze the card; a Virtual Card keeps working for subscriptions.",
    "Zoom Workplace can write a transcript in WebVTT. Turn on Audio Transcript under Settings > "
    "Recording, and Cloud Recording will attach the VTT file after the Meeting ends.",
    "Discord Forum Channels group questions into Threads. Moderators can pin a Guidelines post, "
    "add the Resolved tag and set Slow Mode to thirty seconds.",
    "## Conversation memory\n\nThe Assistant keeps the earlier turns of a Session, so a follow-up "
    "such as the same address or ask her first is resolved against what was said before.",
    "Diamond Head is a volcanic tuff cone on Oahu; the summit trail opens at 6 AM and the Lookout "
    "gives a view over Waikiki and the Pacific.",
    "The Hawaiian Islands celebrate Lei Day on the first of May and King Kamehameha Day in June, "
    "with parades, hula and the Merrie Monarch Festival in Hilo each spring.",
    "## Poke and plate lunch\n\nA plate lunch brings two scoops of rice, macaroni salad and a "
    "main such as Loco Moco or Kalua Pig; Spam Musubi is sold at most convenience stores.",
    "Uluru rises 348 metres above the plain in the Northern Territory. The Anangu ask visitors "
    "not to climb it, and the Field of Light installation runs most nights.",
    "ANZAC Day on 25 April begins with the Dawn Service. Lamingtons, Vegemite toast and a Pavlova "
    "for Christmas are staples of the Australian kitchen.",
    "Version 2.3 of the Parcel Tracker adds Push Notifications for Out for Delivery, Delivery "
    "Attempted and Held at Customs, and the Help Centre explains each Status Code.",
    "## Webhooks\n\nSubscribe to order.disputed and order.refunded events. Each Webhook call is "
    "signed with HMAC-SHA256; reject payloads whose timestamp is older than five minutes.",
    "The Gateway of India and the Chhatrapati Shivaji Maharaj Terminus are landmarks of Mumbai; "
    "the Terminus, a UNESCO World Heritage Site, was finished in 1888.",
    "Hampi, the capital of the Vijayanagara Empire, lies on the Tungabhadra river. Its Stone "
    "Chariot and the Virupaksha Temple draw visitors all year.",
    "Onam is the harvest festival of Kerala: families lay out a Pookalam of flowers and share "
    "the Onasadya on banana leaves, while snake boats race on the backwaters.",
    "## Shwedagon Pagoda\n\nThe gilded stupa on Singuttara Hill dominates Yangon. Thingyan, the "
    "water festival, marks the Burmese New Year in April.",
    "Aung San led Burma's movement for independence and was assassinated in July 1947, months "
    "before the country became independent in January 1948.",
    "Help Centre: to change the Account Holder on a utility contract, both the Outgoing and the "
    "Incoming Resident sign the Transfer Form in the Customer Portal.",
    "The Marketplace Seller Handbook says: ship within two Business Days, upload a Tracking "
    "Number, and answer a Buyer Message within 48 hours to keep Top Rated status.",
    "## Travel insurance\n\nA Trip Delay claim needs the Boarding Pass, the Airline's Delay "
    "Letter and receipts; Baggage Delay pays for essentials after twelve hours.",
    "Golden Gate Bridge, Grand Canyon and Yellowstone top the National Park Service's list of "
    "most visited sites; Route 66 runs from Chicago to Santa Monica.",
    "Thanksgiving falls on the fourth Thursday of November: turkey, cranberry sauce, pumpkin pie "
    "and the Macy's Parade on television.",
    "## Rate limits\n\nThe Public API allows 600 requests per minute per Token. A 429 Too Many "
    "Requests answer carries a Retry-After header in seconds.",
    "Pho, Pad Thai, Bibimbap and Ramen now appear under World Kitchens in the Recipe Library; "
    "each Recipe Card lists allergens and a Prep Time.",
]

ES = [
    "## Centro de ayuda\n\nPara programar una visita técnica abre la Agenda, elige Buscar "
    "Horario y comparte tu disponibilidad con el Asistente de Citas.",
    "El Día de Muertos se celebra el 1 y 2 de noviembre con ofrendas, pan de muerto, "
    "cempasúchil y calaveritas de azúcar.",
    "El mole poblano, los chiles en nogada y la cochinita pibil son platillos emblemáticos; "
    "el Zócalo y el Palacio de Bellas Artes reciben a millones de visitantes.",
]
FR = [
    "## Notes de version\n\nLa version 5.2 de l'Espace client permet de téléverser la lecture "
    "du compteur et d'activer le Paiement préautorisé.",
    "Le Festival d'été de Québec et le Carnaval de Québec, avec son Bonhomme, attirent des "
    "visiteurs de partout; la poutine et la tourtière sont au menu.",
    "L'explorateur Champlain fonda Québec en 1608. Le Château Frontenac domine le Vieux-Québec, "
    "inscrit au patrimoine mondial de l'UNESCO.",
]
DE = [
    "## Hilfe\n\nIm Kundenportal finden Sie unter Umzug melden das Formular für Ein- und "
    "Auszug; der Zählerstand kann per Foto erfasst werden.",
    "Das Sechseläuten in Zürich endet mit dem Verbrennen des Böögg. Raclette, Rösti und "
    "Zürcher Geschnetzeltes gehören zur Schweizer Küche.",
    "Der Rheinfall bei Schaffhausen ist der grösste Wasserfall Mitteleuropas; das Matterhorn "
    "und der Aletschgletscher liegen im Wallis.",
]
PT = [
    "## Central de ajuda\n\nNo app, toque em Pedidos, escolha Abrir disputa e anexe as fotos; "
    "o Reembolso cai em até cinco dias úteis.",
    "O Carnaval de Recife e Olinda tem frevo e maracatu; a feijoada, o acarajé e o pão de queijo "
    "estão entre os pratos mais conhecidos do país.",
    "O Cristo Redentor fica no morro do Corcovado, no Rio de Janeiro. As Cataratas do Iguaçu "
    "ficam na divisa com a Argentina.",
]
JA = [
    "## よくある質問\n\n再処方の予約はアプリの「お薬手帳」から行えます。受け取り店舗は"
    "マイページで変更できます。",
    "京都の祇園祭は七月に行われ、山鉾巡行がハイライトです。",
    "富士山は標高3776メートルの日本最高峰で、2013年に世界文化遺産に登録されました。"
    "ラーメンや寿司、お好み焼きは海外でも人気です。",
]
ZH = [
    "## 常見問題\n\n在「我的訂單」點選申請退款，上傳照片後，客服會在三個工作天內回覆。",
    "台北101曾是世界最高的建築。夜市小吃如蚵仔煎、鹽酥雞和珍珠奶茶深受旅客喜愛。",
    "元宵節有平溪天燈與鹽水蜂炮，端午節則有龍舟競賽和粽子。",
]
KO = [
    "## 도움말\n\n앱의 내 주문에서 반품 신청을 누르고 사진을 첨부하면 영업일 기준 3일 안에 "
    "처리됩니다.",
    "경복궁은 조선의 법궁으로, 수문장 교대식이 매일 열립니다. 비빔밥과 불고기, 김치찌개는 "
    "대표적인 한식입니다.",
    "추석에는 송편을 빚고 차례를 지내며, 세종대왕은 훈민정음을 창제했습니다.",
]
MR = [
    "## मदत केंद्र\n\nअॅपमध्ये माझ्या ऑर्डर्स उघडा आणि परतावा विनंती निवडा; पैसे पाच कामकाजाच्या "
    "दिवसांत परत मिळतात.",
    "पुण्याचा शनिवारवाडा पेशव्यांनी बांधला. गुढीपाडवा हा मराठी नववर्षाचा सण आहे.",
    "पुरणपोळी, मिसळ पाव आणि वडापाव हे महाराष्ट्रातील लोकप्रिय पदार्थ आहेत.",
]
TE = [
    "## సహాయ కేంద్రం\n\nయాప్‌లో నా ఆర్డర్లు తెరిచి రీఫండ్ అభ్యర్థన ఎంచుకోండి; డబ్బు ఐదు పని దినాల్లో తిరిగి వస్తుంది.",
    "చార్మినార్ హైదరాబాద్‌కు గుర్తుగా నిలుస్తుంది. సంక్రాంతి పండుగకు ముగ్గులు వేస్తారు.",
    "హైదరాబాదీ బిర్యానీ, పెసరట్టు మరియు గోంగూర పచ్చడి తెలుగు వంటకాల్లో ప్రసిద్ధి.",
]
KN = [
    "## ಸಹಾಯ ಕೇಂದ್ರ\n\nಆ್ಯಪ್‌ನಲ್ಲಿ ನನ್ನ ಆರ್ಡರ್‌ಗಳು ತೆರೆಯಿರಿ ಮತ್ತು ಮರುಪಾವತಿ ವಿನಂತಿ ಆಯ್ಕೆಮಾಡಿ.",
    "ಮೈಸೂರು ದಸರಾ ಉತ್ಸವದಲ್ಲಿ ಅರಮನೆ ದೀಪಗಳಿಂದ ಬೆಳಗುತ್ತದೆ. ಬಿಸಿಬೇಳೆಬಾತ್ ಮತ್ತು ಮೈಸೂರು ಪಾಕ್ ಜನಪ್ರಿಯ ತಿನಿಸುಗಳು.",
    "ಹಂಪಿಯ ಕಲ್ಲಿನ ರಥ ವಿಜಯನಗರ ಸಾಮ್ರಾಜ್ಯದ ಶಿಲ್ಪಕಲೆಯ ಉದಾಹರಣೆ.",
]
ML = [
    "## സഹായ കേന്ദ്രം\n\nആപ്പിൽ എന്റെ ഓർഡറുകൾ തുറന്ന് റീഫണ്ട് അഭ്യർത്ഥന തിരഞ്ഞെടുക്കുക.",
    "ഓണത്തിന് പൂക്കളവും ഓണസദ്യയും ഒരുക്കുന്നു. വള്ളംകളി ആലപ്പുഴയിൽ പ്രസിദ്ധമാണ്.",
    "അപ്പവും സ്റ്റൂവും പുട്ടും കടലയും കേരളത്തിലെ പ്രഭാതഭക്ഷണങ്ങളാണ്.",
]
MY = [
    "## အကူအညီ\n\nအက်ပ်ထဲတွင် ကျွန်ုပ်၏အော်ဒါများကို ဖွင့်ပြီး ငွေပြန်အမ်းရန် တောင်းဆိုပါ။",
    "ရွှေတိဂုံဘုရားသည် ရန်ကုန်မြို့၏ အထင်ကရ နေရာဖြစ်သည်။ သင်္ကြန်ပွဲတော်ကို ဧပြီလတွင် ကျင်းပသည်။",
    "မုန့်ဟင်းခါးနှင့် လက်ဖက်သုပ်သည် မြန်မာ့အစားအစာများထဲတွင် လူကြိုက်များသည်။",
]

DOCS: list[tuple[str, str]] = [
    *(("en", t) for t in EN),
    *(("es", t) for t in ES),
    *(("fr", t) for t in FR),
    *(("de", t) for t in DE),
    *(("pt", t) for t in PT),
    *(("ja", t) for t in JA),
    *(("zh", t) for t in ZH),
    *(("ko", t) for t in KO),
    *(("mr", t) for t in MR),
    *(("te", t) for t in TE),
    *(("kn", t) for t in KN),
    *(("ml", t) for t in ML),
    *(("my", t) for t in MY),
]


def docs() -> list[dict]:
    return [
        {"id": f"h14-doc-{i:04d}", "domain": f"{lang}_public", "text": text}
        for i, (lang, text) in enumerate(DOCS)
    ]
