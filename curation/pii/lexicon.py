"""Word lists the detectors and surrogate generators share, loaded once per process.

Name pools and gazetteers are frozen snapshots of Faker's provider lists (see data/README.md);
street and unit keywords are the usual postal vocabulary of the countries whose address shapes
the detector knows. Everything here is plain data.
"""

from __future__ import annotations

import gzip
import unicodedata
from functools import cache, lru_cache, partial
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"


def _read_list(name: str) -> tuple[str, ...]:
    lines = (DATA_DIR / name).read_text(encoding="utf-8").splitlines()
    return tuple(line.strip() for line in lines if line.strip() and not line.startswith("#"))


@cache
def first_name_pool() -> tuple[str, ...]:
    """ASCII first names surrogates are drawn from (about 6,700)."""
    return _read_list("first_names.txt")


@cache
def surname_pool() -> tuple[str, ...]:
    """ASCII surnames surrogates are drawn from (about 7,500), none of them also a first name."""
    return _read_list("surnames.txt")


@cache
def city_pool() -> tuple[str, ...]:
    """ASCII single-word city names for surrogate addresses (about 12,600)."""
    return _read_list("cities.txt")


@lru_cache(maxsize=200_000)
def zipf(word: str) -> float:
    """wordfreq's Zipf frequency of ``word`` in English (0 for unknown words), cached: the
    recognizers ask it of the same words in every text."""
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en")


# Languages wordfreq knows that are written in Latin letters ("sh" is its Serbo-Croatian, for
# hr, bs and sr), the candidates ``text_language`` weighs.
LATIN_LANGUAGES = "en fr de es nl it pt pl cs sk sl sh lt lv sv da nb fi hu ro tr ca id ms".split()
# A text whose words average less than this Zipf in its best language is in none of them.
_LANGUAGE_ZIPF = 2.5


@lru_cache(maxsize=100_000)
def _small_zipfs(word: str) -> tuple[float, ...]:
    """wordfreq's Zipf of ``word`` in each of ``LATIN_LANGUAGES``' small lists, cached:
    ``text_language`` weighs the same words for every text."""
    from wordfreq import zipf_frequency

    return tuple(zipf_frequency(word, lang, wordlist="small") for lang in LATIN_LANGUAGES)


def best_zipf(word: str) -> float:
    """The highest Zipf of ``word`` in any of ``LATIN_LANGUAGES``' small lists."""
    return max(_small_zipfs(word))


@lru_cache(maxsize=4096)
def text_language(text: str) -> str | None:
    """The wordfreq language (of ``LATIN_LANGUAGES``) whose words ``text``'s lower-case words
    are, by their mean Zipf frequency in its small list ("Výdejní místo je na náměstí" is cs),
    or None for a text of fewer than three such words or in none of them."""
    import regex

    words = list(dict.fromkeys(regex.findall(r"(?<![\p{L}\p{M}])\p{Ll}[\p{Ll}\p{M}]+", text)))
    words = words[:40]
    if len(words) < 3:
        return None
    best, score = None, _LANGUAGE_ZIPF
    totals = [sum(column) for column in zip(*map(_small_zipfs, words), strict=True)]
    for lang, total in zip(LATIN_LANGUAGES, totals, strict=True):
        mean = total / len(words)
        if mean > score:
            best, score = lang, mean
    return best


@lru_cache(maxsize=1)
def calendar_words() -> frozenset[str]:
    """English month and day names and their abbreviations, case-folded: "call Maria Monday"
    names a person, not a product, and "On November 19" is a date, not an address."""
    import calendar

    names = [*calendar.month_name, *calendar.month_abbr, *calendar.day_name, *calendar.day_abbr]
    return frozenset(n.casefold() for n in names if n)


def _abugida(char: str) -> bool:
    """A letter of the Indic and South-East Asian scripts (Devanagari to Sinhala, Thai, Lao,
    Tibetan, Myanmar, Khmer), whose combining marks are vowels and viramas, not accents."""
    code = ord(char)
    return 0x0900 <= code <= 0x109F or 0x1780 <= code <= 0x17FF


def fold(text: str) -> str:
    """Casefold and strip accents: "Szász" and "szasz" fold to the same key. The marks of an
    abugida are letters and stay: "ప్రణీత్" (Praneeth) and "ప్రణీత" (Praneetha) are two names."""
    if text.isascii():
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    out: list[str] = []
    base = ""
    for ch in decomposed:
        if not unicodedata.combining(ch):
            base = ch
        elif not _abugida(base):
            continue
        out.append(ch)
    return "".join(out)


