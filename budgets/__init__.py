"""Budgets from minutes per case: what labelling really cost, and what a refresh will cost.

- ``selectors``: minutes per label by set, pattern, ground-truth kind and annotator (summaries
  from ``budgets.sizing``), refresh plans for the stale queue or given case counts, and the
  per-pattern replay scores shown next to them.
- ``svg``: server-rendered plots (minutes per slice, stale flags over time), plain Python.
- ``views`` / ``forms``: the budget page and the set-sizing calculator (leads only).
"""
