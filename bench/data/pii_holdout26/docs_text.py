"""Public paragraphs with no labelled value: product and help pages in English, and places,
festivals, dishes and figures of history of the fifteen locales, typed by hand."""

from __future__ import annotations

ENGLISH = (
    "# Getting paid as a seller\nPayouts are sent two business days after an order is marked as delivered. A payout can be held while we check the name on the receiving account against the seller profile.",
    "Release notes 4.12: the booking form now remembers your time zone, calendar invitations include the session length, and the reminder e-mail arrives one day before the lesson instead of two hours.",
    "Service status: card payments in the deposit flow were slower than usual between 09:10 and 09:42 UTC. No payment was taken twice. The incident is closed.",
    "Glossary. Payout hold: a pause on a transfer to a seller while a check runs. Deposit: the part of a booking paid in advance. Disbursement: a payment made from a grant to a student.",
    "Data retention: chat transcripts are kept for 18 months, delivery photos for 90 days and booking forms for as long as the account is open. You can ask for a copy of your data from the privacy page.",
    "Security notice: our staff will never ask you for a full card number or a one-time code in chat. If someone does, end the conversation and report it from the help menu.",
    "Cookie policy: we use strictly necessary cookies to keep you signed in, and optional analytics cookies only when you agree. You can change your choice at any time in the footer.",
    "API reference: the payouts endpoint returns a status of queued, sent or held. Held payouts include a reason code. Requests are limited to 60 per minute per key.",
    "Single sign-on: administrators can connect an identity provider using SAML 2.0 or OpenID Connect. Users are created on first sign-in and removed when the provider disables them.",
    "Accessibility statement: the booking form works with screen readers and keyboard navigation, and every image in the help centre has a text description. Tell us where we fall short.",
    "How to unlock a phone bought from us: the device must be fully paid, not reported lost, and at least 60 days old. Unlock codes are sent by e-mail within three working days.",
    "Assembly visits: a fitter arrives within the two-hour window you chose. Please clear the room and keep the boxes unopened. Wall fixings are included for shelves and wardrobes.",
    "Flower delivery: bouquets are delivered between 08:00 and 18:00. If nobody is at home, the driver leaves the flowers with a neighbour or in a safe place and sends a photo.",
    "Wedding and event venues: deposits are refundable up to 90 days before the date. After that, the deposit can be moved once to another date within the same year.",
    "Student finance: grants are paid in three instalments each academic year. A guardian must co-sign the first application for students under 18.",
    "Tutoring sessions last 60 minutes and can be moved up to 24 hours before they start. A session missed without notice counts as used.",
    "Why was my payout held? The most common reasons are a name that does not match the bank account, a new bank account added in the last 48 hours, or an unusually large order.",
    "Marketplace fees: sellers pay a 7 percent fee on each completed order, with a minimum of 0.30 in the order currency. Refunded orders return the fee.",
    "Carrier unlock and travel: an unlocked phone can use local SIM cards abroad. Roaming bundles on your own plan still work after the unlock.",
    "Release notes 4.13: drivers can now add a photo to every drop, recipients receive a text message when the driver is five minutes away, and gift messages support emoji.",
    "Bank transfers between countries can take up to five working days. The receiving bank may charge a fee that we cannot see in advance.",
    "Privacy by design: support agents see only the last four digits of a card. Full numbers are stored by our payment processor and never appear in our tools.",
    "Reading an IBAN: the first two letters name the country, the next two digits are the check digits, and the rest identifies the bank and the account.",
    "Public holidays shift our delivery calendar. Check the banner at the top of the order page for the dates when couriers do not run in your country.",
    "Community guidelines: be kind to sellers and buyers, keep reviews about the product and the service, and never post someone's contact details in a review.",
    "How refunds work: a refund goes back to the original payment method. Card refunds appear within ten days; mobile money refunds within one day.",
    "Fitters carry identification with the company logo and a photo. You can check a fitter's name in the app before opening the door.",
    "Scholarship appeals must be sent within 30 days of a decision. Include the decision letter and any new documents; appeals are answered within four weeks.",
    "Multi-factor authentication is required for all seller accounts. Use an authenticator app or a hardware key; text message codes remain available as a fallback.",
    "Service status: the tutoring calendar showed sessions an hour late for some time zones after the clock change. A fix was released and all sessions now show the correct time.",
)

