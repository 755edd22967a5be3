"""Write the held-out PII data set: ``direct.jsonl``, ``households.jsonl``, ``public_docs.jsonl``
and ``public_docs_words.json`` next to this file.

    python -m bench.data.pii_holdout.generate [--out DIR] [--check]

Deterministic for a fixed seed and Faker version (see README.md). Every span's offsets are
computed while the text is assembled, and ``text[start:end] == value`` is asserted for each.
``--check`` regenerates in memory and fails if the files on disk differ.

Nobody tunes a detector on this data: it is the exam, measured once by the lead.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

import regex as re
from faker import Faker

from bench.data.pii_holdout import values as vl
from bench.data.pii_holdout.direct_templates import TEMPLATES
from bench.data.pii_holdout.docs_text import DOMAINS, NUMS, REGIONS, SIZES, VERSIONS
from bench.data.pii_holdout.household_templates import (
    ACCOUNT_PAGES,
    BILLING,
    CHATS,
    EMAILS,
    HOUSEHOLD_SLOTS,
    NOTES,
    PAIRS,
    TOOLS,
)
from bench.data.pii_holdout.household_templates import REFERENT as HOUSEHOLD_REFERENT

SEED = 11_2026
HERE = Path(__file__).resolve().parent
SLOT = re.compile(r"\[\[(\w+)\]\]")
# How often each language's templates are used: English most, then the others.
USES = {"en": 5, "fr": 3, "de": 3, "es": 3, "nl": 3, "it": 3, "pl": 3, "ja": 3, "zh": 3}
CURRENCY = {"en_US": "$", "en_GB": "£"}


class EntityRegistry:
    """Entity ids for one scope: equal (type, value) pairs share an id, so two spans with the
    same entity are the same real-world value written the same way."""

    def __init__(self, scope: str) -> None:
        self.scope = scope
        self.ids: dict[tuple[str, str], str] = {}
        self.counts: Counter[str] = Counter()

    def __call__(self, kind: str, value: str) -> str:
        key = (kind, value)
        if key not in self.ids:
            self.counts[kind] += 1
            self.ids[key] = f"{self.scope}/{kind.lower()}-{self.counts[kind]}"
        return self.ids[key]


def render(
    template: str,
    values: dict[str, str],
    types: dict[str, str],
    entity: EntityRegistry,
    referents: dict[str, str],
) -> tuple[str, list[dict]]:
    """Fill ``[[slot]]`` markers; spans for slots whose type is known, offsets as built."""
    parts: list[str] = []
    spans: list[dict] = []
    pos = 0
    cursor = 0
    for m in SLOT.finditer(template):
        literal = template[cursor : m.start()]
        parts.append(literal)
        pos += len(literal)
        slot = m.group(1)
        value = values[slot]
        parts.append(value)
        if slot in types:
            span = {
                "type": types[slot],
                "value": value,
                "start": pos,
                "end": pos + len(value),
                "entity": entity(types[slot], value),
                "referent": f"{entity.scope}/{referents.get(slot, slot)}",
            }
            shape = vl.SLOT_SHAPES.get(slot)
            if shape:
                span["shape"] = shape
            spans.append(span)
        pos += len(value)
        after = values.get(f"{slot}__after", "")
        parts.append(after)
        pos += len(after)
        cursor = m.end()
    parts.append(template[cursor:])
    text = "".join(parts)
    for s in spans:
        assert text[s["start"] : s["end"]] == s["value"], (template, s)
    return text, spans


def check_record(record: dict) -> None:
    """Offsets match, spans do not overlap, and no labelled name or id occurs unlabelled."""
    text = record["text"]
    spans = sorted(record["spans"], key=lambda s: s["start"])
    for a, b in zip(spans, spans[1:], strict=False):
        assert a["end"] <= b["start"], (record["id"], a, b)
    covered = [(s["start"], s["end"]) for s in spans]
    for s in spans:
        assert text[s["start"] : s["end"]] == s["value"], (record["id"], s)
        if s["type"] == "PERSON" and len(s["value"]) < 2:
            continue
        pattern = rf"(?<![\p{{L}}\p{{N}}_]){re.escape(s['value'])}(?![\p{{L}}\p{{N}}_])"
        if s["type"] == "PERSON" and re.search(r"\p{Han}", s["value"]):
            pattern = re.escape(s["value"])
        for m in re.finditer(pattern, text):
            inside = any(a <= m.start() and m.end() <= b for a, b in covered)
            assert inside, (record["id"], s["value"], "occurs outside every span")


def _fakers() -> dict[str, Faker]:
    fakers = {}
    for i, locale in enumerate(sorted(vl.REGION)):
        fake = Faker(locale)
        fake.seed_instance(SEED + i)
        fakers[locale] = fake
    return fakers


def _persona_ok(p: vl.Persona) -> bool:
    """Reject personas whose values would collide in one text (an agent named like the customer,
    a surname that is also a first name of the case), which would make spans ambiguous."""
    v = p.values
    names = [v["first"], v["last"], v["agent"], v["other"], v["short"]]
    if len({n.lower() for n in names}) < len(names):
        return False
    words = set()
    for key in ("full", "agent_full", "other_full"):
        ws = set(v[key].lower().split())
        if words & ws:
            return False
        words |= ws
    return v["short"].lower() not in {w.lower() for w in v["full"].split()}


def build_direct(rng: random.Random, fakers: dict[str, Faker]) -> list[dict]:
    """Cases of one to four records (a conversation, an account) sharing a persona."""
    records = []
    case_no = 0
    for lang, templates in TEMPLATES.items():
        pool: list[tuple[str, str]] = []
        for _ in range(USES[lang]):
            batch = list(templates)
            rng.shuffle(batch)
            pool.extend(batch)
        while pool:
            size = min(len(pool), rng.choice([1, 2, 2, 3, 3, 4]))
            chunk, pool = pool[:size], pool[size:]
            forced = {g.split("@")[1] for g, _ in chunk if "@" in g}
            if len(forced) > 1:  # an SSN case and an IBAN case cannot share a persona
                pool.extend(chunk[1:])
                chunk = chunk[:1]
                forced = {g.split("@")[1] for g, _ in chunk if "@" in g}
            locale = forced.pop() if forced else rng.choice(vl.LOCALES[lang])
            while True:
                persona = vl.make_persona(rng, fakers, locale, lang)
                if _persona_ok(persona):
                    break
            persona.values["cur"] = CURRENCY.get(locale, "€")
            scope = f"holdout-{lang}-{case_no:04d}"
            case_no += 1
            entity = EntityRegistry(scope)
            for i, (genre, template) in enumerate(chunk):
                text, spans = render(template, persona.values, vl.SLOT_TYPES, entity, vl.REFERENT)
                record = {
                    "id": f"{scope}:{i}",
                    "text": text,
                    "scope": scope,
                    "lang": lang,
                    "locale": locale,
                    "genre": genre.split("@")[0],
                    "spans": spans,
                }
                check_record(record)
                records.append(record)
    return records


def _household_values(rng: random.Random, fakers: dict[str, Faker], pair: tuple) -> dict[str, str]:
    locale, first_a, first_b, roman_a, roman_b, surname = pair
    fake = fakers[locale]
    lang = locale.split("_")[0]
    if lang == "ja" and not surname:
        last, _, roman_last = fake.last_name_pair()
    else:
        last = surname or fake.last_name()
        roman_last = {"李": "Li", "王": "Wang"}.get(last) or vl.ascii_fold(last)
    v: dict[str, str] = {"first_a": first_a, "first_b": first_b, "last": last}
    v["first_a_lc"], v["first_b_lc"] = first_a.lower(), first_b.lower()
    if lang in ("ja", "zh"):
        v["full_a"], v["full_b"] = f"{last}{first_a}", f"{last}{first_b}"
    else:
        v["full_a"], v["full_b"] = f"{first_a} {last}", f"{first_b} {last}"
    fold = lambda s: vl.ascii_fold(s).lower().replace(" ", "").replace("'", "")  # noqa: E731
    ra, rb, rl = fold(roman_a or first_a), fold(roman_b or first_b), fold(roman_last)
    domain = (
        fake.free_email_domain()
        if lang not in ("ja", "zh")
        else rng.choice(["gmail.com", "outlook.com", "icloud.com"])
    )
    style = rng.choice(["{f}.{l}", "{f}{l}", "{f}_{l}", "{l}.{f}"])
    v["email_a"] = style.format(f=ra, l=rl) + "@" + domain
    v["email_b"] = style.format(f=rb, l=rl) + "@" + domain
    if v["email_a"] == v["email_b"]:  # 王伟 / 王薇 are both "wang wei"
        v["email_b"] = style.format(f=rb, l=rl) + str(rng.randint(2, 99)) + "@" + domain
    region = vl.REGION[locale]
    v["phone_a"] = vl.format_phone(rng, vl.valid_phone(rng, region, True), "international")
    v["phone_b"] = vl.format_phone(
        rng, vl.valid_phone(rng, region, True), rng.choice(["national", "international"])
    )
    v["landline"] = vl.format_phone(rng, vl.valid_phone(rng, region, False), "national")
    v["address"] = vl.make_address(rng, fake, locale).line
    v["acct_a"] = vl.make_id(rng, "acct")
    while len(v["acct_a"]) < 10:  # at least five digits, so a swap stays plausible
        v["acct_a"] = vl.make_id(rng, "acct")
    v["acct_b"] = vl.swap_digits(rng, v["acct_a"])
    v["ord_a"] = vl.make_id(rng, "ORD")
    v["ord_b"] = vl.swap_digits(rng, v["ord_a"])
    v["cust"] = vl.make_id(rng, "cust")
    return v


def build_households(rng: random.Random, fakers: dict[str, Faker]) -> list[dict]:
    records = []
    for h, pair in enumerate(PAIRS):
        lang = pair[0].split("_")[0]
        scope = f"holdout-household-{h:02d}"
        v = _household_values(rng, fakers, pair)
        entity = EntityRegistry(scope)
        chats = CHATS[lang]
        chosen = [
            ("account", ACCOUNT_PAGES[h % len(ACCOUNT_PAGES)]),
            ("account", ACCOUNT_PAGES[(h + 1) % len(ACCOUNT_PAGES)]),
            ("chat", chats[h % len(chats)]),
            ("tool", TOOLS[h % len(TOOLS)]),
            ("note", NOTES[h % len(NOTES)]),
            ("note", NOTES[(h + 2) % len(NOTES)]),
            ("billing", BILLING[h % len(BILLING)]),
            ("email", EMAILS[h % len(EMAILS)]),
        ]
        if lang != "en":
            chosen.append(("chat", chats[(h + 1) % len(chats)]))
        for i, (genre, template) in enumerate(chosen):
            text, spans = render(template, v, HOUSEHOLD_SLOTS, entity, HOUSEHOLD_REFERENT)
            record = {
                "id": f"{scope}:{genre}{i}",
                "text": text,
                "scope": scope,
                "lang": lang,
                "locale": pair[0],
                "genre": genre,
                "spans": spans,
            }
            check_record(record)
            records.append(record)
    return records


def build_docs(rng: random.Random, n: int = 330) -> list[dict]:
    """Paragraphs of three to five sentences from one domain; each paragraph text is unique."""
    seen: set[str] = set()
    docs = []
    domains = sorted(DOMAINS)
    while len(docs) < n:
        domain = domains[len(docs) % len(domains)]
        sentences = rng.sample(DOMAINS[domain], rng.randint(3, 5))
        text = " ".join(
            s.format(
                region=rng.choice(REGIONS),
                n=rng.choice(NUMS),
                size=rng.choice(SIZES),
                ver=rng.choice(VERSIONS),
            )
            for s in sentences
        )
        if text in seen:
            continue
        seen.add(text)
        docs.append({"id": f"holdout-doc-{len(docs):04d}", "domain": domain, "text": text})
    return docs


def word_counts(docs: list[dict]) -> dict:
    return {
        "paragraphs": len(docs),
        "words": sum(len(re.findall(r"[\p{L}\p{N}][\p{L}\p{N}'’._-]*", d["text"])) for d in docs),
        "words_definition": "regex [\\p{L}\\p{N}][\\p{L}\\p{N}'’._-]* (letters or digits, with inner apostrophes, dots, hyphens)",
        "whitespace_tokens": sum(len(d["text"].split()) for d in docs),
        "characters": sum(len(d["text"]) for d in docs),
    }


def build() -> dict[str, str]:
    """Every output file's content, keyed by file name."""
    fakers = _fakers()
    rng = random.Random(SEED)
    direct = build_direct(rng, fakers)
    households = build_households(random.Random(SEED + 1), fakers)
    docs = build_docs(random.Random(SEED + 2))

    def jsonl(rows: list[dict]) -> str:
        return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)

    return {
        "direct.jsonl": jsonl(direct),
        "households.jsonl": jsonl(households),
        "public_docs.jsonl": jsonl(docs),
        "public_docs_words.json": json.dumps(word_counts(docs), indent=2, ensure_ascii=False)
        + "\n",
    }


