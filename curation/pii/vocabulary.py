"""Domain vocabulary protection: the name recognizers never replace what is not personal data.

Plain Python, no ORM. Two parts:

- ``VocabularyCounts`` counts, over the documents of a (non-personal) corpus, in how many
  documents each word and each run of 2-4 capitalised words ("Red Hat Virtualization",
  "IBM Cloud", "Nimbus Block Volumes") occurs. ``vocabulary(min_docs)`` keeps what recurs in at
  least ``min_docs`` documents: a word or phrase one record mentions protects nothing.
  ``without(text)`` gives the counts of the corpus minus one document (the leave-one-out
  vocabulary a benchmark uses so a document's own words do not protect it).
- ``Protection`` decides, per PERSON / LOCATION detection, whether it stays. A detection is
  dropped when every word of it is protected:
    * by an allow-list entry or a corpus phrase covering it (hard: no name evidence overrides);
    * by being a corpus word that is no gazetteer name, or any word recurring in at least
      ``name_min_docs`` documents ("Sydney" on every region page) (hard);
    * by being a common word of the language (wordfreq Zipf >= ``zipf_threshold``) that is no
      gazetteer name (hard);
    * by being a corpus or common word that is also a gazetteer name and a dictionary word
      (spaCy's WordNet index: "Will", "Grace", "Rose"): soft, it protects only without name
      evidence; a gazetteer name that is no dictionary word ("Daniel", "Michael", frequent only
      as a name) protects nothing on its own. Name evidence is the word
      capitalised mid-sentence ("ask Grace"), or capitalised next to another name word in the
      same detection ("Grace Moreau", "Will Smith"), after a title ("Mrs. Baker"), as a speaker
      label ("Will: ..."), or in a text where another person was kept ("Daniel and Danielle");
      a lone sentence-initial "Grace" is kept.
  A detection holding one unprotected word ("Kowalski") stays whole: that word is name evidence.
  Deny-list entries are added as detections wherever they occur, and win. An address or postal
  code made only of calendar names, numbers and stop words is a date and is dropped too.

Structured types (emails, phones, cards, IBANs, ids, addresses) never pass through here.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import regex as re

from curation.pii import lexicon as lx
from curation.pii.lexicon import zipf  # the recognizers import it from here too
from curation.pii.overlaps import EVIDENCE_SCORE
from curation.pii.titles import case_titles, in_title, title_pattern

# Detections of these types are subject to protection; everything else (structured) is not.
PROTECTED_TYPES = frozenset({"PERSON", "LOCATION"})
# An "address" made of calendar words and numbers ("On November 19 , 2010") is a date.
ADDRESS_TYPES = frozenset({"ADDRESS", "POSTAL_CODE"})
MAX_PHRASE_WORDS = 4
DEFAULT_MIN_DOCS = 3
# A word that is also a first name or surname ("Sydney", "Jordan", "Michael") protects on its own
# only when it recurs far more: a public corpus names many people a few times each.
DEFAULT_NAME_MIN_DOCS = 10
DEFAULT_ZIPF = 4.0

_WORD = re.compile(r"[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.&+-]*[\p{L}\p{M}\p{N}+]|[\p{L}\p{N}]")
_LETTERS = re.compile(r"\p{L}")


def _norm(word: str) -> str:
    return word.casefold().replace("’", "'")


def words(text: str) -> list[tuple[int, int, str]]:
    """(start, end, word) for every word: letters/digits with inner ' . & + - ("Node.js")."""
    return [(m.start(), m.end(), m.group()) for m in _WORD.finditer(text)]


def _capitalised(word: str) -> bool:
    return word[:1].isupper() or (word[:1].isdigit() and _LETTERS.search(word) is not None)


def _phrases(ws: Sequence[tuple[int, int, str]], text: str) -> set[str]:
    """Runs of 2..MAX_PHRASE_WORDS capitalised words separated only by spaces or hyphens."""
    out: set[str] = set()
    n = len(ws)
    for i in range(n):
        if not _capitalised(ws[i][2]):
            continue
        parts = [ws[i][2]]
        for j in range(i + 1, min(n, i + MAX_PHRASE_WORDS)):
            gap = text[ws[j - 1][1] : ws[j][0]]
            if gap not in (" ", "-", " - ") or not _capitalised(ws[j][2]):
                break
            parts.append(ws[j][2])
            out.add(" ".join(_norm(p) for p in parts))
    return out


def document_terms(text: str) -> tuple[set[str], set[str]]:
    """The distinct words (folded) and capitalised phrases (folded, space-joined) of a text."""
    ws = words(text)
    return {_norm(w) for _, _, w in ws if _LETTERS.search(w)}, _phrases(ws, text)


