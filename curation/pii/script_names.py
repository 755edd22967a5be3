"""Person names in alphabets no other name signal reads: Hebrew, Arabic, Devanagari, Georgian ...

The Latin gazetteers, the capitalisation cues and spaCy's English model see nothing in "FN:טליה
חזן" or "ხელშეკრულება იდება ლუბა ქართველიშვილი". Here a name is found from two signals:

- the native-script gazetteer ``data/script_names.tsv.gz`` (``script_names_build``, from the
  names-dataset package, not Faker): first names and surnames with each word's wordfreq Zipf
  frequency in its script's languages, so a name that is also a common word ("אור", light) is
  known as such;
- evidence of a name, since most of these scripts have no capitals and a lone gazetteer word in
  running text proves nothing:

  * a name slot, where any word of the script is a name: a vCard ``FN:`` / ``N:`` value, an
    iCalendar ``CN=`` parameter, the display name before ``<address@domain>``, a git or mail
    header ("Author:", "Reported-by:", "Signed-off-by:"), and a field whose label means a name
    in the text's language ("שם משפחה:", "სახელი:", "नाम:", "نام خانوادگی:", "Прізвище:");
  * a labelled value ("Emergency contact: X" in any language: a label and a colon) or a
    greeting / thanks / sign-off word before it (then a comma, "!" or an Arabic comma; an emoji
    may close the name), where the value must be gazetteer names, or one first name well
    ranked though a common word ("مرسی! رضا🙏");
  * a chat turn opening on a first name no common word and a comma ("[agent] نرگس، ..."); an
    Urdu spelling is looked up in its Persian one ("فاطمہ" as "فاطمه");
  * in caseless scripts, two or three adjacent words in running text that are a gazetteer first
    name and a surname (a gazetteer surname, a word wordfreq does not know, or a surname's shape
    such as Georgian -შვილი, -ძე), of which at most one is a common word.

Every other whole-word mention of a found name word in the same text is that person too
(``_repeats``); across the texts of a case, ``propagation`` carries them further.
``ScriptNameRecognizer`` reports the spans as a field recognizer does: the slot or the pair is the
evidence, and the analyzer's English checks do not apply to these scripts.
"""

from __future__ import annotations

import gzip
from functools import cache
from pathlib import Path

import regex as re

from curation.pii import lexicon as lx
from curation.pii.finder import FinderRecognizer
from curation.pii.role_locals import ROLE_LOCAL_PARTS
from curation.pii.script_names_build import LANGUAGES, script_of

DATA_FILE = Path(__file__).resolve().parent / "data" / "script_names.tsv.gz"
SCORE = 0.9  # a field recognizer's evidence (``analyzer.FIELD_THRESHOLD`` and up)
# A word at least this frequent in its languages (wordfreq Zipf) is a common word: a name only
# beside a rarer name word, or in a slot.
COMMON_ZIPF = 4.5
# So frequent that only a name slot makes it a name ("और", "של", "და" are there as noise).
WORD_ZIPF = 5.5
# A name at least this well ranked among a country's people is strong though a word too.
STRONG_RANK = 300

