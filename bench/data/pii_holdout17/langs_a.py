"""Hand-typed tables: English (Australia, Canada), Vietnamese, Indonesian, Romanian.
Entries are ``native|roman:nickname``; a surname ``men/women`` has two forms."""

from __future__ import annotations

EN_AU = {
    "lang": "en",
    "region": "AU",
    "female": "Chloe:Clo; Matilda:Tilly; Harriet:Hattie; Isabella:Izzy; Georgia:Georgie; "
    "Tahlia:Tahl; Bronte; Sienna; Imogen:Immy; Charlotte:Lottie",
    "male": "Lachlan:Lachie; Hamish:Hame; Angus:Gus; Cooper:Coops; Jarrah; Callum:Cal; "
    "Declan:Dec; Fletcher:Fletch; Mitchell:Mitch; Brodie",
    "surnames": "Fitzgerald; McAllister; Kowalczyk; Papadakis; O'Donnell; Henderson; "
    "Sutherland; Whitfield; Pearce; Gallagher; Thornton; Mansfield; Kennedy; Cavanagh",
    "common": "f=Hope; f=Summer; f=Ruby; m=Hunter; m=River",
    "hon": {"f": "Ms", "m": "Mr"},
    "domains": "gmail.com; bigpond.com; outlook.com.au; icloud.com",
    "streets": "Enmore Road; Glebe Point Road; Sydney Road; Brunswick Street; Oxford Street; "
    "Beaufort Street",
    "line": "{no} {street}; {unit}/{no} {street}",
    "towns": "Marrickville NSW:2204; Newtown NSW:2042; Brunswick VIC:3056; Fitzroy VIC:3065; "
    "Paddington QLD:4064; Fremantle WA:6160",
    "addr": "{line}, {town} {post}",
    "cards": "visa; mastercard; amex",
    "frames": {
        "recover": "Lost my phone at the footy and the authenticator app went with it. New "
        "number is {c_mob}, can you send the code there? Cheers, {c_first}",
        "wa1": "hey, order {c_ord} still hasn't turned up, tracking says delivered?? "
        "address is {c_addr}",
        "wa2": "if I'm at work my neighbour {f_first} can grab it, her mobile is {f_mob_s}",
        "fwd": "Hi team, I've been charged twice for {c_ord}. Please refund the second one "
        "to {c_pay}. Best to ring me on {c_mob_i} after 5. Thanks, {c_full}",
        "chat": "hi its {c_lower}, checkout just crashed and i got charged for {c_ord} but "
        "no confirmation email. my email is {c_email}",
        "groc": "yep soy's fine thanks. if no one answers leave it next door or call {c_mob_i}",
        "tix": "Hi, I can't make the show on the 19th anymore. Could you please transfer both "
        "tickets on {c_ord} to my friend {f_nr}? Her email is {f_email}. Thanks heaps, "
        "{c_full}",
        "sms": "Hi {c_first}, reminder: your telehealth call with Dr {a_sur} is tomorrow at "
        "10:30am. Need to reschedule? Call {a_land_x}.",
    },
}

