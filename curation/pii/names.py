"""Surrogate people: name tokens, full names, initials and emails built from names.

A person's name is mapped token by token through one case-wide map (keys folded: "Szász" and
"szasz" are one token), so:

- people sharing a surname share one surrogate surname;
- a first name alone maps to the first name its full name got;
- "J. Moreau" and "j.moreau@example.net" use the initial of the surrogate of the J-name of the
  case's Moreau, and an email's name parts are rebuilt from the same surrogates;
- two near-duplicate tokens (Julien / Juliette, similarity >= 0.7) get near-duplicate surrogates
  at a similar similarity: first a real name from the pool at about the same similarity to the
  neighbour's surrogate (Marcel -> Marceline), else the same suffix edit applied to it
  (Julien -> Juliette as Marcel -> Marcette); unrelated tokens get pool names that are not near
  any other surrogate of the case (``keyed.Namespace`` checks both rules).

Pools hold about 6,700 first names and 7,500 surnames, so a case can hold hundreds of people
before the far rule runs out of room.
"""

from __future__ import annotations

import regex as re

from curation.pii import accents
from curation.pii import lexicon as lx
from curation.pii.formats import apply_case, redraw
from curation.pii.glued import glue, split_login
from curation.pii.keyed import FAR, NEAR, Keyed, Namespace, similarity
from curation.pii.name_pool import by_length, has_neighbours, neighbours, transfer
from curation.pii.nasab import CONNECTORS
from curation.pii.role_locals import ROLE_LOCAL_PARTS
from curation.pii.scripts import in_script, own_script


def fold_token(text: str) -> str:
    """The key of a name token: folded, stroked letters too ("Đurašević" is "Durasevic")."""
    return accents.plain(lx.fold(text))


# A full stop after a word of two letters or more, then a space: a sentence ends there.
_SENTENCE_BREAK = re.compile(r"(?<=[\p{L}\p{M}]{2})\.\s+")
_PART = re.compile(r"[\p{L}\p{M}'’]+\.?|[^\p{L}\p{M}'’]+")
_HONORIFICS = frozenset(h.replace("\\", "").rstrip(".") for h in lx.HONORIFICS)
_PARTICLES = frozenset(lx.PARTICLES) - {"of", "the"} | {"'t", "’t"}  # Dutch "van 't"
# Local parts that name a role, not a person: kept as they are.
GENERIC_LOCAL = ROLE_LOCAL_PARTS
_EMAIL_PIECE = re.compile(r"\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\d+|[^\p{L}\d]+")
# Self-similarity above this makes a surrogate look like its original ("Julian" for "Julien").
_TOO_CLOSE = 0.7
# Letters of the unknown piece of an email run split beside a known name ("heik" + "kreusel").
_MIN_PIECE = 3
# Letters a near-duplicate's surrogate may differ in length from its original.
_LENGTH_SLACK = 2
_INITIALS = re.compile(r"\p{Lu}{2,3}")


def is_initials(value: str) -> bool:
    """Whether a person value is someone's initials ("PW", "TKM"): two or three capitals that
    spell no gazetteer name ("LEE", "KIM" are names written in capitals; two letters always
    read as initials, since a two-letter name stands alone in capitals so seldom)."""
    if _INITIALS.fullmatch(value) is None:
        return False
    folded = fold_token(value)
    gazetteer = folded in lx.gazetteer_first_names() or folded in lx.gazetteer_surnames()
    return len(value) == 2 or not gazetteer


