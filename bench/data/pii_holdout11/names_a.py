"""Hand-written given names and surnames of the four languages in non-Latin scripts that the
genres also write in Latin letters (Amharic, Khmer, Nepali, Punjabi): ``native|roman`` pairs.
Written from the author's own knowledge; no Faker, no names-dataset."""

from __future__ import annotations

AM = {
    "female": "አበባ|Abeba ሰላም|Selam ፍቅርተ|Fikirte ትዕግስት|Tigist መሰረት|Meseret ብርቱካን|Birtukan "
    "ዘውዲቱ|Zewditu አልማዝ|Almaz ማርታ|Marta ሊያ|Liya ቤተልሔም|Betelhem ሃና|Hana ራሔል|Rahel "
    "የሺ|Yeshi ወይንሸት|Weyinshet ጽጌሬዳ|Tsigereda ሰብለ|Seble መቅደስ|Mekdes",
    "male": "አበበ|Abebe ከበደ|Kebede ተስፋዬ|Tesfaye ዳዊት|Dawit ሰለሞን|Solomon ዮሐንስ|Yohannes "
    "ግርማ|Girma መስፍን|Mesfin በቀለ|Bekele ታደሰ|Tadesse ደረጀ|Dereje ብርሃኑ|Birhanu "
    "ጌታቸው|Getachew አለሙ|Alemu ሙሉጌታ|Mulugeta ሀብታሙ|Habtamu ፍቃዱ|Fikadu ንጉሴ|Niguse",
    "surname": "ወልደማርያም|Woldemariam ገብረመድህን|Gebremedhin ተፈራ|Tefera አሰፋ|Assefa ለማ|Lemma "
    "መንግስቱ|Mengistu ደስታ|Desta ታምሩ|Tamiru ሽፈራው|Shiferaw ዘለቀ|Zeleke ካሳ|Kassa በላይ|Belay "
    "አየለ|Ayele ወርቁ|Worku ጥላሁን|Tilahun ሀይሉ|Hailu ገብሬ|Gebre ተክሌ|Tekle ደምሴ|Demisse "
    "ጌታሁን|Getahun መኮንን|Mekonnen ዓለማየሁ|Alemayehu ሲሳይ|Sisay ታዬ|Taye ወንድሙ|Wondimu "
    "ንጋቱ|Negatu ፀጋዬ|Tsegaye ይልማ|Yilma ቸርነት|Chernet ዳኛቸው|Dagnachew ኃይለማርያም|Hailemariam",
}

KM = {
    "female": "សុភា|Sophea ចន្ធូ|Chanthou ស្រីមុំ|Sreymom ធីតា|Thida ដាវី|Davy បុប្ផា|Bopha "
    "ចាន់ថា|Chantha រតនា|Rathana ម៉ាលីស|Malis សុគន្ធា|Sokunthea ស្រីពៅ|Sreypov ពិសី|Pisey "
    "លក្ខិណា|Leakhena សុវណ្ណារី|Sovannary ធារី|Theary ច័ន្ទរស្មី|Chanreasmey",
    "male": "វិចិត្រ|Vichet សុផល|Sophal ដារ៉ា|Dara វណ្ណា|Vanna រិទ្ធី|Rithy សំណាង|Samnang "
    "ពិសិដ្ឋ|Piseth ចំរើន|Chamroeun វិសាល|Visal សុវណ្ណ|Sovann បញ្ញា|Panha មករា|Makara "
    "សម្បត្តិ|Sambath វាសនា|Veasna ប៊ុនធឿន|Bunthoeun កុសល|Kosal",
    "surname": "សុខ|Sok ចាន់|Chan ហេង|Heng គឹម|Kim លី|Ly ម៉ៅ|Mao អ៊ុំ|Um ជា|Chea សៅ|Sao "
    "ទេព|Tep យឹម|Yim ឈឹម|Chhim ព្រំ|Prum ខៀវ|Khieu នួន|Nuon សេង|Seng ហ៊ុន|Hun ឡុង|Long "
    "ម៉ម|Mom ញ៉ែម|Nhem អ៊ឹម|Im ស៊ឹម|Sim ប៊ុន|Bun ពៅ|Pov វង្ស|Vong ផាន់|Phan កែវ|Keo "
    "ទូច|Touch ឆាយ|Chhay មាស|Meas សួន|Suon អ៊ុក|Ouk",
}

