"""python manage.py demo_assistant [--port 8300] [--misbehave random=0.2,unrecorded_tool=0.05]

Serves the demo's reference assistant (``POST /``) and its rule-based judge (``POST /judge``)
until interrupted; see :mod:`demo.assistant`.
"""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand, CommandError

from demo.assistant import parse_behaviour, serve


class Command(BaseCommand):
    help = "Serve the reference assistant that honours the system contract (and a judge)."

    def add_arguments(self, parser):
        parser.add_argument("--port", type=int, default=8300)
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument(
            "--misbehave",
            default="",
            help="shares of cases to misbehave on: ignore_fixtures, unrecorded_tool, random "
            "(e.g. random=0.2,unrecorded_tool=0.05; a bare name means every case)",
        )
        parser.add_argument("--seed", type=int, default=0)

    def handle(self, *args, port, host, misbehave, seed, **opts):
        try:
            behaviour = parse_behaviour(misbehave, seed)
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        server = serve(port, behaviour=behaviour, host=host)
        where = f"http://{host}:{server.server_address[1]}/"
        self.stdout.write(f"reference assistant at {where} (judge at {where}judge); Ctrl-C stops")
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            server.shutdown()
