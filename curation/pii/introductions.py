"""Names a speaker gives for themselves or a layout puts in a name's place, in any letter case.

- Self-introductions in the cases' languages ("this is", "it's", "c'est", "je m'appelle",
  "hier spricht", "ich bin", "soy", "me llamo", "met", "ik ben", "mówi", "nazywam się",
  "sono", "mi chiamo"), written as typed or as a speech-to-text transcript writes them (all
  lower case): the first word after the cue must be a first name of the gazetteer, the run
  goes on over name particles ("de la", "van der") and further gazetteer names, and a first
  name that is also a common word ("will", "rose") needs a surname after it.
- Speaker labels that carry the person in brackets ("担当(太田):", "Agent (Maren):").
- The first line of an e-mail signature (after the ``-- `` delimiter line): a name or the
  sender's initials ("BC | mobile ...").
- Japanese names written family name, space, given name before an honorific or a copula
  ("山本 健一です", "加藤 真綾様"), where no capital letter marks a name.
- Chat mentions ("@Steven can you...", "cc @O'Brien", "@Ana Lima"): a handle in a team chat
  is a person's name. Not a decorator or annotation ("@Override", "@app.route(...)"), a
  package scope ("@angular/core"), an e-mail's domain or a channel ("@here", "@channel"):
  the word must be no common word (unless a gazetteer first name) and be followed by a space,
  punctuation that ends a phrase, or the end of the text.

Each is evidence about the position a word takes, not a list of the words of any one text.
"""

from __future__ import annotations

import regex as re
from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from curation.pii import lexicon as lx
from curation.pii.handles import find_handles
from curation.pii.participants import (
    find_booking_names,
    find_caption_speakers,
    find_handler_initials,
    find_labelled_capitals,
    find_lower_case_capitals,
    find_signed_initials,
    find_speakers,
    find_underscored_names,
)
from curation.pii.people_words import is_first_name, is_gazetteer_name, is_place
from curation.pii.usernames import gazetteer_handles, short_handles, year_tailed

