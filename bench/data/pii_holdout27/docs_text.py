"""Public documentation paragraphs typed by hand: 30 in English, two in each of the fifteen
languages. None names a person, place or value that the records label."""

from __future__ import annotations

ENGLISH = (
    "# Resetting your password\nOpen Settings, choose Security and follow the link we send."
    " Links expire after thirty minutes.",
    "Release 4.12 adds dark mode to the mobile app, faster search in the help centre and a new"
    " export format for invoices.",
    "Status update: between 09:10 and 09:42 UTC some card payments were declined. The issue is"
    " resolved; no action is needed.",
    "Glossary: a workspace is a shared space for a team; seats are the paid users of a"
    " workspace; guests can read but not edit.",
    "We keep chat transcripts for 24 months and call recordings for 90 days, then delete them"
    " unless a legal hold applies.",
    "We never ask for your full password or a one-time code by phone. If someone does, end the"
    " call and report it from the app.",
    "Essential cookies keep you signed in. Analytics cookies stay off until you accept them in"
    " the cookie banner.",
    "The REST API is rate-limited to 600 requests per minute per token. Responses carry a"
    " Retry-After header when you exceed it.",
    "Single sign-on supports SAML 2.0 and OpenID Connect. Admins can require it for every member"
    " of the organisation.",
    "The web app follows WCAG 2.2 AA. Every action is reachable by keyboard, and screen readers"
    " announce new chat messages.",
    "Bike share rides are billed per started minute. If a dock did not register your return, the"
    " ride may show as running; support can close it.",
    "Boarding guests need proof of vaccination. Owners may name someone else to collect the pet"
    " when they check in.",
    "To move a domain, unlock it at the current registrar and request the authorisation code;"
    " transfers usually complete within five days.",
    "Students who miss an exam for medical reasons can ask for a retake within ten working days;"
    " a fee applies in some programmes.",
    "Pick-up slots are thirty minutes long. A proxy can collect if the order holder adds them"
    " before the slot starts.",
    "Non-emergency patient transport must be booked at least 24 hours ahead. One escort may"
    " travel with the patient.",
    "A home charger install starts with a site survey; the deposit is refunded if the survey"
    " finds the install is not possible.",
    "Peleș Castle in Sinaia and the painted monasteries of Bukovina are among the most visited"
    " sights of Romania.",
    "Lake Balaton is the largest lake in Central Europe; Franz Liszt was born in Raiding in 1811.",
    "The Meteora monasteries stand on rock pillars in Thessaly; moussaka and souvlaki are served"
    " across Greece.",
    "The Roskilde Festival has raised money for charity since 1971; smørrebrød is an open"
    " sandwich on rye bread.",
    "The Dead Sea lies more than 400 metres below sea level; falafel and shakshuka are everyday"
    " dishes in Israel.",
    "The Mysuru Dasara festival lasts ten days; the poet Kuvempu wrote in Kannada and won the"
    " Jnanpith Award.",
    "The Elfstedentocht skating tour passes eleven historic towns; Frisian is an official"
    " language of the province.",
    "Matariki marks the Māori New Year; the Treaty of Waitangi was signed in 1840.",
    "Aquileia holds one of the largest Roman mosaic floors; frico is a crisp dish of cheese and"
    " potatoes.",
    "Mount Kenya is the highest peak of the country; Jomo Kenyatta was its first president.",
    "The San Juanico Bridge links Samar and Leyte; the Sangyaw festival is held in June.",
    "Nyepi, the Balinese day of silence, closes the airport for a day; the temple of Tanah Lot"
    " sits on a rock in the sea.",
    "The wooden inner city of Paramaribo is a World Heritage Site; Mount Yasur is an active"
    " volcano; the Janaki Temple hosts Vivah Panchami each winter.",
)

