"""Local parts of role addresses: mailboxes of a function, not of a person.

RFC 2142 ("Mailbox names for common services, roles and functions") names the business and
network ones (info, marketing, sales, support, abuse, noc, security, postmaster, hostmaster,
usenet, news, webmaster, www, uucp, ftp); common practice adds the help desks, the no-reply
senders and the departments a shop or a clinic writes from. An e-mail surrogate keeps such a
local part as it is ("desk@acme.com" stays "desk@..."): it names no one and a reader needs it.
"""

from __future__ import annotations

ROLE_LOCAL_PARTS = frozenset(
    # RFC 2142, sections 3 to 5
    "info marketing sales support abuse noc security postmaster hostmaster usenet news "
    "webmaster www uucp ftp "
    # help desks and front offices
    "help helpdesk desk servicedesk frontdesk reception office contact contacts enquiries "
    "inquiries hello team staff service services customer customers customerservice care "
    "customercare feedback questions "
    # senders that take no answer
    "noreply no reply donotreply mailer daemon bounce bounces notifications "
    "notification notify alerts alert updates newsletter digest "
    # departments
    "admin administrator billing accounts account accounting invoices invoice payments "
    "finance orders order shop store bookings booking reservations returns shipping "
    "delivery hr jobs careers recruiting press media pr legal privacy compliance it dev "
    "devops ops tech engineering root sysadmin mail web test user example".split()
)