_CASELESS = (
    r"\p{Hebrew}\p{Arabic}\p{Devanagari}\p{Bengali}\p{Gurmukhi}\p{Gujarati}\p{Tamil}\p{Telugu}"
    r"\p{Kannada}\p{Malayalam}\p{Sinhala}\p{Oriya}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}"
    r"\p{Georgian}\p{Ethiopic}"
    # the other scripts with no letter case that Unicode has for living languages: what the
    # rules read off a caseless word's place holds for them, though no name list does
    r"\p{Tibetan}\p{Thaana}\p{Syriac}\p{Canadian_Aboriginal}\p{Tifinagh}\p{Mongolian}"
    r"\p{Javanese}\p{Balinese}\p{Sundanese}\p{Tai_Tham}\p{Tai_Viet}\p{New_Tai_Lue}\p{Tai_Le}"
    r"\p{Buginese}\p{Batak}\p{Cham}\p{Lepcha}\p{Limbu}\p{Ol_Chiki}\p{Nko}\p{Vai}\p{Yi}"
    r"\p{Bamum}\p{Samaritan}\p{Mandaic}\p{Meetei_Mayek}\p{Chakma}\p{Saurashtra}"
)
_CASED = r"\p{Cyrillic}\p{Greek}\p{Armenian}"
CASELESS_SCRIPTS, CASED_SCRIPTS = _CASELESS, _CASED  # for the other name recognizers
# One word of the caseless scripts read here: letters, marks and the zero-width joiners Indic
# words carry (``world_streets.CASELESS_WORD`` is looser: a word that starts in such a script)
# (Tibetan writes its syllables apart with a tsheg, U+0F0B, inside a word: "ཕུར་བུ")
CASELESS_WORD = rf"[{_CASELESS}][{_CASELESS}\p{{M}}\u200c\u200d]*(?:\u0f0b[{_CASELESS}\p{{M}}]+)*"
_SCRIPTS = _CASELESS + _CASED
# A word of these scripts: letters, marks, and the Hebrew geresh inside ("ג'ורג'", "ז׳אן").
_W = rf"(?:[{_SCRIPTS}][{_SCRIPTS}\p{{M}}\u200c]*(?:['׳’][{_SCRIPTS}\p{{M}}]+)*['׳]?)"
_WORD = re.compile(rf"(?<![\p{{L}}\p{{M}}\p{{N}}_@.-]){_W}(?![\p{{L}}\p{{M}}\p{{N}}_@-])")
_CASELESS_WORD = re.compile(rf"^[{_CASELESS}]")
_INITIAL = rf"[{_SCRIPTS}]\.?"
_GAP = r"[ \t]{1,2}"
# up to four words of the scripts (initials allowed) joined by spaces or a hyphen
_RUN = rf"(?:(?:{_INITIAL}[ \t]?|{_W}{_GAP}|{_W}-){{0,3}}{_W})"
_END = r"(?=[ \t]*(?:\n|\Z|[,.;:!?()\[\]/|<>\"'«»،؛。]|\s[-–—]|[ \t]{2}))"

_SLOTS = (
    re.compile(rf"(?m)^FN(?:;[^:\n]*)?:[ \t]*(?P<v>{_RUN})[ \t]*$"),
    re.compile(rf"(?:CN|cn)=\"?(?P<v>{_RUN})\"?(?=[;:,\"\n]|$)"),
    re.compile(
        r"(?im)^[ \t>]*(?:author|committer|from|to|cc|reported-by|co-authored-by|signed-off-by"
        r"|reviewed-by|acked-by|tested-by|suggested-by|reviewer|assignee|owner)"
        rf"[ \t]*:[ \t]*(?P<v>{_RUN})(?=[ \t]*(?:<|$|\())"
    ),
    re.compile(rf"(?P<v>{_RUN})[ \t]*<(?P<local>[^<>\s@]+)@[^<>\s]+>"),
)
_DISPLAY_NAME = 3  # the index of the display-name slot in ``_SLOTS``
_VCARD_N = re.compile(r"(?m)^N(?:;[^:\n]*)?:(?P<v>[^\n]*)$")

