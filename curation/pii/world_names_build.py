"""Rebuild ``data/world_names.txt.gz``: Latin-script first names and surnames of the world that
the Faker gazetteers lack, used only to *detect* people.

    python -m curation.pii.world_names_build [DIR]   # DIR holds names-dataset's v3 pickles
                                                     # (default /tmp/nd/x/names_dataset/v3)

A development tool, like ``script_names_build`` (same source, same reading: names-dataset's two
gzip'd pickles, Apache-2.0, counted from public profiles of 105 countries; independent of Faker
and of every exam, whose names were typed by hand). The Faker gazetteers hold the names of
Faker's locales; a Basque given name ("Miren"), a Romanian or Iranian surname a Faker locale
does not list ("Sadeghi", "Zubizarreta") was no name to any rule that asks a gazetteer.

What goes in, and why:

- one word in Latin letters, capitalised and otherwise lower case (one hyphen or apostrophe
  allowed), three letters or more, that the dataset ranks among the ``MAX_RANK`` most common
  first names or surnames of some country (the rest are one-off spellings and profile noise);
- no word that is also a word: English Zipf below ``MAX_ENGLISH_ZIPF`` and below
  ``MAX_OTHER_ZIPF`` in every Latin-script language wordfreq knows (``lexicon.best_zipf``), so
  "Market", "Jalan" and "Kantor" stay out though profiles hold them; a product or a place
  famous in English text ("Ansible", "Reykjavík", "Quezon") is too frequent there;
- no place of the gazetteers' place lists (``people_words.is_place``);
- nothing Faker's gazetteers hold already.

Output: ``f<TAB>Name`` or ``l<TAB>Name`` lines, sorted; gzip'd with mtime 0, so one dataset gives
the same bytes. ``lexicon.gazetteer_first_names`` and ``gazetteer_surnames`` add them.
"""

from __future__ import annotations

import sys
from pathlib import Path

import regex as re

from curation.pii import lexicon as lx
from curation.pii.people_words import is_place
from curation.pii.script_names_build import DEFAULT_SOURCE, load_names, write_gzip

OUT = Path(__file__).resolve().parent / "data" / "world_names.txt.gz"
MAX_RANK = 1000
MAX_ENGLISH_ZIPF = 2.0
MAX_OTHER_ZIPF = 4.0
_NAME = re.compile(r"\p{Lu}[\p{Ll}\p{M}]+(?:[-'’]\p{Lu}?[\p{Ll}\p{M}]+)?")
_LATIN = re.compile(r"[\p{Latin}\p{M}'’-]+")


def _wanted(name: str, info: dict) -> bool:
    if len(name) < 3 or not _NAME.fullmatch(name) or not _LATIN.fullmatch(name):
        return False
    ranks = [r for r in info.get("rank", {}).values() if r]
    if not ranks or min(ranks) > MAX_RANK:
        return False
    key = name.casefold()
    if lx.zipf(key) >= MAX_ENGLISH_ZIPF or lx.best_zipf(key) >= MAX_OTHER_ZIPF:
        return False
    folded = lx.fold(name)
    if folded in lx.gazetteer_names("f", world=False) or folded in lx.gazetteer_names(
        "l", world=False
    ):
        return False
    return not is_place(name)


def rows(first: dict, last: dict) -> list[str]:
    out = {f"f\t{n}" for n, info in first.items() if _wanted(n, info)}
    out |= {f"l\t{n}" for n, info in last.items() if _wanted(n, info)}
    return sorted(out)


def write(source: Path = DEFAULT_SOURCE, target: Path = OUT) -> int:
    lines = rows(
        load_names(source / "first_names.pkl.gz"), load_names(source / "last_names.pkl.gz")
    )
    write_gzip(target, "\n".join(lines) + "\n")
    return len(lines)


if __name__ == "__main__":
    src = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SOURCE
    print(write(src), "names written to", OUT)
