"""tricktaker's search bot against OpenSpiel's ISMCTS bot, through the OpenSpiel adapter.

Needs the ``openspiel`` dependency group (``pip install -e . --group openspiel``). Each game
is a ``python_tricktaker_<game>`` game of OpenSpiel's (``--game``, Wizard by default: any
tricktaker game with explicit chance, which the adapter registers), its deals chance nodes
drawn from a seeded generator (game ``i`` from ``seed + i``, so a run replays exactly with
count budgets).
The lineup (by default ``search,ismcts``) rotates over the seats as ``tricktaker simulate``
rotates its bots: in game ``i`` seat ``s`` is played by ``lineup[(s + i) % len(lineup)]``,
so every entry sits in every seat equally often over ``len(lineup) * players`` games.
With ``--duplicate`` the games of one turn of the lineup share their deals (game ``i``'s
from ``seed + i - i % len(lineup)``): each entry plays the same cards from each seat, as in
duplicate bridge, so the luck of the deals cancels between them; the table then adds the
comparison deal by deal (the margin over the deals, and the deals each entry did better on).

- ``search``: the game's search bot (``wizard.search_bot`` and so on), shown the seat's
  view: information-set MCTS over determinized worlds with heuristic rollouts to the end of
  the round, ``--playouts`` simulations a decision, or ``--seconds`` of search a decision
  (for a comparison at equal time: give it ISMCTS's measured mean time per decision).
- ``flat``: the game's previous search bot (``wizard.search.flat_search_bot``), flat
  heuristic playouts, ``--flat-playouts`` a decision.
- ``ismcts``: OpenSpiel's ``ISMCTSBot`` (``open_spiel.python.algorithms.ismcts``), shown
  the OpenSpiel state, resampling the unseen cards with the adapter's
  ``resample_from_infostate``. Its evaluator plays one rollout from each new leaf to the end
  of the round in progress and values it by the scores then (``--rollout random``, the
  default: random moves; ``heuristic``: the game's heuristic bot, as the search bot's
  rollouts do); ``--rollout game`` uses OpenSpiel's own ``RandomRolloutEvaluator``, which
  plays on to the end of the whole game (every later round dealt and played), much slower.

For each lineup entry it prints the seat-games played and won (tied winners each win), the
win rate with its Wilson 95% interval, the mean final score, and the time per decision (mean
and median; every decision counts, forced ones included, as a player waits for those too).
With two entries it adds the first one's margin in points a game (in fewer points where the
lowest total wins, as in Hearts) and the games each entry won, with Wilson intervals over the
games: the ones to read where partners win together (Spades, bridge), since two seat-games
won together are not independent.

A long run goes in pieces. ``--start K --games N`` plays games ``K`` to ``K + N - 1``, exactly
as a single run from game 0 plays them (the seeds and seats follow the game's index);
``--workers N`` plays them in ``N`` processes, with the same results as one; ``--json FILE``
appends each finished game to ``FILE`` as a JSON line (its index, the settings, the entry of
each seat, the scores, the winners, and every decision's time in microseconds by entry), so a
stopped run keeps its games and the same command run again plays only the games ``FILE``
lacks; ``--combine FILE...`` prints the table of any number of such files (plain, or
gzip-compressed as ``FILE.jsonl.gz``), refusing a game found twice or files played with
different settings. The archived runs in ``benchmarks/results/`` are compressed and keep each
decision's count, wall-clock and CPU seconds but not each decision's time, so their tables
show no median (``–``). Ctrl-C stops at once (the workers too), keeping the games finished
and printing their table.

    python benchmarks/vs_ismcts.py --games 4                       # a quick look
    python benchmarks/vs_ismcts.py --games 250 --start 250 --workers 2 --json part2.jsonl
    python benchmarks/vs_ismcts.py --combine part1.jsonl part2.jsonl part3.jsonl part4.jsonl
    python benchmarks/vs_ismcts.py --lineup search,ismcts,ismcts,ismcts --games 8
    python benchmarks/vs_ismcts.py --game ohhell --simulations 100 --seconds 0.03 --games 40
"""

