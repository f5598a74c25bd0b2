"""tricktaker.adapters.openspiel under OpenSpiel's own checks: ``random_sim_test`` (with
serialization) for every player count of every built-in game, and OpenSpiel's ISMCTS bot
playing a 4-player Wizard game to the end, its returns the library's final scores.

Needs ``pyspiel`` (the ``openspiel`` dependency group): skipped without it, unless
``TRICKTAKER_REQUIRE_OPENSPIEL=1`` is set, when its absence fails.
"""

from __future__ import annotations

import gzip
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts
except ImportError:
    if os.environ.get("TRICKTAKER_REQUIRE_OPENSPIEL") == "1":
        raise
    pytest.skip(
        "pyspiel is not importable (pip install open_spiel, or the openspiel dependency group)",
        allow_module_level=True,
    )

import attrs

from tests.scripts import load_script
from tricktaker import (
    IllegalActionError,
    RulesError,
    TricktakerError,
    available_games,
    bridge,
    chance,
    doppelkopf,
    encoding,
    euchre,
    get_game,
    hearts,
    ohhell,
    skat,
    spades,
    szaman,
    whist,
    wizard,
)
from tricktaker.adapters import openspiel
from tricktaker.adapters.openspiel import PREFIX, TricktakerState, register, registered
from tricktaker.simulation import wilson_interval

# Every player count; short games where a rule option allows (Wizard's length is fixed).
SIMULATIONS: list[tuple[str, dict[str, Any]]] = [
    *(("wizard", {"players": n}) for n in range(3, 7)),
    *(("szaman", {"players": n, "hands": 1}) for n in range(2, 7)),
    ("szaman", {"players": 3, "hands": 2, "end_before_draw": True}),
    ("szaman", {"players": 4, "hands": 1, "variant": "russian", "jokers_always_playable": True}),
    *(("ohhell", {"players": n, "schedule": "3 1"}) for n in range(3, 8)),
    ("ohhell", {"players": 4, "schedule": "13", "off_bid_penalty": True}),
    ("ohhell", {"players": 5, "schedule": "[1 10]", "points_per_trick": 2}),
    ("spades", {"hands": 1}),
    ("spades", {"hands": 2, "breaking_spades": False, "win_threshold": 100}),
    ("hearts", {"hands": 1}),
    ("hearts", {"hands": 2, "pass_order": "random", "jd_bonus": True}),
    ("bridge", {"dealer": 2, "dealer_vul": True}),
    ("bridge", {"boards": 2, "rotation": True}),
    ("whist", {"honours": True, "target": 7}),
    ("euchre", {"single_hand": True, "stick_the_dealer": True}),
    ("euchre", {"target": 3, "allow_lone_defender": True}),
    ("skat", {"hands": 2, "ramsch": True, "seeger_fabian": True}),
    ("skat", {"simplified": True, "hands": 1, "first_dealer": 2}),
    ("skat", {"players": 4, "hands": 4, "kontra": True, "ramsch": True}),
    ("doppelkopf", {"deals": 1, "second_dulle": True, "pigs": True}),
    *(("tarok", {"players": n}) for n in (3, 4)),
    # the default game of each at least once
    ("szaman", {}),
    ("ohhell", {}),
    ("spades", {}),
    ("hearts", {}),
    ("whist", {}),
]
IDS = ["-".join([game, *(f"{k}={v}" for k, v in params.items())]) for game, params in SIMULATIONS]
# A small table of each game: 3 players, Spades' 4.
FEW = {
    "wizard": 3, "szaman": 3, "ohhell": 3, "spades": 4, "hearts": 4, "bridge": 4, "whist": 4,
    "euchre": 4, "skat": 3, "doppelkopf": 4,
}  # fmt: skip
TYPES: dict[str, Any] = {
    "wizard": wizard, "szaman": szaman, "ohhell": ohhell, "spades": spades, "hearts": hearts,
    "bridge": bridge, "whist": whist, "euchre": euchre,
    "skat": skat,
    "doppelkopf": doppelkopf,
}  # fmt: skip


def load(game: str, params: dict[str, Any] | None = None) -> Any:
    return pyspiel.load_game(PREFIX + game, params or {})


def play_randomly(state: Any, rng: random.Random) -> list[Any]:
    """Play ``state`` (changed in place) to its end at random; the states passed, in order."""
    seen = []
    while not state.is_terminal():
        seen.append(state.clone())
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probabilities)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    seen.append(state.clone())
    return seen


@pytest.mark.parametrize(("game", "params"), SIMULATIONS, ids=IDS)
def test_openspiels_random_simulation_test_passes(game: str, params: dict[str, Any]) -> None:
    pyspiel.random_sim_test(load(game, params), num_sims=1, serialize=True, verbose=False)


