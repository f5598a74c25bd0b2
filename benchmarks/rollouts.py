"""Instructions of the search bot's rollouts under callgrind: a heuristic bot's decision, and a
tree search's simulation, in each game.

Two workloads a game:

- ``heuristic:GAME``: the game's heuristic bot choosing at every decision of ``--games``
  seeded games of heuristic bots (4 players; the views taken along them in the setup), one
  ``choose(view)`` a call: what each step of a rollout asks of its policy.
- ``tree:GAME``: the game's registered ``search`` bot, ``--simulations`` simulations a
  decision, at ``--positions`` decisions of seat 0 with a choice along those games (every
  third one), a fresh bot seeded for each; per simulation (one world drawn, one descent, one
  heuristic rollout to the end of the round or hand, its value backed up).

Each workload runs in a fresh interpreter under ``valgrind --tool=callgrind``, after the same
setup (imports, views, bots) and warm-up (the workloads once on other seeded views, so that
first-use costs are not counted) as a baseline run that does everything but the workload;
the baseline's instructions are subtracted and the rest divided by the calls or simulations.
Runs have ``PYTHONHASHSEED=0``. The tricktaker measured is the one first on ``PYTHONPATH``.

    python benchmarks/rollouts.py                                    # every game
    python benchmarks/rollouts.py --workloads heuristic:wizard,tree:wizard --json
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from instructions import MeasureError, _environment, callgrind_instructions, find_valgrind

GAMES = ("wizard", "ohhell", "szaman", "hearts", "spades", "bridge")
KINDS = ("heuristic", "tree")


def all_workloads() -> list[str]:
    """Every workload name: ``heuristic:GAME`` and ``tree:GAME`` for each game."""
    return [f"{kind}:{game}" for game in GAMES for kind in KINDS]


def views_along(name: str, games: int, seed: int) -> list[Any]:
    """The view of the seat to decide at every decision of ``games`` seeded heuristic games."""
    import tricktaker
    from tricktaker.games import decider_of

    game = tricktaker.get_game(name)
    rules = game.rules(players=4)
    views = []
    for i in range(games):
        bots = [game.bots["heuristic"](seed + 100 * i + s) for s in range(4)]
        state, _ = game.start(rules, seed=seed + i)
        while (seat := decider_of(state)) is not None:
            view = state.view(seat)
            views.append(view)
            state, _ = state.apply(bots[seat].choose(view))
    return views


class Setup:
    """Everything a run builds before its workload, the same in every run."""

    def __init__(self, workloads: Sequence[str], args: argparse.Namespace, seed: int) -> None:
        import tricktaker

        self.calls: dict[str, list[tuple[Any, Any]]] = {}
        for workload in workloads:
            kind, name = workload.split(":")
            game = tricktaker.get_game(name)
            views = views_along(name, args.games, seed)
            if kind == "heuristic":
                # One bot a seat, as in a rollout; it is shown every view of its seat.
                bots = [game.bots["heuristic"](seed + s) for s in range(4)]
                self.calls[workload] = [(bots[view.seat], view) for view in views]
            else:
                chosen = [v for v in views if v.seat == 0 and len(v.legal_actions()) > 1]
                self.calls[workload] = [
                    (game.bots["search"](seed + i, playouts=args.simulations), view)
                    for i, view in enumerate(chosen[::3][: args.positions])
                ]

    def run(self, workload: str) -> None:
        """The measured loop: each call of the workload's bots."""
        for bot, view in self.calls[workload]:
            bot.choose(view)

    def units(self, workload: str, simulations: int) -> int:
        """The calls (heuristic) or simulations (tree) of the workload."""
        calls = self.calls[workload]
        return len(calls) * (simulations if workload.startswith("tree:") else 1)


