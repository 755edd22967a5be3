"""Raw originals from the app: admins read one trace's original with a reason; every read and
every refused read (wrong role, no reason, nothing kept, bad key) is audited; the audit lists."""

from __future__ import annotations

import pytest
from cryptography.fernet import Fernet

from curation.models import RawAccess
from curation.services.raw_access import RawReadRefused, raw_original_read
from curation.services.traces import trace_ingest_objects

pytestmark = pytest.mark.django_db

REASON = "ticket SUP-4411: customer disputes the transcript"


def case(trace_id="kept1"):
    return {
        "trace_id": trace_id,
        "messages": [{"role": "user", "content": "Hi, I'm Margaux Delacroix, account acct_55190."}],
    }


@pytest.fixture
def kept(settings):
    settings.ASSAY_PSEUDONYMIZE = True
    settings.ASSAY_KEEP_RAW = True
    settings.ASSAY_RAW_KEY = Fernet.generate_key().decode()
    trace_ingest_objects(objects=[case()])
    settings.ASSAY_KEEP_RAW = False
    trace_ingest_objects(objects=[case("notkept")])
    return "kept1"


@pytest.fixture
def admin_client(admin_user):
    from django.test import Client

    client = Client()  # its own session, so a test can hold an admin and a lead at once
    client.force_login(admin_user)
    return client


def last_audit() -> RawAccess:
    return RawAccess.objects.order_by("-id").first()


def test_admin_reads_the_original_with_a_reason_on_the_page(kept, admin_client, admin_user):
    response = admin_client.post("/curation/raw/", {"trace": kept, "reason": REASON})

    assert response.status_code == 200
    assert b"Margaux Delacroix" in response.content and b"acct_55190" in response.content
    assert response["Cache-Control"] == "no-store"
    audit = last_audit()
    assert (audit.user, audit.trace_ref, audit.reason, audit.outcome, audit.via) == (
        admin_user,
        kept,
        REASON,
        "read",
        "page",
    )
    assert audit.raw.trace.trace_id == kept


def test_admin_form_page_reads_nothing(kept, admin_client):
    response = admin_client.get("/curation/raw/")

    assert response.status_code == 200 and b"Reason (required)" in response.content
    assert not RawAccess.objects.exists()


@pytest.mark.parametrize("who", ["lead", "annotator"])
def test_leads_and_annotators_get_403_and_an_audited_refusal(kept, client, request, who):
    user = request.getfixturevalue(who)
    client.force_login(user)

    page = client.post("/curation/raw/", {"trace": kept, "reason": REASON})
    opened = client.get("/curation/raw/", {"trace": kept})
    api = client.post(
        "/api/raw-originals/", {"trace_id": kept, "reason": REASON}, content_type="application/json"
    )

    assert (page.status_code, opened.status_code, api.status_code) == (403, 403, 403)
    assert b"Margaux" not in page.content + opened.content + api.content
    rows = list(RawAccess.objects.order_by("id"))
    assert [(r.user, r.outcome, r.trace_ref, r.via) for r in rows] == [
        (user, "refused", kept, "page"),
        (user, "refused", kept, "page"),
        (user, "refused", kept, "api"),
    ]
    assert all(r.detail == "only admins may read raw originals" for r in rows)


def test_no_reason_is_refused_and_audited(kept, admin_client, admin_user):
    response = admin_client.post("/curation/raw/", {"trace": kept, "reason": "  "})

    assert response.status_code == 400 and b"Margaux" not in response.content
    assert b"say why you need the original" in response.content
    audit = last_audit()
    assert (audit.user, audit.outcome, audit.trace_ref) == (admin_user, "refused", kept)
    assert audit.detail.startswith("reason:")


def test_raw_not_kept_and_unknown_trace_are_refused_and_audited(kept, admin_user):
    with pytest.raises(RawReadRefused, match="no raw original is kept") as not_kept:
        raw_original_read(trace_id="notkept", user=admin_user, reason=REASON)
    with pytest.raises(RawReadRefused, match="no trace 'nope'") as unknown:
        raw_original_read(trace_id="nope", user=admin_user, reason=REASON)

    assert (not_kept.value.status, unknown.value.status) == (404, 404)
    assert [(r.trace_ref, r.outcome) for r in RawAccess.objects.order_by("id")] == [
        ("notkept", "refused"),
        ("nope", "refused"),
    ]


def test_a_key_that_does_not_decrypt_is_refused_and_audited(kept, settings, admin_user):
    settings.ASSAY_RAW_KEY = Fernet.generate_key().decode()  # rotated without re-encrypting
    with pytest.raises(RawReadRefused, match="does not decrypt") as wrong:
        raw_original_read(trace_id=kept, user=admin_user, reason=REASON)
    settings.ASSAY_RAW_KEY = "not-a-fernet-key"
    with pytest.raises(RawReadRefused, match="not a valid Fernet key") as invalid:
        raw_original_read(trace_id=kept, user=admin_user, reason=REASON)

    assert (wrong.value.status, invalid.value.status) == (409, 409)
    assert [r.outcome for r in RawAccess.objects.all()] == ["refused", "refused"]
    assert all(r.raw is not None for r in RawAccess.objects.all())


def test_api_reads_for_admins_with_a_reason(kept, admin_client):
    ok = admin_client.post(
        "/api/raw-originals/", {"trace_id": kept, "reason": REASON}, content_type="application/json"
    )
    no_reason = admin_client.post(
        "/api/raw-originals/", {"trace_id": kept}, content_type="application/json"
    )

    assert ok.status_code == 200 and ok["Cache-Control"] == "no-store"
    assert ok.json()["original"]["messages"][0]["content"].startswith("Hi, I'm Margaux Delacroix")
    assert no_reason.status_code == 400 and "reason" in no_reason.json()["error"]["message"]
    assert [(r.outcome, r.via) for r in RawAccess.objects.order_by("id")] == [
        ("read", "api"),
        ("refused", "api"),
    ]


def test_audit_is_listed_for_admins_only(kept, admin_client, admin_user, lead_client):
    raw_original_read(trace_id=kept, user=admin_user, reason=REASON)
    with pytest.raises(RawReadRefused):
        raw_original_read(trace_id=kept, user=admin_user, reason="")

    page = admin_client.get("/curation/raw/audit/")
    api = admin_client.get("/api/raw-originals/accesses/")

    assert page.status_code == 200 and page.content.count(b'class="raw-access"') == 2
    assert b"SUP-4411" in page.content and b"refused" in page.content
    assert [(r["user"], r["trace_id"], r["outcome"]) for r in api.json()] == [
        ("dave", kept, "refused"),
        ("dave", kept, "read"),
    ]
    assert lead_client.get("/curation/raw/audit/").status_code == 403
    assert lead_client.get("/api/raw-originals/accesses/").status_code == 403
