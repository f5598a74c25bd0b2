"""Two settings of a game's search bot against each other, at count budgets, in whole games.

Game ``i`` is dealt from seed ``i``; seat ``s`` is played by setting A when ``s + i`` is even
and by setting B otherwise, so each plays two seats of a 4-player game and every seat equally
often. Each seat's bot is the game's ``search_bot(seed=1000 * i + s, simulations=N, ...)``
with its setting's options (``--a``, ``--b``: ``name=value`` pairs, comma-separated, the
values read as Python literals; a game's own options such as ``value=win`` included), so a
run replays exactly. It prints the games, the margin (A's mean final score less B's, a game's
two seats of each averaged, with a normal 95% interval over the games), the games each won
(a tied winner counts for each) and the CPU time a game.

    python benchmarks/search_ab.py wizard --b widening=0.5 --games 200 --workers 2
    python benchmarks/search_ab.py wizard --b value=\\'win\\' --games 400 --json ab.jsonl

``--json FILE`` appends each game as a JSON line, and games already in it are not played
again, so a stopped run resumes.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import importlib.util
import json
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from tricktaker.bots import play_game
from tricktaker.games import BUILT_IN_GAMES

PLAYERS = 4


def options(text: str) -> dict[str, Any]:
    """``"a=1,b='x'"`` as ``{"a": 1, "b": "x"}``."""
    found: dict[str, Any] = {}
    for pair in filter(None, text.split(",")):
        name, _, value = pair.partition("=")
        found[name.strip()] = ast.literal_eval(value.strip())
    return found


def search_module(game: str) -> Any:
    """The module of ``game``'s search bot and its parts (``SEARCH``): its ``search`` module,
    or its ``bots`` where the search lives beside the heuristic (Spades, Hearts)."""
    name = f"{BUILT_IN_GAMES[game]}.search"
    found = importlib.util.find_spec(name) is not None
    return importlib.import_module(name if found else f"{BUILT_IN_GAMES[game]}.bots")


def play(
    game: str, index: int, simulations: int, a: dict[str, Any], b: dict[str, Any]
) -> dict[str, Any]:
    """Game ``index``, its seats' settings as the module says; its record."""
    package = importlib.import_module(BUILT_IN_GAMES[game])
    search = search_module(game)
    first = [(seat + index) % 2 == 0 for seat in range(PLAYERS)]
    bots = [
        search.search_bot(seed=1000 * index + seat, simulations=simulations, **(a if is_a else b))
        for seat, is_a in enumerate(first)
    ]
    started = time.process_time()
    final, _ = play_game(package.new_game(package.Rules(players=PLAYERS), seed=index), bots)
    scores = final.scores
    winners = final.winners
    mean_a = statistics.fmean(scores[s] for s in range(PLAYERS) if first[s])
    mean_b = statistics.fmean(scores[s] for s in range(PLAYERS) if not first[s])
    return {
        "index": index,
        "scores": list(scores),
        "margin": mean_a - mean_b,
        "a_wins": sum(first[s] for s in winners),
        "b_wins": sum(not first[s] for s in winners),
        "cpu": time.process_time() - started,
    }


def summary(records: list[dict[str, Any]]) -> str:
    """The table line of ``records``."""
    margins = [record["margin"] for record in records]
    half = (
        1.96 * statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else math.nan
    )
    return (
        f"{len(records)} games: margin A-B {statistics.fmean(margins):+.1f} ± {half:.1f}, "
        f"games won A {sum(r['a_wins'] for r in records)} B {sum(r['b_wins'] for r in records)}, "
        f"{statistics.fmean(r['cpu'] for r in records):.1f} s of CPU a game"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(BUILT_IN_GAMES))
    parser.add_argument("--a", default="", help="setting A's options (default: the bot's own)")
    parser.add_argument("--b", default="", help="setting B's options")
    parser.add_argument("--simulations", type=int, default=100)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", metavar="FILE")
    args = parser.parse_args(argv)
    a, b = options(args.a), options(args.b)
    records: list[dict[str, Any]] = []
    if args.json and Path(args.json).exists():
        records = [json.loads(line) for line in Path(args.json).read_text().splitlines() if line]
    done = {record["index"] for record in records}
    todo = [i for i in range(args.start, args.start + args.games) if i not in done]
    out = open(args.json, "a") if args.json else None  # noqa: SIM115 (appended as games end)
    jobs = [(args.game, i, args.simulations, a, b) for i in todo]
    with ProcessPoolExecutor(args.workers) as pool:
        for record in pool.map(play, *zip(*jobs, strict=True)) if jobs else ():
            records.append(record)
            if out is not None:
                out.write(json.dumps(record) + "\n")
                out.flush()
    print(summary([r for r in records if args.start <= r["index"] < args.start + args.games]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