def parse_name(value: str) -> list[tuple[str, str]]:
    """Split a person value into (text, kind): name, initial, particle, title or sep."""
    raw = _PART.findall(value)
    word_count = sum(1 for t in raw if t[0].isalpha() or t[0] in "'’")
    parts = []
    for t in raw:
        if not (t[0].isalpha() or t[0] in "'’"):
            parts.append((t, "sep"))
            continue
        bare = t.rstrip(".")
        low = bare.casefold()
        if len(bare) == 1:
            parts.append((t, "initial"))
        elif low in _HONORIFICS and word_count > 1:
            parts.append((t, "title"))
        elif low in CONNECTORS and word_count > 1 and not bare[0].isupper():
            parts.append((t, "particle"))  # "binti", "بن" of a patronymic chain stay
        elif low in _PARTICLES and (
            (bare.islower() and word_count > 1) or _capital_particle(value, raw, t, word_count)
        ):
            parts.append((t, "particle"))
        else:
            parts.append((bare, "name"))
            if t.endswith("."):
                parts.append((".", "sep"))
    return parts


def _capital_particle(value: str, raw: list[str], t: str, word_count: int) -> bool:
    """A particle in a name written in capitals ("KYAN VAN DER BRINK", "VAN 'T HOUTEVEEN,
    SANNE") stays a particle when a name word follows it and it does not open the name, unless
    the name is in its filing order (a comma): "LE VAN THANH" opens on a family name."""
    words = [w for w in raw if w[0].isalpha() or w[0] in "'’"]
    if not value.isupper() or word_count < 3 or t not in words or t == words[-1]:
        return False
    return words.index(t) > 0 or "," in value


def _surname_at(value: str, names: list[str]) -> int | None:
    """Index in ``names`` of the surname: the last name, or in a reservation's
    "SURNAME/GIVEN" form (``pnr_names``) the last name before the slash."""
    if len(names) < 2:
        return None
    head = value.split("/", 1)[0] if "/" in value and value.isupper() else None
    if head is not None and head.strip() and "/" not in value.split("/", 1)[1]:
        return max(0, len([t for t, k in parse_name(head) if k == "name"]) - 1)
    return len(names) - 1