@cache
def gazetteer_names(role: str, world: bool = True) -> frozenset[str]:
    """Folded first names ("f") or surnames ("l"): Faker's, names-dataset's (``world``)."""
    out = {fold(n) for n in _read_list(f"gazetteer_{'first_' if role == 'f' else 'sur'}names.txt")}
    if world:
        with gzip.open(DATA_DIR / "world_names.txt.gz", "rt", encoding="utf-8") as f:
            out |= {fold(line[2:].rstrip("\n")) for line in f if line[0] == role}
    return frozenset(out)


gazetteer_first_names = partial(gazetteer_names, "f")
gazetteer_surnames = partial(gazetteer_names, "l")


# Street types written after the street's name ("Baker Street", "Glyn St"): the USPS suffix list
# plus British ones. Matched case-insensitively, always after a house number.
POST_STREET_TYPES = (
    "street streets st str road roads rd avenue ave av boulevard blvd lane ln drive dr court ct "
    "courts place pl square squares sq terrace ter way ways close crescent cres parkway pkwy "
    "highway hwy circle cir trail trl row walk hill hills gardens garden gdns grove mews rise "
    "heights green gate wharf quay isle isles dale dales forge forges union unions fort creek "
    "rapids ridge ridges valley valleys point points pike loop alley plaza pass path crossing "
    "estate estates meadow meadows field fields brook brooks bridge bridges common commons "
    "junction junctions landing mall mill mills port ports prairie ranch run shore shores spring "
    "springs station summit track turnpike village villages vista centre center cove coves lodge "
    "manor manors orchard oval parade promenade esplanade embankment causeway bypass drove "
    "hollow island islands knoll knolls lake lakes locks motorway mount mountain mountains neck "
    "overpass park parks pines plain plains ramp river shoal shoals skyway spur stream throughway "
    "trace trafficway tunnel underpass view views ville well wells expressway freeway flat flats "
    "ford fords forest gateway glen glens harbor harbour harbors haven burg burgs bluff bluffs "
    "bottom branch cape club corner corners course cliff cliffs camp canyon divide extension "
    "falls ferry fork forks inlet keys light lights mission motorway oval radial route "
    "squares station stravenue crest chase"
).split()


@cache
def faker_street_types(kind: str) -> tuple[str, ...]:
    """Street types ("pre" or "post") of every Faker locale (``data/street_types.txt``, built
    by ``street_types_build``): "Rotonda", "Calle" before a name, "Circles", "Steps" after."""
    rows = (line.split("\t") for line in _read_list("street_types.txt"))
    return tuple(word for k, word in rows if k == kind)


# Street types written before the name ("Rue de la Paix", "Via Roma", "ul. Miła").
PRE_STREET_TYPES = (
    r"rue avenue av\. avda\. avenida boulevard bd\. bd blvd\. allée allee impasse chemin place "
    r"quai cours route via viale piazza piazzetta piazzale corso vicolo largo strada calle "
    r"carrer camino paseo plaza rambla ronda travesía travesia carretera rua travessa praça "
    r"praca estrada alameda ul\. ulica al\. aleja os\. osiedle plac trg ulice nám\. náměstí "
    r"namesti třída trida aleea bulevardul calea str\. odos leoforos οδός λεωφόρος πλατεία "
    r"rruga sokak "
    # Russian and Ukrainian: улица, проспект, переулок, набережная, бульвар, шоссе, площадь
    r"ул\. улица пр-т просп\. проспект пер\. переулок наб\. набережная бул\. б-р бульвар "
    r"ш\. шоссе пл\. площадь вул\. вулиця"
).split()

# Street types glued to the end of the name ("Hauptstraße", "Søndergade", "Kiannonkatu").
COMPOUND_STREET_SUFFIXES = (
    "straße strasse str\\. gasse weg platz allee damm ufer steig pfad chaussee gade vej vænget "
    "stræde gatan vägen gränd gata veien vegen vei veg gate katu tie kuja polku raitti straat "
    "laan gracht plein kade dreef singel utca útja körút tér ulice terrasse stieg markt stræti "
    "vegur braut plads torv allé"
).split()

