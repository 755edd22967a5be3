"""People a text's layout names: the speakers of a dialogue and the initials of a case handler.

- A one-word speaker label that opens two lines or more of a conversation ("Matze: ...",
  "[16:15] Wolfi: ...", "[11:02] 태민: ...") is a participant, whatever list knows the word,
  when another speaker of the same text is a role ("Support:", "Kunde:", "Anja
  (Kundenservice):") or a gazetteer first name: nicknames are in no gazetteer. In a chat log
  that stamps every line with its time ("[10:03] హారిక: ...") the labels are participants
  without that evidence, and a handle typed in lower case ("yogesh:") no dictionary knows is
  one too. A label with
  its role beside it ("Anja (Kundenservice):") is that person, not the role. A label that is
  a role, a field, an interjection, a stop word, a place, or a word frequent in English
  (wordfreq Zipf >= 4: "Request:", "Server:") is no one; alternating "Input:" / "Output:"
  lines are no conversation.
- Initials (two or three capitals) after a handler's role word, ending their clause and
  standing where a ticket's layout puts them (a line start, after "|", ";" or a sentence):
  "owner TK", "Suivi : RB.", "Handläggare MK.". Dotted initials that are a labelled field's whole
  value ("Driver: V.M.", "Prepared by: D.N.") are someone's, unless English abbreviates so ("N.Y.").
- Initials signing a message off: two or three capitals after a dash on the text's last line
  ("-- TK", "— RB", "-- AM"), the e-mail signature written on one line, and an initial and a
  surname there ("— J. Okafor"). Not an interjection ("-- OK", "-- NO") nor a frequent
  English word ("-- END"). After the last sentence of a line, a dash and dotted initials or
  one name word close that line ("Will retry tomorrow. — C.R.", "... how it goes. – Themba"),
  and one name word alone closes a quoted message ("> ... please call me.\n> Siosaia"): a
  first name of the gazetteers, or no frequent word of English or of its script's languages.
  A signature block closing a text (a blank line, two or three capitalised words opening on a
  gazetteer first name, then at most two short lines with no sentence: "Sam Pigeon\nGift
  Cards team") is its writer.
- A booking's passenger name written the airlines' way, SURNAME/GIVEN in capitals with the
  surname's spaces dropped and maybe a title after it ("MORTIMER/HELENA MRS"), standing as a
  labelled value or a cell of its own, when one of its parts is a gazetteer name (so that
  "TCP/IP", "AND/OR" or "N/A" stay), or the family name is one of the Korean family names
  romanised as one letter ("I/JIWOO", "O/SEYEON") and the given name no English word.
- A capitalised gazetteer first name inside a line its writer types in lower case (no
  capital opens it or any sentence in it, as chats and transcripts are written: "sim. a Rute
  fica com a chave"): that writer capitalises only names. Not a common word ("June").
- A labelled value in capitals opening on a gazetteer first name and closing on a gazetteer
  surname ("Received from: MEHDI HOSSEINI"; not "Status: GRACE PERIOD"), and underscore-joined
  capitalised words in a file or job name opening on a first name ("contacts_Søren_Holm.csv";
  not "Grace_Period.md"). Dotted initials after a verb of signing ("Signed R.T. at 14:02").

Evidence from the structure of the text, not from the words of any one text.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import lru_cache

import regex as re

from curation.pii import lexicon as lx
from curation.pii.people_words import is_first_name, is_gazetteer_name, is_place
from curation.pii.script_names import CASELESS_WORD
from curation.pii.script_names import lookup as script_lookup
from curation.pii.script_names import word_zipf as script_word_zipf
from curation.pii.vocabulary import zipf

# A speaker label opening a line, after an optional timestamp ("[16:15] ", "[00:00:06] ").
_LABEL = re.compile(
    r"^[ \t>*-]*(?P<time>\[[\d:. ]{4,12}\][ \t]*)?(?P<label>\p{L}[\p{L}\p{M}'’-]*"
    r"(?:[ \t]+\p{L}[\p{L}\p{M}'’-]*){0,2})(?P<role>[ \t]*[(（][^()（）\n]{1,30}[)）])?"
    r"[ \t]*[:：][ \t]+\S",
    re.M,
)
# A subtitle cue (SRT or WebVTT: "00:00:02,310 --> 00:00:06,870") whose text opens with the
# speaker ("Kavya Nayak: ...", "SHINGO WATANABE: ..."), as call transcripts export them.
_CAPTION_SPEAKER = re.compile(
    r"^[ \t]*(?:\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}[ \t]+-->[ \t]+(?:\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}"
    r"[^\n]*\n[ \t]*(?P<label>\p{L}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’.-]*){0,3})"
    r"[ \t]*[:：][ \t]+\S",
    re.M,
)
# English words at least this frequent (wordfreq Zipf) are no speaker's name on their own.
LABEL_ZIPF = 4.0

# Initials with full stops: "C.R.", "S.K.R.", "J. L."
_DOTTED = r"\p{Lu}\.(?:[ \t]?\p{Lu}\.){1,2}"
_HANDLER = re.compile(
    r"(?<=(?:^|[|;:.!?(\n])[ \t]*)(?i:owner|handler|handled[ \t]+by|assigned[ \t]+to|assignee"
    r"|agent|operator|operatore|opérateur|opératrice|suivi|bearbeitung|bearbeiter(?:in)?"
    r"|sachbearbeiter(?:in)?|handläggare|behandelaar|behandeld[ \t]+door|gestor|gestora"
    r"|gestionado[ \t]+por|atendente|tramitado[ \t]+por|initials|kürzel|visum"
    # initials where something was signed ("Initials on the signed form: C.H.")
    r"|initials[ \t]+(?:on|in|of)[ \t]+[\p{L} ]{1,30}?(?=[ \t]*:))"
    # "CH", or with full stops "C.H." / "J. L." (the last stop is the initials', not the
    # sentence's, when a capital follows no other letter)
    r"[ \t]*:?[ \t]*(?P<initials>\p{Lu}{2,3}|" + _DOTTED + r")"
    r"(?=[ \t]*(?:$|[.;,|)(\n]))",
    re.M,
)

# Dotted initials standing as the whole value of a labelled field, closing its clause
# ("Driver: V.M.", "Prepared by: D.N.", "Geprüft: K.F."): whatever the label says, a value of
# capitals each with its full stop is someone's initials, unless English abbreviates a place
# or a phrase so (spaCy's English tokenizer exceptions: "N.Y.", "D.C.", "E.G."; and the few
# place abbreviations it leaves out).
_LABELLED_DOTTED = re.compile(
    r"(?m)(?:^|(?<=[.;|!?][ \t]))[ \t]*\p{L}[\p{L}\p{M}'’-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’-]*){0,3}"
    r"[ \t]*[:：][ \t]*(?P<initials>" + _DOTTED + r")(?=[ \t]*(?:$|[;,|)]))"
)
# Dotted initials after a verb of signing, closing their clause ("Signed Ö.Y. at the counter",
# "initialled by K.F.", "checked by D.N."): a person's, unless an abbreviation (as above).
_SIGNING_DOTTED = re.compile(
    r"(?i:signed|initial(?:l)?ed|countersigned|witnessed|checked|verified|approved)"
    r"(?:[ \t]+by)?[ \t]+(?P<initials>" + _DOTTED + r")(?![ \t]*\p{Lu}\p{Ll})"
)
# Dotted initials after a verb of handing something over or taking it over, and its preposition
# ("Received from R.Z. today", "collected by E.Q.C.", "handed to D.N.", "takes the case over
# from T.C."): a person's, unless an abbreviation or letters English writes as a word
# (``_HANDED_ZIPF``: "reported to H.R.", "sent to T.V.").
_HANDED_DOTTED = re.compile(
    r"(?i:received|collected|picked[ \t]+up|handed(?:[ \t]+over)?|sent|returned|delivered"
    r"|submitted|dropped[ \t]+off|given|paid|forwarded|transferred|reassigned|escalated"
    r"|assigned|(?:take|takes|took|taken|taking)(?:[ \t]+\p{Ll}+){0,2}[ \t]+over)"
    r"[ \t]+(?i:from|by|to)[ \t]+(?P<initials>" + _DOTTED + r")(?![ \t]*\p{Lu}\p{Ll})"
)
_HANDED_ZIPF = 4.0
_PLACE_ABBREVIATIONS = frozenset({"u.s.", "u.s.a.", "u.k.", "e.u.", "u.n.", "n.a.", "n/a"})

_SIGNED = re.compile(
    r"(?:^|\n)[ \t]*(?:--|[-–—])[ \t]*(?:(?P<initials>\p{Lu}{2,3}|" + _DOTTED + r")"
    r"|(?P<name>\p{Lu}\.[ \t]?\p{Lu}[\p{Ll}\p{M}'’-]+))[ \t]*\s*\Z"
)
# A dash sign-off closing a line after the last sentence of a message, on the same line
# ("Will retry tomorrow. — C.R.", "Tolong betulkan. - Apis", "... tell us how it goes. – Themba"):
# initials, or one name word, cased or of a caseless script.
_SIGNED_AFTER = re.compile(
    r"(?m)(?<=[.!?…\"”’)][ \t]{1,3})(?:--|[-–—])[ \t]*(?:(?P<initials>\p{Lu}{2,3}|" + _DOTTED + r")"
    rf"|(?P<word>\p{{Lu}}[\p{{Ll}}\p{{M}}'’-]+|{CASELESS_WORD}))[ \t]*$"
)
# A sign-off on a line of its own: an em dash, "--" or an emoji and one name word, alone or
# after a chat line's speaker ("\n— Mamy\nReply-To: ...", "visitor: — Mace", "customer: 🙏
# Fane"); not a hyphen or an en dash, which open list items; nor one of two dashed lines in a
# row (a list).
_SIGNED_LINE = re.compile(
    r"(?m)(?<!^[ \t]*(?:--|—)[^\n]*\n)^[ \t]*(?:\p{L}[\p{L} ]{0,20}:[ \t]*)?"
    r"(?:--|—|(?!©|®|™)\p{Extended_Pictographic}\uFE0F?)[ \t]*"
    rf"(?P<word>\p{{Lu}}[\p{{Ll}}\p{{M}}'’-]+|{CASELESS_WORD})[ \t]*$(?!\n[ \t]*(?:--|—))"
)
# The last line of a quoted message, one name word alone under a quoted line of prose (twenty
# characters or more: Thai writes no spaces between words), is who wrote it
# ("> ... call me back on +46 70 133 81 27?\n> Jojo\nemmanils  10:41").
_QUOTED_SIGNER = re.compile(
    r"(?m)(?<=^>[ \t]*\S[^\n]{19,}\n)>[ \t]*"
    rf"(?P<word>\p{{Lu}}[\p{{Ll}}\p{{M}}'’-]+|{CASELESS_WORD})[ \t]*$(?!\n>)"
)
# A signature block closing a text: after a blank line, a line of two or three capitalised
# words, then at most two short lines with no sentence in them (a team, a title, a company:
# "\n\nSam Pigeon\nGift Cards team").
_SIGNATURE_BLOCK = re.compile(
    r"\n[ \t]*\n[ \t]*(?P<name>\p{Lu}[\p{Ll}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{Ll}\p{M}'’-]+){1,2})"
    r"[ \t]*(?:\n[ \t]*[^\n.!?:;]{1,40}){0,2}\s*\Z"
)
# A signing word at least this frequent (wordfreq Zipf, English or its script's languages) is a
# word ("- Thanks", "— Update"), not a name.
SIGNED_NAME_ZIPF = 3.5
# A three-letter sign-off this frequent in English is a word ("-- END"), not initials.
SIGNED_WORD_ZIPF = 4.5

_PNR = re.compile(
    r"(?<![\p{L}\p{M}\d/'’.-])(?P<name>(?P<family>\p{Lu}[\p{Lu}'’-]*)/(?P<given>\p{Lu}[\p{Lu}'’-]+))"
    r"(?:[ \t]+(?:MRS|MR|MS|MISS|MSTR|DR))?(?![\p{L}\p{M}\d/'’-])"
)
# what stands before a labelled value or a cell, and after one
_VALUE_BEFORE = re.compile(r"(?:^|[:：|;,\t>])[ \t]*$")
_VALUE_AFTER = re.compile(r"[ \t]*(?:$|[|;,\t<\n])")


def _no_one(word: str) -> bool:
    low = word.casefold()
    return (
        low in lx.ROLE_LABELS
        or low in lx.FIELD_WORDS
        or low in lx.INTERJECTIONS
        or low in lx.name_stop_words()
        or is_place(word)
    )


def find_speakers(text: str, common: Callable[[str], bool]) -> list[tuple[int, int]]:
    """(start, end) of every line-opening label of a dialogue participant (see the module
    docstring); ``common(word)`` says whether a word is a dictionary word."""
    labels = list(_LABEL.finditer(text))
    if len(labels) < 3:
        return []
    counts = Counter(m.group("label") for m in labels)
    if len(counts) < 2:
        return []
    # a chat log stamping every line with its time is a conversation between people (or their
    # roles): its speakers need no other evidence, and a handle typed in lower case is one too
    timed = all(m.group("time") for m in labels)
    out = []
    for m in labels:
        word = m.group("label")
        # a caseless script ("태민:", "さくら:") has no capital to show; lower case is no name
        if counts[word] < 2 or " " in word or len(word) < 2:
            continue
        if _no_one(word) or (word[:1].islower() and (not timed or common(word))):
            continue
        if common(word) and zipf(word) >= LABEL_ZIPF:
            continue
        others = [o for o in labels if o.group("label") != word]
        if m.group("role") or timed or any(_party(o) for o in others):
            out.append(m.span("label"))
    return out


def _party(m: re.Match) -> bool:
    """A speaker label that says the text is a conversation: a role or a first name."""
    word = m.group("label")
    first = word.split()[0]
    return bool(m.group("role")) or word.casefold() in lx.ROLE_LABELS or is_first_name(first)


def find_caption_speakers(text: str) -> list[tuple[int, int]]:
    """(start, end) of each speaker opening a subtitle cue's text (``_CAPTION_SPEAKER``): the
    cue's timing is the evidence that a person speaks. Not a role ("Agent", "Caller 2"), a
    stop word or a word frequent in English ("Narrator", "Music")."""
    out = []
    for m in _CAPTION_SPEAKER.finditer(text):
        words = m.group("label").split()
        if any(w.casefold() in lx.ROLE_LABELS or w.casefold() in lx.stop_words() for w in words):
            continue
        latin = [w for w in words if re.match(r"\p{Latin}", w)]
        if latin and (
            not all(w[:1].isupper() for w in latin)
            or all(zipf(w.casefold()) >= LABEL_ZIPF and not is_first_name(w) for w in latin)
        ):
            continue
        out.append(m.span("label"))
    return out


def find_handler_initials(text: str) -> list[tuple[int, int]]:
    """(start, end) of a case handler's initials after a role word, or dotted initials as a
    labelled field's whole value (see the module docstring)."""
    out = [m.span("initials") for m in _HANDLER.finditer(text)]
    if "." in text:
        out += [
            m.span("initials")
            for rx in (_LABELLED_DOTTED, _SIGNING_DOTTED)
            for m in rx.finditer(text)
            if not _abbreviation(m.group("initials"))
        ]
        out += [
            m.span("initials")
            for m in _HANDED_DOTTED.finditer(text)
            if not _abbreviation(m.group("initials"))
            and zipf(re.sub(r"[.\s]", "", m.group("initials")).casefold()) < _HANDED_ZIPF
        ]
    return sorted(set(out))


