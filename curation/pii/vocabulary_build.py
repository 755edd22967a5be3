"""Rebuild ``data/vocabulary.tsv.gz``: the common words of each language, from wordfreq.

    python -m curation.pii.vocabulary_build      # rewrites the file (needs wordfreq)

A word of language L goes in when it is frequent in L (zipf >= 2.3: down to ordinary nouns
such as "Abbuchung" or "rekening") and at least 1.5 zipf (about 30 times) more frequent in L
than in the median of the other languages. Names are about as frequent in every language's
text ("Lennox", "Medrano"); words of one language are not. Words any name gazetteer holds are
left out, so "Louis" or "Christine" stay names. The analyzer loads the words of the languages
in ``ASSAY_PII_LANGUAGES``; they are never names without name evidence.

Computed once here, not at start-up: it takes about ten seconds, the file loads in a fraction.
"""

from __future__ import annotations

import gzip
import math
import sys

from curation.pii import lexicon as lx

LANGUAGES = ("en", "fr", "de", "es", "nl", "it", "pt")
MIN_ZIPF = 2.3
MARGIN = 1.5


def build(languages: tuple[str, ...] = LANGUAGES) -> dict[str, list[str]]:
    import wordfreq

    names = lx.gazetteer_first_names() | lx.gazetteer_surnames()
    tables = {lang: wordfreq.get_frequency_dict(lang) for lang in languages}
    middle = (len(languages) - 1) // 2
    out: dict[str, list[str]] = {}
    for lang in languages:
        others = [tables[o] for o in languages if o != lang]
        kept = []
        # wordfreq's list is bucketed by centibel: bucket i holds words of zipf 9 - i / 100
        buckets = wordfreq.get_frequency_list(lang)[: int((9 - MIN_ZIPF) * 100) + 1]
        for i, bucket in enumerate(buckets):
            zipf = 9 - i / 100
            for w in bucket:
                if len(w) < 2 or not w.isalpha():
                    continue
                elsewhere = sorted(t.get(w, 0.0) for t in others)[middle]
                other_zipf = math.log10(elsewhere) + 9 if elsewhere > 0 else 0.0
                if zipf - other_zipf >= MARGIN and lx.fold(w) not in names:
                    kept.append(w)
        out[lang] = sorted(set(kept))
    return out


def main() -> int:
    words = build()
    body = "".join(f"{lang}\t{w}\n" for lang, items in words.items() for w in items)
    with open(lx.DATA_DIR / "vocabulary.tsv.gz", "wb") as raw:
        with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as fh:  # same bytes on every run
            fh.write(body.encode("utf-8"))
    print({lang: len(items) for lang, items in words.items()})
    return 0


if __name__ == "__main__":
    sys.exit(main())
