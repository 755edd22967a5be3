"""Hand-written templates of the fifth exam for en, es, fr, de and it: a clinic's appointment
note, a school's message home, a voicemail transcript (lower case, spoken numbers and e-mails),
an SMS thread, and the free sentences of the insurance claim, utility bill, HR ticket and
travel booking. Slots are ``<<name>>`` (see ``direct.py``); honorifics stay outside spans."""

from __future__ import annotations

EN = {
    "hon": ("Mr", "Ms"),
    "dr": ("Dr", "Dr"),
    "dear": ("Dear", "Dear"),
    "at": "at",
    "dot": "dot",
    "clinic": (
        "Appointment note (front desk)\nPatient: <<c_lf>>\nBooked with <<dr>> <<o_last>>, "
        "Tuesday 10:20, room 4.\nPatient has moved to <<addr>>; please update the file before "
        "the referral letter goes out. Reminders by text to <<phone>>. <<c_first>> would like "
        "the blood results by e-mail (<<email>>).\n- <<a_init>>"
    ),
    "school": (
        "<<dear>> <<hon>> <<c_last>>,\n<<k_first>> left a coat and a lunch box in the changing "
        "room after football practice. <<o_full>> from the office has put them on the shelf "
        "by reception, labelled <<k_full>>.\nIf you cannot collect them this week, reply to "
        "this message from <<email>> and we will send them home in the book bag.\n"
        "Kind regards,\n<<a_first>> (Year 5)"
    ),
    "voicemail": (
        "voicemail 00:41 from unknown caller\nhi this message is for the billing team my name "
        "is <<c_full>> i'm calling about order <<order>> the parcel went to my old address "
        "it should be <<street>> um you can call me back on <<phone_sp>> or email me on "
        "<<email_sp>> thanks bye"
    ),
    "sms": (
        "<<o_first>>: Hi <<c_nick>>, it's <<o_first>> from the lettings office. The plumber "
        "can come Thursday at 8.\n<<c_nick>>: thurs is fine. door code changed, call me on "
        "<<phone>> when ur outside\n<<o_first>>: Noted. Still <<street>>, ground floor?\n"
        "<<c_nick>>: yep. if im at work <<k_first>> has a spare key"
    ),
    "claim": "Burst pipe under the kitchen sink. <<o_full>> (plumber) attended the next morning; "
    "invoice attached.",
    "bill": "Questions about this bill? <<a_first>> in customer care can help.",
    "ticket": "Hi, <<c_first>> here from the warehouse team. I have moved to <<addr>>; please "
    "update my record before the payroll run. <<o_full>> (my manager) has approved it.",
    "booking": "<<c_first>>, your room is held until 23:00 on the day of arrival. Contact "
    "<<a_first>> at the front desk for late check-in.",
    "L": {
        "claim_title": "Home insurance claim",
        "claim_no": "Claim number",
        "holder": "Policyholder",
        "phone": "Phone",
        "email": "Email",
        "address": "Address",
        "payout": "Pay out to",
        "card": "Card",
        "incident": "What happened",
        "bill_title": "Electricity bill",
        "account": "Account",
        "customer": "Customer",
        "supply": "Supply address",
        "period": "Billing period",
        "amount": "Amount due",
        "debit": "Direct debit from",
        "manifest": "order,consignee,street,postcode,city,phone,parcels",
        "sep": ",",
        "ticket_title": "HR ticket",
        "requester": "Requester",
        "subject": "Subject",
        "subject_text": "Change of address",
        "from_ip": "Submitted from",
        "booking_title": "Booking confirmation",
        "ref": "Reference",
        "lead": "Lead guest",
        "guest": "Second guest",
        "postcode": "Billing postcode",
        "order": "Order",
    },
}

