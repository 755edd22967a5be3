"""Format-keeping surrogates: ids, phone and card numbers, IBANs, SSNs, IPs, postal codes, addresses.

A format-keeping surrogate replaces digits with digits and letters with letters of the same case,
and keeps every other character where it was, so "acct_19494" stays ``acct_`` + 5 digits and
"+33 6 78 22 56 84" keeps its country code, mobile prefix and grouping. A digit run that starts
with a non-zero digit keeps starting with one. Card numbers that pass Luhn still pass it; an IBAN
keeps its country and gets valid check digits.

Near-duplicates stay near: a value of the same shape as one already mapped in the case, and
similar to it, copies that surrogate and redraws only the positions where the two originals
differ (two order ids that differ in the last digit map to two that differ in the last digit).

Addresses are mapped word by word: street types, units, particles, countries and state codes
stay; every number is a format-keeping surrogate; every other word becomes a surrogate word of
about its length (a city after a postal code from the city list). Each word and number maps the
same way in every address of the case, so two addresses that differ only in a flat number
still differ only in a flat number.
"""

from __future__ import annotations

import ipaddress
import string
from collections.abc import Callable

import regex as re
from rapidfuzz.distance import Indel

from curation.pii import lexicon as lx
from curation.pii.cjk_names import cjk_letters
from curation.pii.keyed import FAR, NEAR, Keyed, Namespace, similarity
from curation.pii.phones import MIN_NATIONAL, national_digits, write_national

# Two phones' national digits this alike keep the digits they share at the same places, as
# house numbers do: the written forms, which share their country code and grouping too, are
# more alike than their national digits ("+33 6 15 95 19 81" / "+33 6 53 98 54 86" are 0.71
# alike), and a derived surrogate keeps about the originals' similarity however low it is.
PHONE_NEAR = 0.3


def _alnum_positions(value: str) -> list[int]:
    return [i for i, ch in enumerate(value) if ch.isascii() and ch.isalnum()]


def _shape(value: str) -> str:
    return "".join("9" if c.isdigit() else "a" if c.isalpha() else c for c in value)


def redraw(value: str, positions: list[int], rng, base: str | None = None) -> str:
    """Replace the characters at ``positions`` with random ones of the same class.

    With ``base``, start from that string (a near neighbour's surrogate) and make each redrawn
    character differ from ``base``'s there.
    """
    chars = list(base if base is not None else value)
    for i in positions:
        ch = value[i]
        if ch.isdigit():
            run_start = i == 0 or not value[i - 1].isdigit()
            pool = "123456789" if run_start and ch != "0" else "0" if run_start else string.digits
        elif ch.isupper():
            pool = string.ascii_uppercase
        elif ch.islower():
            pool = string.ascii_lowercase
        else:
            continue
        avoid = {ch} | ({base[i]} if base is not None else set())
        options = [c for c in pool if c not in avoid] or list(pool)
        chars[i] = rng.choice(options)
    return "".join(chars)


def _aligned(value: str, other: str, other_surrogate: str, rng) -> str:
    """A surrogate for the digit string ``value`` whose digits matched (in order) to digits
    of ``other`` copy ``other_surrogate`` there; the rest are drawn, each different from the
    original digit, and a number starting with 1-9 still does."""
    out = list(redraw(value, list(range(len(value))), rng))
    for block in Indel.opcodes(value, other):
        if block.tag == "equal":
            for k in range(block.src_end - block.src_start):
                out[block.src_start + k] = other_surrogate[block.dest_start + k]
    if value[0] != "0" and out[0] == "0":
        out[0] = rng.choice("123456789")
    return "".join(out)


def _compact(value: str) -> str:
    """The ASCII letters and digits of ``value``, its spaces, dashes and dots left out."""
    return "".join(value[i] for i in _alnum_positions(value))


