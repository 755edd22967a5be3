"""Each locale's sentence frames and form labels, written by hand: the eight big languages.

Slots: {first} {surname} {full} {lower} {hon} {order} {acct} {email} {address} {street}
{mobile} {pay} {box} {code} {last4} {agent} {rel} {rel_mobile} {art}. No frame holds a word
that is also one of the locale's names (the case check would catch it and redraw)."""

from __future__ import annotations

EN = dict(
    ask_order2="Hello, I placed order {order} last week under {lower} ({email}) and it still hasn't shipped. Can you check?",
    ans_order2="Hi {first}, I checked order {order}: it was handed to the courier this morning and should reach {address} by Friday. You'll get a text at {mobile} with the time slot.",
    about2='Spoke to {first} again; still waiting on the refund, wants an update by email.',
    hon={"F": "Ms", "M": "Mr"},
    dear="Dear {hon} {surname},",
    hi="Hi {first},",
    signoff="Kind regards,",
    ask_order="hi its {lower} here, where is my order {order}?? the email on it is {email}",
    ans_order="Thanks {first}! Order {order} left our warehouse yesterday and is on its way to "
    "{address}. The courier will text {mobile} before delivery.",
    ask_cancel="I'd like to cancel my membership please. Account {acct}, registered to {email}.",
    why="It's too expensive for me now and I barely use it.",
    ok_cancel="All done, {first}. The subscription on {acct} ends today and the last charge "
    "goes back to {pay}.",
    locker="{first}, your parcel {order} is ready in locker {box} at {street}. Pickup code: "
    "{code}. It stays there for 72 hours.",
    macro="Thank you for contacting us about order {order}. We have issued a refund to the card "
    "ending in {last4}; it can take 5-10 business days to appear on your statement.",
    fault="The charger stopped working after three weeks. The light blinks orange and the "
    "phone does not charge.",
    cb_reason="I do not recognise this transaction. My card was with me the whole time.",
    quote="The account on file is {full}, {address}, phone {mobile}.",
    agent_intro="This is {agent} from customer care.",
    relnote="{rel} ({rel_mobile}) may collect the parcel on my behalf.",
    about="{first} called again about the refund and asked for a call back.",
    lab=dict(
        name="Name", address="Address", phone="Phone", email="Email", card="Card number",
        iban="IBAN", account="Account", order="Order", reason="Reason", signature="Signature",
        date="Date", amount="Amount", product="Product", serial="Serial no.",
        driver="Main driver", extra="Additional driver", pickup="Pick-up", dropoff="Return",
        customer="Customer", subject="Subject", deposit="Deposit card",
    ),
)  # fmt: skip

EN_IN = {
    **EN,
    "signoff": "Thanks & Regards,",
    "ask_order": "Sir my order {order} is not yet delivered, kindly check and revert. "
    "name {lower}, mail id {email}",
    "ans_order": "Thank you {first}. Order {order} was dispatched yesterday and will be "
    "delivered to {address}. Our delivery partner will send an SMS to {mobile} before "
    "delivery.",
    "why": "I am shifting to another city so I don't need it anymore.",
    "ask_order2": "Hello team, order {order} placed by {lower} is still showing pending. "
    "Please update on {email} at the earliest.",
}
EN_AU = {
    **EN,
    "hi": "Hey {first},",
    "signoff": "Cheers,",
    "ask_order": "hey it's {lower}, any chance you can tell me where order {order} is? "
    "email's {email} cheers",
    "why": "Honestly it's just too dear for what I use it.",
    "ask_order2": "g'day, {lower} here. order {order} hasn't rocked up yet, can someone have "
    "a look? {email}",
}

