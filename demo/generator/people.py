"""Fictional Nimbus Cloud customers for the demo conversations: names, emails built from the
names, phone numbers and street addresses in several countries' formats, account ids
(``acct_\\d{5}``), orders (``ORD-\\d{5}``) and monthly invoices (``INV-\\d{6}``).

Households are pairs of people with near-duplicate first names (Julien / Juliette), one
surname and one address (sometimes the same building with another flat number), and separate
accounts: exactly the cases where an assistant must not confuse two customers.
Everything is drawn from the ``random.Random`` passed in, so a seed gives the same people.
"""

from __future__ import annotations

import datetime as dt
import random
import unicodedata
from dataclasses import dataclass, field

from demo.generator.banks import frozen, load_bank

_BANK = load_bank("people")  # the wording, kept as data in data/people.json

COUNTRIES = ("FR", "DE", "UK", "US", "ES", "IT", "NL", "CA", "AU")
CURRENCY = _BANK["CURRENCY"]
SYMBOL = {"EUR": "€", "GBP": "£", "USD": "$", "CAD": "CA$", "AUD": "A$"}
FIRST = frozen(_BANK["FIRST"])
SURNAMES = frozen(_BANK["SURNAMES"])
# Near-duplicate first names for households: (first, gender, second, gender, country).
HOUSEHOLD_PAIRS = frozen(_BANK["HOUSEHOLD_PAIRS"])
RELATIONS = {
    ("m", "f"): (
        "wife",
        "husband",
        "sister",
        "brother",
        "partner",
        "partner",
        "twin sister",
        "twin brother",
    ),
    ("f", "m"): (
        "husband",
        "wife",
        "brother",
        "sister",
        "partner",
        "partner",
        "twin brother",
        "twin sister",
    ),
}
STREETS = frozen(_BANK["STREETS"])
CITIES = frozen(_BANK["CITIES"])
EMAIL_DOMAINS = ("example.com", "example.net", "example.org")
PLANS = ("free", "team", "team", "business", "business", "business", "enterprise")
ITEMS = (
    # (description, price in the customer's currency, physical)
    ("Nimbus Edge E1 appliance (40 TB)", 300, True),
    ("Nimbus Edge E2 appliance (80 TB)", 650, True),
    ("Edge rack-mount kit", 120, True),
    ("Dedicated HSM partition, 12 months", 14400, False),
    ("Business support add-on, 12 months", 6000, False),
    ("Customer-managed keys add-on, 12 months", 6000, False),
    ("Compute commitment, 1 year", 18000, False),
    ("Training pass, 5 seats", 1250, False),
)
CARRIERS = ("DHL Express", "UPS", "FedEx", "Chronopost", "DPD", "Royal Mail Special Delivery")
# Billing periods with an invoice: December 2025 (orders start then) to October 2026.
PERIODS = ((2025, 12),) + tuple((2026, m) for m in range(1, 11))
MONTHS = frozen(_BANK["MONTHS"])


@dataclass
class Order:
    id: str
    item: str
    physical: bool
    amount: int
    currency: str
    placed: dt.date
    cancelled: bool
    carrier: str
    tracking: str
    invoice_id: str = ""

    def status(self, on: dt.date) -> str:
        """The order's status on a given day: physical orders move processing -> shipped ->
        delivered, others provisioning -> active; cancelled orders stay cancelled."""
        if self.cancelled:
            return "cancelled"
        age = (on - self.placed).days
        if self.physical:
            return "processing" if age < 3 else "shipped" if age < 7 else "delivered"
        return "provisioning" if age < 2 else "active"

    def eta(self) -> dt.date:
        return self.placed + dt.timedelta(days=7)


@dataclass
class Invoice:
    id: str
    period: str  # "2026-03"
    amount: str  # "1,284.50"
    currency: str
    lines: list[tuple[str, str]]


@dataclass
class Customer:
    first: str
    last: str
    gender: str
    country: str
    email: str
    phone: str
    address: str
    account_id: str
    plan: str
    orders: list[Order] = field(default_factory=list)
    invoices: dict[str, Invoice] = field(default_factory=dict)
    household: int | None = None
    relation: str = ""  # what this person calls the other household member
    partner: Customer | None = field(default=None, repr=False)

    @property
    def full(self) -> str:
        return f"{self.first} {self.last}"

    @property
    def currency(self) -> str:
        return CURRENCY[self.country]

    def orders_on(self, day: dt.date) -> list[Order]:
        return [o for o in self.orders if o.placed <= day]

    def invoice_for(self, period: str) -> Invoice:
        return self.invoices[period]


def ascii_fold(text: str) -> str:
    """Lower-case ASCII form of a name for email addresses: "Lefèvre" -> "lefevre"."""
    decomposed = unicodedata.normalize("NFKD", text)
    return (
        "".join(c for c in decomposed if not unicodedata.combining(c))
        .lower()
        .replace(" ", "")
        .replace("'", "")
    )


