"""Hand-written templates of the fifth exam for pt, nl, pl and sv (same genres and slots as
``prose_a.py``), written in each language's own phrasing rather than translated word for word."""

from __future__ import annotations

PT = {
    "hon": ("Sr.", "Sra."),
    "dr": ("o Dr.", "a Dra."),
    "dear": ("Caro", "Cara"),
    "at": "arroba",
    "dot": "ponto",
    "clinic": (
        "Nota de consulta (receção)\nUtente: <<c_lf>>\nConsulta com <<dr>> <<o_last>>, "
        "terça-feira às 10h20, gabinete 4.\nMorada nova: <<addr>>. Atualizar a ficha antes "
        "de enviar a credencial. Lembretes por SMS para o <<phone>>. <<c_first>> pede os "
        "resultados das análises por e-mail (<<email>>).\n- <<a_init>>"
    ),
    "school": (
        "Olá, <<hon>> <<c_last>>,\n<<k_first>> esqueceu o casaco e a lancheira no vestiário "
        "depois do treino. <<o_full>>, da secretaria, guardou tudo na portaria com uma "
        "etiqueta com o nome <<k_full>>.\nSe não puder vir buscar esta semana, responda a "
        "esta mensagem a partir de <<email>> e entregamos à saída.\nCumprimentos,\n"
        "<<a_first>> (4.º ano)"
    ),
    "voicemail": (
        "mensagem de voz 00:42\nolá bom dia fala <<c_full>> é sobre a encomenda <<order>> o "
        "pacote foi para a morada antiga a certa é <<street>> podem ligar-me para o "
        "<<phone_sp>> ou mandar e-mail para <<email_sp>> obrigado até logo"
    ),
    "sms": (
        "<<o_first>>: Olá <<c_nick>>, é <<o_first>> da imobiliária. O canalizador pode ir "
        "quinta às 8.\n<<c_nick>>: quinta dá. mudaram o código da porta, liga para o "
        "<<phone>> quando chegarem\n<<o_first>>: Anotado. Continua a ser <<street>>?\n"
        "<<c_nick>>: sim. se eu estiver no trabalho a <<k_first>> tem a chave"
    ),
    "claim": "Rutura do cano debaixo do lava-loiça. <<o_full>> (canalizador) veio na manhã "
    "seguinte; fatura em anexo.",
    "bill": "Dúvidas sobre esta fatura? <<a_first>>, do apoio ao cliente, ajuda.",
    "ticket": "Olá, é <<c_first>>, da equipa do armazém. Mudei de casa para <<addr>>; por favor "
    "atualizem os meus dados antes do processamento salarial. <<o_full>> (chefia) já aprovou.",
    "booking": "<<c_first>>, o quarto fica garantido até às 23h do dia de chegada. Para "
    "chegadas mais tarde fale com <<a_first>> na receção.",
    "L": {
        "claim_title": "Participação de sinistro (casa)",
        "claim_no": "N.º do processo",
        "holder": "Tomador do seguro",
        "phone": "Telefone",
        "email": "E-mail",
        "address": "Morada",
        "payout": "Pagar para",
        "card": "Cartão",
        "incident": "Descrição",
        "bill_title": "Fatura de eletricidade",
        "account": "Conta",
        "customer": "Titular",
        "supply": "Local de consumo",
        "period": "Período",
        "amount": "Valor a pagar",
        "debit": "Débito direto",
        "manifest": "encomenda;destinatário;rua;código postal;localidade;telefone;volumes",
        "sep": ";",
        "ticket_title": "Pedido RH",
        "requester": "Requerente",
        "subject": "Assunto",
        "subject_text": "Alteração de morada",
        "from_ip": "Enviado de",
        "booking_title": "Confirmação de reserva",
        "ref": "Referência",
        "lead": "Hóspede",
        "guest": "Acompanhante",
        "postcode": "Código postal de faturação",
        "order": "Encomenda",
    },
}

