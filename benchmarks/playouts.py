"""Random playouts through the public API: decisions per second and games per second.

Each configuration plays full games with the loop a search bot would use: ask
``legal_actions()``, pick one with a seeded ``random.Random.choice``, ``apply`` it. Several runs
are timed and the median and the range are printed, since these machines are shared and noisy.

    python benchmarks/playouts.py                  # every game, default sizes
    python benchmarks/playouts.py --games 50 --runs 7 --only wizard
"""

from __future__ import annotations

import argparse
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
]


def play_random_games(new_state: Callable[[int], Any], games: int, seed: int) -> int:
    """Play ``games`` random games; return the number of decisions made."""
    rng = random.Random(seed)
    choice = rng.choice
    decisions = 0
    for game in range(games):
        state = new_state(seed * 1_000_003 + game)
        while state.to_act is not None:
            state, _ = state.apply(choice(state.legal_actions()))
            decisions += 1
    return decisions


def measure(new_state: Callable[[int], Any], games: int, runs: int) -> dict[str, Any]:
    """Time ``runs`` batches of ``games`` games; return per-run rates."""
    rates, per_decision, game_rates = [], [], []
    for run in range(runs):
        start = time.perf_counter()
        decisions = play_random_games(new_state, games, seed=run + 1)
        elapsed = time.perf_counter() - start
        rates.append(decisions / elapsed)
        per_decision.append(elapsed / decisions * 1e6)
        game_rates.append(games / elapsed)
    return {
        "decisions/s": rates,
        "µs/decision": per_decision,
        "games/s": game_rates,
        "decisions/game": decisions / games,
    }


def _fmt(values: list[float]) -> str:
    return f"{statistics.median(values):>10,.1f}  ({min(values):,.1f}–{max(values):,.1f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per run (default 20)")
    parser.add_argument("--runs", type=int, default=5, help="timed runs (default 5)")
    parser.add_argument("--only", help="measure only this game (e.g. wizard)")
    args = parser.parse_args()

    print(
        f"tricktaker {tricktaker.__version__}: {args.runs} runs of {args.games} random games"
        " each; median (min–max)"
    )
    known = set(tricktaker.available_games())
    for label, name, options in CONFIGURATIONS:
        if name not in known or (args.only and args.only != name):
            continue
        game = tricktaker.get_game(name)
        rules = game.rules(**options)

        def new_state(seed: int, game: Any = game, rules: Any = rules) -> Any:
            return game.start(rules, seed=seed)[0]

        play_random_games(new_state, 2, seed=0)  # warm up
        result = measure(new_state, args.games, args.runs)
        print(f"\n{label}  ({result['decisions/game']:.0f} decisions a game)")
        for key in ("decisions/s", "µs/decision", "games/s"):
            print(f"  {key:<12} {_fmt(result[key])}")


if __name__ == "__main__":
    main()
