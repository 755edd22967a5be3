"""People the small spaCy model misses or mislabels, and the NER guesses that are no people.

``NameCueRecognizer`` adds names found by cue phrases, speaker labels, vocatives, name-only
lines, email local parts, initials ("Faina D. Yefremova"), the gazetteer (runs of proper nouns
holding a known first name or surname), subjects of verbs people do, and proper nouns listed
with a person. ``CheckedSpacyRecognizer`` is presidio's spaCy recognizer minus PERSON guesses
that are plain English words ("Chelsea boots", "Labor Day", "the Will"), big places
("Montréal"), acronyms ("HIPAA"), products ("JavaScript") and roles ("Billing Admin").
Headline phrases ("Secretly Love", "The Princess Royal") are no people either.
"""

from __future__ import annotations

from functools import cache

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts
from presidio_analyzer.predefined_recognizers import SpacyRecognizer

from curation.pii import lexicon as lx
from curation.pii.addresses import CAPWORD, WORD

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
# Speaker labels that name a role, not a person.
_ROLE_LABELS = frozenset(
    "bot user agent customer assistant system human ai me operator support rep admin moderator "
    "host guest interviewer interviewee caller client staff tech technician advisor doctor "
    "patient nurse teacher student buyer seller manager reply note question answer".split()
)
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
# spaCy labels under which a gazetteer name may still be a person (the small model often calls
# people ORG); under GPE/LOC only names that are no English word and no known place.
_ORGLIKE_ENTS = frozenset("ORG NORP PRODUCT EVENT WORK_OF_ART FAC LAW LANGUAGE".split())
_PLACE_ENTS = frozenset("GPE LOC".split())
_NEVER_NAME_ENTS = frozenset("DATE TIME MONEY QUANTITY PERCENT CARDINAL ORDINAL".split())
_DETERMINERS = frozenset("the a an this that these those".split())
# Verbs whose subject is almost always a person.
_HUMAN_VERBS = frozenset(
    "live say tell ask reply answer want think feel spend marry sing write remember believe "
    "know like love hate hope wish laugh cry smile meet visit travel listen agree complain "
    "explain promise decide forget learn study graduate retire die bear".split()
)
_INITIALLED = re.compile(
    rf"\b(?P<first>{CAPWORD})[ \t]+\p{{Lu}}\.?[ \t]+(?P<last>{CAPWORD})(?![\p{{L}}])"
)


# Capitals inside a word mark a product ("JavaScript", "FedRAMP"), not a name, unless a prefix
# explains them ("McDonald", "DeShawn", "O'Brien").
_PRODUCT_CASE = re.compile(r"\p{Ll}\p{Lu}")
_NAME_PREFIX = re.compile(r"^(?:Mc|Mac|O['’]|D['’]|De|Di|Da|Du|La|Le|Van|Von|St|Fitz)\p{Lu}")


def _modifies_common_noun(tok) -> bool:
    """A token used as a modifier of a lower-case common noun ("Chelsea" in "Chelsea boots")."""
    head = tok.head
    previous = tok.doc[tok.i - 1] if tok.i > 0 else None
    return (
        tok.dep_ in ("compound", "amod", "nmod")
        and head.i == tok.i + 1
        and head.pos_ == "NOUN"
        and head.text.islower()
        and not (previous is not None and previous.pos_ == "PROPN" and previous.text[:1].isupper())
    )


def is_first_name(word: str) -> bool:
    return lx.fold(word) in lx.gazetteer_first_names()


def is_gazetteer_name(word: str) -> bool:
    folded = lx.fold(word)
    return folded in lx.gazetteer_first_names() or folded in lx.gazetteer_surnames()


def is_big_place(word: str) -> bool:
    """A country, a state or region, or a big city that is no first name ("Sofia", "Victoria"
    and "Georgia" are people as often as places)."""
    folded = lx.fold(word)
    return (folded in lx.COUNTRIES or folded in lx.REGIONS) and not is_first_name(word)


def is_place(word: str) -> bool:
    """A country, a state or region, a big city, or a city of the surrogate city list."""
    folded = lx.fold(word)
    return folded in lx.COUNTRIES or folded in lx.REGIONS or folded in _city_keys()


