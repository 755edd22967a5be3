"""Names typed by hand from the author's own knowledge: the six languages no earlier exam used
(Galician, Luxembourgish, Belarusian, isiZulu, Haitian Creole, Somali)."""

from __future__ import annotations

NAMES_B = {
    "gl_ES": dict(
        F="Uxía Antía Sabela Xiana Iria Noela Carme Lucía Icía Aldara Maruxa Olalla Balbina "
        "Xoana Lara Comba",
        M="Brais Xoán Breixo Iago Anxo Roi Xurxo Martiño Uxío Fiz Xabier Xosé Manuel Xacobe "
        "Antón Bieito",
        S="Otero Castro Varela Seoane Barreiro Lousada Outeiro Freire Vilas Mosquera Vázquez "
        "Fernández Rodríguez Castiñeira Iglesias Regueiro Louzao Piñeiro Cendón Teixeiro "
        "Sanmartín Bouzas Rivas Abelleira Calvo Lorenzo Dopazo",
        common="Alba:F Souto:S Carballo:S Ferreiro:S Pereira:S Pazos:S Lamas:S Rial:S",
        nick="Xosé:Pepiño Manuel:Manoliño Antía:Antiña Uxía:Uxiña Xoán:Xan Iria:Iriña "
        "Antón:Tonecho Xurxo:Xurxiño",
    ),
    "lb_LU": dict(
        F="Anne Tessy Jil Lynn Sandy Joëlle Romy Mireille Martine Nadine Carole Nathalie Josée "
        "Mady Elisabeth Marie-Paule",
        M="Jean François Antoine Jean-Pierre Joseph Michel Paul Mathias Gilles Claude Marc "
        "Gaston Nico Luc Raoul Guy",
        S="Schmit Weber Hoffmann Wagner Muller Reuter Thill Kieffer Hansen Schroeder Majerus "
        "Kremer Theis Feltgen Wagener Steichen Faber Hilbert Wirtz Goedert Bettendorf Kayser "
        "Molitor Biver Arendt Lentz Bausch Origer",
        common="Klein:S Weis:S Jung:S Fuchs:S",
        nick="Jean:Jhang François:Fränz Antoine:Tun Jean-Pierre:Jempi Joseph:Jos Michel:Mich "
        "Paul:Pol Mathias:Mett Elisabeth:Lis Nathalie:Nathy Marie-Paule:Mimi",
    ),
    "be_BY": dict(
        F="Ганна|Hanna Алеся|Alesia Вольга|Volha Марына|Maryna Святлана|Sviatlana Наста|Nasta "
        "Таццяна|Tatsiana Алена|Alena Ірына|Iryna Кацярына|Katsiaryna Вераніка|Veranika "
        "Юлія|Yulia Людміла|Liudmila Яна|Yana Ксенія|Ksenia Францішка|Frantsishka",
        M="Аляксандр|Aliaksandr Алесь|Ales Мікалай|Mikalai Міхась|Mikhas Андрэй|Andrei "
        "Сяргей|Siarhei Уладзімір|Uladzimir Павел|Paval Дзмітрый|Dzmitry Ігар|Ihar "
        "Юрась|Yuras Зміцер|Zmitser Віктар|Viktar Яўген|Yauhen Кірыла|Kiryla Раман|Raman",
        S="Новік|Novik Мельнік|Melnik Ковалёў|Kavaliou Шыла|Shyla Гурыновіч|Hurynovich "
        "Дубовік|Dubovik Сянкевіч|Siankevich Кавалёнак|Kavalionak Лапо|Lapo Марчук|Marchuk "
        "Радзевіч|Radzevich Шэвель|Shevel Казлоў|Kazlou Сакалоў|Sakalou Бондар|Bondar "
        "Клімовіч|Klimovich Станкевіч|Stankevich Лукашэвіч|Lukashevich Жукоўскі|Zhukouski "
        "Вашкевіч|Vashkevich Ярашэвіч|Yarashevich Пашкевіч|Pashkevich Кузьміч|Kuzmich "
        "Ткачук|Tkachuk Шпакоўскі|Shpakouski Грышкевіч|Hryshkevich",
        common="Надзея|Nadzeya:F Любоў|Liubou:F Вера|Vera:F Жук|Zhuk:S Мароз|Maroz:S "
        "Верабей|Verabei:S",
        nick="Аляксандр|Алесь Кацярына|Каця Таццяна|Таня Дзмітрый|Дзіма Мікалай|Коля "
        "Ганна|Ганулька Юрась|Юрка",
    ),
    "zu_ZA": dict(
        F="Thandiwe Nomvula Zanele Lindiwe Nokuthula Ayanda Nandi Nomsa Sibongile Zodwa "
        "Lungile Ntombi Hlengiwe Nonhlanhla Zinhle Nompumelelo",
        M="Bongani Sibusiso Mandla Sandile Mthunzi Nkosinathi Thulani Lindani Mlungisi "
        "Njabulo Sizwe Bhekani Musa Khaya Sifiso Vusi",
        S="Dlamini Ndlovu Mkhize Ngcobo Khumalo Nkosi Mthembu Buthelezi Cele Shezi Ntuli "
        "Zungu Sithole Majola Gumede Hadebe Mhlongo Ngubane Mchunu Msomi Zondi Xulu "
        "Khanyile Mabaso Nxumalo Radebe Mthethwa Biyela",
        common="Sipho:M Themba:M Thandeka:F Siyabonga:M Lwazi:M Sithembile:F Zulu:S Ndaba:S",
        nick="Thandiwe:Thandi Nokuthula:Nox Sibusiso:Sbu Nkosinathi:Nathi Nonhlanhla:Nhlanhla "
        "Sibongile:Bongi Nompumelelo:Mpumi Bhekani:Bheki Lindiwe:Lindi Mthunzi:Thunzi",
    ),
    "ht_HT": dict(
        F="Wideline Guerline Fabiola Roseline Nadège Mirlande Sherley Nerlande Dieula "
        "Rose-Merline Marie-Carmelle Judeline Mikerline Phara Esther Widna",
        M="Wilner Wisly Mackenson Jameson Wilguens Ricardo Jean-Robert Dieunel Frantz Jacques "
        "Reginald Kervens Woodly Stevenson Jean-Claude Fritznel",
        S="Pierre Joseph Jean-Baptiste Louis Charles Saint-Fleur Dorvil Exantus Bien-Aimé "
        "Dorsainvil Célestin Augustin Alexis Estimé Fils-Aimé Milfort Jean-Louis Étienne "
        "Sénatus Delva Thermidor Valcourt Lubin Métellus Guerrier Casimir Dorcé",
        common="Lovely:F Merci:F Désir:S Lafortune:S Jeune:S Noël:S Innocent:S Cadet:S Chéry:S",
        nick="Jean-Robert:Ti_Bob Mackenson:Mack Wilguens:Wil Roseline:Ti_Rose "
        "Jean-Claude:Ti_Klod Marie-Carmelle:Carmelle Stevenson:Steve Guerline:Guer",
    ),
    "so_SO": dict(
        F="Faadumo Sahra Hibaaq Ifrah Cawo Khadra Ilhaan Maryan Xaliimo Nasra Idil Sagal "
        "Hamdi Filsan Muna Asha",
        M="Maxamed Cabdullaahi Axmed Xasan Cali Cumar Yuusuf Ismaaciil Muuse Ibraahim Khaalid "
        "Faarax Jaamac Cabdirashiid Bashiir Saciid",
        S="Warsame Xirsi Samatar Aadan Ciise Nuur Cilmi Xuseen Dahir Jimcaale Bulxan Carte "
        "Shirwac Rooble Geedi Qalinle Faarax Cabdi Axmed Maxamuud Cusmaan Mire Gurey",
        common="Ubax:F Ruun:F Nimco:F Ayaan:F Deeqa:F Guuleed:M Liibaan:M Abshir:M",
        nick="",
    ),
}

# Somali by-names (naanays) written after the given name: tall, small, short, fair, dark.
NAANAYS = ["Dheere", "Yare", "Gaab", "Cadde", "Madoobe"]
