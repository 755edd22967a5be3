"""Sixty paragraphs of public text, typed by hand: help pages, release notes, API, status,
retention and accessibility docs, and public places, festivals, dishes and figures of history
of the exam's locales. No labelled value stands in them."""

from __future__ import annotations

EN = (
    "# Changing the name on your account\nYou can change the display name on your account"
    " under Settings > Profile. If your legal name changed, upload a marriage certificate or"
    " deed poll and our Records team will update your invoices within two working days.",
    "# Duplicate charges\nA pending authorisation can look like a second charge. Most banks"
    " release it within five working days. If both charges still show as settled after that,"
    " contact Billing with the order number.",
    "# Click & Collect: someone else picking up\nAnyone can collect an order for you if you"
    " name them in the collection form. They need the SMS code and a photo ID. Lockers at"
    " Central Station and Harbour Mall keep parcels for 72 hours.",
    "Release 5.14 (November 2026): The contact importer now reports rejected rows with their"
    " reason codes. Spreadsheet exports keep the leading plus sign of international numbers."
    " The SCIM endpoint supports the PATCH operation for group membership.",
    "## POST /v2/seats/reassign\nMoves a licence seat from a deactivated user to another member"
    " of the same workspace. The request needs the seat id and either a user id or an"
    " invitation. Returns 409 if the target already holds a seat.",
    "Status update, 14:20 UTC: Card payments through our European acquirer are failing"
    " intermittently. Orders are kept and retried automatically; no customer action is"
    " needed. Next update at 15:00 UTC.",
    "# How long we keep support conversations\nChat transcripts and e-mails are kept for 24"
    " months, call recordings for 90 days, and attachments for 12 months after a case is"
    " closed. Payment card numbers are never stored in tickets; our tools mask them on arrival.",
    "Our Help Centre follows WCAG 2.2 AA. Every form can be filled in with a keyboard alone,"
    " error messages are announced to screen readers, and the Chat Widget supports text"
    " resizing up to 200 percent.",
    "# Product safety recalls\nWhen a product is recalled we write to every customer whose order"
    " included it, using the delivery address on file. Refunds go to the original payment"
    " method or, where that is not possible, by bank transfer.",
    "Gift orders are packed without a price label. You can add a printed message of up to 200"
    " characters and change the delivery address until the parcel leaves the warehouse.",
    "## Webhook retries\nIf your endpoint does not answer with a 2xx status within ten seconds,"
    " we retry with exponential backoff for up to 24 hours. Each delivery carries a Signature"
    " header so you can verify that it came from us.",
    "Release 5.15: Agents can now mention a colleague in an internal note, and the mentioned"
    " colleague gets a notification in the sidebar. Attachment previews work for HEIC photos."
    " Fixed: the Macro Picker forgot the last used category.",
    "We will never ask for your full card number or your password in chat. If someone claiming"
    " to be from Support does, end the conversation and report it from the Security page.",
    "Glossary: A Workspace is a company account with several members. A Seat is one paid"
    " licence within a workspace. An Owner can invite members, move seats and download"
    " invoices.",
    "# Importing contacts from a spreadsheet\nSave your sheet as UTF-8 CSV with one contact per"
    " row. Required columns are name and e-mail; phone and consent are optional. Rows that"
    " match an existing contact are skipped and listed in the import report.",
    "Tivoli Gardens opened in Copenhagen in 1843 and is one of the oldest amusement parks still"
    " running. In December the park fills with Christmas lights, and visitors drink gløgg with"
    " æbleskiver.",
    "Constitution Day on 17 May is Norway's great celebration: children's parades march down"
    " Karl Johans gate past the Royal Palace, and many people wear the bunad, a regional folk"
    " costume.",
    "Kraków's Main Square is one of the largest medieval town squares in Europe. Every hour a"
    " trumpeter plays the Hejnał from the tower of St Mary's Basilica, breaking off mid-melody"
    " in memory of a watchman struck by an arrow.",
    "The astronomical clock on Prague's Old Town Hall was first installed in 1410. Crowds"
    " gather on the hour to watch the procession of the Apostles, and nearby stalls sell"
    " trdelník, a rolled pastry that is newer to Prague than most visitors think.",
    "Cappadocia in central Anatolia is known for its fairy chimneys and cave churches. Balloon"
    " flights leave at dawn, and in Göreme and Ürgüp restaurants serve testi kebabı, a stew"
    " cooked in a sealed clay pot.",
    "Þingvellir National Park is where the Althing, one of the oldest parliaments in the world,"
    " first met in 930. In midwinter Icelanders celebrate Þorrablót with fermented shark and"
    " other traditional foods.",
    "The monastery of Geghard is partly carved out of the rock of the Azat valley. Armenians"
    " bake lavash in a tonir, a clay oven dug into the ground; the flatbread is on UNESCO's"
    " list of intangible heritage.",
    "Lake Ohrid is one of the oldest lakes in Europe. The Church of St John at Kaneo stands on a"
    " cliff above the water, and the town is linked to Saints Clement and Naum, who taught"
    " there in the ninth century.",
    "Gjirokastër, the City of Stone, is a UNESCO World Heritage site with Ottoman-era houses"
    " roofed in slate. Albanians celebrate Dita e Verës, the Summer Day, on 14 March with"
    " ballokume biscuits from Elbasan.",
    "The Old City of Baku, Icherisheher, is enclosed by twelfth-century walls and holds the"
    " Maiden Tower and the Palace of the Shirvanshahs. During Novruz, families set out samani,"
    " wheat sprouted in a dish, and bake shekerbura.",
    "The YIVO Institute for Jewish Research moved from Vilnius to New York in 1940. Yiddish"
    " theatre flourished on Second Avenue in Manhattan, and Isaac Bashevis Singer received the"
    " Nobel Prize in Literature in 1978.",
    "Kaziranga National Park on the Brahmaputra is home to two thirds of the world's greater"
    " one-horned rhinoceroses. During Bohag Bihu in April, Assamese villages dance the Bihu and"
    " eat pitha made from sticky rice.",
    "Nelson Mandela was born in Mvezo in the Eastern Cape and grew up in Qunu. Robben Island,"
    " where he was held for eighteen years, is now a museum reached by ferry from the V&A"
    " Waterfront.",
    "The Festival Interceltique de Lorient gathers musicians from Brittany, Scotland, Ireland,"
    " Galicia and beyond every August. Crêperies serve buckwheat galettes with a bowl of"
    " cider, and the fest-noz, a night of Breton dancing, is on UNESCO's heritage list.",
    "The Elfstedentocht is a 200-kilometre skating tour through the eleven cities of"
    " Friesland, held only when the ice is thick enough; the last one was in 1997."
    " Fierljeppen, pole-vaulting over canals, is another Frisian sport.",
)

