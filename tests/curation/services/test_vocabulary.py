"""The protected vocabulary in the app: built from the corpus, refreshed when it changes, used at
ingest; personal sources; retrieved passages equal to a chunk; the allow/deny list page."""

from __future__ import annotations

import pytest
from django.urls import reverse

from core.jsonl import JsonLine
from curation.chunking import ChunkingConfig
from curation.errors import CurationError
from curation.models import Chunk, Document, ProtectedVocabulary, RetrievalResult, VocabularyEntry
from curation.services.corpus import corpus_ingest_lines
from curation.services.traces import trace_ingest_objects
from curation.services.vocabulary import protection_current, vocabulary_entry_add

pytestmark = pytest.mark.django_db

ONE_CHUNK = ChunkingConfig(unit="tokens", size=120, overlap=20, no_split=True)
PRODUCT_DOCS = [
    {
        "doc_id": "kb/volumes",
        "title": "Nimbus Block Volumes",
        "text": "Nimbus Block Volumes attach to any Tessaract instance.",
    },
    {
        "doc_id": "kb/resize",
        "title": "Resizing",
        "text": "Resize Nimbus Block Volumes from the console.",
    },
    {
        "doc_id": "kb/billing",
        "title": "Billing",
        "text": "Snapshots of Nimbus Block Volumes are billed per GB.",
    },
]


def ingest(docs, personal=False):
    return corpus_ingest_lines(
        lines=(JsonLine(i, d) for i, d in enumerate(docs, 1)), chunking=ONE_CHUNK, personal=personal
    )


def trace(trace_id, user_text, retrieved=()):
    return {
        "trace_id": trace_id,
        "messages": [
            {"role": "user", "content": user_text},
            {
                "role": "assistant",
                "content": "Let me check.",
                "retrieval": [
                    {"doc_id": d, "chunk_id": f"{d}#0001", "text": t} for d, t in retrieved
                ],
            },
        ],
    }


def stored_messages(trace_id):
    from curation.models import Trace

    return [m.content for m in Trace.objects.get(trace_id=trace_id).messages.order_by("position")]


def test_ingesting_a_corpus_builds_the_vocabulary_of_what_recurs():
    ingest(PRODUCT_DOCS)

    vocab = ProtectedVocabulary.objects.get()
    assert "nimbus block volumes" in vocab.phrases
    assert "tessaract" not in vocab.words  # one document only
    assert vocab.documents == 3


def test_a_corpus_change_refreshes_the_vocabulary(settings):
    settings.ASSAY_VOCAB_MIN_DOCS = 3
    ingest(PRODUCT_DOCS)
    before = ProtectedVocabulary.objects.get()

    changed = dict(PRODUCT_DOCS[2], text="Snapshots are billed per GB.")
    ingest([changed])

    after = ProtectedVocabulary.objects.get()
    assert after.pk != before.pk
    assert "nimbus block volumes" not in after.phrases


def test_an_unchanged_corpus_keeps_the_stored_vocabulary():
    ingest(PRODUCT_DOCS)
    before = ProtectedVocabulary.objects.get()

    ingest(PRODUCT_DOCS)

    assert ProtectedVocabulary.objects.get().pk == before.pk


def test_a_product_name_from_the_corpus_survives_ingest_and_a_name_does_not(settings):
    settings.ASSAY_PSEUDONYMIZE = True
    ingest(PRODUCT_DOCS)

    trace_ingest_objects(
        objects=[trace("t1", "Hi, I'm Ottilie Przybylska. My Nimbus Block Volumes disk is full.")]
    )

    [user, _] = stored_messages("t1")
    assert "Nimbus Block Volumes" in user
    assert "Przybylska" not in user and "Ottilie" not in user


def test_a_deny_entry_is_replaced_even_where_nothing_detects_it(settings, lead):
    settings.ASSAY_PSEUDONYMIZE = True
    vocabulary_entry_add(term="zorblat", kind="deny", reason="a customer's nickname", user=lead)

    trace_ingest_objects(objects=[trace("t1", "the zorblat account is locked")])

    assert "zorblat" not in stored_messages("t1")[0].lower()


def test_an_allow_entry_is_never_replaced_by_the_name_recognizers(settings):
    settings.ASSAY_PSEUDONYMIZE = True
    settings.ASSAY_PII_ALLOW = ["Terraform Ansible"]

    trace_ingest_objects(objects=[trace("t1", "Ask Terraform Ansible, then mail jo@example.org")])

    [user, _] = stored_messages("t1")
    assert "Terraform Ansible" in user
    assert "jo@example.org" not in user  # structured recognizers still apply


def test_the_protection_is_cached_until_an_entry_changes(lead):
    first = protection_current()
    assert protection_current() is first

    vocabulary_entry_add(term="Kowalczyk", kind="allow", reason="a product", user=lead)

    assert protection_current() is not first
    assert "kowalczyk" in protection_current().allow


def test_an_entry_needs_a_reason(lead):
    with pytest.raises(CurationError, match="reason"):
        vocabulary_entry_add(term="Kowalczyk", kind="allow", reason=" ", user=lead)


