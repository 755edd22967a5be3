"""Hand-written templates for exam 3 in French, German, Spanish, Italian, Portuguese, Dutch,
Swedish and Polish, each in the language's own words (no translation of the English ones)."""

FR = {
    "email": [
        "Objet : RE: colis <<ord>> non reçu\nDe : <<C_full>> <<<em>>>\n\nBonjour <<A_first>>,\n\n"
        "Toujours rien dans ma boîte aux lettres au <<addr>>. Ma voisine <<O_first>> n'a rien "
        "reçu non plus.\n\nCordialement,\n<<C_first>>\n\nLe <<day>> nov. à <<time>>, le service "
        "clients a écrit :\n> Madame, Monsieur <<C_last>>,\n> pourriez-vous nous confirmer votre "
        "numéro ?\n\n--\nTél. <<ph>>",
    ],
    "call": [
        "conseiller bonjour vous êtes bien au service client je m'appelle <<l_A_first>>\n"
        "client oui bonjour je m'appelle <<l_C_full>> j'appelle pour la commande <<l_ord>>\n"
        "conseiller vous pouvez me donner votre numéro de téléphone\nclient c'est le <<l_ph>>\n"
        "conseiller merci le colis a été remis à <<l_O_first>>",
    ],
    "crm": [
        "Dossier <<ticket>> — <<C_lf>> conteste un prélèvement de <<amount>> € sur <<iban>>. "
        "Connexion suspecte depuis <<ip>>. Ne rien communiquer à <<O_full>>. Suivi : "
        "<<A_inits>>.",
        "Appel entrant — Mme/M. <<C_last>> signale que <<O_full>> utilise sa carte <<card>> "
        "sans accord. Compte <<acct>> bloqué à <<time>>. Rappel prévu au <<ph>> (note de "
        "<<A_first>>).",
    ],
    "booking": [
        "Réservation <<ref>> — chambre double du <<day>> décembre au nom de <<C_full>>. Arrivée "
        "tardive vers <<time>>, avec <<O_first>>. Facture à envoyer au <<addr_ml>>",
    ],
    "chat": [
        "<<C_nick>> : slt, jai pas recu ma commande <<ord>> :( code postal <<pc>>\nConseiller : "
        "Bonjour, elle part au <<street>> demain\n<<C_nick>> : ok sinon chez <<S_first>> mon "
        "coloc",
        "[<<time>>] <<C_nick>> : bjr, je dois changer l'adresse de livraison de <<ord>>\n[<<time>>] "
        "<<A_first>> (SAV) : bien sûr, laquelle ?\n[<<time>>] <<C_nick>> : <<addr_nn>>"
        ", au nom de <<O_full>>",
    ],
}

DE = {
    "email": [
        "Betreff: AW: Rücksendung <<ord>>\nVon: <<C_full>> <<<em>>>\n\nHallo <<A_first>>,\n\n"
        "das Paket liegt seit Tagen bei meinem Nachbarn <<O_full>>. Bitte holen Sie es dort ab: "
        "<<addr>>.\n\nViele Grüße\n<<C_first>>\n\nAm <<day>>.11. um <<time>> schrieb der "
        "Kundenservice:\n> Sehr geehrte/r <<C_last>>,\n> bitte nennen Sie uns eine Rückrufnummer."
        "\n\n--\nTel. <<ph>>",
    ],
    "call": [
        "agent guten tag sie sprechen mit <<l_A_first>> was kann ich für sie tun\nkunde ja hallo "
        "mein name ist <<l_C_full>> es geht um die bestellung <<l_ord>>\nagent unter welcher "
        "nummer erreiche ich sie\nkunde <<l_ph>>\nagent danke die sendung hat <<l_O_first>> "
        "angenommen",
    ],
    "crm": [
        "Vorgang <<ticket>>: <<C_lf>> meldet Kartenmissbrauch (Karte <<card>>). Anmeldung von "
        "<<ip>> auf <<acct>>. Bearbeitung <<A_inits>>; Ehepartner <<O_first>> nicht "
        "auskunftsberechtigt.",
        "Rückruf erledigt: Frau/Herr <<C_last>> wünscht Lastschrift vom Konto <<iban>>. Mitinhaber "
        "<<O_full>> stimmt zu. Neue Mailadresse <<em>>. – <<A_init>>",
    ],
    "booking": [
        "Lieferhinweis <<ord>>: Zustellung an <<addr_ml>>\nBei Abwesenheit bitte bei <<O_full>> "
        "im Erdgeschoss abgeben. Ansprechpartner <<C_init>>.",
    ],
    "chat": [
        "<<C_nick>>: hi, mein paket <<ord>> is immer noch nich da?? plz <<pc>>\nSupport: Hallo, "
        "es geht heute an <<street>>\n<<C_nick>>: jo, sonst gebt es <<S_first>> von nebenan",
        "[<<time>>] <<C_nick>>: moin, kann ich die lieferung <<ord>> umleiten?\n[<<time>>] "
        "<<A_first>> (Kundenservice): Klar, wohin denn?\n[<<time>>] <<C_nick>>: <<addr_nn>>"
        ", bei <<O_full>> klingeln",
    ],
}

