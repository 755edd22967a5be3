"""Curation services: every write the app makes goes through a function here."""
