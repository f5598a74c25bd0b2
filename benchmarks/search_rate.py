"""Simulations a CPU second of a game's tree search, playouts a CPU second of its flat search,
and where a simulation's time goes.

The positions are the decisions with a choice of seat 0 in seeded games of the game's
heuristic bots (every ``--every``-th one, up to ``--positions``). At each, the tree search
(``search_bot``) runs ``--count`` simulations and the flat search (``flat_search_bot``)
``--count`` playouts, each timed by this process's CPU time
(steadier than wall time on a shared machine); the two are timed in interleaved runs, and
each line gives the median and the range over ``--runs`` runs.
``--options`` gives the tree search more options, as ``name=value`` pairs
(``--options "sweep=True, others='policy'"``); with the sweep a decision may run past its
count (to the end of a world), so the tree's rate counts the simulations it ran.
``--profile`` runs the tree search once more under cProfile and prints the cumulative time of
its parts: drawing the worlds (``determinize``), choosing in the tree (``_select``), the
rollout policy's choices, the game's ``apply`` and ``view``, and ``evaluate``.

    python benchmarks/search_rate.py wizard
    python benchmarks/search_rate.py ohhell --count 200 --runs 5 --profile
    python benchmarks/search_rate.py szaman --count 96 --options "sweep=True, halving=True"
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import time
from collections.abc import Callable
from typing import Any, TypeVar

from search_ab import options as options_of
from search_ab import search_module

import tricktaker
from tricktaker.games import BUILT_IN_GAMES, decider_of

T = TypeVar("T")


def positions(name: str, count: int, every: int, seed: int) -> list[Any]:
    """Up to ``count`` views of seat 0 with more than one legal action, every ``every``-th
    (in bridge seat 0 also chooses for its dummy)."""
    game = tricktaker.get_game(name)
    rules = game.rules(players=4)
    found: list[Any] = []
    seen = 0
    while len(found) < count:
        state, _ = game.start(rules, seed=seed)
        bots = [game.bots["heuristic"](seed * 10 + seat) for seat in range(4)]
        while (seat := decider_of(state)) is not None and len(found) < count:
            view = state.view(seat)  # a declarer's view chooses the dummy's cards too
            if view.seat == 0 and len(view.legal_actions()) > 1:
                if seen % every == 0:
                    found.append(view)
                seen += 1
            state, _ = state.apply(bots[view.seat].choose(view))
        seed += 1
    return found


def timed(
    decide: Callable[[Any, Any], T], make: Callable[[int], Any], views: list[Any]
) -> tuple[list[T], float]:
    """What ``decide(bot, view)`` returned at each view, a fresh bot for each, and the CPU
    seconds the calls took together (making the bots not counted)."""
    results: list[T] = []
    spent = 0.0
    for i, view in enumerate(views):
        bot = make(i)
        start = time.process_time()
        result = decide(bot, view)
        spent += time.process_time() - start
        results.append(result)
    return results, spent


def cpu_seconds(make: Callable[[int], Any], views: list[Any]) -> float:
    """The CPU seconds of one decision at each view, a fresh bot for each."""
    return timed(lambda bot, view: bot.choose(view), make, views)[1]


PARTS = {
    "determinize": "worlds drawn",
    "_select": "choices in the tree",
    "choose": "rollout policy",
    "apply": "apply (engine)",
    "view": "view (engine)",
    "round_value": "evaluate",
    "hand_value": "evaluate",
    "board_value": "evaluate",
}


def simulations_and_seconds(make: Callable[[int], Any], views: list[Any]) -> tuple[int, float]:
    """The simulations a tree search ran at each view, a fresh bot for each, and their CPU
    seconds."""
    searched, spent = timed(lambda bot, view: bot.search(view), make, views)
    return sum(value.visits for tried in searched for value in tried.values()), spent


def profile(make: Callable[[int], Any], views: list[Any]) -> list[str]:
    """The cumulative seconds of a tree search's parts, from one run under cProfile."""
    profiler = cProfile.Profile(time.process_time)  # CPU time, as the rates are
    profiler.enable()
    total = cpu_seconds(make, views)
    profiler.disable()
    stats: dict[Any, Any] = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    parts: dict[str, float] = {}
    for (path, _, function), (_, _, _, cumulative, callers) in stats.items():
        label = PARTS.get(function)
        if label is None or "tricktaker" not in path:
            continue
        if function == "choose" and "bots.py" not in path:
            continue  # the search bot's own choose, or a wrapper's
        # a part called from within itself (or from another part of the same label) is
        # counted once, from its outermost calls
        outer = sum(
            timing[3]
            for (caller_path, _, caller), timing in callers.items()
            if PARTS.get(caller) != label or "tricktaker" not in caller_path
        )
        parts[label] = parts.get(label, 0.0) + min(cumulative, outer)
    lines = [f"profiled: {total:.2f} s of CPU under cProfile (slower than without)"]
    for label in dict.fromkeys(PARTS.values()):
        if label in parts:
            lines.append(f"  {label:<22} {parts[label]:>6.2f} s  {parts[label] / total:>5.0%}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(BUILT_IN_GAMES))
    parser.add_argument("--count", type=int, default=100, help="simulations/playouts (100)")
    parser.add_argument("--positions", type=int, default=20, help="decisions (default 20)")
    parser.add_argument("--every", type=int, default=7, help="take every n-th decision (7)")
    parser.add_argument("--runs", type=int, default=3, help="interleaved runs (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", default="", help="more tree search options, name=value pairs")
    parser.add_argument("--profile", action="store_true", help="also profile the tree search")
    args = parser.parse_args()
    module = search_module(args.game)
    views = positions(args.game, args.positions, args.every, args.seed)

    more = options_of(args.options)

    def tree(seed: int) -> Any:
        return module.search_bot(seed, simulations=args.count, **more)

    def flat(seed: int) -> Any:
        return module.flat_search_bot(seed, playouts=args.count)

    searches = [("tree simulations", tree), ("flat playouts", flat)]
    rates: dict[str, list[float]] = {label: [] for label, _ in searches}
    for _ in range(args.runs):
        for label, make in searches:
            if make is tree:
                used, spent = simulations_and_seconds(make, views)
            else:  # the flat search plays at least one world: the count it used, rounded up
                used = sum(
                    -(-args.count // len(v.legal_actions())) * len(v.legal_actions()) for v in views
                )
                spent = cpu_seconds(make, views)
            rates[label].append(used / spent)
    print(
        f"{tricktaker.get_game(args.game).title}, 4 players: {len(views)} decisions, "
        f"{args.count} a decision, {args.runs} runs (CPU time)"
        + (f"; the tree search with {args.options}" if args.options else "")
    )
    for label, values in rates.items():
        print(
            f"{label:<17} {statistics.median(values):>8.0f} a second "
            f"(runs {min(values):.0f} – {max(values):.0f})"
        )
    if args.profile:
        print("\n".join(profile(tree, views)))


if __name__ == "__main__":
    main()
