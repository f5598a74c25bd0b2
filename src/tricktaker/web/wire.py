"""Reading a client's message safely: size, nesting depth, then JSON, then the protocol.

The depth is measured by one pass over the text before it is parsed, so that
``"[" * 1000 + "]" * 1000`` is refused with a code instead of a ``RecursionError`` inside
the JSON parser.

>>> read('{"type": "ping"}', max_bytes=100, max_depth=4)
{'type': 'ping'}
>>> read("[" * 50 + "]" * 50, max_bytes=100, max_depth=4)
Traceback (most recent call last):
...
tricktaker.web.wire.Refused: too_deep
"""

from __future__ import annotations

import json
from typing import Any

from tricktaker.web.protocol import CLIENT, check

__all__ = ["Refused", "depth", "read"]


class Refused(Exception):
    """A message the server does not take: ``code`` and the parameters of its text."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def depth(text: str) -> int:
    """The deepest nesting of arrays and objects in the JSON ``text`` (brackets inside
    strings do not count).

    >>> depth('{"a": [1, {"b": "[[["}]}')
    3
    """
    deepest = level = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            level += 1
            deepest = max(deepest, level)
        elif char in "]}":
            level -= 1
    return deepest


def read(text: object, *, max_bytes: int, max_depth: int) -> dict[str, Any]:
    """The client message in the websocket text ``text``, checked against the protocol.

    Raises:
        Refused: the message is too large or too deep, is not JSON, is not an object with a
            known ``type``, or has a field the protocol does not allow (``bad_field``).
    """
    if not isinstance(text, str):
        raise Refused("bad_json")
    if len(text) > max_bytes or len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise Refused("too_large", limit=max_bytes)
    if depth(text) > max_depth:
        raise Refused("too_deep", limit=max_depth)
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise Refused("bad_json") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise Refused("bad_message")
    kind = message["type"]
    if kind not in CLIENT:
        raise Refused("unknown_type", kind=kind[:32], known=sorted(CLIENT))
    wrong = check(kind, message)
    if wrong is not None:
        raise Refused("bad_field", field=wrong[0][:32], kind=kind, expected=wrong[1])
    return message
