"""Names a speaker gives for themselves or a layout puts in a name's place, in any letter case
(``curation.pii.introductions``)."""

from __future__ import annotations

from curation.pii.introductions import (
    find_introductions,
    find_layout_names,
    find_mentions,
    find_vocatives,
)


def _never_common(word: str) -> bool:
    return False


def _values(text: str, spans) -> list[str]:
    return [text[s:e] for s, e in spans]


def test_a_lower_case_self_introduction_gives_the_whole_name_with_particles():
    text = "ja goedemiddag met femke van der linden ik bel over mijn pakket"
    assert _values(text, find_introductions(text, _never_common)) == ["femke van der linden"]


def test_introductions_in_other_languages_stop_at_the_first_word_that_is_no_name():
    text = "bonjour c'est rosalie perrin je vous appelle\nbuenas soy tomás herrera quería saber"
    found = _values(text, find_introductions(text, _never_common))
    assert found == ["rosalie perrin", "tomás herrera"]


def test_a_weak_cue_before_a_common_word_is_no_name():
    text = "i'm rose about it, this is will power"
    assert find_introductions(text, lambda w: w in {"rose", "will", "power"}) == []


def test_initials_before_a_surname_and_name_here_open_a_turn():
    text = "User: gk hoffman here, my parcel\nhey its dj morales from sales"
    found = _values(text, find_introductions(text, _never_common))
    assert sorted(found) == ["dj morales", "gk hoffman"]


def test_thanks_before_a_lower_case_first_name_is_a_name():
    text = "gracias lucía, todo bien\ndzięki tomasz"
    assert _values(text, find_introductions(text, _never_common)) == ["lucía", "tomasz"]


def test_bracketed_speakers_signatures_and_spaced_japanese_names():
    text = "窓口(森田): 承知しました。\n高橋 美穂様へ\nRegards\n--\nKM | tel 555"
    assert _values(text, find_layout_names(text)) == ["森田", "KM", "高橋 美穂"]


def test_a_vocative_after_a_comma_and_a_sign_off_line_are_names_and_common_words_are_not():
    text = "Have a good one, Greta!\nThanks, Everyone.\n\nTobias"
    found = _values(text, find_vocatives(text, lambda w: w == "Everyone"))
    assert found == ["Greta", "Tobias"]


def test_a_title_in_any_case_and_an_initial_before_a_surname_mark_the_surname():
    text = "spoke to mrs oyelaran-smith today; please call P. Okafor or met J. van Vliet"
    found = _values(text, find_introductions(text, _never_common))
    assert found == ["oyelaran-smith", "P. Okafor", "J. van Vliet"]


def test_a_lower_case_speaker_label_of_names_is_a_name_and_a_role_is_not():
    text = "> nadia petrov: ok\n> support team: hello"
    assert _values(text, find_introductions(text, _never_common)) == ["nadia petrov"]


def test_a_japanese_name_before_a_copula_opens_a_turn():
    text = "お客様: 石田美紀です。よろしく"
    assert _values(text, find_layout_names(text)) == ["石田美紀"]


def test_a_vocative_opening_a_line_needs_an_interjection_before_it():
    text = "Okay Greta, thanks.\nIn Lisbon, we met."
    assert _values(text, find_vocatives(text, _never_common)) == ["Greta"]


def test_a_cue_inside_another_cues_run_is_tried_too():
    text = "agent: thanks for ringing this is petra how can i help"
    assert _values(text, find_introductions(text, _never_common)) == ["petra"]


def test_a_first_name_that_is_also_a_word_ends_its_clause_after_this_is():
    text = "agent: this is hope what can i do for you"
    assert _values(text, find_introductions(text, lambda w: w == "hope")) == ["hope"]
    text = "well this is hope county road"
    assert find_introductions(text, lambda w: w in {"hope", "county"}) == []


def test_an_agent_answering_in_other_languages_and_a_parcel_taken_in_are_cues():
    text = "agent guten tag sie sprechen mit ottilie was kann ich tun\nkunde die sendung ging an"
    assert _values(text, find_introductions(text, _never_common)) == ["ottilie"]
    text = "agent: i see the parcel was left with norbert\ncaller: oh right"
    assert _values(text, find_introductions(text, _never_common)) == ["norbert"]