from __future__ import annotations

import argparse
import functools
import gzip
import importlib
import importlib.util
import inspect
import json
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import as_completed
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts
from timing import duration

import tricktaker
from tricktaker import chance, encoding
from tricktaker.adapters import openspiel
from tricktaker.games import BUILT_IN_GAMES
from tricktaker.simulation import wilson_interval
from tricktaker.terminal.interrupt import INTERRUPTED, interrupts_ignored
from tricktaker.terminal.pool import InterruptiblePool

ENTRIES = ("search", "flat", "ismcts")


def search_module(name: str) -> Any:
    """The module of the built-in game ``name`` that makes its search bots (``search_bot``,
    ``flat_search_bot`` with their budgets): the game's package's ``search`` module, or its
    ``bots`` where the search lives beside the heuristic (Spades, Hearts)."""
    module = f"{BUILT_IN_GAMES[name]}.search"
    found = importlib.util.find_spec(module) is not None
    return importlib.import_module(module if found else f"{BUILT_IN_GAMES[name]}.bots")


def search_bot(settings: dict[str, Any], entry: str, seed: int) -> Any:
    """The tricktaker bot of a lineup entry, with the budget of the settings."""
    module = search_module(settings["game"])
    if entry == "flat":
        return module.flat_search_bot(seed, playouts=settings["flat_playouts"])
    options = {key: settings[key] for key in SEARCH_OPTIONS if key in settings}
    if settings["seconds"] is not None:
        clock = time.process_time if settings.get("clock") == "cpu" else time.perf_counter
        return module.search_bot(
            seed, simulations=None, seconds=settings["seconds"], clock=clock, **options
        )
    return module.search_bot(seed, simulations=settings["playouts"], **options)


SEARCH_OPTIONS = (
    "exploration", "expansion", "widening", "inference", "bank", "sweep", "halving", "settle",
    "margin", "others",
)  # fmt: skip
"""The search bot's options the script can set (``--exploration``, ``--expansion``,
``--widening``, ``--inference``, ``--bank``, ``--sweep``, ``--halving``, ``--settle``,
``--margin``, ``--others``); a settings dict has them only when given, so the records of
runs that gave none still combine and resume."""


class RoundRolloutEvaluator(mcts.Evaluator):
    """One rollout from a leaf to the end of its round (or of the game), valued by the
    scores then as the game's returns value them (its utility: the negated totals in Hearts,
    where the lowest wins); played on the adapter's tricktaker state, which needs no
    copying."""

    def __init__(self, rng: random.Random, heuristic: Any) -> None:
        self._rng = rng
        self._policy = None if heuristic is None else heuristic(rng.getrandbits(32))

    def evaluate(self, state: Any) -> np.ndarray:
        position: chance.State = state.chance_state
        number = position.number
        rng = self._rng
        while not position.is_over and not (position.is_chance and position.number > number):
            if position.is_chance:
                position, _ = position.apply(rng.choice(position.undealt()))
            elif self._policy is not None:
                view = position.game_state.view(position.to_act)
                position, _ = position.apply(self._policy.choose(view))
            else:
                position, _ = position.apply(rng.choice(position.legal_actions()))
        return np.array(position.game.words.utility(position.rules, position.scores), dtype=float)

    def prior(self, state: Any) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return state.chance_outcomes()
        legal = state.legal_actions()
        return [(action, 1.0 / len(legal)) for action in legal]


def make_ismcts(game: Any, settings: dict[str, Any], seed: int) -> Any:
    random_state = np.random.RandomState(seed % 2**32)
    if settings["rollout"] == "game":
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
    else:
        heuristic = tricktaker.get_game(settings["game"]).bots["heuristic"]
        evaluator = RoundRolloutEvaluator(
            random.Random(seed), heuristic if settings["rollout"] == "heuristic" else None
        )
    return ismcts.ISMCTSBot(
        game,
        evaluator,
        uct_c=settings["uct_c"],
        max_simulations=settings["simulations"],
        random_state=random_state,
    )


