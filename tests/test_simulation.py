"""``tricktaker.simulate``: the command's games and figures in Python, the same for any executor.

Each game is checked against the same game replayed one by one with the public API (its deal
from ``seed + i``, its bots seeded with ``bot_seed``); the figures against the document that
``tricktaker simulate --json`` writes; and the executors (none, threads, processes started
afresh) against each other. The Dask client is in tests/test_simulation_dask.py.
"""

from __future__ import annotations

import io
import json
import multiprocessing
import re
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import attrs
import pytest

import tricktaker
from tricktaker import (
    SimulationResult,
    TricktakerError,
    get_game,
    hearts,
    simulate,
    szaman,
    wizard,
)
from tricktaker.bots import play_game
from tricktaker.cli import main
from tricktaker.simulation import BotResult, GameResult, bot_seed, lineup, play_games


def replayed(game_name: str, rules: Any, bots: list[str], index: int, seed: int) -> GameResult:
    """Game ``index`` of a run, played on its own with the public API."""
    game = get_game(game_name)
    names = [bots[(seat + index) % len(bots)] for seat in range(rules.players)]
    seated = [game.bots[name](bot_seed(seed, index, seat)) for seat, name in enumerate(names)]
    final, _ = play_game(game.start(rules, seed=seed + index)[0], seated)
    return GameResult(scores=tuple(final.scores), winners=tuple(final.winners))


def test_each_game_is_the_game_dealt_from_seed_plus_its_index() -> None:
    rules = wizard.Rules(players=4)
    bots = ["heuristic", "random"]
    played = dict(play_games("wizard", rules, bots, 5, seed=11))
    assert sorted(played) == list(range(5))
    for index, result in played.items():
        assert result == replayed("wizard", rules, bots, index, 11)
    assert len({result.scores for result in played.values()}) == 5


def test_the_figures_are_the_games_tallied() -> None:
    rules = szaman.Rules(players=3)
    bots = ["heuristic", "random", "heuristic"]
    result = simulate("szaman", rules, bots, 6, seed=2)
    games = [replayed("szaman", rules, bots, i, 2) for i in range(6)]
    heuristic = [
        (game.scores[seat], seat in game.winners)
        for i, game in enumerate(games)
        for seat, name in enumerate(lineup(i, bots, 3))
        if name == "heuristic"
    ]
    assert [bot.name for bot in result.bots] == ["heuristic", "random"]
    mine = result.bot("heuristic")
    assert mine.seat_games == len(heuristic) == 12
    assert mine.wins == sum(won for _, won in heuristic)
    assert mine.mean_score == pytest.approx(sum(score for score, _ in heuristic) / 12)
    assert result.bot("random").seat_games == 6
    assert (result.game, result.rules, result.seed) == ("szaman", rules, 2)
    assert (result.games, result.games_finished, result.partial) == (6, 6, False)
    assert result.players == 3
    with pytest.raises(TricktakerError, match="no bot named 'search' played: the bots were"):
        result.bot("search")


def spawned_processes() -> Executor:
    # Processes started afresh (as on macOS and Windows): the game is found by its name.
    return ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn"))


@pytest.mark.parametrize(
    "make_executor",
    [lambda: ThreadPoolExecutor(3), spawned_processes],
    ids=["threads", "spawned-processes"],
)
def test_every_executor_gives_the_result_played_here(
    make_executor: Callable[[], Executor],
) -> None:
    rules = wizard.Rules(players=3, hook=True)
    bots = ["heuristic", "random", "random"]
    here = simulate(get_game("wizard"), rules, bots, 9, seed=4)
    with make_executor() as executor:
        there = simulate("wizard", rules, bots, 9, seed=4, executor=executor)
        assert there == here
        assert there.to_json() == here.to_json()
        # However the games are cut into pieces, one at a time or all in one.
        assert simulate("wizard", rules, bots, 9, seed=4, executor=executor, workers=1) == here
        assert simulate("wizard", rules, bots, 9, seed=4, executor=executor, workers=50) == here
    assert here != simulate("wizard", rules, bots, 9, seed=5)


def test_the_result_is_the_document_of_the_command(tmp_path: Path) -> None:
    path = tmp_path / "figures.json"
    argv = ["simulate", "wizard", "--games", "5", "--players", "4", "--bots", "heuristic,random"]
    assert main([*argv, "--seed", "7", "--no-progress", "--json", str(path)], io.StringIO()) == 0
    result = simulate("wizard", wizard.Rules(players=4), ["heuristic", "random"], 5, seed=7)
    assert path.read_text(encoding="utf-8") == result.to_json()
    assert json.loads(path.read_text(encoding="utf-8")) == result.as_dict()
    assert result.as_dict()["bots"] == [bot.as_dict() for bot in result.bots]


