"""Name particles in capitals stay particles (issue 11, round 7: "KYAN VAN DER
BRINK-HELMERHORST" became "FRED TED BRAM LIZZY-MCLAUGHLIN"). Names written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.names import parse_name
from curation.pii.pseudonymizer import Pseudonymizer


def _particles(value: str) -> list[str]:
    return [t for t, kind in parse_name(value) if kind == "particle"]


@pytest.mark.parametrize(
    ("value", "particles"),
    [
        ("JORIS VAN DER MEULEN-BAKKER", ["VAN", "DER"]),
        ("VAN 'T HOF, LIEKE", ["VAN", "'T"]),  # filing order: the particle opens it
        ("MARIA DE LA CRUZ", ["DE", "LA"]),
        ("Lieke van 't Hof", ["van", "'t"]),
    ],
)
def test_particles_in_capitals_are_particles(value, particles):
    assert _particles(value) == particles


@pytest.mark.parametrize("value", ["LE VAN THANH", "VAN DIJK", "ANNA DE"])
def test_a_capital_word_that_opens_or_ends_a_name_is_a_name(value):
    # "LE" opens a Vietnamese name on the family name; "DIJK" alone after "VAN"; "DE" last
    assert _particles(value)[:1] != [value.split()[0]]
    assert value.split()[-1] not in _particles(value)


def test_a_name_in_capitals_keeps_its_particles_and_their_case():
    p = Pseudonymizer("test-key")
    form, chat = p.pseudonymize_texts(
        ["Parent/guardian: JORIS VAN DER MEULEN", "[09:14] Joris van der Meulen: we moved"]
    )
    assert " VAN DER " in form and "JORIS" not in form and "MEULEN" not in form
    assert " van der " in chat