EN_CA = {
    "lang": "en",
    "region": "CA",
    "female": "Madison:Maddie; Émilie:Emmy; Megan:Meg; Kaitlyn:Katie; Avery; Jenna; "
    "Nicole:Nikki; Geneviève:Gen; Rebecca:Becca; Danielle:Dani",
    "male": "Logan; Connor; Mathieu:Matt; Tyler:Ty; Brayden; Gabriel:Gabe; Dylan; "
    "Nathaniel:Nate; Evan; Benjamin:Benji",
    "surnames": "MacDonald; Tremblay; Gagnon; Bouchard; Fraser; MacLeod; Kowalski; Lefebvre; "
    "Thompson; Desjardins; Campbell; Morrison; Nakamura; Sandhu",
    "common": "f=Autumn; f=Meadow; f=Haven; m=Forest; m=Chase",
    "hon": {"f": "Ms.", "m": "Mr."},
    "domains": "gmail.com; rogers.com; shaw.ca; sympatico.ca; hotmail.ca",
    "streets": "Queen Street West; Dundas Street East; Commercial Drive; Rue Saint-Denis; "
    "Spring Garden Road; Bank Street",
    "line": "{no} {street}; {unit}-{no} {street}",
    "towns": "Toronto, ON:M6J #@#; Toronto, ON:M4M #@#; Vancouver, BC:V5L #@#; "
    "Montréal, QC:H2J #@#; Halifax, NS:B3J #@#; Ottawa, ON:K1S #@#",
    "addr": "{line}, {town} {post}",
    "cards": "visa; mastercard; discover",
    "frames": {
        "recover": "Hi there, my cell was stolen and I can't get the 2FA code anymore. My new "
        "number is {c_mob}. Can you help me get back in? Thanks, {c_first}",
        "wa1": "Hi! My order {c_ord} shows delivered but there's nothing at the door. "
        "It's {c_addr}",
        "wa2": "I'm at work till 6, my neighbour {f_first} can take it. Her cell: {f_mob_s}",
        "fwd": "Hello, I was billed twice for {c_ord}. Please reverse the second charge on "
        "{c_pay}. You can reach me at {c_mob_i}. Thank you, {c_full}",
        "chat": "hey this is {c_lower}, checkout froze and my card got charged for {c_ord} "
        "but no confirmation. email is {c_email}",
        "groc": "Soy is fine, thanks! If I don't answer the buzzer please call {c_mob_i}",
        "tix": "Hello, I can't make it to the game on the 19th. Could you transfer my two "
        "tickets (order {c_ord}) to my friend {f_nr}? Her email is {f_email}. Thanks so "
        "much, {c_full}",
        "sms": "Hi {c_first}, this is a reminder of your virtual visit with Dr. {a_sur} "
        "tomorrow at 10:30 a.m. To reschedule call {a_land_x}.",
    },
}

VI_VN = {
    "lang": "vi",
    "region": "VN",
    "family_first": True,
    "dr_given": True,
    "middles": {"f": "Thị; Ngọc; Thu; Bích", "m": "Văn; Đức; Quốc; Hữu"},
    "female": "Lan:Bống; Hương:Mít; Trang:Su; Thảo:Na; Linh:Bông; Phương:Cún; Hằng; Yến:Bin; "
    "Hà; Vy:Vi Vi",
    "male": "Hùng:Tí; Dũng:Bi; Tuấn; Khoa:Cu; Huy:Bo; Nam:Ken; Phúc; Bảo:Bơ; Thắng; Khải",
    "surnames": "Nguyễn; Trần; Lê; Phạm; Hoàng; Huỳnh; Phan; Vũ; Đặng; Bùi; Đỗ; Hồ; Ngô; Dương",
    "common": "f=Hoa; f=Mai; f=Xuân; m=Sơn; m=Hải",
    "hon": {"f": "chị", "m": "anh", "given": True},
    "domains": "gmail.com; yahoo.com.vn; outlook.com",
    "streets": "Lý Tự Trọng; Hai Bà Trưng; Điện Biên Phủ; Pasteur; Bà Triệu; Cách Mạng Tháng Tám",
    "line": "{no} {street}; {no}/{unit} {street}",
    "towns": "Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh:710##; Phường 6, Quận 3, TP. Hồ Chí "
    "Minh:722##; Phường Hàng Bạc, Quận Hoàn Kiếm, Hà Nội:110##; Phường Dịch Vọng, Quận Cầu "
    "Giấy, Hà Nội:113##; Phường Thạch Thang, Quận Hải Châu, Đà Nẵng:502##",
    "addr": "{line}, {town} {post}",
    "cards": "visa; mastercard; jcb",
    "frames": {
        "recover": "Chào shop, mình bị mất điện thoại nên không nhận được mã xác thực. Số mới "
        "của mình là {c_mob}, nhờ bên mình gửi mã vào số này giúp. Cảm ơn, {c_first}",
        "wa1": "Chào bạn, đơn {c_ord} báo đã giao mà mình chưa nhận được. Địa chỉ: {c_addr}",
        "wa2": "Nếu mình đi làm thì nhờ chị hàng xóm {f_first} nhận giúp, số chị ấy {f_mob_s}",
        "fwd": "Chào anh chị, mình bị trừ tiền hai lần cho đơn {c_ord}. Nhờ hoàn lại lần "
        "thứ hai vào thẻ {c_pay}. Gọi mình số {c_mob_i}. Trân trọng, {c_full}",
        "chat": "chào, mình là {c_lower}, lúc thanh toán bị lỗi mà vẫn trừ tiền đơn {c_ord}, "
        "chưa có email xác nhận. email mình là {c_email}",
        "groc": "sữa đậu nành cũng được ạ. nếu mình không nghe máy thì gửi nhà bên cạnh "
        "hoặc gọi {c_mob_i}",
        "tix": "Chào bạn, mình không đi được buổi diễn ngày 19. Nhờ bạn chuyển hai vé của đơn "
        "{c_ord} cho bạn mình là {f_nr}, email của bạn ấy là {f_email}. Cảm ơn nhiều, "
        "{c_full}",
        "sms": "Chào {c_first}, nhắc lịch: buổi khám trực tuyến với bác sĩ {a_sur} lúc 10:30 "
        "sáng mai. Cần đổi lịch vui lòng gọi {a_land_x}.",
    },
}