# Labels meaning a name, a signature or a contact person in the languages of these scripts.
_NAME_LABELS = lx.alternation(
    (
        "שם|שם פרטי|שם משפחה|שם מלא|איש קשר|אשת קשר|חתימה|חתימות|"
        "מאת|לכבוד|الاسم|اسم|الاسم الكامل|اسم العائلة|الاسم الأول|اللقب|"
        "التوقيع|جهة الاتصال|نام|نام خانوادگی|نام کامل|نام و نام خانوادگی|امضا|مخاطب|"
        "नाम|पूरा नाम|उपनाम|कुलनाम|हस्ताक्षर|संपर्क|संपर्क व्यक्ति|नाम व उपनाम|"
        "নাম|পুরো নাম|পদবি|স্বাক্ষর|სახელი|გვარი|სახელი და გვარი|სახელი, გვარი|"
        "ხელმოწერა|ხელმოწერები|საკონტაქტო პირი|Անուն|Ազգանուն|Անուն Ազգանուն|Ստորագրություն|Կոնտակտային անձ|"
        "Имя|Фамилия|ФИО|Отчество|Ім['’]я|Прізвище|ПІБ|По батькові|"
        "Име|Презиме|Име и презиме|Подпис|Підпис|Потпис|Контактное лицо|Контактна особа|"
        "Лице за контакт|Όνομα|Επώνυμο|Ονοματεπώνυμο|Υπογραφή|ชื่อ|นามสกุล|ชื่อ-นามสกุล|"
        "ลายเซ็น|"
        # name, full name, surname in Marathi, Gujarati, Punjabi, Odia, Tamil, Telugu, Kannada,
        # Malayalam, Sinhala, Amharic, Burmese, Khmer and Lao (the form-field words, as the
        # others above)
        "नाव|पूर्ण नाव|आडनाव|નામ|પૂરું નામ|અટક|ਨਾਮ|ਪੂਰਾ ਨਾਮ|ਗੋਤ|ନାମ|ପୂରା ନାମ|ଉପନାମ|"
        "பெயர்|முழு பெயர்|குடும்பப் பெயர்|పేరు|పూర్తి పేరు|ఇంటి పేరు|ಹೆಸರು|ಪೂರ್ಣ ಹೆಸರು|"
        "ಉಪನಾಮ|പേര്|മുഴുവൻ പേര്|കുടുംബപ്പേര്|නම|සම්පූර්ණ නම|වාසගම|ስም|ሙሉ ስም|የአባት ስም|"
        "အမည်|အမည်အပြည့်အစုံ|ឈ្មោះ|នាមត្រកូល|ຊື່|ນາມສະກຸນ"
    ).split("|")
)
_LABELLED = re.compile(
    rf"(?im)(?<![\p{{L}}\p{{M}}])(?:{_NAME_LABELS})[ \t]*[:：][ \t]*"
    rf"(?P<v>{_RUN}(?:[ \t]*,[ \t]*{_W})?(?:[ \t]*/[ \t]*{_RUN})*){_END}"
)
# Any label and a colon ("איש קשר לחירום:", "ზარალის სპეციალისტი:"): the value must be names.
# A name label and a qualifier or two before the colon ("איש קשר לחירום:", "שם האורח:"): the
# value must be gazetteer names ("שם החברה:", the company's name, is no person's).
_QUALIFIED = re.compile(
    rf"(?im)(?<![\p{{L}}\p{{M}}])(?:{_NAME_LABELS})(?:[ \t]+[\p{{L}}\p{{M}}]+){{1,2}}[ \t]*[:：][ \t]*"
    rf"(?P<v>{_RUN}(?:[ \t]*,[ \t]*{_W})?){_END}"
)
_ANY_LABEL = re.compile(
    rf"(?m)(?:^|[.;]\s|\t)[^\S\n]*(?:[\p{{L}}\p{{M}}'-]+[ \t]){{0,4}}[\p{{L}}\p{{M}}'-]+[ \t]*[:：][ \t]*"
    rf"(?P<v>{_RUN}(?:[ \t]*,[ \t]*{_W})?){_END}"
)
# Greetings, thanks and sign-offs before a name.
_GREETING_WORDS = (
    "שלום|היי|תודה|תודה רבה|בברכה|יקר|יקרה|לכבוד|"
    "مرحبا|مرحباً|شكرا|شكراً|عزيزي|عزيزتي|تحياتي|مع تحياتي|"
    "سلام|ممنون|مرسی|با تشکر|عزیز|عزیزم|سپاس|با سپاس|درود|خداحافظ|خدانگهدار|नमस्ते|नमस्कार|"
    # Urdu: thanks, peace be upon you, greetings, dear
    "شکریہ|السلام علیکم|آداب|پیارے|پیاری|"
    "धन्यवाद|शुक्रिया|प्रिय|सादर|आदरणीय|নমস্কার|ধন্যবাদ|প্রিয়|"
    "გამარჯობა|მადლობა|ძვირფასო|პატივისცემით|სალამი|Բարև|Բարեւ|Շնորհակալություն|"
    "Հարգանքով|Սիրելի|สวัสดี|ขอบคุณ|เรียน|"
    # hello and thanks in the other scripts read here: Telugu, Kannada, Malayalam, Tamil,
    # Gujarati, Punjabi, Odia, Sinhala, Burmese, Khmer, Lao, Amharic
    "నమస్కారం|నమస్తే|ధన్యవాదాలు|ನಮಸ್ಕಾರ|ನಮಸ್ತೆ|ಧನ್ಯವಾದ|ಧನ್ಯವಾದಗಳು|നമസ്കാരം|നന്ദി|"
    "வணக்கம்|நன்றி|નમસ્તે|આભાર|ਧੰਨਵਾਦ|ନମସ୍କାର|ଧନ୍ୟବାଦ|ආයුබෝවන්|ස්තූතියි|"
    "မင်္ဂလာပါ|ကျေးဇူးတင်ပါတယ်|សួស្តី|អរគុណ|ສະບາຍດີ|ຂອບໃຈ|ሰላም|አመሰግናለሁ"
)
_GREETINGS = lx.alternation(_GREETING_WORDS.split("|"))
# Titles of address written beside a name in these scripts (Shri, Shrimati, Dr., garu, Daw,
# Ato, Khun, Mar...): part of no name, though they stand in its value
_TITLE_WORDS = (
    "श्री|श्रीमती|सौ|डॉ|कुमारी|जी|శ్రీ|శ్రీమతి|గారు|డా|ಶ್ರೀ|ಶ್ರೀಮತಿ|ಡಾ|ಅವರು|ശ്രീ|ശ്രീമതി|ഡോ|"
    "திரு|திருமதி|செல்வி|டாக்டர்|શ્રી|શ્રીમતી|ਸ੍ਰੀ|ਸ੍ਰੀਮਤੀ|শ্রী|শ্রীমতী|ଶ୍ରୀ|ଶ୍ରୀମତୀ|"
    "මයා|මහත්මිය|මෙනවිය|ဦး|ဒေါ်|ကို|မ|አቶ|ወይዘሮ|ወ/ሮ|ທ້າວ|ນາງ|ທ່ານ|คุณ|นาย|นาง|นางสาว|מר|גב׳|السيد|السيدة|"
    # Urdu and Persian: sir, respected
    "جناب|محترم|محترمہ|محترمه"
)
TITLES_AND_GREETINGS = frozenset(_GREETING_WORDS.split("|") + _TITLE_WORDS.split("|"))
# A title of address, a space and a word of these scripts: that word is a name ("คุณ สมศรี",
# "श्रीमती कामत", "திரு முருகன்"). One-letter titles ("မ") and glued ones are left to others.
_TITLED = re.compile(
    rf"(?<![\p{{L}}\p{{M}}])(?:{lx.alternation([t for t in _TITLE_WORDS.split('|') if len(t) > 1])})"
    rf"\.?[ \t]+(?P<v>{_W})(?![\p{{L}}\p{{M}}])"
)
# a greeting, maybe its comma or exclamation mark (Arabic's "،" too), and the name; an emoji
# may close it ("مرسی! رضا🙏")
_GREETED = re.compile(
    rf"(?<![\p{{L}}\p{{M}}])(?:{_GREETINGS})[ \t]*[,،!]?[ \t]+(?P<v>{_W}(?:{_GAP}{_W})?)"
    rf"(?:{_END}|(?=\p{{So}}))"
)
# A chat turn ("[assistant] ...", "agent: ...") that opens on a word of a caseless script and a
# comma, maybe with a word of endearment between ("رضا جان، ..."), addresses its reader by name.
_VOCATIVE = re.compile(
    rf"(?m)^[ \t]*(?:\[[^\]\n]{{1,30}}\][ \t]*|[\p{{L}} _-]{{1,20}}:[ \t]+)"
    rf"(?P<v>{CASELESS_WORD})(?:[ \t]+{CASELESS_WORD})?[ \t]*[,،]"
)
# Surname endings no common word has: Georgian -შვილი, -ძე, -ავა (not -ია, -ანი: "ისტორია",
# "ადამიანი"); Armenian -յան; Slavic -ова, -ев,
# -ски, -енко, -ук, -вич (a capitalised word only: the cased scripts' words are lower case).
_SURNAME_SHAPE = re.compile(
    r"(?:შვილი|ძე|ავა)$"
    r"|^\p{Lu}\p{Ll}+(?:յան|յանց|ова|ева|ёва|ов|ев|ёв|ски|ска|ский|ская|цка|цки|енко|ук|юк|вич|ић|иќ)$"
)


