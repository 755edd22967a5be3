"""Names typed by hand from the author's own knowledge (no Faker, no names-dataset, no list).

Per locale: women's and men's given names and surnames, each ``native|romanised`` (the
romanisation is what e-mails, handles and card names use). Common-word names (ordinary words
of their language, such as Hope or Esperanza) are listed in COMMON; diminutives in NICK.
"""

from __future__ import annotations

W = "women"
M = "men"
S = "surnames"

NAMES: dict[str, dict[str, str]] = {
    "en_US": {
        W: "Emily,Jessica,Ashley,Megan,Brittany,Leilani,Kailani,Malia,Hope,Amber,Sunny,"
        "Tamika,Latoya,Kayla,Shannon,Noelani",
        M: "Tyler,Brandon,Cody,Dustin,Keoni,Makoa,Ikaika,DeShawn,Marcus,Trevor,Garrett,"
        "Colby,Hunter,Chase,Kimo,Rusty",
        S: "Kahananui,Kealoha,Akana,Kamakau,Palakiko,Whitaker,McAllister,Pruitt,Caldwell,"
        "Dunbar,Holloway,Stroud,Thibodeaux,Kowalczyk,Yarbrough,Kapaona",
    },
    "en_AU": {
        W: "Kylie,Tegan,Shardae,Bronwyn,Chelsea,Jacinta,Rosie,Matilda,Skye,Brooke,Jade,"
        "Sharon,Kirra,Narelle",
        M: "Shane,Jayden,Brodie,Lachlan,Darcy,Callum,Kieran,Hamish,Mitchell,Reece,Jarrod,"
        "Barry,Jarrah,Lindsay",
        S: "Pemberton,Quayle,Tregear,Papadopoulos,Mackenzie,O'Loughlin,Brennan,Heffernan,"
        "Gilchrist,Threlfall,Wainwright,Ellery,Nankervis,Trevaskis,Cvetkovic",
    },
    "es_MX": {
        W: "Guadalupe,Xóchitl,Itzel,Ximena,Rocío,Araceli,Yesenia,Maricela,Luz,Esperanza,"
        "Dolores,Soledad,Marisol,Felicidad,Nayeli",
        M: "Jesús,Eduardo,Rigoberto,Cuauhtémoc,Gerardo,Efraín,Leobardo,Octavio,Ulises,"
        "Tadeo,Amado,Refugio,Francisco,José,Moisés",
        S: "Hernández,Ramírez,Gutiérrez,Zavala,Villalobos,Cisneros,Treviño,Ochoa,"
        "Bustamante,Quintanilla,Arriaga,Peralta,Lozano,Tzompantzi,Xicoténcatl,Nava",
    },
    "fr_CA": {
        W: "Geneviève,Marie-Ève,Josée,Nathalie,Mélanie,Sylvie,Chantal,Maude,Gabrielle,"
        "Noémie,Rosalie,Océane,Aurélie,Ginette",
        M: "Jean-François,Marc-André,Sébastien,Mathieu,Étienne,Maxime,Félix,Benoît,"
        "Réjean,Gaétan,Yannick,Guillaume,Ghislain,Normand",
        S: "Tremblay,Gagnon,Bouchard,Côté,Pelletier,Lévesque,Bélanger,Gauthier,Lavoie,"
        "Fortin,Ouellet,Thibault,Poirier,Beaulieu,Lachance,Després,Doucet",
    },
    "de_CH": {
        W: "Ursula,Regula,Verena,Brigitte,Cornelia,Barbara,Seraina,Mirjam,Nadja,Fabienne,"
        "Corinne,Rahel,Anina,Flurina",
        M: "Urs,Beat,Reto,Ueli,Andreas,Matthias,Lukas,Samuel,Hansruedi,Dominik,Gian-Marco,"
        "Christoph,Jürg,Fredi",
        S: "Brunner,Gerber,Zürcher,Bühler,Schürch,Aebischer,Hürlimann,Wyss,Zbinden,"
        "Brügger,Imhof,Kälin,Stucki,Nussbaumer,Rüegg,Tschudi,Guggisberg",
    },
    "pt_BR": {
        W: "Thaís,Luana,Jéssica,Francisca,Raimunda,Aparecida,Rosângela,Gleice,Vitória,"
        "Glória,Graça,Kauane,Daiane,Edileuza",
        M: "Wesley,Cleiton,Raimundo,Edivaldo,Anderson,Thiago,Rodrigo,Washington,Severino,"
        "Caio,Davi,Francisco,Josué,Adailton",
        S: "Nascimento,Carvalho,Araújo,Cavalcanti,Albuquerque,Bezerra,Rocha,Moura,"
        "Fonseca,Teixeira,Figueiredo,Guimarães,Siqueira,Brandão,Magalhães",
    },
    "ja_JP": {
        W: "陽菜|Hina,結衣|Yui,美咲|Misaki,彩花|Ayaka,千尋|Chihiro,真由美|Mayumi,恵子|Keiko,"
        "由紀|Yuki,奈々|Nana,沙織|Saori,麻衣|Mai,智子|Tomoko",
        M: "翔太|Shota,大輔|Daisuke,健一|Kenichi,拓海|Takumi,悠斗|Yuto,直樹|Naoki,浩二|Koji,"
        "隆之|Takayuki,和也|Kazuya,雄大|Yudai,慎吾|Shingo,哲也|Tetsuya",
        S: "佐藤|Sato,鈴木|Suzuki,高橋|Takahashi,渡辺|Watanabe,伊藤|Ito,山本|Yamamoto,"
        "小林|Kobayashi,加藤|Kato,吉田|Yoshida,松本|Matsumoto,井上|Inoue,木村|Kimura,"
        "斎藤|Saito,清水|Shimizu,池田|Ikeda,長谷川|Hasegawa",
    },
    "zh_TW": {
        W: "怡君|Yi-Chun,雅婷|Ya-Ting,淑芬|Shu-Fen,佳穎|Chia-Ying,詩涵|Shih-Han,宜蓁|Yi-Chen,"
        "欣怡|Hsin-Yi,美玲|Mei-Ling,婉婷|Wan-Ting,筱涵|Hsiao-Han",
        M: "志明|Chih-Ming,家豪|Chia-Hao,俊傑|Chun-Chieh,建宏|Chien-Hung,冠宇|Kuan-Yu,"
        "承翰|Cheng-Han,宗翰|Tsung-Han,柏翰|Po-Han,彥廷|Yen-Ting,信宏|Hsin-Hung",
        S: "陳|Chen,黃|Huang,吳|Wu,劉|Liu,蔡|Tsai,楊|Yang,鄭|Cheng,郭|Kuo,曾|Tseng,賴|Lai,"
        "洪|Hung,邱|Chiu",
    },
    "ko_KR": {
        W: "지은|Ji-eun,수빈|Su-bin,민지|Min-ji,서연|Seo-yeon,하은|Ha-eun,유진|Yu-jin,"
        "은영|Eun-young,미경|Mi-kyung,혜진|Hye-jin,소희|So-hee",
        M: "민준|Min-jun,지훈|Ji-hoon,성민|Sung-min,현우|Hyun-woo,동현|Dong-hyun,준호|Jun-ho,"
        "상철|Sang-cheol,재원|Jae-won,태양|Tae-yang,승우|Seung-woo",
        S: "김|Kim,박|Park,윤|Yoon,황|Hwang,홍|Hong,류|Ryu,남궁|Namgung,제갈|Jegal",
    },
    "mr_IN": {
        W: "प्रिया|Priya,स्नेहा|Sneha,अश्विनी|Ashwini,मनीषा|Manisha,सायली|Sayali,पूजा|Pooja,"
        "वैशाली|Vaishali,रेखा|Rekha,शुभांगी|Shubhangi,मृणाल|Mrunal,अनुजा|Anuja,"
        "तेजस्विनी|Tejaswini",
        M: "सचिन|Sachin,महेश|Mahesh,राहुल|Rahul,अमोल|Amol,प्रशांत|Prashant,संदीप|Sandeep,"
        "विनायक|Vinayak,ओंकार|Omkar,अभिजीत|Abhijeet,तुषार|Tushar,निखिल|Nikhil,"
        "हेमंत|Hemant",
        S: "पाटील|Patil,देशमुख|Deshmukh,जोशी|Joshi,कुलकर्णी|Kulkarni,शिंदे|Shinde,पवार|Pawar,"
        "जाधव|Jadhav,गायकवाड|Gaikwad,देशपांडे|Deshpande,भोसले|Bhosale,चव्हाण|Chavan,"
        "सावंत|Sawant,गोखले|Gokhale,वाघमारे|Waghmare",
    },
    "te_IN": {
        W: "లక్ష్మి|Lakshmi,శ్రావణి|Sravani,దివ్య|Divya,హారిక|Harika,సౌజన్య|Soujanya,"
        "మౌనిక|Mounika,అనూష|Anusha,భార్గవి|Bhargavi,స్వాతి|Swathi,కావ్య|Kavya",
        M: "శ్రీనివాస్|Srinivas,వెంకటేష్|Venkatesh,రవి|Ravi,ప్రవీణ్|Praveen,సురేష్|Suresh,"
        "మహేష్|Mahesh,చైతన్య|Chaitanya,రాజేష్|Rajesh,కిషోర్|Kishore,నరేష్|Naresh",
        S: "రెడ్డి|Reddy,నాయుడు|Naidu,చౌదరి|Chowdary,వర్మ|Varma,గౌడ్|Goud,పొట్లూరి|Potluri,"
        "యార్లగడ్డ|Yarlagadda,కొమ్మినేని|Kommineni,బొల్లినేని|Bollineni,తాడేపల్లి|Tadepalli",
    },
    "kn_IN": {
        W: "ಶ್ವೇತಾ|Shwetha,ರಶ್ಮಿ|Rashmi,ಅನಿತಾ|Anitha,ಸುಮಾ|Suma,ಕಾವ್ಯಾ|Kavya,ಪವಿತ್ರಾ|Pavithra,"
        "ನಂದಿನಿ|Nandini,ಭಾಗ್ಯ|Bhagya,ಅರ್ಚನಾ|Archana,ದೀಪಾ|Deepa",
        M: "ಮಂಜುನಾಥ್|Manjunath,ಕಿರಣ್|Kiran,ಪ್ರಕಾಶ್|Prakash,ರಾಘವೇಂದ್ರ|Raghavendra,"
        "ನಾಗರಾಜ್|Nagaraj,ಅನಿಲ್|Anil,ಚೇತನ್|Chetan,ಹರೀಶ್|Harish,ಯೋಗೇಶ್|Yogesh,ಶಿವಕುಮಾರ್|Shivakumar",
        S: "ಗೌಡ|Gowda,ಶೆಟ್ಟಿ|Shetty,ಹೆಗ್ಡೆ|Hegde,ಭಟ್|Bhat,ನಾಯಕ್|Nayak,ಕಾಮತ್|Kamath,"
        "ಪೂಜಾರಿ|Poojary,ಆಚಾರ್ಯ|Acharya,ಕುಲಕರ್ಣಿ|Kulkarni,ದೇಸಾಯಿ|Desai",
    },
    "ml_IN": {
        W: "അഞ്ജു|Anju,ലക്ഷ്മി|Lekshmi,ആതിര|Athira,ശ്രീലക്ഷ്മി|Sreelakshmi,നിമിഷ|Nimisha,"
        "റിൻസി|Rincy,ജിൻസി|Jincy,മെറിൻ|Merin,സോണിയ|Sonia,ഷബ്‌ന|Shabna",
        M: "അനൂപ്|Anoop,ബിജു|Biju,ഷാജി|Shaji,സന്തോഷ്|Santhosh,ജോമോൻ|Jomon,ടിന്റു|Tintu,"
        "ഫൈസൽ|Faisal,അജ്മൽ|Ajmal,വിഷ്ണു|Vishnu,അരുൺ|Arun",
        S: "നായർ|Nair,മേനോൻ|Menon,പിള്ള|Pillai,കുര്യൻ|Kurian,വർഗീസ്|Varghese,"
        "നമ്പ്യാർ|Nambiar,പണിക്കർ|Panicker,ചാക്കോ|Chacko,മാത്യു|Mathew,കോയ|Koya",
    },
    "my_MM": {
        W: "ခင်မာဝင်း|Khin Mar Win,နီလာဦး|Nilar Oo,သီတာအောင်|Thida Aung,"
        "စုမြတ်နိုး|Su Myat Noe,ယဉ်ယဉ်မြင့်|Yin Yin Myint,သဉ္ဇာထွန်း|Thinzar Tun,"
        "ဆုလဲ့ဝေ|Hsu Lae Wai,နန္ဒာလှိုင်|Nandar Hlaing,အိအိခိုင်|Ei Ei Khaing,"
        "မေသက်ခိုင်|May Thet Khine",
        M: "အောင်ကျော်မိုး|Aung Kyaw Moe,ဇော်မင်းထွန်း|Zaw Min Tun,ကျော်ဇင်|Kyaw Zin,"
        "မင်းထက်|Min Htet,သန့်ဇင်ဦး|Thant Zin Oo,ဝင်းနိုင်|Win Naing,ထက်အောင်|Htet Aung,"
        "ရဲမင်းလွင်|Ye Min Lwin,ဖြိုးဝေ|Phyo Wai,နေလင်း|Nay Lin",
        S: "",
    },
}

