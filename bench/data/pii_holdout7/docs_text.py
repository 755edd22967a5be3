"""Public documentation of the seventh exam: text with no personal data, full of names that look
like people's and are not (streets, stations, airports, products, software and chips named
after people). English domains have three headings and six sentences each; each language's
government-service page two headings and four sentences. Written for this exam."""

from __future__ import annotations

ENGLISH = {
    "api_reference": (
        ["Webhooks", "Rate limits", "Authentication"],
        [
            "Send build events from Jenkins to the `/v2/hooks` endpoint with the `X-Signature` header set.",
            "Consumers written for Apache Kafka should commit offsets only after the handler returns.",
            "The Ada client library retries a request three times before it raises `RateLimited`.",
            "Requests from Grafana Loki are counted per organisation, not per token.",
            "Rotate the signing secret from the Settings page; the old secret stays valid for 24 hours.",
            "Responses larger than 10 MB are paginated with a `cursor` field.",
        ],
    ),
    "device_manual": (
        ["Pairing the speaker", "Cleaning the filter", "Resetting to factory settings"],
        [
            "Hold the Sonos Ray button for five seconds until the light blinks white.",
            "Say the wake word and ask Siri to play the kitchen playlist.",
            "Remove the Dyson filter once a month and rinse it under cold water.",
            "The Miele app shows the remaining programme time on the lock screen.",
            "A Roomba that cannot find its dock will return to the last room it cleaned.",
            "Do not place the base station in direct sunlight or near a radiator.",
        ],
    ),
    "status_page": (
        ["Incident report", "Scheduled maintenance", "Capacity update"],
        [
            "Between 02:10 and 02:55 UTC, requests to the Darwin data centre returned errors.",
            "The new Grace Hopper nodes in the Frankfurt region are now serving inference traffic.",
            "Training jobs on the Ada Lovelace cluster were paused while the firmware was updated.",
            "Customers in Wellington and Auckland saw slower page loads during the failover.",
            "No data was lost, and all queued jobs resumed automatically.",
            "The next maintenance window starts on Saturday at 22:00 local time.",
        ],
    ),
    "transit_service": (
        ["Weekend closures", "Accessible stations", "Airport connections"],
        [
            "Trains will not stop at Martin Place this weekend; use the Queen Street interchange instead.",
            "The Luas Green line runs every twelve minutes between Broombridge and Sandyford.",
            "Heuston and Connolly stations have step-free access from the street to every platform.",
            "Metro trains to Rajiv Chowk run until midnight on public holidays.",
            "Buses to Indira Gandhi International Airport leave from bay 4 every 20 minutes.",
            "Tap your card on the reader when you leave, or you will be charged the maximum fare.",
        ],
    ),
    "council_service": (
        ["Apply for a Blue Badge", "Bin collection days", "Register to vote"],
        [
            "You can apply online or at the library on Nelson Street.",
            "Collections on Victoria Road move to Thursday during the bank holiday week.",
            "The Shakespeare Centre car park has six spaces for Blue Badge holders.",
            "Applications take up to twelve weeks; you will get a letter when yours is approved.",
            "Bring proof of address, such as a council tax bill from the last three months.",
            "Residents of Kingsley ward vote at the community hall on Elgar Avenue.",
        ],
    ),
}

