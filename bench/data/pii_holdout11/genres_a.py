"""Ride-hailing receipts, veterinary records, CVs and library loan notices."""

from __future__ import annotations

from bench.data.pii_holdout11.render import Ctx, Doc, mail, person, phone, pick, relative_shape

PLACES = {
    "am_ET": ["ቦሌ ዓለም አቀፍ አውሮፕላን ማረፊያ", "መስቀል አደባባይ", "ኤድና ሞል"],
    "km_KH": ["ព្រលានយន្តហោះអន្តរជាតិភ្នំពេញ", "ផ្សារធំថ្មី", "វិមានឯករាជ្យ"],
    "ne_NP": ["त्रिभुवन अन्तर्राष्ट्रिय विमानस्थल", "रत्नपार्क", "बसुन्धरा चोक"],
    "mn_MN": ["Чингис хаан олон улсын нисэх буудал", "Улсын их дэлгүүр", "Сүхбаатарын талбай"],
    "kk_KZ": ["Алматы әуежайы", "Көк төбе", "Мега Алма-Ата"],
    "uz_UZ": ["Toshkent xalqaro aeroporti", "Chorsu bozori", "Toshkent shahar vokzali"],
    "pa_IN": ["ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ", "ਰੇਲਵੇ ਸਟੇਸ਼ਨ", "ਬੱਸ ਅੱਡਾ"],
    "yo_NG": ["Pápákọ̀ òfurufú Murtala Muhammed", "Ọjà Dugbe", "Yunifásítì Ìbàdàn"],
    "af_ZA": ["Kaapstad Internasionale Lughawe", "V&A Waterfront", "Universiteit Stellenbosch"],
    "sr_RS": ["Аеродром Београд", "Железничка станица Београд Центар", "Ушће"],
    "mt_MT": ["l-Ajruport Internazzjonali ta' Malta", "il-Belt Valletta", "Tal-Qroqq"],
    "cy_GB": ["Gorsaf Caerdydd Canolog", "Canolfan Mileniwm Cymru", "Ysbyty Gwynedd"],
    "en_NZ": ["Auckland Airport", "Britomart", "Westfield Riccarton"],
    "en_IE": ["Dublin Airport", "Heuston Station", "University College Cork"],
}
# Honorifics written before a surname alone (women's, men's).
TITLES = {
    "en": ("Ms", "Mr"),
    "af": ("Mev.", "Mnr."),
    "mt": ("Sinjura", "Sur"),
    "yo": ("Arábìnrin", "Ọ̀gbẹ́ni"),
    "sr": ("госпођо", "господине"),
}
PETS = ["Rex", "Bobi", "Luna", "Tiger", "Lucky", "Max", "Bella", "Simba", "Coco", "Nala"]
BOOKS = {
    "en": ["The Luminaries", "Ulysses", "Dubliners", "The Bone People"],
    "sr": ["На Дрини ћуприја", "Сеобе", "Дервиш и смрт"],
    "af": ["Fiela se kind", "Kringe in 'n bos", "Toorberg"],
}


def ride_receipt(c: Ctx) -> Doc:
    L, d, r = c.L, Doc(), c.rng
    d.t(f"{pick(c, 'Yango', 'Bolt', 'Uber', 'inDrive')} · {L['order']} ").span(
        c.order, "ORDER_ID", "customer/order"
    )
    d.t(f"\n{L['dear']} ")
    person(d, c, "customer", "mutated" if c.locale[:2] == "cy" else "first_name_alone")
    d.t(f"\n{L['thanks']}!\n{L['rider']}: ")
    person(d, c, "customer", pick(c, "full_name", "upper", "transliterated", "toneless"))
    d.t(f"\n{L['mobile']}: ")
    phone(d, c, "customer/mobile", pick(c, "international", "national", "native_digits"))
    d.t(f"\n{L['pickup']}: ").span(c.addr[0], "STREET_ADDRESS", "customer/address")
    d.t(f"\n{L['dropoff']}: {r.choice(PLACES[c.locale])}\n{L['driver']}: ")
    person(d, c, "agent", pick(c, "given_initial", "first_name_alone"))
    d.t(f" · {r.choice(['Toyota Corolla', 'Hyundai Accent', 'Kia Rio'])}")
    d.t(f"\n{L['total']}: {r.randint(4, 90)}.{r.randint(10, 99)} · {L['pay']}: **** ")
    d.t(f"{r.randint(1000, 9999)}\n{L['account']}: ").span(
        c.account, "ACCOUNT_ID", "customer/account"
    )
    d.t(f"\n{L['email']}: ")
    mail(d, c, "customer/email")
    return d


