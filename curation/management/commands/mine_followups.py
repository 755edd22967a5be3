"""python manage.py mine_followups [--source NAME] [--json]"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand

from core.progress import progress_bar
from curation.models import Trace
from curation.selectors import followup_partition
from curation.services.followups import followups_mine


class Command(BaseCommand):
    help = "Run the follow-up detector over ingested traces (idempotent) and print the partition."

    def add_arguments(self, parser):
        parser.add_argument("--source")
        parser.add_argument("--json", action="store_true", dest="as_json")

    def handle(self, *args, source=None, as_json=False, **opts):
        traces = Trace.objects.filter(source=source) if source else Trace.objects.all()
        with progress_bar(traces.count(), "mine", "traces") as update:
            mined = followups_mine(source=source, on_progress=update)
        report = followup_partition(source=source)
        if as_json:
            self.stdout.write(json.dumps({"mined": mined.as_dict(), "partition": report}, indent=2))
            return
        self.stdout.write(
            f"non-first user turns: {mined.turns} (classified now {mined.mined}, "
            f"already mined {mined.skipped})"
        )
        self.stdout.write(write_partition(report))


def _distance_key(item: tuple[str, int]) -> tuple[bool, int]:
    """Distances as numbers (2 before 10), "unknown" last."""
    distance = item[0]
    return (not distance.isdigit(), int(distance) if distance.isdigit() else 0)


def write_partition(report: dict) -> str:
    lines = [f"{'pattern':<22}{'count':>8}{'share':>9}   antecedent distance (user turns back)"]
    for entry in report["entries"]:
        dist = report["distances"].get(entry["label"], {})
        spread = ", ".join(f"{d}: {n}" for d, n in sorted(dist.items(), key=_distance_key))
        lines.append(f"{entry['label']:<22}{entry['count']:>8}{entry['share']:>8.1f}%   {spread}")
    total_share = sum(e["share"] for e in report["entries"])
    lines.append(f"{'total':<22}{report['total']:>8}{total_share:>8.1f}%")
    return "\n".join(lines)
