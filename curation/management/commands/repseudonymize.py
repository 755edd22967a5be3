"""python manage.py repseudonymize [--source NAME]: pseudonymize traces stored in plain text."""

from __future__ import annotations

from django.core.management.base import BaseCommand

from core.progress import progress_bar
from curation.models import Trace
from curation.services.pseudonymize import trace_repseudonymize


class Command(BaseCommand):
    help = ("Pseudonymize, in place, traces ingested before pseudonymization was on (or with "
            "--no-pseudonymize), with the eval-item snapshots taken from them.")

    def add_arguments(self, parser):
        parser.add_argument("--source")

    def handle(self, *args, source=None, **opts):
        todo = Trace.objects.filter(pseudonymized=False).order_by("id")
        if source:
            todo = todo.filter(source=source)
        ids = list(todo.values_list("id", flat=True))
        with progress_bar(len(ids), "repseudonymize", "traces") as update:
            for n, pk in enumerate(ids, 1):
                trace_repseudonymize(trace=Trace.objects.get(pk=pk))
                update(n)
        self.stdout.write(f"pseudonymized {len(ids)} traces; "
                          f"{Trace.objects.filter(pseudonymized=False).count()} left in plain text")
