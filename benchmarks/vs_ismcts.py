"""tricktaker's Wizard search bot against OpenSpiel's ISMCTS bot, through the OpenSpiel adapter.

Needs the ``openspiel`` dependency group (``pip install -e . --group openspiel``). Each game
is a ``python_tricktaker_wizard`` game of OpenSpiel's, its deals chance nodes drawn from a
seeded generator (game ``i`` from ``seed + i``, so a run replays exactly with playout budgets).
The lineup (by default ``search,ismcts``) rotates over the seats as ``tricktaker simulate``
rotates its bots: in game ``i`` seat ``s`` is played by ``lineup[(s + i) % len(lineup)]``,
so every entry sits in every seat equally often over ``len(lineup) * players`` games.

- ``search``: tricktaker's Wizard search bot (``wizard.search_bot``), shown the seat's view:
  determinized playouts to the end of the round with the heuristic bot.
- ``ismcts``: OpenSpiel's ``ISMCTSBot`` (``open_spiel.python.algorithms.ismcts``), shown
  the OpenSpiel state, resampling the unseen cards with the adapter's
  ``resample_from_infostate``. Its evaluator plays one rollout from each new leaf to the end
  of the round in progress and values it by the scores then (``--rollout random``, the
  default: random moves; ``heuristic``: tricktaker's heuristic bot, as the search bot's
  playouts do); ``--rollout game`` uses OpenSpiel's own ``RandomRolloutEvaluator``, which
  plays on to the end of the whole game (every later round dealt and played), much slower.

For each lineup entry it prints the seat-games played and won (tied winners each win), the
win rate with its Wilson 95% interval, the mean final score, and the time per decision (mean
and median; every decision counts, forced ones included, as a player waits for those too).

    python benchmarks/vs_ismcts.py --games 4                       # a quick look
    python benchmarks/vs_ismcts.py --games 1000 --simulations 400  # a real run
    python benchmarks/vs_ismcts.py --lineup search,ismcts,ismcts,ismcts --games 8
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

import tricktaker.adapters.openspiel  # noqa: F401  # registers python_tricktaker_wizard
from tricktaker import chance, encoding, wizard
from tricktaker.simulation import wilson_interval
from tricktaker.wizard.search import DEFAULT_PLAYOUTS


class RoundRolloutEvaluator(mcts.Evaluator):
    """One rollout from a leaf to the end of its round (or of the game), valued by the
    scores then; played on the adapter's tricktaker state, which needs no copying."""

    def __init__(self, rng: random.Random, heuristic: bool) -> None:
        self._rng = rng
        self._policy = wizard.HeuristicBot(rng.getrandbits(32)) if heuristic else None

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
        return np.array(position.scores, dtype=float)

    def prior(self, state: Any) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return state.chance_outcomes()
        legal = state.legal_actions()
        return [(action, 1.0 / len(legal)) for action in legal]


def make_ismcts(game: Any, args: argparse.Namespace, seed: int) -> Any:
    random_state = np.random.RandomState(seed % 2**32)
    if args.rollout == "game":
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
    else:
        evaluator = RoundRolloutEvaluator(random.Random(seed), args.rollout == "heuristic")
    return ismcts.ISMCTSBot(
        game,
        evaluator,
        uct_c=args.uct_c,
        max_simulations=args.simulations,
        random_state=random_state,
    )