NL = {
    "hon": ("heer", "mevrouw"),
    "dr": ("dokter", "dokter"),
    "dear": ("Geachte", "Geachte"),
    "at": "apenstaartje",
    "dot": "punt",
    "clinic": (
        "Afspraaknotitie (balie)\nPatiënt: <<c_lf>>\nAfspraak bij <<dr>> <<o_last>>, dinsdag "
        "10.20 uur, kamer 4.\nNieuw adres: <<addr>>. Dossier bijwerken voordat de verwijsbrief "
        "verstuurd wordt. Herinneringen per sms naar <<phone>>. <<c_first>> wil de "
        "bloeduitslagen graag per mail (<<email>>).\n- <<a_init>>"
    ),
    "school": (
        "<<dear>> <<hon>> <<c_last>>,\n<<k_first>> heeft na de voetbaltraining een jas en een "
        "broodtrommel in de kleedkamer laten liggen. <<o_full>> van de administratie heeft "
        "ze bij de conciërge gelegd, met een label op naam van <<k_full>>.\nKunt u ze deze "
        "week niet ophalen, antwoord dan vanaf <<email>>, dan geven we ze mee.\nMet "
        "vriendelijke groet,\n<<a_first>> (groep 7)"
    ),
    "voicemail": (
        "voicemail 00:37\nja hallo met <<c_full>> ik bel over bestelling <<order>> het pakket "
        "is naar mijn oude adres gegaan het goede adres is <<street>> u kunt me terugbellen "
        "op <<phone_sp>> of mailen naar <<email_sp>> dank u wel doei"
    ),
    "sms": (
        "<<o_first>>: Hoi <<c_nick>>, met <<o_first>> van het verhuurkantoor. De loodgieter "
        "kan donderdag om 8 uur.\n<<c_nick>>: donderdag is goed. de deurcode is veranderd, "
        "bel me op <<phone>> als jullie er zijn\n<<o_first>>: Genoteerd. Nog steeds "
        "<<street>>?\n<<c_nick>>: ja. als ik werk heeft <<k_first>> een reservesleutel"
    ),
    "claim": "Gesprongen leiding onder het aanrecht. <<o_full>> (loodgieter) kwam de volgende "
    "ochtend; factuur in de bijlage.",
    "bill": "Vragen over deze rekening? <<a_first>> van de klantenservice helpt u verder.",
    "ticket": "Hoi, <<c_first>> hier van het magazijn. Ik ben verhuisd naar <<addr>>; graag "
    "mijn gegevens aanpassen voor de salarisrun. <<o_full>> (leidinggevende) is akkoord.",
    "booking": "<<c_first>>, uw kamer blijft op de aankomstdag tot 23.00 uur gereserveerd. "
    "Komt u later, neem dan contact op met <<a_first>> van de receptie.",
    "L": {
        "claim_title": "Schademelding inboedel",
        "claim_no": "Schadenummer",
        "holder": "Verzekeringnemer",
        "phone": "Telefoon",
        "email": "E-mail",
        "address": "Adres",
        "payout": "Uitbetalen op",
        "card": "Kaart",
        "incident": "Toedracht",
        "bill_title": "Energierekening",
        "account": "Klantnummer",
        "customer": "Klant",
        "supply": "Leveringsadres",
        "period": "Periode",
        "amount": "Te betalen",
        "debit": "Automatische incasso van",
        "manifest": "order;ontvanger;straat;postcode;plaats;telefoon;colli",
        "sep": ";",
        "ticket_title": "HR-ticket",
        "requester": "Aanvrager",
        "subject": "Onderwerp",
        "subject_text": "Adreswijziging",
        "from_ip": "Verstuurd vanaf",
        "booking_title": "Reserveringsbevestiging",
        "ref": "Boekingscode",
        "lead": "Hoofdgast",
        "guest": "Medereiziger",
        "postcode": "Postcode factuur",
        "order": "Bestelling",
    },
}