# Names that are ordinary words of their language (label shape "common_word" when alone).
COMMON = {
    "Hope",
    "Amber",
    "Sunny",
    "Hunter",
    "Chase",
    "Rusty",
    "Skye",
    "Jade",
    "Brooke",
    "Luz",
    "Esperanza",
    "Dolores",
    "Soledad",
    "Felicidad",
    "Amado",
    "Refugio",
    "Vitória",
    "Glória",
    "Graça",
    "태양",
    "ನಂದಿನಿ",
    "ಭಾಗ್ಯ",
    "ಪ್ರಕಾಶ್",
    "पूजा",
    "रेखा",
    "కావ్య",
    "రవి",
    "దివ్య",
}

NICK = {
    "Lachlan": "Lachie",
    "Bronwyn": "Bron",
    "Mitchell": "Mitch",
    "Barry": "Bazza",
    "Sharon": "Shazza",
    "Jarrod": "Jazza",
    "Guadalupe": "Lupita",
    "Jesús": "Chuy",
    "Francisco": "Pancho",
    "José": "Pepe",
    "Refugio": "Cuco",
    "Gabrielle": "Gab",
    "Maxime": "Max",
    "Sébastien": "Seb",
    "Samuel": "Sämi",
    "Andreas": "Res",
    "Regula": "Regi",
    "Barbara": "Babs",
    "Christoph": "Chrigu",
    "Raimundo": "Mundinho",
    "Rodrigo": "Digo",
    "Francisca": "Chica",
    "Vitória": "Vivi",
    "Keoni": "Kawika",
    "Dustin": "Dusty",
    "Jessica": "Jess",
    "Kimo": "Kimo",
    "Mahesh": "Mahi",
    "Srinivas": "Srinu",
    "Venkatesh": "Venky",
    "Manjunath": "Manju",
    "Raghavendra": "Raghu",
    "Santhosh": "Santhu",
    "Sreelakshmi": "Sree",
}
NICK.update(
    {
        "Brittany": "Britt",
        "Megan": "Meg",
        "Tyler": "Ty",
        "Trevor": "Trev",
        "Chelsea": "Chels",
        "Matilda": "Tilly",
        "Callum": "Cal",
        "Eduardo": "Lalo",
        "Octavio": "Tavo",
        "Rocío": "Chío",
        "Araceli": "Chely",
        "Geneviève": "Gen",
        "Nathalie": "Nat",
        "Cornelia": "Conny",
        "Lukas": "Luki",
        "Dominik": "Domi",
        "Brigitte": "Gitte",
        "Thiago": "Thi",
        "Edivaldo": "Edi",
        "Aparecida": "Cida",
        "Raimunda": "Mundinha",
        "Ashwini": "Ashu",
        "Tejaswini": "Teju",
        "Abhijeet": "Abhi",
        "Chaitanya": "Chaitu",
        "Rajesh": "Raju",
        "Shivakumar": "Shiva",
        "Yogesh": "Yogi",
        "Kayla": "Kay",
        "Leobardo": "Leo",
        "Rosângela": "Rô",
    }
)
NICK.pop("Kimo")
NICK.pop("Keoni")


def parse(field: str) -> list[tuple[str, str]]:
    """``native|roman`` items of a comma list, in order (roman = native for Latin names)."""
    out = []
    for item in field.split(","):
        item = item.strip()
        if not item:
            continue
        native, _, roman = item.partition("|")
        out.append((native, roman or native))
    return out
