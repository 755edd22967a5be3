"""Fixed-width tables: the person columns of a header line name their cells, even when a cell
is cut at its column's width; tool output with a NAME column of things stays."""

from __future__ import annotations

from curation.pii.fixed_width import fixed_width_cells
from curation.pii.pseudonymizer import Pseudonymizer

EXPORT = (
    "badge_export.txt\nBADGE HOLDER        DESK\n0031  OLUWAFEMI ADE 4B\n0032  TEREZA NOVAKO 4C\n"
)


def _cells(text: str) -> list[tuple[str, str]]:
    return [(label, text[s:e]) for label, s, e in fixed_width_cells(text)]


def test_a_person_column_gives_its_cells_cut_or_not():
    assert _cells(EXPORT) == [("HOLDER", "OLUWAFEMI ADE"), ("HOLDER", "TEREZA NOVAKO")]


def test_a_table_ends_at_a_blank_line_another_header_or_a_row_out_of_line():
    text = (
        "DRIVER      PCN\nKRISTINA VO PCN-55\nNAME              READY\n"
        "Coredns-5d78c9    1/1\nAnd-a-row-out-of-line 1/1\n\nDRIVER  PCN\nKristina, see the scan"
    )
    # then: "NAME" opens a table of its own; the row out of line and the blank line end them
    assert _cells(text) == [("DRIVER", "KRISTINA VO"), ("NAME", "Coredns-5d78c9")]


def test_lower_case_cells_are_no_names():
    assert _cells("HOLDER  DESK\nsee the 4B\nAMARA O 4C") == [("HOLDER", "AMARA O")]


def test_the_pseudonymizer_replaces_the_cut_names_and_reads_no_address_across_rows():
    (out,) = Pseudonymizer("fixed-width-test").pseudonymize_texts([EXPORT])
    assert "OLUWAFEMI" not in out and "ADE " not in out and "NOVAKO" not in out
    # the layout stays: ids and desks are untouched
    assert "\n0031  " in out and " 4B\n" in out and "\n0032  " in out and " 4C\n" in out


def test_a_command_line_table_of_pods_keeps_its_names():
    text = (
        "NAME                       READY   STATUS\n"
        "coredns-5d78c9869d-abcde   1/1     Running\n"
        "kube-proxy                 1/1     Running\n"
    )
    (out,) = Pseudonymizer("fixed-width-test").pseudonymize_texts([text])
    assert out == text
