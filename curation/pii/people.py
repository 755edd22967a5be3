"""People the small spaCy model misses or mislabels, and the NER guesses that are no people.

Token-level finders (gazetteer runs, subjects, coordinated names) live in ``people_runs.py``,
the shared word tests in ``people_words.py``.

``NameCueRecognizer`` adds names found by cue phrases, speaker labels, vocatives, name-only
lines, email local parts, initials ("Faina D. Yefremova"), the gazetteer (runs of proper nouns
holding a known first name or surname), subjects of verbs people do, and proper nouns listed
with a person. ``CheckedSpacyRecognizer`` is presidio's spaCy recognizer minus PERSON guesses
that are plain English words ("Chelsea boots", "Labor Day", "the Will"), big places
("Montréal"), acronyms ("HIPAA"), products ("JavaScript") and roles ("Billing Admin").
Headline phrases ("Secretly Love", "The Princess Royal") are no people either.
"""

from __future__ import annotations

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts
from presidio_analyzer.predefined_recognizers import SpacyRecognizer

from curation.pii import lexicon as lx
from curation.pii.addresses import CAPWORD, WORD
from curation.pii.people_runs import token_names
from curation.pii.people_words import (
    DETERMINERS,
    NAME_PREFIX,
    PRODUCT_CASE,
    is_big_place,
    is_first_name,
    is_gazetteer_name,
    is_place,
    modifies_common_noun,
    phrase_modifies_common_noun,
)
from curation.pii.script_names import CASED_SCRIPTS, CASELESS_SCRIPTS

__all__ = [
    "CheckedSpacyRecognizer",
    "NameCueRecognizer",
    "is_big_place",
    "is_first_name",
    "is_gazetteer_name",
    "is_place",
]

_HONORIFIC = lx.alternation(lx.HONORIFICS)
_NAME_WORD = rf"(?:{CAPWORD}|\p{{Lu}}\.?)"
_CAP_NAME = rf"{CAPWORD}(?:[ \t]+{_NAME_WORD}){{0,3}}"
_ANY_NAME = rf"{WORD}(?:[ \t]+(?:{WORD}|\p{{L}}\.?)){{0,3}}"
# Cues after which even a lower-case or dictionary word is taken as a name ("name is Key").
_STRONG_NAME_CUE = re.compile(
    rf"(?i:\b(?:names?[ \t]+(?:is|was)|name's|name[ \t]*:|name\?|call(?:s|ed)?[ \t]+me|named"
    rf"|known[ \t]+as))[ \t]*(?P<name>{_ANY_NAME})"
)
# Cues after which a capitalised name counts.
_NAME_CUE = re.compile(
    rf"(?:\b(?i:{_HONORIFIC})\.?|\b(?i:dear|hi|hello|hey|thanks|thank[ \t]+you|regards|cheers"
    rf"|sincerely|said|asked|told|ask[ \t]+for|speak[ \t]+(?:to|with)|talk[ \t]+to"
    rf"|follow[ \t]+up[ \t]+with|meet[ \t]+with|heard|by|i[ \t]+am|i'm|this[ \t]+is|name))"
    rf",?[ \t]+(?P<name>{_CAP_NAME})"
)
_SPEAKER = re.compile(rf"^[ \t?•*·-]*(?P<name>{CAPWORD}):[ \t]", re.MULTILINE)
_VOCATIVE = re.compile(
    rf"(?:^[ \t]*(?P<lead>{CAPWORD}),[ \t]+(?i:can|could|would|will|please|are|do|did|have|i|you"
    rf"|we|thanks|thank|let|how|what|where|when|why)\b|,[ \t]+(?P<tail>{CAPWORD})[ \t]*[!?])",
    re.MULTILINE,
)
_NAME_LINE = re.compile(
    rf"^[ \t?•*·-]*(?P<name>{WORD}(?:[ \t]+(?:{WORD}|\p{{L}}\.?)){{1,3}})[ \t]*$", re.MULTILINE
)
_EMAIL_LOCAL = re.compile(r"([\p{L}\p{N}._%+-]+)@[\p{L}\p{N}.-]+\.\p{L}{2,}")
_TEXT_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’]*")
_INITIALLED = re.compile(
    rf"\b(?P<first>{CAPWORD})[ \t]+\p{{Lu}}\.?[ \t]+(?P<last>{CAPWORD})(?![\p{{L}}])"
)