@cache
def _city_keys() -> frozenset[str]:
    return frozenset(lx.fold(c) for c in lx.city_pool())


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
            if low in _ROLE_LABELS or low in lx.FIELD_WORDS or low in lx.INTERJECTIONS:
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
            spans.extend(self._gazetteer(nlp_artifacts))
        return [RecognizerResult("PERSON", s, e, score) for s, e, score in spans]

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

    def _gazetteer(self, nlp_artifacts: NlpArtifacts) -> list[tuple[int, int, float]]:
        """Runs of capitalised proper-noun tokens that hold at least one gazetteer name."""
        doc = nlp_artifacts.tokens
        label = {}
        for ent in getattr(doc, "ents", ()):
            for i in range(ent.start, ent.end):
                label[i] = ent.label_
        spans = []
        run: list = []
        has_name = False

        def flush():
            if run and has_name:
                spans.append((run[0].idx, run[-1].idx + len(run[-1].text), 0.6))

        for tok in doc:
            text = tok.text
            ent = label.get(tok.i)
            name_like = (
                ent not in _NEVER_NAME_ENTS
                and not is_big_place(text)
                and text[:1].isupper()
                and not (text.isupper() and len(text) > 1)
                and text.isalpha()
                and text.casefold() not in self.stop_words
            )
            is_gaz = False
            if name_like and is_gazetteer_name(text) and not _modifies_common_noun(tok):
                common = self.common(text)
                proper = tok.pos_ == "PROPN"
                # an English word that is only a surname ("Love", "Royal") never starts a run
                seedable = not common or is_first_name(text)
                before = doc[tok.i - 1] if tok.i > 0 else None
                chain = tok.i  # the first of the capitalised words that end here
                while chain > 0 and doc[chain - 1].is_alpha and doc[chain - 1].text[:1].isupper():
                    chain -= 1
                # an English word ending a Title Case phrase of English words ("Secretly
                # Love") or a capitalised phrase after an article ("The Princess Royal") is
                # part of a headline or a title, not a name
                title_phrase = common and (
                    (
                        before is not None
                        and before.text[:1].isupper()
                        and before.is_alpha
                        and self.common(before.text)
                        and not is_first_name(before.text)
                        and not before.is_sent_start
                    )
                    or (chain < tok.i and doc[chain].lower_ in _DETERMINERS)
                    or (chain > 0 and doc[chain - 1].lower_ in _DETERMINERS)
                )
                if ent in _PLACE_ENTS:
                    is_gaz = not common and not is_place(text)
                elif ent in _ORGLIKE_ENTS:
                    is_gaz = proper and seedable and not title_phrase
                elif common:
                    # an English word that is also a first name ("Server", "Grace") at the
                    # start of a sentence needs a surname after it or the NER's agreement
                    nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
                    full_name = nxt is not None and nxt.pos_ == "PROPN" and nxt.text[:1].isupper()
                    previous = before.lower_ if before is not None else ""
                    is_gaz = (
                        seedable
                        and proper
                        and previous not in _DETERMINERS
                        and not title_phrase
                        and (not tok.is_sent_start or full_name or ent == "PERSON")
                    )
                else:
                    is_gaz = seedable
            continues = (
                name_like
                and (tok.pos_ == "PROPN" or is_gaz or not self.common(text))
                and not tok.is_sent_start
            )
            initial = bool(run) and (
                re.fullmatch(r"\p{Lu}\.", text) is not None
                or (re.fullmatch(r"\p{Lu}", text) is not None and text not in ("I", "A"))
            )
            if is_gaz or (run and (continues or initial)):
                run.append(tok)
                has_name = has_name or is_gaz
            else:
                flush()
                run, has_name = [], False
        flush()
        spans += self._subjects(doc, label)
        return spans + self._coordinated(doc, spans, label)

    def _subjects(self, doc, label) -> list[tuple[int, int, float]]:
        """An unknown capitalised word that is the subject of a verb people do ("Trivo lives
        on ...", "Quionia is from ...")."""
        found = []
        for tok in doc:
            if tok.dep_ != "nsubj" or tok.pos_ not in ("PROPN", "NOUN"):
                continue
            text = tok.text
            if not (text[:1].isupper() and text.isalpha() and not text.isupper()):
                continue
            if text.casefold() in self.stop_words or is_place(text):
                continue
            if self.common(text) and not is_first_name(text):
                continue
            if label.get(tok.i) in _NEVER_NAME_ENTS:
                continue
            head = tok.head
            from_clause = head.lemma_ == "be" and any(
                c.dep_ == "prep" and c.lower_ == "from" for c in head.children
            )
            if head.lemma_ in _HUMAN_VERBS or from_clause:
                found.append((tok.idx, tok.idx + len(text), 0.55))
        return found

    def _coordinated(self, doc, spans, label) -> list[tuple[int, int, float]]:
        """Proper nouns listed with a person ("Kónya, Becker and Vasquez") are people too."""
        seeds = {t.i for t in doc if label.get(t.i) == "PERSON"}
        for start, end, _ in spans:
            seeds.update(t.i for t in doc if start <= t.idx < end)
        found = []
        for _ in range(2):
            added = False
            for tok in doc:
                if tok.i in seeds or tok.pos_ != "PROPN" or not tok.text[:1].isupper():
                    continue
                if not tok.is_alpha or tok.text.isupper():
                    continue
                if self.common(tok.text) and not is_gazetteer_name(tok.text):
                    continue
                if label.get(tok.i) in _NEVER_NAME_ENTS or is_place(tok.text):
                    continue
                linked = (tok.dep_ in ("conj", "appos") and tok.head.i in seeds) or any(
                    c.dep_ in ("conj", "appos") and c.i in seeds for c in tok.children
                )
                if linked:
                    seeds.add(tok.i)
                    found.append((tok.idx, tok.idx + len(tok.text), 0.55))
                    added = True
            if not added:
                break
        return found


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
            if r.entity_type == "PERSON" and span is not None and not self._person(span):
                continue
            kept.append(r)
        return kept

    def _person(self, span) -> bool:
        words = [t for t in span if t.is_alpha]
        if not words:
            return False
        if all(is_big_place(t.text) for t in words):
            return False  # "Montréal", "São Paulo"
        if all(t.text.isupper() and len(t.text) > 1 for t in words):
            return False  # "HIPAA", "SEPA": acronyms
        if any(_PRODUCT_CASE.search(t.text) and not _NAME_PREFIX.match(t.text) for t in words):
            return False  # "JavaScript", "FedRAMP"
        if words[-1].lower_ in lx.FIELD_WORDS:
            return False  # "Billing Admin"
        if len(words) == 1 and _modifies_common_noun(words[0]):
            return False  # "Chelsea boots", "Tesla car": a brand or place used as an adjective
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
                title_phrase or (previous is not None and previous.lower_ in _DETERMINERS)
            ):
                continue  # "Secretly Love", "the Will"
            return True
        return False
