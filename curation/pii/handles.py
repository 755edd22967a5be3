"""Usernames built from people's names: "user=daniel.washington" in an audit log, "agent=mdavis",
"@gerald.robinson" in a chat, "[11:29] gerald.robinson:" as a speaker.

A handle is one token of letters, digits and ``._-`` in a place where systems write who did
something: the value of a key that names an account (user, username, login, agent, assignee,
owner, author, actor, created_by...), a chat mention, or a chat speaker label. It is a person
when its letters read as a name: a piece (split at ``._-`` and digits) of three letters or more
is a gazetteer first name or surname, or one letter then a gazetteer surname ("mdavis",
"jsmith"), or a first name then one letter ("mariat"). Role accounts ("admin", "system", "svc-backup", "root") hold no name and stay.
A login that signs a mail (the line after "-- ") or opens a code-review comment ("jsmith on
app/views.py line 12:") counts when it is made of names or glued from one ("pmarkovski", an
initial and a surname; "emilyi", a first name and an initial), and so does "@pmarkovski".
A chat speaker after a time stamp ("[14:31] silje: ...", "[09:52] rowena.macaraeg: ...") counts
when the handle opens on a gazetteer first name (a surname alone, "jenkins:", is as often a
bot), and so do mentions of the same handle in that chat.
In an actor's place ("approved by", "second check by", "reply to", "cc", "paging", a time stamp
then a verb) or a bracketed author tag closing a note ("... from the profile. (baez.cel)"), a
login counts when it is made of a name piece: a gazetteer name, or a piece rare in English and
no common word elsewhere ("walsh.tom", "tanvir85"); a file name ("config.yaml") does not.

Plain Python over a text: ``find_handles(text)`` gives (start, end) spans.
"""

from __future__ import annotations

import mimetypes

import regex as re
from pygments.lexers import find_lexer_class_for_filename

from curation.pii import lexicon as lx
from curation.pii.glued import surname_start
from curation.pii.names import GENERIC_LOCAL
from curation.pii.people_words import is_first_name, is_gazetteer_name

