"""OpenSpiel games of tricktaker's games (needs the ``openspiel`` extra).

Importing this module registers with ``pyspiel``, for every game tricktaker knows that
offers explicit chance (a :class:`~tricktaker.deals.Dealing`), a Python game named
``python_tricktaker_<name>`` (``python_tricktaker_wizard``, ``python_tricktaker_hearts``,
``python_tricktaker_bridge``, ...: one for each name of :func:`~tricktaker.available_games`).
Its parameters are the fields of the game's ``Rules``, and:

- chance is explicit (``EXPLICIT_STOCHASTIC``): each card of each deal is a chance node
  (:mod:`tricktaker.chance`), its outcomes the cards not dealt yet, equally likely, numbered
  by their place in the game's deck;
- the players' actions are numbered as :mod:`tricktaker.encoding` numbers them, and the
  current player is the seat that decides (:func:`~tricktaker.games.decider_of`: bridge's
  declarer when the dummy's card is to be played);
- the information state and the observation of a seat (strings and tensors) are
  :func:`~tricktaker.encoding.information_state` and :func:`~tricktaker.encoding.observation`
  of its view;
- the game ends with each seat's return, a number that rises with its standing (rewards
  are paid at the end: ``TERMINAL``): the game's :meth:`~tricktaker.words.Words.utility`
  of its final total (see the table below), so that an agent that maximises its return
  plays to win; ``min_utility`` and ``max_utility`` bound it, and a game whose totals
  always add up to 0 is ``ZERO_SUM`` with a ``utility_sum`` of 0, the others
  ``GENERAL_SUM``;
- states serialize (``state.serialize()``, ``game.deserialize_state``), and
  ``state.resample_from_infostate`` deals a seat's unseen cards at random, which OpenSpiel's
  ISMCTS bot asks for.

Each game's return, from its final totals (:mod:`tricktaker.standing`; every return is 0 at
a total of 0, and the seats of the winners have the highest):

========  =========================================================  =========
game      the return of a seat                                       sum
========  =========================================================  =========
wizard    its total (the highest total wins)                         general
ohhell    its total (the highest total wins)                         general
szaman    ``66 - |total - 66|``: the closest to ``target`` wins       general
hearts    minus its total (the lowest total wins)                    general
spades    its partnership's total, the bonus for winning included    general
bridge    its side's total: what one side scores, the other loses    zero-sum
========  =========================================================  =========

>>> import pyspiel
>>> import tricktaker.adapters.openspiel
>>> game = pyspiel.load_game("python_tricktaker_wizard", {"players": 4})
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes()), game.num_distinct_actions()
(True, 60, 85)
>>> for card in (51, 7, 33, 59, 0):  # A♠, 9♣, 9♥ and N4 to seats 0-3, then 2♣ turned
...     state.apply_action(card)
>>> state.current_player(), state.legal_actions()  # seat 1 bids 0 or 1
(1, [60, 61])
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import attrs

from tricktaker.errors import missing_extra

try:
    import numpy as np
    import pyspiel
except ModuleNotFoundError as error:  # say which extra to install, not only what is missing
    raise missing_extra("openspiel", __name__, error) from error

from tricktaker import chance, encoding
from tricktaker.cards import Card
from tricktaker.deals import Dealing
from tricktaker.errors import RulesError, TricktakerError
from tricktaker.games import AnyGame, available_games, decider_of, find_game, game_of
from tricktaker.serialize import to_json

__all__ = [
    "PREFIX",
    "TricktakerGame",
    "TricktakerObserver",
    "TricktakerState",
    "register",
    "registered",
]

PREFIX = "python_tricktaker_"
"""The start of every name this module registers with ``pyspiel``; the game's name ends it."""

_MOST_PLAYERS = 16  # the seat counts probed for a game's range of players
_registered: dict[str, str] = {}  # pyspiel name -> tricktaker name


# -- rule options as game parameters -------------------------------------------------------------


def _parameter_specification(game: AnyGame) -> dict[str, Any]:
    """Each field of the game's ``Rules`` and its default, as an OpenSpiel parameter: an int,
    a bool, a float or a string as it is; any other value as a string, ``""`` for the
    rules' default. A tuple of ints is written as its numbers with spaces between, in
    brackets or not (``"3 2 1"``, ``"[3 2 1]"``): a comma would end the parameter in
    OpenSpiel's text form of a game. The game keeps it in brackets, so that the text form
    reads a single number back as text (``"[13]"``, not the int 13)."""
    defaults = game.rules()
    specification: dict[str, Any] = {}
    for field in attrs.fields(game.rules):
        value = getattr(defaults, field.name)
        plain = type(value) in (int, bool, float, str)
        specification[field.name] = value if plain and not _derived(field) else ""
    return specification


