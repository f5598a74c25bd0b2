"""Helpers for writing a game package: what the built-in games use, offered to plug-ins.

- :func:`present_as`: show a package's public classes and functions under the package's name
  (``tricktaker.wizard.State`` rather than ``tricktaker.wizard.state.State``) in reprs,
  tracebacks and the API docs;
- :func:`draft_class`: build frozen attrs values on the hot path without their ``__init__``.

The rest of a game's toolkit lives beside the values it works on: :class:`~tricktaker.Game`
and :func:`~tricktaker.register_game` (:mod:`tricktaker.games`),
:func:`~tricktaker.serialize.register_types` (JSON), the helpers of :mod:`tricktaker.tricks`
and :mod:`tricktaker.consistency`, and :func:`~tricktaker.testing.check_game`. The page
"Writing a game" of the docs puts them together.
"""

from __future__ import annotations

from typing import Any

import attrs

__all__ = ["draft_class", "present_as"]


def present_as(module: str, namespace: dict[str, Any], names: list[str]) -> None:
    """Set ``__module__`` of the classes and functions in ``names`` defined under ``module``.

    A package calls it last in its ``__init__``, with its own name, ``globals()`` and
    ``__all__``. Tracebacks, reprs and the API docs then say ``tricktaker.Card`` rather than
    ``tricktaker.cards.Card``; pickling still works because ``module`` re-exports each name.
    Objects defined elsewhere (a name re-exported from another package) keep their module.

    >>> import types
    >>> package = types.ModuleType("tinygame")
    >>> def start() -> None: ...
    >>> start.__module__ = "tinygame.state"
    >>> present_as("tinygame", {"start": start}, ["start"])
    >>> start.__module__
    'tinygame'
    """
    for name in names:
        obj = namespace[name]
        is_class_or_function = isinstance(obj, type) or hasattr(obj, "__code__")
        if is_class_or_function and obj.__module__.startswith(module + "."):
            obj.__module__ = module


def draft_class(cls: type) -> type[Any]:
    """A class whose instances have the slots of the frozen slotted attrs class ``cls`` and may
    be filled freely; assigning ``cls`` to a filled draft's ``__class__`` freezes it.

    A frozen slotted attrs class sets each field through ``object.__setattr__``, and even
    setting the slots through their descriptors costs a call each. Game states are rebuilt on
    every decision, so the built-in games build them as *drafts*: an instance of a plain
    class with exactly the same slots, filled with ordinary attribute stores (which the
    interpreter specializes), then turned into the frozen class by assigning ``__class__``.
    About three times faster than the descriptors for a state of 15 fields; the result is the
    same value ``cls(...)`` would build.

    Only for classes without validators, converters or post-init hooks, and without a
    ``__weakref__`` slot of their own (CPython refuses the ``__class__`` assignment then).
    Every slot must be set before the assignment: an unset slot is an error when read.

    >>> import attrs
    >>> @attrs.frozen(weakref_slot=False)
    ... class Point:
    ...     x: int
    ...     y: int
    >>> point = object.__new__(draft_class(Point))
    >>> point.x = 1
    >>> point.y = 2
    >>> point.__class__ = Point
    >>> point == Point(1, 2), type(point) is Point
    (True, True)
    >>> point.x = 3
    Traceback (most recent call last):
    ...
    attr.exceptions.FrozenInstanceError: can't set attribute

    Raises:
        TypeError: ``cls`` has a validator, a converter or ``__attrs_post_init__``, or is not
            slotted with ``weakref_slot=False``.
    """
    for field in attrs.fields(cls):
        if field.validator is not None or field.converter is not None:
            raise TypeError(f"{cls.__name__}.{field.name} needs its __init__")
    if hasattr(cls, "__attrs_post_init__"):
        raise TypeError(f"{cls.__name__} needs its __init__ (it has __attrs_post_init__)")
    slots = cls.__dict__.get("__slots__")
    if slots is None or "__weakref__" in slots:
        raise TypeError(f"{cls.__name__} must be slotted, with weakref_slot=False")
    base: type = cls.__bases__[0]
    namespace: dict[str, Any] = {"__slots__": slots, "__module__": cls.__module__}
    if base is not object:  # a frozen base's hooks would refuse the stores (both are needed
        # for the interpreter to see plain attribute stores and specialize them)
        namespace["__setattr__"] = object.__setattr__
        namespace["__delattr__"] = object.__delattr__
    draft = type(f"{cls.__name__}Draft", (base,), namespace)
    probe: Any = object.__new__(draft)
    probe.__class__ = cls  # fails now, not on the hot path, if the layouts differ
    return draft