def _relaid(value: str, compact: str) -> str:
    """``compact`` written in ``value``'s layout: each letter or digit of ``value`` replaced in
    order, its separators where they were."""
    chars = list(value)
    for i, ch in zip(_alnum_positions(value), compact, strict=True):
        chars[i] = ch
    return "".join(chars)


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def luhn_fix(value: str) -> str:
    """Set the last digit so the digits of ``value`` pass the Luhn check."""
    positions = [i for i, ch in enumerate(value) if ch.isdigit()]
    digits = "".join(value[i] for i in positions)
    for d in string.digits:
        if luhn_ok(digits[:-1] + d):
            last = positions[-1]
            return value[:last] + d + value[last + 1 :]
    return value


def iban_fix(value: str) -> str:
    """Recompute the two check digits (ISO 13616 mod 97) in place, keeping spacing and case."""
    positions = _alnum_positions(value)
    compact = "".join(value[i] for i in positions).upper()
    if len(compact) < 5:
        return value
    moved = compact[4:] + compact[:2] + "00"
    number = int("".join(str(int(c, 36)) for c in moved))
    check = f"{98 - number % 97:02d}"
    chars = list(value)
    chars[positions[2]], chars[positions[3]] = check[0], check[1]
    return "".join(chars)


def iban_ok(value: str) -> bool:
    compact = "".join(c for c in value if c.isalnum()).upper()
    if len(compact) < 5 or not compact[:2].isalpha():
        return False
    moved = compact[4:] + compact[:4]
    try:
        return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1
    except ValueError:
        return False


