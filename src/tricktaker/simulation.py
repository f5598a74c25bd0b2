"""Bots against bots over many seeded games, here or on any executor: :func:`~tricktaker.simulate`.

Game ``i`` (from 0) is dealt from seed ``seed + i``, and its bots are seeded from
``(seed, i, seat)`` (:func:`~tricktaker.simulation.bot_seed`); so every game, and the whole
result, is the same whoever plays it: this process, the processes or threads of a
:class:`concurrent.futures.Executor`, or the workers of a Dask cluster. The bots rotate over
the seats: in game ``i`` seat ``s`` is played by ``bots[(s + i) % len(bots)]``
(:func:`~tricktaker.simulation.lineup`), so over the games each bot sits in every seat
equally often and a seat's advantage (leading first, dealing last) cancels out.

Each bot's figures are over its *seat-games* (one seat in one game): wins counts the seat-games
it won (a game's tied winners each win), with a Wilson 95% confidence interval on the win
rate, and the mean and standard deviation of its final scores.

An executor plays *pieces*, a few consecutive games at a time: about a quarter of a second's
play each (:func:`~tricktaker.simulation.piece_size`), so the games are shared out evenly,
results come back steadily and an interrupted run loses little. A worker finds the game by
its registered name (:func:`~tricktaker.get_game`), so on other processes or machines it must
be installed there (a built-in game, or another package's through its entry point): a game
registered with :func:`~tricktaker.register_game` only in this process is not known to them.

The bots are the game's registered ones, by name (``"heuristic"``), or a user's own: any
``BotFactory``, a callable that takes a seed and returns a new
:class:`~tricktaker.Bot` (a bot class whose constructor takes the seed is one). Its figures
are under its ``__name__``. On an executor's processes a factory must pickle (a module-level
class or function does; a lambda does not).
"""

from __future__ import annotations

import json
import math
import os
import queue
import random
import statistics
import time
from collections.abc import Callable, Generator, Mapping, Sequence
from typing import Any, Protocol, TypeVar

import attrs

from tricktaker.bots import play_game
from tricktaker.errors import TricktakerError, shown_value
from tricktaker.games import Bot, Game, find_game, game_seed, get_game

__all__ = [
    "BotResult",
    "ExecutorLike",
    "GameResult",
    "SimulationResult",
    "bot_seed",
    "lineup",
    "piece_size",
    "play_games",
    "results_table",
    "simulate",
    "wilson_interval",
]

BotFactory = Callable[[int], Bot]  # bare: Bot[Any, Any] made here would keep Bot's old __module__
"""What makes a user's bot for :func:`~tricktaker.simulate`: called with a seed (an int, from
:func:`~tricktaker.simulation.bot_seed`) for each seat of each game, it returns a new
:class:`~tricktaker.Bot`, whose ``choose(view)`` returns one of ``view.legal_actions()``. A
class whose constructor takes the seed is one; so is each value of :attr:`Game.bots
<tricktaker.Game.bots>`."""

BotSpec = str | BotFactory
"""A bot as :func:`~tricktaker.simulate` is given it: a registered bot's name, or a
``BotFactory``."""

T = TypeVar("T")

_Z95 = 1.959963984540054  # the standard normal quantile for a two-sided 95% interval
_PIECE_SECONDS = 0.25  # the work an executor is sent at a time, in seconds of play
_RECOUNT_SECONDS = 1.0  # how often a Dask cluster's threads are counted again (it may grow)


class ExecutorLike(Protocol):
    """What :func:`~tricktaker.simulate` needs of an executor: ``submit(fn, *args)``, a future.

    :class:`concurrent.futures.Executor` (process and thread pools) and
    ``dask.distributed.Client`` both have it. The future must have ``result()``,
    ``cancel()`` and ``add_done_callback(fn)``, as both of theirs do.
    """

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        """Start ``fn(*args, **kwargs)`` somewhere; its future."""
        ...


class _Future(Protocol):
    def result(self) -> Any: ...

    def cancel(self) -> Any: ...

    def add_done_callback(self, fn: Callable[[Any], object], /) -> Any: ...


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


def lineup(game_index: int, bots: Sequence[T], players: int) -> tuple[T, ...]:
    """The bot of each seat in game ``game_index``: the names (or factories) rotate by one
    seat a game.

    >>> lineup(0, ["search", "heuristic"], 4), lineup(1, ["search", "heuristic"], 4)
    (('search', 'heuristic', 'search', 'heuristic'), ('heuristic', 'search', 'heuristic', 'search'))
    """
    return tuple(bots[(seat + game_index) % len(bots)] for seat in range(players))


