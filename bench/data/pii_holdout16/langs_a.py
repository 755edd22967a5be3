"""Hand-typed names, places and sentence frames: English (Britain, United States), Italian,
Dutch and Swedish. Name lists are space-separated strings ("_" stands for a space inside a
name); ``nick`` pairs a given name with its usual short form; ``common`` lists given names that
are ordinary words of the language. Postcode patterns: ``{p}`` is a town's prefix, ``#`` a
digit, ``@`` a capital letter."""

from __future__ import annotations

EN_GB = {
    "locale": "en_GB",
    "lang": "en",
    "region": "GB",
    "script": "latin",
    "women": "Charlotte Emily Sophie Hannah Lucy Eleanor Harriet Imogen Freya Megan Bethan Niamh",
    "men": "Oliver James Harry George Callum Jack Rhys Alfie Toby Hamish Owen Ewan",
    "surnames": "Whitfield Ashworth Pemberton Thornton Fairclough Marsden Cartwright Holloway "
    "Pennington Bradshaw Chaudhry Lockwood Fenwick Okoro",
    "common": "Ivy:f Hazel:f Dawn:f Poppy:f Rusty:m",
    "nick": "Charlotte:Lottie Eleanor:Nell Harriet:Hattie Imogen:Immy Oliver:Olly James:Jim "
    "Callum:Cal Alfie:Alf Megan:Meg",
    "hon": ("Ms", "Mr", "pre"),
    "streets": [
        "Wellington Road",
        "Albert Street",
        "Mill Lane",
        "Cromwell Avenue",
        "Hawthorn Close",
        "St Mary's Terrace",
    ],
    "towns": [
        ("Manchester", "M14"),
        ("Leeds", "LS6"),
        ("Bristol", "BS7"),
        ("Cardiff", "CF24"),
        ("Norwich", "NR2"),
    ],
    "post": "{p} #@@",
    "addr": "{no} {street}, {town} {post}",
    "domains": "gmail.com btinternet.com outlook.com hotmail.co.uk",
    "iban": "GB",
    "f": {
        "hello": "Hi, it's {name} here.",
        "call": "Could you ring me back on {phone}?",
        "mail": "Or email me at {email}.",
        "addr": "I'm at {addr}.",
        "post": "Postcode is {post}.",
        "mother": "If I'm out my mum {rel} can take it, her mobile is {rphone}.",
        "order": "It's about order {order}.",
        "acct": "My account number is {acct}.",
        "card": "The charge went on my card {card}.",
        "refund": "Please refund it to {iban}.",
        "wait": "I've been waiting a week and nobody has got back to me.",
        "dear": "Dear {name},",
        "sorry": "Sorry for the delay, I've passed this on to the right team.",
        "sign": "Kind regards, {agent}",
        "bye": "Thanks, {name}",
    },
}

EN_US = {
    "locale": "en_US",
    "lang": "en",
    "region": "US",
    "script": "latin",
    "women": "Madison Brittany Ashley Kayla Jessica Taylor Alyssa Courtney Brianna Shanice "
    "Lindsey Morgan",
    "men": "Tyler Brandon Cody Dustin Kyle Travis Jamal DeShawn Garrett Colton Wyatt Caleb",
    "surnames": "Hendricks Mendoza Kowalski Sullivan Washington Delgado Stroud Pruitt Gallagher "
    "Whitaker Nakamura Jablonski Okonkwo Castellano",
    "common": "Summer:f Autumn:f Destiny:f Crystal:f Hunter:m",
    "nick": "Jessica:Jess Brittany:Britt Alyssa:Lyss Brandon:Bran Dustin:Dusty Garrett:Gary "
    "Caleb:Cal Courtney:Court Lindsey:Lindz Travis:Trav",
    "hon": ("Ms.", "Mr.", "pre"),
    "streets": [
        "Maple Avenue",
        "Oak Street",
        "Lakeview Drive",
        "Sycamore Lane",
        "Elm Court",
        "Ridgewood Boulevard",
    ],
    "towns": [
        ("Columbus, OH", "432"),
        ("Tucson, AZ", "857"),
        ("Raleigh, NC", "276"),
        ("Spokane, WA", "992"),
        ("Albany, NY", "122"),
    ],
    "post": "{p}##",
    "addr": "{no} {street}, {town} {post}",
    "domains": "gmail.com yahoo.com icloud.com aol.com",
    "iban": "",
    "f": {
        "hello": "Hi, this is {name}.",
        "call": "Please call me back at {phone}.",
        "mail": "You can also email me at {email}.",
        "addr": "My address is {addr}.",
        "post": "Zip code is {post}.",
        "mother": "If I'm not home my mom {rel} can sign for it, her cell is {rphone}.",
        "order": "This is about order {order}.",
        "acct": "My account number is {acct}.",
        "card": "The charge is on my card {card}.",
        "wait": "It's been a week and no one has gotten back to me.",
        "dear": "Hi {name},",
        "sorry": "I'm sorry about the wait, I've escalated this to the right team.",
        "sign": "Best, {agent}",
        "bye": "Thanks, {name}",
    },
}

