"""Ctrl-C in the commands: the exit status it gives, and a block that a second one cannot break.

A command stopped by Ctrl-C finishes what the person needs (saves the game, prints the figures
so far) inside :func:`interrupts_ignored`, so pressing Ctrl-C again while it does cannot leave
a half-written file or a traceback.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator

__all__ = ["INTERRUPTED", "interrupts_ignored"]

INTERRUPTED = 130
"""The exit status of a command stopped by Ctrl-C (128 + SIGINT), as shells report it."""


@contextlib.contextmanager
def interrupts_ignored() -> Iterator[None]:
    """Ignore Ctrl-C inside the block, where the process can (in its main thread).

    >>> import signal
    >>> with interrupts_ignored():
    ...     signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    True
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
