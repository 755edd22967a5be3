"""python manage.py import_benchmark --format beir|trec-cast DIR --set NAME [--split test]
[--min-relevance 1] [--json]

A BEIR folder (corpus.jsonl, queries.jsonl, qrels/<split>.tsv) or a TREC CAsT year (one topics
*.json, one qrels file, optionally corpus.jsonl of the judged passages) becomes a corpus, one
chunk per document, and an eval set, so a team can score the literature's benchmarks on the same
harness. Refused lines are reported as ``file: line N: field: why``; the others load. Exits 1
when something was refused.
"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from core.progress import progress_bar
from curation.benchmarks.services import FORMATS, benchmark_import
from curation.errors import CurationError


class Command(BaseCommand):
    help = "Import a public benchmark (BEIR folder or TREC CAsT year) as a corpus and an eval set."

    def add_arguments(self, parser):
        parser.add_argument("path", metavar="DIR")
        parser.add_argument("--format", dest="fmt", choices=FORMATS, required=True)
        parser.add_argument("--set", dest="set_name", required=True, help="eval set name")
        parser.add_argument("--split", default="test", help="BEIR qrels split (qrels/SPLIT.tsv)")
        parser.add_argument("--min-relevance", type=int, default=1, dest="min_relevance")
        parser.add_argument("--json", action="store_true", dest="as_json")

    def handle(self, *args, path, fmt, set_name, split, min_relevance, as_json, **opts):
        try:
            with progress_bar(None, f"import {fmt} {path}", "items") as update:
                eval_set, report = benchmark_import(
                    fmt=fmt,
                    path=path,
                    set_name=set_name,
                    split=split,
                    min_relevance=min_relevance,
                    on_progress=update,
                )
        except CurationError as exc:
            raise CommandError(str(exc)) from None
        items = report["items"]
        if as_json:
            self.stdout.write(json.dumps(report, indent=2, sort_keys=True))
        else:
            for problem in report["problems"] + items["problems"]:
                self.stderr.write(f"{path}: {problem}")
            corpus = report["corpus"]
            if corpus is not None:
                self.stdout.write(
                    f"corpus: {corpus['documents']} documents read, {corpus['added']} added, "
                    f"{corpus['unchanged']} unchanged, {corpus['rejected']} rejected "
                    f"({corpus['chunks']} chunks, one per document)"
                )
            else:
                self.stdout.write("corpus: none in the folder (gold ids name the collection's)")
            name = eval_set.name if eval_set is not None else f"{set_name} (not created)"
            self.stdout.write(
                f"{name}: added {items['added']}, already present "
                f"{items['already_present']}, rejected {items['rejected']}; "
                f"{report['without_judgments']} without a relevant judgment (not imported); "
                f"gold not in the current corpus: {items['unresolved_ids']} id(s)"
            )
        if report["problems"] or items["rejected"]:
            raise SystemExit(1)
