"""How demo users ask things and how the demo assistant says things.

Question templates use ``str.format`` slots and mark the referring expression (the trigger)
with square brackets, which the renderer removes while recording the trigger's offsets:
``np`` templates take ``{ref}`` (a name, or a bracketed ordinal / demonstrative / definite
phrase), ``pron`` templates a pronoun (``{subj}``, ``{obj}``, ``{poss}`` plus agreeing
``{be}``, ``{do}``, ``{has}``), ``plural`` templates the pronouns of a list, and ``frag``
templates are elliptical fragments about the entity in focus.
"""

from __future__ import annotations

from dataclasses import dataclass

from demo.generator.banks import frozen, load_bank

_BANK = load_bank("phrasing")  # the wording, kept as data in data/phrasing.json


@dataclass(frozen=True)
class AttrSpec:
    name: str
    np: tuple[str, ...]
    pron: tuple[str, ...] = ()
    plural: tuple[str, ...] = ()
    frag: tuple[str, ...] = ()


# Every attribute a follow-up can ask about, per entity kind, with its phrasings (data/phrasing.json).
ATTRS: dict[str, tuple[AttrSpec, ...]] = {
    kind: tuple(AttrSpec(**frozen(spec)) for spec in specs)
    for kind, specs in _BANK["ATTRS"].items()
}


def attrs_for(kind: str) -> tuple[AttrSpec, ...]:
    return ATTRS[kind]


def attr(kind: str, name: str) -> AttrSpec:
    for spec in ATTRS[kind]:
        if spec.name == name:
            return spec
    raise KeyError((kind, name))


# Demonstrative and definite noun phrases per kind; "{noun}" is the entity's own noun.
DEMONSTRATIVE = frozen(_BANK["DEMONSTRATIVE"])
DEFINITE = frozen(_BANK["DEFINITE"])
ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
LIST_NOUN = _BANK["LIST_NOUN"]

# Ellipsis: the previous question, asked about another entity of the same kind.
SWITCH = frozen(_BANK["SWITCH"])
SWITCH_SELF = frozen(_BANK["SWITCH_SELF"])
MORE = frozen(_BANK["MORE"])
OTHERS = ("[Any others]?", "[Which others]?", "[Are there more]?", "[Anything else]?")
CONFIRM = frozen(_BANK["CONFIRM"])
# Said before a follow-up whose antecedent lies further back.
BACK = frozen(_BANK["BACK"])
STANDALONE_PREFIX = frozen(_BANK["STANDALONE_PREFIX"])
FOLLOWUP_PREFIX = ("", "", "", "", "OK, ", "Thanks. ", "Got it. ", "Hmm, ", "Right. ", "Great, ")

# Assistant wording.
ANSWER_PREFIX = frozen(_BANK["ANSWER_PREFIX"])
ANSWER_SUFFIX = frozen(_BANK["ANSWER_SUFFIX"])
HEDGE = frozen(_BANK["HEDGE"])

# Standalone questions answered by one general fact: fact key -> ways to ask.
GENERAL_QUESTIONS = frozen(_BANK["GENERAL_QUESTIONS"])
SALES_GENERAL = frozen(_BANK["SALES_GENERAL"])
GENERAL_LEAD = frozen(_BANK["GENERAL_LEAD"])