@lru_cache(maxsize=1)
def _english_abbreviations() -> frozenset[str]:
    from spacy.lang.en.tokenizer_exceptions import TOKENIZER_EXCEPTIONS

    # "A.M." on its own is as likely a person's initials as the time of day
    return frozenset(k.casefold() for k in TOKENIZER_EXCEPTIONS) - {"a.m.", "p.m."}


def _abbreviation(value: str) -> bool:
    key = value.replace(" ", "").replace("\t", "").casefold()
    return key in _PLACE_ABBREVIATIONS or key in _english_abbreviations()


def find_signed_initials(text: str) -> list[tuple[int, int]]:
    """(start, end) of the initials or name signing a text off (see the module docstring)."""
    out = []
    m = _SIGNED.search(text)
    if m is not None:
        if m.group("name"):
            out.append(m.span("name"))
        elif _initials(m.group("initials")):
            out.append(m.span("initials"))
    out += [m.span("word") for m in _QUOTED_SIGNER.finditer(text) if _signing_name(m.group("word"))]
    m = _SIGNATURE_BLOCK.search(text)
    if m is not None and _signature_name(m.group("name").split()):
        out.append(m.span("name"))
    out += [m.span("word") for m in _SIGNED_LINE.finditer(text) if _signing_name(m.group("word"))]
    for m in _SIGNED_AFTER.finditer(text):
        if m.group("initials") and _initials(m.group("initials")):
            out.append(m.span("initials"))
        elif m.group("word") and _signing_name(m.group("word")):
            out.append(m.span("word"))
    return sorted(set(out))


