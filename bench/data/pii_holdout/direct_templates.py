"""Hand-written templates for ``direct.jsonl``, by language.

Each entry is ``(genre, text)``. ``[[slot]]`` marks a value from the case's persona (see
``values.SLOT_TYPES`` for which slots are personal data); every other character is literal.
A genre ending in ``@en_US`` or ``@en_GB`` is only used with a persona of that locale (SSNs are
American, IBANs European). Written for this held-out set, not adapted from the dev files.
"""

from __future__ import annotations

# One template a line reads better than the formatter's split tuples.
# fmt: off

EN = [
    # support chats with speaker labels
    ("chat", "Customer: hi there, my name is [[full]] and I can't log in since this morning\nAgent: Sorry to hear that, [[first]]. Which email is on the account?\nCustomer: [[email]]"),
    ("chat", "[[agent]] (Support): Thanks for waiting! Could you confirm the order number?\nYou: sure it's [[ord]]. also the parcel was meant for [[other_full]]"),
    ("chat", "user: hi [[first_lc]] here\nuser: typing for my mum [[other]] actually, she's the account holder\nbot: No problem. What's the account number?\nuser: [[acct]]"),
    ("chat", "Visitor: hello\nVisitor: [[lc_initials_last]] here, order [[ord]] still says processing??\nAgent [[agent]]: Let me check that for you."),
    ("chat", "Agent: You're through to [[agent]]. How can I help?\nCustomer: It's [[short]]. The card ending [[last4]] got charged twice\nAgent: Thanks [[short]], I'll look into it."),
    ("chat", "> [[full_lc]]: can u call me back on [[phone]]\n> agent: Of course. Is there a better time than 3pm?\n> [[full_lc]]: anytime after 5"),
    ("chat", "Customer: I'm writing on behalf of [[other]], my partner. The refund should go to the card [[card]].\nAgent: I can only process refunds to the original payment method."),
    ("chat", "[10:42] [[first]]: my new address is [[address]]\n[10:43] Support: Updated! Your next box ships Thursday."),
    ("chat", "Agent: Hi, [[agent]] from Billing here.\nCustomer: hey [[agent]], I think invoice [[inv]] has the wrong VAT\nAgent: You're right, I'll reissue it."),
    ("chat", "Customer: The technician, I think his name was [[other]], left without fixing the router.\nAgent: I'm sorry, [[first]]. I've opened ticket [[tkt]] for a second visit."),
    ("chat", "Customer: please stop texting [[phone_intl]], that's not my number anymore\nAgent: Done. Which number should we use instead?\nCustomer: [[phone]]"),
    ("chat", "bot: Please enter your customer number.\nuser: [[cust]]\nbot: Thanks! Is this [[initial_last]]?\nuser: yes"),
    ("chat", "Customer: Can you tell me why [[first]]'s subscription was cancelled? I pay for it from my account.\nAgent: I can see a failed payment on the 3rd."),
    ("chat", "Support ([[agent_full]]): Welcome back! What can I do for you today?\nCustomer: It's about the chargeback on [[card_mc2]]."),
    ("chat", "Customer: hi, it's [[first_lc]] again lol. the app keeps logging me out\nAgent: Hi again! Which phone are you on?\nCustomer: pixel, the number is [[phone]] if you need it"),
    ("chat", "Agent: For security, what's the billing postcode?\nCustomer: [[postcode]]\nAgent: Perfect, thank you [[first]]."),
    ("chat", "Customer: hello, i'm [[roman_full]], I ordered the espresso grinder, order [[ord]]\nAgent: Hi! It left our warehouse yesterday."),
    ("chat", "Customer: yeah so [[short_full]] is the name on the booking\nAgent: Got it. I see two nights from the [[day]]th."),
    # account records as key: value lines
    ("record", "Name: [[full]]\nEmail: [[email]]\nPhone: [[phone_intl]]\nAccount: [[acct]]\nPlan: Family, renews on the [[day]]th"),
    ("record", "customer_id: [[cust]]\nholder: [[full]]\nbilling_address: [[address]]\nstatus: active"),
    ("record", "ACCOUNT SUMMARY\nOwner ........ [[full]]\nAcct no ...... [[acct]]\nMobile ....... [[phone]]\nBalance ...... [[cur]][[amount]]"),
    ("record", "Contact: [[initials]]\nWork email: [[work_email]]\nDesk: [[phone_ext]]\nTicket: [[tkt]]"),
    ("record@en_US", "Applicant: [[full]]\nSSN: [[ssn]]\nMailing address: [[address]]\nDaytime phone: [[landline]]"),
    ("record", "Payment method on file\n  Card: [[card]] ([[card_brand]])\n  Cardholder: [[full]]\n  Billing ZIP/postcode: [[postcode]]"),
    ("record@en_GB", "Direct debit mandate\nAccount holder: [[full]]\nIBAN: [[iban]]\nReference: [[cust]]"),
    ("record", "Last login: 2026-11-29 07:14 UTC from [[ip]]\nUser: [[email]]\nMFA: SMS to [[phone_intl]]"),
    ("record", "user_email=[[email]] user_name=[[full]] account=[[acct]] ip=[[ipv6]] event=password_reset"),
    ("record", "Shipping to:\n[[full]]\n[[address_block]]\nTel. [[phone]]"),
    # JSON tool-call responses
    ("tool", '{"tool": "lookup_customer", "result": {"id": "[[cust]]", "name": "[[full]]", "email": "[[email]]", "tier": "gold"}}'),
    ("tool", '{"order_id": "[[ord]]", "status": "in_transit", "ship_to": {"name": "[[full]]", "address": "[[address]]"}, "carrier": "DHL"}'),
    ("tool", '{"account": "[[acct]]", "owner": "[[full]]", "contacts": [{"type": "mobile", "value": "[[phone_intl]]"}, {"type": "email", "value": "[[email]]"}]}'),
    ("tool", '{"invoice": "[[inv]]", "customer": "[[cust]]", "amount_due": "[[amount]]", "payment": {"method": "card", "number": "[[card]]"}}'),
    ("tool", '{"ticket": "[[tkt]]", "requester": "[[email]]", "assignee": "[[agent_full]]", "priority": "high", "subject": "Cannot reset password"}'),
    ("tool", '{"sessions": [{"ip": "[[ip]]", "device": "iPhone"}, {"ip": "[[ipv6]]", "device": "Chrome on Windows"}], "user": "[[acct]]"}'),
    ("tool@en_US", '{"kyc": {"full_name": "[[full]]", "ssn": "[[ssn]]", "verified": false}, "account": "[[acct]]"}'),
    ("tool@en_GB", '{"refund": {"order": "[[ord]]", "to_iban": "[[iban]]", "beneficiary": "[[full]]"}}'),
    ("tool", 'search_orders(email="[[email]]") -> [ "[[ord]]", "[[ord2]]" ]'),
    # agent notes
    ("note", "Spoke to [[full]] re: [[ord]]. Parcel marked delivered but she/he says nothing arrived. Offered reship."),
    ("note", "cust called from [[landline]], verified with DOB + postcode. wants card [[card_amex]] removed."),
    ("note", "Escalated to tier 2. [[first]] is frustrated, third contact this week about [[tkt]]."),
    ("note", "Internal: do NOT merge [[acct]] with the account of [[other_full]], they are different people at the same address."),
    ("note", "Callback requested: [[phone_ext]], ask for [[initial_last]]."),
    ("note", "[[agent]]: refunded [[cur]][[amount]] on [[inv]]; [[first_lc]] happy with outcome, closing."),
    ("note", "Customer (goes by [[short]]) moved to [[address_nonum]], new number not yet on file."),
    # email bodies
    ("email", "Hi team,\n\nI placed order [[ord]] last week and it still hasn't shipped. Could you look into it?\n\nThanks,\n[[full]]\n[[phone]]"),
    ("email", "Dear Support,\n\nPlease update my billing address to:\n[[address_block]]\n\nKind regards,\n[[initial_last]]"),
    ("email", "hello,\nmy daughter [[other]] used my card [[card]] without asking. please cancel the last two charges.\n[[first_lc]]"),
    ("email", "Hi [[agent]],\n\nThanks for your help on the phone today. As discussed, my account number is [[acct]].\n\nBest,\n[[first]]"),
    ("email", "Good morning,\n\nI'm contacting you about invoice [[inv]]. Our accounts team ([[work_email]]) never received it.\n\nRegards,\n[[full]]\nOperations Manager"),
    ("email", "To whom it may concern,\n\nI would like to close my account ([[cust]]) and have my data deleted.\n\nSincerely,\n[[full]]\n[[address]]"),
    ("email", "Hey, it's [[short]] - the tracking link for [[ord]] goes to someone else's order?? can you check. cheers"),
    ("email", "Hi,\nwe got a login alert from [[ip]] that wasn't us. Please lock [[email]] until I call.\n- [[full_lc]]"),
    # forms
    ("form", "Contact form\nName: [[full]]\nEmail: [[email]]\nPhone (optional): [[phone_intl]]\nMessage: The charger that came with my laptop sparks when I plug it in."),
    ("form", "RETURN REQUEST\nOrder: [[ord]]\nReason: wrong size\nPickup address: [[address]]\nContact number: [[phone]]"),
    ("form", "Warranty registration | name=[[full]] | email=[[email]] | postcode=[[postcode]] | serial=SN-88321"),
    ("form@en_US", "Identity check\nLegal name: [[full]]\nLast 4 of SSN: not accepted, full SSN required: [[ssn]]\nZIP: [[postcode]]"),
    # delivery and billing
    ("delivery", "Your parcel for [[full]] could not be delivered to [[address]]. We'll try again tomorrow. Questions? Reply or call [[agent_phone]]."),
    ("delivery", "Driver note: left with neighbour [[other]] at no. [[n]], customer [[first]] informed by text to [[phone]]."),
    ("billing", "Payment received: [[cur]][[amount]] for [[inv]] from card [[card]]. Thank you, [[first]]!"),
    ("billing", "Reminder: your payment for [[acct]] failed. Update the card ending in [[last4]] or contact [[email]] if this is a mistake."),
    ("billing", "Dear [[full]], your subscription will renew on the [[day]]th using the card [[card_mc2]]. Manage it any time in Settings."),
    # more of the hard shapes a real inbox has
    ("chat", "Customer: [[short]] here, quick question about [[tkt]]\nAgent: Sure [[short]], go ahead.\nCustomer: can you resend the invoice to [[email]]"),
    ("chat", "user: hi [[agent_lc]] thanks for earlier\nuser: one more thing, the card i added is [[card_amex]]"),
    ("chat", "Customer: ok so [[full_lc]], [[email]], and the order is [[ord]]. that's everything?\nAgent: That's everything, thank you!"),
    ("chat@en_US", "Customer: they asked for my social on the phone, is that legit? i gave them [[ssn]]\nAgent: We never ask for that. I'm locking account [[acct]] now."),
    ("chat", "Agent: What's the best number to reach you?\nCustomer: work line is [[phone_ext]], otherwise mobile [[phone_intl]]"),
    ("chat", "Customer: Could you ship to our office instead? It's [[address_nonum]], there's no number on the building, just ask reception.\nAgent: Will do, [[first]]."),
    ("chat", "Customer: the new card is [[card_mc2]], please use that for [[cust]] from now on"),
    ("note", "Sign-in blocked: 6 failed attempts from [[ip]] on [[email]]. Customer [[initial_last]] confirmed it wasn't them."),
    ("note", "Firewall log excerpt: SRC=[[ipv6]] USER=[[acct]] ACTION=deny. Forwarded to security per [[tkt]]."),
    ("note@en_US", "W-9 received from [[full]] (SSN [[ssn]]). Payouts for [[acct]] released."),
    ("note", "[[first]]'s laptop is under warranty until March; [[other]]'s tablet is not. Both on [[cust]]."),
    ("note", "sent from [[lc_initials_last]]'s phone - asked us to reply by email only ([[email]])."),
    ("email", "Hi,\n\nthe parcel for [[ord]] was left with a neighbour I don't know. Please call me on [[landline]].\n\nRegards,\n[[initials]]"),
    ("email", "thanks [[agent]]!! all sorted now\n\n[[short]]"),
    ("email", "Hello,\n\nMy colleague [[other_full]] will pick up the repair on my behalf. Ticket [[tkt]].\n\nBest wishes,\n[[full]]\n[[work_email]] | [[phone_ext]]"),
    ("form", "Callback request\nname: [[full_lc]]\nphone: [[phone]]\nbest time: after 6pm\nabout: [[inv]]"),
    ("form@en_US", "Tax form (W-9)\nName: [[full]]\nTIN/SSN: [[ssn]]\nAddress: [[address]]"),
    ("form", "Newsletter signup: [[email]] (source ip [[ip]], consent given)"),
    ("billing", "Card ending [[last4]] was declined for [[inv]]. Card on file: [[card_amex]]. Please update it to keep [[acct]] active."),
    ("delivery", "Courier: ringing [[short]] at [[address]] now, nobody answering. Will try [[phone]]."),
    ("chat", "Customer: hey its [[lc_initials_last]] from the 4th floor, my badge stopped working\nAgent: Hi! I'll reset it, can you confirm your employee email?\nCustomer: [[work_email]]"),
    ("note", "Duplicate profiles: '[[lc_initials_last]]' (typed by customer) and '[[full]]' (from card). Same person, merged into [[cust]]."),
    ("record", "cardholder_name: [[full_lc]]\npan: [[card]]\nbilling_postcode: [[postcode]]\nip_at_checkout: [[ip]]"),
]

