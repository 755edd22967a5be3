"""Keyed randomness and the similarity-constrained, injective value-to-surrogate map.

Everything random in surrogate generation is drawn from HMAC-SHA256(key, kind, value, counter),
so the same key and value give the same draw on every machine, and nobody without the key can
recompute (or invert) it.

Similarity is ``rapidfuzz.fuzz.ratio(a, b) / 100`` (normalised Indel similarity), computed on
folded values (case and accents removed) for names and on the raw strings otherwise; the eval
uses the same measure. ``Namespace.assign`` picks the first candidate that keeps, against every
surrogate already handed out in the case: originals >= NEAR apart -> surrogates >= NEAR;
originals < FAR -> surrogates < NEAR; and no two originals share a surrogate.
"""

from __future__ import annotations

import hashlib
import hmac
import random
from collections.abc import Callable, Iterable

from rapidfuzz import fuzz
from rapidfuzz.process import cdist

NEAR = 0.7
FAR = 0.5
# Candidates tried before settling for the one with the fewest broken constraints.
MAX_CANDIDATES = 300
NEAR_WEIGHT = 20


def similarity(a: str, b: str) -> float:
    """rapidfuzz.fuzz.ratio / 100: 1.0 for equal strings, 0.0 for nothing in common."""
    return fuzz.ratio(a, b) / 100.0


class Keyed:
    """Deterministic draws from a secret key."""

    def __init__(self, key: bytes | str) -> None:
        if isinstance(key, str):
            key = key.encode("utf-8")
        if not key:
            raise ValueError("the pseudonymization key must not be empty")
        self._key = key

    def digest(self, *parts: object) -> bytes:
        message = "\x1f".join(str(p) for p in parts).encode("utf-8")
        return hmac.new(self._key, message, hashlib.sha256).digest()

    def rng(self, *parts: object) -> random.Random:
        return random.Random(int.from_bytes(self.digest(*parts), "big"))

    def order(self, items: Iterable[str], *parts: object) -> list[str]:
        """``items`` in a keyed pseudo-random but fixed order (ties broken by the item)."""
        return sorted(items, key=lambda item: (self.digest(*parts, item), item))


class Namespace:
    """One kind of value (name tokens, phone numbers, ...) in one case: an injective map.

    ``key`` is the comparison form of an original (folded for names), ``surrogate`` the form
    compared for similarity. ``constrained`` switches the near/far similarity rules on;
    ``rules`` are their (near, far) thresholds (house numbers add near > 0: two numbers that
    share a digit keep sharing one, so "Apt. 656" and "Apt. 026" stay alike).
    """

    def __init__(
        self,
        kind: str,
        constrained: bool = True,
        rules: tuple[tuple[float, float], ...] = ((NEAR, FAR),),
    ) -> None:
        self.kind = kind
        self.constrained = constrained
        # per (near, far) rule: originals at least ``near`` alike keep surrogates at least
        # ``near`` alike; originals under ``far`` keep surrogates under ``near``
        self.rules = rules
        self.forward: dict[str, str] = {}
        self.taken: set[str] = set()
        self._keys: list[str] = []
        self._surrogates: list[str] = []

    def get(self, key: str) -> str | None:
        return self.forward.get(key)

    def alias(self, key: str, surrogate: str) -> None:
        """``key`` shares an assigned ``surrogate`` (another spelling of one original): no
        candidate is taken and the similarity rules do not count it, so the map stays
        injective on the originals that ``assign`` keyed."""
        self.forward[key] = surrogate

    def nearest(
        self, key: str, same_length: bool = False, threshold: float = NEAR
    ) -> tuple[str, str, float] | None:
        """The assigned original most similar to ``key`` (>= threshold), with its surrogate."""
        if not self._keys:
            return None
        sims = cdist([key], self._keys, scorer=fuzz.ratio)[0] / 100.0
        best = None
        for i in (sims >= threshold).nonzero()[0]:
            other = self._keys[i]
            if same_length and len(other) != len(key):
                continue
            if best is None or sims[i] > best[2]:
                best = (other, self._surrogates[i], float(sims[i]))
        return best

    def neighbours(self, key: str, threshold: float = NEAR) -> list[tuple[str, str, float]]:
        """Assigned originals at least ``threshold`` alike to ``key``, most alike first."""
        if not self._keys:
            return []
        sims = cdist([key], self._keys, scorer=fuzz.ratio)[0] / 100.0
        found = [
            (self._keys[i], self.forward[self._keys[i]], float(sims[i]))
            for i in (sims >= threshold).nonzero()[0]
        ]
        return sorted(found, key=lambda n: (-n[2], n[0]))

    def assign(
        self,
        key: str,
        candidates: Iterable[str],
        avoid: Callable[[str], bool] = lambda c: False,
        compare: Callable[[str], str] = lambda c: c,
    ) -> str:
        """Give ``key`` the first acceptable candidate and remember it.

        ``avoid(candidate)`` rejects outright (equal to an original, too close to its own
        original). ``compare`` maps a candidate to the form used for similarity and for
        uniqueness (e.g. folded). Falls back to the candidate with the fewest broken similarity
        constraints; never to a taken one unless every candidate is taken.
        """
        if key in self.forward:
            return self.forward[key]
        originals = None
        if self.constrained and self._keys:
            originals = cdist([key], self._keys, scorer=fuzz.ratio)[0] / 100.0
        best, best_bad, first_free, first_other = None, None, None, None
        for tried, candidate in enumerate(candidates):
            if tried >= MAX_CANDIDATES:
                break
            form = compare(candidate)
            if form and form != key and first_other is None:
                first_other = candidate
            if not form or form in self.taken or form == key or avoid(candidate):
                continue
            if first_free is None:
                first_free = candidate
            if originals is None:
                best, best_bad = candidate, 0
                break
            sims = cdist([form], self._surrogates, scorer=fuzz.ratio)[0] / 100.0
            # A broken near pair weighs more than a broken far pair: near pairs are the rare,
            # meaningful ones (Julien / Juliette); far pairs are nearly every other value.
            bad = 0
            for near, far in self.rules:
                bad += NEAR_WEIGHT * int(((originals >= near) & (sims < near)).sum())
                bad += int(((originals < far) & (sims >= near)).sum())
            if best_bad is None or bad < best_bad:
                best, best_bad = candidate, bad
            if bad == 0:
                break
        chosen = best if best is not None else first_free
        if chosen is None:
            # Every candidate is taken (a case with more one-digit house numbers than digits):
            # share a surrogate rather than fail; only a value with no alternative at all
            # (a lone "0") keeps itself.
            chosen = first_other if first_other is not None else key
        self.forward[key] = chosen
        self.taken.add(compare(chosen))
        self._keys.append(key)
        self._surrogates.append(compare(chosen))
        return chosen
