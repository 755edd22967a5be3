"""Replay an eval set in an arm and score it.

- ``arms``: how each arm builds its query from a case (plain Python); ``metrics``, ``stats``:
  per-item retrieval metrics, intervals and paired comparisons (plain Python and numpy).
- ``cassette``: recorded tool calls served back, refusing unrecorded ones.
- ``services`` / ``selectors``: runs planned, executed in idempotent batches, resumed, reported.
- ``tasks``: the Celery tasks (``embed_*`` go to the embeddings queue); ``views``, ``api``,
  ``urls``, ``forms`` and the ``replay`` / ``compare_runs`` commands.

Embedding, corpus indexes and the exhaustive top-k search are ``curation.search``.
"""
