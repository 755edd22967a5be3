"""The follow-up detector on clear linguistic cases: one pattern per candidate, first-turn and
within-turn rules, trigger offsets and antecedent distances. spaCy loads once per module."""

from __future__ import annotations

import pytest

from bench.eval_followups import baseline_classify
from curation.followups.detector import FollowupDetector, FollowupResult, get_detector
from curation.followups.lexicon import PATTERNS

PLANS = [
    {"role": "user", "content": "Which phone plans do you offer?"},
    {"role": "assistant", "content": "We have a basic plan, a family plan and an enterprise plan."},
]
TRAVEL = [
    {"role": "user", "content": "I'm planning a trip to Ireland in the spring."},
    {
        "role": "assistant",
        "content": "Spring is a lovely time to visit; Galway and Cork are popular.",
    },
]


@pytest.fixture(scope="module")
def detector() -> FollowupDetector:
    return get_detector()


def classify(detector, utterance, history=PLANS):
    result = detector.classify(history, utterance)
    if result.candidate:
        assert utterance[result.trigger_start : result.trigger_end] == result.trigger
    return result


@pytest.mark.parametrize(
    ("utterance", "trigger"),
    [
        ("Tell me more about the second one.", "the second one"),
        ("Is the first option cheaper?", "the first option"),
        ("What about the latter?", "the latter"),
        ("What about the former?", "the former"),
        ("Is the last one any good?", "the last one"),
        ("How much does the other one cost?", "the other one"),
        ("Can I switch to number 3 later?", "number 3"),
    ],
)
def test_list_positions_are_ordinal(detector, utterance, trigger):
    result = classify(detector, utterance)

    assert (result.candidate, result.pattern, result.trigger) == (True, "ordinal", trigger)


@pytest.mark.parametrize(
    ("utterance", "trigger"),
    [
        ("How long does that plan last?", "that plan"),
        ("Can I cancel this one anytime?", "this one"),
        ("Is that true?", "that"),
        ("Why are those so expensive?", "those"),
    ],
)
def test_demonstratives_pointing_outside_the_turn_are_demonstrative(detector, utterance, trigger):
    result = classify(detector, utterance)

    assert (result.pattern, result.trigger) == ("demonstrative", trigger)


@pytest.mark.parametrize(
    ("utterance", "trigger"),
    [
        ("Why did they break up?", "they"),
        ("Where was she born?", "she"),
        ("Does it include roaming?", "it"),
        ("What is its monthly price?", "its"),
        ("Can I share them with my kids?", "them"),
    ],
)
def test_third_person_pronouns_without_antecedent_are_pronoun(detector, utterance, trigger):
    result = classify(detector, utterance)

    assert (result.pattern, result.trigger) == ("pronoun", trigger)


@pytest.mark.parametrize(
    "utterance",
    [
        "And for the enterprise plan?",
        "What about Dublin?",
        "How much?",
        "Any others?",
        "Tell me more.",
        "Which is cheaper?",
        "Are there any?",
        "What happened next?",
        "I meant the tango.",
        "Anything else?",
    ],
)
def test_fragments_and_missing_arguments_are_ellipsis(detector, utterance):
    result = classify(detector, utterance)

    assert result.pattern == "ellipsis"


@pytest.mark.parametrize(
    ("utterance", "trigger"),
    [
        ("When did the company go public?", "the company"),
        ("What caused the accident?", "the accident"),
        ("What are the symptoms?", "the symptoms"),
    ],
)
def test_unrestricted_definites_are_definite_description(detector, utterance, trigger):
    result = classify(detector, utterance)

    assert (result.pattern, result.trigger) == ("definite_description", trigger)


@pytest.mark.parametrize(
    "utterance",
    [
        "What are the health benefits of green tea?",
        "Who wrote Pride and Prejudice?",
        "How does photosynthesis work?",
        "What is the capital of France?",
        "What did Marie Curie discover?",
        "How many calories are in an apple?",
        "Is the Eiffel Tower taller than the Statue of Liberty?",
        "What is the difference between a virus and a bacterium?",
        "Is it possible to learn Japanese in a year?",
        "Thanks, that's interesting. Who founded Microsoft?",
    ],
)
def test_standalone_questions_are_not_candidates(detector, utterance):
    result = classify(detector, utterance)

    assert result.candidate is False
    assert (result.pattern, result.trigger, result.antecedent_distance) == (None, None, None)