OTHER = {
    "ro": (
        "Castelul Peleș din Sinaia a fost construit pentru regele Carol I și este deschis"
        " vizitatorilor aproape tot anul.",
        "Sarmalele și mămăliga se servesc la multe mese de sărbătoare, iar mărțișorul se"
        " dăruiește la începutul lui martie.",
    ),
    "hu": (
        "A budapesti Széchenyi fürdő Európa egyik legnagyobb gyógyfürdője.",
        "A mohácsi busójárás minden télen a tavasz érkezését ünnepli; a lángos és a gulyás a"
        " vásárok kedvelt ételei.",
    ),
    "el": (
        "Η Ακρόπολη της Αθήνας και ο Παρθενώνας δέχονται επισκέπτες όλο τον χρόνο.",
        "Το Πάσχα ψήνεται αρνί και βάφονται κόκκινα αυγά· ο Καζαντζάκης έγραψε τον «Βίο και"
        " πολιτεία του Αλέξη Ζορμπά».",
    ),
    "da": (
        "Den Lille Havfrue ved Langelinie i København blev afsløret i 1913.",
        "Til jul spiser mange danskere risalamande, og Niels Bohr fik Nobelprisen i fysik i 1922.",
    ),
    "he": (
        "העיר העתיקה של עכו היא אתר מורשת עולמית של אונסק״ו.",
        "בחנוכה מדליקים נרות ואוכלים סופגניות; חיים נחמן ביאליק נחשב למשורר הלאומי.",
    ),
    "kn": (
        "ಮೈಸೂರು ಅರಮನೆಯು ದಸರಾ ಹಬ್ಬದ ಸಮಯದಲ್ಲಿ ಸಾವಿರಾರು ದೀಪಗಳಿಂದ ಬೆಳಗುತ್ತದೆ.",
        "ಹಂಪಿಯ ವಿಜಯ ವಿಠ್ಠಲ ದೇವಾಲಯ ಪ್ರಸಿದ್ಧವಾಗಿದೆ; ಬಿಸಿಬೇಳೆಬಾತ್ ಕರ್ನಾಟಕದ ಜನಪ್ರಿಯ ಖಾದ್ಯ.",
    ),
    "fy": (
        "De Alvestêdetocht giet troch alve Fryske stêden en wurdt allinnich riden as it iis"
        " sterk genôch is.",
        "Gysbert Japiks wie in Fryske dichter út Boalsert; sûkerbôle is in bekend Frysk bôle.",
    ),
    "mi": (
        "Ko Matariki te tīmatanga o te tau hou Māori, ka kitea i te rangi i te takurua.",
        "Ko te hāngī he kai ka tunua ki raro i te whenua; i hainatia te Tiriti o Waitangi i te"
        " tau 1840.",
    ),
    "fur": (
        "La Patrie dal Friûl e je stade fondade tal 1077; ogni an si le ricuarde ai 3 di Avrîl.",
        "Il frico al è fat di formadi e patatis; Pier Paolo Pasolini al à scrit poesiis par"
        " furlan.",
    ),
    "ki": (
        "Kĩrĩma kĩa Kĩrĩnyaga nĩkĩo kĩrĩma kĩrĩa kĩraihu mũno thĩinĩ wa Kenya.",
        "Mũtura nĩ irio iria cionekaga mũno cia Agĩkũyũ; Mũgo wa Kĩbiru aarathĩte gũũka kwa"
        " athũngũ.",
    ),
    "war": (
        "An San Juanico Bridge an nagkokonekta han Samar ngan Leyte.",
        "An Pintados-Kasadyaan Festival ginsasaulog kada Hunyo; an binagol usa nga kalan-on"
        " nga tikoy.",
    ),
    "ban": (
        "Pura Tanah Lot magenah ring duur batu ring pasisi kauh Bali.",
        "Rahina Nyepi sami nenten ngidupang api; babi guling kasub ring Bali.",
    ),
    "srn": (
        "A Fort Zeelandia de na a liba Suriname ini Foto.",
        "Keti Koti na a dei fu fri, di wi e memre ala yari tapu 1 juli; pom na wan nyanyan di"
        " furu sma lobi.",
    ),
    "bi": (
        "Long Tanna i gat volkeno Yasur we i stap faerap oltaem.",
        "Lap lap hem i kakae blong ples, mo long Pentecost ol man oli jam long naghol.",
    ),
    "mai": (
        "जनकपुरक जानकी मन्दिर जानकीक जन्मस्थलक रूपमे प्रसिद्ध अछि।",
        "छठ पाबनि मे सूर्यकेँ अर्घ्य देल जाइत अछि; विद्यापति मैथिलीक महान कवि छलाह।",
    ),
}
