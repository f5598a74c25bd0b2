"""The worker processes of ``tricktaker simulate --workers``: an executor that Ctrl-C stops at once.

:class:`concurrent.futures.ProcessPoolExecutor` cannot stop a worker in the middle of its
work (before Python 3.14), so a search bot's games would run on for seconds after Ctrl-C.
:class:`InterruptiblePool` is a :class:`multiprocessing.pool.Pool` behind the
:class:`~concurrent.futures.Executor` interface that :func:`tricktaker.simulation.play_games`
takes: its workers ignore Ctrl-C (the command handles it), and :meth:`~InterruptiblePool.shutdown`
terminates them.
"""

from __future__ import annotations

import multiprocessing
import signal
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import TypeVar

from typing_extensions import ParamSpec

from tricktaker.terminal.interrupt import interrupts_ignored

__all__ = ["InterruptiblePool"]

_P = ParamSpec("_P")
_T = TypeVar("_T")


def _ignore_interrupts() -> None:
    """In a worker: Ctrl-C is the parent's to handle; it stops the workers itself."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class InterruptiblePool(Executor):
    """``workers`` processes that ignore Ctrl-C; shutting down terminates them at once."""

    def __init__(self, workers: int) -> None:
        # Born ignoring Ctrl-C (a child inherits the parent's handler as it starts): a worker
        # not yet at its initializer when Ctrl-C comes would otherwise raise in its start-up.
        with interrupts_ignored():
            self._pool = multiprocessing.Pool(workers, initializer=_ignore_interrupts)

    def submit(self, fn: Callable[_P, _T], /, *args: _P.args, **kwargs: _P.kwargs) -> Future[_T]:
        """Run ``fn(*args, **kwargs)`` in a worker; its future, already running (it cannot
        be cancelled: shutting down stops it)."""
        future: Future[_T] = Future()
        future.set_running_or_notify_cancel()
        self._pool.apply_async(
            fn, args, kwargs, callback=future.set_result, error_callback=future.set_exception
        )
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Terminate the workers, whatever they are doing (a second Ctrl-C cannot interrupt
        this); ``wait`` and ``cancel_futures`` change nothing."""
        with interrupts_ignored():
            self._pool.terminate()
            self._pool.join()
