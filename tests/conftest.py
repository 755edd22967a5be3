"""Shared fixtures: a user for every role, so each permission test is two lines."""

from __future__ import annotations

import json
import os

import pytest
from django.contrib.auth.models import Group, User

os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
os.environ.setdefault("HF_HUB_OFFLINE", "1")


def _user(username: str, *roles: str) -> User:
    user = User.objects.create_user(username=username, password="pw-" + username)
    for role in roles:
        user.groups.add(Group.objects.get_or_create(name=role)[0])
    return user


@pytest.fixture
def annotator(db) -> User:
    return _user("alice", "annotator")


@pytest.fixture
def other_annotator(db) -> User:
    return _user("bob", "annotator")


@pytest.fixture
def lead(db) -> User:
    return _user("carol", "lead")


@pytest.fixture
def admin_user(db) -> User:
    return _user("dave", "admin")


@pytest.fixture
def lead_client(client, lead):
    client.force_login(lead)
    return client


@pytest.fixture
def annotator_client(client, annotator):
    client.force_login(annotator)
    return client


@pytest.fixture
def write_jsonl(tmp_path):
    """Write a list of objects (or raw strings, written as-is) as a JSONL file."""

    def write(rows, name="data.jsonl"):
        path = tmp_path / name
        with path.open("w") as fh:
            for row in rows:
                fh.write((row if isinstance(row, str) else json.dumps(row)) + "\n")
        return path

    return write
