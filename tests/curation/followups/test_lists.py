"""List positions beyond the usual ordinal shapes, and verbless fragments (issue 17), on turns
from bench/data/followups_tune (tuned on) and new sentences."""

from __future__ import annotations

import pytest

from curation.followups.detector import FollowupDetector

HISTORY = [
    {"role": "user", "content": "What mortgages are there: fixed, variable, tracker and offset?"},
    {"role": "assistant", "content": "Those four are the common ones."},
]


@pytest.fixture(scope="module")
def detector() -> FollowupDetector:
    return FollowupDetector()


@pytest.mark.parametrize(
    ("utterance", "trigger"),
    [
        ("How does the third option work?", "the third option"),
        ("Is the latter available to first-time buyers?", "the latter"),
        ("Which of the four sheds the least?", "the four"),
        ("Does the fifth model come in blue?", "the fifth model"),
    ],
)
def test_list_positions_are_ordinal(detector, utterance, trigger):
    result = detector.classify(HISTORY, utterance)
    assert (result.pattern, result.trigger) == ("ordinal", trigger)


@pytest.mark.parametrize(
    "utterance", ["Maintenance costs?", "Good with kids?", "In cloudy weather?"]
)
def test_verbless_fragments_are_ellipsis(detector, utterance):
    result = detector.classify(HISTORY, utterance)
    assert result.candidate and result.pattern == "ellipsis"
    assert result.trigger == utterance.rstrip("?")


@pytest.mark.parametrize(
    "utterance",
    ["Great, thanks!", "Tell me about lung cancer.", "Which vegetables need full sun?"],
)
def test_reactions_and_full_questions_are_not_fragments(detector, utterance):
    assert not detector.classify(HISTORY, utterance).candidate