def _signature_name(words: list[str]) -> bool:
    """A signature block's name line opens on a gazetteer first name, and every later word is a
    gazetteer name or no frequent English word ("Sam Pigeon"; not "Grace Period")."""
    if not is_first_name(words[0]) or _no_one(words[0]):
        return False
    return all(is_gazetteer_name(w) or zipf(w) < LABEL_ZIPF for w in words[1:])


def _initials(value: str) -> bool:
    word = value.casefold()
    # a stop word in capitals on a sign-off line is initials ("-- AM"); "-- OK" is a word
    return word not in lx.INTERJECTIONS and not (len(word) == 3 and zipf(word) >= SIGNED_WORD_ZIPF)


def _signing_name(word: str) -> bool:
    """A word signing a message off is a name: no role, field, interjection, stop word or
    place; a first name of the gazetteers (of its script's, for "רחלי"), or no frequent word
    of English, of wordfreq's Latin-script lists or of its script's languages."""
    if _no_one(word):
        return False
    entry = script_lookup(word)
    if is_first_name(word) or entry is not None and "f" in entry[0]:
        return True
    frequency = max(zipf(word), lx.best_zipf(word), script_word_zipf(word))
    return frequency < SIGNED_NAME_ZIPF


def find_booking_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of SURNAME/GIVEN passenger names (see the module docstring)."""
    if "/" not in text:
        return []
    out = []
    for m in _PNR.finditer(text):
        family, given = m.group("family"), m.group("given")
        korean = _romanised_korean(family, given)  # "I" and "O" are stop words too
        if not korean and (
            family.casefold() in lx.stop_words() or given.casefold() in lx.stop_words()
        ):
            continue
        if not (is_gazetteer_name(family) and len(family) >= 3 or is_first_name(given) or korean):
            continue
        before = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
        if _VALUE_BEFORE.search(before) and _VALUE_AFTER.match(text, m.end()):
            out.append(m.span("name"))
    return out


# A labelled value written in capitals, two or three words to the line's end ("Received from:
# MEHDI HOSSEINI", "Bill to: ANA LIMA"), as forms and receipts print the payer's name.
_LABELLED_CAPITALS = re.compile(
    r"(?m)^[ \t]*\p{L}[\p{L}'’-]*(?:[ \t]+\p{L}[\p{L}'’-]*){0,4}[ \t]*[:：][ \t]*"
    r"(?P<name>\p{Lu}{2,}(?:[ \t]+\p{Lu}{2,}){1,2})[ \t]*$"
)
# A surname this frequent in English is a word there ("MAX BASIC", "ANNA WEST").
CAPITALS_SURNAME_ZIPF = 4.5


def find_labelled_capitals(text: str) -> list[tuple[int, int]]:
    """(start, end) of a labelled value in capitals that opens on a gazetteer first name, closes
    on a gazetteer surname no frequent English word, and has only gazetteer names between."""
    out = []
    for m in _LABELLED_CAPITALS.finditer(text):
        words = m.group("name").split()
        if (
            is_first_name(words[0])
            and lx.fold(words[-1]) in lx.gazetteer_surnames()
            and zipf(words[-1].casefold()) < CAPITALS_SURNAME_ZIPF
            and all(is_gazetteer_name(w) for w in words[1:-1])
            and not any(w.casefold() in lx.stop_words() for w in words)
        ):
            out.append(m.span("name"))
    return out


# A name inside a file or job name, its words joined by underscores
# ("name_change_document_Mette_Nielsen.pdf", "contacts_Søren_Holm.csv"), as uploads are named.
_UNDERSCORED = re.compile(
    r"(?:(?<=_)|(?<![\p{L}\p{N}_]))(?P<name>\p{Lu}[\p{Ll}\p{M}]+(?:_\p{Lu}[\p{Ll}\p{M}]+){1,2})"
    r"(?=_|\.\p{L}{1,5}(?![\p{L}\p{N}])|[\"'\s)]|$)"
)
# A last word this frequent in English or another Latin-script language is a word there.
UNDERSCORED_WORD_ZIPF = 3.5


def find_underscored_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of underscore-joined capitalised words in a file or job name that open on a
    gazetteer first name and close on a gazetteer name or a word no language uses much
    ("Mette_Nielsen"; not "Grace_Period", "Max_Width").

    ``usernames.gazetteer_handles`` reads "Brianna_Holden" when it is a whole token (a login);
    this reads the name inside a longer file name, glued by "_" to other words and followed by
    an extension, which that login reader refuses on purpose (a login is no part of a path)."""
    if "_" not in text:
        return []
    out = []
    for m in _UNDERSCORED.finditer(text):
        words = m.group("name").split("_")
        last = words[-1].casefold()
        if is_first_name(words[0]) and (
            is_gazetteer_name(words[-1])
            and zipf(last) < LABEL_ZIPF
            or max(zipf(last), lx.best_zipf(last)) < UNDERSCORED_WORD_ZIPF
        ):
            out.append(m.span("name"))
    return out