ES = {
    "hon": ("Sr.", "Sra."),
    "dr": ("el Dr.", "la Dra."),
    "dear": ("Estimado", "Estimada"),
    "at": "arroba",
    "dot": "punto",
    "clinic": (
        "Nota de cita (recepción)\nPaciente: <<c_lf>>\nCita con <<dr>> <<o_last>>, martes "
        "10:20, consulta 4.\nNuevo domicilio: <<addr>>. "
        "Actualizar la ficha antes de enviar el volante. Recordatorios por SMS al <<phone>>. "
        "<<c_first>> pide los resultados de la analítica por correo (<<email>>).\n- <<a_init>>"
    ),
    "school": (
        "<<dear>> <<hon>> <<c_last>>:\n<<k_first>> se dejó la chaqueta y la fiambrera en el "
        "vestuario después del entrenamiento. <<o_full>>, de secretaría, las ha guardado en "
        "conserjería con una etiqueta a nombre de <<k_full>>.\nSi no puede pasar a recogerlas "
        "esta semana, responda a este mensaje desde <<email>> y se las daremos a la salida.\n"
        "Un saludo,\n<<a_first>> (tutora de 5.º)"
    ),
    "voicemail": (
        "mensaje de voz 00:38\nhola buenas llamo por el pedido <<order>> soy <<c_full>> el "
        "paquete ha ido a la dirección antigua la buena es <<street>> me podéis llamar al "
        "<<phone_sp>> o escribir a <<email_sp>> gracias hasta luego"
    ),
    "sms": (
        "<<o_first>>: Hola <<c_nick>>, soy <<o_first>> de la inmobiliaria. El fontanero puede "
        "ir el jueves a las 8.\n<<c_nick>>: vale el jueves bien. han cambiado el código del "
        "portal, llámame al <<phone>> cuando estéis abajo\n<<o_first>>: Apuntado. ¿Sigue "
        "siendo <<street>>?\n<<c_nick>>: sí. si estoy trabajando <<k_first>> tiene llave"
    ),
    "claim": "Rotura de tubería bajo el fregadero. <<o_full>> (fontanero) vino a la mañana "
    "siguiente; se adjunta la factura.",
    "bill": "¿Dudas sobre esta factura? <<a_first>>, de atención al cliente, le ayudará.",
    "ticket": "Hola, soy <<c_first>>, del equipo de almacén. Me he mudado a <<addr>>; por "
    "favor actualizad mis datos antes de la nómina. <<o_full>> (mi responsable) ya lo ha aprobado.",
    "booking": "<<c_first>>, le guardamos la habitación hasta las 23:00 del día de llegada. "
    "Para llegar más tarde, hable con <<a_first>> en recepción.",
    "L": {
        "claim_title": "Parte de siniestro (hogar)",
        "claim_no": "N.º de siniestro",
        "holder": "Tomador",
        "phone": "Teléfono",
        "email": "Correo",
        "address": "Dirección",
        "payout": "Abonar en",
        "card": "Tarjeta",
        "incident": "Descripción",
        "bill_title": "Factura de luz",
        "account": "Cuenta",
        "customer": "Titular",
        "supply": "Dirección de suministro",
        "period": "Periodo",
        "amount": "Importe",
        "debit": "Domiciliación",
        "manifest": "pedido;destinatario;calle;cp;población;teléfono;bultos",
        "sep": ";",
        "ticket_title": "Ticket de RR. HH.",
        "requester": "Solicitante",
        "subject": "Asunto",
        "subject_text": "Cambio de domicilio",
        "from_ip": "Enviado desde",
        "booking_title": "Confirmación de reserva",
        "ref": "Localizador",
        "lead": "Titular",
        "guest": "Acompañante",
        "postcode": "CP de facturación",
        "order": "Pedido",
    },
}

