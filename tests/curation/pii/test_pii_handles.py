"""Usernames built from names in account places (issue 11, exam 7's audit logs and chat-ops),
and the role accounts and code that must stay. Sentences written for these tests."""

from __future__ import annotations

import pytest

from curation.pii.handles import actor_logins, find_handles, is_name_handle, profile_handles


def _found(text: str) -> list[str]:
    return [text[s:e] for s, e in find_handles(text)]


@pytest.mark.parametrize(
    ("text", "handle"),
    [
        ("09:02:11 WARN billing.retry user=priya.raman attempt=3", "priya.raman"),
        ("ticket.assign assignee=tkowalczyk queue=returns", "tkowalczyk"),  # initial + surname
        ("audit: created_by: henrikj, scope=read", "henrikj"),  # first name + initial
        ("[08:55] ops-bot: deploy done\n[08:57] ines_moura: thanks!", "ines_moura"),  # speaker
        ("ping @oskar.lindgren when the export finishes", "oskar.lindgren"),  # mention
        ('{"owner": "farah.haddad", "status": "open"}', "farah.haddad"),  # JSON-ish key
        ("#returns\n[07:40] margit: parcel came back damaged", "margit"),  # one-word speaker
        ("[22:05:13] tobias: rebooting the printer now", "tobias"),
        # any participle and "by" as a key, and a store's staff key
        ("import job=7 file=a.csv uploaded_by=marta.k rows=12", "marta.k"),
        ("pickup released staff=henrik_lund counter=2", "henrik_lund"),
        # a surname no gazetteer holds after a first name, and the same handle mentioned
        ("[10:02] dagny.thorsrud: done\n[10:03] ib: @dagny.thorsrud thanks", "dagny.thorsrud"),
    ],
)
def test_a_name_handle_in_an_account_place_is_a_person(text, handle):
    assert handle in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "cron.run user=root job=rotate-logs",
        "sync user=svc-backup ok",
        "login=admin result=denied",
        "requested_by=ticket_bot staff=support created_by=system",
        "install @angular.core then restart",  # a package, no first name in it
        "Entities such as @sys-date are recognized.",  # a system entity
        "mail from=olga.petrova@example.org",  # an e-mail: the e-mail recognizers own it
        "The user = system default applies.",
        "[09:00] jenkins: pipeline 4411 failed",  # a surname alone is as often a bot
        "[09:00] deploy: rolled out to eu-west",
        "note: margit asked for this",  # no time stamp: no chat line
    ],
)
def test_role_accounts_packages_and_emails_are_no_handles(text):
    assert _found(text) == []


def test_a_handle_reads_as_a_name_only_through_its_pieces():
    assert is_name_handle("maria.tan")
    assert is_name_handle("jsmith")
    assert not is_name_handle("x9-build")
    assert not is_name_handle("deploy")


def test_a_handle_gets_the_surrogate_of_the_same_person_named_elsewhere():
    from curation.pii.analyzer import get_analyzer
    from curation.pii.pseudonymizer import Pseudonymizer

    texts = [
        "auth.login user=priya.raman ip=10.0.0.7",
        "From: Priya Raman <priya.raman@example.com>\nHi, Priya here.",
    ]

    log, mail = Pseudonymizer("k", analyzer=get_analyzer()).pseudonymize_texts(texts)

    assert "priya" not in log.casefold() and "raman" not in log.casefold()
    handle = log.split("user=")[1].split()[0]
    first, last = handle.split(".")
    assert f"{first.title()} {last.title()}" in mail


def test_a_capitalised_name_in_an_account_field_is_left_to_the_name_recognizers():
    text = "assignee: Rosalind d'Aubigny\nwatchers: none"

    assert _found(text) == []


def test_a_mention_of_a_time_stamped_speaker_is_the_same_person():
    text = "[10:02] dagny.thorsrud: done\n[10:03] ib: @dagny.thorsrud thanks"

    assert _found(text).count("dagny.thorsrud") == 2


