"""What the per-game encoding tests share: an observation read back section by section."""

from __future__ import annotations

from typing import Any

from tricktaker import encoding


def nonzero_by_section(view: Any) -> dict[str, dict[int, float]]:
    """The observation of ``view`` as {section: {offset in the section: value}}, zeros left
    out (sections that are all zero too)."""
    vector = encoding.observation(view)
    found: dict[str, dict[int, float]] = {}
    start = 0
    for section in encoding.observation_layout(view.rules):
        values = {i: x for i, x in enumerate(vector[start : start + section.size]) if x}
        if values:
            found[section.name] = values
        start += section.size
    assert start == len(vector)
    return found