FR = {
    "hon": ("M.", "Mme"),
    "dr": ("le Dr", "la Dre"),
    "dear": ("Cher", "Chère"),
    "at": "arobase",
    "dot": "point",
    "clinic": (
        "Note de rendez-vous (accueil)\nPatient(e) : <<c_lf>>\nRDV avec <<dr>> <<o_last>>, "
        "mardi 10h20, salle 4.\nNouvelle adresse : <<addr>>. Mettre le dossier à jour avant "
        "l'envoi du courrier au spécialiste. Rappels par SMS au <<phone>>. <<c_first>> "
        "souhaite recevoir les résultats de la prise de sang par mail (<<email>>).\n- <<a_init>>"
    ),
    "school": (
        "Bonjour <<hon>> <<c_last>>,\n<<k_first>> a oublié son manteau et sa boîte à goûter "
        "au vestiaire après l'entraînement. <<o_full>>, du secrétariat, les a rangés à "
        "l'accueil avec une étiquette au nom de <<k_full>>.\nSi vous ne pouvez pas passer "
        "cette semaine, répondez à ce message depuis <<email>> et nous les mettrons dans le "
        "cartable.\nBien cordialement,\n<<a_first>> (CM2)"
    ),
    "voicemail": (
        "message vocal 00:44\nbonjour c'est <<c_full>> j'appelle pour la commande <<order>> "
        "le colis est parti à mon ancienne adresse la bonne c'est <<street>> vous pouvez me "
        "rappeler au <<phone_sp>> ou m'écrire à <<email_sp>> merci au revoir"
    ),
    "sms": (
        "<<o_first>> : Bonjour <<c_nick>>, c'est <<o_first>> de l'agence. Le plombier peut "
        "passer jeudi à 8h.\n<<c_nick>> : jeudi ok. le code de la porte a changé, appelez-moi "
        "au <<phone>> en arrivant\n<<o_first>> : Noté. C'est toujours <<street>> ?\n"
        "<<c_nick>> : oui. si je suis au boulot <<k_first>> a un double des clés"
    ),
    "claim": "Fuite sous l'évier de la cuisine. <<o_full>> (plombier) est intervenu le "
    "lendemain matin ; facture jointe.",
    "bill": "Une question sur cette facture ? <<a_first>>, au service client, vous répond.",
    "ticket": "Bonjour, c'est <<c_first>> de l'équipe entrepôt. J'ai déménagé au <<addr>> ; "
    "merci de mettre à jour mon dossier avant la paie. <<o_full>> (responsable d'équipe) a validé.",
    "booking": "<<c_first>>, votre chambre est garantie jusqu'à 23h le jour de l'arrivée. "
    "Pour une arrivée tardive, contactez <<a_first>> à la réception.",
    "L": {
        "claim_title": "Déclaration de sinistre habitation",
        "claim_no": "N° de sinistre",
        "holder": "Assuré",
        "phone": "Téléphone",
        "email": "E-mail",
        "address": "Adresse",
        "payout": "Indemnité à verser sur",
        "card": "Carte",
        "incident": "Circonstances",
        "bill_title": "Facture d'électricité",
        "account": "Compte",
        "customer": "Titulaire",
        "supply": "Adresse du point de livraison",
        "period": "Période",
        "amount": "Montant",
        "debit": "Prélèvement sur",
        "manifest": "commande;destinataire;rue;code postal;ville;téléphone;colis",
        "sep": ";",
        "ticket_title": "Demande RH",
        "requester": "Demandeur",
        "subject": "Objet",
        "subject_text": "Changement d'adresse",
        "from_ip": "Envoyé depuis",
        "booking_title": "Confirmation de réservation",
        "ref": "Référence",
        "lead": "Client",
        "guest": "Accompagnant",
        "postcode": "Code postal de facturation",
        "order": "Commande",
    },
}