# Korean family names the Revised Romanization writes with one letter (이, 오, 우: "I/JIWOO")
_ONE_LETTER_FAMILIES = frozenset("IOU")
# a given name after one of them must be a rare word in English: "U/TURN" is no one
GIVEN_ZIPF = 3.0


def _romanised_korean(family: str, given: str) -> bool:
    return (
        family in _ONE_LETTER_FAMILIES
        and len(given) >= 4
        and given.isalpha()
        and zipf(given.casefold()) < GIVEN_ZIPF
    )


_LINE_LABEL = re.compile(r"^[ \t>*-]*(?:\[[\d:. ]{4,12}\][ \t]*)?(?:[^:\n]{1,30}:[ \t]+)?")
_WORD = re.compile(r"(?<![\p{L}\p{M}'’-])\p{L}[\p{L}\p{M}'’-]*")
_SENTENCE_OPEN = re.compile(r"(?:^|[.!?][ \t]+)(\p{L})")
# a lower-case line this long says how its writer types; two words say nothing
LOWER_LINE_WORDS = 5


def find_lower_case_capitals(text: str, common: Callable[[str], bool]) -> list[tuple[int, int]]:
    """(start, end) of gazetteer first names capitalised inside lines typed in lower case
    (see the module docstring); ``common(word)`` says whether a word is a dictionary word."""
    out = []
    pos = 0
    for line in text.split("\n"):
        body_at = pos + _LINE_LABEL.match(line).end()
        pos += len(line) + 1
        body = text[body_at : pos - 1]
        words = list(_WORD.finditer(body))
        if len(words) < LOWER_LINE_WORDS:
            continue
        if any(m.group(1).isupper() for m in _SENTENCE_OPEN.finditer(body)):
            continue
        capitals = [w for w in words if w.group()[:1].isupper()]
        if not capitals or len(capitals) * 3 > len(words):
            continue
        for w in capitals:
            word = w.group()
            if len(word) >= 3 and word[1:].islower() and is_first_name(word) and not common(word):
                out.append((body_at + w.start(), body_at + w.end()))
    return out
