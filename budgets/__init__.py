"""Budgets from minutes per case: what labelling really cost, and what a refresh will cost.

- ``sizing``: intervals, items needed, refresh plans (plain Python).
- ``selectors``: minutes per label by set, pattern, ground-truth kind and annotator, refresh
  plans for the stale queue or given case counts, and the per-pattern replay scores beside them.
- ``views`` / ``forms`` / ``urls``: the budget page and the set-sizing calculator (leads only).
  Charts are ``core.charts``.
"""