GOV = {
    "vi": (["Đăng ký tạm trú", "Cấp đổi căn cước"], [
        "Người dân có thể nộp hồ sơ trực tuyến trên ứng dụng VNeID.",
        "Bộ phận một cửa trên phố Lý Thường Kiệt tiếp nhận hồ sơ từ thứ Hai đến thứ Sáu.",
        "Kết quả được trả trong vòng bảy ngày làm việc.",
        "Xe buýt số 32 dừng ngay trước cổng, gần đường Nguyễn Huệ.",
    ]),
    "id": (["Perpanjangan paspor", "Pembuatan KTP elektronik"], [
        "Pendaftaran antrean dilakukan melalui aplikasi resmi kantor imigrasi.",
        "Kantor layanan di Jalan Jenderal Sudirman buka pukul 08.00 sampai 15.00.",
        "Pemohon dari luar kota dapat naik kereta bandara dari Soekarno-Hatta ke Stasiun BNI City.",
        "Biaya layanan dibayar di bank sebelum jadwal wawancara.",
    ]),
    "ro": (["Eliberarea cărții de identitate", "Plata impozitelor locale"], [
        "Programarea se face online, pe platforma Ghișeul.ro.",
        "Ghișeul de pe Bulevardul Mihail Kogălniceanu este deschis și sâmbăta dimineața.",
        "Cetățenii care sosesc pe Aeroportul Henri Coandă pot folosi autobuzul expres 783.",
        "Documentul se ridică personal, în termen de 30 de zile.",
    ]),
    "hu": (["Lakcímkártya igénylése", "Gépjárműadó befizetése"], [
        "Az ügyintézés az Ügyfélkapun keresztül is elindítható.",
        "A kormányablak a Deák Ferenc tér közelében, az Andrássy út sarkán található.",
        "A Liszt Ferenc repülőtérről a 100E busz jár a belvárosba.",
        "Az elkészült kártyát postán küldik ki a megadott címre.",
    ]),
    "el": (["Έκδοση πιστοποιητικού", "Ανανέωση διπλώματος οδήγησης"], [
        "Η αίτηση υποβάλλεται ψηφιακά μέσω του gov.gr.",
        "Το ΚΕΠ στη Λεωφόρο Βασιλίσσης Σοφίας εξυπηρετεί κατόπιν ραντεβού.",
        "Από το αεροδρόμιο Ελευθέριος Βενιζέλος ο σταθμός Σύνταγμα απέχει 40 λεπτά με το μετρό.",
        "Το πιστοποιητικό εκδίδεται την ίδια ημέρα.",
    ]),
    "da": (["Skift adresse", "Bestil nyt sundhedskort"], [
        "Du melder flytning på borger.dk og logger ind med MitID.",
        "Borgerservice på H.C. Andersens Boulevard har åbent til kl. 17 om torsdagen.",
        "Fra Dronning Louises Bro er der ti minutters gang til rådhuset.",
        "Det nye sundhedskort sendes med posten inden for to uger.",
    ]),
    "no": (["Melde flytting", "Søke om pass"], [
        "Flyttemelding sendes digitalt, og du logger inn via ID-porten.",
        "Passkontoret ligger i Karl Johans gate, like ved Stortinget.",
        "I Trondheim tar politiet imot søknader i Olav Tryggvasons gate.",
        "Passet kan hentes etter cirka ti virkedager.",
    ]),
    "fi": (["Muuttoilmoitus", "Kelan asumistuki"], [
        "Muuttoilmoituksen voi tehdä verkossa Suomi.fi-palvelussa.",
        "Kelan palvelupiste sijaitsee Mannerheimintiellä, lähellä Aleksis Kiven katua.",
        "Päätös lähetetään noin kolmen viikon kuluttua hakemuksesta.",
        "Raitiovaunu 4 pysähtyy aivan toimipisteen edessä.",
    ]),
    "tl": (["Pagkuha ng PhilSys ID", "Pag-renew ng lisensya"], [
        "Magparehistro muna online bago pumunta sa registration center.",
        "Bukas ang opisina sa Rizal Avenue mula Lunes hanggang Biyernes.",
        "Mula sa Ninoy Aquino International Airport, may bus papuntang Quezon City.",
        "Dalhin ang orihinal na birth certificate at isang valid ID.",
    ]),
    "de": (["Wohnsitz anmelden", "Identitätskarte bestellen"], [
        "Die Anmeldung ist auch online mit der SwissID möglich.",
        "Das Personenmeldeamt liegt an der Pestalozzistrasse, zwei Minuten vom Bahnhof.",
        "Vom Alfred-Escher-Platz fährt das Tram 11 direkt zum Stadthaus.",
        "Die Identitätskarte wird innert zehn Arbeitstagen per Post zugestellt.",
    ]),
    "fr": (["Annoncer un déménagement", "Demander un permis de stationnement"], [
        "L'annonce se fait en ligne ou au guichet de l'Office cantonal de la population.",
        "Le guichet de la rue du Général-Dufour reçoit sans rendez-vous le matin.",
        "Depuis la place Jean-Jacques-Rousseau, le bus 5 rejoint l'aéroport de Genève en vingt minutes.",
        "Le permis est envoyé par courrier sous cinq jours ouvrables.",
    ]),
    "es": (["Renovar el DNI", "Solicitar la tarjeta SUBE"], [
        "El turno se saca desde la aplicación Mi Argentina.",
        "El centro de documentación de la Avenida Santa Fe atiende de lunes a viernes.",
        "Desde el Aeroparque Jorge Newbery hay colectivos hasta la Avenida Juan B. Justo.",
        "El documento nuevo llega por correo en quince días hábiles.",
    ]),
    "pt": (["Renovar o Cartão de Cidadão", "Pedir a morada fiscal"], [
        "O pedido pode ser feito no Portal das Finanças ou numa Loja do Cidadão.",
        "A loja da Avenida Almirante Reis abre às 8h30 nos dias úteis.",
        "Do Aeroporto Humberto Delgado, a linha vermelha do metro chega à Alameda em vinte minutos.",
        "O cartão novo fica pronto para levantamento em cerca de cinco dias úteis.",
    ]),
}  # fmt: skip
