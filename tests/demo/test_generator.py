from __future__ import annotations

import datetime as dt
import difflib
import itertools
import json
import re
import types
from collections import Counter

import pytest

from curation.chunking import chunk_id, chunk_text
from demo.generator.corpus import CHANGED_DOC_IDS
from demo.generator.traces import generate_demo, generate_synthetic_traces, write_demo

PATTERNS = ("pronoun", "ellipsis", "definite_description", "demonstrative", "ordinal")
ID_RE = re.compile(r"\b(?:acct_\d{5}|ORD-\d{5}|INV-\d{6}|TCK-\d{5}|QTE-\d{5})\b")


@pytest.fixture(scope="module")
def demo():
    return generate_demo(seed=7, n_conversations=600)


@pytest.fixture(scope="module")
def chunks(demo):
    """Every chunk of the demo corpus under the default chunking, by chunk id."""
    out = {}
    for doc in demo.corpus:
        for chunk in chunk_text(doc["text"]):
            out[chunk_id(doc["doc_id"], chunk.ordinal)] = (
                doc["doc_id"],
                doc["version"],
                chunk.text,
            )
    return out


def _assistant_turns(demo):
    for trace in demo.traces:
        for message in trace["messages"]:
            if message["role"] == "assistant":
                yield trace, message


def _non_first(demo):
    return [label for label in demo.labels if label["user_turn"] > 0]