def _derived(field: Any) -> bool:
    """Whether a field's default depends on the other fields (an attrs factory)."""
    return isinstance(field.default, attrs.Factory)  # type: ignore[arg-type]


def _rules(game: AnyGame, params: Mapping[str, Any]) -> Any:
    """The game's ``Rules`` from OpenSpiel parameters (see :func:`_parameter_specification`)."""
    fields = {field.name: field for field in attrs.fields(game.rules)}
    unknown = sorted(set(params) - set(fields))
    if unknown:
        raise RulesError(
            f"{game.title} has no rule option {', '.join(unknown)}: its options are "
            f"{', '.join(fields)}"
        )
    specification = _parameter_specification(game)
    options: dict[str, Any] = {}
    for name, value in params.items():
        if specification[name] == "" and value == "":
            continue  # the rules' default
        options[name] = _read(name, value, specification[name])
    return game.rules(**options)


def _read(name: str, value: Any, default: Any) -> Any:
    """A parameter's value as the rules take it: a tuple of ints for a field written as
    text here (``"3 2 1"``)."""
    if type(value) is str and default == "":
        try:
            return tuple(int(part) for part in value.strip("[]").split(" ") if part)
        except ValueError:
            raise RulesError(
                f'Rules.{name}: expected whole numbers with spaces between ("3 2 1"), not {value!r}'
            ) from None
    return value


def _canonical(game: AnyGame, params: Mapping[str, Any]) -> dict[str, Any]:
    """The parameters as the game keeps them: a tuple written in brackets."""
    specification = _parameter_specification(game)
    kept = dict(params)
    for name, value in params.items():
        if specification[name] == "" and value != "":
            kept[name] = "[" + " ".join(map(str, _read(name, value, ""))) + "]"
    return kept


def _players(game: AnyGame) -> tuple[int, int]:
    """The fewest and the most seats the game's ``Rules`` accept."""
    counts = []
    for players in range(1, _MOST_PLAYERS + 1):
        try:
            game.rules(players=players)
        except TricktakerError:
            continue
        counts.append(players)
    if not counts:
        raise TricktakerError(f"the Rules of {game.title} accept no number of players up to 16")
    return min(counts), max(counts)


# -- the game ------------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def _facts(rules: Any) -> _Facts:
    return _Facts(rules)


class _Facts:
    """What every state of a rule set shares: its game, deck and numbers."""

    def __init__(self, rules: Any) -> None:
        self.game: AnyGame = game_of(rules)
        self.initial = chance.new_game(self.game, rules)
        dealing = self.game.dealing
        assert dealing is not None  # chance.new_game checked it
        self.dealing: Dealing = dealing
        self.deck: tuple[Card, ...] = tuple(dealing.deck(rules))
        self.position = {card: i for i, card in enumerate(self.deck)}
        self.actions = tuple(
            encoding.action_from_index(i, self.initial) for i in range(encoding.num_actions(rules))
        )
        self.index = {action: i for i, action in enumerate(self.actions)}
        players = rules.players
        first = dealing.first_number(rules)
        numbers = range(first, first + dealing.deals(rules))
        dealt = [players * size + rest for size, rest in (dealing.sizes(rules, n) for n in numbers)]
        self.chance_nodes: int = sum(dealt)
        # A decision a card dealt (each is played at most once), and those the deal asks
        # besides: a bid a seat and one more choice (Wizard's trump) unless it says otherwise.
        extra = dealing.extra_decisions or (lambda rules, number: players + 1)
        self.decisions: int = sum(
            cards + extra(rules, number) for number, cards in zip(numbers, dealt, strict=True)
        )
        scores = [s for s in encoding.observation_layout(rules) if s.name == "scores"]
        if not scores:
            raise TricktakerError(
                f"the encoding of {self.game.title} has no 'scores' section, whose bounds bound "
                "the returns"
            )
        # The totals' bounds, read the way the game's scores run, bound its returns.
        self.low, self.high = self.game.words.utility_bounds(rules, scores[0].low, scores[0].high)


class TricktakerGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel ships no types
    """A tricktaker game as OpenSpiel sees it; ``pyspiel.load_game`` makes one.

    :func:`register` makes a subclass of this class for each game, which names the game in
    its :attr:`tricktaker_game` and its ``pyspiel.GameType`` in :attr:`game_type`.

    Args:
        params: the game parameters: the ``Rules`` fields.

    Attributes:
        tricktaker_game: the tricktaker game (of the class).
        game_type: its registered ``pyspiel.GameType`` (of the class).
        rules: the rule set the parameters make.
    """

    tricktaker_game: AnyGame
    game_type: Any

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        self.rules = _rules(self.tricktaker_game, params or {})
        facts = _facts(self.rules)
        info = pyspiel.GameInfo(
            num_distinct_actions=encoding.num_actions(self.rules),
            max_chance_outcomes=len(facts.deck),
            num_players=self.rules.players,
            min_utility=facts.low,
            max_utility=facts.high,
            utility_sum=0.0 if self.tricktaker_game.words.zero_sum else None,
            max_game_length=facts.decisions,
        )
        super().__init__(self.game_type, info, _canonical(self.tricktaker_game, params or {}))

    def new_initial_state(self) -> TricktakerState:
        """The chance node of the first deal."""
        return TricktakerState(self)

    def max_chance_nodes_in_history(self) -> int:
        """Every card of every deal is a chance node."""
        return _facts(self.rules).chance_nodes

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> TricktakerObserver:
        """The observer of a seat's view: OpenSpiel's information states and observations."""
        return TricktakerObserver(self.rules, iig_obs_type, params)


class TricktakerState(pyspiel.State):  # type: ignore[misc]  # pyspiel ships no types
    """A state of a :class:`TricktakerGame`: a :class:`tricktaker.chance.State` inside
    OpenSpiel's state, which OpenSpiel changes in place.

    Attributes:
        chance_state: the tricktaker state (a value): a chance node while a deal is in
            progress, the game's own state (``chance_state.game_state``) otherwise.
    """

    def __init__(self, game: TricktakerGame) -> None:
        super().__init__(game)
        self.chance_state: chance.State = _facts(game.rules).initial

    def current_player(self) -> int:
        """The seat to act, or OpenSpiel's chance or terminal player."""
        state = self.chance_state
        if state.game_state is None:
            return int(pyspiel.PlayerId.CHANCE)
        to_act = decider_of(state)
        return int(pyspiel.PlayerId.TERMINAL) if to_act is None else to_act

    def _legal_actions(self, player: int) -> list[int]:
        index = _facts(self.chance_state.rules).index
        return sorted([index[action] for action in self.chance_state.legal_actions()])

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The cards that may be dealt next, by their place in the deck, each with its
        probability."""
        position = _facts(self.chance_state.rules).position
        left = self.chance_state.undealt()
        probability = 1.0 / len(left) if left else 0.0
        return [(position[card], probability) for card in left]

    def _apply_action(self, action: int) -> None:
        state = self.chance_state
        facts = _facts(state.rules)
        if state.game_state is None:
            self.chance_state, _ = state.apply(facts.deck[action])
        else:
            self.chance_state, _ = state.apply(facts.actions[action])

    def _action_to_string(self, player: int, action: int) -> str:
        state = self.chance_state
        if player == pyspiel.PlayerId.CHANCE:  # a second copy (a double deck's) by its code
            card = _facts(state.rules).deck[action]
            return f"deal {card if card.first_copy is card else card.code}"
        return str(_facts(state.rules).actions[action])

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.chance_state.is_over

    def returns(self) -> list[float]:
        """Each seat's return once the game is over (the game's utility of its final total,
        which rises with its standing: see the module); zeros before."""
        state = self.chance_state
        if not state.is_over:
            return [0.0] * state.rules.players
        utility = _facts(state.rules).game.words.utility(state.rules, state.scores)
        return [float(value) for value in utility]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
        """A state with the information state of ``player_id``, the cards that seat cannot
        see dealt at random (seeded by ``probability_sampler()``); a copy of this state at a
        chance node or at the end.

        Raises:
            TricktakerError: the game gives no ``resample`` in its
                :class:`~tricktaker.deals.Dealing`.
        """
        state = self.chance_state
        if state.game_state is None or state.is_over:
            return self.clone()
        resample = _facts(state.rules).dealing.resample
        if resample is None:
            raise TricktakerError(
                f"{state.game.title} cannot resample: its Dealing gives no resample function"
            )
        rng = random.Random(int(probability_sampler() * 2**53))
        world = resample(state.game_state.view(player_id), rng)
        sampled = self.get_game().new_initial_state()
        sampled.chance_state = chance.from_state(world)
        return sampled

    def __str__(self) -> str:
        state = self.chance_state
        if state.game_state is not None:
            return to_json(state.game_state)
        dealt = " ".join(map(str, state.dealt))
        return f"deal {state.number}, scores {list(state.totals)}, dealt: {dealt}"


class TricktakerObserver:
    """A seat's information state and observation, which are the same: the seat's view as
    :func:`~tricktaker.encoding.information_state` (the string) and
    :func:`~tricktaker.encoding.observation` (the tensor, named ``"observation"``).

    A view holds what the seat knows of the deal in progress and the scores, not the order of
    earlier plays: OpenSpiel's information state here is not of perfect recall. At a chance
    node the tensor is all zeros and the string names the deal and the seat's cards so far.

    Attributes:
        tensor: the observation, written by :meth:`set_from`.
        dict: the tensor by name, as OpenSpiel reads it: ``{"observation": tensor}``.

    Raises:
        ValueError: observer parameters, or an observation type other than a seat's own
            (private information of a single player, with the public information).
    """

    def __init__(self, rules: Any, iig_obs_type: Any, params: Mapping[str, Any] | None) -> None:
        if params:
            raise ValueError(f"a tricktaker observer takes no parameters, not {dict(params)!r}")
        if iig_obs_type is not None and (
            iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
            or not iig_obs_type.public_info
        ):
            raise ValueError(
                "a tricktaker observer shows a seat what it sees (public information and its "
                f"own private information), not {iig_obs_type!r}"
            )
        self.tensor = np.zeros(encoding.observation_size(rules), np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: TricktakerState, player: int) -> None:
        """Write ``player``'s observation of ``state`` into ``tensor``."""
        game_state = state.chance_state.game_state
        if game_state is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = encoding.observation(game_state.view(player))

    def string_from(self, state: TricktakerState, player: int) -> str:
        """``player``'s information state in ``state``, as text."""
        chance_state = state.chance_state
        if chance_state.game_state is not None:
            return _information_state(chance_state.game_state, player)
        size, _ = chance_state.deal_sizes()
        mine = chance_state.dealt[player * size : (player + 1) * size]
        return (
            f"seat {player}, deal {chance_state.number} in progress, scores "
            f"{list(chance_state.totals)}, holding {' '.join(map(str, sorted(mine)))}"
        )