@functools.cache
def load_game(name: str, players: int) -> Any:
    """The OpenSpiel game, loaded once in each process that plays."""
    return pyspiel.load_game(openspiel.register(name), {"players": players})


def deal_seed(settings: dict[str, Any], index: int) -> int:
    """The seed of game ``index``'s deals: ``seed + index``; in duplicate, that of the first
    game of its turn of the lineup over the seats, so that each entry plays the same cards
    from each seat."""
    turn = len(settings["lineup"]) if settings.get("duplicate") else 1
    return int(settings["seed"]) + index - index % turn


def deal_chance(state: Any, deals: random.Random) -> None:
    """Apply the outcome of ``state``'s chance node that ``deals`` draws."""
    state.apply_action(deals.choice(state.chance_outcomes())[0])


def first_hands(settings: dict[str, Any], index: int) -> str:
    """The hands of game ``index`` as its first deal leaves them (to check duplicate deals)."""
    state = load_game(settings["game"], settings["players"]).new_initial_state()
    deals = random.Random(deal_seed(settings, index))
    while state.is_chance_node():
        deal_chance(state, deals)
    return repr(state.chance_state.game_state.hands)


def play(settings: dict[str, Any], index: int) -> dict[str, Any]:
    """Game ``index`` as its JSON record: the settings, the entry of each seat, the final
    scores and the winners, each entry's decisions (their count, total seconds and every
    one in whole microseconds, enough for a median), and the seconds the game took."""
    began = time.perf_counter()
    game = load_game(settings["game"], settings["players"])
    lineup = settings["lineup"]
    seed = settings["seed"] + index
    deal = deal_seed(settings, index)
    entries = [lineup[(seat + index) % len(lineup)] for seat in range(settings["players"])]
    bots: list[Any] = [
        make_ismcts(game, settings, seed * 100 + seat)
        if entry == "ismcts"
        else search_bot(settings, entry, seed * 100 + seat)
        for seat, entry in enumerate(entries)
    ]
    deals = random.Random(deal)
    times: dict[str, list[float]] = {entry: [] for entry in dict.fromkeys(entries)}
    cpu: dict[str, float] = dict.fromkeys(entries, 0.0)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            deal_chance(state, deals)
            continue
        seat = state.current_player()
        start = time.perf_counter()
        cpu_start = time.process_time()
        if entries[seat] != "ismcts":
            game_state = state.chance_state.game_state
            action = encoding.action_index(bots[seat].choose(game_state.view(seat)), game.rules)
        else:
            action = bots[seat].step(state)
        times[entries[seat]].append(time.perf_counter() - start)
        cpu[entries[seat]] += time.process_time() - cpu_start
        state.apply_action(int(action))
    scores = state.chance_state.scores
    # The game's own winners: the highest total in most games, the closest to the target in
    # Szaman's.
    winners = list(state.chance_state.game_state.winners)
    return {
        "game": index,
        "deal": deal,
        "settings": settings,
        "entries": entries,
        "scores": list(scores),
        "winners": winners,
        "decisions": {
            entry: {
                "count": len(seconds),
                "seconds": sum(seconds),
                "cpu_seconds": cpu[entry],
                "microseconds": [round(second * 1e6) for second in seconds],
            }
            for entry, seconds in times.items()
        },
        "seconds": time.perf_counter() - began,
    }


def play_games(settings: dict[str, Any], indices: Sequence[int], workers: int) -> Iterator[Any]:
    """The records of the games ``indices``, in the order they finish; one process plays
    them in order, more play them side by side (and are terminated when this closes)."""
    if workers == 1:
        for index in indices:
            yield play(settings, index)
        return
    pool = InterruptiblePool(workers)
    try:
        futures = [pool.submit(play, settings, index) for index in indices]
        for future in as_completed(futures):
            yield future.result()
    finally:
        pool.shutdown()


# -- game records: written a line a game, read back and combined --------------------------------


class RecordError(Exception):
    """Records that cannot be combined: unreadable, a game twice, or different settings."""