# Cues that put the speaker's own name next ("c'est", "soy", "mówi", "tu") or thank or greet
# the one addressed ("merci", "gracias", "dzięki"); the weak English and copula ones ("it's",
# "i'm", "ich bin", "je suis") precede adjectives as often, so they need a surname or a name
# the gazetteer knows and no common word.
_STRONG_CUES = (
    r"my[ \t]+name[ \t]+is|c['’]est|je[ \t]+m['’]appelle|moi[ \t]+c['’]est|ici|hier[ \t]+spricht"
    r"|hier[ \t]+ist|mein[ \t]+name[ \t]+ist|ich[ \t]+heiße|soy|me[ \t]+llamo|mi[ \t]+nombre[ \t]+es"
    r"|habla|met|mijn[ \t]+naam[ \t]+is|mówi|nazywam[ \t]+się|tu|z[ \t]+tej[ \t]+strony|sono"
    r"|mi[ \t]+chiamo|thanks|thank[ \t]+you|thx|merci|danke|gracias|grazie|dank[ \t]+je|bedankt"
    r"|dzięki|dziękuję|obrigad[oa]|lg|vg|mfg|saludos|cordialement|groetjes|pozdrawiam"
    # an agent answering a call ("sie sprechen mit", "le atiende", "du pratar med")
    r"|you['’]re[ \t]+(?:speaking|talking)[ \t]+(?:to|with)|you[ \t]+are[ \t]+speaking[ \t]+(?:to|with)"
    r"|vous[ \t]+parlez[ \t]+(?:à|avec)|sprechen[ \t]+mit|spreekt[ \t]+met|le[ \t]+atiende"
    r"|te[ \t]+atiende|hablas?[ \t]+con|fala|falando[ \t]+com|parla[ \t]+con|parli[ \t]+con"
    r"|pratar[ \t]+med|talar[ \t]+med|rozmawiasz[ \t]+z|rozmawia[ \t]+pan(?:i)?[ \t]+z"
    r"|calling[ \t]+for|ringing[ \t]+for|on[ \t]+behalf[ \t]+of"
    # who took a parcel in ("it was left with", "remis à", "odebrał(a)")
    r"|left[ \t]+(?:it[ \t]+)?with|handed[ \t]+(?:it[ \t]+|over[ \t]+)?to|signed[ \t]+for[ \t]+by"
    r"|remis[ \t]+à|entregue[ \t]+(?:a|ao|à)|entregado[ \t]+a|consegnato[ \t]+a"
    r"|übergeben[ \t]+an|afgegeven[ \t]+(?:bij|aan)|odebrał(?:a|\(a\))?|lämnade?s?[ \t]+(?:till|hos)"
)
# The name someone goes by ("signs as Pipit", "goes by Tash", "a.k.a. Bobby"): one capitalised
# word ending its clause, a first name or no frequent English word ("signs as Manager" is a
# role; "known as" names features as often, so it is no cue here).
_NICKNAME_WORD_ZIPF = 4.5
_NICKNAME = re.compile(
    r"(?i:(?<![\p{L}])(?:signs[ \t]+as|goes[ \t]+by|a\.k\.a\.?|nicknamed"
    r"|prefers[ \t]+to[ \t]+be[ \t]+called)[ \t]+)"
    r"(?P<name>\p{Lu}[\p{Ll}\p{M}'’-]+)(?=[ \t]*(?:[,.;:!?)\n]|$))"
)
_WEAK_CUES = r"(?P<this>this[ \t]+is)|it['’]?s|it[ \t]+is|i['’]m|i[ \t]+am|je[ \t]+suis|ich[ \t]+bin|ik[ \t]+ben|jestem"
_INTRO = re.compile(
    rf"(?i:(?<![\p{{L}}'’])(?:(?P<strong>{_STRONG_CUES})|{_WEAK_CUES}),?[ \t]+)"
    # a lookahead, so that a cue inside one cue's run is tried too ("thanks for calling this
    # is ...")
    r"(?=(?P<run>\p{L}[\p{L}\p{M}'’-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’-]*){0,4}))"
)
# Another person listed after an introduced one ("thank you lena and bo is that ...").
_AND = re.compile(r"(?i:[ \t]*,[ \t]*|[ \t]+(?:and|und|et|y|e|en|och|oraz|i|&)[ \t]+)")
# "<name> here" opening a message or a turn ("tf wright here", "Visitor: leonard here").
_HERE = re.compile(
    r"(?im:^[ \t>]*(?:[\p{L} ]{1,20}:[ \t]*)?(?P<run>\p{L}[\p{L}\p{M}'’-]*"
    r"(?:[ \t]+\p{L}[\p{L}\p{M}'’-]*){0,2})[ \t]+here\b)"
)
# A first name closing a line after a comma ("Fijne dag nog, Ad!", "Sure Di, go ahead") or
# standing alone as the last line of a message (a sign-off: "...all sorted now\n\nDi").
_VOCATIVE_END = re.compile(r"(?m:,[ \t]+(?P<name>\p{Lu}[\p{Ll}\p{M}]+)[ \t]*(?:[!?.]+|$))")
_VOCATIVE_START = re.compile(
    r"(?m:^[ \t]*(?:[\p{L} ]{1,20}:[ \t]*)?(?P<lead>\p{L}+)[ \t]+(?P<name>\p{Lu}[\p{Ll}\p{M}]+),)"
)
# A lower-case speaker label of gazetteer names ("> hazel stone: anytime after 5").
_LOWER_SPEAKER = re.compile(r"(?m:^[ \t>]*(?P<run>\p{Ll}+(?:[ \t]+\p{Ll}+){1,2})[ \t]*:[ \t])")
# A title before a surname, in any letter case and any of the cases' languages ("mr
# freeman-petty's", "Herr/Frau Bien", "il signore Cianciolo", "la doctora Ibáñez").
_TITLE = re.compile(
    r"(?i:(?<![\p{L}])(?:mr|mrs|ms|miss|dr|herr|frau|mme|mlle|sr|sra|srta|dhr|mevr|pan|pani"
    r"|signor|signore|signora|sig|doctor|doctora|docteur|doktor|dra|dott|dottore|dottoressa|doutor|doutora"
    r"|prof|professor|professeur|profesor|profesora)\.?(?:/(?:mr|mrs|ms|herr|frau|sr|sra|signora)\.?)?"
    r"[ \t]+)"
    # the surname's lower-case particles come with it ("docteur de Villiers", "Dr d'Almeida")
    r"(?P<whole>(?:(?:de|du|des|van|von|der|den|da|di|del|della|dos|das|le|la|ten|ter)[ \t]+"
    r"|[dl]['’])*(?P<name>\p{L}[\p{L}\p{M}]+(?:-\p{L}[\p{L}\p{M}]+)?))"
)
# An initial and a surname ("ask for G. Wall", "met R. van Wessex").
_INITIAL_SURNAME = re.compile(
    r"(?<![\p{L}\p{N}.])(?P<name>\p{Lu}\.[ \t]+(?:(?:van|de|der|den|von|di|da|du|la|le|del)[ \t]+)"
    r"{0,2}(?P<last>\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{L}[\p{Ll}\p{M}'’]+)*))"
)
# A given name and the initial of the surname ("Ram M.", "Сарангэрэл Ч.", "Pawlu C."), as
# drivers, riders and reviewers are shown; the initial's full stop ends it.
_GIVEN_INITIAL = re.compile(
    r"(?<![\p{L}\p{M}.])(?P<name>(?P<given>\p{Lu}[\p{Ll}\p{M}'’-]+)[ \t](?!I\.)\p{Lu}\.)"
    r"(?![\p{L}\p{M}]|[ \t]?\p{Lu}\.)"
)
# Japanese: a name opening a turn before a copula ("お客様: 佐藤翔子です", "田中と申します").
_JA_COPULA = re.compile(
    r"(?m:(?:^|[:：。、][ \t]*)(?P<name>[\p{Han}々]{2,4})(?=です|と申します|でございます))"
)
_MENTION = re.compile(
    r"(?<![\p{L}\p{N}_.@/\\-])@(?P<name>\p{Lu}[\p{L}\p{M}'’]*(?:-\p{Lu}[\p{L}\p{M}'’]*)?)"
    r"(?:[ \t]+(?P<second>(?:(?:de|du|des|del|della|di|da|do|dos|das|van|von|der|den|ten|ter)"
    r"[ \t]+){0,2}(?:\p{Lu}\p{Ll}{1,2}[ \t]+)?"  # a short particle in capitals: "Ait", "Ben"
    r"(?P<last>\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?)))?"
    r"(?=[ \t]|[,;:!?)]|\.(?:\s|$)|$)"
)
# What follows an annotation in code, not a mention in a chat: a line break and an indented
# declaration, or a keyword of a declaration on the same line.
_CODE_AFTER = re.compile(
    r"[ \t]*(?:\n[ \t]+\S|[ \t]+(?:public|private|protected|static|final|void|class|def|fun"
    r"|func|async|override|val|var)\b)"
)
_LAST_LINE = re.compile(r"\n[ \t]*\n[ \t]*(?P<name>\p{Lu}[\p{Ll}\p{M}]+)[ \t]*$")
_WORD = re.compile(r"\p{L}[\p{L}\p{M}'’-]*")
_BRACKETED = re.compile(
    r"^[ \t]*[\p{L}][\p{L} ]{0,20}[ \t]*[(（](?P<name>[\p{Han}々]{1,4}"
    r"|\p{Lu}[\p{Ll}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{Ll}\p{M}'’-]+)?)[)）][ \t]*[:：]",
    re.M,
)
_SIGNATURE = re.compile(
    r"(?:^|\n)--[ \t]?\n[ \t]*(?P<name>\p{Lu}{2,3}|\p{Lu}[\p{Ll}\p{M}'’-]+"
    r"(?:[ \t]+(?:\p{Lu}\.?|\p{Lu}[\p{Ll}\p{M}'’-]+)){0,2})[ \t]*(?=[|,\n]|$)"
)
_JA_SPACED = re.compile(
    r"(?<![\p{Han}々])(?P<name>[\p{Han}々]{1,3}[ 　][\p{Han}\p{Hiragana}々]"
    r"[\p{Han}\p{Hiragana}々]{0,3}?)(?=です|と申します|様|さま|さん|先生|くん|ちゃん)"
)