def email_for(rng: random.Random, first: str, last: str, domain: str | None = None) -> str:
    f, last_ = ascii_fold(first), ascii_fold(last)
    local = rng.choice(
        (
            f"{f}.{last_}",
            f"{f[0]}.{last_}",
            f"{f}{last_}",
            f"{f}_{last_[0]}",
            f"{last_}.{f}",
            f"{f}.{last_}{rng.randint(1, 99)}",
        )
    )
    return f"{local}@{domain or rng.choice(EMAIL_DOMAINS)}"


def phone_for(rng: random.Random, country: str) -> str:
    def d(n: int) -> str:
        return "".join(str(rng.randint(0, 9)) for _ in range(n))

    return {
        "FR": lambda: f"+33 6 {d(2)} {d(2)} {d(2)} {d(2)}",
        "DE": lambda: f"+49 15{rng.randint(1, 7)} {d(8)}",
        "UK": lambda: f"+44 7700 900{d(3)}",
        "US": lambda: f"+1 {rng.choice(('312', '503', '512', '720', '617'))} 555 01{d(2)}",
        "ES": lambda: f"+34 6{d(2)} {d(3)} {d(3)}",
        "IT": lambda: f"+39 3{d(2)} {d(3)} {d(4)}",
        "NL": lambda: f"+31 6 {d(8)}",
        "CA": lambda: f"+1 {rng.choice(('514', '416', '613', '604'))} 555 01{d(2)}",
        "AU": lambda: f"+61 491 570 {d(3)}",
    }[country]()


def address_for(rng: random.Random, country: str, *, flat: str | None = None) -> tuple[str, str]:
    """A street address and, separately, the flat/apartment designator (possibly empty) so that
    a household member can live at the same building with a different flat."""
    street = rng.choice(STREETS[country])
    number = rng.randint(1, 240)
    postcode, city = rng.choice(CITIES[country])
    flat = flat if flat is not None else (str(rng.randint(1, 24)) if rng.random() < 0.35 else "")
    if country == "FR":
        unit = f", appt {flat}" if flat else ""
        return f"{number} {street}{unit}, {postcode} {city}", flat
    if country == "DE":
        unit = f", Wohnung {flat}" if flat else ""
        return f"{street} {number}{unit}, {postcode} {city}", flat
    if country == "UK":
        unit = f"Flat {flat}, " if flat else ""
        return f"{unit}{number} {street}, {city} {postcode}", flat
    if country == "US":
        unit = f", Apt {flat}B" if flat else ""
        return f"{number * 7 + 100} {street}{unit}, {city}, {postcode}", flat
    if country == "ES":
        unit = f", {flat}º B" if flat else ""
        return f"{street} {number}{unit}, {postcode} {city}", flat
    if country == "IT":
        unit = f", interno {flat}" if flat else ""
        return f"{street} {number}{unit}, {postcode} {city}", flat
    if country == "NL":
        unit = f"-{flat}" if flat else ""
        return f"{street} {number}{unit}, {postcode} {city}", flat
    if country == "CA":
        unit = f"{flat}-" if flat else ""
        return f"{unit}{number * 5} {street}, {city}, {postcode}", flat
    unit = f"Unit {flat}, " if flat else ""
    return f"{unit}{number} {street}, {city} {postcode}", flat


class IdPool:
    """Unique random ids of one shape, drawn from the shared generator."""

    def __init__(self, rng: random.Random, prefix: str, digits: int, *, unique: bool = True):
        self.rng, self.prefix, self.digits, self.unique, self.used = (
            rng,
            prefix,
            digits,
            unique,
            set(),
        )

    def new(self) -> str:
        """A fresh id; with ``unique=False`` (endless synthetic streams, where remembering every
        id would grow memory and could exhaust the id space) ids may repeat."""
        while True:
            value = f"{self.prefix}{self.rng.randint(10 ** (self.digits - 1), 10**self.digits - 1)}"
            if not self.unique:
                return value
            if value not in self.used:
                self.used.add(value)
                return value


def _money(value: float) -> str:
    return f"{value:,.2f}"


def _unique_email(
    rng: random.Random, used: set[str], first: str, last: str, domain: str | None
) -> str:
    """An email built from the name that no other customer has (two people can share a name,
    and Joel and Joelle Pemberton would both be j.pemberton@...)."""
    for _ in range(20):
        email = email_for(rng, first, last, domain)
        if email not in used:
            used.add(email)
            return email
    local, _, host = email.partition("@")
    n = 2
    while f"{local}{n}@{host}" in used:
        n += 1
    used.add(f"{local}{n}@{host}")
    return f"{local}{n}@{host}"