ES_MX = dict(
    ask_order2='Buenas tardes, hice el pedido {order} a nombre de {lower} y sigue sin enviarse. Mi correo: {email}',
    ans_order2='Hola {first}, revisé el pedido {order}: hoy en la mañana se entregó a la paquetería y debe llegar a {address} a más tardar el viernes. Te mandaremos un mensaje al {mobile} con el horario.',
    about2='Hablé otra vez con {first}; sigue esperando el reembolso y pide que le avisemos por correo.',
    hon={"F": "Estimada Sra.", "M": "Estimado Sr."},
    dear="{hon} {surname}:",
    hi="Hola {first}:",
    signoff="Saludos cordiales,",
    ask_order="hola soy {lower}, mi pedido {order} no ha llegado y ya pasaron 10 días. "
    "mi correo es {email}",
    ans_order="¡Gracias, {first}! Tu pedido {order} salió ayer del almacén y va en camino a "
    "{address}. La paquetería te enviará un SMS al {mobile} antes de entregarlo.",
    ask_cancel="Quiero cancelar mi suscripción. Mi cuenta es {acct}, con el correo {email}.",
    why="Ya no la uso y está muy cara.",
    ok_cancel="Listo, {first}. La suscripción de la cuenta {acct} termina hoy y el último cargo "
    "se reembolsa a {pay}.",
    locker="{first}, tu paquete {order} ya está en el casillero {box} de {street}. Código de "
    "retiro: {code}. Tienes 72 horas para recogerlo.",
    macro="Gracias por contactarnos sobre el pedido {order}. Ya emitimos el reembolso a la "
    "tarjeta terminada en {last4}; puede tardar de 5 a 10 días hábiles en reflejarse.",
    fault="El cargador dejó de funcionar a las tres semanas. El indicador parpadea en naranja y "
    "el celular no carga.",
    cb_reason="No reconozco este cargo. Mi tarjeta estuvo conmigo todo el tiempo.",
    quote="La cuenta registrada es de {full}, {address}, tel. {mobile}.",
    agent_intro="Te atiende {agent}, de Atención a Clientes.",
    relnote="{rel} ({rel_mobile}) puede recoger el paquete en mi nombre.",
    about="{first} volvió a llamar por el reembolso y pide que le devuelvan la llamada.",
    lab=dict(
        name="Nombre", address="Domicilio", phone="Teléfono", email="Correo", card="Número de tarjeta",
        iban="IBAN", account="Cuenta", order="Pedido", reason="Motivo", signature="Firma",
        date="Fecha", amount="Importe", product="Producto", serial="Núm. de serie",
        driver="Conductor principal", extra="Conductor adicional", pickup="Entrega",
        dropoff="Devolución", customer="Cliente", subject="Asunto", deposit="Tarjeta de garantía",
    ),
)  # fmt: skip

