"""Public paragraphs (no personal data): help pages, release notes, API docs, and public places,
festivals, dishes and figures of history of the exam's languages. Hand-written."""

from __future__ import annotations

EN = [
    "# Changing your delivery slot\nOpen Orders, pick the parcel and choose Change slot. Slots "
    "can be moved until 20:00 the day before delivery; after that the courier has already "
    "loaded the van.",
    "# Voicemail transcripts\nCalls that reach the support line out of hours are recorded and "
    "transcribed automatically. Transcripts are kept for 30 days and are visible to the team "
    "that owns the queue.",
    "Release notes 4.18: the rebooking assistant now offers two alternative flights instead of "
    "one, and the fare difference is shown before the customer confirms.",
    "Release notes 4.19: proof-of-delivery photos are compressed on the device, which cuts "
    "upload time on slow networks by about half.",
    "# Escalation policy\nA ticket is escalated when the customer has waited more than five "
    "working days, when a refund failed twice, or when the customer asks for a supervisor. "
    "Use the escalations channel and tag the lead on shift.",
    "# Rate limits\nThe public API allows 600 requests per minute per key. Responses carry the "
    "headers X-RateLimit-Remaining and X-RateLimit-Reset; a 429 means wait until the reset "
    "time and retry with backoff.",
    "# Error events\nThe checkout service reports unhandled exceptions to the error tracker "
    "with the release, the environment and a trace id. Events are sampled at 25 percent in "
    "production.",
    "# Customer satisfaction surveys\nA survey is sent 24 hours after a ticket is solved. "
    "Scores of 1 or 2 open a follow-up task for the team lead, who replies within two working "
    "days.",
    "# Tenant repairs\nUrgent repairs (no heating, no water, a leak) are attended within 24 "
    "hours; routine repairs within 14 days. Tenants can report a repair through the portal at "
    "any time.",
    "Release notes 5.0: the help centre is now available in Lao, Pashto, Malagasy, Wolof, "
    "Kinyarwanda and Fijian, and the search understands all of them.",
    "# Refund timing\nCard refunds appear within 5 to 10 working days, depending on the "
    "issuing bank. Bank transfers arrive within 3 working days within the same country.",
    "# Delivery photos\nIf nobody is home, the driver may leave the parcel in a safe place and "
    "take a photo. The photo is attached to the delivery record and shown in the app.",
    "Uluwatu, Angkor and Petra are on the list of places our travel partners cover this "
    "season; bookings open on the first Monday of the month.",
    "# Account security\nWe never ask for a full card number or a password by phone. If "
    "someone does, end the call and report it through the app.",
    "Pha That Luang, the great golden stupa of Vientiane, is the national symbol of Laos and "
    "the centre of a festival held at the full moon of the twelfth lunar month.",
    "Luang Prabang, a former royal capital on the Mekong, is known for its morning alms round "
    "and its many temples; the whole town is a World Heritage Site.",
    "The Blue Mosque of Mazar-i-Sharif and the Minaret of Jam are among the best known "
    "monuments of Afghanistan.",
    "Khushal Khan Khattak, a seventeenth-century warrior poet, is often called the father of "
    "Pashto poetry.",
    "The Avenue of the Baobabs near Morondava, in western Madagascar, is a row of trees that "
    "may be eight hundred years old.",
    "The Famadihana, the turning of the bones, is a Malagasy family ceremony in which the "
    "remains of ancestors are rewrapped in fresh silk shrouds.",
    "Thieboudienne, rice cooked in a tomato sauce with fish and vegetables, is the national "
    "dish of Senegal.",
    "The Island of Goree, off Dakar, is a memorial to the Atlantic slave trade and a World "
    "Heritage Site.",
    "Kwita Izina is the yearly ceremony in which Rwanda names newborn mountain gorillas in "
    "Volcanoes National Park.",
    "Umuganda is the monthly day of community work in Rwanda, held on the last Saturday of "
    "each month.",
    "Kava, a drink made from the root of the yaqona plant, is shared in a ceremony of welcome "
    "across Fiji.",
    "The Hibiscus Festival is held in Suva every August with parades, music and food stalls.",
    "Songkran, the Thai New Year in April, is celebrated with water fights in the streets.",
    "Holi, the festival of colours, marks the arrival of spring across northern India.",
    "Koshari, lentils, rice and pasta with a spiced tomato sauce and fried onions, is sold "
    "from street carts all over Cairo.",
    "Midsummer in Sweden is celebrated around a maypole with herring, new potatoes and "
    "strawberries.",
    "King's Day on 27 April turns Dutch cities orange, with street markets where anyone may "
    "sell second-hand goods.",
    "Release notes 5.1: Slack escalations now link to the ticket and show the customer's "
    "language; the tag for the lead on shift is added automatically.",
    "# Changing a flight\nFlights can be changed up to two hours before departure. A fare "
    "difference may apply; change fees are waived for disruptions caused by the airline.",
    "# Exporting your data\nGo to Settings, Privacy, Export. The export is prepared within 48 "
    "hours and the download link is valid for seven days.",
]

