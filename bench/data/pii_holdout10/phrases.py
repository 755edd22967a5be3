"""Each language's labels and sentences for exam 10, gathered from the three phrase modules."""

from __future__ import annotations

from bench.data.pii_holdout10.phrases_a import AR, EN, EN_PH, EN_ZA, RU, TH
from bench.data.pii_holdout10.phrases_b import BN, SW, TA, UR
from bench.data.pii_holdout10.phrases_c import CA, EU, GA, MS, SQ

PHRASES = {
    "en_PH": {**EN, **EN_PH},
    "en_ZA": {**EN, **EN_ZA},
    "ar": AR,
    "ru": RU,
    "th": TH,
    "bn": BN,
    "ta": TA,
    "ur": UR,
    "sw": SW,
    "sq": SQ,
    "ca": CA,
    "eu": EU,
    "ms": MS,
    "ga": GA,
}
