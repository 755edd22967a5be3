"""Hand-written templates of the fifth exam for tr, cs, ko and ru (same genres and slots as
``prose_a.py``). Korean names are written family name first without a space and never as a
bare family name; Russian texts use one instrumental form (``<<c_ins>>``, "с Иваном Петровым");
Turkish and Korean honorifics (Hanım, Bey, 님) follow the name, outside the span."""

from __future__ import annotations

TR = {
    "hon": ("Bey", "Hanım"),
    "dr": ("Dr.", "Dr."),
    "dear": ("Sayın", "Sayın"),
    "at": "et",
    "dot": "nokta",
    "clinic": (
        "Randevu notu (danışma)\nHasta: <<c_lf>>\n<<dr>> <<o_last>> ile salı 10.20, oda 4.\n"
        "Yeni adres: <<addr>>. Sevk yazısı gönderilmeden önce dosya güncellenmeli. "
        "Hatırlatmalar SMS ile <<phone>> numarasına. <<c_first>> <<hon>> kan tahlili "
        "sonuçlarını e-postayla istiyor (<<email>>).\n- <<a_init>>"
    ),
    "school": (
        "<<dear>> <<c_full>>,\n<<k_first>> antrenmandan sonra montunu ve beslenme kutusunu "
        "soyunma odasında unuttu. Okul sekreteri <<o_full>> eşyaları <<k_full>> adıyla "
        "etiketleyip danışmaya bıraktı.\nBu hafta alamayacaksanız bu mesaja <<email>> "
        "adresinden yanıt verin, çantasına koyalım.\nSaygılarımla,\n<<a_first>> (5-B sınıf "
        "öğretmeni)"
    ),
    "voicemail": (
        "sesli mesaj 00:41\nmerhaba ben <<c_full>> <<order>> numaralı sipariş için arıyorum "
        "paket eski adresime gitmiş doğru adres <<street>> beni <<phone_sp>> numarasından "
        "arayabilirsiniz ya da <<email_sp>> adresine yazabilirsiniz teşekkürler iyi günler"
    ),
    "sms": (
        "<<o_first>>: Merhaba <<c_nick>>, emlak ofisinden <<o_first>>. Tesisatçı perşembe "
        "saat 8'de gelebilir.\n<<c_nick>>: perşembe olur. kapı şifresi değişti, gelince "
        "<<phone>> numarasından arayın\n<<o_first>>: Not aldım. Adres hâlâ <<street>> mi?\n"
        "<<c_nick>>: evet. işteysem yedek anahtar <<k_first>>'<<k_sfx>>"
    ),
    "claim": "Mutfak lavabosunun altında boru patladı. Tesisatçı <<o_full>> ertesi sabah geldi; "
    "fatura ektedir.",
    "bill": "Faturanızla ilgili sorularınız için müşteri hizmetlerinden <<a_first>> yardımcı olur.",
    "ticket": "Merhaba, depo ekibinden <<c_first>>. Yeni adresim <<addr>>; maaş döneminden önce "
    "kaydımı güncelleyebilir misiniz? Yöneticim <<o_full>> onay verdi.",
    "booking": "<<c_first>> <<hon>>, odanız varış günü saat 23.00'e kadar tutulacaktır. Geç "
    "girişler için resepsiyondan <<a_first>> ile iletişime geçin.",
    "L": {
        "claim_title": "Konut sigortası hasar ihbarı",
        "claim_no": "Hasar no",
        "holder": "Sigortalı",
        "phone": "Telefon",
        "email": "E-posta",
        "address": "Adres",
        "payout": "Ödeme yapılacak hesap",
        "card": "Kart",
        "incident": "Olay",
        "bill_title": "Elektrik faturası",
        "account": "Müşteri no",
        "customer": "Abone",
        "supply": "Tesisat adresi",
        "period": "Dönem",
        "amount": "Ödenecek tutar",
        "debit": "Otomatik ödeme",
        "manifest": "sipariş;alıcı;adres;posta kodu;ilçe;telefon;koli",
        "sep": ";",
        "ticket_title": "İK talebi",
        "requester": "Talep eden",
        "subject": "Konu",
        "subject_text": "Adres değişikliği",
        "from_ip": "Gönderildiği IP",
        "booking_title": "Rezervasyon onayı",
        "ref": "Rezervasyon kodu",
        "lead": "Misafir",
        "guest": "İkinci misafir",
        "postcode": "Fatura posta kodu",
        "order": "Sipariş",
    },
}