def play(game: Any, lineup: list[str], index: int, args: argparse.Namespace) -> dict[str, Any]:
    """Game ``index``: the entry of each seat, the final scores and the winners, and the
    seconds of each decision by entry."""
    seed = args.seed + index
    players = game.num_players()
    entries = [lineup[(seat + index) % len(lineup)] for seat in range(players)]
    bots: list[Any] = [
        wizard.search_bot(seed * 100 + seat, playouts=args.playouts)
        if entry == "search"
        else make_ismcts(game, args, seed * 100 + seat)
        for seat, entry in enumerate(entries)
    ]
    deals = random.Random(seed)
    times: dict[str, list[float]] = defaultdict(list)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(deals.choice(state.chance_outcomes())[0])
            continue
        seat = state.current_player()
        start = time.perf_counter()
        if entries[seat] == "search":
            game_state = state.chance_state.game_state
            action = encoding.action_index(bots[seat].choose(game_state.view(seat)), game.rules)
        else:
            action = bots[seat].step(state)
        times[entries[seat]].append(time.perf_counter() - start)
        state.apply_action(int(action))
    scores = state.chance_state.scores
    best = max(scores)
    winners = [seat for seat, score in enumerate(scores) if score == best]
    return {"entries": entries, "scores": scores, "winners": winners, "times": times}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games to play (default 4)")
    parser.add_argument("--players", type=int, default=4, help="3 to 6 (default 4)")
    parser.add_argument("--lineup", default="search,ismcts", help="rotated over the seats")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--playouts", type=int, default=DEFAULT_PLAYOUTS,
        help="the search bot's playouts a decision (default: its own default)",
    )  # fmt: skip
    parser.add_argument("--simulations", type=int, default=200, help="ISMCTS's per decision")
    parser.add_argument(
        "--uct-c", type=float, default=40.0,
        help="ISMCTS's exploration constant, on the scale of a round's points (default 40)",
    )  # fmt: skip
    parser.add_argument("--rollout", choices=["random", "heuristic", "game"], default="random")
    args = parser.parse_args()
    lineup = args.lineup.split(",")
    unknown = sorted(set(lineup) - {"search", "ismcts"})
    if unknown:
        parser.error(f"unknown lineup entries {', '.join(unknown)}: use search and ismcts")
    game = pyspiel.load_game("python_tricktaker_wizard", {"players": args.players})
    print(
        f"Wizard, {args.players} players, {args.games} games; lineup {','.join(lineup)} "
        f"rotated; search {args.playouts} playouts, ISMCTS {args.simulations} simulations "
        f"(uct_c {args.uct_c}, {args.rollout} rollouts)"
    )
    seat_games: dict[str, int] = defaultdict(int)
    wins: dict[str, int] = defaultdict(int)
    scores: dict[str, list[int]] = defaultdict(list)
    times: dict[str, list[float]] = defaultdict(list)
    for index in range(args.games):
        start = time.perf_counter()
        result = play(game, lineup, index, args)
        for seat, entry in enumerate(result["entries"]):
            seat_games[entry] += 1
            wins[entry] += seat in result["winners"]
            scores[entry].append(result["scores"][seat])
        for entry, seconds in result["times"].items():
            times[entry].extend(seconds)
        print(
            f"game {index + 1}: {' '.join(result['entries'])} scored "
            f"{' '.join(map(str, result['scores']))} in {time.perf_counter() - start:.1f} s",
            flush=True,
        )
    print(
        f"{'bot':<8} {'seat-games':>10} {'wins':>6} {'win rate':>9} {'95% interval':>17} "
        f"{'mean score':>11} {'decisions':>10} {'mean/dec':>10} {'median/dec':>11}"
    )
    for entry in dict.fromkeys(lineup):
        low, high = wilson_interval(wins[entry], seat_games[entry])
        rate = wins[entry] / seat_games[entry] if seat_games[entry] else 0.0
        decided = times[entry]
        print(
            f"{entry:<8} {seat_games[entry]:>10} {wins[entry]:>6} {rate:>9.1%} "
            f"{f'{low:.1%} – {high:.1%}':>17} {statistics.fmean(scores[entry]):>11.1f} "
            f"{len(decided):>10} {_duration(statistics.fmean(decided)):>10} "
            f"{_duration(statistics.median(decided)):>11}"
        )


def _duration(seconds: float) -> str:
    if seconds >= 0.1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-4:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds * 1e6:.1f} µs"


if __name__ == "__main__":
    main()
