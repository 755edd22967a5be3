"""Rebuild the detection gazetteers (``data/gazetteer_*.txt``) from Faker's person providers.

    python -m curation.pii.gazetteer_build        # needs Faker (a development tool, not a
                                                  # run-time dependency); rewrites the two files

The files hold the names the detector *recognises*; surrogates are drawn from other, frozen
pools (``first_names.txt``, ``surnames.txt``), so rebuilding the gazetteers changes what is
found, never which surrogate a value gets. What goes in, from every locale of Faker's person
providers (MIT licence):

- Latin-script single-word first names and surnames, as written (accents kept);
- names in Cyrillic, Greek, Georgian and Armenian script, romanised by two common schemes
  (English-style "Sergeyevich" and the simpler "Sergeevich"), so a Russian, Bulgarian,
  Ukrainian, Greek or Georgian name written in Latin letters is known too;
- the romanised Japanese and Chinese names Faker ships, and Russian / Ukrainian patronymics
  (middle names) with their romanisations, which count as surnames here;
- the other-gender forms of Slavic and Baltic surnames Faker generates by rule rather than
  lists (Polish -ski / -ska, Russian -ov / -ova, -in / -ina, Czech -ý / -á ...).

Every entry is a single word of two letters or more; hyphenated names add their parts.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import sys
from collections.abc import Iterable
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"

_LATIN = re.compile(r"^[A-Za-zÀ-ɏḀ-ỿ'’-]+$")
# Greek names are kept in Greek letters too: no other gazetteer source has them.
_GREEK_WORD = re.compile(r"^[\u0370-\u03ff\u1f00-\u1fff]{2,}$")


def _table(letters: str, latin: str) -> dict[str, str]:
    """Letter -> Latin spelling from two space-separated lists ("-" spells nothing)."""
    return {a: ("" if b == "-" else b) for a, b in zip(letters.split(), latin.split(), strict=True)}


# Cyrillic (Russian, Ukrainian, Bulgarian, Macedonian, Serbian, Kazakh letters), two schemes.
_CYRILLIC_EN = _table(
    "а б в г ґ д ђ е ё є ж з ѕ и і ї й ј к ќ л љ м н њ о п р с т ћ у ў ф х ц ч џ ш щ ъ ы ь "
    "э ю я ә ғ қ ң ө ұ ү һ",
    "a b v g g d dj e yo ye zh z dz i i yi y j k kj l lj m n nj o p r s t c u w f kh ts ch dzh "
    "sh shch - y - e yu ya a gh q ng o u u h",
)
_CYRILLIC_SIMPLE = dict(
    _CYRILLIC_EN, х="h", й="i", ю="iu", я="ia", ё="e", щ="sch", ц="c", ж="j", є="ie", ї="i"
)
_GREEK = _table(
    "α ά β γ δ ε έ ζ η ή θ ι ί ϊ ΐ κ λ μ ν ξ ο ό π ρ σ ς τ υ ύ ϋ ΰ φ χ ψ ω ώ",
    "a a v g d e e z i i th i i i i k l m n x o o p r s s t y y y y f ch ps o o",
)
_GREEK_SIMPLE = dict(_GREEK, χ="h", υ="i", ύ="i", β="b", η="i")
_GEORGIAN = _table(
    "ა ბ გ დ ე ვ ზ თ ი კ ლ მ ნ ო პ ჟ რ ს ტ უ ფ ქ ღ ყ შ ჩ ც ძ წ ჭ ხ ჯ ჰ",
    "a b g d e v z t i k l m n o p zh r s t u p k gh q sh ch ts dz ts ch kh j h",
)
_GEORGIAN_SIMPLE = dict(_GEORGIAN, ჟ="j")
_ARMENIAN = _table(
    "ա բ գ դ ե զ է ը թ ժ ի լ խ ծ կ հ ձ ղ ճ մ յ ն շ ո չ պ ջ ռ ս վ տ ր ց ւ փ ք օ ֆ և",
    "a b g d e z e y t zh i l kh ts k h dz gh ch m y n sh o ch p j r s v t r ts v p k o f ev",
)
_ARMENIAN_SIMPLE = dict(_ARMENIAN, յ="i")
_SCHEMES = (
    (_CYRILLIC_EN, _CYRILLIC_SIMPLE),
    (_GREEK, _GREEK_SIMPLE),
    (_GEORGIAN, _GEORGIAN_SIMPLE),
    (_ARMENIAN, _ARMENIAN_SIMPLE),
)

# (masculine ending, feminine ending) by locale: surname forms Faker builds by rule, not lists.
_SLAVIC_PAIRS = tuple(
    tuple(pair.split("/"))
    for pair in "ski/ska cki/cka dzki/dzka sky/skaya skiy/skaya skyi/ska ov/ova ev/eva yov/yova "
    "in/ina ovich/ovna evich/evna ský/ská cký/cká ý/á".split()
)
_BALTIC_PAIRS = (("as", "ienė"), ("is", "ienė"), ("us", "ienė"), ("s", "a"))
_GENDER_PAIRS = {
    **dict.fromkeys(("pl_PL", "cs_CZ", "sk_SK", "ru_RU", "uk_UA", "bg_BG", "mk_MK"), _SLAVIC_PAIRS),
    **dict.fromkeys(("lt_LT", "lv_LV"), _BALTIC_PAIRS),
}


def transliterations(word: str) -> set[str]:
    """Latin spellings of a Cyrillic, Greek, Georgian or Armenian word (empty if none applies)."""
    out = set()
    low = word.lower()
    if any(ch in _GREEK for ch in low):
        low = _greek_digraphs(low)
    for english, simple in _SCHEMES:
        if not any(ch in english for ch in low):
            continue
        for table in (english, simple):
            if all(ch in table or "a" <= ch <= "z" for ch in low):
                latin = "".join(table.get(ch, ch) for ch in low)
                # Cyrillic "е" after a vowel or at the start reads "ye" in English spelling
                if table is _CYRILLIC_EN:
                    out.add(_capital(_ye(low)))
                out.add(_capital(latin))
    return {w for w in out if len(w) >= 2 and _LATIN.match(w)}


# Greek letter pairs read as one sound ("Παπαδόπουλος" is Papadopoulos, not Papadopoylos);
# replaced by Latin letters first, which both Greek tables leave as they are.
_GREEK_DIGRAPHS = (
    ("ού", "ou"),
    ("ου", "ou"),
    ("αύ", "af"),
    ("αυ", "av"),
    ("εύ", "ef"),
    ("ευ", "ev"),
    ("μπ", "b"),
    ("ντ", "d"),
    ("γκ", "g"),
    ("γγ", "ng"),
    ("τσ", "ts"),
    ("τζ", "tz"),
)


def _greek_digraphs(low: str) -> str:
    for greek, latin in _GREEK_DIGRAPHS:
        low = low.replace(greek, latin)
    return low


def _ye(low: str) -> str:
    out = []
    for i, ch in enumerate(low):
        if ch == "е" and (i == 0 or low[i - 1] in "аеёиоуыэюяьъ"):
            out.append("ye")
        else:
            out.append(_CYRILLIC_EN.get(ch, ch))
    return "".join(out)


def _capital(word: str) -> str:
    return word[:1].upper() + word[1:]


def _strings(value) -> list[str]:
    if isinstance(value, dict):
        value = list(value)
    if isinstance(value, list | tuple):
        return [s for s in value if isinstance(s, str)]
    return []


def _words(name: str) -> Iterable[str]:
    """Name words: a hyphenated name also gives its parts, CAPITALS become Title case, and
    particles ("de", "van", "d'"), suffixes ("Jr", "III") and stray apostrophes are skipped."""
    parts = [p.strip("'’") for p in re.split(r"\s+", name.strip())]
    for word in parts + [q.strip("'’") for p in parts if "-" in p for q in p.split("-")]:
        if _NOT_NAMES.match(word) or (len(word) <= 2 and word.casefold() in _FUNCTION_WORDS):
            continue
        if not _LATIN.match(word):
            if len(word) >= 2:
                yield word  # another script (Georgian has no capitals): romanised later
            continue
        if word.isupper() or (word.islower() and len(word) > 3):
            word = word.capitalize()
        if len(word) >= 2 and word[:1].isupper():
            yield word


_NOT_NAMES = re.compile(r"^(?:[IVX]+|(?i:jr|sr|st|mc|mac))\.?$")
# two-letter English words that romanised Chinese surnames spell ("He", "An")
_FUNCTION_WORDS = frozenset(
    "an as at be by do go he if in is it me my no of on or so to up us we".split()
)


def _kind(attribute: str) -> str | None:
    if attribute.startswith(("first_name", "first_romanized_name")):
        return "first"
    if attribute.startswith(("last_name", "last_romanized_name", "middle_name")) or (
        attribute.endswith("last_names")
    ):
        return "last"
    return None


def collect() -> tuple[set[str], set[str]]:
    """(first names, surnames) from every Faker person provider, as described in the module."""
    import faker.providers.person as person

    first: set[str] = set()
    last: set[str] = set()
    gendered: set[tuple[str, str]] = set()
    for module in pkgutil.iter_modules(person.__path__):
        provider = importlib.import_module(f"{person.__name__}.{module.name}").Provider
        for attribute in dir(provider):
            kind = None if attribute.startswith("_") else _kind(attribute)
            if kind is None:
                continue
            value = getattr(provider, attribute, None)
            if callable(value):
                continue
            target = first if kind == "first" else last
            for name in _strings(value):
                for word in _words(name):
                    found = {word} if _LATIN.match(word) else transliterations(word)
                    if _GREEK_WORD.match(word):
                        found.add(word)  # "Νίκος" as Greek text writes it, and romanised
                    target.update(found)
                    if kind == "last" and module.name in _GENDER_PAIRS:
                        gendered.update((module.name, w) for w in found)
    for locale, word in gendered:
        low = word.lower()
        for masculine, feminine in _GENDER_PAIRS[locale]:
            for a, b in ((masculine, feminine), (feminine, masculine)):
                if low.endswith(a) and len(low) - len(a) >= 3:
                    last.add(word[: len(word) - len(a)] + b)
                    break
            else:
                continue
            break
    return first, last


def write(path: Path, header: str, names: set[str]) -> None:
    lines = [header, *sorted(names)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> int:
    try:
        import faker
    except ImportError:
        print("Faker is needed to rebuild the gazetteers: pip install Faker", file=sys.stderr)
        return 1
    first, last = collect()
    source = (
        f"from all Faker {faker.VERSION} person providers (MIT licence, github.com/joke2k/faker), "
        "built by curation/pii/gazetteer_build.py"
    )
    write(DATA_DIR / "gazetteer_first_names.txt", f"# First names for detection, {source}", first)
    write(DATA_DIR / "gazetteer_surnames.txt", f"# Surnames for detection, {source}", last)
    print(f"{len(first)} first names, {len(last)} surnames written to {DATA_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
