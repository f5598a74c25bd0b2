"""tricktaker.adapters.pettingzoo under PettingZoo's own checks (``api_test`` and ``seed_test``
for every player count of every built-in game), and a 4-player Wizard game under a random
policy whose returns are the library's final scores.

Needs PettingZoo (the ``pettingzoo`` dependency group): skipped without it, unless
``TRICKTAKER_REQUIRE_PETTINGZOO=1`` is set, when its absence fails.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from tests.registry import GAMES, player_counts

try:
    import numpy as np
    from pettingzoo.test import api_test, seed_test
except ImportError:
    if os.environ.get("TRICKTAKER_REQUIRE_PETTINGZOO") == "1":
        raise
    pytest.skip(
        "pettingzoo is not importable (the pettingzoo dependency group)", allow_module_level=True
    )

from tricktaker import (
    IllegalActionError,
    RulesError,
    TricktakerError,
    encoding,
    wizard,
)
from tricktaker.adapters.pettingzoo import TricktakerEnv, env, raw_env

PLAYER_COUNTS = [(game, players) for game in GAMES for players in player_counts(game)]
IDS = [f"{game}-{players}p" for game, players in PLAYER_COUNTS]


# api_test warns (a UserWarning: an error under this project's filterwarnings) about two
# things that are right here: the observation is a dict of the vector and the action mask, as
# PettingZoo's own card and board games have it (api_test exempts those by name), so it warns
# that the observation is "not a NumPy array" and that its space "probably should be" a Box.
@pytest.mark.parametrize(("game", "players"), PLAYER_COUNTS, ids=IDS)
@pytest.mark.usefixtures("capsys")  # api_test prints its progress
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably:UserWarning")
def test_pettingzoos_api_test_passes(game: str, players: int) -> None:
    api_test(env(game, players=players), num_cycles=1000)


@pytest.mark.parametrize(("game", "players"), PLAYER_COUNTS, ids=IDS)
def test_pettingzoos_seed_test_passes(game: str, players: int) -> None:
    seed_test(lambda: env(game, players=players), num_cycles=500)


def play_randomly(environment: Any, seed: int) -> tuple[dict[str, float], list[int]]:
    """Play one episode with the actions sampled from each mask; each agent's return (the sum
    of the rewards ``last()`` gives it) and the actions taken."""
    environment.reset(seed=seed)
    for i, agent in enumerate(environment.possible_agents):
        environment.action_space(agent).seed(seed + i)
    returns = dict.fromkeys(environment.possible_agents, 0.0)
    actions: list[int] = []
    for agent in environment.agent_iter():
        observation, reward, termination, truncation, _ = environment.last()
        returns[agent] += reward
        if termination or truncation:
            action = None
        else:
            action = int(environment.action_space(agent).sample(observation["action_mask"]))
            actions.append(action)
        environment.step(action)
    return returns, actions


def test_a_four_player_wizard_game_returns_the_final_scores() -> None:
    environment = env("wizard", players=4)
    returns, actions = play_randomly(environment, seed=5)
    # The same game played by the library itself: the same deal (the seed) and actions.
    rules = wizard.Rules(players=4)
    state = wizard.new_game(rules, seed=5)
    for index in actions:
        state, _ = state.apply(encoding.action_from_index(index, state))
    assert state.is_over
    assert len(actions) == 15 * 4 + 4 * sum(range(1, 16)) + sum(  # bids, cards, trump choices
        1 for index in actions if index >= 81
    )
    assert returns == {f"player_{seat}": float(score) for seat, score in enumerate(state.scores)}
    assert environment.unwrapped.game_state == state
    assert environment.agents == []


@pytest.mark.parametrize("game", GAMES)
def test_the_rewards_add_up_to_the_openspiel_return_and_the_winners_have_the_most(
    game: str,
) -> None:
    """Every game, at its fewest players: an agent's rewards add up to the return that
    OpenSpiel's adapter gives the same final state (the game's utility of its total: the
    negated total in Hearts, where the lowest wins), and the winners' is the highest."""
    pyspiel = pytest.importorskip("pyspiel", reason="the openspiel dependency group")
    from tricktaker import chance
    from tricktaker.adapters.openspiel import PREFIX

    players = min(player_counts(game))
    environment = env(game, players=players)
    loaded = pyspiel.load_game(PREFIX + game, {"players": players})
    for seed in range(3):
        returns, _ = play_randomly(environment, seed=seed)
        final = environment.unwrapped.game_state
        state = loaded.new_initial_state()
        state.chance_state = chance.from_state(final)
        assert state.is_terminal()
        assert list(returns.values()) == state.returns()
        best = max(returns.values())
        assert {seat for seat, value in enumerate(returns.values()) if value == best} == set(
            final.winners
        )


