"""Exam 9's public docs: paragraphs with no personal data, full of words that look like
people's names but name prizes, places, laws, ships, dishes, diseases, units and rooms, or are
common words that are also first names. Per language: headings and sentences."""

from __future__ import annotations

DOCS = {
    "en": (
        ("## Visitor information", "## Menu and venue", "## Compliance notes"),
        (
            "The Booker Prize and the Nobel Prize in Literature are announced in October.",
            "Beef Wellington, Eggs Benedict and a Caesar salad are on the set menu; the Pavlova "
            "comes with cream.",
            "The Cutty Sark and HMS Victory are museum ships open every day.",
            "Under the Sarbanes-Oxley Act, audit records are kept for seven years.",
            "Flights land at Murtala Muhammed International Airport and Jomo Kenyatta "
            "International Airport.",
            "Grace, Hope, Faith and Joy are the names of the four meeting rooms on the second floor.",
            "The wind reached force nine on the Beaufort scale and the tremor was 4.1 on the "
            "Richter scale.",
            "Leaflets on Parkinson's disease and Alzheimer's care are at the front desk.",
            "Nnamdi Azikiwe University and Kenyatta University open applications in June.",
            "The Victoria Cross and the George Cross are shown in the east gallery.",
        ),
    ),
    "uk": (
        ("## Довідка для відвідувачів",),
        (
            "Національну премію імені Тараса Шевченка вручають щороку в березні.",
            "У меню є борщ, вареники і котлета по-київськи.",
            "Рейси прибувають до аеропорту «Бориспіль»; автобус їде бульваром Лесі Українки.",
            "Надія, Віра і Любов — так звуть три прогулянкові катери на Дніпрі.",
        ),
    ),
    "bg": (
        ("## Информация за посетители",),
        (
            "Летище София е свързано с метрото до площад „Света Неделя“.",
            "Националният дворец на културата е в края на бул. Васил Левски.",
            "В менюто има шопска салата, баница и таратор.",
            "Надежда, Слава и Мир са имената на три ферибота по Дунав.",
        ),
    ),
    "mk": (
        ("## Информации за посетители",),
        (
            "Меѓународниот аеродром Скопје е на дваесет километри од Камениот мост.",
            "Универзитетот „Св. Кирил и Методиј“ ги објавува резултатите во јули.",
            "Во менито има тавче гравче и шопска салата.",
            "Зора, Вера и Слава се имињата на бродовите на Охридското Езеро.",
        ),
    ),
    "he": (
        ("## מידע למבקרים",),
        (
            "נמל התעופה בן גוריון מחובר ברכבת לתחנת ההגנה.",
            "פרס ישראל מוענק בערב יום העצמאות.",
            "שדרות רוטשילד ורחוב הרצל סגורים לתנועה בימי שישי.",
            "אור, טל וגל הם שמות שלושת חדרי הישיבות בקומה השנייה.",
        ),
    ),
    "ka": (
        ("## ინფორმაცია სტუმრებისთვის",),
        (
            "რუსთაველის გამზირზე მეტროს ორი სადგურია.",
            "ქუთაისის დავით აღმაშენებლის აეროპორტიდან ავტობუსი ყოველ საათში გადის.",
            "მენიუში არის აჭარული ხაჭაპური, ხინკალი და ჩაქაფული.",
            "შოთა რუსთაველის სახელობის პრემია ყოველწლიურად გაიცემა.",
        ),
    ),
    "hy": (
        ("## Տեղեկություններ այցելուների համար",),
        (
            "Զվարթնոց օդանավակայանից ավտոբուսը գնում է մինչև Մաշտոցի պողոտա։",
            "Արամ Խաչատրյանի անվան համերգասրահը բաց է երեկոյան։",
            "Ճաշացանկում կան խորոված, տոլմա և գաթա։",
            "Մատենադարանը փակ է երկուշաբթի օրերին։",
        ),
    ),
    "az": (
        ("## Qonaqlar üçün məlumat",),
        (
            "Heydər Əliyev Beynəlxalq Hava Limanından şəhərə ekspres avtobus gedir.",
            "Füzuli meydanı ilə Bülbül prospekti arasında piyada zolağı var.",
            "Menyuda plov, dolma və qutab var.",
            "Ümid, Arzu və Sevinc iclas otaqlarının adlarıdır.",
        ),
    ),
    "is": (
        ("## Upplýsingar fyrir gesti",),
        (
            "Hallgrímskirkja er opin alla daga og styttan af Leifi Eiríkssyni stendur fyrir framan.",
            "Flugrútan fer frá Leifsstöð á hálftíma fresti.",
            "Á matseðlinum er plokkfiskur, kjötsúpa og skyr.",
            "Sól, Björk og Hekla eru nöfn fundarherbergjanna á annarri hæð.",
        ),
    ),
    "fa": (
        ("## اطلاعات برای بازدیدکنندگان",),
        (
            "فرودگاه بین‌المللی امام خمینی با قطار به میدان آزادی وصل است.",
            "آرامگاه حافظ و آرامگاه سعدی تا نیمه‌شب باز هستند.",
            "در منو قورمه‌سبزی، کشک بادمجان و فالوده هست.",
            "بهار، نسیم و امید نام سه اتاق جلسه در طبقه‌ی دوم است.",
        ),
    ),
    "hi": (
        ("## आगंतुकों के लिए जानकारी",),
        (
            "इंदिरा गांधी अंतरराष्ट्रीय हवाई अड्डे से मेट्रो सीधे शहर जाती है।",
            "राजीव गांधी खेल रत्न पुरस्कार हर साल अगस्त में दिया जाता है।",
            "मेन्यू में छोले भटूरे, पनीर टिक्का और गाजर का हलवा है।",
            "आशा, किरण और पूजा दूसरी मंज़िल के तीन बैठक कक्षों के नाम हैं।",
        ),
    ),
    "zh": (
        ("## 參觀資訊",),
        (
            "中正紀念堂與國父紀念館都在捷運站旁。",
            "鄭成功廟每天開放到下午五點。",
            "菜單上有東坡肉、宮保雞丁和麻婆豆腐。",
            "台北101的觀景台週一照常開放。",
        ),
    ),
}

# Every docs sentence in one string: a case whose value of six letters or more occurs here is
# redrawn, so the docs' names stay names of things and never a labelled person's.
ALL_TEXT = "\n".join("\n".join((*heads, *sentences)) for heads, sentences in DOCS.values())