FR = [
    ("chat", "Client : bonjour, je suis [[full]], ma commande [[ord]] n'est toujours pas arrivée\nConseiller : Bonjour [[first]], je regarde tout de suite."),
    ("chat", "[[agent]] (service client) : Pouvez-vous me confirmer votre numéro de portable ?\nClient : oui c'est le [[phone]]"),
    ("chat", "client: slt c [[first_lc]], j'ai changé d'adresse : [[address]]\nagent: C'est noté, merci !"),
    ("record", "Nom : [[last]]\nPrénom : [[first]]\nCourriel : [[email]]\nTéléphone : [[phone_intl]]\nN° client : [[cust]]"),
    ("record", "Titulaire du compte : [[full]]\nIBAN : [[iban]]\nRéférence mandat : [[acct]]"),
    ("tool", '{"client": {"nom": "[[full]]", "adresse": "[[address]]", "tel": "[[phone]]"}, "commande": "[[ord]]"}'),
    ("note", "Appel de [[initial_last]] au [[landline]] : conteste la facture [[inv]], rappel prévu demain."),
    ("note", "Colis remis à la gardienne, Mme [[other_full]], à la demande de [[first]]."),
    ("email", "Bonjour,\n\nJe vous écris au sujet du ticket [[tkt]]. Vous pouvez me joindre au [[phone_ext]].\n\nCordialement,\n[[full]]"),
    ("email", "Madame, Monsieur,\n\nMerci de livrer désormais à l'adresse suivante :\n[[address_block]]\n\nBien à vous,\n[[first]] [[last]]"),
    ("form", "Formulaire de contact - nom : [[full]] - e-mail : [[email]] - code postal : [[postcode]] - message : l'appareil ne s'allume plus."),
    ("billing", "Bonjour [[first]], votre paiement de [[amount]] € par carte [[card]] a bien été reçu pour la facture [[inv]]."),
    ("delivery", "Votre colis [[ord]] sera livré demain au [[address]]. Le livreur vous appellera au [[phone]]."),
    ("chat", "client : merci [[agent_lc]], c'est réglé\nclient : bonne soirée, [[short]]\nconseiller : Avec plaisir, bonne soirée !"),
    ("email", "Bonjour,\nmon fils [[other]] a utilisé ma carte [[card_amex]] sans me le dire. Pouvez-vous annuler ?\n[[first_lc]]"),
]

