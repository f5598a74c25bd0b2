"""Instructions per decision under callgrind: each game, and OpenSpiel's C++ ``oh_hell``.

Seconds on a shared machine are noisy; instructions are not. Each workload plays the same
seeded random games through the same Python loop a search bot would use::

    rng = random.Random(seed)
    for game in range(games):
        state = new_game(rules, seed=seed + game)
        while state.to_act is not None:
            state = state.apply(rng.choice(state.legal_actions()))[0]

in a fresh interpreter under ``valgrind --tool=callgrind`` (found on ``PATH``), after the
imports, the setup (the rules, and the states that ``view`` and ``to_json`` are called on)
and the warm-up (``--warmup`` games of each workload, so that first-use costs are not
counted). Callgrind counts only inside one call, the workload's: the worker makes it from
inside the C library's ``qsort`` (sorting two numbers, whose one comparison is the
workload), and callgrind collects only while its ``qsort_r`` runs and forgets what it
counted before the last entry to it (``--collect-atstart=no --toggle-collect=qsort_r
--zero-before=qsort_r``), so nothing the interpreter does before or after (imports,
compiling bytecode, its own sorting at start, exit) counts. Each workload runs alone, with
its own setup and warm-up. The same call with no workload in it, measured once (a few
thousand instructions of ctypes), is subtracted, and the difference divided by the
workload's decisions (or calls), counted in a plain run of the same games. A decision is one
action by a player; dealing, scoring and the loop with ``random.choice`` are included in it.

    python benchmarks/instructions.py                     # every workload, 200 games each
    python benchmarks/instructions.py --games 50 --workloads ohhell,openspiel
    python benchmarks/instructions.py --json              # the figures as one JSON object

Workloads: ``ohhell`` (``Rules(players=4, schedule=(12,), hook=True)``: OpenSpiel's game),
``wizard`` (4 players), ``szaman-classic`` and ``szaman-russian`` (4 players), ``hearts``
(``Rules(hands=1, pass_order="random")``, OpenSpiel's single hand), ``bridge``
(``Rules()``: one board, North deals, no one vulnerable, as OpenSpiel's ``bridge``; random
calls until the auction ends, then the play), ``spades`` (``Rules(hands=1,
breaking_spades=False)``, which is ``Rules.openspiel()``: one hand), ``openspiel``
(``oh_hell``, 4 players, 12 tricks, through pyspiel with its chance nodes, the deal, resolved
by the same loop; only the players' actions count as decisions; when pyspiel is installed),
``whist`` (``Rules()``: a game to 5), ``euchre`` (``Rules(single_hand=True,
stick_the_dealer=True)``, OpenSpiel's hand), ``skat`` (``Rules(hands=1)``: one game, the
bidding of the ISkO), ``tarok`` (``Rules()``: 4 players, one hand), ``doppelkopf``
(``Rules(deals=1)``), ``floor`` (the ``ohhell`` games on ``benchmarks/floor.py``'s minimal
state machine, which uses the library's rule functions: what the same decisions cost with
nothing spent on generality),
and ``view:GAME`` and ``to_json:GAME`` (``state.view(state.to_act)`` and
``tricktaker.to_json(state)`` per call, over the first ``--states`` states of the game's
random games). The default is every game, ``openspiel`` when pyspiel is importable, and
``view:ohhell`` and ``to_json:ohhell``.

Each run has ``PYTHONHASHSEED=0``, so the same command on the same machine counts the same
instructions again. The tricktaker measured is the one the
interpreter imports: put a compiled build first on ``PYTHONPATH`` to measure it (the output
names the package's directory and whether any of its modules are compiled).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.machinery
import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

# workload name: (module under tricktaker, Rules options, label)
GAMES: dict[str, tuple[str, dict[str, Any], str]] = {
    "ohhell": ("ohhell", {"players": 4, "schedule": (12,), "hook": True}, "ohhell 4p/12, hook"),
    "wizard": ("wizard", {"players": 4}, "wizard 4p"),
    "szaman-classic": ("szaman", {"players": 4, "variant": "classic"}, "szaman classic 4p"),
    "szaman-russian": ("szaman", {"players": 4, "variant": "russian"}, "szaman russian 4p"),
    "hearts": ("hearts", {"hands": 1, "pass_order": "random"}, "hearts, one hand (OpenSpiel's)"),
    "bridge": ("bridge", {}, "bridge, one board (OpenSpiel's)"),
    "spades": ("spades", {"hands": 1, "breaking_spades": False}, "spades, one hand (OpenSpiel's)"),
    "whist": ("whist", {}, "whist, a game to 5"),
    "euchre": ("euchre", {"single_hand": True, "stick_the_dealer": True}, "euchre, one hand"),
    "skat": ("skat", {"hands": 1}, "skat, one game"),
    "tarok": ("tarok", {}, "tarok 4p, one hand"),
    "doppelkopf": ("doppelkopf", {"deals": 1}, "doppelkopf, one deal"),
}
OPENSPIEL = "openspiel"
OPENSPIEL_LABEL = "OpenSpiel oh_hell 4p/12"
# benchmarks/floor.py: the same Oh Hell game on the leanest state machine (not the library)
FLOOR = "floor"
FLOOR_LABEL = "floor: ohhell 4p/12, minimal state"
# The C function the measured call runs inside (see measured_call): callgrind counts only there.
MEASURED_FUNCTION = "qsort_r"
PER_CALL = ("view", "to_json")  # per-call workloads, named "view:GAME" and "to_json:GAME"
DEFAULT_PER_CALL = ("view:ohhell", "to_json:ohhell")


def all_workloads() -> list[str]:
    """Every workload name this script knows."""
    per_call = [f"{kind}:{game}" for kind in PER_CALL for game in GAMES]
    return [*GAMES, OPENSPIEL, FLOOR, *per_call]


def default_workloads() -> list[str]:
    """The games, OpenSpiel's ``oh_hell`` when pyspiel is importable, a view and to_json."""
    names = list(GAMES)
    if importlib.util.find_spec("pyspiel") is not None:
        names.append(OPENSPIEL)
    return [*names, *DEFAULT_PER_CALL]


