"""Labels and sentences: Bengali, Tamil, Urdu, Swahili (slots as in ``phrases_a``)."""

from __future__ import annotations

BN = {
    "l_email": "ইমেইল",
    "l_mobile": "মোবাইল",
    "l_phone": "ফোন",
    "l_address": "ঠিকানা",
    "l_customer": "গ্রাহক",
    "l_account": "হিসাব",
    "l_order": "অর্ডার",
    "l_pay": "কার্ড",
    "enrol_head": "বিশ্ববিদ্যালয় ভর্তি ফরম, প্রথম সেমিস্টার ২০২৭",
    "l_student": "শিক্ষার্থী",
    "l_guardian": "অভিভাবক",
    "hr_head": "নতুন কর্মীর অনবোর্ডিং",
    "l_manager": "লাইন ম্যানেজার",
    "l_emergency": "জরুরি যোগাযোগ",
    "court_head": "মেট্রোপলিটন ম্যাজিস্ট্রেট আদালত: সাক্ষীর সমন",
    "l_to": "প্রতি",
    "l_clerk": "বেঞ্চ সহকারী",
    "meter_head": "বিদ্যুৎ মিটার রিডিং",
    "l_reading": "রিডিং",
    "l_ticket": "টিকিট",
    "l_assignee": "দায়িত্বপ্রাপ্ত",
    "l_desc": "বিবরণ",
    "item": "২ × সুতি ওড়না",
    "pnr_note": "<<cf>> আইল সিট চেয়েছেন; তাঁর ভাই <<rf>> একই বুকিংয়ে যাচ্ছেন।",
    "enrol_note": "<<cf>>কে মনে করিয়ে দিন: অর্ডার <<order>>-এর ফি হিসাব <<account>> থেকে "
    "শুক্রবারের আগে দিতে হবে।",
    "hr_note": "মানবসম্পদ বিভাগের <<af>> বেতন হিসাব <<account>> খুলেছেন।",
    "crm_note": "<<cf>>কে <<order>> নিয়ে ফোন করা হয়েছে; তাঁর ভাই <<rf>> এসে নেবেন। "
    "হিসাব বিভাগে যোগাযোগ: <<kf>>।",
    "summons_body": "আপনাকে ১৪ মার্চ ২০২৭ সকাল ৯:৩০-এ <<ofull>>-এর দায়ের করা মামলায় সাক্ষী "
    "হিসেবে হাজির হতে বলা হচ্ছে (ফোন <<omobile>>)। এই সমন ও জাতীয় পরিচয়পত্র সঙ্গে আনুন।",
    "meter_note": "<<cf>> মে পর্যন্ত বিদেশে থাকায় রিডিং পাঠিয়েছেন তাঁর ভাই <<rf>>।",
    "ticket_desc": "<<cf>> জানিয়েছেন অর্ডার <<order>> পাশের বাসার <<ofull>>-এর কাছে দিয়ে গেছে; "
    "তিনি আবার ডেলিভারি চান।",
    "ticket_reply": "লজিস্টিকসের <<kf>>-এর কাছে পাঠানো হয়েছে; কুরিয়ারের উত্তর না আসা পর্যন্ত রিফান্ড স্থগিত।",
}
TA = {
    "l_email": "மின்னஞ்சல்",
    "l_mobile": "கைபேசி",
    "l_phone": "தொலைபேசி",
    "l_address": "முகவரி",
    "l_customer": "நுகர்வோர்",
    "l_account": "கணக்கு",
    "l_order": "ஆர்டர்",
    "l_pay": "அட்டை",
    "enrol_head": "பல்கலைக்கழக சேர்க்கைப் படிவம், 2027 முதல் பருவம்",
    "l_student": "மாணவி",
    "l_guardian": "பாதுகாவலர்",
    "hr_head": "புதிய பணியாளர் சேர்க்கை",
    "l_manager": "மேலாளர்",
    "l_emergency": "அவசரத் தொடர்பு",
    "court_head": "பெருநகர நீதித்துறை நடுவர் நீதிமன்றம்: சாட்சி அழைப்பாணை",
    "l_to": "பெறுநர்",
    "l_clerk": "நீதிமன்ற எழுத்தர்",
    "meter_head": "மின் மீட்டர் அளவீடு",
    "l_reading": "அளவீடு",
    "l_ticket": "புகார்",
    "l_assignee": "பொறுப்பாளர்",
    "l_desc": "விவரம்",
    "item": "2 × பருத்தி துப்பட்டா",
    "pnr_note": "<<cf>> அவர்கள் நடைபாதை இருக்கை கேட்டுள்ளார்; அவரது சகோதரர் <<rf>> அதே முன்பதிவில் பயணிக்கிறார்.",
    "enrol_note": "நினைவூட்டல்: <<cf>> அவர்கள் ஆர்டர் <<order>> கட்டணத்தை கணக்கு <<account>> "
    "இலிருந்து வெள்ளிக்கு முன் செலுத்த வேண்டும்.",
    "hr_note": "மனிதவளத் துறையின் <<af>> சம்பளக் கணக்கு <<account>> திறந்துள்ளார்.",
    "crm_note": "<<order>> குறித்து <<cf>> அவர்களை மீண்டும் அழைத்தோம்; சகோதரர் <<rf>> வந்து "
    "பெற்றுக்கொள்வார். கணக்குப் பிரிவு: <<kf>>.",
    "summons_body": "<<ofull>> தொடுத்த வழக்கில் சாட்சியாக 14 மார்ச் 2027 காலை 9:30 மணிக்கு "
    "ஆஜராக வேண்டும் (தொலைபேசி <<omobile>>). இந்த அழைப்பாணையையும் ஆதார் அட்டையையும் கொண்டு "
    "வரவும்.",
    "meter_note": "<<cf>> மே வரை வெளிநாட்டில் இருப்பதால் சகோதரர் <<rf>> அளவீட்டை அனுப்பினார்.",
    "ticket_desc": "ஆர்டர் <<order>> பக்கத்து வீட்டு <<ofull>> இடம் கொடுக்கப்பட்டதாக <<cf>> "
    "கூறுகிறார்; மீண்டும் டெலிவரி வேண்டும்.",
    "ticket_reply": "தளவாடப் பிரிவின் <<kf>> அவர்களுக்கு அனுப்பப்பட்டது; கூரியர் பதில் வரும் "
    "வரை பணம் திருப்பல் நிறுத்தம்.",
}
UR = {
    "l_email": "ای میل",
    "l_mobile": "موبائل",
    "l_phone": "فون",
    "l_address": "پتہ",
    "l_customer": "صارف",
    "l_account": "اکاؤنٹ",
    "l_order": "آرڈر",
    "l_pay": "آئی بی اے این",
    "enrol_head": "یونیورسٹی داخلہ فارم، پہلا سمسٹر 2027",
    "l_student": "طالبہ",
    "l_guardian": "سرپرست",
    "hr_head": "نئی ملازمہ کی آن بورڈنگ",
    "l_manager": "لائن منیجر",
    "l_emergency": "ہنگامی رابطہ",
    "court_head": "سول جج کی عدالت: گواہ کے لیے سمن",
    "l_to": "بنام",
    "l_clerk": "اہلمد",
    "meter_head": "بجلی میٹر ریڈنگ",
    "l_reading": "ریڈنگ",
    "l_ticket": "ٹکٹ",
    "l_assignee": "ذمہ دار",
    "l_desc": "تفصیل",
    "item": "2 × سوتی دوپٹہ",
    "pnr_note": "<<cf>> نے راہداری والی نشست مانگی ہے؛ ان کے بھائی <<rf>> اسی بکنگ پر سفر کر "
    "رہے ہیں۔",
    "enrol_note": "یاد دہانی: <<cf>> آرڈر <<order>> کی فیس اکاؤنٹ <<account>> سے جمعہ سے پہلے "
    "ادا کریں۔",
    "hr_note": "ایچ آر سے <<af>> نے تنخواہ اکاؤنٹ <<account>> کھول دیا ہے۔",
    "crm_note": "<<order>> کے بارے میں <<cf>> کو واپس کال کی؛ ان کے بھائی <<rf>> خود لے جائیں "
    "گے۔ بلنگ میں رابطہ: <<kf>>۔",
    "summons_body": "آپ کو 14 مارچ 2027 صبح 9:30 بجے <<ofull>> کے دائر کردہ مقدمے میں بطور گواہ "
    "حاضر ہونے کا حکم دیا جاتا ہے (فون <<omobile>>)۔ یہ سمن اور شناختی کارڈ ساتھ لائیں۔",
    "meter_note": "<<cf>> مئی تک بیرون ملک ہیں، اس لیے ریڈنگ ان کے بھائی <<rf>> نے بھیجی۔",
    "ticket_desc": "<<cf>> کہتی ہیں کہ آرڈر <<order>> پڑوس میں <<ofull>> کو دے دیا گیا؛ وہ "
    "دوبارہ ڈیلیوری چاہتی ہیں۔",
    "ticket_reply": "لاجسٹکس میں <<kf>> کو بھیج دیا؛ کوریئر کے جواب تک رقم کی واپسی روکی گئی ہے۔",
}
SW = {
    "l_email": "Barua pepe",
    "l_mobile": "Simu ya mkononi",
    "l_phone": "Simu",
    "l_address": "Anwani",
    "l_customer": "Mteja",
    "l_account": "Akaunti",
    "l_order": "Oda",
    "l_pay": "Kadi",
    "enrol_head": "Fomu ya kujiunga na chuo kikuu, muhula wa kwanza 2027",
    "l_student": "Mwanafunzi",
    "l_guardian": "Mlezi",
    "hr_head": "Kumkaribisha mfanyakazi mpya",
    "l_manager": "Msimamizi",
    "l_emergency": "Wa kuwasiliana naye wakati wa dharura",
    "court_head": "Mahakama ya Hakimu Mkazi: hati ya wito kwa shahidi",
    "l_to": "Kwa",
    "l_clerk": "Karani wa mahakama",
    "meter_head": "Usomaji wa mita ya umeme",
    "l_reading": "Usomaji",
    "l_ticket": "Tiketi",
    "l_assignee": "Anayeshughulikia",
    "l_desc": "Maelezo",
    "item": "2 × kanga ya pamba",
    "pnr_note": "<<cf>> ameomba kiti cha njiani; kaka yake <<rf>> anasafiri kwa tiketi hiyo hiyo.",
    "enrol_note": "Kumbusho: <<cf>> alipe ada ya oda <<order>> kutoka akaunti <<account>> kabla "
    "ya Ijumaa.",
    "hr_note": "<<af>> wa Rasilimali Watu amefungua akaunti ya mshahara <<account>>.",
    "crm_note": "Tulimpigia <<cf>> kuhusu <<order>>; kaka yake <<rf>> atakuja kuichukua. "
    "Mhasibu anayeshughulikia: <<kf>>.",
    "summons_body": "Unatakiwa kufika mahakamani tarehe 14 Machi 2027 saa 3:30 asubuhi kama "
    "shahidi katika shauri lililofunguliwa na <<ofull>> (simu <<omobile>>). Njoo na hati hii "
    "na kitambulisho.",
    "meter_note": "Usomaji umetumwa na <<rf>> kwa sababu <<cf>> yuko safarini hadi Mei.",
    "ticket_desc": "<<cf>> anasema oda <<order>> iliachwa kwa jirani, <<ofull>>, na anataka "
    "iletwe tena.",
    "ticket_reply": "Nimempelekea <<kf>> wa usafirishaji; marejesho yanasubiri jibu la "
    "msafirishaji.",
}