PL = {
    "hon": ("Pan", "Pani"),
    "dr": ("dr", "dr"),
    "dear": ("Szanowny Panie", "Szanowna Pani"),
    "at": "małpa",
    "dot": "kropka",
    "clinic": (
        "Notatka z rejestracji\nPacjent: <<c_lf>>\nLekarz: <<dr>> <<o_last>>, wtorek 10:20, "
        "gabinet 4.\nNowy adres: <<addr>>. Zaktualizować kartotekę przed wysłaniem "
        "skierowania. Przypomnienia SMS na <<phone>>. <<c_first>> prosi o wyniki morfologii "
        "mailem (<<email>>).\n- <<a_init>>"
    ),
    "school": (
        "Do: <<c_full>>\n<<dear>>,\n<<k_first>> zostawił(a) kurtkę i pudełko na śniadanie w "
        "szatni po treningu. Rzeczy leżą na portierni (odłożone przez: "
        "<<o_full>>, sekretariat), podpisane: <<k_full>>.\nJeśli nie da się ich odebrać w tym tygodniu, prosimy o "
        "odpowiedź z adresu <<email>>, wtedy damy je dziecku do plecaka.\nPozdrawiam,\n"
        "<<a_first>> (wychowawczyni 5b)"
    ),
    "voicemail": (
        "wiadomość głosowa 00:43\ndzień dobry z tej strony <<c_full>> dzwonię w sprawie "
        "zamówienia <<order>> paczka poszła na stary adres dobry adres to <<street>> proszę "
        "oddzwonić na numer <<phone_sp>> albo napisać na <<email_sp>> dziękuję do widzenia"
    ),
    "sms": (
        "<<o_first>>: Dzień dobry <<c_nick>>, tu <<o_first>> z biura najmu. Hydraulik może "
        "przyjść w czwartek o 8.\n<<c_nick>>: czwartek ok. zmienili kod do klatki, proszę "
        "dzwonić na <<phone>> jak będziecie na dole\n<<o_first>>: Zapisane. Nadal "
        "<<street>>?\n<<c_nick>>: tak. jak będę w pracy klucz ma <<k_first>>"
    ),
    "claim": "Pęknięta rura pod zlewem w kuchni. Naprawa następnego dnia rano: <<o_full>> "
    "(hydraulik); faktura w załączniku.",
    "bill": "Pytania dotyczące faktury? Pomoże <<a_first>> z biura obsługi klienta.",
    "ticket": "Dzień dobry, tu <<c_first>> z magazynu. Zmiana adresu na <<addr>>; proszę o "
    "aktualizację danych przed listą płac. <<o_full>> (kierownik zmiany) zatwierdza.",
    "booking": "<<c_first>>, pokój jest zarezerwowany do 23:00 w dniu przyjazdu. W razie "
    "późniejszego przyjazdu prosimy o kontakt z recepcją (<<a_first>>).",
    "L": {
        "claim_title": "Zgłoszenie szkody (mieszkanie)",
        "claim_no": "Nr szkody",
        "holder": "Ubezpieczający",
        "phone": "Telefon",
        "email": "E-mail",
        "address": "Adres",
        "payout": "Wypłata na rachunek",
        "card": "Karta",
        "incident": "Opis zdarzenia",
        "bill_title": "Faktura za energię elektryczną",
        "account": "Nr klienta",
        "customer": "Odbiorca",
        "supply": "Adres punktu poboru",
        "period": "Okres rozliczeniowy",
        "amount": "Do zapłaty",
        "debit": "Polecenie zapłaty z",
        "manifest": "zamówienie;odbiorca;ulica;kod;miejscowość;telefon;paczki",
        "sep": ";",
        "ticket_title": "Zgłoszenie do kadr",
        "requester": "Zgłaszający",
        "subject": "Temat",
        "subject_text": "Zmiana adresu zamieszkania",
        "from_ip": "Wysłano z",
        "booking_title": "Potwierdzenie rezerwacji",
        "ref": "Nr rezerwacji",
        "lead": "Gość",
        "guest": "Osoba towarzysząca",
        "postcode": "Kod pocztowy (faktura)",
        "order": "Zamówienie",
    },
}