def test_without_a_seed_one_is_drawn_and_kept() -> None:
    rules = szaman.Rules(players=2)
    first = simulate("szaman", rules, ["heuristic"], 2)
    assert type(first.seed) is int
    assert simulate("szaman", rules, ["heuristic"], 2, seed=first.seed) == first


def test_the_figures_of_some_of_the_games_are_partial() -> None:
    rules = wizard.Rules(players=4)
    finished = dict(play_games("wizard", rules, ["heuristic", "random"], 3, seed=1))
    del finished[1]
    partial = SimulationResult.from_games(
        "wizard", rules, ["heuristic", "random"], games=3, seed=1, finished=finished
    )
    assert (partial.games, partial.games_finished, partial.partial) == (3, 2, True)
    document = partial.as_dict()
    assert (document["partial"], document["games_finished"]) == (True, 2)
    assert [bot["seat_games"] for bot in document["bots"]] == [4, 4]
    assert document["rules"] == {"players": 4, "hook": False, "first_dealer": 0}


def test_a_bot_result_as_a_dict() -> None:
    bot = BotResult(name="search", seat_games=10, wins=5, mean_score=12.5, sd_score=3.0)
    low, high = bot.ci95
    assert bot.as_dict() == {
        "name": "search",
        "seat_games": 10,
        "wins": 5,
        "win_rate": 0.5,
        "ci95": [low, high],
        "mean_score": 12.5,
        "sd_score": 3.0,
    }
    assert low < 0.5 < high


class HeldExecutor(Executor):
    """Runs the first piece it is sent at once and holds the rest, never started."""

    def __init__(self, first: Callable[[Future[Any]], None] | None = None) -> None:
        self.futures: list[Future[Any]] = []
        self._first = first

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        self.futures.append(future)
        if len(self.futures) == 1:
            if self._first is not None:
                self._first(future)
            else:
                future.set_result(fn(*args, **kwargs))
        return future


def test_closing_the_games_cancels_the_pieces_not_started() -> None:
    executor = HeldExecutor()
    games = play_games("szaman", szaman.Rules(players=2), ["heuristic"], 10, seed=1,
                       executor=executor, workers=2)  # fmt: skip
    index, result = next(games)
    assert (index, result) == (0, replayed("szaman", szaman.Rules(players=2), ["heuristic"], 0, 1))
    assert len(executor.futures) == 4  # two pieces for each of the 2 workers
    games.close()
    assert [future.cancelled() for future in executor.futures] == [False, True, True, True]


def test_an_error_on_a_worker_stops_the_games_and_is_raised() -> None:
    executor = HeldExecutor(lambda future: future.set_exception(MemoryError("a worker died")))
    games = play_games("szaman", szaman.Rules(players=2), ["heuristic"], 10, seed=1,
                       executor=executor, workers=1)  # fmt: skip
    with pytest.raises(MemoryError, match="a worker died"):
        next(games)
    assert [future.cancelled() for future in executor.futures] == [False, True]


def unregistered_wizard() -> tricktaker.Game:
    return attrs.evolve(get_game("wizard"), name="wizard-here-only")


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"game": "chess"}, ["no game named 'chess'", "known games are"]),
        ({"game": 3}, ["game must be a Game or a game's name, not 3"]),
        ({"rules": szaman.Rules()}, ["rules must be the Rules of Wizard", "not Rules(players=4, "]),
        ({"bots": ["heuristic", "genius"]}, ["unknown bot genius", "heuristic, random, search"]),
        ({"bots": []}, ["unknown bot ''"]),
        ({"bots": "heuristic,random"}, ["bots must be a sequence of bot names", "not the string"]),
        ({"games": 0}, ["games must be an int of at least 1, not 0"]),
        ({"games": 2.0}, ["games must be an int of at least 1, not 2.0"]),
        ({"seed": "7"}, ["seed must be an int, not '7'"]),
        ({"executor": object()}, ["executor must have a submit method", "dask.distributed"]),
        ({"workers": 0}, ["workers must be None or an int of at least 1, not 0"]),
        (
            {"game": unregistered_wizard(), "executor": ThreadPoolExecutor(1)},
            ["'wizard-here-only' given is not the game registered", "by its registered name"],
        ),
    ],
)
def test_bad_arguments_are_refused_before_any_game(
    arguments: dict[str, Any], words: list[str]
) -> None:
    given: dict[str, Any] = {
        "game": "wizard",
        "rules": wizard.Rules(players=4),
        "bots": ["heuristic", "random"],
        "games": 2,
        "seed": 1,
        **arguments,
    }
    for run in (simulate, play_games):
        with pytest.raises(TricktakerError) as refused:
            run(**given)  # play_games refuses when called, before its first game
        for word in words:
            assert word in str(refused.value)
    executor = given.get("executor")
    if isinstance(executor, Executor):
        executor.shutdown()


