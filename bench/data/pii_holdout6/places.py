"""Addresses of the fifth exam, written the way each country writes them: street with or without
a number, one line or several, the postcode in its national shape. Cities are unlabelled in
prose; inside an address they are part of the STREET_ADDRESS span."""

from __future__ import annotations

from dataclasses import dataclass

from bench.data.pii_holdout6.values import MX_CITIES, TR_PLACES, TR_STREETS, Draw

MX_COLONIAS = ["Centro", "Del Valle", "Americana", "Providencia", "Chapultepec", "Jardines"]


@dataclass(frozen=True)
class Address:
    street: str  # street and number, no town
    nonum: str  # street name and town, no number
    line: str  # everything on one line
    multi: str  # everything on two lines
    postcode: str
    city: str


def address(d: Draw) -> Address:
    fk, rng, loc = d.fk, d.rng, d.locale
    n = str(rng.randint(1, 180))
    name = fk.street_name().strip()
    city = fk.city().strip()
    pc = fk.postcode().strip()
    if loc == "en_US":
        pc = pc[:5]
        state = fk.state_abbr(include_territories=False, include_freely_associated_states=False)
        street, tail = f"{rng.randint(10, 9999)} {name}", f"{city}, {state} {pc}"
    elif loc in ("en_GB", "en_NZ"):
        street, tail = f"{n} {name}", f"{city} {pc}"
    elif loc in ("es_ES", "pt_PT"):
        floor = rng.choice(["", ", 2º", ", 3.º D", ", 1º Esq."])
        street, tail = f"{name}, {n}{floor}", f"{pc} {city}"
    elif loc == "es_MX":
        pc, city = str(rng.randint(10000, 99999)), rng.choice(MX_CITIES)
        street = f"{name} {n}"
        tail = f"Col. {rng.choice(MX_COLONIAS)}, {pc} {city}, {fk.state_abbr()}"
    elif loc == "fr_FR":
        bis = rng.choice(["", "", " bis"])
        street, tail = f"{n}{bis} {name}", f"{pc} {city}"
    elif loc in ("de_DE", "de_AT", "nl_BE"):
        street, tail = f"{name} {n}", f"{pc} {city}"
        if loc == "de_AT" and rng.random() < 0.5:
            street += f"/{rng.randint(1, 9)}/{rng.randint(1, 20)}"
    elif loc == "it_IT":
        street, tail = f"{name}, {n}", f"{pc} {city} ({fk.state_abbr()})"
    elif loc == "pt_BR":
        street = f"{name}, {n} - {fk.bairro()}"
        tail = f"{city} - {fk.state_abbr()}, {pc}"
    elif loc == "nl_NL":
        pc = pc.replace(" ", "")
        pc = f"{pc[:4]} {pc[4:]}"
        street, tail = f"{name} {n}", f"{pc} {city}"
    elif loc == "pl_PL":
        flat = f"/{rng.randint(1, 60)}" if rng.random() < 0.5 else ""
        street, tail = f"ul. {name} {n}{flat}", f"{pc} {city}"
    elif loc == "sv_SE":
        pc = pc.replace(" ", "")
        pc = f"{pc[:3]} {pc[3:]}"
        street, tail = f"{name} {n}", f"{pc} {city}"
    elif loc == "cs_CZ":
        street, tail = f"{name} {rng.randint(100, 2999)}/{n}", f"{pc} {city}"
    elif loc == "tr_TR":
        city, district, pre = rng.choice(TR_PLACES)
        pc = pre + str(rng.randint(10, 99))
        name = f"{rng.choice(TR_STREETS)} {rng.choice(['Caddesi', 'Sokak', 'Cad.', 'Sk.'])}"
        street = f"{name} No: {n} D: {rng.randint(1, 24)}"
        tail = f"{pc} {district}/{city}"
    elif loc == "ko_KR":
        city = f"{fk.metropolitan_city()} {fk.borough()}"
        name = f"{fk.road_name()}로"
        street = f"{name} {n}" + rng.choice(
            ["", f", {rng.randint(101, 120)}동 {rng.randint(2, 25)}0{rng.randint(1, 4)}호"]
        )
        return Address(
            street,
            f"{city} {name}",
            f"({pc}) {city} {street}",
            f"{city} {street}\n({pc})",
            pc,
            city,
        )
    elif loc == "ru_RU":
        city = fk.city_name()
        street = f"{name}, д. {n}" + rng.choice(["", f", кв. {rng.randint(1, 200)}"])
        return Address(
            street,
            f"{name}, г. {city}",
            f"{pc}, г. {city}, {street}",
            f"{street}\n{pc}, г. {city}",
            pc,
            city,
        )
    else:
        raise KeyError(loc)
    nonum = f"{name}, {city}"
    return Address(street, nonum, f"{street}, {tail}", f"{street}\n{tail}", pc, city)