# Keys whose value is an account: English log and API vocabulary, with the common separators
# (user_name, created-by, assignedTo, uploaded_by, staff=).
_ACCOUNT_KEYS = (
    r"user(?:[_-]?(?:name|id))?|login|logon|account[_-]?name|uname|agent|assignee|assigned[_-]?to"
    r"|owner|author|actor|operator|requester|requestor|reporter|approver|reviewer|sender"
    r"|recipient|handle|nick(?:name)?|principal|staff|clerk|employee|technician"
    # the people a chat, a workspace or a booking is logged for ("customer=mjansen")
    r"|admin|customer|client|member|host|guest|buyer|seller|tenant"
    # any participle and "by" ("uploaded_by", "checked-by", "createdBy")
    r"|\p{L}+ed[_-]?by"
)
# Lower case: a capitalised value ("assignee: Antoinette d'Orléac") is a name written out, for
# the field and name recognizers, and may go on past a space.
_HANDLE = r"\p{Ll}[\p{Ll}\d]*(?:[._-][\p{Ll}\d]+)*"
_KEYED = re.compile(
    rf"(?<![\p{{L}}\d_.-])(?i:{_ACCOUNT_KEYS})[\"']?[ \t]*(?:=|:)[ \t]*[\"']?(?P<h>{_HANDLE})"
    r"(?![\p{L}\d@])"
)
# "@gerald.robinson": a mention with a separator inside (plain "@Steven" is introductions.py's)
_MENTION = re.compile(
    r"(?<![\p{L}\d._%+-])@(?P<h>\p{Ll}[\p{Ll}\d]*(?:[._-][\p{Ll}\d]+)+)(?![\p{L}\d@]|\.\p{L})"
)
# "[11:29] gerald.robinson:" / "gerald.robinson: text": a speaker written as a handle
_SPEAKER = re.compile(
    r"^[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?(?P<h>\p{Ll}[\p{Ll}\d]*(?:[._-][\p{Ll}\d]+)+)"
    r"[ \t]*:[ \t]",
    re.MULTILINE,
)
# "[10:25] silje: ...": a chat line's time stamp, then a speaker who types one lower-case word.
# The stamp is what makes it a chat line ("note: ..." in prose has none).
_STAMPED_SPEAKER = re.compile(
    r"^[ \t]*\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]*"
    r"(?P<h>\p{Ll}[\p{Ll}\p{M}]+(?:[._-]\p{Ll}[\p{Ll}\p{M}]+)?)[ \t]*:[ \t]",
    re.MULTILINE,
)
# A chat export's message header: who wrote, a role tag maybe, a dash and when ("sina75 —
# Today at 18:40", "tupe_l38 [MOD] — Today at 19:04", "Ana Lopes — 12/03/2026 09:14"), the
# layout of Discord's and similar exports in any UI language; the em or en dash and a clock
# time closing the line are the evidence.
# Slack's export writes the author, two spaces and the time ("ebbafors  10:12").
_CHAT_HEADER = re.compile(
    r"^[ \t]*(?P<h>[\p{L}\p{M}\d._-]{2,32}(?:[ \t][\p{L}\p{M}\d._-]{2,32}){0,2})"
    r"(?:[ \t]+\[[^\]\n]{1,12}\])?(?:[ \t]+[—–][ \t]+[^\n]{0,24}?|[ \t]{2,}|\t)\d{1,2}:\d{2}"
    r"(?:[ \t]?[AaPp]\.?[Mm]\.?)?[ \t]*$",
    re.MULTILINE,
)
# A note's or a comment's author in brackets before its colon ("Internal note (emilyfenw):",
# "Comment (j.okafor):"): one lower-case login
_NOTE_AUTHOR = re.compile(
    r"(?<=\p{L}[ \t]*)\((?P<h>\p{Ll}[\p{Ll}\d]*(?:[._-][\p{Ll}\d]+)*)\)[ \t]*:"
)
# An account named after the word "user" with a space, as session headers write it ("session
# s40127f · user angus_c45 · ip ..."): handle-shaped (a digit, an underscore or a dot in it)
_USER_SPACED = re.compile(
    r"(?<![\p{L}\d_.-])(?i:user|login|username)[ \t]+(?P<h>\p{Ll}[\p{Ll}\d]*(?:[._-][\p{Ll}\d]+)*)"
    r"(?<=[\d_.][\p{Ll}\d]*)(?![\p{L}\d@])"
)
# Where a login stands for its author with no key: alone on the line after a mail signature's
# "-- " separator, or opening a code-review comment ("jmuiruri on forms/claim.py line 88:").
_SIGNED = re.compile(
    rf"(?:^|\n)--[ \t]?\n[ \t]*(?P<h>{_HANDLE})[ \t]*(?=\n|$)"
    rf"|^[ \t]*(?P<r>{_HANDLE})[ \t]+(?:on|commented[ \t]+on)[ \t]+[\w./-]+\.\w+"
    r"[ \t]+line[ \t]+\d+:",
    re.MULTILINE,
)
# "@pmarkovski": a mention of one token, a person when it is an initial and a surname or a
# first name and an initial (a mention with a separator is ``_MENTION``'s)
_BARE_MENTION = re.compile(r"(?<![\p{L}\d._%+-])@(?P<h>\p{Ll}{4,24})\d{0,4}(?![\p{L}\d@(._-])")
# Zipf frequency from which a one-token login reads as a word ("marks", "mentions").
_LOGIN_WORD_ZIPF = 2.5
# Zipf frequency from which a piece of a login with separators reads as a word ("max_age").
_PIECE_WORD_ZIPF = 4.0
_ANY_MENTION = re.compile(r"(?<![\p{L}\d._%+-])@(?P<h>\p{Ll}[\p{Ll}\p{M}\d._-]*\p{Ll})")
_PIECE = re.compile(r"\p{L}+")
_MIN_PIECE = 3


def is_name_handle(handle: str) -> bool:
    """Whether ``handle``'s letters read as a person's name: a piece of ``_MIN_PIECE`` letters
    or more that is a gazetteer first name or surname (no stop word), or one letter then a
    gazetteer surname ("mdavis"), or a first name then one letter ("mariat")."""
    pieces = _PIECE.findall(handle)
    for piece in pieces:
        low = piece.casefold()
        if len(piece) < _MIN_PIECE or low in lx.stop_words() or low in ROLE_WORDS:
            continue
        if is_first_name(piece) or is_gazetteer_name(piece):
            return True
    if len(pieces) == 1 and len(pieces[0]) > _MIN_PIECE + 1:
        # an initial and a surname ("mdavis") or a first name and an initial ("mariat")
        head, tail = pieces[0][:-1], pieces[0][1:]
        if lx.fold(tail) in lx.gazetteer_surnames() and tail.casefold() not in ROLE_WORDS:
            return True
        if is_first_name(head) and head.casefold() not in ROLE_WORDS:
            return True
        # a first name and the start of the surname ("joeybau", "azmanosm"), or a surname and
        # the start of the given name ("horvathfe"), when the whole is no word
        return _name_and_start(pieces[0])
    return False


