"""No raw data anywhere: after ingesting (CLI and REST API), importing (import_evalset) and
uploading (the upload page) PII-laden cases, then labelling, replaying, flagging, freezing and
exporting them, no raw identifier is in any table, file, log, page or export. Only the
encrypted raw store may hold them.

The scan is not a hand list: tables are every model Django knows (auto-created ones too),
columns every text, JSON or binary field; pages are every URL pattern, fetched as a lead and as
an annotator (a pattern the test cannot fill in fails it, so a new page must be added to
``no_raw_scan.page_urls``).
``test_the_scan_finds_raw_text_when_a_path_skips_pseudonymization`` proves the scan can fail.

The identifiers are ones the current detectors catch (a detector miss is the detectors' own
tests' business; this test is about paths that bypass the pseudonymizer)."""

from __future__ import annotations

import gzip
import json
import logging
from pathlib import Path

import pytest
from cryptography.fernet import Fernet
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.test import Client

from accounts.tokens import api_token_issue
from core.models import Job
from curation.models import EvalItem, EvalSet, RawOriginal, Trace
from curation.services.vocabulary import vocabulary_entry_add
from exports.formats import FORMATS
from labelling import services as labelling
from labelling.labeldata import LabelData
from labelling.models import Assignment, GuideRule, Label, QueueItem
from replay.models import Run
from staleness.models import StaleFlag
from tests.curation.no_raw_scan import (
    fetch_all,
    page_urls,
    scan_files,
    scan_tables,
    scan_texts,
    unmodelled_tables,
)
from tests.staleness.builders import ingest

pytestmark = pytest.mark.django_db


# What the test puts in, by path. Each value is scanned for as given.
CLI = {
    "name": "Margaux Delacroix",
    "first": "Margaux",
    "last": "Delacroix",
    "email": "margaux.delacroix@example.net",
    "phone": "+33 6 45 12 78 90",
    "account": "acct_55190",
    "order": "ORD-66013",
    "street": "27 rue Lamartine",
    "card": "4111 1111 1111 1111",
    "iban": "FR76 3000 6000 0112 3456 7890 189",
    # environment values
    "env_name": "Oskar Lindqvist",
    "env_first": "Oskar",
    "env_last": "Lindqvist",
    "env_email": "oskar.lindqvist@example.com",
    "env_account": "acct_61277",
}


IMPORTED = {
    "name": "Ingrid Halvorsen",
    "first": "Ingrid",
    "last": "Halvorsen",
    "email": "ingrid.halvorsen@example.org",
    "phone": "+44 20 7946 0958",
    "account": "acct_73314",
    "street": "1452 Maple Avenue",
}


UPLOADED = {
    "name": "Tobias Ferreira",
    "first": "Tobias",
    "last": "Ferreira",
    "email": "tobias.ferreira@example.com",
    "phone": "+49 151 23456789",
    "account": "acct_90412",
    "order": "ORD-88127",
    "street": "9 Baker Street",
}


RAW_VALUES = sorted({*CLI.values(), *IMPORTED.values(), *UPLOADED.values()})


CORPUS = {
    "kb/accounts": (
        "Accounts can be closed from the billing console. "
        "A closed account keeps its invoices for seven years. "
        "Orders ship within two working days."
    )
}


CORPUS_EDITED = {
    "kb/accounts": (
        "Accounts can be closed from the billing console. "
        "A closed account keeps its invoices for ten years. "
        "Orders ship within two working days."
    )
}


FOLLOW_UPS = ["Is that one still open?", "What about the second one?", "Can you close it for me?"]


