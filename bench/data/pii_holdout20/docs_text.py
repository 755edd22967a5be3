"""Sixty public paragraphs with no personal data: help pages, release notes, API and status
docs, and public places, dishes, festivals and figures of history of the exam's locales."""

from __future__ import annotations

EN = (
    "# Pausing a subscription\nYou can pause deliveries for one to eight weeks from Settings > "
    "Subscription. Boxes that have already left the warehouse are still delivered. Your plan "
    "price stays the same when the pause ends.",
    "# Adding an emergency contact\nAn emergency contact is only called if we cannot reach you "
    "about a safety issue with an order. We never use the number for marketing, and you can "
    "remove it at any time.",
    "# How referral bonuses work\nA referral qualifies when the invited person places a first "
    "order that is not returned within 14 days. Bonuses are held for manual review when both "
    "accounts share a payment method.",
    "# Trade-in grading\nGrade A means no visible wear, grade B light scratches, grade C a "
    "cracked back or a battery under 80 percent. Devices that do not switch on are recycled "
    "and earn no payout.",
    "# Why was my card declined?\nMost declines come from the issuing bank, not from us. The "
    "code do_not_honor means the bank gave no reason; calling the number on the back of the "
    "card usually clears it.",
    "# Rescheduling an appointment\nAppointments can be moved up to two hours before they start. "
    "A confirmation text is sent to the number on file, and a companion can be added without "
    "an account.",
    "# Sharing access with someone you trust\nViewer access lets another person see orders and "
    "invoices but not payment details. Owners can remove viewers instantly from Settings > "
    "Access.",
    "## Release 4.18\nThe pause screen now shows the date deliveries resume. Fixed a bug where "
    "the trade-in form lost its comment field on slow connections.",
    "## Release 4.19\nReferral status is visible in the app. Webhook deliveries now retry three "
    "times with exponential backoff before they are marked as failed.",
    "## Release 4.20\nAdded right-to-left layout fixes for Adlam and better line breaking for "
    "Tamil and Georgian. The booking widget respects the device's 24-hour clock setting.",
    "### GET /v2/customers/{id}\nReturns the customer's profile. Fields that the caller's role "
    "may not read are omitted rather than masked. Responses are cached for 30 seconds.",
    "### PATCH /v2/customers/{id}/emergency-contact\nReplaces the emergency contact. The body "
    "must contain a name and a phone number in E.164 form; the relation field is optional.",
    "### Webhook signatures\nEvery webhook carries a timestamp and an HMAC signature header. "
    "Reject deliveries older than five minutes and compare signatures in constant time.",
    "### Rate limits\nEach API key may send 600 requests per minute. Bursts above the limit "
    "receive status 429 with a Retry-After header.",
    "Status update: text messages to some mobile networks were delayed for about forty minutes "
    "this morning. Messages were queued, not lost, and have now been delivered.",
    "Data retention: chat transcripts are kept for 18 months, call recordings for 90 days and "
    "webhook bodies for 30 days, after which they are deleted from backups as well.",
    "Accessibility statement: the help centre aims to meet WCAG 2.2 level AA. Screen reader "
    "users can skip to the search box with the first tab stop on every page.",
    "The Hill of Crosses near Šiauliai holds well over a hundred thousand crosses, left by "
    "pilgrims since the nineteenth century. Soviet authorities bulldozed it several times, and "
    "each time it was rebuilt.",
    "Riga's Art Nouveau district around Alberta iela has one of the densest collections of "
    "Jugendstil facades in Europe, many designed by Mikhail Eisenstein in the early 1900s.",
    "Estonia's Song Festival gathers tens of thousands of singers on the Tallinn Song Festival "
    "Grounds every five years; the mass singing of 1988 gave the Singing Revolution its name.",
    "Lake Bled in the Julian Alps has Slovenia's only natural island, with a pilgrimage church "
    "reached by traditional pletna boats. Cream cake from the lakeside cafés is the local treat.",
    "On 23 April Catalonia celebrates Sant Jordi: streets fill with stalls, and people exchange "
    "books and roses. The day also marks the deaths of Cervantes and Shakespeare.",
    "Belgrade's Kalemegdan fortress stands where the Sava flows into the Danube. Its park, the "
    "military museum and the Victor monument draw visitors at sunset.",
    "The Jaffna Public Library, burned in 1981 and reopened in 2003, was once one of the "
    "largest libraries in Asia and remains a symbol of learning for Sri Lankan Tamils.",
    "Cebu's Sinulog festival in January honours the Santo Niño with street dancing whose two "
    "steps forward and one back imitate the current of a river.",
    "A Georgian supra is led by a tamada, the toastmaster, who proposes toasts in a fixed order. "
    "Khachapuri, cheese bread, comes in regional shapes, the Adjarian one with an egg on top.",
    "The Fouta Djallon highlands of Guinea are called the water tower of West Africa: the "
    "Niger, the Senegal and the Gambia all rise there. Labé is the region's largest town.",
    "The Santal Hul of 1855 was a rebellion of the Santal people against the East India Company "
    "and moneylenders; it is remembered every 30 June as Hul Diwas.",
    "The Kasubi Tombs in Kampala are the burial grounds of four kings of Buganda. The great "
    "thatched house was rebuilt after a fire in 2010 and is a World Heritage site.",
    "Lake Titicaca, shared by Bolivia and Peru, lies at about 3,800 metres. The ruins of "
    "Tiwanaku to its south were the centre of a state that flourished before the Inca.",
)