# Letters of the other name part a login may keep after a whole first name or surname.
_NAME_START = 3


def _name_and_start(word: str) -> bool:
    """``word`` is a gazetteer first name of four letters or more with one to three letters
    glued on ("joeybau"), or a surname of six letters or more with one or two ("horvathfe"),
    and no word of English or of wordfreq's Latin-script languages."""
    low = word.casefold()
    if low in ROLE_WORDS or not _no_word(low):
        return False
    for n in range(1, _NAME_START + 1):
        head = low[:-n]
        if len(head) >= _MIN_PIECE + 1 and is_first_name(head) and head not in ROLE_WORDS:
            return lx.zipf(head) < _PIECE_WORD_ZIPF
    return _surname_glued(low)


# Words of role and service accounts: the role local parts the e-mail surrogates keep
# (``names.GENERIC_LOCAL``) and the system accounts of logs, some of which gazetteers hold as names.
ROLE_WORDS = GENERIC_LOCAL | frozenset(
    "administrator root system sys svc bot backup desk ops guest anonymous nobody cron deploy "
    "build release api web app auto monitor alert audit".split()
)


def _all_names(handle: str) -> bool:
    """Every piece of two letters or more is a gazetteer name and one is a first name
    ("gerald.robinson"), none a role word."""
    pieces = [p for p in _PIECE.findall(handle) if len(p) >= 2]
    return (
        bool(pieces)
        and all(is_gazetteer_name(p) and p.casefold() not in ROLE_WORDS for p in pieces)
        and any(is_first_name(p) for p in pieces)
    )


# Where prose names who did something by login: after a participle and "by" ("approved by
# dasma", "escalated by horvathfe"), "signed in as" / "logged in as", "cc", "paging", and
# after a time stamp opening a log line before a verb ("14:03 dasma acknowledged"), and after
# "from" closing a message's kind ("In-app message · from nirina_ran", "DM from walsh.tom").
_ACTOR = re.compile(
    r"(?:(?<![\p{L}])(?:\p{L}+ed[ \t]+by:?|(?i:comment|note|reply|edit|post|update|review|check"
    r"|approval|sign-?off)s?[ \t]+by:?|(?i:response|reply|replying|responding)[ \t]+to"
    r"|(?:signed|logged)[ \t]+in[ \t]+as|cc:?|paging|paged"
    r"|(?i:message|dm|sms|e-?mail|mail|text|chat|reply|call)s?[ \t]*(?:[·|•:–—][ \t]*)?from:?)"
    r"[ \t]+|(?m:^[ \t]*\d{1,2}:\d{2}(?:[ \t]*UTC)?[ \t]+))"
    r"(?P<h>\p{Ll}[\p{Ll}\d]*(?:[._-][\p{Ll}\d]+)*)(?![\p{L}\d@]|\.[\p{L}\d])"
    r"(?P<verb>[ \t]+\p{Ll}+(?:ed|s)\b)?"
)
# A login in brackets closing a line, the author a note or a log entry is tagged with
# ("Old address removed from the profile. (baez.cel)").
_AUTHOR_TAG = re.compile(
    r"(?<=[.!?…][ \t]{0,3})\((?P<h>\p{Ll}[\p{Ll}\d]*(?:[._-][\p{Ll}\d]+)*)\)[ \t]*$", re.M
)
# A login in brackets right after a name written out, the way a form or a note pairs a person
# with their account ("Packed by: Giuseppe (gmancini)", "checked by P. Papadopoulos
# (ppapadopoulos)."): a capitalised word, maybe after an initial, or an account's id
# ("acct_12941164 (blessings.chirwa)"), then the bracketed login.
_NAMED_LOGIN = re.compile(
    r"(?:(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}'’-]+|(?<![\p{L}\d_])\p{Ll}{2,8}_\d{4,})[ \t]+"
    r"\((?P<h>\p{Ll}[\p{Ll}\d]*(?:[._-][\p{Ll}\d]+)*)\)(?![\p{L}\d])"
)
# Zipf (English, and the best of wordfreq's Latin-script lists) under which a token is no word.
_NO_WORD_ZIPF = 1.5
# A profile on a social or code-hosting site, its account the one path segment
# ("github.com/rbhattarai", "linkedin.com/in/ana-lopes-12"): a person's handle in a CV, a
# signature or a form. A second segment ("github.com/ibm/repo") makes it a project's page.
_PROFILE = re.compile(
    r"(?<![\p{L}\d.-])(?:https?://)?(?:www\.)?(?:github\.com|gitlab\.com|linkedin\.com/in"
    r"|twitter\.com|x\.com|instagram\.com|facebook\.com|t\.me|medium\.com/@|tiktok\.com/@)"
    r"/?(?P<h>[\p{L}\d][\p{L}\d._-]{1,38}[\p{L}\d]|[\p{L}\d]{2})(?![\p{L}\d_/-]|\.[\p{L}\d])"
)
# An English word at least this frequent is no person's account ("github.com/features").
_PROFILE_WORD_ZIPF = 3.0