ID_ID = {
    "lang": "id",
    "region": "ID",
    "dr_given": True,
    "female": "Dewi:Wiwi; Siti:Titi; Rina; Ayu; Fitri:Pipit; Indah; Ratna:Nana; Yuni:Uni; "
    "Nurul:Nunu; Sekar",
    "male": "Budi; Agus:Gus; Rizky:Kiki; Andi; Hendra; Yusuf:Ucup; Dimas; Eko; Wahyu:Yayu; Teguh",
    "surnames": "Santoso; Wijaya; Pratama/Pratiwi; Saputra/Saputri; Hidayat; Kurniawan; "
    "Setiawan; Nugroho; Siregar; Simanjuntak; Wibowo; Halim; Gunawan; Hutapea",
    "common": "f=Bunga; f=Intan; f=Mawar; m=Bayu; m=Fajar",
    "hon": {"f": "Ibu", "m": "Bapak", "given": True},
    "domains": "gmail.com; yahoo.co.id; ymail.com",
    "streets": "Kemang Raya; Cikini Raya; Ir. H. Juanda; Raya Darmo; Kaliurang; Gatot Subroto",
    "line": "Jl. {street} No. {no}; Jl. {street} No. {no}, RT 0{unit}/RW 0{unit}",
    "towns": "Mampang Prapatan, Jakarta Selatan:127##; Menteng, Jakarta Pusat:103##; "
    "Coblong, Bandung:401##; Gubeng, Surabaya:602##; Depok, Sleman:552##",
    "addr": "{line}, {town} {post}",
    "cards": "visa; mastercard; jcb",
    "frames": {
        "recover": "Halo kak, HP saya hilang jadi kode verifikasi tidak masuk. Nomor baru saya "
        "{c_mob}, tolong kirim kodenya ke situ ya. Makasih, {c_first}",
        "wa1": "Halo min, pesanan {c_ord} katanya sudah terkirim tapi belum sampai. Alamat "
        "saya {c_addr}",
        "wa2": "Kalau saya kerja, titip ke tetangga saya {f_first} aja, nomornya {f_mob_s}",
        "fwd": "Selamat malam, saldo saya terpotong dua kali untuk {c_ord}. Mohon yang kedua "
        "dikembalikan ke kartu {c_pay}. Bisa hubungi saya di {c_mob_i}. Terima kasih, "
        "{c_full}",
        "chat": "halo saya {c_lower}, tadi checkout error tapi uangnya kepotong buat {c_ord}, "
        "belum ada email konfirmasi. email saya {c_email}",
        "groc": "susu kedelai gpp kok. kalau saya tidak angkat telepon titip di tetangga "
        "atau telepon {c_mob_i}",
        "tix": "Halo, saya tidak bisa datang ke konser tanggal 19. Tolong pindahkan dua tiket "
        "dari pesanan {c_ord} ke teman saya {f_nr}, emailnya {f_email}. Terima kasih, "
        "{c_full}",
        "sms": "Halo {c_first}, pengingat: konsultasi online dengan dr. {a_sur} besok pukul "
        "10.30. Untuk ganti jadwal hubungi {a_land_x}.",
    },
}

