"""Hand-typed tables: Tibetan, Dhivehi (Thaana), Odia, Shona, Tongan. Tibetan names have no
surname: a second given name (men's/women's forms) stands in its place."""

from __future__ import annotations

BO_CN = {
    "lang": "bo",
    "region": "CN",
    "script": "Tibetan",
    "cased": False,
    "joiner": "་",
    "dr_given": True,
    "female": "པདྨ|Pema; སྐལ་བཟང|Kalsang; བདེ་ཆེན|Dechen; ཡེ་ཤེས|Yeshi; ཚེ་རིང|Tsering; "
    "བསོད་ནམས|Sonam; ཟླ་བ|Dawa; ཉི་མ|Nyima",
    "male": "བསྟན་འཛིན|Tenzin; བློ་བཟང|Lobsang; ཐུབ་བསྟན|Thubten; ཀརྨ|Karma; བྱམས་པ|Jampa; "
    "ངག་དབང|Ngawang; ལྷག་པ|Lhakpa; ཕུར་བུ|Phurbu",
    "surnames": "རྡོ་རྗེ/སྒྲོལ་མ|Dorje/Dolma; ནོར་བུ/ལྷ་མོ|Norbu/Lhamo; "
    "རྒྱ་མཚོ/དབྱངས་ཅན|Gyatso/Yangchen; ཕུན་ཚོགས/བདེ་སྐྱིད|Phuntsok/Dekyi; "
    "དབང་འདུས/སྒྲོལ་དཀར|Wangdu/Drolkar; རྣམ་རྒྱལ/ཆོས་སྒྲོན|Namgyal/Choedon; "
    "རྒྱལ་མཚན/དབང་མོ|Gyaltsen/Wangmo; དོན་གྲུབ/གཡུ་སྒྲོན|Dhondup/Youdon",
    "common": "f=ཟླ་བ|Dawa; f=ཉི་མ|Nyima; f=མེ་ཏོག|Metok; m=སེང་གེ|Sengge",
    "hon": {"f": "ལགས", "m": "ལགས", "after": True, "given": True},
    "domains": "qq.com; 163.com; gmail.com",
    "streets": "Beijing Middle Road; Jiangsu Road; Duosenge Road; Linkuo North Road; "
    "Jinzhu West Road; Barkhor South Street",
    "line": "No. {no} {street}",
    "towns": "Chengguan District, Lhasa:8500##; Chengguan District, Lhasa:8500##; "
    "Samzhubze District, Shigatse:8570##; Chengzhong District, Xining:8100##",
    "addr": "{line}, {town} {post}",
    "cards": "unionpay; visa; mastercard",
    "frames": {
        "recover": "ངའི་ཁ་པར་བོར་སོང་། ཨང་གྲངས་གསར་པ་ {c_mob} ཡིན། ཐུགས་རྗེ་ཆེ། {c_first}",
        "wa1": "ཉོ་ཚོང་ {c_ord} ད་དུང་འབྱོར་མེད། ངའི་ཁ་བྱང་ནི་ {c_addr} ཡིན།",
        "wa2": "ང་ཁྱིམ་ལ་མེད་ན་ ཁྱིམ་མཚེས་ {f_first} ལ་སྤྲོད་རོགས། ཁོ་མོའི་ཁ་པར་ {f_mob_s}",
        "fwd": "ཉོ་ཚོང་ {c_ord} ལ་དངུལ་ཐེངས་གཉིས་བཏོན་འདུག དངུལ་ཁཱ་ཌི་ {c_pay} ལ་ཕྱིར་སློག་"
        "གནང་རོགས། ཁ་པར་ {c_mob_i} ལ་གཏོང་རོགས། {c_full}",
        "chat": "ང་ {c_lower} ཡིན། checkout ནོར་འཁྲུལ་བྱུང་ཡང་ {c_ord} གི་དངུལ་བཏོན་འདུག email ནི་ {c_email}",
        "groc": "འགྲིགས། ཐུགས་རྗེ་ཆེ། ང་མེད་ན་ཁྱིམ་མཚེས་ལ་སྤྲོད་རོགས། ཡང་ན་ {c_mob_i} ལ་ཁ་པར་གཏོང་རོགས།",
        "tix": "ང་ཚེས་ 19 ལ་འགྲོ་ཐུབ་ཀྱི་མེད། ཉོ་ཚོང་ {c_ord} གི་འཛུལ་འཁྱེར་གཉིས་ངའི་གྲོགས་པོ་ "
        "{f_nr} ལ་སྤྲོད་རོགས། ཁོ་མོའི་ email ནི་ {f_email} ཡིན། {c_full}",
        "sms": "{c_first} ལགས། སང་ཉིན་ཆུ་ཚོད་ 10:30 ལ་སྨན་པ་ {a_sur} དང་མཉམ་དུ་བརྙན་འཕྲིན་ནད་"
        "བརྟག་ཡོད། བསྒྱུར་ན་ {a_land_x}",
    },
}

