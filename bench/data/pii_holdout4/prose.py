"""Hand-written prose templates for exam 4, by language: (genre, template). Written for this exam
in each language's own words; slots are <<A_full>> (the customer), <<B_...>> (a relative or other
party), <<C_...>> (staff: adjuster, pharmacist, agent), and the identifiers of the case."""

EN = [
    (
        "claim_note",
        "Adjuster note, claim ref CLM-88213\nSpoke to <<A_full>> at <<phone>>. Water came through the kitchen ceiling at <<street>>, <<city>> <<pc>>. Insured says the upstairs tenant, <<B_full>>, was away. Payout to <<iban>> once the plumber's invoice is in. Policy sits under <<acct>>. -- <<C_init>>",
    ),
    (
        "pharmacy_sms",
        "Hi <<A_first>>, your repeat prescription is ready to collect from the dispensary. Bring photo ID. If <<B_first>> is picking up for you, reply YES. Questions: <<phone>>. Reply STOP to opt out.",
    ),
    (
        "appointment",
        "Reminder: <<A_lf>> has an appointment with Dr <<C_last>> on Thursday at 9:40. Please arrive ten minutes early. To rebook, call <<phone>> or write to <<email>>. Our clinic has moved to <<street>>, <<pc>>.",
    ),
    (
        "dispute_letter",
        "Dear Sir or Madam,\n\nI am writing to dispute a charge of 412.90 on my card <<card>>, which I did not authorise. The payment was linked to order <<ord>>. I have never shopped with this merchant. Please refund the amount to my account <<iban>>.\n\nYours faithfully,\n<<A_full>>\n<<street>>\n<<city>> <<pc>>",
    ),
    (
        "sms_thread",
        "[14:02] <<A_first>>: did the courier come?\n[14:03] <<B_first>>: nope. tracking says <<ord>> is at the depot\n[14:05] <<A_first>>: ugh. ring them on <<phone2>>?\n[14:06] <<B_first>>: already did, they want the email it was booked with, <<email>>",
    ),
    (
        "slack",
        "#claims-triage\n@<<C_first>> can you pick up the windscreen claim for <<A_full>>? photos came in from <<ip>> but the policy <<acct>> shows a different postcode (<<pc>>). cc @<<B_last>>",
    ),
    (
        "ticket",
        "SUP-4471  Refund not received\nReporter: <<A_full>> <<email>>\nAssignee: <<C_full>>\nPriority: P3\n\nCustomer returned the parcel for <<ord>> on the 3rd. Says the refund to card ending in the card below never came.\nCard on file: <<card>>\nLogin IP: <<ip>>",
    ),
    (
        "voicemail",
        "Voicemail transcription (00:41): hi this is <<A_lower>> calling about the claim on my car, um, the other driver was <<B_lower>> and i have her insurer's details now. you can call me back on <<phone>>, that's my mobile. thanks bye",
    ),
    (
        "teams",
        "[Teams] <<C_full>>: @<<B_first>> heads up, <<A_init>> rang again about the hail claim. She wants the cheque reissued to <<street>>, <<pc>>, not the old flat.\n[Teams] <<B_full>>: on it. is <<phone>> still her number?",
    ),
    (
        "voicemail",
        "Voicemail, 1 new message: yeah hiya it's <<A_lower>> from flat 2, the pharmacy said my prescription was sent to the wrong branch, could someone ring me on <<phone2>>, or email <<email>>, cheers",
    ),
]
FR = [
    (
        "claim_note",
        "Note du gestionnaire sinistre\nAppel de <<A_full>> ce matin : dégât des eaux au <<street>>, <<pc>> <<city>>. Le voisin du dessus, M. <<B_last>>, reconnaît la fuite. Indemnisation prévue sur le compte <<iban>>. Rappeler l'assurée au <<phone>>. Dossier client <<acct>>.",
    ),
    (
        "pharmacy_sms",
        "Bonjour <<A_first>>, votre commande est prête à la pharmacie. Retrait possible jusqu'à 19h. Pour toute question : <<phone>>. Si <<B_full>> vient à votre place, merci de prévenir.",
    ),
    (
        "dispute_letter",
        "Madame, Monsieur,\n\nJe conteste le prélèvement de 89,00 € effectué sur ma carte <<card>> pour la commande <<ord>>, que je n'ai jamais passée. Je vous remercie de recréditer mon compte <<iban>>.\n\nVeuillez agréer mes salutations distinguées.\n<<A_full>>\n<<street>>\n<<pc>> <<city>>",
    ),
    (
        "voicemail",
        "Transcription de la messagerie : bonjour c'est <<A_lower>>, je vous appelle pour le rendez-vous de mardi avec le docteur <<C_last>>, je ne pourrai pas venir, vous pouvez me rappeler au <<phone>>, merci",
    ),
    (
        "teams",
        "@<<C_first>> peux-tu reprendre le litige de Mme <<A_lf>> ? Elle a écrit depuis <<email>> : la commande <<ord>> a été débitée deux fois sur la carte <<card>>.",
    ),
]
DE = [
    (
        "claim_note",
        "Schadennotiz (Sachbearbeitung <<C_init>>)\nVersicherungsnehmer <<A_full>> meldet einen Fahrradschaden vor dem Haus <<street>>, <<pc>> <<city>>. Zeuge: <<B_full>>. Rückruf unter <<phone>>. Auszahlung auf <<iban>>, Vertrag <<acct>>.",
    ),
    (
        "teams",
        "[Teams] @<<C_first>> kannst du dir den Einspruch von Frau <<A_last>> anschauen? Sie schreibt von <<email>>, dass die Abbuchung zu <<ord>> doppelt war. Karte: <<card>>",
    ),
    (
        "appointment",
        "Terminerinnerung: Sehr geehrte/r <<A_full>>, Ihr Termin in der Praxis Dr. <<C_last>> ist am Montag um 8:15 Uhr. Absagen bitte bis 24 Stunden vorher unter <<phone>>. Die Praxis befindet sich in der <<street_nonum>>, Eingang über den Hof.",
    ),
    (
        "sms_thread",
        "<<B_first>>: Bin an der Apotheke, die wollen deine Versichertennummer\n<<A_first>>: Steht auf der Karte im Flur. Oder ruf mich an: <<phone2>>\n<<B_first>>: ok hab sie",
    ),
    (
        "voicemail",
        "Mailbox-Nachricht: ja hallo, hier ist <<A_lower>>, es geht um den Wasserschaden, mein Nachbar <<B_lower>> war auch betroffen, bitte rufen Sie mich unter <<phone>> zurück",
    ),
]
ES = [
    (
        "claim_note",
        "Nota del perito: la asegurada <<A_full>> declara robo en su vivienda de <<street>>, <<pc>> <<city>>. Su hermano, <<B_full>>, estaba presente. Teléfono de contacto <<phone>>. Abonar la indemnización en <<iban>>. Póliza vinculada a <<acct>>.",
    ),
    (
        "pharmacy_sms",
        "Hola <<A_first>>: tu pedido de farmacia ya está listo. Si lo recoge <<B_first>>, que traiga tu DNI. Dudas al <<phone>>.",
    ),
    (
        "dispute_letter",
        "Estimados señores:\n\nNo reconozco el cargo asociado al pedido <<ord>> en mi tarjeta <<card>>. Solicito la anulación y el reembolso en la cuenta <<iban>>.\n\nAtentamente,\n<<A_full>>\n<<street>>, <<pc>> <<city>>\n<<email>>",
    ),
    (
        "slack",
        "@<<C_first>> el cliente <<A_lf>> escribió desde <<email>> diciendo que no recibió <<ord>>. La IP del pedido fue <<ip>>. ¿Lo revisas?",
    ),
    (
        "voicemail",
        "Transcripción del buzón: hola, soy <<A_lower>>, llamo por la cita del martes con la doctora <<C_last>>, no voy a poder ir, me pueden llamar al <<phone>>, gracias",
    ),
]
IT = [
    (
        "claim_note",
        "Nota del liquidatore: il sig. <<A_full>> segnala grandine sull'auto parcheggiata in <<street>>, <<pc>> <<city>>. Testimone la vicina <<B_full>>. Recapito <<phone>>. Rimborso su <<iban>>, pratica collegata a <<acct>>.",
    ),
    (
        "appointment",
        "Gentile <<A_full>>, le ricordiamo l'appuntamento con la dott.ssa <<C_last>> venerdì alle 11:00. Per disdire chiami il <<phone>> oppure scriva a <<email>>.",
    ),
    (
        "sms_thread",
        "<<A_first>>: hai pagato tu il pacco <<ord>>?\n<<B_first>>: sì con la carta <<card>>\n<<A_first>>: ok allora il reso va a te",
    ),
    (
        "voicemail",
        "Trascrizione segreteria: salve sono <<A_lower>>, chiamo per la pratica del sinistro, mio cognato <<B_lower>> ha le foto, mi richiami al <<phone>> grazie",
    ),
]
PT = [
    (
        "claim_note",
        "Anotação do regulador: segurada <<A_full>> informa colisão na <<street>>, CEP <<pc>>, <<city>>. O outro motorista, <<B_full>>, assumiu a culpa. Contato <<phone>>. Indenização na conta <<iban>>. Cliente <<acct>>.",
    ),
    (
        "pharmacy_sms",
        "Oi <<A_first>>! Seu pedido na farmácia está pronto. Retire até sábado. Se <<B_first>> for buscar, leve um documento seu. Dúvidas: <<phone>>",
    ),
    (
        "ticket",
        "Chamado #7731 - cobrança indevida\nSolicitante: <<A_full>> (<<email>>)\nResponsável: <<C_full>>\nCliente contesta cobrança do pedido <<ord>> no cartão <<card>>.",
    ),
    (
        "slack",
        "@<<C_first>> a cliente <<A_lf>> mandou mensagem de <<email>>: o pedido <<ord>> chegou na <<street>>, <<pc>>, mas em nome de <<B_full>>. Pode ver?",
    ),
]
NL = [
    (
        "claim_note",
        "Notitie schadebehandelaar: verzekerde <<A_full>> meldt stormschade aan het dak van <<street>>, <<pc>> <<city>>. Buurman <<B_full>> heeft foto's gemaakt. Bereikbaar op <<phone>>. Uitkering naar <<iban>>, polis onder <<acct>>.",
    ),
    (
        "voicemail",
        "Voicemail (0:33): hoi met <<A_lower>>, ik bel over mijn afspraak bij de tandarts, kunt u mij terugbellen op <<phone>>? dank u wel",
    ),
    (
        "teams",
        "@<<C_first>> mevrouw <<A_last>> betwist de afschrijving van <<ord>> op kaart <<card>>, ze mailde vanaf <<email>>. Kun jij dit oppakken?",
    ),
    (
        "pharmacy_sms",
        "Beste <<A_first>>, uw medicijnen liggen klaar bij de apotheek. Haalt <<B_first>> ze op? Neem dan uw pas mee. Vragen: <<phone>>",
    ),
]
DA = [
    (
        "claim_note",
        "Skadenotat: <<A_full>> anmelder indbrud i kælderrummet på <<street>>, <<pc>> <<city>>. Naboen <<B_full>> så døren stå åben. Telefon <<phone>>. Erstatning til <<iban>>.",
    ),
    (
        "sms_thread",
        "<<A_first>>: Har du hentet medicinen?\n<<B_first>>: Ja, apoteket ringede fra <<phone2>>\n<<A_first>>: Super, tak",
    ),
    (
        "appointment",
        "Kære <<A_full>>. Husk din tid hos læge <<C_last>> onsdag kl. 10.20. Afbud på <<phone>> eller <<email>>.",
    ),
    (
        "ticket",
        "Sag SUP-902: Forkert adresse på pakke\nIndberetter: <<A_full>> <<email>>\nTildelt: <<C_full>>\nPakken <<ord>> skulle til <<street>>, <<pc>> <<city>>.",
    ),
]
NB = [
    (
        "claim_note",
        "Skademelding: <<A_full>> melder vannlekkasje i leiligheten i <<street>>, <<pc>> <<city>>. Utleier <<B_full>> er varslet. Ring tilbake på <<phone>>. Utbetaling til <<iban>>, kunde <<acct>>.",
    ),
    (
        "pharmacy_sms",
        "Hei <<A_first>>! Resepten din er klar på apoteket. <<B_first>> kan hente med fullmakt. Spørsmål: <<phone>>",
    ),
    (
        "ticket",
        "Sak OPS-218: Feil fakturaadresse\nMelder: <<A_full>> <<email>>\nTildelt: <<C_full>>\nKunden har flyttet til <<street>>, <<pc>>.",
    ),
    (
        "voicemail",
        "Talemelding: hei, dette er <<A_lower>>, jeg ringer om timen hos tannlegen, ring meg tilbake på <<phone>>, takk",
    ),
]
FI = [
    (
        "voicemail",
        "Vastaajaviesti: hei, täällä <<B_lower>>, yritin soittaa <<A_inst>> mutta hän ei vastannut. <<A_gen>> resepti on valmis apteekissa, soittakaa numeroon <<phone>>, kiitos",
    ),
    (
        "claim_note",
        "Korvauskäsittelijän muistio: <<A_full>> ilmoittaa pyörävarkaudesta osoitteessa <<street>>, <<pc>> <<city>>. Naapuri <<B_full>> näki tekijän. Puhelin <<phone>>. Korvaus tilille <<iban>>.",
    ),
    (
        "appointment",
        "Hei <<A_first>>, muistutus: lääkäriaikasi on torstaina klo 13.30, lääkäri <<C_last>>. Peruutukset numeroon <<phone>> tai <<email>>.",
    ),
    (
        "sms_thread",
        "<<A_first>>: tilaus <<ord>> tuli perille?\n<<B_first>>: joo, maksoin kortilla <<card>>\n<<A_first>>: kiitos!",
    ),
    (
        "ticket",
        "Tiketti HELP-311: Väärä laskutusosoite\nIlmoittaja: <<A_full>> <<email>>\nKäsittelijä: <<C_full>>\nAsiakas muutti osoitteeseen <<street>>, <<pc>> <<city>>.",
    ),
]
CS = [
    (
        "claim_note",
        "Poznámka likvidátora: telefonoval jsem s <<A_inst>> ohledně škody na vozidle před domem <<street>>, <<pc>> <<city>>. Svědkem byl soused <<B_full>>. Kontakt <<phone>>. Plnění na účet <<iban>>.",
    ),
    (
        "teams",
        "@<<C_first>> prosím ozvi se paní <<A_last>>, reklamuje platbu za <<ord>> kartou <<card>>. Píše z <<email>>.",
    ),
    (
        "pharmacy_sms",
        "Dobrý den, <<A_first>>, Váš lék je připraven k vyzvednutí. Bez plné moci od <<B_gen>> jej nevydáme. Dotazy: <<phone>>",
    ),
    (
        "sms_thread",
        "<<A_first>>: Došel balík <<ord>>?\n<<B_first>>: Jo, kurýr volal z <<phone2>>\n<<A_first>>: Díky. Podle <<C_gen>> to mělo přijít už včera.",
    ),
]
PL = [
    (
        "claim_note",
        "Notatka likwidatora: rozmawiałem z <<A_inst>> w sprawie zalania mieszkania przy <<street>>, <<pc>> <<city>>. Sąsiad, <<B_full>>, potwierdza awarię. Telefon <<phone>>. Wypłata na rachunek <<iban>>.",
    ),
    (
        "sms_thread",
        "<<A_first>>: odbierzesz za mnie leki?\n<<B_first>>: tak, ale potrzebuję upoważnienia od <<A_gen>>... to znaczy od ciebie :)\n<<A_first>>: zadzwoń do apteki <<phone2>>",
    ),
    (
        "dispute_letter",
        "Szanowni Państwo,\n\nreklamuję transakcję kartą <<card>> dotyczącą zamówienia <<ord>>, której nie zlecałam. Proszę o zwrot na rachunek <<iban>>.\n\nZ poważaniem\n<<A_full>>\n<<street>>, <<pc>> <<city>>",
    ),
    (
        "teams",
        "@<<C_first>> proszę skontaktuj się z <<A_inst>>, klientka pisze z <<email>>, że karta <<card>> została obciążona dwa razy za <<ord>>.",
    ),
]
TR = [
    (
        "claim_note",
        "Eksper notu: sigortalı <<A_full>>, <<street>>, <<pc>> <<city>> adresindeki evinde su baskını bildirdi. Komşusu <<B_full>> olayı doğruladı. Telefon: <<phone>>. Ödeme <<iban>> hesabına yapılacak.",
    ),
    (
        "sms_thread",
        "<<A_first>>: Kargo <<ord>> geldi mi?\n<<B_first>>: Geldi, kapıya bıraktılar\n<<A_first>>: Tamam, <<C_first>> ile konuşurum",
    ),
    (
        "appointment",
        "Sayın <<A_full>>, Dr. <<C_last>> ile randevunuz Salı 14:00'te. İptal için <<phone>> numarasını arayın veya <<email>> adresine yazın.",
    ),
    (
        "ticket",
        "Talep #4410: Hatalı fatura adresi\nBildiren: <<A_full>> <<email>>\nAtanan: <<C_full>>\nMüşteri <<street>>, <<pc>> <<city>> adresine taşındı.",
    ),
]
KO = [
    (
        "claim_note",
        "손해사정 메모: 피보험자 <<A_full>> 님이 <<street>> (우편번호 <<pc>>) 자택 누수 피해를 신고함. 윗집 <<B_full>> 님 확인 완료. 연락처 <<phone>>. 보험금은 <<iban>> 계좌로 지급 예정.",
    ),
    (
        "sms_thread",
        "<<A_full>>: 약 찾았어?\n<<B_full>>: 응 약국에서 <<phone2>>로 전화 왔었어\n<<A_full>>: 고마워",
    ),
    (
        "appointment",
        "[예약 안내] <<A_full>> 님, 목요일 오전 10시 <<C_full>> 원장님 진료가 예약되었습니다. 변경은 <<phone>> 또는 <<email>>로 연락 주세요.",
    ),
    (
        "ticket",
        "문의 #8812\n신고자: <<A_full>> (<<email>>)\n담당자: <<C_full>>\n주문 <<ord>> 결제가 카드 <<card>>에 두 번 청구됨.",
    ),
]
JA = [
    (
        "claim_note",
        "査定メモ：契約者 <<A_full>> 様より、<<street>>（〒<<pc>>）の自宅で水漏れ被害との連絡あり。階上の <<B_full>> 様も確認済み。連絡先 <<phone>>。保険金は <<iban>> へ振込予定。",
    ),
    (
        "pharmacy_sms",
        "<<A_full>> 様 お薬の準備ができました。ご家族の <<B_full>> 様が受け取られる場合はお知らせください。お問い合わせ：<<phone>>",
    ),
    (
        "ticket",
        "問い合わせ #5520\n報告者：<<A_full>>（<<email>>）\n担当：<<C_full>>\n注文 <<ord>> の請求がカード <<card>> に二重で計上されたとのこと。",
    ),
    (
        "sms_thread",
        "<<A_full>>：荷物<<ord>>届いた？\n<<B_full>>：届いたよ、玄関に置いてある\n<<A_full>>：ありがとう",
    ),
]
ZH = [
    (
        "claim_note",
        "理赔备注：投保人<<A_full>>报称其位于<<city>><<street>>（邮编<<pc>>）的住所发生漏水。楼上住户<<B_full>>已确认。联系电话<<phone>>。赔款打入<<iban>>。",
    ),
    (
        "sms_thread",
        "<<A_full>>：快递<<ord>>到了吗？\n<<B_full>>：到了，放门口了\n<<A_full>>：好的谢谢",
    ),
    (
        "dispute_letter",
        "您好：\n本人<<A_full>>对信用卡<<card>>上与订单<<ord>>相关的扣款提出异议，该笔交易并非本人操作。请将款项退回账户<<iban>>。\n联系邮箱：<<email>>",
    ),
    (
        "appointment",
        "【预约提醒】<<A_full>>您好，您已预约周四上午<<C_full>>医生的门诊。如需改约请致电<<phone>>或发邮件至<<email>>。",
    ),
]
PROSE = {
    "en": EN,
    "fr": FR,
    "de": DE,
    "es": ES,
    "it": IT,
    "pt": PT,
    "nl": NL,
    "da": DA,
    "nb": NB,
    "fi": FI,
    "cs": CS,
    "pl": PL,
    "tr": TR,
    "ko": KO,
    "ja": JA,
    "zh": ZH,
}

