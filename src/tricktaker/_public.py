"""Present public objects under the package users import them from."""

from __future__ import annotations

from typing import Any

__all__ = ["present_as"]


def present_as(module: str, namespace: dict[str, Any], names: list[str]) -> None:
    """Set ``__module__`` of the classes and functions in ``names`` defined under ``module``.

    Tracebacks, reprs and the API docs then say ``tricktaker.Card`` rather than
    ``tricktaker.cards.Card``; pickling still works because ``module`` re-exports each name.
    """
    for name in names:
        obj = namespace[name]
        is_class_or_function = isinstance(obj, type) or hasattr(obj, "__code__")
        if is_class_or_function and obj.__module__.startswith(module + "."):
            obj.__module__ = module