def find_introductions(text: str, common) -> list[tuple[int, int]]:
    """(start, end) of the name run after each self-introduction cue; ``common(word)`` says
    whether a word is a common word of the cases' languages."""
    out = []
    for m in _INTRO.finditer(text):
        strong = bool(m.group("strong"))
        span = _name_run(text, m.start("run"), m.group("run"), common, strong, this=m.group("this"))
        if span is not None:
            out.append(span)
            if strong or m.group("this"):
                out += _listed(text, span[1], common)
    for m in _LOWER_SPEAKER.finditer(text):
        span = _name_run(text, m.start("run"), m.group("run"), lambda w: False, True, whole=True)
        if span is not None:
            out.append(span)
    for m in _TITLE.finditer(text):
        name = m.group("name")
        if any(is_gazetteer_name(p) for p in name.split("-")) or not common(name):
            if name.casefold() not in lx.name_stop_words():
                out.append(m.span("whole"))
    for m in _INITIAL_SURNAME.finditer(text):
        last = m.group("last")
        if is_place(last):
            continue
        # a surname no list holds ("for M. Rusu") when no common word and the initial follows
        # no word it could letter ("Appendix C. Terraform", "Plan B. Next")
        if is_gazetteer_name(last) or not common(last) and _initial_opens(text, m.start("name")):
            out.append(m.span("name"))
    for m in _GIVEN_INITIAL.finditer(text):
        given = m.group("given")
        if given.casefold() in lx.stop_words() or is_place(given):
            continue
        if (
            is_first_name(given)
            and lx.zipf(given.casefold()) < _NICKNAME_WORD_ZIPF
            or not common(given)
        ):
            out.append(m.span("name"))
    for m in _NICKNAME.finditer(text):
        name = m.group("name")
        if name.casefold() in lx.stop_words():
            continue
        if is_first_name(name) or lx.zipf(name.casefold()) < _NICKNAME_WORD_ZIPF:
            out.append(m.span("name"))
    for m in _HERE.finditer(text):
        span = _name_run(text, m.start("run"), m.group("run"), lambda w: False, True, whole=True)
        if span is not None:
            out.append(span)
    return out