def test_same_seed_writes_byte_identical_files(tmp_path):
    first = write_demo(tmp_path / "a", seed=3, n_conversations=120)
    second = write_demo(tmp_path / "b", seed=3, n_conversations=120)
    assert second["traces"]["count"] == first["traces"]["count"]

    for name in ("corpus.jsonl", "traces.jsonl", "corpus_changes.jsonl"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
    assert first["traces"]["count"] == 120
    assert first["corpus"]["count"] == 300


def test_different_seeds_give_different_conversations():
    one = generate_demo(seed=1, n_conversations=30)
    two = generate_demo(seed=2, n_conversations=30)

    assert [t["messages"] for t in one.traces] != [t["messages"] for t in two.traces]


def test_write_demo_can_add_labels_and_households(tmp_path):
    result = write_demo(tmp_path, seed=5, n_conversations=40, labels=True)

    lines = (tmp_path / "turn_labels.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) == result["labels"]["count"] > 40
    assert {"trace_id", "pattern", "trigger", "antecedent_distance"} <= set(json.loads(lines[0]))
    assert (tmp_path / "households.jsonl").exists()


def test_corpus_is_a_few_hundred_multi_paragraph_pages_with_every_field(demo):
    assert len(demo.corpus) == 300
    assert len({doc["doc_id"] for doc in demo.corpus}) == 300
    for doc in demo.corpus:
        assert set(doc) == {"doc_id", "title", "text", "version", "url", "metadata"}
        assert doc["doc_id"].startswith("docs/")
        assert re.fullmatch(r"v\d+", doc["version"])
        assert doc["text"].count("\n\n") >= 2
    sections = Counter(doc["metadata"]["section"] for doc in demo.corpus)
    assert {
        "regions",
        "plans",
        "services",
        "billing",
        "retention",
        "security",
        "compliance",
        "incidents",
    } <= set(sections)
    kms = next(doc for doc in demo.corpus if doc["doc_id"] == "docs/kms/regions")
    assert "customer-managed keys are available in Dublin (eu-west-1)" in kms["text"]


def test_retrieval_results_are_real_default_chunks_of_the_corpus(demo, chunks):
    seen = 0
    for _, message in _assistant_turns(demo):
        for hit in message["retrieval"]:
            doc_id, version, text = chunks[hit["chunk_id"]]
            assert hit["doc_id"] == doc_id
            assert hit.get("text", text) == text
            assert hit.get("doc_version", version) == version
            seen += 1
    assert seen > 3000


def test_retrieval_scores_descend_strictly_within_a_turn(demo):
    for _, message in _assistant_turns(demo):
        scores = [hit["score"] for hit in message["retrieval"] if "score" in hit]
        assert all(0 < b < a < 1 for a, b in itertools.pairwise(scores))


def test_every_follow_up_pattern_and_standalone_turns_appear_in_realistic_shares(demo):
    non_first = _non_first(demo)
    counts = Counter(label["pattern"] for label in non_first)

    shares = {pattern: counts[pattern] / len(non_first) for pattern in (*PATTERNS, None)}
    assert all(0.03 <= share <= 0.4 for share in shares.values()), shares
    assert all(label["pattern"] is None for label in demo.labels if label["user_turn"] == 0)


def test_follow_up_wording_varies_within_each_pattern(demo):
    texts = {pattern: set() for pattern in PATTERNS}
    triggers = {pattern: set() for pattern in PATTERNS}
    by_trace = {trace["trace_id"]: trace for trace in demo.traces}
    for label in _non_first(demo):
        if label["pattern"]:
            text = by_trace[label["trace_id"]]["messages"][label["message_index"]]["content"]
            texts[label["pattern"]].add(text.lower().rstrip("?. "))
            triggers[label["pattern"]].add(label["trigger"].lower())

    assert all(len(texts[p]) >= 40 for p in PATTERNS), {p: len(t) for p, t in texts.items()}
    assert {"it", "they", "its"} <= triggers["pronoun"]
    assert any(t in triggers["ordinal"] for t in ("the latter", "the former"))
    assert any(t.startswith("number ") for t in triggers["ordinal"])
    assert {"that"} <= triggers["demonstrative"] and any(
        t.startswith("that ") for t in triggers["demonstrative"]
    )
    assert {"the outage", "the invoice"} & triggers["definite_description"]
    assert {"what about", "how much"} <= triggers["ellipsis"]


def test_trigger_offsets_point_at_the_trigger_in_the_user_message(demo):
    by_trace = {trace["trace_id"]: trace for trace in demo.traces}
    for label in demo.labels:
        message = by_trace[label["trace_id"]]["messages"][label["message_index"]]
        assert message["role"] == "user"
        if label["pattern"] is None:
            assert label["trigger"] is None and label["antecedent_distance"] is None
        else:
            assert (
                message["content"][label["trigger_start"] : label["trigger_end"]]
                == label["trigger"]
            )
            assert label["antecedent_distance"] >= 1


def test_antecedents_are_often_two_or_three_user_turns_back(demo):
    distances = Counter(
        label["antecedent_distance"] for label in _non_first(demo) if label["pattern"]
    )
    total = sum(distances.values())

    assert distances[1] / total > 0.5
    assert distances[2] / total > 0.1
    assert distances[3] / total > 0.03


def test_messages_alternate_user_then_assistant_with_valid_roles(demo):
    for trace in demo.traces:
        roles = [m["role"] for m in trace["messages"]]
        assert roles == ["user", "assistant"] * (len(roles) // 2)
        assert all(isinstance(m["content"], str) and m["content"] for m in trace["messages"])
    lengths = Counter(len(t["messages"]) // 2 for t in demo.traces)
    assert min(lengths) == 1 and max(lengths) >= 6


def test_traces_carry_the_required_fields_and_trace_ids_are_unique(demo):
    ids = [trace["trace_id"] for trace in demo.traces]
    assert len(set(ids)) == len(ids)
    assert all(re.fullmatch(r"trc_[0-9A-HJKMNP-TV-Z]{11}", i) for i in ids)
    assert {trace["source"] for trace in demo.traces} == {"support-assistant", "sales-assistant"}
    captured = [trace["captured_at"] for trace in demo.traces]
    assert captured == sorted(captured)
    days = [dt.datetime.strptime(c, "%Y-%m-%dT%H:%M:%SZ") for c in captured]
    assert dt.datetime(2026, 1, 1) <= days[0] and days[-1] < dt.datetime(2026, 11, 1)
    assert len({d.month for d in days}) == 10


def test_optional_fields_are_missing_at_realistic_rates(demo):
    def share(predicate, items):
        items = list(items)
        return sum(1 for item in items if predicate(item)) / len(items)

    assistants = [m for _, m in _assistant_turns(demo)]
    hits = [h for m in assistants for h in m["retrieval"]]
    calls = [c for m in assistants for c in m.get("tool_calls", [])]
    coverage = {
        "rewrite": share(lambda m: "rewrite" in m, assistants),
        "score": share(lambda h: "score" in h, hits),
        "doc_version": share(lambda h: "doc_version" in h, hits),
        "text": share(lambda h: "text" in h, hits),
        "tool args": share(lambda c: "args" in c, calls),
        "tool response": share(lambda c: "response" in c, calls),
        "environment": share(lambda t: "environment" in t, demo.traces),
        "model": share(lambda t: "model" in t.get("environment", {}), demo.traces),
    }
    assert all(0.5 < value < 1 for value in coverage.values()), coverage
    by_source = {
        source: share(
            lambda m: "rewrite" in m,
            [m for t, m in _assistant_turns(demo) if t["source"] == source],
        )
        for source in ("support-assistant", "sales-assistant")
    }
    assert by_source["support-assistant"] > 0.8 > by_source["sales-assistant"]
    dropped = [m["rewrite"]["dropped"] for m in assistants if "rewrite" in m]
    assert 0.02 < sum(dropped) / len(dropped) < 0.2


def test_ids_in_answers_come_from_the_users_words_or_the_tool_calls(demo):
    checked = 0
    for trace in demo.traces:
        calls = [c for m in trace["messages"] for c in m.get("tool_calls", [])]
        if not all("args" in c and "response" in c for c in calls):
            continue  # a response that was not logged cannot vouch for an id
        known: set[str] = set()
        for message in trace["messages"]:
            if message["role"] == "user":
                known |= set(ID_RE.findall(message["content"]))
                continue
            for call in message.get("tool_calls", []):
                known |= set(ID_RE.findall(json.dumps(call)))
            for found in ID_RE.findall(message["content"]):
                assert found in known, (trace["trace_id"], found)
                checked += 1
    assert checked > 500


def test_tool_responses_answer_for_the_ids_in_their_arguments(demo):
    names = Counter()
    for _, message in _assistant_turns(demo):
        for call in message.get("tool_calls", []):
            names[call["name"]] += 1
            args, response = call.get("args"), call.get("response")
            if args is None or response is None:
                continue
            if "account_id" in args and call["name"] in ("get_orders", "get_account"):
                assert response["account_id"] == args["account_id"]
            if call["name"] == "get_order":
                assert response["id"] == args["order_id"]
                assert re.fullmatch(r"acct_\d{5}", response["account_id"])
            if call["name"] == "get_invoice":
                assert response.get("invoice_id") == args.get("invoice_id", response["invoice_id"])
                assert response["account_id"] == args.get("account_id", response["account_id"])
            if call["name"] == "get_orders":
                assert all(re.fullmatch(r"ORD-\d{5}", o["id"]) for o in response["orders"])
    assert {
        "get_orders",
        "get_order",
        "get_account",
        "get_invoice",
        "open_ticket",
        "get_service_status",
        "create_quote",
    } <= set(names)


def test_an_order_keeps_its_owner_and_item_across_traces(demo):
    owners: dict[str, set] = {}
    for _, message in _assistant_turns(demo):
        for call in message.get("tool_calls", []):
            response = call.get("response")
            if response is None:
                continue
            if call["name"] == "get_order":
                owners.setdefault(response["id"], set()).add(
                    (response["account_id"], response["item"])
                )
            if call["name"] == "get_orders":
                for order in response.get("orders", []):
                    owners.setdefault(order["id"], set()).add(
                        (response["account_id"], order["item"])
                    )
    assert len(owners) > 100
    assert all(len(pairs) == 1 for pairs in owners.values())


def test_households_share_surname_and_address_but_not_accounts(demo):
    assert len(demo.households) >= 20
    for household in demo.households:
        a, b = household["members"]
        first_a, first_b = a["name"].split()[0], b["name"].split()[0]
        assert a["name"].endswith(household["surname"]) and b["name"].endswith(household["surname"])
        assert difflib.SequenceMatcher(None, first_a, first_b).ratio() >= 0.7
        assert a["account_id"] != b["account_id"] and a["email"] != b["email"]
        assert difflib.SequenceMatcher(None, a["address"], b["address"]).ratio() >= 0.9
    assert any(h["members"][0]["address"] == h["members"][1]["address"] for h in demo.households)
    assert any(h["members"][0]["address"] != h["members"][1]["address"] for h in demo.households)


def test_household_conversations_name_both_members_and_both_accounts(demo):
    household_of = {m["account_id"]: i for i, h in enumerate(demo.households) for m in h["members"]}
    household_traces = 0
    for trace in demo.traces:
        looked_up = Counter(
            household_of[a] for a in set(ID_RE.findall(json.dumps(trace))) if a in household_of
        )
        both = [i for i, n in looked_up.items() if n == 2]
        if not both:
            continue
        household_traces += 1
        text = " ".join(m["content"] for m in trace["messages"])
        for member in demo.households[both[0]]["members"]:
            assert member["name"].split()[0] in text
    assert household_traces >= 15


def test_pii_spans_several_countries_and_emails_are_built_from_names(demo):
    text = "\n".join(json.dumps(t, ensure_ascii=False) for t in demo.traces)
    prefixes = set(re.findall(r"\+(?:33|49|44|1|34|39|31|61) ", text))
    assert len(prefixes) >= 6
    assert re.search(r"\b\d{5} [A-Z][a-zé]+", text)  # French, German, Spanish or Italian postcode
    assert re.search(r"[A-Z]{1,2}\d{1,2} \d[A-Z]{2}\b", text)  # UK postcode
    assert re.search(r"\b[A-Z]{2} \d{5}\b", text)  # US state and ZIP
    for household in demo.households:
        for member in household["members"]:
            first, last = member["name"].lower().split(" ", 1)
            local = member["email"].split("@")[0]
            assert (
                last.replace(" ", "").replace("'", "")[:3] in local.replace("é", "e")
                or first[:1] in local
            )


def test_demo_corpus_changes_touch_pages_that_traces_retrieved(demo):
    changes = {doc["doc_id"]: doc for doc in demo.corpus_changes}
    original = {doc["doc_id"]: doc for doc in demo.corpus}

    assert list(changes) == list(CHANGED_DOC_IDS)
    assert changes["docs/regions/eu-south-2"]["version"] == "v1"
    for doc_id, doc in changes.items():
        if doc_id in original:
            assert doc["text"] != original[doc_id]["text"]
            assert int(doc["version"][1:]) == int(original[doc_id]["version"][1:]) + 1
    assert "99.95% monthly uptime SLA" in changes["docs/plans/business"]["text"]
    retrieved = Counter(h["doc_id"] for _, m in _assistant_turns(demo) for h in m["retrieval"])
    assert sum(1 for doc_id in changes if retrieved[doc_id] > 0) >= 5


def test_synthetic_traces_stream_lazily_with_unique_ids_and_repeat_for_a_seed():
    stream = generate_synthetic_traces(200, seed=4)
    assert isinstance(stream, types.GeneratorType)

    traces = list(stream)
    again = list(itertools.islice(generate_synthetic_traces(10**9, seed=4), 200))

    assert traces == again
    assert len({t["trace_id"] for t in traces}) == 200
    assert all(t["trace_id"].startswith("trc_S04") for t in traces)
    assert all(t["messages"] and t["messages"][0]["role"] == "user" for t in traces)


def test_bad_sizes_are_rejected_with_a_clear_message():
    with pytest.raises(ValueError, match="n_conversations must be at least 1"):
        generate_demo(n_conversations=0)
    with pytest.raises(ValueError, match="n_docs must be at least"):
        generate_demo(n_docs=10, n_conversations=5)
    with pytest.raises(ValueError, match="n must be 0 or more"):
        list(generate_synthetic_traces(-1))


@pytest.fixture(scope="module")
def factory():
    from demo.generator.traces import _Factory

    return _Factory(9, 300)


@pytest.mark.parametrize("day", [dt.date(2026, 1, 1), dt.date(2026, 1, 31), dt.date(2026, 10, 31)])
def test_every_opener_and_long_follow_up_chains_work_on_edge_days(factory, day):
    from demo.generator import openers
    from demo.generator.dialogue import Dialogue

    for source, weights in (
        ("support-assistant", openers.SUPPORT),
        ("sales-assistant", openers.SALES),
    ):
        for name in weights:
            for _ in range(4):
                d = Dialogue(factory.kit, factory.rng, source, day)
                openers.OPENERS[name](d)
                for _ in range(7):
                    d.follow_up()

                assert [m["role"] for m in d.messages] == ["user", "assistant"] * 8
                assert d.labels[0].pattern is None
                assert dt.date(2026, 1, 1) <= d.day <= dt.date(2026, 10, 31)
