"""One case's surrogate table: original value -> surrogate, per entity type.

``SurrogateFactory(key)`` is deterministic in the key: the same key and the same case give the
same surrogates on every run and machine; another key gives others. Within a case the map is
injective per type (different originals never share a surrogate) and keeps near-duplicate
structure (see ``names`` and ``formats``). A value with no near neighbour in its case gets a
draw keyed on the value alone, so it maps the same way in every case too; a near-duplicate is
derived from its neighbour's surrogate, so it depends on the case it sits in.

``learn`` takes every value of a batch first and assigns in a fixed order (people, then emails,
then the rest, each sorted), so the result does not depend on the order texts arrive in.
"""

from __future__ import annotations

from collections.abc import Iterable

import regex as re

from curation.pii import digit_words, encoded, spelled
from curation.pii import lexicon as lx
from curation.pii.cjk_names import CjkNameMapper, is_cjk_name
from curation.pii.formats import AddressMapper, FormatMapper
from curation.pii.keyed import Keyed
from curation.pii.names import NameMapper
from curation.pii.phones import number_local
from curation.pii.scripts import WORD_TYPES, in_script, own_script
from curation.pii.spoken import is_spoken, respoken, written

# Assignment order: names before the emails built from them, addresses before postal codes.
ORDER = (
    "PERSON",
    "EMAIL_ADDRESS",
    "ADDRESS",
    "POSTAL_CODE",
    "LOCATION",
    "PHONE_NUMBER",
    "CREDIT_CARD",
    "IBAN_CODE",
    "IP_ADDRESS",
    "US_SSN",
)


def _order(entity_type: str) -> int:
    return ORDER.index(entity_type) if entity_type in ORDER else len(ORDER)


class SurrogateFactory:
    """Surrogates for one case. Not thread-safe: one factory per case and worker."""

    def __init__(self, key: bytes | str, id_entities: Iterable[str] = ()) -> None:
        self.keyed = Keyed(key)
        self.id_entities = frozenset(id_entities)
        self.avoid: set[str] = set()
        self.formats = FormatMapper(self.keyed)
        self.names = NameMapper(self.keyed, self.avoid)
        self.cjk = CjkNameMapper(self.keyed, self.avoid)
        self.addresses = AddressMapper(self.keyed, self.formats, self.avoid, self.names.get)
        self.values: dict[tuple[str, str], str] = {}

    def learn(self, values: Iterable[tuple[str, str]]) -> None:
        """Assign surrogates to (entity type, original) pairs in a fixed, input-independent order."""
        ordered = sorted(set(values), key=lambda tv: (_order(tv[0]), tv[0], tv[1]))
        self.cjk.learn(v for t, v in ordered if t == "PERSON" and is_cjk_name(v))
        for entity_type, value in ordered:
            if entity_type == "PERSON" and is_cjk_name(value):
                continue  # a CJK name gets a CJK surrogate (``cjk_names``), not pool names
            if entity_type == "PERSON" and spelled.is_spelled(value):
                self.names.learn_person(spelled.plain(value))  # the name it spells
            elif entity_type == "PERSON":
                self.names.learn_person(value)
            elif entity_type in ("ADDRESS", "LOCATION"):
                self.avoid.update(lx.fold(w) for w in re.findall(r"[\p{L}\p{M}'’]+", value))
        self.names.assign_pending()
        for entity_type, value in ordered:
            self.surrogate(entity_type, value)

    def surrogate(self, entity_type: str, value: str) -> str:
        """The surrogate of one value; assigns (and remembers) it on first sight."""
        key = (entity_type, value)
        if key in self.values:
            return self.values[key]
        if encoded.is_encoded(value) and "@" not in value:
            # percent-encoded in a URL ("w.kamau%40example.co.ke", "Zo%C3%AB") or JSON-escaped:
            # the surrogate of what it says, encoded the same way
            plain = encoded.decoded(value)
            out = self.surrogate(entity_type, plain)
            script = own_script(plain) if entity_type in WORD_TYPES else None
            if script is not None:
                out = in_script(out, script)  # as the name written out is replaced
            out = encoded.encode_like(value, out)
        elif entity_type == "PERSON" and is_cjk_name(value):
            self.cjk.learn([value])
            out = self.cjk.person(value)
        elif entity_type == "PERSON" and spelled.is_spelled(value):
            # spelled back letter by letter: "S-O-R-I-A" goes the way "Soria" goes
            self.names.learn_person(spelled.plain(value))
            self.names.assign_pending()
            out = spelled.respelled(value, self.names.token(spelled.plain(value), "surname"))
        elif entity_type == "PERSON":
            self.names.learn_person(value)
            self.names.assign_pending()
            out = self.names.person(value)
        elif entity_type == "EMAIL_ADDRESS" and is_spoken(value):
            out = respoken(value, self.surrogate(entity_type, written(value)))
        elif entity_type == "EMAIL_ADDRESS" and (local := number_local(value)) is not None:
            # a phone number as a SIP or WhatsApp address: the number's own surrogate
            number = self.surrogate("PHONE_NUMBER", "+" + local.lstrip("+"))
            out = number[local[0] != "+" :] + value[len(local) :]
        elif entity_type == "EMAIL_ADDRESS":
            out = self.names.email(value)
        elif entity_type in ("ADDRESS", "POSTAL_CODE", "LOCATION"):
            out = self.addresses.address(value)
        elif entity_type == "PHONE_NUMBER" and digit_words.is_digit_words(value):
            # read back in the same words: "oh four one two ..." stays a number read aloud
            digits = digit_words.digits_of(value, digit_words.language_of(value))
            out = digit_words.respoken(value, self.formats.phone(digits))
        elif entity_type == "PHONE_NUMBER":
            out = self.formats.phone(value)
        elif entity_type == "CREDIT_CARD":
            out = self.formats.credit_card(value)
        elif entity_type == "IBAN_CODE":
            out = self.formats.iban(value)
        elif entity_type == "IP_ADDRESS":
            out = self.formats.ip(value)
        elif entity_type == "US_SSN":
            out = self.formats.ssn(value)
        elif entity_type in self.id_entities:
            out = self.formats.identifier(entity_type, value)
        else:
            out = self.formats.map(entity_type, value)
        self.values[key] = out
        return out

    def assign(self, entity_type: str, value: str, surrogate: str) -> None:
        """Give ``value`` the surrogate ``surrogate`` unless it has one: a form of a value
        already replaced ("TASLIMAHOSSAIN" of "Taslima Hossain") takes that value's surrogate
        in the same form."""
        self.values.setdefault((entity_type, value), surrogate)

    def name_token(self, text: str) -> str:
        """The surrogate of one name word seen alone (a first name or surname of a known person)."""
        return self.names.token(text)
