"""How often the search bot's decisions settle early, what that saves, and what it changes.

The positions are those of ``benchmarks/search_rate.py`` (decisions with a choice of seat 0
in seeded games of the game's heuristic bots, every ``--every``-th). At each, the game's
search bot runs with the root sweep and ``--count`` simulations, once whole and once with
``settle=N`` for each ``N`` of ``--settle`` (``SearchBot(settle=N)``: the decision ends once
one root action has done at least as well as every other in each of at least ``N`` worlds),
with the same seed, so both draw the same worlds in the same order and a settled search is
the whole one's beginning. For each ``N`` it prints the share of the decisions settled
before the count, the share of the simulations they used, and how often a settled decision
chose what the whole search chose. ``--margin`` settles with a margin as well
(``SearchBot(margin=...)``: also once no other root action is likely to beat the leader by
more than that share of the values' spread). ``--options`` adds the other options of the search, as
``name=value`` pairs, comma-separated, read as ``benchmarks/search_ab.py`` reads its settings
(``--options "halving=True, others='policy'"``).

    python benchmarks/settling.py ohhell --count 32 --settle 4,8,16
    python benchmarks/settling.py szaman --count 96 --settle 8 --options "halving=True"
"""

from __future__ import annotations

import argparse
from typing import Any

from search_ab import options as options_of
from search_ab import search_module
from search_rate import positions

from tricktaker.games import BUILT_IN_GAMES


def used(tried: dict[Any, Any]) -> int:
    """The simulations a search ran: its root actions' visits."""
    return sum(value.visits for value in tried.values())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(BUILT_IN_GAMES))
    parser.add_argument("--count", type=int, default=32, help="simulations a decision (32)")
    parser.add_argument("--settle", default="8", help="the worlds to settle in, comma-separated")
    parser.add_argument("--margin", type=float, default=None, help="settle with this margin too")
    parser.add_argument("--options", default="", help="more search options, name=value pairs")
    parser.add_argument("--positions", type=int, default=200, help="decisions (default 200)")
    parser.add_argument("--every", type=int, default=3, help="take every n-th decision (3)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    module = search_module(args.game)
    options = {"simulations": args.count, "sweep": True, **options_of(args.options)}
    views = positions(args.game, args.positions, args.every, args.seed)
    whole = []
    for i, view in enumerate(views):  # a fresh bot each call: the same seed, the same worlds
        choice = module.search_bot(i, **options).choose(view)
        whole.append((choice, used(module.search_bot(i, **options).search(view))))
    print(
        f"{args.game}: {len(views)} decisions, {args.count} simulations a decision, the sweep"
        + (f", {args.options}" if args.options else "")
        + (f"; settling with margin {args.margin}" if args.margin is not None else "")
    )
    for settle in (int(text) for text in args.settle.split(",")):
        settled = agreed = spent = 0
        settling = {**options, "settle": settle, "margin": args.margin}
        for i, view in enumerate(views):
            choice = module.search_bot(i, **settling).choose(view)
            simulations = used(module.search_bot(i, **settling).search(view))
            spent += simulations
            if simulations < whole[i][1]:
                settled += 1
                agreed += choice == whole[i][0]
        print(
            f"settle {settle}: {settled / len(views):.0%} of the decisions settled, "
            f"{spent / sum(count for _, count in whole):.0%} of the simulations, "
            f"the whole search's choice in {agreed} of the {settled} settled"
        )


if __name__ == "__main__":
    main()
