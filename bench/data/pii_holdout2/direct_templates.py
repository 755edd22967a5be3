"""Direct templates for pii_holdout2, written by hand for this set: (genre, template).

Genres: transcript (chat with speaker labels), thread (e-mail with quoted reply and signature),
crm (CRM notes), tool (nested JSON tool responses), csv (header and rows), voice (lower-case
speech-to-text, no punctuation), mixed (a message switching between its language and English).
"""

NEUTRAL = [
    (
        "tool",
        '{"tool": "tickets.search", "hits": [{"ticket": "<<tkt>>", "requester": '
        '{"display": "<<init_last>>", "email": "<<email>>"}, "sessions": [{"ip": "<<ip>>"}, '
        '{"ip": "<<ipv6>>"}]}]}',
    ),
    ("csv", "invoice|name|iban|amount\n<<inv>>|<<last_first>>|<<iban>>|<<amount>>"),
    (
        "tool",
        '{"tool": "crm.lookup", "ok": true, "result": {"customer": {"id": "<<cust>>", '
        '"name": {"given": "<<first>>", "family": "<<last>>"}, "contact": {"email": '
        '"<<email>>", "phones": [{"kind": "mobile", "number": "<<phone_i>>"}]}}, '
        '"accounts": [{"id": "<<acct>>", "status": "active"}]}}',
    ),
    (
        "tool",
        '{"tool": "orders.get", "data": {"order": {"ref": "<<ord>>", "total": "<<amount>>", '
        '"ship_to": {"recipient": "<<name>>", "line1": "<<street>>", "postal_code": '
        '"<<postcode>>"}, "payment": {"method": "card", "last4": "<<last4>>"}}}, '
        '"trace": {"client_ip": "<<ip>>"}}',
    ),
    (
        "tool",
        '{"tool": "billing.refund", "status": "pending", "request": {"invoice": "<<inv>>", '
        '"account": "<<acct>>", "payout": {"iban": "<<iban>>", "holder": "<<last_first>>"}}, '
        '"notes": ["requested by <<nick>> via chat", "ticket <<tkt>>"]}',
    ),
    (
        "csv",
        "customer_id,full_name,email,phone,postcode,last_order\n"
        "<<cust>>,<<name>>,<<email>>,<<phone_e>>,<<postcode>>,<<ord>>",
    ),
    ("csv", "ticket;opened_by;ip;order;card\n<<tkt>>;<<init_last>>;<<ipv6>>;<<ord>>;<<card>>"),
]

