"""A game's options checked in one place: each int option declared with the values it allows
(:func:`option`), and :func:`check_options`, the ``__attrs_post_init__`` of a ``Rules``
that refuses an option out of its bounds, naming it; the JSON bounds of the options are read
from the same declarations (:func:`option_bounds`)."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, TypeVar

import attrs

from tricktaker.errors import check_rule_fields
from tricktaker.serialize import Bounds

__all__ = ["check_options", "option", "option_bounds"]

T = TypeVar("T")

_ALLOWED = "tricktaker.allowed"
"""The key of an option's field metadata: the values it allows and their words."""


def option(default: T, allowed: Collection[int], words: str) -> T:
    """An int option of a game's ``Rules``: its ``default``, the values ``allowed`` (a range
    is also the option's bounds in JSON) and how a refusal names them (``"1 to 100"``).

    >>> @attrs.frozen(kw_only=True)
    ... class Rules:
    ...     players: int = option(4, (4,), "4")
    ...     target: int = option(10, range(1, 101), "1 to 100")
    ...     first_dealer: int = 0
    ...     __attrs_post_init__ = check_options
    >>> Rules(target=0)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.target must be 1 to 100, not 0
    >>> Rules(first_dealer=4)
    Traceback (most recent call last):
    ...
    tricktaker.RulesError: Rules.first_dealer must be 0 to 3, not 4
    """
    field: T = attrs.field(default=default, metadata={_ALLOWED: (allowed, words)})
    return field


def check_options(rules: Any) -> None:
    """Raise :class:`~tricktaker.RulesError` naming the first option of ``rules`` out of its
    bounds: each declared with :func:`option` among its values, in the order of the fields,
    then ``first_dealer`` (if a field) a seat of the ``players``, then each ``bool`` option
    True or False. A game's ``Rules`` names it as its ``__attrs_post_init__``."""
    fields = attrs.fields(type(rules))
    ints = tuple(
        (field.name, *field.metadata[_ALLOWED]) for field in fields if _ALLOWED in field.metadata
    )
    check_rule_fields(rules, ints=ints)
    if any(field.name == "first_dealer" for field in fields):
        seats = rules.players
        check_rule_fields(rules, ints=(("first_dealer", range(seats), f"0 to {seats - 1}"),))
    flags = tuple(field.name for field in fields if field.type in (bool, "bool"))
    check_rule_fields(rules, flags=flags)


def option_bounds(rules_class: type) -> dict[str, Bounds]:
    """The JSON bounds of the options of ``rules_class`` that allow a range of values."""
    found: dict[str, Bounds] = {}
    for field in attrs.fields(rules_class):
        allowed = field.metadata.get(_ALLOWED, (None,))[0]
        if isinstance(allowed, range) and allowed.step == 1:
            found[field.name] = Bounds(minimum=allowed.start, maximum=allowed.stop - 1)
    return found
