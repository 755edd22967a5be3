"""Households for exam 4: two near-duplicate people at one address (first names one or two edits
apart, e-mails one edit apart, account ids one neighbouring digit swap apart). Pairs written for
this exam; none is named in the earlier exams' READMEs (checked by grep, not by reading them)."""

from __future__ import annotations

import json
import random

from .render import Scope, Sp, leaks_outside_spans, render
from .values import Values


def case_leaks(rows: list[dict]) -> list[str]:
    """Labelled values of a case that also occur unlabelled in any of its texts."""
    values = [{"value": s["value"], "start": -1, "end": -1} for r in rows for s in r["spans"]]
    return [v for r in rows for v in leaks_outside_spans(r["text"], r["spans"] + values)]


PAIRS = [
    ("en_US", "Kara", "Cara"),
    ("en_GB", "Nell", "Nella"),
    ("de_DE", "Wiebke", "Wibke"),
    ("de_DE", "Ilse", "Ilka"),
    ("fr_FR", "Solène", "Soline"),
    ("fr_FR", "Lou", "Loup"),
    ("es_ES", "Aroa", "Aroha"),
    ("es_MX", "Ximena", "Jimena"),
    ("it_IT", "Gioele", "Gioela"),
    ("it_IT", "Ludovica", "Ludovico"),
    ("nl_NL", "Sanne", "Senne"),
    ("nl_NL", "Maud", "Mauk"),
    ("da_DK", "Signe", "Signy"),
    ("nb_NO", "Tuva", "Tove"),
    ("fi_FI", "Aino", "Aina"),
    ("fi_FI", "Eetu", "Eeva"),
    ("pt_BR", "Thales", "Tales"),
    ("pt_BR", "Iara", "Yara"),
    ("en_CA", "Rory", "Rosy"),
    ("en_NZ", "Mere", "Meri"),
    ("de_CH", "Urs", "Ursi"),
    ("fr_BE", "Romane", "Romain"),
    ("cs_CZ", "Radek", "Radka"),
    ("tr_TR", "Elif", "Elis"),
    ("en_GB", "Hattie", "Hettie"),
]
CHAT = {
    "en": "[chat] Customer: hi, I'm <<P1_first>>, not <<P0_first>>! we share the flat at <<street>> and your system keeps merging us. mine is <<acct1>>, hers is <<acct0>>",
    "de": "[Chat] Kunde: Hallo, hier ist <<P1_full>>, nicht <<P0_first>>. Wir wohnen beide in der <<street>>. Mein Konto ist <<acct1>>, das andere <<acct0>>.",
    "fr": "[chat] Client : bonjour, c'est <<P1_first>>, pas <<P0_first>> ! On habite tous les deux au <<street>>. Mon compte : <<acct1>>, le sien : <<acct0>>.",
    "es": "[chat] Cliente: hola, soy <<P1_first>>, no <<P0_first>>. Vivimos las dos en <<street>>. Mi cuenta es <<acct1>> y la suya <<acct0>>.",
    "nl": "[chat] Klant: hoi, ik ben <<P1_first>>, niet <<P0_first>>. We wonen samen op <<street>>. Mijn account is <<acct1>>, dat van haar <<acct0>>.",
    "it": "[chat] Cliente: ciao, sono <<P1_first>>, non <<P0_first>>! Abitiamo entrambi in <<street>> e il vostro sistema ci confonde. Il mio conto è <<acct1>>, il suo <<acct0>>.",
    "pt": "[chat] Cliente: oi, aqui é <<P1_first>>, não <<P0_first>>! Moramos juntos na <<street>>. Minha conta é <<acct1>>, a dele é <<acct0>>.",
    "da": "[chat] Kunde: hej, det er <<P1_first>>, ikke <<P0_first>>. Vi bor begge på <<street>>. Min konto er <<acct1>>, hendes er <<acct0>>.",
    "nb": "[chat] Kunde: hei, dette er <<P1_first>>, ikke <<P0_first>>. Vi bor begge i <<street>>. Min konto er <<acct1>>, den andre er <<acct0>>.",
    "fi": "[chat] Asiakas: hei, olen <<P1_first>>, en <<P0_first>>. Asumme molemmat osoitteessa <<street>>. Minun tilini on <<acct1>>, toisen <<acct0>>.",
    "cs": "[chat] Zákazník: dobrý den, tady <<P1_first>>, ne <<P0_first>>. Bydlíme oba v ulici <<street>>. Můj účet je <<acct1>>, ten druhý <<acct0>>.",
    "tr": "[sohbet] Müşteri: merhaba, ben <<P1_first>>, <<P0_first>> değil. İkimiz de <<street>> adresinde oturuyoruz. Benim hesabım <<acct1>>, onunki <<acct0>>.",
}
NOTE = {
    "en": "Agent note: two customers at <<street>>, <<pc>>: <<P0_full>> (<<acct0>>, <<email0>>) and <<P1_full>> (<<acct1>>, <<email1>>). Do NOT merge. Verified by phone <<phone1>>.",
    "de": "Notiz: Zwei Kunden unter <<street>>, <<pc>>: <<P0_full>> (<<acct0>>, <<email0>>) und <<P1_full>> (<<acct1>>, <<email1>>). Nicht zusammenführen! Telefonisch bestätigt: <<phone1>>.",
    "fr": "Note agent : deux clients au <<street>>, <<pc>> : <<P0_full>> (<<acct0>>, <<email0>>) et <<P1_full>> (<<acct1>>, <<email1>>). Ne pas fusionner. Vérifié au <<phone1>>.",
    "es": "Nota: dos clientes en <<street>>, <<pc>>: <<P0_full>> (<<acct0>>, <<email0>>) y <<P1_full>> (<<acct1>>, <<email1>>). No fusionar. Verificado por teléfono <<phone1>>.",
    "nl": "Notitie: twee klanten op <<street>>, <<pc>>: <<P0_full>> (<<acct0>>, <<email0>>) en <<P1_full>> (<<acct1>>, <<email1>>). Niet samenvoegen. Telefonisch gecontroleerd: <<phone1>>.",
    "it": "Nota operatore: due clienti in <<street>>, <<pc>>: <<P0_full>> (<<acct0>>, <<email0>>) e <<P1_full>> (<<acct1>>, <<email1>>). Non unire. Verificato al telefono <<phone1>>.",
    "pt": "Nota do atendente: dois clientes na <<street>>, <<pc>>: <<P0_full>> (<<acct0>>, <<email0>>) e <<P1_full>> (<<acct1>>, <<email1>>). Não mesclar. Confirmado pelo telefone <<phone1>>.",
    "da": "Note: to kunder på <<street>>, <<pc>>: <<P0_full>> (<<acct0>>, <<email0>>) og <<P1_full>> (<<acct1>>, <<email1>>). Må ikke flettes. Bekræftet på <<phone1>>.",
    "nb": "Notat: to kunder i <<street>>, <<pc>>: <<P0_full>> (<<acct0>>, <<email0>>) og <<P1_full>> (<<acct1>>, <<email1>>). Skal ikke slås sammen. Bekreftet på <<phone1>>.",
    "fi": "Muistiinpano: kaksi asiakasta osoitteessa <<street>>, <<pc>>: <<P0_full>> (<<acct0>>, <<email0>>) ja <<P1_full>> (<<acct1>>, <<email1>>). Älä yhdistä. Vahvistettu numerosta <<phone1>>.",
    "cs": "Poznámka: dva zákazníci na adrese <<street>>, <<pc>>: <<P0_full>> (<<acct0>>, <<email0>>) a <<P1_full>> (<<acct1>>, <<email1>>). Neslučovat. Ověřeno telefonicky <<phone1>>.",
    "tr": "Not: <<street>>, <<pc>> adresinde iki müşteri var: <<P0_full>> (<<acct0>>, <<email0>>) ve <<P1_full>> (<<acct1>>, <<email1>>). Birleştirmeyin. Telefonla doğrulandı: <<phone1>>.",
}
ACCOUNT = "ACCOUNT <<acct{i}>>\nholder: <<P{i}_lf>>\nemail: <<email{i}>>\nphone: <<phone{i}>>\naddress: <<street>>, <<pc>> <<city>>"
TOOL = '{"tool": "crm.lookup", "matches": [{"account": "<<acct0>>", "name": "<<P0_full>>", "email": "<<email0>>"}, {"account": "<<acct1>>", "name": "<<P1_full>>", "email": "<<email1>>"}], "address": "<<street>>, <<pc>>"}'