def parse_workloads(text: str) -> list[str]:
    """The comma-separated workload names of ``--workloads`` (``all``: every one)."""
    if text.strip() == "all":
        return all_workloads()
    names = [name.strip() for name in text.split(",") if name.strip()]
    known = all_workloads()
    for name in names:
        if name not in known:
            raise argparse.ArgumentTypeError(
                f"unknown workload {name!r}: choose from {', '.join(known)} (or all)"
            )
    if not names:
        raise argparse.ArgumentTypeError(f"no workload given: choose from {', '.join(known)}")
    return list(dict.fromkeys(names))


# --- The worker: runs inside valgrind (or plainly, to count decisions) ----------------------


def _new_states(game: str) -> tuple[Callable[..., Any], Any]:
    module_name, options, _ = GAMES[game]
    module = importlib.import_module(f"tricktaker.{module_name}")
    return module.new_game, module.Rules(**options)


def _floor_game() -> tuple[Callable[..., Any], Any]:
    path = Path(__file__).resolve().parent / "floor.py"
    spec = importlib.util.spec_from_file_location("tricktaker_floor", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.new_game, _new_states("ohhell")[1]


def _openspiel_game() -> Any:
    import pyspiel  # optional: the comparison only

    return pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": 12})


def play(new_game: Callable[..., Any], rules: Any, games: int, seed: int) -> None:
    """The measured loop: seeded random games, nothing else."""
    rng = random.Random(seed)
    for game in range(games):
        state = new_game(rules, seed=seed + game)
        while state.to_act is not None:
            state = state.apply(rng.choice(state.legal_actions()))[0]


def count(new_game: Callable[..., Any], rules: Any, games: int, seed: int) -> int:
    """The decisions of :func:`play`'s games: the same loop, counted (outside callgrind)."""
    rng = random.Random(seed)
    decisions = 0
    for game in range(games):
        state = new_game(rules, seed=seed + game)
        while state.to_act is not None:
            state = state.apply(rng.choice(state.legal_actions()))[0]
            decisions += 1
    return decisions


def play_openspiel(game: Any, games: int, seed: int) -> None:
    """The measured loop on OpenSpiel's ``oh_hell``: chance nodes go through it too."""
    rng = random.Random(seed)
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))


def count_openspiel(game: Any, games: int, seed: int) -> int:
    """The players' decisions of :func:`play_openspiel`'s games (chance nodes not counted)."""
    rng = random.Random(seed)
    decisions = 0
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if not state.is_chance_node():
                decisions += 1
            state.apply_action(rng.choice(state.legal_actions()))
    return decisions


