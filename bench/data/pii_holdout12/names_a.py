"""Names typed by hand from the author's own knowledge: the eight big support languages.

Per locale: women's and men's given names, surnames (native|romanised where the script is not
Latin), names that are also ordinary words (``common``, with sex), diminutives (``nick``)."""

from __future__ import annotations

NAMES_A = {
    "en_US": dict(
        F="Leilani Malia Noelani Pualani Kaʻiulani Keala Makana Nohea Healani Emma Olivia "
        "Madison Brittany Ashley Kaitlyn Mahina",
        M="Keoni Kekoa Ikaika Kainoa Makoa Kawika Kaleo Nalu Tyler Brandon Justin Kyle Dustin "
        "Kamaka Kapono Logan",
        S="Kahananui Kealoha Kamakana Akana Kahale Kaleikini Nakamura Kauhane Apana Kanahele "
        "Keawe Kamakau Medeiros Oshiro Higa Fernandes Johnson Miller Anderson Kekumu Kaʻupu "
        "Nāone Palakiko Yamashiro Kaniho",
        common="Hope:F Amber:F Summer:F Dawn:F Joy:F Faith:F Autumn:F Destiny:F Crystal:F "
        "Heather:F Ruby:F Mercy:F Hunter:M Rusty:M Chase:M",
        nick="Kawika:Kawi Kaʻiulani:Kaʻiu Ashley:Ash Brandon:Bran Kaitlyn:Katie Madison:Maddie",
    ),
    "en_IN": dict(
        F="Priya Aishwarya Deepika Sneha Pooja Kavya Divya Ananya Meera Lakshmi Nandini Shruti "
        "Swati Anjali Revathi Harini",
        M="Rahul Arjun Vikram Karthik Rohan Siddharth Aditya Varun Srinivasan Venkatesh Suresh "
        "Ramesh Prakash Anand Manoj Abhishek",
        S="Iyer Nair Menon Reddy Rao Sharma Gupta Agarwal Banerjee Chatterjee Mukherjee Pillai "
        "Kulkarni Deshpande Joshi Bhat Shetty Kapoor Malhotra Venkataraman Krishnan Subramanian "
        "Naidu Patel Mehta Chowdhury",
        common="Sunny:M Happy:M Lucky:M Sweety:F Pinky:F Dolly:F Honey:F Bunty:M",
        nick="Siddharth:Sid Abhishek:Abhi Aishwarya:Ash Venkatesh:Venky Srinivasan:Srini "
        "Lakshmi:Lachu Varun:Vicky Ananya:Annu",
    ),
    "en_AU": dict(
        F="Kylie Tegan Bronwyn Jacinta Kirra Chloe Jessica Rebecca Sharon Megan Brooke Tahlia "
        "Courtney Shannon Matilda Ella",
        M="Shane Darren Jarrah Mitchell Brodie Brendan Liam Cooper Hamish Jake Bradley Corey "
        "Travis Nathan Callum Dylan",
        S="Smith Jones Williams Brown Wilson Taylor Nguyen Tran Papadopoulos Kowalski O'Brien "
        "Murphy Kelly Ryan Walsh Campbell Stewart Clarke Harris Thompson Martin Robinson "
        "Edwards Hughes Nikolaidis Le",
        common="Brooke:F Summer:F Sunny:F Amber:F Rusty:M Ace:M",
        nick="Rebecca:Bec Sharon:Shaz Jessica:Jess Bradley:Brad Darren:Dazza Travis:Trav "
        "Matilda:Tilly Mitchell:Mitch Courtney:Court Callum:Cal",
    ),
    "es_MX": dict(
        F="Ximena Citlali Xóchitl Itzel Fernanda Daniela Mariana Valeria Alejandra Guadalupe "
        "Araceli Yesenia Brenda Karla Ivonne Marisol",
        M="José_Luis Juan_Carlos Jesús Francisco Alejandro Emiliano Maximiliano Diego Cuauhtémoc "
        "Héctor Arturo Ricardo Eduardo Rodrigo Ignacio Óscar",
        S="Hernández García Martínez López González Pérez Sánchez Ramírez Flores Cruz Gómez "
        "Morales Ortiz Reyes Jiménez Torres Mendoza Vázquez Castillo Aguilar Rojas Domínguez "
        "Gutiérrez Navarro Chávez Ruiz Salazar Tapia",
        common="Paz:F Luz:F Rosa:F Dolores:F Soledad:F Consuelo:F Blanca:F Rocío:F "
        "Esperanza:F Socorro:F Amparo:F Azucena:F",
        nick="Guadalupe:Lupita Francisco:Paco Jesús:Chuy Alejandra:Ale Fernanda:Fer "
        "Eduardo:Lalo Ignacio:Nacho Dolores:Lola Rocío:Chío Alejandro:Alex",
    ),
    "fr_CA": dict(
        F="Marie-Ève Geneviève Isabelle Mélanie Chantal Josée Nathalie Véronique Catherine "
        "Audrey Valérie Annie Karine Maude Émilie Marie-Pier",
        M="Jean-François Mathieu Sébastien Étienne Maxime Guillaume Jean-Sébastien Félix "
        "Olivier Simon Pierre-Luc Marc-André Jean-Philippe Alexis Gabriel Samuel",
        S="Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet "
        "Pelletier Bélanger Lévesque Bergeron Leblanc Paquette Girard Simard Boucher Caron "
        "Beaulieu Cloutier Dubé Poirier Fournier Lapointe Thibault",
        common="Rose:F Blanche:F Constance:F Aimé:M Désiré:M Fleurette:F",
        nick="Jean-François:JF Pierre-Luc:PL Marc-André:Marco Jean-Philippe:JP Mathieu:Math "
        "Maxime:Max Geneviève:Gen Marie-Ève:Marie Catherine:Cath Véronique:Véro",
    ),
    "de_CH": dict(
        F="Regula Ursina Seraina Corinne Nadja Fabienne Mirjam Barbara Verena Rahel Andrea "
        "Sandra Daniela Nicole Livia Noemi",
        M="Urs Reto Jürg Ueli Hansruedi Lukas Roman Samuel Matthias Christoph Adrian Thomas "
        "Marco Patrick Stefan Beat",
        S="Müller Meier Schmid Weber Huber Schneider Meyer Steiner Gerber Brunner Baumann "
        "Zimmermann Moser Widmer Wyss Roth Bühler Käser Zürcher Bachmann Gasser Egli "
        "Hürlimann Lüthi Rüegg Ammann Blaser",
        common="Beat:M Frei:S Graf:S Keller:S Fischer:S Vogel:S",
        nick="Verena:Vreni Hansruedi:Hansi Christoph:Chrigu Matthias:Mätthu Daniela:Dani "
        "Samuel:Sämi Regula:Regi Barbara:Babs Andrea:Andi Thomas:Thomi",
    ),
    "pt_BR": dict(
        F="Ana_Clara Maria_Luiza Beatriz Larissa Gabriela Fernanda Juliana Thaís Letícia Camila "
        "Bruna Aline Vanessa Jéssica Raquel Francisca",
        M="João_Pedro Luiz_Henrique Thiago Rafael Gustavo Leonardo Matheus Felipe Wellington "
        "Washington Jefferson Kléber Rodrigo Bruno Diego Marcos",
        S="Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro "
        "Martins Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Nascimento Cardoso "
        "Araújo Moreira Cavalcanti Monteiro Teixeira Mendes",
        common="Glória:F Graça:F Vitória:F Socorro:F Aparecida:F Rocha:S Pinto:S Coelho:S "
        "Cordeiro:S Leão:S",
        nick="Francisca:Chica Rafael:Rafa Gabriela:Gabi Fernanda:Nanda Leonardo:Léo "
        "Juliana:Ju Beatriz:Bia Felipe:Lipe Matheus:Teteu Larissa:Lari",
    ),
    "ja_JP": dict(
        F="美咲|Misaki 結衣|Yui 陽菜|Hina 花子|Hanako 優子|Yuko 真由美|Mayumi 恵美|Emi 千尋|Chihiro "
        "奈々|Nana 麻衣|Mai 由美子|Yumiko 明日香|Asuka 沙織|Saori 彩花|Ayaka 美穂|Miho 智子|Tomoko",
        M="翔太|Shota 大輝|Daiki 健太|Kenta 拓也|Takuya 悠斗|Yuto 蓮|Ren 和也|Kazuya 浩|Hiroshi "
        "隆|Takashi 直樹|Naoki 亮|Ryo 大翔|Hiroto 颯太|Sota 陸|Riku 達也|Tatsuya 健一|Kenichi",
        S="佐藤|Sato 鈴木|Suzuki 高橋|Takahashi 田中|Tanaka 伊藤|Ito 渡辺|Watanabe 山本|Yamamoto "
        "中村|Nakamura 小林|Kobayashi 加藤|Kato 吉田|Yoshida 山田|Yamada 佐々木|Sasaki "
        "松本|Matsumoto 井上|Inoue 木村|Kimura 清水|Shimizu 山口|Yamaguchi 斎藤|Saito "
        "池田|Ikeda 橋本|Hashimoto 石川|Ishikawa 前田|Maeda 藤田|Fujita 岡田|Okada 長谷川|Hasegawa",
        common="さくら|Sakura:F 翼|Tsubasa:M 葵|Aoi:F 光|Hikaru:M",
        nick="",
    ),
    "ko_KR": dict(
        F="민지|Minji 서연|Seoyeon 지우|Jiwoo 은비|Eunbi 수빈|Subin 지현|Jihyun 예린|Yerin "
        "유나|Yuna 혜진|Hyejin 소연|Soyeon 다은|Daeun 미영|Miyoung 지은|Jieun 채원|Chaewon "
        "수아|Sua 윤서|Yunseo",
        M="지훈|Jihoon 민준|Minjun 도윤|Doyoon 현우|Hyunwoo 준서|Junseo 성민|Sungmin "
        "동현|Donghyun 재원|Jaewon 우진|Woojin 상훈|Sanghoon 영호|Youngho 정우|Jungwoo "
        "승현|Seunghyun 시우|Siwoo 준호|Junho 태민|Taemin",
        S="김|Kim 이|Lee 박|Park 최|Choi 정|Jung 강|Kang 조|Cho 윤|Yoon 장|Jang 임|Lim 한|Han "
        "오|Oh 서|Seo 신|Shin 권|Kwon 황|Hwang 안|Ahn 송|Song 류|Ryu 홍|Hong 남궁|Namgung "
        "제갈|Jegal 문|Moon 배|Bae 백|Baek",
        common="하늘|Haneul:F 보람|Boram:F 슬기|Seulgi:F 나래|Narae:F 한결|Hangyeol:M "
        "태양|Taeyang:M 이슬|Iseul:F 노을|Noeul:F",
        nick="",
    ),
    "zh_TW": dict(
        F="怡君|Yi-chun 雅婷|Ya-ting 淑芬|Shu-fen 佩珊|Pei-shan 詩涵|Shih-han 宜蓁|Yi-chen "
        "欣怡|Hsin-yi 雅雯|Ya-wen 美玲|Mei-ling 惠如|Hui-ju 郁婷|Yu-ting 筱涵|Hsiao-han "
        "思妤|Szu-yu 家瑜|Chia-yu 婉婷|Wan-ting 靜宜|Ching-yi",
        M="家豪|Chia-hao 志明|Chih-ming 俊傑|Chun-chieh 宗翰|Tsung-han 冠宇|Kuan-yu "
        "建宏|Chien-hung 承恩|Cheng-en 柏翰|Po-han 彥廷|Yen-ting 俊宏|Chun-hung 信宏|Hsin-hung "
        "志豪|Chih-hao 哲瑋|Che-wei 偉倫|Wei-lun 明哲|Ming-che 宇軒|Yu-hsuan",
        S="陳|Chen 林|Lin 黃|Huang 張|Chang 李|Lee 王|Wang 吳|Wu 劉|Liu 蔡|Tsai 楊|Yang 許|Hsu "
        "鄭|Cheng 謝|Hsieh 郭|Kuo 洪|Hung 邱|Chiu 廖|Liao 賴|Lai 周|Chou 蘇|Su 葉|Yeh 莊|Chuang "
        "呂|Lu 蕭|Hsiao 羅|Lo 歐陽|Ou-yang 簡|Chien",
        common="",
        nick="",
    ),
}
