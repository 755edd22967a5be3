"""python manage.py repseudonymize [--source NAME]: pseudonymize what is stored in plain text.

Three kinds of row: traces stored in plain text (all their texts, environment and the eval-item
snapshots taken from them), traces pseudonymized before environments were (their environment
values), and eval items imported before import pseudonymized (their prefix, follow-up and gold
rewrite). ``--source`` limits it to traces and items of that source.
"""

from __future__ import annotations

from django.core.management.base import BaseCommand

from core.progress import progress_bar
from curation.models import EvalItem, Trace
from curation.services.pseudonymize import trace_repseudonymize
from curation.services.pseudonymize_items import (
    evalitem_repseudonymize,
    trace_environment_repseudonymize,
)


class Command(BaseCommand):
    help = (
        "Pseudonymize, in place, traces ingested before pseudonymization was on (or with "
        "--no-pseudonymize), with the eval-item snapshots taken from them; environments of "
        "traces pseudonymized before environments were; and imported eval items stored raw."
    )

    def add_arguments(self, parser):
        parser.add_argument("--source")

    def handle(self, *args, source=None, **opts):
        traces = Trace.objects.order_by("id")
        items = EvalItem.objects.filter(pseudonymized=False, trace=None).order_by("id")
        if source:
            traces = traces.filter(source=source)
            items = items.filter(source=source)
        plain = list(traces.filter(pseudonymized=False).values_list("id", flat=True))
        env = list(
            traces.filter(pseudonymized=True, environment_raw=True).values_list("id", flat=True)
        )
        item_ids = list(items.values_list("id", flat=True))
        with progress_bar(
            len(plain) + len(env) + len(item_ids), "repseudonymize", "rows"
        ) as update:
            n = 0
            for pk in plain:
                trace_repseudonymize(trace=Trace.objects.get(pk=pk))
                n += 1
                update(n)
            for pk in env:
                trace_environment_repseudonymize(trace=Trace.objects.get(pk=pk))
                n += 1
                update(n)
            for pk in item_ids:
                evalitem_repseudonymize(item=EvalItem.objects.get(pk=pk))
                n += 1
                update(n)
        left = Trace.objects.filter(pseudonymized=False).count()
        self.stdout.write(
            f"pseudonymized {len(plain)} traces; {left} left in plain text; "
            f"environments of {len(env)} traces; {len(item_ids)} imported items"
        )