def sample_states(new_game: Callable[..., Any], rules: Any, states: int, seed: int) -> list[Any]:
    """The first ``states`` states waiting for a decision along the seeded random games."""
    rng = random.Random(seed)
    found: list[Any] = []
    game = 0
    while len(found) < states:
        state = new_game(rules, seed=seed + game)
        while state.to_act is not None and len(found) < states:
            found.append(state)
            state = state.apply(rng.choice(state.legal_actions()))[0]
        game += 1
    return found


def call_view(states: Sequence[Any]) -> None:
    """The measured loop of ``view:GAME``: each state seen by the seat to act."""
    for state in states:
        state.view(state.to_act)


def call_to_json(states: Sequence[Any]) -> None:
    """The measured loop of ``to_json:GAME``."""
    import tricktaker

    to_json = tricktaker.to_json
    for state in states:
        to_json(state)


class Setup:
    """What every run imports and builds before its workload: the same in each run."""

    def __init__(self, workloads: Sequence[str], states: int, seed: int) -> None:
        import tricktaker  # noqa: F401  # every workload imports it: part of the setup

        games = [workload.split(":")[-1] for workload in workloads]
        self.makers = {game: _new_states(game) for game in GAMES if game in games}
        if FLOOR in workloads:
            self.makers[FLOOR] = _floor_game()
        self.openspiel = _openspiel_game() if OPENSPIEL in workloads else None
        self.sampled: dict[str, list[Any]] = {}
        for workload in workloads:
            if ":" in workload:
                game = workload.split(":", 1)[1]
                if game not in self.sampled:
                    self.sampled[game] = sample_states(*self.makers[game], states, seed)

    def run(self, workload: str, games: int, seed: int, calls: int, counting: bool) -> int:
        """Play ``workload``'s ``games`` from ``seed`` (a per-call workload: its function on
        the first ``calls`` states); return the decisions (calls) when ``counting``, else 0.
        """
        if workload == OPENSPIEL:
            if counting:
                return count_openspiel(self.openspiel, games, seed)
            play_openspiel(self.openspiel, games, seed)
        elif workload in GAMES or workload == FLOOR:
            if counting:
                return count(*self.makers[workload], games, seed)
            play(*self.makers[workload], games, seed)
        else:
            kind, game = workload.split(":", 1)
            states = self.sampled[game][:calls]
            if counting:
                return len(states)
            (call_view if kind == "view" else call_to_json)(states)
        return 0


def work(
    workloads: Sequence[str], run: str | None, games: int, seed: int, states: int, warmup: int
) -> int:
    """Set up and warm up every workload of ``workloads``, then run ``run`` in the measured
    call (None: an empty measured call, the baseline; ending in ``+count``: counted, outside
    any measured call, and its count returned).
    """
    if run is None:
        measured_call(lambda: None)
        return 0
    setup = Setup(workloads, states, seed)
    # The warm-up, outside the measured call: what is paid once (the interpreter specialising
    # the loop's code, caches filled on first use) is then left out of the per-decision
    # figure, which is what a search's millions of decisions pay. Its games follow the
    # measured ones.
    for workload in workloads if warmup else ():
        setup.run(workload, warmup, seed + games, 10 * warmup, counting=False)
    name = run.removesuffix("+count")
    if name != run:
        return setup.run(name, games, seed, states, counting=True)
    measured_call(lambda: setup.run(name, games, seed, states, counting=False))
    return 0


def measured_call(workload: Callable[[], object]) -> None:
    """Call ``workload`` from inside the C library's ``qsort_r``: the window callgrind counts.

    ``qsort`` of two numbers calls ``qsort_r``, which compares them once, and the comparison
    is ``workload``; callgrind's ``--toggle-collect=qsort_r`` counts while ``qsort_r`` runs,
    and ``--zero-before=qsort_r`` drops the interpreter's own earlier sorts. (``qsort``
    itself, called through ctypes' ``ffi_call``, is not seen entered, so it cannot be the
    window.) Nothing in the workloads sorts with ``qsort``.
    """
    import ctypes

    compare_type = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
    failures: list[BaseException] = []

    def compare(_left: object, _right: object) -> int:
        try:
            workload()
        except BaseException as error:  # ctypes would print and swallow it: raise it below
            failures.append(error)
        return 0

    pair = (ctypes.c_int * 2)(0, 1)
    libc = ctypes.CDLL(None)
    libc.qsort(pair, 2, ctypes.sizeof(ctypes.c_int), compare_type(compare))
    if failures:
        raise failures[0]