RO_RO = {
    "lang": "ro",
    "region": "RO",
    "female": "Andreea:Deea; Ioana:Ioni; Elena:Lenuța; Mihaela:Miha; Alexandra:Ale; Bianca; "
    "Roxana:Roxi; Diana; Raluca:Ralu; Alina",
    "male": "Andrei; Mihai:Mișu; Alexandru:Sandu; Ionuț; Bogdan; Cătălin; Răzvan; Vlad; "
    "Florin; Gheorghe:Ghiță",
    "surnames": "Popescu; Ionescu; Dumitrescu; Munteanu; Constantinescu; Moldovan; Rusu; "
    "Florea; Georgescu; Tănase; Vasilescu; Nistor; Bălan; Stoica",
    "common": "f=Speranța; f=Doina; f=Brândușa; f=Floarea; m=Bujor",
    "hon": {"f": "doamna", "m": "domnul"},
    "domains": "yahoo.com; gmail.com; yahoo.ro",
    "streets": "Bd. Unirii; Str. Lipscani; Calea Victoriei; Str. Memorandumului; Bd. "
    "Independenței; Calea Dorobanților",
    "line": "{street} nr. {no}; {street} nr. {no}, ap. {unit}",
    "towns": "Sector 3, București:0310##; Sector 1, București:0101##; Cluj-Napoca:4000##; "
    "Iași:7001##; Timișoara:3000##; Brașov:5000##",
    "addr": "{line}, {post} {town}",
    "iban": "RO",
    "cards": "visa; mastercard",
    "frames": {
        "recover": "Bună ziua, mi-am pierdut telefonul și nu mai primesc codul de "
        "autentificare. Numărul nou este {c_mob}. Mulțumesc, {c_first}",
        "wa1": "Bună, comanda {c_ord} apare livrată, dar nu am primit nimic. Adresa: {c_addr}",
        "wa2": "Dacă nu sunt acasă, o poate lua vecina mea {f_first}, telefon {f_mob_s}",
        "fwd": "Bună ziua, mi s-a luat plata de două ori pentru {c_ord}. Vă rog să returnați "
        "a doua plată în contul {c_pay}. Mă puteți suna la {c_mob_i}. Cu stimă, {c_full}",
        "chat": "buna, sunt {c_lower}, checkoutul a picat si mi-a luat banii pentru {c_ord} "
        "dar n-am primit confirmare. emailul meu e {c_email}",
        "groc": "da, laptele de soia e ok, mersi. dacă nu răspund lăsați-l la vecini sau "
        "sunați la {c_mob_i}",
        "tix": "Bună ziua, nu mai pot ajunge la concertul din 19. Vă rog să transferați cele "
        "două bilete din comanda {c_ord} prietenei mele {f_nr}, adresa ei de e-mail este "
        "{f_email}. Mulțumesc, {c_full}",
        "sms": "Bună, {c_first}! Reamintire: consultația online cu dr. {a_sur} este mâine la "
        "10:30. Pentru reprogramare sunați la {a_land_x}.",
    },
}
