"""The ``tricktaker`` command line.

- ``tricktaker demo GAME``: a seeded game between bots, printed as a score sheet;
- ``tricktaker play GAME``: play a game in the terminal against bots;
- ``tricktaker simulate GAME``: bots against bots over many games, with win rates;
- ``tricktaker replay FILE``: a saved game record, trick by trick;
- ``tricktaker serve``: tables of every game on the web (the ``web`` extra), with one option
  per field of :class:`tricktaker.web.Limits`.

Each game is a subcommand of ``demo``, ``play`` and ``simulate`` (``tricktaker demo szaman``),
with the command's own options and one option for each field of the game's ``Rules``, derived
from the class (:mod:`tricktaker.terminal.options`): a game registered by another package has
its options without any change here. ``tricktaker demo szaman --help`` lists them.
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO

import attrs

from tricktaker._version import __version__
from tricktaker.bots import play_game
from tricktaker.errors import TricktakerError
from tricktaker.games import Game, available_games, get_game
from tricktaker.records import GameRecord
from tricktaker.serialize import from_json
from tricktaker.simulation import bot_labels
from tricktaker.terminal.interrupt import INTERRUPTED
from tricktaker.terminal.options import RuleOptions, add_rule_options, option_list, rule_options
from tricktaker.terminal.play import play as play_in_terminal
from tricktaker.terminal.replay import replay as replay_record
from tricktaker.terminal.simulate import bot_from_path, check_rotation, seat_count
from tricktaker.terminal.simulate import run as run_simulation
from tricktaker.terminal.style import wants_color

__all__ = ["main"]

_Option = tuple[tuple[str, ...], dict[str, Any]]


def _option(*flags: str, **settings: Any) -> _Option:
    """A command's own option: the arguments of ``ArgumentParser.add_argument``."""
    return flags, settings


_COLOR = _option(
    "--color",
    action=argparse.BooleanOptionalAction,
    default=None,
    help="colour the suits (default: only on a terminal, and not with NO_COLOR set)",
)


@attrs.frozen
class _Command:
    """A command that plays a game: its help, its own options and what it does."""

    name: str
    help: str
    options: list[_Option]
    action: Callable[[argparse.Namespace, Game, RuleOptions, TextIO, TextIO], int]

    @property
    def flags(self) -> set[str]:
        """The command's own option strings (a rule may not take one)."""
        flags = {"-h", "--help"}
        for names, settings in self.options:
            flags.update(names)
            if settings.get("action") is argparse.BooleanOptionalAction:
                flags.update("--no-" + name[2:] for name in names)
        return flags


DEFAULT_SIMULATE_BOTS = "heuristic,random"
"""The bots of ``simulate`` without ``--bots``."""


def _bot_names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


def demo(
    args: argparse.Namespace, game: Game, options: RuleOptions, out: TextIO, stdin: TextIO
) -> int:
    """Play one game between bots and print the game's narration of it."""
    rules = options.make(options.given(args))
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
    return 0


def simulate(
    args: argparse.Namespace, game: Game, options: RuleOptions, out: TextIO, stdin: TextIO
) -> int:
    """Play many games between bots and print each bot's figures; the exit status."""
    chosen = args.bots is not None
    names = _bot_names(args.bots if chosen else DEFAULT_SIMULATE_BOTS)
    bots = [bot_from_path(name) if ":" in name else name for name in names]  # your own bots
    bot_labels(game, bots)
    values = options.given(args)
    given_players = "players" in values
    if given_players:
        if chosen:  # the default pair may rotate unevenly: it is only a baseline
            check_rotation(len(names), values["players"])
    else:
        values["players"] = seat_count(len(names), options.make({}).players)
    try:
        rules = options.make(values)
    except TricktakerError as error:
        if given_players:
            raise
        raise TricktakerError(
            f"--bots names {len(names)} bots, hence {len(names)} players, but {error}"
        ) from None
    return run_simulation(
        game,
        rules,
        bots,
        games=args.games,
        seed=args.seed,
        workers=args.workers,
        json_path=args.json,
        show_progress=args.progress,
        out=out,
        dask=args.dask,
    )


def play(
    args: argparse.Namespace, game: Game, options: RuleOptions, out: TextIO, stdin: TextIO
) -> int:
    """Play a game in the terminal against bots, a new one or a saved one (``--resume``);
    the exit status."""
    rules, seed, actions, save = None, args.seed, (), args.save
    if args.resume is not None:
        record = _saved(args.resume, game)
        if options.given(args) or (seed is not None and seed != record.seed):
            raise TricktakerError(
                f"--resume goes on with the saved game's own rules and seed ({args.resume}): "
                "give no rule options and no other --seed with it"
            )
        rules, seed, actions = record.rules, record.seed, record.actions
        save = args.resume if save is None else save  # saved back where it came from
    return play_in_terminal(
        game,
        options.make(options.given(args)) if rules is None else rules,
        seat=args.seat,
        seed=seed,
        bots=_bot_names(args.bots),
        out=out,
        stdin=stdin,
        color=wants_color(out, args.color),
        save=save,
        actions=actions,
    )


