"""The budget page, the set-sizing calculator, and their plots."""

from __future__ import annotations

from core.charts.svg import StripRow, nice_max, stacked_bars, strip_plot


def test_budget_pages_are_for_leads(client, annotator_client):
    assert annotator_client.get("/budgets/").status_code == 403
    assert annotator_client.get("/budgets/sizing/").status_code == 403


def test_budget_page_shows_minutes_plot_and_planner(labelled_set, lead_client):
    page = lead_client.get(f"/budgets/?set={labelled_set.pk}&cases_ordinal=300&cases_pronoun=0")
    body = page.content.decode()

    assert page.status_code == 200
    assert body.count('class="dot"') == 3 and 'class="assumed"' in body
    assert "300 cases: 20.0 hours, 2.50 working days" in body
    assert "25.0 hours" in body  # at the assumed minutes
    assert "No finished replay run of this set yet." in body


def test_planner_fragment_for_htmx_and_bad_counts_are_named(labelled_set, lead_client):
    response = lead_client.get(
        f"/budgets/?set={labelled_set.pk}&cases_ordinal=abc", HTTP_HX_REQUEST="true"
    )
    text = response.content.decode()
    assert text.strip().startswith('<div id="planner"') and "<html" not in text
    assert "Ordinal cases: “abc” is not a whole number" in text  # a person's words, no field name
    assert "cases_ordinal:" not in text
    assert "No pattern (stands alone)" in text and "Definite Description" in text


def test_sizing_calculator_worked_examples(lead_client):
    body = lead_client.get(
        "/budgets/sizing/?p=0.6&n=300&stratum_n=60&set_n=400&half_width=3"
    ).content.decode()
    assert "standard error of <strong>2.8 points</strong>" in body
    assert "<strong>11.1 points wide</strong>" in body
    assert "<strong>2.6 times coarser</strong>" in body
    assert "<strong>1025 items</strong>" in body  # 1.96^2 * 0.24 / 0.03^2 = 1024.4
    assert "<strong>3841 sessions per arm</strong>" in body  # 10% -> 12%, the default


def test_sizing_calculator_names_bad_input(lead_client):
    body = lead_client.get(
        "/budgets/sizing/?stratum_n=500&set_n=400", HTTP_HX_REQUEST="true"
    ).content.decode()
    assert "Stratum items: a stratum cannot hold more items than its set" in body
    assert "stratum_n:" not in body


def test_sizing_calculator_drops_old_results_on_bad_input(lead_client):
    good = lead_client.get("/budgets/sizing/?p=0.6&n=300", HTTP_HX_REQUEST="true")
    bad = lead_client.get("/budgets/sizing/?p=1.5&n=300", HTTP_HX_REQUEST="true")

    assert "standard error of" in good.content.decode()
    body = bad.content.decode()
    assert "Score p: Ensure this value is less than or equal to 1.0." in body
    assert "standard error of" not in body and "No figures until the inputs are fixed" in body
    # The browser does not hold the request back on its own validation: the server answers.
    page = lead_client.get("/budgets/sizing/").content.decode()
    assert "novalidate" in page


def test_plots_scale_to_round_numbers_and_escape_labels():
    assert [nice_max(v) for v in (0, 0.3, 4.2, 7.4, 10, 11)] == [1.0, 0.5, 5, 10, 10, 20]
    svg = strip_plot([StripRow("<b>", [1.0, 2.0, 9.0], median=2.0, p90=7.6)], assumed=5)
    assert "&lt;b&gt;" in svg and "<b>" not in svg and svg.count('class="dot"') == 3
    from datetime import date

    bars = stacked_bars([(date(2025, 1, 1), {"a": 2, "b": 1}), (date(2025, 1, 2), {})], ["a", "b"])
    assert bars.count('class="bar"') == 2


def test_the_planner_fragment_without_a_set_asks_for_one(labelled_set, lead_client):
    # the htmx fragment of /budgets/ used to render its planner with no set and answer 500
    fragment = lead_client.get("/budgets/", headers={"HX-Request": "true"})

    assert fragment.status_code == 200
    assert b"Choose a set above" in fragment.content and b"<html" not in fragment.content
