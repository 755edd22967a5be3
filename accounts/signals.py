"""Keep cached roles true: any change to who is in which group forgets the users concerned."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.db.models.signals import m2m_changed, post_save, pre_delete
from django.dispatch import receiver

from accounts.roles import forget_roles

User = get_user_model()


@receiver(m2m_changed, sender=User.groups.through)
def _membership_changed(sender, instance, action, reverse, pk_set, **kwargs) -> None:
    if not action.startswith(("post_", "pre_clear")):
        return
    if isinstance(instance, Group):  # group.user_set.add(...) and friends
        if action == "pre_clear":
            forget_roles(instance.user_set.values_list("pk", flat=True))
        elif pk_set:
            forget_roles(pk_set)
    else:  # user.groups.add(...) and friends
        forget_roles([instance.pk])


@receiver(pre_delete, sender=Group)
@receiver(post_save, sender=Group)
def _group_changed(sender, instance, **kwargs) -> None:
    """A role group renamed or deleted: its members' cached roles are wrong."""
    if instance.pk is not None:
        forget_roles(instance.user_set.values_list("pk", flat=True))