DE = [
    ("chat", "Kunde: Hallo, hier ist [[full]]. Meine Bestellung [[ord]] ist beschädigt angekommen.\nSupport: Guten Tag [[hon]] [[last]], das tut mir leid!"),
    ("chat", "Mitarbeiter ([[agent]]): Unter welcher Nummer erreichen wir Sie?\nKunde: [[phone]], ab 17 Uhr"),
    ("chat", "kunde: hi, [[first_lc]] hier. [[first_gen]] Konto ist gesperrt, es ist das Konto meiner Frau\nsupport: Ich schaue mir [[acct]] an."),
    ("record", "Vorname: [[first]]\nNachname: [[last]]\nAnschrift: [[address]]\nE-Mail: [[email]]\nKundennummer: [[cust]]"),
    ("record", "Kontoinhaber: [[full]]\nIBAN: [[iban]]\nVerwendungszweck: [[inv]]"),
    ("tool", '{"kunde": "[[cust]]", "name": "[[full]]", "telefon": "[[phone_intl]]", "lieferadresse": "[[address]]"}'),
    ("note", "Rückruf an [[initial_last]] unter [[phone_ext]] wegen Ticket [[tkt]]."),
    ("note", "Paket bei Nachbarin [[other_full]] abgegeben, [[first]] per SMS informiert."),
    ("email", "Sehr geehrte Damen und Herren,\n\nbitte stornieren Sie die Bestellung [[ord]]. Die Zahlung erfolgte mit der Karte [[card]].\n\nMit freundlichen Grüßen\n[[full]]"),
    ("email", "Hallo [[agent]],\n\ndanke für das Telefonat. Unsere neue Adresse lautet:\n[[address_block]]\n\nViele Grüße\n[[first]]"),
    ("form", "Kontaktformular | Name: [[full]] | E-Mail: [[email]] | PLZ: [[postcode]] | Anliegen: Gerät rauscht"),
    ("billing", "Guten Tag [[full]], wir konnten den Betrag von [[amount]] EUR für [[inv]] nicht von Ihrer Karte [[card_mc2]] abbuchen."),
    ("delivery", "Ihre Sendung [[ord]] wird morgen an [[address_nonum]] zugestellt. Bei Fragen: [[agent_phone]]."),
    ("chat", "kunde: danke [[agent_lc]], hat geklappt\nkunde: lg [[first_lc]]"),
    ("email", "Hallo,\n\n[[first_gen]] neue Handynummer ist [[phone_intl]], bitte im Konto [[acct]] hinterlegen.\n\nGruß\n[[short]]"),
    ("note", "Rücksendung von [[first_gen]] Paket [[ord]] angekommen, Gutschrift auf [[iban]] veranlasst."),
]

