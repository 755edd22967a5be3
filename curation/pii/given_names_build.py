"""Rebuild ``data/given_names.txt.gz`` from the ``names-dataset`` package (Philippe Rémy's name
dataset, Apache-2.0: given names and their per-country popularity ranks from a large public
social-network crawl), a source other than Faker, whose lists the exams draw names from.

    python -m curation.pii.given_names_build PATH/TO/names_dataset/v3/first_names.pkl.gz

names-dataset is a development tool (about 55 MB), not a run-time dependency: unpack its wheel
anywhere and point this at its ``first_names.pkl.gz``. The file keeps every one-word given name
in Latin letters that ranks among the ``MAX_RANK`` most popular of a country whose language the
cases are written in: pet forms and short forms are ranked like full names there ("Kasia",
"Jocke", "Truus", "Mišo"), which Faker's lists of full names lack. ``given_names`` reads it for
``openers.py`` (a message opened by a given name before a verb).
"""

from __future__ import annotations

import sys
from pathlib import Path

import regex as re

from curation.pii.script_names_build import load_names, write_gzip

OUT = Path(__file__).resolve().parent / "data" / "given_names.txt.gz"
MAX_RANK = 2000
# Countries of the Latin-script languages the cases and ``lexicon.LATIN_LANGUAGES`` cover.
COUNTRIES = frozenset(
    "GB US IE CA AU NZ FR BE CH DE AT ES MX AR NL IT PT BR PL CZ SK SI HR RS BA LT LV SE DK NO "
    "FI HU RO TR IS EE".split()
)
_NAME = re.compile(r"\p{Lu}[\p{Ll}\p{M}]+")


def build(source: Path) -> list[str]:
    names = load_names(source)
    return sorted(
        name
        for name, info in names.items()
        if _NAME.fullmatch(name)
        and any(rank <= MAX_RANK for c, rank in info["rank"].items() if c in COUNTRIES)
    )


def main(argv: list[str]) -> int:
    names = build(Path(argv[0]))
    write_gzip(OUT, "\n".join(names) + "\n")
    print(f"{len(names)} names -> {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
