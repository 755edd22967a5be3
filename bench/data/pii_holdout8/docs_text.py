"""Exam 8's public docs: paragraphs with no personal data, full of people-shaped names of
places, products and features. lang -> (heading, sentences), all written for this exam."""

from __future__ import annotations

DOCS = {
    "en": ("Getting started", ["Ask Alexa or Siri to start the Dyson on a schedule.",
           "Flights leave from Toronto Pearson and Wellington's Rongotai terminal.",
           "The Jenkins plugin posts build status to the Grafana dashboard.",
           "Drop-off points are on Queen Street and Victoria Avenue."]),
    "sv": ("Så fungerar tjänsten", ["Bussen går från Gustav Adolfs torg till Sveavägen.",
           "Appen fungerar med Spotify och Sonos.", "Hämta paketet vid Drottninggatan."]),
    "pl": ("Jak to działa", ["Autobus jedzie z Lotniska Chopina na Aleje Jerozolimskie.",
           "Punkt odbioru jest przy ulicy Marszałkowskiej.", "Aplikacja współpracuje z Allegro."]),
    "cs": ("Jak služba funguje", ["Z Letiště Václava Havla jezdí autobus na Masarykovo nádraží.",
           "Výdejní místo je na náměstí Míru.", "Aplikace funguje s asistentkou Alexa."]),
    "hr": ("Kako usluga radi", ["Autobus vozi od Zračne luke Franjo Tuđman do Trga bana Jelačića.",
           "Paket preuzmite u Ulici Nikole Tesle.", "Aplikacija radi s uslugom Siri."]),
    "sk": ("Ako služba funguje", ["Z Letiska M. R. Štefánika chodí autobus na Hodžovo námestie.",
           "Výdajné miesto je na Štúrovej ulici.", "Aplikácia podporuje Google Assistant."]),
    "sl": ("Kako deluje storitev", ["Z Letališča Jožeta Pučnika vozi avtobus na Prešernov trg.",
           "Paket prevzemite na Slovenski cesti.", "Aplikacija deluje z Alexa."]),
    "lt": ("Kaip veikia paslauga", ["Autobusas važiuoja Gedimino prospektu iki Katedros aikštės.",
           "Siuntinį atsiimkite Vinco Kudirkos aikštėje.", "Programėlė veikia su Siri."]),
    "et": ("Kuidas teenus töötab", ["Lennart Meri Tallinna Lennujaamast sõidab buss Vabaduse väljakule.",
           "Paki saab kätte Jakob Hurda tänaval.", "Rakendus töötab koos Alexaga."]),
    "lv": ("Kā darbojas pakalpojums", ["Autobuss brauc pa Brīvības ielu līdz Krišjāņa Valdemāra ielai.",
           "Sūtījumu var saņemt Raiņa bulvārī.", "Lietotne darbojas ar Siri."]),
    "nl": ("Zo werkt het", ["De bus rijdt van de Johan Cruijff ArenA naar het Rembrandtplein.",
           "Ophalen kan aan de Willem de Zwijgerlaan.", "De app werkt met Philips Hue."]),
    "it": ("Come funziona", ["Dall'Aeroporto Leonardo da Vinci parte il treno per Via Giuseppe Garibaldi.",
           "Il ritiro è in Piazza Vittorio Emanuele.", "L'app funziona con Alexa."]),
}  # fmt: skip
