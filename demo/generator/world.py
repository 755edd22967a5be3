"""The facts of the fictional "Nimbus Cloud" product that the demo corpus documents and the demo
conversations talk about.

Everything here is fixed data (the seed only shapes wording, versions and conversations), so a
fact stated in a document is the same fact an assistant answer quotes. ``World`` is a frozen
bundle; ``changed_world`` returns the product as it stands after the edits that the staleness
demo applies (an SLA raised, a region added, a limit lifted, a claim window extended).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from demo.generator.banks import frozen, load_bank

_BANK = load_bank("world")  # the wording, kept as data in data/world.json


@dataclass(frozen=True)
class Region:
    code: str
    city: str
    country: str
    geo: str  # EU, NA, SA, APAC, ME, AF
    azs: int
    launched: str  # "March 2019"
    cmk: bool
    sla_multi: str
    sla_single: str
    price_uplift: int  # percent above the us-east-1 baseline
    services: tuple[str, ...]
    certifications: tuple[str, ...]


@dataclass(frozen=True)
class Service:
    slug: str
    name: str
    short: str  # how people say it: "the database", "Blob"
    noun: str  # what kind of thing: "managed PostgreSQL service"
    sla: str
    sla_scope: str
    price: str
    limit_name: str
    limit_value: str
    cmk: bool
    backups: str
    api_family: str
    definite: tuple[str, ...]


@dataclass(frozen=True)
class Plan:
    slug: str
    name: str
    price: str
    sla: str
    support: str  # support tier name
    urgent_response: str
    log_retention_days: int
    backup_retention_days: int
    audit_retention_days: int
    api_rpm: int
    sso: str
    cmk: str
    seats: str
    projects: str
    hipaa: str


@dataclass(frozen=True)
class Standard:
    slug: str
    name: str
    kind: str  # "attestation", "certification", "framework", "regulation"
    auditor: str
    last_audit: str
    scope_regions: str  # "all", "EU", or comma-separated codes
    plans: str  # which plans can rely on it
    report: str  # how to get the report


@dataclass(frozen=True)
class SupportTier:
    slug: str
    name: str
    plan: str
    sev1: str
    sev2: str
    sev3: str
    channels: str
    tam: bool


@dataclass(frozen=True)
class Incident:
    slug: str
    date: str  # ISO date
    region: str
    service: str
    minutes: int
    cause: str
    impact: str
    uptime: str  # resulting monthly uptime for affected customers
    credit: str  # credit tier that applies, or "none"


@dataclass(frozen=True)
class World:
    regions: tuple[Region, ...]
    services: tuple[Service, ...]
    plans: tuple[Plan, ...]
    standards: tuple[Standard, ...]
    tiers: tuple[SupportTier, ...]
    incidents: tuple[Incident, ...]
    sla_claim_days: int = 30
    billing: dict[str, str] = field(default_factory=dict)

    def region(self, code: str) -> Region:
        return _by(self.regions, "code", code)

    def service(self, slug: str) -> Service:
        return _by(self.services, "slug", slug)

    def plan(self, slug: str) -> Plan:
        return _by(self.plans, "slug", slug)

    def standard(self, slug: str) -> Standard:
        return _by(self.standards, "slug", slug)

    def incident(self, slug: str) -> Incident:
        return _by(self.incidents, "slug", slug)

    def regions_in(self, standard: Standard) -> list[Region]:
        return [r for r in self.regions if standard.slug in r.certifications]


def _by(items, attr, value):
    for item in items:
        if getattr(item, attr) == value:
            return item
    raise KeyError(value)


ALL_SERVICES = frozen(_BANK["ALL_SERVICES"])
_CORE = ("compute", "kube", "blob", "block", "postgres", "kms", "dns", "monitor", "logs", "iam")


def _svc(*extra: str, drop: tuple[str, ...] = ()) -> tuple[str, ...]:
    wanted = set(_CORE) | set(extra)
    return tuple(s for s in ALL_SERVICES if s in wanted and s not in drop)


_FULL = _svc(*ALL_SERVICES)

# One row per record reads better here than one field per line.
# fmt: off
REGIONS = (
    Region("us-east-1", "Ashburn", "the United States", "NA", 6, "March 2017", True, "99.99", "99.9", 0, _FULL, ("soc2", "iso27001", "pci", "hipaa", "fedramp")),
    Region("us-central-1", "Dallas", "the United States", "NA", 3, "October 2019", True, "99.99", "99.9", 0, _svc("functions", "cache", "queue", "cdn", "backup", "registry", "edge"), ("soc2", "iso27001", "pci", "hipaa")),
    Region("us-west-2", "Portland", "the United States", "NA", 4, "June 2018", True, "99.99", "99.9", 2, _svc("functions", "cache", "queue", "cdn", "backup", "registry", "search", "edge"), ("soc2", "iso27001", "pci", "hipaa", "fedramp")),
    Region("ca-central-1", "Montréal", "Canada", "NA", 3, "February 2020", True, "99.99", "99.9", 6, _svc("functions", "cache", "queue", "backup", "registry"), ("soc2", "iso27001", "pci")),
    Region("sa-east-1", "São Paulo", "Brazil", "SA", 3, "September 2021", False, "99.95", "99.5", 38, _svc("cache", "queue", "backup"), ("soc2", "iso27001")),
    Region("eu-west-1", "Dublin", "Ireland", "EU", 3, "May 2018", True, "99.99", "99.9", 8, _FULL, ("soc2", "iso27001", "pci", "hipaa", "gdpr")),
    Region("eu-west-2", "London", "the United Kingdom", "EU", 3, "January 2019", True, "99.99", "99.9", 10, _svc("functions", "cache", "queue", "cdn", "backup", "registry", "search"), ("soc2", "iso27001", "pci", "cyberessentials", "gdpr")),
    Region("eu-west-3", "Paris", "France", "EU", 3, "November 2020", True, "99.99", "99.9", 10, _svc("functions", "cache", "queue", "backup", "registry"), ("soc2", "iso27001", "hds", "gdpr")),
    Region("eu-central-1", "Frankfurt", "Germany", "EU", 3, "April 2018", True, "99.99", "99.9", 9, _FULL, ("soc2", "iso27001", "pci", "c5", "gdpr")),
    Region("eu-north-1", "Stockholm", "Sweden", "EU", 3, "August 2022", False, "99.95", "99.9", 4, _svc("cache", "queue", "backup"), ("soc2", "iso27001", "gdpr")),
    Region("eu-south-1", "Milan", "Italy", "EU", 3, "March 2023", False, "99.95", "99.5", 12, _svc("queue", "backup", drop=("kube",)), ("soc2", "iso27001", "gdpr")),
    Region("me-central-1", "Dubai", "the United Arab Emirates", "ME", 3, "December 2023", False, "99.95", "99.5", 22, _svc("cache", "backup", drop=("kube",)), ("soc2", "iso27001")),
    Region("af-south-1", "Johannesburg", "South Africa", "AF", 3, "June 2024", False, "99.95", "99.5", 26, _svc("backup", drop=("kube",)), ("soc2",)),
    Region("ap-south-1", "Mumbai", "India", "APAC", 3, "July 2020", True, "99.99", "99.9", 5, _svc("functions", "cache", "queue", "cdn", "backup", "registry"), ("soc2", "iso27001", "pci")),
    Region("ap-southeast-1", "Singapore", "Singapore", "APAC", 3, "October 2018", True, "99.99", "99.9", 12, _svc("functions", "cache", "queue", "cdn", "backup", "registry", "search"), ("soc2", "iso27001", "pci", "hipaa")),
    Region("ap-southeast-2", "Sydney", "Australia", "APAC", 3, "February 2019", True, "99.99", "99.9", 14, _svc("functions", "cache", "queue", "cdn", "backup", "registry", "search", "edge"), ("soc2", "iso27001", "pci", "irap")),
    Region("ap-northeast-1", "Tokyo", "Japan", "APAC", 4, "September 2018", True, "99.99", "99.9", 15, _FULL, ("soc2", "iso27001", "pci", "ismap")),
)

NEW_REGION = Region(
    "eu-south-2",
    "Madrid",
    "Spain",
    "EU",
    3,
    "October 2026",
    True,
    "99.99",
    "99.9",
    9,
    _svc("functions", "cache", "queue", "backup", "registry"),
    ("soc2", "iso27001", "gdpr"),
)

SERVICES = (
    Service("compute", "Nimbus Compute", "Compute", "virtual machine service", "99.99", "instances spread across two or more availability zones", "from $0.0104 per vCPU-hour for general-purpose instances", "default vCPU quota per region", "512", True, "daily snapshots of attached volumes when Nimbus Backup is enabled", "compute", ("the VMs", "the instances")),
    Service("kube", "Nimbus Kubernetes Engine", "NKE", "managed Kubernetes service", "99.95", "the control plane of regional clusters", "$0.10 per cluster-hour for the control plane, with nodes billed as Compute instances", "maximum number of nodes per cluster", "1,000", True, "etcd backups every 6 hours kept for 7 days", "compute", ("the cluster", "the control plane")),
    Service("functions", "Nimbus Functions", "Functions", "serverless functions service", "99.95", "function invocations in a region", "$0.20 per million invocations plus $0.0000166 per GB-second", "maximum execution time", "15 minutes", True, "no backups; deploy artifacts are kept for 30 days", "functions", ("the functions",)),
    Service("blob", "Nimbus Blob Storage", "Blob", "object storage service", "99.9", "Standard-class buckets (99.99% for geo-redundant buckets)", "$0.021 per GB-month for the Standard class, $0.0125 for Infrequent Access and $0.004 for Archive", "maximum object size", "5 TiB", True, "versioning and cross-region replication rather than backups", "storage", ("the bucket", "object storage")),
    Service("block", "Nimbus Block Volumes", "Block", "block storage service", "99.99", "volumes attached to running instances", "$0.08 per GB-month for SSD volumes and $0.045 for HDD volumes", "maximum volume size", "64 TiB", True, "snapshots you schedule yourself or through Nimbus Backup", "storage", ("the volume", "the disks")),
    Service("postgres", "Nimbus Postgres", "Postgres", "managed PostgreSQL service", "99.95", "high-availability instances with a standby in a second zone", "from $0.034 per hour for a db.small instance plus $0.115 per GB-month of storage", "maximum storage per instance", "32 TiB", True, "daily snapshots plus point-in-time recovery up to 35 days back", "db", ("the database", "the managed database")),
    Service("cache", "Nimbus Cache", "Cache", "managed Redis-compatible cache", "99.9", "clusters with at least one replica", "from $0.017 per hour for a cache.small node", "maximum memory per node", "317 GiB", False, "optional daily snapshots kept for up to 14 days", "db", ("the cache", "the Redis cluster")),
    Service("queue", "Nimbus Queue", "Queue", "message queue service", "99.9", "queues in a region", "$0.40 per million requests after the first million each month", "maximum message size", "256 KiB", True, "no backups; messages are kept up to 14 days", "queue", ("the queue",)),
    Service("kms", "Nimbus Keys", "Keys", "key management service", "99.99", "API requests in a region", "$1 per customer-managed key per month plus $0.03 per 10,000 requests", "request quota per account", "10,000 requests per second", True, "keys are replicated within the region and cannot be exported", "kms", ("the key", "the KMS")),
    Service("cdn", "Nimbus CDN", "CDN", "content delivery network", "99.9", "cache hit delivery from edge locations", "$0.085 per GB for the first 10 TB each month in North America and Europe", "maximum cached file size", "100 GB", False, "no backups; origins stay the source of truth", "storage", ("the CDN",)),
    Service("dns", "Nimbus DNS", "DNS", "authoritative DNS service", "100", "query answering for hosted zones", "$0.50 per hosted zone per month plus $0.40 per million queries", "maximum number of records per hosted zone", "10,000", False, "zone files can be exported at any time", "dns", ("the DNS zone",)),
    Service("monitor", "Nimbus Monitor", "Monitor", "metrics and alerting service", "99.9", "metric ingestion and alert evaluation", "free for the first 10,000 series, then $0.30 per series per month", "custom metric series quota per account", "500,000", False, "metrics are kept 15 months; no separate backups", "monitoring", ("the dashboards", "the alerts")),
    Service("logs", "Nimbus Logs", "Logs", "log management service", "99.9", "log ingestion and search", "$0.50 per GB ingested plus $0.03 per GB-month retained", "maximum log event size", "256 KiB", True, "retention follows your plan; exports to Blob run hourly", "logs", ("the logs",)),
    Service("backup", "Nimbus Backup", "Backup", "managed backup service", "99.9", "backup job scheduling and restore requests", "$0.05 per GB-month of protected data", "maximum number of backup plans per account", "250", True, "backups are stored in a separate vault with immutable retention", "storage", ("the backups", "the vault")),
    Service("iam", "Nimbus Identity", "Identity", "identity and access management service", "99.99", "authentication and authorization requests", "included at no charge", "maximum number of users per account", "5,000", False, "not applicable; audit events are in Nimbus Logs", "iam", ("the roles",)),
    Service("registry", "Nimbus Container Registry", "Registry", "private container registry", "99.9", "image pulls in a region", "$0.10 per GB-month of stored images", "maximum image layer size", "10 GiB", True, "images are replicated within the region", "compute", ("the registry",)),
    Service("search", "Nimbus Search", "Search", "managed search service", "99.9", "clusters with three or more nodes", "from $0.096 per hour for a search.medium node", "maximum shards per cluster", "1,000", True, "automated snapshots every hour kept for 14 days", "db", ("the search cluster",)),
    Service("edge", "Nimbus Edge", "Edge", "on-premises appliance for offline data transfer and edge compute", "99.5", "the appliance's management endpoint", "$300 per job for an E1 (40 TB) and $650 per job for an E2 (80 TB), shipping included", "usable capacity of an E2 appliance", "80 TB", True, "data on the appliance is wiped to NIST 800-88 after import", "edge", ("the appliance", "the device")),
)

PLANS = (
    Plan("free", "Free", "$0", "no uptime SLA", "Basic", "no guaranteed response time", 7, 7, 0, 60, "not available", "not available", "up to 3 seats", "3 projects", "not available"),
    Plan("team", "Team", "$19 per seat per month", "99.5%", "Developer", "next business day", 30, 14, 30, 300, "not available", "not available", "up to 50 seats", "20 projects", "not available"),
    Plan("business", "Business", "$49 per seat per month", "99.9%", "Business", "1 hour", 90, 35, 180, 1200, "SAML single sign-on", "available as a $500 per month add-on", "up to 500 seats", "100 projects", "not available"),
    Plan("enterprise", "Enterprise", "custom pricing, usually from $25,000 per year", "99.99%", "Premier", "15 minutes", 365, 90, 730, 5000, "SAML single sign-on with SCIM provisioning", "included", "unlimited seats", "unlimited projects", "available with a signed BAA"),
)

STANDARDS = (
    Standard("soc2", "SOC 2 Type II", "attestation", "Hallam & Pryce LLP", "November 2025", "all", "all plans", "under NDA from the Trust Center; Business and Enterprise customers can download it directly"),
    Standard("iso27001", "ISO/IEC 27001", "certification", "BSI Group", "September 2025", "all", "all plans", "the certificate is public in the Trust Center"),
    Standard("pci", "PCI DSS Level 1", "certification", "Coalfire", "January 2026", "list", "Business and Enterprise plans", "the Attestation of Compliance is available on request"),
    Standard("hipaa", "HIPAA", "regulation", "an external HIPAA assessor", "February 2026", "list", "the Enterprise plan with a signed Business Associate Agreement", "the BAA is signed through your account manager"),
    Standard("gdpr", "GDPR", "regulation", "not applicable", "March 2026", "EU", "all plans", "the Data Processing Addendum is accepted in the console"),
    Standard("c5", "BSI C5", "attestation", "KPMG AG", "October 2025", "list", "all plans", "the C5 report is available in German and English under NDA"),
    Standard("hds", "HDS (Hébergeur de Données de Santé)", "certification", "AFNOR Certification", "June 2025", "list", "the Enterprise plan", "the certificate is public and the contract annex is signed on request"),
    Standard("fedramp", "FedRAMP Moderate", "authorization", "a FedRAMP-accredited 3PAO", "December 2025", "list", "the Enterprise plan with a government agreement", "the package is available through the FedRAMP marketplace"),
    Standard("ismap", "ISMAP", "registration", "the ISMAP operating committee", "August 2025", "list", "all plans", "the registration is listed on the ISMAP portal"),
    Standard("irap", "IRAP PROTECTED", "assessment", "an ASD-endorsed IRAP assessor", "July 2025", "list", "Business and Enterprise plans", "the assessment report is available under NDA"),
    Standard("cyberessentials", "Cyber Essentials Plus", "certification", "IASME", "April 2026", "list", "all plans", "the certificate number is listed in the Trust Center"),
)

TIERS = (
    SupportTier("basic", "Basic", "free", "no guaranteed response", "no guaranteed response", "no guaranteed response", "community forum and documentation", False),
    SupportTier("developer", "Developer", "team", "4 business hours", "8 business hours", "next business day", "email during business hours", False),
    SupportTier("business", "Business", "business", "1 hour", "4 hours", "12 hours", "email, chat and phone, around the clock", False),
    SupportTier("premier", "Premier", "enterprise", "15 minutes", "1 hour", "4 hours", "email, chat and phone around the clock, plus a shared Slack channel", True),
)

INCIDENTS = (
    Incident("2025-12-09-us-east-1-compute", "2025-12-09", "us-east-1", "compute", 47, "a faulty network configuration push to one availability zone", "instances in one zone lost connectivity; multi-zone deployments were not affected", "99.89%", "10%"),
    Incident("2026-01-21-eu-west-1-blob", "2026-01-21", "eu-west-1", "blob", 96, "a metadata service overload after a storage node rollout", "elevated 503 errors on PUT and GET requests for about a third of buckets", "99.78%", "10%"),
    Incident("2026-02-14-eu-central-1-postgres", "2026-02-14", "eu-central-1", "postgres", 38, "a failed minor-version upgrade that stalled automatic failover", "some high-availability instances were read-only during the failover", "99.91%", "10%"),
    Incident("2026-03-03-ap-southeast-2-kube", "2026-03-03", "ap-southeast-2", "kube", 124, "an expired internal certificate on the control-plane load balancer", "kubectl and API calls to regional clusters failed; running workloads kept serving", "99.71%", "10%"),
    Incident("2026-03-27-us-west-2-functions", "2026-03-27", "us-west-2", "functions", 22, "a capacity shortfall during a traffic spike", "cold starts took up to 40 seconds and some invocations were throttled", "99.95%", "none"),
    Incident("2026-04-18-eu-west-2-queue", "2026-04-18", "eu-west-2", "queue", 61, "a bug in a new message-deduplication feature", "duplicate deliveries and delayed messages on FIFO queues", "99.86%", "10%"),
    Incident("2026-05-06-ap-northeast-1-blob", "2026-05-06", "ap-northeast-1", "blob", 14, "a DNS misconfiguration for the regional endpoint", "requests using the legacy endpoint failed", "99.97%", "none"),
    Incident("2026-05-29-eu-west-3-compute", "2026-05-29", "eu-west-3", "compute", 530, "a cooling failure in one data hall that forced hosts offline", "instances in one zone stopped; some single-zone volumes needed recovery", "98.77%", "25%"),
    Incident("2026-06-12-us-east-1-iam", "2026-06-12", "us-east-1", "iam", 33, "a database lock contention in the token service", "sign-ins and API token refreshes failed globally for about half an hour", "99.92%", "10%"),
    Incident("2026-07-08-eu-central-1-kms", "2026-07-08", "eu-central-1", "kms", 19, "a throttling rule deployed with the wrong limit", "decrypt calls returned throttling errors, delaying services that use customer-managed keys", "99.96%", "none"),
    Incident("2026-07-30-ap-south-1-cdn", "2026-07-30", "ap-south-1", "cdn", 75, "an upstream transit provider outage", "cache misses in Mumbai and Chennai edge locations timed out", "99.83%", "10%"),
    Incident("2026-08-19-eu-west-1-postgres", "2026-08-19", "eu-west-1", "postgres", 212, "storage latency on the volumes behind a subset of instances", "queries slowed sharply and 14% of instances restarted", "99.52%", "10%"),
    Incident("2026-09-04-sa-east-1-compute", "2026-09-04", "sa-east-1", "compute", 2880, "a regional power event followed by a slow recovery of the storage fabric", "most instances in the region were unavailable for about two days", "93.55%", "100%"),
    Incident("2026-09-22-us-central-1-logs", "2026-09-22", "us-central-1", "logs", 140, "an indexing backlog after a schema migration", "log search returned results up to two hours late; no data was lost", "99.68%", "10%"),
    Incident("2026-10-10-eu-north-1-block", "2026-10-10", "eu-north-1", "block", 55, "a firmware bug in one batch of SSDs", "I/O errors on volumes in one zone until they were moved", "99.87%", "10%"),
)
# fmt: on

BILLING = _BANK["BILLING"]


def default_world() -> World:
    """The product as the demo corpus first documents it."""
    return World(
        regions=REGIONS,
        services=SERVICES,
        plans=PLANS,
        standards=STANDARDS,
        tiers=TIERS,
        incidents=INCIDENTS,
        sla_claim_days=30,
        billing=dict(BILLING),
    )


def changed_world(world: World) -> World:
    """The product after the edits the staleness demo publishes: the Business plan SLA goes
    from 99.9% to 99.95%, Madrid (eu-south-2) opens with customer-managed keys, Milan gains
    customer-managed keys, Blob's maximum object size grows from 5 TiB to 10 TiB, and SLA credit
    claims may be filed within 60 days instead of 30."""
    plans = tuple(
        dataclasses.replace(p, sla="99.95%") if p.slug == "business" else p for p in world.plans
    )
    regions = tuple(
        dataclasses.replace(r, cmk=True) if r.code == "eu-south-1" else r for r in world.regions
    )
    services = tuple(
        dataclasses.replace(s, limit_value="10 TiB") if s.slug == "blob" else s
        for s in world.services
    )
    return dataclasses.replace(
        world,
        plans=plans,
        regions=regions + (NEW_REGION,),
        services=services,
        sla_claim_days=60,
    )