LOCAL = (
    (
        "da",
        "# Sådan ændrer du din leveringsadresse\nDu kan ændre leveringsadressen, indtil"
        " pakken har forladt lageret. Gå til Mine ordrer, vælg ordren og tryk på Rediger"
        " adresse.",
    ),
    (
        "da",
        "Nyhavn i København blev gravet i 1670'erne. I dag ligger der restauranter i de"
        " farverige huse, og om sommeren spiser folk smørrebrød med sild og rugbrød ved kajen.",
    ),
    (
        "nb",
        "# Hente pakke for noen andre\nDu kan hente en pakke for en venn hvis du har"
        " hentekoden og gyldig legitimasjon. Pakken ligger klar i 14 dager.",
    ),
    (
        "nb",
        "Bryggen i Bergen var et handelssted for Hansaforbundet. Fisketorget ligger like ved,"
        " og i julen spiser mange pinnekjøtt eller lutefisk.",
    ),
    (
        "pl",
        "# Zwrot za podwójną płatność\nJeśli płatność została pobrana dwa razy, druga blokada"
        " zwykle znika w ciągu pięciu dni roboczych. Gdy obie transakcje są rozliczone, napisz do"
        " nas z numerem zamówienia.",
    ),
    (
        "pl",
        "Wieliczka pod Krakowem to kopalnia soli, w której górnicy wyrzeźbili kaplicę"
        " św. Kingi. W Wigilię na stole pojawiają się pierogi z kapustą i grzybami oraz barszcz"
        " z uszkami.",
    ),
    (
        "cs",
        "# Import kontaktů\nSoubor uložte jako CSV v kódování UTF-8. Povinné sloupce jsou"
        " jméno a e-mail, telefon a souhlas jsou nepovinné.",
    ),
    (
        "cs",
        "Karlův most v Praze dal postavit Karel IV. a stavba začala roku 1357. Na Vánoce se"
        " v českých rodinách podává smažený kapr s bramborovým salátem.",
    ),
    (
        "tr",
        "# Hediye siparişleri\nHediye paketlerinde fiyat etiketi bulunmaz. Kargo depodan"
        " çıkana kadar teslimat adresini değiştirebilirsiniz.",
    ),
    (
        "tr",
        "Ayasofya, İstanbul'un Sultanahmet semtinde yer alır. Ramazan akşamlarında aileler"
        " iftar sofrasında pide ve güllaç paylaşır.",
    ),
    (
        "is",
        "# Innköllun vöru\nÞegar vara er innkölluð sendum við bréf til allra sem keyptu hana."
        " Endurgreiðsla fer inn á upprunalega greiðsluleið.",
    ),
    (
        "is",
        "Hallgrímskirkja í Reykjavík var teiknuð af Guðjóni Samúelssyni. Á bolludaginn borða"
        " Íslendingar rjómabollur og á sprengidaginn saltkjöt og baunir.",
    ),
    (
        "az",
        "# Kartla ikiqat ödəniş\nBəzən bank əməliyyatı iki dəfə göstərir. Beş iş günündən"
        " sonra da iki ödəniş görünürsə, sifariş nömrəsi ilə bizə yazın.",
    ),
    (
        "az",
        "Şəki Xan Sarayı XVIII əsrdə tikilib və şəbəkə pəncərələri ilə tanınır. Novruzda"
        " süfrəyə şəkərbura, paxlava və səməni qoyulur.",
    ),
    (
        "sq",
        "# Ndryshimi i emrit në llogari\nNëse keni ndryshuar mbiemrin, ngarkoni"
        " certifikatën e martesës dhe ekipi ynë do ta përditësojë llogarinë brenda dy ditëve"
        " pune.",
    ),
    (
        "sq",
        "Kalaja e Krujës lidhet me Gjergj Kastriotin, Skënderbeun, heroin kombëtar"
        " shqiptar. Në Korçë, lakrori dhe fërgesa shërbehen në shumë restorante.",
    ),
    (
        "hy",
        "# Առաքման հասցեի փոփոխություն\nՀասցեն կարող եք փոխել, քանի դեռ ծանրոցը"
        " պահեստից դուրս չի եկել։",
    ),
    (
        "hy",
        "Գառնիի տաճարը կանգնած է Ազատ գետի կիրճի վերևում։ Վարդավառին մարդիկ իրար վրա"
        " ջուր են լցնում, իսկ ձմռանը պատրաստում են խաշ։",
    ),
    (
        "mk",
        "# Подигање пратка за друго лице\nПратката може да ја подигне друго лице ако го"
        " има кодот од СМС-пораката и важечки документ.",
    ),
    (
        "mk",
        "Старата чаршија во Скопје е една од најголемите на Балканот. На Велигден се"
        " фарбаат јајца, а тавче гравче е едно од најпознатите јадења.",
    ),
    (
        "yi",
        "# װי אַזױ צו טױשן דעם נאָמען אױף אײַער חשבון\nשיקט אונדז אַ קאָפּיע פֿון דער כּתובה"
        " אָדער פֿון אַן אַנדער דאָקומענט, און מיר װעלן טױשן דעם נאָמען אין צװײ טעג.",
    ),
    (
        "yi",
        "אין ניו־יאָרק האָט דער ייִדישער טעאַטער געבליט אױף דער צװײטער עװעניו. צו חנוכּה"
        " עסט מען לאַטקעס, און צו פּורים המן־טאַשן.",
    ),
    (
        "as",
        "# Collecting a parcel for someone else\nKindly share the SMS code with the person"
        " collecting. They must carry a photo ID such as Aadhaar, PAN card or passport."
        " নমস্কাৰ।",
    ),
    (
        "as",
        "Majuli on the Brahmaputra is one of the largest river islands in the world and home"
        " to the sattras founded after Srimanta Sankardev. At ৰঙালী বিহু people give each other"
        " a gamosa and share pitha and laru.",
    ),
    (
        "xh",
        "# Returning a recalled kettle\nWe collect recalled kettles from your door at no"
        " cost. Enkosi for helping us keep homes safe.",
    ),
    (
        "xh",
        "Heritage Day on 24 September is also known as Braai Day. In the Eastern Cape,"
        " families cook umngqusho, samp and beans, a dish said to be a favourite of Madiba."
        " Molweni!",
    ),
    (
        "br",
        "# Retrait en magasin par un proche\nUn proche peut retirer votre commande s'il"
        " présente le code reçu par SMS et une pièce d'identité. Trugarez !",
    ),
    (
        "br",
        "Le Pardon de Sainte-Anne-d'Auray attire chaque année des milliers de pèlerins. En"
        " Bretagne on mange le kouign-amann de Douarnenez et le far breton, et on dit"
        " « Yec'hed mat ! » pour trinquer.",
    ),
    (
        "fy",
        "# Kontakten ymportearje\nBewarje it bestân as CSV yn UTF-8. Namme en e-mail binne"
        " ferplichte, telefoannûmer en tastimming net.",
    ),
    (
        "fy",
        "It Frysk Museum yn Ljouwert fertelt oer Mata Hari, dy't yn 'e stêd berne is. Op 'e"
        " merke ite Friezen sûkerbôle en dûmkes.",
    ),
)


def docs() -> list[dict]:
    rows = [("en", text) for text in EN] + list(LOCAL)
    return [
        {"id": f"h21-doc-{i:04d}", "domain": f"{lang}_public", "text": text}
        for i, (lang, text) in enumerate(rows)
    ]