def _saved(path: str, game: Game) -> GameRecord:
    """The game record saved in ``path`` (``--save``), of ``game``."""
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except OSError as error:
        raise TricktakerError(f"cannot read the saved game {path}: {error.strerror}") from None
    record = from_json(text, GameRecord)
    if record.game != game.name:
        raise TricktakerError(
            f"{path} is a saved game of {record.game}, not {game.name}: "
            f"tricktaker play {record.game} --resume {path}"
        )
    return record


_COMMANDS = [
    _Command(
        "demo",
        "play a seeded game between built-in bots and print its score sheet",
        [
            _option("--seed", type=int, default=1, help="seed of the deals and bots (default 1)"),
            _option(
                "--bots",
                default="heuristic",
                help="comma-separated bot names, repeated over the seats (default heuristic)",
            ),
            _option("--verbose", "-v", action="store_true", help="print every event"),
        ],
        demo,
    ),
    _Command(
        "play",
        "play a game in the terminal against bots",
        [
            _option("--seat", type=int, default=0, help="your seat, from 0 (default 0)"),
            _option(
                "--seed",
                type=int,
                default=None,
                help="seed of the deals and bots (default: a fresh one)",
            ),
            _option(
                "--bots",
                default="heuristic",
                help="comma-separated bot names for the other seats, repeated (default heuristic)",
            ),
            _option(
                "--save",
                metavar="FILE",
                default=None,
                help="write the game's record here when it ends, is left or is interrupted",
            ),
            _option(
                "--resume",
                metavar="FILE",
                default=None,
                help="go on with a game saved with --save (its rules and seed; saved back to "
                "FILE unless --save says where)",
            ),
            _COLOR,
        ],
        play,
    ),
    _Command(
        "simulate",
        "play bots against each other over many games and compare them",
        [
            _option("--games", type=int, default=100, help="number of games (default 100)"),
            _option(
                "--bots",
                default=None,
                help="comma-separated bot names, or your own bot factories as "
                "module:attribute; they rotate over the seats (default "
                f"{DEFAULT_SIMULATE_BOTS}, for any --players); without --players, their number "
                "sets it",
            ),
            _option("--seed", type=int, default=1, help="seed of game 0; game i uses seed+i"),
            _option(
                "--workers",
                type=int,
                default=1,
                help="worker processes (default 1); the same results for any number",
            ),
            _option(
                "--dask",
                metavar="ADDRESS",
                default=None,
                help="play the games on the workers of the Dask scheduler at ADDRESS "
                "(tcp://host:8786; needs tricktaker[dask]); the same results",
            ),
            _option(
                "--json",
                metavar="FILE",
                default=None,
                help="also write the figures here as JSON; - writes only the JSON, to stdout",
            ),
            _option(
                "--progress",
                action=argparse.BooleanOptionalAction,
                default=None,
                help="the progress bar on stderr (default: only on a terminal)",
            ),
        ],
        simulate,
    ),
]


def _for_game(flags: tuple[str, ...], settings: dict[str, Any], game: Game) -> dict[str, Any]:
    """A command's option as ``game``'s parser offers it: ``--bots`` lists the game's bots."""
    if "--bots" not in flags:
        return settings
    return {
        **settings,
        "help": f"{settings['help']}; the bots of {game.title}: {', '.join(game.bots)}",
    }


@attrs.frozen
class _GameParser:
    parser: argparse.ArgumentParser
    game: Game
    options: RuleOptions
    command: _Command