# Street types written as a separate word after the name ("Király u. 15", "Luite tee 87").
SEPARATE_STREET_TYPES = (
    r"u\. utca út útja tér krt\. körút tee mnt\.? pst\.? iela gatvė prospekt sokak sk\. cad\. "
    r"caddesi terrasse vej gade gata straat weg allee platz"
).split()

# Places named after people that are no street: airports, stations and metro stops, in the
# cases' languages and the exams' ("Aeroporto Humberto Delgado", "Aeroparque Jorge Newbery",
# "Rajiv Chowk metro station"). A closed class, like the street types; a name next to one of
# these in a documentation paragraph is the place's name.
FACILITY_WORDS = frozenset(
    "airport aeroporto aeropuerto aeroparque aéroport aeroport aeroportul aeroporti flughafen "
    "luchthaven lotnisko letiště letisko letališče repülőtér lufthavn flygplats "
    "lentoasema flugvöllur lidosta uostas havalimanı havaalanı αεροδρόμιο αερολιμένας "
    "аэропорт аеропорт летище bandara paliparan station stations gare bahnhof stazione "
    "estación estação estacao stacja nádraží stanice pályaudvar jernbanestasjon banegård "
    "rautatieasema σταθμός σταθμό вокзал станция istasyonu garı metro métro subway underground "
    "u-bahn s-bahn tube terminal terminus".split()
)

# Street, square, bridge, park, airport and station words of the languages whose inflection
# changes a word's ending (Baltic, Slavic, Finnic, Hungarian) and of the other European
# languages whose place names the exams' public pages use (Hindi and Urdu ones romanised),
# written in their dictionary form. A
# name inside or beside one of them, in any of its cases ("Ulici Nikole Tesle", "Lotniska
# Chopina", "Lennart Meri Tallinna Lennujaamast", "Krišjāņa Valdemāra ielai"), names a place
# (``inflected_place_word``). A closed class like the street types; words that are frequent
# English ("most", "plan", "via") are left out, since they would stand beside English names.
PLACE_WORDS = frozenset(
    # et, lv, lt
    "tänav maantee puiestee väljak lennujaam raudteejaam sadam sild turg "
    "iela bulvāris laukums lidosta stacija tilts prospekts šoseja krastmala "
    "gatvė prospektas aikštė alėja uostas stotis tiltas plentas krantinė "
    # hr, sr, bs, sl, sk, cs, pl
    "ulica trg cesta avenija zračna kolodvor obala šetalište letališče postaja nabrežje "
    "námestie nábrežie letisko stanica trieda ulice náměstí nábřeží letiště nádraží třída "
    "aleja plac rondo lotnisko dworzec bulwar skwer osiedle "
    # sv, da, no, fi, is
    "gata gatan väg vägen torg torget flygplats järnvägsstation gade vej torv plass lufthavn "
    "stasjon katu tori lentoasema rautatieasema silta tori "
    # it, es, pt, fr, ro, nl, de, hu, tr
    "piazza piazzale viale corso aeroporto stazione ponte lungomare lungotevere "
    "plaza calle avenida aeropuerto estación puente praça aeroporto estação "
    "aéroport gare pont quai strada piața bulevardul aeroportul gara podul "
    "straat laan plein gracht kade luchthaven brug straße platz flughafen bahnhof brücke "
    "utca tér híd repülőtér pályaudvar cadde caddesi sokak meydan meydanı havalimanı köprü "
    # hi, ur (romanised): a square or crossing, a road
    "chowk marg".split()
)

# Flat, suite, box: enough on their own to mark an address part.
UNIT_WORDS = (
    r"apt apartment appt apto suite ste unit flat bldg building p\.?\s?o\.?\s?box po\s?box "
    r"post\s?box postbox psc cmr whg wohnung postfach apartado casilla"
).split()

# Only inside an address block already found ("Box 12" alone is too common).
WEAK_UNIT_WORDS = (
    r"box floor fl room rm étage etage stock door dept bât bâtiment bat escalier esc piso puerta "
    r"stiege top "
    # Russian дом, квартира, корпус, строение; Turkish daire, kat
    r"д дом кв корп стр daire kat "
    # Spanish departamento, edificio
    r"depto dpto edif edificio"
).split()

PARTICLES = (
    "de du des la le les los las del della delle dei degli di da do dos das van von der den ten "
    "ter het "
    "y e el al d' l' u na nad pod am an im auf sur sous aux san santa são saint sainte st st. "
    "of the"
).split()

