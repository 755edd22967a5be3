"""The households' two hand-written templates per language: an SMS from the second of the pair
(``p1``) and a staff note asking not to merge the two records. Slots: ``p0_*``/``p1_*`` (first,
full, lf), ``addr``, ``acct0``/``acct1``, ``email0``/``email1``, ``ord0``/``ord1``."""

from __future__ import annotations

HH = {
    "en": (
        "<<p1_first>>: hi it's <<p1_full>> again. <<p0_first>> and I are both at <<addr>> but "
        "the gas bill for <<acct1>> keeps going to my twin's account <<acct0>>. can "
        "you send mine to <<email1>> pls",
        "Twins, same address (<<addr>>): <<p0_full>> (<<acct0>>, <<email0>>) and <<p1_full>> "
        "(<<acct1>>, <<email1>>). Different people, DO NOT MERGE. Orders <<ord0>> and <<ord1>> "
        "belong to one each.",
    ),
    "es": (
        "<<p1_first>>: hola, soy <<p1_full>> otra vez. <<p0_first>> y yo vivimos en <<addr>>, "
        "pero la factura de <<acct1>> me sigue llegando a la cuenta <<acct0>>. ¿Me la mandáis "
        "a <<email1>>?",
        "Gemelos en el mismo domicilio (<<addr>>): <<p0_full>> (<<acct0>>, <<email0>>) y "
        "<<p1_full>> (<<acct1>>, <<email1>>). Son dos personas: NO FUSIONAR. Pedidos "
        "<<ord0>> y <<ord1>>, uno de cada.",
    ),
    "fr": (
        "<<p1_first>> : bonjour, c'est encore <<p1_full>>. <<p0_first>> et moi habitons au "
        "<<addr>>, mais la facture de <<acct1>> part toujours sur le compte <<acct0>>. "
        "Pouvez-vous l'envoyer à <<email1>> ?",
        "Jumeaux, même adresse (<<addr>>) : <<p0_full>> (<<acct0>>, <<email0>>) et "
        "<<p1_full>> (<<acct1>>, <<email1>>). Deux personnes distinctes, NE PAS FUSIONNER. "
        "Commandes <<ord0>> et <<ord1>>, une chacun.",
    ),
    "de": (
        "<<p1_first>>: hallo, nochmal <<p1_full>>. <<p0_first>> und ich wohnen beide in "
        "<<addr>>, aber die Rechnung für <<acct1>> landet immer auf Konto <<acct0>>. Bitte an "
        "<<email1>> schicken",
        "Zwillinge, gleiche Adresse (<<addr>>): <<p0_full>> (<<acct0>>, <<email0>>) und "
        "<<p1_full>> (<<acct1>>, <<email1>>). Zwei Personen, NICHT ZUSAMMENFÜHREN. "
        "Bestellungen <<ord0>> und <<ord1>> gehören je einem.",
    ),
    "it": (
        "<<p1_first>>: ciao, sono ancora <<p1_full>>. Io e <<p0_first>> abitiamo in <<addr>>, "
        "ma la bolletta di <<acct1>> finisce sempre sul conto <<acct0>>. Me la mandate a "
        "<<email1>>?",
        "Gemelli, stesso indirizzo (<<addr>>): <<p0_full>> (<<acct0>>, <<email0>>) e "
        "<<p1_full>> (<<acct1>>, <<email1>>). Due persone diverse, NON UNIRE. Ordini "
        "<<ord0>> e <<ord1>>, uno ciascuno.",
    ),
    "pt": (
        "<<p1_first>>: olá, é outra vez <<p1_full>>. Eu e <<p0_first>> moramos em <<addr>>, "
        "mas a fatura de <<acct1>> continua a ir para a conta <<acct0>>. Podem mandar para "
        "<<email1>>?",
        "Gémeos, mesma morada (<<addr>>): <<p0_full>> (<<acct0>>, <<email0>>) e <<p1_full>> "
        "(<<acct1>>, <<email1>>). São duas pessoas, NÃO FUNDIR. Encomendas <<ord0>> e "
        "<<ord1>>, uma de cada.",
    ),
    "nl": (
        "<<p1_first>>: hoi, weer <<p1_full>>. <<p0_first>> en ik wonen allebei op <<addr>>, "
        "maar de rekening van <<acct1>> komt steeds op account <<acct0>>. Graag naar "
        "<<email1>> sturen",
        "Tweeling, zelfde adres (<<addr>>): <<p0_full>> (<<acct0>>, <<email0>>) en "
        "<<p1_full>> (<<acct1>>, <<email1>>). Twee personen, NIET SAMENVOEGEN. Bestellingen "
        "<<ord0>> en <<ord1>>, van elk één.",
    ),
    "pl": (
        "<<p1_first>>: dzień dobry, znowu <<p1_full>>. <<p0_first>> i ja mieszkamy pod adresem "
        "<<addr>>, ale faktura dla <<acct1>> ciągle trafia na konto <<acct0>>. Proszę wysyłać "
        "na <<email1>>",
        "Bliźnięta, ten sam adres (<<addr>>): <<p0_full>> (<<acct0>>, <<email0>>) i "
        "<<p1_full>> (<<acct1>>, <<email1>>). Dwie różne osoby, NIE SCALAĆ. Zamówienia "
        "<<ord0>> i <<ord1>>, po jednym.",
    ),
    "sv": (
        "<<p1_first>>: hej, <<p1_full>> igen. <<p0_first>> och jag bor båda på <<addr>> men "
        "räkningen för <<acct1>> hamnar hela tiden på konto <<acct0>>. Skicka min till "
        "<<email1>> tack",
        "Tvillingar, samma adress (<<addr>>): <<p0_full>> (<<acct0>>, <<email0>>) och "
        "<<p1_full>> (<<acct1>>, <<email1>>). Två personer, SLÅ INTE IHOP. Order <<ord0>> och "
        "<<ord1>>, en var.",
    ),
    "tr": (
        "<<p1_first>>: merhaba, yine ben <<p1_full>>. <<p0_first>> ile ikimiz de <<addr>> "
        "adresinde oturuyoruz ama <<acct1>> faturası hep <<acct0>> hesabına gidiyor. Benimkini "
        "<<email1>> adresine gönderir misiniz?",
        "İkizler, aynı adres (<<addr>>): <<p0_full>> (<<acct0>>, <<email0>>) ve <<p1_full>> "
        "(<<acct1>>, <<email1>>). İki ayrı kişi, BİRLEŞTİRMEYİN. <<ord0>> ve <<ord1>> "
        "siparişleri birer tane.",
    ),
    "cs": (
        "<<p1_first>>: dobrý den, zase <<p1_full>>. <<p0_first>> a já bydlíme na adrese <<addr>>, ale "
        "vyúčtování pro <<acct1>> pořád chodí na účet <<acct0>>. Posílejte ho prosím na "
        "<<email1>>",
        "Dvojčata, stejná adresa (<<addr>>): <<p0_full>> (<<acct0>>, <<email0>>) a "
        "<<p1_full>> (<<acct1>>, <<email1>>). Dvě různé osoby, NESLUČOVAT. Objednávky "
        "<<ord0>> a <<ord1>>, každému jedna.",
    ),
    "ko": (
        "<<p1_first>>: 안녕하세요 <<p1_full>>입니다. <<p0_first>>(이)랑 둘 다 <<addr>>에 사는데 "
        "<<acct1>> 요금이 계속 <<acct0>> 계정으로 가요. 제 건 <<email1>>로 보내 주세요",
        "쌍둥이, 같은 주소(<<addr>>): <<p0_full>>(<<acct0>>, <<email0>>), <<p1_full>>(<<acct1>>, "
        "<<email1>>). 서로 다른 사람이므로 병합 금지. 주문 <<ord0>>, <<ord1>> 각각 한 건.",
    ),
    "ru": (
        "<<p1_first>>: здравствуйте, снова <<p1_full>>. Я и <<p0_first>> живём по адресу "
        "<<addr>>, но счёт по <<acct1>> всё время приходит на <<acct0>>. Пришлите мой на "
        "<<email1>>",
        "Близнецы, один адрес (<<addr>>): <<p0_full>> (<<acct0>>, <<email0>>) и <<p1_full>> "
        "(<<acct1>>, <<email1>>). Это два человека, НЕ ОБЪЕДИНЯТЬ. Заказы <<ord0>> и "
        "<<ord1>> — по одному на каждого.",
    ),
}
