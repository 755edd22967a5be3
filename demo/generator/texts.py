"""Wording banks for the demo corpus pages (the facts themselves live in ``world.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from demo.generator.banks import load_bank

_BANK = load_bank("texts")  # the wording, kept as data in data/texts.json

REGION_INTRO = _BANK["REGION_INTRO"]
REGION_LATENCY = _BANK["REGION_LATENCY"]
REGION_SLA_NOTE = _BANK["REGION_SLA_NOTE"]
ROADMAP_NOTE = _BANK["ROADMAP_NOTE"]
RESIDENCY_NOTE = _BANK["RESIDENCY_NOTE"]
OVERVIEW_INTRO = _BANK["OVERVIEW_INTRO"]
REGION_CHOICE = _BANK["REGION_CHOICE"]
CMK_NOTE = _BANK["CMK_NOTE"]
SERVICE_INTRO = _BANK["SERVICE_INTRO"]
SERVICE_VALUE = _BANK["SERVICE_VALUE"]
BACKUP_NOTE = _BANK["BACKUP_NOTE"]
SERVICE_HELP = _BANK["SERVICE_HELP"]
PRICING_NOTE = _BANK["PRICING_NOTE"]
PRICING_REGION = _BANK["PRICING_REGION"]
LIMITS_INTRO = _BANK["LIMITS_INTRO"]
LIMITS_RAISE = _BANK["LIMITS_RAISE"]
LIMITS_API = _BANK["LIMITS_API"]
SLA_EXCLUSIONS = _BANK["SLA_EXCLUSIONS"]
SERVICE_REGION_NOTE = _BANK["SERVICE_REGION_NOTE"]
PLAN_INTRO = _BANK["PLAN_INTRO"]
PLAN_UPGRADE = _BANK["PLAN_UPGRADE"]
COMPARE_INTRO = _BANK["COMPARE_INTRO"]
COMPARE_OUTRO = _BANK["COMPARE_OUTRO"]
SUPPORT_NOTE = _BANK["SUPPORT_NOTE"]
COMPLIANCE_INTRO = _BANK["COMPLIANCE_INTRO"]
COMPLIANCE_OUTRO = _BANK["COMPLIANCE_OUTRO"]
INCIDENT_CAUSE_NOTE = _BANK["INCIDENT_CAUSE_NOTE"]
INCIDENT_ACTIONS = _BANK["INCIDENT_ACTIONS"]
API_PATHS = [
    ("GET", "resources"),
    ("POST", "resources"),
    ("GET", "resources/{id}"),
    ("PATCH", "resources/{id}"),
    ("DELETE", "resources/{id}"),
    ("GET", "operations/{id}"),
    ("POST", "resources/{id}:restore"),
]
API_NOTES = _BANK["API_NOTES"]
RATE_LIMIT_NOTE = _BANK["RATE_LIMIT_NOTE"]
GUIDE_INTRO = _BANK["GUIDE_INTRO"]
GUIDE_OUTRO = _BANK["GUIDE_OUTRO"]
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
CHANGELOG_ENTRY = _BANK["CHANGELOG_ENTRY"]
CHANGELOG_OUTRO = _BANK["CHANGELOG_OUTRO"]
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
KB_NOTE = _BANK["KB_NOTE"]
GENERAL_OUTRO = _BANK["GENERAL_OUTRO"]


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

SERVICE_FEATURES = _BANK["SERVICE_FEATURES"]
SERVICE_ACCESS = _BANK["SERVICE_ACCESS"]
PRICING_EXAMPLE = _BANK["PRICING_EXAMPLE"]
PRICING_FREE = _BANK["PRICING_FREE"]
LIMITS_LIST = _BANK["LIMITS_LIST"]
SLA_DEFINITIONS = _BANK["SLA_DEFINITIONS"]
SLA_CLAIM = _BANK["SLA_CLAIM"]
AVAILABILITY_CHOICE = _BANK["AVAILABILITY_CHOICE"]
GUIDE_BEFORE = _BANK["GUIDE_BEFORE"]
GUIDE_TROUBLE = _BANK["GUIDE_TROUBLE"]
KB_CAUSES = _BANK["KB_CAUSES"]
KB_PREVENT = _BANK["KB_PREVENT"]
SECTION_PARAS = _BANK["SECTION_PARAS"]
CHANGELOG_CITIES = _BANK["CHANGELOG_CITIES"]

SECTION_FAQ = _BANK["SECTION_FAQ"]
SUPPORT_ESCALATION = _BANK["SUPPORT_ESCALATION"]
COMPLIANCE_MORE = _BANK["COMPLIANCE_MORE"]
SERVICE_USE = _BANK["SERVICE_USE"]
KB_DIAGNOSE = _BANK["KB_DIAGNOSE"]