@dataclass(frozen=True)
class Vocabulary:
    """Folded words and phrases that recur across the corpus (``min_docs`` or more documents)."""

    words: frozenset[str] = frozenset()
    phrases: frozenset[str] = frozenset()
    # words in at least ``name_min_docs`` documents: these protect even when they are names
    frequent: frozenset[str] = frozenset()

    def as_dict(self) -> dict:
        return {
            "words": sorted(self.words),
            "phrases": sorted(self.phrases),
            "frequent": sorted(self.frequent),
        }

    @classmethod
    def from_dict(cls, data: dict) -> Vocabulary:
        return cls(
            frozenset(data.get("words", ())),
            frozenset(data.get("phrases", ())),
            frozenset(data.get("frequent", ())),
        )


@dataclass
class VocabularyCounts:
    """Document frequency of every word and capitalised phrase of a corpus."""

    documents: int = 0
    words: Counter = field(default_factory=Counter)
    phrases: Counter = field(default_factory=Counter)

    @classmethod
    def build(cls, texts: Iterable[str]) -> VocabularyCounts:
        """Counts over ``texts``, one text per document (title and body joined by the caller)."""
        counts = cls()
        for text in texts:
            counts.add(text)
        return counts

    def add(self, text: str) -> None:
        ws, ps = document_terms(text)
        self.documents += 1
        self.words.update(ws)
        self.phrases.update(ps)

    def vocabulary(
        self, min_docs: int = DEFAULT_MIN_DOCS, name_min_docs: int = DEFAULT_NAME_MIN_DOCS
    ) -> Vocabulary:
        if min_docs < 1 or name_min_docs < 1:
            raise ValueError("min_docs and name_min_docs must be at least 1")
        return Vocabulary(
            frozenset(w for w, c in self.words.items() if c >= min_docs),
            frozenset(p for p, c in self.phrases.items() if c >= min_docs),
            frozenset(w for w, c in self.words.items() if c >= name_min_docs),
        )

    def without(
        self,
        text: str,
        min_docs: int = DEFAULT_MIN_DOCS,
        name_min_docs: int = DEFAULT_NAME_MIN_DOCS,
    ) -> Vocabulary:
        """The vocabulary of the corpus minus the document ``text`` (leave one out)."""
        ws, ps = document_terms(text)
        return Vocabulary(
            frozenset(w for w, c in self.words.items() if c - (w in ws) >= min_docs),
            frozenset(p for p, c in self.phrases.items() if c - (p in ps) >= min_docs),
            frozenset(w for w, c in self.words.items() if c - (w in ws) >= name_min_docs),
        )


def _is_name(word: str) -> bool:
    folded = lx.fold(word)
    return folded in lx.gazetteer_first_names() or folded in lx.gazetteer_surnames()


@lru_cache(maxsize=1)
def _dictionary() -> frozenset[str]:
    """The analyzer's English dictionary (spaCy's WordNet lemma index), loaded once."""
    from curation.pii.analyzer import get_analyzer

    return get_analyzer().common_words


@dataclass(frozen=True)
class Term:
    """An allow or deny list entry: a word or phrase, folded."""

    text: str
    entity_type: str = "PERSON"


def _term_pattern(terms: Iterable[str]) -> re.Pattern | None:
    alternatives = sorted({t for t in terms if t.strip()}, key=len, reverse=True)
    if not alternatives:
        return None
    body = "|".join(r"[\s-]+".join(re.escape(p) for p in t.split()) for t in alternatives)
    return re.compile(rf"(?<![\p{{L}}\p{{N}}])(?:{body})(?![\p{{L}}\p{{N}}])", re.IGNORECASE)


HARD, SOFT, OPEN = 2, 1, 0
# An initial inside a person span: "T." of "T. White", "sp" of "sp johnson".
_INITIAL = re.compile(r"\p{Lu}|\p{Ll}{1,2}")


def _initial(word: str) -> bool:
    """An initial ("T", "sp"), not a particle or stop word ("de", "of", "la")."""
    folded = word.casefold()
    return (
        _INITIAL.fullmatch(word) is not None
        and folded not in lx.PARTICLES
        and folded not in lx.stop_words()
    )


def is_first_name_word(word: str) -> bool:
    return lx.fold(word) in lx.gazetteer_first_names()


_HONORIFIC_BEFORE = re.compile(rf"(?i:\b(?:{lx.alternation(lx.HONORIFICS)}))\.?[ \t]+$")
_OPENERS = frozenset('.!?:;\n"“(')