SV = {
    "hon": ("", ""),
    "dr": ("doktor", "doktor"),
    "dear": ("Hej", "Hej"),
    "at": "snabel-a",
    "dot": "punkt",
    "clinic": (
        "Bokningsanteckning (reception)\nPatient: <<c_lf>>\nTid hos <<dr>> <<o_last>>, tisdag "
        "10.20, rum 4.\nNy adress: <<addr>>. Uppdatera journalen innan remissen skickas. "
        "Påminnelser via sms till <<phone>>. <<c_first>> vill få blodproverna på mejl "
        "(<<email>>).\n/<<a_init>>"
    ),
    "school": (
        "<<dear>> <<c_full>>!\n<<k_first>> glömde jacka och matlåda i "
        "omklädningsrummet efter fotbollsträningen. <<o_full>> på expeditionen har lagt dem "
        "i hyllan vid entrén, märkta <<k_full>>.\nOm du inte hinner hämta dem den här "
        "veckan, svara från <<email>> så skickar vi hem dem i ryggsäcken.\nVänliga hälsningar\n"
        "<<a_first>> (klass 5)"
    ),
    "voicemail": (
        "röstmeddelande 00:36\nhej det är <<c_full>> jag ringer om order <<order>> paketet har "
        "gått till min gamla adress rätt adress är <<street>> ni kan ringa tillbaka på "
        "<<phone_sp>> eller mejla <<email_sp>> tack hej då"
    ),
    "sms": (
        "<<o_first>>: Hej <<c_nick>>, det är <<o_first>> på hyresvärden. Rörmokaren kan komma "
        "torsdag kl 8.\n<<c_nick>>: torsdag funkar. portkoden är ny, ring mig på <<phone>> "
        "när ni är där\n<<o_first>>: Noterat. Fortfarande <<street>>?\n<<c_nick>>: japp. är "
        "jag på jobbet har <<k_first>> en extranyckel"
    ),
    "claim": "Läckande rör under diskbänken. <<o_full>> (rörmokare) kom nästa morgon; "
    "fakturan bifogas.",
    "bill": "Frågor om fakturan? <<a_first>> på kundservice hjälper dig.",
    "ticket": "Hej, <<c_first>> här från lagret. Jag har flyttat till <<addr>>; uppdatera mina "
    "uppgifter före lönekörningen. <<o_full>> (chef) har godkänt.",
    "booking": "<<c_first>>, ditt rum hålls till kl. 23.00 på ankomstdagen. Kommer du senare, "
    "kontakta <<a_first>> i receptionen.",
    "L": {
        "claim_title": "Skadeanmälan hemförsäkring",
        "claim_no": "Skadenummer",
        "holder": "Försäkringstagare",
        "phone": "Telefon",
        "email": "E-post",
        "address": "Adress",
        "payout": "Utbetalning till",
        "card": "Kort",
        "incident": "Händelse",
        "bill_title": "Elräkning",
        "account": "Kundnummer",
        "customer": "Kund",
        "supply": "Anläggningsadress",
        "period": "Period",
        "amount": "Att betala",
        "debit": "Autogiro från",
        "manifest": "order;mottagare;gata;postnummer;ort;telefon;kollin",
        "sep": ";",
        "ticket_title": "HR-ärende",
        "requester": "Anmälare",
        "subject": "Ämne",
        "subject_text": "Adressändring",
        "from_ip": "Skickat från",
        "booking_title": "Bokningsbekräftelse",
        "ref": "Bokningsnummer",
        "lead": "Gäst",
        "guest": "Medresenär",
        "postcode": "Postnummer (faktura)",
        "order": "Order",
    },
}