OTHER = [
    "# Come cambiare la fascia di consegna\nApri Ordini, scegli il pacco e tocca Cambia "
    "fascia. Puoi spostarla fino alle 20:00 del giorno prima.",
    "Il Palio di Siena si corre due volte l'anno in Piazza del Campo, il 2 luglio e il 16 agosto.",
    "# Terugbetalingen\nEen terugbetaling op je creditcard staat binnen 5 tot 10 werkdagen op "
    "je rekening.",
    "De stroopwafel komt oorspronkelijk uit Gouda en wordt warm op een kop koffie gelegd.",
    "# Byta leveranstid\nÖppna Beställningar, välj paketet och tryck på Byt tid. Det går fram "
    "till klockan 20 dagen innan.",
    "Selma Lagerlöf var den första kvinnan som fick Nobelpriset i litteratur, år 1909.",
    "# Повернення коштів\nКошти на картку надходять протягом 5-10 робочих днів залежно від банку.",
    "Леся Українка - поетеса, авторка драми «Лісова пісня».",
    "# استرداد المبلغ\nيظهر المبلغ المسترد في البطاقة خلال 5 إلى 10 أيام عمل حسب البنك.",
    "نجيب محفوظ أول كاتب عربي يحصل على جائزة نوبل في الأدب عام 1988.",
    "# การคืนเงิน\nเงินคืนเข้าบัตรภายใน 5 ถึง 10 วันทำการ ขึ้นอยู่กับธนาคาร",
    "สุนทรภู่ เป็นกวีเอกของไทย ผู้แต่งเรื่องพระอภัยมณี",
    "# धनवापसी\nकार्ड पर धनवापसी बैंक के अनुसार 5 से 10 कार्य दिवसों में आती है।",
    "मुंशी प्रेमचंद हिंदी और उर्दू के महान कथाकार थे, जिन्होंने गोदान लिखा।",
    "# ການຄືນເງິນ\nເງິນຈະຄືນເຂົ້າບັດພາຍໃນ 5 ຫາ 10 ວັນເຮັດວຽກ.",
    "ບຸນທາດຫຼວງ ແມ່ນງານບຸນໃຫຍ່ທີ່ນະຄອນຫຼວງວຽງຈັນ ໃນເດືອນສິບສອງ.",
    "# پیسې بېرته ورکول\nپیسې د بانک په اساس له ۵ تر ۱۰ کاري ورځو کې کارت ته بېرته راځي.",
    "خوشحال خان خټک د پښتو ژبې لوی شاعر او توریالی و.",
    "# Famerenana vola\nMiverina ao amin'ny karatra ao anatin'ny 5 ka hatramin'ny 10 andro "
    "fiasana ny vola.",
    "Ny Rova Manjakamiadana dia lapan'ny mpanjaka teo amin'ny havoanan'Antananarivo.",
    "# Delloo xaalis\nXaalis bi dina dellu ci sa kart ci diggante 5 ak 10 fan.",
    "Ceebu jën mooy lekk bu siiw ci Senegaal, dañu koy togg ak jën ak malo.",
    "# Gusubizwa amafaranga\nAmafaranga asubizwa ku ikarita mu minsi 5 kugeza ku 10 y'akazi.",
    "Umuganura ni umunsi mukuru w'isarura mu Rwanda, wizihizwa muri Kanama.",
    "# Vakasukai ni ilavo\nNa ilavo ena lesu tale ki na nomu kadi ena loma ni 5 ki na 10 na "
    "siga ni cakacaka.",
    "Na lovo e dua na kakana vakaviti e vakasaqai ena loma ni qele ena vatu katakata.",
]


OTHER_LANGS = "it it nl nl sv sv uk uk ar ar th th hi hi lo lo ps ps mg mg wo wo rw rw fj fj"


def paragraphs() -> list[tuple[str, str]]:
    """(lang, text) pairs, English first."""
    return [("en", t) for t in EN] + list(zip(OTHER_LANGS.split(), OTHER, strict=True))
