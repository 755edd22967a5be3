"""How the demo assistant answers about a customer's account: orders, invoices, people and
quotes, through the tool calls whose responses it quotes.
"""

from __future__ import annotations

import random

from demo.generator.answers import (
    ListEnt,
    Reply,
    _day,
    _join,
    account_payload,
    invoice_due,
    invoice_ent,
    invoice_payload,
    order_ent,
    order_payload,
    order_summary,
    tool,
)
from demo.generator.people import (
    Customer,
    IdPool,
    Invoice,
    Order,
    money,
    month_name,
    previous_period,
)
from demo.generator.world import World


class AccountAnswers:
    """Answers about account entities, with tool calls (mixed into ``Answerer``)."""

    world: World
    tickets: IdPool

    # orders
    def _order(self, rng, ent, attr, params, day) -> Reply:
        o: Order = ent.obj
        owner = ent.owner
        payload = order_payload(o, owner, day)
        status = payload["status"]
        call = tool("get_order", {"order_id": o.id}, payload)
        if attr == "status":
            text = {
                "processing": f"{o.id} ({o.item}) is being prepared and should ship within 3 business days.",
                "shipped": f"{o.id} shipped with {o.carrier}, tracking number {o.tracking}; expected delivery is {_day(o.eta())}.",
                "delivered": f"{o.id} ({o.item}) was delivered on {_day(o.eta())}.",
                "provisioning": f"{o.id} ({o.item}) is being provisioned and will be active within a day.",
                "active": f"{o.id} ({o.item}) is active.",
                "cancelled": f"{o.id} was cancelled, and nothing was charged for it.",
            }[status]
            return Reply(text, [("general", "edge_shipping")] if o.physical else [], [call])
        if attr == "eta":
            text = (
                f"{o.id} was delivered on {_day(o.eta())}."
                if status == "delivered"
                else f"{o.id} should arrive by {_day(o.eta())}."
            )
            return Reply(text, [("general", "edge_shipping")], [call])
        if attr == "address":
            return Reply(
                f"{o.id} is addressed to {owner.full}, {owner.address}.",
                [("general", "address_change")],
                [call],
            )
        if attr == "invoice":
            inv = next(i for i in owner.invoices.values() if i.id == o.invoice_id)
            inv_call = tool("get_invoice", {"invoice_id": inv.id}, invoice_payload(inv, owner, day))
            reply = Reply(
                f"{o.id} was billed {money(o.amount, o.currency)} on invoice {inv.id} for {month_name(inv.period)} {inv.period[:4]}.",
                [("general", "invoice_day")],
                [inv_call],
            )
            reply.ents.append(invoice_ent(inv, owner))
            return reply
        if attr == "cancel":
            if status in ("processing", "provisioning"):
                ticket = self.ticket_id(rng)
                t = tool(
                    "open_ticket",
                    {
                        "account_id": owner.account_id,
                        "subject": f"Cancel order {o.id}",
                        "priority": "normal",
                    },
                    {"ticket_id": ticket, "status": "open"},
                )
                return Reply(
                    f"I've asked our logistics team to cancel {o.id} (ticket {ticket}); you'll get a confirmation by email within one business day, and nothing will be charged.",
                    [("general", "edge_cancel")],
                    [call, t],
                )
            if status in ("shipped", "delivered") and o.physical:
                return Reply(
                    f"{o.id} has already shipped, so it can't be cancelled any more; you can return it within 30 days of delivery with the prepaid label on its display.",
                    [("general", "edge_cancel"), ("general", "edge_return")],
                    [call],
                    lead="",
                )
            return Reply(
                f"{o.id} is already {status}, so it can't be cancelled online; I can open a ticket with billing if you'd like a refund review.",
                [("general", "refunds")],
                [call],
                lead="",
            )
        raise KeyError(attr)

    def ticket_id(self, rng: random.Random) -> str:
        return self.tickets.new()

    # invoices
    def _invoice(self, rng, ent, attr, params, day) -> Reply:
        inv: Invoice = ent.obj
        owner = ent.owner
        payload = invoice_payload(inv, owner, day)
        args = (
            {"account_id": owner.account_id, "period": inv.period}
            if params.get("by_period")
            else {"invoice_id": inv.id}
        )
        call = tool("get_invoice", args, payload)
        amount = money(inv.amount, inv.currency)
        if attr == "amount":
            return Reply(
                f"Invoice {inv.id} for {month_name(inv.period)} comes to {amount}.",
                [("general", "invoice_day")],
                [call],
            )
        if attr == "due":
            return Reply(
                f"Invoice {inv.id} is due on {invoice_due(inv).isoformat()}, 30 days after it was issued.",
                [("general", "payment_terms")],
                [call],
            )
        if attr == "lines":
            lines = "; ".join(f"{d}: {money(a, inv.currency)}" for d, a in inv.lines)
            return Reply(
                f"Invoice {inv.id} ({amount}) breaks down as {lines}.",
                [("general", "invoice_day")],
                [call],
            )
        if attr == "paid":
            status = payload["status"]
            text = {
                "paid": f"Yes, invoice {inv.id} is paid.",
                "open": f"Invoice {inv.id} is open; payment is due by {payload['due_date']}.",
                "overdue": f"Invoice {inv.id} is overdue since {payload['due_date']}; the account stays active during a 14-day grace period.",
                "draft": f"Invoice {inv.id} hasn't been issued yet.",
            }[status]
            return Reply(
                text,
                [("general", "payment_terms")]
                + ([("general", "grace")] if status == "overdue" else []),
                [call],
            )
        if attr == "dispute":
            ticket = self.ticket_id(rng)
            opened = tool(
                "open_ticket",
                {
                    "account_id": owner.account_id,
                    "subject": f"Dispute on invoice {inv.id}",
                    "priority": "normal",
                },
                {"ticket_id": ticket, "status": "open"},
            )
            return Reply(
                f"Yes. Charges can be disputed within 60 days of the invoice date, so I've opened billing ticket {ticket} for {inv.id}; the disputed amount isn't treated as overdue meanwhile.",
                [("general", "disputes")],
                [call, opened],
            )
        raise KeyError(attr)

    # people (household members and the customer themself)
    def _person(self, rng, ent, attr, params, day) -> Reply:
        c: Customer = ent.obj
        who = "You have" if ent.is_self else f"{c.first} has"
        whose = "Your account" if ent.is_self else f"{c.first}'s account"
        if attr == "orders":
            orders = c.orders_on(day)
            call = tool(
                "get_orders",
                {"account_id": c.account_id},
                {"account_id": c.account_id, "orders": [order_summary(o, day) for o in orders]},
            )
            if not orders:
                return Reply(f"{who} no orders on {c.account_id}.", [], [call])
            listing = _join([f"{o.id} ({o.item}, {o.status(day)})" for o in orders])
            reply = Reply(
                f"{who} {len(orders)} order{'s' if len(orders) > 1 else ''} on {c.account_id}: {listing}.",
                [("general", "edge_shipping")],
                [call],
            )
            ents = [order_ent(o, c) for o in orders]
            if len(ents) >= 2:
                reply.lists.append(ListEnt("order", ents, open_ended=True))
            else:
                reply.ents += ents
            return reply
        call = tool("get_account", {"account_id": c.account_id}, account_payload(c))
        if attr == "plan":
            return Reply(
                f"{whose} ({c.account_id}) is on the {c.plan.title()} plan.",
                [("plan", c.plan, "price")],
                [call],
            )
        if attr == "address":
            return Reply(
                f"The address on {c.first}'s account ({c.account_id}) is {c.address}.",
                [("general", "address_change")],
                [call],
            )
        if attr == "email":
            return Reply(
                f"{c.first}'s account ({c.account_id}) uses {c.email}, and the phone number on file is {c.phone}.",
                [("general", "billing_roles")],
                [call],
            )
        if attr == "invoice":
            period = previous_period(day)
            inv = c.invoice_for(period)
            payload = invoice_payload(inv, c, day)
            text = f"{'Your' if ent.is_self else c.first + chr(39) + 's'} {month_name(period)} invoice {inv.id} is {money(inv.amount, inv.currency)} and {payload['status']}."
            reply = Reply(
                text,
                [("general", "invoice_day")],
                [tool("get_invoice", {"account_id": c.account_id, "period": period}, payload)],
            )
            reply.ents.append(invoice_ent(inv, c))
            return reply
        raise KeyError(attr)

    # quotes
    def _quote(self, rng, ent, attr, params, day) -> Reply:
        q = ent.obj
        if attr == "total":
            return Reply(
                f"Quote {q['quote_id']} comes to {q['currency']} {q['total']} for {q['term_months']} months, {q['monthly_total']} per month.",
                [("plan", q["plan"], "price")],
            )
        if attr == "validity":
            return Reply(
                f"Quote {q['quote_id']} is valid until {q['valid_until']}.", [("general", "sales")]
            )
        if attr == "send":
            email = params.get("email") or q.get("email")
            t = tool("send_quote", {"quote_id": q["quote_id"], "email": email}, {"sent": True})
            return Reply(
                f"Done, I've sent quote {q['quote_id']} to {email}.", [("general", "sales")], [t]
            )
        raise KeyError(attr)