def test_hearts_rewards_are_paid_against_the_points_taken() -> None:
    environment = env("hearts", hands=1)
    returns, _ = play_randomly(environment, seed=4)
    scores = environment.unwrapped.game_state.scores
    assert returns == {f"player_{seat}": -float(score) for seat, score in enumerate(scores)}


def test_a_seed_deals_the_librarys_game_of_that_seed_and_seeds_the_next_episodes() -> None:
    first, second = raw_env("wizard", players=5), raw_env("wizard", players=5)
    first.reset(seed=11)
    assert first.game_state == wizard.new_game(wizard.Rules(players=5), seed=11)
    second.reset(seed=11)
    first.reset()
    second.reset()
    assert first.game_state == second.game_state
    assert first.game_state != wizard.new_game(wizard.Rules(players=5), seed=11)
    first.reset(seed=np.int64(11))  # a seed from numpy
    assert first.game_state == wizard.new_game(wizard.Rules(players=5), seed=11)


def test_observations_are_the_encoding_of_each_seats_view() -> None:
    environment = raw_env("szaman", players=4)
    environment.reset(seed=3)
    for agent, seat in zip(environment.possible_agents, range(4), strict=True):
        view = environment.game_state.view(seat)
        seen = environment.observe(agent)
        assert seen["observation"].tolist() == encoding.observation(view)
        assert seen["action_mask"].tolist() == encoding.legal_action_mask(view)
        assert environment.observation_space(agent).contains(seen)


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    environment = raw_env("wizard", players=3)
    environment.reset(seed=2)
    agent, state = environment.agent_selection, environment.game_state
    mask = environment.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(IllegalActionError):
        environment.step(illegal)
    with pytest.raises(IllegalActionError, match="the indices are 0 to 84"):
        environment.step(85)
    with pytest.raises(IllegalActionError, match="index None"):
        environment.step(None)
    assert (environment.agent_selection, environment.game_state) == (agent, state)
    environment.step(np.int64(np.flatnonzero(mask)[0]))  # an index from numpy
    assert environment.game_state != state


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(TricktakerError, match="no game named 'chess'"):
        env("chess")
    with pytest.raises(RulesError, match="players"):
        env("wizard", players=9)
    with pytest.raises(RulesError, match="Wizard has no rule option colour: its options are"):
        env("wizard", colour="red")
    with pytest.raises(TricktakerError, match="render_mode must be 'ansi' or None"):
        env("wizard", render_mode="human")
    with pytest.raises(TricktakerError, match=r"call reset\(\) first"):
        raw_env("wizard").observe("player_0")


def test_render_shows_the_last_events_and_the_table() -> None:
    environment = env("wizard", players=3, render_mode="ansi")
    environment.reset(seed=2)
    text = environment.render()
    assert text.splitlines()[0] == "round 1: seat 0 deals 1 card each"
    assert "Round 1 of 20, seat 0 deals" in text
    assert text.splitlines()[-1].startswith("player_1 to act, holding ")
    environment.step(60)  # bid 0
    assert environment.render().splitlines()[0] == "seat 1 bids 0"
    play_randomly(environment, seed=2)
    final = environment.render().splitlines()
    scores = environment.unwrapped.game_state.scores
    assert final[-3:] == [f"player_{seat}: {score}" for seat, score in enumerate(scores)]


def test_render_without_a_mode_warns_and_returns_nothing() -> None:
    environment = raw_env("szaman", players=2)
    environment.reset(seed=1)
    with pytest.warns(UserWarning, match="without a render_mode"):
        assert environment.render() is None


def test_the_environment_is_named_after_its_game() -> None:
    assert str(raw_env("ohhell")) == "tricktaker_ohhell_v0"
    assert isinstance(env("szaman").unwrapped, TricktakerEnv)
    assert TricktakerEnv.metadata["name"] == "tricktaker_v0"  # the class's own is untouched


def test_the_research_pages_examples_run() -> None:
    page = Path(__file__).resolve().parents[2] / "docs" / "research.md"
    blocks = re.findall(r"^```py\n(.*?)^```$", page.read_text(encoding="utf-8"), re.M | re.S)
    assert len(blocks) == 2
    for block in blocks:
        exec(compile(block, "research.md", "exec"), {"__name__": "__main__"})