def work(workloads: Sequence[str], run: str | None, args: argparse.Namespace) -> int:
    """Set up and warm up every workload, then run ``run`` (None: the baseline); the units
    of ``run`` (its calls or simulations)."""
    warm = argparse.Namespace(**{**vars(args), "games": 1, "positions": 2})
    warmup = Setup(workloads, warm, args.seed + 1000)
    setup = Setup(workloads, args, args.seed)
    for workload in workloads:
        warmup.run(workload)
    if run is None:
        return 0
    setup.run(run)
    return setup.units(run, args.simulations)


def _command(workloads: Sequence[str], run: str | None, args: argparse.Namespace) -> list[str]:
    command = [sys.executable, str(Path(__file__).resolve()), "--worker"]
    command += ["--workloads", ",".join(workloads), "--games", str(args.games)]
    command += ["--positions", str(args.positions), "--simulations", str(args.simulations)]
    command += ["--seed", str(args.seed)]
    return command + (["--run", run] if run is not None else [])


def measure(args: argparse.Namespace) -> dict[str, Any]:
    """Each workload's instructions, less the baseline's, per call or simulation."""
    import tricktaker

    valgrind = find_valgrind()
    workloads: list[str] = args.workloads
    units = {}
    for workload in workloads:  # a plain run counts the units (and compiles any bytecode)
        result = subprocess.run(
            _command(workloads, workload, args),
            capture_output=True,
            text=True,
            env=_environment(),
            check=False,
        )
        if result.returncode != 0:
            raise MeasureError(f"{workload} failed:\n{result.stderr.strip()}")
        units[workload] = int(result.stdout.split()[-1])
    print("callgrind: baseline ...", file=sys.stderr, flush=True)
    baseline = callgrind_instructions(valgrind, _command(workloads, None, args))
    results = {}
    for workload in workloads:
        print(f"callgrind: {workload} ...", file=sys.stderr, flush=True)
        total = callgrind_instructions(valgrind, _command(workloads, workload, args)) - baseline
        results[workload] = {
            "unit": "simulation" if workload.startswith("tree:") else "decision",
            "count": units[workload],
            "instructions": total,
            "per_unit": total / units[workload],
        }
    return {
        "package": str(Path(tricktaker.__file__).parent),
        "python": sys.version.split()[0],
        "games": args.games,
        "positions": args.positions,
        "simulations": args.simulations,
        "seed": args.seed,
        "baseline_instructions": baseline,
        "workloads": results,
    }


def report(figures: dict[str, Any]) -> str:
    """The figures as a table."""
    lines = [
        f"tricktaker at {figures['package']}, Python {figures['python']}; {figures['games']} "
        f"games, {figures['positions']} positions x {figures['simulations']} simulations, "
        f"seed {figures['seed']}; the setup's {figures['baseline_instructions']:,} "
        "instructions subtracted",
        f"{'workload':<20}{'count':>10}{'instructions':>16}{'per unit':>24}",
    ]
    for workload, row in figures["workloads"].items():
        per_unit = f"{row['per_unit']:,.0f} a {row['unit']}"
        lines.append(f"{workload:<20}{row['count']:>10,}{row['instructions']:>16,}{per_unit:>24}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--workloads", default=",".join(all_workloads()))
    parser.add_argument("--games", type=int, default=2, help="seeded games (default 2)")
    parser.add_argument("--positions", type=int, default=20, help="tree: decisions (default 20)")
    parser.add_argument("--simulations", type=int, default=20, help="tree: a decision's (20)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--run", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    args.workloads = [w.strip() for w in args.workloads.split(",") if w.strip()]
    unknown = [w for w in args.workloads if w not in all_workloads()]
    if unknown:
        parser.error(f"unknown workloads {unknown}: choose from {', '.join(all_workloads())}")
    if args.worker:
        print(work(args.workloads, args.run, args))
        return 0
    try:
        figures = measure(args)
    except MeasureError as error:
        print(f"rollouts.py: {error}", file=sys.stderr)
        return 2
    print(json.dumps(figures, indent=2) if args.json else report(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
