"""Kept for the game modules that still import :func:`present_as` from here; its home is
:mod:`tricktaker.plugin` (public, for plug-ins too). Remove once nothing imports this."""

from __future__ import annotations

from tricktaker.plugin import present_as

__all__ = ["present_as"]
