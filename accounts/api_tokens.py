"""API tokens over the API (admins, as the tokens page): list, issue (the key is in the answer
to the POST, once; only its SHA-256 is stored), revoke. Thin over ``accounts.tokens``."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.shortcuts import get_object_or_404
from django.views.decorators.cache import never_cache
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.response import Response

from accounts.models import ApiToken
from accounts.roles import IsAdmin
from accounts.selectors import api_tokens_listed
from accounts.tokens import api_token_issue, api_token_revoke, token_state
from core.api import ErrorSerializer

PROBLEMS = {
    400: OpenApiResponse(ErrorSerializer, description="invalid or refused"),
    404: OpenApiResponse(ErrorSerializer, description="no such token"),
}


class TokenSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    user = serializers.CharField(source="user.username")
    name = serializers.CharField(allow_blank=True)
    prefix = serializers.CharField(help_text="the key's first 8 characters, to tell tokens apart")
    state = serializers.SerializerMethodField(help_text="active, expired or revoked")
    created_at = serializers.DateTimeField()
    created_by = serializers.CharField(source="created_by.username", allow_null=True)
    expires_at = serializers.DateTimeField()
    revoked_at = serializers.DateTimeField(allow_null=True)
    last_used_at = serializers.DateTimeField(allow_null=True)

    def get_state(self, token: ApiToken) -> str:
        return token_state(token)


class IssuedTokenSerializer(TokenSerializer):
    key = serializers.CharField(help_text="shown this once: only its SHA-256 is kept")


class TokenFilterSerializer(serializers.Serializer):
    user = serializers.CharField(max_length=150, required=False, help_text="a username")


class TokenIssueInputSerializer(serializers.Serializer):
    user = serializers.SlugRelatedField(
        slug_field="username", queryset=get_user_model().objects.filter(is_active=True)
    )
    name = serializers.CharField(max_length=100, required=False, allow_blank=True, default="")
    days = serializers.IntegerField(
        min_value=1, max_value=3650, required=False, help_text="lifetime (default ASSAY_TOKEN_DAYS)"
    )


@extend_schema(
    methods=["GET"], parameters=[TokenFilterSerializer], responses={200: TokenSerializer(many=True)}
)
@extend_schema(
    methods=["POST"],
    request=TokenIssueInputSerializer,
    responses={201: IssuedTokenSerializer, **PROBLEMS},
)
@never_cache  # the answer that carries a key must not be kept by any cache
@api_view(["GET", "POST"])
@permission_classes([IsAdmin])
def tokens(request):
    """GET: the tokens (newest first; never their keys). POST: issue one for a user."""
    if request.method == "GET":
        query = TokenFilterSerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        listed = api_tokens_listed(username=query.validated_data.get("user"))
        return Response(TokenSerializer(listed, many=True).data)
    body = TokenIssueInputSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    token, key = api_token_issue(
        user=body.validated_data["user"],
        issued_by=request.user,
        name=body.validated_data["name"],
        days=body.validated_data.get("days"),
    )
    data = {**TokenSerializer(token).data, "key": key}
    return Response(data, status=status.HTTP_201_CREATED)


@extend_schema(request=None, responses={200: TokenSerializer, **PROBLEMS})
@api_view(["POST"])
@permission_classes([IsAdmin])
def token_revoke(request, pk: int):
    """Revoke the token now (a revoked token keeps its first revocation time)."""
    token = get_object_or_404(ApiToken.objects.select_related("user", "created_by"), pk=pk)
    return Response(TokenSerializer(api_token_revoke(token=token)).data)