class FormatMapper:
    """Format-keeping surrogates for one case, one namespace per entity type."""

    def __init__(self, keyed: Keyed) -> None:
        self.keyed = keyed
        self.spaces: dict[str, Namespace] = {}

    def space(self, kind: str) -> Namespace:
        if kind not in self.spaces:
            if kind == "ADDRESS_NUMBER":
                # a house or flat number is near another when they share a digit: "Suite 501"
                # and "Suite 084" are near-duplicates as address strings (with no far part:
                # two numbers with no digit in common may share one after replacement)
                self.spaces[kind] = Namespace(kind, rules=((NEAR, FAR), (1e-9, 0.0)))
            else:
                self.spaces[kind] = Namespace(kind)
        return self.spaces[kind]

    def map(
        self,
        kind: str,
        value: str,
        keep: int = 0,
        letters: bool = True,
        fix=None,
        near: float = NEAR,
        aligned: bool = False,
    ) -> str:
        """Keep the first ``keep`` alphanumerics, redraw the rest (letters only if ``letters``).

        ``aligned``: a digit string first tries copying, from its most alike neighbours'
        surrogates, the digits it shares with them in order (``_aligned``), which keeps the
        similarity the eval measures even when the shared digits have shifted places."""
        space = self.space(kind)
        known = space.get(value)
        if known is not None:
            return known
        positions = [i for i in _alnum_positions(value)[keep:] if letters or value[i].isdigit()]
        if not positions:
            space.forward[value] = value  # nothing to redraw
            return value
        redrawn = set(positions)

        def candidates():
            if aligned and value.isdigit():
                rng = self.keyed.rng(kind, "aligned-first", value)
                for other, other_surrogate, _ in space.neighbours(value, threshold=near)[:3]:
                    if other.isdigit() and len(other_surrogate) == len(other):
                        for _ in range(10):
                            drawn = _aligned(value, other, other_surrogate, rng)
                            yield _fixed(value[:keep] + drawn[keep:], fix)
            neighbour = space.nearest(value, same_length=True, threshold=near)
            if neighbour is not None and _shape(neighbour[0]) == _shape(value):
                # the neighbour's surrogate, with this value's kept prefix and own differences
                base = "".join(
                    neighbour[1][i] if i in redrawn else value[i] for i in range(len(value))
                )
                differing = [i for i in positions if value[i] != neighbour[0][i]]
                permuted = _permuted(value, neighbour[0], neighbour[1], differing)
                if permuted is not None:
                    # "acct_40371" next to "acct_40317": the same swap of the neighbour's
                    # surrogate, so the two stay confusable in the same way
                    yield _fixed(
                        "".join(
                            base[i] if i not in differing else c for i, c in enumerate(permuted)
                        ),
                        fix,
                    )
                rng = self.keyed.rng(kind, "near", value)
                for _ in range(20):
                    yield _fixed(redraw(value, differing, rng, base=base), fix)
            elif value.isdigit():
                # a number of another length that shares digits with one already mapped
                # ("518" and "45818"): its shared digits take that number's surrogate digits
                rng = self.keyed.rng(kind, "aligned", value)
                for other, other_surrogate, _ in space.neighbours(value, threshold=near)[:3]:
                    if other.isdigit() and len(other_surrogate) == len(other):
                        for _ in range(10):
                            yield _fixed(_aligned(value, other, other_surrogate, rng), fix)
            for attempt in range(1000):
                candidate = _fixed(
                    redraw(value, positions, self.keyed.rng(kind, value, attempt)), fix
                )
                if attempt < 50 and _merges_neighbours(value, candidate):
                    continue  # keep a later swap of two adjacent digits visible
                yield candidate

        return space.assign(value, candidates())

    def phone(self, value: str) -> str:
        """Keep the country code or trunk 0 and the first national digit; the national digits
        are mapped once per case, so one number written two ways ("+49 30 404208",
        "030404208") stays one number (see ``phones``)."""
        lead, national = national_digits(value)
        if len(national) < MIN_NATIONAL:
            return self.map("PHONE_NUMBER", value, keep=1)
        mapped = self.map("PHONE_NUMBER", national, keep=1, near=PHONE_NEAR, aligned=True)
        return write_national(value, lead, mapped)

    def credit_card(self, value: str) -> str:
        """Mapped on its digits and written back in the value's layout, so one card written
        grouped and compact ("4729 8695 0116 5773", "4729869501165773") stays one card."""
        compact = _compact(value)
        fix = luhn_fix if compact.isdigit() and luhn_ok(compact) else None
        # the first two digits name the network (Visa 4, Amex 34/37, Mastercard 51-55 and 22-27)
        return _relaid(value, self.map("CREDIT_CARD", compact, keep=2, fix=fix))

    def iban(self, value: str) -> str:
        """Mapped on its letters and digits, like ``credit_card``: grouped or compact, one
        account."""
        compact = _compact(value)
        fix = iban_fix if iban_ok(compact) else None
        return _relaid(value, self.map("IBAN_CODE", compact, keep=2, fix=fix))

    def ssn(self, value: str) -> str:
        """US SSN shape kept; the area number never starts with 0 or 9 (never issued)."""

        def fix(v: str) -> str:
            i = next(i for i, c in enumerate(v) if c.isdigit())
            return v[:i] + "1" + v[i + 1 :] if v[i] in "09" else v

        return self.map("US_SSN", value, fix=fix)

    def identifier(self, entity_type: str, value: str) -> str:
        """Ids keep their letter prefix; digits and later letters are redrawn."""
        m = re.match(r"[^\d]*", value)
        prefix_alnum = sum(1 for c in m.group() if c.isascii() and c.isalnum())
        return self.map(entity_type, value, keep=prefix_alnum)

    def ip(self, value: str) -> str:
        """Prefix-preserving: addresses sharing a /24 (or leading IPv6 groups) still share it."""
        space = self.space("IP_ADDRESS")
        known = space.get(value)
        if known is not None:
            return known
        try:
            addr = ipaddress.ip_address(value.strip())
        except ValueError:
            return self.map("IP_ADDRESS", value)
        width = 8 if addr.version == 4 else 16
        parts = (
            list(addr.packed)
            if addr.version == 4
            else [int.from_bytes(addr.packed[i : i + 2], "big") for i in range(0, 16, 2)]
        )
        # private ranges stay private: 10/8 and 127/8 keep one octet, 172.16/12, 192.168/16 two
        keep = 0
        if addr.version == 4 and addr.is_private:
            keep = 2 if parts[0] in (169, 172, 192) else 1

        def candidates():
            for attempt in range(50):
                out = parts[:keep]
                for i in range(keep, len(parts)):
                    mask = int.from_bytes(self.keyed.digest("ip", attempt, parts[:i])[:2], "big")
                    mask &= (1 << width) - 1
                    out.append(parts[i] ^ (mask or 1))
                if addr.version == 4:
                    yield str(ipaddress.IPv4Address(bytes(out)))
                else:
                    packed = b"".join(p.to_bytes(2, "big") for p in out)
                    text = str(ipaddress.IPv6Address(packed))
                    yield text.upper() if value.isupper() else text

        return space.assign(value, candidates())


