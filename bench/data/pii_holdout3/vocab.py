"""Field names in each language for the structured genres (tool responses, account records,
CSV exports, forms), so a JSON key or a form label is in the text's own language."""

KEYS = ("result customer name given family contact phone email address street postcode city "
        "account orders id status payment iban agent note recipient last_ip holder form message "
        "other open shipped").split()  # fmt: skip

_WORDS = {
    "en": "result customer name given family contact phone email address street postcode city "
    "account orders id status payment iban agent note recipient last_ip holder "
    "Contact_us message second_contact open shipped",
    "fr": "resultat client nom prenom nom_famille contact telephone courriel adresse rue "
    "code_postal ville compte commandes id statut paiement iban conseiller remarque "
    "destinataire derniere_ip titulaire Formulaire_de_contact message autre_contact ouvert "
    "expédié",
    "de": "ergebnis kunde name vorname nachname kontakt telefon email anschrift strasse plz ort "
    "konto bestellungen id status zahlung iban bearbeiter notiz empfaenger letzte_ip inhaber "
    "Kontaktformular nachricht weiterer_kontakt offen versandt",
    "es": "resultado cliente nombre nombre_pila apellidos contacto telefono correo direccion "
    "calle codigo_postal ciudad cuenta pedidos id estado pago iban agente nota destinatario "
    "ultima_ip titular Formulario_de_contacto mensaje otro_contacto abierto enviado",
    "it": "risultato cliente nome nome_proprio cognome contatto telefono email indirizzo via cap "
    "citta conto ordini id stato pagamento iban operatore nota destinatario ultimo_ip "
    "intestatario Modulo_di_contatto messaggio altro_contatto aperto spedito",
    "pt": "resultado cliente nome primeiro_nome apelido contato telefone email morada rua "
    "codigo_postal cidade conta encomendas id estado pagamento iban atendente nota "
    "destinatario ultimo_ip titular Formulario_de_contato mensagem outro_contato aberto "
    "enviado",
    "nl": "resultaat klant naam voornaam achternaam contact telefoon email adres straat postcode "
    "plaats rekening bestellingen id status betaling iban medewerker notitie ontvanger "
    "laatste_ip rekeninghouder Contactformulier bericht tweede_contact open verzonden",
    "sv": "resultat kund namn fornamn efternamn kontakt telefon epost adress gata postnummer ort "
    "konto ordrar id status betalning iban handlaggare anteckning mottagare senaste_ip "
    "kontoinnehavare Kontaktformular meddelande annan_kontakt öppen skickad",
    "pl": "wynik klient nazwa imie nazwisko kontakt telefon email adres ulica kod_pocztowy "
    "miejscowosc konto zamowienia id status platnosc iban konsultant notatka odbiorca "
    "ostatnie_ip wlasciciel Formularz_kontaktowy wiadomosc inny_kontakt otwarte wyslane",
    "ja": "結果 顧客 氏名 名 姓 連絡先 電話番号 メール 住所 番地 郵便番号 市区町村 アカウント 注文 "
    "ID 状態 支払い IBAN 担当者 メモ 受取人 最終IP 名義人 お問い合わせフォーム 本文 別の連絡先 "
    "受付中 発送済み",
    "zh": "结果 客户 姓名 名 姓 联系方式 电话 邮箱 地址 街道 邮编 城市 账户 订单 ID 状态 支付 IBAN "
    "客服 备注 收件人 最近IP 户名 联系表单 留言 其他联系人 处理中 已发货",
}
VOCAB = {
    lang: dict(zip(KEYS, (w.replace("_", " ") if w[0].isupper() else w for w in words.split()), strict=True))
    for lang, words in _WORDS.items()
}  # fmt: skip

# One sentence per language for the form's free-text message; mentions the other person.
FORM_MESSAGE = {
    "en": "Please also add <<O_full>> as a second contact.",
    "fr": "Merci d'ajouter <<O_full>> comme second contact.",
    "de": "Bitte tragen Sie <<O_full>> als zweiten Kontakt ein.",
    "es": "Por favor, añadan a <<O_full>> como segundo contacto.",
    "it": "Vi prego di aggiungere <<O_full>> come secondo contatto.",
    "pt": "Por favor acrescentem <<O_full>> como segundo contacto.",
    "nl": "Graag <<O_full>> toevoegen als tweede contactpersoon.",
    "sv": "Lägg gärna till <<O_full>> som andra kontakt.",
    "pl": "Proszę dodać kontakt do <<O_gen>>.",
    "ja": "緊急連絡先として<<O_full>>を追加してください。",
    "zh": "请把<<O_full>>添加为第二联系人。",
}
