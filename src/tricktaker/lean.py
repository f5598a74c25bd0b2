"""Lean values: immutable objects kept in a few slots, written as JSON through a record.

A game state is rebuilt at every decision. As a frozen attrs class of fifteen fields, each
decision copies all fifteen. A *lean* state keeps only what changes from one decision to the
next in its own slots (the cards still held as one mask, the trick, whose turn it is) and a
reference to what every state of the same round shares (the rules, the hands as dealt, the
trump); its public attributes (``hands``, ``trump``, ...) are slots or properties derived
from them. Such a state derives from :class:`LeanValue` and names, as ``__record__``, an attrs
class that declares its public fields: their names, types and defaults, in the order JSON
writes them. :func:`~tricktaker.serialize.register_types` reads that record, reads each field
as an attribute, and rebuilds the value with ``cls(**fields)``, so the game's ``__init__``
takes the public fields by keyword (the slow, checked way in; the game's steps build their
states through drafts, :func:`~tricktaker.plugin.draft_class`).

:class:`LeanValue` gives what an attrs frozen class would: assigning or deleting an attribute
raises, and equality, hashing, ``repr`` and pickling go by the public fields.

>>> import attrs
>>> @attrs.frozen
... class _PointRecord:
...     x: int
...     y: int
>>> class Point(LeanValue):
...     __record__ = _PointRecord
...     __slots__ = ("x", "_y2")
...     def __init__(self, *, x: int, y: int) -> None:
...         self._fill(x=x, _y2=2 * y)
...     @property
...     def y(self) -> int:
...         return self._y2 // 2
>>> point = Point(x=1, y=2)
>>> point, point == Point(x=1, y=2), hash(point) == hash(Point(x=1, y=2))
(Point(x=1, y=2), True, True)
>>> point.x = 5
Traceback (most recent call last):
...
attr.exceptions.FrozenInstanceError: can't set attribute
>>> import copy
>>> copy.deepcopy(point) == point  # as pickle does, through the public fields
True

A game's steps build the next value without ``__init__``, through a draft:

>>> from tricktaker.plugin import draft_class
>>> draft = draft_class(Point)()
>>> draft.x, draft._y2 = 3, 8
>>> draft.__class__ = Point
>>> draft
Point(x=3, y=4)
"""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

import attrs

__all__ = ["LeanValue", "replace"]

T = TypeVar("T")


class LeanValue:
    """The base of a lean value: a slotted class whose ``__record__`` (an attrs class) names
    its public fields. A subclass declares ``__slots__`` and an ``__init__`` that takes every
    public field by keyword and fills the slots with :meth:`_fill`."""

    __slots__ = ()
    __record__: ClassVar[type]
    _field_names: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        record = cls.__dict__.get("__record__")
        if record is not None:
            if not attrs.has(record):
                raise TypeError(f"{cls.__name__}.__record__ must be an attrs class")
            cls._field_names = tuple(field.name for field in attrs.fields(record))
            # the record's fields stand for the value's: attrs.fields, attrs.evolve and
            # attrs.asdict then work on it as on an attrs class (evolve through __init__)
            cls.__attrs_attrs__ = record.__attrs_attrs__  # type: ignore[attr-defined]

    def _fill(self, **slots: Any) -> None:
        """Set slots of a value being built (in ``__init__``); never after."""
        for name, value in slots.items():
            object.__setattr__(self, name, value)

    def _fields(self) -> tuple[Any, ...]:
        """The public fields' values, in the record's order."""
        return tuple([getattr(self, name) for name in self._field_names])

    def __setattr__(self, name: str, value: Any) -> None:
        raise attrs.exceptions.FrozenInstanceError

    def __delattr__(self, name: str) -> None:
        raise attrs.exceptions.FrozenInstanceError

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self is other or self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash((type(self), self._fields()))

    def __repr__(self) -> str:
        pairs = zip(self._field_names, self._fields(), strict=True)
        shown = ", ".join(f"{name}={value!r}" for name, value in pairs)
        return f"{type(self).__qualname__}({shown})"

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuild, (type(self), dict(zip(self._field_names, self._fields(), strict=True)))


def _rebuild(cls: type[LeanValue], fields: dict[str, Any]) -> LeanValue:
    """A pickled lean value, rebuilt from its public fields."""
    return cls(**fields)


def replace(value: T, **changes: Any) -> T:
    """``value`` with the fields ``changes`` names replaced: ``attrs.evolve`` for a lean
    value (rebuilt through its checked ``__init__``) as for an attrs one.

    >>> import attrs
    >>> @attrs.frozen
    ... class _Record:
    ...     x: int
    ...     y: int
    >>> class Pair(LeanValue):
    ...     __record__ = _Record
    ...     __slots__ = ("x", "y")
    ...     def __init__(self, *, x: int, y: int) -> None:
    ...         self._fill(x=x, y=y)
    >>> replace(Pair(x=1, y=2), y=5), replace(_Record(1, 2), x=0)
    (Pair(x=1, y=5), _Record(x=0, y=2))
    """
    if isinstance(value, LeanValue):
        fields = dict(zip(value._field_names, value._fields(), strict=True))
        return type(value)(**{**fields, **changes})
    return attrs.evolve(value, **changes)  # type: ignore[misc]
