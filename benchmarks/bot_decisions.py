"""The time each registered bot of a game takes per decision.

Each bot plays one seat of seeded games whose other seats are the game's ``heuristic`` bot;
every call of its ``choose`` is timed, forced moves (a single legal action) included, since a
player waits for those too. The seat the timed bot sits in moves one on each game. The mean
and the median of its decisions are printed, and the slowest (on a shared machine the mean
takes in every pause of the process; the median hardly does).

    python benchmarks/bot_decisions.py szaman                      # every bot, 4 players
    python benchmarks/bot_decisions.py szaman --variant russian --games 50
    python benchmarks/bot_decisions.py szaman --bots search --games 10
    python benchmarks/bot_decisions.py szaman --cpu   # CPU time, not wall time (a busy machine)
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from timing import duration

import tricktaker
from tricktaker.games import decider_of

clock = time.perf_counter
"""The clock of a decision: wall time, or this process's CPU time with ``--cpu``."""


def time_bot(game: Any, rules: Any, name: str, games: int, seed: int) -> list[float]:
    """Play ``games`` games with ``name`` in one seat; the seconds of each of its decisions."""
    times: list[float] = []
    for i in range(games):
        seat_of_bot = i % rules.players
        bots = [
            game.bots[name if seat == seat_of_bot else "heuristic"](seed + 100 * i + seat)
            for seat in range(rules.players)
        ]
        state, _ = game.start(rules, seed=seed + i)
        while state.to_act is not None:
            seat = decider_of(state)  # bridge's declarer chooses the dummy's cards
            view = state.view(seat)
            if seat == seat_of_bot:
                start = clock()
                action = bots[seat].choose(view)
                times.append(clock() - start)
            else:
                action = bots[seat].choose(view)
            state, _ = state.apply(action)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--bots", default=None, help="comma-separated names (default: all)")
    parser.add_argument("--games", type=int, default=40, help="games per bot (default 40)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", default=None, help="Szaman: classic or russian")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="time each decision by this process's CPU time (steadier on a busy machine)",
    )
    args = parser.parse_args()
    if args.cpu:
        global clock
        clock = time.process_time
    game = tricktaker.get_game(args.game)
    options: dict[str, Any] = {"players": args.players}
    if args.variant is not None:
        options["variant"] = args.variant
    rules = game.rules(**options)
    names = args.bots.split(",") if args.bots else list(game.bots)
    print(f"{game.title}: {rules!r}; {args.games} games per bot, the others heuristic")
    print(f"{'bot':<10} {'decisions':>10} {'mean':>10} {'median':>10} {'slowest':>10}")
    for name in names:
        times = time_bot(game, rules, name, args.games, args.seed)
        print(
            f"{name:<10} {len(times):>10} {duration(statistics.fmean(times)):>10} "
            f"{duration(statistics.median(times)):>10} {duration(max(times)):>10}"
        )


if __name__ == "__main__":
    main()