def summary(files: dict[str, str]) -> str:
    lines = []
    for name in ("direct.jsonl", "households.jsonl"):
        rows = [json.loads(line) for line in files[name].splitlines()]
        by_type = Counter(s["type"] for r in rows for s in r["spans"])
        by_lang = Counter(r["lang"] for r in rows)
        spans_by_lang = Counter(r["lang"] for r in rows for _ in r["spans"])
        shapes = Counter(s.get("shape") for r in rows for s in r["spans"] if s.get("shape"))
        lines.append(
            f"{name}: {len(rows)} records, {len({r['scope'] for r in rows})} scopes, "
            f"{sum(by_type.values())} spans"
        )
        lines.append("  by type: " + ", ".join(f"{k} {v}" for k, v in sorted(by_type.items())))
        lines.append(
            "  by language (records/spans): "
            + ", ".join(f"{k} {by_lang[k]}/{spans_by_lang[k]}" for k in sorted(by_lang))
        )
        if shapes:
            lines.append(
                "  hard shapes: " + ", ".join(f"{k} {v}" for k, v in sorted(shapes.items()))
            )
    n_templates = sum(len(t) for t in TEMPLATES.values())
    lines.append(
        f"direct templates: {n_templates} ("
        + ", ".join(f"{k} {len(t)}" for k, t in TEMPLATES.items())
        + f"); household templates: {len(ACCOUNT_PAGES) + len(TOOLS) + len(NOTES) + len(BILLING) + len(EMAILS) + sum(len(c) for c in CHATS.values())}"
    )
    lines.append("public_docs_words.json: " + files["public_docs_words.json"].replace("\n", " "))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.data.pii_holdout.generate")
    parser.add_argument("--out", type=Path, default=HERE)
    parser.add_argument("--check", action="store_true", help="fail if files on disk differ")
    args = parser.parse_args(argv)
    files = build()
    if args.check:
        stale = [
            n
            for n, c in files.items()
            if not (args.out / n).is_file() or (args.out / n).read_text(encoding="utf-8") != c
        ]
        if stale:
            print("out of date: " + ", ".join(stale), file=sys.stderr)
            return 1
    else:
        for name, content in files.items():
            (args.out / name).write_text(content, encoding="utf-8")
    print(summary(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