ES = [
    ("chat", "Cliente: hola, soy [[full]] y no me ha llegado el pedido [[ord]]\nAgente: Hola [[first]], ahora mismo lo reviso."),
    ("chat", "Agente [[agent]]: ¿Me confirma un teléfono de contacto?\nCliente: sí, el [[phone]]"),
    ("chat", "cliente: buenas, soy [[first_lc]], la factura [[inv]] sale a nombre de [[other_full]] y no es correcto"),
    ("record", "Nombre: [[first]]\nApellidos: [[last]]\nDomicilio: [[address]]\nCorreo: [[email]]\nN.º de cliente: [[cust]]"),
    ("record", "Titular: [[full]]\nIBAN: [[iban]]\nConcepto: cuota [[acct]]"),
    ("tool", '{"pedido": "[[ord]]", "destinatario": "[[full]]", "direccion": "[[address]]", "telefono": "[[phone_intl]]"}'),
    ("note", "Llamó [[initial_last]] desde el [[landline]], quiere cambiar la tarjeta [[card]]."),
    ("email", "Buenos días:\n\nLes escribo por la incidencia [[tkt]]. Pueden llamarme al [[phone_ext]].\n\nUn saludo,\n[[full]]"),
    ("email", "Hola [[agent]],\n\nmi nueva dirección de envío es:\n[[address_block]]\n\nGracias,\n[[first]]"),
    ("form", "Formulario web - nombre: [[full]] - email: [[email]] - código postal: [[postcode]] - consulta: la batería no carga"),
    ("billing", "Estimado/a [[full]], hemos cobrado [[amount]] € en su tarjeta [[card]] por la factura [[inv]]."),
    ("delivery", "Su paquete [[ord]] se entregará en [[address_nonum]]. El repartidor le llamará al [[phone]]."),
    ("chat", "cliente: gracias [[agent_lc]]!!\ncliente: soy [[short]] por cierto, la del pedido [[ord]]"),
    ("note", "Llamada de [[full]], trabaja en [[address_nonum]] y prefiere recibir allí; no hay número en el portal."),
]