DE = {
    "hon": ("Herr", "Frau"),
    "dr": ("Dr.", "Dr."),
    "dear": ("Sehr geehrter", "Sehr geehrte"),
    "at": "at",
    "dot": "punkt",
    "clinic": (
        "Terminnotiz (Anmeldung)\nPatient/in: <<c_lf>>\nTermin bei <<dr>> <<o_last>>, Dienstag "
        "10:20, Raum 4.\nNeue Anschrift: <<addr>>. Bitte Akte aktualisieren, bevor die "
        "Überweisung rausgeht. Erinnerung per SMS an <<phone>>. <<c_first>> möchte die "
        "Blutwerte per Mail (<<email>>).\n- <<a_init>>"
    ),
    "school": (
        "<<dear>> <<hon>> <<c_last>>,\n<<k_first>> hat nach dem Fußballtraining Jacke und "
        "Brotdose in der Umkleide liegen lassen. <<o_full>> aus dem Sekretariat hat beides "
        "mit dem Namen <<k_full>> beschriftet und ins Regal am Eingang gelegt.\nFalls Sie "
        "es diese Woche nicht abholen können, antworten Sie bitte von <<email>>, dann geben "
        "wir es mit.\nViele Grüße\n<<a_first>> (Klasse 4b)"
    ),
    "voicemail": (
        "sprachnachricht 00:40\nja hallo hier ist <<c_full>> es geht um die bestellung "
        "<<order>> das paket ist an meine alte adresse gegangen richtig ist <<street>> "
        "rufen sie mich gern zurück unter <<phone_sp>> oder per mail an <<email_sp>> danke "
        "tschüss"
    ),
    "sms": (
        "<<o_first>>: Hallo <<c_nick>>, hier <<o_first>> von der Hausverwaltung. Der "
        "Installateur kann Donnerstag um 8.\n<<c_nick>>: do passt. türcode ist neu, ruf "
        "mich unter <<phone>> an wenn ihr unten seid\n<<o_first>>: Notiert. Immer noch "
        "<<street>>, EG?\n<<c_nick>>: ja. wenn ich arbeite hat <<k_first>> einen schlüssel"
    ),
    "claim": "Rohrbruch unter der Küchenspüle. <<o_full>> (Installateur) war am nächsten "
    "Morgen da; Rechnung anbei.",
    "bill": "Fragen zur Rechnung? <<a_first>> vom Kundenservice hilft Ihnen gern.",
    "ticket": "Hallo, hier ist <<c_first>> aus dem Lager. Ich bin umgezogen, neue Anschrift: "
    "<<addr>>; bitte vor der Gehaltsabrechnung ändern. <<o_full>> (meine Teamleitung) hat zugestimmt.",
    "booking": "<<c_first>>, Ihr Zimmer ist am Anreisetag bis 23 Uhr reserviert. Für eine "
    "spätere Anreise melden Sie sich bei <<a_first>> an der Rezeption.",
    "L": {
        "claim_title": "Schadenmeldung Hausrat",
        "claim_no": "Schadennummer",
        "holder": "Versicherungsnehmer",
        "phone": "Telefon",
        "email": "E-Mail",
        "address": "Anschrift",
        "payout": "Auszahlung auf",
        "card": "Karte",
        "incident": "Schadenhergang",
        "bill_title": "Stromrechnung",
        "account": "Kundenkonto",
        "customer": "Kunde",
        "supply": "Lieferanschrift",
        "period": "Abrechnungszeitraum",
        "amount": "Betrag",
        "debit": "Lastschrift von",
        "manifest": "Auftrag;Empfänger;Straße;PLZ;Ort;Telefon;Pakete",
        "sep": ";",
        "ticket_title": "HR-Ticket",
        "requester": "Antragsteller",
        "subject": "Betreff",
        "subject_text": "Adressänderung",
        "from_ip": "Gesendet von",
        "booking_title": "Buchungsbestätigung",
        "ref": "Buchungsnummer",
        "lead": "Hauptgast",
        "guest": "Mitreisende/r",
        "postcode": "PLZ (Rechnung)",
        "order": "Bestellung",
    },
}

