"""Hand-written households for ``households.jsonl``: two people with near-duplicate first names,
a shared surname and address, ids that recur and ids that differ by two swapped digits.

``PAIRS`` is ``(locale, first_a, first_b, roman_a, roman_b, surname)``; an empty surname is
drawn from the locale's Faker. Romanized forms feed the e-mail addresses of CJK names.
"""

from __future__ import annotations

PAIRS = [
    ("en_US", "Daniel", "Daniela", "", "", ""),
    ("en_US", "Eric", "Erica", "", "", ""),
    ("en_GB", "Robert", "Roberta", "", "", ""),
    ("en_GB", "Brian", "Briana", "", "", ""),
    ("de_DE", "Jan", "Jana", "", "", ""),
    ("de_DE", "Paul", "Paula", "", "", ""),
    ("de_DE", "Stefan", "Stefanie", "", "", ""),
    ("es_ES", "Luis", "Luisa", "", "", ""),
    ("es_ES", "Gabriel", "Gabriela", "", "", ""),
    ("es_ES", "Mario", "María", "", "", ""),
    ("it_IT", "Francesco", "Francesca", "", "", ""),
    ("it_IT", "Carlo", "Carla", "", "", ""),
    ("it_IT", "Giulio", "Giulia", "", "", ""),
    ("fr_FR", "Louis", "Louise", "", "", ""),
    ("fr_FR", "Simon", "Simone", "", "", ""),
    ("nl_NL", "Sander", "Sandra", "", "", ""),
    ("nl_NL", "Johan", "Johanna", "", "", ""),
    ("pl_PL", "Aleksander", "Aleksandra", "", "", ""),
    ("pl_PL", "Dominik", "Dominika", "", "", ""),
    ("pl_PL", "Paweł", "Paulina", "", "", ""),
    ("ja_JP", "優希", "優花", "Yuki", "Yuka", ""),
    ("ja_JP", "健太", "健斗", "Kenta", "Kento", ""),
    ("zh_CN", "明", "敏", "Ming", "Min", "李"),
    ("zh_CN", "伟", "薇", "Wei", "Wei", "王"),
]

