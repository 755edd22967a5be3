"""Per-pattern replay scores on the budget page, and runs naming the frozen version they scored."""

from __future__ import annotations

from exports.selectors import runs_of_version, version_for_run
from exports.services import evalset_freeze
from replay.services import run_create, run_execute


def test_a_frozen_run_is_tied_to_the_version_and_scored_per_pattern(labelled_set, lead_client):
    version, _ = evalset_freeze(eval_set=labelled_set)
    run = run_execute(run=run_create(eval_set=labelled_set, arm="frozen"))

    assert run.status == "done"
    assert version_for_run(run) == version and runs_of_version(version) == [run]
    body = lead_client.get(f"/budgets/?set={labelled_set.pk}").content.decode()
    assert "set version support@v1" in body
    assert body.count('class="bar"') == 3  # ordinal, pronoun, all
    page = lead_client.get(f"/exports/sets/{labelled_set.pk}/").content.decode()
    assert f"/replay/runs/{run.pk}/" in page
