"""Public paragraphs with no personal data: help pages, release notes and API docs, and
public places, festivals, dishes and figures of history of the exam's languages."""

from __future__ import annotations

EN = (
    "# Resetting two-factor authentication\nIf you lose the phone that holds your "
    "authenticator app, open the sign-in page and choose 'I can't use my code'. We ask three "
    "security questions and may call the number on file before we switch the second factor.",
    "Release notes 4.12: exports from WhatsApp Business can now be attached to a ticket as a "
    "zip file. Timestamps are read in the exporting phone's time zone; emoji in display names "
    "are kept as they are.",
    "# Forwarding e-mails to the billing inbox\nForward the whole message, headers included, "
    "so the billing team can see when it was sent. Do not paste card numbers into the body; "
    "the thread is visible to the whole finance queue.",
    "Incident reviews are blameless. Each timeline lists the time in UTC, who acknowledged the "
    "page, what was rolled back and when the error rate returned to normal. Customer "
    "identifiers are replaced before the review is shared outside the team.",
    "# Substitutions\nWhen an item is out of stock, the picker suggests the closest match. You "
    "can approve or refuse it in the app until the driver leaves the store. Refused items are "
    "refunded within three working days.",
    "Transferring a ticket moves it to another person's account. The original buyer keeps the "
    "receipt, the new holder receives a fresh barcode, and the old barcode stops working at "
    "once. A small fee applies to some events.",
    "# Preparing for a telehealth visit\nFind a quiet room with good light, keep your "
    "medication list nearby and test your camera ten minutes before the call. If the video "
    "fails, the clinician will phone you instead.",
    "API rate limits: each token may send 600 requests per minute. Responses over the limit "
    "return status 429 with a Retry-After header in seconds. Bulk exports are queued and do "
    "not count against the limit.",
    "Release notes 4.13: the recovery form now shows the request IP to reviewers, and account "
    "recoveries approved by phone require a second reviewer when the e-mail on file changed in "
    "the last 30 days.",
    "# Webhooks\nWe sign every webhook body with HMAC-SHA256 and send the signature in the "
    "X-Signature header. Retries back off exponentially for up to 24 hours.",
    "Our support desk answers in English, Vietnamese, Indonesian, Romanian, Greek, Hungarian, "
    "Filipino and Finnish. Messages in other languages are machine-translated first and "
    "checked by a colleague who speaks the language where one is on shift.",
    "# Proof of identity\nWe never ask for your full card number or your password in chat. An "
    "agent may ask for the last four digits of a card, the billing postcode and the date of "
    "your last order.",
    "Status page: scheduled maintenance on Sunday between 02:00 and 03:00 UTC. Checkout and "
    "ticket transfers will be read-only during the window; the mobile app shows a banner.",
    "Data retention: chat transcripts are kept for 18 months, call recordings for 90 days and "
    "incident timelines for five years. Deleted accounts are purged from backups after 35 "
    "days.",
    "Uluru rises from the plains of Australia's Northern Territory. The Anangu, its "
    "traditional owners, ask visitors not to climb it, and the climb was closed for good in "
    "October 2019.",
    "Poutine, chips topped with cheese curds and gravy, came out of rural Quebec in the 1950s "
    "and is now sold across Canada, from roadside stands to late-night diners.",
    "Tet, the Vietnamese lunar new year, fills markets with peach and apricot blossoms. "
    "Families clean their homes, visit ancestors' graves and wrap banh chung, square cakes of "
    "sticky rice, mung beans and pork.",
    "Borobudur, in Central Java, is the largest Buddhist monument in the world. Built in the "
    "9th century, it was restored with help from UNESCO between 1975 and 1982.",
    "Martisor is a Romanian spring custom on 1 March: small tokens tied with red and white "
    "string are given to friends and worn for the first days of the month.",
    "The Acropolis of Athens holds the Parthenon, the Erechtheion and the temple of Athena "
    "Nike. Most of its buildings were raised in the 5th century BC under Pericles.",
    "Lake Balaton, the largest lake in Central Europe, is shallow and warm in summer. "
    "Its southern shore has sandy beaches; its northern shore has vineyards on old volcanic "
    "hills.",
    "Adobo is perhaps the most common dish in Filipino homes: meat stewed in vinegar, soy "
    "sauce, garlic, bay leaves and pepper. Every family has its own version.",
    "The Finnish sauna is older than the country's written history. There are some three "
    "million of them for five and a half million people, and UNESCO listed the sauna "
    "culture in 2020.",
    "Matariki, the Maori new year, begins with the rising of the Pleiades in midwinter. Since "
    "2022 it has been a public holiday in New Zealand.",
    "Losar is the Tibetan new year. Households make khapse, fried pastries, hang new prayer "
    "flags and visit monasteries in the first days of the year.",
    "Bodu beru, the big drum, is the best known music of the Maldives: a lead singer, three "
    "drummers and a growing crowd of dancers as the rhythm speeds up.",
    "The Rath Yatra of Puri, in Odisha, draws huge crowds each summer, when three deities are "
    "pulled through the streets on tall wooden chariots.",
    "Great Zimbabwe, the stone city that gave the country its name, was built between the 11th "
    "and 15th centuries. Its walls were laid without mortar.",
    "Ota ika is a Tongan dish of raw fish marinated in lime or lemon juice and served in "
    "coconut cream with chopped tomato, cucumber and onion.",
    "Ho Chi Minh City's Ben Thanh Market was built in 1914. Today it sells silk, lacquerware "
    "and street food, and its clock tower is a landmark of District 1.",
    "Raden Ajeng Kartini, born in 1879, wrote letters about the education of Javanese women. "
    "Indonesia marks Kartini Day on 21 April.",
    "Jean Sibelius wrote Finlandia in 1899, when Finland was part of the Russian empire. The "
    "hymn section later became one of the country's best loved songs.",
    "Mbira music, played on a thumb piano of metal keys on a wooden board, accompanies "
    "ceremonies among the Shona people and is heard at concerts worldwide.",
    "The Konark Sun Temple, built in the 13th century, is shaped as a giant chariot with "
    "twenty-four carved stone wheels. It is a UNESCO World Heritage Site.",
)

