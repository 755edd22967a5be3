"""Export formats over a frozen version's content (plain Python, no ORM).

- ``jsonl``: one follow-up item per line, ``{"id", "prefix", "follow_up", "gold",
  "reference_type", "gold_rewrite", "source", "unanswerable", "pattern"}``: the shape
  ``import_evalset`` reads, so an export re-imports to an identical set.
- ``cases``: one frozen case per line, ``{"case_id", "slice", "source_trace_id", "captured_at",
  "messages", "fixtures": {"retrieval", "tools"}, "environment", "ground_truth", "labelling":
  {"labelled_by", "minutes", "ambiguity", "rule_applied"}, "gold", "unanswerable", "eval_set":
  {"name", "version", "content_hash"}}``; items without a trace have ``messages`` from their
  snapshot and no fixtures.
- ``trec``: qrels, ``<item id> 0 <chunk id> 1`` per gold chunk (unanswerable items have none).
  Ids containing whitespace would break the format and are refused.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from curation.pii.marks import mark_line

FORMATS = ("jsonl", "cases", "trec")
EXTENSIONS = {"jsonl": "jsonl", "cases": "cases.jsonl", "trec": "qrels"}


class ExportFormatError(ValueError):
    """The content cannot be written in the asked format; the message says why."""


def _line(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, sort_keys=False) + "\n"


def jsonl_lines(content: dict) -> Iterator[str]:
    for item in content["items"]:
        yield _line(
            {
                "id": item["id"],
                "prefix": item["prefix"],
                "follow_up": item["follow_up"],
                "gold": item["gold"],
                "reference_type": item["reference_type"],
                "gold_rewrite": item["gold_rewrite"],
                "source": item["source"],
                "unanswerable": item["unanswerable"],
                "pattern": item["pattern"],
            }
        )


def case_lines(
    content: dict, *, version: int, content_hash: str, key: str | None = None
) -> Iterator[str]:
    """The ``cases`` lines; with ``key`` (the pseudonym key) each is marked pseudonymized
    (``curation.pii.marks``) so an import holding the same key stores it as given."""
    eval_set = {"name": content["set"]["name"], "version": version, "content_hash": content_hash}
    for item in content["items"]:
        case = item["case"] or {}
        labelling = item["labelling"] or {}
        line = {
            "case_id": item["id"],
            "slice": item["reference_type"] or item["pattern"],
            "source_trace_id": case.get("source_trace_id"),
            "captured_at": case.get("captured_at"),
            "messages": case.get("messages")
            or [*item["prefix"], {"role": "user", "content": item["follow_up"]}],
            "fixtures": case.get("fixtures") or {"retrieval": [], "tools": []},
            "environment": case.get("environment") or {},
            "ground_truth": item["ground_truth"],
            "labelling": {
                "labelled_by": labelling.get("labelled_by", []),
                "minutes": labelling.get("minutes"),
                "ambiguity": labelling.get("ambiguity"),
                "rule_applied": labelling.get("rule_applied"),
            },
            "gold": item["gold"],
            "unanswerable": item["unanswerable"],
            "pattern": item["pattern"],
            "reference_type": item["reference_type"],
            "gold_rewrite": item["gold_rewrite"],
            "eval_set": eval_set,
        }
        yield _line(mark_line(key, line) if key else line)


def trec_lines(content: dict) -> Iterator[str]:
    for item in content["items"]:
        for chunk_id in item["gold"]:
            for name, value in (("item id", item["id"]), ("chunk id", chunk_id)):
                if not value or any(ch.isspace() for ch in value):
                    raise ExportFormatError(
                        f"item {item['id']!r}: {name} {value!r} contains whitespace; "
                        "qrels need whitespace-free ids"
                    )
            yield f"{item['id']} 0 {chunk_id} 1\n"


def export_lines(
    content: dict, fmt: str, *, version: int, content_hash: str, key: str | None = None
) -> Iterator[str]:
    """The lines of ``content`` in ``fmt`` (one of FORMATS); ``key`` marks ``cases`` lines."""
    if fmt == "jsonl":
        return jsonl_lines(content)
    if fmt == "cases":
        return case_lines(content, version=version, content_hash=content_hash, key=key)
    if fmt == "trec":
        return trec_lines(content)
    raise ExportFormatError(f"format must be one of {', '.join(FORMATS)}, got {fmt!r}")


def export_filename(set_name: str, version: int, fmt: str) -> str:
    """``support-v3.jsonl``: a download name that names the version."""
    safe = (
        "".join(ch if ch.isalnum() or ch in "-_." else "-" for ch in set_name).strip("-")
        or "evalset"
    )
    return f"{safe}-v{version}.{EXTENSIONS[fmt]}"
