"""Public documentation of the fifth exam: hand-written sentences with NO personal data, only
product, company and place names, common nouns and code. People's names occur only inside
product and line names (Apache Cassandra, the Elizabeth line, Hugo, Julia, Amazon Alexa).
The government service pages are in twelve languages, each paragraph in one."""

from __future__ import annotations

EN_DOMAINS = {
    "travel_guide": (
        ["Getting around", "Day trips", "Where to walk"],
        [
            "Trams to Wenceslas Square leave every six minutes from the main station.",
            "The Queen Victoria Building opens at nine and the rooftop closes at dusk.",
            "From Lake Louise the shuttle climbs to Moraine Lake in about twenty minutes.",
            "Saint Patrick's Cathedral is free to enter outside the hours of service.",
            "The ferry to San Sebastián de La Gomera sails twice a day in winter.",
            "Bolivar Avenue is closed to cars on Sunday mornings for the market.",
        ],
        ["Buy a day pass.", "Validate it on the first ride.", "Keep it until you leave."],
    ),
    "appliance_manual": (
        ["Descaling", "Care and cleaning", "Troubleshooting"],
        [
            "Empty the drip tray before the indicator turns red.",
            "Run the rinse cycle once a week with clean water only.",
            "If the pump hums but no water flows, refit the tank firmly.",
            "Do not place the unit closer than ten centimetres to a wall.",
            "The filter cartridge lasts about two months in hard-water areas.",
            "Hold the power button for five seconds to restore factory settings.",
        ],
        ["Switch off the unit.", "Remove the filter.", "Rinse it under running water."],
    ),
    "library_release_notes": (
        ["Changes in 4.2", "Deprecations", "Bug fixes"],
        [
            "The parser now accepts trailing commas in arrays.",
            "Timeouts default to thirty seconds instead of sixty.",
            "The legacy sync client is deprecated and will be removed in 5.0.",
            "Fixed a crash when the cache directory was read-only.",
            "Builds for ARM64 are published alongside the x86 wheels.",
            "Logging uses structured fields when the JSON formatter is enabled.",
        ],
        ["Upgrade the package.", "Run the migration script.", "Restart the workers."],
    ),
    "museum_page": (
        ["Opening hours", "Exhibitions", "Accessibility"],
        [
            "The Rembrandt wing reopens in spring after the roof repairs.",
            "Guided tours of the Darwin Centre start on the hour.",
            "Lockers near the Humboldt entrance take a one-euro coin.",
            "Wheelchairs can be borrowed at the information desk free of charge.",
            "Photography without flash is allowed in the permanent collection.",
            "The Einstein lecture hall seats two hundred visitors.",
        ],
        [
            "Book a time slot.",
            "Show your ticket at the door.",
            "Leave large bags in the cloakroom.",
        ],
    ),
    "tax_office_faq": (
        ["Filing deadlines", "Refunds", "Paying in instalments"],
        [
            "Returns filed online are usually processed within six weeks.",
            "Refunds are paid to the account registered in your online profile.",
            "Late filing adds a surcharge for every month of delay.",
            "Instalment plans are available for debts above a set threshold.",
            "Keep receipts for deductible expenses for at least five years.",
            "Paper forms can be ordered from the local office.",
        ],
        ["Sign in to the portal.", "Choose the tax year.", "Submit the return."],
    ),
}

