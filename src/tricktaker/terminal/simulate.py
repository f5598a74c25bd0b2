"""``tricktaker simulate``: bots against bots over many seeded games, on several processes.

Game ``i`` (from 0) is dealt from seed ``seed + i``, and its bots are seeded from
``(seed, i, seat)``; so every game, and the whole result, is the same for any number of
worker processes. The bots named with ``--bots`` rotate over the seats: in game ``i`` seat
``s`` is played by ``bots[(s + i) % len(bots)]``, so over the games each bot sits in every seat
equally often and a seat's advantage (leading first, dealing last) cancels out.

Each bot's figures are over its *seat-games* (one seat in one game): wins counts the seat-games
it won (a game's tied winners each win), with a Wilson 95% confidence interval on the win
rate, and the mean and standard deviation of its final scores.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import queue
import random
import signal
import statistics
import sys
import time
from collections.abc import Generator, Sequence
from typing import Any, TextIO

import attrs

from tricktaker.bots import play_game
from tricktaker.errors import TricktakerError
from tricktaker.games import Game, get_game
from tricktaker.terminal.interrupt import INTERRUPTED, interrupts_ignored

__all__ = [
    "BotResult",
    "GameResult",
    "Progress",
    "check_rotation",
    "header",
    "lineup",
    "piece_size",
    "play_games",
    "run",
    "seat_count",
    "simulate",
    "table",
    "tally",
    "wilson_interval",
]

_Z95 = 1.959963984540054  # the standard normal quantile for a two-sided 95% interval


def wilson_interval(wins: int, trials: int, z: float = _Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default); (0, 1) without trials.

    >>> [round(x, 4) for x in wilson_interval(50, 100)]
    [0.4038, 0.5962]
    >>> wilson_interval(0, 10)[0], wilson_interval(0, 0)
    (0.0, (0.0, 1.0))
    """
    if trials == 0:
        return (0.0, 1.0)
    p = wins / trials
    spread = z * z / trials
    centre = (p + spread / 2) / (1 + spread)
    half = z * math.sqrt(p * (1 - p) / trials + spread / (4 * trials)) / (1 + spread)
    return (max(0.0, centre - half), min(1.0, centre + half))


def lineup(game_index: int, bots: Sequence[str], players: int) -> tuple[str, ...]:
    """The bot of each seat in game ``game_index``: the names rotate by one seat a game.

    >>> lineup(0, ["search", "heuristic"], 4), lineup(1, ["search", "heuristic"], 4)
    (('search', 'heuristic', 'search', 'heuristic'), ('heuristic', 'search', 'heuristic', 'search'))
    """
    return tuple(bots[(seat + game_index) % len(bots)] for seat in range(players))


