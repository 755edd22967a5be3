"""python manage.py capture_report [--source NAME] [--json]"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand

from curation.selectors import capture_report


class Command(BaseCommand):
    help = "Per source, the share of traces carrying each field later stages need."

    def add_arguments(self, parser):
        parser.add_argument("--source")
        parser.add_argument("--json", action="store_true", dest="as_json")

    def handle(self, *args, source=None, as_json=False, **opts):
        report = capture_report(source=source)
        if as_json:
            self.stdout.write(json.dumps(report, indent=2))
            return
        if not report:
            self.stdout.write("no traces")
        for entry in report:
            self.stdout.write(f"\n{entry['source']}: {entry['traces']} traces")
            for f in entry["fields"]:
                share = "n/a" if f["share"] is None else f"{f['share']:6.1%}"
                self.stdout.write(
                    f"  {f['label']:<22} {share:>7}  ({f['carried']}/{f['applicable']})"
                )
            for line in entry["advice"]:
                self.stdout.write(f"  add to tracing: {line}")