def _sentence_initial(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \t'‘\"“*-•")
    return not before or before[-1] in _OPENERS


def is_date_shaped(value: str) -> bool:
    """True for a span of calendar names, numbers, stop words and common words that are no
    street, unit or name word, with a calendar name ("On November 19 , 2010", "3 March 2021",
    "Starting May 7, 2025"): a date the address recognizer mistook."""
    from spacy.lang.en.stop_words import STOP_WORDS

    tokens = [_norm(w) for _, _, w in words(value) if _LETTERS.search(w)]
    calendar_words = lx.calendar_words()
    return any(t in calendar_words for t in tokens) and all(
        t in calendar_words or t in STOP_WORDS or _plain_word(t) for t in tokens
    )


def _plain_word(folded: str) -> bool:
    """A common English word (Zipf >= DEFAULT_ZIPF) that no address or name holds."""
    return (
        folded not in lx.ADDRESS_KEEP_WORDS
        and not _is_name(folded)
        and zipf(folded) >= DEFAULT_ZIPF
    )


class Protection:
    """Filters PERSON / LOCATION detections against domain vocabulary, common words and lists.

    ``vocabulary`` comes from the corpus (``VocabularyCounts.vocabulary``); ``allow`` and
    ``deny`` are words or phrases (any case); ``deny`` entries may carry an entity type
    (default PERSON). ``dictionary`` is the set of lower-case English words that tells a name
    that is also a word ("grace") from one that is only a name; it defaults to the analyzer's. ``zipf_threshold`` None switches the common-word rule off. Detections are
    any objects with ``start``, ``end`` and ``entity_type``; ``make`` builds a new one
    (start, end, entity type) for deny-list hits.
    """

    def __init__(
        self,
        vocabulary: Vocabulary | None = None,
        *,
        allow: Iterable[str] = (),
        deny: Iterable[str | Term] = (),
        zipf_threshold: float | None = DEFAULT_ZIPF,
        is_name: Callable[[str], bool] = _is_name,
        dictionary: frozenset[str] | None = None,
    ) -> None:
        self.vocabulary = vocabulary or Vocabulary()
        self.dictionary = dictionary if dictionary is not None else _dictionary()
        self.zipf_threshold = zipf_threshold
        self.is_name = is_name
        self.allow = frozenset(" ".join(_norm(w) for w in a.split()) for a in allow if a.strip())
        deny_terms = [d if isinstance(d, Term) else Term(d) for d in deny]
        self.deny_types = {
            " ".join(_norm(w) for w in t.text.split()): t.entity_type for t in deny_terms
        }
        self._deny_rx = _term_pattern(self.deny_types)
        self._allow_rx = _term_pattern(self.allow)
        self._phrase_rx = _term_pattern(self.vocabulary.phrases)
        self.case_words: frozenset[str] = frozenset()
        self.case_titled: frozenset[str] = frozenset()

    def for_case(self, public_texts: Iterable[str]) -> Protection:
        """A copy that also protects, hard, every capitalised word of ``public_texts``: the
        non-personal corpus chunks one trace retrieved. What the conversation is about is
        public text that the corpus holds raw anyway ("Michael Jordan" in the retrieved
        biography, then "when did Jordan retire?"); a word only a personal source holds is
        never passed here. Cheap: the compiled patterns are shared with ``self``."""
        clone = copy.copy(self)
        clone.case_words = frozenset(
            _norm(w)
            for text in public_texts
            for _, _, w in words(text)
            if _capitalised(w) and _LETTERS.search(w)
        )
        return clone

    def with_titles(self, texts: Sequence[str], values: Iterable[str]) -> Protection:
        """A copy that also protects the detected ``values`` that some of the case's ``texts``
        holds inside the name of a thing ("Pokémon" of "Pokémon Platinum", ``titles.py``), in
        every text of the case."""
        found = case_titles(texts, values, self.dictionary)
        if not found - self.case_titled:
            return self
        clone = copy.copy(self)
        clone.case_titled = self.case_titled | found
        clone._titled_rx = title_pattern(clone.case_titled)
        return clone

    def titled(self, text: str, start: int, end: int) -> bool:
        """Whether [start, end) names a thing: inside an organisation, place or product name
        here, or a value (or the first words of one) the case holds inside such a name."""
        if self.case_titled:
            folded = text[start:end].casefold()
            if any(folded == t or folded.startswith(t + " ") for t in self.case_titled):
                return True
            # a part of a titled value where the value stands ("Dow" of "the Dow Jones name")
            if any(m.start() <= start and end <= m.end() for m in self._titled_rx.finditer(text)):
                return True
        return in_title(text, start, end, self.dictionary)

    # the decision -------------------------------------------------------------------------
    def word_level(self, word: str) -> int:
        """HARD, SOFT or OPEN protection of one word on its own (no phrase context)."""
        folded = _norm(word)
        if folded in self.allow:
            return HARD
        if folded in self.deny_types:
            return OPEN
        if folded in self.vocabulary.frequent or folded in self.case_words:
            return HARD
        in_corpus = folded in self.vocabulary.words
        common = (
            self.zipf_threshold is not None
            and _LETTERS.search(word) is not None
            and zipf(folded) >= self.zipf_threshold
        )
        if not (in_corpus or common):
            return OPEN
        if not self.is_name(word):
            return HARD
        # a name that is also a dictionary word ("Grace", "Will", "Rose") needs name evidence;
        # one that is only ever a name ("Daniel", frequent because it is a name) protects nothing
        return SOFT if lx.is_common(word, self.dictionary) else OPEN

    def covered(self, text: str) -> list[tuple[int, int]]:
        """Spans of ``text`` covered by allow-list entries and corpus phrases."""
        spans: list[tuple[int, int]] = []
        for rx in (self._allow_rx, self._phrase_rx):
            if rx is not None:
                spans.extend(m.span() for m in rx.finditer(text, overlapped=True))
        return spans

    def keeps(
        self, text: str, start: int, end: int, covered=None, people_nearby: bool = False
    ) -> bool:
        """Whether a PERSON / LOCATION detection at [start, end) stays (is replaced).

        ``people_nearby``: the text holds another person the rule kept ("Daniel and Danielle"),
        which counts as name evidence for a soft word."""
        covered = self.covered(text) if covered is None else covered
        if self.titled(text, start, end):
            return False
        span_words = [(s + start, e + start, w) for s, e, w in words(text[start:end])]
        span_words = [x for x in span_words if _LETTERS.search(x[2])]
        if not span_words:
            return True
        levels = []
        for s, e, w in span_words:
            if _norm(w) in self.deny_types:
                return True
            if any(cs <= s and e <= ce for cs, ce in covered):
                levels.append(HARD)
            else:
                levels.append(self.word_level(w))
        if OPEN in levels:
            return True
        soft = [
            (s, w) for (s, _, w), level in zip(span_words, levels, strict=True) if level == SOFT
        ]
        if not soft:
            return False
        # name evidence: two capitalised name words side by side ("Grace Moreau", "Will Smith"),
        # a first name before another name word in any case ("henry kelly"), an initial before
        # a name word ("T. White", "sp johnson"), or a name word capitalised mid-sentence
        # ("ask Grace", not "Grace period ends")
        if len(soft) >= 2 and (
            all(w[:1].isupper() for _, w in soft) or is_first_name_word(soft[0][1])
        ):
            return True
        if len(span_words) >= 2 and any(_initial(w) for _, _, w in span_words):
            return True
        if not all(w[:1].isupper() for _, w in soft):
            return False
        # a capitalised name word mid-sentence, after a title ("Mrs. Baker"), as a speaker label
        # ("John: ..."), or beside another person in the same text
        return (
            people_nearby
            or any(not _sentence_initial(text, s) for s, _ in soft)
            or _HONORIFIC_BEFORE.search(text, 0, start) is not None
            or text[end : end + 1] == ":"
        )

    def filter(self, text: str, detections: Sequence, make: Callable | None = None) -> list:
        """``detections`` minus protected PERSON / LOCATION ones, plus deny-list hits."""
        covered = None
        out = []
        doubtful = []
        for d in detections:
            if d.entity_type in ADDRESS_TYPES and is_date_shaped(text[d.start : d.end]):
                continue
            if d.entity_type in PROTECTED_TYPES and getattr(d, "score", 0) < EVIDENCE_SCORE:
                if covered is None:
                    covered = self.covered(text)
                if not self.keeps(text, d.start, d.end, covered):
                    doubtful.append(d)
                    continue
            out.append(d)
        if doubtful and any(d.entity_type == "PERSON" for d in out):
            rescued = [
                d
                for d in doubtful
                if d.entity_type == "PERSON"
                and self.keeps(text, d.start, d.end, covered, people_nearby=True)
            ]
            out = sorted(out + rescued, key=lambda d: d.start)
        if make is not None and self._deny_rx is not None:
            for m in self._deny_rx.finditer(text):
                if any(d.start < m.end() and m.start() < d.end for d in out):
                    continue
                folded = " ".join(_norm(w) for w in m.group().split())
                entity = self.deny_types.get(folded, "PERSON")
                out.append(make(m.start(), m.end(), entity))
            out.sort(key=lambda d: d.start)
        return out