# --- The driver ----------------------------------------------------------------------------


class MeasureError(RuntimeError):
    """valgrind is missing or a measured run failed."""


def find_valgrind() -> str:
    """valgrind's path on ``PATH``, or :class:`MeasureError` saying how to get it."""
    path = shutil.which("valgrind")
    if path is None:
        raise MeasureError(
            "valgrind is not on PATH: this benchmark counts instructions with "
            "`valgrind --tool=callgrind` (Debian/Ubuntu: apt-get install valgrind; "
            "macOS: not supported by valgrind, run it in a Linux container)"
        )
    return path


def _worker_command(setup: Sequence[str], run: str | None, args: argparse.Namespace) -> list[str]:
    command = [sys.executable, str(Path(__file__).resolve()), "--worker"]
    command += ["--workloads", ",".join(setup)] if setup else []
    command += ["--games", str(args.games)]
    command += ["--seed", str(args.seed), "--states", str(args.states)]
    command += ["--warmup", str(args.warmup)]
    if run is not None:
        command += ["--run", run]
    return command


def _environment() -> dict[str, str]:
    return {**os.environ, "PYTHONHASHSEED": "0"}


def count_calls(setup: Sequence[str], workload: str, args: argparse.Namespace) -> int:
    """The decisions (or calls) of ``workload``, counted in a plain run (no valgrind).

    It also compiles any stale bytecode before the measured runs, so none of them pays it.
    """
    result = subprocess.run(
        _worker_command(setup, f"{workload}+count", args),
        capture_output=True,
        text=True,
        env=_environment(),
        check=False,
    )
    if result.returncode != 0:
        raise MeasureError(f"counting {workload} failed:\n{result.stderr.strip()}")
    return int(result.stdout.split()[-1])


def callgrind_instructions(valgrind: str, command: Sequence[str]) -> int:
    """The instructions callgrind counts inside ``command``'s measured call."""
    with tempfile.TemporaryDirectory(prefix="tricktaker-callgrind-") as directory:
        out = Path(directory) / "callgrind.out"
        window = [
            "--collect-atstart=no",
            f"--toggle-collect={MEASURED_FUNCTION}",
            f"--zero-before={MEASURED_FUNCTION}",  # the interpreter's own qsort calls left out
        ]
        result = subprocess.run(
            [valgrind, "--tool=callgrind", *window, f"--callgrind-out-file={out}", *command],
            capture_output=True,
            text=True,
            env=_environment(),
            check=False,
        )
        if result.returncode != 0 or not out.exists():
            tail = "\n".join(result.stderr.strip().splitlines()[-15:])
            raise MeasureError(f"callgrind run failed ({' '.join(command)}):\n{tail}")
        for line in out.read_text().splitlines():
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    raise MeasureError(f"no instruction total in callgrind's output for {' '.join(command)}")


def compiled_modules() -> list[str]:
    """The modules of the imported tricktaker that are extension modules (a compiled build)."""
    import tricktaker

    root = Path(tricktaker.__file__).parent
    names = set()
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        for path in root.rglob(f"*{suffix}"):
            parts = path.relative_to(root.parent).parts
            names.add(".".join((*parts[:-1], parts[-1].split(".", 1)[0])))
    return sorted(names)


