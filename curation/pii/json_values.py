"""What a JSON key says about its value: tool-call arguments and responses carry bare values
({"name": "Julien Moreau"}, {"phone": "..."}) that the analyzer cannot read without the key,
and integers long enough to be phones, cards or ids."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import regex as re

from curation.pii import lexicon as lx
from curation.pii.config import PiiConfig

# JSON integers with this many digits or more can be phones, card numbers or ids; shorter ones
# (amounts, counts, years) are left alone.
LONG_INT_DIGITS = 7


def long_int(node: Any) -> bool:
    return (
        isinstance(node, int)
        and not isinstance(node, bool)
        and len(str(abs(node))) >= LONG_INT_DIGITS
    )


def _snake(key: str) -> str:
    key = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", key)
    return re.sub(r"[^a-z0-9]+", "_", key.lower()).strip("_")


_KEY_HINTS = [
    (
        re.compile(
            r"(?:^|_)(?:first|last|given|family|full|middle|maiden|customer|contact|holder"
            r"|cardholder|recipient|sender|display|account_holder)_?name$"
            r"|^(?:surname|firstname|lastname|fullname|forename|cardholder|recipient|sender)$"
        ),
        "PERSON",
    ),
    (re.compile(r"(?:^|_)e_?mail(?:_address)?$"), "EMAIL_ADDRESS"),
    (
        re.compile(r"(?:^|_)(?:phone|mobile|tel|telephone|fax|cell)(?:_?(?:number|no))?$"),
        "PHONE_NUMBER",
    ),
    (re.compile(r"(?:^|_)(?:address|street|addr|address_line_?\d?|line_?[12])$"), "ADDRESS"),
    (re.compile(r"(?:^|_)(?:zip|zipcode|zip_code|postcode|post_code|postal_code)$"), "POSTAL_CODE"),
    (re.compile(r"(?:^|_)iban$"), "IBAN_CODE"),
    (re.compile(r"(?:^|_)(?:card_number|cc_number|pan)$"), "CREDIT_CARD"),
    (re.compile(r"(?:^|_)(?:ip|ip_address|ipaddress|client_ip|remote_addr)$"), "IP_ADDRESS"),
]
_ID_KEY = re.compile(r"(?:^|_)(account|acct|order|customer|invoice|ticket)_?(?:id|number|no|ref)$")
_ID_ENTITY = {
    "account": "ACCOUNT_ID",
    "acct": "ACCOUNT_ID",
    "order": "ORDER_ID",
    "customer": "CUSTOMER_ID",
    "invoice": "INVOICE_ID",
    "ticket": "TICKET_ID",
}


def json_hint(key: str | None, value: str, config: PiiConfig) -> str | None:
    """The entity type a JSON key says its string value is, if the value fits the type."""
    if key is None:
        return None
    k = _snake(key)
    digits = sum(c.isdigit() for c in value)
    if k == "name":
        words = value.split()
        looks_like_person = (
            1 <= len(words) <= 4
            and all(w[:1].isupper() for w in words)
            and any(lx.fold(w.strip(".,")) in lx.gazetteer_first_names() for w in words)
        )
        return "PERSON" if looks_like_person and digits == 0 else None
    m = _ID_KEY.search(k)
    if m and digits >= 3 and _ID_ENTITY[m.group(1)] in config.id_entities:
        return _ID_ENTITY[m.group(1)]
    for rx, entity in _KEY_HINTS:
        if not rx.search(k):
            continue
        fits = {
            "PERSON": digits == 0 and re.search(r"\p{L}", value) is not None,
            "EMAIL_ADDRESS": "@" in value,
            "PHONE_NUMBER": digits >= 6,
            "ADDRESS": re.search(r"\p{L}", value) is not None,
            "POSTAL_CODE": digits >= 3,
            "IBAN_CODE": digits >= 8,
            "CREDIT_CARD": digits >= 12,
            "IP_ADDRESS": digits >= 2,
        }[entity]
        return entity if fits else None
    return None


def pseudonymized_json(value: Any, pseudonymize: Callable, config: PiiConfig) -> Any:
    """A copy of a JSON value with every string value, and every integer of
    ``LONG_INT_DIGITS`` digits or more, pseudonymized in one batch by ``pseudonymize`` (a
    ``Pseudonymizer.pseudonymize_texts_tracked``), each with its key's hint; keys stay."""
    leaves: list[tuple[str, str | None]] = []

    def collect(node: Any, key: str | None) -> None:
        if long_int(node):
            node = str(node)
        if isinstance(node, str):
            leaves.append((node, json_hint(key, node, config)))
        elif isinstance(node, dict):
            for k, v in node.items():
                collect(v, str(k))
        elif isinstance(node, list | tuple):
            for v in node:
                collect(v, key)

    collect(value, None)
    done = iter(pseudonymize([s for s, _ in leaves], [h for _, h in leaves]))

    def rebuild(node: Any) -> Any:
        if long_int(node):
            # a phone or an id written as a JSON number: a number again when its surrogate
            # is all digits, else the surrogate string (never the raw value)
            text = next(done).text
            return int(text) if text.isdigit() and text[0] != "0" else text
        if isinstance(node, str):
            return next(done).text
        if isinstance(node, dict):
            return {k: rebuild(v) for k, v in node.items()}
        if isinstance(node, list | tuple):
            return [rebuild(v) for v in node]
        return node

    return rebuild(value)


def with_hint(text: str, spans: list, hint: str, make) -> list:
    """``spans`` plus the whole (stripped) value as a ``hint`` span, built by ``make(start,
    end, entity_type, score)``, unless a detection already touches it."""
    stripped = text.strip()
    if not stripped:
        return spans
    start = text.index(stripped)
    end = start + len(stripped)
    if any(d.start < end and start < d.end for d in spans):
        return spans
    return spans + [make(start, end, hint, 0.5)]
