"""Given names and surnames per locale, typed by hand from the author's own knowledge (no Faker,
no names-dataset, no downloaded list). Entries are ``native|roman|kana`` where the script is not
Latin (``kana`` only for Japanese: the katakana reading written in furigana fields). ``cw`` lists
given names that are also ordinary words of the language; ``nick`` maps a given name to the
diminutive people call its bearer."""

from __future__ import annotations

NAMES: dict[str, dict[str, str]] = {
    "en_US": {
        "f": "Hope;Amber;Mercy;Sunny;Dawn;Destiny;Heather;Jennifer;Ashley;Brittany;Kayla;Megan;"
        "Leilani;Noelani;Malia;Keala;Shanice;Tamika;LaToya;Kimberly",
        "m": "Tyler;Cody;Brandon;Dustin;Jamal;DeShawn;Keoni;Kainoa;Makoa;Kekoa;Travis;Garrett;"
        "Hunter;Wyatt;Chase;Colton;Bryce;Robert",
        "s": "Kealoha;Akana;Kahale;Kamakea;Whitfield;Brennan;McAllister;Haskins;Pruitt;Dunleavy;"
        "Kowalczyk;Nakamura;Baptiste;Underwood;Fairbanks;Holloway;Castellano;Yazzie;Begay;Tsosie;"
        "Lindqvist;Okonkwo;Delacroix;Szymanski",
        "cw": "Hope;Amber;Mercy;Sunny;Dawn;Destiny;Heather;Hunter;Chase",
        "nick": "Jennifer>Jen;Kimberly>Kim;Robert>Bobby;Brandon>Bran;Kainoa>Noa;Makoa>Koa;"
        "Garrett>Gare;Ashley>Ash",
    },
    "en_IN": {
        "f": "Ananya;Priya;Sneha;Kavya;Divya;Pooja;Meenakshi;Lakshmi;Harpreet;Shreya;Nandini;Ishita;"
        "Tanvi;Aditi;Sunita;Rekha;Sunny",
        "m": "Rohan;Arjun;Vikram;Sandeep;Rahul;Karthik;Venkatesh;Siddharth;Aniket;Pranav;Abhishek;"
        "Manoj;Naveen;Irfan;Gaurav;Harsha;Balasubramanian",
        "s": "Iyer;Nair;Reddy;Menon;Chatterjee;Banerjee;Kulkarni;Deshpande;Srinivasan;"
        "Krishnamurthy;Pillai;Gupta;Agarwal;Malhotra;Kapoor;Bhattacharya;Naidu;Fernandes;"
        "D'Souza;Siddiqui;Chaudhary;Mukherjee;Venkataraman;Dhillon",
        "cw": "Sunny",
        "nick": "Meenakshi>Meenu;Venkatesh>Venky;Balasubramanian>Balu;Siddharth>Sid;"
        "Abhishek>Abhi;Lakshmi>Lucky;Pooja>Poo;Harpreet>Happy",
    },
    "es_MX": {
        "f": "Luz;Paz;Dulce;Rocío;Socorro;Consuelo;Guadalupe;Ximena;Itzel;Citlali;Xóchitl;Fernanda;"
        "Araceli;Yesenia;Alejandra;María José;Marisol",
        "m": "José Luis;Juan Carlos;Alejandro;Jesús;Francisco;Guillermo;Enrique;Eduardo;Rodrigo;"
        "Ulises;Héctor;Emiliano;Tonatiuh;Cuauhtémoc;Refugio",
        "s": "Hernández;García;Martínez;López;González;Pérez;Rodríguez;Sánchez;Ramírez;Cruz;Flores;"
        "Gómez;Morales;Vázquez;Reyes;Jiménez;Torres;Díaz;Gutiérrez;Ruiz;Mendoza;Aguilar;Ortiz;"
        "Castillo;Romero;Herrera;Medina;Chávez;Domínguez;Xicoténcatl;Cuevas;Villaseñor",
        "cw": "Luz;Paz;Dulce;Rocío;Socorro;Consuelo",
        "nick": "Guadalupe>Lupita;Jesús>Chuy;Francisco>Paco;Guillermo>Memo;Enrique>Quique;"
        "Eduardo>Lalo;María José>Majo;Alejandra>Ale;Refugio>Cuco;Socorro>Coco",
    },
    "fr_CA": {
        "f": "Geneviève;Marie-Ève;Josée;Nathalie;Chantal;Mélanie;Isabelle;Émilie;Audrey;Rosalie;"
        "Océane;Maude;Karine;Lyne;Aurore;Céleste;Joëlle",
        "m": "Jean-François;Marc-André;Pierre-Luc;Mathieu;Étienne;Sébastien;Guillaume;Olivier;"
        "Félix;Jérôme;Gaétan;Réjean;Ghislain;Yannick;Alexandre;Christophe",
        "s": "Tremblay;Gagnon;Côté;Bouchard;Gauthier;Morin;Lavoie;Fortin;Gagné;Ouellet;Pelletier;"
        "Bélanger;Bergeron;Leblanc;Paquette;Girard;Simard;Boucher;Caron;Beaulieu;Cloutier;Dubé;"
        "Poirier;Fournier;Lapointe;Leclerc;Lefebvre;Poulin;Thibault;St-Pierre;Bissonnette",
        "cw": "Aurore;Céleste",
        "nick": "Jean-François>J-F;Marc-André>Marco;Geneviève>Gen;Christophe>Christo;"
        "Alexandre>Alex;Isabelle>Isa;Mathieu>Math;Nathalie>Nath",
    },
    "de_AT": {
        "f": "Anna;Katharina;Theresa;Johanna;Magdalena;Sabine;Birgit;Andrea;Petra;Elisabeth;"
        "Veronika;Gerlinde;Hannelore;Waltraud;Rosa;Ingrid",
        "m": "Johann;Josef;Franz;Florian;Lukas;Maximilian;Georg;Andreas;Wolfgang;Herbert;"
        "Gottfried;Leopold;Alois;Engelbert;Ernst;Reinhold",
        "s": "Gruber;Huber;Bauer;Wagner;Müller;Pichler;Steiner;Moser;Mayer;Hofer;Leitner;Berger;"
        "Fuchs;Eder;Fischer;Schmid;Winkler;Weber;Schwarz;Maier;Reiter;Mayrhofer;Brandstätter;"
        "Haslinger;Oberhauser;Wimmer;Aigner;Lechner;Egger;Stöckl;Zöchling;Nowotny;Prohaska",
        "cw": "Ernst;Rosa",
        "nick": "Johann>Hansi;Josef>Sepp;Franz>Franzl;Maximilian>Maxi;Georg>Schorsch;"
        "Andreas>Andi;Wolfgang>Wolfi;Leopold>Poldi;Alois>Loisl;Elisabeth>Lisi;"
        "Veronika>Vroni;Waltraud>Traudl;Magdalena>Leni;Katharina>Kathi;Theresa>Resi",
    },
    "pt_BR": {
        "f": "Maria Eduarda;Ana Clara;Luana;Thaís;Jéssica;Franciele;Raíssa;Vitória;Glória;Graça;"
        "Aparecida;Conceição;Luciana;Patrícia;Fernanda;Daiane;Kelly",
        "m": "João Pedro;Thiago;Gabriel;Luiz Fernando;Rafael;Wellington;Cleiton;Anderson;"
        "Washington;Edson;Rodrigo;Francisco;José;Antônio;Marcos;Vinícius",
        "s": "Silva;Santos;Oliveira;Souza;Rodrigues;Ferreira;Alves;Pereira;Lima;Gomes;Costa;"
        "Ribeiro;Martins;Carvalho;Almeida;Lopes;Soares;Fernandes;Vieira;Barbosa;Rocha;Dias;"
        "Nascimento;Andrade;Moreira;Nunes;Marques;Machado;Mendes;Freitas;Cardoso;Teixeira;"
        "Cavalcanti;Albuquerque",
        "cw": "Vitória;Glória;Graça;Conceição",
        "nick": "Maria Eduarda>Duda;Aparecida>Cida;Francisco>Chico;José>Zé;Antônio>Tonho;"
        "Vinícius>Vini;Fernanda>Nanda;Luiz Fernando>Nando;Rafael>Rafa;Gabriel>Biel",
    },
    "ja_JP": {
        "f": "陽菜|Hina|ヒナ;結衣|Yui|ユイ;さくら|Sakura|サクラ;美咲|Misaki|ミサキ;葵|Aoi|アオイ;"
        "由美子|Yumiko|ユミコ;恵|Megumi|メグミ;直美|Naomi|ナオミ;彩花|Ayaka|アヤカ;麻衣|Mai|マイ;"
        "千尋|Chihiro|チヒロ;真由美|Mayumi|マユミ;優子|Yuko|ユウコ;智子|Tomoko|トモコ;"
        "ひかり|Hikari|ヒカリ;あかね|Akane|アカネ",
        "m": "翔太|Shota|ショウタ;大輔|Daisuke|ダイスケ;健太|Kenta|ケンタ;拓也|Takuya|タクヤ;"
        "蓮|Ren|レン;悠斗|Yuto|ユウト;浩二|Koji|コウジ;隆之|Takayuki|タカユキ;和也|Kazuya|カズヤ;"
        "直樹|Naoki|ナオキ;亮太|Ryota|リョウタ;修平|Shuhei|シュウヘイ;哲也|Tetsuya|テツヤ;"
        "慎吾|Shingo|シンゴ;陸斗|Rikuto|リクト",
        "s": "佐藤|Sato|サトウ;鈴木|Suzuki|スズキ;高橋|Takahashi|タカハシ;田中|Tanaka|タナカ;"
        "伊藤|Ito|イトウ;渡辺|Watanabe|ワタナベ;山本|Yamamoto|ヤマモト;中村|Nakamura|ナカムラ;"
        "小林|Kobayashi|コバヤシ;加藤|Kato|カトウ;吉田|Yoshida|ヨシダ;山田|Yamada|ヤマダ;"
        "佐々木|Sasaki|ササキ;山口|Yamaguchi|ヤマグチ;松本|Matsumoto|マツモト;井上|Inoue|イノウエ;"
        "木村|Kimura|キムラ;清水|Shimizu|シミズ;斎藤|Saito|サイトウ;橋本|Hashimoto|ハシモト;"
        "石川|Ishikawa|イシカワ;前田|Maeda|マエダ;岡田|Okada|オカダ;後藤|Goto|ゴトウ;"
        "長谷川|Hasegawa|ハセガワ;村上|Murakami|ムラカミ",
        "cw": "さくら;ひかり;あかね",
        "nick": "",
    },
    "ko_KR": {
        "f": "서연|Seoyeon;지현|Jihyun;민지|Minji;수빈|Subin;하은|Haeun;지영|Jiyoung;은지|Eunji;"
        "예린|Yerin;유진|Yujin;소희|Sohee;혜진|Hyejin;다은|Daeun;하늘|Haneul;나래|Narae;"
        "슬기|Seulgi;보람|Boram",
        "m": "민수|Minsu;준호|Junho;지훈|Jihoon;현우|Hyunwoo;성민|Sungmin;동현|Donghyun;"
        "재원|Jaewon;태양|Taeyang;도윤|Doyun;시우|Siwoo;영호|Youngho;상철|Sangcheol;우진|Woojin;"
        "건우|Gunwoo;한결|Hangyeol;바다|Bada",
        "s": "김|Kim;이|Lee;박|Park;최|Choi;정|Jung;강|Kang;조|Cho;윤|Yoon;장|Jang;임|Lim;한|Han;"
        "오|Oh;서|Seo;신|Shin;권|Kwon;황|Hwang;안|Ahn;송|Song;류|Ryu;홍|Hong;남궁|Namgung;"
        "제갈|Jegal",
        "cw": "하늘;나래;슬기;보람;태양;바다;한결",
        "nick": "",
    },
    "tr_TR": {
        "f": "Ayşe;Fatma;Zeynep;Elif;Merve;Büşra;Esra;Deniz;Yıldız;Çiçek;Ceren;Özlem;Sevgi;Damla;"
        "Pınar;Gülşen;Nur",
        "m": "Mehmet;Mustafa;Ahmet;Emre;Burak;Murat;Hakan;Oğuz;Barış;Umut;Ozan;Serkan;Volkan;Tolga;"
        "Kaan;Onur;Ilgaz",
        "s": "Yılmaz;Kaya;Demir;Şahin;Çelik;Yıldırım;Öztürk;Özdemir;Arslan;Doğan;Kılıç;Aslan;"
        "Çetin;Koç;Kurt;Özkan;Şimşek;Polat;Erdem;Güneş;Bulut;Aksoy;Korkmaz;Tekin;Karakaya;"
        "Uçar;Bozkurt",
        "cw": "Deniz;Yıldız;Çiçek;Sevgi;Damla;Pınar;Barış;Umut;Onur",
        "nick": "Mehmet>Memo;Mustafa>Musti;Fatma>Fato;Ahmet>Ahmo;Zeynep>Zeyno;Büşra>Büşo",
    },
    "gu_IN": {
        "f": "હેતલ|Hetal;કૃપા|Krupa;ફાલ્ગુની|Falguni;ભાવિકા|Bhavika;નિશા|Nisha;પાયલ|Payal;"
        "ધ્વનિ|Dhvani;જાનકી|Janki;રીના|Rina;મિતાલી|Mitali;હિરલ|Hiral;કિંજલ|Kinjal;"
        "ઉર્વશી|Urvashi;દક્ષા|Daksha;આશા|Asha;જ્યોતિ|Jyoti",
        "m": "જીગ્નેશ|Jignesh;ભાવેશ|Bhavesh;નિરવ|Nirav;ધ્રુવ|Dhruv;હાર્દિક|Hardik;કેતન|Ketan;"
        "મિતેશ|Mitesh;પાર્થ|Parth;ચિરાગ|Chirag;સંજય|Sanjay;રાકેશ|Rakesh;હિમાંશુ|Himanshu;"
        "તુષાર|Tushar;દર્શન|Darshan;અલ્પેશ|Alpesh;કિરણ|Kiran",
        "s": "પટેલ|Patel;શાહ|Shah;દેસાઈ|Desai;મહેતા|Mehta;જોશી|Joshi;ત્રિવેદી|Trivedi;"
        "પરીખ|Parikh;ચૌહાણ|Chauhan;સોલંકી|Solanki;પંડ્યા|Pandya;ભટ્ટ|Bhatt;વ્યાસ|Vyas;"
        "ઠક્કર|Thakkar;દવે|Dave;રાવલ|Raval;પરમાર|Parmar;મકવાણા|Makwana;જાડેજા|Jadeja;"
        "ચોક્સી|Choksi;કોઠારી|Kothari;શેઠ|Sheth;અમીન|Amin;નાયક|Nayak",
        "cw": "આશા;જ્યોતિ;કિરણ",
        "nick": "",
    },
    "si_LK": {
        "f": "දිලානි|Dilani;නදීෂා|Nadeesha;සඳුනි|Sanduni;ඉෂාරා|Ishara;කාංචනා|Kanchana;"
        "චමරි|Chamari;නිමාලි|Nimali;ශානිකා|Shanika;හසිනි|Hasini;තිළිණි|Thilini;"
        "මධුෂිකා|Madushika;රුවනි|Ruwani;සචිනි|Sachini;පියුමි|Piyumi",
        "m": "කසුන්|Kasun;නිමල්|Nimal;සුනිල්|Sunil;චමින්ද|Chaminda;රුවන්|Ruwan;තරිඳු|Tharindu;"
        "ලහිරු|Lahiru;දිනේෂ්|Dinesh;මහේෂ්|Mahesh;අසංක|Asanka;සමන්|Saman;චතුර|Chathura;"
        "හෂාන්|Hashan;ඉසුරු|Isuru;නුවන්|Nuwan",
        "s": "පෙරේරා|Perera;සිල්වා|Silva;ජයසූරිය|Jayasuriya;ජයවර්ධන|Jayawardena;බණ්ඩාර|Bandara;"
        "දිසානායක|Dissanayake;ගුණසේකර|Gunasekara;හේරත්|Herath;රත්නායක|Rathnayake;කුමාර|Kumara;"
        "වීරසිංහ|Weerasinghe;අමරසිංහ|Amarasinghe;රණසිංහ|Ranasinghe;මෙන්ඩිස්|Mendis;"
        "ලියනගේ|Liyanage;විජේසේකර|Wijesekara;එදිරිසිංහ|Edirisinghe;කරුණාරත්න|Karunaratne;"
        "ගමගේ|Gamage",
        "cw": "",
        "nick": "",
    },
    "ha_NG": {
        "f": "Aisha;Hauwa;Zainab;Fatima;Hadiza;Rabi;Binta;Maryam;Halima;Amina;Safiya;Sa'adatu;"
        "Hajara;Jummai;Ladi;Asabe;Talatu",
        "m": "Aminu;Abubakar;Musa;Ibrahim;Sani;Garba;Salisu;Lawal;Yusuf;Ɗahiru;Nasiru;Kabiru;"
        "Mustapha;Shehu;Auwalu;Haruna;Ɗanjuma;Idris",
        "s": "Abdullahi;Usman;Sule;Tanko;Ɗanladi;Aliyu;Yakubu;Kabir;Umar;Maikano;Gwarzo;Ringim;"
        "Gumel;Bichi;Dambatta;Ƙaura;Ɗantani;Yola;Adamu;Isa;Sarki;Magaji",
        "cw": "",
        "nick": "Fatima>Fati;Hadiza>Dije;Abubakar>Bukar;Maryam>Maryama;Aisha>Aishatu;"
        "Ibrahim>Baba;Halima>Lami;Mustapha>Musty",
    },
    "qu_PE": {
        "f": "Sisa;Killa;Urpi;Nina;Yolanda;Marleni;Yeni;Maribel;Nélida;Juana;Felícitas;Delia;Sonia;"
        "Rosa;Luz;Hilda",
        "m": "Inti;Amaru;Wayra;Kusi;Teófilo;Saturnino;Wilber;Edwin;Fredy;Wilfredo;Percy;Nilo;"
        "Hilario;Pascual;Eusebio;Julián",
        "s": "Mamani;Quispe;Huamán;Condori;Ccori;Choque;Apaza;Chambi;Layme;Huanca;Ticona;Yupanqui;"
        "Cusi;Huallpa;Ccahuana;Sullca;Puma;Ccopa;Chura;Pari;Huarcaya;Illa;Paucar;Tupa",
        "cw": "Sisa;Killa;Urpi;Nina;Inti;Amaru;Wayra;Kusi",
        "nick": "Wilfredo>Willy;Felícitas>Feli;Saturnino>Satu;Eusebio>Chebo;Juana>Juanita;"
        "Pascual>Pacho",
    },
    "fo_FO": {
        "f": "Turið;Sólja;Guðrun;Rannvá;Marjun;Ásla;Beinta;Sigrid;Elin;Jórunn;Bjørk;Jóhanna;Malan;"
        "Oddvør;Eyðvør;Ragna",
        "m": "Jógvan;Rógvi;Sámal;Heðin;Brandur;Høgni;Kristian;Jóannes;Hanus;Símun;Sjúrður;Bárður;"
        "Tróndur;Dánjal;Rúni;Jákup",
        "s": "Joensen;Hansen;Jacobsen;Poulsen;Olsen;Petersen;Johannesen;Djurhuus;Dahl;Mortensen;"
        "Simonsen;Højgaard;Lamhauge;Rasmussen;Thomsen;Danielsen;Ellefsen;Midjord;Weihe;"
        "Zachariasen;Debes;Niclasen;Heinesen;á Ryggi;í Líð;við Stein",
        "cw": "Bjørk",
        "nick": "Jóannes>Jonni;Jákup>Jaki;Sjúrður>Sjúrði;Kristian>Krisli;Jóhanna>Hanna;"
        "Guðrun>Gunna;Rannvá>Ranna",
    },
    "tg_TJ": {
        "f": "Нигина|Nigina;Зарина|Zarina;Мадина|Madina;Гулноза|Gulnoza;Меҳрангез|Mehrangez;"
        "Фарзона|Farzona;Шаҳло|Shahlo;Дилноза|Dilnoza;Парвина|Parvina;Таҳмина|Tahmina;"
        "Ситора|Sitora;Фирӯза|Firuza;Манижа|Manizha;Сарвиноз|Sarvinoz;Мавҷуда|Mavjuda",
        "m": "Рустам|Rustam;Фирӯз|Firuz;Баҳром|Bahrom;Ҷамшед|Jamshed;Суҳроб|Suhrob;Далер|Daler;"
        "Фаррух|Farrukh;Шерзод|Sherzod;Бахтиёр|Bakhtiyor;Умед|Umed;Акмал|Akmal;Парвиз|Parviz;"
        "Некрӯз|Nekruz;Зафар|Zafar;Абдуллоҳ|Abdulloh",
        "s": "Раҳимов|Rahimov;Назаров|Nazarov;Каримов|Karimov;Саидов|Saidov;Шарипов|Sharipov;"
        "Ҳасанов|Hasanov;Мирзоев|Mirzoev;Давлатов|Davlatov;Ҷӯраев|Juraev;Қурбонов|Qurbonov;"
        "Сафаров|Safarov;Раҳимзода|Rahimzoda;Назарзода|Nazarzoda;Шарифзода|Sharifzoda;"
        "Азимзода|Azimzoda;Қодирӣ|Qodiri;Собирӣ|Sobiri;Ёров|Yorov;Шоев|Shoev",
        "cw": "Ситора;Умед",
        "nick": "Абдуллоҳ>Абдулло;Бахтиёр>Бахти;Гулноза>Гули;Мавҷуда>Мавҷи;Фаррух>Фарик",
    },
}

# Surnames a woman bears in the feminine form (Tajik -ов/-ев take -а; -зода and -ӣ do not).


def feminine(locale: str, surname: str, roman: str) -> tuple[str, str]:
    if locale == "tg_TJ" and surname.endswith(("ов", "ев")):
        return surname + "а", roman + "a"
    return surname, roman


def entries(locale: str, key: str) -> list[tuple[str, str, str]]:
    """(native, roman, kana) for each entry of ``key`` ("f", "m" or "s")."""
    out = []
    for item in NAMES[locale][key].split(";"):
        parts = item.split("|")
        native = parts[0]
        roman = parts[1] if len(parts) > 1 else native
        kana = parts[2] if len(parts) > 2 else ""
        out.append((native, roman, kana))
    return out


def common_words(locale: str) -> list[str]:
    raw = NAMES[locale]["cw"]
    return raw.split(";") if raw else []


def nicknames(locale: str) -> dict[str, str]:
    raw = NAMES[locale]["nick"]
    return dict(p.split(">") for p in raw.split(";")) if raw else {}