def support_trace(trace_id: str, who: dict, *, environment: dict | None = None) -> dict:
    """A support conversation with the person's identifiers in every kind of field."""
    order = who.get("order", "ORD-10001")
    return {
        "trace_id": trace_id,
        "source": "support",
        "environment": environment or {"prompt_version": "v7", "model": "assist-2"},
        "messages": [
            {
                "role": "user",
                "content": f"Hi, I'm {who['name']}, my email is {who['email']} and "
                f"my phone {who['phone']}.",
            },
            {
                "role": "assistant",
                "content": f"Thanks {who['first']}. I see {who['account']} at {who['street']}.",
                "rewrite": {"query": f"accounts of {who['name']}"},
                "retrieval": [
                    {
                        "doc_id": "kb/accounts",
                        "chunk_id": "kb/accounts#0002",
                        "doc_version": "v1",
                        "score": 0.8,
                        "text": "A closed account keeps its invoices for seven years.",
                    },
                    {
                        "doc_id": "crm/records",
                        "chunk_id": "crm/records#0001",
                        "score": 0.7,
                        "text": f"Account {who['account']} holder {who['name']}, {who['street']}, "
                        f"order {order}.",
                    },
                ],
                "tool_calls": [
                    {
                        "name": "lookup_account",
                        "args": {"account_id": who["account"]},
                        "response": {
                            "holder": who["name"],
                            "email": who["email"],
                            "orders": [{"id": order}],
                        },
                    }
                ],
            },
            {"role": "user", "content": FOLLOW_UPS[0]},
            {"role": "assistant", "content": f"Yes, {who['account']} is open, {who['first']}."},
            {"role": "user", "content": FOLLOW_UPS[1]},
            {"role": "assistant", "content": f"Order {order} shipped to {who['street']}."},
            {"role": "user", "content": FOLLOW_UPS[2]},
            {"role": "assistant", "content": "Done."},
        ],
    }


def cli_traces() -> list[dict]:
    env = {
        "prompt_version": "v7",
        "model": "assist-2",
        "region": "eu-west-1",
        "customer_name": CLI["env_name"],
        "contact": {"email": CLI["env_email"]},
        "account_id": CLI["env_account"],
    }
    extra = {"card": CLI["card"], "iban": CLI["iban"]}
    first = support_trace("cli-1", CLI, environment=env)
    first["messages"][0]["content"] += f" Card {extra['card']}, IBAN {extra['iban']}."
    return [first, support_trace("cli-2", CLI)]


def import_items() -> list[dict]:
    who = IMPORTED
    return [
        {
            "id": f"imp-{n}",
            "prefix": [
                {
                    "role": "user",
                    "content": f"Hi, this is {who['name']}. Reach me at {who['email']} "
                    f"or {who['phone']}.",
                },
                {
                    "role": "assistant",
                    "content": f"Account {who['account']} is registered to "
                    f"{who['street']}, Springfield.",
                },
            ],
            "follow_up": follow_up,
            "gold": ["kb/accounts#0002"],
            "gold_rewrite": f"Is {who['account']} of {who['name']} still open?",
            "pattern": "demonstrative",
            "source": "imported",
        }
        for n, follow_up in enumerate(FOLLOW_UPS[:2])
    ]


def write_lines(path: Path, rows) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows))
    return path


# --- the journey -------------------------------------------------------------------------------
def _deployment(settings, tmp_path: Path) -> tuple[Path, Path]:
    """Pseudonymize, keep encrypted originals, folders of this test's own; ingest the corpus.
    Returns the caller's input folder (raw by definition, not scanned) and the export folder."""
    settings.ASSAY_PSEUDONYMIZE = True
    settings.ASSAY_KEEP_RAW = True
    settings.ASSAY_RAW_KEY = Fernet.generate_key().decode()
    settings.VAR_DIR = tmp_path / "var"
    settings.MEDIA_ROOT = str(tmp_path / "media")
    inputs = tmp_path / "inputs"
    inputs.mkdir()
    out = tmp_path / "exports"
    out.mkdir()
    ingest(CORPUS)
    return inputs, out


def _ingest_every_way(inputs: Path, lead, capture_on_commit) -> tuple[Client, Job]:
    """Steps 1 to 3: CLI ingest (with one bad line), import, upload page and REST API."""
    # 1. ingest through the CLI, with one bad line
    path = write_lines(inputs / "cli.jsonl", [*cli_traces(), '{"trace_id": "bad"}'])
    with pytest.raises(SystemExit):
        call_command("ingest_traces", str(path))
    # 2. import an eval set with PII
    call_command(
        "import_evalset",
        str(write_lines(inputs / "items.jsonl", import_items())),
        "--set",
        "imported",
    )
    # 3. upload through the page, gzipped, the job run by the commit (eager)
    lead_client = Client()
    lead_client.force_login(lead)
    content = gzip.compress(
        "".join(json.dumps(support_trace(f"up-{n}", UPLOADED)) + "\n" for n in range(2)).encode()
    )
    with capture_on_commit(execute=True):
        response = lead_client.post(
            "/curation/traces/upload/",
            {"file": SimpleUploadedFile("support-week-48.jsonl.gz", content), "source": "upload"},
        )
    assert response.status_code == 302
    job = Job.objects.get(kind="ingest_traces")
    assert (job.status, job.result["accepted"]) == ("done", 2)
    # ... and through the REST API
    api = lead_client.post(
        "/api/traces/",
        {"traces": [support_trace("api-1", UPLOADED)]},
        content_type="application/json",
    )
    assert api.status_code == 200, api.content
    assert Trace.objects.count() == 5 and RawOriginal.objects.count() == 5
    return lead_client, job


