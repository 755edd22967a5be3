"""Patronymic chains ("Siti Aminah binti Ismail", "سلمان بن فهد الدوسري") are one person."""

from __future__ import annotations

import pytest

from curation.pii.pseudonymizer import Pseudonymizer


@pytest.fixture(scope="module")
def pseudonymizer():
    return Pseudonymizer(b"nasab-test-key")


@pytest.mark.parametrize(
    ("text", "words", "kept"),
    [
        (
            "Pemohon: Rosnah Idayu binti Kamaruddin\nAlamat: tiada",
            ("Rosnah", "Idayu", "Kamaruddin"),
            "binti",
        ),
        ("Tuntutan oleh Hafizuddin bin Mokhtar (tel. tiada).", ("Hafizuddin", "Mokhtar"), "bin"),
        ("قدم الطلب من سلمان بن فهد الدوسري (جوال غير متاح)", ("سلمان", "فهد", "الدوسري"), "بن"),
        ("صاحبة الحساب: منيرة بنت عبدالله السبيعي", ("منيرة", "عبدالله", "السبيعي"), "بنت"),
    ],
)
def test_every_name_of_a_chain_is_replaced_and_the_connector_stays(
    pseudonymizer, text, words, kept
):
    out = pseudonymizer.pseudonymize_text(text)
    for word in words:
        assert word not in out
    assert f" {kept} " in out


@pytest.mark.parametrize(
    "text",
    [
        "Empty the recycle bin before the release, then rebuild the binary.",
        "The bin size of the histogram is 20 and bin edges are inclusive.",
    ],
)
def test_bin_in_prose_stays(pseudonymizer, text):
    assert pseudonymizer.pseudonymize_text(text) == text
