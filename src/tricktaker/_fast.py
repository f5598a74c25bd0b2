"""Kept for the game modules that still import :func:`draft_class` from here; its home is
:mod:`tricktaker.plugin` (public, for plug-ins too). Remove once nothing imports this."""

from __future__ import annotations

from tricktaker.plugin import draft_class

__all__ = ["draft_class"]