GOV = {  # language -> (headings, sentences)
    "en": (
        ["## Apply for a resident parking permit"],
        [
            "You can apply online if your street is in a controlled parking zone.",
            "The permit costs less for electric vehicles and is valid for twelve months.",
            "Bring the vehicle registration document and a recent council tax bill.",
            "Permits are sent by post within ten working days.",
        ],
    ),
    "de": (
        ["## Personalausweis beantragen"],
        [
            "Den Antrag stellen Sie persönlich im Bürgeramt Ihres Wohnorts.",
            "Bitte bringen Sie ein aktuelles biometrisches Passfoto und Ihren alten Ausweis mit.",
            "Die Bearbeitung dauert in der Regel drei bis vier Wochen.",
            "Termine können Sie online über das Serviceportal der Stadt Graz oder Leipzig buchen.",
        ],
    ),
    "es": (
        ["## Solicitar la tarjeta sanitaria"],
        [
            "La solicitud se presenta en el centro de salud que le corresponda por domicilio.",
            "Necesitará el documento de identidad y el certificado de empadronamiento.",
            "En Sevilla y Valencia también puede hacerse por la sede electrónica.",
            "La tarjeta llega por correo en un plazo aproximado de quince días.",
        ],
    ),
    "fr": (
        ["## Demander une carte grise"],
        [
            "La demande se fait uniquement en ligne sur le site de l'ANTS.",
            "Munissez-vous du certificat de cession et d'un justificatif de domicile de moins de six mois.",
            "Les habitants de Lyon et de Lille peuvent se faire aider dans un point numérique en préfecture.",
            "Le certificat provisoire permet de circuler pendant un mois.",
        ],
    ),
    "it": (
        ["## Richiedere la carta d'identità elettronica"],
        [
            "La richiesta si presenta all'ufficio anagrafe del Comune di residenza.",
            "Serve una fototessera recente e il codice fiscale.",
            "A Torino e a Bologna è possibile prenotare l'appuntamento sull'Agenda CIE.",
            "La carta viene spedita per posta entro sei giorni lavorativi.",
        ],
    ),
    "pt": (
        ["## Pedir o cartão de cidadão"],
        [
            "O pedido pode ser feito numa Loja do Cidadão ou num balcão do IRN.",
            "No Porto e em Coimbra é aconselhável marcar atendimento com antecedência.",
            "A renovação online está disponível para maiores de 25 anos.",
            "O cartão fica pronto para levantamento em cerca de dez dias úteis.",
        ],
    ),
    "nl": (
        ["## Verhuizing doorgeven"],
        [
            "Geef uw verhuizing binnen vijf dagen door aan de gemeente waar u gaat wonen.",
            "In Rotterdam en Gent kan dat online met DigiD of itsme.",
            "De gemeente kan een huurcontract of koopakte opvragen.",
            "U ontvangt binnen drie werkdagen een bevestiging.",
        ],
    ),
    "pl": (
        ["## Wniosek o dowód osobisty"],
        [
            "Wniosek można złożyć w dowolnym urzędzie gminy albo przez ePUAP.",
            "Do wniosku trzeba dołączyć aktualne zdjęcie zgodne z wymaganiami.",
            "W Krakowie i Łodzi można wcześniej zarezerwować wizytę przez internet.",
            "Dokument jest gotowy do odbioru zwykle po miesiącu.",
        ],
    ),
    "sv": (
        ["## Ansöka om pass"],
        [
            "Du ansöker om pass hos Polismyndigheten och måste boka tid i förväg.",
            "Ta med en giltig id-handling; fotot tas på plats.",
            "I Göteborg och Umeå finns drop-in vissa vardagar.",
            "Passet kan hämtas ut ungefär två veckor efter ansökan.",
        ],
    ),
    "tr": (
        ["## Pasaport başvurusu"],
        [
            "Başvuru için önce e-Devlet üzerinden randevu alınması gerekir.",
            "Harç ve defter bedeli vergi dairesine ya da bankaya ödenir.",
            "Ankara ve İzmir'de nüfus müdürlükleri hafta sonu da hizmet verir.",
            "Pasaport genellikle beş iş günü içinde adrese teslim edilir.",
        ],
    ),
    "cs": (
        ["## Žádost o cestovní pas"],
        [
            "O pas můžete požádat na kterémkoli obecním úřadě obce s rozšířenou působností.",
            "Fotografie se pořizuje přímo na úřadě, stačí platný občanský průkaz.",
            "V Brně a Ostravě lze termín rezervovat online.",
            "Pas je hotový zpravidla do 30 dnů.",
        ],
    ),
    "ko": (
        ["## 여권 발급 신청"],
        [
            "여권은 시청, 구청 또는 도청의 여권 민원실에서 신청할 수 있습니다.",
            "최근 6개월 이내에 촬영한 여권용 사진 한 장이 필요합니다.",
            "부산과 대전에서는 온라인으로 방문 예약을 할 수 있습니다.",
            "발급에는 보통 영업일 기준 8일 정도 걸립니다.",
        ],
    ),
    "ru": (
        ["## Оформление загранпаспорта"],
        [
            "Заявление можно подать через портал Госуслуг или в МФЦ.",
            "Понадобится внутренний паспорт и квитанция об оплате госпошлины.",
            "В Новосибирске и Казани приём ведётся и по субботам.",
            "Готовый паспорт выдают в течение месяца.",
        ],
    ),
}
GOV_STEPS = {
    "en": ["Check your zone on the map.", "Fill in the online form.", "Pay the fee by card."],
    "de": ["Termin online buchen.", "Unterlagen mitbringen.", "Gebühr vor Ort bezahlen."],
    "es": ["Pida cita previa.", "Presente la documentación.", "Recoja el resguardo."],
    "fr": [
        "Créez un compte.",
        "Remplissez le formulaire.",
        "Téléchargez le certificat provisoire.",
    ],
    "it": [
        "Prenota l'appuntamento.",
        "Presenta i documenti.",
        "Paga il contributo allo sportello.",
    ],
    "pt": ["Marque o atendimento.", "Leve os documentos.", "Pague a taxa no balcão."],
    "nl": ["Log in met DigiD.", "Vul het formulier in.", "Upload het huurcontract."],
    "pl": ["Zaloguj się do ePUAP.", "Wypełnij wniosek.", "Dołącz zdjęcie."],
    "sv": ["Boka tid.", "Ta med id-handling.", "Betala avgiften."],
    "tr": ["e-Devlet'ten randevu alın.", "Harcı ödeyin.", "Randevu saatinde başvurun."],
    "cs": [
        "Rezervujte si termín.",
        "Vezměte s sebou občanský průkaz.",
        "Zaplaťte správní poplatek.",
    ],
    "ko": ["온라인으로 방문 예약을 합니다.", "신분증과 사진을 준비합니다.", "수수료를 납부합니다."],
    "ru": ["Войдите на портал Госуслуг.", "Заполните заявление.", "Оплатите госпошлину."],
}