CS = {
    "hon": ("pan", "paní"),
    "dr": ("MUDr.", "MUDr."),
    "dear": ("Dobrý den", "Dobrý den"),
    "at": "zavináč",
    "dot": "tečka",
    "clinic": (
        "Poznámka k objednávce (recepce)\nPacient: <<c_lf>>\nLékař: <<dr>> <<o_last>>, "
        "úterý 10:20, ordinace 4.\nNová adresa: <<addr>>. Před odesláním žádanky aktualizovat "
        "kartu. Připomínky SMS na <<phone>>. <<c_first>> chce výsledky krevních testů "
        "e-mailem (<<email>>).\n- <<a_init>>"
    ),
    "school": (
        "Pro: <<c_full>>\n<<dear>>,\n<<k_first>> si po tréninku nechal(a) v šatně bundu a "
        "svačinový box. Věci jsou na vrátnici, označené jménem <<k_full>> (uložila je "
        "kancelář, <<o_full>>).\nPokud si je tento týden nemůžete vyzvednout, odpovězte z "
        "adresy <<email>> a dáme je dítěti do batohu.\nS pozdravem\n<<a_first>> (třídní 5. B)"
    ),
    "voicemail": (
        "hlasová zpráva 00:40\ndobrý den tady <<c_full>> volám kvůli objednávce <<order>> "
        "balík šel na starou adresu správná je <<street>> zavolejte mi prosím zpátky na "
        "<<phone_sp>> nebo napište na <<email_sp>> děkuju na shledanou"
    ),
    "sms": (
        "<<o_first>>: Dobrý den <<c_nick>>, tady <<o_first>> ze správy domu. Instalatér může "
        "přijít ve čtvrtek v 8.\n<<c_nick>>: čtvrtek ok. kód od vchodu je nový, zavolejte na "
        "<<phone>> až budete dole\n<<o_first>>: Zapsáno. Pořád <<street>>?\n<<c_nick>>: jo. "
        "když budu v práci, náhradní klíč má <<k_first>>"
    ),
    "claim": "Prasklé potrubí pod kuchyňským dřezem. Oprava druhý den ráno: <<o_full>> "
    "(instalatér); faktura v příloze.",
    "bill": "Dotazy k vyúčtování? Pomůže vám <<a_first>> z klientského centra.",
    "ticket": "Dobrý den, tady <<c_first>> ze skladu. Nová adresa: <<addr>>; prosím o úpravu "
    "údajů před výplatami. Schváleno vedoucím směny (<<o_full>>).",
    "booking": "<<c_first>>, pokoj držíme v den příjezdu do 23:00. Při pozdějším příjezdu "
    "kontaktujte recepci (<<a_first>>).",
    "L": {
        "claim_title": "Hlášení pojistné události (domácnost)",
        "claim_no": "Číslo škody",
        "holder": "Pojistník",
        "phone": "Telefon",
        "email": "E-mail",
        "address": "Adresa",
        "payout": "Výplata na účet",
        "card": "Karta",
        "incident": "Popis události",
        "bill_title": "Vyúčtování elektřiny",
        "account": "Zákaznické číslo",
        "customer": "Zákazník",
        "supply": "Adresa odběrného místa",
        "period": "Období",
        "amount": "K úhradě",
        "debit": "Inkaso z účtu",
        "manifest": "objednávka;příjemce;ulice;PSČ;obec;telefon;balíky",
        "sep": ";",
        "ticket_title": "Požadavek na HR",
        "requester": "Žadatel",
        "subject": "Předmět",
        "subject_text": "Změna adresy",
        "from_ip": "Odesláno z",
        "booking_title": "Potvrzení rezervace",
        "ref": "Číslo rezervace",
        "lead": "Host",
        "guest": "Spolucestující",
        "postcode": "PSČ (fakturace)",
        "order": "Objednávka",
    },
}

