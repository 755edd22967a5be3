"""What a field label names: a postcode, a person (whole name, given name, family name), an
address or a street, in the field names of many languages.

``label_kind(label)`` folds a label ("Código Postal", "billing_postcode", "lastName", "邮编")
and answers one of the kinds below or None. A label is a phrase of the lexicon, or such a
phrase after qualifiers ("shipping zip", "customer_last_name", "home address"): any qualifier
for a postcode (a postcode is a postcode whoever's it is), only the qualifiers of people for a
person ("company name", "file name" and "user name" name no person) and of places for an
address ("IP address", "email address" are no postal address).

The lexicon is the generic vocabulary of form fields in English, French, German, Spanish,
Italian, Portuguese, Dutch, Polish, the Scandinavian languages, Finnish, Japanese, Chinese and
Korean, not the words of any one record.
"""

from __future__ import annotations

import unicodedata
from functools import cache, lru_cache

import regex as re

from curation.pii import lexicon as lx

POSTAL = "POSTAL"
PERSON = "PERSON"  # a whole name
GIVEN = "GIVEN"
FAMILY = "FAMILY"
ROLE = "ROLE"  # a person's role ("assignee", "opened_by"): a person in a table column only
ADDRESS = "ADDRESS"
STREET = "STREET"
PHONE = "PHONE"

