"""Follow-up mining: plain-Python algorithms, no ORM inside.

- ``detector``: ``FollowupDetector`` classifies a user turn into one of five referring patterns
  (rules in ``rules``, word classes in ``lexicon``, history reading in ``context``).
- ``sampler``: seeded per-pattern quota sampling and the partition report.
- ``turns``: the ``classify_followups`` line format, validated line by line.
- ``evaluate`` / ``bench``: ``python -m bench.eval_followups`` and ``.bench``.
"""