def test_the_default_wizard_game_is_loadable_by_name_alone() -> None:
    game = pyspiel.load_game("python_tricktaker_wizard")
    assert game.num_players() == 4
    assert game.get_parameters() == {"players": 4, "hook": False, "first_dealer": 0}


def test_every_game_is_registered_with_its_players_and_parameters() -> None:
    games = (
        "bridge", "doppelkopf", "euchre", "hearts", "ohhell", "skat", "spades", "szaman", "tarok",
        "whist", "wizard",
    )  # fmt: skip
    assert registered() == {PREFIX + name: name for name in games}
    names = set(pyspiel.registered_names())
    for name, module in TYPES.items():
        assert PREFIX + name in names
        game_type = load(name).get_type()
        assert game_type.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert game_type.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        fields = [field.name for field in attrs.fields(module.Rules)]
        assert sorted(game_type.parameter_specification) == sorted(fields)
    ranges = {name: (load(name).get_type().min_num_players,
                     load(name).get_type().max_num_players) for name in TYPES}  # fmt: skip
    assert ranges == {
        "wizard": (3, 6),
        "szaman": (2, 6),
        "ohhell": (3, 7),
        "spades": (4, 4),
        "hearts": (4, 4),
        "bridge": (4, 4),
        "whist": (4, 4),
        "euchre": (4, 4),
        "skat": (3, 4),
        "doppelkopf": (4, 4),
    }


@pytest.mark.parametrize(
    ("game", "params", "rules"),
    [
        ("wizard", {"players": 5, "hook": True}, wizard.Rules(players=5, hook=True)),
        ("szaman", {"variant": "russian", "target": 50},
         szaman.Rules(variant="russian", target=50)),
        ("ohhell", {"players": 3, "schedule": "5 4 3"},
         ohhell.Rules(players=3, schedule=(5, 4, 3))),
        ("ohhell", {"schedule": "[13]"}, ohhell.Rules(schedule=(13,))),
        ("ohhell", {"players": 5}, ohhell.Rules(players=5)),  # its default schedule for 5
        ("spades", {"hands": 1, "breaking_spades": False},
         spades.Rules(hands=1, breaking_spades=False)),
        ("hearts", {"hands": 1, "pass_order": "random"},
         hearts.Rules(hands=1, pass_order="random")),
    ],
)  # fmt: skip
def test_the_parameters_are_the_rule_options(game: str, params: dict[str, Any], rules: Any) -> None:
    loaded = load(game, params)
    assert loaded.rules == rules
    assert loaded.num_players() == rules.players
    assert loaded.num_distinct_actions() == encoding.num_actions(rules)
    assert loaded.max_chance_outcomes() == len(get_game(game).dealing.deck(rules))
    # the game's text form (OpenSpiel's serialization of a game) loads the same rules
    assert pyspiel.load_game(str(loaded)).rules == rules
    assert (
        pyspiel.deserialize_game_and_state(
            pyspiel.serialize_game_and_state(loaded, loaded.new_initial_state())
        )[0].rules
        == rules
    )


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"players": 9}, "players"),
        ({"schedule": "3,2"}, r'expected whole numbers with spaces between \("3 2 1"\)'),
        ({"schedule": "[3 14]"}, "Rules.schedule must be a non-empty tuple of hand sizes"),
        ({"colour": 1}, "Unknown parameter 'colour'. Available parameters are: bonus,"),
    ],
)
def test_bad_parameters_are_refused(params: dict[str, Any], message: str) -> None:
    with pytest.raises(Exception, match=message) as error:
        load("ohhell", params)
    assert isinstance(error.value, (RulesError, pyspiel.SpielError))


def test_chance_outcomes_are_the_cards_left_by_their_place_in_the_deck() -> None:
    game = load("szaman", {"players": 2})
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert state.chance_outcomes() == [(i, 1 / 54) for i in range(54)]
    state.apply_action(52)  # the red Joker to seat 0
    outcomes = state.chance_outcomes()
    assert [action for action, _ in outcomes] == [*range(52), 53]
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 53) == "deal BJ"
    with pytest.raises(IllegalActionError, match="cannot deal RJ: it is dealt already"):
        state.apply_action(52)