def measure(args: argparse.Namespace, progress: Callable[[str], None]) -> dict[str, Any]:
    """Every workload's instructions, less the baseline's, per decision or call."""
    import tricktaker

    valgrind = find_valgrind()
    setup: list[str] = args.workloads
    if OPENSPIEL in setup and importlib.util.find_spec("pyspiel") is None:
        raise MeasureError("workload openspiel: pyspiel is not importable (pip install open_spiel)")
    calls = {workload: count_calls([workload], workload, args) for workload in setup}
    progress("baseline (the measured call, empty)")
    baseline = callgrind_instructions(valgrind, _worker_command([], None, args))
    results: dict[str, dict[str, Any]] = {}
    for workload in setup:
        progress(workload)
        total = callgrind_instructions(valgrind, _worker_command([workload], workload, args))
        if total <= baseline:
            raise MeasureError(
                f"workload {workload}: callgrind counted no more inside {MEASURED_FUNCTION} "
                f"than the empty call ({total:,} against {baseline:,}): this C library's "
                "qsort does not run its comparisons inside a function of that name"
            )
        per_call = ":" in workload
        results[workload] = {
            "label": _label(workload),
            "unit": "call" if per_call else "decision",
            "count": calls[workload],
            "instructions": total - baseline,
            "per_unit": (total - baseline) / calls[workload],
        }
    if OPENSPIEL in results:
        theirs = results[OPENSPIEL]["per_unit"]
        for workload, figures in results.items():
            if workload in GAMES or workload in (OPENSPIEL, FLOOR):
                figures["ratio_to_openspiel"] = theirs / figures["per_unit"]
    return {
        "tricktaker": tricktaker.__version__,
        "package": str(Path(tricktaker.__file__).parent),
        "compiled_modules": compiled_modules(),
        "python": sys.version.split()[0],
        "games": args.games,
        "seed": args.seed,
        "states": args.states,
        "warmup": args.warmup,
        "baseline_instructions": baseline,
        "workloads": results,
    }


def _label(workload: str) -> str:
    if workload == OPENSPIEL:
        return OPENSPIEL_LABEL
    if workload == FLOOR:
        return FLOOR_LABEL
    if workload in GAMES:
        return GAMES[workload][2]
    kind, game = workload.split(":", 1)
    return f"{kind}(...) {GAMES[game][2]}"


def report(figures: dict[str, Any]) -> str:
    """The figures as the table this script prints."""
    compiled = figures["compiled_modules"]
    lines = [
        f"tricktaker {figures['tricktaker']} ({figures['package']}; "
        + (f"compiled: {', '.join(compiled)}" if compiled else "pure Python")
        + f"), Python {figures['python']}",
        f"{figures['games']} games a workload, seed {figures['seed']}, view/to_json over "
        f"{figures['states']} states, after {figures['warmup']} warm-up games; the empty "
        f"measured call's {figures['baseline_instructions']:,} instructions subtracted",
        "",
        f"{'workload':<36}{'count':>10}{'instructions':>16}{'per unit':>18}"
        f"{'ratio to OpenSpiel':>20}",
    ]
    for figures_ in figures["workloads"].values():
        ratio = figures_.get("ratio_to_openspiel")
        per_unit = f"{figures_['per_unit']:,.0f} a {figures_['unit']}"
        lines.append(
            f"{figures_['label']:<36}{figures_['count']:>10,}{figures_['instructions']:>16,}"
            f"{per_unit:>18}" + (f"{ratio:>20.2f}" if ratio is not None else "")
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--workloads",
        type=parse_workloads,
        default=None,
        help=f"comma-separated, from {', '.join(all_workloads())}, or all "
        "(default: the games, openspiel when pyspiel is importable, view:ohhell, to_json:ohhell)",
    )
    parser.add_argument("--games", type=int, default=200, help="games a workload (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    parser.add_argument(
        "--states", type=int, default=2000, help="states view/to_json are called on (default 2000)"
    )
    parser.add_argument(
        "--warmup",
        type=int,
        default=2,
        help="games (view/to_json: ten calls each) played first in every run, outside the "
        "measured call, so that first-use costs are not counted (default 2; 0: count them)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--run", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    for option, least in (("games", 1), ("states", 1), ("warmup", 0)):
        if getattr(args, option) < least:
            parser.error(f"--{option} must be at least {least}, not {getattr(args, option)}")
    if args.workloads is None:
        args.workloads = default_workloads()
    if args.worker:
        print(work(args.workloads, args.run, args.games, args.seed, args.states, args.warmup))
        sys.stdout.flush()
        # No interpreter shutdown: it may sort with qsort too (as the start does), after the
        # measured call, and --zero-before would then keep that sort's count instead.
        os._exit(0)

    def progress(step: str) -> None:
        print(f"callgrind: {step} ...", file=sys.stderr, flush=True)

    try:
        figures = measure(args, progress)
    except MeasureError as error:
        print(f"instructions.py: {error}", file=sys.stderr)
        return 2
    print(json.dumps(figures, indent=2) if args.json else report(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
