"""import_evalset pseudonymizes what it stores, one case per item; items stored raw (before,
or with pseudonymization off) are refused by exports until ``repseudonymize`` fixes them."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from curation.models import EvalItem
from exports.errors import ExportError
from exports.services import evalset_freeze

pytestmark = pytest.mark.django_db

RAW = ["Margaux", "Delacroix", "margaux.delacroix@", "acct_55190", "45 12 78 90", "Victor Hugo"]


def pii_item(item_id="q1", **overrides):
    row = {
        "id": item_id,
        "prefix": [
            {"role": "user", "content": "Hello, my name is Margaux Delacroix, account acct_55190."},
            {
                "role": "assistant",
                "content": "Thanks Margaux, I see acct_55190 at 27 rue Victor Hugo.",
            },
        ],
        "follow_up": "Can you send it to margaux.delacroix@example.net or call +33 6 45 12 78 90?",
        "gold": ["kb/contact#0001"],
        "gold_rewrite": "Can support email Margaux Delacroix about acct_55190?",
        "source": "support-chat",
        "pattern": "pronoun",
    }
    row.update(overrides)
    return row


def stored_text(item: EvalItem) -> str:
    return " ".join([*(m["content"] for m in item.prefix), item.follow_up, item.gold_rewrite or ""])


def test_import_stores_every_free_text_field_pseudonymized(settings, write_jsonl):
    settings.ASSAY_PSEUDONYMIZE = True
    call_command("import_evalset", str(write_jsonl([pii_item()])), "--set", "imported")
    item = EvalItem.objects.get()
    text = stored_text(item)

    assert [raw for raw in RAW if raw in text] == []
    assert item.pseudonymized
    # Identifiers and labels stay as given.
    assert (item.external_id, item.gold, item.source, item.pattern) == (
        "q1",
        ["kb/contact#0001"],
        "support-chat",
        "pronoun",
    )


def test_one_item_is_one_case_with_one_surrogate_table(settings, write_jsonl):
    settings.ASSAY_PSEUDONYMIZE = True
    call_command("import_evalset", str(write_jsonl([pii_item()])), "--set", "imported")
    item = EvalItem.objects.get()
    account = item.prefix[0]["content"].split("account ", 1)[1].rstrip(".")

    assert account.startswith("acct_") and account != "acct_55190"
    assert account in item.prefix[1]["content"] and account in item.gold_rewrite
    surname = item.prefix[0]["content"].split("my name is ", 1)[1].split(",")[0].split()[-1]
    assert surname in item.gold_rewrite


def test_items_without_personal_data_are_stored_unchanged(settings, write_jsonl):
    settings.ASSAY_PSEUDONYMIZE = True
    plain = pii_item(
        prefix=[{"role": "user", "content": "Which plans include SSO?"}],
        follow_up="and is it SAML?",
        gold_rewrite="Does Enterprise SSO use SAML?",
    )
    call_command("import_evalset", str(write_jsonl([plain])), "--set", "imported")
    item = EvalItem.objects.get()

    assert (item.prefix[0]["content"], item.follow_up, item.gold_rewrite) == (
        "Which plans include SSO?",
        "and is it SAML?",
        "Does Enterprise SSO use SAML?",
    )


def test_raw_import_is_refused_by_export_until_repseudonymized(settings, write_jsonl, capsys):
    settings.ASSAY_PSEUDONYMIZE = False
    call_command(
        "import_evalset", str(write_jsonl([pii_item("q1"), pii_item("q2")])), "--set", "raw-set"
    )
    assert not EvalItem.objects.filter(pseudonymized=True).exists()
    eval_set = EvalItem.objects.first().eval_set

    with pytest.raises(ExportError) as refused:
        evalset_freeze(eval_set=eval_set)
    assert "q1: imported without pseudonymization" in str(refused.value)
    assert "q2: imported without pseudonymization" in str(refused.value)

    settings.ASSAY_PSEUDONYMIZE = True
    call_command("repseudonymize")
    version, _ = evalset_freeze(eval_set=eval_set)

    assert "2 imported items" in capsys.readouterr().out
    assert [raw for raw in RAW if raw in str(version.content)] == []
