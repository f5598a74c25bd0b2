"""The choices of the heuristic bots and of the search bot, recorded once on seeded positions,
so that work on their speed provably changes none of them.

Each pin is a seeded game of one game's rules, played from its start by bots seeded from the
pin's seed, and records every choice made, in order, with the seat that made it. Three kinds:

- ``heuristic`` (or another registered bot that needs no budget, such as Szaman's
  ``points``): that bot in every seat, for the whole game.
- ``search``: the game's heuristic bot in every seat until choice ``start``, and from there
  the registered ``search`` bot in seat 0, at a fixed count of simulations (never a time
  budget, which would make the choices depend on the machine), for ``decisions`` of its
  decisions; the game is cut there. Each of its choices sums up its rollouts, played by the
  heuristic bots on its sampled worlds.
- ``worlds``: the heuristic bots' own choices on such worlds, one by one. The heuristic bot
  plays every seat of the game; at every ``every``-th decision of seat 0, a world is drawn
  from that seat's view and earlier views (the game's ``determinize``, seeded) and played on
  by fresh heuristic bots for up to ``decisions`` choices, as a rollout would be.

Re-record only when a bot's play is meant to change (and say so in the CHANGELOG)::

    PYTHONPATH=src python tests/search_pins.py --write

Without ``--write`` the script replays the pins and prints the first difference of each.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tricktaker
from tricktaker import to_json
from tricktaker.games import BUILT_IN_GAMES, decider_of

FIXTURE = Path(__file__).with_name("data") / "search_pins.json"


@dataclass(frozen=True)
class Pin:
    """One pinned game (see the module): its game, rules options, seed and kind."""

    game: str
    rules: dict[str, Any]
    seed: int
    bot: str
    start: int = 0
    decisions: int | None = None
    every: int = 1
    search: dict[str, Any] = field(default_factory=dict)


# The search bots' budgets are ``playouts``: the registered bot's count of simulations.
PLAN: list[Pin] = [
    Pin("wizard", {"players": 4}, 1, "heuristic"),
    Pin("wizard", {"players": 3, "hook": True}, 2, "heuristic"),
    Pin("ohhell", {"players": 4}, 3, "heuristic"),
    Pin("ohhell", {"players": 5, "schedule": (7, 1), "off_bid_penalty": True}, 4, "heuristic"),
    Pin("szaman", {"players": 4}, 5, "heuristic"),
    Pin("szaman", {"players": 3, "variant": "russian"}, 6, "heuristic"),
    Pin("szaman", {"players": 4}, 7, "points"),
    Pin("hearts", {"hands": 2}, 8, "heuristic"),
    Pin("spades", {"hands": 2}, 9, "heuristic"),
    Pin("bridge", {"boards": 2}, 10, "heuristic"),
    Pin("wizard", {"players": 4}, 11, "search", decisions=30, search={"playouts": 12}),
    Pin("wizard", {"players": 4, "hook": True}, 12, "search", start=300, decisions=20,
        search={"playouts": 12}),
    Pin("wizard", {"players": 3}, 13, "search", decisions=20,
        search={"playouts": 12, "expansion": "policy"}),
    Pin("ohhell", {"players": 4}, 14, "search", decisions=30, search={"playouts": 12}),
    Pin("ohhell", {"players": 4, "schedule": (9,)}, 15, "search", decisions=10,
        search={"playouts": 12, "expansion": "policy"}),
    Pin("szaman", {"players": 4}, 16, "search", decisions=20, search={"playouts": 12}),
    Pin("szaman", {"players": 4, "variant": "russian"}, 17, "search", start=20, decisions=15,
        search={"playouts": 12}),
    Pin("hearts", {"hands": 1}, 18, "search", decisions=14, search={"playouts": 12}),
    Pin("spades", {"hands": 1}, 19, "search", decisions=14, search={"playouts": 12}),
    Pin("bridge", {}, 20, "search", decisions=14, search={"playouts": 12}),
    Pin("wizard", {"players": 4}, 21, "worlds", decisions=16, every=7),
    Pin("ohhell", {"players": 4}, 22, "worlds", decisions=16, every=9),
    Pin("szaman", {"players": 4}, 23, "worlds", decisions=16, every=5),
    Pin("szaman", {"players": 3, "variant": "russian", "hands": 2}, 24, "worlds", decisions=16,
        every=5),
    Pin("hearts", {"hands": 1}, 25, "worlds", decisions=16, every=3),
    Pin("spades", {"hands": 1}, 26, "worlds", decisions=16, every=3),
    Pin("bridge", {}, 27, "worlds", decisions=16, every=3),
]  # fmt: skip


def play(pin: Pin) -> list[str]:
    """Play ``pin``'s game; every choice as ``"seat: action"`` (its text in the terminal's
    move syntax, which names it fully), in a world of a ``worlds`` pin
    ``"world N, seat: action"``."""
    game = tricktaker.get_game(pin.game)
    rules = game.rules(**pin.rules)
    players = rules.players
    heuristic = pin.bot if pin.bot in game.bots and pin.bot != "search" else "heuristic"
    bots = [game.bots[heuristic](pin.seed * 10 + seat) for seat in range(players)]
    searcher = None
    if pin.bot == "search":
        searcher = game.bots["search"](pin.seed * 10 + players, **pin.search)
    determinize = importlib.import_module(BUILT_IN_GAMES[pin.game]).determinize
    rng = random.Random(pin.seed)
    earlier: list[Any] = []  # seat 0's views, for a world drawn from its view
    state, _ = game.start(rules, seed=pin.seed)
    chosen: list[str] = []
    searched = worlds = 0
    while (seat := decider_of(state)) is not None:
        view = state.view(seat)
        if searcher is not None and seat == 0 and len(chosen) >= pin.start:
            if searched == pin.decisions:
                break
            action = searcher.choose(view)
            searched += 1
        else:
            if pin.bot == "worlds" and seat == 0:
                if len(earlier) % pin.every == 0:
                    world = determinize(view, rng, tuple(earlier))
                    chosen += _play_on(game, world, pin, worlds)
                    worlds += 1
                earlier.append(view)
            action = bots[seat].choose(view)
        chosen.append(f"{seat}: {action}")
        state, _ = state.apply(action)
    return chosen


def _play_on(game: Any, world: Any, pin: Pin, number: int) -> list[str]:
    """Up to ``pin.decisions`` choices of fresh heuristic bots playing ``world`` on."""
    players = len(world.hands)
    bots = [game.bots["heuristic"](pin.seed * 1000 + number * 10 + s) for s in range(players)]
    chosen: list[str] = []
    state = world
    while len(chosen) < (pin.decisions or 0) and (seat := decider_of(state)) is not None:
        action = bots[seat].choose(state.view(seat))
        chosen.append(f"world {number}, {seat}: {action}")
        state, _ = state.apply(action)
    return chosen


def planned() -> list[dict[str, Any]]:
    """Every pin of :data:`PLAN`, as the fixture records it (without its choices)."""
    return [
        {"game": pin.game, "rules": to_json(tricktaker.get_game(pin.game).rules(**pin.rules)),
         "seed": pin.seed, "bot": pin.bot, "start": pin.start, "decisions": pin.decisions,
         "every": pin.every, "search": pin.search}
        for pin in PLAN
    ]  # fmt: skip


def record() -> dict[str, Any]:
    """The fixture: each pin of :data:`PLAN` with the choices of its game."""
    return {
        "pins": [{**entry, "chosen": play(pin)} for entry, pin in zip(planned(), PLAN, strict=True)]
    }


def recorded() -> list[dict[str, Any]]:
    """The pins of the fixture, in the order of :data:`PLAN`."""
    pins: list[dict[str, Any]] = json.loads(FIXTURE.read_text(encoding="utf-8"))["pins"]
    return pins


def first_difference(now: list[str], then: list[str]) -> int | None:
    """The index of the first choice in which ``now`` and ``then`` differ, or None."""
    for i, (a, b) in enumerate(zip(now, then, strict=False)):
        if a != b:
            return i
    return None if len(now) == len(then) else min(len(now), len(then))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--write", action="store_true", help="record the pins anew")
    args = parser.parse_args(argv)
    if args.write:
        FIXTURE.parent.mkdir(exist_ok=True)
        text = json.dumps(record(), ensure_ascii=False, indent=0)
        FIXTURE.write_text(text + "\n", encoding="utf-8")
        print(f"recorded {FIXTURE}")
        return 0
    failed = 0
    for pin, entry in zip(PLAN, recorded(), strict=True):
        then = entry["chosen"]
        now = play(pin)
        differs = first_difference(now, then)
        label = f"{pin.game} seed {pin.seed} ({pin.bot})"
        if differs is None:
            print(f"{label}: {len(then)} choices, the same")
        else:
            failed += 1
            print(f"{label}: choice {differs} differs: {now[differs : differs + 1]}, "
                  f"recorded {then[differs : differs + 1]}")  # fmt: skip
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