def _initial_opens(text: str, pos: int) -> bool:
    """What stands before the initial at ``pos`` is a line start, punctuation or a stop word
    ("for M. Rusu", "Driver: K. Keawe"), not a word the letter may be the label of."""
    before = re.search(r"(?:^|[\p{L}\p{M}'’]+)[ \t]*$", text[max(0, pos - 40) : pos])
    word = before.group().strip() if before is not None else ""
    return not word or word.casefold() in lx.stop_words()


def _clause_ends(text: str, pos: int) -> bool:
    """Nothing of a name can follow ``pos``: a line end, punctuation, or a stop word of the
    cases' languages opening the next clause ("this is grace how can i help")."""
    after = text[pos : pos + 40]
    if re.match(r"[ \t]*(?:$|[\n,.!?;:])", after):
        return True
    nxt = _WORD.match(after.lstrip(" \t"))
    if nxt is None:
        return False
    word = nxt.group().casefold()
    return word not in lx.PARTICLES and word in lx.name_stop_words()


def _listed(text: str, end: int, common) -> list[tuple[int, int]]:
    """First names listed after an introduced name, each ending its clause."""
    out = []
    for _ in range(3):
        m = _AND.match(text, end)
        w = _WORD.match(text, m.end()) if m else None
        if w is None or not is_first_name(w.group()) or not _clause_ends(text, w.end()):
            break
        if w.group().casefold() in lx.name_stop_words():
            break
        out.append(w.span())
        end = w.end()
    return out


def _name_run(text, base, run, common, strong, whole=False, this=None) -> tuple[int, int] | None:
    """The name at the start of ``run``: a gazetteer first name (or initials before a surname),
    then particles and gazetteer names. ``whole``: the run must be all name; ``this``: the cue
    was "this is", after which a first name that is also a word ends its clause."""
    words = list(_WORD.finditer(run))
    if not words:
        return None
    first = words[0].group()
    initials = len(first) <= 2 and first.islower() and len(words) > 1
    if not (is_first_name(first) or initials) or first.casefold() in lx.name_stop_words():
        return None
    last = 0
    for i, w in enumerate(words[1:], 1):
        word = w.group()
        if word.casefold() in lx.PARTICLES:
            continue
        if is_gazetteer_name(word) and word.casefold() not in lx.name_stop_words():
            last = i
            continue
        break
    if whole and last != len(words) - 1:
        return None
    if last == 0 and (initials or common(first)):
        # "it's will", "i'm rose": a name only with a surname after it, or after a strong cue
        # with punctuation right after
        # ("sono pier, devo..."); or, spoken, before the next clause ("this is grace how can
        # i help", "je m'appelle isaac" ending the line)
        end = base + words[0].end()
        punct = strong and text[end : end + 1] in (",", ".", "!", "?")
        if not (punct or (not initials and (strong or this) and _clause_ends(text, end))):
            return None
    return base + words[0].start(), base + words[last].end()