_PHRASES = {
    POSTAL: (
        "postcode|post code|postal code|postal|postalcode|zip|zip code|zipcode|postal zip|plz|c p"
        "|postleitzahl|code postal|codepostal|cp|codigo postal|cod postal|codice postale|cap"
        "|postcode nl|postnummer|postnr|post nr|kod pocztowy|kod|postinumero|eircode|cep"
        "|iranyitoszam|psc|postni broj|posta kodu|posta kod|kode pos|ma buu chinh|ma buu dien"
        "|τ κ|ταχυδρομικοσ κωδικασ|индекс|почтовый индекс|郵便番号|〒|邮编|邮政编码|郵遞區號|邮政编号|우편번호"
    ),
    PHONE: (
        "phone|phone number|telephone|telephone number|tel|mobile|mobile number|cell|cellphone"
        "|telefon|telefonnummer|telefono|telefone|telefoon|telefoonnummer|tlf|mobil|mobilnummer"
        "|handy|handynummer|puhelin|puhelinnumero|telefonszam|numero de telefono|numar de telefon"
        "|telefon numarasi|τηλεφωνο|κινητο|so đien thoai|đien thoai|nomor telepon|telepon"
        "|telepono|телефон|電話|電話番号|电话|手机|전화|전화번호|휴대폰"
    ),
    PERSON: (
        "name|full name|fullname|complete name|legal name|nom complet|nombre completo"
        "|nome completo|volledige naam|vollstandiger name|imie i nazwisko|nazwisko i imie"
        "|namn|fullstandigt namn|navn|nimi|holder|account holder|accountholder|cardholder"
        "|card holder|owner|recipient|contact|contact name|contact person|titular|inhaber"
        "|kontoinhaber|houder|rekeninghouder|wlasciciel|destinataire|empfanger|destinatario"
        "|nombre|nome|naam|ansprechpartner|contactpersoon|persona de contacto|referente|姓名|氏名|名前|お名前"
        # the name a card, an account or a form carries, and a signature's
        "|name on account|name on card|name on file|signature|signed|ho ten|ho va ten|nama|nama lengkap"
        # initials signed on a form; whom a parcel or an invoice goes to
        "|initials|initiales|iniciales|iniziali|iniciais|initialen|inicjaly|deliver to|ship to"
        "|send to|bill to|sold to|attention|attn"
        # "recipient" in the shipping words of the cases' other languages
        "|consignee|addressee|ontvanger|geadresseerde|mottagare|odbiorca|adresat|alıcı|prijemce"
        "|получатель|адресат"
        "|联系人|聯絡人|顧客名|契約者|名義|名義人|户主|户名|收件人|收货人|宛名|受取人|担当者|이름|성명"
    ),
    GIVEN: (
        "first name|firstname|first|given name|givenname|given|forename|christian name|prenom"
        "|vorname|voornaam|nombre de pila|imie|fornamn|fornavn|etunimi|keresztnev|krestni jmeno"
        "|名|下の名前|名字 名|名 名字"
    ),
    FAMILY: (
        "last name|lastname|last|surname|family name|familyname|family|nom de famille|nom"
        "|nachname|familienname|apellido|apellidos|primer apellido|cognome|sobrenome|apelido"
        "|achternaam|nazwisko|efternamn|etternavn|efternavn|sukunimi|vezeteknev|prijmeni"
        "|姓|苗字|名字|姓氏|성"
    ),
    ROLE: (
        "customer|customer name|client|client name|assignee|agent|opened by|created by"
        "|requested by|reported by|submitted by|caller|patient|guest|passenger|member"
        "|employee|beneficiary|sender|kunde|cliente|klant|klient|kund"
        # people of a claim, a visit or a tenancy, as records name their roles
        "|carer|caregiver|clinician|doctor|physician|nurse|practitioner|landlord|tenant"
        "|witness|driver|insured|co insured|policyholder|policy holder|claimant|adjuster"
        "|handler|guarantor|signatory|next of kin"
        # who handed over, signed for or manages, on delivery and tenancy records
        "|received by|signed by|collected by|picked up by|delivered by|courier|property manager"
        # who pays, is paid, invites, is invited or gives, on payment, invitation and booking
        # records
        "|payer|payee|remitter|inviter|invitee|attendee|donor|requester|requestor|approver"
        "|顾客|客户|お客様|顧客"
    ),
    ADDRESS: (
        "address|addr|adresse|anschrift|adres|adress|adresa|direccion|domicilio|indirizzo"
        "|endereco|morada|osoite|lakcim|address line 1|address line1|addressline1|address 1"
        "|address1|addr1|line 1|line1|住所|ご住所|所在地|地址|住址|收货地址|送付先|お届け先|주소"
        # Vietnamese, Russian, Ukrainian, Bulgarian, Macedonian, Hebrew, Persian, Arabic,
        # Georgian, Hindi, Azerbaijani, Turkish, Icelandic, Romanian, Greek
        "|đia chi|адрес|адреса|כתובת|نشانی|آدرس|العنوان|მისამართი|पता|unvan|adresi"
        "|heimilisfang|adresa|διευθυνση"
    ),
    STREET: (
        "street|street name|street address|streetaddress|rue|voie|strasse|calle|via|rua|logradouro|straat|straatnaam|ulica|ulice|gata|gatuadress|gatuadresse|katu"
        "|sokak|cadde|улица"
        "|utca|番地|丁目|町名|町域|街道|街路|街|路|道路|详细地址|詳細住所|도로명"
    ),
}
# Qualifiers a person's field may carry ("customer_first_name", "nom du titulaire").
_PERSON_QUALIFIERS = frozenset(
    "customer client contact account card billing shipping delivery patient guest passenger "
    "recipient sender buyer caller holder cardholder owner member employee primary secondary "
    "legal full my your his her beneficiary emergency applicant tenant driver student parent "
    "kunden client du de del della der des titular titulaire cliente klant klient kund "
    "middle maiden birth second author reporter requester reviewer approver signer".split()
)
# Qualifiers a postal address may carry ("billing address", "adresse de livraison").
_PLACE_QUALIFIERS = frozenset(
    "home billing shipping delivery postal mailing street residential residence office "
    "customer contact current previous permanent registered invoice correspondence return "
    "physical full complete main primary secondary alternate de du la of the livraison "
    "facturation entrega envio facturacion consegna fatturazione spedizione entrega "
    "lieferadresse liefer rechnungs rechnung wohn postadresse post leverings factuur "
    "dostawy korespondencyjny zamieszkania domowy faktura leverans cobranca envio "
    "facturation fakturering".split()
)
# Words that join a label to a qualifier written after it, as Romance and Slavic languages
# order them ("CP de facturación", "adresse de livraison", "adres do korespondencji").
_OF = frozenset("de da do du des del della di dla för for".split())
# Postcode words that also name other things ("cap rate", "kod produktu"): after one, only
# a qualifier joined by one of ``_OF`` makes a postcode label.
_AMBIGUOUS_POSTAL = frozenset({"cap", "cp", "c p", "kod", "postal", "zip"})
_QUALIFIERS = {
    PERSON: _PERSON_QUALIFIERS,
    GIVEN: _PERSON_QUALIFIERS,
    FAMILY: _PERSON_QUALIFIERS,
    ADDRESS: _PLACE_QUALIFIERS,
    STREET: _PLACE_QUALIFIERS,
}
# Words after a label that say how or where its value was given ("postcode given", "name on
# the signed form", "phone on file"), in English, the tool chrome's language.
HOW_GIVEN = "given|provided|supplied|entered|stated|confirmed|used|listed|shown"
_TRAILING = re.compile(
    rf" (?:{HOW_GIVEN}"
    r"|(?:on|in|from) (?:the |a |an |our |his |her |their )?\w+(?: \w+)?)$"
)
_CJK = re.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}〒]")
# Kinds tried in this order: a whole-label phrase wins over a qualified one ("nom" alone is a
# family name; "nom complet" a whole name).
_ORDER = (POSTAL, PHONE, GIVEN, FAMILY, PERSON, STREET, ADDRESS, ROLE)