IT_IT = {
    "locale": "it_IT",
    "lang": "it",
    "region": "IT",
    "script": "latin",
    "women": "Giulia Chiara Francesca Martina Federica Alessia Valentina Elisa Ilaria Beatrice "
    "Noemi Arianna",
    "men": "Marco Luca Davide Matteo Stefano Simone Lorenzo Alessandro Riccardo Giorgio "
    "Tommaso Emanuele",
    "surnames": "Rossi Esposito Colombo Ricci Marino Greco Gallo De_Luca Mancini Lombardi "
    "Moretti Barbieri Fontana Caruso",
    "common": "Gioia:f Stella:f Celeste:f Bianca:f Felice:m",
    "nick": "Francesca:Fra Alessandro:Ale Valentina:Vale Federica:Fede Lorenzo:Lollo "
    "Riccardo:Ricky Tommaso:Tommy Beatrice:Bea Emanuele:Manu Simone:Simo",
    "hon": ("Sig.ra", "Sig.", "pre"),
    "streets": [
        "Via Giuseppe Garibaldi",
        "Corso Vittorio Emanuele II",
        "Via dei Mille",
        "Viale Monza",
        "Via Roma",
        "Piazza Santo Stefano",
    ],
    "towns": [
        ("Milano", "201"),
        ("Torino", "101"),
        ("Bologna", "401"),
        ("Napoli", "801"),
        ("Bari", "701"),
    ],
    "post": "{p}##",
    "addr": "{street} {no}, {post} {town}",
    "domains": "libero.it gmail.com tiscali.it virgilio.it",
    "iban": "IT",
    "f": {
        "hello": "Buongiorno, sono {name}.",
        "call": "Mi potete richiamare al {phone}?",
        "mail": "Potete scrivermi anche a {email}.",
        "addr": "Abito in {addr}.",
        "post": "Il CAP è {post}.",
        "mother": "Se non ci sono, mia madre {rel} può ritirarlo, il suo numero è {rphone}.",
        "order": "Si tratta dell'ordine {order}.",
        "acct": "Il mio numero cliente è {acct}.",
        "card": "L'addebito è sulla mia carta {card}.",
        "refund": "Vi prego di fare il rimborso sull'IBAN {iban}.",
        "wait": "Aspetto da una settimana e nessuno mi ha chiamato.",
        "dear": "Gentile {name},",
        "sorry": "Ci scusiamo per il ritardo, abbiamo inoltrato la richiesta al reparto "
        "competente.",
        "sign": "Cordiali saluti, {agent}",
        "bye": "Grazie, {name}",
    },
}

