"""Public documentation with no personal data, hand-written for exam 4: knowledge-base articles
of a bank, an airline and a telecom, SaaS pricing, security advisories, data sheets, museum and
tourism pages and university course pages. Eponyms appear only inside product names."""

from __future__ import annotations

import random

DOMAINS = {
    "bank_kb": (
        [
            "Freezing a card in Harbour Bank",
            "Instant transfers with Northwind Pay",
            "Opening a Kestrel Saver",
        ],
        [
            "Customers on the Meridian Current account can freeze a card from the Cards tab in the Harbour app.",
            "Transfers through Northwind Pay settle within ten seconds between participating banks in the Eurozone.",
            "The Kestrel Saver pays a variable rate that is reviewed on the first business day of each quarter.",
            "Cash withdrawals abroad are free at Atlas ATMs in Portugal, Spain and the Canary Islands.",
            "Set `limits.daily_contactless` to a lower value under Settings > Security if you rarely tap to pay.",
            "Statements older than seven years are kept in the Archive section of Harbour Online Banking.",
            "A standing order set up before 17:00 CET runs the same day on the TARGET2 calendar.",
            "Business customers can export transactions as CAMT.053 or MT940 files from the Treasury Desk.",
            "Harbour Premier clients can book a branch appointment at Canary Wharf or Leeds Wellington Place from the app.",
            "Apple Pay, Google Pay and Garmin Pay are supported on every Meridian Visa Debit card.",
            "The Kestrel Junior account converts automatically to Kestrel Saver on the holder's eighteenth birthday.",
            "SEPA Instant Credit Transfers above 15,000 EUR require approval in Harbour Business Online.",
        ],
    ),
    "airline_kb": (
        ["Baggage on Skylark Air", "Seat selection on the A321neo", "Lounge access at Schiphol"],
        [
            "Skylark Basic fares include one personal item that fits under the seat in front of you.",
            "On the Airbus A321neo, rows 1 to 4 form the Horizon cabin with lie-flat seats.",
            "The Boeing 787-9 Dreamliner flies the Auckland to Singapore route four times a week.",
            "Passengers connecting at Amsterdam Schiphol can use the Polder Lounge near pier D.",
            "Online check-in opens 30 hours before departure for flights leaving Lisbon Humberto Delgado.",
            "Sports equipment such as skis and golf bags counts toward the checked allowance on Skylark Plus.",
            "Flights to Reykjavík Keflavík board from gate C12 because the aircraft parks on a remote stand.",
            "The Embraer E195-E2 serves regional routes between Bilbao, Toulouse and Geneva.",
            "Skylark Flex fares can be changed free of charge until two hours before departure from Copenhagen Kastrup.",
            "Pets up to 8 kg travel in the cabin on ATR 72-600 flights between Palma and Ibiza.",
            "The Horizon Club Gold tier gives access to Fast Track security at Dublin Terminal 2 and Manchester Terminal 3.",
            "Wi-Fi on the Airbus A350-900 is provided by Viasat and costs 8 EUR per flight.",
        ],
    ),
    "telecom_kb": (
        [
            "Setting up eSIM on Fjordline",
            "Roaming zones of Orbit Mobile",
            "Fibre installation with Lumen Home",
        ],
        [
            "Fjordline eSIM profiles are downloaded by scanning the QR code shown in My Fjordline.",
            "Orbit Mobile Zone 1 covers the EU, Norway, Iceland and Liechtenstein at no extra charge.",
            "Lumen Home Fibre 1000 delivers symmetrical gigabit speeds over an ONT mounted near the entry point.",
            "Set the APN to `internet.orbit` and the MMSC to `http://mms.orbit.example` if data does not start.",
            "The Volte Pro add-on enables HD voice calls on the 5G standalone core in Oslo and Bergen.",
            "Customers in the Rhône valley may see lower 700 MHz coverage until the new masts near Valence go live.",
            "Unused data on the Orbit Flex plan rolls over for one month and then expires.",
            "The Lumen Hub 6 router supports Wi-Fi 6 mesh pairing with the Lumen Beacon extender.",
            "Orbit Mobile customers travelling to Switzerland or the United Kingdom need the Orbit World Pass.",
            "Call forwarding is enabled by dialling **21* followed by the destination and the hash key.",
            "Fjordline Business Connect bundles SIP trunking with a Teams Direct Routing certificate.",
        ],
    ),
    "saas_pricing": (
        ["Plans and pricing", "Compare Starter, Growth and Scale", "Enterprise add-ons"],
        [
            "The Starter plan of Quillstack includes three projects, 10 GB of storage and community support.",
            "Growth adds SAML single sign-on, audit logs and a 99.9% uptime SLA for 49 EUR per seat per month.",
            "Scale customers get dedicated Kafka clusters in Frankfurt, Virginia or Singapore.",
            "Annual billing saves two months compared with the monthly price on every plan.",
            "The Hopper GPU add-on runs batch inference jobs on H100 nodes billed per second.",
            "Usage above the included 5 million events is billed at 0.20 USD per thousand.",
            "Nonprofits and universities qualify for the Campus tier after verification through the Quillstack Portal.",
            "Downgrading from Scale to Growth takes effect at the end of the current billing period.",
            "Quillstack Analytics is billed separately and starts at 300 USD per month for the Dashboard Pro workspace.",
            "The Growth plan includes the Zapier, Salesforce and HubSpot connectors at no extra cost.",
            "Data residency in the EU North region keeps every backup inside Stockholm and Helsinki data centres.",
            "Seats can be reassigned at any time from Billing > Licences without a prorated charge.",
        ],
    ),
    "advisory": (
        ["Security advisory QS-2026-014", "Affected versions", "Mitigation"],
        [
            "A path traversal flaw in the Tesla Connector for Beacon Gateway 3.2 allows reading files outside the web root.",
            "Versions 3.0.0 through 3.2.4 are affected; 3.2.5 and the 3.3 branch contain the fix.",
            "The issue is tracked as CVE-2026-41873 with a CVSS v3.1 base score of 7.5.",
            "Until you upgrade, set `gateway.static.follow_symlinks: false` in beacon.yaml.",
            "Cloud tenants in the Ireland and Tokyo regions were patched automatically on 18 November.",
            "The Kestrel IDS ruleset 2026.11 includes signature 90412 that detects exploitation attempts.",
            "Credit for the report goes to the Beacon security team and the Tallinn CERT.",
            "Beacon Gateway instances behind the Cloudflare WAF with the Managed Ruleset enabled were not exploitable.",
            "Indicators of compromise include requests to `/static/..%2f..%2fetc/passwd` in the access log.",
            "The Beacon Helm chart 3.2.5 pins the fixed image `beacon/gateway:3.2.5-alpine`.",
            "A second, lower-severity issue in the Prometheus exporter (CVE-2026-41874) is fixed in the same release.",
        ],
    ),
    "datasheet": (
        ["Orion X4 data sheet", "Electrical characteristics", "Ordering information"],
        [
            "The Orion X4 is a quad-core Cortex-A55 module with 4 GB LPDDR4X and 32 GB eMMC.",
            "Operating temperature ranges from -40 °C to +85 °C for the industrial variant X4-I.",
            "The module exposes two Gigabit Ethernet ports, one PCIe Gen3 lane and a MIPI CSI-2 interface.",
            "Typical power draw is 3.1 W at idle and 6.8 W under full load with Ubuntu Core 24.",
            "Order code ORX4-I-32-W adds Wi-Fi 6E and Bluetooth 5.3 through the Lyra radio.",
            "Reference designs for the Carrier Board Vega are available from the Orion Developer Zone.",
            "The Kepler power-management IC supplies the core rail at 0.8 V with dynamic scaling.",
            "The Orion X4 measures 69.6 mm by 40 mm and mates with the carrier through two 100-pin Hirose connectors.",
            "Secure boot uses the Sirius crypto engine with keys fused at the Orion factory in Eindhoven.",
            "Yocto Scarthgap and Debian 12 board support packages are published on the Orion GitHub organisation.",
            "The X4-C commercial variant is rated from 0 °C to +70 °C and ships in trays of 50.",
        ],
    ),
    "museum": (
        ["Visiting the Rijksmuseum Twenthe", "The Nordic Maritime Hall", "Guided tours"],
        [
            "The Nordic Maritime Hall on Skeppsholmen holds the restored hull of the Vasa-class frigate Kronan.",
            "Entry to the Gallery of Flemish Masters is through the east wing facing the Scheldt.",
            "The Tate Modern Turbine Hall hosts a new large-scale installation every October.",
            "Audio guides are available in twelve languages at the desk beside the Rotunda.",
            "The Van Gogh Museum recommends booking a time slot because walk-in tickets sell out by noon.",
            "Photography without flash is allowed everywhere except in the Prints and Drawings Room.",
            "On Thursdays the Louvre Lens stays open until 21:00 and the Glass Pavilion café serves dinner.",
            "The Museo del Prado opens the Villanueva Building at 10:00 and the Jerónimos Building at 10:30.",
            "Wheelchairs can be borrowed free of charge at the cloakroom under the Great Court of the British Museum.",
            "The Nobel Prize Museum in Stockholm's Old Town runs a family trail every Saturday morning.",
            "Temporary exhibitions in the Kunsthaus Zürich Chipperfield Building require a separate timed ticket.",
        ],
    ),
    "tourism": (
        ["Things to do in Porto", "Walking the Danube Embankment", "Day trips from Kyoto"],
        [
            "Start at the Ribeira waterfront and cross the Dom Luís I Bridge to the port lodges of Vila Nova de Gaia.",
            "The Danube Promenade in Budapest runs from the Chain Bridge to the Hungarian Parliament Building.",
            "From Kyoto Station the JR Nara Line reaches Fushimi Inari in five minutes.",
            "The cable car up Monte Brè leaves from Cassarate every thirty minutes in summer.",
            "Boats to the Isle of Skye depart from Mallaig and land at Armadale pier.",
            "In Granada, tickets for the Alhambra and the Generalife gardens are sold with a fixed entry time for the Nasrid Palaces.",
            "The Ring of Kerry is best driven anticlockwise, starting from Killarney toward Kenmare.",
            "Along the Rhine Gorge, ferries link Bingen and Rüdesheim below the Niederwald Monument.",
            "The Camino Portugués leaves Porto Cathedral and follows the coast through Vila do Conde and Viana do Castelo.",
            "Lake Bled's island church is reached by pletna boat from the Mlino landing.",
            "In Lisbon, tram 28 climbs from Martim Moniz through Graça to the Estrela Basilica.",
            "The Hurtigruten coastal ferry calls at Ålesund, Trondheim and Tromsø on its way to Kirkenes.",
        ],
    ),
    "course": (
        [
            "CS 241: Distributed Systems",
            "MATH 310: Numerical Methods",
            "ENV 120: Rivers and Cities",
        ],
        [
            "CS 241 meets in the Turing Building, room 2.14, on Mondays and Wednesdays.",
            "Students implement the Raft consensus protocol in Go and test it with the Jepsen harness.",
            "MATH 310 covers root finding, adaptive step schemes and spectral methods with NumPy.",
            "Prerequisites are MATH 205 Linear Algebra and CS 110 Programming in Python.",
            "ENV 120 includes a field trip along the Thames from Kew Gardens to the Barrier.",
            "Lab sessions take place in the Curie Wing and require a Campus Card for entry.",
            "The final project is submitted through Moodle before the end of Week 12.",
            "Office hours are held in the Lovelace Study Centre on the third floor of the library.",
            "ENV 120 students map flood risk along the Elbe using QGIS and open data from Copernicus.",
            "Reading for CS 241 includes the Spanner and Dynamo papers and chapters of Designing Data-Intensive Applications.",
            "MATH 310 problem sets are graded with Gradescope and due every second Friday at 17:00.",
            "Auditors may attend lectures in the Franklin Hall auditorium but do not receive credit.",
        ],
    ),
}
STEPS = [
    "1. Open the Harbour app and tap Cards.\n2. Choose the card and select Freeze.\n3. Confirm with Face ID or your PIN.",
    "1. Go to Manage Booking on skylark.example.\n2. Enter the booking code and surname shown on the ticket.\n3. Pick a seat on the A321neo map and pay with Skylark Points.",
    "1. Dial *#06# to find the EID.\n2. In My Fjordline choose Replace SIM > eSIM.\n3. Scan the QR code and restart the phone.",
    "1. Run `quill plan set --tier growth`.\n2. Invite teammates from Admin > Members.\n3. Enable SAML under Security > SSO.",
    "1. Download Beacon Gateway 3.2.5 from the release portal.\n2. Stop the `beacon-gw` service.\n3. Replace the binaries and run `beacon-gw --verify-config`.",
    "1. Flash the Orion X4 with the Vega BSP image.\n2. Connect UART0 at 115200 baud.\n3. Run `orion-diag --all` and check the PCIe lane.",
]


def paragraphs(rng: random.Random, total: int = 100) -> list[dict]:
    """Heading plus three sentences of one domain, or a step list, in a fixed order."""
    out: list[dict] = []
    names = list(DOMAINS)
    i = 0
    while len(out) < total:
        domain = names[i % len(names)]
        headings, sentences = DOMAINS[domain]
        if i % 9 == 8:
            text = f"{rng.choice(headings)}\n{STEPS[(i // 9) % len(STEPS)]}"
        else:
            text = rng.choice(headings) + "\n" + " ".join(rng.sample(sentences, 3))
        out.append({"id": f"h4-doc-{len(out):04d}", "domain": domain, "text": text})
        i += 1
    return out
