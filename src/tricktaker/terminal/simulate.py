"""``tricktaker simulate``: the command over :func:`tricktaker.simulation.play_games`.

The games, their seeds and the figures are the library's (:mod:`tricktaker.simulation`): game
``i`` is dealt from seed ``seed + i`` and its bots seeded from ``(seed, i, seat)``, so the
result is the same for any number of ``--workers`` and on a Dask cluster (``--dask``). This
module adds what a person at a terminal needs: the worker processes that Ctrl-C stops at once
(:class:`~tricktaker.terminal.pool.InterruptiblePool`), a Dask client for ``--dask``, the
progress bar, the table and the figures kept after an interrupt.
"""

from __future__ import annotations

import contextlib
import importlib
import math
import os
import sys
import time
from collections.abc import Generator, Iterator, Sequence
from typing import Any, TextIO

from tricktaker.errors import TricktakerError
from tricktaker.games import Game
from tricktaker.simulation import (
    BotFactory,
    BotResult,
    BotSpec,
    ExecutorLike,
    GameResult,
    SimulationResult,
    bot_labels,
    results_table,
)

# The library's seeding and figures, under the names the command's tests have used.
from tricktaker.simulation import bot_seed as bot_seed
from tricktaker.simulation import lineup as lineup
from tricktaker.simulation import piece_size as piece_size
from tricktaker.simulation import play_games as play_on
from tricktaker.simulation import wilson_interval as wilson_interval
from tricktaker.terminal.interrupt import INTERRUPTED, interrupts_ignored
from tricktaker.terminal.pool import InterruptiblePool

__all__ = [
    "Progress",
    "bot_from_path",
    "check_rotation",
    "connect_dask",
    "executor_for",
    "header",
    "play_games",
    "run",
    "seat_count",
    "simulate",
]


def seat_count(names: int, default: int) -> int:
    """The number of players when ``--players`` is not given: the game's ``default`` if the
    ``names`` bots rotate evenly over it (it is a multiple of their number), else one seat a
    name.

    >>> seat_count(2, 4), seat_count(1, 4), seat_count(3, 4), seat_count(5, 4)
    (4, 4, 3, 5)
    """
    return default if default % names == 0 else names


def check_rotation(names: int, players: int) -> None:
    """Refuse a lineup whose bots cannot rotate evenly: ``players`` must be a multiple of
    ``names``, so that every game seats each bot as often as the game before.

    >>> check_rotation(2, 4)
    >>> check_rotation(7, 4)
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: --bots names 7 bots for --players 4: they cannot rotate evenly ...
    """
    if players % names:
        counts = [k for k in range(1, players + 1) if players % k == 0]
        listed = ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}"
        raise TricktakerError(
            f"--bots names {names} bots for --players {players}: they cannot rotate evenly "
            f"(each game would seat a different mix); give {listed} names (a name may be "
            "repeated), or as many players as names"
        )


