"""Measure the pseudonymizer on labelled PII data: leaks, equality, near-duplicates, over-redaction.

    python -m bench.eval_pii [--data DIR] [--files GLOB ...] [--split both|tune|report|none]
                                    [--case scope|record|file] [--json]

Inputs: every ``*.jsonl`` of ``--data`` (default ``../shared/data/pii``) and every file matched
by ``--files`` (globs, so a held-out folder can be pointed at). One record a line: ``id``,
``text``, ``spans`` = [{type, value, start, end[, entity]}], optional ``scope`` (records
sharing a scope are one case; a record without one is its own case) and ``template_id``.
Spans with equal ``entity`` are the same real-world value (else equal ``value``). A malformed
record stops the run with its file, line and field.

Files whose records carry ``template_id`` (presidio's template sentences) are split by a fixed
hash of the template into a tune part (about 2/3) and a report part (1/3), reported
separately: tune on the first, judge on the second.

Each case goes through one ``Pseudonymizer`` with span tracking, so the surrogate of a labelled
span is the output text its offsets map to (word by word inside an address or name block).

Figures (similarity = rapidfuzz.fuzz.ratio / 100 on the raw strings):
- leak rate by type: share of labelled spans whose value still occurs verbatim in the record's
  output; for PERSON also any single first name or surname (a name word of two letters or
  more, not an initial, not a lower-case particle like "van" or "de" inside a longer name)
  still present as a whole word (case-sensitive). ``address_word_leak`` is a stricter extra: share of
  address words and numbers (not street types, units or countries) left as whole words.
- equality preservation: over pairs of labelled spans of one type in one case, the share whose
  relation (same value / different value) is the same for their surrogates (names and emails
  case-folded on both sides; see ``bench.pii_structure``).
- near-duplicate preservation: over pairs of distinct values of one type in one case, the share
  of pairs with similarity >= 0.7 whose surrogates are >= 0.7 too, and of pairs < 0.5 whose
  surrogates stay < 0.7.
- over-redaction: characters changed outside every labelled span (of any type, replaced or
  not) as a share of all characters outside labelled spans; inside a replaced address or name,
  words kept as they were ("Street", "Apt", a country) and separators are not counted.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import sys
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

import regex as re

from bench.pii_parts import scope_part, split_part
from bench.pii_structure import Span, by_type, new_counts, render_by_type, score_case
from curation.pii import lexicon as lx
from curation.pii.nasab import CONNECTORS

SYNTH_FILE = "presidio_synth_dev.jsonl"
HOUSEHOLDS_FILE = "households_dev.jsonl"
EVAL_KEY = "assay-eval-key"

# Labelled types the pseudonymizer is meant to replace, grouped under one name (the synth data
# says STREET_ADDRESS where the households say ADDRESS). Any other type ending in ``_ID``
# (ACCOUNT_ID, ORDER_ID, TICKET_ID...) is an id pattern and counts as itself.
GROUP = {
    "PERSON": "PERSON",
    "EMAIL_ADDRESS": "EMAIL_ADDRESS",
    "PHONE_NUMBER": "PHONE_NUMBER",
    "ADDRESS": "ADDRESS",
    "STREET_ADDRESS": "ADDRESS",
    "CREDIT_CARD": "CREDIT_CARD",
    "IBAN_CODE": "IBAN_CODE",
    "IP_ADDRESS": "IP_ADDRESS",
    "US_SSN": "US_SSN",
    "POSTAL_CODE": "POSTAL_CODE",
    "ZIP_CODE": "POSTAL_CODE",
}
# Direct identifiers: the overall leak rate is over these (every group above, every id type).
TARGET_ZERO_LEAK = tuple(sorted(set(GROUP.values())))


def group_of(span_type: str) -> str | None:
    """The reported group of a labelled span type; None for types not meant to be replaced."""
    if span_type in GROUP:
        return GROUP[span_type]
    if span_type.endswith("_ID"):
        return span_type
    return None


_NAME_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’-]*")


@dataclass
class Tally:
    """Counts summed over cases."""

    spans: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    leaks: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    leaked_examples: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    # every leak with its record id, shape and a window of the input (for --failures)
    failures: list[dict] = field(default_factory=list)
    address_words: int = 0
    address_words_left: int = 0
    eq_pairs: int = 0
    eq_kept: int = 0
    near_pairs: int = 0
    near_kept: int = 0
    far_pairs: int = 0
    far_kept: int = 0
    # per type: eq_pairs, eq_kept, near_pairs, near_kept, far_pairs, far_kept
    pairs_by_type: dict[str, dict[str, int]] = field(default_factory=new_counts)
    # every broken equality or near-duplicate pair (see bench.pii_structure)
    structure_failures: list[dict] = field(default_factory=list)
    outside_chars: int = 0
    over_chars: int = 0
    records: int = 0
    cases: int = 0


def load(path: Path) -> list[dict]:
    """Records of a JSONL file; a line that is no JSON object raises ValueError naming it."""
    records = []
    with path.open(encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path.name}: line {number}: not JSON ({exc.msg})") from None
            if not isinstance(record, dict):
                raise ValueError(f"{path.name}: line {number}: not a JSON object")
            records.append(record)
    return records


def cases_of(records: list[dict], scope: str) -> list[list[dict]]:
    """Group records into cases: by ``scope`` field, one per record, or the whole file."""
    if scope == "file":
        return [records]
    if scope == "record":
        return [[r] for r in records]
    grouped: dict[str, list[dict]] = defaultdict(list)
    for r in records:
        grouped[r.get("scope", r["id"])].append(r)
    return list(grouped.values())


def evaluate_case(pseudonymizer, case: list[dict], tally: Tally) -> None:
    """Pseudonymize one case and add its counts to ``tally``."""
    outputs = pseudonymizer.pseudonymize_texts_tracked([r["text"] for r in case])
    by_group: dict[str, list[Span]] = defaultdict(list)
    for record, out in zip(case, outputs, strict=True):
        text = record["text"]
        labelled = [(s["start"], s["end"]) for s in record["spans"]]
        for s in record["spans"]:
            group = group_of(s["type"])
            if group is None:
                continue
            start, end = out.map_span(s["start"], s["end"])
            span = Span(group, s["value"], s.get("entity") or s["value"], s["start"], s["end"])
            span.record = str(record["id"])
            span.surrogate = out.text[start:end]
            span.window = out.text[max(0, start - 40) : end + 40]
            span.leaked = leaked(span, out.text)
            tally.spans[group] += 1
            if span.leaked:
                tally.leaks[group] += 1
                if len(tally.leaked_examples[group]) < 8:
                    tally.leaked_examples[group].append(span.value)
                tally.failures.append(
                    {
                        "id": record["id"],
                        "type": group,
                        "value": s["value"],
                        "shape": s.get("shape"),
                        "lang": record.get("lang"),
                        "context": text[max(0, s["start"] - 60) : s["end"] + 40],
                        "output": out.text[max(0, start - 60) : end + 40],
                    }
                )
            if group == "ADDRESS":
                words = address_words(span.value)
                tally.address_words += len(words)
                tally.address_words_left += sum(1 for w in words if _present(w, out.text))
            by_group[group].append(span)
        outside = _outside(len(text), labelled)
        tally.outside_chars += len(outside)
        for r in out.replacements:
            tally.over_chars += sum(1 for i in changed_offsets(r) if i in outside)
        tally.records += 1
    tally.cases += 1
    score_case(by_group, tally)


def changed_offsets(r) -> list[int]:
    """Input offsets a replacement really changed: with a word alignment, the characters of
    words whose surrogate differs (kept words like "Street" and separators do not count);
    without one, the whole span."""
    if not r.alignment:
        return list(range(r.start, r.end))
    changed = []
    for o_start, o_end, s_start, s_end in r.alignment:
        if r.original[o_start:o_end] != r.surrogate[s_start:s_end]:
            changed.extend(range(r.start + o_start, r.start + o_end))
    return changed


def _present(word: str, text: str) -> bool:
    if re.search(r"[\p{Han}\p{Hiragana}\p{Katakana}]", word):
        return word in text  # no spaces between words: any occurrence is the name
    return (
        re.search(rf"(?<![\p{{L}}\p{{N}}]){re.escape(word)}(?![\p{{L}}\p{{N}}])", text) is not None
    )


def leaked(span: Span, output: str) -> bool:
    """Verbatim value left in the output as a whole (not inside a longer word or number: a
    replaced "Ed" is no leak in "locked"); for people, also any one name word left."""
    if _present(span.value, output):
        return True
    if span.group == "PERSON":
        for word in _NAME_WORD.findall(span.value):
            # an initial is one letter, one grapheme in an abugida ("மு." is one, of two code
            # points); a patronymic connector ("bin", "بنت") names no one and stays, as
            # "van" does, in the surrogate (``curation.pii.nasab``)
            if len(re.findall(r"\X", word.rstrip("."))) < 2 or _particle(word, span.value):
                continue
            if word.casefold() in CONNECTORS and len(span.value.split()) >= 3:
                continue
            if _present(word, output):
                return True
    return False


def _particle(word: str, value: str) -> bool:
    """A particle inside a longer name ("van", "de" of "Maika van de Noort", or "VAN DER" of a
    name written in capitals, "KYAN VAN DER BRINK") is neither a first name nor a surname: it
    stays in the surrogate ("Vicky van de Torre", "LALO VAN DER TINNE"). A capitalised "Van" or
    "De" in a mixed-case name is a name word ("Van Morrison")."""
    if len(value.split()) < 2 or word.casefold() not in lx.PARTICLES:
        return False
    return word.islower() or (word.isupper() and value == value.upper())


def address_words(value: str) -> list[str]:
    """Identifying words and numbers of an address (street types, units, countries excluded)."""
    words = re.findall(r"[\p{L}\p{M}'’]+|\d+", value)
    return [
        w
        for w in words
        if len(w) >= 2
        and lx.fold(w) not in lx.ADDRESS_KEEP_WORDS
        and lx.fold(w) not in lx.COUNTRIES
        and not (w.isupper() and len(w) == 2)
    ]


def _outside(length: int, labelled: Iterable[tuple[int, int]]) -> set[int]:
    inside = set()
    for s, e in labelled:
        inside.update(range(s, e))
    return set(range(length)) - inside


def summarize(tally: Tally) -> dict:
    def share(kept: int, total: int) -> float | None:
        return round(kept / total, 4) if total else None

    direct = sum(n for g, n in tally.spans.items())
    direct_leaks = sum(tally.leaks[g] for g in tally.spans)
    return {
        "records": tally.records,
        "cases": tally.cases,
        "overall_leak": {
            "rate": share(direct_leaks, direct),
            "leaked": direct_leaks,
            "spans": direct,
        },
        "leak_rate": {
            g: {"rate": share(tally.leaks[g], n), "leaked": tally.leaks[g], "spans": n}
            for g, n in sorted(tally.spans.items())
        },
        "leaked_examples": {g: v for g, v in sorted(tally.leaked_examples.items()) if v},
        "failures": tally.failures,
        "structure_failures": tally.structure_failures,
        "pairs_by_type": by_type(tally.pairs_by_type),
        "address_word_leak": {
            "rate": share(tally.address_words_left, tally.address_words),
            "left": tally.address_words_left,
            "words": tally.address_words,
        },
        "equality_preservation": {
            "rate": share(tally.eq_kept, tally.eq_pairs),
            "pairs": tally.eq_pairs,
        },
        "near_duplicate_preservation": {
            "near_kept": share(tally.near_kept, tally.near_pairs),
            "near_pairs": tally.near_pairs,
            "far_kept": share(tally.far_kept, tally.far_pairs),
            "far_pairs": tally.far_pairs,
        },
        "over_redaction": {
            "rate": share(tally.over_chars, tally.outside_chars),
            "chars": tally.over_chars,
            "outside_chars": tally.outside_chars,
        },
    }


def validate(records: list[dict], name: str) -> None:
    """Raise ValueError naming the line and field of the first malformed record."""
    for line, r in enumerate(records, 1):
        for key, kind in (("id", (str, int)), ("text", str), ("spans", list)):
            if not isinstance(r.get(key), kind):
                raise ValueError(f"{name}: line {line}: {key}: missing or not a {kind}")
        for i, s in enumerate(r["spans"]):
            for key in ("type", "start", "end"):
                if key not in s:
                    raise ValueError(f"{name}: line {line}: spans[{i}].{key}: missing")
            start, end = s["start"], s["end"]
            if not (isinstance(start, int) and isinstance(end, int) and 0 <= start <= end):
                raise ValueError(f"{name}: line {line}: spans[{i}]: bad offsets {start}, {end}")
            if end > len(r["text"]):
                raise ValueError(f"{name}: line {line}: spans[{i}].end: past the text")
            value = s.setdefault("value", r["text"][start:end])
            if r["text"][start:end] != value:
                raise ValueError(
                    f"{name}: line {line}: spans[{i}].value: {value!r} is not text[start:end]"
                )


def parts_of(path: Path, split: str, part: str | None = None) -> list[tuple[str, list[dict]]]:
    """The labelled parts of one file: the whole file, or its tune / report halves. ``part``
    (``tune`` or ``check``) keeps only the records whose scope hashes to that side."""
    records = load(path)
    validate(records, path.name)
    if part is not None:
        records = [r for r in records if scope_part(r) == part]
        return [(f"{path.name} [{part}]", records)]
    if split == "none" or not any("template_id" in r for r in records):
        return [(path.name, records)]
    halves: dict[str, list[dict]] = {"tune": [], "report": []}
    for r in records:
        halves[split_part(r) or "tune"].append(r)
    wanted = ("tune", "report") if split == "both" else (split,)
    return [(f"{path.name} [{part}]", halves[part]) for part in wanted]


def data_files(data: Path | None, patterns: Iterable[str]) -> list[Path]:
    """``*.jsonl`` of a directory plus files matched by globs, in a stable order."""
    files: list[Path] = []
    if data is not None:
        files += sorted(data.glob("*.jsonl"))
    for pattern in patterns:
        matched = sorted(Path(p) for p in glob.glob(pattern, recursive=True))
        if not matched and Path(pattern).is_file():
            matched = [Path(pattern)]
        if not matched:
            raise FileNotFoundError(f"no file matches {pattern!r}")
        files += matched
    seen, out = set(), []
    for f in files:
        if f.resolve() not in seen:
            seen.add(f.resolve())
            out.append(f)
    return out


def run(
    files: list[Path],
    case: str = "scope",
    key: str = EVAL_KEY,
    split: str = "both",
    progress: bool = True,
    protection=None,
    part: str | None = None,
) -> dict:
    """Figures per file (per half for files with ``template_id``). ``case``: ``scope`` groups
    records by their ``scope`` field (a record without one is its own case), ``record`` makes
    each record a case, ``file`` the whole part one case. ``protection`` (a
    ``curation.pii.vocabulary.Protection``) is what ingest applies on top of detection
    (bench/pii_damage.py measures its cost here). ``part``: only the records whose scope hashes
    to ``tune`` or ``check`` (see ``scope_part``)."""
    from core.progress import progress_bar
    from curation.pii.analyzer import get_analyzer
    from curation.pii.pseudonymizer import Pseudonymizer

    analyzer = get_analyzer()
    results = {}
    stream = sys.stderr if progress else open(os.devnull, "w")  # noqa: SIM115
    for path in files:
        for name, records in parts_of(path, split, part):
            tally = Tally()
            with progress_bar(len(records), desc=name, unit="rec", stream=stream) as update:
                done = 0
                for group in cases_of(records, case):
                    evaluate_case(
                        Pseudonymizer(key, analyzer=analyzer, protection=protection), group, tally
                    )
                    done += len(group)
                    update(done)
            results[name] = summarize(tally)
            results[name]["case_scope"] = case
    return results


def render(results: dict) -> str:
    lines = ["similarity: rapidfuzz.fuzz.ratio/100; near >= 0.7, far < 0.5"]
    for name, r in results.items():
        lines.append(f"\n== {name}: {r['records']} records, {r['cases']} cases ({r['case_scope']})")
        o = r["overall_leak"]
        lines.append(
            f"leaks over all direct identifiers: {_fmt(o['rate'])} ({o['leaked']}/{o['spans']};"
            " target <= 0.005)"
        )
        lines.append("leak rate by type:")
        for group, v in r["leak_rate"].items():
            lines.append(f"    {group:<14} {v['rate']:.4f}  ({v['leaked']}/{v['spans']})")
        a = r["address_word_leak"]
        if a["words"]:
            lines.append(
                f"  address words left as words: {a['rate']:.4f} ({a['left']}/{a['words']})"
            )
        e = r["equality_preservation"]
        lines.append(
            f"equality preservation: {_fmt(e['rate'])} over {e['pairs']} span pairs (target 1.0)"
        )
        n = r["near_duplicate_preservation"]
        lines.append(
            f"near-duplicates kept: {_fmt(n['near_kept'])} of {n['near_pairs']} pairs >= 0.7; "
            f"far kept: {_fmt(n['far_kept'])} of {n['far_pairs']} pairs < 0.5 (target >= 0.95)"
        )
        lines.extend(render_by_type(r["pairs_by_type"]))
        o = r["over_redaction"]
        lines.append(
            f"over-redaction: {_fmt(o['rate'])} ({o['chars']} of {o['outside_chars']} chars "
            "outside labelled spans replaced)"
        )
        for group, examples in r["leaked_examples"].items():
            lines.append(f"  leaked {group}: " + "; ".join(repr(x) for x in examples))
    return "\n".join(lines)


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.4f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.eval_pii", description=__doc__.split("\n")[0]
    )
    parser.add_argument(
        "--data", type=Path, default=None, help="a directory: every *.jsonl in it is measured"
    )
    parser.add_argument(
        "--files", nargs="+", default=[], metavar="GLOB", help="files or globs to measure"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--case", choices=("scope", "record", "file"), default="scope")
    parser.add_argument(
        "--split",
        choices=("both", "tune", "report", "none"),
        default="both",
        help="files with template_id: report the tune and report halves separately (both), "
        "one of them, or the file whole (none)",
    )
    parser.add_argument(
        "--key", default=EVAL_KEY, help="surrogate key (figures are reproducible per key)"
    )
    args = parser.parse_args(argv)
    if args.data is None and not args.files:
        args.data = Path("../shared/data/pii")
    if args.data is not None and not args.data.is_dir():
        parser.error(f"{args.data} is not a directory (pass --data DIR or --files GLOB)")
    try:
        files = data_files(args.data, args.files)
        if not files:
            parser.error("no .jsonl file to measure")
        results = run(files, args.case, args.key, args.split)
    except (FileNotFoundError, ValueError, json.JSONDecodeError) as exc:
        parser.error(str(exc))
    print(json.dumps(results, indent=2, ensure_ascii=False) if args.json else render(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