KO = {
    "hon": ("님", "님"),
    "dr": ("선생님", "선생님"),
    "dear": ("", ""),
    "at": "골뱅이",
    "dot": "점",
    "clinic": (
        "예약 메모 (접수)\n환자: <<c_full>>\n담당: <<o_full>> 선생님, 화요일 10:20, 4번 진료실\n"
        "주소 변경: <<addr>>. 소견서 발송 전에 기록 수정 필요. 예약 알림 문자는 <<phone>>(으)로. "
        "<<c_first>> 님이 혈액 검사 결과를 메일(<<email>>)로 받기를 원함.\n- <<a_init>>"
    ),
    "school": (
        "<<c_full>> 학부모님께\n<<k_first>> 학생이 축구 연습 후 탈의실에 점퍼와 도시락통을 두고 "
        "갔습니다. 행정실 <<o_full>> 선생님이 <<k_full>> 이름표를 붙여 현관 옆 선반에 두었습니다.\n"
        "이번 주에 찾아가기 어려우시면 <<email>> 주소로 회신해 주세요. 가방에 넣어 보내겠습니다.\n"
        "5학년 2반 담임 <<a_first>> 드림"
    ),
    "voicemail": (
        "음성 메시지 00:39\n안녕하세요 <<c_full>>입니다 주문 <<order>> 건으로 전화드렸어요 택배가 "
        "예전 주소로 갔는데요 맞는 주소는 <<street>>입니다 <<phone_sp>>로 전화 주시거나 "
        "<<email_sp>>로 메일 주세요 감사합니다"
    ),
    "sms": (
        "<<o_first>>: 안녕하세요 <<c_nick>> 님, 부동산 <<o_first>>입니다. 배관 기사님이 목요일 "
        "8시에 방문 가능하세요.\n<<c_nick>>: 목요일 좋아요. 공동현관 비번 바뀌었어요 도착하시면 "
        "<<phone>>로 연락 주세요\n<<o_first>>: 네 알겠습니다. 주소는 그대로 <<street>> 맞죠?\n"
        "<<c_nick>>: 네 제가 출근하면 <<k_first>>한테 여분 열쇠 있어요"
    ),
    "claim": "주방 싱크대 아래 배관 파열. 다음 날 아침 <<o_full>> 기사님이 수리했으며 영수증 첨부.",
    "bill": "요금 문의는 고객센터 <<a_first>> 상담원에게 해 주세요.",
    "ticket": "안녕하세요, 물류팀 <<c_first>>입니다. <<addr>>(으)로 이사했습니다. 급여 정산 전에 "
    "인사 기록을 수정해 주세요. <<o_full>> 팀장님 승인 완료.",
    "booking": "<<c_first>> 님, 객실은 도착일 23시까지 보류됩니다. 늦게 도착하시면 프런트 "
    "<<a_first>> 직원에게 연락해 주세요.",
    "L": {
        "claim_title": "주택화재보험 사고 접수",
        "claim_no": "사고 번호",
        "holder": "계약자",
        "phone": "연락처",
        "email": "이메일",
        "address": "주소",
        "payout": "보험금 지급",
        "card": "카드",
        "incident": "사고 내용",
        "bill_title": "전기요금 청구서",
        "account": "고객번호",
        "customer": "고객명",
        "supply": "사용 장소",
        "period": "사용 기간",
        "amount": "청구 금액",
        "debit": "자동이체",
        "manifest": "주문번호\t수취인\t주소\t우편번호\t지역\t연락처\t수량",
        "sep": "\t",
        "ticket_title": "인사팀 요청",
        "requester": "요청자",
        "subject": "제목",
        "subject_text": "주소 변경",
        "from_ip": "접속 IP",
        "booking_title": "예약 확인",
        "ref": "예약 번호",
        "lead": "투숙객",
        "guest": "동반 투숙객",
        "postcode": "청구지 우편번호",
        "order": "주문",
    },
}