def connect_dask(address: str) -> Any:
    """A ``distributed.Client`` of the Dask scheduler at ``address`` (``tcp://host:8786``).

    Raises:
        TricktakerError: Dask's ``distributed`` is not installed, or the scheduler cannot be
            reached.
    """
    try:
        distributed = importlib.import_module("distributed")
    except ImportError:
        raise TricktakerError(
            "--dask needs Dask's distributed package, which the dask extra installs: "
            'pip install "tricktaker[dask]"'
        ) from None
    try:
        # Not the default client: this one is the command's, closed when it ends.
        return distributed.Client(address, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as error:
        raise TricktakerError(
            f"--dask {address}: cannot reach a Dask scheduler there ({error})"
        ) from None


@contextlib.contextmanager
def executor_for(workers: int, dask: str | None) -> Iterator[ExecutorLike | None]:
    """The executor of the games: a Dask client for ``dask``, else ``workers`` processes
    (None: this process alone); stopped or closed at the end of the block."""
    if dask is not None:
        client = connect_dask(dask)
        try:
            yield client
        finally:
            with interrupts_ignored():
                client.close()
    elif workers == 1:
        yield None
    else:
        pool = InterruptiblePool(workers)
        try:
            yield pool
        finally:
            pool.shutdown()


def bot_from_path(path: str) -> BotFactory:
    """The bot factory that ``path`` names, ``module:attribute`` (``mybots:GreedyBot``,
    ``mybots:factories.greedy``): what ``simulate --bots`` takes beside the game's bot names.
    The module is imported from the current directory or the installed packages.

    >>> bot_from_path("tricktaker.bots:RandomBot").__name__
    'RandomBot'
    >>> bot_from_path("tricktaker.bots:Nothing")
    Traceback (most recent call last):
    ...
    tricktaker.TricktakerError: --bots tricktaker.bots:Nothing: tricktaker.bots has no Nothing

    Raises:
        TricktakerError: the module cannot be imported, lacks the attribute, or the attribute
            is not callable.
    """
    module_name, _, attribute = path.partition(":")
    if not module_name or not attribute:
        raise TricktakerError(f"--bots {path}: a bot of your own is module:attribute")
    try:
        found: Any = _import_here_too(module_name)
    except ImportError as error:
        raise TricktakerError(f"--bots {path}: cannot import {module_name} ({error})") from None
    for part in attribute.split("."):
        if not hasattr(found, part):
            raise TricktakerError(f"--bots {path}: {module_name} has no {attribute}")
        found = getattr(found, part)
    if not callable(found):
        raise TricktakerError(
            f"--bots {path}: {attribute} is not callable (a bot factory takes a seed and "
            "returns a bot)"
        )
    factory: BotFactory = found
    return factory


def _import_here_too(name: str) -> Any:
    """Import the module ``name``, from the current directory too: the ``tricktaker``
    console script does not search it, as ``python -m`` does. The directory stays on the
    path, so that worker processes unpickle the module's bots."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        here = os.getcwd()
        if error.name != name.partition(".")[0] or here in sys.path:
            raise
        sys.path.append(here)
        return importlib.import_module(name)


def play_games(
    game: Game,
    rules: Any,
    bots: Sequence[BotSpec],
    *,
    games: int,
    seed: int,
    workers: int = 1,
    dask: str | None = None,
) -> Generator[tuple[int, GameResult], None, None]:
    """Each game's index and result, as the games finish (in any order with ``workers`` > 1
    or ``dask``).

    The workers are processes that ignore Ctrl-C; closing the iterator (or an exception in
    it, Ctrl-C included) stops them at once. With ``dask``, the games are played on that Dask
    scheduler's workers, and closing the iterator cancels those not started.
    """
    with executor_for(workers, dask) as executor:
        yield from play_on(
            game,
            rules,
            bots,
            games,
            seed=seed,
            executor=executor,
            workers=None if dask is not None else workers,
        )


class Progress:
    """A one-line progress bar: ``[#####-----]  50% 100/200 games, 12.0 games/s, 8 s left``.

    Drawn on ``stream`` with carriage returns: at once, then as games finish, at most ten
    times a second (always the first and the last); nothing when ``enabled`` is False.
    """

    def __init__(self, stream: TextIO, total: int, *, enabled: bool, width: int = 24) -> None:
        self._stream = stream
        self._total = total
        self._enabled = enabled
        self._width = width
        self._start = time.perf_counter()
        self._drawn: float | None = None
        self._longest = 0

    def line(self, done: int, elapsed: float) -> str:
        """The bar after ``done`` games in ``elapsed`` seconds.

        >>> Progress(sys.stderr, 200, enabled=False).line(100, 10.0)
        '[############------------]  50% 100/200 games, 10.0 games/s, 10 s left'
        """
        filled = self._width * done // self._total
        rate = done / elapsed if elapsed > 0 else 0.0
        left = f"{math.ceil((self._total - done) / rate)} s left" if rate > 0 else "? s left"
        return (
            f"[{'#' * filled}{'-' * (self._width - filled)}] {100 * done // self._total:3d}% "
            f"{done}/{self._total} games, {rate:.1f} games/s, {left}"
        )

    def update(self, done: int) -> None:
        """Redraw the bar for ``done`` games finished (always the first time, and when all are)."""
        if not self._enabled:
            return
        now = time.perf_counter()
        if self._drawn is not None and done < self._total and now - self._drawn < 0.1:
            return
        self._drawn = now
        line = self.line(done, now - self._start)
        self._stream.write("\r" + line.ljust(self._longest))
        self._longest = max(self._longest, len(line))
        if done >= self._total:
            self._stream.write(f"\ndone in {now - self._start:.1f} s\n")
        self._stream.flush()

    def stop(self, done: int) -> None:
        """End the bar's line early, after ``done`` games (an interrupt)."""
        if self._enabled and self._drawn is not None and done < self._total:
            self._drawn = None
            self.update(done)
            self._stream.write(f"\nstopped after {time.perf_counter() - self._start:.1f} s\n")
            self._stream.flush()


def _check(
    game: Game, bots: Sequence[BotSpec], games: int, workers: int, dask: str | None
) -> tuple[str, ...]:
    """The labels of ``bots`` (see :func:`~tricktaker.simulation.bot_labels`), after refusing
    any bad argument."""
    labels = bot_labels(game, bots)
    if type(games) is not int or games < 1:
        raise TricktakerError(f"--games must be at least 1, not {games}")
    if type(workers) is not int or workers < 1:
        raise TricktakerError(f"--workers must be at least 1, not {workers}")
    if dask is not None and workers != 1:
        raise TricktakerError(
            f"--workers {workers} and --dask: the Dask cluster's workers play the games; "
            "give one or the other"
        )
    return labels


def simulate(
    game: Game,
    rules: Any,
    bots: Sequence[BotSpec],
    *,
    games: int,
    seed: int,
    workers: int = 1,
    dask: str | None = None,
    progress: Progress | None = None,
) -> list[BotResult]:
    """Play ``games`` games and return each bot's figures, in the order of ``bots``.

    >>> from tricktaker import get_game, wizard
    >>> results = simulate(get_game("wizard"), wizard.Rules(players=4), ["heuristic", "random"],
    ...                    games=2, seed=1)
    >>> [(result.name, result.seat_games) for result in results]
    [('heuristic', 4), ('random', 4)]
    """
    labels = _check(game, bots, games, workers, dask)
    finished: dict[int, GameResult] = {}
    if progress is not None:
        progress.update(0)
    for index, result in play_games(
        game, rules, bots, games=games, seed=seed, workers=workers, dask=dask
    ):
        finished[index] = result
        if progress is not None:
            progress.update(len(finished))
    figures = SimulationResult.from_games(
        game.name, rules, labels, games=games, seed=seed, finished=finished
    )
    return list(figures.bots)


def header(game: Game, rules: Any, bots: Sequence[str], games: int, seed: int) -> list[str]:
    """The lines that say what was played: the rules, the games and how the bots rotate.

    >>> from tricktaker import get_game, szaman
    >>> print("\\n".join(header(get_game("szaman"), szaman.Rules(players=3),
    ...                          ["search", "heuristic", "heuristic"], 20, 1)[1:]))
    20 games of 3 players; game i is dealt from seed 1+i
    seats in game 0: search, heuristic, heuristic
    each game the bots move one seat on: seat s of game i is name (s + i) mod 3 of --bots
    """
    return [
        f"{game.title}: {rules!r}",
        f"{games} game{'s' * (games != 1)} of {rules.players} players; "
        f"game i is dealt from seed {seed}+i",
        f"seats in game 0: {', '.join(lineup(0, bots, rules.players))}",
        "each game the bots move one seat on: seat s of game i is name (s + i) mod "
        f"{len(bots)} of --bots",
    ]


def run(
    game: Game,
    rules: Any,
    bots: Sequence[BotSpec],
    *,
    games: int,
    seed: int,
    workers: int,
    json_path: str | None,
    show_progress: bool | None,
    out: TextIO,
    err: TextIO | None = None,
    dask: str | None = None,
) -> int:
    """The ``simulate`` command: simulate, print the table, write the JSON if asked; the exit
    status.

    Ctrl-C stops the games at once (the workers too); the figures of the games finished by
    then are printed and written, marked as partial, and the status is 130.
    """
    err = sys.stderr if err is None else err
    labels = _check(game, bots, games, workers, dask)
    if show_progress is None:
        isatty = getattr(err, "isatty", None)
        show_progress = bool(isatty and isatty())
    progress = Progress(err, games, enabled=show_progress)
    finished: dict[int, GameResult] = {}
    interrupted = False
    results = play_games(game, rules, bots, games=games, seed=seed, workers=workers, dask=dask)
    try:
        progress.update(0)
        for index, result in results:
            finished[index] = result
            progress.update(len(finished))
    except KeyboardInterrupt:
        interrupted = True
    with interrupts_ignored():  # a second Ctrl-C while stopping changes nothing
        results.close()
        if interrupted:
            progress.stop(len(finished))
            print(f"interrupted: {len(finished)} of {games} games finished", file=err)
        figures = SimulationResult.from_games(
            game.name, rules, labels, games=games, seed=seed, finished=finished
        )
        _report(game, figures, labels, json_path, out, err)
    return INTERRUPTED if interrupted else 0


def _report(
    game: Game,
    figures: SimulationResult,
    bots: Sequence[str],
    json_path: str | None,
    out: TextIO,
    err: TextIO,
) -> None:
    """Print the ``figures`` and write them as JSON if asked. ``json_path`` ``-`` writes the
    JSON to ``out`` and the table to ``err``, so that the output can be piped to a program."""
    if json_path == "-":
        out, json_out = err, out
    lines = header(game, figures.rules, bots, figures.games, figures.seed)
    if figures.partial:
        lines.append(
            f"interrupted: the figures are over the {figures.games_finished} of "
            f"{figures.games} games finished"
        )
    for line in lines + results_table(figures.bots):
        print(line, file=out)
    if json_path == "-":
        json_out.write(figures.to_json())
    elif json_path is not None:
        with open(json_path, "w", encoding="utf-8") as file:
            file.write(figures.to_json())