OWN = {
    "lt": (
        "Užgavėnės – linksmiausia žiemos šventė: žmonės persirengia kaukėmis, valgo blynus ir "
        "sudegina Morę, kad žiema greičiau baigtųsi.",
        "# Cepelinai\nCepelinai – didelės bulvių tešlos kukulės su mėsos ar varškės įdaru, "
        "patiekiamos su spirgučių ir grietinės padažu.",
    ),
    "lv": (
        "Jāņi ir vasaras saulgriežu svētki. Naktī dedzina ugunskurus, dzied līgo dziesmas un ēd "
        "Jāņu sieru ar ķimenēm.",
        "Rīgas Centrāltirgus atrodas piecos bijušajos cepelīnu angāros pie Daugavas. Tur var "
        "nopirkt kūpinātas zivis, medu un rupjmaizi.",
    ),
    "et": (
        "# Kama\nKama on röstitud odra-, rukki-, kaera- ja hernejahu segu. Seda segatakse "
        "keefiri või petiga ja süüakse hommikuti.",
        "Toompea loss on Riigikogu asukoht. Pika Hermanni torni tipus lehvib Eesti lipp, mis "
        "heisatakse igal hommikul päikesetõusul.",
    ),
    "sl": (
        "Potica je praznično slovensko pecivo iz kvašenega testa, najpogosteje z orehovim "
        "nadevom. Pečejo jo za božič in veliko noč.",
        "# Triglav\nTriglav je najvišja gora Slovenije in je upodobljen na državnem grbu. "
        "Pravijo, da mora vsak Slovenec vsaj enkrat stati na njegovem vrhu.",
    ),
    "ca": (
        "Els castells són torres humanes que les colles aixequen a les festes majors. El 2010 la "
        "UNESCO els va declarar Patrimoni Immaterial de la Humanitat.",
        "# La calçotada\nA l'hivern, a Valls i arreu del Camp de Tarragona, es couen calçots a "
        "la brasa i es mengen amb salsa romesco.",
    ),
    "sr": (
        "Слава је породична свечаност у част свеца заштитника. Домаћин сече славски колач, а "
        "гостима се служи жито.",
        "# Ајвар\nАјвар се прави у јесен од печених паприка. Породице га кувају у великим "
        "шерпама и чувају у теглама за зиму.",
    ),
    "ta": (
        "தைப்பொங்கல் அறுவடைத் திருநாள். புதுப் பானையில் பொங்கல் பொங்கி வழியும்போது "
        '"பொங்கலோ பொங்கல்" என்று கூவுவார்கள்.',
        "# நல்லூர் திருவிழா\nயாழ்ப்பாணம் நல்லூர் கந்தசுவாமி கோவிலில் ஆண்டுதோறும் இருபத்தைந்து "
        "நாட்கள் திருவிழா நடைபெறும்.",
    ),
    "tl": (
        "# Jeepney\nAng jeepney ay nagmula sa mga lumang sasakyang militar pagkatapos ng "
        "digmaan. Makulay ang mga ito at karaniwang sinasakyan sa lungsod.",
        "Ang adobo ay karne na niluto sa suka, toyo, bawang at dahon ng laurel. Iba-iba ang "
        "luto nito sa bawat probinsya.",
    ),
    "ka": (
        "# ხაჭაპური\nხაჭაპური ყველიანი პურია. აჭარული ხაჭაპური ნავის ფორმისაა და ზემოდან "
        "კვერცხი და კარაქი ადევს.",
        "სვეტიცხოველი მცხეთაში საქართველოს ერთ-ერთი უმთავრესი ტაძარია. მცხეთა მტკვრისა და "
        "არაგვის შესართავთან მდებარეობს.",
    ),
    "ff": (
        "Jam na! Le fonio est une céréale ancienne du Fouta-Djallon. On le cuit à la vapeur et "
        "on le sert avec une sauce d'arachide ou de feuilles.",
        "# Tabaski\nÀ la Tabaski, les familles du Fouta se rassemblent après la prière, portent "
        "des habits neufs et partagent le mouton avec les voisins.",
    ),
    "sat": (
        "Johar! Sohrai (ᱥᱳᱦᱨᱟᱭ) is the Santal harvest festival after the paddy is cut: cattle "
        "are washed and painted, and walls of houses get fresh clay designs.",
        "# Ol Chiki\nThe Ol Chiki script (ᱚᱞ ᱪᱤᱠᱤ) was devised in 1925 by Pandit Raghunath "
        "Murmu. It has thirty letters and is taught in schools of Jharkhand and Odisha.",
    ),
    "lg": (
        "Gyebale ko! Luwombo y'emmere ey'ennono mu Buganda: ennyama oba enkoko efumbibwa mu "
        "ndagala ly'amatooke.",
        "# Amasiro g'e Kasubi\nAmasiro g'e Kasubi gaziikibwamu ba Kabaka bana. Ennyumba "
        "ennene ey'essubi yazimbibwa buggya oluvannyuma lw'omuliro.",
    ),
    "tt": (
        "# Сабантуй\nСабантуй – язгы чәчү эшләре беткәч үткәрелә торган милли бәйрәм. "
        "Көрәш, ат чабышы һәм капчык белән йөгерү була.",
        "Чәкчәк – балга манылган камыр кисәкләре. Ул туйларда һәм кунак каршылаганда "
        "өстәлгә куела.",
    ),
    "ay": (
        "# Alasitas\n¡Jallalla! Cada 24 de enero en La Paz empieza la feria de Alasitas, donde "
        "se compran miniaturas para el Ekeko, el dios de la abundancia.",
        "El 21 de junio se celebra el Willkakuti, el Año Nuevo Andino y Amazónico: en Tiwanaku "
        "la gente recibe con las manos los primeros rayos del sol.",
    ),
    "ty": (
        "# Heiva i Tahiti\nIa ora na ! Chaque juillet, le Heiva réunit à Papeete des groupes de "
        "danse et de chant venus de toutes les îles, avec le ʻōteʻa et le ʻaparima.",
        "Le poisson cru à la tahitienne est du thon mariné au citron vert puis mélangé à du "
        "lait de coco, des tomates et du concombre. Māuruuru !",
    ),
}


def paragraphs() -> list[tuple[str, str]]:
    """(domain, text) for each paragraph, English first."""
    out = [("en_public", t) for t in EN]
    for lang, texts in OWN.items():
        out.extend((f"{lang}_public", t) for t in texts)
    return out