def _label_and_replay(lead_client: Client, annotator, other_annotator):
    """Step 4: mine, sample, label with two annotators (one item to adjudication), replay."""
    # 4. mine, sample, label (two annotators, so one item goes to adjudication), replay
    call_command("mine_followups")
    lead_client.post(
        "/curation/followups/sample/",
        {
            "name": "mined",
            "seed": 3,
            "source": "",
            **{
                p: 2
                for p in ("ordinal", "demonstrative", "pronoun", "ellipsis", "definite_description")
            },
        },
    )
    eval_set = EvalSet.objects.get(name="mined")
    assert eval_set.items.count() >= 3
    labelling.evalset_labelling_configure(
        eval_set=eval_set, labels_per_item=2, double_label_share=0.0, ground_truth_kind="rubric"
    )
    rule = labelling.guide_rule_create(
        code="GEN-1", title="Closed accounts", text="A closed account still counts as the referent."
    )
    queue = labelling.queue_create(eval_set=eval_set)
    # The first item's labels disagree (it goes to adjudication); both agree on the second, so
    # it is final and a freeze holds it (unlabelled items are left out of versions).
    for user, gold in (
        (annotator, ["kb/accounts#0002"]),
        (other_annotator, ["kb/accounts#0001"]),
        (annotator, ["kb/accounts#0002"]),
        (other_annotator, ["kb/accounts#0002"]),
    ):
        assignment = labelling.assignment_next(queue=queue, user=user)
        labelling.label_submit(
            assignment=assignment,
            user=user,
            version=None,
            data=LabelData(
                reference_type=assignment.entry.item.pattern or "pronoun",
                gold=gold,
                rule_code="GEN-1",
                ground_truth={"kind": "rubric", "must": ["names the account"], "should": []},
            ),
        )
    open_assignment = labelling.assignment_next(queue=queue, user=annotator)
    call_command("replay", "--set", "mined", "--arm", "frozen", "--items", "all")
    return eval_set, queue, rule, open_assignment


def _freeze_and_export(out: Path) -> dict[str, str]:
    """Step 6: freeze and export both sets in every format."""
    # 6. freeze and export both sets in every format (command, page and API)
    exports = {}
    for set_name in ("mined", "imported"):
        for fmt in FORMATS:
            target = out / f"{set_name}.{fmt}"
            call_command(
                "export_evalset", "--set", set_name, "--format", fmt, "--output", str(target)
            )
            exports[f"export_evalset {set_name} {fmt}"] = target.read_text()
    return exports


