"""Do the demo's product, plan and region names survive pseudonymization, and do its people not?

    python -m bench.pii_demo_check [--conversations 400] [--seed 7] [--min-docs 3] [--zipf 4.0]

Generates the demo in memory (no database, no demo build), builds the protected vocabulary from
its corpus, and pseudonymizes the traces as ingest does (per-trace case, protection, retrieved
chunks kept verbatim) against the pseudonymizer without any of that. The demo world knows
which names are products, plans, regions and tiers and which are customers, so both errors are
counted: a domain name changed in a trace (damage) and a customer's first or last name left in
one (a leak).
"""

from __future__ import annotations

import argparse
import os
import time

import regex as re


def _measure_variant(label, records, analyzer, prot, verbatim, rx, people, words_of) -> None:
    """Pseudonymize every demo trace with one protection; print domain damage and name leaks."""
    from curation.pii.pseudonymizer import Pseudonymizer
    from curation.services.pseudonymize import _texts, pseudonymize_record

    damaged_traces = leaked_traces = 0
    names_before = names_lost = 0
    lost: dict[str, int] = {}
    people_seen = people_left = 0
    for record in records:
        out = pseudonymize_record(
            record,
            Pseudonymizer("demo-check-key", analyzer=analyzer, protection=prot),
            verbatim,
        )
        raw_texts = [t for t in _texts(record) if t]
        new_texts = [t for t in _texts(out) if t]
        damaged = leaked = False
        for before, after in zip(raw_texts, new_texts, strict=True):
            found = rx.findall(before)
            names_before += len(found)
            kept = rx.findall(after)
            for name in set(found):
                missing = found.count(name) - kept.count(name)
                if missing > 0:
                    names_lost += missing
                    lost[name] = lost.get(name, 0) + missing
                    damaged = True
            here = words_of(before) & people
            people_seen += len(here)
            left = here & words_of(after)
            people_left += len(left)
            leaked = leaked or bool(left)
        damaged_traces += damaged
        leaked_traces += leaked
    top = ", ".join(f"{n} {c}" for n, c in sorted(lost.items(), key=lambda x: -x[1])[:10])
    print(
        f"  {label}: {damaged_traces}/{len(records)} traces with a domain name replaced; "
        f"{names_lost}/{names_before} domain-name mentions replaced"
        + (f" (most: {top})" if top else "")
        + f"; customer name words left in {leaked_traces} traces "
        f"({people_left}/{people_seen} name-word occurrences per text)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conversations", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--min-docs", type=int, default=3)
    parser.add_argument("--name-min-docs", type=int, default=10)
    parser.add_argument("--zipf", type=float, default=4.0)
    parser.add_argument("--no-baseline", action="store_true", help="skip the unprotected run")
    args = parser.parse_args(argv)
    os.environ.setdefault("DEBUG", "1")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from curation.chunking import ChunkingConfig, chunk_with
    from curation.pii.analyzer import get_analyzer
    from curation.pii.vocabulary import Protection, VocabularyCounts
    from curation.tracefmt import parse_trace
    from demo.generator.traces import _Factory, generate_demo

    started = time.perf_counter()
    data = generate_demo(seed=args.seed, n_conversations=args.conversations)
    factory = _Factory(args.seed, 300)
    world = factory.world
    domain = sorted(
        {s.name for s in world.services}
        | {p.name for p in world.plans}
        | {t.name for t in world.tiers}
        | {st.name for st in world.standards}
        | {r.city for r in world.regions}
        | {r.country for r in world.regions},
        key=len,
        reverse=True,
    )
    customers = list(factory.people.singles) + [c for h in factory.people.households for c in h]
    people = {w for c in customers for w in (c.first, c.last)}
    counts = VocabularyCounts.build(f"{d.get('title', '')}\n{d['text']}" for d in data.corpus)
    vocab = counts.vocabulary(args.min_docs, args.name_min_docs)
    protection = Protection(vocab, zipf_threshold=args.zipf or None)
    chunking = ChunkingConfig(unit="tokens", size=120, overlap=20)
    chunks = frozenset(s.text for d in data.corpus for s in chunk_with(d["text"], chunking))
    analyzer = get_analyzer()
    records = [parse_trace(t) for t in data.traces]
    print(
        f"demo seed {args.seed}: {len(data.corpus)} documents ({len(vocab.words)} vocabulary words, "
        f"{len(vocab.phrases)} phrases), {len(records)} traces; {len(domain)} domain names, "
        f"{len(people)} customer name words"
    )
    rx = re.compile(r"(?<!\p{L})(?:" + "|".join(re.escape(n) for n in domain) + r")(?!\p{L})")

    def words_of(text: str) -> set[str]:
        return set(re.findall(r"\p{L}[\p{L}\p{M}'’-]*", text))

    variants = [("ingest (protected)", protection, chunks)]
    if not args.no_baseline:
        variants.append(("no protection", None, frozenset()))
    for label, prot, verbatim in variants:
        _measure_variant(label, records, analyzer, prot, verbatim, rx, people, words_of)
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