def read_records(paths: Iterable[str]) -> list[dict[str, Any]]:
    """The game records of the files, by game index, after checking that they agree."""
    found: dict[int, tuple[dict[str, Any], str]] = {}
    first: tuple[dict[str, Any], str] | None = None
    for path in paths:
        with _open_records(path) as lines:
            for number, line in enumerate(lines, 1):
                if not line.strip():
                    continue
                where = f"{path}:{number}"
                record = _parse(line, where)
                if first is None:
                    first = (record["settings"], where)
                elif record["settings"] != first[0]:
                    raise RecordError(
                        f"{first[1]} and {where} were played with different settings: "
                        f"{_difference(first[0], record['settings'])}"
                    )
                index = record["game"]
                if index in found:
                    raise RecordError(f"game {index} is in both {found[index][1]} and {where}")
                found[index] = (record, where)
    return [found[index][0] for index in sorted(found)]


def _open_records(path: str) -> Any:
    """A records file's lines: a ``.gz`` file (the archived runs) read through gzip."""
    if path.endswith(".gz"):
        return gzip.open(path, "rt", encoding="utf-8")
    return open(path, encoding="utf-8")


def _parse(line: str, where: str) -> dict[str, Any]:
    try:
        record = json.loads(line)
    except json.JSONDecodeError as error:
        raise RecordError(
            f"{where} is not a game record ({error}); a run killed while writing it leaves "
            "half a line: delete it, and that game is played again"
        ) from None
    keys = {"game", "settings", "entries", "scores", "winners", "decisions"}
    if not isinstance(record, dict) or not keys <= set(record):
        raise RecordError(f"{where} is not a game record: it lacks {sorted(keys - set(record))}")
    return record


def _difference(one: dict[str, Any], other: dict[str, Any]) -> str:
    return ", ".join(
        f"{key} {one.get(key)!r} and {other.get(key)!r}"
        for key in sorted(set(one) | set(other))
        if one.get(key) != other.get(key)
    )


def budgets(settings: dict[str, Any]) -> str:
    """The tricktaker bots' budgets, as the settings give them."""
    search = (
        f"search {settings['playouts']} simulations"
        if settings["seconds"] is None
        else f"search {settings['seconds'] * 1000:g} ms"
        + (" of CPU" if settings.get("clock") == "cpu" else "")
    )
    search += "".join(f" ({key} {settings[key]})" for key in SEARCH_OPTIONS if key in settings)
    if "flat" in settings["lineup"]:
        search += f", flat {settings['flat_playouts']} playouts"
    return search


def describe(settings: dict[str, Any]) -> str:
    return (
        f"{settings['players']} players; lineup {','.join(settings['lineup'])} rotated; "
        f"{budgets(settings)}, ISMCTS {settings['simulations']} simulations "
        f"(uct_c {settings['uct_c']}, {settings['rollout']} rollouts)"
        f"{'; duplicate deals' if settings.get('duplicate') else ''}; seed {settings['seed']}; "
        f"tricktaker {settings['tricktaker']}, open_spiel {settings['open_spiel']}"
    )