# Field and role labels that are no speaker names and never start a name.
FIELD_WORDS = frozenset(
    "name phone tel telephone mobile cell desk fax email e-mail mail website web url address "
    "street city state zip country date time subject from to cc bcc re note notes title company "
    "organization organisation dept department position role job occupation account card iban "
    "ssn dob birthday age gender sex id ref reference order invoice ticket status total amount "
    "price qty quantity description comment comments summary answer question reply response "
    "message error warning info tip example output input result step ps nb bot user agent "
    "customer assistant system human ai me operator support rep admin moderator host guest "
    "interviewer interviewee caller client staff tech technician advisor doctor patient nurse "
    "teacher student buyer seller manager personal contact location office home work".split()
)

# Speaker labels that name a role, not a person.
ROLE_LABELS = frozenset(
    "bot user agent customer assistant system human ai me operator support rep admin moderator "
    "host guest interviewer interviewee caller client staff tech technician advisor doctor "
    "patient nurse teacher student buyer seller manager reply note question answer "
    # the same roles in the cases' other languages ("Kunde:", "Klant:", "Conseillère :")
    "kunde kundin mitarbeiter mitarbeiterin berater beraterin klant medewerker medewerkster "
    "client cliente conseiller conseillère agente operador operadora asesor asesora klient "
    "klientka konsultant konsultantka operatore utente visitor holder owner titular inhaber".split()
)
# Words that open a sentence like a vocative does ("Hey, can you ...") but name nobody.
INTERJECTIONS = frozenset(
    "hey hi hello hmm hmmm hm ok okay oh ah aha uh um umm er erm yes yeah yep yup no nope nah "
    "sure thanks thx please sorry wow ugh oops alright right great cool fine well so now also "
    "btw ps fyi anyway actually honestly listen look say wait hiya howdy yo bye goodbye cheers "
    "congrats welcome dear lol omg".split()
)
# Last words that make a "person" an organisation.
ORG_WORDS = frozenset(
    "orchestra band inc corporation incorporated corp company co group ltd llc gmbh plc "
    "university college school hotel restaurant bank bridge street road club team foundation "
    "institute society association church hospital museum airport station park partners "
    "associates brothers sons industries holdings technologies systems solutions labs".split()
)
HONORIFICS = (
    r"mr mrs ms miss mx dr prof sir madam mme mlle herr frau sr sra srta sig sig\.ra dott"
).split()


def alternation(words: list[str] | tuple[str, ...]) -> str:
    """A regex alternation, longest first so "streets" wins over "street"."""
    return "|".join(sorted(set(words), key=len, reverse=True))


# Words kept verbatim inside a surrogate address: types, units, particles, compass points.
ADDRESS_KEEP_WORDS = frozenset(
    fold(w.replace("\\", "").rstrip("."))
    for w in (
        POST_STREET_TYPES
        + [w for w in PRE_STREET_TYPES]
        + [w for w in SEPARATE_STREET_TYPES]
        + "apt apartment appt apto suite ste unit flat bldg building box po p o post postbox psc "
        "cmr whg wohnung postfach apartado casilla floor fl room rm étage etage stock door dept "
        "bât bâtiment escalier esc piso puerta stiege top apo fpo dpo aa ae ap cedex and corner "
        "north south east west n s e w ne nw se sw nord sud est ouest bis quater no nr "
        "д дом кв корп стр г daire kat depto dpto edif edificio".split()
        + PARTICLES
        # street, unit and settlement words of other scripts (street_types_world.txt)
        + [line.split("\t")[1] for line in _read_list("street_types_world.txt")]
    )
)