FR_CA = dict(
    ask_order2="Bonjour, j'ai passé la commande {order} au nom de {lower} la semaine passée et elle n'est toujours pas expédiée. Mon courriel : {email}",
    ans_order2="Bonjour {first}, j'ai vérifié la commande {order} : elle a été remise au transporteur ce matin et devrait arriver au {address} d'ici vendredi. Vous recevrez un texto au {mobile} avec la plage horaire.",
    about2='Reparlé avec {first}; attend toujours le remboursement, veut une mise à jour par courriel.',
    hon={"F": "Madame", "M": "Monsieur"},
    dear="Bonjour {hon} {surname},",
    hi="Bonjour {first},",
    signoff="Cordialement,",
    ask_order="allo c'est {lower}, ma commande {order} est toujours pas arrivée. mon courriel "
    "c'est {email}",
    ans_order="Merci {first}! Votre commande {order} a quitté l'entrepôt hier et s'en va au "
    "{address}. Le livreur va texter au {mobile} avant de passer.",
    ask_cancel="J'aimerais annuler mon abonnement. Mon compte est {acct}, au courriel {email}.",
    why="C'est rendu trop cher pis je l'utilise presque pas.",
    ok_cancel="C'est fait, {first}. L'abonnement du compte {acct} se termine aujourd'hui et le "
    "dernier paiement sera remboursé sur {pay}.",
    locker="{first}, votre colis {order} vous attend dans la case {box} au {street}. Code de "
    "cueillette : {code}. Il y restera 72 heures.",
    macro="Merci de nous avoir écrit au sujet de la commande {order}. Nous avons émis un "
    "remboursement sur la carte se terminant par {last4}; il peut prendre de 5 à 10 jours "
    "ouvrables.",
    fault="Le chargeur a arrêté de fonctionner après trois semaines. Le voyant clignote orange "
    "et le cellulaire ne charge plus.",
    cb_reason="Je ne reconnais pas cette transaction. Ma carte n'a jamais quitté mon "
    "portefeuille.",
    quote="Le dossier indique {full}, {address}, tél. {mobile}.",
    agent_intro="Ici {agent}, du service à la clientèle.",
    relnote="{rel} ({rel_mobile}) peut récupérer le colis à ma place.",
    about="{first} a rappelé pour le remboursement et demande un retour d'appel.",
    lab=dict(
        name="Nom", address="Adresse", phone="Téléphone", email="Courriel", card="Numéro de carte",
        iban="IBAN", account="Compte", order="Commande", reason="Motif", signature="Signature",
        date="Date", amount="Montant", product="Produit", serial="No de série",
        driver="Conducteur principal", extra="Conducteur additionnel", pickup="Prise en charge",
        dropoff="Retour", customer="Client", subject="Objet", deposit="Carte de dépôt",
    ),
)  # fmt: skip

DE_CH = dict(
    ask_order2='Guten Tag, ich habe letzte Woche die Bestellung {order} auf den Namen {lower} aufgegeben, sie ist noch nicht versandt. Meine E-Mail: {email}',
    ans_order2='Grüezi {first}, ich habe die Bestellung {order} geprüft: Sie wurde heute Morgen der Post übergeben und sollte bis Freitag an {address} geliefert werden. Sie erhalten eine SMS an {mobile} mit dem Zeitfenster.',
    about2='Nochmals mit {first} gesprochen; wartet immer noch auf die Rückerstattung und möchte ein Update per E-Mail.',
    hon={"F": "Sehr geehrte Frau", "M": "Sehr geehrter Herr"},
    dear="{hon} {surname}",
    hi="Grüezi {first}",
    signoff="Freundliche Grüsse",
    ask_order="hoi, {lower} hier. meine bestellung {order} ist immer noch nicht da. e-mail "
    "ist {email}",
    ans_order="Danke, {first}! Ihre Bestellung {order} hat gestern unser Lager verlassen und ist "
    "unterwegs an {address}. Der Kurier schickt vor der Zustellung eine SMS an {mobile}.",
    ask_cancel="Ich möchte mein Abo kündigen. Kundenkonto {acct}, E-Mail {email}.",
    why="Es ist mir zu teuer geworden und ich brauche es kaum.",
    ok_cancel="Erledigt, {first}. Das Abo auf {acct} endet heute, die letzte Belastung wird auf "
    "{pay} zurückerstattet.",
    locker="{first}, Ihr Paket {order} liegt im Fach {box} am Standort {street}. Abholcode: "
    "{code}. Es bleibt 72 Stunden reserviert.",
    macro="Vielen Dank für Ihre Nachricht zur Bestellung {order}. Wir haben den Betrag auf die "
    "Karte mit der Endung {last4} zurückerstattet; die Gutschrift kann 5 bis 10 Arbeitstage "
    "dauern.",
    fault="Das Ladegerät funktioniert nach drei Wochen nicht mehr. Die Anzeige blinkt orange "
    "und das Handy lädt nicht.",
    cb_reason="Ich erkenne diese Belastung nicht. Meine Karte war die ganze Zeit bei mir.",
    quote="Im Kundenkonto hinterlegt: {full}, {address}, Tel. {mobile}.",
    agent_intro="Hier ist {agent} vom Kundendienst.",
    relnote="{rel} ({rel_mobile}) darf das Paket für mich abholen.",
    about="{first} hat wegen der Rückerstattung nochmals angerufen und bittet um Rückruf.",
    lab=dict(
        name="Name", address="Adresse", phone="Telefon", email="E-Mail", card="Kartennummer",
        iban="IBAN", account="Kundenkonto", order="Bestellung", reason="Grund",
        signature="Unterschrift", date="Datum", amount="Betrag", product="Produkt",
        serial="Seriennummer", driver="Hauptfahrer", extra="Zusatzfahrer", pickup="Übernahme",
        dropoff="Rückgabe", customer="Kunde", subject="Betreff", deposit="Kaution per Karte",
    ),
)  # fmt: skip

