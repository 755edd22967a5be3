"""The API's pagination: limit/offset with a ceiling on both, so no parameter can ask the
database for more rows than a page holds or for an offset it cannot represent."""

from __future__ import annotations

from rest_framework.pagination import LimitOffsetPagination

MAX_LIMIT = 1000  # rows per page at most; a page of 1,000 serialized items is a few MB
MAX_OFFSET = 2**53  # beyond any table here, and inside every database's integer range


class Pagination(LimitOffsetPagination):
    max_limit = MAX_LIMIT

    def get_offset(self, request) -> int:
        return min(super().get_offset(request), MAX_OFFSET)
