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
import random
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from typing import Any, TextIO

import attrs

from tricktaker.bots import play_game
from tricktaker.errors import TricktakerError
from tricktaker.games import Game, get_game

__all__ = ["BotResult", "Progress", "lineup", "run", "simulate", "wilson_interval"]

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


def _play_games(
    game_name: str,
    rules: Any,
    bots: tuple[str, ...],
    seed: int,
    first: int,
    count: int,
) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Play games ``first`` to ``first + count - 1``; each game's final scores and winners."""
    game = get_game(game_name)
    results = []
    for i in range(first, first + count):
        names = lineup(i, bots, rules.players)
        players = [game.bots[name](bot_seed(seed, i, seat)) for seat, name in enumerate(names)]
        state, _ = game.start(rules, seed=seed + i)
        final, _ = play_game(state, players)
        results.append((tuple(final.scores), tuple(final.winners)))
    return results


class Progress:
    """A one-line progress bar: ``[#####-----]  50% 100/200 games, 12.0 games/s, 8 s left``.

    Drawn on ``stream`` with carriage returns, at most ten times a second; nothing when
    ``enabled`` is False.
    """

    def __init__(self, stream: TextIO, total: int, *, enabled: bool, width: int = 24) -> None:
        self._stream = stream
        self._total = total
        self._enabled = enabled
        self._width = width
        self._start = time.perf_counter()
        self._drawn = 0.0
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
        """Redraw the bar for ``done`` games finished (always when all are)."""
        if not self._enabled:
            return
        now = time.perf_counter()
        if done < self._total and now - self._drawn < 0.1:
            return
        self._drawn = now
        line = self.line(done, now - self._start)
        self._stream.write("\r" + line.ljust(self._longest))
        self._longest = max(self._longest, len(line))
        if done >= self._total:
            self._stream.write(f"\ndone in {now - self._start:.1f} s\n")
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


def _chunks(games: int, workers: int) -> Iterator[tuple[int, int]]:
    """(first game, count) pieces: several per worker, so the bar moves and the load evens."""
    size = max(1, min(25, math.ceil(games / (workers * 8))))
    for first in range(0, games, size):
        yield first, min(size, games - first)


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
    >>> results = simulate(get_game("wizard"), wizard.Rules(players=3), ["heuristic", "random"],
    ...                    games=2, seed=1)
    >>> [(result.name, result.seat_games) for result in results]
    [('heuristic', 3), ('random', 3)]
    """
    game.check_bot_names(bots)
    if games < 1:
        raise TricktakerError(f"--games must be at least 1, not {games}")
    if workers < 1:
        raise TricktakerError(f"--workers must be at least 1, not {workers}")
    names = tuple(bots)
    pieces = list(_chunks(games, workers))
    finished: dict[int, list[tuple[tuple[int, ...], tuple[int, ...]]]] = {}
    done = 0
    if workers == 1:
        for first, count in pieces:
            finished[first] = _play_games(game.name, rules, names, seed, first, count)
            done += count
            if progress is not None:
                progress.update(done)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures: dict[Future[list[tuple[tuple[int, ...], tuple[int, ...]]]], int] = {
                pool.submit(_play_games, game.name, rules, names, seed, first, count): first
                for first, count in pieces
            }
            try:
                for future in as_completed(futures):
                    first = futures[future]
                    finished[first] = future.result()
                    done += len(finished[first])
                    if progress is not None:
                        progress.update(done)
            except BaseException:
                pool.shutdown(wait=False, cancel_futures=True)
                raise
    return _tally(names, rules.players, [finished[first] for first, _ in pieces])


def _tally(
    names: tuple[str, ...],
    players: int,
    pieces: list[list[tuple[tuple[int, ...], tuple[int, ...]]]],
) -> list[BotResult]:
    scores: dict[str, list[int]] = {name: [] for name in names}
    wins: dict[str, int] = dict.fromkeys(names, 0)
    i = 0
    for piece in pieces:
        for final_scores, winners in piece:
            seats = lineup(i, names, players)
            for seat, name in enumerate(seats):
                scores[name].append(final_scores[seat])
            for seat in winners:
                wins[seats[seat]] += 1
            i += 1
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
) -> None:
    """The ``simulate`` command: simulate, print the table, write the JSON if asked."""
    err = sys.stderr if err is None else err
    if show_progress is None:
        isatty = getattr(err, "isatty", None)
        show_progress = bool(isatty and isatty())
    progress = Progress(err, games, enabled=show_progress)
    results = simulate(
        game, rules, bots, games=games, seed=seed, workers=workers, progress=progress
    )
    print(
        f"{game.title}: {rules!r}\n"
        f"{games} games, game i dealt from seed {seed}+i; the bots "
        f"{', '.join(dict.fromkeys(bots))} rotate over the seats each game",
        file=out,
    )
    for line in table(results):
        print(line, file=out)
    if json_path is not None:
        document = {
            "game": game.name,
            "games": games,
            "players": rules.players,
            "seed": seed,
            "rules": attrs.asdict(rules),
            "bots": [result.as_json() for result in results],
        }
        with open(json_path, "w", encoding="utf-8") as file:
            json.dump(document, file, indent=2, ensure_ascii=False)
            file.write("\n")
