"""Public-docs paragraphs, typed by hand: help pages, release notes, API and retention docs, and
public places, festivals, dishes and figures of history of the exam's languages. No labelled
value of the exam occurs in them (`generate.py` asserts it) and there is no ``@``."""

from __future__ import annotations

EN = (
    "## Resetting your password\nOpen Settings, choose Security and tap Reset password. We send "
    "a six-digit code by SMS or e-mail; it expires after ten minutes. If the code never arrives, "
    "check that your phone can receive texts from short codes.",
    "## Verifying your identity\nSome payouts need a check of an official document. Upload a "
    "clear photo of a passport, national identity card or driving licence; a reviewer looks at "
    "it within one working day. We delete the image ninety days after the decision.",
    "## Gift cards\nGift cards are delivered by e-mail to the recipient within an hour. A card "
    "that bounces is resent once automatically; after that the buyer is told and can change the "
    "recipient's address from the order page.",
    "## Lost property\nItems left in vehicles or at pickup points are kept for thirty days. "
    "Report a loss from the app under Help, then Lost property, and describe the item as well as "
    "you can. We contact you only through the number on your profile.",
    "## Repair bookings\nA courier collects the device between 8:00 and 18:00 on the chosen day. "
    "Remove any case, back up your data and sign out of your accounts first. The diagnostic fee "
    "is refunded if the repair goes ahead.",
    "## App store reviews\nWe read every review and answer the ones that describe a problem. We "
    "never ask for account details in a public reply; if we need them, we ask you to contact "
    "support from inside the app.",
    "## Talking to a person\nThe assistant answers most questions about orders and refunds. Type "
    "'agent' at any point to be handed to a colleague; the conversation so far goes with you, so "
    "you do not have to repeat yourself.",
    "## E-mail bounces\nWhen a message to you cannot be delivered, we try again for 72 hours. "
    "After a hard bounce we stop sending e-mail and show a banner in the app asking you to "
    "update your address.",
    "Release 4.6: the sign-in screen no longer logs people out after an update; the refund form "
    "accepts IBANs of every SEPA country; gift cards show their delivery status.",
    "Release 4.7: lost-property reports can include up to five photos; repair bookings can be "
    "moved to another day from the confirmation e-mail; dark mode on older Android phones.",
    "Release 4.8: the assistant can look up an order by its number alone; handoffs to a person "
    "keep the language of the conversation; faster loading of long order histories.",
    "API: GET /v2/orders/{id} returns the order with its status and items. Personal fields are "
    "masked unless the token has the orders:pii scope. Rate limit: 600 requests a minute.",
    "API: POST /v2/refunds creates a refund. Send the order id and the amount in minor units; "
    "the destination defaults to the original payment method. Responses are idempotent for 24 "
    "hours when you send an Idempotency-Key header.",
    "Status: on Tuesday between 09:12 and 09:47 UTC card payments in two regions failed for "
    "some customers. The cause was an expired certificate at a payment partner. No card was "
    "charged twice.",
    "Retention: chat transcripts are kept for 18 months, call recordings for 90 days, identity "
    "documents for 90 days after the decision, and invoices for as long as tax law requires.",
    "Accessibility: every screen of the app works with VoiceOver and TalkBack, and text scales up "
    "to 200 percent. Tell us about a screen that does not, and we will fix it in the next "
    "release.",
    "The Cliffs of Moher rise more than two hundred metres above the Atlantic on the coast of "
    "County Clare. Puffins nest on the ledges in early summer, and the visitor centre is built "
    "into the hillside.",
    "Dublin coddle is a slow-cooked dish of sausages, rashers, potatoes and onions, eaten on "
    "winter evenings. Every family claims its own version, and arguments about barley are "
    "common.",
    "Constance Markievicz, a leader of the Easter Rising, was the first woman elected to the "
    "British House of Commons in 1918; she refused to take her seat and later served in the "
    "first Dáil.",
    "Table Mountain looks over Cape Town with a flat top nearly three kilometres long. A cable "
    "car climbs it in a few minutes, and on many days a layer of cloud called the tablecloth "
    "covers the summit.",
    "Bobotie is a baked dish of spiced minced meat with an egg topping, served with yellow rice "
    "and chutney. It came to the Cape with cooks from the Dutch East Indies.",
    "Albertina Sisulu, a nurse and anti-apartheid leader, organised the 1956 Women's March to "
    "the Union Buildings in Pretoria, where twenty thousand women protested against pass laws.",
    "The Inuit artist from Cape Dorset whose print The Enchanted Owl appeared on a Canadian "
    "stamp in 1970 helped make the Kinngait studios famous around the world.",
    "Nunavut Day on 9 July marks the passing of the Nunavut Act. Iqaluit holds community feasts "
    "with arctic char and caribou, and the spring festival Toonik Tyme brings races and "
    "igloo-building contests.",
    "Sequoyah created a syllabary for the Cherokee language in the 1820s; within a few years "
    "most of the nation could read and write it, and a newspaper was printed in it from 1828.",
    "The Cherokee National Holiday in Tahlequah each Labor Day weekend remembers the signing of "
    "the 1839 constitution, with a parade, stickball, traditional games and bean bread.",
    "Akitu, the spring new year of the Assyrians, is celebrated on the first of April with "
    "parades in Dohuk and Nohadra, folk dancing and dishes such as kubba and dolma.",
    "Kente cloth, woven in narrow strips on a loom, comes from the Asante and Ewe peoples of "
    "Ghana. Each pattern has a name, and some were once reserved for royalty.",
    "Irreecha is the Oromo thanksgiving festival held at the end of the rainy season. Crowds in "
    "white gather at Lake Hora Arsadi with fresh grass and flowers to give thanks.",
    "Chipa, a ring-shaped bread of cassava starch, cheese and aniseed, is sold on every bus "
    "journey in Paraguay and baked in great quantities for Holy Week.",
    "Charles Bridge in Prague was begun in 1357 under Charles IV. Thirty statues of saints line "
    "it, and the towers at both ends give a view over the Vltava.",
    "The old town walls of Dubrovnik run almost two kilometres around the city. Walking the "
    "whole circuit takes about an hour and gives views over terracotta roofs to the sea.",
    "Nasi lemak, rice cooked in coconut milk with sambal, anchovies, peanuts, cucumber and egg, "
    "is eaten for breakfast all over Malaysia, often wrapped in a banana leaf.",
    "Pohela Boishakh, the Bengali new year in mid-April, fills Dhaka with processions, red and "
    "white clothes, music and plates of panta bhat with fried hilsa.",
)

