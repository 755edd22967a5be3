"""Wording banks for the demo corpus pages (the facts themselves live in ``world.py``)."""

from __future__ import annotations

from dataclasses import dataclass

REGION_INTRO = [
    "The {city} region ({code}) is located in {country} and opened in {launched}.",
    "{city} ({code}) is a Nimbus Cloud region in {country}, generally available since {launched}.",
    "Nimbus Cloud opened the {city} region, {code}, in {launched} to serve customers in and around {country}.",
]
REGION_LATENCY = [
    "Round-trip latency between zones in {city} is typically under 2 milliseconds.",
    "It is the natural choice for workloads with users in {geo} that need low latency.",
    "Zones in {city} are connected by redundant, encrypted fiber with sub-millisecond latency between them.",
]
REGION_SLA_NOTE = [
    "Service-specific SLAs, such as those for Postgres or Blob Storage, are listed on each service's SLA page.",
    "The regional SLA applies to Compute and Block Volumes; other services publish their own SLA.",
    "To qualify for the multi-zone SLA, run at least two instances in different zones behind a load balancer.",
]
ROADMAP_NOTE = [
    "Check the changelog for new service launches in this region.",
    "The public roadmap lists planned launches; dates are estimates, not commitments.",
    "Contact your account team if you need a service that is not yet offered here.",
]
RESIDENCY_NOTE = [
    "Backups and snapshots stay in the same region unless you copy them elsewhere.",
    "Metadata needed for billing is processed in us-east-1 and eu-west-1.",
    "Support engineers may access metadata from other regions to resolve tickets you open.",
]
OVERVIEW_INTRO = [
    "Each region has at least three availability zones, so you can build highly available systems inside one region.",
    "Regions are fully isolated from each other: a failure in one region does not affect the others.",
]
REGION_CHOICE = [
    "Pick a region close to your users, check that the services you need are available there, and confirm that its certifications match your compliance needs.",
    "Prices differ between regions; each region's page lists its uplift over the us-east-1 baseline.",
]
CMK_NOTE = [
    "Services that support customer-managed keys list it on their overview page.",
    "Each customer-managed key costs $1 per month, plus request charges.",
]
SERVICE_INTRO = [
    "{name} is Nimbus Cloud's {noun}.",
    "{name} is the {noun} of Nimbus Cloud, operated and patched by Nimbus so you do not have to.",
    "With {name}, the {noun} of Nimbus Cloud, you get a fully managed building block billed by usage.",
]
SERVICE_VALUE = [
    "You can create resources from the console, the CLI, Terraform or the REST API.",
    "It integrates with Nimbus Identity for access control and with Nimbus Monitor for metrics and alerts.",
    "Resources are regional, and every API call is recorded in the audit log.",
]
BACKUP_NOTE = [
    "Restores are self-service from the console or the API.",
    "Test your restores regularly; a backup that was never restored is not a backup.",
    "Backup retention on your plan decides how far back you can go.",
]
SERVICE_HELP = [
    "Questions about {name} can be raised with support from the console.",
    "The {name} guides cover setup, monitoring and access control step by step.",
    "See the quotas page for {name} limits and how to raise them.",
]
PRICING_NOTE = [
    "Usage is metered per second with a one-minute minimum and billed monthly.",
    "There is no upfront cost; you pay only for what you use.",
    "Prices exclude taxes and vary by region; the regional uplift is listed on each region's page.",
]
PRICING_REGION = [
    "Transfer between resources in the same zone is free.",
    "Use the pricing calculator in the console to estimate a monthly bill.",
]
LIMITS_INTRO = [
    "Quotas protect {name} and your budget from runaway usage.",
    "{name} applies the following limits to every account.",
    "This page lists the hard limits and default quotas of {name}.",
]
LIMITS_RAISE = [
    "Default quotas can be raised from the Quotas page in the console; hard limits cannot.",
    "Most increases are approved within one business day.",
    "Quota increase requests above ten times the default need a short review by support.",
]
LIMITS_API = [
    "API calls to {name} are also subject to your plan's rate limit.",
    "When a quota is reached, {name} returns an error that names the quota.",
]
SLA_EXCLUSIONS = [
    "The SLA does not cover failures caused by your own configuration, scheduled maintenance announced at least 7 days ahead, or features labelled preview.",
    "Credits are the sole remedy for SLA breaches and cannot exceed the monthly charges for the affected service.",
]
SERVICE_REGION_NOTE = [
    "New regions are announced in the changelog.",
    "Resources of {name} are created in one region and do not move between regions on their own.",
    "To serve users in several geographies, deploy {name} in more than one region.",
]
PLAN_INTRO = {
    "free": [
        "The Free plan is for trying Nimbus Cloud and for small personal projects.",
        "Start on the Free plan to explore Nimbus Cloud without a contract.",
    ],
    "team": [
        "The Team plan is for small teams running production workloads.",
        "The Team plan adds an SLA and business-hours support for growing teams.",
    ],
    "business": [
        "The Business plan is for companies that run critical workloads on Nimbus Cloud.",
        "The Business plan adds single sign-on, longer retention and around-the-clock support.",
    ],
    "enterprise": [
        "The Enterprise plan is for large organisations with strict compliance and availability needs.",
        "The Enterprise plan adds the highest SLA, Premier support and contractual data residency.",
    ],
}
PLAN_UPGRADE = [
    "You can change plans at any time from the billing page; upgrades take effect immediately.",
    "Downgrades take effect at the start of the next billing month.",
]
COMPARE_INTRO = [
    "All plans include every service; they differ in SLA, support, retention and limits.",
    "The summary below lists what changes between plans.",
]
COMPARE_OUTRO = [
    "Talk to sales for volume discounts on the Business and Enterprise plans.",
    "Plan prices exclude usage charges for the services you run.",
]
SUPPORT_NOTE = [
    "Severity is set by you when you open the ticket and can be raised later if the impact grows.",
    "Response targets are for the first human response, not for resolution.",
]
COMPLIANCE_INTRO = [
    "{name} is {a_kind} that many customers need for their own audits.",
    "This page describes the scope of the Nimbus Cloud {name} {kind} and how to get evidence for it.",
]
COMPLIANCE_OUTRO = [
    "Compliance of the platform does not make your workload compliant; you remain responsible for your own controls.",
    "The Trust Center lists all current certifications, attestations and reports.",
]
INCIDENT_CAUSE_NOTE = [
    "The change had passed staging tests but staging did not reproduce production traffic.",
    "Automated rollback did not trigger because the error rate stayed below its threshold for too long.",
    "We apologise for the disruption this caused.",
]
INCIDENT_ACTIONS = [
    "Stage configuration pushes one availability zone at a time with automatic rollback.",
    "Add synthetic checks that exercise the affected path every minute.",
    "Raise the alert priority for this failure mode so the on-call team is paged sooner.",
    "Extend load tests to cover peak traffic with a 2x margin.",
    "Move certificate expiry tracking into the same alerting system as service health.",
    "Review capacity buffers in every region quarterly.",
]
API_PATHS = [
    ("GET", "resources"),
    ("POST", "resources"),
    ("GET", "resources/{id}"),
    ("PATCH", "resources/{id}"),
    ("DELETE", "resources/{id}"),
    ("GET", "operations/{id}"),
    ("POST", "resources/{id}:restore"),
]
API_NOTES = [
    "Mutating calls return an operation id that you poll until it is done.",
    "Send an Idempotency-Key header to make retries of POST requests safe.",
    "Responses include a request_id header that support can use to trace a call.",
]
RATE_LIMIT_NOTE = [
    "Use exponential backoff with jitter when retrying.",
    "Rate limits are shared by all users and tokens of one account.",
]
GUIDE_INTRO = [
    "This guide walks through a common {short} task in the console.",
    "Follow these steps with {name}; each one can also be done with the CLI.",
]
GUIDE_OUTRO = [
    "If a step fails, the console shows the request id to quote to support.",
    "Everything done here is recorded in the audit log.",
    "Next, read the quotas page for {name}.",
]
GUIDES = [
    (
        "getting-started",
        "Getting started with {name}",
        (
            "Open the console and choose a region close to your users.",
            "Create your first {short} resource with the default settings.",
            "Grant access with a Nimbus Identity role instead of sharing credentials.",
            "Tag the resource with a cost center so it shows up in billing reports.",
        ),
    ),
    (
        "monitoring",
        "Monitoring {name} with Nimbus Monitor",
        (
            "Open Nimbus Monitor and pick the {short} dashboard.",
            "Create an alert on error rate above 1% for five minutes.",
            "Route the alert to email, a webhook or your on-call tool.",
            "Review the dashboard weekly and tune thresholds that page too often.",
        ),
    ),
]
CHANGELOG_ENTRY = [
    "{name}: new instance sizes are available in {region}.",
    "{name}: audit events now include the caller's source IP address.",
    "{short}: the console shows estimated monthly cost before you create a resource.",
    "{name}: Terraform provider 3.x supports every {short} setting.",
    "{name}: general availability in {region}.",
    "{short}: metrics now have one-minute resolution by default.",
]
CHANGELOG_OUTRO = [
    "Deprecations are announced at least 90 days before they take effect.",
    "Subscribe to the changelog feed to get these updates by email.",
]
KB_PROBLEMS = [
    (
        "403 AccessDenied",
        "the caller's role does not allow the action on {name}",
        "granting the caller a role that includes the action, or removing a deny policy on the resource",
    ),
    (
        "429 TooManyRequests",
        "the account sent more requests to {name} than its plan allows",
        "retrying with exponential backoff, or moving to a plan with a higher rate limit",
    ),
    (
        "503 ServiceUnavailable",
        "{name} could not serve the request in time",
        "retrying the request, and checking the status page for an open incident in the region",
    ),
    (
        "409 Conflict",
        "another operation on the same {name} resource is still running",
        "waiting for the running operation to finish before sending the next change",
    ),
]
KB_NOTE = [
    "The error body names the exact cause and carries a request_id.",
    "If the error continues, open a ticket and include the request_id so support can trace the call in {name}.",
]
GENERAL_OUTRO = [
    "For questions not answered here, contact support from the console.",
    "Related pages are linked in the navigation on the left.",
    "This page is reviewed every quarter.",
]


