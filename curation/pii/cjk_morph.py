"""Chinese and Japanese person names in running text, from a morphological analyser.

Chinese and Japanese write no spaces and no capitals, so no cue of the Latin-script detectors
says where a name is. Their analysers do: UniDic (through fugashi, with the unidic-lite
dictionary) tags person names ``名詞 固有名詞 人名`` with ``姓`` (family) or ``名`` (given), and
jieba's part-of-speech tagger tags them ``nr``.

- Japanese (a text holding kana): adjacent 人名 tokens (family then given, glued or one space
  apart) are one name; a span of one character is kept only with a family-name tag (a lone
  given-name kanji is as often a word: "蘭", "翼").
- Chinese (Han without kana): ``nr`` words of two to four characters; a family name of the
  pools (``cjk_names``) right before a given name jieba split off ("黄 | 秀英") is part of it,
  and a function character jieba glued on ("和娜") is dropped. A word jieba's dictionary
  holds often ("华为", "王府井", "孔子": brands, places, historical figures) or one opened by
  a frequent word ("银行卡") is no customer's name, unless a family name joined it.
- Chinese chat turns: two or more lines opened by two or three Han characters and a colon
  ("周建平：到了"), each read as a speaker when it opens with a family name of the pools and is
  no word jieba's dictionary holds often ("时间：", "地址：" are labels): a conversation's
  speakers, which jieba alone tags only now and then.
- Either way a name directly followed by a place or organisation suffix ("山本町", "张江路",
  "山田電機") is a place or a company, not a person.

Only texts holding Han or kana are analysed, so the other texts cost one regex search.
``CjkNameRecognizer`` reports the names with ``SCORE``: a tagger's guess, which the precision
pass still weighs (an impersonal text keeps a lone name), not a cue's evidence.
"""

from __future__ import annotations

import regex as re

from curation.pii.cjk_names import is_family_name
from curation.pii.cjk_tagger import LOCK, jieba_tokenizer, tagger
from curation.pii.finder import FinderRecognizer

_CJK = re.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}]")
_KANA = re.compile(r"[\p{Hiragana}\p{Katakana}]")
# Characters that, right after a name, make it part of a place or an organisation.
_PLACE_AFTER = frozenset(
    "市区县縣省州町村郡都道府県路街道巷弄号號駅站线線橋桥寺院所館馆園园店厂廠局"
)
# Words that, right after a name, make it a company, a school or a hospital ("山田電機").
_ORG_AFTER = re.compile(
    r"電機|電気|銀行|商事|商店|工業|製作所|大学|病院|学校|株式会社|建設|証券|保険|食品|物産"
    r"|集团|集團|公司|银行|医院|大学|学校|科技|股份|实业|實業"
)
# A word jieba's dictionary holds this often is a famous one (a brand, a place, a historical
# figure: "华为", "王府井", "孔子"), not a customer; ordinary full names are rare or absent.
FAMOUS_FREQ = 100
# Function characters jieba glues onto a following name ("和娜", "叫娜").
_GLUED = frozenset("和与跟叫是给把被让对向找问请由及或")
SCORE = 0.85


def find_morph_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of person names a morphological analyser tags in a Chinese or Japanese
    text; [] for a text without Han or kana."""
    if not _CJK.search(text):
        return []
    spans = _japanese(text) if _KANA.search(text) else _chinese(text) + _speakers(text)
    return [
        (s, e)
        for s, e in spans
        if text[e : e + 1] not in _PLACE_AFTER and not _ORG_AFTER.match(text, e)
    ]


def _japanese(text: str) -> list[tuple[int, int]]:
    """Runs of UniDic 人名 tokens (a given name never runs on into a family name)."""
    with LOCK:  # fugashi's tagger is not safe to share between threads
        nodes = [
            (n.surface, n.feature.pos2, n.feature.pos3, n.feature.pos4) for n in tagger()(text)
        ]
    out: list[tuple[int, int]] = []
    run: tuple[int, int, set[str]] | None = None
    pos = 0
    for surface, pos2, pos3, pos4 in nodes:
        start = text.find(surface, pos)
        if start < 0:
            continue
        end = start + len(surface)
        pos = end
        if pos2 == "固有名詞" and pos3 == "人名":
            gap = text[run[1] : start] if run else None
            if run and gap in ("", " ", "　") and not ("名" in run[2] and pos4 == "姓"):
                run = (run[0], end, run[2] | {pos4})
                continue
            _close(run, out)
            run = (start, end, {pos4})
        else:
            _close(run, out)
            run = None
    _close(run, out)
    return out


def _close(run: tuple[int, int, set[str]] | None, out: list[tuple[int, int]]) -> None:
    if run is not None and (run[1] - run[0] >= 2 or "姓" in run[2]):
        out.append((run[0], run[1]))


def _chinese(text: str) -> list[tuple[int, int]]:
    """jieba ``nr`` words, grown over a family name before them, less glued function words."""
    with LOCK:
        tokenizer = jieba_tokenizer()
        words = [(w.word, w.flag) for w in tokenizer.cut(text)]
    frequency = tokenizer.tokenizer.FREQ
    out: list[tuple[int, int]] = []
    pos = 0
    previous: tuple[int, int] | None = None
    for word, flag in words:
        start, end = pos, pos + len(word)
        pos = end
        if flag in ("nr", "nrfg"):
            if word[0] in _GLUED:
                start += 1
            merged = (
                previous is not None
                and previous[1] == start
                and end - start <= 2
                and text[previous[0]] not in _GLUED
                and is_family_name(text[previous[0] : previous[1]])
                and not is_family_name(text[start:end])
            )
            if merged:
                start = previous[0]  # "黄" + "秀英", "吴" + "俊杰"
            if _chinese_name(text[start:end], merged, frequency):
                out.append((start, end))
        previous = (start, end)
    return out


_SPEAKER = re.compile(r"(?m)^[ \t]*(?P<name>\p{Han}{2,3})[ \t]*[:：]")


def _speakers(text: str) -> list[tuple[int, int]]:
    """Speaker labels of a Chinese chat (see the module docstring)."""
    labels = [m for m in _SPEAKER.finditer(text)]
    if len(labels) < 2:
        return []
    with LOCK:
        frequency = jieba_tokenizer().tokenizer.FREQ
    return [
        m.span("name")
        for m in labels
        if any(is_family_name(m.group("name")[:n]) for n in (1, 2))
        and (frequency.get(m.group("name")) or 0) <= FAMOUS_FREQ
    ]


class CjkNameRecognizer(FinderRecognizer):
    """Person names UniDic or jieba tag in Chinese and Japanese text (see the module docstring)."""

    def __init__(self) -> None:
        super().__init__("PERSON", find_morph_names, SCORE)


def _chinese_name(value: str, merged: bool, frequency: dict[str, int]) -> bool:
    """Two to four characters; four only after a two-character family name ("欧阳娜娜", not
    "春秋战国"); none opened by a frequent word; a word jieba knows as famous only when a
    family name was joined to it."""
    if not 2 <= len(value) <= 4:
        return False
    if len(value) == 4 and not is_family_name(value[:2]):
        return False
    if len(value) >= 3 and any((frequency.get(value[:n]) or 0) > FAMOUS_FREQ for n in (2, 3)):
        return False  # "银行卡": a common word ("银行") opens it, not a family name
    return merged or (frequency.get(value) or 0) <= FAMOUS_FREQ
