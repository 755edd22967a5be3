"""Public text with no personal data: product and help pages in English, and in each language
two paragraphs about public places, festivals, dishes and figures of history. Typed by hand."""

from __future__ import annotations

ENGLISH = (
    "## Resetting your password\nOpen Settings, choose Security and select Reset password. We send a link that works for thirty minutes. If it expires, request a new one; old links stop working as soon as a new one is sent.",
    "Two-step sign-in adds a code from an authenticator app to your password. Turn it on under Security. Keep the recovery codes somewhere safe: support cannot read them and cannot turn the feature off for you.",
    "Exports are prepared in the background. Large workspaces can take up to an hour; you get a notification when the archive is ready, and the download link stays valid for seven days.",
    "Billing runs on the first day of each cycle. Upgrades are charged pro rata at once; downgrades take effect at the next renewal, and unused time is not refunded.",
    "## Release notes 4.12\nFaster search across archived conversations, a new dark theme for the agent view, and fixes for attachments that failed to preview on tablets.",
    "Release 4.13 adds saved replies in more languages, right-to-left layout for the composer, and a setting that keeps tool output collapsed by default.",
    "Release 4.14 retires the legacy webhook format. Endpoints still on version 1 receive a warning header for ninety days before deliveries stop.",
    "The API allows 600 requests per minute per workspace. When you go over the limit you receive status 429 with a Retry-After header; back off and try again after the given number of seconds.",
    "Webhooks are signed with a shared secret. Compute an HMAC over the raw body and compare it with the signature header in constant time before you trust the payload.",
    "Single sign-on supports SAML 2.0 and OpenID Connect. Administrators can require it for everyone, and accounts created through SSO cannot set a local password.",
    "## Accessibility statement\nWe aim to meet WCAG 2.2 level AA. Every control can be reached with the keyboard, and the interface works with the major screen readers on desktop and mobile.",
    "Status: on 14 October the message queue slowed down for forty minutes after a storage node failed. No data was lost; delayed messages were delivered in order once the node was replaced.",
    "Glossary: a workspace is the top-level container for your team. A queue holds conversations waiting for an agent. A macro is a saved set of actions that an agent applies in one click.",
    "Retention: closed conversations are kept for the period your administrator sets, between thirty days and seven years. Deleted items stay in backups for a further thirty-five days.",
    "Security disclosure: report vulnerabilities through the form on our trust page. We acknowledge reports within two working days and do not pursue researchers who act in good faith.",
    "Cookies: we use strictly necessary cookies to keep you signed in and, with your consent, analytics cookies that count page views. You can change your choice at any time in the footer.",
    "Keyboard shortcuts: press question mark to see them all. J and K move between conversations, R opens a reply, and Escape closes any panel.",
    "The mobile app keeps the last two hundred conversations available offline. Replies written without a connection are sent as soon as the device is back online.",
    "Data residency: workspaces can be hosted in the European Union, the United States or Australia. Moving an existing workspace between regions requires a maintenance window.",
    "Our service level target is 99.9 per cent monthly uptime for the API and the agent interface. Planned maintenance is announced at least five days ahead.",
    "About microchips: a pet's chip holds only a number. The registry links that number to a keeper, so after an adoption both the old and the new keeper confirm the transfer.",
    "When an event is cancelled by the organiser, tickets bought through us are refunded to the original payment method. Service fees are refunded too unless the terms say otherwise.",
    "Invitation letters for visas are issued only to registered attendees. A letter does not guarantee a visa; the decision always rests with the consulate.",
    "Parking appeals: send your appeal within twenty-eight days of the notice. Photographs, receipts and a short statement help the reviewer; you will hear back within six weeks.",
    "Guest passes give one day of access to the shared areas. Hosts stay responsible for their guests, and passes cannot be used on public holidays.",
    "A co-signer promises to repay the loan if the main borrower cannot. We check the co-signer's credit separately and send them their own copy of the agreement.",
    "Beneficiary changes take effect once both the policyholder's request and the identity check are complete. Until then the previous nomination stays valid.",
    "Import contacts from a spreadsheet: the first row must hold column names. Dates should use the ISO format, and phone columns must include the country code.",
    "Translations: the help centre is available in twenty-two languages. Articles that have not been translated yet are shown in English with a note at the top.",
    "Offline mode for kiosks stores nothing on the device after the session ends. Each new session starts from an empty cache, and printed receipts carry no account details.",
)