@pytest.mark.parametrize(
    "utterance",
    [
        "What is frictional unemployment and why is it important?",
        "Tell me about Barack Obama and his early career.",
        "Who were the Beatles and why did they split up?",
        "Kombucha? What's that?",
    ],
)
def test_antecedent_inside_the_same_turn_does_not_count(detector, utterance):
    assert classify(detector, utterance).candidate is False


@pytest.mark.parametrize(
    "history",
    [
        [],
        [{"role": "system", "content": "Article: Frank Zappa. Section: Disbandment."}],
        [{"role": "assistant", "content": "Hi! What would you like to know?"}],
    ],
)
def test_turn_without_earlier_user_message_is_never_a_candidate(detector, history):
    result = detector.classify(history, "Why did they break up?")

    assert result.candidate is False
    assert result.pattern is None


def test_each_candidate_gets_exactly_one_pattern_in_partition_order(detector):
    # ordinal, demonstrative and pronoun all apply; the first in the order wins
    result = classify(detector, "Is the second one better than that plan for them?")

    assert result.pattern == "ordinal"
    assert result.pattern in PATTERNS


def test_pronoun_points_back_over_turns_that_only_continue_the_topic(detector):
    history = [
        {"role": "user", "content": "Tell me about the Beatles."},
        {"role": "assistant", "content": "The Beatles were a band from Liverpool."},
        {"role": "user", "content": "When did they form?"},
        {"role": "assistant", "content": "In 1960."},
        {"role": "user", "content": "Who was their drummer?"},
        {"role": "assistant", "content": "Ringo Starr, from 1962."},
    ]

    result = detector.classify(history, "Where did they play first?")

    assert (result.pattern, result.antecedent_distance) == ("pronoun", 3)


def test_definite_description_distance_is_where_its_noun_was_first_mentioned(detector):
    history = [
        {"role": "user", "content": "I crashed my bike yesterday."},
        {"role": "assistant", "content": "Sorry to hear about the accident. Are you hurt?"},
        {"role": "user", "content": "My knee is swollen."},
        {"role": "user", "content": "Should I see a doctor?"},
    ]

    result = detector.classify(history, "Could the accident have damaged my ligaments?")

    assert (result.pattern, result.trigger, result.antecedent_distance) == (
        "definite_description",
        "the accident",
        3,
    )


def test_classify_many_keeps_input_order_and_agrees_with_classify(detector):
    items = [
        (TRAVEL, "What about Dublin?"),
        ([], "What about Dublin?"),
        ({"history": TRAVEL, "utterance": "Is it rainy then?"}),
        (TRAVEL, "How do I get from Dublin to Galway by train?"),
        (TRAVEL, ""),
    ]

    results = list(detector.classify_many(items, batch_size=2))

    assert [r.pattern for r in results] == ["ellipsis", None, "pronoun", None, None]
    single = detector.classify(TRAVEL, "Is it rainy then?")
    assert results[2] == single


def test_name_typed_in_lower_case_stands_alone(detector):
    history = [
        {"role": "system", "content": "Article: Theo Epstein. Section: Chicago Cubs."},
        {"role": "user", "content": "When did Epstein become president of baseball operations?"},
    ]

    assert detector.classify(history, "Did the cubs win a title under him?").pattern == "pronoun"
    assert detector.classify(history, "Did the cubs win the World Series?").candidate is False


def test_it_that_is_the_object_of_a_tough_adjective_is_a_pronoun(detector):
    # "is it easy to learn?": "it" is what is learnt, unlike "is it easy to learn Welsh?"
    assert classify(detector, "Is it easy to learn?", TRAVEL).pattern == "pronoun"
    assert classify(detector, "Is it easy to learn Welsh?", TRAVEL).candidate is False


def test_naive_baseline_flags_any_pronoun_or_demonstrative_after_the_first_turn():
    assert baseline_classify(PLANS, "What is frictional unemployment and why is it important?") == (
        FollowupResult(True, "pronoun", "it", 43, 45, None)
    )
    assert baseline_classify(PLANS, "Is that true?").pattern == "demonstrative"
    assert baseline_classify([], "Why did they break up?").candidate is False
