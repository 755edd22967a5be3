"""Sixty paragraphs of public text typed by hand: help pages, release notes, and public places,
festivals, dishes and figures of history of the exam's locales. No labelled value in them."""

from __future__ import annotations

EN = (
    "# Setting up autopay\nOpen Billing, choose Autopay and pick a saved payment method. The "
    "first charge runs on the next renewal date; you can switch it off at any time.",
    "Release notes 8.14: the Travel Notes screen now shows the end date, Team Admin can remove "
    "several seats at once, and exports load twice as fast on large workspaces.",
    "# Reporting identity theft\nIf you think someone opened an account in your name, freeze it "
    "from Security Settings first, then file a report. We never ask for your full card number "
    "by e-mail.",
    "Device Protection covers theft, liquid damage and cracked screens for up to two claims a "
    "year. A replacement ships within three working days once the claim is approved.",
    "Student Plan: verified students get forty percent off Premium for twelve months. "
    "Verification is renewed every September through your university login.",
    "# SCIM provisioning\nConnect your identity provider under Workspace, Directory Sync. Users "
    "deactivated there lose their seat within five minutes; their tickets stay with the team.",
    "Status page: between 07:40 and 08:05 UTC some invoice e-mails were delayed. No messages "
    "were lost and the queue has caught up.",
    "Glossary: a mandate is the permission you give us to collect recurring payments from a "
    "bank account. You can cancel a mandate at your bank or in Billing.",
    "# Data retention\nChat transcripts are kept for eighteen months, tool logs for ninety days. "
    "Deleted accounts are purged from backups after thirty-five days.",
    "Accessibility: the Help Centre supports screen readers, high-contrast mode and keyboard "
    "navigation. Press Tab to reach the Contact Us button on every page.",
    "The Rijksmuseum in Amsterdam holds The Night Watch by Rembrandt and a large collection of "
    "Delft Blue pottery; King's Day fills the canals with orange boats every April.",
    "Bran Castle near Brașov is sold to tourists as Dracula's castle, while the Painted "
    "Monasteries of Bukovina keep their frescoes under wide wooden eaves.",
    "Saint Sophia's Cathedral in Kyiv dates from the eleventh century. Varenyky and borscht are "
    "the dishes most visitors ask for, and Ivan Kupala night is celebrated in midsummer.",
    "Songkran, the Thai New Year in April, is known for its water fights; Loy Krathong in "
    "November floats candles on rivers. Wat Arun stands on the bank of the Chao Phraya.",
    "Ha Long Bay has nearly two thousand limestone islands. Phở is eaten for breakfast, and "
    "Tết, the Lunar New Year, is the biggest family holiday of the year.",
    "The Cliffs of Moher rise above the Atlantic in County Clare. Brian Boru, High King of "
    "Ireland, died at the battle of Clontarf in 1014.",
    "Lalibela's rock-hewn churches were carved in the twelfth century. Timkat, the Ethiopian "
    "Epiphany, and injera with shiro are part of every visitor's first week.",
    "Naadam in July brings wrestling, archery and horse racing to Ulaanbaatar. The Gandan "
    "Monastery and the Chinggis Khaan statue complex draw visitors all year.",
    "Table Mountain overlooks Cape Town; the Afrikaans Language Monument stands in Paarl. "
    "Bobotie and melktert are classics of the Cape kitchen.",
    "Conwy Castle was built for Edward I. The National Eisteddfod moves around the country "
    "every August, and Owain Glyndŵr led the last great Welsh rising in 1400.",
    "The Capitole de Toulouse faces a square paved in pink brick. Frédéric Mistral won the "
    "Nobel Prize in 1904 for poetry written in Provençal; cassoulet is the region's dish.",
    "Kashgar's Id Kah Mosque and its Sunday bazaar are famous along the Silk Road. Polo, the "
    "rice pilaf with carrots and lamb, is served at every celebration.",
    "The Okavango Delta floods each winter and draws elephants by the thousand. Seretse Khama "
    "became Botswana's first president in 1966.",
    "Tangkuban Perahu volcano lies north of Bandung. Angklung, bamboo instruments shaken in "
    "ensembles, are listed by UNESCO, and wayang golek puppets tell the Ramayana.",
    "The Congo River is the deepest river in the world. Rumba congolaise, added to UNESCO's "
    "list in 2021, grew in the dance halls of Kinshasa; Papa Wemba was one of its stars.",
    "# Travel notes\nTell us where you are going so payments abroad are not declined. Travel "
    "notes end automatically on the date you set.",
    "Release notes 8.15: misrouted e-mails are now blocked when the recipient's domain does "
    "not match the account. Claim forms accept photos up to 20 MB.",
    "# Offboarding a colleague\nRemove a seat from Team Admin or your identity provider. Open "
    "tickets move to the workspace owner unless you pick someone else.",
    "Security: we sign every webhook with a shared secret. Reject any request whose signature "
    "header does not match, and rotate the secret after staff changes.",
    "API: the autopay endpoint returns pending_confirmation until the bank confirms the "
    "mandate, usually within two working days.",
)