PT_BR = dict(
    ask_order2='Boa tarde, fiz o pedido {order} no nome de {lower} semana passada e até agora não foi enviado. Meu e-mail: {email}',
    ans_order2='Oi {first}, verifiquei o pedido {order}: ele foi entregue à transportadora hoje de manhã e deve chegar em {address} até sexta. Você vai receber um SMS no {mobile} com o horário.',
    about2='Falei de novo com {first}; ainda aguarda o estorno e quer atualização por e-mail.',
    hon={"F": "Prezada Sra.", "M": "Prezado Sr."},
    dear="{hon} {surname},",
    hi="Olá, {first}!",
    signoff="Atenciosamente,",
    ask_order="oi aqui é {lower}, meu pedido {order} ainda não chegou. meu email é {email}",
    ans_order="Obrigado, {first}! Seu pedido {order} saiu do centro de distribuição ontem e "
    "está a caminho de {address}. A transportadora vai mandar SMS para {mobile} antes da "
    "entrega.",
    ask_cancel="Quero cancelar minha assinatura. Conta {acct}, e-mail {email}.",
    why="Ficou caro demais e eu quase não uso.",
    ok_cancel="Pronto, {first}. A assinatura da conta {acct} termina hoje e a última cobrança "
    "será estornada para {pay}.",
    locker="{first}, sua encomenda {order} está no armário {box} em {street}. Código de "
    "retirada: {code}. Ela fica disponível por 72 horas.",
    macro="Agradecemos o contato sobre o pedido {order}. O estorno foi feito no cartão final "
    "{last4} e pode levar de 5 a 10 dias úteis para aparecer na fatura.",
    fault="O carregador parou de funcionar depois de três semanas. O indicador pisca laranja e "
    "o celular não carrega.",
    cb_reason="Não reconheço esta compra. Meu cartão estava comigo o tempo todo.",
    quote="O cadastro está em nome de {full}, {address}, tel. {mobile}.",
    agent_intro="Aqui é {agent}, do atendimento.",
    relnote="{rel} ({rel_mobile}) pode retirar a encomenda por mim.",
    about="{first} ligou de novo sobre o estorno e pediu retorno.",
    lab=dict(
        name="Nome", address="Endereço", phone="Telefone", email="E-mail", card="Número do cartão",
        iban="IBAN", account="Conta", order="Pedido", reason="Motivo", signature="Assinatura",
        date="Data", amount="Valor", product="Produto", serial="Nº de série",
        driver="Condutor principal", extra="Condutor adicional", pickup="Retirada",
        dropoff="Devolução", customer="Cliente", subject="Assunto", deposit="Cartão caução",
    ),
)  # fmt: skip

