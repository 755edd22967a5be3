"""A small reference assistant that honours Assay's system contract, and a rule-based judge.

``POST /`` (the system, see docs/system-contract.md): the query is the last two messages of
history and the follow-up, concatenated; in ``frozen`` mode the recorded retrieval in
``fixtures`` stands in for search and the recorded tool calls are made through ``tools_url``;
in ``live`` mode it searches Assay's current corpus (by meaning when a corpus index exists, else
full text). The answer quotes the first sentence of the top passage and names its document.

``POST /judge``: grades by rules a reader can check: a must criterion that names a document
holds when the answer names it, the others when the answer is not empty; "names the source"
and "no longer than three sentences" should criteria are checked literally; ``grounded`` is
the share of answer sentences whose words mostly appear in the passages.

A :class:`Behaviour` makes it misbehave on a share of (case, repeat) pairs, decided by a hash so
runs are reproducible: ``ignore_fixtures`` (search even in frozen mode), ``unrecorded_tool``
(call a tool the case never recorded), ``random`` (answer with a random passage).

Tests start :func:`serve` on 127.0.0.1 with port 0; ``manage.py demo_assistant`` runs it.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import threading
import urllib.error
import urllib.request
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

SENTENCE = re.compile(r"(?<=[.!?])\s+")
WORD = re.compile(r"[a-z0-9]+")
TOP_PASSAGES = 5
UNRECORDED_TOOL = "lookup_internal_ticket"
# SQLite (the demo's database) takes one writer at a time, and the first full-text search
# builds its index: the request threads take turns at the database there.
_SQLITE_TURNS = threading.Lock()


@dataclass(frozen=True)
class Behaviour:
    """Shares (0 to 1) of (case, repeat) pairs on which the assistant misbehaves."""

    ignore_fixtures: float = 0.0
    unrecorded_tool: float = 0.0
    random: float = 0.0
    seed: int = 0

    def hits(self, what: str, case_id: str, repeat: int) -> bool:
        share = getattr(self, what)
        if share <= 0:
            return False
        digest = hashlib.sha256(f"{self.seed}:{what}:{case_id}:{repeat}".encode()).digest()
        return int.from_bytes(digest[:4], "big") / 2**32 < share


def parse_behaviour(spec: str, seed: int = 0) -> Behaviour:
    """``"random=0.2,unrecorded_tool=0.05"`` (a bare name means 1.0) -> :class:`Behaviour`."""
    shares: dict[str, float] = {}
    for part in (p.strip() for p in (spec or "").split(",")):
        if not part:
            continue
        name, _, value = part.partition("=")
        if name not in ("ignore_fixtures", "unrecorded_tool", "random"):
            raise ValueError(f"misbehave: unknown switch {name!r}")
        shares[name] = float(value) if value else 1.0
    return Behaviour(seed=seed, **shares)


def _database_turn():
    from contextlib import nullcontext

    from django.db import connection

    return _SQLITE_TURNS if connection.vendor == "sqlite" else nullcontext()


def _search(query: str) -> list[dict[str, Any]]:
    from curation.search.fulltext import corpus_search, semantic_search

    with _database_turn():
        hits = semantic_search(query, limit=TOP_PASSAGES) or corpus_search(
            query, limit=TOP_PASSAGES
        )
    return [{"chunk_id": h.chunk_id, "doc_id": h.doc_id, "text": h.text} for h in hits]


def _titles(doc_ids: list[str]) -> dict[str, str]:
    from curation.models import Document

    with _database_turn():
        rows = list(Document.objects.filter(doc_id__in=doc_ids).values_list("doc_id", "title"))
    return {d: t or d for d, t in rows}


def _tool(url: str, name: str, args: dict) -> tuple[int, Any]:
    body = json.dumps({"name": name, "args": args}).encode()
    request = urllib.request.Request(
        url, data=body, method="POST", headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"{}")


def concat_query(body: dict) -> str:
    history = [str(m.get("content") or "") for m in body.get("messages") or []][-2:]
    return "\n".join([*history, str(body.get("follow_up") or "")])


def answer_case(body: dict, behaviour: Behaviour) -> dict[str, Any]:
    """The assistant's answer to one contract request."""
    case_id, repeat = str(body.get("case_id")), int(body.get("repeat") or 0)
    query = concat_query(body)
    fixtures = body.get("fixtures")
    if fixtures is not None and not behaviour.hits("ignore_fixtures", case_id, repeat):
        passages = list(fixtures.get("retrieval") or [])[:TOP_PASSAGES]
    else:
        passages = _search(query)
    tool_calls, facts = [], []
    tools_url = body.get("tools_url")
    if tools_url:
        calls = [(t["name"], t.get("args") or {}) for t in fixtures.get("tools") or []]
        if behaviour.hits("unrecorded_tool", case_id, repeat):
            calls.append((UNRECORDED_TOOL, {"case": case_id}))
        for name, args in calls:
            status, answer = _tool(tools_url, name, args)
            tool_calls.append({"name": name, "args": args})
            if status == 200:
                facts.append(f"{name}: {json.dumps(answer.get('response'), sort_keys=True)[:120]}")
    if behaviour.hits("random", case_id, repeat) and passages:
        rng = random.Random(f"{case_id}:{repeat}:{behaviour.seed}")
        passages = rng.sample(passages, len(passages))
    if not passages:
        text = "I could not find this in the documentation."
    else:
        top = passages[0]
        title = _titles([top.get("doc_id") or ""]).get(top.get("doc_id") or "", top["chunk_id"])
        first = SENTENCE.split((top.get("text") or "").strip())[0][:300]
        text = f"According to {title}: {first}"
        if facts:
            text += " " + "; ".join(facts[:2]) + "."
    return {
        "rewrite": query,
        "passages": [{"chunk_id": p["chunk_id"], "text": p.get("text") or ""} for p in passages],
        "answer": text,
        "tool_calls": tool_calls,
    }


