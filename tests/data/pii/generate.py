"""Generate Assay's own labelled PII cases (``tune/*.jsonl``) from Faker locales.

    .venv/bin/python tests/data/pii/generate.py       # rewrites tests/data/pii/tune/*.jsonl

Unlike the presidio template sentences and the household records in ``../shared/data/pii``,
these are support cases in seven languages (en, fr, de, es, nl, ja, zh): a chat with greetings
and sign-offs, an account record as ``key: value`` lines, and a JSON tool response, one case
(``scope``) per customer. Values are Faker's (names, phones in the locale's own formats, often
without a country code, cards of every issuer Faker knows, IBANs, street addresses, postcodes);
names are also written the way people write them: lower case in a sign-off, possessive or
genitive ("Julien's", "Annas"), short ("Bo"), initials. A case holds a linked account whose id
differs from the customer's by two swapped digits.

Every record has a ``template_id`` (language and template), so ``bench.eval_pii`` splits
the file into a tune part and a report part by template: tune on one, judge on the other.
The seed is fixed; rerunning rewrites the same files.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from faker import Faker

OUT = Path(__file__).resolve().parent / "tune"
CASES_PER_LANGUAGE = 24
SEED = 20261201
LOCALES = {
    "en": "en_US",
    "fr": "fr_FR",
    "de": "de_DE",
    "es": "es_ES",
    "nl": "nl_NL",
    "ja": "ja_JP",
    "zh": "zh_CN",
}
# Words of each language the templates are written in (greetings, sign-offs, field names).
WORDS = {
    "en": dict(
        hi="Hi",
        hello="Hello",
        thanks="Thanks",
        regards="Best regards",
        my_name="my name is",
        card="my card",
        phone="you can call me on",
        mail="my email is",
        address="I moved to",
        account="account",
        linked="the linked account",
        of="'s",
        name="Name",
        street="Address",
        phone_key="Phone",
        email_key="Email",
        note="Customer says the charge on",
        note2=" is wrong.",
        refund="Please refund it.",
    ),
    "fr": dict(
        hi="Bonjour",
        hello="Salut",
        thanks="Merci",
        regards="Cordialement",
        my_name="je m'appelle",
        card="ma carte",
        phone="vous pouvez m'appeler au",
        mail="mon adresse mail est",
        address="j'ai déménagé au",
        account="compte",
        linked="le compte lié",
        of=None,
        name="Nom",
        street="Adresse",
        phone_key="Téléphone",
        email_key="Courriel",
        note="Le client conteste le débit sur",
        note2=".",
        refund="Merci de rembourser.",
    ),
    "de": dict(
        hi="Hallo",
        hello="Guten Tag",
        thanks="Danke",
        regards="Viele Grüße",
        my_name="mein Name ist",
        card="meine Karte",
        phone="Sie erreichen mich unter",
        mail="meine E-Mail ist",
        address="ich bin umgezogen nach",
        account="Konto",
        linked="das verknüpfte Konto",
        of="s",
        name="Name",
        street="Anschrift",
        phone_key="Telefon",
        email_key="E-Mail",
        note="Kunde bestreitet die Abbuchung auf",
        note2=".",
        refund="Bitte erstatten.",
    ),
    "es": dict(
        hi="Hola",
        hello="Buenos días",
        thanks="Gracias",
        regards="Saludos",
        my_name="me llamo",
        card="mi tarjeta",
        phone="pueden llamarme al",
        mail="mi correo es",
        address="me mudé a",
        account="cuenta",
        linked="la cuenta vinculada",
        of=None,
        name="Nombre",
        street="Dirección",
        phone_key="Teléfono",
        email_key="Correo",
        note="El cliente reclama el cargo en",
        note2=".",
        refund="Por favor, reembolsar.",
    ),
    "nl": dict(
        hi="Hoi",
        hello="Goedemiddag",
        thanks="Bedankt",
        regards="Met vriendelijke groet",
        my_name="mijn naam is",
        card="mijn kaart",
        phone="u kunt me bellen op",
        mail="mijn e-mail is",
        address="ik ben verhuisd naar",
        account="rekening",
        linked="de gekoppelde rekening",
        of="s",
        name="Naam",
        street="Adres",
        phone_key="Telefoon",
        email_key="E-mail",
        note="Klant betwist de afschrijving op",
        note2=".",
        refund="Graag terugbetalen.",
    ),
    "ja": dict(
        hi="こんにちは、",
        hello="お世話になっております。",
        thanks="ありがとうございます。",
        regards="よろしくお願いします。",
        my_name="私の名前は",
        card="カード番号は",
        phone="電話番号は",
        mail="メールは",
        address="住所は",
        account="アカウント",
        linked="関連アカウント",
        of=None,
        name="氏名",
        street="住所",
        phone_key="電話",
        email_key="メール",
        note="お客様が請求に異議:",
        note2="。",
        refund="返金してください。",
    ),
    "zh": dict(
        hi="你好，",
        hello="您好，",
        thanks="谢谢。",
        regards="此致",
        my_name="我叫",
        card="我的卡号是",
        phone="我的电话是",
        mail="我的邮箱是",
        address="我的地址是",
        account="账户",
        linked="关联账户",
        of=None,
        name="姓名",
        street="地址",
        phone_key="电话",
        email_key="邮箱",
        note="客户对扣款有异议:",
        note2="。",
        refund="请退款。",
    ),
}
CJK = ("ja", "zh")


class Record:
    """Text built piece by piece; labelled pieces become spans with their offsets."""

    def __init__(self, rid: str, scope: str, template_id: str) -> None:
        self.rid, self.scope, self.template_id = rid, scope, template_id
        self.text = ""
        self.spans: list[dict] = []

    def add(self, literal: str) -> Record:
        self.text += literal
        return self

    def pii(self, kind: str, value: str, entity: str | None = None) -> Record:
        start = len(self.text)
        self.text += value
        span = {"type": kind, "value": value, "start": start, "end": len(self.text)}
        if entity:
            span["entity"] = entity
        self.spans.append(span)
        return self

    def as_json(self) -> dict:
        return {
            "id": self.rid,
            "scope": self.scope,
            "template_id": self.template_id,
            "text": self.text,
            "spans": self.spans,
        }


def swap_two(digits: str, rng: random.Random) -> str:
    """The digit string with two adjacent different digits swapped."""
    spots = [i for i in range(len(digits) - 1) if digits[i] != digits[i + 1]]
    i = rng.choice(spots)
    return digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]


def person(fake: Faker, lang: str, rng: random.Random) -> dict:
    first, last = fake.first_name(), fake.last_name()
    if lang in CJK:
        full = last + first
    else:
        full = f"{first} {last}"
    return {"first": first, "last": last, "full": full}


def latin_email(fake: Faker, who: dict, lang: str, rng: random.Random) -> str:
    if lang in CJK:
        return fake.email()
    local = rng.choice(
        [
            f"{who['first']}.{who['last']}",
            f"{who['first'][0]}{who['last']}",
            f"{who['first']}{rng.randrange(10, 99)}",
        ]
    )
    ascii_local = "".join(c for c in _ascii(local) if c.isalnum() or c == ".")
    return f"{ascii_local.lower()}@{fake.free_email_domain()}"


def _ascii(text: str) -> str:
    import unicodedata

    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def card(rng: random.Random) -> str:
    # Faker's base provider knows every issuer (locale providers drop some)
    fake = Faker("en_US")
    fake.seed_instance(rng.randrange(1 << 30))
    kind = rng.choice(["mastercard", "visa16", "amex", "discover", "jcb16", "diners", "maestro"])
    number = fake.credit_card_number(card_type=kind)
    if rng.random() < 0.5 and len(number) == 16:
        number = " ".join(number[i : i + 4] for i in range(0, 16, 4))
    return number


def chat(fake, lang, rng, case, who, ids) -> Record:
    w = WORDS[lang]
    template = rng.randrange(4)
    r = Record(f"{lang}-{case}-chat", f"{lang}-{case}", f"{lang}-chat-{template}")
    sep = "" if lang in CJK else " "
    agent = person(fake, lang, rng)
    r.add(f"Agent: {w['hello']}{sep}").pii("PERSON", who["first"], "first").add(
        "" if lang in CJK else ","
    )
    r.add(f"\nCustomer: {w['hi']}{sep}" if lang not in CJK else f"\nCustomer: {w['hi']}")
    r.add(f"{w['my_name']}{sep}").pii("PERSON", who["full"], "full").add(
        "。" if lang in CJK else ". "
    )
    if template == 0:
        r.add(f"{w['card']}{sep}").pii("CREDIT_CARD", ids["card"], "card").add(
            "。" if lang in CJK else ", "
        )
        r.add(f"{w['phone']}{sep}").pii("PHONE_NUMBER", ids["phone"], "phone")
    elif template == 1:
        r.add(f"{w['mail']}{sep}").pii("EMAIL_ADDRESS", ids["email"], "email").add(
            "。" if lang in CJK else ". "
        )
        r.add(f"{w['address']}{sep}").pii("ADDRESS", ids["address"], "address")
    elif template == 2:
        r.add("IBAN ").pii("IBAN_CODE", ids["iban"], "iban").add("。" if lang in CJK else ". ")
        r.add(f"{w['linked']}{sep}").pii("ACCOUNT_ID", ids["linked"], "linked")
        r.add(f"{sep}/{sep}").pii("ACCOUNT_ID", ids["account"], "account")
    else:
        r.add(f"{w['phone']}{sep}").pii("PHONE_NUMBER", ids["phone"], "phone")
        if w["of"] and lang not in CJK:
            r.add(". ")
            if w["of"].startswith("'"):  # "Julien's": the name, then the possessive
                r.pii("PERSON", who["first"], "first").add(w["of"])
            else:  # German / Dutch genitive "Annas": the inflected word is the name
                r.pii("PERSON", who["first"] + w["of"], "first-genitive")
            r.add(f" {w['account']} ").pii("ACCOUNT_ID", ids["account"], "account")
    r.add(f"\n{w['thanks']}{sep}").pii("PERSON", agent["first"], "agent")
    r.add(f"\n{w['regards']},\n" if lang not in CJK else f"\n{w['regards']}\n")
    signed = who["full"]
    if lang not in CJK and rng.random() < 0.5:
        signed = signed.lower()  # people sign in lower case
    r.pii("PERSON", signed, "full")
    return r


def account_record(fake, lang, rng, case, who, ids) -> Record:
    w = WORDS[lang]
    template = rng.randrange(3)
    r = Record(f"{lang}-{case}-record", f"{lang}-{case}", f"{lang}-record-{template}")
    r.add(f"{w['account']}: ").pii("ACCOUNT_ID", ids["account"], "account")
    r.add(f"\n{w['name']}: ").pii("PERSON", who["full"], "full")
    r.add(f"\n{w['email_key']}: ").pii("EMAIL_ADDRESS", ids["email"], "email")
    r.add(f"\n{w['phone_key']}: ").pii("PHONE_NUMBER", ids["phone"], "phone")
    if template != 1:
        r.add(f"\n{w['street']}: ").pii("ADDRESS", ids["address"], "address")
    if template == 2:
        r.add("\nIBAN: ").pii("IBAN_CODE", ids["iban"], "iban")
    r.add("\nstatus: active\nplan: ").add(rng.choice(["Basic", "Family", "Premium"]))
    return r


def tool_response(fake, lang, rng, case, who, ids) -> Record:
    w = WORDS[lang]
    template = rng.randrange(2)
    r = Record(f"{lang}-{case}-tool", f"{lang}-{case}", f"{lang}-tool-{template}")
    r.add('{"customer": {"id": "').pii("ACCOUNT_ID", ids["account"], "account")
    r.add('", "name": "').pii("PERSON", who["full"], "full")
    if template == 0:
        r.add('", "card_last_used": "').pii("CREDIT_CARD", ids["card"], "card")
    else:
        r.add('", "postcode": "').pii("POSTAL_CODE", ids["postcode"], "postcode")
    r.add('"}, "note": "').add(f"{w['note']} ").pii("ACCOUNT_ID", ids["linked"], "linked")
    r.add(f"{w['note2']} {w['refund']}" + '", "status": "open"}')
    return r


def generate(seed: int = SEED) -> dict[str, list[dict]]:
    rng = random.Random(seed)
    out: dict[str, list[dict]] = {}
    for lang, locale in LOCALES.items():
        fake = Faker(locale)
        fake.seed_instance(rng.randrange(1 << 30))
        records = []
        for case in range(CASES_PER_LANGUAGE):
            who = person(fake, lang, rng)
            digits = str(rng.randrange(10000, 99999))
            while len(set(digits)) < 3:
                digits = str(rng.randrange(10000, 99999))
            address = fake.street_address()
            if lang not in CJK:
                address = f"{address}, {fake.postcode()} {fake.city()}"
            ids = {
                "account": f"acct_{digits}",
                "linked": f"acct_{swap_two(digits, rng)}",
                "phone": fake.phone_number(),
                "card": card(rng),
                "iban": fake.iban(),
                "email": latin_email(fake, who, lang, rng),
                "address": address,
                "postcode": fake.postcode(),
            }
            for build in (chat, account_record, tool_response):
                records.append(build(fake, lang, rng, case, who, ids).as_json())
        out[f"support_{lang}.jsonl"] = records
    return out


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, records in generate().items():
        with (OUT / name).open("w", encoding="utf-8") as fh:
            for r in records:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        print(f"{OUT / name}: {len(records)} records")


if __name__ == "__main__":
    main()
