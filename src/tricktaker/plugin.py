"""Helpers for writing a game package: what the built-in games use, offered to plug-ins.

- :func:`present_as`: show a package's public classes and functions under the package's name
  (``tricktaker.wizard.State`` rather than ``tricktaker.wizard.state.State``) in reprs,
  tracebacks and the API docs;
- ``public_dir``: a package's ``__dir__`` that lists what it offers and nothing it
  imported;
- :func:`draft_class`: build frozen attrs values on the hot path without their ``__init__``;
- :func:`builder`, :func:`copier`, :func:`evolver`, :func:`projection`: functions generated
  once from a frozen class's attrs fields that build, copy, change or derive its values,
  through drafts (so that adding a field to a state is one edit).

The rest of a game's toolkit lives beside the values it works on: :class:`~tricktaker.Game`
and :func:`~tricktaker.register_game` (:mod:`tricktaker.games`),
:func:`~tricktaker.serialize.register_types` (JSON), the helpers of :mod:`tricktaker.tricks`
and :mod:`tricktaker.consistency`, and :func:`~tricktaker.testing.check_game`. The page
"Writing a game" of the docs puts them together.
"""

from __future__ import annotations

import linecache
import types
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

__all__ = ["builder", "copier", "draft_class", "evolver", "present_as", "projection"]

T = TypeVar("T")


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


def public_dir(namespace: dict[str, Any]) -> Callable[[], list[str]]:
    """A module's ``__dir__`` (PEP 562) that lists its ``__all__``, its submodules and its
    dunder names only: ``dir(tricktaker.szaman)`` then shows what the package offers, not the
    ``annotations`` of its ``from __future__`` import nor the helpers it imported.

    A package sets ``__dir__ = public_dir(globals())`` in its ``__init__``.

    >>> import types
    >>> package = types.ModuleType("tinygame")
    >>> package.__all__, package.helper, package.start = ["start"], len, print
    >>> package.__dir__ = public_dir(vars(package))
    >>> [name for name in dir(package) if not name.startswith("__")]
    ['start']
    """

    def __dir__() -> list[str]:
        prefix = f"{namespace['__name__']}."
        names = set(namespace.get("__all__", ()))
        for name, value in namespace.items():
            if name.startswith("__") and name.endswith("__"):
                names.add(name)
            elif name.startswith("_"):
                continue
            elif isinstance(value, types.ModuleType) and value.__name__ == prefix + name:
                names.add(name)  # a public submodule, as importing it sets it
        return sorted(names)

    return __dir__