@pytest.mark.parametrize("game", ["wizard", "szaman", "ohhell", "spades", "hearts", "bridge"])
def test_states_show_the_encodings_of_each_seats_view(game: str) -> None:
    loaded = load(game, {"players": FEW[game]})
    rng = random.Random(4)
    decisions = 0
    stride = 4 if game == "bridge" else 7  # bridge's 52 chance nodes are half of a board
    for state in play_randomly(loaded.new_initial_state(), rng)[::stride]:
        game_state = state.chance_state.game_state
        if game_state is None:
            assert state.current_player() == pyspiel.PlayerId.CHANCE
            continue
        decisions += 1
        for seat in range(FEW[game]):
            view = game_state.view(seat)
            assert state.information_state_string(seat) == encoding.information_state(view)
            assert state.observation_string(seat) == encoding.information_state(view)
            expected = np.asarray(encoding.observation(view), dtype=np.float32)
            assert np.array_equal(np.asarray(state.information_state_tensor(seat)), expected)
            assert np.array_equal(np.asarray(state.observation_tensor(seat)), expected)
        if not state.is_terminal():
            legal = state.legal_actions()
            assert legal == sorted(
                encoding.action_index(a, loaded.rules) for a in game_state.legal_actions()
            )
    assert decisions > 10


@pytest.mark.parametrize("game", ["wizard", "szaman", "ohhell", "spades", "hearts", "bridge"])
def test_a_games_returns_are_its_utility_and_its_history_replays_it(game: str) -> None:
    loaded = load(game, {"players": 4})
    state = loaded.new_initial_state()
    play_randomly(state, random.Random(8))
    final = state.chance_state.game_state
    assert final.is_over
    utility = get_game(game).words.utility(final.rules, final.scores)
    assert state.returns() == [float(value) for value in utility]
    # OpenSpiel's history, replayed in tricktaker.chance, ends with the same scores
    deck = get_game(game).dealing.deck(loaded.rules)
    replay = chance.new_game(game, loaded.rules)
    for action in state.history():
        if replay.is_chance:
            replay, _ = replay.apply(deck[action])
        else:
            replay, _ = replay.apply(encoding.action_from_index(action, replay))
    assert replay == state.chance_state
    assert replay.scores == final.scores


def play_to_the_end(state: Any, rng: random.Random) -> Any:
    """Play ``state`` (changed in place) to its end at random; the state."""
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probabilities)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


# Each game's end: a seat (or team) that wins has the highest return, every other seat a
# lower one; in Hearts the lowest total, in Szaman the closest to 66, in Spades and bridge a
# team. The games are played at random to their end by the game's default rules (the full
# Hearts game to 100, Szaman's six hands).
@pytest.mark.parametrize("game", available_games())
def test_the_winners_have_the_highest_return_in_every_game(game: str) -> None:
    loaded = load(game)
    rng = random.Random(51)
    zero_sum = loaded.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    for _ in range(12):
        state = play_to_the_end(loaded.new_initial_state(), rng)
        returns = state.returns()
        winners = state.chance_state.game_state.winners
        best = max(returns)
        assert winners
        assert all(returns[seat] == best for seat in winners), (returns, winners)
        assert all(returns[seat] < best for seat in range(len(returns)) if seat not in winners)
        assert loaded.min_utility() <= min(returns) <= best <= loaded.max_utility()
        if zero_sum:
            assert sum(returns) == loaded.utility_sum() == 0.0


def test_hearts_returns_are_the_negated_totals_so_the_lowest_total_has_the_highest() -> None:
    loaded = load("hearts", {"hands": 1})
    state = play_to_the_end(loaded.new_initial_state(), random.Random(3))
    scores = state.chance_state.scores
    assert state.returns() == [-float(score) for score in scores]
    assert (loaded.min_utility(), loaded.max_utility()) == (-26.0, 0.0)
    assert loaded.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM


def test_szamans_return_is_the_points_counted_up_to_66_and_back_down() -> None:
    loaded = load("szaman", {"players": 3})
    assert get_game("szaman").words.utility(loaded.rules, (60, 66, 75, -4)) == (60, 66, 57, -4)
    assert loaded.max_utility() == 66.0


def test_bridge_is_zero_sum_and_the_other_games_general_sum() -> None:
    for name in available_games():
        kind = load(name).get_type().utility
        expected = "ZERO_SUM" if name in ("bridge", "doppelkopf") else "GENERAL_SUM"
        assert kind == getattr(pyspiel.GameType.Utility, expected), name
    assert load("bridge").utility_sum() == 0.0
    assert load("doppelkopf").utility_sum() == 0.0  # game points: what one wins, others lose


def test_the_returns_page_gives_every_games_bounds() -> None:
    # docs/returns.md says each registered game's return, and its min_utility and
    # max_utility: the adapter's with the game's default rules.
    page = (Path(__file__).resolve().parents[2] / "docs" / "returns.md").read_text("utf-8")
    table = page[page.index("| game | `min_utility` | `max_utility` |") :].split("\n\n")[0]
    rows = re.findall(r"^\| ([\w ]+) \| (−?[\d,]+) \| (−?[\d,]+) \|$", table, re.M)

    def number(text: str) -> float:
        return float(text.replace("−", "-").replace(",", ""))

    returns = page[page.index("| game | the winner |") :].split("\n\n")[0]
    described = {row.lower() for row in re.findall(r"^\| ([\w ]+) \|", returns, re.M)}
    assert described - {"game"} == {get_game(name).title.lower() for name in available_games()}
    bounds = {title.lower(): (number(low), number(high)) for title, low, high in rows}
    assert bounds == {
        get_game(name).title.lower(): (load(name).min_utility(), load(name).max_utility())
        for name in available_games()
    }


