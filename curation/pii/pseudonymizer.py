"""The per-case pseudonymizer: detect, assign surrogates once, replace everywhere.

One ``Pseudonymizer`` per case. Every text of the case (messages, rewrites, retrieved documents,
tool-call arguments and responses walked as JSON) goes through the same instance, so one
original maps to one surrogate in every field, and an id in a tool call's args, its response and
a document's text stays the same id after replacement (replay still finds its recording).

For a batch of texts it:
1. detects PII in all of them (``PiiAnalyzer.analyze_batch``), adding JSON key hints for bare
   values ({"name": "Julien Moreau"}, {"phone": "..."}) the analyzer cannot read without context;
2. assigns surrogates for every value found, in a fixed order (``SurrogateFactory.learn``);
3. also replaces, in every text, each occurrence of an original already known in the case
   (a full value, or one word of a person's name as a whole word), which catches the
   mentions the detector missed in other fields ("Moreau" alone in an agent note);
4. rebuilds each text and records what each original span became (``Replacement``).

``mapping`` lists (entity type, original, surrogate) for the app to keep, encrypted, if it keeps
originals at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import regex as re
from spacy.lang.en.stop_words import STOP_WORDS

from curation.pii import encoded, inflection
from curation.pii import lexicon as lx
from curation.pii.analyzer import Detection, PiiAnalyzer, get_analyzer
from curation.pii.checked import find_phones
from curation.pii.cjk_names import is_cjk_name, lone_han
from curation.pii.config import PiiConfig
from curation.pii.cross_script import cross_script_names, name_index
from curation.pii.hangul_romanised import hangul_names
from curation.pii.hangul_romanised import keys as romanised_keys
from curation.pii.json_values import json_hint, pseudonymized_json, with_hint
from curation.pii.korean import whole_word
from curation.pii.local_evidence import local_chunks, spelled_people
from curation.pii.neighbours import near_names
from curation.pii.overlaps import EVIDENCE_SCORE, added, within
from curation.pii.people_words import is_gazetteer_name
from curation.pii.phones import text_regions
from curation.pii.propagation import (
    address_codes,
    address_heads,
    beside_person,
    connectors,
    cut_addresses,
    cut_people,
    join_like,
    joined_forms,
    propagated,
    swallows,
)
from curation.pii.rare_words import common_word, latin_languages, rare_words
from curation.pii.recognizers import is_common
from curation.pii.replaced import MappingEntry, PseudonymizedText, Replacement, align
from curation.pii.scripts import WORD_TYPES, in_script, own_script
from curation.pii.surrogates import SurrogateFactory
from curation.pii.translit import alias_people
from curation.pii.usernames import filed_names, glued_handles, name_handles
from curation.pii.vocabulary import OPEN, PROTECTED_TYPES, Protection
from curation.pii.whole_values import whole_values

# Score of a word the rare-word rule replaces: below evidence, so it vouches for nothing.
RARE_SCORE = 0.5
# Scripts written with spaces between words: only there does a letter next to a known value
# mean it is part of a longer word (a letter: the Arabic full stop "۔" is of the script, no
# letter). In Chinese or Japanese text a name sits between letters.
_SPACED = r"\p{Latin}\p{Greek}\p{Cyrillic}\p{Armenian}\p{Georgian}\p{Hebrew}\p{Arabic}"
# A name with a prefix glued on: a Bantu class or locative prefix in lower case before its
# capital ("kuZodwa", "ngoThandi"), or Hebrew proclitics (ו ה ב כ ל מ ש: "ליעל", "to Yael")
_PREFIXED = (
    r"(?<=(?<![\p{L}\p{M}\p{N}_@.-])\p{Ll}{1,3})(?=\p{Lu}\p{Ll})"
    r"|(?<=(?<![\p{L}\p{M}])[והבכלמש]{1,2})(?=\p{Hebrew}{3})"
)
# A login's letters with a separator inside ("sina_t", "maria.k"): its digits were cut off
_HANDLE = re.compile(r"\p{Ll}+(?:[._-]\p{Ll}+)+")


class Pseudonymizer:
    """Pseudonymizes all the texts of one case with one consistent surrogate table.

    ``key`` is the secret (bytes or str) that makes surrogates unguessable and reproducible;
    the app reads it from ``ASSAY_PSEUDONYM_KEY``. ``analyzer`` defaults to the shared one for
    ``config``.
    """

    def __init__(
        self,
        key: bytes | str,
        analyzer: PiiAnalyzer | None = None,
        config: PiiConfig | None = None,
        protection: Protection | None = None,
    ) -> None:
        self.config = config or (analyzer.config if analyzer is not None else PiiConfig())
        self._analyzer = analyzer
        # domain vocabulary, common words and allow/deny lists the name recognizers respect
        self.protection = protection
        self.factory = SurrogateFactory(key, self.config.id_entities)
        self._known: dict[str, str] = {}
        self._pattern: re.Pattern | None = None
        self._pattern_size = -1
        self._stems: set[str] = set()
        self._stem_pattern: re.Pattern | None = None
        self._stem_size = -1
        self._mapping: dict[tuple[str, str], str] = {}
        self._lone_han: set[str] = set()
        # skeleton -> scripts of the case's name words (``cross_script``), rebuilt on growth
        self._script_index: dict[str, frozenset[str]] = {}
        self._script_size = -1
        self._hangul_keys: frozenset[str] = frozenset()  # ``hangul_romanised`` keys
        # phone regions the case's texts point to (country codes, country domains, letters)
        self._regions: dict[str, None] = {}
        # letter runs of the case's e-mail local parts and chat handles ("okada" of
        # "okada79@docomo.ne.jp", "busra" of "busra_a45")
        self._login_chunks: set[str] = set()
        self._connectors: set[str] = set()  # lower-case words inside capitalised names

    @property
    def analyzer(self) -> PiiAnalyzer:
        if self._analyzer is None:
            self._analyzer = get_analyzer(self.config)
        return self._analyzer

    @property
    def mapping(self) -> list[MappingEntry]:
        """Every (entity type, original, surrogate) replaced so far in this case, sorted."""
        return sorted(MappingEntry(t, o, s) for (t, o), s in self._mapping.items())

    def pseudonymize_text(self, text: str) -> str:
        return self.pseudonymize_texts_tracked([text])[0].text

    def pseudonymize_texts(self, texts: Sequence[str]) -> list[str]:
        return [r.text for r in self.pseudonymize_texts_tracked(texts)]

    def pseudonymize_texts_tracked(
        self, texts: Sequence[str], hints: Sequence[str | None] | None = None
    ) -> list[PseudonymizedText]:
        """Pseudonymize a batch; ``hints[i]`` names the entity type text i holds as a whole."""
        texts = list(texts)
        hints = list(hints) if hints is not None else [None] * len(texts)
        # percent-encoded runs are read decoded, as texts of the batch (``encoded``)
        own, views = len(texts), [encoded.views(t) for t in texts]
        texts += [v.text for vs in views for v in vs]
        # a decoded query value takes the type its key names ("display_name=%CE%93...")
        hints += [json_hint(k, v.text, self.config) for k, v in encoded.keyed(texts[:own], views)]
        detected = self.analyzer.analyze_batch(texts)
        if self.protection is not None:
            # a name seen inside the name of a thing in one text is that thing in all of them
            self.protection = self.protection.with_titles(
                texts,
                [
                    t[d.start : d.end]
                    for t, ds in zip(texts, detected, strict=True)
                    for d in ds
                    if d.entity_type == "PERSON" and d.score < EVIDENCE_SCORE
                ],
            )
        per_text: list[list[Detection]] = []
        self._login_chunks.update(
            chunk
            for t, ds in zip(texts, detected, strict=True)
            for d in ds
            if d.entity_type == "EMAIL_ADDRESS" or (d.entity_type == "PERSON" and _is_handle(t, d))
            for chunk in local_chunks(t[d.start : d.end])
        )  # a handle ("busra_a" of "busra_a45") spells its owner as an e-mail's local part does
        self._regions.update(dict.fromkeys(r for t in texts for r in text_regions(t)))
        pointed = [r for r in self._regions if r not in self.config.phone_regions]
        for text, found, hint in zip(texts, detected, hints, strict=True):
            spans = [d for d in found if self.config.replaces(d.entity_type)]
            if pointed and self.config.replaces("PHONE_NUMBER"):
                spans = _with_case_phones(text, spans, pointed)
            if self._login_chunks and self.config.replaces("PERSON"):
                spans = self._with_spelled_people(text, spans)
            if self.protection is not None:
                spans = self.protection.filter(text, spans, _detection)
            if hint is not None and self.config.replaces(hint):
                spans = with_hint(text, spans, hint, Detection)
            if self.config.rare_words:
                spans = self._with_rare_words(text, spans)
            per_text.append(spans)
        values = [
            (d.entity_type, t[d.start : d.end])
            for t, ds in zip(texts, per_text, strict=True)
            for d in ds
        ]
        alias_people(self.factory.names, values, is_cjk_name)  # "KOVALIUK" is "Ковалюк"
        self.factory.learn(values)
        self._remember(values)
        done = self._replace_batch(texts, per_text, views)
        # names found only while replacing (another script's spelling, a handle, a variant) are
        # that person in every text of the batch: "శ్రీనివాస్" found beside "srinivas.p@" in
        # one text is him in the next too, so the batch is replaced once more knowing them
        found = {(r.entity_type, r.original) for d in done for r in d.replacements}
        new = sorted(v for v in found.difference(values) if v[1] not in self._known)
        if new:
            self._remember(new)
            done = self._replace_batch(texts, per_text, views)
        return done[:own]

    def _replace_batch(
        self, texts: list[str], per_text: list[list[Detection]], views: list[list[encoded.View]]
    ) -> list[PseudonymizedText]:
        """Each text replaced; the decoded views (after the batch's own texts) first, so what
        they found replaces its encoded run in the text it came from."""
        own = len(views)
        done = [self._replace(t, s) for t, s in zip(texts[own:], per_text[own:], strict=True)]
        seen = iter(done)
        out = []
        for text, spans, text_views in zip(texts, per_text, views, strict=False):
            for view in text_views:
                found = [
                    Detection(*view.span(r.start, r.end), r.entity_type, 1.0)
                    for r in next(seen).replacements
                ]
                spans = [
                    d for d in spans if not any(d.start < x.end and x.start < d.end for x in found)
                ]
                spans = sorted(spans + found, key=lambda d: d.start)
            out.append(self._replace(text, spans))
        return out + done

    def _with_spelled_people(self, text: str, spans: list[Detection]) -> list[Detection]:
        """``spans`` plus the names an e-mail or a login of the case spells ("misa okada" beside
        "okada79@...", "Beauty Naidoo" beside "beauty_naidoo@..."); ``local_evidence``."""
        common = getattr(self.analyzer, "common_words", frozenset())
        found = spelled_people(
            text, self._login_chunks, lambda w: is_common(w, common), is_gazetteer_name
        )
        # "Sana Malik" beside "sanamalik31@": the whole name, over the "Malik" found alone
        inner = [d for d in spans if d.entity_type == "PERSON" and within(d, found)]
        return added([d for d in spans if d not in inner], found, "PERSON", 0.9)

    def _with_rare_words(self, text: str, spans: list[Detection]) -> list[Detection]:
        """``spans`` plus, in a personal text, every word no list or corpus knows (as PERSON,
        so near-duplicate words keep near-duplicate surrogates); ``rare_words.py``."""
        protection = self.protection

        def protected(text: str, start: int, end: int) -> bool:
            if protection is None:
                return False
            if any(s <= start and end <= e for s, e in protection.covered(text)):
                return True
            return protection.word_level(text[start:end]) != OPEN

        found = rare_words(
            text,
            spans,
            latin_languages(self.config.languages, text),
            protected,
            dictionary=getattr(self.analyzer, "common_words", frozenset()),
        )
        return added(spans, found, "PERSON", RARE_SCORE)

    def pseudonymize_json(self, value: Any) -> Any:
        """A copy of a JSON value with every string value, and every integer of
        ``json_values.LONG_INT_DIGITS`` digits or more, pseudonymized (keys stay)."""
        return pseudonymized_json(value, self.pseudonymize_texts_tracked, self.config)

    def _remember(self, values: list[tuple[str, str]]) -> None:
        for entity_type, value in values:
            if propagated(entity_type, value):
                self._known.setdefault(value, entity_type)
            if entity_type == "PERSON":  # "zu Solms" of "Alida zu Solms": a surname of its own
                for connector, rest in connectors(value):
                    self._connectors.add(connector)
                    self._known.setdefault(rest, "PERSON")
            if entity_type == "ADDRESS":
                for code in address_codes(value):
                    self._known.setdefault(code, "POSTAL_CODE")
                for head in address_heads(value):
                    self._known.setdefault(head, "ADDRESS")
        common = getattr(self.analyzer, "common_words", frozenset())
        for form, folded in self.factory.names.person_forms.items():
            if len(folded) < 2 or folded in STOP_WORDS:
                continue
            if form in self._connectors:
                continue  # a name's lower-case connector ("ya", "zu", "vom") is no name alone
            variants = {form, form[:1].upper() + form[1:], form.upper()}
            if len(folded) >= 3 and not is_common(form, common):
                variants.add(form.lower())  # "moreau" in a chat message; not "rose" or "will"
            for variant in variants:
                self._known.setdefault(variant, "PERSON")
            if len(folded) >= 3 and not is_common(form, common) and form[:1].isupper():
                self._stems.update(inflection.stems(form))  # "Aleksander" -> "Aleksandr-om"
        for entity_type, value in values:
            if entity_type == "PERSON" and is_cjk_name(value):
                # "金冬梅" found: "冬梅" alone is her given name, and "佐々木" alone the family
                # name of "佐々木くみ子"; two characters are a whole CJK name ("山本")
                family, _, given = self.factory.cjk.parts(value)
                for part in (value, family, given):
                    if len(part) >= 2:
                        self._known.setdefault(part, "PERSON")
                    elif part and family and given:
                        self._lone_han.add(part)  # "蘭" of "松本蘭", alone only (``lone_han``)
            # a whole full name in lower case or capitals ("julien moreau" signing a mail to
            # "Julien Moreau") is that person, even with an English word ("carpenter") in it
            if entity_type == "PERSON" and len(value.split()) >= 2:
                for variant in (value.lower(), value.upper()):
                    self._known.setdefault(variant, "PERSON")
                surrogate = self.factory.surrogate("PERSON", value)
                for joined in joined_forms(value, lambda w: is_common(w, common)):
                    self._known.setdefault(joined, "PERSON")  # "TASLIMAHOSSAIN"
                    self.factory.assign("PERSON", joined, join_like(joined, value, surrogate))

    def _propagation(self) -> re.Pattern | None:
        if self._pattern_size != len(self._known):
            alternatives = sorted(self._known, key=len, reverse=True)
            # a handle is known by its letters ("sina_t" of "sina_t52": a person span holds no
            # digit), so its digits may follow it where it recurs
            handles = [a for a in alternatives if _HANDLE.fullmatch(a)]
            others = [a for a in alternatives if not _HANDLE.fullmatch(a)]
            branches = []
            if handles:
                branches.append(
                    "(?:"
                    + "|".join(re.escape(a) for a in handles)
                    + r")(?=\p{N}*(?![\p{L}\p{M}\p{N}_@]|\.\p{L}))"
                )
            if others:
                branches.append(
                    "(?:"
                    + "|".join(re.escape(a) for a in others)
                    + rf")(?![\p{{M}}\p{{N}}_@]|(?=\p{{L}})[{_SPACED}]|-\p{{N}}|\.\p{{L}})"
                )
            self._pattern = (
                # a hyphen after a one-letter clitic is no compound ("ו-נועם", Hebrew "and");
                # a class prefix or a proclitic glued on is no longer word ("kuZodwa", "ליעל")
                re.compile(
                    rf"(?:(?<![{_SPACED}\p{{N}}_@.])|{_PREFIXED})"
                    rf"(?<!(?:[\p{{L}}\p{{M}}]{{2}}|[\p{{N}}_@.-])-)(?:" + "|".join(branches) + ")"
                )
                if branches
                else None
            )
            self._pattern_size = len(self._known)
        return self._pattern

    def _inflections(self) -> re.Pattern | None:
        """Known name words followed by a case ending: the stem is the name ("Annas Konto",
        "Julienin", "Marii"), the ending stays, so the surrogate is inflected the same way."""
        if self._stem_size != len(self._stems):
            stems = sorted(self._stems, key=len, reverse=True)
            self._stem_pattern = (
                re.compile(
                    r"(?<![\p{L}\p{N}_@.-])(?:"
                    + "|".join(re.escape(s) for s in stems)
                    + rf")(?=(?:{lx.alternation(inflection.CASE_ENDINGS)})(?![\p{{L}}\p{{N}}_@]))"
                )
                if stems
                else None
            )
            self._stem_size = len(self._stems)
        return self._stem_pattern

    def _propagate(self, text: str, spans: list[Detection], pattern: re.Pattern) -> list[Detection]:
        """Add occurrences of known originals; a known value that wholly contains detections of
        its own type ("Frances Bonnet" around a detected "Bonnet") replaces them."""
        extra: list[Detection] = []
        doubtful: list[Detection] = []  # known names protection keeps as common words here
        covered = None
        for m in pattern.finditer(text, overlapped=True):
            start, end = m.span()
            entity = self._known[m.group()]
            if entity == "ADDRESS" and whole_word(text, m):  # beats a name read across it
                spans, extra = cut_people(text, start, end, spans, extra)
            spans, extra = cut_addresses(text, entity, start, end, spans, extra)  # a phone
            if any(start < d.end and d.start < end for d in extra) or not whole_word(text, m):
                continue
            inside = [d for d in spans if d.start < end and start < d.end]
            if inside and not all(
                start <= d.start and d.end <= end and swallows(entity, d.entity_type)
                for d in inside
            ):
                continue
            if self.protection is not None and entity in PROTECTED_TYPES:
                if covered is None:
                    covered = self.protection.covered(text)
                if not self.protection.keeps(text, start, end, covered):
                    if entity == "PERSON" and not inside:
                        doubtful.append(Detection(start, end, entity, 1.0))
                    continue
            spans = [d for d in spans if d not in inside]
            extra.append(Detection(start, end, entity, 1.0))
        people = [(d.start, d.end) for d in spans + extra if d.entity_type == "PERSON"]
        for d in doubtful:
            taken = any(d.start < x.end and x.start < d.end for x in extra)
            if not taken and beside_person(text, d.start, d.end, people):
                extra.append(d)
        common = getattr(self.analyzer, "common_words", frozenset())
        people = [k for k, t in self._known.items() if t == "PERSON"]
        for s, e in near_names(text, people, lambda w: is_common(w, common)):
            if self.protection is not None and self.protection.titled(text, s, e):
                continue  # "Carlo" of "Monte Carlo Casino" is no variant of "Carl"
            if not any(d.start < e and s < d.end for d in spans + extra):
                extra.append(Detection(s, e, "PERSON", 0.8))  # "Juliette" near "Julien"
        handles = name_handles(text, self.factory.names.people)  # "brianna_holden57"
        handles += glued_handles(text, self.factory.names)  # "jmuiruri" for Joyce Muiruri
        handles += filed_names(text, self.factory.names.people)  # "..._Heng_Sophea.pdf"
        for s, e in handles:
            if not any(d.start < e and s < d.end for d in spans + extra):
                extra.append(Detection(s, e, "PERSON", 0.9))
        for s, e in self._other_spellings(text, common):
            if not any(d.start < e and s < d.end for d in spans + extra):
                extra.append(Detection(s, e, "PERSON", 0.85))  # "ਸਿਮਰਨ" beside "Simran"
        for s, e in lone_han(text, self._lone_han):
            if not any(d.start < e and s < d.end for d in spans + extra):
                extra.append(Detection(s, e, "PERSON", 0.8))
        stems = self._inflections()
        if stems is not None:
            for m in stems.finditer(text):
                start, end = m.span()
                word_end = re.match(r"[\p{L}\p{M}]*", text[end:]).end() + end
                if any(d.start < word_end and start < d.end for d in spans + extra):
                    continue
                if self.protection is not None and self.protection.titled(text, start, word_end):
                    continue  # "Carlo" of "Monte Carlo Casino" is no "Carl(y)" inflected
                extra.append(Detection(start, end, "PERSON", 0.9))
        return sorted(spans + extra, key=lambda d: d.start)

    def _other_spellings(self, text: str, common: frozenset[str]) -> list[tuple[int, int]]:
        """Names the case knows in one script, written here in another: ``cross_script``
        ("ਸਿਮਰਨ" beside "Simran") and ``hangul_romanised`` ("지호" beside "jiho.cho@")."""
        size = len(self.factory.names.person_forms) + len(self._login_chunks)
        if size != self._script_size:
            # the case's name words, and the letter runs of its e-mail local parts that are no
            # common word ("dissanayake" of "s.dissanayake@": "ශානිකා දිසානායක" beside it)
            locals_ = [c for c in self._login_chunks if len(c) >= 5 and not is_common(c, common)]
            self._script_index = name_index([*self.factory.names.person_forms, *locals_])
            self._hangul_keys = romanised_keys([*self.factory.names.person_forms, *locals_])
            self._hangul_keys |= romanised_keys(self._login_chunks)
            self._script_size = size
        latin = latin_languages(self.config.languages, text) if self._script_index else ()
        found = cross_script_names(text, self._script_index, lambda w: common_word(w, latin))
        return found + hangul_names(text, self._hangul_keys)

    def _replace(self, text: str, spans: list[Detection]) -> PseudonymizedText:
        spans = sorted(spans, key=lambda d: d.start)
        pattern = self._propagation()
        if pattern is not None:
            spans = self._propagate(text, spans, pattern)
        spans = whole_values(text, spans)  # "తాడేపల్లి హారిక" where "హారిక" was found
        out: list[str] = []
        replacements: list[Replacement] = []
        pos = length = 0
        for d in spans:
            if d.start < pos:
                continue
            original = text[d.start : d.end]
            surrogate = self.factory.surrogate(d.entity_type, original)
            script = own_script(original) if d.entity_type in WORD_TYPES else None
            if script is not None:
                surrogate = in_script(surrogate, script)  # "Иван" -> "Лаге", not "Lage"
            out.append(text[pos : d.start])
            length += d.start - pos
            out.append(surrogate)
            replacements.append(
                Replacement(
                    d.start,
                    d.end,
                    length,
                    length + len(surrogate),
                    d.entity_type,
                    original,
                    surrogate,
                    align(original, surrogate),
                )
            )
            length += len(surrogate)
            pos = d.end
            self._mapping[(d.entity_type, original)] = surrogate
        out.append(text[pos:])
        return PseudonymizedText("".join(out), tuple(replacements))


def _is_handle(text: str, d: Detection) -> bool:
    """A person detection that is a login: letters with a separator ("busra_a" of
    "busra_a45") or lower-case letters its digits follow ("sina" of "sina75")."""
    value = text[d.start : d.end]
    return bool(_HANDLE.fullmatch(value)) or (
        value.isalpha() and value.islower() and text[d.end : d.end + 1].isdigit()
    )


def _detection(start: int, end: int, entity_type: str) -> Detection:
    return Detection(start, end, entity_type, 1.0)


def _with_case_phones(text: str, spans: list[Detection], pointed: list[str]) -> list[Detection]:
    """Add the national numbers of regions another text of the case points to ("9914 2809" in
    a case that writes "+976 ..." elsewhere), grouped as those regions write them."""
    if not re.search(r"\d{2}", text):
        return spans
    return added(spans, find_phones(text, (), pointed), "PHONE_NUMBER", 0.75)
