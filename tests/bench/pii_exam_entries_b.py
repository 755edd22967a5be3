"""What the held-out PII exams promise in their READMEs (continued): the ``Exam`` record and
the entries of exams 8 to 13, moved here unchanged from ``pii_exam_entries`` when exam 23's
entry took that module over the size limit; merged into its ``EXAMS``."""

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


EARLY_EXAMS = {
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
}