@pytest.mark.parametrize(
    ("text", "handles"),
    [
        # a chat export's message headers: author, a role tag maybe, a dash and a clock time
        (
            "#orders\nkoa_m81 — Today at 08:12\nwhere is it\nleilani_k [MOD] — Today at 08:15\nhi",
            ["koa_m", "leilani_k"],
        ),
        ("Tomás Ferreira — 03/11/2026 17:40\nboa tarde", ["Tomás Ferreira"]),
        # the author mentioned further on, digits and all
        (
            "vaea_t19 — Yesterday at 21:03\nhelp\nmo_s — Yesterday at 21:04\n@vaea_t19 ok",
            ["vaea_t", "mo_s", "vaea_t"],
        ),
        # a session header names its account after the word "user"
        ("session 9f2c · user tevita_f07 · ip 10.2.3.4", ["tevita_f"]),
    ],
)
def test_chat_headers_and_session_users_name_their_authors(text, handles):
    assert _found(text) == handles


@pytest.mark.parametrize(
    "text",
    [
        "Ticket Bot — Today at 19:05\nclosed",  # a role account
        "Announcements — Today at 10:00\nnew release",  # a frequent English word
        "Release notes — version 2 at 10:00",  # more than an author before the dash
        "the user interface 2 is new; user guide v2",  # no handle after "user"
    ],
)
def test_bots_channels_and_prose_are_no_chat_authors(text):
    assert _found(text) == []


def test_a_handle_found_without_its_digits_is_replaced_where_it_recurs_with_them():
    from curation.pii.pseudonymizer import Pseudonymizer

    # given: a chat header in one record, a ticket footer in the next
    p = Pseudonymizer("handles-test-key")
    chat, footer = p.pseudonymize_texts(
        ["tavita_l52 — Today at 19:02\nmy parcel?", "Ticket #88 closed by tavita_l52"]
    )
    # then: both lose the handle's letters, and keep one surrogate
    assert "tavita" not in chat and "tavita" not in footer
    assert chat.split(" — ")[0] in footer


@pytest.mark.parametrize(
    ("text", "handles"),
    [
        ("#billing\nrangi.p  09:41\nrefund sent?", ["rangi.p"]),  # Slack: two spaces, a time
        ("Internal note (tamarau): user hemi.walker retried", ["tamarau", "hemi.walker"]),
        ("checkout failed for user aroha.ngata", ["aroha.ngata"]),
    ],
)
def test_slack_authors_note_authors_and_dotted_users_are_people(text, handles):
    assert _found(text) == handles


@pytest.mark.parametrize("text", ["Note (todo): fix it", "Step (optional): run", "user guide"])
def test_brackets_of_words_before_a_colon_are_no_authors(text):
    assert _found(text) == []


@pytest.mark.parametrize(
    ("text", "login"),
    [
        ("Refund approved by lindqvistan, see thread.", "lindqvistan"),  # surname + "an"
        ("Portal session (logged in as fernandezm):", "fernandezm"),
        ("09:12 kwieczorek acknowledged the page", "kwieczorek"),  # an initial + a surname
        ("Escalated, cc mhoffmann.", "mhoffmann"),
        ("Chat message · from oyelaran_b · account acct_118", "oyelaran_b"),  # whose message
    ],
)
def test_a_login_in_an_actors_place_is_a_person(text, login):
    assert [text[s:e] for s, e in actor_logins(text)] == [login]


@pytest.mark.parametrize(
    "text",
    [
        "Rows sorted by name, separated by commas, created by default.",
        "Approved by admin; paged oncall",
        "cc: kubectl output attached",
        "09:12 deploy finished",
        "09:12 lindqvistan",  # a time stamp with no verb after is a log line's payload
        "Retry the message from config_loader",
        "mail from noreply",
    ],
)
def test_words_roles_and_tools_in_an_actors_place_are_no_login(text):
    assert actor_logins(text) == []


@pytest.mark.parametrize(
    ("text", "login"),
    [
        ("| Assignee | @ingridsol |", "ingridsol"),  # a first name and the surname's start
        ('{"author": "kowalskima", "body": "called back"}', "kowalskima"),  # surname + given
    ],
)
def test_a_login_of_a_name_and_the_start_of_the_other_name_is_a_person(text, login):
    assert [text[s:e] for s, e in find_handles(text)] == [login]


@pytest.mark.parametrize("text", ["@dependabot merged it", "author: marketing", "@types/node"])
def test_bots_words_and_packages_are_no_such_login(text):
    assert find_handles(text) == []


