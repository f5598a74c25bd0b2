"""Random playouts through the public API: decisions per second, and what views and JSON cost.

Each configuration plays full games with the loop a search bot would use: ask
``legal_actions()``, pick one with a seeded ``random.Random.choice``, ``apply`` it. A decision is
one action by a player; dealing, drawing and scoring happen inside ``apply`` and are included
in its time. The configurations are timed in interleaved rounds, so a slow moment of these
shared machines hits them all alike; each line gives the median and the range over the rounds.

    python benchmarks/playouts.py                     # every game, default sizes
    python benchmarks/playouts.py --runs 7 --seconds 2
    python benchmarks/playouts.py --vs-openspiel      # also OpenSpiel's C++ oh_hell, same loop
    python benchmarks/playouts.py --cpu               # CPU time, not wall time (a busy machine)

With ``--vs-openspiel`` (when ``pyspiel`` is importable: ``pip install open_spiel``) OpenSpiel's
``oh_hell`` (4 players, 12 tricks) runs in the same process with the same loop; its chance
nodes (the deal) are resolved by the same loop and their time counted, but only the players'
actions are counted as decisions, as in ours. The ratio column is our decisions/s divided by
OpenSpiel's, measured in the same round. ``ohhell 4p/12`` is the same game in tricktaker (one
deal of 12 cards, 4 players, the hook), so its ratio compares like with like; the other lines
compare other games' decisions with OpenSpiel's.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import tricktaker

# (label, game name, rule options): the configurations measured, when the game is installed.
CONFIGURATIONS: list[tuple[str, str, dict[str, Any]]] = [
    ("wizard 4p", "wizard", {"players": 4}),
    ("szaman 4p classic", "szaman", {"players": 4, "variant": "classic"}),
    ("szaman 4p russian", "szaman", {"players": 4, "variant": "russian"}),
    ("ohhell 4p", "ohhell", {"players": 4}),
    # OpenSpiel's game below: one deal of 12 tricks, 4 players, the hook
    ("ohhell 4p/12", "ohhell", {"players": 4, "schedule": (12,), "hook": True}),
]
OPENSPIEL_LABEL = "openspiel oh_hell 4p/12"
SAME_GAME_LABEL = "ohhell 4p/12"

clock = time.perf_counter
"""The clock of the playout loops: wall time, or this process's CPU time with ``--cpu``."""


def random_games(
    new_state: Callable[[int], Any], seconds: float, seed: int
) -> tuple[int, int, float]:
    """Play random games for about ``seconds``; return (games, decisions, elapsed seconds)."""
    rng = random.Random(seed)
    choice = rng.choice
    games = decisions = 0
    start = clock()
    deadline = start + seconds
    while True:
        state = new_state(seed * 1_000_003 + games)
        while state.to_act is not None:
            state, _ = state.apply(choice(state.legal_actions()))
            decisions += 1
        games += 1
        now = clock()
        if now >= deadline:
            return games, decisions, now - start


def openspiel_games(seconds: float, seed: int) -> tuple[int, int, float]:
    """The same loop on OpenSpiel's oh_hell; only the players' actions count as decisions."""
    import pyspiel  # type: ignore[import-not-found]  # optional, for the comparison only

    game = pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": 12})
    choice = random.Random(seed).choice
    games = decisions = 0
    start = clock()
    deadline = start + seconds
    while True:
        state = game.new_initial_state()
        while not state.is_terminal():
            if not state.is_chance_node():
                decisions += 1
            state.apply_action(choice(state.legal_actions()))
        games += 1
        now = clock()
        if now >= deadline:
            return games, decisions, now - start