def test_a_first_name_listed_after_an_introduced_one_is_found():
    text = "agent: thank you lena and bo is that right"
    found = _values(text, find_introductions(text, lambda w: w == "bo"))
    assert found == ["lena", "bo"]


def test_lower_case_names_and_speakers_outscore_other_recognizers_and_capitalised_ones_do_not():
    from curation.pii.introductions import CAPITALISED_SCORE, SCORE, IntroductionRecognizer

    text = "Pelle: this is ottilie here\nSupport: hi\nPelle: and Mr. Quintus too"
    found = IntroductionRecognizer(frozenset()).analyze(text, ["PERSON"])
    scores = {text[r.start : r.end]: r.score for r in found}
    assert scores["ottilie"] == SCORE
    assert scores["Pelle"] == SCORE
    assert scores["Quintus"] == CAPITALISED_SCORE


def test_a_chat_mention_is_a_name_and_code_annotations_and_channels_are_not():
    common = {"override", "here", "deprecated"}.__contains__
    text = "#ops\n@Gwendolyn could you check the refund? cc @Ferreira-Lunn, @Oona Halloran."
    found = _values(text, find_mentions(text, lambda w: common(w.casefold())))
    assert found == ["Gwendolyn", "Ferreira-Lunn", "Oona Halloran"]
    code = "@Override\n    public int hashCode() {}\nping @here\nimport x from '@angular/core'"
    assert find_mentions(code, lambda w: common(w.casefold())) == []
    assert find_mentions("write to desk@Oslo.example.org", _never_common) == []


def test_a_title_takes_the_surnames_particles_with_it():
    text = "rendez-vous chez le docteur de Vasselot, puis chez la doctora d'Almeida-Ruiz"
    found = _values(text, find_introductions(text, _never_common))
    assert found == ["de Vasselot", "d'Almeida-Ruiz"]


def test_the_name_someone_goes_by_is_a_person_and_a_role_is_not():
    text = (
        "Caller Marta Quispe, signs as Marti, asked again.\nHe signs as Manager.\nShe goes by Kiki."
    )
    assert _values(text, find_introductions(text, _never_common)) == ["Marti", "Kiki"]


def test_a_given_name_and_a_surnames_initial_is_a_person_and_a_labelled_letter_is_not():
    text = "Rider: Bongani K. · Honda\nRated by Ингрид С. yesterday\nSee Appendix B. and Plan A."
    found = _values(text, find_introductions(text, lambda w: w in ("Appendix", "Plan")))
    assert found == ["Bongani K.", "Ингрид С."]


def test_an_initial_before_a_surname_no_list_holds_marks_it_unless_a_label_letters_it():
    text = "box kept for T. Rasanen and signed: V. Okonkwo-Lind"
    found = _values(text, find_introductions(text, _never_common))
    assert found == ["T. Rasanen", "V. Okonkwo-Lind"]
    text = "See Appendix C. Terraform is covered there, and Plan B. Grafana dashboards."
    assert find_introductions(text, lambda w: w in {"Appendix", "Plan"}) == []
    # a common word after an initial names no one
    text = "parcel for M. Notice was filed"
    assert find_introductions(text, lambda w: w == "Notice") == []


def test_a_mention_of_a_full_name_takes_a_surname_no_list_holds_and_code_stays():
    common = {"override", "public", "jasmine", "thanks", "bean", "component"}.__contains__
    text = "Refund approved, cc @Jasmine Okwuosa and @Tanvir Quayyum."
    found = _values(text, find_mentions(text, lambda w: common(w.casefold())))
    assert found == ["Jasmine Okwuosa", "Tanvir Quayyum"]
    for code in ("@Override Public void run()", "@Component Bean", "ping @Steven Thanks"):
        found = _values(code, find_mentions(code, lambda w: common(w.casefold())))
        assert all(" " not in f for f in found)


def test_a_mention_of_a_full_name_takes_its_surname_particles():
    common = {"today", "thanks"}.__contains__
    text = "cc @Marijke van der Berg, @Yanis Ait Ouali and @Ana Lima Today."
    found = _values(text, find_mentions(text, lambda w: common(w.casefold())))
    assert found == ["Marijke van der Berg", "Yanis Ait Ouali", "Ana Lima"]