NL = [
    ("chat", "Klant: hoi, met [[full]]. Mijn bestelling [[ord]] is nog niet binnen\nMedewerker: Hoi [[first]], ik kijk even mee."),
    ("chat", "[[agent]] (klantenservice): Op welk nummer kunnen we u terugbellen?\nKlant: [[phone]]"),
    ("chat", "klant: hallo, [[first_lc]] hier. [[first_gen]] abonnement staat op mijn rekening\nmedewerker: Dat is klantnummer [[cust]], klopt dat?"),
    ("record", "Naam: [[full]]\nAdres: [[address]]\nE-mail: [[email]]\nTelefoon: [[phone_intl]]\nKlantnummer: [[cust]]"),
    ("record", "Rekeninghouder: [[full]]\nIBAN: [[iban]]\nMachtigingskenmerk: [[acct]]"),
    ("tool", '{"klant": "[[full]]", "email": "[[email]]", "bestellingen": ["[[ord]]", "[[ord2]]"]}'),
    ("note", "Teruggebeld met [[initial_last]] op [[phone_ext]] over ticket [[tkt]]."),
    ("email", "Beste [[agent]],\n\nMijn nieuwe adres is:\n[[address_block]]\n\nMet vriendelijke groet,\n[[full]]"),
    ("form", "Contactformulier | naam: [[full]] | e-mail: [[email]] | postcode: [[postcode]] | vraag: de koelkast lekt"),
    ("billing", "Beste [[first]], de betaling van € [[amount]] voor factuur [[inv]] met kaart [[card]] is mislukt."),
    ("delivery", "Je pakket [[ord]] is afgegeven bij de buren ([[other_full]]) op [[address_nonum]]."),
    ("chat", "klant: groetjes, [[short]]\nmedewerker: Fijne dag nog, [[short]]!"),
    ("note", "Klant [[full_lc]] belde vanaf [[landline]]: kaart [[card_mc2]] is gestolen, geblokkeerd."),
    ("note", "[[first_gen]] pakket [[ord]] kwam retour; nieuw adres: [[address]]."),
]

