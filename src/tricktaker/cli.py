"""The ``tricktaker`` command line.

- ``tricktaker demo GAME``: a seeded game between bots, printed as a score sheet;
- ``tricktaker play GAME``: play a game in the terminal against bots;
- ``tricktaker simulate GAME``: bots against bots over many games, with win rates;
- ``tricktaker replay FILE``: a saved game record, trick by trick.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from tricktaker.bots import play_game
from tricktaker.errors import TricktakerError
from tricktaker.games import Game, available_games, get_game
from tricktaker.terminal.play import play as play_in_terminal
from tricktaker.terminal.replay import replay as replay_record
from tricktaker.terminal.simulate import run as run_simulation
from tricktaker.terminal.style import wants_color

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
    _add_play(commands)
    _add_simulate(commands)
    _add_replay(commands)
    return parser


def _add_rule_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--hook",
        action="store_true",
        default=None,
        help="Wizard: the dealer may not make the bids add up",
    )
    parser.add_argument("--variant", default=None, help="Szaman: classic or russian")


def _add_play(commands: Any) -> None:
    play = commands.add_parser("play", help="play a game in the terminal against bots")
    play.add_argument("game", help=f"the game to play: {', '.join(available_games())}")
    play.add_argument("--players", type=int, default=4, help="number of players (default 4)")
    play.add_argument("--seat", type=int, default=0, help="your seat, from 0 (default 0)")
    play.add_argument(
        "--seed", type=int, default=None, help="seed of the deals and bots (default: a fresh one)"
    )
    play.add_argument(
        "--bots",
        default="heuristic",
        help="comma-separated bot names for the other seats, repeated (default heuristic)",
    )
    _add_rule_options(play)
    play.add_argument(
        "--save", metavar="FILE", default=None, help="write the game's record here at the end"
    )
    _add_color_options(play)


def _add_color_options(parser: argparse.ArgumentParser) -> None:
    color = parser.add_mutually_exclusive_group()
    color.add_argument(
        "--color", action="store_true", default=None, help="colour the suits even if not a tty"
    )
    color.add_argument("--no-color", dest="color", action="store_false", help="no colour")


def _add_replay(commands: Any) -> None:
    replay = commands.add_parser(
        "replay", help="print a saved game record (tricktaker play --save FILE) trick by trick"
    )
    replay.add_argument("file", help="the record, as JSON")
    _add_color_options(replay)


def _add_simulate(commands: Any) -> None:
    sim = commands.add_parser(
        "simulate", help="play bots against each other over many games and compare them"
    )
    sim.add_argument("game", help=f"the game to play: {', '.join(available_games())}")
    sim.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    sim.add_argument("--players", type=int, default=4, help="number of players (default 4)")
    sim.add_argument(
        "--bots",
        default="heuristic,random",
        help="comma-separated bot names; they rotate over the seats (default heuristic,random)",
    )
    sim.add_argument("--seed", type=int, default=1, help="seed of game 0; game i uses seed+i")
    sim.add_argument(
        "--workers", type=int, default=1, help="worker processes (default 1); same results"
    )
    sim.add_argument("--json", metavar="FILE", default=None, help="also write the figures here")
    progress = sim.add_mutually_exclusive_group()
    progress.add_argument(
        "--progress",
        action="store_true",
        default=None,
        help="show the progress bar on stderr even if it is not a terminal",
    )
    progress.add_argument(
        "--no-progress", dest="progress", action="store_false", help="no progress bar"
    )
    _add_rule_options(sim)


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
    names = _bot_names(args.bots)
    game.check_bot_names(names)
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


def _bot_names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


def simulate(args: argparse.Namespace, out: TextIO) -> None:
    """Play many games between bots and print each bot's figures."""
    game = get_game(args.game)
    rules = _make_rules(game, _rule_options(args))
    run_simulation(
        game,
        rules,
        _bot_names(args.bots),
        games=args.games,
        seed=args.seed,
        workers=args.workers,
        json_path=args.json,
        show_progress=args.progress,
        out=out,
    )


def play(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """Play a game in the terminal against bots; the exit status."""
    game = get_game(args.game)
    rules = _make_rules(game, _rule_options(args))
    return play_in_terminal(
        game,
        rules,
        seat=args.seat,
        seed=args.seed,
        bots=_bot_names(args.bots),
        out=out,
        stdin=stdin,
        color=wants_color(out, args.color),
        save=args.save,
    )


def main(
    argv: Sequence[str] | None = None, out: TextIO | None = None, stdin: TextIO | None = None
) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); return the exit status.

    ``out`` and ``stdin`` default to the process's standard output and input.
    """
    out = sys.stdout if out is None else out
    stdin = sys.stdin if stdin is None else stdin
    args = _parser().parse_args(argv)
    try:
        if args.command == "demo":
            demo(args, out)
        elif args.command == "play":
            return play(args, out, stdin)
        elif args.command == "simulate":
            simulate(args, out)
        elif args.command == "replay":
            replay_record(args.file, out, color=wants_color(out, args.color))
    except TricktakerError as error:
        print(f"tricktaker: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader went away (`| head`): stop quietly
        sys.stderr.close()
        return 1
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    return 0
