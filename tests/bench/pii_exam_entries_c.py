"""What the held-out PII exams promise in their READMEs (continued): entries from exam 27 on,
kept here because ``pii_exam_entries`` is at its size limit; merged into its ``EXAMS``."""

from __future__ import annotations

from tests.bench.pii_exam_entries_b import Exam

LATE_EXAMS = {
    "exam27": Exam(
        folder="pii_holdout27",
        langs=frozenset("ro hu el da he kn fy mi fur ki war ban srn bi mai".split()),
        iban_countries=5,
        person_shapes=(
            "full_name",
            "first_name_alone",
            "surname_alone",
            "username",
            "upper",
            "lower",
            "initials",
            "last_first",
            "native_script",
            "romanised",
            "json_value",
            "from_display",
            "mention",
            "possessive",
            "whois_field",
            "surname_comma_initial",
            "given_upper_surname",
        ),
        min_per_shape=5,
        household_phone_regions=15,
        genres=frozenset(
            "bike_share_overcharge pet_boarding_checkin domain_transfer_auth "
            "exam_retake_request warehouse_pickup_slot patient_transport_booking "
            "ev_charger_install".split()
        ),
        phone_shapes=frozenset({"national", "international", "e164", "epp_dot"}),
        card_issuers=frozenset(
            {"visa", "mastercard", "amex", "discover", "jcb", "unionpay", "rupay"}
        ),
        phone_regions=15,
    ),
}
