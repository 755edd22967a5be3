"""The four checks over plain facts (no database)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from staleness.checks import (
    CapturedPassage,
    ChunkState,
    Corpus,
    DocState,
    ItemFacts,
    RuleState,
    check_doc_changed,
    check_gold,
    check_item,
    check_rule,
)

T0 = datetime(2025, 1, 1, tzinfo=UTC)


def doc(
    text_chunks: list[str], *, version="v2", hash_="h2", at=T0 + timedelta(days=10), hashes=None
) -> DocState:
    return DocState(
        doc_id="d",
        title="D",
        current_version=version,
        current_version_id=2,
        current_hash=hash_,
        current_ingested_at=at,
        current_text=" ".join(text_chunks),
        hashes_by_version=hashes or {"v1": "h1", version: hash_},
        current_chunks=tuple((f"d#{i:04d}", t) for i, t in enumerate(text_chunks, start=1)),
    )


def rows(chunk_id, *versions) -> list[ChunkState]:
    """``versions``: (label, version_id, days after T0, text, is_current)."""
    return [
        ChunkState(chunk_id, "d", v, vid, T0 + timedelta(days=days), text, cur)
        for v, vid, days, text, cur in versions
    ]


def test_unknown_captured_version_falls_back_to_whether_the_passage_is_still_there():
    corpus = Corpus(docs={"d": doc(["Alpha beta.", "Gamma delta."])}, chunks={})
    kept = ItemFacts(
        1, truth_at=T0, fixtures=(CapturedPassage("d", "d#0001", None, "Alpha beta.", 1),)
    )
    gone = ItemFacts(
        2, truth_at=T0, fixtures=(CapturedPassage("d", "d#0001", None, "Alpha omega.", 1),)
    )

    assert check_doc_changed(kept, corpus) is None
    cause = check_doc_changed(gone, corpus)
    assert cause.evidence["documents"][0]["captured_version"] is None
    assert cause.evidence["documents"][0]["passages"][0]["current_chunk_id"] == "d#0001"


def test_a_label_given_after_the_new_version_clears_doc_changed():
    corpus = Corpus(docs={"d": doc(["New text."])}, chunks={})
    fixture = (CapturedPassage("d", "d#0001", "v1", "Old text.", 1),)
    before = ItemFacts(1, truth_at=T0, decided_at=T0 + timedelta(days=1), fixtures=fixture)
    after = ItemFacts(1, truth_at=T0, decided_at=T0 + timedelta(days=11), fixtures=fixture)

    assert check_doc_changed(before, corpus).summary == "d v1 -> v2 (captured passage changed)"
    assert check_doc_changed(after, corpus) is None


def test_gold_baseline_is_the_text_when_the_truth_was_decided():
    history = rows("d#0001", ("v1", 1, 0, "Old text.", False), ("v2", 2, 10, "New text.", True))
    corpus = Corpus(docs={"d": doc(["New text."])}, chunks={"d#0001": history})

    decided_before = ItemFacts(1, truth_at=T0 + timedelta(days=5), gold=("d#0001",))
    decided_after = ItemFacts(1, truth_at=T0 + timedelta(days=12), gold=("d#0001",))
    backdated = ItemFacts(1, truth_at=T0 - timedelta(days=30), gold=("d#0001",))

    [changed] = check_gold(decided_before, corpus)
    assert changed.reason == "gold_text_changed"
    assert changed.evidence["chunks"][0]["was_text"] == "Old text."
    assert check_gold(decided_after, corpus) == []
    assert check_gold(backdated, corpus)[0].reason == "gold_text_changed"  # earliest version


def test_fingerprints_change_with_the_cause():
    history = rows("d#0003", ("v1", 1, 0, "Gone text.", False))
    corpus = Corpus(docs={"d": doc(["Some text."])}, chunks={"d#0003": history})
    [first] = check_gold(ItemFacts(1, truth_at=T0, gold=("d#0003",)), corpus)
    corpus.docs["d"] = doc(["Some text."], version="v3", hash_="h3")
    [second] = check_gold(ItemFacts(1, truth_at=T0, gold=("d#0003",)), corpus)

    assert first.reason == second.reason == "gold_unresolved"
    assert first.fingerprint != second.fingerprint


def test_a_gold_id_never_seen_is_unresolved_without_suggestions():
    corpus = Corpus(docs={"d": doc(["Some text."])}, chunks={"d#0042": []})
    [cause] = check_gold(ItemFacts(1, truth_at=T0, gold=("d#0042",)), corpus)
    assert cause.evidence["chunks"][0] == {
        "chunk_id": "d#0042",
        "known": False,
        "last_version": None,
        "last_text": "",
        "current_version": "v2",
        "candidates": [],
    }


def test_rule_changed_only_when_the_rule_moved_past_the_applied_version():
    rules = {"LG-1": RuleState("LG-1", "Title", 3, {1: "a", 2: "b", 3: "c"}, {2: "n2", 3: "n3"})}
    assert check_rule(ItemFacts(1, truth_at=T0, rule_code="LG-1", rule_version=3), rules) is None
    assert check_rule(ItemFacts(1, truth_at=T0, rule_code="LG-9", rule_version=1), rules) is None
    cause = check_rule(ItemFacts(1, truth_at=T0, rule_code="LG-1", rule_version=1), rules)
    assert [n["version"] for n in cause.evidence["notes"]] == [2, 3]


def test_an_item_with_nothing_stale_has_no_causes():
    history = rows("d#0001", ("v2", 2, 10, "Same.", True))
    corpus = Corpus(docs={"d": doc(["Same."])}, chunks={"d#0001": history})
    item = ItemFacts(
        1,
        truth_at=T0 + timedelta(days=20),
        decided_at=T0 + timedelta(days=20),
        fixtures=(CapturedPassage("d", "d#0001", "v2", "Same.", 1),),
        gold=("d#0001",),
    )
    assert check_item(item, corpus, {}) == []