def _words(text: str) -> set[str]:
    return {w for w in WORD.findall(text.lower()) if len(w) > 2}


def _named(criterion: str) -> str | None:
    for marker in ("given in ", "matches ", "Per "):
        if marker in criterion:
            return criterion.split(marker, 1)[1].split(":")[0].strip(" .")
    return None


def _holds(criterion: str, answer: str) -> bool:
    named = _named(criterion)
    if named:
        return named.lower() in answer.lower()
    if "names the source" in criterion:
        return answer.startswith("According to ")
    if "three sentences" in criterion:
        return len([s for s in SENTENCE.split(answer.strip()) if s]) <= 3
    return bool(answer.strip()) and "could not find" not in answer


def grounded(answer: str, passages: list) -> float | None:
    texts = " ".join(p.get("text") or "" for p in passages if isinstance(p, dict))
    if not answer.strip() or not texts:
        return None
    support = _words(texts)
    sentences = [s for s in SENTENCE.split(answer.strip()) if _words(s)]
    ok = [s for s in sentences if len(_words(s) & support) >= 0.6 * len(_words(s))]
    return len(ok) / len(sentences) if sentences else None


def judge_answer(body: dict) -> dict[str, Any]:
    """The rule-based judge's grade of one answer (see the module docstring)."""
    truth, answer = body.get("ground_truth") or {}, str(body.get("answer") or "")
    out: dict[str, Any] = {"grounded": grounded(answer, body.get("passages") or [])}
    if out["grounded"] is None:
        del out["grounded"]
    if truth.get("kind") == "rubric":
        out["must"] = [_holds(c, answer) for c in truth.get("must") or []]
        out["should"] = [_holds(c, answer) for c in truth.get("should") or []]
    else:
        out["pass"] = _holds(str(truth.get("pass") or truth.get("answer") or ""), answer)
    return out


def _handler(behaviour: Behaviour):
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            try:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
                path = self.path.rstrip("/")
                result = judge_answer(body) if path == "/judge" else answer_case(body, behaviour)
                status = 200
            except Exception as exc:  # the contract's caller records a bad response
                result, status = {"error": str(exc)}, 500
            finally:
                from django.db import connection

                connection.close()  # one thread per request: do not leak its connection
            payload = json.dumps(result).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, *args):
            pass

    return Handler


def serve(
    port: int = 0, *, behaviour: Behaviour | None = None, host: str = "127.0.0.1"
) -> ThreadingHTTPServer:
    """Start the assistant (and its judge at ``/judge``) in a daemon thread; returns the server
    (``server.server_address[1]`` is the port; ``server.shutdown()`` stops it)."""
    server = ThreadingHTTPServer((host, port), _handler(behaviour or Behaviour()))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
