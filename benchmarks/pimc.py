"""bridge.PIMCBot against the search bot at the card play, in duplicate (issue 54).

Board ``i`` (dealt from seed ``seed + i``) is played twice: at the first table the PIMC bot
holds North-South and the search bot East-West, at the second the other way round. Both
tables bid with HeuristicBot, so each reaches the same contract and the IMPs come from the
play. Prints the PIMC side's IMPs a board (mean, 95% interval), and the time a card of
each bot. Needs the ``dds`` group (DDS through endplay)::

    PYTHONPATH=src python benchmarks/pimc.py --boards 20 --worlds 20
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from typing import Any

from tricktaker import bridge


def play_table(seed: int, pimc_side: int, worlds: int, times: dict[str, list[float]]) -> int:
    """North-South's score at a table where the PIMC bot holds side ``pimc_side``."""
    state = bridge.new_game(bridge.Rules(), seed=seed)
    bidder = bridge.HeuristicBot(seed=seed)
    players: dict[str, Any] = {
        "pimc": bridge.PIMCBot(seed=seed, worlds=worlds),
        "search": bridge.search_bot(seed=seed),
    }
    while not state.is_over:
        seat = state.decider if state.decider is not None else state.to_act
        assert seat is not None
        view = state.view(seat)
        if state.phase is bridge.Phase.AUCTION:
            action = bidder.choose(view)
        else:
            name = "pimc" if seat % 2 == pimc_side else "search"
            start = time.process_time()  # CPU: the machine is shared
            action = players[name].choose(view)
            times[name].append(time.process_time() - start)
        state, _ = state.apply(action)
    return state.scores[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=20)
    parser.add_argument("--worlds", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    times: dict[str, list[float]] = {"pimc": [], "search": []}
    margins = []
    for board in range(args.boards):
        seed = args.seed + board
        first = play_table(seed, 0, args.worlds, times)  # PIMC North-South
        second = play_table(seed, 1, args.worlds, times)  # PIMC East-West
        margins.append(bridge.imps(first - second))
        print(f"board {board}: N-S {first} and {second}: {margins[-1]:+d} IMPs to PIMC")
    mean = statistics.fmean(margins)
    half = 1.96 * statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else 0
    interval = f"95% {mean - half:+.2f} to {mean + half:+.2f}"
    print(f"{len(margins)} boards: PIMC {mean:+.2f} IMPs a board ({interval})")
    for name, spent in times.items():
        mean_ms, median_ms = 1000 * statistics.fmean(spent), 1000 * statistics.median(spent)
        cards = len(spent)
        print(f"{name}: {mean_ms:.0f} ms of CPU a card (median {median_ms:.0f} ms, {cards} cards)")


if __name__ == "__main__":
    main()
