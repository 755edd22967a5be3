"""Labels and sentences: Catalan (Andorra), Basque, Irish, Malay, Albanian (slots as in
``phrases_a``; ``cf_dat`` is the Basque or Albanian dative of the customer's given name)."""

from __future__ import annotations

CA = {
    "l_email": "Correu electrònic",
    "l_mobile": "Mòbil",
    "l_phone": "Telèfon",
    "l_address": "Adreça",
    "l_customer": "Abonada",
    "l_account": "Compte",
    "l_order": "Comanda",
    "l_pay": "IBAN",
    "enrol_head": "Full de matrícula, primer semestre 2027",
    "l_student": "Estudiant",
    "l_guardian": "Persona de contacte",
    "hr_head": "Incorporació",
    "l_manager": "Responsable directe",
    "l_emergency": "Contacte d'emergència",
    "court_head": "Batllia d'Andorra: citació de testimoni",
    "l_to": "A",
    "l_clerk": "Secretari judicial",
    "meter_head": "Lectura del comptador",
    "l_reading": "Lectura",
    "l_ticket": "Incidència",
    "l_assignee": "Assignat a",
    "l_desc": "Descripció",
    "item": "2 × fulard de cotó",
    "pnr_note": "<<cf>> demana seient de passadís; el seu germà <<rf>> viatja amb la mateixa "
    "reserva.",
    "enrol_note": "Recordatori: <<cf>> ha de pagar la matrícula de la comanda <<order>> des del "
    "compte <<account>> abans de divendres.",
    "hr_note": "<<af>>, de Persones, ha obert el compte de nòmina <<account>>.",
    "crm_note": "Hem tornat la trucada a <<cf>> per la comanda <<order>>; la recollirà el seu "
    "germà <<rf>>. Contacte a facturació: <<kf>>.",
    "summons_body": "Se la cita a comparèixer el 14 de març de 2027 a les 9.30 h com a testimoni "
    "en la demanda presentada per <<ofull>> (tel. <<omobile>>). Cal portar aquesta citació i "
    "el passaport.",
    "meter_note": "Lectura enviada per <<rf>> perquè <<cf>> és fora fins al maig.",
    "ticket_desc": "<<cf>> diu que la comanda <<order>> la van deixar a casa de <<ofull>>, al "
    "costat, i en demana un nou lliurament.",
    "ticket_reply": "Ho he passat a <<kf>> de logística; el reemborsament espera el missatger.",
}
EU = {
    "l_email": "Posta elektronikoa",
    "l_mobile": "Mugikorra",
    "l_phone": "Telefonoa",
    "l_address": "Helbidea",
    "l_customer": "Bezeroa",
    "l_account": "Kontua",
    "l_order": "Eskaera",
    "l_pay": "IBAN",
    "enrol_head": "Matrikula orria, 2027ko lehen lauhilekoa",
    "l_student": "Ikaslea",
    "l_guardian": "Harremanetarako pertsona",
    "hr_head": "Langile berriaren harrera",
    "l_manager": "Arduraduna",
    "l_emergency": "Larrialdietarako kontaktua",
    "court_head": "Donostiako Bake Epaitegia: lekuko gisa deitzeko zedula",
    "l_to": "Norentzat",
    "l_clerk": "Justizia Administrazioko letradua",
    "meter_head": "Kontagailuaren irakurketa",
    "l_reading": "Irakurketa",
    "l_ticket": "Txartela",
    "l_assignee": "Esleituta",
    "l_desc": "Deskribapena",
    "item": "2 × kotoizko zapi",
    "pnr_note": "<<cf>> bezeroak pasillo ondoko eserlekua eskatu du; bere anaia <<rf>> "
    "erreserba berean doa.",
    "enrol_note": "Oharra: <<cf_dat>> gogorarazi <<order>> eskaeraren matrikula <<account>> "
    "kontutik ordaindu behar duela ostirala baino lehen.",
    "hr_note": "Pertsonen saileko <<af>> arduradunak <<account>> nomina-kontua ireki du.",
    "crm_note": "<<cf_dat>> deitu diogu <<order>> eskaeragatik; bere anaia <<rf>> etorriko da "
    "jasotzera. Fakturazioan: <<kf>>.",
    "summons_body": "Lekuko gisa agertu behar duzu 2027ko martxoaren 14an, 9:30ean, <<ofull>> "
    "demandatzaileak aurkeztutako demandan (tel. <<omobile>>). Ekarri zedula hau eta NANa.",
    "meter_note": "Irakurketa <<rf>> anaiak bidali du, <<cf>> maiatzera arte kanpoan dagoelako.",
    "ticket_desc": "<<cf>> bezeroak dio <<order>> eskaera ondoko etxean utzi zutela, <<ofull>> "
    "izenekoari, eta berriro bidaltzeko eskatu du.",
    "ticket_reply": "Logistikako <<kf>> arduradunari pasatu diot; itzulketa mezulariaren zain "
    "dago.",
}
GA = {
    "l_email": "Ríomhphost",
    "l_mobile": "Fón póca",
    "l_phone": "Fón",
    "l_address": "Seoladh",
    "l_customer": "Custaiméir",
    "l_account": "Cuntas",
    "l_order": "Ordú",
    "l_pay": "IBAN",
    "enrol_head": "Foirm chlárúcháin ollscoile, seimeastar 1, 2027",
    "l_student": "Mac léinn",
    "l_guardian": "Gaol is gaire",
    "hr_head": "Ionduchtú",
    "l_manager": "Bainisteoir líne",
    "l_emergency": "Teagmhálaí éigeandála",
    "court_head": "An Chúirt Dúiche: toghairm finné",
    "l_to": "Chuig",
    "l_clerk": "Cléireach na cúirte",
    "meter_head": "Léamh méadair",
    "l_reading": "Léamh",
    "l_ticket": "Ticéad",
    "l_assignee": "Sannta do",
    "l_desc": "Cur síos",
    "item": "2 × scaif olla",
    "pnr_note": "D'iarr <<cf>> suíochán taobh an phasáiste; tá a deartháir <<rf>> ar an "
    "áirithint chéanna.",
    "enrol_note": "Meabhrúchán: íocann <<cf>> an éarlais d'ordú <<order>> ón gcuntas "
    "<<account>> roimh an Aoine.",
    "hr_note": "D'oscail <<af>> ón bhfoireann Daoine cuntas párolla <<account>>.",
    "crm_note": "Ghlaoigh muid ar ais ar <<cf>> faoi <<order>>; baileoidh a deartháir <<rf>> é. "
    "Teagmháil billeála: <<kf>>.",
    "summons_body": "Ordaítear duit láithriú ar an 14 Márta 2027 ag 09:30 mar fhinné san éileamh "
    "a rinne <<ofull>> (fón <<omobile>>). Tabhair an fógra seo agus cárta aitheantais leat.",
    "meter_note": "Sheol <<rf>> an léamh mar go bhfuil <<cf>> thar lear go dtí Bealtaine.",
    "ticket_desc": "Deir <<cf>> gur fágadh <<order>> le <<ofull>> béal dorais agus ba mhaith léi "
    "é a sheachadadh arís.",
    "ticket_reply": "Curtha ar aghaidh chuig <<kf>> sa lóistíocht; fanann an aisíocaíocht ar an "
    "gcúiréir.",
}
MS = {
    "l_email": "E-mel",
    "l_mobile": "Telefon bimbit",
    "l_phone": "Telefon",
    "l_address": "Alamat",
    "l_customer": "Pelanggan",
    "l_account": "Akaun",
    "l_order": "Pesanan",
    "l_pay": "Kad",
    "enrol_head": "Borang pendaftaran universiti, semester 1 2027",
    "l_student": "Pelajar",
    "l_guardian": "Waris",
    "hr_head": "Kemasukan pekerja baharu",
    "l_manager": "Pengurus",
    "l_emergency": "Waris untuk kecemasan",
    "court_head": "Mahkamah Majistret: saman kepada saksi",
    "l_to": "Kepada",
    "l_clerk": "Penolong Pendaftar",
    "meter_head": "Bacaan meter elektrik",
    "l_reading": "Bacaan",
    "l_ticket": "Tiket",
    "l_assignee": "Ditugaskan kepada",
    "l_desc": "Keterangan",
    "item": "2 × selendang kapas",
    "pnr_note": "Puan <<cf>> minta tempat duduk tepi lorong; abangnya <<rf>> dalam tempahan "
    "yang sama.",
    "enrol_note": "Peringatan: <<cf>> perlu membayar yuran pesanan <<order>> daripada akaun "
    "<<account>> sebelum Jumaat.",
    "hr_note": "<<af>> dari bahagian Sumber Manusia telah membuka akaun gaji <<account>>.",
    "crm_note": "Telefon semula Puan <<cf>> tentang <<order>>; abangnya <<rf>> akan "
    "mengambilnya. Hubungi <<kf>> di bahagian bil.",
    "summons_body": "Anda dikehendaki hadir pada 14 Mac 2027 jam 9.30 pagi sebagai saksi dalam "
    "tuntutan yang difailkan oleh <<ofull>> (tel. <<omobile>>). Sila bawa saman ini dan kad "
    "pengenalan.",
    "meter_note": "Bacaan dihantar oleh <<rf>> kerana <<cf>> berada di luar negara sehingga Mei.",
    "ticket_desc": "Puan <<cf>> berkata pesanan <<order>> ditinggalkan di rumah jiran, "
    "<<ofull>>, dan minta dihantar semula.",
    "ticket_reply": "Sudah dipanjangkan kepada <<kf>> di bahagian logistik; bayaran balik "
    "menunggu jawapan kurier.",
}
SQ = {
    "l_email": "Email",
    "l_mobile": "Celular",
    "l_phone": "Telefon",
    "l_address": "Adresa",
    "l_customer": "Klientja",
    "l_account": "Llogaria",
    "l_order": "Porosia",
    "l_pay": "IBAN",
    "enrol_head": "Formular regjistrimi në universitet, semestri i parë 2027",
    "l_student": "Studentja",
    "l_guardian": "Personi i kontaktit",
    "hr_head": "Pritja e punonjëses së re",
    "l_manager": "Përgjegjësi",
    "l_emergency": "Kontakt për emergjenca",
    "court_head": "Gjykata e Rrethit Gjyqësor Tiranë: thirrje për dëshmitar",
    "l_to": "Për",
    "l_clerk": "Sekretarja gjyqësore",
    "meter_head": "Leximi i matësit",
    "l_reading": "Leximi",
    "l_ticket": "Kërkesa",
    "l_assignee": "Caktuar për",
    "l_desc": "Përshkrimi",
    "item": "2 × shall pambuku",
    "pnr_note": "<<cf>> kërkoi vend pranë korridorit; vëllai i saj <<rf>> udhëton me të "
    "njëjtin rezervim.",
    "enrol_note": "Kujtesë: <<cf_dat>> i duhet të paguajë tarifën e porosisë <<order>> nga "
    "llogaria <<account>> para së premtes.",
    "hr_note": "<<af>> nga Burimet Njerëzore hapi llogarinë e pagës <<account>>.",
    "crm_note": "I telefonuam përsëri <<cf_dat>> për porosinë <<order>>; do ta marrë vëllai i "
    "saj <<rf>>. Kontakti për faturimin: <<kf>>.",
    "summons_body": "Ju thirreni të paraqiteni më 14 mars 2027, ora 9:30, si dëshmitare në "
    "padinë e ngritur nga <<ofull>> (tel. <<omobile>>). Sillni këtë thirrje dhe kartën e "
    "identitetit.",
    "meter_note": "Leximin e dërgoi <<rf>>, sepse <<cf>> është jashtë vendit deri në maj.",
    "ticket_desc": "<<cf>> thotë se porosia <<order>> u la te fqinji, <<ofull>>, dhe kërkon ta "
    "dërgojmë përsëri.",
    "ticket_reply": "Ia kalova <<kf>> në logjistikë; rimbursimi pret përgjigjen e korrierit.",
}
