"""People found by the place they take in a sentence, whether or not any list knows the name.

The small spaCy model misses most names it has not seen ("Why is Olzhas so impulsive?", "She
named him Kyeung", "said Thérèze to Previslav"), and a gazetteer never holds them all. But
English puts people in recognisable slots, and a capitalised word that is no English word in
such a slot is almost always a person:

- after a cue: naming verbs with their object ("named him", "calls me"), speech verbs
  ("said", "told", "asked"), "heard", "follow up with", "speak to", "add ... as", "change it
  to", "under", credits ("sung by", "directed by", "starring"), role nouns ("tennis player",
  "commenter", "founders:"), greetings and honorifics, a pronoun before a vocative ("leave me
  Victoria, ...");
- before a predicate: verbs only people do ("lives on", "said", "had given", "just has to"),
  "is from", "is a very sympathetic person", "'s killers", a verb followed by his / her;
- question inversion ("Why is Sofiea so impulsive?");
- the first line of a contact block ("Slawa Ugacah" above an address);
- and every name-like word listed with a person found so ("Crewford, Sabriye and Azgelzoan",
  "said Gladys to Logan").

Cues differ in strength. After a strong cue (a naming or speech verb, a greeting, a title) one
capitalised non-English word is enough; after a weak one ("by", "under", an inverted question)
the run needs two name words, a gazetteer name, or a name's shape (letters outside ASCII, a
surname ending like -ova, -ski, -ovich, -escu, -poulos, -shvili). In an all-lower-case text the
same cues apply to lower-case words, which then must not be English words.
"""

from __future__ import annotations

from dataclasses import dataclass

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from curation.pii import lexicon as lx
from curation.pii.people import is_big_place, is_first_name, is_gazetteer_name, is_place
from curation.pii.people_words import phrase_modifies_common_noun
from curation.pii.slot_cues import (
    INITIAL,
    LEFT_CUES,
    MAYBE,
    MEDIUM,
    NAME,
    NO,
    RIGHT_CUES,
    STRONG,
    STRONGEST,
    WEAK,
)

# What may join another person to a found one: lists and "said X to Y".
_JOIN = re.compile(r"(?:[ \t]*,[ \t]*(?:and[ \t]+|&[ \t]+)?|[ \t]+(?:and|&|or|nor)[ \t]+)")
_JOIN_TO = re.compile(r"[ \t]+(?:to|with)[ \t]+")