OTHER = {
    "vi": (
        "Phở là món ăn nổi tiếng của Việt Nam, gồm bánh phở, nước dùng hầm từ xương và thịt "
        "bò hoặc gà. Mỗi vùng có cách nấu riêng.",
        "# Hướng dẫn đổi vé\nBạn có thể chuyển vé cho người khác trong mục Đơn hàng. Người "
        "nhận sẽ nhận mã vé mới qua email.",
    ),
    "id": (
        "Rendang adalah masakan daging dari Sumatera Barat yang dimasak lama dengan santan "
        "dan bumbu hingga kering. Hidangan ini sering disajikan saat Lebaran.",
        "# Cara mengganti nomor ponsel\nBuka menu Akun, pilih Keamanan, lalu masukkan nomor "
        "baru. Kami akan mengirim kode verifikasi lewat SMS.",
    ),
    "ro": (
        "Sarmalele sunt foi de varză sau de viță umplute cu carne tocată și orez, fierte încet "
        "și servite cu smântână și mămăligă, mai ales de Crăciun.",
        "# Rambursări\nBanii pentru o plată dublă se întorc în contul dumneavoastră în cel "
        "mult cinci zile lucrătoare.",
    ),
    "el": (
        "Το Πάσχα είναι η μεγαλύτερη γιορτή της Ελλάδας. Οι οικογένειες ψήνουν αρνί στη "
        "σούβλα και τσουγκρίζουν κόκκινα αυγά.",
        "# Επαναφορά κωδικού\nΑν δεν λαμβάνετε τον κωδικό με SMS, επικοινωνήστε με την "
        "υποστήριξη από την εφαρμογή.",
    ),
    "hu": (
        "A lángos kelt tésztából sült lepény, amelyet fokhagymával, tejföllel és reszelt "
        "sajttal esznek, főleg a Balaton partján.",
        "# Kiszállítás\nHa nem vagy otthon, a futár a szomszédnál hagyhatja a csomagot, "
        "ha ezt a rendelésnél kéred.",
    ),
    "tl": (
        "Ang Pahiyas ay pista sa Lucban, Quezon tuwing Mayo. Pinapalamutian ng mga tao ang "
        "kanilang bahay ng makukulay na kiping na gawa sa bigas.",
        "# Paano mag-refund\nPumunta sa Orders, piliin ang order, at pindutin ang Request "
        "Refund. Makakatanggap ka ng email kapag naaprubahan.",
    ),
    "fi": (
        "Juhannus on Suomen valoisin juhla. Moni lähtee mökille, saunoo, ui järvessä ja "
        "polttaa kokon rannalla.",
        "# Tilauksen peruminen\nVoit perua tilauksen sovelluksessa niin kauan kuin sitä ei "
        "ole vielä kerätty.",
    ),
    "mi": (
        "Ko te hāngī he tikanga tunu kai i roto i te whenua, ki ngā kōhatu wera. He mea "
        "nui i ngā hui ki te marae.",
        "# Te huri i tō kupuhipa\nTīpakohia Kaute, kātahi ko Haumarutanga, ā, whakaurua he "
        "kupuhipa hou.",
    ),
    "bo": (
        "པོ་ཏ་ལ་ཕོ་བྲང་ནི་ལྷ་སར་ཡོད་པའི་ཕོ་བྲང་ཆེན་པོ་ཞིག་རེད།",
        "ལོ་གསར་ནི་བོད་ཀྱི་དུས་ཆེན་གལ་ཆེན་ཞིག་རེད། ཁ་ཟས་བཟོ་བ་དང་དར་ལྕོག་གསར་པ་འཛུགས།",
    ),
    "dv": (
        "ބޮޑުބެރު އަކީ ދިވެހިރާއްޖޭގެ މަޝްހޫރު ލަވަ ކުޅިވަރެކެވެ.",
        "ހުކުރު މިސްކިތަކީ މާލޭގައި ހުންނަ ގާއިން ހަދާފައިވާ ތާރީޚީ މިސްކިތެކެވެ.",
    ),
    "or": (
        "ପୁରୀର ରଥଯାତ୍ରା ଓଡ଼ିଶାର ସବୁଠାରୁ ବଡ଼ ପର୍ବ। ଲକ୍ଷ ଲକ୍ଷ ଭକ୍ତ ରଥ ଟାଣିବାକୁ ଆସନ୍ତି।",
        "ପଖାଳ ଭାତ ଓଡ଼ିଆ ଘରର ଏକ ପ୍ରିୟ ଖାଦ୍ୟ, ବିଶେଷକରି ଖରା ଦିନେ।",
    ),
    "sn": (
        "Sadza chikafu chikuru muZimbabwe, chinobikwa neupfu hwechibage uye chinodyiwa "
        "nenyama kana muriwo.",
        "# Kudzosa mari\nKana mari yabviswa kaviri, tinoidzosa mukati memazuva mashanu.",
    ),
    "to": (
        "Ko e Haʻamonga ʻa Maui ko ha maka lahi ʻe tolu ʻi Tongatapu, naʻe langa ʻi he senituli "
        "hongofulu mā tolu.",
        "# Liliu hoʻo fika telefoni\nʻAlu ki he Akauni pea fili ʻa e Malu, pea hū ʻa e fika foʻou.",
    ),
}


def docs() -> list[dict]:
    rows = [("en", t) for t in EN] + [(lang, t) for lang, ts in OTHER.items() for t in ts]
    return [
        {"id": f"h17-doc-{n + 1:04d}", "domain": f"{lang}_public", "text": text}
        for n, (lang, text) in enumerate(rows)
    ]