# Language-neutral structured texts (logs, YAML, XML, tables, labels), keys as systems write them.
STRUCTURED = [
    (
        "app_log",
        "2026-11-28T09:14:03Z INFO auth.login user=<<A_lf>> email=<<email>> ip=<<ip>> account=<<acct>>\n2026-11-28T09:14:09Z WARN payment.retry order=<<ord>> card=<<card>> attempt=2\n2026-11-28T09:15:41Z INFO profile.update email=<<email>> phone=<<phone>>",
    ),
    (
        "yaml",
        'claimant:\n  name: <<A_full>>\n  phone: "<<phone>>"\n  email: <<email>>\n  address:\n    street: <<street>>\n    postcode: "<<pc>>"\n    city: <<city>>\nbank:\n  iban: <<iban>>\nadjuster: <<C_full>>',
    ),
    (
        "xml",
        '<shipment id="S-20931">\n  <recipient>\n    <name><<A_full>></name>\n    <line1><<street>></line1>\n    <postcode><<pc>></postcode>\n    <city><<city>></city>\n    <tel><<phone>></tel>\n  </recipient>\n  <order><<ord>></order>\n</shipment>',
    ),
    (
        "md_table",
        "| Field | Value |\n|---|---|\n| Policyholder | <<A_full>> |\n| Co-insured | <<B_full>> |\n| Phone | <<phone>> |\n| Abroad | <<phone2>> |\n| Postcode | <<pc>> |\n| Account | <<acct>> |",
    ),
    (
        "html_table",
        "<table><tr><th>Patient</th><th>Contact</th><th>Address</th></tr><tr><td><<A_lf>></td><td><<email>></td><td><<street>>, <<pc>></td></tr><tr><td><<B_lf>></td><td><<email2>></td><td>same</td></tr></table>",
    ),
    (
        "shipping_label",
        "SHIP TO:\n<<A_full>>\n<<street>>\n<<pc>> <<city>>\nTEL <<phone>>\nREF <<ord>>\nFROM: Returns Dept., Unit 4",
    ),
    (
        "xml",
        '<appointment clinic="North Quay Practice">\n  <patient><<A_lf>></patient>\n  <carer><<B_full>></carer>\n  <clinician><<C_full>></clinician>\n  <contact><<phone>></contact>\n  <email><<email>></email>\n</appointment>',
    ),
    (
        "yaml",
        "ticket: HD-5120\nreporter: <<A_full>>\nreporter_email: <<email>>\nassignee: <<C_full>>\nwatchers:\n  - <<B_full>>\nlast_login_ip: <<ip>>\norder: <<ord>>",
    ),
    (
        "app_log",
        '[api] 403 GET /v2/accounts/<<acct>>/statements ip=<<ip2>> user_email=<<email2>>\n[api] 200 POST /v2/disputes order_id=<<ord2>> holder="<<A_full>>" iban=<<iban>>',
    ),
    (
        "shipping_label",
        "DELIVER TO / LIVRER À / ZUSTELLEN AN\nATTN <<A_init>>\nc/o <<B_full>>\n<<street>>\n<<pc>> <<city>>\nPhone <<phone2>>\nOrder <<ord>> | 1 of 2",
    ),
    (
        "md_table",
        "### Claim ledger\n\n| Date | Payee | IBAN | Handler |\n|------|-------|------|---------|\n| 02.11. | <<A_init>> | <<iban>> | <<C_init>> |\n| 09.11. | <<B_lf>> | (cheque) | <<C_init>> |",
    ),
    (
        "app_log",
        'level=info msg="session start" user=<<A_lower>> email=<<email>> client_ip=<<ip>>\nlevel=error msg="card declined" user=<<A_lower>> card=<<card>> order=<<ord>>\nlevel=info msg="contact added" user=<<A_lower>> contact="<<B_full>>" contact_phone=<<phone2>>',
    ),
]
