"""English public-docs paragraphs of exam 10 (no personal data): eight short, eight medium,
eight long. Names here are products, eponyms, places, ships, prizes, dishes and brands."""

from __future__ import annotations

EN_DOCS = [
    (
        "short",
        "## Ask Ada\n\nAda, the assistant in the help panel, answers questions about your "
        "invoices.",
    ),
    (
        "short",
        "### Dijkstra routing\n\nThe planner uses Dijkstra's algorithm to pick the cheapest "
        "delivery route.",
    ),
    (
        "short",
        "## Bernoulli sampling\n\nTurn on Bernoulli sampling to keep one trace in every hundred.",
    ),
    (
        "short",
        "### Kelvin or Celsius\n\nSensor exports give temperatures in kelvin; the dashboard "
        "shows degrees Celsius.",
    ),
    (
        "short",
        "## Nelson Mandela Square\n\nThe Sandton pickup desk is on Nelson Mandela Square, "
        "beside the fountain.",
    ),
    (
        "short",
        "### Rizal Park hub\n\nThe Manila hub is two blocks from Rizal Park and the Quirino "
        "Grandstand.",
    ),
    (
        "short",
        "## Lucky draw\n\nGift cards from the December lucky draw arrive within two working days.",
    ),
    (
        "short",
        "### Patience with large imports\n\nImports over a million rows take a while; "
        "patience, the progress bar is honest.",
    ),
    (
        "medium",
        "## Changelog 4.2.0\n\n- Added: the Hermes webhook relay retries with exponential "
        "backoff.\n- Fixed: the Cassandra connector no longer drops rows when a partition key "
        "holds a colon.\n- Changed: Kafka consumer groups are named after the workspace.\n"
        "- Removed: the old Gutenberg importer; use the Markdown importer instead.",
    ),
    (
        "medium",
        "### Supported units\n\n| Unit | Named after | Measures |\n|---|---|---|\n"
        "| newton | Isaac Newton | force |\n| pascal | Blaise Pascal | pressure |\n"
        "| tesla | Nikola Tesla | magnetic flux density |\n| ampere | André-Marie Ampère | "
        "current |\n\nValues are stored in SI base units and rounded only for display.",
    ),
    (
        "medium",
        "### Calling the Jarvis client\n\n```python\nfrom jarvis import Client\n\n"
        'client = Client(region="af-south-1")\nreply = client.ask("Summarise ticket 8812")\n'
        "print(reply.text)\n```\n\nThe client reads its key from JARVIS_API_KEY and retries twice "
        "when a request times out.",
    ),
    (
        "medium",
        "## Airports we serve\n\nSame-day courier slots are open at Ninoy Aquino "
        "International in Manila, King Shaka in Durban, O. R. Tambo in Johannesburg and Allama "
        "Iqbal in Lahore. The cut-off is 14:00 local time; parcels booked later leave with the "
        "first flight of the next day.",
    ),
    (
        "medium",
        "### Clinical coding\n\nThe triage form maps free text to ICD-10 codes. Frequent "
        "entries include Hodgkin lymphoma, Crohn's disease, Graves' disease, Tourette syndrome "
        "and Down syndrome. Eponyms keep the possessive form the WHO uses, and the autocomplete "
        "also accepts them without the apostrophe.",
    ),
    (
        "medium",
        "## Why the ranking is stable\n\nThe scorer relies on Bayes' theorem for the prior "
        "and on the Cauchy-Schwarz inequality to bound similarity. By Zipf's law most queries hit "
        "a few hundred documents, and Little's law gives the queue length the workers are sized "
        "for.",
    ),
    (
        "medium",
        "### Case study: a maritime archive\n\nThe museum indexed forty thousand records "
        "about the Queen Mary 2, the Mayflower and HMS Beagle. Curators search by ship, by "
        "voyage and by the Nobel, Pulitzer or Turing Award laureates named in the letters.",
    ),
    (
        "medium",
        "## Menu import\n\nThe restaurant template understands dishes such as chicken "
        "adobo, bobotie, Peking duck, eggs Benedict and nasi lemak. Brand names like Nando's, "
        "Jollibee and Tim Hortons are kept exactly as written and never translated.",
    ),
    (
        "long",
        "## Assistants and integrations\n\nThe help centre connects to the assistants your "
        "team already uses. Claude and Gemini can draft replies from the knowledge base, Copilot "
        "suggests fixes inside pull requests, and Alexa or Siri can read today's open tickets "
        "aloud. Our own assistant, Ada, is named after Ada Lovelace; it runs on the same index "
        "and answers only from published articles. Each integration is switched on per "
        "workspace under Settings, then Integrations. Replies drafted by an assistant are marked "
        "as drafts until an agent sends them, and the audit log records which assistant wrote "
        "which draft. If a workspace turns an integration off, drafts it has already written "
        "stay in the ticket history but can no longer be regenerated. Rate limits follow the "
        "provider's own plan, and the status page lists incidents for each one separately.",
    ),
    (
        "long",
        "## The stack behind the reports\n\nReports are built with pandas and rendered by "
        "Jinja templates inside a Django service. Background jobs run on Celery with Redis as "
        "the broker, and Gunicorn serves the API behind nginx. Images are resized with Pillow, "
        "the documentation site is built with Sphinx, and the marketing pages use Hugo. "
        "Deployments go through Jenkins and Ansible; the older Capistrano scripts were retired "
        "last year. We pin every package in a lock file, and Dependabot opens a pull request "
        "when a new release appears. Nothing in this list needs to be installed by customers: "
        "it is here so that security reviewers can see which open-source projects we depend on "
        "and which licences apply to them.",
    ),
    (
        "long",
        "## Regions and data residency\n\nWorkspaces are hosted in the region chosen at "
        "sign-up. The Cape Town region runs on AWS af-south-1, the Singapore region on "
        "ap-southeast-1, and the Gulf region on Azure UAE North. Search indexes live in "
        "Elasticsearch clusters in the same region, object storage uses Amazon S3 or Azure Blob "
        "Storage, and analytics are copied nightly to BigQuery only when the workspace owner "
        "allows it. Cloudflare Workers handle the edge cache and never store message bodies. "
        "Moving a workspace between regions is a support request: it takes about a day, the "
        "workspace is read-only meanwhile, and the old copy is deleted after thirty days. Backups "
        "follow the workspace and are encrypted with keys held in the region's own key service.",
    ),
    (
        "long",
        "## Streets and squares named after people\n\nMany of the addresses in our "
        "delivery zones carry the names of historical figures, and the address parser treats "
        "them as street names, not as people. In Johannesburg, Jan Smuts Avenue runs north from "
        "Braamfontein towards Randburg. Manila's Taft Avenue honours an American governor, while "
        "Roxas Boulevard follows the bay past the Cultural Center. Karachi's Shahrah-e-Faisal "
        "links the airport to the city centre, and Lahore's Allama Iqbal Road crosses Garhi "
        "Shahu. In Dublin, O'Connell Street and Parnell Square meet at the Garden of "
        "Remembrance. Kuala Lumpur has Jalan Tun Razak and Jalan Tunku Abdul Rahman. Street "
        "names like these are kept as they are in every export, because a courier needs them to "
        "find the door.",
    ),
    (
        "long",
        "## Laws the load model uses\n\nThe capacity planner borrows several named laws. "
        "Ohm's law and Kirchhoff's current law describe the power draw of a rack, Amdahl's law "
        "limits the speed-up from extra workers, and Gustafson's law explains why larger batches "
        "still scale. Hooke's law appears in the vibration model for the warehouse conveyors, "
        "and Newton's law of cooling sets how long a rack may run after a chiller stops. Murphy's "
        "law is not in the code, but the runbook assumes it: every alarm has a named owner and a "
        "fallback. None of these laws needs configuring; the planner's settings page shows the "
        "constants it uses so that an engineer can check them against the data sheets of the "
        "equipment on site.",
    ),
    (
        "long",
        "## Release notes 5.0\n\n- **Turing mode** classifies incoming tickets before an "
        "agent opens them.\n- **Lovelace scheduler** spreads follow-ups across the working week.\n"
        "- **Hopper** compiles saved searches into indexes and makes them about ten times "
        "faster.\n- **Babbage export** writes CSV, Parquet and Excel files with stable column "
        "order.\n- **Noether checks** verify that totals are preserved when invoices are split.\n"
        "- The **Fibonacci backoff** replaces the fixed retry delay for webhooks.\n\nUpgrading is "
        "automatic for hosted workspaces. Self-hosted installations should run the migration "
        "command once, then restart the workers. The old Pascal report builder is still "
        "available for one more release and will be removed in 5.1.",
    ),
    (
        "long",
        "## Prizes mentioned in the archive\n\nThe press archive is tagged by award so that "
        "researchers can follow a prize across decades. Tags include the Ramon Magsaysay Award, "
        "often called Asia's Nobel Prize, the Sakharov Prize of the European Parliament, the "
        "Mo Ibrahim Prize for African leadership, the Sitara-i-Imtiaz of Pakistan, the Ekushey "
        "Padak of Bangladesh and the Kalaimamani award of Tamil Nadu. Each tag links to a short "
        "public description and to the list of articles that mention it. Winners are public "
        "figures, and their names stay unchanged in the archive, because the point of the "
        "archive is to record who received which prize and when. Tags can be combined with date "
        "and language filters.",
    ),
    (
        "long",
        "## Meter readings API\n\nSubmit a reading with a POST request to /v2/readings. "
        'The body is JSON:\n\n```json\n{"meter_id": "SN-00000", "reading_kwh": 18442.7, '
        '"taken_at": "2027-01-14T08:00:00Z", "source": "photo"}\n```\n\nThe response '
        "repeats the reading with an id and a status. A reading lower than the previous one is "
        "accepted with status review, because meters are sometimes replaced; a reading more "
        "than ten times the monthly average is rejected with status implausible. Photos are "
        "optional and are deleted after the reading is confirmed. Use the sandbox host to test "
        "without affecting bills, and page through history with the cursor returned in meta. Timestamps are always in UTC.",
    ),
]