@dataclass(frozen=True)
class GeneralPage:
    """A page of plain facts. ``blocks`` are paragraphs: a string, or a ``(fact key, sentence)``
    pair whose sentence is registered as that fact. Slots come from ``World.billing`` and
    ``claim_days``."""

    doc_id: str
    title: str
    blocks: tuple


GENERAL_PAGES = (
    GeneralPage(
        "docs/billing/invoices",
        "Invoices",
        (
            ("invoice_day", "Invoices are issued on {invoice_day} for the previous month's usage."),
            ("payment_terms", "Payment is due within {payment_terms} of the invoice date."),
            "Each invoice lists usage by service and region, credits applied and taxes. Invoices can be downloaded as PDF or CSV from the billing page.",
        ),
    ),
    GeneralPage(
        "docs/billing/payment-methods",
        "Payment methods",
        (
            ("methods", "Nimbus Cloud accepts {methods}."),
            "You can store up to three payment methods and choose which one is the default. Cards are charged automatically on the invoice date.",
        ),
    ),
    GeneralPage(
        "docs/billing/currencies",
        "Billing currencies",
        (
            ("currencies", "You can be billed in {currencies}."),
            "The billing currency is chosen when the account is created and can be changed once a year by support. Prices in other currencies follow the published price list, not daily exchange rates.",
        ),
    ),
    GeneralPage(
        "docs/billing/taxes",
        "Taxes",
        (
            ("tax", "{tax}."),
            "Sales tax, GST or VAT is added where required by law. Tax exemption certificates can be uploaded on the billing page.",
        ),
    ),
    GeneralPage(
        "docs/billing/committed-use",
        "Committed-use discounts",
        (
            (
                "commit",
                "Committed-use contracts give {commit_1y} off on-demand prices for a one-year term and {commit_3y} off for a three-year term.",
            ),
            "A commitment covers a fixed hourly spend in one region. Unused commitment is not refunded, and usage above it is billed at on-demand prices.",
        ),
    ),
    GeneralPage(
        "docs/billing/credits",
        "Promotional credits",
        (
            (
                "credit_expiry",
                "Promotional credits expire {credit_expiry} after they are granted and cannot be exchanged for cash.",
            ),
            "Credits apply to usage charges before taxes, and the oldest credits are used first.",
        ),
    ),
    GeneralPage(
        "docs/billing/sla-credits",
        "SLA credits",
        (
            (
                "claim_window",
                "SLA credit claims must be filed within {claim_days} days of the end of the month in which the incident occurred.",
            ),
            (
                "credit_tiers",
                "Service credits are 10% of the affected service's monthly charges when uptime is below the SLA but at least 99.0%, 25% below 99.0%, and 100% below 95.0%.",
            ),
            "To claim, open a billing ticket with the affected resources, region and time window. Credits appear on the next invoice.",
        ),
    ),
    GeneralPage(
        "docs/billing/refunds",
        "Refunds",
        (
            (
                "refunds",
                "Annual plan purchases can be refunded in full within {refund_days} days; after that, unused months are credited, not refunded.",
            ),
            "Usage charges are not refundable, except where an SLA credit or a billing error applies.",
        ),
    ),
    GeneralPage(
        "docs/billing/disputes",
        "Disputing a charge",
        (
            (
                "disputes",
                "You can dispute a charge within {dispute_days} days of the invoice date by opening a billing ticket.",
            ),
            "While a dispute is open, the disputed amount is not counted as overdue.",
        ),
    ),
    GeneralPage(
        "docs/billing/failed-payments",
        "Failed payments",
        (
            (
                "grace",
                "If a payment fails, the account stays active for a {grace_days}-day grace period; after that, resources are suspended but not deleted.",
            ),
            "We retry the payment method three times during the grace period and email every Billing Admin.",
        ),
    ),
    GeneralPage(
        "docs/billing/egress",
        "Data transfer pricing",
        (
            (
                "egress",
                "Data transfer out to the internet is billed at {egress}; transfer between zones in a region costs $0.01 per GB.",
            ),
            "Inbound data transfer is free. Transfer to Nimbus CDN from an origin in the same region is free.",
        ),
    ),
    GeneralPage(
        "docs/billing/budgets",
        "Budgets and alerts",
        (
            (
                "budgets",
                "Budget alerts can notify up to 10 email addresses or a webhook when forecast spend crosses 50%, 80% or 100% of a monthly budget.",
            ),
            "Budgets never stop resources; use quotas if you need a hard cap.",
        ),
    ),
    GeneralPage(
        "docs/billing/roles",
        "Billing roles",
        (
            (
                "billing_roles",
                "Only users with the Billing Admin or Owner role can see invoices and change payment methods.",
            ),
            "A Billing Admin can manage billing for several accounts, for example the accounts of one family or one company, from a single login.",
        ),
    ),
    GeneralPage(
        "docs/edge/shipping",
        "Nimbus Edge shipping",
        (
            (
                "edge_shipping",
                "Nimbus Edge appliances ship within 3 business days of the order and arrive in 2 to 5 business days in supported countries.",
            ),
            (
                "edge_cancel",
                "An Edge order can be cancelled free of charge until the appliance has shipped; after that, the job fee is charged.",
            ),
            "Appliances are shipped to the address on the order, and a signature is required on delivery. The tracking number appears in the console once the appliance ships.",
        ),
    ),
    GeneralPage(
        "docs/edge/returns",
        "Returning a Nimbus Edge appliance",
        (
            (
                "edge_return",
                "Return the appliance within 30 days of delivery using the prepaid label shown on its E Ink display; late returns cost $15 per day.",
            ),
            "Data is imported into Blob Storage within 2 business days of the appliance arriving back at the data center.",
        ),
    ),
    GeneralPage(
        "docs/account/addresses",
        "Shipping and billing addresses",
        (
            (
                "address_change",
                "Shipping and billing addresses can be changed in the console under Account settings; a change for an order that has not shipped takes effect within one business day.",
            ),
            "The billing address decides which taxes apply. For orders that have already shipped, contact the carrier with the tracking number.",
        ),
    ),
    GeneralPage(
        "docs/retention/logs",
        "Log retention",
        (
            (
                "log_retention",
                "Log retention depends on the plan: 7 days on Free, 30 days on Team, 90 days on Business and 365 days on Enterprise.",
            ),
            "To keep logs longer, export them to Blob Storage, where lifecycle rules decide how long they stay.",
        ),
    ),
    GeneralPage(
        "docs/retention/backups",
        "Backup retention",
        (
            (
                "backup_retention",
                "Automated backups are kept for 7 days on Free, 14 days on Team, 35 days on Business and 90 days on Enterprise.",
            ),
            "Manual snapshots are kept until you delete them and are billed as storage.",
        ),
    ),
    GeneralPage(
        "docs/retention/deleted-resources",
        "Restoring deleted resources",
        (
            (
                "soft_delete",
                "Deleted buckets, volumes and databases can be restored for 7 days before they are permanently erased.",
            ),
            "Restored resources keep their names, settings and encryption keys.",
        ),
    ),
    GeneralPage(
        "docs/retention/account-closure",
        "What happens when you close an account",
        (
            (
                "closure",
                "When you close an account, its data is deleted within 30 days and backups within 90 days.",
            ),
            "Invoices and billing records are kept for 10 years to meet tax law.",
        ),
    ),
    GeneralPage(
        "docs/retention/audit-logs",
        "Audit log retention",
        (
            (
                "audit_retention",
                "Audit logs are kept for 30 days on Team, 180 days on Business and 730 days on Enterprise.",
            ),
            "Audit logs cannot be edited or deleted by anyone, including account Owners.",
        ),
    ),
    GeneralPage(
        "docs/retention/metrics",
        "Metrics retention",
        (
            (
                "metrics_retention",
                "Metrics are kept for 15 months, at one-minute resolution for the first 15 days and hourly resolution after that.",
            ),
            "Custom metrics follow the same retention as built-in metrics.",
        ),
    ),
    GeneralPage(
        "docs/retention/support-tickets",
        "Support ticket retention",
        (
            (
                "ticket_retention",
                "Support tickets and their attachments are kept for 3 years after they are closed.",
            ),
            "Attachments are encrypted and visible only to the support engineers working on the ticket.",
        ),
    ),
    GeneralPage(
        "docs/retention/legal-hold",
        "Legal hold",
        (
            (
                "legal_hold",
                "Enterprise customers can place a legal hold on a bucket or backup vault so that nothing in it can be deleted until the hold is released.",
            ),
            "Legal holds are recorded in the audit log with the user who set them.",
        ),
    ),
    GeneralPage(
        "docs/security/encryption-at-rest",
        "Encryption at rest",
        (
            ("at_rest", "All data stored in Nimbus Cloud is encrypted at rest with AES-256."),
            "By default Nimbus manages the keys; services that support customer-managed keys let you use your own keys from Nimbus Keys instead.",
        ),
    ),
    GeneralPage(
        "docs/security/encryption-in-transit",
        "Encryption in transit",
        (
            (
                "in_transit",
                "All public endpoints require TLS 1.2 or later, and traffic between data centers is encrypted with MACsec.",
            ),
            "Private endpoints keep traffic on the Nimbus backbone.",
        ),
    ),
    GeneralPage(
        "docs/kms/customer-managed-keys",
        "Customer-managed keys",
        (
            (
                "cmk_what",
                "With customer-managed keys, disabling or deleting a key makes every resource encrypted with it unreadable within five minutes.",
            ),
            "Deleted keys are kept for a 30-day waiting period during which the deletion can be cancelled.",
        ),
    ),
    GeneralPage(
        "docs/kms/key-rotation",
        "Rotating keys",
        (
            (
                "rotation",
                "Customer-managed keys can be rotated automatically every 365 days or manually at any time; old key versions stay available for decryption.",
            ),
            "Rotation does not re-encrypt existing data; new writes use the new key version.",
        ),
    ),
    GeneralPage(
        "docs/kms/byok",
        "Bring your own key",
        (
            (
                "byok",
                "You can import your own key material as a 256-bit AES key wrapped with RSA-OAEP; imported keys cannot be rotated automatically.",
            ),
            "Keep a copy of imported key material: Nimbus cannot recover it for you.",
        ),
    ),
    GeneralPage(
        "docs/kms/hsm",
        "Hardware security modules",
        (
            ("hsm", "Nimbus Keys stores keys in HSMs validated to FIPS 140-3 Level 3."),
            "Dedicated HSM partitions are available on the Enterprise plan.",
        ),
    ),
    GeneralPage(
        "docs/security/network-isolation",
        "Network isolation",
        (
            (
                "private_link",
                "Private endpoints let you reach Nimbus services from your virtual network without traffic crossing the internet.",
            ),
            "Security groups and network policies are deny-by-default.",
        ),
    ),
    GeneralPage(
        "docs/security/shared-responsibility",
        "Shared responsibility",
        (
            (
                "shared",
                "Nimbus is responsible for the security of the cloud; you are responsible for how you configure and use it, including access policies and data classification.",
            ),
            "The split differs by service: for managed services Nimbus patches the operating system, for Compute you do.",
        ),
    ),
    GeneralPage(
        "docs/security/vulnerability-disclosure",
        "Vulnerability disclosure",
        (
            (
                "vdp",
                "Report vulnerabilities to the security team through the disclosure form; reports are acknowledged within 2 business days.",
            ),
            "We do not take legal action against good-faith research that follows this policy.",
        ),
    ),
    GeneralPage(
        "docs/security/data-residency",
        "Data residency",
        (
            (
                "residency_policy",
                "Nimbus stores customer content only in the regions you choose; support staff access from outside those regions requires your approval on the Enterprise plan.",
            ),
            "Billing metadata is processed in us-east-1 and eu-west-1.",
        ),
    ),
    GeneralPage(
        "docs/security/penetration-testing",
        "Penetration testing",
        (
            (
                "pentest",
                "You may run penetration tests against your own resources without asking first, except for denial-of-service tests.",
            ),
            "Tests against other customers or the Nimbus control plane are not allowed.",
        ),
    ),
    GeneralPage(
        "docs/api/rate-limits",
        "API rate limits",
        (
            (
                "api_limits",
                "API rate limits are set per account and plan: 60 requests per minute on Free, 300 on Team, 1,200 on Business and 5,000 on Enterprise.",
            ),
            "Requests over the limit get HTTP 429 with a Retry-After header.",
        ),
    ),
    GeneralPage(
        "docs/api/authentication",
        "API authentication",
        (
            (
                "api_auth",
                "API requests are authenticated with short-lived bearer tokens from Nimbus Identity; tokens expire after 1 hour.",
            ),
            "Service accounts can use workload identity instead of long-lived keys.",
        ),
    ),
    GeneralPage(
        "docs/api/errors",
        "API errors",
        (
            (
                "api_errors",
                "Errors use standard HTTP status codes with a JSON body that holds a code, a message and a request_id to quote to support.",
            ),
            "Errors with status 5xx are safe to retry with backoff.",
        ),
    ),
    GeneralPage(
        "docs/api/pagination",
        "Pagination",
        (
            (
                "api_pagination",
                "List endpoints return at most 100 items per page; pass next_page_token to get the next page.",
            ),
            "Page tokens expire after 24 hours.",
        ),
    ),
    GeneralPage(
        "docs/account/close",
        "Closing an account",
        (
            (
                "close_account",
                "Only the account Owner can close an account, from Account settings, after all resources are deleted.",
            ),
            "Closing an account cancels its plan at the end of the billing month.",
        ),
    ),
    GeneralPage(
        "docs/account/mfa",
        "Multi-factor authentication",
        (
            (
                "mfa",
                "Multi-factor authentication is required for every user with the Owner or Billing Admin role.",
            ),
            "Security keys and authenticator apps are supported; SMS codes are not.",
        ),
    ),
    GeneralPage(
        "docs/account/transfer",
        "Transferring projects",
        (
            (
                "transfer",
                "Projects can be transferred between accounts on the same plan; the receiving account's Owner must accept within 7 days.",
            ),
            "Billing moves to the receiving account from the day the transfer is accepted.",
        ),
    ),
    GeneralPage(
        "docs/account/trial",
        "Business plan trial",
        (
            (
                "trial",
                "New accounts can trial the Business plan free for 30 days with up to 10 seats.",
            ),
            "At the end of the trial the account moves to the Free plan unless you choose a paid plan.",
        ),
    ),
    GeneralPage(
        "docs/account/status-page",
        "Service status",
        (
            (
                "status_page",
                "Live service status and incident history are on the Nimbus status page, where you can subscribe to updates by email or webhook.",
            ),
            "Post-incident reports are published within 5 business days of a major incident.",
        ),
    ),
    GeneralPage(
        "docs/account/contact-sales",
        "Contacting sales",
        (
            (
                "sales",
                "Enterprise quotes are prepared by the sales team within 2 business days and are valid for 30 days.",
            ),
            "Volume discounts start at 100 seats on the Business plan.",
        ),
    ),
)

