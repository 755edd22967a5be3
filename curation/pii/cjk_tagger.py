"""The analysers behind Chinese and Japanese name finding, loaded on first use.

fugashi with the unidic-lite dictionary (Japanese) and jieba's part-of-speech tagger (Chinese)
each take about a second and tens of megabytes to load, so nothing loads until a text holding
Han or kana needs them. ``LOCK`` serialises calls: neither tagger is safe to share between
threads.
"""

from __future__ import annotations

import logging
import os
import tempfile
import threading
from functools import cache

LOCK = threading.Lock()


@cache
def tagger():
    import fugashi  # late: loads the UniDic dictionary (about 50 MB), only for CJK texts

    return fugashi.Tagger()


@cache
def jieba_tokenizer():
    # late: jieba builds its prefix dictionary on first use (a second); its cache goes to a
    # temporary directory and its logger is silenced, so nothing lands in the project tree
    import jieba
    import jieba.posseg

    jieba.setLogLevel(logging.WARNING)
    jieba.dt.tmp_dir = tempfile.gettempdir()
    jieba.dt.cache_file = os.path.join(tempfile.gettempdir(), "assay_jieba.cache")
    jieba.initialize()
    return jieba.posseg.POSTokenizer(jieba.dt)


def tag_person_parts(value: str) -> list[tuple[str, str]]:
    """(surface, 姓 / 名 / 一般) of each token of a name UniDic reads as a person name; [] when
    some token of ``value`` is no person-name token."""
    with LOCK:
        nodes = [
            (n.surface, n.feature.pos2, n.feature.pos3, n.feature.pos4) for n in tagger()(value)
        ]
    if not nodes or any(p2 != "固有名詞" or p3 != "人名" for _, p2, p3, _ in nodes):
        return []
    return [(surface, p4) for surface, _, _, p4 in nodes]
