"""python manage.py sample_followups --set NAME --quota ordinal=60 --quota pronoun=60 ... --seed 7"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from curation.errors import CurationError
from curation.services.followups import evalset_sample


def parse_quota(text: str) -> tuple[str, int]:
    pattern, sep, number = text.partition("=")
    if not sep or not number.strip().isdigit():
        raise CommandError(f"--quota {text!r}: expected PATTERN=N, e.g. ordinal=60")
    return pattern.strip(), int(number)


class Command(BaseCommand):
    help = "Sample a draft eval set with a fixed quota per follow-up pattern (seeded)."

    def add_arguments(self, parser):
        parser.add_argument("--set", required=True, dest="set_name")
        parser.add_argument("--quota", action="append", required=True, metavar="PATTERN=N")
        parser.add_argument("--seed", type=int, default=7)
        parser.add_argument("--source")
        parser.add_argument(
            "--allow-reuse", action="store_true", help="also draw turns already in another set"
        )

    def handle(self, *args, set_name, quota, seed, source=None, allow_reuse=False, **opts):
        quotas = dict(parse_quota(q) for q in quota)
        try:
            eval_set, result = evalset_sample(
                name=set_name, quotas=quotas, seed=seed, source=source, allow_reuse=allow_reuse
            )
        except CurationError as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(f"set {eval_set.name!r}: {eval_set.items.count()} items (seed {seed})")
        for pattern, q in quotas.items():
            picked = len(result.picked.get(pattern, []))
            self.stdout.write(
                f"  {pattern:<22} {picked:>4} / {q:<4} skipped: already in a set "
                f"{result.skipped_in_other_set.get(pattern, 0)}, near-duplicate "
                f"{result.skipped_near_duplicate.get(pattern, 0)}"
            )
        for s in result.shortfalls:
            self.stderr.write(
                f"shortfall: {s.pattern} has {s.available} usable candidates for a quota of "
                f"{s.quota}; not filled from other patterns"
            )