def _make_customer(
    rng: random.Random,
    ids: dict[str, IdPool],
    first: str,
    gender: str,
    last: str,
    country: str,
    address: str,
    *,
    emails: set[str],
    domain: str | None = None,
) -> Customer:
    c = Customer(
        first=first,
        last=last,
        gender=gender,
        country=country,
        email=_unique_email(rng, emails, first, last, domain),
        phone=phone_for(rng, country),
        address=address,
        account_id=ids["acct"].new(),
        plan=rng.choice(PLANS),
    )
    for _ in range(rng.choice((1, 2, 2, 3, 3, 4))):
        item, price, physical = rng.choice(ITEMS)
        placed = dt.date(2026, 1, 1) + dt.timedelta(days=rng.randint(-20, 290))
        c.orders.append(
            Order(
                id=ids["order"].new(),
                item=item,
                physical=physical,
                amount=price,
                currency=c.currency,
                placed=placed,
                cancelled=rng.random() < 0.08,
                carrier=rng.choice(CARRIERS),
                tracking=f"{rng.choice(('JD', '1Z', 'CX', '7'))}{rng.randint(10**9, 10**10 - 1)}",
            )
        )
    c.orders.sort(key=lambda o: o.placed)
    base = rng.uniform(40, 900) * (1 + PLANS.index(c.plan))
    for year, month in PERIODS:
        period = f"{year}-{month:02d}"
        lines = [
            ("Plan", _money(base * 0.4)),
            ("Compute", _money(base * rng.uniform(0.2, 0.5))),
            ("Storage", _money(base * rng.uniform(0.05, 0.2))),
        ]
        placed_here = [o for o in c.orders if (o.placed.year, o.placed.month) == (year, month)]
        lines += [(o.item, _money(o.amount)) for o in placed_here if not o.cancelled]
        total = sum(float(v.replace(",", "")) for _, v in lines)
        inv = Invoice(
            id=ids["invoice"].new(),
            period=period,
            amount=_money(total),
            currency=c.currency,
            lines=lines,
        )
        c.invoices[period] = inv
        for o in placed_here:
            o.invoice_id = inv.id
    return c


@dataclass
class People:
    singles: list[Customer]
    households: list[tuple[Customer, Customer]]
    ids: dict[str, IdPool]


def make_people(rng: random.Random, *, n_singles: int = 420, n_households: int = 48) -> People:
    """Draw ``n_singles`` customers and ``n_households`` two-person households."""
    ids = {
        "acct": IdPool(rng, "acct_", 5),
        "order": IdPool(rng, "ORD-", 5),
        "invoice": IdPool(rng, "INV-", 6),
        "ticket": IdPool(rng, "TCK-", 5),
        "quote": IdPool(rng, "QTE-", 5),
    }
    emails: set[str] = set()
    singles = []
    for _ in range(n_singles):
        country = rng.choice(COUNTRIES)
        first, gender = rng.choice(FIRST[country])
        last = rng.choice(SURNAMES[country])
        address, _ = address_for(rng, country)
        singles.append(
            _make_customer(rng, ids, first, gender, last, country, address, emails=emails)
        )
    households = []
    for h in range(n_households):
        first_a, gender_a, first_b, gender_b, country = HOUSEHOLD_PAIRS[h % len(HOUSEHOLD_PAIRS)]
        if rng.random() < 0.5:
            first_a, gender_a, first_b, gender_b = first_b, gender_b, first_a, gender_a
        last = rng.choice(SURNAMES[country])
        domain = rng.choice(EMAIL_DOMAINS)
        if rng.random() < 0.25:  # same building, neighbouring flats
            flat = str(rng.randint(1, 20))
            seed_state = rng.getstate()
            address_a, _ = address_for(rng, country, flat=flat)
            rng.setstate(seed_state)
            address_b, _ = address_for(rng, country, flat=str(int(flat) + 1))
        else:
            address_a, _ = address_for(rng, country)
            address_b = address_a
        a = _make_customer(
            rng, ids, first_a, gender_a, last, country, address_a, emails=emails, domain=domain
        )
        b = _make_customer(
            rng, ids, first_b, gender_b, last, country, address_b, emails=emails, domain=domain
        )
        rel = rng.randrange(0, 8, 2)
        a.relation, b.relation = (
            RELATIONS[(gender_a, gender_b)][rel],
            RELATIONS[(gender_a, gender_b)][rel + 1],
        )
        a.household = b.household = h
        a.partner, b.partner = b, a
        households.append((a, b))
    return People(singles=singles, households=households, ids=ids)


def previous_period(day: dt.date) -> str:
    """The billing period of the last invoice issued before ``day`` ("2026-03" for April)."""
    first = day.replace(day=1) - dt.timedelta(days=1)
    return f"{first.year}-{first.month:02d}"


def month_name(period: str) -> str:
    return MONTHS[int(period[5:7]) - 1]


def money(amount: str | int, currency: str) -> str:
    value = amount if isinstance(amount, str) else f"{amount:,}"
    return f"{SYMBOL[currency]}{value}"
