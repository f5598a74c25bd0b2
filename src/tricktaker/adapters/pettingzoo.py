"""PettingZoo environments of tricktaker's games (needs the ``pettingzoo`` extra).

One AEC environment per game: the agents ``player_0`` … take turns as the game asks, each
action a ``Discrete`` index of :mod:`tricktaker.encoding`'s numbering, each observation a
dict of the seat's ``"observation"`` vector and its ``"action_mask"``. An agent's reward is
the change of its return: the game's :meth:`~tricktaker.words.Words.utility` of its total,
a number that rises with its standing (the total itself where the highest total wins, minus
it in Hearts, where the lowest does; the table of
:mod:`tricktaker.adapters.openspiel` says each game's). It changes when the total does:
Wizard and Oh Hell pay at the end of each round, Szaman after each trick and at the end of
each hand; and every return is 0 at a total of 0, so an agent's rewards add up to its
return at the end, the same as OpenSpiel's ``state.returns()``.

>>> from tricktaker.adapters.pettingzoo import env
>>> game = env("wizard", players=4)
>>> game.reset(seed=7)
>>> game.agent_selection  # seat 0 turned up a Wizard: it chooses trump
'player_0'
>>> observation, reward, termination, truncation, info = game.last()
>>> observation["observation"].shape, observation["action_mask"].nonzero()[0].tolist()
((587,), [81, 82, 83, 84])
"""

from __future__ import annotations

import inspect
import operator
import random
from typing import Any

from tricktaker.errors import RulesError, TricktakerError, missing_extra

try:
    import numpy as np
    from gymnasium import logger, spaces
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers
except ModuleNotFoundError as error:  # say which extra to install, not only what is missing
    raise missing_extra("pettingzoo", __name__, error) from error

from tricktaker import encoding
from tricktaker.events import Event
from tricktaker.games import Game, GameState, decider_of, get_game
from tricktaker.tricks import trick_seats

__all__ = ["TricktakerEnv", "env", "raw_env"]