def table(records: Sequence[dict[str, Any]]) -> list[str]:
    """For each lineup entry: seat-games, wins, win rate and its Wilson 95% interval, mean
    final score, and decisions with their mean and median time (and CPU time); with two
    entries, the first one's margin (:func:`margin`) and the games each won
    (:func:`games_won`), and in duplicate the comparison deal by deal (:func:`by_deal`)."""
    if not records:
        return ["no games finished"]
    seat_games: dict[str, int] = defaultdict(int)
    wins: dict[str, int] = defaultdict(int)
    scores: dict[str, list[int]] = defaultdict(list)
    decisions: dict[str, int] = defaultdict(int)
    seconds: dict[str, float] = defaultdict(float)
    microseconds: dict[str, list[int] | None] = defaultdict(list)
    cpu: dict[str, float | None] = defaultdict(float)
    for record in records:
        for seat, entry in enumerate(record["entries"]):
            seat_games[entry] += 1
            wins[entry] += seat in record["winners"]
            scores[entry].append(record["scores"][seat])
        for entry, decided in record["decisions"].items():
            decisions[entry] += decided["count"]
            seconds[entry] += decided["seconds"]
            kept = microseconds[entry]  # None once a record lacks them (an archived run)
            microseconds[entry] = None if kept is None or "microseconds" not in decided else (
                kept + decided["microseconds"]
            )  # fmt: skip
            spent = cpu[entry]  # None once a record lacks it (written before it was kept)
            cpu[entry] = None if spent is None or "cpu_seconds" not in decided else (
                spent + decided["cpu_seconds"]
            )  # fmt: skip
    lines = [
        f"{'bot':<8} {'seat-games':>10} {'wins':>6} {'win rate':>9} {'95% interval':>17} "
        f"{'mean score':>11} {'decisions':>10} {'mean/dec':>10} {'median/dec':>11} "
        f"{'CPU/dec':>9}"
    ]
    for entry in dict.fromkeys(records[0]["settings"]["lineup"]):
        low, high = wilson_interval(wins[entry], seat_games[entry])
        rate = wins[entry] / seat_games[entry]
        mean = seconds[entry] / decisions[entry]
        times = microseconds[entry]
        median = "–" if times is None else duration(statistics.median(times) / 1e6)
        lines.append(
            f"{entry:<8} {seat_games[entry]:>10} {wins[entry]:>6} {rate:>9.1%} "
            f"{f'{low:.1%} – {high:.1%}':>17} {statistics.fmean(scores[entry]):>11.1f} "
            f"{decisions[entry]:>10} {duration(mean):>10} {median:>11} "
            f"{'–' if cpu[entry] is None else duration(cpu[entry] / decisions[entry]):>9}"
        )
    entries = list(dict.fromkeys(records[0]["settings"]["lineup"]))
    if len(entries) == 2 and len(records) > 1:
        fewer = lowest_wins(records)
        mean, half = margin(records, *entries, fewer=fewer)
        lines.append(
            f"{entries[0]}'s margin over {entries[1]}: {mean:+.1f} "
            f"{'fewer points' if fewer else 'points'} a game (95% interval {mean - half:+.1f} "
            f"to {mean + half:+.1f}, {len(records)} games{'; the lowest total wins' * fewer})"
        )
        lines.append(games_won(records, *entries))
        if records[0]["settings"].get("duplicate"):
            lines.append(by_deal(records, *entries, fewer=fewer))
    return lines


def lowest_wins(records: Sequence[dict[str, Any]]) -> bool:
    """Whether the games' winners hold the lowest totals (Hearts) rather than the highest: so
    the records say, whichever game they are of."""
    return all(
        max(record["scores"][seat] for seat in record["winners"]) == min(record["scores"])
        for record in records
    ) and any(min(record["scores"]) < max(record["scores"]) for record in records)


def margin(
    records: Sequence[dict[str, Any]], one: str, other: str, *, fewer: bool = False
) -> tuple[float, float]:
    """The mean over the games of ``one``'s mean final score less ``other``'s (``other``'s
    less ``one``'s if ``fewer`` points win), in the same game (so the same deals), and the
    half-width of its normal 95% interval: a finer measure than the win rates, which count
    only the winners."""
    differences = [game_margin(record, one, other, fewer=fewer) for record in records]
    half = 1.96 * statistics.stdev(differences) / len(differences) ** 0.5
    return statistics.fmean(differences), half


def game_margin(record: dict[str, Any], one: str, other: str, *, fewer: bool = False) -> float:
    """One game's margin (:func:`margin`): ``one``'s mean final score less ``other``'s."""
    by_entry: dict[str, list[int]] = defaultdict(list)
    for seat, entry in enumerate(record["entries"]):
        by_entry[entry].append(record["scores"][seat])
    difference = statistics.fmean(by_entry[one]) - statistics.fmean(by_entry[other])
    return -difference if fewer else difference


