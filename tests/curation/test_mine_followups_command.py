"""The mine_followups command lists antecedent distances as numbers (2 before 10)."""

from __future__ import annotations

from curation.followups.sampler import CandidateRow, partition_report
from curation.management.commands.mine_followups import write_partition


def test_antecedent_distances_sort_as_numbers_with_unknown_last():
    rows = [
        CandidateRow(id=i, pattern="pronoun", template=f"t{i}", text="it", antecedent_distance=d)
        for i, d in enumerate([10, 2, None, 1, 10, 3])
    ]
    text = write_partition(partition_report(rows).as_dict())
    line = next(line for line in text.splitlines() if line.startswith("pronoun"))
    assert line.endswith("1: 1, 2: 1, 3: 1, 10: 2, unknown: 1")