JA_JP = dict(
    ask_order2='先週{lower}の名前で注文した{order}がまだ発送されていません。確認をお願いします。メール：{email}',
    ans_order2='{surname}様、ご注文{order}を確認いたしました。本日午前に配送業者へお渡しし、金曜日までに{address}へお届けの予定です。時間帯は{mobile}へSMSでご案内いたします。',
    about2='{surname}様と再度通話。返金待ちのため、メールで進捗連絡を希望。',
    hon={"F": "様", "M": "様"},
    dear="{surname}{hon}",
    hi="{surname}{hon}、",
    signoff="よろしくお願いいたします。",
    ask_order="注文番号{order}の商品がまだ届きません。登録メールは{email}です。{lower}",
    ans_order="{surname}様、お問い合わせありがとうございます。ご注文{order}は昨日出荷され、"
    "{address}へお届け予定です。配達前に{mobile}へSMSでお知らせします。",
    ask_cancel="サブスクリプションを解約したいです。アカウント{acct}、メール{email}です。",
    why="料金が高くなったのと、あまり使っていないためです。",
    ok_cancel="{surname}様、アカウント{acct}のご契約は本日で終了となり、最終請求分は{pay}へ"
    "返金いたします。",
    locker="お荷物（{order}）が{street}の宅配ロッカー{box}番に届きました。{full}様、受取コード："
    "{code}。保管期限は72時間です。",
    macro="ご注文{order}についてお問い合わせいただきありがとうございます。末尾{last4}のカードへ"
    "返金手続きを行いました。明細への反映まで5〜10営業日かかる場合がございます。",
    fault="購入から3週間で充電器が動かなくなりました。ランプがオレンジに点滅し、スマホが"
    "充電されません。",
    cb_reason="この取引に心当たりがありません。カードはずっと手元にありました。",
    quote="登録情報：{full}、{address}、電話{mobile}。",
    agent_intro="カスタマーサポートの{agent}です。",
    relnote="{rel}（{rel_mobile}）が代わりに受け取ります。",
    about="{surname}様より返金の件で再度お電話あり、折り返し希望。",
    lab=dict(
        name="氏名", address="住所", phone="電話番号", email="メール", card="カード番号",
        iban="IBAN", account="アカウント", order="注文番号", reason="理由", signature="署名",
        date="日付", amount="金額", product="製品", serial="製造番号", driver="運転者",
        extra="追加運転者", pickup="貸渡", dropoff="返却", customer="お客様", subject="件名",
        deposit="保証金カード",
    ),
)  # fmt: skip

KO_KR = dict(
    ask_order2='지난주에 {lower} 이름으로 주문한 {order}이 아직 발송이 안 됐어요. 확인 부탁드려요. 메일: {email}',
    ans_order2='{first}님, 주문 {order} 확인해 보니 오늘 오전에 택배사로 인계되었고 금요일까지 {address}(으)로 도착 예정입니다. 도착 시간은 {mobile} 번호로 문자 안내드립니다.',
    about2='{first}님과 재통화. 환불 대기 중, 이메일로 진행 상황 안내 요청.',
    hon={"F": "고객님", "M": "고객님"},
    dear="{full} {hon},",
    hi="{first}님, 안녕하세요.",
    signoff="감사합니다.",
    ask_order="주문번호 {order} 아직 배송이 안 왔어요. 이메일은 {email} 입니다. {lower}",
    ans_order="{first}님, 문의 감사합니다. 주문 {order}은 어제 출고되어 {address}(으)로 배송 "
    "중입니다. 배송 전 {mobile} 번호로 문자가 발송됩니다.",
    ask_cancel="구독 해지하고 싶어요. 계정 {acct}, 이메일 {email}.",
    why="요금이 너무 올랐고 거의 안 써서요.",
    ok_cancel="{first}님, 계정 {acct}의 구독이 오늘 종료되며 마지막 결제 금액은 {pay}(으)로 "
    "환불됩니다.",
    locker="[무인택배함 알림] {first}님, 주문 {order} 택배가 {street} 무인택배함 {box}번에 "
    "도착했습니다. 인증번호 {code}. 72시간 내 찾아가 주세요.",
    macro="주문 {order} 관련 문의 주셔서 감사합니다. 끝자리 {last4} 카드로 환불 처리되었으며, "
    "카드사 반영까지 영업일 기준 5~10일 소요될 수 있습니다.",
    fault="구매 3주 만에 충전기가 작동하지 않습니다. 표시등이 주황색으로 깜빡이고 휴대폰이 "
    "충전되지 않아요.",
    cb_reason="이 결제는 제가 한 것이 아닙니다. 카드는 계속 제가 가지고 있었습니다.",
    quote="등록 정보: {full}, {address}, 연락처 {mobile}.",
    agent_intro="고객센터 상담원 {agent}입니다.",
    relnote="{rel}({rel_mobile}) 님이 대신 수령합니다.",
    about="{first}님 환불 건으로 재문의, 콜백 요청.",
    lab=dict(
        name="성명", address="주소", phone="연락처", email="이메일", card="카드번호",
        iban="IBAN", account="계정", order="주문번호", reason="사유", signature="서명",
        date="일자", amount="금액", product="제품", serial="일련번호", driver="운전자",
        extra="추가 운전자", pickup="대여", dropoff="반납", customer="고객", subject="제목",
        deposit="보증금 카드",
    ),
)  # fmt: skip