DV_MV = {
    "lang": "dv",
    "region": "MV",
    "script": "Thaana",
    "cased": False,
    "female": "އާމިނަތު|Aminath:Ami; މަރިޔަމް|Mariyam; ހައްވާ|Hawwa; ޢާއިޝަތު|Aishath; "
    "ފާތިމަތު|Fathimath:Fathu; ޝިފާ|Shifa; ޒުލައިޚާ|Zulaikha; ނަޝްވާ|Nashwa; "
    "ހުދާ|Hudha; ޝަމީމާ|Shameema",
    "male": "މުޙައްމަދު|Mohamed; އަޙްމަދު|Ahmed; އިބްރާހީމް|Ibrahim:Ibbe; ޙުސައިން|Hussain; "
    "މޫސާ|Moosa; އާދަމް|Adam; ޢަލީ|Ali; ޝަރީފް|Shareef; ޔޫސުފް|Yoosuf; "
    "އިސްމާޢީލް|Ismail:Isse",
    "surnames": "ނަޝީދު|Nasheed; ރަޝީދު|Rasheed; ޝަހީމް|Shaheem; ޒާހިރު|Zahir; ވަޙީދު|Waheed; "
    "ފައިސަލް|Faisal; ރިޟާ|Riza; މަނިކު|Manik; ސަލީމް|Saleem; ޙަލީމް|Haleem; ޖަމީލް|Jameel; "
    "ނިޒާރު|Nizar",
    "hon": {"f": "Ms", "m": "Mr", "given": True},
    "domains": "gmail.com; dhivehinet.net.mv; outlook.com",
    "streets": "M. Nooraanee Villa, Majeedhee Magu; H. Sea Breeze, Ameenee Magu; G. "
    "Dhonveli, Orchid Magu; Ma. Finifenmaage, Chandhanee Magu; H. Sunny Side, "
    "Boduthakurufaanu Magu",
    "line": "{street}; Flat {unit}-0{no}, {street}",
    "towns": "Malé:200##; Malé:201##; Hulhumalé:230##",
    "addr": "{line}, {town} {post}",
    "cards": "visa; mastercard; amex",
    "frames": {
        "recover": "އަހަރެންގެ ފޯނު ގެއްލިއްޖެ. އައު ނަމްބަރަކީ {c_mob}. ޝުކުރިއްޔާ، {c_first}",
        "wa1": "އޯޑަރ {c_ord} އަދި ނުލިބޭ. އެޑްރެސް: {c_addr}",
        "wa2": "އަހަރެން ގޭގައި ނެތިއްޔާ އަވަށްޓެރި {f_first} އަށް ދީފާނެ. ނަމްބަރު {f_mob_s}",
        "fwd": "{c_ord} އަށް ދެ ފަހަރު ފައިސާ ކެނޑިއްޖެ. ކާޑު {c_pay} އަށް ރިފަންޑް ކޮށްދެއްވާ. ގުޅާނީ {c_mob_i}. {c_full}",
        "chat": "hi, {c_lower}. checkout error ވެގެން {c_ord} ގެ ފައިސާ ކެނޑުނު. email: {c_email}",
        "groc": "ސޮޔާ ކިރު ރަނގަޅު. ޝުކުރިއްޔާ. ފޯނު ނުނެގިއްޔާ {c_mob_i} އަށް ގުޅާ",
        "tix": "19 ވަނަ ދުވަހު ދެވޭކަށް ނެތް. އޯޑަރ {c_ord} ގެ ދެ ޓިކެޓް އަހަރެންގެ "
        "ރަހުމަތްތެރިޔާ {f_nr} އަށް ބަދަލު ކޮށްދެއްވާ. އީމެއިލް {f_email}. {c_full}",
        "sms": "{c_first}، މާދަމާ 10:30 ގައި ޑޮކްޓަރ {a_sur} އާއެކު ވީޑިއޯ ކޮންސަލްޓޭޝަން. ބަދަލުކުރަން {a_land_x}",
    },
}

