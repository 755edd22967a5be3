"""Hand-written given names and surnames of the Cyrillic and Latin-script languages (romanised
by ``translit`` where a genre writes them in Latin letters), with the diminutives people write.
Written from the author's own knowledge; no Faker, no names-dataset."""

from __future__ import annotations

MN = {
    "female": "Сарангэрэл Оюунчимэг Нарантуяа Энхжаргал Мөнхцэцэг Алтанцэцэг Болормаа Цэцэгмаа "
    "Номин Сувд Ариунаа Гэрэлмаа Солонго Ундрах Хулан Одгэрэл",
    "male": "Батбаяр Ганбаатар Болд Эрдэнэбат Мөнхбат Төмөрбаатар Батзориг Сүхбат Дорж Гантулга "
    "Энхтүвшин Ариунболд Баярсайхан Отгонбаяр Очир Тэмүүлэн",
    # patronymics in the genitive, as Mongolians write them before the given name
    "surname": "Батын Доржийн Болдын Ганбаатарын Эрдэнийн Төмөрийн Сүхийн Баатарын Жаргалын "
    "Гантөмөрийн Мөнхийн Цэрэнгийн Дамдины Лхагвын Пүрэвийн Нямын Очирын Энхийн Ганзоригийн "
    "Баярын Батсүхийн Нацагдоржийн Цогтын Чулууны Даваагийн Сэргэлэнгийн Отгоны Ганболдын "
    "Дашийн Намжилын",
}

KK = {
    "female": "Айгерім Айгүл Гүлнар Дана Динара Жанар Жансая Әсел Мадина Назерке Сәуле Ақбота "
    "Балжан Гүлжан Қарлығаш Томирис",
    "male": "Нұрлан Ерлан Асқар Бауыржан Дәурен Ерболат Қайрат Мұрат Серік Талғат Ержан Арман "
    "Ғалым Жандос Нұрсұлтан Руслан",
    # male forms; women's add -а
    "surname": "Абенов Ахметов Байжанов Бекмұханбетов Жақсыбеков Жұмабаев Исабеков Қасымов "
    "Кенжебаев Мұхамеджанов Нұрғалиев Омаров Оспанов Сәрсенбаев Сейітов Смағұлов Тоқтаров "
    "Төлеуов Әбдірахманов Есенов Ермеков Құрманғалиев Мамытов Серікбаев Садықов Бейсенов "
    "Жексенбаев Әлиев Досмағамбетов Тұрсынов Шәкенов",
}

UZ = {
    "female": "Dilnoza Gulnora Nigora Malika Shahnoza Madina Zarina Nodira Feruza Dildora Sevara "
    "Kamola Mohira Gulchehra Nilufar Durdona",
    "male": "Akmal Bahodir Jasur Sardor Sherzod Otabek Farrux Doniyor Jamshid Rustam Aziz Botir "
    "Shavkat Ravshan Timur Islom",
    "surname": "Karimov Rashidov Yusupov Tursunov Abdullayev Ismoilov Nazarov Rahimov Sultonov "
    "Xolmatov Ergashev Mirzayev Qodirov Saidov Usmonov Aliyev Umarov Hasanov Joʻrayev Murodov "
    "Safarov Toshmatov Qosimov Normatov Boboyev Sobirov Hamidov Shukurov Azimov Yoqubov "
    "Fayzullayev",
}

YO = {
    "female": "Fúnmiláyọ̀ Títílayọ̀ Morẹ́nikẹ́ Yéwándé Bọ́láńlé Ìyábọ̀ Fọláṣadé Adúnní Àdùkẹ́ "
    "Ọmọ́tọ́lá Ìbùkún Mọ́dúpẹ́ Abíọ́lá Ṣadé Fọlákẹ́ Tèmítọ́pẹ́",
    "male": "Olúwaṣeun Adébáyọ̀ Babátúndé Ọláwálé Adéwálé Olúmídé Káyọ̀dé Ayọ̀dèjì Olúṣẹ́gun "
    "Bámidélé Ọlátúnjí Adékúnlé Fẹ́mi Gbénga Jídé Dàpọ̀",
    "surname": "Adéyẹmí Àkàndé Ògúndélé Ajáyí Ọlátẹ́jú Adérẹ̀mí Ògúnbíyì Balógun Ọ̀ṣínbàjò "
    "Ìdòwú Fáṣọlá Adélékè Ọ̀kànlàwọ́n Oyèwọ̀lé Ọlágúnjú Akínwùmí Adébíyì Ọláníyan Ògúnṣẹ̀yẹ "
    "Adégbìtẹ́ Ìṣọ̀lá Bámgbóṣé Ládípọ̀ Akínọlá Oyèlárán Adéòsun Àyìndé Ọ̀dúnayọ̀ Fálànà "
    "Ọlọ́runfẹ́mi Kóláwọlé",
}