ZH_TW = dict(
    ask_order2='上週用{lower}的名字下單的{order}到現在還沒出貨，請幫忙確認。信箱：{email}',
    ans_order2='{surname}{hon}您好，訂單{order}已於今天早上交給物流，預計週五前送達{address}，配送時段會以簡訊通知{mobile}。',
    about2='再次與{first}通話，仍在等退款，希望以email通知進度。',
    hon={"F": "小姐", "M": "先生"},
    dear="{surname}{hon}您好：",
    hi="{surname}{hon}您好，",
    signoff="客服中心 敬上",
    ask_order="你好，我的訂單{order}還沒收到，麻煩幫我查一下。email是{email}，我是{lower}",
    ans_order="{surname}{hon}您好，訂單{order}已於昨天出貨，將配送至{address}，配送前會傳簡訊到"
    "{mobile}。",
    ask_cancel="我要取消訂閱，帳號{acct}，註冊信箱{email}。",
    why="費用太高，而且我幾乎沒在用。",
    ok_cancel="{first}您好，帳號{acct}的訂閱今天到期，最後一期款項會退回{pay}。",
    locker="【智慧櫃取件通知】{first}您好，您的包裹{order}已送達{street}智慧櫃{box}號，取件碼"
    "{code}，請於72小時內領取。",
    macro="感恩您來信詢問訂單{order}。我們已將款項退回末四碼{last4}的信用卡，約需5至10個"
    "工作天入帳。",
    fault="充電器用了三個禮拜就壞了，指示燈閃橘燈，手機充不進電。",
    cb_reason="這筆交易不是我刷的，卡片一直在我身上。",
    quote="會員資料：{full}，{address}，手機{mobile}。",
    agent_intro="我是客服人員{agent}。",
    relnote="{rel}（{rel_mobile}）會代為領取。",
    about="{first}再次來電詢問退款，請回電。",
    lab=dict(
        name="姓名", address="地址", phone="電話", email="電子郵件", card="卡號", iban="IBAN",
        account="帳號", order="訂單編號", reason="原因", signature="簽名", date="日期",
        amount="金額", product="產品", serial="序號", driver="承租人", extra="附加駕駛",
        pickup="取車", dropoff="還車", customer="客戶", subject="主旨", deposit="押金信用卡",
    ),
)  # fmt: skip

LABELS_A = {
    "en_US": EN, "en_IN": EN_IN, "en_AU": EN_AU, "es_MX": ES_MX, "fr_CA": FR_CA,
    "de_CH": DE_CH, "pt_BR": PT_BR, "ja_JP": JA_JP, "ko_KR": KO_KR, "zh_TW": ZH_TW,
}  # fmt: skip