def _merges_neighbours(value: str, candidate: str) -> bool:
    """True if two adjacent different digits of ``value`` became equal in ``candidate``: a
    near-duplicate that swaps them ("40371" / "40317") could then not swap its surrogate."""
    return any(
        value[i] != value[i + 1]
        and value[i].isdigit()
        and value[i + 1].isdigit()
        and candidate[i] == candidate[i + 1]
        for i in range(len(value) - 1)
    )


def _permuted(value: str, other: str, other_surrogate: str, differing: list[int]) -> str | None:
    """If ``value`` is ``other`` with the characters at ``differing`` moved among themselves
    (two swapped digits), ``other_surrogate`` with the same move; else None."""
    if len(differing) < 2 or sorted(value[i] for i in differing) != sorted(
        other[i] for i in differing
    ):
        return None
    out = list(other_surrogate)
    free = list(differing)
    for i in differing:
        j = next((j for j in free if other[j] == value[i]), None)
        if j is None:
            return None
        free.remove(j)
        out[i] = other_surrogate[j]
    moved = "".join(out)
    return moved if moved != other_surrogate else None


def _fixed(value: str, fix) -> str:
    return fix(value) if fix is not None else value


_CJK_WORD = re.compile(r"[\p{Han}가-힣]")
# The types Korean, Chinese and Japanese addresses glue onto a name, and their unit words.
_CJK_PIECE = re.compile(
    r"(.*?)(대로|번길|로|길|동|호|大道|路|街|道|巷|弄|号|號|丁目|番地|番|町|村|市"
    r"|区|區|县|縣|省|镇|鎮|栋|棟|幢|单元|單元|室|楼|樓|$)"
)
_ADDR_TOKEN = re.compile(r"\d+(?:[A-Za-z](?![\p{L}]))?|[\p{L}\p{M}'’]+|[^\d\p{L}\p{M}'’]+")


def _glued_code_letters(tokens: list[str], i: int) -> bool:
    """Token ``i`` is up to four capitals with a digit token right before or after it, no
    space between: the letters of a postcode ("CXR8", "SW1A"), not a word or a state's code."""
    tok = tokens[i]
    if not (tok.isalpha() and tok.isupper() and len(tok) <= 4):
        return False
    before = tokens[i - 1] if i > 0 else ""
    after = tokens[i + 1] if i + 1 < len(tokens) else ""
    return before[-1:].isdigit() or after[:1].isdigit()


_SUFFIX = re.compile(
    rf"^(?P<stem>[\p{{L}}\p{{M}}'’-]{{3,}}?)(?P<suffix>(?i:{lx.alternation(lx.COMPOUND_STREET_SUFFIXES)}))$"
)


