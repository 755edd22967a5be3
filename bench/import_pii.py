"""How much pseudonymizing imported eval items costs: ``python -m bench.import_pii [--items N]``.

Imports N synthetic support items (four texts each: two prefix messages, the follow-up shared by
all, a gold rewrite; each with a name, email, phone, account id and street address, all
distinct) into a scratch SQLite database through ``evalset_import_lines``, once with
pseudonymization off (the ceiling: parsing and storing only) and once on, after a small warm-up
import that loads the models. Prints items/s for both and their ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path

FIRST = [
    "Ingrid",
    "Tobias",
    "Margaux",
    "Oskar",
    "Lena",
    "Pavel",
    "Amira",
    "Kenji",
    "Sofia",
    "Diego",
]
LAST = [
    "Halvorsen",
    "Ferreira",
    "Delacroix",
    "Lindqvist",
    "Novak",
    "Okafor",
    "Tanaka",
    "Rossi",
    "Moreau",
    "Schmidt",
]


def items(start: int, n: int, prefix: str) -> list[str]:
    rows = []
    for i in range(start, start + n):
        first, last = FIRST[i % 10], LAST[(i // 10) % 10]
        rows.append(
            json.dumps(
                {
                    "id": f"{prefix}{i}",
                    "prefix": [
                        {
                            "role": "user",
                            "content": f"Hi, this is {first} {last}. Reach me at "
                            f"{first.lower()}.{last.lower()}@example.org or +44 20 7946 {1000 + i:04d}.",
                        },
                        {
                            "role": "assistant",
                            "content": f"Account acct_{20000 + i} is registered to "
                            f"{100 + i} Maple Avenue, Springfield.",
                        },
                    ],
                    "follow_up": "Is that one still open?",
                    "gold": [],
                    "unanswerable": True,
                    "gold_rewrite": f"Is acct_{20000 + i} of {first} {last} still open?",
                }
            )
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=500)
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="assay-bench-import-"))
    os.environ.update(
        DATABASE_URL=f"sqlite:///{scratch / 'bench.sqlite3'}",
        ASSAY_VAR_DIR=str(scratch),
        CELERY_BROKER_URL="",
        DJANGO_SETTINGS_MODULE="config.settings",
    )
    os.environ.setdefault("DEBUG", "1")
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    from core.jsonl import iter_json_lines
    from curation.services.evalsets import evalset_import_lines

    call_command("migrate", verbosity=0)
    settings.ASSAY_PSEUDONYMIZE = True
    evalset_import_lines(lines=iter_json_lines(items(0, 5, "w")), set_name="warm-up")
    rates = {}
    for on in (False, True):
        settings.ASSAY_PSEUDONYMIZE = on
        lines = items(10, args.items, "on" if on else "off")
        start = time.perf_counter()
        _, report = evalset_import_lines(lines=iter_json_lines(lines), set_name=f"bench-{on}")
        seconds = time.perf_counter() - start
        rates[on] = report.added / seconds
        label = "pseudonymized import" if on else "import, pseudonymization off (ceiling)"
        print(f"{label:42} {report.added} items in {seconds:6.2f} s = {rates[on]:8.1f} items/s")
    print(f"{'ratio (on / off)':42} {rates[True] / rates[False]:.4f}")


if __name__ == "__main__":
    main()