LOCAL = (
    (
        "pt",
        "O Carnaval de Salvador reúne milhões de pessoas atrás dos trios elétricos, e o Pelourinho, com seus casarões coloridos, é Patrimônio Mundial da UNESCO.",
    ),
    (
        "pt",
        "A feijoada é servida aos sábados em muitas casas brasileiras. Santos Dumont, pioneiro da aviação, nasceu em Minas Gerais em 1873.",
    ),
    (
        "ta",
        "மதுரை மீனாட்சி அம்மன் கோயில் தமிழ்நாட்டின் புகழ்பெற்ற கோயில்களில் ஒன்று. தை மாதத்தில் பொங்கல் திருநாள் கொண்டாடப்படுகிறது.",
    ),
    (
        "ta",
        "திருவள்ளுவர் எழுதிய திருக்குறள் 1330 குறள்களைக் கொண்டது. கன்னியாகுமரியில் அவருக்கு உயரமான சிலை உள்ளது.",
    ),
    (
        "fa",
        "تخت جمشید در نزدیکی شیراز یکی از مهم‌ترین آثار باستانی ایران است. نوروز در آغاز بهار جشن گرفته می‌شود.",
    ),
    (
        "fa",
        "آرامگاه حافظ در شیراز هر سال میزبان هزاران دوستدار شعر است. قورمه‌سبزی از خوراک‌های محبوب ایرانی است.",
    ),
    (
        "sw",
        "Mji wa Kale wa Lamu ni mojawapo ya miji ya zamani zaidi ya Waswahili Afrika Mashariki. Nyama choma huliwa sana wikendi.",
    ),
    (
        "sw",
        "Wangari Maathai alianzisha Vuguvugu la Ukanda wa Kijani na alipata Tuzo ya Amani ya Nobel mwaka 2004.",
    ),
    (
        "de",
        "Schloss Schönbrunn in Wien war die Sommerresidenz der Habsburger. Zur Jause gehört für viele eine Sachertorte.",
    ),
    (
        "de",
        "Wolfgang Amadeus Mozart wurde 1756 in Salzburg geboren. Die Salzburger Festspiele finden jeden Sommer statt.",
    ),
    (
        "tg",
        "Қалъаи Ҳисор дар наздикии Душанбе ҷойгир аст. Наврӯз ҳар сол дар моҳи март ҷашн гирифта мешавад.",
    ),
    (
        "tg",
        "Абӯабдуллоҳи Рӯдакӣ асосгузори адабиёти форсу тоҷик ҳисобида мешавад. Оши палав таоми маъмули тоҷикон аст.",
    ),
    ("si", "සීගිරිය ශ්‍රී ලංකාවේ ප්‍රසිද්ධ පුරාවිද්‍යා ස්ථානයකි. අප්‍රේල් මාසයේ සිංහල හා දෙමළ අලුත් අවුරුද්ද සමරනු ලැබේ."),
    ("si", "අලුත් අවුරුද්දට කිරිබත් සහ කැවුම් සාදනු ලැබේ. දුටුගැමුණු රජු ඉතිහාසයේ ප්‍රසිද්ධ පාලකයෙකි."),
    ("ps", "بند امیر په بامیانو کې د افغانستان لومړنی ملي پارک دی. اتڼ د پښتنو ملي نڅا ده."),
    (
        "ps",
        "خوشحال خان خټک د پښتو ژبې نامتو شاعر او توریالی و. کابلي پلو په افغاني مېلمستیاو کې خوړل کېږي.",
    ),
    (
        "hmn",
        "Noj Peb Caug yog lub caij Hmoob tshiab, thaum cov neeg hnav khaub ncaws zoo nkauj thiab pov pob. Tiaj Hwj Txhab nyob rau hauv Xiengkhouang.",
    ),
    (
        "hmn",
        "Paj ntaub yog cov ntaub uas Hmoob xaws nrog xov ntau xim, qhia txog keeb kwm thiab lub neej ntawm cov poj koob yawm txwv.",
    ),
    (
        "ss",
        "Umhlanga ngumkhosi wekutsatsa umhlanga lowentiwa minyaka yonkhe eLudzidzini. Incwala ngumkhosi lomkhulu wenkhosi.",
    ),
    (
        "ss",
        "Lisaka laMlilwane lelivikelekile lalivulwa ngemnyaka wa-1961. Inkhosi Sobhuza II yabusa iminyaka leminyenti.",
    ),
    (
        "bm",
        "Jenne Misiri ye dugukolo misiri belebele ye diɲɛ kɔnɔ. Segu Niger kɔ nɛnɛkɛ bɛ kɛ san o san.",
    ),
    ("bm", "Sunjata ye Mande masaba sigi tile caman kɔfɛ. Tò ye dumuni ye min bɛ kɛ ni ɲɔ ye."),
    (
        "ch",
        "I latte stone siha manmafa'tinas ni mañaina-ta siha ginen antes. Gi Liberation Day, guaha parade gi Marine Corps Drive.",
    ),
    (
        "ch",
        "Kelaguen yan hineksa' agaga' mañåda na'-ta gi fiesta. Si Maga'lahi Quipuha ha na'i i tano' para i Guma' Yu'os.",
    ),
    (
        "ilo",
        "Ti Simbaan ti Paoay ket maysa a World Heritage Site. Ti pinakbet ket naisangsangayan a makan dagiti Ilokano.",
    ),
    (
        "ilo",
        "Ni Diego Silang ket nangidaulo iti panagbusor idiay Vigan idi 1762. Ti empanada ti Batac ket naraman a merienda.",
    ),
    (
        "sc",
        "Su Nuraxi de Barùmini est unu nuraghe patrimòniu mundiale de s'UNESCO. Sa Sartiglia de Aristanis si faghet in carrasegare.",
    ),
    (
        "sc",
        "Eleonora de Arborea at promulgadu sa Carta de Logu. Sos culurgiones sunt unu pastu de s'Ogliastra.",
    ),
    (
        "co",
        "E Calanche di Piana sò scogli rossi sopra à u mare, patrimoniu mundiale di l'UNESCO. U fiadone hè una torta di brocciu.",
    ),
    (
        "co",
        "Pasquale Paoli hà datu à a Corsica una custituzione in u 1755. A casa Bonaparte in Aiacciu hè oghje un museu.",
    ),
)


def paragraphs() -> list[tuple[str, str]]:
    out = [("en", t) for t in ENGLISH]
    out.extend(LOCAL)
    return out
