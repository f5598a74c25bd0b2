"""How much a search budget or setting gives away, measured against a long search of the
same positions: a lever's effect on play without the noise of whole games.

The positions are those of ``benchmarks/search_rate.py`` (decisions with a choice of seat 0
in seeded games of the game's heuristic bots). At each, a reference search of
``--reference`` simulations (the game's default settings) values every root action. Each
variant (a count of ``--counts`` with an exploration constant of ``--explorations``, an
expansion of ``--expansions`` and rollouts of ``--rollouts``: the game's heuristic, or random
play) then chooses at every position, once for each of ``--seeds`` seeds, and its regret
there is the reference's value of the best action less its value of the one chosen, in the
units of the game's value (for Wizard and Oh Hell the round's points less the others' mean).
A line gives the mean regret with a 95% interval, how often the reference's best was chosen,
the CPU time a decision, and the regret by kind of decision (bids, plays, passes). The
reference's own noise shrinks as ``--reference`` grows, and it favours the variants most like
it (its rollouts are the heuristic's): rank variants, not absolutes.

    python benchmarks/search_regret.py wizard
    python benchmarks/search_regret.py ohhell --counts 100,300 --explorations 0.3,0.7
"""

from __future__ import annotations

import argparse
import itertools
import math
import statistics
import time
from types import ModuleType
from typing import Any, NamedTuple

import attrs
from search_ab import search_module
from search_rate import positions

from tricktaker.bots import RandomBot, SearchBot
from tricktaker.bots.search import ActionValue
from tricktaker.games import BUILT_IN_GAMES


def regret(reference: dict[Any, ActionValue], choice: Any) -> float:
    """The reference's best mean less its mean of ``choice`` (an action it never tried
    counts as its worst)."""
    means = [value.mean for value in reference.values()]
    found = reference.get(choice)
    return max(means) - (min(means) if found is None else found.mean)


def interval(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its normal 95% interval."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.nan
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


class Variant(NamedTuple):
    """One setting of the search that chooses at the positions."""

    simulations: int
    exploration: float | None  # None: the game's own constant
    expansion: str
    rollout: str  # "heuristic" (the game's search bot) or "random"

    def __str__(self) -> str:
        constant = "default" if self.exploration is None else self.exploration
        return f"{self.simulations} simulations, exploration {constant}, {self.expansion}" + (
            "" if self.rollout == "heuristic" else f", {self.rollout} rollouts"
        )

    def bot(self, module: ModuleType, seed: int) -> SearchBot:
        """The search bot of this variant, for the game whose search module is ``module``."""
        parts = module.SEARCH  # the game's worlds, value, heuristic and default exploration
        if self.rollout == "random":
            parts = attrs.evolve(parts, policy=RandomBot)
        options = {} if self.exploration is None else {"exploration": self.exploration}
        return parts.search_bot(  # type: ignore[no-any-return]
            seed, simulations=self.simulations, expansion=self.expansion, **options
        )


def rate(variant: Variant, module: ModuleType, views: list[Any], references: list[Any],
         seeds: int) -> str:  # fmt: skip
    """The variant's line: its regret over the positions, each chosen with ``seeds`` seeds."""
    regrets: list[float] = []
    by_kind: dict[str, list[float]] = {}
    start = time.process_time()
    for i, view in enumerate(views):
        for seed in range(seeds):
            choice = variant.bot(module, seed * 1000 + i).choose(view)
            lost = regret(references[i], choice)
            regrets.append(lost)
            by_kind.setdefault(type(choice).__name__, []).append(lost)
    cpu_ms = (time.process_time() - start) * 1000 / len(regrets)
    mean, half = interval(regrets)
    best = sum(lost == 0 for lost in regrets) / len(regrets)
    kinds = ", ".join(
        f"{kind} {statistics.fmean(values):.2f} ({len(values)})"
        for kind, values in sorted(by_kind.items())
    )
    return (
        f"{variant}: regret {mean:.2f} ± {half:.2f}, best chosen {best:.1%}, "
        f"{cpu_ms:.1f} ms of CPU a decision; {kinds}"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(BUILT_IN_GAMES))
    parser.add_argument("--positions", type=int, default=120)
    parser.add_argument("--every", type=int, default=5, help="every n-th decision with a choice")
    parser.add_argument("--reference", type=int, default=3000, help="its simulations")
    parser.add_argument("--counts", default="100", help="variants' simulations, comma-separated")
    parser.add_argument("--explorations", default="", help="UCT constants (default: the game's)")
    parser.add_argument("--expansions", default="first", help="'first', 'policy' or both")
    parser.add_argument("--rollouts", default="heuristic", help="'heuristic', 'random' or both")
    parser.add_argument("--seeds", type=int, default=4, help="choices of each variant a position")
    args = parser.parse_args(argv)
    module = search_module(args.game)
    views = positions(args.game, args.positions, args.every, 1)
    start = time.process_time()
    references = [
        module.search_bot(10_000 + i, simulations=args.reference).search(view)
        for i, view in enumerate(views)
    ]
    print(f"{args.game}: {len(views)} positions, reference {args.reference} simulations "
          f"({time.process_time() - start:.0f} s CPU), {args.seeds} seeds a variant")  # fmt: skip
    constants: list[float | None] = [float(c) for c in args.explorations.split(",") if c]
    variants = itertools.product(
        [int(count) for count in args.counts.split(",")],
        constants or [None],
        args.expansions.split(","),
        args.rollouts.split(","),
    )
    for variant in variants:
        print(rate(Variant(*variant), module, views, references, args.seeds), flush=True)


if __name__ == "__main__":
    main()