@pytest.mark.parametrize(
    ("text", "handle"),
    [
        ("Phone +1 555 0100 | github.com/tkowalczyk | Python", "tkowalczyk"),
        ("https://www.linkedin.com/in/marta-quispe-83 (CV attached)", "marta-quispe"),
        ("twitter.com/oyelaran22", "oyelaran"),
    ],
)
def test_the_account_of_a_profile_address_is_a_handle(text, handle):
    assert [text[s:e] for s, e in profile_handles(text)] == [handle]


@pytest.mark.parametrize(
    "text", ["see https://github.com/ibm/repo", "github.com/features", "x.com/home", "@github.com"]
)
def test_project_pages_and_site_pages_are_no_profile(text):
    assert profile_handles(text) == []


def test_a_login_of_a_name_and_an_initial_after_comment_by_is_a_person_and_a_file_is_not():
    text = "OPS-12 · comment by taini.w · 2027-01-02\nedited by config.py\nnote by admin.x"
    assert [text[s:e] for s, e in actor_logins(text)] == ["taini.w"]


@pytest.mark.parametrize(
    ("text", "login"),
    [
        ("Payout released; second check by okonkwo.ada.", "okonkwo.ada"),  # surname + given's start
        ("Sign-off by siobhan_k after the audit.", "siobhan_k"),
        ("Refund approved by gwen84 on Monday.", "gwen"),  # a first name and a year
        ("Note by bilaluddin91: customer called back.", "bilaluddin"),  # no word at all
        ("Replying to mbeki.th: the card is blocked.", "mbeki.th"),
    ],
)
def test_logins_of_names_in_more_actor_places_are_people(text, login):
    assert [text[s:e] for s, e in actor_logins(text)] == [login]


@pytest.mark.parametrize(
    "text",
    [
        "Start-up was slowed by settings.toml and caused by rate_limit.",  # a file, code words
        "Builds are signed by python39 runners; reply to all.",  # a common word and digits
        "Checks by default_value are skipped.",
        "Replying to feedback_form: thanks.",
    ],
)
def test_files_code_words_and_plain_words_in_actor_places_are_no_login(text):
    assert actor_logins(text) == []


def test_a_login_in_brackets_closing_a_note_is_its_author_and_a_file_there_is_not():
    text = (
        "Card replaced, old one cancelled. (tamsin_o)\nLimits raised for the pilot. (limits.yaml)"
    )
    assert [text[s:e] for s, e in actor_logins(text)] == ["tamsin_o"]


@pytest.mark.parametrize(
    ("text", "login"),
    [
        # a key that names an account takes a login of a rare name piece, as an actor's place
        ("PUT /v1/tickets/88 actor=mutasa_f status=closed", "mutasa_f"),
        ("2026-01-04 sync.run operator=ngozika.e rows=40", "ngozika.e"),
        # a participle, "by" and a colon: a form's field
        ("Dispatched by: ingrid.solheim\nCarrier: DHL", "ingrid.solheim"),
        # a login in brackets right after the name written out
        ("Checked by: Mateus (mferraz)\n", "mferraz"),
        ("the refund was signed off by R. Okafor (rokafor).", "rokafor"),
    ],
)
def test_logins_in_key_field_and_bracket_places_are_people(text, login):
    assert login in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "webhook.sent actor=hubspot-sync event=contact.updated",  # a product and a word
        "job.done actor=etl-runner rows=120",
        "Deployed by: release-bot\n",
        "Runs on CPython (cpython) and PyPy (pypy).",  # a bracketed project name
        "We use Microsoft Teams (msteams) for calls.",
    ],
)
def test_services_and_projects_in_those_places_are_no_login(text):
    assert _found(text) == []


@pytest.mark.parametrize(
    ("text", "login"),
    [
        ("[support chat] customer=okafor.ada\ncustomer: hello", "okafor.ada"),
        ('booking.created {"host": "ingrid_lunde4", "room": "B2"}', "ingrid_lunde"),
        ("Portal message from acct_55120934 (grace.mwale)\n", "grace.mwale"),
    ],
)
def test_logins_of_the_people_a_chat_or_booking_is_logged_for_are_people(text, login):
    assert login in _found(text)


@pytest.mark.parametrize(
    "text",
    ["conn host=db01.internal port=5432", "proxy host=web-3 admin=root", "customer=acme-corp"],
)
def test_machines_roles_and_companies_in_those_keys_are_no_login(text):
    assert _found(text) == []