# Country names stay in a surrogate address: they identify nobody and keep it plausible.
COUNTRIES = frozenset(
    fold(c)
    for c in (
        "Albania Algeria Andorra Argentina Armenia Australia Austria Azerbaijan Bahamas Bahrain "
        "Bangladesh Belarus Belgium Belgique België Bolivia Bosnia Botswana Brazil Brasil "
        "Bulgaria Cambodia Cameroon Canada Chile China Colombia Croatia Hrvatska Cuba Cyprus "
        "Czechia Czech Republic Denmark Danmark Ecuador Egypt Estonia Eesti Ethiopia Finland Suomi "
        "France Georgia Germany Deutschland Ghana Greece Greenland Greenlander Guatemala Honduras "
        "Hungary Magyarország Iceland Ísland India Indonesia Iran Iraq Ireland Israel Italy "
        "Italia Jamaica Japan Jordan Kazakhstan Kenya Korea Kosovo Kuwait Latvia Lebanon "
        "Liechtenstein Lithuania Luxembourg Malaysia Malta Mexico México Moldova Monaco Mongolia "
        "Montenegro Morocco Namibia Nepal Netherlands Nederland Zealand Nigeria Norway Norge "
        "Pakistan Panama Paraguay Peru Philippines Poland Polska Portugal Qatar Romania Russia "
        "Rwanda Senegal Serbia Singapore Slovakia Slovensko Slovenia Slovenija Somalia Africa "
        "Spain España Sri Lanka Sweden Sverige Switzerland Schweiz Suisse Syria Taiwan Tanzania "
        "Thailand Tunisia Turkey Türkiye Uganda Ukraine Emirates Kingdom UK USA United States "
        "America Uruguay Uzbekistan Venezuela Vietnam Yemen Zambia Zimbabwe United New South "
        "North Republic Arab Saudi Costa Rica Dominican Sierra Leone Salvador Hong Kong"
    ).split()
)


# States, provinces, regions and big cities, so a place is not taken for a person (the surrogate
# city pool has few of them). Folded, one word each: "New York" contributes "york".
REGIONS = frozenset(
    fold(w)
    for w in (
        "Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida "
        "Georgia Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland "
        "Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Hampshire "
        "Jersey Mexico York Carolina Dakota Ohio Oklahoma Oregon Pennsylvania Rhode Tennessee "
        "Texas Utah Vermont Virginia Washington Wisconsin Wyoming Alberta Columbia Manitoba "
        "Brunswick Newfoundland Labrador Nova Scotia Ontario Québec Quebec Saskatchewan Yukon "
        "Nunavut Queensland Victoria Tasmania Bavaria Bayern Saxony Hesse Brandenburg Bremen "
        "Hamburg Thuringia England Scotland Wales Ulster Normandy Brittany Provence Catalonia "
        "Andalusia Galicia Lombardy Tuscany Sicily Sardinia Flanders Wallonia Siberia Asia "
        "Europe Africa Oceania Antarctica Arctic Caribbean Scandinavia Balkans Pacific Atlantic "
        "Amsterdam Athens Atlanta Ashburn Auckland Austin Baltimore Bangkok Barcelona Beijing "
        "Beirut Belgrade Berlin Bogotá Boston Brisbane Brussels Bucharest Budapest Buenos Aires "
        "Cairo Calgary Canberra Casablanca Chicago Copenhagen Dallas Delhi Denver Detroit Dhaka "
        "Doha Dubai Dublin Edinburgh Frankfurt Geneva Glasgow Hanoi Havana Helsinki Houston "
        "Istanbul Jakarta Jerusalem Johannesburg Kabul Karachi Kyiv Kiev Kinshasa Kolkata "
        "Lagos Lahore Lima Lisbon London Angeles Luxembourg Lyon Madrid Manchester Manila "
        "Marseille Melbourne Miami Milan Milano Minneapolis Montreal Montréal Moscow Mumbai "
        "Munich München Nairobi Naples Orleans Osaka Oslo Ottawa Paris Perth Philadelphia "
        "Phoenix Portland Prague Quito Reykjavik Riga Riyadh Rome Roma Rotterdam Santiago "
        "Paulo Seattle Seoul Shanghai Singapore Sofia Stockholm Stuttgart Sydney Taipei "
        "Tallinn Tehran Tokyo Toronto Tunis Turin Vancouver Venice Vienna Vilnius Warsaw "
        "Wellington Zagreb Zurich Zürich Kraków Krakow Porto Seville Valencia Bilbao Cologne "
        "Köln Düsseldorf Dusseldorf Leipzig Dresden Hanover Nuremberg Antwerp Ghent Bruges "
        "Utrecht Eindhoven Gothenburg Malmö Bergen Aarhus Tampere Gdańsk Gdansk Wrocław Poznań "
        "Brno Bratislava Ljubljana Sarajevo Skopje Tirana Podgorica Chisinau Minsk Tbilisi "
        "Yerevan Baku Almaty Astana Tashkent Mumbai Chennai Bangalore Bengaluru Hyderabad Pune "
        "Karachi Colombo Kathmandu Yangon Kuala Lumpur Jakarta Surabaya Hong Kong Macau "
        "Shenzhen Guangzhou Kyoto Nagoya Busan Honolulu Anchorage Montevideo Asunción Caracas "
        "Medellín Cali Guadalajara Monterrey Tijuana Accra Dakar Addis Ababa Kampala Kigali "
        "Lusaka Harare Luanda Maputo Durban Cape Town Pretoria Algiers Rabat Tripoli Khartoum "
        "Abu Dhabi Muscat Manama Amman Damascus Baghdad Islamabad Ulaanbaatar Everest Himalaya "
        "Himalayas Alps Andes Rockies Sahara Amazonas Mississippi Danube Rhine Thames Seine"
    ).split()
)


