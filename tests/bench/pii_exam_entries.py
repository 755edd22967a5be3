"""What each held-out PII exam promises in its README (languages, genres, name and phone
shapes), for ``test_pii_holdout8_data``: one entry per exam, kept apart so the test module stays
under the size limit."""

from __future__ import annotations

from tests.bench.pii_exam_entries_b import EARLY_EXAMS, Exam
from tests.bench.pii_exam_entries_c import LATE_EXAMS

__all__ = ["EXAMS", "Exam"]

EXAMS = {
    **EARLY_EXAMS,
    "exam15": Exam(
        folder="pii_holdout15",
        langs=frozenset("en ru tr pl vi id zh ko sm ceb ku ky jv ig".split()),
        iban_countries=2,
        person_shapes=(
            "first_name_alone",
            "surname_alone",
            "common_word",
            "username",
            "upper",
            "lower",
            "last_first",
            "initial",
            "nickname",
            "transliterated",
            "ascii_folded",
        ),
        min_per_shape=5,
        household_phone_regions=13,
        genres=frozenset(
            "qa_scorecard hubspot_note shopify_csv discord_thread fraud_alert_reply "
            "move_in_form assistant_followup".split()
        ),
        phone_shapes=frozenset({"rfc3966", "compact", "dashed", "dotted", "double_zero"}),
        card_issuers=frozenset(
            {"visa", "mastercard", "amex", "discover", "jcb", "unionpay", "rupay", "mir"}
        ),
        phone_regions=13,
    ),
    "exam14": Exam(
        folder="pii_holdout14",
        langs=frozenset("en es fr de pt ja zh ko mr te kn ml my".split()),
        iban_countries=3,
        person_shapes=(
            "lower",
            "upper",
            "last_first",
            "initial",
            "given_initial",
            "nickname",
            "common_word",
            "transliterated",
            "username",
            "surname_alone",
        ),
        min_per_shape=5,
        household_phone_regions=10,
        genres=frozenset(
            "calendar_freebusy utility_move_in pharmacy_refill_chat marketplace_dispute "
            "hotel_complaint fraud_alert_reply zoom_transcript discord_thread "
            "assistant_followup".split()
        ),
        phone_shapes=frozenset(
            {"native_digits", "fullwidth", "plus_zero", "double_zero", "dotted", "rfc3966"}
        ),
        card_issuers=frozenset(
            {"visa", "mastercard", "amex", "discover", "jcb", "unionpay", "rupay"}
        ),
        phone_regions=13,
    ),
    "exam16": Exam(
        folder="pii_holdout16",
        langs=frozenset("en it nl sv uk ar th hi lo ps mg wo rw fj".split()),
        iban_countries=5,
        person_shapes=(
            "full_name",
            "first_name_alone",
            "surname_alone",
            "username",
            "upper",
            "lower",
            "initial",
            "last_first",
            "common_word",
            "nickname",
            "native_script",
            "romanised",
            "spelled",
        ),
        min_per_shape=5,
        household_phone_regions=15,
        genres=frozenset(
            "voicemail_transcript slack_escalation courier_pod tenant_complaint "
            "airline_rebooking error_tracker_event csat_survey".split()
        ),
        phone_shapes=frozenset({"slashed", "paren_trunk", "pairs", "dashed", "compact"}),
        card_issuers=frozenset(
            {"visa", "mastercard", "amex", "discover", "jcb", "unionpay", "rupay"}
        ),
        phone_regions=15,
    ),
    "exam17": Exam(
        folder="pii_holdout17",
        langs=frozenset("en vi id ro el hu tl fi mi bo dv or sn to".split()),
        iban_countries=4,
        person_shapes=(
            "full_name",
            "first_name_alone",
            "surname_alone",
            "username",
            "emoji_adjacent",
            "common_word",
            "upper",
            "lower",
            "nickname",
            "initial",
            "initials",
            "last_first",
            "native_script",
            "romanised",
        ),
        min_per_shape=5,
        household_phone_regions=15,
        genres=frozenset(
            "account_recovery whatsapp_export forwarded_email incident_timeline "
            "grocery_substitution ticket_transfer clinic_intake".split()
        ),
        phone_shapes=frozenset({"extension", "spaced_digits", "paren_country", "compact", "e164"}),
        card_issuers=frozenset(
            {"visa", "mastercard", "amex", "discover", "jcb", "unionpay", "rupay"}
        ),
        phone_regions=15,
    ),
    "exam18": Exam(
        folder="pii_holdout18",
        langs=frozenset("en da nb cs hr he ms bn gn iu chr syr ak om".split()),
        iban_countries=6,
        person_shapes=(
            "full_name",
            "first_name_alone",
            "surname_alone",
            "username",
            "nickname",
            "common_word",
            "upper",
            "lower",
            "initial",
            "initials",
            "last_first",
            "native_script",
            "romanised",
        ),
        min_per_shape=5,
        household_phone_regions=15,
        genres=frozenset(
            "kyc_review gift_card_claim app_review_reply lost_property repair_booking "
            "bounce_report bot_handoff".split()
        ),
        phone_shapes=frozenset(
            {"national", "international", "e164", "no_plus", "intl_dashed", "nbsp"}
        ),
        card_issuers=frozenset({"visa", "mastercard", "amex", "discover", "jcb", "unionpay"}),
        phone_regions=15,
    ),
    "exam19": Exam(
        folder="pii_holdout19",
        langs=frozenset("el hu fi ro sk bg fa ur sw gd se kl ti zgh haw".split()),
        iban_countries=6,
        person_shapes=(
            "full_name",
            "first_name_alone",
            "surname_alone",
            "username",
            "nickname",
            "common_word",
            "upper",
            "lower",
            "initial",
            "initials",
            "last_first",
            "native_script",
            "romanised",
            "inflected",
            "patronymic",
            "from_display",
            "signature_title",
            "json_value",
            "glued",
        ),
        min_per_shape=5,
        household_phone_regions=15,
        genres=frozenset(
            "deposit_dispute redelivery_request invoice_correction family_plan_invite "
            "moving_quote assistant_memory donation_receipt".split()
        ),
        phone_shapes=frozenset({"national", "international", "e164", "en_dash", "plus_space"}),
        card_issuers=frozenset({"visa", "mastercard", "amex", "discover", "jcb", "unionpay"}),
        phone_regions=15,
    ),
    "exam20": Exam(
        folder="pii_holdout20",
        langs=frozenset("lt lv et sl ca sr ta tl ka ff sat lg tt ay ty".split()),
        iban_countries=6,
        person_shapes=(
            "full_name",
            "first_name_alone",
            "surname_alone",
            "username",
            "nickname",
            "common_word",
            "upper",
            "lower",
            "initial",
            "initials",
            "last_first",
            "native_script",
            "romanised",
            "inflected",
            "glued",
            "json_value",
            "from_display",
            "signature_title",
            "quote_attribution",
            "mention",
        ),
        min_per_shape=5,
        household_phone_regions=15,
        genres=frozenset(
            "referral_bonus subscription_pause trade_in_quote emergency_contact_update "
            "payment_decline appointment_reschedule delegate_access".split()
        ),
        phone_shapes=frozenset({"national", "international", "e164", "nb_hyphen", "bidi_marked"}),
        card_issuers=frozenset({"visa", "mastercard", "amex", "discover", "jcb", "unionpay"}),
        phone_regions=15,
    ),
    "exam21": Exam(
        folder="pii_holdout21",
        langs=frozenset("da nb pl cs tr is az sq hy mk yi as xh br fy".split()),
        iban_countries=11,
        person_shapes=(
            "full_name",
            "first_name_alone",
            "surname_alone",
            "username",
            "nickname",
            "common_word",
            "upper",
            "lower",
            "initial",
            "initials",
            "last_first",
            "native_script",
            "romanised",
            "inflected",
            "glued",
            "json_value",
            "from_display",
            "signature_title",
            "quote_attribution",
            "mention",
            "filename",
            "url_encoded",
            "birth_name",
        ),
        min_per_shape=5,
        household_phone_regions=15,
        genres=frozenset(
            "name_change_request duplicate_charge collect_by_proxy gift_order_edit "
            "contact_import_error seat_reassignment recall_outreach".split()
        ),
        phone_shapes=frozenset(
            {"national", "international", "e164", "sip_uri", "spreadsheet_text"}
        ),
        card_issuers=frozenset(
            {"visa", "mastercard", "amex", "discover", "jcb", "unionpay", "rupay"}
        ),
        phone_regions=15,
    ),
    "exam22": Exam(
        folder="pii_holdout22",
        langs=frozenset("it sv ru hu el eu mt lb kk km gsw bs sd pap tk".split()),
        iban_countries=11,
        person_shapes=(
            "full_name",
            "first_name_alone",
            "surname_alone",
            "username",
            "nickname",
            "common_word",
            "upper",
            "lower",
            "initial",
            "initials",
            "last_first",
            "native_script",
            "romanised",
            "inflected",
            "glued",
            "json_value",
            "from_display",
            "signature_title",
            "quote_attribution",
            "mention",
            "filename",
            "url_encoded",
            "birth_name",
            "possessive",
            "truncated",
        ),
        min_per_shape=5,
        household_phone_regions=15,
        genres=frozenset(
            "bereavement_notice wrong_transfer_recall guardian_consent account_merge "
            "callback_request lost_card_block otp_delivery_failure".split()
        ),
        phone_shapes=frozenset({"national", "international", "e164", "whatsapp_jid"}),
        card_issuers=frozenset({"visa", "mastercard", "amex", "discover", "unionpay", "mir"}),
        phone_regions=15,
    ),
    "exam23": Exam(
        folder="pii_holdout23",
        langs=frozenset("nl ro uk th vi ga am mn af cy oc ug tn su ln".split()),
        iban_countries=6,
        person_shapes=(
            "full_name",
            "first_name_alone",
            "surname_alone",
            "username",
            "nickname",
            "common_word",
            "upper",
            "lower",
            "initial",
            "initials",
            "last_first",
            "native_script",
            "romanised",
            "inflected",
            "glued",
            "json_value",
            "from_display",
            "signature_title",
            "quote_attribution",
            "mention",
            "filename",
            "url_encoded",
            "birth_name",
            "possessive",
            "truncated",
            "surname_caps_first",
            "json_escaped",
        ),
        min_per_shape=5,
        household_phone_regions=15,
        genres=frozenset(
            "autopay_enrolment misdirected_email identity_theft_report team_offboarding "
            "travel_notice device_insurance_claim student_verification".split()
        ),
        phone_shapes=frozenset({"national", "international", "e164", "nsn_field"}),
        card_issuers=frozenset({"visa", "mastercard", "amex", "discover", "jcb", "unionpay"}),
        phone_regions=15,
    ),
    "exam24": Exam(
        folder="pii_holdout24",
        langs=frozenset("ar he hi id tl yo zu ne gl ht ny st ee kab rm".split()),
        iban_countries=5,
        person_shapes=(
            "full_name",
            "first_name_alone",
            "surname_alone",
            "username",
            "nickname",
            "common_word",
            "upper",
            "lower",
            "initial",
            "initials",
            "last_first",
            "native_script",
            "romanised",
            "inflected",
            "glued",
            "json_value",
            "from_display",
            "signature_title",
            "quote_attribution",
            "mention",
            "filename",
            "url_encoded",
            "birth_name",
            "possessive",
            "truncated",
            "surname_caps_first",
            "mrz",
            "url_slug",
            "camel_joined",
        ),
        min_per_shape=5,
        household_phone_regions=15,
        genres=frozenset(
            "pet_microchip_transfer festival_ticket_refund beneficiary_update "
            "visa_letter_request parking_fine_appeal coworking_guest_pass cosigner_review".split()
        ),
        phone_shapes=frozenset({"national", "international", "e164", "intl_dotted"}),
        card_issuers=frozenset({"visa", "mastercard", "amex", "discover", "jcb", "unionpay"}),
        phone_regions=15,
    ),
    "exam25": Exam(
        folder="pii_holdout25",
        langs=frozenset("bn ur ms fi te so ha be ceb mg rn ast tet tpi ckb".split()),
        iban_countries=5,
        person_shapes=(
            "full_name",
            "first_name_alone",
            "surname_alone",
            "username",
            "nickname",
            "common_word",
            "upper",
            "lower",
            "initial",
            "initials",
            "last_first",
            "native_script",
            "romanised",
            "inflected",
            "glued",
            "json_value",
            "from_display",
            "signature_title",
            "quote_attribution",
            "mention",
            "possessive",
            "ldap_cn",
            "care_of",
            "joined_upper",
        ),
        min_per_shape=5,
        household_phone_regions=15,
        genres=frozenset(
            "remittance_trace baggage_delay_claim school_fee_plan sim_registration_check "
            "roommate_rent_split solar_site_survey blood_donation_booking".split()
        ),
        phone_shapes=frozenset({"national", "international", "e164", "intl_slashed"}),
        card_issuers=frozenset({"visa", "mastercard", "amex", "discover", "jcb", "unionpay"}),
        phone_regions=15,
    ),
    "exam26": Exam(
        folder="pii_holdout26",
        langs=frozenset("pt ta fa sw de tg si ps hmn ss bm ch ilo sc co".split()),
        iban_countries=5,
        person_shapes=(
            "full_name",
            "first_name_alone",
            "surname_alone",
            "username",
            "nickname",
            "common_word",
            "upper",
            "lower",
            "initial",
            "initials",
            "last_first",
            "native_script",
            "romanised",
            "glued",
            "json_value",
            "from_display",
            "signature_title",
            "mention",
            "possessive",
            "ics_cn",
            "surname_initial",
            "split_field",
        ),
        min_per_shape=5,
        household_phone_regions=15,
        genres=frozenset(
            "seller_payout_hold wedding_venue_deposit tutor_session_booking "
            "furniture_assembly_visit scholarship_disbursement carrier_unlock_request "
            "flower_delivery_note".split()
        ),
        phone_shapes=frozenset({"national", "international", "e164", "cc_split"}),
        card_issuers=frozenset(
            {"visa", "mastercard", "amex", "discover", "jcb", "unionpay", "rupay", "mir"}
        ),
        phone_regions=15,
    ),
    **LATE_EXAMS,
}
