"""Turns that name their own topic, list positions beyond first/second and fragments without a
cue word (issue 17, round 2). New sentences, none from any evaluation set."""

from __future__ import annotations

import pytest

from curation.followups.context import build_view
from curation.followups.detector import get_detector
from curation.followups.topic import names_its_topic, new_noun_stems, used_before

KITCHEN = [
    {"role": "user", "content": "Which fridge freezer should I buy for a small kitchen?"},
    {
        "role": "assistant",
        "content": "Three to consider: 1. Bosch KGN36, 2. Liebherr CNd 5203, 3. Samsung RB34.",
    },
]
ITINERARY = [
    {"role": "user", "content": "Plan four days in Rome for me."},
    {
        "role": "assistant",
        "content": "Day 1: the Colosseum. Day 2: the Vatican. Day 3: Trastevere. Day 4: Ostia.",
    },
]
RECIPE = [
    {"role": "user", "content": "How do I make fresh pasta by hand?"},
    {
        "role": "assistant",
        "content": "1. Mix flour and eggs. 2. Knead ten minutes. 3. Rest the dough. 4. Roll it.",
    },
]


@pytest.fixture(scope="module")
def detector():
    return get_detector()


def words(history):
    return build_view(history).all_words()


def test_nouns_new_to_the_conversation_are_counted_once_and_known_ones_not(detector):
    doc = detector.nlp("Is the fridge quiet, and do fridges like it fit under a worktop?")
    assert new_noun_stems(doc, words(KITCHEN)) == {"worktop"}
    assert not names_its_topic(doc, words(KITCHEN))
    long = detector.nlp(
        "How do I keep basil, coriander and parsley green for a week in the fridge door?"
    )
    assert names_its_topic(long, words(KITCHEN))


def test_a_word_used_inside_a_hyphenated_word_counts_as_used():
    assert used_before("days", frozenset({"four-day", "trip"}))
    assert not used_before("week", frozenset({"four-day", "trip"}))


@pytest.mark.parametrize(
    "utterance",
    [
        "Changing the subject, how do I keep basil, coriander and parsley green for a week in "
        "the fridge door?",
        "My colleague keeps a sourdough starter on his desk at work, and I wonder how often a "
        "starter must be fed at room temperature.",
        "I have heard that olive trees survive frost in pots, so which variety should I plant "
        "in a cold garden in Scotland?",
        "Should a beginner learn the ukulele or the mandolin first if lessons cost the same in "
        "our town?",
    ],
)
def test_long_turns_that_name_their_topic_stand_alone(detector, utterance):
    result = detector.classify(KITCHEN, utterance)
    assert not result.candidate, result


def test_a_definite_description_the_conversation_set_up_still_points_back(detector):
    short = detector.classify(KITCHEN, "Is the freezer big enough?")
    assert (short.pattern, short.trigger) == ("definite_description", "the freezer")


@pytest.mark.parametrize(
    ("history", "utterance", "trigger"),
    [
        (RECIPE, "Can I skip step 3?", "step 3"),
        (KITCHEN, "Does option C come in black?", "option C"),
        (ITINERARY, "Is day two too long with children?", "day two"),
        (RECIPE, "How long is the seventh step?", "the seventh step"),
        (KITCHEN, "Is the penultimate one louder?", "the penultimate one"),
        (KITCHEN, "Which of the three runs quietest?", "the three"),
        (KITCHEN, "Which is the roomiest one?", "the roomiest one"),
    ],
)
def test_list_positions_beyond_first_and_second(detector, history, utterance, trigger):
    result = detector.classify(history, utterance)
    assert (result.pattern, result.trigger) == ("ordinal", trigger)


@pytest.mark.parametrize(
    "utterance",
    [
        "Does Ozempic help with type 2 diabetes?",
        "Is Windows 11 free for students?",
        "Who was the first person on the Moon?",
    ],
)
def test_names_kinds_and_records_with_numbers_are_not_list_positions(detector, utterance):
    result = detector.classify(KITCHEN, utterance)
    assert result.pattern != "ordinal", result


@pytest.mark.parametrize(
    "utterance", ["Any vegan restaurants?", "Best season to visit?", "Open on Sundays?"]
)
def test_fragments_without_a_cue_word_are_ellipsis(detector, utterance):
    result = detector.classify(ITINERARY, utterance)
    assert result.pattern == "ellipsis", result


def test_a_fragment_that_holds_a_name_stands_alone(detector):
    assert not detector.classify(ITINERARY, "Any news about Angela Merkel?").candidate


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("What are typical toppings?", "ellipsis"),
        ("What are common mistakes?", "ellipsis"),
        ("What are subatomic particles?", None),
        ("What are red blood cells?", None),
    ],
)
def test_a_bare_plural_judged_by_an_everyday_adjective_leaves_its_topic_behind(
    detector, utterance, expected
):
    result = detector.classify(RECIPE, utterance)
    assert (result.pattern if result.candidate else None) == expected, result