def profile_handles(text: str) -> list[tuple[int, int]]:
    """(start, end) of the account in each profile address (``_PROFILE``), its letters only
    (the digits of "nolanc59" stay, as in every handle): not a role or a common English word
    ("github.com/features", "x.com/home")."""
    out = []
    for m in _PROFILE.finditer(text):
        handle = m.group("h")
        letters = handle.rstrip("0123456789").rstrip("._-")
        pieces = [p.casefold() for p in _PIECE.findall(letters)]
        if not pieces or any(p in ROLE_WORDS for p in pieces):
            continue
        if len(pieces) == 1 and lx.zipf(pieces[0]) >= _PROFILE_WORD_ZIPF:
            continue
        out.append((m.start("h"), m.start("h") + len(letters)))
    return out


def actor_logins(text: str) -> list[tuple[int, int]]:
    """(start, end) of each login in an actor's place (``_ACTOR``) or author's tag
    (``_AUTHOR_TAG``) that reads as a person's (``_actor_login``). After a time stamp a verb
    must follow ("14:03 dasma acknowledged")."""
    out = []
    for m in (*_ACTOR.finditer(text), *_AUTHOR_TAG.finditer(text), *_NAMED_LOGIN.finditer(text)):
        handle = m.group("h")
        if m.re is _ACTOR and not m.group(0)[:1].isalpha() and not m.group("verb"):
            continue  # a time stamp, then no verb: a log line, not an actor
        # beside the name or the account it belongs to, a login with a name in it is one
        if _actor_login(handle) or (m.re is _NAMED_LOGIN and is_name_handle(handle)):
            letters = handle.rstrip("0123456789")
            out.append((m.start("h"), m.start("h") + len(letters)))
    return out


# English Zipf under which a gazetteer name in a login of an actor's place reads as the name
# ("sam" 4.6, "sean" 4.3), not the word ("mark" 5.5, "will" 6.3).
_ACTOR_NAME_ZIPF = 5.0
# English Zipf under which a login's piece is no word, and the best of wordfreq's Latin-script
# lists under which it is no common word of another language either: a name is frequent in its
# own language's text ("othman" 4.0 in Malay), a word more so ("fecha" 5.4 in Spanish).
_ACTOR_RARE_ZIPF = 3.0
_ACTOR_OTHER_ZIPF = 4.5


def _actor_login(handle: str) -> bool:
    """A login in an actor's place is a person's when it is made of a name, and no piece of
    four letters or more is a role, stop or common word:
    - pieces joined by ``._-`` ("walsh.tom", "sean_o"): one is a gazetteer name or rare
      (``_actor_piece``), pieces of three letters or less are initials or abbreviations, no
      longer piece is a word of English (``_ACTOR_RARE_ZIPF``: "hubspot-sync") unless it is
      a name, and the last is no file extension ("config.py");
    - a word then digits ("lucy98", "tanvir85"): the word is such a piece;
    - one word: a name handle (``is_name_handle``: "csorensen") or a name with a short tail
      (``_name_tailed``), and no word."""
    letters = handle.rstrip("0123456789")
    pieces = [p.casefold() for p in _PIECE.findall(letters)]
    if not pieces or any(p in ROLE_WORDS for p in pieces):
        return False
    long = [p for p in pieces if len(p) > 3]
    # a word beside the name makes it a service's account ("hubspot-sync", "etl-runner")
    if any(
        p in lx.stop_words() or lx.zipf(p) >= _ACTOR_RARE_ZIPF and not _actor_piece(p) for p in long
    ):
        return False
    if len(pieces) > 1:
        if _file_name(pieces):
            return False
        return any(len(p) >= _MIN_PIECE and _actor_piece(p) for p in pieces)
    if letters != handle:
        return len(letters) >= _MIN_PIECE and _actor_piece(letters)
    if not _no_word(letters):
        return False
    return is_name_handle(letters) or _name_tailed(letters)