def vet_record(c: Ctx) -> Doc:
    L, d, r = c.L, Doc(), c.rng
    d.t(f"{L['vet']} · #{r.randint(10000, 99999)}\n{L['pet']}: {r.choice(PETS)} ")
    d.t(f"({r.choice(['Labrador', 'Beagle', 'Husky', 'Terrier'])}, {r.randint(1, 14)} y)\n")
    d.t(f"{L['owner']}: ")
    person(d, c, "customer", pick(c, "last_first", "full_name", "upper"))
    d.t(f"\n{L['address']}: ").span(c.addr[1], "STREET_ADDRESS", "customer/address")
    if c.addr[2]:
        d.t(f"\n{L['postcode']}: ").span(c.addr[2], "POSTAL_CODE", "customer/address")
    d.t(f"\n{L['mobile']}: ")
    phone(d, c, "customer/mobile", pick(c, "spaced", "dotted", "national", "native_digits"))
    d.t(f" · {L['landline']}: ")
    phone(d, c, "customer/landline", pick(c, "national", "dashed"))
    d.t(f"\n{L['notes']}: ")
    frame = L["brought"].split("{x}")
    d.t(frame[0])
    person(d, c, "relative", relative_shape(c))
    d.t(frame[1] + f"\n{L['emergency']}: ")
    phone(d, c, "relative/mobile", pick(c, "e164", "international"))
    d.t(f"\n{L['pay']}: ")
    kind, value = c.pay
    d.span(value, kind, "customer/pay")
    d.t(f"\n{L['vet']}: Dr ")
    person(d, c, "agent", pick(c, "initial", "surname_alone"))
    d.t(" · ")
    mail(d, c, "agent/email")
    return d


def cv_application(c: Ctx) -> Doc:
    L, d, r = c.L, Doc(), c.rng
    d.t("CV · ")
    person(d, c, "customer", "upper")
    if c.script != "latin":
        d.t("\n")
        person(d, c, "customer", "full_name" if c.script == "native" else "transliterated")
    d.t(f"\n{L['address']}: ").span(c.addr[0], "STREET_ADDRESS", "customer/address")
    d.t(f"\n{L['phone']}: ")
    phone(d, c, "customer/mobile", pick(c, "international", "double_zero", "e164"))
    d.t(f" | {L['email']}: ")
    mail(d, c, "customer/email")
    d.t(" | github.com/").span(c.handle, "PERSON", "customer", "username")
    d.t(f"\n{L['applicant']} #").span(c.account, "ACCOUNT_ID", "customer/account")
    d.t(f"\n\n{r.choice(['Python', 'SQL', 'Excel', 'AutoCAD'])}, {r.choice(['Linux', 'Git'])} · ")
    d.t(f"{r.randint(2009, 2021)}–{r.randint(2022, 2026)}\n")
    if c.script != "native" and c.pay[0] == "IBAN_CODE":
        d.t(f"{L['pay']} (IBAN): ").span(c.pay[1], "IBAN_CODE", "customer/pay")
        d.t("\n")
    d.t(f"\n{L['referee']}: ")
    person(d, c, "colleague", pick(c, "full_name", "last_first", "initial"))
    d.t(", ")
    phone(d, c, "colleague/mobile", pick(c, "national", "international"))
    d.t(", ")
    mail(d, c, "colleague/email")
    return d


def library_notice(c: Ctx) -> Doc:
    L, d, r = c.L, Doc(), c.rng
    lang = c.locale[:2]
    d.t(f"{L['borrower']}: ")
    person(d, c, "customer", pick(c, "full_name", "last_first", "upper"))
    d.t(" · ").span(c.account, "ACCOUNT_ID", "customer/account")
    d.t("\n").span(c.addr[1], "STREET_ADDRESS", "customer/address")
    if c.addr[2]:
        d.t("\n").span(c.addr[2], "POSTAL_CODE", "customer/address")
    if lang == "sr":
        d.t("\nОпомена за члана ")
        person(d, c, "customer", "accusative")
    dear = "Поштована" if lang == "sr" and c.people["customer"].female else L["dear"]
    d.t(f"\n\n{dear} ")
    greet = "mutated" if lang == "cy" else pick(c, "surname_alone", "first_name_alone", "nickname")
    cust = c.people["customer"]
    if greet == "surname_alone" and lang in TITLES:
        d.t(TITLES[lang][0 if cust.female else 1] + " ")
        if lang == "sr" and not cust.female:  # vocative: господине Савићу
            d.span(cust.surname + "у", "PERSON", "customer", "inflected")
        else:
            person(d, c, "customer", greet)
    elif greet == "surname_alone":
        person(d, c, "customer", "first_name_alone")
    else:
        person(d, c, "customer", greet)
    books = BOOKS.get(lang, BOOKS["en"])
    d.t(
        f",\n{L['due']}:\n- {r.choice(books)}\n- {r.choice(['Atlas', 'Python 3', 'Lonely Planet'])}\n"
    )
    d.t(f"{L['contact'].split('{x}')[0]}")
    person(d, c, "agent", pick(c, "full_name", "given_initial"))
    rest = L["contact"].split("{x}")[1].split("{p}")
    d.t(rest[0])
    phone(d, c, "agent/landline", "national")
    d.t(rest[1] + "\n")
    mail(d, c, "customer/email")
    return d