def swap_neighbours(rng: random.Random, digits: str) -> str:
    spots = [i for i in range(len(digits) - 1) if digits[i] != digits[i + 1]]
    i = rng.choice(spots)
    return digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :]


def one_edit_email(
    first0: str, first1: str, last: str, dom: str, rng: random.Random
) -> tuple[str, str]:
    from .values import strip

    a, b = strip(first0), strip(first1)
    if a != b and _edits(a, b) == 1:
        return f"{a}.{strip(last)}@{dom}", f"{b}.{strip(last)}@{dom}"
    k = rng.randint(1, 8)
    return f"{strip(last)}{a[0]}{k}@{dom}", f"{strip(last)}{a[0]}{k + 1}@{dom}"


def _edits(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def household(rng: random.Random, n: int) -> list[dict]:
    locale, f0, f1 = PAIRS[n]
    scope_name = f"h4-household-{n:02d}"
    for _ in range(50):
        v = Values(rng, locale)
        lang = v.lang if v.lang in CHAT else "en"
        last = v.person()["last"]
        digits = str(rng.randint(10**6, 10**8))
        acct = [f"acct_{digits}", f"acct_{swap_neighbours(rng, digits)}"]
        emails = one_edit_email(
            f0, f1, last, rng.choice(["gmail.com", "posteo.de", "icloud.com"]), rng
        )
        pc, city = v.postcode_city()
        slots = {
            "street": [Sp("STREET_ADDRESS", v.street(), "address")],
            "pc": [Sp("POSTAL_CODE", pc, "postcode")],
            "city": [city],
            "last": [Sp("PERSON", last, "p1", "surname_alone")],
        }
        for i, first in enumerate((f0, f1)):
            ref = f"p{i}"
            slots[f"P{i}_first"] = [Sp("PERSON", first, ref, "first_name_alone")]
            slots[f"P{i}_full"] = [Sp("PERSON", f"{first} {last}", ref, "full_name")]
            slots[f"P{i}_lf"] = [Sp("PERSON", f"{last}, {first}", ref, "last_first")]
            slots[f"acct{i}"] = [Sp("ACCOUNT_ID", acct[i], f"{ref}/account")]
            slots[f"email{i}"] = [Sp("EMAIL_ADDRESS", emails[i], f"{ref}/email")]
            ph, region = v.phone()
            slots[f"phone{i}"] = [Sp("PHONE_NUMBER", ph, f"{ref}/phone", region=region)]
        texts = [
            ("chat", "chat0", CHAT[lang]),
            ("account", "account1", ACCOUNT.format(i=0)),
            ("account", "account2", ACCOUNT.format(i=1)),
            ("tool", "tool3", TOOL),
            ("note", "note4", NOTE[lang]),
        ]
        scope, rows = Scope(scope_name), []
        for genre, key, tpl in texts:
            text, spans = render(tpl, slots)
            spans = scope.finish(text, spans)
            rows.append(
                {
                    "id": f"{scope_name}:{key}",
                    "text": text,
                    "scope": scope_name,
                    "lang": lang if genre in ("chat", "note") else v.lang,
                    "locale": locale,
                    "genre": genre,
                    "spans": spans,
                }
            )
        if not case_leaks(rows):
            return rows
    raise AssertionError(f"household {n} could not be drawn without a leak")


def dumps(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
