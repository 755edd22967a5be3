"""Public paragraphs with no personal data, written by hand: help pages, release notes, API
docs, public places, public figures of history, dishes and festivals, in every language of the
exam. Product and brand names and capitalised common nouns on purpose; no person's name from
the exam's lists and no ``@``."""

from __future__ import annotations

DOCS = [
    ("en", "# Tracking a parcel\nOpen **Orders**, choose the parcel and select **Track**. The map updates every 15 minutes while the courier is on the road. If the status has not changed for three days, use **Report a problem** rather than placing the order again."),
    ("en", "Release notes 4.12: Saved Carts now sync between the web app and the mobile app. Apple Pay and Google Pay are available at checkout in Canada and Australia. We fixed a bug where the Dark Mode toggle reset after an update."),
    ("en", "## Rate limits\nThe Orders API allows 600 requests per minute per key. Responses include `X-RateLimit-Remaining`; when it reaches zero, wait for the number of seconds in `Retry-After`. Batch endpoints count as one request."),
    ("en", "Parcel Lockers are open around the clock at most train stations and supermarkets. A parcel waits 72 hours; after that it goes back to the depot and the sender is told."),
    ("en", "ʻIolani Palace in downtown Honolulu was the official residence of the Hawaiian monarchs and is the only royal palace on American soil. Guided tours run from Tuesday to Saturday."),
    ("en", "Queen Liliʻuokalani, the last monarch of the Hawaiian Kingdom, wrote the song Aloha ʻOe, which is still sung at farewells across the islands."),
    ("en", "Diwali, the festival of lights, falls in October or November. Families clean their homes, light diyas and share sweets such as laddoos and barfi."),
    ("en", "The Gateway of India on the Mumbai waterfront was completed in 1924. Ferries leave from the jetty beside it for Elephanta Island."),
    ("en", "Uluru, in the Northern Territory, is sacred to the Anangu. Climbing it has been banned since October 2019; the base walk is about ten kilometres."),
    ("en", "Pavlova is a meringue dessert topped with cream and fruit, claimed by both Australia and New Zealand. It is named after a Russian ballerina who toured both countries in the 1920s."),
    ("en", "### Two-step verification\nTurn on **Two-step verification** under **Settings › Security**. You can use an authenticator app or a hardware key; text messages are kept only as a backup."),
    ("en", "Gift Cards never expire and can be combined with one other payment method. They cannot be exchanged for cash except where the law requires it."),
    ("en", "Webhook events are signed with HMAC-SHA256. Compare the `X-Signature` header with your own digest of the raw body before parsing the JSON."),
    ("en", "Hurricane season in the Atlantic runs from June to November. Warehouses in Florida and the Caribbean may pause deliveries when a warning is issued."),
    ("en", "The Sydney Opera House, designed by the Danish architect Jørn Utzon, opened in 1973 and became a World Heritage Site in 2007."),
    ("en", "## Returns\nMost items can be returned within 30 days. Start the return from **Orders**, print the label or show the QR Code at a drop-off point, and the refund goes back to the original payment method once the item is checked."),
    ("en", "Ramen in Japan varies by region: Sapporo is known for miso broth, Hakata for rich pork-bone tonkotsu and Tokyo for clear soy-sauce broth."),
    ("en", "Chuseok is the Korean harvest festival. Families visit ancestral graves and eat songpyeon, half-moon rice cakes steamed on pine needles."),
    ("en", "Release notes 5.0: the Assistant can now answer questions about delivery windows and store hours. Conversations are kept for 30 days and can be deleted from **Privacy**."),
    ("en", "Carnival in Rio, Kanaval in Haiti and Fasnacht in Basel all fall in the weeks before Lent, and each has its own masks, music and street parades."),
    ("en", "The Orders API returns amounts in minor units: 1999 means 19.99 in the order's currency. Currencies without minor units, such as the Japanese Yen and the Korean Won, are returned as whole numbers."),
    ("en", "Bunny chow, a hollowed-out loaf filled with curry, was first sold in Durban and is now eaten all over South Africa."),
    ("en", "The old quarters and fortifications of Luxembourg City have been a UNESCO World Heritage Site since 1994. The Bock Casemates are open from March to October."),
    ("en", "## Subscription Plans\nThe Basic plan includes one device and standard delivery. The Plus plan adds free Express Shipping, Priority Support and up to five devices. You can switch plans at any time; the change applies from the next billing date."),
    ("es", "## Cómo rastrear tu pedido\nEntra a **Mis pedidos**, elige el envío y toca **Rastrear**. El mapa se actualiza cada 15 minutos mientras la paquetería está en ruta."),
    ("es", "El Día de Muertos se celebra el 1 y 2 de noviembre. Las familias arman ofrendas con cempasúchil, pan de muerto y fotografías de sus difuntos."),
    ("es", "El Palacio de Bellas Artes, en el Centro Histórico de la Ciudad de México, alberga murales de Rivera, Orozco y Siqueiros."),
    ("fr", "La poutine est née dans les casse-croûte du Centre-du-Québec dans les années 1950 : des frites, du fromage en grains et une sauce brune."),
    ("fr", "### Notes de version 4.12\nLes paniers enregistrés se synchronisent maintenant entre l'application Web et l'application mobile. Le Mode sombre ne se réinitialise plus après une mise à jour."),
    ("fr", "Le Carnaval de Québec a lieu chaque hiver depuis 1955; son ambassadeur, Bonhomme, porte une ceinture fléchée."),
    ("de", "## Paketfächer\nDie Paketfächer sind an den meisten Bahnhöfen rund um die Uhr zugänglich. Ein Paket bleibt 72 Stunden reserviert und geht danach zurück ins Verteilzentrum."),
    ("de", "Das Sechseläuten ist das Frühlingsfest von Zürich: Am Montagabend wird auf dem Sechseläutenplatz der Böögg verbrannt."),
    ("de", "Rösti war ursprünglich ein Bauernfrühstück aus dem Kanton Bern; heute wird sie im ganzen Land als Beilage serviert."),
    ("pt", "O Carnaval do Rio de Janeiro tem seu ponto alto no Sambódromo da Marquês de Sapucaí, onde as escolas de samba desfilam durante duas noites."),
    ("pt", "## Pix\nO Pix funciona 24 horas por dia, inclusive em feriados. Para pagar, escaneie o QR Code na tela de pagamento; a confirmação chega em poucos segundos."),
    ("pt", "A feijoada é servida tradicionalmente às quartas e aos sábados, com arroz, couve refogada, farofa e laranja."),
    ("ja", "## 配送状況の確認\n「注文履歴」から対象の注文を選び、「配送状況」をタップしてください。地図は15分ごとに更新されます。"),
    ("ja", "祇園祭は京都の八坂神社の祭礼で、7月の一か月間にわたって行われます。山鉾巡行はユネスコの無形文化遺産にも登録されています。"),
    ("ja", "リリースノート 4.12：保存したカートがウェブ版とアプリ版で同期されるようになりました。ダークモードの設定がアップデート後にリセットされる不具合を修正しました。"),
    ("ko", "## 배송 조회\n'주문 내역'에서 주문을 선택한 뒤 '배송 조회'를 누르세요. 지도는 15분마다 갱신됩니다."),
    ("ko", "경복궁은 1395년에 지어진 조선 왕조의 법궁으로, 수문장 교대식이 하루 두 차례 열립니다."),
    ("ko", "비빔밥은 밥 위에 나물과 고추장, 달걀을 얹어 비벼 먹는 음식으로, 전주 비빔밥이 특히 유명합니다."),
    ("zh", "## 如何追蹤包裹\n請到「我的訂單」選擇包裹並點選「追蹤」，地圖每15分鐘更新一次。"),
    ("zh", "台北101於2004年落成，曾是世界最高的建築；每年跨年夜的煙火秀吸引大批人潮。"),
    ("zh", "鳳梨酥是台灣常見的伴手禮，外皮酥鬆，內餡以鳳梨或冬瓜製成。"),
    ("gl", "O Pórtico da Gloria, na catedral de Santiago de Compostela, foi esculpido polo Mestre Mateo no século XII."),
    ("gl", "## Armarios de recollida\nOs armarios están abertos as 24 horas na maioría das estacións. O paquete agarda 72 horas e despois volve ao centro de distribución."),
    ("gl", "O polbo á feira sérvese en prato de madeira con sal grosa, pementón e aceite; é típico das festas do interior de Galicia."),
    ("lb", "D'Schueberfouer ass eng vun den eelste Kiermesen an Europa; se fënnt all Joer am August um Glacis an der Stad statt."),
    ("lb", "## Paketboxen\nD'Paketboxe sinn 24 Stonnen op 24 op. E Pak bleift 72 Stonnen do an dono geet e zréck an den Depot."),
    ("lb", "Judd mat Gaardebounen ass e gefëmmte Schwéngshals mat décke Bounen, e Klassiker vun der lëtzebuerger Kichen."),
    ("be", "Мірскі замак у Гродзенскай вобласці ўнесены ў спіс Сусветнай спадчыны ЮНЕСКА ў 2000 годзе."),
    ("be", "## Паштаматы\nПаштаматы працуюць кругласутачна. Пасылка захоўваецца 72 гадзіны, пасля чаго вяртаецца на склад."),
    ("be", "Дранікі — бульбяныя аладкі, якія ядуць са смятанай або з мачанкай; іх лічаць нацыянальнай стравай Беларусі."),
    ("be", "Францыск Скарына ў 1517 годзе выдаў у Празе Псалтыр — адну з першых друкаваных кніг на ўсходнеславянскай мове."),
    ("zu", "Isandlwana yindawo yomlando KwaZulu-Natal lapho kwaliwa khona impi enkulu ngo-1879."),
    ("zu", "## Amabhokisi amaphasela\nAmabhokisi amaphasela avulekile amahora angu-24. Iphasela lilinda amahora angu-72, bese libuyela edepho."),
    ("zu", "I-bunny chow yisinkwa esigcwaliswe ngekhari, esaqala ukudayiswa eThekwini."),
    ("ht", "Sitadèl Laferyè, ki bati sou tèt yon mòn toupre Milo, se pi gwo fòtrès nan Amerik yo; li sou lis Patrimwàn Mondyal UNESCO depi 1982."),
    ("ht", "## Kazye pou pake\nKazye yo louvri 24 è sou 24. Yon pake rete la 72 èdtan, apre sa li retounen nan depo a."),
    ("ht", "Soup joumou se soup yo manje chak premye janvye pou selebre endepandans Ayiti nan lane 1804."),
    ("so", "## Khaanadaha xidhmooyinka\nKhaanadaha xidhmooyinka way furan yihiin 24 saacadood. Xidhmadu waxay sugtaa 72 saacadood, kadibna waxay ku noqotaa bakhaarka."),
    ("so", "Laas Geel oo u dhow Hargeysa waxaa ku yaal sawirro qadiimi ah oo dhagaxyada lagu sawiray, kuwaas oo la sheego inay jireen kumanaan sano."),
    ("so", "Canjeero waa rooti khafiif ah oo subaxdii lagu cuno, badanaa shaah iyo subag lala cuno."),
]  # fmt: skip


def docs() -> list[dict]:
    return [
        {"id": f"h12-doc-{i:04d}", "domain": f"{lang}_public", "text": text}
        for i, (lang, text) in enumerate(DOCS, 1)
    ]