def per_call_us(function: Callable[[Any], Any], states: list[Any], repeat: int = 3) -> float:
    """Median over ``repeat`` passes of the µs per call of ``function`` over ``states``."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for state in states:
            function(state)
        times.append((time.perf_counter() - start) / len(states) * 1e6)
    return statistics.median(times)


def sample_states(new_state: Callable[[int], Any], count: int) -> list[Any]:
    """States met along random games, for timing views and JSON."""
    rng = random.Random(99)
    states: list[Any] = []
    game = 0
    while len(states) < count:
        state = new_state(game)
        while state.to_act is not None and len(states) < count:
            states.append(state)
            state, _ = state.apply(rng.choice(state.legal_actions()))
        game += 1
    return states


def _state_maker(game: tricktaker.Game, rules: Any) -> Callable[[int], Any]:
    def new_state(seed: int) -> Any:
        return game.start(rules, seed=seed)[0]

    return new_state


def _fmt(values: list[float], digits: int = 0) -> str:
    med = statistics.median(values)
    return f"{med:>10,.{digits}f} ({min(values):,.{digits}f}–{max(values):,.{digits}f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="interleaved rounds (default 5)")
    parser.add_argument(
        "--seconds",
        type=float,
        default=1.0,
        help="seconds of play per configuration and round (default 1)",
    )
    parser.add_argument("--only", help="measure only this game (e.g. wizard)")
    parser.add_argument(
        "--vs-openspiel",
        action="store_true",
        help="also run OpenSpiel's oh_hell and print the ratio",
    )
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="time the playouts by this process's CPU time (steadier on a busy machine)",
    )
    args = parser.parse_args()
    if args.cpu:
        global clock
        clock = time.process_time

    known = set(tricktaker.available_games())
    makers: dict[str, Callable[[int], Any]] = {}
    for label, name, options in CONFIGURATIONS:
        if name in known and (not args.only or args.only == name):
            game = tricktaker.get_game(name)
            rules = game.rules(**options)
            makers[label] = _state_maker(game, rules)
    runners: dict[str, Callable[[float, int], tuple[int, int, float]]] = {
        label: functools.partial(random_games, make) for label, make in makers.items()
    }
    if args.vs_openspiel:
        if importlib.util.find_spec("pyspiel") is None:
            print("pyspiel is not importable (pip install open_spiel): no comparison")
        else:
            runners[OPENSPIEL_LABEL] = openspiel_games

    print(
        f"tricktaker {tricktaker.__version__}: {args.runs} interleaved rounds of "
        f"{args.seconds:g} s per configuration; median (min–max)"
    )
    rates: dict[str, list[float]] = {label: [] for label in runners}
    game_rates: dict[str, list[float]] = {label: [] for label in runners}
    per_game: dict[str, float] = {}
    for run in runners.values():
        run(0.1, 0)  # warm up
    for round_ in range(args.runs):
        for label, run in runners.items():
            games, decisions, elapsed = run(args.seconds, round_ + 1)
            rates[label].append(decisions / elapsed)
            game_rates[label].append(games / elapsed)
            per_game[label] = decisions / games

    header = f"{'configuration':<24}{'decisions/s':>26}{'µs/decision':>12}{'games/s':>24}"
    if OPENSPIEL_LABEL in rates:
        header += f"{'ratio to OpenSpiel':>26}"
    print("\n" + header)
    for label in runners:
        line = (
            f"{label:<24}{_fmt(rates[label])}{1e6 / statistics.median(rates[label]):>12.2f}"
            f"{_fmt(game_rates[label], 1):>24}"
        )
        if OPENSPIEL_LABEL in rates and label != OPENSPIEL_LABEL:
            ratios = [
                ours / theirs
                for ours, theirs in zip(rates[label], rates[OPENSPIEL_LABEL], strict=True)
            ]
            line += f"   {_fmt(ratios, 2)}"
        print(line)
    print("(decisions a game: " + ", ".join(f"{k} {v:.0f}" for k, v in per_game.items()) + ")")
    if OPENSPIEL_LABEL in rates and SAME_GAME_LABEL in rates:
        same = [
            ours / theirs
            for ours, theirs in zip(rates[SAME_GAME_LABEL], rates[OPENSPIEL_LABEL], strict=True)
        ]
        print(
            f"the same game, {SAME_GAME_LABEL} against OpenSpiel's: ratio "
            f"{statistics.median(same):.2f} ({min(same):.2f}–{max(same):.2f})"
        )

    to_json = getattr(tricktaker, "to_json", None)
    print(
        f"\n{'configuration':<24}{'view(seat) µs':>16}"
        + (f"{'to_json(state) µs':>20}" if to_json else "")
    )
    for label, make in makers.items():
        states = sample_states(make, 2000)
        view_us = per_call_us(lambda s: s.view(0), states)
        line = f"{label:<24}{view_us:>16.2f}"
        if to_json is not None:
            line += f"{per_call_us(to_json, states[:500]):>20.2f}"
        print(line)


if __name__ == "__main__":
    main()