def by_deal(records: Sequence[dict[str, Any]], one: str, other: str, *, fewer: bool) -> str:
    """In duplicate, the comparison deal by deal, where the deals' luck cancels: over the
    deals every turn of the lineup played, ``one``'s margin a game (a deal's mean of its
    games' margins) with its normal 95% interval, and the deals each entry did better on,
    with Wilson 95% intervals."""
    games: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for record in records:
        games[record["deal"]].append(record)
    turn = len(records[0]["settings"]["lineup"])
    margins = [
        statistics.fmean(game_margin(game, one, other, fewer=fewer) for game in played)
        for played in games.values()
        if len(played) == turn
    ]
    deals = len(margins)
    if deals < 2:
        return f"by deal: {deals} deals played by every turn of the lineup, too few to compare"
    mean = statistics.fmean(margins)
    half = 1.96 * statistics.stdev(margins) / deals**0.5
    won = {one: sum(m > 0 for m in margins), other: sum(m < 0 for m in margins)}
    parts = []
    for entry, count in won.items():
        low, high = wilson_interval(count, deals)
        parts.append(f"{entry} {count} ({low:.1%} – {high:.1%})")
    return (
        f"by deal (each played once by each turn of the lineup), {deals} deals: {one}'s margin "
        f"{mean:+.1f} {'fewer points' if fewer else 'points'} a game (95% interval "
        f"{mean - half:+.1f} to {mean + half:+.1f}); deals won: {', '.join(parts)}, "
        f"tied {deals - sum(won.values())}"
    )


def games_won(records: Sequence[dict[str, Any]], one: str, other: str) -> str:
    """The games each entry won, with Wilson 95% intervals over the games: the interval to
    read where partners win together (Spades, bridge), as the seat-games' is too narrow there;
    a game a seat of each entry won is shared."""
    won = {one: 0, other: 0}
    shared = 0
    for record in records:
        winning = {record["entries"][seat] for seat in record["winners"]}
        if len(winning) == 1:
            won[winning.pop()] += 1
        elif winning:
            shared += 1
    games = len(records)
    parts = []
    for entry, count in won.items():
        low, high = wilson_interval(count, games)
        parts.append(f"{entry} {count} of {games} ({count / games:.1%}, {low:.1%} – {high:.1%})")
    return (
        "games won (one of an entry's seats among the winners, none of the other's): "
        f"{', '.join(parts)}, shared {shared}"
    )


