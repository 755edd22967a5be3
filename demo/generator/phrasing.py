"""How demo users ask things and how the demo assistant says things.

Question templates use ``str.format`` slots and mark the referring expression (the trigger)
with square brackets, which the renderer removes while recording the trigger's offsets:
``np`` templates take ``{ref}`` (a name, or a bracketed ordinal / demonstrative / definite
phrase), ``pron`` templates a pronoun (``{subj}``, ``{obj}``, ``{poss}`` plus agreeing
``{be}``, ``{do}``, ``{has}``), ``plural`` templates the pronouns of a list, and ``frag``
templates are elliptical fragments about the entity in focus.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AttrSpec:
    name: str
    np: tuple[str, ...]
    pron: tuple[str, ...] = ()
    plural: tuple[str, ...] = ()
    frag: tuple[str, ...] = ()


A = AttrSpec

ATTRS: dict[str, tuple[AttrSpec, ...]] = {
    "region": (
        A(
            "sla",
            (
                "What's the uptime SLA in {ref}?",
                "Which availability SLA applies to {ref}?",
                "What uptime do you guarantee for {ref}?",
                "How many nines do we get in {ref}?",
                "What's the SLA if we deploy in {ref}?",
            ),
            (
                "What's [its] uptime SLA?",
                "What SLA does [it] come with?",
                "Is [it] covered by the 99.99% SLA?",
                "And what uptime does [it] guarantee?",
            ),
            (
                "What are [their] uptime SLAs?",
                "Do [they] all have the same SLA?",
                "Do [they] have different SLAs?",
            ),
            ("[SLA]?", "[And uptime]?", "[What about availability guarantees]?", "[Uptime SLA]?"),
        ),
        A(
            "cmk",
            (
                "Does {ref} support customer-managed keys?",
                "Can I use my own encryption keys in {ref}?",
                "Are customer-managed keys available in {ref}?",
                "Can we do CMK in {ref}?",
            ),
            (
                "Does [it] support customer-managed keys?",
                "Can I bring my own keys to [it]?",
                "Is CMK supported in [it]?",
            ),
            (
                "Do [they] all support customer-managed keys?",
                "Can I use my own keys in all of [them]?",
            ),
            (
                "[And customer-managed keys]?",
                "[CMK]?",
                "[What about encryption with our own keys]?",
            ),
        ),
        A(
            "azs",
            ("How many availability zones does {ref} have?", "How many AZs are there in {ref}?"),
            ("How many zones does [it] have?", "How many AZs does [it] have?"),
            ("How many zones do [they] each have?",),
            ("[How many zones]?", "[Number of AZs]?"),
        ),
        A(
            "launch",
            (
                "When did {ref} open?",
                "How long has {ref} been around?",
                "When did you launch {ref}?",
            ),
            ("When did [it] launch?", "How long has [it] been live?"),
            ("When did [they] open?",),
            ("[Since when]?", "[Launch date]?"),
        ),
        A(
            "services",
            (
                "Is {svc} available in {ref}?",
                "Can I run {svc} in {ref}?",
                "Do you offer {svc} in {ref}?",
            ),
            ("Does [it] have {svc}?", "Does [it] offer {svc}?", "Is {svc} offered in [it] too?"),
            ("Do [they] all offer {svc}?", "Can I run {svc} in all of [them]?"),
            ("[And {svc}]?", "[What about {svc}]?"),
        ),
        A(
            "compliance",
            (
                "Is {ref} covered by {std}?",
                "Does {ref} have {std}?",
                "Is {ref} in scope for {std}?",
            ),
            ("Is [it] covered by {std}?", "Does [it] fall under your {std} scope?"),
            ("Are [they] all covered by {std}?",),
            ("[And {std}]?", "[{std} too]?"),
        ),
        A(
            "price",
            (
                "Is {ref} more expensive than us-east-1?",
                "How much more does compute cost in {ref}?",
                "Are prices in {ref} higher than in Ashburn?",
            ),
            (
                "Is [it] pricier than us-east-1?",
                "How much more expensive is [it]?",
                "Does [it] cost more than Ashburn?",
            ),
            ("Are [they] more expensive than us-east-1?",),
            ("[How much]?", "[Pricing]?", "[Price difference]?", "[Any price difference]?"),
        ),
        A(
            "residency",
            (
                "Does data in {ref} stay in the country?",
                "If I store data in {ref}, where does it physically live?",
                "Is data residency guaranteed in {ref}?",
            ),
            ("Does data stored in [it] ever leave the country?", "Will our data stay inside [it]?"),
            ("Does data stay in the country in each of [them]?",),
            ("[Data residency]?", "[And residency]?"),
        ),
    ),
    "plan": (
        A(
            "price",
            ("How much is {ref}?", "What does {ref} cost?", "What's the price of {ref}?"),
            (
                "How much does [it] cost?",
                "What's [its] price per seat?",
                "How much is [it] per month?",
            ),
            ("How much do [they] cost?", "What do [they] cost per seat?"),
            ("[How much]?", "[Price]?", "[And pricing]?", "[Cost]?", "[How much per seat]?"),
        ),
        A(
            "sla",
            (
                "What uptime SLA comes with {ref}?",
                "Is there an SLA on {ref}?",
                "What's the SLA for {ref}?",
            ),
            (
                "What SLA does [it] include?",
                "Does [it] come with an SLA?",
                "What's [its] uptime guarantee?",
            ),
            ("What SLAs do [they] come with?",),
            ("[SLA]?", "[Uptime guarantee]?", "[And SLA]?"),
        ),
        A(
            "support",
            (
                "What support do we get with {ref}?",
                "How fast does support answer urgent tickets on {ref}?",
                "Does {ref} include phone support?",
            ),
            (
                "What support comes with [it]?",
                "How fast is support on [it]?",
                "Does [it] include 24/7 support?",
            ),
            ("What support do [they] include?",),
            ("[Support response times]?", "[And support]?", "[Support]?"),
        ),
        A(
            "log_retention",
            ("How long are logs kept on {ref}?", "What's the log retention for {ref}?"),
            ("How long does [it] keep logs?", "What's [its] log retention?"),
            ("How long do [they] keep logs?",),
            ("[Log retention]?", "[How long for logs]?"),
        ),
        A(
            "backup_retention",
            ("How long are backups kept on {ref}?", "What's the backup retention on {ref}?"),
            ("How long does [it] keep backups?", "What's [its] backup retention?"),
            ("How long do [they] keep backups?",),
            ("[And backups]?", "[Backup retention]?"),
        ),
        A(
            "sso",
            (
                "Does {ref} include SSO?",
                "Can we use SAML single sign-on with {ref}?",
                "Is single sign-on part of {ref}?",
            ),
            (
                "Does [it] include single sign-on?",
                "Does [it] have SSO?",
                "Can we plug our IdP into [it]?",
            ),
            ("Do [they] both include SSO?",),
            ("[SSO]?", "[What about single sign-on]?", "[And SAML]?"),
        ),
        A(
            "cmk",
            ("Are customer-managed keys included in {ref}?", "Can we use our own keys on {ref}?"),
            ("Does [it] include customer-managed keys?", "Can we bring our own keys on [it]?"),
            ("Do [they] include customer-managed keys?",),
            ("[CMK]?", "[And customer-managed keys]?"),
        ),
        A(
            "seats",
            ("How many seats can we have on {ref}?", "Is there a user limit on {ref}?"),
            ("How many users does [it] allow?", "Is there a seat cap on [it]?"),
            ("How many seats do [they] allow?",),
            ("[Seat limit]?", "[How many seats]?", "[Max users]?"),
        ),
        A(
            "api_limit",
            (
                "What's the API rate limit on {ref}?",
                "How many API calls per minute does {ref} allow?",
            ),
            (
                "What API rate limit does [it] have?",
                "How many requests per minute does [it] allow?",
            ),
            ("What API limits do [they] have?",),
            ("[Rate limits]?", "[API limits]?", "[And API quotas]?"),
        ),
        A(
            "hipaa",
            ("Can we run HIPAA workloads on {ref}?", "Is {ref} OK for health data under HIPAA?"),
            ("Can [it] be used for HIPAA data?", "Is [it] HIPAA-eligible?"),
            ("Are [they] HIPAA-eligible?",),
            ("[HIPAA]?", "[What about HIPAA]?"),
        ),
    ),
    "service": (
        A(
            "sla",
            (
                "What's the SLA for {ref}?",
                "What uptime does {ref} guarantee?",
                "Is {ref} covered by an SLA?",
            ),
            ("What's [its] SLA?", "What uptime does [it] guarantee?", "Is [it] covered by an SLA?"),
            ("What SLAs do [they] have?", "Do [they] have the same SLA?"),
            ("[SLA]?", "[Uptime]?", "[And uptime guarantees]?"),
        ),
        A(
            "price",
            ("How much does {ref} cost?", "How is {ref} priced?", "What's the pricing for {ref}?"),
            ("How is [it] priced?", "How much does [it] cost?", "What does [it] cost per month?"),
            ("How are [they] priced?",),
            ("[How much]?", "[Pricing]?", "[And cost]?"),
        ),
        A(
            "limit",
            ("What's the {limit} for {ref}?", "Is there a cap on the {limit} in {ref}?"),
            ("What's [its] {limit}?", "Does [it] have a limit on the {limit}?"),
            ("What limits do [they] have?",),
            ("[Any limits]?", "[Limits]?", "[Max size]?"),
        ),
        A(
            "regions",
            (
                "Which regions offer {ref}?",
                "Where is {ref} available?",
                "In how many regions can I use {ref}?",
            ),
            (
                "Where is [it] available?",
                "Which regions have [it]?",
                "Is [it] available in every region?",
            ),
            ("Where are [they] available?",),
            ("[Which regions]?", "[Where]?", "[Available where]?"),
        ),
        A(
            "cmk",
            ("Does {ref} support customer-managed keys?", "Can I encrypt {ref} with my own keys?"),
            ("Can [it] use customer-managed keys?", "Does [it] support CMK?"),
            ("Do [they] support customer-managed keys?",),
            ("[Encryption]?", "[And CMK support]?", "[Own keys]?"),
        ),
        A(
            "backups",
            ("How are backups handled for {ref}?", "What backup options does {ref} have?"),
            (
                "How do backups work for [it]?",
                "Does [it] do backups?",
                "Can I restore [it] from a backup?",
            ),
            ("How are [they] backed up?",),
            ("[Backups]?", "[What about backups]?", "[And disaster recovery]?"),
        ),
    ),
    "standard": (
        A(
            "scope",
            ("Which regions are covered by {ref}?", "Is all of Nimbus in scope for {ref}?"),
            ("Which regions does [it] cover?", "Is [it] valid for every region?"),
            ("Which regions do [they] cover?",),
            ("[Which regions]?", "[Scope]?"),
        ),
        A(
            "plans",
            ("Which plans can use {ref}?", "Do I need a specific plan for {ref}?"),
            ("Is [it] available on every plan?", "Which plan do I need for [it]?"),
            ("Which plans do [they] apply to?",),
            ("[On which plans]?", "[Any plan requirement]?"),
        ),
        A(
            "audit",
            ("When was {ref} last audited?", "Who audits {ref}?"),
            ("When was [it] last audited?", "Who did [its] last assessment?"),
            ("When were [they] last audited?",),
            ("[Last audit]?", "[Auditor]?"),
        ),
        A(
            "report",
            ("How do I get evidence for {ref}?", "Can you send me the report for {ref}?"),
            ("Can I get a copy of [it]?", "How do I download [it]?"),
            ("Can I get copies of [them]?",),
            ("[Evidence]?", "[Download link]?"),
        ),
    ),
    "incident": (
        A(
            "cause",
            ("What caused {ref}?", "What was the root cause of {ref}?"),
            ("What caused [it]?", "Why did [it] happen?", "Do you know why [it] happened?"),
            ("What caused [them]?",),
            ("[Root cause]?", "[Why]?", "[Cause]?"),
        ),
        A(
            "summary",
            ("How long did {ref} last?", "How long was {ref}?"),
            ("How long did [it] last?", "How long did [it] go on for?"),
            ("How long did [they] last?",),
            ("[How long]?", "[Duration]?"),
        ),
        A(
            "impact",
            ("Who was affected by {ref}?", "What was the impact of {ref}?"),
            ("What did [it] affect?", "Were multi-zone setups hit by [it] too?"),
            ("What did [they] affect?",),
            ("[Impact]?", "[Who was affected]?"),
        ),
        A(
            "credit",
            ("Do we get a credit for {ref}?", "Is {ref} covered by an SLA credit?"),
            ("Do we get a service credit for [it]?", "Are we owed anything for [it]?"),
            ("Do we get credits for [them]?",),
            ("[Any credit]?", "[Credits]?", "[Compensation]?"),
        ),
    ),
    "order": (
        A(
            "status",
            ("What's the status of {ref}?", "Where is {ref}?", "Has {ref} shipped yet?"),
            ("Has [it] shipped yet?", "Where is [it] now?", "What's happening with [it]?"),
            ("Have [they] shipped?",),
            ("[Status]?", "[Any update]?", "[Shipped yet]?"),
        ),
        A(
            "eta",
            ("When will {ref} arrive?", "When can I expect {ref}?"),
            ("When will [it] arrive?", "When should [it] get here?"),
            ("When will [they] arrive?",),
            ("[When]?", "[ETA]?", "[Delivery date]?"),
        ),
        A(
            "invoice",
            ("Which invoice is {ref} on?", "How much did {ref} cost?", "Where is {ref} billed?"),
            ("Which invoice is [it] on?", "How much was [it]?", "When was [it] billed?"),
            ("Which invoices are [they] on?",),
            ("[How much]?", "[Price]?", "[Billed when]?"),
        ),
        A(
            "cancel",
            ("Can you cancel {ref}?", "I'd like to cancel {ref}, please.", "Please cancel {ref}."),
            ("Can you cancel [it]?", "Please cancel [it].", "Is there still time to cancel [it]?"),
            ("Can you cancel [them]?",),
            (),
        ),
        A(
            "address",
            ("Which address is {ref} going to?", "Where will {ref} be delivered?"),
            ("Where is [it] being shipped?", "Which address is [it] going to?"),
            ("Where are [they] being shipped?",),
            ("[Shipping address]?", "[Delivered where]?"),
        ),
    ),
    "invoice": (
        A(
            "amount",
            ("How much is {ref}?", "What's the total on {ref}?"),
            ("How much is [it]?", "What's [its] total?", "How much do I owe on [it]?"),
            ("How much are [they]?",),
            ("[How much]?", "[Total]?", "[Amount]?"),
        ),
        A(
            "due",
            ("When is {ref} due?", "What's the due date for {ref}?"),
            ("When is [it] due?", "By when do I need to pay [it]?"),
            ("When are [they] due?",),
            ("[Due date]?", "[When is payment due]?"),
        ),
        A(
            "lines",
            ("What's on {ref}?", "Can you break down {ref}?", "Why is {ref} so high?"),
            ("What's on [it]?", "Can you break [it] down?", "Why is [it] so high?"),
            ("What's on [them]?",),
            ("[Breakdown]?", "[Line items]?", "[Details]?"),
        ),
        A(
            "paid",
            ("Is {ref} paid?", "Has {ref} been paid?"),
            ("Has [it] been paid?", "Is [it] settled?"),
            ("Have [they] been paid?",),
            ("[Paid]?", "[Settled yet]?"),
        ),
        A(
            "dispute",
            ("Can I dispute {ref}?", "How do I contest {ref}?"),
            ("Can I dispute [it]?", "How do I contest [it]?"),
            ("Can I dispute [them]?",),
            (),
        ),
    ),
    "person": (
        A(
            "orders",
            (
                "Can you check {refs} orders?",
                "Does {ref} have any open orders?",
                "What has {ref} ordered?",
            ),
            (
                "Can you check [{poss}] orders?",
                "Does [{subj}] have any open orders?",
                "What has [{subj}] ordered?",
            ),
            (),
            (),
        ),
        A(
            "plan",
            ("What plan is {ref} on?", "Which plan does {ref} have?"),
            (
                "What plan is [{subj}] on?",
                "Which plan does [{subj}] have?",
                "Is [{subj}] on the same plan as me?",
            ),
            (),
            (),
        ),
        A(
            "invoice",
            ("What's on {refs} latest invoice?", "Has {refs} last invoice been paid?"),
            (
                "What's on [{poss}] latest invoice?",
                "Has [{poss}] last invoice been paid?",
                "Can you check [{poss}] invoice too?",
            ),
            (),
            (),
        ),
        A(
            "address",
            ("What address do you have for {ref}?", "Which address is on {refs} account?"),
            ("What address do you have for [{obj}]?", "Which address is on [{poss}] account?"),
            (),
            (),
        ),
        A(
            "email",
            ("Which email is on {refs} account?", "What email do you have for {ref}?"),
            ("Which email is on [{poss}] account?", "What email do you have for [{obj}]?"),
            (),
            (),
        ),
    ),
    "quote": (
        A(
            "total",
            ("What's the total on {ref}?", "How much is {ref} per year?"),
            ("What's the total on [it]?", "How much is [it] per year?"),
            (),
            ("[Total]?", "[How much per year]?"),
        ),
        A(
            "validity",
            ("How long is {ref} valid?", "When does {ref} expire?"),
            ("How long is [it] valid?", "When does [it] expire?"),
            (),
            ("[Valid until]?", "[Expiry]?"),
        ),
        A(
            "send",
            ("Can you email {ref} to me?", "Please send {ref} to my work address."),
            ("Can you email [it] to me?", "Please send [it] over."),
            (),
            (),
        ),
    ),
}


def attrs_for(kind: str) -> tuple[AttrSpec, ...]:
    return ATTRS[kind]


def attr(kind: str, name: str) -> AttrSpec:
    for spec in ATTRS[kind]:
        if spec.name == name:
            return spec
    raise KeyError((kind, name))


# Demonstrative and definite noun phrases per kind; "{noun}" is the entity's own noun.
DEMONSTRATIVE = {
    "region": ("that region", "this region", "that one", "that location", "this data center"),
    "plan": ("that plan", "this plan", "that tier", "that one", "this one"),
    "service": ("that service", "this service", "that one"),
    "standard": ("that certification", "that one", "this attestation"),
    "incident": ("that outage", "that incident", "this incident", "that one"),
    "order": ("that order", "this order", "that one"),
    "invoice": ("that invoice", "this invoice", "that bill"),
    "quote": ("that quote", "this quote"),
}
DEFINITE = {
    "region": ("the region", "the data center", "the same region"),
    "plan": ("the plan", "the subscription", "the same plan"),
    "service": ("the service",),
    "standard": ("the certification", "the audit", "the attestation"),
    "incident": ("the outage", "the incident", "the disruption", "the downtime"),
    "order": ("the order", "the purchase"),
    "invoice": ("the invoice", "the bill", "the charge"),
    "quote": ("the quote", "the offer"),
}
ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
LIST_NOUN = {
    "region": "region",
    "plan": "plan",
    "service": "service",
    "incident": "incident",
    "order": "order",
    "invoice": "invoice",
    "person": "account",
    "standard": "one",
}

# Ellipsis: the previous question, asked about another entity of the same kind.
SWITCH = (
    "[What about] {name}?",
    "[And] {name}?",
    "[How about] {name}?",
    "[And for] {name}?",
    "[Same question for] {name}.",
    "[And what about] {name}?",
    "[{name}?]",
    "[What about for] {name}?",
)
SWITCH_SELF = (
    "[And mine]?",
    "[What about my account]?",
    "[Same for me]?",
    "[And for me]?",
    "[How about mine]?",
)
MORE = (
    "[Tell me more].",
    "[Can you elaborate]?",
    "[More details]?",
    "[Go on].",
    "[Anything else I should know]?",
)
OTHERS = ("[Any others]?", "[Which others]?", "[Are there more]?", "[Anything else]?")
CONFIRM = (
    "Is [that] true?",
    "Is [that] right?",
    "Are you sure about [that]?",
    "Is [that] still the case?",
    "Wait, is [that] correct?",
    "Can you double-check [that]?",
    "Hm, is [that] accurate?",
)
# Said before a follow-up whose antecedent lies further back.
BACK = (
    "Going back to your earlier answer: ",
    "Back to what you said before: ",
    "Sorry, one more on the earlier point: ",
    "Coming back to my first question: ",
    "",
)
STANDALONE_PREFIX = (
    "",
    "",
    "",
    "Also, ",
    "Another question: ",
    "One more thing: ",
    "OK. ",
    "Thanks. ",
    "Different topic: ",
    "Separately, ",
)
FOLLOWUP_PREFIX = ("", "", "", "", "OK, ", "Thanks. ", "Got it. ", "Hmm, ", "Right. ", "Great, ")

# Assistant wording.
ANSWER_PREFIX = (
    "",
    "",
    "",
    "Sure. ",
    "Good question. ",
    "Yes, happy to help. ",
    "Let me check. ",
    "Here's what I found: ",
)
ANSWER_SUFFIX = (
    "",
    "",
    "",
    " Let me know if you need anything else.",
    " Is there anything else I can help with?",
    " You can find the details in “{title}”.",
    " See “{title}” for more.",
)
HEDGE = (
    "I'm not sure which one you mean. Could you tell me the name?",
    "Sorry, I couldn't find that. Could you rephrase the question?",
    "I don't have enough context to answer that. Which {noun} do you mean?",
)

# Standalone questions answered by one general fact: fact key -> ways to ask.
GENERAL_QUESTIONS = {
    "invoice_day": ("When do you send invoices?", "What day of the month are invoices issued?"),
    "payment_terms": ("How long do I have to pay an invoice?", "What are your payment terms?"),
    "methods": ("Which payment methods do you accept?", "Can I pay by SEPA direct debit?"),
    "currencies": ("Can I be billed in euros?", "Which currencies can you bill in?"),
    "tax": ("Do you charge VAT to EU businesses?", "How is VAT handled for companies in the EU?"),
    "commit": (
        "Do you offer discounts for committing to usage?",
        "How much can I save with a three-year commitment?",
    ),
    "credit_expiry": ("Do promotional credits expire?", "How long are promo credits valid?"),
    "claim_window": (
        "How long do I have to claim an SLA credit?",
        "What's the deadline for SLA credit claims?",
    ),
    "credit_tiers": (
        "How are SLA credits calculated?",
        "What percentage do I get back when an SLA is missed?",
    ),
    "refunds": ("Can I get a refund on an annual plan?", "What's your refund policy?"),
    "disputes": (
        "How do I dispute a charge?",
        "How long do I have to contest a charge on an invoice?",
    ),
    "grace": (
        "What happens if my card payment fails?",
        "Will my resources be deleted if a payment fails?",
    ),
    "egress": ("How much does data transfer out cost?", "What do you charge for egress?"),
    "budgets": (
        "Can I get alerts when spend gets close to a budget?",
        "How do budget alerts work?",
    ),
    "billing_roles": (
        "Who can see invoices in our account?",
        "Which role can change payment methods?",
    ),
    "edge_shipping": (
        "How long does an Edge appliance take to arrive?",
        "When do Edge appliances ship after ordering?",
    ),
    "edge_cancel": (
        "Can I cancel an Edge order?",
        "Is there a fee for cancelling an Edge appliance order?",
    ),
    "edge_return": (
        "How do I return an Edge appliance?",
        "What happens if I return an Edge device late?",
    ),
    "address_change": (
        "How do I change my shipping address?",
        "Can I change the delivery address on an order?",
    ),
    "log_retention": ("How long do you keep logs?", "What's the log retention on each plan?"),
    "backup_retention": (
        "How long are automated backups kept?",
        "What's your backup retention policy?",
    ),
    "soft_delete": (
        "Can I restore a bucket I deleted by mistake?",
        "Is there a recycle bin for deleted databases?",
    ),
    "closure": (
        "What happens to my data when I close my account?",
        "How long do you keep data after account closure?",
    ),
    "audit_retention": ("How long are audit logs retained?", "What's the audit log retention?"),
    "metrics_retention": ("How long are metrics kept?", "What's the retention for metrics?"),
    "ticket_retention": ("How long do you keep support tickets?",),
    "legal_hold": (
        "Can we put a legal hold on a bucket?",
        "Do you support legal holds on backups?",
    ),
    "at_rest": ("Is data encrypted at rest?", "What encryption do you use for stored data?"),
    "in_transit": (
        "Which TLS versions do you support?",
        "Is traffic between your data centers encrypted?",
    ),
    "cmk_what": ("What happens if I disable a customer-managed key?",),
    "rotation": ("How does key rotation work?", "Can keys be rotated automatically?"),
    "byok": ("Can I import my own key material?", "Do you support BYOK?"),
    "hsm": ("Are keys stored in HSMs?", "What FIPS level are your HSMs validated to?"),
    "private_link": (
        "Can I reach your services without going over the internet?",
        "Do you have private endpoints?",
    ),
    "shared": ("What am I responsible for under the shared responsibility model?",),
    "pentest": (
        "Do I need permission to run a penetration test?",
        "Are we allowed to pentest our own resources?",
    ),
    "residency_policy": (
        "Where do you store customer data?",
        "Can support staff outside the EU access our data?",
    ),
    "api_limits": (
        "What are the API rate limits?",
        "How many API requests per minute can we make?",
    ),
    "api_auth": ("How do I authenticate API requests?", "How long do API tokens last?"),
    "api_errors": ("What does an API error response look like?",),
    "api_pagination": ("How does pagination work in the API?",),
    "close_account": ("How do I close my account?", "Who can close a Nimbus account?"),
    "mfa": ("Is MFA mandatory?", "Do all users need multi-factor authentication?"),
    "transfer": ("Can I move a project to another account?",),
    "trial": (
        "Is there a free trial of the Business plan?",
        "Can we trial Business before buying?",
    ),
    "status_page": (
        "Where can I see service status?",
        "Is there a status page I can subscribe to?",
    ),
    "sales": (
        "How long does it take to get an Enterprise quote?",
        "How long is an Enterprise quote valid?",
    ),
    "vdp": ("How do I report a security vulnerability?",),
}
SALES_GENERAL = (
    "trial",
    "sales",
    "commit",
    "methods",
    "currencies",
    "tax",
    "refunds",
    "at_rest",
    "residency_policy",
    "api_limits",
    "mfa",
    "egress",
)
GENERAL_LEAD = (
    "",
    "",
    "",
    "According to our documentation: ",
    "Sure. ",
    "Here's how it works: ",
    "Good question. ",
)