@cache
def _gazetteer() -> dict[str, tuple[str, float, int]]:
    """word -> (roles "f" / "l" / "fl", Zipf frequency as a word, best rank as a name)."""
    out = {}
    with gzip.open(DATA_FILE, "rt", encoding="utf-8") as f:
        for line in f:
            word, roles, _script, z, rank = line.rstrip("\n").split("\t")
            out[word] = (roles, float(z), int(rank))
    return out


# Urdu writes the Arabic alphabet with letters of its own where Persian and Arabic, whose
# spellings fill the gazetteer, write others: heh goal and heh doachashmee for heh, teh marbuta
# goal for teh marbuta; Arabic writes yeh and kaf where Persian and Urdu write farsi yeh and
# keheh. One name, one key ("فاطمہ" is "فاطمه").
_ARABIC_VARIANTS = str.maketrans(
    {
        "\u06c1": "\u0647",
        "\u06be": "\u0647",
        "\u06c3": "\u0629",
        "\u064a": "\u06cc",
        "\u0649": "\u06cc",
        "\u0643": "\u06a9",
    }
)


def lookup(word: str) -> tuple[str, float, int] | None:
    """The gazetteer's (roles, Zipf, rank) for a word, or None for a word it does not hold.
    A word of the Arabic alphabet it lacks is looked up in the spelling Persian gives it,
    with the Zipf of the word as written (``_ARABIC_VARIANTS``)."""
    key = word.replace("\u200c", "")
    entry = _gazetteer().get(key)
    if entry is None and re.search(r"\p{Arabic}", key):
        entry = _variant(key)
    return entry