def _actor_piece(piece: str) -> bool:
    """A piece of a login that reads as a name: a gazetteer first name or surname no more
    common than ``_ACTOR_NAME_ZIPF`` ("sam", "walsh"), or rare in English and no common word of
    wordfreq's other Latin-script lists ("tanvir", "regassa", "othman")."""
    if is_gazetteer_name(piece) or is_first_name(piece):
        return lx.zipf(piece) < _ACTOR_NAME_ZIPF
    return lx.zipf(piece) < _ACTOR_RARE_ZIPF and lx.best_zipf(piece) < _ACTOR_OTHER_ZIPF


# English Zipf under which the head of such a login is no word ("config" 3.1, "raman" 1.9).
_TAILED_ZIPF = 2.5
# A login of a name and a short tail with a separator ("jiwoo.o", "raman.k", "carme.b").
_TAILED = re.compile(r"\p{Ll}{3,}[._]\p{Ll}{1,3}")


def _name_tailed(handle: str) -> bool:
    """In an actor's place, a login of a word that is no common English word (a name no
    gazetteer holds: "jiwoo") and a tail of one to three letters, an initial or abbreviation."""
    if not _TAILED.fullmatch(handle):
        return False
    head, tail = (p.casefold() for p in _PIECE.findall(handle))
    if _file_name([head, tail]):
        return False
    return head not in ROLE_WORDS and head not in lx.stop_words() and lx.zipf(head) < _TAILED_ZIPF


def _file_name(pieces: list[str]) -> bool:
    """Folded pieces of a login are a file's name ("config.yaml", "notes.txt"): the last is an
    extension the system's MIME table or a Pygments lexer knows, and the first no gazetteer
    name ("baez.cel" is Celia Báez, whatever the CEL language is)."""
    ext = pieces[-1]
    if len(ext) < 2 or len(pieces) < 2 or is_gazetteer_name(pieces[0]):
        return False
    return mimetypes.guess_type(f"file.{ext}", strict=False)[0] is not None or (
        find_lexer_class_for_filename(f"file.{ext}") is not None
    )


def _no_word(token: str) -> bool:
    """``token`` is no word of English or of wordfreq's Latin-script languages."""
    return max(lx.zipf(token), lx.best_zipf(token)) < _NO_WORD_ZIPF


def _surname_glued(word: str) -> bool:
    """A gazetteer surname of six letters or more, then one or two letters ("horvathfe")."""
    return surname_start(lx.fold(word)) is not None