LOCAL = {
    "ar": (
        "أهرامات الجيزة هي آخر عجائب الدنيا السبع القديمة الباقية. بُني الهرم الأكبر للملك خوفو منذ أكثر من أربعة آلاف وخمسمائة عام.",
        "الكشري أكلة شعبية مصرية من الأرز والعدس والمكرونة مع صلصة الطماطم والبصل المقلي. وتُعد أم كلثوم من أشهر مطربات العالم العربي.",
    ),
    "he": (
        "מצדה היא מבצר עתיק על צוק מעל ים המלח. אפשר לעלות אליה ברכבל או בשביל הנחש עם הזריחה.",
        "בחנוכה מדליקים נרות במשך שמונה לילות ואוכלים סופגניות ולביבות. החג מזכיר את חנוכת בית המקדש.",
    ),
    "hi": (
        "ताजमहल आगरा में यमुना नदी के किनारे बना सफ़ेद संगमरमर का मकबरा है। इसे मुग़ल बादशाह शाहजहाँ ने बनवाया था।",
        "दीवाली रोशनी का त्योहार है। लोग दीये जलाते हैं, रंगोली बनाते हैं और मिठाइयाँ बाँटते हैं।",
    ),
    "id": (
        "Candi Borobudur di Magelang adalah candi Buddha terbesar di dunia. Setiap tahun umat Buddha merayakan Waisak di sana.",
        "Rendang berasal dari Minangkabau dan dimasak berjam-jam dengan santan dan rempah. Hari Kartini diperingati setiap 21 April.",
    ),
    "tl": (
        "Ang Hagdan-hagdang Palayan ng Banaue ay inukit ng mga Ifugao sa gilid ng bundok mahigit dalawang libong taon na ang nakalipas.",
        "Ang adobo ay niluluto sa suka, toyo, bawang at paminta. Tuwing Disyembre 30 ginugunita ang kamatayan ni José Rizal.",
    ),
    "yo": (
        "Igbó Ọ̀ṣun-Òṣogbo jẹ́ igbó mímọ́ lẹ́bàá odò Ọ̀ṣun. Àjọ̀dún Ọ̀ṣun máa ń wáyé níbẹ̀ lọ́dọọdún ní oṣù Ògún.",
        "Wọlé Ṣóyínká ni ọmọ Áfíríkà àkọ́kọ́ tí ó gba ẹ̀bùn Nobel fún lítíréṣọ̀. Àmàlà àti ewédú jẹ́ oúnjẹ tí a fẹ́ràn ní Ìbàdàn.",
    ),
    "zu": (
        "Umkhosi woMhlanga wenziwa minyaka yonke eNyokeni, lapho izintombi ziletha umhlanga enkosini.",
        "Intaba i-Isandlwana yaziwa ngempi yango-1879. Ibunny chow yaseThekwini iyisinkwa esigcwele ukhari.",
    ),
    "ne": (
        "स्वयम्भूनाथ काठमाडौं उपत्यकाको पुरानो स्तूप हो। यसलाई बाँदर मन्दिर पनि भनिन्छ।",
        "दशैं नेपालको सबैभन्दा ठूलो चाड हो। मानिसहरू टीका लगाउँछन् र मःम तथा सेलरोटी खान्छन्।",
    ),
    "gl": (
        "A Torre de Hércules, na Coruña, é o faro romano en funcionamento máis antigo do mundo. É Patrimonio da Humanidade desde 2009.",
        "O polbo á feira sérvese sobre madeira con aceite, sal e pementón. O Día das Letras Galegas celébrase o 17 de maio.",
    ),
    "ht": (
        "Sitadèl Laferyè a bati sou tèt mòn nan Milo apre endepandans lan. Se pi gwo fòterès nan Amerik yo.",
        "Chak premye janvye, fanmi yo manje soup joumou pou fete endepandans Ayiti. Tousen Louvèti te yon gwo lidè revolisyon an.",
    ),
    "ny": (
        "Nyanja ya Malawi ndi yaikulu kwambiri ndipo ili ndi mitundu yambiri ya nsomba za chambo. Anthu ambiri amapita ku Cape Maclear.",
        "Gule wamkulu ndi mwambo wa Achewa. Nsima ndi chakudya chachikulu cha anthu a ku Malawi.",
    ),
    "st": (
        "Thaba Bosiu ke thaba eo Morena Moshoeshoe I a ileng a theha sechaba sa Basotho ho eona. Kajeno ke sebaka sa nalane.",
        "Kobo ea Basotho e aparoa mariha le meketeng. Phororo ea Maletsunyane e haufi le Semonkong.",
    ),
    "ee": (
        "Hogbetsotso nye Aŋlɔawo ƒe ŋkekenyui si woɖuna le Anyigba ɣleti me. Woɖoa kente eye woƒoa ƒlu.",
        "Togo ƒe ta nye Lomé le ƒuta. Ta kple Togoville le Togo ta ŋu.",
    ),
    "kab": (
        "Adrar n Jerjer d adrar meqqren di Tmurt n Leqbayel. Deg unebdu, imdanen ttalin ɣer Tala Guilef.",
        "Yennayer d aseggas amaynut amaziɣ. Di tmeɣra-a, twaculin tteggant seksu s weksum.",
    ),
    "rm": (
        "Il Parc Naziunal Svizzer è vegnì fundà l'onn 1914. El sa chatta en l'Engiadina Bassa ed en la Val Müstair.",
        "Chalandamarz vegn festivà il prim da mars cun plumpas e chanzuns. Capuns èn ina tratga tipica dal Grischun.",
    ),
}


def paragraphs() -> list[tuple[str, str]]:
    """(domain language, text) pairs: English first, then two per language."""
    out = [("en", t) for t in ENGLISH]
    for lang, texts in LOCAL.items():
        out += [(lang, t) for t in texts]
    return out