OR_IN = {
    "lang": "or",
    "region": "IN",
    "script": "Odia",
    "cased": False,
    "female": "ପ୍ରିୟଙ୍କା|Priyanka:Pinky; ସୁସ୍ମିତା|Susmita:Mitu; ଲିପିକା|Lipika:Lipu; "
    "ସସ୍ମିତା|Sasmita:Sasu; ଅର୍ଚ୍ଚନା|Archana:Archu; ସୁଭଶ୍ରୀ|Subhashree:Subha; "
    "ଇତିଶ୍ରୀ|Itishree:Iti; ସୌମ୍ୟା|Soumya; ରଶ୍ମି|Rashmi:Rasu; ମମତା|Mamata:Mama",
    "male": "ଦେବାଶିଷ|Debasish:Debu; ବିଶ୍ୱଜିତ|Biswajit:Bapi; ସୁବ୍ରତ|Subrat:Tuku; "
    "ପ୍ରଦୀପ|Pradeep:Pintu; ଚିନ୍ମୟ|Chinmay:Chinu; ରଞ୍ଜନ|Ranjan:Rinku; ସଂଗ୍ରାମ|Sangram; "
    "ଅଭିଷେକ|Abhishek:Abhi; ମାନସ|Manas:Manu; ସତ୍ୟଜିତ|Satyajit:Satya",
    "surnames": "ମହାପାତ୍ର|Mohapatra; ପଟ୍ଟନାୟକ|Pattnaik; ମିଶ୍ର|Mishra; ଦାସ|Das; ସାହୁ|Sahoo; "
    "ପାଣିଗ୍ରାହୀ|Panigrahi; ନାୟକ|Nayak; ବେହେରା|Behera; ମହାନ୍ତି|Mohanty; ପ୍ରଧାନ|Pradhan; "
    "ସ୍ୱାଇଁ|Swain; ଜେନା|Jena; ସେଠୀ|Sethi; ପାତ୍ର|Patra",
    "common": "f=ଜ୍ୟୋତି|Jyoti; f=ଆଶା|Asha; m=ଆକାଶ|Akash; m=ସାଗର|Sagar; f=ମମତା|Mamata",
    "hon": {"f": "Smt.", "m": "Shri"},
    "domains": "gmail.com; rediffmail.com; yahoo.co.in",
    "streets": "Saheed Nagar; Jaydev Vihar; Nayapalli; Chandrasekharpur; Badambadi; "
    "Gopabandhu Nagar",
    "line": "Plot No. {no}, {street}; HIG-{no}, {street}",
    "towns": "Bhubaneswar, Odisha:7510##; Cuttack, Odisha:7530##; Puri, Odisha:7520##; "
    "Berhampur, Odisha:7600##; Sambalpur, Odisha:7680##",
    "addr": "{line}, {town} {post}",
    "cards": "rupay; visa; mastercard",
    "frames": {
        "recover": "ନମସ୍କାର, ମୋ ଫୋନ୍ ହଜିଗଲା, OTP ଆସୁନାହିଁ। ମୋର ନୂଆ ନମ୍ବର {c_mob}। ଧନ୍ୟବାଦ, {c_first}",
        "wa1": "ନମସ୍କାର, ଅର୍ଡର {c_ord} ଡେଲିଭର ହୋଇଛି ବୋଲି ଦେଖାଉଛି କିନ୍ତୁ ମୁଁ ପାଇନାହିଁ। ଠିକଣା: {c_addr}",
        "wa2": "ମୁଁ ଘରେ ନଥିଲେ ମୋ ପଡ଼ୋଶୀ {f_first} ନେଇଯିବେ, ତାଙ୍କ ନମ୍ବର {f_mob_s}",
        "fwd": "ନମସ୍କାର, {c_ord} ପାଇଁ ମୋଠାରୁ ଦୁଇଥର ଟଙ୍କା କଟିଛି। ଦ୍ୱିତୀୟ ଥରର ଟଙ୍କା କାର୍ଡ "
        "{c_pay} କୁ ଫେରାନ୍ତୁ। ମୋତେ {c_mob_i} ରେ ଫୋନ୍ କରନ୍ତୁ। {c_full}",
        "chat": "namaskar, mu {c_lower}, checkout error hela kintu {c_ord} pain taka "
        "katigala, confirmation asini. email {c_email}",
        "groc": "ହଁ, ସୋୟା କ୍ଷୀର ଚଳିବ, ଧନ୍ୟବାଦ। ଫୋନ୍ ନ ଉଠାଇଲେ {c_mob_i} ରେ କଲ୍ କରନ୍ତୁ",
        "tix": "ନମସ୍କାର, ମୁଁ 19 ତାରିଖ କନ୍ସର୍ଟକୁ ଯାଇପାରିବି ନାହିଁ। ଅର୍ଡର {c_ord} ର ଦୁଇଟି "
        "ଟିକେଟ୍ ମୋ ସାଙ୍ଗ {f_nr} ଙ୍କୁ ଦିଅନ୍ତୁ। ତାଙ୍କ ଇମେଲ୍ {f_email}। ଧନ୍ୟବାଦ, {c_full}",
        "sms": "{c_first}, ମନେପକାଇବା: କାଲି ସକାଳ 10:30 ରେ ଡାକ୍ତର {a_sur} ଙ୍କ ସହ ଭିଡିଓ "
        "ପରାମର୍ଶ। ସମୟ ବଦଳାଇବାକୁ {a_land_x} ରେ କଲ୍ କରନ୍ତୁ।",
    },
}

