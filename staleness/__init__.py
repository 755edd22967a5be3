"""Stale fixtures: find the cases a changed corpus or guide has made doubtful.

- ``diffing``: word diffs and text-overlap candidate matching (plain Python).
- ``checks``: the four checks over plain facts about an item and the corpus (plain Python).
- ``selectors``: the facts, read from the database in batches; the work queue's reads.
- ``services``: ``stale_check_run`` (reconcile flags: add, update, resolve), dismissal and
  sending flagged items to re-labelling.
- ``listeners``: the corpus-ingest hook that re-checks the cases of changed documents.
- ``views`` / ``forms``: the work-queue pages for leads (URLs in ``staleness/urls.py``).
- ``demo``: ``seed_demo_staleness`` for ``make_demo``.

The nightly run is ``staleness.tasks.flag_stale_nightly`` (Celery beat); the same check is
``python manage.py flag_stale [--set NAME] [--json]``.
"""