ES = {
    "email": [
        "Asunto: RE: factura del pedido <<ord>>\nDe: <<C_full>> <<<em>>>\n\nHola <<A_first>>:"
        "\n\nOs adjunto el justificante. La dirección correcta es <<addr>>; mi cuñada "
        "<<O_first>> recogerá el paquete si no estoy.\n\nUn saludo,\n<<C_first>>\n\nEl <<day>> "
        "de noviembre, Atención al cliente escribió:\n> Estimado/a Sr./Sra. <<C_last>>:\n> ¿nos "
        "puede indicar un teléfono de contacto?\n\n--\nmóvil <<ph>>",
    ],
    "call": [
        "agente buenas tardes le atiende <<l_A_first>> en qué puedo ayudarle\ncliente hola mire "
        "me llamo <<l_C_full>> y llamo por el pedido <<l_ord>>\nagente me dice un correo\n"
        "cliente <<l_em>>\nagente gracias consta entregado a nombre de <<l_O_first>>",
    ],
    "crm": [
        "Incidencia <<ticket>> · <<C_lf>> reclama cargo duplicado de <<amount>> € en la cuenta "
        "<<iban>> (cliente <<acct>>). Acceso desde <<ip>>. No informar a <<O_full>>.",
        "Llamada de <<C_full>>: su pareja <<O_first>> no reconoce el cargo en la tarjeta "
        "<<card>>. Se bloquea la cuenta <<acct>>. Devolver llamada al <<ph>>. Atiende <<A_first>>.",
    ],
    "booking": [
        "Reserva <<ref>>: mesa para seis el <<day>> a las <<time>> a nombre de <<C_last>>. "
        "<<O_first>> es celíaca y <<S_first>> llega tarde. Teléfono <<ph>>.",
    ],
    "chat": [
        "<<C_nick>>: holaa mi pedido <<ord>> no llega nunca, cp <<pc>>\nSoporte: Hola "
        "<<C_first>>, va a <<street>>, sale hoy\n<<C_nick>>: sii o a mi vecino <<O_first>>",
        "[<<time>>] <<C_nick>>: buenas, puedo cambiar la dirección del pedido <<ord>>?\n[<<time>>] "
        "<<A_first>>: Claro, ¿cuál sería?\n[<<time>>] <<C_nick>>: <<addr_nn>>, "
        "que lo recoja <<O_full>>",
    ],
}

IT = {
    "email": [
        "Oggetto: R: reso ordine <<ord>>\nDa: <<C_full>> <<<em>>>\n\nGentile <<A_first>>,\n\n"
        "il corriere non è mai passato in <<addr>>. Ho chiesto anche alla mia vicina "
        "<<O_first>>.\n\nCordiali saluti\n<<C_first>>\n\nIl giorno <<day>> nov alle <<time>> "
        "l'Assistenza clienti ha scritto:\n> Gentile Sig./Sig.ra <<C_last>>,\n> ci può indicare "
        "un recapito telefonico?\n\n--\ncell. <<ph>>",
    ],
    "call": [
        "operatore buongiorno sono <<l_A_first>> come posso aiutarla\ncliente salve mi chiamo "
        "<<l_C_full>> chiamo per l'ordine <<l_ord>>\noperatore mi lascia un numero di telefono\n"
        "cliente sì è il <<l_ph>>\noperatore grazie risulta consegnato in <<l_street>>",
    ],
    "crm": [
        "Pratica <<ticket>>: <<C_lf>> segnala addebito non riconosciuto di <<amount>> € "
        "sull'IBAN <<iban>>. Accesso da <<ip>>. Non fornire dati a <<O_full>>. Operatore "
        "<<A_inits>>.",
        "Chiamata di <<C_full>>: il marito/la moglie <<O_first>> non riconosce l'addebito "
        "sulla carta <<card>>. Conto <<acct>> sospeso. Richiamare al <<ph>>. Gestito da <<A_first>>.",
    ],
    "booking": [
        "Prenotazione <<ref>>: camera doppia dal <<day>> dicembre per <<C_full>> e "
        "<<O_first>>. Arrivo previsto alle <<time>>. Fattura: <<addr_ml>>",
    ],
    "chat": [
        "<<C_nick>>: ciao il mio ordine <<ord>> nn è ancora arrivato, cap <<pc>>\nAssistenza: "
        "Ciao <<C_first>>, la consegna è in <<street>>\n<<C_nick>>: si oppure lo lasciate a "
        "<<S_first>>",
        "[<<time>>] <<C_nick>>: salve posso cambiare indirizzo per l'ordine <<ord>>?\n[<<time>>] "
        "<<A_first>>: Certo, quale?\n[<<time>>] <<C_nick>>: <<addr_nn>>, c/o "
        "<<O_full>>",
    ],
}