def _role_label(text: str, start: int, end: int) -> bool:
    """A role word used as a speaker label ("Kunde:", "Klant :"), whatever list knows it."""
    return text[start:end].casefold() in lx.ROLE_LABELS and bool(
        re.match(r"[ \t]*[:：]", text[end:])
    )


class NameCueRecognizer(EntityRecognizer):
    """People the small NER model misses.

    Found by: cue phrases ("my name is", "her maiden name is", honorifics, greetings, "said");
    dialogue speaker labels ("Ubul: ..."); vocatives ("Warrane, can I ..."); a line holding only
    a name (signatures, contact cards); words of an email's local part that also stand in the
    text ("Julieta S Almeida" next to JulietaSouzaAlmeida@...); in an all-lower-case text,
    gazetteer names that are no English word; and runs of proper nouns holding a gazetteer first
    name or surname. ``common_words`` is a lower-case English vocabulary (the spaCy
    lemmatizer's index): a gazetteer name that is also an English word ("Grace", "Chelsea")
    needs the tagger to read it as a proper noun that modifies no other noun.
    """

    def __init__(self, common_words: frozenset[str]) -> None:
        self.common_words = common_words
        self.stop_words = lx.name_stop_words()
        super().__init__(supported_entities=["PERSON"], name="NameCueRecognizer", version="1")

    def load(self) -> None:
        lx.gazetteer_first_names()
        lx.gazetteer_surnames()

    def common(self, word: str) -> bool:
        return lx.is_common(word, self.common_words)

    def _clean(self, text: str, start: int, end: int, strong: bool) -> tuple[int, int] | None:
        """Cut a cue match before the first stop word or non-name word; None if nothing is left.

        After a strong cue the first word stays even if it is an English word; initials may
        follow a name word; a gazetteer name always stays.
        """
        kept = None
        for i, w in enumerate(re.finditer(r"[\p{L}\p{M}'’.-]+", text[start:end])):
            token = w.group().rstrip(".")
            low = token.casefold()
            initial = i > 0 and re.fullmatch(r"\p{L}", token) is not None
            dictionary = self.common(token) and not is_gazetteer_name(token)
            if not initial and (
                low in self.stop_words or len(token) < 2 or (dictionary and not (strong and i == 0))
            ):
                break
            kept = start + w.start() + (len(w.group()) if initial else len(token))
        if kept is None:
            return None
        return start, kept

    def _name_word(self, word: str) -> bool:
        low = word.casefold()
        return (
            low not in self.stop_words
            and low not in lx.INTERJECTIONS
            and (is_gazetteer_name(word) or not self.common(word))
        )

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        if "PERSON" not in entities:
            return []
        spans: list[tuple[int, int, float]] = []
        for m in _STRONG_NAME_CUE.finditer(text):
            cleaned = self._clean(text, *m.span("name"), strong=True)
            if cleaned:
                spans.append((*cleaned, 0.75))
        for m in _NAME_CUE.finditer(text):
            cleaned = self._clean(text, *m.span("name"), strong=False)
            if cleaned:
                spans.append((*cleaned, 0.7))
        speakers = list(_SPEAKER.finditer(text))
        for m in speakers:
            word = m.group("name")
            low = word.casefold()
            if low in lx.ROLE_LABELS or low in lx.FIELD_WORDS or low in lx.INTERJECTIONS:
                continue
            if len(word) < 3 or low in self.stop_words:
                continue
            # a first name that is also a word ("Destiny: ...") speaks in a dialogue: several
            # speaker lines, or a sentence after the label
            said = re.match(r"[^\n]*", text[m.end() :]).group()
            dialogue = len(speakers) >= 2 or len(said.split()) >= 3
            if not self.common(word) or (is_first_name(word) and dialogue):
                spans.append((*m.span("name"), 0.6))
        for m in _VOCATIVE.finditer(text):
            group = "lead" if m.group("lead") else "tail"
            if self._name_word(m.group(group)):
                spans.append((*m.span(group), 0.6))
        for m in _NAME_LINE.finditer(text):
            words = [
                w
                for w in _TEXT_WORD.findall(m.group("name"))
                if len(w) > 1 and not (w.islower() and w in lx.PARTICLES)
            ]
            if (
                words
                and any(lx.fold(w) in lx.gazetteer_first_names() for w in words[:2])
                and all(self._name_word(w) for w in words)
            ):
                spans.append((*m.span("name"), 0.6))
        for m in _INITIALLED.finditer(text):
            if all(self._name_word(m.group(g)) for g in ("first", "last")):
                spans.append((m.start(), m.end(), 0.65))
        spans.extend(self._email_names(text))
        if not any(ch.isupper() for ch in text):
            spans.extend(self._lowercase_names(text))
        if nlp_artifacts is not None and nlp_artifacts.tokens is not None:
            spans.extend(token_names(nlp_artifacts.tokens, self.common, self.stop_words))
        return [
            RecognizerResult("PERSON", s, e, score)
            for s, e, score in spans
            if not _role_label(text, s, e)
        ]

    def _runs(self, text: str, seeds: list[re.Match]) -> list[tuple[int, int]]:
        """Merge seed words separated only by spaces or tabs (and initials) into runs."""
        runs: list[list[int]] = []
        for m in seeds:
            if runs and re.fullmatch(r"[ \t]+(?:\p{L}\.?[ \t]+)?", text[runs[-1][1] : m.start()]):
                runs[-1][1] = m.end()
            else:
                runs.append([m.start(), m.end()])
        return [(s, e) for s, e in runs]

    def _email_names(self, text: str) -> list[tuple[int, int, float]]:
        """Words that spell out an email's local part ("Julieta ... Almeida" for JulietaSouzaAlmeida@)."""
        spans = []
        for email in _EMAIL_LOCAL.finditer(text):
            local = re.sub(r"[^\p{L}]", "", lx.fold(email.group(1)))
            if len(local) < 5:
                continue
            seeds = [
                w
                for w in _TEXT_WORD.finditer(text)
                if len(w.group()) >= 3
                and not (email.start() <= w.start() < email.end())
                and w.group().casefold() not in self.stop_words
                and lx.fold(w.group()) in local
            ]
            for s, e in self._runs(text, seeds):
                letters = len(re.sub(r"[^\p{L}]", "", text[s:e]))
                if letters >= 0.5 * len(local) or letters >= 6:
                    spans.append((s, e, 0.65))
        return spans

    def _lowercase_names(self, text: str) -> list[tuple[int, int, float]]:
        """In all-lower-case text: gazetteer names that are no English word, with their neighbours."""
        words = list(_TEXT_WORD.finditer(text))
        spans = []
        for i, w in enumerate(words):
            word = w.group()
            if lx.fold(word) not in lx.gazetteer_first_names() or word in self.stop_words:
                continue
            end = w.end()
            # the next word (after an initial) must be a surname-like word: no English word,
            # no stop word, not glued to digits ("sing it with me", "my iban is gb42...")
            after = [
                n
                for n in words[i + 1 : i + 3]
                if re.fullmatch(r"[ \t]+", text[end : n.start()]) or n.start() > end
            ]
            nxt = after[0] if after else None
            if nxt is not None and len(nxt.group()) == 1 and len(after) > 1:
                nxt = after[1]
            if (
                nxt is None
                or len(nxt.group()) < 2
                or nxt.group() in self.stop_words
                or self.common(nxt.group())
                or re.match(r"\d", text[nxt.end() : nxt.end() + 1])
                or not re.fullmatch(r"[ \t]+(?:\p{L}\.?[ \t]+)?", text[end : nxt.start()])
            ):
                continue  # a lone lower-case name ("iban", "sing") is too often a word
            for nxt in words[i + 1 : i + 3]:
                gap = text[end : nxt.start()]
                single = len(nxt.group()) == 1
                if not re.fullmatch(r"[ \t]+", gap) or not (single or self._name_word(nxt.group())):
                    break
                if not single and self.common(nxt.group()) and not is_gazetteer_name(nxt.group()):
                    break
                end = nxt.end()
            while text[w.start() : end].endswith((" a", " i")) or re.search(
                r"\s\p{L}$", text[w.start() : end]
            ):
                end = w.start() + re.search(r"\s+\p{L}$", text[w.start() : end]).start()
            spans.append((w.start(), end, 0.55))
        return spans


