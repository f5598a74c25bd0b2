"""What the benchmark scripts share: a duration written in the unit that suits it."""

from __future__ import annotations


def duration(seconds: float) -> str:
    """``seconds`` in s, ms or µs, whichever reads best.

    >>> duration(0.25), duration(0.0123), duration(0.0000042)
    ('0.25 s', '12.3 ms', '4.2 µs')
    """
    if seconds >= 0.1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-4:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds * 1e6:.1f} µs"