IT = {
    "hon": ("Sig.", "Sig.ra"),
    "dr": ("il dott.", "la dott.ssa"),
    "dear": ("Gentile", "Gentile"),
    "at": "chiocciola",
    "dot": "punto",
    "clinic": (
        "Nota appuntamento (accettazione)\nPaziente: <<c_lf>>\nVisita con <<dr>> <<o_last>>, "
        "martedì ore 10:20, ambulatorio 4.\nNuovo indirizzo: <<addr>>. Aggiornare la cartella "
        "prima di inviare l'impegnativa. Promemoria via SMS al <<phone>>. <<c_first>> chiede "
        "gli esiti del prelievo per e-mail (<<email>>).\n- <<a_init>>"
    ),
    "school": (
        "<<dear>> <<hon>> <<c_last>>,\n<<k_first>> ha dimenticato giacca e portamerenda "
        "nello spogliatoio dopo l'allenamento. <<o_full>> della segreteria li ha messi in "
        "portineria con un'etichetta a nome di <<k_full>>.\nSe non riesce a passare questa "
        "settimana, risponda a questo messaggio da <<email>> e li consegneremo all'uscita.\n"
        "Cordiali saluti,\n<<a_first>> (classe 5ª B)"
    ),
    "voicemail": (
        "messaggio vocale 00:39\nsì buongiorno sono <<c_full>> chiamo per l'ordine <<order>> "
        "il pacco è andato al vecchio indirizzo quello giusto è <<street>> mi potete "
        "richiamare al <<phone_sp>> oppure scrivere a <<email_sp>> grazie arrivederci"
    ),
    "sms": (
        "<<o_first>>: Ciao <<c_nick>>, sono <<o_first>> dell'agenzia. L'idraulico può venire "
        "giovedì alle 8.\n<<c_nick>>: giovedì va bene. hanno cambiato il codice del portone, "
        "chiamami al <<phone>> quando siete giù\n<<o_first>>: Segnato. Sempre <<street>>?\n"
        "<<c_nick>>: sì. se sono al lavoro le chiavi le ha <<k_first>>"
    ),
    "claim": "Perdita dal tubo sotto il lavello. <<o_full>> (idraulico) è intervenuto la "
    "mattina dopo; fattura in allegato.",
    "bill": "Domande sulla bolletta? <<a_first>> del servizio clienti è a disposizione.",
    "ticket": "Ciao, sono <<c_first>> del magazzino. Mi sono trasferito/a in <<addr>>; "
    "aggiornate i miei dati prima delle buste paga. <<o_full>> (responsabile) ha approvato.",
    "booking": "<<c_first>>, la camera è garantita fino alle 23:00 del giorno di arrivo. Per "
    "arrivi più tardi contatti <<a_first>> alla reception.",
    "L": {
        "claim_title": "Denuncia di sinistro casa",
        "claim_no": "N. sinistro",
        "holder": "Contraente",
        "phone": "Telefono",
        "email": "E-mail",
        "address": "Indirizzo",
        "payout": "Liquidare su",
        "card": "Carta",
        "incident": "Dinamica",
        "bill_title": "Bolletta luce",
        "account": "Codice cliente",
        "customer": "Intestatario",
        "supply": "Indirizzo di fornitura",
        "period": "Periodo",
        "amount": "Importo",
        "debit": "Addebito su",
        "manifest": "ordine;destinatario;via;cap;località;telefono;colli",
        "sep": ";",
        "ticket_title": "Ticket HR",
        "requester": "Richiedente",
        "subject": "Oggetto",
        "subject_text": "Cambio di residenza",
        "from_ip": "Inviato da",
        "booking_title": "Conferma di prenotazione",
        "ref": "Codice prenotazione",
        "lead": "Ospite",
        "guest": "Secondo ospite",
        "postcode": "CAP di fatturazione",
        "order": "Ordine",
    },
}