SN_ZW = {
    "lang": "sn",
    "region": "ZW",
    "female": "Rutendo:Ru; Tsitsi; Fadzai:Fadzi; Vimbai:Vee; Chiedza; Tariro:Riri; "
    "Ropafadzo:Ropa; Kudzai:Kudzi; Nyarai; Chenai",
    "male": "Farai; Tapiwa:Tapi; Tafadzwa:Tafa; Kudakwashe:Kuda; Tinashe:Tino; "
    "Tonderai:Tondi; Munyaradzi:Munya; Takudzwa:Taku; Simbarashe:Simba; Tawanda:Tawa",
    "surnames": "Moyo; Mutasa; Chiweshe; Marufu; Chigumba; Makoni; Zvobgo; Chinotimba; "
    "Gumbo; Mandaza; Madziva; Musarurwa; Nyamayaro; Chidzikwe",
    "common": "f=Rufaro; f=Chipo; f=Nyasha; m=Tatenda; m=Tendai",
    "hon": {"f": "Mai", "m": "Baba"},
    "domains": "gmail.com; yahoo.com; zol.co.zw",
    "streets": "Samora Machel Avenue; Fife Street; Lomagundi Road; Seke Road; Borrowdale "
    "Road; Josiah Tongogara Avenue",
    "line": "{no} {street}; Stand {no}{unit}, {street}",
    "towns": "Avondale, Harare; Budiriro, Harare; Mbare, Harare; Hillside, Bulawayo; "
    "Sakubva, Mutare; Mkoba, Gweru",
    "addr": "{line}, {town}",
    "cards": "visa; mastercard",
    "frames": {
        "recover": "Mhoro, foni yangu yakarasika saka handisi kuwana kodhi. Nhamba yangu "
        "itsva ndeye {c_mob}. Ndatenda, {c_first}",
        "wa1": "Mhoroi, odha {c_ord} inoti yakaunzwa asi handina kuiwana. Kero yangu: {c_addr}",
        "wa2": "Kana ndisipo, muvakidzani wangu {f_first} anogona kuitambira, nhamba yake "
        "{f_mob_s}",
        "fwd": "Mhoroi, ndabhadhariswa kaviri pa {c_ord}. Ndapota dzoserai mari yechipiri "
        "pakadhi {c_pay}. Ndifonerei pa {c_mob_i}. Ndatenda, {c_full}",
        "chat": "mhoro ndini {c_lower}, checkout yakadonha asi mari yabviswa pa {c_ord}, "
        "hapana email yekusimbisa. email yangu {c_email}",
        "groc": "hongu, mukaka wesoya wakanaka, ndatenda. kana ndisingadaire siyai "
        "nemuvakidzani kana fonai {c_mob_i}",
        "tix": "Mhoroi, handichakwanisi kuuya kukonzati pa19. Ndapota endesai matikiti maviri "
        "e {c_ord} kushamwari yangu {f_nr}, email yake ndeye {f_email}. Ndatenda, {c_full}",
        "sms": "Mhoro {c_first}, chiyeuchidzo: kurapwa kwepa video na Dr {a_sur} mangwana "
        "na 10:30. Kuchinja nguva fonai {a_land_x}.",
    },
}