@cache
def _lexicon() -> dict[str, str]:
    out: dict[str, str] = {}
    for kind in _ORDER:
        for phrase in _PHRASES[kind].split("|"):
            out.setdefault(phrase, kind)
    return out


def normalize(label: str) -> str:
    """Fold a label to space-separated words: "billingPostCode" -> "billing post code",
    "Código_Postal" -> "codigo postal"; "ß" becomes "ss"."""
    label = re.sub(r"(?<=\p{Ll})(?=\p{Lu})", " ", label.strip().strip("\"'*#"))
    # NFC after folding: the fold's NFKD leaves Hangul syllables as jamo, which the
    # lexicon's "주소" or "우편번호" would never match
    label = unicodedata.normalize("NFC", lx.fold(label)).replace("ß", "ss")
    words = re.split(r"[\s_.\-/:()]+", label)
    return " ".join(_ABBREVIATED.get(w, w) for w in words).strip()


# An English participle and "by" (or "assigned to"): the label of whoever did the thing.
_DONE_BY = re.compile(r"\p{L}{3,}ed by|assigned(?: to)?")
# The abbreviations database columns and exports write for label words ("cust_nm",
# "acct_holder", "emp_name", "fname", "ship_addr"), as the words they stand for.
_ABBREVIATED = {
    "nm": "name",
    "cust": "customer",
    "acct": "account",
    "emp": "employee",
    "addr": "address",
    "fname": "first name",
    "lname": "last name",
}


@lru_cache(maxsize=4096)
def label_kind(label: str) -> str | None:
    """The kind of value a field label names, or None (see the module docstring)."""
    words = normalize(label)
    if not words or len(words) > 40:
        return None
    lexicon = _lexicon()
    if words in lexicon:
        return lexicon[words]
    if _DONE_BY.fullmatch(words):
        return ROLE  # "Packed by", "Escalated by", "Assigned to": who did it
    if _CJK.search(words):
        # a CJK label ending with a phrase of two or more characters ("客户姓名", "收件人地址"):
        # one character ("名", "姓") ends too many other words ("文件名") to count as a suffix
        for i in range(1, len(words) - 1):
            kind = lexicon.get(words[i:])
            if kind is not None and kind != ROLE and len(words) <= 8:
                return kind
        return None
    trailing = _TRAILING.search(words)
    if trailing is not None and trailing.start() > 0:
        # "Billing postcode given", "Initials on the signed form": the label, then how or
        # where the value was given
        return label_kind(words[: trailing.start()])
    tokens = words.split(" ")
    for n in range(min(3, len(tokens) - 1), 0, -1):
        kind = lexicon.get(" ".join(tokens[-n:]))
        if kind is None or kind == ROLE:
            continue
        qualifiers = tokens[:-n]
        if len(qualifiers) > 3:
            return None
        allowed = _QUALIFIERS.get(kind)
        if allowed is None or all(q in allowed for q in qualifiers):
            return kind
    return _qualified_after(tokens, lexicon)


# Words a label that opens with an unambiguous postcode word may run on with before its colon.
_POSTAL_TAIL = 5


def _qualified_after(tokens: list[str], lexicon: dict[str, str]) -> str | None:
    """The kind of a label whose qualifier follows it ("código postal de envío", "Postnummer
    (faktura)", "индекс плательщика"): a postcode takes any one or two words, joined or not;
    a person or a place only its own qualifiers, after a joining word."""
    for n in range(min(3, len(tokens) - 1), 0, -1):
        head = " ".join(tokens[:n])
        kind = lexicon.get(head)
        if kind is None or kind == ROLE:
            continue
        rest = tokens[n:]
        joined = rest[0] in _OF
        if joined:
            rest = rest[1:]
        if kind == POSTAL and head not in _AMBIGUOUS_POSTAL and 1 <= len(rest) <= _POSTAL_TAIL:
            # "Postcode on document matches profile": the value's shape is checked anyway
            return kind
        if not 1 <= len(rest) <= 2:
            return None
        if kind == POSTAL:
            return kind if joined else None
        allowed = _QUALIFIERS.get(kind)
        if joined and allowed is not None and all(q in allowed for q in rest):
            return kind
        return None
    return None