NE = {
    "female": "सीता|Sita गीता|Gita सरिता|Sarita सुनिता|Sunita अनिता|Anita पूजा|Puja सबिना|Sabina "
    "रीता|Rita कमला|Kamala लक्ष्मी|Laxmi सुष्मा|Sushma प्रतिभा|Pratibha अस्मिता|Asmita "
    "बिनिता|Binita मनिषा|Manisha शान्ति|Shanti",
    "male": "राम|Ram हरि|Hari कृष्ण|Krishna बिकास|Bikash सुमन|Suman रमेश|Ramesh सुरेश|Suresh "
    "दिनेश|Dinesh प्रकाश|Prakash राजेश|Rajesh सन्तोष|Santosh बिनोद|Binod दीपक|Dipak "
    "मनोज|Manoj अनिल|Anil गोविन्द|Gobinda",
    "surname": "श्रेष्ठ|Shrestha थापा|Thapa गुरुङ|Gurung तामाङ|Tamang राई|Rai लिम्बु|Limbu "
    "मगर|Magar अधिकारी|Adhikari पौडेल|Poudel खड्का|Khadka कार्की|Karki बस्नेत|Basnet "
    "शर्मा|Sharma भट्टराई|Bhattarai घिमिरे|Ghimire कोइराला|Koirala पोखरेल|Pokharel "
    "महर्जन|Maharjan शाक्य|Shakya जोशी|Joshi ढकाल|Dhakal न्यौपाने|Neupane सुवेदी|Subedi "
    "आचार्य|Acharya रेग्मी|Regmi बराल|Baral भण्डारी|Bhandari उप्रेती|Upreti दाहाल|Dahal "
    "खनाल|Khanal गौतम|Gautam",
}

PA = {
    "female": "ਮਨਪ੍ਰੀਤ|Manpreet ਜਸਪ੍ਰੀਤ|Jaspreet ਗੁਰਪ੍ਰੀਤ|Gurpreet ਸਿਮਰਨ|Simran ਨਵਨੀਤ|Navneet "
    "ਕਿਰਨ|Kiran ਅਮਨਦੀਪ|Amandeep ਰਾਜਵਿੰਦਰ|Rajwinder ਕੁਲਵਿੰਦਰ|Kulwinder ਪਰਮਜੀਤ|Paramjit "
    "ਬਲਜੀਤ|Baljit ਸੁਖਪ੍ਰੀਤ|Sukhpreet ਹਰਲੀਨ|Harleen ਜਸਲੀਨ|Jasleen ਰੁਪਿੰਦਰ|Rupinder "
    "ਹਰਪ੍ਰੀਤ|Harpreet",
    "male": "ਗੁਰਵਿੰਦਰ|Gurwinder ਹਰਜੀਤ|Harjit ਜਸਵਿੰਦਰ|Jaswinder ਮਨਜੀਤ|Manjit "
    "ਸੁਖਵਿੰਦਰ|Sukhwinder ਬਲਵਿੰਦਰ|Balwinder ਗੁਰਦੀਪ|Gurdeep ਹਰਮਨ|Harman ਅਰਸ਼ਦੀਪ|Arshdeep "
    "ਜਗਜੀਤ|Jagjit ਰਣਜੀਤ|Ranjit ਇੰਦਰਜੀਤ|Inderjit ਕਰਨਵੀਰ|Karanvir ਗੁਰਨਾਮ|Gurnam "
    "ਤਰਸੇਮ|Tarsem ਦਲਜੀਤ|Daljit",
    "surname": "ਸਿੱਧੂ|Sidhu ਸੰਧੂ|Sandhu ਗਿੱਲ|Gill ਢਿੱਲੋਂ|Dhillon ਬਰਾੜ|Brar ਗਰੇਵਾਲ|Grewal "
    "ਮਾਨ|Mann ਚੀਮਾ|Cheema ਬਾਜਵਾ|Bajwa ਰੰਧਾਵਾ|Randhawa ਸੇਖੋਂ|Sekhon ਬੈਂਸ|Bains "
    "ਧਾਲੀਵਾਲ|Dhaliwal ਔਲਖ|Aulakh ਸਰਾਂ|Sran ਵਿਰਕ|Virk ਕੰਗ|Kang ਜੌਹਲ|Johal ਸਹੋਤਾ|Sahota "
    "ਪੰਨੂ|Pannu ਭੁੱਲਰ|Bhullar ਖਹਿਰਾ|Khaira ਸੋਹਲ|Sohal ਥਿੰਦ|Thind ਬੋਪਾਰਾਏ|Boparai "
    "ਘੁੰਮਣ|Ghuman ਹੁੰਦਲ|Hundal ਮਾਂਗਟ|Mangat ਨਾਗਰਾ|Nagra ਦਿਓਲ|Deol ਅਟਵਾਲ|Atwal ਬਸਰਾ|Basra",
}
