"""Account forms."""

from __future__ import annotations

from django import forms
from django.contrib.auth import get_user_model

from accounts.roles import ROLES


class UserCreateForm(forms.Form):
    username = forms.CharField(max_length=150)
    password = forms.CharField(min_length=8, widget=forms.PasswordInput)
    role = forms.ChoiceField(choices=[(r, r) for r in ROLES])

    def clean_username(self):
        name = self.cleaned_data["username"].strip()
        if get_user_model().objects.filter(username=name).exists():
            raise forms.ValidationError("this username is taken")
        return name