class NameMapper:
    """Name tokens, people and emails for one case."""

    def __init__(self, keyed: Keyed, avoid: set[str]) -> None:
        self.keyed = keyed
        self.tokens = Namespace("NAME")
        self.emails = Namespace("EMAIL_ADDRESS", constrained=False)
        self.avoid = avoid  # folded original words of the case; shared with the address mapper
        self.roles: dict[str, str] = {}
        self.people: list[tuple[tuple[str, ...], str]] = []
        self.person_forms: dict[str, str] = {}  # token as written in a PERSON value -> folded
        self._pending: set[str] = set()
        # folded token -> its case-folded spellings in the case ("söderström", "soderstrom")
        self.spellings: dict[str, set[str]] = {}
        self._marked: dict[str, set[int]] = {}
        self._scripted: dict[str, set[str]] = {}  # script -> surrogates as written in it

    # learning ---------------------------------------------------------------------------
    def learn_person(self, value: str) -> None:
        """Record a PERSON value's tokens and roles; surrogates come in ``assign_pending``."""
        if is_initials(value):
            # initials hold no name token to map ("-- PW"), but are found again elsewhere
            self.person_forms[value] = fold_token(value)
            return
        glued = split_login(value, self._known())
        if glued is not None:
            # "pkarlsson": its name pieces are learned, the login itself is no name token
            for piece, role in glued:
                if role != "initial":
                    self._learn_token(piece, fold_token(piece), role)
            return
        sentences = _SENTENCE_BREAK.split(value)
        if len(sentences) > 1:
            # "Krystyna. Krzysztof" (a detection across two sentences) is two people: the
            # second first name is no surname
            for sentence in sentences:
                self.learn_person(sentence)
            return
        names = [t for t, kind in parse_name(value) if kind == "name"]
        folded = [fold_token(t) for t in names]
        at = _surname_at(value, names)
        for i, (t, f) in enumerate(zip(names, folded, strict=True)):
            self._learn_token(t, f, "surname" if i == at else "given")
        for word in value.split():
            word = word.strip(".,;:")
            if "-" in word.strip("-") and re.search(r"\p{L}", word):
                self.person_forms[word] = fold_token(word)  # "Vasquez-Lund" as one word too
        if at is not None:
            person = (tuple(folded[:at] + folded[at + 1 :]), folded[at])
            if person not in self.people:
                self.people.append(person)

    def _learn_token(self, text: str, folded: str, role: str) -> None:
        if role == "surname" or folded not in self.roles:
            self.roles[folded] = role
        self.person_forms[text] = folded
        self.spellings.setdefault(folded, set()).add(text.casefold())
        self.avoid.add(folded)
        if self.get(folded) is None:
            self._pending.add(folded)

    def assign_pending(self) -> None:
        """Assign every learned token in sorted order, so batch results ignore input order."""
        for f in sorted(self._pending):
            self._token_surrogate(f, self.roles.get(f, "given"))
        self._pending.clear()

    # surrogates -------------------------------------------------------------------------
    def person(self, value: str) -> str:
        if is_initials(value):
            return self.initials(value)
        glued = split_login(value, self._known())
        if glued is not None:  # "pkarlsson" -> "tbergmann": a login glued from surrogates
            return glue(glued, self.initial, self.token)
        parts = parse_name(value)
        names = [t for t, kind in parts if kind == "name"]
        at = _surname_at(value, names)
        out = []
        for i, (text, kind) in enumerate(parts):
            if kind == "name":
                role = "surname" if at is not None and text == names[at] else "given"
                out.append(self.token(text, role))
            elif kind == "initial":
                later = [t for t, k in parts[i + 1 :] if k == "name"]
                # "K. Kalamara": the name after the initial is the family the initial is of
                family = fold_token(later[-1]) if later else None
                out.append(self.initial(text, family))
            elif kind == "particle" and self.get(fold_token(text)) is not None:
                # "denise le gall" where the case wrote "Denise Le Gall": "Le" was a name
                # token there, so "le" takes its surrogate and both stay one person
                out.append(self.token(text))
            else:
                out.append(text)
        return "".join(out)

    def token(self, text: str, role: str = "given") -> str:
        folded = fold_token(text)
        surrogate = self.get(folded) or self._token_surrogate(folded, self.roles.get(folded, role))
        return apply_case(text, self._spelled(text, folded, surrogate))

    def _spelled(self, text: str, folded: str, surrogate: str) -> str:
        """``surrogate`` with the marks of ``text`` where the case also spells the token
        otherwise ("Söderström" beside "Soderstrom", "Katarzyną" beside "Katarzyna"): one token,
        two values, so two surrogates that differ as the originals do. A token spelled one way
        only keeps the plain surrogate: marks would only move it from its near neighbours.
        The first answer for a spelling is kept, so a later batch does not change it."""
        spelling = text.casefold()
        if spelling not in self._marked:
            others = self.spellings.get(folded, set()) - {spelling}
            # only the marks some other spelling lacks: "Jabłońską" beside "Jabłońska" differ
            # in the ending alone, so only the ending is marked and both stay near their kin
            self._marked[spelling] = {
                i
                for i, _ in accents.marks(spelling)
                if any(len(o) <= i or o[i] != spelling[i] for o in others)
            }
        marked = self._marked[spelling]
        return accents.carry(text, surrogate, marked) if marked else surrogate

    def initial(self, text: str, surname: str | None) -> str:
        """The initial of the surrogate of the case's matching given name, else a keyed letter."""
        letter = fold_token(text[0])
        for given, family in self.people:
            if surname is not None and family != surname:
                continue
            for g in given:
                if g.startswith(letter) and self.get(g):
                    return apply_case(text[0], self.get(g)[0]) + text[1:]
        rng = self.keyed.rng("initial", letter)
        choice = rng.choice([c for c in "ABCDEFGHIJKLMNOPRSTVW" if c.casefold() != letter])
        return apply_case(text[0], choice) + text[1:]

    def initials(self, value: str) -> str:
        """Initials stay initials: those of the surrogate of the case's person whose given name
        and surname start with the same letters ("PW" for Priya Walsh), else keyed letters."""
        first, last = fold_token(value[0]), fold_token(value[-1])
        for given, family in self.people:
            if given and given[0].startswith(first) and family.startswith(last):
                names = [self.get(g) for g in given[: len(value) - 1]] + [self.get(family)]
                if all(names) and len(names) == len(value):
                    out = "".join(n[0] for n in names).upper()
                    if out != value:
                        return out
        return "".join(self.initial(letter, None) for letter in value)

    def alias(self, folded: str, surrogate: str, role: str = "given") -> None:
        """Make the folded token ``folded`` (a romanised spelling, a glued login) stand for
        ``surrogate`` as the spelling of a name the case already has: it shares that surrogate,
        so it takes no candidate of its own and no near-duplicate rule (``Namespace.alias``)."""
        self.tokens.alias(display_token(folded), surrogate)
        self.roles.setdefault(folded, role)

    def get(self, folded: str) -> str | None:
        """The surrogate (Title case) of a folded name token, if assigned."""
        return self.tokens.get(display_token(folded))

    def _token_surrogate(self, folded: str, role: str) -> str:
        # Keys and candidates are compared in Title case, the form names mostly appear in, so
        # the similarity rules hold for the text the eval (and a reader) sees.
        pool = lx.first_name_pool() if role == "given" else lx.surname_pool()
        # a token of an alphabet its surrogate is written in ("נועה") is shown transliterated,
        # and transliteration may merge two surrogates ("Luna", "Lona": both "לונא"): a
        # candidate whose spelling there is taken is no surrogate for it
        script = own_script(folded)
        spelled = self._scripted.setdefault(script, set()) if script else set()
        surrogate = self.tokens.assign(
            display_token(folded),
            self._candidates(folded, pool),
            avoid=lambda c: (
                fold_token(c) in self.avoid
                or similarity(fold_token(c), folded) >= _TOO_CLOSE
                or script is not None
                and in_script(display_token(fold_token(c)), script) in spelled
            ),
            compare=lambda c: display_token(fold_token(c)),
        )
        if script is not None:
            spelled.add(in_script(surrogate, script))
        return surrogate

    def _candidates(self, folded: str, pool: tuple[str, ...]):
        """Near-duplicate derivations first (if a near neighbour is assigned), then random pool
        names of about the original's length (so a name and its full form keep their ratio)."""
        # a partner as far as FAR ("Oliver" / "Olivia", "Toby" / "Tobias") is still one whose
        # full names ("Oliver Morris" / "Olivia Morris") are near: keep its distance too
        # no partner of another role and length: "Elio" is 0.5 alike to "Folliero", but a
        # surname derived from a first name has the wrong length, and then "Elio Folliero"
        # and "Folliero" are no longer near-duplicates after replacement
        role = self.roles.get(folded, "given")
        near = next(
            (
                n
                for n in self.tokens.neighbours(display_token(folded), threshold=FAR)
                if n[2] >= NEAR
                or self.roles.get(fold_token(n[0]), "given") == role
                or abs(len(n[0]) - len(folded)) <= _LENGTH_SLACK
            ),
            None,
        )
        if near is not None:
            other, other_surrogate, target = near
            derived = [
                (abs(similarity(other_surrogate, display_token(t)) - target), 1, display_token(t))
                for t in transfer(fold_token(other), folded, fold_token(other_surrogate))
            ]
            derived += [
                (delta, 0, name)
                for name, delta in neighbours(other_surrogate, pool, target, self.keyed, folded)
            ]
            # real names within 0.1 of the target similarity and of about the original's
            # length first (a name keeps its similarity to the full name holding it), then
            # the edited names
            derived.sort(
                key=lambda d: (
                    d[0] > 0.1,
                    d[0] <= 0.1 and abs(len(d[2]) - len(folded)) > _LENGTH_SLACK,
                    d[1],
                    d[0],
                )
            )
            yield from (name for _, _, name in derived)
        rng = self.keyed.rng("NAME", folded)
        sized = by_length(pool, len(folded))
        draws = [sized[rng.randrange(len(sized))] for _ in range(400)]
        targets = [
            similarity(display_token(folded), display_token(p))
            for p in self._pending
            if p != folded and self.get(p) is None
        ]
        targets = [t for t in targets if t >= NEAR]
        if targets:
            # this token's near-duplicate is still to come: prefer a surrogate that has real
            # pool names at the same similarity, so the partner need not be an edited name
            good = [
                c for c in draws[:80] if has_neighbours(display_token(fold_token(c)), pool, targets)
            ]
            yield from good
        yield from draws

    def email(self, value: str) -> str:
        """Rebuild an email from the surrogates of the name parts it is made of."""
        key = value.casefold()
        known = self.emails.get(key)
        if known is not None:
            return known
        local, _, domain = value.rpartition("@")
        pieces = _EMAIL_PIECE.findall(local)
        folded_pieces = [fold_token(p) for p in pieces]
        surname = next(
            (f for f in folded_pieces if self.roles.get(f) == "surname"),
            None,
        )
        out = []
        for i, piece in enumerate(pieces):
            f = folded_pieces[i]
            if piece[0].isdigit():
                out.append(
                    redraw(piece, list(range(len(piece))), self.keyed.rng("email-digits", key, i))
                )
            elif not piece[0].isalpha():
                out.append(piece)
            elif len(f) == 1:
                out.append(self.initial(piece, surname))
            elif f in GENERIC_LOCAL:
                out.append(piece)
            else:
                out.append(self._name_piece(piece, f))
        labels = domain.split(".")
        for i, label in enumerate(labels[:-1]):
            parts = label.split("-")  # "brandt-family.de": the family name part goes too
            for j, part in enumerate(parts):
                f = fold_token(part)
                if self.get(f) is not None or (len(f) > 3 and self._segment(f)):
                    parts[j] = self._name_piece(part, f)
            labels[i] = "-".join(parts)
        new_local = "".join(out)
        rng = self.keyed.rng("email-dedup", key)

        def candidates():
            yield new_local + "@" + ".".join(labels)
            for _ in range(50):
                yield new_local + str(rng.randrange(10, 99)) + "@" + ".".join(labels)

        return self.emails.assign(key, candidates(), compare=str.casefold)

    def _name_piece(self, piece: str, folded: str) -> str:
        if self.get(folded) is not None:
            return self.token(piece)
        segments = self._segment(folded)
        if segments:
            family = next((g for g in segments if self.roles.get(g) == "surname"), None)
            joined = "".join(
                self.initial(g, family)
                if len(g) == 1
                else self.get(g) or self.token(g, "given" if i == 0 else "surname")
                for i, g in enumerate(segments)
            )
            return apply_case(piece, joined.lower() if piece.islower() else joined)
        role = "given" if folded in lx.gazetteer_first_names() else "surname"
        self.avoid.add(folded)
        return self.token(piece, role)

    def _known(self) -> set[str]:
        """The folded name tokens of the case, assigned or waiting for a surrogate."""
        return {k.casefold() for k in self.tokens.forward} | self._pending

    def _segment(self, folded: str) -> list[str] | None:
        """Split a run like "szaszjanka" or "jmoreau" into known name tokens (and an initial)."""
        known = self._known()
        for i in range(1, len(folded)):
            a, b = folded[:i], folded[i:]
            if a in known and b in known:
                return [a, b]
            if len(a) == 1 and b in known and len(b) >= 3:
                return [a, b]
            if a in known and len(b) == 1 and len(a) >= 3:
                return [a, b]
        # one known name and a piece of three letters or more: a typo of the other name
        # ("heikkreusel" next to "heikokreusel"), which then gets its own near-duplicate
        for i in range(_MIN_PIECE, len(folded) - _MIN_PIECE + 1):
            a, b = folded[:i], folded[i:]
            if (a in known) != (b in known) and len(a if a in known else b) >= 4:
                return [a, b]
        return None


def display_token(folded: str) -> str:
    return folded[:1].upper() + folded[1:]