_CONTRACTION = re.compile(r"(?i:\p{L}{2,}['’](?:m|re|ve|ll|d|t)$|^i['’](?:m|d|ll|ve)$)")
# "ruxhdi g. domsi": two words around an initial in a lower-case text
_LOWER_INITIALLED = re.compile(
    r"(?<![\p{L}\p{M}'’.-])(?P<a>\p{Ll}[\p{Ll}\p{M}]+)[ \t]+\p{Ll}\.?[ \t]+"
    r"(?P<b>\p{Ll}[\p{Ll}\p{M}]+)(?![\p{L}\p{M}])"
)
_LATIN_WORD = re.compile(r"^\p{Latin}")
_TITLES = frozenset(h.replace("\\", "").rstrip(".") for h in lx.HONORIFICS)
_CAPITALISED = re.compile(r"(?<![\p{L}\p{M}\p{N}'’._@/-])\p{Lu}\p{Ll}")
# Capitals inside a word are for products ("GitHub", "DevOps"), not for names, unless a
# prefix explains them ("McDonald", "O'Brien", "DeShawn", "LaToya", "VanDyke").
_INNER_CAPITAL = re.compile(r"\p{Ll}\p{Lu}")
_NAME_PREFIX = re.compile(r"^(?:Mc|Mac|O['’]|D['’]|De|Di|Da|Du|La|Le|Van|Von|St|Fitz)\p{Lu}")
_POSSESSIVE = re.compile(r"['’]s$")
_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’]*(?:-\p{L}[\p{L}\p{M}'’]*)*\.?")
_GAP = re.compile(r"[ \t]{1,3}")
_PARTICLES = frozenset(
    "van von de der den del della di da dos das du le la ter ten bin ibn al el zu vom dei "
    "degli st".split()
)
# Endings of surnames (and a few given names) in many languages; with diacritics, the shape
# evidence a weak cue needs for an unknown word.
_NAME_ENDINGS = re.compile(
    r"(?i:(?:ova|eva|ski|ska|sky|cki|cka|wicz|ovich|evich|ovna|evna|enko|chuk|czuk|yuk|escu|"
    r"eanu|poulos|akis|idis|iadis|oglu|oğlu|yan|yants|dze|shvili|sson|ssen|berg|ström|qvist|skaya|"
    r"kvist|stein|mann|witz|ović|ovic|ević|evic|czyk|inen|ainen|anen|ez|ini|elli|etti|ucci|ov|ev|"
    r"otti|aldi|ardi|ayev|iyev|yev|ayeva|iyeva|zadeh|hashi|moto|mura|kawa|yama|saki|shima)$)"
)


def has_name_shape(word: str) -> bool:
    """A capitalised word that looks like a name by its letters: accents outside ASCII, or a
    common name ending, on a word of at least four letters."""
    bare = word.rstrip(".")
    if len(bare) < 3:
        return False
    if any(ch.isalpha() and not ch.isascii() for ch in bare):
        return True
    return len(bare) >= 4 and _NAME_ENDINGS.search(bare) is not None


def has_name_ending(word: str) -> bool:
    """A word of four letters or more with a common surname ending ("-ova", "-sson", "-ini")."""
    bare = word.rstrip(".")
    return len(bare) >= 4 and _NAME_ENDINGS.search(bare) is not None


@dataclass(frozen=True)
class _Mode:
    """How a text is written ("mixed", "lower" or "upper" case) and where the tagger saw
    proper nouns (character offsets)."""

    case: str
    propn: frozenset[int]


@dataclass(frozen=True)
class _Run:
    start: int
    end: int
    words: int
    evidence: bool
    names: int = 1  # words that are names by themselves (no initials or English words)


class NameSlotRecognizer(EntityRecognizer):
    """PERSON spans in the sentence slots listed in the module docstring."""

    def __init__(self, common_words: frozenset[str]) -> None:
        self.common_words = common_words
        self.stop_words = lx.name_stop_words()
        super().__init__(supported_entities=["PERSON"], name="NameSlotRecognizer", version="1")

    def load(self) -> None:
        lx.gazetteer_first_names()
        lx.gazetteer_surnames()

    # word tests ---------------------------------------------------------------------------
    @staticmethod
    def _mode(text: str, nlp_artifacts: NlpArtifacts | None) -> _Mode:
        doc = getattr(nlp_artifacts, "tokens", None)
        propn = (
            frozenset(t.idx for t in doc if t.pos_ == "PROPN") if doc is not None else frozenset()
        )
        if not any(ch.isupper() for ch in text):
            return _Mode("lower", propn)
        if not any(ch.islower() for ch in text):
            return _Mode("upper", propn)
        return _Mode("mixed", propn)

    def name_word(
        self, word: str, mode: _Mode, strength: int, at: int = -1, place_ok: bool = True
    ) -> tuple[int, bool]:
        """(NO, MAYBE or NAME, whether the word carries name evidence).

        MAYBE is a capitalised English word after a cue ("Funs" of "heard Funs Mandila
        speak"): part of a name only next to a real name word.
        """
        bare = re.sub(r"['’]s$", "", word.rstrip("."))
        low = bare.casefold()
        if len(bare) < 2 or low in self.stop_words or low in lx.FIELD_WORDS:
            return NO, False
        if low in lx.INTERJECTIONS or low in lx.ORG_WORDS or low in _TITLES:
            return NO, False
        if _CONTRACTION.search(bare):
            return NO, False  # "I'm", "don't"; not "O'Brien" or "D'Angelo"
        if mode.case == "mixed" and not (bare[:1].isupper() and not bare.isupper()):
            return NO, False
        if mode.case == "lower" and not bare.islower():
            return NO, False
        if _INNER_CAPITAL.search(bare) and not _NAME_PREFIX.match(bare):
            return NO, False
        if (
            mode.case == "mixed"
            and "-" in bare
            and not all(p[:1].isupper() for p in bare.split("-"))
        ):
            return NO, False  # "Greek-speaking", "Service-specific"
        first = is_first_name(bare)
        gazetteer = first or is_gazetteer_name(bare)
        if is_big_place(bare) or (first and not place_ok and lx.fold(bare) in lx.REGIONS):
            # "Florida"; "Dry Tortugas and Florida" (a first name too). A place is a surname
            # only right after a first name ("Sofia Lima"): see _run_after
            return (MAYBE if mode.case == "mixed" and place_ok else NO), False
        if lx.is_common(bare, self.common_words):
            # an English word is a name alone only as a capitalised first name after a strong
            # cue (or "nina" in a vocative of a lower-case text)
            if strength >= STRONG and (first or (mode.case == "mixed" and gazetteer)):
                return NAME, True  # "said Gladys to Logan", "starring Goldberg"
            if mode.case == "mixed" and strength >= STRONGEST and not is_place(bare):
                return NAME, False  # "Why is Glyceria so impulsive?"
            if mode.case == "lower" and first:
                # "selma is from ...": the tagger reads it as a proper noun; "naomi ryan": a
                # first name next to a surname
                if at in mode.propn and strength >= MEDIUM:
                    return NAME, True
                return MAYBE, False
            if mode.case == "mixed" and strength >= MEDIUM and not is_place(bare):
                # "Rogers", "Fugus": English only as an inflection of a word ("roger")
                inflected = low not in self.common_words
                return (NAME if inflected else MAYBE), False
            return NO, False
        if is_place(bare) and not first:
            # a small town's name is often a surname too ("Avellino lives on ..."); a country,
            # state or big city is not
            if strength < MEDIUM or is_big_place(bare):
                return NO, False
            return NAME, False
        return NAME, gazetteer or has_name_shape(bare)

    # runs -----------------------------------------------------------------------------------
    def _run_after(
        self, text: str, pos: int, mode: _Mode, strength: int, place_ok: bool = True
    ) -> _Run | None:
        """The longest run of name words (with initials and particles inside) from ``pos``."""
        parts: list[tuple[int, str, int]] = []  # (kind, bare word, end offset)
        starts: list[int] = []  # start offset of each part
        evidence = False
        i = pos
        for _ in range(6):
            m = _WORD.match(text, i)
            if not m:
                break
            starts = starts[: len(parts)] + [m.start()]
            word = m.group()
            bare = word.rstrip(".")
            if parts and len(bare) == 1 and bare.isalpha():
                if mode.case == "mixed" and not bare.isupper():
                    break
                if bare in ("I", "A", "a", "i") and not word.endswith("."):
                    break  # "Tell Haruna I said hello"
                parts.append((INITIAL, bare, m.end()))
            elif parts and bare.islower() and bare.casefold() in _PARTICLES:
                pass  # "van de" inside a name; the run only ends on a name word
            else:
                kind, ev = self.name_word(word, mode, strength, m.start(), place_ok)
                if kind == NO:
                    break
                if (
                    kind == MAYBE
                    and parts
                    and parts[-1][0] == NAME
                    and is_first_name(parts[-1][1])
                    and is_big_place(_POSSESSIVE.sub("", bare))
                ):
                    kind = NAME  # "Sofia Lima": a place name as a surname
                evidence = evidence or ev
                bare = _POSSESSIVE.sub("", bare)
                parts.append((kind, bare, m.start() + len(bare)))
                if bare != word.rstrip(".") or (word.endswith(".") and len(bare) > 1):
                    break  # a possessive or a full stop ends the name
            gap = _GAP.match(text, m.end())
            if not gap:
                break
            i = gap.end()
        while parts and (
            parts[-1][0] == MAYBE
            or (parts[-1][0] == INITIAL and not text[: parts[-1][2]].endswith("."))
        ):
            parts.pop()  # a name ends on a name word or an initial with its full stop
        if not self._solid(parts) or _names_an_organisation(text, parts[-1][2]):
            return None
        # a common word of the case's languages at the start of a line or sentence, right
        # after the cue, is no part of the name: its capital comes from where it stands
        # ("Agent: Salut Léon"); mid-sentence it stays ("our accountant Ombretta Quill")
        while (
            len(parts) > 1
            and parts[0][0] == MAYBE
            and re.search(r"(?:^|[.!?:;\n\"(])[ \t]*$", text[: starts[0]]) is not None
        ):
            parts.pop(0)
            starts.pop(0)
            pos = starts[0]
        names = sum(1 for k, _, _ in parts if k == NAME)
        return _Run(pos, parts[-1][2], len(parts), evidence, names)

    def _run_before(self, text: str, pos: int, mode: _Mode, strength: int) -> _Run | None:
        """The run of name words that ends at ``pos`` (read leftwards, at most 5 words)."""
        head = text[max(0, pos - 120) : pos]
        offset = pos - len(head)
        parts: list[tuple[int, str, int]] = []  # (kind, bare word, start offset), right to left
        evidence = False
        right = len(head)
        for m in reversed(list(_WORD.finditer(head))):
            gap = head[m.end() : right]
            if len(parts) >= 5 or not re.fullmatch(r"[ \t]{0,3}", gap):
                break
            if parts and m.group().endswith(".") and len(m.group()) > 2:
                break  # a sentence ends there (an initial's full stop does not end a name)
            word = m.group()
            bare = word.rstrip(".")
            if parts and len(bare) == 1 and bare.isalpha():
                parts.append((INITIAL, bare, offset + m.start()))
            elif parts and bare.islower() and bare.casefold() in _PARTICLES:
                pass
            else:
                kind, ev = self.name_word(word, mode, strength, offset + m.start())
                if kind == NO or (kind == MAYBE and not parts):
                    break  # the word right before the predicate must be a name
                evidence = evidence or ev
                parts.append((kind, _POSSESSIVE.sub("", bare), offset + m.start()))
            right = m.start()
        # a leading English word stays only inside a sentence ("heard Funs Mandila speak"),
        # not at its start ("Yesterday Anna said")
        while parts and parts[-1][0] in (MAYBE, INITIAL):
            before = text[: parts[-1][2]].rstrip(" \t")
            if parts[-1][0] == MAYBE and (
                mode.case == "lower" or re.search(r"\p{Ll}$", before) or parts[-1][2] in mode.propn
            ):
                break  # inside a sentence, or tagged a proper noun ("Kestrel Varnholt's")
            parts.pop()
        if not self._solid(parts) or _names_an_organisation(text, pos):
            return None
        start = parts[-1][2]
        previous = re.search(r"(\p{L}+)$", text[:start].rstrip(" \t"))
        if previous and previous.group(1).casefold() in _DETERMINERS:
            return None
        return _Run(start, pos, len(parts), evidence)

    def _solid(self, parts: list[tuple[int, str, int]]) -> bool:
        """A run needs a name word, and with an English word in it ("Funs Mandila") a name
        word that is no English word."""
        names = [w for k, w, _ in parts if k == NAME]
        if not names:
            return False
        if all(k != MAYBE for k, _, _ in parts):
            return True
        return any(not lx.is_common(w, self.common_words) for w in names)

    def _accept(self, run: _Run | None, strength: int) -> bool:
        if run is None:
            return False
        if strength >= MEDIUM:
            return True
        return run.words >= 2 or run.evidence

    # analysis -------------------------------------------------------------------------------
    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        if "PERSON" not in entities:
            return []
        mode = self._mode(text, nlp_artifacts)
        if mode.case == "upper":
            return []  # capitals carry no signal; the NER and the gazetteer decide
        found: list[tuple[int, int, float]] = []
        joinable: list[tuple[_Run, bool]] = []
        for rx, strength, takes_to in LEFT_CUES:
            for m in rx.finditer(text):
                run = self._run_after(text, m.end(), mode, strength)
                if self._accept(run, strength):
                    found.append((run.start, run.end, 0.85 + 0.02 * strength))
                    joinable.append((run, takes_to))
        for rx, strength in RIGHT_CUES:
            for m in rx.finditer(text):
                run = self._run_before(text, m.start(), mode, strength)
                if self._accept(run, strength):
                    found.append((run.start, run.end, 0.85 + 0.02 * strength))
                    joinable.append((run, False))
        doc = getattr(nlp_artifacts, "tokens", None)
        if mode.case == "mixed":
            for run in self._full_names(text, nlp_artifacts):
                if doc is not None and phrase_modifies_common_noun(doc, run.start, run.end):
                    continue  # "Jetson Orin developer kit": a product, not a full name
                found.append((run.start, run.end, 0.86))
                joinable.append((run, False))
        if mode.case == "lower":
            for m in _LOWER_INITIALLED.finditer(text):
                # a Latin chat habit; in Cyrillic or Greek "в", "с", "я" are words, and a name
                # there needs the evidence of ``script_names``
                if not _LATIN_WORD.match(m.group("a")) or not _LATIN_WORD.match(m.group("b")):
                    continue
                if all(self.name_word(m.group(g), mode, MEDIUM)[0] == NAME for g in ("a", "b")):
                    found.append((m.start(), m.end("b"), 0.88))
        first = self._first_line(text, mode)
        if first is not None:
            found.append((first.start, first.end, 0.88))
            joinable.append((first, False))
        for s, e in person_seeds(nlp_artifacts):
            joinable.append((_Run(s, e, 1, True), False))
        found.extend(
            (s, e, score)
            for s, e, score in self._joined(text, mode, joinable)
            # listed with a person, but a modifier of a noun: "Dockerfiles, Kubernetes manifests"
            if doc is None or not phrase_modifies_common_noun(doc, s, e)
        )
        # scores above the NER's 0.85, so that presidio's de-duplication keeps these exact runs
        # rather than a longer NER span that swallows them ("Sigurds Sposik\n\n7167")
        return [RecognizerResult("PERSON", s, e, score) for s, e, score in found]

    def _full_names(self, text: str, nlp_artifacts: NlpArtifacts | None) -> list[_Run]:
        """Two or more capitalised words in a row, none an English word, a stop word, a place
        or an organisation word ("... to Pierguglielmo Tollez in the billing team"): the shape
        of a full name, wherever it stands (mixed-case texts only). Where the NER calls the
        words a place, an organisation or a product ("Intel Xeon"), a gazetteer name or a
        name's shape must say otherwise."""
        doc = getattr(nlp_artifacts, "tokens", None)
        other = [
            (e.start_char, e.end_char)
            for e in (doc.ents if doc is not None else ())
            if e.label_ in _NOT_PERSON_ENTS
        ]
        out = []
        end = -1
        for m in _CAPITALISED.finditer(text):
            if m.start() < end:
                continue
            run = self._run_after(text, m.start(), _Mode("mixed", frozenset()), WEAK)
            if run is None or run.names < 2 or self._has_big_place(text, run):
                continue
            if not run.evidence and any(s < run.end and run.start < e for s, e in other):
                continue
            if _after_determiner(text, run.start):
                continue  # "The Cutty Sark", "this Grafana Loki": a thing, no person's name
            out.append(run)
            end = run.end
        return out

    @staticmethod
    def _has_big_place(text: str, run: _Run) -> bool:
        return any(is_big_place(w) for w in _WORD.findall(text[run.start : run.end]))

    def _first_line(self, text: str, mode: _Mode) -> _Run | None:
        """The first line of a block of three lines or more when it holds only a name: the head
        of a contact card or signature ("Slawa Ugacah" over an address). Without a gazetteer
        name or a name's shape it needs contact details (digits, an email) below it."""
        lines = [m for m in re.finditer(r"[^\n]+", text) if m.group().strip()]
        if len(lines) < 3:
            return None
        line = lines[0]
        lead = re.match(r"[ \t?•*·>-]*", line.group()).end()
        run = self._run_after(text, line.start() + lead, mode, MEDIUM)
        if run is None or text[run.end : line.end()].strip():
            return None
        below = text[line.end() : lines[min(len(lines) - 1, 6)].end()]
        if run.evidence or re.search(r"\d{3}|@", below):
            return run
        return None

    def _joined(self, text: str, mode: _Mode, seeds: list[tuple[_Run, bool]]):
        """Name runs listed with a found person ("A, B and C"; "said A to B")."""
        out = []
        todo = list(seeds)
        seen = {(r.start, r.end) for r, _ in seeds}
        while todo:
            run, takes_to = todo.pop()
            for rx in (_JOIN, _JOIN_TO) if takes_to else (_JOIN,):
                m = rx.match(text, run.end)
                if not m:
                    continue
                # listed with a person, a capitalised first name is a name even if it is
                # also an English word ("said Gladys to Logan")
                nxt = self._run_after(
                    text,
                    m.end(),
                    mode,
                    STRONG if mode.case == "mixed" else MEDIUM,
                    place_ok=False,  # "Dry Tortugas and Florida"
                )
                if nxt is None or (nxt.start, nxt.end) in seen:
                    continue
                if nxt.words == 1 and not nxt.evidence and mode.case != "mixed":
                    continue
                seen.add((nxt.start, nxt.end))
                out.append((nxt.start, nxt.end, 0.88))
                todo.append((nxt, False))
        return out


_DETERMINERS = frozenset("the a an this that these those my your our their its".split())


def _after_determiner(text: str, start: int) -> bool:
    """Whether the word right before ``start`` is an article or demonstrative in any case ("The
    Cutty Sark are ...", "the Villanueva Building"): a person's full name takes none."""
    previous = re.search(r"(?<![\p{L}\p{M}'’])(\p{L}+)[ \t]+$", text[max(0, start - 12) : start])
    return previous is not None and previous.group(1).casefold() in _ARTICLES


# possessives are left out: "our Anna Smith" may still be a person
_ARTICLES = frozenset("the a an this that these those".split())


_NOT_PERSON_ENTS = frozenset("GPE LOC FAC PRODUCT LAW LANGUAGE".split())


def _names_an_organisation(text: str, end: int) -> bool:
    """True if one of the two capitalised words after ``end`` is an organisation word
    ("Swarthmore College", "Princess Juliana International Airport")."""
    after = re.match(r"(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){1,2}", text[end : end + 60])
    if not after:
        return False
    return any(w.rstrip(".").casefold() in lx.ORG_WORDS for w in after.group().split())


def person_seeds(nlp_artifacts: NlpArtifacts | None) -> list[tuple[int, int]]:
    """Character spans of the spaCy PERSON entities of a text, if it was parsed."""
    doc = getattr(nlp_artifacts, "tokens", None)
    if doc is None:
        return []
    return [(e.start_char, e.end_char) for e in doc.ents if e.label_ == "PERSON"]
