"""Versioned exports: freeze an eval set into an immutable version, then write it out.

- ``content``: the frozen content of a set (every item with its truth, case and labelling) as
  plain JSON, and its canonical hash.
- ``services``: ``evalset_freeze`` (idempotent: unchanged content returns the existing version).
- ``formats``: ``jsonl`` (the follow-up item shape ``import_evalset`` reads), ``cases`` (the
  frozen-case shape) and ``trec`` (qrels), plain Python over the frozen content.
- ``views`` / ``api``: downloads in the web app and the same from the API (leads only).
- ``selectors``: how each item was labelled, and which runs scored which version.
"""