class AddressMapper:
    """Word-by-word address surrogates sharing one case-wide word and number map."""

    def __init__(
        self,
        keyed: Keyed,
        formats: FormatMapper,
        avoid_words: set[str],
        name_token: Callable[[str], str | None] = lambda folded: None,
    ) -> None:
        self.keyed = keyed
        self.formats = formats
        # the surrogate of a folded word the case already knows as a person's name: "Sainte
        # Hélène" or a CSV row an address span ran into ("DN4 4RR,Hilaryberg\n,Lee Perry")
        # then replace the word as the person records do, whichever detection took it
        self.name_token = name_token
        self.words = Namespace("ADDRESS_WORD", constrained=False)
        self.avoid_words = avoid_words  # folded originals of the case: never used as surrogates
        self._by_length: dict[str, dict[int, list[str]]] = {}

    def address(self, value: str) -> str:
        out = []
        tokens = _ADDR_TOKEN.findall(value)
        for i, tok in enumerate(tokens):
            if tok[0].isdigit():
                # derived from any number sharing a digit position, so "Apt. 656" and
                # "Apt. 946" still share their last digit after replacement
                out.append(self.formats.map("ADDRESS_NUMBER", tok, near=0.3))
            elif _glued_code_letters(tokens, i):
                # the letters of a postcode written into its digits ("CXR" of "V94 CXR8"):
                # redrawn letter for letter, not mapped as a word ("KNOX")
                out.append(self.formats.map("POSTCODE_LETTERS", tok))
            elif tok[0].isalpha() or tok[0] in "'’":
                previous = next((t for t in reversed(tokens[:i]) if t.strip()), "")
                after_postcode = previous.isdigit() and len(previous) >= 4
                out.append(self.word(tok, "city" if after_postcode else "street"))
            else:
                out.append(tok)
        return "".join(out)

    def word(self, word: str, role: str) -> str:
        if _CJK_WORD.search(word):
            return self._cjk_word(word)
        folded = lx.fold(word)
        if (
            folded in lx.ADDRESS_KEEP_WORDS
            or folded in lx.COUNTRIES
            or (len(word) <= 3 and word.isupper())  # "NSW", "NXR": a state or district code
            or len(word) == 1
        ):
            return word
        m = _SUFFIX.match(word)
        if m and folded not in lx.ADDRESS_KEEP_WORDS:
            return self.word(m.group("stem"), role) + m.group("suffix")
        mapped = self.words.get(folded)
        if mapped is None and self.name_token(folded) is not None:
            return apply_case(word, self.name_token(folded))
        if mapped is None:
            pool = self._pool(role, len(word))
            rng = self.keyed.rng("ADDRESS_WORD", folded)
            candidates = (pool[rng.randrange(len(pool))] for _ in range(400))
            mapped = self.words.assign(
                folded,
                candidates,
                avoid=lambda c: (
                    lx.fold(c) in self.avoid_words or similarity(lx.fold(c), folded) >= 0.6
                ),
                compare=lx.fold,
            )
        return apply_case(word, mapped)

    def _cjk_word(self, word: str) -> str:
        """A Hangul or Han street word keeps its types ("로", "路", "丁目", "市", "区") and each
        name between them gets as many letters of its own script ("충장" -> "승민"), the same
        in the whole case and holding no letter of the case's own CJK words (a name of the
        case would show through: "鑫" inside a street of a case with a "吴鑫")."""
        taken = {c for w in self.avoid_words if _CJK_WORD.search(w) for c in w}
        out = []
        for stem, kind in _CJK_PIECE.findall(word):
            if stem:
                hangul = re.match(r"[가-힣]", stem) is not None
                letters = [c for c in cjk_letters("ko" if hangul else "zh") if c not in taken]
                rng = self.keyed.rng("ADDRESS_CJK", stem)
                candidates = ("".join(rng.choice(letters) for _ in stem) for _ in range(50))
                stem = self.words.assign(stem, candidates, avoid=lambda c: c in self.avoid_words)
            out.append(stem + kind)
        return "".join(out)

    def _pool(self, role: str, length: int) -> list[str]:
        if role not in self._by_length:
            source = lx.city_pool() if role == "city" else lx.surname_pool()
            buckets: dict[int, list[str]] = {}
            for w in source:
                buckets.setdefault(len(w), []).append(w)
            self._by_length[role] = buckets
        buckets = self._by_length[role]
        for spread in range(0, 6):
            pool = [
                w for n in range(length - spread, length + spread + 1) for w in buckets.get(n, [])
            ]
            if len(pool) >= 100:
                return pool
        return pool or list(lx.surname_pool())


def apply_case(original: str, surrogate: str) -> str:
    """Give ``surrogate`` the case pattern of ``original`` (UPPER, lower or Title)."""
    letters = [c for c in original if c.isalpha()]
    if len(letters) > 1 and all(c.isupper() for c in letters):
        return surrogate.upper()
    if letters and all(c.islower() for c in letters):
        return surrogate.lower()
    if letters and letters[0].isupper():
        return surrogate[:1].upper() + surrogate[1:]
    return surrogate