@cache
def _variant(word: str) -> tuple[str, float, int] | None:
    other = word.translate(_ARABIC_VARIANTS)
    entry = _gazetteer().get(other) if other != word else None
    if entry is None:
        return None
    return entry[0], max(entry[1], word_zipf(word)), entry[2]


def word_zipf(word: str) -> float:
    from wordfreq import zipf_frequency

    script = script_of(word)
    return max((zipf_frequency(word, lang) for lang in LANGUAGES.get(script or "", ())), default=0)


def _is_name(word: str, role: str = "fl", zipf: float = WORD_ZIPF) -> bool:
    entry = lookup(word)
    return entry is not None and any(r in entry[0] for r in role) and entry[1] < zipf


def _words(value: str) -> list[str]:
    return re.findall(rf"{_W}|{_INITIAL}", value)


def _names_only(value: str) -> bool:
    """Every word of a value outside a name slot is a gazetteer name (an initial aside), and
    one that is a first name or surname: a single word must not be a common word."""
    words = [w for w in _words(value) if len(w.rstrip(".")) > 1]
    if any(not _has_list(w) for w in words):
        return _full_name(value)  # a lone word no frequency list vouches for proves nothing
    if not words or not all(_is_name(w) for w in words):
        return False
    return len(words) > 1 or _is_name(words[0], zipf=COMMON_ZIPF + 0.5)


def _spans(m: re.Match, group: str = "v") -> list[tuple[int, int]]:
    """The value of a match cut at "/" ("X / Y" are two people), each stripped of quotes; a
    "surname, given" value stays one span."""
    start, value = m.start(group), m.group(group)
    out = []
    for p in re.finditer(r"[^/]+", value):
        piece = p.group()
        s = start + p.start() + len(piece) - len(piece.lstrip(" \t\"'"))
        e = start + p.end()
        while e > s and m.string[e - 1] in " \t\"',":
            e -= 1
        if e > s:
            out.append((s, e))
    return out


def _has_script_letters(value: str) -> bool:
    return bool(re.search(rf"[{_SCRIPTS}]", value))


