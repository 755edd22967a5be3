"""Templates for the structured genres, built from each language's field names: nested JSON tool
responses, `key: value` account records, CSV exports and web forms."""

from __future__ import annotations

import json

from .vocab import FORM_MESSAGE, VOCAB

SEMICOLON_CSV = ("fr", "de", "es", "it", "pt", "nl", "sv", "pl")


def _label(word: str) -> str:
    return word.replace("_", " ")


def tool_customer(lang: str) -> str:
    k = VOCAB[lang]
    body = {
        k["result"]: {
            k["customer"]: {
                k["id"]: "<<acct>>",
                k["name"]: {k["given"]: "<<C_first>>", k["family"]: "<<C_last>>"},
                k["contact"]: {k["phone"]: "<<ph_intl>>"},
                k["address"]: {k["postcode"]: "<<pc>>", k["city"]: "<<city>>"},
                k["last_ip"]: "<<ip>>",
            },
        }
    }  # fmt: skip
    return json.dumps(body, ensure_ascii=False, indent=2)


def tool_orders(lang: str) -> str:
    k = VOCAB[lang]
    body = {
        k["orders"]: [
            {k["id"]: "<<ord>>", k["status"]: k["shipped"], k["recipient"]: "<<C_lf>>", k["address"]: "<<addr>>"},
            {k["id"]: "<<ord2>>", k["status"]: k["open"], k["recipient"]: "<<O_full>>"},
        ],
        k["payment"]: {k["iban"]: "<<iban>>"},
    }  # fmt: skip
    return json.dumps(body, ensure_ascii=False)


def account_record(lang: str) -> str:
    k = VOCAB[lang]
    rows = [
        ("account", "<<acct>>"),
        ("holder", "<<C_full>>"),
        ("email", "<<em>>"),
        ("address", "<<addr>>"),
        ("payment", "<<card>>"),
        ("status", k["open"]),
    ]
    return "\n".join(f"{_label(k[key])}: {value}" for key, value in rows)


def csv_export(lang: str) -> str:
    k, sep = VOCAB[lang], ";" if lang in SEMICOLON_CSV else ","
    head = sep.join(_label(k[x]) for x in ("account", "name", "phone", "postcode", "city"))  # fmt: skip
    row1 = sep.join(["<<acct>>", "<<C_full>>", "<<ph>>", "<<pc>>", "<<city>>"])  # fmt: skip
    row2 = sep.join(["", "<<O_full>>", "<<ph2>>", "", ""])
    return f"{head}\n{row1}\n{row2}"


def web_form(lang: str) -> str:
    k = VOCAB[lang]
    rows = [
        ("given", "<<C_first>>"),
        ("family", "<<C_last>>"),
        ("email", "<<em>>"),
        ("street", "<<street_nn>>"),
        ("postcode", "<<pc>>"),
        ("city", "<<city>>"),
        ("message", FORM_MESSAGE[lang]),
    ]
    lines = "\n".join(f"[{_label(k[key])}] {value}" for key, value in rows)
    return f"{k['form']}\n{'=' * len(k['form'])}\n{lines}"


BUILDERS = {
    "tool": [tool_customer, tool_orders],
    "account": [account_record],
    "csv": [csv_export],
    "form": [web_form],
}
