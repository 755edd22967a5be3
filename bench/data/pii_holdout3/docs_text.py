"""Public documentation with no personal data, hand-written for exam 3: headings, sentences and
step lists in six domains, full of capitalised product, feature, company, region and place
names. People's names appear only inside product names (Kafka, Tesla, Hopper, Jenkins)."""

DOCS = {
    "api_reference": {
        "headings": [
            "## GET /v2/streams/{stream_id}",
            "## Pagination",
            "### Rate limits",
            "## Webhooks",
            "### Errors",
        ],  # fmt: skip
        "sentences": [
            "Returns the stream's configuration, including its Apache Kafka topic, retention and partition count.",
            "Pass `page_token` from the previous response to fetch the next page; a missing token means the last page.",
            "Requests are limited to 600 per minute per API key; the `X-RateLimit-Remaining` header shows what is left.",
            "A `409 Conflict` is returned when a Terraform plan and the Console edit the same resource at once.",
            "Webhooks are signed with HMAC-SHA256 and retried with exponential backoff for up to 24 hours.",
            "The Azure Blob Storage connector accepts a SAS token or a managed identity, never an account key.",
            "Set `region` to `eu-central-1` for Frankfurt or `sa-east-1` for the São Paulo region.",
            "The `expand=owner,labels` query parameter embeds the owning team and its labels in one call.",
            "Timestamps are RFC 3339 strings in UTC, for example `2026-03-14T09:30:00Z`.",
            "Deleting a stream is asynchronous: poll `GET /v2/operations/{id}` until `status` is `DONE`.",
            "The Python SDK wraps these endpoints as `client.streams.get()` and raises `NotFound` on a 404.",
            "Grafana Loki and Elasticsearch sinks receive the same JSON envelope with a `schema_version` field.",
        ],
        "steps": [
            '1. Create an API key under Settings > Access.\n2. Export it as `STREAMS_API_KEY`.\n3. Call `curl -H "Authorization: Bearer $STREAMS_API_KEY" https://api.example.dev/v2/streams`.',
            "1. Register the endpoint URL.\n2. Copy the signing secret.\n3. Verify the `X-Signature` header before parsing the body.",
        ],
    },
    "release_notes": {
        "headings": [
            "# Release 4.7.0",
            "## What's new",
            "## Fixed",
            "## Deprecated",
            "## Upgrade notes",
        ],  # fmt: skip
        "sentences": [
            "Spring Boot 3.3 is now the minimum version for the Java agent.",
            "The Django integration records template rendering time as a separate span.",
            "Support for Red Hat OpenShift 4.15 and Amazon EKS 1.30 has been added.",
            "Fixed a memory leak in the Node.js collector when Redis Streams were consumed in batches.",
            "The legacy Jenkins plugin is deprecated and will be removed in 5.0; use the GitHub Actions workflow instead.",
            "Watson Discovery projects can now be indexed from the Connectors page without a custom crawler.",
            "Dashboards open about 40 percent faster on Firefox and Safari.",
            "ARM64 images are published for Ubuntu 24.04 and Debian Bookworm.",
            "The Helm chart moves `ingress.className` to `ingress.class`; the old key still works with a warning.",
            "Single sign-on with Okta and Microsoft Entra ID no longer requires a separate SCIM token.",
            "Kubernetes clusters on Google Kubernetes Engine Autopilot are detected automatically.",
            "The Tesla Powerwall integration reports battery state every five minutes instead of fifteen.",
        ],
        "steps": [
            "1. Back up the PostgreSQL database.\n2. Run `helm upgrade observer ./chart --version 4.7.0`.\n3. Check the Status page for green health checks.",
        ],
    },
    "cloud_console": {
        "headings": [
            "## Create a bucket",
            "## Set up a VPC peering",
            "### Enable logging",
            "## Choose a region",
            "### Billing alerts",
        ],  # fmt: skip
        "sentences": [
            "Open the Cloud Console, choose Storage in the left menu and click Create bucket.",
            "Buckets in the Frankfurt, Paris and Stockholm regions keep data inside the European Union.",
            "The Tokyo and Osaka regions are paired for disaster recovery.",
            "Peering connects two VPCs in the same account without traversing the public internet.",
            "Turn on Access Logs to deliver one file per hour to a bucket of your choice.",
            "Billing alerts send a notification when forecast spend passes the threshold you set.",
            "Use IAM roles instead of long-lived keys for workloads running on Compute Engine or Azure Virtual Machines.",
            "The Service Desk can raise the quota for GPU instances with Hopper and Blackwell accelerators.",
            "Object Lock in compliance mode prevents deletion until the retention date, even by administrators.",
            "The Sydney region offers three availability zones; Melbourne offers two.",
            "Cross-region replication to Dublin or London adds about a minute of delay.",
            "Cloud Shell already has Terraform, kubectl and the gcloud CLI installed.",
        ],
        "steps": [
            "1. Open Networking > VPC.\n2. Click Create peering.\n3. Accept the request in the second VPC.\n4. Add routes on both sides.",
            "1. Go to Billing > Budgets.\n2. Set an amount and a currency.\n3. Choose e-mail or Slack as the alert channel.",
        ],
    },
    "oss_docs": {
        "headings": [
            "# Getting started",
            "## Contributing",
            "## Configuration",
            "## Architecture",
            "## FAQ",
        ],  # fmt: skip
        "sentences": [
            "Install the package with `pip install flowline` and run `flowline init` in an empty folder.",
            "Pull requests need one approval from a maintainer and a green CI run on GitHub Actions.",
            "The scheduler stores state in SQLite by default and in PostgreSQL or MySQL in production.",
            "Plugins are discovered through Python entry points in the `flowline.plugins` group.",
            "The project follows Semantic Versioning and the Contributor Covenant code of conduct.",
            "Workers talk to the broker over AMQP, so RabbitMQ and Apache Qpid both work.",
            "Documentation is built with Sphinx and published to Read the Docs on every tag.",
            "The web UI is written in Vue and served by a small FastAPI application.",
            "Does Flowline run on Windows? Yes, through WSL 2 or the official Docker image.",
            "The Apache Software Foundation license header must be kept at the top of every source file.",
            "Benchmarks run nightly on a Raspberry Pi 5 and on an AMD EPYC server in the Helsinki datacenter.",
            "Translations are managed on Weblate; French, German and Brazilian Portuguese are complete.",
        ],
        "steps": [
            "1. Fork the repository.\n2. Create a branch named `fix/<issue-number>`.\n3. Run `make test lint`.\n4. Open a pull request against `main`.",
        ],
    },
    "gov_service": {
        "headings": [
            "# Renew a passport",
            "## Register a vehicle",
            "## Opening hours",
            "## What you need",
            "### Fees",
        ],  # fmt: skip
        "sentences": [
            "You can renew an adult passport online if your old one was issued after you turned 16.",
            "Vehicle registration is handled by the Driver and Vehicle Licensing Agency in Swansea.",
            "The Citizens Information Centre in Galway is open Monday to Friday, 9:30 to 16:30.",
            "Bring a proof of address issued in the last three months, such as a utility bill or a bank statement.",
            "The fee is paid by card at the end of the application and is not refunded if the application is withdrawn.",
            "In Germany, appointments at the Bürgeramt are booked through the Service-Portal Berlin.",
            "En France, la demande de carte grise se fait sur le site de l'ANTS, sans passer par la préfecture.",
            "In Spagna la Agencia Tributaria gestisce il codice fiscale per gli stranieri residenti.",
            "Applications from Northern Ireland are processed at the Belfast office.",
            "If you live in Scotland, contact the Scottish Government's Social Security Scotland agency instead.",
            "The Australian Taxation Office accepts returns through myGov from 1 July.",
            "Digital identity apps such as DigiD in the Netherlands and BankID in Sweden can be used to sign in.",
        ],
        "steps": [
            "1. Check you are eligible.\n2. Get a digital photo.\n3. Fill in the online form.\n4. Send your old passport by post.",
            "1. Sign in with your Government Gateway account.\n2. Enter the vehicle's registration number.\n3. Pay the fee.",
        ],
    },
    "hardware_manual": {
        "headings": [
            "## Safety",
            "## Installing the battery",
            "## LED indicators",
            "## Firmware update",
            "## Specifications",
        ],  # fmt: skip
        "sentences": [
            "Disconnect the Tesla Wall Connector from mains power before opening the front cover.",
            "The NVIDIA Hopper GPU module requires a PCIe Gen5 x16 slot and two 12VHPWR connectors.",
            "A blinking amber LED means the Bosch sensor is calibrating; do not move the unit.",
            "Update the firmware with the Raspberry Pi Imager or by copying `update.bin` to the SD card.",
            "The Brother printer's toner cartridge slides out once the front door is fully open.",
            "Operating temperature is 0 to 40 °C; store the Garmin unit between -20 and 60 °C.",
            "The Dyson filter can be rinsed in cold water and must dry for 24 hours before reuse.",
            "Pair the Sonos speaker from the app; the Join button is on the back, next to the Ethernet port.",
            "Rated input is 100-240 V AC, 50/60 Hz, so the Philips adapter works in Europe and Japan.",
            "Keep the Makita battery away from metal objects such as keys and coins.",
            "Reset the Ubiquiti access point by holding the reset button for ten seconds.",
            "This device complies with Part 15 of the FCC Rules and with the EU Radio Equipment Directive.",
        ],
        "steps": [
            "1. Switch off the unit.\n2. Remove the two Torx T10 screws.\n3. Slide the battery out.\n4. Insert the new one until it clicks.",
        ],
    },
}
