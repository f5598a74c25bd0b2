"""The ``tricktaker`` command line: ``tricktaker demo GAME`` plays a seeded game between bots."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from tricktaker.bots import play_game
from tricktaker.errors import TricktakerError
from tricktaker.games import Game, available_games, get_game

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tricktaker", description="Exact rules of trick-taking card games."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    demo = commands.add_parser(
        "demo", help="play a seeded game between built-in bots and print its score sheet"
    )
    demo.add_argument("game", help=f"the game to play: {', '.join(available_games())}")
    demo.add_argument("--players", type=int, default=4, help="number of players (default 4)")
    demo.add_argument("--seed", type=int, default=1, help="seed of the deals and bots (default 1)")
    demo.add_argument(
        "--bots",
        default="heuristic",
        help="comma-separated bot names, repeated over the seats (default heuristic)",
    )
    demo.add_argument(
        "--hook",
        action="store_true",
        default=None,
        help="Wizard: the dealer may not make the bids add up",
    )
    demo.add_argument("--variant", default=None, help="Szaman: classic or russian")
    demo.add_argument("--verbose", "-v", action="store_true", help="print every event")
    return parser


def _rule_options(args: argparse.Namespace) -> dict[str, Any]:
    """Only the options given on the command line, so each game keeps its own defaults."""
    options: dict[str, Any] = {"players": args.players}
    for name in ("hook", "variant"):
        if getattr(args, name) is not None:
            options[name] = getattr(args, name)
    return options


def _make_rules(game: Game, options: dict[str, Any]) -> Any:
    try:
        return game.rules(**options)
    except TypeError as error:
        raise TricktakerError(f"{game.title} does not take these options: {error}") from None


def demo(args: argparse.Namespace, out: TextIO) -> None:
    """Play one game between bots and print the game's narration of it."""
    game = get_game(args.game)
    rules = _make_rules(game, _rule_options(args))
    names = [name.strip() for name in args.bots.split(",") if name.strip()]
    unknown = [name for name in names if name not in game.bots]
    if unknown or not names:
        raise TricktakerError(
            f"unknown bot {', '.join(unknown) or repr(args.bots)}: "
            f"{game.title} has {', '.join(sorted(game.bots))}"
        )
    seats = [names[seat % len(names)] for seat in range(rules.players)]
    bots = [game.bots[name](args.seed * 100 + seat) for seat, name in enumerate(seats)]
    print(
        f"{game.title} demo, seed {args.seed}: "
        + ", ".join(f"seat {seat} {name}" for seat, name in enumerate(seats)),
        file=out,
    )
    state, opening = game.start(rules, seed=args.seed)
    _, events = play_game(state, bots)
    for event in (*opening, *events):
        line = str(event) if args.verbose else game.narrate(event, rules)
        if line is not None:
            print(line, file=out)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); return the exit status."""
    out = sys.stdout if out is None else out
    args = _parser().parse_args(argv)
    try:
        if args.command == "demo":
            demo(args, out)
    except TricktakerError as error:
        print(f"tricktaker: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader went away (`| head`): stop quietly
        sys.stderr.close()
        return 1
    return 0
