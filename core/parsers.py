"""A JSON body parser for batch endpoints whose items are checked one by one (``core.validate``).

DRF's parser refuses a whole body for one ``NaN`` (and answers 500 for nesting deeper than
Python's parser allows). For a batch of traces that would cost every good item for one bad
one, so this parser reads ``NaN`` and ``Infinity`` as numbers and leaves them to the validator,
which rejects the one item that holds them and names its field. A body that is not UTF-8 or
not JSON at all is still refused whole, with the byte or column and no echo of the content.
"""

from __future__ import annotations

import json

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser


class ItemCheckedJSONParser(JSONParser):
    """``application/json``; see the module docstring."""

    def parse(self, stream, media_type=None, parser_context=None):
        data = stream.read() if stream is not None else b""
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ParseError(
                f"the body is not UTF-8 (invalid byte at offset {exc.start})"
            ) from None
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise ParseError(
                f"the body is not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
            ) from None
        except RecursionError:
            raise ParseError("the body nests deeper than the JSON parser allows") from None
        except ValueError:  # an integer of more than 4,300 digits
            raise ParseError("the body holds a number too long to read") from None