@pytest.fixture
def journey(
    settings,
    tmp_path,
    caplog,
    capsys,
    lead,
    annotator,
    other_annotator,
    admin_user,
    django_capture_on_commit_callbacks,
):
    """Everything a deployment does with PII-laden cases, on eager tasks; returns what it made
    and the folders, outputs and exports to scan."""
    caplog.set_level(logging.DEBUG)
    inputs, out = _deployment(settings, tmp_path)

    lead_client, job = _ingest_every_way(inputs, lead, django_capture_on_commit_callbacks)

    eval_set, queue, rule, open_assignment = _label_and_replay(
        lead_client, annotator, other_annotator
    )

    # 5. the corpus changes: the stale check flags the captured passages
    ingest(CORPUS_EDITED)
    call_command("flag_stale")

    exports = _freeze_and_export(out)

    # 7. an admin reads one original (allowed: that page shows raw text by design) and the audit
    admin = Client()
    admin.force_login(admin_user)
    read = admin.post("/curation/raw/", {"trace": "cli-1", "reason": "ticket SUP-1: dispute"})
    assert read.status_code == 200 and CLI["name"].encode() in read.content

    world = {
        "set": eval_set,
        "imported_set": EvalSet.objects.get(name="imported"),
        "job": job,
        "queue": queue,
        "assignment": open_assignment or Assignment.objects.first(),
        "adjudication": QueueItem.objects.get(status=QueueItem.Status.ADJUDICATION),
        "item": EvalItem.objects.filter(eval_set=eval_set).first(),
        "imported_item": EvalItem.objects.filter(eval_set__name="imported").first(),
        "rule": GuideRule.objects.get(pk=rule.pk),
        "user": annotator,
        "flags": list(StaleFlag.objects.all()),
        "label": Label.objects.first(),
        "run": Run.objects.get(),
        "token": api_token_issue(user=annotator, issued_by=admin_user, name="ci")[0],
        "vocabulary_entry": vocabulary_entry_add(
            term="Nimbus Keys", kind="allow", reason="product name, not personal data"
        ),
    }
    assert world["flags"] and world["assignment"] is not None
    urls, unfilled = page_urls(world)
    annotator_client = Client()
    annotator_client.force_login(annotator)
    pages = {
        **fetch_all(lead_client, urls, "lead"),
        **fetch_all(annotator_client, urls, "annotator"),
        **fetch_all(admin, ["/curation/raw/audit/", "/api/raw-originals/accesses/"], "admin"),
    }
    captured = capsys.readouterr()
    logs = {"log records": caplog.text, "stdout": captured.out, "stderr": captured.err}
    return {
        "pages": pages,
        "unfilled": unfilled,
        "exports": exports,
        "logs": logs,
        "folders": [settings.VAR_DIR, settings.MEDIA_ROOT, out],
        "world": world,
    }


def test_no_raw_identifier_in_any_table_file_log_page_or_export(journey):
    leaks = (
        scan_tables(RAW_VALUES)
        + scan_files(journey["folders"], RAW_VALUES)
        + scan_texts(journey["logs"], RAW_VALUES)
        + scan_texts(journey["pages"], RAW_VALUES)
        + scan_texts(journey["exports"], RAW_VALUES)
    )

    assert leaks == [], "raw identifiers found:\n" + "\n".join(leaks)
    assert journey["unfilled"] == []  # every page was rendered
    assert unmodelled_tables() == set()  # every table was scanned


def test_the_journey_reached_what_it_scans(journey):
    pages, world = journey["pages"], journey["world"]
    ok = [name for name in pages if name.endswith("(200)")]

    # The scan looked at real content, not error pages: the case pages rendered.
    for who, path in (
        ("annotator", f"/labelling/work/{world['assignment'].pk}/"),
        ("lead", f"/labelling/items/{world['item'].pk}/"),
        ("lead", f"/labelling/items/{world['imported_item'].pk}/"),
        ("lead", f"/labelling/adjudication/{world['adjudication'].pk}/"),
        ("lead", f"/replay/runs/{world['run'].pk}/"),
        ("lead", f"/curation/jobs/{world['job'].pk}/"),
        *(("lead", f"/staleness/flags/{flag.pk}/") for flag in world["flags"]),
        ("lead", f"/api/sets/{world['imported_set'].pk}/export/?format=cases"),
    ):
        assert f"{who} GET {path} (200)" in ok, (who, path)
    assert len(journey["exports"]) == 2 * len(FORMATS)
    assert all(text for name, text in journey["exports"].items() if "trec" not in name)
    assert not list((Path(journey["folders"][0]) / "uploads").glob("*"))  # the upload is gone


def test_the_scan_finds_raw_text_when_a_path_skips_pseudonymization(
    settings, monkeypatch, tmp_path
):
    """The scan can fail: with environment pseudonymization switched off, the environment's
    identifiers are found, and where."""
    import curation.services.pseudonymize as pseudonymize

    settings.ASSAY_PSEUDONYMIZE = True
    monkeypatch.setattr(pseudonymize, "environment_private", lambda environment: {})
    call_command("ingest_traces", str(write_lines(tmp_path / "t.jsonl", cli_traces()[:1])))

    leaks = scan_tables(RAW_VALUES)

    assert leaks == [
        f"curation_trace.environment: {v}"
        for v in sorted(
            [
                CLI["env_account"],
                CLI["env_email"],
                CLI["env_first"],
                CLI["env_last"],
                CLI["env_name"],
            ]
        )
    ]