def combine(paths: Sequence[str]) -> int:
    """``--combine``: the table of the games in the files."""
    try:
        records = read_records(paths)
    except (OSError, RecordError) as error:
        print(f"vs_ismcts.py: {error}", file=sys.stderr)
        return 1
    if not records:
        print(f"vs_ismcts.py: no game records in {', '.join(paths)}", file=sys.stderr)
        return 1
    indices = [record["game"] for record in records]
    missing = indices[-1] - indices[0] + 1 - len(indices)
    try:
        print(
            f"{title(records[0]['settings'])}, {len(records)} games "
            f"(indices {indices[0]}–{indices[-1]}"
            f"{f', {missing} missing between' if missing else ''}) from {_files(len(paths))}; "
            f"{describe(records[0]['settings'])}"
        )
        print("\n".join(table(records)), flush=True)
    except BrokenPipeError:  # the reader went away (`| head`): stop quietly, as tricktaker does
        sys.stderr.close()
        return 1
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games to play (default 4)")
    parser.add_argument("--start", type=int, default=0, help="the first game's index (default 0)")
    parser.add_argument("--players", type=int, default=4, help="3 to 6 (default 4)")
    parser.add_argument("--lineup", default="search,ismcts", help="rotated over the seats")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--duplicate", action="store_true",
        help="the games of one turn of the lineup over the seats share their deals",
    )  # fmt: skip
    parser.add_argument(
        "--game", default="wizard",
        help="the tricktaker game (default wizard), any built-in one with explicit chance",
    )  # fmt: skip
    parser.add_argument(
        "--playouts", type=int, default=None,
        help="the search bot's simulations a decision (default: its own default)",
    )  # fmt: skip
    parser.add_argument(
        "--seconds", type=float, default=None,
        help="the search bot's seconds a decision instead of a count (ISMCTS's mean time)",
    )  # fmt: skip
    parser.add_argument(
        "--cpu", action="store_true",
        help="--seconds are the search bot's CPU seconds a decision (for a loaded machine)",
    )  # fmt: skip
    parser.add_argument(
        "--exploration", type=float, default=None,
        help="the search bot's UCT constant, in units of the values' spread (its default)",
    )  # fmt: skip
    parser.add_argument(
        "--expansion", choices=["first", "policy"], default=None,
        help="the search bot's order of expanding untried actions (its default: first)",
    )  # fmt: skip
    parser.add_argument(
        "--widening", type=float, default=None,
        help="the search bot's progressive widening below the root (its default: none)",
    )  # fmt: skip
    parser.add_argument(
        "--inference", action="store_const", const=True, default=None,
        help="the search bot's worlds weighed by the bids made (Wizard and Oh Hell)",
    )  # fmt: skip
    parser.add_argument(
        "--bank", action="store_const", const=True, default=None,
        help="with --seconds, the search bot spends later the time its forced moves save",
    )  # fmt: skip
    parser.add_argument(
        "--sweep", action="store_const", const=True, default=None,
        help="the search bot plays each world from every root action, as the flat search does",
    )  # fmt: skip
    parser.add_argument(
        "--halving", action="store_const", const=True, default=None,
        help="with --sweep, the search bot halves the root actions swept in each phase",
    )  # fmt: skip
    parser.add_argument(
        "--settle", type=int, default=None, metavar="WORLDS",
        help="with --sweep, the search bot ends a decision once one root action has done best"
        " in every world of at least WORLDS",
    )  # fmt: skip
    parser.add_argument(
        "--margin", type=float, default=None, metavar="SHARE",
        help="with --settle, the search bot also ends a decision once no other root action is"
        " likely to beat the leader by more than SHARE of the spread of the values seen",
    )  # fmt: skip
    parser.add_argument(
        "--others", choices=["search", "policy"], default=None,
        help="how the search bot's tree has the other seats choose (its default: search)",
    )  # fmt: skip
    parser.add_argument(
        "--flat-playouts", type=int, default=None,
        help="the flat search bot's playouts a decision (default: its own default)",
    )  # fmt: skip
    parser.add_argument("--simulations", type=int, default=200, help="ISMCTS's per decision")
    parser.add_argument(
        "--uct-c", type=float, default=40.0,
        help="ISMCTS's exploration constant, on the scale of a round's points (default 40)",
    )  # fmt: skip
    parser.add_argument("--rollout", choices=["random", "heuristic", "game"], default="random")
    parser.add_argument("--workers", type=int, default=1, help="processes playing (default 1)")
    parser.add_argument(
        "--json", metavar="FILE",
        help="append each finished game to FILE as a JSON line; games already there are skipped",
    )  # fmt: skip
    parser.add_argument(
        "--combine", nargs="+", metavar="FILE",
        help="print the table of the games in these --json files, and play none",
    )  # fmt: skip
    args = parser.parse_args(argv)
    if args.combine:
        return combine(args.combine)
    lineup = args.lineup.split(",")
    unknown = sorted(set(lineup) - set(ENTRIES))
    if unknown:
        parser.error(f"unknown lineup entries {', '.join(unknown)}: use {', '.join(ENTRIES)}")
    if args.game not in BUILT_IN_GAMES:
        parser.error(f"--game: one of {', '.join(BUILT_IN_GAMES)}, not {args.game!r}")
    if args.seconds is not None and not args.seconds > 0:
        parser.error(f"--seconds must be above 0, not {args.seconds}")
    module = search_module(args.game)
    if args.inference and "inference" not in inspect.signature(module.search_bot).parameters:
        parser.error(f"--inference: {args.game}'s search bot has no inference")
    if args.halving and not args.sweep:
        parser.error("--halving needs --sweep: it halves the root actions swept")
    if args.settle is not None and not args.sweep:
        parser.error("--settle needs --sweep: it compares the root actions world by world")
    if args.settle is not None and args.settle < 1:
        parser.error(f"--settle must be 1 or more, not {args.settle}")
    if args.margin is not None and args.settle is None:
        parser.error("--margin needs --settle: it settles a decision sooner")
    if args.margin is not None and not args.margin >= 0:
        parser.error(f"--margin must be 0 or more, not {args.margin}")
    if args.bank and args.seconds is None:
        parser.error("--bank needs --seconds: a count budget has no time to carry over")
    for name in ("games", "workers"):
        if getattr(args, name) < 1:
            parser.error(f"--{name} must be 1 or more, not {getattr(args, name)}")
    if args.start < 0:
        parser.error(f"--start must be 0 or more, not {args.start}")
    settings = {
        "game": args.game,
        "players": args.players,
        "lineup": lineup,
        "seed": args.seed,
        "playouts": module.DEFAULT_SIMULATIONS if args.playouts is None else args.playouts,
        "seconds": args.seconds,
        "flat_playouts": (
            module.DEFAULT_PLAYOUTS if args.flat_playouts is None else args.flat_playouts
        ),
        "simulations": args.simulations,
        "uct_c": args.uct_c,
        "rollout": args.rollout,
        "tricktaker": tricktaker.__version__,
        "open_spiel": metadata.version("open_spiel"),
    }
    settings.update(
        (key, getattr(args, key)) for key in SEARCH_OPTIONS if getattr(args, key) is not None
    )
    if args.duplicate:  # only when given, as --cpu
        settings["duplicate"] = True
    if args.cpu:  # only when given, so that earlier runs' records still combine and resume
        if args.seconds is None:
            parser.error("--cpu needs --seconds")
        settings["clock"] = "cpu"
    try:
        load_game(args.game, args.players)  # refused before any game is played
    except tricktaker.TricktakerError as error:
        parser.error(f"--players: {error}")
    if args.json and args.json.endswith(".gz"):
        parser.error(
            f"--json {args.json}: games are appended as plain JSON lines; compress the file "
            "once the run is done (--combine reads it then)"
        )
    indices = range(args.start, args.start + args.games)
    finished: dict[int, dict[str, Any]] = {}
    if args.json and Path(args.json).exists():
        try:
            kept = read_records([args.json])
        except RecordError as error:
            parser.error(str(error))
        if kept and kept[0]["settings"] != settings:
            parser.error(
                f"{args.json} holds games played with other settings: "
                f"{_difference(kept[0]['settings'], settings)}"
            )
        finished = {record["game"]: record for record in kept if record["game"] in indices}
    print(
        f"{title(settings)}, {args.players} players, {args.games} games; lineup "
        f"{','.join(lineup)} rotated; {budgets(settings)}, ISMCTS {args.simulations} simulations "
        f"(uct_c {args.uct_c}, {args.rollout} rollouts)"
        f"{'; duplicate deals' if args.duplicate else ''}; games {indices[0]}–{indices[-1]}"
    )
    if finished:
        print(f"{len(finished)} of them already in {args.json}; playing the others")
    todo = [index for index in indices if index not in finished]
    interrupted = False
    results = play_games(settings, todo, args.workers)
    out = open(args.json, "a", encoding="utf-8") if args.json else None  # noqa: SIM115
    try:
        for record in results:
            with interrupts_ignored():  # a game's line is written whole, or not at all
                if out is not None:
                    out.write(json.dumps(record, separators=(",", ":")) + "\n")
                    out.flush()
                finished[record["game"]] = record
                print(
                    f"game {record['game']}: {' '.join(record['entries'])} scored "
                    f"{' '.join(map(str, record['scores']))} in {record['seconds']:.1f} s",
                    flush=True,
                )
    except KeyboardInterrupt:
        interrupted = True
    with interrupts_ignored():  # a second Ctrl-C while stopping changes nothing
        results.close()
        if out is not None:
            out.close()
        if interrupted:
            print(f"interrupted: {len(finished)} of {args.games} games finished")
        print("\n".join(table([finished[index] for index in sorted(finished)])))
    return INTERRUPTED if interrupted else 0


def title(settings: dict[str, Any]) -> str:
    """The title of the settings' game (``Wizard``)."""
    return str(tricktaker.get_game(settings["game"]).title)


def _files(count: int) -> str:
    return "1 file" if count == 1 else f"{count} files"


if __name__ == "__main__":
    sys.exit(main())