PT = {
    "email": [
        "Assunto: RE: encomenda <<ord>>\nDe: <<C_full>> <<<em>>>\n\nOlá <<A_first>>,\n\na "
        "encomenda ainda não chegou à morada <<addr>>. A minha vizinha <<O_first>> também não "
        "recebeu nada.\n\nObrigado/a,\n<<C_first>>\n\nEm <<day>> de nov., o Apoio ao Cliente "
        "escreveu:\n> Caro/a <<C_last>>,\n> pode indicar-nos um contacto telefónico?\n\n--\n"
        "telemóvel/celular <<ph>>",
    ],
    "call": [
        "atendente bom dia fala <<l_A_first>> em que posso ajudar\ncliente olá o meu nome é "
        "<<l_C_full>> ligo por causa da encomenda <<l_ord>>\natendente pode dizer o seu email\n"
        "cliente <<l_em>>\natendente obrigado foi entregue à <<l_O_first>>",
    ],
    "crm": [
        "Ocorrência <<ticket>>: <<C_lf>> contesta débito de <<amount>> na conta <<iban>> "
        "(cliente <<acct>>). Acesso a partir de <<ip>>. Não dar informações a <<O_full>>.",
        "Chamada de <<C_full>>: o cônjuge <<O_first>> não reconhece a compra no cartão <<card>>. "
        "Conta <<acct>> bloqueada. Retornar para <<ph>>. Atendido por <<A_first>>.",
    ],
    "booking": [
        "Nota de entrega <<ord>>: entregar em <<addr_ml>>\nSe ninguém atender, deixar com "
        "<<O_full>> no rés-do-chão. Assinado por <<C_init>>.",
    ],
    "chat": [
        "<<C_nick>>: oii minha encomenda <<ord>> ainda nao chegou, cp <<pc>>\nApoio: Olá, vai "
        "para <<street>> hoje\n<<C_nick>>: isso, ou deixa com o <<S_first>>",
        "[<<time>>] <<C_nick>>: oi, dá pra mudar o endereço da encomenda <<ord>>?\n[<<time>>] "
        "<<A_first>>: Claro, qual é o novo?\n[<<time>>] <<C_nick>>: <<addr_nn>>, "
        "aos cuidados de <<O_full>>",
    ],
}

NL = {
    "email": [
        "Onderwerp: RE: retour <<ord>>\nVan: <<C_full>> <<<em>>>\n\nHoi <<A_first>>,\n\nhet "
        "pakket is nooit op <<addr>> bezorgd. Mijn buurvrouw <<O_first>> heeft ook niets "
        "aangenomen.\n\nGroet,\n<<C_first>>\n\nOp <<day>> nov. om <<time>> schreef de "
        "Klantenservice:\n> Beste <<C_last>>,\n> wilt u een telefoonnummer doorgeven?\n\n--\n"
        "tel. <<ph>>",
    ],
    "call": [
        "medewerker goedemiddag u spreekt met <<l_A_first>> waarmee kan ik u helpen\nklant ja "
        "hallo met <<l_C_full>> ik bel over bestelling <<l_ord>>\nmedewerker op welk nummer kan "
        "ik u bereiken\nklant <<l_ph>>\nmedewerker dank u het is afgeleverd op <<l_street>>",
    ],
    "crm": [
        "Melding <<ticket>>: <<C_lf>> betwist afschrijving van € <<amount>> van <<iban>> "
        "(klant <<acct>>). Inlog vanaf <<ip>>. Geen info aan <<O_full>>.",
        "Teruggebeld: mevr./dhr. <<C_last>> meldt dat <<O_full>> de pas <<card>> zonder toestemming "
        "gebruikt. Account <<acct>> geblokkeerd. Nieuw nummer <<ph>>. – <<A_first>>",
    ],
    "booking": [
        "Bezorgnotitie <<ord>>: afleveren op <<addr_ml>>\nNiet thuis? Afgeven bij <<O_full>> "
        "op nummer 3. Getekend door <<C_init>>.",
    ],
    "chat": [
        "<<C_nick>>: hee mn bestelling <<ord>> is er nog steeds nie, postcode <<pc>>\n"
        "Klantenservice: Hoi, hij gaat vandaag naar <<street>>\n<<C_nick>>: klopt, of geef m "
        "aan <<S_first>>",
        "[<<time>>] <<C_nick>>: hoi kan ik het afleveradres van <<ord>> nog wijzigen?\n[<<time>>] "
        "<<A_first>>: Zeker, naar welk adres?\n[<<time>>] <<C_nick>>: <<addr_nn>>, "
        "t.a.v. <<O_full>>",
    ],
}

