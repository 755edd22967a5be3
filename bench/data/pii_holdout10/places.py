"""Streets, cities and postcodes for exam 10, hand-written where Faker has no locale or writes
English-shaped streets (all but ru, th, bn, which use Faker). Several streets are named after
people (Sráid Uí Chonaill, Jalan Tun Razak, Jan Smuts Avenue, Rruga Ismail Qemali): the street
is the label, not the person."""

from __future__ import annotations

# lang -> (streets, [(city, postcode prefix, digits to add)])
STREETS = {
    "ar": (
        ["شارع الأمير سلطان", "طريق الملك فهد", "شارع التحلية", "شارع العليا", "شارع فلسطين"],
        [("الرياض", "12", 3), ("جدة", "23", 3), ("الدمام", "32", 3)],
    ),
    "ta": (
        ["காந்தி சாலை", "நேரு தெரு", "அண்ணா சாலை", "பாரதியார் தெரு", "காமராஜர் சாலை"],
        [("சென்னை", "6000", 2), ("மதுரை", "6250", 2), ("கோயம்புத்தூர்", "6410", 2)],
    ),
    "ur": (
        ["گلی نمبر 7، ماڈل ٹاؤن", "جناح روڈ", "مال روڈ", "علامہ اقبال روڈ", "گلبرگ مین بلیوارڈ"],
        [("لاہور", "54", 3), ("کراچی", "75", 3), ("اسلام آباد", "44", 3)],
    ),
    "sw": (
        [
            "Mtaa wa Uhuru",
            "Barabara ya Samora",
            "Mtaa wa Jamhuri",
            "Barabara ya Morogoro",
            "Mtaa wa Lumumba",
        ],
        [("Dar es Salaam", "111", 2), ("Arusha", "231", 2), ("Dodoma", "411", 2)],
    ),
    "sq": (
        [
            "Rruga e Durrësit",
            "Rruga Myslym Shyri",
            "Rruga Ismail Qemali",
            "Rruga Sami Frashëri",
            "Rruga e Kavajës",
        ],
        [("Tiranë", "10", 2), ("Durrës", "20", 2), ("Shkodër", "40", 2)],
    ),
    "ca": (
        [
            "Avinguda Meritxell",
            "Carrer Prat de la Creu",
            "Avinguda Carlemany",
            "Carrer de la Unió",
            "Avinguda del Fener",
        ],
        [("Andorra la Vella", "AD50", 1), ("Escaldes-Engordany", "AD70", 1), ("Encamp", "AD20", 1)],
    ),
    "eu": (
        [
            "Kale Nagusia",
            "Foru kalea",
            "Askatasunaren hiribidea",
            "Iparragirre kalea",
            "Urbieta kalea",
        ],
        [("Donostia", "200", 2), ("Bilbo", "480", 2), ("Gasteiz", "010", 2)],
    ),
    "ms": (
        [
            "Jalan Ampang",
            "Jalan Tun Razak",
            "Lorong Maarof",
            "Jalan SS 2/24",
            "Jalan Tunku Abdul Rahman",
        ],
        [("Kuala Lumpur", "50", 3), ("Petaling Jaya", "47", 3), ("Johor Bahru", "80", 3)],
    ),
    "ga": (
        [
            "Sráid Uí Chonaill",
            "Bóthar na Trá",
            "Ascaill Naomh Muire",
            "Sráid an Mhuilinn",
            "Cé na Coiribe",
        ],
        [("Gaillimh", "H91", 0), ("Corcaigh", "T12", 0), ("Baile Átha Cliath", "D08", 0)],
    ),
    "en_PH": (
        ["Mabini St.", "Rizal Ave.", "Katipunan Ave.", "P. Burgos St.", "Aguinaldo Hwy."],
        [("Pasig City", "16", 2), ("Quezon City", "11", 2), ("Cebu City", "60", 2)],
    ),
    "en_ZA": (
        ["Jan Smuts Avenue", "Long Street", "Oxford Road", "Voortrekker Road", "Florida Road"],
        [("Johannesburg", "21", 2), ("Cape Town", "80", 2), ("Durban", "40", 2)],
    ),
    "ru": (
        [],
        [
            ("Москва", "1", 5),
            ("Казань", "420", 3),
            ("Екатеринбург", "620", 3),
            ("Новосибирск", "630", 3),
        ],
    ),
    "th": ([], []),
    "bn": ([], []),
}
# Eircodes: routing key then four letters or digits (no vowels, as An Post prints them)
EIRCODE_CHARS = "0123456789ACDEFHKNPRTVWXY"
# Districts and neighbourhoods written between street and city where the language does
DISTRICT = {
    "ar": ["حي الروضة", "حي النسيم", "حي السلامة"],
    "ta": ["மயிலாப்பூர்", "அடையாறு", "தி. நகர்"],
    "sw": ["Kariakoo", "Upanga", "Sinza"],
    "en_PH": ["Brgy. San Antonio", "Brgy. Kapitolyo", "Brgy. Lahug"],
    "en_ZA": ["Rosebank", "Observatory", "Morningside"],
}