TEMPLATES = {
    "en": [
        (
            "transcript",
            "Agent: Hi <<first>>, I've pulled up <<poss>> account <<acct>>.\nCustomer: "
            "It's really my partner <<other_full>> who uses it, but I pay.\nAgent: "
            "Understood. I'll send a confirmation to <<email>>.",
        ),
        (
            "crm",
            "Callback list\n- <<init_last>> / <<phone_i>> / re <<tkt>>\n- same user, new "
            "device, IP <<ipv6>> on <<acct>>",
        ),
        (
            "thread",
            "Hello,\n\nplease find attached invoice <<inv>> for <<name>>, billed to "
            "<<addr>>.\n\nKind regards\n<<agent_full>>\nCustomer Care",
        ),
        (
            "transcript",
            "[10:02] Customer: hi, this is <<nick>> <<last>>, my <<product>> stopped "
            "syncing\n[10:03] Agent (<<agent>>): Sorry to hear that! Can you confirm "
            "the email on the account?\n[10:03] Customer: <<email>>\n[10:04] Agent "
            "(<<agent>>): Thanks <<first>>, I see order <<ord>>.",
        ),
        (
            "transcript",
            "Visitor: my card <<card>> got charged twice for <<inv>>\nBot: I can help "
            "with billing. What is your account number?\nVisitor: <<acct>>, name on "
            "it is <<init_last>>\nBot: Thank you. A refund to the card ending "
            "<<last4>> has been queued.",
        ),
        (
            "thread",
            "Subject: Re: delivery to <<city>>\n\nHi <<agent>>,\n\nThe courier left "
            "a note but nobody was home. Please send it to my work address instead:\n"
            "<<addr_ml>>\n\nCheers,\n<<nick>>\n<<phone_i>>\n\n> On Tue, <<agent_full>> "
            "<<<agent_email>>> wrote:\n> Your order <<ord>> is out for delivery.",
        ),
        (
            "thread",
            "From: <<name>> <<<email>>>\nTo: billing team\n\nPlease update the direct "
            "debit to <<iban>>. The old account is closed.\n\n--\n<<initials>> | "
            "mobile <<phone>> | home <<home>>",
        ),
        (
            "crm",
            "CRM 2026-11-<<day>> <<agent_init>>: spoke with <<poss>> partner <<other>>, "
            "who says <<first>> moved from <<addr_nonum>> to <<addr>>. Customer id "
            "<<cust>>. Callback on <<phone>>.",
        ),
        (
            "crm",
            "NOTE: <<last_first>> (<<acct>>) flagged for fraud review after login from "
            "<<ip>>; ticket <<tkt>>. Do not discuss with <<other_full>>.",
        ),
        (
            "voice",
            "yeah hi my name is <<lower_name>> and i'm calling about order <<ord>> the "
            "email is <<email_spoken>> and you can reach me on <<phone>>",
        ),
        (
            "voice",
            "ok so it's <<first>> again um the card is <<card>> and the post code is "
            "<<postcode>> yeah",
        ),
        (
            "mixed",
            "Customer wrote in Spanglish: hola, soy <<first>>, necesito cambiar la "
            "dirección a <<street>>, ok? thanks, mi teléfono es <<phone>>",
        ),
    ],
    "en_US": [
        (
            "transcript",
            "Agent: For verification I need the last four of your SSN.\nCaller "
            "(<<name>>): the whole thing is <<ssn>>, just take it\nAgent: Please "
            "don't share the full number. I'll note the ZIP <<postcode>> instead.",
        ),
        (
            "crm",
            "Escalation: <<poss>> W-9 upload contains SSN <<ssn>>; redact before "
            "forwarding to <<agent_full>>.",
        ),
    ],
    "fr": [
        (
            "transcript",
            "Conseiller (<<agent>>) : Pouvez-vous me donner votre IBAN ?\nCliente : "
            "oui, c'est <<iban>>, au nom de <<name>>.",
        ),
        ("crm", "Rappel : <<initials>> attend un avoir sur <<inv>>, tél. <<phone_e>>."),
        (
            "transcript",
            "Client : Bonjour, <<name>> à l'appareil, ma commande <<ord>> n'est "
            "pas arrivée.\nConseillère (<<agent>>) : Je regarde. Votre code postal ?"
            "\nClient : <<postcode>>, et mon portable c'est le <<phone>>.",
        ),
        (
            "thread",
            "Objet : Changement d'adresse\n\nBonjour,\n\nMerci de noter ma nouvelle "
            "adresse : <<addr>>. Mon IBAN reste <<iban>>.\n\nCordialement,\n"
            "<<init_last>>\n<<phone_i>>",
        ),
        (
            "crm",
            "Note <<agent_init>> : Mme <<last>> rappelle pour la facture <<inv>> ; elle "
            "signale qu'un proche, <<other>>, a utilisé la carte <<card>>.",
        ),
        (
            "voice",
            "oui bonjour c'est <<lower_name>> j'appelle pour le compte <<acct>> mon "
            "numéro c'est le <<phone>>",
        ),
        (
            "mixed",
            "Bonjour, I'm <<first>> <<last>>, je n'arrive pas à me connecter, error "
            "says account <<acct>> locked. Mon mail : <<email>>. Merci!",
        ),
    ],
    "de": [
        (
            "transcript",
            "Mitarbeiterin (<<agent>>): Ihre Kundennummer bitte.\nKunde: <<cust>>, "
            "und die IBAN ist <<iban>>.\nMitarbeiterin: Danke, Herr/Frau <<last>>.",
        ),
        ("crm", "Rückruf an <<init_last>> unter <<phone>> wegen <<tkt>>; Login von <<ip>>."),
        (
            "transcript",
            "Kunde: Guten Tag, hier ist <<name>>.\nMitarbeiter (<<agent>>): Hallo! "
            "Wie kann ich helfen?\nKunde: <<poss>> Bestellung <<ord>> fehlt noch, "
            "Lieferadresse <<addr>>.",
        ),
        (
            "thread",
            "Betreff: AW: Rückerstattung <<inv>>\n\nSehr geehrte Damen und Herren,\n\n"
            "bitte überweisen Sie den Betrag auf <<iban>>.\n\nMit freundlichen Grüßen\n"
            "<<name>>\nTel. <<phone>>\n\n> Am Montag schrieb <<agent_full>>:\n> Wir "
            "benötigen Ihre Bankverbindung.",
        ),
        (
            "crm",
            "Notiz <<agent_init>>: Herr/Frau <<last>> (Kd.-Nr. <<cust>>) wohnt nicht "
            "mehr in <<addr_nonum>>; neue Nummer <<phone_i>>.",
        ),
        (
            "voice",
            "ja hallo hier spricht <<lower_name>> ich rufe wegen der rechnung <<inv>> an "
            "meine karte ist <<card>>",
        ),
        (
            "mixed",
            "Hi, <<first>> hier, quick question: mein Account <<acct>> zeigt die falsche "
            "E-Mail, sollte <<email>> sein. Danke!",
        ),
    ],
    "es": [
        (
            "transcript",
            "Agente (<<agent>>): ¿Nombre del titular?\nCliente: <<last_first>>, con "
            "la tarjeta <<card>>.",
        ),
        (
            "crm",
            "Llamar a <<first>> al <<phone_i>> por el ticket <<tkt>>; nuevo domicilio:\n"
            "<<addr_ml>>",
        ),
        (
            "transcript",
            "Cliente: Hola, soy <<name>>, tengo un problema con el pedido <<ord>>.\n"
            "Agente (<<agent>>): ¿Me confirma su correo?\nCliente: <<email>>, y "
            "el móvil <<phone>>.",
        ),
        (
            "thread",
            "Asunto: RE: Domiciliación\n\nBuenos días:\n\nLes adjunto mi nueva cuenta "
            "<<iban>>.\n\nUn saludo,\n<<name>>\n<<addr_ml>>",
        ),
        (
            "crm",
            "Nota de <<agent_init>>: la Sra. <<last>> (cuenta <<acct>>) dice que su hermano "
            "<<other_full>> no está autorizado. Tarjeta <<card>> bloqueada.",
        ),
        (
            "voice",
            "sí buenas soy <<lower_name>> llamo por la factura <<inv>> el código postal "
            "es <<postcode>>",
        ),
        (
            "mixed",
            "hola!! my order <<ord>> never arrived, vivo en <<street>>, <<city>>. "
            "Saludos, <<first>>",
        ),
    ],
    "nl": [
        (
            "transcript",
            "Medewerker (<<agent>>): Wat is uw klantnummer?\nKlant: <<cust>>, op "
            "naam van <<init_last>>, postcode <<postcode>>.",
        ),
        ("crm", "Terugbellen: <<first>> op <<phone_e>>, IBAN <<iban>> klopt niet."),
        (
            "transcript",
            "Klant: Goedemiddag, met <<name>>.\nMedewerker (<<agent>>): Waarmee kan "
            "ik u helpen?\nKlant: <<poss>> abonnement op <<acct>> is dubbel "
            "afgeschreven van <<iban>>.",
        ),
        (
            "thread",
            "Onderwerp: Re: retour <<ord>>\n\nBeste <<agent>>,\n\nHet pakket ligt "
            "klaar op <<addr>>.\n\nMet vriendelijke groet,\n<<init_last>>\n<<phone>>",
        ),
        (
            "crm",
            "Notitie <<agent_init>>: dhr./mevr. <<last>> belde vanaf <<phone_i>> over "
            "factuur <<inv>>; partner <<other>> heeft het account <<cust>> geopend.",
        ),
        (
            "voice",
            "ja hallo met <<lower_name>> ik bel over bestelling <<ord>> mijn postcode is "
            "<<postcode>>",
        ),
        (
            "mixed",
            "Hoi, <<first>> here, can you change mijn e-mailadres naar <<email>>? "
            "Account <<acct>>. Thanks!",
        ),
    ],
    "pl": [
        (
            "transcript",
            "Konsultant (<<agent>>): Poproszę numer zamówienia.\nKlient: <<ord>>, na "
            "nazwisko <<last>>, telefon <<phone_i>>.",
        ),
        (
            "crm",
            "Oddzwonić do <<init_last>> pod numer <<phone>> w sprawie <<tkt>>; logowanie z <<ip>>.",
        ),
        (
            "transcript",
            "Klient: Dzień dobry, z tej strony <<name>>.\nKonsultant (<<agent>>): "
            "Dzień dobry, w czym mogę pomóc?\nKlient: zamówienie <<ord>> na adres "
            "<<addr>> nie dotarło.",
        ),
        (
            "thread",
            "Temat: Re: zwrot <<inv>>\n\nDzień dobry,\n\nproszę o zwrot na konto "
            "<<iban>>.\n\nPozdrawiam\n<<name>>\ntel. <<phone>>",
        ),
        (
            "crm",
            "Notatka <<agent_init>>: zgłoszenie od <<poss>> w sprawie konta <<acct>>; "
            "numer kontaktowy <<phone_i>>, karta <<card>> zastrzeżona.",
        ),
        (
            "voice",
            "dzień dobry mówi <<lower_name>> dzwonię w sprawie faktury <<inv>> kod "
            "pocztowy <<postcode>>",
        ),
        (
            "mixed",
            "Hej, tu <<first>>, sorry for English, moje konto <<acct>> is blocked, "
            "email <<email>>. Dzięki",
        ),
    ],
    "ja": [
        (
            "transcript",
            "担当(<<agent_kanji>>): ご本人様確認のため、お名前をお願いします。\nお客様: "
            "<<kanji>>です。カードは<<card>>です。",
        ),
        ("crm", "<<romaji_ja_order>> (<<kanji_last>>様) 請求書<<inv>>、海外口座<<iban>>へ返金。"),
        (
            "transcript",
            "お客様: こんにちは、<<kanji>>です。注文<<ord>>がまだ届きません。\n担当(<<agent_kanji>>): "
            "お調べします。ご住所は<<addr>>でよろしいですか。\nお客様: はい、電話は<<phone>>です。",
        ),
        (
            "thread",
            "件名: Re: お支払い方法の変更\n\n<<kanji_last>>様\n\nカード<<card>>の登録を承りました。\n\n"
            "--\n<<agent_full>>\n<<agent_email>>",
        ),
        (
            "crm",
            "メモ <<agent_init>>: <<kanji_first>>さん(<<romaji_ja_order>>)より連絡、アカウント"
            "<<acct>>、メール<<email>>。ご家族の<<other_kanji>>様は契約者ではない。",
        ),
        (
            "voice",
            "moshimoshi <<lower_name>> desu chuumon <<ord>> no ken de denwa shimashita "
            "bangou wa <<phone>> desu",
        ),
        (
            "mixed",
            "Hi, <<first>> <<last>> です。my order <<ord>> の配送先を<<addr_ml>>に変更してください。"
            " Thanks!",
        ),
    ],
}