AF = {
    "female": "Annelie Elmarie Marelize Riana Sunette Elize Magda Lettie Hester Marietjie Anika "
    "Liezl Ilse Karien Retha Santie Susanna",
    "male": "Johan Pieter Koos Gerrit Hendrik Francois Jaco Wynand Stefan Dawid Deon Riaan Willem "
    "Frikkie Gert Schalk",
    "surname": "van_der_Merwe Botha Pretorius Joubert du_Plessis Nel Venter Steyn Coetzee Fourie "
    "Swanepoel Bezuidenhout Visser Louw Jacobs du_Toit van_Wyk Engelbrecht Oosthuizen Marais "
    "Erasmus le_Roux Grobler Potgieter Viljoen Cronjé Hattingh Myburgh Pienaar "
    "Janse_van_Rensburg Labuschagne Smit",
}

SR = {
    "female": "Јелена Милица Ана Марија Јована Драгана Снежана Тамара Невена Ивана Катарина "
    "Биљана Сања Гордана Теодора Мирјана Весна",
    "male": "Марко Милан Никола Стефан Лазар Душан Небојша Драган Зоран Дејан Милош Александар "
    "Вук Бранислав Горан Урош Немања",
    "surname": "Јовановић Петровић Николић Марковић Ђорђевић Стојановић Илић Станковић "
    "Павловић Стевановић Пешић Радовановић Лукић Митровић Живковић Томић Костић Ђурић "
    "Обрадовић Савић Поповић Вуковић Бабић Тодоровић Симић Марјановић Гавриловић "
    "Радосављевић Лазић Филиповић Миловановић",
}

MT = {
    "female": "Marija Rita Doris Carmen Josette Antoinette Rosanne Graziella Miriam Pawlina "
    "Francesca Charlene Roberta Kristina Tereża Ġuliana",
    "male": "Ġużeppi Ġorġ Pawlu Karmenu Anton Mario Joseph Ċensu Salvu Toni Manwel Mikiel Ġanni "
    "Ivan Kurt Nikol",
    "surname": "Borg Camilleri Vella Farrugia Zammit Galea Micallef Grech Attard Spiteri "
    "Azzopardi Agius Cassar Pace Caruana Fenech Sammut Schembri Debono Xuereb Gauci Bonello "
    "Cutajar Mizzi Cauchi Abela Ellul Bugeja Saliba Aquilina Tabone Calleja",
}

CY = {
    "female": "Angharad Bethan Catrin Cerys Eleri Ffion Gwenllian Heledd Lowri Mared Megan Nia "
    "Rhiannon Siân Sioned Manon Llinos",
    "male": "Aled Bryn Dafydd Dylan Emyr Gareth Geraint Gwilym Huw Iestyn Ioan Llŷr Owain Rhodri "
    "Rhys Siôn Tomos Gruffydd",
    "surname": "Jones Williams Davies Evans Thomas Roberts Hughes Lewis Morgan Griffiths Price "
    "Pritchard Powell Parry Jenkins Rees Lloyd Bowen Vaughan Pugh Howells Llewellyn Prosser "
    "Bevan Humphreys Cadwaladr Ifans Rowlands Gwynne Meredith",
}