def test_returns_are_zero_until_the_end() -> None:
    state = load("wizard", {"players": 3}).new_initial_state()
    for state_then in play_randomly(state, random.Random(1))[:-1]:
        assert state_then.returns() == [0.0, 0.0, 0.0]


@pytest.mark.parametrize("game", ["wizard", "szaman", "ohhell", "spades", "hearts", "bridge"])
def test_a_state_serializes_and_deserializes_to_the_same_state(game: str) -> None:
    loaded = load(game, {"players": FEW[game]})
    for state in play_randomly(loaded.new_initial_state(), random.Random(2))[::23]:
        copy = loaded.deserialize_state(state.serialize())
        assert copy.chance_state == state.chance_state
        assert str(copy) == str(state)
        assert copy.history() == state.history()


@pytest.mark.parametrize("game", ["wizard", "szaman", "ohhell", "spades", "hearts", "bridge"])
def test_resampling_keeps_the_seats_information_state_and_varies_the_rest(game: str) -> None:
    loaded = load(game, {"players": 4})
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    states = [s for s in play_randomly(loaded.new_initial_state(), random.Random(5))
              if not s.is_chance_node() and not s.is_terminal()]  # fmt: skip
    varied = 0
    for state in states[::9]:
        seat = state.current_player()
        samples = [state.resample_from_infostate(seat, sampler) for _ in range(4)]
        for sample in samples:
            assert isinstance(sample, TricktakerState)
            assert sample.current_player() == seat
            assert sample.information_state_string(seat) == state.information_state_string(seat)
            assert sample.legal_actions() == state.legal_actions()
        hands = {tuple(s.chance_state.game_state.hands) for s in samples}
        varied += len(hands) > 1
    assert varied > len(states[::9]) // 2


def test_a_chance_node_resamples_to_a_copy_of_itself() -> None:
    state = load("wizard").new_initial_state()
    state.apply_action(3)
    copy = state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert copy.chance_state == state.chance_state


def test_ismcts_plays_a_4_player_wizard_game_to_the_end_with_the_librarys_scores(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The research page's example: ISMCTS (2 simulations a decision, a random rollout each)
    # plays every seat of a 4-player Wizard game dealt at random.
    page = (Path(__file__).resolve().parents[2] / "docs" / "research.md").read_text("utf-8")
    section = page.split("## OpenSpiel")[1]
    blocks = re.findall(r"^```\{code-block\} python\n(.*?)^```$", section, re.M | re.S)
    assert len(blocks) == 1
    namespace: dict[str, Any] = {"__name__": "__main__"}
    exec(compile(blocks[0], "research.md", "exec"), namespace)
    state = namespace["state"]
    assert state.get_game().get_type().short_name == "python_tricktaker_wizard"
    assert state.get_game().num_players() == 4
    assert isinstance(namespace["bot"], ismcts.ISMCTSBot)
    decisions = sum(item.player >= 0 for item in state.full_history())
    # 15 rounds: 4 bids and 4 r cards played in round r, and a trump named for each Wizard
    assert 4 * 15 + 4 * sum(range(1, 16)) <= decisions <= 4 * 15 + 4 * 120 + 15
    assert capsys.readouterr().out == f"{state.returns()}\n"
    # The same cards and actions through tricktaker.chance: the library's final scores.
    rules = state.get_game().rules
    deck = get_game("wizard").dealing.deck(rules)
    replay = chance.new_game("wizard", rules)
    for action in state.history():
        if replay.is_chance:
            replay, _ = replay.apply(deck[action])
        else:
            replay, _ = replay.apply(encoding.action_from_index(action, replay))
    assert replay.is_over
    assert state.returns() == [float(score) for score in replay.scores]


def test_register_refuses_what_it_cannot_register() -> None:
    with pytest.raises(TricktakerError, match="no game named 'chess'"):
        register("chess")
    no_chance = attrs.evolve(get_game("wizard"), name="nochance", dealing=None)
    with pytest.raises(TricktakerError, match="Wizard has no explicit chance"):
        register(no_chance)
    assert register("wizard") == "python_tricktaker_wizard"  # registered once, kept
    assert openspiel.registered()["python_tricktaker_wizard"] == "wizard"


def test_observers_refuse_what_they_cannot_show() -> None:
    game = load("wizard")
    public = pyspiel.IIGObservationType(
        public_info=True, perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE
    )
    with pytest.raises(ValueError, match="shows a seat what it sees"):
        game.make_py_observer(public)
    with pytest.raises(ValueError, match="takes no parameters"):
        game.make_py_observer(None, {"x": 1})


BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "vs_ismcts.py"
# Wizard's shortest game is 6 players' (10 rounds); the smallest budgets of both bots.
TINY = ("--players", "6", "--simulations", "2", "--playouts", "2")


def test_the_benchmark_against_ismcts_runs_and_reports_each_bot() -> None:
    command = [sys.executable, str(BENCHMARK), "--games", "1", "--players", "3",
               "--simulations", "3", "--playouts", "2", "--rollout", "heuristic"]  # fmt: skip
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=True)
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Wizard, 3 players, 1 games; lineup search,ismcts rotated")
    assert re.fullmatch(
        r"game 0: search ismcts search scored (-?\d+ ){2}-?\d+ in [\d.]+ s", lines[1]
    )
    rows = {line.split()[0]: line.split() for line in lines[3:]}
    assert sorted(rows) == ["ismcts", "search"]
    assert (rows["search"][1], rows["ismcts"][1]) == ("2", "1")  # seat-games
    # 20 rounds of 3 players: 3 bids and 3 r cards a round, a trump named for each Wizard
    decisions = int(rows["search"][8]) + int(rows["ismcts"][8])
    assert 3 * 20 + 3 * 210 <= decisions <= 3 * 20 + 3 * 210 + 20


