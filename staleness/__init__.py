"""Stale fixtures: find the cases a changed corpus or guide has made doubtful.

- ``diffing``: word diffs and text-overlap candidate matching (plain Python).
- ``checks``: the four checks over plain facts about an item and the corpus (plain Python).
- ``selectors``: the facts, read from the database in batches; the work queue's reads.
- ``services``: ``stale_check_run`` (reconcile flags: add, update, resolve), dismissal and
  sending flagged items to re-labelling.
- ``receivers``: re-checks the cases of changed documents; connected to
  ``curation.signals.documents_changed`` in ``apps.py``.
- ``views`` / ``forms`` / ``urls``: the work-queue pages for leads, under /staleness/.
- ``tasks``: the nightly run ``staleness.tasks.flag_stale_nightly`` (Celery beat), the ingest
  trigger and the page's "check now"; the same check is ``python manage.py flag_stale``.
"""