SERVICE_FEATURES = {
    "compute": "Instances come in general-purpose, compute-optimised, memory-optimised and GPU families, from 1 to 192 vCPUs. Spot instances cost up to 70% less and can be reclaimed with a two-minute notice. Placement groups keep instances on separate hardware for resilience.",
    "kube": "Clusters run upstream Kubernetes, with the three most recent minor versions supported. Node pools can mix on-demand and spot instances and scale automatically. The control plane is managed by Nimbus and spread across three zones in regional clusters.",
    "functions": "Functions run Node.js, Python, Go, Java and container images. They scale from zero to thousands of concurrent executions and can be triggered by HTTP, queues, schedules and storage events. Provisioned concurrency removes cold starts for latency-sensitive paths.",
    "blob": "Buckets store any number of objects in the Standard, Infrequent Access and Archive classes. Lifecycle rules move objects between classes or delete them on a schedule. Object lock provides write-once-read-many storage for records that must not change.",
    "block": "Volumes attach to one instance at a time, or to several with multi-attach for clustered file systems. SSD volumes deliver up to 64,000 IOPS, and throughput can be provisioned separately from size. Volumes can be resized without detaching them.",
    "postgres": "Nimbus Postgres runs PostgreSQL 14, 15, 16 and 17 with automatic minor-version patching in your maintenance window. High-availability instances keep a synchronous standby in a second zone and fail over in under a minute. Read replicas can be created in the same region or in another one.",
    "cache": "Nimbus Cache speaks the Redis protocol, so existing clients work unchanged. Clusters can shard data across up to 500 nodes, and replicas in other zones take over automatically if a primary fails. Data can be persisted to disk with append-only files.",
    "queue": "Nimbus Queue offers standard queues with at-least-once delivery and FIFO queues with exactly-once processing. Dead-letter queues catch messages that fail repeatedly. Long polling reduces empty receives and cost.",
    "kms": "Nimbus Keys creates and stores symmetric and asymmetric keys, signs and verifies data, and controls which identities may use each key. Every use of a key is written to the audit log. Keys can be scheduled for deletion with a waiting period of 7 to 30 days.",
    "cdn": "Nimbus CDN caches content in more than 180 edge locations and supports HTTP/3, signed URLs and custom TLS certificates. Cache rules can be set per path. Origin shield reduces load on your origin during traffic spikes.",
    "dns": "Nimbus DNS hosts public and private zones on an anycast network. Health-checked records route traffic away from unhealthy endpoints, and latency-based routing sends users to the nearest region. DNSSEC signing is one click.",
    "monitor": "Nimbus Monitor collects built-in metrics from every service and accepts custom metrics over Prometheus remote write and OpenTelemetry. Alerts can page on-call tools, send email or call a webhook. Dashboards can be shared read-only with people outside the account.",
    "logs": "Nimbus Logs ingests logs from every service plus your own applications through OpenTelemetry or the log agent. Queries use a SQL-like language and return results over billions of events in seconds. Sensitive fields can be masked at ingestion.",
    "backup": "Nimbus Backup protects Compute instances, Block Volumes, Postgres databases and Blob buckets from one policy. Backups land in a vault that can be made immutable so that no one, including account Owners, can delete them early. Cross-region copies protect against the loss of a whole region.",
    "iam": "Nimbus Identity manages users, groups, service accounts and roles. Policies can be scoped to projects, resources or tags, and conditions can require multi-factor authentication or a trusted network. Access reviews list who can do what in a project.",
    "registry": "The registry stores container images and Helm charts, scans them for known vulnerabilities on push, and signs them with Sigstore. Pull-through caches mirror public registries. Images can be replicated to other regions automatically.",
    "search": "Nimbus Search runs OpenSearch-compatible clusters with dashboards included. Nodes can be added without downtime, and UltraWarm storage keeps older indices at a fraction of the price. Fine-grained access control works down to individual fields.",
    "edge": "Nimbus Edge appliances come in two sizes: the E1 with 40 TB and the E2 with 80 TB of usable capacity. They are rugged, tamper-evident and encrypt everything written to them with 256-bit keys that never travel with the device. Data is imported into Blob Storage when the appliance comes back.",
}
SERVICE_ACCESS = [
    "Access to {name} is controlled with Nimbus Identity roles; the predefined Viewer, Editor and Admin roles cover most needs.",
    "Grant {name} permissions to groups rather than individual users, and prefer service accounts for automation.",
    "Every {name} API call is recorded in the audit log with the caller, the time and the source IP address.",
]
PRICING_EXAMPLE = [
    "Example: a workload that uses {name} around the clock in us-east-1 is billed for about 730 hours in a month; the same workload in a region with a 10% uplift costs 10% more.",
    "Example: moving a steady workload from on-demand to a one-year commitment cuts its {name} bill by a fifth.",
]
PRICING_FREE = [
    "The Free plan includes a small monthly allowance for {name}, enough to try it out.",
    "New accounts receive $300 of promotional credit that can be spent on {name} and every other service.",
    "Free usage allowances reset on the first day of each month and do not roll over.",
]
LIMITS_LIST = [
    "Resources per project: 1,000 by default.",
    "Tags per resource: 50.",
    "Concurrent long-running operations per account: 20.",
    "Name length: 3 to 63 lowercase letters, digits and hyphens.",
    "API request body size: 6 MB.",
]
SLA_DEFINITIONS = [
    "Monthly uptime is the percentage of minutes in a month during which the service was available, measured by Nimbus from the service endpoints.",
    "A minute counts as unavailable when more than 5% of valid requests fail with server errors.",
]
SLA_CLAIM = [
    "Credits are claimed by opening a billing ticket; see the SLA credits page for the claim window and the information to include.",
    "See the SLA credits page for how and when to claim a credit.",
]
AVAILABILITY_CHOICE = [
    "Each region runs an independent copy of {name}; resources in one region are not visible from another.",
    "Before choosing a region, check latency to your users and the certifications that cover it.",
    "Cross-region replication, where the service supports it, is billed as data transfer.",
]
GUIDE_BEFORE = [
    "Before you begin, make sure you have the Editor role on the project and that {name} is available in your region.",
    "You need a project with billing enabled and the Nimbus CLI version 4 or later installed.",
]
GUIDE_TROUBLE = [
    "If you get a permission error, ask a project Admin to grant you the {short} Editor role.",
    "If the console times out, retry the step; operations are idempotent and will not create duplicates.",
    "If nothing appears in the dashboard, wait five minutes: metrics are delayed on first use.",
]
KB_CAUSES = [
    "This usually starts after a recent change to roles, quotas or network rules.",
    "It often appears when several scripts run against the same account at once.",
    "It is more common right after a deployment or a scaling event.",
]
KB_PREVENT = [
    "To prevent it, add retries with exponential backoff to your clients and alert on error rates.",
    "To prevent it, review roles and quotas as part of every release.",
    "To prevent it, spread batch jobs over time instead of starting them all on the hour.",
]
SECTION_PARAS = {
    "billing": [
        "Billing data is updated every few hours in the console, and the month-to-date estimate includes credits already applied.",
        "Only users with the Billing Admin or Owner role can change billing settings; everyone else sees usage but not invoices.",
        "Billing questions can be raised from the console with a billing ticket, which is answered within one business day on every paid plan.",
        "Amounts on invoices are rounded to the cent after usage is added up, not per line item.",
        "Cost allocation tags let you split a single invoice by team, product or customer.",
    ],
    "retention": [
        "Retention periods are counted from the moment data is written, not from when it was last read.",
        "Shortening a retention period deletes data older than the new period within 24 hours.",
        "Deleted data is erased from primary storage first and from backups when those backups expire.",
        "Retention settings themselves are recorded in the audit log whenever they change.",
    ],
    "security": [
        "Security settings are part of every project's configuration and can be managed as code with Terraform.",
        "The Trust Center publishes our certifications, penetration test summaries and sub-processor list.",
        "Security incidents that affect your data are notified to account Owners within 72 hours.",
        "Employees access production systems only through audited, time-limited sessions approved by a second engineer.",
    ],
    "kms": [
        "Keys are regional resources; to use the same key material in two regions, import it into both.",
        "Key policies decide which identities can encrypt, decrypt or administer a key, independently of project roles.",
        "Every encrypt and decrypt call is logged, so you can see which service used a key and when.",
    ],
    "api": [
        "The REST API is versioned in the URL; breaking changes only ship in a new major version.",
        "Official SDKs exist for Python, Go, Java, JavaScript and .NET and handle retries and pagination for you.",
        "The OpenAPI description of every API can be downloaded from the API explorer.",
    ],
    "account": [
        "Account settings are available to the account Owner; other roles see a read-only view.",
        "Every account has exactly one Owner; ownership can be transferred to another user with multi-factor authentication enabled.",
        "Changes to account settings are recorded in the audit log.",
    ],
    "edge": [
        "Each appliance carries an E Ink display that shows the shipping label, so no paper labels are needed.",
        "Appliances are tracked end to end, and the console shows every status change from preparing to data imported.",
        "The data on an appliance is encrypted with keys held in Nimbus Keys, never on the device itself.",
    ],
}
CHANGELOG_CITIES = [
    "Frankfurt",
    "Dublin",
    "Tokyo",
    "Sydney",
    "Ashburn",
    "Portland",
    "Singapore",
    "Paris",
    "London",
    "Mumbai",
]

