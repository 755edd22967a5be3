"""Rebuild ``data/street_types.txt``, the street-type words of every Faker locale.

    python -m curation.pii.street_types_build     # needs Faker (a development tool, not a
                                                  # run-time dependency); rewrites the file

Each locale's address provider lists its street types (``street_prefixes*``,
``street_suffixes*``) and says in ``street_name_formats`` where they stand: a type written
before a name with a space ("{{street_prefix}} {{last_name}}": "Rotonda", "Calle") is a
``pre`` type, one written after a name with a space ("{{last_name}} {{street_suffix}}":
"Circles", "Steps") a ``post`` type; a prefix list no format uses is a ``pre`` type by its
name (vi_VN's "Đường", "Phố"). Types glued to the name ("Haupt|straße") and lists a
format uses otherwise (Malaysian street names kept as suffixes) are left out, as are words in
other scripts, words of fewer than three letters, phrases, and words that are among the most
frequent of English (wordfreq Zipf >= MAX_ZIPF: "little", "end", "top", "line"). The address recognizer takes
them only where a house number stands next to them, so a bare "Campo" or "Diagonal" in a
sentence is no address.

Faker leaves out the street types of scripts without letter case and of several languages
(Hebrew רחוב, Persian خیابان, Georgian ქ., Hindi मार्ग, Azerbaijani küçəsi, Icelandic
-stígur): those are kept by hand in ``data/street_types_world.txt`` (general postal
vocabulary of each country's addressing convention, not words of any exam), read by
``world_streets``; this script does not touch that file.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import sys
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"

MAX_ZIPF = 5.0
_LATIN = re.compile(r"^[a-zà-ɏḀ-ỿ'’]{3,}$")
_NAME = r"\{\{(?:last_name|first_name|street_title|street_name|city_name|name)[^}]*\}\}"


def _kind(attribute: str, formats: str) -> str | None:
    """ "pre", "post" or None for one list of a provider, from the formats that use it."""
    field = "street_prefix" if attribute.startswith("street_prefix") else "street_suffix"
    if re.search(rf"\{{\{{{field}[^}}]*\}}\}} {_NAME}", formats):
        return "pre"
    if re.search(rf"{_NAME} \{{\{{{field}[^}}]*\}}\}}", formats):
        return "post"
    if field not in formats and field == "street_prefix":
        # a prefix list no format uses (vi_VN lists "Đường", "Phố" but formats only suffixes):
        # its name still says the words stand before a street's name
        return "pre"
    return None


def collect() -> dict[str, set[str]]:
    """{"pre": words, "post": words} over every locale of Faker's address providers."""
    import faker.providers.address as base
    from wordfreq import zipf_frequency

    found: dict[str, set[str]] = {"pre": set(), "post": set()}
    for module in pkgutil.iter_modules(base.__path__):
        try:
            provider = importlib.import_module(f"{base.__name__}.{module.name}").Provider
        except (ImportError, AttributeError):
            continue
        formats = " | ".join(getattr(provider, "street_name_formats", ()) or ())
        for attribute in dir(provider):
            if not attribute.startswith(("street_prefix", "street_suffix")):
                continue
            values = getattr(provider, attribute)
            if callable(values) or isinstance(values, str):
                continue
            kind = _kind(attribute, formats)
            if kind is None:
                continue
            for value in values.keys() if isinstance(values, dict) else values:
                word = str(value).strip().lower()
                if _LATIN.match(word) and zipf_frequency(word, "en") < MAX_ZIPF:
                    found[kind].add(word)
    return found


def main() -> int:
    try:
        import faker
    except ImportError:
        print("Faker is needed to rebuild the street types: pip install Faker", file=sys.stderr)
        return 1
    found = collect()
    lines = [
        f"# Street types (kind<TAB>word) from all Faker {faker.VERSION} address providers "
        "(MIT licence, github.com/joke2k/faker), built by curation/pii/street_types_build.py",
        *(f"{kind}\t{word}" for kind in ("pre", "post") for word in sorted(found[kind])),
    ]
    (DATA_DIR / "street_types.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(found['pre'])} pre and {len(found['post'])} post street types written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