INFLECTIONS = (
    ("ies", "y"),
    ("es", ""),
    ("s", ""),
    ("ed", ""),
    ("ed", "e"),
    ("ing", ""),
    ("ing", "e"),
)


def is_common(word: str, common_words: frozenset[str]) -> bool:
    """True if ``word`` (or its singular / stem) is in the English vocabulary ``common_words``."""
    w = word.casefold()
    if w in common_words:
        return True
    for suffix, repl in INFLECTIONS:
        if (
            w.endswith(suffix)
            and len(w) - len(suffix) >= 3
            and w[: -len(suffix)] + repl in common_words
        ):
            return True
    return False


@cache
def vocabulary(languages: tuple[str, ...]) -> frozenset[str]:
    """Common lower-case words of ``languages`` that no name gazetteer holds ("bonjour",
    "merci", "anschrift"), from the frozen wordfreq snapshot ``data/vocabulary.tsv.gz``
    (``python -m curation.pii.vocabulary_build`` says how it is chosen)."""
    import gzip

    wanted = set(languages)
    words = set()
    with gzip.open(DATA_DIR / "vocabulary.tsv.gz", "rt", encoding="utf-8") as fh:
        for line in fh:
            lang, _, word = line.rstrip("\n").partition("\t")
            if lang in wanted:
                words.add(word)
    return frozenset(words)


@cache
def name_stop_words() -> frozenset[str]:
    """Stop words of English and of the other languages spaCy ships lists for among the
    cases' usual ones (fr, de, es, nl, it, pt): never a name on their own ("El", "Sie",
    "mich"). Name particles ("de", "van", "von", "la") are left out: they sit inside names;
    so are foreign stop words that are first names too."""
    # a foreign stop word that is also a first name ("Ella", "Elle") stays a possible name
    foreign = {
        w for w in foreign_stop_words() - set(PARTICLES) if fold(w) not in gazetteer_first_names()
    }
    return frozenset(stop_words() | foreign | script_stop_words())


# Languages written in Greek or Cyrillic letters that spaCy ships stop-word lists for. Their
# stop words cannot be Latin names, so all of them are safe to read as "no name" ("Ο", "Η" of
# "Ο Γιώργος", "и", "на").
SCRIPT_STOP_LANGUAGES = ("el", "ru", "uk", "bg", "mk", "sr")


@cache
def script_stop_words() -> frozenset[str]:
    """spaCy's stop words of ``SCRIPT_STOP_LANGUAGES`` that are written in their own script."""
    import importlib

    import regex

    words: set[str] = set()
    for lang in SCRIPT_STOP_LANGUAGES:
        module = importlib.import_module(f"spacy.lang.{lang}.stop_words")
        words.update(
            w.casefold()
            for w in module.STOP_WORDS
            if regex.fullmatch(r"[\p{Greek}\p{Cyrillic}]+", w)
        )
    return frozenset(words)


@cache
def foreign_stop_words() -> frozenset[str]:
    """spaCy's stop words of fr, de, es, nl, it and pt, first names among them ("ya", "Ella")."""
    import importlib

    words: set[str] = set()
    for lang in ("fr", "de", "es", "nl", "it", "pt"):
        module = importlib.import_module(f"spacy.lang.{lang}.stop_words")
        words.update(w.casefold() for w in module.STOP_WORDS)
    return frozenset(words)


@cache
def stop_words() -> frozenset[str]:
    """spaCy's English stop words (imported lazily: spaCy is heavy)."""
    from spacy.lang.en.stop_words import STOP_WORDS

    return frozenset(STOP_WORDS)


@cache
def spanish_stop_words() -> frozenset[str]:
    """spaCy's Spanish stop words, first names among them ("lo", "le")."""
    from spacy.lang.es.stop_words import STOP_WORDS

    return frozenset(w.casefold() for w in STOP_WORDS)
