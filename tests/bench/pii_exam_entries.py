"""What each held-out PII exam promises in its README (languages, genres, name and phone
shapes), for ``test_pii_holdout8_data``: one entry per exam, kept apart so the test module stays
under the size limit."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Exam:
    """What one exam promises in its README: languages, genres, name and phone shapes."""

    folder: str
    langs: frozenset[str]
    iban_countries: int
    person_shapes: tuple[str, ...]
    min_per_shape: int
    household_phone_regions: int  # the households' phones come from fewer regions
    genres: frozenset[str] = frozenset()
    phone_shapes: frozenset[str] = frozenset()
    card_issuers: frozenset[str] = frozenset({"visa", "mastercard", "amex", "discover", "jcb"})
    phone_regions: int = 13


EXAMS = {
    "exam8": Exam(
        folder="pii_holdout8",
        langs=frozenset("en sv pl cs hr sk sl lt et lv nl it".split()),
        iban_countries=11,
        person_shapes=(
            "nickname",
            "inflected",
            "ascii_folded",
            "username",
            "initial",
            "last_first",
        ),
        min_per_shape=10,
        household_phone_regions=10,
    ),
    "exam9": Exam(
        folder="pii_holdout9",
        langs=frozenset("en uk bg mk he ka hy az is fa hi zh".split()),
        iban_countries=8,
        person_shapes=("transliterated", "vcard_n", "username", "initial", "last_first", "affixed"),
        min_per_shape=5,
        household_phone_regions=13,
        genres=frozenset(
            "fnol_claim hotel_folio bank_statement git_commit ics_invite vcard classified_ad "
            "tenancy_agreement".split()
        ),
        phone_shapes=frozenset({"rfc3966", "dotted", "native_digits", "e164"}),
    ),
    "exam10": Exam(
        folder="pii_holdout10",
        langs=frozenset("en ar ru th bn ta ur sw sq ca eu ms ga".split()),
        iban_countries=7,
        person_shapes=(
            "pnr_slash",
            "nasab",
            "patronymic",
            "declined",
            "initial_first",
            "bin_binti",
            "double_surname",
            "irish_patronymic",
            "common_word",
            "affixed",
            "json_given",
        ),
        min_per_shape=10,
        household_phone_regions=14,
        genres=frozenset(
            "airline_pnr enrolment_form hr_onboarding customs_declaration crm_api_json "
            "court_summons meter_reading support_ticket_md".split()
        ),
        phone_shapes=frozenset({"double_zero", "native_digits", "odd_spaces", "e164"}),
        card_issuers=frozenset(
            {"visa", "mastercard", "amex", "discover", "jcb", "unionpay", "rupay", "mir"}
        ),
        phone_regions=14,
    ),
    "exam11": Exam(
        folder="pii_holdout11",
        langs=frozenset("en am km ne mn kk uz pa yo af sr mt cy".split()),
        iban_countries=6,
        person_shapes=(
            "upper",
            "transliterated",
            "gedcom_slash",
            "given_initial",
            "username",
            "last_first",
            "initial",
            "inflected",
            "toneless",
            "mutated",
            "nickname",
        ),
        min_per_shape=5,
        household_phone_regions=14,
        genres=frozenset(
            "ride_receipt vet_record cv_application library_notice mobile_money_sms "
            "gedcom_record sql_insert http_access_log".split()
        ),
        phone_shapes=frozenset({"native_digits", "rfc3966", "compact", "dotted", "double_zero"}),
        card_issuers=frozenset({"visa", "mastercard", "amex", "discover", "jcb", "unionpay"}),
        phone_regions=14,
    ),
    "exam12": Exam(
        folder="pii_holdout12",
        langs=frozenset("en es fr de pt ja ko zh gl lb be zu ht so".split()),
        iban_countries=5,
        person_shapes=(
            "lower",
            "upper",
            "last_first",
            "initials",
            "nickname",
            "common_word",
            "transliterated",
            "username",
            "article",
            "class_prefixed",
        ),
        min_per_shape=5,
        household_phone_regions=16,
        genres=frozenset(
            "rag_trace tool_call_json macro_reply chargeback_form warranty_claim "
            "cancellation_chat parcel_locker car_rental jira_comment intercom_export".split()
        ),
        phone_shapes=frozenset({"fullwidth", "trunk_zero", "wa_me", "dotted", "compact"}),
        card_issuers=frozenset({"visa", "mastercard", "amex", "discover", "jcb", "unionpay"}),
        phone_regions=16,
    ),
    "exam13": Exam(
        folder="pii_holdout13",
        langs=frozenset("en es fr de pt ja ko tr gu si ha qu fo tg".split()),
        iban_countries=4,
        person_shapes=(
            "upper",
            "lower",
            "initials",
            "last_first",
            "transliterated",
            "kana_reading",
            "official_order",
            "suffixed",
            "case_suffix",
            "nickname",
            "common_word",
            "username",
        ),
        min_per_shape=5,
        household_phone_regions=14,
        genres=frozenset(
            "gym_membership school_absence_note property_viewing tax_helpdesk_chat "
            "sim_swap_request loyalty_statement dental_reminder data_access_request "
            "telegram_bot_log assistant_conversation route_sheet salesforce_export".split()
        ),
        phone_shapes=frozenset(
            {"paren_area", "plus_zero", "native_digits", "double_zero", "dotted"}
        ),
        card_issuers=frozenset(
            {"visa", "mastercard", "amex", "discover", "jcb", "unionpay", "rupay"}
        ),
        phone_regions=14,
    ),
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
}
