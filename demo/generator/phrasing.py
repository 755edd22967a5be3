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

from demo.generator.banks import frozen, load_bank

_BANK = load_bank("phrasing")  # the wording, kept as data in data/phrasing.json


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
DEMONSTRATIVE = frozen(_BANK["DEMONSTRATIVE"])
DEFINITE = frozen(_BANK["DEFINITE"])
ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
LIST_NOUN = _BANK["LIST_NOUN"]

# Ellipsis: the previous question, asked about another entity of the same kind.
SWITCH = frozen(_BANK["SWITCH"])
SWITCH_SELF = frozen(_BANK["SWITCH_SELF"])
MORE = frozen(_BANK["MORE"])
OTHERS = ("[Any others]?", "[Which others]?", "[Are there more]?", "[Anything else]?")
CONFIRM = frozen(_BANK["CONFIRM"])
# Said before a follow-up whose antecedent lies further back.
BACK = frozen(_BANK["BACK"])
STANDALONE_PREFIX = frozen(_BANK["STANDALONE_PREFIX"])
FOLLOWUP_PREFIX = ("", "", "", "", "OK, ", "Thanks. ", "Got it. ", "Hmm, ", "Right. ", "Great, ")

# Assistant wording.
ANSWER_PREFIX = frozen(_BANK["ANSWER_PREFIX"])
ANSWER_SUFFIX = frozen(_BANK["ANSWER_SUFFIX"])
HEDGE = frozen(_BANK["HEDGE"])

# Standalone questions answered by one general fact: fact key -> ways to ask.
GENERAL_QUESTIONS = frozen(_BANK["GENERAL_QUESTIONS"])
SALES_GENERAL = frozen(_BANK["SALES_GENERAL"])
GENERAL_LEAD = frozen(_BANK["GENERAL_LEAD"])
