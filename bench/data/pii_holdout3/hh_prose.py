"""Hand-written household templates for exam 3: a chat message from one of the two people and
an agent's note about not merging them, in each household's language.

Slots: P0_* / P1_* (the two people), addr (their shared address), em0 / em1, acct0 / acct1,
ord0 / ord1, ph0 / ph1. Polish uses the instrumental (P0_first_ins) only, since a genitive can
equal the other person's nominative (Marcel -> Marcela)."""

HH_CHAT = {
    "en": "<<P1_first>>: hi, it's <<P1_full>>. <<P0_first>> and I both live at <<addr>> but "
    "my account is <<acct1>>, not <<acct0>>. pls send my receipts to <<em1>>",
    "fr": "<<P1_first>> : bonjour, c'est <<P1_full>>. J'habite avec <<P0_first>> au <<addr>> "
    "mais mon compte c'est <<acct1>> et pas <<acct0>>. Mes factures à <<em1>> svp",
    "de": "<<P1_first>>: Hallo, hier ist <<P1_full>>. <<P0_first>> und ich wohnen beide in "
    "<<addr>>, aber mein Konto ist <<acct1>>, nicht <<acct0>>. Belege bitte an <<em1>>",
    "es": "<<P1_first>>: hola, soy <<P1_full>>. Vivo con <<P0_first>> en <<addr>> pero mi "
    "cuenta es <<acct1>>, no <<acct0>>. Las facturas a <<em1>> porfa",
    "it": "<<P1_first>>: ciao, sono <<P1_full>>. Abito con <<P0_first>> in <<addr>> ma il mio "
    "conto è <<acct1>>, non <<acct0>>. Le ricevute a <<em1>> grazie",
    "pt": "<<P1_first>>: olá, aqui é <<P1_full>>. Moro com <<P0_first>> na <<addr>> mas a minha "
    "conta é <<acct1>>, não <<acct0>>. Recibos para <<em1>> por favor",
    "nl": "<<P1_first>>: hoi, met <<P1_full>>. <<P0_first>> en ik wonen allebei op <<addr>> maar "
    "mijn account is <<acct1>>, niet <<acct0>>. Bonnetjes graag naar <<em1>>",
    "sv": "<<P1_first>>: hej, det är <<P1_full>>. Jag och <<P0_first>> bor båda på <<addr>> men "
    "mitt konto är <<acct1>>, inte <<acct0>>. Kvitton till <<em1>> tack",
    "pl": "<<P1_first>>: dzień dobry, tu <<P1_full>>. Mieszkam z <<P0_first_ins>> pod adresem "
    "<<addr>>, ale moje konto to <<acct1>>, nie <<acct0>>. Rachunki proszę na <<em1>>",
    "ja": "<<P1_first>>：<<P1_full>>です。<<P0_first>>と同じ<<addr>>に住んでいますが、私のアカウントは"
    "<<acct1>>で、<<acct0>>ではありません。領収書は<<em1>>へお願いします",
    "zh": "<<P1_first>>：你好，我是<<P1_full>>。我和<<P0_first>>都住在<<addr>>，但我的账户是"
    "<<acct1>>，不是<<acct0>>。发票请发到<<em1>>",
}

HH_NOTE = {
    "en": "Agent note: <<P0_full>> (<<acct0>>, <<em0>>) and <<P1_full>> (<<acct1>>, <<em1>>) "
    "share an address but are two customers. Do not merge. Order <<ord1>> belongs to "
    "<<P1_first>>.",
    "fr": "Note conseiller : <<P0_full>> (<<acct0>>, <<em0>>) et <<P1_full>> (<<acct1>>, "
    "<<em1>>) ont la même adresse mais sont deux clients distincts. Ne pas fusionner. La "
    "commande <<ord1>> est celle de <<P1_first>>.",
    "de": "Notiz: <<P0_full>> (<<acct0>>, <<em0>>) und <<P1_full>> (<<acct1>>, <<em1>>) haben "
    "dieselbe Anschrift, sind aber zwei Kunden. Nicht zusammenführen. Bestellung <<ord1>> "
    "gehört <<P1_first>>.",
    "es": "Nota interna: <<P0_full>> (<<acct0>>, <<em0>>) y <<P1_full>> (<<acct1>>, <<em1>>) "
    "comparten domicilio pero son dos clientes. No fusionar. El pedido <<ord1>> es de "
    "<<P1_first>>.",
    "it": "Nota operatore: <<P0_full>> (<<acct0>>, <<em0>>) e <<P1_full>> (<<acct1>>, <<em1>>) "
    "hanno lo stesso indirizzo ma sono due clienti. Non unire. L'ordine <<ord1>> è di "
    "<<P1_first>>.",
    "pt": "Nota interna: <<P0_full>> (<<acct0>>, <<em0>>) e <<P1_full>> (<<acct1>>, <<em1>>) "
    "partilham a morada mas são dois clientes. Não fundir. A encomenda <<ord1>> é de "
    "<<P1_first>>.",
    "nl": "Notitie: <<P0_full>> (<<acct0>>, <<em0>>) en <<P1_full>> (<<acct1>>, <<em1>>) delen "
    "een adres maar zijn twee klanten. Niet samenvoegen. Bestelling <<ord1>> is van "
    "<<P1_first>>.",
    "sv": "Anteckning: <<P0_full>> (<<acct0>>, <<em0>>) och <<P1_full>> (<<acct1>>, <<em1>>) "
    "delar adress men är två kunder. Slå inte ihop. Order <<ord1>> tillhör <<P1_first>>.",
    "pl": "Notatka: <<P0_full>> (<<acct0>>, <<em0>>) i <<P1_full>> (<<acct1>>, <<em1>>) mają "
    "ten sam adres, ale to dwoje klientów. Nie łączyć kont. Zamówienie <<ord1>> złożono z "
    "konta <<acct1>>.",
    "ja": "担当メモ：<<P0_full>>様（<<acct0>>、<<em0>>）と<<P1_full>>様（<<acct1>>、<<em1>>）は"
    "同じ住所の別のお客様です。統合しないこと。注文<<ord1>>は<<P1_first>>様のもの。",
    "zh": "客服备注：<<P0_full>>（<<acct0>>，<<em0>>）和<<P1_full>>（<<acct1>>，<<em1>>）"
    "住址相同，但是两位不同的客户。请勿合并。订单<<ord1>>属于<<P1_first>>。",
}