TO_TO = {
    "lang": "to",
    "region": "TO",
    "female": "Mele; Salote:Lote; Losaline:Losa; Lupe; Sela; Vika; Seini:Sei; "
    "Kalolaine:Lola; Ana; Siosiana:Sia",
    "male": "Sione:Sio; Tevita:Vita; Viliami:Vili; Siaosi:Sosi; Semisi:Misi; Paula; "
    "Taniela:Niela; Sitani; Pita; Feleti",
    "surnames": "Taufa; Tupou; Vake; Kaufusi; Havili; Lolohea; Fonua; Moala; Maʻake; Fifita; "
    "Taumalolo; Veikune; Tuipulotu; Helu",
    "common": "f=Heilala; f=ʻOfa; f=Fetuʻu; m=Mafi; m=Maka",
    "hon": {"f": "Mrs", "m": "Mr"},
    "domains": "gmail.com; kalianet.to; yahoo.com",
    "streets": "Taufaʻahau Road; Vuna Road; Hala Kinikini; Fatafehi Road; Hala Mateialona; "
    "Wellington Road",
    "line": "{street}; Lot {no}, {street}",
    "towns": "Kolofoʻou, Nukuʻalofa; Maʻufanga, Nukuʻalofa; Kolomotuʻa, Nukuʻalofa; "
    "Haveluloto; Neiafu, Vavaʻu; Pangai, Haʻapai",
    "addr": "{line}, {town}",
    "cards": "visa; mastercard; amex",
    "frames": {
        "recover": "Mālō e lelei, kuo mole ʻeku telefoni pea ʻikai ke u maʻu ʻa e kouti. Ko "
        "hoku fika foʻou ko {c_mob}. Mālō, {c_first}",
        "wa1": "Mālō e lelei, ʻoku pehē kuo ʻave ʻa e ʻota {c_ord} ka ʻoku teʻeki ai ke aʻu "
        "mai. Ko hoku tuʻasila: {c_addr}",
        "wa2": "Kapau ʻoku ʻikai ke u ʻi ʻapi, ʻe lava ʻe hoku kaungāʻapi ko {f_first} ʻo "
        "maʻu, ko hono fika {f_mob_s}",
        "fwd": "Mālō e lelei, naʻe totongi tuʻo ua ʻa e ʻota {c_ord}. Kataki ʻo fakafoki ʻa e "
        "totongi hono ua ki he kaati {c_pay}. Tā mai ki he {c_mob_i}. Fakaʻapaʻapa atu, "
        "{c_full}",
        "chat": "malo e lelei ko {c_lower} eni, naʻe holo ʻa e checkout ka kuo toʻo ʻa e "
        "paʻanga ki he {c_ord}, ʻikai ha email. ko ʻeku email {c_email}",
        "groc": "ʻio, ʻoku sai ʻa e huʻakau soya, mālō. kapau ʻoku ʻikai ke u tali, tuku ki he "
        "kaungāʻapi pe tā mai ki he {c_mob_i}",
        "tix": "Mālō e lelei, ʻoku ʻikai te u lava ʻo ʻalu ki he koniseti ʻi he ʻaho 19. "
        "Kataki ʻo ʻave ʻa e tikite ʻe ua ʻo e ʻota {c_ord} ki hoku kaungāmeʻa ko {f_nr}, ko "
        "ʻene email {f_email}. Mālō ʻaupito, {c_full}",
        "sms": "Mālō e lelei {c_first}, fakamanatu: ko hoʻo talanoa vitiō mo Toketā {a_sur} "
        "ʻapongipongi 10:30. Ke liliu, tā ki he {a_land_x}.",
    },
}