IT = [
    ("chat", "Cliente: buongiorno, sono [[full]], l'ordine [[ord]] risulta consegnato ma non l'ho ricevuto\nOperatore: Buongiorno [[first]], verifico subito."),
    ("chat", "Operatore [[agent]]: Mi lascia un recapito telefonico?\nCliente: certo, [[phone]]"),
    ("chat", "cliente: ciao sono [[first_lc]], devo cambiare la carta, quella vecchia era [[card]]"),
    ("record", "Nome: [[first]]\nCognome: [[last]]\nIndirizzo: [[address]]\nEmail: [[email]]\nCodice cliente: [[cust]]"),
    ("record", "Intestatario: [[full]]\nIBAN: [[iban]]\nCausale: [[inv]]"),
    ("tool", '{"ordine": "[[ord]]", "cliente": {"nome": "[[full]]", "cellulare": "[[phone_intl]]"}, "indirizzo": "[[address]]"}'),
    ("note", "Richiamare [[initial_last]] al [[phone_ext]] per il ticket [[tkt]]."),
    ("email", "Gentile assistenza,\n\nvi scrivo per l'account [[acct]]: vorrei aggiornare l'indirizzo in\n[[address_block]]\n\nCordiali saluti,\n[[full]]"),
    ("form", "Modulo di contatto - nome: [[full]] - email: [[email]] - CAP: [[postcode]] - messaggio: lo schermo sfarfalla"),
    ("billing", "Gentile [[full]], abbiamo addebitato [[amount]] € sulla carta [[card_mc2]] per la fattura [[inv]]."),
    ("delivery", "Il corriere ha lasciato il pacco [[ord]] alla portineria di [[address_nonum]]. Per info chiami [[agent_phone]]."),
    ("chat", "cliente: ciao [[agent_lc]], sono ancora io, [[first_lc]]\noperatore: Ciao! Dimmi pure."),
    ("note", "La signora/il signore [[last]] chiede il rimborso sull'IBAN [[iban]] per l'ordine [[ord]]."),
]

