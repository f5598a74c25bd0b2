"""What a spectator is shown: the part of a view or an event that every seat is shown.

No game says what a spectator may see, and none needs to: a value that is the same in every
seat's form (the trick, the scores, the bids) is known to every player, so showing it to a
spectator tells nobody anything new. A value that differs from seat to seat (a hand, the
seat number, the legal actions, a drawn card) becomes null. A list is kept whole or nulled
whole, never merged item by item: two seats' hands could agree at one position.

>>> common([{"trick": ["8H"], "hand": ["2C"]}, {"trick": ["8H"], "hand": ["QS"]}])
{'trick': ['8H'], 'hand': None}
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["common"]


def common(forms: Sequence[Any]) -> Any:
    """The meet of the JSON data ``forms`` (one per seat): what all of them agree on.

    Objects with the same keys are met key by key; any other values are kept if all are
    equal, else None.

    >>> common([{"hands": [["2C"], None]}, {"hands": [None, ["QS"]]}])
    {'hands': None}
    >>> common([{"a": 1}, {"b": 1}])
    """
    first = forms[0]
    if all(form == first for form in forms[1:]):
        return first
    if isinstance(first, dict) and all(
        isinstance(form, dict) and form.keys() == first.keys() for form in forms
    ):
        return {key: common([form[key] for form in forms]) for key in first}
    return None