def find_slot_names(text: str) -> list[tuple[int, int]]:
    """Names in slots that make any word of the scripts a name (vCard, iCalendar, headers,
    name-meaning labels)."""
    out = []
    for i, rx in enumerate((*_SLOTS, _LABELLED)):
        # a header or a display name may be a team's ("שירות לקוחות <service@...>"): one word
        # must be a name or a rare word; a vCard, CN= or name label holds a person's name
        loose = i in (2, _DISPLAY_NAME)
        for m in rx.finditer(text):
            personal = i == _DISPLAY_NAME and _personal_local(m.group("local"))
            out += [
                s
                for s in _spans(m)
                if _has_script_letters(text[s[0] : s[1]])
                and (not loose or _namey(text[s[0] : s[1]]) or personal and _unlisted(text, s))
            ]
    for m in _VCARD_N.finditer(text):
        pos = m.start("v")
        for part in m.group("v").split(";")[:3]:
            value = part.strip()
            if value and _has_script_letters(value) and re.fullmatch(_RUN, value):
                s = pos + part.index(value)
                out.append((s, s + len(value)))
            pos += len(part) + 1
    return out


def _personal_local(local: str) -> bool:
    """An address's local part names a person, not a function: none of its letter runs is a
    role mailbox (``role_locals``: "support", "noreply"), and one has three letters or more
    ("rincy_nair", "k.menon82"; not "service.desk")."""
    runs = re.findall(r"[a-z]+", local.lower())
    return any(len(r) >= 3 for r in runs) and not any(r in ROLE_LOCAL_PARTS for r in runs)


def _unlisted(text: str, span: tuple[int, int]) -> bool:
    """Every word of the span is of a script wordfreq has no list for (Malayalam, Burmese):
    nothing can vouch for it as a name, so a personal address beside it has to."""
    return all(not _has_list(w) for w in _words(text[span[0] : span[1]]))


def _namey(value: str) -> bool:
    """Some word of the value is a name word by ``_pair_word`` or a rare word."""
    return any(
        _pair_word(w, "f") or _pair_word(w, "l") or (_has_list(w) and word_zipf(w) < 3)
        for w in _words(value)
        if len(w) > 1
    )


def _full_name(value: str) -> bool:
    """Two or three words that are a name by ``_pair_word``, in either order ("ღლონტი, იზა"),
    or an initial and a surname ("რ. ასანიძე", "В. Петрова")."""
    words = _words(value)
    if len(words) == 2 and len(words[0].rstrip(".")) == 1:
        return _pair_word(words[1], "l") > 0
    if not 2 <= len(words) <= 3:
        return False
    orders = ["f" * (len(words) - 1) + "l"] + (["lf"] if "," in value and len(words) == 2 else [])
    for roles in orders:
        grades = [_pair_word(w, r) for w, r in zip(words, roles, strict=True)]
        if min(grades) > 0 and max(grades) == 2:
            return True
    return False


def find_cued_names(text: str) -> list[tuple[int, int]]:
    """Gazetteer names after a qualified name label or a greeting; a full name after any
    label and colon; a word after a title of address that is no common word."""
    out = []
    for rx in (_QUALIFIED, _GREETED):
        for m in rx.finditer(text):
            out += [
                s
                for s in _spans(m)
                if text[s[0] : s[1]] not in TITLES_AND_GREETINGS and _names_only(text[s[0] : s[1]])
            ]
            # after a greeting, one name word common but well ranked ("رضا") too, where a
            # frequency list says how common
            word = m.group("v")
            if rx is _GREETED and word not in TITLES_AND_GREETINGS and _has_list(word):
                if _pair_word(word, "f"):
                    out.append(m.span("v"))
    for m in _VOCATIVE.finditer(text):  # no common word: "بله، ..." (yes) is a name too
        if m.group("v") not in TITLES_AND_GREETINGS and _pair_word(m.group("v"), "f") == 2:
            out.append(m.span("v"))
    for m in _ANY_LABEL.finditer(text):
        out += [s for s in _spans(m) if _full_name(text[s[0] : s[1]])]
    for m in _TITLED.finditer(text):
        word = m.group("v")
        if word not in TITLES_AND_GREETINGS and word_zipf(word) < COMMON_ZIPF:
            out.append(m.span("v"))
    return out


