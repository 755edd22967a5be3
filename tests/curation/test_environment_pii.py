"""Trace environments: values pseudonymized with the rest of the case, except the configured
plain keys; ``repseudonymize`` fixes environments stored before; exports refuse them until then."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from curation.models import Message, Trace
from curation.services.traces import trace_ingest_objects

pytestmark = pytest.mark.django_db

ENV = {
    "prompt_version": "v12",
    "model": "assist-large-2",
    "region": "eu-west-1",
    "customer_name": "Oskar Lindqvist",
    "contact": {"email": "oskar.lindqvist@example.com", "phone": "+44 20 7946 0958"},
    "account_id": "acct_55190",
}


def trace_with_env(trace_id="env1", environment=ENV):
    return {
        "trace_id": trace_id,
        "environment": environment,
        "messages": [
            {"role": "user", "content": "Hi, Oskar Lindqvist here, is acct_55190 still open?"},
            {"role": "assistant", "content": "Yes, acct_55190 is open."},
        ],
    }


@pytest.fixture(autouse=True)
def _on(settings):
    settings.ASSAY_PSEUDONYMIZE = True


def test_environment_values_are_pseudonymized_except_plain_keys():
    trace_ingest_objects(objects=[trace_with_env()])
    env = Trace.objects.get().environment
    text = str(env)

    assert (env["prompt_version"], env["model"], env["region"]) == (
        "v12",
        "assist-large-2",
        "eu-west-1",
    )
    for raw in ("Oskar", "Lindqvist", "oskar.lindqvist@", "7946 0958", "acct_55190"):
        assert raw not in text
    assert set(env) == set(ENV)  # every key stays (jsonb on PostgreSQL does not keep their order)
    assert env["account_id"].startswith("acct_") and env["contact"]["email"].endswith(
        "@example.com"
    )


def test_environment_shares_the_case_surrogates():
    trace_ingest_objects(objects=[trace_with_env()])
    env = Trace.objects.get().environment
    first = Message.objects.get(position=0).content

    assert env["account_id"] in first  # the same id maps to the same surrogate in both
    assert env["customer_name"] in first


def test_plain_keys_come_from_the_setting(settings):
    settings.ASSAY_ENVIRONMENT_PLAIN_KEYS = ["prompt_version", "model", "customer_name"]
    trace_ingest_objects(objects=[trace_with_env()])

    assert Trace.objects.get().environment["customer_name"] == "Oskar Lindqvist"


def test_repseudonymize_fixes_environments_stored_raw_and_exports_then_pass(lead, tmp_path):
    from curation.services.followups import evalset_sample, followups_mine
    from exports.errors import ExportError
    from exports.services import evalset_freeze

    follow = {"role": "user", "content": "And what about the second one?"}
    case = trace_with_env()
    case["messages"].append(follow)
    trace_ingest_objects(objects=[case])
    # As stored before environments were pseudonymized: texts pseudonymized, environment raw.
    Trace.objects.update(environment=ENV, environment_raw=True)
    followups_mine()
    eval_set, _ = evalset_sample(
        name="env-set",
        quotas={
            p: 3
            for p in ("ordinal", "demonstrative", "pronoun", "ellipsis", "definite_description")
        },
        seed=1,
    )
    assert eval_set.items.count() == 1
    eval_set.items.update(unanswerable=True)  # a verdict, so the freeze has a labelled item

    with pytest.raises(ExportError, match="the environment of its trace env1 was stored before"):
        evalset_freeze(eval_set=eval_set)

    call_command("repseudonymize")
    trace = Trace.objects.get()
    version, _ = evalset_freeze(eval_set=eval_set)
    exported = str(version.content["items"][0]["case"]["environment"])

    assert not trace.environment_raw
    assert "Lindqvist" not in str(trace.environment) and "acct_55190" not in str(trace.environment)
    assert "Lindqvist" not in exported and "acct_55190" not in exported
    assert "assist-large-2" in exported