def find_handles(text: str) -> list[tuple[int, int]]:
    """(start, end) of each handle in an account place whose letters read as a name."""
    out = []
    for rx in (_KEYED, _MENTION, _SPEAKER):
        for m in rx.finditer(text):
            handle = m.group("h")
            if "@" in text[m.end("h") : m.end("h") + 1]:
                continue  # an e-mail address: the e-mail recognizers own it
            if rx is _KEYED:
                # a key that names an account is an actor's place ("actor=salkhanb47")
                person = is_name_handle(handle) or _actor_login(handle)
            else:
                # a mention or speaker is read whole: "@sys-date" and "@babel.core" are no people
                person = is_name_handle(handle) and _all_names(handle)
            if person:
                out.append(m.span("h"))
    for m in _SIGNED.finditer(text):
        group = "h" if m.group("h") else "r"
        handle = m.group(group)
        if "@" not in text[m.end(group) : m.end(group) + 1] and _signed_person(handle):
            out.append(m.span(group))
    for m in _BARE_MENTION.finditer(text):
        if _glued_login(m.group("h")):
            out.append(m.span("h"))
    for rx in (_CHAT_HEADER, _USER_SPACED, _NOTE_AUTHOR):
        out += [m.span("h") for m in rx.finditer(text) if _account_person(m.group("h"))]
    speakers = {m.group("h"): m.span("h") for m in _STAMPED_SPEAKER.finditer(text)}
    people = {h for h in speakers if _stamped_person(h)}
    people |= {m.group("h") for m in _CHAT_HEADER.finditer(text) if _account_person(m.group("h"))}
    out += [m.span("h") for m in _STAMPED_SPEAKER.finditer(text) if m.group("h") in people]
    # the same handle mentioned elsewhere in the chat is the same person
    letters = people | {h.rstrip("0123456789") for h in people}  # "@sina75" is read "sina"
    out += [m.span("h") for m in _ANY_MENTION.finditer(text) if m.group("h") in letters]
    out += actor_logins(text) + profile_handles(text)
    # a person span holds no digit (``span_clean``): "jsmith42" is replaced as "jsmith", and
    # its digits, no name, stay
    out = [(s, s + len(text[s:e].rstrip("0123456789"))) for s, e in out]
    return sorted({(s, e) for s, e in out if e > s})


def _account_person(handle: str) -> bool:
    """An account a chat header or session names is a person's unless a piece of it is a role
    or stop word ("Ticket Bot", "deploy_bot"). Without a digit or an underscore to mark it as
    a handle, its words must be rare in English or a gazetteer name no frequent English word
    ("Tomás Ferreira"; not "Announcements")."""
    pieces = [p.casefold() for p in _PIECE.findall(handle)]
    # an initial ("a" of "busra_a45") is no stop word
    if not pieces or any(p in ROLE_WORDS or len(p) > 1 and p in lx.stop_words() for p in pieces):
        return False
    if re.search(r"[\d_.]", handle):
        return True  # handle-shaped
    top = max(lx.zipf(p) for p in pieces)
    named = any(is_gazetteer_name(p) for p in _PIECE.findall(handle))
    return top < _LOGIN_WORD_ZIPF or named and top < _PIECE_WORD_ZIPF


def _stamped_person(handle: str) -> bool:
    """A time-stamped chat speaker is a person when the handle opens on a gazetteer first name
    ("silje", "rowena.macaraeg": a surname no gazetteer holds may follow) and no piece is a
    role word ("jenkins", "deploy-bot" stay)."""
    pieces = _PIECE.findall(handle)
    if any(p.casefold() in ROLE_WORDS for p in pieces):
        return False
    return _first_name(pieces[0])


def _first_name(word: str) -> bool:
    """A one-word speaker is a person when the word is a gazetteer first name: a surname alone
    ("jenkins") is as often a bot, and a stop word or a role word is no one."""
    low = word.casefold()
    if low in lx.stop_words() or low in ROLE_WORDS or low in lx.INTERJECTIONS:
        return False
    return is_first_name(word)


def _signed_person(handle: str) -> bool:
    """A login that signs a mail or a review comment is a person when it is made of names
    ("iza-glonti": every piece a gazetteer name, one a first name) or glued from one
    (``_glued_login``)."""
    pieces = _PIECE.findall(handle)
    if any(p.casefold() in ROLE_WORDS or p.casefold() in lx.stop_words() for p in pieces):
        return False
    if len(pieces) > 1:
        # no piece a common English word: "max_age", "parent_link" name code things
        return _all_names(handle) and max(lx.zipf(p) for p in pieces) < _PIECE_WORD_ZIPF
    return bool(pieces) and _glued_login(pieces[0])


def _glued_login(word: str) -> bool:
    """One token glued from a name: an initial and a gazetteer surname ("pmarkovski"), or a
    gazetteer first name and an initial ("nazibrolaa"), of four letters at least besides the
    initial; no English word ("mentions") and no role word."""
    low = word.casefold()
    if len(low) < _MIN_PIECE + 2 or low in ROLE_WORDS or lx.zipf(low) >= _LOGIN_WORD_ZIPF:
        return False
    head, tail = low[:-1], low[1:]
    surname = lx.fold(tail) in lx.gazetteer_surnames() and tail not in ROLE_WORDS
    first = is_first_name(head) and head not in ROLE_WORDS and lx.zipf(head) < _LOGIN_WORD_ZIPF
    return surname or first or _name_and_start(low)
