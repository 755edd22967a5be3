"""The vocabulary builder and the protection rule (plain Python, no database)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from curation.pii.vocabulary import Protection as _Protection
from curation.pii.vocabulary import Term, Vocabulary, VocabularyCounts

# lower-case dictionary words (the analyzer's WordNet list in the app)
DICTIONARY = frozenset("grace will rose library manager period word call".split())


def Protection(*args, **kwargs):  # noqa: N802
    return _Protection(*args, dictionary=DICTIONARY, **kwargs)


@dataclass(frozen=True)
class D:
    start: int
    end: int
    entity_type: str


def span(text: str, value: str, entity: str = "PERSON") -> D:
    start = text.index(value)
    return D(start, start + len(value), entity)


DOCS = [
    "Nimbus Block Volumes attach to a Tessaract instance in the Lunar East region.",
    "Resize Nimbus Block Volumes from the console; Tessaract keeps running.",
    "Snapshots of Nimbus Block Volumes are billed per GB in Lunar East.",
    "Ticket from Ottilie Przybylska about her Tessaract bill.",
]


def test_a_phrase_that_recurs_across_documents_is_vocabulary():
    vocab = VocabularyCounts.build(DOCS).vocabulary(min_docs=3)

    assert "nimbus block volumes" in vocab.phrases
    assert "tessaract" in vocab.words


def test_a_word_only_one_record_mentions_is_not_vocabulary():
    vocab = VocabularyCounts.build(DOCS).vocabulary(min_docs=2)

    assert "przybylska" not in vocab.words
    assert "ottilie przybylska" not in vocab.phrases


def test_leave_one_out_drops_what_only_reaches_the_threshold_with_that_document():
    counts = VocabularyCounts.build(DOCS)

    without = counts.without(DOCS[2], min_docs=3)

    assert "nimbus block volumes" not in without.phrases  # now in 2 documents
    assert "tessaract" in without.words  # still in 3


def test_min_docs_below_one_is_refused():
    with pytest.raises(ValueError, match="min_docs"):
        VocabularyCounts.build(DOCS).vocabulary(min_docs=0)


def test_vocabulary_round_trips_through_a_dict():
    vocab = VocabularyCounts.build(DOCS).vocabulary(min_docs=3)

    assert Vocabulary.from_dict(vocab.as_dict()) == vocab


def test_a_product_name_in_the_corpus_is_protected():
    protection = Protection(VocabularyCounts.build(DOCS).vocabulary(3), zipf_threshold=None)
    text = "My Nimbus Block Volumes disk is full."

    assert protection.filter(text, [span(text, "Nimbus Block Volumes")]) == []


def test_a_name_next_to_protected_words_is_still_replaced():
    protection = Protection(VocabularyCounts.build(DOCS).vocabulary(3))
    text = "Tessaract Kowalczyk opened the ticket."

    kept = protection.filter(text, [span(text, "Tessaract Kowalczyk")])

    assert kept == [span(text, "Tessaract Kowalczyk")]


def test_common_words_are_protected_but_structured_types_are_not():
    protection = Protection(zipf_threshold=4.0)
    text = "Reset the Library Manager and mail x@y.org"
    dets = [span(text, "Library Manager"), span(text, "x@y.org", "EMAIL_ADDRESS")]

    assert protection.filter(text, dets) == [dets[1]]


def test_a_common_first_name_alone_is_protected_without_name_evidence():
    protection = Protection(zipf_threshold=4.0)
    text = "The grace period ends; Grace is the word we use."

    assert protection.filter(text, [span(text, "Grace is"[:5])]) == []


def test_two_capitalised_name_words_side_by_side_are_name_evidence():
    protection = Protection(zipf_threshold=4.0)
    text = "Please call Will Smith tomorrow."

    assert protection.filter(text, [span(text, "Will Smith")]) == [span(text, "Will Smith")]


def test_a_rare_surname_is_never_protected_by_the_common_word_rule():
    protection = Protection(zipf_threshold=4.0)
    text = "Przybylska called again."

    assert protection.filter(text, [span(text, "Przybylska")]) == [span(text, "Przybylska")]


def test_allow_list_protects_even_a_name_shaped_phrase():
    protection = Protection(allow=["Red Hat"], zipf_threshold=None)
    text = "We run Red Hat on it."

    assert protection.filter(text, [span(text, "Red Hat")]) == []


def test_deny_list_forces_a_replacement_where_nothing_was_detected():
    protection = Protection(deny=[Term("Zorblat", "PERSON")], zipf_threshold=None)
    text = "Ask zorblat about it."

    kept = protection.filter(text, [], make=lambda s, e, t: D(s, e, t))

    assert kept == [D(4, 11, "PERSON")]


def test_deny_beats_the_vocabulary():
    vocab = VocabularyCounts.build(DOCS).vocabulary(3)
    protection = Protection(vocab, deny=["Tessaract"], zipf_threshold=None)
    text = "Tessaract wrote back."

    assert protection.filter(text, [span(text, "Tessaract")]) == [span(text, "Tessaract")]


def test_a_date_the_address_recognizer_took_is_dropped_but_a_street_is_kept():
    protection = Protection(zipf_threshold=None)
    text = "On November 19 , 2010 she moved to 14 Baker Street."
    dets = [
        span(text, "On November 19 , 2010", "ADDRESS"),
        span(text, "14 Baker Street", "ADDRESS"),
    ]

    assert protection.filter(text, dets) == [dets[1]]


def test_a_common_first_name_capitalised_mid_sentence_is_name_evidence():
    protection = Protection(zipf_threshold=4.0)
    text = "Please forward this to Grace before Friday."

    assert protection.filter(text, [span(text, "Grace")]) == [span(text, "Grace")]


def test_a_frequent_first_name_that_is_no_dictionary_word_needs_no_evidence():
    protection = Protection(zipf_threshold=4.0)
    text = "Agent note: Daniel and Danielle live together."

    assert protection.filter(text, [span(text, "Daniel")]) == [span(text, "Daniel")]


def test_another_person_in_the_text_is_name_evidence_for_a_sentence_initial_name_word():
    protection = Protection(zipf_threshold=4.0)
    text = "Grace called. Ottilie Przybylska called too."
    dets = [span(text, "Grace"), span(text, "Ottilie Przybylska")]

    assert protection.filter(text, dets) == dets
    assert protection.filter(text, dets[:1]) == []


def test_a_title_or_a_speaker_label_is_name_evidence():
    protection = Protection(zipf_threshold=4.0)
    titled = "For my take on Mrs. Rose, see below."
    speaker = "Will: you saved my life!"

    assert protection.filter(titled, [span(titled, "Rose")]) == [span(titled, "Rose")]
    assert protection.filter(speaker, [span(speaker, "Will")]) == [span(speaker, "Will")]


def test_a_name_word_protects_alone_only_when_it_recurs_in_many_documents():
    docs = [f"Region page {i}: Sydney hosts zone {i}." for i in range(4)]
    counts = VocabularyCounts.build(docs)
    text = "Data stored in Sydney stays there."

    loose = Protection(counts.vocabulary(min_docs=2, name_min_docs=4), zipf_threshold=None)
    strict = Protection(counts.vocabulary(min_docs=2, name_min_docs=5), zipf_threshold=None)

    assert loose.filter(text, [span(text, "Sydney")]) == []
    assert strict.filter(text, [span(text, "Sydney")]) == [span(text, "Sydney")]