# Search (ISMCTS) asks for the same states' information states over and over: the states are
# values, so the text (the view's JSON, the dearest part of a step) is kept for the latest ones.
@lru_cache(maxsize=4096)
def _information_state(game_state: Any, player: int) -> str:
    return encoding.information_state(game_state.view(player))


# -- registration --------------------------------------------------------------------------------


def register(game: str | AnyGame) -> str:
    """Register ``game`` (a name or a :class:`~tricktaker.Game`) with ``pyspiel`` as
    ``python_tricktaker_<name>``, and return that name; a game registered already is left
    as it is. Importing this module registers every known game that offers explicit chance;
    call this for a game registered with tricktaker later.

    >>> register("wizard")
    'python_tricktaker_wizard'

    Raises:
        TricktakerError: no such game, or a game without explicit chance (no
            :class:`~tricktaker.deals.Dealing`).
    """
    found = find_game(game) if isinstance(game, str) else game
    if found is None:
        raise TricktakerError(f"no game named {game!r}: known games are {available_games()}")
    name = PREFIX + found.name
    if name in _registered:
        return name
    if found.dealing is None:
        raise TricktakerError(
            f"{found.title} has no explicit chance (its Game gives no dealing), which an "
            "OpenSpiel game needs"
        )
    fewest, most = _players(found)
    game_type = pyspiel.GameType(
        short_name=name,
        long_name=f"tricktaker {found.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(
            pyspiel.GameType.Utility.ZERO_SUM
            if found.words.zero_sum
            else pyspiel.GameType.Utility.GENERAL_SUM
        ),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=most,
        min_num_players=fewest,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameter_specification(found),
    )

    # A class, not a function: pyspiel keeps its creator past the interpreter's end, and a
    # class (in a reference cycle with itself) is never freed then, as a closure would be.
    creator = type(
        f"Tricktaker{found.name.title()}Game",
        (TricktakerGame,),
        {"tricktaker_game": found, "game_type": game_type, "__module__": __name__},
    )
    pyspiel.register_game(game_type, creator)
    _registered[name] = found.name
    return name


def registered() -> dict[str, str]:
    """The games this module has registered: each ``pyspiel`` name and its game's name.

    >>> registered()["python_tricktaker_szaman"]
    'szaman'
    """
    return dict(_registered)


def _register_all() -> None:
    for name in available_games():
        game = find_game(name)
        if game is not None and game.dealing is not None:
            register(game)


_register_all()