def bot_seed(seed: int, game_index: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of game ``game_index``, the same in every process.

    >>> bot_seed(1, 0, 0) == bot_seed(1, 0, 0) != bot_seed(1, 0, 1)
    True
    """
    return random.Random(f"tricktaker-simulate:{seed}:{game_index}:{seat}").getrandbits(32)


@attrs.frozen(kw_only=True)
class GameResult:
    """How one game ended: each seat's final score, and the winning seats (all of a tie)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]


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
        """The Wilson 95% confidence interval of the win rate."""
        return wilson_interval(self.wins, self.seat_games)

    def as_dict(self) -> dict[str, Any]:
        """The figures as JSON-ready values, as ``tricktaker simulate --json`` writes them.

        >>> BotResult(name="random", seat_games=4, wins=0, mean_score=-350.0,
        ...           sd_score=80.5).as_dict()["ci95"]
        [0.0, 0.4898...]
        """
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


def tally(
    names: Sequence[str], players: int, finished: Mapping[int, GameResult]
) -> list[BotResult]:
    """Each bot's figures over the ``finished`` games (by game index), in the order of
    ``names`` (a name given twice counts once); the games are counted in index order, so the
    figures do not depend on the order in which they finished."""
    scores: dict[str, list[int]] = {name: [] for name in names}
    wins: dict[str, int] = dict.fromkeys(names, 0)
    for index in sorted(finished):
        result = finished[index]
        seats = lineup(index, names, players)
        for seat, name in enumerate(seats):
            scores[name].append(result.scores[seat])
        for seat in result.winners:
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


def results_table(results: Sequence[BotResult]) -> list[str]:
    """Bots' figures as the lines of a table (``tricktaker simulate`` prints it).

    >>> print("\\n".join(results_table([BotResult(name="heuristic", seat_games=40, wins=20,
    ...                                           mean_score=182.25, sd_score=95.1)])))
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


@attrs.frozen(kw_only=True)
class SimulationResult:
    """The figures of a run of :func:`~tricktaker.simulate`, and what was played.

    ``str(result)`` is a table of them, as ``tricktaker simulate`` prints it; ``as_dict()``
    is the document that ``tricktaker simulate --json`` writes, and ``to_json()`` its text.

    Attributes:
        game: the game's registered name.
        rules: the rules every game was played under.
        seed: game ``i`` was dealt from ``seed + i``.
        games: the games asked for.
        games_finished: the games the figures are over (fewer than ``games`` only when the
            command was interrupted).
        bots: each bot's figures, in the order the names were first given.
    """

    game: str
    rules: Any
    seed: int
    games: int
    games_finished: int
    bots: tuple[BotResult, ...]

    @classmethod
    def from_games(
        cls,
        game: str,
        rules: Any,
        bots: Sequence[str],
        *,
        games: int,
        seed: int,
        finished: Mapping[int, GameResult],
    ) -> SimulationResult:
        """The figures of the ``finished`` games of a run of ``games`` games, by game index
        (as :func:`~tricktaker.simulation.play_games` yields them)."""
        return cls(
            game=game,
            rules=rules,
            seed=seed,
            games=games,
            games_finished=len(finished),
            bots=tuple(tally(bots, rules.players, finished)),
        )

    @property
    def players(self) -> int:
        """The number of players of each game."""
        return int(self.rules.players)

    @property
    def partial(self) -> bool:
        """Whether the figures are over fewer games than were asked for."""
        return self.games_finished < self.games

    def bot(self, name: str) -> BotResult:
        """The figures of the bot called ``name``.

        Raises:
            TricktakerError: no bot of that name played.
        """
        for result in self.bots:
            if result.name == name:
                return result
        played = ", ".join(result.name for result in self.bots)
        raise TricktakerError(f"no bot named {name!r} played: the bots were {played}")

    def __str__(self) -> str:
        games = f"{self.games_finished} of {self.games}" if self.partial else str(self.games)
        return "\n".join(
            [
                f"{self.game}: {games} games of {self.players} players from seed {self.seed}",
                *results_table(self.bots),
            ]
        )

    def as_dict(self) -> dict[str, Any]:
        """The figures as JSON-ready values: the document of ``tricktaker simulate --json``."""
        return {
            "game": self.game,
            "games": self.games,
            "games_finished": self.games_finished,
            "partial": self.partial,
            "players": self.players,
            "seed": self.seed,
            "rules": attrs.asdict(self.rules),
            "bots": [result.as_dict() for result in self.bots],
        }

    def to_json(self) -> str:
        """:meth:`~tricktaker.SimulationResult.as_dict` as the text of ``simulate --json``."""
        return json.dumps(self.as_dict(), indent=2, ensure_ascii=False) + "\n"


def piece_size(seconds_per_game: float, games_left: int, workers: int) -> int:
    """How many games to send a worker next: about a quarter of a second's play, so results
    come back steadily and an interrupt loses little; no more than a share of the games left,
    so the workers finish together; one game until the time of a game is known.

    >>> piece_size(0.0, 1000, 2), piece_size(1.2, 1000, 2), piece_size(0.005, 1000, 2)
    (1, 1, 50)
    >>> piece_size(0.005, 40, 2)
    5
    """
    if seconds_per_game <= 0:
        return 1
    share = max(1, games_left // (4 * workers))
    return max(1, min(share, int(_PIECE_SECONDS / seconds_per_game)))


def bot_label(bot: BotSpec) -> str:
    """The name that a bot's figures are under: a registered bot's name, or a factory's
    ``__name__`` (its class's name if it has none).

    >>> from tricktaker.bots import RandomBot
    >>> bot_label("heuristic"), bot_label(RandomBot)
    ('heuristic', 'RandomBot')
    """
    if isinstance(bot, str):
        return bot
    name = getattr(bot, "__name__", None)
    return name if isinstance(name, str) else type(bot).__name__


def bot_labels(game: Game, bots: Sequence[BotSpec]) -> tuple[str, ...]:
    """The label of each of ``bots`` (see ``bot_label``), after refusing an unknown bot
    name, a bot that is neither a name nor callable, or two different bots of one label.

    >>> from tricktaker import get_game
    >>> from tricktaker.bots import RandomBot
    >>> bot_labels(get_game("wizard"), ["heuristic", RandomBot, "heuristic"])
    ('heuristic', 'RandomBot', 'heuristic')

    Raises:
        TricktakerError: as said; the message names the bot.
    """
    if isinstance(bots, str):
        raise TricktakerError(
            f"bots must be a sequence of bot names such as ['heuristic', 'random'], not the "
            f"string {bots!r}"
        )
    specs = tuple(bots)
    for bot in specs:
        if not isinstance(bot, str) and not callable(bot):
            raise TricktakerError(
                f"a bot must be a bot's name or a factory that takes a seed and returns a bot, "
                f"not {shown_value(bot)}"
            )
    names = [bot for bot in specs if isinstance(bot, str)]
    if names or not specs:
        game.check_bot_names(names)  # refuses no bots at all, too
    seen: dict[str, BotSpec] = {}
    for bot in specs:
        label = bot_label(bot)
        if seen.setdefault(label, bot) is not bot and seen[label] != bot:
            raise TricktakerError(
                f"two different bots are both called {label!r}: give each factory its own "
                "__name__ (or use one of them)"
            )
    return tuple(bot_label(bot) for bot in specs)


def _new_bot(game: Game, bot: BotSpec, seed: int) -> Bot[Any, Any]:
    """A new bot of ``bot`` (a name or a factory), seeded with ``seed``."""
    made = game.bots[bot](seed) if isinstance(bot, str) else bot(seed)
    if not callable(getattr(made, "choose", None)):
        raise TricktakerError(
            f"the bot factory {bot_label(bot)} returned {shown_value(made)}, which has no "
            "choose(view) method"
        )
    return made


def _play_one(
    game: Game, rules: Any, bots: tuple[BotSpec, ...], seed: int, index: int
) -> GameResult:
    seats = lineup(index, bots, rules.players)
    players = [_new_bot(game, bot, bot_seed(seed, index, seat)) for seat, bot in enumerate(seats)]
    state, _ = game.start(rules, seed=seed + index)
    final, _ = play_game(state, players)
    return GameResult(scores=tuple(final.scores), winners=tuple(final.winners))


def _play_piece(
    game_name: str, rules: Any, bots: tuple[BotSpec, ...], seed: int, first: int, count: int
) -> tuple[int, list[GameResult], float]:
    """On a worker: play games ``first`` to ``first + count - 1``; ``first``, each game's
    result and the seconds they took."""
    game = get_game(game_name)
    start = time.perf_counter()
    results = [_play_one(game, rules, bots, seed, i) for i in range(first, first + count)]
    return first, results, time.perf_counter() - start


def _thread_count(executor: ExecutorLike) -> int:
    """How many pieces ``executor`` plays at once, as far as it says."""
    nthreads = getattr(executor, "nthreads", None)
    if callable(nthreads):  # a dask.distributed.Client: each worker's threads, by address
        return max(1, int(sum(nthreads().values())))
    # concurrent.futures' pools keep their size only in this attribute.
    workers = getattr(executor, "_max_workers", None)
    if type(workers) is int and workers > 0:
        return workers
    return os.cpu_count() or 1


def _checked(
    game: Game | str,
    rules: Any,
    bots: Sequence[BotSpec],
    games: int,
    executor: ExecutorLike | None,
    workers: int | None,
) -> tuple[Game, tuple[BotSpec, ...], tuple[str, ...]]:
    """The game, the bots and their labels of a run, after refusing any bad argument."""
    found = get_game(game) if isinstance(game, str) else game
    if not isinstance(found, Game):
        raise TricktakerError(f"game must be a Game or a game's name, not {found!r}")
    if isinstance(found.rules, type) and not isinstance(rules, found.rules):
        raise TricktakerError(
            f"rules must be the Rules of {found.title} ({found.rules.__module__}.Rules), "
            f"not {rules!r}"
        )
    labels = bot_labels(found, bots)
    if type(games) is not int or games < 1:
        raise TricktakerError(f"games must be an int of at least 1, not {games!r}")
    if workers is not None and (type(workers) is not int or workers < 1):
        raise TricktakerError(f"workers must be None or an int of at least 1, not {workers!r}")
    if executor is not None:
        if not callable(getattr(executor, "submit", None)):
            raise TricktakerError(
                "executor must have a submit method (a concurrent.futures.Executor or a "
                f"dask.distributed.Client), not {executor!r}"
            )
        if find_game(found.name) is not found:
            raise TricktakerError(
                f"the game {found.name!r} given is not the game registered under that name: "
                "an executor's workers find a game by its registered name"
            )
    return found, tuple(bots), labels


def play_games(
    game: Game | str,
    rules: Any,
    bots: Sequence[BotSpec],
    games: int,
    *,
    seed: int,
    executor: ExecutorLike | None = None,
    workers: int | None = None,
) -> Generator[tuple[int, GameResult], None, None]:
    """Each game's index and result as the games finish: the games of :func:`~tricktaker.simulate`.

    Without an executor the games are played here, in order. With one, they finish in any
    order; the executor is kept busy with twice as many pieces as it plays at once:
    ``workers``, or when that is None, what the executor says (a Dask client's threads,
    counted again each second as the cluster may grow; a pool's ``max_workers``), else the
    CPU count. Closing the generator, or an exception in it (Ctrl-C included), cancels the
    pieces not started; the executor stays the caller's to shut down.

    >>> from tricktaker import wizard
    >>> games = play_games("wizard", wizard.Rules(players=3), ["heuristic"], 2, seed=1)
    >>> [(index, result.winners) for index, result in games]
    [(0, (2,)), (1, (2,))]

    Raises:
        TricktakerError: a bad argument (as for :func:`~tricktaker.simulate`), raised at once.
    """
    found, specs, _ = _checked(game, rules, bots, games, executor, workers)
    seed = game_seed(seed)
    if executor is None:
        return _here(found, rules, specs, games, seed)
    return _on(executor, workers, found.name, rules, specs, games, seed)


def _here(
    game: Game, rules: Any, names: tuple[BotSpec, ...], games: int, seed: int
) -> Generator[tuple[int, GameResult], None, None]:
    for index in range(games):
        yield index, _play_one(game, rules, names, seed, index)


def _on(
    executor: ExecutorLike,
    workers: int | None,
    game_name: str,
    rules: Any,
    names: tuple[BotSpec, ...],
    games: int,
    seed: int,
) -> Generator[tuple[int, GameResult], None, None]:
    finished: queue.Queue[_Future] = queue.Queue()  # filled by the futures' callbacks
    pending: dict[int, _Future] = {}  # by id: a Dask future's equality is its key's
    threads, counted = workers or _thread_count(executor), time.monotonic()
    try:
        sent, per_game = 0, 0.0
        while sent < games or pending:
            if workers is None and time.monotonic() - counted > _RECOUNT_SECONDS:
                threads, counted = _thread_count(executor), time.monotonic()
            while sent < games and len(pending) < 2 * threads:
                count = min(piece_size(per_game, games - sent, threads), games - sent)
                future: _Future = executor.submit(
                    _play_piece, game_name, rules, names, seed, sent, count
                )
                pending[id(future)] = future
                future.add_done_callback(finished.put)
                sent += count
            done = finished.get()
            del pending[id(done)]
            first, results, seconds = done.result()
            per_game = seconds / len(results)
            for offset, result in enumerate(results):
                yield first + offset, result
    finally:
        for future in pending.values():
            future.cancel()


def simulate(
    game: Game | str,
    rules: Any | None,
    bots: Sequence[BotSpec],
    games: int,
    *,
    seed: int | None = None,
    executor: ExecutorLike | None = None,
    workers: int | None = None,
) -> SimulationResult:
    """Play ``games`` seeded games between ``bots`` and return each bot's figures.

    ``tricktaker simulate`` in Python: the same games, seeds and figures
    (``result.to_json()`` is the document of ``--json``), whoever plays them.

    Args:
        game: a :class:`~tricktaker.Game` or a registered game's name (``"wizard"``).
        rules: the game's ``Rules``; every game is played under them. None: the game's
            defaults (``Rules()``).
        bots: the bots, rotating over the seats: names of the game's bots (:attr:`Game.bots
            <tricktaker.Game.bots>`) or your own ``BotFactory``
            (such as a bot class that takes a seed), reported under its ``__name__``; one may
            be given several times. Names or factories, not bots, because each game seats new
            bots, seeded from ``(seed, game, seat)``, wherever it is played.
        games: how many games; game ``i`` (from 0) is dealt from ``seed + i``.
        seed: the seed of game 0; None draws a fresh one, kept in the result.
        executor: None plays the games here, one after another. A
            :class:`concurrent.futures.Executor` (``ProcessPoolExecutor``,
            ``ThreadPoolExecutor``) or a ``dask.distributed.Client`` plays them on its workers;
            the result is the same. Its workers must have the game installed under its name.
        workers: how many games the executor plays at once, if it cannot say (see
            :func:`~tricktaker.simulation.play_games`).

    >>> from concurrent.futures import ThreadPoolExecutor
    >>> from tricktaker import wizard
    >>> here = simulate("wizard", wizard.Rules(players=4), ["heuristic", "random"], 4, seed=1)
    >>> [(bot.name, bot.seat_games, bot.wins) for bot in here.bots]
    [('heuristic', 8, 5), ('random', 8, 0)]
    >>> with ThreadPoolExecutor(2) as pool:
    ...     there = simulate("wizard", wizard.Rules(players=4), ["heuristic", "random"], 4,
    ...                      seed=1, executor=pool)
    >>> there == here
    True

    Your own bot, beside a registered one:

    >>> class Lowest:
    ...     def __init__(self, seed: int) -> None: ...
    ...     def choose(self, view: wizard.View) -> wizard.Action:
    ...         return view.legal_actions()[0]
    >>> mine = simulate("wizard", wizard.Rules(players=4), [Lowest, "heuristic"], 4, seed=1)
    >>> [(bot.name, bot.seat_games) for bot in mine.bots]
    [('Lowest', 8), ('heuristic', 8)]

    The result prints as a table; ``rules`` None plays the game's default rules:

    >>> print(simulate("hearts", None, ["heuristic", "random"], 2, seed=1))
    hearts: 2 games of 4 players from seed 1
    bot          seat-games   wins  win rate   95% CI             mean score   sd score
    heuristic             4 ...
    random                4 ...

    Raises:
        TricktakerError: an unknown game or bot, a bot that is neither a name nor callable
            (or whose factory returns no bot), rules of another game, fewer than one game, a
            bad seed, or an executor without ``submit``.
    """
    if rules is None:
        chosen = get_game(game) if isinstance(game, str) else game
        rules = chosen.rules() if isinstance(chosen, Game) else None
    found, specs, labels = _checked(game, rules, bots, games, executor, workers)
    seed = game_seed(seed)
    results = play_games(found, rules, specs, games, seed=seed, executor=executor, workers=workers)
    finished = dict(results)
    return SimulationResult.from_games(
        found.name, rules, labels, games=games, seed=seed, finished=finished
    )