def bot_seed(seed: int, game_index: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of game ``game_index``, the same in every process."""
    return random.Random(f"tricktaker-simulate:{seed}:{game_index}:{seat}").getrandbits(32)


GameResult = tuple[tuple[int, ...], tuple[int, ...]]
"""A game's final scores and its winners."""

_PIECE_SECONDS = 0.25  # the work a worker is sent at a time, in seconds of play


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


def _play_one(game: Game, rules: Any, bots: tuple[str, ...], seed: int, index: int) -> GameResult:
    names = lineup(index, bots, rules.players)
    players = [game.bots[name](bot_seed(seed, index, seat)) for seat, name in enumerate(names)]
    state, _ = game.start(rules, seed=seed + index)
    final, _ = play_game(state, players)
    return (tuple(final.scores), tuple(final.winners))


def _play_games(
    game_name: str, rules: Any, bots: tuple[str, ...], seed: int, first: int, count: int
) -> tuple[int, list[GameResult], float]:
    """In a worker: play games ``first`` to ``first + count - 1``; ``first``, each game's
    result and the seconds they took."""
    game = get_game(game_name)
    start = time.perf_counter()
    results = [_play_one(game, rules, bots, seed, i) for i in range(first, first + count)]
    return first, results, time.perf_counter() - start


def _ignore_interrupts() -> None:
    """In a worker: Ctrl-C is the parent's to handle; it stops the workers itself."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def piece_size(seconds_per_game: float, games_left: int, workers: int) -> int:
    """How many games to send a worker next: about a quarter of a second's play, so the
    progress bar moves and Ctrl-C loses little; no more than a share of the games left, so
    the workers finish together; one game until the time of a game is known.

    >>> piece_size(0.0, 1000, 2), piece_size(1.2, 1000, 2), piece_size(0.005, 1000, 2)
    (1, 1, 50)
    >>> piece_size(0.005, 40, 2)
    5
    """
    if seconds_per_game <= 0:
        return 1
    share = max(1, games_left // (4 * workers))
    return max(1, min(share, int(_PIECE_SECONDS / seconds_per_game)))


def play_games(
    game: Game, rules: Any, bots: Sequence[str], *, games: int, seed: int, workers: int = 1
) -> Generator[tuple[int, GameResult], None, None]:
    """Each game's index and result, as the games finish (in any order with ``workers`` > 1).

    The workers are processes of a :class:`multiprocessing.pool.Pool`; they ignore Ctrl-C,
    and closing the iterator (or an exception in it, Ctrl-C included) stops them at once.
    """
    names = tuple(bots)
    if workers == 1:
        for index in range(games):
            yield index, _play_one(game, rules, names, seed, index)
        return
    finished: queue.Queue[tuple[int, list[GameResult], float] | BaseException] = queue.Queue()
    pool = multiprocessing.Pool(workers, initializer=_ignore_interrupts)
    try:
        sent, busy, per_game = 0, 0, 0.0
        while sent < games or busy:
            while sent < games and busy < 2 * workers:
                count = min(piece_size(per_game, games - sent, workers), games - sent)
                pool.apply_async(
                    _play_games,
                    (game.name, rules, names, seed, sent, count),
                    callback=finished.put,
                    error_callback=finished.put,
                )
                sent += count
                busy += 1
            item = finished.get()
            busy -= 1
            if isinstance(item, BaseException):
                raise item
            first, results, seconds = item
            per_game = seconds / len(results)
            for offset, result in enumerate(results):
                yield first + offset, result
    finally:
        with interrupts_ignored():
            pool.terminate()
            pool.join()


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


@attrs.frozen(kw_only=True)
class BotResult:
    """One bot's figures over its seat-games."""

    name: str
    seat_games: int
    wins: int
    mean_score: float
    sd_score: float

    @property
    def win_rate(self) -> float:
        """Wins per seat-game."""
        return self.wins / self.seat_games if self.seat_games else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        """The Wilson 95% confidence interval of :attr:`win_rate`."""
        return wilson_interval(self.wins, self.seat_games)

    def as_json(self) -> dict[str, Any]:
        """The figures as JSON-ready values."""
        low, high = self.ci95
        return {
            "name": self.name,
            "seat_games": self.seat_games,
            "wins": self.wins,
            "win_rate": self.win_rate,
            "ci95": [low, high],
            "mean_score": self.mean_score,
            "sd_score": self.sd_score,
        }


def _check(game: Game, bots: Sequence[str], games: int, workers: int) -> None:
    game.check_bot_names(bots)
    if type(games) is not int or games < 1:
        raise TricktakerError(f"--games must be at least 1, not {games}")
    if type(workers) is not int or workers < 1:
        raise TricktakerError(f"--workers must be at least 1, not {workers}")


def simulate(
    game: Game,
    rules: Any,
    bots: Sequence[str],
    *,
    games: int,
    seed: int,
    workers: int = 1,
    progress: Progress | None = None,
) -> list[BotResult]:
    """Play ``games`` games and return each bot's figures, in the order of ``bots``.

    >>> from tricktaker import get_game, wizard
    >>> results = simulate(get_game("wizard"), wizard.Rules(players=4), ["heuristic", "random"],
    ...                    games=2, seed=1)
    >>> [(result.name, result.seat_games) for result in results]
    [('heuristic', 4), ('random', 4)]
    """
    _check(game, bots, games, workers)
    finished: dict[int, GameResult] = {}
    if progress is not None:
        progress.update(0)
    for index, result in play_games(game, rules, bots, games=games, seed=seed, workers=workers):
        finished[index] = result
        if progress is not None:
            progress.update(len(finished))
    return tally(tuple(bots), rules.players, finished)


def tally(names: tuple[str, ...], players: int, finished: dict[int, GameResult]) -> list[BotResult]:
    """Each bot's figures over the ``finished`` games (by game index), in the order of
    ``names``; the games are counted in index order, so the figures do not depend on the
    order in which they finished."""
    scores: dict[str, list[int]] = {name: [] for name in names}
    wins: dict[str, int] = dict.fromkeys(names, 0)
    for index in sorted(finished):
        final_scores, winners = finished[index]
        seats = lineup(index, names, players)
        for seat, name in enumerate(seats):
            scores[name].append(final_scores[seat])
        for seat in winners:
            wins[seats[seat]] += 1
    return [
        BotResult(
            name=name,
            seat_games=len(scores[name]),
            wins=wins[name],
            mean_score=statistics.fmean(scores[name]) if scores[name] else 0.0,
            sd_score=statistics.stdev(scores[name]) if len(scores[name]) > 1 else 0.0,
        )
        for name in scores
    ]


def table(results: Sequence[BotResult]) -> list[str]:
    """The results as the lines of a table.

    >>> print("\\n".join(table([BotResult(name="heuristic", seat_games=40, wins=20,
    ...                                   mean_score=182.25, sd_score=95.1)])))
    bot          seat-games   wins  win rate   95% CI             mean score   sd score
    heuristic            40     20     50.0%   [35.2%, 64.8%]          182.2       95.1
    """
    width = max(len("bot"), *(len(result.name) for result in results))
    lines = [
        f"{'bot':<{width}}  {'seat-games':>11} {'wins':>6} {'win rate':>9}   "
        f"{'95% CI':<16} {'mean score':>12} {'sd score':>10}"
    ]
    for result in results:
        low, high = result.ci95
        interval = f"[{100 * low:.1f}%, {100 * high:.1f}%]"
        lines.append(
            f"{result.name:<{width}}  {result.seat_games:>11} {result.wins:>6} "
            f"{100 * result.win_rate:>8.1f}%   {interval:<16} "
            f"{result.mean_score:>12.1f} {result.sd_score:>10.1f}"
        )
    return lines


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
    bots: Sequence[str],
    *,
    games: int,
    seed: int,
    workers: int,
    json_path: str | None,
    show_progress: bool | None,
    out: TextIO,
    err: TextIO | None = None,
) -> int:
    """The ``simulate`` command: simulate, print the table, write the JSON if asked; the exit
    status.

    Ctrl-C stops the games at once (the workers too); the figures of the games finished by
    then are printed and written, marked as partial, and the status is 130.
    """
    err = sys.stderr if err is None else err
    _check(game, bots, games, workers)
    if show_progress is None:
        isatty = getattr(err, "isatty", None)
        show_progress = bool(isatty and isatty())
    progress = Progress(err, games, enabled=show_progress)
    finished: dict[int, GameResult] = {}
    interrupted = False
    results = play_games(game, rules, bots, games=games, seed=seed, workers=workers)
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
        _report(game, rules, bots, games, seed, finished, json_path, out)
    return INTERRUPTED if interrupted else 0


def _report(
    game: Game,
    rules: Any,
    bots: Sequence[str],
    games: int,
    seed: int,
    finished: dict[int, GameResult],
    json_path: str | None,
    out: TextIO,
) -> None:
    """Print the figures of the ``finished`` games and write them as JSON if asked."""
    results = tally(tuple(bots), rules.players, finished)
    partial = len(finished) < games
    lines = header(game, rules, bots, games, seed)
    if partial:
        lines.append(
            f"interrupted: the figures are over the {len(finished)} of {games} games finished"
        )
    for line in lines + table(results):
        print(line, file=out)
    if json_path is not None:
        document = {
            "game": game.name,
            "games": games,
            "games_finished": len(finished),
            "partial": partial,
            "players": rules.players,
            "seed": seed,
            "rules": attrs.asdict(rules),
            "bots": [result.as_json() for result in results],
        }
        with open(json_path, "w", encoding="utf-8") as file:
            json.dump(document, file, indent=2, ensure_ascii=False)
            file.write("\n")