def test_a_retrieved_passage_equal_to_a_chunk_is_stored_as_that_chunk(settings):
    settings.ASSAY_PSEUDONYMIZE = True
    public = {"doc_id": "kb/history", "text": "The console was designed by Ottilie Przybylska."}
    ingest([public])
    other = "Wiesława Kaczmarczyk also wrote the billing page."

    trace_ingest_objects(
        objects=[
            trace(
                "t1",
                "Who designed it?",
                [("kb/history", public["text"] + "\n"), ("kb/other", other)],
            )
        ]
    )

    texts = list(RetrievalResult.objects.order_by("rank").values_list("text", flat=True))
    assert texts[0] == public["text"] + "\n"
    assert Chunk.objects.get(chunk_id="kb/history#0001").text == public["text"]
    assert "Kaczmarczyk" not in texts[1]  # not a chunk: pseudonymized as before


def test_the_words_of_a_public_chunk_a_trace_retrieved_are_not_replaced_in_it(settings):
    settings.ASSAY_PSEUDONYMIZE = True
    public = {"doc_id": "kb/history", "text": "The console was designed by Ottilie Przybylska."}
    ingest([public])

    trace_ingest_objects(
        objects=[
            trace("t1", "Did Przybylska design the console?", [("kb/history", public["text"])]),
            trace("t2", "Did Przybylska design the console?"),
        ]
    )

    assert "Przybylska" in stored_messages("t1")[0]  # the public text it retrieved names her
    assert "Przybylska" not in stored_messages("t2")[0]  # nothing public says so here

    settings.ASSAY_PII_RETRIEVED_PROTECT = False  # favours recall
    trace_ingest_objects(
        objects=[
            trace("t3", "Did Przybylska design the console?", [("kb/history", public["text"])])
        ]
    )
    assert "Przybylska" not in stored_messages("t3")[0]


def test_a_personal_source_is_stored_pseudonymized_and_protects_nothing(settings):
    records = [
        {"doc_id": f"acct/{i}", "text": f"Account acct_4037{i} belongs to Ottilie Przybylska."}
        for i in range(4)
    ]

    ingest(records, personal=True)

    assert Document.objects.filter(personal=True).count() == 4
    stored = " ".join(Chunk.objects.values_list("text", flat=True))
    assert "Przybylska" not in stored and "acct_40371" not in stored
    vocab = ProtectedVocabulary.objects.get()
    assert vocab.documents == 0 and "przybylska" not in vocab.words


def test_a_personal_document_and_the_trace_that_retrieved_it_get_the_same_surrogates(settings):
    settings.ASSAY_PSEUDONYMIZE = True
    record = (
        "Account acct_40371: holder Julien Moreau, julien.moreau@example.org, "
        "partner Juliette Moreau."
    )
    ingest([{"doc_id": "acct/40371", "text": record}], personal=True)
    chunk = Chunk.objects.get(chunk_id="acct/40371#0001").text

    trace_ingest_objects(
        objects=[
            trace("t1", "I'm Julien Moreau, is acct_40371 still open?", [("acct/40371", record)])
        ]
    )

    retrieved = RetrievalResult.objects.get().text
    assert retrieved == chunk
    assert "Moreau" not in retrieved and "acct_40371" not in retrieved
    user = stored_messages("t1")[0]
    surrogate_account = next(w for w in chunk.split() if w.startswith("acct_")).rstrip(":")
    assert surrogate_account in user


def test_the_vocabulary_page_is_for_leads_and_admins(client, annotator, lead, admin_user):
    url = reverse("curation:vocabulary")
    client.force_login(annotator)
    assert client.get(url).status_code == 403
    assert client.post(url, {"term": "x", "kind": "allow", "reason": "r"}).status_code == 403

    client.force_login(lead)
    assert client.get(url).status_code == 200
    client.force_login(admin_user)
    assert client.get(url).status_code == 200


def test_a_lead_adds_and_removes_an_entry_with_its_reason(lead_client):
    url = reverse("curation:vocabulary")

    response = lead_client.post(url, {"term": "Nimbus", "kind": "allow", "reason": "product"})

    assert response.status_code == 302
    entry = VocabularyEntry.objects.get()
    assert (entry.term, entry.reason, entry.created_by.username) == ("Nimbus", "product", "carol")
    assert "Nimbus" in lead_client.get(url).content.decode()
    lead_client.post(reverse("curation:vocabulary-remove", args=[entry.pk]))
    assert not VocabularyEntry.objects.exists()


def test_an_entry_without_a_reason_is_refused_with_the_field_named(lead_client):
    response = lead_client.post(reverse("curation:vocabulary"), {"term": "Nimbus", "kind": "allow"})

    assert response.status_code == 400
    assert "reason" in response.content.decode()
    assert not VocabularyEntry.objects.exists()


def test_an_annotator_cannot_remove_an_entry(client, annotator, lead):
    entry = vocabulary_entry_add(term="Nimbus", kind="allow", reason="product", user=lead)
    client.force_login(annotator)

    assert client.post(reverse("curation:vocabulary-remove", args=[entry.pk])).status_code == 403
    assert VocabularyEntry.objects.exists()