NL_NL = {
    "locale": "nl_NL",
    "lang": "nl",
    "region": "NL",
    "script": "latin",
    "women": "Sanne Lotte Femke Anouk Iris Marloes Esther Maaike Ilse Noor Lieke Annelies",
    "men": "Daan Thijs Joris Bram Sander Ruben Jeroen Wouter Maarten Pieter Koen Niels",
    "surnames": "de_Vries Jansen van_den_Berg Visser Smit Meijer de_Boer Mulder de_Groot "
    "van_Dijk Hendriks Dekker van_Leeuwen Brouwer",
    "common": "Roos:f Fleur:f Sterre:f Mees:m",
    "nick": "Pieter:Piet Wouter:Wout Marloes:Loes Annelies:Lies Femke:Fem Sander:San",
    "hon": ("mevrouw", "meneer", "pre"),
    "streets": [
        "Prinsengracht",
        "Kerkstraat",
        "Dorpsstraat",
        "Stationsweg",
        "Molenlaan",
        "Oudegracht",
    ],
    "towns": [
        ("Amsterdam", "10"),
        ("Utrecht", "35"),
        ("Rotterdam", "30"),
        ("Groningen", "97"),
        ("Eindhoven", "56"),
    ],
    "post": "{p}## @@",
    "addr": "{street} {no}, {post} {town}",
    "domains": "gmail.com ziggo.nl kpnmail.nl hotmail.nl",
    "iban": "NL",
    "f": {
        "hello": "Hoi, met {name}.",
        "call": "Kunnen jullie me terugbellen op {phone}?",
        "mail": "Mailen mag ook naar {email}.",
        "addr": "Mijn adres is {addr}.",
        "post": "Mijn postcode is {post}.",
        "mother": "Als ik er niet ben, kan mijn moeder {rel} het aannemen, haar nummer is "
        "{rphone}.",
        "order": "Het gaat om bestelling {order}.",
        "acct": "Mijn klantnummer is {acct}.",
        "card": "Het bedrag is van mijn creditcard {card} afgeschreven.",
        "refund": "Graag het geld terugstorten op {iban}.",
        "wait": "Ik wacht al een week en niemand heeft gebeld.",
        "dear": "Beste {name},",
        "sorry": "Excuses voor het wachten, we hebben het doorgezet naar het juiste team.",
        "sign": "Met vriendelijke groet, {agent}",
        "bye": "Bedankt, {name}",
    },
}

SV_SE = {
    "locale": "sv_SE",
    "lang": "sv",
    "region": "SE",
    "script": "latin",
    "women": "Anna Emma Elin Sara Maja Ebba Klara Frida Johanna Karin Ingrid Astrid",
    "men": "Erik Lars Johan Anders Oskar Mattias Henrik Gustav Fredrik Magnus Nils Jonas",
    "surnames": "Andersson Johansson Karlsson Nilsson Eriksson Lindqvist Bergström Lindberg "
    "Sjöberg Åkesson Holmgren Engström Nyström Forsberg",
    "common": "Linnea:f Viola:f Björn:m Stig:m Sten:m",
    "nick": "Fredrik:Fredde Magnus:Manne Mattias:Matte Gustav:Gurra Oskar:Ogge Henrik:Henke "
    "Johanna:Jojo Erik:Ecke",
    "hon": ("fru", "herr", "pre"),
    "streets": [
        "Storgatan",
        "Drottninggatan",
        "Kungsgatan",
        "Vasagatan",
        "Sveavägen",
        "Linnégatan",
    ],
    "towns": [
        ("Stockholm", "11"),
        ("Göteborg", "41"),
        ("Malmö", "21"),
        ("Uppsala", "75"),
        ("Umeå", "90"),
    ],
    "post": "{p}# ##",
    "addr": "{street} {no}, {post} {town}",
    "domains": "gmail.com telia.com outlook.com bredband.net",
    "iban": "SE",
    "f": {
        "hello": "Hej, det är {name}.",
        "call": "Kan ni ringa upp mig på {phone}?",
        "mail": "Ni kan också mejla mig på {email}.",
        "addr": "Min adress är {addr}.",
        "post": "Postnumret är {post}.",
        "mother": "Om jag inte är hemma kan min mamma {rel} ta emot det, hennes nummer är "
        "{rphone}.",
        "order": "Det gäller order {order}.",
        "acct": "Mitt kundnummer är {acct}.",
        "card": "Pengarna drogs från mitt kort {card}.",
        "refund": "Snälla betala tillbaka till {iban}.",
        "wait": "Jag har väntat en vecka och ingen har hört av sig.",
        "dear": "Hej {name},",
        "sorry": "Vi ber om ursäkt för dröjsmålet och har skickat ärendet vidare.",
        "sign": "Vänliga hälsningar, {agent}",
        "bye": "Tack, {name}",
    },
}

LOCALES_A = [EN_GB, EN_US, IT_IT, NL_NL, SV_SE]
