"""python manage.py demo_logins: print the demo users, their roles and passwords."""

from __future__ import annotations

from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Print the demo logins created by make_demo."

    def handle(self, *args, **opts):
        from django.contrib.auth.models import User

        from demo.labelling import DEMO_USERS

        self.stdout.write("Demo logins (username / password, role):")
        for demo in DEMO_USERS:
            exists = User.objects.filter(username=demo.username).exists()
            note = "" if exists else "  (not created yet: run make_demo)"
            self.stdout.write(f"  {demo.username:<8} {demo.password:<12} {demo.role}{note}")
