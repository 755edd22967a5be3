"""python manage.py make_demo: build the seeded demo and ingest it, idempotently.

Stages run in the order a real deployment lives through them: the corpus as it was when the
traces were captured, the traces (pseudonymized at ingest), follow-up mining and a sampled set,
labelling, replay runs, and finally the documentation edits made after capture, which the
staleness check turns into a work queue. A second run finds everything in place and adds nothing.
"""

from __future__ import annotations

import time

from django.conf import settings
from django.core.management.base import BaseCommand

from demo.build import DEMO_STAGES


class Command(BaseCommand):
    help = "Build the seeded demo (corpus, traces, sets, labels, runs) and ingest it."

    def add_arguments(self, parser):
        parser.add_argument("--seed", type=int, default=7)
        parser.add_argument("--conversations", type=int, default=2000)
        parser.add_argument("--docs", type=int, default=300)
        parser.add_argument("--outdir", default=None, help="where the demo JSONL files go")

    def handle(self, *args, seed, conversations, docs, outdir, **opts):
        outdir = outdir or str(settings.VAR_DIR / "demo")
        context = {
            "seed": seed,
            "conversations": conversations,
            "docs": docs,
            "outdir": outdir,
            "stdout": self.stdout,
            "stderr": self.stderr,
        }
        for name, stage in DEMO_STAGES:
            started = time.perf_counter()
            summary = stage(context)
            self.stdout.write(f"[{time.perf_counter() - started:6.1f}s] {name}: {summary}")