def test_a_game_not_registered_plays_here() -> None:
    # Without an executor nothing needs to find the game by name.
    game = unregistered_wizard()
    result = simulate(game, wizard.Rules(players=4), ["heuristic", "random"], 2, seed=1)
    assert result.game == "wizard-here-only"
    assert result.bots == simulate("wizard", wizard.Rules(players=4), ["heuristic", "random"],
                                   2, seed=1).bots  # fmt: skip


def test_two_bots_may_rotate_over_three_seats() -> None:
    # Unlike the command's --bots (where the lineup must rotate evenly), the function takes
    # any lineup: the seat-games are what the rotation gives each name.
    result = simulate("szaman", szaman.Rules(players=3), ["heuristic", "random"], 2, seed=1)
    assert [bot.seat_games for bot in result.bots] == [3, 3]
    assert lineup(0, ["heuristic", "random"], 3) == ("heuristic", "random", "heuristic")


# -- your own bots: factories beside the registered names ------------------------------------


class FirstLegal:
    """A user's bot: a class whose constructor takes the seed (a module-level class, so that
    worker processes unpickle it)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: Any) -> Any:
        return view.legal_actions()[0]


def test_a_factory_plays_as_the_registered_bot_of_the_same_class() -> None:
    rules = wizard.Rules(players=4)
    by_name = simulate("wizard", rules, ["heuristic", "random"], 6, seed=3)
    by_factory = simulate("wizard", rules, [wizard.HeuristicBot, "random"], 6, seed=3)
    assert [bot.name for bot in by_factory.bots] == ["HeuristicBot", "random"]
    for named, made in zip(by_name.bots, by_factory.bots, strict=True):
        assert attrs.evolve(made, name=named.name) == named


def test_a_users_bot_class_is_compared_with_a_registered_one_on_any_executor() -> None:
    rules = szaman.Rules(players=2, hands=1)
    here = simulate("szaman", rules, [FirstLegal, "heuristic"], 4, seed=1)
    assert [(bot.name, bot.seat_games) for bot in here.bots] == [
        ("FirstLegal", 4),
        ("heuristic", 4),
    ]
    with ThreadPoolExecutor(2) as pool:
        assert (
            simulate("szaman", rules, [FirstLegal, "heuristic"], 4, seed=1, executor=pool) == here
        )
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(1, mp_context=context) as pool:
        assert (
            simulate("szaman", rules, [FirstLegal, "heuristic"], 4, seed=1, executor=pool) == here
        )


def test_a_factory_function_is_seeded_like_a_registered_bot() -> None:
    seeds: list[int] = []

    def lowest(seed: int) -> FirstLegal:
        seeds.append(seed)
        return FirstLegal(seed)

    simulate("wizard", wizard.Rules(players=3), [lowest], 2, seed=5)
    assert seeds == [bot_seed(5, game, seat) for game in range(2) for seat in range(3)]


@pytest.mark.parametrize(
    ("bots", "words"),
    [
        ([FirstLegal, 7], "a bot must be a bot's name or a factory"),
        ([lambda seed: None], "returned None, which has no choose(view) method"),
        ([FirstLegal, type("FirstLegal", (FirstLegal,), {})], "two different bots are both"),
        ([FirstLegal, "genius"], "unknown bot genius"),
        ([], "unknown bot"),
    ],
)
def test_a_bad_bot_is_refused_naming_it(bots: list[Any], words: str) -> None:
    with pytest.raises(TricktakerError, match=re.escape(words)):
        simulate("wizard", wizard.Rules(players=3), bots, 1, seed=1)


def test_no_rules_plays_the_games_defaults_and_the_result_reads_as_a_table() -> None:
    result = simulate("hearts", None, ["heuristic", "random"], 2, seed=3)
    assert result.rules == hearts.Rules()
    assert result == simulate("hearts", hearts.Rules(), ["heuristic", "random"], 2, seed=3)
    lines = str(result).splitlines()
    assert lines[0] == "hearts: 2 games of 4 players from seed 3"
    assert lines[1].split()[:3] == ["bot", "seat-games", "wins"]
    assert [line.split()[:3] for line in lines[2:]] == [
        [bot.name, str(bot.seat_games), str(bot.wins)] for bot in result.bots
    ]