OWN = (
    "De Keukenhof bij Lisse is elk voorjaar open. Miljoenen tulpen bloeien daar tussen maart "
    "en mei.",
    "Hulp: u kunt uw automatische incasso op elk moment stopzetten via Betalingen.",
    "Palatul Parlamentului din București este una dintre cele mai mari clădiri administrative "
    "din lume. Mărțișorul se dăruiește la 1 martie.",
    "Ajutor: puteți anula debitul direct oricând din secțiunea Plăți.",
    "Києво-Печерська лавра стоїть на схилах Дніпра. Григорій Сковорода мандрував Україною й "
    "писав філософські діалоги.",
    "Довідка: щомісячне списання можна вимкнути в розділі «Платежі».",
    "วัดพระแก้วอยู่ในพระบรมมหาราชวัง กรุงเทพมหานคร ต้มยำกุ้งเป็นอาหารที่นักท่องเที่ยวรู้จักมากที่สุด",
    "วิธีใช้: ยกเลิกการตัดบัตรอัตโนมัติได้ที่เมนูการชำระเงิน",
    "Văn Miếu ở Hà Nội là trường đại học đầu tiên của Việt Nam. Truyện Kiều là tác phẩm nổi tiếng nhất của văn học Việt Nam.",
    "Trợ giúp: bạn có thể tắt thanh toán tự động trong mục Thanh toán.",
    "Tá Sceilg Mhichíl amach ó chósta Chiarraí. Ceiliúrtar Oíche Shamhna ar an 31 Deireadh "
    "Fómhair.",
    "Cabhair: is féidir leat an íocaíocht mhíosúil a chur ar ceal faoi Íocaíochtaí.",
    "የአክሱም ሐውልቶች በትግራይ ይገኛሉ። ቡና የኢትዮጵያ ባህል ዋና አካል ነው።",
    "እገዛ፦ ራስ-ሰር ክፍያውን በክፍያዎች ገጽ ማቆም ይችላሉ።",
    "Хархорум бол Их Монгол Улсын нийслэл байсан. Цагаан сараар буузыг олноор хийдэг.",
    "Тусламж: автомат төлбөрийг Төлбөр цэснээс зогсоож болно.",
    "Die Taalmonument in die Paarl is in 1975 ingewy. Bobotie is een van die bekendste geregte "
    "van die Kaap.",
    "Hulp: u kan die outomatiese betaling enige tyd by Betalings afskakel.",
    "Mae Eryri yn gartref i'r mynydd uchaf yng Nghymru. Cynhelir Eisteddfod yr Urdd bob gwanwyn.",
    "Cymorth: gallwch ddiffodd y debyd uniongyrchol unrhyw bryd o dan Taliadau.",
    "Lo Capitòli de Tolosa es sus la plaça mai granda de la vila. Lo Felibritge foguèt fondat "
    "en 1854.",
    "Ajuda: podètz arrestar lo prelevament automatic a tot moment dins Pagaments.",
    "ئىدكاھ جامەسى قەشقەردە. پولۇ ئۇيغۇرلارنىڭ ئەڭ داڭلىق تامىقى.",
    "ياردەم: ئاپتوماتىك تۆلەشنى تۆلەش بۆلىكىدە توختىتالايسىز.",
    "Lefatshe la Botswana le na le Okavango, nokeng e e sa tsheleleng kwa lewatleng. Seswaa ke "
    "dijo tsa setso.",
    "Thuso: o ka emisa tuelo e e itirisang nako nngwe le nngwe mo go Dituelo.",
    "Gedung Saté di Bandung diwangun taun 1920. Peuyeum jeung surabi téh kadaharan khas Sunda.",
    "Pitulung: anjeun tiasa ngeureunkeun pamayaran otomatis iraha waé dina ménu Pamayaran.",
    "Ebale ya Kongo ezali ebale ya mozindo mingi na mokili. Liboke ya mbisi ezali bilei ya "
    "bato ya Kinshasa.",
    "Lisalisi: okoki kotika kofuta ya otomatiki tango nyonso na Bofuti.",
)


def docs() -> list[dict]:
    out = []
    for i, text in enumerate(EN + OWN):
        domain = "en_public" if i < len(EN) else f"{LANGS[(i - len(EN)) // 2]}_public"
        out.append({"id": f"h23-doc-{i:04d}", "domain": domain, "text": text})
    return out


LANGS = ("nl", "ro", "uk", "th", "vi", "ga", "am", "mn", "af", "cy", "oc", "ug", "tn", "su", "ln")