def draft_class(cls: type) -> type[Any]:
    """A class whose instances have the slots of the frozen slotted attrs class ``cls`` (or of
    the :class:`~tricktaker.lean.LeanValue` ``cls``) and may be filled freely; assigning
    ``cls`` to a filled draft's ``__class__`` freezes it.

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
    >>> point = draft_class(Point)()
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
    lean = isinstance(getattr(cls, "__record__", None), type)  # its slots are not its fields
    for field in attrs.fields(cls) if attrs.has(cls) and not lean else ():
        if field.validator is not None or field.converter is not None:
            raise TypeError(f"{cls.__name__}.{field.name} needs its __init__")
    if hasattr(cls, "__attrs_post_init__"):
        raise TypeError(f"{cls.__name__} needs its __init__ (it has __attrs_post_init__)")
    slots = cls.__dict__.get("__slots__")
    if slots is None or "__weakref__" in slots:
        raise TypeError(f"{cls.__name__} must be slotted, with weakref_slot=False")
    base: type = cls.__bases__[0]
    # object's own __init__: calling the draft class, ``Draft()``, is then the cheapest way
    # to a new instance (cheaper than ``object.__new__(Draft)``, which goes through a wrapper)
    namespace: dict[str, Any] = {
        "__slots__": slots, "__module__": cls.__module__, "__init__": object.__init__
    }  # fmt: skip
    if base is not object:  # a frozen base's hooks would refuse the stores (both are needed
        # for the interpreter to see plain attribute stores and specialize them)
        namespace["__setattr__"] = object.__setattr__
        namespace["__delattr__"] = object.__delattr__
    draft = type(f"{cls.__name__}Draft", (base,), namespace)
    probe: Any = draft()
    probe.__class__ = cls  # fails now, not on the hot path, if the layouts differ
    return draft


def builder(cls: type[T], *, positional: bool = False) -> Callable[..., T]:
    """A function that builds a ``cls`` from every field given by keyword, through a draft:
    ``cls(...)`` without its cost, generated once from the attrs fields (as attrs generates
    ``__init__``, and registered in ``linecache`` so that tracebacks show its source).

    A field added to ``cls`` is then one edit: every call site names its fields, and a call
    that misses one raises :class:`TypeError`. No validation runs: for the engine's own steps.
    ``positional``: the fields are given in order instead (a call by keyword costs more, for
    an event built at every trick).

    >>> import attrs
    >>> @attrs.frozen(weakref_slot=False)
    ... class Point:
    ...     x: int
    ...     y: int
    >>> build = builder(Point)
    >>> build(y=2, x=1) == Point(1, 2), type(build(x=1, y=2)) is Point
    (True, True)
    >>> build(x=1)
    Traceback (most recent call last):
    ...
    TypeError: build_Point() missing 1 required keyword-only argument: 'y'
    """
    names = _field_names(cls)
    stores = "".join(f"    _draft.{name} = {name}\n" for name in names)
    function = f"build_{cls.__name__}"
    source = (
        f"def {function}({'' if positional else '*, '}{', '.join(names)}):\n"
        f"    _draft = _Draft()\n{stores}"
        f"    _draft.__class__ = _cls\n"
        f"    return _draft\n"
    )
    return _generated(cls, function, source)  # type: ignore[no-any-return]


def copier(cls: type) -> Callable[[Any], Any]:
    """A function that copies an instance of ``cls`` into a draft (see :func:`draft_class`):
    ``attrs.evolve`` without its cost, for the hot path. Assign the fields that change, then
    ``cls`` to the draft's ``__class__``. Generated once from the attrs fields, so a field added
    to ``cls`` is copied with no edit.

    >>> import attrs
    >>> @attrs.frozen(weakref_slot=False)
    ... class Point:
    ...     x: int
    ...     y: int
    >>> draft = copier(Point)(Point(1, 2))
    >>> draft.y = 5
    >>> draft.__class__ = Point
    >>> draft
    Point(x=1, y=5)
    """
    names = _field_names(cls)
    function = f"copy_{cls.__name__}"
    source = (
        f"def {function}(_source):\n"
        f"    _draft = _Draft()\n"
        + "".join(f"    _draft.{name} = _source.{name}\n" for name in names)
        + "    return _draft\n"
    )
    return _generated(cls, function, source)  # type: ignore[no-any-return]


def evolver(cls: type[T], *changed: str) -> Callable[..., T]:
    """A function ``(instance, **changed)`` that returns ``instance`` with the ``changed``
    fields replaced and the others kept: ``attrs.evolve`` for one fixed set of fields, without
    its cost, generated once. Every changed field must be given, by keyword.

    >>> import attrs
    >>> @attrs.frozen(weakref_slot=False)
    ... class Point:
    ...     x: int
    ...     y: int
    >>> move_y = evolver(Point, "y")
    >>> move_y(Point(1, 2), y=5)
    Point(x=1, y=5)
    """
    names = _field_names(cls)
    unknown = set(changed).difference(names)
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {', '.join(sorted(unknown))}")
    function = f"evolve_{cls.__name__}_{'_'.join(changed)}"
    source = (
        f"def {function}(_source, *, {', '.join(changed)}):\n"
        f"    _draft = _Draft()\n"
        + "".join(
            f"    _draft.{name} = {name if name in changed else '_source.' + name}\n"
            for name in names
        )
        + "    _draft.__class__ = _cls\n"
        + "    return _draft\n"
    )
    return _generated(cls, function, source)  # type: ignore[no-any-return]


def projection(cls: type[T], source: type, *given: str) -> Callable[..., T]:
    """A function ``(instance, *given)`` that builds a ``cls`` from an instance of ``source``:
    each field of ``cls`` that ``source`` has too is copied, and the ``given`` fields (every
    field of ``cls`` that ``source`` lacks, and any other) are passed, in the order named. How a
    game builds a seat's view of a state, or a state from a view, without listing the fields
    they share: a field added to both is copied with no edit. Generated once, through a draft.

    >>> import attrs
    >>> @attrs.frozen(weakref_slot=False)
    ... class Point:
    ...     x: int
    ...     y: int
    ...     colour: str
    >>> @attrs.frozen(weakref_slot=False)
    ... class Seen:
    ...     x: int
    ...     y: int
    ...     seen_by: int
    >>> projection(Seen, Point, "seen_by")(Point(1, 2, "red"), 3)
    Seen(x=1, y=2, seen_by=3)

    Raises:
        TypeError: a field of ``cls`` is neither ``given`` nor a field of ``source``.
    """
    names = _field_names(cls)
    shared = set(_field_names(source)).difference(given)
    missing = [name for name in names if name not in shared and name not in given]
    if missing:
        raise TypeError(f"{cls.__name__}.{', '.join(missing)}: not given, not on {source.__name__}")
    function = f"project_{source.__name__}_{cls.__name__}"
    source_text = (
        f"def {function}(_source, {', '.join(given)}):\n"
        f"    _draft = _Draft()\n"
        + "".join(
            f"    _draft.{name} = {name if name in given else '_source.' + name}\n"
            for name in names
        )
        + "    _draft.__class__ = _cls\n"
        + "    return _draft\n"
    )
    return _generated(cls, function, source_text)  # type: ignore[no-any-return]


def _field_names(cls: type) -> list[str]:
    fields: Any = attrs.fields(cls)
    return [field.name for field in fields]


def _generated(cls: type, function: str, source: str) -> Any:
    """The function ``function`` that ``source`` defines, for ``cls``'s drafts; its source is
    kept in ``linecache`` so that tracebacks show it."""
    filename = f"<tricktaker {function} {cls.__module__}.{cls.__qualname__}>"
    namespace: dict[str, Any] = {"_Draft": draft_class(cls), "_cls": cls}
    exec(compile(source, filename, "exec"), namespace)
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    generated = namespace[function]
    generated.__module__ = cls.__module__
    return generated
