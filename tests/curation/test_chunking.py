from __future__ import annotations

import random

import pytest

from curation.chunking import (
    DEFAULT_CHUNKING,
    ChunkingConfig,
    chunk_id,
    chunk_text,
    sentence_spans,
    token_spans,
)

WORDS = (
    "nimbus",
    "region",
    "99.95%",
    "keys,",
    "Frankfurt",
    "(eu-central-1)",
    "SLA.",
    "a",
    "backup",
    "e.g.",
)


def _random_text(rng: random.Random, n_tokens: int) -> str:
    separators = (" ", " ", " ", "  ", "\n", "\n\n", "\t")
    parts = []
    for _ in range(n_tokens):
        parts.append(rng.choice(WORDS))
        parts.append(rng.choice(separators))
    return rng.choice(("", " ", "\n")) + "".join(parts)


def test_defaults_are_120_tokens_with_20_overlap():
    assert (DEFAULT_CHUNKING.unit, DEFAULT_CHUNKING.size, DEFAULT_CHUNKING.overlap) == (
        "tokens",
        120,
        20,
    )
    assert DEFAULT_CHUNKING.no_split is False


def test_same_text_and_settings_give_identical_chunks():
    text = _random_text(random.Random(1), 700)

    first = chunk_text(text, size=50, overlap=10)
    second = chunk_text(text, size=50, overlap=10)

    assert first == second
    assert len(first) > 5


@pytest.mark.parametrize("unit", ["tokens", "sentences"])
def test_every_chunk_is_the_exact_slice_of_the_original_text(unit):
    rng = random.Random(2)
    for _ in range(40):
        text = _random_text(rng, rng.randint(1, 300))
        size = rng.randint(1, 40)
        overlap = rng.randint(0, size - 1)

        chunks = chunk_text(text, unit=unit, size=size, overlap=overlap)

        for chunk in chunks:
            assert chunk.text == text[chunk.start : chunk.end]
            assert chunk.text == chunk.text.strip()


def test_token_chunks_hold_size_tokens_and_consecutive_chunks_share_overlap_tokens():
    rng = random.Random(3)
    for _ in range(60):
        text = _random_text(rng, rng.randint(1, 400))
        size = rng.randint(1, 60)
        overlap = rng.randint(0, size - 1)
        tokens = token_spans(text)

        chunks = chunk_text(text, size=size, overlap=overlap)

        covered = [[t for t in tokens if c.start <= t[0] and t[1] <= c.end] for c in chunks]
        assert all(len(c) == size for c in covered[:-1])
        assert 1 <= len(covered[-1]) <= size
        for previous, current in zip(covered, covered[1:], strict=False):
            assert len(set(previous) & set(current)) == overlap
            assert tokens.index(current[0]) - tokens.index(previous[0]) == size - overlap
        assert covered[0][0] == tokens[0] and covered[-1][-1] == tokens[-1]


def test_no_chunk_lies_entirely_inside_the_previous_one():
    text = " ".join(f"w{i}" for i in range(130))

    chunks = chunk_text(text, size=120, overlap=20)

    assert [len(c.text.split()) for c in chunks] == [120, 30]
    assert chunks[1].text.split()[0] == "w100"


def test_ordinals_start_at_one_and_chunk_ids_have_four_digits():
    chunks = chunk_text(" ".join(["word"] * 500), size=100, overlap=0)

    assert [c.ordinal for c in chunks] == [1, 2, 3, 4, 5]
    assert chunk_id("docs/kms/regions", chunks[0].ordinal) == "docs/kms/regions#0001"
    assert chunk_id("docs/kms/regions", 12) == "docs/kms/regions#0012"


@pytest.mark.parametrize("ordinal", [0, -1, 1.0, True, "1"])
def test_chunk_id_rejects_anything_but_a_positive_integer(ordinal):
    with pytest.raises(ValueError, match="ordinal"):
        chunk_id("docs/a", ordinal)


@pytest.mark.parametrize("text", ["", "   ", "\n\n\t"])
@pytest.mark.parametrize("options", [{}, {"unit": "sentences"}, {"no_split": True}])
def test_empty_or_whitespace_text_gives_no_chunks(text, options):
    assert chunk_text(text, **options) == []


def test_short_text_is_one_chunk_without_surrounding_whitespace():
    text = "  Frankfurt supports customer-managed keys.  \n"

    chunks = chunk_text(text)

    assert len(chunks) == 1
    assert chunks[0].text == "Frankfurt supports customer-managed keys."
    assert (chunks[0].start, chunks[0].end) == (2, 43)


def test_no_split_makes_the_whole_document_one_chunk():
    text = "\n" + " ".join(["token"] * 1000) + "\n\nLast paragraph.\n"

    chunks = chunk_text(text, no_split=True)

    assert len(chunks) == 1
    assert chunks[0].text == text.strip()
    assert chunks[0].ordinal == 1


def test_sentence_chunks_count_sentences_and_share_overlap_sentences():
    sentences = [f"Sentence number {i} ends here." for i in range(10)]
    text = " ".join(sentences)

    chunks = chunk_text(text, unit="sentences", size=4, overlap=1)

    assert [c.text for c in chunks] == [
        " ".join(sentences[0:4]),
        " ".join(sentences[3:7]),
        " ".join(sentences[6:10]),
    ]


def test_sentence_splitter_keeps_abbreviations_initials_and_decimals_inside_a_sentence():
    text = "Uptime is 99.95% e.g. in Dublin. Ask Dr. Weber or J. Smith about it! Really? Yes."

    spans = sentence_spans(text)

    assert [text[s:e] for s, e in spans] == [
        "Uptime is 99.95% e.g. in Dublin.",
        "Ask Dr. Weber or J. Smith about it!",
        "Really?",
        "Yes.",
    ]


def test_sentence_splitter_ends_a_sentence_at_a_blank_line_and_keeps_closing_quotes():
    text = 'Availability and SLA\n\nHe said "it works." Then it stopped'

    spans = sentence_spans(text)

    assert [text[s:e] for s, e in spans] == [
        "Availability and SLA",
        'He said "it works."',
        "Then it stopped",
    ]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"size": 0}, "size must be greater than 0"),
        ({"size": -5, "overlap": 0}, "size must be greater than 0"),
        ({"size": 10, "overlap": 10}, "overlap must be smaller than size"),
        ({"size": 10, "overlap": 11}, "overlap must be smaller than size"),
        ({"overlap": -1}, "overlap must be 0 or more"),
        ({"unit": "words"}, "unit must be one of tokens, sentences"),
        ({"size": 12.5}, "size must be an integer"),
        ({"overlap": "2"}, "overlap must be an integer"),
        ({"no_split": "yes"}, "no_split must be True or False"),
    ],
)
def test_bad_settings_raise_a_value_error_that_names_the_problem(options, message):
    with pytest.raises(ValueError, match=message):
        chunk_text("some text here", **options)


def test_text_that_is_not_a_string_raises_type_error():
    with pytest.raises(TypeError, match="text must be a string"):
        chunk_text(b"bytes are not text")


def test_config_records_its_settings_for_storage():
    config = ChunkingConfig(unit="sentences", size=5, overlap=1)

    assert config.as_dict() == {"unit": "sentences", "size": 5, "overlap": 1, "no_split": False}