SV = {
    "email": [
        "Ämne: SV: reklamation <<ord>>\nFrån: <<C_full>> <<<em>>>\n\nHej <<A_first>>,\n\n"
        "paketet kom aldrig fram till <<addr>>. Min granne <<O_first>> har inte heller fått "
        "något.\n\nMvh\n<<C_first>>\n\nDen <<day>> nov. kl. <<time>> skrev Kundtjänst:\n> Hej "
        "<<C_last>>,\n> kan du skicka ett telefonnummer?\n\n--\nmobil <<ph>>",
    ],
    "call": [
        "handläggare hej du pratar med <<l_A_first>> vad kan jag hjälpa till med\nkund hej jag "
        "heter <<l_C_full>> jag ringer om order <<l_ord>>\nhandläggare och din mejl\nkund "
        "<<l_em>>\nhandläggare tack den togs emot av <<l_O_first>>",
    ],
    "crm": [
        "Ärende <<ticket>>: <<C_lf>> bestrider dragning på <<amount>> kr från <<iban>>. "
        "Inloggning från <<ip>>. Lämna inga uppgifter till <<O_full>>. Handläggare "
        "<<A_inits>>.",
        "Samtal från <<C_full>>: sambon <<O_first>> känner inte igen köpet på kortet <<card>>. "
        "Konto <<acct>> spärrat. Ring tillbaka på <<ph>>. /<<A_first>>",
    ],
    "booking": [
        "Bokning <<ref>>: bord för fyra den <<day>> december kl. <<time>> i namnet <<C_last>>. "
        "<<O_first>> är vegan och <<S_first>> kommer senare. Tel. <<ph>>.",
    ],
    "chat": [
        "<<C_nick>>: hej mitt paket <<ord>> har inte kommit än?? postnr <<pc>>\nKundtjänst: "
        "Hej <<C_first>>! Det skickas till <<street>>\n<<C_nick>>: japp, eller lämna till "
        "<<S_first>>",
        "[<<time>>] <<C_nick>>: tja, kan jag ändra leveransadress för <<ord>>?\n[<<time>>] "
        "<<A_first>>: Absolut, vilken adress?\n[<<time>>] <<C_nick>>: <<addr_nn>>, "
        "c/o <<O_full>>",
    ],
}

PL = {
    "email": [
        "Temat: RE: zwrot zamówienia <<ord>>\nOd: <<C_full>> <<<em>>>\n\nDzień dobry "
        "<<A_first>>,\n\nprzesyłka nie dotarła pod adres <<addr>>. Rozmawiałem/am z <<O_ins>>, "
        "nic nie odebrał(a).\n\nPozdrawiam\n<<C_first>>\n\nW dniu <<day>> lis o <<time>> Biuro "
        "Obsługi Klienta napisało:\n> Szanowni Państwo,\n> prosimy o numer telefonu "
        "<<C_gen>>.\n\n--\ntel. <<ph>>",
    ],
    "call": [
        "konsultant dzień dobry z tej strony <<l_A_first>> w czym mogę pomóc\nklient dzień dobry "
        "nazywam się <<l_C_full>> dzwonię w sprawie zamówienia <<l_ord>>\nkonsultant poproszę "
        "numer telefonu\nklient <<l_ph>>\nkonsultant dziękuję paczkę odebrał(a) <<l_O_first>>",
    ],
    "crm": [
        "Zgłoszenie <<ticket>>: rozmowa z <<C_ins>> (<<acct>>) w sprawie obciążenia <<amount>> "
        "zł z konta <<iban>>. Logowanie z <<ip>>. Nie udzielać informacji na temat <<O_gen>>.",
        "Telefon od <<C_gen>>: partner(ka) <<O_first>> nie rozpoznaje płatności kartą <<card>>. "
        "Konto <<acct>> zablokowane. Oddzwonić na <<ph>>. Przyjął(a) <<A_first>>.",
    ],
    "booking": [
        "Uwagi do dostawy <<ord>>: adres <<addr_ml>>\nW razie nieobecności zostawić u <<O_gen>> "
        "(parter). Odbiór potwierdził(a) <<C_init>>.",
    ],
    "chat": [
        "<<C_nick>>: hej moja paczka <<ord>> dalej nie doszla, kod <<pc>>\nObsługa: Dzień "
        "dobry, adres to <<street>>\n<<C_nick>>: tak, albo zostawcie z <<O_first_ins>>",
        "[<<time>>] <<C_nick>>: hej, mogę zmienić adres dostawy dla <<ord>>?\n[<<time>>] <<A_first>>: "
        "Oczywiście, jaki adres?\n[<<time>>] <<C_nick>>: <<addr_nn>>, dla <<O_gen>>",
    ],
}
