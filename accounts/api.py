"""Users and roles over the API (admins, as the users page)."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.response import Response

from accounts.roles import ROLES, IsAdmin, user_roles
from accounts.selectors import users_with_roles
from accounts.services import user_create, user_set_roles
from core.api import ErrorSerializer

PROBLEMS = {400: OpenApiResponse(ErrorSerializer, description="invalid or refused")}


class UserSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    roles = serializers.SerializerMethodField()
    is_active = serializers.BooleanField()

    def get_roles(self, user) -> list[str]:
        return sorted({g.name for g in user.groups.all()} & set(ROLES))


class UserCreateInputSerializer(serializers.Serializer):
    username = serializers.RegexField(r"^[\w.@+-]{1,150}$")
    password = serializers.CharField(min_length=8, max_length=128, write_only=True)
    roles = serializers.ListField(child=serializers.ChoiceField(choices=ROLES), max_length=3)


class RolesInputSerializer(serializers.Serializer):
    roles = serializers.ListField(child=serializers.ChoiceField(choices=ROLES), max_length=3)


@extend_schema(
    request=UserCreateInputSerializer,
    responses={200: UserSerializer(many=True), 201: UserSerializer, **PROBLEMS},
)
@api_view(["GET", "POST"])
@permission_classes([IsAdmin])
def users(request):
    """GET: every user with their roles. POST: create a user with roles."""
    if request.method == "GET":
        return Response(UserSerializer(users_with_roles(), many=True).data)
    body = UserCreateInputSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    user = user_create(**body.validated_data)
    return Response(UserSerializer(user).data, status=status.HTTP_201_CREATED)


@extend_schema(request=RolesInputSerializer, responses={200: UserSerializer, **PROBLEMS})
@api_view(["PUT"])
@permission_classes([IsAdmin])
def user_roles_view(request, pk: int):
    """Give the user exactly these roles."""
    user = get_object_or_404(get_user_model(), pk=pk)
    body = RolesInputSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    user_set_roles(user=user, roles=body.validated_data["roles"])
    return Response(UserSerializer(user).data)


@extend_schema(responses={200: UserSerializer})
@api_view(["GET"])
def me(request):
    """Who is asking, and their roles (any signed-in user)."""
    data = UserSerializer(request.user).data
    data["roles"] = sorted(user_roles(request.user))
    return Response(data)