RU = {
    "hon": ("господин", "госпожа"),
    "dr": ("врач", "врач"),
    "dear": ("Уважаемый", "Уважаемая"),
    "at": "собака",
    "dot": "точка",
    "clinic": (
        "Запись на приём (регистратура)\nПациент: <<c_lf>>\nВрач: <<o_last>>, приём во вторник "
        "10:20, кабинет 4.\nНовый адрес: <<addr>>. Обновить карту до отправки направления. "
        "Напоминания по SMS на <<phone>>. Перенос времени согласован с <<c_ins>>; результаты "
        "анализа крови — на почту <<email>>.\n— <<a_init>>"
    ),
    "school": (
        "<<dear>> <<c_full>>!\n<<k_first>> оставил(а) куртку и ланч-бокс в раздевалке после "
        "тренировки. Вещи лежат на вахте, подписаны: <<k_full>> (убрала канцелярия, "
        "<<o_full>>).\nЕсли не получится забрать их на этой неделе, свяжитесь с "
        "<<o_ins>> или ответьте с адреса <<email>>, и мы положим их в рюкзак.\nС уважением,\n<<a_first>> (классный "
        "руководитель 5 «Б»)"
    ),
    "voicemail": (
        "голосовое сообщение 00:42\nздравствуйте это <<c_full>> звоню по заказу <<order>> "
        "посылка ушла на старый адрес правильный адрес <<street>> перезвоните пожалуйста на "
        "<<phone_sp>> или напишите на <<email_sp>> спасибо до свидания"
    ),
    "sms": (
        "<<o_first>>: Здравствуйте, <<c_nick>>! Это <<o_first>> из управляющей компании. "
        "Сантехник может прийти в четверг в 8.\n<<c_nick>>: четверг ок. код домофона "
        "поменяли, позвоните на <<phone>> когда подъедете\n<<o_first>>: Записано. Адрес "
        "прежний: <<street>>?\n<<c_nick>>: да. если я на работе, созвонитесь с <<k_ins>>"
    ),
    "claim": "Прорыв трубы под кухонной мойкой. Ремонт на следующее утро: <<o_full>> "
    "(сантехник); счёт приложен.",
    "bill": "Вопросы по счёту? Поможет <<a_first>> из клиентской службы.",
    "ticket": "Добрый день, это <<c_first>> со склада. Новый адрес: <<addr>>; прошу обновить "
    "данные до расчёта зарплаты. Согласовано с <<o_ins>> (руководитель).",
    "booking": "<<c_first>>, номер за вами до 23:00 в день заезда. При позднем заезде "
    "свяжитесь с ресепшеном (<<a_first>>).",
    "L": {
        "claim_title": "Заявление о страховом случае (квартира)",
        "claim_no": "Номер убытка",
        "holder": "Страхователь",
        "phone": "Телефон",
        "email": "Эл. почта",
        "address": "Адрес",
        "payout": "Выплата",
        "card": "Карта",
        "incident": "Обстоятельства",
        "bill_title": "Счёт за электроэнергию",
        "account": "Лицевой счёт",
        "customer": "Абонент",
        "supply": "Адрес объекта",
        "period": "Период",
        "amount": "К оплате",
        "debit": "Автоплатёж",
        "manifest": "заказ;получатель;адрес;индекс;город;телефон;мест",
        "sep": ";",
        "ticket_title": "Обращение в отдел кадров",
        "requester": "Заявитель",
        "subject": "Тема",
        "subject_text": "Смена адреса",
        "from_ip": "Отправлено с",
        "booking_title": "Подтверждение бронирования",
        "ref": "Номер брони",
        "lead": "Гость",
        "guest": "Второй гость",
        "postcode": "Индекс плательщика",
        "order": "Заказ",
    },
}