def _pair_word(word: str, role: str) -> int:
    """2 for a name word of the role that is no common word, 1 for a common word that is a name
    well ranked among people ("משה", "राम"; ``STRONG_RANK``), or for a surname an unknown word
    or a surname's shape; 0 for anything else."""
    if len(word) < 3:  # "და", "של": too many short words are names somewhere
        return 0
    entry = lookup(word)
    if not _has_list(word):
        # no wordfreq list: the names-dataset words of Georgian, Armenian or Thai profiles hold
        # common words ("ახალი", new; "სახლი", house), so only a surname's shape is strong
        if role == "l":
            return 2 if _SURNAME_SHAPE.search(word) else 0
        return 1 if entry is not None and "f" in entry[0] else 0
    if entry is not None and role in entry[0]:
        if entry[1] < COMMON_ZIPF:
            return 2
        return 1 if entry[1] < WORD_ZIPF and entry[2] <= STRONG_RANK else 0
    if role == "l" and entry is None and (_SURNAME_SHAPE.search(word) or not _known_word(word)):
        return 1
    return 0


def _has_list(word: str) -> bool:
    """Whether wordfreq has a list for the word's script, so that its Zipf figures mean something."""
    return (script_of(word) or "") in LANGUAGES


def _known_word(word: str) -> bool:
    """A word wordfreq knows in its script's languages, or one with no list to ask (Georgian)."""
    return (script_of(word) or "") not in LANGUAGES or word_zipf(word) > 0


def find_pairs(text: str) -> list[tuple[int, int]]:
    """First name + surname (or first + first + surname) in running text of caseless scripts:
    every word a name word of its role (``_pair_word``), at least one of them no common word."""
    words = [m for m in _WORD.finditer(text) if _CASELESS_WORD.match(m.group())]
    out = []
    i = 0
    while i < len(words) - 1:
        run = [words[i]]
        for b in words[i + 1 : i + 3]:
            if not re.fullmatch(_GAP, text[run[-1].end() : b.start()]):
                break
            run.append(b)
        chosen = None
        for n in (3, 2):
            if len(run) < n:
                continue
            roles = "ff"[: n - 1] + "l"
            grades = [_pair_word(w.group(), r) for w, r in zip(run[:n], roles, strict=True)]
            if min(grades) > 0 and max(grades) == 2 and (n == 2 or grades[1] == 2):
                chosen = run[:n]
                break
        if chosen:
            out.append((chosen[0].start(), chosen[-1].end()))
            i += len(chosen)
        else:
            i += 1
    return out


def _repeats(text: str, found: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Other whole-word mentions of a found name's words (a first name alone further on)."""
    names = set()
    for s, e in found:
        for w in _words(text[s:e]):
            if len(w) > 1 and not w.endswith(".") and (lookup(w) or ("", 0))[1] < COMMON_ZIPF + 1:
                names.add(w)
    if not names:
        return []
    rx = re.compile(
        r"(?<![\p{L}\p{M}\p{N}_@.-])(?:"
        + lx.alternation([re.escape(w) for w in names])
        + r")(?![\p{L}\p{M}\p{N}_@-])"
    )
    return [m.span() for m in rx.finditer(text)]


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in sorted(spans):
        if out and s < out[-1][1]:
            out[-1] = (out[-1][0], max(e, out[-1][1]))
        else:
            out.append((s, e))
    return out


def find_script_names(text: str) -> list[tuple[int, int]]:
    """Every person name in these scripts the evidence above finds, with its repeats."""
    if not re.search(rf"[{_SCRIPTS}]", text):
        return []
    found = _merge(find_slot_names(text) + find_cued_names(text) + find_pairs(text))
    return _merge(found + _repeats(text, found))


class ScriptNameRecognizer(FinderRecognizer):
    """Names in non-Latin, non-CJK alphabets (see the module docstring)."""

    def __init__(self) -> None:
        super().__init__("PERSON", find_script_names, SCORE)
