"""mypyc's class markers for the optional compiled build, with no dependency at run time.

mypyc (``benchmarks/mypyc_build.py``) reads ``@mypyc_attr(...)`` on a class where it is
written: ``native_class=False`` keeps a class an ordinary Python class (a base of the views, as
:class:`Declared` keeps the states and views themselves), and
``allow_interpreted_subclasses=True`` lets a class of pure Python derive from a compiled one
(a game's hooks written outside the build). In the pure-Python package the marker does
nothing: it is ``mypy_extensions``' where that is installed, else the same identity.

>>> @mypyc_attr(native_class=False)
... class Point:
...     pass
>>> Point.__name__
'Point'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from _typeshed import IdentityFunction

__all__ = ["Declared", "mypyc_attr"]

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # pragma: no cover - mypy_extensions comes with mypy

    def mypyc_attr(*attrs: str, **kwattrs: object) -> IdentityFunction:
        """The identity decorator: what ``mypy_extensions.mypyc_attr`` is at run time."""

        def identity(value: Any) -> Any:
            return value

        return identity


class Declared(type):
    """The metaclass of the engine's states and views (:mod:`tricktaker.engine.states`): a
    plain ``type``. mypyc keeps a class with a metaclass of its own, and each subclass, an
    ordinary Python class, as a state or view must be (its fields are declared in its class
    body and made into properties, and the engine's drafts change class), without marking
    every game's ``State`` and ``View``.

    >>> from tricktaker import ohhell
    >>> type(ohhell.State) is Declared
    True
    """