PL = [
    ("chat", "Klient: dzień dobry, nazywam się [[full]], zamówienie [[ord]] nie dotarło\nKonsultant: Dzień dobry, [[hon]] [[first_voc]], już sprawdzam."),
    ("chat", "Konsultant [[agent]]: Pod jaki numer mogę oddzwonić?\nKlient: [[phone]]"),
    ("chat", "klient: hej tu [[first_lc]], konto [[first_gen]] jest zablokowane, to konto mojej żony\nkonsultant: Sprawdzam konto [[acct]]."),
    ("record", "Imię: [[first]]\nNazwisko: [[last]]\nAdres: [[address]]\nE-mail: [[email]]\nNr klienta: [[cust]]"),
    ("record", "Właściciel rachunku: [[full]]\nIBAN: [[iban]]\nTytuł: [[inv]]"),
    ("tool", '{"klient": "[[full]]", "telefon": "[[phone_intl]]", "adres": "[[address]]", "zamowienie": "[[ord]]"}'),
    ("note", "Zwrot środków dla [[full_gen]] zlecony, faktura [[inv]]."),
    ("note", "Przekazano paczkę [[first_dat]]; odbiór potwierdziła też osoba z sąsiedztwa, [[other_full]]."),
    ("note", "Oddzwonić do [[initial_last]] na [[phone_ext]] w sprawie zgłoszenia [[tkt]]."),
    ("email", "Dzień dobry,\n\nproszę o zmianę adresu dostawy na:\n[[address_block]]\n\nPozdrawiam\n[[full]]"),
    ("form", "Formularz kontaktowy | imię i nazwisko: [[full]] | e-mail: [[email]] | kod pocztowy: [[postcode]] | treść: pralka nie wiruje"),
    ("billing", "Szanowni Państwo, płatność kartą [[card]] za fakturę [[inv]] została odrzucona. Prosimy o kontakt: [[agent_phone]]."),
    ("chat", "klient: dzięki [[agent_lc]]\nklient: pozdrawiam, [[short]]"),
    ("email", "Dzień dobry,\n\nproszę o kontakt z [[last_gen]] w sprawie faktury [[inv]], numer [[landline]].\n\n[[first]]"),
    ("chat", "Konsultant: Czy rozmawiam z [[full_gen]]?\nKlient: tak, to ja, numer konta [[acct]]"),
]

