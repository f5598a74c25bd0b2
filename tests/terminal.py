"""A program run on a pseudo-terminal, the way a person at a terminal runs it.

Typing Ctrl-C (``\\x03``) into the terminal makes the terminal driver send SIGINT to the
program's whole foreground process group (its worker processes too), as a real terminal does.
"""

from __future__ import annotations

import contextlib
import os
import re
import select
import signal
import subprocess
import sys
import time
from collections.abc import Sequence

import pytest

if sys.platform == "win32":  # pragma: no cover
    pytest.skip("pseudo-terminals are POSIX only", allow_module_level=True)

import fcntl
import termios

CTRL_C = "\x03"
CTRL_D = "\x04"


def _take_the_terminal() -> None:
    """In the child, after setsid: make standard input its controlling terminal."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class Terminal:
    """``argv`` running on a new pseudo-terminal, in a session of its own."""

    def __init__(self, argv: Sequence[str], *, cwd: str | None = None) -> None:
        controller, terminal = os.openpty()
        env = dict(os.environ, PYTHONIOENCODING="utf-8", COLUMNS="100")
        env.pop("NO_COLOR", None)
        self.process = subprocess.Popen(
            list(argv),
            stdin=terminal,
            stdout=terminal,
            stderr=terminal,
            cwd=cwd,
            env=env,
            start_new_session=True,
            preexec_fn=_take_the_terminal,
        )
        os.close(terminal)
        self._controller = controller
        self._seen = b""

    @property
    def screen(self) -> str:
        """Everything the program has written so far, with plain newlines."""
        return self._seen.decode("utf-8", "replace").replace("\r\n", "\n")

    def _read(self, timeout: float) -> bool:
        """Read what is there within ``timeout`` seconds; False once the terminal is closed."""
        ready, _, _ = select.select([self._controller], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(self._controller, 65536)
        except OSError:  # EIO: every process holding the terminal has ended
            return False
        self._seen += data
        return bool(data)

    def wait_for(self, pattern: str, timeout: float = 120, *, after: int = 0) -> re.Match[str]:
        """Read until the screen from position ``after`` on matches ``pattern`` (a regular
        expression); the match. If it never does, the program is stopped and the test fails."""
        deadline = time.monotonic() + timeout
        compiled = re.compile(pattern)
        while True:
            match = compiled.search(self.screen, after)
            if match is not None:
                return match
            if time.monotonic() > deadline or not self._read(0.2):
                self.kill()
                raise AssertionError(f"never saw {pattern!r}; the screen:\n{self.screen}")

    def kill(self) -> None:
        """Stop the program and its group at once (a test that failed)."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        os.close(self._controller)

    def type(self, text: str) -> None:
        """Type ``text`` (a line wants its own ``\\n``)."""
        os.write(self._controller, text.encode("utf-8"))

    def finish(self, timeout: float = 60) -> int:
        """Read the rest of the output until the program ends; its exit status. A program
        still running after ``timeout`` seconds is killed, and the test fails."""
        deadline = time.monotonic() + timeout
        while self._read(0.2):
            if time.monotonic() > deadline:
                self.kill()
                raise AssertionError(f"still running after {timeout} s; the screen:\n{self.screen}")
        status = self.process.wait(timeout=max(1.0, deadline - time.monotonic()))
        os.close(self._controller)
        return status

    def group_has_ended(self, timeout: float = 10) -> bool:
        """Whether every process of the program's group (its workers too) has ended."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                os.killpg(self.process.pid, 0)
            except ProcessLookupError:
                return True
            time.sleep(0.1)
        return False