EN_NZ = {
    "female": "Aroha Mereana Kahurangi Anahera Ngaio Maia Isla Charlotte Olivia Ruby Georgia "
    "Hannah Aria Sophie Amelia Tui",
    "male": "Wiremu Rawiri Tama Nikau Manaia Hemi Tane Ihaia Jack Oliver Hamish Lachlan Finn "
    "Cooper Hunter Riley",
    "surname": "Ngata Parata Tipene Walker Wilson Thompson Brown Taylor Anderson McDonald "
    "Robinson Harris Clarke Campbell Stewart Kingi Paewai Wihongi Hohaia Rangihuna Herewini "
    "Fraser Gillespie Reid Henare Karaka Piripi Te_Paa Whaanga Pōmare Ruawai Mackenzie",
}

EN_IE = {
    "female": "Aoife Siobhán Niamh Caoimhe Saoirse Orla Róisín Clodagh Gráinne Sinéad Áine "
    "Deirdre Eimear Síle Ciara Úna",
    "male": "Cian Oisín Darragh Cathal Donal Fionn Seán Pádraig Ciarán Eoin Rónán Tadhg "
    "Diarmuid Colm Declan Lorcan",
    "surname": "Murphy Kelly O'Sullivan Walsh Byrne Ryan O'Brien O'Connor McCarthy Doyle "
    "Gallagher O'Neill Lynch Kennedy Quinn Moran Nolan Brennan Fitzgerald Dunne Keane Hegarty "
    "Carroll Kavanagh Fitzpatrick Mulligan Hennessy Duggan Crowley Cullen Flanagan",
}

# Diminutives and nicknames people write in place of the given name.
NICKNAMES = {
    "sr": {
        "Александар": "Саша",
        "Небојша": "Неша",
        "Бранислав": "Бане",
        "Снежана": "Снежа",
        "Душан": "Дуле",
        "Гордана": "Гоца",
        "Катарина": "Каћа",
        "Биљана": "Биља",
        "Марија": "Маца",
    },
    "af": {
        "Hendrik": "Hennie",
        "Pieter": "Piet",
        "Willem": "Wimpie",
        "Dawid": "Dawie",
        "Hester": "Hettie",
        "Susanna": "Sannie",
        "Gerrit": "Gerrie",
    },
    "en_NZ": {
        "Lachlan": "Lachie",
        "Charlotte": "Charlie",
        "Oliver": "Ollie",
        "Amelia": "Millie",
        "Georgia": "Georgie",
        "Olivia": "Liv",
        "Hamish": "Hame",
    },
    "en_IE": {
        "Pádraig": "Paudie",
        "Seán": "Seánie",
        "Siobhán": "Shiv",
        "Donal": "Donie",
        "Diarmuid": "Dermot",
        "Cathal": "Cal",
    },
    "mt": {"Ġużeppi": "Ġużi", "Karmenu": "Nenu", "Ċensu": "Ċensinu", "Salvu": "Salvinu"},
    "uz": {"Sherzod": "Sherzodjon", "Jasur": "Jasurbek", "Dilnoza": "Dilya", "Akmal": "Akmaljon"},
}

CYR_SR = dict(
    zip(
        "абвгдђежзијклљмнњопрстћуфхцчџш",
        "a b v g d đ e ž z i j k l lj m n nj o p r s t ć u f h c č dž š".split(),
        strict=True,
    )
)
CYR_MN = dict(
    zip(
        "абвгдеёжзийклмноөпрстуүфхцчшщъыьэюя",
        "a b v g d ye yo j z i i k l m n o o p r s t u u f kh ts ch sh shch i y i e yu ya".split(),
        strict=True,
    )
)
CYR_KK = dict(
    zip(
        "аәбвгғдеёжзийкқлмнңоөпрстуұүфхһцчшщъыіьэюя",
        "a a b v g g d e yo zh z i y k k l m n ng o o p r s t u u u f kh h ts ch sh shch - y i - "
        "e yu ya".split(),
        strict=True,
    )
)


def translit(text: str, table: dict[str, str]) -> str:
    out = []
    for ch in text:
        low = ch.lower()
        rep = table.get(low)
        if rep is None:
            out.append(ch)
            continue
        rep = rep.replace("-", "")
        out.append(rep.capitalize() if ch != low and rep else rep)
    return "".join(out)
