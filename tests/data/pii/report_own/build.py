"""Builds Assay's own small PII report set (written before the recall/precision work of issue 11,
scored only at the end, never tuned on): ``cases.jsonl`` (labelled personal data in support
chats, account records, tool responses and notes, several languages) and ``docs.jsonl``
(public-documentation-style paragraphs with no personal data: every changed word is damage).

    python tests/data/pii/report_own/build.py

Each case lists its text and the (type, value, entity) it holds; offsets are found here, every
occurrence of a value is labelled.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

P, E, PH, A, PC, CC, IB, ID = (
    "PERSON",
    "EMAIL_ADDRESS",
    "PHONE_NUMBER",
    "ADDRESS",
    "POSTAL_CODE",
    "CREDIT_CARD",
    "IBAN_CODE",
    "ACCOUNT_ID",
)

CASES: list[tuple[str, list[tuple[str, list[tuple[str, str]]]]]] = [
    (
        "r1",
        [
            (
                "User: hey, it's marta kowalczyk again, the invoice for acct_58120 still shows "
                "the old card.\nAgent: Sorry about that Marta! Can you confirm the last digits?\n"
                "User: sure, 5412 7534 0982 1176. call me on 0049 151 2378 4410 if needed",
                [
                    (P, "marta kowalczyk"),
                    (P, "Marta"),
                    (ID, "acct_58120"),
                    (CC, "5412 7534 0982 1176"),
                    (PH, "0049 151 2378 4410"),
                ],
            ),
            (
                '{"tool": "lookup_account", "args": {"account_id": "acct_58120"}, "response": '
                '{"holder": "Kowalczyk, Marta", "email": "m.kowalczyk@poczta.example.pl", '
                '"city": "Gdańsk", "street": "ul. Długa 17/4", "postcode": "80-827"}}',
                [
                    (ID, "acct_58120"),
                    (P, "Kowalczyk"),
                    (P, "Marta"),
                    (E, "m.kowalczyk@poczta.example.pl"),
                    (A, "ul. Długa 17/4"),
                    (PC, "80-827"),
                ],
            ),
        ],
    ),
    (
        "r2",
        [
            (
                "Ticket note: customer Okonkwo, Chidi called twice about acct_77301 and acct_77310. "
                "He asked us to send everything to chidi.okonkwo@mailbox.example.com.",
                [
                    (P, "Okonkwo"),
                    (P, "Chidi"),
                    (ID, "acct_77301"),
                    (ID, "acct_77310"),
                    (E, "chidi.okonkwo@mailbox.example.com"),
                ],
            ),
            (
                "Agent: Good afternoon Chidi, both accounts are now merged. Regards, Priyanka",
                [(P, "Chidi"), (P, "Priyanka")],
            ),
        ],
    ),
    (
        "r3",
        [
            (
                "Bonjour, je suis Anaïs Lefebvre-Morin. Mon numéro est le 06 48 21 93 57 et "
                "j'habite 14 rue des Tanneurs, 67000 Strasbourg. Ma sœur Anaëlle a le même "
                "problème avec son compte.",
                [
                    (P, "Anaïs Lefebvre-Morin"),
                    (PH, "06 48 21 93 57"),
                    (A, "14 rue des Tanneurs"),
                    (PC, "67000"),
                    (P, "Anaëlle"),
                ],
            ),
            (
                "Réponse de l'agent : Merci Anaïs, j'ai noté le nouvel IBAN "
                "FR76 3000 6000 0112 3456 7890 189.",
                [(P, "Anaïs"), (IB, "FR76 3000 6000 0112 3456 7890 189")],
            ),
        ],
    ),
    (
        "r4",
        [
            (
                "Hallo, hier ist Jörg Bräuning. Meine Frau Jutta und ich haben zwei Konten "
                "(acct_30418 und acct_30481). Erreichbar unter 0171 4439021.",
                [
                    (P, "Jörg Bräuning"),
                    (P, "Jutta"),
                    (ID, "acct_30418"),
                    (ID, "acct_30481"),
                    (PH, "0171 4439021"),
                ],
            ),
            (
                "Notiz: Herr Bräuning wünscht Rückruf. Adresse: Lindenstraße 9, 04109 Leipzig.",
                [(P, "Bräuning"), (A, "Lindenstraße 9"), (PC, "04109")],
            ),
        ],
    ),
    (
        "r5",
        [
            (
                "customer: hola, soy lucía ferrández, mi tarjeta 4556 7375 8689 9855 fue "
                "rechazada. mi móvil es 612 345 987",
                [(P, "lucía ferrández"), (CC, "4556 7375 8689 9855"), (PH, "612 345 987")],
            ),
            (
                "agente: Hola Lucía, ¿puedes confirmar tu correo? customer: "
                "lucia.ferrandez88@correo.example.es",
                [(P, "Lucía"), (E, "lucia.ferrandez88@correo.example.es")],
            ),
        ],
    ),
    (
        "r6",
        [
            (
                '{"name": "search_orders", "arguments": {"customer_phone": 4155550142, '
                '"customer_id": "cust_90215"}, "result": [{"order": "ord_661204", '
                '"ship_to": "Deshawn Whitaker, 2280 Mission Street, San Francisco, CA 94110"}]}',
                [
                    (PH, "4155550142"),
                    (ID, "cust_90215"),
                    (ID, "ord_661204"),
                    (P, "Deshawn Whitaker"),
                    (A, "2280 Mission Street"),
                    (PC, "94110"),
                ],
            ),
            (
                "Assistant: I found order ord_661204 for Deshawn. It ships to Mission Street.",
                [(ID, "ord_661204"), (P, "Deshawn")],
            ),
        ],
    ),
    (
        "r7",
        [
            (
                "Ciao, sono Giulia Bernasconi (giulia.b@posta.example.it). Il mio vicino Giulio "
                "Bernardi usa lo stesso indirizzo, via Garibaldi 22, 20121 Milano. "
                "Telefono 347 812 5566.",
                [
                    (P, "Giulia Bernasconi"),
                    (E, "giulia.b@posta.example.it"),
                    (P, "Giulio Bernardi"),
                    (A, "via Garibaldi 22"),
                    (PC, "20121"),
                    (PH, "347 812 5566"),
                ],
            ),
        ],
    ),
    (
        "r8",
        [
            (
                "Olá, o meu nome é joão pedro tavares. A minha conta acct_12093 tem o "
                "telemóvel 912 345 678 e o NIB antigo. Obrigado, João",
                [(P, "joão pedro tavares"), (ID, "acct_12093"), (PH, "912 345 678"), (P, "João")],
            ),
        ],
    ),
    (
        "r9",
        [
            (
                "Account record\nHolder: Nakamura, Haruto\nPhone: 090-3321-7788\n"
                "Email: haruto.nakamura@example.jp\nCard: 2221 0012 3412 3456\nTier: gold",
                [
                    (P, "Nakamura"),
                    (P, "Haruto"),
                    (PH, "090-3321-7788"),
                    (E, "haruto.nakamura@example.jp"),
                    (CC, "2221 0012 3412 3456"),
                ],
            ),
        ],
    ),
    (
        "r10",
        [
            (
                "support log 2026-03-02: spoke to ines and her brother tomas about the refund. "
                "ines gave her number, +34 622 18 90 41, and asked for tomas to be removed "
                "from acct_48812.",
                [(P, "ines"), (P, "tomas"), (PH, "+34 622 18 90 41"), (ID, "acct_48812")],
            ),
        ],
    ),
    (
        "r11",
        [
            (
                "Dear Mr Van der Berg,\nYour replacement router ships to Keizersgracht 241, "
                "1016 EA Amsterdam. Questions? Reply to this mail or call 020 624 1111.\n"
                "Kind regards,\nEsther",
                [
                    (P, "Van der Berg"),
                    (A, "Keizersgracht 241"),
                    (PC, "1016 EA"),
                    (PH, "020 624 1111"),
                    (P, "Esther"),
                ],
            ),
        ],
    ),
    (
        "r12",
        [
            (
                '{"tool_response": {"invoice_id": "inv_20931", "billing_contact": '
                '{"first_name": "Rosalind", "last_name": "Achterberg", "phone": "+31 6 4821 9930"}, '
                '"amount": 129.5}}',
                [(ID, "inv_20931"), (P, "Rosalind"), (P, "Achterberg"), (PH, "+31 6 4821 9930")],
            ),
            (
                "Assistant: Rosalind, invoice inv_20931 was sent to your billing contact.",
                [(P, "Rosalind"), (ID, "inv_20931")],
            ),
        ],
    ),
]

DOCS = [
    "Getting started with Watson Discovery\nWatson Discovery lets you search across your "
    "documents. Create a project, upload a collection and query it from the Discovery API. "
    "Projects can share collections across regions such as Dallas, Frankfurt and Tokyo.",
    "Configuring Jenkins pipelines\nJenkins reads the Jenkinsfile at the root of the "
    "repository. Each stage runs in an agent; Blue Ocean shows the stages as a graph. "
    "Grant the pipeline access to the Vault secrets engine before the deploy stage.",
    "Apache Cassandra replicates each partition to the nodes of its ring. Choose a "
    "replication factor per keyspace; Cassandra then tolerates the loss of that many nodes "
    "minus one. Monitor compaction with nodetool and Grafana dashboards.",
    "Storage classes\nBlock Storage for VPC offers three profiles: general-purpose, 5iops-tier "
    "and custom. Volumes attach to one virtual server at a time. Snapshots are taken "
    "incrementally and can be copied to another region.",
    "Release notes, March\nMaven builds now cache dependencies between runs. The Gradle "
    "plugin supports Kotlin scripts. Terraform templates for Kubernetes clusters were "
    "updated; run terraform init again after upgrading.",
    "Apply for benefits\nVisit the Social Security website to apply for retirement, "
    "disability or Medicare. You will need your birth certificate and W-2 forms. Offices in "
    "Baltimore, Denver and Phoenix accept appointments on weekdays.",
    "Troubleshooting\nIf Docker Desktop does not start, reset it to factory defaults. On "
    "macOS check that Rosetta is installed; on Windows enable WSL 2. Harbor registries need "
    "the certificate of their authority in the trust store.",
    "Assistant skills\nAn action is a task the assistant completes for a customer, such as "
    "Pay bill or Reset password. Each action has steps; a step can ask for a value, call a "
    "custom extension, or hand the conversation to a live agent through Zendesk or Salesforce.",
    "Overview of Red Hat OpenShift on IBM Cloud\nOpenShift clusters run worker nodes in "
    "Washington DC, London and Sydney. Use Satellite to run them on your own hardware. Istio "
    "and Knative are available as managed add-ons.",
    "Lambda functions can be triggered by S3 events, SQS queues or an API Gateway route. "
    "Amazon CloudWatch collects their logs. Set the memory size and timeout per function; "
    "Graviton processors lower the price per millisecond.",
]


def spans_of(text: str, labels: list[tuple[str, str]]) -> list[dict]:
    out = []
    for kind, value in labels:
        at = 0
        found = False
        while (i := text.find(value, at)) >= 0:
            end = i + len(value)
            if not any(s["start"] < end and i < s["end"] for s in out):
                out.append(
                    {"type": kind, "value": value, "start": i, "end": end, "entity": value.lower()}
                )
            found = True
            at = end
        if not found:
            raise SystemExit(f"{value!r} not in {text[:40]!r}")
    return sorted(out, key=lambda s: s["start"])


def main() -> None:
    with (HERE / "cases.jsonl").open("w", encoding="utf-8") as fh:
        for scope, records in CASES:
            for n, (text, labels) in enumerate(records):
                record = {"id": f"{scope}-{n}", "scope": scope, "text": text}
                record["spans"] = spans_of(text, labels)
                fh.write(json.dumps(record, ensure_ascii=False) + "\n")
    with (HERE / "docs.jsonl").open("w", encoding="utf-8") as fh:
        for n, text in enumerate(DOCS):
            fh.write(json.dumps({"id": f"doc-{n}", "text": text, "spans": []}) + "\n")


if __name__ == "__main__":
    main()