# Internal tooling is in English everywhere; what customers write is in their language.
ACCOUNT_PAGES = [
    "ACCOUNT [[acct_a]]\nHolder: [[full_a]]\nEmail: [[email_a]]\nMobile: [[phone_a]]\nAddress: [[address]]\nHousehold: [[cust]]",
    "Account page | [[full_b]] | [[email_b]] | [[phone_b]] | [[address]] | account [[acct_b]] | household [[cust]]",
    "name: [[full_a]]\naccount_id: [[acct_a]]\nlinked_accounts: [[acct_b]] ([[first_b]])\nshipping: [[address]]",
    "Profile of [[full_b]]\n  login ....... [[email_b]]\n  account ..... [[acct_b]]\n  phone ....... [[phone_b]]\n  last order .. [[ord_b]]",
]
TOOLS = [
    '{"tool": "household_lookup", "household": "[[cust]]", "members": [{"name": "[[full_a]]", "account": "[[acct_a]]", "email": "[[email_a]]"}, {"name": "[[full_b]]", "account": "[[acct_b]]", "email": "[[email_b]]"}], "address": "[[address]]"}',
    '{"orders": [{"id": "[[ord_a]]", "account": "[[acct_a]]", "status": "delivered"}, {"id": "[[ord_b]]", "account": "[[acct_b]]", "status": "returned"}]}',
    'get_account(id="[[acct_b]]") -> {"owner": "[[full_b]]", "phone": "[[phone_b]]", "landline": "[[landline]]"}',
]
NOTES = [
    "Note: [[first_a]] and [[first_b]] share [[address]]. [[acct_a]] belongs to [[first_a]], [[acct_b]] (digits swapped!) to [[first_b]]. Check before refunding.",
    "Agent note: refund for [[ord_b]] went to [[acct_a]] by mistake; [[full_b]] called from [[landline]]. Reversed and re-sent to [[acct_b]].",
    "[[full_a]] asked about [[ord_a]]; told them [[ord_b]] is their partner's order ([[first_b]]).",
    "Merged duplicate contact: [[email_b]] was filed under [[full_a]]. Moved to [[acct_b]].",
]
BILLING = [
    "Delivery confirmation: [[ord_a]] for [[full_a]] left at [[address]]. Questions: reply to this message.",
    "Invoice for [[ord_b]] sent to [[email_b]]; the card on [[acct_b]] was charged. [[first_a]]'s order [[ord_a]] is billed separately.",
]
EMAILS = [
    "Hi,\n\nthis is [[first_a]] writing for both of us: [[first_b]]'s account [[acct_b]] and mine ([[acct_a]]) should both ship to [[address]].\n\nThanks,\n[[full_a]]",
    "hi, [[first_b_lc]] here (not [[first_a_lc]]!). please send the invoice for [[ord_b]] to [[email_b]], not [[email_a]]",
    "Hello,\n\n[[first_a]] and I ([[first_b]]) both got a reminder for [[ord_a]]. Only [[acct_a]] should be billed.\n\nBest,\n[[first_b]] [[last]]\n[[phone_b]]",
]
CHATS = {
    "en": [
        "hey, it's [[first_b]]. my partner [[first_a]] ordered [[ord_a]] but I need to change the delivery, my email is [[email_b]]",
        "hi this is [[first_a]] [[last]], was [[ord_b]] charged to me? my account is [[acct_a]] not [[acct_b]]",
    ],
    "de": [
        "Hallo, hier ist [[first_b]]. Die Bestellung [[ord_a]] gehört [[first_a]], bitte an [[email_b]] keine Mails mehr schicken.",
        "Guten Tag, [[full_a]] hier. Mein Konto ist [[acct_a]], nicht [[acct_b]] – das ist das Konto von [[first_b]].",
    ],
    "es": [
        "Hola, soy [[first_b]]. El pedido [[ord_b]] es mío, no de [[first_a]]. Mi correo es [[email_b]].",
        "Buenas, soy [[full_a]]. ¿Me podéis decir por qué [[acct_b]] aparece en mi factura? Mi cuenta es [[acct_a]].",
    ],
    "it": [
        "Ciao, sono [[first_b]]. L'ordine [[ord_a]] è di [[first_a]], il mio è [[ord_b]]. Email: [[email_b]]",
        "Buongiorno, [[full_a]]. Il mio conto è [[acct_a]]; [[acct_b]] è di [[first_b]], non confondeteli per favore.",
    ],
    "fr": [
        "Bonjour, c'est [[first_b]]. La commande [[ord_b]] est la mienne, pas celle de [[first_a]]. Mon e-mail : [[email_b]]",
        "Bonjour, [[full_a]] à l'appareil. Mon compte est [[acct_a]] et non [[acct_b]], qui est celui de [[first_b]].",
    ],
    "nl": [
        "Hoi, met [[first_b]]. Bestelling [[ord_a]] is van [[first_a]], de mijne is [[ord_b]]. Mail me op [[email_b]].",
        "Goedemiddag, [[full_a]] hier. Mijn account is [[acct_a]], niet [[acct_b]] (dat is van [[first_b]]).",
    ],
    "pl": [
        "Dzień dobry, tu [[first_b]]. Zamówienie [[ord_b]] jest moje; [[first_a]] ma zamówienie [[ord_a]]. Mój e-mail: [[email_b]]",
        "Witam, [[full_a]]. Moje konto to [[acct_a]], a z konta [[acct_b]] korzysta [[first_b]].",
    ],
    "ja": [
        "[[full_b]]です。注文[[ord_b]]は私のもので、[[first_a]]の注文は[[ord_a]]です。メール：[[email_b]]",
        "[[full_a]]と申します。私のアカウントは[[acct_a]]で、[[acct_b]]は[[first_b]]のものです。",
    ],
    "zh": [
        "你好，我是[[full_b]]。订单[[ord_b]]是我的，不是[[full_a]]的。我的邮箱是[[email_b]]。",
        "您好，我是[[full_a]]，我的账户是[[acct_a]]，[[acct_b]]是[[full_b]]的账户。",
    ],
}

HOUSEHOLD_SLOTS = {
    "full_a": "PERSON",
    "full_b": "PERSON",
    "first_a": "PERSON",
    "first_b": "PERSON",
    "first_a_lc": "PERSON",
    "first_b_lc": "PERSON",
    "last": "PERSON",
    "email_a": "EMAIL_ADDRESS",
    "email_b": "EMAIL_ADDRESS",
    "phone_a": "PHONE_NUMBER",
    "phone_b": "PHONE_NUMBER",
    "landline": "PHONE_NUMBER",
    "address": "STREET_ADDRESS",
    "acct_a": "ACCOUNT_ID",
    "acct_b": "ACCOUNT_ID",
    "ord_a": "ORDER_ID",
    "ord_b": "ORDER_ID",
    "cust": "CUSTOMER_ID",
}

REFERENT = {
    "full_a": "p0",
    "first_a": "p0",
    "full_b": "p1",
    "first_b": "p1",
    "first_a_lc": "p0",
    "first_b_lc": "p1",
    "last": "household/surname",
    "email_a": "p0/email",
    "email_b": "p1/email",
    "phone_a": "p0/mobile",
    "phone_b": "p1/mobile",
    "landline": "household/landline",
    "address": "household/address",
    "acct_a": "p0/account",
    "acct_b": "p1/account",
    "ord_a": "p0/order",
    "ord_b": "p1/order",
    "cust": "household/customer",
}
