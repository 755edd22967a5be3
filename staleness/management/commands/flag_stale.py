"""python manage.py flag_stale [--set NAME] [--json]: run the stale-fixture check now.

The same check the nightly beat runs. Prints what was added and resolved and what is open, per
reason; ``--json`` prints ``{"added": {reason: n}, "resolved": {...}, "open": {...}}``.
"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from core.progress import progress_bar
from curation.models import EvalSet
from staleness.models import StaleReason
from staleness.services import stale_check_run


class Command(BaseCommand):
    help = "Flag cases made stale by changed documents, re-chunking or guide changes."

    def add_arguments(self, parser):
        parser.add_argument("--set", dest="set_name", default=None, help="check only this eval set")
        parser.add_argument("--json", action="store_true", help="print the counts as JSON")

    def handle(self, *args, set_name, json: bool, **opts):
        eval_set = None
        if set_name:
            eval_set = EvalSet.objects.filter(name=set_name).first()
            if eval_set is None:
                raise CommandError(f"--set: no eval set named {set_name!r}")
        with progress_bar(None, "stale check", "items", stream=self.stderr._out) as update:
            report = stale_check_run(trigger="command", eval_set=eval_set, on_progress=update)
        summary = report.as_dict()
        if json:
            self.stdout.write(_dumps(summary))
            return
        self.stdout.write(f"checked {report.items_checked} items")
        self.stdout.write(f"{'reason':<20} {'added':>7} {'resolved':>9} {'open':>7}")
        for reason in StaleReason.values:
            self.stdout.write(
                f"{reason:<20} {summary['added'][reason]:>7} {summary['resolved'][reason]:>9} "
                f"{summary['open'][reason]:>7}"
            )


def _dumps(value) -> str:
    return json.dumps(value, sort_keys=True)
