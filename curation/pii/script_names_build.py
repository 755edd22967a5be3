"""Rebuild ``data/script_names.tsv.gz``: person names written in non-Latin alphabets.

    python -m curation.pii.script_names_build [DIR]   # DIR holds names-dataset's v3 pickles
                                                      # (default /tmp/nd/x/names_dataset/v3)

A development tool, like ``gazetteer_build``: the source is the ``names-dataset`` PyPI package
(Apache-2.0, first and last names counted from public social-network profiles of 105 countries),
which is independent of Faker, the generator of the Latin gazetteers and of some test cases.
Its two gzip'd pickles map a name to ``{"country": {CC: share}, "gender": {...}, "rank": {CC:
rank}}``; they are read with gzip and pickle, so the package itself need not be installed.

What goes in, and why:

- single words of two letters or more wholly in one of ``SCRIPTS`` (combining marks allowed),
  that is every alphabet but Latin and the CJK ones, which ``cjk_names`` covers from its own
  pools; a word joined by ZWNJ or with a digit is left out;
- only names the dataset *ranks* in some country (it ranks the names common enough there; the
  rest are one-off spellings and noise);
- each word's wordfreq Zipf frequency, the highest in the languages written in its script
  (``LANGUAGES``): a name that is also a frequent word (Hebrew "אור", light) is kept but marked,
  and ``script_names`` takes it for a name only with other evidence. Words too frequent to be
  worth it (``DROP_ZIPF`` and up: the commonest function words, which the dataset holds as
  profile noise) are dropped.

Output: one ``word<TAB>roles<TAB>script<TAB>zipf<TAB>rank`` line per word, sorted, where roles is
``f``, ``l`` or ``fl`` (first name, last name, both) and rank is the best rank in any country.
The output is deterministic (sorted, no timestamps) for a given dataset.
"""

from __future__ import annotations

import gzip
import pickle
import sys
from pathlib import Path

import regex as re

DATA_FILE = Path(__file__).resolve().parent / "data" / "script_names.tsv.gz"
DEFAULT_SOURCE = Path("/tmp/nd/x/names_dataset/v3")

SCRIPTS = (
    "Hebrew",
    "Arabic",
    "Devanagari",
    "Bengali",
    "Gurmukhi",
    "Gujarati",
    "Tamil",
    "Telugu",
    "Kannada",
    "Malayalam",
    "Sinhala",
    "Thai",
    "Georgian",
    "Armenian",
    "Cyrillic",
    "Greek",
    "Ethiopic",
)
# wordfreq's languages written in each script (none for Georgian, Armenian, Thai ...)
LANGUAGES = {
    "Hebrew": ("he",),
    "Arabic": ("ar", "fa", "ur"),
    "Devanagari": ("hi",),
    "Bengali": ("bn",),
    "Tamil": ("ta",),
    "Cyrillic": ("ru", "uk", "bg", "mk"),
    "Greek": ("el",),
}
# At least this frequent (Zipf 6: one word in a million... a thousand) is a function word.
DROP_ZIPF = 6.0

_SCRIPT_WORD = {s: re.compile(rf"^\p{{Script={s}}}[\p{{Script={s}}}\p{{M}}]+$") for s in SCRIPTS}


def script_of(word: str) -> str | None:
    """The script of ``SCRIPTS`` a word of two letters or more is wholly written in, or None."""
    for script, rx in _SCRIPT_WORD.items():
        if rx.match(word):
            return script
    return None


def zipf(word: str, script: str) -> float:
    """The word's highest wordfreq Zipf frequency in its script's languages (0 for none)."""
    from wordfreq import zipf_frequency

    return max((zipf_frequency(word, lang) for lang in LANGUAGES.get(script, ())), default=0.0)


def rows(first: dict, last: dict) -> list[tuple[str, str, str, float, int]]:
    """``(word, roles, script, zipf, best rank)`` for every kept word, sorted by word."""
    found: dict[str, tuple[str, str, int]] = {}
    for role, table in (("f", first), ("l", last)):
        for word, info in table.items():
            script = script_of(word)
            ranks = (info or {}).get("rank") or {}
            if script is None or not ranks:
                continue
            best = min(ranks.values())
            roles, _, old = found.get(word, ("", script, best))
            found[word] = (roles + role, script, min(best, old))
    out = []
    for word in sorted(found):
        roles, script, best = found[word]
        z = round(zipf(word, script), 1)
        if z < DROP_ZIPF:
            out.append((word, roles, script, z, best))
    return out


def load_names(path: Path) -> dict:
    """One of names-dataset's gzip'd pickles (name -> country shares, gender, ranks)."""
    with gzip.open(path) as f:
        return pickle.load(f)  # noqa: S301 - a known local file of the dataset package


def write_gzip(target: Path, text: str) -> None:
    """``text`` gzip'd with mtime=0: the same dataset gives the same bytes."""
    with open(target, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as out:
        out.write(text.encode("utf-8"))


def write(source: Path = DEFAULT_SOURCE, target: Path = DATA_FILE) -> int:
    first = load_names(source / "first_names.pkl.gz")
    last = load_names(source / "last_names.pkl.gz")
    lines = [f"{w}\t{r}\t{s}\t{z}\t{b}\n" for w, r, s, z, b in rows(first, last)]
    write_gzip(target, "".join(lines))
    return len(lines)


if __name__ == "__main__":
    src = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SOURCE
    print(write(src), "names written to", DATA_FILE)