SECTION_FAQ = {
    "billing": [
        "Can invoices be issued in another language? Yes: invoices are available in English, French, German, Japanese and Spanish, chosen on the billing page.",
        "Can I add a purchase order number to invoices? Yes, set it on the billing page and it appears on every invoice from the next one on.",
        "Why does my invoice show a small negative line? That is a credit, for example a promotional credit or an SLA credit, applied before tax.",
        "Can two accounts share one invoice? Accounts in one organisation can use consolidated billing, so the organisation gets one invoice with a section per account.",
        "Do prices change during the month? No: prices in effect on the first day of the month apply for the whole month.",
        "Who gets billing emails? Every user with the Billing Admin or Owner role, plus any extra addresses added on the billing page.",
    ],
    "retention": [
        "Can I shorten retention to reduce cost? Yes, on paid plans you can choose a shorter period than the plan maximum for each project.",
        "Is deleted data recoverable by support? Only within the restore window; after that, nobody at Nimbus can recover it.",
        "Does retention apply to exported copies? No: copies you export to your own buckets follow that bucket's lifecycle rules.",
        "Are backups deleted when I downgrade? Backups older than the new plan's retention are removed at the start of the next billing month.",
    ],
    "security": [
        "Does Nimbus read my data? No: employees cannot access customer content without a support request from you, and every access is logged.",
        "Where are penetration test summaries? In the Trust Center, under NDA for customers on paid plans.",
        "Can I use my own certificates? Yes, for load balancers and the CDN you can upload certificates or use managed ones.",
        "How quickly are vulnerabilities patched? Critical vulnerabilities in managed services are patched within 72 hours of a fix being available.",
    ],
    "kms": [
        "Can Nimbus staff use my keys? No: key material never leaves the HSMs, and key use requires the permissions in your key policy.",
        "What happens to data if I lose access to a key? It stays encrypted and unreadable until access to the key is restored.",
        "Can I use one key for several services? Yes, as long as the services are in the same region as the key.",
    ],
    "account": [
        "Can I change the account Owner? Yes, the current Owner can transfer ownership to another user who has multi-factor authentication enabled.",
        "Can one person manage several accounts? Yes, a user can be Billing Admin on several accounts and switch between them in the console.",
        "How do I change the email address on my account? Update it under Profile; a confirmation link is sent to the new address.",
        "Can I merge two accounts? Not directly, but projects can be transferred from one account to the other.",
    ],
    "edge": [
        "Can I choose the delivery date? You can pick a delivery window of up to 30 days after the order when you place it.",
        "Which countries can Edge ship to? The United States, Canada, the United Kingdom, the EU member states, Australia and Japan.",
        "Can I order several appliances at once? Yes, up to 10 per order; each ships separately with its own tracking number.",
    ],
    "api": [
        "Is there a sandbox? Every account can create a sandbox project whose API calls are free and rate-limited like the Free plan.",
        "Are webhooks signed? Yes, with an HMAC-SHA256 signature in the Nimbus-Signature header.",
    ],
}
SUPPORT_ESCALATION = [
    "If a ticket is not moving, ask for an escalation in the ticket; a duty manager reviews escalations every hour.",
    "Severity 1 means production is down or unusable; severity 2, production is impaired; severity 3, a question or a non-urgent problem.",
    "Tickets can be opened from the console, by email or through the API, and every reply is copied to the ticket's watchers.",
]
COMPLIANCE_MORE = [
    "Sub-processors that handle customer data are listed in the Trust Center, and customers are notified 30 days before a new one is added.",
    "Customers remain responsible for the controls on their side of the shared responsibility model, such as access reviews and data classification.",
    "Bridge letters cover the period between the end of one audit and the next report.",
    "Audit rights for Enterprise customers are set out in the Enterprise agreement.",
]
SERVICE_USE = [
    "Typical uses of {name} include production web applications, internal tools and data pipelines.",
    "Teams usually start with {name} in one region and add a second region once they need disaster recovery.",
    "{name} is often combined with Nimbus Monitor and Nimbus Logs for observability.",
]
KB_DIAGNOSE = [
    "Check the audit log for the failing call and note its request_id.",
    "Compare the caller's role with the permissions the action needs.",
    "Look at the quota page to see whether a limit was reached.",
    "Check the status page for an open incident in the region.",
    "Retry once from the CLI with --debug to see the full response.",
]