class TricktakerEnv(AECEnv):  # type: ignore[misc]  # PettingZoo ships no type information
    """A tricktaker game as a PettingZoo AEC environment.

    Args:
        game: the game, by registry name (``"wizard"``) or as a :class:`~tricktaker.Game`.
        render_mode: ``"ansi"``, for :meth:`render` to return the table as text; or None.
        **rule_options: the fields of the game's ``Rules`` (``players=4``, ``hook=True``).

    Attributes:
        game: the game.
        rules: the rule set every episode is played by.
        game_state: the game's state now (None before the first :meth:`reset`): the whole
            table, every hand included, for the program that runs the environment, not its
            agents. (PettingZoo's ``state()`` is the global observation of some
            environments; this one has none.)

    ``reset(seed=s)`` deals the game that ``new_game(rules, seed=s)`` deals, and seeds the
    seeds of the episodes that follow a ``reset()`` without one; ``reset()`` before any seed
    draws a fresh game. An illegal action (one the mask leaves out) raises
    :class:`~tricktaker.IllegalActionError` and changes nothing.

    Raises:
        TricktakerError: no such game, or a render mode other than ``"ansi"``.
        RulesError: a rule option the game does not have, or a bad value for one.
    """

    metadata: dict[str, Any] = {  # noqa: RUF012  # PettingZoo's convention: a class attribute
        "render_modes": ["ansi"],
        "name": "tricktaker_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self, game: str | Game, *, render_mode: str | None = None, **rule_options: Any
    ) -> None:
        super().__init__()
        self.game: Game = game if isinstance(game, Game) else get_game(game)
        self.rules: Any = _rules(self.game, rule_options)
        self.metadata = {**type(self).metadata, "name": f"tricktaker_{self.game.name}_v0"}
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise TricktakerError(f"render_mode must be 'ansi' or None, not {render_mode!r}")
        self.render_mode = render_mode
        players = self.rules.players
        self.possible_agents: list[str] = [f"player_{seat}" for seat in range(players)]
        self.agents: list[str] = []
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        layout = encoding.observation_layout(self.rules)
        low = np.array([s.low for s in layout for _ in range(s.size)], dtype=np.float32)
        high = np.array([s.high for s in layout for _ in range(s.size)], dtype=np.float32)
        count = encoding.num_actions(self.rules)
        # One space object per agent, kept: PettingZoo seeds and compares them by identity.
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(low=low, high=high, dtype=np.float32),
                    "action_mask": spaces.Box(low=0, high=1, shape=(count,), dtype=np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(count) for agent in self.possible_agents}
        self.game_state: GameState | None = None
        self._events: tuple[Event, ...] = ()
        self._seeds: random.Random | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The space of ``agent``'s observations: a ``Dict`` of ``"observation"`` (a ``Box``
        of :func:`~tricktaker.encoding.observation_size` floats, bounded as
        :func:`~tricktaker.encoding.observation_layout` says) and ``"action_mask"``."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(num_actions)``: the indices of :mod:`tricktaker.encoding`."""
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new game (``options`` are not used).

        Raises:
            TricktakerError: ``seed`` is not an int of at most 128 bits.
        """
        if seed is not None:
            seed = operator.index(seed)  # numpy's ints too
            self._seeds = random.Random(seed)
        elif self._seeds is not None:
            seed = self._seeds.getrandbits(53)
        self.game_state, self._events = self.game.start(self.rules, seed=seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self._agent(self.game_state)

    def observe(self, agent: str) -> dict[str, Any]:
        """What ``agent`` sees now: its seat's view as ``"observation"`` and
        ``"action_mask"`` (all zeros unless it is to act)."""
        view = self._current().view(self._seat[agent])
        return {
            "observation": np.asarray(encoding.observation(view), dtype=np.float32),
            "action_mask": np.asarray(encoding.legal_action_mask(view), dtype=np.int8),
        }

    def step(self, action: Any) -> None:
        """The agent to act takes the action of index ``action`` (None once it is done).

        Raises:
            IllegalActionError: the action is not legal now; nothing changes.
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        before = self._current()
        after, events = before.apply(encoding.action_from_index(action, before))
        self.game_state, self._events = after, events
        self._cumulative_rewards[agent] = 0.0
        utility = self.game.words.utility
        now, then = utility(self.rules, after.scores), utility(self.rules, before.scores)
        for seat, name in enumerate(self.possible_agents):
            self.rewards[name] = float(now[seat] - then[seat])
        if after.is_over:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self._agent(after)
        self._accumulate_rewards()

    def render(self) -> str | None:
        """With ``render_mode="ansi"``: the events of the last step, then the table as the
        seat to act sees it (its hand included) or the final scores. Shows every event in
        full: for a person watching, not for an agent."""
        if self.render_mode is None:
            logger.warn("render() was called without a render_mode: env(..., render_mode='ansi')")
            return None
        state = self._current()
        lines = [str(event) for event in self._events]
        labels = self.possible_agents
        if state.to_act is None:
            lines += [
                f"{agent}: {score}" for agent, score in zip(labels, state.scores, strict=True)
            ]
            return "\n".join(lines)
        seat = decider_of(state)
        assert seat is not None
        view = state.view(seat)
        if self.game.describe is not None:
            lines += self.game.describe(view, labels)
        else:
            lines.append("scores: " + ", ".join(map(str, state.scores)))
        trick = tuple(getattr(view, "trick", ()))
        if trick:
            seats = trick_seats(view.leader, len(trick), self.rules.players)
            shown = (f"{card} ({labels[seat]})" for card, seat in zip(trick, seats, strict=True))
            lines.append("trick: " + ", ".join(shown))
        hand = " ".join(map(str, getattr(view, "hand", ())))
        lines.append(f"{labels[seat]} to act, holding {hand}")
        return "\n".join(lines)

    def close(self) -> None:
        """Nothing to release."""

    def _current(self) -> GameState:
        if self.game_state is None:
            raise TricktakerError("the environment has no game yet: call reset() first")
        return self.game_state

    def _agent(self, state: GameState) -> str:
        seat = decider_of(state)
        assert seat is not None
        return self.possible_agents[seat]


def _rules(game: Game, options: dict[str, Any]) -> Any:
    """The game's rule set with ``options``, or a :class:`~tricktaker.RulesError` that lists the
    options there are."""
    parameters = inspect.signature(game.rules).parameters.values()
    known = [p.name for p in parameters if p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD)]
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise RulesError(
            f"{game.title} has no rule option {', '.join(unknown)}: its options are "
            f"{', '.join(known)}"
        )
    return game.rules(**options)


def raw_env(
    game: str | Game, *, render_mode: str | None = None, **rule_options: Any
) -> TricktakerEnv:
    """The environment of ``game`` with ``rule_options``, without PettingZoo's wrappers.

    >>> raw_env("szaman", players=3, variant="russian").possible_agents
    ['player_0', 'player_1', 'player_2']
    """
    return TricktakerEnv(game, render_mode=render_mode, **rule_options)


def env(game: str | Game, *, render_mode: str | None = None, **rule_options: Any) -> Any:
    """The environment of ``game`` with ``rule_options``, in PettingZoo's usual wrappers: an
    action outside the action space, or a step before :meth:`~TricktakerEnv.reset`, is
    refused there.

    >>> game = env("ohhell", players=3, render_mode="ansi")
    >>> game.reset(seed=1)
    >>> print(game.render())
    round 1: seat 0 deals 1 card each
    trump card ...
    Round 1 of 33, 1 card each, seat 0 deals; trump card ...
    seat          bid  taken  score
    0 player_0      -      0      0
    1 player_1      -      0      0
    2 player_2      -      0      0
    player_1 to act, holding ...
    """
    wrapped = raw_env(game, render_mode=render_mode, **rule_options)
    return wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(wrapped))
