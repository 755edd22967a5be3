"""Case forms of names where the exam's languages decline them: Russian dative (the addressee
of a summons, "to whom"), Albanian dative-genitive and Basque dative. One regular rule per
ending; irregular names are not drawn."""

from __future__ import annotations


def ru_dative(word: str, female: bool, part: str) -> str:
    """``part`` is ``first``, ``patronymic`` or ``last``."""
    if part == "last":
        if female:
            for end, new in (
                ("ская", "ской"),
                ("цкая", "цкой"),
                ("ова", "овой"),
                ("ева", "евой"),
                ("ёва", "ёвой"),
                ("ина", "иной"),
                ("ына", "ыной"),
            ):
                if word.endswith(end):
                    return word[: -len(end)] + new
            return word
        for end, new in (("ский", "скому"), ("цкий", "цкому"), ("ой", "ому")):
            if word.endswith(end):
                return word[: -len(end)] + new
        if word.endswith(("ов", "ев", "ёв", "ин", "ын")):
            return word + "у"
        return word
    if word.endswith("ия"):
        return word[:-1] + "и"
    if word.endswith(("а", "я")):
        return word[:-1] + "е"
    if word.endswith("ь"):
        return word[:-1] + ("и" if female else "ю")
    if word.endswith("й"):
        return word[:-1] + "ю"
    return word + "у"


def ru_dative_full(first: str, patronymic: str, last: str, female: bool) -> str:
    """Official order, surname first: Ермаковой Вере Афанасьевне."""
    return " ".join(
        (
            ru_dative(last, female, "last"),
            ru_dative(first, female, "first"),
            ru_dative(patronymic, female, "first"),
        )
    )


def sq_dative(name: str) -> str:
    """Albanian indefinite dative-genitive of a given name: Drita -> Dritës, Agim -> Agimit,
    Ylli -> Yllit."""
    if name.endswith("a"):
        return name[:-1] + "ës"
    if name.endswith("ë"):
        return name + "s"
    if name.endswith("i"):
        return name + "t"
    return name + "it"


def eu_dative(name: str) -> str:
    """Basque dative: Amaia -> Amaiari, Miren -> Mireni, Itziar -> Itziarri."""
    if name[-1] in "aeiou":
        return name + "ri"
    if name.endswith("r"):
        return name + "ri"
    return name + "i"


def dative(lang: str, first: str, female: bool) -> str:
    if lang == "ru":
        return ru_dative(first, female, "first")
    if lang == "sq":
        return sq_dative(first)
    if lang == "eu":
        return eu_dative(first)
    return first