# Words of a cased alphabet other than Latin, where people write names with a capital, and of
# the caseless alphabets (Hebrew, Arabic, Devanagari...), where the English model has no cue at
# all: ``script_names`` finds names there, on gazetteer and slot evidence.
CASED_OTHER_SCRIPT = re.compile(rf"^[{CASED_SCRIPTS}]")
CASELESS_SCRIPT = re.compile(rf"^[{CASELESS_SCRIPTS}]")


def cased_run(span):
    """A PERSON guess without the lower-case words it runs on into, in a cased script: a name
    ends on a capitalised word ("Kamarádka Tereza si ho může" -> "Kamarádka Tereza"); particles
    stay inside ("Ana de Souza"). A guess of lower-case words only is kept as it is."""
    cased = [t for t in span if t.is_alpha and t.text[:1].isupper()]
    if not cased:
        return span
    tail = span.doc[cased[-1].i + 1 : span.end]
    # only lower-case words are cut: "Raspberry Pi 5" keeps its number, which says "product"
    if not len(tail) or not all(t.is_alpha and t.text.islower() for t in tail):
        return span
    return span.doc[span.start : cased[-1].i + 1]


class CheckedSpacyRecognizer(SpacyRecognizer):
    """presidio's spaCy NER recognizer, minus PERSON guesses that are a plain English word used
    as a modifier or not as a proper noun ("Chelsea boots", "Cautionary Tales")."""

    def __init__(self, common_words: frozenset[str], **kwargs) -> None:
        self.common_words = common_words
        super().__init__(**kwargs)

    def analyze(self, text: str, entities, nlp_artifacts=None):
        results = super().analyze(text, entities, nlp_artifacts)
        doc = getattr(nlp_artifacts, "tokens", None)
        if doc is None:
            return results
        kept = []
        for r in results:
            span = doc.char_span(r.start, r.end, alignment_mode="expand")
            if r.entity_type == "PERSON" and span is not None:
                span = cased_run(span)
                if not self._person(span):
                    continue
                r.start, r.end = span.start_char, span.end_char
            kept.append(r)
        return kept

    def _person(self, span) -> bool:
        words = [t for t in span if t.is_alpha]
        if not words:
            return False
        if any(re.search(r"[가-힣]", t.text) for t in words):
            return False  # the English model's guess at Korean: ``korean`` finds Korean names
        if all(CASED_OTHER_SCRIPT.match(t.text) and not t.text[:1].isupper() for t in words):
            return False  # its guess at lower-case Cyrillic, Greek or Armenian: no name is
        if all(CASELESS_SCRIPT.match(t.text) for t in words):
            return False  # its guess at Hebrew, Arabic or Devanagari words
        if all(is_big_place(t.text) for t in words):
            return False  # "Montréal", "São Paulo"
        if all(t.text.isupper() and len(t.text) > 1 for t in words):
            return False  # "HIPAA", "SEPA": acronyms
        if any(PRODUCT_CASE.search(t.text) and not NAME_PREFIX.match(t.text) for t in words):
            return False  # "JavaScript", "FedRAMP"
        if words[-1].lower_ in lx.FIELD_WORDS:
            return False  # "Billing Admin"
        if len(words) == 1 and modifies_common_noun(words[0]):
            return False  # "Chelsea boots", "Tesla car": a brand or place used as an adjective
        if len(words) > 1 and phrase_modifies_common_noun(
            span.doc, words[0].idx, words[-1].idx + len(words[-1])
        ):
            return False  # "Dolby Atmos passthrough"
        for t in words:
            if not lx.is_common(t.text, self.common_words):
                return True
        # every word is also an English word: a name only if one is a gazetteer name used as a
        # proper noun, neither modifying a common noun ("Chelsea boots") nor ending a title-case
        # phrase of English words ("Labor Day", "Secretly Love", "Princess Royal")
        previous = span.doc[span.start - 1] if span.start > 0 else None
        title_phrase = (
            previous is not None
            and previous.text[:1].isupper()
            and previous.is_alpha
            and lx.is_common(previous.text, self.common_words)
            and not is_gazetteer_name(previous.text)
            and not previous.is_sent_start
        )
        for t in words:
            # several English words ("Princess Royal") need a first name among them
            wanted = is_first_name(t.text) if len(words) > 1 else is_gazetteer_name(t.text)
            if not wanted or t.pos_ != "PROPN":
                continue
            if t.dep_ in ("compound", "amod") and t.head.pos_ != "PROPN":
                continue
            if len(words) == 1 and (
                title_phrase or (previous is not None and previous.lower_ in DETERMINERS)
            ):
                continue  # "Secretly Love", "the Will"
            return True
        return False