def find_vocatives(text: str, common) -> list[tuple[int, int]]:
    """(start, end) of a gazetteer first name closing a line after a comma, opening a line
    after one word and before a comma ("Sure Di, go ahead"), or alone on the last line."""
    out = []
    for rx in (_VOCATIVE_END, _VOCATIVE_START, _LAST_LINE):
        for m in rx.finditer(text):
            name = m.group("name")
            if rx is _VOCATIVE_START and m.group("lead").casefold() not in lx.INTERJECTIONS:
                continue  # "Sure Di, go ahead", not "In Paris, ..."
            if is_place(name):
                continue
            # short names the gazetteer lacks ("Di", "Éa") count when no common word
            if name.casefold() not in lx.name_stop_words() and (
                is_first_name(name) or not (common(name) or is_place(name))
            ):
                out.append(m.span("name"))
    return out


def find_mentions(text: str, common) -> list[tuple[int, int]]:
    """(start, end) of the name in each chat mention ("@Steven", "@Ana Lima"), the "@" left
    out; a second capitalised word joins when the gazetteers know it as a name or it is no
    common word, and a first name that is also a word is one before such a surname."""
    out = []
    for m in _MENTION.finditer(text):
        name = m.group("name")
        if _CODE_AFTER.match(text, m.end()):
            continue  # "@Autowired\n    private", "@Test public void"
        if name.casefold() in lx.name_stop_words() or is_place(name):
            continue
        second = m.group("last")
        # a surname joins when its last word is a name, or no common word ("@Loïc Guivarc'h",
        # "@Willemijn van Dijk", "@Amar Ait Ali")
        surname = bool(second) and (
            is_first_name(second) or is_gazetteer_name(second) or not common(second)
        )
        if common(name) and not (is_first_name(name) or is_gazetteer_name(name)):
            if not (surname and not common(second)):
                continue  # "@Override", "@Deprecated"; not "@Gentian Berisha"
        end = m.end("second") if surname else m.end("name")
        out.append((m.start("name"), end))
    return out


def find_layout_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of names in bracketed speaker labels, signature lines and spaced Japanese
    names before an honorific or copula."""
    found = [m.span("name") for m in _BRACKETED.finditer(text)]
    found += [m.span("name") for m in _SIGNATURE.finditer(text)]
    found += [m.span("name") for m in _JA_SPACED.finditer(text)]
    found += [m.span("name") for m in _JA_COPULA.finditer(text)]
    return found


# Above every other person recognizer's score, so that presidio's de-duplication keeps the span
# (and the evidence it carries) where a slot or the NER finds the same words: for lower-case
# names (a transcript's "henry walsh", which the tagger finds too), speaker labels and
# initials. A capitalised name keeps the lower score, so that a longer run another recognizer
# finds ("Mr. Fábio Barros" around the title's "Fábio") wins over it.
SCORE = 0.95
CAPITALISED_SCORE = 0.85


class IntroductionRecognizer(EntityRecognizer):
    """Self-introductions, bracketed speakers, signatures, spaced Japanese names (see the
    module docstring)."""

    def __init__(self, common_words: frozenset[str]) -> None:
        super().__init__(supported_entities=["PERSON"], name="IntroductionRecognizer", version="1")
        self.common_words = common_words

    def load(self) -> None:
        pass

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None):
        if "PERSON" not in entities:
            return []
        common = lambda w: lx.is_common(w, self.common_words)  # noqa: E731
        spans = find_introductions(text, common)
        spans += find_layout_names(text)
        spans += find_vocatives(text, common)
        spans += find_lower_case_capitals(text, common)
        # a mention's handle is exact: it must win over the NER's longer guess around it
        # ("@Diego el cliente escribió" as one person)
        exact = find_speakers(text, common) + find_handler_initials(text)
        exact += find_signed_initials(text) + find_booking_names(text)
        exact += find_labelled_capitals(text) + find_underscored_names(text)
        exact += find_mentions(text, common) + find_handles(text) + gazetteer_handles(text)
        exact += short_handles(text) + find_caption_speakers(text)  # "nicole_f23", "tfitzgerald"
        exact += year_tailed(text)  # "katarina88"
        return [
            RecognizerResult("PERSON", s, e, SCORE if text[s:e].islower() else CAPITALISED_SCORE)
            for s, e in spans
        ] + [RecognizerResult("PERSON", s, e, SCORE) for s, e in exact]