def _parser() -> tuple[argparse.ArgumentParser, dict[tuple[str, str], _GameParser]]:
    """The command line's parser, and the parser of each command's game by (command, game)."""
    parser = argparse.ArgumentParser(
        prog="tricktaker", description="Exact rules of trick-taking card games."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    games = [get_game(name) for name in available_games()]
    by_game: dict[tuple[str, str], _GameParser] = {}
    for command in _COMMANDS:
        sub = commands.add_parser(
            command.name,
            help=command.help,
            description=f"{command.help[0].upper()}{command.help[1:]}. "
            f"'tricktaker {command.name} GAME --help' lists the game's options.",
        )
        choices = sub.add_subparsers(dest="game", required=True, metavar="GAME", title="games")
        for game in games:
            options = rule_options(game.rules, reserved=command.flags)
            game_parser = choices.add_parser(
                game.name,
                help=game.title,
                description=f"{game.title}: {command.help}.",
            )
            for names, settings in command.options:
                game_parser.add_argument(*names, **_for_game(names, settings, game))
            add_rule_options(game_parser, f"{game.title} rules", options)
            by_game[command.name, game.name] = _GameParser(game_parser, game, options, command)
    replay = commands.add_parser(
        "replay", help="print a saved game record (tricktaker play --save FILE) trick by trick"
    )
    replay.add_argument("file", help="the record, as JSON")
    replay.add_argument(*_COLOR[0], **_COLOR[1])
    serve = commands.add_parser(
        "serve",
        help="serve tables of every game on the web (needs the web extra)",
        description="Serve tables of every game on the web: a lobby, the page and the "
        "websocket protocol of docs/protocol.md. Needs pip install 'tricktaker[web]'.",
    )
    serve.add_argument("--host", default="127.0.0.1", help="the address (default 127.0.0.1)")
    serve.add_argument(
        "--port", type=int, default=8000, help="the port (default 8000; 0: any free port)"
    )
    storage = serve.add_argument_group(
        "storage", "Where the tables and finished games are kept (docs/web.md)."
    )
    storage.add_argument(
        "--db",
        metavar="PATH|URL",
        help="an SQLite file (default: ~/.local/share/tricktaker/serve.sqlite3, under "
        "$XDG_DATA_HOME if set), or postgresql://... for several processes (needs the "
        "postgres extra)",
    )
    storage.add_argument(
        "--keep-days",
        type=float,
        default=30.0,
        metavar="X",
        help="delete finished games from the archive after this many days "
        "(default 30; 0: keep them)",
    )
    storage.add_argument(
        "--node",
        metavar="TEXT",
        help="this process's name among those on one PostgreSQL database (default HOST:PORT); "
        "restarted under its name, it takes its tables back at once",
    )
    storage.add_argument(
        "--lease-seconds",
        type=float,
        default=15.0,
        metavar="X",
        help="how long a dead process's tables wait before another process takes them (default 15)",
    )
    add_rule_options(
        serve,
        "limits",
        _limit_options(),
        "What the server allows its clients (tricktaker.web.Limits); docs/protocol.md.",
    )
    return parser, by_game


def _limit_options() -> RuleOptions:
    """The options of ``tricktaker serve`` for the fields of :class:`tricktaker.web.Limits`."""
    from tricktaker.web.limits import Limits  # attrs only: the web extra is not needed here

    reserved = {
        "--host",
        "--port",
        "--db",
        "--keep-days",
        "--node",
        "--lease-seconds",
        "-h",
        "--help",
    }
    return rule_options(Limits, reserved=reserved)


def _serve(args: argparse.Namespace) -> int:
    """Run ``tricktaker serve`` until interrupted."""
    options = _limit_options()
    limits = options.make(options.given(args))
    if args.lease_seconds <= 0 or args.keep_days < 0:  # the options first, as the limits
        raise TricktakerError("--lease-seconds must be above 0 and --keep-days at least 0")
    try:
        from tricktaker.web.app import serve
    except ImportError as missing:
        raise TricktakerError(
            f"tricktaker serve needs the web extra ({missing.name} is not installed): "
            "pip install 'tricktaker[web]'"
        ) from None
    serve(
        host=args.host,
        port=args.port,
        limits=limits,
        db=args.db,
        node=args.node,
        keep_days=args.keep_days,
        lease_seconds=args.lease_seconds,
    )
    return 0


def _parse(
    argv: Sequence[str] | None,
) -> tuple[argparse.Namespace, _GameParser | None]:
    """The parsed command line, and the parser of its game if the command plays one.

    An option that the game does not have is refused with the game's options.
    """
    parser, by_game = _parser()
    args, extra = parser.parse_known_args(argv)
    chosen = by_game.get((args.command, str(getattr(args, "game", ""))))
    if extra:
        unknown = next((word for word in extra if word.startswith("-")), None)
        if chosen is None or unknown is None:
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
        chosen.parser.error(
            f"{chosen.game.name} has no option {unknown.split('=')[0]}; its options are "
            f"{option_list(chosen.options.options)}; '{chosen.parser.prog} --help' lists them "
            "and the command's own"
        )
    return args, chosen


def main(
    argv: Sequence[str] | None = None, out: TextIO | None = None, stdin: TextIO | None = None
) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); return the exit status.

    ``out`` and ``stdin`` default to the process's standard output and input. After Ctrl-C
    the status is 130; when ``argv`` is None (the program itself) further Ctrl-Cs are then
    ignored, so that the process ends without a traceback.
    """
    out = sys.stdout if out is None else out
    stdin = sys.stdin if stdin is None else stdin
    args, chosen = _parse(argv)
    try:
        if chosen is not None:
            status = chosen.command.action(args, chosen.game, chosen.options, out, stdin)
        elif args.command == "serve":
            status = _serve(args)
        else:
            replay_record(args.file, out, color=wants_color(out, args.color))
            status = 0
    except TricktakerError as error:
        print(f"tricktaker: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader went away (`| head`): stop quietly
        sys.stderr.close()
        return 1
    except KeyboardInterrupt:
        print(file=sys.stderr)
        status = INTERRUPTED
    if status == INTERRUPTED and argv is None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    return status
