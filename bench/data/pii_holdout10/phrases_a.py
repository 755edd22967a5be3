"""Labels and sentences: English (Philippines, South Africa), Arabic, Russian, Thai. Slots:
cf/rf/af/kf first names of customer, relative, agent, colleague; ofull, rfull full names;
cf_dat a declined first name; ck the Arabic kunya; cn a nickname; order, account, omobile."""

from __future__ import annotations

EN = {
    "l_email": "E-mail",
    "l_mobile": "Mobile",
    "l_phone": "Phone",
    "l_address": "Address",
    "l_customer": "Customer",
    "l_account": "Account",
    "l_order": "Order",
    "l_pay": "Payment",
    "enrol_head": "University enrolment, semester 1 of 2027",
    "l_student": "Student",
    "l_guardian": "Guardian / next of kin",
    "hr_head": "Onboarding checklist",
    "l_manager": "Line manager",
    "l_emergency": "Emergency contact",
    "court_head": "Magistrate's Court: summons to a witness",
    "l_to": "To",
    "l_clerk": "Clerk of the court",
    "meter_head": "Meter reading submitted online",
    "l_reading": "Reading",
    "l_ticket": "Ticket",
    "l_assignee": "Assignee",
    "l_desc": "Description",
    "item": "2 × cotton scarf",
    "pnr_note": "<<cf>> asked for an aisle seat; her brother <<rf>> has the wheelchair request.",
    "enrol_note": "Fee reminder: <<cf>> pays the deposit for <<order>> from account <<account>> "
    "before Friday.",
    "hr_note": "<<af>> from the People team opened payroll account <<account>>; first pay run "
    "on the 25th.",
    "crm_note": "Called <<cf>> back about <<order>>; her brother <<rf>> will collect it. "
    "Billing contact is <<kf>>.",
    "summons_body": "You are summoned to appear on 14 March 2027 at 09:30 as a witness in the "
    "claim brought by <<ofull>> (tel. <<omobile>>). Bring this notice and photo ID.",
    "meter_note": "Reading sent by <<rf>> because <<cf>> is abroad until May.",
    "ticket_desc": "<<cf>> says <<order>> was left at <<ofull>>'s house next door and she "
    "wants it redelivered.",
    "ticket_reply": "Escalated to <<kf>> in logistics; the refund waits for the courier.",
}
EN_PH = {
    "court_head": "Regional Trial Court, Branch 12: subpoena ad testificandum",
    "item": "2 × barong fabric",
    "pnr_note": "<<cf>> (<<cn>>) asked for an aisle seat; her brother <<rf>> has the "
    "wheelchair request.",
    "meter_note": "Reading sent by <<rf>> because Ate <<cn>> is in Dubai until May.",
}
EN_ZA = {
    "meter_head": "Prepaid electricity: meter reading",
    "item": "2 × beaded necklace",
    "l_guardian": "Parent / guardian",
}
AR = {
    "l_email": "البريد الإلكتروني",
    "l_mobile": "الجوال",
    "l_phone": "الهاتف",
    "l_address": "العنوان",
    "l_customer": "المشتركة",
    "l_account": "الحساب",
    "l_order": "الطلب",
    "l_pay": "الآيبان",
    "enrol_head": "نموذج تسجيل طالبة، الفصل الأول 2027",
    "l_student": "الطالبة",
    "l_guardian": "ولي الأمر",
    "hr_head": "تهيئة موظفة جديدة",
    "l_manager": "المدير المباشر",
    "l_emergency": "جهة الاتصال في الطوارئ",
    "court_head": "المحكمة العامة: تبليغ بالحضور",
    "l_to": "إلى",
    "l_clerk": "كاتب الضبط",
    "meter_head": "قراءة العداد",
    "l_reading": "القراءة",
    "l_ticket": "تذكرة",
    "l_assignee": "المسؤول",
    "l_desc": "الوصف",
    "item": "2 × شال قطني",
    "pnr_note": "طلبت <<cf>> مقعدًا بجوار الممر، و<<rf>> أخوها يحتاج كرسيًا متحركًا.",
    "enrol_note": "تدفع <<cf>> رسوم التسجيل للطلب <<order>> من الحساب <<account>> قبل الخميس.",
    "hr_note": "فتحت <<af>> من الموارد البشرية حساب الرواتب <<account>>.",
    "crm_note": "اتصلت <<ck>> (<<cf>>) بخصوص <<order>>؛ سيستلمه أخوها <<rf>>. "
    "المسؤول في الفوترة: <<kf>>.",
    "summons_body": "أنتِ مطلوبة للحضور يوم 14 مارس 2027 الساعة 9:30 صباحًا شاهدةً في الدعوى "
    "المقامة من <<ofull>> (جوال <<omobile>>). أحضري هذا التبليغ وبطاقة الهوية.",
    "meter_note": "أرسل القراءة <<rf>> لأن <<ck>> مسافرة حتى مايو.",
    "ticket_desc": "تقول <<cf>> إن الطلب <<order>> سُلّم إلى <<ofull>> في المنزل المجاور وتريد "
    "إعادة التوصيل.",
    "ticket_reply": "حوّلتها إلى <<kf>> في قسم الشحن؛ الاسترداد معلّق حتى يرد المندوب.",
}
RU = {
    "l_email": "Эл. почта",
    "l_mobile": "Мобильный",
    "l_phone": "Телефон",
    "l_address": "Адрес",
    "l_customer": "Абонент",
    "l_account": "Лицевой счёт",
    "l_order": "Заказ",
    "l_pay": "Карта",
    "enrol_head": "Заявление о зачислении на 2027/28 учебный год",
    "l_student": "Студентка",
    "l_guardian": "Контактное лицо",
    "hr_head": "Приём на работу",
    "l_manager": "Руководитель",
    "l_emergency": "Экстренный контакт",
    "court_head": "Мировой судья судебного участка № 3: повестка",
    "l_to": "Кому",
    "l_clerk": "Секретарь судебного заседания",
    "meter_head": "Передача показаний счётчика",
    "l_reading": "Показания",
    "l_ticket": "Обращение",
    "l_assignee": "Исполнитель",
    "l_desc": "Описание",
    "item": "2 × шерстяной платок",
    "pnr_note": "<<cf>> просит место у прохода; брат <<rf>> летит по той же брони.",
    "enrol_note": "Напомнить <<cf_dat>> оплатить взнос по заказу <<order>> со счёта <<account>> "
    "до пятницы.",
    "hr_note": "Зарплатный счёт <<account>> открыт, оформляла <<af>> из отдела кадров.",
    "crm_note": "Перезвонили <<cf_dat>> по заказу <<order>>; заберёт брат <<rf>>. "
    "Ответственный в бухгалтерии: <<kf>>.",
    "summons_body": "Вы вызываетесь в качестве свидетеля на 14 марта 2027 г., 09:30, по делу по "
    "иску, истец: <<ofull>> (тел. <<omobile>>). При себе иметь паспорт и эту повестку.",
    "meter_note": "Показания передал брат <<rf>>, так как <<cf>> до мая в отъезде.",
    "ticket_desc": "<<cf>> пишет, что заказ <<order>> оставили у соседа (<<ofull>>), и просит "
    "доставить заново.",
    "ticket_reply": "Передано в логистику, ответственный: <<kf>>; возврат ждёт ответа курьера.",
}
TH = {
    "l_email": "อีเมล",
    "l_mobile": "มือถือ",
    "l_phone": "โทรศัพท์",
    "l_address": "ที่อยู่",
    "l_customer": "ผู้ใช้ไฟฟ้า",
    "l_account": "บัญชีผู้ใช้",
    "l_order": "คำสั่งซื้อ",
    "l_pay": "บัตร",
    "enrol_head": "ใบลงทะเบียนนักศึกษาใหม่ ภาคการศึกษาที่ 1/2570",
    "l_student": "นักศึกษา",
    "l_guardian": "ผู้ปกครอง",
    "hr_head": "ปฐมนิเทศพนักงานใหม่",
    "l_manager": "หัวหน้างาน",
    "l_emergency": "ผู้ติดต่อกรณีฉุกเฉิน",
    "court_head": "หมายเรียกพยาน ศาลแขวงปทุมวัน",
    "l_to": "ถึง",
    "l_clerk": "เจ้าหน้าที่ศาล",
    "meter_head": "แจ้งเลขมิเตอร์ไฟฟ้า",
    "l_reading": "เลขมิเตอร์",
    "l_ticket": "คำร้อง",
    "l_assignee": "ผู้รับผิดชอบ",
    "l_desc": "รายละเอียด",
    "item": "ผ้าพันคอไหม 2 ผืน",
    "pnr_note": "คุณ<<cf>>ขอที่นั่งริมทางเดิน น้องชาย<<rf>>เดินทางในการจองเดียวกัน",
    "enrol_note": "แจ้งคุณ<<cf>>ให้ชำระค่าลงทะเบียนตามคำสั่งซื้อ <<order>> จากบัญชี <<account>> ภายในวันศุกร์",
    "hr_note": "คุณ<<af>>ฝ่ายบุคคลเปิดบัญชีเงินเดือน <<account>> ให้แล้ว",
    "crm_note": "โทรกลับหา<<cn>>เรื่อง <<order>> น้องชาย<<rf>>จะมารับของเอง ประสานกับคุณ<<kf>>ฝ่ายบัญชีแล้ว",
    "summons_body": "ให้มาศาลวันที่ 14 มีนาคม 2570 เวลา 09.30 น. ในฐานะพยานในคดีที่"
    "<<ofull>>เป็นโจทก์ (โทร <<omobile>>) โปรดนำหมายนี้และบัตรประชาชนมาด้วย",
    "meter_note": "น้องชาย<<rf>>ส่งเลขมิเตอร์แทนเพราะพี่<<cn>>ไปต่างประเทศถึงเดือนพฤษภาคม",
    "ticket_desc": "คุณ<<cf>>แจ้งว่าคำสั่งซื้อ <<order>> ถูกส่งไปที่บ้านของ<<ofull>> และขอให้ส่งใหม่",
    "ticket_reply": "ส่งต่อให้คุณ<<kf>>ฝ่ายขนส่งแล้ว การคืนเงินรอคำตอบจากบริษัทขนส่ง",
}
