"""python manage.py sample_followups --set NAME --quota ordinal=60 --quota pronoun=60 ... --seed 7

What the sampling page does, from a shell: per-pattern quotas, a ``standalone`` quota (turns
with no pattern: a control slice), the filters (only turns whose answer recorded retrieval;
only turns with a reference answer to label against), ``--preview`` to see what the quotas
draw without creating anything, and shortfalls as warnings. It calls the page's services
(``evalset_sample``, ``evalset_sample_preview``).
"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from curation.errors import CurationError
from curation.followups.sampler import SAMPLE_STRATA, STANDALONE
from curation.services.followups import evalset_sample
from curation.services.sampling import SampleFilters, evalset_sample_preview, shortfall_dict


def parse_quota(text: str) -> tuple[str, int]:
    pattern, sep, number = text.partition("=")
    if not sep or not number.strip().isdigit():
        raise CommandError(f"--quota {text!r}: expected PATTERN=N, e.g. ordinal=60")
    return pattern.strip(), int(number)


class Command(BaseCommand):
    help = (
        "Sample a draft eval set with a fixed quota per follow-up pattern (seeded), or preview "
        "what the quotas would draw."
    )

    def add_arguments(self, parser):
        parser.add_argument("--set", dest="set_name", help="the new set's name (not for --preview)")
        parser.add_argument(
            "--quota",
            action="append",
            default=[],
            metavar="PATTERN=N",
            help=f"turns to draw per stratum: {', '.join(SAMPLE_STRATA)}",
        )
        parser.add_argument(
            "--standalone",
            type=int,
            metavar="N",
            help="a control slice of N turns that stand alone (same as --quota standalone=N)",
        )
        parser.add_argument("--seed", type=int, default=7)
        parser.add_argument("--source")
        parser.add_argument("--description", default="")
        parser.add_argument(
            "--allow-reuse", action="store_true", help="also draw turns already in another set"
        )
        parser.add_argument(
            "--with-retrieval",
            action="store_true",
            help="only turns whose answer recorded retrieval",
        )
        parser.add_argument(
            "--with-reference",
            action="store_true",
            help="only turns with a reference answer to label against",
        )
        parser.add_argument(
            "--preview", action="store_true", help="show what the quotas draw; create nothing"
        )

    def handle(self, *args, set_name=None, preview=False, **opts):
        quotas = self._quotas(opts["quota"], opts["standalone"])
        draw = {
            "quotas": quotas,
            "seed": opts["seed"],
            "source": opts["source"] or None,
            "allow_reuse": opts["allow_reuse"],
            "filters": SampleFilters(
                with_retrieval=opts["with_retrieval"], with_reference=opts["with_reference"]
            ),
        }
        if not preview and not set_name:
            raise CommandError("--set NAME is required (or --preview to create nothing)")
        try:
            if preview:
                report = evalset_sample_preview(**draw)
            else:
                eval_set, result = evalset_sample(
                    name=set_name, description=opts["description"], **draw
                )
                report = {
                    "strata": [
                        {
                            "pattern": pattern,
                            "quota": quota,
                            "picked": len(result.picked.get(pattern, [])),
                            "skipped_in_other_set": result.skipped_in_other_set.get(pattern, 0),
                            "skipped_near_duplicate": result.skipped_near_duplicate.get(pattern, 0),
                        }
                        for pattern, quota in quotas.items()
                    ],
                    "shortfalls": shortfall_dict(result),
                }
        except CurationError as exc:
            raise CommandError(str(exc)) from None
        if preview:
            self.stdout.write(
                f"preview (seed {draw['seed']}{_filters_text(draw['filters'])}): "
                f"{report['total']} turns would be drawn; nothing was created"
            )
        else:
            self.stdout.write(
                f"set {eval_set.name!r}: {eval_set.items.count()} items (seed {draw['seed']}"
                f"{_filters_text(draw['filters'])}); open it at /labelling/sets/{eval_set.pk}/"
            )
        self._strata(report["strata"])
        self._shortfalls(report["shortfalls"])

    def _quotas(self, quota: list[str], standalone: int | None) -> dict[str, int]:
        quotas = dict(parse_quota(q) for q in quota)
        if standalone is not None:
            if standalone < 0:
                raise CommandError(f"--standalone {standalone}: expected 0 or more")
            quotas[STANDALONE] = standalone
        if not quotas:
            raise CommandError("give at least one --quota PATTERN=N or --standalone N")
        return quotas

    def _strata(self, strata: list[dict]) -> None:
        for s in strata:
            self.stdout.write(
                f"  {s['pattern']:<22} {s['picked']:>4} / {s['quota']:<4} skipped: already in "
                f"a set {s['skipped_in_other_set']}, near-duplicate {s['skipped_near_duplicate']}"
            )
            for example in s.get("examples", []):
                self.stdout.write(f"      e.g. {example}")

    def _shortfalls(self, shortfalls: dict[str, dict[str, int]]) -> None:
        for pattern, s in shortfalls.items():
            self.stderr.write(
                self.style.WARNING(
                    f"warning: {pattern}: only {s['available']} usable turns for a quota of "
                    f"{s['quota']}; not filled from other patterns"
                )
            )


def _filters_text(filters: SampleFilters) -> str:
    parts = [
        text
        for on, text in (
            (filters.with_retrieval, "only turns with recorded retrieval"),
            (filters.with_reference, "only turns with a reference answer"),
        )
        if on
    ]
    return "; " + ", ".join(parts) if parts else ""
