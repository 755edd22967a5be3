"""Whether a text speaks about a person at all, and what a name needs where it does not.

Plain Python over a text and its detections. Public documentation, help pages and reference
passages name products, projects and places far more often than people ("Jenkins reads the
Jenkinsfile", "Kibana connects to one cluster", "Configuring Cassandra"), and what they do say
about people comes as a full name. A text is *impersonal* when it holds none of the marks of
personal data: no structured identifier (email, phone, card, IBAN, IP, SSN, id, address or
postcode found in it), no first-person singular pronoun in any of the cases' languages, no
greeting or sign-off, no chat speaker label, and no name found by a cue, a name slot or a
name field. There a lone capitalised word the NER or the gazetteer calls a person is taken as
a product or topic name and kept; a name of two words or more, a name after a title ("Dr
Jenkins") and any name the case knows from another text (propagation) are still replaced.

Which way it leans: this favours precision on documentation. A deployment whose traces hold
impersonal notes that mention people by one name only ("Called Marta back") switches it off
with ``ASSAY_PII_IMPERSONAL_TEXTS=0`` (``PiiConfig.impersonal_rule``).
"""

from __future__ import annotations

from collections.abc import Iterable

import regex as re

from curation.pii import lexicon as lx
from curation.pii.people_words import is_first_name

# Detection types that are personal data on their own: a text holding one is about a person.
_NAME_TYPES = frozenset({"PERSON", "LOCATION"})
# First-person singular pronouns and possessives (en, fr, de, es, nl, it, pt, pl). English "I"
# forms are matched case-sensitively; the rest in any case.
_FIRST_PERSON = re.compile(
    r"(?<![\p{L}\p{M}'’])(?:I|I['’](?:m|ve|d|ll)|(?i:me|my|mine|myself|je|j['’]|moi|mon|mes"
    r"|ich|mich|mir|mein|meine[nmrs]?|yo|mí|mis?|ik|mij|mijn|io|mio|mia|eu|meu|minha|mój|moja"
    r"|moje|mnie))(?![\p{L}\p{M}])"
)
_GREETING = re.compile(
    r"(?<![\p{L}\p{M}])(?i:hi|hello|hey|dear|thanks|thank[ \t]+you|regards|cheers|sincerely"
    r"|bonjour|merci|cordialement|hallo|danke|grüße|gruß|hola|gracias|saludos|ciao|grazie"
    r"|olá|obrigad[oa]|dag|groet(?:en|jes)?|bedankt|dzięki|dziękuję|cześć)(?![\p{L}\p{M}])"
)
_SPEAKER = re.compile(
    r"^[ \t>*-]*(?i:user|customer|client|agent|assistant|bot|system|support|caller|operator"
    r"|human|ai|me|rep|staff|kunde|cliente|klant|agente|agent[ea]?)[ \t]*:",
    re.MULTILINE,
)
# A dialogue: two lines or more opening with a one-word label ("Hope: ...", "Halvard: ...").
_NAMED_SPEAKER = re.compile(r"^[ \t]*\p{Lu}[\p{L}\p{M}'’-]+:[ \t]+\S", re.MULTILINE)
# A sentence addressed to someone ("Don't go to town, Tamsin!") speaks to a person.
_VOCATIVE = re.compile(r",[ \t]+\p{Lu}[\p{L}\p{M}'’-]+[ \t]*[!?]")
_HONORIFIC_BEFORE = re.compile(rf"(?i:\b(?:{lx.alternation(lx.HONORIFICS)}))\.?[ \t]+$")
_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’-]*")


def is_impersonal(text: str, detections: Iterable, vouched: bool) -> bool:
    """True for a text with no mark of personal data (see the module docstring).

    ``detections`` are the text's spans (objects with ``entity_type``); ``vouched`` says a cue,
    a name slot or a name field found a name in it."""
    if vouched:
        return False
    if any(d.entity_type not in _NAME_TYPES for d in detections):
        return False
    return not (
        _FIRST_PERSON.search(text)
        or _GREETING.search(text)
        or _SPEAKER.search(text)
        or _VOCATIVE.search(text)
        or len(_NAMED_SPEAKER.findall(text)) >= 2
    )


def weak_name(text: str, start: int, end: int, common) -> bool:
    """A person span that, in an impersonal text, is no evidence of a person: no title before it
    ("Dr Jenkins" stays) and either no two name words side by side ("Jenkins", "Hudson and
    Travis") or only common words of the language side by side ("Spring Boot"). ``common``
    tells whether a word is a common word ("Harrison Ford" stays: "Harrison" is not)."""
    if _HONORIFIC_BEFORE.search(text, 0, start) is not None:
        return False
    value = text[start:end]
    words = [w for w in _WORD.finditer(value) if len(w.group()) > 1]
    if len(words) == 1 and is_first_name(words[0].group()):
        return False  # "Scott", "Frank": a first name alone is how notes name people
    for a, b in zip(words, words[1:], strict=False):
        if re.fullmatch(r"[ \t]+(?:\p{L}\.?[ \t]+)?", value[a.end() : b.start()]):
            # "olga krylova", "Isaac Heath": a full name; "Spring Boot": two common words
            return all(common(w.group()) and not is_first_name(w.group()) for w in words)
    return True