def _benchmark(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, str(BENCHMARK), *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=300, check=check)


def _games(path: Path) -> dict[int, dict[str, Any]]:
    """The records of a --json file by game index, without the times (which vary)."""
    games: dict[int, dict[str, Any]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        del record["seconds"]
        for decided in record["decisions"].values():
            assert len(decided.pop("microseconds")) == decided["count"]
            assert 0 <= decided.pop("cpu_seconds") <= decided["seconds"] + 0.5
            del decided["seconds"]
        assert record["game"] not in games
        games[record["game"]] = record
    return games


def _rows(table: str) -> dict[str, list[str]]:
    """A table's rows by bot, up to the times: seat-games, wins, rate, interval, mean score,
    decisions."""
    rows = [line.split() for line in table.splitlines() if line.split()[0] in ("search", "ismcts")]
    return {row[0]: row[1:9] for row in rows}


def test_the_benchmark_in_chunks_or_workers_plays_the_games_of_one_run(tmp_path: Path) -> None:
    whole, first, second, parallel = (tmp_path / f"{name}.jsonl" for name in ("0-1", "0", "1", "w"))
    _benchmark(*TINY, "--games", "2", "--json", str(whole))
    _benchmark(*TINY, "--games", "1", "--json", str(first))
    _benchmark(*TINY, "--start", "1", "--games", "1", "--json", str(second))
    _benchmark(*TINY, "--games", "2", "--workers", "2", "--json", str(parallel))
    games = _games(whole)
    assert sorted(games) == [0, 1]
    assert games[0]["entries"] == ["search", "ismcts"] * 3  # seats by the game's own index
    assert games[1]["entries"] == ["ismcts", "search"] * 3
    assert _games(first) | _games(second) == games
    assert _games(parallel) == games

    combined = _benchmark("--combine", str(second), str(first)).stdout
    assert combined.startswith("Wizard, 2 games (indices 0–1) from 2 files; 6 players; lineup")
    assert _rows(combined) == _rows(_benchmark("--combine", str(whole)).stdout)
    rows = _rows(combined)
    for entry in ("search", "ismcts"):
        seats = [(g, s) for g in games.values() for s, e in enumerate(g["entries"]) if e == entry]
        won = sum(seat in game["winners"] for game, seat in seats)
        score = sum(game["scores"][seat] for game, seat in seats) / len(seats)
        decisions = sum(game["decisions"][entry]["count"] for game in games.values())
        figures = (str(len(seats)), str(won), f"{score:.1f}", str(decisions))
        assert (rows[entry][0], rows[entry][1], rows[entry][6], rows[entry][7]) == figures


def test_the_benchmark_refuses_a_game_twice_or_other_settings(tmp_path: Path) -> None:
    first, both, other = (tmp_path / f"{name}.jsonl" for name in ("0", "0-1", "other"))
    _benchmark(*TINY, "--games", "1", "--json", str(first))
    record = json.loads(first.read_text(encoding="utf-8"))
    record["game"] = 1
    record["settings"]["simulations"] = 3
    other.write_text(json.dumps(record) + "\n", encoding="utf-8")

    refused = _benchmark("--combine", str(first), str(first), check=False)
    assert refused.returncode == 1
    assert not refused.stdout
    assert re.search(r"game 0 is in both \S*0\.jsonl:1 and \S*0\.jsonl:1", refused.stderr)
    refused = _benchmark("--combine", str(first), str(other), check=False)
    assert refused.returncode == 1
    assert not refused.stdout
    assert "were played with different settings: simulations 2 and 3" in refused.stderr
    refused = _benchmark(*TINY, "--simulations", "3", "--json", str(first), check=False)
    assert refused.returncode == 2
    assert not refused.stdout
    assert "holds games played with other settings: simulations 2 and 3" in refused.stderr

    # The same command again plays only the games its file lacks.
    first.replace(both)
    resumed = _benchmark(*TINY, "--games", "2", "--json", str(both)).stdout.splitlines()
    assert resumed[1] == f"1 of them already in {both}; playing the others"
    assert [line.split(":")[0] for line in resumed if line.startswith("game ")] == ["game 1"]
    assert sorted(_games(both)) == [0, 1]


def test_the_benchmark_combines_compressed_records_without_each_decisions_time(
    tmp_path: Path,
) -> None:
    # The archived runs (benchmarks/results/*.jsonl.gz) keep each decision's count and total
    # times, not each one's: their tables are the same but for the median, shown as "–".
    plain = tmp_path / "run.jsonl"
    _benchmark(*TINY, "--games", "2", "--json", str(plain))
    lines = plain.read_text(encoding="utf-8").splitlines()
    archived = []
    for line in lines:
        record = json.loads(line)
        for decided in record["decisions"].values():
            del decided["microseconds"]
        archived.append(json.dumps(record))
    packed = tmp_path / "run.jsonl.gz"
    packed.write_bytes(gzip.compress(("\n".join(archived) + "\n").encode("utf-8")))
    table = _benchmark("--combine", str(packed)).stdout.splitlines()
    original = _benchmark("--combine", str(plain)).stdout.splitlines()
    assert table[0] == original[0]
    assert _rows("\n".join(table)) == _rows("\n".join(original))
    for row, before in zip(table[2:4], original[2:4], strict=True):  # "search", "ismcts"
        words = before.split()  # ... mean (2 words), median (2 words), CPU (2 words)
        assert row.split() == [*words[:-4], "–", *words[-2:]]
    refused = _benchmark(*TINY, "--json", str(tmp_path / "new.jsonl.gz"), check=False)
    assert refused.returncode == 2
    assert "compress the file once the run is done" in refused.stderr


def test_the_benchmark_plays_any_game_and_the_flat_baseline_at_a_time_budget() -> None:
    result = _benchmark("--game", "ohhell", "--players", "7", "--games", "1", "--simulations",
                        "2", "--seconds", "0.001", "--flat-playouts", "2",
                        "--lineup", "search,flat,ismcts")  # fmt: skip
    lines = result.stdout.splitlines()
    assert lines[0].startswith(
        "Oh Hell, 7 players, 1 games; lineup search,flat,ismcts rotated; search 1 ms, flat 2 "
        "playouts, ISMCTS 2 simulations"
    )
    rows = {line.split()[0]: line.split() for line in lines[3:]}
    assert sorted(rows) == ["flat", "ismcts", "search"]
    assert (rows["search"][1], rows["flat"][1], rows["ismcts"][1]) == ("3", "2", "2")
    refused = _benchmark("--game", "chess", check=False)
    assert refused.returncode == 2
    assert "--game: one of" in refused.stderr


def test_the_benchmark_sets_the_search_bots_options_and_shows_its_margin(tmp_path: Path) -> None:
    records = tmp_path / "options.jsonl"
    result = _benchmark(*TINY, "--games", "2", "--lineup", "search,flat", "--flat-playouts",
                        "2", "--exploration", "0.3", "--expansion", "policy",
                        "--json", str(records))  # fmt: skip
    lines = result.stdout.splitlines()
    assert "search 2 simulations (exploration 0.3) (expansion policy), flat 2 playouts" in lines[0]
    settings = json.loads(records.read_text(encoding="utf-8").splitlines()[0])["settings"]
    assert (settings["exploration"], settings["expansion"]) == (0.3, "policy")
    games = list(_games(records).values())
    margins = [
        sum(g["scores"][s] for s in range(6) if g["entries"][s] == "search") / 3
        - sum(g["scores"][s] for s in range(6) if g["entries"][s] == "flat") / 3
        for g in games
    ]
    mean = sum(margins) / 2
    assert re.fullmatch(
        rf"search's margin over flat: {re.escape(f'{mean:+.1f}')} points a game "
        r"\(95% interval [-+][\d.]+ to [-+][\d.]+, 2 games\)",
        lines[-2],
    )
    won = [{g["entries"][seat] for seat in g["winners"]} for g in games]
    assert re.fullmatch(
        rf"games won \(.*\): search {won.count({'search'})} of 2 \(.*\), "
        rf"flat {won.count({'flat'})} of 2 \(.*\), shared {won.count({'search', 'flat'})}",
        lines[-1],
    )
    # a run that sets no option has none in its settings, as the records written before
    plain = tmp_path / "plain.jsonl"
    _benchmark(*TINY, "--games", "1", "--json", str(plain))
    settings = json.loads(plain.read_text(encoding="utf-8"))["settings"]
    assert not {"exploration", "expansion"} & set(settings)
    assert "clock" not in settings


def _record(game: int, entries: list[str], scores: list[int], winners: list[int]) -> str:
    settings = {
        "game": "hearts",
        "players": 4,
        "lineup": ["search", "flat"],
        "seed": 1,
        "playouts": 32,
        "seconds": None,
        "flat_playouts": 32,
        "simulations": 200,
        "uct_c": 40.0,
        "rollout": "random",
        "tricktaker": "0",
        "open_spiel": "0",
    }
    decisions = {e: {"count": 1, "seconds": 0.1, "microseconds": [100000]} for e in set(entries)}
    return json.dumps(
        {
            "game": game,
            "settings": settings,
            "entries": entries,
            "seconds": 1.0,
            "scores": scores,
            "winners": winners,
            "decisions": decisions,
        }
    )


def test_the_benchmark_counts_the_games_each_entry_won_and_knows_when_fewer_points_win(
    tmp_path: Path,
) -> None:
    # Partners win together (Spades, bridge: search in seats 0 and 2), so the seat-games are
    # not independent; the games are. In Hearts the lowest total wins: the margin says fewer.
    records = tmp_path / "hearts.jsonl"
    lines = [
        _record(0, ["search", "flat"] * 2, [60, 101, 70, 90], [0]),
        _record(1, ["flat", "search"] * 2, [40, 102, 40, 80], [0, 2]),
        _record(2, ["search", "flat"] * 2, [50, 30, 100, 103], [1]),
        _record(3, ["flat", "search"] * 2, [70, 20, 104, 20], [1, 3]),
    ]
    records.write_text("\n".join(lines) + "\n", encoding="utf-8")
    table = _benchmark("--combine", str(records)).stdout.splitlines()
    search, flat = (wilson_interval(won, 4) for won in (2, 2))
    assert table[-2] == (
        "search's margin over flat: +9.5 fewer points a game (95% interval -40.3 to +59.3, "
        "4 games; the lowest total wins)"
    )  # flat's mean less search's, by game: 95.5-65, 40-91, 66.5-75, 87-20
    assert table[-1] == (
        f"games won (one of an entry's seats among the winners, none of the other's): "
        f"search 2 of 4 (50.0%, {search[0]:.1%} – {search[1]:.1%}), "
        f"flat 2 of 4 (50.0%, {flat[0]:.1%} – {flat[1]:.1%}), shared 0"
    )


def test_the_benchmark_deals_the_same_cards_to_each_rotation_in_duplicate(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Duplicate, as in bridge: the games of one turn of the lineup over the seats share their
    # deals, so each entry plays each side of the same cards and the deals' luck cancels.
    paths = {name: tmp_path / f"{name}.jsonl" for name in ("duplicate", "plain")}
    common = ("--game", "bridge", "--lineup", "search,flat", "--playouts", "2",
              "--flat-playouts", "2", "--games", "3")  # fmt: skip
    result = _benchmark(*common, "--duplicate", "--json", str(paths["duplicate"]))
    assert "; duplicate deals" in result.stdout.splitlines()[0]
    _benchmark(*common, "--json", str(paths["plain"]))
    duplicate, plain = (_games(path) for path in paths.values())
    assert [duplicate[i]["deal"] for i in range(3)] == [1, 1, 3]  # seed 1 + the turn's first game
    assert [plain[i]["deal"] for i in range(3)] == [1, 2, 3]
    assert duplicate[0]["settings"]["duplicate"] is True
    assert "duplicate" not in plain[0]["settings"]
    # The same deal is the same cards: the first hand, as OpenSpiel's chance nodes dealt it.
    monkeypatch.syspath_prepend(str(BENCHMARK.parent))  # the script imports its neighbours
    script: Any = load_script(BENCHMARK, "vs_ismcts")
    hands = [script.first_hands(duplicate[0]["settings"], i) for i in range(3)]
    assert hands[0] == hands[1] != hands[2]


def test_in_duplicate_the_benchmark_compares_the_entries_deal_by_deal(tmp_path: Path) -> None:
    # Bridge-like boards: the side of the cards wins most of a deal's points whoever holds
    # them, so a deal is won by the entry that did better with both sides of it.
    def board(game: int, deal: int, north_south: int) -> dict[str, Any]:
        entries = ["search", "flat"] * 2 if game % 2 == 0 else ["flat", "search"] * 2
        record = json.loads(_record(game, entries, [north_south, -north_south] * 2,
                                    [0, 2] if north_south > 0 else [1, 3]))  # fmt: skip
        record["settings"].update(game="bridge", duplicate=True)
        return record | {"deal": deal}

    boards = [board(0, 1, 620), board(1, 1, 650), board(2, 3, -50), board(3, 3, -100),
              board(4, 5, 300), board(5, 5, 300), board(6, 7, 400)]  # fmt: skip
    records = tmp_path / "boards.jsonl"
    records.write_text("".join(json.dumps(b) + "\n" for b in boards), encoding="utf-8")
    table = _benchmark("--combine", str(records)).stdout.splitlines()
    # A game's margin is twice its board's points (+x against -x). Deal 1: search +620 with
    # North-South, -650 with East-West: flat did better by 30 a board; deal 3: search -50,
    # then +100: search by 50; deal 5: +300 and -300, tied; deal 7 is half played, left out.
    search, flat = (wilson_interval(won, 3) for won in (1, 1))
    assert table[-1] == (
        "by deal (each played once by each turn of the lineup), 3 deals: search's margin "
        "+6.7 points a game (95% interval -39.1 to +52.4); deals won: "
        f"search 1 ({search[0]:.1%} – {search[1]:.1%}), flat 1 "
        f"({flat[0]:.1%} – {flat[1]:.1%}), tied 1"
    )


def test_the_benchmark_budgets_the_search_bot_in_cpu_seconds(tmp_path: Path) -> None:
    records = tmp_path / "cpu.jsonl"
    result = _benchmark(*TINY, "--games", "1", "--seconds", "0.002", "--cpu",
                        "--json", str(records))  # fmt: skip
    assert "search 2 ms of CPU, ISMCTS 2 simulations" in result.stdout.splitlines()[0]
    record = json.loads(records.read_text(encoding="utf-8"))
    assert record["settings"]["clock"] == "cpu"
    # at most the budget and one simulation over it, on average (forced moves cost none)
    search = record["decisions"]["search"]
    assert 0 < search["cpu_seconds"] / search["count"] < 0.05
    refused = _benchmark(*TINY, "--cpu", check=False)
    assert refused.returncode == 2
    assert "--cpu needs --seconds" in refused.stderr


def test_the_benchmark_gives_the_search_bot_a_time_bank(tmp_path: Path) -> None:
    records = tmp_path / "bank.jsonl"
    result = _benchmark(*TINY, "--games", "1", "--seconds", "0.002", "--cpu", "--bank",
                        "--json", str(records))  # fmt: skip
    assert "search 2 ms of CPU (bank True), ISMCTS 2 simulations" in result.stdout.splitlines()[0]
    record = json.loads(records.read_text(encoding="utf-8"))
    assert record["settings"]["bank"] is True
    refused = _benchmark(*TINY, "--bank", check=False)
    assert refused.returncode == 2
    assert "--bank needs --seconds" in refused.stderr


def test_the_benchmark_gives_the_search_bot_the_sweep(tmp_path: Path) -> None:
    records = tmp_path / "sweep.jsonl"
    result = _benchmark(*TINY, "--games", "1", "--sweep", "--json", str(records))
    assert "(sweep True)" in result.stdout.splitlines()[0]
    record = json.loads(records.read_text(encoding="utf-8"))
    assert record["settings"]["sweep"] is True


def test_the_benchmark_gives_the_search_bot_settling(tmp_path: Path) -> None:
    records = tmp_path / "settle.jsonl"
    result = _benchmark(*TINY, "--games", "1", "--sweep", "--settle", "3",
                        "--json", str(records))  # fmt: skip
    assert "settle 3" in result.stdout.splitlines()[0]
    record = json.loads(records.read_text(encoding="utf-8"))
    assert record["settings"]["settle"] == 3
    records = tmp_path / "margin.jsonl"
    result = _benchmark(*TINY, "--games", "1", "--sweep", "--settle", "3", "--margin", "0.05",
                        "--json", str(records))  # fmt: skip
    assert "margin 0.05" in result.stdout.splitlines()[0]
    assert json.loads(records.read_text(encoding="utf-8"))["settings"]["margin"] == 0.05
    for refused_args, message in (
        (("--settle", "3"), "--settle needs --sweep"),
        (("--sweep", "--settle", "0"), "--settle must be 1 or more"),
        (("--sweep", "--margin", "0"), "--margin needs --settle"),
        (("--sweep", "--settle", "3", "--margin", "-1"), "--margin must be 0 or more"),
    ):
        refused = _benchmark(*TINY, *refused_args, check=False)
        assert refused.returncode == 2
        assert message in refused.stderr
