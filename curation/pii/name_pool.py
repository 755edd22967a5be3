"""Near-duplicate candidates for name surrogates: pool names by length and by similarity.

The name mapper (``names.NameMapper``) draws a surrogate for a name token from a pool of first
names or surnames. When the case holds a near-duplicate of the token ("Julien" beside
"Juliette"), the surrogate must be as near the other's surrogate as the originals are to each
other; these helpers rank pool names by that distance (``neighbours``), say whether a
surrogate has such neighbours at all (``has_neighbours``), keep the pool's names of a length
(``by_length``) and carry an edit from one original to its surrogate (``transfer``).

Plain Python over tuples of names; the caches are per pool object.
"""

from __future__ import annotations

import os.path

from rapidfuzz import fuzz, process

from curation.pii import accents
from curation.pii import lexicon as lx
from curation.pii.keyed import NEAR, Keyed


def _display(name: str) -> str:
    folded = accents.plain(lx.fold(name))
    return folded[:1].upper() + folded[1:]


def neighbours(surrogate: str, pool: tuple[str, ...], target: float, keyed: Keyed, key: str):
    """Pool names near ``surrogate`` (Title case), as (name, |similarity - target|), closest first."""
    found = process.extract(
        surrogate,
        _titled(pool),
        scorer=fuzz.ratio,
        limit=80,
        score_cutoff=max(0, target * 100 - 20),
    )
    ranked = []
    for _, score, index in found:
        name = _titled(pool)[index]
        if name == surrogate:
            continue
        ranked.append((abs(score / 100 - target), keyed.digest("near", key, name), name))
    ranked.sort()
    return [(name, delta) for delta, _, name in ranked]


def has_neighbours(surrogate: str, pool: tuple[str, ...], targets: list[float]) -> bool:
    found = process.extract(surrogate, _titled(pool), scorer=fuzz.ratio, limit=40, score_cutoff=60)
    sims = [score / 100 for name, score, _ in found if name != surrogate]
    return all(any(abs(s - t) <= 0.1 and s >= NEAR for s in sims) for t in targets)


_TITLED_CACHE: dict[int, list[str]] = {}
_LENGTH_CACHE: dict[tuple[int, int], list[str]] = {}


def _titled(pool: tuple[str, ...]) -> list[str]:
    if id(pool) not in _TITLED_CACHE:
        _TITLED_CACHE[id(pool)] = [_display(n) for n in pool]
    return _TITLED_CACHE[id(pool)]


def by_length(pool: tuple[str, ...], length: int) -> list[str]:
    """Pool names of ``length`` letters (widened until there are 200): a token and the full name
    holding it keep their similarity exactly when lengths are kept."""
    key = (id(pool), length)
    if key not in _LENGTH_CACHE:
        for spread in range(0, 12):
            sized = [n for n in pool if abs(len(n) - length) <= spread]
            if len(sized) >= 200:
                break
        _LENGTH_CACHE[key] = sized or list(pool)
    return _LENGTH_CACHE[key]


def transfer(a: str, b: str, sa: str) -> list[str]:
    """Apply the edit that turns ``a`` into ``b`` to ``sa`` (a's surrogate), at either end."""
    out = []
    p = len(os.path.commonprefix([a, b]))
    if p >= 2:
        x, y = a[p:], b[p:]
        base = sa[: len(sa) - len(x)] if x and sa.endswith(x) else sa[: max(2, len(sa) - len(x))]
        out.append(base + y)
    s = len(os.path.commonprefix([a[::-1], b[::-1]]))
    if s >= 2:
        x, y = a[: len(a) - s], b[: len(b) - s]
        base = sa[len(x) :] if x and sa.startswith(x) else sa[min(len(x), max(0, len(sa) - 2)) :]
        out.append(y + base)
    return [o for o in out if len(o) >= 2 and o != sa]