OTHER = (
    (
        "da",
        "## Nulstil din adgangskode\nÅbn Indstillinger, vælg Sikkerhed og tryk på Nulstil "
        "adgangskode. Koden udløber efter ti minutter.",
    ),
    (
        "da",
        "Tivoli i København åbnede i 1843 og er en af verdens ældste forlystelsesparker. Om "
        "vinteren spiser mange gæster æbleskiver og drikker gløgg mellem lyskæderne.",
    ),
    (
        "nb",
        "## Gavekort\nGavekort sendes på e-post til mottakeren innen en time. Kjøperen kan "
        "endre mottakerens adresse fra ordresiden.",
    ),
    (
        "nb",
        "Syttende mai er Norges grunnlovsdag. Barnetog går gjennom byene, og mange spiser pølser "
        "og is. Roald Amundsen var den første som nådde Sydpolen, i 1911.",
    ),
    (
        "cs",
        "## Ztracené věci\nVěci zapomenuté ve vozidlech uchováváme třicet dní. Ztrátu nahlaste "
        "v aplikaci v části Nápověda.",
    ),
    (
        "cs",
        "Svíčková na smetaně je hovězí maso s omáčkou z kořenové zeleniny a smetany, podávané s "
        "knedlíky, brusinkami a plátkem citronu.",
    ),
    (
        "hr",
        "## Popravci\nKurir preuzima uređaj između 8 i 18 sati. Prije preuzimanja napravite "
        "sigurnosnu kopiju podataka.",
    ),
    (
        "hr",
        "Peka je jelo od mesa ili hobotnice s krumpirom koje se polako peče pod željeznim "
        "poklopcem prekrivenim žarom. Nikola Tesla rođen je u Smiljanu 1856. godine.",
    ),
    (
        "he",
        "## איפוס סיסמה\nפתחו את ההגדרות, בחרו אבטחה והקישו על איפוס סיסמה. הקוד תקף לעשר דקות.",
    ),
    (
        "he",
        "מצדה היא מבצר על צוק מעל ים המלח. אליעזר בן-יהודה פעל להחייאת השפה העברית כשפה מדוברת.",
    ),
    (
        "ms",
        "## Kad hadiah\nKad hadiah dihantar melalui e-mel kepada penerima dalam masa sejam. "
        "Pembeli boleh menukar alamat penerima di halaman pesanan.",
    ),
    (
        "ms",
        "Menara Berkembar Petronas di Kuala Lumpur siap pada tahun 1998. P. Ramlee ialah "
        "seniman agung yang berlakon, menyanyi dan mengarah filem.",
    ),
    (
        "bn",
        "## পাসওয়ার্ড রিসেট\nসেটিংস খুলুন, নিরাপত্তা বেছে নিন এবং পাসওয়ার্ড রিসেট চাপুন। কোডটি "
        "দশ মিনিট পর্যন্ত কার্যকর থাকে।",
    ),
    (
        "bn",
        "রবীন্দ্রনাথ ঠাকুর ১৯১৩ সালে সাহিত্যে নোবেল পুরস্কার পান। বেগম রোকেয়া নারী শিক্ষার জন্য আজীবন কাজ করেছেন।",
    ),
    (
        "iu",
        "ᓄᓇᕗᑦ (Nunavut) Day is on 9 July. ᐃᖃᓗᐃᑦ holds a community feast with ᐃᖃᓗᒃ (arctic "
        "char) and ᑐᒃᑐ (caribou).",
    ),
    (
        "iu",
        "## ᐃᑎᕐᕕᒃ (sign in)\nOpen Settings and tap Reset password. The code expires after "
        "ten minutes. ᖁᔭᓐᓇᒦᒃ.",
    ),
    (
        "chr",
        "ᏣᎳᎩ (Cherokee) syllabary has 85 characters. Sequoyah finished it in 1821. ᏩᏙ for "
        "reading our help pages.",
    ),
    (
        "chr",
        "## Gift cards\nᎣᏏᏲ! Gift cards arrive by e-mail within an hour. The buyer can change "
        "the recipient's address from the order page.",
    ),
    (
        "syr",
        "ܐܟܝܬܘ (Akitu) is the Assyrian new year on 1 April. Families in Nohadra cook kubba "
        "and dolma and dance the khigga.",
    ),
    (
        "syr",
        "## Lost property\nܫܠܡܐ! Items left in vehicles are kept for thirty days. Report a "
        "loss from the app under Help.",
    ),
    (
        "ak",
        "Kente yɛ ntoma a wɔnwene no nketenkete. Yaa Asantewaa dii Asantefo anim wɔ ɔko a "
        "ɛsii afe 1900 mu.",
    ),
    (
        "ak",
        "## Gift card\nWɔde gift card kɔma obi a wɔtɔ maa no wɔ e-mail so dɔnhwerew biako mu. "
        "Medaase.",
    ),
    ("om", "Irreechi ayyaana galataa Oromooti, dhuma ganna irratti Hora Arsadii irratti kabajama."),
    (
        "om",
        "## Jecha icciitii haaromsuu\nQindaa'ina banaa, Nageenya filadhaa. Koodiin daqiiqaa "
        "kudhan booda hojii dhaba.",
    ),
    (
        "gn",
        "Chipa ha sopa paraguaya ha'e tembi'u ojeguerohoryvéva Paraguáipe. Tereré ojeu "
        "ára hakúvape.",
    ),
    (
        "gn",
        "## Contraseña\nEipe'a Configuración ha eiporavo Seguridad. Código ndoikovéima 10 "
        "minuto rire.",
    ),
)


def paragraphs() -> list[tuple[str, str]]:
    """(lang, text) for every paragraph: the English ones first, then two per other language."""
    return [("en", t) for t in EN] + list(OTHER)