JA = [
    ("chat", "お客様：こんにちは、[[full]]です。注文番号[[ord]]がまだ届きません\n担当：[[last]]様、お問い合わせありがとうございます。"),
    ("chat", "担当の[[agent]]です。折り返しのお電話番号を教えていただけますか？\nお客様：[[phone]]です"),
    ("chat", "お客様：[[roman_first]]です、メールは[[email]]です\n担当：ありがとうございます。確認いたします。"),
    ("record", "氏名：[[full]]\n住所：[[address]]\n電話番号：[[phone_intl]]\nメール：[[email]]\n会員番号：[[cust]]"),
    ("record", "お届け先\n[[address_block]]\n[[full]] 様\nTEL [[phone]]"),
    ("tool", '{"customer": {"name": "[[full]]", "tel": "[[phone]]", "address": "[[address]]"}, "order": "[[ord]]"}'),
    ("note", "[[last]]様より入電（[[landline]]）。請求書[[inv]]の金額について確認。"),
    ("note", "[[full]]様、チケット[[tkt]]の件で[[phone_ext]]へ折り返し予定。"),
    ("email", "お世話になっております。[[full]]です。\nアカウント[[acct]]のカード[[card]]を削除してください。\nよろしくお願いいたします。"),
    ("form", "お問い合わせフォーム｜お名前：[[full]]｜メール：[[email]]｜郵便番号：[[postcode]]｜内容：電源が入りません"),
    ("delivery", "[[full]]様宛のお荷物（[[ord]]）は[[address_nonum]]の営業所でお預かりしています。"),
    ("chat", "Customer: Hi, I'm [[roman_full]] ([[full]]). Our order [[ord]] has not arrived at the Osaka office.\nAgent: Sorry about that, let me check."),
    ("email", "Hello,\nplease send the invoice [[inv]] to [[email]]. The account holder is [[full]].\nThank you."),
]

ZH = [
    ("chat", "客户：你好，我是[[full]]，订单[[ord]]还没发货\n客服：[[full]]您好，我帮您查一下。"),
    ("chat", "客服[[agent]]：请问您的联系电话是？\n客户：[[phone]]"),
    ("chat", "客户：我叫[[roman_full]]，邮箱是[[email]]\n客服：好的，已为您登记。"),
    ("record", "姓名：[[full]]\n地址：[[address]]\n手机：[[phone_intl]]\n邮箱：[[email]]\n客户编号：[[cust]]"),
    ("record", "收货人：[[full]]\n收货地址：[[address_block]]\n联系电话：[[phone]]"),
    ("tool", '{"客户": "[[full]]", "电话": "[[phone]]", "地址": "[[address]]", "订单": "[[ord]]"}'),
    ("note", "[[last]]先生/女士来电（[[landline]]），对发票[[inv]]有疑问，已记录。"),
    ("note", "工单[[tkt]]：需回电[[full]]，分机号码[[phone_ext]]。"),
    ("email", "您好，\n我是[[full]]，账户[[acct]]绑定的银行卡[[card]]需要解绑。\n谢谢！"),
    ("form", "在线留言｜姓名：[[full]]｜邮箱：[[email]]｜邮编：[[postcode]]｜内容：耳机左边没有声音"),
    ("delivery", "您的快递[[ord]]已放在[[address_nonum]]的快递柜，请尽快取件。"),
    ("chat", "Customer: hello, my name is [[full]] ([[roman_full]]), my phone is [[phone_intl]]\nAgent: Thank you, I have updated the account."),
    ("note", "Customer [[full]] called about [[ord]]; prefers Chinese, callback on [[phone]]."),
]

TEMPLATES = {"en": EN, "fr": FR, "de": DE, "es": ES, "nl": NL, "it": IT, "pl": PL, "ja": JA, "zh": ZH}
# fmt: on
