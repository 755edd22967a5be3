"""Public documentation of the fifth exam: hand-written sentences with NO personal data, only
product, company and place names, common nouns and code. People's names occur only inside
product and line names (Apache Cassandra, the Elizabeth line, Hugo, Julia, Amazon Alexa).
The government service pages are in twelve languages, each paragraph in one."""

from __future__ import annotations

EN_DOMAINS = {
    "api_reference": (
        [
            "## GET /v1/meters/{meter_id}/readings",
            "## POST /v2/shipments",
            "## Webhooks",
            "## Pagination and rate limits",
        ],
        [
            "Readings are returned in ascending order of `read_at` and each page holds at most 500 items.",
            "Pass `cursor` from the previous response to fetch the next page; an empty cursor means the last page.",
            "The `status` field is one of `pending`, `in_transit`, `delivered` or `returned`.",
            "Requests over the limit receive HTTP 429 with a `Retry-After` header in seconds.",
            "Webhook payloads are signed with HMAC-SHA256; compare the `X-Signature` header before parsing the body.",
            "Timestamps use RFC 3339 in UTC, for example `2026-03-01T08:00:00Z`.",
            "The Python SDK wraps these endpoints as `client.meters.readings.list()` and retries idempotent calls twice.",
            "A shipment created without `service_level` defaults to `standard` and ships from the Rotterdam hub.",
            "Deleting a webhook subscription stops delivery within one minute; queued events are dropped.",
            "Use the sandbox base URL `https://sandbox.api.example.org` while testing; sandbox data is reset every Sunday.",
        ],
        [
            "Create a token under Settings > Developers.",
            "Export it as `METER_API_TOKEN`.",
            'Call `curl -H "Authorization: Bearer $METER_API_TOKEN" https://api.example.org/v1/meters`.',
        ],
    ),
    "product_manual": (
        [
            "## Pairing the smart thermostat",
            "## Charging the e-bike battery",
            "## Resetting the router",
            "## Cleaning and maintenance",
        ],
        [
            "Hold the dial for five seconds until the ring light pulses blue, then open the Home app.",
            "The thermostat works with Amazon Alexa, Google Home and Apple HomeKit over Matter.",
            "Charge the battery at room temperature; a full charge from empty takes about four and a half hours.",
            "The Bosch drive unit reports a fault code on the display if the battery is below freezing.",
            "Press the recessed reset button with a paper clip for ten seconds to restore factory settings.",
            "After a reset the network name and password printed on the label at the bottom are active again.",
            "Wipe the housing with a dry cloth; never use solvents or spray cleaner on the touch screen.",
            "Firmware updates install overnight between 02:00 and 04:00 when automatic updates are on.",
            "The filter should be replaced every six months, or sooner in homes with pets.",
            "Philips Hue bulbs and IKEA Tradfri lights can be added from the same Zigbee menu.",
        ],
        [
            "Unplug the device.",
            "Wait thirty seconds.",
            "Plug it back in and wait for a steady white light.",
        ],
    ),
    "developer_cli": (
        [
            "## Installing the CLI",
            "## Deploying a static site",
            "## Running the test suite",
            "## Configuration reference",
        ],
        [
            "Install with `pipx install shipctl` or download the binary for Linux, macOS or Windows.",
            "The site is built with Hugo and deployed to a bucket in the Frankfurt or Dublin region.",
            "Run `shipctl deploy --env staging` to publish a preview; production needs `--confirm`.",
            "Tests run under pytest with `-p no:cacheprovider` so that read-only checkouts work.",
            "Notebooks in the `examples/` folder open in Jupyter and need Julia 1.10 or Python 3.11.",
            "Set `SHIPCTL_LOG_LEVEL=debug` to print every HTTP request the CLI makes.",
            "The configuration file is `shipctl.toml`; values in the environment override the file.",
            "Apache Cassandra and PostgreSQL are supported as state stores; SQLite is used when neither is set.",
            "Use `--dry-run` to print the plan without changing anything.",
            "Ruby on Rails and Django projects are detected from `Gemfile` and `manage.py` respectively.",
        ],
        ["Run `shipctl init`.", "Edit `shipctl.toml`.", "Run `shipctl deploy --env staging`."],
    ),
    "transit_service": (
        [
            "## Planned engineering works",
            "## Step-free access",
            "## Fares and contactless",
            "## Lost property",
        ],
        [
            "There is no service on the Elizabeth line between Paddington and Abbey Wood on Sunday morning.",
            "Replacement buses run every ten minutes from the stops marked with a yellow sign.",
            "The Victoria line runs as normal, but Oxford Circus is exit only until 10:00.",
            "Step-free access is available at all stations on the Wellington to Johnsonville line.",
            "Contactless cards and phones are capped at the daily fare for the zones you travel in.",
            "Items left on trains are kept at the central office for two weeks and then donated.",
            "Night trains between Malmö and Stockholm leave at 22:15 and arrive at 06:40.",
            "Bicycles are allowed outside peak hours, except on the airport express to Incheon.",
            "Tickets bought at a machine are valid for two hours from the time printed on them.",
            "Timetables change on the second Sunday of December every year.",
        ],
        [
            "Tap in at the start of your journey.",
            "Tap out at the end.",
            "Check your journey history in the app.",
        ],
    ),
    "release_notes": (
        ["## Version 4.2", "## Version 4.1.3", "## Deprecations", "## Known issues"],
        [
            "The dashboard now loads in half the time on accounts with more than 10,000 meters.",
            "Exports to CSV keep the column order chosen in the table view.",
            "Fixed a crash when a shipment label was printed twice on a Zebra printer.",
            "The `v1/tariffs` endpoint is deprecated and will be removed in version 5.0.",
            "Dark mode is available in the Android and iOS apps.",
            "Search now matches Polish, Czech and Turkish letters without diacritics (`Łódź` finds `Lodz`).",
            "Imports from SAP and Microsoft Dynamics run as background jobs with a progress bar.",
            "On Safari 17 the date picker may open behind the sidebar; reload the page as a workaround.",
            "Two-factor authentication with hardware keys now works with YubiKey and Google Titan keys.",
            "Logs older than 90 days are archived to cold storage in the Stockholm region.",
        ],
        ["Back up your configuration.", "Update with `shipctl self-update`.", "Restart the agent."],
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
